//! A refusal of a club's rules in words.

use super::{counts, name_error_among, setup_failure};
use crate::t;
use crate::words::Words;

/// A refusal of a club's rules: one sentence saying what is wrong and what to do.
pub fn club_error(w: &Words, error: &crate::core::club::evening::ClubError) -> String {
    use crate::core::club::evening::ClubError;
    let sizes = |sizes: &[usize]| {
        let words: Vec<String> = sizes.iter().map(ToString::to_string).collect();
        w.or(&words)
    };
    match error {
        ClubError::BadName(name) => t!(w, "club-bad-name", name = format!("{name:?}")),
        ClubError::GameNotForClub { variant } => {
            t!(w, "club-game-not-for-club", variant = variant.as_str())
        }
        ClubError::SizesNotPlayed {
            variant,
            asked,
            counts: played,
        } => t!(
            w,
            "club-sizes-not-played",
            variant = variant.as_str(),
            asked = sizes(asked),
            counts = counts(w, played)
        ),
        ClubError::Names(error) => setup_failure(w, error),
        ClubError::Name { flag, error, among } => {
            let said = name_error_among(w, among, error);
            if flag.is_empty() {
                said
            } else {
                t!(w, "flag-error", flag = *flag, error = said)
            }
        }
        ClubError::AlreadyPresent(name) => t!(w, "club-already-present", name = name.as_str()),
        ClubError::KeepApartSyntax(text) => {
            t!(w, "club-keep-apart-syntax", text = text.as_str())
        }
        ClubError::KeepApartSelf(name) => t!(w, "club-keep-apart-self", name = name.as_str()),
        ClubError::NoRound => t!(w, "club-no-round"),
        ClubError::RoundOpen { round } => t!(w, "club-round-open", round = *round),
        ClubError::TooFew { present, smallest } => {
            t!(w, "club-too-few", present = *present, smallest = *smallest)
        }
        ClubError::TooMany { present, most } => {
            t!(w, "club-too-many", present = *present, most = *most)
        }
        ClubError::RedrawClosed { round } => t!(w, "club-redraw-closed", round = *round),
        ClubError::RedrawStarted { round, table } => {
            t!(w, "club-redraw-started", round = *round, table = *table)
        }
        ClubError::Closed { round } => t!(w, "club-round-closed", round = *round),
        ClubError::Unfinished {
            round,
            tables,
            hands,
        } => {
            let each: Vec<String> = tables
                .iter()
                .map(|(table, played)| {
                    t!(
                        w,
                        "club-table-at",
                        table = *table,
                        played = *played,
                        hands = *hands
                    )
                })
                .collect();
            t!(
                w,
                "club-unfinished",
                round = *round,
                tables = w.and(&each),
                count = tables.len()
            )
        }
        ClubError::NoSuchTable { table, tables } => {
            t!(w, "club-no-such-table", table = *table, count = *tables)
        }
        ClubError::NoSuchCompetition { name, names } => t!(
            w,
            "club-no-such-competition",
            name = name.as_str(),
            names = w.or(names)
        ),
        ClubError::NoCompetitionYet => t!(w, "club-no-competition-yet"),
        ClubError::WhichCompetition(names) => {
            t!(w, "club-which-competition", names = w.or(names))
        }
        ClubError::CompetitionExists(name) => {
            t!(w, "club-competition-exists", name = name.as_str())
        }
        ClubError::NoEvening(name) => t!(w, "club-no-evening", name = name.as_str()),
        ClubError::NoSuchEvening { competition, date } => t!(
            w,
            "club-no-such-evening",
            name = competition.as_str(),
            date = date.to_string()
        ),
        ClubError::EveningExists { competition, date } => t!(
            w,
            "club-evening-exists",
            name = competition.as_str(),
            date = date.to_string()
        ),
        ClubError::NotTheDraw { table, file } => {
            t!(w, "club-not-the-draw", table = *table, file = file.as_str())
        }
        ClubError::NobodyNamed => t!(w, "club-org-nobody-named"),
        ClubError::TableClosed { table, round } => {
            t!(w, "club-table-closed", table = *table, round = *round)
        }
        ClubError::DrawnAgain { table, round } => {
            t!(w, "club-drawn-again", table = *table, round = *round)
        }
        ClubError::TableNotRemovable { table, round } => {
            t!(
                w,
                "club-table-not-removable",
                table = *table,
                round = *round
            )
        }
        ClubError::NothingToUndo => t!(w, "club-nothing-to-undo"),
        ClubError::NoClock => t!(w, "club-no-clock"),
        ClubError::TableFinished {
            table,
            round,
            hands,
        } => t!(
            w,
            "club-table-played-out",
            table = *table,
            round = *round,
            hands = *hands
        ),
        ClubError::TooManyPlayers { count, most } => {
            t!(w, "club-too-many-players", count = *count, most = *most)
        }
        ClubError::UndoOutOfOrder => t!(w, "club-undo-out-of-order"),
        ClubError::UndoWouldRemoveHands { round, table } => t!(
            w,
            "club-undo-would-remove-hands",
            round = *round,
            table = *table
        ),
        ClubError::NewName { name, close } => {
            if close.is_empty() {
                t!(w, "club-new-name", name = name.as_str())
            } else {
                t!(
                    w,
                    "club-new-name-close",
                    name = name.as_str(),
                    close = w.or(close)
                )
            }
        }
        ClubError::NoSuchRound { round, rounds } => {
            t!(w, "club-no-such-round", round = *round, rounds = *rounds)
        }
        ClubError::NoSuchHand {
            table,
            round,
            hand,
            hands,
        } => t!(
            w,
            "club-no-such-hand",
            table = *table,
            round = *round,
            hand = *hand,
            hands = *hands
        ),
    }
}
