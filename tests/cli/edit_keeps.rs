//! An edit keeps what it does not change (issue 37, item 6): the cards given replace the
//! hand's cards, every other fact of the hand stays unless given anew, `-` removes one, a
//! kept fact that no longer fits is left out and said, and an edit that changes nothing
//! writes nothing.

use super::*;

const ALL_HEARTS: &str = "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H";

fn points(env: &TestEnv, hand: usize) -> Value {
    env.status()["hands"][hand - 1]["points"].clone()
}

#[test]
fn an_edit_keeps_the_exposure_it_was_not_given_again() {
    let env = started("gong-zhu", FOUR);
    let cas = format!("Cas={ALL_HEARTS}");
    env.ok(&["record", "Ann=TC", "Bob=QS JD", &cas, "--expose", "TC"]);
    assert_eq!(points(&env, 1)["Ann"], 100);
    // One card fixed, the exposure not given again: the 10♣ stays exposed.
    env.ok(&["edit", "1", "Ann=TC", "Bob=QS", "Dee=JD", &cas]);
    assert_eq!(points(&env, 1)["Ann"], 100);
    assert_eq!(env.status()["hands"][0]["exposed"], json!(["10♣"]));
}

#[test]
fn an_edit_removes_the_exposure_given_as_a_dash() {
    let env = started("gong-zhu", FOUR);
    let cas = format!("Cas={ALL_HEARTS}");
    env.ok(&["record", "Ann=TC", "Bob=QS JD", &cas, "--expose", "TC"]);
    env.ok(&["edit", "1", "--expose", "-"]);
    assert_eq!(points(&env, 1)["Ann"], 50);
    assert_eq!(env.status()["hands"][0]["exposed"], json!([]));
}

#[test]
fn an_edit_keeps_the_capot_it_was_not_given_again() {
    let env = started("polignac", FOUR);
    env.ok(&[
        "record",
        "Ann=JS JH JD JC first",
        "Bob=last",
        "--declare",
        "Ann",
    ]);
    let made = json!({"Ann": -10, "Bob": 10, "Cas": 10, "Dee": 10});
    assert_eq!(points(&env, 1), made);
    let out = env.ok(&["edit", "1", "Ann=JS JH JD JC", "Bob=first last"]);
    assert_contains(&out, "Ann made capot.");
    assert_eq!(points(&env, 1), made);
}

#[test]
fn an_edit_removes_the_capot_given_as_a_dash() {
    let env = started("polignac", FOUR);
    env.ok(&[
        "record",
        "Ann=JS JH JD JC first",
        "Bob=last",
        "--declare",
        "Ann",
    ]);
    env.ok(&["edit", "1", "--declare", "-"]);
    assert_eq!(
        points(&env, 1),
        json!({"Ann": 6, "Bob": 1, "Cas": 0, "Dee": 0})
    );
}

#[test]
fn an_edit_keeps_the_moon_choice_it_was_not_given_again() {
    let env = started("plain-hearts", FOUR);
    env.ok(&["record", "Ann=rest", "--moon", "subtract"]);
    // The same moon typed another way: the choice stays.
    env.ok(&["edit", "1", "Ann=13"]);
    assert_eq!(points(&env, 1)["Ann"], -26);
}

#[test]
fn an_edit_drops_a_kept_moon_choice_the_new_cards_no_longer_make_and_says_so() {
    let env = started("plain-hearts", FOUR);
    env.ok(&["record", "Ann=rest", "--moon", "subtract"]);
    let out = env.ok(&["edit", "1", "Ann=12", "Bob=1"]);
    assert_contains(
        &out,
        "Nobody shoots the moon in hand 1 any more: its moon choice (subtract) was left out.",
    );
    assert_eq!(
        points(&env, 1),
        json!({"Ann": 12, "Bob": 1, "Cas": 0, "Dee": 0})
    );
    env.ok(&["edit", "1", "Ann=rest", "--moon", "add"]);
    let out = env.ok(&["--lang", "nl", "edit", "1", "Ann=12", "Bob=1"]);
    assert_contains(
        &out,
        "In ronde 1 schiet niemand meer de maan: de keuze bij de maan (erbij) is weggelaten.",
    );
}

#[test]
fn an_edit_given_a_moon_choice_that_does_not_fit_is_refused_not_dropped() {
    let env = started("plain-hearts", FOUR);
    env.ok(&["record", "Ann=12", "Bob=1"]);
    assert_contains(
        &env.rejects(&["edit", "1", "Ann=11", "Bob=2", "--moon", "add"]),
        "--moon",
    );
}

#[test]
fn an_edit_removing_a_moon_choice_the_moon_needs_is_refused_and_none_is_understood() {
    let env = started("plain-hearts", FOUR);
    env.ok(&["record", "Ann=rest", "--moon", "subtract"]);
    for none in ["-", "none", "geen"] {
        assert_contains(
            &env.rejects(&["edit", "1", "--moon", none]),
            "Ann shot the moon: say --moon add",
        );
    }
    let refused =
        env.assert_unchanged(|| env.fails(&["--lang", "nl", "edit", "1", "--moon", "geen"]));
    assert_contains(&refused, "fout: Ann schoot de maan");
}

#[test]
fn an_edit_keeps_the_renege_it_was_not_given_again() {
    let env = hartenjagen();
    env.ok(&["record", "--renege", "Bob"]);
    env.ok(&["edit", "1", "--dealer", "Cas"]);
    let hand = &env.status()["hands"][0];
    assert_eq!(
        (&hand["renege"], &hand["dealer"]),
        (&json!("Bob"), &json!("Cas"))
    );
}

#[test]
fn an_edit_drops_a_kept_renege_once_the_hand_has_cards_and_says_so() {
    let env = hartenjagen();
    env.ok(&["record", "--renege", "Bob"]);
    let out = env.ok(&["edit", "1", "Ann=QS", "Bob=rest"]);
    assert_contains(&out, "Hand 1 now has cards: Bob's renege was left out.");
    assert_eq!(env.status()["hands"][0]["renege"], Value::Null);
}

#[test]
fn an_edit_into_a_renege_leaves_out_the_cards_it_kept_and_says_so() {
    let env = hartenjagen();
    env.ok(&["record", "Ann=QS", "Bob=13"]);
    let out = env.ok(&["edit", "1", "--renege", "Dee"]);
    assert_contains(&out, "Hand 1 is now a renege: its cards were left out.");
    assert_eq!(points(&env, 1)["Dee"], 26);
}

#[test]
fn an_edit_removes_the_renege_given_as_a_dash() {
    let env = hartenjagen();
    env.ok(&["record", "--renege", "Bob"]);
    env.ok(&["edit", "1", "--renege", "-", "Ann=QS", "Bob=rest"]);
    let out = env.ok(&["status"]);
    assert!(!out.contains("reneged"), "{out}");
}

#[test]
fn an_edit_keeps_the_cards_out_of_play_it_was_not_given_again() {
    let env = started("cancellation", "Ann,Bob,Cas,Dee,Eve,Fay");
    env.ok(&["record", "--out", "2H 3H", "Ann=rest"]);
    env.ok(&["edit", "1", "Bob=QS", "Ann=rest"]);
    assert_eq!(points(&env, 1)["Ann"], 37);
    // Removed, the two hearts are Ann's again.
    env.ok(&["edit", "1", "--out", "-", "Bob=QS", "Ann=rest"]);
    assert_eq!(points(&env, 1)["Ann"], 39);
}

#[test]
fn an_edit_keeps_the_bid_and_the_suit_it_was_not_given_again() {
    let env = started("auction", FOUR);
    env.ok(&[
        "record", "--bid", "Cas=2", "--suit", "D", "Ann=3", "Bob=3", "Cas=3", "Dee=rest",
    ]);
    env.ok(&["edit", "1", "Ann=4", "Bob=2", "Cas=3", "Dee=rest"]);
    let hand = &env.status()["hands"][0];
    assert_eq!(
        (&hand["bid"], &hand["suit"]),
        (&json!({"Cas": 2}), &json!("D"))
    );
    // The suit every Auction hand needs cannot be removed; `geen` is read as none.
    assert_contains(
        &env.rejects(&["edit", "1", "--suit", "geen"]),
        "say which penalty suit the high bidder named",
    );
}

#[test]
fn an_edit_keeps_the_payments_it_was_not_given_again_and_a_dash_removes_them() {
    let env = started("reversis", FOUR);
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
    let paid =
        json!([{"from": "Ann", "to": "pot", "chips": 5}, {"from": "Bob", "to": "Dee", "chips": 2}]);
    env.ok(&[
        "edit",
        "1",
        "Ann=tricks:3 AS",
        "Bob=tricks:3 QS KS",
        "Cas=tricks:2 AH AD",
        "Dee=rest",
    ]);
    assert_eq!(env.status()["hands"][0]["payments"], paid);
    env.ok(&["edit", "1", "--pay", "-"]);
    assert_eq!(env.status()["hands"][0]["payments"], json!([]));
}

#[test]
fn an_edit_keeps_the_dealer_and_the_pass_and_a_dash_gives_back_the_proposed_ones() {
    let env = hartenjagen();
    env.ok(&[
        "record", "Ann=QS", "Bob=13", "--dealer", "Cas", "--pass", "hold",
    ]);
    env.ok(&["edit", "1", "Ann=QS 1", "Bob=12"]);
    let hand = env.status()["hands"][0].clone();
    assert_eq!(
        (&hand["dealer"], &hand["pass"]),
        (&json!("Cas"), &json!("hold"))
    );
    env.ok(&["edit", "1", "--dealer", "-", "--pass", "-"]);
    let hand = env.status()["hands"][0].clone();
    assert_eq!(
        (&hand["dealer"], &hand["pass"]),
        (&json!("Ann"), &json!("left"))
    );
}

#[test]
fn an_edit_that_changes_nothing_says_so_and_writes_nothing() {
    let env = started("gong-zhu", FOUR);
    let cas = format!("Cas={ALL_HEARTS}");
    env.ok(&["record", "Ann=TC", "Bob=QS JD", &cas, "--expose", "TC"]);
    let out = env.assert_unchanged(|| env.ok(&["edit", "1", "Ann=TC", "Bob=QS JD", &cas]));
    assert_eq!(
        out.trim_end(),
        "Hand 1 is already as given: nothing was changed."
    );
    let out = env.assert_unchanged(|| env.ok(&["--lang", "nl", "edit", "1", "--expose", "TC"]));
    assert_eq!(
        out.trim_end(),
        "Ronde 1 is al zoals opgegeven: er is niets veranderd."
    );
    env.assert_unchanged(|| env.ok(&["edit", "1"]));
}

#[test]
fn a_dash_says_none_at_record_too() {
    let env = hartenjagen();
    env.ok(&[
        "record", "Ann=QS", "Bob=13", "--renege", "-", "--dealer", "-", "--moon", "none",
    ]);
    let hand = &env.status()["hands"][0];
    assert_eq!(
        (&hand["renege"], &hand["dealer"]),
        (&Value::Null, &json!("Ann"))
    );
    assert_eq!(
        hand["points"],
        json!({"Ann": 13, "Bob": 13, "Cas": 0, "Dee": 0})
    );
}
