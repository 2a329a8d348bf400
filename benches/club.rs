//! Criterion benchmark for issue 31: the draw of a club evening's round. The contract: a draw
//! for 40 players in round 6 under 100 ms (10 tables: the seeded local search). Beside it,
//! the proof's usual and hard cases: 16 players in round 6 (4 tables of 4) and 19 players in
//! round 6 at tables of 4 and 5 (4 tables, one of 4 and three of 5).
//!
//! `cargo bench --bench club`.

use criterion::{Criterion, criterion_group, criterion_main};
use hartenjagen::core::club::{Present, Request, Round, draw_round};
use std::hint::black_box;

/// `n` players and the five rounds they played before, each drawn as the evening would.
fn evening(n: usize, sizes: &[usize]) -> (Vec<Present>, Vec<Round>) {
    let present: Vec<Present> = (0..n)
        .map(|i| Present {
            name: format!("Player {i}"),
            arrived: 1,
        })
        .collect();
    let mut rounds: Vec<Round> = Vec::new();
    for r in 0..5 {
        let drawn = draw_round(&Request {
            present: &present,
            evening: &rounds,
            season: &[],
            keep_apart: &[],
            sizes,
            seed: 1000 + r,
        })
        .expect("a draw");
        rounds.push(drawn.round);
    }
    (present, rounds)
}

fn draw(c: &mut Criterion) {
    for (n, sizes, label) in [
        (40, vec![4], "draw, 40 players, round 6 (10 tables)"),
        (16, vec![4], "draw, 16 players, round 6 (4 tables, proven)"),
        (
            19,
            vec![4, 5],
            "draw, 19 players at 4-5, round 6 (4 tables, proven)",
        ),
    ] {
        let (present, rounds) = evening(n, &sizes);
        c.bench_function(label, |b| {
            b.iter(|| {
                black_box(draw_round(black_box(&Request {
                    present: &present,
                    evening: &rounds,
                    season: &[],
                    keep_apart: &[],
                    sizes: &sizes,
                    seed: 6,
                })))
                .expect("a draw")
            });
        });
    }
}

criterion_group!(benches, draw);
criterion_main!(benches);
