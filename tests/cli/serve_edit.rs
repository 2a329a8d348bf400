//! `POST /api/edit {"number": N, …}` (issue 37, item 6): a saved hand edited from a phone keeps
//! what the body leaves out or sends as `null`, loses what it sends as `"-"`, says which kept
//! facts no longer fit, and writes nothing when nothing changes.

use crate::serve::Server;
use crate::{TestEnv, assert_contains, started};
use serde_json::{Value, json};

const ALL_HEARTS: &str = "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H";

/// A Gong Zhu match whose one hand has the 10♣ exposed (Ann +100), and its file.
fn exposed_ten() -> (TestEnv, String) {
    let env = started("gong-zhu", "Ann,Bob,Cas,Dee");
    let cas = format!("Cas={ALL_HEARTS}");
    env.ok(&["record", "Ann=TC", "Bob=QS JD", &cas, "--expose", "TC"]);
    let file = env.match_file().display().to_string();
    (env, file)
}

fn cards(bob: &str) -> Value {
    json!({"Ann": "TC", "Bob": bob, "Cas": ALL_HEARTS})
}

#[test]
fn an_edit_from_a_phone_keeps_the_exposure_it_was_not_given_again() {
    let (env, file) = exposed_ten();
    let server = Server::start(&env, &file, &[]);
    let (status, after) = server.post_hand(
        "/api/edit",
        &json!({"number": 1, "took": {"Ann": "TC", "Bob": "QS", "Dee": "JD", "Cas": ALL_HEARTS}, "expose": null}),
    );
    assert_eq!(status, 200, "{after}");
    assert_eq!(after["hands"][0]["points"]["Ann"], 100);
    assert_eq!(after["hands"][0]["points"]["Dee"], 100);
    assert_eq!(after["edit"]["changed"], true);
    assert_eq!(after["edit"]["dropped"], json!([]));
    assert_eq!(env.status()["hands"][0]["exposed"], json!(["10♣"]));
}

#[test]
fn an_edit_from_a_phone_removes_the_exposure_sent_as_a_dash() {
    let (env, file) = exposed_ten();
    let server = Server::start(&env, &file, &[]);
    let (status, after) = server.post_hand("/api/edit", &json!({"number": 1, "expose": "-"}));
    assert_eq!(status, 200, "{after}");
    assert_eq!(after["hands"][0]["points"]["Ann"], 50);
    assert_eq!(env.status()["hands"][0]["exposed"], json!([]));
}

#[test]
fn an_edit_from_a_phone_that_changes_nothing_says_so_and_writes_nothing() {
    let (env, file) = exposed_ten();
    let server = Server::start(&env, &file, &[]);
    let (status, after) = env.assert_unchanged(|| {
        server.post_hand(
            "/api/edit",
            &json!({"number": 1, "took": cards("QS JD"), "moon": null}),
        )
    });
    assert_eq!(status, 200, "{after}");
    assert_eq!(
        after["edit"],
        json!({"changed": false, "dropped": [], "said": "Hand 1 is already as given: nothing was changed."})
    );
    // The answer is the standings as `status --json` has them, and the edit besides.
    let mut standings = after.clone();
    standings.as_object_mut().map(|o| o.remove("edit"));
    assert_eq!(standings, env.status());
}

#[test]
fn an_edit_from_a_phone_drops_a_kept_moon_choice_that_no_longer_fits_and_says_so() {
    let env = started("plain-hearts", "Ann,Bob,Cas,Dee");
    env.ok(&["record", "Ann=rest", "--moon", "subtract"]);
    let file = env.match_file().display().to_string();
    let server = Server::start(&env, &file, &[]);
    let (status, after) = server.post_hand(
        "/api/edit",
        &json!({"number": 1, "took": {"Ann": 12, "Bob": 1}}),
    );
    assert_eq!(status, 200, "{after}");
    assert_eq!(after["edit"]["dropped"], json!(["moon"]));
    assert_contains(
        after["edit"]["said"].as_str().unwrap_or_default(),
        "Nobody shoots the moon in hand 1 any more: its moon choice (subtract) was left out.",
    );
    assert_eq!(
        after["hands"][0]["points"],
        json!({"Ann": 12, "Bob": 1, "Cas": 0, "Dee": 0})
    );
}

#[test]
fn an_edit_from_a_phone_is_refused_without_the_key_for_a_bad_value_and_once_the_match_moved_on() {
    let (env, file) = exposed_ten();
    let server = Server::start(&env, &file, &[]);
    env.assert_unchanged(|| {
        let body = json!({"number": 1, "expose": "-"}).to_string();
        let (status, said) = server.post("/api/edit", None, body.as_bytes());
        assert_eq!((status, said["code"].as_str()), (401, Some("key-needed")));
        let (status, said) =
            server.post_hand("/api/edit", &json!({"number": 1, "took": {"Zed": "TC"}}));
        assert_eq!(
            (status, said["code"].as_str()),
            (400, Some("unknown-player"))
        );
        assert_eq!(said["field"], "took.Zed");
        let (status, said) = server.post_hand("/api/edit", &json!({"number": 2, "expose": "-"}));
        assert_eq!((status, said["code"].as_str()), (400, Some("no-such-hand")));
        // The page saw hand 1 being entered; hand 1 has been saved since.
        let (status, said) =
            server.post_hand("/api/edit", &json!({"number": 1, "hand": 1, "expose": "-"}));
        assert_eq!(
            (status, said["code"].as_str()),
            (409, Some("match-moved-on"))
        );
        let (status, said) = server.post_hand("/api/edit", &json!({"number": 1, "colour": "-"}));
        assert_eq!((status, said["code"].as_str()), (400, Some("not-a-hand")));
    });
}

// `GET /api/hand?number=N`: what the page's edit control fills its form with.

#[test]
fn the_cards_of_a_saved_hand_are_given_as_the_file_writes_them_and_sent_back_change_nothing() {
    let (env, file) = exposed_ten();
    let server = Server::start(&env, &file, &[]);
    let (status, text) = server.get("/api/hand?number=1");
    assert_eq!(status, 200, "{text}");
    let hand: Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(hand["number"], 1);
    assert_eq!(hand["expose"], "10♣");
    assert_eq!(hand["took"]["Ann"], "10♣");
    assert_eq!(hand["took"]["Bob"], "Q♠ J♦");
    assert!(
        hand["took"].get("Dee").is_none(),
        "Dee took nothing: {hand}"
    );
    assert_contains(
        &std::fs::read_to_string(&file).expect("the file"),
        "\"Q♠ J♦\"",
    );
    // What the page fills its form with, saved as the correction, is the hand as it was.
    let (status, after) = env.assert_unchanged(|| {
        server.post_hand(
            "/api/edit",
            &json!({"number": 1, "took": hand["took"], "expose": hand["expose"]}),
        )
    });
    assert_eq!(status, 200, "{after}");
    assert_eq!(after["edit"]["changed"], false);
}

#[test]
fn the_cards_of_a_hand_not_saved_or_not_named_are_refused_with_a_sentence() {
    let (env, file) = exposed_ten();
    let server = Server::start(&env, &file, &[]);
    let (status, text) = server.get("/api/hand?number=2");
    assert_eq!(status, 400, "{text}");
    let refused: Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(refused["code"], "no-such-hand");
    let (status, text) = server.get("/api/hand");
    assert_eq!(status, 400, "{text}");
    let refused: Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(refused["code"], "bad-query");
    assert_contains(refused["error"].as_str().unwrap_or_default(), "number=N");
    let (status, _) = server.get("/api/hand?number=one");
    assert_eq!(status, 400);
}

#[test]
fn a_club_tables_saved_hand_gives_its_cards_at_the_tables_own_address() {
    let env = TestEnv::new();
    env.ok(&["club", "new", "Tuesday", "--hands", "2"]);
    env.ok(&[
        "club",
        "start",
        "--players",
        "Ann,Bob,Cas,Dee",
        "--date",
        "2026-09-01",
    ]);
    env.ok(&["club", "draw"]);
    let players = crate::club_serve::seated(&env.json(&["club", "tables", "--json"]))[0].clone();
    let room = crate::club_serve::Room::start(&env);
    let (status, said) = room.record(1, &players);
    assert_eq!(status, 200, "{said}");
    let (status, text) = room.get("/t/1/api/hand?number=1");
    assert_eq!(status, 200, "{text}");
    let hand: Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(hand["number"], 1);
    assert_eq!(hand["took"][players[0].as_str()], "Q♠ 3");
    let (status, _) = room.get("/t/1/api/hand?number=2");
    assert_eq!(status, 400);
}
