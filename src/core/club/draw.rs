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
//! order does the rest. The cost of a choice is these counts compared in that order ([`Cost`]),
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
//!    repeated pairs, or finds one that has (see [`prove`]); a smaller budget then looks for
//!    a choice better in the later concerns, and the local search improves them without
//!    giving up the first two. Only a complete proof makes the draw say "the fewest
//!    possible" ([`Draw::proven`]).
//! 4. **Seats**: at each table the player who has dealt first least often this evening deals
//!    first; the other seats and the tables' numbers are by lot.
//!
//! Everything random comes from one [`Lot`] seeded with the round's seed, in a fixed order, so
//! the same inputs and seed give the same draw.

use super::rng::Lot;
use std::collections::HashMap;

mod v1;

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

const KEEP_APART: usize = 0;
const REPEATS: usize = 1;
const OUT_SEASON: usize = 2;
const MET_SQUARED: usize = 3;
const LAST_ROUND: usize = 4;
const SEASON: usize = 5;
const ODD_AGAIN: usize = 6;
const DEALERS: usize = 7;
const CONCERNS: usize = 8;

/// A choice's cost: the concerns in order, compared first to last.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
struct Cost([i64; CONCERNS]);

impl Cost {
    /// The concerns up to `last` (counted in), the later ones left out: a choice costs less
    /// than this only if it is better in those.
    fn upto(self, last: usize) -> Cost {
        let mut cost = self;
        for later in &mut cost.0[last + 1..] {
            *later = 0;
        }
        cost
    }
}

impl std::ops::Add for Cost {
    type Output = Cost;
    fn add(mut self, other: Cost) -> Cost {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a += b;
        }
        self
    }
}

impl std::ops::Sub for Cost {
    type Output = Cost;
    fn sub(mut self, other: Cost) -> Cost {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a -= b;
        }
        self
    }
}

/// A place in a layout: a table of `size`, or (`out`) the seats out left for a choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct Slot {
    out: bool,
    size: usize,
}

/// The costs of the players in play (those who do not have to sit out, numbered 0..m in the
/// pool's order): per pair, per player at an odd-sized table, and per player sitting out.
struct Costs {
    m: usize,
    pair: Vec<Cost>,
    odd: Vec<Cost>,
    /// For each player who may sit out, what sitting out costs them; none for the others.
    out: Vec<Option<Cost>>,
    /// For each earlier round, the table each player sat at.
    earlier: Vec<Vec<Option<usize>>>,
    /// For each earlier round, how many tables it had.
    earlier_tables: Vec<usize>,
    /// For each player (up to 64), the players met already this evening, as a set.
    met: Vec<u64>,
    /// The players (up to 64) who may sit out, as a set.
    may: u64,
    /// The players who dealt first least often.
    dealers: Vec<usize>,
}

impl Costs {
    fn new(input: &DrawInput, pool: &[usize], rule: &SitOut) -> Costs {
        let m = pool.len();
        // Those who dealt first least often: two of them at one table, and one of them does
        // not deal first this round.
        let least = pool
            .iter()
            .map(|&p| input.players[p].dealt_first)
            .min()
            .unwrap_or(0);
        let mut pair = vec![Cost::default(); m * m];
        for (i, &a) in pool.iter().enumerate() {
            for (j, &b) in pool.iter().enumerate() {
                if i == j {
                    continue;
                }
                let met = input.met(a, b);
                let apart = input
                    .keep_apart
                    .iter()
                    .any(|&(x, y)| (x, y) == (a, b) || (x, y) == (b, a));
                let mut cost = [0; CONCERNS];
                cost[KEEP_APART] = i64::from(apart);
                cost[REPEATS] = i64::from(met.evening > 0);
                cost[MET_SQUARED] = i64::from(met.evening * met.evening);
                cost[LAST_ROUND] = i64::from(met.last_round);
                cost[SEASON] = i64::from(met.season);
                cost[DEALERS] = i64::from(
                    input.players[a].dealt_first == least && input.players[b].dealt_first == least,
                );
                pair[i * m + j] = Cost(cost);
            }
        }
        let odd = pool
            .iter()
            .map(|&p| {
                let mut cost = [0; CONCERNS];
                cost[ODD_AGAIN] = i64::from(input.players[p].odd_tables);
                Cost(cost)
            })
            .collect();
        let out: Vec<Option<Cost>> = pool
            .iter()
            .map(|&p| {
                rule.may[p].then(|| {
                    let mut cost = [0; CONCERNS];
                    cost[OUT_SEASON] = i64::from(input.players[p].sat_out_season);
                    Cost(cost)
                })
            })
            .collect();
        let earlier: Vec<Vec<Option<usize>>> = input
            .earlier
            .iter()
            .map(|round| {
                pool.iter()
                    .map(|&p| round.get(p).copied().flatten())
                    .collect()
            })
            .collect();
        let earlier_tables = earlier
            .iter()
            .map(|round: &Vec<Option<usize>>| round.iter().flatten().max().map_or(0, |t| t + 1))
            .collect();
        let met = (0..m)
            .map(|i| {
                (0..m.min(64))
                    .filter(|&j| pair[i * m + j].0[REPEATS] > 0)
                    .fold(0u64, |set, j| set | (1 << j))
            })
            .collect();
        let may = (0..m.min(64))
            .filter(|&i| out[i].is_some())
            .fold(0u64, |set, i| set | (1 << i));
        let dealers = (0..m)
            .filter(|&i| input.players[pool[i]].dealt_first == least)
            .collect();
        Costs {
            m,
            pair,
            odd,
            out,
            earlier,
            earlier_tables,
            met,
            may,
            dealers,
        }
    }

    fn pair(&self, a: usize, b: usize) -> Cost {
        self.pair[a * self.m + b]
    }

    /// Whether player `p` may take a place in `slot`.
    fn fits(&self, p: usize, slot: Slot) -> bool {
        !slot.out || self.out[p].is_some()
    }

    /// What player `p` adds at `slot` with `members`, an odd-sized table's cost left out: at
    /// a table their pairs with the members, at the seats out their own cost.
    fn adds(&self, p: usize, members: &[usize], slot: Slot) -> Cost {
        if slot.out {
            return self.out[p].unwrap_or_default();
        }
        members
            .iter()
            .fold(Cost::default(), |sum, &q| sum + self.pair(p, q))
    }

    /// What player `p` adds at `slot` with `members`.
    fn joining(&self, p: usize, members: &[usize], slot: Slot) -> Cost {
        let cost = self.adds(p, members, slot);
        if !slot.out && slot.size != PREFERRED {
            return cost + self.odd[p];
        }
        cost
    }

    /// What every choice costs at least that the local search can tell at once: the pairs
    /// of those who dealt first least often that the tables cannot keep apart (all of them
    /// spread as evenly as the tables let, the seats out taking as many as they can).
    fn least(&self, slots: &[Slot]) -> Cost {
        let sizes: Vec<usize> = slots.iter().filter(|s| !s.out).map(|s| s.size).collect();
        let out: usize = slots.iter().filter(|s| s.out).map(|s| s.size).sum();
        let dealers = self.dealers.len();
        let may_go = self
            .dealers
            .iter()
            .filter(|&&p| self.out[p].is_some())
            .count();
        let mut least = [0; CONCERNS];
        least[DEALERS] = spread_pairs(dealers - may_go.min(out), &sizes) as i64;
        Cost(least)
    }

    fn total(&self, layout: &Layout) -> Cost {
        let mut sum = Cost::default();
        for (t, members) in layout.members.iter().enumerate() {
            for (k, &p) in members.iter().enumerate() {
                sum = sum + self.joining(p, &members[..k], layout.slots[t]);
            }
        }
        sum
    }
}

/// The players in play split into tables and the seats out.
#[derive(Clone, Debug)]
struct Layout {
    slots: Vec<Slot>,
    members: Vec<Vec<usize>>,
    table_of: Vec<usize>,
}

impl Layout {
    /// The seats out filled by the first who may sit out in `order`, then the tables in turn by
    /// the rest.
    fn from_order(order: &[usize], slots: &[Slot], costs: &Costs) -> Layout {
        let mut members = vec![Vec::new(); slots.len()];
        let mut rest = Vec::with_capacity(order.len());
        let out = slots.iter().position(|s| s.out);
        for &p in order {
            match out {
                Some(o) if members[o].len() < slots[o].size && costs.fits(p, slots[o]) => {
                    members[o].push(p);
                }
                _ => rest.push(p),
            }
        }
        let mut at = 0;
        for (t, slot) in slots.iter().enumerate() {
            if !slot.out {
                members[t] = rest[at..at + slot.size].to_vec();
                at += slot.size;
            }
        }
        Layout::from_members(members, slots)
    }

    fn from_members(members: Vec<Vec<usize>>, slots: &[Slot]) -> Layout {
        let mut table_of = vec![0; members.iter().map(Vec::len).sum()];
        for (t, table) in members.iter().enumerate() {
            for &p in table {
                table_of[p] = t;
            }
        }
        Layout {
            slots: slots.to_vec(),
            members,
            table_of,
        }
    }
}

/// How many random splits the local search starts from.
const RESTARTS: usize = 40;

/// The best choice a seeded local search finds: [`RESTARTS`] random ones, each improved by
/// swaps until no swap lowers its cost; the cheapest (the first of equals) wins. Stops early
/// at a choice that costs no more than [`Costs::least`].
fn search(costs: &Costs, slots: &[Slot], lot: &mut Lot) -> Layout {
    let least = costs.least(slots);
    let mut order: Vec<usize> = (0..costs.m).collect();
    let mut best: Option<(Cost, Layout)> = None;
    for _ in 0..RESTARTS {
        lot.shuffle(&mut order);
        let mut layout = Layout::from_order(&order, slots, costs);
        let cost = local_search(costs, &mut layout);
        if best.as_ref().is_none_or(|(b, _)| cost < *b) {
            best = Some((cost, layout));
        }
        if best.as_ref().is_some_and(|(b, _)| *b <= least) {
            break;
        }
    }
    best.map(|(_, layout)| layout)
        .unwrap_or_else(|| Layout::from_order(&order, slots, costs))
}

/// Swaps two players in different places (a table, the seats out for one who may sit out)
/// while a swap lowers the cost; returns the cost.
fn local_search(costs: &Costs, layout: &mut Layout) -> Cost {
    let mut cost = costs.total(layout);
    loop {
        let mut improved = false;
        for a in 0..costs.m {
            for b in a + 1..costs.m {
                let (ta, tb) = (layout.table_of[a], layout.table_of[b]);
                if ta == tb {
                    continue;
                }
                let (slot_a, slot_b) = (layout.slots[ta], layout.slots[tb]);
                if !costs.fits(b, slot_a) || !costs.fits(a, slot_b) {
                    continue;
                }
                let (at_a, at_b) = (&layout.members[ta], &layout.members[tb]);
                // A player's pair with itself costs nothing, so a table's members need not
                // leave it out; the one swapped away is taken off (at a table: the seats out
                // make no pairs).
                let before = costs.joining(a, at_a, slot_a) + costs.joining(b, at_b, slot_b);
                let mut after = costs.joining(b, at_a, slot_a) + costs.joining(a, at_b, slot_b);
                if !slot_a.out {
                    after = after - costs.pair(b, a);
                }
                if !slot_b.out {
                    after = after - costs.pair(a, b);
                }
                if after < before {
                    cost = cost - before + after;
                    for slot in layout.members[ta].iter_mut().filter(|q| **q == a) {
                        *slot = b;
                    }
                    for slot in layout.members[tb].iter_mut().filter(|q| **q == b) {
                        *slot = a;
                    }
                    layout.table_of[a] = tb;
                    layout.table_of[b] = ta;
                    improved = true;
                }
            }
        }
        if !improved {
            return cost;
        }
    }
}

/// A proof gives up after this many steps (tables tried), so that no draw can hang the
/// evening; no evening of up to 4 tables comes near it (see the benchmark and the tests).
const MOST_STEPS: u64 = 50_000_000;

/// The budget for what is not proven: the later concerns with up to 4 tables, and beyond 4
/// tables separating keep-apart pairs the local search left together.
const FEW_STEPS: u64 = 2_000_000;

/// Players in play as a set: bit i for player i.
type Set = u64;

/// The places still to fill: for each kind of place (see [`Proof::kinds`]), how many, 8 bits
/// each.
type Left = u64;

/// The proof: a branch and bound over whole places (tables and the seats out), remembering
/// what it learnt about each set of players still to place. The first place takes the lowest
/// player still to place (at the seats out only if they may sit out) and any others (so each
/// choice is met once); the rest of the players are placed the same way, and a choice's cost
/// is its places' costs added. A branch is cut as soon as it cannot cost less than the best
/// choice known, first the one the local search found: by its places' costs so far, and by a
/// lower bound on the repeated pairs the players still to place must make ([`Proof::floor`]).
/// What a set of players costs at best is remembered, and so is a bound it was found not to
/// beat.
///
/// Returns a choice cheaper than `aim` if there is one, and whether the search was complete
/// (within `budget` steps): when it was and found none, nothing costs less than `aim`.
fn prove(costs: &Costs, slots: &[Slot], aim: Cost, budget: u64) -> (Option<Layout>, bool) {
    let mut kinds = slots.to_vec();
    kinds.sort_unstable();
    kinds.dedup();
    let left: Left = slots
        .iter()
        .map(|s| 1 << (8 * kinds.iter().position(|k| k == s).unwrap_or(0)))
        .sum();
    let mut proof = Proof {
        costs,
        kinds,
        best: HashMap::new(),
        beyond: HashMap::new(),
        steps: 0,
        budget,
    };
    let everyone: Set = if costs.m == 64 {
        u64::MAX
    } else {
        (1 << costs.m) - 1
    };
    let found = proof.solve(everyone, left, aim);
    let complete = proof.steps <= proof.budget;
    if found.is_none() {
        return (None, complete);
    }
    // Follow the remembered choices from the whole set down.
    let mut members = Vec::new();
    let mut places = Vec::new();
    let (mut set, mut left) = (everyone, left);
    while set != 0 {
        let Some(&(_, table, kind)) = proof.best.get(&(set, left)) else {
            break;
        };
        members.push(self::members(table).collect());
        places.push(proof.kinds[kind]);
        set &= !table;
        left -= 1 << (8 * kind);
    }
    (Some(Layout::from_members(members, &places)), complete)
}

/// The players of a set, lowest first.
fn members(set: Set) -> impl Iterator<Item = usize> {
    (0..64).filter(move |&p| set & (1 << p) != 0)
}

/// How many places of kind `kind` are left.
fn left_of(left: Left, kind: usize) -> usize {
    ((left >> (8 * kind)) & 0xff) as usize
}

struct Proof<'a> {
    costs: &'a Costs,
    /// The kinds of places, each once.
    kinds: Vec<Slot>,
    /// The cheapest choice for a set of players and the places left, its first place and that
    /// place's kind.
    best: HashMap<(Set, Left), (Cost, Set, usize)>,
    /// A cost a set of players in the places left was found not to come below.
    beyond: HashMap<(Set, Left), Cost>,
    steps: u64,
    budget: u64,
}

impl Proof<'_> {
    /// The cheapest choice for `set` in the places `left` if it costs less than `bound`.
    fn solve(&mut self, set: Set, left: Left, bound: Cost) -> Option<Cost> {
        if set == 0 {
            return (Cost::default() < bound).then_some(Cost::default());
        }
        let key = (set, left);
        if let Some(&(cost, _, _)) = self.best.get(&key) {
            return (cost < bound).then_some(cost);
        }
        if self.beyond.get(&key).is_some_and(|&b| b >= bound) {
            return None;
        }
        if self.floor(set, left) >= bound || self.steps > self.budget {
            self.beyond.insert(key, bound);
            return None;
        }
        let low = set.trailing_zeros() as usize;
        let others: Vec<usize> = members(set & !(1 << low)).collect();
        let mut limit = bound;
        let mut found: Option<(Cost, Set, usize)> = None;
        for kind in 0..self.kinds.len() {
            let slot = self.kinds[kind];
            if left_of(left, kind) == 0 || !self.costs.fits(low, slot) {
                continue;
            }
            let rest = left - (1 << (8 * kind));
            let mut chosen = vec![low];
            let start = self.costs.adds(low, &[], slot);
            self.places(
                set,
                &others,
                0,
                &mut chosen,
                start,
                kind,
                rest,
                &mut limit,
                &mut found,
            );
        }
        match found {
            Some(best) => {
                self.best.insert(key, best);
                Some(best.0)
            }
            None => {
                self.beyond.insert(key, bound);
                None
            }
        }
    }

    /// Every place of kind `kind` holding `chosen` and players of `others` from `from` on,
    /// each with the best choice for the players left; the cheapest below `limit` goes to
    /// `found`.
    #[allow(clippy::too_many_arguments)]
    fn places(
        &mut self,
        set: Set,
        others: &[usize],
        from: usize,
        chosen: &mut Vec<usize>,
        cost: Cost,
        kind: usize,
        rest: Left,
        limit: &mut Cost,
        found: &mut Option<(Cost, Set, usize)>,
    ) {
        if cost >= *limit {
            return;
        }
        let slot = self.kinds[kind];
        if chosen.len() == slot.size {
            self.steps += 1;
            let mut cost = cost;
            if !slot.out && slot.size != PREFERRED {
                for &p in chosen.iter() {
                    cost = cost + self.costs.odd[p];
                }
            }
            if cost >= *limit {
                return;
            }
            let table: Set = chosen.iter().fold(0, |t, &p| t | (1 << p));
            if let Some(after) = self.solve(set & !table, rest, *limit - cost) {
                let total = cost + after;
                if total < *limit {
                    *limit = total;
                    *found = Some((total, table, kind));
                }
            }
            return;
        }
        let needed = slot.size - chosen.len();
        for at in from..others.len() {
            if others.len() - at < needed {
                break;
            }
            let p = others[at];
            if !self.costs.fits(p, slot) {
                continue;
            }
            let adds = self.costs.adds(p, chosen, slot);
            chosen.push(p);
            self.places(
                set,
                others,
                at + 1,
                chosen,
                cost + adds,
                kind,
                rest,
                limit,
                found,
            );
            chosen.pop();
            if self.steps > self.budget {
                return;
            }
        }
    }

    /// A lower bound on what placing `set` in the places `left` costs: the repeated pairs the
    /// players still to place must make (each repeated pair also counts at least 1 in how
    /// often pairs met). Two bounds, the larger taken:
    /// - for each earlier round, the players of one of its tables must go somewhere; spread
    ///   as evenly as the tables left allow, they still make so many pairs (the pigeonhole
    ///   bound that makes 12 players' second round cost 3), less those of them the seats out
    ///   can take;
    /// - each player needs tablemates: those not met yet are too few, the rest are repeats
    ///   (each pair counted from both ends, so halved), counted for the largest table, less
    ///   what the seats at smaller tables need fewer and what the players the seats out could
    ///   take would have needed.
    fn floor(&self, set: Set, left: Left) -> Cost {
        let mut sizes = Vec::new();
        let mut out = 0;
        for (kind, slot) in self.kinds.iter().enumerate() {
            if slot.out {
                out += slot.size * left_of(left, kind);
            } else {
                sizes.extend(std::iter::repeat_n(slot.size, left_of(left, kind)));
            }
        }
        if sizes.is_empty() {
            return Cost::default();
        }
        let may = set & self.costs.may;
        let mut most = 0;
        for (round, &groups) in self.costs.earlier.iter().zip(&self.costs.earlier_tables) {
            let mut count = vec![0usize; groups];
            let mut may_go = vec![0usize; groups];
            for p in members(set) {
                if let Some(g) = round[p] {
                    count[g] += 1;
                    if may & (1 << p) != 0 {
                        may_go[g] += 1;
                    }
                }
            }
            let pairs: i64 = count
                .iter()
                .zip(&may_go)
                .map(|(&c, &m)| spread_pairs(c - m.min(out), &sizes) as i64)
                .sum();
            most = most.max(pairs);
        }
        let count = set.count_ones() as i64;
        let largest = sizes.iter().copied().max().unwrap_or(PREFERRED) as i64;
        let fewer: i64 = sizes.iter().map(|&s| s as i64 * (largest - s as i64)).sum();
        let short = |p: usize| {
            let fresh = count - 1 - i64::from((self.costs.met[p] & set).count_ones());
            (largest - 1 - fresh).max(0)
        };
        let mut total: i64 = members(set).map(short).sum();
        if out > 0 {
            let mut could_go: Vec<i64> = members(may).map(short).collect();
            could_go.sort_unstable_by(|a, b| b.cmp(a));
            total -= could_go.iter().take(out).sum::<i64>();
        }
        most = most.max((total - fewer + 1).max(0) / 2);
        let mut floor = [0; CONCERNS];
        floor[REPEATS] = most;
        floor[MET_SQUARED] = most;
        Cost(floor)
    }
}

/// The fewest pairs `count` players make at tables of `sizes`: spread one by one to the table
/// with the fewest of them and a seat left.
fn spread_pairs(count: usize, sizes: &[usize]) -> usize {
    let mut at = vec![0usize; sizes.len()];
    let mut pairs = 0;
    for _ in 0..count {
        let Some(t) = (0..sizes.len())
            .filter(|&t| at[t] < sizes[t])
            .min_by_key(|&t| at[t])
        else {
            break;
        };
        pairs += at[t];
        at[t] += 1;
    }
    pairs
}

#[cfg(test)]
mod tests;
