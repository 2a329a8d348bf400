//! The round clock started by the organiser, and the season's tables' keys made again.

use super::{Done, competition_of};
use crate::act::{CommandError, Result};
use crate::core::club::evening::ClubError;
use crate::store::club as files;
use crate::store::key::new_key;
use chrono::{DateTime, FixedOffset};
use std::path::Path;

/// Starts the clock of the round being played of the evening of the file `evening` at `now`
/// (the same from `club clock start` and the organiser's page): kept as an action.
pub fn start_clock(now: DateTime<FixedOffset>, evening: &Path) -> Result<Done> {
    let competition = competition_of(evening)?;
    let minutes = competition.round_minutes;
    let (round, evening) = crate::store::evening::update_evening(evening, |evening| {
        evening
            .start_clock(minutes, now)
            .map_err(CommandError::Club)
    })?;
    let clock = evening
        .clock(minutes, now)
        .ok_or(CommandError::Club(ClubError::NoClock))?;
    Ok(Done::ClockStarted {
        round,
        minutes: clock.minutes,
        ends: clock.ends(),
    })
}

/// New keys for the season's tables (`table`: that one only) of the competition of the
/// evening of the file `evening`, and for that evening's own where it keeps its own (made
/// before the season's keys): the old ones open nothing from now on.
pub fn new_keys(evening: &Path, table: Option<u32>) -> Result<Done> {
    let competition = competition_of(evening)?;
    let renew = |keys: &mut Vec<String>| -> Result<Vec<u32>> {
        let mut renewed = Vec::new();
        for (i, key) in keys.iter_mut().enumerate() {
            let number = i as u32 + 1;
            if table.is_none_or(|t| t == number) {
                *key = new_key()?;
                renewed.push(number);
            }
        }
        Ok(renewed)
    };
    if let Some(number) = table {
        let (_, read) =
            crate::store::evening::update_evening(evening, |_| Ok::<_, CommandError>(()))?;
        let tables = competition.keys.len().max(read.keys.tables.len());
        if number == 0 || number as usize > tables {
            return Err(CommandError::Club(ClubError::NoSuchTable {
                table: number,
                tables,
            }));
        }
    }
    let mut renewed = Vec::new();
    files::update_competition(&files::competition_file_of(evening), |competition| {
        renewed = renew(&mut competition.keys)?;
        Ok::<_, CommandError>(())
    })?;
    crate::store::evening::update_evening(evening, |evening| {
        if !evening.keys.season {
            let own = renew(&mut evening.keys.tables)?;
            renewed.extend(own);
        }
        Ok::<_, CommandError>(())
    })?;
    renewed.sort_unstable();
    renewed.dedup();
    Ok(Done::NewKeys { tables: renewed })
}
