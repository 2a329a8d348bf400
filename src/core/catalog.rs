//! Variant sources and `extends`: the built-in files compiled into the binary, and resolving a
//! variant by merging it onto the one it extends (tables merge key by key, everything else —
//! lists included — is replaced). Finding user files on disk is the store's job; this module
//! only asks a lookup function for a source by name.

pub use super::builtin::BUILTIN;
use super::variant::{Position, Problem, RawVariant, Variant, Why, check_shape};
use std::fmt;

/// The variant a match plays when none is named.
pub const DEFAULT_VARIANT: &str = "hartenjagen";

/// A variant file's text and where it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Source {
    /// The variant's name (the file name without `.toml`).
    pub name: String,
    /// How to name the file in messages: a path, or "built-in NAME".
    pub origin: String,
    /// The file's text.
    pub text: String,
}

impl Source {
    /// The built-in source called `name`.
    pub fn builtin(name: &str) -> Option<Source> {
        BUILTIN
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(n, text)| Source {
                name: (*n).to_string(),
                origin: format!("built-in variant {n}"),
                text: (*text).to_string(),
            })
    }

    /// Whether this is one of the built-in files (not a user file of the same name).
    pub fn is_builtin(&self) -> bool {
        Source::builtin(&self.name).is_some_and(|builtin| builtin.origin == self.origin)
    }
}

/// Why a variant could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// The file is not TOML: what the TOML parser said (the words layer says the messages it
    /// knows in the table's language, and any other after a sentence of its own).
    Syntax {
        /// The file.
        origin: String,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What is wrong.
        message: String,
        /// The offending line.
        source_line: String,
    },
    /// A match file that is TOML but holds a value its reader does not take: what the reader
    /// said. (A variant file's keys and values are checked before it is read: see
    /// [`LoadError::Problems`].)
    Value {
        /// The file.
        origin: String,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What is wrong.
        message: String,
        /// The offending line.
        source_line: String,
    },
    /// The file has unknown keys, values of the wrong kind, or rules that are impossible or
    /// incomplete.
    Problems {
        /// The file.
        origin: String,
        /// Every problem, naming its key.
        problems: Vec<Problem>,
    },
    /// No variant with this name.
    Unknown {
        /// The name asked for.
        name: String,
    },
    /// `extends` goes round in a circle.
    Cycle(Vec<String>),
}

impl fmt::Display for LoadError {
    /// Not a sentence: the words layer says a load error to the table. This names the file for
    /// logs and test failures.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for LoadError {}

/// Turns the TOML parser's error into one that points at the file, line and column.
pub fn syntax_error(origin: &str, text: &str, error: &toml::de::Error) -> LoadError {
    let (line, column, source_line) = match error.span() {
        Some(span) => position(text, span.start),
        None => (1, 1, String::new()),
    };
    LoadError::Syntax {
        origin: origin.to_string(),
        line,
        column,
        message: error.message().trim().to_string(),
        source_line,
    }
}

/// Reads TOML text into `T`: parsed to a table first, so that a file that is not TOML is a
/// [`LoadError::Syntax`] (said in the table's language), and a value `T` does not take is a
/// [`LoadError::Value`].
pub fn read_toml<T: serde::de::DeserializeOwned>(origin: &str, text: &str) -> Result<T, LoadError> {
    let doc = Doc::parse(text).map_err(|error| syntax_error(origin, text, &error))?;
    T::deserialize(toml::de::Deserializer::from(doc)).map_err(|error| {
        let (line, column, source_line) = match error.span() {
            Some(span) => position(text, span.start),
            None => (1, 1, String::new()),
        };
        LoadError::Value {
            origin: origin.to_string(),
            line,
            column,
            message: error.message().trim().to_string(),
            source_line,
        }
    })
}

/// 1-based line and column of a byte offset, and the text of that line.
pub fn position(text: &str, offset: usize) -> (usize, usize, String) {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = before[line_start..].chars().count() + 1;
    let source_line = text[line_start..].lines().next().unwrap_or("").to_string();
    (line, column, source_line)
}

/// Reads one file as written (without following `extends`): parses it to a table, checks its
/// keys and the kinds of its values against [`crate::core::variant::SCHEMA`] (every unknown
/// key, value of the wrong kind and word a key does not take is reported, each with its line
/// and column), then reads it. A file that is not TOML is a [`LoadError::Syntax`].
pub fn read_raw(source: &Source) -> Result<RawVariant, LoadError> {
    let text = &source.text;
    let doc = Doc::parse(text).map_err(|error| syntax_error(&source.origin, text, &error))?;
    let problems = check_shape(doc.get_ref(), text);
    if !problems.is_empty() {
        return Err(LoadError::Problems {
            origin: source.origin.clone(),
            problems,
        });
    }
    let span = doc.span();
    <RawVariant as serde::Deserialize>::deserialize(toml::de::Deserializer::from(doc)).map_err(
        |error| {
            // Only a schema out of step with `RawVariant` comes here; a test sees to it.
            let offset = error.span().unwrap_or(span).start;
            LoadError::Problems {
                origin: source.origin.clone(),
                problems: vec![Problem {
                    key: key_at(text, offset),
                    why: Why::WrongValue(error.message().trim().to_string()),
                    at: Some(at(text, offset)),
                    inherited: false,
                }],
            }
        },
    )
}

type Doc<'i> = toml::de::DeTable<'i>;

/// The dotted path of the innermost key whose value holds the byte `offset`.
fn key_at(text: &str, offset: usize) -> String {
    let Ok(doc) = Doc::parse(text) else {
        return String::new();
    };
    let mut path: Vec<String> = Vec::new();
    let mut table = doc.get_ref();
    'down: loop {
        for (key, value) in table.iter() {
            if value.span().contains(&offset) || key.span().contains(&offset) {
                path.push(key.get_ref().to_string());
                match value.get_ref() {
                    toml::de::DeValue::Table(inner) => {
                        table = inner;
                        continue 'down;
                    }
                    _ => break 'down,
                }
            }
        }
        break;
    }
    path.join(".")
}

fn at(text: &str, offset: usize) -> Position {
    let (line, column, source_line) = position(text, offset);
    Position {
        line,
        column,
        source_line,
    }
}

/// Points each problem at its key in the file; a key the file does not write (inherited
/// through `extends`) is pointed at the `extends` line.
fn locate(mut problems: Vec<Problem>, text: &str) -> Vec<Problem> {
    let Ok(doc) = Doc::parse(text) else {
        return problems;
    };
    let find = |path: &str| -> Option<usize> {
        let mut table = doc.get_ref();
        let mut found = None;
        for segment in path.split('.') {
            let (key, value) = table
                .iter()
                .find(|(k, _)| k.get_ref().as_ref() == segment)?;
            found = Some(key.span().start);
            match value.get_ref() {
                toml::de::DeValue::Table(inner) => table = inner,
                _ => break,
            }
        }
        found
    };
    for problem in &mut problems {
        if problem.at.is_some() {
            continue;
        }
        let written = find(&problem.key);
        let offset = written.or_else(|| {
            problem
                .key
                .split('.')
                .next()
                .and_then(|top| find(top).filter(|_| problem.key.contains('.')))
        });
        match (offset, find("extends")) {
            (Some(offset), _) => problem.at = Some(at(text, offset)),
            (None, Some(extends)) => {
                problem.inherited = true;
                problem.at = Some(at(text, extends));
            }
            (None, None) => {}
        }
    }
    problems
}

/// How many variants deep `extends` may go: far more than any real game needs (the built-ins
/// go two deep), and few enough that a chain of thousands of files is refused at once.
pub const MOST_EXTENDS: usize = 64;

fn problem(key: &str, why: Why) -> Problem {
    Problem {
        key: key.to_string(),
        why,
        at: None,
        inherited: false,
    }
}

/// Resolves the variant called `name`: reads its file, follows `extends`, merges, checks.
pub fn resolve(name: &str, lookup: &dyn Fn(&str) -> Option<Source>) -> Result<Variant, LoadError> {
    let source = lookup(name).ok_or_else(|| LoadError::Unknown {
        name: name.to_string(),
    })?;
    resolve_source(&source, lookup)
}

/// Resolves a variant from its source (a file given by path, say), following `extends`
/// through `lookup`.
pub fn resolve_source(
    source: &Source,
    lookup: &dyn Fn(&str) -> Option<Source>,
) -> Result<Variant, LoadError> {
    let table = merged_table(source, lookup, &mut Vec::new())?;
    let raw: RawVariant = toml::Value::Table(table)
        .try_into()
        .map_err(|e: toml::de::Error| LoadError::Problems {
            origin: source.origin.clone(),
            problems: locate(
                vec![problem(
                    "extends",
                    Why::MergeFailed(e.message().to_string()),
                )],
                &source.text,
            ),
        })?;
    Variant::check(raw).map_err(|problems| LoadError::Problems {
        origin: source.origin.clone(),
        problems: locate(problems, &source.text),
    })
}

fn merged_table(
    source: &Source,
    lookup: &dyn Fn(&str) -> Option<Source>,
    chain: &mut Vec<String>,
) -> Result<toml::Table, LoadError> {
    // Files, not names, make a circle: a user file may extend the built-in of its own name.
    if chain.contains(&source.origin) {
        chain.push(source.origin.clone());
        return Err(LoadError::Cycle(chain.clone()));
    }
    chain.push(source.origin.clone());
    if chain.len() > MOST_EXTENDS {
        return Err(LoadError::Problems {
            origin: chain[0].clone(),
            problems: vec![problem(
                "extends",
                Why::TooDeep {
                    most: MOST_EXTENDS,
                    chain: [chain[0].clone(), chain[1].clone(), source.origin.clone()],
                },
            )],
        });
    }
    let raw = read_raw(source)?;
    if let Some(written) = &raw.name
        && *written != source.name
    {
        return Err(LoadError::Problems {
            origin: source.origin.clone(),
            problems: locate(
                vec![problem(
                    "name",
                    Why::NameMismatch {
                        written: written.clone(),
                        file: source.name.clone(),
                    },
                )],
                &source.text,
            ),
        });
    }
    let mut table: toml::Table =
        toml::from_str(&source.text).map_err(|e| syntax_error(&source.origin, &source.text, &e))?;
    table.remove("extends");
    table.insert("name".into(), toml::Value::String(source.name.clone()));
    match raw.extends {
        None => Ok(table),
        Some(parent_name) => {
            // Built-ins build on built-ins only, so a broken user file never breaks them; and a
            // user file that extends its own name builds on the built-in it hides.
            let parent = if source.is_builtin() || parent_name == source.name {
                Source::builtin(&parent_name)
            } else {
                lookup(&parent_name)
            };
            let parent = parent.ok_or_else(|| LoadError::Problems {
                origin: source.origin.clone(),
                problems: locate(
                    vec![problem(
                        "extends",
                        if parent_name == source.name {
                            Why::ExtendsItself(parent_name.clone())
                        } else {
                            Why::NoSuchParent(parent_name.clone())
                        },
                    )],
                    &source.text,
                ),
            })?;
            let mut base = merged_table(&parent, lookup, chain)?;
            // A description or notes of the parent would describe the wrong game.
            base.remove("description");
            base.remove("notes");
            if let Some(toml::Value::Table(texts)) = base.get_mut("texts") {
                for (_, each) in texts.iter_mut() {
                    if let toml::Value::Table(each) = each {
                        each.remove("description");
                        each.remove("notes");
                    }
                }
            }
            merge(&mut base, table);
            Ok(base)
        }
    }
}

/// Merges `over` onto `base`: tables key by key, everything else replaced.
pub fn merge(base: &mut toml::Table, over: toml::Table) {
    for (key, value) in over {
        match (base.get_mut(&key), value) {
            (Some(toml::Value::Table(existing)), toml::Value::Table(incoming)) => {
                merge(existing, incoming)
            }
            (_, value) => {
                base.insert(key, value);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn builtin_lookup(name: &str) -> Option<Source> {
        Source::builtin(name)
    }

    #[test]
    fn every_builtin_variant_loads() {
        for (name, _) in BUILTIN {
            let variant = resolve(name, &builtin_lookup).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(variant.name, *name);
            assert!(!variant.description.is_empty(), "{name} has no description");
        }
    }

    #[test]
    fn every_file_in_the_variants_folder_is_built_in() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/variants");
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter_map(|f| f.strip_suffix(".toml").map(str::to_string))
            .collect();
        files.sort();
        let mut built: Vec<String> = BUILTIN.iter().map(|(n, _)| n.to_string()).collect();
        built.sort();
        assert_eq!(files, built);
    }

    #[test]
    fn extends_merges_tables_key_by_key_and_replaces_lists() {
        let child = Source {
            name: "child".into(),
            origin: "child.toml".into(),
            text: "extends = \"hartenjagen\"\ndescription = \"x\"\n[scoring.cards]\nJD = -10\n[passing]\ncycle = [\"hold\"]\n".into(),
        };
        let lookup = |name: &str| {
            if name == "child" {
                Some(child.clone())
            } else {
                Source::builtin(name)
            }
        };
        let variant = resolve("child", &lookup).unwrap();
        let rules = variant.rules(4).unwrap();
        assert_eq!(
            rules.value(crate::core::cards::Card::QUEEN_OF_SPADES),
            13,
            "kept from the parent"
        );
        assert_eq!(rules.hand_total, 26);
        assert_eq!(
            rules.pass_cycle,
            vec![crate::core::variant::PassStep::Pass(
                crate::core::variant::PassDir::Hold
            )]
        );
    }

    #[test]
    fn unknown_keys_are_errors_with_line_and_column() {
        let source = Source {
            name: "bad".into(),
            origin: "bad.toml".into(),
            text: "players = [4]\n[moon]\neffectt = \"add\"\n".into(),
        };
        let error = resolve_source(&source, &builtin_lookup).unwrap_err();
        let english = crate::words::Words::new(crate::words::Lang::En);
        let text = crate::words::errors::load_error(&english, &error);
        assert!(text.starts_with("bad.toml:3:1: moon.effectt: unknown key (this table takes effect, value, needs_bonus_cards)"), "{text}");
        assert!(text.contains("effectt = \"add\""), "{text}");
    }

    fn problems_of(text: &str) -> Vec<(String, usize, usize)> {
        let source = Source {
            name: "mine".into(),
            origin: "mine.toml".into(),
            text: text.into(),
        };
        match resolve_source(&source, &builtin_lookup) {
            Err(LoadError::Problems { problems, .. }) => problems
                .into_iter()
                .map(|p| {
                    let at = p.at.expect("a position");
                    (p.key, at.line, at.column)
                })
                .collect(),
            other => panic!("expected problems, got {other:?}"),
        }
    }

    #[test]
    fn every_unknown_key_and_wrong_value_is_reported_with_its_line_and_column() {
        let text = "extends = \"hartenjagen\"\ncolour = \"red\"\n[deck]\npacks = \"two\"\njokerz = 1\n[moon]\neffect = \"sideways\"\n";
        assert_eq!(
            problems_of(text),
            vec![
                ("colour".to_string(), 2, 1),
                ("deck.jokerz".to_string(), 5, 1),
                ("deck.packs".to_string(), 4, 9),
                ("moon.effect".to_string(), 7, 10),
            ]
        );
    }

    #[test]
    fn impossible_rules_are_reported_at_their_key_or_at_extends_when_inherited() {
        let text =
            "extends = \"hartenjagen\"\nplayers = [3, 4]\n\n[deck]\nremove = { 3 = [\"2X\"] }\n";
        assert_eq!(
            problems_of(text),
            vec![
                ("deck.remove".to_string(), 5, 1),
                ("passing.cycle".to_string(), 1, 1)
            ]
        );
        assert_eq!(
            problems_of("extends = \"nope\"\n"),
            vec![("extends".to_string(), 1, 1)]
        );
    }

    #[test]
    fn a_value_for_a_card_the_deck_never_holds_is_reported_at_its_line() {
        assert_eq!(
            problems_of("extends = \"hartenjagen\"\n[scoring.cards]\nJK = 5\n"),
            vec![("scoring.cards.JK".to_string(), 3, 1)]
        );
    }

    #[test]
    fn the_schema_lists_exactly_the_keys_of_a_variant_file() {
        use crate::core::variant::*;
        let every = RawVariant {
            name: Some("x".into()),
            description: Some("x".into()),
            extends: Some("x".into()),
            players: Some(vec![4]),
            notes: Some(vec![]),
            deck: Some(RawDeck {
                packs: Some(1),
                lowest_rank: Some(PerCount::All(RankName("2".into()))),
                jokers: Some(0),
                remove: Some(PerCount::All(vec![])),
            }),
            deal: Some(RawDeal {
                cards_each: Some(PerCount::All(13)),
                kitty_name: Some("kitty".into()),
                kitty_goes_to: Some(KittyTaker::FirstTrick),
                out_of_play: Some(false),
                face_down: Some(false),
                stock: Some(false),
            }),
            passing: Some(RawPassing {
                cards: Some(3),
                cycle: Some(PerCount::All(vec![PassStep::Pass(PassDir::Left)])),
                choices: Some(PerCount::All(vec![PassDir::Left, PassDir::Centre])),
            }),
            play: Some(RawPlay {
                first_lead: Some(PerCount::All(FirstLead::LowestClub)),
                hearts_must_be_broken: Some(true),
                queen_breaks_hearts: Some(false),
                points_on_first_trick: Some(false),
                first_trick_barred: Some(crate::core::variant::FirstTrickBarred::PenaltyCards),
                reminders: Some(vec![]),
                trumps: Some(crate::core::variant::Trumps::TurnedUp),
                direction: Some(crate::core::variant::Direction::Clockwise),
                lead_card: Some("2S".into()),
                taker_leads: Some("QS".into()),
            }),
            scoring: Some(RawScoring {
                hearts: Some(HeartValue::Points(1)),
                cards: Some(Default::default()),
                renege: Some(Charge::HandTotal),
                first_trick: Some(1),
                last_trick: Some(1),
                per_trick: Some(1),
                combo: Some(crate::core::variant::RawCombo {
                    items: Some(vec!["first".into(), "last".into()]),
                    points: Some(4),
                }),
                imaginary: Some(Default::default()),
                multiplier: Some(crate::core::variant::RawMultiplier {
                    card: Some("TC".into()),
                    by: Some("2".into()),
                    alone: Some(50),
                }),
                counted: Some(vec!["2H".into()]),
                reverse: Some(crate::core::variant::RawReverse {
                    suit: Some("H".into()),
                    also: Some(vec!["QS".into()]),
                }),
                expose: Some(
                    [("AH".to_string(), crate::core::variant::Exposes::Suit)]
                        .into_iter()
                        .collect(),
                ),
            }),
            moon: Some(RawMoon {
                effect: Some(MoonEffect::Add),
                value: Some(crate::core::variant::MoonValue::Points(26)),
                needs_bonus_cards: Some(false),
            }),
            phase2: Some(RawPhase2 {
                scoring: Some(PhaseScoring::Subtract),
                moon: Some(MoonEffect::Subtract),
                ends_at: Some(0),
                exact_zero: Some(false),
            }),
            end: Some(RawEnd {
                target: Some(PerCount::All(100)),
                quick_target: Some(PerCount::All(50)),
                hands: Some(10),
                winner: Some(Winner::Lowest),
                tie: Some(TieBreak::ExtraHand),
                by: Some(crate::core::variant::EndBy::Total),
            }),
            texts: Some(
                [(
                    "nl".to_string(),
                    crate::core::variant::RawTexts {
                        description: Some("x".into()),
                        notes: Some(vec![]),
                        reminders: Some(vec![]),
                        kitty_name: Some("x".into()),
                    },
                )]
                .into_iter()
                .collect(),
            ),
            chips: Some(crate::core::variant::RawChips {
                start: Some(50),
                settle: Some(crate::core::variant::Settle::Auction),
                ante: Some(0),
                dealer_ante: Some(0),
                party: Some(4),
            }),
            lives: Some(crate::core::variant::RawLives {
                start: Some(3),
                lose_at: Some(31),
            }),
            declare: Some(crate::core::variant::RawDeclare {
                name: Some("capot".into()),
                needs: Some(vec!["JS".into()]),
                success_self: Some(-10),
                success_others: Some(10),
                failure_self: Some(10),
                failure_others: Some(-10),
            }),
        };
        let written: toml::Table = toml::Value::try_from(&every).unwrap().try_into().unwrap();
        for (table, keys) in SCHEMA {
            let here = table
                .split('.')
                .filter(|part| !part.is_empty())
                .map(|part| if part == "*" { "nl" } else { part })
                .fold(&written, |inside, part| inside[part].as_table().unwrap());
            let mut found: Vec<&str> = here.keys().map(String::as_str).collect();
            let mut listed: Vec<&str> = keys.iter().map(|(key, _)| *key).collect();
            found.sort();
            listed.sort();
            assert_eq!(found, listed, "table [{table}]");
        }
    }

    #[test]
    fn a_user_file_that_hides_a_builtin_can_extend_it_and_never_breaks_the_other_builtins() {
        let mine = Source {
            name: "hartenjagen".into(),
            origin: "hartenjagen.toml".into(),
            text: "extends = \"hartenjagen\"\n[end]\ntarget = 50\n".into(),
        };
        let lookup = |n: &str| {
            if n == "hartenjagen" {
                Some(mine.clone())
            } else {
                Source::builtin(n)
            }
        };
        assert_eq!(
            resolve("hartenjagen", &lookup)
                .unwrap()
                .rules(4)
                .unwrap()
                .target,
            50
        );
        assert_eq!(
            resolve("omnibus", &lookup)
                .unwrap()
                .rules(4)
                .unwrap()
                .target,
            100
        );
        let broken = Source {
            text: "players = \"four\"".into(),
            ..mine.clone()
        };
        let lookup = |n: &str| {
            if n == "hartenjagen" {
                Some(broken.clone())
            } else {
                Source::builtin(n)
            }
        };
        assert!(resolve("hartenjagen", &lookup).is_err());
        assert!(resolve("omnibus", &lookup).is_ok());
    }

    #[test]
    fn a_circle_of_extends_is_reported() {
        let a = Source {
            name: "a".into(),
            origin: "a.toml".into(),
            text: "extends = \"b\"".into(),
        };
        let b = Source {
            name: "b".into(),
            origin: "b.toml".into(),
            text: "extends = \"a\"".into(),
        };
        let lookup = |name: &str| match name {
            "a" => Some(a.clone()),
            "b" => Some(b.clone()),
            _ => None,
        };
        assert!(matches!(resolve("a", &lookup), Err(LoadError::Cycle(_))));
    }
}
