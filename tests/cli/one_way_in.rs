//! One way in (RULES.md, "Rulings: one way in"): the same bad hand driven through the doors a
//! hand comes in by — the command line, a phone (the JSON API), a match file — is refused alike:
//! the same problem, at the same part of the hand, each door naming the place its own way (a
//! flag, a JSON key, a line and column). The prompt's door is tested in src/play/tests.rs.

use crate::serve::Server;
use crate::{TestEnv, assert_contains, names_in, started};
use serde_json::{Value, json};
use std::fs;

/// The one match file of a test's data folder.
fn match_file(env: &TestEnv) -> String {
    let names = names_in(&env.home().join("matches"));
    assert_eq!(names.len(), 1, "{names:?}");
    env.path(&format!("matches/{}", names[0]))
}

/// What the API says of a hand it only checks: the status and the refusal.
fn checked(env: &TestEnv, hand: &Value) -> (u16, Value) {
    let server = Server::start(env, &match_file(env), &[]);
    env.assert_unchanged(|| server.post_hand("/api/check", hand))
}

/// The match file with one hand recorded, its text changed by `change`, read back by `status`:
/// the error (exit 1, one line, nothing changed) or the standings.
fn file_with(env: &TestEnv, change: impl Fn(&str) -> String) -> String {
    let file = match_file(env);
    let text = fs::read_to_string(&file).expect("the match file");
    let changed = change(&text);
    assert_ne!(changed, text, "the test changes the file");
    fs::write(&file, changed).expect("the match file is written");
    file
}

/// The line of the first line of `text` that starts with `start` (1-based).
fn line_of(text: &str, start: &str) -> usize {
    text.lines()
        .position(|line| line.trim_start().starts_with(start))
        .expect("the line is in the file")
        + 1
}

#[test]
fn scoring_cards_without_a_trick_are_refused_alike_at_every_door() {
    let env = started("knaves", "Ann,Bob,Cas,Dee");
    let said = "Bob took J♥ but no trick";
    // The command line.
    assert_contains(
        &env.rejects(&["record", "Ann=tricks:13 JD JC JS", "Bob=JH"]),
        said,
    );
    assert_contains(
        &env.rejects(&["record", "Ann=tricks:13 JD JC JS", "Bob=tricks:0 JH"]),
        said,
    );
    // A phone: the same sentence, at Bob's cards as sent.
    let (status, refusal) = checked(
        &env,
        &json!({"took": {"Ann": "tricks:13 JD JC JS", "bob": "JH"}}),
    );
    assert_eq!(status, 400, "{refusal}");
    assert_eq!(refusal["code"], "impossible-hand");
    assert_eq!(refusal["field"], "took.bob");
    assert_contains(refusal["error"].as_str().unwrap_or_default(), said);
    // A match file of this format: the line of Bob's cards, the value at fault.
    env.ok(&["record", "Ann=tricks:12 JD JC JS", "Bob=tricks:1 JH"]);
    let file = file_with(&env, |text| text.replace("J♥ tricks:1", "J♥"));
    let line = line_of(&fs::read_to_string(&file).unwrap_or_default(), "Bob = ");
    let error = env.rejects(&["status", "--file", &file]);
    assert_contains(&error, &format!("{file}:{line}: "));
    assert_contains(&error, said);
}

#[test]
fn rest_beside_the_tricks_left_takes_them_and_any_other_number_is_refused() {
    let env = started("knaves", "Ann,Bob,Cas,Dee");
    env.rejects(&["record", "Ann=tricks:10 JD JC JS", "Bob=tricks:2 rest"]);
    let recorded = env.ok(&["record", "Ann=tricks:10 JD JC JS", "Bob=tricks:3 rest"]);
    assert_contains(&recorded, "Ann +4, Bob −1");
}

#[test]
fn a_pass_in_a_game_that_never_passes_is_refused_alike_at_every_door() {
    let env = started("slobberhannes", "Ann,Bob,Cas,Dee");
    let said = "nobody passes in slobberhannes";
    assert_contains(
        &env.rejects(&["record", "--pass", "left", "Ann=QC first last", "Bob=rest"]),
        said,
    );
    assert_contains(
        &env.fails(&[
            "--lang", "nl", "record", "--pass", "links", "Ann=QC", "Bob=rest",
        ]),
        "in slobberhannes wordt nooit doorgegeven",
    );
    let (status, refusal) = checked(
        &env,
        &json!({"took": {"Ann": "QC first last", "Bob": "rest"}, "pass": "left"}),
    );
    assert_eq!(
        (status, refusal["code"].as_str()),
        (400, Some("no-passing"))
    );
    assert_eq!(refusal["field"], "pass");
    // The page's sentence starts with a capital.
    assert_contains(
        refusal["error"].as_str().unwrap_or_default(),
        "Nobody passes in slobberhannes",
    );
    // A file of this format with a pass in such a game is refused at that hand.
    env.ok(&["record", "Ann=QC first last", "Bob=rest"]);
    let file = file_with(&env, |text| {
        text.replace("pass = \"hold\"", "pass = \"left\"")
    });
    assert_contains(&env.rejects(&["status", "--file", &file]), said);
}

#[test]
fn a_match_file_saved_before_the_rulings_keeps_its_hands_names_them_and_edit_mends_them() {
    let env = started("slobberhannes", "Ann,Bob,Cas,Dee");
    env.ok(&["record", "Ann=QC first last", "Bob=rest"]);
    let file = file_with(&env, |text| {
        text.replace("format = 5", "format = 1")
            .replace("pass = \"hold\"", "pass = \"left\"")
    });
    // It loads; status names the hand once on standard error, with how to mend it.
    let output = env.expect_code(&["status", "--file", &file], 0);
    let stderr = String::from_utf8_lossy(&output.stderr).to_string();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert_contains(&stderr, "hand 1 was saved before a newer check");
    assert_contains(&stderr, "hartenjagen edit 1");
    // A new hand still goes through every check, and the file stays in its format.
    env.rejects(&["record", "--pass", "left", "Ann=QC", "Bob=rest"]);
    env.ok(&["record", "Ann=QC", "Bob=rest"]);
    assert_contains(&fs::read_to_string(&file).unwrap_or_default(), "format = 1");
    // Mended, the file moves to the new format and nothing is named any more.
    assert_contains(
        &env.ok(&["edit", "1", "Ann=QC first last", "Bob=rest"]),
        "Hand 1",
    );
    let text = fs::read_to_string(&file).unwrap_or_default();
    assert_contains(&text, "format = 5");
    let output = env.expect_code(&["status", "--file", &file], 0);
    assert!(output.stderr.is_empty(), "{output:?}");
}

#[test]
fn cancellations_cards_out_of_play_hold_one_trick_at_most() {
    let env = started("cancellation", "Ann,Bob,Cas,Dee,Eve,Fay");
    let out = "2H 3H 4H 5H 6H 7H 8H";
    let said = "7 cards entered out of play, but a dead last trick holds one card of each player";
    assert_contains(&env.rejects(&["record", "--out", out, "Ann=rest"]), said);
    let (status, refusal) = checked(&env, &json!({"took": {"Ann": "rest"}, "out": out}));
    assert_eq!(status, 400, "{refusal}");
    assert_eq!(refusal["field"], "out");
    assert_contains(refusal["error"].as_str().unwrap_or_default(), said);
    env.ok(&["record", "--out", "2H 3H 4H 5H 6H 7H", "Ann=rest"]);
}

#[test]
fn a_player_named_twice_is_refused_whatever_the_case_or_the_form() {
    let env = crate::hartenjagen();
    assert_contains(
        &env.rejects(&["record", "Ann=QS", "ann=3", "Dee=rest"]),
        "Ann is named twice",
    );
    let server = Server::start(&env, &match_file(&env), &[]);
    env.assert_unchanged(|| {
        for body in [
            r#"{"took": {"Ann": "QS", "ann": "3", "Dee": "rest"}}"#,
            r#"{"took": {"Ann": "QS", "Ann": "3", "Dee": "rest"}}"#,
        ] {
            let (status, refusal) = server.post("/api/check", Some(&server.key), body.as_bytes());
            assert_eq!(
                (status, refusal["code"].as_str()),
                (400, Some("named-twice"))
            );
            assert_contains(
                refusal["error"].as_str().unwrap_or_default(),
                "Ann is named twice",
            );
        }
    });
}

#[test]
fn the_dutch_words_are_flag_values_and_api_values_too() {
    let env = crate::hartenjagen();
    env.ok(&["record", "--pass", "links", "Ann=QS 3", "Bob=rest"]);
    assert_contains(
        &env.usage_error(&["record", "--pass", "schuin", "Ann=rest"]),
        "use left, right, across, hold, two-left, two-right, scatter or centre",
    );
    let (status, answer) = checked(&env, &json!({"took": {"Ann": "rest"}, "pass": "rechts"}));
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["hands"][1]["pass"], "right");
    let (status, refusal) = checked(&env, &json!({"took": {"Ann": "rest"}, "pass": "schuin"}));
    assert_eq!((status, refusal["code"].as_str()), (400, Some("bad-value")));
    assert_eq!(refusal["field"], "pass");
}

#[test]
fn a_moon_refusal_on_a_phone_names_the_moon_choice_never_a_flag() {
    let env = started("plain-hearts", "Ann,Bob,Cas,Dee");
    let (status, refusal) = checked(&env, &json!({"took": {"Ann": "rest"}}));
    assert_eq!(
        (status, refusal["code"].as_str()),
        (400, Some("moon-choice-missing"))
    );
    assert_eq!(refusal["field"], "moon");
    let said = refusal["error"].as_str().unwrap_or_default();
    assert_eq!(
        said,
        "Ann shot the moon: how does it count? Everyone else +26, or Ann −26"
    );
    // The page asks it as a question with the two answers in words.
    assert_eq!(
        refusal["choices"],
        json!([
            {"value": "add", "label": "Everyone else +26"},
            {"value": "subtract", "label": "Ann −26"}
        ])
    );
    // On the command line the same refusal names the flag; `erbij` is `add`.
    assert_contains(&env.rejects(&["record", "Ann=rest"]), "--moon add");
    let (status, _) = checked(&env, &json!({"took": {"Ann": "rest"}, "moon": "erbij"}));
    assert_eq!(status, 200);
    env.ok(&["record", "--moon", "eraf", "Ann=rest"]);
}

#[test]
fn a_pass_refused_on_the_command_line_names_the_pass_flag() {
    // Issue 40 (left from the last checks): the refusal names the flag at fault.
    let env = started("slobberhannes", "Ann,Bob,Cas,Dee");
    assert_contains(
        &env.rejects(&["record", "--pass", "left", "Ann=QC first last", "Bob=rest"]),
        "so leave out --pass",
    );
    assert_contains(
        &env.fails(&[
            "--lang", "nl", "record", "--pass", "links", "Ann=QC", "Bob=rest",
        ]),
        "dus laat --pass weg",
    );
}

#[test]
fn cards_out_of_play_over_one_trick_are_refused_naming_the_out_flag() {
    let env = started("cancellation", "Ann,Bob,Cas,Dee,Eve,Fay");
    let stderr = env.rejects(&["record", "--out", "2H 3H 4H 5H 6H 7H 8H", "Ann=rest"]);
    assert_contains(
        &stderr,
        "--out: 7 cards entered out of play, but a dead last trick holds one card of each player",
    );
}

#[test]
fn the_language_flag_takes_capitals_too() {
    // The Dutch review, §4: `--lang NL` was a usage error.
    let env = started("hartenjagen", "Ann,Bob,Cas,Dee");
    assert_contains(&env.ok(&["--lang", "NL", "next"]), "deelt");
    assert_contains(&env.ok(&["--lang=Nl", "next"]), "deelt");
}
