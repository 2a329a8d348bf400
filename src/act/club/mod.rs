//! The club organiser's actions, the same from the command line (`club draw`, `club close`,
//! …) and from the organiser's page (`POST /admin/api/*`): each finds its competition and
//! evening, checks everything in the core's rules (`core::club::evening`), changes
//! `evening.toml` under its lock (`store::evening`) and returns what it did as data, a
//! [`Done`], which each door says in its own words ([`Done::said`]). Finding the competition
//! and the evening is here; the draw is in `draw.rs`, closing, undoing and renaming in `close.rs`, players coming
//! and going in `people.rs`, and the words of a [`Done`] in `said.rs`.

mod clock;
mod close;
mod draw;
mod people;
mod said;

pub use clock::{new_keys, start_clock};
pub use close::{close, close_at, rename, undo};
pub use draw::{Drawn, draw, draw_at};
pub use people::{arrive, leave};

use super::{CommandError, Result};
use crate::core::club::actions::ActionKind;
use crate::core::club::evening::{ClubError, Competition, Evening};
use crate::core::club::tonight::Tonight;
use crate::store::club as files;
use crate::store::key::new_key;
use chrono::{DateTime, FixedOffset, NaiveDate};
use std::path::{Path, PathBuf};

/// How wide the sentences of a change are said outside a terminal (to the club's server):
/// as a terminal of 80 columns would show them.
pub const SAID_WIDTH: usize = 80;

/// What an organiser's action did, as data: each door says it ([`Done::said`]).
#[derive(Clone, Debug)]
pub enum Done {
    /// A round drawn (or drawn again).
    Drawn(Box<Drawn>),
    /// The round `round` closed; `counted` are the unfinished tables that count their
    /// complete hands (table, hands); `last` when it was the evening's last planned round.
    Closed {
        /// The round closed.
        round: u32,
        /// Each table closed unfinished with `--force`, and the hands it counts.
        counted: Vec<(u32, usize)>,
        /// Whether no round is planned after it.
        last: bool,
        /// The evening as it stands after the close: the round's table results
        /// (`result.tables()`) and the evening's ranking so far (`result.standings()`).
        result: Box<Tonight>,
    },
    /// The organiser started the round's clock.
    ClockStarted {
        /// The round.
        round: u32,
        /// Minutes a round may take.
        minutes: u32,
        /// When the time is up.
        ends: DateTime<FixedOffset>,
    },
    /// New keys made for these tables (their old cards open nothing any more).
    NewKeys {
        /// The tables.
        tables: Vec<u32>,
    },
    /// Players (and guests) who came in, drawn from `round` on.
    Arrived {
        /// Everyone who came in, players then guests.
        names: Vec<String>,
        /// The first round they are drawn in.
        round: u32,
    },
    /// Players who went home after `round` rounds.
    Left {
        /// Who went.
        names: Vec<String>,
        /// The rounds drawn before they went.
        round: usize,
    },
    /// The organiser's last action, taken back.
    Undone(ActionKind),
    /// A name corrected in the evening and in `tables` of its table matches.
    Renamed {
        /// The name as it was.
        from: String,
        /// The name now.
        to: String,
        /// The tables the player sat at.
        tables: usize,
    },
}

/// Keys for `tables` tables in `evening`: the season's (those missing made and kept in
/// `competition.toml` first), or, for an evening made before the season's keys, its own.
pub fn enough_keys(evening: &mut Evening, path: &Path, tables: usize) -> Result<()> {
    if evening.keys.tables.len() >= tables {
        return Ok(());
    }
    if evening.keys.season {
        evening.keys.tables =
            files::season_keys(path, tables, || Ok::<_, CommandError>(new_key()?))?;
    } else {
        while evening.keys.tables.len() < tables {
            evening.keys.tables.push(new_key()?);
        }
    }
    Ok(())
}

/// The competition a command works on: `name`, else the one of the most recent evening,
/// else the only one there is.
pub fn competition(name: Option<&str>) -> Result<Competition> {
    let name = match name {
        Some(name) => name.to_string(),
        None => match files::latest_evening()? {
            Some((name, _)) => name,
            None => match files::competitions()?.as_slice() {
                [] => return Err(CommandError::Club(ClubError::NoCompetitionYet)),
                [one] => one.clone(),
                many => {
                    return Err(CommandError::Club(ClubError::WhichCompetition(
                        many.to_vec(),
                    )));
                }
            },
        },
    };
    let path = files::competition_file(&name)?;
    if !path.is_file() {
        let names = files::competitions()?;
        if names.is_empty() {
            return Err(CommandError::Club(ClubError::NoCompetitionYet));
        }
        return Err(CommandError::Club(ClubError::NoSuchCompetition {
            name,
            names,
        }));
    }
    Ok(files::read_competition(&path)?)
}

/// The competition and the file of its most recent evening (or of `date`).
pub fn evening_of(name: Option<&str>, date: Option<NaiveDate>) -> Result<(Competition, PathBuf)> {
    let competition = competition(name)?;
    let dates = files::evenings(&competition.name)?;
    let date = match date {
        Some(date) if dates.contains(&date) => date,
        Some(date) => {
            return Err(CommandError::Club(ClubError::NoSuchEvening {
                competition: competition.name.clone(),
                date,
            }));
        }
        None => match dates.last() {
            Some(&date) => date,
            None => {
                return Err(CommandError::Club(ClubError::NoEvening(
                    competition.name.clone(),
                )));
            }
        },
    };
    let path = files::evening_file(&competition.name, date)?;
    Ok((competition, path))
}

/// The competition of the evening of the file `evening`: the `competition.toml` of the folder
/// its own folder is in.
pub fn competition_of(evening: &Path) -> Result<Competition> {
    let path = evening
        .parent()
        .and_then(Path::parent)
        .map(|dir| dir.join("competition.toml"))
        .unwrap_or_else(|| PathBuf::from("competition.toml"));
    Ok(files::read_competition(&path)?)
}

/// The date of an evening from its file's folder.
pub fn evening_date(path: &Path) -> NaiveDate {
    path.parent()
        .and_then(Path::file_name)
        .and_then(|n| n.to_str())
        .and_then(|n| NaiveDate::parse_from_str(n, "%Y-%m-%d").ok())
        .unwrap_or_default()
}
