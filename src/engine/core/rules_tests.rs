//! Tests named after the rules of RULES.md, played through the built-in variant files.

use super::cards::{Card, Rank, Suit};
use super::game::{Match, MatchError, MatchOptions, Outcome, Scoreboard};
use super::scoring::HandError;
use super::testkit::parse_cards;
use super::testkit::*;
use super::variant::{MoonChoice, PassDir};

fn everyone_but_ann_takes_one_heart() -> [(&'static str, &'static str); 4] {
    [("Ann", "QS 10"), ("Bob", "1"), ("Cas", "1"), ("Dee", "1")]
}

// ---- Hartenjagen / American Hearts: the default game ----

#[test]
fn each_heart_scores_one_and_the_queen_of_spades_thirteen() {
    let mut m = game("hartenjagen", 4);
    let board = play(&mut m, &[("Ann", "QS 3"), ("Bob", "5"), ("Dee", "rest")]);
    assert_eq!(last_points(&board), vec![16, 5, 0, 5]);
}

#[test]
fn a_hand_holds_26_penalty_points() {
    assert_eq!(variant("hartenjagen").rules(4).unwrap().hand_total, 26);
}

#[test]
fn particular_hearts_and_bare_counts_mix() {
    let mut m = game("hartenjagen", 4);
    let board = play(
        &mut m,
        &[("Ann", "QS AH KH"), ("Bob", "5"), ("Cas", "rest")],
    );
    assert_eq!(last_points(&board), vec![15, 5, 6, 0]);
}

#[test]
fn shooting_the_moon_scores_zero_for_the_shooter_and_26_for_every_opponent() {
    let mut m = game("hartenjagen", 4);
    let board = play(&mut m, &[("Cas", "rest")]);
    assert_eq!(last_points(&board), vec![26, 26, 0, 26]);
    assert_eq!(board.hands[0].moon, Some(2));
}

#[test]
fn a_failed_moon_scores_what_was_taken() {
    let mut m = game("hartenjagen", 4);
    let board = play(&mut m, &[("Cas", "13"), ("Dee", "QS")]);
    assert_eq!(last_points(&board), vec![0, 0, 13, 13]);
    assert_eq!(board.hands[0].moon, None);
}

#[test]
fn a_renege_charges_the_offender_the_hand_total_and_everyone_else_zero() {
    let mut m = game("hartenjagen", 4);
    let mut hand = input(&m, &[]);
    hand.renege = Some(1);
    let board = m.record(&hand, time()).unwrap();
    assert_eq!(last_points(&board), vec![0, 26, 0, 0]);
    assert_eq!(board.hands[0].renege, Some(1));
}

#[test]
fn a_renege_hand_takes_no_cards() {
    let mut m = game("hartenjagen", 4);
    let mut hand = input(&m, &[("Ann", "QS")]);
    hand.renege = Some(1);
    assert!(matches!(
        m.record(&hand, time()),
        Err(MatchError::RenegeWithCards(_))
    ));
    assert!(m.entries.is_empty());
}

#[test]
fn the_match_ends_after_the_hand_in_which_a_player_reaches_100_and_lowest_wins() {
    let mut m = game("hartenjagen", 4);
    for _ in 0..3 {
        play(&mut m, &everyone_but_ann_takes_one_heart());
    }
    let board = play(&mut m, &[("Ann", "QS 10"), ("Bob", "1"), ("Cas", "2")]);
    assert_eq!(board.totals, vec![92, 4, 5, 3]);
    assert_eq!(board.outcome, Outcome::Playing);
    let board = play(
        &mut m,
        &[("Ann", "QS 10"), ("Bob", "1"), ("Cas", "1"), ("Dee", "1")],
    );
    assert_eq!(board.totals, vec![115, 5, 6, 4]);
    assert_eq!(board.winner(), Some(3));
    assert!(matches!(
        try_play(&mut m, &[("Ann", "rest")]),
        Err(MatchError::MatchOver(_))
    ));
}

#[test]
fn a_tie_for_lowest_is_broken_by_an_extra_hand_won_by_the_fewest_points_in_it() {
    let mut m = game("hartenjagen", 4);
    for _ in 0..4 {
        play(&mut m, &[("Ann", "QS 12"), ("Dee", "1")]);
    }
    let board = m.scoreboard();
    assert_eq!(board.totals, vec![100, 0, 0, 4]);
    assert_eq!(board.outcome, Outcome::TieBreak(vec![1, 2]));
    // Dee takes nothing in the extra hand, but only the tied players count.
    let board = play(&mut m, &[("Ann", "QS 10"), ("Bob", "1"), ("Cas", "2")]);
    assert_eq!(board.winner(), Some(1));
}

#[test]
fn the_extra_hand_is_repeated_while_the_tie_stands() {
    let mut m = game("hartenjagen", 4);
    for _ in 0..4 {
        play(&mut m, &[("Ann", "QS 12"), ("Dee", "1")]);
    }
    let board = play(&mut m, &[("Ann", "rest")]);
    assert_eq!(
        board.hands[4].moon,
        Some(0),
        "Ann's moon gives both tied players 26"
    );
    assert_eq!(board.outcome, Outcome::TieBreak(vec![1, 2]));
    let board = play(&mut m, &[("Ann", "QS"), ("Cas", "13")]);
    assert_eq!(board.winner(), Some(1));
}

#[test]
fn tie_break_hands_continue_hand_numbers_dealer_and_pass_cycle() {
    let mut m = game("hartenjagen", 4);
    for _ in 0..4 {
        play(&mut m, &[("Ann", "QS 12"), ("Dee", "1")]);
    }
    let next = m.scoreboard().next(&m.rules).unwrap();
    assert_eq!(
        (next.number, next.dealer, next.pass),
        (5, 0, Some(PassDir::Left))
    );
}

#[test]
fn the_next_dealer_is_the_player_after_the_dealer_and_passing_cycles_left_right_across_hold() {
    let mut m = game("hartenjagen", 4);
    let mut seen = Vec::new();
    for _ in 0..5 {
        let next = m.scoreboard().next(&m.rules).unwrap();
        seen.push((next.dealer, next.pass));
        play(&mut m, &[("Ann", "QS"), ("Bob", "13")]);
    }
    use PassDir::*;
    assert_eq!(
        seen,
        vec![
            (0, Some(Left)),
            (1, Some(Right)),
            (2, Some(Across)),
            (3, Some(Hold)),
            (0, Some(Left))
        ]
    );
}

#[test]
fn passing_left_gives_to_the_next_seat_right_to_the_previous_and_across_two_on() {
    assert_eq!(PassDir::Left.passes(4, 3)[0], (0, 1, 3));
    assert_eq!(PassDir::Right.passes(4, 3)[0], (0, 3, 3));
    assert_eq!(PassDir::Across.passes(4, 3)[1], (1, 3, 3));
    assert!(PassDir::Hold.passes(4, 3).is_empty());
    assert_eq!(PassDir::Scatter.passes(4, 3).len(), 12);
}

#[test]
fn a_misdeal_is_redealt_by_the_same_dealer_and_keeps_the_pass_direction() {
    let mut m = game("hartenjagen", 4);
    play(&mut m, &[("Ann", "QS"), ("Bob", "13")]);
    let before = m.scoreboard().next(&m.rules).unwrap();
    assert_eq!(m.misdeal(time()).unwrap(), 1);
    let after = m.scoreboard().next(&m.rules).unwrap();
    assert_eq!(before, after);
    assert_eq!(m.scoreboard().hands.len(), 1, "a misdeal is not a hand");
}

#[test]
fn the_holder_of_the_two_of_clubs_leads() {
    let m = game("hartenjagen", 4);
    assert_eq!(lead_words(&m, 0), "whoever holds 2♣");
}

#[test]
fn the_actual_dealer_is_recorded_and_the_next_dealer_follows_them_while_the_pass_cycle_counts_hands()
 {
    let mut m = game("hartenjagen", 4);
    let mut hand = input(&m, &[("Ann", "QS"), ("Bob", "13")]);
    hand.dealer = Some(2);
    hand.pass = Some(PassDir::Hold);
    let board = m.record(&hand, time()).unwrap();
    assert_eq!(
        (board.hands[0].dealer, board.hands[0].pass),
        (2, PassDir::Hold)
    );
    let next = board.next(&m.rules).unwrap();
    assert_eq!((next.dealer, next.pass), (3, Some(PassDir::Right)));
}

#[test]
fn a_quick_game_plays_to_half_the_target_and_a_hands_limit_ends_the_match() {
    let quick = game_with(
        "hartenjagen",
        4,
        MatchOptions {
            quick: true,
            ..Default::default()
        },
    );
    assert_eq!(quick.target(), 50);
    let mut limited = game_with(
        "hartenjagen",
        4,
        MatchOptions {
            hands: Some(2),
            ..Default::default()
        },
    );
    play(&mut limited, &[("Ann", "QS"), ("Bob", "13")]);
    let board = play(&mut limited, &[("Ann", "QS"), ("Cas", "13")]);
    assert_eq!(board.winner(), Some(3));
}

#[test]
fn a_target_replaces_the_game_ending_score() {
    let mut m = game_with(
        "hartenjagen",
        4,
        MatchOptions {
            target: Some(20),
            ..Default::default()
        },
    );
    let board = play(&mut m, &[("Ann", "QS 12"), ("Bob", "1")]);
    assert!(matches!(board.outcome, Outcome::TieBreak(ref t) if t == &vec![2, 3]));
}

// ---- What the table typed must be possible ----

#[test]
fn every_scoring_card_must_be_accounted_for() {
    let mut m = game("hartenjagen", 4);
    let error = try_play(&mut m, &[("Ann", "12")]).unwrap_err();
    assert_eq!(
        said(&m, &error),
        "the hand does not add up: hearts: 12 entered, the deck has 13; nobody took Q♠; every scoring card must be entered exactly once (`rest` gives one player everything not entered)"
    );
}

#[test]
fn a_card_taken_twice_names_the_card_and_the_players() {
    let mut m = game("hartenjagen", 4);
    let error = try_play(&mut m, &[("Ann", "QS"), ("Bob", "qs 13")]).unwrap_err();
    assert_eq!(
        said(&m, &error),
        "Q♠ is entered for Ann and Bob, but the deck has only one"
    );
}

#[test]
fn too_many_hearts_are_refused() {
    let mut m = game("hartenjagen", 4);
    let error = try_play(&mut m, &[("Ann", "QS 10 AH"), ("Bob", "3")]).unwrap_err();
    assert_eq!(said(&m, &error), "hearts: 14 entered, the deck has 13");
}

#[test]
fn a_card_that_scores_nothing_is_probably_a_typo() {
    let mut m = game("hartenjagen", 4);
    let error = try_play(&mut m, &[("Ann", "QS 2C"), ("Bob", "13")]).unwrap_err();
    assert!(
        said(&m, &error).starts_with("2♣ scores nothing in hartenjagen"),
        "{error}"
    );
}

#[test]
fn a_joker_is_not_in_a_deck_without_jokers() {
    let mut m = game("hartenjagen", 4);
    let error = try_play(&mut m, &[("Ann", "JK")]).unwrap_err();
    assert_eq!(
        said(&m, &error),
        "joker is not in this deck (hartenjagen plays without jokers)"
    );
}

#[test]
fn errors_come_in_order_not_in_deck_before_scores_nothing_before_too_often_before_totals() {
    let mut m = game("black-maria", 3);
    // 2♣ is stripped for 3 players and would also score nothing: "not in this deck" wins.
    let error = try_play(&mut m, &[("Ann", "QS QS 2C")]).unwrap_err();
    assert!(
        matches!(error, MatchError::Cards(HandError::NotInDeck { .. })),
        "{error}"
    );
    let error = try_play(&mut m, &[("Ann", "QS QS 3C")]).unwrap_err();
    assert!(
        matches!(error, MatchError::Cards(HandError::ScoresNothing { .. })),
        "{error}"
    );
    let error = try_play(&mut m, &[("Ann", "QS QS")]).unwrap_err();
    assert!(
        matches!(error, MatchError::Cards(HandError::EnteredTooOften { .. })),
        "{error}"
    );
}

#[test]
fn rest_goes_to_one_player_only() {
    let mut m = game("hartenjagen", 4);
    let error = try_play(&mut m, &[("Ann", "rest"), ("Bob", "rest")]).unwrap_err();
    assert_eq!(said(&m, &error), "`rest` can be given to one player only");
}

#[test]
fn rest_gives_the_particular_cards_left_when_nobody_typed_a_bare_count() {
    let mut m = game("hartenjagen", 4);
    play(&mut m, &[("Ann", "QS 2H 3H"), ("Bob", "rest")]);
    let super::game::Entry::Hand(hand) = &m.entries[0] else {
        panic!("a hand")
    };
    assert_eq!(hand.cards.took[1].hearts, 0);
    assert_eq!(hand.cards.took[1].cards.len(), 11);
    assert!(
        !hand.cards.took[1]
            .cards
            .contains_key(&Card::new(Rank::TWO, Suit::Hearts))
    );
}

// ---- Moon options ----

#[test]
fn moon_under_subtract_takes_26_off_the_shooter() {
    let mut m = game(
        "extends = \"hartenjagen\"\n[moon]\neffect = \"subtract\"",
        4,
    );
    let board = play(&mut m, &[("Bob", "rest")]);
    assert_eq!(last_points(&board), vec![0, -26, 0, 0]);
}

#[test]
fn where_the_shooter_chooses_a_moon_needs_the_choice() {
    let mut m = game("extends = \"hartenjagen\"\n[moon]\neffect = \"choose\"", 4);
    let error = try_play(&mut m, &[("Bob", "rest")]).unwrap_err();
    assert_eq!(
        said(&m, &error),
        "Bob shot the moon: say --moon add (everyone else +26) or --moon subtract (Bob −26)"
    );
    let board = play_moon(&mut m, &[("Bob", "rest")], MoonChoice::Subtract);
    assert_eq!(last_points(&board), vec![0, -26, 0, 0]);
    let board = play_moon(&mut m, &[("Cas", "rest")], MoonChoice::Add);
    assert_eq!(last_points(&board), vec![26, 26, 0, 26]);
}

#[test]
fn a_moon_choice_on_a_hand_that_is_not_a_moon_is_refused() {
    let mut m = game("extends = \"hartenjagen\"\n[moon]\neffect = \"choose\"", 4);
    let mut hand = input(&m, &[("Ann", "QS"), ("Bob", "13")]);
    hand.moon = Some(MoonChoice::Add);
    assert_eq!(m.record(&hand, time()), Err(MatchError::NotAMoon));
}

#[test]
fn a_moon_choice_where_the_shooter_has_none_is_refused() {
    let mut m = game("hartenjagen", 4);
    let mut hand = input(&m, &[("Bob", "rest")]);
    hand.moon = Some(MoonChoice::Subtract);
    assert!(matches!(
        m.record(&hand, time()),
        Err(MatchError::NoMoonChoice { .. })
    ));
}

#[test]
fn best_for_the_shooter_subtracts_when_adding_would_end_the_match_with_the_shooter_not_winning() {
    let mut m = game("extends = \"hartenjagen\"\n[moon]\neffect = \"best\"", 4);
    for _ in 0..3 {
        play(&mut m, &[("Ann", "QS 12"), ("Bob", "1")]);
    }
    play(&mut m, &[("Ann", "2"), ("Bob", "QS 11")]);
    play(&mut m, &[("Ann", "QS"), ("Bob", "13")]);
    assert_eq!(m.scoreboard().totals, vec![90, 40, 0, 0]);
    // Adding 26 would end the match with Cas and Dee ahead of Bob.
    let board = play(&mut m, &[("Bob", "rest")]);
    assert_eq!(last_points(&board), vec![0, -26, 0, 0]);
    // Early on, adding is best.
    let mut fresh = game("extends = \"hartenjagen\"\n[moon]\neffect = \"best\"", 4);
    let board = play(&mut fresh, &[("Bob", "rest")]);
    assert_eq!(last_points(&board), vec![26, 0, 26, 26]);
}

#[test]
fn greek_moon_gives_the_shooter_minus_26_per_opponent_and_every_opponent_plus_26() {
    let mut m = game("extends = \"hartenjagen\"\n[moon]\neffect = \"greek\"", 4);
    let board = play(&mut m, &[("Dee", "rest")]);
    assert_eq!(last_points(&board), vec![26, 26, 26, -78]);
}

#[test]
fn a_winning_moon_ends_the_match_at_once_and_scores_nothing() {
    let mut m = game("extends = \"hartenjagen\"\n[moon]\neffect = \"win\"", 4);
    play(&mut m, &[("Ann", "QS"), ("Bob", "13")]);
    let board = play(&mut m, &[("Cas", "rest")]);
    assert_eq!(last_points(&board), vec![0, 0, 0, 0]);
    assert_eq!(board.winner(), Some(2));
}

// ---- Omnibus ----

#[test]
fn the_jack_of_diamonds_is_worth_minus_ten() {
    let mut m = game("omnibus", 4);
    let board = play(&mut m, &[("Ann", "QS 3"), ("Bob", "JD 10")]);
    assert_eq!(last_points(&board), vec![16, 0, 0, 0]);
}

#[test]
fn moon_with_jack_of_diamonds_keeps_the_bonus() {
    let mut m = game("omnibus", 4);
    let board = play(&mut m, &[("Ann", "rest")]);
    assert_eq!(last_points(&board), vec![-10, 26, 26, 26]);
}

#[test]
fn the_moon_does_not_need_the_jack_of_diamonds() {
    let mut m = game("omnibus", 4);
    let board = play(&mut m, &[("Ann", "QS 13"), ("Bob", "JD")]);
    assert_eq!(last_points(&board), vec![0, 16, 26, 26]);
    assert_eq!(board.hands[0].moon, Some(0));
}

#[test]
fn moon_under_subtract_with_the_jack_of_diamonds_is_minus_36() {
    let mut m = game("extends = \"omnibus\"\n[moon]\neffect = \"subtract\"", 4);
    let board = play(&mut m, &[("Ann", "rest")]);
    assert_eq!(last_points(&board), vec![-36, 0, 0, 0]);
}

#[test]
fn where_the_bonus_card_is_part_of_the_moon_taking_all_but_it_is_no_moon() {
    let mut m = game("extends = \"omnibus\"\n[moon]\nneeds_bonus_cards = true", 4);
    let board = play(&mut m, &[("Ann", "QS 13"), ("Bob", "JD")]);
    assert_eq!(last_points(&board), vec![26, -10, 0, 0]);
    assert_eq!(board.hands[0].moon, None);
}

// ---- No pass ----

#[test]
fn no_pass_never_passes() {
    let mut m = game("no-pass", 4);
    for _ in 0..4 {
        let next = m.scoreboard().next(&m.rules).unwrap();
        assert_eq!(next.pass, Some(PassDir::Hold));
        play(&mut m, &[("Ann", "QS"), ("Bob", "13")]);
    }
}

// ---- Black Maria ----

#[test]
fn black_maria_scores_queen_13_king_10_ace_7_for_43_a_hand() {
    let rules = variant("black-maria").rules(4).unwrap().clone();
    assert_eq!(rules.hand_total, 43);
    let mut m = game("black-maria", 4);
    let board = play(
        &mut m,
        &[("Ann", "QS"), ("Bob", "KS 2"), ("Cas", "AS"), ("Dee", "11")],
    );
    assert_eq!(last_points(&board), vec![13, 12, 7, 11]);
}

#[test]
fn black_maria_moon_needs_all_hearts_and_all_three_spades_and_is_worth_43() {
    let mut m = game("black-maria", 4);
    let board = play(&mut m, &[("Ann", "QS 13 KS"), ("Bob", "AS")]);
    assert_eq!(board.hands[0].moon, None);
    let board = play(&mut m, &[("Cas", "rest")]);
    assert_eq!(last_points(&board), vec![43, 43, 0, 43]);
}

#[test]
fn black_maria_passes_right_every_hand() {
    let mut m = game("black-maria", 4);
    for _ in 0..5 {
        assert_eq!(
            m.scoreboard().next(&m.rules).unwrap().pass,
            Some(PassDir::Right)
        );
        play(&mut m, &[("Cas", "QS KS AS 12"), ("Dee", "1")]);
    }
}

#[test]
fn black_maria_for_three_removes_the_two_of_clubs_deals_17_and_left_of_the_dealer_leads() {
    let m = game("black-maria", 3);
    assert_eq!((m.rules.cards_each, m.rules.kitty), (17, 0));
    assert!(!m.rules.deck.contains(Card::new(Rank::TWO, Suit::Clubs)));
    assert_eq!(lead_words(&m, 0), "Bob (left of the dealer)");
    assert_eq!(lead_words(&game("black-maria", 4), 0), "whoever holds 2♣");
}

// ---- Heart Hunter ----

fn heart_hunter_to_phase_two() -> super::game::Match {
    let mut m = game_with(
        "heart-hunter",
        4,
        MatchOptions {
            quick: true,
            ..Default::default()
        },
    );
    for _ in 0..4 {
        play(
            &mut m,
            &[("Ann", "QS JC 6"), ("Bob", "3"), ("Cas", "2"), ("Dee", "2")],
        );
    }
    m
}

#[test]
fn heart_hunter_scores_hearts_1_jack_of_clubs_2_queen_of_spades_5() {
    assert_eq!(variant("heart-hunter").rules(4).unwrap().hand_total, 20);
    let mut m = game("heart-hunter", 4);
    let board = play(
        &mut m,
        &[("Ann", "QS JC 6"), ("Bob", "3"), ("Cas", "2"), ("Dee", "2")],
    );
    assert_eq!(last_points(&board), vec![13, 3, 2, 2]);
}

#[test]
fn heart_hunter_for_three_uses_36_cards_12_each_and_16_points_a_hand() {
    let m = game("heart-hunter", 3);
    assert_eq!(m.rules.deck.len(), 36);
    assert_eq!(
        (m.rules.cards_each, m.rules.kitty, m.rules.hand_total),
        (12, 0, 16)
    );
    assert_eq!(m.target(), 80);
    assert_eq!(lead_words(&m, 0), "whoever holds 6♣");
    let mut m = m;
    let error = try_play(&mut m, &[("Ann", "5H")]).unwrap_err();
    assert_eq!(
        said(&m, &error),
        "5♥ is not in this deck (the 36-card deck runs from 6 to A)"
    );
}

#[test]
fn phase_two_starts_with_the_hand_after_someone_reaches_the_threshold() {
    let m = heart_hunter_to_phase_two();
    let board = m.scoreboard();
    assert_eq!(board.totals, vec![52, 12, 8, 8]);
    assert_eq!(board.hands[3].phase, Some(1));
    assert_eq!(board.phase, 2);
    assert_eq!(board.next(&m.rules).unwrap().phase, Some(2));
}

#[test]
fn in_phase_two_captured_points_are_subtracted() {
    let mut m = heart_hunter_to_phase_two();
    let board = play(
        &mut m,
        &[("Ann", "QS JC 6"), ("Bob", "3"), ("Cas", "2"), ("Dee", "2")],
    );
    assert_eq!(last_points(&board), vec![-13, -3, -2, -2]);
}

#[test]
fn heart_hunter_moon_adds_20_to_opponents_in_phase_one_and_takes_20_off_the_shooter_in_phase_two() {
    let mut m = game("heart-hunter", 4);
    let board = play(&mut m, &[("Bob", "rest")]);
    assert_eq!(last_points(&board), vec![20, 0, 20, 20]);
    let mut m = heart_hunter_to_phase_two();
    let board = play(&mut m, &[("Ann", "rest")]);
    assert_eq!(last_points(&board), vec![-20, 0, 0, 0]);
}

#[test]
fn a_renege_moves_the_score_up_in_phase_two_too() {
    let mut m = heart_hunter_to_phase_two();
    let mut hand = input(&m, &[]);
    hand.renege = Some(2);
    let board = m.record(&hand, time()).unwrap();
    assert_eq!(last_points(&board), vec![0, 0, 20, 0]);
}

#[test]
fn phase_two_ends_at_zero_and_a_shared_lowest_score_plays_on() {
    let mut m = heart_hunter_to_phase_two();
    play(
        &mut m,
        &[("Ann", "QS JC 6"), ("Bob", "3"), ("Cas", "2"), ("Dee", "2")],
    );
    // Ann 39, Bob 9, Cas 6, Dee 6.
    let board = play(&mut m, &[("Bob", "9"), ("Cas", "JC 4"), ("Dee", "QS")]);
    assert_eq!(board.totals, vec![39, 0, 0, 1]);
    assert_eq!(board.outcome, Outcome::TieBreak(vec![1, 2]));
    let board = play(&mut m, &[("Ann", "rest")]);
    assert_eq!(board.outcome, Outcome::TieBreak(vec![1, 2]));
    let board = play(&mut m, &[("Bob", "1"), ("Ann", "rest")]);
    assert_eq!(board.winner(), Some(1));
}

#[test]
fn exact_zero_bounces_a_score_back_up_by_the_excess() {
    let mut m = game_with(
        "extends = \"heart-hunter\"\n[phase2]\nexact_zero = true",
        4,
        MatchOptions {
            quick: true,
            ..Default::default()
        },
    );
    for _ in 0..4 {
        play(
            &mut m,
            &[("Ann", "QS JC 6"), ("Bob", "3"), ("Cas", "2"), ("Dee", "2")],
        );
    }
    // Cas has 8 and takes 13: 8 − 13 would be −5, so Cas bounces to 5.
    let board = play(&mut m, &[("Cas", "QS JC 6"), ("Bob", "7")]);
    assert_eq!(last_points(&board), vec![0, -7, -3, 0]);
    assert_eq!(board.totals, vec![52, 5, 5, 8]);
    assert_eq!(board.outcome, Outcome::Playing);
}

#[test]
fn a_variant_played_by_the_wrong_number_of_players_is_refused() {
    let names = NAMES[..5].iter().map(|n| n.to_string()).collect();
    let error = super::game::Match::new(
        variant("hartenjagen"),
        names,
        0,
        MatchOptions::default(),
        time(),
    )
    .unwrap_err();
    assert_eq!(
        crate::words::errors::setup_failure(
            &crate::words::Words::new(crate::words::Lang::En),
            &error
        ),
        "hartenjagen is played by 4 players, not 5"
    );
}

#[test]
fn player_names_must_differ_ignoring_case() {
    let names = vec!["Ann".to_string(), "ann".into(), "Cas".into(), "Dee".into()];
    assert!(
        super::game::Match::new(
            variant("hartenjagen"),
            names,
            0,
            MatchOptions::default(),
            time()
        )
        .is_err()
    );
}

#[test]
fn an_exact_name_wins_over_a_prefix() {
    let players: Vec<String> = ["Anna", "Ann", "Bob"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(super::game::find_player(&players, "ann"), Ok(1));
    assert_eq!(super::game::find_player(&players, "b"), Ok(2));
    assert_eq!(
        super::game::find_player(&players, "a"),
        Err(super::game::NameError::Ambiguous {
            typed: "a".into(),
            seats: vec![0, 1]
        })
    );
    assert_eq!(
        super::game::find_player(&players, "zed"),
        Err(super::game::NameError::Unknown("zed".into()))
    );
}

// ---- The schema carries the games still to come ----

#[test]
fn a_fixed_moon_value_replaces_the_hand_total() {
    // Plain Hearts: only hearts score (13 a hand), but the moon is worth a fixed 26.
    let mut m = game(
        "extends = \"hartenjagen\"\n[scoring.cards]\nQS = 0\n[moon]\nvalue = 26",
        4,
    );
    assert_eq!(m.rules.hand_total, 13);
    let board = play(&mut m, &[("Ann", "13")]);
    assert_eq!(last_points(&board), vec![0, 26, 26, 26]);
}

#[test]
fn with_two_packs_a_card_may_be_taken_twice_and_out_of_play_cards_count() {
    let toml = "extends = \"hartenjagen\"\nplayers = [6]\n[deck]\npacks = 2\n[deal]\ncards_each = 17\n[passing]\ncycle = [\"left\", \"right\"]";
    let mut m = game(toml, 6);
    assert_eq!(
        (m.rules.cards_each, m.rules.kitty, m.rules.hand_total),
        (17, 2, 52)
    );
    let mut hand = input(&m, &[("Ann", "QS 10"), ("Bob", "QS 10"), ("Cas", "5")]);
    hand.out = super::testkit::parse_cards("AH").unwrap();
    let board = m.record(&hand, time()).unwrap();
    assert_eq!(last_points(&board), vec![23, 23, 5, 0, 0, 0]);
    let error = try_play(&mut m, &[("Ann", "QS QS QS")]).unwrap_err();
    assert_eq!(
        said(&m, &error),
        "Q♠ is entered 3 times for Ann, but the deck has 2"
    );
}

#[test]
fn a_joker_can_replace_the_two_of_hearts() {
    let toml = "extends = \"hartenjagen\"\n[deck]\njokers = 1\nremove = [\"2H\"]\n[scoring.cards]\nQS = 0\nJK = 5";
    let mut m = game(toml, 4);
    assert_eq!((m.rules.deck.len(), m.rules.hand_total), (52, 17));
    let error = try_play(&mut m, &[("Ann", "2H")]).unwrap_err();
    assert_eq!(
        said(&m, &error),
        "2♥ is not in this deck (custom takes it out for 4 players)"
    );
    let board = play(&mut m, &[("Ann", "JK 2"), ("Bob", "rest")]);
    assert_eq!(last_points(&board), vec![7, 10, 0, 0]);
}

#[test]
fn hearts_can_score_their_rank_and_then_a_bare_count_is_refused() {
    let mut m = game("extends = \"hartenjagen\"\n[scoring]\nhearts = \"rank\"", 4);
    assert_eq!(m.rules.hand_total, 104);
    let error = try_play(&mut m, &[("Ann", "5")]).unwrap_err();
    assert!(
        said(&m, &error).starts_with("a bare number of hearts is not accepted in custom"),
        "{error}"
    );
    let board = play(&mut m, &[("Ann", "QS AH KH"), ("Bob", "rest")]);
    assert_eq!(last_points(&board), vec![27, 77, 0, 0]);
}

#[test]
fn highest_total_wins_where_the_variant_says_so() {
    let mut m = game(
        "extends = \"hartenjagen\"\n[end]\nwinner = \"highest\"\ntarget = 20",
        4,
    );
    let board = play(&mut m, &[("Ann", "QS 10"), ("Bob", "3")]);
    assert_eq!(board.winner(), Some(0));
}

// ---- Polignac (Four Jacks) ----

fn declared(m: &mut Match, declarer: usize, took: &[(&str, &str)]) -> Scoreboard {
    let mut hand = input(m, took);
    hand.declare = Some(declarer);
    m.record(&hand, time()).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn polignac_each_jack_scores_one_the_jack_of_spades_two_and_the_first_and_last_trick_one() {
    let mut m = game("polignac", 4);
    let board = play(
        &mut m,
        &[
            ("Ann", "JS first"),
            ("Bob", "JH last"),
            ("Cas", "JD"),
            ("Dee", "rest"),
        ],
    );
    assert_eq!(last_points(&board), vec![3, 2, 1, 1]);
}

#[test]
fn polignac_deals_8_each_from_32_cards_and_6_or_5_each_without_the_black_sevens() {
    let polignac = variant("polignac");
    let four = polignac.rules(4).unwrap();
    assert_eq!(
        (four.deck.len(), four.cards_each, four.hand_total),
        (32, 8, 7)
    );
    for (players, each) in [(5, 6), (6, 5)] {
        let rules = polignac.rules(players).unwrap();
        assert_eq!((rules.deck.len(), rules.cards_each), (30, each));
        assert_eq!(
            rules
                .deck
                .count(Card::new(Rank::new(7).unwrap(), Suit::Spades)),
            0
        );
        assert_eq!(
            rules
                .deck
                .count(Card::new(Rank::new(7).unwrap(), Suit::Clubs)),
            0
        );
    }
}

#[test]
fn polignac_capot_made_scores_minus_10_for_the_declarer_and_plus_10_for_each_other_player() {
    let mut m = game("polignac", 4);
    let board = declared(&mut m, 0, &[("Ann", "JS JH JD JC first"), ("Bob", "rest")]);
    assert_eq!(last_points(&board), vec![-10, 10, 10, 10]);
    assert_eq!(board.hands[0].declared, Some((0, true)));
}

#[test]
fn polignac_capot_failed_scores_plus_10_for_the_declarer_and_minus_10_for_each_other_player() {
    let mut m = game("polignac", 4);
    let board = declared(
        &mut m,
        0,
        &[("Ann", "JS JH JD first last"), ("Bob", "rest")],
    );
    assert_eq!(last_points(&board), vec![10, -10, -10, -10]);
    assert_eq!(board.hands[0].declared, Some((0, false)));
}

#[test]
fn polignac_a_declared_hand_scores_only_the_capot_but_is_still_checked() {
    let mut m = game("polignac", 4);
    // The jacks and tricks are not added, but the hand must still add up.
    let error = refused_declared(&mut m, &[("Ann", "JS JH JD JC")]);
    assert!(error.contains("nobody took the first trick"), "{error}");
    let board = declared(
        &mut m,
        0,
        &[("Ann", "JS JH JD JC first last"), ("Bob", "rest")],
    );
    assert_eq!(board.totals, vec![-10, 10, 10, 10]);
}

fn refused_declared(m: &mut Match, took: &[(&str, &str)]) -> String {
    let mut hand = input(m, took);
    hand.declare = Some(0);
    let error = m
        .record(&hand, time())
        .expect_err("the hand should be refused");
    said(m, &error)
}

#[test]
fn polignac_all_four_jacks_without_a_declaration_is_no_moon_and_simply_scores_five() {
    let mut m = game("polignac", 4);
    let board = play(
        &mut m,
        &[("Ann", "JS JH JD JC"), ("Bob", "first"), ("Cas", "last")],
    );
    assert_eq!(last_points(&board), vec![5, 1, 1, 0]);
    assert_eq!(board.hands[0].moon, None);
}

#[test]
fn polignac_ends_at_20_lowest_wins_and_a_shared_lowest_plays_on() {
    let mut m = game("polignac", 4);
    play(&mut m, &[("Ann", "rest")]);
    play(&mut m, &[("Ann", "rest")]);
    let board = play(&mut m, &[("Bob", "first"), ("Ann", "rest")]);
    assert_eq!(board.totals, vec![20, 1, 0, 0]);
    assert_eq!(board.outcome, Outcome::TieBreak(vec![2, 3]));
    let board = play(&mut m, &[("Cas", "first"), ("Ann", "rest")]);
    assert_eq!(board.outcome, Outcome::Won(3));
}

#[test]
fn a_declaration_is_refused_in_a_game_without_one_and_together_with_a_renege() {
    let mut m = game("hartenjagen", 4);
    let mut hand = input(&m, &[("Ann", "rest")]);
    hand.declare = Some(0);
    assert!(matches!(
        m.record(&hand, time()),
        Err(MatchError::NoDeclaration)
    ));
    let mut m = game("polignac", 4);
    let mut hand = input(&m, &[]);
    hand.declare = Some(0);
    hand.renege = Some(1);
    assert!(matches!(
        m.record(&hand, time()),
        Err(MatchError::DeclaredWithRenege)
    ));
    assert!(m.entries.is_empty());
}

#[test]
fn a_polignac_renege_charges_the_worst_hand_there_is_7() {
    let mut m = game("polignac", 4);
    let mut hand = input(&m, &[]);
    hand.renege = Some(2);
    let board = m.record(&hand, time()).unwrap();
    assert_eq!(last_points(&board), vec![0, 0, 7, 0]);
}

// ---- Slobberhannes ----

#[test]
fn slobberhannes_first_trick_last_trick_and_the_queen_of_clubs_score_one_each() {
    let mut m = game("slobberhannes", 4);
    let board = play(&mut m, &[("Ann", "first"), ("Bob", "last"), ("Cas", "QC")]);
    assert_eq!(last_points(&board), vec![1, 1, 1, 0]);
}

#[test]
fn slobberhannes_one_player_taking_all_three_scores_4() {
    let mut m = game("slobberhannes", 4);
    let board = play(&mut m, &[("Ann", "first last QC")]);
    assert_eq!(last_points(&board), vec![4, 0, 0, 0]);
    let renege = variant("slobberhannes").rules(4).unwrap().renege_charge;
    assert_eq!(renege, 4);
}

#[test]
fn slobberhannes_ends_at_10_and_a_shared_lowest_plays_on() {
    let mut m = game("slobberhannes", 4);
    play(&mut m, &[("Ann", "rest")]);
    let board = play(&mut m, &[("Ann", "rest")]);
    assert_eq!(board.outcome, Outcome::Playing);
    let board = play(&mut m, &[("Bob", "first"), ("Ann", "rest")]);
    assert_eq!(board.totals, vec![10, 1, 0, 0]);
    assert_eq!(board.outcome, Outcome::TieBreak(vec![2, 3]));
}

// ---- Knaves ----

#[test]
fn knaves_each_trick_scores_plus_one_and_the_jacks_minus_4_3_2_1() {
    let mut m = game("knaves", 4);
    let board = play(
        &mut m,
        &[
            ("Ann", "tricks:5 JH"),
            ("Bob", "tricks:4 JD"),
            ("Cas", "tricks:3 JC"),
            ("Dee", "rest"),
        ],
    );
    assert_eq!(last_points(&board), vec![1, 1, 1, 0]);
}

#[test]
fn knaves_deals_17_13_or_10_each_and_the_leftovers_are_out_of_play() {
    let knaves = variant("knaves");
    let each: Vec<(u32, u32)> = (3..=5)
        .map(|n| {
            let rules = knaves.rules(n).unwrap();
            (rules.cards_each, rules.kitty)
        })
        .collect();
    assert_eq!(each, vec![(17, 1), (13, 0), (10, 2)]);
    let mut m = game("knaves", 3);
    let mut hand = input(&m, &[("Ann", "tricks:17 JS JC JD")]);
    hand.out = parse_cards("JH").unwrap();
    let board = m.record(&hand, time()).unwrap();
    assert_eq!(last_points(&board), vec![11, 0, 0]);
}

#[test]
fn knaves_with_nothing_left_over_has_no_cards_out_of_play() {
    let mut m = game("knaves", 4);
    let mut hand = input(&m, &[("Ann", "rest")]);
    hand.out = parse_cards("JH").unwrap();
    assert!(matches!(
        m.record(&hand, time()),
        Err(MatchError::Cards(HandError::TooManyOut {
            entered: 1,
            most: 0
        }))
    ));
}

#[test]
fn knaves_the_first_to_plus_20_ends_the_match_and_the_highest_total_wins() {
    let mut m = game("knaves", 4);
    let all = [
        ("Ann", "tricks:10"),
        ("Bob", "tricks:1 JH JD"),
        ("Cas", "tricks:1 JC"),
        ("Dee", "tricks:1 JS"),
    ];
    let board = play(&mut m, &all);
    assert_eq!(board.totals, vec![10, -6, -1, 0]);
    assert_eq!(board.outcome, Outcome::Playing);
    let board = play(&mut m, &all);
    assert_eq!(board.outcome, Outcome::Won(0));
}

#[test]
fn a_knaves_renege_costs_the_worst_hand_there_is_minus_10() {
    let mut m = game("knaves", 4);
    let mut hand = input(&m, &[]);
    hand.renege = Some(1);
    let board = m.record(&hand, time()).unwrap();
    assert_eq!(last_points(&board), vec![0, -10, 0, 0]);
}

// ---- Tricks: first, last and tricks:N ----

#[test]
fn first_last_and_tricks_score_nothing_in_games_that_do_not_score_them() {
    let mut m = game("hartenjagen", 4);
    assert!(refused(&mut m, &[("Ann", "QS first"), ("Bob", "rest")]).contains("scores nothing"));
    assert!(refused(&mut m, &[("Ann", "tricks:3"), ("Bob", "rest")]).contains("scores nothing"));
    let mut m = game("polignac", 4);
    assert!(refused(&mut m, &[("Ann", "tricks:3"), ("Bob", "rest")]).contains("scores nothing"));
}

#[test]
fn exactly_one_player_takes_the_first_and_the_last_trick() {
    let mut m = game("polignac", 4);
    let error = try_play(
        &mut m,
        &[("Ann", "first"), ("Bob", "first"), ("Cas", "rest")],
    );
    assert!(matches!(
        error,
        Err(MatchError::Cards(HandError::TrickTwice { seats, .. })) if seats == vec![0, 1]
    ));
    let error = refused(&mut m, &[("Ann", "JS JH JD JC first")]);
    assert!(error.contains("nobody took the last trick"), "{error}");
}

#[test]
fn the_tricks_of_all_players_add_up_to_the_tricks_of_the_hand() {
    let mut m = game("knaves", 4);
    assert!(matches!(
        try_play(
            &mut m,
            &[("Ann", "tricks:9"), ("Bob", "tricks:5"), ("Cas", "rest")]
        ),
        Err(MatchError::Cards(HandError::TooManyTricks {
            entered: 14,
            hand: 13
        }))
    ));
    let error = refused(&mut m, &[("Ann", "tricks:5 JH JD JC JS")]);
    assert!(
        error.contains("tricks: 5 entered, a hand has 13"),
        "{error}"
    );
    assert!(m.entries.is_empty());
}

// ---- Complex Hearts: scores are Gaussian integers ----

use super::score::Score;

fn c(re: i64, im: i64) -> Score {
    Score::new(re, im)
}

#[test]
fn complex_hearts_each_heart_is_1_the_queen_of_spades_13i_and_the_jack_of_diamonds_minus_10() {
    let mut m = game("complex", 4);
    let board = play(
        &mut m,
        &[
            ("Ann", "QS 3"),
            ("Bob", "JD 5"),
            ("Cas", "TC"),
            ("Dee", "rest"),
        ],
    );
    assert_eq!(
        last_points(&board),
        vec![c(3, 13), c(-5, 0), c(0, 0), c(5, 0)]
    );
}

#[test]
fn complex_hearts_the_ten_of_clubs_multiplies_its_takers_other_cards_by_2i_and_alone_scores_0() {
    let mut m = game("complex", 4);
    let board = play(
        &mut m,
        &[("Ann", "QS TC 3"), ("Bob", "JD 5"), ("Dee", "rest")],
    );
    // (3+13i)×2i = −26+6i.
    assert_eq!(last_points(&board)[0], c(-26, 6));
    let board = play(
        &mut m,
        &[("Ann", "JD TC 2"), ("Bob", "QS"), ("Dee", "rest")],
    );
    // (2−10)×2i = −16i.
    assert_eq!(last_points(&board)[0], c(0, -16));
}

#[test]
fn complex_hearts_the_ten_of_clubs_must_be_entered_for_whoever_took_it() {
    let mut m = game("complex", 4);
    let error = refused(&mut m, &[("Ann", "QS JD 13")]);
    assert!(error.contains("10♣"), "{error}");
    assert!(m.entries.is_empty());
}

#[test]
fn complex_hearts_a_moon_with_the_jack_of_diamonds_and_the_ten_of_clubs_is_minus_26_plus_6i() {
    // The worked example: (13+13i−10)×2i = −26+6i; "subtract" gives the shooter +26−6i.
    let moon = [("Ann", "QS JD TC 13")];
    let mut m = game("complex", 4);
    let board = play_moon(&mut m, &moon, MoonChoice::Subtract);
    assert_eq!(board.hands[0].moon, Some(0));
    assert_eq!(
        last_points(&board),
        vec![c(26, -6), c(0, 0), c(0, 0), c(0, 0)]
    );
    let mut m = game("complex", 4);
    let board = play_moon(&mut m, &moon, MoonChoice::Add);
    assert_eq!(
        last_points(&board),
        vec![c(0, 0), c(-26, 6), c(-26, 6), c(-26, 6)]
    );
}

#[test]
fn complex_hearts_a_plain_moon_is_13_plus_13i_and_the_shooter_chooses() {
    let mut m = game("complex", 4);
    assert!(matches!(
        try_play(&mut m, &[("Ann", "QS 13"), ("Bob", "JD TC")]),
        Err(MatchError::MoonChoiceMissing { shooter: 0, value }) if value == c(13, 13)
    ));
    let error = refused(&mut m, &[("Ann", "QS 13"), ("Bob", "JD TC")]);
    assert!(error.contains("--moon add"), "{error}");
}

#[test]
fn complex_hearts_opponents_in_a_moon_hand_score_their_own_cards_and_the_moon_is_never_multiplied()
{
    // Bob's own J♦ and 10♣: −10×2i = −20i. Under "add" the moon (13+13i) comes after.
    let moon = [("Ann", "QS 13"), ("Bob", "JD TC")];
    let mut m = game("complex", 4);
    let board = play_moon(&mut m, &moon, MoonChoice::Add);
    assert_eq!(
        last_points(&board),
        vec![c(0, 0), c(13, -7), c(13, 13), c(13, 13)]
    );
    let mut m = game("complex", 4);
    let board = play_moon(&mut m, &moon, MoonChoice::Subtract);
    assert_eq!(
        last_points(&board),
        vec![c(-13, -13), c(0, -20), c(0, 0), c(0, 0)]
    );
}

#[test]
fn complex_hearts_a_renege_costs_13_plus_13i() {
    let mut m = game("complex", 4);
    let mut hand = input(&m, &[]);
    hand.renege = Some(2);
    let board = m.record(&hand, time()).unwrap();
    assert_eq!(
        last_points(&board),
        vec![c(0, 0), c(0, 0), c(13, 13), c(0, 0)]
    );
}

#[test]
fn complex_hearts_ends_when_a_magnitude_reaches_100_and_the_smallest_magnitude_wins() {
    let mut m = game("complex", 4);
    let hand = [("Ann", "QS"), ("Bob", "JD"), ("Cas", "TC"), ("Dee", "rest")];
    for _ in 0..7 {
        play(&mut m, &hand);
    }
    // Ann 91i, Bob −70, Cas 0, Dee 91: no magnitude has reached 100.
    let board = m.scoreboard();
    assert_eq!(board.totals, vec![c(0, 91), c(-70, 0), c(0, 0), c(91, 0)]);
    assert_eq!(board.outcome, Outcome::Playing);
    let board = play(&mut m, &hand);
    assert_eq!(board.totals[0], c(0, 104));
    assert_eq!(board.outcome, Outcome::Won(2));
}

/// Complex Hearts with the Q♠ at 4i, so that 3+4i has magnitude exactly 5.
const SMALL_COMPLEX: &str = r#"
name = "custom"
extends = "complex"
[scoring.imaginary]
QS = 4
"#;

#[test]
fn complex_hearts_the_end_test_is_a2_plus_b2_at_least_the_target_squared_in_whole_numbers() {
    let five = MatchOptions {
        target: Some(5),
        ..MatchOptions::default()
    };
    // 2+4i: 4 + 16 = 20 < 25, and every other magnitude below 5: play goes on.
    let mut m = game_with(SMALL_COMPLEX, 4, five.clone());
    let board = play(
        &mut m,
        &[
            ("Ann", "QS 2"),
            ("Bob", "JD 7"),
            ("Cas", "4"),
            ("Dee", "TC"),
        ],
    );
    assert_eq!(board.totals[0], c(2, 4));
    assert_eq!(board.outcome, Outcome::Playing);
    // 3+4i: 9 + 16 = 25, exactly the target's square: the match ends.
    let mut m = game_with(SMALL_COMPLEX, 4, five);
    let board = play(
        &mut m,
        &[
            ("Ann", "QS 3"),
            ("Bob", "JD 6"),
            ("Cas", "4"),
            ("Dee", "TC"),
        ],
    );
    assert_eq!(board.totals, vec![c(3, 4), c(-4, 0), c(4, 0), c(0, 0)]);
    assert_eq!(board.outcome, Outcome::Won(3));
}

#[test]
fn complex_hearts_a_shared_smallest_magnitude_plays_on_even_between_different_scores() {
    let five = MatchOptions {
        target: Some(5),
        ..MatchOptions::default()
    };
    let mut m = game_with(SMALL_COMPLEX, 4, five);
    // Ann 3+4i, Bob 5 and Cas 5 all have magnitude 5; Dee −20i has 20.
    let board = play(
        &mut m,
        &[
            ("Ann", "QS 3"),
            ("Bob", "5"),
            ("Cas", "5"),
            ("Dee", "JD TC"),
        ],
    );
    assert_eq!(board.totals, vec![c(3, 4), c(5, 0), c(5, 0), c(0, -20)]);
    assert_eq!(board.outcome, Outcome::TieBreak(vec![0, 1, 2]));
    let ranking = board.ranking(&m.rules);
    assert!(ranking[..3].iter().all(|p| p.place == 1 && p.tied));
    // Play goes on: Bob takes one more heart, Ann and Cas none; Ann and Cas still share it.
    let board = play(&mut m, &[("Bob", "QS 1"), ("Dee", "rest")]);
    assert!(matches!(board.outcome, Outcome::TieBreak(ref tied) if *tied == vec![0, 2]));
}

#[test]
fn complex_hearts_scores_are_shown_as_a_plus_bi() {
    assert_eq!(c(3, 13).to_string(), "3+13i");
    assert_eq!(crate::words::total(c(-26, 6)), "−26+6i");
    assert_eq!(crate::words::signed(c(26, -6)), "+26−6i");
    assert_eq!(crate::words::signed(c(0, 13)), "+13i");
}

// ---- Auction Hearts: chips, bids and a pot ----

use super::cards::Suit::{Clubs, Diamonds, Hearts, Spades};

/// Each player's chips, and the pot.
fn chips(board: &Scoreboard) -> (Vec<i64>, i64) {
    (board.totals.iter().map(|t| t.re).collect(), board.pot)
}

#[test]
fn auction_every_player_starts_with_50_chips_unless_agreed_otherwise() {
    let m = game("auction", 4);
    assert_eq!(chips(&m.scoreboard()), (vec![50, 50, 50, 50], 0));
    let options = MatchOptions {
        chips: Some(30),
        ..MatchOptions::default()
    };
    let m = game_with("auction", 5, options);
    assert_eq!(chips(&m.scoreboard()), (vec![30; 5], 0));
}

#[test]
fn auction_the_high_bidder_pays_the_bid_and_one_player_who_took_none_of_the_suit_takes_the_pot() {
    let mut m = game("auction", 4);
    // Bob bids 5 and names hearts; Ann 3, Cas 4, Dee 6 pay a chip a heart; Bob took none.
    let board = auction(
        &mut m,
        Some(("Bob", 5)),
        Hearts,
        &[("Ann", "3"), ("Cas", "4"), ("Dee", "rest")],
    );
    assert_eq!(chips(&board), (vec![47, 63, 46, 44], 0));
}

#[test]
fn auction_two_players_who_took_none_split_the_pot_and_the_odd_chip_stays() {
    let mut m = game("auction", 4);
    // Ann bids 4 for spades; Cas takes 6, Dee 7: a pot of 17; Ann and Bob 8 each, 1 stays.
    let board = auction(
        &mut m,
        Some(("Ann", 4)),
        Spades,
        &[("Cas", "6"), ("Dee", "rest")],
    );
    assert_eq!(chips(&board), (vec![54, 58, 44, 43], 1));
}

#[test]
fn auction_when_nobody_wins_the_pot_stays_and_the_high_bidder_names_again_without_bidding() {
    let mut m = game("auction", 4);
    let board = auction(
        &mut m,
        Some(("Cas", 2)),
        Diamonds,
        &[("Ann", "3"), ("Bob", "3"), ("Cas", "3"), ("Dee", "rest")],
    );
    assert_eq!(chips(&board), (vec![47, 47, 45, 46], 15));
    assert_eq!(board.next(&m.rules).unwrap().names_again, Some(2));
    // A bid, or everyone passing, is refused on that hand.
    assert!(matches!(
        try_auction(&mut m, Some(("Ann", 1)), Clubs, &[("Bob", "rest")]),
        Err(MatchError::NamesAgain {
            namer: 2,
            all_pass: false
        })
    ));
    assert!(matches!(
        all_pass(&mut m),
        Err(MatchError::NamesAgain {
            namer: 2,
            all_pass: true
        })
    ));
    // Cas names clubs without paying; Dee alone took none and takes 15 + 13.
    let board = auction(
        &mut m,
        None,
        Clubs,
        &[("Ann", "10"), ("Bob", "2"), ("Cas", "1")],
    );
    assert_eq!(chips(&board), (vec![37, 45, 44, 74], 0));
    assert_eq!(board.next(&m.rules).unwrap().names_again, None);
}

#[test]
fn auction_a_player_who_took_every_card_of_the_suit_pays_nothing_and_nobody_wins() {
    // Three players: Ann took all 13 hearts, Bob and Cas none, yet nobody wins the pot.
    let mut m = game("auction", 3);
    let board = auction(&mut m, Some(("Bob", 3)), Hearts, &[("Ann", "rest")]);
    assert_eq!(chips(&board), (vec![50, 47, 50], 3));
    assert_eq!(board.next(&m.rules).unwrap().names_again, Some(1));
}

#[test]
fn auction_a_player_who_cannot_pay_in_full_pays_what_they_have() {
    let options = MatchOptions {
        chips: Some(5),
        ..MatchOptions::default()
    };
    let mut m = game_with("auction", 4, options);
    // Dee takes 9 spades with 5 chips: she pays 5; Ann alone took none and takes the pot of
    // 2 (her bid) + 2 + 2 + 5.
    let board = auction(
        &mut m,
        Some(("Ann", 2)),
        Spades,
        &[("Bob", "2"), ("Cas", "2"), ("Dee", "rest")],
    );
    assert_eq!(chips(&board), (vec![14, 3, 3, 0], 0));
    // With no chips left, the match ends at once; the most chips win.
    assert_eq!(board.outcome, Outcome::Won(0));
}

#[test]
fn auction_a_bid_is_at_least_1_and_never_more_than_the_bidder_has() {
    let mut m = game("auction", 4);
    assert!(matches!(
        try_auction(&mut m, Some(("Bob", 51)), Hearts, &[("Ann", "rest")]),
        Err(MatchError::BidTooHigh {
            seat: 1,
            bid: 51,
            chips: 50
        })
    ));
    assert!(matches!(
        try_auction(&mut m, Some(("Bob", 0)), Hearts, &[("Ann", "rest")]),
        Err(MatchError::BidNotPositive)
    ));
    assert!(matches!(
        try_auction(&mut m, None, Hearts, &[("Ann", "rest")]),
        Err(MatchError::BidMissing)
    ));
    assert!(m.entries.is_empty());
}

#[test]
fn auction_when_everyone_passes_nothing_is_scored_and_the_next_dealer_deals() {
    let mut m = game("auction", 4);
    let board = all_pass(&mut m).unwrap();
    assert!(board.hands.is_empty());
    let next = board.next(&m.rules).unwrap();
    assert_eq!((next.number, next.dealer), (1, 1));
    assert_eq!(chips(&board), (vec![50; 4], 0));
}

#[test]
fn auction_ends_after_every_player_has_dealt_twice_and_passed_out_deals_do_not_count() {
    let mut m = game("auction", 3);
    assert_eq!(m.hands_limit(), Some(6));
    all_pass(&mut m).unwrap();
    let mut board = m.scoreboard();
    for bidder in ["Ann", "Bob", "Cas", "Ann", "Bob", "Cas"] {
        assert_eq!(board.outcome, Outcome::Playing);
        // The bidder takes no hearts; the other two share them: the bidder takes the pot.
        let others: Vec<&str> = ["Ann", "Bob", "Cas"]
            .into_iter()
            .filter(|&p| p != bidder)
            .collect();
        board = auction(
            &mut m,
            Some((bidder, 1)),
            Hearts,
            &[(others[0], "6"), (others[1], "rest")],
        );
    }
    assert_eq!(board.hands.len(), 6);
    assert_ne!(board.outcome, Outcome::Playing);
}

#[test]
fn auction_a_shared_most_plays_one_more_hand() {
    let options = MatchOptions {
        hands: Some(1),
        ..MatchOptions::default()
    };
    let mut m = game_with("auction", 4, options);
    // Ann bids 1 for hearts and Bob takes them all: nobody wins, Ann 49, everyone else 50.
    let board = auction(&mut m, Some(("Ann", 1)), Hearts, &[("Bob", "rest")]);
    assert_eq!(board.outcome, Outcome::TieBreak(vec![1, 2, 3]));
    let board = auction(&mut m, None, Spades, &[("Bob", "rest")]);
    assert_eq!(board.outcome, Outcome::TieBreak(vec![1, 2, 3]));
    // Ann names again: Ann takes 1 club, Cas 4, Dee 8; Bob alone took none and takes 1 + 13.
    let board = auction(
        &mut m,
        None,
        Clubs,
        &[("Ann", "1"), ("Cas", "4"), ("Dee", "rest")],
    );
    assert_eq!(chips(&board), (vec![48, 64, 46, 42], 0));
    assert_eq!(board.outcome, Outcome::Won(1));
}

#[test]
fn auction_cards_are_counted_only_in_the_penalty_suit_of_a_stripped_deck() {
    // Three players play without the 2♦: twelve diamonds.
    let mut m = game("auction", 3);
    assert!(matches!(
        try_auction(&mut m, Some(("Ann", 1)), Diamonds, &[("Bob", "QS 3")]),
        Err(MatchError::Cards(HandError::NotPenaltySuit { .. }))
    ));
    assert!(matches!(
        try_auction(&mut m, Some(("Ann", 1)), Diamonds, &[("Bob", "13")]),
        Err(MatchError::Cards(HandError::TooManyOfSuit {
            entered: 13,
            deck: 12,
            ..
        }))
    ));
    let error = refused_auction(&mut m, &[("Bob", "2D")]);
    assert!(error.contains("2♦"), "{error}");
    let board = auction(
        &mut m,
        Some(("Ann", 1)),
        Diamonds,
        &[("Bob", "KD 5"), ("Cas", "rest")],
    );
    // Ann's bid and the twelve diamonds: a pot of 13, all Ann's.
    assert_eq!(chips(&board), (vec![62, 44, 44], 0));
}

fn refused_auction(m: &mut Match, took: &[(&str, &str)]) -> String {
    let error = try_auction(m, Some(("Ann", 1)), Diamonds, took).unwrap_err();
    said(m, &error)
}

#[test]
fn auction_has_no_renege_charge_and_no_moon() {
    let mut m = game("auction", 4);
    let mut hand = input(&m, &[]);
    hand.renege = Some(0);
    hand.bid = Some((0, 1));
    hand.suit = Some(Hearts);
    assert_eq!(m.record(&hand, time()), Err(MatchError::NoRenegeCharge));
    // One player taking all thirteen hearts is no moon: they simply pay nothing.
    let board = auction(&mut m, Some(("Ann", 1)), Hearts, &[("Bob", "rest")]);
    assert_eq!(board.hands[0].moon, None);
}

#[test]
fn bids_and_suits_are_refused_in_games_without_bidding() {
    let mut m = game("hartenjagen", 4);
    assert!(matches!(
        try_auction(&mut m, Some(("Ann", 1)), Hearts, &[("Bob", "rest")]),
        Err(MatchError::NoBidding { suit_only: false })
    ));
    assert!(matches!(
        all_pass(&mut m),
        Err(MatchError::NoBidding { suit_only: false })
    ));
}

// ---- Conquimbert: lives ----

/// Each player's lives.
fn lives(board: &Scoreboard) -> Vec<i64> {
    board.totals.iter().map(|t| t.re).collect()
}

/// Bob 33 and nobody else 31 or more: Ann 30, Cas 28, Dee 17.
const BOB_ALONE_REACHES_31: [(&str, &str); 4] = [
    ("Bob", "AS AH AD"),
    ("Ann", "TS TH TD"),
    ("Cas", "TC KS KH KD KC QS QH QD"),
    ("Dee", "rest"),
];

/// Ann 36, Bob 36, Cas 36: every player reaches 31 (three players, one card left over).
const ALL_REACH_31: [(&str, &str); 3] = [
    ("Ann", "AS AH TS QS QH"),
    ("Bob", "AD AC TH QD QC"),
    ("Cas", "TD TC KS KH KD KC JS JH JD JC"),
];

#[test]
fn conquimbert_the_loaders_are_ace_11_ten_10_king_3_queen_2_jack_1_and_108_a_pack() {
    let rules = variant("conquimbert").rules(4).unwrap().clone();
    for (card, points) in [
        ("AS", 11),
        ("TH", 10),
        ("KD", 3),
        ("QC", 2),
        ("JS", 1),
        ("9S", 0),
    ] {
        let card = parse_cards(card).unwrap();
        let super::tokens::Token::Card(card) = card[0] else {
            panic!("a card");
        };
        assert_eq!(rules.value(card), points, "{card}");
    }
    assert_eq!(rules.hand_total, 108);
}

#[test]
fn conquimbert_every_player_starts_with_3_lives() {
    assert_eq!(lives(&game("conquimbert", 5).scoreboard()), vec![3; 5]);
}

#[test]
fn conquimbert_every_player_with_31_or_more_card_points_loses_a_life() {
    let mut m = game("conquimbert", 4);
    // Ann 33, Bob 41, Cas 6, Dee 28.
    let board = play(
        &mut m,
        &[
            ("Ann", "AS AH AD"),
            ("Bob", "AC TS TH TD"),
            ("Cas", "KS KH"),
            ("Dee", "rest"),
        ],
    );
    assert_eq!(lives(&board), vec![2, 2, 3, 3]);
    assert_eq!(board.hands[0].card_points, Some(vec![33, 41, 6, 28]));
}

#[test]
fn conquimbert_if_nobody_reaches_31_the_player_with_the_most_loses_a_life() {
    let mut m = game("conquimbert", 4);
    // Ann 30, Bob 28, Cas 29, Dee 21.
    let board = play(
        &mut m,
        &[
            ("Ann", "AS TS KS KH KD"),
            ("Bob", "AH TH KC QS QH"),
            ("Cas", "AD TD QD QC JS JH JD JC"),
            ("Dee", "AC TC"),
        ],
    );
    assert_eq!(lives(&board), vec![2, 3, 3, 3]);
    // A shared most: Ann 30 and Bob 30 both lose one.
    let board = play(
        &mut m,
        &[
            ("Ann", "AS TS KS KH KD"),
            ("Bob", "AH TH KC QS QH QD"),
            ("Cas", "AD TD QC JS JH JD JC"),
            ("Dee", "AC TC"),
        ],
    );
    assert_eq!(lives(&board), vec![1, 2, 3, 3]);
}

#[test]
fn conquimbert_a_player_without_lives_is_out_and_the_deal_and_the_lead_skip_them() {
    let mut m = game("conquimbert", 4);
    for _ in 0..3 {
        play(&mut m, &BOB_ALONE_REACHES_31);
    }
    let board = m.scoreboard();
    assert_eq!(board.out, vec![(1, 3)]);
    // Hand 4 is Dee's deal; then Ann's; then Cas's, not Bob's.
    assert_eq!(board.next(&m.rules).unwrap().dealer, 3);
    play(&mut m, &[("Ann", "TS TH TD"), ("Cas", "rest")]);
    assert_eq!(m.scoreboard().next(&m.rules).unwrap().dealer, 0);
    // Ann deals: Bob, on her left, is out, so Cas leads.
    assert_eq!(lead_words(&m, 0), "Cas (left of the dealer)");
    play(&mut m, &[("Ann", "TS TH TD"), ("Dee", "rest")]);
    assert_eq!(m.scoreboard().next(&m.rules).unwrap().dealer, 2);
}

#[test]
fn conquimbert_a_player_who_is_out_is_dealt_no_cards_and_deals_no_hand() {
    let mut m = game("conquimbert", 4);
    for _ in 0..3 {
        play(&mut m, &BOB_ALONE_REACHES_31);
    }
    assert_eq!(
        try_play(&mut m, &[("Bob", "AS"), ("Cas", "rest")]),
        Err(MatchError::PlayerOut(1))
    );
    let mut hand = input(&m, &[("Cas", "rest")]);
    hand.dealer = Some(1);
    assert_eq!(m.record(&hand, time()), Err(MatchError::PlayerOut(1)));
    assert_eq!(
        said(&m, &MatchError::PlayerOut(1)),
        "Bob is out of the match (no lives left): they are not dealt in, so give them no cards and do not name them as dealer"
    );
}

#[test]
fn conquimbert_a_hand_that_would_take_the_last_life_of_everyone_still_in_takes_none() {
    let mut m = game("conquimbert", 3);
    play(&mut m, &ALL_REACH_31);
    let board = play(&mut m, &ALL_REACH_31);
    assert_eq!(lives(&board), vec![1, 1, 1]);
    let board = play(&mut m, &ALL_REACH_31);
    assert_eq!(lives(&board), vec![1, 1, 1]);
    assert!(board.hands[2].lives.as_ref().unwrap().spared);
    assert_eq!(board.outcome, Outcome::Playing);
}

#[test]
fn conquimbert_the_last_player_in_wins() {
    let mut m = game("conquimbert", 3);
    play(&mut m, &ALL_REACH_31);
    play(&mut m, &ALL_REACH_31);
    // Ann 43 and Bob 41 reach 31 and go out; Cas, with 24 and 1 life, is the last player in.
    let board = play(
        &mut m,
        &[
            ("Ann", "AS AH AD TS"),
            ("Bob", "AC TH TD TC"),
            ("Cas", "rest"),
        ],
    );
    assert_eq!(lives(&board), vec![0, 0, 1]);
    assert_eq!(board.winner(), Some(2));
    assert_eq!(board.out, vec![(0, 3), (1, 3)]);
}

#[test]
fn conquimbert_a_player_who_went_out_later_ranks_above_one_who_went_out_sooner() {
    let mut m = game("conquimbert", 4);
    for _ in 0..3 {
        play(&mut m, &BOB_ALONE_REACHES_31);
    }
    let everyone_in = [("Ann", "AS AH AD"), ("Dee", "AC TS TH TD"), ("Cas", "rest")];
    play(&mut m, &everyone_in);
    play(&mut m, &everyone_in);
    // Ann 33 and Dee 45 go out together; Cas, with 30, is the last player in.
    play(
        &mut m,
        &[("Ann", "AS AH AD"), ("Cas", "TS TH TD"), ("Dee", "rest")],
    );
    let board = m.scoreboard();
    assert_eq!(board.winner(), Some(2));
    let places: Vec<(usize, usize, bool)> = board
        .ranking(&m.rules)
        .iter()
        .map(|p| (p.place, p.seat, p.tied))
        .collect();
    assert_eq!(
        places,
        vec![(1, 2, false), (2, 0, true), (2, 3, true), (4, 1, false)]
    );
}

#[test]
fn conquimbert_the_loaders_entered_may_be_short_by_the_cards_left_over_face_down() {
    // Five players: 10 cards each and 2 left over.
    let mut m = game("conquimbert", 5);
    assert_eq!(m.leftovers(&m.scoreboard()), 2);
    let all_but = |missing: &str| -> String {
        let deck = "AS AH AD AC TS TH TD TC KS KH KD KC QS QH QD QC JS JH JD JC";
        deck.split(' ')
            .filter(|card| !missing.split(' ').any(|m| m == *card))
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert!(try_play(&mut m, &[("Ann", &all_but("JS JH JD"))]).is_err());
    let board = play(&mut m, &[("Ann", &all_but("JS JH"))]);
    assert_eq!(board.hands[0].card_points.as_ref().unwrap()[0], 106);
    // A loader named with --out takes one of the places among the leftovers.
    let mut hand = input(&m, &[("Ann", &all_but("JS JH JD"))]);
    hand.out = parse_cards("JS").unwrap();
    assert!(m.record(&hand, time()).is_err());
    let mut hand = input(&m, &[("Ann", &all_but("JS JH"))]);
    hand.out = parse_cards("JS").unwrap();
    m.record(&hand, time()).unwrap();
}

#[test]
fn conquimbert_the_deal_changes_as_players_go_out() {
    // Five players leave 2 cards over; Bob and Ann reach 31 three times and go out, and the
    // three players left are dealt 17 each with 1 over.
    let mut m = game("conquimbert", 5);
    for _ in 0..3 {
        play(&mut m, &[("Bob", "AS AH AD"), ("Ann", "rest")]);
    }
    let board = m.scoreboard();
    assert_eq!(board.out.len(), 2);
    assert_eq!(m.leftovers(&board), 1);
    let detail = crate::ui::report::NextDetail::new(&m, &board).unwrap();
    assert_eq!((detail.cards_each, detail.kitty), (17, 1));
}

#[test]
fn conquimbert_has_no_renege_charge_no_passing_and_the_player_left_of_the_dealer_leads() {
    let mut m = game("conquimbert", 4);
    let mut hand = input(&m, &[]);
    hand.renege = Some(0);
    assert_eq!(m.record(&hand, time()), Err(MatchError::NoRenegeCharge));
    assert_eq!(
        m.scoreboard().next(&m.rules).unwrap().pass,
        Some(PassDir::Hold)
    );
    assert_eq!(lead_words(&m, 0), "Bob (left of the dealer)");
}

// ---- Reversis ----

/// A Reversis hand: the cards and tricks, the payments in play (`Ann>pot:5`) and who declared
/// an Espagnolette.
fn try_reversis(
    m: &mut Match,
    took: &[(&str, &str)],
    pay: &[&str],
    declare: Option<&str>,
) -> Result<Scoreboard, MatchError> {
    use super::game::{Payment, Purse, split_payment};
    let mut hand = input(m, took);
    let purse = |name: &str| match name {
        "pot" => Purse::Pot,
        name => Purse::Seat(seat_of(m, name)),
    };
    hand.payments = pay
        .iter()
        .map(|text| {
            let (from, to, chips) = split_payment(text).expect("FROM>TO:N");
            Payment {
                from: purse(from),
                to: purse(to),
                chips,
            }
        })
        .collect();
    hand.declare = declare.map(|name| seat_of(m, name));
    m.record(&hand, time())
}

fn reversis(m: &mut Match, took: &[(&str, &str)]) -> Scoreboard {
    try_reversis(m, took, &[], None).unwrap_or_else(|e| panic!("{e}"))
}

/// Card points Ann 7, Bob 2, Cas 8, Dee 23; tricks 3, 3, 2, 3.
const BOB_FEWEST_DEE_MOST: [(&str, &str); 4] = [
    ("Ann", "tricks:3 AS KS"),
    ("Bob", "tricks:3 QS"),
    ("Cas", "tricks:2 AH AD"),
    ("Dee", "rest"),
];

#[test]
fn reversis_is_for_4_players_with_48_cards_without_tens_and_11_tricks_and_a_talon_of_4() {
    let rules = variant("reversis").rules(4).unwrap().clone();
    assert_eq!(rules.deck.len(), 48);
    let ten_of_hearts = parse_cards("TH").unwrap();
    let super::tokens::Token::Card(ten_of_hearts) = ten_of_hearts[0] else {
        panic!("a card");
    };
    assert!(!rules.deck.contains(ten_of_hearts));
    assert_eq!(
        (rules.cards_each, rules.kitty, rules.tricks.per_hand),
        (11, 4, 11)
    );
    assert_eq!(rules.hand_total, 40);
    assert!(variant("reversis").rules(5).is_err());
}

#[test]
fn reversis_the_deal_and_the_lead_go_counter_clockwise() {
    let mut m = game("reversis", 4);
    // Ann deals; Dee, on her right, leads and deals next.
    assert_eq!(lead_words(&m, 0), "Dee (right of the dealer)");
    let board = reversis(&mut m, &BOB_FEWEST_DEE_MOST);
    let next = board.next(&m.rules).unwrap();
    assert_eq!(next.dealer, 3);
    assert_eq!(
        crate::ui::report::first_lead_words(&m, next.leader, None),
        "Cas (right of the dealer)"
    );
}

#[test]
fn reversis_everyone_starts_with_228_puts_5_into_the_pot_and_the_dealer_5_more_each_hand() {
    let m = game("reversis", 4);
    assert_eq!(chips(&m.scoreboard()), (vec![223; 4], 20));
    let mut m = game_with(
        "reversis",
        4,
        MatchOptions {
            chips: Some(100),
            ..MatchOptions::default()
        },
    );
    assert_eq!(chips(&m.scoreboard()), (vec![95; 4], 20));
    let board = reversis(&mut m, &BOB_FEWEST_DEE_MOST);
    assert_eq!(board.pot, 25);
}

#[test]
fn reversis_the_fewest_card_points_take_the_party_from_the_most_doubled_across_the_table() {
    let mut m = game("reversis", 4);
    // Bob 2 takes 4 from Dee 23, who sits across from him: 8. Ann dealt: 5 into the pot.
    let board = reversis(&mut m, &BOB_FEWEST_DEE_MOST);
    assert_eq!(chips(&board), (vec![218, 231, 223, 215], 25));
    assert_eq!(board.hands[0].card_points, Some(vec![7, 2, 8, 23]));
}

#[test]
fn reversis_the_talon_counts_for_nobody_so_the_cards_may_be_short_by_four() {
    let mut m = game("reversis", 4);
    let every = "AS AH AD AC KS KH KD KC QS QH QD QC JS JH JD JC";
    let short_by = |n: usize| {
        let cards: Vec<&str> = every.split(' ').collect();
        format!("tricks:3 {}", cards[..16 - n].join(" "))
    };
    let five_short = short_by(5);
    let four_short = short_by(4);
    let others = [
        ("Ann", "tricks:3"),
        ("Bob", "tricks:3"),
        ("Cas", "tricks:2"),
    ];
    let five = [
        others[0],
        others[1],
        others[2],
        ("Dee", five_short.as_str()),
    ];
    assert!(try_reversis(&mut m, &five, &[], None).is_err());
    let four = [
        others[0],
        others[1],
        others[2],
        ("Dee", four_short.as_str()),
    ];
    reversis(&mut m, &four);
}

#[test]
fn reversis_chips_paid_in_play_move_between_players_and_the_pot_as_entered() {
    let mut m = game("reversis", 4);
    let board = try_reversis(
        &mut m,
        &BOB_FEWEST_DEE_MOST,
        &["Ann>pot:5", "pot>Cas:30", "Bob>Dee:2"],
        None,
    )
    .unwrap();
    // Ann 223 − 5 dealt − 5; Bob +8 − 2; Cas +30; Dee −8 + 2; the pot 20 + 5 + 5 − 30.
    assert_eq!(chips(&board), (vec![213, 229, 253, 217], 0));
}

#[test]
fn reversis_a_payment_is_refused_when_the_payer_does_not_hold_it_or_pays_themselves() {
    let mut m = game("reversis", 4);
    let refusal = |m: &mut Match, pay: &str| try_reversis(m, &BOB_FEWEST_DEE_MOST, &[pay], None);
    assert_eq!(
        refusal(&mut m, "pot>Cas:26"),
        Err(MatchError::PaymentTooBig {
            from: super::game::Purse::Pot,
            chips: 26,
            held: 25
        })
    );
    assert_eq!(
        refusal(&mut m, "Cas>Cas:1"),
        Err(MatchError::PaymentToSelf(super::game::Purse::Seat(2)))
    );
    assert_eq!(
        refusal(&mut m, "Cas>Ann:0"),
        Err(MatchError::PaymentNotPositive)
    );
    assert!(m.entries.is_empty());
    let mut hearts = game("hartenjagen", 4);
    assert_eq!(
        try_reversis(&mut hearts, &[("Ann", "rest")], &["Ann>Bob:1"], None),
        Err(MatchError::NoPayments)
    );
}

#[test]
fn reversis_one_player_taking_every_trick_takes_16_from_each_other_player_and_32_from_across() {
    let mut m = game("reversis", 4);
    let board = reversis(&mut m, &[("Bob", "tricks:11 rest")]);
    // Bob: 16 from Ann, 16 from Cas, 32 from Dee; Ann dealt. The card points do not matter.
    assert_eq!(chips(&board), (vec![202, 287, 207, 191], 25));
    assert!(matches!(
        board.hands[0].reversis.as_ref().unwrap().settlement,
        Some(super::game::Settlement::Reversis { seat: 1, chips: 64 })
    ));
}

#[test]
fn reversis_a_player_without_a_trick_takes_the_party_from_the_most_card_points() {
    let mut m = game("reversis", 4);
    // Cas took no trick: an Espagnolette. Ann has the most points (19) and sits across: 8.
    let board = reversis(
        &mut m,
        &[
            ("Ann", "tricks:4 AS AH AD AC KS"),
            ("Bob", "tricks:4 KH"),
            ("Cas", "tricks:0"),
            ("Dee", "rest"),
        ],
    );
    assert_eq!(chips(&board), (vec![210, 223, 231, 223], 25));
}

#[test]
fn reversis_of_two_players_without_a_trick_the_declarer_wins_else_the_first_from_the_dealers_right()
{
    let hand = [
        ("Ann", "tricks:6 AS AH AD AC KS KH"),
        ("Bob", "tricks:0"),
        ("Cas", "tricks:0"),
        ("Dee", "rest"),
    ];
    // Ann dealt: from her right, Dee, then Cas, then Bob. Ann (22, the most) pays.
    let mut m = game("reversis", 4);
    let board = reversis(&mut m, &hand);
    assert_eq!(chips(&board), (vec![210, 223, 231, 223], 25));
    let mut m = game("reversis", 4);
    let board = try_reversis(&mut m, &hand, &[], Some("Bob")).unwrap();
    assert_eq!(chips(&board), (vec![214, 227, 223, 223], 25));
}

#[test]
fn reversis_a_tie_for_the_fewest_goes_to_fewer_tricks_then_the_first_from_the_dealer_going_left() {
    // Ann 3 and Bob 3 points; Cas the most (22).
    let mut m = game("reversis", 4);
    let board = reversis(
        &mut m,
        &[
            ("Ann", "tricks:3 KS"),
            ("Bob", "tricks:2 KH"),
            ("Dee", "tricks:3 AS AH AD"),
            ("Cas", "rest"),
        ],
    );
    // Bob, with fewer tricks, takes 4 from Cas.
    assert_eq!(chips(&board), (vec![218, 227, 219, 223], 25));
    let mut m = game("reversis", 4);
    let board = reversis(
        &mut m,
        &[
            ("Ann", "tricks:3 KS"),
            ("Bob", "tricks:3 KH"),
            ("Dee", "tricks:3 AS AH AD"),
            ("Cas", "rest"),
        ],
    );
    // Level on tricks too: the dealer, Ann, comes first; Cas sits across from her: 8.
    assert_eq!(chips(&board), (vec![226, 223, 215, 223], 25));
}

#[test]
fn reversis_a_tie_for_the_most_goes_to_more_tricks_then_the_first_from_the_dealer_going_right() {
    // Ann 7 the fewest; Bob and Dee 12 each.
    let hand = |bob: &'static str, dee: &'static str| {
        [
            ("Ann", "tricks:3 KD QH JS JH"),
            ("Cas", "tricks:2 KC QD QC JD JC"),
            ("Bob", bob),
            ("Dee", dee),
        ]
    };
    let mut m = game("reversis", 4);
    let board = reversis(&mut m, &hand("tricks:4 AS AH AD", "tricks:2 AC KS KH QS"));
    // Bob, with more tricks, pays Ann 4.
    assert_eq!(chips(&board), (vec![222, 219, 223, 223], 25));
    let mut m = game("reversis", 4);
    let board = reversis(&mut m, &hand("tricks:3 AS AH AD", "tricks:3 AC KS KH QS"));
    // Level on tricks: going right from Ann, Dee comes before Bob.
    assert_eq!(chips(&board), (vec![222, 223, 223, 219], 25));
}

#[test]
fn reversis_a_declarer_who_took_a_trick_counts_as_having_the_most_card_points() {
    let mut m = game("reversis", 4);
    // Ann announced an Espagnolette but took 3 tricks: she pays Bob (the fewest) 4, not Dee
    // (23, the most points).
    let board = try_reversis(&mut m, &BOB_FEWEST_DEE_MOST, &[], Some("Ann")).unwrap();
    assert_eq!(chips(&board), (vec![214, 227, 223, 223], 25));
}

#[test]
fn reversis_ends_after_every_player_has_dealt_twice_and_the_most_chips_win() {
    let mut m = game("reversis", 4);
    for _ in 0..7 {
        let board = reversis(&mut m, &BOB_FEWEST_DEE_MOST);
        assert!(!board.finished());
    }
    let board = reversis(&mut m, &BOB_FEWEST_DEE_MOST);
    assert_eq!(board.winner(), Some(1));
}

#[test]
fn reversis_has_no_renege_charge() {
    let mut m = game("reversis", 4);
    let mut hand = input(&m, &[]);
    hand.renege = Some(0);
    assert_eq!(m.record(&hand, time()), Err(MatchError::NoRenegeCharge));
}
