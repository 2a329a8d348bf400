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

// ---------------------------------------------------------------------------------------------
// Crashes
// ---------------------------------------------------------------------------------------------

#[test]
fn killing_record_at_any_moment_leaves_the_old_match_or_the_new_one() {
    let env = TestEnv::new();
    env.ok(&["new", "--players", FOUR, "--target", "100000"]);
    let path = env.match_file();
    let dir = path.parent().expect("a folder").to_path_buf();
    let record = |path: &Path| {
        let mut command = binary();
        command
            .env("HARTENJAGEN_HOME", env.path(""))
            .args(["record", "--file"])
            .arg(path)
            .args(["Ann=QS 3", "Bob=5", "Dee=rest"])
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        command
    };
    // How long one record takes here (the quickest of three), so the kills spread over its
    // whole life.
    let life = (0..3)
        .map(|_| {
            let started = Instant::now();
            assert!(record(&path).status().expect("runs").success());
            started.elapsed().as_micros() as u64
        })
        .min()
        .expect("three runs");
    let mut hands = 3;
    let mut rng = Rng(0x5eed_cafe_f00d_d00d);
    let (mut before_save, mut after_save) = (0, 0);
    for round in 0..40 {
        // Half of the kills anywhere in the command's life, half near its end, where it saves.
        let delay = if round % 2 == 0 {
            rng.below(life * 6 / 5)
        } else {
            life / 2 + rng.below(life * 3 / 5)
        };
        let mut child = record(&path).spawn().expect("runs");
        std::thread::sleep(Duration::from_micros(delay));
        let _ = child.kill();
        let status = child.wait().expect("waits");
        assert_ne!(status.code(), Some(101), "record panicked");
        let now = hands_in(&path);
        assert!(
            now == hands || now == hands + 1,
            "{hands} hands before the kill, {now} after"
        );
        if now == hands {
            before_save += 1;
        } else {
            after_save += 1;
        }
        hands = now;
        // Whatever a killed save left behind (a lock file, a temporary file) is not a match.
        assert_eq!(
            matchfile::match_files(&dir).expect("lists"),
            vec![path.clone()]
        );
    }
    eprintln!("killed {before_save} times before the save landed, {after_save} after");
    // A lock left by a killed command never blocks the next one.
    env.ok(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"]);
    assert_eq!(
        env.status()["hands"].as_array().expect("hands").len(),
        hands + 1
    );
    for name in names_in(&dir) {
        assert!(
            name == path.file_name().expect("a name").to_string_lossy() || name.starts_with('.'),
            "a file that is neither the match nor hidden: {name}"
        );
    }
}

#[test]
fn stray_lock_and_temporary_files_are_never_matches_and_old_ones_are_cleaned_up() {
    let env = hartenjagen();
    let path = env.match_file();
    let dir = path.parent().expect("a folder");
    let name = path
        .file_name()
        .expect("a name")
        .to_string_lossy()
        .into_owned();
    let stray = |suffix: &str, age: u64| {
        let file = dir.join(format!(".{name}.{suffix}"));
        fs::write(&file, "format = ").expect("writes");
        set_modified(&file.display().to_string(), age);
        file
    };
    let old = stray("Xy12Zw.hartenjagen-tmp", 3600);
    let fresh = stray("Ab34Cd.hartenjagen-tmp", 0);
    let lock = stray("hartenjagen-lock", 3600);
    // Hidden files of the user's own with names like ours are never touched.
    let backup = stray("backup", 3600);
    let look_alike = stray("2024v1", 3600);
    // The broken strays are hidden: the current match is still the real one.
    env.ok(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"]);
    assert_eq!(env.status()["hands"].as_array().expect("hands").len(), 1);
    assert!(!old.exists(), "an hour-old temporary file is left");
    assert!(
        fresh.exists(),
        "a temporary file that may be in use was removed"
    );
    assert!(!lock.exists(), "the lock file is left");
    assert!(
        backup.exists() && look_alike.exists(),
        "the user's own files were removed"
    );
    assert_eq!(matchfile::match_files(dir).expect("lists"), vec![path]);
}

#[test]
fn a_killed_news_leftovers_go_with_the_next_save_in_the_folder_but_never_a_held_lock() {
    let env = TestEnv::new();
    let dir = env.home().join("matches");
    fs::create_dir_all(&dir).expect("a folder");
    let leftover = |name: &str, age: u64| {
        let file = dir.join(name);
        fs::write(&file, "").expect("writes");
        set_modified(&file.display().to_string(), age);
        file
    };
    // A `new` killed an hour ago, before its match file was there: its lock and temporary file.
    let old_lock = leftover(".2026-11-20_200000_hartenjagen.toml.hartenjagen-lock", 3600);
    let old_temporary = leftover(
        ".2026-11-20_200000_hartenjagen.toml.Ab12Cd.hartenjagen-tmp",
        3600,
    );
    // Seconds old: perhaps a `new` still saving.
    let fresh = leftover(
        ".2026-11-25_070000_hartenjagen.toml.Zz99Zz.hartenjagen-tmp",
        5,
    );
    // A lock a command holds right now, however old its file.
    let running = dir.join("running.toml");
    let held = hartenjagen::store::lock::acquire(&running).expect("locks");
    let held_file = hartenjagen::store::lock::lock_path(&running);
    set_modified(&held_file.display().to_string(), 3600);
    // Names like ours that are not ours.
    let own = [
        leftover(".notes.toml.hartenjagen-tmp.bak", 3600),
        leftover("plain.hartenjagen-lock", 3600),
        leftover(".m.toml.lock", 3600),
    ];
    // `history` only reads.
    assert_contains(&env.ok(&["history"]), "hartenjagen new");
    assert!(old_lock.exists() && old_temporary.exists());
    env.ok(&["new", "--players", FOUR]);
    assert!(!old_lock.exists(), "a killed new's lock file is left");
    assert!(
        !old_temporary.exists(),
        "a killed new's temporary file is left"
    );
    assert!(
        fresh.exists(),
        "a temporary file that may be in use was removed"
    );
    assert!(held_file.exists(), "a held lock was removed");
    for file in &own {
        assert!(file.exists(), "{} was removed", file.display());
    }
    drop(held);
    assert!(!held_file.exists());
    let left: Vec<String> = names_in(&dir)
        .into_iter()
        .filter(|name| !name.ends_with("_hartenjagen.toml"))
        .collect();
    assert_eq!(
        left,
        [
            ".2026-11-25_070000_hartenjagen.toml.Zz99Zz.hartenjagen-tmp",
            ".m.toml.lock",
            ".notes.toml.hartenjagen-tmp.bak",
            "plain.hartenjagen-lock"
        ]
    );
}

// ---------------------------------------------------------------------------------------------
// Two writers
// ---------------------------------------------------------------------------------------------

#[test]
fn two_terminals_recording_at_once_never_lose_a_hand() {
    let env = TestEnv::new();
    let path = endless(&env, "shared.toml");
    let writer = |hand: [&'static str; 2]| {
        let (home, path) = (env.path(""), path.clone());
        std::thread::spawn(move || {
            for _ in 0..40 {
                let output = binary()
                    .env("HARTENJAGEN_HOME", &home)
                    .args(["record", "--file", &path])
                    .args(hand)
                    .output()
                    .expect("runs");
                assert!(
                    output.status.success(),
                    "a record failed: {}",
                    String::from_utf8_lossy(&output.stderr)
                );
            }
        })
    };
    let first = writer(["Ann=QS", "Bob=13"]);
    let second = writer(["Cas=QS", "Dee=13"]);
    first.join().expect("the first writer");
    second.join().expect("the second writer");
    let status = env.json(&["status", "--json", "--file", &path]);
    assert_eq!(status["hands"].as_array().expect("hands").len(), 80);
    assert_eq!(
        status["totals"],
        json!({ "Ann": 520, "Bob": 520, "Cas": 520, "Dee": 520 })
    );
    // The lock file goes with the last writer.
    assert_eq!(names_in(Path::new(&env.path(""))), ["shared.toml"]);
}

// ---------------------------------------------------------------------------------------------
// Damaged and hand-edited files
// ---------------------------------------------------------------------------------------------

/// Two matches side by side, `a.toml` with one hand and `b.toml` with none.
fn two_matches() -> (TestEnv, String, String) {
    let env = TestEnv::new();
    let a = endless(&env, "a.toml");
    let b = endless(&env, "b.toml");
    env.ok(&["record", "--file", &a, "Ann=QS 3", "Bob=5", "Dee=rest"]);
    (env, a, b)
}

/// Every command on the damaged match `path` fails with exit 1, an error that starts with
/// `start`, and leaves every file as it was; the other match `other` keeps working.
fn damaged_match_is_refused_and_kept(env: &TestEnv, path: &str, other: &str, start: &str) {
    let commands: [&[&str]; 6] = [
        &["record", "--file", path, "Ann=QS 3", "Bob=5", "Dee=rest"],
        &["status", "--file", path],
        &["next", "--file", path],
        &["undo", "--file", path],
        &["misdeal", "--file", path],
        &["edit", "1", "--file", path, "Ann=QS 3", "Bob=5", "Dee=rest"],
    ];
    for args in commands {
        let stderr = env.assert_unchanged(|| env.fails(args));
        assert!(
            stderr.starts_with(start),
            "{args:?}: expected {start:?} in:\n{stderr}"
        );
    }
    let hands = hands_in(Path::new(other));
    env.ok(&["record", "--file", other, "Cas=QS 3", "Bob=rest"]);
    let status = env.json(&["status", "--json", "--file", other]);
    assert_eq!(status["hands"].as_array().expect("hands").len(), hands + 1);
}

#[test]
fn a_bad_card_typed_into_a_match_file_names_the_file_and_line_and_nothing_is_overwritten() {
    let (env, a, b) = two_matches();
    let text = fs::read_to_string(&a).expect("reads");
    assert!(text.contains("Bob = \"5\"\n"));
    fs::write(&a, text.replace("Bob = \"5\"", "Bob = \"5 QX\"")).expect("writes");
    let line = text
        .lines()
        .position(|l| l == "Bob = \"5\"")
        .expect("Bob's line")
        + 1;
    let start =
        format!("error: {a}:{line}:7: entry 1 of the match: \"QX\" is not a card (try QS, ");
    damaged_match_is_refused_and_kept(&env, &a, &b, &start);
}

#[test]
fn an_impossible_hand_in_a_match_file_names_the_file_and_the_line_at_fault() {
    let (env, a, b) = two_matches();
    let text = fs::read_to_string(&a).expect("reads");
    fs::write(&a, text.replace("Bob = \"5\"", "Bob = \"6\"")).expect("writes");
    // The hearts go over at the last player's cards that hold hearts: that line is named.
    let line = text
        .lines()
        .position(|l| l.starts_with("Dee = "))
        .expect("Dee's cards")
        + 1;
    let start =
        format!("error: {a}:{line}: entry 1 of the match: hearts: 14 entered, the deck has 13");
    damaged_match_is_refused_and_kept(&env, &a, &b, &start);
}

#[test]
fn broken_toml_in_a_match_file_names_the_file_line_and_column() {
    let (env, a, b) = two_matches();
    let text = fs::read_to_string(&a).expect("reads");
    let damaged = text.replacen("\ndealer = \"Ann\"", "\ndealer = \"Ann", 1);
    assert_ne!(damaged, text);
    fs::write(&a, &damaged).expect("writes");
    let line = damaged
        .lines()
        .position(|l| l == "dealer = \"Ann")
        .expect("the line")
        + 1;
    damaged_match_is_refused_and_kept(&env, &a, &b, &format!("error: {a}:{line}:"));
    let stderr = env.fails(&["status", "--file", &a]);
    assert_contains(&stderr, "\n  dealer = \"Ann\n");
}

#[test]
fn a_truncated_or_binary_match_file_is_refused_and_kept() {
    let (env, a, b) = two_matches();
    let text = fs::read_to_string(&a).expect("reads");
    fs::write(&a, &text[..text.len() / 2]).expect("writes");
    damaged_match_is_refused_and_kept(&env, &a, &b, &format!("error: {a} was cut off: "));
    fs::write(&a, [0xff, 0xfe, 0x00, 0x41, 0x80]).expect("writes");
    damaged_match_is_refused_and_kept(
        &env,
        &a,
        &b,
        &format!(
            "error: {a}:1: the match file is not UTF-8 text: the byte at offset 0 (line 1) is not valid"
        ),
    );
}

#[test]
fn a_match_file_cut_short_is_refused_as_cut_off_never_saved_over_and_listed_as_damaged() {
    let env = hartenjagen();
    env.ok(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"]);
    env.ok(&["record", "Ann=QS", "Bob=rest"]);
    let text = fs::read_to_string(env.match_file()).expect("reads");
    // A copy that stopped at the end of the first hand: without its end line, it would load
    // as a match of one hand.
    let cut = env.path("matches/cut.toml");
    fs::write(&cut, &text[..text.rfind("[[hand]]").expect("a hand")]).expect("writes");
    assert_eq!(
        env.rejects(&["status", "--file", &cut]),
        format!(
            "error: {cut} was cut off: its last line should be the end line \"# end of match: \
             …\" but is not, so it was left as it is; an interrupted copy or sync does this: \
             restore the file from where it came from\n"
        )
    );
    assert_eq!(
        env.assert_unchanged(|| env.fails(&["--lang", "nl", "status", "--file", &cut])),
        format!(
            "fout: {cut} is afgekapt: de laatste regel hoort de eindregel \"# end of match: …\" \
             te zijn, maar die ontbreekt, dus het bestand blijft zoals het is; dat gebeurt als \
             kopiëren of synchroniseren halverwege stopt: haal het bestand opnieuw op van waar \
             het vandaan kwam\n"
        )
    );
    let changes: [&[&str]; 4] = [
        &["record", "--file", &cut, "Ann=QS 3", "Bob=rest"],
        &["edit", "1", "--file", &cut, "Ann=QS 3", "Bob=rest"],
        &["undo", "--file", &cut],
        &["misdeal", "--file", &cut],
    ];
    for args in changes {
        assert_contains(&env.rejects(args), "was cut off");
    }
    let history = env.ok(&["history"]);
    assert_contains(&history, "damaged");
    assert_contains(&history, "cut.toml was cut off");
    let listed = env.json(&["history", "--json"]);
    let damaged: Vec<&Value> = listed
        .as_array()
        .expect("a list")
        .iter()
        .filter(|m| m["state"] == "damaged")
        .collect();
    assert_eq!(damaged.len(), 1, "{listed}");
    assert_contains(
        damaged[0]["error"].as_str().unwrap_or_default(),
        "was cut off",
    );
    assert_eq!(env.json(&["stats", "--json"])["damaged_files"], 1);
    // Listed twice (the second time through the summary cache), it is still damaged.
    assert_contains(&env.ok(&["history"]), "cut.toml was cut off");
}

#[test]
fn a_damaged_current_match_is_named_and_the_others_still_work_with_file() {
    let env = hartenjagen();
    let first = env.match_file();
    set_modified(&first.display().to_string(), 60);
    let other = env.path("other.toml");
    env.ok(&["new", "--players", "Eve,Fay,Gus,Hal", "--file", &other]);
    env.ok(&["new", "--players", "Ivo,Jan,Kim,Lou"]);
    let current = env
        .match_files()
        .into_iter()
        .find(|p| *p != first)
        .expect("the new current match");
    fs::write(&current, "format = 1\nplayers = [\"Ivo\"\n").expect("writes");
    let stderr = env.fails(&["status"]);
    assert!(
        stderr.starts_with(&format!("error: {}:", current.display())),
        "{stderr}"
    );
    let first = first.display().to_string();
    env.ok(&["record", "--file", &first, "Ann=QS 3", "Bob=5", "Dee=rest"]);
    env.ok(&["status", "--file", &first]);
    env.ok(&["record", "--file", &other, "Eve=QS 3", "Fay=rest"]);
    env.ok(&["status", "--file", &other]);
}

// ---------------------------------------------------------------------------------------------
// Older format versions
// ---------------------------------------------------------------------------------------------

/// The hands of `status --json`: number, dealer, pass, phase, points, moon, renege, totals.
fn hand_rows(status: &Value) -> Vec<Value> {
    status["hands"]
        .as_array()
        .expect("hands")
        .iter()
        .map(|h| {
            json!([
                h["number"],
                h["dealer"],
                h["pass"],
                h["phase"],
                h["points"],
                h["moon"],
                h["renege"],
                h["totals"]
            ])
        })
        .collect()
}

#[test]
fn a_format_1_hartenjagen_match_still_loads_and_scores_the_same() {
    let env = TestEnv::new();
    let path = env.path("old.toml");
    fs::write(&path, FORMAT_1_HARTENJAGEN).expect("writes");
    let status = env.json(&["status", "--json", "--file", &path]);
    let p = |a: i64, b: i64, c: i64, d: i64| json!({ "Ann": a, "Bob": b, "Cas": c, "Dee": d });
    assert_eq!(
        hand_rows(&status),
        [
            json!([
                1,
                "Ann",
                "left",
                null,
                p(16, 5, 0, 5),
                null,
                null,
                p(16, 5, 0, 5)
            ]),
            json!([
                2,
                "Bob",
                "right",
                null,
                p(26, 0, 26, 26),
                "Bob",
                null,
                p(42, 5, 26, 31)
            ]),
            json!([
                3,
                "Cas",
                "across",
                null,
                p(0, 0, 26, 0),
                null,
                "Cas",
                p(42, 5, 52, 31)
            ]),
            json!([
                4,
                "Ann",
                "hold",
                null,
                p(0, 0, 15, 11),
                null,
                null,
                p(42, 5, 67, 42)
            ]),
            json!([
                5,
                "Bob",
                "left",
                null,
                p(13, 13, 0, 0),
                null,
                null,
                p(55, 18, 67, 42)
            ]),
        ]
    );
    assert_eq!(status["finished"], json!(false));
    assert_eq!(status["next"]["dealer"], json!("Cas"));
    assert_eq!(status["next"]["pass"], json!("right"));
    // The misdeal before hand 2 is kept as an entry of its own.
    let loaded = matchfile::load(Path::new(&path)).expect("loads");
    assert_eq!(loaded.game.entries.len(), 6);
    // An older file takes new hands; it is then written in the current format.
    env.ok(&["record", "--file", &path, "Cas=QS 3", "Bob=rest"]);
    let status = env.json(&["status", "--json", "--file", &path]);
    assert_eq!(status["totals"], p(55, 28, 83, 42));
}

#[test]
fn format_2_and_format_3_matches_load_and_score_as_the_same_hands_in_format_1() {
    let env = TestEnv::new();
    let rows = |text: &str, name: &str| {
        let path = env.path(name);
        fs::write(&path, text).expect("writes");
        hand_rows(&env.json(&["status", "--json", "--file", &path]))
    };
    let one = rows(FORMAT_1_HARTENJAGEN, "one.toml");
    assert_eq!(rows(FORMAT_2_HARTENJAGEN, "two.toml"), one);
    assert_eq!(rows(FORMAT_3_HARTENJAGEN, "three.toml"), one);
    // A format-2 file (no end line) takes a hand and is then written in format 5 (the new
    // hand's door), end line and all.
    let two = env.path("two.toml");
    env.ok(&["record", "--file", &two, "Cas=QS 3", "Bob=rest"]);
    let text = fs::read_to_string(&two).expect("reads");
    assert_contains(&text, "\nformat = 5\n");
    let last = text.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("# end of match: 7 entries, checksum "),
        "{last}"
    );
    // The format-3 fixture cut at its last hand is refused.
    let three = env.path("three.toml");
    let cut = &FORMAT_3_HARTENJAGEN[..FORMAT_3_HARTENJAGEN.rfind("[[hand]]").unwrap_or(0)];
    fs::write(&three, cut).expect("writes");
    assert_contains(&env.rejects(&["status", "--file", &three]), "was cut off");
}

#[test]
fn a_format_1_two_phase_match_still_loads_and_scores_the_same() {
    let env = TestEnv::new();
    let path = env.path("old.toml");
    fs::write(&path, FORMAT_1_HEART_HUNTER).expect("writes");
    let status = env.json(&["status", "--json", "--file", &path]);
    let p = |a: i64, b: i64, c: i64| json!({ "Ann": a, "Bob": b, "Cas": c });
    assert_eq!(
        hand_rows(&status),
        [
            json!([1, "Ann", "hold", 1, p(10, 6, 0), null, null, p(10, 6, 0)]),
            json!([2, "Bob", "hold", 1, p(0, 7, 9), null, null, p(10, 13, 9)]),
            json!([
                3,
                "Cas",
                "hold",
                1,
                p(0, 16, 16),
                "Ann",
                null,
                p(10, 29, 25)
            ]),
            json!([
                4,
                "Ann",
                "hold",
                2,
                p(0, -5, -11),
                null,
                null,
                p(10, 24, 14)
            ]),
            json!([
                5,
                "Bob",
                "hold",
                2,
                p(0, 0, -16),
                "Cas",
                null,
                p(10, 24, -2)
            ]),
        ]
    );
    assert_eq!(status["finished"], json!(true));
    assert_eq!(status["winner"], json!("Cas"));
    assert_eq!(status["next"], json!(null));
}

// ---------------------------------------------------------------------------------------------
// Junk
// ---------------------------------------------------------------------------------------------

/// Runs the binary with `args` and asserts it did not panic: exit 0, 1 or 2, never 101.
fn no_panic(env: &TestEnv, args: &[&str]) -> i32 {
    let output = env.run(args);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let code = output.status.code().expect("an exit status");
    assert!(
        matches!(code, 0..=2) && !stderr.contains("panicked") && !stderr.contains("hit a bug"),
        "hartenjagen {args:?} exited {code}:\n{stderr}"
    );
    code
}

#[test]
fn junk_player_names_are_refused_and_never_crash() {
    let env = TestEnv::new();
    let file = env.path("m.toml");
    let refused = [
        ("Ann,,Cas,Dee", "a player name is empty"),
        (",Bob,Cas,Dee", "a player name is empty"),
        ("Ann, ,Cas,Dee", "a player name is empty"),
        ("Ann,bob,BOB,Dee", "two players are called bob and BOB"),
        ("Ann,Bob=1,Cas,Dee", "cannot be used"),
        ("Ann,B\u{7}ob,Cas,Dee", "cannot be used"),
        ("Ann,Bob\u{1b}[31m,Cas,Dee", "cannot be used"),
        ("Ann,Bob\nBo,Cas,Dee", "cannot be used"),
    ];
    for (players, why) in refused {
        let stderr = env.fails(&["new", "--players", players, "--file", &file]);
        assert_contains(&stderr, why);
        assert!(!Path::new(&file).exists());
    }
    let long = "x".repeat(10_000);
    let odd = [
        "",
        ",",
        ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
        "Ann",
        "Ann,Bob,Cas,Dee,Eve,Fay,Gus,Hal,Ivo,Jan,Kim,Lou,Max,Ned,Oda,Pim,Quin,Rik",
        "Änne,Søren,Łucja,日本",
        "\u{202e}Ann,Bob,Cas,Dee",
        "🂡,🂱,🃁,🃑",
        "ß,SS,ss,ẞ",
        "-,--,---,rest",
        &long,
    ];
    for players in odd {
        let _ = fs::remove_file(&file);
        no_panic(&env, &["new", "--players", players, "--file", &file]);
    }
}

#[test]
fn ten_thousand_players_are_refused_by_the_table_size_at_once() {
    let env = TestEnv::new();
    let file = env.path("m.toml");
    let players: Vec<String> = (1..=10_000).map(|n| format!("P{n}")).collect();
    let stderr = env.fails(&["new", "--players", &players.join(","), "--file", &file]);
    assert_contains(&stderr, "is played by 4 players, not 10000");
    assert!(!Path::new(&file).exists());
}

#[test]
fn junk_record_arguments_never_crash_or_damage_the_match() {
    let env = TestEnv::new();
    let path = endless(&env, "m.toml");
    let fixed: Vec<String> = [
        "=",
        "==",
        "Ann=",
        "=QS",
        "Ann=QS=QS",
        "Ann==",
        "ann=QS QS",
        "Ann=-1",
        "Ann=--",
        "Ann=99999999999999999999999999",
        "Ann=18446744073709551616",
        "Ann=rest",
        "Ann=rest Bob=rest",
        "Ann=♠♠",
        "Ann=Q♠\u{fe0f}\u{fe0f}",
        "Ann=🂡",
        "Ann=1H",
        "Ann=JK",
        "Ann=joker",
        "Ann=Q\u{301}S",
        "Ann=ＱＳ",
        "Ann=q♤",
        "Ann=,,,",
        "Ann=\t",
        "A=1",
        "nobody=QS",
        "Ann=10 10 10",
        "Ann=0",
        "Ann=00000000000000000000013",
        "Ann=1e3",
        "Ann=ⅩH",
        "Ann=٣",
        "Ann=\u{0661}\u{0662}",
        "Ann=QS,QS",
        "Ann=\u{200b}QS",
        "é=QS",
    ]
    .iter()
    .map(ToString::to_string)
    .chain(std::iter::once(format!("Ann={}", "QS ".repeat(5_000))))
    .collect();
    let before = fs::read(&path).expect("reads");
    for word in &fixed {
        if no_panic(&env, &["record", "--file", &path, word]) == 0 {
            env.ok(&["undo", "--file", &path]);
        }
    }
    for flags in [
        ["--moon", "sideways"],
        ["--renege", ""],
        ["--renege", "="],
        ["--out", "QS"],
        ["--dealer", ""],
        ["--pass", "up"],
        ["--out", "\u{fffd}"],
    ] {
        no_panic(
            &env,
            &["record", "--file", &path, flags[0], flags[1], "Ann=QS 3"],
        );
    }
    // Random words from an alphabet of everything that means something in a hand.
    let alphabet: Vec<char> = "AaBbnN=,= -0123456789QKJTqkjtSHDCshdc♠♥♦♣♤♡rest\u{fe0f}é日 \t"
        .chars()
        .collect();
    let mut rng = Rng(0xdead_beef_1234_5678);
    for _ in 0..25 {
        let words: Vec<String> = (0..1 + rng.below(4))
            .map(|_| {
                (0..rng.below(12))
                    .map(|_| alphabet[rng.below(alphabet.len() as u64) as usize])
                    .collect()
            })
            .collect();
        let mut args = vec!["record", "--file", path.as_str()];
        args.extend(words.iter().map(String::as_str));
        if no_panic(&env, &args) == 0 {
            env.ok(&["undo", "--file", &path]);
        }
    }
    // Every hand taken and undone is in the change log (the file moves to format 5 for it),
    // and the match is as it was.
    let after = fs::read_to_string(&path).expect("reads");
    let before = String::from_utf8(before).expect("text");
    let hands = |text: &str| {
        let end = text
            .find("\n[[change]]")
            .or_else(|| text.rfind("# end of match"))
            .unwrap_or(text.len());
        let kept: Vec<&str> = text[..end]
            .trim_end()
            .lines()
            .filter(|line| !line.starts_with("format = "))
            .collect();
        kept.join("\n")
    };
    assert_eq!(hands(&after), hands(&before));
    assert_eq!(
        after.matches("[[change]]").count(),
        after.matches("action = \"undo\"").count()
    );
}

/// One change to a file's text: what a careless hand edit or a damaged disk might do.
#[derive(Clone, Debug)]
enum Edit {
    Delete { at: usize, len: usize },
    Insert { at: usize, text: String },
    Number { nth: usize, value: String },
    Quoted { nth: usize, text: String },
    CopyLine { from: usize, to: usize },
}

/// Numbers that may stand anywhere in a file. The extreme ones (the ends of i64) are kept
/// apart: as card values they still overflow the core's sums (see
/// `extreme_points_in_a_variant_never_panic`).
const NUMBERS: [&str; 13] = [
    "0",
    "-1",
    "1",
    "255",
    "256",
    "65536",
    "2147483648",
    "4294967296",
    "1000000000000",
    "18446744073709551616",
    "1e308",
    "nan",
    "-inf",
];
const EXTREME_NUMBERS: [&str; 3] = [
    "9223372036854775807",
    "-9223372036854775808",
    "4611686018427387904",
];

fn edits(extreme: bool) -> impl Strategy<Value = Vec<Edit>> {
    let junk = prop_oneof![
        Just("rest".to_string()),
        Just("QS".to_string()),
        Just("-".to_string()),
        Just("JK".to_string()),
        "[0-9]{1,3}",
        "[ -~&&[^\"\\\\]]{0,10}",
        "[♠♥♦♣QJKA0-9 ,]{0,8}",
    ];
    let mut numbers = NUMBERS.to_vec();
    if extreme {
        numbers.extend(EXTREME_NUMBERS);
    }
    let number = proptest::sample::select(numbers).prop_map(str::to_string);
    let edit = prop_oneof![
        (any::<usize>(), 0usize..40).prop_map(|(at, len)| Edit::Delete { at, len }),
        (any::<usize>(), "\\PC{0,8}").prop_map(|(at, text)| Edit::Insert { at, text }),
        (0usize..200, number).prop_map(|(nth, value)| Edit::Number { nth, value }),
        (0usize..200, junk).prop_map(|(nth, text)| Edit::Quoted { nth, text }),
        (any::<usize>(), any::<usize>()).prop_map(|(from, to)| Edit::CopyLine { from, to }),
    ];
    proptest::collection::vec(edit, 1..4)
}

fn floor_boundary(text: &str, at: usize) -> usize {
    let mut at = at % (text.len() + 1);
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The byte ranges of the digit runs, or of the insides of the double-quoted strings.
fn spans(text: &str, quoted: bool) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let start = i;
        if quoted && bytes[i] == b'"' {
            i += 1;
            while i < bytes.len() && bytes[i] != b'"' && bytes[i] != b'\n' {
                i += 1;
            }
            found.push((start + 1, i));
        } else if !quoted && bytes[i].is_ascii_digit() {
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            found.push((start, i));
            continue;
        }
        i += 1;
    }
    found
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut text = text.to_string();
    for edit in edits {
        match edit {
            Edit::Delete { at, len } => {
                let start = floor_boundary(&text, *at);
                let end = floor_boundary(&text, (start + len).min(text.len()));
                text.replace_range(start..end.max(start), "");
            }
            Edit::Insert { at, text: inserted } => {
                let at = floor_boundary(&text, *at);
                text.insert_str(at, inserted);
            }
            Edit::Number { nth, value } | Edit::Quoted { nth, text: value } => {
                let found = spans(&text, matches!(edit, Edit::Quoted { .. }));
                if let Some(&(start, end)) = found.get(nth % found.len().max(1)) {
                    text.replace_range(start..end, value);
                }
            }
            Edit::CopyLine { from, to } => {
                let lines: Vec<&str> = text.lines().collect();
                if !lines.is_empty() {
                    let copied = lines[from % lines.len()].to_string();
                    let mut lines: Vec<String> = lines.iter().map(ToString::to_string).collect();
                    lines.insert(to % (lines.len() + 1), copied);
                    text = lines.join("\n");
                }
            }
        }
    }
    text
}

fn resolve(text: &str) {
    let source = Source {
        name: "junk".into(),
        origin: "junk.toml".into(),
        text: text.to_string(),
    };
    let _ = resolve_source(&source, &Source::builtin);
}

#[test]
fn the_edits_used_below_do_change_files() {
    let edited = apply(
        FORMAT_1_HARTENJAGEN,
        &[Edit::Number {
            nth: 0,
            value: "7".into(),
        }],
    );
    assert!(edited.contains("format = 7"), "{edited}");
    let edited = apply(
        FORMAT_1_HARTENJAGEN,
        &[Edit::Quoted {
            nth: 0,
            text: "x".into(),
        }],
    );
    assert!(edited.contains("started = \"x\""), "{edited}");
}

/// Every language's card words, `KH` read the Dutch way: the widest reading there is.
fn dutch_words() -> hartenjagen::words::vocab::Vocabulary {
    hartenjagen::words::vocab::Vocabulary::new(hartenjagen::words::Lang::Nl)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn the_card_parser_survives_any_text(text in any::<String>()) {
        let _ = parse_cards(&text, dutch_words().cards());
    }

    #[test]
    fn the_card_parser_survives_any_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..64)) {
        let _ = parse_cards(&String::from_utf8_lossy(&bytes), dutch_words().cards());
    }

    #[test]
    fn the_card_parser_survives_card_like_text(text in "[0-9A-Za-z♠♥♦♣♤♡♢♧\u{fe0f}, -]{0,24}") {
        let _ = parse_cards(&text, dutch_words().cards());
    }

    #[test]
    fn the_variant_loader_survives_any_text(text in any::<String>()) {
        resolve(&text);
    }

    #[test]
    fn the_match_loader_survives_any_text(text in any::<String>()) {
        prop_assert!(matchfile::parse("junk.toml", &text).is_err());
    }

    #[test]
    fn the_match_loader_survives_any_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..256)) {
        let _ = matchfile::parse("junk.toml", &String::from_utf8_lossy(&bytes));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(160))]

    #[test]
    fn the_variant_loader_survives_damaged_built_ins(which in 0..BUILTIN.len(), edits in edits(true)) {
        resolve(&apply(BUILTIN[which].1, &edits));
    }

    #[test]
    fn the_match_loader_survives_damaged_match_files(two_phase in any::<bool>(), edits in edits(true)) {
        let text = if two_phase { FORMAT_1_HEART_HUNTER } else { FORMAT_1_HARTENJAGEN };
        let _ = matchfile::parse("junk.toml", &apply(text, &edits));
    }
}

/// Point values far beyond any card game are refused by `Variant::check`, so sums over them
/// can never overflow.
#[test]
fn extreme_points_in_a_variant_never_panic() {
    for extra in [
        "[scoring.cards]\nQS = -9223372036854775808\n",
        "[scoring.cards]\nQS = 9223372036854775807\n",
        "[scoring]\nhearts = 9223372036854775807\n",
        "[scoring]\nrenege = -9223372036854775808\n",
        "[moon]\neffect = \"greek\"\nvalue = 9223372036854775807\n",
    ] {
        resolve(&format!("extends = \"hartenjagen\"\n{extra}"));
    }
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig::with_cases(500));
    runner
        .run(&(any::<bool>(), edits(true)), |(two_phase, edits)| {
            let text = if two_phase {
                FORMAT_1_HEART_HUNTER
            } else {
                FORMAT_1_HARTENJAGEN
            };
            let _ = matchfile::parse("junk.toml", &apply(text, &edits));
            Ok(())
        })
        .expect("no panic");
}

#[test]
fn text_added_below_the_end_line_is_said_as_such_not_as_a_cut() {
    let env = hartenjagen();
    env.ok(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"]);
    let file = env.match_file().display().to_string();
    let text = fs::read_to_string(&file).expect("reads");
    let line = text.lines().count();
    fs::write(&file, format!("{text}[[hand]]\ndealer = \"Bob\"\n")).expect("writes");
    assert_eq!(
        env.rejects(&["status", "--file", &file]),
        format!(
            "error: {file}: something was added below its end line (line {line}, \"# end of \
             match: …\"), which must stay the last line; hands and notes go above it: move what \
             was added up, or remove it, and the file loads again\n"
        )
    );
    // A blank line after it is no addition.
    fs::write(&file, format!("{text}\n\n")).expect("writes");
    env.ok(&["status", "--file", &file]);
}
