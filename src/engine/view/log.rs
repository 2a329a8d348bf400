//! `log`: every change of a match in order, one line each (each entry as it was made, and
//! each record of its change log), and `log --json`. What changed is said here, from what
//! the change log keeps; nothing in the file is a sentence.

use crate::core::game::{Door, Made};
use crate::core::score::Score;
use crate::t;
use crate::words::{Words, signed};
use chrono::{DateTime, FixedOffset, NaiveDate};

/// One line of the log.
#[derive(Clone, Debug)]
pub struct Logged {
    /// When and through which door.
    pub made: Made,
    /// What was done.
    pub what: What,
    /// What it replaced as the file writes it (JSON), for the change log's records.
    pub replaced: Option<serde_json::Value>,
}

/// What a line of the log says was done.
#[derive(Clone, Debug)]
pub enum What {
    /// A hand entered (with its cards, or by its points).
    Recorded {
        /// Its number.
        hand: usize,
    },
    /// A misdeal before a hand.
    Misdeal {
        /// The hand it was dealt for.
        hand: usize,
        /// Who misdealt.
        dealer: String,
    },
    /// Everyone passed in the bidding before a hand.
    AllPass {
        /// The hand it was dealt for.
        hand: usize,
    },
    /// A hand edited.
    Edited {
        /// Its number.
        hand: usize,
        /// Each player's points before and after, when both are known.
        points: Option<Vec<(String, Score, Score)>>,
    },
    /// The last entry taken back.
    Undone {
        /// The hand's number (a misdeal's: the hand it was dealt for).
        hand: usize,
        /// Whether it was a misdeal.
        misdeal: bool,
        /// Each player's points in it, when known.
        points: Option<Vec<(String, Score)>>,
    },
    /// A player renamed.
    Renamed {
        /// The old name.
        old: String,
        /// The new name.
        new: String,
    },
}

impl What {
    fn action(&self) -> &'static str {
        match self {
            What::Recorded { .. } => "record",
            What::Misdeal { .. } => "misdeal",
            What::AllPass { .. } => "all_pass",
            What::Edited { .. } => "edit",
            What::Undone { .. } => "undo",
            What::Renamed { .. } => "rename",
        }
    }

    fn hand(&self) -> Option<usize> {
        match self {
            What::Recorded { hand }
            | What::Misdeal { hand, .. }
            | What::AllPass { hand }
            | What::Edited { hand, .. }
            | What::Undone { hand, .. } => Some(*hand),
            What::Renamed { .. } => None,
        }
    }
}

/// The door as a line of the log says it (with its leading space), or nothing when the file
/// does not know it.
fn door_words(w: &Words, door: Option<Door>) -> String {
    let said = match door {
        None => return String::new(),
        Some(Door::Terminal) => t!(w, "log-door-terminal"),
        Some(Door::Prompt) => t!(w, "log-door-prompt"),
        Some(Door::Phone) => t!(w, "log-door-phone"),
        Some(Door::Table(table)) => t!(w, "log-door-table", table = table),
        Some(Door::Organiser) => t!(w, "log-door-organiser"),
        Some(Door::Import) => t!(w, "log-door-import"),
    };
    format!(" {said}")
}

/// The time as the log says it: the clock time, with the date when it is not the match's
/// first day.
fn when(time: DateTime<FixedOffset>, first_day: NaiveDate) -> String {
    if time.date_naive() == first_day {
        time.format("%H:%M").to_string()
    } else {
        time.format("%Y-%m-%d %H:%M").to_string()
    }
}

/// `log`'s text: one line a change, in order.
pub fn log_text(w: &Words, started: DateTime<FixedOffset>, lines: &[Logged]) -> String {
    if lines.is_empty() {
        return format!("{}\n", t!(w, "log-none"));
    }
    let first_day = started.date_naive();
    let mut out = String::new();
    for line in lines {
        let door = door_words(w, line.made.door);
        let time = when(line.made.time, first_day);
        let (door, time) = (door.as_str(), time.as_str());
        let said = match &line.what {
            What::Recorded { hand } => {
                t!(w, "log-recorded", hand = *hand, door = door, time = time)
            }
            What::Misdeal { hand, dealer } => t!(
                w,
                "log-misdeal",
                hand = *hand,
                dealer = dealer.as_str(),
                door = door,
                time = time
            ),
            What::AllPass { hand } => {
                t!(w, "log-all-pass", hand = *hand, door = door, time = time)
            }
            What::Edited { hand, points } => match points {
                None => t!(
                    w,
                    "log-edited-plain",
                    hand = *hand,
                    door = door,
                    time = time
                ),
                Some(points) => {
                    let moved: Vec<String> = points
                        .iter()
                        .filter(|(_, was, now)| was != now)
                        .map(|(name, was, now)| {
                            format!("{name} {} → {}", signed(*was), signed(*now))
                        })
                        .collect();
                    if moved.is_empty() {
                        t!(w, "log-edited-same", hand = *hand, door = door, time = time)
                    } else {
                        let changes = moved.join(", ");
                        t!(
                            w,
                            "log-edited",
                            hand = *hand,
                            door = door,
                            time = time,
                            changes = changes.as_str()
                        )
                    }
                }
            },
            What::Undone {
                hand,
                misdeal: true,
                ..
            } => t!(
                w,
                "log-undone-misdeal",
                hand = *hand,
                door = door,
                time = time
            ),
            What::Undone {
                hand,
                points: Some(points),
                ..
            } if points.iter().any(|(_, score)| *score != Score::real(0)) => {
                // Who scored in it: one line, within 80 columns where it can be.
                let points: Vec<String> = points
                    .iter()
                    .filter(|(_, score)| *score != Score::real(0))
                    .map(|(name, score)| format!("{name} {}", signed(*score)))
                    .collect();
                let points = points.join(", ");
                t!(
                    w,
                    "log-undone",
                    hand = *hand,
                    door = door,
                    time = time,
                    points = points.as_str()
                )
            }
            What::Undone { hand, .. } => {
                t!(
                    w,
                    "log-undone-plain",
                    hand = *hand,
                    door = door,
                    time = time
                )
            }
            What::Renamed { old, new } => t!(
                w,
                "log-renamed",
                old = old.as_str(),
                new = new.as_str(),
                door = door,
                time = time
            ),
        };
        out.push_str(&crate::words::capital(&said));
        out.push('\n');
    }
    out
}

/// `log --json`: `{"changes": [{"time", "door", "table", "action", "hand", "replaced"}]}`.
/// `door` is null where the file does not know it (entries from before doors were kept);
/// `table` only for the table door; `hand` null for a rename; `replaced` what a change
/// replaced (the entry as the file writes it, or the old name), null for an entry; a rename
/// also gives `name`, the new name.
pub fn log_json(lines: &[Logged]) -> serde_json::Value {
    let changes: Vec<serde_json::Value> = lines
        .iter()
        .map(|line| {
            let mut item = serde_json::json!({
                "time": line.made.time.to_rfc3339(),
                "door": line.made.door.map(Door::key),
            });
            if let Some(table) = line.made.door.and_then(Door::table) {
                item["table"] = serde_json::json!(table);
            }
            item["action"] = serde_json::json!(line.what.action());
            item["hand"] = serde_json::json!(line.what.hand());
            item["replaced"] = line.replaced.clone().unwrap_or(serde_json::Value::Null);
            if let What::Renamed { new, .. } = &line.what {
                item["name"] = serde_json::json!(new);
            }
            item
        })
        .collect();
    serde_json::json!({ "changes": changes })
}
