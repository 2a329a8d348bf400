//! A round closed, the organiser's last action taken back, and a name corrected everywhere.

use super::{Done, competition_of};
use crate::act::{CommandError, Result};
use crate::core::club::actions::ActionKind;
use crate::core::club::evening::{ClubError, Competition};
use crate::core::club::tonight::Tonight;
use crate::core::game::{Door, Made};
use crate::store::tonight::{load_rounds, load_tables};
use chrono::{DateTime, FixedOffset};
use std::path::Path;

/// Closes the round being played of the evening of the file `evening`: refused while a table
/// is unfinished ([`ClubError::Unfinished`], naming them), unless `force`: then each such
/// table counts its complete hands. Every refusal is `club close`'s.
pub fn close_at(now: DateTime<FixedOffset>, evening: &Path, force: bool) -> Result<Done> {
    let competition = competition_of(evening)?;
    close(now, &competition, evening, force)
}

/// Closes the round being played of the evening of the file `path` of `competition` (see
/// [`close_at`]).
pub fn close(
    now: DateTime<FixedOffset>,
    competition: &Competition,
    path: &Path,
    force: bool,
) -> Result<Done> {
    let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
    // Every round's table matches read once, under the evening's lock: the current round's
    // tell whether it may close, and all of them make the result the close reports.
    let ((counted, matches), evening) = crate::store::evening::update_evening(path, |evening| {
        let current = evening
            .current()
            .ok_or_else(|| CommandError::Club(ClubError::NoRound))?;
        let counted: Vec<Option<u32>> = current.tables.iter().map(|t| t.counted).collect();
        let round = current.number;
        let matches = load_rounds(&dir, evening)?;
        let played: Vec<(usize, bool)> = matches
            .last()
            .map(Vec::as_slice)
            .unwrap_or_default()
            .iter()
            .map(|l| {
                l.as_ref()
                    .map_or((0, false), |l| (l.board.hands.len(), l.board.finished()))
            })
            .collect();
        let unfinished = evening
            .close(&played, competition.hands, force, now)
            .map_err(CommandError::Club)?;
        evening.keep(ActionKind::Close { round, counted }, now);
        Ok::<_, CommandError>((unfinished, matches))
    })?;
    let round = evening.current().map_or(0, |r| r.number);
    let result = Tonight::of(competition, evening, &matches);
    Ok(Done::Closed {
        round,
        counted,
        last: round >= competition.rounds,
        result: Box::new(result),
    })
}

/// Takes back the last organiser action of the evening of the file `evening` (see
/// [`Evening::undo`]). Every refusal is `club undo`'s. An undone rename is kept in each table
/// file's change log as made through `door`.
///
/// [`Evening::undo`]: crate::core::club::evening::Evening::undo
pub fn undo(now: DateTime<FixedOffset>, door: Door, evening: &Path) -> Result<Done> {
    let dir = evening.parent().map(Path::to_path_buf).unwrap_or_default();
    let made = Some(Made::new(now, door));
    let (undone, _) = crate::store::evening::update_evening_by(evening, made, |evening| {
        let entries: Vec<usize> = match evening.current() {
            Some(current) => load_tables(&dir, current)?
                .iter()
                .map(|l| l.as_ref().map_or(0, |l| l.game.entries.len()))
                .collect(),
            None => Vec::new(),
        };
        let undone = evening.undo(&entries, now).map_err(CommandError::Club)?;
        if let ActionKind::Rename { from, to } = &undone {
            evening.pending_rename = Some((to.clone(), from.clone()));
        }
        Ok::<_, CommandError>(undone)
    })?;
    Ok(Done::Undone(undone))
}

/// Corrects the name `old` (a unique beginning will do) to `new` in the evening of the file
/// `evening` and in every table's match of it, under the evening's lock: the evening is saved
/// with the rename pending, then each table file, then the evening again (a kill between is
/// finished by the next locked action). Each table file keeps the rename in its change log as
/// made through `door`.
pub fn rename(
    now: DateTime<FixedOffset>,
    door: Door,
    evening: &Path,
    old: &str,
    new: &str,
) -> Result<Done> {
    let new = new.trim().to_string();
    let made = Some(Made::new(now, door));
    let ((from, tables), _) = crate::store::evening::update_evening_by(evening, made, |evening| {
        let from = evening.player_named(old).map_err(CommandError::Club)?;
        evening
            .rename_players(&from, &new)
            .map_err(CommandError::Club)?;
        let tables = evening
            .rounds
            .iter()
            .flat_map(|r| &r.tables)
            .filter(|t| t.players.contains(&new))
            .count();
        evening.pending_rename = Some((from.clone(), new.clone()));
        let to = new.clone();
        evening.keep(
            ActionKind::Rename {
                from: from.clone(),
                to,
            },
            now,
        );
        Ok::<_, CommandError>((from, tables))
    })?;
    Ok(Done::Renamed {
        from,
        to: new,
        tables,
    })
}
