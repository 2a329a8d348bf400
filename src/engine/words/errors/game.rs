//! A match's refusals in words: its set-up, an entry, a hand typed at a door, a name.

use super::{counts, hand_error, moon_rule, token_error};
use crate::core::game::{Match, MatchError, NameError, Purse, SetupError};
use crate::core::variant::TableSizeError;
use crate::input::{InputError, Problem as InputProblem, WordList};
use crate::t;
use crate::words::Words;

/// Why a match cannot be set up.
pub fn setup_error(w: &Words, error: &SetupError) -> String {
    match error {
        SetupError::EmptyName => t!(w, "empty-name"),
        SetupError::BadName(name) => t!(w, "bad-name", name = format!("{name:?}")),
        SetupError::InvisibleInName { name, character } => t!(
            w,
            "invisible-in-name",
            name = crate::core::visible::escape(name).into_owned(),
            code = format!("U+{:04X}", u32::from(*character))
        ),
        SetupError::SameName { first, second } => {
            t!(
                w,
                "same-name",
                first = first.as_str(),
                second = second.as_str()
            )
        }
        SetupError::TableSize(size) => table_size(w, size),
        SetupError::NoSuchDealer => t!(w, "no-such-dealer"),
        SetupError::TargetNotPositive => t!(w, "target-not-positive"),
        SetupError::NoHands => t!(w, "no-hands"),
        SetupError::ChipsNotInGame => t!(w, "chips-not-in-game"),
        SetupError::ChipsNotPositive => t!(w, "chips-not-positive"),
        SetupError::QuickAndTarget => t!(w, "quick-and-target"),
        SetupError::ClubNeedsHands => t!(w, "club-needs-hands"),
        SetupError::NotForClub => t!(w, "club-not-for-game"),
    }
}

/// A game asked for a table size it is not played with.
pub fn table_size(w: &Words, error: &TableSizeError) -> String {
    t!(
        w,
        "table-size",
        variant = error.variant.as_str(),
        counts = counts(w, &error.counts),
        players = error.players
    )
}

/// A player's name, or "the pot".
pub fn purse_name(w: &Words, game: &Match, purse: Purse) -> String {
    match purse {
        Purse::Seat(seat) => game.players.get(seat).cloned().unwrap_or_default(),
        Purse::Pot => t!(w, "the-pot"),
    }
}

/// The door a hand came through: a sentence about one of its parts names that part as the
/// door shows it (a flag on the command line, a field on the page).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Door {
    /// `record`, `edit`: flags such as `--moon`.
    CommandLine,
    /// `play`: the prompt's own words.
    Prompt,
    /// A phone's page and the JSON API: the page's fields.
    Page,
    /// A match file: its keys.
    File,
}

/// Why an entry cannot be made in `game`, as the command line says it.
pub fn match_error(w: &Words, game: &Match, error: &MatchError) -> String {
    match_error_at(w, game, error, Door::CommandLine)
}

/// What does not add up in a hand of points only (`import`).
pub fn points_error(w: &Words, game: &Match, error: &crate::core::game::PointsError) -> String {
    use crate::core::game::PointsError;
    let variant = game.rules.variant.as_str();
    match error {
        PointsError::NotFixedTotal => t!(w, "points-not-fixed", variant = variant),
        PointsError::Count { given, players } => {
            t!(w, "points-count", given = *given, players = *players)
        }
        PointsError::Figure {
            seat,
            points,
            low,
            high,
        } => t!(
            w,
            "points-figure",
            name = game.players[*seat].as_str(),
            points = *points,
            low = *low,
            high = *high,
            variant = variant
        ),
        PointsError::Total { sum, total } => t!(
            w,
            "points-total",
            sum = *sum,
            total = *total,
            variant = variant
        ),
        PointsError::AmbiguousMoon(shooters) => {
            let names: Vec<String> = shooters.iter().map(|&s| game.players[s].clone()).collect();
            t!(w, "points-moon-unclear", names = w.and(&names))
        }
    }
}

/// Why an entry cannot be made in `game`, as `door` says it: a sentence that names a flag on
/// the command line names the page's field on a phone (the message `ID-page`, where there
/// is one).
pub fn match_error_at(w: &Words, game: &Match, error: &MatchError, door: Door) -> String {
    let name = |seat: usize| game.players.get(seat).cloned().unwrap_or_default();
    let variant = game.rules.variant.as_str();
    let said = |id: &str, args: &[crate::words::Arg]| {
        let page = format!("{id}-page");
        if door == Door::Page && w.has(&page) {
            w.get(&page, args)
        } else {
            w.get(id, args)
        }
    };
    match error {
        // The cards out of play are `--out` on the command line: the refusal names it.
        MatchError::Cards(
            hand @ (crate::core::scoring::HandError::TooManyOut { .. }
            | crate::core::scoring::HandError::OutMoreThanATrick { .. }),
        ) if door == Door::CommandLine => t!(
            w,
            "flag-refused",
            flag = "--out",
            error = hand_error(w, game, hand)
        ),
        MatchError::Cards(hand) => hand_error(w, game, hand),
        MatchError::MatchOver(None) => t!(w, "match-over-error"),
        MatchError::MatchOver(Some(winner)) => t!(w, "match-over-won", name = name(*winner)),
        MatchError::RenegeWithCards(offender) => said(
            "renege-with-cards",
            &[crate::words::arg("name", name(*offender))],
        ),
        MatchError::MoonChoiceMissing { shooter, value } => said(
            "moon-choice-missing",
            &[
                crate::words::arg("name", name(*shooter)),
                crate::words::arg("value", *value),
            ],
        ),
        MatchError::NotAMoon => said("not-a-moon", &[]),
        MatchError::NoMoonChoice { effect, value } => said(
            "no-moon-choice",
            &[
                crate::words::arg("variant", variant),
                crate::words::arg("rule", moon_rule(w, *effect, *value)),
            ],
        ),
        MatchError::OutNotAllowed => {
            said("out-not-allowed", &[crate::words::arg("variant", variant)])
        }
        MatchError::NoPassing(_) if door == Door::CommandLine => {
            t!(w, "no-passing-flag", variant = variant)
        }
        MatchError::NoPassing(_) => t!(w, "no-passing", variant = variant),
        MatchError::PassChoiceMissing { dealer, choices } => {
            let words = crate::words::vocab::Vocabulary::new(w.lang());
            // A match file is written in English words whatever the table's language.
            let said_choices: Vec<&str> = choices
                .iter()
                .map(|&dir| match door {
                    Door::File => dir.as_str(),
                    _ => words.pass_word(dir),
                })
                .collect();
            let args = [
                crate::words::arg("name", name(*dealer)),
                crate::words::arg("choices", w.or(&said_choices)),
            ];
            match door {
                Door::Prompt => w.get("pass-choice-missing-prompt", &args),
                Door::File => w.get("pass-choice-missing-file", &args),
                _ => said("pass-choice-missing", &args),
            }
        }
        MatchError::PassNotPlayable(pass) => {
            // Every way this table can pass, the dealer's choices with them (the list
            // `next --json` gives as `pass_choices`), in the words the door takes.
            let words = crate::words::vocab::Vocabulary::new(w.lang());
            let players = game.players.len();
            let ways = game.rules.pass_directions();
            let choices: Vec<&str> = crate::core::variant::PassDir::ALL
                .into_iter()
                .filter(|dir| *dir == crate::core::variant::PassDir::Hold || ways.contains(dir))
                .filter(|dir| dir.playable_with(players))
                .map(|dir| match door {
                    Door::File => dir.as_str(),
                    _ => words.pass_word(dir),
                })
                .collect();
            t!(
                w,
                "pass-not-playable",
                pass = crate::words::pass_way(w, *pass),
                players = players,
                choices = w.or(&choices)
            )
        }
        MatchError::NothingToUndo => t!(w, "nothing-to-undo"),
        MatchError::EmptyNote => t!(w, "note-empty"),
        MatchError::Points(wrong) => points_error(w, game, wrong),
        MatchError::NoSuchHand { number, played } => {
            t!(w, "no-such-hand", number = *number, played = *played)
        }
        MatchError::EditEndsMatchEarly {
            ends_at,
            winner,
            last,
        } => {
            let first = ends_at + 1;
            let (later, them) = if first == *last {
                (t!(w, "later-one", number = first), t!(w, "later-it"))
            } else {
                (
                    t!(w, "later-many", first = first, last = *last),
                    t!(w, "later-them"),
                )
            };
            t!(
                w,
                "edit-ends-early",
                ends = *ends_at,
                name = name(*winner),
                later = later,
                them = them
            )
        }
        MatchError::EditBreaksLaterHand { number, reason } => t!(
            w,
            "edit-breaks-later",
            number = *number,
            reason = match_error_at(w, game, reason, door)
        ),
        MatchError::Setup(setup) => setup_error(w, setup),
        MatchError::NoDeclaration => {
            said("no-declaration", &[crate::words::arg("variant", variant)])
        }
        MatchError::DeclaredWithRenege => said("declared-with-renege", &[]),
        MatchError::NoRenegeCharge => {
            said("no-renege-charge", &[crate::words::arg("variant", variant)])
        }
        MatchError::NoBidding { .. } => {
            said("no-bidding", &[crate::words::arg("variant", variant)])
        }
        MatchError::SuitMissing => said("suit-missing", &[]),
        MatchError::BidMissing => said("bid-missing", &[]),
        MatchError::NamesAgain { namer, all_pass } => {
            let flag = match (door, all_pass) {
                (Door::Page, true) => "all_pass",
                (Door::Page, false) => "bid",
                (_, true) => "--all-pass",
                (_, false) => "--bid",
            };
            t!(w, "names-again-error", name = name(*namer), flag = flag)
        }
        MatchError::BidNotPositive => t!(w, "bid-not-positive"),
        MatchError::BidTooHigh { seat, bid, chips } => t!(
            w,
            "bid-too-high",
            name = name(*seat),
            bid = *bid,
            chips = *chips
        ),
        MatchError::AllPassWithHand => said("all-pass-with-hand", &[]),
        MatchError::EditIntoAllPass => t!(w, "edit-all-pass"),
        MatchError::PlayerOut(seat) => t!(w, "player-out-error", name = name(*seat)),
        MatchError::NoPayments => said("no-payments", &[crate::words::arg("variant", variant)]),
        MatchError::PaymentNotPositive => t!(w, "payment-not-positive"),
        MatchError::PaymentToSelf(purse) => {
            t!(w, "payment-to-self", name = purse_name(w, game, *purse))
        }
        MatchError::PaymentTooBig { from, chips, held } => t!(
            w,
            "payment-too-big",
            name = purse_name(w, game, *from),
            chips = *chips,
            held = *held
        ),
        MatchError::NoExposing => said("no-exposing", &[crate::words::arg("variant", variant)]),
        MatchError::NotExposable(card) => {
            let mut cards: Vec<crate::core::cards::Card> =
                game.rules.expose.keys().copied().collect();
            cards.sort_by_key(|c| c.display_order());
            let cards: Vec<String> = cards.iter().map(|&c| w.card(c)).collect();
            t!(
                w,
                "not-exposable",
                card = w.card(*card),
                cards = w.or(&cards)
            )
        }
        MatchError::ExposedTwice(card) => t!(w, "exposed-twice", card = w.card(*card)),
    }
}

/// What is wrong with a hand typed at `door`, with the place the door gives the field
/// (`--dealer`, `renege`), if any, before a name's or a card's problem.
pub fn input_error(
    w: &Words,
    game: &Match,
    error: &InputError,
    door: Door,
    place: Option<&str>,
) -> String {
    let placed = |said: String| match place {
        Some(place) => t!(w, "flag-error", flag = place, error = said),
        None => said,
    };
    match &error.problem {
        InputProblem::Name(name) => placed(name_error_among(w, &game.players, name)),
        InputProblem::Token(token) => placed(token_error(w, game, token)),
        InputProblem::NamedTwice(seat) => t!(w, "named-twice", name = game.players[*seat].as_str()),
        InputProblem::NotNameCards(word) => t!(w, "not-name-cards", word = word.as_str()),
        InputProblem::Word { list, text } => {
            // Every language's words are understood; the table's own are listed.
            let words = crate::words::vocab::Vocabulary::new(w.lang());
            let accepted = match list {
                WordList::Moon => words.moon_words(),
                WordList::Pass => words.pass_words(),
                WordList::Suit => words.suit_words(),
            };
            match door {
                Door::Prompt if *list == WordList::Pass => t!(w, "pass-which"),
                _ => t!(
                    w,
                    "api-bad-value",
                    key = t!(w, "page-field", key = place.unwrap_or_default()),
                    text = text.as_str(),
                    accepted = w.or(&accepted)
                ),
            }
        }
        InputProblem::BidSyntax(text) if door == Door::Page => {
            t!(w, "api-bid-syntax", text = text.as_str())
        }
        InputProblem::BidSyntax(text) => t!(w, "bid-syntax", text = text.as_str()),
        InputProblem::OneBid => t!(w, "api-one-bid"),
        InputProblem::PaySyntax(text) if door == Door::CommandLine => {
            t!(w, "pay-syntax", text = text.as_str())
        }
        InputProblem::PaySyntax(text) => t!(w, "pay-not-a-payment", text = text.as_str()),
        InputProblem::NotAnExposedCard(text) => {
            placed(t!(w, "not-an-exposed-card", text = text.as_str()))
        }
        InputProblem::Refused(refused) => match_error_at(w, game, refused, door),
    }
}

/// A name that finds nobody, or several players, among `players`.
pub fn name_error_among(w: &Words, players: &[String], error: &NameError) -> String {
    match error {
        NameError::Unknown(typed) => t!(
            w,
            "no-such-player",
            name = typed.as_str(),
            players = players.join(", ")
        ),
        NameError::Ambiguous { typed, seats } => {
            let names: Vec<&str> = seats.iter().map(|&s| players[s].as_str()).collect();
            t!(
                w,
                "ambiguous-player",
                name = typed.as_str(),
                names = w.or(&names)
            )
        }
    }
}

/// Why `Match::new` refused (it only ever refuses the set-up).
pub fn setup_failure(w: &Words, error: &MatchError) -> String {
    match error {
        MatchError::Setup(setup) => setup_error(w, setup),
        other => format!("{other:?}"),
    }
}
