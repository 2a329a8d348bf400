//! The match history: every match file in the data folder, summed up. Each file is read once
//! and scored from its hands (scores are never stored), and only its summary is kept, so
//! memory grows with the number of matches by a few names and numbers each. A damaged file is
//! listed with its error; it never stops the others from being read.

use super::cache::{Cache, Stamp};
use super::matchfile::{self, Loaded};
pub use crate::core::summary::{MatchSummary, PlayerLine, State};
use crate::format::error::Error;
use chrono::{DateTime, Utc};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

/// One match file of the history: its summary, or why it cannot be read.
#[derive(Clone, Debug)]
pub struct Listed {
    /// The match file.
    pub file: PathBuf,
    /// Its summary, or the error that stopped it from loading (file, line and column).
    pub summary: Result<MatchSummary, Arc<Error>>,
    /// When the file last changed (orders damaged files, whose start is unknown).
    pub modified: Option<SystemTime>,
}

impl Listed {
    /// Reads and summarizes one match file.
    pub fn read(file: &Path) -> Listed {
        let summary = matchfile::load(file)
            .map(|Loaded { game, board }| MatchSummary::new(&game, &board))
            .map_err(Arc::new);
        let modified = summary
            .is_err()
            .then(|| std::fs::metadata(file).and_then(|m| m.modified()).ok())
            .flatten();
        Listed {
            file: file.to_path_buf(),
            summary,
            modified,
        }
    }

    /// When the match started, or for a damaged file when it last changed.
    fn when(&self) -> DateTime<Utc> {
        match (&self.summary, self.modified) {
            (Ok(summary), _) => summary.started.to_utc(),
            (Err(_), Some(modified)) => modified.into(),
            (Err(_), None) => DateTime::<Utc>::MIN_UTC,
        }
    }
}

/// Every match file in `dir`, newest first (by start, then file path; a damaged file by its
/// change time), each file read.
pub fn scan(dir: &Path) -> Result<Vec<Listed>, Error> {
    let mut listed = read_all(&matchfile::match_files(dir)?);
    listed.sort_by(newest_first);
    Ok(listed)
}

/// [`scan`], with the summaries of unchanged files taken from the cache at `cache` (see
/// [`super::cache`]), which is brought up to date.
pub fn scan_cached(dir: &Path, cache: &Path) -> Result<Vec<Listed>, Error> {
    let files = matchfile::match_files_with_metadata(dir)?;
    let mut saved = Cache::load(cache);
    // Each file with its stamp as listed, taken before it is read.
    let mut listed: Vec<(Listed, Option<Stamp>)> = Vec::with_capacity(files.len());
    let mut unread = Vec::new();
    for (file, metadata) in files {
        let stamp = metadata
            .as_ref()
            .and_then(|metadata| Stamp::from_metadata(metadata, &file));
        match stamp.and_then(|stamp| saved.take(&file, stamp)) {
            Some(summary) => listed.push((
                Listed {
                    file,
                    summary: Ok(summary),
                    modified: None,
                },
                stamp,
            )),
            None => unread.push((file, stamp)),
        }
    }
    listed.extend(super::on_every_core(&unread, 64, |(file, stamp)| {
        Some((Listed::read(file), *stamp))
    }));
    listed.sort_by(|(a, _), (b, _)| newest_first(a, b));
    let good = || {
        listed
            .iter()
            .filter_map(|(l, stamp)| Some((l.file.as_path(), (*stamp)?, l.summary.as_ref().ok()?)))
    };
    if !saved.holds_exactly(good().count()) {
        saved.save(cache, good());
    }
    Ok(listed.into_iter().map(|(listed, _)| listed).collect())
}

/// These match files (a club's table matches), each read, in no particular order.
pub fn scan_files(files: &[PathBuf]) -> Vec<Listed> {
    read_all(files)
}

/// Newest first: by start, then file path (a damaged file by its change time).
pub fn newest_first(a: &Listed, b: &Listed) -> std::cmp::Ordering {
    b.when()
        .cmp(&a.when())
        .then_with(|| b.file.as_os_str().cmp(a.file.as_os_str()))
}

/// Reads and summarizes `files` on every core the machine has, each thread keeping only the
/// summaries; in no particular order.
fn read_all(files: &[PathBuf]) -> Vec<Listed> {
    super::on_every_core(files, 64, |f| Some(Listed::read(f)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::MatchOptions;
    use crate::core::testkit::{game, game_with, input, time};
    use crate::core::variant::MoonChoice;

    #[test]
    fn a_finished_match_is_summed_up_from_its_hands() {
        let mut m = game_with(
            "hartenjagen",
            4,
            MatchOptions {
                hands: Some(2),
                ..MatchOptions::default()
            },
        );
        m.record(
            &input(&m, &[("Ann", "QS 3"), ("Bob", "5"), ("Dee", "rest")]),
            time(),
        )
        .unwrap();
        let last = time() + chrono::Duration::minutes(5);
        m.record(&input(&m, &[("Cas", "rest")]), last).unwrap();
        let summary = MatchSummary::new(&m, &m.scoreboard());
        assert_eq!(summary.state, State::Finished);
        assert_eq!(summary.hands, 2);
        assert_eq!(summary.finished, Some(last));
        assert_eq!(summary.variant, "hartenjagen");
        let totals: Vec<crate::core::score::Score> =
            summary.players.iter().map(|p| p.total).collect();
        assert_eq!(totals, vec![16 + 26, 5 + 26, 0, 5 + 26]);
        assert_eq!(summary.winner_name(), Some("Cas"));
        let moons: Vec<u32> = summary.players.iter().map(|p| p.moons).collect();
        assert_eq!(moons, vec![0, 0, 1, 0]);
        let queens: Vec<u32> = summary.players.iter().map(|p| p.queens).collect();
        assert_eq!(queens, vec![1, 0, 1, 0]);
        assert!(summary.lowest_wins);
    }

    #[test]
    fn an_unfinished_match_has_no_winner_and_no_end() {
        let mut m = game("hartenjagen", 4);
        m.record(&input(&m, &[("Ann", "QS"), ("Bob", "rest")]), time())
            .unwrap();
        m.misdeal(time()).unwrap();
        let summary = MatchSummary::new(&m, &m.scoreboard());
        assert_eq!(summary.state, State::InProgress);
        assert_eq!(summary.hands, 1);
        assert_eq!(summary.finished, None);
        assert_eq!(summary.winner, None);
    }

    #[test]
    fn a_moon_scored_by_subtracting_still_counts_as_a_moon() {
        let choosy = "name = \"custom\"\nextends = \"hartenjagen\"\ndescription = \"x\"\n[moon]\neffect = \"choose\"\n";
        let mut m = game(choosy, 4);
        let mut hand = input(&m, &[("Bob", "rest")]);
        hand.moon = Some(MoonChoice::Subtract);
        m.record(&hand, time()).unwrap();
        let summary = MatchSummary::new(&m, &m.scoreboard());
        assert_eq!(summary.players[1].moons, 1);
        assert_eq!(summary.players[1].queens, 1);
        assert_eq!(summary.players[1].total, -26);
    }

    #[test]
    fn the_scan_lists_newest_first_and_reports_a_damaged_file_without_stopping() {
        let dir = tempfile::tempdir().unwrap();
        let mut old = game("hartenjagen", 4);
        old.started = time() - chrono::Duration::days(3);
        let new = game("omnibus", 4);
        matchfile::save(&dir.path().join("old.toml"), &old).unwrap();
        matchfile::save(&dir.path().join("new.toml"), &new).unwrap();
        let broken = dir.path().join("broken.toml");
        std::fs::write(&broken, "format = 1\nplayers = [\n").unwrap();
        let two_days_ago = time() - chrono::Duration::days(2);
        std::fs::File::options()
            .write(true)
            .open(&broken)
            .unwrap()
            .set_modified(two_days_ago.into())
            .unwrap();
        let listed = scan(dir.path()).unwrap();
        assert_eq!(listed.len(), 3);
        let ok: Vec<&str> = listed
            .iter()
            .filter_map(|l| l.summary.as_ref().ok())
            .map(|s| s.variant.as_str())
            .collect();
        assert_eq!(ok, vec!["omnibus", "hartenjagen"]);
        let broken = listed.iter().find(|l| l.summary.is_err()).unwrap();
        assert!(broken.file.ends_with("broken.toml"));
        let error = crate::words::errors::store_failure(
            &crate::words::Words::new(crate::words::Lang::En),
            broken.summary.as_ref().unwrap_err(),
        );
        assert!(error.contains("broken.toml:"), "{error}");
        // A damaged file goes where it last changed: between the two.
        assert!(listed[1].summary.is_err());
    }
}
