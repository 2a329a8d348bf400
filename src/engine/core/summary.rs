//! What is kept of a match once it is over, and what a club's matches add up to: each
//! match's summary (variant, players, totals, moons, Q♠, state) and every player's record
//! (matches, wins, points per hand, best and worst). Pure: the files they come from are read by
//! [`crate::store::history`].
//!
//! By concept: `match_summary` (one match's summary, its times kept as numbers by
//! `instant`), `stats` (every player's record), `ratings` (the Weng-Lin ratings) and `versus`
//! (one player's head-to-head).

mod instant;
mod match_summary;
mod ratings;
mod stats;
mod versus;

pub use match_summary::{MatchSummary, PlayerLine, State};
pub use stats::{PlayerStats, RATED_AFTER, StatsFilter, StatsReport};
pub use versus::VersusReport;

#[cfg(test)]
mod tests;
