//! One writer at a time per match: an exclusive lock on a hidden lock file next to the match
//! (`.NAME.toml.hartenjagen-lock`) is held around every read-modify-write. The lock is on a file of its own
//! because a save renames a new file over the match file, so a lock on the match file itself
//! would be left behind on the old one.
//!
//! The lock is an operating-system lock (`flock` on Unix), so it goes away with the process
//! that held it, however that process ended: a crashed or killed command never leaves a match
//! locked. On Unix the holder removes the lock file before letting go, so the folder is left as
//! it was; whoever then gets the lock of the removed file sees that it is no longer the one at
//! the path and locks the new one instead. A lock file a killed command left behind is empty,
//! hidden, never counts as a match, and is simply used (and removed) by the next command.
//!
//! On Windows (`LockFileEx`) the holder leaves its lock file, marked hidden, since a file
//! another process has open cannot always be removed at once there; every save's sweep of its
//! folder removes the lock files nobody holds.

use crate::format::error::Error;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The end of every lock file's name.
pub const LOCK_MARK: &str = ".hartenjagen-lock";

/// How long a command waits for another one working on the same match.
pub const WAIT: Duration = Duration::from_secs(5);

/// An exclusive lock on a match, released when dropped.
#[derive(Debug)]
pub struct MatchLock {
    // Closing the file releases the lock.
    _file: File,
    #[cfg_attr(not(unix), allow(dead_code))]
    path: PathBuf,
}

impl Drop for MatchLock {
    fn drop(&mut self) {
        // Removed while still held, so nobody can be relying on this file as the lock.
        #[cfg(unix)]
        let _ = std::fs::remove_file(&self.path);
    }
}

/// Whether `file` is still the file at `path` (not removed by a holder or the sweep before
/// us): the same identity (see [`super::platform::identity`]).
fn still_there(file: &File, path: &Path) -> bool {
    use super::platform::{identity_at, identity_of};
    match (identity_of(file), identity_at(path)) {
        (Some(ours), Some(theirs)) => ours == theirs,
        _ => false,
    }
}

/// Removes the lock file at `lock_file` if no command holds it: it is taken without waiting,
/// checked to be still the file at that path, and removed while held, as a holder removes it
/// when letting go, so that a command that opened it meanwhile sees, once it gets it, that it
/// is gone and locks a new one. A lock someone holds is never removed. Returns whether it was
/// removed. On Windows, where a holder leaves its lock file (see [`MatchLock`]), this is what
/// removes them.
pub fn remove_if_free(lock_file: &Path) -> bool {
    let mut options = File::options();
    options.write(true);
    // Never wait on a FIFO, never follow a link.
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(
        &mut options,
        libc::O_NONBLOCK | libc::O_NOFOLLOW,
    );
    let Ok(file) = options.open(lock_file) else {
        return false;
    };
    if fs4::FileExt::try_lock(&file).is_err() || !still_there(&file, lock_file) {
        return false;
    }
    let removed = std::fs::remove_file(lock_file).is_ok();
    drop(file);
    removed
}

/// The lock file of a match: `.NAME.lock` in the match's folder.
pub fn lock_path(match_path: &Path) -> PathBuf {
    let name = match_path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "match".into());
    match_path.with_file_name(format!(".{name}{LOCK_MARK}"))
}

/// Takes the lock of the match at `match_path`, waiting up to [`WAIT`] for another command
/// to finish with it. The match's folder must exist.
pub fn acquire(match_path: &Path) -> Result<MatchLock, Error> {
    acquire_within(match_path, WAIT)
}

/// Takes the lock of the match at `match_path`, waiting at most `wait`.
pub fn acquire_within(match_path: &Path, wait: Duration) -> Result<MatchLock, Error> {
    let path = lock_path(match_path);
    let started = Instant::now();
    let mut pause = Duration::from_millis(2);
    loop {
        let mut options = File::options();
        options.create(true).truncate(false).write(true);
        // Never wait on a FIFO someone put where the lock file goes.
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, libc::O_NONBLOCK);
        let file = match options.open(&path) {
            Ok(file) => file,
            // Windows refuses to open a file that is being removed (by the sweep) until it is
            // gone: the moment passes, as a busy lock does.
            Err(cause)
                if super::platform::busy_for_a_moment(&cause) && started.elapsed() < wait =>
            {
                std::thread::sleep(pause);
                continue;
            }
            Err(cause) => {
                return Err(Error::LockOpen {
                    path: path.clone(),
                    cause,
                });
            }
        };
        super::platform::set_hidden(&path, true);
        loop {
            // Called through the trait: std's own `File::try_lock` is newer than our MSRV.
            match fs4::FileExt::try_lock(&file) {
                Ok(()) => break,
                Err(fs4::TryLockError::WouldBlock) => {}
                Err(fs4::TryLockError::Error(error)) => {
                    return Err(Error::LockLock {
                        path: path.clone(),
                        cause: error,
                    });
                }
            }
            if started.elapsed() >= wait {
                return Err(Error::LockBusy {
                    path: match_path.to_path_buf(),
                    seconds: wait.as_secs_f64(),
                });
            }
            std::thread::sleep(pause.min(wait.saturating_sub(started.elapsed())));
            pause = (pause * 2).min(Duration::from_millis(25));
        }
        if still_there(&file, &path) {
            return Ok(MatchLock { _file: file, path });
        }
        // The holder before us removed this file as it let go: lock the one at the path now.
    }
}

/// How a club evening is held: shared by a table's hand (several tables record at once),
/// exclusive by every action of the organiser (a draw, a close, an arrival …), which so never
/// runs while a table is saving a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hold {
    /// A table's hand.
    Shared,
    /// An organiser's action.
    Exclusive,
}

/// A lock on a club evening, released when dropped. Its file (`.evening.hartenjagen-evening`
/// beside `evening.toml`) is never removed: a shared lock cannot know whether another holder
/// still relies on the file, so it stays, hidden, and is not swept as a killed command's.
#[derive(Debug)]
pub struct EveningLock {
    // Closing the file releases the lock.
    _file: File,
    hold: Hold,
}

impl EveningLock {
    /// How it is held.
    pub fn hold(&self) -> Hold {
        self.hold
    }
}

/// The end of the evening lock file's name (not [`LOCK_MARK`]: it is never swept).
pub const EVENING_LOCK: &str = ".evening.hartenjagen-evening";

/// Takes the lock of the club evening whose file is `evening_file`, as `hold`, waiting up to
/// [`WAIT`] for the holders that exclude it. The evening's folder must exist.
pub fn acquire_evening(evening_file: &Path, hold: Hold) -> Result<EveningLock, Error> {
    let path = evening_file.with_file_name(EVENING_LOCK);
    let mut options = File::options();
    options.create(true).truncate(false).write(true);
    // Never wait on a FIFO, never follow a link someone put where the lock file goes.
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(
        &mut options,
        libc::O_NONBLOCK | libc::O_NOFOLLOW,
    );
    let file = options.open(&path).map_err(|cause| Error::LockOpen {
        path: path.clone(),
        cause,
    })?;
    super::platform::set_hidden(&path, true);
    let started = Instant::now();
    let mut pause = Duration::from_millis(2);
    loop {
        let tried = match hold {
            Hold::Shared => fs4::FileExt::try_lock_shared(&file),
            Hold::Exclusive => fs4::FileExt::try_lock(&file),
        };
        match tried {
            Ok(()) => return Ok(EveningLock { _file: file, hold }),
            Err(fs4::TryLockError::WouldBlock) => {}
            Err(fs4::TryLockError::Error(error)) => {
                return Err(Error::LockLock {
                    path: path.clone(),
                    cause: error,
                });
            }
        }
        if started.elapsed() >= WAIT {
            return Err(Error::LockBusy {
                path: evening_file.to_path_buf(),
                seconds: WAIT.as_secs_f64(),
            });
        }
        std::thread::sleep(pause.min(WAIT.saturating_sub(started.elapsed())));
        pause = (pause * 2).min(Duration::from_millis(25));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lock_file_is_hidden_next_to_the_match() {
        assert_eq!(
            lock_path(Path::new("/data/matches/m.toml")),
            Path::new("/data/matches/.m.toml.hartenjagen-lock")
        );
        assert_eq!(
            lock_path(Path::new("m.toml")),
            Path::new(".m.toml.hartenjagen-lock")
        );
    }

    #[test]
    fn a_second_writer_waits_and_then_gets_the_lock() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("m.toml");
        let first = acquire(&path).unwrap();
        let holder = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(150));
            drop(first);
        });
        let started = Instant::now();
        let second = acquire_within(&path, Duration::from_secs(5)).unwrap();
        assert!(started.elapsed() >= Duration::from_millis(100));
        holder.join().unwrap();
        drop(second);
        acquire_within(&path, Duration::ZERO).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn the_lock_file_is_gone_once_the_lock_is_let_go() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("m.toml");
        let lock = acquire(&path).unwrap();
        assert!(lock_path(&path).exists());
        drop(lock);
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
    }

    #[test]
    fn a_lock_file_left_by_a_killed_command_is_simply_used() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("m.toml");
        std::fs::write(lock_path(&path), "").unwrap();
        drop(acquire_within(&path, Duration::ZERO).unwrap());
    }

    #[test]
    fn many_threads_taking_turns_never_hold_the_lock_together() {
        use std::sync::Arc;
        use std::sync::atomic::{AtomicUsize, Ordering};
        let dir = tempfile::tempdir().unwrap();
        let path = Arc::new(dir.path().join("m.toml"));
        let inside = Arc::new(AtomicUsize::new(0));
        let turns = Arc::new(AtomicUsize::new(0));
        let workers: Vec<_> = (0..4)
            .map(|_| {
                let (path, inside, turns) = (path.clone(), inside.clone(), turns.clone());
                std::thread::spawn(move || {
                    for _ in 0..50 {
                        let _lock = acquire(&path).unwrap();
                        assert_eq!(inside.fetch_add(1, Ordering::SeqCst), 0, "two holders");
                        turns.fetch_add(1, Ordering::SeqCst);
                        std::thread::yield_now();
                        inside.fetch_sub(1, Ordering::SeqCst);
                    }
                })
            })
            .collect();
        for worker in workers {
            worker.join().unwrap();
        }
        assert_eq!(turns.load(Ordering::SeqCst), 200);
    }

    #[cfg(unix)]
    #[test]
    fn sweeping_old_lock_files_never_lets_two_commands_hold_a_match() {
        // A lock file a killed command left is reused by the next command (its time stays
        // old), while a save of another match in the folder sweeps old lock files: the sweep
        // must never take such a file from under a command that holds it or is taking it.
        use std::sync::Arc;
        use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
        let dir = tempfile::tempdir().unwrap();
        let path = Arc::new(dir.path().join("m.toml"));
        let inside = Arc::new(AtomicUsize::new(0));
        let done = Arc::new(AtomicBool::new(false));
        let sweeper = {
            let (dir, path, done) = (dir.path().to_path_buf(), path.clone(), done.clone());
            std::thread::spawn(move || {
                let old = std::time::SystemTime::now() - Duration::from_secs(600);
                while !done.load(Ordering::SeqCst) {
                    // A killed command's lock file, an old one, whenever there is none.
                    if let Ok(file) = File::options()
                        .write(true)
                        .create_new(true)
                        .open(lock_path(&path))
                    {
                        let _ = file.set_modified(old);
                    }
                    crate::store::files::remove_stale(&dir);
                }
            })
        };
        let workers: Vec<_> = (0..3)
            .map(|_| {
                let (path, inside) = (path.clone(), inside.clone());
                std::thread::spawn(move || {
                    for _ in 0..1000 {
                        let _lock = acquire(&path).unwrap();
                        assert_eq!(inside.fetch_add(1, Ordering::SeqCst), 0, "two holders");
                        std::thread::yield_now();
                        inside.fetch_sub(1, Ordering::SeqCst);
                    }
                })
            })
            .collect();
        for worker in workers {
            worker.join().unwrap();
        }
        done.store(true, Ordering::SeqCst);
        sweeper.join().unwrap();
    }

    #[test]
    fn tables_share_the_evening_and_the_organiser_has_it_alone() {
        let dir = tempfile::tempdir().unwrap();
        let evening = dir.path().join("evening.toml");
        let table_1 = acquire_evening(&evening, Hold::Shared).unwrap();
        let table_2 = acquire_evening(&evening, Hold::Shared).unwrap();
        assert_eq!(table_2.hold(), Hold::Shared);
        let (sender, organiser_got_it) = std::sync::mpsc::channel();
        let organiser = {
            let evening = evening.clone();
            std::thread::spawn(move || {
                let lock = acquire_evening(&evening, Hold::Exclusive).unwrap();
                sender.send(()).unwrap();
                // A table waits for the organiser in turn.
                std::thread::sleep(Duration::from_millis(50));
                drop(lock);
            })
        };
        std::thread::sleep(Duration::from_millis(100));
        assert!(
            organiser_got_it.try_recv().is_err(),
            "the organiser went past two tables"
        );
        drop((table_1, table_2));
        organiser_got_it
            .recv_timeout(Duration::from_secs(5))
            .unwrap();
        drop(acquire_evening(&evening, Hold::Shared).unwrap());
        organiser.join().unwrap();
        // The lock file stays, and is not a killed command's to sweep.
        assert!(evening.with_file_name(EVENING_LOCK).exists());
        crate::store::files::remove_stale(dir.path());
        assert!(evening.with_file_name(EVENING_LOCK).exists());
    }

    #[test]
    fn a_writer_that_cannot_get_the_lock_in_time_says_so() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("m.toml");
        let _held = acquire(&path).unwrap();
        let started = Instant::now();
        let error = crate::words::errors::store_error(
            &crate::words::Words::new(crate::words::Lang::En),
            &acquire_within(&path, Duration::from_millis(100)).unwrap_err(),
        );
        assert!(started.elapsed() >= Duration::from_millis(100));
        assert!(error.contains("m.toml"), "{error}");
        assert!(
            error.contains("another hartenjagen command") && error.contains("nothing was changed"),
            "{error}"
        );
    }
}
