//! `serve` in a real browser: Debian's headless Chromium, driven through chromedriver, enters a
//! hand on a phone-sized page while a TV-sized page stays open; the TV shows the new totals
//! without a reload. Screenshots of both land in `target/serve-screenshots/` for a person to
//! look at. Run it alone with `cargo test --test cli browser::`; it needs the Debian packages
//! `chromium` and `chromium-driver` (`.ci/run` installs them; elsewhere, without them, the
//! test says so and passes only outside CI).

use crate::serve::{EIGHT, Server, long_match};
use crate::started;
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

mod correction;
mod offline;
mod phones;
mod taps;
mod tv;

/// A program on the PATH (or in /usr/bin).
fn program(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain([PathBuf::from("/usr/bin")])
        .map(|dir| dir.join(name))
        .find(|candidate| candidate.is_file())
}

/// chromedriver, if it is installed; in CI it must be (`.ci/run` installs it), elsewhere a
/// test without it says so and passes.
pub(crate) fn chromedriver() -> Option<PathBuf> {
    let found = program("chromedriver");
    if found.is_none() {
        assert!(
            std::env::var_os("CI").is_none(),
            "chromedriver is missing: .ci/run installs Debian's chromium and chromium-driver"
        );
        eprintln!("skipped: no chromedriver (apt-get install chromium chromium-driver)");
    }
    found
}

/// chromedriver on a free port of 127.0.0.1, stopped when dropped.
pub(crate) struct Driver {
    child: Child,
    url: String,
}

impl Driver {
    pub(crate) fn start(program: &Path) -> Driver {
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
pub(crate) async fn browser(driver: &Driver, width: u32, height: u32, phone: bool) -> Client {
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
pub(crate) async fn until(client: &Client, what: &str, script: &str) {
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

/// Saves a screenshot under `target/serve-screenshots/`, for people to look at: what the
/// tests check is measured on the page. A capture the browser times out on (a busy machine)
/// is tried again twice, then left out with a note, so that a picture never fails a test.
pub(crate) async fn screenshot(client: &Client, name: &str) {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/serve-screenshots");
    std::fs::create_dir_all(&folder).expect("the screenshots folder");
    for attempt in 1..=3 {
        match client.screenshot().await {
            Ok(png) => {
                std::fs::write(folder.join(name), png).expect("the screenshot is saved");
                return;
            }
            Err(error) if attempt == 3 => {
                eprintln!("no screenshot {name}: {error}");
            }
            Err(_) => tokio::time::sleep(Duration::from_millis(500)).await,
        }
    }
}

pub(crate) async fn text(client: &Client, css: &str) -> String {
    client
        .find(Locator::Css(css))
        .await
        .expect("the element is on the page")
        .text()
        .await
        .expect("its text")
}

pub(crate) async fn click(client: &Client, id: &str) {
    client
        .find(Locator::Id(id))
        .await
        .expect("the button is on the page")
        .click()
        .await
        .expect("clicked");
}

/// Types Ann's cards (the last open field gets the rest) and asks for the points.
/// Presses "Show the points", unless the page already showed them by itself after a pause in
/// typing (then the button is hidden: a click on it would fail on a slow machine).
pub(crate) async fn ask_for_the_points(phone: &Client) {
    phone
        .execute(
            "var check = document.getElementById('check');
             if (!check.hidden) { check.click(); } return true;",
            vec![],
        )
        .await
        .expect("the button is on the page");
}

async fn type_and_show_points(phone: &Client, ann: &str) {
    phone
        .find(Locator::Css("input[data-player=\"Ann\"]"))
        .await
        .expect("Ann's field")
        .send_keys(ann)
        .await
        .expect("typed");
    ask_for_the_points(phone).await;
    until(
        phone,
        "the points",
        "return !document.getElementById('preview').hidden;",
    )
    .await;
}

const ELEVEN: &str = "Alexander,Bernadette,Christiaan,Dominique,Evelien,Frederique,Gijsbert,Hendrika,Ingeborg,Johannes,Katharina";

/// A headless Chromium whose page is exactly `width`×`height` CSS pixels at a device pixel
/// ratio of 1 (a TV): the window's own size leaves less than that to the page.
pub(crate) async fn screen(driver: &Driver, width: u32, height: u32) -> Client {
    let mut options = json!({
        "args": [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic",
            "--no-first-run", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
            format!("--window-size={width},{height}"),
        ],
        "mobileEmulation": {
            "deviceMetrics": {"width": width, "height": height, "pixelRatio": 1, "mobile": false, "touch": false}
        }
    });
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

pub(crate) fn number(value: &Value, key: &str) -> f64 {
    value[key]
        .as_f64()
        .unwrap_or_else(|| panic!("{key} in {value}"))
}

/// The value of `player`'s field on `phone`.
async fn field(phone: &Client, player: &str) -> String {
    phone
        .execute(
            &format!("return document.querySelector('input[data-player=\"{player}\"]').value;"),
            vec![],
        )
        .await
        .expect("the field's value")
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// Types `cards` for Ann, asks for the points and saves them; waits for "Hand N saved.".
async fn save_on(phone: &Client, cards: &str, number: usize) {
    type_and_show_points(phone, cards).await;
    click(phone, "confirm").await;
    until(
        phone,
        "the hand saved",
        &format!(
            "return document.getElementById('message').textContent === 'Hand {number} saved.';"
        ),
    )
    .await;
}
