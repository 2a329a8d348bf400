//! `play` in a real pseudo-terminal of 80×24: the game picker, a hand typed key by key with a
//! typo and `back`, commands that leave the box empty, `undo` answered with Enter, the end
//! with its ranking, Ctrl-C and a resume; then the match file is checked. What the screen
//! shows is rebuilt with a terminal emulator (`vt100`), so "visible" means on the 24 rows.
//! The binary starts under `stty -icanon -isig -iexten -echo` so that no key is eaten between
//! prompts (see STYLE.md).

use super::*;
use expectrl::process::unix::WaitStatus;
use expectrl::{Eof, Expect, Session};

mod club;
mod entry;
mod games;
mod session;
mod who_plays;

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

const DOWN: &str = "\x1b[B";
const ESC: &str = "\x1b";
const CTRL_U: &str = "\x15";
const CTRL_A: &str = "\x01";
const CTRL_E: &str = "\x05";
