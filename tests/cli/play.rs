//! `play` in a real pseudo-terminal of 80×24: the game picker, a hand typed key by key with a
//! typo and `back`, commands that leave the box empty, `undo` answered with Enter, the end
//! with its ranking, Ctrl-C and a resume; then the match file is checked. What the screen
//! shows is rebuilt with a terminal emulator (`vt100`), so "visible" means on the 24 rows.
//! The binary starts under `stty -icanon -isig -iexten -echo` so that no key is eaten between
//! prompts (see STYLE.md).

use super::*;
use expectrl::process::unix::WaitStatus;
use expectrl::{Eof, Expect, Session};

type Pty = expectrl::session::OsSession;

const ROWS: u16 = 24;
const COLUMNS: u16 = 80;

/// `play` in a pseudo-terminal, and the screen it draws.
struct Table {
    session: Pty,
    screen: vt100::Parser,
    /// Everything printed so far (escape sequences included).
    printed: String,
    /// How far `expect` has read `printed`.
    seen: usize,
}

impl Table {
    fn start(env: &TestEnv, args: &str) -> Table {
        let bin = assert_cmd::cargo::cargo_bin!("hartenjagen");
        let mut command = std::process::Command::new("sh");
        command
            .arg("-c")
            .arg(format!(
                "stty -icanon -isig -iexten -echo min 1 time 0 rows {ROWS} cols {COLUMNS} && exec '{}' {args}",
                bin.display()
            ))
            .env("HARTENJAGEN_HOME", env.path(""))
            .env("NO_COLOR", "1")
            .env("TERM", "xterm");
        let mut session =
            Session::spawn(command).expect("cannot start hartenjagen in a pseudo-terminal");
        session
            .get_process_mut()
            .set_window_size(COLUMNS, ROWS)
            .expect("cannot size the pseudo-terminal");
        Table {
            session,
            screen: vt100::Parser::new(
                std::num::NonZeroU16::new(ROWS).expect("rows"),
                std::num::NonZeroU16::new(COLUMNS).expect("columns"),
                0,
            ),
            printed: String::new(),
            seen: 0,
        }
    }

    /// Reads what the program printed so far.
    fn pump(&mut self) {
        let mut buffer = [0u8; 4096];
        while let Ok(n) = self.session.try_read(&mut buffer) {
            if n == 0 {
                break;
            }
            self.screen.process(&buffer[..n]);
            self.printed
                .push_str(&String::from_utf8_lossy(&buffer[..n]));
        }
    }

    /// Waits (20 s at most) until `done` holds for the table.
    fn wait(&mut self, what: &str, done: impl Fn(&Table) -> bool) {
        let deadline = std::time::Instant::now() + Duration::from_secs(20);
        loop {
            self.pump();
            if done(self) {
                return;
            }
            if std::time::Instant::now() > deadline {
                panic!("waiting for {what}; the screen:\n{}", self.screen_text());
            }
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// Waits until `text` is printed (after what earlier calls found).
    fn expect(&mut self, text: &str) {
        self.wait(text, |t| t.printed[t.seen..].contains(text));
        let at = self.printed[self.seen..].find(text).unwrap_or(0);
        self.seen += at + text.len();
    }

    /// Waits until the cursor's row reads exactly `row` (trailing spaces aside): a prompt and
    /// what stands in its box.
    fn at_prompt(&mut self, row: &str) {
        self.wait(&format!("the prompt {row:?}"), |t| t.cursor_row() == row);
    }

    /// Waits until the screen shows `text`, a sentence wrapped over several rows included
    /// (the rows are read joined by spaces).
    fn sees(&mut self, text: &str) {
        self.wait(text, |t| {
            t.rows()
                .iter()
                .map(|r| r.trim())
                .collect::<Vec<_>>()
                .join(" ")
                .contains(text)
        });
    }

    fn keys(&mut self, keys: &str) {
        self.session
            .send(keys)
            .expect("cannot type into the pseudo-terminal");
    }

    fn screen_text(&self) -> String {
        self.screen.screen().contents()
    }

    fn rows(&self) -> Vec<String> {
        self.screen
            .screen()
            .rows(0, COLUMNS)
            .map(|r| r.trim_end().to_string())
            .collect()
    }

    fn cursor_row(&self) -> String {
        let (row, _) = self.screen.screen().cursor_position();
        self.rows()[usize::from(row)].clone()
    }

    fn exit_code(mut self) -> i32 {
        let _ = self.session.expect(Eof);
        match self
            .session
            .get_process()
            .wait()
            .expect("cannot wait for hartenjagen")
        {
            WaitStatus::Exited(_, code) => code,
            other => panic!("hartenjagen did not exit normally: {other:?}"),
        }
    }
}

/// Six games of the user's own beside the built-ins: more than an 80×24 screen can list.
fn with_many_games(env: &TestEnv) {
    for n in 1..=6 {
        env.write_variant(
            &format!("house-{n}"),
            &format!("extends = \"hartenjagen\"\ndescription = \"House rules number {n}\"\n[end]\ntarget = {}\n", 40 + n),
        );
    }
}

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

// At the table, third pass (issue 29): each finding at 80×24.

const DOWN: &str = "\x1b[B";
const ESC: &str = "\x1b";
const CTRL_U: &str = "\x15";
const CTRL_A: &str = "\x01";
const CTRL_E: &str = "\x05";

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

// At the table, fourth pass (issue 40): each finding at 80×24.

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
