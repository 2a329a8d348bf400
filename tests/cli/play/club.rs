//! A club table at a terminal: a closed round, its hands played, and a new name at
//! `club arrive`.

use super::*;

#[test]
fn play_at_a_closed_rounds_club_table_says_so_before_anything_is_typed() {
    let env = TestEnv::new();
    env.ok(&["club", "new", "Tuesday", "--hands", "1"]);
    env.ok(&[
        "club",
        "start",
        "--players",
        "Ann,Bob,Cas,Dee",
        "--date",
        "2026-09-01",
    ]);
    env.ok(&["club", "draw"]);
    let players = crate::club_serve::seated(&env.json(&["club", "tables", "--json"]));
    env.ok(&[
        "club",
        "record",
        "--table",
        "1",
        &format!("{}=rest", players[0][0]),
    ]);
    env.ok(&["club", "close"]);
    let file = env.path("club/Tuesday/2026-09-01/r1-t1.toml");
    let mut table = Table::start(&env, &format!("play --file '{file}'"));
    table.expect("table 1 of round 1 is closed");
    assert_eq!(table.exit_code(), 1);
}

#[test]
fn play_at_a_club_table_that_has_played_its_hands_says_it_waits_for_the_next_draw() {
    let env = TestEnv::new();
    env.ok(&["club", "new", "Tuesday", "--hands", "1"]);
    env.ok(&[
        "club",
        "start",
        "--players",
        "Ann,Bob,Cas,Dee",
        "--date",
        "2026-09-01",
    ]);
    env.ok(&["club", "draw"]);
    let players = crate::club_serve::seated(&env.json(&["club", "tables", "--json"]));
    env.ok(&[
        "club",
        "record",
        "--table",
        "1",
        &format!("{}=rest", players[0][0]),
    ]);
    let file = env.path("club/Tuesday/2026-09-01/r1-t1.toml");
    let mut table = Table::start(&env, &format!("play --file '{file}'"));
    table.expect("table 1 has played its hand of round 1");
    assert!(!table.screen_text().contains("hartenjagen new"));
    assert_eq!(table.exit_code(), 1);
}

#[test]
fn a_new_name_at_club_arrive_is_asked_about_at_a_terminal_and_enter_says_no() {
    let env = TestEnv::new();
    env.ok(&["club", "new", "Tuesday", "--players", "Ann,Bob,Cas,Dee,Mo"]);
    env.ok(&[
        "club",
        "start",
        "--players",
        "Ann,Bob,Cas,Dee",
        "--date",
        "2026-09-01",
    ]);
    let mut table = Table::start(&env, "club arrive Moo");
    table.expect("Moo has never played in this club: add Moo? Did you mean Mo?");
    table.keys("\r");
    // The refusal wraps at spaces on the terminal (issue 40, C2).
    table.sees("give --new to add Moo");
    assert_eq!(table.exit_code(), 1);
    let mut table = Table::start(&env, "club arrive Moo");
    table.expect("add Moo?");
    table.keys("y");
    table.expect("Moo is here");
    assert_eq!(table.exit_code(), 0);
}
