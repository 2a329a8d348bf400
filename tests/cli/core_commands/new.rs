//! `new`: the match file, the first dealer, the target, `--quick`, `--hands`, and the names
//! and player counts it refuses.

use super::*;

#[test]
fn new_prints_the_match_file_path_and_the_first_hand_banner() {
    let env = TestEnv::new();
    let stdout = env.ok(&["new", "--players", FOUR]);
    let file = env.match_file();
    assert_contains(&stdout, &file.display().to_string());
    assert_contains(&stdout, "Hand 1");
    assert_contains(&stdout, "Ann deals");
    assert_contains(&stdout.to_lowercase(), "whoever holds 2♣");
    let text = fs::read_to_string(&file).expect("the match file is readable");
    assert!(
        text.parse::<toml::Table>().is_ok(),
        "the match file is TOML:\n{text}"
    );
}

#[test]
fn new_without_variant_plays_hartenjagen_and_the_first_player_listed_deals() {
    let env = TestEnv::new();
    env.ok(&["new", "--players", FOUR]);
    let status = env.status();
    assert_eq!(status["variant"], "hartenjagen");
    assert_eq!(status["players"], json!(["Ann", "Bob", "Cas", "Dee"]));
    assert_eq!(status["hands"], json!([]));
    assert_eq!(
        status["next"],
        json!({"number": 1, "dealer": "Ann", "pass": "left", "first_lead": "whoever holds 2♣", "phase": null})
    );
}

#[test]
fn new_dealer_chooses_who_deals_the_first_hand() {
    let env = TestEnv::new();
    let stdout = env.ok(&["new", "--players", FOUR, "--dealer", "cas"]);
    assert_contains(&stdout, "Cas deals");
    let next = env.next();
    assert_eq!(next["number"], 1);
    assert_eq!(next["dealer"], "Cas");
    assert_eq!(next["pass"], "left");
}

#[test]
fn new_target_replaces_the_game_ending_score() {
    let env = TestEnv::new();
    let stdout = env.ok(&["new", "--players", FOUR, "--target", "30"]);
    assert_contains(&stdout, "30");
    assert_eq!(env.status()["target"], 30);
}

#[test]
fn new_quick_uses_the_variants_quick_figure() {
    let env = TestEnv::new();
    let bm = env.path("bm.toml");
    let hh = env.path("hh.toml");
    env.ok(&[
        "new",
        "--variant",
        "black-maria",
        "--players",
        "Ann,Bob,Cas",
        "--quick",
        "--file",
        &bm,
    ]);
    env.ok(&[
        "new",
        "--variant",
        "heart-hunter",
        "--players",
        "Ann,Bob,Cas",
        "--quick",
        "--file",
        &hh,
    ]);
    assert_eq!(env.json(&["status", "--json", "--file", &bm])["target"], 50);
    assert_eq!(env.json(&["status", "--json", "--file", &hh])["target"], 40);
}

#[test]
fn new_rejects_quick_together_with_target_as_a_usage_error() {
    let env = TestEnv::new();
    let stderr = env.usage_error(&["new", "--players", FOUR, "--quick", "--target", "30"]);
    assert_contains(&stderr, "--quick");
    assert_contains(&stderr, "--target");
    assert!(env.match_files().is_empty(), "no match file is created");
}

#[test]
fn new_refuses_a_file_that_exists_and_leaves_it_alone() {
    let env = TestEnv::new();
    let taken = env.path("taken.toml");
    fs::write(&taken, "keep me\n").expect("cannot write a file");
    let stderr = env.fails(&["new", "--players", FOUR, "--file", &taken]);
    assert_contains(&stderr, "taken.toml");
    assert_eq!(fs::read_to_string(&taken).expect("readable"), "keep me\n");
}

#[test]
fn new_rejects_a_player_count_the_variant_is_not_for() {
    let env = TestEnv::new();
    let stderr = env.fails(&["new", "--players", "Ann,Bob,Cas"]);
    assert_contains(&stderr, "4");
    env.fails(&["new", "--variant", "black-maria", "--players", "A,B,C,D,E"]);
    env.fails(&["new", "--variant", "heart-hunter", "--players", "Ann,Bob"]);
    assert!(env.match_files().is_empty(), "no match file is created");
}

#[test]
fn new_rejects_duplicate_names_ignoring_case_and_empty_names() {
    let env = TestEnv::new();
    let stderr = env.fails(&["new", "--players", "Ann,bob,Cas,BOB"]);
    assert_contains(&stderr.to_lowercase(), "bob");
    env.fails(&["new", "--players", "Ann,,Cas,Dee"]);
    env.fails(&["new", "--players", "Ann,Bob,Cas,  "]);
    assert!(env.match_files().is_empty(), "no match file is created");
}

#[test]
fn new_trims_names_and_json_keeps_the_seating_order() {
    let env = TestEnv::new();
    env.ok(&["new", "--players", " Zoe , Max,Bob ,  Ann"]);
    env.ok(&["record", "zoe=QS", "max=5", "ann=rest"]);
    let stdout = env.ok(&["status", "--json"]);
    let status: Value = serde_json::from_str(&stdout).expect("valid JSON");
    let seating = ["Zoe", "Max", "Bob", "Ann"];
    assert_eq!(status["players"], json!(seating));
    assert_eq!(
        status["totals"],
        json!({"Zoe": 13, "Max": 5, "Bob": 0, "Ann": 8})
    );
    let ordered: SeatedStatus = serde_json::from_str(&stdout).expect("valid JSON");
    assert_eq!(ordered.totals.0, seating);
    assert_eq!(ordered.hands[0].points.0, seating);
    assert_eq!(ordered.hands[0].totals.0, seating);
}

#[test]
fn new_hands_ends_the_match_after_that_many_hands() {
    let env = TestEnv::new();
    env.ok(&["new", "--players", FOUR, "--hands", "2"]);
    env.ok(&["record", "Ann=QS", "Bob=13"]);
    assert_eq!(env.status()["finished"], false);
    env.ok(&["record", "Ann=QS", "Cas=13"]);
    let status = env.status();
    assert_eq!(status["finished"], true);
    assert_eq!(status["winner"], "Dee");
    assert_eq!(status["next"], Value::Null);
}
