//! One hand's cards: checking that what the table typed is possible (every scoring card taken
//! exactly once), resolving `rest`, finding the moon, and the points each player took.

use super::cards::{Card, Rank, Suit};
use super::score::Score;
use super::tokens::Token;
use super::variant::{Exposes, Rules};
use std::collections::BTreeMap;
use thiserror::Error;

mod enter;

/// The scoring cards one player took in a hand (or that left play): particular cards, plus a
/// number of hearts typed as a bare count, of no particular rank.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Capture {
    /// Particular cards with their number of copies.
    pub cards: BTreeMap<Card, u8>,
    /// Hearts of no particular rank, each worth the ordinary heart value.
    pub hearts: u32,
    /// Took the first trick (in games that score it).
    pub first: bool,
    /// Took the last trick (in games that score it).
    pub last: bool,
    /// Tricks won (in games that score them).
    pub tricks: u32,
}

impl Capture {
    /// Whether nothing was taken.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty() && self.hearts == 0 && !self.first && !self.last && self.tricks == 0
    }

    /// Cards taken of the penalty suit, in Auction Hearts: the bare number and the cards
    /// typed (which are all of that suit).
    pub fn suit_count(&self) -> u32 {
        self.hearts + self.cards.values().map(|&n| u32::from(n)).sum::<u32>()
    }

    /// Copies of `card` taken.
    pub fn count(&self, card: Card) -> u8 {
        self.cards.get(&card).copied().unwrap_or(0)
    }

    fn add(&mut self, card: Card, copies: u8) {
        if copies > 0 {
            *self.cards.entry(card).or_insert(0) += copies;
        }
    }

    /// The capture as tokens, as if typed again.
    pub fn to_tokens(&self) -> Vec<Token> {
        let mut tokens: Vec<Token> = self
            .cards
            .iter()
            .flat_map(|(&card, &copies)| {
                std::iter::repeat_n(Token::Card(card), usize::from(copies))
            })
            .collect();
        if self.hearts > 0 {
            tokens.push(Token::Hearts(self.hearts));
        }
        if self.first {
            tokens.push(Token::First);
        }
        if self.last {
            tokens.push(Token::Last);
        }
        if self.tricks > 0 {
            tokens.push(Token::Tricks(self.tricks));
        }
        tokens
    }

    /// The capture in the card syntax, cards fanned by suit and rank, the bare count last:
    /// `Q♠ 10♥ 3`; `-` when nothing was taken. Parsing this gives the same capture back.
    pub fn to_card_text(&self) -> String {
        if self.is_empty() {
            return "-".into();
        }
        let mut cards: Vec<(Card, u8)> = self.cards.iter().map(|(&c, &n)| (c, n)).collect();
        cards.sort_by_key(|(card, _)| card.display_order());
        let mut words: Vec<String> = cards
            .iter()
            .flat_map(|&(card, copies)| std::iter::repeat_n(card.to_string(), usize::from(copies)))
            .collect();
        if self.hearts > 0 {
            words.push(self.hearts.to_string());
        }
        if self.first {
            words.push("first".into());
        }
        if self.last {
            words.push("last".into());
        }
        if self.tricks > 0 {
            words.push(format!("tricks:{}", self.tricks));
        }
        words.join(" ")
    }
}

/// A hand's cards after checking: what each player took (in seating order) and what left play.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HandCards {
    /// One capture per seat.
    pub took: Vec<Capture>,
    /// Cards out of play (a dead last trick in Cancellation).
    pub out: Capture,
}

/// Who a card was entered for: a seat, or the cards out of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owner {
    /// A player.
    Seat(usize),
    /// The cards that left play.
    Out,
}

/// Why a card is not in this deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Missing {
    /// The game plays without jokers.
    NoJokers,
    /// The card is stripped for this table size.
    Stripped,
    /// The short deck starts above the card's rank.
    BelowLowest,
    /// The game plays without it.
    Absent,
}

/// One way a hand's totals fail to add up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Gap {
    /// Fewer plain hearts entered than the deck holds.
    Hearts {
        /// Entered.
        entered: u32,
        /// In the deck.
        deck: u32,
    },
    /// Scoring cards nobody took.
    NobodyTook(Vec<Card>),
    /// Nobody has the first (or the last) trick.
    NobodyTookTrick(TrickWord),
    /// Fewer tricks entered than the hand has.
    Tricks {
        /// Entered.
        entered: u32,
        /// In the hand.
        hand: u32,
    },
    /// Fewer cards of the penalty suit entered than the deck holds (Auction Hearts).
    Suit {
        /// The penalty suit.
        suit: Suit,
        /// Entered.
        entered: u32,
        /// In the deck.
        deck: u32,
    },
    /// A card of which the deck holds more copies than were entered.
    Short {
        /// The card.
        card: Card,
        /// Entered.
        entered: u32,
        /// In the deck.
        held: u8,
    },
}

/// Why a hand's cards cannot be right. The words layer says each as one sentence: what is
/// wrong and what is accepted.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{self:?}")]
pub enum HandError {
    /// A card stripped for this table size, below the short deck's lowest rank, or a joker
    /// where there is none.
    NotInDeck {
        /// The card.
        card: Card,
        /// Why.
        why: Missing,
    },
    /// A card worth nothing in this variant: almost certainly a typo.
    ScoresNothing {
        /// The card.
        card: Card,
    },
    /// A bare number where every heart has its own value.
    BareHeartsNotAccepted,
    /// A card entered more often than the deck holds it.
    EnteredTooOften {
        /// The card.
        card: Card,
        /// Everyone it was entered for, once per entry.
        owners: Vec<Owner>,
        /// Copies in the deck.
        held: u8,
    },
    /// More hearts than the deck holds.
    TooManyHearts {
        /// Hearts entered, bare and particular.
        entered: u32,
        /// Hearts in the deck.
        deck: u32,
        /// The last player hearts were entered for, the field to correct (none when only
        /// the cards out of play hold hearts).
        last: Option<usize>,
    },
    /// Not every scoring card was entered.
    Totals(Vec<Gap>),
    /// `rest` for two players: the second one's seat.
    RestTwice(usize),
    /// `rest` together with other cards, for this seat.
    RestNotAlone(usize),
    /// `rest` among the cards out of play.
    RestOutOfPlay,
    /// `first`, `last` or `tricks:N` in a game where it scores nothing.
    TrickScoresNothing(TrickWord),
    /// `first`, `last` or `tricks:N` among the cards out of play.
    TrickOutOfPlay(TrickWord),
    /// The first (or last) trick entered for more than one player.
    TrickTwice {
        /// Which.
        word: TrickWord,
        /// For whom.
        seats: Vec<usize>,
    },
    /// More tricks than the hand has.
    TooManyTricks {
        /// Entered.
        entered: u32,
        /// In the hand.
        hand: u32,
    },
    /// A card of another suit than the penalty suit (Auction Hearts).
    NotPenaltySuit {
        /// The card.
        card: Card,
        /// The penalty suit.
        suit: Suit,
    },
    /// More cards of the penalty suit than the deck holds.
    TooManyOfSuit {
        /// The penalty suit.
        suit: Suit,
        /// Entered.
        entered: u32,
        /// In the deck.
        deck: u32,
        /// The last player cards of it were entered for, the field to correct.
        last: Option<usize>,
    },
    /// Scoring cards for a player who took no trick, in a game that counts tricks.
    CardsWithoutTrick {
        /// The player.
        seat: usize,
        /// One of the scoring cards (none when only a number of hearts was entered).
        card: Option<Card>,
    },
    /// `tricks:N rest` where N is not the number of tricks nobody else took.
    RestTricks {
        /// The player.
        seat: usize,
        /// Tricks entered with `rest`.
        entered: u32,
        /// Tricks nobody else took.
        remaining: u32,
    },
    /// More cards out of play than one trick holds (a dead last trick: one card a player).
    OutMoreThanATrick {
        /// Entered.
        entered: u32,
        /// Players, so cards in a trick.
        most: u32,
    },
    /// More cards out of play than were left over.
    TooManyOut {
        /// Entered.
        entered: u32,
        /// Left over after the deal.
        most: u32,
    },
}

/// `first`, `last` or `tricks:N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrickWord {
    /// The first trick.
    First,
    /// The last trick.
    Last,
    /// A number of tricks.
    Tricks,
}

impl TrickWord {
    fn of(token: &Token) -> TrickWord {
        match token {
            Token::First => TrickWord::First,
            Token::Last => TrickWord::Last,
            _ => TrickWord::Tricks,
        }
    }
}

impl Rules {
    /// The penalty points in a capture (bonus cards included, with their negative value; the
    /// imaginary values on the imaginary axis; all of it multiplied where the capture holds
    /// the multiplying card).
    pub fn points_in(&self, capture: &Capture) -> Score {
        self.points_exposed(capture, &[])
    }

    /// [`Rules::points_in`] in a hand in which these cards were exposed before play (Gong
    /// Zhu): each exposure doubles what it covers (the card, or every card of its suit; a
    /// multiplying card multiplies by twice as much and scores twice as much alone). A player
    /// who took every card of the reversing suit scores those, and the cards that turn with
    /// them, with the opposite sign (after doubling: an exposed Q♠ with all the hearts is
    /// +200). The multiplying card alone (no other card with it) scores its own figure.
    pub fn points_exposed(&self, capture: &Capture, exposed: &[Card]) -> Score {
        let doubled = |card: Card| -> i64 {
            exposed
                .iter()
                .filter(|&&shown| match self.expose.get(&shown) {
                    Some(Exposes::Card) => shown == card,
                    Some(Exposes::Suit) => card.suit().is_some() && shown.suit() == card.suit(),
                    None => false,
                })
                .fold(1, |factor, _| factor * 2)
        };
        let reversed = self
            .reverse
            .as_ref()
            .filter(|r| self.took_whole_suit(capture, r.suit));
        let turned = |card: Card| {
            reversed.is_some_and(|r| card.suit() == Some(r.suit) || r.also.contains(&card))
        };
        let value = |card: Card| {
            let value = self.value(card) * doubled(card);
            if turned(card) { -value } else { value }
        };
        let particular: i64 = capture
            .cards
            .iter()
            .map(|(&card, &copies)| value(card) * i64::from(copies))
            .sum();
        let imaginary: i64 = capture
            .cards
            .iter()
            .map(|(&card, &copies)| self.imaginary_value(card) * i64::from(copies))
            .sum();
        // A bare number of hearts: the plain heart's value, doubled and turned as any heart.
        let plain_heart = Card::new(Rank::TWO, Suit::Hearts);
        let bare = i64::from(capture.hearts)
            * self.plain_heart_value.unwrap_or(0)
            * doubled(plain_heart)
            * if turned(plain_heart) { -1 } else { 1 };
        let tricks = &self.tricks;
        let mut points = particular
            + bare
            + if capture.first { tricks.first } else { 0 }
            + if capture.last { tricks.last } else { 0 }
            + i64::from(capture.tricks) * tricks.each;
        // A combination taken whole scores its own figure instead of its parts.
        if let Some(combo) = &tricks.combo
            && combo.cards.iter().all(|&c| capture.count(c) > 0)
            && (!combo.first || capture.first)
            && (!combo.last || capture.last)
        {
            let parts: i64 = combo.cards.iter().map(|&c| value(c)).sum::<i64>()
                + if combo.first { tricks.first } else { 0 }
                + if combo.last { tricks.last } else { 0 };
            points += combo.points - parts;
        }
        let mut score = Score::new(points, imaginary);
        if let Some(multiplier) = self.multiplier {
            let copies = capture.count(multiplier.card);
            let factor = doubled(multiplier.card);
            let by = multiplier.by * Score::real(factor);
            // Alone: nothing else entered with it (no other card, no bare number of hearts,
            // no trick).
            let alone = copies > 0
                && capture.hearts == 0
                && !capture.first
                && !capture.last
                && capture.tricks == 0
                && capture.cards.keys().all(|&card| card == multiplier.card);
            let mut times = copies;
            if alone {
                score = Score::real(multiplier.alone * factor);
                times -= 1;
            }
            for _ in 0..times {
                score = score * by;
            }
        }
        score
    }

    /// Whether a capture holds every card of `suit` in the deck (the plain hearts as a bare
    /// number or typed).
    pub fn took_whole_suit(&self, capture: &Capture, suit: Suit) -> bool {
        let plain_in_deck = self.plain_hearts_in_deck();
        let plain_taken = || {
            capture.hearts
                + capture
                    .cards
                    .iter()
                    .filter(|&(&card, _)| self.is_plain_heart(card))
                    .map(|(_, &n)| u32::from(n))
                    .sum::<u32>()
        };
        let mut any = false;
        for (card, held) in self.deck.cards() {
            if card.suit() != Some(suit) {
                continue;
            }
            any = true;
            if suit == Suit::Hearts && self.is_plain_heart(card) {
                continue;
            }
            if capture.count(card) < held {
                return false;
            }
        }
        any && (suit != Suit::Hearts || plain_in_deck == 0 || plain_taken() == plain_in_deck)
    }

    /// The player who took every card of the reversing suit, if the game has one and a
    /// player did (Gong Zhu: all the hearts count the other way; not a moon).
    pub fn reversal(&self, hand: &HandCards) -> Option<usize> {
        let reverse = self.reverse.as_ref()?;
        hand.took
            .iter()
            .position(|capture| self.took_whole_suit(capture, reverse.suit))
    }

    /// The bonus (negative) points in a capture: these stay with the taker even on a moon.
    pub fn bonus_in(&self, capture: &Capture) -> Score {
        Score::real(
            capture
                .cards
                .iter()
                .map(|(&card, &copies)| self.value(card).min(0) * i64::from(copies))
                .sum(),
        )
    }

    /// The player who shot the moon, if one did: they took every penalty card (and every
    /// bonus card too where the variant says so). Detected, never declared.
    pub fn shooter(&self, hand: &HandCards) -> Option<usize> {
        let required: Vec<(Card, u8)> = self
            .values
            .iter()
            .filter(|&(&card, &value)| {
                (value > 0
                    || self.imaginary_value(card) > 0
                    || (value < 0 && self.moon.needs_bonus_cards))
                    && !self.is_plain_heart_of_value(card, value)
            })
            .map(|(&card, _)| (card, self.deck.count(card)))
            .collect();
        let plain_in_deck = self.plain_hearts_in_deck();
        hand.took.iter().position(|capture| {
            let plain_taken = capture.hearts
                + capture
                    .cards
                    .iter()
                    .filter(|&(&card, _)| self.is_plain_heart(card))
                    .map(|(_, &n)| u32::from(n))
                    .sum::<u32>();
            (plain_in_deck == 0 || plain_taken == plain_in_deck)
                && required
                    .iter()
                    .all(|&(card, held)| capture.count(card) == held)
        })
    }
}
