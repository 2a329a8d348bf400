//! Property tests: invariants that hold for every possible hand.

use super::game::Match;
use super::testkit::*;
use super::variant::{MoonEffect, Rules};
use proptest::prelude::*;

/// Deals every scoring card of the deck to the seat `owners` gives it (cycling through the
/// list), typed as particular cards, or with the plain hearts as bare counts.
pub fn typed_hand(rules: &Rules, owners: &[usize], bare_hearts: bool) -> Vec<String> {
    let mut typed = vec![Vec::<String>::new(); rules.players];
    let mut bare = vec![0u32; rules.players];
    let mut i = 0;
    for (card, copies) in rules.deck.cards() {
        if !rules.scores(card) {
            continue;
        }
        for _ in 0..copies {
            let seat = owners[i % owners.len()] % rules.players;
            i += 1;
            if bare_hearts && rules.is_plain_heart(card) {
                bare[seat] += 1;
            } else {
                typed[seat].push(card.code());
            }
        }
    }
    typed
        .into_iter()
        .zip(bare)
        .map(|(mut words, count)| {
            if count > 0 {
                words.push(count.to_string());
            }
            words.join(" ")
        })
        .collect()
}

pub fn record_typed(
    m: &mut Match,
    typed: &[String],
) -> Result<super::game::Scoreboard, super::game::MatchError> {
    let took: Vec<(&str, &str)> = NAMES[..typed.len()]
        .iter()
        .copied()
        .zip(typed.iter().map(String::as_str))
        .collect();
    try_play(m, &took)
}

const VARIANTS: [(&str, usize); 6] = [
    ("hartenjagen", 4),
    ("omnibus", 4),
    ("no-pass", 4),
    ("black-maria", 3),
    ("black-maria", 4),
    ("heart-hunter", 3),
];

proptest! {
    #[test]
    fn a_valid_hands_points_add_up_to_the_hand_total_or_the_moons_distribution(
        which in 0..VARIANTS.len(),
        owners in proptest::collection::vec(0usize..7, 1..40),
        bare in any::<bool>(),
    ) {
        let (name, players) = VARIANTS[which];
        let mut m = game(name, players);
        let rules = m.rules.clone();
        let typed = typed_hand(&rules, &owners, bare);
        let board = record_typed(&mut m, &typed).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let hand = &board.hands[0];
        let sum: crate::core::score::Score = hand.points.iter().sum();
        let bonus: i64 = rules.values.iter().map(|(_, &v)| v.min(0)).sum();
        match hand.moon {
            None => prop_assert_eq!(sum, rules.hand_total + bonus),
            Some(_) => {
                prop_assert_eq!(rules.moon.effect, MoonEffect::Add);
                prop_assert_eq!(sum, (players as i64 - 1) * rules.moon.value + bonus);
            }
        }
        prop_assert!(board.totals.iter().zip(&hand.points).all(|(t, p)| t == p));
    }

    #[test]
    fn a_hand_with_any_scoring_card_missing_is_refused(
        which in 0..VARIANTS.len(),
        owners in proptest::collection::vec(0usize..7, 1..40),
        drop_seat in 0usize..7,
    ) {
        let (name, players) = VARIANTS[which];
        let mut m = game(name, players);
        let mut typed = typed_hand(&m.rules.clone(), &owners, false);
        let seat = drop_seat % players;
        let mut words: Vec<&str> = typed[seat].split(' ').filter(|w| !w.is_empty()).collect();
        prop_assume!(!words.is_empty());
        words.pop();
        typed[seat] = words.join(" ");
        prop_assert!(record_typed(&mut m, &typed).is_err());
        prop_assert!(m.entries.is_empty());
    }

    #[test]
    fn complex_hearts_cards_add_up_to_3_plus_13i_once_the_ten_of_clubs_is_undone(
        owners in proptest::collection::vec(0usize..4, 1..40),
        bare in any::<bool>(),
    ) {
        let mut m = game("complex", 4);
        let rules = m.rules.clone();
        let typed = typed_hand(&rules, &owners, bare);
        match record_typed(&mut m, &typed) {
            Ok(board) => {
                let ten = rules.multiplier.expect("the 10♣ multiplies").card;
                let took_ten = match &m.entries[0] {
                    super::game::Entry::Hand(hand) => {
                        hand.cards.took.iter().position(|c| c.count(ten) > 0)
                    }
                    _ => None,
                };
                let hand = &board.hands[0];
                prop_assert!(hand.moon.is_none());
                // Hearts 13, Q♠ 13i, J♦ −10: the 10♣'s taker scored their other cards ×2i.
                let undone: super::score::Score = hand
                    .points
                    .iter()
                    .enumerate()
                    .map(|(seat, &p)| {
                        if Some(seat) == took_ten {
                            prop_assert!(p.re % 2 == 0 && p.im % 2 == 0);
                            Ok(super::score::Score::new(p.im / 2, -p.re / 2))
                        } else {
                            Ok(p)
                        }
                    })
                    .sum::<Result<_, TestCaseError>>()?;
                prop_assert_eq!(undone, super::score::Score::new(3, 13));
            }
            // All the hearts and the Q♠ to one player: a moon, which needs the shooter's choice.
            Err(super::game::MatchError::MoonChoiceMissing { .. }) => {}
            Err(other) => prop_assert!(false, "{other}"),
        }
    }

    #[test]
    fn a_score_written_reads_back(re in -1_000_000i64..1_000_000, im in -1_000_000i64..1_000_000) {
        let score = super::score::Score::new(re, im);
        prop_assert_eq!(super::score::Score::parse(&score.to_string()), Some(score));
    }

    #[test]
    fn auction_chips_are_never_created_or_lost(
        players in 3usize..=7,
        hands in proptest::collection::vec(
            (0usize..7, 1i64..30, 0usize..4, proptest::collection::vec(0usize..7, 1..14), any::<bool>()),
            1..12,
        ),
    ) {
        use super::cards::Suit;
        let mut m = game("auction", players);
        let start = m.start_chips().expect("a chips game") * players as i64;
        for (bidder, bid, suit, owners, pass) in hands {
            let board = m.scoreboard();
            if board.finished() {
                break;
            }
            let mut hand = super::game::HandInput {
                took: vec![Vec::new(); players],
                ..Default::default()
            };
            if pass && board.names_again.is_none() {
                hand.all_pass = true;
            } else {
                let suit = Suit::ALL[suit];
                let in_suit = m.rules.deck.cards().filter(|(c, _)| c.suit() == Some(suit)).count();
                for k in 0..in_suit {
                    let seat = owners[k % owners.len()] % players;
                    let before = match hand.took[seat].first() {
                        Some(super::tokens::Token::Hearts(n)) => *n,
                        _ => 0,
                    };
                    hand.took[seat] = vec![super::tokens::Token::Hearts(before + 1)];
                }
                hand.suit = Some(suit);
                if board.names_again.is_none() {
                    let seat = bidder % players;
                    hand.bid = Some((seat, bid.min(board.totals[seat].re).max(1)));
                }
            }
            match m.record(&hand, time()) {
                Ok(after) => {
                    let total: i64 = after.totals.iter().map(|t| t.re).sum::<i64>() + after.pot;
                    prop_assert_eq!(total, start);
                    prop_assert!(after.totals.iter().all(|t| t.re >= 0));
                }
                // A bidder down to no chips cannot bid at all.
                Err(super::game::MatchError::BidTooHigh { .. }) => {}
                Err(other) => prop_assert!(false, "{other}"),
            }
        }
    }

    #[test]
    fn reversis_chips_are_never_created_or_lost(
        hands in proptest::collection::vec(
            (
                proptest::collection::vec(0usize..4, 16),
                proptest::collection::vec(0u32..4, 4),
                proptest::collection::vec((0usize..5, 0usize..5, 1i64..60), 0..4),
                proptest::option::of(0usize..4),
            ),
            1..10,
        ),
    ) {
        use super::game::{HandInput, MatchError, Payment, Purse};
        use super::tokens::Token;
        let mut m = game("reversis", 4);
        let start = m.start_chips().expect("a chips game") * 4;
        for (owners, trick_shares, payments, declare) in hands {
            if m.scoreboard().finished() {
                break;
            }
            // Eleven tricks shared out; the last player takes what is left.
            let mut tricks = [0u32; 4];
            let mut left = 11u32;
            for (seat, share) in trick_shares.iter().enumerate().take(3) {
                tricks[seat] = (*share * 3).min(left);
                left -= tricks[seat];
            }
            tricks[3] = left;
            // Cards come with a trick: a player without one passes theirs to the first who has one.
            let with_a_trick = tricks.iter().position(|&t| t > 0).unwrap_or(3);
            let mut took = vec![Vec::new(); 4];
            for ((card, _), owner) in m.rules.deck.cards().filter(|&(c, _)| m.rules.scores(c)).zip(&owners) {
                let owner = if tricks[*owner] > 0 { *owner } else { with_a_trick };
                took[owner].push(Token::Card(card));
            }
            for (seat, count) in tricks.iter().enumerate() {
                took[seat].push(Token::Tricks(*count));
            }
            let purse = |k: usize| if k == 4 { Purse::Pot } else { Purse::Seat(k) };
            let hand = HandInput {
                took,
                declare,
                payments: payments
                    .iter()
                    .map(|&(from, to, chips)| Payment { from: purse(from), to: purse(to), chips })
                    .collect(),
                ..HandInput::default()
            };
            match m.record(&hand, time()) {
                Ok(after) => {
                    let total: i64 = after.totals.iter().map(|t| t.re).sum::<i64>() + after.pot;
                    prop_assert_eq!(total, start);
                }
                // Payments that cannot be made are refused, and nothing changes.
                Err(MatchError::PaymentTooBig { .. } | MatchError::PaymentToSelf(_)) => {}
                Err(other) => prop_assert!(false, "{other}"),
            }
        }
    }
}
