//! Variant sources and `extends`: the built-in files compiled into the binary, and resolving a
//! variant by merging it onto the one it extends (tables merge key by key, everything else —
//! lists included — is replaced). Finding user files on disk is the store's job; this module
//! only asks a lookup function for a source by name.

pub use super::builtin::BUILTIN;
use super::variant::{Problem, RawVariant, Variant};
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
    /// The file is not valid TOML, has an unknown key or a value of the wrong type.
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
    /// The rules are impossible or incomplete.
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
        /// Who asked: the file extending it, if any.
        wanted_by: Option<String>,
    },
    /// `extends` goes round in a circle.
    Cycle(Vec<String>),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Syntax {
                origin,
                line,
                column,
                message,
                source_line,
            } => {
                write!(f, "{origin}:{line}:{column}: {message}")?;
                if !source_line.is_empty() {
                    let caret_pad: String = source_line
                        .chars()
                        .take(column.saturating_sub(1))
                        .map(|c| if c == '\t' { '\t' } else { ' ' })
                        .collect();
                    write!(f, "\n  {source_line}\n  {caret_pad}^")?;
                }
                Ok(())
            }
            LoadError::Problems { origin, problems } if problems.is_empty() => f.write_str(origin),
            LoadError::Problems { origin, problems } => {
                let listed: Vec<String> = problems.iter().map(ToString::to_string).collect();
                write!(f, "{origin}: {}", listed.join("\n  "))
            }
            LoadError::Unknown {
                name,
                wanted_by: None,
            } => write!(
                f,
                "there is no variant called \"{name}\" (see `hartenjagen variants list`)"
            ),
            LoadError::Unknown {
                name,
                wanted_by: Some(by),
            } => write!(
                f,
                "{by}: extends \"{name}\", but there is no variant called \"{name}\" (see `hartenjagen variants list`)"
            ),
            LoadError::Cycle(chain) => write!(
                f,
                "variants extend each other in a circle: {}",
                chain.join(" → ")
            ),
        }
    }
}

impl std::error::Error for LoadError {}

/// Turns a TOML error into a message that points at the file, line and column.
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

/// Reads one file as written (without following `extends`), checking its keys and types.
pub fn read_raw(source: &Source) -> Result<RawVariant, LoadError> {
    toml::from_str::<RawVariant>(&source.text)
        .map_err(|e| syntax_error(&source.origin, &source.text, &e))
}

/// Resolves the variant called `name`: reads its file, follows `extends`, merges, checks.
pub fn resolve(name: &str, lookup: &dyn Fn(&str) -> Option<Source>) -> Result<Variant, LoadError> {
    let source = lookup(name).ok_or_else(|| LoadError::Unknown {
        name: name.to_string(),
        wanted_by: None,
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
            problems: vec![Problem {
                key: "extends".into(),
                message: format!("merged rules do not fit together: {}", e.message()),
            }],
        })?;
    Variant::check(raw).map_err(|problems| LoadError::Problems {
        origin: source.origin.clone(),
        problems,
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
    let raw = read_raw(source)?;
    if let Some(written) = &raw.name {
        if *written != source.name {
            return Err(LoadError::Problems {
                origin: source.origin.clone(),
                problems: vec![Problem {
                    key: "name".into(),
                    message: format!(
                        "is \"{written}\" but the file is called {}.toml; make them the same",
                        source.name
                    ),
                }],
            });
        }
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
            let parent = parent.ok_or_else(|| LoadError::Unknown {
                name: parent_name.clone(),
                wanted_by: Some(source.origin.clone()),
            })?;
            let mut base = merged_table(&parent, lookup, chain)?;
            // A description or notes of the parent would describe the wrong game.
            base.remove("description");
            base.remove("notes");
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
        assert_eq!(rules.pass_cycle, vec![crate::core::variant::PassDir::Hold]);
    }

    #[test]
    fn unknown_keys_are_errors_with_line_and_column() {
        let source = Source {
            name: "bad".into(),
            origin: "bad.toml".into(),
            text: "players = [4]\n[moon]\neffectt = \"add\"\n".into(),
        };
        let error = resolve_source(&source, &builtin_lookup).unwrap_err();
        let text = error.to_string();
        assert!(
            text.starts_with("bad.toml:3:1: unknown field `effectt`"),
            "{text}"
        );
        assert!(text.contains("effectt = \"add\""), "{text}");
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
