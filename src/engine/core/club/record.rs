//! What an evening records of its players, rounds and tables ([`EveningPlayer`],
//! [`RoundRecord`], [`TableRecord`]) and its pages' keys ([`Keys`]), as data.

use super::Round;
use super::error::ClubError;
use chrono::{DateTime, FixedOffset};

/// A player of an evening.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EveningPlayer {
    /// The name as the evening writes it.
    pub name: String,
    /// A guest: ranked on the evening, never in the season.
    pub guest: bool,
    /// The first round they may be drawn for.
    pub arrived: u32,
    /// The last round they played or sat out before leaving (none while they stay).
    pub left: Option<u32>,
}

impl EveningPlayer {
    /// Whether they may be drawn for round `round`.
    pub fn present_for(&self, round: u32) -> bool {
        self.arrived <= round && self.left.is_none_or(|last| round <= last)
    }
}

/// One table of a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRecord {
    /// Its number.
    pub number: u32,
    /// The players in seat order, the first deals first.
    pub players: Vec<String>,
    /// Its match file's name, in the evening's folder.
    pub file: String,
    /// For a table closed unfinished: the hands it counts.
    pub counted: Option<u32>,
}

/// One round of an evening as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundRecord {
    /// Its number.
    pub number: u32,
    /// The seed of its draw.
    pub seed: u64,
    /// 1 for the first draw, 2 after one redraw, …
    pub attempt: u32,
    /// The version of the draw's algorithm (a stored seed draws again the same with it).
    pub algorithm: u32,
    /// When it was drawn.
    pub drawn: DateTime<FixedOffset>,
    /// When it was closed.
    pub closed: Option<DateTime<FixedOffset>>,
    /// Pairs kept apart in this draw.
    pub keep_apart: Vec<(String, String)>,
    /// The tables.
    pub tables: Vec<TableRecord>,
    /// Who sat out.
    pub sitting_out: Vec<String>,
    /// When the organiser started the round's clock (none: it counts from the draw).
    pub clock: Option<DateTime<FixedOffset>>,
}

impl RoundRecord {
    /// The round as the draw sees it.
    pub fn round(&self) -> Round {
        Round {
            tables: self.tables.iter().map(|t| t.players.clone()).collect(),
            sitting_out: self.sitting_out.clone(),
        }
    }

    /// The table numbered `number`.
    pub fn table(&self, number: u32) -> Result<&TableRecord, ClubError> {
        self.tables
            .iter()
            .find(|t| t.number == number)
            .ok_or(ClubError::NoSuchTable {
                table: number,
                tables: self.tables.len(),
            })
    }
}

/// The secret keys of an evening's pages (for `club serve`): the organiser's, and one per
/// table number, made once and kept all evening so that printed cards keep working. The
/// tables' keys are the season's (kept in `competition.toml`, the same every evening) unless
/// the evening was made before there were season keys: then they are its own.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Keys {
    /// The organiser's key.
    pub organiser: String,
    /// Table 1's key, table 2's, …
    pub tables: Vec<String>,
    /// Whether the tables' keys are the season's (else the evening keeps its own).
    pub season: bool,
}

/// The name of a round's table match: `r2-t3.toml`.
pub fn table_file_name(round: u32, table: u32) -> String {
    format!("r{round}-t{table}.toml")
}
