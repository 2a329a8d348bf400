//! The TOML parser's messages in the table's words. The parser (the `toml` crate, pinned to
//! one version in Cargo.toml with the `toml_parser` and `toml_datetime` it reads with) gives a
//! file that is not TOML as one English message: a description, then often ", expected " and
//! what would have fitted ("unclosed array, expected `]`"). Each description it can give has a
//! sentence here, and each thing it can expect a phrase; a message this module does not know
//! is shown as the parser wrote it, after a sentence in the table's language. The lists of
//! what the pinned version can say are below, with tests that each one has its words.

use super::Words;
use crate::t;

/// The parser's message in the table's language: "deze lijst is niet gesloten; verwacht:
/// `]`"; a message not known here, as written, after a sentence saying what it is.
pub fn syntax(w: &Words, message: &str) -> String {
    known(w, message).unwrap_or_else(|| t!(w, "toml-unknown", message = message))
}

/// The parser's message in the table's language, if each of its parts is known.
fn known(w: &Words, message: &str) -> Option<String> {
    let (description, expected) = match message.split_once(", expected ") {
        Some((description, expected)) => (description, Some(expected)),
        None => (message, None),
    };
    let (said, with_expected) = sentence(w, description)?;
    let expected = match expected {
        Some(list) if with_expected && list != "nothing" => list,
        _ => return Some(said),
    };
    let things = expected
        .split(", ")
        .map(|item| thing(w, item))
        .collect::<Option<Vec<String>>>()?;
    Some(t!(
        w,
        "toml-expected",
        said = said,
        expected = w.or(&things)
    ))
}

/// The sentence for a description, and whether what the parser expected is worth adding (it
/// is not where the sentence says it already, nor after a date's free-form detail).
fn sentence(w: &Words, description: &str) -> Option<(String, bool)> {
    let said = match description {
        "unclosed array table" => t!(w, "toml-unclosed-array-table"),
        "unclosed table" => t!(w, "toml-unclosed-table"),
        "invalid key" => t!(w, "toml-invalid-key"),
        "invalid table" => t!(w, "toml-invalid-table"),
        "key with no value" | "missing value for key" => t!(w, "toml-key-without-value"),
        "missing value" => t!(w, "toml-missing-value"),
        "extra `=`" => t!(w, "toml-extra-equals"),
        "extra comma in array" => t!(w, "toml-list-extra-comma"),
        "unexpected `=` in array" => t!(w, "toml-list-equals"),
        "missing comma between array elements" => t!(w, "toml-list-comma"),
        "unclosed array" => t!(w, "toml-unclosed-list"),
        "extra comma in inline table" => t!(w, "toml-table-extra-comma"),
        "extra assignment between key-value pairs" => t!(w, "toml-table-extra-equals"),
        "missing key for inline table element" => t!(w, "toml-table-missing-key"),
        "missing assignment between key-value pairs" => t!(w, "toml-table-missing-equals"),
        "invalid inline table element" => t!(w, "toml-table-element"),
        "missing comma between key-value pairs" => t!(w, "toml-table-comma"),
        "unclosed inline table" => t!(w, "toml-unclosed-inline-table"),
        "unexpected key or value" => t!(w, "toml-one-per-line"),
        "unexpected content between comment and newline" => t!(w, "toml-after-comment"),
        "unexpected content" => t!(w, "toml-unexpected"),
        "invalid key-value pair" => t!(w, "toml-not-a-pair"),
        "cannot recurse further; max recursion depth met" | "recursion limit" => {
            t!(w, "toml-too-deep")
        }
        "keys cannot be multi-line literal strings" | "keys cannot be multi-line basic strings" => {
            t!(w, "toml-multi-line-key")
        }
        "redundant numeric sign" => t!(w, "toml-sign-twice"),
        "invalid string" => t!(w, "toml-invalid-value"),
        "invalid boolean" => t!(w, "toml-invalid-boolean"),
        "invalid float" | "invalid mantissa" | "invalid fraction" | "invalid exponent" => {
            t!(w, "toml-invalid-number")
        }
        "invalid integer number"
        | "invalid hexadecimal number"
        | "invalid octal number"
        | "invalid binary number" => t!(w, "toml-invalid-whole"),
        "integers with a radix cannot be signed" => t!(w, "toml-signed-radix"),
        "radix must be lowercase" => t!(w, "toml-radix-case"),
        "redundant integer number prefix" => t!(w, "toml-prefix-twice"),
        "unexpected leading zero" => t!(w, "toml-leading-zero"),
        "unexpected sign" => t!(w, "toml-unexpected-sign"),
        "`_` may only go between digits" => t!(w, "toml-underscore"),
        "could not allocate for string" => t!(w, "toml-no-memory"),
        "missing opening quote" => t!(w, "toml-missing-quote"),
        "invalid comment character" => t!(w, "toml-comment-character"),
        "carriage return must be followed by newline" => t!(w, "toml-carriage-return"),
        "invalid literal string"
        | "invalid multi-line literal string"
        | "invalid basic string"
        | "invalid multi-line basic string" => t!(w, "toml-invalid-quoted"),
        "missing escaped value" => t!(w, "toml-escape"),
        "too few unicode value digits" => t!(w, "toml-unicode-digits"),
        "invalid value" => t!(w, "toml-unicode-value"),
        "unquoted keys cannot be empty" => t!(w, "toml-empty-key"),
        "duplicate key" => t!(w, "toml-duplicate-key"),
        "cannot extend value of type inline table with a dotted key" => {
            t!(w, "toml-dotted-inline-table")
        }
        // What is expected is in the sentence itself.
        "missing inline table opening" => return Some((t!(w, "toml-missing-brace"), false)),
        "missing array opening" => return Some((t!(w, "toml-missing-bracket"), false)),
        "missing table open" => return Some((t!(w, "toml-missing-header-bracket"), false)),
        "missing comment start" => return Some((t!(w, "toml-missing-hash"), false)),
        "string values must be quoted" => return Some((t!(w, "toml-unquoted-text"), false)),
        "invalid unquoted key" => return Some((t!(w, "toml-bare-key"), false)),
        // A date's detail is free text; the sentence shows how dates are written.
        "invalid date" | "invalid time" | "invalid date-time" | "invalid datetime" => {
            return Some((t!(w, "toml-invalid-date"), false));
        }
        other => {
            let kind = other
                .strip_prefix("cannot extend value of type ")?
                .strip_suffix(" with a dotted key")?;
            if !VALUE_TYPES.contains(&kind) {
                return None;
            }
            t!(w, "toml-dotted-value")
        }
    };
    Some((said, true))
}

/// One thing the parser expected: a character in backticks as written (`` `]` ``), or a
/// description ("key", "value", "newline") in words.
fn thing(w: &Words, item: &str) -> Option<String> {
    let quoted = item.len() >= 2 && item.starts_with('`') && item.ends_with('`');
    if quoted || item == "'`'" {
        return Some(item.to_string());
    }
    Some(match item {
        "key" => t!(w, "toml-thing-key"),
        "value" => t!(w, "toml-thing-value"),
        "newline" => t!(w, "toml-thing-newline"),
        "basic string" => t!(w, "toml-thing-basic-string"),
        "literal string" => t!(w, "toml-thing-literal-string"),
        "multi-line basic string" => t!(w, "toml-thing-multi-line-string"),
        "unquoted string" => t!(w, "toml-thing-bare-key"),
        "digits" | "numbers" => t!(w, "toml-thing-digits"),
        "letters" => t!(w, "toml-thing-letters"),
        "characters" => t!(w, "toml-thing-characters"),
        "printable characters" => t!(w, "toml-thing-printable"),
        "non-double-quote visible characters" => t!(w, "toml-thing-not-double-quote"),
        "non-single-quote characters" | "non-single-quote visible characters" => {
            t!(w, "toml-thing-not-single-quote")
        }
        "unicode hexadecimal value" => t!(w, "toml-thing-unicode"),
        _ => return None,
    })
}

/// The kinds of value `toml` names in "cannot extend value of type … with a dotted key".
const VALUE_TYPES: &[&str] = &[
    "string", "integer", "float", "boolean", "datetime", "array", "table",
];

/// Every description the pinned parser can give (toml_parser 1.1.5's `ParseError::new`,
/// its scalars' `invalid_description`, toml 1.2.1's own document errors and toml_datetime
/// 1.1.3's `DatetimeParseError`), as written there.
#[cfg(test)]
pub(crate) const DESCRIPTIONS: &[&str] = &[
    // toml_parser: parser/document.rs
    "unclosed array table",
    "unclosed table",
    "invalid key",
    "invalid table",
    "key with no value",
    "missing value for key",
    "missing value",
    "extra `=`",
    "missing inline table opening",
    "missing array opening",
    "extra comma in array",
    "unexpected `=` in array",
    "missing comma between array elements",
    "unclosed array",
    "extra comma in inline table",
    "extra assignment between key-value pairs",
    "missing key for inline table element",
    "missing assignment between key-value pairs",
    "invalid inline table element",
    "missing comma between key-value pairs",
    "unclosed inline table",
    "unexpected key or value",
    "unexpected content between comment and newline",
    "unexpected content",
    "invalid key-value pair",
    "missing table open",
    // toml_parser: parser/event.rs, source.rs
    "cannot recurse further; max recursion depth met",
    "keys cannot be multi-line literal strings",
    "keys cannot be multi-line basic strings",
    // toml_parser: decoder/scalar.rs
    "redundant numeric sign",
    "invalid string",
    "invalid boolean",
    "invalid date-time",
    "invalid float",
    "invalid integer number",
    "invalid hexadecimal number",
    "invalid octal number",
    "invalid binary number",
    "integers with a radix cannot be signed",
    "radix must be lowercase",
    "redundant integer number prefix",
    "invalid mantissa",
    "invalid fraction",
    "invalid exponent",
    "unexpected leading zero",
    "unexpected sign",
    "`_` may only go between digits",
    "could not allocate for string",
    "missing opening quote",
    "string values must be quoted",
    // toml_parser: decoder/ws.rs
    "missing comment start",
    "invalid comment character",
    "carriage return must be followed by newline",
    // toml_parser: decoder/string.rs
    "invalid literal string",
    "invalid multi-line literal string",
    "invalid basic string",
    "invalid multi-line basic string",
    "missing escaped value",
    "too few unicode value digits",
    "invalid value",
    "unquoted keys cannot be empty",
    "invalid unquoted key",
    // toml: de/parser/document.rs, inline_table.rs, key.rs
    "duplicate key",
    "cannot extend value of type array with a dotted key",
    "cannot extend value of type inline table with a dotted key",
    "cannot extend value of type string with a dotted key",
    "cannot extend value of type integer with a dotted key",
    "cannot extend value of type float with a dotted key",
    "cannot extend value of type boolean with a dotted key",
    "cannot extend value of type datetime with a dotted key",
    "cannot extend value of type table with a dotted key",
    "recursion limit",
    // toml_datetime: "invalid {what}", or "invalid datetime" without one
    "invalid date",
    "invalid time",
    "invalid datetime",
];

/// Every thing the pinned parser can say it expected: `Expected::Description`s, and
/// `Expected::Literal("\n")`, which it writes "newline". (Other literals are written in
/// backticks and shown as they are.)
#[cfg(test)]
pub(crate) const THINGS: &[&str] = &[
    "key",
    "value",
    "newline",
    "basic string",
    "literal string",
    "multi-line basic string",
    "unquoted string",
    "digits",
    "numbers",
    "letters",
    "characters",
    "printable characters",
    "non-double-quote visible characters",
    "non-single-quote characters",
    "non-single-quote visible characters",
    "unicode hexadecimal value",
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::Lang;

    fn both() -> [Words; 2] {
        [Words::new(Lang::En), Words::new(Lang::Nl)]
    }

    #[test]
    fn every_description_the_pinned_parser_gives_has_a_sentence_in_every_language() {
        for w in both() {
            for description in DESCRIPTIONS {
                let said = sentence(&w, description);
                assert!(said.is_some(), "{description:?} has no sentence");
                let (said, _) = said.unwrap_or_default();
                assert!(!said.is_empty() && !said.starts_with("toml-"), "{said}");
            }
            for thing_ in THINGS {
                let said = thing(&w, thing_);
                assert!(said.is_some(), "{thing_:?} has no words");
                assert!(!said.unwrap_or_default().starts_with("toml-"));
            }
        }
    }

    #[test]
    fn a_message_is_said_in_words_with_what_would_have_fitted() {
        let [en, nl] = both();
        assert_eq!(
            syntax(&en, "unclosed array, expected `]`"),
            "this list is not closed; expected `]`"
        );
        assert_eq!(
            syntax(&nl, "unclosed array, expected `]`"),
            "deze lijst is niet gesloten; verwacht: `]`"
        );
        assert_eq!(
            syntax(&nl, "extra comma in inline table, expected key"),
            "een komma te veel in deze tabel; verwacht: een sleutel"
        );
        assert_eq!(
            syntax(&en, "unexpected key or value, expected newline, `#`"),
            "one key = value per line; expected the end of the line or `#`"
        );
        assert_eq!(
            syntax(&en, "extra `=`, expected nothing"),
            "one `=` too many"
        );
        assert_eq!(
            syntax(&nl, "invalid date, expected month between 01 and 12"),
            t!(nl, "toml-invalid-date")
        );
    }

    #[test]
    fn a_message_not_known_here_is_shown_as_written_after_a_sentence() {
        let [en, nl] = both();
        assert_eq!(
            syntax(&en, "something new"),
            "this is not valid TOML; the TOML reader says: something new"
        );
        assert_eq!(
            syntax(&nl, "unclosed array, expected a rainbow"),
            "dit is geen geldige TOML; de TOML-lezer zegt: unclosed array, expected a rainbow"
        );
    }

    /// Files broken in every way the parser tells apart: each message is known here.
    #[test]
    fn what_the_pinned_parser_says_about_broken_files_is_known() {
        let broken = [
            "players = [3, 4\n",
            "players = [3 4]\n",
            "players = [3,, 4]\n",
            "players = [3 = 4]\n",
            "[deck\n",
            "[[deck\n",
            "[[deck]\n",
            "[]\n",
            "target\n",
            "target =\n",
            "target = = 1\n",
            "target = 1 2\n",
            "target = 1 # x\u{7}\n",
            "x = { a = 1,, b = 2 }\n",
            "x = { a = 1 b = 2 }\n",
            "x = { a 1 }\n",
            "x = { = 1 }\n",
            "x = { a = 1\n",
            "x = { a = 1, }\n",
            "\"\"\"k\"\"\" = 1\n",
            "'''k''' = 1\n",
            "x = ++1\n",
            "x = +0x1\n",
            "x = 0X1\n",
            "x = 01\n",
            "x = 1__0\n",
            "x = 1_\n",
            "x = 0x\n",
            "x = 0xG\n",
            "x = 0o9\n",
            "x = 0b2\n",
            "x = 1.\n",
            "x = 1e\n",
            "x = .5\n",
            "x = tru\n",
            "x = nan1\n",
            "x = inf1\n",
            "x = links\n",
            "x = \"abc\n",
            "x = 'abc\n",
            "x = \"a\\qb\"\n",
            "x = \"\\u12\"\n",
            "x = \"\\uD800\"\n",
            "x = \"\"\"abc\n",
            "x = '''abc\n",
            "x = 1\rx = 2\n",
            "x = 1979-13-01\n",
            "x = 1979-05-27T25:00:00\n",
            "x = 07:99:00\n",
            "x = 1\nx = 2\n",
            "[a]\n[a]\n",
            "a = 1\na.b = 2\n",
            "a = [1]\na.b = 2\n",
            "a = {}\na.b = 2\n",
            "a.b = 1\n[a]\n",
            "x = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]\n",
            "a b = 1\n",
            "= 1\n",
            "x = 1,\n",
            "[a.]\n",
            "a.\"\" = 1\n",
            "x = }\n",
            "x = ]\n",
        ];
        for w in both() {
            for text in broken {
                let Err(error) = toml::de::DeTable::parse(text) else {
                    continue;
                };
                let message = error.message().trim();
                assert!(
                    known(&w, message).is_some(),
                    "{text:?}: {message:?} is not known"
                );
            }
        }
    }

    /// Where the pinned crates' sources are on this machine (`cargo` keeps them), every
    /// description they pass to `ParseError::new` as a literal is in [`DESCRIPTIONS`].
    #[test]
    fn the_descriptions_listed_are_those_in_the_pinned_sources() {
        let home = std::env::var_os("CARGO_HOME")
            .map(std::path::PathBuf::from)
            .or_else(|| std::env::var_os("HOME").map(|h| std::path::Path::new(&h).join(".cargo")));
        let Some(registry) = home.map(|h| h.join("registry").join("src")) else {
            return;
        };
        let mut sources = Vec::new();
        for index in std::fs::read_dir(&registry).into_iter().flatten().flatten() {
            for krate in std::fs::read_dir(index.path())
                .into_iter()
                .flatten()
                .flatten()
            {
                let name = krate.file_name().to_string_lossy().into_owned();
                if name.starts_with("toml_parser-1.1.5+") || name.starts_with("toml-1.2.1+") {
                    sources.push(krate.path().join("src"));
                }
            }
        }
        fn walk(dir: &std::path::Path, found: &mut Vec<String>) {
            for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    walk(&path, found);
                } else if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("test.rs")
                {
                    let text = std::fs::read_to_string(&path).unwrap_or_default();
                    for part in text.split("ParseError::new(").skip(1) {
                        let part = part.trim_start();
                        if let Some(rest) = part.strip_prefix('"')
                            && let Some((literal, _)) = rest.split_once('"')
                        {
                            found.push(literal.to_string());
                        }
                    }
                }
            }
        }
        let mut found = Vec::new();
        for source in &sources {
            walk(source, &mut found);
        }
        for literal in &found {
            assert!(
                DESCRIPTIONS.contains(&literal.as_str()),
                "{literal:?} is not listed"
            );
        }
        if !sources.is_empty() {
            assert!(found.len() > 40, "{} literals found", found.len());
        }
    }
}
