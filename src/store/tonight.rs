//! Loads a club evening for [`Tonight`]: its `evening.toml`, every table file of every round
//! (with when each was last written), and for the season every evening of the competition.

use super::club::{evening_file, evenings, read_evening};
use super::matchfile::{self, Loaded};
use crate::core::club::evening::{Competition, Evening, RoundRecord};
use crate::core::club::tonight::report::ClubReport;
use crate::core::club::tonight::{SeasonView, TableMatch, Tonight};
use crate::format::error::Error;
use chrono::{DateTime, NaiveDate, Utc};
use std::ops::RangeBounds;
use std::path::Path;

/// The table matches of a round, loaded (none for a file not there yet).
pub fn load_tables(dir: &Path, round: &RoundRecord) -> Result<Vec<Option<Loaded>>, Error> {
    round
        .tables
        .iter()
        .map(|table| {
            let path = dir.join(&table.file);
            if path.exists() {
                Ok(Some(matchfile::load(&path)?))
            } else {
                Ok(None)
            }
        })
        .collect()
}

/// When the file `path` was last written (none when not known; a time out of range, a file's
/// time set by hand, is taken as not known).
fn written(path: &Path) -> Option<DateTime<Utc>> {
    std::fs::metadata(path)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|m| m.duration_since(std::time::UNIX_EPOCH).ok())
        .and_then(|since| {
            let seconds = i64::try_from(since.as_secs()).ok()?;
            DateTime::<Utc>::from_timestamp(seconds, since.subsec_nanos())
        })
}

/// Every round's table matches of `evening`, whose files are in `dir` (none for a file not
/// there yet).
pub fn load_rounds(dir: &Path, evening: &Evening) -> Result<Vec<Vec<Option<TableMatch>>>, Error> {
    evening
        .rounds
        .iter()
        .map(|round| {
            let loaded = load_tables(dir, round)?;
            Ok(round
                .tables
                .iter()
                .zip(loaded)
                .map(|(table, loaded)| {
                    loaded.map(|Loaded { game, board }| TableMatch {
                        game,
                        board,
                        written: written(&dir.join(&table.file)),
                    })
                })
                .collect())
        })
        .collect()
}

/// The evening `evening` of `competition` as it stands, its table files in `dir`.
pub fn tonight_of(
    competition: &Competition,
    evening: Evening,
    dir: &Path,
) -> Result<Tonight, Error> {
    let matches = load_rounds(dir, &evening)?;
    Ok(Tonight::of(competition, evening, &matches))
}

/// The evening of the file `path` (an `evening.toml`) of `competition` as it stands.
pub fn load(competition: &Competition, path: &Path) -> Result<Tonight, Error> {
    let evening = read_evening(path)?;
    let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
    tonight_of(competition, evening, &dir)
}

/// The evenings of `competition` held on `dates` (a range: `..`, `..=date`, `..date`) as
/// they stand, oldest first.
pub fn season(
    competition: &Competition,
    dates: impl RangeBounds<NaiveDate>,
) -> Result<Vec<Tonight>, Error> {
    evenings(&competition.name)?
        .into_iter()
        .filter(|date| dates.contains(date))
        .map(|date| load(competition, &evening_file(&competition.name, date)?))
        .collect()
}

/// The printable report of the evening `tonight` of `competition`: its draws, every table's
/// result, its ranking and the season up to and including it (the earlier evenings read).
pub fn report_of(competition: &Competition, tonight: &Tonight) -> Result<ClubReport, Error> {
    let earlier = season(competition, ..tonight.evening.date)?;
    let season = SeasonView::of(competition, earlier.iter().chain([tonight]));
    Ok(ClubReport::of(competition, Some(tonight), season, &[]))
}

/// The printable report of the season of `competition`: every evening with its winners.
pub fn season_report(competition: &Competition) -> Result<ClubReport, Error> {
    let evenings = season(competition, ..)?;
    let season = SeasonView::of(competition, &evenings);
    Ok(ClubReport::of(competition, None, season, &evenings))
}
