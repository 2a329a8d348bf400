//! What a choice of tables costs: the concerns in the draw's order ([`Cost`]), the places a choice
//! fills ([`Slot`]), each pair's and player's costs ([`Costs`]) and a choice ([`Layout`]).

use super::{DrawInput, PREFERRED, SitOut};
pub(super) const KEEP_APART: usize = 0;
pub(super) const REPEATS: usize = 1;
pub(super) const OUT_SEASON: usize = 2;
pub(super) const MET_SQUARED: usize = 3;
pub(super) const LAST_ROUND: usize = 4;
pub(super) const SEASON: usize = 5;
pub(super) const ODD_AGAIN: usize = 6;
pub(super) const DEALERS: usize = 7;
pub(super) const CONCERNS: usize = 8;

/// A choice's cost: the concerns in order, compared first to last.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct Cost(pub(super) [i64; CONCERNS]);

impl Cost {
    /// The concerns up to `last` (counted in), the later ones left out: a choice costs less
    /// than this only if it is better in those.
    pub(super) fn upto(self, last: usize) -> Cost {
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
pub(super) struct Slot {
    pub(super) out: bool,
    pub(super) size: usize,
}

/// The costs of the players in play (those who do not have to sit out, numbered 0..m in the
/// pool's order): per pair, per player at an odd-sized table, and per player sitting out.
pub(super) struct Costs {
    pub(super) m: usize,
    pair: Vec<Cost>,
    pub(super) odd: Vec<Cost>,
    /// For each player who may sit out, what sitting out costs them; none for the others.
    out: Vec<Option<Cost>>,
    /// For each earlier round, the table each player sat at.
    pub(super) earlier: Vec<Vec<Option<usize>>>,
    /// For each earlier round, how many tables it had.
    pub(super) earlier_tables: Vec<usize>,
    /// For each player (up to 64), the players met already this evening, as a set.
    pub(super) met: Vec<u64>,
    /// The players (up to 64) who may sit out, as a set.
    pub(super) may: u64,
    /// The players who dealt first least often.
    dealers: Vec<usize>,
}

impl Costs {
    pub(super) fn new(input: &DrawInput, pool: &[usize], rule: &SitOut) -> Costs {
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

    pub(super) fn pair(&self, a: usize, b: usize) -> Cost {
        self.pair[a * self.m + b]
    }

    /// Whether player `p` may take a place in `slot`.
    pub(super) fn fits(&self, p: usize, slot: Slot) -> bool {
        !slot.out || self.out[p].is_some()
    }

    /// What player `p` adds at `slot` with `members`, an odd-sized table's cost left out: at
    /// a table their pairs with the members, at the seats out their own cost.
    pub(super) fn adds(&self, p: usize, members: &[usize], slot: Slot) -> Cost {
        if slot.out {
            return self.out[p].unwrap_or_default();
        }
        members
            .iter()
            .fold(Cost::default(), |sum, &q| sum + self.pair(p, q))
    }

    /// What player `p` adds at `slot` with `members`.
    pub(super) fn joining(&self, p: usize, members: &[usize], slot: Slot) -> Cost {
        let cost = self.adds(p, members, slot);
        if !slot.out && slot.size != PREFERRED {
            return cost + self.odd[p];
        }
        cost
    }

    /// What every choice costs at least that the local search can tell at once: the pairs
    /// of those who dealt first least often that the tables cannot keep apart (all of them
    /// spread as evenly as the tables let, the seats out taking as many as they can).
    pub(super) fn least(&self, slots: &[Slot]) -> Cost {
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

    pub(super) fn total(&self, layout: &Layout) -> Cost {
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
pub(super) struct Layout {
    pub(super) slots: Vec<Slot>,
    pub(super) members: Vec<Vec<usize>>,
    pub(super) table_of: Vec<usize>,
}

impl Layout {
    /// The seats out filled by the first who may sit out in `order`, then the tables in turn by
    /// the rest.
    pub(super) fn from_order(order: &[usize], slots: &[Slot], costs: &Costs) -> Layout {
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

    pub(super) fn from_members(members: Vec<Vec<usize>>, slots: &[Slot]) -> Layout {
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

/// The fewest pairs `count` players make at tables of `sizes`: spread one by one to the table
/// with the fewest of them and a seat left.
pub(super) fn spread_pairs(count: usize, sizes: &[usize]) -> usize {
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
