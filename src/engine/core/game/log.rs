//! Every change leaves a trace: through which [`Door`] each entry was made ([`Made`], passed
//! in from the edge as the time is), and the match's change log ([`Change`]): what an edit,
//! an undo or a club rename replaced, in full, so that a restore can rebuild it. The log holds
//! no sentences; the words layer says each change when it is shown.

use super::Entry;
use chrono::{DateTime, FixedOffset};

/// Through which door an entry or a change came in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Door {
    /// A command on the command line (club commands included).
    Terminal,
    /// `play`'s prompt.
    Prompt,
    /// `serve`'s page or its API.
    Phone,
    /// Table N's page of a club evening (`/t/N`).
    Table(u32),
    /// The organiser's page of a club evening.
    Organiser,
    /// `import FILE`.
    Import,
}

impl Door {
    /// The door's key in files and JSON (`door = "…"`).
    pub fn key(self) -> &'static str {
        match self {
            Door::Terminal => "terminal",
            Door::Prompt => "prompt",
            Door::Phone => "phone",
            Door::Table(_) => "table",
            Door::Organiser => "organiser",
            Door::Import => "import",
        }
    }

    /// The table's number, for the table door.
    pub fn table(self) -> Option<u32> {
        match self {
            Door::Table(number) => Some(number),
            _ => None,
        }
    }

    /// The door a key and a table number name; none for a key that is no door, or the table
    /// door without its number (or another door with one).
    pub fn from_key(key: &str, table: Option<u32>) -> Option<Door> {
        let door = match (key, table) {
            ("terminal", None) => Door::Terminal,
            ("prompt", None) => Door::Prompt,
            ("phone", None) => Door::Phone,
            ("table", Some(number)) => Door::Table(number),
            ("organiser", None) => Door::Organiser,
            ("import", None) => Door::Import,
            _ => return None,
        };
        Some(door)
    }
}

/// When and through which door something was made: what every entry and change is stamped
/// with. A bare time (a test, an older file) has no door.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Made {
    /// When.
    pub time: DateTime<FixedOffset>,
    /// Through which door (none in files from before doors were kept).
    pub door: Option<Door>,
}

impl Made {
    /// Made at `time` through `door`.
    pub fn new(time: DateTime<FixedOffset>, door: Door) -> Made {
        Made {
            time,
            door: Some(door),
        }
    }
}

impl From<DateTime<FixedOffset>> for Made {
    fn from(time: DateTime<FixedOffset>) -> Made {
        Made { time, door: None }
    }
}

/// What a change did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// A hand was edited (`edit`).
    Edit,
    /// The last entry was taken back (`undo`).
    Undo,
    /// A player was renamed (the organiser's `club rename`).
    Rename,
}

impl Action {
    /// The action's key in files and JSON.
    pub fn key(self) -> &'static str {
        match self {
            Action::Edit => "edit",
            Action::Undo => "undo",
            Action::Rename => "rename",
        }
    }

    /// The action a key names.
    pub fn from_key(key: &str) -> Option<Action> {
        match key {
            "edit" => Some(Action::Edit),
            "undo" => Some(Action::Undo),
            "rename" => Some(Action::Rename),
            _ => None,
        }
    }
}

/// What a change replaced, in full.
#[derive(Clone, Debug, PartialEq)]
pub enum Replaced {
    /// The entry as it was (an edit, an undo made by this run).
    Entry(Box<Entry>),
    /// The entry as the file wrote it (a change read from a file): kept as written, so that
    /// it is written again byte for byte and a restore can read it as any entry.
    Written(toml::Table),
    /// A player's name, and the name it became.
    Name {
        /// The name replaced.
        old: String,
        /// The name given instead.
        new: String,
    },
}

/// One record of the match's change log.
#[derive(Clone, Debug, PartialEq)]
pub struct Change {
    /// When and through which door.
    pub made: Made,
    /// What was done.
    pub action: Action,
    /// The hand's number (the entry's, for a misdeal: the hand it was dealt for); none for a
    /// rename.
    pub hand: Option<usize>,
    /// What it replaced.
    pub replaced: Replaced,
}

impl super::Match {
    /// Renames the player `from` to `to` (the hands name players by seat), keeping the old
    /// name in the change log when and where `made` says. Whether anyone was renamed.
    pub fn rename_player(&mut self, from: &str, to: &str, made: Made) -> bool {
        let Some(seat) = self.players.iter().position(|name| name == from) else {
            return false;
        };
        self.players[seat] = to.to_string();
        self.changes.push(Change {
            made,
            action: Action::Rename,
            hand: None,
            replaced: Replaced::Name {
                old: from.to_string(),
                new: to.to_string(),
            },
        });
        true
    }
}
