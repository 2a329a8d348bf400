//! Match files: readable TOML with a format version, a full copy of the variant's rules, the
//! players in seating order, the options, and every hand as entered. Scores are never stored;
//! loading replays every hand through the same checks `record` uses. Every save is atomic:
//! a temporary file in the same folder, flushed, renamed over the match file.

use crate::core::catalog::{position, syntax_error};
use crate::core::game::{Entry, HandInput, Match, MatchOptions, Scoreboard};
use crate::core::tokens::parse_cards;
use crate::core::variant::{MoonChoice, PassDir, RawVariant, Variant};
use anyhow::{Context, Result, anyhow, bail};
use chrono::{DateTime, FixedOffset};
use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The format version written by this build. Older versions must keep loading.
pub const FORMAT: u32 = 1;

const HEADER: &str = "\
# hartenjagen match file. Scores are recomputed from the hands below; they are never stored.
# Cards as typed at the table: a bare number is that many hearts of no particular rank.
";

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct MatchFile {
    format: u32,
    started: DateTime<FixedOffset>,
    players: Vec<String>,
    first_dealer: String,
    #[serde(default)]
    options: FileOptions,
    variant: RawVariant,
    #[serde(default, rename = "hand", skip_serializing_if = "Vec::is_empty")]
    hands: Vec<FileEntry>,
}

#[derive(Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileOptions {
    #[serde(skip_serializing_if = "Option::is_none")]
    target: Option<i64>,
    #[serde(default)]
    quick: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    hands: Option<u32>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileEntry {
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    misdeal: bool,
    dealer: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pass: Option<PassDir>,
    time: DateTime<FixedOffset>,
    #[serde(skip_serializing_if = "Option::is_none")]
    moon: Option<MoonChoice>,
    #[serde(skip_serializing_if = "Option::is_none")]
    renege: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    out: Option<String>,
    #[serde(default, skip_serializing_if = "Took::is_empty")]
    took: Took,
}

/// Cards per player, written in seating order.
#[derive(Default)]
struct Took(Vec<(String, String)>);

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
                while let Some(pair) = map.next_entry::<String, String>()? {
                    pairs.push(pair);
                }
                Ok(Took(pairs))
            }
        }
        deserializer.deserialize_map(TookVisitor)
    }
}

/// A loaded match with the standings its hands give.
pub struct Loaded {
    /// The match.
    pub game: Match,
    /// Its standings.
    pub board: Scoreboard,
}

/// Reads and checks a match file. Every hand is replayed through `record`'s checks; an error
/// names the file and the line of the offending hand.
pub fn load(path: &Path) -> Result<Loaded> {
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("cannot read the match file {}", path.display()))?;
    parse(&path.display().to_string(), &text)
}

/// Parses a match file's text; `origin` names it in errors.
pub fn parse(origin: &str, text: &str) -> Result<Loaded> {
    let file: MatchFile =
        toml::from_str(text).map_err(|e| anyhow!(syntax_error(origin, text, &e)))?;
    if file.format > FORMAT {
        bail!(
            "{origin}: match file format {} was written by a newer hartenjagen (this one reads up to {FORMAT}); update hartenjagen",
            file.format
        );
    }
    let at_top = |what: String| anyhow!("{origin}: {what}");
    let variant = Variant::check(file.variant).map_err(|problems| {
        let listed: Vec<String> = problems.iter().map(ToString::to_string).collect();
        at_top(format!(
            "the variant copied into the match is broken: {}",
            listed.join("; ")
        ))
    })?;
    let seat_of = |name: &str| file.players.iter().position(|p| p == name);
    let first_dealer = seat_of(&file.first_dealer).ok_or_else(|| {
        at_top(format!(
            "first_dealer \"{}\" is not one of the players",
            file.first_dealer
        ))
    })?;
    let options = MatchOptions {
        target: file.options.target,
        quick: file.options.quick,
        hands: file.options.hands,
    };
    let mut game = Match::new(
        variant,
        file.players.clone(),
        first_dealer,
        options,
        file.started,
    )
    .map_err(|e| at_top(e.to_string()))?;
    let hand_lines = entry_lines(text);
    let mut board = game.scoreboard();
    for (index, entry) in file.hands.into_iter().enumerate() {
        let line = hand_lines.get(index).copied().unwrap_or(1);
        let here =
            |what: String| anyhow!("{origin}:{line}: entry {} of the match: {what}", index + 1);
        let dealer = seat_of(&entry.dealer).ok_or_else(|| {
            here(format!(
                "dealer \"{}\" is not one of the players",
                entry.dealer
            ))
        })?;
        if entry.misdeal {
            game.push_misdeal(&mut board, dealer, entry.time)
                .map_err(|e| here(e.to_string()))?;
            continue;
        }
        let mut input = HandInput {
            took: vec![Vec::new(); game.players.len()],
            moon: entry.moon,
            dealer: Some(dealer),
            pass: entry.pass,
            ..HandInput::default()
        };
        for (name, cards) in &entry.took.0 {
            let seat = seat_of(name)
                .ok_or_else(|| here(format!("\"{name}\" is not one of the players")))?;
            input.took[seat] = parse_cards(cards).map_err(|e| here(e.to_string()))?;
        }
        if let Some(out) = &entry.out {
            input.out = parse_cards(out).map_err(|e| here(e.to_string()))?;
        }
        if let Some(name) = &entry.renege {
            input.renege = Some(
                seat_of(name)
                    .ok_or_else(|| here(format!("renege \"{name}\" is not one of the players")))?,
            );
        }
        game.push_hand(&mut board, &input, entry.time)
            .map_err(|e| here(e.to_string()))?;
    }
    Ok(Loaded { game, board })
}

/// The line of each `[[hand]]` header, in order.
fn entry_lines(text: &str) -> Vec<usize> {
    text.match_indices("[[hand]]")
        .filter(|(at, _)| *at == 0 || text[..*at].ends_with('\n'))
        .map(|(at, _)| position(text, at).0)
        .collect()
}

/// The file's text for a match.
pub fn render(game: &Match) -> Result<String> {
    let name = |seat: usize| game.players[seat].clone();
    let hands = game
        .entries
        .iter()
        .map(|entry| match entry {
            Entry::Misdeal { dealer, time } => FileEntry {
                misdeal: true,
                dealer: name(*dealer),
                pass: None,
                time: *time,
                moon: None,
                renege: None,
                out: None,
                took: Took::default(),
            },
            Entry::Hand(hand) => FileEntry {
                misdeal: false,
                dealer: name(hand.dealer),
                pass: Some(hand.pass),
                time: hand.time,
                moon: hand.moon,
                renege: hand.renege.map(name),
                out: (!hand.cards.out.is_empty()).then(|| hand.cards.out.to_card_text()),
                took: Took(
                    hand.cards
                        .took
                        .iter()
                        .enumerate()
                        .filter(|(_, capture)| !capture.is_empty())
                        .map(|(seat, capture)| (name(seat), capture.to_card_text()))
                        .collect(),
                ),
            },
        })
        .collect();
    let file = MatchFile {
        format: FORMAT,
        started: game.started,
        players: game.players.clone(),
        first_dealer: name(game.first_dealer),
        options: FileOptions {
            target: game.options.target,
            quick: game.options.quick,
            hands: game.options.hands,
        },
        variant: game.variant.raw.clone(),
        hands,
    };
    Ok(format!(
        "{HEADER}{}",
        toml::to_string(&file).context("cannot write the match as TOML")?
    ))
}

/// Writes the match atomically: the file is either the old or the new version, never broken.
pub fn save(path: &Path, game: &Match) -> Result<()> {
    let text = render(game)?;
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .with_context(|| format!("cannot create the folder {}", dir.display()))?;
    }
    let mut file = atomic_write_file::AtomicWriteFile::options()
        .open(path)
        .with_context(|| format!("cannot write the match file {}", path.display()))?;
    file.write_all(text.as_bytes())
        .and_then(|()| file.commit())
        .with_context(|| format!("cannot write the match file {}", path.display()))?;
    Ok(())
}

/// Saves a new match without ever overwriting a file.
pub fn create(path: &Path, game: &Match) -> Result<()> {
    if path.exists() {
        bail!(
            "{} already exists; choose another --file (new never overwrites a match)",
            path.display()
        );
    }
    save(path, game)
}

/// A fresh path in the matches folder, named by date, time and variant.
pub fn new_match_path(dir: &Path, started: DateTime<FixedOffset>, variant: &str) -> PathBuf {
    let stem = format!("{}_{variant}", started.format("%Y-%m-%d_%H%M%S"));
    let mut path = dir.join(format!("{stem}.toml"));
    let mut n = 2;
    while path.exists() {
        path = dir.join(format!("{stem}-{n}.toml"));
        n += 1;
    }
    path
}

/// Every match file in the folder (hidden and temporary files are not matches).
pub fn match_files(dir: &Path) -> Result<Vec<PathBuf>> {
    if !dir.is_dir() {
        return Ok(Vec::new());
    }
    let entries = std::fs::read_dir(dir)
        .with_context(|| format!("cannot read the matches folder {}", dir.display()))?;
    Ok(entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.extension().is_some_and(|e| e == "toml")
                && p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| !n.starts_with('.'))
                && p.is_file()
        })
        .collect())
}

/// The current match: the most recently changed match file, finished or not.
pub fn current_match(dir: &Path) -> Result<PathBuf> {
    let newest = match_files(dir)?
        .into_iter()
        .filter_map(|p| Some((std::fs::metadata(&p).ok()?.modified().ok()?, p)))
        .max();
    newest.map(|(_, p)| p).ok_or_else(|| {
        anyhow!(
            "there is no match yet; start one with `hartenjagen new --players \"Ann,Bob,Cas,Dee\"`"
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::properties::{record_typed, typed_hand};
    use crate::core::testkit::{game, time};
    use proptest::prelude::*;

    #[test]
    fn a_new_match_file_reads_back_with_no_hands() {
        let m = game("heart-hunter", 3);
        let text = render(&m).unwrap();
        let loaded = parse("test.toml", &text).unwrap();
        assert_eq!(loaded.game.players, m.players);
        assert!(loaded.board.hands.is_empty());
        assert!(text.starts_with("# hartenjagen match file"));
    }

    #[test]
    fn a_hand_edited_into_an_impossible_one_is_reported_with_its_line() {
        let mut m = game("hartenjagen", 4);
        record_typed(
            &mut m,
            &["QS 3".into(), "5".into(), String::new(), "5".into()],
        )
        .unwrap();
        let text = render(&m).unwrap().replace("Bob = \"5\"", "Bob = \"6\"");
        let line = text.lines().position(|l| l == "[[hand]]").unwrap() + 1;
        let error = parse("m.toml", &text).err().unwrap().to_string();
        assert!(
            error.starts_with(&format!(
                "m.toml:{line}: entry 1 of the match: hearts: 14 entered"
            )),
            "{error}"
        );
    }

    #[test]
    fn a_broken_match_file_names_file_line_and_column() {
        let error = parse("m.toml", "format = 1\nplayers = [\n")
            .err()
            .unwrap()
            .to_string();
        assert!(error.starts_with("m.toml:"), "{error}");
    }

    #[test]
    fn a_file_from_a_newer_format_is_refused_with_advice() {
        let m = game("hartenjagen", 4);
        let text = render(&m).unwrap().replace("format = 1", "format = 99");
        let error = parse("m.toml", &text).err().unwrap().to_string();
        assert!(error.contains("newer hartenjagen"), "{error}");
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]
        #[test]
        fn a_match_saved_and_loaded_scores_the_same(
            which in 0usize..4,
            hands in proptest::collection::vec((proptest::collection::vec(0usize..7, 1..30), any::<bool>(), 0u8..10), 1..14),
        ) {
            let (name, players) = [("hartenjagen", 4), ("omnibus", 4), ("black-maria", 3), ("heart-hunter", 4)][which];
            let mut m = game(name, players);
            for (owners, bare, roll) in hands {
                if m.scoreboard().finished() {
                    break;
                }
                if roll == 0 {
                    m.misdeal(time()).unwrap();
                } else if roll == 1 {
                    let mut input = crate::core::testkit::input(&m, &[]);
                    input.renege = Some(usize::from(roll) % players);
                    m.record(&input, time()).unwrap();
                } else {
                    let typed = typed_hand(&m.rules.clone(), &owners, bare);
                    record_typed(&mut m, &typed).unwrap();
                }
            }
            let text = render(&m).unwrap();
            let loaded = parse("m.toml", &text).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(loaded.board, m.scoreboard());
            prop_assert_eq!(&loaded.game.entries, &m.entries);
            prop_assert_eq!(render(&loaded.game).unwrap(), text);
        }
    }
}
