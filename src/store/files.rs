//! The edge between hartenjagen and the disk: reading a file the user points at, and writing a
//! match or a chart safely, whatever is there.
//!
//! - Reading takes regular files only (after following links): a FIFO, a device or a folder is
//!   refused at once, never waited on (the file is opened without blocking), and a file over
//!   [`MOST_BYTES`] is refused before it is read. Text that is not UTF-8 is reported with the
//!   byte offset and line of the first bad byte.
//! - Writing goes through a symbolic link to its target (the link stays), atomically: a
//!   temporary file next to the target whose name carries [`TEMPORARY_MARK`], flushed to disk,
//!   renamed over the target, and the folder flushed. The new file keeps the target's mode less
//!   any execute and world-write bits; a new file is at most `rw-r--r--`. A read-only target is
//!   refused. Only files with the marker are ever cleaned up: a person's own `.m.toml.backup`
//!   is never touched.

use crate::format::error::{EntryKind, Error, FileKind};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The largest match or variant file read: far more than any real match (a 1,000-hand match
/// is 160 KB), small enough that a huge or endless file costs nothing.
pub const MOST_BYTES: u64 = 16 * 1024 * 1024;

/// The end of every temporary file's name: no person would name a file so.
pub const TEMPORARY_MARK: &str = ".hartenjagen-tmp";

/// The end of every lock file's name (the lock's own, here for the sweep of leftovers).
pub use super::lock::LOCK_MARK;

/// How old a marked temporary or lock file must be before it is removed: no save takes that
/// long, so it was left by a command that was killed.
pub const STALE: Duration = Duration::from_secs(60);

/// Mode bits a saved file never gets: execute for anyone, write for others.
#[cfg(unix)]
const NEVER: u32 = 0o113;

/// What kind of thing is at a path that is not a regular file.
fn kind(metadata: &std::fs::Metadata) -> EntryKind {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let t = metadata.file_type();
        if t.is_fifo() {
            return EntryKind::Fifo;
        }
        if t.is_char_device() || t.is_block_device() {
            return EntryKind::Device;
        }
        if t.is_socket() {
            return EntryKind::Socket;
        }
    }
    if metadata.is_dir() {
        EntryKind::Folder
    } else {
        EntryKind::Other
    }
}

/// Whether `path` names a device on Windows: a reserved name (`CON`, `NUL`, `COM1.txt`, …) as
/// its last part, or a path into the device namespace (`\\.\`, `\\?\GLOBALROOT`).
#[cfg(windows)]
fn windows_device(path: &Path) -> bool {
    let text = path.to_string_lossy();
    text.starts_with(r"\\.\")
        || text.to_ascii_uppercase().starts_with(r"\\?\GLOBALROOT")
        || path
            .file_name()
            .and_then(|name| name.to_str())
            .is_some_and(crate::core::file_names::is_device)
}

/// Opens a file for reading without ever blocking on it (a FIFO with no writer would).
fn open_for_reading(path: &Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    options.open(path)
}

/// Reads `path` as text: a regular file (links followed) of at most [`MOST_BYTES`], in UTF-8.
/// `what` is what it is meant to be, for the errors.
pub fn read_text(path: &Path, what: FileKind) -> Result<String, Error> {
    let cannot = |cause| Error::CannotRead {
        what,
        path: path.to_path_buf(),
        cause,
    };
    // Windows opens a device by its name (`CON`, `NUL`, `\\.\…`) wherever it is asked for,
    // and reading the console would wait for a person: such a name is refused unopened.
    #[cfg(windows)]
    if windows_device(path) {
        return Err(Error::NotRegular {
            what,
            path: path.to_path_buf(),
            kind: EntryKind::Device,
        });
    }
    let file = open_for_reading(path).map_err(cannot)?;
    let metadata = file.metadata().map_err(cannot)?;
    if !metadata.is_file() {
        return Err(Error::NotRegular {
            what,
            path: path.to_path_buf(),
            kind: kind(&metadata),
        });
    }
    let too_big = || Error::TooLarge {
        what,
        path: path.to_path_buf(),
        mib: MOST_BYTES / 1024 / 1024,
    };
    if metadata.len() > MOST_BYTES {
        return Err(too_big());
    }
    let mut bytes = Vec::with_capacity(usize::try_from(metadata.len()).unwrap_or(0));
    file.take(MOST_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() as u64 > MOST_BYTES {
        return Err(too_big());
    }
    String::from_utf8(bytes).map_err(|error| {
        let offset = error.utf8_error().valid_up_to();
        let bytes = error.as_bytes();
        let line = bytes[..offset].iter().filter(|&&b| b == b'\n').count() + 1;
        Error::NotUtf8 {
            what,
            path: path.to_path_buf(),
            line,
            offset,
        }
    })
}

/// Where a save of `path` really goes: the file a symbolic link points at (through every link),
/// or `path` itself when nothing is there yet.
pub fn target(path: &Path) -> PathBuf {
    match super::platform::canonical(path) {
        Ok(real) => real,
        Err(_) => path.to_path_buf(),
    }
}

/// Whether anything is at `path`, a dangling link included.
pub fn occupied(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok()
}

/// Refuses to save over a read-only file (mode bits, so that it holds for root too).
pub fn check_writable(path: &Path) -> Result<(), Error> {
    if let Ok(metadata) = std::fs::metadata(path)
        && metadata.permissions().readonly()
    {
        return Err(Error::ReadOnly {
            path: path.to_path_buf(),
        });
    }
    Ok(())
}

/// Replaces the file at `path` (through any link, at its target) with `bytes` atomically: a
/// marked temporary file next to the target is written, given its mode, flushed to disk and
/// renamed over the target, and the folder is flushed. `before_rename` runs between the
/// flush and the rename, so that a test can fail or pause a save at the most delicate moment;
/// if it fails, the temporary file is removed and `path` is left as it was.
pub fn write_atomically(
    path: &Path,
    bytes: &[u8],
    before_rename: impl FnOnce() -> std::io::Result<()>,
) -> std::io::Result<()> {
    write_atomically_with_mode(path, bytes, None, before_rename)
}

/// [`write_atomically`], the new file given `mode` when there is one (a file of secrets:
/// 0600, whatever the file had), else the target's mode as there. The temporary file is
/// created with that mode (see [`create_temporary`]): a file of secrets is never readable by
/// others, not even for the moment between its creation and its first byte.
pub fn write_atomically_with_mode(
    path: &Path,
    bytes: &[u8],
    mode: Option<u32>,
    before_rename: impl FnOnce() -> std::io::Result<()>,
) -> std::io::Result<()> {
    replace(&target(path), bytes, mode, before_rename)
}

/// The mode of a file of secrets (a key): readable and writable by its owner only. On Windows,
/// which has no such mode, a file is as private as its folder (see
/// [`super::platform::outside_profile`]).
pub const PRIVATE: u32 = 0o600;

/// Writes a file of secrets (`serve`'s table key, a club evening with its keys) atomically as
/// [`write_atomically_with_mode`] does, readable by its owner only from its first moment: the
/// one way every key file is written.
pub fn write_private(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write_atomically_with_mode(path, bytes, Some(PRIVATE), || Ok(()))
}

/// Replaces whatever is at `path` itself (a symbolic link included, which is replaced, never
/// followed) with a new file holding `bytes`, atomically as [`write_atomically`] does: for a
/// file of the program's own (the summary cache) that a link put in its place must not turn
/// into a write somewhere else. The new file keeps the mode of a regular file that was there.
pub fn replace_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    replace(path, bytes, None, || Ok(()))
}

/// The folder a file at `path` is in.
fn folder_of(path: &Path) -> PathBuf {
    match path.parent().filter(|d| !d.as_os_str().is_empty()) {
        Some(dir) => dir.to_path_buf(),
        None => PathBuf::from("."),
    }
}

/// The mode a new file at `path` is given exactly: `mode` when there is one, else the mode of
/// the regular file there (not through a link) less [`NEVER`]; none for a file new there
/// (it is created `rw-r--r--` less the umask).
#[cfg(unix)]
fn mode_for(path: &Path, mode: Option<u32>) -> Option<u32> {
    use std::os::unix::fs::PermissionsExt;
    if let Some(mode) = mode {
        return Some(mode & 0o7777);
    }
    std::fs::symlink_metadata(path)
        .ok()
        .filter(std::fs::Metadata::is_file)
        .map(|existing| existing.permissions().mode() & 0o7777 & !NEVER)
}

/// Creates the marked temporary file for a save of `path` in `dir`, with its mode (see
/// [`mode_for`]) from the moment it exists: the umask may take bits away, never add them, so a
/// file of secrets is never readable by others, not even before its mode is set exactly.
fn create_temporary(
    dir: &Path,
    path: &Path,
    #[cfg_attr(not(unix), allow(unused_variables))] mode: Option<u32>,
) -> std::io::Result<tempfile::NamedTempFile> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "file".into());
    let prefix = format!(".{name}.");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(TEMPORARY_MARK).rand_bytes(6);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let created = mode_for(path, mode).unwrap_or(0o644);
        builder.permissions(std::fs::Permissions::from_mode(created));
    }
    builder.tempfile_in(dir)
}

/// Writes `bytes` to a new file renamed over `path` (no link followed: the caller resolved
/// one when the save goes through it); `mode` as in [`write_atomically_with_mode`].
fn replace(
    path: &Path,
    bytes: &[u8],
    mode: Option<u32>,
    before_rename: impl FnOnce() -> std::io::Result<()>,
) -> std::io::Result<()> {
    let dir = folder_of(path);
    // Dropping `temporary` on an error removes it.
    let mut temporary = create_temporary(&dir, path, mode)?;
    super::platform::set_hidden(temporary.path(), true);
    #[cfg(unix)]
    if let Some(mode) = mode_for(path, mode) {
        use std::os::unix::fs::PermissionsExt;
        // Set directly, so the umask does not change it; never more than it was created with.
        temporary
            .as_file()
            .set_permissions(std::fs::Permissions::from_mode(mode))?;
    }
    temporary.write_all(bytes)?;
    temporary.flush()?;
    temporary.as_file().sync_all()?;
    before_rename()?;
    persist(temporary, path)?;
    super::platform::set_hidden(path, false);
    #[cfg(unix)]
    std::fs::File::open(&dir)?.sync_all()?;
    Ok(())
}

/// Why a save of `path` failed, from the system's reason: a file another program holds open
/// (Windows) is said so; anything else is a write that failed.
pub fn write_error(path: &Path, cause: std::io::Error) -> Error {
    if super::platform::busy_for_a_moment(&cause) {
        Error::HeldOpen {
            path: path.to_path_buf(),
        }
    } else {
        Error::WriteMatch {
            path: path.to_path_buf(),
            cause,
        }
    }
}

/// How many times a rename over a file that another program holds open is tried, a moment
/// apart, before the save gives up (on Windows; see [`super::platform::busy_for_a_moment`]).
const RENAME_TRIES: u32 = 40;

/// Renames `temporary` over `path`, trying again for about a second while another program
/// holds `path` open (Windows); when it gives up, the temporary file is removed and `path` is
/// as it was.
pub(super) fn persist(temporary: tempfile::NamedTempFile, path: &Path) -> std::io::Result<()> {
    let mut temporary = temporary;
    let mut tries = 1;
    loop {
        match temporary.persist(path) {
            Ok(_) => return Ok(()),
            Err(refused)
                if tries < RENAME_TRIES && super::platform::busy_for_a_moment(&refused.error) =>
            {
                temporary = refused.file;
                tries += 1;
                std::thread::sleep(Duration::from_millis(25));
            }
            Err(refused) => return Err(refused.error),
        }
    }
}

/// Removes, from `dir`, the marked leftovers of commands killed at least [`STALE`] ago,
/// whichever match they were for (a killed `new` leaves them for a match file that never came
/// to be): temporary files (`.NAME.XXXXXX.hartenjagen-tmp`), and lock files
/// (`.NAME.hartenjagen-lock`) that no command holds, each taken and removed while held (see
/// [`super::lock::remove_if_free`]). Every save runs it on its folder, `new` included;
/// `history` and `stats` only read. Files without the marks, links and anything that is not a
/// regular file are never touched. Best effort.
pub fn remove_stale(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let file_name = entry.file_name();
        let Some(name) = file_name.to_str() else {
            continue;
        };
        let marked =
            name.starts_with('.') && (name.ends_with(TEMPORARY_MARK) || name.ends_with(LOCK_MARK));
        if !marked {
            continue;
        }
        let stale = entry
            .metadata()
            .ok()
            .filter(std::fs::Metadata::is_file)
            .and_then(|m| m.modified().ok()?.elapsed().ok())
            .is_some_and(|age| age >= STALE);
        if !stale {
            continue;
        }
        if name.ends_with(LOCK_MARK) {
            // Only a lock nobody holds, removed while the sweep holds it.
            super::lock::remove_if_free(&entry.path());
        } else {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(error: &Error) -> String {
        let w = crate::words::Words::new(crate::words::Lang::En);
        crate::words::errors::store_error(&w, error)
    }

    #[test]
    fn a_file_that_is_not_utf8_is_reported_with_its_byte_offset_and_line() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("m.toml");
        std::fs::write(&path, b"format = 1\nplayers = [\"\xff\"]\n").unwrap();
        let error = said(&read_text(&path, FileKind::Match).unwrap_err());
        assert!(
            error.ends_with(":2: the match file is not UTF-8 text: the byte at offset 23 (line 2) is not valid; save it as UTF-8"),
            "{error}"
        );
    }

    #[cfg(unix)]
    fn mode_of(path: &Path) -> u32 {
        use std::os::unix::fs::PermissionsExt;
        std::fs::symlink_metadata(path)
            .expect("there")
            .permissions()
            .mode()
            & 0o7777
    }

    #[cfg(unix)]
    fn set_mode(path: &Path, mode: u32) {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).expect("a mode");
    }

    /// The temporary file of a private save is private from the moment it exists, not only
    /// once its mode is set (a local user read the organiser's key from a temporary evening
    /// created 0644). Checked on the file as created, before anything else is done to it:
    /// mode bits, which hold for root too.
    #[cfg(unix)]
    #[test]
    fn the_temporary_file_of_a_private_save_is_created_private() {
        let dir = tempfile::tempdir().unwrap();
        let evening = dir.path().join("evening.toml");
        std::fs::write(&evening, "old").unwrap();
        set_mode(&evening, 0o644);
        let created = create_temporary(dir.path(), &evening, Some(0o600)).expect("created");
        assert_eq!(mode_of(created.path()) & 0o077, 0, "a file of secrets");
        // A private match file saved without a mode asked: its own mode from the start.
        let own = dir.path().join("m.toml");
        std::fs::write(&own, "old").unwrap();
        set_mode(&own, 0o600);
        let created = create_temporary(dir.path(), &own, None).expect("created");
        assert_eq!(mode_of(created.path()) & 0o077, 0, "a private match");
        // And the saves themselves end with those modes.
        write_atomically_with_mode(&evening, b"new", Some(0o600), || Ok(())).unwrap();
        assert_eq!(mode_of(&evening), 0o600);
        write_atomically(&own, b"new", || Ok(())).unwrap();
        assert_eq!(mode_of(&own), 0o600);
        let shared = dir.path().join("shared.toml");
        std::fs::write(&shared, "old").unwrap();
        set_mode(&shared, 0o664);
        write_atomically(&shared, b"new", || Ok(())).unwrap();
        assert_eq!(
            mode_of(&shared),
            0o664,
            "the target's mode less world-write"
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_replacing_save_replaces_a_link_and_never_writes_through_it() {
        let dir = tempfile::tempdir().unwrap();
        let victim = dir.path().join("victim.txt");
        std::fs::write(&victim, "VICTIM").unwrap();
        let own = dir.path().join("own.bin");
        std::os::unix::fs::symlink(&victim, &own).unwrap();
        replace_atomically(&own, b"cache").unwrap();
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "VICTIM");
        assert!(std::fs::symlink_metadata(&own).unwrap().is_file());
        assert_eq!(std::fs::read(&own).unwrap(), b"cache");
        assert!(
            !std::fs::read_dir(dir.path())
                .unwrap()
                .flatten()
                .any(|e| e.file_name().to_string_lossy().ends_with(TEMPORARY_MARK))
        );
    }

    #[test]
    fn a_folder_is_not_read_as_a_file() {
        let dir = tempfile::tempdir().unwrap();
        let error = said(&read_text(dir.path(), FileKind::Match).unwrap_err());
        assert!(error.contains("is a folder, not a match file"), "{error}");
    }
}
