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
            // A description or notes of the parent would describe the wrong game, and so
            // would its name in another language.
            base.remove("description");
            base.remove("notes");
            if let Some(toml::Value::Table(texts)) = base.get_mut("texts") {
                for (_, each) in texts.iter_mut() {
                    if let toml::Value::Table(each) = each {
                        each.remove("name");
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
mod tests;
