//! What the printable report and `club standings` show of an evening and a season: the
//! evening's ranking, every round's draw with each table's result as it counts, and the
//! season ranked from every evening's ranking.

use super::{Table, Tonight};
use crate::core::club::evening::Competition;
use crate::core::club::points::{
    EveningScore, PlayerEvening, Prize, Ranked, Season, TableResult, prizes, rank_season,
};
use crate::core::game::fold_name;

/// One player's line at a table, in finishing order.
#[derive(Clone, Debug, PartialEq)]
pub struct TableLine {
    /// The name.
    pub name: String,
    /// Whether another shares the place.
    pub shared: bool,
    /// The total the table counted (penalty points in most games).
    pub total: i64,
    /// The place, table points and margin.
    pub result: TableResult,
}

/// One table of a round.
#[derive(Clone, Debug, PartialEq)]
pub struct TableReport {
    /// Its number.
    pub number: u32,
    /// The players as drawn, in seat order (the first deals first).
    pub players: Vec<String>,
    /// The players in finishing order (none without its match file).
    pub results: Vec<TableLine>,
    /// Hands that count.
    pub hands_played: usize,
    /// Hands in a round.
    pub hands: u32,
    /// Whether its match has played its hands.
    pub finished: bool,
    /// For a table closed unfinished: the hands it counts.
    pub counted: Option<u32>,
    /// Whether its match file was changed after the round was closed.
    pub changed_after_closing: bool,
}

/// One round: its draw and its tables.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundReport {
    /// Its number.
    pub number: u32,
    /// The seed of its draw.
    pub seed: u64,
    /// The draw's attempt (1, or more after a redraw).
    pub attempt: u32,
    /// The version of the draw's algorithm.
    pub algorithm: u32,
    /// Whether the round is closed.
    pub closed: bool,
    /// Pairs kept apart in its draw.
    pub keep_apart: Vec<(String, String)>,
    /// Its tables.
    pub tables: Vec<TableReport>,
    /// Who sat out.
    pub sitting_out: Vec<String>,
}

/// An evening's ranking and where the evening stands.
#[derive(Clone, Debug)]
pub struct EveningView {
    /// The competition.
    pub competition: String,
    /// The evening's date.
    pub date: String,
    /// Rounds drawn.
    pub rounds: u32,
    /// Rounds planned.
    pub planned: u32,
    /// Whether the last round drawn is closed.
    pub closed: bool,
    /// The ranking.
    pub ranking: Vec<Ranked<PlayerEvening>>,
}

/// An evening: its ranking and its rounds.
#[derive(Clone, Debug)]
pub struct EveningReport {
    /// The ranking, as `club standings` has it.
    pub view: EveningView,
    /// The rounds drawn.
    pub rounds: Vec<RoundReport>,
}

/// An evening in the season's list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EveningLine {
    /// Its date.
    pub date: String,
    /// Rounds drawn.
    pub rounds: u32,
    /// Players ranked.
    pub players: usize,
    /// Who came first (several when shared), each with whether a guest.
    pub winners: Vec<(String, bool)>,
}

/// A season and its rules.
#[derive(Clone, Debug)]
pub struct SeasonView {
    /// The competition.
    pub competition: String,
    /// The evenings held.
    pub evenings: usize,
    /// The best evenings that count (all when none).
    pub best: Option<u32>,
    /// Evenings needed to be ranked.
    pub min_evenings: u32,
    /// The season.
    pub season: Season,
}

/// What the club report shows.
#[derive(Clone, Debug)]
pub struct ClubReport {
    /// The competition.
    pub competition: String,
    /// Its game.
    pub variant: String,
    /// Hands per round.
    pub hands: u32,
    /// Rounds planned per evening.
    pub rounds: u32,
    /// The evening, or none for the season's report.
    pub evening: Option<EveningReport>,
    /// The season (up to and including the evening, in an evening's report).
    pub season: SeasonView,
    /// The season's report: every evening, oldest first (empty in an evening's report).
    pub evenings: Vec<EveningLine>,
}

impl EveningView {
    /// Whether the evening is over: its last planned round is closed.
    pub fn over(&self) -> bool {
        super::over(self.rounds, self.planned, self.closed)
    }

    /// Each ranked player with their prize, in the ranking's order (the report's prize
    /// column, and the room's winners once the evening is over).
    pub fn prized(&self) -> impl Iterator<Item = (&Ranked<PlayerEvening>, Option<Prize>)> {
        self.ranking.iter().zip(prizes(&self.ranking))
    }
}

impl TableReport {
    /// A table as the report shows it: its result as it counts.
    pub fn of(table: &Table) -> TableReport {
        TableReport {
            number: table.number,
            players: table.players.clone(),
            results: table.results.clone(),
            hands_played: table.hands_counted,
            hands: table.hands,
            finished: table.finished,
            counted: table.counted,
            changed_after_closing: table.changed_after_closing,
        }
    }
}

impl Tonight {
    /// Each round as the report shows it: the draw, and each table's result.
    pub fn round_reports(&self) -> Vec<RoundReport> {
        self.evening
            .rounds
            .iter()
            .zip(&self.rounds)
            .map(|(record, round)| RoundReport {
                number: record.number,
                seed: record.seed,
                attempt: record.attempt,
                algorithm: record.algorithm,
                closed: round.closed,
                keep_apart: record.keep_apart.clone(),
                tables: round.tables.iter().map(TableReport::of).collect(),
                sitting_out: round.sitting_out.clone(),
            })
            .collect()
    }

    /// The evening in the season's list: its date, rounds, players and winners.
    pub fn line(&self) -> EveningLine {
        let rounds = self.rounds.len() as u32;
        EveningLine {
            date: self.date.clone(),
            rounds,
            players: self.ranking.len(),
            winners: self
                .ranking
                .iter()
                .filter(|r| r.place == 1 && rounds > 0)
                .map(|r| (r.item.name.clone(), r.item.guest))
                .collect(),
        }
    }
}

impl SeasonView {
    /// The season of `competition` over `evenings` (oldest first): every evening's ranking,
    /// guests left out, each player's best evenings counted.
    pub fn of<'a>(
        competition: &Competition,
        evenings: impl IntoIterator<Item = &'a Tonight>,
    ) -> SeasonView {
        let mut players: Vec<(String, Vec<EveningScore>)> = Vec::new();
        let mut held = 0;
        for evening in evenings {
            held += 1;
            for ranked in evening.ranking.iter().filter(|r| !r.item.guest) {
                let p = &ranked.item;
                let score = EveningScore {
                    date: evening.date.clone(),
                    points: p.points(),
                    margin: p.margin(),
                    won: ranked.place == 1 && !ranked.shared,
                };
                match players
                    .iter_mut()
                    .find(|(name, _)| fold_name(name) == fold_name(&p.name))
                {
                    Some((name, evenings)) => {
                        // The latest spelling of the name.
                        name.clone_from(&p.name);
                        evenings.push(score);
                    }
                    None => players.push((p.name.clone(), vec![score])),
                }
            }
        }
        players.sort_by_key(|(name, _)| fold_name(name));
        let season = rank_season(
            players,
            competition.best.map(|b| b as usize),
            competition.min_evenings as usize,
        );
        SeasonView {
            competition: competition.name.clone(),
            evenings: held,
            best: competition.best,
            min_evenings: competition.min_evenings,
            season,
        }
    }
}

impl ClubReport {
    /// The printable report: with `evening`, that evening with its draws, every table's
    /// result, its ranking and `season` (up to and including it); else `season` and every
    /// evening of `evenings` with its winners.
    pub fn of(
        competition: &Competition,
        evening: Option<&Tonight>,
        season: SeasonView,
        evenings: &[Tonight],
    ) -> ClubReport {
        let (evening, evenings) = match evening {
            Some(tonight) => (
                Some(EveningReport {
                    view: tonight.standings(),
                    rounds: tonight.round_reports(),
                }),
                Vec::new(),
            ),
            None => (None, evenings.iter().map(Tonight::line).collect()),
        };
        ClubReport {
            competition: competition.name.clone(),
            variant: competition.variant.name.clone(),
            hands: competition.hands,
            rounds: competition.rounds,
            evening,
            season,
            evenings,
        }
    }
}
