//! A club file's text: read (refused when it was cut off or is of a newer format) and
//! written.

use super::FORMAT;
use crate::core::catalog::syntax_error;
use crate::format::error::{ClubFileError, Error, FileKind};
use crate::store::club_end::{self, Which};
use crate::store::files;
use std::path::Path;

pub(super) fn pairs(list: &[(String, String)]) -> Vec<[String; 2]> {
    list.iter().map(|(a, b)| [a.clone(), b.clone()]).collect()
}

pub(super) fn unpairs(list: Vec<[String; 2]>) -> Vec<(String, String)> {
    list.into_iter().map(|[a, b]| (a, b)).collect()
}

pub(super) fn syntax(path: &Path, text: &str, error: &toml::de::Error) -> Error {
    ClubFileError::Syntax(syntax_error(&path.display().to_string(), text, error)).into()
}

/// The text of the club file at `path`, refused as cut off when it should end with its end
/// line and does not (before its TOML is read: a cut often breaks that too).
pub(super) fn read_club_text(path: &Path, which: Which, header: &str) -> Result<String, Error> {
    let text = files::read_text(path, FileKind::Club)?;
    if !club_end::ends(which, &text) && club_end::needed(which, header, FORMAT, &text) {
        return Err(cut_off(path, which));
    }
    Ok(text)
}

fn cut_off(path: &Path, which: Which) -> Error {
    ClubFileError::CutOff {
        origin: path.display().to_string(),
        end: which.start(),
    }
    .into()
}

/// Refuses a file of a format that ends with its end line without one (its `format` line
/// written so that it was not seen before the TOML was read).
pub(super) fn ended(path: &Path, which: Which, text: &str, format: u32) -> Result<(), Error> {
    if format >= club_end::FIRST && !club_end::ends(which, text) {
        return Err(cut_off(path, which));
    }
    Ok(())
}

pub(super) fn newer(path: &Path, format: u32) -> Result<(), Error> {
    if format > FORMAT {
        return Err(ClubFileError::NewerFormat {
            origin: path.display().to_string(),
            format,
            max: FORMAT,
        }
        .into());
    }
    Ok(())
}

pub(super) fn create_dir(dir: &Path) -> Result<(), Error> {
    std::fs::create_dir_all(dir).map_err(|cause| Error::CreateFolder {
        path: dir.to_path_buf(),
        cause,
    })
}

/// Writes `text` at `path` (the caller holds its lock), readable by its owner only when
/// `private`.
pub(super) fn write(path: &Path, text: &str, private: bool) -> Result<(), Error> {
    files::check_writable(path)?;
    let written = if private {
        files::write_private(path, text.as_bytes())
    } else {
        files::write_atomically(path, text.as_bytes(), || Ok(()))
    };
    written.map_err(|cause| files::write_error(path, cause))?;
    if let Some(dir) = path.parent() {
        files::remove_stale(dir);
    }
    Ok(())
}
