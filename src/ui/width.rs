//! How wide the screen is, and text wrapped to it.

/// How wide a screen is: the terminal's width on a terminal, else `COLUMNS` when it is set;
/// `None` when nothing limits the width (a pipe, a file) or the full layout was asked for.
pub type Width = Option<usize>;

/// Wraps every line of `text` to `width` at spaces, keeping a line's leading indent (and the
/// "· " of a reminder) for its continuation lines; unlimited, the text is left as it is. Every
/// line ends with a newline.
pub fn wrap(text: &str, width: Width) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let Some(width) = width else {
            out.push_str(line);
            out.push('\n');
            continue;
        };
        let indent: String = line.chars().take_while(|c| *c == ' ').collect();
        let hanging = if line[indent.len()..].starts_with("· ") {
            format!("{indent}  ")
        } else {
            indent.clone()
        };
        let options = textwrap::Options::new(width.max(20))
            .subsequent_indent(&hanging)
            .break_words(false);
        for part in textwrap::wrap(line, options) {
            out.push_str(&part);
            out.push('\n');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_wrap_at_spaces_and_reminders_keep_their_indent() {
        let text = wrap(
            "  · A very long reminder that goes on and on about what the table must remember at every hand.",
            Some(40),
        );
        assert_eq!(
            text,
            "  · A very long reminder that goes on\n    and on about what the table must\n    remember at every hand.\n"
        );
        assert_eq!(wrap("short\n", None), "short\n");
    }
}
