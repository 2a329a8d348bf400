//! Criterion benchmarks for issue 6's budgets (README, Performance):
//! - loading and scoring a 1,000-hand match file (and printing it as `status --json`);
//! - loading a match of 4,000 points-only hands, as `import` makes them (issue 37: it was
//!   quadratic, 5.4 s; `tests/linear_load.rs` counts its work);
//! - `stats` over 2,000 match files in the data folder, every file read and through a warm
//!   summary cache;
//! - a club's 26,000 match files (issue 17): `history` (table and JSON) and `stats` through a
//!   warm summary cache, and `stats` with every file read (the cold cache). Writing the files
//!   takes half a minute; `cargo bench --bench history -- club` runs only these.
//!
//! `cargo bench --bench history`; whole-process timings use `examples/bench_fixtures.rs`.

#[path = "support/fixtures.rs"]
mod fixtures;

use criterion::{Criterion, criterion_group, criterion_main};
use hartenjagen::store::history;
use hartenjagen::store::matchfile;
use hartenjagen::ui::history::{HistoryEntry, StatsFilter, StatsReport, history_text};
use hartenjagen::ui::report::StatusReport;
use std::hint::black_box;

fn long_match(c: &mut Criterion) {
    let text = fixtures::long_match();
    let mut group = c.benchmark_group("1000-hand match");
    group.bench_function("toml only", |b| {
        b.iter(|| black_box(text.parse::<toml::Table>().expect("valid TOML")));
    });
    group.bench_function("load and score", |b| {
        b.iter(|| black_box(matchfile::parse("long.toml", black_box(&text)).expect("loads")));
    });
    group.bench_function("status --json", |b| {
        b.iter(|| {
            let loaded = matchfile::parse("long.toml", black_box(&text)).expect("loads");
            let report = StatusReport::new(&loaded.game, &loaded.board);
            black_box(serde_json::to_string_pretty(&report).expect("JSON"))
        });
    });
    group.finish();
}

/// The text of a hartenjagen match of `hands` points-only hands, one in seven a moon's figures.
fn points_only_match(hands: usize) -> String {
    use hartenjagen::core::catalog::{self, Source};
    use hartenjagen::core::game::{Match, MatchOptions};
    let variant = catalog::resolve("hartenjagen", &Source::builtin).expect("a built-in variant");
    let names = ["Ann", "Bob", "Cas", "Dee"].map(String::from).to_vec();
    let started =
        chrono::DateTime::parse_from_rfc3339("2026-01-03T19:30:00+01:00").expect("a time");
    let options = MatchOptions {
        target: Some(10_000_000),
        hands: Some(100_000),
        ..MatchOptions::default()
    };
    let mut game = Match::new(variant, names, 0, options, started).expect("a match");
    game.dated = true;
    let mut board = game.scoreboard();
    for i in 0..hands {
        let points: &[i64] = match i % 7 {
            0 => &[0, 26, 26, 26],
            k if k % 2 == 0 => &[13, 0, 13, 0],
            _ => &[0, 13, 3, 10],
        };
        game.push_points(&mut board, None, points, started)
            .expect("points that add up");
    }
    matchfile::render(&game).expect("a match renders")
}

fn points_only(c: &mut Criterion) {
    let text = points_only_match(4000);
    let mut group = c.benchmark_group("points-only match");
    group.sample_size(20);
    group.bench_function("4000 hands, load and score", |b| {
        b.iter(|| black_box(matchfile::parse("points.toml", black_box(&text)).expect("loads")));
    });
    group.finish();
}

fn stats(c: &mut Criterion) {
    let home = tempfile::tempdir().expect("a temporary folder");
    let dir = home.path().join("matches");
    fixtures::write_matches(&dir, 2000);
    let one = matchfile::match_files(&dir).expect("files")[0].clone();
    let mut group = c.benchmark_group("stats");
    group.sample_size(10);
    group.bench_function("one match summary", |b| {
        b.iter(|| black_box(history::Listed::read(black_box(&one))));
    });
    group.bench_function("2000 match files", |b| {
        b.iter(|| {
            let listed = history::scan(black_box(&dir)).expect("scans");
            black_box(StatsReport::new(
                listed.iter().map(|l| l.summary.as_ref().ok()),
                &StatsFilter::default(),
            ))
        });
    });
    let cache = home.path().join("cache/summaries.bin");
    history::scan_cached(&dir, &cache).expect("the cache is written");
    std::thread::sleep(std::time::Duration::from_secs(3)); // past the cache's racy window
    history::scan_cached(&dir, &cache).expect("the cache is written again");
    group.bench_function("2000 match files, warm summary cache", |b| {
        b.iter(|| {
            let listed = history::scan_cached(black_box(&dir), &cache).expect("scans");
            black_box(StatsReport::new(
                listed.iter().map(|l| l.summary.as_ref().ok()),
                &StatsFilter::default(),
            ))
        });
    });
    group.finish();
}

/// A club's decade: 26,000 match files.
fn club(c: &mut Criterion) {
    let home = tempfile::tempdir().expect("a temporary folder");
    let dir = home.path().join("matches");
    fixtures::write_matches(&dir, 26_000);
    let cache = home.path().join("cache/summaries.bin");
    history::scan_cached(&dir, &cache).expect("the cache is written");
    std::thread::sleep(std::time::Duration::from_secs(3)); // past the cache's racy window
    history::scan_cached(&dir, &cache).expect("the cache is written again");
    let words = hartenjagen::words::Words::new(hartenjagen::words::Lang::En);
    let stats = |listed: &[history::Listed]| {
        StatsReport::new(
            listed.iter().map(|l| l.summary.as_ref().ok()),
            &StatsFilter::default(),
        )
    };
    let mut group = c.benchmark_group("club of 26000 matches");
    group.sample_size(10);
    group.bench_function("history, warm cache", |b| {
        b.iter(|| {
            let listed = history::scan_cached(black_box(&dir), &cache).expect("scans");
            black_box(history_text(&words, &listed, None))
        });
    });
    group.bench_function("history --json, warm cache", |b| {
        b.iter(|| {
            let listed = history::scan_cached(black_box(&dir), &cache).expect("scans");
            let english = hartenjagen::words::Words::new(hartenjagen::words::Lang::En);
            let entries: Vec<HistoryEntry> = listed
                .iter()
                .map(|l| HistoryEntry::new(&english, l))
                .collect();
            black_box(serde_json::to_string_pretty(&entries).expect("JSON"))
        });
    });
    group.bench_function("stats, warm cache", |b| {
        b.iter(|| {
            black_box(stats(
                &history::scan_cached(black_box(&dir), &cache).expect("scans"),
            ))
        });
    });
    group.bench_function("stats, every file read", |b| {
        b.iter(|| black_box(stats(&history::scan(black_box(&dir)).expect("scans"))));
    });
    group.finish();
}

criterion_group!(benches, long_match, points_only, stats, club);
criterion_main!(benches);
