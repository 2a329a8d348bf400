//! The store's errors in words: a file or folder that cannot be used, a match or club file
//! that does not load.

use super::{Door, club_error, input_error, load_error, match_error_at, problem, setup_failure};
use crate::core::catalog::LoadError;
use crate::format::error::{
    ClubFileError, EntryKind, Error as StoreError, FileKind, MatchFileError, OptionWhy, Role,
    ValueWhy,
};
use crate::t;
use crate::words::Words;

/// A system's reason in the table's words where it is a common one ("no such file"), else
/// as the system says it.
pub fn io_cause(w: &Words, cause: &std::io::Error) -> String {
    match cause.kind() {
        std::io::ErrorKind::NotFound => t!(w, "io-not-found"),
        std::io::ErrorKind::PermissionDenied => t!(w, "io-permission"),
        std::io::ErrorKind::AlreadyExists => t!(w, "io-exists"),
        std::io::ErrorKind::StorageFull => t!(w, "io-full"),
        std::io::ErrorKind::NotADirectory => t!(w, "io-not-a-folder"),
        _ => cause.to_string(),
    }
}

/// `head`, then the system's reasons, each after a colon: the first one said by `first`
/// (which knows its type), those it came from as the system says them.
pub fn with_reasons(
    head: String,
    first: Option<String>,
    source: Option<&(dyn std::error::Error + 'static)>,
) -> String {
    let mut text = head;
    if let Some(first) = first {
        text.push_str(&format!(": {first}"));
    }
    let mut reason = source;
    while let Some(now) = reason {
        text.push_str(&format!(": {now}"));
        reason = now.source();
    }
    text
}

/// The store's error with the system's reasons after it: "cannot read the match file m.toml:
/// no such file or folder".
pub fn store_failure(w: &Words, error: &StoreError) -> String {
    use std::error::Error as _;
    let head = store_error(w, error);
    match error.io_cause() {
        Some(io) => with_reasons(head, Some(io_cause(w, io)), io.source()),
        None => with_reasons(head, None, error.source()),
    }
}

/// What a kind of file is called: "match file", "variant file", "file".
fn file_kind(w: &Words, what: FileKind) -> String {
    match what {
        FileKind::Match => t!(w, "what-match-file"),
        FileKind::Variant => t!(w, "what-variant-file"),
        FileKind::Club => t!(w, "what-club-file"),
        FileKind::Sheet => t!(w, "what-sheet"),
        FileKind::Any => t!(w, "what-file"),
    }
}

/// The store's error as one sentence (the system's reason, if any, is added after it by the
/// caller that walks the error's causes).
pub fn store_error(w: &Words, error: &StoreError) -> String {
    let path = |p: &std::path::Path| p.display().to_string();
    match error {
        StoreError::CannotRead { what, path: p, .. } => {
            t!(w, "cannot-read", what = file_kind(w, *what), path = path(p))
        }
        StoreError::NotRegular {
            what,
            path: p,
            kind,
        } => t!(
            w,
            "not-regular",
            path = path(p),
            kind = match kind {
                EntryKind::Fifo => t!(w, "kind-fifo"),
                EntryKind::Device => t!(w, "kind-device"),
                EntryKind::Socket => t!(w, "kind-socket"),
                EntryKind::Folder => t!(w, "kind-folder"),
                EntryKind::Other => t!(w, "kind-other"),
            },
            what = file_kind(w, *what)
        ),
        StoreError::TooLarge { what, path: p, mib } => t!(
            w,
            "too-large",
            path = path(p),
            mib = *mib,
            what = file_kind(w, *what)
        ),
        StoreError::NotUtf8 {
            what,
            path: p,
            line,
            offset,
        } => t!(
            w,
            "not-utf8",
            path = path(p),
            line = *line,
            what = file_kind(w, *what),
            offset = *offset
        ),
        StoreError::ReadOnly { path: p } => t!(w, "read-only", path = path(p)),
        StoreError::LockOpen { path: p, .. } => t!(w, "lock-open", path = path(p)),
        StoreError::LockLock { path: p, .. } => t!(w, "lock-lock", path = path(p)),
        StoreError::LockBusy { path: p, seconds } => {
            t!(w, "lock-busy", path = path(p), seconds = *seconds)
        }
        StoreError::NoHome => t!(w, "no-home"),
        StoreError::FolderIsFile { path: p } => t!(w, "folder-is-file", path = path(p)),
        StoreError::HomeIsFile { path: p } => t!(w, "home-is-file", path = path(p)),
        StoreError::ReadMatchesFolder { path: p, .. } => {
            t!(w, "read-matches-folder", path = path(p))
        }
        StoreError::ReadVariantsFolder { path: p, .. } => {
            t!(w, "read-variants-folder", path = path(p))
        }
        StoreError::NoMatchYet => t!(w, "no-match-yet"),
        StoreError::CreateFolder { path: p, .. } => t!(w, "create-folder", path = path(p)),
        StoreError::WriteToml(_) => t!(w, "write-toml"),
        StoreError::WriteMatch { path: p, .. } => t!(w, "write-match", path = path(p)),
        StoreError::HeldOpen { path: p } => t!(w, "write-held-open", path = path(p)),
        StoreError::AlreadyExists { path: p } => t!(w, "already-exists", path = path(p)),
        StoreError::TooManyNames { dir, stem } => {
            t!(w, "too-many-names", dir = path(dir), stem = stem.as_str())
        }
        StoreError::MatchFile(error) => match_file_error(w, error),
        StoreError::ClubFile(error) => club_file_error(w, error),
        StoreError::ClubTable(error) => club_error(w, error),
    }
}

/// Why a club's file does not load, naming the file (and the line and column of a syntax
/// error).
pub fn club_file_error(w: &Words, error: &ClubFileError) -> String {
    match error {
        ClubFileError::Syntax(load) => load_error(w, load),
        ClubFileError::NewerFormat {
            origin,
            format,
            max,
        } => t!(
            w,
            "club-newer-format",
            origin = origin.as_str(),
            format = *format,
            max = *max
        ),
        ClubFileError::VariantCopyBroken { origin, problems } => load_error(
            w,
            &LoadError::Problems {
                origin: origin.clone(),
                problems: problems.clone(),
            },
        ),
        ClubFileError::CutOff { origin, end } => {
            t!(w, "club-cut-off", origin = origin.as_str(), end = *end)
        }
        ClubFileError::TableFile {
            origin,
            round,
            table,
            file,
        } => t!(
            w,
            "club-table-file",
            origin = origin.as_str(),
            round = *round,
            table = *table,
            file = file.as_str(),
            own = crate::core::club::record::table_file_name(*round, *table)
        ),
        ClubFileError::BadSeed {
            origin,
            round,
            seed,
        } => t!(
            w,
            "club-bad-seed",
            origin = origin.as_str(),
            round = *round,
            seed = seed.as_str()
        ),
        ClubFileError::BadAction { origin, kind } => t!(
            w,
            "club-bad-action",
            origin = origin.as_str(),
            kind = kind.as_str()
        ),
    }
}

/// Why a match file does not load, naming the file, the line and (for one value) the column.
pub fn match_file_error(w: &Words, error: &MatchFileError) -> String {
    match error {
        MatchFileError::Syntax(load) => load_error(w, load),
        MatchFileError::CutOff { origin } => t!(w, "cut-off", origin = origin.as_str()),
        MatchFileError::AfterEnd { origin, line } => {
            t!(w, "after-end", origin = origin.as_str(), line = *line)
        }
        MatchFileError::NewerFormat {
            origin,
            format,
            max,
        } => t!(
            w,
            "newer-format",
            origin = origin.as_str(),
            format = *format,
            max = *max
        ),
        MatchFileError::FirstDealerNotPlayer { origin, name } => t!(
            w,
            "match-setup-broken",
            origin = origin.as_str(),
            what = t!(w, "first-dealer-not-player", name = name.as_str())
        ),
        MatchFileError::Setup { origin, error } => t!(
            w,
            "match-setup-broken",
            origin = origin.as_str(),
            what = setup_failure(w, error)
        ),
        MatchFileError::VariantCopyBroken { origin, problems } => {
            let listed: Vec<String> = problems.iter().map(|p| problem(w, p)).collect();
            t!(
                w,
                "variant-copy-broken",
                origin = origin.as_str(),
                problems = listed.join("; ")
            )
        }
        MatchFileError::Option {
            origin,
            line,
            column,
            key,
            why,
        } => t!(
            w,
            "file-option",
            origin = origin.as_str(),
            line = *line,
            column = *column,
            key = *key,
            what = match why {
                OptionWhy::Target => t!(w, "why-target"),
                OptionWhy::QuickAndTarget => t!(w, "why-quick-and-target"),
                OptionWhy::NoHands => t!(w, "why-no-hands"),
            }
        ),
        MatchFileError::Value {
            origin,
            line,
            column,
            number,
            game,
            why,
        } => {
            let what = match why {
                ValueWhy::NotPlayer { role, name } => {
                    let id = match role {
                        Role::Took => "not-a-player",
                        Role::Dealer => "dealer-not-player",
                        Role::Bidder => "bidder-not-player",
                        Role::Renege => "renege-not-player",
                        Role::Declarer => "declarer-not-player",
                    };
                    w.get(id, &[crate::words::arg("name", name.as_str())])
                }
                ValueWhy::NotASuit(text) => t!(w, "suit-not-a-suit", text = text.as_str()),
                ValueWhy::NotAPayment(text) => t!(w, "pay-not-a-payment", text = text.as_str()),
                ValueWhy::Out(error) => t!(
                    w,
                    "out-token",
                    error = input_error(w, game, error, Door::File, None)
                ),
                ValueWhy::Input(error) => input_error(w, game, error, Door::File, None),
            };
            t!(
                w,
                "entry-at-value",
                origin = origin.as_str(),
                line = *line,
                column = *column,
                number = *number,
                what = what
            )
        }
        MatchFileError::Entry {
            origin,
            line,
            number,
            game,
            error,
        } => t!(
            w,
            "entry-at-line",
            origin = origin.as_str(),
            line = *line,
            number = *number,
            what = match_error_at(w, game, error, Door::File)
        ),
    }
}
