//! Club files: `club/NAME/competition.toml` and, per evening, `club/NAME/DATE/evening.toml`
//! beside the table matches `rR-tT.toml` (ordinary match files). Plain TOML a person can read;
//! standings are never stored, they are recomputed from the table matches.
//!
//! Every change is made as match files are changed: under the evening's lock, read, changed
//! and saved atomically (see [`super::files`] and, for the lock, [`super::evening`]).
//! `evening.toml` holds the keys of the evening's pages, so it is saved readable by its owner
//! only (mode 0600).
//!
//! By concept: `folders` (where the club's files are, and which there are), `file` (a club
//! file's text read, refused when cut off or newer, and written), `competition`
//! (`competition.toml`), `evening` (`evening.toml`), with an evening's rounds and players in
//! `rounds` and the organiser's actions in `actions`.

mod actions;
mod competition;
mod evening;
mod file;
mod folders;
mod rounds;

pub use competition::{
    create_competition, read_competition, render_competition, season_keys, update_competition,
};
pub(super) use evening::write_evening;
pub use evening::{create_evening, latest_evening, read_evening, render_evening};
pub use folders::{
    club_dir, competition_dir, competition_file, competition_file_of, competitions, evening_dir,
    evening_file, evenings, evenings_in,
};

pub use crate::core::club::record::table_file_name;

/// The format version of club files written by this build. Format 2: the file ends with its
/// end line (see `club_end`) and is refused as cut off without it; a file of format 1 (no end
/// line) loads as it always did and is written in format 2 at its next save. Keys that a
/// later change of this build adds to format 2 are optional, so every format-2 file loads.
pub const FORMAT: u32 = 2;
