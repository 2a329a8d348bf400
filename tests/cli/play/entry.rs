//! The entry box: a command after a refused entry, what was typed before an undo, a refused
//! entry replaced or edited, and an Enter typed ahead of the save question.

use super::*;

#[test]
fn the_box_clears_and_moves_a_command_after_a_refused_entry_is_the_command_and_n_goes_to_the_first_player()
 {
    // M1: `back` typed after the refused "QX" (replacing it) goes back; Ctrl-U, Home, End (Ctrl-A, Ctrl-E)
    // and Esc edit the box. M2: `n` at Save goes back to Ann, every entry kept.
    let env = hartenjagen();
    let mut table = Table::start(&env, "play");
    table.expect("What shall we play?");
    table.keys("\r");
    table.at_prompt("Ann:");
    table.keys("QS 3\r");
    table.at_prompt("Bob:");
    table.keys("QX\r");
    table.expect("\"QX\" is not a card");
    table.at_prompt("Bob: QX");
    // What is typed after a refusal replaces the refused text (issue 40, M1).
    table.keys("back");
    table.at_prompt("Bob: back");
    table.keys("\r");
    table.at_prompt("Ann: QS 3");
    table.keys(CTRL_U);
    table.at_prompt("Ann:");
    table.keys("3");
    table.keys(CTRL_A);
    table.keys("QS ");
    table.keys(CTRL_E);
    table.keys("x");
    table.at_prompt("Ann: QS 3x");
    table.keys("\x1b[H");
    table.keys("\x1b[3~");
    table.at_prompt("Ann: S 3x");
    table.keys(ESC);
    table.at_prompt("Ann:");
    table.keys("QS 3\r");
    table.at_prompt("Bob:");
    table.keys("5\r");
    table.at_prompt("Cas:");
    table.keys("\r");
    table.expect("Save?");
    table.keys("n\r");
    table.expect("Not saved.");
    table.at_prompt("Ann: QS 3");
    table.keys("\r");
    table.at_prompt("Bob: 5");
    table.keys("\x7f6\r");
    table.at_prompt("Cas:");
    table.keys("\r");
    table.expect("Save?");
    table.keys("\r");
    table.expect("Hand 2: Bob deals");
    table.at_prompt("Ann:");
    table.keys("quit\r");
    assert_eq!(table.exit_code(), 0);
    assert_eq!(
        env.status()["totals"],
        json!({"Ann": 16, "Bob": 6, "Cas": 0, "Dee": 4})
    );
}

#[test]
fn after_an_undo_mid_hand_what_was_typed_is_asked_about_in_dutch() {
    // M6: Ann's 2 was typed for hand 2; after `ongedaan` the table says whether it stays for
    // hand 1 (Enter: no), and sees the standings again.
    let env = hartenjagen();
    env.ok(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"]);
    let mut table = Table::start(&env, "--lang nl play");
    table.expect("Wat gaan we spelen?");
    table.keys("\r");
    table.expect("Ronde 2: Bob deelt");
    table.at_prompt("Ann:");
    table.keys("2\r");
    table.at_prompt("Bob:");
    table.keys("ongedaan\r");
    table.sees("Ronde 1 weghalen (Ann deelde; Ann +16, Bob +5, Cas 0, Dee +5)? [j/N]");
    table.keys("j\r");
    table.expect("Weggehaald.");
    table.sees("Wat je voor ronde 2 typte (Ann: 2), staat er nog. Laten staan voor ronde 1? [j/N]");
    table.keys("\r");
    table.expect("Weggehaald: ronde 1 begint leeg.");
    table.expect("Ronde 1: Ann deelt");
    table.at_prompt("Ann:");
    table.keys("stop\r");
    assert_eq!(table.exit_code(), 0);
    assert_eq!(env.status()["hands"].as_array().map(Vec::len), Some(0));
}

#[test]
fn a_refused_entry_is_replaced_by_what_is_typed_next_and_edited_by_backspace() {
    // M1: `JD` refused, then ` AH KH`: the box holds ` AH KH`, not `JD AH KH`. At Bob, QX
    // refused and one Backspace: `Q`, then `S 3`.
    let env = hartenjagen();
    let mut table = Table::start(&env, "play");
    table.expect("What shall we play?");
    table.keys("\r");
    table.at_prompt("Ann:");
    table.keys("JD\r");
    table.expect("J♦ scores nothing in hartenjagen");
    table.at_prompt("Ann: JD");
    table.keys(" AH KH");
    table.at_prompt("Ann:  AH KH");
    table.keys("\r");
    table.at_prompt("Bob:");
    table.keys("QX\r");
    table.expect("\"QX\" is not a card");
    table.at_prompt("Bob: QX");
    table.keys("\x7f");
    table.at_prompt("Bob: Q");
    table.keys("S\r");
    table.at_prompt("Cas:");
    // `right` refused at a card prompt, then the cards typed over it.
    table.keys("right\r");
    table.expect("\"right\" is not a card");
    table.at_prompt("Cas: right");
    table.keys("3\r");
    table.expect("Dee takes the rest");
    table.expect("Save?");
    table.keys("\r");
    table.expect("Hand 2: Bob deals");
    table.at_prompt("Ann:");
    table.keys("quit\r");
    assert_eq!(table.exit_code(), 0);
    assert_eq!(
        env.status()["totals"],
        json!({"Ann": 2, "Bob": 13, "Cas": 3, "Dee": 8})
    );
}

#[test]
fn an_enter_typed_ahead_of_the_save_question_does_not_answer_it() {
    // M11: `5⏎ ⏎ ⏎`: the second Enter, typed for Dee before the question was drawn, is
    // dropped; the question waits, and `n` answers it.
    let env = hartenjagen();
    let mut table = Table::start(&env, "play");
    table.expect("What shall we play?");
    table.keys("\r");
    table.at_prompt("Ann:");
    table.keys("QS 3\r");
    table.at_prompt("Bob:");
    table.keys("5\r");
    table.at_prompt("Cas:");
    table.keys("\r\r");
    table.expect("Save?");
    table.keys("n\r");
    table.expect("Not saved.");
    table.at_prompt("Ann: QS 3");
    table.keys("quit\r");
    assert_eq!(table.exit_code(), 0);
    assert_eq!(env.status()["hands"].as_array().map(Vec::len), Some(0));
}
