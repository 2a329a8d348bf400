//! `club serve` in a real browser (issue 31): a hand typed on a table's phone page at
//! `/t/1`, the room on a 1920×1080 TV with ten tables at a glance following a hand at table 7
//! live, and a table's page that loads itself again when its round is closed and at the next
//! draw. Headless Chromium through chromedriver, as in `browser.rs` (without chromedriver the
//! tests say so and pass, outside CI only). Screenshots land in `target/serve-screenshots/`.
//! Run them alone with `cargo test --test cli club_browser::`.

use crate::TestEnv;
use crate::browser::{
    Driver, browser, chromedriver, click, number, screen, screenshot, text, until,
};
use crate::club_serve::{Room, seated};
use fantoccini::{Client, Locator};
use serde_json::{Value, json};
use std::time::{Duration, Instant};

mod organiser;
mod report;
mod table_page;
mod tv;

/// A club with hands of `hands` per round and an evening of `players` opened on 2026-09-01.
fn evening_of(players: &[&str], hands: u32) -> TestEnv {
    let env = TestEnv::new();
    env.ok(&["club", "new", "Tuesday", "--hands", &hands.to_string()]);
    env.ok(&[
        "club",
        "start",
        "--players",
        &players.join(","),
        "--date",
        "2026-09-01",
    ]);
    env
}

const EIGHT: [&str; 8] = ["Ann", "Bob", "Cas", "Dee", "Eva", "Fer", "Gijs", "Hen"];

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime")
}
