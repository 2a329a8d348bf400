//! Criterion benchmark for issues 31 and 37: the draw of a club evening's round. The contract:
//! a draw for 40 players in round 6 under 100 ms (10 tables: the seeded local search), also
//! with 1 to 3 of them sitting out (41 to 43 present: who sits out is chosen with the
//! tables). Beside it, the proof's usual and hard cases, over every choice of who sits out
//! the rules allow and every split: 16 players in round 6 (4 tables of 4, nobody out), 17 to
//! 19 (4 tables of 4 and 1 to 3 out, round 6, so the rules leave many level for the seats
//! out), and 19 players in round 6 at tables of 4 and 5 (one of 4 and three of 5).
//!
//! `cargo bench --bench club` (`-- --quick` for a shorter run).

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
    let mut cases: Vec<(usize, Vec<usize>, String)> = Vec::new();
    for n in 40..=43 {
        cases.push((
            n,
            vec![4],
            format!("draw, {n} players, round 6 (10 tables, {} out)", n - 40),
        ));
    }
    for n in 16..=19 {
        cases.push((
            n,
            vec![4],
            format!(
                "draw, {n} players, round 6 (4 tables, {} out, proven)",
                n - 16
            ),
        ));
    }
    cases.push((
        19,
        vec![4, 5],
        "draw, 19 players at 4-5, round 6 (4 tables, proven)".to_string(),
    ));
    for (n, sizes, label) in cases {
        let (present, rounds) = evening(n, &sizes);
        c.bench_function(&label, |b| {
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
