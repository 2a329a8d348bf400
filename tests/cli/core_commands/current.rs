//! The current match and `--file`: the most recently changed match, a match outside the
//! data folder, no match at all, and a file that does not parse.

use super::*;

#[test]
fn commands_without_file_use_the_most_recently_changed_match() {
    let env = TestEnv::new();
    let a = env.path("matches/a.toml");
    let b = env.path("matches/b.toml");
    env.ok(&["new", "--players", FOUR, "--file", &a]);
    env.ok(&[
        "new",
        "--variant",
        "omnibus",
        "--players",
        FOUR,
        "--file",
        &b,
    ]);

    set_modified(&a, 200);
    set_modified(&b, 100);
    assert_eq!(env.status()["variant"], "omnibus");

    set_modified(&b, 300);
    assert_eq!(env.status()["variant"], "hartenjagen");
    let b_before = fs::read(&b).expect("readable");
    env.ok(&["record", "Ann=QS", "Bob=13"]);
    assert_eq!(fs::read(&b).expect("readable"), b_before);
    let a_status = env.json(&["status", "--json", "--file", &a]);
    assert_eq!(a_status["hands"].as_array().map(Vec::len), Some(1));

    set_modified(&a, 400);
    env.ok(&["record", "Cas=QS JD", "Dee=13"]);
    let b_status = env.json(&["status", "--json", "--file", &b]);
    assert_eq!(b_status["variant"], "omnibus");
    assert_eq!(b_status["hands"].as_array().map(Vec::len), Some(1));
}

#[test]
fn record_on_a_finished_current_match_never_slips_into_an_older_one() {
    let env = TestEnv::new();
    let older = env.path("matches/older.toml");
    let finished = env.path("matches/finished.toml");
    env.ok(&["new", "--players", FOUR, "--file", &older]);
    env.ok(&[
        "new",
        "--players",
        FOUR,
        "--target",
        "20",
        "--file",
        &finished,
    ]);
    env.ok(&["record", "--file", &finished, "Ann=QS", "Bob=12", "Cas=1"]);
    env.ok(&["record", "--file", &finished, "Ann=QS", "Bob=13"]);
    set_modified(&older, 100);
    let stderr = env.rejects(&["record", "Ann=QS", "Bob=13"]);
    assert_contains(&stderr, "the match is over");
}

#[test]
fn file_option_works_on_a_match_outside_the_data_folder() {
    let env = TestEnv::new();
    let elsewhere = tempfile::tempdir().expect("cannot create a temporary folder");
    let file = elsewhere.path().join("ours.toml").display().to_string();
    let stdout = env.ok(&["new", "--players", FOUR, "--file", &file]);
    assert_contains(&stdout, &file);
    assert!(env.match_files().is_empty(), "nothing goes to matches/");
    env.ok(&["record", "--file", &file, "Ann=QS", "Bob=13"]);
    env.ok(&["misdeal", "--file", &file]);
    env.ok(&["undo", "--file", &file]);
    let status = env.json(&["status", "--json", "--file", &file]);
    assert_eq!(status["hands"].as_array().map(Vec::len), Some(1));
    let next = env.json(&["next", "--json", "--file", &file]);
    assert_eq!(next["dealer"], "Bob");
}

#[test]
fn commands_without_any_match_say_to_start_one() {
    let env = TestEnv::new();
    let stderr = env.fails(&["status"]);
    assert_contains(&stderr, "new");
    let stderr = env.fails(&["record", "Ann=QS", "Bob=13"]);
    assert_contains(&stderr, "new");
}

#[test]
fn a_match_file_that_fails_to_parse_is_named_with_its_line_and_never_overwritten() {
    let env = hartenjagen();
    env.ok(&["record", "Ann=QS", "Bob=13"]);
    let file = env.match_file();
    let text = fs::read_to_string(&file).expect("readable");
    let line = text
        .lines()
        .position(|l| l == "Bob = \"13\"")
        .expect("the hand's line")
        + 1;
    fs::write(&file, text.replace("Bob = \"13\"", "Bob = \"13")).expect("writable");
    let stderr = env.assert_unchanged(|| env.fails(&["record", "Cas=QS", "Dee=13"]));
    assert!(stderr.starts_with("error: "), "{stderr}");
    assert_contains(&stderr, &format!("{}:{line}:", file.display()));
}

#[test]
#[should_panic(expected = "changed")]
fn assert_unchanged_notices_a_change_to_the_match_file() {
    let env = hartenjagen();
    env.assert_unchanged(|| env.ok(&["record", "Ann=QS", "Bob=13"]));
}
