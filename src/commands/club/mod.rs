//! `club`: a competition and its evenings. Each command finds its competition and evening
//! (NAME, else the most recent evening's), checks everything in the core's rules
//! (`core::club::evening`), changes `evening.toml` under its lock and writes the round's table
//! matches, and reports. Standings are computed here from the table matches, never stored.
//! This file finds the competition and the evening and says a saved change (`Saved`); the
//! commands are in `evening.rs` (new, start, arrive, leave), `draw.rs` (draw, tables),
//! `record.rs` (record, edit), `close.rs` (close, undo, rename, log) and `standings.rs`
//! (standings, export, the report's and the organiser's data).

mod close;
mod draw;
mod evening;
mod record;
mod standings;

pub use close::{ClubLog, close, close_at, log, rename, rename_at, undo, undo_at};
pub use draw::{Drawn, Tables, draw, draw_at, tables};
pub use evening::{arrive, arrive_at, leave, leave_at, new, start};
pub use record::{Recorded, edit, record};
pub use standings::{
    ClubExport, EveningStandings, SeasonStandings, export, organiser_view, report_data, standings,
    table_matches,
};

use super::{CommandError, Context, Report, Result};
use crate::core::club::evening::{ClubError, Competition};
use crate::store::club as files;
use crate::ui::text;
use crate::words::Words;
use chrono::NaiveDate;
use std::path::{Path, PathBuf};

/// How wide the sentences of a change are said outside a terminal (to the club's server):
/// as a terminal of 80 columns would show them.
pub const SAID_WIDTH: usize = 80;

/// The competition a command works on: `name`, else the one of the most recent evening,
/// else the only one there is.
fn competition(name: Option<&str>) -> Result<Competition> {
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
pub(crate) fn evening_of(
    name: Option<&str>,
    date: Option<NaiveDate>,
) -> Result<(Competition, PathBuf)> {
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

/// A report that is a few sentences, of a change that was saved.
#[derive(Clone, Debug)]
pub struct Saved(String);

impl Saved {
    /// The sentences as the command line prints them on 80 columns.
    pub fn said(&self, _w: &Words) -> String {
        text::wrap(&self.0, Some(SAID_WIDTH))
    }
}

impl Report for Saved {
    fn text(&self, ctx: &Context) -> String {
        text::wrap(&self.0, ctx.width)
    }

    fn saved(&self) -> bool {
        true
    }
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
fn evening_date(path: &Path) -> NaiveDate {
    path.parent()
        .and_then(Path::file_name)
        .and_then(|n| n.to_str())
        .and_then(|n| NaiveDate::parse_from_str(n, "%Y-%m-%d").ok())
        .unwrap_or_default()
}
