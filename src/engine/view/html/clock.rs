//! The round clock on the room's TV and on each table's page (issue 40): one line, filled
//! and counted down by its script from the seconds left that `/api/clock` sends.

use super::Inline;
use maud::{Markup, html};

/// The clock's script.
const CLOCK_JS: &str = include_str!("clock.js");

/// The organiser's button that starts the round's clock now (`POST /admin/api/clock` with
/// the key of the page's address, then the page again).
pub fn start_button(label: &str) -> Markup {
    html! {
        form id="clock-start" class="clock-start" {
            div class="buttons" { button type="submit" class="quiet" { (label) } }
        }
        script { (Inline(START_JS)) }
    }
}

/// The organiser's clock button's script.
const START_JS: &str = r#"(function () {
  "use strict";
  var form = document.getElementById("clock-start");
  var key = new URLSearchParams(location.search).get("key") || "";
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    fetch("/admin/api/clock", { method: "POST", cache: "no-store",
      headers: { "Content-Type": "application/json", "Authorization": "Bearer " + key },
      body: "{}" }).then(function () { location.reload(); });
  });
})();"#;

/// The clock's line (hidden until the server says a round is being timed), with its script.
pub fn clock_line() -> Markup {
    html! {
        p id="round-clock" class="round-clock" role="timer" aria-live="off" hidden {}
        script { (Inline(CLOCK_JS)) }
    }
}
