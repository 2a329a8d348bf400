//! The store's errors as data: which file or folder, what went wrong with it, and the system's
//! reason where there is one. Nothing here is a sentence: the words layer says each error in
//! the table's language (`words::errors::store_error`), and `serve` picks its status from the
//! kind.

use crate::core::catalog::LoadError;
use crate::core::game::{Match, MatchError};
use crate::core::variant::Problem;
use crate::input::InputError;
use std::path::PathBuf;

/// Which kind of file a path was meant to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A match file.
    Match,
    /// A variant file.
    Variant,
    /// A club's file (`competition.toml`, `evening.toml`).
    Club,
    /// A sheet of hand points for `import`.
    Sheet,
    /// Any file (a chart being replaced).
    Any,
}

/// What is at a path that is not a regular file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryKind {
    /// A named pipe.
    Fifo,
    /// A device.
    Device,
    /// A socket.
    Socket,
    /// A folder.
    Folder,
    /// Something else.
    Other,
}

/// Which name of a hand in a match file is not a player's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// A `took` key.
    Took,
    /// The dealer.
    Dealer,
    /// The high bidder.
    Bidder,
    /// Who reneged.
    Renege,
    /// Who declared.
    Declarer,
}

/// An option of a match file that cannot be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionWhy {
    /// A target of 0 or less.
    Target,
    /// A quick game with a target.
    QuickAndTarget,
    /// A hands limit of 0.
    NoHands,
}

/// What is wrong with one value of a hand in a match file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueWhy {
    /// A name that is not a player's.
    NotPlayer {
        /// Which name.
        role: Role,
        /// As written.
        name: String,
    },
    /// A suit that is not `S`, `H`, `D` or `C`.
    NotASuit(String),
    /// A payment that is not `FROM>TO:N` between players or the pot.
    NotAPayment(String),
    /// The cards out of play.
    Out(InputError),
    /// Anything else the input module refused.
    Input(InputError),
}

/// Why a match file does not load. `origin` names the file.
#[derive(Debug)]
pub enum MatchFileError {
    /// Broken TOML, or a key or value the format does not have.
    Syntax(LoadError),
    /// Cut short from outside (an interrupted copy or sync): it should end with its end line
    /// and does not.
    CutOff {
        /// The file.
        origin: String,
    },
    /// Text added below the end line (a hand typed at the bottom by hand): the file is whole,
    /// but its end line is not its last line.
    AfterEnd {
        /// The file.
        origin: String,
        /// The end line's line number.
        line: usize,
    },
    /// Written by a newer hartenjagen.
    NewerFormat {
        /// The file.
        origin: String,
        /// Its format.
        format: u32,
        /// The newest this build reads.
        max: u32,
    },
    /// The first dealer is not a player.
    FirstDealerNotPlayer {
        /// The file.
        origin: String,
        /// The name written.
        name: String,
    },
    /// The players or options cannot make a match.
    Setup {
        /// The file.
        origin: String,
        /// Why.
        error: MatchError,
    },
    /// The copy of the variant in the file is broken.
    VariantCopyBroken {
        /// The file.
        origin: String,
        /// Its problems.
        problems: Vec<Problem>,
    },
    /// An option that cannot be, at its line and column.
    Option {
        /// The file.
        origin: String,
        /// Where.
        line: usize,
        /// Where.
        column: usize,
        /// Its key.
        key: &'static str,
        /// Why.
        why: OptionWhy,
    },
    /// A value of entry `number` that cannot be, at its line and column.
    Value {
        /// The file.
        origin: String,
        /// Where.
        line: usize,
        /// Where.
        column: usize,
        /// The entry.
        number: usize,
        /// The match up to that entry (to say names and cards).
        game: Box<Match>,
        /// Why.
        why: ValueWhy,
    },
    /// Entry `number` is refused by the match (at its `[[hand]]` line).
    Entry {
        /// The file.
        origin: String,
        /// Where.
        line: usize,
        /// The entry.
        number: usize,
        /// The match up to that entry.
        game: Box<Match>,
        /// Why.
        error: MatchError,
    },
}

/// Why a club's file (`competition.toml`, `evening.toml`) does not load. `origin` names it.
#[derive(Debug)]
pub enum ClubFileError {
    /// Broken TOML, or a key or value the format does not have.
    Syntax(LoadError),
    /// Written by a newer hartenjagen.
    NewerFormat {
        /// The file.
        origin: String,
        /// Its format.
        format: u32,
        /// The newest this build reads.
        max: u32,
    },
    /// The copy of the variant in a competition's file is broken.
    VariantCopyBroken {
        /// The file.
        origin: String,
        /// Its problems.
        problems: Vec<Problem>,
    },
    /// Cut short from outside (an interrupted copy or sync): it should end with its end line
    /// and does not.
    CutOff {
        /// The file.
        origin: String,
        /// How its end line starts (`# end of evening`), as written in the file.
        end: &'static str,
    },
    /// A table whose match file is not its own `rR-tT.toml` beside `evening.toml`.
    TableFile {
        /// The file.
        origin: String,
        /// The round.
        round: u32,
        /// The table.
        table: u32,
        /// The file named, as written.
        file: String,
    },
    /// A round's seed that is not 16 hex digits.
    BadSeed {
        /// The file.
        origin: String,
        /// The round.
        round: u32,
        /// The seed as written.
        seed: String,
    },
    /// An organiser's action that is not one the evening knows, or lacks what it needs.
    BadAction {
        /// The file.
        origin: String,
        /// Its kind as written.
        kind: String,
    },
}

/// Why the store could not do what it was asked.
#[derive(Debug, thiserror::Error)]
#[error("{self:?}")]
pub enum Error {
    /// A file could not be opened or read.
    CannotRead {
        /// What it was meant to be.
        what: FileKind,
        /// Where.
        path: PathBuf,
        /// The system's reason.
        #[source]
        cause: std::io::Error,
    },
    /// Something that is not a regular file where a file was meant to be.
    NotRegular {
        /// What it was meant to be.
        what: FileKind,
        /// Where.
        path: PathBuf,
        /// What is there.
        kind: EntryKind,
    },
    /// A file far too large to be what it was meant to be.
    TooLarge {
        /// What it was meant to be.
        what: FileKind,
        /// Where.
        path: PathBuf,
        /// The limit in MiB.
        mib: u64,
    },
    /// A file that is not UTF-8 text.
    NotUtf8 {
        /// What it was meant to be.
        what: FileKind,
        /// Where.
        path: PathBuf,
        /// The line of the first bad byte.
        line: usize,
        /// Its offset.
        offset: usize,
    },
    /// A read-only file that a change would have been saved over.
    ReadOnly {
        /// Where.
        path: PathBuf,
    },
    /// The lock file could not be opened.
    LockOpen {
        /// The lock file.
        path: PathBuf,
        /// The system's reason.
        #[source]
        cause: std::io::Error,
    },
    /// The lock file could not be locked.
    LockLock {
        /// The lock file.
        path: PathBuf,
        /// The system's reason.
        #[source]
        cause: std::io::Error,
    },
    /// Another command has held the match's lock too long.
    LockBusy {
        /// The match.
        path: PathBuf,
        /// How long it waited.
        seconds: f64,
    },
    /// No home folder and no `HARTENJAGEN_HOME`.
    NoHome,
    /// A file where the matches folder should be.
    FolderIsFile {
        /// Where.
        path: PathBuf,
    },
    /// A file where a folder above the data folder should be.
    HomeIsFile {
        /// Where.
        path: PathBuf,
    },
    /// The matches folder could not be read.
    ReadMatchesFolder {
        /// Where.
        path: PathBuf,
        /// The system's reason.
        #[source]
        cause: std::io::Error,
    },
    /// The variants folder could not be read.
    ReadVariantsFolder {
        /// Where.
        path: PathBuf,
        /// The system's reason.
        #[source]
        cause: std::io::Error,
    },
    /// No match in the data folder yet.
    NoMatchYet,
    /// A folder could not be made.
    CreateFolder {
        /// Where.
        path: PathBuf,
        /// The system's reason.
        #[source]
        cause: std::io::Error,
    },
    /// The match could not be written as TOML.
    WriteToml(#[source] toml::ser::Error),
    /// The match file could not be written.
    WriteMatch {
        /// Where.
        path: PathBuf,
        /// The system's reason.
        #[source]
        cause: std::io::Error,
    },
    /// A save that another program kept from replacing the file, which it holds open (on
    /// Windows): nothing was saved, and the file is as it was.
    HeldOpen {
        /// The file.
        path: PathBuf,
    },
    /// `new` would overwrite a file.
    AlreadyExists {
        /// Where.
        path: PathBuf,
    },
    /// A thousand matches started in one second with one game.
    TooManyNames {
        /// The folder.
        dir: PathBuf,
        /// The name they share.
        stem: String,
    },
    /// A match file that does not load.
    MatchFile(Box<MatchFileError>),
    /// A club's file that does not load.
    ClubFile(Box<ClubFileError>),
    /// A change of a club table's match that the evening refuses (its round closed, drawn
    /// again, or the file not the draw's).
    ClubTable(crate::core::club::evening::ClubError),
}

impl Error {
    /// The system's reason this error carries, where it is one (the words layer says the
    /// common ones in the table's language).
    pub fn io_cause(&self) -> Option<&std::io::Error> {
        match self {
            Error::CannotRead { cause, .. }
            | Error::LockOpen { cause, .. }
            | Error::LockLock { cause, .. }
            | Error::ReadMatchesFolder { cause, .. }
            | Error::ReadVariantsFolder { cause, .. }
            | Error::CreateFolder { cause, .. }
            | Error::WriteMatch { cause, .. } => Some(cause),
            _ => None,
        }
    }
}

impl From<ClubFileError> for Error {
    fn from(error: ClubFileError) -> Error {
        Error::ClubFile(Box::new(error))
    }
}

impl From<MatchFileError> for Error {
    fn from(error: MatchFileError) -> Error {
        Error::MatchFile(Box::new(error))
    }
}
