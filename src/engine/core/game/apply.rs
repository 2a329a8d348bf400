//! Scoring one entry into a [`Scoreboard`] (the `apply` method of [`Match`]): one function per
//! kind of settlement (auction, reversis, lives, declaration, renege, moon, plain cards), each
//! returning its part of the scored hand, and how the match stands after a hand.

use super::{
    AuctionHand, Entry, Hand, LivesHand, Match, Outcome, PointsHand, PotResult, ReversisHand,
    Scoreboard, ScoredHand,
};
use crate::core::cards::Suit;
use crate::core::score::Score;
use crate::core::scoring::{Capture, HandCards};
use crate::core::variant::{
    Declaration, LifeRules, MoonChoice, MoonEffect, PhaseScoring, TieBreak, Winner,
};

/// What one kind of settlement makes of a hand: the signed change to each total and the parts
/// of the [`ScoredHand`] it fills (the rest stay none).
#[derive(Default)]
struct Settled {
    points: Vec<Score>,
    moon: Option<usize>,
    moon_scored: Option<MoonEffect>,
    /// A moon that wins the match at once.
    instant_winner: Option<usize>,
    declared: Option<(usize, bool)>,
    pot: Option<i64>,
    auction: Option<AuctionHand>,
    card_points: Option<Vec<i64>>,
    lives: Option<LivesHand>,
    reversis: Option<ReversisHand>,
}

impl Match {
    /// Brings `board` up to date with one entry (`index` in the match's entries): a misdeal or
    /// a passed-out deal only moves the deal; a hand is scored by its kind of settlement, then
    /// the totals, the outcome, the phase and the next dealer follow.
    pub(super) fn apply(&self, board: &mut Scoreboard, index: usize, entry: &Entry) {
        let hand = match entry {
            // A misdeal is no hand: the redeal is led as the misdealt hand would have been (by
            // whoever took the lead card in the hand before it).
            Entry::Misdeal { dealer, .. } => {
                board.next_dealer = *dealer;
                return;
            }
            Entry::AllPass { dealer, .. } => {
                board.next_dealer = board.seat_after(&self.rules, *dealer);
                board.lead_taker = None;
                return;
            }
            Entry::Hand(hand) => std::borrow::Cow::Borrowed(hand),
            Entry::Points(given) => std::borrow::Cow::Owned(self.hand_of_points(given)),
        };
        let given = match entry {
            Entry::Points(given) => Some(given),
            _ => None,
        };
        let (scored, outcome, next_phase) = self.score(board, index, &hand, given);
        let rules = &self.rules;
        // Whoever took the card that gives the next lead (Gong Zhu's Q♠); a renege hand has
        // no cards, so the next lead falls back to the first lead's rule.
        board.lead_taker = rules.taker_leads.and_then(|card| {
            hand.cards
                .took
                .iter()
                .position(|capture| capture.count(card) > 0)
        });
        if let Some(lost) = &scored.lives {
            board
                .out
                .extend(lost.out.iter().map(|&seat| (seat, scored.number)));
        }
        if self.reversis() {
            board.pot = scored.pot.unwrap_or(board.pot);
        }
        if let Some(settled) = &scored.auction {
            board.pot = scored.pot.unwrap_or(board.pot);
            board.names_again = (settled.pot == PotResult::Stays).then_some(settled.namer);
        }
        board.totals = scored.totals.clone();
        board.outcome = outcome;
        board.phase = next_phase;
        board.next_dealer = board.seat_after(rules, hand.dealer);
        board.hands.push(scored);
    }

    /// How `hand` (entry `index`; `given` when it is known by its points only) scores against
    /// `board`, which it leaves as it is: the scored hand, the outcome after it and the next
    /// phase. Checking whether points are a moon's figures scores a trial hand this way, with
    /// no copy of the board's history (a copy per hand made loading points-only hands
    /// quadratic).
    pub(super) fn score(
        &self,
        board: &Scoreboard,
        index: usize,
        hand: &Hand,
        given: Option<&PointsHand>,
    ) -> (ScoredHand, Outcome, u8) {
        let rules = &self.rules;
        let phase = board.phase;
        let sign = match (&rules.phase2, phase) {
            (Some(p2), 2) if p2.scoring == PhaseScoring::Subtract => -1,
            _ => 1,
        };
        let effect = self.moon_effect(phase);
        let shooter = match (hand.renege, effect) {
            (Some(_), _) | (None, MoonEffect::None) => None,
            (None, _) => rules.shooter(&hand.cards),
        };
        let Settled {
            mut points,
            moon,
            moon_scored,
            instant_winner,
            declared,
            pot,
            auction,
            card_points,
            lives,
            reversis,
        } = if let Some(given) = given {
            // Points only: as given; a moon's figures are the moon.
            Settled {
                points: given.scores(),
                moon: given.moon,
                moon_scored: given.moon.map(|_| effect),
                ..Settled::default()
            }
        } else if let (Some(suit), true) = (hand.suit, self.auction()) {
            self.score_auction(board, hand, suit)
        } else if self.reversis() {
            self.score_reversis(board, hand)
        } else if let Some(life_rules) = rules.lives {
            self.score_lives(board, hand, life_rules)
        } else if let (Some(declarer), Some(declaration)) = (hand.declare, &rules.declaration) {
            self.score_declaration(hand, declarer, declaration, sign)
        } else if let Some(offender) = hand.renege {
            self.score_renege(offender)
        } else if let Some(seat) = shooter {
            self.score_moon(board, hand, seat, effect, sign)
        } else {
            self.score_cards(hand, sign)
        };
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
        let scored = ScoredHand {
            number,
            entry: index,
            dealer: hand.dealer,
            pass: hand.pass,
            phase: rules.has_phases().then_some(phase),
            points,
            totals,
            moon,
            moon_scored,
            renege: hand.renege,
            declared,
            pot,
            auction,
            card_points,
            lives,
            reversis,
            exposed: hand.exposed.clone(),
            reversed: match hand.renege {
                Some(_) => None,
                None => rules.reversal(&hand.cards),
            },
        };
        (scored, outcome, next_phase)
    }

    /// A hand of points only as a hand with no cards: who dealt, the pass, the time.
    pub fn hand_of_points(&self, given: &PointsHand) -> Hand {
        Hand {
            dealer: given.dealer,
            pass: given.pass,
            cards: HandCards {
                took: vec![Capture::default(); self.players.len()],
                out: Capture::default(),
            },
            moon: None,
            renege: None,
            declare: None,
            bid: None,
            suit: None,
            payments: Vec::new(),
            exposed: Vec::new(),
            time: given.time,
            door: given.door,
        }
    }

    /// An Auction hand: the chips moved by [`Match::settle_auction`] and the pot after them.
    fn score_auction(&self, board: &Scoreboard, hand: &Hand, suit: Suit) -> Settled {
        let (points, settled) = self.settle_auction(board, hand, suit);
        let pot = board.pot + points.iter().map(|p| -p.re).sum::<i64>();
        Settled {
            points,
            pot: Some(pot),
            auction: Some(settled),
            ..Settled::default()
        }
    }

    /// A Reversis hand: the chips moved in play and by the settlement, each player's card
    /// points, and the pot after the hand.
    fn score_reversis(&self, board: &Scoreboard, hand: &Hand) -> Settled {
        let (chips, after) = self.settle_reversis(board, hand);
        Settled {
            points: chips.points,
            pot: Some(after),
            card_points: Some(chips.card_points),
            reversis: Some(chips.hand),
            ..Settled::default()
        }
    }

    /// A lives hand (Conquimbert): a life off each player who lost one, unless they were all
    /// spared; each player's card points.
    fn score_lives(&self, board: &Scoreboard, hand: &Hand, life_rules: LifeRules) -> Settled {
        let rules = &self.rules;
        let mut points = vec![Score::ZERO; self.players.len()];
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
        Settled {
            points,
            card_points: Some(taken),
            lives: Some(lost),
            ..Settled::default()
        }
    }

    /// A declared hand scores only the declaration, made or failed.
    fn score_declaration(
        &self,
        hand: &Hand,
        declarer: usize,
        declaration: &Declaration,
        sign: i64,
    ) -> Settled {
        let n = self.players.len();
        let taken = &hand.cards.took[declarer];
        let made = declaration.needs.iter().all(|&card| taken.count(card) > 0);
        let (own, others) = if made {
            declaration.success
        } else {
            declaration.failure
        };
        let mut points = vec![Score::real(sign * others); n];
        points[declarer] = Score::real(sign * own);
        Settled {
            points,
            declared: Some((declarer, made)),
            ..Settled::default()
        }
    }

    /// A renege: the offender is charged; nobody else scores.
    fn score_renege(&self, offender: usize) -> Settled {
        let rules = &self.rules;
        let mut points = vec![Score::ZERO; self.players.len()];
        points[offender] = match rules.winner {
            Winner::Lowest => rules.renege_charge,
            Winner::Highest => -rules.renege_charge,
        };
        Settled {
            points,
            ..Settled::default()
        }
    }

    /// A moon by `seat`: scored as the shooter chose, as suits them best, or as the variant
    /// says (add, subtract, greek, or an instant win), plus the cards that still count.
    fn score_moon(
        &self,
        board: &Scoreboard,
        hand: &Hand,
        seat: usize,
        effect: MoonEffect,
        sign: i64,
    ) -> Settled {
        let rules = &self.rules;
        let n = self.players.len();
        let mut points = vec![Score::ZERO; n];
        let mut instant_winner = None;
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
                    (Outcome::TieBreak(tied) | Outcome::Shared(tied), _)
                        if !tied.contains(&seat) =>
                    {
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
                    (true, false) => rules.points_exposed(capture, &hand.exposed) * sign,
                    (false, _) => rules.bonus_in(capture) * sign,
                };
            }
        }
        Settled {
            points,
            moon: Some(seat),
            moon_scored: Some(scored),
            instant_winner,
            ..Settled::default()
        }
    }

    /// An ordinary hand: each player scores the cards they took.
    fn score_cards(&self, hand: &Hand, sign: i64) -> Settled {
        let mut points = vec![Score::ZERO; self.players.len()];
        for (p, capture) in points.iter_mut().zip(&hand.cards.took) {
            *p = self.rules.points_exposed(capture, &hand.exposed) * sign;
        }
        Settled {
            points,
            ..Settled::default()
        }
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
            Outcome::Shared(tied) => Outcome::Shared(tied.clone()),
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
                    // A target below 0 (Gong Zhu's −1000) is reached by falling to it.
                    (None, _) if target < 0 => totals.iter().any(|&t| rules.standing(t) <= target),
                    (None, _) => totals.iter().any(|&t| rules.standing(t) >= target),
                };
                if self.options.club {
                    // A club table ends after its hands, never by score; level leaders
                    // share the place.
                    if !limit_reached {
                        Outcome::Playing
                    } else {
                        match leaders(&everyone, &|s| totals[s]) {
                            tied if tied.len() == 1 => Outcome::Won(tied[0]),
                            tied => Outcome::Shared(tied),
                        }
                    }
                } else if limit_reached || target_reached {
                    decide(leaders(&everyone, &|s| totals[s]))
                } else {
                    Outcome::Playing
                }
            }
        };
        (outcome, phase)
    }
}
