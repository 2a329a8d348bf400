//! Player names: the checks at `new`, how names compare (folded), and finding a player by a
//! typed name.

use super::{MatchError, SetupError};

/// Checks player names for `new`: not empty, no `=`, `,` or control characters, and no two
/// the same when case is ignored.
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
    for (i, name) in players.iter().enumerate() {
        if let Some(other) = players[..i].iter().find(|o| folded(o) == folded(name)) {
            return Err(MatchError::Setup(SetupError::SameName {
                first: other.clone(),
                second: name.clone(),
            }));
        }
    }
    Ok(())
}

/// A name as compared with others: composed the same way (NFC) and in lower case, so that
/// names that only look different in their bytes are one name.
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
