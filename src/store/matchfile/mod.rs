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
//! The text itself (the format version, the header, [`Loaded`], [`parse`], [`render`] and the
//! end line) is the engine's `format::matchfile`, named here too. This file reads a match
//! file ([`load`]) and writes one plainly (`write_match`); `write` has the ways of saving
//! ([`update`], [`save`], [`create`], …), and the listing of a folder's match files is in
//! [`super::listing`] (re-exported here).

pub mod club;
#[cfg(test)]
mod tests;
mod write;

pub use super::listing::{current_match, match_files, match_files_with_metadata};
pub(crate) use crate::format::matchfile::declared_format;
pub use crate::format::matchfile::{
    DOORS, FORMAT, FROM_BEFORE, HEADER, Loaded, has_header, parse, render, replay_written,
};
pub use write::{
    create, create_in, remove_unless_changed, save, save_unless_changed, update, update_if_changed,
    update_if_changed_with, update_with,
};

use crate::core::game::Match;
use crate::format::error::{Error, FileKind};
use std::path::Path;

/// Reads and checks a match file. Every hand is replayed through `record`'s checks; an error
/// names the file and the line of the offending hand.
pub fn load(path: &Path) -> Result<Loaded, Error> {
    let text = super::files::read_text(path, FileKind::Match)?;
    parse(&path.display().to_string(), &text)
}

/// Renders and writes the match at `target` (no link); the caller holds the lock. A
/// read-only file is refused; stale temporary and lock files of killed commands in the folder
/// are removed afterwards.
pub(super) fn write_match(target: &Path, game: &Match) -> Result<(), Error> {
    use super::files;
    files::check_writable(target)?;
    let text = render(game)?;
    files::write_atomically(target, text.as_bytes(), || Ok(()))
        .map_err(|cause| files::write_error(target, cause))?;
    let dir = match target.parent().filter(|d| !d.as_os_str().is_empty()) {
        Some(dir) => dir,
        None => Path::new("."),
    };
    files::remove_stale(dir);
    Ok(())
}
