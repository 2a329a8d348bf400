//! The games seed 004 names without their rules (RULES.md, "The four games the seed names
//! without rules") through the binary: what each game's own rules change at every door.
//! Their scoring, hand by hand, is tested in `src/core/four_games_tests.rs`.

use super::serve::Server;
use super::*;

const FOUR_PLAYERS: &str = "Ann,Bob,Cas,Dee";

/// The points of every hand so far, in order.
fn hand_points(env: &TestEnv) -> Vec<Value> {
    env.status()["hands"]
        .as_array()
        .expect("hands")
        .iter()
        .map(|hand| hand["points"].clone())
        .collect()
}

/// The one match file's path, as an argument.
fn the_file(env: &TestEnv) -> String {
    env.match_file().display().to_string()
}

// ---- Rickety Kate ----

#[test]
fn rickety_kate_has_no_moon_so_every_heart_and_the_queen_score_26_and_moon_is_refused() {
    let env = started("rickety-kate", FOUR_PLAYERS);
    let next = env.next();
    assert_eq!(
        (next["cards_each"].as_u64(), next["kitty"].as_u64()),
        (Some(13), Some(0))
    );
    assert_eq!(next["first_lead"], "Bob (left of the dealer)");
    assert_eq!(next["pass"], "left");
    let stderr = env.rejects(&["record", "--moon", "add", "Ann=QS 13"]);
    assert_contains(&stderr, "there the moon does not exist");
    env.ok(&["record", "Ann=QS 13"]);
    assert_eq!(env.status()["hands"][0]["moon"], Value::Null);
    env.ok(&["record", "--renege", "Bob"]);
    assert_eq!(
        hand_points(&env),
        [
            json!({"Ann": 26, "Bob": 0, "Cas": 0, "Dee": 0}),
            json!({"Ann": 0, "Bob": 26, "Cas": 0, "Dee": 0}),
        ]
    );
    assert_contains(
        &env.ok(&["rules", "rickety-kate"]),
        "Moon: There is no moon.",
    );
}

#[test]
fn rickety_kate_for_three_deals_16_with_a_kitty_of_4_for_the_first_tricks_winner() {
    let env = started("rickety-kate", "Ann,Bob,Cas");
    let next = env.next();
    assert_eq!(
        (next["cards_each"].as_u64(), next["kitty"].as_u64()),
        (Some(16), Some(4))
    );
    assert_contains(
        &env.ok(&["next"]),
        "4 face down as the kitty (it goes to the winner of the first trick)",
    );
    // R-4: the kitty held the Q♠ and the 2♥, taken by Ann.
    env.ok(&["record", "Ann=QS 2H", "Bob=7", "Cas=5"]);
    assert_eq!(hand_points(&env), [json!({"Ann": 14, "Bob": 7, "Cas": 5})]);
}

// ---- Domino Hearts ----

#[test]
fn domino_hearts_next_gives_the_stock_not_a_kitty_for_2_4_and_7_players() {
    for (players, stock) in [
        ("Ann,Bob", 40),
        (FOUR_PLAYERS, 28),
        ("Ann,Bob,Cas,Dee,Eve,Fay,Gus", 10),
    ] {
        let env = started("domino-hearts", players);
        let next = env.next();
        assert_eq!(next["cards_each"], 6, "{players}");
        assert_eq!(next["kitty"], 0, "{players}");
        assert_eq!(next["stock"], stock, "{players}");
        assert_eq!(next["pass"], "hold", "{players}");
        assert_eq!(next["passes"], json!([]), "{players}");
        assert_eq!(next["first_lead"], "Bob (left of the dealer)", "{players}");
    }
    // Every other game has no `stock` key.
    assert_eq!(hartenjagen().next().get("stock"), None);
}

#[test]
fn domino_hearts_banner_speaks_of_the_stock_and_how_drawing_and_dropping_out_work() {
    let env = started("domino-hearts", FOUR_PLAYERS);
    let text = env.ok(&["next"]);
    for part in [
        "Hand 1: Ann deals 6 cards each; the other 28 are the stock, face down.\n",
        "No passing in this game.\n",
        "  · Who cannot follow suit draws from the stock until they can, and discards once it is empty.\n",
        "  · Out of cards, a player drops out; the last player holding cards takes what is left in their hand and in the stock.\n",
    ] {
        assert_contains(&text, part);
    }
    assert!(!text.contains("kitty"), "{text}");
    let dutch = env.ok(&["--lang", "nl", "next"]);
    assert_contains(
        &dutch,
        "Ronde 1: Ann deelt ieder 6 kaarten; de overige 28 gaan dicht op de stapel.\n",
    );
    assert_contains(&dutch, "pakt van de stapel tot dat wel kan");
}

#[test]
fn domino_hearts_never_passes_scores_only_hearts_and_its_moon_is_the_shooters_choice() {
    let env = started("domino-hearts", FOUR_PLAYERS);
    assert_contains(
        &env.rejects(&["record", "--pass", "left", "Ann=6", "Bob=rest"]),
        "nobody passes in domino-hearts",
    );
    // D-5: the Q♠ scores nothing.
    assert_contains(
        &env.rejects(&["record", "Ann=QS 2", "Bob=rest"]),
        "Q♠ scores nothing in domino-hearts",
    );
    assert_contains(&env.rejects(&["record", "Ann=13"]), "--moon add");
    // D-1, then D-3 and D-4.
    env.ok(&["record", "Ann=6", "Bob=4", "Cas=3"]);
    env.ok(&["record", "--moon", "subtract", "Ann=13"]);
    env.ok(&["record", "--renege", "Cas"]);
    assert_eq!(
        hand_points(&env),
        [
            json!({"Ann": 6, "Bob": 4, "Cas": 3, "Dee": 0}),
            json!({"Ann": -26, "Bob": 0, "Cas": 0, "Dee": 0}),
            json!({"Ann": 0, "Bob": 0, "Cas": 13, "Dee": 0}),
        ]
    );
}

#[test]
fn domino_hearts_ends_after_the_hand_in_which_someone_reaches_31_and_the_lowest_wins() {
    let env = started("domino-hearts", FOUR_PLAYERS);
    assert_eq!(env.status()["target"], 31);
    env.ok(&["record", "Ann=10", "Bob=3"]);
    env.ok(&["record", "Ann=2", "Bob=5", "Cas=6"]);
    env.ok(&["record", "Ann=1", "Bob=1", "Cas=11"]);
    let out = env.ok(&["record", "--moon", "add", "Ann=13"]);
    assert_contains(&out, "Ann wins with 13");
    let status = env.status();
    assert_eq!(status["finished"], true);
    assert_eq!(status["winner"], "Ann");
    assert_eq!(
        status["totals"],
        json!({"Ann": 13, "Bob": 35, "Cas": 43, "Dee": 26})
    );
}

// ---- Dirty Nasty Filthy Hearts ----

#[test]
fn dirty_hearts_next_asks_the_dealer_with_pass_null_the_choices_and_no_passes() {
    let env = started("dirty-hearts", FOUR_PLAYERS);
    let next = env.next();
    assert_eq!(next["pass"], Value::Null);
    assert_eq!(
        next["pass_choices"],
        json!(["left", "right", "across", "hold", "scatter", "centre"])
    );
    assert_eq!(next["passes"], json!([]));
    assert_eq!(env.status()["next"]["pass"], Value::Null);
    let text = env.ok(&["next"]);
    assert_contains(
        &text,
        "How do we pass this hand? Ann chooses: left, right, across, hold, scatter or centre.\n",
    );
    assert_contains(
        &text,
        "No hearts and no Q♠, Q♦ or Q♣ on the first trick unless a player has nothing else.",
    );
    assert_contains(
        &env.ok(&["--lang", "nl", "next"]),
        "Hoe geven we deze ronde door? Ann kiest: links, rechts, overkant, niet, rondom of midden.\n",
    );
    // Without across for three.
    let three = started("dirty-hearts", "Ann,Bob,Cas");
    assert_eq!(
        three.next()["pass_choices"],
        json!(["left", "right", "hold", "scatter", "centre"])
    );
}

#[test]
fn dirty_hearts_for_three_refuses_across_and_offers_every_pass_it_has() {
    // Issue 40, rules F3: scatter and centre are choices for three as well.
    let three = started("dirty-hearts", "Ann,Bob,Cas");
    let stderr = three.rejects(&["record", "--pass", "across", "Ann=QS", "Bob=3", "Cas=rest"]);
    assert_contains(
        &stderr,
        "passing across is not possible with 3 players (try left, right, hold, scatter or centre)",
    );
    // Plain hearts for three: what its cycle has.
    let hearts = started("hearts", "Ann,Bob,Cas");
    let stderr = hearts.rejects(&["record", "--pass", "across", "Ann=QS", "Bob=3", "Cas=rest"]);
    assert_contains(&stderr, "(try left, right or hold)");
}

#[test]
fn dirty_hearts_record_needs_the_pass_and_keeps_it_in_the_file_and_the_json() {
    let env = started("dirty-hearts", FOUR_PLAYERS);
    let hand = ["Ann=QS QH 3", "Bob=QC JD 2", "Cas=QD 4", "Dee=rest"];
    let stderr = env.rejects(&[&["record"][..], &hand].concat());
    assert_contains(
        &stderr,
        "Ann deals and chooses how this hand is passed: say which with --pass (left, right, across, hold, scatter or centre)",
    );
    env.ok(&[&["record", "--pass", "midden"][..], &hand].concat());
    env.ok(&[&["record", "--pass", "center"][..], &hand].concat());
    let status = env.status();
    assert_eq!(status["hands"][0]["pass"], "centre");
    assert_eq!(status["hands"][1]["pass"], "centre");
    assert_eq!(
        status["hands"][0]["points"],
        json!({"Ann": 29, "Bob": 5, "Cas": 17, "Dee": 3})
    );
    let file = fs::read_to_string(env.match_file()).expect("the match file");
    assert_contains(&file, "pass = \"centre\"");
    // The next dealer chooses again.
    assert_eq!(env.next()["pass"], Value::Null);
    assert_eq!(env.next()["dealer"], "Cas");
    // The table shows the way each hand was passed.
    assert_contains(&env.ok(&["status"]), "centre");
}

#[test]
fn a_dealers_choice_hand_saved_without_its_pass_is_refused_naming_the_file_and_line() {
    let env = started("dirty-hearts", FOUR_PLAYERS);
    env.ok(&[
        "record",
        "--pass",
        "left",
        "Ann=QS QH 3",
        "Bob=QC JD 2",
        "Cas=QD 4",
        "Dee=rest",
    ]);
    let file = the_file(&env);
    let text = fs::read_to_string(&file).expect("the match file");
    let line = text.lines().position(|l| l == "[[hand]]").expect("a hand") + 1;
    fs::write(&file, text.replace("pass = \"left\"\n", "")).expect("written");
    let stderr = env.fails(&["status", "--file", &file]);
    assert_contains(
        &stderr,
        &format!(
            "error: {file}:{line}: entry 1 of the match: Ann deals and chooses how this hand is passed, but the hand has no pass (one of left, right, across, hold, scatter or centre)"
        ),
    );
}

#[test]
fn dirty_hearts_the_api_refuses_a_hand_without_its_pass_and_offers_the_choices() {
    let env = started("dirty-hearts", FOUR_PLAYERS);
    let server = Server::start(&env, &the_file(&env), &[]);
    let hand = json!({"took": {"Ann": "QS QH 3", "Bob": "QC JD 2", "Cas": "QD 4", "Dee": "rest"}});
    let (status, refusal) = env.assert_unchanged(|| server.post_hand("/api/check", &hand));
    assert_eq!(
        (status, refusal["code"].as_str()),
        (400, Some("pass-choice-missing")),
        "{refusal}"
    );
    assert_eq!(refusal["field"], "pass");
    assert_eq!(
        refusal["error"],
        "Ann deals and chooses how this hand is passed: pick it under Passed (left, right, across, hold, scatter or centre)"
    );
    assert_eq!(
        refusal["choices"][5],
        json!({"value": "centre", "label": "centre"})
    );
    let mut with_pass = hand.clone();
    with_pass["pass"] = json!("midden");
    let (status, saved) = server.post_hand("/api/record", &with_pass);
    assert_eq!(status, 200, "{saved}");
    assert_eq!(env.status()["hands"][0]["pass"], "centre");
}

#[test]
fn dirty_hearts_phone_page_puts_the_dealers_choice_with_the_hand_left_first() {
    let env = started("dirty-hearts", FOUR_PLAYERS);
    let server = Server::start(&env, &the_file(&env), &[]);
    let (status, page) = server.get(&format!("/?key={}", server.key));
    assert_eq!(status, 200);
    let select = page
        .find("<select name=\"pass\">")
        .unwrap_or_else(|| panic!("a pass select in:\n{page}"));
    assert!(
        select < page.find("<details>").expect("the folded part"),
        "the choice is not folded away"
    );
    assert_contains(
        &page[select..],
        "<select name=\"pass\"><option value=\"left\">left</option><option value=\"right\">right</option><option value=\"across\">across</option><option value=\"hold\">hold</option><option value=\"scatter\">scatter</option><option value=\"centre\">centre</option></select>",
    );
    assert_eq!(page.matches("name=\"pass\"").count(), 1);
    // Elsewhere the pass stays folded away, "as proposed" first.
    let other = hartenjagen();
    let server = Server::start(&other, &the_file(&other), &[]);
    let (_, page) = server.get(&format!("/?key={}", server.key));
    let select = page.find("<select name=\"pass\">").expect("a pass select");
    assert!(select > page.find("<details>").expect("the folded part"));
}

// ---- The centre and the dealer's choice in any game ----

/// Hartenjagen with the centre and the dealer's choice in its cycle.
const CENTRE: &str = r#"
extends = "hartenjagen"
description = "Hartenjagen with a centre pass"

[passing]
cycle = ["centre", "dealers-choice"]
choices = ["left", "centre"]
"#;

#[test]
fn a_centre_pass_lists_one_pass_per_player_to_nobody() {
    let env = TestEnv::new();
    env.write_variant("centre-hearts", CENTRE);
    env.ok(&[
        "new",
        "--variant",
        "centre-hearts",
        "--players",
        FOUR_PLAYERS,
    ]);
    let next = env.next();
    assert_eq!(next["pass"], "centre");
    let passes: Vec<Value> = ["Ann", "Bob", "Cas", "Dee"]
        .iter()
        .map(|name| json!({"from": name, "to": null, "cards": 3}))
        .collect();
    assert_eq!(next["passes"], json!(passes));
    assert_contains(
        &env.ok(&["next"]),
        "Everyone puts 3 cards in the centre; they are mixed and dealt back, 3 to each.\n",
    );
    assert_contains(
        &env.ok(&["--lang", "nl", "next"]),
        "Iedereen legt 3 kaarten in het midden; die worden geschud en ieder krijgt er 3 terug.\n",
    );
    env.ok(&["record", "Ann=QS", "Bob=13"]);
    let next = env.next();
    assert_eq!(
        (next["pass"].clone(), next["pass_choices"].clone()),
        (Value::Null, json!(["left", "centre"]))
    );
    assert_contains(
        &env.ok(&["rules", "centre-hearts"]),
        "Passing: 3 cards: centre, the dealer's choice, then again; the dealer chooses from left or centre; to the centre: everyone puts 3 cards in the middle, they are mixed and 3 are dealt back to each.",
    );
}

#[test]
fn variants_check_refuses_a_bad_pass_a_bad_choice_and_a_stock_that_is_taken_with_file_line_and_column()
 {
    let env = TestEnv::new();
    for (name, text, expected) in [
        (
            "typo",
            "extends = \"hartenjagen\"\n[passing]\ncycle = [\"left\", \"centr\"]\n",
            "typo.toml:3:18: passing.cycle: \"centr\" is not a value this key takes; use \"left\", \"right\", \"across\", \"hold\", \"two-left\", \"two-right\", \"scatter\", \"centre\" or \"dealers-choice\"",
        ),
        (
            "no-choice",
            "extends = \"hartenjagen\"\n[passing]\ncycle = [\"dealers-choice\"]\nchoices = []\n",
            "no-choice.toml:4:1: passing.choices: give at least one direction",
        ),
        (
            "across-three",
            "extends = \"black-lady\"\n[passing]\ncycle = [\"dealers-choice\"]\nchoices = [\"left\", \"across\"]\n",
            "across-three.toml:4:1: passing.choices: passing across needs 4 players, and this variant allows 3",
        ),
        (
            "taken-stock",
            "extends = \"plain-hearts\"\n[deal]\nstock = true\n",
            "taken-stock.toml:3:1: deal.stock: the cards left over are a stock to draw from, so they cannot also be set with deal.kitty_goes_to",
        ),
        (
            "barred",
            "extends = \"hartenjagen\"\n[play]\nfirst_trick_barred = \"queens\"\n",
            "barred.toml:3:22: play.first_trick_barred: \"queens\" is not a value this key takes; use \"hearts-and-queen\" or \"penalty-cards\"",
        ),
    ] {
        let path = env.home().join(format!("{name}.toml"));
        fs::write(&path, text).expect("written");
        let stderr = env.fails(&["variants", "check", &format!("{name}.toml")]);
        assert_contains(&stderr, expected);
    }
    let path = env.home().join("centre-hearts.toml");
    fs::write(&path, CENTRE).expect("written");
    assert_contains(
        &env.ok(&["variants", "check", "centre-hearts.toml"]),
        "centre-hearts.toml: ok",
    );
}

#[test]
fn the_three_games_chart_and_export_like_any_other_with_the_pass_each_hand_had() {
    let dirty = started("dirty-hearts", "Ann,Bob,Cas");
    dirty.ok(&[
        "record",
        "--pass",
        "centre",
        "Ann=QS QH 3",
        "Bob=QC JD 2",
        "Cas=rest",
    ]);
    dirty.ok(&[
        "record",
        "--pass",
        "scatter",
        "Ann=QS",
        "Bob=QC JD 2",
        "Cas=rest",
    ]);
    assert_eq!(
        dirty.ok(&["export", "--format", "csv"]),
        "hand,Ann,Bob,Cas,Ann total,Bob total,Cas total\n1,29,5,20,29,5,20\n2,13,5,36,42,10,56\n"
    );
    let json = dirty.json(&["export", "--format", "json"]);
    assert_eq!(json["hands"][0]["pass"], "centre");
    assert_eq!(json["next"]["pass"], Value::Null);
    let report = dirty.ok(&["export", "--format", "html"]);
    assert_contains(&report, "<td class=\"pass\">centre</td>");
    assert_contains(&dirty.ok(&["--lang", "nl", "status"]), "midden");
    assert_contains(&dirty.ok(&["chart"]), "A Ann   B Bob   C Cas");
    let domino = started("domino-hearts", "Ann,Bob");
    domino.ok(&["record", "Ann=8", "Bob=5"]);
    assert_contains(
        &domino.ok(&["export", "--format", "markdown"]),
        "| 1 | 8 | 5 | 8 | 5 |",
    );
    assert_contains(&domino.ok(&["chart"]), "A Ann   B Bob");
    let kate = started("rickety-kate", FOUR_PLAYERS);
    kate.ok(&["record", "Ann=QS 13"]);
    assert_contains(
        &kate.ok(&["export", "--format", "csv"]),
        "1,26,0,0,0,26,0,0,0\n",
    );
}
