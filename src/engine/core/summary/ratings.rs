//! The players' ratings: Weng-Lin (OpenSkill) over the finished matches, oldest first.

use super::match_summary::MatchSummary;
use serde::Serialize;
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use std::collections::HashMap;

/// A player's rating: the Weng-Lin (OpenSkill) skill μ, its uncertainty σ, and the
/// conservative rating μ − 3σ that `stats` sorts by.
#[derive(Clone, Copy, Debug, Serialize, PartialEq)]
pub struct Rating {
    /// The estimated skill (25 at the start).
    pub mu: f64,
    /// How uncertain it is (25/3 at the start; it shrinks with every match).
    pub sigma: f64,
    /// μ − 3σ: what the player is at least, almost surely (0 at the start).
    pub ordinal: f64,
}

impl Rating {
    pub(super) fn of(rating: WengLinRating) -> Rating {
        Rating {
            mu: rounded(rating.rating, 3),
            sigma: rounded(rating.uncertainty, 3),
            ordinal: rounded(rating.rating - 3.0 * rating.uncertainty, 3),
        }
    }
}

/// Every player's rating after `finished` matches, given oldest first: each match a
/// free-for-all ranked by its places (ties share a place), with Weng-Lin's usual defaults
/// (μ 25, σ 25/3). Keyed by the name in lower case (one person whatever the case).
pub fn ratings<'a>(
    finished: impl IntoIterator<Item = &'a MatchSummary>,
) -> HashMap<String, WengLinRating> {
    let config = WengLinConfig::new();
    let mut ratings: HashMap<String, WengLinRating> = HashMap::new();
    for summary in finished {
        let keys: Vec<String> = summary
            .players
            .iter()
            .map(|p| p.name.to_lowercase())
            .collect();
        let before: Vec<[WengLinRating; 1]> = keys
            .iter()
            .map(|key| [ratings.get(key).copied().unwrap_or_default()])
            .collect();
        let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = before
            .iter()
            .zip(&summary.places)
            .map(|(team, &place)| (&team[..], MultiTeamOutcome::new(place)))
            .collect();
        let after = weng_lin_multi_team(&teams, &config);
        for (key, team) in keys.into_iter().zip(after) {
            if let Some(&rating) = team.first() {
                ratings.insert(key, rating);
            }
        }
    }
    ratings
}

pub(super) fn rounded(value: f64, places: i32) -> f64 {
    let scale = 10f64.powi(places);
    (value * scale).round() / scale
}
