//! Several phones, one truth (issue 37: phones): undo asks about a version of the file, and
//! a hand saved meanwhile is said to be the one typed or not.

use super::*;

/// `GET /live`: the live part's version, as the page reads it.
fn live_version(server: &Server) -> String {
    let response = Server::agent()
        .get(format!("{}live", server.base))
        .call()
        .expect("the server answers");
    assert_eq!(response.status().as_u16(), 200);
    response
        .headers()
        .get("x-hartenjagen-version")
        .and_then(|v| v.to_str().ok())
        .expect("the live part names its version")
        .to_string()
}

#[test]
fn an_undo_asked_about_one_hand_removes_nothing_once_another_was_saved() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &[]);
    // Phone A asks "Remove hand 1?" about the match as it is now.
    let asked = live_version(&server);
    assert!(asked.starts_with("1."), "{asked}");
    // Meanwhile phone B (here: a terminal) saves hand 2.
    env.ok(&["record", "--file", &file, "Ann=QS", "Bob=rest"]);
    // A says yes: hand 2 is not removed, and the answer says what happened instead.
    env.assert_unchanged(|| {
        let (status, said) = server.post_hand("/api/undo", &json!({ "version": asked }));
        assert_eq!(
            (status, said["code"].as_str()),
            (409, Some("match-moved-on")),
            "{said}"
        );
        assert_eq!(
            said["error"],
            "Hand 2 was saved meanwhile, from another phone or a terminal: nothing was removed."
        );
        assert_eq!(
            (said["hand"].clone(), said["entries"].clone()),
            (json!(2), json!(2))
        );
    });
    // A change that is not a new hand (a note) is a change all the same.
    let before_note = live_version(&server);
    env.ok(&["note", "--file", &file, "Bob deals"]);
    env.assert_unchanged(|| {
        let (status, said) = server.post_hand("/api/undo", &json!({ "version": before_note }));
        assert_eq!(status, 409, "{said}");
        assert_eq!(
            said["error"],
            "The match changed meanwhile, from another phone or a terminal (a hand was corrected, or a misdeal or a note was entered): nothing was removed."
        );
    });
    // Asked about the match as it is, the undo removes hand 2; asked again about that same
    // version, it removes nothing more.
    let now = live_version(&server);
    let (status, said) = server.post_hand("/api/undo", &json!({ "version": now }));
    assert_eq!(status, 200, "{said}");
    assert_eq!(env.status()["hands"].as_array().map(Vec::len), Some(1));
    env.assert_unchanged(|| {
        let (status, said) = server.post_hand("/api/undo", &json!({ "version": now }));
        assert_eq!(status, 409, "{said}");
        assert_eq!(
            said["error"],
            "The last entry was removed meanwhile, from another phone or a terminal: nothing more was removed."
        );
    });
}

#[test]
fn a_hand_saved_meanwhile_is_said_to_be_the_one_typed_or_not() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &[]);
    // Two phones typed hand 2; the other one saved it first (Bob dealt, passing right).
    env.ok(&["record", "--file", &file, "Ann=QS", "Bob=3", "Cas=rest"]);
    env.assert_unchanged(|| {
        for path in ["/api/record", "/api/check"] {
            // The same cards, written otherwise (a prefix, other order, other case).
            let typed = json!({"hand": 2, "entries": 1, "took": {"b": "3", "ann": "qs", "Cas": "rest"}});
            let (status, said) = server.post_hand(path, &typed);
            assert_eq!(status, 409, "{path}: {said}");
            assert_eq!(said["same"], json!(true), "{path}: {said}");
            assert_eq!(
                said["error"],
                "Hand 2 was saved meanwhile, from another phone or a terminal, and hand 2 has exactly the cards typed here: it is in the match once, and nothing was saved twice."
            );
            // Other cards: not the same hand.
            let typed = json!({"hand": 2, "took": {"Ann": "QS", "Bob": "4", "Cas": "rest"}});
            let (status, said) = server.post_hand(path, &typed);
            assert_eq!(status, 409, "{path}: {said}");
            assert_eq!(said["same"], json!(false), "{path}: {said}");
            assert_eq!(
                said["error"],
                "Hand 2 was saved meanwhile, from another phone or a terminal, and hand 2 has other cards than typed here; nothing was saved. The hand being entered now is hand 3."
            );
            // The same cards with another fact (a renege): not the same hand either.
            let typed = json!({"hand": 2, "took": {"Ann": "QS", "Bob": "3", "Cas": "rest"}, "renege": "Dee"});
            let (status, said) = server.post_hand(path, &typed);
            assert_eq!((status, said["same"].clone()), (409, json!(false)), "{said}");
        }
        // A hand removed meanwhile is not "saved meanwhile": no `same`.
        let (status, said) = server.post_hand(
            "/api/check",
            &json!({"hand": 4, "took": {"Ann": "QS", "Bob": "rest"}}),
        );
        assert_eq!(status, 409, "{said}");
        assert!(said.get("same").is_none(), "{said}");
    });
    // Saving it again as the next hand is asked for by its own number.
    let (status, said) = server.post_hand(
        "/api/record",
        &json!({"hand": 3, "took": {"Ann": "QS", "Bob": "3", "Cas": "rest"}}),
    );
    assert_eq!(status, 200, "{said}");
    assert_eq!(env.status()["hands"].as_array().map(Vec::len), Some(3));
}

#[test]
fn what_happened_meanwhile_is_said_in_the_language_serve_runs_in() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &["--lang", "nl"]);
    let asked = live_version(&server);
    env.ok(&["record", "--file", &file, "Ann=QS", "Bob=rest"]);
    env.assert_unchanged(|| {
        let (_, said) = server.post_hand("/api/undo", &json!({ "version": asked }));
        assert_eq!(
            said["error"],
            "Ronde 2 is intussen bewaard, vanaf een andere telefoon of een terminal: er is niets weggehaald."
        );
        let (_, said) = server.post_hand(
            "/api/record",
            &json!({"hand": 2, "took": {"Ann": "QS", "Bob": "rest"}}),
        );
        assert_eq!(
            said["error"],
            "Ronde 2 is intussen bewaard, vanaf een andere telefoon of een terminal, en ronde 2 heeft precies de kaarten die hier zijn ingevoerd: ze staat één keer in de partij, er is niets dubbel bewaard."
        );
        let (_, said) = server.post_hand(
            "/api/record",
            &json!({"hand": 2, "took": {"Ann": "5", "Bob": "rest"}}),
        );
        assert_eq!(
            said["error"],
            "Ronde 2 is intussen bewaard, vanaf een andere telefoon of een terminal, en ronde 2 heeft andere kaarten dan hier zijn ingevoerd; er is niets bewaard. De ronde die nu wordt ingevoerd is ronde 3."
        );
    });
}
