//! A match file's text, read and written without the disk: readable TOML with a format
//! version, a full copy of the variant's rules, the players in seating order, the options and
//! every entry as made. Scores are never stored: [`parse`] replays every hand through the same
//! checks `record` uses; [`render`] writes the header, the TOML and the end line (`end`: a
//! comment with the number of entries and a checksum, so that a file cut short from outside is
//! refused instead of loading as a match with fewer hands). The program's store reads and
//! writes the files (`store::matchfile`); a front end without files keeps the same text.
//!
//! Split by concept: `format` (the file's serde types), `end` (the end line), `read`
//! ([`parse`], [`replay_written`]), `render` ([`render`]).

pub(crate) mod end;
pub(crate) mod format;
mod read;
mod render;

pub(crate) use end::declared_format;
pub use read::{parse, replay_written};
pub use render::render;

use crate::core::game::{Match, Scoreboard};

/// The format version written by this build. Older versions must keep loading. Format 2:
/// hands checked by the rulings of "one way in" (a file of format 1 keeps the hands that
/// break them, and stays format 1 until `edit` has mended every one). Format 3: the file ends
/// with its end line, and is refused as cut off without it.
pub const FORMAT: u32 = 3;

/// The format of a match that holds what format 3 has no key for: a start from before
/// (`dated`, see `new --date`) or notes (`[[note]]`). A match without them is still written
/// in format 3, so that its file stays as it was.
pub const FROM_BEFORE: u32 = 4;

/// The format of a match that holds what format 4 has no key for: the door an entry came in
/// by (`door`, `table`) or a change log (`[[change]]`, see `core::game::Change`). Every
/// entry made by this build has its door, so a match is written in format 5 from its first
/// entry on (or its first change); a file of formats 1 to 4 loads unchanged and keeps its
/// format until then (a file of format 1 keeps format 1 while a hand breaks a ruling of
/// "one way in", doors and all). This is the newest format this build reads.
pub const DOORS: u32 = 5;

/// The first format whose hands are checked by the rulings of "one way in".
pub(crate) const ONE_WAY_IN: u32 = 2;

/// The first format that must end with its end line.
pub(crate) const END_LINE: u32 = 3;

/// The first lines of every match file.
pub const HEADER: &str = "\
# hartenjagen match file. Scores are recomputed from the hands below; they are never stored.
# Cards as typed at the table: a bare number is that many hearts of no particular rank.
# The file ends with its end line (\"# end of match\"); a file without it was cut off.
";

/// Whether `text` starts as every match file hartenjagen has written does (the header's first
/// line, the same in every format), whether or not the rest of it loads.
pub fn has_header(text: &str) -> bool {
    HEADER
        .lines()
        .next()
        .is_some_and(|first| text.starts_with(first))
}

/// A loaded match with the standings its hands give.
#[derive(Clone)]
pub struct Loaded {
    /// The match.
    pub game: Match,
    /// Its standings.
    pub board: Scoreboard,
}
