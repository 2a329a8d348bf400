//! Every seed variant through the binary: deals, hands, moons and the rejections only each has.
//!
//! Per variant: `next --json` for one table size, a hand, the variant's own rejection (the match
//! file byte-for-byte unchanged), and a moon. Every table size is covered by the unit tests in
//! `src/core/family_tests.rs`.

use super::*;

const THREE: &str = "Ann,Bob,Cas";
const FIVE: &str = "Ann,Bob,Cas,Dee,Eve";
const SIX: &str = "Ann,Bob,Cas,Dee,Eve,Fay";
const SEVEN: &str = "Ann,Bob,Cas,Dee,Eve,Fay,Gus";
const EIGHT: &str = "Ann,Bob,Cas,Dee,Eve,Fay,Gus,Hal";

/// The first hand as `next --json` must give it, Ann dealing and passing 3 cards to the left.
fn assert_first_deal(env: &TestEnv, players: &str, cards_each: u32, kitty: u32, first_lead: &str) {
    let seats: Vec<&str> = players.split(',').collect();
    let n = seats.len();
    let passes: Vec<Value> = (0..n)
        .map(|seat| json!({"from": seats[seat], "to": seats[(seat + 1) % n], "cards": 3}))
        .collect();
    let next = env.next();
    assert_eq!(next["number"], 1);
    assert_eq!(next["dealer"], "Ann");
    assert_eq!(next["pass"], "left");
    assert_eq!(next["first_lead"], first_lead);
    assert_eq!(next["cards_each"], cards_each);
    assert_eq!(next["kitty"], kitty);
    assert_eq!(next["passes"], json!(passes));
}

/// The points of every hand so far, in order.
fn hand_points(env: &TestEnv) -> Vec<Value> {
    env.status()["hands"]
        .as_array()
        .expect("hands")
        .iter()
        .map(|hand| hand["points"].clone())
        .collect()
}

#[test]
fn hearts_for_five_strips_the_2d_and_2c_and_the_3c_leads() {
    let env = started("hearts", FIVE);
    assert_first_deal(&env, FIVE, 10, 0, "whoever holds 3♣");
    env.ok(&["record", "Ann=QS 3", "Bob=4", "Cas=rest"]);
    let stderr = env.rejects(&["record", "Ann=QS 2C", "Bob=13"]);
    assert_contains(
        &stderr,
        "2♣ is not in this deck (hearts takes it out for 5 players)",
    );
    env.ok(&["record", "Dee=rest"]);
    assert_eq!(
        hand_points(&env),
        [
            json!({"Ann": 16, "Bob": 4, "Cas": 6, "Dee": 0, "Eve": 0}),
            json!({"Ann": 26, "Bob": 26, "Cas": 26, "Dee": 0, "Eve": 26}),
        ]
    );
}

#[test]
fn hearts_kitty_for_four_deals_12_and_a_kitty_of_4_where_the_2d_only_scores_nothing() {
    let env = started("hearts-kitty", FOUR);
    assert_first_deal(&env, FOUR, 12, 4, "whoever holds 2♣");
    env.ok(&["record", "Ann=QS", "Bob=2H 3H 4", "Cas=rest"]);
    let stderr = env.rejects(&["record", "Ann=QS 2D", "Bob=13"]);
    assert_contains(&stderr, "2♦ scores nothing in hearts-kitty");
    env.ok(&["record", "Dee=rest"]);
    assert_eq!(
        hand_points(&env),
        [
            json!({"Ann": 13, "Bob": 6, "Cas": 7, "Dee": 0}),
            json!({"Ann": 26, "Bob": 26, "Cas": 26, "Dee": 0}),
        ]
    );
}

#[test]
fn plain_hearts_for_three_deals_16_with_a_kitty_of_4_scores_hearts_only_and_the_shooter_chooses() {
    let env = started("plain-hearts", THREE);
    assert_first_deal(&env, THREE, 16, 4, "Bob (left of the dealer)");
    env.ok(&["record", "Ann=5", "Bob=AH 7"]);
    let stderr = env.rejects(&["record", "Ann=QS 5", "Bob=rest"]);
    assert_contains(&stderr, "Q♠ scores nothing in plain-hearts");
    let stderr = env.rejects(&["record", "Cas=13"]);
    assert_contains(&stderr, "--moon");
    env.ok(&["record", "--moon", "subtract", "Cas=13"]);
    assert_eq!(
        hand_points(&env),
        [
            json!({"Ann": 5, "Bob": 8, "Cas": 0}),
            json!({"Ann": 0, "Bob": 0, "Cas": -26}),
        ]
    );
}

#[test]
fn black_lady_moon_needs_the_qs_as_well_as_every_heart() {
    let env = started("black-lady", FOUR);
    assert_first_deal(&env, FOUR, 13, 0, "Bob (left of the dealer)");
    env.ok(&["record", "Ann=QS 3", "Bob=10"]);
    let stderr = env.rejects(&["record", "--moon", "add", "Ann=13", "Bob=QS"]);
    assert_contains(&stderr, "nobody shot the moon");
    env.ok(&["record", "--moon", "add", "Cas=QS 13"]);
    assert_eq!(
        hand_points(&env),
        [
            json!({"Ann": 16, "Bob": 10, "Cas": 0, "Dee": 0}),
            json!({"Ann": 26, "Bob": 26, "Cas": 0, "Dee": 26}),
        ]
    );
}

#[test]
fn greek_for_six_gives_the_shooter_minus_26_per_opponent_and_takes_no_moon_choice() {
    let env = started("greek", SIX);
    assert_first_deal(&env, SIX, 8, 4, "Bob (left of the dealer)");
    env.ok(&["record", "Ann=QS 3", "Bob=10"]);
    let stderr = env.rejects(&["record", "--moon", "subtract", "Bob=rest"]);
    assert_contains(&stderr, "--moon is not used in greek");
    env.ok(&["record", "Bob=rest"]);
    assert_eq!(
        hand_points(&env),
        [
            json!({"Ann": 16, "Bob": 10, "Cas": 0, "Dee": 0, "Eve": 0, "Fay": 0}),
            json!({"Ann": 26, "Bob": -130, "Cas": 26, "Dee": 26, "Eve": 26, "Fay": 26}),
        ]
    );
}

#[test]
fn spot_scores_each_heart_its_rank_refuses_a_bare_count_and_a_moon_wins_the_match() {
    let env = started("spot", FOUR);
    assert_first_deal(&env, FOUR, 13, 0, "Bob (left of the dealer)");
    env.ok(&["record", "Ann=QS AH KH", "Bob=rest"]);
    let stderr = env.rejects(&["record", "Ann=QS 5", "Bob=rest"]);
    assert_contains(&stderr, "a bare number of hearts is not accepted in spot");
    env.ok(&["record", "Cas=rest"]);
    let status = env.status();
    assert_eq!(
        status["hands"][0]["points"],
        json!({"Ann": 27, "Bob": 77, "Cas": 0, "Dee": 0})
    );
    assert_eq!(status["hands"][1]["moon"], "Cas");
    assert_eq!(
        status["hands"][1]["points"],
        json!({"Ann": 0, "Bob": 0, "Cas": 0, "Dee": 0})
    );
    assert_eq!(status["finished"], true);
    assert_eq!(status["winner"], "Cas");
    assert_eq!(status["next"], Value::Null);
}

#[test]
fn hooligan_for_five_needs_the_10d_entered_and_a_moon_takes_33_off_the_shooter() {
    let env = started("hooligan", FIVE);
    assert_first_deal(&env, FIVE, 10, 2, "Bob (left of the dealer)");
    env.ok(&["record", "Ann=QS 7C", "Bob=10D 5", "Cas=rest"]);
    let stderr = env.rejects(&["record", "Ann=13 QS 7C"]);
    assert_contains(&stderr, "nobody took 10♦");
    env.ok(&["record", "Ann=13 QS 7C", "Bob=10D"]);
    assert_eq!(
        hand_points(&env),
        [
            json!({"Ann": 20, "Bob": -5, "Cas": 8, "Dee": 0, "Eve": 0}),
            json!({"Ann": -33, "Bob": -10, "Cas": 0, "Dee": 0, "Eve": 0}),
        ]
    );
}

#[test]
fn pink_lady_for_seven_wants_the_qh_typed_and_a_moon_with_the_10d_takes_48_off() {
    let env = started("pink-lady", SEVEN);
    assert_first_deal(&env, SEVEN, 7, 3, "Bob (left of the dealer)");
    env.ok(&["record", "Ann=QH 2", "Bob=QS 10D", "Cas=rest"]);
    let stderr = env.rejects(&["record", "Ann=13 QS 10D"]);
    // Issue 40, newcomer M3: RULES.md's words, not "the deck has 12".
    assert_contains(
        &stderr,
        "hearts: 13 entered, but a number counts the 12 one-point hearts; type the Q♥ as QH",
    );
    env.ok(&["record", "Ann=rest"]);
    let zeros = json!({"Ann": 0, "Bob": 0, "Cas": 0, "Dee": 0, "Eve": 0, "Fay": 0, "Gus": 0});
    let mut first = zeros.clone();
    first["Ann"] = json!(15);
    first["Bob"] = json!(3);
    first["Cas"] = json!(10);
    let mut moon = zeros;
    moon["Ann"] = json!(-48);
    assert_eq!(hand_points(&env), [first, moon]);
}

#[test]
fn a_bare_number_over_the_one_point_hearts_says_a_number_counts_them_and_how_to_type_the_qh() {
    // Issue 40, newcomer M3: in Dirty Hearts too ("hearts: 13 entered, the deck has 12").
    let env = started("dirty-hearts", FOUR);
    let stderr = env.rejects(&["record", "--pass", "left", "Cas=QS QD QC 13", "Dee=rest"]);
    assert_contains(
        &stderr,
        "a number counts the 12 one-point hearts; type the Q♥ as QH",
    );
    assert!(!stderr.contains("the deck has 12"), "{stderr}");
    let dutch = env.fails(&[
        "--lang",
        "nl",
        "record",
        "--pass",
        "links",
        "Cas=SV RV KV 13",
        "Dee=rest",
    ]);
    assert_contains(&dutch, "een getal telt alleen de 12 harten van één punt");
}

#[test]
fn joker_refuses_the_2h_and_its_moon_is_12_hearts_and_the_joker() {
    let env = started("joker", FOUR);
    assert_first_deal(&env, FOUR, 13, 0, "Bob (left of the dealer)");
    env.ok(&["record", "Ann=JK 2", "Bob=rest"]);
    let stderr = env.rejects(&["record", "Ann=2H JK", "Bob=rest"]);
    assert_contains(
        &stderr,
        "2♥ is not in this deck (joker takes it out for 4 players)",
    );
    env.ok(&["record", "--moon", "add", "Ann=12 JK"]);
    assert_eq!(
        hand_points(&env),
        [
            json!({"Ann": 7, "Bob": 10, "Cas": 0, "Dee": 0}),
            json!({"Ann": 0, "Bob": 26, "Cas": 26, "Dee": 26}),
        ]
    );
}

#[test]
fn joker_53_keeps_the_2h_and_leaves_one_card_for_the_first_tricks_winner() {
    let env = started("joker-53", FOUR);
    assert_first_deal(&env, FOUR, 13, 1, "Bob (left of the dealer)");
    env.ok(&["record", "Ann=JK 2H 2", "Bob=rest"]);
    let stderr = env.rejects(&["record", "Ann=12 JK"]);
    assert_contains(&stderr, "hearts: 12 entered, the deck has 13");
    env.ok(&["record", "--moon", "subtract", "Ann=13 JK"]);
    assert_eq!(
        hand_points(&env),
        [
            json!({"Ann": 8, "Bob": 10, "Cas": 0, "Dee": 0}),
            json!({"Ann": -26, "Bob": 0, "Cas": 0, "Dee": 0}),
        ]
    );
}

#[test]
fn heartsette_for_three_removes_the_2c_and_leaves_a_widow_of_3() {
    let env = started("heartsette", THREE);
    assert_first_deal(&env, THREE, 16, 3, "Bob (left of the dealer)");
    env.ok(&["record", "Ann=4", "Cas=rest"]);
    let stderr = env.rejects(&["record", "Ann=2C", "Bob=13"]);
    assert_contains(
        &stderr,
        "2♣ is not in this deck (heartsette takes it out for 3 players)",
    );
    env.ok(&["record", "--moon", "add", "Bob=13"]);
    assert_eq!(
        hand_points(&env),
        [
            json!({"Ann": 4, "Bob": 0, "Cas": 9}),
            json!({"Ann": 26, "Bob": 0, "Cas": 26}),
        ]
    );
}

#[test]
fn cancellation_for_eight_takes_cards_twice_counts_cards_out_of_play_and_refuses_a_third_copy() {
    let env = started("cancellation", EIGHT);
    assert_first_deal(&env, EIGHT, 13, 0, "Bob (left of the dealer)");
    env.ok(&["record", "Ann=QS 10", "Bob=QS AH AH", "Cas=rest"]);
    env.ok(&["record", "--out", "QS AH AH", "Ann=QS 20", "Bob=4"]);
    let stderr = env.rejects(&["record", "Ann=QS 13", "Bob=QS 13", "Cas=QS"]);
    assert_contains(
        &stderr,
        "Q♠ is entered for Ann, Bob and Cas, but the deck has 2",
    );
    let stderr = env.rejects(&["record", "Ann=rest"]);
    assert_contains(&stderr, "--moon");
    env.ok(&["record", "--moon", "add", "Ann=rest"]);
    let others = |ann: i64, bob: i64, cas: i64, rest: i64| json!({"Ann": ann, "Bob": bob, "Cas": cas, "Dee": rest, "Eve": rest, "Fay": rest, "Gus": rest, "Hal": rest});
    assert_eq!(
        hand_points(&env),
        [
            others(23, 15, 14, 0),
            others(33, 4, 0, 0),
            others(0, 52, 52, 52),
        ]
    );
    assert_eq!(env.status()["target"], 150);
}

#[test]
fn two_player_deals_13_each_leaves_a_stock_of_26_and_passes_to_the_opponent() {
    let env = started("two-player", "Ann,Bob");
    assert_first_deal(&env, "Ann,Bob", 13, 0, "Bob (left of the dealer)");
    env.ok(&["record", "Ann=5", "Bob=rest"]);
    let stderr = env.rejects(&["record", "Ann=QS 5", "Bob=rest"]);
    assert_contains(&stderr, "Q♠ scores nothing in two-player");
    env.ok(&["record", "--moon", "add", "Ann=13"]);
    assert_eq!(
        hand_points(&env),
        [json!({"Ann": 5, "Bob": 8}), json!({"Ann": 0, "Bob": 26})]
    );
}

#[test]
fn two_player_json_gives_its_26_undealt_cards_as_the_stock_not_a_kitty() {
    // Issue 40, rules F4: drawn from during play, as Domino Hearts' stock.
    let env = started("two-player", "Ann,Bob");
    let next = env.next();
    assert_eq!((&next["kitty"], &next["stock"]), (&json!(0), &json!(26)));
}

// ---------------------------------------------------------------------------------------------
// The built-ins and the user's variants folder
// ---------------------------------------------------------------------------------------------

const FAMILY: [(&str, &str); 13] = [
    ("hearts", "3 to 7"),
    ("hearts-kitty", "3 to 7"),
    ("plain-hearts", "3 to 7"),
    ("black-lady", "3 to 7"),
    ("greek", "3 to 7"),
    ("spot", "3 to 7"),
    ("hooligan", "3 to 7"),
    ("pink-lady", "3 to 7"),
    ("joker", "3 to 7"),
    ("joker-53", "3 to 7"),
    ("heartsette", "3 to 6"),
    ("cancellation", "6 to 11"),
    ("two-player", "2"),
];

#[test]
fn variants_list_shows_every_family_variant_with_its_table_sizes_beside_a_broken_user_file() {
    let env = TestEnv::new();
    env.write_variant(
        "wobbly",
        "extends = \"black-lady\"\ndescription = \"Broken\"\n[moon]\neffekt = \"add\"\n",
    );
    let stdout = env.ok(&["variants", "list"]);
    assert_contains(&stdout, "wobbly.toml");
    for (name, players) in FAMILY {
        let line = stdout
            .lines()
            .find(|l| l.split_whitespace().nth(1) == Some(name))
            .unwrap_or_else(|| panic!("{name} is not listed:\n{stdout}"));
        assert_contains(line, players);
        assert_contains(line, "built-in");
    }
}

#[test]
fn a_user_black_lady_hides_the_built_in_while_the_built_ins_keep_building_on_the_built_in_one() {
    let env = TestEnv::new();
    env.write_variant(
        "black-lady",
        "extends = \"plain-hearts\"\ndescription = \"Our Black Lady, with the J♦ as a bonus\"\nnotes = [\"House rule.\"]\n\n[scoring.cards]\nQS = 13\nJD = -10\n",
    );
    let stdout = env.ok(&["variants", "list"]);
    let line = stdout
        .lines()
        .find(|l| l.contains("black-lady"))
        .expect("black-lady is listed");
    assert_contains(line, "hides");
    assert_contains(line, "Our Black Lady");
    let ours = env.path("ours.toml");
    env.ok(&[
        "new",
        "--variant",
        "black-lady",
        "--players",
        FOUR,
        "--file",
        &ours,
    ]);
    env.ok(&["record", "--file", &ours, "Ann=QS 3", "Bob=JD 10"]);
    assert_eq!(
        env.json(&["status", "--json", "--file", &ours])["totals"],
        json!({"Ann": 16, "Bob": 0, "Cas": 0, "Dee": 0})
    );
    env.ok(&["new", "--variant", "greek", "--players", FOUR]);
    let stderr = env.rejects(&["record", "Ann=QS 3", "Bob=JD 10"]);
    assert_contains(&stderr, "J♦ scores nothing in greek");
}

#[test]
fn complex_hearts_writes_every_score_as_re_and_im_in_json_with_the_magnitude_per_player() {
    let env = started("complex", FOUR);
    assert_first_deal(&env, FOUR, 13, 0, "whoever holds 2♣");
    env.ok(&["record", "Ann=QS TC 3", "Bob=JD 5", "Dee=rest"]);
    let status = env.status();
    assert_eq!(
        hand_points(&env),
        vec![json!({
            "Ann": {"re": -26, "im": 6},
            "Bob": {"re": -5, "im": 0},
            "Cas": {"re": 0, "im": 0},
            "Dee": {"re": 5, "im": 0},
        })]
    );
    assert_eq!(status["totals"]["Ann"], json!({"re": -26, "im": 6}));
    assert_eq!(
        status["magnitude"],
        json!({"Ann": 26.68, "Bob": 5.0, "Cas": 0.0, "Dee": 5.0})
    );
    // The text shows a+bi and each total's magnitude.
    let text = env.ok(&["status", "--wide"]);
    assert_contains(&text, "−26+6i");
    assert_contains(&text, "|Total|");
    assert_contains(&text, "26.7");
}

#[test]
fn complex_hearts_the_moon_needs_the_shooters_choice_and_the_ten_of_clubs_must_be_entered() {
    let env = started("complex", FOUR);
    let error = env.rejects(&["record", "Ann=QS JD TC 13"]);
    assert_contains(
        &error,
        "Ann shot the moon: say --moon add (everyone else +(−26+6i)) or --moon subtract (Ann −(−26+6i))",
    );
    let error = env.rejects(&["record", "Ann=QS JD 13"]);
    assert_contains(&error, "nobody took 10♣");
    env.ok(&["record", "Ann=QS JD TC 13", "--moon", "subtract"]);
    assert_eq!(hand_points(&env)[0]["Ann"], json!({"re": 26, "im": -6}));
}

#[test]
fn complex_hearts_export_and_chart_show_a_plus_bi_and_plot_the_magnitude() {
    let env = started("complex", FOUR);
    env.ok(&["record", "Ann=QS TC 3", "Bob=JD 5", "Dee=rest"]);
    let csv = env.ok(&["export", "--format", "csv"]);
    assert_eq!(
        csv,
        "hand,Ann,Bob,Cas,Dee,Ann total,Bob total,Cas total,Dee total\n1,-26+6i,-5,0,5,-26+6i,-5,0,5\n"
    );
    let chart = env.ok(&["chart"]);
    assert_contains(&chart, "Magnitude of the running totals, complex — 1 hand:");
    // Ann's magnitude, 26.68, is the top of the scale.
    assert!(
        chart.lines().nth(1).is_some_and(|l| l.starts_with("27 ┤")),
        "{chart}"
    );
}

#[test]
fn complex_hearts_history_json_writes_totals_as_objects_and_stats_count_no_points() {
    let env = started("complex", FOUR);
    env.ok(&["record", "Ann=QS TC 3", "Bob=JD 5", "Dee=rest"]);
    let history = env.json(&["history", "--json"]);
    assert_eq!(history[0]["totals"]["Ann"], json!({"re": -26, "im": 6}));
    let stats = env.json(&["stats", "--json"]);
    let ann = &stats["players"][0];
    assert_eq!(
        (ann["hands"].clone(), ann["points"].clone()),
        (json!(1), json!(0))
    );
    assert_contains(
        &env.ok(&["stats"]),
        "Complex scores (a+bi), chips and lives count toward matches and wins only",
    );
}

#[test]
fn variants_check_refuses_complex_scores_without_a_magnitude_end_and_a_multiplier_that_is_no_number()
 {
    let env = TestEnv::new();
    let file = env.path("twisted.toml");
    fs::write(
        &file,
        "name = \"twisted\"\nextends = \"omnibus\"\n\n[scoring.imaginary]\nQS = 13\n\n[scoring.multiplier]\ncard = \"TC\"\nby = \"2j\"\n",
    )
    .expect("cannot write a variant file");
    let stderr = env.fails(&["variants", "check", &file]);
    assert_contains(&stderr, "end.by");
    assert_contains(&stderr, "set end.by = \"magnitude\"");
    assert_contains(&stderr, "scoring.multiplier.by");
    assert_contains(&stderr, "\"2j\" is not a score");
}

#[test]
fn auction_records_the_bid_the_suit_and_the_counts_and_json_shows_the_chips_and_the_pot() {
    let env = started("auction", FOUR);
    let next = env.next();
    assert_eq!(next["first_lead"], "the high bidder");
    assert_eq!(next["bidding"], json!(["Bob", "Cas", "Dee", "Ann"]));
    env.ok(&[
        "record", "--bid", "Cas=2", "--suit", "D", "Ann=3", "Bob=3", "Cas=3", "Dee=rest",
    ]);
    let status = env.status();
    assert_eq!(
        status["totals"],
        json!({"Ann": 47, "Bob": 47, "Cas": 45, "Dee": 46})
    );
    assert_eq!(status["pot"], 15);
    assert_eq!(status["hands"][0]["bid"], json!({"Cas": 2}));
    assert_eq!(status["hands"][0]["suit"], "D");
    assert_eq!(status["hands"][0]["pot"], 15);
    // The pot stayed: Cas names again, without bidding.
    let next = env.next();
    assert_eq!(next["first_lead"], "Cas (high bidder)");
    assert_eq!(next["names_again"], "Cas");
    assert!(next.get("bidding").is_none());
    let error = env.rejects(&["record", "--bid", "Ann=1", "--suit", "C", "Ann=rest"]);
    assert_contains(&error, "Cas names the suit again without bidding this hand");
    env.ok(&["record", "--suit", "C", "Ann=10", "Bob=2", "Cas=1"]);
    let status = env.status();
    assert_eq!(
        status["totals"],
        json!({"Ann": 37, "Bob": 45, "Cas": 44, "Dee": 74})
    );
    assert_eq!(status["pot"], 0);
    assert_eq!(status["hands"][1]["bid"], Value::Null);
    assert_contains(&env.ok(&["status"]), "Pot: 0 chips.");
}

#[test]
fn auction_all_pass_moves_the_deal_on_and_the_file_keeps_it() {
    let env = started("auction", FOUR);
    assert_contains(
        &env.ok(&["record", "--all-pass"]),
        "Everyone passed on Ann's deal",
    );
    let next = env.next();
    assert_eq!(
        (next["number"].clone(), next["dealer"].clone()),
        (json!(1), json!("Bob"))
    );
    let error = env.rejects(&["record", "--all-pass", "Ann=3"]);
    assert_contains(&error, "--all-pass means nothing was played");
    env.ok(&["undo"]);
    assert_eq!(env.next()["dealer"], "Ann");
}

#[test]
fn auction_refuses_a_missing_suit_a_bid_too_high_another_suit_and_a_renege() {
    let env = started("auction", FOUR);
    assert_contains(
        &env.rejects(&["record", "--bid", "Ann=5", "Bob=rest"]),
        "say which penalty suit the high bidder named",
    );
    assert_contains(
        &env.rejects(&["record", "--suit", "H", "Bob=rest"]),
        "say who bid highest and how much",
    );
    assert_contains(
        &env.rejects(&["record", "--bid", "Ann=51", "--suit", "H", "Bob=rest"]),
        "Ann bid 51 but has only 50 chips",
    );
    assert_contains(
        &env.rejects(&[
            "record", "--bid", "Ann=5", "--suit", "H", "Bob=QS", "Cas=rest",
        ]),
        "Q♠ is not of the penalty suit",
    );
    assert_contains(
        &env.rejects(&["record", "--renege", "Bob"]),
        "charges nothing for a renege",
    );
    assert_contains(
        &env.usage_error(&["record", "--bid", "Ann=5", "--suit", "X", "Bob=rest"]),
        "use S, H, D or C",
    );
}

#[test]
fn new_chips_sets_the_start_for_chips_games_only() {
    let env = TestEnv::new();
    env.ok(&[
        "new",
        "--variant",
        "auction",
        "--players",
        "Ann,Bob,Cas",
        "--chips",
        "20",
    ]);
    assert_eq!(
        env.status()["totals"],
        json!({"Ann": 20, "Bob": 20, "Cas": 20})
    );
    assert_eq!(env.status()["hands_limit"], 6);
    let error = env.fails(&["new", "--players", "Ann,Bob,Cas,Dee", "--chips", "20"]);
    assert_contains(&error, "--chips is only for games played for chips");
}

#[test]
fn bids_are_refused_in_games_without_bidding() {
    let env = started("hartenjagen", FOUR);
    assert_contains(
        &env.rejects(&["record", "--bid", "Ann=5", "--suit", "H", "Bob=rest"]),
        "hartenjagen has no bidding",
    );
}

#[test]
fn conquimbert_json_shows_lives_card_points_and_who_is_out_and_next_skips_them() {
    let env = started("conquimbert", FOUR);
    let bob_alone = [
        "record",
        "Bob=AS AH AD",
        "Ann=TS TH TD",
        "Cas=TC KS KH KD KC QS QH QD",
        "Dee=rest",
    ];
    env.ok(&bob_alone);
    let status = env.status();
    assert_eq!(
        status["totals"],
        json!({"Ann": 3, "Bob": 2, "Cas": 3, "Dee": 3})
    );
    assert_eq!(
        status["hands"][0]["points"],
        json!({"Ann": 0, "Bob": -1, "Cas": 0, "Dee": 0})
    );
    assert_eq!(
        status["hands"][0]["card_points"],
        json!({"Ann": 30, "Bob": 33, "Cas": 28, "Dee": 17})
    );
    assert_eq!(status["out"], json!([]));
    env.ok(&bob_alone);
    let said = env.ok(&bob_alone);
    assert_contains(&said, "Bob reached 31; Bob is out");
    let status = env.status();
    assert_eq!(status["out"], json!(["Bob"]));
    assert_eq!(status["next"]["out"], json!(["Bob"]));
    // Dee deals hand 4; then Ann, and Cas leads, Bob being out.
    env.ok(&["record", "Ann=TS TH TD", "Cas=rest"]);
    let next = env.next();
    assert_eq!(next["dealer"], "Ann");
    assert_eq!(next["first_lead"], "Cas (left of the dealer)");
    assert_eq!(
        (next["cards_each"].clone(), next["kitty"].clone()),
        (json!(17), json!(1))
    );
    assert_contains(&env.ok(&["status"]), "Out: Bob.");
    assert_contains(
        &env.rejects(&["record", "Bob=AS", "Cas=rest"]),
        "Bob is out of the match (no lives left)",
    );
    assert_contains(
        &env.rejects(&["record", "--renege", "Ann"]),
        "conquimbert charges nothing for a renege",
    );
}

#[test]
fn reversis_records_tricks_payments_and_an_espagnolette_and_json_shows_the_settlement() {
    let env = started("reversis", FOUR);
    let next = env.next();
    assert_eq!(next["first_lead"], "Dee (right of the dealer)");
    assert_eq!(next["direction"], "counter-clockwise");
    assert_eq!(next["kitty"], 4);
    env.ok(&[
        "record",
        "Ann=tricks:3 AS KS",
        "Bob=tricks:3 QS",
        "Cas=tricks:2 AH AD",
        "Dee=rest",
        "--pay",
        "Ann>pot:5",
        "--pay",
        "Bob>Dee:2",
    ]);
    let status = env.status();
    assert_eq!(
        status["totals"],
        json!({"Ann": 213, "Bob": 229, "Cas": 223, "Dee": 217})
    );
    assert_eq!(status["pot"], 30);
    let hand = &status["hands"][0];
    assert_eq!(
        hand["payments"],
        json!([{"from": "Ann", "to": "pot", "chips": 5}, {"from": "Bob", "to": "Dee", "chips": 2}])
    );
    assert_eq!(
        hand["settlement"],
        json!({"kind": "party", "to": "Bob", "from": "Dee", "chips": 8})
    );
    assert_eq!(env.next()["dealer"], "Dee");
    // Bob and Cas took no trick; Bob announced an Espagnolette and wins it.
    env.ok(&[
        "record",
        "--declare",
        "Bob",
        "Ann=tricks:6 AS AH AD AC KS KH",
        "Bob=tricks:0",
        "Cas=tricks:0",
        "Dee=rest",
    ]);
    let status = env.status();
    assert_eq!(
        status["hands"][1]["settlement"],
        json!({"kind": "espagnolette", "to": "Bob", "from": "Ann", "chips": 4})
    );
    // Cas deals hand 3 and has put 5 of 223 into the pot.
    assert_contains(
        &env.rejects(&["record", "Ann=rest", "--pay", "Cas>Ann:999"]),
        "Cas held only 218 chips when paying 999",
    );
    assert_contains(
        &env.rejects(&["record", "Ann=tricks:11", "--pay", "Cas:5"]),
        "is not FROM>TO:N",
    );
    // The match file keeps the payments: a fresh read gives the same standings.
    assert_eq!(env.status(), status);
}

#[test]
fn payments_are_refused_outside_reversis() {
    let env = started("hartenjagen", FOUR);
    assert_contains(
        &env.rejects(&["record", "Ann=rest", "--pay", "Ann>Bob:1"]),
        "hartenjagen has no chips paid during play",
    );
}

#[test]
fn the_first_banner_says_which_cards_to_take_out_of_a_short_pack() {
    // Issue 40, newcomer M4: derived from each variant's deck, not written per game.
    for (variant, players, said) in [
        (
            "heart-hunter",
            "Ann,Bob,Cas",
            "Take out the 2s to 5s: 36 cards in play.",
        ),
        ("polignac", FOUR, "Take out the 2s to 6s: 32 cards in play."),
        (
            "black-maria",
            "Ann,Bob,Cas",
            "Take out the 2♣: 51 cards in play.",
        ),
        (
            "hearts",
            "Ann,Bob,Cas,Dee,Eve",
            "Take out the 2♣ and 2♦: 50 cards in play.",
        ),
    ] {
        let env = started(variant, players);
        assert_contains(&env.ok(&["next"]), said);
    }
    // A full pack says nothing, and from the second hand on the pack is ready.
    let env = started("hartenjagen", FOUR);
    assert!(!env.ok(&["next"]).contains("Take out"));
    let env = started("heart-hunter", "Ann,Bob,Cas");
    env.ok(&["record", "Ann=QS", "Bob=3", "Cas=rest"]);
    assert!(!env.ok(&["next"]).contains("Take out"));
    let dutch = started("heart-hunter", "Ann,Bob,Cas");
    assert_contains(
        &dutch.ok(&["--lang", "nl", "next"]),
        "Haal de 2's tot en met de 5's uit het pak: er doen 36 kaarten mee.",
    );
}

#[test]
fn conquimberts_card_points_are_said_by_record_and_status() {
    // Issue 40 (left from the last checks): the card points decide the lives, so `record` and
    // `status` say them as `play` does.
    let env = TestEnv::new();
    env.ok(&[
        "new",
        "--variant",
        "conquimbert",
        "--players",
        "Ann,Bob,Cas,Dee",
    ]);
    let recorded = env.ok(&[
        "record",
        "Ann=AH TH KH QH JH QD JD",
        "Bob=AS AD",
        "Dee=rest",
    ]);
    assert_contains(&recorded, "Card points: Ann 30, Bob 22, Cas 0, Dee 56.");
    assert_contains(
        &env.ok(&["status"]),
        "Card points in hand 1: Ann 30, Bob 22, Cas 0, Dee 56.",
    );
    let dutch = env.ok(&["--lang", "nl", "status"]);
    assert_contains(
        &dutch,
        "Kaartpunten in ronde 1: Ann 30, Bob 22, Cas 0, Dee 56.",
    );
}
