//! The match file's serde types, as written and read: [`MatchFile`], its options, its entries
//! (hands, misdeals, passed-out deals) and the cards each player took, with the place of each
//! value in the file.

use crate::core::game::{Door, Made};
use crate::core::variant::{MoonChoice, PassDir, RawVariant};
use chrono::{DateTime, FixedOffset};
use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use toml::Spanned;

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct MatchFile {
    pub(super) format: u32,
    pub(super) started: DateTime<FixedOffset>,
    /// A match from before (`new --date`): its hands are stamped with its start.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(super) dated: bool,
    pub(super) players: Vec<String>,
    pub(super) first_dealer: String,
    #[serde(default)]
    pub(super) options: FileOptions,
    pub(super) variant: RawVariant,
    #[serde(default, rename = "hand", skip_serializing_if = "Vec::is_empty")]
    pub(super) hands: Vec<FileEntry>,
    #[serde(default, rename = "note", skip_serializing_if = "Vec::is_empty")]
    pub(super) notes: Vec<FileNote>,
    /// The change log (format 5): what each edit, undo and rename replaced.
    #[serde(default, rename = "change", skip_serializing_if = "Vec::is_empty")]
    pub(super) changes: Vec<FileChange>,
}

/// The door an entry or a change came in by, as the file writes it (`table` beside it for
/// the table door).
#[derive(Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub(super) enum FileDoor {
    Terminal,
    Prompt,
    Phone,
    Table,
    Organiser,
    Import,
}

impl FileDoor {
    pub(super) fn of(door: Door) -> (FileDoor, Option<u32>) {
        let file = match door {
            Door::Terminal => FileDoor::Terminal,
            Door::Prompt => FileDoor::Prompt,
            Door::Phone => FileDoor::Phone,
            Door::Table(_) => FileDoor::Table,
            Door::Organiser => FileDoor::Organiser,
            Door::Import => FileDoor::Import,
        };
        (file, door.table())
    }

    /// The door, given the table's number (a table door without one is table 0, as no
    /// evening numbers a table; a number beside another door is left).
    pub(super) fn door(self, table: Option<u32>) -> Door {
        match self {
            FileDoor::Terminal => Door::Terminal,
            FileDoor::Prompt => Door::Prompt,
            FileDoor::Phone => Door::Phone,
            FileDoor::Table => Door::Table(table.unwrap_or(0)),
            FileDoor::Organiser => Door::Organiser,
            FileDoor::Import => Door::Import,
        }
    }
}

/// What a change did, as the file writes it.
#[derive(Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(super) enum FileAction {
    Edit,
    Undo,
    Rename,
}

/// One record of the change log: when, through which door, what was done to which hand, and
/// what it replaced in full (the entry as `[[hand]]` writes it, or the old name; `name` is
/// the new one).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct FileChange {
    pub(super) time: DateTime<FixedOffset>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) door: Option<FileDoor>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) table: Option<u32>,
    pub(super) action: FileAction,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) hand: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) name: Option<String>,
    pub(super) replaced: toml::Value,
}

/// A note about the match (`note TEXT`) and when it was written.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct FileNote {
    pub(super) time: DateTime<FixedOffset>,
    pub(super) text: String,
}

#[derive(Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct FileOptions {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) target: Option<Spanned<i64>>,
    #[serde(default)]
    pub(super) quick: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) hands: Option<Spanned<u32>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) chips: Option<Spanned<i64>>,
    /// A club table: ends after its hands, never by score; ties share the place.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(super) club: bool,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct FileEntry {
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(super) misdeal: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(super) all_pass: bool,
    pub(super) dealer: Text,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) pass: Option<PassDir>,
    pub(super) time: DateTime<FixedOffset>,
    /// Through which door (format 5).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) door: Option<FileDoor>,
    /// The table's number, for the table door.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) table: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) moon: Option<MoonChoice>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) renege: Option<Text>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) declare: Option<Text>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) out: Option<Text>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) bidder: Option<Text>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) bid: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) suit: Option<Text>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(super) pay: Vec<Text>,
    /// Gong Zhu: the cards exposed before play.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) expose: Option<Text>,
    #[serde(default, skip_serializing_if = "Took::is_empty")]
    pub(super) took: Took,
    /// A hand of points only (`import`): each player's points, in seating order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) points: Option<Points>,
}

impl FileEntry {
    /// When and through which door the entry was made.
    pub(super) fn made(&self) -> Made {
        Made {
            time: self.time,
            door: self.door.map(|door| door.door(self.table)),
        }
    }

    /// An entry that is not a hand: who dealt and when.
    pub(super) fn bare(dealer: Text, made: Made) -> FileEntry {
        let (door, table) = made.door.map(FileDoor::of).unzip();
        FileEntry {
            misdeal: false,
            all_pass: false,
            dealer,
            pass: None,
            time: made.time,
            door,
            table: table.flatten(),
            moon: None,
            renege: None,
            declare: None,
            out: None,
            bidder: None,
            bid: None,
            suit: None,
            pay: Vec::new(),
            expose: None,
            took: Took::default(),
            points: None,
        }
    }
}

/// A string value and where it is in the file, so that an error can point at its line.
pub(super) type Text = Spanned<String>;

/// A value for writing (its place in the file is only known when it is read back).
pub(super) fn text(value: String) -> Text {
    Spanned::new(0..0, value)
}

/// Cards per player, written in seating order.
#[derive(Default)]
pub(super) struct Took(pub(super) Vec<(String, Text)>);

impl Took {
    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl Serialize for Took {
    fn serialize<S: Serializer>(&self, serializer: S) -> std::result::Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (name, cards) in &self.0 {
            map.serialize_entry(name, cards)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for Took {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> std::result::Result<Self, D::Error> {
        struct TookVisitor;
        impl<'de> Visitor<'de> for TookVisitor {
            type Value = Took;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a table of player = \"cards\"")
            }
            fn visit_map<A: MapAccess<'de>>(
                self,
                mut map: A,
            ) -> std::result::Result<Took, A::Error> {
                let mut pairs = Vec::new();
                while let Some(pair) = map.next_entry::<String, Text>()? {
                    pairs.push(pair);
                }
                Ok(Took(pairs))
            }
        }
        deserializer.deserialize_map(TookVisitor)
    }
}

/// Points per player of a hand of points only, written in seating order.
pub(super) struct Points(pub(super) Vec<(String, Spanned<i64>)>);

impl Serialize for Points {
    fn serialize<S: Serializer>(&self, serializer: S) -> std::result::Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (name, points) in &self.0 {
            map.serialize_entry(name, points.get_ref())?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for Points {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> std::result::Result<Self, D::Error> {
        struct PointsVisitor;
        impl<'de> Visitor<'de> for PointsVisitor {
            type Value = Points;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a table of player = points")
            }
            fn visit_map<A: MapAccess<'de>>(
                self,
                mut map: A,
            ) -> std::result::Result<Points, A::Error> {
                let mut pairs = Vec::new();
                while let Some(pair) = map.next_entry::<String, Spanned<i64>>()? {
                    pairs.push(pair);
                }
                Ok(Points(pairs))
            }
        }
        deserializer.deserialize_map(PointsVisitor)
    }
}
