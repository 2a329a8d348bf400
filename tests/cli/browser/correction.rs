//! A saved hand corrected from the page (issue 37, item 6): its Edit fills the form with its
//! cards, Save sends the correction as that hand's, and the page goes back to the next hand.

use super::*;

/// Replaces what `player`'s field holds with `cards`, as typed.
async fn retype(phone: &Client, player: &str, cards: &str) {
    let field = phone
        .find(Locator::Css(&format!("input[data-player=\"{player}\"]")))
        .await
        .expect("the player's field");
    field.clear().await.expect("emptied");
    field.send_keys(cards).await.expect("typed");
}

#[test]
fn a_saved_hand_corrected_on_a_phone_changes_that_hand_and_no_other() {
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    let env = started("hartenjagen", "Ann,Bob,Cas,Dee");
    let file = env.match_file().display().to_string();
    let server = Server::start(&env, &file, &[]);
    let driver = Driver::start(&chromedriver);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let points = |hand: usize, name: &str| env.status()["hands"][hand]["points"][name].clone();
    runtime.block_on(async {
        let phone = browser(&driver, 360, 800, true).await;
        phone.goto(&server.table).await.expect("the phone opens the table");
        save_on(&phone, "QS 3", 1).await;
        save_on(&phone, "5", 2).await;
        assert_eq!(points(0, "Ann"), json!(16));
        // Hand 1's Edit, in the hands list: the form holds hand 1's cards as saved.
        until(
            &phone,
            "hand 1's Edit",
            "return document.querySelector('button.edit-hand[data-number=\"1\"]') !== null;",
        )
        .await;
        phone
            .find(Locator::Css("button.edit-hand[data-number=\"1\"]"))
            .await
            .expect("hand 1's Edit")
            .click()
            .await
            .expect("tapped");
        until(
            &phone,
            "the form filled with hand 1",
            "return !document.getElementById('edit-note').hidden;",
        )
        .await;
        assert_eq!(
            text(&phone, "#edit-note").await,
            "Correcting hand 1: change the cards and save the correction, or cancel."
        );
        assert_eq!(field(&phone, "Ann").await, "Q♠ 3");
        assert_eq!(field(&phone, "Bob").await, "");
        assert_eq!(field(&phone, "Dee").await, "10");
        assert_eq!(text(&phone, "#confirm").await, "Save the correction");
        screenshot(&phone, "phone-correcting-hand-1.png").await;
        // The queen was Bob's, not Ann's.
        retype(&phone, "Ann", "3").await;
        retype(&phone, "Bob", "QS").await;
        click(&phone, "confirm").await;
        until(
            &phone,
            "the correction saved",
            "return document.getElementById('message').textContent.indexOf('Hand 1 re-recorded') === 0;",
        )
        .await;
        assert_eq!(points(0, "Ann"), json!(3));
        assert_eq!(points(0, "Bob"), json!(13));
        assert_eq!(points(0, "Dee"), json!(10));
        assert_eq!(points(1, "Ann"), json!(5));
        assert_eq!(env.status()["hands"].as_array().map(Vec::len), Some(2));
        // Back to entering hand 3.
        assert_eq!(field(&phone, "Ann").await, "");
        assert_eq!(field(&phone, "Dee").await, "rest");
        let hidden = phone
            .execute(
                "return [document.getElementById('edit-note').hidden, document.getElementById('edit-cancel').hidden, document.getElementById('check').hidden];",
                vec![],
            )
            .await
            .expect("the form's state");
        assert_eq!(hidden, json!([true, true, false]));
        // Cancel leaves a correction begun with nothing saved.
        phone
            .find(Locator::Css("button.edit-hand[data-number=\"2\"]"))
            .await
            .expect("hand 2's Edit")
            .click()
            .await
            .expect("tapped");
        until(
            &phone,
            "the form filled with hand 2",
            "return !document.getElementById('edit-note').hidden;",
        )
        .await;
        retype(&phone, "Ann", "QS").await;
        click(&phone, "edit-cancel").await;
        assert_eq!(field(&phone, "Ann").await, "");
        assert_eq!(field(&phone, "Dee").await, "rest");
        assert_eq!(points(1, "Ann"), json!(5));
        phone.close().await.expect("the session ends");
    });
}
