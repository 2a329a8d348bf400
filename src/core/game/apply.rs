//! Scoring one entry into a [`Scoreboard`] (the `apply` method of [`Match`]), and how the match
//! stands after a hand.

use super::{Entry, Match, Outcome, PotResult, Scoreboard, ScoredHand};
use crate::core::score::Score;
use crate::core::variant::{MoonChoice, MoonEffect, PhaseScoring, TieBreak, Winner};

impl Match {
    pub(super) fn apply(&self, board: &mut Scoreboard, index: usize, entry: &Entry) {
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
