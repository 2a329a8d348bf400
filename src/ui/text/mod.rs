//! Text for people at the terminal: the standings table, with the engine's text
//! ([`crate::view::text`]: banners, what a hand scored, what happens next) named here too.

mod standings;

pub use crate::view::text::*;
pub use standings::{standings, standings_table};
