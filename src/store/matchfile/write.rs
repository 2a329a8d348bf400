//! Saving a match file: every way of saving one atomically under its lock
//! ([`update`], [`save`], [`save_unless_changed`], [`create`], [`create_in`]), and the folders.

use super::club::{self, Access};
use super::write_match;
use super::{Loaded, load};
use crate::core::club::table_change::TableChange;
use crate::core::game::{Entry, Match, Scoreboard};
use crate::format::error::{Error, FileKind};
use crate::store::{files, lock};
use std::path::{Path, PathBuf};

/// Changes a match safely: takes the match's lock (waiting a few seconds for another command
/// working on it), loads it, lets `change` change it, saves it atomically and lets go of the
/// lock. A second command changing the same match meanwhile waits and then applies its change
/// to the new state, so no change is ever lost. If `change` fails, or the file does not load,
/// nothing is written. Returns what `change` returned and the match as saved, with its
/// standings recomputed.
///
/// The change's own error type is kept (a refusal stays the caller's typed refusal); a file
/// that cannot be read, locked or written comes back as that type too, through `From`.
///
/// A club table's match (see [`super::club`]) takes a hand only while the evening allows
/// it: its round open and its draw the one at the table.
pub fn update<T, E: From<Error>>(
    path: &Path,
    change: impl FnOnce(&mut Match, &mut Scoreboard) -> std::result::Result<T, E>,
) -> std::result::Result<(T, Loaded), E> {
    update_with(path, Access::HAND, change)
}

/// [`update`], saying what the change does to a club table's match: a hand made for one
/// draw (a table's page), or the organiser's correction.
pub fn update_with<T, E: From<Error>>(
    path: &Path,
    access: Access,
    change: impl FnOnce(&mut Match, &mut Scoreboard) -> std::result::Result<T, E>,
) -> std::result::Result<(T, Loaded), E> {
    update_if_changed_with(path, access, |game, board| {
        change(game, board).map(|done| (done, true))
    })
}

/// As [`update`], but `change` also says whether it changed the match: when it did not,
/// nothing is written and the file's bytes stay as they are (an edit that changes nothing).
pub fn update_if_changed<T, E: From<Error>>(
    path: &Path,
    change: impl FnOnce(&mut Match, &mut Scoreboard) -> std::result::Result<(T, bool), E>,
) -> std::result::Result<(T, Loaded), E> {
    update_if_changed_with(path, Access::HAND, change)
}

/// [`update_if_changed`], saying what the change does to a club table's match.
pub fn update_if_changed_with<T, E: From<Error>>(
    path: &Path,
    access: Access,
    change: impl FnOnce(&mut Match, &mut Scoreboard) -> std::result::Result<(T, bool), E>,
) -> std::result::Result<(T, Loaded), E> {
    let guard = club::guard(path, access)?;
    if let Err(error) = std::fs::metadata(path) {
        // No lock file for a match that is not there; say why as `load` would.
        return Err(E::from(Error::CannotRead {
            what: FileKind::Match,
            path: path.to_path_buf(),
            cause: error,
        }));
    }
    // Through a link, the match is its target: the lock sits beside it, so two links share it.
    let target = files::target(path);
    let _lock = lock::acquire(&target)?;
    let Loaded {
        mut game,
        mut board,
    } = load(path)?;
    if let Some(guard) = &guard {
        guard.check(&mut game)?;
        board = game.scoreboard();
    }
    let (result, changed) = change(&mut game, &mut board)?;
    if changed {
        write_match(&target, &game)?;
    }
    let board = game.scoreboard();
    Ok((result, Loaded { game, board }))
}

/// Saves `game` over the match at `path` only if the file still holds the entries `seen`
/// (what the caller last loaded or saved), all under the match's lock. If another command
/// changed the match meanwhile, nothing is written and the match on disk is returned.
pub fn save_unless_changed(
    path: &Path,
    game: &Match,
    seen: &[Entry],
) -> Result<Option<Match>, Error> {
    let guard = club::guard(path, Access::HAND)?;
    let target = files::target(path);
    let _lock = lock::acquire(&target)?;
    let mut fresh = load(path)?.game;
    if let Some(guard) = &guard {
        guard.check(&mut fresh)?;
    }
    // A player renamed meanwhile (the club's `rename`) is a change too: the caller's copy
    // still has the old name.
    if fresh.entries != seen || fresh.players != game.players {
        return Ok(Some(fresh));
    }
    write_match(&target, game)?;
    Ok(None)
}

/// Removes the match at `path` (a match started by mistake) only if the file still holds the
/// entries `seen`, all under the match's lock; through a link, the link goes with its target.
/// If another command changed the match meanwhile, nothing is removed and the match on disk
/// is returned.
///
/// A club table's match is never removed: the draw made it.
pub fn remove_unless_changed(path: &Path, seen: &[Entry]) -> Result<Option<Match>, Error> {
    let _guard = club::guard(
        path,
        Access {
            change: TableChange::Remove,
            attempt: None,
        },
    )?;
    let target = files::target(path);
    let _lock = lock::acquire(&target)?;
    let fresh = load(path)?.game;
    if fresh.entries != seen {
        return Ok(Some(fresh));
    }
    let removed = |file: &Path| {
        std::fs::remove_file(file).map_err(|cause| Error::WriteMatch {
            path: file.to_path_buf(),
            cause,
        })
    };
    removed(&target)?;
    if target != path {
        removed(path)?;
    }
    Ok(None)
}

/// Writes the match atomically (see the module's documentation) under its lock. Prefer
/// [`update`], which also loads under the same lock, for a change to a match on disk.
///
/// A club table's match is saved only while the evening allows a hand there, and only with
/// the draw's players.
pub fn save(path: &Path, game: &Match) -> Result<(), Error> {
    create_folder(path)?;
    let guard = club::guard(path, Access::HAND)?;
    if let Some(guard) = &guard {
        guard.check(&mut game.clone())?;
    }
    let target = files::target(path);
    let _lock = lock::acquire(&target)?;
    write_match(&target, game)
}

/// Saves a new match without ever overwriting a file, even when two commands create the same
/// file at once: the check and the write happen under the match's lock.
pub fn create(path: &Path, game: &Match) -> Result<(), Error> {
    let exists = || Error::AlreadyExists {
        path: path.to_path_buf(),
    };
    if files::occupied(path) {
        return Err(exists());
    }
    create_folder(path)?;
    let _lock = lock::acquire(path)?;
    if files::occupied(path) {
        return Err(exists());
    }
    write_match(path, game)
}

/// Saves a new match in `dir` under a name with its start and variant
/// (`2026-11-22_200000_hartenjagen.toml`), or the next free one (`…-2.toml`, `…-3.toml`): the
/// name is taken under its lock, so two matches started in the same second get two files.
/// Returns the file's path.
pub fn create_in(dir: &Path, game: &Match) -> Result<PathBuf, Error> {
    create_dir(dir)?;
    let stem = format!(
        "{}_{}",
        game.started.format("%Y-%m-%d_%H%M%S"),
        crate::core::file_names::part_of_name(&game.rules.variant)
    );
    for n in 1..=1000 {
        let path = match n {
            1 => dir.join(format!("{stem}.toml")),
            n => dir.join(format!("{stem}-{n}.toml")),
        };
        if files::occupied(&path) {
            continue;
        }
        let _lock = lock::acquire(&path)?;
        if files::occupied(&path) {
            continue;
        }
        write_match(&path, game)?;
        return Ok(path);
    }
    Err(Error::TooManyNames {
        dir: dir.to_path_buf(),
        stem,
    })
}

fn create_folder(path: &Path) -> Result<(), Error> {
    match path.parent().filter(|d| !d.as_os_str().is_empty()) {
        Some(dir) => create_dir(dir),
        None => Ok(()),
    }
}

/// Creates a folder and the folders above it, saying which one could not be made.
fn create_dir(dir: &Path) -> Result<(), Error> {
    std::fs::create_dir_all(dir).map_err(|cause| Error::CreateFolder {
        path: dir.to_path_buf(),
        cause,
    })
}
