//! The core's errors in words: each one sentence saying what is wrong and what is accepted.

use super::Words;
use crate::core::cards::Rank;
use crate::core::catalog::LoadError;
use crate::core::game::{Match, MatchError, NameError, Purse, SetupError};
use crate::core::score::Score;
use crate::core::scoring::{Gap, HandError, Missing, Owner, TrickWord};
use crate::core::tokens::TokenError;
use crate::core::variant::{Found, MoonEffect, Problem, Rules, TableSizeError, Wanted};
use crate::input::{InputError, Problem as InputProblem, WordList};
use crate::store::error::{
    ClubFileError, EntryKind, Error as StoreError, FileKind, MatchFileError, OptionWhy, Role,
    ValueWhy,
};
use crate::t;

/// A token that is not a card, with examples of what `game` takes; a number too big for a
/// suit, said as hearts only where a bare number stands for hearts.
pub fn token_error(w: &Words, game: &Match, error: &TokenError) -> String {
    match error {
        TokenError::NotACard(text) => t!(
            w,
            "not-a-card",
            text = text.as_str(),
            examples = typing_examples(w, game)
        ),
        TokenError::TooManyHearts(text) if game.auction() => {
            t!(w, "too-many-cards-typed", text = text.as_str())
        }
        TokenError::TooManyHearts(text) if game.rules.plain_heart_value.is_some() => {
            t!(w, "too-many-hearts-typed", text = text.as_str())
        }
        TokenError::TooManyHearts(_) => bare_number_refused(w, game),
    }
}

/// What may be typed in `game`, as examples for a word that is not a card: one of its scoring
/// cards as typed and as shown (the Q♠ where it scores), a heart as typed where hearts count
/// one by one, the joker where the deck has one, a bare number where it stands for hearts (or
/// the penalty suit), and the trick words that score: "QS, 10H, Q♠, a number of hearts".
fn typing_examples(w: &Words, game: &Match) -> String {
    use crate::core::cards::{Card, Suit};
    let rules = &game.rules;
    let ten_of_hearts = Card::new(Rank::new(10).unwrap_or(Rank::ACE), Suit::Hearts);
    let counts = |card: Card| rules.deck.contains(card) && rules.scores(card);
    let sample = [Card::QUEEN_OF_SPADES]
        .into_iter()
        .chain(rules.scoring_cards().1)
        .chain([ten_of_hearts])
        .find(|&card| card != Card::Joker && counts(card))
        // Auction: nothing scores before the suit is named; its cards are typed all the same.
        .unwrap_or(Card::QUEEN_OF_SPADES);
    let mut parts = vec![w.typed_card(sample)];
    if sample != ten_of_hearts && (counts(ten_of_hearts) || game.auction()) {
        parts.push(w.typed_card(ten_of_hearts));
    }
    parts.push(w.card(sample));
    if rules.deck.contains(Card::Joker) {
        parts.push(t!(w, "card-hint-joker"));
    }
    if game.auction() {
        parts.push(t!(w, "card-hint-penalty-suit"));
    } else if rules.plain_heart_value.is_some() {
        parts.push(t!(w, "card-hint-hearts"));
    }
    if rules.tricks.scores_tricks() {
        parts.push(t!(w, "capture-tricks", count = 3));
    }
    if rules.tricks.scores_first() {
        parts.push(t!(w, "trick-word-first"));
    }
    if rules.tricks.scores_last() {
        parts.push(t!(w, "trick-word-last"));
    }
    parts.join(", ")
}

/// A bare number in a game where it stands for nothing: hearts do not score as a suit (only
/// what scores is entered), score like the other suits (every scoring card is typed), or
/// score differently (each heart is typed).
fn bare_number_refused(w: &Words, game: &Match) -> String {
    use crate::core::cards::Card;
    let rules = &game.rules;
    let variant = rules.variant.as_str();
    if !rules.scoring_cards().0 {
        return t!(
            w,
            "bare-number-refused",
            variant = variant,
            scoring = scoring_cards(w, rules)
        );
    }
    if rules.hearts_score_apart() {
        return t!(w, "bare-hearts-refused", variant = variant);
    }
    let worth = |card: Card| (rules.value(card), rules.imaginary_value(card));
    let mut cards: Vec<Card> = rules
        .deck
        .cards()
        .map(|(card, _)| card)
        .filter(|&card| worth(card) != (0, 0))
        .collect();
    cards.sort_by_key(|card| card.display_order());
    cards.dedup();
    let examples: Vec<String> = cards.into_iter().take(3).map(|c| w.typed_card(c)).collect();
    t!(
        w,
        "bare-number-every-card",
        variant = variant,
        cards = examples.join(" ")
    )
}

/// What scores in this game, in words: "hearts and Q♠".
pub fn scoring_cards(w: &Words, rules: &Rules) -> String {
    let (hearts, others) = rules.scoring_cards();
    let mut parts: Vec<String> = Vec::new();
    if hearts {
        parts.push(w.suit(crate::core::cards::Suit::Hearts));
    }
    parts.extend(others.into_iter().map(|c| w.card(c)));
    for (scores, word) in [
        (rules.tricks.scores_first(), TrickWord::First),
        (rules.tricks.scores_last(), TrickWord::Last),
        (rules.tricks.scores_tricks(), TrickWord::Tricks),
    ] {
        if scores {
            parts.push(trick_word(w, word));
        }
    }
    w.and(&parts)
}

/// Table sizes in words: "4", "3 or 4", "3 to 7", "3, 4 or 6".
pub fn counts(w: &Words, counts: &[usize]) -> String {
    match counts {
        [] => String::new(),
        [one] => t!(w, "counts-one", count = *one),
        [first, .., last] if counts.len() > 2 && counts.windows(2).all(|p| p[1] == p[0] + 1) => {
            t!(w, "counts-range", first = *first, last = *last)
        }
        many => {
            let words: Vec<String> = many.iter().map(ToString::to_string).collect();
            w.or(&words)
        }
    }
}

/// The moon rule in words: "adds 26 to every opponent".
pub fn moon_rule(w: &Words, effect: MoonEffect, value: Score) -> String {
    match effect {
        MoonEffect::Add => t!(w, "moon-add", value = value),
        MoonEffect::Subtract => t!(w, "moon-subtract", value = value),
        MoonEffect::Choose => t!(w, "moon-choose", value = value),
        MoonEffect::Best => t!(w, "moon-best", value = value),
        MoonEffect::Greek => t!(w, "moon-greek", value = value),
        MoonEffect::Win => t!(w, "moon-win"),
        MoonEffect::None => t!(w, "moon-none"),
    }
}

/// `first`, `last` or `tricks:N` in this language.
pub fn trick_word(w: &Words, word: TrickWord) -> String {
    match word {
        TrickWord::First => t!(w, "trick-word-first"),
        TrickWord::Last => t!(w, "trick-word-last"),
        TrickWord::Tricks => t!(w, "trick-word-tricks"),
    }
}

/// Why the cards of a hand cannot be right.
pub fn hand_error(w: &Words, game: &Match, error: &HandError) -> String {
    let rules = &game.rules;
    let variant = rules.variant.as_str();
    let name = |seat: usize| game.players.get(seat).cloned().unwrap_or_default();
    match error {
        HandError::NotInDeck { card, why } => {
            let why = match why {
                Missing::NoJokers => t!(w, "missing-no-jokers", variant = variant),
                Missing::Stripped => {
                    t!(
                        w,
                        "missing-stripped",
                        variant = variant,
                        players = rules.players
                    )
                }
                Missing::BelowLowest => t!(
                    w,
                    "missing-below",
                    deck = rules.deck.len(),
                    lowest = w.rank(rules.lowest_rank),
                    ace = w.rank(Rank::ACE)
                ),
                Missing::Absent => t!(w, "missing-absent", variant = variant),
            };
            t!(w, "not-in-deck", card = w.card(*card), why = why)
        }
        HandError::ScoresNothing { card } => t!(
            w,
            "scores-nothing",
            card = w.card(*card),
            variant = variant,
            scoring = scoring_cards(w, rules)
        ),
        HandError::BareHeartsNotAccepted => bare_number_refused(w, game),
        HandError::EnteredTooOften { card, owners, held } => {
            let label = |owner: &Owner| match owner {
                Owner::Seat(seat) => name(*seat),
                Owner::Out => t!(w, "out-of-play-owner"),
            };
            let mut counted: Vec<(String, usize)> = Vec::new();
            for owner in owners {
                let label = label(owner);
                match counted.iter_mut().find(|(l, _)| *l == label) {
                    Some((_, n)) => *n += 1,
                    None => counted.push((label, 1)),
                }
            }
            let times = |n: usize| t!(w, "entered-times", count = n);
            let who = match counted.as_slice() {
                [(label, n)] => t!(
                    w,
                    "entered-times-for",
                    times = times(*n),
                    name = label.as_str()
                ),
                many => {
                    let parts: Vec<String> = many
                        .iter()
                        .map(|(label, n)| match n {
                            1 => label.clone(),
                            n => t!(
                                w,
                                "entered-name-times",
                                name = label.as_str(),
                                times = times(*n)
                            ),
                        })
                        .collect();
                    t!(w, "entered-for", names = w.and(&parts))
                }
            };
            t!(
                w,
                "entered-too-often",
                card = w.card(*card),
                who = who,
                held = *held
            )
        }
        HandError::TooManyHearts { entered, deck } => {
            t!(w, "too-many-hearts", entered = *entered, deck = *deck)
        }
        HandError::Totals(gaps) => {
            let gaps: Vec<String> = gaps
                .iter()
                .map(|gap| match gap {
                    Gap::Hearts { entered, deck } => {
                        t!(w, "gap-hearts", entered = *entered, deck = *deck)
                    }
                    Gap::NobodyTook(cards) => {
                        let cards: Vec<String> = cards.iter().map(|c| w.card(*c)).collect();
                        t!(w, "gap-nobody", cards = w.and(&cards))
                    }
                    Gap::NobodyTookTrick(word) => {
                        t!(w, "gap-nobody-trick", which = trick_word(w, *word))
                    }
                    Gap::Tricks { entered, hand } => {
                        t!(w, "gap-tricks", entered = *entered, hand = *hand)
                    }
                    Gap::Suit {
                        suit,
                        entered,
                        deck,
                    } => t!(
                        w,
                        "gap-suit",
                        suit = w.suit(*suit),
                        entered = *entered,
                        deck = *deck
                    ),
                    Gap::Short {
                        card,
                        entered,
                        held,
                    } => t!(
                        w,
                        "gap-short",
                        card = w.card(*card),
                        entered = *entered,
                        held = *held
                    ),
                })
                .collect();
            t!(w, "totals", gaps = gaps.join("; "))
        }
        HandError::RestTwice => t!(w, "rest-twice"),
        HandError::RestNotAlone(seat) => t!(w, "rest-not-alone", name = name(*seat)),
        HandError::RestOutOfPlay => t!(w, "rest-out-of-play"),
        HandError::TrickScoresNothing(word) => t!(
            w,
            "trick-scores-nothing",
            word = trick_word(w, *word),
            variant = variant,
            scoring = scoring_cards(w, rules)
        ),
        HandError::TrickOutOfPlay(word) => {
            t!(w, "trick-out-of-play", word = trick_word(w, *word))
        }
        HandError::TrickTwice { word, seats } => {
            let names: Vec<String> = seats.iter().map(|&s| name(s)).collect();
            t!(
                w,
                "trick-twice",
                which = trick_word(w, *word),
                names = w.and(&names)
            )
        }
        HandError::TooManyTricks { entered, hand } => {
            t!(w, "too-many-tricks", entered = *entered, hand = *hand)
        }
        HandError::TooManyOut { entered, most } => {
            t!(w, "too-many-out", entered = *entered, most = *most)
        }
        HandError::OutMoreThanATrick { entered, most } => {
            t!(w, "out-more-than-a-trick", entered = *entered, most = *most)
        }
        HandError::CardsWithoutTrick { seat, card } => t!(
            w,
            "cards-without-trick",
            name = name(*seat),
            cards = match card {
                Some(card) => w.card(*card),
                None => w.suit(crate::core::cards::Suit::Hearts),
            }
        ),
        HandError::RestTricks {
            seat,
            entered,
            remaining,
        } => t!(
            w,
            "rest-tricks",
            name = name(*seat),
            entered = *entered,
            remaining = *remaining
        ),
        HandError::NotPenaltySuit { card, suit } => t!(
            w,
            "not-penalty-suit",
            card = w.card(*card),
            suit = w.suit(*suit)
        ),
        HandError::TooManyOfSuit {
            suit,
            entered,
            deck,
        } => t!(
            w,
            "too-many-of-suit",
            suit = w.suit(*suit),
            entered = *entered,
            deck = *deck
        ),
    }
}

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
    let said = |id: &str, args: &[super::Arg]| {
        let page = format!("{id}-page");
        if door == Door::Page && w.has(&page) {
            w.get(&page, args)
        } else {
            w.get(id, args)
        }
    };
    match error {
        MatchError::Cards(hand) => hand_error(w, game, hand),
        MatchError::MatchOver(None) => t!(w, "match-over-error"),
        MatchError::MatchOver(Some(winner)) => t!(w, "match-over-won", name = name(*winner)),
        MatchError::RenegeWithCards(offender) => {
            said("renege-with-cards", &[super::arg("name", name(*offender))])
        }
        MatchError::MoonChoiceMissing { shooter, value } => said(
            "moon-choice-missing",
            &[
                super::arg("name", name(*shooter)),
                super::arg("value", *value),
            ],
        ),
        MatchError::NotAMoon => said("not-a-moon", &[]),
        MatchError::NoMoonChoice { effect, value } => said(
            "no-moon-choice",
            &[
                super::arg("variant", variant),
                super::arg("rule", moon_rule(w, *effect, *value)),
            ],
        ),
        MatchError::OutNotAllowed => said("out-not-allowed", &[super::arg("variant", variant)]),
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
                super::arg("name", name(*dealer)),
                super::arg("choices", w.or(&said_choices)),
            ];
            match door {
                Door::Prompt => w.get("pass-choice-missing-prompt", &args),
                Door::File => w.get("pass-choice-missing-file", &args),
                _ => said("pass-choice-missing", &args),
            }
        }
        MatchError::PassNotPlayable(pass) => t!(
            w,
            "pass-not-playable",
            pass = super::pass_way(w, *pass),
            players = game.players.len()
        ),
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
        MatchError::NoDeclaration => said("no-declaration", &[super::arg("variant", variant)]),
        MatchError::DeclaredWithRenege => said("declared-with-renege", &[]),
        MatchError::NoRenegeCharge => said("no-renege-charge", &[super::arg("variant", variant)]),
        MatchError::NoBidding => said("no-bidding", &[super::arg("variant", variant)]),
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
        MatchError::NoPayments => said("no-payments", &[super::arg("variant", variant)]),
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
        MatchError::NoExposing => said("no-exposing", &[super::arg("variant", variant)]),
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
                    key = place.unwrap_or_default(),
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

/// How much of a source line an error shows: the part around the column.
const ECHO_WIDTH: usize = 72;

/// The offending line (cut to a window around `column`, control characters escaped) and a
/// caret under `column`, each on a line of its own.
pub fn echo(line: &str, column: usize) -> String {
    let (shown, caret) = crate::core::visible::excerpt(line, column, ECHO_WIDTH);
    let pad: String = shown
        .chars()
        .take(caret.saturating_sub(1))
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    format!("\n  {shown}\n  {pad}^")
}

/// What is wrong with a key of a variant file: "deck.remove: "2X" is not a card …".
pub fn problem(w: &Words, problem: &Problem) -> String {
    use crate::core::variant::Why;
    let said = match &problem.why {
        Why::NoName => t!(w, "why-no-name"),
        Why::NoTableSizes => t!(w, "why-no-table-sizes"),
        Why::TableSizeTwice => t!(w, "why-table-size-twice"),
        Why::ControlCharacter(c) => t!(w, "why-control", code = format!("U+{:04X}", u32::from(*c))),
        Why::UnsupportedTableSize(n) => t!(w, "why-unsupported-size", players = *n),
        Why::StrayCountEntry(entry) => t!(w, "why-stray-count", entry = entry.as_str()),
        Why::NeverInDeck(card) => t!(w, "why-never-in-deck", card = w.card(*card)),
        Why::TooManyPoints { points, most } => {
            t!(w, "why-too-many-points", points = *points, most = *most)
        }
        Why::Packs => t!(w, "why-packs"),
        Why::LowestRank => t!(w, "why-lowest-rank"),
        Why::TooManyJokers => t!(w, "why-jokers"),
        Why::RemoveNotInDeck { card, players } => t!(
            w,
            "why-remove-not-in-deck",
            card = w.card(*card),
            players = *players
        ),
        Why::NotACard(text) => t!(w, "why-not-a-card", text = text.as_str()),
        Why::CannotDeal {
            players,
            cards_each,
            deck,
        } => t!(
            w,
            "why-cannot-deal",
            players = *players,
            cards = *cards_each,
            deck = *deck
        ),
        Why::NoDirection => t!(w, "why-no-direction"),
        Why::PassNeedsFour {
            pass,
            players,
            at_least,
        } => {
            let pass = super::pass_name(w, *pass);
            if *at_least {
                t!(
                    w,
                    "why-pass-needs-four-or-more",
                    pass = pass,
                    players = *players
                )
            } else {
                t!(w, "why-pass-needs-four", pass = pass, players = *players)
            }
        }
        Why::PassTooMany { cards, hand } => {
            t!(w, "why-pass-too-many", cards = *cards, hand = *hand)
        }
        Why::ScatterNeedsCards => t!(w, "why-scatter"),
        Why::StockAndKitty(key) => t!(w, "why-stock-and-kitty", key = *key),
        Why::NoClubs => t!(w, "why-no-clubs"),
        Why::NothingScores => t!(w, "why-nothing-scores"),
        Why::WinMoonInPhase2 => t!(w, "why-win-moon-phase2"),
        Why::TargetNotPositive | Why::QuickNotPositive => t!(w, "why-target"),
        Why::NoTarget(players) => t!(w, "why-no-target", players = *players),
        Why::NoHands => t!(w, "why-no-hands"),
        Why::UnknownKey(keys) => t!(w, "why-unknown-key", keys = keys.join(", ")),
        Why::WrongType {
            wanted,
            found,
            by_players,
            in_list,
        } => {
            let mut wanted_ = wanted_words(w, wanted, found, &problem.key);
            if *by_players {
                wanted_ = t!(w, "wanted-by-players", wanted = wanted_);
            }
            let found = found_words(w, found);
            if *in_list {
                t!(w, "why-wrong-item", wanted = wanted_, found = found)
            } else {
                t!(w, "why-wrong-type", wanted = wanted_, found = found)
            }
        }
        Why::UnknownWord { word, accepted } => t!(
            w,
            "why-unknown-word",
            word = word.as_str(),
            words = quoted_or(w, accepted)
        ),
        Why::WrongValue(message) => t!(w, "why-wrong-value", message = message.as_str()),
        Why::NameMismatch { written, file } => t!(
            w,
            "why-name-mismatch",
            written = written.as_str(),
            file = file.as_str()
        ),
        Why::NoSuchParent(name) => t!(w, "why-no-parent", name = name.as_str()),
        Why::ExtendsItself(name) => t!(w, "why-extends-itself", name = name.as_str()),
        Why::TooDeep { most, chain } => t!(
            w,
            "why-too-deep",
            most = *most,
            first = chain[0].as_str(),
            second = chain[1].as_str(),
            last = chain[2].as_str()
        ),
        Why::MergeFailed(message) => t!(w, "why-merge", message = message.as_str()),
        Why::ComboTooSmall => t!(w, "why-combo-small"),
        Why::DeclareNeedsCards => t!(w, "why-declare-needs"),
        Why::NotAScore(text) => t!(w, "why-not-a-score", text = text.as_str()),
        Why::MultiplierNeedsCard => t!(w, "why-multiplier-card"),
        Why::ComplexNeedsMagnitude => t!(w, "why-complex-magnitude"),
        Why::ComplexWithPhases => t!(w, "why-complex-phases"),
        Why::ChipsNotPositive => t!(w, "why-chips-start"),
        Why::ChipsNeedSettle => t!(w, "why-chips-settle"),
        Why::NoBidding => t!(w, "why-no-bidding"),
        Why::ChipsFigure => t!(w, "why-chips-figure"),
        Why::LivesNotPositive => t!(w, "why-lives-positive"),
        Why::ChipsAndLives => t!(w, "why-chips-and-lives"),
        Why::ReversisNeedsFour(players) => t!(w, "why-reversis-four", players = *players),
        Why::ReverseNeedsSuit => t!(w, "why-reverse-suit"),
        Why::NotASuit(text) => t!(w, "why-not-a-suit", text = text.as_str()),
        Why::NotEntered(card) => t!(w, "why-not-entered", card = w.card(*card)),
        Why::NotInDeckFor { card, players } => t!(
            w,
            "why-not-in-deck-for",
            card = w.card(*card),
            players = *players
        ),
        Why::LeadCardMissing => t!(w, "why-lead-card"),
        Why::NegativeTargetHere => t!(w, "why-negative-target"),
        Why::QuickNotNegative => t!(w, "why-quick-negative"),
    };
    let inherited = if problem.inherited {
        t!(w, "problem-inherited")
    } else {
        String::new()
    };
    format!("{}: {said}{inherited}", problem.key)
}

/// Words in quotes, as alternatives: "\"left\", \"right\" or \"hold\"".
fn quoted_or(w: &Words, words: &[&str]) -> String {
    let quoted: Vec<String> = words.iter().map(|word| format!("\"{word}\"")).collect();
    w.or(&quoted)
}

/// What a key takes: "a whole number", "a list of text in quotes", "one of …".
fn wanted_words(w: &Words, wanted: &Wanted, found: &Found, key: &str) -> String {
    match wanted {
        Wanted::Text => t!(w, "wanted-text"),
        Wanted::Whole => t!(w, "wanted-whole"),
        // A bound of billions says nothing to a person who wrote -1.
        Wanted::Count { most } if *most > 1_000_000 && !is_count(found) => {
            t!(w, "wanted-not-negative")
        }
        Wanted::Count { most } => t!(w, "wanted-count", most = most.to_string()),
        Wanted::YesNo => t!(w, "wanted-yes-no"),
        Wanted::Word(words) => t!(w, "wanted-word", words = quoted_or(w, words)),
        Wanted::WholeOr(word) => t!(w, "wanted-whole-or", word = *word),
        Wanted::Rank => t!(w, "wanted-rank"),
        Wanted::Table => t!(w, "wanted-table", key = key),
        Wanted::List(item) => match item.as_ref() {
            Wanted::Text => t!(w, "wanted-list-text"),
            Wanted::Count { .. } | Wanted::Whole => t!(w, "wanted-list-whole"),
            Wanted::Word(words) => t!(w, "wanted-list-word", words = quoted_or(w, words)),
            _ => t!(w, "wanted-list"),
        },
    }
}

/// Whether `found` is a whole number of 0 or more (too large, then, for its key).
fn is_count(found: &Found) -> bool {
    matches!(found, Found::Whole(number) if !number.starts_with('-'))
}

/// What a file gives where another kind of value belongs: "the text \"dertien\"".
fn found_words(w: &Words, found: &Found) -> String {
    match found {
        Found::Text(text) => t!(w, "found-text", text = text.as_str()),
        Found::Whole(number) => t!(w, "found-whole", number = number.as_str()),
        Found::Decimal(number) => t!(w, "found-decimal", number = number.as_str()),
        Found::YesNo(yes) => t!(w, "found-yes-no", value = yes.to_string()),
        Found::Date => t!(w, "found-date"),
        Found::List => t!(w, "found-list"),
        Found::Table => t!(w, "found-table"),
    }
}

/// Why a variant could not be loaded: every problem with its file, line and column, and the
/// line itself.
pub fn load_error(w: &Words, error: &LoadError) -> String {
    match error {
        LoadError::Syntax {
            origin,
            line,
            column,
            message,
            source_line,
        } => {
            let message = super::toml::syntax(w, message);
            let mut text = format!("{origin}:{line}:{column}: {message}");
            if !source_line.is_empty() {
                text.push_str(&echo(source_line, *column));
            }
            text
        }
        LoadError::Value {
            origin,
            line,
            column,
            message,
            source_line,
        } => {
            let mut text = format!("{origin}:{line}:{column}: {message}");
            if !source_line.is_empty() {
                text.push_str(&echo(source_line, *column));
            }
            text
        }
        LoadError::Problems { origin, problems } if problems.is_empty() => origin.clone(),
        LoadError::Problems { origin, problems } => problems
            .iter()
            .map(|each| match &each.at {
                Some(at) => format!(
                    "{origin}:{}:{}: {}{}",
                    at.line,
                    at.column,
                    problem(w, each),
                    echo(&at.source_line, at.column)
                ),
                None => format!("{origin}: {}", problem(w, each)),
            })
            .collect::<Vec<_>>()
            .join("\n"),
        LoadError::Unknown { name } => t!(w, "load-unknown", name = name.as_str()),
        LoadError::Cycle(chain) => t!(w, "load-cycle", chain = chain.join(" → ")),
    }
}

/// A system's reason in the table's words where it is a common one ("no such file"), else
/// as the system says it.
pub fn cause(w: &Words, cause: &(dyn std::error::Error + 'static)) -> String {
    match cause
        .downcast_ref::<std::io::Error>()
        .map(std::io::Error::kind)
    {
        Some(std::io::ErrorKind::NotFound) => t!(w, "io-not-found"),
        Some(std::io::ErrorKind::PermissionDenied) => t!(w, "io-permission"),
        Some(std::io::ErrorKind::AlreadyExists) => t!(w, "io-exists"),
        Some(std::io::ErrorKind::StorageFull) => t!(w, "io-full"),
        Some(std::io::ErrorKind::NotADirectory) => t!(w, "io-not-a-folder"),
        _ => cause.to_string(),
    }
}

/// The store's error with the system's reasons after it: "cannot read the match file m.toml:
/// no such file or folder".
pub fn store_failure(w: &Words, error: &StoreError) -> String {
    let mut text = store_error(w, error);
    let mut source = std::error::Error::source(error);
    while let Some(reason) = source {
        text.push_str(&format!(": {}", cause(w, reason)));
        source = reason.source();
    }
    text
}

/// What a kind of file is called: "match file", "variant file", "file".
fn file_kind(w: &Words, what: FileKind) -> String {
    match what {
        FileKind::Match => t!(w, "what-match-file"),
        FileKind::Variant => t!(w, "what-variant-file"),
        FileKind::Club => t!(w, "what-club-file"),
        FileKind::Sheet => t!(w, "what-sheet"),
        FileKind::Any => t!(w, "what-file"),
    }
}

/// The store's error as one sentence (the system's reason, if any, is added after it by the
/// caller that walks the error's causes).
pub fn store_error(w: &Words, error: &StoreError) -> String {
    let path = |p: &std::path::Path| p.display().to_string();
    match error {
        StoreError::CannotRead { what, path: p, .. } => {
            t!(w, "cannot-read", what = file_kind(w, *what), path = path(p))
        }
        StoreError::NotRegular {
            what,
            path: p,
            kind,
        } => t!(
            w,
            "not-regular",
            path = path(p),
            kind = match kind {
                EntryKind::Fifo => t!(w, "kind-fifo"),
                EntryKind::Device => t!(w, "kind-device"),
                EntryKind::Socket => t!(w, "kind-socket"),
                EntryKind::Folder => t!(w, "kind-folder"),
                EntryKind::Other => t!(w, "kind-other"),
            },
            what = file_kind(w, *what)
        ),
        StoreError::TooLarge { what, path: p, mib } => t!(
            w,
            "too-large",
            path = path(p),
            mib = *mib,
            what = file_kind(w, *what)
        ),
        StoreError::NotUtf8 {
            what,
            path: p,
            line,
            offset,
        } => t!(
            w,
            "not-utf8",
            path = path(p),
            line = *line,
            what = file_kind(w, *what),
            offset = *offset
        ),
        StoreError::ReadOnly { path: p } => t!(w, "read-only", path = path(p)),
        StoreError::LockOpen { path: p, .. } => t!(w, "lock-open", path = path(p)),
        StoreError::LockLock { path: p, .. } => t!(w, "lock-lock", path = path(p)),
        StoreError::LockBusy { path: p, seconds } => {
            t!(w, "lock-busy", path = path(p), seconds = *seconds)
        }
        StoreError::NoHome => t!(w, "no-home"),
        StoreError::FolderIsFile { path: p } => t!(w, "folder-is-file", path = path(p)),
        StoreError::HomeIsFile { path: p } => t!(w, "home-is-file", path = path(p)),
        StoreError::ReadMatchesFolder { path: p, .. } => {
            t!(w, "read-matches-folder", path = path(p))
        }
        StoreError::ReadVariantsFolder { path: p, .. } => {
            t!(w, "read-variants-folder", path = path(p))
        }
        StoreError::NoMatchYet => t!(w, "no-match-yet"),
        StoreError::CreateFolder { path: p, .. } => t!(w, "create-folder", path = path(p)),
        StoreError::WriteToml(_) => t!(w, "write-toml"),
        StoreError::WriteMatch { path: p, .. } => t!(w, "write-match", path = path(p)),
        StoreError::AlreadyExists { path: p } => t!(w, "already-exists", path = path(p)),
        StoreError::TooManyNames { dir, stem } => {
            t!(w, "too-many-names", dir = path(dir), stem = stem.as_str())
        }
        StoreError::MatchFile(error) => match_file_error(w, error),
        StoreError::ClubFile(error) => club_file_error(w, error),
        StoreError::ClubTable(error) => club_error(w, error),
    }
}

/// Why a club's file does not load, naming the file (and the line and column of a syntax
/// error).
pub fn club_file_error(w: &Words, error: &ClubFileError) -> String {
    match error {
        ClubFileError::Syntax(load) => load_error(w, load),
        ClubFileError::NewerFormat {
            origin,
            format,
            max,
        } => t!(
            w,
            "club-newer-format",
            origin = origin.as_str(),
            format = *format,
            max = *max
        ),
        ClubFileError::VariantCopyBroken { origin, problems } => load_error(
            w,
            &LoadError::Problems {
                origin: origin.clone(),
                problems: problems.clone(),
            },
        ),
        ClubFileError::CutOff { origin, end } => {
            t!(w, "club-cut-off", origin = origin.as_str(), end = *end)
        }
        ClubFileError::TableFile {
            origin,
            round,
            table,
            file,
        } => t!(
            w,
            "club-table-file",
            origin = origin.as_str(),
            round = *round,
            table = *table,
            file = file.as_str(),
            own = crate::store::club::table_file_name(*round, *table)
        ),
        ClubFileError::BadSeed {
            origin,
            round,
            seed,
        } => t!(
            w,
            "club-bad-seed",
            origin = origin.as_str(),
            round = *round,
            seed = seed.as_str()
        ),
        ClubFileError::BadAction { origin, kind } => t!(
            w,
            "club-bad-action",
            origin = origin.as_str(),
            kind = kind.as_str()
        ),
    }
}

/// Why a match file does not load, naming the file, the line and (for one value) the column.
pub fn match_file_error(w: &Words, error: &MatchFileError) -> String {
    match error {
        MatchFileError::Syntax(load) => load_error(w, load),
        MatchFileError::CutOff { origin } => t!(w, "cut-off", origin = origin.as_str()),
        MatchFileError::AfterEnd { origin, line } => {
            t!(w, "after-end", origin = origin.as_str(), line = *line)
        }
        MatchFileError::NewerFormat {
            origin,
            format,
            max,
        } => t!(
            w,
            "newer-format",
            origin = origin.as_str(),
            format = *format,
            max = *max
        ),
        MatchFileError::FirstDealerNotPlayer { origin, name } => t!(
            w,
            "match-setup-broken",
            origin = origin.as_str(),
            what = t!(w, "first-dealer-not-player", name = name.as_str())
        ),
        MatchFileError::Setup { origin, error } => t!(
            w,
            "match-setup-broken",
            origin = origin.as_str(),
            what = setup_failure(w, error)
        ),
        MatchFileError::VariantCopyBroken { origin, problems } => {
            let listed: Vec<String> = problems.iter().map(|p| problem(w, p)).collect();
            t!(
                w,
                "variant-copy-broken",
                origin = origin.as_str(),
                problems = listed.join("; ")
            )
        }
        MatchFileError::Option {
            origin,
            line,
            column,
            key,
            why,
        } => t!(
            w,
            "file-option",
            origin = origin.as_str(),
            line = *line,
            column = *column,
            key = *key,
            what = match why {
                OptionWhy::Target => t!(w, "why-target"),
                OptionWhy::QuickAndTarget => t!(w, "why-quick-and-target"),
                OptionWhy::NoHands => t!(w, "why-no-hands"),
            }
        ),
        MatchFileError::Value {
            origin,
            line,
            column,
            number,
            game,
            why,
        } => {
            let what = match why {
                ValueWhy::NotPlayer { role, name } => {
                    let id = match role {
                        Role::Took => "not-a-player",
                        Role::Dealer => "dealer-not-player",
                        Role::Bidder => "bidder-not-player",
                        Role::Renege => "renege-not-player",
                        Role::Declarer => "declarer-not-player",
                    };
                    w.get(id, &[super::arg("name", name.as_str())])
                }
                ValueWhy::NotASuit(text) => t!(w, "suit-not-a-suit", text = text.as_str()),
                ValueWhy::NotAPayment(text) => t!(w, "pay-not-a-payment", text = text.as_str()),
                ValueWhy::Out(error) => t!(
                    w,
                    "out-token",
                    error = input_error(w, game, error, Door::File, None)
                ),
                ValueWhy::Input(error) => input_error(w, game, error, Door::File, None),
            };
            t!(
                w,
                "entry-at-value",
                origin = origin.as_str(),
                line = *line,
                column = *column,
                number = *number,
                what = what
            )
        }
        MatchFileError::Entry {
            origin,
            line,
            number,
            game,
            error,
        } => t!(
            w,
            "entry-at-line",
            origin = origin.as_str(),
            line = *line,
            number = *number,
            what = match_error_at(w, game, error, Door::File)
        ),
    }
}

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
