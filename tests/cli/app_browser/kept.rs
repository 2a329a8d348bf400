//! What the phone keeps: the matches through a lost network, a reload and a full storage, a
//! match from the laptop imported, a match deleted after its question.

use super::*;

/// Waits until the app's service worker controls the page (it keeps every file of the
/// build), reloading once for it to take over.
async fn until_offline_ready(phone: &Client) {
    until(
        phone,
        "the service worker active",
        "if (!navigator.serviceWorker) { return false; }
         navigator.serviceWorker.ready.then(function () { window.swReady = true; });
         return window.swReady === true;",
    )
    .await;
    phone.refresh().await.expect("reloaded");
    until(
        phone,
        "the page under the service worker",
        "return !!navigator.serviceWorker.controller;",
    )
    .await;
}

#[test]
fn with_the_server_stopped_after_the_first_visit_the_app_reloads_and_plays_on() {
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    let env = started("hartenjagen", "Ann,Bob,Cas,Dee");
    let mut server = server(&env);
    let driver = Driver::start(&chromedriver);
    runtime().block_on(async {
        let phone = open_app(&driver, &server, "en").await;
        until_offline_ready(&phone).await;
        start_match(&phone, "hartenjagen", "Ann Bob Cas Dee", None).await;
        assert_eq!(
            enter_hand(&phone, &[("Ann", "QS 3"), ("Bob", "5")]).await,
            "Hand 1 saved."
        );
        server.stop();
        // No network: the page comes from the service worker, the hand from the storage.
        phone.refresh().await.expect("reloaded");
        until(
            &phone,
            "the page offline",
            "return !!window.hartenjagenNet;",
        )
        .await;
        assert_eq!(
            enter_hand(&phone, &[("Ann", "QS"), ("Cas", "4")]).await,
            "Hand 2 saved."
        );
        let status = status_of_app(&phone).await;
        assert_eq!(status["hands"].as_array().map(Vec::len), Some(2));
        // The first screen too.
        phone
            .goto(&format!("{}app/", server.base))
            .await
            .expect("the first screen offline");
        until(
            &phone,
            "the list offline",
            "return document.querySelectorAll('ol.kept li').length === 1;",
        )
        .await;
        phone.close().await.expect("closed");
    });
}

#[test]
fn a_reload_in_the_middle_of_a_hand_keeps_what_was_typed_and_every_saved_hand() {
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    let env = started("hartenjagen", "Ann,Bob,Cas,Dee");
    let server = server(&env);
    let driver = Driver::start(&chromedriver);
    runtime().block_on(async {
        let phone = open_app(&driver, &server, "en").await;
        start_match(&phone, "hartenjagen", "Ann Bob Cas Dee", None).await;
        enter_hand(&phone, &[("Ann", "QS 3"), ("Bob", "5")]).await;
        fill(&phone, "input[data-player=\"Bob\"]", "QS 2").await;
        // The draft is kept as the page keeps it for serve (a moment after typing).
        until(
            &phone,
            "the draft kept",
            "return Object.keys(localStorage).some(function (k) { return k.indexOf('hartenjagen-draft:') === 0; });",
        )
        .await;
        phone.refresh().await.expect("reloaded");
        until(&phone, "the page again", "return !!window.hartenjagenNet;").await;
        until(
            &phone,
            "what was typed",
            "return document.querySelector('input[data-player=\"Bob\"]').value === 'QS 2';",
        )
        .await;
        let status = status_of_app(&phone).await;
        assert_eq!(status["hands"].as_array().map(Vec::len), Some(1));
        phone.close().await.expect("closed");
    });
}

#[test]
fn a_match_from_the_laptop_is_imported_and_goes_on_with_the_right_dealer_and_pass() {
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    let env = started("hartenjagen", "Ann,Bob,Cas,Dee");
    let file = env.match_file().display().to_string();
    env.ok(&["record", "--file", &file, "Ann=QS 3", "Bob=5", "Dee=rest"]);
    env.ok(&["record", "--file", &file, "Cas=QS", "Dee=rest"]);
    let next = env.json(&["next", "--file", &file, "--json"]);
    let server = server(&env);
    let driver = Driver::start(&chromedriver);
    runtime().block_on(async {
        let phone = open_app(&driver, &server, "en").await;
        phone
            .find(Locator::Id("import"))
            .await
            .expect("the import field")
            .send_keys(&file)
            .await
            .expect("the file is chosen");
        until(
            &phone,
            "the match imported",
            "return document.querySelectorAll('ol.kept li').length === 1;",
        )
        .await;
        let said = message(&phone).await;
        assert_eq!(said, "hartenjagen — Ann, Bob, Cas and Dee was imported.");
        click_css(&phone, "ol.kept a").await;
        until(
            &phone,
            "the match's page",
            "return !!window.hartenjagenNet;",
        )
        .await;
        let status = status_of_app(&phone).await;
        assert_eq!(status["next"]["dealer"], next["dealer"]);
        assert_eq!(status["next"]["pass"], next["pass"]);
        let banner = run(
            &phone,
            "return document.querySelector('.banner').textContent;",
        )
        .await;
        let dealer = next["dealer"].as_str().expect("a dealer");
        assert!(
            banner
                .as_str()
                .unwrap_or_default()
                .contains(&format!("Hand 3: {dealer} deals")),
            "{banner}"
        );
        assert_eq!(
            enter_hand(&phone, &[("Ann", "QS 13")]).await,
            "Hand 3 saved."
        );
        // The imported hands keep their doors; the new one is the phone's.
        let text = kept_text(&phone).await;
        assert!(text.contains("door = \"terminal\""), "{text}");
        assert!(text.contains("door = \"phone\""), "{text}");
        phone.close().await.expect("closed");
    });
}

#[test]
fn a_full_storage_is_said_in_words_and_nothing_is_half_saved() {
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    let env = started("hartenjagen", "Ann,Bob,Cas,Dee");
    let server = server(&env);
    let driver = Driver::start(&chromedriver);
    runtime().block_on(async {
        let phone = open_app(&driver, &server, "en").await;
        start_match(&phone, "hartenjagen", "Ann Bob Cas Dee", None).await;
        enter_hand(&phone, &[("Ann", "QS 3"), ("Bob", "5")]).await;
        let before = kept_text(&phone).await;
        // The storage filled to its quota, as a phone's fills up: then nothing more fits.
        let filled = run(
            &phone,
            "var size = 1 << 20, i = 0;
             while (size >= 16) {
               try { localStorage.setItem('filler-' + i, 'x'.repeat(size)); i += 1; }
               catch (e) { size = Math.floor(size / 2); }
             }
             return i;",
        )
        .await;
        assert!(filled.as_u64().unwrap_or_default() > 0, "{filled}");
        show_points(&phone, &[("Ann", "QS"), ("Cas", "4")]).await.expect("the points");
        click(&phone, "confirm").await;
        until(
            &phone,
            "the refusal",
            "return document.getElementById('message').textContent !== '';",
        )
        .await;
        assert_eq!(
            message(&phone).await,
            "This browser's storage is full, so nothing was saved: export and delete a match you no longer need, then try again."
        );
        assert_eq!(kept_text(&phone).await, before);
        let status = status_of_app(&phone).await;
        assert_eq!(status["hands"].as_array().map(Vec::len), Some(1));
        phone.close().await.expect("closed");
    });
}

#[test]
fn a_kept_match_is_deleted_only_after_its_question_and_typing_finds_a_game() {
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    let env = started("hartenjagen", "Ann,Bob,Cas,Dee");
    let server = server(&env);
    let driver = Driver::start(&chromedriver);
    runtime().block_on(async {
        let phone = open_app(&driver, &server, "en").await;
        click(&phone, "new").await;
        until(&phone, "the start form", "return !!document.getElementById('filter');").await;
        fill(&phone, "#filter", "maria").await;
        assert_eq!(
            run(&phone, "return document.getElementById('variant').value;").await,
            Value::from("black-maria")
        );
        fill(&phone, "#players", "Ann Bob Cas").await;
        click(&phone, "go").await;
        until(&phone, "the match's page", "return !!window.hartenjagenNet;").await;
        click_css(&phone, "nav a[href=\"./\"]").await;
        until(&phone, "the list", "return document.querySelectorAll('ol.kept li').length === 1;").await;
        // Asked, and "No" keeps it.
        click_css(&phone, "button.delete").await;
        let asked = run(&phone, "return document.getElementById('delete-ask-text').textContent;").await;
        assert_eq!(asked, Value::from("Delete black-maria — Ann, Bob and Cas? It cannot be brought back."));
        click(&phone, "delete-no").await;
        assert_eq!(run(&phone, "return document.querySelectorAll('ol.kept li').length;").await, Value::from(1));
        click_css(&phone, "button.delete").await;
        click(&phone, "delete-yes").await;
        until(&phone, "the match gone", "return document.querySelectorAll('ol.kept li').length === 0;").await;
        assert_eq!(
            run(&phone, "return Object.keys(localStorage).filter(function (k) { return k.indexOf('hartenjagen-match:') === 0; }).length;").await,
            Value::from(0)
        );
        phone.close().await.expect("closed");
    });
}
