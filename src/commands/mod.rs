//! Every command in one shape: it takes the [`Context`] (the table's words, the clock and the
//! screen's width) and its arguments, and returns a typed [`Report`]. Which form the report
//! takes (text for people, the JSON contract, CSV, Markdown) is chosen in one place,
//! [`render`]. `play`, which talks to the table prompt by prompt, is the one command that
//! prints as it goes.

pub(crate) mod change;
pub mod club;
#[cfg(test)]
mod edit_properties;
pub(crate) mod generated;
pub mod history;
pub(crate) mod import;
pub(crate) mod log;
pub(crate) mod play;
pub(crate) mod variants;
pub(crate) mod view;

pub use crate::act::{CommandError, Context, Format, Result, error, json, said};

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
