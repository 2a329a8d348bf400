//! Who plays: names typed, said back, refused and replaced, and the new match confirmed.
//! The S1 in its first test is a finding of the third pass at the table (issue 29).

use super::*;

#[test]
fn names_typed_at_who_plays_never_pick_a_table_the_match_is_confirmed_and_undo_takes_it_back() {
    // S1: with an earlier table on disk, "Tom, Kim, Lia, Max⏎" types names: the spaces pick
    // nothing and answer no later question. One Enter confirms the match before its file
    // exists; `undo` at the first prompt removes it again, after a question.
    let env = hartenjagen();
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
    table.expect("Which game?");
    table.keys("\r");
    table.sees(
        "Enter alone plays with Ann, Bob, Cas, Dee again. Esc goes back to the list of games.",
    );
    table.at_prompt("Players (4, clockwise, commas between):");
    table.keys("Tom, Kim, Lia, Max");
    table.at_prompt("Players (4, clockwise, commas between): Tom, Kim, Lia, Max");
    table.keys("\r");
    table.expect("Who deals first?");
    table.keys("\r");
    table.expect("How long?");
    table.keys("\r");
    table.sees("New hartenjagen match for Tom, Kim, Lia and Max, Tom deals, to 100? [Y/n]");
    assert_eq!(
        std::fs::read_dir(env.path("matches"))
            .map(Iterator::count)
            .ok(),
        Some(1),
        "no file before the answer"
    );
    table.keys("\r");
    table.expect("Hand 1: Tom deals");
    table.at_prompt("Tom:");
    assert_eq!(
        env.ok(&["history", "--json"]).matches("\"file\"").count(),
        2
    );
    table.keys("undo\r");
    table.sees(
        "Nothing is entered yet. Remove this hartenjagen match of Tom, Kim, Lia and Max altogether, file and all? [y/N]",
    );
    table.keys("y\r");
    table.expect("Removed: the match and its file are gone.");
    table.expect("What shall we play?");
    table.keys("\x03");
    assert_eq!(table.exit_code(), 130);
    let history: Value = serde_json::from_str(&env.ok(&["history", "--json"])).expect("JSON");
    assert_eq!(history.as_array().map(Vec::len), Some(1), "{history}");
    assert_eq!(history[0]["players"], json!(["Ann", "Bob", "Cas", "Dee"]));
}

#[test]
fn names_without_commas_are_said_back_n_goes_back_and_esc_goes_to_the_games_in_dutch() {
    // M7, as the grandparent: "Opa Oma Jan Els" is four names, confirmed by the same
    // question; `n` brings the line back, Esc empties it, Esc again goes to the games.
    let env = TestEnv::new();
    let mut table = Table::start(&env, "--lang nl play");
    table.expect("Welk spel?");
    table.keys("\r");
    table.expect("Esc gaat terug naar de lijst met spellen.");
    table.at_prompt("Spelers (4, met de klok mee, komma's ertussen):");
    table.keys("Opa Oma Jan Els\r");
    table.expect("Wie deelt eerst?");
    table.keys("\r");
    table.expect("Hoe lang spelen we?");
    table.keys("\r");
    table.sees("Nieuwe partij hartenjagen voor Opa, Oma, Jan en Els, Opa deelt, tot 100? [J/n]");
    table.keys("n\r");
    table.at_prompt("Spelers (4, met de klok mee, komma's ertussen): Opa Oma Jan Els");
    table.keys(ESC);
    table.at_prompt("Spelers (4, met de klok mee, komma's ertussen):");
    table.keys(ESC);
    table.expect("Welk spel?");
    table.wait("the game list again", |t| {
        t.rows().iter().any(|r| r.starts_with("> hartenjagen "))
    });
    table.keys("\x03");
    table.expect("Gestopt voordat er een partij begon; er is niets bewaard.");
    assert_eq!(table.exit_code(), 130);
    assert!(!std::path::Path::new(&env.path("matches")).exists());
}

#[test]
fn a_new_match_costs_one_enter_to_confirm_and_a_typical_hand_nine_keys() {
    // The README's counts: the confirmation is one Enter per match, not per hand.
    let env = TestEnv::new();
    let mut table = Table::start(&env, "play");
    let mut keys = 0;
    let mut press = |table: &mut Table, typed: &str| {
        keys += typed.chars().count();
        table.keys(typed);
    };
    table.expect("Which game?");
    press(&mut table, "\r");
    table.at_prompt("Players (4, clockwise, commas between):");
    press(&mut table, "Ann, Bob, Cas, Dee\r");
    table.expect("Who deals first?");
    press(&mut table, "\r");
    table.expect("How long?");
    press(&mut table, "\r");
    table.expect("? [Y/n]");
    press(&mut table, "\r");
    table.at_prompt("Ann:");
    assert_eq!(keys, 1 + 19 + 1 + 1 + 1, "the set-up, one Enter to confirm");
    let mut keys = 0;
    for (prompt, typed) in [("Ann:", "QS 3\r"), ("Bob:", "5\r"), ("Cas:", "\r")] {
        table.at_prompt(prompt);
        keys += typed.chars().count();
        table.keys(typed);
    }
    table.expect("Save?");
    keys += 1;
    table.keys("\r");
    table.expect("Hand 2: Bob deals");
    assert_eq!(keys, 9);
    table.at_prompt("Ann:");
    table.keys("quit\r");
    assert_eq!(table.exit_code(), 0);
}

#[test]
fn names_refused_are_replaced_by_the_names_typed_next() {
    // M1 at "Players": after "cancellation is played by 6 to 11 players, not 4", `Lia` is
    // what the box holds, not `Tom, Kim, Lia, MaxLia`.
    let env = TestEnv::new();
    let mut table = Table::start(&env, "play");
    table.expect("Which game?");
    table.keys("\r");
    table.at_prompt("Players (4, clockwise, commas between):");
    table.keys("Tom, Kim, Lia, Max, Zed\r");
    table.expect("not 5");
    table.at_prompt("Players (4, clockwise, commas between): Tom, Kim, Lia, Max, Zed");
    table.keys("Tom, Kim, Lia");
    table.at_prompt("Players (4, clockwise, commas between): Tom, Kim, Lia");
    table.keys(", Max\r");
    table.expect("Who deals first?");
    table.keys("\x03");
    assert_eq!(table.exit_code(), 130);
}
