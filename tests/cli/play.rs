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
    table.keys("13\r");
    table.at_prompt("Cas:");
    table.keys("\r");
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
        screen.contains("🏆 Dee wins!")
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
