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
