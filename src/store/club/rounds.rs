//! An evening's players and rounds as its file holds them: the rows, and the records they
//! are read into and written from.

use super::file::{pairs, unpairs};
use crate::core::club::evening::{EveningPlayer, RoundRecord, TableRecord};
use crate::core::club::record::table_file_name;
use crate::format::error::{ClubFileError, Error};
use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};
use std::path::Path;

#[derive(Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PlayerFile {
    name: String,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    guest: bool,
    arrived: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    left: Option<u32>,
}

#[derive(Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RoundFile {
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

pub(super) fn player_file(p: &EveningPlayer) -> PlayerFile {
    PlayerFile {
        name: p.name.clone(),
        guest: p.guest,
        arrived: p.arrived,
        left: p.left,
    }
}

pub(super) fn player_of(p: PlayerFile) -> EveningPlayer {
    EveningPlayer {
        name: p.name,
        guest: p.guest,
        arrived: p.arrived,
        left: p.left,
    }
}

pub(super) fn round_file(r: &RoundRecord) -> RoundFile {
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

pub(super) fn round_of(path: &Path, r: RoundFile) -> Result<RoundRecord, Error> {
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
