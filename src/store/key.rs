//! The keys in the addresses of the pages that change a match (`serve`'s table, a club
//! evening's tables and organiser): fresh from the system's randomness. `serve`'s table key
//! is kept in the data folder (`keys/`, one file per match file by its canonical path, mode
//! 0600 from the moment it is made), so that a restart keeps every phone's address working.

use super::paths;
use anyhow::{Result, anyhow};
use std::path::{Path, PathBuf};

/// A fresh key: 16 random bytes as 32 hex digits.
pub fn new_key() -> Result<String> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|e| anyhow!("cannot make a key: {e}"))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// What a kept key's file holds: the match file it is for and the key.
#[derive(serde::Serialize, serde::Deserialize)]
struct KeptKey {
    file: String,
    key: String,
}

/// The first line of a kept key's file (files are not words for people: English, as match
/// files' keys are).
const KEY_FILE_HEADER: &str =
    "# hartenjagen serve: the table's key for one match file. Keep it private.\n";

/// How many files one name of a match's key may move on to when another match's path has the
/// same fingerprint (never, in practice).
const SAME_FINGERPRINT: usize = 8;

/// The table key `serve` uses for the match file at `match_path`: the one kept for it in
/// `keys/` of the data folder, else (or with `renew`) a new one, kept there first. A file is
/// known by its canonical path, so a moved or copied file gets a key of its own.
pub fn table_key(match_path: &Path, renew: bool) -> Result<String> {
    Ok(table_key_in(&keys_dir()?, match_path, renew)?)
}

/// Where `serve`'s table keys are kept: `keys/` in the data folder.
pub fn keys_dir() -> Result<PathBuf> {
    Ok(paths::data_dir()?.join("keys"))
}

/// [`table_key`] with its keys kept in `dir`.
pub fn table_key_in(dir: &Path, match_path: &Path, renew: bool) -> std::io::Result<String> {
    let canonical = std::fs::canonicalize(match_path)?;
    let file = canonical.to_string_lossy().into_owned();
    let mut free = None;
    for name in key_files(dir, &canonical) {
        match std::fs::read_to_string(&name) {
            Ok(text) => match toml::from_str::<KeptKey>(&text) {
                Ok(kept) if kept.file == file => {
                    if !renew && is_key(&kept.key) {
                        return Ok(kept.key);
                    }
                    free = Some(name);
                    break;
                }
                // Another match's key under the same fingerprint: the next name.
                Ok(_) => continue,
                // A file cut short or spoilt: its key is lost; a new one takes its place.
                Err(_) => {
                    free.get_or_insert(name);
                }
            },
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                free.get_or_insert(name);
                break;
            }
            Err(e) => return Err(e),
        }
    }
    let name = free.ok_or_else(|| std::io::Error::from(std::io::ErrorKind::AlreadyExists))?;
    let key = new_key().map_err(std::io::Error::other)?;
    let text = toml::to_string(&KeptKey {
        file,
        key: key.clone(),
    })
    .map_err(std::io::Error::other)?;
    keep_private(dir, &name, &format!("{KEY_FILE_HEADER}{text}"))?;
    Ok(key)
}

/// Whether `key` looks like one [`new_key`] made.
fn is_key(key: &str) -> bool {
    key.len() == 32 && key.bytes().all(|b| b.is_ascii_hexdigit())
}

/// The names the key of the match at `canonical` may be kept under, in the order tried.
fn key_files(dir: &Path, canonical: &Path) -> Vec<PathBuf> {
    let print = fnv1a(&path_bytes(canonical));
    (0..SAME_FINGERPRINT)
        .map(|i| match i {
            0 => dir.join(format!("{print:016x}.toml")),
            _ => dir.join(format!("{print:016x}-{i}.toml")),
        })
        .collect()
}

/// A path's bytes as the system has them.
fn path_bytes(path: &Path) -> Vec<u8> {
    #[cfg(unix)]
    {
        std::os::unix::ffi::OsStrExt::as_bytes(path.as_os_str()).to_vec()
    }
    #[cfg(not(unix))]
    {
        path.to_string_lossy().as_bytes().to_vec()
    }
}

/// FNV-1a, 64 bits: a name for a path that stays the same from one build to the next.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Writes `text` to `name` in `dir` atomically, readable and writable by its owner only from
/// the first moment: the folder is made 0700, and the file is written as every key file is
/// ([`super::files::write_private`]: created 0600, flushed, renamed over `name`).
fn keep_private(dir: &Path, name: &Path, text: &str) -> std::io::Result<()> {
    let mut folder = std::fs::DirBuilder::new();
    folder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut folder, 0o700);
    folder.create(dir)?;
    super::files::write_private(name, text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_is_fresh_and_32_hex_digits() {
        let (a, b) = (new_key().expect("a key"), new_key().expect("a key"));
        assert_ne!(a, b);
        assert_eq!(a.len(), 32);
        assert!(a.chars().all(|c| c.is_ascii_hexdigit()));
    }

    #[test]
    fn a_match_keeps_its_key_until_a_new_one_is_asked_for() {
        let folder = tempfile::tempdir().expect("a folder");
        let keys = folder.path().join("keys");
        let one = folder.path().join("one.toml");
        let two = folder.path().join("two.toml");
        std::fs::write(&one, "").expect("a file");
        std::fs::write(&two, "").expect("a file");
        let first = table_key_in(&keys, &one, false).expect("a key");
        assert!(is_key(&first));
        assert_eq!(table_key_in(&keys, &one, false).expect("a key"), first);
        // Through another path to the same file: the same key.
        let again = folder.path().join(".").join("one.toml");
        assert_eq!(table_key_in(&keys, &again, false).expect("a key"), first);
        // Another match, another key.
        let other = table_key_in(&keys, &two, false).expect("a key");
        assert_ne!(other, first);
        // A new key when asked for, kept from then on.
        let renewed = table_key_in(&keys, &one, true).expect("a key");
        assert_ne!(renewed, first);
        assert_eq!(table_key_in(&keys, &one, false).expect("a key"), renewed);
        assert_eq!(table_key_in(&keys, &two, false).expect("a key"), other);
    }

    #[test]
    fn a_spoilt_key_file_is_replaced_by_a_new_key() {
        let folder = tempfile::tempdir().expect("a folder");
        let keys = folder.path().join("keys");
        let one = folder.path().join("one.toml");
        std::fs::write(&one, "").expect("a file");
        let first = table_key_in(&keys, &one, false).expect("a key");
        let name = key_files(&keys, &std::fs::canonicalize(&one).expect("a path")).remove(0);
        let text = std::fs::read_to_string(&name).expect("the key file");
        std::fs::write(&name, &text[..text.len() / 2]).expect("cut");
        let second = table_key_in(&keys, &one, false).expect("a key");
        assert_ne!(second, first);
        assert_eq!(table_key_in(&keys, &one, false).expect("a key"), second);
    }

    #[cfg(unix)]
    #[test]
    fn the_key_file_and_its_folder_are_private() {
        use std::os::unix::fs::PermissionsExt;
        let folder = tempfile::tempdir().expect("a folder");
        let keys = folder.path().join("keys");
        let one = folder.path().join("one.toml");
        std::fs::write(&one, "").expect("a file");
        table_key_in(&keys, &one, false).expect("a key");
        let mode = |p: &Path| std::fs::metadata(p).expect("there").permissions().mode() & 0o777;
        assert_eq!(mode(&keys), 0o700);
        let files: Vec<PathBuf> = std::fs::read_dir(&keys)
            .expect("the folder")
            .map(|e| e.expect("an entry").path())
            .collect();
        assert_eq!(files.len(), 1, "{files:?}");
        assert_eq!(mode(&files[0]), 0o600);
    }
}
