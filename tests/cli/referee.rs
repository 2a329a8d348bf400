//! The referee: passes in words, rules in words, fixing any past hand, variant files checked
//! with a line for every problem.

use super::*;

/// Hartenjagen for 5 and 6 players with the standard left/right cycle, as a user variant.
const FIVE_AND_SIX: &str = r#"
extends = "hartenjagen"
description = "Hartenjagen for 5 or 6"
players = [5, 6]

[deal]
cards_each = { 5 = 10, 6 = 8 }

[passing]
cycle = ["left", "right"]
"#;

fn passes(next: &Value) -> Vec<(String, String, u64)> {
    next["passes"]
        .as_array()
        .expect("passes is a list")
        .iter()
        .map(|p| {
            (
                p["from"].as_str().unwrap().to_string(),
                p["to"].as_str().unwrap().to_string(),
                p["cards"].as_u64().unwrap(),
            )
        })
        .collect()
}

fn triples(list: &[(&str, &str, u64)]) -> Vec<(String, String, u64)> {
    list.iter()
        .map(|(a, b, n)| (a.to_string(), b.to_string(), *n))
        .collect()
}

#[test]
fn next_says_who_passes_to_whom_for_three_players() {
    let env = started("black-maria", "Ann,Bob,Cas");
    assert_eq!(
        passes(&env.next()),
        triples(&[("Ann", "Cas", 3), ("Bob", "Ann", 3), ("Cas", "Bob", 3)])
    );
    let text = env.ok(&["next"]);
    assert_contains(&text, "Ann gives 3 cards to Cas.");
    assert_contains(&text, "Bob (left of the dealer) leads the first trick.");
    assert_contains(&text, "17 cards each");
}

#[test]
fn next_says_who_passes_to_whom_for_four_players_across() {
    let env = hartenjagen();
    env.ok(&["record", "Ann=QS", "Bob=13"]);
    env.ok(&["record", "Ann=QS", "Bob=13"]);
    let next = env.next();
    assert_eq!(next["pass"], "across");
    assert_eq!(
        passes(&next),
        triples(&[
            ("Ann", "Cas", 3),
            ("Bob", "Dee", 3),
            ("Cas", "Ann", 3),
            ("Dee", "Bob", 3)
        ])
    );
    assert_contains(&env.ok(&["next"]), "Dee gives 3 cards to Bob.");
}

#[test]
fn next_says_who_passes_to_whom_for_five_and_six_players() {
    let env = TestEnv::new();
    env.write_variant("five-six", FIVE_AND_SIX);
    env.ok(&[
        "new",
        "--variant",
        "five-six",
        "--players",
        "Ann,Bob,Cas,Dee,Eve",
    ]);
    let next = env.next();
    assert_eq!(
        (next["cards_each"].as_u64(), next["kitty"].as_u64()),
        (Some(10), Some(2))
    );
    assert_eq!(passes(&next)[4], ("Eve".to_string(), "Ann".to_string(), 3));
    let six = env.path("six.toml");
    env.ok(&[
        "new",
        "--variant",
        "five-six",
        "--players",
        "Ann,Bob,Cas,Dee,Eve,Fay",
        "--file",
        &six,
    ]);
    env.ok(&["record", "--file", &six, "Ann=QS", "Fay=13"]);
    let next = env.json(&["next", "--json", "--file", &six]);
    assert_eq!(next["pass"], "right");
    assert_eq!(passes(&next)[0], ("Ann".to_string(), "Fay".to_string(), 3));
    assert_eq!(
        (next["cards_each"].as_u64(), next["kitty"].as_u64()),
        (Some(8), Some(4))
    );
}

#[test]
fn rules_prints_the_variants_rules_in_words() {
    let env = TestEnv::new();
    let text = env.ok(&["rules", "black-maria"]);
    for part in [
        "Deck and deal: With 3 players, 51 cards (2♣ taken out), 17 each; with 4 players, 52 cards, 13 each.",
        "Passing: 3 cards to the right every hand.",
        "First lead: With 3 players, the player left of the dealer leads",
        "Scoring: Each heart 1, Q♠ 13, K♠ 10 and A♠ 7; 43 penalty points a hand.",
        "Moon: Taking all 13 hearts, the A♠, the K♠ and the Q♠ in one hand adds 43 to every opponent.",
        "Winner: The lowest total wins.",
    ] {
        assert_contains(&text, part);
    }
    let text = env.ok(&["rules", "heart-hunter"]);
    assert_contains(&text, "in phase 2 it takes 20 off the shooter's score");
    assert_contains(&text, "In phase 2 points taken are subtracted");
    assert_contains(&text, "full hands go on until one player alone has it");
}

#[test]
fn rules_works_for_a_users_own_variant_by_name_or_path() {
    let env = TestEnv::new();
    let path = env.write_variant("five-six", FIVE_AND_SIX);
    let text = env.ok(&["rules", "five-six"]);
    assert_contains(&text, "Players: 5 or 6");
    assert_contains(
        &text,
        "With 5 players, 52 cards, 10 each, 2 face down as the kitty",
    );
    assert_eq!(env.ok(&["rules", &path.display().to_string()]), text);
    assert_contains(
        &env.fails(&["rules", "nonesuch"]),
        "there is no variant called \"nonesuch\"",
    );
}

#[test]
fn edit_rescores_later_hands_and_can_change_the_winner() {
    let env = TestEnv::new();
    env.ok(&["new", "--players", FOUR, "--target", "30"]);
    env.ok(&["record", "Ann=QS 5", "Bob=8"]);
    env.ok(&["record", "Ann=QS 5", "Cas=8"]);
    assert_eq!(env.status()["winner"], "Dee");
    let out = env.ok(&["edit", "2", "a=QS 5", "d=8"]);
    assert_contains(&out, "The winner is now Cas (was Dee).");
    let status = env.status();
    assert_eq!(status["winner"], "Cas");
    assert_eq!(
        status["hands"][1]["points"],
        json!({"Ann": 18, "Bob": 0, "Cas": 0, "Dee": 8})
    );
    let out = env.ok(&["edit", "2", "Dee=QS 5", "Cas=8"]);
    assert_contains(&out, "The match is open again");
    let status = env.status();
    assert_eq!(status["finished"], false);
    assert_eq!(status["next"]["number"], 3);
    assert_eq!(
        status["hands"][1]["dealer"], "Bob",
        "an edit keeps the hand's dealer"
    );
}

#[test]
fn edit_is_refused_when_the_match_would_end_before_its_last_hand() {
    let env = TestEnv::new();
    env.ok(&["new", "--players", FOUR, "--target", "24"]);
    env.ok(&["record", "Ann=QS", "Bob=13"]);
    env.ok(&["record", "Cas=QS", "Dee=13"]);
    env.ok(&["record", "Ann=5", "Dee=QS 8"]);
    let error = env.rejects(&["edit", "1", "Ann=QS 11", "Bob=1", "Cas=1"]);
    assert_eq!(
        error.trim_end(),
        "error: after this edit the match would end with hand 1 (Dee wins), but hands 2 to 3 came after it: undo them first, then edit again"
    );
}

#[test]
fn edit_checks_like_record_and_names_a_missing_hand() {
    let env = hartenjagen();
    env.ok(&["record", "Ann=QS", "Bob=13"]);
    assert_contains(
        &env.rejects(&["edit", "1", "Ann=QS"]),
        "hearts: 0 entered, the deck has 13",
    );
    assert_contains(
        &env.rejects(&["edit", "2", "Ann=rest"]),
        "there is no hand 2 to edit (only hand 1 has been played)",
    );
    assert_contains(
        &env.rejects(&["edit", "1", "Ann=QS", "Zed=13"]),
        "there is no player called \"Zed\"",
    );
}

#[test]
fn a_broken_variant_file_names_the_right_line_for_every_problem() {
    let env = TestEnv::new();
    let file = env.path("broken.toml");
    fs::write(
        &file,
        "extends = \"hartenjagen\"\nplayers = [3, 4]\ncolour = \"red\"\n\n[deck]\nremove = { 3 = [\"2X\"] }\n\n[moon]\neffect = \"sideways\"\n",
    )
    .expect("cannot write a variant file");
    let stderr = env.fails(&["variants", "check", &file]);
    assert_contains(&stderr, &format!("{file}:3:1: colour: unknown key"));
    assert_contains(
        &stderr,
        &format!(
            "{file}:9:10: moon.effect: \"sideways\" is not a value this key takes; use \"add\", \"subtract\", \"choose\", \"best\", \"greek\", \"win\" or \"none\""
        ),
    );
    fs::write(
        &file,
        "extends = \"hartenjagen\"\nplayers = [3, 4]\n\n[deck]\nremove = { 3 = [\"2X\"] }\n",
    )
    .expect("cannot write a variant file");
    let stderr = env.fails(&["variants", "check", &file]);
    assert_contains(
        &stderr,
        &format!("{file}:5:1: deck.remove: \"2X\" is not a card"),
    );
    assert_contains(
        &stderr,
        &format!(
            "{file}:1:1: passing.cycle: passing across needs 4 players, and this variant allows 3 (inherited through `extends`)"
        ),
    );
}

#[test]
fn best_moon_mode_subtracts_when_adding_would_lose_the_match_for_the_shooter() {
    let env = TestEnv::new();
    env.write_variant(
        "best",
        "extends = \"hartenjagen\"\ndescription = \"best\"\n[moon]\neffect = \"best\"\n",
    );
    env.ok(&[
        "new",
        "--variant",
        "best",
        "--players",
        FOUR,
        "--target",
        "60",
    ]);
    env.ok(&["record", "Ann=QS 2", "Bob=11"]);
    env.ok(&["record", "Ann=QS 1", "Bob=12"]);
    env.ok(&["record", "Ann=5", "Bob=QS 8"]);
    // Ann 34, Bob 44: a moon adding 26 would end the match with Cas and Dee ahead of Bob.
    env.ok(&["record", "Bob=rest"]);
    let status = env.status();
    assert_eq!(
        status["hands"][3]["points"],
        json!({"Ann": 0, "Bob": -26, "Cas": 0, "Dee": 0})
    );
    assert_eq!(status["hands"][3]["moon"], "Bob");
    assert_eq!(status["finished"], false);
}

#[test]
fn the_bonus_card_can_be_made_part_of_the_moon() {
    let env = TestEnv::new();
    env.write_variant(
        "strict",
        "extends = \"omnibus\"\ndescription = \"strict\"\n[moon]\nneeds_bonus_cards = true\n",
    );
    env.ok(&["new", "--variant", "strict", "--players", FOUR]);
    env.ok(&["record", "Ann=QS 13", "Bob=JD"]);
    env.ok(&["record", "Cas=QS 13 JD"]);
    let status = env.status();
    assert_eq!(status["hands"][0]["moon"], Value::Null);
    assert_eq!(
        status["hands"][0]["points"],
        json!({"Ann": 26, "Bob": -10, "Cas": 0, "Dee": 0})
    );
    assert_eq!(
        status["hands"][1]["points"],
        json!({"Ann": 26, "Bob": 26, "Cas": -10, "Dee": 26})
    );
}

#[test]
fn hartenjagen_32_deals_eight_cards_from_seven_up_and_the_seven_of_clubs_leads() {
    let env = started("hartenjagen-32", FOUR);
    let next = env.next();
    assert_eq!(
        (next["cards_each"].as_u64(), next["kitty"].as_u64()),
        (Some(8), Some(0))
    );
    assert_eq!(next["first_lead"], "whoever holds 7♣");
    assert_eq!(next["pass"], "left");
    assert_eq!(next["phase"], 1);
    assert_contains(
        &env.rejects(&["record", "Ann=QS JC 2H 7"]),
        "2♥ is not in this deck",
    );
    env.ok(&["record", "Ann=QS JC", "Bob=8"]);
    assert_eq!(
        env.status()["totals"],
        json!({"Ann": 7, "Bob": 8, "Cas": 0, "Dee": 0})
    );
}
