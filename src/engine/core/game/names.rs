//! Player names: the checks at `new`, how names compare (folded), and finding a player by a
//! typed name.

use super::{MatchError, SetupError};
use std::collections::HashMap;
use std::collections::hash_map::Entry;

/// Checks player names for `new`: not empty, no `=`, `,` or control characters, and no two
/// the same when case is ignored. Of names that are the same, the first pair found in seating
/// order is named (the earlier name first). Each name is folded once, so the time grows with
/// the number of names, not its square (a match file of 40,000 names once took minutes).
pub fn check_names(players: &[String]) -> Result<(), MatchError> {
    for name in players {
        if name.is_empty() {
            return Err(MatchError::Setup(SetupError::EmptyName));
        }
        if name.contains('=') || name.contains(',') || name.chars().any(char::is_control) {
            return Err(MatchError::Setup(SetupError::BadName(name.clone())));
        }
        if let Some(character) = name
            .chars()
            .find(|&c| crate::core::visible::is_invisible(c))
        {
            return Err(MatchError::Setup(SetupError::InvisibleInName {
                name: name.clone(),
                character,
            }));
        }
    }
    let mut seen: HashMap<String, &String> = HashMap::with_capacity(players.len());
    for name in players {
        match seen.entry(folded(name)) {
            Entry::Occupied(first) => {
                return Err(MatchError::Setup(SetupError::SameName {
                    first: (*first.get()).clone(),
                    second: name.clone(),
                }));
            }
            Entry::Vacant(slot) => {
                slot.insert(name);
            }
        }
    }
    Ok(())
}

/// A name as compared with others: composed the same way (NFC) and in lower case, so that
/// names that only look different in their bytes are one name.
pub fn fold_name(name: &str) -> String {
    folded(name)
}

fn folded(name: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    name.trim().nfc().collect::<String>().to_lowercase()
}

/// A name typed for a player that finds nobody, or more than one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameError {
    /// No player has this name or a name starting with it.
    Unknown(String),
    /// Several players' names start with it.
    Ambiguous {
        /// What was typed.
        typed: String,
        /// Whose names start with it.
        seats: Vec<usize>,
    },
}

/// Finds a player by name: an exact name in any case wins, else a unique case-insensitive
/// prefix (names compared as [`check_names`] does).
pub fn find_player(players: &[String], typed: &str) -> Result<usize, NameError> {
    let wanted = folded(typed);
    if let Some(seat) = players.iter().position(|p| folded(p) == wanted) {
        return Ok(seat);
    }
    let matching: Vec<usize> = (0..players.len())
        .filter(|&s| !wanted.is_empty() && folded(&players[s]).starts_with(&wanted))
        .collect();
    match matching.as_slice() {
        [seat] => Ok(*seat),
        [] => Err(NameError::Unknown(typed.trim().to_string())),
        many => Err(NameError::Ambiguous {
            typed: typed.trim().to_string(),
            seats: many.to_vec(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|n| n.to_string()).collect()
    }

    #[test]
    fn the_first_pair_of_same_names_is_named_earlier_first() {
        let same = |list: &[&str]| match check_names(&names(list)) {
            Err(MatchError::Setup(SetupError::SameName { first, second })) => (first, second),
            other => panic!("{other:?}"),
        };
        assert_eq!(
            same(&["Ann", "Bob", "bob", "ANN"]),
            ("Bob".into(), "bob".into())
        );
        assert_eq!(
            same(&["Ann", "Bob", "ann", "BOB", "aNN"]),
            ("Ann".into(), "ann".into())
        );
        // Composed and decomposed é are one name.
        assert_eq!(
            same(&["Ren\u{e9}", "Bob", "Rene\u{301}"]),
            ("Ren\u{e9}".into(), "Rene\u{301}".into())
        );
        assert!(check_names(&names(&["Ann", "Bob", "Cas", "Dee"])).is_ok());
    }

    #[test]
    fn ten_thousand_players_are_refused_by_the_table_size_before_their_names() {
        // Duplicates and empty names too: the size is what is said.
        let players: Vec<String> = (0..10_000).map(|n| format!("P{}", n % 3)).collect();
        let made = crate::core::game::Match::new(
            crate::core::testkit::variant("hartenjagen"),
            players,
            0,
            crate::core::game::MatchOptions::default(),
            crate::core::testkit::time(),
        );
        assert!(
            matches!(made, Err(MatchError::Setup(SetupError::TableSize(_)))),
            "{:?}",
            made.err()
        );
    }

    #[test]
    fn twenty_thousand_names_are_checked_and_a_last_duplicate_found() {
        // Compared pair by pair, this took minutes.
        let mut players: Vec<String> = (1..=20_000).map(|n| format!("P{n}")).collect();
        assert!(check_names(&players).is_ok());
        players.push("p7".into());
        assert!(matches!(
            check_names(&players),
            Err(MatchError::Setup(SetupError::SameName { first, second }))
                if first == "P7" && second == "p7"
        ));
    }
}
