//! Cards, hands and what scores, in words: a token that is not a card, a hand that cannot be right.

use crate::core::cards::Rank;
use crate::core::game::Match;
use crate::core::score::Score;
use crate::core::scoring::{Gap, HandError, Missing, Owner, TrickWord};
use crate::core::tokens::TokenError;
use crate::core::variant::{MoonEffect, Rules};
use crate::t;
use crate::words::Words;

/// A token that is not a card, with examples of what `game` takes; a number too big for a
/// suit, said as hearts only where a bare number stands for hearts.
pub fn token_error(w: &Words, game: &Match, error: &TokenError) -> String {
    match error {
        // "schoppen vrouw": a card in full words is one word (the Dutch review's C28).
        TokenError::NotACard(text)
            if w.lang() == crate::words::Lang::Nl && crate::input::vocab::is_suit_word(text) =>
        {
            t!(
                w,
                "not-a-card-suit-word",
                text = text.as_str(),
                examples = typing_examples(w, game)
            )
        }
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
        HandError::TooManyHearts { entered, deck, .. } => {
            // Where one heart has a value of its own (the Q♥ of Pink Lady and Dirty Hearts),
            // a number counts only the one-point hearts: say so, and how that heart is typed.
            let own: Vec<_> = rules
                .deck
                .cards()
                .map(|(card, _)| card)
                .filter(|&card| card.is_heart() && !rules.is_plain_heart(card))
                .collect();
            match own.as_slice() {
                [card] if rules.plain_heart_value == Some(1) => t!(
                    w,
                    "too-many-plain-hearts",
                    entered = *entered,
                    plain = *deck,
                    card = w.card(*card),
                    typed = w.typed_card(*card)
                ),
                _ => t!(w, "too-many-hearts", entered = *entered, deck = *deck),
            }
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
        HandError::RestTwice(_) => t!(w, "rest-twice"),
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
            ..
        } => t!(
            w,
            "too-many-of-suit",
            suit = w.suit(*suit),
            entered = *entered,
            deck = *deck
        ),
    }
}
