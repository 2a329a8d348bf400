//! The end line: the last line of every match file this build writes, a TOML comment (so the
//! TOML is the same with or without it) with the number of entries and a checksum of the
//! text above it:
//!
//! ```text
//! # end of match: 12 entries, checksum 1a2b3c4d
//! ```
//!
//! Saves are atomic, so a file is only ever cut short from outside (an interrupted copy or
//! sync, a failing disk); a cut file has lost its end line, and is refused instead of loading
//! as a match with fewer hands or a changed option (`target = 10` cut from `target = 100`).
//! An end line that is there but no longer agrees with the text above it (a hand edited by
//! hand) is fine: every hand is checked as it is loaded anyway, and the next save writes the
//! line anew.
//!
//! Which files must have one: a file of format [`END_LINE`] or later that this build reads,
//! and any file whose header says it ends with one (this build writes it into every file,
//! those kept in format 1 included). A file whose format line is cut away is told by its
//! header, or by being no more than the start of the header.

use super::{DOORS, END_LINE, HEADER};

/// How the end line starts.
const START: &str = "# end of match: ";

/// The header's line saying that the file ends with the end line.
pub(super) const ANNOUNCED: &str =
    "# The file ends with its end line (\"# end of match\"); a file without it was cut off.";

/// What an end line says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct End {
    /// How many entries (hands, misdeals, passed-out deals) the file held.
    pub(super) entries: usize,
    /// The CRC-32 of the file's text before the end line.
    pub(super) checksum: u32,
}

/// The end line for a file whose text before it is `body`, holding `entries` entries; with
/// its newline.
pub(super) fn line(entries: usize, body: &str) -> String {
    let noun = if entries == 1 { "entry" } else { "entries" };
    format!(
        "{START}{entries} {noun}, checksum {:08x}\n",
        crc32fast::hash(body.as_bytes())
    )
}

/// The end line of `text`, if its last non-empty line is one, with the text before that line.
pub(super) fn read(text: &str) -> Option<(End, &str)> {
    let kept = text.trim_end();
    let start = kept.rfind('\n').map_or(0, |newline| newline + 1);
    let end = parse_line(kept[start..].trim())?;
    Some((end, &text[..start]))
}

/// The line number (from 1) of an end line that is not the file's last non-empty line, if
/// there is one: something was added below it.
pub(super) fn before_the_last(text: &str) -> Option<usize> {
    let kept = text.trim_end();
    let last = kept.lines().count();
    kept.lines()
        .enumerate()
        .find(|(i, line)| i + 1 < last && parse_line(line.trim()).is_some())
        .map(|(i, _)| i + 1)
}

/// Whether `text` ends with an end line that still agrees with it: `entries` entries and the
/// checksum of the text before it.
#[cfg(test)]
pub(crate) fn holds(text: &str, entries: usize) -> bool {
    read(text).is_some_and(|(end, body)| {
        end.entries == entries && end.checksum == crc32fast::hash(body.as_bytes())
    })
}

/// An end line's count and checksum: `# end of match: N entries, checksum XXXXXXXX` (eight
/// hexadecimal digits; `entry` or `entries`).
fn parse_line(line: &str) -> Option<End> {
    let rest = line.strip_prefix(START)?;
    let (count, rest) = rest.split_once(' ')?;
    if count.is_empty() || !count.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let entries = count.parse().ok()?;
    let hex = rest
        .strip_prefix("entries, checksum ")
        .or_else(|| rest.strip_prefix("entry, checksum "))?;
    if hex.len() != 8 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let checksum = u32::from_str_radix(hex, 16).ok()?;
    Some(End { entries, checksum })
}

/// Whether `text` must end with an end line (see the module's documentation). A file of a
/// format newer than this build never does here: it is refused as newer.
pub(super) fn needed(text: &str) -> bool {
    match declared_format(text) {
        Some(format) if format > DOORS => false,
        Some(format) if format >= END_LINE => true,
        _ => announced(text) || HEADER.starts_with(text.trim_end()),
    }
}

/// Whether the comment lines at the top of `text` say that it ends with the end line.
fn announced(text: &str) -> bool {
    text.lines()
        .take_while(|line| line.starts_with('#'))
        .any(|line| line.trim_end() == ANNOUNCED)
}

/// The format `text` declares on its `format = N` line (a top-level key, before any table),
/// read without parsing the TOML, which a cut file may have broken (the club's files read
/// theirs the same way).
pub(crate) fn declared_format(text: &str) -> Option<u32> {
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            return None;
        }
        let Some(value) = line
            .strip_prefix("format")
            .and_then(|rest| rest.trim_start().strip_prefix('='))
        else {
            continue;
        };
        let value = value.trim_start();
        let digits = value.len() - value.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let after = value[digits..].trim_start();
        if digits == 0 || !(after.is_empty() || after.starts_with('#')) {
            return None;
        }
        return value[..digits].parse().ok();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_end_line_reads_back_what_it_was_written_with() {
        let body = "format = 3\n";
        let text = format!("{body}{}", line(12, body));
        assert_eq!(
            text,
            format!(
                "format = 3\n# end of match: 12 entries, checksum {:08x}\n",
                crc32fast::hash(body.as_bytes())
            )
        );
        let (end, before) = read(&text).expect("an end line");
        assert_eq!(end.entries, 12);
        assert_eq!(before, body);
        assert!(holds(&text, 12));
        assert!(!holds(&text, 11));
        assert!(!holds(&text.replace('3', "4"), 12));
        assert_eq!(line(1, ""), "# end of match: 1 entry, checksum 00000000\n");
        // Blank lines after it and a CR (a file saved on Windows) are no matter.
        assert!(holds(&format!("{text}\n\n"), 12));
        assert!(read(&text.replace('\n', "\r\n")).is_some());
    }

    #[test]
    fn a_cut_end_line_is_no_end_line() {
        let text = format!("format = 3\n{}", line(12, "format = 3\n"));
        let whole = text.trim_end().len();
        for cut in 0..whole {
            assert!(read(&text[..cut]).is_none(), "{:?}", &text[..cut]);
        }
        assert!(read(&text[..whole]).is_some());
    }

    #[test]
    fn the_header_announces_the_end_line() {
        assert!(HEADER.lines().any(|l| l == ANNOUNCED));
        assert!(announced(HEADER));
    }

    #[test]
    fn the_format_is_read_from_its_line_and_a_header_tells_a_file_that_lost_it() {
        assert_eq!(declared_format("# x\nformat = 3\nstarted = 1"), Some(3));
        assert_eq!(declared_format("format=12 # y"), Some(12));
        assert_eq!(declared_format("format = "), None);
        assert_eq!(declared_format("[variant]\nformat = 3"), None);
        assert!(needed("format = 3\n"));
        assert!(!needed("format = 2\n"));
        assert!(!needed("format = 99\n"));
        assert!(needed(&format!("{HEADER}format = 1\n")));
        assert!(needed(&format!("{HEADER}form")));
        assert!(needed(&HEADER[..40]));
        assert!(needed(""));
        assert!(!needed("# hartenjagen match file.\nformat = 2\n"));
    }
}
