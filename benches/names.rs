//! Criterion benchmark for issue 26 (F4): checking 10,000 player names, which compared every
//! name with every earlier one (folding both each time) and took over 10 seconds; each name is
//! now folded once into a map.
//!
//! `cargo bench --bench names`.

use criterion::{Criterion, criterion_group, criterion_main};
use hartenjagen::core::game::check_names;
use std::hint::black_box;

fn names(c: &mut Criterion) {
    let players: Vec<String> = (1..=10_000).map(|n| format!("Player {n}")).collect();
    c.bench_function("check_names, 10,000 names", |b| {
        b.iter(|| black_box(check_names(black_box(&players))).expect("all different"));
    });
}

criterion_group!(benches, names);
criterion_main!(benches);
