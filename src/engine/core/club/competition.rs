//! A competition: its name, its game, its rounds and table sizes, the season's rule, and the
//! club's members (whose names a new one is checked against).

use super::error::ClubError;
use crate::core::game::fold_name;
use crate::core::variant::Variant;
use chrono::{DateTime, FixedOffset};

/// A competition: one season of evenings with one game. The draw may use tables of 4 and,
/// where the game and the competition allow them, of 3 and 5.
#[derive(Clone, Debug)]
pub struct Competition {
    /// Its name (also its folder's).
    pub name: String,
    /// The game, as it was when the competition was made.
    pub variant: Variant,
    /// Hands per round, the same at every table.
    pub hands: u32,
    /// Rounds planned per evening.
    pub rounds: u32,
    /// Allowed table sizes, smallest first (4, and 3 and 5 where allowed).
    pub tables: Vec<usize>,
    /// The best evenings that count in the season (all when none).
    pub best: Option<u32>,
    /// Evenings needed to be ranked in the season.
    pub min_evenings: u32,
    /// When it was made.
    pub created: DateTime<FixedOffset>,
    /// The members named when it was made (`club new --players`).
    pub members: Vec<String>,
    /// Minutes a round may take (`club new --round-minutes`; none: no round clock).
    pub round_minutes: Option<u32>,
    /// The tables' keys for the season: table 1's, table 2's, … (made when first needed,
    /// made again by `club new-keys`).
    pub keys: Vec<String>,
}

/// Table sizes a club may ask for: `4`, `3-4` or `4-5`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableSizes {
    /// Tables of 4 only; the rest sit out.
    Four,
    /// Tables of 4, and of 3 where needed.
    ThreeFour,
    /// Tables of 4, and of 5 where needed.
    FourFive,
}

impl TableSizes {
    /// The sizes.
    pub fn sizes(self) -> Vec<usize> {
        match self {
            TableSizes::Four => vec![4],
            TableSizes::ThreeFour => vec![3, 4],
            TableSizes::FourFive => vec![4, 5],
        }
    }
}

/// Checks a competition's name: it becomes a folder's name on every system (see
/// [`crate::core::file_names`]) and may come first in `club record`'s words, so it is not
/// empty, holds no `=` and none of the characters Windows refuses, no control character, does
/// not start or end with a dot and is no name Windows keeps for a device (`CON`, `NUL`, …).
pub fn check_name(name: &str) -> Result<(), ClubError> {
    let bad = name.trim().is_empty()
        || name != name.trim()
        || name.starts_with('.')
        || name.contains('=')
        || !crate::core::file_names::holds(name)
        || name
            .chars()
            .any(|c| c.is_control() || crate::core::visible::is_invisible(c));
    if bad {
        Err(ClubError::BadName(name.to_string()))
    } else {
        Ok(())
    }
}

impl Competition {
    /// A new competition, checked: a name that can be a folder's, a game ranked by one
    /// number, and table sizes it is played with (`sizes`, else 4 and 3 or 5 as the game
    /// allows, 4 preferred).
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        name: &str,
        variant: Variant,
        hands: u32,
        rounds: u32,
        sizes: Option<TableSizes>,
        best: Option<u32>,
        min_evenings: u32,
        created: DateTime<FixedOffset>,
    ) -> Result<Competition, ClubError> {
        check_name(name)?;
        let counts = variant.player_counts();
        let not_for_club = counts
            .iter()
            .filter_map(|&n| variant.rules(n).ok())
            .any(|r| r.chips.is_some() || r.lives.is_some() || r.complex());
        if not_for_club {
            return Err(ClubError::GameNotForClub {
                variant: variant.name.clone(),
            });
        }
        let tables = match sizes {
            Some(sizes) => sizes.sizes(),
            // Without a choice: every size from 3 to 5 the game allows (4 preferred).
            None => (3..=5).filter(|n| counts.contains(n)).collect(),
        };
        if !tables.contains(&super::PREFERRED) || !tables.iter().all(|n| counts.contains(n)) {
            // Without a choice the game lacks tables of 4: those are what cannot be.
            let asked = if sizes.is_some() {
                tables
            } else {
                vec![super::PREFERRED]
            };
            return Err(ClubError::SizesNotPlayed {
                variant: variant.name.clone(),
                asked,
                counts,
            });
        }
        Ok(Competition {
            name: name.to_string(),
            variant,
            hands,
            rounds,
            tables,
            best,
            min_evenings,
            created,
            members: Vec::new(),
            round_minutes: None,
            keys: Vec::new(),
        })
    }
}

/// Each of `names` as the club has written it so far: a member's established spelling where
/// one folds the same ("ann" is "Ann" once Ann has played), else as typed.
pub fn established(names: &[String], members: &[String]) -> Vec<String> {
    names
        .iter()
        .map(|name| {
            let typed = fold_name(name.trim());
            members
                .iter()
                .find(|m| fold_name(m) == typed)
                .cloned()
                .unwrap_or_else(|| name.clone())
        })
        .collect()
}

/// The names among `names` that no member of the club has (folded: case and accents
/// aside), each with the members whose names are close to it, closest first (at most three).
/// Nothing is new while the club has no members yet.
pub fn new_names(names: &[String], members: &[String]) -> Vec<(String, Vec<String>)> {
    if members.is_empty() {
        return Vec::new();
    }
    let folded: Vec<String> = members.iter().map(|m| fold_name(m)).collect();
    names
        .iter()
        .filter(|name| !folded.contains(&fold_name(name)))
        .map(|name| {
            let typed = fold_name(name);
            let mut close: Vec<(usize, &String)> = members
                .iter()
                .zip(&folded)
                .map(|(member, fold)| (strsim::levenshtein(&typed, fold), member))
                // A letter off in a short name, two in a longer one.
                .filter(|(distance, _)| *distance <= if typed.chars().count() <= 4 { 1 } else { 2 })
                .collect();
            close.sort();
            close.dedup_by(|a, b| a.1 == b.1);
            let close = close.into_iter().take(3).map(|(_, m)| m.clone()).collect();
            (name.clone(), close)
        })
        .collect()
}

#[cfg(test)]
mod spelling_tests {
    use super::established;

    #[test]
    fn a_members_established_spelling_is_kept_when_typed_in_lower_case() {
        let members: Vec<String> = ["Ann", "Bob", "Gijs"].map(String::from).to_vec();
        let typed: Vec<String> = ["ann", "BOB", "gijs ", "Zoe"].map(String::from).to_vec();
        assert_eq!(established(&typed, &members), ["Ann", "Bob", "Gijs", "Zoe"]);
    }
}
