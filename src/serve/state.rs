//! What `serve`'s requests share: the match as last read (`Snapshot`, with every answer that
//! is the same for every reader made at most once) and the served match (`Table`: its file,
//! key, feed and pool), read again only when the file's stamp changed.

use super::api::{self, Refusal};
use super::feed::{Feed, Update};
use super::server::{Server, WORK_AT_ONCE};
use super::{KeyQuery, host};
use crate::act::{CommandError, json};
use crate::core::game::{Door, MatchError};
use crate::format::error::FileKind;
use crate::page::version_of;
use crate::store::cache::Stamp;
use crate::store::files;
use crate::store::matchfile::{self, Loaded};
use crate::ui::report::{NextDetail, StatusReport};
use crate::words::{Lang, Words};
use anyhow::Result;
use axum::http::{HeaderMap, header};
use chrono::{DateTime, FixedOffset};
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};
use tokio::sync::Semaphore;

/// The match as last read, with every answer that is the same for every reader made at most
/// once.
pub(super) struct Snapshot {
    pub(super) update: Update,
    pub(super) loaded: Loaded,
    /// `status --json`.
    pub(super) status: String,
    /// `next --json`, or why there is no next hand.
    pub(super) next: Result<String, Refusal>,
    /// The live part of the page.
    pub(super) live: OnceLock<Result<String, Refusal>>,
    /// The printable report.
    pub(super) report: OnceLock<Result<String, Refusal>>,
    /// The page for everyone, for the table, for a wrong key, for a TV.
    pub(super) pages: [OnceLock<Result<String, Refusal>>; 4],
}

impl Snapshot {
    pub(super) fn new(w: &Words, text: &str, loaded: Loaded) -> Result<Snapshot, Refusal> {
        let version = version_of(loaded.game.entries.len(), text);
        let line = serde_json::to_string(&StatusReport::new(&loaded.game, &loaded.board))
            .map_err(|e| trouble_at(w, &[], e))?;
        let status = status_json(loaded.clone())?;
        let next = match NextDetail::new(&loaded.game, &loaded.board) {
            Some(next) => json(&next).map_err(|e| trouble_at(w, &[], e)),
            None => {
                let over = MatchError::MatchOver(loaded.board.winner());
                Err(api::match_refusal(w, &loaded.game, &over))
            }
        };
        Ok(Snapshot {
            update: Update {
                version,
                status: line,
            },
            loaded,
            status,
            next,
            live: OnceLock::new(),
            report: OnceLock::new(),
            pages: Default::default(),
        })
    }
}

/// What every request shares.
pub(super) struct Table {
    /// The match file, resolved when `serve` started.
    pub(super) path: PathBuf,
    /// The folders whose names answers leave out (the match file's and its link target's):
    /// a 500 says `m.toml`, not where the laptop keeps it.
    pub(super) folders: Vec<String>,
    /// The language of this run.
    pub(super) lang: Lang,
    /// The table's key.
    pub(super) key: String,
    /// The time now.
    pub(super) clock: fn() -> DateTime<FixedOffset>,
    /// Every change, to every open page.
    pub(super) feed: Feed,
    /// The match as last read, with the file's stamp then (none: to be read again).
    pub(super) snapshot: Mutex<Option<(Option<Stamp>, Arc<Snapshot>)>>,
    /// Held while a hand is being saved, so that Ctrl-C waits for the save to end.
    pub(super) writing: Mutex<()>,
    /// Bounds the file work done at once.
    pub(super) work: Semaphore,
    /// The names requests may be for.
    pub(super) hosts: host::Hosts,
    /// Where the match's addresses start: empty for `serve`, `/t/N` for a club table.
    pub(super) base: String,
    /// The door its hands come in by: a phone, or table N of a club evening.
    pub(super) door: Door,
}

impl Server for Table {
    fn hosts(&self) -> &host::Hosts {
        &self.hosts
    }

    fn lang(&self) -> Lang {
        self.lang
    }

    fn work(&self) -> &Semaphore {
        &self.work
    }

    fn finish(&self) {
        drop(self.writing.lock().unwrap_or_else(|e| e.into_inner()));
    }
}

impl Table {
    pub(super) fn new(
        path: PathBuf,
        lang: Lang,
        key: String,
        clock: fn() -> DateTime<FixedOffset>,
        hosts: host::Hosts,
    ) -> Table {
        let mut folders = Vec::new();
        for file in [path.clone(), files::target(&path)] {
            if let Some(folder) = file.parent().filter(|f| !f.as_os_str().is_empty()) {
                let folder = format!("{}{}", folder.display(), std::path::MAIN_SEPARATOR);
                if !folders.contains(&folder) {
                    folders.push(folder);
                }
            }
        }
        // The longest first, so that a folder inside another is taken out whole.
        folders.sort_by_key(|f| std::cmp::Reverse(f.len()));
        Table {
            path,
            folders,
            lang,
            key,
            clock,
            feed: Feed::new(16),
            snapshot: Mutex::new(None),
            writing: Mutex::new(()),
            work: Semaphore::new(WORK_AT_ONCE),
            hosts,
            base: String::new(),
            door: Door::Phone,
        }
    }

    pub(super) fn words(&self) -> Words {
        Words::new(self.lang)
    }

    /// Whether a request carries the table's key, as `Authorization: Bearer KEY` or `?key=KEY`,
    /// compared in constant time.
    pub(super) fn authorized(&self, headers: &HeaderMap, query: &KeyQuery) -> bool {
        carries_key(headers, query, &self.key)
    }

    /// The match as the file holds it now: the last reading while the file is unchanged, else
    /// read again (and sent to every open page if it changed). A file that does not load is a
    /// refusal that says why (a 500).
    pub(super) fn fresh(&self) -> Result<Arc<Snapshot>, Refusal> {
        let w = self.words();
        let mut held = self.snapshot.lock().unwrap_or_else(|e| e.into_inner());
        // Looked at before reading: a change made while reading is read the next time.
        let stamp = Stamp::of(&self.path);
        if let (Some(stamp), Some((Some(seen), snapshot))) = (stamp, held.as_ref())
            && stamp == *seen
        {
            return Ok(Arc::clone(snapshot));
        }
        let text = files::read_text(&self.path, FileKind::Match).map_err(|e| self.trouble(e))?;
        let loaded = matchfile::parse(&self.path.display().to_string(), &text)
            .map_err(|e| self.trouble(e))?;
        let snapshot = Arc::new(Snapshot::new(&w, &text, loaded)?);
        let changed = held
            .as_ref()
            .is_none_or(|(_, before)| before.update.version != snapshot.update.version);
        *held = Some((stamp, Arc::clone(&snapshot)));
        if changed {
            self.feed.send(&snapshot.update);
        }
        Ok(snapshot)
    }

    /// A save or the watcher saw a change: reads the file again unless its stamp is the one
    /// last read, and sends the match to every open page if it changed since the last time.
    /// So a save's own publish and the watcher's event for it are one update, whichever comes
    /// first: the second finds the file as last read and reads nothing. The stamp (size, both
    /// times to the nanosecond, inode and device: `store::cache`'s) tells two saves apart
    /// even within one tick of the clock, since each save is a new file (a new inode). A file
    /// that does not load (being replaced by hand, say) is left until it does.
    pub(super) fn publish(&self) {
        let _ = self.fresh();
    }

    /// An error that is not a refusal (a file that cannot be read or written): a 500 that
    /// says why, naming files without their folders.
    pub(super) fn trouble(&self, error: impl Into<CommandError>) -> Refusal {
        trouble_at(&self.words(), &self.folders, error)
    }
}

/// Whether a request carries `key` (never an empty one), as `Authorization: Bearer KEY` or
/// `?key=KEY`, compared in constant time.
pub(super) fn carries_key(headers: &HeaderMap, query: &KeyQuery, key: &str) -> bool {
    use subtle::ConstantTimeEq;
    let bearer = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "));
    !key.is_empty()
        && bearer
            .or(query.key.as_deref())
            .is_some_and(|given| bool::from(given.trim().as_bytes().ct_eq(key.as_bytes())))
}

/// Whether a request gives a key at all (right or wrong).
pub(super) fn gives_key(headers: &HeaderMap, query: &KeyQuery) -> bool {
    headers.contains_key(header::AUTHORIZATION)
        || query.key.as_deref().is_some_and(|k| !k.trim().is_empty())
}

/// A 500 that says why, with `folders` left out of the sentence.
pub(super) fn trouble_at(w: &Words, folders: &[String], error: impl Into<CommandError>) -> Refusal {
    let mut said = crate::act::said(w, &error.into());
    for folder in folders {
        said = said.replace(folder.as_str(), "");
    }
    Refusal::with_status(500, "file-error", said)
}

/// `status --json` of a loaded match, as the command prints it.
pub(super) fn status_json(loaded: Loaded) -> Result<String, Refusal> {
    crate::page::change::status_json(&loaded.game, &loaded.board)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::error::Error as StoreError;
    use crate::words::Lang;
    use axum::http::HeaderValue;
    use tokio::sync::Semaphore;

    fn table(key: &str) -> Table {
        Table {
            path: PathBuf::from("match.toml"),
            folders: Vec::new(),
            lang: Lang::En,
            key: key.to_string(),
            clock: crate::core::testkit::time,
            feed: Feed::new(1),
            snapshot: Mutex::new(None),
            writing: Mutex::new(()),
            work: Semaphore::new(1),
            hosts: host::Hosts::new(7878, false),
            base: String::new(),
            door: Door::Phone,
        }
    }

    #[test]
    fn only_the_tables_key_opens_the_entry_as_bearer_or_in_the_address() {
        let table = table("0123456789abcdef0123456789abcdef");
        let query = |key: Option<&str>| KeyQuery {
            key: key.map(str::to_string),
            tv: None,
            round: None,
        };
        let bearer = |value: &str| {
            let mut headers = HeaderMap::new();
            headers.insert(
                header::AUTHORIZATION,
                HeaderValue::from_str(value).expect("a header"),
            );
            headers
        };
        let none = HeaderMap::new();
        assert!(table.authorized(
            &bearer("Bearer 0123456789abcdef0123456789abcdef"),
            &query(None)
        ));
        assert!(table.authorized(&none, &query(Some("0123456789abcdef0123456789abcdef"))));
        assert!(!table.authorized(&none, &query(None)));
        assert!(!table.authorized(&none, &query(Some("0123456789abcdef0123456789abcde"))));
        assert!(!table.authorized(&none, &query(Some(""))));
        assert!(!table.authorized(
            &bearer("Basic 0123456789abcdef0123456789abcdef"),
            &query(None)
        ));
    }

    #[test]
    fn an_unchanged_file_is_answered_from_the_last_reading_and_a_save_is_read_again() {
        use crate::core::testkit;
        let folder = tempfile::tempdir().expect("a folder");
        let path = folder.path().join("m.toml");
        matchfile::create(&path, &testkit::game("hartenjagen", 4)).expect("a match file");
        let table = Table {
            path: path.clone(),
            ..table("0123456789abcdef0123456789abcdef")
        };
        let mut updates = table.feed.subscribe();
        let first = table.fresh().expect("a reading");
        assert!(
            first.update.version.starts_with("0."),
            "{}",
            first.update.version
        );
        for _ in 0..10 {
            assert!(Arc::ptr_eq(&first, &table.fresh().expect("a reading")));
        }
        assert_eq!(
            updates.try_recv().map(|u| u.version),
            Ok(first.update.version.clone())
        );
        assert!(updates.try_recv().is_err(), "one update for one reading");
        matchfile::update(&path, |game, _| {
            testkit::play(game, &[("Ann", "QS 3"), ("Bob", "rest")]);
            Ok::<(), StoreError>(())
        })
        .expect("a hand saved");
        let after = table.fresh().expect("a reading");
        assert!(!Arc::ptr_eq(&first, &after));
        assert_eq!(after.loaded.game.entries.len(), 1);
        assert!(
            after.update.version.starts_with("1."),
            "{}",
            after.update.version
        );
        assert_eq!(
            updates.try_recv().map(|u| u.version),
            Ok(after.update.version.clone())
        );
    }

    #[test]
    fn a_saves_own_publish_and_the_watchers_for_it_are_one_reading_and_one_update() {
        use crate::core::testkit;
        let folder = tempfile::tempdir().expect("a folder");
        let path = folder.path().join("m.toml");
        matchfile::create(&path, &testkit::game("hartenjagen", 4)).expect("a match file");
        let table = Table {
            path: path.clone(),
            ..table("0123456789abcdef0123456789abcdef")
        };
        let mut updates = table.feed.subscribe();
        table.publish();
        assert!(updates.try_recv().is_ok(), "the match as it is");
        for hand in 1..=3 {
            // Saved one right after the other, well within one tick of a coarse clock.
            matchfile::update(&path, |game, _| {
                testkit::play(game, &[("Ann", "QS 3"), ("Bob", "rest")]);
                Ok::<(), StoreError>(())
            })
            .expect("a hand saved");
            table.publish(); // the save's own
            let read = table.fresh().expect("a reading");
            table.publish(); // the watcher's, for the same change
            assert!(Arc::ptr_eq(&read, &table.fresh().expect("a reading")));
            assert_eq!(read.loaded.game.entries.len(), hand);
            assert_eq!(
                updates.try_recv().map(|u| u.version),
                Ok(read.update.version.clone())
            );
            assert!(updates.try_recv().is_err(), "one update for hand {hand}");
        }
    }

    #[test]
    fn a_500_names_the_file_but_not_its_folder() {
        let folder = tempfile::tempdir().expect("a folder");
        let path = folder.path().join("gone.toml");
        let table = Table::new(
            path.clone(),
            Lang::En,
            String::new(),
            crate::core::testkit::time,
            host::Hosts::new(7878, false),
        );
        let refusal = table.fresh().err().expect("no file, no reading");
        assert_eq!(refusal.status, 500);
        assert!(refusal.said.contains("gone.toml"), "{}", refusal.said);
        assert!(
            !refusal.said.contains(&folder.path().display().to_string()),
            "{}",
            refusal.said
        );
    }
}
