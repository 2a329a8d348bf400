//! Seed 004's family, Hearts for 3-7 players, kitties, two decks and jokers: one test per rule.
//!
//! Every expected figure below is worked out by hand from RULES.md, not copied from the
//! program's output.

use super::builtin::BUILTIN;
use super::catalog::{Source, read_raw};
use super::game::{Match, MatchError, MatchOptions, Outcome};
use super::properties::typed_hand;
use super::scoring::HandError;
use super::testkit::parse_cards;
use super::testkit::*;
use super::variant::{KittyTaker, MoonChoice, MoonEffect, PassDir, PassStep};
use proptest::prelude::*;

use PassDir::{Across, Hold, Left, Right};

/// The standard pass cycle of RULES.md for 4 players.
const LRAH: &[PassDir] = &[Left, Right, Across, Hold];
/// The standard pass cycle for any other table size.
const LR: &[PassDir] = &[Left, Right];

/// One row of a deal table: players, cards in the deck, cards each, kitty, who leads the first
/// hand when Ann deals, and the pass cycle.
type DealRow = (usize, usize, u32, u32, &'static str, &'static [PassDir]);

const TWO_CLUBS: &str = "whoever holds 2♣";
const BOB_LEADS: &str = "Bob (left of the dealer)";

/// A match of `name` for any table size up to 11: Ann, Bob, … Gus, then Player8 onwards.
/// Ann deals first.
fn table(name: &str, players: usize) -> Match {
    let names = (0..players)
        .map(|seat| {
            NAMES
                .get(seat)
                .map_or_else(|| format!("Player{}", seat + 1), |n| n.to_string())
        })
        .collect();
    Match::new(variant(name), names, 0, MatchOptions::default(), time())
        .unwrap_or_else(|e| panic!("{e}"))
}

/// Checks every table size of `name` against a deal table computed by hand.
fn assert_deals(name: &str, rows: &[DealRow]) {
    let counts: Vec<usize> = rows.iter().map(|row| row.0).collect();
    assert_eq!(
        variant(name).player_counts(),
        counts,
        "{name}: the table sizes"
    );
    for &(players, deck, cards_each, kitty, lead, cycle) in rows {
        let m = table(name, players);
        let rules = &m.rules;
        let got = (rules.deck.len(), rules.cards_each, rules.kitty);
        assert_eq!(
            got,
            (deck, cards_each, kitty),
            "{name} for {players}: (deck, cards each, kitty)"
        );
        assert_eq!(lead_words(&m, 0), lead, "{name} for {players}: first lead");
        let steps: Vec<PassStep> = cycle.iter().map(|&dir| PassStep::Pass(dir)).collect();
        assert_eq!(rules.pass_cycle, steps, "{name} for {players}: pass cycle");
        assert_eq!(rules.pass_cards, 3, "{name} for {players}: cards passed");
    }
}

fn removed(name: &str, players: usize) -> Vec<String> {
    let mut codes: Vec<String> = game(name, players)
        .rules
        .removed
        .iter()
        .map(|card| card.code())
        .collect();
    codes.sort();
    codes
}

/// Records a renege by `seat` and returns the hand's points.
fn renege(m: &mut Match, seat: usize) -> Vec<crate::core::score::Score> {
    let mut hand = input(m, &[]);
    hand.renege = Some(seat);
    last_points(&m.record(&hand, time()).unwrap_or_else(|e| panic!("{e}")))
}

// ---- The family tree ----

#[test]
fn each_family_variant_is_built_on_the_one_it_extends() {
    let tree = [
        ("hearts", Some("hartenjagen")),
        ("hearts-kitty", Some("hearts")),
        ("plain-hearts", None),
        ("black-lady", Some("plain-hearts")),
        ("greek", Some("black-lady")),
        ("spot", Some("black-lady")),
        ("hooligan", Some("black-lady")),
        ("pink-lady", Some("black-lady")),
        ("joker", Some("plain-hearts")),
        ("joker-53", Some("joker")),
        ("heartsette", Some("plain-hearts")),
        ("cancellation", Some("black-lady")),
        ("two-player", None),
    ];
    for (name, parent) in tree {
        let source = Source::builtin(name).unwrap_or_else(|| panic!("{name} is built in"));
        let raw = read_raw(&source).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(raw.extends.as_deref(), parent, "{name} extends");
        assert!(
            raw.description.is_some_and(|d| !d.is_empty()),
            "{name} gives its own description"
        );
        assert!(
            raw.notes.is_some_and(|n| !n.is_empty()),
            "{name} gives its own notes"
        );
    }
}

#[test]
fn every_key_in_the_built_in_variant_files_has_a_comment() {
    for (name, text) in BUILTIN {
        for (number, line) in text.lines().enumerate() {
            let is_key = line
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_alphanumeric() || c == '"')
                && line.contains('=');
            if is_key {
                assert!(
                    line.contains(" # "),
                    "{name}.toml line {}: the key has no comment: {line}",
                    number + 1
                );
            }
        }
    }
}

// ---- Hearts for 3 to 7 players (seed 002) ----

#[test]
fn hearts_strips_cards_so_3_to_7_players_get_17_13_10_8_7_and_the_lowest_club_left_leads() {
    assert_deals(
        "hearts",
        &[
            (3, 51, 17, 0, TWO_CLUBS, LR),
            (4, 52, 13, 0, TWO_CLUBS, LRAH),
            (5, 50, 10, 0, "whoever holds 3♣", LR),
            (6, 48, 8, 0, TWO_CLUBS, LR),
            (7, 49, 7, 0, TWO_CLUBS, LR),
        ],
    );
    assert_eq!(removed("hearts", 3), ["2D"]);
    assert!(removed("hearts", 4).is_empty());
    assert_eq!(removed("hearts", 5), ["2C", "2D"]);
    assert_eq!(removed("hearts", 6), ["2D", "3C", "3D", "4C"]);
    assert_eq!(removed("hearts", 7), ["2D", "3C", "3D"]);
}

#[test]
fn a_card_hearts_strips_is_not_in_this_deck_for_that_many_players() {
    let mut m = game("hearts", 3);
    assert_eq!(
        refused(&mut m, &[("Ann", "QS 2D"), ("Bob", "13")]),
        "2♦ is not in this deck (hearts takes it out for 3 players)"
    );
    let mut m = game("hearts", 7);
    assert_eq!(
        refused(&mut m, &[("Ann", "3C"), ("Bob", "rest")]),
        "3♣ is not in this deck (hearts takes it out for 7 players)"
    );
    let mut m = game("hearts", 6);
    assert_eq!(
        refused(&mut m, &[("Ann", "4C"), ("Bob", "rest")]),
        "4♣ is not in this deck (hearts takes it out for 6 players)"
    );
    // With 4 players nothing is stripped: the 2♦ is in the deck and merely scores nothing.
    let mut m = game("hearts", 4);
    let error = try_play(&mut m, &[("Ann", "QS 2D"), ("Bob", "13")]).unwrap_err();
    assert!(
        matches!(error, MatchError::Cards(HandError::ScoresNothing { .. })),
        "{error}"
    );
}

#[test]
fn hearts_scores_hearts_1_and_the_queen_of_spades_13_at_every_table_size() {
    let mut m = game("hearts", 5);
    assert_eq!(m.rules.hand_total, 26);
    let board = play(&mut m, &[("Ann", "QS 3"), ("Bob", "4"), ("Cas", "rest")]);
    assert_eq!(last_points(&board), vec![16, 4, 6, 0, 0]);
    let mut m = game("hearts", 7);
    assert_eq!(renege(&mut m, 6), vec![0, 0, 0, 0, 0, 0, 26]);
}

#[test]
fn hearts_moon_adds_26_to_every_opponent_at_any_table_size() {
    let mut m = game("hearts", 3);
    let board = play(&mut m, &[("Cas", "rest")]);
    assert_eq!(last_points(&board), vec![26, 26, 0]);
    let mut m = game("hearts", 7);
    let board = play(&mut m, &[("Bob", "QS 13")]);
    assert_eq!(last_points(&board), vec![26, 0, 26, 26, 26, 26, 26]);
}

// ---- Hearts with a kitty instead of stripping (seed 002) ----

#[test]
fn hearts_kitty_deals_17_12_10_8_7_and_leaves_a_kitty_of_1_4_2_4_3() {
    assert_deals(
        "hearts-kitty",
        &[
            (3, 52, 17, 1, TWO_CLUBS, LR),
            (4, 52, 12, 4, TWO_CLUBS, LRAH),
            (5, 52, 10, 2, TWO_CLUBS, LR),
            (6, 52, 8, 4, TWO_CLUBS, LR),
            (7, 52, 7, 3, TWO_CLUBS, LR),
        ],
    );
    for players in 3..=7 {
        assert!(removed("hearts-kitty", players).is_empty());
    }
}

#[test]
fn hearts_kitty_strips_nothing_so_the_two_of_diamonds_is_in_the_deck_and_scores_nothing() {
    let mut m = game("hearts-kitty", 3);
    assert_eq!(
        refused(&mut m, &[("Ann", "QS 2D"), ("Bob", "13")]),
        "2♦ scores nothing in hearts-kitty (probably a typo; enter only the scoring cards: hearts and Q♠)"
    );
}

#[test]
fn hearts_kitty_cards_count_for_whoever_took_the_kitty() {
    // Bob took the kitty with the 2♥ and the 3♥ in it: they are simply among his hearts.
    let mut m = game("hearts-kitty", 4);
    let board = play(
        &mut m,
        &[("Ann", "QS"), ("Bob", "2H 3H 4"), ("Cas", "rest")],
    );
    assert_eq!(last_points(&board), vec![13, 6, 7, 0]);
    let board = play(&mut m, &[("Dee", "rest")]);
    assert_eq!(last_points(&board), vec![26, 26, 26, 0], "a moon adds 26");
}

#[test]
fn who_takes_the_kitty_is_an_option_of_the_variant() {
    assert_eq!(
        variant("hearts-kitty").rules(4).unwrap().kitty_goes_to,
        Some(KittyTaker::FirstTrickWithPoints)
    );
    for (option, taker) in [
        ("first-trick", KittyTaker::FirstTrick),
        ("last-trick", KittyTaker::LastTrick),
        ("first-heart", KittyTaker::FirstHeart),
    ] {
        let toml = format!("extends = \"hearts-kitty\"\n[deal]\nkitty_goes_to = \"{option}\"");
        let rules = variant(&toml).rules(5).unwrap().clone();
        assert_eq!(rules.kitty_goes_to, Some(taker), "{option}");
        assert_eq!((rules.cards_each, rules.kitty), (10, 2), "{option}");
    }
}

// ---- Plain Hearts (seed 004) and the variants built on it ----

#[test]
fn plain_hearts_and_its_family_deal_16_13_10_8_7_with_a_kitty_of_4_0_2_4_3_and_left_of_the_dealer_leads()
 {
    let rows: &[DealRow] = &[
        (3, 52, 16, 4, BOB_LEADS, LR),
        (4, 52, 13, 0, BOB_LEADS, LRAH),
        (5, 52, 10, 2, BOB_LEADS, LR),
        (6, 52, 8, 4, BOB_LEADS, LR),
        (7, 52, 7, 3, BOB_LEADS, LR),
    ];
    // The joker replaces the 2♥, so its deck is 52 cards too.
    for name in [
        "plain-hearts",
        "black-lady",
        "greek",
        "spot",
        "hooligan",
        "pink-lady",
        "joker",
    ] {
        assert_deals(name, rows);
        assert_eq!(
            game(name, 3).rules.kitty_goes_to,
            Some(KittyTaker::FirstTrick),
            "{name}: the first trick's winner takes the kitty"
        );
    }
}

#[test]
fn plain_hearts_scores_only_hearts_13_a_hand() {
    let mut m = game("plain-hearts", 4);
    assert_eq!(m.rules.hand_total, 13);
    let board = play(&mut m, &[("Ann", "5"), ("Bob", "AH 7"), ("Dee", "rest")]);
    assert_eq!(last_points(&board), vec![5, 8, 0, 0]);
    assert_eq!(renege(&mut m, 2), vec![0, 0, 13, 0], "a renege costs 13");
}

#[test]
fn the_queen_of_spades_scores_nothing_in_plain_hearts() {
    let mut m = game("plain-hearts", 4);
    assert_eq!(
        refused(&mut m, &[("Ann", "QS 5"), ("Bob", "rest")]),
        "Q♠ scores nothing in plain-hearts (probably a typo; enter only the scoring cards: hearts)"
    );
}

#[test]
fn plain_hearts_moon_is_all_13_hearts_worth_a_fixed_26_and_the_shooter_chooses() {
    let mut m = game("plain-hearts", 5);
    assert_eq!(
        refused(&mut m, &[("Ann", "13")]),
        "Ann shot the moon: say --moon add (everyone else +26) or --moon subtract (Ann −26)"
    );
    let board = play_moon(&mut m, &[("Ann", "13")], MoonChoice::Subtract);
    assert_eq!(last_points(&board), vec![-26, 0, 0, 0, 0]);
    let board = play_moon(&mut m, &[("Eve", "rest")], MoonChoice::Add);
    assert_eq!(last_points(&board), vec![26, 26, 26, 26, 0]);
}

// ---- Black Lady ----

#[test]
fn black_lady_adds_the_queen_of_spades_13_for_26_a_hand() {
    let mut m = game("black-lady", 3);
    assert_eq!(m.rules.hand_total, 26);
    let board = play(&mut m, &[("Ann", "QS 3"), ("Bob", "10")]);
    assert_eq!(last_points(&board), vec![16, 10, 0]);
    assert_eq!(renege(&mut m, 0), vec![26, 0, 0]);
}

#[test]
fn black_lady_moon_needs_the_queen_of_spades_too_and_the_shooter_chooses_26() {
    let mut m = game("black-lady", 4);
    // All 13 hearts without the Q♠ were a moon in Plain Hearts; here they are not.
    let mut hand = input(&m, &[("Ann", "13"), ("Bob", "QS")]);
    hand.moon = Some(MoonChoice::Subtract);
    assert_eq!(m.record(&hand, time()), Err(MatchError::NotAMoon));
    let board = play(&mut m, &[("Ann", "13"), ("Bob", "QS")]);
    assert_eq!(last_points(&board), vec![13, 13, 0, 0]);
    assert_eq!(board.hands[0].moon, None);
    let board = play_moon(&mut m, &[("Ann", "rest")], MoonChoice::Subtract);
    assert_eq!(last_points(&board), vec![-26, 0, 0, 0]);
    let board = play_moon(&mut m, &[("Cas", "QS 13")], MoonChoice::Add);
    assert_eq!(last_points(&board), vec![26, 26, 0, 26]);
}

// ---- Greek Hearts ----

#[test]
fn greek_moon_gives_the_shooter_minus_26_per_opponent_and_every_opponent_plus_26() {
    let mut m = game("greek", 4);
    let board = play(&mut m, &[("Ann", "QS 3"), ("Bob", "10")]);
    assert_eq!(last_points(&board), vec![16, 10, 0, 0]);
    let board = play(&mut m, &[("Dee", "rest")]);
    assert_eq!(last_points(&board), vec![26, 26, 26, -78]);
    let mut m = game("greek", 6);
    let board = play(&mut m, &[("Bob", "rest")]);
    assert_eq!(last_points(&board), vec![26, -130, 26, 26, 26, 26]);
}

#[test]
fn greek_refuses_a_moon_choice_because_the_shooter_has_none() {
    let mut m = game("greek", 4);
    let mut hand = input(&m, &[("Dee", "rest")]);
    hand.moon = Some(MoonChoice::Subtract);
    let error = m.record(&hand, time()).unwrap_err();
    assert_eq!(
        said(&m, &error),
        "--moon is not used in greek: there the moon gives the shooter −26 per opponent and every opponent +26"
    );
}

// ---- Spot Hearts ----

#[test]
fn spot_hearts_score_their_rank_and_a_moon_wins_the_match() {
    let mut m = game("spot", 4);
    // A 1 + 2..10 (54) + J 11 + Q 12 + K 13 = 91 for the hearts, 104 with the Q♠.
    assert_eq!(m.rules.hand_total, 104);
    // Ann: Q♠ 13 + A♥ 1 + K♥ 13 = 27; Bob: the other hearts, 91 − 14 = 77.
    let board = play(&mut m, &[("Ann", "QS AH KH"), ("Bob", "rest")]);
    assert_eq!(last_points(&board), vec![27, 77, 0, 0]);
    let board = play(&mut m, &[("Cas", "rest")]);
    assert_eq!(last_points(&board), vec![0, 0, 0, 0]);
    assert_eq!(board.hands[1].moon, Some(2));
    assert_eq!(board.winner(), Some(2), "Cas wins although Dee has fewer");
    assert!(matches!(
        try_play(&mut m, &[("Ann", "rest")]),
        Err(MatchError::MatchOver(_))
    ));
}

#[test]
fn spot_refuses_a_bare_count_of_hearts() {
    let mut m = game("spot", 4);
    let error = refused(&mut m, &[("Ann", "QS 5"), ("Bob", "rest")]);
    assert!(
        error.starts_with("a bare number of hearts is not accepted in spot"),
        "{error}"
    );
}

#[test]
fn a_spot_renege_costs_the_hands_104() {
    let mut m = game("spot", 5);
    assert_eq!(renege(&mut m, 4), vec![0, 0, 0, 0, 104]);
}

// ---- Hooligan Hearts ----

#[test]
fn hooligan_scores_the_seven_of_clubs_7_and_the_ten_of_diamonds_minus_10() {
    let mut m = game("hooligan", 4);
    assert_eq!(m.rules.hand_total, 33);
    let board = play(
        &mut m,
        &[("Ann", "QS 7C"), ("Bob", "10D 5"), ("Cas", "rest")],
    );
    assert_eq!(last_points(&board), vec![20, -5, 8, 0]);
}

#[test]
fn hooligan_moon_takes_33_off_the_shooter_or_43_with_the_ten_of_diamonds() {
    let mut m = game("hooligan", 4);
    let board = play(&mut m, &[("Ann", "13 QS 7C"), ("Bob", "10D")]);
    assert_eq!(board.hands[0].moon, Some(0));
    assert_eq!(last_points(&board), vec![-33, -10, 0, 0]);
    let board = play(&mut m, &[("Ann", "rest")]);
    assert_eq!(last_points(&board), vec![-43, 0, 0, 0]);
    // Without the 7♣ it is no moon.
    let board = play(&mut m, &[("Ann", "13 QS 10D"), ("Bob", "7C")]);
    assert_eq!(board.hands[2].moon, None);
    assert_eq!(last_points(&board), vec![16, 7, 0, 0]);
}

#[test]
fn hooligan_refuses_a_hand_without_the_ten_of_diamonds() {
    let mut m = game("hooligan", 4);
    assert_eq!(
        refused(&mut m, &[("Ann", "13 QS 7C")]),
        "the hand does not add up: nobody took 10♦; every scoring card must be entered exactly once (`rest` gives one player everything not entered)"
    );
}

// ---- Pink Lady ----

#[test]
fn pink_lady_scores_the_queen_of_hearts_13_and_the_ten_of_diamonds_minus_10_for_38_a_hand() {
    let mut m = game("pink-lady", 4);
    assert_eq!(m.rules.hand_total, 38);
    assert_eq!(m.rules.plain_hearts_in_deck(), 12);
    // Ann Q♥ 13 + 2; Bob Q♠ 13 − 10; Cas the other ten 1-point hearts.
    let board = play(
        &mut m,
        &[("Ann", "QH 2"), ("Bob", "QS 10D"), ("Cas", "rest")],
    );
    assert_eq!(last_points(&board), vec![15, 3, 10, 0]);
}

#[test]
fn pink_lady_moon_needs_every_heart_and_the_queen_of_spades_but_not_the_jack_of_diamonds() {
    let mut m = game("pink-lady", 4);
    let board = play(&mut m, &[("Ann", "12 QH QS"), ("Bob", "10D")]);
    assert_eq!(board.hands[0].moon, Some(0));
    assert_eq!(last_points(&board), vec![-38, -10, 0, 0]);
    let board = play(&mut m, &[("Ann", "rest")]);
    assert_eq!(last_points(&board), vec![-48, 0, 0, 0]);
    let error = refused(&mut m, &[("Ann", "rest"), ("Bob", "JD")]);
    assert!(
        error.starts_with("J♦ scores nothing in pink-lady"),
        "{error}"
    );
}

#[test]
fn pink_lady_bare_counts_are_the_one_point_hearts_and_the_queen_of_hearts_must_be_typed() {
    let mut m = game("pink-lady", 4);
    assert_eq!(
        refused(&mut m, &[("Ann", "13 QS 10D")]),
        "hearts: 13 entered, but a number counts the 12 one-point hearts; type the Q♥ as QH"
    );
    assert_eq!(
        refused(&mut m, &[("Ann", "12 QS 10D")]),
        "the hand does not add up: nobody took Q♥; every scoring card must be entered exactly once (`rest` gives one player everything not entered)"
    );
}

// ---- Joker Hearts ----

#[test]
fn joker_replaces_the_two_of_hearts_and_scores_5_for_17_a_hand() {
    let mut m = game("joker", 4);
    assert_eq!(m.rules.deck.len(), 52);
    assert_eq!(m.rules.hand_total, 17);
    let board = play(&mut m, &[("Ann", "JK 2"), ("Bob", "rest")]);
    assert_eq!(last_points(&board), vec![7, 10, 0, 0]);
}

#[test]
fn joker_moon_needs_all_12_hearts_and_the_joker_and_the_shooter_chooses_26() {
    let mut m = game("joker", 4);
    assert!(matches!(
        try_play(&mut m, &[("Ann", "12 JK")]),
        Err(MatchError::MoonChoiceMissing {
            value: crate::core::score::Score { re: 26, im: 0 },
            ..
        })
    ));
    let board = play_moon(&mut m, &[("Ann", "12 JK")], MoonChoice::Add);
    assert_eq!(last_points(&board), vec![0, 26, 26, 26]);
    let board = play_moon(&mut m, &[("Bob", "rest")], MoonChoice::Subtract);
    assert_eq!(last_points(&board), vec![0, -26, 0, 0]);
    let board = play(&mut m, &[("Bob", "12"), ("Cas", "JK")]);
    assert_eq!(
        last_points(&board),
        vec![0, 12, 5, 0],
        "no moon without the joker"
    );
}

#[test]
fn the_two_of_hearts_is_not_in_the_joker_deck() {
    let mut m = game("joker", 4);
    assert_eq!(
        refused(&mut m, &[("Ann", "2H JK"), ("Bob", "rest")]),
        "2♥ is not in this deck (joker takes it out for 4 players)"
    );
    assert_eq!(
        refused(&mut m, &[("Ann", "13 JK")]),
        "hearts: 13 entered, the deck has 12"
    );
}

#[test]
fn joker_53_adds_the_joker_to_the_full_pack_and_leaves_one_more_card_in_the_kitty() {
    assert_deals(
        "joker-53",
        &[
            (3, 53, 16, 5, BOB_LEADS, LR),
            (4, 53, 13, 1, BOB_LEADS, LRAH),
            (5, 53, 10, 3, BOB_LEADS, LR),
            (6, 53, 8, 5, BOB_LEADS, LR),
            (7, 53, 7, 4, BOB_LEADS, LR),
        ],
    );
    assert_eq!(
        game("joker-53", 4).rules.kitty_goes_to,
        Some(KittyTaker::FirstTrick)
    );
}

#[test]
fn joker_53_keeps_the_two_of_hearts_for_18_points_a_hand_and_the_moon_needs_all_13_hearts() {
    let mut m = game("joker-53", 4);
    assert_eq!(m.rules.hand_total, 18);
    let board = play(&mut m, &[("Ann", "JK 2H 2"), ("Bob", "rest")]);
    assert_eq!(last_points(&board), vec![8, 10, 0, 0]);
    assert_eq!(
        refused(&mut m, &[("Ann", "12 JK")]),
        "the hand does not add up: hearts: 12 entered, the deck has 13; every scoring card must be entered exactly once (`rest` gives one player everything not entered)"
    );
    let board = play_moon(&mut m, &[("Ann", "13 JK")], MoonChoice::Subtract);
    assert_eq!(last_points(&board), vec![-26, 0, 0, 0]);
}

// ---- Heartsette ----

#[test]
fn heartsette_with_three_players_removes_the_two_of_clubs_deals_16_and_leaves_a_widow_of_3() {
    let m = game("heartsette", 3);
    assert_eq!(removed("heartsette", 3), ["2C"]);
    assert_eq!(
        (m.rules.deck.len(), m.rules.cards_each, m.rules.kitty),
        (51, 16, 3)
    );
    assert_eq!(m.rules.kitty_name, "widow");
    assert_eq!(m.rules.kitty_goes_to, Some(KittyTaker::FirstTrick));
}

#[test]
fn heartsette_deals_16_12_10_8_to_3_to_6_players_with_a_widow_of_3_3_2_4() {
    assert_deals(
        "heartsette",
        &[
            (3, 51, 16, 3, BOB_LEADS, LR),
            (4, 51, 12, 3, BOB_LEADS, LRAH),
            (5, 52, 10, 2, BOB_LEADS, LR),
            (6, 52, 8, 4, BOB_LEADS, LR),
        ],
    );
    assert_eq!(removed("heartsette", 4), ["2C"]);
    assert!(removed("heartsette", 5).is_empty());
    assert!(removed("heartsette", 6).is_empty());
}

#[test]
fn heartsette_scores_only_hearts_and_the_moon_is_26_at_the_shooters_choice() {
    let mut m = game("heartsette", 4);
    assert_eq!(m.rules.hand_total, 13);
    let board = play(&mut m, &[("Ann", "4"), ("Cas", "rest")]);
    assert_eq!(last_points(&board), vec![4, 0, 9, 0]);
    let board = play_moon(&mut m, &[("Dee", "13")], MoonChoice::Add);
    assert_eq!(last_points(&board), vec![26, 26, 26, 0]);
}

#[test]
fn the_two_of_clubs_is_not_in_the_heartsette_deck_for_three_or_four_players() {
    let mut m = game("heartsette", 3);
    assert_eq!(
        refused(&mut m, &[("Ann", "2C"), ("Bob", "13")]),
        "2♣ is not in this deck (heartsette takes it out for 3 players)"
    );
    let mut m = game("heartsette", 5);
    let error = try_play(&mut m, &[("Ann", "2C"), ("Bob", "13")]).unwrap_err();
    assert!(
        matches!(error, MatchError::Cards(HandError::ScoresNothing { .. })),
        "{error}"
    );
}

// ---- Cancellation Hearts ----

#[test]
fn cancellation_deals_104_cards_as_evenly_as_possible_to_6_to_11_players() {
    // 104 = 6 × 17 + 2 = 7 × 14 + 6 = 8 × 13 = 9 × 11 + 5 = 10 × 10 + 4 = 11 × 9 + 5.
    assert_deals(
        "cancellation",
        &[
            (6, 104, 17, 2, BOB_LEADS, LR),
            (7, 104, 14, 6, BOB_LEADS, LR),
            (8, 104, 13, 0, BOB_LEADS, LR),
            (9, 104, 11, 5, BOB_LEADS, LR),
            (10, 104, 10, 4, BOB_LEADS, LR),
            (11, 104, 9, 5, BOB_LEADS, LR),
        ],
    );
    let m = table("cancellation", 11);
    assert_eq!(m.target(), 150);
    assert_eq!(m.rules.kitty_goes_to, Some(KittyTaker::FirstTrick));
}

#[test]
fn cancellation_hearts_and_queens_of_spades_may_each_be_taken_twice_for_52_a_hand() {
    let mut m = game("cancellation", 6);
    assert_eq!(m.rules.hand_total, 52);
    let board = play(
        &mut m,
        &[("Ann", "QS 10"), ("Bob", "QS AH AH"), ("Cas", "rest")],
    );
    assert_eq!(last_points(&board), vec![23, 15, 14, 0, 0, 0]);
    assert_eq!(renege(&mut m, 3), vec![0, 0, 0, 52, 0, 0]);
}

#[test]
fn a_card_entered_three_times_is_refused_in_cancellation() {
    let mut m = game("cancellation", 6);
    assert_eq!(
        refused(&mut m, &[("Ann", "QS 13"), ("Bob", "QS 13"), ("Cas", "QS")]),
        "Q♠ is entered for Ann, Bob and Cas, but the deck has 2"
    );
}

#[test]
fn cancellation_moon_needs_all_26_hearts_and_both_queens_of_spades_and_is_worth_52() {
    let mut m = game("cancellation", 7);
    let board = play(&mut m, &[("Ann", "26 QS"), ("Bob", "QS")]);
    assert_eq!(board.hands[0].moon, None);
    assert_eq!(last_points(&board), vec![39, 13, 0, 0, 0, 0, 0]);
    assert!(matches!(
        try_play(&mut m, &[("Ann", "rest")]),
        Err(MatchError::MoonChoiceMissing {
            value: crate::core::score::Score { re: 52, im: 0 },
            ..
        })
    ));
    let board = play_moon(&mut m, &[("Ann", "rest")], MoonChoice::Add);
    assert_eq!(last_points(&board), vec![0, 52, 52, 52, 52, 52, 52]);
    let board = play_moon(&mut m, &[("Gus", "QS QS 26")], MoonChoice::Subtract);
    assert_eq!(last_points(&board), vec![0, 0, 0, 0, 0, 0, -52]);
}

#[test]
fn cards_of_a_dead_last_trick_are_entered_as_out_of_play_and_count_for_nobody() {
    let mut m = game("cancellation", 6);
    let mut hand = input(&m, &[("Ann", "QS 20"), ("Bob", "4")]);
    hand.out = parse_cards("QS AH AH").unwrap();
    let board = m.record(&hand, time()).unwrap();
    assert_eq!(last_points(&board), vec![33, 4, 0, 0, 0, 0]);
    // With a Q♠ out of play nobody can take both: all 26 hearts and one Q♠ are no moon.
    let mut hand = input(&m, &[("Ann", "QS 26")]);
    hand.out = parse_cards("QS").unwrap();
    let board = m.record(&hand, time()).unwrap();
    assert_eq!(board.hands[1].moon, None);
    assert_eq!(last_points(&board), vec![39, 0, 0, 0, 0, 0]);
}

// ---- Two-player Hearts ----

#[test]
fn two_player_deals_13_each_leaves_a_stock_of_26_and_the_dealers_opponent_leads() {
    assert_deals("two-player", &[(2, 52, 13, 26, BOB_LEADS, LR)]);
    let m = game("two-player", 2);
    assert_eq!(m.rules.kitty_name, "stock");
    assert!(
        m.rules.stock,
        "a stock drawn from, not a kitty (issue 40, rules F4)"
    );
    assert_eq!(m.rules.kitty_goes_to, None);
    assert_eq!(
        PassDir::Right.passes(2, 3),
        PassDir::Left.passes(2, 3),
        "both directions go to the opponent"
    );
}

#[test]
fn two_player_scores_hearts_only_and_at_100_the_other_player_wins() {
    let mut m = game("two-player", 2);
    assert_eq!(m.rules.hand_total, 13);
    for _ in 0..8 {
        let board = play(&mut m, &[("Ann", "12"), ("Bob", "1")]);
        assert_eq!(board.outcome, Outcome::Playing);
    }
    let board = play(&mut m, &[("Ann", "AH 11"), ("Bob", "rest")]);
    assert_eq!(board.totals, vec![108, 9]);
    assert_eq!(board.winner(), Some(1));
}

#[test]
fn two_player_moon_is_all_13_hearts_worth_26_at_the_shooters_choice() {
    let mut m = game("two-player", 2);
    let board = play_moon(&mut m, &[("Ann", "13")], MoonChoice::Add);
    assert_eq!(last_points(&board), vec![0, 26]);
    let board = play_moon(&mut m, &[("Bob", "rest")], MoonChoice::Subtract);
    assert_eq!(last_points(&board), vec![0, -26]);
}

#[test]
fn the_queen_of_spades_scores_nothing_in_two_player_hearts() {
    let mut m = game("two-player", 2);
    let error = refused(&mut m, &[("Ann", "QS 5"), ("Bob", "rest")]);
    assert!(
        error.starts_with("Q♠ scores nothing in two-player"),
        "{error}"
    );
}

// ---- Every family variant, every table size ----

const FAMILY: [&str; 13] = [
    "hearts",
    "hearts-kitty",
    "plain-hearts",
    "black-lady",
    "greek",
    "spot",
    "hooligan",
    "pink-lady",
    "joker",
    "joker-53",
    "heartsette",
    "cancellation",
    "two-player",
];

/// Every (variant, table size) of the family.
fn family_tables() -> Vec<(&'static str, usize)> {
    FAMILY
        .iter()
        .flat_map(|&name| {
            variant(name)
                .player_counts()
                .into_iter()
                .map(move |n| (name, n))
        })
        .collect()
}

proptest! {
    #[test]
    fn a_complete_hand_in_any_family_variant_scores_the_hand_total_or_the_moon(
        which in 0usize..1000,
        owners in proptest::collection::vec(0usize..11, 1..60),
        bare in any::<bool>(),
    ) {
        let tables = family_tables();
        let (name, players) = tables[which % tables.len()];
        let mut m = table(name, players);
        let rules = m.rules.clone();
        let typed = typed_hand(&rules, &owners, bare);
        let names = m.players.clone();
        let took: Vec<(&str, &str)> = names
            .iter()
            .map(String::as_str)
            .zip(typed.iter().map(String::as_str))
            .collect();
        let board = match try_play(&mut m, &took) {
            Err(MatchError::MoonChoiceMissing { .. }) => play_moon(&mut m, &took, MoonChoice::Add),
            other => other.map_err(|e| TestCaseError::fail(format!("{name} for {players}: {e}")))?,
        };
        let hand = &board.hands[0];
        let sum: crate::core::score::Score = hand.points.iter().sum();
        let bonus: i64 = rules
            .deck
            .cards()
            .map(|(card, copies)| rules.value(card).min(0) * i64::from(copies))
            .sum();
        let n = players as i64;
        let value = rules.moon.value;
        let expected = match hand.moon_scored {
            None => rules.hand_total + bonus,
            Some(MoonEffect::Add) => (n - 1) * value + bonus,
            Some(MoonEffect::Subtract) => -value + bonus,
            Some(MoonEffect::Greek) => bonus,
            Some(MoonEffect::Win) => 0,
            Some(other) => return Err(TestCaseError::fail(format!("{name}: {other:?}"))),
        };
        prop_assert_eq!(sum, expected, "{} for {}", name, players);
    }
}
