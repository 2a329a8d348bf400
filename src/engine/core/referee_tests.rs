//! Tests for the referee's tools: fixing a past hand, pass mappings for every table size.

use super::game::{MatchError, MatchOptions, Outcome};
use super::testkit::*;
use super::variant::PassDir;

fn to_30() -> super::game::Match {
    game_with(
        "hartenjagen",
        4,
        MatchOptions {
            target: Some(30),
            ..Default::default()
        },
    )
}

#[test]
fn editing_a_hand_rescores_every_later_hand() {
    let mut m = game("hartenjagen", 4);
    play(&mut m, &[("Ann", "QS 3"), ("Bob", "5"), ("Dee", "rest")]);
    play(&mut m, &[("Ann", "4"), ("Cas", "QS 9")]);
    let board = m
        .edit(
            1,
            &input(&m, &[("Bob", "QS 3"), ("Ann", "5"), ("Dee", "rest")]),
            time(),
        )
        .unwrap();
    assert_eq!(board.hands[0].points, vec![5, 16, 0, 5]);
    assert_eq!(board.totals, vec![9, 16, 22, 5]);
    assert_eq!(m.scoreboard(), board);
    assert_eq!(m.entries.len(), 2);
}

#[test]
fn an_edit_keeps_the_hands_dealer_pass_and_time() {
    let mut m = game("hartenjagen", 4);
    let mut first = input(&m, &[("Ann", "QS"), ("Bob", "13")]);
    first.dealer = Some(2);
    first.pass = Some(PassDir::Hold);
    m.record(&first, time()).unwrap();
    let board = m
        .edit(1, &input(&m, &[("Cas", "QS"), ("Bob", "13")]), time())
        .unwrap();
    assert_eq!(
        (board.hands[0].dealer, board.hands[0].pass),
        (2, PassDir::Hold)
    );
}

#[test]
fn an_edit_that_changes_the_outcome_changes_the_winner_and_can_reopen_a_finished_match() {
    let mut m = to_30();
    play(&mut m, &[("Ann", "QS 5"), ("Bob", "8")]);
    let board = play(&mut m, &[("Ann", "QS 5"), ("Cas", "8")]);
    assert_eq!(board.winner(), Some(3));
    // Dee, not Cas, took the 8 hearts of hand 2: Ann 36, Bob 8, Cas 0, Dee 8, and Cas wins.
    let board = m
        .edit(2, &input(&m, &[("Ann", "QS 5"), ("Dee", "8")]), time())
        .unwrap();
    assert_eq!(board.winner(), Some(2));
    // Dee took the Q♠ of hand 2: Ann 18, Bob 8, Cas 8, Dee 18, and play goes on.
    let board = m
        .edit(2, &input(&m, &[("Dee", "QS 5"), ("Cas", "8")]), time())
        .unwrap();
    assert_eq!(board.outcome, Outcome::Playing);
    assert_eq!(
        play(&mut m, &[("Ann", "QS 12"), ("Cas", "1")]).winner(),
        Some(1)
    );
}

#[test]
fn an_edit_after_which_the_match_would_end_early_is_refused_naming_the_hands_to_undo() {
    let mut m = game_with(
        "hartenjagen",
        4,
        MatchOptions {
            target: Some(24),
            ..Default::default()
        },
    );
    play(&mut m, &[("Ann", "QS"), ("Bob", "13")]);
    play(&mut m, &[("Cas", "QS"), ("Dee", "13")]);
    play(&mut m, &[("Ann", "5"), ("Dee", "QS 8")]);
    let before = m.entries.clone();
    // Ann took the Q♠ and 11 hearts in hand 1: she reaches 24 at once and Dee wins.
    let error = m
        .edit(
            1,
            &input(&m, &[("Ann", "QS 11"), ("Bob", "1"), ("Cas", "1")]),
            time(),
        )
        .unwrap_err();
    assert_eq!(
        error,
        MatchError::EditEndsMatchEarly {
            ends_at: 1,
            winner: 3,
            last: 3
        }
    );
    assert_eq!(
        said(&m, &error),
        "after this edit the match would end with hand 1 (Dee wins), but hands 2 to 3 came after it: undo them first, then edit again"
    );
    assert_eq!(m.entries, before, "nothing changes");
}

#[test]
fn an_edit_is_checked_like_a_new_hand_and_a_missing_hand_is_named() {
    let mut m = game("hartenjagen", 4);
    play(&mut m, &[("Ann", "QS"), ("Bob", "13")]);
    assert!(matches!(
        m.edit(1, &input(&m, &[("Ann", "QS")]), time()),
        Err(MatchError::Cards(_))
    ));
    let error = m
        .edit(3, &input(&m, &[("Ann", "rest")]), time())
        .unwrap_err();
    assert_eq!(
        said(&m, &error),
        "there is no hand 3 to edit (only hand 1 has been played)"
    );
}

#[test]
fn misdeals_survive_an_edit_of_an_earlier_hand() {
    let mut m = game("hartenjagen", 4);
    play(&mut m, &[("Ann", "QS"), ("Bob", "13")]);
    m.misdeal(time()).unwrap();
    play(&mut m, &[("Ann", "QS"), ("Bob", "13")]);
    m.edit(1, &input(&m, &[("Cas", "QS"), ("Bob", "13")]), time())
        .unwrap();
    assert_eq!(m.entries.len(), 3);
    assert_eq!(
        m.scoreboard().hands[1].dealer,
        1,
        "Bob redealt after his misdeal"
    );
}

#[test]
fn pass_mappings_for_three_to_six_players() {
    // Left: to the next seat; right: to the previous; across (4 only): two on.
    assert_eq!(
        PassDir::Left.passes(3, 3),
        vec![(0, 1, 3), (1, 2, 3), (2, 0, 3)]
    );
    assert_eq!(
        PassDir::Right.passes(3, 3),
        vec![(0, 2, 3), (1, 0, 3), (2, 1, 3)]
    );
    assert_eq!(
        PassDir::Across.passes(4, 3),
        vec![(0, 2, 3), (1, 3, 3), (2, 0, 3), (3, 1, 3)]
    );
    assert_eq!(PassDir::TwoLeft.passes(5, 3)[4], (4, 1, 3));
    assert_eq!(PassDir::TwoRight.passes(6, 3)[0], (0, 4, 3));
    assert_eq!(
        PassDir::Scatter.passes(3, 3),
        vec![
            (0, 1, 1),
            (0, 2, 1),
            (1, 0, 1),
            (1, 2, 1),
            (2, 0, 1),
            (2, 1, 1)
        ]
    );
    assert!(!PassDir::Across.playable_with(5));
    assert!(!PassDir::TwoLeft.playable_with(3));
}

#[test]
fn hartenjagen_32_deals_eight_each_from_seven_to_ace_and_the_seven_of_clubs_leads() {
    let m = game("hartenjagen-32", 4);
    assert_eq!(
        (m.rules.deck.len(), m.rules.cards_each, m.rules.kitty),
        (32, 8, 0)
    );
    assert_eq!(lead_words(&m, 0), "whoever holds 7♣");
    use PassDir::*;
    assert_eq!(
        m.rules.pass_cycle,
        [Left, Right, Across, Hold].map(crate::core::variant::PassStep::Pass)
    );
    assert_eq!((m.target(), m.rules.quick_target), (75, 50));
}

#[test]
fn hartenjagen_32_has_15_points_a_hand_and_two_phases() {
    let mut m = game_with(
        "hartenjagen-32",
        4,
        MatchOptions {
            quick: true,
            ..Default::default()
        },
    );
    assert_eq!(m.rules.hand_total, 15);
    let error = try_play(&mut m, &[("Ann", "6H")]).unwrap_err();
    assert_eq!(
        said(&m, &error),
        "6♥ is not in this deck (the 32-card deck runs from 7 to A)"
    );
    for _ in 0..4 {
        play(
            &mut m,
            &[("Ann", "QS JC 3"), ("Bob", "2"), ("Cas", "2"), ("Dee", "1")],
        );
    }
    let board = m.scoreboard();
    assert_eq!(
        (board.totals.clone(), board.phase),
        (real(&[40, 8, 8, 4]), 1)
    );
    let board = play(
        &mut m,
        &[("Ann", "QS JC 3"), ("Bob", "2"), ("Cas", "2"), ("Dee", "1")],
    );
    assert_eq!(
        (board.totals.clone(), board.phase),
        (real(&[50, 10, 10, 5]), 2)
    );
    let board = play(&mut m, &[("Dee", "rest")]);
    assert_eq!(last_points(&board), vec![0, 0, 0, -15]);
    assert_eq!(board.winner(), Some(3));
}

#[test]
fn exact_zero_makes_hartenjagen_32_end_only_on_zero() {
    let mut m = game_with(
        "extends = \"hartenjagen-32\"\n[phase2]\nexact_zero = true",
        4,
        MatchOptions {
            target: Some(10),
            ..Default::default()
        },
    );
    play(
        &mut m,
        &[("Ann", "QS JC 3"), ("Bob", "2"), ("Cas", "2"), ("Dee", "1")],
    );
    // Phase 2: Dee has 1 and takes 5, so she bounces to 4; Ann lands on exactly 0 and wins.
    let board = play(&mut m, &[("Dee", "QS"), ("Ann", "JC 8")]);
    assert_eq!(board.totals, vec![0, 2, 2, 4]);
    assert_eq!(board.winner(), Some(0));
}

#[test]
fn the_ranking_puts_the_winner_first_and_tied_totals_share_a_place() {
    let mut m = game_with(
        "hartenjagen",
        4,
        MatchOptions {
            hands: Some(1),
            ..Default::default()
        },
    );
    // Ann 14, Bob 5, Cas 5, Dee 2: Dee wins, Bob and Cas share second, Ann is fourth.
    play(
        &mut m,
        &[("Ann", "QS 1"), ("Bob", "5"), ("Cas", "5"), ("Dee", "rest")],
    );
    let board = m.scoreboard();
    let places: Vec<(usize, usize, bool)> = board
        .ranking(&m.rules)
        .iter()
        .map(|p| (p.place, p.seat, p.tied))
        .collect();
    assert_eq!(
        places,
        vec![(1, 3, false), (2, 1, true), (2, 2, true), (4, 0, false)]
    );
}

#[test]
fn the_ranking_follows_the_game_where_the_highest_total_wins() {
    let mut m = game("extends = \"hartenjagen\"\n[end]\nwinner = \"highest\"", 4);
    play(
        &mut m,
        &[("Ann", "QS 1"), ("Bob", "5"), ("Cas", "5"), ("Dee", "rest")],
    );
    let board = m.scoreboard();
    let seats: Vec<usize> = board.ranking(&m.rules).iter().map(|p| p.seat).collect();
    assert_eq!(seats, vec![0, 1, 2, 3]);
}
