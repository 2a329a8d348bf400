//! Listing a folder's match files: [`match_files`] (with metadata) and the [`current_match`].
//! Re-exported from [`super::matchfile`].

use crate::format::error::Error;
use crate::store::files;
use std::path::{Path, PathBuf};

/// Every match file in the folder (hidden and temporary files are not matches; a file reached
/// through two names is listed once). A folder that is missing holds none; one that cannot be
/// read, or a file where the folder (or the data folder) should be, is an error that says so.
pub fn match_files(dir: &Path) -> Result<Vec<PathBuf>, Error> {
    Ok(match_files_with_metadata(dir)?
        .into_iter()
        .map(|(path, _)| path)
        .collect())
}

/// [`match_files`], each with its metadata (through links) where it could be read.
#[allow(clippy::type_complexity)]
pub fn match_files_with_metadata(
    dir: &Path,
) -> Result<Vec<(PathBuf, Option<std::fs::Metadata>)>, Error> {
    match std::fs::metadata(dir) {
        Ok(metadata) if !metadata.is_dir() => {
            return Err(Error::FolderIsFile {
                path: dir.to_path_buf(),
            });
        }
        Ok(_) => {}
        Err(error)
            if matches!(
                error.kind(),
                std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
            ) =>
        {
            // Nothing yet; unless something in the way is a file (HARTENJAGEN_HOME, say).
            for ancestor in dir.ancestors().skip(1) {
                match std::fs::metadata(ancestor) {
                    Ok(metadata) if metadata.is_dir() => break,
                    Ok(_) => {
                        return Err(Error::HomeIsFile {
                            path: ancestor.to_path_buf(),
                        });
                    }
                    Err(_) => {}
                }
            }
            return Ok(Vec::new());
        }
        Err(cause) => {
            return Err(Error::ReadMatchesFolder {
                path: dir.to_path_buf(),
                cause,
            });
        }
    }
    let entries = std::fs::read_dir(dir).map_err(|cause| Error::ReadMatchesFolder {
        path: dir.to_path_buf(),
        cause,
    })?;
    let named: Vec<std::fs::DirEntry> = entries
        .flatten()
        .filter(|entry| {
            let name = entry.file_name();
            let path = Path::new(&name);
            path.extension().is_some_and(|e| e == "toml")
                && name.to_str().is_some_and(|n| !n.starts_with('.'))
        })
        .collect();
    let look = |entry: &std::fs::DirEntry| {
        let path = entry.path();
        let kind = entry.file_type().ok()?;
        if kind.is_file() {
            // Asked of the open folder by name: no walk down the whole path.
            Some((path, None, entry.metadata().ok()))
        } else if kind.is_symlink() && path.is_file() {
            let target = files::target(&path);
            let metadata = std::fs::metadata(&path).ok();
            Some((path, Some(target), metadata))
        } else {
            None
        }
    };
    // A club's folder is looked at on every core.
    let mut paths = super::on_every_core(&named, 2048, look);
    // Byte order of the whole path (one folder: the names' order), cheaper than comparing
    // and hashing paths component by component.
    paths.sort_by(|a, b| a.0.as_os_str().cmp(b.0.as_os_str()));
    if paths.iter().any(|(_, link, _)| link.is_some()) {
        // Two names of one file only through a link. A regular file's real path is the
        // folder's real path and its name: only links need resolving (a club's 26,000 files
        // would otherwise cost 130,000 `readlink`s).
        let real_dir = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf());
        let mut seen = std::collections::HashSet::new();
        paths.retain(|(path, link, _)| {
            let target = match (link, path.file_name()) {
                (Some(target), _) => target.clone(),
                (None, Some(name)) => real_dir.join(name),
                (None, None) => path.clone(),
            };
            seen.insert(target.into_os_string())
        });
    }
    Ok(paths
        .into_iter()
        .map(|(path, _, metadata)| (path, metadata))
        .collect())
}

/// The current match: the most recently changed match file, finished or not.
pub fn current_match(dir: &Path) -> Result<PathBuf, Error> {
    let newest = match_files(dir)?
        .into_iter()
        .filter_map(|p| Some((std::fs::metadata(&p).ok()?.modified().ok()?, p)))
        .max();
    newest.map(|(_, p)| p).ok_or(Error::NoMatchYet)
}
