//! The work a door asks for, the same from every door: what it works with (the [`Context`]),
//! why it could not be done (the typed [`CommandError`], said once in [`said`]), the club
//! organiser's actions ([`club`]) and the JSON contract's form. The command line's `commands`
//! and the servers in `serve` both stand on this layer and neither uses the other.

pub mod club;
pub mod error;
mod said;

use crate::cli::FileArg;
use crate::store::matchfile::{self, Loaded};
use crate::store::paths;
use crate::ui::text::Width;
use crate::words::Words;
use chrono::{DateTime, FixedOffset};
use std::path::PathBuf;

pub use error::{CommandError, Result};

/// What every command works with.
pub struct Context {
    /// The table's words.
    pub words: Words,
    /// The time now (fixed in tests).
    pub clock: fn() -> DateTime<FixedOffset>,
    /// How wide text may be (`None`: no limit).
    pub width: Width,
}

impl Context {
    /// The match file a command works on: `--file`, else the current match (the most recently
    /// changed one in the data folder).
    pub fn match_path(&self, file: &FileArg) -> Result<PathBuf> {
        match &file.file {
            Some(path) => Ok(path.clone()),
            None => Ok(matchfile::current_match(&paths::matches_dir()?)?),
        }
    }

    /// The match a command works on, loaded, and its path.
    pub fn load(&self, file: &FileArg) -> Result<(PathBuf, Loaded)> {
        let path = self.match_path(file)?;
        let loaded = matchfile::load(&path)?;
        self.words.follow(&loaded.game);
        Ok((path, loaded))
    }

    /// The words a hand is typed in at this door (every language's, cards read as the
    /// table's language writes them).
    pub fn vocabulary(&self) -> crate::words::vocab::Vocabulary {
        crate::words::vocab::Vocabulary::new(self.words.lang())
    }

    /// The time now.
    pub fn now(&self) -> DateTime<FixedOffset> {
        (self.clock)()
    }

    /// Now, through the command line's door: what every entry and change a command makes is
    /// stamped with.
    pub fn made(&self) -> crate::core::game::Made {
        crate::core::game::Made::new(self.now(), crate::core::game::Door::Terminal)
    }
}

/// The forms a report can take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Sentences and tables for people, in the table's language.
    Text,
    /// The JSON contract (keys and values in English).
    Json,
    /// CSV (`export`, `stats`), headings in the table's language.
    Csv,
    /// A Markdown table (`export`), headings in the table's language.
    Markdown,
    /// A self-contained HTML page (`export`).
    Html,
    /// BG Stats' import JSON (`export`).
    BgStats,
}

impl Format {
    /// `--json` or not.
    pub fn json_if(json: bool) -> Format {
        if json { Format::Json } else { Format::Text }
    }
}

/// On standard error, a warning when key files kept in `folder` are less private than the
/// program can make them (on Windows, a data folder outside the user's profile; see
/// [`crate::store::platform::outside_profile`]): `serve` and `club start` say it once.
pub fn warn_if_keys_shared(w: &Words, folder: &std::path::Path) {
    if crate::store::platform::outside_profile(folder) {
        eprintln!(
            "{}",
            crate::t!(
                w,
                "keys-outside-profile",
                folder = folder.display().to_string()
            )
        );
    }
}

/// The paper this computer's locale prints on (`LC_PAPER`, `LC_ALL`, `LANG`; on Windows the
/// user's locale).
pub fn paper_here() -> crate::ui::html::Paper {
    crate::ui::html::Paper::from_locale(crate::store::platform::locale_var)
}

/// JSON as the contract writes it: pretty, with a final newline.
pub fn json(value: &impl serde::Serialize) -> Result<String> {
    Ok(serde_json::to_string_pretty(value)? + "\n")
}

/// A command's error as the table reads it, in the table's words (see
/// [`said::command_error`]).
pub fn said(w: &Words, error: &CommandError) -> String {
    said::command_error(w, error)
}
