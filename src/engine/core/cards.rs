//! Cards and decks: the 52-card pack, stripped and short packs, two packs shuffled together and
//! jokers. A deck is a multiset, because Cancellation Hearts plays with every card twice.

use std::collections::BTreeMap;
use std::fmt;

/// The four suits. The order is only used for sorting; there are no trumps in this family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    /// ♣
    Clubs,
    /// ♦
    Diamonds,
    /// ♥
    Hearts,
    /// ♠
    Spades,
}

impl Suit {
    /// Every suit, clubs first.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The suit's symbol as printed on cards.
    pub fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    /// The suit's letter in the ASCII card syntax.
    pub fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    /// A suit as a variant file names it: its letter (`S H D C`), its symbol or its English
    /// name, in any case. What a table types in its own language (Dutch `R K`, `harten`) is the
    /// input layer's vocabulary (`input::vocab::suit`), not the core's.
    pub fn from_word(text: &str) -> Option<Suit> {
        match text.trim().to_lowercase().as_str() {
            "s" | "♠" | "spades" => Some(Suit::Spades),
            "h" | "♥" | "hearts" => Some(Suit::Hearts),
            "d" | "♦" | "diamonds" => Some(Suit::Diamonds),
            "c" | "♣" | "clubs" => Some(Suit::Clubs),
            _ => None,
        }
    }

    /// The suit's name in words.
    pub fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        }
    }
}

/// A rank from 2 to ace, ace high. Stored as 2..=14.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl Rank {
    /// The lowest rank of a full pack.
    pub const TWO: Rank = Rank(2);
    /// The jack.
    pub const JACK: Rank = Rank(11);
    /// The queen.
    pub const QUEEN: Rank = Rank(12);
    /// The king.
    pub const KING: Rank = Rank(13);
    /// The ace, highest rank.
    pub const ACE: Rank = Rank(14);

    /// A rank from its number (2–10, jack 11, queen 12, king 13, ace 14).
    pub fn new(value: u8) -> Option<Rank> {
        (2..=14).contains(&value).then_some(Rank(value))
    }

    /// 2..=14, ace high.
    pub fn value(self) -> u8 {
        self.0
    }

    /// The rank's points when hearts score their rank (Spot Hearts): ace 1, 2–10 face value,
    /// jack 11, queen 12, king 13.
    pub fn spot_value(self) -> i64 {
        if self.0 == 14 { 1 } else { i64::from(self.0) }
    }

    /// Every rank from `lowest` up to the ace.
    pub fn from_up(lowest: Rank) -> impl Iterator<Item = Rank> {
        (lowest.0..=14).map(Rank)
    }

    /// Parses `2`–`10`, `T`, `J`, `Q`, `K`, `A` in any case.
    pub fn parse(text: &str) -> Option<Rank> {
        let value = match text.to_ascii_lowercase().as_str() {
            "t" | "10" => 10,
            "j" => 11,
            "q" => 12,
            "k" => 13,
            "a" => 14,
            digits => digits.parse::<u8>().ok().filter(|v| (2..=9).contains(v))?,
        };
        Rank::new(value)
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            11 => f.write_str("J"),
            12 => f.write_str("Q"),
            13 => f.write_str("K"),
            14 => f.write_str("A"),
            n => write!(f, "{n}"),
        }
    }
}

/// One card: a rank of a suit, or a joker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Card {
    /// An ordinary card.
    Suited {
        /// 2..ace
        rank: Rank,
        /// ♣ ♦ ♥ ♠
        suit: Suit,
    },
    /// A joker (Joker Hearts).
    Joker,
}

impl Card {
    /// An ordinary card.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card::Suited { rank, suit }
    }

    /// The queen of spades, the card the whole family is about.
    pub const QUEEN_OF_SPADES: Card = Card::new(Rank::QUEEN, Suit::Spades);

    /// The card's suit, none for a joker.
    pub fn suit(self) -> Option<Suit> {
        match self {
            Card::Suited { suit, .. } => Some(suit),
            Card::Joker => None,
        }
    }

    /// Whether this card is a heart.
    pub fn is_heart(self) -> bool {
        self.suit() == Some(Suit::Hearts)
    }

    /// The ASCII form used as a key in variant files: `QS`, `10H`, `JK`.
    pub fn code(self) -> String {
        match self {
            Card::Suited { rank, suit } => format!("{rank}{}", suit.letter()),
            Card::Joker => "JK".to_string(),
        }
    }

    /// Sort key for showing cards the way players fan them: spades, hearts, diamonds, clubs,
    /// high to low, jokers last.
    pub fn display_order(self) -> (u8, u8) {
        match self {
            Card::Suited { rank, suit } => {
                let suit_order = match suit {
                    Suit::Spades => 0,
                    Suit::Hearts => 1,
                    Suit::Diamonds => 2,
                    Suit::Clubs => 3,
                };
                (suit_order, 14 - rank.value())
            }
            Card::Joker => (4, 0),
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Card::Suited { rank, suit } => write!(f, "{rank}{}", suit.symbol()),
            Card::Joker => f.write_str("joker"),
        }
    }
}

/// The cards in play: how many copies of each card the pack holds (two in Cancellation).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Deck {
    counts: BTreeMap<Card, u8>,
}

impl Deck {
    /// `packs` standard packs from `lowest` to the ace in every suit, plus `jokers` jokers.
    /// `Deck::standard(Rank::TWO, 1, 0)` is the 52-card pack; lowest 6 gives 36 cards.
    pub fn standard(lowest: Rank, packs: u8, jokers: u8) -> Deck {
        let mut counts = BTreeMap::new();
        for suit in Suit::ALL {
            for rank in Rank::from_up(lowest) {
                counts.insert(Card::new(rank, suit), packs);
            }
        }
        if jokers > 0 {
            counts.insert(Card::Joker, jokers);
        }
        Deck { counts }
    }

    /// Takes one copy of `card` out of the deck; false if the deck has none.
    pub fn remove(&mut self, card: Card) -> bool {
        match self.counts.get_mut(&card) {
            Some(count) if *count > 1 => {
                *count -= 1;
                true
            }
            Some(_) => {
                self.counts.remove(&card);
                true
            }
            None => false,
        }
    }

    /// How many copies of `card` the deck holds.
    pub fn count(&self, card: Card) -> u8 {
        self.counts.get(&card).copied().unwrap_or(0)
    }

    /// Whether the deck holds `card` at all.
    pub fn contains(&self, card: Card) -> bool {
        self.count(card) > 0
    }

    /// The number of cards, copies included.
    pub fn len(&self) -> usize {
        self.counts.values().map(|&c| usize::from(c)).sum()
    }

    /// Whether the deck is empty.
    pub fn is_empty(&self) -> bool {
        self.counts.is_empty()
    }

    /// Each distinct card with its number of copies.
    pub fn cards(&self) -> impl Iterator<Item = (Card, u8)> + '_ {
        self.counts.iter().map(|(&card, &count)| (card, count))
    }

    /// How many hearts the pack holds, copies counted (13 in a full pack).
    pub fn hearts(&self) -> u8 {
        self.cards()
            .filter(|(card, _)| card.is_heart())
            .map(|(_, copies)| copies)
            .sum()
    }

    /// The lowest club still in the deck: the card whose holder leads in most games.
    pub fn lowest_club(&self) -> Option<Card> {
        self.counts
            .keys()
            .filter(|card| card.suit() == Some(Suit::Clubs))
            .min_by_key(|card| match card {
                Card::Suited { rank, .. } => rank.value(),
                Card::Joker => u8::MAX,
            })
            .copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_variant_files_suit_is_english_and_the_dutch_words_are_the_vocabularys() {
        // Issue 40: the Dutch suit words live in the words layer, not in the core.
        assert_eq!(Suit::from_word("H"), Some(Suit::Hearts));
        assert_eq!(Suit::from_word("clubs"), Some(Suit::Clubs));
        for dutch in ["harten", "klaveren", "R", "K"] {
            assert_eq!(Suit::from_word(dutch), None, "{dutch}");
        }
    }

    #[test]
    fn standard_deck_has_52_cards() {
        assert_eq!(Deck::standard(Rank::TWO, 1, 0).len(), 52);
    }

    #[test]
    fn short_deck_from_six_has_36_cards_and_six_of_clubs_is_lowest() {
        let deck = Deck::standard(Rank::new(6).unwrap(), 1, 0);
        assert_eq!(deck.len(), 36);
        assert_eq!(
            deck.lowest_club(),
            Some(Card::new(Rank::new(6).unwrap(), Suit::Clubs))
        );
    }

    #[test]
    fn thirty_two_card_deck_from_seven() {
        assert_eq!(Deck::standard(Rank::new(7).unwrap(), 1, 0).len(), 32);
    }

    #[test]
    fn two_packs_hold_every_card_twice() {
        let deck = Deck::standard(Rank::TWO, 2, 0);
        assert_eq!(deck.len(), 104);
        assert_eq!(deck.count(Card::QUEEN_OF_SPADES), 2);
    }

    #[test]
    fn jokers_are_added_to_the_pack() {
        let mut deck = Deck::standard(Rank::TWO, 1, 1);
        assert_eq!(deck.len(), 53);
        assert!(deck.remove(Card::new(Rank::TWO, Suit::Hearts)));
        assert_eq!(deck.len(), 52);
        assert!(!deck.contains(Card::new(Rank::TWO, Suit::Hearts)));
        assert!(deck.contains(Card::Joker));
    }

    #[test]
    fn removing_the_two_of_clubs_makes_the_three_the_lowest_club() {
        let mut deck = Deck::standard(Rank::TWO, 1, 0);
        deck.remove(Card::new(Rank::TWO, Suit::Clubs));
        assert_eq!(
            deck.lowest_club(),
            Some(Card::new(Rank::new(3).unwrap(), Suit::Clubs))
        );
    }

    #[test]
    fn cards_print_with_suit_symbols() {
        assert_eq!(Card::QUEEN_OF_SPADES.to_string(), "Q♠");
        assert_eq!(
            Card::new(Rank::new(10).unwrap(), Suit::Hearts).to_string(),
            "10♥"
        );
        assert_eq!(Card::QUEEN_OF_SPADES.code(), "QS");
    }

    #[test]
    fn spot_values_run_from_ace_one_to_king_thirteen() {
        let total: i64 = Rank::from_up(Rank::TWO).map(Rank::spot_value).sum();
        assert_eq!(total, 91);
    }
}
