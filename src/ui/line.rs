//! The line editor behind every typed answer of `play`: a box that starts with the text to
//! correct, where Backspace, Delete and the arrows edit as everywhere, Home and End (Ctrl-A,
//! Ctrl-E) go to its ends, Ctrl-U and Esc empty it, Ctrl-W rubs out a word, Ctrl-K the rest of
//! the line, and ↑ and ↓ bring back lines offered beforehand (earlier tables at "Who plays?").
//! Esc on an empty box leaves the question where the question allows it.
//!
//! dialoguer's `Input` has no Home, End, Ctrl-U or Esc, and redraws only the last row of a
//! prompt that wraps; this one keeps the whole prompt and the box in view as they wrap, and
//! leaves one line behind: the question and the answer. [`Line`] is the editing alone (keys in,
//! text out), so it is tested without a terminal; [`read`] draws it on one.

use console::{Key, Term};
use unicode_width::UnicodeWidthChar;

/// What a key did to the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Still editing.
    Editing,
    /// Enter: the line as it stands.
    Done(String),
    /// Esc on an empty box, where the question may be left.
    Leave,
}

/// A line being edited: its characters and the cursor, and the lines ↑ and ↓ bring back.
#[derive(Clone, Debug)]
pub struct Line {
    chars: Vec<char>,
    cursor: usize,
    recall: Vec<String>,
    /// Which recalled line is in the box (`None`: what was typed).
    recalled: Option<usize>,
    /// What was typed before ↑ replaced it, for ↓ to bring back.
    typed: Vec<char>,
    /// Whether Esc on an empty box leaves the question.
    may_leave: bool,
    /// The text in the box was refused: the first printable key (or a paste) replaces it, a
    /// key that moves or deletes edits it.
    selected: bool,
}

impl Line {
    /// A box holding `initial`, the cursor at its end.
    pub fn new(initial: &str, recall: &[String], may_leave: bool) -> Line {
        let chars: Vec<char> = initial.chars().collect();
        Line {
            cursor: chars.len(),
            chars,
            recall: recall.to_vec(),
            recalled: None,
            typed: Vec::new(),
            may_leave,
            selected: false,
        }
    }

    /// A box holding the refused text `refused`, selected: what is typed next replaces it,
    /// and ←, →, Backspace, Delete, Home or End edit it instead.
    pub fn refused(refused: &str, recall: &[String], may_leave: bool) -> Line {
        Line {
            selected: !refused.is_empty(),
            ..Line::new(refused, recall, may_leave)
        }
    }

    /// Whether the text in the box is the refused text, selected to be replaced.
    pub fn is_selected(&self) -> bool {
        self.selected
    }

    /// The text in the box.
    pub fn text(&self) -> String {
        self.chars.iter().collect()
    }

    /// The text before the cursor.
    pub fn before_cursor(&self) -> String {
        self.chars[..self.cursor].iter().collect()
    }

    fn replace(&mut self, chars: Vec<char>) {
        self.cursor = chars.len();
        self.chars = chars;
    }

    /// Applies one key.
    pub fn key(&mut self, key: &Key) -> Outcome {
        if self.selected {
            match key {
                // A printable key (the first of a paste too) replaces the refused text.
                Key::Char(c) if !c.is_control() => {
                    self.selected = false;
                    self.replace(vec![*c]);
                    return Outcome::Editing;
                }
                // Keys that move, delete or empty edit it, as in any box.
                Key::Backspace
                | Key::Del
                | Key::ArrowLeft
                | Key::ArrowRight
                | Key::ArrowUp
                | Key::ArrowDown
                | Key::Home
                | Key::End
                | Key::Escape
                | Key::Char(_) => self.selected = false,
                _ => {}
            }
        }
        match key {
            Key::Enter => return Outcome::Done(self.text()),
            Key::Escape if self.chars.is_empty() && self.may_leave => return Outcome::Leave,
            // Esc and Ctrl-U empty the box.
            Key::Escape | Key::Char('\u{15}') => self.replace(Vec::new()),
            // Ctrl-K: the rest of the line.
            Key::Char('\u{0b}') => self.chars.truncate(self.cursor),
            // Ctrl-W: the word before the cursor.
            Key::Char('\u{17}') => {
                let mut start = self.cursor;
                while start > 0 && self.chars[start - 1].is_whitespace() {
                    start -= 1;
                }
                while start > 0 && !self.chars[start - 1].is_whitespace() {
                    start -= 1;
                }
                self.chars.drain(start..self.cursor);
                self.cursor = start;
            }
            Key::Backspace if self.cursor > 0 => {
                self.cursor -= 1;
                self.chars.remove(self.cursor);
            }
            Key::Del if self.cursor < self.chars.len() => {
                self.chars.remove(self.cursor);
            }
            Key::ArrowLeft if self.cursor > 0 => self.cursor -= 1,
            Key::ArrowRight if self.cursor < self.chars.len() => self.cursor += 1,
            // Ctrl-A and Ctrl-E come as Home and End.
            Key::Home => self.cursor = 0,
            Key::End => self.cursor = self.chars.len(),
            Key::ArrowUp if !self.recall.is_empty() => {
                let next = match self.recalled {
                    None => {
                        self.typed = self.chars.clone();
                        0
                    }
                    Some(at) => (at + 1).min(self.recall.len() - 1),
                };
                self.recalled = Some(next);
                self.replace(self.recall[next].chars().collect());
            }
            Key::ArrowDown => match self.recalled {
                Some(0) => {
                    self.recalled = None;
                    let typed = std::mem::take(&mut self.typed);
                    self.replace(typed);
                }
                Some(at) => {
                    self.recalled = Some(at - 1);
                    self.replace(self.recall[at - 1].chars().collect());
                }
                None => {}
            },
            Key::Char(c) if !c.is_control() => {
                self.chars.insert(self.cursor, *c);
                self.cursor += 1;
            }
            _ => {}
        }
        Outcome::Editing
    }
}

/// Where text written from `at` leaves the cursor on a screen `columns` wide: a newline goes
/// to the start of the next row, a character that does not fit on the row wraps, and escape
/// sequences (colour) take no room. A row filled to the last column counts as full, the
/// cursor still on it (`column == columns`), as terminals keep it until the next character.
fn advance(mut at: (usize, usize), text: &str, columns: usize) -> (usize, usize) {
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            '\n' => at = (at.0 + 1, 0),
            '\r' => at.1 = 0,
            '\x1b' => {
                // CSI sequences end with a letter.
                for c in chars.by_ref() {
                    if c.is_ascii_alphabetic() {
                        break;
                    }
                }
            }
            c => {
                let width = c.width().unwrap_or(0);
                if at.1 + width > columns {
                    at = (at.0 + 1, 0);
                }
                at.1 += width;
            }
        }
    }
    at
}

/// A row filled to its last column, as the start of the next one.
fn settle(at: (usize, usize), columns: usize) -> (usize, usize) {
    if at.1 >= columns { (at.0 + 1, 0) } else { at }
}

/// How the prompt and the box are drawn: `head` is the prompt as the theme formats it (it may
/// hold newlines), and the cursor's row below the head's first row is remembered between
/// drawings.
struct Drawn {
    head: String,
    columns: usize,
    /// The cursor's row, counted from the head's first row.
    row: usize,
}

impl Drawn {
    /// What redraws the head and `line` from the head's first row and puts the cursor where
    /// the line's cursor is.
    fn frame(&mut self, line: &Line) -> String {
        let mut out = String::new();
        if self.row > 0 {
            out.push_str(&format!("\x1b[{}A", self.row));
        }
        out.push_str("\r\x1b[J");
        out.push_str(&self.head);
        let text = line.text();
        if line.is_selected() && console::colors_enabled_stderr() {
            // Reverse video: the refused text stands selected, ready to be typed over.
            out.push_str(&format!("\x1b[7m{text}\x1b[27m"));
        } else {
            out.push_str(&text);
        }
        let end = advance((0, 0), &format!("{}{text}", self.head), self.columns);
        // A full last row: go down to the next one, so the cursor has a place to stand.
        let end = if end.1 >= self.columns {
            out.push_str("\r\n");
            (end.0 + 1, 0)
        } else {
            end
        };
        let cursor = settle(
            advance(
                (0, 0),
                &format!("{}{}", self.head, line.before_cursor()),
                self.columns,
            ),
            self.columns,
        );
        if end.0 > cursor.0 {
            out.push_str(&format!("\x1b[{}A", end.0 - cursor.0));
        }
        out.push('\r');
        if cursor.1 > 0 {
            out.push_str(&format!("\x1b[{}C", cursor.1));
        }
        self.row = cursor.0;
        out
    }

    /// What clears the head and the box, leaving the cursor at the start of the head's row.
    fn clear(&mut self) -> String {
        let mut out = String::new();
        if self.row > 0 {
            out.push_str(&format!("\x1b[{}A", self.row));
        }
        out.push_str("\r\x1b[J");
        self.row = 0;
        out
    }
}

/// Reads a line on `term` after `head` (the formatted prompt), starting from `line`; at the
/// end the head and the box are replaced by `report(text)` (the question and the answer).
/// `None` when the question was left with Esc.
pub fn read(
    term: &Term,
    head: &str,
    mut line: Line,
    report: impl Fn(&str) -> String,
) -> std::io::Result<Option<String>> {
    if !term.is_term() {
        // Keys cannot be read from a pipe or a file; `play` says it needs a terminal.
        return Err(std::io::Error::new(
            std::io::ErrorKind::NotConnected,
            "not a terminal",
        ));
    }
    let columns = usize::from(term.size().1).max(20);
    let mut drawn = Drawn {
        head: head.to_string(),
        columns,
        row: 0,
    };
    term.write_str(&drawn.frame(&line))?;
    term.flush()?;
    loop {
        let key = term.read_key()?;
        match line.key(&key) {
            Outcome::Editing => term.write_str(&drawn.frame(&line))?,
            Outcome::Done(text) => {
                term.write_str(&drawn.clear())?;
                term.write_str(&report(&text))?;
                term.write_str("\n")?;
                term.flush()?;
                return Ok(Some(text));
            }
            Outcome::Leave => {
                term.write_str(&drawn.clear())?;
                term.flush()?;
                return Ok(None);
            }
        }
        term.flush()?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(line: &mut Line, text: &str) {
        for c in text.chars() {
            line.key(&Key::Char(c));
        }
    }

    #[test]
    fn typing_goes_at_the_cursor_and_home_end_and_the_arrows_move_it() {
        let mut line = Line::new("QS", &[], false);
        typed(&mut line, " 3");
        assert_eq!(line.text(), "QS 3");
        line.key(&Key::Home);
        typed(&mut line, "JD ");
        assert_eq!(line.text(), "JD QS 3");
        line.key(&Key::End);
        line.key(&Key::ArrowLeft);
        line.key(&Key::Backspace);
        assert_eq!(line.text(), "JD QS3");
        line.key(&Key::Del);
        assert_eq!(line.text(), "JD QS");
        assert_eq!(line.key(&Key::Enter), Outcome::Done("JD QS".to_string()));
    }

    #[test]
    fn ctrl_u_and_esc_empty_the_box_and_esc_on_an_empty_box_leaves_only_where_allowed() {
        let mut line = Line::new("tricks:3", &[], true);
        line.key(&Key::Char('\u{15}'));
        assert_eq!(line.text(), "");
        typed(&mut line, "back");
        assert_eq!(line.key(&Key::Escape), Outcome::Editing);
        assert_eq!(line.text(), "");
        assert_eq!(line.key(&Key::Escape), Outcome::Leave);
        let mut line = Line::new("", &[], false);
        assert_eq!(line.key(&Key::Escape), Outcome::Editing);
    }

    #[test]
    fn ctrl_w_rubs_out_a_word_and_ctrl_k_the_rest() {
        let mut line = Line::new("QS 10H  ", &[], false);
        line.key(&Key::Char('\u{17}'));
        assert_eq!(line.text(), "QS ");
        line.key(&Key::Home);
        line.key(&Key::ArrowRight);
        line.key(&Key::Char('\u{0b}'));
        assert_eq!(line.text(), "Q");
    }

    #[test]
    fn up_and_down_bring_back_the_offered_lines_and_what_was_typed() {
        let recall = vec!["Opa, Oma, Jan, Els".to_string(), "Ann, Bob".to_string()];
        let mut line = Line::new("", &recall, true);
        typed(&mut line, "Tom");
        line.key(&Key::ArrowUp);
        assert_eq!(line.text(), "Opa, Oma, Jan, Els");
        line.key(&Key::ArrowUp);
        line.key(&Key::ArrowUp);
        assert_eq!(line.text(), "Ann, Bob");
        line.key(&Key::ArrowDown);
        assert_eq!(line.text(), "Opa, Oma, Jan, Els");
        line.key(&Key::ArrowDown);
        assert_eq!(line.text(), "Tom");
        // Printable keys only ever type.
        typed(&mut line, " ,jk");
        assert_eq!(line.text(), "Tom ,jk");
    }

    #[test]
    fn a_refused_entry_is_replaced_by_what_is_typed_next_and_edited_by_a_key_that_moves_or_deletes()
    {
        // `RB` refused, then ` HA HH`: the box holds what was typed, not `RB HA HH`.
        let mut line = Line::refused("RB", &[], false);
        typed(&mut line, " HA HH");
        assert_eq!(line.text(), " HA HH");
        // A paste arrives as keys: the first replaces, the rest follow it.
        let mut line = Line::refused("Tom, Kim, Lia, Max", &[], true);
        typed(&mut line, "Lia");
        assert_eq!(line.text(), "Lia");
        // Backspace edits the refused text.
        let mut line = Line::refused("QS JC2", &[], false);
        line.key(&Key::Backspace);
        typed(&mut line, "4");
        assert_eq!(line.text(), "QS JC4");
        // ← then typing inserts; Home then typing inserts at the start; End appends.
        for (moved, typed_text, after) in [
            (Key::ArrowLeft, "x", "Q3x"),
            (Key::Home, "x", "xQ3"),
            (Key::End, "x", "Q3x"),
        ] {
            let mut line = Line::refused("Q3", &[], false);
            line.key(&moved);
            if moved == Key::ArrowLeft {
                line.key(&Key::ArrowRight);
            }
            typed(&mut line, typed_text);
            assert_eq!(line.text(), after, "{moved:?}");
        }
        // Enter sends the refused text again unchanged; a kept entry (not refused) is edited.
        let mut line = Line::refused("QX", &[], false);
        assert_eq!(line.key(&Key::Enter), Outcome::Done("QX".to_string()));
        let mut line = Line::new("QS", &[], false);
        typed(&mut line, " 3");
        assert_eq!(line.text(), "QS 3");
    }

    #[test]
    fn a_prompt_that_wraps_is_redrawn_from_its_first_row() {
        let mut drawn = Drawn {
            head: "Hand 3: Ann −3, Bob −4. Save? [Y/n]: ".to_string(),
            columns: 20,
            row: 0,
        };
        let line = Line::new("y", &[], false);
        let frame = drawn.frame(&line);
        // 38 columns of head and one of text: the cursor ends on the second row.
        assert_eq!(drawn.row, 1);
        assert!(frame.starts_with("\r\x1b[J"), "{frame:?}");
        let again = drawn.frame(&line);
        assert!(again.starts_with("\x1b[1A\r\x1b[J"), "{again:?}");
        assert!(drawn.clear().starts_with("\x1b[1A"));
        assert_eq!(drawn.row, 0);
    }

    #[test]
    fn a_row_filled_to_the_last_column_puts_the_cursor_on_the_next_row() {
        let mut drawn = Drawn {
            head: "Ann: ".to_string(),
            columns: 20,
            row: 0,
        };
        let line = Line::new("0123456789abcde", &[], false);
        let frame = drawn.frame(&line);
        assert!(frame.contains("\r\n"), "{frame:?}");
        assert_eq!(drawn.row, 1);
        assert_eq!(advance((0, 0), "\x1b[1mAnn\x1b[0m: ", 20), (0, 5));
        assert_eq!(advance((0, 0), "ab\ncd", 20), (1, 2));
    }
}
