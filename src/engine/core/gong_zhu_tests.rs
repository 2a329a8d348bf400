//! Gong Zhu, Chase the Pig (RULES.md, "The four games the seed names without rules"): one test
//! per rule, the worked hands of RULES.md and of the rules research, the keys a family's house
//! rules use, and a property test of the per-player rule.
//!
//! Every expected figure below is worked out by hand from RULES.md, not copied from the
//! program's output.

use super::cards::Card;
use super::game::{Entry, Match, MatchError, MatchOptions, Outcome, SetupError};
use super::scoring::{Gap, HandError};
use super::testkit::*;
use super::tokens::parse_card;
use super::variant::{Direction, MoonEffect, PassDir, PassStep, Variant, Why, Winner};
use proptest::prelude::*;

fn card(code: &str) -> Card {
    parse_card(code).unwrap_or_else(|e| panic!("{e:?}"))
}

fn cards(codes: &str) -> Vec<Card> {
    codes.split_whitespace().map(card).collect()
}

/// A hand with these cards exposed before play.
fn try_exposed(
    m: &mut Match,
    exposed: &str,
    took: &[(&str, &str)],
) -> Result<super::game::Scoreboard, MatchError> {
    let mut hand = input(m, took);
    hand.expose = cards(exposed);
    m.record(&hand, time())
}

fn exposed(m: &mut Match, exposed: &str, took: &[(&str, &str)]) -> super::game::Scoreboard {
    try_exposed(m, exposed, took).unwrap_or_else(|e| panic!("{e}"))
}

/// The 13 hearts but `except`, as typed.
fn hearts_but(except: &str) -> String {
    let except = cards(except);
    "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H"
        .split(' ')
        .filter(|c| !except.contains(&card(c)))
        .collect::<Vec<_>>()
        .join(" ")
}

const ALL_HEARTS: &str = "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H";

// --- Players, deck and deal -------------------------------------------------------------------

#[test]
fn four_players_get_13_cards_each_from_the_full_pack() {
    let m = game("gong-zhu", 4);
    assert_eq!(
        (m.rules.deck.len(), m.rules.cards_each, m.rules.kitty),
        (52, 13, 0)
    );
}

#[test]
fn five_players_play_without_the_two_of_clubs_and_the_two_of_diamonds_10_each() {
    let m = game("gong-zhu", 5);
    assert_eq!(
        (m.rules.deck.len(), m.rules.cards_each, m.rules.kitty),
        (50, 10, 0)
    );
    assert_eq!(m.rules.removed, cards("2C 2D"));
}

#[test]
fn there_is_no_passing() {
    let mut m = game("gong-zhu", 4);
    assert_eq!(m.rules.pass_cycle, vec![PassStep::Pass(PassDir::Hold)]);
    let mut hand = input(&m, &[("Ann", "rest")]);
    hand.pass = Some(PassDir::Left);
    assert_eq!(
        m.record(&hand, time()),
        Err(MatchError::NoPassing(PassDir::Left))
    );
}

#[test]
fn play_and_the_deal_go_counter_clockwise() {
    let mut m = game("gong-zhu", 4);
    assert_eq!(m.rules.direction, Direction::CounterClockwise);
    play(&mut m, &[("Ann", "rest")]);
    // Ann dealt; the deal goes to her right: Dee.
    assert_eq!(m.scoreboard().next(&m.rules).unwrap().dealer, 3);
}

// --- First lead ---------------------------------------------------------------------------------

#[test]
fn the_holder_of_the_two_of_spades_leads_the_first_hand() {
    let m = game("gong-zhu", 4);
    assert_eq!(lead_words(&m, 0), "whoever holds 2♠");
}

#[test]
fn afterwards_whoever_took_the_pig_in_the_previous_hand_leads() {
    let mut m = game("gong-zhu", 4);
    play(&mut m, &[("Cas", "QS"), ("Ann", "rest")]);
    assert_eq!(lead_words(&m, 3), "Cas (took the Q♠ last hand)");
    play(&mut m, &[("Bob", "QS"), ("Ann", "rest")]);
    assert_eq!(lead_words(&m, 2), "Bob (took the Q♠ last hand)");
}

#[test]
fn after_a_renege_hand_the_holder_of_the_two_of_spades_leads_again() {
    let mut m = game("gong-zhu", 4);
    play(&mut m, &[("Cas", "QS"), ("Ann", "rest")]);
    let mut hand = input(&m, &[]);
    hand.renege = Some(1);
    m.record(&hand, time()).unwrap();
    assert_eq!(lead_words(&m, 2), "whoever holds 2♠");
}

#[test]
fn a_misdeal_is_no_hand_so_the_last_pig_taker_leads_the_redeal() {
    let mut m = game("gong-zhu", 4);
    play(&mut m, &[("Cas", "QS"), ("Ann", "rest")]);
    m.misdeal(time()).unwrap();
    assert_eq!(lead_words(&m, 3), "Cas (took the Q♠ last hand)");
    // The redealt hand is a hand like any other: its pig's taker leads the one after.
    play(&mut m, &[("Dee", "QS"), ("Ann", "rest")]);
    assert_eq!(lead_words(&m, 2), "Dee (took the Q♠ last hand)");
}

// --- Scoring cards --------------------------------------------------------------------------

#[test]
fn the_worked_hand_scores_ann_minus_150_bob_plus_120_cas_minus_70_dee_minus_40() {
    // Ann Q♠ A♥; Bob J♦ K♥ 10♣; Cas Q♥ J♥ 10♥ 9♥; Dee the other 7 hearts.
    let mut m = game("gong-zhu", 4);
    let board = play(
        &mut m,
        &[
            ("Ann", "QS AH"),
            ("Bob", "JD KH TC"),
            ("Cas", "QH JH TH 9H"),
            ("Dee", "8H 7H 6H 5H 4H 3H 2H"),
        ],
    );
    assert_eq!(last_points(&board), real(&[-150, 120, -70, -40]));
    assert_eq!(board.hands[0].moon, None);
}

#[test]
fn the_four_three_and_two_of_hearts_score_0_but_must_be_entered() {
    let mut m = game("gong-zhu", 4);
    let board = play(&mut m, &[("Ann", "4H 3H 2H"), ("Bob", "rest")]);
    assert_eq!(last_points(&board)[0], real(&[0])[0]);
    let error = try_play(&mut m, &[("Ann", &hearts_but("4H")), ("Bob", "QS JD TC")]).unwrap_err();
    assert_eq!(
        error,
        MatchError::Cards(HandError::Totals(vec![Gap::NobodyTook(cards("4H"))]))
    );
    assert!(
        said(&m, &error).starts_with("the hand does not add up: nobody took 4♥;"),
        "{}",
        said(&m, &error)
    );
}

#[test]
fn a_bare_number_of_hearts_is_refused_every_heart_differs() {
    let mut m = game("gong-zhu", 4);
    let error = try_play(&mut m, &[("Ann", "3"), ("Bob", "rest")]).unwrap_err();
    assert_eq!(error, MatchError::Cards(HandError::BareHeartsNotAccepted));
}

#[test]
fn the_sheep_scores_plus_100_and_the_pig_minus_100() {
    let mut m = game("gong-zhu", 4);
    let board = play(&mut m, &[("Ann", "JD"), ("Bob", "QS"), ("Cas", "rest")]);
    assert_eq!(last_points(&board)[..2], real(&[100, -100]));
}

#[test]
fn the_ten_of_clubs_alone_scores_plus_50() {
    // Ann 10♣; Bob Q♠ J♦; Cas A♥ to 5♥; Dee 4♥ 3♥ 2♥.
    let mut m = game("gong-zhu", 4);
    let board = play(
        &mut m,
        &[
            ("Ann", "TC"),
            ("Bob", "QS JD"),
            ("Cas", "AH KH QH JH TH 9H 8H 7H 6H 5H"),
            ("Dee", "4H 3H 2H"),
        ],
    );
    assert_eq!(last_points(&board), real(&[50, 0, -200, 0]));
}

#[test]
fn the_ten_of_clubs_with_a_zero_point_heart_is_not_alone_and_scores_0() {
    // Ann 10♣ 3♥ (0 × 2); Bob the pig and every other heart, not all of them (−300); Cas J♦.
    let mut m = game("gong-zhu", 4);
    let other_hearts = hearts_but("3H");
    let board = play(
        &mut m,
        &[
            ("Ann", "TC 3H"),
            ("Bob", &format!("QS {other_hearts}")),
            ("Cas", "JD"),
        ],
    );
    assert_eq!(last_points(&board), real(&[0, -300, 100, 0]));
}

#[test]
fn the_ten_of_clubs_doubles_the_rest_of_its_takers_cards() {
    // Ann Q♠ 10♣: −200; Bob J♦; Cas 120 of hearts; Dee 80.
    let mut m = game("gong-zhu", 4);
    let board = play(
        &mut m,
        &[
            ("Ann", "QS TC"),
            ("Bob", "JD"),
            ("Cas", "AH KH QH"),
            ("Dee", "rest"),
        ],
    );
    assert_eq!(last_points(&board), real(&[-200, 100, -120, -80]));
    // The pig and the sheep together, doubled: (−100 + 100 − 50) × 2.
    let board = play(
        &mut m,
        &[("Ann", "QS JD TC AH"), ("Bob", "KH"), ("Cas", "rest")],
    );
    assert_eq!(last_points(&board), real(&[-100, -40, -110, 0]));
}

// --- All hearts ---------------------------------------------------------------------------------

#[test]
fn all_13_hearts_count_plus_200_and_that_is_not_a_moon() {
    let mut m = game("gong-zhu", 4);
    let board = play(
        &mut m,
        &[("Ann", ALL_HEARTS), ("Bob", "QS"), ("Cas", "JD TC")],
    );
    assert_eq!(last_points(&board), real(&[200, -100, 200, 0]));
    assert_eq!(board.hands[0].moon, None);
    assert_eq!(board.hands[0].reversed, Some(0));
    assert_eq!(m.rules.moon.effect, MoonEffect::None);
}

#[test]
fn all_hearts_turn_the_pig_from_minus_100_to_plus_100() {
    let mut m = game("gong-zhu", 4);
    let board = play(
        &mut m,
        &[
            ("Ann", &format!("{ALL_HEARTS} QS")),
            ("Bob", "JD"),
            ("Cas", "TC"),
        ],
    );
    assert_eq!(last_points(&board), real(&[300, 100, 50, 0]));
}

#[test]
fn all_hearts_with_the_ten_of_clubs_score_plus_400_and_a_sweep_plus_800() {
    let mut m = game("gong-zhu", 4);
    let board = play(
        &mut m,
        &[("Ann", &format!("{ALL_HEARTS} TC")), ("Bob", "QS JD")],
    );
    assert_eq!(last_points(&board), real(&[400, 0, 0, 0]));
    let board = play(&mut m, &[("Cas", "rest")]);
    assert_eq!(last_points(&board), real(&[0, 0, 800, 0]));
}

#[test]
fn twelve_hearts_are_not_all_the_hearts() {
    let mut m = game("gong-zhu", 4);
    let board = play(&mut m, &[("Ann", &hearts_but("2H")), ("Bob", "rest")]);
    assert_eq!(last_points(&board)[0], real(&[-200])[0]);
    assert_eq!(board.hands[0].reversed, None);
}

// --- Five players ---------------------------------------------------------------------------

#[test]
fn with_five_players_the_16_scoring_cards_are_all_there() {
    // A Q♠; B 10♣ J♦; C A♥ K♥; D the other 11 hearts; E nothing.
    let mut m = game("gong-zhu", 5);
    let board = play(
        &mut m,
        &[
            ("Ann", "QS"),
            ("Bob", "TC JD"),
            ("Cas", "AH KH"),
            ("Dee", &hearts_but("AH KH")),
        ],
    );
    assert_eq!(last_points(&board), real(&[-100, 200, -90, -110, 0]));
}

// --- Exposing -------------------------------------------------------------------------------

#[test]
fn an_exposed_ace_of_hearts_doubles_every_heart_and_an_exposed_ten_of_clubs_multiplies_by_4() {
    // A♥ and 10♣ exposed; Ann K♥ Q♥: (−40 − 30) × 2; Bob 10♣ J♦: 100 × 4.
    let mut m = game("gong-zhu", 4);
    let board = exposed(
        &mut m,
        "AH TC",
        &[("Ann", "KH QH"), ("Bob", "TC JD"), ("Cas", "rest")],
    );
    // Cas: A♥ J♥ 10♥…2♥ doubled (−130 × 2) and the pig −100.
    assert_eq!(last_points(&board), real(&[-140, 400, -360, 0]));
    assert_eq!(board.hands[0].exposed, cards("AH TC"));
}

#[test]
fn an_exposed_pig_is_minus_200_or_plus_200_with_all_the_hearts() {
    let mut m = game("gong-zhu", 4);
    let board = exposed(&mut m, "QS", &[("Ann", "QS"), ("Bob", "rest")]);
    assert_eq!(last_points(&board)[0], real(&[-200])[0]);
    let board = exposed(
        &mut m,
        "QS",
        &[("Ann", &format!("{ALL_HEARTS} QS")), ("Bob", "rest")],
    );
    assert_eq!(last_points(&board)[0], real(&[400])[0]);
}

#[test]
fn an_exposed_sheep_is_plus_200_and_an_exposed_ten_of_clubs_alone_plus_100() {
    let mut m = game("gong-zhu", 4);
    let board = exposed(
        &mut m,
        "JD TC",
        &[("Ann", "JD"), ("Bob", "TC"), ("Cas", "rest")],
    );
    assert_eq!(last_points(&board)[..2], real(&[200, 100]));
}

#[test]
fn all_hearts_with_the_ace_exposed_count_plus_400() {
    let mut m = game("gong-zhu", 4);
    let board = exposed(&mut m, "AH", &[("Ann", ALL_HEARTS), ("Bob", "rest")]);
    assert_eq!(last_points(&board)[0], real(&[400])[0]);
}

#[test]
fn only_the_ace_of_hearts_the_pig_the_sheep_and_the_ten_of_clubs_are_exposed_each_once() {
    let mut m = game("gong-zhu", 4);
    let error = try_exposed(&mut m, "KH", &[("Ann", "rest")]).unwrap_err();
    assert_eq!(error, MatchError::NotExposable(card("KH")));
    assert_eq!(
        said(&m, &error),
        "K♥ is not a card to expose here; only Q♠, A♥, J♦ or 10♣ may be exposed"
    );
    let error = try_exposed(&mut m, "AH AH", &[("Ann", "rest")]).unwrap_err();
    assert_eq!(error, MatchError::ExposedTwice(card("AH")));
    assert!(m.entries.is_empty());
}

#[test]
fn exposing_is_refused_in_every_other_game() {
    for name in ["hartenjagen", "complex", "knaves"] {
        let mut m = game(name, 4);
        let error = try_exposed(&mut m, "AH", &[("Ann", "rest")]).unwrap_err();
        assert_eq!(error, MatchError::NoExposing, "{name}");
        assert_eq!(
            said(&m, &error),
            format!(
                "{name} exposes no cards before play; --expose is only for games that do (Gong Zhu)"
            )
        );
    }
}

#[test]
fn the_exposed_cards_are_kept_with_the_hand_and_entered_again_on_edit() {
    let mut m = game("gong-zhu", 4);
    exposed(&mut m, "AH", &[("Ann", "KH"), ("Bob", "rest")]);
    let Entry::Hand(hand) = &m.entries[0] else {
        panic!("a hand")
    };
    assert_eq!(m.input_of(hand).expose, cards("AH"));
    let mut again = input(&m, &[("Ann", "KH QH"), ("Bob", "rest")]);
    again.expose = cards("AH");
    let board = m.edit(1, &again, time()).unwrap();
    assert_eq!(board.hands[0].points[0], real(&[-140])[0]);
}

// --- Renege, end and winner -------------------------------------------------------------------

#[test]
fn a_renege_costs_the_offender_300_and_everyone_else_0() {
    let mut m = game("gong-zhu", 4);
    let mut hand = input(&m, &[]);
    hand.renege = Some(2);
    let board = m.record(&hand, time()).unwrap();
    assert_eq!(last_points(&board), real(&[0, 0, -300, 0]));
}

#[test]
fn the_match_ends_when_a_total_falls_to_minus_1000_and_the_highest_total_wins() {
    let mut m = game("gong-zhu", 4);
    assert_eq!((m.target(), m.rules.winner), (-1000, Winner::Highest));
    // Dee +100, Bob +50, Cas −200, Ann −100; then Ann reneges three times: −1000.
    play(
        &mut m,
        &[
            ("Ann", "QS"),
            ("Bob", "TC"),
            ("Cas", ALL_HEARTS),
            ("Dee", "JD"),
        ],
    );
    for _ in 0..2 {
        let mut hand = input(&m, &[]);
        hand.renege = Some(0);
        let board = m.record(&hand, time()).unwrap();
        assert_eq!(board.outcome, Outcome::Playing);
    }
    let mut hand = input(&m, &[]);
    hand.renege = Some(0);
    let board = m.record(&hand, time()).unwrap();
    assert_eq!(board.totals, real(&[-1000, 50, 200, 100]));
    assert_eq!(board.outcome, Outcome::Won(2));
}

#[test]
fn a_shared_highest_total_plays_on_until_one_player_alone_has_it() {
    let mut m = game_with(
        "gong-zhu",
        4,
        MatchOptions {
            target: Some(-500),
            ..MatchOptions::default()
        },
    );
    let pig_and_twelve_hearts = format!("QS {}", hearts_but("2H"));
    // Ann −300, Bob +100, Dee +50 (the 10♣ alone).
    play(
        &mut m,
        &[
            ("Ann", &pig_and_twelve_hearts),
            ("Bob", "JD"),
            ("Cas", "2H"),
            ("Dee", "TC"),
        ],
    );
    // Ann falls to −600, but Bob and Dee share the best total, 150: play on.
    let board = play(
        &mut m,
        &[
            ("Ann", &pig_and_twelve_hearts),
            ("Bob", "TC"),
            ("Cas", "2H"),
            ("Dee", "JD"),
        ],
    );
    assert_eq!(board.totals, real(&[-600, 150, 0, 150]));
    assert_eq!(board.outcome, Outcome::TieBreak(vec![1, 3]));
    let board = play(
        &mut m,
        &[
            ("Ann", &pig_and_twelve_hearts),
            ("Bob", "TC"),
            ("Cas", "JD"),
            ("Dee", "2H"),
        ],
    );
    assert_eq!(board.totals, real(&[-900, 200, 100, 150]));
    assert_eq!(board.outcome, Outcome::Won(1));
}

#[test]
fn a_target_of_500_means_the_match_ends_at_minus_500_and_is_stored_signed() {
    for target in [500, -500] {
        let m = game_with(
            "gong-zhu",
            4,
            MatchOptions {
                target: Some(target),
                ..MatchOptions::default()
            },
        );
        assert_eq!((m.target(), m.options.target), (-500, Some(-500)));
    }
    let quick = game_with(
        "gong-zhu",
        4,
        MatchOptions {
            quick: true,
            ..MatchOptions::default()
        },
    );
    assert_eq!(quick.target(), -500);
    let zero = Match::new(
        variant("gong-zhu"),
        NAMES[..4].iter().map(|n| n.to_string()).collect(),
        0,
        MatchOptions {
            target: Some(0),
            ..MatchOptions::default()
        },
        time(),
    );
    assert_eq!(
        zero.err(),
        Some(MatchError::Setup(SetupError::TargetNotPositive))
    );
    // Elsewhere a negative target is refused as before.
    let below = Match::new(
        variant("hartenjagen"),
        NAMES[..4].iter().map(|n| n.to_string()).collect(),
        0,
        MatchOptions {
            target: Some(-50),
            ..MatchOptions::default()
        },
        time(),
    );
    assert_eq!(
        below.err(),
        Some(MatchError::Setup(SetupError::TargetNotPositive))
    );
}

// --- House rules: a few lines of TOML -------------------------------------------------------

#[test]
fn a_family_plays_the_pig_at_minus_200_in_two_lines() {
    let mut m = game("extends = \"gong-zhu\"\n[scoring.cards]\nQS = -200\n", 4);
    let board = play(&mut m, &[("Ann", "QS"), ("Bob", "rest")]);
    assert_eq!(last_points(&board)[0], real(&[-200])[0]);
    // With all the hearts the pig turns too: +200.
    let board = play(
        &mut m,
        &[("Ann", &format!("{ALL_HEARTS} QS")), ("Bob", "rest")],
    );
    assert_eq!(last_points(&board)[0], real(&[400])[0]);
}

#[test]
fn a_family_leads_the_two_of_clubs_in_two_lines() {
    let m = game(
        "extends = \"gong-zhu\"\nplayers = [4]\n[play]\nlead_card = \"2C\"\n",
        4,
    );
    assert_eq!(lead_words(&m, 0), "whoever holds 2♣");
}

#[test]
fn a_family_scores_hearts_at_their_pip_value_and_keeps_the_pig_with_them() {
    // Pip values: 10♥ to 5♥ and 3♥ 2♥ minus their face value, 4♥ −10; A♥ to J♥ as before.
    let pips = "extends = \"gong-zhu\"\n[scoring]\ncounted = []\n[scoring.cards]\n\
                9H = -9\n8H = -8\n7H = -7\n6H = -6\n5H = -5\n4H = -10\n3H = -3\n2H = -2\n";
    let mut m = game(pips, 4);
    let board = play(&mut m, &[("Ann", "9H 4H 2H"), ("Bob", "rest")]);
    assert_eq!(last_points(&board)[0], real(&[-21])[0]);
    let hearts: i64 = m
        .rules
        .deck
        .cards()
        .filter(|(c, _)| c.is_heart())
        .map(|(c, _)| m.rules.value(c))
        .sum();
    assert_eq!(hearts, -200);
}

#[test]
fn the_pig_that_never_turns_is_one_line() {
    let mut m = game("extends = \"gong-zhu\"\n[scoring.reverse]\nalso = []\n", 4);
    let board = play(
        &mut m,
        &[("Ann", &format!("{ALL_HEARTS} QS")), ("Bob", "rest")],
    );
    assert_eq!(last_points(&board)[0], real(&[100])[0]);
}

// --- The keys checked -----------------------------------------------------------------------

fn problems(toml: &str) -> Vec<Why> {
    let raw: super::variant::RawVariant = toml::from_str(toml).expect("a variant file");
    match Variant::check(raw) {
        Ok(_) => Vec::new(),
        Err(problems) => problems.into_iter().map(|p| p.why).collect(),
    }
}

const BASE: &str = "name = \"x\"\nplayers = [4]\n[end]\ntarget = 100\n";

#[test]
fn a_reversing_suit_needs_every_card_of_it_entered() {
    let found = problems(&format!(
        "{BASE}[scoring]\nhearts = 0\n[scoring.cards]\nQS = 13\nAH = 1\n[scoring.reverse]\nsuit = \"H\"\n"
    ));
    assert!(found.contains(&Why::NotEntered(card("KH"))), "{found:?}");
    let found = problems(&format!("{BASE}[scoring.reverse]\nsuit = \"X\"\n"));
    assert_eq!(found, vec![Why::NotASuit("X".into())]);
    let found = problems(&format!("{BASE}[scoring.reverse]\nalso = [\"QS\"]\n"));
    assert_eq!(found, vec![Why::ReverseNeedsSuit]);
}

#[test]
fn the_card_whose_taker_leads_must_be_entered_and_a_holder_needs_a_lead_card() {
    let found = problems(&format!("{BASE}[play]\ntaker_leads = \"JD\"\n"));
    assert_eq!(found, vec![Why::NotEntered(card("JD"))]);
    let found = problems(&format!("{BASE}[play]\nfirst_lead = \"holder\"\n"));
    assert_eq!(found, vec![Why::LeadCardMissing]);
    let found = problems(&format!(
        "{BASE}[deck]\nremove = [\"2S\"]\n[play]\nfirst_lead = \"holder\"\nlead_card = \"2S\"\n"
    ));
    assert_eq!(
        found,
        vec![Why::NotInDeckFor {
            card: card("2S"),
            players: 4
        }]
    );
}

#[test]
fn an_exposed_card_must_be_entered() {
    let found = problems(&format!("{BASE}[scoring.expose]\nJD = \"card\"\n"));
    assert_eq!(found, vec![Why::NotEntered(card("JD"))]);
}

#[test]
fn a_target_below_0_needs_a_quick_target_below_0_and_no_phases() {
    let found = problems("name = \"x\"\nplayers = [4]\n[end]\ntarget = -100\nquick_target = 50\n");
    assert_eq!(found, vec![Why::QuickNotNegative]);
    let found =
        problems("name = \"x\"\nplayers = [4]\n[end]\ntarget = -100\n[phase2]\nends_at = 0\n");
    assert_eq!(found, vec![Why::NegativeTargetHere]);
    assert!(problems("name = \"x\"\nplayers = [4]\n[end]\ntarget = -100\n").is_empty());
}

#[test]
fn counted_cards_must_be_cards_of_the_deck() {
    let found = problems(&format!("{BASE}[scoring]\ncounted = [\"2X\"]\n"));
    assert_eq!(found, vec![Why::NotACard("2X".into())]);
    let found = problems(&format!("{BASE}[scoring]\ncounted = [\"JK\"]\n"));
    assert_eq!(found, vec![Why::NeverInDeck(Card::Joker)]);
}

#[test]
fn the_multiplier_alone_is_0_unless_the_file_says_otherwise() {
    let m = game("complex", 4);
    assert_eq!(m.rules.multiplier.map(|x| x.alone), Some(0));
    let m = game("gong-zhu", 4);
    assert_eq!(m.rules.multiplier.map(|x| x.alone), Some(50));
}

// --- The per-player rule, whatever the distribution -----------------------------------------

/// RULES.md's per-player rule, written out on its own: (1) nothing, 0; (2) the 10♣ and
/// nothing else, +50 (+100 exposed); (3) the other cards, all 13 hearts +200 instead of −200
/// and the pig +100 with them, each exposure doubling its card (the A♥ every heart); (4) the
/// 10♣ doubles (4 times exposed).
fn per_player_rule(took: &[Card], shown: &[Card]) -> i64 {
    let is_shown = |code: &str| shown.contains(&card(code));
    let ten = took.contains(&card("TC"));
    if took.is_empty() {
        return 0;
    }
    if ten && took.len() == 1 {
        return if is_shown("TC") { 100 } else { 50 };
    }
    let all_hearts = took.iter().filter(|c| c.is_heart()).count() == 13;
    let turn = if all_hearts { -1 } else { 1 };
    let heart = |code: &str| match code {
        "AH" => -50,
        "KH" => -40,
        "QH" => -30,
        "JH" => -20,
        "TH" | "9H" | "8H" | "7H" | "6H" | "5H" => -10,
        _ => 0,
    };
    let mut sum = 0;
    for &c in took {
        let code = c.code().replace("10", "T");
        sum += match code.as_str() {
            "QS" => -100 * if is_shown("QS") { 2 } else { 1 } * turn,
            "JD" => 100 * if is_shown("JD") { 2 } else { 1 },
            "TC" => 0,
            heart_card => heart(heart_card) * if is_shown("AH") { 2 } else { 1 } * turn,
        };
    }
    if ten {
        sum * if is_shown("TC") { 4 } else { 2 }
    } else {
        sum
    }
}

const SIXTEEN: &str = "QS JD TC AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H";

proptest! {
    #[test]
    fn a_hands_scores_are_each_players_own_rule_whatever_the_distribution(
        five in any::<bool>(),
        owners in proptest::collection::vec(0usize..5, 16),
        shown in proptest::collection::vec(any::<bool>(), 4),
    ) {
        let players = if five { 5 } else { 4 };
        let mut m = game("gong-zhu", players);
        let sixteen = cards(SIXTEEN);
        let mut took = vec![Vec::new(); players];
        for (&c, &owner) in sixteen.iter().zip(&owners) {
            took[owner % players].push(c);
        }
        let exposable = cards("AH QS JD TC");
        let shown: Vec<Card> = exposable
            .iter()
            .zip(&shown)
            .filter(|(_, yes)| **yes)
            .map(|(&c, _)| c)
            .collect();
        let typed: Vec<String> = took
            .iter()
            .map(|cs| cs.iter().map(|c| c.code()).collect::<Vec<_>>().join(" "))
            .collect();
        let mut hand = input(&m, &[]);
        hand.took = typed
            .iter()
            .map(|t| parse_cards(t).expect("cards"))
            .collect();
        hand.expose = shown.clone();
        let board = m.record(&hand, time()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        for (seat, cs) in took.iter().enumerate() {
            prop_assert_eq!(board.hands[0].points[seat].re, per_player_rule(cs, &shown));
        }
        prop_assert_eq!(board.hands[0].moon, None);
    }

    #[test]
    fn all_16_scoring_cards_must_be_entered(
        owners in proptest::collection::vec(0usize..4, 16),
        left_out in 0usize..16,
    ) {
        let mut m = game("gong-zhu", 4);
        let sixteen = cards(SIXTEEN);
        let mut typed = vec![String::new(); 4];
        for (i, (&c, &owner)) in sixteen.iter().zip(&owners).enumerate() {
            if i != left_out {
                typed[owner].push_str(&format!("{} ", c.code()));
            }
        }
        let took: Vec<(&str, &str)> = NAMES[..4].iter().copied().zip(typed.iter().map(String::as_str)).collect();
        let error = try_play(&mut m, &took).unwrap_err();
        prop_assert_eq!(
            error,
            MatchError::Cards(HandError::Totals(vec![Gap::NobodyTook(vec![sixteen[left_out]])]))
        );
        prop_assert!(m.entries.is_empty());
    }
}
