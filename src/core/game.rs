//! The match: players in seating order, options, and every entry in order (a hand or a
//! misdeal). Standings are never stored: [`Scoreboard`] replays the entries through the same
//! checks `record` uses, so a match saved and loaded always scores the same.

use super::cards::Suit;
use super::score::Score;
use super::scoring::{HandCards, HandError};
use super::tokens::Token;
use super::variant::{
    FirstLead, MoonChoice, MoonEffect, PassDir, PhaseScoring, Rules, Settle, TieBreak, Variant,
    Winner,
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
    /// When the hand was entered.
    pub time: DateTime<FixedOffset>,
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
        let better = |a: usize, b: usize| -> bool {
            match self.winner() {
                Some(w) if a == w && b != w => return true,
                Some(w) if b == w => return false,
                _ => {}
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
        })
    }
}

/// Who leads the first trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FirstLeader {
    /// Whoever holds this card (the lowest club in the deck).
    Holder(super::cards::Card),
    /// This seat, to the dealer's left.
    LeftOfDealer(usize),
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

    /// Every total before the first hand: 0, or the chips each player starts with.
    pub fn start_totals(&self) -> Vec<Score> {
        vec![Score::real(self.start_chips().unwrap_or(0)); self.players.len()]
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
            pot: 0,
            names_again: None,
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
        let rules = &self.rules;
        let Some(next) = board.next(rules) else {
            return Err(self.over_error(board));
        };
        if !input.out.is_empty() && rules.packs < 2 && !rules.out_of_play {
            return Err(MatchError::OutNotAllowed);
        }
        if input.renege.is_some() && rules.chips.is_some() {
            return Err(MatchError::NoRenegeCharge);
        }
        self.check_bidding(board, input)?;
        if input.declare.is_some() {
            if rules.declaration.is_none() {
                return Err(MatchError::NoDeclaration);
            }
            if input.renege.is_some() {
                return Err(MatchError::DeclaredWithRenege);
            }
        }
        if let Some(pass) = input.pass
            && !pass.playable_with(self.players.len())
        {
            return Err(MatchError::PassNotPlayable(pass));
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
                _ => rules.enter_cards(&input.took, &input.out)?,
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
        Ok(Hand {
            dealer: input.dealer.unwrap_or(next.dealer),
            pass: input.pass.unwrap_or(next.pass),
            cards,
            moon: input.moon,
            renege: input.renege,
            declare: input.declare,
            bid: input.bid,
            suit: input.suit,
            time,
        })
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
        let hand = self.check_hand(board, input, time)?;
        self.entries.push(Entry::Hand(hand));
        let index = self.entries.len() - 1;
        self.apply(board, index, &self.entries[index]);
        Ok(())
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
            pass: input.pass.or(Some(original.pass)),
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
                    let again = HandInput {
                        took: hand.cards.took.iter().map(|c| c.to_tokens()).collect(),
                        out: hand.cards.out.to_tokens(),
                        moon: hand.moon,
                        renege: hand.renege,
                        dealer: Some(hand.dealer),
                        pass: Some(hand.pass),
                        declare: hand.declare,
                        bid: hand.bid,
                        suit: hand.suit,
                        all_pass: false,
                    };
                    let number = board.hands.len() + 1;
                    edited
                        .push_hand(&mut board, &again, hand.time)
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

    /// Who leads the first trick of a hand dealt by `dealer`.
    pub fn first_leader(&self, dealer: usize) -> FirstLeader {
        match (self.rules.first_lead, self.rules.lowest_club()) {
            (FirstLead::HighBidder, _) => FirstLeader::HighBidder,
            (FirstLead::LowestClub, Some(club)) => FirstLeader::Holder(club),
            _ => FirstLeader::LeftOfDealer((dealer + 1) % self.players.len()),
        }
    }

    fn apply(&self, board: &mut Scoreboard, index: usize, entry: &Entry) {
        let hand = match entry {
            Entry::Misdeal { dealer, .. } => {
                board.next_dealer = *dealer;
                return;
            }
            Entry::AllPass { dealer, .. } => {
                board.next_dealer = (dealer + 1) % self.players.len();
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
        });
        if let Some(settled) = auction {
            board.pot = pot.unwrap_or(board.pot);
            board.names_again = (settled.pot == PotResult::Stays).then_some(settled.namer);
        }
        board.totals = totals;
        board.outcome = outcome;
        board.phase = next_phase;
        board.next_dealer = (hand.dealer + 1) % n;
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
                    // A chips game ends at once when a player has no chips left.
                    (None, _) if rules.chips.is_some() => totals.iter().any(|&t| t.re <= 0),
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
