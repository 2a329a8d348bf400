//! new, record, status, next, undo, misdeal and variants for the five core variants.

use super::*;

// ---------------------------------------------------------------------------------------------
// new
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// record and status --json
// ---------------------------------------------------------------------------------------------

#[test]
fn record_scores_a_hand_and_status_json_has_the_spec_keys() {
    let env = hartenjagen();
    env.ok(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"]);
    let status = env.status();
    assert_has_keys(
        &status,
        &[
            "variant", "players", "hands", "totals", "phase", "finished", "winner", "tiebreak",
            "next",
        ],
    );
    let hand = &status["hands"][0];
    assert_has_keys(
        hand,
        &[
            "number", "dealer", "pass", "phase", "points", "moon", "renege", "totals",
        ],
    );
    assert_has_keys(&status["next"], &["number", "dealer", "pass", "first_lead"]);

    let points = json!({"Ann": 16, "Bob": 5, "Cas": 0, "Dee": 5});
    assert_eq!(status["variant"], "hartenjagen");
    assert_eq!(status["players"], json!(["Ann", "Bob", "Cas", "Dee"]));
    assert_eq!(status["hands"].as_array().map(Vec::len), Some(1));
    assert_eq!(hand["number"], 1);
    assert_eq!(hand["dealer"], "Ann");
    assert_eq!(hand["pass"], "left");
    assert_eq!(hand["phase"], Value::Null);
    assert_eq!(hand["points"], points);
    assert_eq!(hand["moon"], Value::Null);
    assert_eq!(hand["renege"], Value::Null);
    assert_eq!(hand["totals"], points);
    assert_eq!(status["totals"], points);
    assert_eq!(status["phase"], Value::Null);
    assert_eq!(status["finished"], false);
    assert_eq!(status["winner"], Value::Null);
    assert_eq!(status["tiebreak"], Value::Null);
    assert_eq!(status["next"]["number"], 2);
    assert_eq!(status["next"]["dealer"], "Bob");
    assert_eq!(status["next"]["pass"], "right");
    assert_eq!(status["next"]["first_lead"], "whoever holds 2♣");
}

#[test]
fn record_accepts_name_prefixes_and_an_exact_name_wins_over_a_prefix() {
    let env = started("hartenjagen", "Ann,Anna,Bob,Cas");
    env.ok(&["record", "ann=QS", "ANNA=5", "b=8"]);
    assert_eq!(
        env.status()["totals"],
        json!({"Ann": 13, "Anna": 5, "Bob": 8, "Cas": 0})
    );
}

#[test]
fn record_rest_gives_one_player_every_scoring_card_not_entered() {
    let env = hartenjagen();
    env.ok(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"]);
    env.ok(&["record", "Bob=rest", "Cas=q♠ 10h jH"]);
    assert_eq!(
        env.status()["hands"][1]["points"],
        json!({"Ann": 0, "Bob": 11, "Cas": 15, "Dee": 0})
    );
}

#[test]
fn record_moon_under_add_gives_the_shooter_0_and_the_others_26() {
    let env = hartenjagen();
    env.ok(&["record", "Bob=13 QS"]);
    let hand = &env.status()["hands"][0];
    assert_eq!(hand["moon"], "Bob");
    assert_eq!(
        hand["points"],
        json!({"Ann": 26, "Bob": 0, "Cas": 26, "Dee": 26})
    );
}

#[test]
fn omnibus_moon_with_the_jack_of_diamonds_gives_the_shooter_minus_10_and_the_others_26() {
    let env = started("omnibus", FOUR);
    env.ok(&["record", "Ann=13 QS JD"]);
    env.ok(&["record", "Ann=5", "Bob=QS 8", "Cas=JD"]);
    let status = env.status();
    assert_eq!(status["hands"][0]["moon"], "Ann");
    assert_eq!(
        status["hands"][0]["points"],
        json!({"Ann": -10, "Bob": 26, "Cas": 26, "Dee": 26})
    );
    assert_eq!(
        status["hands"][1]["points"],
        json!({"Ann": 5, "Bob": 21, "Cas": -10, "Dee": 0})
    );
    assert_eq!(
        status["totals"],
        json!({"Ann": -5, "Bob": 47, "Cas": 16, "Dee": 26})
    );
}

#[test]
fn record_renege_charges_the_offender_the_hand_total_and_everyone_else_0() {
    let env = hartenjagen();
    env.ok(&["record", "--renege", "bob"]);
    let hand = &env.status()["hands"][0];
    assert_eq!(hand["renege"], "Bob");
    assert_eq!(hand["moon"], Value::Null);
    assert_eq!(
        hand["points"],
        json!({"Ann": 0, "Bob": 26, "Cas": 0, "Dee": 0})
    );
}

#[test]
fn record_moon_choice_is_required_where_the_shooter_chooses_and_subtract_gives_minus_26() {
    let env = TestEnv::new();
    env.write_variant("choosy", CHOOSE_VARIANT);
    env.ok(&["new", "--variant", "choosy", "--players", FOUR]);
    let stderr = env.rejects(&["record", "Ann=rest"]);
    assert_contains(&stderr, "--moon");
    env.ok(&["record", "--moon", "subtract", "Ann=rest"]);
    let hand = &env.status()["hands"][0];
    assert_eq!(hand["moon"], "Ann");
    assert_eq!(
        hand["points"],
        json!({"Ann": -26, "Bob": 0, "Cas": 0, "Dee": 0})
    );
}

#[test]
fn next_rotates_the_dealer_and_cycles_left_right_across_hold() {
    let env = hartenjagen();
    let players = ["Ann", "Bob", "Cas", "Dee"];
    let cycle = [
        ("left", 1),
        ("right", 3),
        ("across", 2),
        ("hold", 0),
        ("left", 1),
    ];
    for (index, (pass, offset)) in cycle.into_iter().enumerate() {
        let next = env.next();
        assert_eq!(next["number"], index + 1);
        assert_eq!(next["dealer"], players[index % 4]);
        assert_eq!(next["pass"], pass, "hand {}", index + 1);
        assert_eq!(next["first_lead"], "whoever holds 2♣");
        assert_eq!(next["cards_each"], 13);
        assert_eq!(next["kitty"], 0);
        let passes: Vec<Value> = if offset == 0 {
            Vec::new()
        } else {
            (0..4)
                .map(|seat| {
                    json!({"from": players[seat], "to": players[(seat + offset) % 4], "cards": 3})
                })
                .collect()
        };
        assert_eq!(next["passes"], json!(passes), "hand {}", index + 1);
        if index < 4 {
            env.ok(&["record", "Cas=QS", "Dee=13"]);
        }
    }
}

#[test]
fn record_dealer_and_pass_overrides_are_kept_and_the_next_dealer_follows_the_actual_one() {
    let env = hartenjagen();
    env.ok(&[
        "record", "--dealer", "Cas", "--pass", "hold", "Ann=QS", "Bob=13",
    ]);
    let status = env.status();
    assert_eq!(status["hands"][0]["dealer"], "Cas");
    assert_eq!(status["hands"][0]["pass"], "hold");
    assert_eq!(status["next"]["number"], 2);
    assert_eq!(status["next"]["dealer"], "Dee");
    assert_eq!(status["next"]["pass"], "right");
    env.ok(&["record", "Ann=QS", "Bob=13"]);
    let status = env.status();
    assert_eq!(status["hands"][1]["dealer"], "Dee");
    assert_eq!(status["hands"][1]["pass"], "right");
    assert_eq!(status["next"]["dealer"], "Ann");
    assert_eq!(status["next"]["pass"], "across");
}

#[test]
fn a_match_played_to_the_end_has_a_winner_and_refuses_record_and_next() {
    let env = TestEnv::new();
    env.ok(&["new", "--players", FOUR, "--target", "30"]);
    env.ok(&["record", "Ann=QS", "Bob=13"]);
    env.ok(&["record", "Ann=QS", "Bob=12", "Cas=1"]);
    assert_eq!(env.status()["finished"], false);
    env.ok(&["record", "Ann=QS", "Bob=13"]);
    let status = env.status();
    assert_eq!(status["finished"], true);
    assert_eq!(status["winner"], "Dee");
    assert_eq!(status["tiebreak"], Value::Null);
    assert_eq!(status["next"], Value::Null);
    assert_eq!(
        status["totals"],
        json!({"Ann": 39, "Bob": 38, "Cas": 1, "Dee": 0})
    );

    let stderr = env.rejects(&["record", "Ann=QS", "Bob=13"]);
    assert_contains(&stderr, "the match is over");
    assert_contains(&stderr, "new");
    let stderr = env.rejects(&["next"]);
    assert_contains(&stderr, "the match is over");
    assert_contains(&stderr, "new");
    // The table most likely wants the same table again (issue 29, C6).
    assert_contains(&stderr, "or run `hartenjagen` to play the same table again");
    let stderr = env.rejects(&["next", "--json"]);
    assert_eq!(
        stderr.trim_end(),
        "error: the match is over (Dee won); start a new one with `hartenjagen new`",
        "next --json says what it always said"
    );
}

#[test]
fn new_refuses_a_target_or_a_quick_game_for_chips_and_lives_games() {
    // Issue 29, M4: they end by their own rule, so a target would be ignored.
    let env = TestEnv::new();
    let stderr = env.fails(&[
        "new",
        "--variant",
        "auction",
        "--players",
        FOUR,
        "--target",
        "100",
    ]);
    assert_eq!(
        stderr.trim_end(),
        "error: auction is played for chips and has no target score: leave out --target (--hands N sets the number of hands, --chips N the chips each)"
    );
    let stderr = env.fails(&["new", "--variant", "reversis", "--players", FOUR, "--quick"]);
    assert_contains(&stderr, "leave out --quick");
    let stderr = env.fails(&[
        "--lang",
        "nl",
        "new",
        "--variant",
        "conquimbert",
        "--players",
        FOUR,
        "--quick",
    ]);
    assert_eq!(
        stderr.trim_end(),
        "fout: conquimbert wordt om levens gespeeld tot er één speler over is en heeft geen eindpunt: laat --quick weg (--hands N stopt na N rondes)"
    );
    assert!(!std::path::Path::new(&env.path("matches")).exists());
    env.ok(&[
        "new",
        "--variant",
        "conquimbert",
        "--players",
        FOUR,
        "--hands",
        "5",
    ]);
}

#[test]
fn a_tie_at_the_end_shows_tiebreak_until_one_more_hand_decides() {
    let env = TestEnv::new();
    env.ok(&["new", "--players", FOUR, "--target", "30"]);
    env.ok(&["record", "--renege", "Bob"]);
    env.ok(&["record", "Bob=QS", "Ann=13"]);
    let status = env.status();
    assert_eq!(
        status["totals"],
        json!({"Ann": 13, "Bob": 39, "Cas": 0, "Dee": 0})
    );
    assert_eq!(status["finished"], false);
    assert_eq!(status["winner"], Value::Null);
    assert_eq!(status["tiebreak"], json!(["Cas", "Dee"]));
    assert_eq!(status["next"]["number"], 3);
    assert_eq!(status["next"]["dealer"], "Cas");
    assert_eq!(status["next"]["pass"], "across");

    env.ok(&["record", "Cas=1", "Ann=rest"]);
    let status = env.status();
    assert_eq!(status["finished"], true);
    assert_eq!(status["winner"], "Dee");
    assert_eq!(status["tiebreak"], Value::Null);
    assert_eq!(status["next"], Value::Null);
}

// ---------------------------------------------------------------------------------------------
// What `record` must reject
// ---------------------------------------------------------------------------------------------

#[test]
fn record_rejects_an_unknown_player_name_and_leaves_the_file_unchanged() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "Zed=QS", "Bob=13"]);
    assert_contains(&stderr, "Zed");
    let stderr = env.rejects(&["record", "--dealer", "Zed", "Ann=QS", "Bob=13"]);
    assert_contains(&stderr, "Zed");
}

#[test]
fn record_rejects_an_ambiguous_name_prefix_and_leaves_the_file_unchanged() {
    let env = started("hartenjagen", "Ann,Anna,Bob,Cas");
    let stderr = env.rejects(&["record", "an=QS", "Bob=13"]);
    assert_contains(&stderr, "Ann");
    assert_contains(&stderr, "Anna");
}

#[test]
fn record_rejects_an_unknown_token_and_leaves_the_file_unchanged() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "Ann=QX", "Bob=QS 13"]);
    assert_contains(&stderr, "QX");
}

#[test]
fn record_rejects_the_2c_stripped_from_three_player_black_maria_and_leaves_the_file_unchanged() {
    let env = started("black-maria", "Ann,Bob,Cas");
    let stderr = env.rejects(&["record", "Ann=QS 2C", "Bob=KS AS", "Cas=13"]);
    assert_contains(&stderr, "2♣");
    assert_contains(&stderr, "not in this deck");
}

#[test]
fn record_rejects_a_5h_in_three_player_heart_hunter_and_leaves_the_file_unchanged() {
    let env = started("heart-hunter", "Ann,Bob,Cas");
    let stderr = env.rejects(&["record", "Ann=QS 5H", "Bob=JC", "Cas=rest"]);
    assert_contains(&stderr, "5♥");
    assert_contains(&stderr, "not in this deck");
}

#[test]
fn record_rejects_a_joker_where_the_deck_has_none_and_leaves_the_file_unchanged() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "Ann=JK", "Bob=QS", "Cas=13"]);
    assert_contains(&stderr, "not in this deck");
    let stderr = env.rejects(&["record", "Ann=joker", "Bob=QS", "Cas=13"]);
    assert_contains(&stderr, "not in this deck");
}

#[test]
fn record_rejects_a_card_entered_twice_naming_the_card_and_the_players() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "Ann=QS", "Bob=qs 13"]);
    assert_contains(&stderr, "Q♠");
    assert_contains(&stderr, "Ann");
    assert_contains(&stderr, "Bob");
    let stderr = env.rejects(&["record", "Cas=QS Q♠", "Bob=13"]);
    assert_contains(&stderr, "Q♠");
    assert_contains(&stderr, "Cas");
}

#[test]
fn record_rejects_a_card_that_scores_nothing_and_leaves_the_file_unchanged() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "Ann=QS 2C", "Bob=13"]);
    assert_contains(&stderr, "2♣");
    assert_contains(&stderr, "scores nothing");
}

#[test]
fn record_rejects_totals_that_do_not_add_up_and_says_what_is_missing_or_extra() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "Ann=QS", "Bob=12"]);
    assert_contains(&stderr, "hearts: 12 entered, the deck has 13");
    let stderr = env.rejects(&["record", "Bob=13"]);
    assert_contains(&stderr, "nobody took Q♠");
    let stderr = env.rejects(&["record", "Ann=QS 7", "Bob=7"]);
    assert_contains(&stderr, "hearts: 14 entered, the deck has 13");
}

#[test]
fn record_with_no_cards_and_no_renege_fails_the_totals_check() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record"]);
    assert_contains(&stderr, "nobody took Q♠");
}

#[test]
fn record_rejects_a_player_named_twice_and_leaves_the_file_unchanged() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "Ann=QS", "Bob=6", "ann=7"]);
    assert_contains(&stderr, "Ann");
}

#[test]
fn record_rejects_rest_for_two_players_and_leaves_the_file_unchanged() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "Ann=QS", "Bob=rest", "Cas=rest"]);
    assert_contains(&stderr, "rest");
}

#[test]
fn record_rejects_moon_flag_in_a_variant_where_the_shooter_has_no_choice() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "--moon", "add", "Ann=rest"]);
    assert_contains(&stderr, "--moon");
    let stderr = env.rejects(&["record", "--moon", "subtract", "Ann=QS", "Bob=13"]);
    assert_contains(&stderr, "--moon");
}

#[test]
fn record_rejects_moon_flag_on_a_hand_that_is_not_a_moon() {
    let env = TestEnv::new();
    env.write_variant("choosy", CHOOSE_VARIANT);
    env.ok(&["new", "--variant", "choosy", "--players", FOUR]);
    let stderr = env.rejects(&["record", "--moon", "add", "Ann=QS", "Bob=13"]);
    assert_contains(&stderr, "--moon");
}

#[test]
fn record_rejects_out_in_a_one_pack_variant_and_leaves_the_file_unchanged() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "--out", "2H", "Ann=QS", "Bob=12"]);
    assert_contains(&stderr, "--out");
}

#[test]
fn record_rejects_cards_given_with_renege_and_leaves_the_file_unchanged() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "--renege", "Ann", "Bob=QS 13"]);
    assert_contains(&stderr, "renege");
}

#[test]
fn record_reports_the_first_rule_a_token_breaks() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "Ann=QX QX", "Bob=QS 13"]);
    assert_contains(&stderr, "QX");
    let stderr = env.rejects(&["record", "Ann=2C 2C", "Bob=QS 13"]);
    assert_contains(&stderr, "scores nothing");
    let env = started("black-maria", "Ann,Bob,Cas");
    let stderr = env.rejects(&["record", "Ann=2C 2C", "Bob=QS KS AS", "Cas=13"]);
    assert_contains(&stderr, "not in this deck");
}

// ---------------------------------------------------------------------------------------------
// undo and misdeal
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Heart Hunter and Black Maria
// ---------------------------------------------------------------------------------------------

#[test]
fn heart_hunter_quick_game_switches_to_phase_2_at_50_and_ends_at_0() {
    let env = TestEnv::new();
    env.ok(&[
        "new",
        "--variant",
        "heart-hunter",
        "--players",
        FOUR,
        "--quick",
    ]);
    let next = env.next();
    assert_eq!(next["first_lead"], "whoever holds 2♣");
    assert_eq!(next["pass"], "hold");
    assert_eq!(next["passes"], json!([]));
    assert_eq!(next["cards_each"], 13);
    assert_eq!(next["kitty"], 0);
    assert_eq!(next["phase"], 1);

    env.ok(&["record", "Ann=QS", "Bob=JC 3", "Cas=5", "Dee=5"]);
    assert_eq!(env.status()["phase"], 1);
    env.ok(&["record", "Ann=rest"]); // a phase-1 moon: the others +20
    env.ok(&["record", "Ann=rest"]);
    env.ok(&["record", "Ann=1", "Bob=QS", "Cas=JC 6", "Dee=6"]);
    let status = env.status();
    assert_eq!(
        status["totals"],
        json!({"Ann": 6, "Bob": 50, "Cas": 53, "Dee": 51})
    );
    assert_eq!(status["phase"], 2);
    assert_eq!(status["next"]["phase"], 2);
    assert_eq!(status["finished"], false);
    assert_eq!(status["hands"][1]["moon"], "Ann");
    assert_eq!(
        status["hands"][1]["points"],
        json!({"Ann": 0, "Bob": 20, "Cas": 20, "Dee": 20})
    );
    for hand in status["hands"].as_array().expect("hands") {
        assert_eq!(hand["phase"], 1);
    }

    env.ok(&["record", "Cas=rest"]); // a phase-2 moon: the shooter −20
    env.ok(&["record", "Bob=QS", "Dee=JC 13"]);
    env.ok(&["record", "Ann=QS JC", "Bob=13"]);
    let status = env.status();
    let hands = status["hands"].as_array().expect("hands");
    assert_eq!(hands.len(), 7);
    assert_eq!(hands[4]["phase"], 2);
    assert_eq!(hands[4]["moon"], "Cas");
    assert_eq!(
        hands[4]["points"],
        json!({"Ann": 0, "Bob": 0, "Cas": -20, "Dee": 0})
    );
    assert_eq!(
        hands[5]["points"],
        json!({"Ann": 0, "Bob": -5, "Cas": 0, "Dee": -15})
    );
    assert_eq!(
        status["totals"],
        json!({"Ann": -1, "Bob": 32, "Cas": 33, "Dee": 36})
    );
    assert_eq!(status["finished"], true);
    assert_eq!(status["winner"], "Ann");
    assert_eq!(status["phase"], 2);
    assert_eq!(status["next"], Value::Null);
}

#[test]
fn heart_hunter_with_three_players_deals_12_each_and_the_6c_leads() {
    let env = started("heart-hunter", "Ann,Bob,Cas");
    let next = env.next();
    assert_eq!(next["first_lead"], "whoever holds 6♣");
    assert_eq!(next["cards_each"], 12);
    assert_eq!(next["kitty"], 0);
    assert_eq!(next["pass"], "hold");
    assert_eq!(next["phase"], 1);
    env.ok(&["record", "Ann=QS", "Bob=JC", "Cas=9"]);
    assert_eq!(
        env.status()["totals"],
        json!({"Ann": 5, "Bob": 2, "Cas": 9})
    );
}

#[test]
fn black_maria_with_three_players_deals_17_and_always_passes_3_right() {
    let env = started("black-maria", "Ann,Bob,Cas");
    let players = ["Ann", "Bob", "Cas"];
    let hands: [&[&str]; 3] = [
        &["record", "Ann=QS", "Bob=KS AS", "Cas=rest"],
        &["record", "--renege", "Cas"],
        &["record", "--renege", "Ann"],
    ];
    for number in 1..=4 {
        let dealer = (number - 1) % 3;
        let next = env.next();
        assert_eq!(next["number"], number);
        assert_eq!(next["dealer"], players[dealer]);
        assert_eq!(next["pass"], "right", "hand {number}");
        assert_eq!(next["cards_each"], 17);
        assert_eq!(next["kitty"], 0);
        assert_eq!(
            next["first_lead"],
            format!("{} (left of the dealer)", players[(dealer + 1) % 3])
        );
        let passes: Vec<Value> = (0..3)
            .map(|seat| json!({"from": players[seat], "to": players[(seat + 2) % 3], "cards": 3}))
            .collect();
        assert_eq!(next["passes"], json!(passes), "hand {number}");
        if let Some(args) = hands.get(number - 1) {
            env.ok(args);
        }
    }
    assert_eq!(
        env.status()["totals"],
        json!({"Ann": 56, "Bob": 17, "Cas": 56})
    );
}

// ---------------------------------------------------------------------------------------------
// variants
// ---------------------------------------------------------------------------------------------

const BUILT_INS: [&str; 5] = [
    "hartenjagen",
    "omnibus",
    "no-pass",
    "black-maria",
    "heart-hunter",
];

#[test]
fn variants_list_shows_the_five_built_ins() {
    let env = TestEnv::new();
    let stdout = env.ok(&["variants", "list"]);
    for name in BUILT_INS {
        assert_contains(&stdout, name);
    }
}

#[test]
fn variants_list_marks_a_user_variant_that_hides_a_built_in() {
    let env = TestEnv::new();
    env.write_variant(
        "omnibus",
        "name = \"omnibus\"\nextends = \"hartenjagen\"\ndescription = \"Our own omnibus\"\n\n[scoring.cards]\nJD = -5\n",
    );
    let stdout = env.ok(&["variants", "list"]);
    let line = stdout
        .lines()
        .find(|l| l.contains("omnibus"))
        .expect("omnibus is listed");
    assert_contains(line, "hides");
    assert_contains(line, "Our own omnibus");
}

#[test]
fn variants_list_reports_a_broken_user_variant_and_still_lists_the_others() {
    let env = TestEnv::new();
    env.write_variant(
        "broken",
        "name = \"broken\"\nextends = \"hartenjagen\"\ndescription = \"Broken\"\ncolour = \"red\"\n",
    );
    env.write_variant("choosy", CHOOSE_VARIANT);
    let stdout = env.ok(&["variants", "list"]);
    assert_contains(&stdout, "broken.toml");
    assert_contains(&stdout, "choosy");
    for name in BUILT_INS {
        assert_contains(&stdout, name);
    }
    env.ok(&["new", "--players", FOUR]);
}

#[test]
fn variants_show_prints_the_omnibus_file() {
    let env = TestEnv::new();
    let stdout = env.ok(&["variants", "show", "omnibus"]);
    assert_contains(&stdout, "name = \"omnibus\"");
    assert_contains(&stdout, "JD = -10");
}

#[test]
fn variants_check_accepts_a_good_file() {
    let env = TestEnv::new();
    let file = env.path("choosy.toml");
    fs::write(&file, CHOOSE_VARIANT).expect("cannot write a variant file");
    let stdout = env.ok(&["variants", "check", &file]);
    assert_contains(&stdout, "ok");
    let built_in = concat!(env!("CARGO_MANIFEST_DIR"), "/variants/black-maria.toml");
    env.ok(&["variants", "check", built_in]);
}

#[test]
fn variants_check_reports_an_unknown_key_with_file_line_and_column() {
    let env = TestEnv::new();
    let file = env.path("bad.toml");
    fs::write(
        &file,
        "name = \"bad\"\nextends = \"hartenjagen\"\ndescription = \"Bad\"\ncolour = \"red\"\n",
    )
    .expect("cannot write a variant file");
    let stderr = env.fails(&["variants", "check", &file]);
    assert!(stderr.starts_with("error: "), "{stderr}");
    assert_contains(&stderr, &format!("{file}:4:1"));
    assert_contains(&stderr, "colour");
}

// ---------------------------------------------------------------------------------------------
// The current match and --file
// ---------------------------------------------------------------------------------------------

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

#[test]
fn status_fits_the_width_given_by_columns_and_wide_prints_the_full_table() {
    let env = started(
        "cancellation",
        "Alexander,Bernadette,Christiaan,Dominique,Evelien,Frederique,Gijsbert,Hendrika,Ingeborg,Johannes,Katharina",
    );
    env.ok(&["record", "Ale=QS 10", "Ber=QS 10", "Chr=rest"]);
    env.ok(&["record", "Kat=rest", "--moon", "add"]);
    let narrow = Command::cargo_bin("hartenjagen")
        .expect("the binary")
        .env("HARTENJAGEN_HOME", env.path(""))
        .env("COLUMNS", "80")
        .arg("status")
        .output()
        .expect("status runs");
    let narrow = String::from_utf8(narrow.stdout).expect("UTF-8");
    for line in narrow.lines() {
        assert!(
            line.chars().count() <= 80,
            "too wide for 80 columns: {line}\n{narrow}"
        );
    }
    assert_contains(&narrow, "cancellation — 11 players (to 150)");
    assert_contains(&narrow, "│ Hand  ┆ Ale ┆ Ber ┆ Chr ┆");
    assert_contains(&narrow, "Hand 2: Katharina shot the moon.");
    let wide = env.ok(&["status", "--wide"]);
    assert_contains(&wide, "┆ Alexander ┆ Bernadette ┆");
    assert_contains(&wide, "┆ Katharina shot the moon │");
    assert!(wide.lines().any(|l| l.chars().count() > 80));
    assert_eq!(
        env.ok(&["status"]),
        wide,
        "unlimited without a terminal or COLUMNS"
    );
}

#[test]
fn variants_check_reports_a_combination_of_one_item_and_a_declaration_without_cards_by_key() {
    let env = TestEnv::new();
    let file = env.path("tricky.toml");
    fs::write(
        &file,
        "name = \"tricky\"\nextends = \"slobberhannes\"\n\n[scoring.combo]\nitems = [\"QC\"]\npoints = 4\n\n[declare]\nname = \"capot\"\nneeds = []\n",
    )
    .expect("cannot write a variant file");
    let stderr = env.fails(&["variants", "check", &file]);
    assert_contains(&stderr, "scoring.combo.items");
    assert_contains(&stderr, "a combination needs at least two things");
    assert_contains(&stderr, "declare.needs");
    assert_contains(&stderr, "say which cards the declarer must take");

    fs::write(
        &file,
        "name = \"tricky\"\nextends = \"slobberhannes\"\n\n[scoring.combo]\nitems = [\"first\", \"2C\"]\npoints = 4\n",
    )
    .expect("cannot write a variant file");
    let stderr = env.fails(&["variants", "check", &file]);
    assert_contains(
        &stderr,
        &format!("{file}:5:1: scoring.combo.items: 2♣ is never in the deck"),
    );
    assert!(!stderr.contains("at least two"), "{stderr}");
}

/// What `args` prints in `lang`, at `columns` wide (unlimited without).
fn printed(env: &TestEnv, lang: &str, columns: Option<&str>, args: &[&str]) -> String {
    let mut command = Command::cargo_bin("hartenjagen").expect("the binary");
    command
        .env("HARTENJAGEN_HOME", env.path(""))
        .env("HARTENJAGEN_LANG", lang)
        .env_remove("COLUMNS")
        .args(args);
    if let Some(columns) = columns {
        command.env("COLUMNS", columns);
    }
    let output = command.output().expect("the command runs");
    assert!(output.status.success(), "{args:?}: {output:?}");
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// The words of a screen: what is left between spaces and a table's frame.
fn screen_words(text: &str) -> Vec<&str> {
    text.split(|c: char| c.is_whitespace() || "│┆".contains(c))
        .filter(|word| !word.is_empty() && !word.chars().all(|c| "─┌┬┐╞═╪╡└┴┘".contains(c)))
        .collect()
}

#[test]
fn at_80_columns_no_word_is_cut_in_history_stats_banners_or_reports_in_english_or_dutch() {
    let env = TestEnv::new();
    let long = "Jan-Willem van der Berg,Wilhelmina-Theodora,Christiaan,Dominique,Evelien,Frederique,Gijsbert,Hendrika";
    let names: Vec<&str> = long.split(',').collect();
    for (lang, file) in [("en", "long.toml"), ("nl", "lang.toml")] {
        let path = env.path(&format!("matches/{file}"));
        let new = [
            "new",
            "--variant",
            "cancellation",
            "--players",
            long,
            "--file",
            &path,
        ];
        let narrow = printed(&env, lang, Some("80"), &new);
        fs::remove_file(&path).expect("the match is removed to start it again");
        let wide = printed(&env, lang, None, &new);
        // Sentences wrap at spaces only: the same words in the same order, each line within 80.
        assert_eq!(
            narrow.split_whitespace().collect::<Vec<_>>(),
            wide.split_whitespace().collect::<Vec<_>>(),
            "{narrow}"
        );
        assert!(wide.lines().any(|l| l.chars().count() > 80), "{wide}");
        for line in narrow.lines() {
            assert!(line.chars().count() <= 80, "new: {line}\n{narrow}");
        }
        for args in [
            vec!["next", "--file", &path],
            vec![
                "record",
                "--file",
                &path,
                "Jan=QS 10",
                "Wil=QS 10",
                "Chr=rest",
            ],
            vec!["misdeal", "--file", &path],
            vec!["undo", "--file", &path],
        ] {
            let narrow = printed(&env, lang, Some("80"), &args);
            for line in narrow.lines() {
                assert!(line.chars().count() <= 80, "{args:?}: {line}\n{narrow}");
            }
            if args[0] == "next" {
                let wide = printed(&env, lang, None, &args);
                assert_eq!(
                    narrow.split_whitespace().collect::<Vec<_>>(),
                    wide.split_whitespace().collect::<Vec<_>>(),
                    "{narrow}"
                );
            }
        }
        env.ok(&[
            "record",
            "--file",
            &path,
            "Jan=QS 10",
            "Wil=QS 10",
            "Chr=rest",
        ]);
    }
    let finished = env.path("matches/finished.toml");
    env.ok(&[
        "new",
        "--players",
        "Jan-Willem van der Berg,Wilhelmina-Theodora,Christiaan,Dominique",
        "--hands",
        "1",
        "--file",
        &finished,
    ]);
    env.ok(&[
        "record", "--file", &finished, "Jan=QS 3", "Wil=5", "Dom=rest",
    ]);
    for lang in ["en", "nl"] {
        for args in [vec!["history"], vec!["stats"], vec!["variants", "list"]] {
            let narrow = printed(&env, lang, Some("80"), &args);
            let wide = printed(&env, lang, None, &args);
            for line in narrow.lines() {
                assert!(line.chars().count() <= 80, "{args:?}: {line}\n{narrow}");
            }
            // The line saying which columns were left out is the last; every other word is a
            // word of the full screen, whole.
            let checked = ["Left out to fit the screen", "Weggelaten omdat het scherm"]
                .iter()
                .find_map(|marker| narrow.find(marker))
                .map_or(narrow.as_str(), |at| &narrow[..at]);
            let known = screen_words(&wide);
            for word in screen_words(checked) {
                assert!(
                    known.contains(&word),
                    "{lang} {args:?}: {word:?} is cut\n{narrow}"
                );
            }
            if args[0] != "variants" {
                let shown = screen_words(checked);
                for word in names.iter().flat_map(|n| n.split(' ')) {
                    assert!(
                        shown.iter().any(|s| s.trim_end_matches(',') == word),
                        "{lang} {args:?}: {word:?} is not whole\n{narrow}"
                    );
                }
            }
        }
    }
}

#[test]
fn rules_of_a_game_wrap_at_spaces_to_the_width_given_by_columns() {
    // Issue 40, newcomer M6: "3 car|ds", "(Ri|ckety Kate)" at 80 columns.
    let env = TestEnv::new();
    let narrow = Command::cargo_bin("hartenjagen")
        .expect("the binary")
        .env("HARTENJAGEN_HOME", env.path(""))
        .env("COLUMNS", "80")
        .args(["rules", "rickety-kate"])
        .output()
        .expect("the command runs");
    let narrow = String::from_utf8(narrow.stdout).expect("UTF-8");
    let whole = env.ok(&["rules", "rickety-kate"]);
    assert!(whole.lines().any(|l| l.chars().count() > 80), "{whole}");
    for line in narrow.lines() {
        assert!(line.chars().count() <= 80, "too wide: {line}\n{narrow}");
    }
    // Only spaces break a line: the words are the same words, in the same order.
    let words = |text: &str| {
        text.split_whitespace()
            .map(str::to_owned)
            .collect::<Vec<_>>()
    };
    assert_eq!(words(&narrow), words(&whole));
}

#[test]
fn history_stats_and_the_variants_list_fit_the_width_given_by_columns() {
    let env = started("hartenjagen", FOUR);
    env.ok(&["record", "Ann=QS", "Bob=13"]);
    for args in [vec!["history"], vec!["stats"], vec!["variants", "list"]] {
        let narrow = Command::cargo_bin("hartenjagen")
            .expect("the binary")
            .env("HARTENJAGEN_HOME", env.path(""))
            .env("COLUMNS", "80")
            .args(&args)
            .output()
            .expect("the command runs");
        let narrow = String::from_utf8(narrow.stdout).expect("UTF-8");
        assert!(narrow.contains('┌'), "{args:?}: {narrow}");
        for line in narrow.lines() {
            assert!(
                line.chars().count() <= 80,
                "{args:?} too wide for 80 columns: {line}\n{narrow}"
            );
        }
    }
    let wide = env.ok(&["history"]);
    assert!(
        wide.lines().any(|l| l.chars().count() > 80),
        "without a terminal or COLUMNS the history keeps its lines whole: {wide}"
    );
}
