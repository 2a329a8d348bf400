//! A command's error in words, at the edge of the command layer: each kind said once (every
//! sentence from the words layer's `.ftl` files), the store's and the core's through the words
//! layer's own functions, each refusal of the command layer with what it names.

use super::error::{ChartError, CommandError, DateError, ImportError, ManError, SheetWhy};
use crate::t;
use crate::words::Words;
use crate::words::errors::{
    Door, club_error, counts, input_error, io_cause, load_error, match_error, name_error_among,
    points_error, setup_failure, store_failure, with_reasons,
};

/// A command's error as the table reads it: one sentence (with the system's reasons after it,
/// where there are some).
pub fn command_error(w: &Words, error: &CommandError) -> String {
    match error {
        CommandError::Store(error) => store_failure(w, error),
        CommandError::Load(error) => load_error(w, error),
        CommandError::Input { game, error, flag } => {
            input_error(w, game, error, Door::CommandLine, *flag)
        }
        CommandError::Match { game, error } => match_error(w, game, error),
        CommandError::Setup(error) => setup_failure(w, error),
        CommandError::Points { game, error } => points_error(w, game, error),
        CommandError::Club(error) => club_error(w, error),
        CommandError::OnlyOnePlayer {
            variant,
            counts: sizes,
        } => t!(
            w,
            "only-one-player",
            variant = variant.as_str(),
            counts = counts(w, sizes)
        ),
        CommandError::Dealer { players, error } => t!(
            w,
            "flag-error",
            flag = "--dealer",
            error = name_error_among(w, players, error)
        ),
        CommandError::NoTargetChips { variant, flag } => {
            t!(
                w,
                "no-target-chips",
                variant = variant.as_str(),
                flag = *flag
            )
        }
        CommandError::NoTargetLives { variant, flag } => {
            t!(
                w,
                "no-target-lives",
                variant = variant.as_str(),
                flag = *flag
            )
        }
        CommandError::Date(error) => date_error(w, error),
        CommandError::Import(error) => import_error(w, error),
        CommandError::BgStatsAllOnly => t!(w, "bgstats-all-only"),
        CommandError::BgStatsUnfinished => t!(w, "bgstats-unfinished"),
        CommandError::Chart(error) => chart_error(w, error),
        CommandError::WriteChart { path, cause } => with_causes(
            w,
            t!(w, "write-chart", path = path.display().to_string()),
            cause,
        ),
        CommandError::Man(error) => man_error(w, error),
        CommandError::PlayNeedsTerminal => t!(w, "play-needs-terminal"),
        CommandError::WatchCtrlC(cause) => with_reasons(t!(w, "watch-ctrl-c"), None, Some(cause)),
        CommandError::RulesToml(cause) => {
            with_reasons(t!(w, "print-rules-toml"), None, Some(cause))
        }
        CommandError::NoNextHand { game, error } => {
            t!(w, "next-rematch", error = match_error(w, game, error))
        }
        CommandError::WriteOutput(cause) => with_causes(w, t!(w, "write-stdout"), cause),
        CommandError::NoSuchFormat(format) => format!("this command has no {format:?} output"),
        CommandError::Trouble(error) => {
            let mut text = error.to_string();
            for reason in error.chain().skip(1) {
                text.push_str(&format!(": {reason}"));
            }
            text
        }
    }
}

/// `head` and then the system's reason, in words where it is a common one, and the reasons
/// it came from: "cannot write the chart c.svg: permission denied".
fn with_causes(w: &Words, head: String, first: &std::io::Error) -> String {
    use std::error::Error as _;
    with_reasons(head, Some(io_cause(w, first)), first.source())
}

/// A `--date` as typed back: the day, and the time where it is not midnight.
fn shown(when: &chrono::NaiveDateTime) -> String {
    if when.time() == chrono::NaiveTime::MIN {
        when.format("%Y-%m-%d").to_string()
    } else {
        when.format("%Y-%m-%d %H:%M").to_string()
    }
}

/// Why a `--date` cannot be a match from before.
fn date_error(w: &Words, error: &DateError) -> String {
    match error {
        DateError::NeverWas(when) => t!(w, "date-never-was", date = shown(when)),
        DateError::ToCome(when) => t!(w, "date-to-come", date = shown(when)),
    }
}

/// Why a sheet cannot be imported: the sheet, the row and the column where it falls short.
fn import_error(w: &Words, error: &ImportError) -> String {
    match error {
        ImportError::CannotRead { file, cause: why } => t!(
            w,
            "import-cannot-read",
            file = file.as_str(),
            cause = io_cause(w, why)
        ),
        ImportError::NotCsv { file, row, cause } => t!(
            w,
            "import-not-csv",
            file = file.as_str(),
            row = *row,
            cause = cause.to_string()
        ),
        ImportError::Empty { file } => t!(w, "import-empty", file = file.as_str()),
        ImportError::At {
            file,
            row,
            column,
            heading,
            why,
        } => t!(
            w,
            "import-at",
            file = file.as_str(),
            row = *row,
            column = *column,
            heading = heading.as_str(),
            why = sheet_why(w, why)
        ),
        ImportError::AtRow { file, row, why } => t!(
            w,
            "import-at-row",
            file = file.as_str(),
            row = *row,
            why = sheet_why(w, why)
        ),
    }
}

/// What is wrong with a cell or a row of a sheet.
fn sheet_why(w: &Words, why: &SheetWhy) -> String {
    match why {
        SheetWhy::BadDate(date) => t!(w, "import-bad-date", date = date.as_str()),
        SheetWhy::Date(error) => date_error(w, error),
        SheetWhy::Name { players, error } => name_error_among(w, players, error),
        SheetWhy::NotANumber(value) => t!(w, "import-not-a-number", value = value.as_str()),
        SheetWhy::HandNumber { value, number } => t!(
            w,
            "import-hand-number",
            value = value.as_str(),
            number = *number
        ),
        SheetWhy::Match { game, error } => match_error(w, game, error),
        SheetWhy::Total { value, total, name } => t!(
            w,
            "import-total",
            value = value.as_str(),
            total = total.as_str(),
            name = name.as_str()
        ),
    }
}

/// Where a chart may not go.
fn chart_error(w: &Words, error: &ChartError) -> String {
    match error {
        ChartError::MatchItself(path) => {
            t!(w, "chart-match-itself", path = path.display().to_string())
        }
        ChartError::InMatches(path) => t!(w, "chart-in-matches", path = path.display().to_string()),
        ChartError::OverMatch(path) => t!(w, "chart-over-match", path = path.display().to_string()),
        ChartError::Exists(path) => t!(w, "chart-exists", path = path.display().to_string()),
    }
}

/// Why `man --dir` cannot write the pages.
fn man_error(w: &Words, error: &ManError) -> String {
    match error {
        ManError::DirNotFolder(dir) => {
            t!(w, "man-dir-not-folder", dir = dir.display().to_string())
        }
        ManError::PageIsFolder { dir, page } => t!(
            w,
            "man-page-is-folder",
            dir = dir.display().to_string(),
            page = page.as_str()
        ),
        ManError::CannotWrite { dir, cause } => with_causes(
            w,
            t!(w, "man-cannot-write", dir = dir.display().to_string()),
            cause,
        ),
    }
}
