//! Criterion benchmarks for `serve` (issue 16's measures, README "Performance"):
//! - the first page load: its size (under 100 KB) and the time to fetch it;
//! - an update reaching an open page: from starting `record` (or `undo`) in another process
//!   to the `update` event arriving whole on an open event stream (the command's own run
//!   included); the median goes in the README;
//! - the server idling with ten pages open: the CPU it uses over five seconds (under 1% of a
//!   core), read from /proc.
//!
//! `cargo bench --bench serve` (it runs the release binary against a match in a temporary
//! folder, on 127.0.0.1 and a port the server picks).

mod common;

use common::{agent, events, next_update};
use criterion::{Criterion, criterion_group, criterion_main};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const BINARY: &str = env!("CARGO_BIN_EXE_hartenjagen");

struct Server {
    child: Child,
    base: String,
    key: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn hartenjagen(home: &std::path::Path, args: &[&str]) {
    let status = Command::new(BINARY)
        .env("HARTENJAGEN_HOME", home)
        .args(args)
        .stdout(Stdio::null())
        .status()
        .expect("hartenjagen runs");
    assert!(status.success(), "hartenjagen {args:?}");
}

fn start(home: &std::path::Path, file: &str) -> Server {
    let mut child = Command::new(BINARY)
        .env("HARTENJAGEN_HOME", home)
        .args(["serve", "--file", file, "--port", "0"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("serve starts");
    let mut lines = BufReader::new(child.stdout.take().expect("its output")).lines();
    let mut addresses = Vec::new();
    while addresses.len() < 2 {
        let line = lines
            .next()
            .expect("serve prints its addresses")
            .expect("a line");
        if let Some(rest) = line.trim().strip_prefix("http://") {
            addresses.push(format!("http://{rest}"));
        }
    }
    std::thread::spawn(move || for _ in lines {});
    let key = addresses[1]
        .split_once("?key=")
        .expect("a key")
        .1
        .to_string();
    Server {
        child,
        base: addresses[0].clone(),
        key,
    }
}

fn page(server: &Server) -> String {
    agent()
        .get(format!("{}?key={}", server.base, server.key))
        .call()
        .expect("the page")
        .body_mut()
        .read_to_string()
        .expect("its text")
}

/// The server's CPU time so far (user and system), in clock ticks.
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).expect("/proc");
    let after = &stat[stat.rfind(')').expect("the name") + 2..];
    let fields: Vec<&str> = after.split_whitespace().collect();
    fields[11].parse::<u64>().expect("utime") + fields[12].parse::<u64>().expect("stime")
}

fn serve(c: &mut Criterion) {
    let home = tempfile::tempdir().expect("a temporary folder");
    let file = home.path().join("match.toml").display().to_string();
    hartenjagen(
        home.path(),
        &[
            "new",
            "--players",
            "Ann,Bob,Cas,Dee",
            "--file",
            &file,
            "--target",
            "10000",
        ],
    );
    for _ in 0..12 {
        hartenjagen(
            home.path(),
            &["record", "--file", &file, "Ann=QS 3", "Bob=5", "Dee=rest"],
        );
    }
    let server = start(home.path(), &file);

    let first = page(&server);
    println!("first page load: {} bytes (budget 100,000)", first.len());
    assert!(
        first.len() < 100_000,
        "the first page is {} bytes",
        first.len()
    );
    c.bench_function("first page load (12 hands)", |b| b.iter(|| page(&server)));

    let mut stream = events(&server.base);
    next_update(&mut stream); // the page's first state
    let mut group = c.benchmark_group("update reaches an open page");
    group.sample_size(30);
    group.bench_function("from starting record or undo in another process", |b| {
        let mut record = true;
        b.iter_custom(|iterations| {
            let mut waited = Duration::ZERO;
            for _ in 0..iterations {
                let args: &[&str] = if record {
                    &["record", "--file", &file, "Ann=2", "Bob=QS", "Dee=rest"]
                } else {
                    &["undo", "--file", &file]
                };
                record = !record;
                let started = Instant::now();
                hartenjagen(home.path(), args);
                next_update(&mut stream);
                waited += started.elapsed();
            }
            waited
        });
    });
    group.finish();

    let pages: Vec<_> = (0..10).map(|_| events(&server.base)).collect();
    let pid = server.child.id();
    let ticks_per_second = 100.0; // USER_HZ on Linux
    let before = cpu_ticks(pid);
    std::thread::sleep(Duration::from_secs(5));
    let used = (cpu_ticks(pid) - before) as f64 / ticks_per_second;
    println!(
        "idle with ten pages open: {:.2}% of a core over 5 s (budget 1%)",
        used / 5.0 * 100.0
    );
    drop(pages);
}

criterion_group!(benches, serve);
criterion_main!(benches);
