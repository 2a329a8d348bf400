//! The draw of a round: which tables, who sits at which, in which seat, and who sits out.
//!
//! This is the draw's second algorithm (version 2, [`ALGORITHM`]); the first is kept beside it
//! unchanged in `v1`, so that a round stored with `algorithm = 1` draws again the same from
//! its seed ([`draw_with`] takes the version).
//!
//! Rules first, then concerns. **The rules** are never bent for a better split: as many players
//! seated as the allowed sizes let; nobody sits out the round after sitting out while another
//! can; those who sat out least this evening sit out first (so nobody sits out twice before
//! everyone present has sat out once); and of those, the players arriving this round sit out
//! before anyone who came on time. The players the rules leave level for the last seats out
//! may each sit out ([`SitOut`]). **The concerns** then choose among everything the rules
//! allow, who sits out and the tables together, in this order: keep-apart pairs at one table;
//! the number of repeated tablemate pairs (pairs who already sat at one table this evening);
//! rounds sat out at earlier evenings of the season, of those sitting out by choice; how often
//! pairs met; pairs who met in the round just before; pairs who met at earlier evenings of the
//! season; sitting at an odd-sized table again; and last the dealer balance: two of those who
//! dealt first least often at one table (only one of them can deal first there), and the seat
//! order does the rest. The cost of a choice is these counts compared in that order ([`Cost`](cost::Cost)),
//! so that no amount of a later concern ever outweighs one of an earlier; among choices of
//! equal cost the lot decides.
//!
//! 1. **Sizes** ([`split`]): as many players seated as the allowed sizes let, with as few
//!    tables of another size than 4 as possible; the rest sit out.
//! 2. **Who must sit out, who may**: the rules above, as an order of the players; those before
//!    the last seat out must, those level with it may ([`SitOut`]).
//! 3. **Tables**: those who may sit out fill the seats out as one more "table", whose players
//!    make no pairs and cost only their season's rounds sat out. A seeded local search (random
//!    splits improved by swapping two players while that lowers the cost, a swap with the
//!    table out only for those who may sit out) finds a good choice. With up to 4 tables a
//!    branch and bound over the same tables, the one out among them, then proves that no
//!    choice of who sits out and no split has fewer keep-apart pairs together, nor fewer
//!    repeated pairs, or finds one that has (see [`prove()`]); a smaller budget then looks for
//!    a choice better in the later concerns, and the local search improves them without
//!    giving up the first two. Only a complete proof makes the draw say "the fewest
//!    possible" ([`Draw::proven`]).
//! 4. **Seats**: at each table the player who has dealt first least often this evening deals
//!    first; the other seats and the tables' numbers are by lot.
//!
//! Everything random comes from one [`Lot`] seeded with the round's seed, in a fixed order, so
//! the same inputs and seed give the same draw.

use super::rng::Lot;

mod cost;
mod prove;
mod search;
mod v1;

use cost::{Costs, KEEP_APART, REPEATS, Slot};
use prove::{FEW_STEPS, MOST_STEPS, prove};
use search::{local_search, search};

/// The version of the draw's algorithm this build draws with (stored with each round).
pub const ALGORITHM: u32 = Algorithm::LATEST.version();

/// The most players one draw takes. A draw keeps a few numbers for every pair of players
/// present (what they have in common, what seating them together costs: some 70 bytes a pair),
/// so its memory grows with the square of the players: 1,000 take about 70 MB and well under
/// a second, 10,000 took 5.9 GB and 43 s. The largest club evening in the research has 44
/// players (HOKT Aalsmeer), and a review drew 200 players in under 0.1 s, so 1,000 is far
/// above any club evening, and a pasted list or a script's mistake is refused before it can
/// bring a laptop down.
pub const MOST_PLAYERS: usize = 1000;

/// A version of the draw's algorithm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algorithm {
    /// Version 1: who sits out first (by the rules, then the season, then the lot), then the
    /// tables.
    V1,
    /// Version 2: who sits out and the tables chosen together (this module).
    V2,
}

impl Algorithm {
    /// The version this build draws new rounds with.
    pub const LATEST: Algorithm = Algorithm::V2;

    /// The algorithm of a stored version number, if this build has it.
    pub fn from_version(version: u32) -> Option<Algorithm> {
        match version {
            1 => Some(Algorithm::V1),
            2 => Some(Algorithm::V2),
            _ => None,
        }
    }

    /// Its version number, as stored with a round.
    pub const fn version(self) -> u32 {
        match self {
            Algorithm::V1 => 1,
            Algorithm::V2 => 2,
        }
    }
}

/// A player present for this round, with what the draw needs to know of them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Candidate {
    /// Rounds sat out this evening.
    pub sat_out: u32,
    /// Whether they sat out the round just before.
    pub sat_out_last: bool,
    /// Rounds sat out at earlier evenings of the season.
    pub sat_out_season: u32,
    /// Whether they arrived for this round, after the first.
    pub arrives_now: bool,
    /// Rounds they dealt first at their table this evening.
    pub dealt_first: u32,
    /// Rounds they sat at a table of another size than 4 this evening.
    pub odd_tables: u32,
}

/// What two players have in common so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Met {
    /// Rounds at one table this evening.
    pub evening: u32,
    /// Whether they were at one table in the round just before.
    pub last_round: bool,
    /// Rounds at one table at earlier evenings of the season.
    pub season: u32,
}

/// Everything a draw is made from. Players are numbered 0..n in the order given.
#[derive(Clone, Debug)]
pub struct DrawInput {
    /// The players present for this round.
    pub players: Vec<Candidate>,
    /// What each pair has in common: `met[i * n + j]`, the same both ways.
    pub met: Vec<Met>,
    /// For each earlier round of this evening, the table each player sat at (none when they
    /// sat out or were not there): the groups whose pairs make the repeats.
    pub earlier: Vec<Vec<Option<usize>>>,
    /// Pairs to keep apart.
    pub keep_apart: Vec<(usize, usize)>,
    /// The allowed table sizes, smallest first.
    pub sizes: Vec<usize>,
    /// The round's seed.
    pub seed: u64,
}

impl DrawInput {
    /// An input for `n` players with nothing in common yet.
    pub fn fresh(n: usize, sizes: Vec<usize>, seed: u64) -> DrawInput {
        DrawInput {
            players: vec![Candidate::default(); n],
            met: vec![Met::default(); n * n],
            earlier: Vec::new(),
            keep_apart: Vec::new(),
            sizes,
            seed,
        }
    }

    /// What players `a` and `b` have in common.
    pub fn met(&self, a: usize, b: usize) -> Met {
        self.met[a * self.players.len() + b]
    }
}

/// A round drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draw {
    /// The tables in number order, each its players in seat order (the first deals first).
    pub tables: Vec<Vec<usize>>,
    /// Who sits out, in the order chosen.
    pub sitting_out: Vec<usize>,
    /// Keep-apart pairs at one table.
    pub kept_together: u32,
    /// Pairs at one table who already sat together this evening.
    pub repeats: u32,
    /// Whether `repeats` (and `kept_together`) are proven the fewest possible, over every
    /// choice of who sits out the rules allow and every split.
    pub proven: bool,
}

/// Why no round can be drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrawError {
    /// Fewer players present than the smallest table.
    TooFew {
        /// Players present.
        present: usize,
        /// The smallest table allowed.
        smallest: usize,
    },
    /// More players present than one draw takes ([`MOST_PLAYERS`]).
    TooMany {
        /// Players present.
        present: usize,
        /// The most one draw takes.
        most: usize,
    },
}

/// The preferred table size: every concern about odd tables is about tables of another.
pub const PREFERRED: usize = 4;

/// The tables for `n` players (every version of the draw splits with this; changing it would
/// change the rounds stored with earlier versions): as many seated as the allowed sizes let, with as few tables of
/// another size than [`PREFERRED`] as possible (of those, tables of 3 before tables of 5: a
/// split never needs both, as 3 + 5 = 4 + 4). `sizes` holds [`PREFERRED`] and may hold 3 and
/// 5. Returns the sizes (preferred first) and how many sit out; none when fewer than the
/// smallest table are present.
pub fn split(n: usize, sizes: &[usize]) -> Option<(Vec<usize>, usize)> {
    let smallest = sizes.iter().copied().min()?;
    let most = |size: usize, seats: usize| {
        if sizes.contains(&size) {
            seats / size
        } else {
            0
        }
    };
    for seated in (smallest..=n).rev() {
        let mut best: Option<(usize, usize)> = None;
        for threes in 0..=most(3, seated) {
            for fives in 0..=most(5, seated - 3 * threes) {
                let rest = seated - 3 * threes - 5 * fives;
                if rest % PREFERRED != 0 || (rest > 0 && !sizes.contains(&PREFERRED)) {
                    continue;
                }
                let key = (threes + fives, fives);
                if best.is_none_or(|(t, f)| key < (t + f, f)) {
                    best = Some((threes, fives));
                }
            }
        }
        if let Some((threes, fives)) = best {
            let rest = seated - 3 * threes - 5 * fives;
            let mut tables = vec![PREFERRED; rest / PREFERRED];
            tables.extend(std::iter::repeat_n(3, threes));
            tables.extend(std::iter::repeat_n(5, fives));
            return Some((tables, n - seated));
        }
    }
    None
}

/// Refuses more players than one draw takes, before anything is made per pair of them.
pub fn check_count(present: usize) -> Result<(), DrawError> {
    if present > MOST_PLAYERS {
        return Err(DrawError::TooMany {
            present,
            most: MOST_PLAYERS,
        });
    }
    Ok(())
}

/// Draws a round with the latest algorithm.
pub fn draw(input: &DrawInput) -> Result<Draw, DrawError> {
    draw_with(Algorithm::LATEST, input)
}

/// Draws a round with the given version of the algorithm: a round stored with a version draws
/// again the same with it, from its inputs and seed.
pub fn draw_with(algorithm: Algorithm, input: &DrawInput) -> Result<Draw, DrawError> {
    check_count(input.players.len())?;
    match algorithm {
        Algorithm::V1 => v1::draw(input),
        Algorithm::V2 => draw_v2(input),
    }
}

/// Version 2: see the module's documentation.
fn draw_v2(input: &DrawInput) -> Result<Draw, DrawError> {
    draw_v2_within(input, MOST_STEPS)
}

/// Version 2 with a proof of at most `steps` steps (a test gives it fewer, to see a draw whose
/// proof did not finish).
fn draw_v2_within(input: &DrawInput, steps: u64) -> Result<Draw, DrawError> {
    let n = input.players.len();
    let smallest = input.sizes.iter().copied().min().unwrap_or(PREFERRED);
    let Some((sizes, out_count)) = split(n, &input.sizes) else {
        return Err(DrawError::TooFew {
            present: n,
            smallest,
        });
    };
    let mut lot = Lot::new(input.seed);
    let rule = SitOut::of(input, out_count);
    // Everyone who may still sit at a table, numbered in an order drawn by lot, so that no
    // choice among equals favours the evening's order (the proof tries players in number order).
    let mut pool: Vec<usize> = (0..n).filter(|p| !rule.must.contains(p)).collect();
    lot.shuffle(&mut pool);
    let costs = Costs::new(input, &pool, &rule);
    let mut slots: Vec<Slot> = sizes
        .iter()
        .map(|&size| Slot { out: false, size })
        .collect();
    if rule.free > 0 {
        slots.push(Slot {
            out: true,
            size: rule.free,
        });
    }
    let mut layout = search(&costs, &slots, &mut lot);
    let found = costs.total(&layout);
    let small = sizes.len() <= 4;
    let mut proven = false;
    if small && costs.m <= 64 {
        // No choice with fewer keep-apart pairs together or fewer repeats: proven, or found.
        let (better, complete) = prove(&costs, &slots, found.upto(REPEATS), steps);
        proven = complete;
        if let Some(better) = better {
            layout = better;
            local_search(&costs, &mut layout);
        } else if complete && found > costs.least(&slots) {
            // The first two concerns are the fewest possible; the later ones within a budget.
            if let (Some(better), _) = prove(&costs, &slots, found, FEW_STEPS.min(steps)) {
                layout = better;
                local_search(&costs, &mut layout);
            }
        }
    } else if found.0[KEEP_APART] > 0 && costs.m <= 64 {
        // Beyond 4 tables, only keep-apart pairs the local search left together are looked at
        // again, within a smaller budget.
        if let (Some(better), _) = prove(&costs, &slots, found.upto(KEEP_APART), FEW_STEPS) {
            layout = better;
            local_search(&costs, &mut layout);
        }
    }
    let total = costs.total(&layout);
    let mut sitting_out = rule.must.clone();
    let mut tables: Vec<Vec<usize>> = Vec::new();
    for (slot, members) in layout.slots.iter().zip(&layout.members) {
        let players = members.iter().map(|&i| pool[i]);
        if slot.out {
            sitting_out.extend(players);
        } else {
            tables.push(players.collect());
        }
    }
    for table in &mut tables {
        seat(input, table, &mut lot);
    }
    lot.shuffle(&mut tables);
    // Tables of the preferred size first, so that the odd ones keep the last numbers.
    tables.sort_by_key(|t| usize::from(t.len() != PREFERRED));
    Ok(Draw {
        tables,
        sitting_out,
        kept_together: total.0[KEEP_APART] as u32,
        repeats: total.0[REPEATS] as u32,
        proven,
    })
}

/// Who sits out by the rules: the players in the rules' order (not out the round before
/// first, then fewest rounds out this evening, then arriving now); those before the last seat
/// out must sit out, and those level with it may, for the seats left.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SitOut {
    /// Who must sit out, in the rules' order.
    pub must: Vec<usize>,
    /// For each player, whether they may sit out (in a seat left for a choice).
    pub may: Vec<bool>,
    /// The seats out left for a choice among those who may.
    pub free: usize,
}

impl SitOut {
    /// The rules' choice of `count` players out of the input's.
    pub fn of(input: &DrawInput, count: usize) -> SitOut {
        let n = input.players.len();
        let key = |p: usize| {
            let c = &input.players[p];
            (c.sat_out_last, c.sat_out, !c.arrives_now)
        };
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&p| key(p));
        let mut rule = SitOut {
            must: Vec::new(),
            may: vec![false; n],
            free: 0,
        };
        let Some(&last) = count.checked_sub(1).and_then(|at| order.get(at)) else {
            return rule;
        };
        let line = key(last);
        rule.must = order.iter().copied().filter(|&p| key(p) < line).collect();
        let level: Vec<usize> = order.iter().copied().filter(|&p| key(p) == line).collect();
        rule.free = count - rule.must.len();
        if rule.free == level.len() {
            rule.must.extend(level);
            rule.free = 0;
        } else {
            for p in level {
                rule.may[p] = true;
            }
        }
        rule
    }
}

/// The dealer balance: the one who dealt first least often deals first; the rest by lot.
fn seat(input: &DrawInput, table: &mut [usize], lot: &mut Lot) {
    lot.shuffle(table);
    if let Some(first) = (0..table.len()).min_by_key(|&i| input.players[table[i]].dealt_first) {
        table[..=first].rotate_right(1);
    }
}

#[cfg(test)]
mod tests;
