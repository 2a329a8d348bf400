//! The draw's seeded local search: random splits, each improved by swapping two players while a
//! swap lowers the cost.

use super::cost::{Cost, Costs, Layout, Slot};
use crate::core::club::rng::Lot;
/// How many random splits the local search starts from.
pub(super) const RESTARTS: usize = 40;

/// The best choice a seeded local search finds: [`RESTARTS`] random ones, each improved by
/// swaps until no swap lowers its cost; the cheapest (the first of equals) wins. Stops early
/// at a choice that costs no more than [`Costs::least`].
pub(super) fn search(costs: &Costs, slots: &[Slot], lot: &mut Lot) -> Layout {
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
pub(super) fn local_search(costs: &Costs, layout: &mut Layout) -> Cost {
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
