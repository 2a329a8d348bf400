//! The status and stable code of each refusal of the club's rules, as both servers answer it.

use crate::core::club::evening::ClubError;

/// The status and code of a refusal of the club's rules: 409 when it refuses for the
/// evening's state (a round open, closed or unfinished), else 400 (what was asked: a name, a
/// pair); the code is the same in every language.
pub fn club_code(error: &ClubError) -> (u16, &'static str) {
    let conflict = matches!(
        error,
        ClubError::NoRound
            | ClubError::RoundOpen { .. }
            | ClubError::TooFew { .. }
            | ClubError::TooMany { .. }
            | ClubError::RedrawClosed { .. }
            | ClubError::RedrawStarted { .. }
            | ClubError::Closed { .. }
            | ClubError::Unfinished { .. }
            | ClubError::EveningExists { .. }
            | ClubError::CompetitionExists(_)
            | ClubError::NotTheDraw { .. }
            | ClubError::TableClosed { .. }
            | ClubError::DrawnAgain { .. }
            | ClubError::TableNotRemovable { .. }
            | ClubError::NothingToUndo
            | ClubError::NoClock
            | ClubError::TableFinished { .. }
            | ClubError::UndoOutOfOrder
            | ClubError::UndoWouldRemoveHands { .. }
    );
    let code = match error {
        ClubError::BadName(_) => "bad-name",
        ClubError::GameNotForClub { .. } => "game-not-for-club",
        ClubError::SizesNotPlayed { .. } => "sizes-not-played",
        ClubError::Names(_) => "bad-names",
        ClubError::Name { .. } => "unknown-name",
        ClubError::AlreadyPresent(_) => "already-present",
        ClubError::KeepApartSyntax(_) => "keep-apart-syntax",
        ClubError::KeepApartSelf(_) => "keep-apart-self",
        ClubError::NoRound => "no-round",
        ClubError::RoundOpen { .. } => "round-open",
        ClubError::TooFew { .. } => "too-few",
        ClubError::TooMany { .. } => "too-many",
        ClubError::RedrawClosed { .. } => "redraw-closed",
        ClubError::RedrawStarted { .. } => "redraw-started",
        ClubError::Closed { .. } => "round-closed",
        ClubError::Unfinished { .. } => "unfinished",
        ClubError::NoSuchTable { .. } => "no-such-table",
        ClubError::NoSuchCompetition { .. } => "no-such-competition",
        ClubError::NoCompetitionYet => "no-competition",
        ClubError::WhichCompetition(_) => "which-competition",
        ClubError::CompetitionExists(_) => "competition-exists",
        ClubError::NoEvening(_) => "no-evening",
        ClubError::NoSuchEvening { .. } => "no-such-evening",
        ClubError::EveningExists { .. } => "evening-exists",
        ClubError::NotTheDraw { .. } => "not-the-draw",
        ClubError::NobodyNamed => "nobody-named",
        ClubError::TableClosed { .. } => "round-closed",
        ClubError::DrawnAgain { .. } => "drawn-again",
        ClubError::TableNotRemovable { .. } => "club-table",
        ClubError::NoSuchHand { .. } => "no-such-hand",
        ClubError::NoSuchRound { .. } => "no-such-round",
        ClubError::NothingToUndo => "nothing-to-undo",
        ClubError::NoClock => "no-clock",
        ClubError::TooManyPlayers { .. } => "too-many-players",
        ClubError::TableFinished { .. } => "table-finished",
        ClubError::UndoOutOfOrder => "undo-out-of-order",
        ClubError::UndoWouldRemoveHands { .. } => "undo-would-remove-hands",
        ClubError::NewName { .. } => "new-name",
    };
    (if conflict { 409 } else { 400 }, code)
}
