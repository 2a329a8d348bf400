//! The table flow with scripted answers: every prompt command, the start menu, the rematch,
//! the end and a match changed from another terminal.

use super::start::{self, Choice, Known};
use super::*;
use crate::core::game::Entry;
use crate::core::testkit::{game, game_with, input, time, variant};
use crate::ui::prompt::{Answer, Scripted};
use Answer::{Enter, Line, Pick, Yes};
use std::path::PathBuf;

fn en() -> crate::words::Words {
    crate::words::Words::new(crate::words::Lang::En)
}

fn line(text: &str) -> Answer {
    Line(text.to_string())
}

/// What another terminal does to the match on disk.
type Meanwhile = Box<dyn FnOnce(&mut Match)>;

/// A store that keeps the match in memory. `meanwhile` is what another terminal does to the
/// match on disk just before the next save.
#[derive(Default)]
struct Memory {
    disk: Option<Match>,
    saves: usize,
    meanwhile: Option<Meanwhile>,
}

impl Store for Memory {
    fn save(&mut self, game: &Match) -> Result<Saved> {
        if let Some(change) = self.meanwhile.take() {
            let mut fresh = self.disk.clone().expect("a match on disk");
            change(&mut fresh);
            self.disk = Some(fresh.clone());
            return Ok(Saved::Changed(Box::new(fresh)));
        }
        self.saves += 1;
        self.disk = Some(game.clone());
        Ok(Saved::Done)
    }

    fn remove(&mut self) -> Result<Saved> {
        if let Some(change) = self.meanwhile.take() {
            let mut fresh = self.disk.clone().expect("a match on disk");
            change(&mut fresh);
            self.disk = Some(fresh.clone());
            return Ok(Saved::Changed(Box::new(fresh)));
        }
        self.disk = None;
        Ok(Saved::Done)
    }
}

/// Plays `answers` on `m`; returns how it ended, the transcript and the store.
fn play_script(m: &mut Match, answers: Vec<Answer>) -> (Result<Ending>, Scripted, Memory) {
    let mut store = Memory {
        disk: Some(m.clone()),
        ..Memory::default()
    };
    play_with(m, answers, &mut store)
}

fn play_with(
    m: &mut Match,
    answers: Vec<Answer>,
    store: &mut Memory,
) -> (Result<Ending>, Scripted, Memory) {
    let mut prompter = Scripted::new(answers);
    let ending = run(&en(), &mut prompter, m, store, &time);
    let store = std::mem::take(store);
    (ending, prompter, store)
}

/// Records a hand directly, as another command would.
fn record(m: &mut Match, took: &[(&str, &str)]) {
    let hand = input(m, took);
    m.record(&hand, time()).unwrap();
}

fn totals(m: &Match) -> Vec<i64> {
    m.scoreboard().totals.iter().map(|t| t.re).collect()
}

/// The prompts asked, in order, with what stood in the box: "? Ann [QS 3]".
fn asked(prompter: &Scripted) -> Vec<String> {
    prompter
        .transcript
        .iter()
        .filter(|t| t.starts_with("? "))
        .cloned()
        .collect()
}

#[test]
fn setup_asks_for_the_game_the_players_the_first_dealer_and_the_length() {
    let variants = vec![variant("hartenjagen"), variant("heart-hunter")];
    let mut prompter = Scripted::new([
        Pick(1),
        line("Ann, Bob"),
        line("Ann, Bob, Cas"),
        Pick(2),
        Pick(1),
        Enter,
    ]);
    let m = start::setup(&en(), &mut prompter, &variants, None, &[], time()).unwrap();
    assert_eq!(m.rules.variant, "heart-hunter");
    assert_eq!(m.players, vec!["Ann", "Bob", "Cas"]);
    assert_eq!(m.first_dealer, 2);
    assert!(m.options.quick);
    assert!(
        prompter
            .text()
            .contains("heart-hunter is played by 3 or 4 players, not 2")
    );
}

#[test]
fn setup_takes_another_target_or_a_number_of_hands() {
    let variants = vec![variant("hartenjagen")];
    let mut prompter = Scripted::new([
        Enter,
        line("A,B,C,D"),
        Enter,
        Pick(2),
        line("fifty"),
        line("50"),
        Enter,
    ]);
    let m = start::setup(&en(), &mut prompter, &variants, None, &[], time()).unwrap();
    assert_eq!(m.target(), 50);
    assert!(asked(&prompter).contains(&"? Target score [fifty]".to_string()));
    let mut prompter = Scripted::new([Enter, line("A,B,C,D"), Enter, Pick(3), line("8"), Enter]);
    let m = start::setup(&en(), &mut prompter, &variants, None, &[], time()).unwrap();
    assert_eq!(m.hands_limit(), Some(8));
}

#[test]
fn the_game_picker_puts_the_last_game_played_first_one_line_each_under_80_columns() {
    let variants: Vec<_> = [
        "hartenjagen",
        "omnibus",
        "heart-hunter",
        "cancellation",
        "hearts",
    ]
    .into_iter()
    .map(variant)
    .collect();
    let mut prompter = Scripted::new([Enter, line("A,B,C"), Enter, Enter, Enter]);
    let m = start::setup(
        &en(),
        &mut prompter,
        &variants,
        Some("heart-hunter"),
        &[],
        time(),
    )
    .unwrap();
    assert_eq!(
        m.rules.variant, "heart-hunter",
        "Enter takes the last game played"
    );
    let picker = &asked(&prompter)[0];
    let items: Vec<&str> = picker
        .trim_start_matches("? Which game? (type to filter) [")
        .trim_end_matches(']')
        .split(" | ")
        .collect();
    assert!(items[0].starts_with("heart-hunter "), "{items:?}");
    assert_eq!(items.len(), 5);
    for item in &items {
        assert!(console::measure_text_width(item) <= 77, "too wide: {item}");
        assert!(
            !item.contains("players"),
            "the table sizes are said once: {item}"
        );
    }
    assert!(
        items.iter().any(|i| i.starts_with("cancellation    6–11 ")),
        "{items:?}"
    );
}

#[test]
fn setup_offers_recent_tables_that_fit_the_game() {
    let variants = vec![variant("heart-hunter")];
    let recent = vec![
        vec![
            "Ann".to_string(),
            "Bob".into(),
            "Cas".into(),
            "Dee".into(),
            "Eve".into(),
        ],
        vec!["Oma".to_string(), "Opa".into(), "Sanne".into()],
    ];
    // Enter alone at the players takes the newest table that fits.
    let mut prompter = Scripted::new([Enter, Enter, Pick(1), Enter, Enter]);
    let m = start::setup(&en(), &mut prompter, &variants, None, &recent, time()).unwrap();
    assert_eq!(m.players, vec!["Oma", "Opa", "Sanne"]);
    assert_eq!(m.first_dealer, 1);
    let text = prompter.text();
    assert!(
        text.contains("Enter alone plays with Oma, Opa, Sanne again. Esc goes back")
            && text.contains("  (↑ Oma, Opa, Sanne)\n"),
        "a table of five does not fit heart-hunter: {text}"
    );
    assert!(
        text.contains("? New heart-hunter match for Oma, Opa and Sanne, Opa deals, phase 2 starts at 80? [Y/n]"),
        "{text}"
    );
    let mut prompter = Scripted::new([Enter, line("X, Y, Z"), Enter, Enter, Enter]);
    let m = start::setup(&en(), &mut prompter, &variants, None, &recent, time()).unwrap();
    assert_eq!(m.players, vec!["X", "Y", "Z"]);
}

#[test]
fn recent_tables_are_newest_first_and_each_once() {
    let known = |players: &[&str]| Known {
        path: PathBuf::from("m.toml"),
        variant: "hartenjagen".into(),
        players: players.iter().map(|p| p.to_string()).collect(),
        hands: 0,
        finished: true,
        started: time(),
    };
    let tables = start::recent_tables(&[
        known(&["Ann", "Bob", "Cas", "Dee"]),
        known(&["Oma", "Opa", "Sanne"]),
        known(&["ann", "bob", "cas", "dee"]),
    ]);
    assert_eq!(tables.len(), 2);
    assert_eq!(tables[0][0], "Ann");
}

#[test]
fn a_typical_hand_takes_nine_keystrokes_and_the_last_player_gets_the_rest() {
    let mut m = game("hartenjagen", 4);
    // "QS 3⏎" (5) + "5⏎" (2) + "⏎" (1) + confirm "⏎" (1) = 9 keystrokes, then quit.
    let (ending, prompter, store) = play_script(
        &mut m,
        vec![line("QS 3"), line("5"), line(""), Enter, line("quit")],
    );
    assert_eq!(ending.unwrap(), Ending::Quit);
    assert_eq!(store.saves, 1);
    assert_eq!(totals(&m), vec![16, 5, 0, 5]);
    let text = prompter.text();
    assert!(text.contains("Dee takes the rest: 5"), "{text}");
    assert!(
        text.contains("? Hand 1: Ann +16, Bob +5, Cas 0, Dee +5. Save? [Y/n]"),
        "{text}"
    );
}

#[test]
fn the_instructions_are_shown_once_per_run_and_in_help() {
    let mut m = game("hartenjagen", 4);
    let answers = vec![line("QS"), line("13"), Enter, line("help"), line("quit")];
    let (_, prompter, _) = play_script(&mut m, answers);
    let text = prompter.text();
    assert_eq!(
        text.matches("the last player gets the rest").count(),
        2,
        "once, and in help: {text}"
    );
    assert_eq!(text.matches("Hand 2: Bob deals").count(), 1);
    for word in [
        "back",
        "undo",
        "edit N",
        "misdeal",
        "renege NAME",
        "dealer NAME",
        "pass DIR",
        "help",
        "quit",
    ] {
        assert!(
            text.contains(&format!("\n  {word} ")),
            "help explains {word}: {text}"
        );
    }
}

#[test]
fn help_gives_card_examples_from_this_game() {
    let omnibus = help_text("omnibus");
    assert!(
        omnibus.contains("  QS 3         Q♠ and 3 hearts\n"),
        "{omnibus}"
    );
    assert!(omnibus.contains("  JD           J♦\n"), "{omnibus}");
    let spot = help_text("spot");
    assert!(spot.contains("Every heart is typed"), "{spot}");
    assert!(!spot.contains("QS 3 "), "{spot}");
    let joker = help_text("joker");
    assert!(joker.contains("  JK           joker\n"), "{joker}");
    for text in [omnibus, spot, joker] {
        for line in text.lines() {
            assert!(console::measure_text_width(line) <= 80, "too wide: {line}");
        }
    }
}

fn help_text(name: &str) -> String {
    entry::help(&en(), &game(name, 4))
}

#[test]
fn a_typo_is_explained_and_left_in_the_box_without_losing_the_others() {
    let mut m = game("hartenjagen", 4);
    let answers = vec![
        line("QS 3"),
        line("QX"),
        line("5 QS"),
        line("5"),
        line(""),
        Enter,
        line("quit"),
    ];
    let (_, prompter, _) = play_script(&mut m, answers);
    let text = prompter.text();
    assert!(text.contains("\"QX\" is not a card"), "{text}");
    assert!(
        text.contains("Q♠ is entered for Ann and Bob, but the deck has only one"),
        "{text}"
    );
    let asked = asked(&prompter);
    assert!(asked.contains(&"? Bob [QX]".to_string()), "{asked:?}");
    assert!(asked.contains(&"? Bob [5 QS]".to_string()), "{asked:?}");
    assert_eq!(totals(&m), vec![16, 5, 0, 5]);
}

#[test]
fn a_moon_is_announced_and_the_choice_asked_where_the_shooter_chooses() {
    let mut m = game("extends = \"hartenjagen\"\n[moon]\neffect = \"choose\"", 4);
    let answers = vec![line(""), line("rest"), Pick(1), Enter, line("quit")];
    let (_, prompter, _) = play_script(&mut m, answers);
    let text = prompter.text();
    assert!(text.contains("🌙 Bob shot the moon!"));
    assert_eq!(totals(&m), vec![0, -26, 0, 0]);
}

#[test]
fn complex_hearts_at_the_table_offers_the_moon_as_the_shooters_own_cards_and_shows_a_plus_bi() {
    // Bob takes everything: every heart, the Q♠, the J♦ and the 10♣: (13+13i−10)×2i.
    let mut m = game("complex", 4);
    let answers = vec![line(""), line("rest"), Pick(1), Enter, line("quit")];
    let (_, prompter, store) = play_script(&mut m, answers);
    let text = prompter.text();
    assert!(text.contains("Add: everyone else +(−26+6i)"), "{text}");
    assert!(text.contains("Subtract: Bob −(−26+6i)"), "{text}");
    assert!(text.contains("Bob +26−6i"), "{text}");
    assert_eq!(store.saves, 1);
    assert_eq!(
        m.scoreboard().totals[1],
        crate::core::score::Score::new(26, -6)
    );
}

#[test]
fn the_last_player_who_takes_nothing_is_said_to_take_nothing() {
    let mut m = game("hartenjagen", 4);
    // Cas, the last one asked, takes the 13 hearts: nobody is skipped.
    let answers = vec![line(""), line("QS"), line("13"), Enter, line("quit")];
    let (_, prompter, _) = play_script(&mut m, answers);
    let text = prompter.text();
    assert!(text.contains("Dee takes nothing."), "{text}");
    assert!(!text.contains("takes the rest: -"), "{text}");
}

#[test]
fn back_returns_to_the_previous_player_with_their_entry_ready_and_keeps_the_others() {
    let mut m = game("hartenjagen", 4);
    let answers = vec![
        line("QS 3"),
        line("5"),
        line("back"),
        // Bob's "5" stands in the box; he took 6.
        line("6"),
        // Cas's box is empty again: "back" was a command, not an entry.
        line(""),
        Enter,
        line("quit"),
    ];
    let (_, prompter, _) = play_script(&mut m, answers);
    let asked = asked(&prompter);
    assert_eq!(
        asked[..5],
        ["? Ann", "? Bob", "? Cas", "? Bob [5]", "? Cas"].map(String::from)
    );
    assert_eq!(totals(&m), vec![16, 6, 0, 4]);
}

#[test]
fn back_at_the_first_prompt_says_there_is_nothing_before_it() {
    let mut m = game("hartenjagen", 4);
    let answers = vec![line("back"), line("quit")];
    let (_, prompter, _) = play_script(&mut m, answers);
    assert!(prompter.text().contains("there is nothing before it"));
    assert_eq!(asked(&prompter), ["? Ann", "? Ann"].map(String::from));
}

#[test]
fn a_hand_not_confirmed_goes_back_to_the_entries_to_correct() {
    let mut m = game("hartenjagen", 4);
    let answers = vec![
        line("QS"),
        line("13"),
        Yes(false),
        // Back at the first player, Ann, her entry kept; then Bob, whose 13 becomes 12.
        Enter,
        line("12"),
        Enter,
        Enter,
        line("quit"),
    ];
    let (_, prompter, store) = play_script(&mut m, answers);
    assert_eq!((store.saves, totals(&m)), (1, vec![13, 12, 0, 1]));
    assert!(prompter.text().contains("Not saved. Correct any entry"));
    let asked = asked(&prompter);
    assert_eq!(
        asked[3..5],
        ["? Ann [QS]", "? Bob [13]"].map(String::from),
        "{asked:?}"
    );
}

#[test]
fn undo_asks_naming_the_hand_and_enter_keeps_it_and_the_hand_being_typed() {
    let mut m = game("hartenjagen", 4);
    record(&mut m, &[("Ann", "QS 3"), ("Bob", "5"), ("Dee", "rest")]);
    let answers = vec![
        line("QS"),
        line("undo"),
        Enter,
        // Bob's box is empty (the command went), Ann's entry stayed.
        line("13"),
        Enter,
        line("quit"),
    ];
    let (_, prompter, store) = play_script(&mut m, answers);
    let text = prompter.text();
    assert!(
        text.contains("? Remove hand 1 (Ann dealt; Ann +16, Bob +5, Cas 0, Dee +5)? [y/N]"),
        "{text}"
    );
    assert!(text.contains("Nothing removed."));
    assert_eq!(store.saves, 1);
    assert_eq!(m.scoreboard().hands.len(), 2);
    assert_eq!(totals(&m), vec![29, 18, 0, 5]);
}

#[test]
fn undo_answered_yes_removes_the_hand_and_asks_whether_what_was_typed_stays_for_the_hand_now_current()
 {
    let mut m = game("hartenjagen", 4);
    record(&mut m, &[("Ann", "QS 3"), ("Bob", "5"), ("Dee", "rest")]);
    let answers = vec![
        line("QS"),
        line("undo"),
        Yes(true),
        // Ann's Q♠ was typed for hand 2: it stays for hand 1 only when the table says so.
        Yes(true),
        line("13"),
        Enter,
        line("quit"),
    ];
    let (_, prompter, store) = play_script(&mut m, answers);
    let text = prompter.text();
    assert!(text.contains("Removed.\n"), "{text}");
    assert!(
        text.contains(
            "? What you typed for hand 2 (Ann: QS) is still in the boxes. Keep it for hand 1? [y/N]"
        ),
        "{text}"
    );
    assert!(text.contains("Kept for hand 1"), "{text}");
    assert_eq!(
        text.matches("Hand 1: Ann deals").count(),
        1,
        "the banner again: {text}"
    );
    assert_eq!(store.saves, 2);
    let board = m.scoreboard();
    assert_eq!(board.hands.len(), 1);
    assert_eq!(board.totals, vec![13, 13, 0, 0]);
}

#[test]
fn undo_of_a_misdeal_asks_about_the_misdeal() {
    let mut m = game("hartenjagen", 4);
    let answers = vec![
        line("misdeal"),
        line("undo"),
        Yes(true),
        // Nothing is left to undo: the match itself could go, but Enter keeps it.
        line("undo"),
        Enter,
        line("quit"),
    ];
    let (_, prompter, _) = play_script(&mut m, answers);
    let text = prompter.text();
    assert!(text.contains("Misdeal: Ann deals hand 1 again"), "{text}");
    assert!(
        text.contains("? Remove the misdeal of hand 1? [y/N]"),
        "{text}"
    );
    assert!(
        text.contains("? Nothing is entered yet. Remove this hartenjagen match of Ann, Bob, Cas and Dee altogether, file and all? [y/N]"),
        "{text}"
    );
    assert!(text.contains("Nothing removed."), "{text}");
    assert!(m.entries.is_empty());
}

#[test]
fn edit_walks_through_the_hand_ready_to_edit_shows_old_and_new_points_and_rescores() {
    let mut m = game("hartenjagen", 4);
    record(&mut m, &[("Ann", "QS 3"), ("Bob", "5"), ("Dee", "rest")]);
    record(&mut m, &[("Cas", "QS"), ("Dee", "rest")]);
    let answers = vec![
        line("edit 1"),
        // Ann keeps "Q♠ 3", Bob takes 4 instead of 5, Cas keeps nothing.
        Enter,
        line("4"),
        Enter,
        Enter,
        line("quit"),
    ];
    let (_, prompter, store) = play_script(&mut m, answers);
    let text = prompter.text();
    let asked = asked(&prompter);
    assert!(asked.contains(&"? Ann [Q♠ 3]".to_string()), "{asked:?}");
    assert!(asked.contains(&"? Bob [5]".to_string()), "{asked:?}");
    assert!(
        text.contains("? Hand 1: Ann +16, Bob +5 → +4, Cas 0, Dee +5 → +6. Save? [Y/n]"),
        "{text}"
    );
    assert!(text.contains("Hand 1 re-recorded"), "{text}");
    assert!(text.contains("1 later hand rescored"), "{text}");
    assert_eq!(store.saves, 1);
    assert_eq!(totals(&m), vec![16, 4, 13, 19]);
}

#[test]
fn edit_answered_no_leaves_the_hand_as_it_was() {
    let mut m = game("hartenjagen", 4);
    record(&mut m, &[("Ann", "QS 3"), ("Bob", "5"), ("Dee", "rest")]);
    let answers = vec![
        line("edit 1"),
        line("QS"),
        Enter,
        Enter,
        Yes(false),
        line("quit"),
    ];
    let (_, prompter, store) = play_script(&mut m, answers);
    assert!(prompter.text().contains("Hand 1 is left as it was."));
    assert_eq!((store.saves, totals(&m)), (0, vec![16, 5, 0, 5]));
}

#[test]
fn a_rejected_command_stays_in_the_box_and_one_that_worked_leaves_it_empty() {
    let mut m = game("hartenjagen", 4);
    let answers = vec![
        line("edit 3"),
        line("dealer Zed"),
        line("dealer cas"),
        line("pass sideways"),
        line("pass hold"),
        line("QS"),
        line("13"),
        Enter,
        line("quit"),
    ];
    let (_, prompter, _) = play_script(&mut m, answers);
    let text = prompter.text();
    assert!(text.contains("there is no hand to edit yet"), "{text}");
    assert!(text.contains("Cas deals this hand."), "{text}");
    assert_eq!(
        asked(&prompter)[..6],
        [
            "? Ann",
            "? Ann [edit 3]",
            "? Ann [dealer Zed]",
            "? Ann",
            "? Ann [pass sideways]",
            "? Ann"
        ]
        .map(String::from)
    );
    let board = m.scoreboard();
    assert_eq!(
        (board.hands[0].dealer, board.hands[0].pass),
        (2, crate::core::variant::PassDir::Hold)
    );
    assert_eq!(board.next(&m.rules).unwrap().dealer, 3);
}

#[test]
fn misdeal_and_renege_work_from_any_prompt() {
    let mut m = game("hartenjagen", 4);
    let answers = vec![
        line("QS"),
        line("misdeal"),
        line("renege bob"),
        Enter,
        line("quit"),
    ];
    let (ending, prompter, store) = play_script(&mut m, answers);
    assert_eq!(ending.unwrap(), Ending::Quit);
    assert_eq!(store.saves, 2);
    let board = m.scoreboard();
    assert_eq!(board.hands.len(), 1);
    assert_eq!(board.totals, vec![0, 26, 0, 0]);
    assert_eq!(board.hands[0].dealer, 0, "the misdeal was redealt by Ann");
    assert!(
        prompter
            .text()
            .contains("? Hand 1 (Bob reneged): Ann 0, Bob +26")
    );
}

#[test]
fn two_pack_games_ask_first_for_the_cards_out_of_play() {
    let mut m = game("cancellation", 6);
    let answers = vec![
        line("3"),
        line("back"),
        Enter,
        line("QS QS"),
        Enter,
        line("20"),
        Enter,
        Enter,
        Enter,
        line("quit"),
    ];
    let (_, prompter, _) = play_script(&mut m, answers);
    let asked = asked(&prompter);
    assert_eq!(asked[0], "? Out of play");
    assert_eq!(asked[2], "? Out of play [3]", "{asked:?}");
    let board = m.scoreboard();
    assert_eq!(board.hands.len(), 1, "{}", prompter.text());
    let hand = match &m.entries[0] {
        crate::core::game::Entry::Hand(hand) => hand,
        other => panic!("{other:?}"),
    };
    assert_eq!(hand.cards.out.to_card_text(), "3");
}

#[test]
fn a_hand_confirmed_while_another_terminal_recorded_one_is_offered_as_the_next_hand() {
    let mut m = game("hartenjagen", 4);
    let mut store = Memory {
        disk: Some(m.clone()),
        meanwhile: Some(Box::new(|disk: &mut Match| {
            record(disk, &[("Cas", "QS"), ("Dee", "rest")])
        })),
        ..Memory::default()
    };
    let answers = vec![
        line("QS 3"),
        line("5"),
        line(""),
        Enter,
        Enter,
        line("quit"),
    ];
    let (_, prompter, store) = play_with(&mut m, answers, &mut store);
    let text = prompter.text();
    assert!(
        text.contains(
            "The match was changed from another terminal meanwhile: hand 1 was recorded."
        ),
        "{text}"
    );
    assert!(
        text.contains(
            "? Save the hand you typed as hand 2 (Bob dealt): Ann +16, Bob +5, Cas 0, Dee +5? [Y/n]"
        ),
        "{text}"
    );
    assert_eq!(store.saves, 1);
    assert_eq!(m.scoreboard().hands.len(), 2);
    assert_eq!(totals(&m), vec![16, 5, 13, 18]);
    assert_eq!(store.disk.unwrap().entries, m.entries);
}

#[test]
fn a_hand_typed_while_another_terminal_finished_the_match_is_shown_unsaved() {
    let mut m = game_with(
        "hartenjagen",
        4,
        crate::core::game::MatchOptions {
            hands: Some(1),
            ..Default::default()
        },
    );
    let mut store = Memory {
        disk: Some(m.clone()),
        meanwhile: Some(Box::new(|disk: &mut Match| {
            record(
                disk,
                &[("Ann", "QS 1"), ("Bob", "5"), ("Cas", "4"), ("Dee", "rest")],
            )
        })),
        ..Memory::default()
    };
    let answers = vec![line("QS 3"), line("5"), line(""), Enter, Enter];
    let (ending, prompter, store) = play_with(&mut m, answers, &mut store);
    assert_eq!(ending.unwrap(), Ending::Finished);
    let text = prompter.text();
    assert!(
        text.contains("The match is over: Dee won. The hand you typed was not saved (Ann: QS 3; Bob: 5; Dee: rest)."),
        "{text}"
    );
    assert_eq!(store.saves, 0);
}

#[test]
fn the_end_shows_the_final_table_once_the_ranking_and_a_summary() {
    let mut m = game_with(
        "hartenjagen",
        4,
        crate::core::game::MatchOptions {
            hands: Some(2),
            ..Default::default()
        },
    );
    let answers = vec![
        line("QS"),
        line("13"),
        Enter,
        line(""),
        line(""),
        line(""),
        Enter,
    ];
    let (ending, prompter, _) = play_script(&mut m, answers);
    assert_eq!(ending.unwrap(), Ending::Finished);
    let text = prompter.text();
    assert_eq!(
        text.matches("│ Total").count(),
        2,
        "a table after hand 1, the final one: {text}"
    );
    assert!(text.contains("🏆 Dee wins!"), "{text}");
    assert!(
        text.contains(
            "   1st  Dee      0\n   2nd  Cas     26\n   3rd  Ann     39  (tie)\n   3rd  Bob     39  (tie)\n"
        ),
        "{text}"
    );
    assert!(text.contains("Hands played: 2, in 0 h 00 min."), "{text}");
    assert!(text.contains("Moons shot: Dee (hand 2)."), "{text}");
    assert!(
        text.contains("Most Q♠ taken: Ann and Dee (1 time)."),
        "{text}"
    );
}

#[test]
fn the_start_menu_continues_by_default_and_offers_a_new_match_or_another_unfinished_one() {
    let mut current = game("hartenjagen", 4);
    record(
        &mut current,
        &[("Ann", "QS 3"), ("Bob", "5"), ("Dee", "rest")],
    );
    let other = Known {
        path: PathBuf::from("other.toml"),
        variant: "omnibus".into(),
        players: vec!["Oma".into(), "Opa".into(), "Tim".into(), "Sanne".into()],
        hands: 4,
        finished: false,
        started: time(),
    };
    let mut prompter = Scripted::new([Enter]);
    let choice = start::menu(
        &en(),
        &mut prompter,
        Some((&current, false)),
        std::slice::from_ref(&other),
    )
    .unwrap();
    assert_eq!(choice, Choice::Continue);
    assert!(
        prompter.text().contains(
            "? What shall we play? [Continue: hartenjagen with Ann, Bob, Cas and Dee, hand 2 | Start a new match | Open another unfinished match (1)…]"
        ),
        "{}",
        prompter.text()
    );
    let mut prompter = Scripted::new([Pick(2), Enter]);
    let choice = start::menu(&en(), &mut prompter, Some((&current, false)), &[other]).unwrap();
    assert_eq!(choice, Choice::Open(PathBuf::from("other.toml")));
    assert!(
        prompter
            .text()
            .contains("2026-11-22 20:00  omnibus with Oma, Opa, Tim and Sanne, hand 5"),
        "{}",
        prompter.text()
    );
    let mut prompter = Scripted::new([Pick(1)]);
    assert_eq!(
        start::menu(&en(), &mut prompter, Some((&current, false)), &[]).unwrap(),
        Choice::New
    );
    let mut prompter = Scripted::new(Vec::<Answer>::new());
    assert_eq!(
        start::menu(&en(), &mut prompter, None, &[]).unwrap(),
        Choice::New,
        "nothing to ask"
    );
}

#[test]
fn after_a_finished_match_the_same_table_again_is_the_default_and_the_deal_moves_on() {
    let mut last = game_with(
        "omnibus",
        4,
        crate::core::game::MatchOptions {
            target: Some(50),
            ..Default::default()
        },
    );
    last.first_dealer = 3;
    let mut prompter = Scripted::new([Enter]);
    let choice = start::menu(&en(), &mut prompter, Some((&last, true)), &[]).unwrap();
    assert_eq!(choice, Choice::Rematch);
    assert!(
        prompter
            .text()
            .contains("[Same table again: omnibus with Ann, Bob, Cas and Dee, Ann deals first | Start a new match]"),
        "{}",
        prompter.text()
    );
    let mut prompter = Scripted::new([Enter]);
    assert_eq!(
        start::after_match(&en(), &mut prompter, &last).unwrap(),
        Choice::Rematch
    );
    let again = start::rematch(&last, variant("omnibus"), time()).unwrap();
    assert_eq!(again.players, last.players);
    assert_eq!(again.rules.variant, "omnibus");
    assert_eq!(again.first_dealer, 0, "one seat on from Dee");
    assert_eq!(again.target(), 50);
    assert!(again.entries.is_empty());
}

#[test]
fn a_long_table_is_named_by_its_size_in_the_menu() {
    let current = game("cancellation", 7);
    let mut names = current.clone();
    names.players = [
        "Alexander",
        "Bernadette",
        "Christiaan",
        "Dominique",
        "Evelien",
        "Frederique",
        "Gijsbert",
    ]
    .map(String::from)
    .to_vec();
    let mut prompter = Scripted::new([Enter]);
    start::menu(&en(), &mut prompter, Some((&names, false)), &[]).unwrap();
    assert!(
        prompter
            .text()
            .contains("Continue: cancellation with 7 players, hand 1"),
        "{}",
        prompter.text()
    );
}

#[test]
fn the_end_screen_and_the_banner_fit_80_columns_with_eleven_long_names() {
    use crate::core::properties::{record_typed, typed_hand};
    let mut m = game_with(
        "cancellation",
        11,
        crate::core::game::MatchOptions {
            hands: Some(6),
            ..Default::default()
        },
    );
    for hand in 0..20 {
        let typed = typed_hand(&m.rules, &[hand, hand + 2, hand + 5], true);
        if record_typed(&mut m, &typed).is_err() {
            break;
        }
    }
    m.players = [
        "Alexander",
        "Bernadette",
        "Christiaan",
        "Dominique",
        "Evelien",
        "Frederique",
        "Gijsbert",
        "Hendrika",
        "Ingeborg",
        "Johannes",
        "Katharina",
    ]
    .map(String::from)
    .to_vec();
    let board = m.scoreboard();
    assert!(board.finished(), "six hands and a winner");
    let text = end::summary(&en(), &m, &board, Some(80));
    for line in text.lines() {
        assert!(
            console::measure_text_width(line) <= 80,
            "too wide: {line}\n{text}"
        );
    }
    assert!(text.contains("  1st  "), "{text}");
    let mut fresh = game("cancellation", 11);
    fresh.players = m.players.clone();
    let board = fresh.scoreboard();
    let detail = NextDetail::new(&fresh, &board).unwrap();
    let banner = text::wrap(&text::banner(&en(), &fresh, &detail), Some(80));
    for line in banner.lines() {
        assert!(
            console::measure_text_width(line) <= 80,
            "too wide: {line}\n{banner}"
        );
    }
}

/// A whole match at the table as the table reads it: set-up, a typo, `back`, a moon, `undo`
/// answered with Enter, `edit`, and the end with the ranking. Pinned word for word.
pub(super) fn a_whole_match_script() -> (Vec<Answer>, Vec<Answer>) {
    let setup = vec![
        Enter,
        line("Ann, Bob, Cas, Dee"),
        Enter,
        Pick(3),
        line("3"),
        Enter,
    ];
    let hands = vec![
        line("QS 3"),
        line("QX"),
        line("5"),
        line("back"),
        line("6"),
        line(""),
        Enter,
        line("undo"),
        Enter,
        line(""),
        line("rest"),
        Enter,
        line("edit 1"),
        Enter,
        line("5"),
        Enter,
        Enter,
        line("help"),
        line("QS 1"),
        line("5"),
        line("4"),
        Enter,
    ];
    (setup, hands)
}

#[test]
fn a_whole_match_reads_word_for_word_as_pinned() {
    let variants = vec![variant("hartenjagen"), variant("omnibus")];
    let (setup, hands) = a_whole_match_script();
    let mut prompter = Scripted::new(setup);
    let mut m = start::setup(&en(), &mut prompter, &variants, None, &[], time()).unwrap();
    let setup_text = prompter.text();
    let (ending, prompter, _) = play_script(&mut m, hands);
    assert_eq!(ending.unwrap(), Ending::Finished);
    insta::assert_snapshot!(format!("{setup_text}\n{}", prompter.text()));
}

#[test]
fn a_whole_match_in_dutch_shows_no_english_sentence() {
    let nl = crate::words::Words::new(crate::words::Lang::Nl);
    let variants = vec![variant("hartenjagen"), variant("omnibus")];
    let setup = vec![
        Enter,
        line("Ann, Bob, Cas, Dee"),
        Enter,
        Pick(3),
        line("3"),
        Enter,
    ];
    let hands = vec![
        line("SV 3"),
        line("SX"),
        line("5"),
        line("terug"),
        line("6"),
        line(""),
        Enter,
        line("herstel"),
        Enter,
        line(""),
        line("rest"),
        Enter,
        line("wijzig 1"),
        Enter,
        line("5"),
        Enter,
        Enter,
        line("hulp"),
        line("schoppenvrouw 1"),
        line("5"),
        line("4"),
        Enter,
    ];
    let mut prompter = Scripted::new(setup);
    let mut m = start::setup(&nl, &mut prompter, &variants, None, &[], time()).unwrap();
    let setup_text = prompter.text();
    let mut store = Memory {
        disk: Some(m.clone()),
        ..Memory::default()
    };
    let mut prompter = Scripted::new(hands);
    let ending = run(&nl, &mut prompter, &mut m, &mut store, &time).unwrap();
    assert_eq!(ending, Ending::Finished);
    assert_eq!(m.scoreboard().hands.len(), 3);
    let text = format!("{setup_text}\n{}", prompter.text())
        // The scripted prompter's own yes/no hint is not what a terminal shows.
        .replace(" [Y/n]", "")
        .replace(" [y/N]", "");
    let english = [
        "Hand",
        "hand ",
        "deals",
        "Save",
        "Total",
        "the rest",
        "takes",
        "shot the moon",
        "Moons",
        "wins",
        "Which",
        "Players",
        "Who ",
        "How long",
        "Standard",
        "Quick",
        "Correct",
        "Removed",
        "Nothing",
        "previous",
        "Next",
        "gives",
        "leads",
        "first trick",
        "Hearts may",
        "Commands",
        "Cards",
        "for example",
        "is not a card",
        "Editing",
        "left as it was",
        "rescored",
        "Totals",
        "Running totals",
        "several",
        "target",
        "Most",
        "times",
        "Duration",
        "played",
        "None",
        "none",
        "Q♠",
        "J♦",
        " and ",
        "clockwise",
        "game (",
    ];
    for word in english {
        assert!(!text.contains(word), "English {word:?} in:\n{text}");
    }
    insta::assert_snapshot!(text);
}

#[test]
fn capot_is_declared_at_any_prompt_and_the_hand_scores_only_the_capot() {
    // Polignac, 4 players: Ann declares capot, takes all four jacks and the first trick.
    let mut m = game("polignac", 4);
    let answers = vec![
        line("capot ann"),
        line("JS JH JD JC first"),
        line("last"),
        Yes(true),
        line("quit"),
    ];
    let (ending, prompter, store) = play_script(&mut m, answers);
    assert_eq!(ending.unwrap(), Ending::Quit);
    assert_eq!(store.saves, 1);
    assert!(prompter.text().contains("Ann declared capot"));
    assert!(
        prompter
            .text()
            .contains("? Hand 1 (Ann made capot): Ann −10, Bob +10, Cas +10, Dee +10. Save?"),
        "{}",
        prompter.text()
    );
    assert_eq!(totals(&m), vec![-10, 10, 10, 10]);
    assert_eq!(m.scoreboard().hands[0].declared, Some((0, true)));
}

#[test]
fn a_declaration_is_taken_back_by_its_word_alone() {
    let mut m = game("polignac", 4);
    let answers = vec![
        line("declare bob"),
        line("capot"),
        line("JS JH first"),
        line("JD last"),
        Enter,
        Yes(true),
        line("quit"),
    ];
    let (_, prompter, _) = play_script(&mut m, answers);
    assert!(prompter.text().contains("No capot this hand."));
    assert_eq!(totals(&m), vec![4, 2, 0, 1]);
    assert_eq!(m.scoreboard().hands[0].declared, None);
}

#[test]
fn a_game_without_a_declaration_says_so() {
    let mut m = game("hartenjagen", 4);
    let (_, prompter, _) = play_script(&mut m, vec![line("declare ann"), line("quit")]);
    assert!(
        prompter
            .text()
            .contains("hartenjagen has no declaration to make")
    );
}

#[test]
fn knaves_with_cards_left_over_asks_first_for_the_jacks_out_of_play() {
    // 3 players: 17 cards each, one left over. The J♥ lies among the leftovers.
    let mut m = game("knaves", 3);
    let answers = vec![
        line("JH"),
        line("tricks:10 JS"),
        line("tricks:5"),
        Yes(true),
        line("quit"),
    ];
    let (_, prompter, store) = play_script(&mut m, answers);
    assert_eq!(store.saves, 1);
    assert!(asked(&prompter)[0].starts_with("? Out of play"));
    // Ann 10 − 1, Bob 5, Cas takes the other 2 tricks and the J♣ and J♦: 2 − 2 − 3.
    assert_eq!(totals(&m), vec![9, 5, -3]);
}

#[test]
fn knaves_with_no_cards_left_over_asks_only_for_the_players() {
    let m = game("knaves", 4);
    assert_eq!(
        entry::steps(&m, &entry::Draft::new(4)),
        vec![
            entry::Step::Seat(0),
            entry::Step::Seat(1),
            entry::Step::Seat(2)
        ]
    );
}

/// Keystrokes of typed lines, each with its Enter, plus one Enter to confirm the save.
fn keystrokes(lines: &[&str]) -> usize {
    lines.iter().map(|l| l.chars().count() + 1).sum::<usize>() + 1
}

#[test]
fn a_typical_polignac_hand_costs_the_hearts_keystrokes_plus_the_trick_words() {
    let mut m = game("polignac", 4);
    let typed = ["JS first", "JH last", "JD"];
    // The same cards in a penalty game, and the two trick words with their spaces.
    let cards_only = keystrokes(&["JS", "JH", "JD"]);
    assert_eq!(
        keystrokes(&typed),
        cards_only + " first".len() + " last".len()
    );
    assert_eq!(keystrokes(&typed), 21);
    let mut answers: Vec<Answer> = typed.iter().map(|t| line(t)).collect();
    answers.extend([Enter, line("quit")]);
    let (_, prompter, store) = play_script(&mut m, answers);
    assert_eq!(store.saves, 1);
    assert!(prompter.text().contains("Dee takes the rest: J♣"));
    assert_eq!(totals(&m), vec![3, 2, 1, 1]);
}

#[test]
fn a_typical_knaves_hand_costs_the_hearts_keystrokes_plus_the_trick_counts() {
    let mut m = game("knaves", 4);
    let typed = ["tricks:4 JH", "tricks:3 JD", "tricks:3 JC"];
    let cards_only = keystrokes(&["JH", "JD", "JC"]);
    assert_eq!(keystrokes(&typed), cards_only + 3 * "tricks:N ".len());
    assert_eq!(keystrokes(&typed), 37);
    let mut answers: Vec<Answer> = typed.iter().map(|t| line(t)).collect();
    answers.extend([Enter, line("quit")]);
    let (_, prompter, store) = play_script(&mut m, answers);
    assert_eq!(store.saves, 1);
    assert!(
        prompter.text().contains("Dee takes the rest: tricks:3 J♠"),
        "{}",
        prompter.text()
    );
    assert_eq!(totals(&m), vec![0, 0, 1, 2]);
}

#[test]
fn edit_shows_the_trick_words_and_the_declaration_of_a_saved_hand_ready_to_keep() {
    let mut m = game("polignac", 4);
    let mut hand = input(&m, &[("Ann", "JS JH JD JC first"), ("Bob", "last")]);
    hand.declare = Some(0);
    m.record(&hand, time()).unwrap();
    record(&mut m, &[("Bob", "JS first"), ("Cas", "rest")]);
    let answers = vec![line("edit 1"), Enter, Enter, Enter, Enter, line("quit")];
    let (_, prompter, store) = play_script(&mut m, answers);
    let asked = asked(&prompter);
    assert!(
        asked.contains(&"? Ann [J♠ J♥ J♦ J♣ first]".to_string()),
        "{asked:?}"
    );
    assert!(asked.contains(&"? Bob [last]".to_string()), "{asked:?}");
    // Every entry kept as it stood: the hand is as it was, and nothing is saved.
    assert!(
        prompter
            .text()
            .contains("Hand 1 is already as given: nothing was changed."),
        "{}",
        prompter.text()
    );
    assert_eq!(store.saves, 0);
    assert_eq!(m.scoreboard().hands[0].declared, Some((0, true)));
    assert_eq!(totals(&m)[0], -10);
}

#[test]
fn a_polignac_and_a_knaves_hand_in_dutch_show_no_english_sentence() {
    let nl = crate::words::Words::new(crate::words::Lang::Nl);
    let mut text = String::new();
    for (name, players, answers) in [
        (
            "polignac",
            4,
            vec![
                line("capot ann"),
                line("hulp"),
                line("SB HB RB KB eerste"),
                line("laatste"),
                Yes(true),
                line("stop"),
            ],
        ),
        (
            "knaves",
            3,
            vec![
                line("HB"),
                line("slagen:10 SB"),
                line("slagen:4"),
                Yes(true),
                line("stop"),
            ],
        ),
    ] {
        let mut m = game(name, players);
        let mut store = Memory {
            disk: Some(m.clone()),
            ..Memory::default()
        };
        let mut prompter = Scripted::new(answers);
        run(&nl, &mut prompter, &mut m, &mut store, &time).unwrap();
        assert_eq!(store.saves, 1, "{}", prompter.text());
        text.push_str(&prompter.text());
    }
    let text = text.replace(" [Y/n]", "");
    for word in [
        "Hand", "deals", "Save", "Total", "the rest", "takes", "declared", "capot:", "trick",
        "Trumps", "leads", "first", "last", "tricks", "scores", "Type",
    ] {
        assert!(!text.contains(word), "English {word:?} in:\n{text}");
    }
    assert!(text.contains("Ann kondigde capot aan"), "{text}");
    assert!(text.contains("Troef:"), "{text}");
}

#[test]
fn help_in_a_trick_game_shows_its_trick_words_and_its_declaration() {
    let mut m = game("polignac", 4);
    let (_, prompter, _) = play_script(&mut m, vec![line("help"), line("quit")]);
    let text = prompter.text();
    assert!(
        text.contains("  first        took the first trick"),
        "{text}"
    );
    assert!(
        text.contains("  last         took the last trick"),
        "{text}"
    );
    assert!(!text.contains("tricks:5"), "{text}");
    assert!(text.contains("capot NAME"), "{text}");
    let mut m = game("knaves", 4);
    let (_, prompter, _) = play_script(&mut m, vec![line("help"), line("quit")]);
    let text = prompter.text();
    assert!(text.contains("  tricks:5     won 5 tricks"), "{text}");
    assert!(!text.contains("took the first trick"), "{text}");
}

#[test]
fn auction_at_the_table_asks_the_high_bid_and_the_suit_then_the_counts_and_takes_a_pass() {
    let mut m = game("auction", 4);
    let answers = vec![
        line("bob 5"),
        line("h"),
        line("3"),
        line(""),
        line("4"),
        Enter,
        line("pass"),
        Enter,
        line("quit"),
    ];
    let (ending, prompter, store) = play_script(&mut m, answers);
    assert_eq!(ending.unwrap(), Ending::Quit);
    assert_eq!(store.saves, 2);
    let text = prompter.text();
    assert!(
        text.contains("? Hand 1 (Bob bid 5 and named hearts; Bob took the pot (18)): Ann −3, Bob +13, Cas −4, Dee −6. Save?"),
        "{text}"
    );
    assert!(text.contains("Everyone passed on Bob's deal"), "{text}");
    assert_eq!(totals(&m), vec![47, 63, 46, 44]);
    assert!(matches!(m.entries[1], Entry::AllPass { dealer: 1, .. }));
}

#[test]
fn auction_at_the_table_refuses_a_bid_too_high_and_another_suit_and_skips_the_bid_when_named_again()
{
    let mut m = game("auction", 4);
    let answers = vec![
        line("Ann 60"),
        line("Ann 2"),
        line("x"),
        line("D"),
        line("QS"),
        line("3"),
        line("3"),
        line("3"),
        Enter,
        // The pot stayed: Ann names again; the first prompt is the suit.
        line("C"),
        line("quit"),
    ];
    let (_, prompter, store) = play_script(&mut m, answers);
    let text = prompter.text();
    assert!(text.contains("Ann bid 60 but has only 50 chips"), "{text}");
    assert!(
        text.contains("name the penalty suit: S, H, D or C"),
        "{text}"
    );
    assert!(text.contains("Q♠ is not of the penalty suit"), "{text}");
    assert_eq!(store.saves, 1);
    // After the save, the next hand starts at the suit: no bid round.
    let asked = asked(&prompter);
    let saved = asked
        .iter()
        .position(|a| a.contains("Save?"))
        .expect("a save question");
    assert_eq!(asked[saved + 1], "? Penalty suit", "{asked:?}");
    assert!(
        !asked[saved..].iter().any(|a| a.starts_with("? High bid")),
        "{asked:?}"
    );
}

#[test]
fn conquimbert_at_the_table_skips_a_player_who_is_out_and_gives_the_rest_to_the_last_player_in() {
    let mut m = game("conquimbert", 4);
    // Hands 1-3: Bob takes 33 and alone reaches 31; Ann 30, Cas 28, Dee the rest (17).
    let hand = ["TS TH TD", "AS AH AD", "TC KS KH KD KC QS QH QD"];
    let mut answers = Vec::new();
    for _ in 0..3 {
        answers.extend(hand.iter().map(|&cards| line(cards)));
        answers.push(Enter);
    }
    // Hand 4: Bob is out; Ann, Cas and Dee are asked, and Dee is not: Dee is the last one in.
    // Three in leave a card face down: the cards out of play are asked first (issue 40, S1).
    answers.extend([
        Enter,
        line("TS TH TD"),
        line("AS AH AD"),
        Enter,
        line("quit"),
    ]);
    let (_, prompter, store) = play_script(&mut m, answers);
    assert_eq!(store.saves, 4, "{}", prompter.text());
    let asked = asked(&prompter);
    let fourth: Vec<&String> = asked
        .iter()
        .skip_while(|a| !a.contains("Hand 3"))
        .skip(1)
        .collect();
    assert_eq!(fourth[0], "? Out of play", "{asked:?}");
    assert_eq!(fourth[1], "? Ann", "{asked:?}");
    assert_eq!(fourth[2], "? Cas", "{asked:?}");
    assert!(fourth[3].contains("Save?"), "{asked:?}");
    let text = prompter.text();
    assert!(
        text.contains("Out of the match, skipped by the deal: Bob."),
        "{text}"
    );
    assert_eq!(totals(&m), vec![3, 0, 2, 2]);
}

#[test]
fn reversis_at_the_table_asks_the_chips_paid_in_play_after_the_cards() {
    let mut m = game("reversis", 4);
    // The talon lies face down: the cards out of play are asked first (issue 40, S1).
    let answers = vec![
        Enter,
        line("tricks:3 AS KS"),
        line("tricks:3 QS"),
        line("tricks:2 AH AD"),
        line("Ann>Zed:5"),
        line("Ann>pot:5, Bob>Dee:2"),
        Enter,
        line("quit"),
    ];
    let (_, prompter, store) = play_script(&mut m, answers);
    assert_eq!(store.saves, 1, "{}", prompter.text());
    let text = prompter.text();
    assert!(text.contains("Dee (right of the dealer) leads"), "{text}");
    assert!(
        text.contains("Deal and play go counter-clockwise, to the right."),
        "{text}"
    );
    assert!(text.contains("Zed"), "{text}");
    assert!(
        text.contains("Party: Bob takes 8 from Dee; 2 paid in play"),
        "{text}"
    );
    assert_eq!(totals(&m), vec![213, 229, 223, 217]);
    assert_eq!(m.scoreboard().pot, 30);
}

// ---- One way in: the prompt refuses what every other door refuses ----

#[test]
fn a_pass_at_the_prompt_of_a_game_that_never_passes_is_refused_as_record_refuses_it() {
    let mut m = game("slobberhannes", 4);
    let (ending, prompter, store) = play_script(
        &mut m,
        vec![
            line("pass left"),
            line("doorgeven links"),
            line("help"),
            line("quit"),
        ],
    );
    assert_eq!(ending.unwrap(), Ending::Quit);
    assert_eq!(store.saves, 0);
    let text = prompter.text();
    let said = "nobody passes in slobberhannes: every hand is played as dealt";
    assert_eq!(text.matches(said).count(), 2, "{text}");
    assert!(text.contains("dealer NAME"), "{text}");
    assert!(
        !text.contains("pass DIR"),
        "help offers no pass here: {text}"
    );
}

#[test]
fn scoring_cards_without_a_trick_at_the_prompt_are_refused_as_record_refuses_them() {
    let mut m = game("knaves", 4);
    let (ending, prompter, _) = play_script(
        &mut m,
        vec![
            line(""),
            line("tricks:13 JD JC JS"),
            line("JH"),
            line("quit"),
        ],
    );
    assert_eq!(ending.unwrap(), Ending::Quit);
    let text = prompter.text();
    assert!(text.contains("Bob took J♥ but no trick"), "{text}");
}

#[test]
fn another_games_declaration_is_said_to_have_no_place_here_not_read_as_a_card() {
    let nl = crate::words::Words::new(crate::words::Lang::Nl);
    let said = entry::command(&nl, &game("hartenjagen", 4), "capot Ann", 0).unwrap_err();
    assert_eq!(said, "bij hartenjagen valt niets aan te kondigen");
    let said = entry::command(&en(), &game("hartenjagen", 4), "capot", 0).unwrap_err();
    assert_eq!(said, "hartenjagen has no declaration to make");
}

#[test]
fn help_says_how_hearts_are_typed_only_where_hearts_score() {
    // Knaves and Polignac score one jack of hearts: hearts are like any other suit there.
    for name in ["knaves", "polignac"] {
        let text = help_text(name);
        assert!(!text.contains("Every heart is typed"), "{name}: {text}");
        assert!(
            !text.contains("A number is that many hearts"),
            "{name}: {text}"
        );
    }
    assert!(help_text("spot").contains("Every heart is typed"));
    assert!(help_text("hartenjagen").contains("A number is that many hearts"));
    // Knaves scores no card upwards: no empty example line.
    let knaves = help_text("knaves");
    assert!(!knaves.lines().any(|l| l.trim().is_empty()), "{knaves}");
    // The Dutch help's examples fit 80 columns too (the instructions above them are wrapped
    // where they are shown at the start).
    let nl = crate::words::Words::new(crate::words::Lang::Nl);
    for name in ["hartenjagen", "knaves", "polignac", "auction"] {
        let help = entry::help(&nl, &game(name, 4));
        let examples = help
            .split_once("Kaarten, bijvoorbeeld:")
            .map_or("", |(_, e)| e);
        for line in examples.lines() {
            assert!(console::measure_text_width(line) <= 80, "too wide: {line}");
        }
    }
}

#[test]
fn the_instructions_name_only_what_scores_in_this_game() {
    let nl = crate::words::Words::new(crate::words::Lang::Nl);
    let said = |w: &crate::words::Words, name: &str| {
        crate::ui::text::instructions(w, &game(name, 4).rules)
    };
    assert!(said(&en(), "knaves").contains("the trick words tricks:N."));
    assert!(said(&en(), "slobberhannes").contains("the trick words first, last."));
    assert!(said(&nl, "knaves").contains("wat er van de slagen telt (slagen:N)."));
    // Where only hearts score, the example is hearts, not a Q♠ worth nothing.
    for name in ["plain-hearts", "heartsette"] {
        assert!(said(&en(), name).contains(": 3 or 10H QH …"), "{name}");
        assert!(said(&nl, name).contains(": 3 of H10 HV …"), "{name}");
    }
    assert!(said(&en(), "hartenjagen").contains("QS 10H 3"));
    assert!(said(&nl, "hartenjagen").contains("SV H10 3"));
    // Dutch help shows the Dutch undo word; `herstel` still works.
    let help = entry::help(&nl, &game("hartenjagen", 4));
    assert!(help.contains("\n  ongedaan "), "{help}");
    assert!(!help.contains("herstel"), "{help}");
    assert!(matches!(
        entry::command(&nl, &game("hartenjagen", 4), "herstel", 1),
        Ok(entry::Command::Undo)
    ));
}

// At the table, third pass (issue 29).

#[test]
fn names_typed_at_who_plays_are_names_and_the_new_match_is_confirmed_once() {
    // S1 and M7: spaces type into the names, never pick a recent table; names without commas
    // are read at the spaces and said back in the one question before the match exists.
    let variants = vec![variant("hartenjagen")];
    let recent = vec![vec![
        "Opa".to_string(),
        "Oma".into(),
        "Jan".into(),
        "Els".into(),
    ]];
    let mut prompter = Scripted::new([
        Enter,
        line("Tom Kim Lia Max"),
        Enter,
        Enter,
        // Not these: `n` goes back to the players, the line kept to correct.
        Yes(false),
        line("Tom, Kim, Lia, Max"),
        Pick(1),
        Enter,
        Enter,
    ]);
    let m = start::setup(&en(), &mut prompter, &variants, None, &recent, time()).unwrap();
    assert_eq!(m.players, vec!["Tom", "Kim", "Lia", "Max"]);
    assert_eq!(m.first_dealer, 1);
    let text = prompter.text();
    assert!(
        text.contains(
            "? New hartenjagen match for Tom, Kim, Lia and Max, Tom deals, to 100? [Y/n]"
        ),
        "{text}"
    );
    assert!(
        text.contains("? Players (4, clockwise, commas between) [Tom Kim Lia Max]"),
        "{text}"
    );
    assert!(
        text.contains("? New hartenjagen match for Tom, Kim, Lia and Max, Kim deals, to 100?"),
        "{text}"
    );
}

#[test]
fn esc_at_the_players_goes_back_to_the_games_and_an_empty_line_asks_for_names() {
    let variants = vec![variant("hartenjagen"), variant("heart-hunter")];
    let mut prompter = Scripted::new([
        Enter,
        Answer::Escape,
        Pick(1),
        line(""),
        line("Ann, Bob, Cas"),
        Enter,
        Enter,
        Enter,
    ]);
    let m = start::setup(&en(), &mut prompter, &variants, None, &[], time()).unwrap();
    assert_eq!(m.rules.variant, "heart-hunter");
    let text = prompter.text();
    assert_eq!(text.matches("? Which game?").count(), 2, "{text}");
    assert!(
        text.contains("type the players' names in seating order, with commas between"),
        "{text}"
    );
}

#[test]
fn how_long_offers_what_fits_the_game_chips_and_lives_their_own_end() {
    // M4: a chips game offers its hands and its chips, a lives game the end or a number of
    // hands; no target anywhere.
    let variants = vec![variant("auction")];
    let mut prompter =
        Scripted::new([Enter, line("A, B, C, D"), Enter, Pick(2), line("30"), Enter]);
    let m = start::setup(&en(), &mut prompter, &variants, None, &[], time()).unwrap();
    assert_eq!(m.start_chips(), Some(30));
    let text = prompter.text();
    assert!(
        text.contains("? How long? [Standard game (50 chips each, 8 hands) | A fixed number of hands… | Another number of chips each…]"),
        "{text}"
    );
    assert!(
        text.contains(
            "? New auction match for A, B, C and D, A deals, 30 chips each, at most 8 hands? [Y/n]"
        ),
        "{text}"
    );
    let variants = vec![variant("conquimbert")];
    let mut prompter = Scripted::new([Enter, line("A, B, C"), Enter, Pick(1), line("5"), Enter]);
    let m = start::setup(&en(), &mut prompter, &variants, None, &[], time()).unwrap();
    assert_eq!(m.hands_limit(), Some(5));
    let text = prompter.text();
    assert!(
        text.contains("? How long? [To the end: the last player with lives left wins (3 lives each) | A fixed number of hands…]"),
        "{text}"
    );
    assert!(
        text.contains("A, B and C, A deals, 3 lives each, at most 5 hands?"),
        "{text}"
    );
}

#[test]
fn the_same_table_again_deals_first_one_seat_on_the_way_the_game_deals() {
    // M8: Reversis deals to the right, so one seat on from Ann is Dee.
    let reversis = game("reversis", 4);
    assert_eq!(crate::view::start::rematch_dealer(&reversis), 3);
    let mut prompter = Scripted::new([Enter]);
    start::after_match(&en(), &mut prompter, &reversis).unwrap();
    assert!(
        prompter
            .text()
            .contains("Same table again: reversis with Ann, Bob, Cas and Dee, Dee deals first"),
        "{}",
        prompter.text()
    );
    let again = start::rematch(&reversis, variant("reversis"), time()).unwrap();
    assert_eq!(again.first_dealer, 3);
    assert_eq!(
        crate::view::start::rematch_dealer(&game("hartenjagen", 4)),
        1
    );
}

#[test]
fn a_command_typed_after_the_text_left_in_the_box_is_the_command() {
    // M1: the refused "QX" stands in Bob's box; "back" typed after it goes back. A refused
    // `edit 9` with `misdeal` typed after it is a misdeal.
    let mut m = game("hartenjagen", 4);
    let answers = vec![
        line("QS 3"),
        line("QX"),
        line("QXback"),
        Enter,
        line("edit 9"),
        line("edit 9misdeal"),
        line("quit"),
    ];
    let (_, prompter, store) = play_script(&mut m, answers);
    let asked = asked(&prompter);
    assert_eq!(
        asked[..5],
        ["? Ann", "? Bob", "? Bob [QX]", "? Ann [QS 3]", "? Bob"].map(String::from),
        "{asked:?}"
    );
    assert!(prompter.text().contains("Misdeal: Ann deals hand 1 again"));
    assert_eq!(store.saves, 1);
    assert!(matches!(m.entries[..], [Entry::Misdeal { .. }]));
}

#[test]
fn after_an_undo_enter_clears_what_was_typed_for_the_other_hand() {
    // M6: the default answer leaves nothing of hand 2's entries in hand 1's boxes; the
    // standings are shown again after the undo.
    let mut m = game("hartenjagen", 4);
    record(&mut m, &[("Ann", "QS 3"), ("Bob", "5"), ("Dee", "rest")]);
    record(&mut m, &[("Bob", "QS"), ("Dee", "rest")]);
    let answers = vec![line("2"), line("undo"), Yes(true), Enter, line("quit")];
    let (_, prompter, _) = play_script(&mut m, answers);
    let text = prompter.text();
    assert!(
        text.contains(
            "? What you typed for hand 3 (Ann: 2) is still in the boxes. Keep it for hand 2? [y/N]"
        ),
        "{text}"
    );
    assert!(text.contains("Cleared: hand 2 starts empty."), "{text}");
    let after_undo = &text[text.find("Removed.").unwrap()..];
    assert!(
        after_undo.contains("│ Total"),
        "the standings again: {text}"
    );
    assert_eq!(asked(&prompter).last().map(String::as_str), Some("? Ann"));
}

#[test]
fn a_hand_not_saved_after_another_terminal_recorded_one_is_asked_about_not_carried_over() {
    // M6: the phone entered the same hand; `n` to saving it again, and Enter clears it.
    let mut m = game("hartenjagen", 4);
    let mut store = Memory {
        disk: Some(m.clone()),
        meanwhile: Some(Box::new(|disk: &mut Match| {
            record(disk, &[("Ann", "QS 3"), ("Bob", "5"), ("Dee", "rest")])
        })),
        ..Memory::default()
    };
    let answers = vec![
        line("QS 3"),
        line("5"),
        line(""),
        Enter,
        Yes(false),
        Enter,
        line("quit"),
    ];
    let (_, prompter, store) = play_with(&mut m, answers, &mut store);
    let text = prompter.text();
    assert!(
        text.contains("? What you typed for hand 1 (Ann: QS 3; Bob: 5) is still in the boxes. Keep it for hand 2? [y/N]"),
        "{text}"
    );
    assert!(text.contains("Cleared: hand 2 starts empty."), "{text}");
    assert_eq!(store.saves, 0);
    assert_eq!(m.scoreboard().hands.len(), 1);
    assert_eq!(asked(&prompter).last().map(String::as_str), Some("? Ann"));
}

#[test]
fn once_someone_took_the_rest_the_players_after_them_are_not_asked() {
    // C5: Dee takes the rest, 4th of 8; Eve, Fay, Gus and Hal took nothing.
    let mut m = game("cancellation", 8);
    let answers = vec![
        Enter,
        line("QS"),
        line("10"),
        line("QS"),
        line("rest"),
        Enter,
        line("quit"),
    ];
    let (_, prompter, store) = play_script(&mut m, answers);
    assert_eq!(store.saves, 1, "{}", prompter.text());
    assert_eq!(asked(&prompter).len(), 7, "{:?}", asked(&prompter));
    assert!(
        prompter
            .text()
            .contains("Eve, Fay, Gus and Hal take nothing: everything is entered."),
        "{}",
        prompter.text()
    );
}

#[test]
fn a_player_with_something_typed_is_still_asked_after_everything_is_entered() {
    // Not saved, back at Ann: after Bob's Enter everything is entered, but Cas's 3 stands
    // in her box, so she is asked again.
    let mut m = game("hartenjagen", 4);
    let answers = vec![
        line("QS"),
        line("10"),
        line("3"),
        Yes(false),
        Enter,
        Enter,
        Enter,
        Enter,
        line("quit"),
    ];
    let (_, prompter, store) = play_script(&mut m, answers);
    assert!(asked(&prompter).contains(&"? Cas [3]".to_string()));
    assert_eq!((store.saves, totals(&m)), (1, vec![13, 10, 3, 0]));
}

#[test]
fn conquimbert_shows_each_players_card_points_before_saving() {
    // M10: why Ann and Bob lose a life.
    let mut m = game("conquimbert", 4);
    let answers = vec![
        line("AS AH AD"),
        line("AC TS TH"),
        line("TD TC KS KH"),
        Enter,
        line("quit"),
    ];
    let (_, prompter, store) = play_script(&mut m, answers);
    assert_eq!(store.saves, 1);
    let text = prompter.text();
    let points = text.find("Card points: Ann 33, Bob 31, Cas 26, Dee 18.");
    let question = text.find("? Hand 1 (Ann and Bob reached 31)");
    assert!(points.is_some() && points < question, "{text}");
}

#[test]
fn undo_before_anything_was_entered_removes_the_match_after_a_question() {
    // S1: a match started by mistake can go, file and all; `play` then starts again.
    let mut m = game("hartenjagen", 4);
    let (ending, prompter, store) = play_script(&mut m, vec![line("undo"), Yes(true)]);
    assert_eq!(ending.unwrap(), Ending::Removed);
    assert!(store.disk.is_none());
    assert!(
        prompter
            .text()
            .contains("Removed: the match and its file are gone.")
    );
    // Another terminal entered a hand meanwhile: nothing is removed.
    let mut m = game("hartenjagen", 4);
    let mut store = Memory {
        disk: Some(m.clone()),
        meanwhile: Some(Box::new(|disk: &mut Match| {
            record(disk, &[("Ann", "QS 3"), ("Bob", "5"), ("Dee", "rest")])
        })),
        ..Memory::default()
    };
    let (ending, prompter, store) = play_with(
        &mut m,
        vec![line("undo"), Yes(true), line("quit")],
        &mut store,
    );
    assert_eq!(ending.unwrap(), Ending::Quit);
    assert!(store.disk.is_some());
    assert!(
        prompter
            .text()
            .contains("The match was not removed: it has entries now."),
        "{}",
        prompter.text()
    );
}

#[test]
fn help_says_how_to_empty_the_box() {
    let text = help_text("hartenjagen");
    assert!(text.contains("Esc or Ctrl-U empties the box"), "{text}");
}

#[test]
fn a_hand_whole_before_the_last_players_costs_eight_keystrokes() {
    // README: Ann ⏎, Bob `QS 13⏎`, ⏎ to confirm; Cas is not asked.
    let typed = ["", "QS 13"];
    assert_eq!(keystrokes(&typed), 8);
    let mut m = game("hartenjagen", 4);
    let mut answers: Vec<Answer> = typed.iter().map(|t| line(t)).collect();
    answers.extend([Enter, line("quit")]);
    let (_, prompter, store) = play_script(&mut m, answers);
    assert_eq!(store.saves, 1);
    assert_eq!(asked(&prompter).len(), 4, "{:?}", asked(&prompter));
}

#[test]
fn a_new_match_with_a_recent_table_costs_five_enters() {
    // README: Enter for the game, the table, the dealer, the length and the confirmation.
    let recent = vec![vec![
        "Ann".to_string(),
        "Bob".into(),
        "Cas".into(),
        "Dee".into(),
    ]];
    let setup = [Enter, Enter, Enter, Enter, Enter];
    let mut prompter = Scripted::new(setup);
    let m = start::setup(
        &en(),
        &mut prompter,
        &[variant("hartenjagen")],
        None,
        &recent,
        time(),
    )
    .unwrap();
    assert_eq!(m.players, recent[0]);
}

// ---- The dealer's choice of pass (Dirty Nasty Filthy Hearts) ----

#[test]
fn where_the_dealer_chooses_the_pass_the_hand_asks_it_first_and_enter_is_left() {
    let mut m = game("dirty-hearts", 4);
    // "⏎" for left, then a typical hand.
    let answers = vec![
        Enter,
        line("QS QH 3"),
        line("QC JD 2"),
        line("QD 4"),
        Enter,
        line("quit"),
    ];
    let (ending, prompter, store) = play_script(&mut m, answers);
    assert_eq!(ending.unwrap(), Ending::Quit);
    assert_eq!(store.saves, 1);
    let text = prompter.text();
    assert!(
        text.contains(
            "How do we pass this hand? Ann chooses: left, right, across, hold, scatter or\ncentre."
        ),
        "{text}"
    );
    assert_eq!(
        asked(&prompter)[0],
        "? How do we pass this hand? (Enter: left)"
    );
    assert_eq!(
        m.scoreboard().hands[0].pass,
        crate::core::variant::PassDir::Left
    );
    assert_eq!(totals(&m), vec![29, 5, 17, 3]);
}

#[test]
fn the_pass_prompt_takes_a_way_in_either_language_and_explains_a_wrong_one() {
    use crate::core::variant::PassDir;
    let mut m = game("dirty-hearts", 4);
    let answers = vec![
        line("sideways"),
        line("centre"),
        line("QS QC QD QH 11"),
        line("JD"),
        line(""),
        Enter,
        line("midden"),
        line("back"),
        Enter,
        line("QS"),
        // Bob took the rest: Cas is not asked.
        line("rest"),
        Enter,
        line("pass right"),
        line("quit"),
    ];
    let (_, prompter, _) = play_script(&mut m, answers);
    let text = prompter.text();
    assert!(
        text.contains("say how this hand was passed: left, right, across, hold, scatter or centre"),
        "{text}"
    );
    let hands = m.scoreboard().hands;
    assert_eq!(hands[0].pass, PassDir::Centre);
    // `back` at Ann's prompt shows the way chosen again, ready to keep with Enter.
    assert!(
        asked(&prompter)
            .contains(&"? How do we pass this hand? (Enter: left) [centre]".to_string()),
        "{:?}",
        asked(&prompter)
    );
    assert_eq!(hands[1].pass, PassDir::Centre);
    assert_eq!((hands[0].points[0].re, hands[1].points[0].re), (63, 13));
    // `pass right` at the pass prompt answers it too.
    assert!(text.contains("? Ann"), "{text}");
    assert_eq!(
        asked(&prompter).last().map(String::as_str),
        Some("? Ann"),
        "{text}"
    );
}

#[test]
fn in_dutch_the_pass_prompt_asks_in_dutch_and_shows_the_dutch_word() {
    let nl = crate::words::Words::new(crate::words::Lang::Nl);
    let mut m = game("dirty-hearts", 4);
    let mut store = Memory {
        disk: Some(m.clone()),
        ..Memory::default()
    };
    let mut prompter = Scripted::new([line("midden"), line("back")]);
    let _ = run(&nl, &mut prompter, &mut m, &mut store, &time);
    let asked = asked(&prompter);
    assert_eq!(asked[0], "? Hoe geven we deze ronde door? (Enter: links)");
    assert!(
        prompter
            .text()
            .contains("Hoe geven we deze ronde door? Ann kiest: links, rechts, overkant, niet, rondom\nof midden."),
        "{}",
        prompter.text()
    );
    assert_eq!(asked[1], "? Ann");
    assert_eq!(
        asked[2],
        "? Hoe geven we deze ronde door? (Enter: links) [midden]"
    );
}

#[test]
fn help_lists_the_ways_to_pass_where_the_centre_or_the_dealers_choice_is_one() {
    let dirty = help_text("dirty-hearts");
    assert!(
        dirty.contains("this hand was passed left, right, across, hold, scatter or centre"),
        "{dirty}"
    );
    let plain = help_text("hartenjagen");
    assert!(
        plain.contains("this hand was passed left, right, across or not (hold)"),
        "{plain}"
    );
}

#[test]
fn a_renege_before_the_pass_is_answered_says_the_dealer_chooses_first() {
    let mut m = game("dirty-hearts", 4);
    let (_, prompter, store) = play_script(&mut m, vec![line("renege Bob"), line("quit")]);
    assert_eq!(store.saves, 0);
    let text = prompter.text();
    assert!(
        text.contains(
            "Ann deals and chooses how this hand is passed: say which first (left, right,"
        ),
        "{text}"
    );
}

// --- Gong Zhu: the cards exposed before play ------------------------------------------------

#[test]
fn gong_zhu_asks_once_a_hand_what_was_exposed_and_enter_says_nothing_was() {
    let mut m = game("gong-zhu", 4);
    let answers = vec![
        // Hand 1: nothing exposed (one Enter), then the worked hand of RULES.md.
        Enter,
        line("QS AH"),
        line("JD KH TC"),
        line("QH JH TH 9H"),
        Enter,
        // Hand 2: the A♥ and the 10♣ exposed.
        line("AH TC"),
        line("KH QH"),
        line("TC JD"),
        Enter,
        Enter,
        line("quit"),
    ];
    let (ending, prompter, store) = play_script(&mut m, answers);
    assert_eq!(ending.unwrap(), Ending::Quit);
    assert_eq!(store.saves, 2);
    let asked = asked(&prompter);
    assert_eq!(asked[0], "? Exposed before play? Enter = none");
    assert_eq!(asked[1], "? Ann");
    assert_eq!(
        asked.iter().filter(|a| a.starts_with("? Exposed")).count(),
        3,
        "{asked:?}"
    );
    let text = prompter.text();
    assert!(
        text.contains("? Hand 1: Ann −150, Bob +120, Cas −70, Dee −40. Save? [Y/n]"),
        "{text}"
    );
    assert!(
        text.contains(
            "? Hand 2 (A♥ and 10♣ exposed): Ann −140, Bob +400, Cas 0, Dee −360. Save? [Y/n]"
        ),
        "{text}"
    );
    assert!(
        text.contains("Ann (took the Q♠ last hand) leads the first trick."),
        "{text}"
    );
    assert_eq!(totals(&m), vec![-290, 520, -70, -400]);
}

#[test]
fn gong_zhu_takes_expose_at_any_prompt_and_refuses_a_card_it_does_not_expose() {
    let mut m = game("gong-zhu", 4);
    let answers = vec![
        line("KH"),
        line(""),
        line("tonen HA"),
        line("KH QH"),
        Enter,
        Enter,
        Enter,
        line("quit"),
    ];
    let (_, prompter, _) = play_script(&mut m, answers);
    let text = prompter.text();
    assert!(
        text.contains("K♥ is not a card to expose here; only Q♠, A♥, J♦ or 10♣ may be exposed"),
        "{text}"
    );
    assert!(
        text.contains("A♥ exposed this hand: it counts double."),
        "{text}"
    );
    use crate::core::cards::{Card, Rank, Suit};
    assert_eq!(
        m.scoreboard().hands[0].exposed,
        vec![Card::new(Rank::ACE, Suit::Hearts)]
    );
    assert_eq!(m.scoreboard().hands[0].points[0].re, -140);
}

#[test]
fn a_game_without_exposing_never_asks_and_refuses_the_command() {
    let mut m = game("hartenjagen", 4);
    let (_, prompter, _) = play_script(&mut m, vec![line("expose AH"), line("quit")]);
    assert!(
        prompter
            .text()
            .contains("hartenjagen has no cards to expose")
    );
    assert!(!asked(&prompter).iter().any(|a| a.contains("Exposed")));
}

#[test]
fn gong_zhu_help_says_every_heart_is_typed_and_how_to_say_what_was_exposed() {
    let text = help_text("gong-zhu");
    assert!(
        text.contains(
            "Type each player's scoring cards, every heart by name: QS AH 3H …, and the 10♣."
        ),
        "{text}"
    );
    assert!(
        text.contains("Every heart is typed: each scores differently in this game."),
        "{text}"
    );
    assert!(text.contains("expose CARDS"), "{text}");
    assert!(!help_text("hartenjagen").contains("expose"));
}

#[test]
fn edit_turns_a_hand_of_points_only_into_a_hand_of_cards() {
    let mut m = game("hartenjagen", 4);
    let mut board = m.scoreboard();
    m.push_points(
        &mut board,
        None,
        &[13, 0, 13, 0],
        crate::core::testkit::time(),
    )
    .unwrap();
    let answers = vec![
        line("edit 1"),
        line("QS"),
        line("13"),
        Enter,
        Enter,
        line("quit"),
    ];
    let (_, prompter, store) = play_script(&mut m, answers);
    let text = prompter.text();
    assert!(text.contains("Hand 1 re-recorded"), "{text}");
    assert_eq!(store.saves, 1);
    assert_eq!(totals(&m), vec![13, 13, 0, 0]);
    assert!(matches!(m.entries[0], Entry::Hand(_)));
}

// --- An edit keeps what it does not change (issue 37, item 6) -------------------------------

/// A Gong Zhu match whose one hand has the 10♣ exposed: Ann +100.
fn gong_zhu_with_the_ten_exposed() -> Match {
    let mut m = game("gong-zhu", 4);
    let mut hand = input(
        &m,
        &[
            ("Ann", "TC"),
            ("Bob", "QS JD"),
            ("Cas", "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H"),
        ],
    );
    let ten = crate::core::cards::Rank::parse("T").expect("a rank");
    hand.expose = vec![crate::core::cards::Card::new(
        ten,
        crate::core::cards::Suit::Clubs,
    )];
    m.record(&hand, time()).unwrap();
    m
}

#[test]
fn an_edit_at_the_prompt_keeps_the_exposure_it_was_not_given_again() {
    let mut m = gong_zhu_with_the_ten_exposed();
    // The exposure kept (Enter), Bob's J♦ moved to Dee (the last player, who takes the rest).
    let answers = vec![
        line("edit 1"),
        Enter,
        Enter,
        line("QS"),
        Enter,
        Enter,
        line("quit"),
    ];
    let (_, prompter, store) = play_script(&mut m, answers);
    assert!(
        asked(&prompter).contains(&"? Exposed before play? Enter = none [10♣]".to_string()),
        "{:?}",
        asked(&prompter)
    );
    assert_eq!(store.saves, 1);
    assert_eq!(totals(&m), vec![100, -100, 200, 100]);
}

#[test]
fn an_edit_at_the_prompt_removes_the_exposure_answered_with_a_dash() {
    let mut m = gong_zhu_with_the_ten_exposed();
    let answers = vec![
        line("edit 1"),
        line("-"),
        Enter,
        Enter,
        Enter,
        Enter,
        line("quit"),
    ];
    let (_, _, store) = play_script(&mut m, answers);
    assert_eq!(store.saves, 1);
    assert_eq!(totals(&m)[0], 50);
}

#[test]
fn an_edit_at_the_prompt_removes_the_capot_with_declare_dash() {
    let mut m = game("polignac", 4);
    let mut hand = input(&m, &[("Ann", "JS JH JD JC first"), ("Bob", "last")]);
    hand.declare = Some(0);
    m.record(&hand, time()).unwrap();
    let answers = vec![
        line("edit 1"),
        line("capot -"),
        Enter,
        Enter,
        Enter,
        Enter,
        line("quit"),
    ];
    let (_, prompter, store) = play_script(&mut m, answers);
    assert_eq!(store.saves, 1, "{}", prompter.text());
    assert_eq!(m.scoreboard().hands[0].declared, None);
    assert_eq!(totals(&m), vec![6, 1, 0, 0]);
}

#[test]
fn an_edit_at_the_prompt_offers_the_kept_moon_choice_as_the_answer_enter_gives() {
    let mut m = game("plain-hearts", 4);
    let mut hand = input(&m, &[("Ann", "rest")]);
    hand.moon = Some(crate::core::variant::MoonChoice::Subtract);
    m.record(&hand, time()).unwrap();
    // The same moon typed again as `rest`: Enter at the moon question keeps "subtract".
    let answers = vec![line("edit 1"), line("rest"), Enter, Enter, line("quit")];
    let (_, prompter, store) = play_script(&mut m, answers);
    assert_eq!(store.saves, 0, "{}", prompter.text());
    assert!(
        prompter
            .text()
            .contains("Hand 1 is already as given: nothing was changed."),
        "{}",
        prompter.text()
    );
    assert_eq!(totals(&m), vec![-26, 0, 0, 0]);
}

#[test]
fn an_edit_at_the_prompt_drops_a_kept_moon_choice_the_new_cards_no_longer_make_and_says_so() {
    let mut m = game("plain-hearts", 4);
    let mut hand = input(&m, &[("Ann", "rest")]);
    hand.moon = Some(crate::core::variant::MoonChoice::Subtract);
    m.record(&hand, time()).unwrap();
    let answers = vec![
        line("edit 1"),
        line("12"),
        line("1"),
        Enter,
        Enter,
        line("quit"),
    ];
    let (_, prompter, store) = play_script(&mut m, answers);
    let text = prompter.text();
    assert!(
        text.contains(
            "Nobody shoots the moon in hand 1 any more: its moon choice (subtract) was left out."
        ),
        "{text}"
    );
    assert_eq!(store.saves, 1);
    assert_eq!(totals(&m), vec![12, 1, 0, 0]);
}

#[test]
fn an_edit_at_the_prompt_drops_a_kept_renege_once_the_hand_has_cards_and_says_so() {
    let mut m = game("hartenjagen", 4);
    let mut hand = input(&m, &[]);
    hand.renege = Some(1);
    m.record(&hand, time()).unwrap();
    let answers = vec![
        line("edit 1"),
        line("QS"),
        line("rest"),
        Enter,
        line("quit"),
    ];
    let (_, prompter, store) = play_script(&mut m, answers);
    let text = prompter.text();
    assert!(
        text.contains("Hand 1 now has cards: Bob's renege was left out."),
        "{text}"
    );
    assert_eq!(store.saves, 1);
    assert_eq!(totals(&m), vec![13, 13, 0, 0]);
}

#[test]
fn an_edit_at_the_prompt_that_changes_nothing_saves_nothing() {
    let mut m = gong_zhu_with_the_ten_exposed();
    let answers = vec![line("edit 1"), Enter, Enter, Enter, Enter, line("quit")];
    let (_, prompter, store) = play_script(&mut m, answers);
    assert!(
        prompter
            .text()
            .contains("Hand 1 is already as given: nothing was changed."),
        "{}",
        prompter.text()
    );
    assert_eq!(store.saves, 0);
    assert_eq!(totals(&m), vec![100, 0, 200, 0]);
}

#[test]
fn hands_entered_and_undone_at_the_prompt_come_in_by_the_prompt_door() {
    use crate::core::game::{Action, Door};
    let mut m = game("hartenjagen", 4);
    record(&mut m, &[("Ann", "QS 3"), ("Bob", "5"), ("Dee", "rest")]);
    let (played, _, _) = play_script(&mut m, vec![line("QS"), line("13"), Enter, line("quit")]);
    played.expect("played");
    assert_eq!(m.entries.len(), 2);
    assert_eq!(m.entries[0].made().door, None, "recorded without a door");
    assert_eq!(m.entries[1].made().door, Some(Door::Prompt));
    let (played, _, _) = play_script(&mut m, vec![line("undo"), Yes(true), line("quit")]);
    played.expect("played");
    assert_eq!(m.entries.len(), 1);
    assert_eq!(m.changes.len(), 1);
    assert_eq!(m.changes[0].action, Action::Undo);
    assert_eq!(m.changes[0].made.door, Some(Door::Prompt));
}

// ---- Issue 40, table: the newcomer's fourth-pass findings ----

#[test]
fn conquimbert_asks_out_of_play_only_when_the_deal_leaves_cards_face_down() {
    // S1: 52 cards among 3 leave 1, among 5 leave 2; among 4 none.
    for (players, asked) in [(3, true), (4, false), (5, true), (6, true)] {
        let m = game("conquimbert", players);
        let steps = entry::steps(&m, &Draft::fresh(&m, &m.scoreboard()));
        assert_eq!(
            steps.contains(&entry::Step::Out),
            asked,
            "{players} players: {steps:?}"
        );
    }
    // Players going out change the deal: 4 in leave nothing, 3 in leave a card.
    let m = game("conquimbert", 4);
    assert!(!m.names_out(m.leftovers(&m.scoreboard())));
    assert!(m.names_out(1));
    assert!(
        m.may_name_out(),
        "the page's field is there for the whole match"
    );
}

/// Conquimbert for five, the review's hand: Ann 30, Bob 22, Cas 20, Dee nothing, Eve the
/// rest; `out` is what is typed at "Out of play".
fn conquimbert_for_five(out: Answer) -> (Match, Scripted) {
    let mut m = game("conquimbert", 5);
    let answers = vec![
        out,
        line("AH TH KH QH JH QD JD"),
        line("AS AD"),
        line("TS TD"),
        Enter,
        Enter,
        line("quit"),
    ];
    let (_, prompter, store) = play_script(&mut m, answers);
    assert_eq!(store.saves, 1, "{}", prompter.text());
    (m, prompter)
}

#[test]
fn conquimbert_with_a_loader_named_out_of_play_charges_the_life_to_the_most_points() {
    // S1: the A♣ lay face down. Eve has 25, nobody 31: Ann's 30 are the most.
    let (m, prompter) = conquimbert_for_five(line("AC"));
    let text = prompter.text();
    assert_eq!(asked(&prompter)[0], "? Out of play", "{text}");
    assert!(
        text.contains("Card points: Ann 30, Bob 22, Cas 20, Dee 0, Eve 25."),
        "{text}"
    );
    assert!(text.contains("Out of play: A♣."), "{text}");
    // One of the two face-down cards is named; the other may still be among the rest.
    assert!(
        text.contains("Eve takes the rest (and the face-down card unless named out of play): "),
        "{text}"
    );
    assert_eq!(totals(&m), vec![2, 3, 3, 3, 3]);
}

#[test]
fn conquimbert_with_nothing_named_out_of_play_says_the_rest_holds_the_face_down_cards() {
    let (m, prompter) = conquimbert_for_five(Enter);
    let text = prompter.text();
    assert!(
        text.contains(
            "Eve takes the rest (and the 2 face-down cards unless named out of play): K♠ Q♠ J♠ K♦ A♣ K♣ Q♣ J♣ 10♣"
        ),
        "{text}"
    );
    assert_eq!(totals(&m), vec![3, 3, 3, 3, 2]);
}

#[test]
fn cards_typed_at_out_of_play_are_said_before_the_save_question() {
    // M9: cancellation for six, Ann's cards typed at the wrong prompt.
    let mut m = game("cancellation", 6);
    let answers = vec![
        line("QS 3"),
        line("4"),
        line("5"),
        line("2"),
        line("3"),
        Enter,
        Yes(false),
        line("quit"),
    ];
    let (_, prompter, _) = play_script(&mut m, answers);
    let text = prompter.text();
    let said = text
        .find("Out of play: Q♠ and 3 hearts.")
        .unwrap_or_else(|| panic!("{text}"));
    assert!(said < text.find("Save?").unwrap_or(0), "{text}");
}

#[test]
fn after_no_at_save_a_card_moved_from_bob_to_ann_is_taken_at_ann_and_bobs_old_entry_refused_at_bob()
{
    // M10: Ann's box is checked against what is confirmed again, not against Bob's old entry.
    let mut m = game("conquimbert", 4);
    let answers = vec![
        line("TH"),
        line("TS"),
        line("AS"),
        Yes(false),
        line("TH TS"),
        Enter,
        line(""),
        Enter,
        Enter,
        line("quit"),
    ];
    let (_, prompter, store) = play_script(&mut m, answers);
    let text = prompter.text();
    assert_eq!(store.saves, 1, "{text}");
    let asked = asked(&prompter);
    let again: Vec<&String> = asked.iter().skip_while(|a| !a.contains("Save?")).collect();
    assert_eq!(again[1], "? Ann [TH]", "{asked:?}");
    assert_eq!(again[2], "? Bob [TS]", "Ann's box was taken: {asked:?}");
    assert_eq!(
        again[3], "? Bob [TS]",
        "Bob's old entry is refused at Bob: {asked:?}"
    );
    assert_eq!(
        text.matches("10♠ is entered for Ann and Bob").count(),
        1,
        "{text}"
    );
    let Entry::Hand(hand) = &m.entries[0] else {
        panic!("a hand")
    };
    assert_eq!(w_capture(&hand.cards.took[0]), "10♠ 10♥");
}

fn w_capture(capture: &crate::core::scoring::Capture) -> String {
    en().capture(capture)
}

#[test]
fn rest_typed_by_the_second_last_player_says_the_last_took_nothing() {
    // C4: as `QS 13` says it.
    let mut m = game("hartenjagen", 4);
    let answers = vec![line("QS 3"), line("5"), line("rest"), Enter, line("quit")];
    let (_, prompter, store) = play_script(&mut m, answers);
    assert_eq!(store.saves, 1);
    let text = prompter.text();
    assert_eq!(text.matches("Dee takes nothing.").count(), 1, "{text}");
    assert_eq!(totals(&m), vec![16, 5, 5, 0]);
}

#[test]
fn an_auction_hand_shows_the_pot_under_the_standings() {
    // M2: "Pot: … chips." as `record` and `status` say it.
    let mut m = game("auction", 4);
    let answers = vec![
        line("bob 5"),
        line("h"),
        line("3"),
        line("2"),
        line("4"),
        Enter,
        line("quit"),
    ];
    let (_, prompter, store) = play_script(&mut m, answers);
    assert_eq!(store.saves, 1, "{}", prompter.text());
    let pot = m.scoreboard().pot;
    assert!(pot > 1, "the pot stays: {pot}");
    let text = prompter.text();
    let table = text.rfind("│ Total").unwrap_or_else(|| panic!("{text}"));
    assert!(
        text[table..].contains(&format!("Pot: {pot} chips.")),
        "{text}"
    );
}

#[test]
fn a_dealer_named_before_a_misdeal_deals_again() {
    // The Dutch review: `deler Kees`, then `opnieuw`: Kees deals the hand again.
    let mut m = game("hartenjagen", 4);
    let answers = vec![line("dealer Cas"), line("misdeal"), line("quit")];
    let (_, prompter, _) = play_script(&mut m, answers);
    let text = prompter.text();
    assert!(text.contains("Cas deals hand 1 again"), "{text}");
    assert!(text.contains("Hand 1: Cas deals"), "{text}");
    let next = m.scoreboard().next(&m.rules).map(|next| next.dealer);
    assert_eq!(next, Some(2));
}

#[test]
fn knaves_asks_the_last_player_when_the_rest_gives_them_a_jack_without_a_trick() {
    // The Dutch review: 5, 4 and 4 tricks leave Dee none, and the rest gives Dee the J♦ and
    // J♣: the prompt goes to Dee (their box holds `rest`), not back to Cas.
    let mut m = game("knaves", 4);
    let answers = vec![
        line("tricks:5 JH"),
        line("tricks:4"),
        line("tricks:4 JS"),
        line("tricks:1 JD JC"),
        line("back"),
        line("tricks:3 JS"),
        Enter,
        Enter,
        line("quit"),
    ];
    let (_, prompter, store) = play_script(&mut m, answers);
    let text = prompter.text();
    assert_eq!(store.saves, 1, "{text}");
    let asked = asked(&prompter);
    assert_eq!(asked[3], "? Dee [rest]", "{asked:?}");
    assert!(
        text.contains("but no trick; give Dee's tricks too"),
        "{text}"
    );
    // 1 trick and two jacks would make 14 tricks: refused at Dee, corrected at Cas.
    assert_eq!(asked[4], "? Dee [tricks:1 JD JC]", "{asked:?}");
    assert_eq!(asked[5], "? Cas [tricks:4 JS]", "{asked:?}");
    assert_eq!(asked[6], "? Dee [rest]", "{asked:?}");
    // Ann 5 − 4 (the J♥), Bob 4, Cas 3 − 1 (the J♠), Dee 1 − 3 − 2 (the J♦ and J♣).
    assert_eq!(totals(&m), vec![1, 4, 2, -4]);
}

#[test]
fn a_rest_of_every_heart_is_said_as_all_the_hearts() {
    // The Dutch review's C12: a moon by the rest lists no thirteen hearts one by one.
    let nl = crate::words::Words::new(crate::words::Lang::Nl);
    let mut m = game("plain-hearts", 4);
    let mut store = Memory {
        disk: Some(m.clone()),
        ..Memory::default()
    };
    let mut prompter = Scripted::new(vec![line(""), line(""), line(""), line(""), line("stop")]);
    let _ = run(&nl, &mut prompter, &mut m, &mut store, &time);
    let text = prompter.text();
    assert!(
        text.contains("Dee krijgt de rest: alle 13 harten\n"),
        "{text}"
    );
}
