//! Club files: `club/NAME/competition.toml` and, per evening, `club/NAME/DATE/evening.toml`
//! beside the table matches `rR-tT.toml` (ordinary match files). Plain TOML a person can read;
//! standings are never stored, they are recomputed from the table matches.
//!
//! Every change is made as match files are changed: under the evening's lock, read, changed
//! and saved atomically (see [`super::files`] and, for the lock, [`super::evening`]).
//! `evening.toml` holds the keys of the evening's pages, so it is saved readable by its owner
//! only (mode 0600).

use super::club_end::{self, Which};
use super::{files, lock, paths};
use crate::core::catalog::syntax_error;
use crate::core::club::actions::{Action, ActionKind};
use crate::core::club::evening::{
    Competition, Evening, EveningPlayer, Keys, RoundRecord, TableRecord,
};
use crate::core::variant::{RawVariant, Variant};
use crate::format::error::{ClubFileError, Error, FileKind};
use chrono::{DateTime, FixedOffset, NaiveDate};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The format version of club files written by this build. Format 2: the file ends with its
/// end line (see `club_end`) and is refused as cut off without it; a file of format 1 (no end
/// line) loads as it always did and is written in format 2 at its next save. Keys that a
/// later change of this build adds to format 2 are optional, so every format-2 file loads.
pub const FORMAT: u32 = 2;

const COMPETITION_HEADER: &str = "\
# hartenjagen club competition: the game (a full copy of its rules, taken when the competition
# was made), hands per round, rounds per evening, table sizes and the season's rules.
# The file ends with its end line (\"# end of competition\"); a file without it was cut off.
";

const EVENING_HEADER: &str = "\
# hartenjagen club evening: who came, and each round's draw (its seed draws it again the same).
# Standings are recomputed from the table matches beside this file; they are never stored.
# The keys open the evening's pages: keep this file to yourself.
# The file ends with its end line (\"# end of evening\"); a file without it was cut off.
";

/// The folder of every competition.
pub fn club_dir() -> Result<PathBuf, Error> {
    Ok(paths::data_dir()?.join("club"))
}

/// A competition's folder.
pub fn competition_dir(name: &str) -> Result<PathBuf, Error> {
    Ok(club_dir()?.join(name))
}

/// A competition's file.
pub fn competition_file(name: &str) -> Result<PathBuf, Error> {
    Ok(competition_dir(name)?.join("competition.toml"))
}

/// An evening's folder.
pub fn evening_dir(name: &str, date: NaiveDate) -> Result<PathBuf, Error> {
    Ok(competition_dir(name)?.join(date.format("%Y-%m-%d").to_string()))
}

/// An evening's file.
pub fn evening_file(name: &str, date: NaiveDate) -> Result<PathBuf, Error> {
    Ok(evening_dir(name, date)?.join("evening.toml"))
}

pub use crate::core::club::record::table_file_name;

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

/// One action of the organiser: its kind, its time, when it was undone, and what it replaced
/// (the players before an arrival or a departure, the pairs kept apart before a draw, the
/// draw a redraw replaced, each table's counted hands before a close, a rename's names).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ActionFile {
    kind: String,
    time: DateTime<FixedOffset>,
    #[serde(skip_serializing_if = "Option::is_none")]
    undone: Option<DateTime<FixedOffset>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    names: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    round: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    from: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    to: Option<String>,
    /// A clock start's start before (none: it counted from the draw).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    before: Option<DateTime<FixedOffset>>,
    /// `[table, hands]` for each table that counted hands before a close.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    counted: Vec<[u32; 2]>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    keep_apart: Vec<[String; 2]>,
    #[serde(rename = "player", default, skip_serializing_if = "Vec::is_empty")]
    players: Vec<PlayerFile>,
    #[serde(skip_serializing_if = "Option::is_none")]
    replaced: Option<RoundFile>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct KeysFile {
    organiser: String,
    /// An evening made before the season's keys keeps its own; a later one has none here.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    tables: Vec<String>,
}

#[derive(Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayerFile {
    name: String,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    guest: bool,
    arrived: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    left: Option<u32>,
}

#[derive(Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RoundFile {
    number: u32,
    /// The seed as 16 hex digits (TOML's integers stop at 2⁶³).
    seed: String,
    attempt: u32,
    algorithm: u32,
    drawn: DateTime<FixedOffset>,
    #[serde(skip_serializing_if = "Option::is_none")]
    closed: Option<DateTime<FixedOffset>>,
    /// When the organiser started the round's clock.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    clock: Option<DateTime<FixedOffset>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    keep_apart: Vec<[String; 2]>,
    #[serde(default)]
    sitting_out: Vec<String>,
    #[serde(rename = "table", default)]
    tables: Vec<TableFile>,
}

#[derive(Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct TableFile {
    number: u32,
    players: Vec<String>,
    file: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    counted: Option<u32>,
}

fn pairs(list: &[(String, String)]) -> Vec<[String; 2]> {
    list.iter().map(|(a, b)| [a.clone(), b.clone()]).collect()
}

fn unpairs(list: Vec<[String; 2]>) -> Vec<(String, String)> {
    list.into_iter().map(|[a, b]| (a, b)).collect()
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

fn syntax(path: &Path, text: &str, error: &toml::de::Error) -> Error {
    ClubFileError::Syntax(syntax_error(&path.display().to_string(), text, error)).into()
}

/// The text of the club file at `path`, refused as cut off when it should end with its end
/// line and does not (before its TOML is read: a cut often breaks that too).
fn read_club_text(path: &Path, which: Which, header: &str) -> Result<String, Error> {
    let text = files::read_text(path, FileKind::Club)?;
    if !club_end::ends(which, &text) && club_end::needed(which, header, FORMAT, &text) {
        return Err(cut_off(path, which));
    }
    Ok(text)
}

fn cut_off(path: &Path, which: Which) -> Error {
    ClubFileError::CutOff {
        origin: path.display().to_string(),
        end: which.start(),
    }
    .into()
}

/// Refuses a file of a format that ends with its end line without one (its `format` line
/// written so that it was not seen before the TOML was read).
fn ended(path: &Path, which: Which, text: &str, format: u32) -> Result<(), Error> {
    if format >= club_end::FIRST && !club_end::ends(which, text) {
        return Err(cut_off(path, which));
    }
    Ok(())
}

/// Refuses a table whose match file is not its own `rR-tT.toml` beside `evening.toml`: a
/// hand-edited or received evening must not make a draw or a hand read, write or delete a
/// file anywhere else.
fn own_table_file(path: &Path, round: u32, table: &TableFile) -> Result<(), Error> {
    if table.file != table_file_name(round, table.number) {
        return Err(ClubFileError::TableFile {
            origin: path.display().to_string(),
            round,
            table: table.number,
            file: table.file.clone(),
        }
        .into());
    }
    Ok(())
}

fn newer(path: &Path, format: u32) -> Result<(), Error> {
    if format > FORMAT {
        return Err(ClubFileError::NewerFormat {
            origin: path.display().to_string(),
            format,
            max: FORMAT,
        }
        .into());
    }
    Ok(())
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

fn player_file(p: &EveningPlayer) -> PlayerFile {
    PlayerFile {
        name: p.name.clone(),
        guest: p.guest,
        arrived: p.arrived,
        left: p.left,
    }
}

fn player_of(p: PlayerFile) -> EveningPlayer {
    EveningPlayer {
        name: p.name,
        guest: p.guest,
        arrived: p.arrived,
        left: p.left,
    }
}

fn round_file(r: &RoundRecord) -> RoundFile {
    RoundFile {
        number: r.number,
        seed: format!("{:016x}", r.seed),
        attempt: r.attempt,
        algorithm: r.algorithm,
        drawn: r.drawn,
        closed: r.closed,
        clock: r.clock,
        keep_apart: pairs(&r.keep_apart),
        sitting_out: r.sitting_out.clone(),
        tables: r
            .tables
            .iter()
            .map(|t| TableFile {
                number: t.number,
                players: t.players.clone(),
                file: t.file.clone(),
                counted: t.counted,
            })
            .collect(),
    }
}

fn round_of(path: &Path, r: RoundFile) -> Result<RoundRecord, Error> {
    for table in &r.tables {
        own_table_file(path, r.number, table)?;
    }
    let seed = u64::from_str_radix(&r.seed, 16).map_err(|_| {
        Error::from(ClubFileError::BadSeed {
            origin: path.display().to_string(),
            round: r.number,
            seed: r.seed.clone(),
        })
    })?;
    Ok(RoundRecord {
        number: r.number,
        seed,
        attempt: r.attempt,
        algorithm: r.algorithm,
        drawn: r.drawn,
        closed: r.closed,
        clock: r.clock,
        keep_apart: unpairs(r.keep_apart),
        sitting_out: r.sitting_out,
        tables: r
            .tables
            .into_iter()
            .map(|t| TableRecord {
                number: t.number,
                players: t.players,
                file: t.file,
                counted: t.counted,
            })
            .collect(),
    })
}

fn action_file(action: &Action) -> ActionFile {
    let mut file = ActionFile {
        kind: String::new(),
        time: action.time,
        undone: action.undone,
        names: Vec::new(),
        round: None,
        from: None,
        to: None,
        before: None,
        counted: Vec::new(),
        keep_apart: Vec::new(),
        players: Vec::new(),
        replaced: None,
    };
    match &action.kind {
        ActionKind::Arrive { names, players } | ActionKind::Leave { names, players } => {
            file.kind = match action.kind {
                ActionKind::Arrive { .. } => "arrive",
                _ => "leave",
            }
            .into();
            file.names = names.clone();
            file.players = players.iter().map(player_file).collect();
        }
        ActionKind::Draw { round, keep_apart } => {
            file.kind = "draw".into();
            file.round = Some(*round);
            file.keep_apart = pairs(keep_apart);
        }
        ActionKind::Redraw {
            replaced,
            keep_apart,
        } => {
            file.kind = "redraw".into();
            file.round = Some(replaced.number);
            file.keep_apart = pairs(keep_apart);
            file.replaced = Some(round_file(replaced));
        }
        ActionKind::Close { round, counted } => {
            file.kind = "close".into();
            file.round = Some(*round);
            file.counted = counted
                .iter()
                .enumerate()
                .filter_map(|(i, c)| c.map(|c| [i as u32 + 1, c]))
                .collect();
        }
        ActionKind::ClockStart { round, before } => {
            file.kind = "clock".into();
            file.round = Some(*round);
            file.before = *before;
        }
        ActionKind::Rename { from, to } => {
            file.kind = "rename".into();
            file.from = Some(from.clone());
            file.to = Some(to.clone());
        }
    }
    file
}

fn action_of(path: &Path, file: ActionFile) -> Result<Action, Error> {
    let bad = || {
        Error::from(ClubFileError::BadAction {
            origin: path.display().to_string(),
            kind: file.kind.clone(),
        })
    };
    let players = || file.players.iter().cloned().map(player_of).collect();
    let kind = match file.kind.as_str() {
        "arrive" => ActionKind::Arrive {
            names: file.names.clone(),
            players: players(),
        },
        "leave" => ActionKind::Leave {
            names: file.names.clone(),
            players: players(),
        },
        "draw" => ActionKind::Draw {
            round: file.round.ok_or_else(bad)?,
            keep_apart: unpairs(file.keep_apart.clone()),
        },
        "redraw" => ActionKind::Redraw {
            replaced: Box::new(round_of(path, file.replaced.clone().ok_or_else(bad)?)?),
            keep_apart: unpairs(file.keep_apart.clone()),
        },
        "close" => {
            let round = file.round.ok_or_else(bad)?;
            let most = file.counted.iter().map(|[t, _]| *t).max().unwrap_or(0);
            let mut counted = vec![None; most as usize];
            for [table, hands] in &file.counted {
                if *table == 0 {
                    return Err(bad());
                }
                counted[*table as usize - 1] = Some(*hands);
            }
            ActionKind::Close { round, counted }
        }
        "clock" => ActionKind::ClockStart {
            round: file.round.ok_or_else(bad)?,
            before: file.before,
        },
        "rename" => ActionKind::Rename {
            from: file.from.clone().ok_or_else(bad)?,
            to: file.to.clone().ok_or_else(bad)?,
        },
        _ => return Err(bad()),
    };
    Ok(Action {
        time: file.time,
        kind,
        undone: file.undone,
    })
}

fn create_dir(dir: &Path) -> Result<(), Error> {
    std::fs::create_dir_all(dir).map_err(|cause| Error::CreateFolder {
        path: dir.to_path_buf(),
        cause,
    })
}

/// Writes `text` at `path` (the caller holds its lock), readable by its owner only when
/// `private`.
fn write(path: &Path, text: &str, private: bool) -> Result<(), Error> {
    files::check_writable(path)?;
    let written = if private {
        files::write_private(path, text.as_bytes())
    } else {
        files::write_atomically(path, text.as_bytes(), || Ok(()))
    };
    written.map_err(|cause| files::write_error(path, cause))?;
    if let Some(dir) = path.parent() {
        files::remove_stale(dir);
    }
    Ok(())
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

/// The competition file of the evening whose file is `evening` (`../competition.toml`).
pub fn competition_file_of(evening: &Path) -> PathBuf {
    evening
        .parent()
        .and_then(Path::parent)
        .map(|dir| dir.join("competition.toml"))
        .unwrap_or_else(|| PathBuf::from("competition.toml"))
}

/// The season's tables' keys of the competition of the evening whose file is `evening`
/// (none when its file does not read: the evening's own reading says what is wrong).
fn season_keys_of(evening: &Path) -> Vec<String> {
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
pub(super) fn write_evening(target: &Path, evening: &Evening) -> Result<(), Error> {
    write(target, &render_evening(evening)?, true)
}

/// The competitions in the data folder, by name.
pub fn competitions() -> Result<Vec<String>, Error> {
    let dir = club_dir()?;
    let mut names: Vec<String> = match std::fs::read_dir(&dir) {
        Ok(entries) => entries
            .flatten()
            .filter(|e| e.path().join("competition.toml").is_file())
            .filter_map(|e| e.file_name().to_str().map(str::to_string))
            .collect(),
        Err(_) => Vec::new(),
    };
    names.sort();
    Ok(names)
}

/// A competition's evenings, oldest first.
pub fn evenings(name: &str) -> Result<Vec<NaiveDate>, Error> {
    Ok(evenings_in(&competition_dir(name)?))
}

/// The evenings in a competition's folder `dir` (the folders named by a date that hold an
/// `evening.toml`), oldest first.
pub fn evenings_in(dir: &Path) -> Vec<NaiveDate> {
    let mut dates: Vec<NaiveDate> = match std::fs::read_dir(dir) {
        Ok(entries) => entries
            .flatten()
            .filter(|e| e.path().join("evening.toml").is_file())
            .filter_map(|e| {
                let name = e.file_name();
                NaiveDate::parse_from_str(name.to_str()?, "%Y-%m-%d").ok()
            })
            .collect(),
        Err(_) => Vec::new(),
    };
    dates.sort();
    dates
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
