//! The draw's first algorithm (version 1), kept as it was so that a round stored with
//! `algorithm = 1` draws again the same from its seed. Do not change it: a later draw is a new
//! version beside it (see the draw's module).
//!
//! Version 1 chose who sits out first (never someone who sat out the round before while another
//! can; then those who sat out least this evening, then least this season, then those arriving
//! this round, then by lot) and only then the tables, so a choice of who sits out that left
//! fewer repeated pairs was not looked at, and a latecomer could be seated while someone who
//! came on time sat out.

use super::{Draw, DrawError, DrawInput, PREFERRED, split};
use crate::core::club::rng::Lot;

/// Draws a round.
pub(super) fn draw(input: &DrawInput) -> Result<Draw, DrawError> {
    let n = input.players.len();
    let smallest = input.sizes.iter().copied().min().unwrap_or(PREFERRED);
    let Some((sizes, out_count)) = split(n, &input.sizes) else {
        return Err(DrawError::TooFew {
            present: n,
            smallest,
        });
    };
    let mut lot = Lot::new(input.seed);
    let sitting_out = sit_out(input, out_count, &mut lot);
    let seated: Vec<usize> = (0..n).filter(|p| !sitting_out.contains(p)).collect();
    let costs = Costs::new(input, &seated);
    let mut layout = search(&costs, &sizes, &mut lot);
    let mut proven = false;
    let found = costs.total(&layout);
    // Up to 4 tables the split is proven the cheapest; beyond, only keep-apart pairs left
    // together are looked at again, within a smaller budget.
    let small = sizes.len() <= 4;
    if (small || found.0[KEEP_APART] > 0) && costs.m <= 64 {
        let (budget, aim) = if small {
            (MOST_STEPS, found)
        } else {
            let mut aim = [0; CONCERNS];
            aim[KEEP_APART] = found.0[KEEP_APART];
            (FEW_STEPS, Cost(aim))
        };
        let (better, complete) = prove(&costs, &sizes, aim, budget);
        if let Some(better) = better {
            layout = better;
            local_search(&costs, &mut layout);
        }
        proven = complete && small;
    }
    let total = costs.total(&layout);
    let mut tables: Vec<Vec<usize>> = layout
        .members
        .iter()
        .map(|members| members.iter().map(|&i| seated[i]).collect())
        .collect();
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

/// Who sits out: see the module's documentation.
fn sit_out(input: &DrawInput, count: usize, lot: &mut Lot) -> Vec<usize> {
    let mut order: Vec<(usize, u64)> = (0..input.players.len())
        .map(|p| (p, lot.next_u64()))
        .collect();
    order.sort_by_key(|&(p, draw)| {
        let c = &input.players[p];
        (
            c.sat_out_last,
            c.sat_out,
            c.sat_out_season,
            !c.arrives_now,
            draw,
        )
    });
    order.into_iter().take(count).map(|(p, _)| p).collect()
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
const MET_SQUARED: usize = 2;
const LAST_ROUND: usize = 3;
const SEASON: usize = 4;
const ODD_AGAIN: usize = 5;
const CONCERNS: usize = 6;

/// A split's cost: the concerns in order, compared first to last.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
struct Cost([i64; CONCERNS]);

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

/// The costs of the seated players (numbered 0..m in the order seated): per pair, and per
/// player at an odd-sized table.
struct Costs {
    m: usize,
    pair: Vec<Cost>,
    odd: Vec<Cost>,
    /// For each earlier round, the table each seated player sat at.
    earlier: Vec<Vec<Option<usize>>>,
    /// For each earlier round, how many tables it had.
    earlier_tables: Vec<usize>,
    /// For each player (up to 64), the players met already this evening, as a set.
    met: Vec<u64>,
}

impl Costs {
    fn new(input: &DrawInput, seated: &[usize]) -> Costs {
        let m = seated.len();
        let mut pair = vec![Cost::default(); m * m];
        for (i, &a) in seated.iter().enumerate() {
            for (j, &b) in seated.iter().enumerate() {
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
                pair[i * m + j] = Cost(cost);
            }
        }
        let odd = seated
            .iter()
            .map(|&p| {
                let mut cost = [0; CONCERNS];
                cost[ODD_AGAIN] = i64::from(input.players[p].odd_tables);
                Cost(cost)
            })
            .collect();
        let earlier: Vec<Vec<Option<usize>>> = input
            .earlier
            .iter()
            .map(|round| {
                seated
                    .iter()
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
        Costs {
            m,
            pair,
            odd,
            earlier,
            earlier_tables,
            met,
        }
    }

    fn pair(&self, a: usize, b: usize) -> Cost {
        self.pair[a * self.m + b]
    }

    /// What player `p` adds at a table of `size` with `members`.
    fn joining(&self, p: usize, members: &[usize], size: usize) -> Cost {
        let mut cost = members
            .iter()
            .fold(Cost::default(), |sum, &q| sum + self.pair(p, q));
        if size != PREFERRED {
            cost = cost + self.odd[p];
        }
        cost
    }

    fn total(&self, layout: &Layout) -> Cost {
        let mut sum = Cost::default();
        for (t, members) in layout.members.iter().enumerate() {
            for (k, &p) in members.iter().enumerate() {
                sum = sum + self.joining(p, &members[..k], layout.sizes[t]);
            }
        }
        sum
    }
}

/// Seated players split into tables.
#[derive(Clone, Debug)]
struct Layout {
    sizes: Vec<usize>,
    members: Vec<Vec<usize>>,
    table_of: Vec<usize>,
}

impl Layout {
    fn from_order(order: &[usize], sizes: &[usize]) -> Layout {
        let mut members = Vec::with_capacity(sizes.len());
        let mut table_of = vec![0; order.len()];
        let mut at = 0;
        for (t, &size) in sizes.iter().enumerate() {
            let table: Vec<usize> = order[at..at + size].to_vec();
            for &p in &table {
                table_of[p] = t;
            }
            members.push(table);
            at += size;
        }
        Layout {
            sizes: sizes.to_vec(),
            members,
            table_of,
        }
    }

    fn from_tables(table_of: &[usize], sizes: &[usize]) -> Layout {
        let mut members = vec![Vec::new(); sizes.len()];
        for (p, &t) in table_of.iter().enumerate() {
            members[t].push(p);
        }
        Layout {
            sizes: sizes.to_vec(),
            members,
            table_of: table_of.to_vec(),
        }
    }
}

/// How many random splits the local search starts from.
const RESTARTS: usize = 40;

/// The best split a seeded local search finds: [`RESTARTS`] random splits, each improved by
/// swaps until no swap lowers its cost; the cheapest (the first of equals) wins. Stops early
/// at a split that costs nothing.
fn search(costs: &Costs, sizes: &[usize], lot: &mut Lot) -> Layout {
    let mut order: Vec<usize> = (0..costs.m).collect();
    let mut best: Option<(Cost, Layout)> = None;
    for _ in 0..RESTARTS {
        lot.shuffle(&mut order);
        let mut layout = Layout::from_order(&order, sizes);
        let cost = local_search(costs, &mut layout);
        if best.as_ref().is_none_or(|(b, _)| cost < *b) {
            best = Some((cost, layout));
        }
        if best.as_ref().is_some_and(|(b, _)| *b == Cost::default()) {
            break;
        }
    }
    best.map(|(_, layout)| layout)
        .unwrap_or_else(|| Layout::from_order(&order, sizes))
}

/// Swaps two players at different tables while a swap lowers the cost; returns the cost.
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
                let (at_a, at_b) = (&layout.members[ta], &layout.members[tb]);
                let (size_a, size_b) = (layout.sizes[ta], layout.sizes[tb]);
                // A player's pair with itself costs nothing, so a table's members need not
                // leave it out; the one swapped away is taken off.
                let before = costs.joining(a, at_a, size_a) + costs.joining(b, at_b, size_b);
                let after = costs.joining(b, at_a, size_a) + costs.joining(a, at_b, size_b)
                    - costs.pair(b, a)
                    - costs.pair(a, b);
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

/// Beyond 4 tables, the budget for separating keep-apart pairs the local search left together.
const FEW_STEPS: u64 = 2_000_000;

/// Seated players as a set: bit i for player i.
type Set = u64;

/// The proof: a branch and bound over whole tables, remembering what it learnt about each set
/// of players still to seat. The first table takes the lowest player still to seat and any
/// others (so each split is met once); the rest of the players are split the same way, and a
/// split's cost is its tables' costs added. A branch is cut as soon as it cannot cost less
/// than the best split known, first the one the local search found: by its tables' costs so
/// far, and by a lower bound on the repeated pairs the players still to seat must make: for
/// each earlier round, the players of one of its tables must go somewhere; spread as evenly
/// as the open tables allow, they still make so many pairs (the pigeonhole bound that makes
/// 12 players' second round cost 3). What a set of players costs at best is remembered, and
/// so is a bound it was found not to beat.
///
/// Returns a split cheaper than `aim` if there is one, and whether the search was complete
/// (within `budget` steps): when it was and found none, nothing costs less than `aim`.
fn prove(costs: &Costs, sizes: &[usize], aim: Cost, budget: u64) -> (Option<Layout>, bool) {
    let mut proof = Proof {
        costs,
        best: std::collections::HashMap::new(),
        beyond: std::collections::HashMap::new(),
        steps: 0,
        budget,
    };
    let everyone: Set = if costs.m == 64 {
        u64::MAX
    } else {
        (1 << costs.m) - 1
    };
    let mut sizes = sizes.to_vec();
    sizes.sort_unstable();
    let found = proof.solve(everyone, &sizes, aim);
    let complete = proof.steps <= proof.budget;
    let Some(_) = found else {
        return (None, complete);
    };
    // Follow the remembered choices from the whole set down.
    let mut table_of = vec![0; costs.m];
    let mut tables = Vec::new();
    let mut left = everyone;
    while left != 0 {
        let Some(&(_, table, size)) = proof.best.get(&left) else {
            break;
        };
        for p in members(table) {
            table_of[p] = tables.len();
        }
        tables.push(size);
        left &= !table;
    }
    (Some(Layout::from_tables(&table_of, &tables)), complete)
}

/// The players of a set, lowest first.
fn members(set: Set) -> impl Iterator<Item = usize> {
    (0..64).filter(move |&p| set & (1 << p) != 0)
}

struct Proof<'a> {
    costs: &'a Costs,
    /// The cheapest split of a set of players, its first table and that table's size.
    best: std::collections::HashMap<Set, (Cost, Set, usize)>,
    /// A cost a set of players was found not to split below.
    beyond: std::collections::HashMap<Set, Cost>,
    steps: u64,
    budget: u64,
}

impl Proof<'_> {
    /// The cheapest split of `set` into tables of `sizes` if it costs less than `bound`.
    fn solve(&mut self, set: Set, sizes: &[usize], bound: Cost) -> Option<Cost> {
        if set == 0 {
            return (Cost::default() < bound).then_some(Cost::default());
        }
        if let Some(&(cost, _, _)) = self.best.get(&set) {
            return (cost < bound).then_some(cost);
        }
        if self.beyond.get(&set).is_some_and(|&b| b >= bound) {
            return None;
        }
        if self.floor(set, sizes) >= bound || self.steps > self.budget {
            self.beyond.insert(set, bound);
            return None;
        }
        let low = set.trailing_zeros() as usize;
        let others: Vec<usize> = members(set & !(1 << low)).collect();
        let mut limit = bound;
        let mut found: Option<(Cost, Set, usize)> = None;
        let mut tried: Vec<usize> = Vec::new();
        for (at, &size) in sizes.iter().enumerate() {
            if tried.contains(&size) {
                continue;
            }
            tried.push(size);
            let rest: Vec<usize> = sizes[..at]
                .iter()
                .chain(&sizes[at + 1..])
                .copied()
                .collect();
            let mut chosen = vec![low];
            self.tables(
                set,
                &others,
                0,
                &mut chosen,
                Cost::default(),
                size,
                &rest,
                &mut limit,
                &mut found,
            );
        }
        match found {
            Some(best) => {
                self.best.insert(set, best);
                Some(best.0)
            }
            None => {
                self.beyond.insert(set, bound);
                None
            }
        }
    }

    /// Every table of `size` holding `chosen` and players of `others` from `from` on, each
    /// with the best split of the players left; the cheapest below `limit` goes to `found`.
    #[allow(clippy::too_many_arguments)]
    fn tables(
        &mut self,
        set: Set,
        others: &[usize],
        from: usize,
        chosen: &mut Vec<usize>,
        cost: Cost,
        size: usize,
        rest: &[usize],
        limit: &mut Cost,
        found: &mut Option<(Cost, Set, usize)>,
    ) {
        if cost >= *limit {
            return;
        }
        if chosen.len() == size {
            self.steps += 1;
            let mut cost = cost;
            if size != PREFERRED {
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
                    *found = Some((total, table, size));
                }
            }
            return;
        }
        let needed = size - chosen.len();
        for at in from..others.len() {
            if others.len() - at < needed {
                break;
            }
            let p = others[at];
            let adds = chosen
                .iter()
                .fold(Cost::default(), |sum, &q| sum + self.costs.pair(p, q));
            chosen.push(p);
            self.tables(
                set,
                others,
                at + 1,
                chosen,
                cost + adds,
                size,
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

    /// A lower bound on what splitting `set` into tables of `sizes` costs: the repeated pairs
    /// the players of one table of an earlier round must make, spread as evenly as the tables
    /// let (each repeated pair also counts at least 1 in how often pairs met).
    fn floor(&self, set: Set, sizes: &[usize]) -> Cost {
        let mut most = 0;
        for (round, &groups) in self.costs.earlier.iter().zip(&self.costs.earlier_tables) {
            let mut count = vec![0usize; groups];
            for p in members(set) {
                if let Some(g) = round[p] {
                    count[g] += 1;
                }
            }
            let pairs: i64 = count.iter().map(|&c| spread_pairs(c, sizes) as i64).sum();
            most = most.max(pairs);
        }
        // Each player needs tablemates: those not met yet are too few, the rest are repeats
        // (each pair counted from both ends, so halved). Counted for the largest table, less
        // what the seats at smaller tables need fewer.
        let count = set.count_ones() as i64;
        let largest = sizes.iter().copied().max().unwrap_or(PREFERRED) as i64;
        let fewer: i64 = sizes.iter().map(|&s| s as i64 * (largest - s as i64)).sum();
        let short: i64 = members(set)
            .map(|p| {
                let fresh = count - 1 - i64::from((self.costs.met[p] & set).count_ones());
                (largest - 1 - fresh).max(0)
            })
            .sum();
        most = most.max((short - fewer + 1).max(0) / 2);
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
