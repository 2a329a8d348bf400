//! Damaged text fed to the loaders (edits of real files, any bytes, extreme numbers): the
//! card parser, the variant loader and the match loader never panic.

use super::*;

/// One change to a file's text: what a careless hand edit or a damaged disk might do.
#[derive(Clone, Debug)]
enum Edit {
    Delete { at: usize, len: usize },
    Insert { at: usize, text: String },
    Number { nth: usize, value: String },
    Quoted { nth: usize, text: String },
    CopyLine { from: usize, to: usize },
}

/// Numbers that may stand anywhere in a file. The extreme ones (the ends of i64) are kept
/// apart: as card values they still overflow the core's sums (see
/// `extreme_points_in_a_variant_never_panic`).
const NUMBERS: [&str; 13] = [
    "0",
    "-1",
    "1",
    "255",
    "256",
    "65536",
    "2147483648",
    "4294967296",
    "1000000000000",
    "18446744073709551616",
    "1e308",
    "nan",
    "-inf",
];
const EXTREME_NUMBERS: [&str; 3] = [
    "9223372036854775807",
    "-9223372036854775808",
    "4611686018427387904",
];

fn edits(extreme: bool) -> impl Strategy<Value = Vec<Edit>> {
    let junk = prop_oneof![
        Just("rest".to_string()),
        Just("QS".to_string()),
        Just("-".to_string()),
        Just("JK".to_string()),
        "[0-9]{1,3}",
        "[ -~&&[^\"\\\\]]{0,10}",
        "[♠♥♦♣QJKA0-9 ,]{0,8}",
    ];
    let mut numbers = NUMBERS.to_vec();
    if extreme {
        numbers.extend(EXTREME_NUMBERS);
    }
    let number = proptest::sample::select(numbers).prop_map(str::to_string);
    let edit = prop_oneof![
        (any::<usize>(), 0usize..40).prop_map(|(at, len)| Edit::Delete { at, len }),
        (any::<usize>(), "\\PC{0,8}").prop_map(|(at, text)| Edit::Insert { at, text }),
        (0usize..200, number).prop_map(|(nth, value)| Edit::Number { nth, value }),
        (0usize..200, junk).prop_map(|(nth, text)| Edit::Quoted { nth, text }),
        (any::<usize>(), any::<usize>()).prop_map(|(from, to)| Edit::CopyLine { from, to }),
    ];
    proptest::collection::vec(edit, 1..4)
}

fn floor_boundary(text: &str, at: usize) -> usize {
    let mut at = at % (text.len() + 1);
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The byte ranges of the digit runs, or of the insides of the double-quoted strings.
fn spans(text: &str, quoted: bool) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let start = i;
        if quoted && bytes[i] == b'"' {
            i += 1;
            while i < bytes.len() && bytes[i] != b'"' && bytes[i] != b'\n' {
                i += 1;
            }
            found.push((start + 1, i));
        } else if !quoted && bytes[i].is_ascii_digit() {
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            found.push((start, i));
            continue;
        }
        i += 1;
    }
    found
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut text = text.to_string();
    for edit in edits {
        match edit {
            Edit::Delete { at, len } => {
                let start = floor_boundary(&text, *at);
                let end = floor_boundary(&text, (start + len).min(text.len()));
                text.replace_range(start..end.max(start), "");
            }
            Edit::Insert { at, text: inserted } => {
                let at = floor_boundary(&text, *at);
                text.insert_str(at, inserted);
            }
            Edit::Number { nth, value } | Edit::Quoted { nth, text: value } => {
                let found = spans(&text, matches!(edit, Edit::Quoted { .. }));
                if let Some(&(start, end)) = found.get(nth % found.len().max(1)) {
                    text.replace_range(start..end, value);
                }
            }
            Edit::CopyLine { from, to } => {
                let lines: Vec<&str> = text.lines().collect();
                if !lines.is_empty() {
                    let copied = lines[from % lines.len()].to_string();
                    let mut lines: Vec<String> = lines.iter().map(ToString::to_string).collect();
                    lines.insert(to % (lines.len() + 1), copied);
                    text = lines.join("\n");
                }
            }
        }
    }
    text
}

fn resolve(text: &str) {
    let source = Source {
        name: "junk".into(),
        origin: "junk.toml".into(),
        text: text.to_string(),
    };
    let _ = resolve_source(&source, &Source::builtin);
}

#[test]
fn the_edits_used_below_do_change_files() {
    let edited = apply(
        FORMAT_1_HARTENJAGEN,
        &[Edit::Number {
            nth: 0,
            value: "7".into(),
        }],
    );
    assert!(edited.contains("format = 7"), "{edited}");
    let edited = apply(
        FORMAT_1_HARTENJAGEN,
        &[Edit::Quoted {
            nth: 0,
            text: "x".into(),
        }],
    );
    assert!(edited.contains("started = \"x\""), "{edited}");
}

/// Every language's card words, `KH` read the Dutch way: the widest reading there is.
fn dutch_words() -> hartenjagen::words::vocab::Vocabulary {
    hartenjagen::words::vocab::Vocabulary::new(hartenjagen::words::Lang::Nl)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn the_card_parser_survives_any_text(text in any::<String>()) {
        let _ = parse_cards(&text, dutch_words().cards());
    }

    #[test]
    fn the_card_parser_survives_any_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..64)) {
        let _ = parse_cards(&String::from_utf8_lossy(&bytes), dutch_words().cards());
    }

    #[test]
    fn the_card_parser_survives_card_like_text(text in "[0-9A-Za-z♠♥♦♣♤♡♢♧\u{fe0f}, -]{0,24}") {
        let _ = parse_cards(&text, dutch_words().cards());
    }

    #[test]
    fn the_variant_loader_survives_any_text(text in any::<String>()) {
        resolve(&text);
    }

    #[test]
    fn the_match_loader_survives_any_text(text in any::<String>()) {
        prop_assert!(matchfile::parse("junk.toml", &text).is_err());
    }

    #[test]
    fn the_match_loader_survives_any_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..256)) {
        let _ = matchfile::parse("junk.toml", &String::from_utf8_lossy(&bytes));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(160))]

    #[test]
    fn the_variant_loader_survives_damaged_built_ins(which in 0..BUILTIN.len(), edits in edits(true)) {
        resolve(&apply(BUILTIN[which].1, &edits));
    }

    #[test]
    fn the_match_loader_survives_damaged_match_files(two_phase in any::<bool>(), edits in edits(true)) {
        let text = if two_phase { FORMAT_1_HEART_HUNTER } else { FORMAT_1_HARTENJAGEN };
        let _ = matchfile::parse("junk.toml", &apply(text, &edits));
    }
}

/// Point values far beyond any card game are refused by `Variant::check`, so sums over them
/// can never overflow.
#[test]
fn extreme_points_in_a_variant_never_panic() {
    for extra in [
        "[scoring.cards]\nQS = -9223372036854775808\n",
        "[scoring.cards]\nQS = 9223372036854775807\n",
        "[scoring]\nhearts = 9223372036854775807\n",
        "[scoring]\nrenege = -9223372036854775808\n",
        "[moon]\neffect = \"greek\"\nvalue = 9223372036854775807\n",
    ] {
        resolve(&format!("extends = \"hartenjagen\"\n{extra}"));
    }
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig::with_cases(500));
    runner
        .run(&(any::<bool>(), edits(true)), |(two_phase, edits)| {
            let text = if two_phase {
                FORMAT_1_HEART_HUNTER
            } else {
                FORMAT_1_HARTENJAGEN
            };
            let _ = matchfile::parse("junk.toml", &apply(text, &edits));
            Ok(())
        })
        .expect("no panic");
}
