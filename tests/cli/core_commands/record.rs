//! `record` and `status --json`: a hand scored, names and `rest`, moons and reneges, the
//! dealer and the pass, the end of a match and its tie-break.

use super::*;

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
