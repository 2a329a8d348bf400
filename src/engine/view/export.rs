//! `export`: one row per hand with each player's points and running totals, as CSV, as JSON
//! (exactly `status --json`) or as a Markdown table.
//!
//! The CSV and Markdown headings are in the table's language (`hand`, `Ann total`; `ronde`,
//! `Ann totaal`), fixed words from the words layer; the JSON stays English, for scripts.
//!
//! Names are text a spreadsheet might run: a cell starting with `=`, `+`, `-` or `@` (or a tab
//! or carriage return) is a formula to Excel, LibreOffice and Google Sheets. Such text cells
//! are escaped; numbers, negative ones included, are written as plain numbers.

use super::report::StatusReport;
use crate::core::game::{Match, Scoreboard};
use crate::t;
use crate::words::Words;
use anyhow::{Context, Result};
use std::borrow::Cow;

/// Whether a spreadsheet would take text starting like this for a formula.
fn looks_like_formula(text: &str) -> bool {
    text.starts_with(['=', '+', '-', '@', '\t', '\r'])
}

/// A text cell for CSV: a leading `'` keeps a spreadsheet from running text that looks like a
/// formula (the usual defence; the quote is not shown as part of the value).
pub fn csv_text(text: &str) -> Cow<'_, str> {
    if looks_like_formula(text) {
        Cow::Owned(format!("'{text}"))
    } else {
        Cow::Borrowed(text)
    }
}

/// A text cell for Markdown: a backslash before a leading formula character (Markdown shows
/// the name as it is; pasted raw into a spreadsheet it is text) and before every `|`; `<`, `>`
/// and `&` as HTML entities, so that a name never becomes a tag (`<script>`) where the
/// Markdown is shown as HTML.
pub fn markdown_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    if looks_like_formula(text) {
        out.push('\\');
    }
    for c in text.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '|' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}

/// The headings: the hand, each player's name (their points), each player's total.
fn header(w: &Words, game: &Match) -> Vec<String> {
    let mut header = vec![t!(w, "export-col-hand")];
    header.extend(game.players.iter().cloned());
    header.extend(
        game.players
            .iter()
            .map(|name| t!(w, "export-col-total", name = name.as_str())),
    );
    header
}

/// One row per hand: its number, the points, the totals. Scores are written as the JSON
/// contract's plain numbers, or `3+13i` where scores can be complex.
fn rows(board: &Scoreboard) -> impl Iterator<Item = Vec<String>> + '_ {
    board.hands.iter().map(|hand| {
        let mut row = vec![hand.number.to_string()];
        row.extend(hand.points.iter().map(ToString::to_string));
        row.extend(hand.totals.iter().map(ToString::to_string));
        row
    })
}

/// CSV: `hand`, each player's points for the hand, then `NAME total` for each, in seating
/// order (the headings in `w`'s language); one row per scored hand.
pub fn csv(w: &Words, game: &Match, board: &Scoreboard) -> Result<String> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    writer
        .write_record(
            header(w, game)
                .iter()
                .map(|cell| csv_text(cell).into_owned()),
        )
        .context("cannot write the CSV header")?;
    for row in rows(board) {
        writer
            .write_record(&row)
            .context("cannot write a CSV row")?;
    }
    let bytes = writer
        .into_inner()
        .map_err(|e| anyhow::anyhow!("cannot finish the CSV: {e}"))?;
    String::from_utf8(bytes).context("the CSV is not UTF-8")
}

/// JSON: exactly what `status --json` prints.
pub fn json(game: &Match, board: &Scoreboard) -> Result<String> {
    let report = StatusReport::new(game, board);
    Ok(serde_json::to_string_pretty(&report)? + "\n")
}

/// A Markdown table with the same columns as the CSV, numbers right-aligned.
pub fn markdown(w: &Words, game: &Match, board: &Scoreboard) -> String {
    let line = |cells: Vec<String>| format!("| {} |\n", cells.join(" | "));
    let header = header(w, game);
    let mut out = line(header.iter().map(|c| markdown_text(c)).collect());
    out.push_str(&line(header.iter().map(|_| "---:".to_string()).collect()));
    for row in rows(board) {
        out.push_str(&line(row));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::testkit::{game, input, time};
    use crate::words::Lang;

    #[test]
    fn text_that_a_spreadsheet_would_run_is_escaped() {
        assert_eq!(csv_text("=Eve"), "'=Eve");
        assert_eq!(csv_text("@Bob"), "'@Bob");
        assert_eq!(csv_text("+1"), "'+1");
        assert_eq!(csv_text("-Dee"), "'-Dee");
        assert_eq!(csv_text("Ann"), "Ann");
        assert_eq!(csv_text("Ann=1"), "Ann=1");
        assert_eq!(markdown_text("=Eve"), "\\=Eve");
        assert_eq!(markdown_text("@Bob total"), "\\@Bob total");
        assert_eq!(markdown_text("A|B"), "A\\|B");
        assert_eq!(markdown_text("Ann"), "Ann");
    }

    fn played() -> Match {
        let mut m = game("omnibus", 4);
        m.players[1] = "=Eve".into();
        m.record(
            &input(&m, &[("Ann", "QS 3"), ("=Eve", "JD 5"), ("Dee", "rest")]),
            time(),
        )
        .unwrap();
        m
    }

    #[test]
    fn csv_has_a_header_then_numbers_that_stay_numbers() {
        let m = played();
        let text = csv(&Words::new(Lang::En), &m, &m.scoreboard()).unwrap();
        let mut lines = text.lines();
        assert_eq!(
            lines.next(),
            Some("hand,Ann,'=Eve,Cas,Dee,Ann total,'=Eve total,Cas total,Dee total")
        );
        assert_eq!(lines.next(), Some("1,16,-5,0,5,16,-5,0,5"));
        assert_eq!(lines.next(), None);
    }

    #[test]
    fn markdown_is_a_table_with_escaped_names() {
        let m = played();
        let text = markdown(&Words::new(Lang::En), &m, &m.scoreboard());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            "| hand | Ann | \\=Eve | Cas | Dee | Ann total | \\=Eve total | Cas total | Dee total |"
        );
        assert!(lines[1].starts_with("| ---: |"));
        assert_eq!(lines[2], "| 1 | 16 | -5 | 0 | 5 | 16 | -5 | 0 | 5 |");
    }

    #[test]
    fn the_headings_are_in_the_tables_language() {
        let m = played();
        let w = Words::new(Lang::Nl);
        let text = csv(&w, &m, &m.scoreboard()).unwrap();
        assert_eq!(
            text.lines().next(),
            Some("ronde,Ann,'=Eve,Cas,Dee,Ann totaal,'=Eve totaal,Cas totaal,Dee totaal")
        );
        let text = markdown(&w, &m, &m.scoreboard());
        assert_eq!(
            text.lines().next(),
            Some(
                "| ronde | Ann | \\=Eve | Cas | Dee | Ann totaal | \\=Eve totaal | Cas totaal | Dee totaal |"
            )
        );
    }

    #[test]
    fn markdown_turns_angle_brackets_and_ampersands_into_entities() {
        assert_eq!(
            markdown_text("<script>alert(1)</script> & co"),
            "&lt;script&gt;alert(1)&lt;/script&gt; &amp; co"
        );
    }
}
