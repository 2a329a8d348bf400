//! Nothing lost, ever: commands killed in the middle of a save, two terminals recording on the
//! same match, damaged or hand-edited match files, match files from older format versions,
//! and junk typed anywhere (never a panic, never exit 101).

use super::*;
use hartenjagen::core::catalog::{BUILTIN, Source, resolve_source};
use hartenjagen::core::tokens::parse_cards;
use hartenjagen::store::matchfile;
use proptest::prelude::*;
use std::process::Stdio;
use std::time::Instant;

mod crashes;
mod damaged;
mod formats;
mod fuzz;
mod junk;
mod two_writers;

const FORMAT_1_HARTENJAGEN: &str = include_str!("../fixtures/format-1-hartenjagen.toml");
const FORMAT_1_HEART_HUNTER: &str = include_str!("../fixtures/format-1-heart-hunter.toml");
const FORMAT_2_HARTENJAGEN: &str = include_str!("../fixtures/format-2-hartenjagen.toml");
const FORMAT_3_HARTENJAGEN: &str = include_str!("../fixtures/format-3-hartenjagen.toml");

/// A tiny seeded generator (xorshift), so that the "random" moments are the same every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

fn binary() -> std::process::Command {
    std::process::Command::new(env!("CARGO_BIN_EXE_hartenjagen"))
}

/// The number of scored hands in the match file, which must load.
fn hands_in(path: &Path) -> usize {
    match matchfile::load(path) {
        Ok(loaded) => loaded.board.hands.len(),
        Err(error) => panic!("the match file no longer loads: {error:#}"),
    }
}

/// A match that no number of these tests' hands can end.
fn endless(env: &TestEnv, file: &str) -> String {
    let path = env.path(file);
    env.ok(&[
        "new",
        "--players",
        FOUR,
        "--target",
        "100000",
        "--file",
        &path,
    ]);
    path
}
