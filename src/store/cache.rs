//! The summary cache behind `history` and `stats`: each good match file's summary with the
//! file's stamp (size, change time, inode), so that a club's thousands of matches are read
//! again only when they change. Its rules: a file whose stamp differs, or that changed too
//! close to when the cache was written to be sure of (two seconds, for coarse file-system
//! clocks), is read again; a damaged file is always read again (its error is said in the
//! day's language); a cache that is missing, damaged, or written by another version of the
//! program is ignored and rebuilt without a word. It is saved atomically, and a cache that
//! cannot be saved (a read-only folder) is simply not saved. It never changes a figure:
//! `--no-cache` reads every file, and the tests compare the two.

use super::files;
use crate::core::summary::MatchSummary;
use serde::{Deserialize, Serialize};
use std::ffi::OsString;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// What the cache file starts with, to tell it from anything else.
const MAGIC: &str = "hartenjagen summary cache";
/// The cache's format; a cache of another format is rebuilt. (2: times as numbers, entries in
/// the byte order of their paths; 3: a checksum at the end; 4: the match's notes.)
const FORMAT: u32 = 4;
/// How close to the cache's writing a file may have changed and still be trusted.
const RACY: Duration = Duration::from_secs(2);
/// The largest cache read: far more than the summaries of a club's 26,000 matches; a larger
/// file at its place is no cache of ours and is ignored (and replaced by the next save).
const MOST_BYTES: u64 = 256 * 1024 * 1024;

/// The file at `path` when it is a regular file of at most [`MOST_BYTES`], with its length:
/// opened without following a link (a link at its place is never read through) and without
/// blocking (a FIFO there is never waited on); anything else is none.
fn open_own(path: &Path) -> Option<(std::fs::File, u64)> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
    }
    let file = options.open(path).ok()?;
    let metadata = file.metadata().ok()?;
    (metadata.is_file() && metadata.len() <= MOST_BYTES).then_some((file, metadata.len()))
}

/// The first `most` bytes (at most) of the cache file at `path` (see [`open_own`]).
fn read_own(path: &Path, most: u64) -> Option<Vec<u8>> {
    let (file, len) = open_own(path)?;
    let mut bytes = Vec::with_capacity(usize::try_from(len.min(most)).ok()?);
    // Never more than the cap, should the file grow while it is read.
    file.take(most.min(MOST_BYTES))
        .read_to_end(&mut bytes)
        .ok()?;
    Some(bytes)
}

/// How every cache file starts: the magic string as postcard writes it (its length, then its
/// bytes), so that an old cache can be told from a file of someone else's before removing it.
fn magic_start() -> Vec<u8> {
    let mut start = vec![u8::try_from(MAGIC.len()).expect("a short magic string")];
    start.extend_from_slice(MAGIC.as_bytes());
    start
}

/// What identifies a version of a match file: its size, modification time, status-change
/// time (which no program can set back) and inode (a save replaces the file).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stamp {
    len: u64,
    modified_ns: i128,
    changed_ns: i128,
    inode: u64,
    device: u64,
}

impl Stamp {
    /// The stamp of the file at `path` (through links), if it can be read.
    pub fn of(path: &Path) -> Option<Stamp> {
        Stamp::from_metadata(&std::fs::metadata(path).ok()?, path)
    }

    /// The stamp of the file at `path` whose metadata is known (Windows reads the file's
    /// identity from the file itself: see [`super::platform::identity`]).
    pub fn from_metadata(metadata: &std::fs::Metadata, path: &Path) -> Option<Stamp> {
        let modified = metadata.modified().ok()?;
        let modified_ns = match modified.duration_since(UNIX_EPOCH) {
            Ok(after) => i128::try_from(after.as_nanos()).ok()?,
            Err(before) => -i128::try_from(before.duration().as_nanos()).ok()?,
        };
        // The status-change time where the system keeps one; Windows has none that a program
        // cannot set, and its file index tells a replaced file apart.
        #[cfg(unix)]
        let changed_ns = {
            use std::os::unix::fs::MetadataExt;
            i128::from(metadata.ctime()) * 1_000_000_000 + i128::from(metadata.ctime_nsec())
        };
        #[cfg(not(unix))]
        let changed_ns = modified_ns;
        let (device, inode) = super::platform::identity(metadata, path);
        Some(Stamp {
            len: metadata.len(),
            modified_ns,
            changed_ns,
            inode,
            device,
        })
    }
}

/// One file's summary as written (`P` a path, `S` a summary, owned when read and borrowed
/// when written).
#[derive(Serialize, Deserialize)]
struct Entry<P, S> {
    file: P,
    stamp: Stamp,
    summary: S,
}

#[derive(Serialize, Deserialize)]
struct CacheFile<E> {
    magic: String,
    format: u32,
    program: String,
    /// When it was written, in nanoseconds since 1970.
    written_ns: i128,
    /// In the byte order of their paths.
    entries: Vec<E>,
}

/// The summaries a cache file holds that can be trusted, in the byte order of their paths
/// (the order the folder is listed in), each until it is taken.
#[derive(Default)]
pub struct Cache {
    entries: Vec<(OsString, Option<(Stamp, MatchSummary)>)>,
    /// How many entries were trusted when it was loaded.
    trusted: usize,
    /// How many of them have been taken.
    taken: usize,
    /// Whether it was this version's cache, whole.
    current: bool,
}

fn now_ns() -> i128 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i128::try_from(d.as_nanos()).unwrap_or(i128::MAX))
}

/// The cache's bytes before its checksum, if the checksum (CRC-32, the last four bytes) holds:
/// a byte changed anywhere, even one that would still decode (a total, a time), is damage.
fn checked(bytes: &[u8]) -> Option<&[u8]> {
    let (body, checksum) = bytes.split_last_chunk::<4>()?;
    (crc32fast::hash(body) == u32::from_le_bytes(*checksum)).then_some(body)
}

impl Cache {
    /// The cache at `path`; empty if it is missing, damaged or of another version, or if what
    /// is there is not a regular file of at most [`MOST_BYTES`] (a link, a FIFO, a device).
    pub fn load(path: &Path) -> Cache {
        let Some(bytes) = read_own(path, MOST_BYTES) else {
            return Cache::default();
        };
        let Some(body) = checked(&bytes) else {
            return Cache::default();
        };
        let Ok(file) = postcard::from_bytes::<CacheFile<Entry<PathBuf, MatchSummary>>>(body) else {
            return Cache::default();
        };
        if file.magic != MAGIC || file.format != FORMAT || file.program != env!("CARGO_PKG_VERSION")
        {
            return Cache::default();
        }
        let racy = i128::try_from(RACY.as_nanos()).unwrap_or(0);
        let trusted_before = file.written_ns - racy;
        let mut entries: Vec<(OsString, Option<(Stamp, MatchSummary)>)> = file
            .entries
            .into_iter()
            .filter(|e| e.stamp.modified_ns.max(e.stamp.changed_ns) < trusted_before)
            .map(|e| (e.file.into_os_string(), Some((e.stamp, e.summary))))
            .collect();
        if !entries.is_sorted_by(|a, b| a.0 <= b.0) {
            entries.sort_by(|a, b| a.0.cmp(&b.0));
        }
        entries.dedup_by(|a, b| a.0 == b.0);
        Cache {
            trusted: entries.len(),
            entries,
            taken: 0,
            current: true,
        }
    }

    /// The summary of `file` if its stamp is still `stamp`, taken out of the cache.
    pub fn take(&mut self, file: &Path, stamp: Stamp) -> Option<MatchSummary> {
        let file = file.as_os_str();
        let at = self
            .entries
            .binary_search_by(|(cached, _)| cached.as_os_str().cmp(file))
            .ok()?;
        let slot = &mut self.entries[at].1;
        if slot.as_ref().is_none_or(|(cached, _)| *cached != stamp) {
            return None;
        }
        self.taken += 1;
        slot.take().map(|(_, summary)| summary)
    }

    /// Whether the cache on disk already holds exactly the `good` files found: this
    /// version's, every entry taken, nothing else read.
    pub fn holds_exactly(&self, good: usize) -> bool {
        (self.current && self.taken == self.trusted && good == self.taken)
            || (good == 0 && !self.current)
    }

    /// Writes the cache for `good`, every good file listed (each with the stamp taken before
    /// it was read); any failure is ignored: the next run reads the files again.
    pub fn save<'a>(
        &self,
        path: &Path,
        good: impl IntoIterator<Item = (&'a Path, Stamp, &'a MatchSummary)>,
    ) {
        let mut entries: Vec<Entry<&Path, &MatchSummary>> = good
            .into_iter()
            .map(|(file, stamp, summary)| Entry {
                file,
                stamp,
                summary,
            })
            .collect();
        entries.sort_by(|a, b| a.file.as_os_str().cmp(b.file.as_os_str()));
        let file = CacheFile {
            magic: MAGIC.to_string(),
            format: FORMAT,
            program: env!("CARGO_PKG_VERSION").to_string(),
            written_ns: now_ns(),
            entries,
        };
        let Ok(mut bytes) = postcard::to_stdvec(&file) else {
            return;
        };
        let checksum = crc32fast::hash(&bytes);
        bytes.extend_from_slice(&checksum.to_le_bytes());
        if let Some(dir) = path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        // Over whatever is there, a link included: never through it.
        let _ = files::replace_atomically(path, &bytes);
    }
}

/// Removes a cache left where it was kept before (`old`), and its folder if that is then
/// empty: only a regular file that starts as a cache does, in a folder that is not a link.
/// Anything else there (a person's own file of that name) is left alone without a word, as
/// is a cache that cannot be removed (it is never read again).
pub fn remove_old(old: &Path) {
    let start = magic_start();
    let in_own_folder = old
        .parent()
        .is_some_and(|dir| std::fs::symlink_metadata(dir).is_ok_and(|m| m.is_dir()));
    let is_cache =
        || read_own(old, start.len() as u64).is_some_and(|bytes| bytes.starts_with(&start));
    if in_own_folder
        && is_cache()
        && std::fs::remove_file(old).is_ok()
        && let Some(dir) = old.parent()
    {
        // Only an empty folder is removed.
        let _ = std::fs::remove_dir(dir);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::testkit::{game, play};

    fn summary() -> MatchSummary {
        let mut m = game("hartenjagen", 4);
        let board = play(&mut m, &[("Ann", "QS"), ("Bob", "rest")]);
        MatchSummary::new(&m, &board)
    }

    /// `body` with its checksum, as the cache is written.
    fn with_checksum(mut body: Vec<u8>) -> Vec<u8> {
        let checksum = crc32fast::hash(&body);
        body.extend_from_slice(&checksum.to_le_bytes());
        body
    }

    fn written(program: &str, format: u32, written_ns: i128, file: &Path) -> Vec<u8> {
        let stamp = Stamp::of(file).expect("a stamp");
        with_checksum(
            postcard::to_stdvec(&CacheFile {
                magic: MAGIC.into(),
                format,
                program: program.into(),
                written_ns,
                entries: vec![Entry {
                    file,
                    stamp,
                    summary: &summary(),
                }],
            })
            .expect("bytes"),
        )
    }

    #[test]
    fn a_cache_of_another_version_or_format_or_damaged_is_not_trusted() {
        let dir = tempfile::tempdir().expect("a folder");
        let file = dir.path().join("m.toml");
        std::fs::write(&file, "x").expect("a file");
        let stamp = Stamp::of(&file).expect("a stamp");
        let cache = dir.path().join("cache.bin");
        let later = now_ns() + 10_000_000_000;
        std::fs::write(
            &cache,
            written(env!("CARGO_PKG_VERSION"), FORMAT, later, &file),
        )
        .unwrap();
        assert!(
            Cache::load(&cache).take(&file, stamp).is_some(),
            "this version's cache"
        );
        std::fs::write(&cache, written("0.0.1", FORMAT, later, &file)).unwrap();
        assert!(
            Cache::load(&cache).take(&file, stamp).is_none(),
            "an older program's"
        );
        std::fs::write(&cache, written(env!("CARGO_PKG_VERSION"), 0, later, &file)).unwrap();
        assert!(
            Cache::load(&cache).take(&file, stamp).is_none(),
            "another format"
        );
        std::fs::write(&cache, b"\x05garbage").unwrap();
        assert!(Cache::load(&cache).take(&file, stamp).is_none(), "damaged");
    }

    #[test]
    fn a_summary_comes_back_from_the_cache_as_it_went_in_times_and_offsets_included() {
        let dir = tempfile::tempdir().expect("a folder");
        let file = dir.path().join("m.toml");
        std::fs::write(&file, "x").expect("a file");
        let stamp = Stamp::of(&file).expect("a stamp");
        let mut kept = summary();
        kept.started = chrono::DateTime::parse_from_rfc3339("1961-03-04T05:06:07.123456789-09:30")
            .expect("a time");
        kept.finished = Some(
            chrono::DateTime::parse_from_rfc3339("2026-11-23T21:00:00+01:00").expect("a time"),
        );
        let cache = dir.path().join("cache.bin");
        Cache::default().save(&cache, [(file.as_path(), stamp, &kept)]);
        // Read as if written long after the file changed (past the racy window).
        let bytes = std::fs::read(&cache).expect("written");
        let mut decoded: CacheFile<Entry<PathBuf, MatchSummary>> =
            postcard::from_bytes(checked(&bytes).expect("its checksum holds")).expect("decodes");
        decoded.written_ns += 10_000_000_000;
        let bytes = with_checksum(postcard::to_stdvec(&decoded).expect("bytes"));
        std::fs::write(&cache, bytes).expect("rewritten");
        let back = Cache::load(&cache).take(&file, stamp).expect("trusted");
        assert_eq!(back, kept);
        assert_eq!(
            back.started.to_rfc3339(),
            "1961-03-04T05:06:07.123456789-09:30"
        );
    }

    #[test]
    fn a_cache_with_any_one_byte_changed_is_not_trusted() {
        let dir = tempfile::tempdir().expect("a folder");
        let file = dir.path().join("m.toml");
        std::fs::write(&file, "x").expect("a file");
        let stamp = Stamp::of(&file).expect("a stamp");
        let cache = dir.path().join("cache.bin");
        let good = written(
            env!("CARGO_PKG_VERSION"),
            FORMAT,
            now_ns() + 10_000_000_000,
            &file,
        );
        std::fs::write(&cache, &good).unwrap();
        assert_eq!(Cache::load(&cache).take(&file, stamp), Some(summary()));
        for at in 0..good.len() {
            let mut damaged = good.clone();
            damaged[at] ^= 0x01;
            std::fs::write(&cache, &damaged).unwrap();
            assert!(
                Cache::load(&cache).take(&file, stamp).is_none(),
                "byte {at}"
            );
        }
    }

    #[test]
    fn a_file_cut_short_in_place_with_its_time_put_back_is_read_again() {
        // A sync that cut a match file where it lies and set its time back: its length and its
        // status-change time (which nobody can set back) tell it, so a cut file is read again
        // (and refused as cut off) instead of being listed as the good match it was.
        let dir = tempfile::tempdir().expect("a folder");
        let file = dir.path().join("m.toml");
        std::fs::write(&file, "x".repeat(100)).expect("a file");
        let stamp = Stamp::of(&file).expect("a stamp");
        let modified = std::fs::metadata(&file)
            .and_then(|m| m.modified())
            .expect("a time");
        let cache = dir.path().join("cache.bin");
        let later = now_ns() + 10_000_000_000;
        std::fs::write(
            &cache,
            written(env!("CARGO_PKG_VERSION"), FORMAT, later, &file),
        )
        .unwrap();
        let opened = std::fs::File::options()
            .write(true)
            .open(&file)
            .expect("opens");
        opened.set_len(60).expect("cut");
        opened.set_modified(modified).expect("time put back");
        drop(opened);
        let cut = Stamp::of(&file).expect("a stamp");
        assert_ne!(cut, stamp);
        assert!(Cache::load(&cache).take(&file, cut).is_none());
        assert!(
            Cache::load(&cache).take(&file, stamp).is_some(),
            "the old stamp still would"
        );
    }

    /// Loads the cache at `path` in a thread of its own: none if it took more than ten seconds
    /// (a load that waits on a FIFO would never end).
    fn loaded_in_time(path: &Path) -> Option<Cache> {
        let (sender, receiver) = std::sync::mpsc::channel();
        let path = path.to_path_buf();
        std::thread::spawn(move || {
            let _ = sender.send(Cache::load(&path));
        });
        receiver.recv_timeout(Duration::from_secs(10)).ok()
    }

    #[cfg(unix)]
    #[test]
    fn the_cache_is_never_written_through_a_link_put_at_its_place() {
        let dir = tempfile::tempdir().expect("a folder");
        let file = dir.path().join("m.toml");
        std::fs::write(&file, "x").expect("a file");
        let stamp = Stamp::of(&file).expect("a stamp");
        let victim = dir.path().join("v.txt");
        std::fs::write(&victim, "VICTIM").unwrap();
        let cache = dir.path().join("summaries.bin");
        std::os::unix::fs::symlink(&victim, &cache).unwrap();
        Cache::default().save(&cache, [(file.as_path(), stamp, &summary())]);
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "VICTIM");
        let saved = std::fs::symlink_metadata(&cache).expect("saved");
        assert!(saved.is_file(), "the link was replaced by the cache");
        assert!(checked(&std::fs::read(&cache).unwrap()).is_some());
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_a_device_or_a_link_at_the_caches_place_is_ignored_at_once() {
        let dir = tempfile::tempdir().expect("a folder");
        let file = dir.path().join("m.toml");
        std::fs::write(&file, "x").expect("a file");
        let stamp = Stamp::of(&file).expect("a stamp");
        let fifo = dir.path().join("fifo.bin");
        let name = std::ffi::CString::new(fifo.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: a valid NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o644) }, 0);
        let mut from_fifo = loaded_in_time(&fifo).expect("no wait on a FIFO");
        assert!(from_fifo.take(&file, stamp).is_none());
        let zero = dir.path().join("zero.bin");
        std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
        assert!(
            loaded_in_time(&zero)
                .expect("no endless read")
                .take(&file, stamp)
                .is_none()
        );
        // A link to a good cache is not read through either: the cache is rebuilt in its place.
        let good = dir.path().join("good.bin");
        std::fs::write(
            &good,
            written(
                env!("CARGO_PKG_VERSION"),
                FORMAT,
                now_ns() + 10_000_000_000,
                &file,
            ),
        )
        .unwrap();
        assert!(
            Cache::load(&good).take(&file, stamp).is_some(),
            "read as itself"
        );
        let link = dir.path().join("link.bin");
        std::os::unix::fs::symlink(&good, &link).unwrap();
        assert!(Cache::load(&link).take(&file, stamp).is_none());
    }

    #[test]
    fn an_old_cache_is_removed_only_when_it_is_one() {
        let dir = tempfile::tempdir().expect("a folder");
        let file = dir.path().join("m.toml");
        std::fs::write(&file, "x").expect("a file");
        let folder = dir.path().join("cache");
        std::fs::create_dir(&folder).unwrap();
        let old = folder.join("summaries.bin");
        std::fs::write(&old, "user notes").unwrap();
        remove_old(&old);
        assert_eq!(std::fs::read_to_string(&old).unwrap(), "user notes");
        std::fs::write(&old, written("0.0.1", 1, 0, &file)).unwrap();
        remove_old(&old);
        assert!(!old.exists(), "an old program's cache is one");
        assert!(!folder.exists(), "its folder, then empty, goes too");
    }

    #[cfg(unix)]
    #[test]
    fn an_old_cache_is_not_removed_through_a_linked_folder() {
        let dir = tempfile::tempdir().expect("a folder");
        let file = dir.path().join("m.toml");
        std::fs::write(&file, "x").expect("a file");
        let elsewhere = dir.path().join("elsewhere");
        std::fs::create_dir(&elsewhere).unwrap();
        std::fs::write(
            elsewhere.join("summaries.bin"),
            written("0.0.1", 1, 0, &file),
        )
        .unwrap();
        let linked = dir.path().join("cache");
        std::os::unix::fs::symlink(&elsewhere, &linked).unwrap();
        remove_old(&linked.join("summaries.bin"));
        assert!(elsewhere.join("summaries.bin").exists());
    }

    #[test]
    fn a_file_changed_just_before_the_cache_was_written_is_read_again() {
        let dir = tempfile::tempdir().expect("a folder");
        let file = dir.path().join("m.toml");
        std::fs::write(&file, "x").expect("a file");
        let stamp = Stamp::of(&file).expect("a stamp");
        let cache = dir.path().join("cache.bin");
        std::fs::write(
            &cache,
            written(env!("CARGO_PKG_VERSION"), FORMAT, now_ns(), &file),
        )
        .unwrap();
        assert!(Cache::load(&cache).take(&file, stamp).is_none());
    }
}
