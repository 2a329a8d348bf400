//! A club table's match file is known by its path, before any lock is taken: `rR-tT.toml`
//! beside an `evening.toml`. Every writer of such a file takes the evening's lock first
//! (shared for a table's hand, exclusive for the organiser's correction), then the table's
//! own, and decides under them whether the evening allows the change: the round is the
//! current one and open (a hand), the file is the one its draw named and holds the draw's
//! players, and the draw is the one the change was made for. The order is always evening, then
//! table.
//!
//! `evening.toml` is the commit record of the evening: a table file of the current draw that
//! is missing (a draw killed after saving the evening) counts as an empty match of the draw's
//! players, and is made again by the next locked action ([`roll_forward`]).

use super::write_match as write_new;
use super::{Loaded, load};
use crate::core::club::actions::ActionKind;
use crate::core::club::evening::{ClubError, Evening, RoundRecord, TableRecord};
use crate::core::club::table_change::TableChange;
use crate::core::game::{Made, Match, MatchOptions};
use crate::format::error::Error;
use crate::store::club::{read_competition, read_evening};
use crate::store::files;
use crate::store::lock::{self, EveningLock, Hold};
use std::path::{Path, PathBuf};

/// Where a club table's match file sits in its evening.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TablePlace {
    /// The evening's file.
    pub evening: PathBuf,
    /// The round.
    pub round: u32,
    /// The table.
    pub table: u32,
    /// The file's name (`r2-t3.toml`).
    pub file: String,
}

/// The round and table of a table file's name: `r2-t3.toml` is round 2, table 3.
pub fn round_and_table(name: &str) -> Option<(u32, u32)> {
    let (round, table) = name
        .strip_prefix('r')?
        .strip_suffix(".toml")?
        .split_once("-t")?;
    let number = |text: &str| {
        (!text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) && !text.starts_with('0'))
            .then(|| text.parse::<u32>().ok())
            .flatten()
    };
    Some((number(round)?, number(table)?))
}

/// Whether the match at `path` (through a link, its target) is a club table, and where.
pub fn place_of(path: &Path) -> Option<TablePlace> {
    let target = files::target(path);
    let name = target.file_name()?.to_str()?.to_string();
    let (round, table) = round_and_table(&name)?;
    let evening = match target.parent().filter(|d| !d.as_os_str().is_empty()) {
        Some(dir) => dir.join("evening.toml"),
        None => PathBuf::from("evening.toml"),
    };
    evening.is_file().then_some(TablePlace {
        evening,
        round,
        table,
        file: name,
    })
}

/// What a writer of a match file says it does, for a club table's file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Access {
    /// What the change does to the table's match.
    pub change: TableChange,
    /// The attempt of the round's draw the change was made for (a table's page sends it),
    /// if the change must be refused once the round was drawn again.
    pub attempt: Option<u32>,
}

impl Access {
    /// A hand recorded, edited, undone or misdealt, whichever draw it was made for.
    pub const HAND: Access = Access {
        change: TableChange::Hand,
        attempt: None,
    };
}

/// The evening's permission for one change of a table's match, held until the change is
/// saved: the evening's lock and the players the draw seated there.
pub struct TableGuard {
    _evening: EveningLock,
    place: TablePlace,
    players: Vec<String>,
    rename: Option<(String, String, Made)>,
}

impl TableGuard {
    /// Refuses a match that does not hold the draw's players (a file put there by hand, or
    /// left by an older version's unfinished draw). A rename the evening has saved but not
    /// yet made in this table's file is made in `game` first (and saved with the change).
    pub fn check(&self, game: &mut Match) -> Result<(), Error> {
        if let Some((from, to, made)) = &self.rename {
            rename_in(game, from, to, *made);
        }
        if game.players != self.players {
            return Err(Error::ClubTable(ClubError::NotTheDraw {
                table: self.place.table,
                file: self.place.file.clone(),
            }));
        }
        Ok(())
    }
}

/// For a club table's file: takes the evening's lock, checks that the evening allows
/// `access` at that table now, and makes the table's file again if the draw's is missing.
/// `None` for any other match file.
pub fn guard(path: &Path, access: Access) -> Result<Option<TableGuard>, Error> {
    let Some(place) = place_of(path) else {
        return Ok(None);
    };
    let hold = match access.change {
        TableChange::Hand | TableChange::Remove => Hold::Shared,
        TableChange::Correction => Hold::Exclusive,
    };
    let held = lock::acquire_evening(&place.evening, hold)?;
    let evening = read_evening(&place.evening)?;
    let table = evening
        .table_for(
            place.round,
            place.table,
            &place.file,
            access.attempt,
            access.change,
        )
        .map_err(Error::ClubTable)?;
    let players = table.players.clone();
    if let Some(round) = evening.rounds.iter().find(|r| r.number == place.round) {
        let target = files::target(path);
        if !files::occupied(&target) {
            let _table = lock::acquire(&target)?;
            if !files::occupied(&target) {
                write_new(&target, &table_match(&place.evening, round, table)?)?;
            }
        }
    }
    Ok(Some(TableGuard {
        _evening: held,
        place,
        players,
        rename: evening
            .pending_rename
            .clone()
            .map(|(from, to)| (from.clone(), to.clone(), rename_made(&evening, &from, &to))),
    }))
}

/// For a club table's file: whether the evening lets it take a hand now (read without a
/// lock, for a refusal before anything is typed; the save decides again under the locks).
pub fn check_open(path: &Path) -> Result<(), Error> {
    let Some(place) = place_of(path) else {
        return Ok(());
    };
    let evening = read_evening(&place.evening)?;
    evening
        .table_for(
            place.round,
            place.table,
            &place.file,
            None,
            TableChange::Hand,
        )
        .map(drop)
        .map_err(Error::ClubTable)
}

/// The empty match a draw makes for a table: its players, the competition's game and hands,
/// started when the round was drawn.
fn table_match(evening: &Path, round: &RoundRecord, table: &TableRecord) -> Result<Match, Error> {
    let competition = evening
        .parent()
        .and_then(Path::parent)
        .map(|dir| dir.join("competition.toml"))
        .unwrap_or_else(|| PathBuf::from("competition.toml"));
    let competition = read_competition(&competition)?;
    let options = MatchOptions {
        hands: Some(competition.hands),
        club: true,
        ..MatchOptions::default()
    };
    Match::new(
        competition.variant.clone(),
        table.players.clone(),
        0,
        options,
        round.drawn,
    )
    .map_err(|e| Error::ClubTable(ClubError::Names(e)))
}

/// Makes every table file of the evening's current draw that is missing, as the draw makes
/// it. The caller holds the evening's lock exclusively.
pub fn roll_forward(
    evening_file: &Path,
    evening: &Evening,
    _held: &EveningLock,
) -> Result<(), Error> {
    let Some(round) = evening.current() else {
        return Ok(());
    };
    let dir = evening_file
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    for table in &round.tables {
        let path = dir.join(&table.file);
        if !files::occupied(&path) {
            let _table = lock::acquire(&path)?;
            if !files::occupied(&path) {
                write_new(&path, &table_match(evening_file, round, table)?)?;
            }
        }
    }
    Ok(())
}

/// Renames the player `from` to `to` in a table's match (the hands name players by seat),
/// kept in its change log as made by `made`, or else when the evening says the rename was
/// made (its door unknown: a rename a kill cut short, finished by a later action).
fn rename_in(game: &mut Match, from: &str, to: &str, made: Made) -> bool {
    game.rename_player(from, to, made)
}

/// When the evening's pending rename was made: its newest action that renamed `from` to `to`,
/// or the undo of one that renamed `to` to `from`; the door is not kept in the evening.
fn rename_made(evening: &Evening, from: &str, to: &str) -> Made {
    let time = evening
        .actions
        .iter()
        .rev()
        .find_map(|action| match &action.kind {
            ActionKind::Rename { from: f, to: t } if f == from && t == to => Some(action.time),
            ActionKind::Rename { from: f, to: t } if f == to && t == from => action.undone,
            _ => None,
        })
        .unwrap_or(evening.opened);
    Made::from(time)
}

/// Makes the evening's pending rename in every table file of every round that still holds
/// the old name (a closed round's too). The caller holds the evening's lock exclusively;
/// it then clears the pending rename and saves the evening.
pub fn rename_tables(
    evening_file: &Path,
    evening: &Evening,
    _held: &EveningLock,
    made: Option<Made>,
) -> Result<(), Error> {
    let Some((from, to)) = &evening.pending_rename else {
        return Ok(());
    };
    let made = made.unwrap_or_else(|| rename_made(evening, from, to));
    let dir = evening_file
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    for table in evening.rounds.iter().flat_map(|r| &r.tables) {
        let path = dir.join(&table.file);
        if !files::occupied(&path) {
            continue;
        }
        let _table = lock::acquire(&path)?;
        let mut game = load(&path)?.game;
        if rename_in(&mut game, from, to, made) {
            write_new(&path, &game)?;
        }
    }
    Ok(())
}

/// The match at a table file, read while the caller holds the evening's lock exclusively (no
/// table is saving meanwhile); `None` when the file is missing.
pub fn load_table(path: &Path) -> Result<Option<Loaded>, Error> {
    if !files::occupied(path) {
        return Ok(None);
    }
    load(path).map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_file_is_named_by_its_round_and_table() {
        assert_eq!(round_and_table("r2-t3.toml"), Some((2, 3)));
        assert_eq!(round_and_table("r12-t10.toml"), Some((12, 10)));
        for other in [
            "r0-t1.toml",
            "r02-t1.toml",
            "r2-t.toml",
            "r2t3.toml",
            "x2-t3.toml",
        ] {
            assert_eq!(round_and_table(other), None, "{other}");
        }
    }

    #[test]
    fn a_file_is_a_club_table_only_beside_an_evening() {
        let dir = tempfile::tempdir().unwrap();
        let table = dir.path().join("r1-t2.toml");
        assert_eq!(place_of(&table), None, "no evening.toml beside it");
        std::fs::write(dir.path().join("evening.toml"), "").unwrap();
        let place = place_of(&table).expect("a club table");
        assert_eq!((place.round, place.table), (1, 2));
        assert_eq!(place_of(&dir.path().join("match.toml")), None);
    }
}
