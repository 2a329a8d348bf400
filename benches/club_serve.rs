//! Criterion benchmark for issue 31's `club serve`: the room's TV overview of 10 tables
//! (40 players) hears of a hand saved at any table within a second. Measured from the start
//! of the save to the room's `update` event arriving whole on an open event stream:
//! - a hand entered on a table's phone (`POST /t/N/api/record`, then its undo), the tables
//!   taken in turn;
//! - a hand typed at the terminal (`club record --table N` in another process, then `undo
//!   --file`), which the server sees through its watch on the evening's folder.
//!
//! `cargo bench --bench club_serve` (it runs the release binary on an evening in a temporary
//! folder, on 127.0.0.1 and a port the server picks).

mod common;

use common::{agent, events, next_update};
use criterion::{Criterion, criterion_group, criterion_main};
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const BINARY: &str = env!("CARGO_BIN_EXE_hartenjagen");

/// A running `club serve`: the room's address and each table's key.
struct Room {
    child: Child,
    base: String,
    keys: Vec<String>,
}

impl Drop for Room {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn hartenjagen(home: &Path, args: &[&str]) -> String {
    let output = Command::new(BINARY)
        .env("HARTENJAGEN_HOME", home)
        .env_remove("HARTENJAGEN_LANG")
        .args(args)
        .output()
        .expect("hartenjagen runs");
    assert!(output.status.success(), "hartenjagen {args:?}");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn start(home: &Path) -> Room {
    let mut child = Command::new(BINARY)
        .env("HARTENJAGEN_HOME", home)
        .env_remove("HARTENJAGEN_LANG")
        .args(["club", "serve", "--port", "0"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("club serve starts");
    let mut lines = BufReader::new(child.stdout.take().expect("its output")).lines();
    let mut addresses = Vec::new();
    for line in lines.by_ref() {
        let line = line.expect("a line");
        if line.starts_with("Ctrl-C") {
            break;
        }
        if let Some(at) = line.find("http://") {
            addresses.push(line[at..].to_string());
        }
    }
    std::thread::spawn(move || for _ in lines {});
    let keys = addresses[3..]
        .iter()
        .map(|a| a.split_once("?key=").expect("a key").1.to_string())
        .collect();
    Room {
        child,
        base: addresses[0].clone(),
        keys,
    }
}

/// Table `table`'s players in seat order and its match file, from `club tables --json`.
fn tables(home: &Path) -> Vec<(Vec<String>, String)> {
    let json: serde_json::Value =
        serde_json::from_str(&hartenjagen(home, &["club", "tables", "--json"])).expect("JSON");
    json["tables"]
        .as_array()
        .expect("tables")
        .iter()
        .map(|t| {
            let players = t["players"]
                .as_array()
                .expect("players")
                .iter()
                .map(|p| p.as_str().expect("a name").to_string())
                .collect();
            (players, t["file"].as_str().expect("a file").to_string())
        })
        .collect()
}

fn post(room: &Room, table: usize, what: &str, body: String) {
    let status = agent()
        .post(format!("{}t/{}/api/{what}", room.base, table + 1))
        .header("Authorization", &format!("Bearer {}", room.keys[table]))
        .content_type("application/json")
        .send(body.as_bytes())
        .expect("the room answers")
        .status()
        .as_u16();
    assert_eq!(status, 200, "{what} at table {}", table + 1);
}

fn club_serve(c: &mut Criterion) {
    let home = tempfile::tempdir().expect("a temporary folder");
    let home = home.path();
    let players: Vec<String> = (1..=40).map(|i| format!("Player{i}")).collect();
    hartenjagen(home, &["club", "new", "Bench", "--hands", "1000"]);
    hartenjagen(home, &["club", "start", "--players", &players.join(",")]);
    hartenjagen(home, &["club", "draw"]);
    let tables = tables(home);
    assert_eq!(tables.len(), 10);
    let room = start(home);
    let mut tv = events(&room.base);
    next_update(&mut tv); // the room as it is

    let mut group = c.benchmark_group("the room of 10 tables hears of a hand");
    group.sample_size(20);
    group.bench_function("entered on a table's phone", |b| {
        let mut turn = 0;
        b.iter_custom(|iterations| {
            let mut waited = Duration::ZERO;
            for _ in 0..iterations {
                let table = turn % tables.len();
                turn += 1;
                let seats = &tables[table].0;
                let hand = format!(
                    r#"{{"took": {{"{}": "QS 3", "{}": "rest"}}}}"#,
                    seats[0], seats[1]
                );
                let started = Instant::now();
                post(&room, table, "record", hand);
                next_update(&mut tv);
                waited += started.elapsed();
                post(&room, table, "undo", String::new());
                next_update(&mut tv);
            }
            waited
        });
    });
    group.bench_function("typed at the terminal", |b| {
        let mut turn = 0;
        b.iter_custom(|iterations| {
            let mut waited = Duration::ZERO;
            for _ in 0..iterations {
                let table = turn % tables.len();
                turn += 1;
                let (seats, file) = &tables[table];
                let number = (table + 1).to_string();
                let started = Instant::now();
                hartenjagen(
                    home,
                    &[
                        "club",
                        "record",
                        "--table",
                        &number,
                        &format!("{}=QS 3", seats[0]),
                        &format!("{}=rest", seats[1]),
                    ],
                );
                next_update(&mut tv);
                waited += started.elapsed();
                hartenjagen(home, &["undo", "--file", file]);
                next_update(&mut tv);
            }
            waited
        });
    });
    group.finish();
}

criterion_group!(benches, club_serve);
criterion_main!(benches);
