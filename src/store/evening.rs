//! One evening, one writer: every action of the organiser on a club evening (a draw, a
//! redraw, a close, an arrival, a departure) holds the evening's lock exclusively, so it never
//! runs while a table saves a hand (a table holds it shared, see
//! [`super::matchfile::club`]), and decides its rule under it.
//!
//! Crash order for an action that changes table files: `evening.toml` is the commit record.
//! The table files it replaces (they hold no hand: the rules refuse otherwise) are removed
//! first, then `evening.toml` is saved, then the new draw's table files are written. A kill at
//! any instant leaves the evening consistent: before the save, the old draw with some of its
//! empty tables missing; after it, the new draw with some of its tables missing. A missing
//! table file of the current draw counts as an empty match of the draw's players and is made
//! again by the next locked action ([`matchfile::club::roll_forward`]).

use super::club::{read_evening, write_evening};
use super::lock::{self, Hold};
use super::matchfile::club;
use crate::core::club::evening::Evening;
use crate::core::game::Made;
use crate::format::error::{Error, FileKind};
use std::path::Path;

/// Changes an evening safely: under its lock (exclusive), read, changed by `change` and saved;
/// nothing is written when `change` fails. The table files of the current round that the
/// change replaces are removed before the evening is saved and the new ones written after
/// it; a file to be replaced that holds a hand is never removed (the change is refused as
/// [`Error::AlreadyExists`]). Returns what `change` returned and the evening as saved.
pub fn update_evening<T, E: From<Error>>(
    path: &Path,
    change: impl FnOnce(&mut Evening) -> Result<T, E>,
) -> Result<(T, Evening), E> {
    update_evening_by(path, None, change)
}

/// [`update_evening`] for an action that may rename a player (a rename, an undo): each table
/// file keeps the rename in its change log as `made` says (when and through which door).
pub fn update_evening_by<T, E: From<Error>>(
    path: &Path,
    made: Option<Made>,
    change: impl FnOnce(&mut Evening) -> Result<T, E>,
) -> Result<(T, Evening), E> {
    if let Err(cause) = std::fs::metadata(path) {
        return Err(E::from(Error::CannotRead {
            what: FileKind::Club,
            path: path.to_path_buf(),
            cause,
        }));
    }
    let target = super::files::target(path);
    let held = lock::acquire_evening(&target, Hold::Exclusive)?;
    let mut before = read_evening(path)?;
    // What an earlier action left half done is finished first.
    club::roll_forward(&target, &before, &held)?;
    finish_rename(&target, &mut before, &held, None)?;
    let mut evening = before.clone();
    let result = change(&mut evening)?;
    let dir = target
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let replaced = replaced_tables(dir, &before, &evening)?;
    for file in &replaced {
        let path = dir.join(file);
        let _table = lock::acquire(&path)?;
        std::fs::remove_file(&path).map_err(|cause| Error::WriteMatch {
            path: path.clone(),
            cause,
        })?;
    }
    write_evening(&target, &evening)?;
    club::roll_forward(&target, &evening, &held)?;
    finish_rename(&target, &mut evening, &held, made)?;
    Ok((result, evening))
}

/// A rename the evening holds as pending, made in every table file, then cleared from the
/// evening (saved again). The caller holds the evening's lock exclusively.
fn finish_rename(
    target: &Path,
    evening: &mut Evening,
    held: &lock::EveningLock,
    made: Option<Made>,
) -> Result<(), Error> {
    if evening.pending_rename.is_none() {
        return Ok(());
    }
    club::rename_tables(target, evening, held, made)?;
    evening.pending_rename = None;
    write_evening(target, evening)
}

/// The table files (names in the evening's folder) that the evening `after` no longer means
/// as `before` did: the tables of a draw replaced or taken back, and any file in the way of a
/// new table. Each is there and holds no hand; one that holds a hand refuses the change. A
/// rename that `after` holds as pending changes no table: its files are renamed, not made
/// again.
fn replaced_tables(dir: &Path, before: &Evening, after: &Evening) -> Result<Vec<String>, Error> {
    let renamed = |name: &String| match &after.pending_rename {
        Some((from, to)) if name == from => to.clone(),
        _ => name.clone(),
    };
    let table_in = |evening: &Evening, file: &str| {
        evening.rounds.iter().find_map(|r| {
            r.tables
                .iter()
                .find(|t| t.file == file)
                .map(|t| (r.number, r.attempt, t.players.clone()))
        })
    };
    let same = |file: &str| match (table_in(before, file), table_in(after, file)) {
        (Some((round, attempt, old)), Some(new)) => {
            let old: Vec<String> = old.iter().map(renamed).collect();
            (round, attempt, old) == new
        }
        _ => false,
    };
    let mut files: Vec<String> = Vec::new();
    let names = before
        .rounds
        .iter()
        .chain(&after.rounds)
        .flat_map(|r| r.tables.iter())
        .map(|t| t.file.as_str());
    for file in names {
        if same(file) || files.iter().any(|f| f == file) {
            continue;
        }
        let path = dir.join(file);
        if let Some(loaded) = club::load_table(&path)? {
            if !loaded.game.entries.is_empty() {
                return Err(Error::AlreadyExists { path });
            }
            files.push(file.to_string());
        }
    }
    Ok(files)
}
