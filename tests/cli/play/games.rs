//! What single games ask at the table: a chips game's length, Conquimbert's card points and
//! its cards out of play, Reversis and Slobberhannes's passes, Gong Zhu's exposed cards. The S1
//! of Conquimbert for five is a finding of the fourth pass at the table (issue 40).

use super::*;

#[test]
fn how_long_fits_a_chips_game() {
    // M4: Auction offers its hands and its chips, no target.
    let env = TestEnv::new();
    let mut table = Table::start(&env, "play");
    table.expect("Which game?");
    table.keys("auction");
    table.wait("auction filtered", |t| {
        t.rows().iter().any(|r| r.starts_with("> auction "))
    });
    table.keys("\r");
    table.at_prompt("Players (3 to 7, clockwise, commas between):");
    table.keys("Ann, Bob, Cas, Dee\r");
    table.expect("Who deals first?");
    table.keys("\r");
    table.wait("the lengths of a chips game", |t| {
        let rows = t.rows();
        rows.iter()
            .any(|r| r == "> Standard game (50 chips each, 8 hands)")
            && rows.iter().any(|r| r == "  Another number of chips each…")
            && !rows.iter().any(|r| r.contains("play to"))
    });
    table.keys("\x03");
    assert_eq!(table.exit_code(), 130);
}

#[test]
fn conquimbert_shows_the_card_points_before_saving() {
    // M10: each player's card points, before the Save question, show why Ann and Bob lose a
    // life.
    let env = started("conquimbert", "Ann,Bob,Cas,Dee");
    let mut table = Table::start(&env, "play");
    table.expect("What shall we play?");
    table.keys("\r");
    for (prompt, cards) in [
        ("Ann:", "AS AH AD"),
        ("Bob:", "AC TS TH"),
        ("Cas:", "TD TC KS KH"),
    ] {
        table.at_prompt(prompt);
        table.keys(&format!("{cards}\r"));
    }
    table.expect("Card points: Ann 33, Bob 31, Cas 26, Dee 18.");
    table.expect("Save?");
    table.keys("\r");
    table.expect("Hand 2: Bob deals");
    table.at_prompt("Ann:");
    table.keys("quit\r");
    assert_eq!(table.exit_code(), 0);
}

#[test]
fn reversis_offers_the_same_table_dealt_to_the_right_and_slobberhannes_refuses_a_pass() {
    // M8: one seat on from Ann, counter-clockwise, is Dee. M11: a game that never passes
    // refuses `pass left` at the prompt.
    let env = TestEnv::new();
    env.ok(&[
        "new",
        "--variant",
        "reversis",
        "--players",
        FOUR,
        "--hands",
        "1",
    ]);
    env.ok(&["record", "Ann=tricks:11 rest"]);
    let mut table = Table::start(&env, "play");
    table.wait("the same table again", |t| {
        t.rows().iter().any(|r| {
            r == "> Same table again: reversis with Ann, Bob, Cas and Dee, Dee deals first"
        })
    });
    table.keys("\r");
    table.expect("Hand 1: Dee deals");
    // The talon lies face down: the cards out of play are asked first (issue 40, S1).
    table.at_prompt("Out of play:");
    table.keys("quit\r");
    assert_eq!(table.exit_code(), 0);

    let env = started("slobberhannes", FOUR);
    let mut table = Table::start(&env, "play");
    table.expect("What shall we play?");
    table.keys("\r");
    table.at_prompt("Ann:");
    table.keys("pass left\r");
    table.expect("nobody passes in slobberhannes");
    table.at_prompt("Ann: pass left");
    table.keys(CTRL_U);
    table.at_prompt("Ann:");
    table.keys("quit\r");
    assert_eq!(table.exit_code(), 0);
    assert_eq!(env.status()["hands"].as_array().map(Vec::len), Some(0));
}

#[test]
fn gong_zhu_asks_once_a_hand_what_was_exposed_and_one_enter_says_nothing_on_80_by_24() {
    let env = started("gong-zhu", "Ann,Bob,Cas,Dee");
    let mut table = Table::start(&env, "play");
    table.expect("What shall we play?");
    table.keys("\r");
    table.expect("Whoever holds 2♠ leads the first trick.");
    table.at_prompt("Exposed before play? Enter = none:");
    table.keys("\r");
    table.at_prompt("Ann:");
    table.keys("QS AH\r");
    table.at_prompt("Bob:");
    table.keys("JD KH TC\r");
    table.at_prompt("Cas:");
    table.keys("QH JH TH 9H\r");
    table.expect("Hand 1: Ann −150, Bob +120, Cas −70, Dee −40. Save?");
    table.keys("\r");
    table.expect("Hand 2: Dee deals");
    table.expect("Ann (took the Q♠ last hand) leads the first trick.");
    table.at_prompt("Exposed before play? Enter = none:");
    table.keys("AH TC\r");
    table.at_prompt("Ann:");
    table.keys("KH QH\r");
    table.at_prompt("Bob:");
    table.keys("TC JD\r");
    table.at_prompt("Cas:");
    table.keys("\r");
    table.expect("Hand 2 (A♥ and 10♣ exposed): Ann −140, Bob +400, Cas 0, Dee −360. Save?");
    table.keys("\r");
    table.expect("Hand 3: Cas deals");
    table.at_prompt("Exposed before play? Enter = none:");
    assert!(
        table
            .rows()
            .iter()
            .all(|r| console::measure_text_width(r) <= 80)
    );
    table.keys("quit\r");
    assert_eq!(table.exit_code(), 0);
    let status = env.status();
    assert_eq!(status["hands"][1]["exposed"], json!(["A♥", "10♣"]));
    assert_eq!(
        status["totals"],
        json!({"Ann": -290, "Bob": 520, "Cas": -70, "Dee": -400})
    );
}

#[test]
fn conquimbert_for_five_asks_out_of_play_and_a_loader_named_there_moves_the_life_to_ann() {
    // S1: 2 cards lie face down. Named out of play, the A♣ is nobody's: Eva has 25, nobody
    // reaches 31, and Ann's 30 are the most.
    let env = started("conquimbert", "Ann,Bob,Cas,Dee,Eva");
    let mut table = Table::start(&env, "play");
    table.expect("What shall we play?");
    table.keys("\r");
    table.sees("Ann deals 10 cards each and 2 face down as the leftovers");
    table.at_prompt("Out of play:");
    table.keys("AC\r");
    for (prompt, cards) in [
        ("Ann:", "AH TH KH QH JH QD JD"),
        ("Bob:", "AS AD"),
        ("Cas:", "TS TD"),
        ("Dee:", ""),
    ] {
        table.at_prompt(prompt);
        table.keys(&format!("{cards}\r"));
    }
    table.sees(
        "Eva takes the rest (and the face-down card unless named out of play): K♠ Q♠ J♠ K♦ K♣ Q♣ J♣ 10♣",
    );
    table.sees("Out of play: A♣.");
    table.sees("Card points: Ann 30, Bob 22, Cas 20, Dee 0, Eva 25.");
    table.expect("Save?");
    assert!(
        table
            .rows()
            .iter()
            .all(|r| console::measure_text_width(r) <= 80)
    );
    table.keys("\r");
    table.expect("Hand 2: Bob deals");
    table.at_prompt("Out of play:");
    table.keys("quit\r");
    assert_eq!(table.exit_code(), 0);
    assert_eq!(
        env.status()["totals"],
        json!({"Ann": 2, "Bob": 3, "Cas": 3, "Dee": 3, "Eva": 3})
    );
}
