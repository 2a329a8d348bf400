//! The club's JSON contracts that are the evening as it stands: `club tables --json` and
//! `club serve`'s `GET /api/evening`, each a derived struct made from a [`Tonight`].

use super::Points;
use crate::core::club::tonight::Tonight;
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::Path;

/// One table of the round being played in `club tables --json`.
#[derive(Clone, Debug, Serialize)]
struct TableJson<'a> {
    number: u32,
    players: &'a [String],
    file: String,
    hands_played: usize,
    hands: u32,
    finished: bool,
}

/// `club tables --json`: the round being played (`round` 0 before the first draw), each
/// table's match file in the folder `dir`.
#[derive(Clone, Debug, Serialize)]
pub struct TablesJson<'a> {
    competition: &'a str,
    date: &'a str,
    round: u32,
    rounds: u32,
    closed: bool,
    tables: Vec<TableJson<'a>>,
    sitting_out: &'a [String],
}

impl<'a> TablesJson<'a> {
    /// The round drawn last of `tonight`, whose files are in `dir`.
    pub fn of(tonight: &'a Tonight, dir: &Path) -> TablesJson<'a> {
        TablesJson {
            competition: &tonight.competition,
            date: &tonight.date,
            round: tonight.round(),
            rounds: tonight.planned,
            closed: tonight.closed(),
            tables: tonight
                .tables()
                .iter()
                .map(|table| TableJson {
                    number: table.number,
                    players: &table.players,
                    file: dir.join(&table.file).display().to_string(),
                    hands_played: table.hands_played,
                    hands: table.hands,
                    finished: table.finished,
                })
                .collect(),
            sitting_out: tonight.sitting_out(),
        }
    }
}

/// One round of a player's evening in `/api/evening` (this contract's keys have always been
/// in alphabetical order, at every level).
#[derive(Clone, Debug, Serialize)]
struct ApiRound {
    margin: Points,
    place: Option<usize>,
    round: u32,
    table: Option<usize>,
    table_points: Points,
    total: Option<i64>,
}

/// One player of the evening's ranking in `/api/evening`.
#[derive(Clone, Debug, Serialize)]
struct ApiPlayer<'a> {
    guest: bool,
    margin: Points,
    name: &'a str,
    place: usize,
    rounds: Vec<ApiRound>,
    rounds_won: usize,
    table_points: Points,
}

/// One table of the round drawn last in `/api/evening`: its file by its name, each player's
/// total by name.
#[derive(Clone, Debug, Serialize)]
struct ApiTable<'a> {
    file: &'a str,
    finished: bool,
    hands: u32,
    hands_played: usize,
    number: u32,
    players: &'a [String],
    totals: BTreeMap<&'a str, i64>,
}

/// `GET /api/evening`: `club standings --json` of the evening, with the round drawn last as
/// `club tables --json` says it (files by their names) and each table's totals.
#[derive(Clone, Debug, Serialize)]
pub struct EveningApi<'a> {
    closed: bool,
    competition: &'a str,
    date: &'a str,
    evening: Option<&'a str>,
    ranking: Vec<ApiPlayer<'a>>,
    round: u32,
    rounds: u32,
    sitting_out: &'a [String],
    tables: Vec<ApiTable<'a>>,
}

impl<'a> EveningApi<'a> {
    /// The evening `tonight` in the contract.
    pub fn of(tonight: &'a Tonight) -> EveningApi<'a> {
        let ranking = tonight
            .ranking
            .iter()
            .map(|r| {
                let p = &r.item;
                ApiPlayer {
                    guest: p.guest,
                    margin: Points(p.margin().points()),
                    name: &p.name,
                    place: r.place,
                    rounds: p
                        .rounds
                        .iter()
                        .map(|round| ApiRound {
                            margin: Points(round.result.map_or(0.0, |r| r.margin.points())),
                            place: round.result.map(|r| r.place),
                            round: round.round,
                            table: round.table,
                            table_points: Points(round.result.map_or(0.0, |r| r.points.points())),
                            total: round.total,
                        })
                        .collect(),
                    rounds_won: p.rounds_won(),
                    table_points: Points(p.points().points()),
                }
            })
            .collect();
        let tables = tonight
            .tables()
            .iter()
            .map(|table| ApiTable {
                file: &table.file,
                finished: table.finished,
                hands: table.hands,
                hands_played: table.hands_played,
                number: table.number,
                players: &table.players,
                totals: table
                    .standings
                    .iter()
                    .map(|s| (s.name.as_str(), s.total))
                    .collect(),
            })
            .collect();
        EveningApi {
            closed: tonight.closed(),
            competition: &tonight.competition,
            date: &tonight.date,
            evening: Some(&tonight.date),
            ranking,
            round: tonight.round(),
            rounds: tonight.planned,
            sitting_out: tonight.sitting_out(),
            tables,
        }
    }
}
