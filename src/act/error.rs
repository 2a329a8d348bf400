//! Why a command did not do what it was asked, as data: the store's and the core's errors as
//! they came, and each refusal of the command layer with what it names. Nothing here is a
//! sentence: the words layer says each one (`commands::said`), the
//! command line prints it (`app.rs`), the servers answer it (`serve::api`).

use crate::core::catalog::LoadError;
use crate::core::club::evening::ClubError;
use crate::core::game::{Match, MatchError, NameError, PointsError};
use crate::format::error::Error as StoreError;
use crate::input::InputError;
use chrono::NaiveDateTime;
use std::path::PathBuf;

/// A command's result: its report, or why not.
pub type Result<T, E = CommandError> = std::result::Result<T, E>;

/// Why a command did not do what it was asked.
#[derive(Debug)]
pub enum CommandError {
    /// A file or folder the store could not use.
    Store(StoreError),
    /// A variant that does not load.
    Load(LoadError),
    /// A hand typed on the command line that does not go into the match: the flag at fault,
    /// if the problem is not the match's own refusal.
    Input {
        /// The match it was typed for.
        game: Box<Match>,
        /// What is wrong.
        error: InputError,
        /// The flag that gave the field (`--dealer`).
        flag: Option<&'static str>,
    },
    /// A change the match refused (undo, misdeal, note).
    Match {
        /// The match.
        game: Box<Match>,
        /// Why.
        error: MatchError,
    },
    /// A match that cannot be set up (`Match::new` refused).
    Setup(MatchError),
    /// A game whose hands are not points only (`import`).
    Points {
        /// The match set up.
        game: Box<Match>,
        /// Why.
        error: PointsError,
    },
    /// A refusal of the club's rules.
    Club(ClubError),
    /// `new` with one player named.
    OnlyOnePlayer {
        /// The variant.
        variant: String,
        /// The table sizes it is played with.
        counts: Vec<usize>,
    },
    /// `new --dealer NAME` that names nobody, or more than one player.
    Dealer {
        /// The players named.
        players: Vec<String>,
        /// Why.
        error: NameError,
    },
    /// `--target` or `--quick` for a game played for chips.
    NoTargetChips {
        /// The variant.
        variant: String,
        /// The flag given.
        flag: &'static str,
    },
    /// `--target` or `--quick` for a game played for lives.
    NoTargetLives {
        /// The variant.
        variant: String,
        /// The flag given.
        flag: &'static str,
    },
    /// A `--date` that cannot be a match from before.
    Date(DateError),
    /// A sheet that cannot be imported.
    Import(Box<ImportError>),
    /// `export --all` without `--format bgstats`.
    BgStatsAllOnly,
    /// `export --format bgstats` of a match not finished.
    BgStatsUnfinished,
    /// A chart that may not go where `--svg` says.
    Chart(ChartError),
    /// A chart that could not be written.
    WriteChart {
        /// Where.
        path: PathBuf,
        /// The system's reason.
        cause: std::io::Error,
    },
    /// `man --dir` that cannot take the pages.
    Man(ManError),
    /// `play` without a terminal.
    PlayNeedsTerminal,
    /// `play` that cannot watch for Ctrl-C.
    WatchCtrlC(ctrlc::Error),
    /// `variants show --resolved` that cannot print the rules as TOML.
    RulesToml(toml::ser::Error),
    /// `next` of a finished match (not `--json`): the match's refusal, and the offer of the
    /// same table again.
    NoNextHand {
        /// The match.
        game: Box<Match>,
        /// Why (the match is over).
        error: MatchError,
    },
    /// Standard output that cannot be written.
    WriteOutput(std::io::Error),
    /// A report asked for in a form the command does not have: a bug in the command line.
    NoSuchFormat(super::Format),
    /// What is no refusal and has no words of ours (a report that cannot be serialised, no
    /// randomness for a key, the table prompt or a server stopping): said with its causes.
    Trouble(anyhow::Error),
}

/// Why a `--date` cannot be a match from before.
#[derive(Debug)]
pub enum DateError {
    /// A local time that never was (the clocks went forward).
    NeverWas(NaiveDateTime),
    /// A time still to come.
    ToCome(NaiveDateTime),
}

/// Why a sheet cannot be imported; nothing is written.
#[derive(Debug)]
pub enum ImportError {
    /// The sheet cannot be read.
    CannotRead {
        /// The sheet as given.
        file: String,
        /// The system's reason.
        cause: std::io::Error,
    },
    /// A row that is not CSV.
    NotCsv {
        /// The sheet as given.
        file: String,
        /// The row (1-based).
        row: usize,
        /// What the CSV reader said.
        cause: csv::Error,
    },
    /// A sheet with no hands.
    Empty {
        /// The sheet as given.
        file: String,
    },
    /// A cell that is wrong.
    At {
        /// The sheet as given.
        file: String,
        /// The row (1-based).
        row: usize,
        /// The column (1-based).
        column: usize,
        /// The column's heading.
        heading: String,
        /// What is wrong.
        why: SheetWhy,
    },
    /// A row that is wrong as a whole.
    AtRow {
        /// The sheet as given.
        file: String,
        /// The row (1-based).
        row: usize,
        /// What is wrong.
        why: SheetWhy,
    },
}

/// What is wrong with a cell or a row of a sheet.
#[derive(Debug)]
pub enum SheetWhy {
    /// A date column's cell that is not a date.
    BadDate(String),
    /// A date that cannot be a match from before.
    Date(DateError),
    /// A dealer's name that finds nobody, or several.
    Name {
        /// The players of the sheet.
        players: Vec<String>,
        /// Why.
        error: NameError,
    },
    /// A player's cell that is not a whole number.
    NotANumber(String),
    /// A hand number where another hand comes.
    HandNumber {
        /// The cell.
        value: String,
        /// The hand that comes.
        number: usize,
    },
    /// Points the match refused.
    Match {
        /// The match so far.
        game: Box<Match>,
        /// Why.
        error: MatchError,
    },
    /// A total that is not the total the points give.
    Total {
        /// The cell.
        value: String,
        /// The total the points give.
        total: String,
        /// The player.
        name: String,
    },
}

/// Where a chart may not go.
#[derive(Debug)]
pub enum ChartError {
    /// Over the match charted.
    MatchItself(PathBuf),
    /// Into the matches folder.
    InMatches(PathBuf),
    /// Over a match file.
    OverMatch(PathBuf),
    /// Over an existing file, without `--force`.
    Exists(PathBuf),
}

/// Why `man --dir` cannot write the pages.
#[derive(Debug)]
pub enum ManError {
    /// The folder is a file.
    DirNotFolder(PathBuf),
    /// The folder holds a folder where a page goes.
    PageIsFolder {
        /// The folder.
        dir: PathBuf,
        /// The page.
        page: String,
    },
    /// The pages could not be written.
    CannotWrite {
        /// The folder.
        dir: PathBuf,
        /// The system's reason.
        cause: std::io::Error,
    },
}

impl CommandError {
    /// The club's rule this is a refusal of, if it is one.
    pub fn club(&self) -> Option<&ClubError> {
        match self {
            CommandError::Club(error) => Some(error),
            _ => None,
        }
    }
}

impl std::fmt::Display for CommandError {
    /// Not a sentence: the words layer says a command's error. This is for logs and test
    /// failures.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{self:?}")
    }
}

impl From<StoreError> for CommandError {
    fn from(error: StoreError) -> CommandError {
        CommandError::Store(error)
    }
}

impl From<LoadError> for CommandError {
    fn from(error: LoadError) -> CommandError {
        CommandError::Load(error)
    }
}

impl From<ClubError> for CommandError {
    fn from(error: ClubError) -> CommandError {
        CommandError::Club(error)
    }
}

impl From<DateError> for CommandError {
    fn from(error: DateError) -> CommandError {
        CommandError::Date(error)
    }
}

impl From<ChartError> for CommandError {
    fn from(error: ChartError) -> CommandError {
        CommandError::Chart(error)
    }
}

impl From<ManError> for CommandError {
    fn from(error: ManError) -> CommandError {
        CommandError::Man(error)
    }
}

impl From<ImportError> for CommandError {
    fn from(error: ImportError) -> CommandError {
        CommandError::Import(Box::new(error))
    }
}

impl From<crate::store::variants::VariantError> for CommandError {
    fn from(error: crate::store::variants::VariantError) -> CommandError {
        use crate::store::variants::VariantError;
        match error {
            VariantError::File(error) => CommandError::Store(error),
            VariantError::Load(error) => CommandError::Load(error),
        }
    }
}

impl From<anyhow::Error> for CommandError {
    fn from(error: anyhow::Error) -> CommandError {
        CommandError::Trouble(error)
    }
}

impl From<serde_json::Error> for CommandError {
    fn from(error: serde_json::Error) -> CommandError {
        CommandError::Trouble(error.into())
    }
}
