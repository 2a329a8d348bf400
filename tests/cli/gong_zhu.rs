//! Gong Zhu through the binary: the deal and the leads in `next --json`, exposing at every door
//! (`--expose`, the match file, the API and the page), the end below 0, `stats`, and the new
//! variant keys checked with their file, line and column.

use super::serve::Server;
use super::*;

const FIVE: &str = "Ann,Bob,Cas,Dee,Eve";

#[test]
fn gong_zhu_deals_counter_clockwise_and_the_two_of_spades_leads_then_the_pigs_taker() {
    let env = started("gong-zhu", FOUR);
    let next = env.next();
    assert_eq!(next["first_lead"], "whoever holds 2♠");
    assert_eq!(next["pass"], "hold");
    assert_eq!(next["passes"], json!([]));
    assert_eq!(next["direction"], "counter-clockwise");
    assert_eq!(
        (next["cards_each"].clone(), next["kitty"].clone()),
        (json!(13), json!(0))
    );
    // The worked hand of RULES.md.
    env.ok(&[
        "record",
        "Ann=QS AH",
        "Bob=JD KH TC",
        "Cas=QH JH TH 9H",
        "Dee=rest",
    ]);
    let status = env.status();
    assert_eq!(
        status["hands"][0]["points"],
        json!({"Ann": -150, "Bob": 120, "Cas": -70, "Dee": -40})
    );
    assert_eq!(status["hands"][0]["moon"], Value::Null);
    assert_eq!(status["hands"][0]["exposed"], json!([]));
    assert_eq!(status["next"]["dealer"], "Dee");
    assert_eq!(status["next"]["first_lead"], "Ann (took the Q♠ last hand)");
    assert_contains(
        &env.ok(&["next"]),
        "Ann (took the Q♠ last hand) leads the first trick.",
    );
    // A misdeal is no hand: the last Q♠ taker leads the hand dealt again (issue 40, rules F1).
    env.ok(&["misdeal"]);
    assert_eq!(env.next()["first_lead"], "Ann (took the Q♠ last hand)");
}

#[test]
fn gong_zhu_for_five_takes_out_the_two_of_clubs_and_the_two_of_diamonds() {
    let env = started("gong-zhu", FIVE);
    assert_eq!(env.next()["cards_each"], 10);
    let stderr = env.rejects(&["record", "Ann=QS 2D", "Bob=rest"]);
    assert_contains(&stderr, "2♦ is not in this deck");
    env.ok(&["record", "Ann=QS", "Bob=TC JD", "Cas=AH KH", "Dee=rest"]);
    assert_eq!(
        env.status()["hands"][0]["points"],
        json!({"Ann": -100, "Bob": 200, "Cas": -90, "Dee": -110, "Eve": 0})
    );
}

#[test]
fn expose_doubles_at_the_command_line_is_kept_in_the_match_file_and_shown_per_hand() {
    let env = started("gong-zhu", FOUR);
    let out = env.ok(&[
        "record",
        "--expose",
        "AH,TC",
        "Ann=KH QH",
        "Bob=TC JD",
        "Cas=rest",
    ]);
    assert_contains(
        &out,
        "Hand 1 recorded: Ann −140, Bob +400, Cas −360, Dee 0.",
    );
    assert_contains(&out, "A♥ and 10♣ exposed.");
    let status = env.status();
    assert_eq!(status["hands"][0]["exposed"], json!(["A♥", "10♣"]));
    let file = fs::read_to_string(env.match_file()).expect("the match file");
    assert_contains(&file, "expose = \"A♥ 10♣\"");
    // Loaded again, the hand scores the same; edit keeps what it is given.
    env.ok(&[
        "edit",
        "1",
        "--expose",
        "AH",
        "Ann=KH QH",
        "Bob=TC JD",
        "Cas=rest",
    ]);
    assert_eq!(
        env.status()["hands"][0]["points"],
        json!({"Ann": -140, "Bob": 200, "Cas": -360, "Dee": 0})
    );
}

#[test]
fn all_the_hearts_turn_round_and_the_note_says_it_is_no_moon() {
    let env = started("gong-zhu", FOUR);
    let out = env.ok(&[
        "record",
        "Ann=AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H QS",
        "Bob=JD",
        "Cas=TC",
    ]);
    assert_contains(&out, "Hand 1 recorded: Ann +300, Bob +100, Cas +50, Dee 0.");
    assert_contains(
        &out,
        "Ann took all the hearts: they count the other way (not a moon).",
    );
    assert_eq!(env.status()["hands"][0]["moon"], Value::Null);
}

#[test]
fn expose_is_refused_in_every_other_game_and_for_cards_this_game_does_not_expose() {
    let env = hartenjagen();
    let stderr = env.rejects(&["record", "--expose", "AH", "Ann=QS", "Bob=rest"]);
    assert_eq!(
        stderr,
        "error: hartenjagen exposes no cards before play; --expose is only for games that do (Gong Zhu)\n"
    );
    let env = started("gong-zhu", FOUR);
    let stderr = env.rejects(&["record", "--expose", "KH", "Ann=rest"]);
    assert_contains(
        &stderr,
        "K♥ is not a card to expose here; only Q♠, A♥, J♦ or 10♣ may be exposed",
    );
    let stderr = env.rejects(&["record", "--expose", "3", "Ann=rest"]);
    assert_contains(
        &stderr,
        "--expose: \"3\" is not a card; name the cards shown before play, e.g. AH QS",
    );
    let stderr = env.rejects(&["record", "Ann=3", "Bob=rest"]);
    assert_contains(&stderr, "type each heart");
}

#[test]
fn a_renege_costs_300_and_the_next_hand_is_led_by_the_two_of_spades() {
    let env = started("gong-zhu", FOUR);
    env.ok(&["record", "Cas=QS", "Ann=rest"]);
    env.ok(&["record", "--renege", "Bob"]);
    let status = env.status();
    assert_eq!(
        status["hands"][1]["points"],
        json!({"Ann": 0, "Bob": -300, "Cas": 0, "Dee": 0})
    );
    assert_eq!(status["hands"][1]["renege"], "Bob");
    assert_eq!(status["next"]["first_lead"], "whoever holds 2♠");
}

#[test]
fn target_500_ends_the_match_at_minus_500_the_highest_total_wins_and_stats_count_it_so() {
    let env = TestEnv::new();
    let out = env.ok(&[
        "new",
        "--variant",
        "gong-zhu",
        "--players",
        FOUR,
        "--target",
        "500",
    ]);
    assert_contains(&out, "playing to −500");
    let file = fs::read_to_string(env.match_file()).expect("the match file");
    assert_contains(&file, "target = -500");
    assert_eq!(env.status()["target"], -500);
    // Dee takes every heart (+200); Ann the pig with the 10♣ (−200), Bob the sheep.
    env.ok(&["record", "Ann=QS TC", "Bob=JD", "Dee=rest"]);
    env.ok(&["record", "--renege", "Ann"]);
    let status = env.status();
    assert_eq!(
        status["totals"],
        json!({"Ann": -500, "Bob": 100, "Cas": 0, "Dee": 200})
    );
    assert_eq!(
        (status["finished"].clone(), status["winner"].clone()),
        (json!(true), json!("Dee"))
    );
    let stats = env.json(&["stats", "--json"]);
    let dee = stats["players"]
        .as_array()
        .expect("players")
        .iter()
        .find(|p| p["name"] == "Dee")
        .expect("Dee");
    assert_eq!(
        (dee["wins"].clone(), dee["best"].clone()),
        (json!(1), json!(200))
    );
    // A negative target is taken as it is written; elsewhere it is refused.
    let env = TestEnv::new();
    env.ok(&[
        "new",
        "--variant",
        "gong-zhu",
        "--players",
        FOUR,
        "--target",
        "-700",
    ]);
    assert_eq!(env.status()["target"], -700);
    let stderr = env.fails(&["new", "--players", FOUR, "--target", "-50"]);
    assert_contains(&stderr, "--target must be a positive number of points");
}

#[test]
fn the_phone_enters_the_exposed_cards_in_a_field_only_gong_zhu_has() {
    let env = started("gong-zhu", FOUR);
    let file = env.match_file().display().to_string();
    let server = Server::start(&env, &file, &[]);
    let (_, page) = server.get(&format!("/?key={}", server.key));
    assert_contains(&page, "<input name=\"expose\"");
    let (status, said) = server.post_hand(
        "/api/record",
        &json!({"took": {"Ann": "KH QH", "Bob": "TC JD", "Cas": "rest"}, "expose": "AH TC"}),
    );
    assert_eq!(status, 200, "{said}");
    assert_eq!(said["hands"][0]["exposed"], json!(["A♥", "10♣"]));
    assert_eq!(said["totals"]["Bob"], 400);
    let (status, said) = server.post_hand(
        "/api/check",
        &json!({"took": {"Ann": "rest"}, "expose": "KH"}),
    );
    assert_eq!(
        (status, said["code"].as_str(), said["field"].as_str()),
        (400, Some("not-exposable"), Some("expose")),
        "{said}"
    );
    drop(server);
    let (env, file) = super::serve::one_hand_played();
    let server = Server::start(&env, &file, &[]);
    let (_, page) = server.get(&format!("/?key={}", server.key));
    assert!(!page.contains("name=\"expose\""));
    let (status, said) = server.post_hand(
        "/api/check",
        &json!({"took": {"Ann": "rest"}, "expose": "AH"}),
    );
    assert_eq!(
        (status, said["code"].as_str()),
        (400, Some("no-exposing")),
        "{said}"
    );
}

#[test]
fn gong_zhu_in_dutch_says_the_pigs_taker_and_the_exposed_cards_in_dutch() {
    let env = started("gong-zhu", FOUR);
    let out = env.ok(&[
        "--lang",
        "nl",
        "record",
        "--expose",
        "HA",
        "Ann=SV HH",
        "Bob=rest",
    ]);
    assert_contains(&out, "A♥ getoond.");
    assert_contains(&out, "Ann (haalde vorige ronde de V♠) komt uit");
}

#[test]
fn variants_check_names_the_line_of_every_new_key_that_does_not_fit() {
    let env = TestEnv::new();
    let file = env.path("house.toml");
    fs::write(
        &file,
        "extends = \"gong-zhu\"\n\n[play]\nlead_card = \"2X\"\ntaker_leads = \"KS\"\n\n[scoring.reverse]\nsuit = \"X\"\n\n[scoring.expose]\nKH = \"both\"\n\n[end]\nquick_target = 100\n",
    )
    .expect("cannot write a variant file");
    let stderr = env.fails(&["variants", "check", &file]);
    assert_contains(
        &stderr,
        &format!(
            "{file}:11:6: scoring.expose.KH: \"both\" is not a value this key takes; use \"card\" or \"suit\""
        ),
    );
    fs::write(
        &file,
        "extends = \"gong-zhu\"\n\n[play]\nlead_card = \"2X\"\ntaker_leads = \"KS\"\n\n[scoring.reverse]\nsuit = \"X\"\n\n[end]\nquick_target = 100\n",
    )
    .expect("cannot write a variant file");
    let stderr = env.fails(&["variants", "check", &file]);
    assert_contains(
        &stderr,
        &format!("{file}:4:1: play.lead_card: \"2X\" is not a card"),
    );
    assert_contains(
        &stderr,
        &format!("{file}:5:1: play.taker_leads: K♠ is not entered at record"),
    );
    assert_contains(
        &stderr,
        &format!(
            "{file}:8:1: scoring.reverse.suit: \"X\" is not a suit; write \"S\", \"H\", \"D\" or \"C\""
        ),
    );
    assert_contains(
        &stderr,
        &format!("{file}:11:1: end.quick_target: must be below 0, as the target is"),
    );
    // The family's own house rules pass.
    fs::write(
        &file,
        "extends = \"gong-zhu\"\ndescription = \"Our Gong Zhu\"\nplayers = [4]\n\n[play]\nlead_card = \"2C\"\n\n[scoring.cards]\nQS = -200\n",
    )
    .expect("cannot write a variant file");
    assert_contains(
        &env.ok(&["variants", "check", &file]),
        "ok — house for 4 players.",
    );
}

#[test]
fn the_house_rule_gong_zhus_notes_suggest_for_the_club_lead_passes_variants_check() {
    // Issue 40, rules F5: the notes printed `play.lead_card = "2C"`, which fails for 5 players.
    let env = TestEnv::new();
    let rules = env.ok(&["rules", "gong-zhu"]);
    let line = "[play] first_lead = \"lowest-club\"";
    assert_contains(&rules, line);
    assert!(!rules.contains("lead_card = \"2C\""), "{rules}");
    let file = env.path("ours.toml");
    fs::write(
        &file,
        "extends = \"gong-zhu\"\ndescription = \"Ours\"\n\n[play]\nfirst_lead = \"lowest-club\"\n",
    )
    .expect("cannot write a variant file");
    assert_contains(
        &env.ok(&["variants", "check", &file]),
        "ok — ours for 4 or 5 players.",
    );
}

#[test]
fn stats_points_per_hand_leave_out_games_where_the_highest_total_wins_unless_one_game_is_asked() {
    // Issue 40, newcomer M8: Gong Zhu's −500 made the worst hearts player look the best.
    let env = started("hartenjagen", FOUR);
    env.ok(&["record", "Ann=QS", "Bob=rest"]);
    env.ok(&["new", "--variant", "gong-zhu", "--players", FOUR]);
    env.ok(&["record", "Ann=QS AH", "Bob=rest"]);
    let ann = |stats: &Value| {
        stats["players"]
            .as_array()
            .expect("players")
            .iter()
            .find(|p| p["name"] == "Ann")
            .cloned()
            .expect("Ann")
    };
    let stats = env.json(&["stats", "--json"]);
    assert_eq!(stats["points_left_out"], json!(["gong-zhu"]));
    assert_eq!(
        (
            ann(&stats)["points"].clone(),
            ann(&stats)["points_per_hand"].clone()
        ),
        (json!(13), json!(13.0))
    );
    assert_contains(
        &env.ok(&["stats"]),
        "Points/hand leaves out gong-zhu, where the highest total wins",
    );
    let one = env.json(&["stats", "--json", "--variant", "gong-zhu"]);
    assert_eq!(one["points_left_out"], json!([]));
    assert_eq!(ann(&one)["points"], json!(-150));
}

#[test]
fn a_word_at_expose_that_is_no_card_is_not_offered_rest_or_a_dash() {
    // The Dutch review, §4: `--expose HX` suggested "rest or -", which --expose refuses.
    let env = started("gong-zhu", FOUR);
    let stderr = env.rejects(&["record", "--expose", "HX", "Ann=QS", "Bob=rest"]);
    assert_contains(&stderr, "name the cards shown before play");
    assert!(!stderr.contains("rest or -"), "{stderr}");
}
