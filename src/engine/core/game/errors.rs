//! Why a match cannot be set up ([`SetupError`]) or an entry cannot be made ([`MatchError`]).

use super::Purse;
use crate::core::cards::Card;
use crate::core::score::Score;
use crate::core::scoring::HandError;
use crate::core::variant::{MoonEffect, PassDir};
use thiserror::Error;

/// Why a match cannot be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A player name is empty.
    EmptyName,
    /// A name with `=`, a comma or a control character.
    BadName(String),
    /// A name with an invisible or text-direction character.
    InvisibleInName {
        /// The name.
        name: String,
        /// The character.
        character: char,
    },
    /// Two names that are one name (in any case, however composed).
    SameName {
        /// The first.
        first: String,
        /// The second.
        second: String,
    },
    /// The game is not played by this many.
    TableSize(crate::core::variant::TableSizeError),
    /// The first dealer is not a seat.
    NoSuchDealer,
    /// A target of 0 or less.
    TargetNotPositive,
    /// A hands limit of 0.
    NoHands,
    /// A quick game and a target.
    QuickAndTarget,
    /// `--chips` in a game that is not played for chips.
    ChipsNotInGame,
    /// `--chips` of 0 or less.
    ChipsNotPositive,
    /// A club table without a number of hands, or with a target or a quick game.
    ClubNeedsHands,
    /// A club table of a game whose totals do not rank players by one number: chips, lives
    /// or complex scores.
    NotForClub,
}

/// Why an entry cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{self:?}")]
pub enum MatchError {
    /// The cards do not add up.
    Cards(#[from] HandError),
    /// Nothing more can be entered; the winner, if there is one.
    MatchOver(Option<usize>),
    /// A renege hand with cards; the offender.
    RenegeWithCards(usize),
    /// A moon in a "choose" variant without the choice.
    MoonChoiceMissing {
        /// The shooter.
        shooter: usize,
        /// The moon's value.
        value: Score,
    },
    /// `--moon` on a hand that is not a moon.
    NotAMoon,
    /// `--moon` where the shooter has no choice: what the moon does there.
    NoMoonChoice {
        /// The moon's effect.
        effect: MoonEffect,
        /// Its value.
        value: Score,
    },
    /// `--out` in a one-pack game.
    OutNotAllowed,
    /// A pass direction this table cannot play.
    PassNotPlayable(PassDir),
    /// A pass direction in a game that never passes.
    NoPassing(PassDir),
    /// No pass given for a hand whose dealer chooses how to pass: the dealer and the choices.
    PassChoiceMissing {
        /// Who deals (and chooses).
        dealer: usize,
        /// What the dealer chooses from.
        choices: Vec<PassDir>,
    },
    /// `undo` with nothing entered.
    NothingToUndo,
    /// `note` with nothing to say.
    EmptyNote,
    /// A hand of points only that does not fit the game.
    Points(super::PointsError),
    /// `edit N` for a hand that was never played.
    NoSuchHand {
        /// The number asked for.
        number: usize,
        /// How many hands have been played.
        played: usize,
    },
    /// An edit after which the match would end before its last recorded hand.
    EditEndsMatchEarly {
        /// The hand that would end the match.
        ends_at: usize,
        /// Who would win.
        winner: usize,
        /// The last recorded hand.
        last: usize,
    },
    /// An edit after which a later hand no longer fits the rules.
    EditBreaksLaterHand {
        /// The later hand.
        number: usize,
        /// What no longer fits.
        reason: Box<MatchError>,
    },
    /// A bad player list or option at `new`.
    Setup(SetupError),
    /// `--declare` in a game without a declaration.
    NoDeclaration,
    /// A hand both declared and reneged.
    DeclaredWithRenege,
    /// `--renege` in a game that charges none (Auction Hearts: the table settles it).
    NoRenegeCharge,
    /// `--bid`, `--suit` or `--all-pass` in a game without bidding; `suit_only` when the suit
    /// alone was given (the refusal is then about the suit's field).
    NoBidding {
        /// Only a penalty suit was given, no bid and no "everyone passed".
        suit_only: bool,
    },
    /// An Auction hand without `--suit`.
    SuitMissing,
    /// An Auction hand without `--bid` (and not `--all-pass`).
    BidMissing,
    /// `--bid` or `--all-pass` on a hand where last hand's high bidder names again.
    NamesAgain {
        /// Last hand's high bidder, who names the suit again.
        namer: usize,
        /// Whether `--all-pass` was given (else `--bid`).
        all_pass: bool,
    },
    /// A bid of 0 or less.
    BidNotPositive,
    /// A bid of more chips than the bidder has.
    BidTooHigh {
        /// The bidder.
        seat: usize,
        /// The bid.
        bid: i64,
        /// The bidder's chips.
        chips: i64,
    },
    /// `--all-pass` with cards, a bid or a suit.
    AllPassWithHand,
    /// `edit N --all-pass`: a hand cannot become a passed-out deal.
    EditIntoAllPass,
    /// Cards entered for, or a deal by, a player who is out of the match (Conquimbert).
    PlayerOut(usize),
    /// `--pay` in a game where no chips are paid during play.
    NoPayments,
    /// A payment of 0 chips or less.
    PaymentNotPositive,
    /// A payment from a player (or the pot) to themselves.
    PaymentToSelf(Purse),
    /// A payment of more chips than the payer held at that point of the hand.
    PaymentTooBig {
        /// Who paid.
        from: Purse,
        /// The payment.
        chips: i64,
        /// What they held.
        held: i64,
    },
    /// `--expose` in a game where no card is exposed before play.
    NoExposing,
    /// A card this game does not expose (Gong Zhu exposes the A♥, Q♠, J♦ and 10♣).
    NotExposable(Card),
    /// A card exposed twice in one hand.
    ExposedTwice(Card),
}
