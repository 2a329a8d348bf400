//! The games seed 004 names without their rules (RULES.md, "The four games the seed names
//! without rules"): one test per rule, with the worked hands of `reviews/rules-four-games.md`
//! and hands of our own. Gong Zhu's belong here too.
//!
//! Every expected figure is worked out by hand from RULES.md, not copied from the program's
//! output.

use super::game::{Match, MatchError, MatchOptions, Outcome};
use super::testkit::*;
use super::variant::{MoonChoice, MoonEffect, PassDir, PassStep};

/// A match of `name` for `players` (Ann, Bob, … in seating order), Ann dealing first.
fn table(name: &str, players: usize) -> Match {
    game(name, players)
}

/// (deck, cards each, leftovers) of every table size of `name`.
fn deals(name: &str) -> Vec<(usize, usize, u32, u32)> {
    variant(name)
        .player_counts()
        .into_iter()
        .map(|n| {
            let rules = table(name, n).rules;
            (n, rules.deck.len(), rules.cards_each, rules.kitty)
        })
        .collect()
}

/// Records a renege by `seat`; the hand's points.
fn renege(m: &mut Match, seat: usize) -> Vec<crate::core::score::Score> {
    let mut hand = input(m, &[]);
    hand.renege = Some(seat);
    if m.rules.dealers_choice() {
        hand.pass = Some(PassDir::Hold);
    }
    last_points(&m.record(&hand, time()).unwrap_or_else(|e| panic!("{e}")))
}

/// Records a Dirty Nasty Filthy Hearts hand, passed as the dealer chose.
fn dirty(m: &mut Match, pass: PassDir, took: &[(&str, &str)]) -> super::game::Scoreboard {
    let mut hand = input(m, took);
    hand.pass = Some(pass);
    m.record(&hand, time()).unwrap_or_else(|e| panic!("{e}"))
}

/// [`dirty`] with the shooter's choice.
fn dirty_moon(m: &mut Match, choice: MoonChoice, took: &[(&str, &str)]) -> super::game::Scoreboard {
    let mut hand = input(m, took);
    hand.pass = Some(PassDir::Left);
    hand.moon = Some(choice);
    m.record(&hand, time()).unwrap_or_else(|e| panic!("{e}"))
}

// ---- Rickety Kate ----

#[test]
fn rickety_kate_is_black_lady_exactly_its_deal_kitty_pass_cycle_lead_and_end() {
    assert_eq!(deals("rickety-kate"), deals("black-lady"));
    for players in 3..=7 {
        let kate = table("rickety-kate", players);
        let lady = table("black-lady", players);
        assert_eq!(kate.rules.pass_cycle, lady.rules.pass_cycle, "{players}");
        assert_eq!(kate.rules.first_lead, lady.rules.first_lead, "{players}");
        assert_eq!(kate.rules.values, lady.rules.values, "{players}");
        assert_eq!(kate.rules.kitty_goes_to, lady.rules.kitty_goes_to);
        assert_eq!(kate.rules.reminders, lady.rules.reminders);
        assert_eq!((kate.target(), kate.rules.quick_target), (100, 50));
    }
    assert_eq!(
        lead_words(&table("rickety-kate", 4), 0),
        "Bob (left of the dealer)"
    );
}

#[test]
fn rickety_kate_has_no_moon_every_heart_and_the_queen_score_26() {
    // R-2: under Black Lady this would be 0/+26 each or −26.
    let mut m = table("rickety-kate", 4);
    assert_eq!(m.rules.moon.effect, MoonEffect::None);
    let board = play(&mut m, &[("Ann", "QS 13")]);
    assert_eq!(board.hands[0].moon, None);
    assert_eq!(last_points(&board), vec![26, 0, 0, 0]);
}

#[test]
fn rickety_kate_refuses_a_moon_choice_as_any_game_without_a_moon() {
    let mut m = table("rickety-kate", 4);
    let mut hand = input(&m, &[("Ann", "QS 13")]);
    hand.moon = Some(MoonChoice::Subtract);
    let error = m.record(&hand, time()).expect_err("no moon to choose");
    assert!(
        matches!(error, MatchError::NoMoonChoice { .. }),
        "{error:?}"
    );
    assert_eq!(
        said(&m, &error),
        "--moon is not used in rickety-kate: there the moon does not exist"
    );
}

#[test]
fn rickety_kate_scores_hearts_1_and_the_queen_13() {
    let mut m = table("rickety-kate", 4);
    assert_eq!(m.rules.hand_total, 26);
    // R-1: Ann Q♠ + 3 hearts, Bob 5, Cas 5, Dee nothing.
    let board = play(&mut m, &[("Ann", "QS 3"), ("Bob", "5"), ("Cas", "5")]);
    assert_eq!(last_points(&board), vec![16, 5, 5, 0]);
    // R-3: Ann every heart, Bob the Q♠: no moon, each keeps 13.
    let board = play(&mut m, &[("Ann", "13"), ("Bob", "QS")]);
    assert_eq!(last_points(&board), vec![13, 13, 0, 0]);
}

#[test]
fn rickety_kate_kitty_cards_count_for_the_first_tricks_winner() {
    // R-4: 3 players, 16 each and a kitty of 4 holding the Q♠ and the 2♥, taken by Ann.
    let mut m = table("rickety-kate", 3);
    assert_eq!((m.rules.cards_each, m.rules.kitty), (16, 4));
    let board = play(&mut m, &[("Ann", "QS 2H"), ("Bob", "7"), ("Cas", "5")]);
    assert_eq!(last_points(&board), vec![14, 7, 5]);
    // R-5: 5 players, 10 each and a kitty of 2.
    let mut m = table("rickety-kate", 5);
    assert_eq!((m.rules.cards_each, m.rules.kitty), (10, 2));
    let board = play(
        &mut m,
        &[("Bob", "QS"), ("Cas", "7"), ("Dee", "4"), ("Eve", "2")],
    );
    assert_eq!(last_points(&board), vec![0, 13, 7, 4, 2]);
}

#[test]
fn rickety_kate_renege_costs_26() {
    // R-6.
    let mut m = table("rickety-kate", 4);
    assert_eq!(renege(&mut m, 1), vec![0, 26, 0, 0]);
}

#[test]
fn rickety_kate_ends_at_100_the_lowest_wins_and_a_shared_lowest_plays_an_extra_hand() {
    let mut m = table("rickety-kate", 4);
    for _ in 0..3 {
        play(&mut m, &[("Ann", "QS 13")]);
    }
    play(&mut m, &[("Ann", "10"), ("Bob", "QS 3")]);
    // Ann 88, Bob 16, Cas and Dee 0: Ann reaches 103, the lowest is shared.
    let board = play(&mut m, &[("Ann", "QS 2"), ("Cas", "11")]);
    assert_eq!(board.totals, vec![103, 16, 11, 0]);
    assert_eq!(board.outcome, Outcome::Won(3));
    let mut m = table("rickety-kate", 4);
    for _ in 0..3 {
        play(&mut m, &[("Ann", "QS 13")]);
    }
    let board = play(&mut m, &[("Ann", "QS 13")]);
    assert_eq!(board.outcome, Outcome::TieBreak(vec![1, 2, 3]));
    let board = play(&mut m, &[("Ann", "QS 12"), ("Cas", "1")]);
    // Bob and Dee took nothing in the extra hand; still tied, they go on.
    assert_eq!(board.outcome, Outcome::TieBreak(vec![1, 3]));
    let board = play(&mut m, &[("Ann", "QS 12"), ("Bob", "1")]);
    assert_eq!(board.outcome, Outcome::Won(3));
}

// ---- Domino Hearts ----

#[test]
fn domino_hearts_deals_6_each_to_2_to_7_players_and_the_rest_is_a_stock() {
    assert_eq!(
        deals("domino-hearts"),
        vec![
            (2, 52, 6, 40),
            (3, 52, 6, 34),
            (4, 52, 6, 28),
            (5, 52, 6, 22),
            (6, 52, 6, 16),
            (7, 52, 6, 10),
        ]
    );
    for players in 2..=7 {
        let m = table("domino-hearts", players);
        assert!(m.rules.stock, "{players}");
        assert_eq!(m.rules.kitty_goes_to, None);
        let detail = crate::ui::report::NextDetail::new(&m, &m.scoreboard()).expect("a hand");
        assert_eq!((detail.kitty, detail.stock), (0, Some(m.rules.kitty)));
    }
}

#[test]
fn domino_hearts_never_passes_and_left_of_the_dealer_leads_not_a_heart() {
    let mut m = table("domino-hearts", 4);
    assert!(m.never_passes());
    assert_eq!(m.rules.pass_cycle, vec![PassStep::Pass(PassDir::Hold)]);
    assert_eq!(lead_words(&m, 0), "Bob (left of the dealer)");
    assert!(m.rules.hearts_must_be_broken);
    assert!(m.rules.reminders[0].contains("any card but a heart"));
    let mut hand = input(&m, &[("Ann", "13")]);
    hand.pass = Some(PassDir::Left);
    hand.moon = Some(MoonChoice::Add);
    let error = m.record(&hand, time()).expect_err("no passing");
    assert!(matches!(error, MatchError::NoPassing(_)), "{error:?}");
}

#[test]
fn domino_hearts_reminds_the_table_how_drawing_and_dropping_out_work() {
    let m = table("domino-hearts", 4);
    let said = m.rules.reminders.join("\n");
    assert!(
        said.contains("draws from the stock until they can"),
        "{said}"
    );
    assert!(said.contains("drops out"), "{said}");
    assert!(
        said.contains("what is left in their hand and in the stock"),
        "{said}"
    );
    let dutch = m.rules.reminders_in("nl").join("\n");
    assert!(dutch.contains("pakt van de stapel"), "{dutch}");
}

#[test]
fn domino_hearts_scores_hearts_1_each_and_nothing_else() {
    let mut m = table("domino-hearts", 4);
    assert_eq!(m.rules.hand_total, 13);
    // D-1.
    let board = play(&mut m, &[("Ann", "6"), ("Bob", "4"), ("Cas", "3")]);
    assert_eq!(last_points(&board), vec![6, 4, 3, 0]);
    // D-2: Cas was last holding cards: 4 hearts in tricks, 2 in hand, 1 in the stock.
    let board = play(&mut m, &[("Ann", "3"), ("Bob", "3"), ("Cas", "7")]);
    assert_eq!(last_points(&board), vec![3, 3, 7, 0]);
    // D-5: the Q♠ scores nothing and is refused.
    let error = refused(&mut m, &[("Ann", "QS 2"), ("Bob", "11")]);
    assert!(
        error.starts_with("Q♠ scores nothing in domino-hearts"),
        "{error}"
    );
}

#[test]
fn domino_hearts_for_two_and_for_seven_scores_every_heart_taken() {
    // D-6: 2 players, 40 in the stock.
    let mut m = table("domino-hearts", 2);
    let board = play(&mut m, &[("Ann", "8"), ("Bob", "5")]);
    assert_eq!(last_points(&board), vec![8, 5]);
    // D-7: 7 players, 10 in the stock.
    let mut m = table("domino-hearts", 7);
    let board = play(
        &mut m,
        &[
            ("Ann", "2"),
            ("Bob", "2"),
            ("Cas", "2"),
            ("Dee", "2"),
            ("Eve", "2"),
            ("Fay", "2"),
            ("Gus", "1"),
        ],
    );
    assert_eq!(last_points(&board), vec![2, 2, 2, 2, 2, 2, 1]);
}

#[test]
fn domino_hearts_moon_is_all_13_hearts_and_the_shooter_chooses_26() {
    let mut m = table("domino-hearts", 4);
    assert_eq!(m.rules.moon.effect, MoonEffect::Choose);
    let error = try_play(&mut m, &[("Ann", "13")]).expect_err("the choice is needed");
    assert!(matches!(error, MatchError::MoonChoiceMissing { .. }));
    // D-3 and D-4.
    let board = play_moon(&mut m, &[("Ann", "13")], MoonChoice::Add);
    assert_eq!(last_points(&board), vec![0, 26, 26, 26]);
    let board = play_moon(&mut m, &[("Ann", "13")], MoonChoice::Subtract);
    assert_eq!(last_points(&board), vec![-26, 0, 0, 0]);
}

#[test]
fn domino_hearts_renege_costs_13() {
    let mut m = table("domino-hearts", 4);
    assert_eq!(renege(&mut m, 2), vec![0, 0, 13, 0]);
}

#[test]
fn domino_hearts_ends_after_the_hand_in_which_someone_reaches_31_and_the_lowest_wins() {
    // The research's end, run: Ann 13, Bob 9, Cas 17, Dee 0 after three hands.
    let mut m = table("domino-hearts", 4);
    play(&mut m, &[("Ann", "10"), ("Bob", "3")]);
    play(&mut m, &[("Ann", "2"), ("Bob", "5"), ("Cas", "6")]);
    let board = play(&mut m, &[("Ann", "1"), ("Bob", "1"), ("Cas", "11")]);
    assert_eq!(board.totals, vec![13, 9, 17, 0]);
    let mut without_moon = m.clone();
    // Cas 12 more: 29, not yet 31, play goes on (13 would be a moon).
    let board = play(&mut without_moon, &[("Cas", "12"), ("Dee", "1")]);
    assert_eq!(board.outcome, Outcome::Playing);
    // Ann shoots the moon and adds: Bob 35, Cas 43, Dee 26; Ann wins with 13.
    let board = play_moon(&mut m, &[("Ann", "13")], MoonChoice::Add);
    assert_eq!(board.totals, vec![13, 35, 43, 26]);
    assert_eq!(board.outcome, Outcome::Won(0));
    // A quick game ends at 16.
    let quick = game_with(
        "domino-hearts",
        4,
        MatchOptions {
            quick: true,
            ..MatchOptions::default()
        },
    );
    assert_eq!(quick.target(), 16);
}

#[test]
fn domino_hearts_a_shared_lowest_plays_one_more_hand() {
    let mut m = table("domino-hearts", 4);
    for _ in 0..4 {
        play(&mut m, &[("Ann", "7"), ("Bob", "6")]);
    }
    // Ann 34 and Bob 31 end it; Cas and Dee share the lowest, 0.
    let board = play(&mut m, &[("Ann", "6"), ("Bob", "7")]);
    assert_eq!(board.totals, vec![34, 31, 0, 0]);
    assert_eq!(board.outcome, Outcome::TieBreak(vec![2, 3]));
    let board = play(&mut m, &[("Ann", "12"), ("Cas", "1")]);
    assert_eq!(board.outcome, Outcome::Won(3));
}

// ---- Dirty Nasty Filthy Hearts ----

#[test]
fn dirty_hearts_has_black_ladys_players_deal_kitty_and_lead() {
    assert_eq!(deals("dirty-hearts"), deals("black-lady"));
    for players in 3..=7 {
        let dirty = table("dirty-hearts", players);
        let lady = table("black-lady", players);
        assert_eq!(dirty.rules.first_lead, lady.rules.first_lead, "{players}");
        assert_eq!(dirty.rules.kitty_goes_to, lady.rules.kitty_goes_to);
        assert_eq!(dirty.rules.reminders, lady.rules.reminders);
    }
}

#[test]
fn dirty_hearts_allows_no_points_on_the_first_trick_not_even_a_queen() {
    let m = table("dirty-hearts", 4);
    assert!(!m.rules.points_on_first_trick);
    let w = crate::words::Words::new(crate::words::Lang::En);
    assert_eq!(
        crate::ui::text::first_trick_words(&w, &m.rules),
        "No hearts and no Q♠, Q♦ or Q♣ on the first trick unless a player has nothing else"
    );
    let nl = crate::words::Words::new(crate::words::Lang::Nl);
    assert_eq!(
        crate::ui::text::first_trick_words(&nl, &m.rules),
        "Geen harten en geen V♠, V♦ of V♣ in de eerste slag, tenzij je niets anders hebt"
    );
    // Black Maria still names only the hearts and the Q♠: its K♠ and A♠ may be played.
    let maria = table("black-maria", 4);
    assert_eq!(
        crate::ui::text::first_trick_words(&w, &maria.rules),
        "No hearts and no Q♠ on the first trick unless a player has nothing else"
    );
}

#[test]
fn dirty_hearts_every_queen_is_13_the_jack_of_diamonds_minus_10_and_64_a_hand() {
    let mut m = table("dirty-hearts", 4);
    assert_eq!(m.rules.hand_total, 64);
    for queen in ["QS", "QH", "QD", "QC"] {
        let card = crate::core::tokens::parse_card(queen).expect("a card");
        assert_eq!(m.rules.value(card), 13, "{queen}");
    }
    // N-1: 29 · 5 · 17 · 3, 54 in all (64 − 10).
    let board = dirty(
        &mut m,
        PassDir::Left,
        &[
            ("Ann", "QS QH 3"),
            ("Bob", "QC JD 2"),
            ("Cas", "QD 4"),
            ("Dee", "3"),
        ],
    );
    assert_eq!(last_points(&board), vec![29, 5, 17, 3]);
    // N-2: every heart but no other queen is no moon.
    let board = dirty(
        &mut m,
        PassDir::Right,
        &[
            ("Ann", "QC QD"),
            ("Bob", "QS"),
            ("Cas", "QH 12"),
            ("Dee", "JD"),
        ],
    );
    assert_eq!(board.hands[1].moon, None);
    assert_eq!(last_points(&board), vec![26, 13, 25, -10]);
}

#[test]
fn dirty_hearts_a_bare_count_is_the_one_point_hearts_and_the_queen_of_hearts_is_typed() {
    // N-5: Ann the Q♥ only, Bob the 12 other hearts as a bare count.
    let mut m = table("dirty-hearts", 4);
    assert_eq!(m.rules.plain_hearts_in_deck(), 12);
    let board = dirty(
        &mut m,
        PassDir::Across,
        &[
            ("Ann", "QH"),
            ("Bob", "12"),
            ("Cas", "QS QC QD"),
            ("Dee", "JD"),
        ],
    );
    assert_eq!(last_points(&board), vec![13, 12, 39, -10]);
    let mut hand = input(&m, &[("Bob", "13 QS QC QD JD")]);
    hand.pass = Some(PassDir::Left);
    let error = m.record(&hand, time()).expect_err("13 bare hearts");
    // Issue 40, newcomer M3: RULES.md's words.
    assert_eq!(
        said(&m, &error),
        "hearts: 13 entered, but a number counts the 12 one-point hearts; type the Q♥ as QH"
    );
}

#[test]
fn dirty_hearts_moon_is_every_heart_and_queen_and_the_jack_of_diamonds_is_kept() {
    let mut m = table("dirty-hearts", 4);
    let mut hand = input(&m, &[("Ann", "12 QH QS QC QD"), ("Bob", "JD")]);
    hand.pass = Some(PassDir::Left);
    let error = m.record(&hand, time()).expect_err("the choice is needed");
    assert!(matches!(error, MatchError::MoonChoiceMissing { .. }));
    // N-3: add; Bob keeps the J♦'s −10.
    let board = dirty_moon(
        &mut m,
        MoonChoice::Add,
        &[("Ann", "12 QH QS QC QD"), ("Bob", "JD")],
    );
    assert_eq!(board.hands[0].moon, Some(0));
    assert_eq!(last_points(&board), vec![0, 54, 64, 64]);
    // N-4: subtract with the J♦ too: −74.
    let board = dirty_moon(&mut m, MoonChoice::Subtract, &[("Ann", "rest")]);
    assert_eq!(last_points(&board), vec![-74, 0, 0, 0]);
}

#[test]
fn dirty_hearts_renege_costs_64() {
    // N-6.
    let mut m = table("dirty-hearts", 4);
    assert_eq!(renege(&mut m, 2), vec![0, 0, 64, 0]);
}

#[test]
fn dirty_hearts_ends_at_300_and_a_shared_lowest_plays_one_more_hand() {
    let mut m = table("dirty-hearts", 4);
    assert_eq!((m.target(), m.rules.quick_target), (300, 150));
    for _ in 0..4 {
        renege(&mut m, 0);
    }
    assert_eq!(m.scoreboard().outcome, Outcome::Playing);
    renege(&mut m, 0);
    // Ann 320; Bob, Cas and Dee share 0.
    assert_eq!(m.scoreboard().outcome, Outcome::TieBreak(vec![1, 2, 3]));
    let board = dirty(
        &mut m,
        PassDir::Hold,
        &[("Ann", "rest"), ("Bob", "1"), ("Cas", "JD")],
    );
    assert_eq!(board.outcome, Outcome::Won(2));
}

#[test]
fn dirty_hearts_the_dealer_chooses_every_pass_among_left_right_across_hold_scatter_and_centre() {
    use PassDir::*;
    let four = table("dirty-hearts", 4);
    assert_eq!(four.rules.pass_cycle, vec![PassStep::DealersChoice]);
    assert_eq!(
        four.rules.pass_choices,
        vec![Left, Right, Across, Hold, Scatter, Centre]
    );
    for players in [3, 5, 6, 7] {
        let m = table("dirty-hearts", players);
        assert_eq!(
            m.rules.pass_choices,
            vec![Left, Right, Hold, Scatter, Centre],
            "{players}"
        );
    }
    let next = four.scoreboard().next(&four.rules).expect("a hand");
    assert_eq!(next.pass, None);
}

#[test]
fn dirty_hearts_a_hand_needs_the_pass_the_dealer_chose_and_keeps_it() {
    let mut m = table("dirty-hearts", 4);
    let took = [
        ("Ann", "QS QH 3"),
        ("Bob", "QC JD 2"),
        ("Cas", "QD 4"),
        ("Dee", "3"),
    ];
    let error = try_play(&mut m, &took).expect_err("the pass is needed");
    assert_eq!(
        error,
        MatchError::PassChoiceMissing {
            dealer: 0,
            choices: m.rules.pass_choices.clone()
        }
    );
    assert_eq!(
        said(&m, &error),
        "Ann deals and chooses how this hand is passed: say which with --pass (left, right, across, hold, scatter or centre)"
    );
    // A renege hand too: the cards were passed before play.
    let mut hand = input(&m, &[]);
    hand.renege = Some(1);
    assert!(matches!(
        m.record(&hand, time()),
        Err(MatchError::PassChoiceMissing { .. })
    ));
    let board = dirty(&mut m, PassDir::Centre, &took);
    assert_eq!(board.hands[0].pass, PassDir::Centre);
    let next = board.next(&m.rules).expect("a hand");
    assert_eq!((next.dealer, next.pass), (1, None));
    // An edit keeps the pass the dealer chose.
    let edited = m.edit(1, &input(&m, &took), time()).expect("an edit");
    assert_eq!(edited.hands[0].pass, PassDir::Centre);
    // A misdeal needs none: the same dealer chooses again.
    m.misdeal(time()).expect("a misdeal");
    assert_eq!(m.scoreboard().next(&m.rules).map(|n| n.pass), Some(None));
}

#[test]
fn a_centre_pass_gives_each_players_cards_to_the_middle() {
    use PassDir::*;
    assert_eq!(
        Centre.gives(3, 3),
        vec![(0, None, 3), (1, None, 3), (2, None, 3)]
    );
    assert!(Centre.passes(4, 3).is_empty());
    assert!(Centre.playable_with(2));
    assert_eq!(Left.gives(3, 3)[2], (2, Some(0), 3));
}

#[test]
fn a_pass_cycle_may_mix_ways_the_centre_and_the_dealers_choice() {
    let m = game(
        r#"
extends = "hartenjagen"
[passing]
cycle = ["left", "centre", "dealers-choice"]
choices = ["right", "centre"]
"#,
        4,
    );
    assert_eq!(m.rules.pass_for_hand(1), Some(PassDir::Left));
    assert_eq!(m.rules.pass_for_hand(2), Some(PassDir::Centre));
    assert_eq!(m.rules.pass_for_hand(3), None);
    assert_eq!(m.rules.pass_for_hand(4), Some(PassDir::Left));
    assert_eq!(m.rules.pass_choices, vec![PassDir::Right, PassDir::Centre]);
    assert_eq!(
        m.rules.pass_directions(),
        vec![PassDir::Left, PassDir::Right, PassDir::Centre]
    );
    // Without a dealer's-choice hand, choices (inherited, say) are unused.
    let plain = game(
        r#"
extends = "dirty-hearts"
[passing]
cycle = ["left", "right"]
"#,
        4,
    );
    assert!(plain.rules.pass_choices.is_empty());
    assert!(!plain.rules.dealers_choice());
}
