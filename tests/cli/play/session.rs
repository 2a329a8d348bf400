//! A session at the table: a game picked and a hand typed with a typo and `back`, a resume,
//! the end with its ranking and the same table again, Ctrl-C, no terminal, and where the next
//! start begins.

use super::*;

#[test]
fn play_picks_a_game_on_80_by_24_takes_a_hand_with_a_typo_and_back_and_ctrl_c_keeps_it() {
    let env = TestEnv::new();
    with_many_games(&env);
    let mut table = Table::start(&env, "play");
    table.wait("the game picker", |t| {
        t.rows().iter().any(|r| r.starts_with("> hartenjagen "))
    });
    let rows = table.rows();
    assert!(
        rows.iter()
            .any(|r| r.starts_with("Which game? (type to filter)")),
        "the question is on screen:\n{}",
        table.screen_text()
    );
    assert!(rows.iter().all(|r| console::measure_text_width(r) <= 80));
    // Typing filters the list.
    table.keys("omni");
    table.wait("the list filtered", |t| {
        t.rows().iter().any(|r| r.starts_with("> omnibus "))
            && !t.rows().iter().any(|r| r.contains("heart-hunter"))
    });
    table.keys("\r");
    table.expect("Players (4, clockwise, commas between)");
    table.keys("Ann, Bob, Cas, Dee\r");
    table.expect("Who deals first?");
    table.keys("\r");
    table.expect("How long?");
    table.keys("\r");
    // One Enter confirms the match, before its file exists.
    table.expect("New omnibus match for Ann, Bob, Cas and Dee, Ann deals, to 100? [Y/n]");
    table.keys("\r");
    table.at_prompt("Ann:");
    table.keys("QX\r");
    table.expect("\"QX\" is not a card");
    // The wrong entry stands ready to be corrected: rub it out first.
    table.at_prompt("Ann: QX");
    table.keys("\x7f\x7fQS 3\r");
    table.at_prompt("Bob:");
    table.keys("5\r");
    table.at_prompt("Cas:");
    // Bob took 6, not 5: back, one Backspace, the right number.
    table.keys("back\r");
    table.at_prompt("Bob: 5");
    table.keys("\x7f6\r");
    table.at_prompt("Cas:");
    table.keys("\r");
    table.expect("Dee takes the rest: J♦ 4");
    table.expect("Save?");
    table.keys("\r");
    table.expect("Hand 2: Bob deals");
    table.at_prompt("Ann:");
    table.keys("\x03");
    assert_eq!(table.exit_code(), 130);

    let status = env.status();
    assert_eq!(status["variant"], "omnibus");
    assert_eq!(status["hands"].as_array().map(Vec::len), Some(1));
    assert_eq!(
        status["totals"],
        json!({"Ann": 16, "Bob": 6, "Cas": 0, "Dee": -6})
    );
}

#[test]
fn play_resumes_with_the_standings_a_command_leaves_an_empty_box_and_undo_with_enter_keeps_the_hand()
 {
    let env = hartenjagen();
    env.ok(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"]);
    let mut table = Table::start(&env, "");
    table.expect("│ Total");
    table.expect("What shall we play?");
    table.wait("Continue preselected", |t| {
        t.rows()
            .iter()
            .any(|r| r.starts_with("> Continue: hartenjagen with Ann, Bob, Cas and Dee, hand 2"))
    });
    table.keys("\r");
    table.expect("Hand 2: Bob deals");
    table.at_prompt("Ann:");
    table.keys("dealer cas\r");
    table.expect("Cas deals this hand.");
    table.at_prompt("Ann:");
    table.keys("QS\r");
    table.at_prompt("Bob:");
    table.keys("undo\r");
    table.expect("Remove hand 1 (Ann dealt; Ann +16, Bob +5, Cas 0, Dee +5)?");
    table.keys("\r");
    table.expect("Nothing removed.");
    table.at_prompt("Bob:");
    // Every card is entered: Cas is not asked.
    table.keys("13\r");
    table.expect("Cas and Dee take nothing: everything is entered.");
    table.expect("Save?");
    table.keys("\r");
    table.expect("Hand 3: Dee deals");
    table.at_prompt("Ann:");
    table.keys("quit\r");
    table.expect("Everything confirmed so far is saved");
    assert_eq!(table.exit_code(), 0);
    let status = env.status();
    assert_eq!(status["hands"][1]["dealer"], "Cas");
    assert_eq!(
        status["totals"],
        json!({"Ann": 29, "Bob": 18, "Cas": 0, "Dee": 5})
    );
}

#[test]
fn the_end_shows_the_ranking_on_screen_and_offers_the_same_table_again() {
    let env = TestEnv::new();
    env.ok(&["new", "--players", "Ann,Bob,Cas,Dee", "--hands", "1"]);
    let mut table = Table::start(&env, "play");
    table.expect("What shall we play?");
    table.keys("\r");
    table.at_prompt("Ann:");
    table.keys("QS 1\r");
    table.at_prompt("Bob:");
    table.keys("5\r");
    table.at_prompt("Cas:");
    table.keys("4\r");
    table.expect("Save?");
    table.keys("\r");
    table.expect("Play again?");
    table.wait("the ranking and the offer", |t| {
        let screen = t.screen_text();
        // The final table stays in view above the ranking (issue 40, C9).
        screen.contains("│ Total")
            && screen.contains("🏆 Dee wins!")
            && screen.contains("1st  Dee      3")
            && screen.contains("4th  Ann     14")
            && screen.contains(
                "> Same table again: hartenjagen with Ann, Bob, Cas and Dee, Bob deals first",
            )
    });
    assert!(
        table
            .rows()
            .iter()
            .all(|r| console::measure_text_width(r) <= 80)
    );
    // Same table again: a new match, Bob dealing.
    table.keys("\r");
    table.expect("Hand 1: Bob deals");
    table.at_prompt("Ann:");
    table.keys("quit\r");
    assert_eq!(table.exit_code(), 0);
    let history = env.ok(&["history", "--json"]);
    let matches: Value = serde_json::from_str(&history).expect("history --json is JSON");
    assert_eq!(matches.as_array().map(Vec::len), Some(2));
}

#[test]
fn ctrl_c_before_a_match_exists_says_nothing_was_saved() {
    let env = TestEnv::new();
    let mut table = Table::start(&env, "play");
    table.expect("Which game?");
    table.keys("\r");
    table.expect("Players (4, clockwise, commas between)");
    table.keys("\x03");
    table.expect("Stopped before a match was started; nothing was saved.");
    assert_eq!(table.exit_code(), 130);
    assert!(!std::path::Path::new(&env.path("matches")).exists());
}

#[test]
fn play_without_a_terminal_points_to_record() {
    let env = TestEnv::new();
    let stderr = env.fails(&["play"]);
    assert_eq!(
        stderr.trim_end(),
        "error: play needs a terminal; use `hartenjagen record` to enter hands from a script"
    );
    assert_eq!(env.fails(&[]), stderr, "bare hartenjagen is play");
}

#[test]
fn export_html_on_a_terminal_says_in_one_line_to_redirect_it_and_pours_nothing() {
    // Issue 40, newcomer M5: 10 KB of HTML filled the screen.
    let env = started("hartenjagen", "Ann,Bob,Cas,Dee");
    env.ok(&["record", "Ann=QS", "Bob=rest"]);
    let mut table = Table::start(&env, "export --format html");
    table.sees("hartenjagen export --format html > report.html");
    let printed = table.printed.clone();
    assert_eq!(table.exit_code(), 0);
    assert!(!printed.contains("<html"), "{printed}");
    // Into a file (not a terminal) the report is written whole.
    assert_contains(&env.ok(&["export", "--format", "html"]), "<html");
}

#[test]
fn ctrl_c_and_next_on_a_finished_match_wrap_at_spaces() {
    // C2: one-line messages break between words at 80 columns.
    let env = hartenjagen();
    let mut table = Table::start(&env, "play");
    table.expect("What shall we play?");
    table.keys("\r");
    table.at_prompt("Ann:");
    table.keys("\x03");
    table.sees(
        "Stopped. Every confirmed hand is saved; `hartenjagen play` picks up where you left off.",
    );
    assert_eq!(table.exit_code(), 130);

    let env = TestEnv::new();
    env.ok(&["new", "--players", FOUR, "--hands", "1"]);
    env.ok(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"]);
    let mut table = Table::start(&env, "next");
    table.sees("or run `hartenjagen` to play the same table again");
    assert!(
        table
            .rows()
            .iter()
            .all(|r| console::measure_text_width(r) <= 80)
    );
    assert_eq!(table.exit_code(), 1);
}

#[test]
fn after_a_finished_match_the_next_start_shows_its_standings_above_the_offer() {
    // C9: the standings first, then "Same table again / Start a new match".
    let env = TestEnv::new();
    env.ok(&["new", "--players", FOUR, "--hands", "1"]);
    env.ok(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"]);
    let mut table = Table::start(&env, "");
    table.wait("the standings above the offer", |t| {
        let rows = t.rows();
        let total = rows.iter().position(|r| r.contains("│ Total"));
        let again = rows
            .iter()
            .position(|r| r.starts_with("> Same table again"));
        matches!((total, again), (Some(total), Some(again)) if total < again)
    });
    table.keys("\x03");
    assert_eq!(table.exit_code(), 130);
}

#[test]
fn the_game_list_and_enter_alone_start_from_the_last_match_made_even_with_new_date() {
    // C8: cancellation played first, then Opa's table typed in afterwards with `new --date`.
    let env = TestEnv::new();
    env.ok(&[
        "new",
        "--variant",
        "cancellation",
        "--players",
        "Ann,Bob,Cas,Dee,Eve,Fay",
    ]);
    env.ok(&[
        "new",
        "--date",
        "2026-11-24T20:00",
        "--players",
        "Opa,Oma,Jan,Els",
    ]);
    let mut table = Table::start(&env, "play");
    table.expect("What shall we play?");
    table.wait("the menu", |t| {
        t.rows().iter().any(|r| r.starts_with("> Continue: "))
    });
    table.keys(DOWN);
    table.wait("a new match highlighted", |t| {
        t.rows().iter().any(|r| r == "> Start a new match")
    });
    table.keys("\r");
    table.wait("hartenjagen first", |t| {
        t.rows().iter().any(|r| r.starts_with("> hartenjagen "))
    });
    table.keys("\r");
    table.sees("Enter alone plays with Opa, Oma, Jan, Els again.");
    table.keys("\x03");
    assert_eq!(table.exit_code(), 130);
}
