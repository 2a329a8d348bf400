//! History from before: `new --date` for a match played earlier, `note TEXT`, and `import FILE`
//! of a sheet of hand points.

use super::*;

/// The lines of a match file that start with `key = `.
fn key_lines(path: &str, key: &str) -> Vec<String> {
    fs::read_to_string(path)
        .expect("the match file")
        .lines()
        .filter(|line| line.starts_with(&format!("{key} = ")))
        .map(str::to_string)
        .collect()
}

/// A match from before, two hands long, played to its end.
fn played_before(env: &TestEnv, date: &str) -> String {
    let path = env.path("matches/before.toml");
    env.ok(&[
        "new",
        "--players",
        FOUR,
        "--hands",
        "2",
        "--date",
        date,
        "--file",
        &path,
    ]);
    env.ok(&["record", "--file", &path, "Ann=QS 3", "Bob=10", "Dee=rest"]);
    path
}

#[test]
fn a_match_from_before_starts_then_and_stamps_its_hands_with_that_start() {
    let env = TestEnv::new();
    let path = played_before(&env, "2026-03-01");
    let started = key_lines(&path, "started");
    assert_eq!(started.len(), 1);
    assert!(
        started[0].starts_with("started = \"2026-03-01T00:00:00"),
        "{started:?}"
    );
    assert_eq!(key_lines(&path, "dated"), ["dated = true"]);
    // Format 4 brought `dated`; its hands, made through a door, make it format 5.
    assert_eq!(key_lines(&path, "format"), ["format = 5"]);
    env.ok(&["record", "--file", &path, "Ann=5", "Cas=rest"]);
    // The hands carry the start, and the end says nothing of how long it took.
    let times = key_lines(&path, "time");
    assert_eq!(times.len(), 2);
    let start = started[0].trim_start_matches("started = ");
    assert!(times.iter().all(|t| t.ends_with(start)), "{times:?}");
    let html = env.ok(&["export", "--format", "html", "--file", &path]);
    assert!(html.contains("Hands played: 2"), "no summary in the report");
    assert!(!html.contains(" min."), "the report says how long it took");
    // History, seasons and ratings go by that date.
    let history = env.json(&["history", "--json"]);
    assert!(
        history[0]["started"]
            .as_str()
            .unwrap()
            .starts_with("2026-03-01T00:00:00")
    );
    let stats = env.json(&[
        "stats",
        "--json",
        "--since",
        "2026-03-01",
        "--until",
        "2026-03-01",
    ]);
    assert_eq!(
        stats["players"].as_array().map(Vec::len),
        Some(4),
        "{stats}"
    );
    let later = env.json(&["stats", "--json", "--since", "2026-03-02"]);
    assert_eq!(
        later["players"].as_array().map(Vec::len),
        Some(0),
        "{later}"
    );
    let today = env.path("matches/today.toml");
    env.ok(&["new", "--players", FOUR, "--hands", "1", "--file", &today]);
    env.ok(&["record", "--file", &today, "Ann=QS 3", "Bob=10", "Dee=rest"]);
    let html = env.ok(&["export", "--format", "html", "--file", &today]);
    assert!(
        html.contains("Hands played: 1, in 0 h 00 min."),
        "a match of today says its length"
    );
}

#[test]
fn a_match_from_before_may_say_the_time_it_started() {
    let env = TestEnv::new();
    let path = played_before(&env, "2026-03-01T19:30");
    assert!(key_lines(&path, "started")[0].starts_with("started = \"2026-03-01T19:30:00"));
    let status = env.json(&["status", "--json", "--file", &path]);
    assert_eq!(status["hands"].as_array().map(Vec::len), Some(1));
}

#[test]
fn a_date_still_to_come_is_refused_and_nothing_is_written() {
    let env = TestEnv::new();
    let path = env.path("matches/later.toml");
    let before = env.snapshot();
    let said = env.fails(&[
        "new",
        "--players",
        FOUR,
        "--date",
        "2999-01-01",
        "--file",
        &path,
    ]);
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(said.contains("2999-01-01 is still to come"), "{said}");
    assert_eq!(env.snapshot(), before, "a file was left behind");
    let dutch = env.fails(&[
        "--lang",
        "nl",
        "new",
        "--players",
        FOUR,
        "--date",
        "2999-01-01T10:00",
    ]);
    assert!(
        dutch.contains("2999-01-01 10:00 ligt in de toekomst"),
        "{dutch}"
    );
    assert_eq!(env.snapshot(), before, "a file was left behind");
    let usage = env.usage_error(&["new", "--players", FOUR, "--date", "1-3-2026"]);
    assert!(usage.contains("YYYY-MM-DDTHH:MM"), "{usage}");
    let dutch = env.usage_error(&[
        "--lang",
        "nl",
        "new",
        "--players",
        FOUR,
        "--date",
        "1-3-2026",
    ]);
    assert!(dutch.contains("JJJJ-MM-DDTUU:MM"), "{dutch}");
    env.ok(&[
        "--lang",
        "nl",
        "new",
        "--players",
        FOUR,
        "--date",
        "2026-03-01",
    ]);
}

#[test]
fn a_match_of_today_keeps_its_file_as_before() {
    let env = TestEnv::new();
    let path = env.path("matches/today.toml");
    env.ok(&["new", "--players", FOUR, "--file", &path]);
    env.ok(&["record", "--file", &path, "Ann=QS 3", "Bob=10", "Dee=rest"]);
    // Format 5 for the door its hand came in by; nothing of a start from before.
    assert_eq!(key_lines(&path, "format"), ["format = 5"]);
    assert!(key_lines(&path, "dated").is_empty());
}

#[test]
fn a_note_is_kept_with_its_time_shown_everywhere_and_left_by_undo() {
    let env = TestEnv::new();
    env.ok(&["new", "--players", FOUR]);
    assert_eq!(env.status()["notes"], json!([]));
    env.ok(&["record", "Ann=QS 3", "Bob=10", "Dee=rest"]);
    let said = env.ok(&[
        "note", "Bob", "left", "early;", "Eva", "played", "his", "cards",
    ]);
    assert!(
        said.contains("Bob left early; Eva played his cards"),
        "{said}"
    );
    let path = env.match_file().display().to_string();
    assert_eq!(key_lines(&path, "format"), ["format = 5"]);
    let notes = env.status()["notes"].clone();
    assert_eq!(notes.as_array().map(Vec::len), Some(1), "{notes}");
    assert_eq!(notes[0]["text"], "Bob left early; Eva played his cards");
    assert!(notes[0]["time"].is_string(), "{notes}");
    // Undo takes back the hand, never the note.
    env.ok(&["undo"]);
    let status = env.status();
    assert_eq!(status["hands"], json!([]));
    assert_eq!(status["notes"], notes);
    let text = env.ok(&["status"]);
    assert!(text.contains("Notes:"), "{text}");
    assert!(
        text.contains("  Bob left early; Eva played his cards"),
        "{text}"
    );
    let history = env.json(&["history", "--json"]);
    assert_eq!(history[0]["notes"], notes);
    let html = env.ok(&["export", "--format", "html"]);
    assert!(
        html.contains("Bob left early; Eva played his cards"),
        "{html}"
    );
    let dutch = env.ok(&["--lang", "nl", "status"]);
    assert!(dutch.contains("Notities:"), "{dutch}");
}

#[test]
fn an_empty_note_is_refused_and_a_note_goes_to_the_file_named() {
    let env = TestEnv::new();
    let first = env.path("matches/first.toml");
    env.ok(&["new", "--players", FOUR, "--file", &first]);
    let second = env.path("matches/second.toml");
    env.ok(&["new", "--players", "Eva,Fer,Gijs,Hen", "--file", &second]);
    let said = env.rejects(&["note", "  "]);
    assert!(said.contains("a note needs some text"), "{said}");
    env.ok(&["note", "--file", &first, "at the cottage"]);
    let status = env.json(&["status", "--json", "--file", &first]);
    assert_eq!(status["notes"][0]["text"], "at the cottage");
    let other = env.json(&["status", "--json", "--file", &second]);
    assert_eq!(
        other["notes"],
        json!([]),
        "the note went to the wrong match"
    );
}

/// A sheet written into the data folder.
fn sheet(env: &TestEnv, name: &str, text: &str) -> String {
    let path = env.path(name);
    fs::write(&path, text).expect("cannot write the sheet");
    path
}

/// Each player's total in a status JSON.
fn totals(status: &Value) -> Value {
    status["totals"].clone()
}

#[test]
fn an_exported_match_imports_again_with_the_same_totals_in_either_language() {
    let env = TestEnv::new();
    let played = env.path("matches/played.toml");
    env.ok(&["new", "--players", FOUR, "--file", &played]);
    env.ok(&[
        "record", "--file", &played, "Ann=QS 3", "Bob=10", "Dee=rest",
    ]);
    env.ok(&["record", "--file", &played, "Cas=rest"]);
    env.ok(&["record", "--file", &played, "Bob=QS", "Ann=rest"]);
    let original = env.json(&["status", "--json", "--file", &played]);
    for lang in ["en", "nl"] {
        let csv = env.ok(&[
            "--lang", lang, "export", "--format", "csv", "--file", &played,
        ]);
        let sheet = sheet(&env, &format!("{lang}.csv"), &csv);
        let again = env.path(&format!("matches/again-{lang}.toml"));
        let said = env.ok(&["import", &sheet, "--file", &again]);
        assert!(
            said.contains("points only") || said.contains("alleen punten"),
            "{said}"
        );
        let imported = env.json(&["status", "--json", "--file", &again]);
        assert_eq!(totals(&imported), totals(&original), "{lang}");
        assert_eq!(imported["hands"].as_array().map(Vec::len), Some(3));
        // Hand 2 was Cas's moon: its figures say so, and it is shown as one.
        assert_eq!(imported["hands"][1]["moon"], "Cas", "{imported}");
        assert_eq!(imported["hands"][0]["moon"], Value::Null);
    }
    // No Q♠ is counted for hands of points only.
    let stats = env.json(&["stats", "--json"]);
    assert!(stats["players"].is_array());
}

#[test]
fn a_paper_sheet_with_dealers_and_dates_stamps_each_hand_with_its_day() {
    let env = TestEnv::new();
    let sheet = sheet(
        &env,
        "paper.csv",
        "date,dealer,Ann,Bob,Cas,Dee\n2026-08-14,Bob,13,0,13,0\n2026-08-15,Cas,0,26,26,26\n,,1,2,3,20\n",
    );
    let path = env.path("matches/paper.toml");
    env.ok(&["import", &sheet, "--file", &path, "--hands", "3"]);
    let status = env.json(&["status", "--json", "--file", &path]);
    assert_eq!(
        status["totals"],
        json!({"Ann": 14, "Bob": 28, "Cas": 42, "Dee": 46})
    );
    assert_eq!(status["hands"][0]["dealer"], "Bob");
    assert_eq!(status["hands"][1]["dealer"], "Cas");
    assert_eq!(status["hands"][1]["moon"], "Ann");
    assert_eq!(status["finished"], true);
    let times = key_lines(&path, "time");
    assert!(times[0].contains("2026-08-14T00:00:00"), "{times:?}");
    assert!(times[1].contains("2026-08-15T00:00:00"), "{times:?}");
    assert!(
        times[2].contains("2026-08-14T00:00:00"),
        "the match's start: {times:?}"
    );
    let history = env.json(&["history", "--json"]);
    assert!(
        history[0]["started"]
            .as_str()
            .unwrap()
            .starts_with("2026-08-14")
    );
}

#[test]
fn a_sheet_that_does_not_add_up_is_refused_with_its_row_and_column_and_leaves_no_file() {
    let env = TestEnv::new();
    let cases: &[(&str, &str, &[&str], &str)] = &[
        (
            "total.csv",
            "Ann,Bob,Cas,Dee\n13,13,0,0\n13,13,1,0\n",
            &[],
            "row 3: the points add up to 27, and a hand of hartenjagen holds 26",
        ),
        (
            "word.csv",
            "Ann,Bob,Cas,Dee\n13,x,13,0\n",
            &[],
            "row 2, column 2 (Bob): x is not a whole number",
        ),
        (
            "figure.csv",
            "Ann,Bob,Cas,Dee\n30,-4,0,0\n",
            &[],
            "row 2, column 1 (Ann): Ann has 30",
        ),
        (
            "hand.csv",
            "hand,Ann,Bob,Cas,Dee\n1,13,13,0,0\n3,13,13,0,0\n",
            &[],
            "row 3, column 1 (hand): 3 where hand 2 comes",
        ),
        (
            "sum.csv",
            "Ann,Bob,Cas,Dee,Ann total,Bob total,Cas total,Dee total\n13,13,0,0,13,12,0,0\n",
            &[],
            "row 2, column 6 (Bob total): 12 is not Bob's total, the points give 13",
        ),
        (
            "dealer.csv",
            "dealer,Ann,Bob,Cas,Dee\nEva,13,13,0,0\n",
            &[],
            "row 2, column 1 (dealer)",
        ),
        (
            "date.csv",
            "date,Ann,Bob,Cas,Dee\n2999-01-01,13,13,0,0\n",
            &[],
            "row 2, column 1 (date): 2999-01-01 is still to come",
        ),
        (
            "knaves.csv",
            "Ann,Bob,Cas,Dee\n13,13,0,0\n",
            &["--variant", "knaves"],
            "knaves cannot be imported as points only",
        ),
        ("empty.csv", "Ann,Bob,Cas,Dee\n", &[], "holds no hands"),
    ];
    for (name, text, options, expected) in cases {
        let sheet = sheet(&env, name, text);
        let before = env.snapshot();
        let mut args = vec!["import", sheet.as_str()];
        args.extend_from_slice(options);
        let said = env.fails(&args);
        assert_eq!(said.lines().count(), 1, "{name}: {said}");
        assert!(
            said.contains(expected),
            "{name}: expected {expected:?}, got {said}"
        );
        assert_eq!(env.snapshot(), before, "{name}: a file was left behind");
    }
    assert!(env.match_files().is_empty(), "a match file was left behind");
}

#[test]
fn an_omnibus_match_with_its_bonus_card_and_moons_imports_again_with_the_same_totals() {
    let env = TestEnv::new();
    let played = env.path("matches/omnibus.toml");
    env.ok(&[
        "new",
        "--variant",
        "omnibus",
        "--players",
        FOUR,
        "--file",
        &played,
    ]);
    env.ok(&[
        "record",
        "--file",
        &played,
        "Ann=QS 3",
        "Bob=10 JD",
        "Dee=rest",
    ]);
    env.ok(&["record", "--file", &played, "Cas=rest"]);
    env.ok(&["record", "--file", &played, "Dee=JD", "Bob=rest"]);
    let original = env.json(&["status", "--json", "--file", &played]);
    let csv = env.ok(&["export", "--format", "csv", "--file", &played]);
    let sheet = sheet(&env, "omnibus.csv", &csv);
    let again = env.path("matches/again.toml");
    env.ok(&["import", &sheet, "--variant", "omnibus", "--file", &again]);
    let imported = env.json(&["status", "--json", "--file", &again]);
    assert_eq!(totals(&imported), totals(&original));
    let moons: Vec<&Value> = imported["hands"]
        .as_array()
        .unwrap()
        .iter()
        .map(|hand| &hand["moon"])
        .collect();
    assert_eq!(moons, [&Value::Null, &json!("Cas"), &json!("Bob")]);
    // The same sheet is no hartenjagen match: its first hand holds 16.
    let said = env.fails(&["import", &sheet]);
    assert!(said.contains("row 2: the points add up to 16"), "{said}");
}

#[test]
fn a_match_from_before_goes_to_bg_stats_on_its_day_without_a_duration() {
    let env = TestEnv::new();
    let path = played_before(&env, "2026-03-01T19:30");
    env.ok(&["record", "--file", &path, "Bob=QS 3", "Cas=rest"]);
    let play = env.json(&["export", "--format", "bgstats", "--file", &path]);
    assert_eq!(play["playDate"], "2026-03-01 19:30:00", "{play}");
    assert!(play.get("durationMin").is_none(), "{play}");
}

/// `import` reads a regular file of at most 16 MiB, opened without blocking: a FIFO and
/// /dev/zero waited or ate memory for ever, a 3 GB file took 7 GB. Each is refused at once in
/// a sentence, and nothing is written.
#[cfg(unix)]
#[test]
fn import_takes_only_a_regular_file_of_bounded_size_and_never_waits() {
    let env = TestEnv::new();
    let fifo = env.home().join("fifo.csv");
    let name = std::ffi::CString::new(fifo.to_str().expect("a path")).expect("no NUL");
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o644) }, 0);
    let zero = env.home().join("zero.csv");
    std::os::unix::fs::symlink("/dev/zero", &zero).expect("a link");
    let sparse = env.home().join("sparse.csv");
    fs::File::create(&sparse)
        .and_then(|f| f.set_len(3 << 30))
        .expect("a sparse file");
    let latin1 = env.home().join("latin1.csv");
    fs::write(
        &latin1,
        b"Ann,Bob,Cas,Dee\n13,0,13,0\n0,13,0,13\n\"Jos\xe9\",1,2,3\n",
    )
    .unwrap();
    for (sheet, said) in [
        (
            &fifo,
            "is a named pipe (FIFO), not a sheet; give the path of a plain file",
        ),
        (&zero, "is a device, not a sheet"),
        (
            &sparse,
            "is larger than 16 MiB, far too large for a sheet; nothing was read from it",
        ),
        (
            &latin1,
            ":4: the sheet is not UTF-8 text: the byte at offset 40 (line 4) is not valid",
        ),
        (&env.home().to_path_buf(), "is a folder, not a sheet"),
    ] {
        let output = Command::cargo_bin("hartenjagen")
            .expect("the binary")
            .env("HARTENJAGEN_HOME", env.home())
            .current_dir(env.home())
            .args(["import", sheet.to_str().expect("a path")])
            .timeout(Duration::from_secs(30))
            .output()
            .expect("runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{sheet:?}: {stderr}");
        assert_contains(&stderr, said);
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
    }
    assert!(!env.home().join("matches").exists(), "nothing was written");
}

#[test]
fn new_with_a_date_says_its_date_and_a_note_on_it_says_when_the_match_was_played() {
    // Issue 40, newcomer C7: the answer named no date, and the note's stamp (now) was all
    // that was said. The note keeps the time it was written; the answer names the match's day.
    let env = TestEnv::new();
    let path = env.path("matches/before.toml");
    let said = env.ok(&[
        "new",
        "--players",
        FOUR,
        "--date",
        "2026-11-24T20:00",
        "--file",
        &path,
    ]);
    assert_contains(&said, "Played on 2026-11-24 20:00");
    let noted = env.ok(&["note", "--file", &path, "Els left after hand 3"]);
    assert_contains(&noted, "The match was played on 2026-11-24 20:00");
    // A match of today says nothing of the kind.
    let today = env.path("matches/today.toml");
    let said = env.ok(&["new", "--players", FOUR, "--file", &today]);
    assert!(!said.contains("Played on"), "{said}");
    assert!(
        !env.ok(&["note", "--file", &today, "x"])
            .contains("was played on")
    );
}
