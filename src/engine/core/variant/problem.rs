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
    /// A value of the wrong kind: a number where text belongs, text where a table belongs.
    WrongType {
        /// What the key takes.
        wanted: Wanted,
        /// What the file gives.
        found: Found,
        /// The key also takes a table of such values by number of players.
        by_players: bool,
        /// The value is one item of the key's list.
        in_list: bool,
    },
    /// A word the key does not take (`"links"` for a pass direction); the words it takes.
    UnknownWord {
        /// The word written.
        word: String,
        /// Every word the key takes.
        accepted: &'static [&'static str],
    },
    /// A value the TOML reader refused although the file's shape was checked: what it said.
    /// Only a mistake in [`super::SCHEMA`] can bring it; a test keeps the two in step.
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
    /// `scoring.reverse` without its suit.
    ReverseNeedsSuit,
    /// Text that is not a suit.
    NotASuit(String),
    /// A card a rule needs to see taken that is not entered at `record` (no value, not
    /// counted, not the multiplier).
    NotEntered(Card),
    /// A card that is not in the deck for this many players.
    NotInDeckFor {
        /// The card.
        card: Card,
        /// The table size.
        players: usize,
    },
    /// `first_lead = "holder"` without `play.lead_card`.
    LeadCardMissing,
    /// A target below 0 in a game with phases, magnitudes, chips or lives.
    NegativeTargetHere,
    /// A quick target of 0 or more where the target is below 0.
    QuickNotNegative,
}

/// What a key of a variant file takes, for a value of the wrong kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wanted {
    /// Text in quotes.
    Text,
    /// A whole number.
    Whole,
    /// A whole number from 0 to `most`.
    Count {
        /// The largest.
        most: u64,
    },
    /// `true` or `false`.
    YesNo,
    /// One of these words.
    Word(&'static [&'static str]),
    /// A whole number or this word (`"rank"`).
    WholeOr(&'static str),
    /// A rank: `"6"` or `6`.
    Rank,
    /// A table of keys.
    Table,
    /// A list of such values.
    List(Box<Wanted>),
}

/// What a variant file gives where a value of another kind belongs: the value itself where it
/// is short (text is cut to [`Found::SHOWN`] characters).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// Text.
    Text(String),
    /// A whole number, as written.
    Whole(String),
    /// A number with a fraction or an exponent, as written.
    Decimal(String),
    /// `true` or `false`.
    YesNo(bool),
    /// A date or a time.
    Date,
    /// A list.
    List,
    /// A table.
    Table,
}

impl Found {
    /// The most characters of a text or a number a problem repeats.
    pub const SHOWN: usize = 40;
}
