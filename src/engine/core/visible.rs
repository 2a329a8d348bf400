//! Text from outside (a variant file, a match file someone shared, a file name) must not be
//! able to work the terminal it is printed on: an escape sequence can set the window title,
//! write to the clipboard or clear the screen, and a text-direction override reorders a table.
//! Such characters are refused where the text is checked (variant texts, player names) and
//! shown as `\u001b` wherever outside text is printed.

use std::borrow::Cow;

/// Whether `c` changes the direction of the text around it (bidirectional embeddings,
/// overrides, isolates and marks).
pub fn is_direction(c: char) -> bool {
    matches!(
        c,
        '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
    )
}

/// Whether `c` is an invisible formatting character (Unicode's format category, Cf): a zero-
/// width space or joiner, a soft hyphen, a byte-order mark, a direction mark, tag characters.
/// Two names that differ only by one look the same.
pub fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{0600}'..='\u{0605}'
            | '\u{061C}'
            | '\u{06DD}'
            | '\u{070F}'
            | '\u{0890}'..='\u{0891}'
            | '\u{08E2}'
            | '\u{180E}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{2064}'
            | '\u{2066}'..='\u{206F}'
            | '\u{FEFF}'
            | '\u{FFF9}'..='\u{FFFB}'
            | '\u{110BD}'
            | '\u{110CD}'
            | '\u{13430}'..='\u{1343F}'
            | '\u{1BCA0}'..='\u{1BCA3}'
            | '\u{1D173}'..='\u{1D17A}'
            | '\u{E0001}'
            | '\u{E0020}'..='\u{E007F}'
    )
}

/// The first character of `text` that could work a terminal: a control character (other than
/// a tab) or a text-direction character.
pub fn hazard(text: &str) -> Option<char> {
    text.chars()
        .find(|&c| (c.is_control() && c != '\t') || is_direction(c))
}

/// `text` with every control character (but newlines and tabs) and every text-direction
/// character written as `\uXXXX`, which is also how JSON escapes them.
pub fn escape(text: &str) -> Cow<'_, str> {
    let risky = |c: char| (c.is_control() && c != '\n' && c != '\t') || is_direction(c);
    // Looked for byte by byte (a club's history is megabytes): every risky character is an
    // ASCII control or starts with one of three bytes (U+0080–U+009F, U+061C, U+200E–U+2069).
    let suspect = |(at, byte): (usize, &u8)| match byte {
        b'\n' | b'\t' => false,
        0..=0x1f | 0x7f => true,
        0xc2 | 0xd8 | 0xe2 => text[at..].chars().next().is_some_and(risky),
        _ => false,
    };
    if !text.as_bytes().iter().enumerate().any(suspect) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if risky(c) {
            out.push_str(&format!("\\u{:04x}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// A window of `line` around `column` (1-based, in characters) of at most `width` characters,
/// with "…" where it was cut, escaped; and the column of the same character in the window.
/// A source line can be a hundred megabytes long: only the part around the error is shown.
pub fn excerpt(line: &str, column: usize, width: usize) -> (String, usize) {
    let chars: Vec<char> = line.chars().collect();
    let at = column.saturating_sub(1).min(chars.len());
    let (start, end) = if chars.len() <= width {
        (0, chars.len())
    } else {
        let start = at.saturating_sub(width / 2);
        let end = (start + width).min(chars.len());
        (end.saturating_sub(width), end)
    };
    let mut shown = String::new();
    let mut caret = 1;
    if start > 0 {
        shown.push('…');
        caret += 1;
    }
    let before: String = chars[start..at.max(start)].iter().collect();
    let before = escape(&before);
    caret += before.chars().count();
    shown.push_str(&before);
    let after: String = chars[at.max(start)..end].iter().collect();
    shown.push_str(&escape(&after));
    if end < chars.len() {
        shown.push('…');
    }
    (shown, caret)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_sequences_and_direction_overrides_are_shown_not_obeyed() {
        assert_eq!(escape("Ann"), "Ann");
        assert_eq!(escape("a\u{1b}]0;pwned\u{7}b"), "a\\u001b]0;pwned\\u0007b");
        assert_eq!(escape("x\u{202e}y\nz\t"), "x\\u202ey\nz\t");
        assert_eq!(escape("\u{9b}2J"), "\\u009b2J");
        assert_eq!(escape("\u{61c}\u{2069}┆é"), "\\u061c\\u2069┆é");
        assert!(matches!(escape("┆ Zoë ♠ \u{a0}\u{2070}"), Cow::Borrowed(_)));
    }

    #[test]
    fn a_long_line_is_cut_to_a_window_around_the_column() {
        let line = "x".repeat(1000) + "BAD" + &"y".repeat(1000);
        let (shown, caret) = excerpt(&line, 1001, 60);
        assert!(shown.starts_with('…') && shown.ends_with('…'), "{shown}");
        assert!(shown.chars().count() <= 62);
        assert_eq!(shown.chars().nth(caret - 1), Some('B'));
        assert_eq!(excerpt("short = 1", 9, 60), ("short = 1".into(), 9));
        let (shown, caret) = excerpt("a\u{1b}b = 1", 3, 60);
        assert_eq!(shown, "a\\u001bb = 1");
        assert_eq!(shown.chars().nth(caret - 1), Some('b'), "{caret}");
    }
}
