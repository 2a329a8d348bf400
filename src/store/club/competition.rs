//! A competition's file, `competition.toml`: its text, read, made and changed under its lock;
//! the season's tables' keys it holds.

use super::FORMAT;
use super::file::{create_dir, ended, newer, read_club_text, syntax, write};
use super::folders::{competition_file, competition_file_of};
use crate::core::club::evening::Competition;
use crate::core::variant::{RawVariant, Variant};
use crate::format::error::{ClubFileError, Error};
use crate::store::club_end::{self, Which};
use crate::store::{files, lock};
use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

const COMPETITION_HEADER: &str = "\
# hartenjagen club competition: the game (a full copy of its rules, taken when the competition
# was made), hands per round, rounds per evening, table sizes and the season's rules.
# The file ends with its end line (\"# end of competition\"); a file without it was cut off.
";

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct CompetitionFile {
    format: u32,
    name: String,
    created: DateTime<FixedOffset>,
    hands: u32,
    rounds: u32,
    tables: Vec<usize>,
    season: SeasonFile,
    /// The members named when it was made.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    players: Vec<String>,
    /// Minutes a round may take (the round clock).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    round_minutes: Option<u32>,
    /// The tables' keys for the season.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    keys: Option<SeasonKeysFile>,
    variant: RawVariant,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SeasonKeysFile {
    tables: Vec<String>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SeasonFile {
    #[serde(skip_serializing_if = "Option::is_none")]
    best: Option<u32>,
    min_evenings: u32,
}

/// The text of a competition's file.
pub fn render_competition(competition: &Competition) -> Result<String, Error> {
    let file = CompetitionFile {
        format: FORMAT,
        name: competition.name.clone(),
        created: competition.created,
        hands: competition.hands,
        rounds: competition.rounds,
        tables: competition.tables.clone(),
        season: SeasonFile {
            best: competition.best,
            min_evenings: competition.min_evenings,
        },
        players: competition.members.clone(),
        round_minutes: competition.round_minutes,
        keys: (!competition.keys.is_empty()).then(|| SeasonKeysFile {
            tables: competition.keys.clone(),
        }),
        variant: competition.variant.raw.clone(),
    };
    let body = format!(
        "{COMPETITION_HEADER}{}",
        toml::to_string(&file).map_err(Error::WriteToml)?
    );
    let end = club_end::line(Which::Competition, &body);
    Ok(body + &end)
}

/// Reads a competition's file.
pub fn read_competition(path: &Path) -> Result<Competition, Error> {
    let text = read_club_text(path, Which::Competition, COMPETITION_HEADER)?;
    let file: CompetitionFile = toml::from_str(&text).map_err(|e| syntax(path, &text, &e))?;
    newer(path, file.format)?;
    ended(path, Which::Competition, &text, file.format)?;
    let variant = Variant::check(file.variant).map_err(|problems| {
        Error::from(ClubFileError::VariantCopyBroken {
            origin: path.display().to_string(),
            problems,
        })
    })?;
    Ok(Competition {
        name: file.name,
        variant,
        hands: file.hands.max(1),
        rounds: file.rounds,
        tables: file.tables,
        best: file.season.best,
        min_evenings: file.season.min_evenings,
        created: file.created,
        members: file.players,
        round_minutes: file.round_minutes,
        keys: file.keys.map(|k| k.tables).unwrap_or_default(),
    })
}

/// Saves a new competition, never over an existing one (checked under its lock).
pub fn create_competition(competition: &Competition) -> Result<PathBuf, Error> {
    let path = competition_file(&competition.name)?;
    let exists = || Error::AlreadyExists { path: path.clone() };
    if files::occupied(&path) {
        return Err(exists());
    }
    create_dir(path.parent().unwrap_or(Path::new(".")))?;
    let _lock = lock::acquire(&path)?;
    if files::occupied(&path) {
        return Err(exists());
    }
    write(&path, &render_competition(competition)?, true)?;
    Ok(path)
}

/// The season's tables' keys of the competition of the evening whose file is `evening`
/// (none when its file does not read: the evening's own reading says what is wrong).
pub(super) fn season_keys_of(evening: &Path) -> Vec<String> {
    read_competition(&competition_file_of(evening))
        .map(|c| c.keys)
        .unwrap_or_default()
}

/// Changes the competition `name`'s file under its lock: read, `change`d, saved (readable
/// by its owner only: it holds the season's keys). Returns the competition as saved.
pub fn update_competition<E: From<Error>>(
    path: &Path,
    change: impl FnOnce(&mut Competition) -> Result<(), E>,
) -> Result<Competition, E> {
    let _lock = lock::acquire(path)?;
    let mut competition = read_competition(path)?;
    change(&mut competition)?;
    write(path, &render_competition(&competition)?, true)?;
    Ok(competition)
}

/// The season's tables' keys of the competition of the evening whose file is `evening`, at
/// least `tables` of them: the ones missing are made (with `new_key`) and saved first.
pub fn season_keys<E: From<Error>>(
    evening: &Path,
    tables: usize,
    new_key: impl Fn() -> Result<String, E>,
) -> Result<Vec<String>, E> {
    let path = competition_file_of(evening);
    let keys = read_competition(&path)?.keys;
    if keys.len() >= tables {
        return Ok(keys);
    }
    Ok(update_competition(&path, |competition| {
        while competition.keys.len() < tables {
            competition.keys.push(new_key()?);
        }
        Ok::<_, E>(())
    })?
    .keys)
}
