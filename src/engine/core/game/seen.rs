//! What a screen showed when its hand was typed, and whether the match has moved on since:
//! two phones confirming the same hand, or a retry after an answer that never came, must not
//! save it twice (RULES.md is silent; SPEC.md `serve`: `"hand"` and `"entries"`).

use super::Match;

/// Where a screen saw the match: the number of the hand it was entering (or removing), and
/// how many entries (hands, misdeals, all-passes) the match held. Either may be unknown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Seen {
    /// The hand being entered (`record`, `check`) or removed (`undo`).
    pub hand: Option<usize>,
    /// Hands plus misdeals and all-passes.
    pub entries: Option<usize>,
}

/// What a change was about to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aim {
    /// Enter the next hand.
    Enter,
    /// Remove the last entry.
    Remove,
}

/// The match no longer where the screen saw it: where it is now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MovedOn {
    /// What the change was about to do.
    pub aim: Aim,
    /// Where the screen saw the match.
    pub seen: Seen,
    /// The hand being entered now (`Enter`) or the hand the last entry belongs to (`Remove`).
    pub hand: usize,
    /// The entries now.
    pub entries: usize,
}

impl Match {
    /// How many hands were scored.
    pub fn hands_played(&self) -> usize {
        self.entries.iter().filter(|entry| entry.is_hand()).count()
    }

    /// The number of the hand being entered: one more than the hands scored (a misdeal or an
    /// all-pass is dealt again as the same number).
    pub fn hand_in_play(&self) -> usize {
        self.hands_played() + 1
    }

    /// The number of the hand the last entry belongs to: a hand's own number; a misdeal or an
    /// all-pass belongs to the hand being entered.
    pub fn last_entry_hand(&self) -> usize {
        match self.entries.last() {
            Some(entry) if entry.is_hand() => self.hands_played(),
            _ => self.hand_in_play(),
        }
    }

    /// Whether the match moved on since a screen saw it at `seen`, for a change that `aim`s
    /// to enter or remove: `None` when what the screen gave still holds.
    pub fn moved_on(&self, seen: Seen, aim: Aim) -> Option<MovedOn> {
        let hand = match aim {
            Aim::Enter => self.hand_in_play(),
            Aim::Remove => self.last_entry_hand(),
        };
        let entries = self.entries.len();
        let differs =
            seen.hand.is_some_and(|h| h != hand) || seen.entries.is_some_and(|e| e != entries);
        differs.then_some(MovedOn {
            aim,
            seen,
            hand,
            entries,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::testkit;

    fn seen(hand: Option<usize>, entries: Option<usize>) -> Seen {
        Seen { hand, entries }
    }

    #[test]
    fn a_screen_that_saw_the_hand_in_play_may_enter_it() {
        let mut game = testkit::game("hartenjagen", 4);
        assert_eq!(game.moved_on(seen(Some(1), Some(0)), Aim::Enter), None);
        testkit::play(&mut game, &[("Ann", "QS 3"), ("Bob", "rest")]);
        assert_eq!(game.hand_in_play(), 2);
        assert_eq!(game.moved_on(seen(Some(2), Some(1)), Aim::Enter), None);
        assert_eq!(game.moved_on(Seen::default(), Aim::Enter), None);
    }

    #[test]
    fn a_hand_saved_meanwhile_moves_the_match_on() {
        let mut game = testkit::game("hartenjagen", 4);
        testkit::play(&mut game, &[("Ann", "QS 3"), ("Bob", "rest")]);
        let moved = game
            .moved_on(seen(Some(1), None), Aim::Enter)
            .expect("moved on");
        assert_eq!((moved.hand, moved.entries), (2, 1));
    }

    #[test]
    fn a_misdeal_meanwhile_keeps_the_hand_number_but_not_the_entries() {
        let mut game = testkit::game("hartenjagen", 4);
        game.misdeal(testkit::time()).expect("a misdeal");
        assert_eq!(game.hand_in_play(), 1);
        assert_eq!(game.moved_on(seen(Some(1), None), Aim::Enter), None);
        assert!(game.moved_on(seen(Some(1), Some(0)), Aim::Enter).is_some());
    }

    #[test]
    fn undo_names_the_hand_the_last_entry_belongs_to() {
        let mut game = testkit::game("hartenjagen", 4);
        testkit::play(&mut game, &[("Ann", "QS 3"), ("Bob", "rest")]);
        assert_eq!(game.last_entry_hand(), 1);
        assert_eq!(game.moved_on(seen(Some(1), Some(1)), Aim::Remove), None);
        game.misdeal(testkit::time()).expect("a misdeal");
        assert_eq!(game.last_entry_hand(), 2);
        assert!(game.moved_on(seen(Some(1), None), Aim::Remove).is_some());
    }
}
