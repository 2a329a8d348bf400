//! The standings recomputed from the entries ([`Scoreboard`]): scored hands, the outcome, the
//! ranking, the next hand and who deals and leads it (seat order, skipping players who are out).

use super::{AuctionHand, LivesHand, ReversisHand};
use crate::core::cards::Card;
use crate::core::score::Score;
use crate::core::variant::{Direction, FirstLead, MoonEffect, PassDir, Rules, Winner};

/// How a match stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Hands go on.
    Playing,
    /// The best total is shared: these players are breaking the tie.
    TieBreak(Vec<usize>),
    /// The match is over and this player won.
    Won(usize),
    /// A club table is over and these players share first place (no tie-break hand).
    Shared(Vec<usize>),
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
    /// The cards shown before play (Gong Zhu).
    pub exposed: Vec<Card>,
    /// Who took every card of the reversing suit (Gong Zhu: all the hearts), which then
    /// count the other way; not a moon.
    pub reversed: Option<usize>,
}

/// The next hand to deal.
#[derive(Clone, Debug, PartialEq)]
pub struct NextHand {
    /// 1-based hand number.
    pub number: usize,
    /// Who deals.
    pub dealer: usize,
    /// Which way to pass; `None` where the dealer chooses.
    pub pass: Option<PassDir>,
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
    pub(super) next_dealer: usize,
    /// Who took the card of `play.taker_leads` in the last entry, when it was a hand that
    /// says so (none after a renege hand or a passed-out deal; a misdeal, being no hand, keeps it).
    pub(super) lead_taker: Option<usize>,
}

impl Scoreboard {
    /// Whether the match is over.
    pub fn finished(&self) -> bool {
        matches!(self.outcome, Outcome::Won(_) | Outcome::Shared(_))
    }

    /// The players who share first place of a finished club table; none otherwise.
    pub fn shared(&self) -> Option<&[usize]> {
        match &self.outcome {
            Outcome::Shared(tied) => Some(tied),
            _ => None,
        }
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
        if let (Some(card), Some(seat)) = (rules.taker_leads, self.lead_taker) {
            return FirstLeader::Taker { seat, card };
        }
        match (rules.first_lead, rules.lowest_club(), rules.lead_card) {
            (FirstLead::Holder, _, Some(card)) => FirstLeader::Holder(card),
            (FirstLead::HighBidder, _, _) => FirstLeader::HighBidder,
            (FirstLead::LowestClub, Some(club), _) => FirstLeader::Holder(club),
            (FirstLead::RightOfDealer, _, _) => FirstLeader::RightOfDealer(self.seat_towards(
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
    Holder(crate::core::cards::Card),
    /// This seat, to the dealer's left (the first player still in, in a lives game).
    LeftOfDealer(usize),
    /// This seat, to the dealer's right (play goes counter-clockwise).
    RightOfDealer(usize),
    /// The high bidder (Auction Hearts), not known before the bidding (on a hand where last
    /// hand's high bidder names again, [`NextHand::names_again`] says who).
    HighBidder,
    /// This seat, who took this card in the previous hand (Gong Zhu: the Q♠).
    Taker {
        /// The player.
        seat: usize,
        /// The card they took.
        card: crate::core::cards::Card,
    },
}
