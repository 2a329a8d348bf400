//! Loading a match of points-only hands (what `import` makes of a sheet) is linear in its
//! hands, as loading hands with cards is: 4,000 imported hands took 5.4 s per `status`,
//! because checking whether each hand's points were a moon's figures copied the whole board,
//! every hand before it included, for every trial.
//!
//! Counted, not timed: a test binary of its own whose allocator counts allocations, and a
//! match four times as long must take about four times as many (sixteen, were it quadratic).
//! Its timing is in `benches/history.rs` ("points-only match").

use chrono::DateTime;
use hartenjagen::core::catalog::{self, Source};
use hartenjagen::core::game::{Match, MatchOptions};
use hartenjagen::store::matchfile;
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The system's allocator, counting every allocation.
struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is passed on to the system's allocator unchanged.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: as the caller promised for `layout`.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `alloc` above with this `layout`.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// The text of a hartenjagen match of `hands` points-only hands, one in seven a moon's
/// figures, as `import` writes it.
fn points_only(hands: usize) -> String {
    let variant = catalog::resolve("hartenjagen", &Source::builtin).expect("a built-in variant");
    let names = ["Ann", "Bob", "Cas", "Dee"].map(String::from).to_vec();
    let started = DateTime::parse_from_rfc3339("2026-01-03T19:30:00+01:00").expect("a time");
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
    matchfile::render(&game).expect("renders")
}

/// How many allocations loading `text` takes.
fn allocations_to_load(text: &str) -> usize {
    let before = ALLOCATIONS.load(Ordering::Relaxed);
    let loaded = matchfile::parse("points.toml", text).expect("loads");
    let after = ALLOCATIONS.load(Ordering::Relaxed);
    drop(loaded);
    after - before
}

#[test]
fn loading_points_only_hands_takes_work_in_proportion_to_the_hands() {
    let (short, long) = (points_only(500), points_only(2000));
    let loaded = matchfile::parse("points.toml", &long).expect("loads");
    assert_eq!(loaded.board.hands.len(), 2000);
    assert_eq!(
        loaded
            .board
            .hands
            .iter()
            .filter(|h| h.moon.is_some())
            .count(),
        286,
        "the moons' figures are moons"
    );
    let (a, b) = (allocations_to_load(&short), allocations_to_load(&long));
    // Four times the hands: four times the work, give or take; quadratic would be sixteen.
    assert!(
        b < a * 6,
        "500 hands took {a} allocations, 2,000 took {b}: {:.1} times as many",
        b as f64 / a as f64
    );
}
