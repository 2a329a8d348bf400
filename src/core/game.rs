//! The match: players in seating order, options, and every entry in order (a hand or a
//! misdeal). Standings are never stored: [`Scoreboard`] replays the entries through the same
//! checks `record` uses, so a match saved and loaded always scores the same.

use super::cards::Suit;
use super::score::Score;
use super::scoring::{HandCards, HandError};
use super::tokens::Token;
use super::variant::{
    Direction, FirstLead, MoonChoice, MoonEffect, PassDir, PhaseScoring, Rules, Settle, TieBreak,
    Variant, Winner,
};
use chrono::{DateTime, FixedOffset};
use thiserror::Error;

/// How long the match lasts, as chosen at `new`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MatchOptions {
    /// Replaces the variant's main threshold.
    pub target: Option<i64>,
    /// Use the variant's quick threshold.
    pub quick: bool,
    /// End after this many hands unless the match ends sooner.
    pub hands: Option<u32>,
    /// Chips each player starts with, in chips games (replaces the variant's).
    pub chips: Option<i64>,
}

/// One hand as entered at the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Hand {
    /// Who actually dealt.
    pub dealer: usize,
    /// Which way cards were actually passed.
    pub pass: PassDir,
    /// What each player took.
    pub cards: HandCards,
    /// The shooter's choice, where the variant gives one.
    pub moon: Option<MoonChoice>,
    /// The player who reneged, if one did.
    pub renege: Option<usize>,
    /// The player who made the game's declaration before the first lead, if one did.
    pub declare: Option<usize>,
    /// The high bid and who made it (Auction Hearts; none when last hand's high bidder named
    /// again).
    pub bid: Option<(usize, i64)>,
    /// The penalty suit named (Auction Hearts).
    pub suit: Option<Suit>,
    /// Chips paid during play, as the table paid them (Reversis).
    pub payments: Vec<Payment>,
    /// When the hand was entered.
    pub time: DateTime<FixedOffset>,
}

/// Where chips come from or go to: a player, or the pot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purse {
    /// A player's chips.
    Seat(usize),
    /// The pot.
    Pot,
}

/// Chips paid during play (Reversis: Quinola, the aces, the pots), as entered with `--pay`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Payment {
    /// Who paid.
    pub from: Purse,
    /// Who was paid.
    pub to: Purse,
    /// How many chips.
    pub chips: i64,
}

/// One line of the match's history.
#[derive(Clone, Debug, PartialEq)]
pub enum Entry {
    /// A scored hand.
    Hand(Hand),
    /// A misdeal: the same dealer deals again; nothing is scored.
    Misdeal {
        /// Who misdealt.
        dealer: usize,
        /// When it was entered.
        time: DateTime<FixedOffset>,
    },
    /// Everyone passed in the bidding (Auction Hearts): nothing is scored and the next dealer
    /// deals; not a hand.
    AllPass {
        /// Who dealt.
        dealer: usize,
        /// When it was entered.
        time: DateTime<FixedOffset>,
    },
}

impl Entry {
    /// When the entry was made.
    pub fn time(&self) -> DateTime<FixedOffset> {
        match self {
            Entry::Hand(hand) => hand.time,
            Entry::Misdeal { time, .. } | Entry::AllPass { time, .. } => *time,
        }
    }
}

/// A hand as typed, before checking: one token list per seat.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HandInput {
    /// Tokens per seat, in seating order.
    pub took: Vec<Vec<Token>>,
    /// Cards out of play.
    pub out: Vec<Token>,
    /// `--moon add|subtract`.
    pub moon: Option<MoonChoice>,
    /// `--renege NAME`.
    pub renege: Option<usize>,
    /// `--dealer NAME`, when someone else dealt than the tool proposed.
    pub dealer: Option<usize>,
    /// `--pass DIR`, when the table passed otherwise.
    pub pass: Option<PassDir>,
    /// `--declare NAME`: who made the game's declaration.
    pub declare: Option<usize>,
    /// `--bid NAME=N`: the high bid (Auction Hearts).
    pub bid: Option<(usize, i64)>,
    /// `--suit S`: the penalty suit named (Auction Hearts).
    pub suit: Option<Suit>,
    /// `--all-pass`: everyone passed in the bidding (Auction Hearts).
    pub all_pass: bool,
    /// `--pay FROM>TO:N`: chips paid during play (Reversis).
    pub payments: Vec<Payment>,
}

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
    TableSize(super::variant::TableSizeError),
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
    /// `undo` with nothing entered.
    NothingToUndo,
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
    /// `--bid`, `--suit` or `--all-pass` in a game without bidding.
    NoBidding,
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
}

/// How a match stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Hands go on.
    Playing,
    /// The best total is shared: these players are breaking the tie.
    TieBreak(Vec<usize>),
    /// The match is over and this player won.
    Won(usize),
}

/// A hand as scored.
#[derive(Clone, Debug, PartialEq)]
pub struct ScoredHand {
    /// 1-based among scored hands (misdeals are not hands).
    pub number: usize,
    /// Position in the match's entries.
    pub entry: usize,
    /// Who dealt.
    pub dealer: usize,
    /// Which way cards were passed.
    pub pass: PassDir,
    /// 1 or 2 in two-phase games.
    pub phase: Option<u8>,
    /// The signed change to each total.
    pub points: Vec<Score>,
    /// Each total after the hand.
    pub totals: Vec<Score>,
    /// The shooter, if the hand was a moon.
    pub moon: Option<usize>,
    /// How the moon was scored: add or subtract (greek and win keep their own names).
    pub moon_scored: Option<MoonEffect>,
    /// Who reneged.
    pub renege: Option<usize>,
    /// Who declared, and whether the declaration was made.
    pub declared: Option<(usize, bool)>,
    /// Chips games: the pot after the hand.
    pub pot: Option<i64>,
    /// Auction Hearts: who named the penalty suit, whether they bid for it this hand (else
    /// they named again), the suit, and what became of the pot.
    pub auction: Option<AuctionHand>,
    /// Lives and Reversis games: each player's card points in the hand.
    pub card_points: Option<Vec<i64>>,
    /// Conquimbert: who lost a life and why, and who went out.
    pub lives: Option<LivesHand>,
    /// Reversis: the payments in play and the settlement after the hand.
    pub reversis: Option<ReversisHand>,
}

/// Who lost a life in a Conquimbert hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LivesHand {
    /// The players who lost a life (or would have, when `spared`).
    pub lost: Vec<usize>,
    /// Whether they reached the points that cost a life (else they had the most points).
    pub reached: bool,
    /// The hand would have taken the last life of every player still in: nobody lost one.
    pub spared: bool,
    /// The players who went out with this hand.
    pub out: Vec<usize>,
}

/// A Reversis hand's chips: what was paid in play and how the hand was settled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReversisHand {
    /// The dealer's chips into the pot at the deal.
    pub dealer_ante: i64,
    /// The payments entered with the hand.
    pub payments: Vec<Payment>,
    /// The settlement after the last trick; none when nobody was left to pay.
    pub settlement: Option<Settlement>,
}

/// How a Reversis hand was settled after the last trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Settlement {
    /// One player took every trick: 16 chips from each other player, 32 from across.
    Reversis {
        /// The player.
        seat: usize,
        /// Chips received in all.
        chips: i64,
    },
    /// A player took no trick: the player with the most card points pays them the Party.
    Espagnolette {
        /// The player without a trick.
        seat: usize,
        /// Who paid.
        payer: usize,
        /// Chips paid.
        chips: i64,
    },
    /// The fewest card points take the Party from the most.
    Party {
        /// The fewest card points.
        winner: usize,
        /// The most card points.
        payer: usize,
        /// Chips paid.
        chips: i64,
    },
}

/// What happened in an Auction hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AuctionHand {
    /// The high bidder, who named the suit.
    pub namer: usize,
    /// The bid paid this hand; none when last hand's high bidder named again.
    pub bid: Option<i64>,
    /// The penalty suit.
    pub suit: Suit,
    /// What became of the pot.
    pub pot: PotResult,
}

/// What became of the pot after an Auction hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PotResult {
    /// The one player who took none of the suit took it all.
    Won {
        /// The player.
        seat: usize,
        /// Chips taken.
        chips: i64,
    },
    /// The two players who took none split it; an odd chip stays.
    Split {
        /// The two players.
        seats: (usize, usize),
        /// Chips each took.
        each: i64,
    },
    /// Nobody won it: it stays, and the high bidder names the suit again.
    Stays,
}

/// The next hand to deal.
#[derive(Clone, Debug, PartialEq)]
pub struct NextHand {
    /// 1-based hand number.
    pub number: usize,
    /// Who deals.
    pub dealer: usize,
    /// Which way to pass.
    pub pass: PassDir,
    /// 1 or 2 in two-phase games.
    pub phase: Option<u8>,
    /// Auction Hearts: last hand's high bidder, who names the suit again without bidding.
    pub names_again: Option<usize>,
    /// Who leads the first trick.
    pub leader: FirstLeader,
}

/// A player's place in the ranking.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// 1 for the best.
    pub place: usize,
    /// The player.
    pub seat: usize,
    /// Whether another player shares this place.
    pub tied: bool,
}

/// Standings recomputed from the entries.
#[derive(Clone, Debug, PartialEq)]
pub struct Scoreboard {
    /// Every scored hand in order.
    pub hands: Vec<ScoredHand>,
    /// Each player's total.
    pub totals: Vec<Score>,
    /// The phase of the next hand (of the last hand once finished): 1 or 2.
    pub phase: u8,
    /// Playing, breaking a tie, or won.
    pub outcome: Outcome,
    /// Chips games: the chips in the pot.
    pub pot: i64,
    /// Auction Hearts: last hand's high bidder when the pot stayed; they name again.
    pub names_again: Option<usize>,
    /// Lives games: the players out, in the order they went out, with the hand that took
    /// their last life.
    pub out: Vec<(usize, usize)>,
    next_dealer: usize,
}

impl Scoreboard {
    /// Whether the match is over.
    pub fn finished(&self) -> bool {
        matches!(self.outcome, Outcome::Won(_))
    }

    /// The winner, once the match is over.
    pub fn winner(&self) -> Option<usize> {
        match self.outcome {
            Outcome::Won(seat) => Some(seat),
            _ => None,
        }
    }

    /// The players breaking a tie, if a tie is being broken.
    pub fn tiebreak(&self) -> Option<&[usize]> {
        match &self.outcome {
            Outcome::TieBreak(tied) => Some(tied),
            _ => None,
        }
    }

    /// Every player's place by this game's own rule, best first: the winner first (once there
    /// is one), then by total (lowest first where the lowest wins; by magnitude where the game
    /// says so). Players with the same total
    /// share a place, and the next place skips as many as shared it (1, 2, 2, 4).
    pub fn ranking(&self, rules: &Rules) -> Vec<Place> {
        // In a lives game a player who went out later stands above one who went out sooner.
        let out_at = |seat: usize| {
            self.out
                .iter()
                .find(|&&(s, _)| s == seat)
                .map_or(usize::MAX, |&(_, hand)| hand)
        };
        let better = |a: usize, b: usize| -> bool {
            match self.winner() {
                Some(w) if a == w && b != w => return true,
                Some(w) if b == w => return false,
                _ => {}
            }
            if rules.lives.is_some() && out_at(a) != out_at(b) {
                return out_at(a) > out_at(b);
            }
            let (a, b) = (
                rules.standing(self.totals[a]),
                rules.standing(self.totals[b]),
            );
            match rules.winner {
                Winner::Lowest => a < b,
                Winner::Highest => a > b,
            }
        };
        let seats = 0..self.totals.len();
        let mut places: Vec<Place> = seats
            .clone()
            .map(|seat| {
                let ahead = seats.clone().filter(|&other| better(other, seat)).count();
                let level = seats
                    .clone()
                    .filter(|&other| other != seat && !better(other, seat) && !better(seat, other))
                    .count();
                Place {
                    place: ahead + 1,
                    seat,
                    tied: level > 0,
                }
            })
            .collect();
        places.sort_by_key(|p| (p.place, p.seat));
        places
    }

    /// The hand to deal next; none once the match is over.
    pub fn next(&self, rules: &Rules) -> Option<NextHand> {
        if self.finished() {
            return None;
        }
        let number = self.hands.len() + 1;
        Some(NextHand {
            number,
            dealer: self.next_dealer,
            pass: rules.pass_for_hand(number),
            phase: rules.has_phases().then_some(self.phase),
            names_again: self.names_again,
            leader: self.leader(rules, self.next_dealer),
        })
    }

    /// Whether a player is out of the match (lives games).
    pub fn is_out(&self, seat: usize) -> bool {
        self.out.iter().any(|&(s, _)| s == seat)
    }

    /// The next player after `seat` in the direction of play, skipping players who are out.
    pub fn seat_after(&self, rules: &Rules, seat: usize) -> usize {
        self.seat_towards(rules.direction, rules.players, seat)
    }

    /// The next player after `seat` going `direction`, skipping players who are out.
    fn seat_towards(&self, direction: Direction, n: usize, seat: usize) -> usize {
        let step = match direction {
            Direction::Clockwise => 1,
            Direction::CounterClockwise => n - 1,
        };
        let mut next = seat;
        for _ in 0..n {
            next = (next + step) % n;
            if !self.is_out(next) {
                return next;
            }
        }
        (seat + step) % n
    }

    /// Who leads the first trick of a hand dealt by `dealer`.
    pub fn leader(&self, rules: &Rules, dealer: usize) -> FirstLeader {
        match (rules.first_lead, rules.lowest_club()) {
            (FirstLead::HighBidder, _) => FirstLeader::HighBidder,
            (FirstLead::LowestClub, Some(club)) => FirstLeader::Holder(club),
            (FirstLead::RightOfDealer, _) => FirstLeader::RightOfDealer(self.seat_towards(
                Direction::CounterClockwise,
                rules.players,
                dealer,
            )),
            _ => FirstLeader::LeftOfDealer(self.seat_towards(
                Direction::Clockwise,
                rules.players,
                dealer,
            )),
        }
    }
}

/// Who leads the first trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FirstLeader {
    /// Whoever holds this card (the lowest club in the deck).
    Holder(super::cards::Card),
    /// This seat, to the dealer's left (the first player still in, in a lives game).
    LeftOfDealer(usize),
    /// This seat, to the dealer's right (play goes counter-clockwise).
    RightOfDealer(usize),
    /// The high bidder (Auction Hearts), not known before the bidding (on a hand where last
    /// hand's high bidder names again, [`NextHand::names_again`] says who).
    HighBidder,
}

/// A match being played or finished.
#[derive(Clone, Debug)]
pub struct Match {
    /// The variant as it was when the match started.
    pub variant: Variant,
    /// The variant for this table size.
    pub rules: Rules,
    /// Names in seating order (clockwise).
    pub players: Vec<String>,
    /// Who dealt the first hand.
    pub first_dealer: usize,
    /// Target, quick game, hands limit.
    pub options: MatchOptions,
    /// When the match started.
    pub started: DateTime<FixedOffset>,
    /// Every hand and misdeal in order.
    pub entries: Vec<Entry>,
    /// Which checks the saved hands went through when they were entered.
    pub checks: Checks,
}

/// Which checks a match's saved hands went through. A new hand always goes through every
/// check; a match saved before the rulings of "one way in" (`pass` in a game that never
/// passes, scoring cards without a trick, more cards out than a trick) keeps its hands that
/// break them, until `edit` mends each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Checks {
    /// Every check.
    #[default]
    All,
    /// The checks before the rulings of "one way in".
    BeforeOneWayIn,
}

impl Match {
    /// Sets up a match, checking the table size, the names and the options.
    pub fn new(
        variant: Variant,
        players: Vec<String>,
        first_dealer: usize,
        options: MatchOptions,
        started: DateTime<FixedOffset>,
    ) -> Result<Match, MatchError> {
        check_names(&players)?;
        let rules = variant
            .rules(players.len())
            .map_err(|e| MatchError::Setup(SetupError::TableSize(e)))?
            .clone();
        let refuse = |why| Err(MatchError::Setup(why));
        if first_dealer >= players.len() {
            return refuse(SetupError::NoSuchDealer);
        }
        if options.target.is_some_and(|t| t <= 0) {
            return refuse(SetupError::TargetNotPositive);
        }
        if options.hands == Some(0) {
            return refuse(SetupError::NoHands);
        }
        if options.quick && options.target.is_some() {
            return refuse(SetupError::QuickAndTarget);
        }
        if let Some(chips) = options.chips {
            if rules.chips.is_none() {
                return refuse(SetupError::ChipsNotInGame);
            }
            if chips <= 0 {
                return refuse(SetupError::ChipsNotPositive);
            }
        }
        Ok(Match {
            variant,
            rules,
            players,
            first_dealer,
            options,
            started,
            entries: Vec::new(),
            checks: Checks::All,
        })
    }

    /// The main threshold in force: `--target`, else the quick figure with `--quick`, else the
    /// variant's own.
    pub fn target(&self) -> i64 {
        match (self.options.target, self.options.quick) {
            (Some(target), _) => target,
            (None, true) => self.rules.quick_target,
            (None, false) => self.rules.target,
        }
    }

    /// The hands limit in force, if any: a chips game without one ends when every player
    /// has dealt twice.
    pub fn hands_limit(&self) -> Option<u32> {
        self.options.hands.or(self.rules.hands).or_else(|| {
            self.rules
                .chips
                .map(|_| u32::try_from(2 * self.players.len()).unwrap_or(u32::MAX))
        })
    }

    /// Each player's chips at the start, in chips games.
    pub fn start_chips(&self) -> Option<i64> {
        self.rules
            .chips
            .map(|chips| self.options.chips.unwrap_or(chips.start))
    }

    /// Every total before the first hand: 0, the lives each player starts with, or the chips
    /// each player starts with less what they put into the pot at the start.
    pub fn start_totals(&self) -> Vec<Score> {
        let start = match (self.start_chips(), self.rules.lives) {
            (Some(chips), _) => chips - self.start_ante(),
            (None, Some(lives)) => lives.start,
            (None, None) => 0,
        };
        vec![Score::real(start); self.players.len()]
    }

    /// What each player puts into the pot at the start of a chips game (never more than they
    /// have).
    fn start_ante(&self) -> i64 {
        match (self.rules.chips, self.start_chips()) {
            (Some(rules), Some(chips)) => rules.ante.min(chips),
            _ => 0,
        }
    }

    /// Whether this is a Reversis game (payments in play, settled by tricks and card points).
    pub fn reversis(&self) -> bool {
        self.rules
            .chips
            .is_some_and(|chips| chips.settle == Settle::Reversis)
    }

    /// Whether this is an Auction game (bidding for the penalty suit).
    pub fn auction(&self) -> bool {
        self.rules
            .chips
            .is_some_and(|chips| chips.settle == Settle::Auction)
    }

    /// Replays every entry into standings.
    pub fn scoreboard(&self) -> Scoreboard {
        let mut board = self.empty_board();
        for (index, entry) in self.entries.iter().enumerate() {
            self.apply(&mut board, index, entry);
        }
        board
    }

    fn empty_board(&self) -> Scoreboard {
        Scoreboard {
            hands: Vec::new(),
            totals: self.start_totals(),
            phase: 1,
            outcome: Outcome::Playing,
            pot: self.start_ante() * self.players.len() as i64,
            names_again: None,
            out: Vec::new(),
            next_dealer: self.first_dealer,
        }
    }

    /// Checks a typed hand against the rules and the match so far, and turns it into a hand
    /// ready to be entered. `board` must be this match's current scoreboard.
    pub fn check_hand(
        &self,
        board: &Scoreboard,
        input: &HandInput,
        time: DateTime<FixedOffset>,
    ) -> Result<Hand, MatchError> {
        self.check_hand_under(board, input, time, Checks::All)
    }

    fn check_hand_under(
        &self,
        board: &Scoreboard,
        input: &HandInput,
        time: DateTime<FixedOffset>,
        checks: Checks,
    ) -> Result<Hand, MatchError> {
        let rules = &self.rules;
        let Some(next) = board.next(rules) else {
            return Err(self.over_error(board));
        };
        if !input.out.is_empty() && rules.packs < 2 && !rules.out_of_play {
            return Err(MatchError::OutNotAllowed);
        }
        if input.renege.is_some() && (rules.chips.is_some() || rules.lives.is_some()) {
            return Err(MatchError::NoRenegeCharge);
        }
        self.check_bidding(board, input)?;
        self.check_payments(input)?;
        let dealer = input.dealer.unwrap_or(next.dealer);
        if board.is_out(dealer) {
            return Err(MatchError::PlayerOut(dealer));
        }
        if let Some(seat) = (0..self.players.len())
            .find(|&seat| board.is_out(seat) && input.took.get(seat).is_some_and(|t| !t.is_empty()))
        {
            return Err(MatchError::PlayerOut(seat));
        }
        if input.declare.is_some() {
            if rules.declaration.is_none() {
                return Err(MatchError::NoDeclaration);
            }
            if input.renege.is_some() {
                return Err(MatchError::DeclaredWithRenege);
            }
        }
        if let Some(pass) = input.pass {
            match self.check_pass(pass) {
                Err(MatchError::NoPassing(_)) if checks == Checks::BeforeOneWayIn => {}
                checked => checked?,
            }
        }
        let cards = match input.renege {
            Some(offender) => {
                if input.took.iter().any(|t| !t.is_empty()) || !input.out.is_empty() {
                    return Err(MatchError::RenegeWithCards(offender));
                }
                HandCards {
                    took: vec![Default::default(); self.players.len()],
                    out: Default::default(),
                }
            }
            None => match input.suit {
                Some(suit) if self.auction() => HandCards {
                    out: Default::default(),
                    ..rules.enter_suit(&input.took, suit)?
                },
                _ => rules.enter_cards_under(
                    &input.took,
                    &input.out,
                    self.leftovers(board),
                    checks == Checks::All,
                )?,
            },
        };
        let effect = self.moon_effect(board.phase);
        let shooter = if input.renege.is_some() || effect == MoonEffect::None {
            None
        } else {
            rules.shooter(&cards)
        };
        match (input.moon, shooter) {
            (Some(_), _) if effect != MoonEffect::Choose => {
                return Err(MatchError::NoMoonChoice {
                    effect,
                    value: Score::real(rules.moon.value),
                });
            }
            (Some(_), None) => return Err(MatchError::NotAMoon),
            (None, Some(seat)) if effect == MoonEffect::Choose => {
                return Err(MatchError::MoonChoiceMissing {
                    shooter: seat,
                    value: self.moon_value(&cards, seat),
                });
            }
            _ => {}
        }
        let hand = Hand {
            dealer,
            pass: input.pass.unwrap_or(next.pass),
            cards,
            moon: input.moon,
            renege: input.renege,
            declare: input.declare,
            bid: input.bid,
            suit: input.suit,
            payments: input.payments.clone(),
            time,
        };
        if self.reversis()
            && let Some(short) = self.pay_in_play(board, &hand).short
        {
            return Err(short);
        }
        Ok(hand)
    }

    /// A pass the table says it made: none in a game that never passes, and only a way this
    /// many players can pass.
    pub fn check_pass(&self, pass: PassDir) -> Result<(), MatchError> {
        if self.never_passes() {
            return Err(MatchError::NoPassing(pass));
        }
        if !pass.playable_with(self.players.len()) {
            return Err(MatchError::PassNotPlayable(pass));
        }
        Ok(())
    }

    /// Whether every hand of this game is a hold hand: no pass may be entered.
    pub fn never_passes(&self) -> bool {
        self.rules
            .pass_cycle
            .iter()
            .all(|&pass| pass == PassDir::Hold)
    }

    /// A saved hand's pass as entered again: a game that never passes saves `hold` for every
    /// hand, which is no pass entered.
    pub fn pass_as_entered(&self, pass: PassDir) -> Option<PassDir> {
        (!(self.never_passes() && pass == PassDir::Hold)).then_some(pass)
    }

    /// The cards left after this hand's deal: the variant's figure, or in a lives game what
    /// is left when the pack is dealt evenly among the players still in.
    pub fn leftovers(&self, board: &Scoreboard) -> u32 {
        if self.rules.lives.is_none() {
            return self.rules.kitty;
        }
        let still_in = (self.players.len() - board.out.len()).max(1);
        let deck = u32::try_from(self.rules.deck.len()).unwrap_or(u32::MAX);
        deck % u32::try_from(still_in).unwrap_or(1)
    }

    /// `--pay`: only in Reversis; each payment more than 0 chips, between two different
    /// purses. (Whether the payer held that much is checked with the settlement.)
    fn check_payments(&self, input: &HandInput) -> Result<(), MatchError> {
        if input.payments.is_empty() {
            return Ok(());
        }
        if !self.reversis() {
            return Err(MatchError::NoPayments);
        }
        for payment in &input.payments {
            if payment.chips <= 0 {
                return Err(MatchError::PaymentNotPositive);
            }
            if payment.from == payment.to {
                return Err(MatchError::PaymentToSelf(payment.from));
            }
        }
        Ok(())
    }

    /// The bidding of an Auction hand: a suit every hand; a bid unless last hand's high bidder
    /// names again (then none, and no `--all-pass`); a bid the bidder can pay. Elsewhere none
    /// of it.
    fn check_bidding(&self, board: &Scoreboard, input: &HandInput) -> Result<(), MatchError> {
        if !self.auction() {
            if input.bid.is_some() || input.suit.is_some() || input.all_pass {
                return Err(MatchError::NoBidding);
            }
            return Ok(());
        }
        if let Some(namer) = board.names_again
            && (input.bid.is_some() || input.all_pass)
        {
            return Err(MatchError::NamesAgain {
                namer,
                all_pass: input.all_pass,
            });
        }
        if input.all_pass {
            let cards = input.took.iter().any(|t| !t.is_empty()) || !input.out.is_empty();
            if cards || input.bid.is_some() || input.suit.is_some() {
                return Err(MatchError::AllPassWithHand);
            }
            return Ok(());
        }
        if input.suit.is_none() {
            return Err(MatchError::SuitMissing);
        }
        match input.bid {
            None if board.names_again.is_none() => Err(MatchError::BidMissing),
            Some((_, bid)) if bid <= 0 => Err(MatchError::BidNotPositive),
            Some((seat, bid)) if bid > board.totals[seat].re => Err(MatchError::BidTooHigh {
                seat,
                bid,
                chips: board.totals[seat].re,
            }),
            _ => Ok(()),
        }
    }

    /// Checks and enters a hand; returns the standings after it.
    pub fn record(
        &mut self,
        input: &HandInput,
        time: DateTime<FixedOffset>,
    ) -> Result<Scoreboard, MatchError> {
        let mut board = self.scoreboard();
        self.push_hand(&mut board, input, time)?;
        Ok(board)
    }

    /// Checks a hand against `board` (this match's current standings), enters it, and brings
    /// `board` up to date. Loading a match file replays its hands through this.
    pub fn push_hand(
        &mut self,
        board: &mut Scoreboard,
        input: &HandInput,
        time: DateTime<FixedOffset>,
    ) -> Result<(), MatchError> {
        if input.all_pass {
            if board.finished() {
                return Err(self.over_error(board));
            }
            self.check_bidding(board, input)?;
            let dealer = match input.dealer {
                Some(dealer) => dealer,
                None => board.next_dealer,
            };
            let entry = Entry::AllPass { dealer, time };
            self.apply(board, self.entries.len(), &entry);
            self.entries.push(entry);
            return Ok(());
        }
        self.push_hand_under(board, input, time, Checks::All)
    }

    fn push_hand_under(
        &mut self,
        board: &mut Scoreboard,
        input: &HandInput,
        time: DateTime<FixedOffset>,
        checks: Checks,
    ) -> Result<(), MatchError> {
        if input.all_pass {
            return self.push_hand(board, input, time);
        }
        let hand = self.check_hand_under(board, input, time, checks)?;
        self.entries.push(Entry::Hand(hand));
        let index = self.entries.len() - 1;
        self.apply(board, index, &self.entries[index]);
        Ok(())
    }

    /// Enters a saved hand again under the checks it was saved under (see [`Checks`]).
    /// Returns the ruling of "one way in" the hand breaks, if it was saved before them and
    /// breaks one; a hand that breaks an older check is refused.
    pub fn replay_hand(
        &mut self,
        board: &mut Scoreboard,
        input: &HandInput,
        time: DateTime<FixedOffset>,
    ) -> Result<Option<MatchError>, MatchError> {
        match self.push_hand(board, input, time) {
            Ok(()) => Ok(None),
            Err(broken) if self.checks == Checks::BeforeOneWayIn => {
                self.push_hand_under(board, input, time, Checks::BeforeOneWayIn)?;
                Ok(Some(broken))
            }
            Err(refused) => Err(refused),
        }
    }

    /// The saved hands that break a ruling of "one way in", by hand number, with the ruling
    /// each breaks (only a match saved before them can hold any).
    pub fn hands_breaking_rulings(&self) -> Vec<(usize, MatchError)> {
        if self.checks == Checks::All {
            return Vec::new();
        }
        let mut replayed = Match {
            entries: Vec::new(),
            ..self.clone()
        };
        let mut board = replayed.scoreboard();
        let mut broken = Vec::new();
        for entry in &self.entries {
            match entry {
                Entry::Hand(hand) => {
                    let number = board.hands.len() + 1;
                    let input = replayed.input_of(hand);
                    if let Ok(Some(ruling)) = replayed.replay_hand(&mut board, &input, hand.time) {
                        broken.push((number, ruling));
                    }
                }
                other => {
                    let index = replayed.entries.len();
                    replayed.apply(&mut board, index, other);
                    replayed.entries.push(other.clone());
                }
            }
        }
        broken
    }

    /// Enters a misdeal by `dealer`, who deals the same hand again; nothing is scored.
    pub fn push_misdeal(
        &mut self,
        board: &mut Scoreboard,
        dealer: usize,
        time: DateTime<FixedOffset>,
    ) -> Result<(), MatchError> {
        if board.finished() {
            return Err(self.over_error(board));
        }
        let entry = Entry::Misdeal { dealer, time };
        self.apply(board, self.entries.len(), &entry);
        self.entries.push(entry);
        Ok(())
    }

    /// Enters a misdeal of the next hand: its dealer deals again. Returns that dealer.
    pub fn misdeal(&mut self, time: DateTime<FixedOffset>) -> Result<usize, MatchError> {
        let mut board = self.scoreboard();
        let next = board
            .next(&self.rules)
            .ok_or_else(|| self.over_error(&board))?;
        self.push_misdeal(&mut board, next.dealer, time)?;
        Ok(next.dealer)
    }

    /// Re-records hand `number` (1-based) with the same checks as a new hand, keeping its
    /// dealer, pass and time unless `input` gives them, and rescores every later hand. Refused
    /// if the match would then end before its last recorded hand, or a later hand would no
    /// longer fit; then nothing changes.
    pub fn edit(&mut self, number: usize, input: &HandInput) -> Result<Scoreboard, MatchError> {
        if input.all_pass {
            return Err(MatchError::EditIntoAllPass);
        }
        let hand_entries: Vec<(usize, &Hand)> = self
            .entries
            .iter()
            .enumerate()
            .filter_map(|(i, e)| match e {
                Entry::Hand(hand) => Some((i, hand)),
                Entry::Misdeal { .. } | Entry::AllPass { .. } => None,
            })
            .collect();
        let Some(&(index, original)) = number.checked_sub(1).and_then(|i| hand_entries.get(i))
        else {
            return Err(MatchError::NoSuchHand {
                number,
                played: hand_entries.len(),
            });
        };
        let input = HandInput {
            dealer: input.dealer.or(Some(original.dealer)),
            // A game that never passes has no pass to keep (an older file may hold one).
            pass: input
                .pass
                .or((!self.never_passes()).then_some(original.pass)),
            ..input.clone()
        };
        let time = original.time;
        let later: Vec<Entry> = self.entries[index + 1..].to_vec();
        let mut edited = Match {
            entries: self.entries[..index].to_vec(),
            ..self.clone()
        };
        let mut board = edited.scoreboard();
        edited.push_hand(&mut board, &input, time)?;
        let total_hands = hand_entries.len();
        for entry in later {
            if let Some(winner) = board.winner() {
                return Err(MatchError::EditEndsMatchEarly {
                    ends_at: board.hands.len(),
                    winner,
                    last: total_hands,
                });
            }
            match entry {
                Entry::Misdeal { dealer, time } => edited.push_misdeal(&mut board, dealer, time)?,
                Entry::AllPass { dealer, time } => {
                    let passed = HandInput {
                        all_pass: true,
                        dealer: Some(dealer),
                        ..HandInput::default()
                    };
                    let number = board.hands.len() + 1;
                    edited.push_hand(&mut board, &passed, time).map_err(|e| {
                        MatchError::EditBreaksLaterHand {
                            number,
                            reason: Box::new(e),
                        }
                    })?;
                }
                Entry::Hand(hand) => {
                    let again = edited.input_of(&hand);
                    let number = board.hands.len() + 1;
                    edited
                        .replay_hand(&mut board, &again, hand.time)
                        .map_err(|e| MatchError::EditBreaksLaterHand {
                            number,
                            reason: Box::new(e),
                        })?;
                }
            }
        }
        *self = edited;
        Ok(board)
    }

    /// A saved hand as it is entered again: its cards as tokens, its dealer, pass and
    /// declarations.
    pub fn input_of(&self, hand: &Hand) -> HandInput {
        HandInput {
            took: hand.cards.took.iter().map(|c| c.to_tokens()).collect(),
            out: hand.cards.out.to_tokens(),
            moon: hand.moon,
            renege: hand.renege,
            dealer: Some(hand.dealer),
            pass: self.pass_as_entered(hand.pass),
            declare: hand.declare,
            bid: hand.bid,
            suit: hand.suit,
            all_pass: false,
            payments: hand.payments.clone(),
        }
    }

    /// Removes the last entry, a hand or a misdeal.
    pub fn undo(&mut self) -> Result<Entry, MatchError> {
        self.entries.pop().ok_or(MatchError::NothingToUndo)
    }

    fn over_error(&self, board: &Scoreboard) -> MatchError {
        MatchError::MatchOver(board.winner())
    }

    /// What the moon does in `phase`.
    pub fn moon_effect(&self, phase: u8) -> MoonEffect {
        if phase == 2 {
            self.rules.moon.phase2_effect
        } else {
            self.rules.moon.effect
        }
    }

    /// What `shooter`'s moon is worth in a hand with these cards: the variant's figure, or
    /// what the shooter's own cards score (Complex Hearts).
    pub fn moon_value(&self, cards: &HandCards, shooter: usize) -> Score {
        if self.rules.moon.shooter_cards {
            self.rules.points_in(&cards.took[shooter])
        } else {
            Score::real(self.rules.moon.value)
        }
    }

    fn apply(&self, board: &mut Scoreboard, index: usize, entry: &Entry) {
        let hand = match entry {
            Entry::Misdeal { dealer, .. } => {
                board.next_dealer = *dealer;
                return;
            }
            Entry::AllPass { dealer, .. } => {
                board.next_dealer = board.seat_after(&self.rules, *dealer);
                return;
            }
            Entry::Hand(hand) => hand,
        };
        let rules = &self.rules;
        let n = self.players.len();
        let phase = board.phase;
        let sign = match (&rules.phase2, phase) {
            (Some(p2), 2) if p2.scoring == PhaseScoring::Subtract => -1,
            _ => 1,
        };
        let mut points = vec![Score::ZERO; n];
        let mut moon = None;
        let mut moon_scored = None;
        let mut instant_winner = None;
        let mut declared = None;
        let mut pot = None;
        let mut auction = None;
        let mut card_points = None;
        let mut lives = None;
        let mut reversis = None;
        let effect = self.moon_effect(phase);
        let shooter = match (hand.renege, effect) {
            (Some(_), _) | (None, MoonEffect::None) => None,
            (None, _) => rules.shooter(&hand.cards),
        };
        if let (Some(suit), true) = (hand.suit, self.auction()) {
            let (chips, settled) = self.settle_auction(board, hand, suit);
            points = chips;
            pot = Some(board.pot + points.iter().map(|p| -p.re).sum::<i64>());
            auction = Some(settled);
        } else if self.reversis() {
            let (chips, after) = self.settle_reversis(board, hand);
            points = chips.points;
            pot = Some(after);
            card_points = Some(chips.card_points);
            reversis = Some(chips.hand);
        } else if let Some(life_rules) = rules.lives {
            let taken: Vec<i64> = hand
                .cards
                .took
                .iter()
                .map(|c| rules.points_in(c).re)
                .collect();
            let lost = self.lives_lost(board, &taken, life_rules.lose_at);
            for &seat in &lost.lost {
                if !lost.spared {
                    points[seat] = Score::real(-1);
                }
            }
            card_points = Some(taken);
            lives = Some(lost);
        } else if let (Some(declarer), Some(declaration)) = (hand.declare, &rules.declaration) {
            // A declared hand scores only the declaration, made or failed.
            let taken = &hand.cards.took[declarer];
            let made = declaration.needs.iter().all(|&card| taken.count(card) > 0);
            let (own, others) = if made {
                declaration.success
            } else {
                declaration.failure
            };
            points = vec![Score::real(sign * others); n];
            points[declarer] = Score::real(sign * own);
            declared = Some((declarer, made));
        } else if let Some(offender) = hand.renege {
            points[offender] = match rules.winner {
                Winner::Lowest => rules.renege_charge,
                Winner::Highest => -rules.renege_charge,
            };
        } else if let Some(seat) = shooter {
            let value = self.moon_value(&hand.cards, seat);
            let scored = match effect {
                MoonEffect::Choose => match hand.moon {
                    Some(MoonChoice::Subtract) => MoonEffect::Subtract,
                    _ => MoonEffect::Add,
                },
                MoonEffect::Best => {
                    let mut trial = vec![value; n];
                    trial[seat] = Score::ZERO;
                    let after: Vec<Score> = board
                        .totals
                        .iter()
                        .zip(&trial)
                        .map(|(&t, &p)| t + p)
                        .collect();
                    match self.outcome_after(board, &trial, &after, board.hands.len() + 1) {
                        (Outcome::Won(winner), _) if winner != seat => MoonEffect::Subtract,
                        (Outcome::TieBreak(tied), _) if !tied.contains(&seat) => {
                            MoonEffect::Subtract
                        }
                        _ => MoonEffect::Add,
                    }
                }
                other => other,
            };
            match scored {
                MoonEffect::Subtract => points[seat] = -value,
                MoonEffect::Greek => {
                    points = vec![value; n];
                    points[seat] = -value * (n as i64 - 1);
                }
                MoonEffect::Win => instant_winner = Some(seat),
                _ => {
                    points = vec![value; n];
                    points[seat] = Score::ZERO;
                }
            }
            if scored != MoonEffect::Win {
                for (at, (p, capture)) in points.iter_mut().zip(&hand.cards.took).enumerate() {
                    // Where the moon is the shooter's own cards, every opponent still scores
                    // theirs (the moon added after, never multiplied); elsewhere only the
                    // bonus cards stay with their takers.
                    *p += match (rules.moon.shooter_cards, at == seat) {
                        (true, true) => Score::ZERO,
                        (true, false) => rules.points_in(capture) * sign,
                        (false, _) => rules.bonus_in(capture) * sign,
                    };
                }
            }
            moon = Some(seat);
            moon_scored = Some(scored);
        } else {
            for (p, capture) in points.iter_mut().zip(&hand.cards.took) {
                *p = rules.points_in(capture) * sign;
            }
        }
        if let (Some(p2), 2) = (&rules.phase2, phase)
            && p2.exact_zero
        {
            for (p, total) in points.iter_mut().zip(&board.totals) {
                let after = total.re + p.re;
                if after < p2.ends_at {
                    p.re = (2 * p2.ends_at - after) - total.re;
                }
            }
        }
        let totals: Vec<Score> = board
            .totals
            .iter()
            .zip(&points)
            .map(|(&t, &p)| t + p)
            .collect();
        let number = board.hands.len() + 1;
        let (outcome, next_phase) = match instant_winner {
            Some(seat) => (Outcome::Won(seat), phase),
            None => self.outcome_after(board, &points, &totals, number),
        };
        board.hands.push(ScoredHand {
            number,
            entry: index,
            dealer: hand.dealer,
            pass: hand.pass,
            phase: rules.has_phases().then_some(phase),
            points,
            totals: totals.clone(),
            moon,
            moon_scored,
            renege: hand.renege,
            declared,
            pot,
            auction,
            card_points,
            lives: lives.clone(),
            reversis,
        });
        if let Some(lost) = &lives {
            board
                .out
                .extend(lost.out.iter().map(|&seat| (seat, number)));
        }
        if self.reversis() {
            board.pot = pot.unwrap_or(board.pot);
        }
        if let Some(settled) = auction {
            board.pot = pot.unwrap_or(board.pot);
            board.names_again = (settled.pot == PotResult::Stays).then_some(settled.namer);
        }
        board.totals = totals;
        board.outcome = outcome;
        board.phase = next_phase;
        board.next_dealer = board.seat_after(rules, hand.dealer);
    }

    /// Who loses a life after a Conquimbert hand with these card points: every player still
    /// in who reached `lose_at`; if nobody did, the player(s) still in with the most. Nobody
    /// loses one if that would take the last life of every player still in.
    fn lives_lost(&self, board: &Scoreboard, taken: &[i64], lose_at: i64) -> LivesHand {
        let still_in: Vec<usize> = (0..self.players.len())
            .filter(|&seat| !board.is_out(seat))
            .collect();
        let mut lost: Vec<usize> = still_in
            .iter()
            .copied()
            .filter(|&seat| taken[seat] >= lose_at)
            .collect();
        let reached = !lost.is_empty();
        if !reached {
            let most = still_in.iter().map(|&seat| taken[seat]).max().unwrap_or(0);
            lost = still_in
                .iter()
                .copied()
                .filter(|&seat| taken[seat] == most)
                .collect();
        }
        let last_life = |seat: usize| board.totals[seat].re <= 1;
        let spared = lost.len() == still_in.len() && lost.iter().all(|&seat| last_life(seat));
        let out = if spared {
            Vec::new()
        } else {
            lost.iter()
                .copied()
                .filter(|&seat| last_life(seat))
                .collect()
        };
        LivesHand {
            lost,
            reached,
            spared,
            out,
        }
    }

    /// The chips of a Reversis hand before its settlement: the dealer's ante into the pot,
    /// then the payments in play in the order entered. Nobody pays more than they hold; the
    /// first payment that asked for more is kept as the error `record` gives.
    fn pay_in_play(&self, board: &Scoreboard, hand: &Hand) -> InPlay {
        let dealer_ante = self.rules.chips.map_or(0, |c| c.dealer_ante);
        let mut chips: Vec<i64> = board.totals.iter().map(|t| t.re).collect();
        let mut pot = board.pot;
        let dealer_ante = dealer_ante.min(chips[hand.dealer].max(0));
        chips[hand.dealer] -= dealer_ante;
        pot += dealer_ante;
        let mut short = None;
        for payment in &hand.payments {
            let held = match payment.from {
                Purse::Seat(seat) => chips[seat],
                Purse::Pot => pot,
            };
            let paid = payment.chips.min(held.max(0));
            if paid < payment.chips && short.is_none() {
                short = Some(MatchError::PaymentTooBig {
                    from: payment.from,
                    chips: payment.chips,
                    held,
                });
            }
            match payment.from {
                Purse::Seat(seat) => chips[seat] -= paid,
                Purse::Pot => pot -= paid,
            }
            match payment.to {
                Purse::Seat(seat) => chips[seat] += paid,
                Purse::Pot => pot += paid,
            }
        }
        InPlay {
            chips,
            pot,
            dealer_ante,
            short,
        }
    }

    /// A Reversis hand's chips after it: [`Match::pay_in_play`], then the settlement
    /// (Reversis, else Espagnolette, else Party); the pot after the hand.
    fn settle_reversis(&self, board: &Scoreboard, hand: &Hand) -> (ReversisChips, i64) {
        let rules = &self.rules;
        let n = self.players.len();
        let InPlay {
            mut chips,
            pot,
            dealer_ante,
            ..
        } = self.pay_in_play(board, hand);
        let took = &hand.cards.took;
        let tricks: Vec<u32> = took.iter().map(|c| c.tricks).collect();
        let card_points: Vec<i64> = took.iter().map(|c| rules.points_in(c).re).collect();
        let settlement = reversis_settlement(
            &tricks,
            &card_points,
            hand.dealer,
            hand.declare,
            rules.tricks.per_hand,
            rules.chips.map_or(0, |c| c.party),
        );
        let mut pay = |from: usize, to: usize, amount: i64| -> i64 {
            let paid = amount.min(chips[from].max(0));
            chips[from] -= paid;
            chips[to] += paid;
            paid
        };
        let across = |a: usize, b: usize| n == 4 && (a + 2) % 4 == b;
        let doubled =
            |a: usize, b: usize, amount: i64| if across(a, b) { 2 * amount } else { amount };
        let settlement = match settlement {
            Some(Settlement::Reversis { seat, .. }) => {
                let received = (0..n)
                    .filter(|&other| other != seat)
                    .map(|other| pay(other, seat, doubled(other, seat, 16)))
                    .sum();
                Some(Settlement::Reversis {
                    seat,
                    chips: received,
                })
            }
            Some(Settlement::Espagnolette { seat, payer, chips }) => {
                Some(Settlement::Espagnolette {
                    seat,
                    payer,
                    chips: pay(payer, seat, doubled(payer, seat, chips)),
                })
            }
            Some(Settlement::Party {
                winner,
                payer,
                chips,
            }) => Some(Settlement::Party {
                winner,
                payer,
                chips: pay(payer, winner, doubled(payer, winner, chips)),
            }),
            None => None,
        };
        let points = chips
            .iter()
            .zip(&board.totals)
            .map(|(&after, before)| Score::real(after - before.re))
            .collect();
        (
            ReversisChips {
                points,
                card_points,
                hand: ReversisHand {
                    dealer_ante,
                    payments: hand.payments.clone(),
                    settlement,
                },
            },
            pot,
        )
    }

    /// An Auction hand's chip changes: the high bidder pays the bid into the pot; each player
    /// pays a chip per card of the penalty suit taken (what they have, at most), except one who
    /// took every card of it; then one player who took none takes the pot, two split it (an
    /// odd chip stays), otherwise it stays and the high bidder names again.
    fn settle_auction(
        &self,
        board: &Scoreboard,
        hand: &Hand,
        suit: Suit,
    ) -> (Vec<Score>, AuctionHand) {
        let n = self.players.len();
        let mut chips: Vec<i64> = board.totals.iter().map(|t| t.re).collect();
        let mut pot = board.pot;
        let namer = match (hand.bid, board.names_again) {
            (Some((seat, _)), _) | (None, Some(seat)) => seat,
            (None, None) => hand.dealer,
        };
        if let Some((seat, bid)) = hand.bid {
            chips[seat] -= bid;
            pot += bid;
        }
        let counts: Vec<u32> = hand.cards.took.iter().map(|c| c.suit_count()).collect();
        let in_suit: u32 = counts.iter().sum();
        let took_all = counts.iter().any(|&c| c > 0 && c == in_suit);
        if !took_all {
            for (seat, &count) in counts.iter().enumerate() {
                let paid = i64::from(count).min(chips[seat].max(0));
                chips[seat] -= paid;
                pot += paid;
            }
        }
        let none: Vec<usize> = (0..n).filter(|&seat| counts[seat] == 0).collect();
        let result = match (took_all, none.as_slice()) {
            (false, &[seat]) => {
                let won = pot;
                chips[seat] += won;
                PotResult::Won { seat, chips: won }
            }
            (false, &[a, b]) => {
                let each = pot / 2;
                chips[a] += each;
                chips[b] += each;
                PotResult::Split {
                    seats: (a, b),
                    each,
                }
            }
            _ => PotResult::Stays,
        };
        let points = chips
            .iter()
            .zip(&board.totals)
            .map(|(&after, before)| Score::real(after - before.re))
            .collect();
        let settled = AuctionHand {
            namer,
            bid: hand.bid.map(|(_, bid)| bid),
            suit,
            pot: result,
        };
        (points, settled)
    }

    /// How the match stands after a hand with these points and totals, and the next phase.
    fn outcome_after(
        &self,
        board: &Scoreboard,
        points: &[Score],
        totals: &[Score],
        number: usize,
    ) -> (Outcome, u8) {
        let rules = &self.rules;
        let better = |a: i128, b: i128| match rules.winner {
            Winner::Lowest => a < b,
            Winner::Highest => a > b,
        };
        // Compared by standing: the total, or its magnitude (3+4i and 5 are level there).
        let leaders = |among: &[usize], score: &dyn Fn(usize) -> Score| -> Vec<usize> {
            let standing = |s: usize| rules.standing(score(s));
            let best = among
                .iter()
                .map(|&s| standing(s))
                .reduce(|a, b| if better(b, a) { b } else { a });
            among
                .iter()
                .copied()
                .filter(|&s| Some(standing(s)) == best)
                .collect()
        };
        let decide = |tied: Vec<usize>| {
            if tied.len() == 1 {
                Outcome::Won(tied[0])
            } else {
                Outcome::TieBreak(tied)
            }
        };
        let everyone: Vec<usize> = (0..self.players.len()).collect();
        let mut phase = board.phase;
        let outcome = match &board.outcome {
            Outcome::TieBreak(tied) => match rules.tie {
                TieBreak::ExtraHand => decide(leaders(tied, &|s| points[s])),
                TieBreak::PlayOn => decide(leaders(&everyone, &|s| totals[s])),
            },
            Outcome::Won(seat) => Outcome::Won(*seat),
            Outcome::Playing => {
                let limit_reached = self
                    .hands_limit()
                    .is_some_and(|limit| number >= limit as usize);
                let target = rules.standing_of_target(self.target());
                let target_reached = match (&rules.phase2, phase) {
                    (Some(_), 1) => {
                        if totals.iter().any(|&t| rules.standing(t) >= target) {
                            phase = 2;
                        }
                        false
                    }
                    (Some(p2), _) => totals.iter().any(|&t| t.re <= p2.ends_at),
                    // Auction ends at once when a player has no chips left.
                    (None, _) if self.auction() => totals.iter().any(|&t| t.re <= 0),
                    (None, _) if rules.chips.is_some() => false,
                    // A lives game ends when one player is left in.
                    (None, _) if rules.lives.is_some() => {
                        totals.iter().filter(|&&t| t.re > 0).count() <= 1
                    }
                    (None, _) => totals.iter().any(|&t| rules.standing(t) >= target),
                };
                if limit_reached || target_reached {
                    decide(leaders(&everyone, &|s| totals[s]))
                } else {
                    Outcome::Playing
                }
            }
        };
        (outcome, phase)
    }
}

/// A Reversis hand's chips after the dealer's ante and the payments in play.
struct InPlay {
    chips: Vec<i64>,
    pot: i64,
    dealer_ante: i64,
    /// The first payment of more than the payer held.
    short: Option<MatchError>,
}

/// What a Reversis hand did to the chips.
struct ReversisChips {
    points: Vec<Score>,
    card_points: Vec<i64>,
    hand: ReversisHand,
}

/// Who settles a Reversis hand, before any chips move (the figures are the amounts before
/// doubling across the table). A player who took every trick made a Reversis. Otherwise a
/// player without a trick made an Espagnolette (among several: the declarer, else the first
/// from the dealer's right) and the player with the most card points pays them the Party.
/// Otherwise the fewest card points win the Party from the most. Ties for the fewest go to
/// fewer tricks, then to the first from the dealer going left (the dealer first); ties for
/// the most to more tricks, then to the first from the dealer going right (the dealer
/// first). A declarer of an Espagnolette who took a trick counts as having the most card
/// points. None when nobody is left to pay.
pub fn reversis_settlement(
    tricks: &[u32],
    card_points: &[i64],
    dealer: usize,
    declarer: Option<usize>,
    per_hand: u32,
    party: i64,
) -> Option<Settlement> {
    let n = tricks.len();
    if let Some(seat) = (0..n).find(|&seat| tricks[seat] == per_hand) {
        return Some(Settlement::Reversis { seat, chips: 16 });
    }
    let left_from_dealer: Vec<usize> = (0..n).map(|k| (dealer + k) % n).collect();
    let right_from_dealer: Vec<usize> = (0..n).map(|k| (dealer + n - k) % n).collect();
    let failed_declarer = declarer.filter(|&seat| tricks[seat] > 0);
    let most = |except: Option<usize>| -> Option<usize> {
        failed_declarer.or_else(|| {
            right_from_dealer
                .iter()
                .copied()
                .filter(|&seat| Some(seat) != except)
                .max_by(|&a, &b| {
                    (card_points[a], tricks[a])
                        .cmp(&(card_points[b], tricks[b]))
                        // `max_by` keeps the last of equals: put the earlier seat last.
                        .then_with(|| {
                            position(&right_from_dealer, b).cmp(&position(&right_from_dealer, a))
                        })
                })
        })
    };
    let without_trick: Vec<usize> = right_from_dealer[1..]
        .iter()
        .chain(std::iter::once(&dealer))
        .copied()
        .filter(|&seat| tricks[seat] == 0)
        .collect();
    if let Some(&first) = without_trick.first() {
        let seat = declarer
            .filter(|d| without_trick.contains(d))
            .unwrap_or(first);
        let payer = most(Some(seat))?;
        return (payer != seat).then_some(Settlement::Espagnolette {
            seat,
            payer,
            chips: party,
        });
    }
    let winner = left_from_dealer
        .iter()
        .copied()
        .filter(|&seat| Some(seat) != failed_declarer)
        .min_by(|&a, &b| {
            (card_points[a], tricks[a])
                .cmp(&(card_points[b], tricks[b]))
                .then_with(|| position(&left_from_dealer, a).cmp(&position(&left_from_dealer, b)))
        })?;
    let payer = most(Some(winner))?;
    (payer != winner).then_some(Settlement::Party {
        winner,
        payer,
        chips: party,
    })
}

fn position(order: &[usize], seat: usize) -> usize {
    order.iter().position(|&s| s == seat).unwrap_or(usize::MAX)
}

impl Purse {
    /// As the card syntax writes it: the player's name, or `pot`.
    pub fn written(self, players: &[String]) -> String {
        match self {
            Purse::Seat(seat) => players.get(seat).cloned().unwrap_or_default(),
            Purse::Pot => "pot".to_string(),
        }
    }
}

impl Payment {
    /// As `--pay` takes it and the match file keeps it: `Ann>pot:5`.
    pub fn written(&self, players: &[String]) -> String {
        format!(
            "{}>{}:{}",
            self.from.written(players),
            self.to.written(players),
            self.chips
        )
    }
}

/// A payment as typed, `FROM>TO:N`, split into its payer, payee and chips (names not yet
/// looked up); none when it is not of that shape.
pub fn split_payment(text: &str) -> Option<(&str, &str, i64)> {
    let (purses, chips) = text.rsplit_once(':')?;
    let (from, to) = purses.split_once('>')?;
    let chips = chips.trim().parse().ok()?;
    Some((from.trim(), to.trim(), chips))
}

/// Checks player names for `new`: not empty, no `=`, `,` or control characters, and no two
/// the same when case is ignored.
pub fn check_names(players: &[String]) -> Result<(), MatchError> {
    for name in players {
        if name.is_empty() {
            return Err(MatchError::Setup(SetupError::EmptyName));
        }
        if name.contains('=') || name.contains(',') || name.chars().any(char::is_control) {
            return Err(MatchError::Setup(SetupError::BadName(name.clone())));
        }
        if let Some(character) = name.chars().find(|&c| super::visible::is_invisible(c)) {
            return Err(MatchError::Setup(SetupError::InvisibleInName {
                name: name.clone(),
                character,
            }));
        }
    }
    for (i, name) in players.iter().enumerate() {
        if let Some(other) = players[..i].iter().find(|o| folded(o) == folded(name)) {
            return Err(MatchError::Setup(SetupError::SameName {
                first: other.clone(),
                second: name.clone(),
            }));
        }
    }
    Ok(())
}

/// A name as compared with others: composed the same way (NFC) and in lower case, so that
/// names that only look different in their bytes are one name.
fn folded(name: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    name.trim().nfc().collect::<String>().to_lowercase()
}

/// A name typed for a player that finds nobody, or more than one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameError {
    /// No player has this name or a name starting with it.
    Unknown(String),
    /// Several players' names start with it.
    Ambiguous {
        /// What was typed.
        typed: String,
        /// Whose names start with it.
        seats: Vec<usize>,
    },
}

/// Finds a player by name: an exact name in any case wins, else a unique case-insensitive
/// prefix (names compared as [`check_names`] does).
pub fn find_player(players: &[String], typed: &str) -> Result<usize, NameError> {
    let wanted = folded(typed);
    if let Some(seat) = players.iter().position(|p| folded(p) == wanted) {
        return Ok(seat);
    }
    let matching: Vec<usize> = (0..players.len())
        .filter(|&s| !wanted.is_empty() && folded(&players[s]).starts_with(&wanted))
        .collect();
    match matching.as_slice() {
        [seat] => Ok(*seat),
        [] => Err(NameError::Unknown(typed.trim().to_string())),
        many => Err(NameError::Ambiguous {
            typed: typed.trim().to_string(),
            seats: many.to_vec(),
        }),
    }
}
