//! The `serve` page's entry form in a real browser, for the findings of the browser review of
//! 2026-12-01 that only a browser shows: the preview of a chips or lives hand (N9), a typed
//! `rest` that takes the pre-filled one's place (N10), the moon question that waits to be
//! asked for the focus (N11), the refusals that mark their field and the focus after an undo
//! (N14), the notice of a failed save that goes with the connection's (N5), and the game's
//! Dutch name on a Dutch page (N15). Headless Chromium through chromedriver, as in
//! `browser.rs` (without chromedriver the tests say so and pass, outside CI only). Run them
//! alone with `cargo test --test cli page_browser::`.

use crate::browser::{
    Driver, ask_for_the_points, browser, chromedriver, click, screenshot, text, until,
};
use crate::serve::Server;
use crate::started;
use fantoccini::{Client, Locator};
use serde_json::json;

/// A runtime for one test's browser.
fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime")
}

/// `player`'s field.
fn field_of(player: &str) -> String {
    format!("input[data-player=\"{player}\"]")
}

/// Types `keys` into `player`'s field (after what it holds).
async fn type_in(phone: &Client, player: &str, keys: &str) {
    phone
        .find(Locator::Css(&field_of(player)))
        .await
        .expect("the player's field")
        .send_keys(keys)
        .await
        .expect("typed");
}

/// The page of `server`'s table on a 360-pixel phone, its first field focused.
async fn table_page(driver: &Driver, server: &Server) -> Client {
    let phone = browser(driver, 360, 740, true).await;
    phone.goto(&server.table).await.expect("the table's page");
    until(
        &phone,
        "the first field focused",
        "return document.activeElement && document.activeElement.name === 'took';",
    )
    .await;
    phone
}

/// Asks for the points and waits for them.
async fn show_points(phone: &Client) {
    ask_for_the_points(phone).await;
    until(
        phone,
        "the points",
        "return !document.getElementById('preview').hidden;",
    )
    .await;
}

/// The preview's lines, as the page shows them.
async fn preview_lines(phone: &Client) -> Vec<String> {
    let lines = phone
        .execute(
            "return Array.from(document.querySelectorAll('#preview div')).map(p => p.textContent);",
            vec![],
        )
        .await
        .expect("the preview's lines");
    serde_json::from_value(lines).expect("lines of text")
}

#[test]
fn the_preview_says_the_bid_the_pot_and_the_lives_before_the_hand_is_saved() {
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    let auction = started("auction", "Ann,Bob,Cas,Dee");
    let auction_server = Server::start(&auction, &auction.match_file().display().to_string(), &[]);
    let lives = started("conquimbert", "Ann,Bob,Cas,Dee");
    let lives_server = Server::start(&lives, &lives.match_file().display().to_string(), &[]);
    let driver = Driver::start(&chromedriver);
    runtime().block_on(async {
        // Auction: Cas bids 2 and names diamonds; nobody took none, so the pot stays.
        let phone = table_page(&driver, &auction_server).await;
        phone
            .execute(
                "const f = document.getElementById('hand'); f.elements.bidder.value = 'Cas'; f.elements.suit.value = 'D'; return true;",
                vec![],
            )
            .await
            .expect("the bidder and the suit chosen");
        type_in(&phone, "Ann", "3").await;
        type_in(&phone, "Bob", "3").await;
        type_in(&phone, "Cas", "3").await;
        phone
            .find(Locator::Css("input[name=bid]"))
            .await
            .expect("the bid's field")
            .send_keys("2")
            .await
            .expect("typed");
        show_points(&phone).await;
        assert_eq!(
            preview_lines(&phone).await,
            [
                "Hand 1: Ann −3, Bob −3, Cas −5, Dee −4.",
                "Cas bid 2 and named diamonds; the pot stays (15).",
            ]
        );
        screenshot(&phone, "phone-360-auction-preview-says-the-pot.png").await;
        // Saved, the hands' list says the same note.
        click(&phone, "confirm").await;
        until(
            &phone,
            "the hand saved and listed",
            "return document.querySelector('.all-hands tr.note') !== null;",
        )
        .await;
        assert_eq!(
            text(&phone, ".all-hands tr.note td:last-child").await,
            "Cas bid 2 and named diamonds; the pot stays (15)"
        );

        // Conquimbert: the card points, and who reached 31 and lost a life.
        phone.goto(&lives_server.table).await.expect("the other table");
        type_in(&phone, "Ann", "AS AH AD").await;
        type_in(&phone, "Bob", "AC TS TH TD").await;
        type_in(&phone, "Cas", "KS KH").await;
        show_points(&phone).await;
        assert_eq!(
            preview_lines(&phone).await,
            [
                "Hand 1: Ann −1, Bob −1, Cas 0, Dee 0.",
                "Ann and Bob reached 31.",
                "Card points: Ann 33, Bob 41, Cas 6, Dee 28.",
            ]
        );
        screenshot(&phone, "phone-360-lives-preview-says-who-reached-31.png").await;
        assert_eq!(lives.status()["hands"], json!([]), "nothing was saved");
        phone.close().await.expect("the phone's session ends");
    });
}

/// The value of `player`'s field.
async fn value_of(phone: &Client, player: &str) -> String {
    phone
        .execute(
            &format!(
                "return document.querySelector('{}').value;",
                field_of(player)
            ),
            vec![],
        )
        .await
        .expect("the field's value")
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// Whether `player`'s field is marked at fault and has the focus.
fn marked_and_focused(player: &str) -> String {
    format!(
        "const f = document.querySelector('{}'); return f.getAttribute('aria-invalid') === 'true' && document.activeElement === f;",
        field_of(player)
    )
}

#[test]
fn a_rest_typed_for_one_player_takes_the_place_of_the_rest_filled_in_for_the_last() {
    // The browser review's N10: `rest` typed in Dee's field while Frederique's holds the one
    // the page filled in was "Rest can be given to one player only", with no field marked.
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    let env = started("cancellation", crate::serve::EIGHT);
    let server = Server::start(&env, &env.match_file().display().to_string(), &[]);
    let driver = Driver::start(&chromedriver);
    runtime().block_on(async {
        let phone = table_page(&driver, &server).await;
        assert_eq!(value_of(&phone, "Frederique").await, "rest");
        type_in(&phone, "Oma Truus", "QS QS 5").await;
        type_in(&phone, "Dee", "rest").await;
        assert_eq!(
            value_of(&phone, "Frederique").await,
            "",
            "the filled-in rest moved"
        );
        assert_eq!(value_of(&phone, "Dee").await, "rest");
        show_points(&phone).await;
        assert_eq!(text(&phone, "#message").await, "");
        assert!(
            preview_lines(&phone).await[0].starts_with("Hand 1: Oma Truus +31, "),
            "{:?}",
            preview_lines(&phone).await
        );
        screenshot(
            &phone,
            "phone-360-typed-rest-takes-the-filled-ins-place.png",
        )
        .await;

        // A rest typed twice stays the table's to sort out: the later field is marked.
        type_in(&phone, "Bart", "rest").await;
        assert_eq!(value_of(&phone, "Dee").await, "rest", "a typed rest stays");
        click(&phone, "check").await;
        until(&phone, "Dee's field marked", &marked_and_focused("Dee")).await;
        assert_eq!(
            text(&phone, "#message").await,
            "Rest can be given to one player only"
        );
        phone.close().await.expect("the phone's session ends");
    });
}

#[test]
fn a_card_entered_twice_or_too_many_hearts_marks_the_last_field_and_an_undo_gives_the_first_the_focus()
 {
    // The browser review's N14: "Q♠ is entered for Ann and Bob…" marked no field and left the
    // focus on "Show the points"; "Hearts: 15 entered…" left it where it was; after an undo it
    // went to the page itself.
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    let env = started("hartenjagen", "Ann,Bob,Cas,Dee");
    let file = env.match_file().display().to_string();
    env.ok(&["record", "--file", &file, "Ann=QS 3", "Bob=5", "Dee=rest"]);
    let server = Server::start(&env, &file, &[]);
    let driver = Driver::start(&chromedriver);
    runtime().block_on(async {
        let phone = table_page(&driver, &server).await;
        type_in(&phone, "Ann", "QS").await;
        type_in(&phone, "Bob", "QS").await;
        click(&phone, "check").await;
        until(&phone, "Bob's field marked", &marked_and_focused("Bob")).await;
        assert_eq!(
            text(&phone, "#message").await,
            "Q♠ is entered for Ann and Bob, but the deck has only one"
        );
        screenshot(&phone, "phone-360-card-twice-marks-the-field.png").await;

        for (player, cards) in [("Ann", "5"), ("Bob", "5"), ("Cas", "5")] {
            phone
                .find(Locator::Css(&field_of(player)))
                .await
                .expect("the field")
                .clear()
                .await
                .expect("emptied");
            type_in(&phone, player, cards).await;
        }
        // Asked from Dee's field, as Enter on the last field asks.
        phone
            .find(Locator::Css(&field_of("Dee")))
            .await
            .expect("Dee's field")
            .send_keys("\u{E007}")
            .await
            .expect("Enter");
        until(&phone, "Cas's field marked", &marked_and_focused("Cas")).await;
        assert_eq!(
            text(&phone, "#message").await,
            "Hearts: 15 entered, the deck has 13"
        );

        click(&phone, "undo").await;
        until(
            &phone,
            "the undo question",
            "return !document.getElementById('undo-ask').hidden;",
        )
        .await;
        click(&phone, "undo-yes").await;
        until(
            &phone,
            "the hand removed and Ann's field focused",
            "return document.getElementById('message').textContent === 'The last entry was removed.' && document.activeElement === document.querySelector('input[data-player=\"Ann\"]');",
        )
        .await;
        assert_eq!(env.status()["hands"], json!([]));
        phone.close().await.expect("the phone's session ends");
    });
}

#[test]
fn the_moon_question_takes_the_focus_only_when_the_table_asks_for_the_points() {
    // The browser review's N11: from the automatic check after a pause in typing, the
    // question took the focus (and a phone's keyboard closed).
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    let env = started("plain-hearts", "Ann,Bob,Cas,Dee");
    let server = Server::start(&env, &env.match_file().display().to_string(), &[]);
    let driver = Driver::start(&chromedriver);
    runtime().block_on(async {
        let phone = table_page(&driver, &server).await;
        phone
            .active_element()
            .await
            .expect("Ann's field")
            .send_keys("13")
            .await
            .expect("typed");
        until(
            &phone,
            "the moon question by itself",
            "return !document.getElementById('moon-ask').hidden;",
        )
        .await;
        let ann = "return document.activeElement === document.querySelector('input[data-player=\"Ann\"]');";
        assert_eq!(
            phone.execute(ann, vec![]).await.expect("the focus"),
            json!(true),
            "the question took the focus from Ann's field unasked"
        );
        // Asked for (Show the points), the first answer has it.
        click(&phone, "check").await;
        until(
            &phone,
            "the first answer focused",
            "return document.activeElement === document.querySelector('#moon-choices button');",
        )
        .await;
        phone.close().await.expect("the phone's session ends");
    });
}

#[test]
fn what_a_save_sent_while_the_server_was_down_said_goes_when_the_connection_is_back() {
    // The browser review's N5: "…nothing was saved…" stayed after the connection came back
    // and its notice had gone.
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    let env = started("hartenjagen", "Ann,Bob,Cas,Dee");
    let file = env.match_file().display().to_string();
    let mut server = Server::start(&env, &file, &[]);
    let driver = Driver::start(&chromedriver);
    runtime().block_on(async {
        let phone = table_page(&driver, &server).await;
        type_in(&phone, "Ann", "QS 5").await;
        show_points(&phone).await;
        server.stop();
        until(
            &phone,
            "the connection's notice",
            "return !document.getElementById('offline').hidden;",
        )
        .await;
        click(&phone, "confirm").await;
        until(
            &phone,
            "nothing was saved",
            "return document.getElementById('message').textContent.indexOf('nothing was saved') >= 0;",
        )
        .await;
        server.restart(&env, &file, &[]);
        until(
            &phone,
            "the notice and the message gone",
            "return document.getElementById('offline').hidden && document.getElementById('message').textContent === '';",
        )
        .await;
        // What was typed stays, to be saved now.
        assert_eq!(value_of(&phone, "Ann").await, "QS 5");
        phone.close().await.expect("the phone's session ends");
    });
}
