//! The match file's serde types, as written and read: [`MatchFile`], its options, its entries
//! (hands, misdeals, passed-out deals) and the cards each player took, with the place of each
//! value in the file.

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
    /// An entry that is not a hand: who dealt and when.
    pub(super) fn bare(dealer: Text, time: DateTime<FixedOffset>) -> FileEntry {
        FileEntry {
            misdeal: false,
            all_pass: false,
            dealer,
            pass: None,
            time,
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
