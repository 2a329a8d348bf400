//! Several phones, one truth (issue 37): two phones on one table, each acting while the other
//! has a question or a hand open.

use super::*;

#[test]
fn an_undo_asked_on_one_phone_does_not_remove_the_hand_another_phone_saved_meanwhile() {
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    let env = started("hartenjagen", "Ann,Bob,Cas,Dee");
    let file = env.match_file().display().to_string();
    for ann in ["QS 3", "5", "2"] {
        env.ok(&["record", "--file", &file, &format!("Ann={ann}"), "Dee=rest"]);
    }
    let server = Server::start(&env, &file, &[]);
    let driver = Driver::start(&chromedriver);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let a = browser(&driver, 360, 800, true).await;
        let b = browser(&driver, 360, 800, true).await;
        a.goto(&server.table).await.expect("phone A opens the table");
        b.goto(&server.table).await.expect("phone B opens the table");
        // A asks "Remove hand 3?".
        click(&a, "undo").await;
        until(&a, "A's question", "return !document.getElementById('undo-ask').hidden;").await;
        assert!(
            text(&a, "#undo-ask-text").await.starts_with("Remove hand 3 "),
            "{}",
            text(&a, "#undo-ask-text").await
        );
        // B saves hand 4, and A's page follows the match (its question stays open).
        save_on(&b, "QS", 4).await;
        until(
            &a,
            "hand 4 on A's page",
            "return document.getElementById('undo-question').textContent.indexOf('Remove hand 4 ') === 0;",
        )
        .await;
        assert!(text(&a, "#undo-ask-text").await.starts_with("Remove hand 3 "));
        // A taps "Yes, remove it": hand 4 stays, and A is told what happened instead.
        click(&a, "undo-yes").await;
        until(
            &a,
            "A told what happened",
            "return document.getElementById('message').textContent.length > 0;",
        )
        .await;
        assert_eq!(
            text(&a, "#message").await,
            "Hand 4 was saved meanwhile, from another phone or a terminal: nothing was removed."
        );
        assert_eq!(env.status()["hands"].as_array().map(Vec::len), Some(4));
        screenshot(&a, "phone-undo-after-a-save-meanwhile.png").await;
        // Asked again, about the match as it is now, the undo removes hand 4.
        click(&a, "undo").await;
        until(&a, "A's new question", "return !document.getElementById('undo-ask').hidden;").await;
        assert!(text(&a, "#undo-ask-text").await.starts_with("Remove hand 4 "));
        click(&a, "undo-yes").await;
        until(
            &a,
            "the undo done",
            "return document.getElementById('message').textContent === 'The last entry was removed.';",
        )
        .await;
        assert_eq!(env.status()["hands"].as_array().map(Vec::len), Some(3));
        a.close().await.expect("A's session ends");
        b.close().await.expect("B's session ends");
    });
}

#[test]
fn a_hand_saved_meanwhile_on_another_phone_is_cleared_when_it_is_the_one_typed() {
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    let env = started("hartenjagen", "Ann,Bob,Cas,Dee");
    let file = env.match_file().display().to_string();
    env.ok(&["record", "--file", &file, "Ann=QS 3", "Dee=rest"]);
    let server = Server::start(&env, &file, &[]);
    let driver = Driver::start(&chromedriver);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let hands = || env.status()["hands"].as_array().map(Vec::len);
    runtime.block_on(async {
        let a = browser(&driver, 360, 800, true).await;
        let b = browser(&driver, 360, 800, true).await;
        a.goto(&server.table).await.expect("phone A opens the table");
        b.goto(&server.table).await.expect("phone B opens the table");

        // Both type hand 2 the same; B saves first. A's Save then says that hand 2 is this
        // very hand, clears what A typed and saves nothing.
        type_and_show_points(&a, "5").await;
        save_on(&b, "5", 2).await;
        click(&a, "confirm").await;
        until(
            &a,
            "A told that its hand is in",
            "return document.getElementById('message').textContent.indexOf('exactly the cards typed here') >= 0;",
        )
        .await;
        assert_eq!(
            text(&a, "#message").await,
            "Hand 2 was saved meanwhile, from another phone or a terminal, and hand 2 has exactly the cards typed here: it is in the match once, and nothing was saved twice. What was typed here has been cleared."
        );
        assert_eq!(field(&a, "Ann").await, "");
        assert_eq!(field(&a, "Dee").await, "rest");
        assert_eq!(hands(), Some(2));
        assert_eq!(text(&a, "#again").await, "Enter it again as hand 3");
        let confirm_hidden = a
            .execute("return document.getElementById('confirm').hidden;", vec![])
            .await
            .expect("the Save button");
        assert_eq!(confirm_hidden, json!(true), "no Save to tap after a hand already in");
        screenshot(&a, "phone-same-hand-saved-meanwhile.png").await;

        // Saving it once more, as hand 3, takes two deliberate taps: "Enter it again", then
        // "Save it as hand 3".
        click(&a, "again").await;
        until(
            &a,
            "the typed hand back as hand 3",
            "return document.getElementById('confirm').textContent === 'Save it as hand 3';",
        )
        .await;
        assert_eq!(field(&a, "Ann").await, "5");
        assert!(text(&a, "#preview").await.starts_with("Hand 3:"));
        assert_eq!(hands(), Some(2));
        click(&a, "confirm").await;
        until(
            &a,
            "hand 3 saved",
            "return document.getElementById('message').textContent === 'Hand 3 saved.';",
        )
        .await;
        assert_eq!(hands(), Some(3));

        // Another hand saved meanwhile: A is told that it has other cards, keeps what it
        // typed and may save it as the next hand, or discard it.
        type_and_show_points(&a, "QS").await;
        save_on(&b, "2", 4).await;
        click(&a, "confirm").await;
        until(
            &a,
            "the offer to save it as hand 5",
            "return document.getElementById('confirm').textContent === 'Save it as hand 5';",
        )
        .await;
        assert_eq!(
            text(&a, "#message").await,
            "Hand 4 was saved meanwhile, from another phone or a terminal, and hand 4 has other cards than typed here; nothing was saved. The hand being entered now is hand 5."
        );
        assert_eq!(field(&a, "Ann").await, "QS");
        assert_eq!(hands(), Some(4));
        assert_ne!(
            a.execute("return document.activeElement.id;", vec![])
                .await
                .expect("the focus"),
            json!("confirm"),
            "saving as another number is not the default"
        );
        screenshot(&a, "phone-other-hand-saved-meanwhile.png").await;
        click(&a, "discard").await;
        until(
            &a,
            "the typed hand discarded",
            "return document.querySelector('input[data-player=\"Ann\"]').value === '';",
        )
        .await;
        assert_eq!(hands(), Some(4));

        // An answer lost on its way back (the save reached the server): asked again, the
        // server says the hand is in, and the fields are emptied.
        a.execute(
            "var real = window.fetch; window.fetch = function (url, options) { var sent = real(url, options); if (String(url).indexOf('/api/record') >= 0) { return sent.then(function () { throw new TypeError('answer lost'); }); } return sent; }; return true;",
            vec![],
        )
        .await
        .expect("the answer is dropped from now on");
        type_and_show_points(&a, "QS").await;
        click(&a, "confirm").await;
        until(
            &a,
            "the lost answer found saved",
            "return document.getElementById('message').textContent.indexOf('No answer came from the server, but hand 5 is in the match') === 0;",
        )
        .await;
        assert_eq!(hands(), Some(5));
        assert_eq!(field(&a, "Ann").await, "");
        assert_eq!(field(&a, "Dee").await, "rest");
        a.close().await.expect("A's session ends");
        b.close().await.expect("B's session ends");
    });
}
