//! Every command in one shape: it takes the [`Context`] (the table's words, the clock and the
//! screen's width) and its arguments, and returns a typed [`Report`]. Which form the report
//! takes (text for people, the JSON contract, CSV, Markdown) is chosen in one place,
//! [`render`]. `play`, which talks to the table prompt by prompt, is the one command that
//! prints as it goes.

pub(crate) mod change;
pub mod club;
#[cfg(test)]
mod edit_properties;
pub mod error;
pub(crate) mod generated;
pub mod history;
pub(crate) mod import;
pub(crate) mod log;
pub(crate) mod play;
mod said;
pub(crate) mod variants;
pub(crate) mod view;

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

/// What a command has to say, in every form it can take.
pub trait Report {
    /// For people.
    fn text(&self, ctx: &Context) -> String;
    /// The JSON contract, where the command has one.
    fn json(&self) -> Option<Result<String>> {
        None
    }
    /// CSV, where the command has it (its headings in the table's language).
    fn csv(&self, _ctx: &Context) -> Option<Result<String>> {
        None
    }
    /// Markdown, where the command has it (its headings in the table's language).
    fn markdown(&self, _ctx: &Context) -> Option<String> {
        None
    }
    /// A self-contained HTML page, where the command has it.
    fn html(&self, _ctx: &Context) -> Option<Result<String>> {
        None
    }
    /// BG Stats' import JSON, where the command has it.
    fn bgstats(&self) -> Option<Result<String>> {
        None
    }
    /// Whether the command saved a change: then a report that cannot be printed does not make
    /// it fail (a script that retried would do the change twice).
    fn saved(&self) -> bool {
        false
    }
}

/// The report in `format`; a format the command does not have is a bug in the command line.
pub fn render(ctx: &Context, report: &dyn Report, format: Format) -> Result<String> {
    let missing = || CommandError::NoSuchFormat(format);
    match format {
        Format::Text => Ok(report.text(ctx)),
        Format::Json => report.json().ok_or_else(missing)?,
        Format::Csv => report.csv(ctx).ok_or_else(missing)?,
        Format::Markdown => report.markdown(ctx).ok_or_else(missing),
        Format::Html => report.html(ctx).ok_or_else(missing)?,
        Format::BgStats => report.bgstats().ok_or_else(missing)?,
    }
}

/// A report that is only text (rules, a variant file, a completion script).
pub struct Said(pub String);

impl Report for Said {
    fn text(&self, _: &Context) -> String {
        self.0.clone()
    }
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
