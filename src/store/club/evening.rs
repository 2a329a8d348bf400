//! An evening's file, `evening.toml`: who came, each round's draw, the organiser's actions
//! and the evening's keys; its text, read, made and saved; and the latest evening of any
//! competition.

use super::FORMAT;
use super::actions::{ActionFile, action_file, action_of};
use super::competition::season_keys_of;
use super::file::{create_dir, ended, newer, pairs, read_club_text, syntax, unpairs, write};
use super::folders::{competitions, evening_file, evenings};
use super::rounds::{PlayerFile, RoundFile, player_file, player_of, round_file, round_of};
use crate::core::club::evening::{Evening, Keys};
use crate::format::error::Error;
use crate::store::club_end::{self, Which};
use crate::store::{files, lock};
use chrono::{DateTime, FixedOffset, NaiveDate};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

const EVENING_HEADER: &str = "\
# hartenjagen club evening: who came, and each round's draw (its seed draws it again the same).
# Standings are recomputed from the table matches beside this file; they are never stored.
# The keys open the evening's pages: keep this file to yourself.
# The file ends with its end line (\"# end of evening\"); a file without it was cut off.
";

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct EveningFile {
    format: u32,
    competition: String,
    date: NaiveDate,
    opened: DateTime<FixedOffset>,
    /// Minutes a round may take tonight, over the competition's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    round_minutes: Option<u32>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    keep_apart: Vec<[String; 2]>,
    keys: KeysFile,
    #[serde(rename = "player", default)]
    players: Vec<PlayerFile>,
    #[serde(rename = "round", default, skip_serializing_if = "Vec::is_empty")]
    rounds: Vec<RoundFile>,
    /// A rename whose table files are not all renamed yet.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rename: Option<RenameFile>,
    /// The organiser's actions, each with what it replaced.
    #[serde(rename = "action", default, skip_serializing_if = "Vec::is_empty")]
    actions: Vec<ActionFile>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RenameFile {
    from: String,
    to: String,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct KeysFile {
    organiser: String,
    /// An evening made before the season's keys keeps its own; a later one has none here.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    tables: Vec<String>,
}

/// The text of an evening's file.
pub fn render_evening(evening: &Evening) -> Result<String, Error> {
    let file = EveningFile {
        format: FORMAT,
        competition: evening.competition.clone(),
        date: evening.date,
        opened: evening.opened,
        round_minutes: evening.round_minutes,
        keep_apart: pairs(&evening.keep_apart),
        keys: KeysFile {
            organiser: evening.keys.organiser.clone(),
            // The season's keys are the competition's, never copied here.
            tables: if evening.keys.season {
                Vec::new()
            } else {
                evening.keys.tables.clone()
            },
        },
        players: evening.players.iter().map(player_file).collect(),
        rounds: evening.rounds.iter().map(round_file).collect(),
        rename: evening
            .pending_rename
            .as_ref()
            .map(|(from, to)| RenameFile {
                from: from.clone(),
                to: to.clone(),
            }),
        actions: evening.actions.iter().map(action_file).collect(),
    };
    let body = format!(
        "{EVENING_HEADER}{}",
        toml::to_string(&file).map_err(Error::WriteToml)?
    );
    let end = club_end::line(Which::Evening, &body);
    Ok(body + &end)
}

/// Reads an evening's file.
pub fn read_evening(path: &Path) -> Result<Evening, Error> {
    let text = read_club_text(path, Which::Evening, EVENING_HEADER)?;
    let file: EveningFile = toml::from_str(&text).map_err(|e| syntax(path, &text, &e))?;
    newer(path, file.format)?;
    ended(path, Which::Evening, &text, file.format)?;
    let mut rounds = Vec::with_capacity(file.rounds.len());
    for r in file.rounds {
        rounds.push(round_of(path, r)?);
    }
    let mut actions = Vec::with_capacity(file.actions.len());
    for a in file.actions {
        actions.push(action_of(path, a)?);
    }
    // An evening without its own tables' keys uses the season's, from its competition's
    // file beside its folder (none there yet: made when first needed).
    let season = file.keys.tables.is_empty();
    let tables = if season {
        season_keys_of(path)
    } else {
        file.keys.tables
    };
    Ok(Evening {
        competition: file.competition,
        date: file.date,
        opened: file.opened,
        players: file.players.into_iter().map(player_of).collect(),
        keep_apart: unpairs(file.keep_apart),
        keys: Keys {
            organiser: file.keys.organiser,
            tables,
            season,
        },
        rounds,
        actions,
        pending_rename: file.rename.map(|r| (r.from, r.to)),
        round_minutes: file.round_minutes,
    })
}

/// Saves a new evening, never over an existing one (checked under its lock).
pub fn create_evening(evening: &Evening) -> Result<PathBuf, Error> {
    let path = evening_file(&evening.competition, evening.date)?;
    let exists = || Error::AlreadyExists { path: path.clone() };
    if files::occupied(&path) {
        return Err(exists());
    }
    create_dir(path.parent().unwrap_or(Path::new(".")))?;
    let _lock = lock::acquire_evening(&path, lock::Hold::Exclusive)?;
    if files::occupied(&path) {
        return Err(exists());
    }
    write(&path, &render_evening(evening)?, true)?;
    Ok(path)
}

/// Saves an evening over its file at `target` (no link); the caller holds its lock.
pub(in crate::store) fn write_evening(target: &Path, evening: &Evening) -> Result<(), Error> {
    write(target, &render_evening(evening)?, true)
}

/// The most recent evening of any competition: the latest date, then the one opened last.
pub fn latest_evening() -> Result<Option<(String, NaiveDate)>, Error> {
    let mut latest: Option<(NaiveDate, Option<DateTime<FixedOffset>>, String)> = None;
    for name in competitions()? {
        if let Some(&date) = evenings(&name)?.last() {
            let opened = read_evening(&evening_file(&name, date)?)
                .ok()
                .map(|e| e.opened);
            let candidate = (date, opened, name);
            if latest
                .as_ref()
                .is_none_or(|l| (l.0, l.1) < (candidate.0, candidate.1))
            {
                latest = Some(candidate);
            }
        }
    }
    Ok(latest.map(|(date, _, name)| (name, date)))
}
