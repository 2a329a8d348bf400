//! Match files: readable TOML with a format version, a full copy of the variant's rules, the
//! players in seating order, the options, and every hand as entered. Scores are never stored;
//! loading replays every hand through the same checks `record` uses.
//!
//! Every save is atomic (see [`super::files`]): the new text goes to a temporary file next to
//! the match (`.NAME.toml.XXXXXX.hartenjagen-tmp`, hidden, so never taken for a match), which
//! is flushed to disk (`fsync`), renamed over the match file, and then the folder is flushed
//! too, so that the rename itself survives a power cut. A crash or kill at any moment leaves
//! the old file or the new one; marked files a killed command left behind are removed by a
//! later save once they are a minute old. A match reached through a symbolic link is saved at
//! the link's target. Every change is a read-modify-write under the match's lock (see
//! [`super::lock`]): [`update`] takes the lock, loads, changes, saves and lets go, so two
//! terminals recording on the same match never lose a hand.
//!
//! Every file this build writes ends with an end line (see `end`): a comment with the number of
//! entries and a checksum, so that a file cut short from outside is refused instead of loading
//! as a match with fewer hands.
//!
//! This file owns the format version, the header and [`Loaded`]; the rest is split by concept:
//! `format` (the file's serde types), `end` (the end line), `read` ([`load`], [`parse`]),
//! `write` ([`render`], [`update`], [`save`], [`create`], …), and the listing of a folder's
//! match files in [`super::listing`] (re-exported here).

pub mod club;
mod end;
mod format;
mod read;
mod render;
#[cfg(test)]
mod tests;
mod write;

pub use super::listing::{current_match, match_files, match_files_with_metadata};
pub(crate) use end::declared_format;
pub use read::{load, parse, replay_written};
pub use render::render;
pub use write::{
    create, create_in, remove_unless_changed, save, save_unless_changed, update, update_if_changed,
    update_if_changed_with, update_with,
};

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
const ONE_WAY_IN: u32 = 2;

/// The first format that must end with its end line.
const END_LINE: u32 = 3;

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
