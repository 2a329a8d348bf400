//! Writes the benchmark fixtures to disk for whole-process timing (see README, Performance):
//!
//! ```text
//! cargo run --release --example bench_fixtures -- /tmp/hj-bench [MATCHES]
//! hyperfine 'target/release/hartenjagen status --json --file /tmp/hj-bench/long.toml'
//! HARTENJAGEN_HOME=/tmp/hj-bench/home hyperfine 'target/release/hartenjagen stats'
//! ```

#[path = "../benches/support/fixtures.rs"]
mod fixtures;

fn main() {
    let dir =
        std::path::PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "hj-bench".into()));
    std::fs::create_dir_all(&dir).expect("cannot create the folder");
    let long = dir.join("long.toml");
    std::fs::write(&long, fixtures::long_match()).expect("cannot write long.toml");
    let count: usize = std::env::args()
        .nth(2)
        .map_or(2000, |n| n.parse().expect("MATCHES is a number"));
    let matches = dir.join("home").join("matches");
    fixtures::write_matches(&matches, count);
    println!(
        "{} (1,000 hands) and {count} match files in {}",
        long.display(),
        matches.display()
    );
}
