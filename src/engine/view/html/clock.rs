//! The round clock on the room's TV and on each table's page (issue 40): one line, filled
//! and counted down by its script from the seconds left that `/api/clock` sends.

use super::Inline;
use maud::{Markup, html};

/// The clock's script.
const CLOCK_JS: &str = include_str!("clock.js");

/// The clock's line (hidden until the server says a round is being timed), with its script.
pub fn clock_line() -> Markup {
    html! {
        p id="round-clock" class="round-clock" role="timer" aria-live="off" hidden {}
        script { (Inline(CLOCK_JS)) }
    }
}
