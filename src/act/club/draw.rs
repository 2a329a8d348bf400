//! The draw: the next round of an evening seated (or the round being played seated again),
//! its table files named, and the evening saved under its lock.

use super::{Done, competition_of, evening_date};
use crate::act::{CommandError, Result};
use crate::core::club::actions::ActionKind;
use crate::core::club::evening::{ALGORITHM, ClubError, Competition, RoundRecord, TableRecord};
use crate::core::club::tonight::Tonight;
use crate::core::club::{self, DrawError, Request, Round, rng};
use crate::store::club as files;
use crate::store::tonight::{self as tonight, load_tables};
use chrono::{DateTime, FixedOffset};
use std::path::Path;

/// The rounds of the evenings before the one of the file `evening` (its competition's, the
/// folders beside its own), for the season's concerns; an evening that does not load is
/// passed over (the draw does not stop for it).
fn season_rounds(evening: &Path) -> Vec<Round> {
    let date = evening_date(evening);
    let Some(competition) = evening.parent().and_then(Path::parent) else {
        return Vec::new();
    };
    let mut rounds = Vec::new();
    for day in files::evenings_in(competition)
        .into_iter()
        .filter(|d| *d < date)
    {
        let path = competition
            .join(day.format("%Y-%m-%d").to_string())
            .join("evening.toml");
        if let Ok(evening) = files::read_evening(&path) {
            rounds.extend(evening.rounds.iter().map(RoundRecord::round));
        }
    }
    rounds
}

/// A round drawn, and what can be said about it.
#[derive(Clone, Debug)]
pub struct Drawn {
    /// The evening with the round drawn: each table's players in seat order, who sits out.
    pub tables: Tonight,
    /// How often two players meet again whom an earlier round of the season seated together.
    pub repeats: u32,
    /// Whether no draw could have fewer repeats.
    pub proven: bool,
    /// The pairs kept apart that had to sit together after all.
    pub kept_together: u32,
    /// Whether the round is beyond the evening's planned rounds.
    pub beyond: bool,
    /// Whether the round being played was drawn again.
    pub redraw: bool,
}

/// Draws the next round of the evening of the file `evening` (its competition is the
/// `competition.toml` beside the evening's folder), or with `redraw` the round being played
/// again while no hand of it is recorded; `keep_apart` as `--keep-apart`'s "Ann+Bob". Every
/// refusal is `club draw`'s.
pub fn draw_at(
    now: DateTime<FixedOffset>,
    evening: &Path,
    redraw: bool,
    keep_apart: &[String],
) -> Result<Done> {
    let competition = competition_of(evening)?;
    draw(now, &competition, evening, redraw, keep_apart)
}

/// Draws on the evening of the file `path` of `competition` (see [`draw_at`]).
pub fn draw(
    now: DateTime<FixedOffset>,
    competition: &Competition,
    path: &Path,
    redraw: bool,
    keep_apart: &[String],
) -> Result<Done> {
    let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
    let smallest = competition.tables.iter().copied().min().unwrap_or(4);
    let season = season_rounds(path);
    let (said, evening) = crate::store::evening::update_evening(path, |evening| {
        let keep_apart_before = evening.keep_apart.clone();
        // The round to draw and its attempt.
        let (number, attempt) = if redraw {
            let current = evening
                .current()
                .ok_or_else(|| CommandError::Club(ClubError::NoRound))?;
            let entries: Vec<usize> = load_tables(&dir, current)?
                .iter()
                .map(|l| l.as_ref().map_or(0, |l| l.game.entries.len()))
                .collect();
            let current = evening.check_redraw(&entries).map_err(CommandError::Club)?;
            (current.number, current.attempt + 1)
        } else {
            evening.check_draw(smallest).map_err(CommandError::Club)?;
            (evening.next_round(), 1)
        };
        for text in keep_apart {
            let pair = evening
                .keep_apart_pair(text, number)
                .map_err(CommandError::Club)?;
            let known = evening
                .keep_apart
                .iter()
                .any(|(a, b)| (a, b) == (&pair.0, &pair.1) || (a, b) == (&pair.1, &pair.0));
            if !known {
                evening.keep_apart.push(pair);
            }
        }
        let earlier: Vec<Round> = evening.rounds[..number as usize - 1]
            .iter()
            .map(RoundRecord::round)
            .collect();
        let present = evening.candidates(number);
        let keep_apart: Vec<(String, String)> = evening
            .keep_apart
            .iter()
            .filter(|(a, b)| {
                present.iter().any(|p| &p.name == a) && present.iter().any(|p| &p.name == b)
            })
            .cloned()
            .collect();
        let date = evening.date.format("%Y-%m-%d").to_string();
        let seed = rng::seed(&competition.name, &date, number, attempt);
        let drawn = club::draw_round(&Request {
            present: &present,
            evening: &earlier,
            season: &season,
            keep_apart: &keep_apart,
            sizes: &competition.tables,
            seed,
        })
        .map_err(|e| match e {
            DrawError::TooFew { present, smallest } => {
                CommandError::Club(ClubError::TooFew { present, smallest })
            }
            DrawError::TooMany { present, most } => {
                CommandError::Club(ClubError::TooMany { present, most })
            }
        })?;
        let tables: Vec<TableRecord> = drawn
            .round
            .tables
            .iter()
            .enumerate()
            .map(|(i, players)| TableRecord {
                number: i as u32 + 1,
                players: players.clone(),
                file: files::table_file_name(number, i as u32 + 1),
                counted: None,
            })
            .collect();
        // The table files are written once the evening that names them is saved (its
        // commit record), after the draw's files it replaces are removed: see
        // store::evening.
        super::enough_keys(evening, path, tables.len())?;
        let record = RoundRecord {
            number,
            seed,
            attempt,
            algorithm: ALGORITHM,
            drawn: now,
            closed: None,
            keep_apart,
            tables,
            sitting_out: drawn.round.sitting_out.clone(),
            clock: None,
        };
        let action = match redraw.then(|| evening.rounds.pop()).flatten() {
            Some(replaced) => ActionKind::Redraw {
                replaced: Box::new(replaced),
                keep_apart: keep_apart_before,
            },
            None => ActionKind::Draw {
                round: number,
                keep_apart: keep_apart_before,
            },
        };
        evening.rounds.push(record);
        evening.keep(action, now);
        Ok::<_, CommandError>((drawn.repeats, drawn.proven, drawn.kept_together))
    })?;
    let (repeats, proven, kept_together) = said;
    let tables = tonight::tonight_of(competition, evening, &dir)?;
    Ok(Done::Drawn(Box::new(Drawn {
        beyond: tables.round() > competition.rounds && !redraw,
        tables,
        repeats,
        proven,
        kept_together,
        redraw,
    })))
}
