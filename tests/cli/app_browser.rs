//! The phone app (issue 41) in a real browser: headless Chromium at 360×740 opens it from
//! `serve --app` on 127.0.0.1 and plays matches on the page alone, the engine running in the
//! browser as WebAssembly. The app is built first by `packaging/app` (once per test run; a
//! build that is up to date takes a second). Without chromedriver the tests say so and pass,
//! outside CI only. Run them alone with `cargo test --test cli app_browser::`.

use crate::browser::{Driver, ask_for_the_points, browser, chromedriver, click, screenshot, until};
use crate::serve::Server;
use crate::{TestEnv, started};
use fantoccini::{Client, Locator};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

mod kept;
mod serve_app;

/// The app's build folder, built by `packaging/app` once per run of the tests.
pub(crate) fn app_folder() -> &'static Path {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let status = std::process::Command::new("bash")
            .arg(root.join("packaging/app"))
            .status()
            .expect("packaging/app runs");
        assert!(status.success(), "packaging/app failed");
        root.join("target/app")
    })
}

/// A runtime for one test's browser.
fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime")
}

/// `serve --app` on a match of its own (the app keeps its matches in the browser; the served
/// match is only what `serve` needs to run).
fn server(env: &TestEnv) -> Server {
    let file = env.match_file().display().to_string();
    let folder = app_folder().display().to_string();
    Server::start(env, &file, &["--app", &folder])
}

/// The app's first screen on a 360×740 phone, in `lang`.
async fn open_app(driver: &Driver, server: &Server, lang: &str) -> Client {
    let phone = browser(driver, 360, 740, true).await;
    phone
        .goto(&format!("{}app/", server.base))
        .await
        .expect("the app opens");
    phone
        .execute(
            "localStorage.setItem('hartenjagen-lang', arguments[0]); return true;",
            vec![Value::from(lang)],
        )
        .await
        .expect("the language is set");
    phone.refresh().await.expect("reloaded");
    until(
        &phone,
        "the first screen",
        "return !!document.getElementById('new');",
    )
    .await;
    phone
}

/// Runs `script` and returns its value.
async fn run(client: &Client, script: &str) -> Value {
    client
        .execute(script, vec![])
        .await
        .expect("the script runs")
}

/// Fills the field `css` with `text` (what it held goes).
async fn fill(client: &Client, css: &str, text: &str) {
    let field = client
        .find(Locator::Css(css))
        .await
        .unwrap_or_else(|_| panic!("{css} is on the page"));
    field.clear().await.expect("cleared");
    field.send_keys(text).await.expect("typed");
}

/// Clicks the element `css`.
async fn click_css(client: &Client, css: &str) {
    client
        .find(Locator::Css(css))
        .await
        .unwrap_or_else(|_| panic!("{css} is on the page"))
        .click()
        .await
        .expect("clicked");
}

/// Starts a match from the first screen: `variant`, `players`, and a length of `hands` hands.
async fn start_match(phone: &Client, variant: &str, players: &str, hands: Option<u32>) {
    click(phone, "new").await;
    until(
        phone,
        "the start form",
        "return !!document.getElementById('variant');",
    )
    .await;
    phone
        .execute(
            "var v = document.getElementById('variant'); v.value = arguments[0];
             v.dispatchEvent(new Event('change')); return true;",
            vec![Value::from(variant)],
        )
        .await
        .expect("the game is chosen");
    fill(phone, "#players", players).await;
    if let Some(hands) = hands {
        phone
            .execute(
                "var l = document.getElementById('length'); l.value = 'hands';
                 l.dispatchEvent(new Event('change')); return true;",
                vec![],
            )
            .await
            .expect("the length is chosen");
        fill(phone, "#number", &hands.to_string()).await;
    }
    click(phone, "go").await;
    until(
        phone,
        "the match's page",
        "return !!document.getElementById('hand') && !!window.hartenjagenNet;",
    )
    .await;
}

/// The message line of the page.
async fn message(phone: &Client) -> String {
    run(
        phone,
        "return document.getElementById('message').textContent;",
    )
    .await
    .as_str()
    .unwrap_or_default()
    .to_string()
}

/// Types each player's cards (`(player, cards)`; the others stay as they are) and shows the
/// points: `Ok` with the preview's first line, or `Err` with the refusal the page said.
async fn show_points(phone: &Client, cards: &[(&str, &str)]) -> Result<String, String> {
    for (player, typed) in cards {
        fill(phone, &format!("input[data-player=\"{player}\"]"), typed).await;
    }
    run(
        phone,
        "document.getElementById('message').textContent = ''; return true;",
    )
    .await;
    ask_for_the_points(phone).await;
    until(
        phone,
        "the points or a refusal",
        "return !document.getElementById('confirm').hidden
             || document.getElementById('message').textContent !== '';",
    )
    .await;
    if run(phone, "return document.getElementById('confirm').hidden;").await == Value::Bool(true) {
        return Err(message(phone).await);
    }
    let preview = run(
        phone,
        "return document.getElementById('preview').textContent;",
    )
    .await;
    Ok(preview.as_str().unwrap_or_default().to_string())
}

/// Saves the hand whose points are shown; returns what the page said.
async fn save(phone: &Client) -> String {
    run(
        phone,
        "document.getElementById('message').textContent = ''; return true;",
    )
    .await;
    click(phone, "confirm").await;
    until(
        phone,
        "the hand saved",
        "return document.getElementById('message').textContent !== ''
             && document.getElementById('confirm').hidden;",
    )
    .await;
    message(phone).await
}

/// Types, shows the points and saves a hand; returns what the page said.
async fn enter_hand(phone: &Client, cards: &[(&str, &str)]) -> String {
    match show_points(phone, cards).await {
        Ok(_) => save(phone).await,
        Err(refused) => panic!("the hand was refused: {refused}"),
    }
}

/// Answers the page's question `ask` (the undo's, the misdeal's) with its Yes.
async fn ask_and_confirm(phone: &Client, ask: &str) {
    run(
        phone,
        "document.getElementById('message').textContent = ''; return true;",
    )
    .await;
    click(phone, ask).await;
    click(phone, &format!("{ask}-yes")).await;
    until(
        phone,
        "the answer",
        "return document.getElementById('message').textContent !== '';",
    )
    .await;
}

/// The standings as `status --json` gives them for the app's kept text.
async fn status_of_app(phone: &Client) -> Value {
    run(
        phone,
        "return hartenjagenNet.fetch('/api/status').then(function (r) { return r.json(); });",
    )
    .await
}

/// The kept text of the match on screen.
async fn kept_text(phone: &Client) -> String {
    run(
        phone,
        "return localStorage.getItem('hartenjagen-match:' +
             new URLSearchParams(location.search).get('m'));",
    )
    .await
    .as_str()
    .expect("the match is kept")
    .to_string()
}

/// What the export button downloads: its file name and text (the download itself is the
/// browser's; the page's link is caught before it is followed).
async fn exported(phone: &Client) -> (String, String) {
    run(
        phone,
        "window.caught = null;
         var made = URL.createObjectURL;
         URL.createObjectURL = function (blob) { window.blob = blob; return made.call(URL, blob); };
         HTMLAnchorElement.prototype.click = function () {
           var a = this;
           window.blob.text().then(function (t) { window.caught = [a.download, t]; });
         };
         return true;",
    )
    .await;
    click(phone, "export").await;
    until(phone, "the download", "return window.caught !== null;").await;
    let caught = run(phone, "return window.caught;").await;
    (
        caught[0].as_str().unwrap_or_default().to_string(),
        caught[1].as_str().unwrap_or_default().to_string(),
    )
}

#[test]
fn a_whole_match_is_played_on_one_phone_and_its_export_reads_as_the_app_shows_it() {
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    let env = started("hartenjagen", "Ann,Bob,Cas,Dee");
    let server = server(&env);
    let driver = Driver::start(&chromedriver);
    runtime().block_on(async {
        let phone = open_app(&driver, &server, "en").await;
        screenshot(&phone, "app-home-360.png").await;
        start_match(&phone, "hartenjagen", "Ann Bob Cas Dee", None).await;
        screenshot(&phone, "app-match-360.png").await;
        // A moon: the preview says it before Save.
        let preview = show_points(&phone, &[("Ann", "QS 13")]).await.expect("a moon");
        assert!(preview.contains("Ann shot the moon"), "{preview}");
        assert_eq!(save(&phone).await, "Hand 1 saved.");
        // A refused entry, said as serve's page says it, with its field marked.
        let refused = show_points(&phone, &[("Ann", "QS QS")]).await.expect_err("refused");
        assert!(refused.contains("Q♠"), "{refused}");
        assert_eq!(
            run(&phone, "return document.querySelector('[aria-invalid=true]') !== null;").await,
            Value::Bool(true)
        );
        assert_eq!(
            enter_hand(&phone, &[("Ann", "QS"), ("Bob", "5")]).await,
            "Hand 2 saved."
        );
        // Undo asks, then removes hand 2; it is entered again.
        ask_and_confirm(&phone, "undo").await;
        assert_eq!(message(&phone).await, "The last entry was removed.");
        assert_eq!(
            enter_hand(&phone, &[("Ann", "QS 2"), ("Bob", "5")]).await,
            "Hand 2 saved."
        );
        // An edit of hand 1: no moon after all.
        click_css(&phone, "#edit-hands button[data-number=\"1\"]").await;
        until(&phone, "the correction", "return !document.getElementById('edit-note').hidden;").await;
        show_points(&phone, &[("Ann", "QS 5"), ("Bob", "8"), ("Cas", ""), ("Dee", "")])
            .await
            .expect("the correction's points");
        let said = save(&phone).await;
        assert_eq!(said, "Hand 1 re-recorded: Ann +18, Bob +8, Cas 0, Dee 0.");
        // On to the end: 100 reached.
        let mut hands = 2;
        while run(&phone, "return !!document.getElementById('again-link');").await != Value::Bool(true)
            && hands < 12
        {
            hands += 1;
            enter_hand(&phone, &[("Ann", "QS 13")]).await;
            phone.refresh().await.expect("reloaded");
            until(&phone, "the page", "return !!window.hartenjagenNet;").await;
        }
        assert_eq!(
            run(&phone, "return !!document.getElementById('again-link');").await,
            Value::Bool(true),
            "the match ended with the same table offered again"
        );
        screenshot(&phone, "app-end-360.png").await;
        // The export is the match file the program reads, with the standings the app shows.
        let (name, text) = exported(&phone).await;
        assert!(name.ends_with("_hartenjagen.toml"), "{name}");
        assert_eq!(text, kept_text(&phone).await);
        let file = env.path(&name);
        std::fs::write(&file, &text).expect("written");
        let status = env.json(&["status", "--file", &file, "--json"]);
        assert_eq!(status, status_of_app(&phone).await);
        assert_eq!(status["hands"].as_array().map(Vec::len), Some(hands));
        assert!(text.contains("door = \"phone\""), "{text}");
        // The same table again: the next dealer, the same players.
        click(&phone, "again-link").await;
        until(&phone, "the start form", "return !!document.getElementById('variant');").await;
        screenshot(&phone, "app-start-again-360.png").await;
        assert_eq!(
            run(&phone, "return [document.getElementById('players').value, document.getElementById('dealer').value];").await,
            serde_json::json!(["Ann, Bob, Cas, Dee", "1"])
        );
        phone.close().await.expect("closed");
    });
}

#[test]
fn a_misdeal_asked_on_the_page_deals_the_hand_again_in_the_app_and_on_serves_page() {
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    let env = started("hartenjagen", "Ann,Bob,Cas,Dee");
    let file = env.match_file().display().to_string();
    let server = server(&env);
    let driver = Driver::start(&chromedriver);
    runtime().block_on(async {
        // serve's page: the misdeal goes into the match file.
        let table = browser(&driver, 360, 740, true).await;
        table.goto(&server.table).await.expect("the table's page");
        until(
            &table,
            "the page",
            "return !!document.getElementById('misdeal');",
        )
        .await;
        ask_and_confirm(&table, "misdeal").await;
        assert_eq!(
            message(&table).await,
            "Misdeal: Ann deals hand 1 again; nothing is scored."
        );
        let log = env.ok(&["log", "--file", &file]);
        assert!(
            log.contains("Misdeal by Ann before hand 1, entered from a phone"),
            "{log}"
        );
        table.close().await.expect("closed");
        // The app: the same words, kept in the browser.
        let phone = open_app(&driver, &server, "en").await;
        start_match(&phone, "hartenjagen", "Ann Bob Cas Dee", None).await;
        ask_and_confirm(&phone, "misdeal").await;
        assert_eq!(
            message(&phone).await,
            "Misdeal: Ann deals hand 1 again; nothing is scored."
        );
        assert!(kept_text(&phone).await.contains("misdeal"));
        phone.close().await.expect("closed");
    });
}

/// Enters `cards` on `phone`'s form and returns the refusal it says.
async fn refusal_of(phone: &Client, cards: &[(&str, &str)]) -> String {
    show_points(phone, cards).await.expect_err("refused")
}

#[test]
fn in_dutch_the_app_speaks_dutch_and_every_refusal_is_word_for_word_serves() {
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    let env = started("hartenjagen", "Ann,Bob,Cas,Dee");
    let server = server(&env);
    let dutch = TestEnv::new();
    let dutch_file = dutch.path("nl.toml");
    dutch.ok(&[
        "--lang",
        "nl",
        "new",
        "--file",
        &dutch_file,
        "--players",
        "Ann,Bob,Cas,Dee",
    ]);
    let mut dutch_server = Server::start(&dutch, &dutch_file, &["--lang", "nl"]);
    let driver = Driver::start(&chromedriver);
    let mistakes: [&[(&str, &str)]; 4] = [
        &[("Ann", "QS QS")],
        &[("Ann", "QX")],
        &[("Ann", "14"), ("Bob", "")],
        &[("Ann", "rest"), ("Bob", "rest")],
    ];
    runtime().block_on(async {
        for (lang, served) in [("en", &server), ("nl", &dutch_server)] {
            let table = browser(&driver, 360, 740, true).await;
            table.goto(&served.table).await.expect("the table's page");
            until(
                &table,
                "the page",
                "return !!document.getElementById('hand');",
            )
            .await;
            let phone = open_app(&driver, &server, lang).await;
            if lang == "nl" {
                assert_eq!(
                    run(&phone, "return document.getElementById('new').textContent;").await,
                    Value::from("Nieuwe partij")
                );
            }
            start_match(&phone, "hartenjagen", "Ann Bob Cas Dee", None).await;
            screenshot(&phone, &format!("app-match-{lang}-360.png")).await;
            for mistake in mistakes {
                let on_the_page = refusal_of(&table, mistake).await;
                let in_the_app = refusal_of(&phone, mistake).await;
                assert_eq!(in_the_app, on_the_page, "{lang}: {mistake:?}");
                for (player, _) in mistake {
                    fill(&table, &format!("input[data-player=\"{player}\"]"), "").await;
                    fill(&phone, &format!("input[data-player=\"{player}\"]"), "").await;
                }
            }
            table.close().await.expect("closed");
            phone.close().await.expect("closed");
        }
    });
    dutch_server.stop();
}

#[test]
fn three_hands_of_auction_hearts_and_a_gong_zhu_hand_with_an_exposure_play_in_the_app() {
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    let env = started("hartenjagen", "Ann,Bob,Cas,Dee");
    let server = server(&env);
    let driver = Driver::start(&chromedriver);
    runtime().block_on(async {
        let phone = open_app(&driver, &server, "en").await;
        // Auction Hearts: chips, a bid and its penalty suit each hand.
        start_match(&phone, "auction", "Ann Bob Cas Dee", None).await;
        // Cas bids 2 on diamonds; nobody is left without diamonds, so the pot stays and Cas
        // names a suit again, without bidding, in the next hands.
        for (bid, suit) in [("2", "D"), ("", "H"), ("", "S")] {
            run(
                &phone,
                &format!(
                    "var f = document.getElementById('hand'); f.elements.bidder.value = 'Cas';
                     f.elements.suit.value = '{suit}'; return true;"
                ),
            )
            .await;
            fill(&phone, "input[name=bid]", bid).await;
            let said = enter_hand(&phone, &[("Ann", "3"), ("Bob", "3"), ("Cas", "3")]).await;
            assert!(said.ends_with("saved."), "{said}");
        }
        let status = status_of_app(&phone).await;
        assert_eq!(status["hands"].as_array().map(Vec::len), Some(3));
        let file = env.path("auction.toml");
        std::fs::write(&file, kept_text(&phone).await).expect("written");
        assert_eq!(env.json(&["status", "--file", &file, "--json"]), status);
        // Gong Zhu: the cards shown before play count double.
        click_css(&phone, "nav a[href=\"./\"]").await;
        until(
            &phone,
            "the first screen",
            "return !!document.getElementById('new');",
        )
        .await;
        start_match(&phone, "gong-zhu", "Ann Bob Cas Dee", None).await;
        fill(&phone, "input[name=expose]", "AH TC").await;
        enter_hand(
            &phone,
            &[("Ann", "KH QH"), ("Bob", "TC JD"), ("Cas", "rest")],
        )
        .await;
        let status = status_of_app(&phone).await;
        assert_eq!(
            status["hands"][0]["exposed"],
            serde_json::json!(["A♥", "10♣"])
        );
        assert_eq!(status["totals"]["Bob"], 400);
        // Two matches are kept, the newest first.
        click_css(&phone, "nav a[href=\"./\"]").await;
        until(
            &phone,
            "the list",
            "return document.querySelectorAll('ol.kept li').length === 2;",
        )
        .await;
        phone.close().await.expect("closed");
    });
}
