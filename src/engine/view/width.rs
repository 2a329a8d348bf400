//! How wide the screen is, and text wrapped to it.

/// How wide a screen is: the terminal's width on a terminal, else `COLUMNS` when it is set;
/// `None` when nothing limits the width (a pipe, a file) or the full layout was asked for.
pub type Width = Option<usize>;

/// Wraps every line of `text` to `width` at spaces, keeping a line's leading indent (and the
/// "· " of a reminder) for its continuation lines; unlimited, the text is left as it is. Every
/// line ends with a newline. Only spaces break a line: a word is never cut, not at a hyphen
/// ("Jan-Willem", "2026-11-25") nor at a slash, and a word wider than the screen (beside its
/// line's indent) stays whole on a line of its own.
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
            .word_separator(textwrap::WordSeparator::AsciiSpace)
            .word_splitter(textwrap::WordSplitter::NoHyphenation)
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

    #[test]
    fn a_word_too_wide_beside_its_indent_stays_whole_and_alone() {
        // Found by the property below: 7 spaces of indent and a word of 14 on 20 columns.
        assert_eq!(
            wrap("       aaa0a0a0♠a♠éé♠ b", Some(20)),
            "       aaa0a0a0♠a♠éé♠\n       b\n"
        );
    }

    #[test]
    fn hyphens_and_slashes_never_break_a_word() {
        assert_eq!(
            wrap(
                "Partijbestand: /tmp/home/matches/2026-11-25_044617_hartenjagen.toml",
                Some(40)
            ),
            "Partijbestand:\n/tmp/home/matches/2026-11-25_044617_hartenjagen.toml\n"
        );
        assert_eq!(
            wrap("Well played, Jan-Willem and Anne-Marie", Some(24)),
            "Well played, Jan-Willem\nand Anne-Marie\n"
        );
    }

    proptest::proptest! {
        #[test]
        fn no_line_is_wider_than_the_screen_and_no_word_is_cut(
            text in "( {0,3}(· )?([a-zA-Z0-9ëé♠/,.-]{1,14} {1,2}){0,30}\n?){1,4}",
            width in 20usize..100,
        ) {
            let wrapped = wrap(&text, Some(width));
            for line in wrapped.lines() {
                // Only a word that does not fit beside its line's indent stands wider, whole
                // and alone.
                proptest::prop_assert!(
                    unicode_width::UnicodeWidthStr::width(line) <= width
                        || line.split_whitespace().count() == 1,
                    "{line:?} in {wrapped:?}"
                );
            }
            let words = |t: &str| t.split_whitespace().map(str::to_string).collect::<Vec<_>>();
            proptest::prop_assert_eq!(words(&wrapped), words(&text));
        }
    }
}
