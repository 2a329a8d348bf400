//! The match: players in seating order, options, and every entry in order (a hand or a
//! misdeal). Standings are never stored: [`Scoreboard`] replays the entries through the same
//! checks `record` uses, so a match saved and loaded always scores the same.
//!
//! This file owns the match itself: [`Match`], its options, its entries and hands as entered
//! and as typed, and its public API (`new`, `record`, `push_hand`, `replay_hand`, `edit`,
//! `undo`, …). The rest is split by concept: `board` (standings and seat order), `check`
//! (checking a typed hand), `apply` (scoring one entry into the standings), `chips` (Auction
//! and Reversis), `lives` (Conquimbert), `names` (player names) and `errors`.

mod apply;
mod board;
mod check;
mod chips;
mod edit;
mod errors;
mod lives;
mod log;
mod names;
mod points;
mod seen;

pub use board::{FirstLeader, NextHand, Outcome, Place, Scoreboard, ScoredHand};
pub use chips::{
    AuctionHand, Payment, PotResult, Purse, ReversisHand, Settlement, reversis_settlement,
    split_payment,
};
pub use edit::{Anew, Edited, Fact, HandEdit};
pub use errors::{MatchError, SetupError};
pub use lives::LivesHand;
pub use log::{Action, Change, Door, Made, Replaced};
pub use names::{NameError, check_names, find_player, fold_name};
pub use points::{PointsError, PointsHand};
pub use seen::{Aim, MovedOn, Seen};

use crate::core::cards::{Card, Suit};
use crate::core::score::Score;
use crate::core::scoring::HandCards;
use crate::core::tokens::Token;
use crate::core::variant::{MoonChoice, MoonEffect, PassDir, Rules, Settle, Variant};
use chrono::{DateTime, FixedOffset};

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
    /// A club table (see `core::club`): the match ends after its `hands`, never by score
    /// (a phase threshold still starts phase 2; a moon that wins at once still ends it), and
    /// players level at the end share the place instead of playing a tie-break hand.
    pub club: bool,
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
    /// Cards shown before play (Gong Zhu), in the order entered.
    pub exposed: Vec<Card>,
    /// When the hand was entered.
    pub time: DateTime<FixedOffset>,
    /// Through which door it was entered (none in files from before doors were kept).
    pub door: Option<Door>,
}

impl Hand {
    /// When and through which door the hand was entered.
    pub fn made(&self) -> Made {
        Made {
            time: self.time,
            door: self.door,
        }
    }
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
        /// Through which door.
        door: Option<Door>,
    },
    /// A hand known by its points only (`import`): the scoreboard takes its points as given.
    Points(PointsHand),
    /// Everyone passed in the bidding (Auction Hearts): nothing is scored and the next dealer
    /// deals; not a hand.
    AllPass {
        /// Who dealt.
        dealer: usize,
        /// When it was entered.
        time: DateTime<FixedOffset>,
        /// Through which door.
        door: Option<Door>,
    },
}

impl Entry {
    /// When the entry was made.
    pub fn time(&self) -> DateTime<FixedOffset> {
        match self {
            Entry::Hand(hand) => hand.time,
            Entry::Points(hand) => hand.time,
            Entry::Misdeal { time, .. } | Entry::AllPass { time, .. } => *time,
        }
    }

    /// When and through which door the entry was made.
    pub fn made(&self) -> Made {
        let door = match self {
            Entry::Hand(hand) => hand.door,
            Entry::Points(hand) => hand.door,
            Entry::Misdeal { door, .. } | Entry::AllPass { door, .. } => *door,
        };
        Made {
            time: self.time(),
            door,
        }
    }

    /// Whether the entry is a scored hand (as entered, or by its points only).
    pub fn is_hand(&self) -> bool {
        matches!(self, Entry::Hand(_) | Entry::Points(_))
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
    /// `--expose CARDS`: cards shown before play (Gong Zhu).
    pub expose: Vec<Card>,
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
    /// A match from before (`new --date`): it started at the date given, every hand entered
    /// into it is stamped with that start, and how long it took is not known.
    pub dated: bool,
    /// Notes written about the match, in the order written (`note TEXT`); `undo` leaves them.
    pub notes: Vec<Note>,
    /// The change log: what every edit, undo and rename replaced, in the order made.
    pub changes: Vec<Change>,
}

/// A note about the match, with when it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    /// When it was written.
    pub time: DateTime<FixedOffset>,
    /// What it says.
    pub text: String,
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
    /// Sets up a match, checking the table size, the names and the options. The size comes
    /// first: a list of thousands of names is refused by its length at once.
    pub fn new(
        variant: Variant,
        players: Vec<String>,
        first_dealer: usize,
        options: MatchOptions,
        started: DateTime<FixedOffset>,
    ) -> Result<Match, MatchError> {
        let rules = variant
            .rules(players.len())
            .map_err(|e| MatchError::Setup(SetupError::TableSize(e)))?
            .clone();
        check_names(&players)?;
        let refuse = |why| Err(MatchError::Setup(why));
        if first_dealer >= players.len() {
            return refuse(SetupError::NoSuchDealer);
        }
        // Where the match ends when a total falls to the target (Gong Zhu's −1000), a target
        // is that far below 0 whichever way it is written: `--target 500` is −500.
        let options = if rules.target < 0 {
            MatchOptions {
                target: options.target.map(|t| -t.abs()),
                ..options
            }
        } else {
            options
        };
        if options
            .target
            .is_some_and(|t| t == 0 || (t < 0) != (rules.target < 0))
        {
            return refuse(SetupError::TargetNotPositive);
        }
        if options.hands == Some(0) {
            return refuse(SetupError::NoHands);
        }
        if options.quick && options.target.is_some() {
            return refuse(SetupError::QuickAndTarget);
        }
        if options.club {
            if options.hands.is_none() || options.target.is_some() || options.quick {
                return refuse(SetupError::ClubNeedsHands);
            }
            if rules.chips.is_some() || rules.lives.is_some() || rules.complex() {
                return refuse(SetupError::NotForClub);
            }
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
            dated: false,
            notes: Vec::new(),
            changes: Vec::new(),
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
            lead_taker: None,
        }
    }

    /// Checks and enters a hand; returns the standings after it.
    pub fn record(
        &mut self,
        input: &HandInput,
        made: impl Into<Made>,
    ) -> Result<Scoreboard, MatchError> {
        let mut board = self.scoreboard();
        self.push_hand(&mut board, input, made)?;
        Ok(board)
    }

    /// Checks a hand against `board` (this match's current standings), enters it, and brings
    /// `board` up to date. Loading a match file replays its hands through this.
    pub fn push_hand(
        &mut self,
        board: &mut Scoreboard,
        input: &HandInput,
        made: impl Into<Made>,
    ) -> Result<(), MatchError> {
        let made = made.into();
        let (time, door) = (self.stamp(made.time), made.door);
        if input.all_pass {
            if board.finished() {
                return Err(self.over_error(board));
            }
            self.check_bidding(board, input)?;
            let dealer = match input.dealer {
                Some(dealer) => dealer,
                None => board.next_dealer,
            };
            let entry = Entry::AllPass { dealer, time, door };
            self.apply(board, self.entries.len(), &entry);
            self.entries.push(entry);
            return Ok(());
        }
        self.push_hand_under(board, input, made, Checks::All)
    }

    fn push_hand_under(
        &mut self,
        board: &mut Scoreboard,
        input: &HandInput,
        made: Made,
        checks: Checks,
    ) -> Result<(), MatchError> {
        if input.all_pass {
            return self.push_hand(board, input, made);
        }
        let time = self.stamp(made.time);
        let mut hand = self.check_hand_under(board, input, time, checks)?;
        hand.door = made.door;
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
        made: impl Into<Made>,
    ) -> Result<Option<MatchError>, MatchError> {
        let made = made.into();
        match self.push_hand(board, input, made) {
            Ok(()) => Ok(None),
            Err(broken) if self.checks == Checks::BeforeOneWayIn => {
                self.push_hand_under(board, input, made, Checks::BeforeOneWayIn)?;
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
                    if let Ok(Some(ruling)) = replayed.replay_hand(&mut board, &input, hand.made())
                    {
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
        made: impl Into<Made>,
    ) -> Result<(), MatchError> {
        if board.finished() {
            return Err(self.over_error(board));
        }
        let made = made.into();
        let entry = Entry::Misdeal {
            dealer,
            time: self.stamp(made.time),
            door: made.door,
        };
        self.apply(board, self.entries.len(), &entry);
        self.entries.push(entry);
        Ok(())
    }

    /// Enters a misdeal of the next hand: its dealer deals again. Returns that dealer.
    pub fn misdeal(&mut self, made: impl Into<Made>) -> Result<usize, MatchError> {
        let mut board = self.scoreboard();
        let next = board
            .next(&self.rules)
            .ok_or_else(|| self.over_error(&board))?;
        self.push_misdeal(&mut board, next.dealer, made)?;
        Ok(next.dealer)
    }

    /// Re-records hand `number` (1-based) with the same checks as a new hand: what `input`
    /// gives is given, what it leaves out is kept (see [`Match::revise`]); every later hand is
    /// rescored. Returns the standings after it.
    pub fn edit(
        &mut self,
        number: usize,
        input: &HandInput,
        made: impl Into<Made>,
    ) -> Result<Scoreboard, MatchError> {
        self.revise(number, &HandEdit::from(input), made)
            .map(|edited| edited.board)
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
            expose: hand.exposed.clone(),
        }
    }

    /// When an entry made at `now` is stamped: a match from before (see [`Match::dated`])
    /// stamps every entry with its start.
    pub fn stamp(&self, now: DateTime<FixedOffset>) -> DateTime<FixedOffset> {
        if self.dated { self.started } else { now }
    }

    /// Appends a note written at `time`; a note with nothing in it but spaces is refused.
    pub fn note(&mut self, text: &str, time: DateTime<FixedOffset>) -> Result<&Note, MatchError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(MatchError::EmptyNote);
        }
        self.notes.push(Note {
            time,
            text: text.to_string(),
        });
        Ok(self.notes.last().expect("just pushed"))
    }

    /// Removes the last entry, a hand or a misdeal (never a note), and keeps it in the change
    /// log as undone when and where `made` says.
    pub fn undo(&mut self, made: impl Into<Made>) -> Result<Entry, MatchError> {
        let entry = self.entries.pop().ok_or(MatchError::NothingToUndo)?;
        let hand = self.entries.iter().filter(|e| e.is_hand()).count() + 1;
        self.changes.push(Change {
            made: made.into(),
            action: Action::Undo,
            hand: Some(hand),
            replaced: Replaced::Entry(Box::new(entry.clone())),
        });
        Ok(entry)
    }

    pub(super) fn over_error(&self, board: &Scoreboard) -> MatchError {
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
}
