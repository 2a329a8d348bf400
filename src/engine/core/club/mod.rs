//! Club evenings: several tables at once, seats drawn by lot every round, one ranking across
//! the tables. This part knows the rules and nothing of files: [`draw`] forms a round's
//! tables, [`points`] ranks players across tables, evenings and a season, and [`rng`] is the
//! lot that makes a draw reproducible from its seed. Each table of a round is an ordinary
//! match with the club option (see `core::game::MatchOptions::club`).
//!
//! Names here are as the evening writes them; two spellings of one name (case, composition)
//! are one player, as at a table.

pub mod actions;
pub mod clock;
pub mod competition;
pub mod draw;
pub mod error;
pub mod evening;
pub mod points;
pub mod record;
pub mod rng;
pub mod table_change;
pub mod tonight;

pub use draw::{ALGORITHM, Algorithm, Draw, DrawError, MOST_PLAYERS, PREFERRED};

use crate::core::game::fold_name;
use draw::DrawInput;
use std::collections::HashMap;

/// A round as drawn: the tables, each its players in seat order (the first deals first), and
/// who sat out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Round {
    /// The tables in number order.
    pub tables: Vec<Vec<String>>,
    /// Who sat out.
    pub sitting_out: Vec<String>,
}

/// A player who may be drawn this round, and the round they arrived for (1 for the start).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Present {
    /// The name.
    pub name: String,
    /// The round they arrived for.
    pub arrived: u32,
}

/// Everything the draw of one round is made from, in names.
#[derive(Clone, Copy, Debug)]
pub struct Request<'a> {
    /// The players to draw, in the evening's order.
    pub present: &'a [Present],
    /// This evening's rounds before this one.
    pub evening: &'a [Round],
    /// The rounds of the season's earlier evenings.
    pub season: &'a [Round],
    /// Pairs to keep apart (names of players present).
    pub keep_apart: &'a [(String, String)],
    /// The allowed table sizes.
    pub sizes: &'a [usize],
    /// The round's seed (see [`rng::seed`]).
    pub seed: u64,
}

/// A round drawn, in names, with how good it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawn {
    /// The round.
    pub round: Round,
    /// Pairs at one table who already sat together this evening.
    pub repeats: u32,
    /// Keep-apart pairs at one table (0 whenever a split allows it).
    pub kept_together: u32,
    /// Whether `repeats` is proven the fewest possible, over every choice of who sits out
    /// that the rules allow and every split (up to 4 tables).
    pub proven: bool,
}

/// The numbers the draw needs about the players present: see [`draw::Candidate`].
pub fn input(request: &Request) -> DrawInput {
    let n = request.present.len();
    let index: HashMap<String, usize> = request
        .present
        .iter()
        .enumerate()
        .map(|(i, p)| (fold_name(&p.name), i))
        .collect();
    let at = |name: &str| index.get(&fold_name(name)).copied();
    let this_round = request.evening.len() as u32 + 1;
    let mut input = DrawInput::fresh(n, request.sizes.to_vec(), request.seed);
    for (i, present) in request.present.iter().enumerate() {
        input.players[i].arrives_now = present.arrived == this_round && this_round > 1;
    }
    let last = request.evening.len().checked_sub(1);
    for (r, round) in request.evening.iter().enumerate() {
        let mut seats = vec![None; n];
        for name in &round.sitting_out {
            if let Some(p) = at(name) {
                input.players[p].sat_out += 1;
                input.players[p].sat_out_last |= Some(r) == last;
            }
        }
        for (t, table) in round.tables.iter().enumerate() {
            let members: Vec<usize> = table.iter().filter_map(|name| at(name)).collect();
            if let Some(first) = table.first().and_then(|name| at(name)) {
                input.players[first].dealt_first += 1;
            }
            for &p in &members {
                seats[p] = Some(t);
                if table.len() != PREFERRED {
                    input.players[p].odd_tables += 1;
                }
                for &q in &members {
                    if p != q {
                        let met = &mut input.met[p * n + q];
                        met.evening += 1;
                        met.last_round |= Some(r) == last;
                    }
                }
            }
        }
        input.earlier.push(seats);
    }
    for round in request.season {
        for name in &round.sitting_out {
            if let Some(p) = at(name) {
                input.players[p].sat_out_season += 1;
            }
        }
        for table in &round.tables {
            let members: Vec<usize> = table.iter().filter_map(|name| at(name)).collect();
            for &p in &members {
                for &q in &members {
                    if p != q {
                        input.met[p * n + q].season += 1;
                    }
                }
            }
        }
    }
    input.keep_apart = request
        .keep_apart
        .iter()
        .filter_map(|(a, b)| Some((at(a)?, at(b)?)))
        .collect();
    input
}

/// Draws a round with the latest algorithm (see [`draw`]).
pub fn draw_round(request: &Request) -> Result<Drawn, DrawError> {
    draw_round_with(Algorithm::LATEST, request)
}

/// Draws a round with the given version of the algorithm: a round stored with it is drawn
/// again the same from the same request. More players than one draw takes are refused before
/// anything is made per pair of them.
pub fn draw_round_with(algorithm: Algorithm, request: &Request) -> Result<Drawn, DrawError> {
    draw::check_count(request.present.len())?;
    let drawn = draw::draw_with(algorithm, &input(request))?;
    let name = |p: &usize| request.present[*p].name.clone();
    Ok(Drawn {
        round: Round {
            tables: drawn
                .tables
                .iter()
                .map(|table| table.iter().map(name).collect())
                .collect(),
            sitting_out: drawn.sitting_out.iter().map(name).collect(),
        },
        repeats: drawn.repeats,
        kept_together: drawn.kept_together,
        proven: drawn.proven,
    })
}

/// Pairs at one table in `round` who already sat together in `earlier` rounds.
pub fn repeats(earlier: &[Round], round: &Round) -> usize {
    let together = |a: &str, b: &str| {
        earlier.iter().any(|r| {
            r.tables.iter().any(|t| {
                t.iter().any(|x| fold_name(x) == fold_name(a))
                    && t.iter().any(|x| fold_name(x) == fold_name(b))
            })
        })
    };
    round
        .tables
        .iter()
        .map(|t| {
            (0..t.len())
                .flat_map(|i| (i + 1..t.len()).map(move |j| (i, j)))
                .filter(|&(i, j)| together(&t[i], &t[j]))
                .count()
        })
        .sum()
}

/// How many rounds each two of `players` sat at one table in `rounds` (the repeat-meeting
/// matrix the organiser reads to see that the draw was fair): a square matrix in the order of
/// `players`, 0 on the diagonal. Names are compared as at a table; a name at a table that is
/// not among `players` is passed over.
pub fn meetings(players: &[String], rounds: &[Round]) -> Vec<Vec<u32>> {
    let n = players.len();
    let index: HashMap<String, usize> = players
        .iter()
        .enumerate()
        .map(|(i, name)| (fold_name(name), i))
        .collect();
    let mut counts = vec![vec![0; n]; n];
    for round in rounds {
        for table in &round.tables {
            let mut members: Vec<usize> = table
                .iter()
                .filter_map(|name| index.get(&fold_name(name)).copied())
                .collect();
            members.sort_unstable();
            members.dedup();
            for (i, &p) in members.iter().enumerate() {
                for &q in &members[i + 1..] {
                    counts[p][q] += 1;
                    counts[q][p] += 1;
                }
            }
        }
    }
    counts
}

#[cfg(test)]
mod tests;
