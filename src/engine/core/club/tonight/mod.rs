//! One club evening as it stands, computed once from what the store loaded (the evening's
//! record, every round's table matches, and for the season the earlier evenings): every round
//! drawn with each table's match as it stands and as it counts (a table closed unfinished
//! counts the hands it had then), who sat out, and the evening's ranking. The pages' and the
//! commands' printers read this [`Tonight`]; each page's selection of it is in [`room`],
//! [`organiser`] and [`report`] (with the season). Nothing here reads a file.

pub mod organiser;
pub mod report;
pub mod room;

use super::evening::{Competition, Evening, RoundRecord, TableRecord};
use super::points::{PlayerEvening, Ranked, RoundLine, TableResult, rank_evening, table_results};
use crate::core::game::{Match, Scoreboard, fold_name};
use crate::core::variant::Winner;
use chrono::{DateTime, FixedOffset, Utc};
use std::borrow::Cow;

pub use report::{EveningView, SeasonView, TableLine};
pub use room::Standing;

/// A table's match as the store loaded it: the match, its standings, and when its file was
/// last written (none when not known).
#[derive(Clone, Debug)]
pub struct TableMatch {
    /// The match.
    pub game: Match,
    /// Its standings.
    pub board: Scoreboard,
    /// When its file was last written.
    pub written: Option<DateTime<Utc>>,
}

/// One table of a round drawn, with its match as it stands and as it counts.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    /// Its number.
    pub number: u32,
    /// Its players in seat order (the first deals first).
    pub players: Vec<String>,
    /// Its match file's name, in the evening's folder.
    pub file: String,
    /// Hands in a round.
    pub hands: u32,
    /// Hands played in its match (counted or not).
    pub hands_played: usize,
    /// Whether its match has played its hands.
    pub finished: bool,
    /// Whether anything is recorded in its match.
    pub started: bool,
    /// Its standings as it stands, the leader first (empty while no hand is played).
    pub standings: Vec<Standing>,
    /// For a table closed unfinished: the hands it counts.
    pub counted: Option<u32>,
    /// Hands that count.
    pub hands_counted: usize,
    /// The players in finishing order as the table counts (none without its match file).
    pub results: Vec<TableLine>,
    /// Whether its match was changed after its round was closed.
    pub changed_after_closing: bool,
}

/// One round of the evening as drawn, each table with its match.
#[derive(Clone, Debug, PartialEq)]
pub struct DrawnRound {
    /// Its number.
    pub number: u32,
    /// Whether it is closed.
    pub closed: bool,
    /// Its tables.
    pub tables: Vec<Table>,
    /// Who sat out.
    pub sitting_out: Vec<String>,
}

/// The evening as it stands.
#[derive(Clone, Debug)]
pub struct Tonight {
    /// The competition.
    pub competition: String,
    /// The evening's date (YYYY-MM-DD).
    pub date: String,
    /// Rounds planned for the evening.
    pub planned: u32,
    /// Hands a round at every table.
    pub hands: u32,
    /// Every round drawn, oldest first.
    pub rounds: Vec<DrawnRound>,
    /// The evening's ranking so far.
    pub ranking: Vec<Ranked<PlayerEvening>>,
    /// Players present for the next draw.
    pub present: usize,
    /// The evening's record, as read.
    pub evening: Evening,
    /// Minutes a round may take tonight (none: no round clock).
    pub round_minutes: Option<u32>,
}

impl Tonight {
    /// The evening of `competition` from its record and each round's table matches (as
    /// `evening.rounds`, each table's in order; none for a file not there yet).
    pub fn of(
        competition: &Competition,
        evening: Evening,
        matches: &[Vec<Option<TableMatch>>],
    ) -> Tonight {
        let rounds = evening
            .rounds
            .iter()
            .zip(matches.iter().chain(std::iter::repeat(&Vec::new())))
            .map(|(round, loaded)| DrawnRound {
                number: round.number,
                closed: round.closed.is_some(),
                tables: round
                    .tables
                    .iter()
                    .zip(loaded.iter().chain(std::iter::repeat(&None)))
                    .map(|(table, loaded)| table_of(competition, round, table, loaded.as_ref()))
                    .collect(),
                sitting_out: round.sitting_out.clone(),
            })
            .collect();
        Tonight {
            competition: competition.name.clone(),
            date: evening.date.to_string(),
            planned: competition.rounds,
            hands: competition.hands,
            rounds,
            ranking: rank_evening(results_of(&evening, matches)),
            present: evening.present_for(evening.next_round()).len(),
            round_minutes: evening.clock_minutes(competition.round_minutes),
            evening,
        }
    }

    /// The round drawn last (none before the first draw).
    pub fn current(&self) -> Option<&DrawnRound> {
        self.rounds.last()
    }

    /// The number of the round drawn last (0: none yet).
    pub fn round(&self) -> u32 {
        self.current().map_or(0, |r| r.number)
    }

    /// Whether the round drawn last is closed.
    pub fn closed(&self) -> bool {
        self.current().is_some_and(|r| r.closed)
    }

    /// The tables of the round drawn last.
    pub fn tables(&self) -> &[Table] {
        self.current()
            .map(|r| r.tables.as_slice())
            .unwrap_or_default()
    }

    /// Who sits out the round drawn last.
    pub fn sitting_out(&self) -> &[String] {
        self.current()
            .map(|r| r.sitting_out.as_slice())
            .unwrap_or_default()
    }

    /// Whether the evening is over: its last planned round is closed (see [`over`]).
    pub fn over(&self) -> bool {
        over(self.round(), self.planned, self.closed())
    }

    /// The evening's ranking and where the evening stands, as `club standings` shows it.
    pub fn standings(&self) -> EveningView {
        EveningView {
            competition: self.competition.clone(),
            date: self.date.clone(),
            rounds: self.rounds.len() as u32,
            planned: self.planned,
            closed: self.closed(),
            ranking: self.ranking.clone(),
        }
    }
}

/// Whether an evening whose round drawn last is `round` of `planned` (0: none yet), `closed`
/// or not, is over: its last planned round (or one drawn beyond it) is closed. Derived, never
/// kept: an undone close makes the evening go on again.
pub fn over(round: u32, planned: u32, closed: bool) -> bool {
    closed && round > 0 && round >= planned
}

/// A table of `round` with its match (none: its file is not there yet).
fn table_of(
    competition: &Competition,
    round: &RoundRecord,
    table: &TableRecord,
    loaded: Option<&TableMatch>,
) -> Table {
    let mut made = Table {
        number: table.number,
        players: table.players.clone(),
        file: table.file.clone(),
        hands: competition.hands,
        hands_played: 0,
        finished: false,
        started: false,
        standings: Vec::new(),
        counted: table.counted,
        hands_counted: 0,
        results: Vec::new(),
        changed_after_closing: false,
    };
    let Some(loaded) = loaded else { return made };
    let (game, board) = (&loaded.game, &loaded.board);
    made.hands_played = board.hands.len();
    made.finished = board.finished();
    made.started = !game.entries.is_empty();
    if !board.hands.is_empty() {
        made.standings = board
            .ranking(&game.rules)
            .iter()
            .map(|place| Standing {
                place: place.place,
                name: game.players[place.seat].clone(),
                total: board.totals[place.seat].re,
            })
            .collect();
    }
    let (counted, results, totals) = outcome(loaded, table);
    made.hands_counted = counted.hands.len();
    made.changed_after_closing = round
        .closed
        .is_some_and(|closed| changed_after(loaded, closed));
    made.results = counted
        .ranking(&game.rules)
        .iter()
        .map(|place| TableLine {
            name: game.players[place.seat].clone(),
            shared: place.tied,
            total: totals[place.seat],
            result: results[place.seat],
        })
        .collect();
    made
}

/// Whether a closed round's table match was changed after the round was closed: a hand
/// entered after it (entries keep their time), or the file written a second or more after it
/// (an `edit` keeps the hand's time, so the file's time is what shows it; the round's closing
/// time is stored to the second). A copy that does not keep files' times shows every closed
/// table as changed.
fn changed_after(loaded: &TableMatch, closed: DateTime<FixedOffset>) -> bool {
    let entered = loaded
        .game
        .entries
        .last()
        .is_some_and(|e| e.time() > closed);
    let limit = closed.checked_add_signed(chrono::TimeDelta::seconds(1));
    let written =
        matches!((loaded.written, limit), (Some(modified), Some(limit)) if modified >= limit);
    entered || written
}

/// A table's match as it counts: a table closed unfinished counts the hands it had then.
fn counted<'a>(loaded: &'a TableMatch, table: &TableRecord) -> Cow<'a, Scoreboard> {
    let Some(limit) = table.counted.map(|c| c as usize) else {
        return Cow::Borrowed(&loaded.board);
    };
    if loaded.board.hands.len() <= limit {
        return Cow::Borrowed(&loaded.board);
    }
    let cut = match limit {
        0 => 0,
        _ => loaded.board.hands[limit - 1].entry + 1,
    };
    let mut game = loaded.game.clone();
    game.entries.truncate(cut);
    Cow::Owned(game.scoreboard())
}

/// A table's outcome as it counts: the scoreboard counted, and each seat's result and total.
fn outcome<'a>(
    loaded: &'a TableMatch,
    table: &TableRecord,
) -> (Cow<'a, Scoreboard>, Vec<TableResult>, Vec<i64>) {
    let board = counted(loaded, table);
    let game = &loaded.game;
    let mut places = vec![1; game.players.len()];
    for place in board.ranking(&game.rules) {
        places[place.seat] = place.place;
    }
    let totals: Vec<i64> = board.totals.iter().map(|t| t.re).collect();
    let highest = game.rules.winner == Winner::Highest;
    let results = table_results(&places, &totals, highest);
    (board, results, totals)
}

/// Every player's evening, from the table matches `rounds` (each round's, as the evening's
/// rounds; rounds sat out count 0; rounds before arriving or after leaving are left out);
/// players by name.
fn results_of(evening: &Evening, rounds: &[Vec<Option<TableMatch>>]) -> Vec<PlayerEvening> {
    let mut players: Vec<PlayerEvening> = evening
        .players
        .iter()
        .map(|p| PlayerEvening {
            name: p.name.clone(),
            guest: p.guest,
            rounds: Vec::new(),
        })
        .collect();
    for (round, loaded) in evening.rounds.iter().zip(rounds) {
        for (table, loaded) in round.tables.iter().zip(loaded) {
            let Some(loaded) = loaded else { continue };
            let game = &loaded.game;
            let (_, results, totals) = outcome(loaded, table);
            for (seat, result) in results.into_iter().enumerate() {
                let name = fold_name(&game.players[seat]);
                if let Some(player) = players.iter_mut().find(|p| fold_name(&p.name) == name) {
                    player.rounds.push(RoundLine {
                        round: round.number,
                        table: Some(table.number as usize),
                        result: Some(result),
                        total: Some(totals[seat]),
                    });
                }
            }
        }
        for name in &round.sitting_out {
            if let Some(player) = players
                .iter_mut()
                .find(|p| fold_name(&p.name) == fold_name(name))
            {
                player.rounds.push(RoundLine {
                    round: round.number,
                    table: None,
                    result: None,
                    total: None,
                });
            }
        }
    }
    players.sort_by_key(|p| fold_name(&p.name));
    players
}

#[cfg(test)]
pub(crate) mod tests;
