//! What the program asks of the operating system that Unix and Windows answer differently, in
//! one room: a file's identity (Unix's device and inode; the volume and file index Windows
//! keeps for a file), our own lock and temporary files marked hidden (a leading dot hides them
//! on Unix; Windows has an attribute), the user's locale where the environment has none (a
//! Windows user's language is a setting, not `LANG`), and paths shown without Windows's
//! `\\?\` prefix.

use std::path::{Path, PathBuf};

/// The identity of the file `metadata` was read from, at `path`: numbers that stay the same
/// while the file exists and differ for a file that replaced it (a save writes a new file).
/// (0, 0) where the system gives none.
pub fn identity(metadata: &std::fs::Metadata, path: &Path) -> (u64, u64) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let _ = path;
        (metadata.dev(), metadata.ino())
    }
    #[cfg(windows)]
    {
        let _ = metadata;
        windows::identity_at(path).unwrap_or((0, 0))
    }
    #[cfg(not(any(unix, windows)))]
    {
        let _ = (metadata, path);
        (0, 0)
    }
}

/// The identity of an open file (see [`identity`]), if the system gives one.
pub fn identity_of(file: &std::fs::File) -> Option<(u64, u64)> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let metadata = file.metadata().ok()?;
        Some((metadata.dev(), metadata.ino()))
    }
    #[cfg(windows)]
    {
        windows::identity_of(file)
    }
    #[cfg(not(any(unix, windows)))]
    {
        let _ = file;
        None
    }
}

/// The identity of the file at `path`, following links (see [`identity`]).
pub fn identity_at(path: &Path) -> Option<(u64, u64)> {
    #[cfg(windows)]
    {
        windows::identity_at(path)
    }
    #[cfg(not(windows))]
    {
        let metadata = std::fs::metadata(path).ok()?;
        Some(identity(&metadata, path))
    }
}

/// Marks a file of our own (a lock, a temporary file) hidden, as its leading dot does on
/// Unix; `hidden` false makes it an ordinary file again (a temporary file that became the
/// match file). Best effort: a file left visible is only untidy.
pub fn set_hidden(path: &Path, hidden: bool) {
    #[cfg(windows)]
    windows::set_hidden(path, hidden);
    #[cfg(not(windows))]
    let _ = (path, hidden);
}

/// An environment variable as the table's language and paper size read it: the environment's
/// own, and on Windows, where no `LANG` is set, the user's locale (`nl-NL`), which the
/// language and paper size follow there.
pub fn locale_var(name: &str) -> Option<String> {
    let own = std::env::var(name).ok().filter(|v| !v.trim().is_empty());
    #[cfg(windows)]
    if own.is_none() && name == "LANG" {
        return windows::user_locale();
    }
    own
}

/// `path` made absolute with every link followed, as a person would write it: on Windows
/// without the `\\?\` prefix of a verbatim path where the path can do without it.
pub fn canonical(path: &Path) -> std::io::Result<PathBuf> {
    #[cfg(windows)]
    {
        dunce::canonicalize(path)
    }
    #[cfg(not(windows))]
    {
        std::fs::canonicalize(path)
    }
}

/// Whether key files kept in `folder` are less private than the program can make them: on
/// Windows, where a file's privacy is its folder's, a folder outside the user's profile
/// (`%USERPROFILE%`, which holds `%APPDATA%`); never elsewhere, where a key file is made
/// readable by its owner only.
pub fn outside_profile(folder: &Path) -> bool {
    #[cfg(windows)]
    {
        let Some(profile) = std::env::var_os("USERPROFILE").filter(|p| !p.is_empty()) else {
            return false;
        };
        let folder = canonical(folder).unwrap_or_else(|_| folder.to_path_buf());
        let profile = canonical(Path::new(&profile)).unwrap_or_else(|_| PathBuf::from(&profile));
        let lower = |p: &Path| p.to_string_lossy().to_lowercase().replace('/', "\\");
        let (folder, profile) = (lower(&folder), lower(&profile));
        !(folder == profile || folder.starts_with(&format!("{}\\", profile.trim_end_matches('\\'))))
    }
    #[cfg(not(windows))]
    {
        let _ = folder;
        false
    }
}

/// Whether opening, replacing or removing a file may succeed when tried again in a moment: on
/// Windows a file another program holds open (an editor, a virus scanner, a backup) refuses
/// to be replaced for a while, and a file being removed cannot be opened until it is gone
/// (both "access is denied"); elsewhere these do not fail so.
pub fn busy_for_a_moment(error: &std::io::Error) -> bool {
    cfg!(windows) && error.kind() == std::io::ErrorKind::PermissionDenied
}

/// Drops the keys typed at the terminal and not read yet (one Enter too many, typed before a
/// question the table should read first): `tcflush(TCIFLUSH)` on Unix, the console's input
/// buffer flushed on Windows. Best effort: where there is no terminal nothing is dropped.
pub fn drop_typed_ahead() {
    #[cfg(unix)]
    {
        use std::os::fd::AsRawFd;
        let stdin = std::io::stdin();
        // SAFETY: isatty and tcflush only look at the descriptor, which stays open throughout.
        if unsafe { libc::isatty(stdin.as_raw_fd()) } == 1 {
            unsafe { libc::tcflush(stdin.as_raw_fd(), libc::TCIFLUSH) };
        } else if let Ok(tty) = std::fs::File::open("/dev/tty") {
            // Keys are read from the terminal itself when standard input is not one.
            unsafe { libc::tcflush(tty.as_raw_fd(), libc::TCIFLUSH) };
        }
    }
    #[cfg(windows)]
    windows::drop_typed_ahead();
}

#[cfg(windows)]
mod windows {
    use std::os::windows::ffi::OsStrExt;
    use std::os::windows::io::AsRawHandle;
    use std::path::Path;
    use windows_sys::Win32::Storage::FileSystem::{
        BY_HANDLE_FILE_INFORMATION, FILE_ATTRIBUTE_HIDDEN, FILE_ATTRIBUTE_NORMAL,
        FILE_FLAG_BACKUP_SEMANTICS, GetFileAttributesW, GetFileInformationByHandle,
        INVALID_FILE_ATTRIBUTES, SetFileAttributesW,
    };

    /// `path` as Windows's wide string, ending in a zero.
    fn wide(path: &Path) -> Vec<u16> {
        path.as_os_str().encode_wide().chain(Some(0)).collect()
    }

    /// The volume's serial number and the file's index, from an open handle.
    pub(super) fn identity_of(file: &std::fs::File) -> Option<(u64, u64)> {
        let mut info: BY_HANDLE_FILE_INFORMATION = unsafe { std::mem::zeroed() };
        // SAFETY: the handle is the open file's, and `info` is a struct of the size the
        // call writes.
        let done = unsafe { GetFileInformationByHandle(file.as_raw_handle() as _, &mut info) };
        (done != 0).then(|| {
            (
                u64::from(info.dwVolumeSerialNumber),
                (u64::from(info.nFileIndexHigh) << 32) | u64::from(info.nFileIndexLow),
            )
        })
    }

    /// The identity of the file at `path`, opened for its attributes only (no read access
    /// asked, every sharing allowed, so that nobody's use of it is disturbed).
    pub(super) fn identity_at(path: &Path) -> Option<(u64, u64)> {
        use std::os::windows::fs::OpenOptionsExt;
        let file = std::fs::OpenOptions::new()
            .access_mode(0)
            .custom_flags(FILE_FLAG_BACKUP_SEMANTICS)
            .open(path)
            .ok()?;
        identity_of(&file)
    }

    pub(super) fn set_hidden(path: &Path, hidden: bool) {
        let name = wide(path);
        // SAFETY: `name` is a wide string ending in a zero, alive for both calls.
        unsafe {
            let now = GetFileAttributesW(name.as_ptr());
            if now == INVALID_FILE_ATTRIBUTES {
                return;
            }
            let wanted = if hidden {
                now | FILE_ATTRIBUTE_HIDDEN
            } else {
                now & !FILE_ATTRIBUTE_HIDDEN
            };
            let wanted = if wanted == 0 {
                FILE_ATTRIBUTE_NORMAL
            } else {
                wanted
            };
            if wanted != now {
                SetFileAttributesW(name.as_ptr(), wanted);
            }
        }
    }

    /// Flushes the console's input buffer: the keys typed and not read yet.
    pub(super) fn drop_typed_ahead() {
        use windows_sys::Win32::System::Console::{
            FlushConsoleInputBuffer, GetStdHandle, STD_INPUT_HANDLE,
        };
        // SAFETY: the standard input handle is the process's own; a handle that is not a
        // console only makes the call fail, which is ignored.
        unsafe {
            let input = GetStdHandle(STD_INPUT_HANDLE);
            if !input.is_null() {
                FlushConsoleInputBuffer(input);
            }
        }
    }

    /// The user's locale name (`nl-NL`), if Windows gives one.
    pub(super) fn user_locale() -> Option<String> {
        use windows_sys::Win32::Globalization::GetUserDefaultLocaleName;
        let mut name = [0u16; 85];
        // SAFETY: the buffer holds LOCALE_NAME_MAX_LENGTH (85) wide characters, as the call
        // is told.
        let length = unsafe { GetUserDefaultLocaleName(name.as_mut_ptr(), name.len() as i32) };
        let length = usize::try_from(length).ok()?.checked_sub(1)?;
        let locale = String::from_utf16(&name[..length]).ok()?;
        (!locale.is_empty()).then_some(locale)
    }
}
