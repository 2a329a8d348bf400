//! `undo` and `misdeal`.

use super::*;

#[test]
fn undo_removes_the_last_hand() {
    let env = hartenjagen();
    env.ok(&["record", "Ann=QS", "Bob=13"]);
    let after_first = env.status();
    env.ok(&["record", "Cas=QS", "Dee=13"]);
    assert_eq!(env.status()["hands"].as_array().map(Vec::len), Some(2));
    env.ok(&["undo"]);
    assert_eq!(env.status(), after_first);
}

#[test]
fn undo_with_nothing_to_undo_fails_and_leaves_the_file_unchanged() {
    let env = hartenjagen();
    let stderr = env.rejects(&["undo"]);
    assert_contains(&stderr, "nothing to undo");
}

#[test]
fn misdeal_keeps_the_dealer_hand_number_and_pass_and_undo_removes_it() {
    let env = hartenjagen();
    env.ok(&["record", "Ann=QS", "Bob=13"]);
    let status_before = env.status();
    let stdout = env.ok(&["misdeal"]);
    assert_contains(&stdout, "Bob");
    let text = fs::read_to_string(env.match_file()).expect("readable");
    assert_contains(&text, "misdeal");

    let status = env.status();
    assert_eq!(status, status_before, "a misdeal is not a hand");
    let next = env.next();
    assert_eq!(next["number"], 2);
    assert_eq!(next["dealer"], "Bob");
    assert_eq!(next["pass"], "right");

    let stdout = env.ok(&["undo"]);
    assert_contains(&stdout.to_lowercase(), "misdeal");
    let text = fs::read_to_string(env.match_file()).expect("readable");
    let (entries, log) = text.split_once("[[change]]").expect("a change log");
    assert!(!entries.contains("misdeal"), "the misdeal is gone:\n{text}");
    assert_contains(log, "action = \"undo\"");
    assert_contains(log, "misdeal = true");
    assert_eq!(env.status(), status_before);
}

#[test]
fn a_hand_after_a_misdeal_is_numbered_and_passed_as_the_redealt_one() {
    let env = hartenjagen();
    env.ok(&["misdeal"]);
    env.ok(&["misdeal"]);
    env.ok(&["record", "Ann=QS", "Bob=13"]);
    let status = env.status();
    assert_eq!(status["hands"].as_array().map(Vec::len), Some(1));
    assert_eq!(status["hands"][0]["number"], 1);
    assert_eq!(status["hands"][0]["dealer"], "Ann");
    assert_eq!(status["hands"][0]["pass"], "left");
    assert_eq!(status["next"]["number"], 2);
    assert_eq!(status["next"]["dealer"], "Bob");
    assert_eq!(status["next"]["pass"], "right");
}
