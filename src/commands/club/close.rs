//! `club close`, `club undo`, `club rename` and `club log`: the round closed, the organiser's
//! last action taken back, a name corrected everywhere, and the organiser's actions shown.

use super::{Saved, competition_of, evening_of};
use crate::cli::{ClubCloseArgs, ClubLogArgs, ClubRenameArgs, ClubUndoArgs};
use crate::commands::{CommandError, Context, Report, Result, json};
use crate::core::club::actions::ActionKind;
use crate::core::club::evening::{ClubError, Competition};
use crate::core::game::{Door, Made};
use crate::store::club as files;
use crate::store::tonight::load_tables;
use crate::t;
use crate::ui::text;
use crate::words::Words;
use chrono::{DateTime, FixedOffset};
use std::path::Path;

/// `club close [NAME] [--force]`.
pub fn close(ctx: &Context, args: ClubCloseArgs) -> Result<Saved> {
    let w = &ctx.words;
    let (competition, path) = evening_of(args.competition.as_deref(), None)?;
    close_with(w, ctx.now(), &competition, &path, args.force)
}

/// Closes the round being played of the evening of the file `evening`: refused while a table
/// is unfinished ([`ClubError::Unfinished`], naming them), unless `force`: then each such
/// table counts its complete hands. Every refusal is `club close`'s.
pub fn close_at(
    w: &Words,
    now: DateTime<FixedOffset>,
    evening: &Path,
    force: bool,
) -> Result<Saved> {
    let competition = competition_of(evening)?;
    close_with(w, now, &competition, evening, force)
}

/// `club close` on the evening of the file `path`.
fn close_with(
    w: &Words,
    now: DateTime<FixedOffset>,
    competition: &Competition,
    path: &Path,
    force: bool,
) -> Result<Saved> {
    let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
    let (unfinished, evening) = crate::store::evening::update_evening(path, |evening| {
        let current = evening
            .current()
            .ok_or_else(|| CommandError::Club(ClubError::NoRound))?;
        let played: Vec<(usize, bool)> = load_tables(&dir, current)?
            .iter()
            .map(|l| {
                l.as_ref()
                    .map_or((0, false), |l| (l.board.hands.len(), l.board.finished()))
            })
            .collect();
        let counted: Vec<Option<u32>> = current.tables.iter().map(|t| t.counted).collect();
        let round = current.number;
        let unfinished = evening
            .close(&played, competition.hands, force, now)
            .map_err(CommandError::Club)?;
        evening.keep(ActionKind::Close { round, counted }, now);
        Ok::<_, CommandError>(unfinished)
    })?;
    let round = evening.current().map_or(0, |r| r.number);
    let mut out = t!(w, "club-closed", round = round);
    out.push('\n');
    for (table, hands) in &unfinished {
        out.push_str(&t!(w, "club-closed-counts", table = *table, count = *hands));
        out.push('\n');
    }
    out.push_str(&if round >= competition.rounds {
        t!(w, "club-next-standings")
    } else {
        t!(w, "club-next-draw")
    });
    out.push('\n');
    Ok(Saved(out))
}

/// `club undo`: takes back the evening's last organiser action and says what it undid.
pub fn undo(ctx: &Context, args: ClubUndoArgs) -> Result<Saved> {
    let w = &ctx.words;
    let (_, path) = evening_of(args.club.competition.as_deref(), None)?;
    undo_at(w, ctx.now(), Door::Terminal, &path)
}

/// Takes back the last organiser action of the evening of the file `evening` (see
/// [`Evening::undo`]) and says what it undid. Every refusal is `club undo`'s. An undone
/// rename is kept in each table file's change log as made through `door`.
///
/// [`Evening::undo`]: crate::core::club::evening::Evening::undo
pub fn undo_at(w: &Words, now: DateTime<FixedOffset>, door: Door, evening: &Path) -> Result<Saved> {
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
    let said = match &undone {
        ActionKind::Arrive { names, .. } => t!(
            w,
            "club-undone-arrive",
            names = w.and(names),
            count = names.len()
        ),
        ActionKind::Leave { names, .. } => t!(
            w,
            "club-undone-leave",
            names = w.and(names),
            count = names.len()
        ),
        ActionKind::Draw { round, .. } => t!(w, "club-undone-draw", round = *round),
        ActionKind::Redraw { replaced, .. } => {
            t!(w, "club-undone-redraw", round = replaced.number)
        }
        ActionKind::Close { round, .. } => t!(w, "club-undone-close", round = *round),
        ActionKind::Rename { from, to } => t!(
            w,
            "club-undone-rename",
            from = from.as_str(),
            to = to.as_str()
        ),
    };
    Ok(Saved(format!("{said}\n")))
}

/// `club log`: the organiser's actions of an evening.
pub struct ClubLog(Vec<crate::core::club::actions::Action>);

impl Report for ClubLog {
    fn text(&self, ctx: &Context) -> String {
        text::wrap(&crate::ui::club::log_text(&ctx.words, &self.0), ctx.width)
    }

    fn json(&self) -> Option<Result<String>> {
        Some(json(&crate::ui::club::log_json(&self.0)))
    }
}

/// `club log [--evening DATE] [--json]`.
pub fn log(_: &Context, args: &ClubLogArgs) -> Result<ClubLog> {
    let (_, path) = evening_of(args.club.competition.as_deref(), args.evening)?;
    Ok(ClubLog(files::read_evening(&path)?.actions))
}

/// `club rename OLD NEW [--evening DATE]`.
pub fn rename(ctx: &Context, args: ClubRenameArgs) -> Result<Saved> {
    let w = &ctx.words;
    let (_, path) = evening_of(args.club.competition.as_deref(), args.evening)?;
    rename_at(w, ctx.now(), Door::Terminal, &path, &args.old, &args.new)
}

/// Corrects the name `old` (a unique beginning will do) to `new` in the evening of the file
/// `evening` and in every table's match of it, under the evening's lock: the evening is saved
/// with the rename pending, then each table file, then the evening again (a kill between is
/// finished by the next locked action). Each table file keeps the rename in its change log as
/// made through `door`.
pub fn rename_at(
    w: &Words,
    now: DateTime<FixedOffset>,
    door: Door,
    evening: &Path,
    old: &str,
    new: &str,
) -> Result<Saved> {
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
    Ok(Saved(format!(
        "{}\n",
        t!(
            w,
            "club-renamed",
            from = from.as_str(),
            to = new.as_str(),
            count = tables
        )
    )))
}
