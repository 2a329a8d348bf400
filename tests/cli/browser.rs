//! `serve` in a real browser: Debian's headless Chromium, driven through chromedriver, enters a
//! hand on a phone-sized page while a TV-sized page stays open; the TV shows the new totals
//! without a reload. Screenshots of both land in `target/serve-screenshots/` for a person to
//! look at. Run it alone with `cargo test --test cli browser::`; it needs the Debian packages
//! `chromium` and `chromium-driver` (`.ci/run` installs them; elsewhere, without them, the
//! test says so and passes only outside CI).

use crate::serve::Server;
use crate::started;
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// A program on the PATH (or in /usr/bin).
fn program(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain([PathBuf::from("/usr/bin")])
        .map(|dir| dir.join(name))
        .find(|candidate| candidate.is_file())
}

/// chromedriver on a free port of 127.0.0.1, stopped when dropped.
struct Driver {
    child: Child,
    url: String,
}

impl Driver {
    fn start(program: &Path) -> Driver {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let child = Command::new(program)
            .args([format!("--port={port}"), "--allowed-ips=127.0.0.1".into()])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("cannot start chromedriver");
        let driver = Driver {
            child,
            url: format!("http://127.0.0.1:{port}"),
        };
        for _ in 0..200 {
            if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
                return driver;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!("chromedriver did not start listening");
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A headless Chromium of `width`×`height` CSS pixels (a phone emulated as one, since a
/// desktop window is never narrower than 500 pixels), with the flags this machine's closed
/// network needs.
async fn browser(driver: &Driver, width: u32, height: u32, phone: bool) -> Client {
    let mut options = json!({
        "args": [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic",
            "--no-first-run", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
            format!("--window-size={width},{height}"),
        ]
    });
    if phone {
        options["mobileEmulation"] = json!({
            "deviceMetrics": {"width": width, "height": height, "pixelRatio": 2, "touch": true}
        });
    }
    if let Some(chromium) = program("chromium") {
        options["binary"] = json!(chromium.display().to_string());
    }
    let mut capabilities = serde_json::Map::new();
    capabilities.insert("goog:chromeOptions".into(), options);
    ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(capabilities)
        .connect(&driver.url)
        .await
        .expect("a Chromium session")
}

/// Waits (at most 15 s) until `script` returns true in `client`.
async fn until(client: &Client, what: &str, script: &str) {
    for _ in 0..150 {
        let value = client
            .execute(script, vec![])
            .await
            .expect("the script runs");
        if value == Value::Bool(true) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("waited 15 s for {what}");
}

/// Saves a screenshot under `target/serve-screenshots/`.
async fn screenshot(client: &Client, name: &str) {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/serve-screenshots");
    std::fs::create_dir_all(&folder).expect("the screenshots folder");
    let png = client.screenshot().await.expect("a screenshot");
    std::fs::write(folder.join(name), png).expect("the screenshot is saved");
}

async fn text(client: &Client, css: &str) -> String {
    client
        .find(Locator::Css(css))
        .await
        .expect("the element is on the page")
        .text()
        .await
        .expect("its text")
}

async fn click(client: &Client, id: &str) {
    client
        .find(Locator::Id(id))
        .await
        .expect("the button is on the page")
        .click()
        .await
        .expect("clicked");
}

/// Types Ann's cards (the last open field gets the rest) and asks for the points.
async fn type_and_show_points(phone: &Client, ann: &str) {
    phone
        .find(Locator::Css("input[data-player=\"Ann\"]"))
        .await
        .expect("Ann's field")
        .send_keys(ann)
        .await
        .expect("typed");
    click(phone, "check").await;
    until(
        phone,
        "the points",
        "return !document.getElementById('preview').hidden;",
    )
    .await;
}

#[test]
fn a_hand_entered_on_a_phone_shows_on_the_tv_without_a_reload() {
    let Some(chromedriver) = program("chromedriver") else {
        assert!(
            std::env::var_os("CI").is_none(),
            "chromedriver is missing: .ci/run installs Debian's chromium and chromium-driver"
        );
        eprintln!("skipped: no chromedriver (apt-get install chromium chromium-driver)");
        return;
    };
    let env = started("hartenjagen", "Ann,Bob,Cas,Dee");
    let file = env.match_file().display().to_string();
    env.ok(&["record", "--file", &file, "Ann=QS 3", "Bob=5", "Dee=rest"]);
    let mut server = Server::start(&env, &file, &[]);
    let driver = Driver::start(&chromedriver);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let tv = browser(&driver, 1920, 1080, false).await;
        let phone = browser(&driver, 360, 800, true).await;
        tv.goto(&server.base).await.expect("the TV opens the scoreboard");
        tv.execute("window.notReloaded = true; return true;", vec![])
            .await
            .expect("the mark is set");
        phone.goto(&server.table).await.expect("the phone opens the table's page");
        assert_eq!(
            phone
                .execute("return document.documentElement.scrollWidth;", vec![])
                .await
                .expect("the page's width"),
            json!(360),
            "nothing sticks out sideways on a 360-pixel phone"
        );
        screenshot(&phone, "phone-start.png").await;

        // A refusal marks the field it names (`"field": "took.Bob"`) and says why.
        let bob = phone
            .find(Locator::Css("input[data-player=\"Bob\"]"))
            .await
            .expect("Bob's field");
        bob.send_keys("XX").await.expect("typed");
        phone
            .find(Locator::Id("check"))
            .await
            .expect("the check button")
            .click()
            .await
            .expect("clicked");
        until(
            &phone,
            "Bob's field marked",
            "return document.querySelector('input[data-player=\"Bob\"]').getAttribute('aria-invalid') === 'true';",
        )
        .await;
        assert!(text(&phone, "#message").await.contains("\"XX\" is not a card"));
        bob.clear().await.expect("Bob's field emptied");

        for (player, cards) in [("Ann", "2"), ("Bob", "QS")] {
            phone
                .find(Locator::Css(&format!("input[data-player=\"{player}\"]")))
                .await
                .expect("a field per player")
                .send_keys(cards)
                .await
                .expect("typed");
        }
        let dee = phone
            .find(Locator::Css("input[data-player=\"Dee\"]"))
            .await
            .expect("Dee's field");
        assert_eq!(dee.prop("value").await.expect("its value").as_deref(), Some("rest"));
        phone
            .find(Locator::Id("check"))
            .await
            .expect("the check button")
            .click()
            .await
            .expect("clicked");
        until(&phone, "the points", "return !document.getElementById('preview').hidden;").await;
        assert_eq!(
            text(&phone, "#preview").await,
            "Hand 2: Ann +2, Bob +13, Cas 0, Dee +11."
        );
        assert_eq!(env.status()["hands"].as_array().map(Vec::len), Some(1));
        screenshot(&phone, "phone-points.png").await;
        phone
            .find(Locator::Id("confirm"))
            .await
            .expect("the confirm button")
            .click()
            .await
            .expect("clicked");
        until(
            &phone,
            "the hand saved",
            "return document.getElementById('message').textContent === 'Hand 2 saved.';",
        )
        .await;
        assert_eq!(
            env.status()["totals"],
            json!({"Ann": 18, "Bob": 18, "Cas": 0, "Dee": 16})
        );

        until(
            &tv,
            "the new totals on the TV",
            "return Array.from(document.querySelectorAll('.totals .total')).map(e => e.textContent).join(' ') === '18 18 0 16';",
        )
        .await;
        assert_eq!(
            tv.execute("return window.notReloaded === true;", vec![])
                .await
                .expect("the mark is read"),
            json!(true),
            "the TV page was updated in place, not reloaded"
        );
        assert!(text(&tv, ".last").await.contains("Hand 2 recorded"));
        screenshot(&tv, "tv.png").await;
        phone.execute("window.scrollTo(0, 0); return true;", vec![]).await.expect("scrolled");
        screenshot(&phone, "phone-saved.png").await;

        // A hand saved from a terminal while the phone shows its points: Save says what
        // happened and offers the typed hand as the next one; it is saved once.
        type_and_show_points(&phone, "QS").await;
        assert!(text(&phone, "#preview").await.starts_with("Hand 3:"));
        env.ok(&["record", "--file", &file, "Ann=5", "Dee=rest"]);
        click(&phone, "confirm").await;
        until(
            &phone,
            "the offer to save it as hand 4",
            "return document.getElementById('confirm').textContent === 'Save it as hand 4';",
        )
        .await;
        assert_eq!(
            text(&phone, "#message").await,
            "Hand 3 was saved meanwhile, from another phone or a terminal; nothing was saved. The hand being entered now is hand 4."
        );
        assert!(text(&phone, "#preview").await.starts_with("Hand 4: Ann +13"));
        assert_eq!(env.status()["hands"].as_array().map(Vec::len), Some(3));
        screenshot(&phone, "phone-moved-on.png").await;
        click(&phone, "confirm").await;
        until(
            &phone,
            "hand 4 saved",
            "return document.getElementById('message').textContent === 'Hand 4 saved.';",
        )
        .await;
        assert_eq!(env.status()["hands"].as_array().map(Vec::len), Some(4));

        // No answer at all (the laptop's plug pulled): the page does not claim that nothing
        // was saved.
        type_and_show_points(&phone, "QS").await;
        server.stop();
        click(&phone, "confirm").await;
        until(
            &phone,
            "the lost answer said",
            "return document.getElementById('message').textContent.indexOf('may or may not have been saved') >= 0;",
        )
        .await;
        phone.close().await.expect("the phone's session ends");
        tv.close().await.expect("the TV's session ends");
    });
}

/// Counts what a person does on the phone: a tap is one, a character one (the rulings of
/// the count: a field already focused costs nothing, a preview that appears by itself
/// nothing).
struct Counted<'a> {
    phone: &'a Client,
    count: usize,
}

impl Counted<'_> {
    async fn tap(&mut self, css: &str) {
        self.count += 1;
        self.phone
            .find(Locator::Css(css))
            .await
            .unwrap_or_else(|_| panic!("{css} is on the page"))
            .click()
            .await
            .expect("tapped");
    }

    /// Types into the field that has the focus.
    async fn keys(&mut self, text: &str) {
        self.count += text.chars().count();
        self.phone
            .active_element()
            .await
            .expect("a field has the focus")
            .send_keys(text)
            .await
            .expect("typed");
    }
}

#[test]
fn a_hand_on_a_phone_takes_nine_taps_and_keys_and_a_moon_eleven() {
    let Some(chromedriver) = program("chromedriver") else {
        assert!(
            std::env::var_os("CI").is_none(),
            "chromedriver is missing: .ci/run installs Debian's chromium and chromium-driver"
        );
        eprintln!("skipped: no chromedriver (apt-get install chromium chromium-driver)");
        return;
    };
    let env = started("hartenjagen", "Ann,Bob,Cas,Dee");
    let server = Server::start(&env, &env.match_file().display().to_string(), &[]);
    let moons = started("plain-hearts", "Ann,Bob,Cas,Dee");
    let moon_server = Server::start(&moons, &moons.match_file().display().to_string(), &[]);
    let driver = Driver::start(&chromedriver);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let phone = browser(&driver, 360, 800, true).await;
        phone.goto(&server.table).await.expect("the table's page opens");
        let focused = "return document.activeElement && document.activeElement.dataset.player === 'Ann';";
        until(&phone, "Ann's field focused on load", focused).await;

        // A typical hand: Ann Q♠ and 3 hearts, Bob 5, Cas 2, Dee the rest.
        let mut hand = Counted { phone: &phone, count: 0 };
        hand.keys("qs 3").await;
        hand.tap("input[data-player=\"Bob\"]").await;
        hand.keys("5").await;
        hand.tap("input[data-player=\"Cas\"]").await;
        hand.keys("2").await;
        until(
            &phone,
            "the points by themselves",
            "return !document.getElementById('confirm').hidden && document.getElementById('preview').textContent.indexOf('Cas +2') >= 0;",
        )
        .await;
        hand.tap("#confirm").await;
        until(
            &phone,
            "hand 1 saved",
            "return document.getElementById('message').textContent === 'Hand 1 saved.';",
        )
        .await;
        assert!(hand.count <= 9, "a typical hand took {} taps and keys", hand.count);
        assert_eq!(env.status()["hands"].as_array().map(Vec::len), Some(1));
        until(&phone, "Ann's field focused for the next hand", focused).await;

        // Enter goes from field to field and never saves; on the last it shows the points.
        phone
            .active_element()
            .await
            .expect("Ann's field")
            .send_keys("5\u{E007}")
            .await
            .expect("typed");
        until(
            &phone,
            "Bob's field after Enter",
            "return document.activeElement.dataset.player === 'Bob';",
        )
        .await;
        for _ in 0..3 {
            phone
                .active_element()
                .await
                .expect("a field")
                .send_keys("\u{E007}")
                .await
                .expect("Enter");
        }
        until(
            &phone,
            "the points after Enter on the last field",
            "return !document.getElementById('preview').hidden && document.activeElement.id === 'confirm';",
        )
        .await;
        assert_eq!(env.status()["hands"].as_array().map(Vec::len), Some(1));

        // What was typed survives a reload, for the same hand.
        phone.refresh().await.expect("reloaded");
        until(
            &phone,
            "Ann's draft back",
            "return document.querySelector('input[data-player=\"Ann\"]').value === '5';",
        )
        .await;

        // Undo names the hand it removes.
        click(&phone, "undo").await;
        until(
            &phone,
            "the undo question",
            "return !document.getElementById('undo-ask').hidden;",
        )
        .await;
        assert_eq!(
            text(&phone, "#undo-ask-text").await,
            "Remove hand 1 (Ann dealt; Ann +16, Bob +5, Cas +2, Dee +3)?"
        );

        // A moon where the shooter chooses: the question in words, then Save.
        phone.goto(&moon_server.table).await.expect("the other table's page opens");
        until(&phone, "Ann's field focused on load", focused).await;
        let mut moon = Counted { phone: &phone, count: 0 };
        moon.keys("13").await;
        until(
            &phone,
            "the moon question",
            "return !document.getElementById('moon-ask').hidden;",
        )
        .await;
        assert_eq!(
            text(&phone, "#moon-question").await,
            "Ann shot the moon: how does it count? Everyone else +26, or Ann −26"
        );
        screenshot(&phone, "phone-moon-question.png").await;
        moon.tap("#moon-choices button:first-child").await;
        until(
            &phone,
            "the points of the moon",
            "return !document.getElementById('confirm').hidden;",
        )
        .await;
        assert!(text(&phone, "#preview").await.starts_with("Ann shot the moon. Hand 1:"));
        moon.tap("#confirm").await;
        until(
            &phone,
            "the moon saved",
            "return document.getElementById('message').textContent === 'Hand 1 saved.';",
        )
        .await;
        assert!(moon.count <= 11, "a moon hand took {} taps and keys", moon.count);
        assert_eq!(
            moons.status()["totals"],
            json!({"Ann": 0, "Bob": 26, "Cas": 26, "Dee": 26})
        );
        phone.close().await.expect("the phone's session ends");
    });
}
