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
    assert_eq!(key_lines(&path, "format"), ["format = 4"]);
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
    assert!(dutch.contains("2999-01-01 10:00 moet nog komen"), "{dutch}");
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
    assert_eq!(key_lines(&path, "format"), ["format = 3"]);
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
    assert_eq!(key_lines(&path, "format"), ["format = 4"]);
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
