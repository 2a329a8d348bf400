//! Checking a typed hand against the rules and the match so far ([`Match::check_hand`]): the
//! pass, the bidding, the payments, the cards and the moon, before a hand is entered.

use super::{Checks, Hand, HandInput, Match, MatchError, Scoreboard};
use crate::core::cards::Card;
use crate::core::score::Score;
use crate::core::scoring::HandCards;
use crate::core::variant::{MoonEffect, PassDir};
use chrono::{DateTime, FixedOffset};

impl Match {
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

    pub(super) fn check_hand_under(
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
        self.check_exposed(&input.expose)?;
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
        let Some(pass) = input.pass.or(next.pass) else {
            return Err(MatchError::PassChoiceMissing {
                dealer,
                choices: rules.pass_choices.clone(),
            });
        };
        let hand = Hand {
            dealer,
            pass,
            cards,
            moon: input.moon,
            renege: input.renege,
            declare: input.declare,
            bid: input.bid,
            suit: input.suit,
            payments: input.payments.clone(),
            exposed: input.expose.clone(),
            time,
            door: None,
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
        !self.rules.passes_ever()
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

    /// Whether a hand whose deal left `leftovers` cards asks for the cards out of play (the
    /// table's "Out of play" prompt): two packs leave duplicates to name, and cards left over
    /// out of play may hold a scoring card, seen (a Knaves jack) or face down (a Conquimbert
    /// loader), that otherwise goes to whoever takes the rest.
    pub fn names_out(&self, leftovers: u32) -> bool {
        self.rules.packs >= 2 || (self.rules.out_of_play && leftovers > 0)
    }

    /// Whether any hand of this match may ask for the cards out of play: the page's field,
    /// drawn once for the match while the leftovers of a lives game change as players go out.
    pub fn may_name_out(&self) -> bool {
        self.rules.packs >= 2 || self.rules.out_of_play
    }

    /// The face-down leftovers of a deal that left `leftovers` cards that the cards named out
    /// of play (`out`) do not account for: whoever takes the rest may hold them.
    pub fn unseen_leftovers(&self, leftovers: u32, out: &[crate::core::tokens::Token]) -> u32 {
        if !self.rules.face_down {
            return 0;
        }
        let named: u32 = out
            .iter()
            .map(|token| match token {
                crate::core::tokens::Token::Card(_) => 1,
                crate::core::tokens::Token::Hearts(n) => *n,
                _ => 0,
            })
            .sum();
        leftovers.saturating_sub(named)
    }

    /// `--expose`: only in a game that exposes cards before play, only its cards, each once.
    pub fn check_exposed(&self, exposed: &[Card]) -> Result<(), MatchError> {
        if exposed.is_empty() {
            return Ok(());
        }
        if self.rules.expose.is_empty() {
            return Err(MatchError::NoExposing);
        }
        for (at, &card) in exposed.iter().enumerate() {
            if !self.rules.expose.contains_key(&card) {
                return Err(MatchError::NotExposable(card));
            }
            if exposed[..at].contains(&card) {
                return Err(MatchError::ExposedTwice(card));
            }
        }
        Ok(())
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
    pub(super) fn check_bidding(
        &self,
        board: &Scoreboard,
        input: &HandInput,
    ) -> Result<(), MatchError> {
        if !self.auction() {
            if input.bid.is_some() || input.suit.is_some() || input.all_pass {
                let suit_only = input.bid.is_none() && !input.all_pass;
                return Err(MatchError::NoBidding { suit_only });
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
}
