//! `log`: every change of a match in order (each entry as it was made, each record of its
//! change log), with what each edit and undo changed in points, rescored from what the
//! change log keeps.

use super::{Context, Report, Result, json};
use crate::cli::LogArgs;
use crate::core::game::{Action, Change, Door, Entry, Made, Match, Replaced, Scoreboard};
use crate::core::score::Score;
use crate::store::matchfile;
use crate::ui::log::{Logged, What, log_json, log_text};
use chrono::{DateTime, FixedOffset};

/// `log`'s report.
pub struct Log {
    started: DateTime<FixedOffset>,
    lines: Vec<Logged>,
}

impl Report for Log {
    fn text(&self, ctx: &Context) -> String {
        log_text(&ctx.words, self.started, &self.lines)
    }

    fn json(&self) -> Option<Result<String>> {
        Some(json(&log_json(&self.lines)))
    }
}

/// `log [--file F] [--json]`.
pub fn log(ctx: &Context, args: &LogArgs) -> Result<Log> {
    let (_, loaded) = ctx.load(&args.file)?;
    Ok(Log {
        started: loaded.game.started,
        lines: lines(&loaded.game, &loaded.board),
    })
}

/// Every line of the log of `game` (whose standings are `board`), in the order made: the
/// entries and the change log merged by time, an entry before a change made at the same
/// time.
pub fn lines(game: &Match, board: &Scoreboard) -> Vec<Logged> {
    let mut entries = Vec::new();
    let mut hands = 0;
    for entry in &game.entries {
        let what = match entry {
            Entry::Hand(_) | Entry::Points(_) => {
                hands += 1;
                What::Recorded { hand: hands }
            }
            Entry::Misdeal { dealer, .. } => What::Misdeal {
                hand: hands + 1,
                dealer: game.players[*dealer].clone(),
            },
            Entry::AllPass { .. } => What::AllPass { hand: hands + 1 },
        };
        entries.push(Logged {
            made: entry.made(),
            what,
            replaced: None,
        });
    }
    // An entry undone since was made too: said where it was made, from the change log.
    for change in game.changes.iter().filter(|c| c.action == Action::Undo) {
        let (Some(hand), Some(made)) = (change.hand, made_of(&change.replaced)) else {
            continue;
        };
        let what = match &change.replaced {
            Replaced::Written(table) if is_misdeal(&change.replaced) => What::Misdeal {
                hand,
                dealer: text_of(table, "dealer"),
            },
            Replaced::Entry(entry) => match **entry {
                Entry::Misdeal { dealer, .. } => What::Misdeal {
                    hand,
                    dealer: game.players[dealer].clone(),
                },
                _ => What::Recorded { hand },
            },
            _ => What::Recorded { hand },
        };
        entries.push(Logged {
            made,
            what,
            replaced: None,
        });
    }
    // In the order made; at the same time, by hand, a misdeal before its hand.
    entries.sort_by_key(|line| {
        let (hand, order) = match line.what {
            What::Recorded { hand } => (hand, 1),
            What::Misdeal { hand, .. } | What::AllPass { hand } => (hand, 0),
            _ => (0, 2),
        };
        (line.made.time, hand, order)
    });
    // The points each change replaced, and those that came after it: the next change's of
    // the same hand, or the hand as it is now.
    let before: Vec<Option<Vec<Score>>> = game
        .changes
        .iter()
        .map(|change| points_replaced(game, change))
        .collect();
    let changes = game.changes.iter().enumerate().map(|(index, change)| {
        let named = |points: &[Score]| -> Vec<(String, Score)> {
            game.players
                .iter()
                .cloned()
                .zip(points.iter().copied())
                .collect()
        };
        let after = || {
            let next = game.changes[index + 1..]
                .iter()
                .position(|later| later.hand == change.hand && later.action != Action::Rename);
            match next {
                Some(offset) => before[index + 1 + offset].clone(),
                None => change
                    .hand
                    .and_then(|hand| board.hands.get(hand.wrapping_sub(1)))
                    .map(|scored| scored.points.clone()),
            }
        };
        let hand = change.hand.unwrap_or(0);
        let what = match (&change.action, &change.replaced) {
            (_, Replaced::Name { old, new }) => What::Renamed {
                old: old.clone(),
                new: new.clone(),
            },
            (Action::Edit, _) => What::Edited {
                hand,
                points: before[index].as_ref().zip(after()).map(|(was, now)| {
                    game.players
                        .iter()
                        .cloned()
                        .zip(was.iter().copied().zip(now))
                        .map(|(name, (was, now))| (name, was, now))
                        .collect()
                }),
            },
            (_, replaced) => What::Undone {
                hand,
                misdeal: is_misdeal(replaced),
                points: before[index].as_deref().map(named),
            },
        };
        Logged {
            made: change.made,
            what,
            replaced: Some(replaced_json(game, &change.replaced)),
        }
    });
    // Both lists are in the order made; merged by time.
    let mut merged: Vec<Logged> = Vec::with_capacity(entries.len() + game.changes.len());
    let mut entries = entries.into_iter().peekable();
    for change in changes {
        while let Some(entry) = entries.next_if(|e| e.made.time <= change.made.time) {
            merged.push(entry);
        }
        merged.push(change);
    }
    merged.extend(entries);
    merged
}

/// Whether a change replaced a misdeal.
fn is_misdeal(replaced: &Replaced) -> bool {
    match replaced {
        Replaced::Entry(entry) => matches!(**entry, Entry::Misdeal { .. }),
        Replaced::Written(table) => {
            table.get("misdeal").and_then(toml::Value::as_bool) == Some(true)
        }
        Replaced::Name { .. } => false,
    }
}

/// Each player's points in the hand a change replaced, rescored after the hands before it;
/// none for a misdeal, a rename, or a hand that no longer fits there.
fn points_replaced(game: &Match, change: &Change) -> Option<Vec<Score>> {
    let hand = change.hand?;
    let written = match &change.replaced {
        Replaced::Written(table) => table.clone(),
        Replaced::Entry(entry) => written_of(game, entry)?,
        Replaced::Name { .. } => return None,
    };
    if written.get("misdeal").and_then(toml::Value::as_bool) == Some(true) {
        return None;
    }
    let (_, board) = matchfile::replay_written(game, hand, &written)?;
    board
        .hands
        .get(hand.wrapping_sub(1))
        .map(|scored| scored.points.clone())
}

/// An entry as the file writes it (read back from the match's own text).
fn written_of(game: &Match, entry: &Entry) -> Option<toml::Table> {
    let mut alone = game.clone();
    alone.entries = vec![entry.clone()];
    alone.changes.clear();
    let text = matchfile::render(&alone).ok()?;
    let table: toml::Table = toml::from_str(&text).ok()?;
    table.get("hand")?.as_array()?.first()?.as_table().cloned()
}

/// What a change replaced as JSON: the entry as the file writes it, or the old name.
fn replaced_json(game: &Match, replaced: &Replaced) -> serde_json::Value {
    match replaced {
        Replaced::Name { old, .. } => serde_json::json!(old),
        Replaced::Written(table) => toml_json(&toml::Value::Table(table.clone())),
        Replaced::Entry(entry) => written_of(game, entry)
            .map(|table| toml_json(&toml::Value::Table(table)))
            .unwrap_or(serde_json::Value::Null),
    }
}

/// A TOML value as JSON (a date as its text).
fn toml_json(value: &toml::Value) -> serde_json::Value {
    match value {
        toml::Value::String(text) => serde_json::json!(text),
        toml::Value::Integer(n) => serde_json::json!(n),
        toml::Value::Float(x) => serde_json::json!(x),
        toml::Value::Boolean(b) => serde_json::json!(b),
        toml::Value::Datetime(time) => serde_json::json!(time.to_string()),
        toml::Value::Array(items) => items.iter().map(toml_json).collect(),
        toml::Value::Table(table) => table
            .iter()
            .map(|(key, value)| (key.clone(), toml_json(value)))
            .collect::<serde_json::Map<_, _>>()
            .into(),
    }
}

/// A text value of an entry as written (empty when it has none).
fn text_of(table: &toml::Table, key: &str) -> String {
    table
        .get(key)
        .and_then(toml::Value::as_str)
        .unwrap_or_default()
        .to_string()
}

/// When and through which door the entry a change replaced was made.
fn made_of(replaced: &Replaced) -> Option<Made> {
    match replaced {
        Replaced::Entry(entry) => Some(entry.made()),
        Replaced::Written(table) => {
            let time = DateTime::parse_from_rfc3339(table.get("time")?.as_str()?).ok()?;
            let number = table
                .get("table")
                .and_then(toml::Value::as_integer)
                .and_then(|n| u32::try_from(n).ok());
            let door = table
                .get("door")
                .and_then(toml::Value::as_str)
                .and_then(|key| Door::from_key(key, number));
            Some(Made { time, door })
        }
        Replaced::Name { .. } => None,
    }
}
