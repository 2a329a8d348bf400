//! The end line of the club's own files, as match files have one (see `matchfile`'s `end`):
//! the last line of every `competition.toml` and `evening.toml` this build writes (club file
//! format 2), a TOML comment (so the TOML is the same with or without it) with the number of
//! lines above it and a checksum of that text:
//!
//! ```text
//! # end of evening: 61 lines, checksum 1a2b3c4d
//! ```
//!
//! Saves are atomic, so a club file is only ever cut short from outside (an interrupted copy
//! or sync, a failing disk). Without its end line a cut evening would load with rounds,
//! tables or players missing, and the next change would save the loss; a cut file has lost
//! its end line and is refused instead, and so never saved over. An end line that is there
//! but no longer agrees with the text above it (a name mended by hand) is fine: the next save
//! writes it anew.
//!
//! Which files must have one: a file of format [`FIRST`] or later (up to the newest this build
//! reads), and any file whose header says it ends with one. A file whose format line is cut
//! away is told by its header, or by being no more than the start of it. Files of format 1
//! have no end line and load as they always did.

use crate::store::matchfile::declared_format;

/// The first club file format that ends with its end line.
pub(super) const FIRST: u32 = 2;

/// Which of the club's files: they differ only in the word of their end line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Which {
    /// `competition.toml`.
    Competition,
    /// `evening.toml`.
    Evening,
}

impl Which {
    /// How the end line starts, without its colon: also the words of the error.
    pub(super) fn start(self) -> &'static str {
        match self {
            Which::Competition => "# end of competition",
            Which::Evening => "# end of evening",
        }
    }

    /// The header's line saying that the file ends with the end line.
    pub(super) fn announced(self) -> &'static str {
        match self {
            Which::Competition => {
                "# The file ends with its end line (\"# end of competition\"); a file without it was cut off."
            }
            Which::Evening => {
                "# The file ends with its end line (\"# end of evening\"); a file without it was cut off."
            }
        }
    }
}

/// The end line for a file whose text before it is `body`; with its newline.
pub(super) fn line(which: Which, body: &str) -> String {
    let lines = body.lines().count();
    let noun = if lines == 1 { "line" } else { "lines" };
    format!(
        "{}: {lines} {noun}, checksum {:08x}\n",
        which.start(),
        crc32fast::hash(body.as_bytes())
    )
}

/// Whether the last non-empty line of `text` is a whole end line of this kind of file.
pub(super) fn ends(which: Which, text: &str) -> bool {
    let kept = text.trim_end();
    let start = kept.rfind('\n').map_or(0, |newline| newline + 1);
    parse_line(which, kept[start..].trim()).is_some()
}

/// An end line's count and checksum: `START: N lines, checksum XXXXXXXX` (eight hexadecimal
/// digits; `line` or `lines`).
fn parse_line(which: Which, line: &str) -> Option<(usize, u32)> {
    let rest = line.strip_prefix(which.start())?.strip_prefix(": ")?;
    let (count, rest) = rest.split_once(' ')?;
    if count.is_empty() || !count.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let lines = count.parse().ok()?;
    let hex = rest
        .strip_prefix("lines, checksum ")
        .or_else(|| rest.strip_prefix("line, checksum "))?;
    if hex.len() != 8 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    Some((lines, u32::from_str_radix(hex, 16).ok()?))
}

/// Whether `text`, a club file whose header is `header`, must end with an end line (see the
/// module's documentation); `newest` is the newest format this build reads (a newer file is
/// refused as newer, not as cut off).
pub(super) fn needed(which: Which, header: &str, newest: u32, text: &str) -> bool {
    match declared_format(text) {
        Some(format) if format > newest => false,
        Some(format) if format >= FIRST => true,
        _ => announced(which, text) || header.starts_with(text.trim_end()),
    }
}

/// Whether the comment lines at the top of `text` say that it ends with the end line.
fn announced(which: Which, text: &str) -> bool {
    text.lines()
        .take_while(|line| line.starts_with('#'))
        .any(|line| line.trim_end() == which.announced())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_end_line_counts_the_lines_above_it_and_is_known_only_whole() {
        let body = "# x\nformat = 2\n";
        let end = line(Which::Evening, body);
        assert_eq!(
            end,
            format!(
                "# end of evening: 2 lines, checksum {:08x}\n",
                crc32fast::hash(body.as_bytes())
            )
        );
        let text = format!("{body}{end}");
        assert!(ends(Which::Evening, &text));
        assert!(
            !ends(Which::Competition, &text),
            "an evening's is not a competition's"
        );
        assert!(ends(Which::Evening, &format!("{text}\n\n")));
        assert!(ends(Which::Evening, &text.replace('\n', "\r\n")));
        let whole = text.trim_end().len();
        for cut in 0..whole {
            assert!(!ends(Which::Evening, &text[..cut]), "{:?}", &text[..cut]);
        }
        assert_eq!(
            line(Which::Competition, "a\n"),
            format!(
                "# end of competition: 1 line, checksum {:08x}\n",
                crc32fast::hash(b"a\n")
            )
        );
    }

    #[test]
    fn format_2_or_a_header_that_announces_it_needs_the_end_line_and_format_1_does_not() {
        let header = format!("# a club file.\n{}\n", Which::Evening.announced());
        let needs = |text: &str| needed(Which::Evening, &header, 2, text);
        assert!(needs("format = 2\n"));
        assert!(!needs("format = 1\n"), "format 1 has no end line");
        assert!(!needs("format = 3\n"), "newer: refused as newer");
        assert!(needs(&format!("{header}comp")), "the format line cut away");
        assert!(needs(&header[..10]), "cut in the header");
        assert!(needs(""));
        assert!(!needs("# a club file.\nformat = 1\ncompetition = \"x\"\n"));
        assert_eq!(declared_format("format=2 # y"), Some(2));
        assert_eq!(declared_format("[keys]\nformat = 2"), None);
    }
}
