//! The shape of a variant file: what each key's value is ([`Shape`], listed key by key in
//! [`super::SCHEMA`]), and [`check`], which looks at a parsed file before it is read into a
//! [`super::RawVariant`], so that every unknown key, value of the wrong kind and word a key
//! does not take is a [`Problem`] naming its key, its line and its column, and what the key
//! takes; never the TOML reader's English.

use super::kinds::{
    Direction, EndBy, Exposes, FirstLead, FirstTrickBarred, KittyTaker, MoonEffect, PassDir,
    PassStep, PhaseScoring, Settle, TieBreak, Trumps, Winner,
};
use super::problem::{Found, Position, Problem, Wanted, Why};
use serde::Deserialize;
use serde::de::{self, Visitor};
use toml::Spanned;
use toml::de::{DeTable, DeValue};

/// What the value of a key is.
#[derive(Clone, Copy, Debug)]
pub enum Shape {
    /// Text.
    Text,
    /// A whole number (`i64`).
    Whole,
    /// A whole number from 0 to this (`u8`, `u32`, …).
    Count(u64),
    /// `true` or `false`.
    YesNo,
    /// One of the words of a kind (`PassDir`: "left", "right", …), as its serde names them.
    Word(fn() -> &'static [&'static str]),
    /// A whole number or this word (`hearts = "rank"`).
    WholeOr(&'static str),
    /// A rank: text or a whole number (`"6"`, `6`, `"T"`).
    Rank,
    /// A list of such values.
    List(&'static Shape),
    /// One such value for every table size, or a table of them by player count.
    PerCount(&'static Shape),
    /// A table whose keys [`super::SCHEMA`] lists under this name.
    Table(&'static str),
    /// A table of free keys (cards, languages), each value of this shape.
    Map(&'static Shape),
}

/// The words a kind of value is written with in a file (the serde names of an enum's
/// variants, `kebab-case` as the file writes them), asked of serde itself so that this list
/// can never drift from what the reader takes.
pub fn words<T: for<'de> Deserialize<'de>>() -> &'static [&'static str] {
    /// A deserializer that only notes the names an enum asks for.
    struct Names<'a>(&'a mut &'static [&'static str]);

    impl<'de> de::Deserializer<'de> for Names<'_> {
        type Error = de::value::Error;

        fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Self::Error> {
            Err(de::Error::custom("not an enum"))
        }

        fn deserialize_enum<V: Visitor<'de>>(
            self,
            _name: &'static str,
            variants: &'static [&'static str],
            _: V,
        ) -> Result<V::Value, Self::Error> {
            *self.0 = variants;
            Err(de::Error::custom("names noted"))
        }

        serde::forward_to_deserialize_any! {
            bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes
            byte_buf option unit unit_struct newtype_struct seq tuple tuple_struct map struct
            identifier ignored_any
        }
    }

    let mut names: &'static [&'static str] = &[];
    let _ = T::deserialize(Names(&mut names));
    names
}

/// Every key a variant file may have and what its value is, by table (`""` is the top level,
/// `texts.*` each language's table); [`Shape::Table`] names the entry that lists a table's
/// keys, and [`Shape::Map`] is a table of free keys (`scoring.cards`, the languages of `texts`,
/// per-player-count tables are [`Shape::PerCount`]). Each shape is what serde takes for the
/// field's type in [`RawVariant`]: tests check both the keys and the shapes against it.
pub const SCHEMA: &[(&str, &[(&str, Shape)])] = &[
    (
        "",
        &[
            ("name", Shape::Text),
            ("description", Shape::Text),
            ("extends", Shape::Text),
            ("players", Shape::List(&Shape::Count(USIZE))),
            ("notes", Shape::List(&Shape::Text)),
            ("deck", Shape::Table("deck")),
            ("deal", Shape::Table("deal")),
            ("passing", Shape::Table("passing")),
            ("play", Shape::Table("play")),
            ("scoring", Shape::Table("scoring")),
            ("moon", Shape::Table("moon")),
            ("phase2", Shape::Table("phase2")),
            ("end", Shape::Table("end")),
            ("texts", Shape::Map(&Shape::Table("texts.*"))),
            ("declare", Shape::Table("declare")),
            ("chips", Shape::Table("chips")),
            ("lives", Shape::Table("lives")),
        ],
    ),
    (
        "texts.*",
        &[
            ("name", Shape::Text),
            ("description", Shape::Text),
            ("notes", Shape::List(&Shape::Text)),
            ("reminders", Shape::List(&Shape::Text)),
            ("kitty_name", Shape::Text),
        ],
    ),
    (
        "chips",
        &[
            ("start", Shape::Whole),
            ("settle", Shape::Word(words::<Settle>)),
            ("ante", Shape::Whole),
            ("dealer_ante", Shape::Whole),
            ("party", Shape::Whole),
        ],
    ),
    (
        "lives",
        &[("start", Shape::Whole), ("lose_at", Shape::Whole)],
    ),
    (
        "deck",
        &[
            ("packs", Shape::Count(U8)),
            ("lowest_rank", Shape::PerCount(&Shape::Rank)),
            ("jokers", Shape::Count(U8)),
            ("remove", Shape::PerCount(&Shape::List(&Shape::Text))),
        ],
    ),
    (
        "deal",
        &[
            ("cards_each", Shape::PerCount(&Shape::Count(U32))),
            ("kitty_name", Shape::Text),
            ("kitty_goes_to", Shape::Word(words::<KittyTaker>)),
            ("out_of_play", Shape::YesNo),
            ("face_down", Shape::YesNo),
            ("stock", Shape::YesNo),
        ],
    ),
    (
        "passing",
        &[
            ("cards", Shape::Count(U32)),
            (
                "cycle",
                Shape::PerCount(&Shape::List(&Shape::Word(PassStep::words))),
            ),
            (
                "choices",
                Shape::PerCount(&Shape::List(&Shape::Word(words::<PassDir>))),
            ),
        ],
    ),
    (
        "play",
        &[
            (
                "first_lead",
                Shape::PerCount(&Shape::Word(words::<FirstLead>)),
            ),
            ("hearts_must_be_broken", Shape::YesNo),
            ("queen_breaks_hearts", Shape::YesNo),
            ("points_on_first_trick", Shape::YesNo),
            ("first_trick_barred", Shape::Word(words::<FirstTrickBarred>)),
            ("reminders", Shape::List(&Shape::Text)),
            ("trumps", Shape::Word(words::<Trumps>)),
            ("direction", Shape::Word(words::<Direction>)),
            // Gong Zhu's leads: a named card's holder, then last hand's taker of another.
            ("lead_card", Shape::Text),
            ("taker_leads", Shape::Text),
        ],
    ),
    (
        "scoring",
        &[
            ("hearts", Shape::WholeOr("rank")),
            ("cards", Shape::Map(&Shape::Whole)),
            ("renege", Shape::WholeOr("hand-total")),
            ("first_trick", Shape::Whole),
            ("last_trick", Shape::Whole),
            ("per_trick", Shape::Whole),
            ("combo", Shape::Table("scoring.combo")),
            ("imaginary", Shape::Map(&Shape::Whole)),
            ("multiplier", Shape::Table("scoring.multiplier")),
            // Gong Zhu: 0-point cards that are entered, the whole suit turned round, exposing.
            ("counted", Shape::List(&Shape::Text)),
            ("reverse", Shape::Table("scoring.reverse")),
            ("expose", Shape::Map(&Shape::Word(words::<Exposes>))),
        ],
    ),
    (
        "scoring.combo",
        &[
            ("items", Shape::List(&Shape::Text)),
            ("points", Shape::Whole),
        ],
    ),
    (
        "scoring.multiplier",
        &[
            ("card", Shape::Text),
            ("by", Shape::Text),
            ("alone", Shape::Whole),
        ],
    ),
    (
        "scoring.reverse",
        &[("suit", Shape::Text), ("also", Shape::List(&Shape::Text))],
    ),
    (
        "moon",
        &[
            ("effect", Shape::Word(words::<MoonEffect>)),
            ("value", Shape::WholeOr("shooter-cards")),
            ("needs_bonus_cards", Shape::YesNo),
        ],
    ),
    (
        "phase2",
        &[
            ("scoring", Shape::Word(words::<PhaseScoring>)),
            ("moon", Shape::Word(words::<MoonEffect>)),
            ("ends_at", Shape::Whole),
            ("exact_zero", Shape::YesNo),
        ],
    ),
    (
        "end",
        &[
            ("target", Shape::PerCount(&Shape::Whole)),
            ("quick_target", Shape::PerCount(&Shape::Whole)),
            ("hands", Shape::Count(U32)),
            ("winner", Shape::Word(words::<Winner>)),
            ("tie", Shape::Word(words::<TieBreak>)),
            ("by", Shape::Word(words::<EndBy>)),
        ],
    ),
    (
        "declare",
        &[
            ("name", Shape::Text),
            ("needs", Shape::List(&Shape::Text)),
            ("success_self", Shape::Whole),
            ("success_others", Shape::Whole),
            ("failure_self", Shape::Whole),
            ("failure_others", Shape::Whole),
        ],
    ),
];

/// The largest values of the unsigned types a file's counts are read into.
const U8: u64 = u8::MAX as u64;
const U32: u64 = u32::MAX as u64;
const USIZE: u64 = usize::MAX as u64;

/// Every problem with the keys and the kinds of values of a parsed variant file: the unknown
/// keys first, then the values, each in the order of the file. `text` is the file's text.
pub fn check(doc: &DeTable<'_>, text: &str) -> Vec<Problem> {
    let mut checker = Checker {
        text,
        keys: Vec::new(),
        values: Vec::new(),
    };
    checker.table(doc, "", "");
    // The parsed table keeps its keys in its own order, not always the file's.
    let in_file = |problem: &Problem| problem.at.as_ref().map(|at| (at.line, at.column));
    checker.keys.sort_by_key(in_file);
    checker.values.sort_by_key(in_file);
    let mut problems = checker.keys;
    problems.append(&mut checker.values);
    problems
}

struct Checker<'t> {
    text: &'t str,
    keys: Vec<Problem>,
    values: Vec<Problem>,
}

/// Where a value sits: under its key, or as one item of a list.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Slot {
    /// The key's value; `by_players`: the key also takes a table by player count.
    Key { by_players: bool },
    /// One item of the key's list.
    Item,
}

fn join(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_string()
    } else {
        format!("{path}.{key}")
    }
}

/// At most [`Found::SHOWN`] characters of `text`, line breaks written as `\n`, so that a
/// problem stays one line however long the value.
fn shown(text: &str) -> String {
    let mut out: String = text
        .chars()
        .take(Found::SHOWN)
        .flat_map(|c| match c {
            '\n' => vec!['\\', 'n'],
            '\r' => vec!['\\', 'r'],
            c => vec![c],
        })
        .collect();
    if text.chars().count() > Found::SHOWN {
        out.push('…');
    }
    out
}

impl Checker<'_> {
    fn at(&self, offset: usize) -> Position {
        let (line, column, source_line) = crate::core::catalog::position(self.text, offset);
        Position {
            line,
            column,
            source_line,
        }
    }

    fn problem(&mut self, key: String, why: Why, offset: usize) {
        let at = Some(self.at(offset));
        self.values.push(Problem {
            key,
            why,
            at,
            inherited: false,
        });
    }

    /// The keys of a table that [`SCHEMA`] lists as `schema`, at `path` in the file.
    fn table(&mut self, table: &DeTable<'_>, schema: &str, path: &str) {
        let Some((_, keys)) = SCHEMA.iter().find(|(name, _)| *name == schema) else {
            return;
        };
        for (key, value) in table.iter() {
            let name: &str = key.get_ref().as_ref();
            let full = join(path, name);
            match keys.iter().find(|(k, _)| *k == name) {
                Some((_, shape)) => {
                    self.value(value, shape, &full, Slot::Key { by_players: false })
                }
                None => {
                    let at = Some(self.at(key.span().start));
                    self.keys.push(Problem {
                        key: full,
                        why: Why::UnknownKey(keys.iter().map(|(k, _)| *k).collect()),
                        at,
                        inherited: false,
                    });
                }
            }
        }
    }

    fn value(&mut self, value: &Spanned<DeValue<'_>>, shape: &Shape, path: &str, slot: Slot) {
        let start = value.span().start;
        match (shape, value.get_ref()) {
            (Shape::Table(schema), DeValue::Table(table)) => self.table(table, schema, path),
            (Shape::Map(inner), DeValue::Table(table)) => {
                for (key, each) in table.iter() {
                    let full = join(path, key.get_ref().as_ref());
                    self.value(each, inner, &full, Slot::Key { by_players: false });
                }
            }
            (Shape::PerCount(inner), DeValue::Table(table)) => {
                for (key, each) in table.iter() {
                    let full = join(path, key.get_ref().as_ref());
                    self.value(each, inner, &full, Slot::Key { by_players: false });
                }
            }
            (Shape::PerCount(inner), _) => {
                self.value(value, inner, path, Slot::Key { by_players: true });
            }
            (Shape::List(inner), DeValue::Array(items)) => {
                for item in items.iter() {
                    self.value(item, inner, path, Slot::Item);
                }
            }
            (Shape::Word(names), DeValue::String(word)) => {
                let accepted = names();
                if !accepted.contains(&word.as_ref()) {
                    let why = Why::UnknownWord {
                        word: shown(word),
                        accepted,
                    };
                    self.problem(path.to_string(), why, start);
                }
            }
            (shape, found) => {
                if !fits(shape, found) {
                    let why = Why::WrongType {
                        wanted: wanted(shape),
                        found: self.found(value),
                        by_players: slot == Slot::Key { by_players: true },
                        in_list: slot == Slot::Item,
                    };
                    self.problem(path.to_string(), why, start);
                }
            }
        }
    }

    fn found(&self, value: &Spanned<DeValue<'_>>) -> Found {
        let written = || {
            let span = value.span();
            shown(self.text.get(span).unwrap_or_default().trim())
        };
        match value.get_ref() {
            DeValue::String(text) => Found::Text(shown(text)),
            DeValue::Integer(_) => Found::Whole(written()),
            DeValue::Float(_) => Found::Decimal(written()),
            DeValue::Boolean(yes) => Found::YesNo(*yes),
            DeValue::Datetime(_) => Found::Date,
            DeValue::Array(_) => Found::List,
            DeValue::Table(_) => Found::Table,
        }
    }
}

/// Whether a plain value (not a table, a list or a word) has the shape: exactly what serde
/// takes for the key's type.
fn fits(shape: &Shape, value: &DeValue<'_>) -> bool {
    let signed = |value: &DeValue<'_>| match value {
        DeValue::Integer(n) => i64::from_str_radix(n.as_str(), n.radix()).ok(),
        _ => None,
    };
    let unsigned = |value: &DeValue<'_>| match value {
        DeValue::Integer(n) => u64::from_str_radix(n.as_str(), n.radix()).ok(),
        _ => None,
    };
    match shape {
        Shape::Text => matches!(value, DeValue::String(_)),
        Shape::Whole => signed(value).is_some(),
        Shape::Count(most) => unsigned(value).is_some_and(|n| n <= *most),
        Shape::YesNo => matches!(value, DeValue::Boolean(_)),
        Shape::WholeOr(word) => {
            signed(value).is_some()
                || matches!(value, DeValue::String(text) if text.as_ref() == *word)
        }
        Shape::Rank => {
            matches!(value, DeValue::String(_))
                || signed(value).is_some()
                || unsigned(value).is_some()
        }
        // Reached only with a value of another kind (see `Checker::value`).
        Shape::Word(_) | Shape::List(_) | Shape::PerCount(_) | Shape::Table(_) | Shape::Map(_) => {
            false
        }
    }
}

/// What a shape takes, in the words layer's terms.
fn wanted(shape: &Shape) -> Wanted {
    match shape {
        Shape::Text => Wanted::Text,
        Shape::Whole => Wanted::Whole,
        Shape::Count(most) => Wanted::Count { most: *most },
        Shape::YesNo => Wanted::YesNo,
        Shape::Word(names) => Wanted::Word(names()),
        Shape::WholeOr(word) => Wanted::WholeOr(word),
        Shape::Rank => Wanted::Rank,
        Shape::List(inner) => Wanted::List(Box::new(wanted(inner))),
        Shape::PerCount(inner) => wanted(inner),
        Shape::Table(_) | Shape::Map(_) => Wanted::Table,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::variant::{PassDir, RawVariant};

    #[test]
    fn the_words_of_a_kind_are_those_serde_reads() {
        assert_eq!(
            words::<PassDir>(),
            [
                "left",
                "right",
                "across",
                "hold",
                "two-left",
                "two-right",
                "scatter",
                "centre"
            ]
        );
        for word in words::<PassDir>() {
            assert_eq!(PassDir::parse(word).map(PassDir::as_str), Some(*word));
        }
    }

    /// Every key of the schema, given values of every kind (plain, in a list, in a table by
    /// player count): the shape check passes a file exactly when serde reads it (but for
    /// dates, see below), so that no file that passes can meet serde's English, and none is
    /// refused that serde would read.
    #[test]
    fn the_shape_check_passes_exactly_the_files_serde_reads() {
        let samples = [
            "\"x\"",
            "\"6\"",
            "\"left\"",
            "\"rank\"",
            "\"hand-total\"",
            "\"shooter-cards\"",
            "\"lowest-club\"",
            "\"counter-clockwise\"",
            "\"auction\"",
            "\"subtract\"",
            "\"highest\"",
            "\"play-on\"",
            "\"magnitude\"",
            "\"turned-up\"",
            "\"first-trick\"",
            "\"holder\"",
            "\"suit\"",
            "0",
            "4",
            "-1",
            "255",
            "256",
            "4294967296",
            "9223372036854775808",
            "18446744073709551616",
            "0x10",
            "1.5",
            "true",
            "1979-05-27",
            "07:32:00",
            "{}",
            "[]",
            "{ x = 1 }",
            "{ description = \"d\" }",
            "{ card = \"QS\", by = \"2i\" }",
            "{ items = [\"QS\"], points = 1 }",
            "{ suit = \"H\", also = [\"QS\"] }",
            "{ card = \"TC\", by = \"2\", alone = 50 }",
            "{ packs = 1 }",
        ];
        let forms = [
            "{}",
            "[{}]",
            "[[{}]]",
            "{{ 4 = {} }}",
            "{{ default = [{}] }}",
        ];
        let mut tried = 0;
        for (table, keys) in SCHEMA {
            let header = match *table {
                "" => String::new(),
                "texts.*" => "[texts.nl]\n".to_string(),
                other => format!("[{other}]\n"),
            };
            let mut places: Vec<(String, String)> = keys
                .iter()
                .map(|(key, _)| (header.clone(), (*key).to_string()))
                .collect();
            // Inside the tables of free keys.
            for (key, shape) in keys.iter() {
                if let Shape::Map(_) = shape {
                    let path = if table.is_empty() {
                        (*key).to_string()
                    } else {
                        format!("{table}.{key}")
                    };
                    places.push((format!("[{path}]\n"), "QS".into()));
                }
            }
            for (header, key) in &places {
                for sample in samples {
                    for form in forms {
                        let value = form
                            .replace("{}", sample)
                            .replace("{{", "{")
                            .replace("}}", "}");
                        let text = format!("{header}{key} = {value}\n");
                        let Ok(doc) = DeTable::parse(&text) else {
                            continue;
                        };
                        let shaped = check(doc.get_ref(), &text);
                        let read = toml::from_str::<RawVariant>(&text);
                        // Stricter in one place: serde reads a date where a value by player
                        // count may be as a table with toml's private key in it.
                        let date = sample.contains(['-', ':']) && !sample.starts_with(['"', '-']);
                        assert!(
                            shaped.is_empty() == read.is_ok() || (date && !shaped.is_empty()),
                            "{text:?}: the shape check says {shaped:?}, serde {read:?}"
                        );
                        tried += 1;
                    }
                }
            }
        }
        assert!(tried > 5000, "{tried} files tried");
    }
}
