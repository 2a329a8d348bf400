//! Hands known by their points only (`import` of a paper sheet or a spreadsheet): each
//! player's points as written, no cards. Only games whose hands always hold the same total
//! can check such a hand: its points add up to that total, or they are, unambiguously, the
//! figures of one player's moon. The scoreboard takes the points as given.

use super::{Entry, HandInput, Match, MatchError, Scoreboard};
use crate::core::score::Score;
use crate::core::tokens::Token;
use crate::core::variant::{MoonChoice, MoonEffect, PassDir, Winner};
use chrono::{DateTime, FixedOffset};

/// A hand known by its points only.
#[derive(Clone, Debug, PartialEq)]
pub struct PointsHand {
    /// Who dealt.
    pub dealer: usize,
    /// Which way the cycle passed this hand (the sheet does not say).
    pub pass: PassDir,
    /// Each player's points in the hand, in seating order: the change to their total.
    pub points: Vec<i64>,
    /// The shooter, when the points are a moon's figures.
    pub moon: Option<usize>,
    /// When the hand was played.
    pub time: DateTime<FixedOffset>,
    /// Through which door it was entered.
    pub door: Option<super::Door>,
}

/// What is wrong with a hand of points only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PointsError {
    /// The game's hands hold no fixed total of penalty points (tricks, chips, lives, phases,
    /// a declaration, …): points alone cannot be checked.
    NotFixedTotal,
    /// Not one figure for each player.
    Count {
        /// Figures given.
        given: usize,
        /// Players at the table.
        players: usize,
    },
    /// A player's points are more than the hand holds, or less than it can take.
    Figure {
        /// Whose.
        seat: usize,
        /// As given.
        points: i64,
        /// The least a player can take.
        low: i64,
        /// The most a player can take.
        high: i64,
    },
    /// The points add up to another sum than the hand's total, and are no moon's figures.
    Total {
        /// What they add up to.
        sum: i64,
        /// The hand's total.
        total: i64,
    },
    /// The figures are the moon of more than one player.
    AmbiguousMoon(Vec<usize>),
}

impl Match {
    /// Whether hands of this game can be entered by their points only: a penalty game (the
    /// lowest total wins) whose every hand holds the same total of points.
    pub fn takes_points_only(&self) -> bool {
        let rules = &self.rules;
        rules.winner == Winner::Lowest
            && rules.hand_total > 0
            && rules.chips.is_none()
            && rules.lives.is_none()
            && !rules.complex()
            && rules.phase2.is_none()
            && rules.declaration.is_none()
            && rules.multiplier.is_none()
            && rules.reverse.is_none()
            && !rules.tricks.scores_first()
            && !rules.tricks.scores_last()
            && !rules.tricks.scores_tricks()
    }

    /// The least and the most one player can take in a hand (the negative cards alone, or
    /// every positive one), and what a hand's points add up to.
    fn points_range(&self) -> (i64, i64, i64) {
        let rules = &self.rules;
        let low: i64 = rules
            .deck
            .cards()
            .map(|(card, count)| {
                let value = rules.values.get(&card).copied().unwrap_or(0).min(0);
                value.saturating_mul(i64::from(count))
            })
            .fold(0, i64::saturating_add);
        (low, rules.hand_total, rules.hand_total + low)
    }

    /// Checks a hand of points only against `board` (this match's standings): who dealt (the
    /// proposed dealer unless given), the points as the scoreboard's change to each total.
    pub fn check_points(
        &self,
        board: &Scoreboard,
        dealer: Option<usize>,
        points: &[i64],
        time: DateTime<FixedOffset>,
    ) -> Result<PointsHand, MatchError> {
        if !self.takes_points_only() {
            return Err(MatchError::Points(PointsError::NotFixedTotal));
        }
        let Some(next) = board.next(&self.rules) else {
            return Err(self.over_error(board));
        };
        let players = self.players.len();
        if points.len() != players {
            return Err(MatchError::Points(PointsError::Count {
                given: points.len(),
                players,
            }));
        }
        let dealer = dealer.unwrap_or(next.dealer);
        let shooters = self.moons_like(board, dealer, points, time);
        let moon = match shooters.as_slice() {
            [] => None,
            [shooter] => Some(*shooter),
            _ => return Err(MatchError::Points(PointsError::AmbiguousMoon(shooters))),
        };
        if moon.is_none() {
            let (low, high, total) = self.points_range();
            if let Some((seat, &given)) = points
                .iter()
                .enumerate()
                .find(|(_, p)| !(low..=high).contains(*p))
            {
                return Err(MatchError::Points(PointsError::Figure {
                    seat,
                    points: given,
                    low,
                    high,
                }));
            }
            let sum: i64 = points.iter().sum();
            if sum != total {
                return Err(MatchError::Points(PointsError::Total { sum, total }));
            }
        }
        Ok(PointsHand {
            dealer,
            pass: next.pass.unwrap_or(PassDir::Hold),
            points: points.to_vec(),
            moon,
            time,
            door: None,
        })
    }

    /// The players whose moon, scored as this game scores it (each choice where the shooter
    /// chooses), gives exactly these points.
    fn moons_like(
        &self,
        board: &Scoreboard,
        dealer: usize,
        points: &[i64],
        time: DateTime<FixedOffset>,
    ) -> Vec<usize> {
        let choices: &[Option<MoonChoice>] = match self.moon_effect(board.phase) {
            MoonEffect::None => &[],
            MoonEffect::Choose => &[Some(MoonChoice::Add), Some(MoonChoice::Subtract)],
            _ => &[None],
        };
        // The bonus (negative) cards: a moon that needs none may leave them to another player.
        let rules = &self.rules;
        let bonus: Vec<Token> = rules
            .deck
            .cards()
            .filter(|(card, _)| rules.values.get(card).is_some_and(|&v| v < 0))
            .flat_map(|(card, count)| std::iter::repeat_n(Token::Card(card), count as usize))
            .collect();
        let players = self.players.len();
        let holders: Vec<Option<usize>> = if bonus.is_empty() {
            vec![None]
        } else {
            std::iter::once(None)
                .chain((0..players).map(Some))
                .collect()
        };
        let mut shooters = Vec::new();
        for seat in 0..players {
            for (&choice, &holder) in choices
                .iter()
                .flat_map(|c| holders.iter().map(move |h| (c, h)))
                .filter(|&(_, &h)| h != Some(seat))
            {
                let mut took = vec![Vec::new(); players];
                took[seat] = vec![Token::Rest];
                if let Some(holder) = holder {
                    took[holder] = bonus.clone();
                }
                let input = HandInput {
                    took,
                    moon: choice,
                    dealer: Some(dealer),
                    ..HandInput::default()
                };
                let Ok(hand) = self.check_hand(board, &input, time) else {
                    continue;
                };
                // Scored against the board as it is: a copy of the board (its every hand) per
                // trial made loading points-only hands quadratic.
                let (scored, _, _) = self.score(board, self.entries.len(), &hand, None);
                let same = scored.moon == Some(seat)
                    && scored
                        .points
                        .iter()
                        .map(|p| p.re)
                        .eq(points.iter().copied());
                if same && !shooters.contains(&seat) {
                    shooters.push(seat);
                }
            }
        }
        shooters
    }

    /// Checks and enters a hand of points only; brings `board` up to date.
    pub fn push_points(
        &mut self,
        board: &mut Scoreboard,
        dealer: Option<usize>,
        points: &[i64],
        made: impl Into<super::Made>,
    ) -> Result<(), MatchError> {
        let made = made.into();
        let mut hand = self.check_points(board, dealer, points, made.time)?;
        hand.door = made.door;
        let entry = Entry::Points(hand);
        self.apply(board, self.entries.len(), &entry);
        self.entries.push(entry);
        Ok(())
    }
}

impl PointsHand {
    /// The points as scores.
    pub fn scores(&self) -> Vec<Score> {
        self.points.iter().map(|&p| Score::real(p)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::testkit::{game, time};

    fn enter(m: &mut Match, points: &[i64]) -> Result<(), MatchError> {
        let mut board = m.scoreboard();
        m.push_points(&mut board, None, points, time())
    }

    #[test]
    fn points_that_add_up_are_taken_as_given_and_a_moons_figures_are_a_moon() {
        let mut m = game("hartenjagen", 4);
        enter(&mut m, &[13, 0, 13, 0]).unwrap();
        enter(&mut m, &[26, 0, 0, 0]).unwrap();
        enter(&mut m, &[0, 26, 26, 26]).unwrap();
        let board = m.scoreboard();
        assert_eq!(board.hands.len(), 3);
        assert_eq!(
            board.hands[1].moon, None,
            "26 taken is not a moon's figures here"
        );
        assert_eq!(board.hands[2].moon, Some(0));
        let totals: Vec<i64> = board.totals.iter().map(|t| t.re).collect();
        assert_eq!(totals, [39, 26, 39, 26]);
        assert_eq!(board.hands[1].dealer, 1, "the deal goes round");
        assert_eq!(
            enter(&mut m, &[13, 13, 1, 0]),
            Err(MatchError::Points(PointsError::Total {
                sum: 27,
                total: 26
            }))
        );
        assert_eq!(
            enter(&mut m, &[27, -1, 0, 0]),
            Err(MatchError::Points(PointsError::Figure {
                seat: 0,
                points: 27,
                low: 0,
                high: 26
            }))
        );
        assert!(matches!(
            enter(&mut m, &[26, 0]),
            Err(MatchError::Points(PointsError::Count { given: 2, .. }))
        ));
        assert_eq!(m.entries.len(), 3, "nothing refused was entered");
    }

    #[test]
    fn a_moon_where_the_shooter_chooses_is_known_by_either_figures() {
        let mut m = game("plain-hearts", 4);
        enter(&mut m, &[0, 26, 26, 26]).unwrap();
        enter(&mut m, &[0, -26, 0, 0]).unwrap();
        let board = m.scoreboard();
        assert_eq!(board.hands[0].moon, Some(0));
        assert_eq!(board.hands[1].moon, Some(1));
    }

    #[test]
    fn a_bonus_card_widens_what_a_player_can_take() {
        let mut m = game("omnibus", 4);
        enter(&mut m, &[-10, 26, 0, 0]).unwrap();
        enter(&mut m, &[-10, 26, 26, 26]).unwrap();
        // A moon that leaves the J♦ (−10) to another player.
        enter(&mut m, &[26, 0, 16, 26]).unwrap();
        let board = m.scoreboard();
        assert_eq!(board.hands[1].moon, Some(0));
        assert_eq!(board.hands[2].moon, Some(1));
    }

    #[test]
    fn only_games_of_a_fixed_hand_total_take_points_only() {
        assert!(game("hartenjagen", 4).takes_points_only());
        assert!(game("black-maria", 4).takes_points_only());
        for (name, players) in [("knaves", 4), ("heart-hunter", 4), ("auction", 4)] {
            let mut m = game(name, players);
            assert!(!m.takes_points_only(), "{name}");
            assert_eq!(
                enter(&mut m, &[26, 0, 0, 0]),
                Err(MatchError::Points(PointsError::NotFixedTotal)),
                "{name}"
            );
        }
    }
}
