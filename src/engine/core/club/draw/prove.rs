//! The draw's proof: a branch and bound over whole tables that finds a cheaper choice than the
//! local search's, or shows (within its budget) that there is none.

use super::PREFERRED;
use super::cost::{CONCERNS, Cost, Costs, Layout, MET_SQUARED, REPEATS, Slot, spread_pairs};
use std::collections::HashMap;
/// A proof gives up after this many steps (tables tried), so that no draw can hang the
/// evening; no evening of up to 4 tables comes near it (see the benchmark and the tests).
pub(super) const MOST_STEPS: u64 = 50_000_000;

/// The budget for what is not proven: the later concerns with up to 4 tables, and beyond 4
/// tables separating keep-apart pairs the local search left together.
pub(super) const FEW_STEPS: u64 = 2_000_000;

/// Players in play as a set: bit i for player i.
pub(super) type Set = u64;

/// The places still to fill: for each kind of place (see [`Proof::kinds`]), how many, 8 bits
/// each.
pub(super) type Left = u64;

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
pub(super) fn prove(
    costs: &Costs,
    slots: &[Slot],
    aim: Cost,
    budget: u64,
) -> (Option<Layout>, bool) {
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
pub(super) fn members(set: Set) -> impl Iterator<Item = usize> {
    (0..64).filter(move |&p| set & (1 << p) != 0)
}

/// How many places of kind `kind` are left.
pub(super) fn left_of(left: Left, kind: usize) -> usize {
    ((left >> (8 * kind)) & 0xff) as usize
}

pub(super) struct Proof<'a> {
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
