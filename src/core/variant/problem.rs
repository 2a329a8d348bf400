//! What can be wrong with a variant file: a [`Problem`] names the key, says [`Why`] and, when
//! known, where in the file it is. The words layer says each in a sentence.

use super::kinds::PassDir;
use crate::core::cards::Card;

/// Where in a file a problem is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// The text of that line.
    pub source_line: String,
}

/// One thing wrong with a variant, naming the key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Dotted key path, e.g. `deck.remove`.
    pub key: String,
    /// What is wrong.
    pub why: Why,
    /// Where the key is written, when known.
    pub at: Option<Position>,
    /// The key is not in this file but comes from the variant it `extends`.
    pub inherited: bool,
}

/// What is wrong with a key of a variant file. The words layer says each in a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// The variant has no name.
    NoName,
    /// `players` is missing or empty.
    NoTableSizes,
    /// `players` names a size twice.
    TableSizeTwice,
    /// A text holds this control or text-direction character.
    ControlCharacter(char),
    /// A table size outside 2 to 11.
    UnsupportedTableSize(usize),
    /// A per-table-size entry that is neither `default` nor 2 to 11.
    StrayCountEntry(String),
    /// A value for a card the deck never holds.
    NeverInDeck(Card),
    /// More points than any value may be worth (either way).
    TooManyPoints {
        /// The value.
        points: i64,
        /// The limit.
        most: i64,
    },
    /// `deck.packs` is not 1 or 2.
    Packs,
    /// `deck.lowest_rank` is not 2 to 10.
    LowestRank,
    /// More than 4 jokers.
    TooManyJokers,
    /// A card to remove that the deck does not hold.
    RemoveNotInDeck {
        /// The card.
        card: Card,
        /// The table size.
        players: usize,
    },
    /// Text that is not a card.
    NotACard(String),
    /// The deck cannot be dealt so.
    CannotDeal {
        /// The table size.
        players: usize,
        /// Cards each.
        cards_each: u32,
        /// The deck's size.
        deck: u32,
    },
    /// An empty pass cycle.
    NoDirection,
    /// A pass direction that needs 4 players (`at_least`: 4 or more).
    PassNeedsFour {
        /// The direction.
        pass: PassDir,
        /// The table size.
        players: usize,
        /// Whether more than 4 will do.
        at_least: bool,
    },
    /// More cards to pass than a hand holds.
    PassTooMany {
        /// Cards passed.
        cards: u32,
        /// Cards in a hand.
        hand: u32,
    },
    /// A scatter pass with fewer cards than opponents.
    ScatterNeedsCards,
    /// A stock to draw from, with this key that treats the leftovers as a kitty.
    StockAndKitty(&'static str),
    /// The lowest club leads, but the deck has no clubs.
    NoClubs,
    /// No card scores.
    NothingScores,
    /// A winning moon in phase 2.
    WinMoonInPhase2,
    /// A target of 0 or less.
    TargetNotPositive,
    /// No target for this table size.
    NoTarget(usize),
    /// A quick target of 0 or less.
    QuickNotPositive,
    /// A hands limit of 0.
    NoHands,
    /// A key the table does not take; the keys it takes.
    UnknownKey(Vec<&'static str>),
    /// A value of the wrong type: what the TOML reader said.
    WrongValue(String),
    /// `name` is not the file's name.
    NameMismatch {
        /// The name written.
        written: String,
        /// The file's name.
        file: String,
    },
    /// `extends` names no variant.
    NoSuchParent(String),
    /// `extends` names the variant itself.
    ExtendsItself(String),
    /// `extends` goes too deep.
    TooDeep {
        /// The limit.
        most: usize,
        /// The first two files and the last.
        chain: [String; 3],
    },
    /// The merged rules do not fit together: what the TOML reader said.
    MergeFailed(String),
    /// A combination of fewer than two things.
    ComboTooSmall,
    /// A declaration that needs no card.
    DeclareNeedsCards,
    /// Text that is not a whole number or a Gaussian integer such as `2i` or `1+2i`.
    NotAScore(String),
    /// `scoring.multiplier` without its card.
    MultiplierNeedsCard,
    /// Scores that can be complex, ended or ranked by the plain total.
    ComplexNeedsMagnitude,
    /// Complex scores in a two-phase game.
    ComplexWithPhases,
    /// Chips to start with of 0 or less.
    ChipsNotPositive,
    /// `[chips]` without `settle`.
    ChipsNeedSettle,
    /// The high bidder leads, in a game without bidding.
    NoBidding,
    /// Chips figures below 0 (`ante`, `dealer_ante`) or not above 0 (`party`).
    ChipsFigure,
    /// Lives or the card points that cost one of 0 or less.
    LivesNotPositive,
    /// Both `[chips]` and `[lives]`.
    ChipsAndLives,
    /// Reversis' settlement, for another table size than 4 (it pays across the table).
    ReversisNeedsFour(usize),
}
