//! Match files: readable TOML with a format version, a full copy of the variant's rules, the
//! players in seating order, the options, and every hand as entered. Scores are never stored;
//! loading replays every hand through the same checks `record` uses.
//!
//! Every save is atomic (see [`super::files`]): the new text goes to a temporary file next to
//! the match (`.NAME.toml.XXXXXX.hartenjagen-tmp`, hidden, so never taken for a match), which
//! is flushed to disk (`fsync`), renamed over the match file, and then the folder is flushed
//! too, so that the rename itself survives a power cut. A crash or kill at any moment leaves
//! the old file or the new one; marked files a killed command left behind are removed by a
//! later save once they are a minute old. A match reached through a symbolic link is saved at
//! the link's target. Every change is a read-modify-write under the match's lock (see
//! [`super::lock`]): [`update`] takes the lock, loads, changes, saves and lets go, so two
//! terminals recording on the same match never lose a hand.

use super::{files, lock};
use crate::core::catalog::{position, syntax_error};
use crate::core::game::{Checks, Entry, Match, MatchError, MatchOptions, Scoreboard, find_player};
use crate::core::variant::{MoonChoice, PassDir, RawVariant, Variant};
use crate::input::{self, Field, InputError, Problem, RawBid, RawHand, RawPayment};
use crate::t;
use crate::words::vocab::Vocabulary;
use anyhow::{Context, Result, anyhow, bail};
use chrono::{DateTime, FixedOffset};
use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::path::{Path, PathBuf};
use toml::Spanned;

/// The format version written by this build. Older versions must keep loading. Format 2:
/// hands checked by the rulings of "one way in" (a file of format 1 keeps the hands that
/// break them, and stays format 1 until `edit` has mended every one).
pub const FORMAT: u32 = 2;

/// The first lines of every match file.
pub const HEADER: &str = "\
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
    target: Option<Spanned<i64>>,
    #[serde(default)]
    quick: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    hands: Option<Spanned<u32>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    chips: Option<Spanned<i64>>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileEntry {
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    misdeal: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    all_pass: bool,
    dealer: Text,
    #[serde(skip_serializing_if = "Option::is_none")]
    pass: Option<PassDir>,
    time: DateTime<FixedOffset>,
    #[serde(skip_serializing_if = "Option::is_none")]
    moon: Option<MoonChoice>,
    #[serde(skip_serializing_if = "Option::is_none")]
    renege: Option<Text>,
    #[serde(skip_serializing_if = "Option::is_none")]
    declare: Option<Text>,
    #[serde(skip_serializing_if = "Option::is_none")]
    out: Option<Text>,
    #[serde(skip_serializing_if = "Option::is_none")]
    bidder: Option<Text>,
    #[serde(skip_serializing_if = "Option::is_none")]
    bid: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    suit: Option<Text>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pay: Vec<Text>,
    #[serde(default, skip_serializing_if = "Took::is_empty")]
    took: Took,
}

impl FileEntry {
    /// An entry that is not a hand: who dealt and when.
    fn bare(dealer: Text, time: DateTime<FixedOffset>) -> FileEntry {
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
            took: Took::default(),
        }
    }
}

/// A string value and where it is in the file, so that an error can point at its line.
type Text = Spanned<String>;

/// A value for writing (its place in the file is only known when it is read back).
fn text(value: String) -> Text {
    Spanned::new(0..0, value)
}

/// Cards per player, written in seating order.
#[derive(Default)]
struct Took(Vec<(String, Text)>);

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

/// A loaded match with the standings its hands give.
pub struct Loaded {
    /// The match.
    pub game: Match,
    /// Its standings.
    pub board: Scoreboard,
    /// The hands of a file saved before the rulings of "one way in" that break one of them
    /// (by hand number, with the ruling), kept as they were until `edit` mends them.
    pub older_hands: Vec<(usize, MatchError)>,
}

/// Reads and checks a match file. Every hand is replayed through `record`'s checks; an error
/// names the file and the line of the offending hand.
pub fn load(path: &Path) -> Result<Loaded> {
    let text = files::read_text(path, "what-match-file")?;
    parse(&path.display().to_string(), &text)
}

/// Parses a match file's text; `origin` names it in errors.
pub fn parse(origin: &str, text: &str) -> Result<Loaded> {
    // Said in the process's language (English in tests and until it is set); made only when
    // something is wrong, since `stats` parses thousands of good files.
    let words = std::cell::OnceCell::new();
    let w = || words.get_or_init(crate::words::process);
    let file: MatchFile = toml::from_str(text).map_err(|e| {
        anyhow!(crate::words::errors::load_error(
            w(),
            &syntax_error(origin, text, &e)
        ))
    })?;
    if file.format > FORMAT {
        bail!(t!(
            w(),
            "newer-format",
            origin = origin,
            format = file.format,
            max = FORMAT
        ));
    }
    let at_top =
        |what: String| anyhow!(t!(w(), "match-setup-broken", origin = origin, what = what));
    let variant = Variant::check(file.variant).map_err(|problems| {
        let listed: Vec<String> = problems
            .iter()
            .map(|p| crate::words::errors::problem(w(), p))
            .collect();
        anyhow!(t!(
            w(),
            "variant-copy-broken",
            origin = origin,
            problems = listed.join("; ")
        ))
    })?;
    let seat_of = |name: &str| file.players.iter().position(|p| p == name);
    let first_dealer = seat_of(&file.first_dealer).ok_or_else(|| {
        at_top(t!(
            w(),
            "first-dealer-not-player",
            name = file.first_dealer.as_str()
        ))
    })?;
    // An option that cannot be is named by its key and line, as a variant's problems are.
    let option_problem = |at: usize, key: &str, what: String| {
        let (line, column, _) = position(text, at);
        anyhow!(t!(
            w(),
            "file-option",
            origin = origin,
            line = line,
            column = column,
            key = key,
            what = what
        ))
    };
    if let Some(target) = &file.options.target {
        if *target.get_ref() <= 0 {
            return Err(option_problem(
                target.span().start,
                "options.target",
                t!(w(), "why-target"),
            ));
        }
        if file.options.quick {
            return Err(option_problem(
                target.span().start,
                "options.target",
                t!(w(), "why-quick-and-target"),
            ));
        }
    }
    if let Some(hands) = file.options.hands.as_ref().filter(|h| *h.get_ref() == 0) {
        return Err(option_problem(
            hands.span().start,
            "options.hands",
            t!(w(), "why-no-hands"),
        ));
    }
    let options = MatchOptions {
        target: file.options.target.as_ref().map(|t| *t.get_ref()),
        quick: file.options.quick,
        hands: file.options.hands.as_ref().map(|h| *h.get_ref()),
        chips: file.options.chips.as_ref().map(|c| *c.get_ref()),
    };
    let mut game = Match::new(
        variant,
        file.players.clone(),
        first_dealer,
        options,
        file.started,
    )
    .map_err(|e| at_top(crate::words::errors::setup_failure(w(), &e)))?;
    if file.format < FORMAT {
        game.checks = Checks::BeforeOneWayIn;
    }
    let hand_lines = entry_lines(text);
    let mut board = game.scoreboard();
    let words_read = Vocabulary::file();
    let mut older_hands = Vec::new();
    for (index, entry) in file.hands.into_iter().enumerate() {
        let number = index + 1;
        // A problem with one value points at its line and column; a problem with the whole
        // hand (totals, say) at the hand's `[[hand]]` line.
        let at_value = |value: &Text, what: String| {
            let (line, column, _) = position(text, value.span().start);
            anyhow!(t!(
                w(),
                "entry-at-value",
                origin = origin,
                line = line,
                column = column,
                number = number,
                what = what
            ))
        };
        let line = hand_lines
            .get(index)
            .copied()
            .unwrap_or_else(|| position(text, entry.dealer.span().start).0);
        let here = |what: String| {
            anyhow!(t!(
                w(),
                "entry-at-line",
                origin = origin,
                line = line,
                number = number,
                what = what
            ))
        };
        if entry.misdeal {
            let dealer = seat_of(entry.dealer.get_ref()).ok_or_else(|| {
                at_value(
                    &entry.dealer,
                    t!(
                        w(),
                        "dealer-not-player",
                        name = entry.dealer.get_ref().as_str()
                    ),
                )
            })?;
            game.push_misdeal(&mut board, dealer, entry.time)
                .map_err(|e| here(crate::words::errors::match_error(w(), &game, &e)))?;
            continue;
        }
        let raw = raw_hand(&game, &entry);
        let replayed = input::resolve(&game, &raw, &words_read)
            .and_then(|input| {
                game.replay_hand(&mut board, &input, entry.time)
                    .map_err(InputError::refused)
            })
            .map_err(|e| match &e.problem {
                Problem::Refused(refused) => {
                    here(crate::words::errors::match_error(w(), &game, refused))
                }
                _ => {
                    let (value, what) = file_place(w(), &game, &entry, &e);
                    at_value(value, what)
                }
            })?;
        if let Some(ruling) = replayed {
            older_hands.push((board.hands.len(), ruling));
        }
    }
    Ok(Loaded {
        game,
        board,
        older_hands,
    })
}

/// A saved hand as the input module takes it: names, cards and words as the file writes them.
/// A game that never passes writes `hold` for every hand, which is no pass entered.
fn raw_hand(game: &Match, entry: &FileEntry) -> RawHand {
    let text = |value: &Option<Text>| value.as_ref().map(|v| v.get_ref().clone());
    RawHand {
        took: entry
            .took
            .0
            .iter()
            .map(|(name, cards)| (name.clone(), cards.get_ref().clone()))
            .collect(),
        out: text(&entry.out),
        moon: entry.moon.map(|m| m.as_str().to_string()),
        renege: text(&entry.renege),
        dealer: Some(entry.dealer.get_ref().clone()),
        pass: entry
            .pass
            .and_then(|pass| game.pass_as_entered(pass))
            .map(|pass| pass.as_str().to_string()),
        declare: text(&entry.declare),
        bid: entry.bidder.as_ref().map(|name| RawBid::Given {
            name: name.get_ref().clone(),
            chips: entry.bid.unwrap_or(0),
        }),
        suit: text(&entry.suit),
        all_pass: entry.all_pass,
        pay: entry
            .pay
            .iter()
            .map(|p| RawPayment::Written(p.get_ref().clone()))
            .collect(),
    }
}

/// Where in the file a hand's value is at fault, and what is wrong with it, as a match file's
/// errors say it.
fn file_place<'a>(
    w: &crate::words::Words,
    game: &Match,
    entry: &'a FileEntry,
    error: &InputError,
) -> (&'a Text, String) {
    let named = |value: &'a Text, not_player: &str| {
        let said = w.get(
            not_player,
            &[crate::words::arg("name", value.get_ref().as_str())],
        );
        (value, said)
    };
    let token = |problem: &Problem| match problem {
        Problem::Token(token) => crate::words::errors::token_error(w, token),
        other => format!("{other:?}"),
    };
    match error.field {
        // A took entry is at fault only when the file has it.
        Field::Took(index) => {
            let (name, cards) = &entry.took.0[index];
            (cards, t!(w, "not-a-player", name = name.as_str()))
        }
        Field::Player(seat) => {
            let cards = entry
                .took
                .0
                .iter()
                .find(|(name, _)| find_player(&game.players, name) == Ok(seat))
                .map_or(&entry.dealer, |(_, cards)| cards);
            (cards, token(&error.problem))
        }
        Field::Dealer => named(&entry.dealer, "dealer-not-player"),
        Field::Bid => named(
            entry.bidder.as_ref().unwrap_or(&entry.dealer),
            "bidder-not-player",
        ),
        Field::Renege => named(
            entry.renege.as_ref().unwrap_or(&entry.dealer),
            "renege-not-player",
        ),
        Field::Declare => named(
            entry.declare.as_ref().unwrap_or(&entry.dealer),
            "declarer-not-player",
        ),
        Field::Suit => {
            let suit = entry.suit.as_ref().unwrap_or(&entry.dealer);
            (
                suit,
                t!(w, "suit-not-a-suit", text = suit.get_ref().as_str()),
            )
        }
        Field::Pay => {
            let payment = entry
                .pay
                .iter()
                .find(|p| input::payment(game, &RawPayment::Written(p.get_ref().clone())).is_err())
                .unwrap_or(&entry.dealer);
            (
                payment,
                t!(w, "pay-not-a-payment", text = payment.get_ref().as_str()),
            )
        }
        Field::Out => {
            let out = entry.out.as_ref().unwrap_or(&entry.dealer);
            (out, t!(w, "out-token", error = token(&error.problem)))
        }
        Field::Moon | Field::Pass | Field::AllPass | Field::Hand => {
            (&entry.dealer, format!("{:?}", error.problem))
        }
    }
}

/// The line of each `[[hand]]` header, in order.
/// One pass over the lines: finding each header's line from the top of the file made loading
/// a 1,000-hand match quadratic (most of `status`'s time went there).
fn entry_lines(text: &str) -> Vec<usize> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| line.starts_with("[[hand]]"))
        .map(|(index, _)| index + 1)
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
                ..FileEntry::bare(text(name(*dealer)), *time)
            },
            Entry::AllPass { dealer, time } => FileEntry {
                all_pass: true,
                ..FileEntry::bare(text(name(*dealer)), *time)
            },
            Entry::Hand(hand) => FileEntry {
                misdeal: false,
                all_pass: false,
                bidder: hand.bid.map(|(seat, _)| text(name(seat))),
                bid: hand.bid.map(|(_, bid)| bid),
                suit: hand.suit.map(|suit| text(suit.letter().to_string())),
                pay: hand
                    .payments
                    .iter()
                    .map(|p| text(p.written(&game.players)))
                    .collect(),
                dealer: text(name(hand.dealer)),
                pass: Some(hand.pass),
                time: hand.time,
                moon: hand.moon,
                renege: hand.renege.map(|seat| text(name(seat))),
                declare: hand.declare.map(|seat| text(name(seat))),
                out: (!hand.cards.out.is_empty()).then(|| text(hand.cards.out.to_card_text())),
                took: Took(
                    hand.cards
                        .took
                        .iter()
                        .enumerate()
                        .filter(|(_, capture)| !capture.is_empty())
                        .map(|(seat, capture)| (name(seat), text(capture.to_card_text())))
                        .collect(),
                ),
            },
        })
        .collect();
    // A file of an older format keeps it while a hand in it breaks a newer ruling.
    let format = if game.hands_breaking_rulings().is_empty() {
        FORMAT
    } else {
        FORMAT - 1
    };
    let file = MatchFile {
        format,
        started: game.started,
        players: game.players.clone(),
        first_dealer: name(game.first_dealer),
        options: FileOptions {
            target: game.options.target.map(|t| Spanned::new(0..0, t)),
            quick: game.options.quick,
            hands: game.options.hands.map(|h| Spanned::new(0..0, h)),
            chips: game.options.chips.map(|c| Spanned::new(0..0, c)),
        },
        variant: game.variant.raw.clone(),
        hands,
    };
    Ok(format!(
        "{HEADER}{}",
        toml::to_string(&file).with_context(|| t!(crate::words::process(), "write-toml"))?
    ))
}

/// Changes a match safely: takes the match's lock (waiting a few seconds for another command
/// working on it), loads it, lets `change` change it, saves it atomically and lets go of the
/// lock. A second command changing the same match meanwhile waits and then applies its change
/// to the new state, so no change is ever lost. If `change` fails, or the file does not load,
/// nothing is written. Returns what `change` returned and the match as saved, with its
/// standings recomputed.
///
/// The change's own error type is kept (a refusal stays the caller's typed refusal); a file
/// that cannot be read, locked or written comes back as that type too, through `From`.
pub fn update<T, E: From<anyhow::Error>>(
    path: &Path,
    change: impl FnOnce(&mut Match, &mut Scoreboard) -> std::result::Result<T, E>,
) -> std::result::Result<(T, Loaded), E> {
    if let Err(error) = std::fs::metadata(path) {
        // No lock file for a match that is not there; say why as `load` would.
        let error = Err::<(), _>(error).with_context(|| {
            let w = crate::words::process();
            t!(
                w,
                "cannot-read",
                what = w.get("what-match-file", &[]),
                path = path.display().to_string()
            )
        });
        return Err(E::from(error.unwrap_err()));
    }
    // Through a link, the match is its target: the lock sits beside it, so two links share it.
    let target = files::target(path);
    let _lock = lock::acquire(&target)?;
    let Loaded {
        mut game,
        mut board,
        ..
    } = load(path)?;
    let result = change(&mut game, &mut board)?;
    write_match(&target, &game)?;
    let board = game.scoreboard();
    Ok((
        result,
        Loaded {
            game,
            board,
            older_hands: Vec::new(),
        },
    ))
}

/// Saves `game` over the match at `path` only if the file still holds the entries `seen`
/// (what the caller last loaded or saved), all under the match's lock. If another command
/// changed the match meanwhile, nothing is written and the match on disk is returned.
pub fn save_unless_changed(path: &Path, game: &Match, seen: &[Entry]) -> Result<Option<Match>> {
    let target = files::target(path);
    let _lock = lock::acquire(&target)?;
    let fresh = load(path)?.game;
    if fresh.entries != seen {
        return Ok(Some(fresh));
    }
    write_match(&target, game)?;
    Ok(None)
}

/// Writes the match atomically (see the module's documentation) under its lock. Prefer
/// [`update`], which also loads under the same lock, for a change to a match on disk.
pub fn save(path: &Path, game: &Match) -> Result<()> {
    create_folder(path)?;
    let target = files::target(path);
    let _lock = lock::acquire(&target)?;
    write_match(&target, game)
}

/// Saves a new match without ever overwriting a file, even when two commands create the same
/// file at once: the check and the write happen under the match's lock.
pub fn create(path: &Path, game: &Match) -> Result<()> {
    let exists = || {
        anyhow!(t!(
            crate::words::process(),
            "already-exists",
            path = path.display().to_string()
        ))
    };
    if files::occupied(path) {
        return Err(exists());
    }
    create_folder(path)?;
    let _lock = lock::acquire(path)?;
    if files::occupied(path) {
        return Err(exists());
    }
    write_match(path, game)
}

/// Saves a new match in `dir` under a name with its start and variant
/// (`2026-11-22_200000_hartenjagen.toml`), or the next free one (`…-2.toml`, `…-3.toml`): the
/// name is taken under its lock, so two matches started in the same second get two files.
/// Returns the file's path.
pub fn create_in(dir: &Path, game: &Match) -> Result<PathBuf> {
    create_dir(dir)?;
    let stem = format!(
        "{}_{}",
        game.started.format("%Y-%m-%d_%H%M%S"),
        game.rules.variant
    );
    for n in 1..=1000 {
        let path = match n {
            1 => dir.join(format!("{stem}.toml")),
            n => dir.join(format!("{stem}-{n}.toml")),
        };
        if files::occupied(&path) {
            continue;
        }
        let _lock = lock::acquire(&path)?;
        if files::occupied(&path) {
            continue;
        }
        write_match(&path, game)?;
        return Ok(path);
    }
    bail!(t!(
        crate::words::process(),
        "too-many-names",
        dir = dir.display().to_string(),
        stem = stem
    ))
}

fn create_folder(path: &Path) -> Result<()> {
    match path.parent().filter(|d| !d.as_os_str().is_empty()) {
        Some(dir) => create_dir(dir),
        None => Ok(()),
    }
}

/// Creates a folder and the folders above it, saying which one could not be made.
fn create_dir(dir: &Path) -> Result<()> {
    std::fs::create_dir_all(dir).with_context(|| {
        t!(
            crate::words::process(),
            "create-folder",
            path = dir.display().to_string()
        )
    })
}

/// Renders and writes the match at `target` (no link); the caller holds the lock. A
/// read-only file is refused; stale temporary and lock files of killed commands in the folder
/// are removed afterwards.
fn write_match(target: &Path, game: &Match) -> Result<()> {
    files::check_writable(target)?;
    let text = render(game)?;
    files::write_atomically(target, text.as_bytes(), || Ok(())).with_context(|| {
        t!(
            crate::words::process(),
            "write-match",
            path = target.display().to_string()
        )
    })?;
    let dir = match target.parent().filter(|d| !d.as_os_str().is_empty()) {
        Some(dir) => dir,
        None => Path::new("."),
    };
    files::remove_stale(dir);
    Ok(())
}

/// Every match file in the folder (hidden and temporary files are not matches; a file reached
/// through two names is listed once). A folder that is missing holds none; one that cannot be
/// read, or a file where the folder (or the data folder) should be, is an error that says so.
pub fn match_files(dir: &Path) -> Result<Vec<PathBuf>> {
    Ok(match_files_with_metadata(dir)?
        .into_iter()
        .map(|(path, _)| path)
        .collect())
}

/// [`match_files`], each with its metadata (through links) where it could be read.
pub fn match_files_with_metadata(dir: &Path) -> Result<Vec<(PathBuf, Option<std::fs::Metadata>)>> {
    match std::fs::metadata(dir) {
        Ok(metadata) if !metadata.is_dir() => bail!(t!(
            crate::words::process(),
            "folder-is-file",
            path = dir.display().to_string()
        )),
        Ok(_) => {}
        Err(error)
            if matches!(
                error.kind(),
                std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
            ) =>
        {
            // Nothing yet; unless something in the way is a file (HARTENJAGEN_HOME, say).
            for ancestor in dir.ancestors().skip(1) {
                match std::fs::metadata(ancestor) {
                    Ok(metadata) if metadata.is_dir() => break,
                    Ok(_) => bail!(t!(
                        crate::words::process(),
                        "home-is-file",
                        path = ancestor.display().to_string()
                    )),
                    Err(_) => {}
                }
            }
            return Ok(Vec::new());
        }
        Err(error) => {
            return Err(error).with_context(|| {
                t!(
                    crate::words::process(),
                    "read-matches-folder",
                    path = dir.display().to_string()
                )
            });
        }
    }
    let entries = std::fs::read_dir(dir).with_context(|| {
        t!(
            crate::words::process(),
            "read-matches-folder",
            path = dir.display().to_string()
        )
    })?;
    let named: Vec<std::fs::DirEntry> = entries
        .flatten()
        .filter(|entry| {
            let name = entry.file_name();
            let path = Path::new(&name);
            path.extension().is_some_and(|e| e == "toml")
                && name.to_str().is_some_and(|n| !n.starts_with('.'))
        })
        .collect();
    let look = |entry: &std::fs::DirEntry| {
        let path = entry.path();
        let kind = entry.file_type().ok()?;
        if kind.is_file() {
            // Asked of the open folder by name: no walk down the whole path.
            Some((path, None, entry.metadata().ok()))
        } else if kind.is_symlink() && path.is_file() {
            let target = files::target(&path);
            let metadata = std::fs::metadata(&path).ok();
            Some((path, Some(target), metadata))
        } else {
            None
        }
    };
    // A club's folder is looked at on every core.
    let mut paths = super::on_every_core(&named, 2048, look);
    // Byte order of the whole path (one folder: the names' order), cheaper than comparing
    // and hashing paths component by component.
    paths.sort_by(|a, b| a.0.as_os_str().cmp(b.0.as_os_str()));
    if paths.iter().any(|(_, link, _)| link.is_some()) {
        // Two names of one file only through a link. A regular file's real path is the
        // folder's real path and its name: only links need resolving (a club's 26,000 files
        // would otherwise cost 130,000 `readlink`s).
        let real_dir = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf());
        let mut seen = std::collections::HashSet::new();
        paths.retain(|(path, link, _)| {
            let target = match (link, path.file_name()) {
                (Some(target), _) => target.clone(),
                (None, Some(name)) => real_dir.join(name),
                (None, None) => path.clone(),
            };
            seen.insert(target.into_os_string())
        });
    }
    Ok(paths
        .into_iter()
        .map(|(path, _, metadata)| (path, metadata))
        .collect())
}

/// The current match: the most recently changed match file, finished or not.
pub fn current_match(dir: &Path) -> Result<PathBuf> {
    let newest = match_files(dir)?
        .into_iter()
        .filter_map(|p| Some((std::fs::metadata(&p).ok()?.modified().ok()?, p)))
        .max();
    newest
        .map(|(_, p)| p)
        .ok_or_else(|| anyhow!(t!(crate::words::process(), "no-match-yet")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::properties::{record_typed, typed_hand};
    use crate::core::testkit::{game, time};
    use proptest::prelude::*;
    use std::time::Duration;

    #[test]
    fn a_save_over_a_match_changed_meanwhile_writes_nothing_and_returns_the_match_on_disk() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("m.toml");
        let m = game("hartenjagen", 4);
        create(&path, &m).unwrap();
        let seen = m.entries.clone();
        // Another terminal records a hand.
        let mut other = m.clone();
        record_typed(
            &mut other,
            &["QS 3".into(), "5".into(), String::new(), "5".into()],
        )
        .unwrap();
        save(&path, &other).unwrap();
        let before = std::fs::read(&path).unwrap();
        let mut mine = m.clone();
        record_typed(
            &mut mine,
            &["QS".into(), "13".into(), String::new(), String::new()],
        )
        .unwrap();
        let fresh = save_unless_changed(&path, &mine, &seen).unwrap();
        assert_eq!(fresh.map(|f| f.entries), Some(other.entries.clone()));
        assert_eq!(std::fs::read(&path).unwrap(), before, "nothing written");
        // Saving over what is really on disk works.
        assert!(
            save_unless_changed(&path, &mine, &other.entries)
                .unwrap()
                .is_none()
        );
        assert_eq!(load(&path).unwrap().game.entries, mine.entries);
    }

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
        let text = render(&m)
            .unwrap()
            .replace(&format!("format = {FORMAT}"), "format = 99");
        let error = parse("m.toml", &text).err().unwrap().to_string();
        assert!(error.contains("newer hartenjagen"), "{error}");
    }

    #[test]
    fn a_bad_card_typed_into_the_file_is_reported_at_its_own_line_and_column() {
        let mut m = game("hartenjagen", 4);
        record_typed(
            &mut m,
            &["QS 3".into(), "5".into(), String::new(), "5".into()],
        )
        .unwrap();
        let text = render(&m).unwrap().replace("Bob = \"5\"", "Bob = \"5 QX\"");
        let line = text.lines().position(|l| l.starts_with("Bob = ")).unwrap() + 1;
        let error = parse("m.toml", &text).err().unwrap().to_string();
        assert!(
            error.starts_with(&format!(
                "m.toml:{line}:7: entry 1 of the match: \"QX\" is not a card"
            )),
            "{error}"
        );
        let text = render(&m).unwrap().replace("Bob = \"5\"", "Bo = \"5\"");
        let error = parse("m.toml", &text).err().unwrap().to_string();
        assert!(
            error.starts_with(&format!(
                "m.toml:{line}:6: entry 1 of the match: \"Bo\" is not one of the players"
            )),
            "{error}"
        );
    }

    #[test]
    fn an_auction_hand_and_a_passed_out_deal_read_back_and_a_stranger_bidding_is_named() {
        let mut m = game("auction", 4);
        let mut hand = crate::core::testkit::input(&m, &[("Ann", "3"), ("Dee", "rest")]);
        hand.bid = Some((1, 5));
        hand.suit = Some(crate::core::cards::Suit::Hearts);
        m.record(&hand, crate::core::testkit::time()).unwrap();
        crate::core::testkit::all_pass(&mut m).unwrap();
        let text = render(&m).unwrap();
        let loaded = parse("m.toml", &text).unwrap();
        assert_eq!(loaded.game.entries, m.entries);
        assert_eq!(loaded.board.pot, m.scoreboard().pot);
        let text = text.replace("bidder = \"Bob\"", "bidder = \"Zed\"");
        let line = text
            .lines()
            .position(|l| l.starts_with("bidder = "))
            .unwrap()
            + 1;
        let error = parse("m.toml", &text).err().unwrap().to_string();
        assert!(
            error.starts_with(&format!(
                "m.toml:{line}:10: entry 1 of the match: bidder \"Zed\" is not one of the players"
            )),
            "{error}"
        );
    }

    fn folder_names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_save_that_fails_between_write_and_rename_leaves_the_old_file_and_no_litter() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("m.toml");
        std::fs::write(&path, "old").unwrap();
        let error = files::write_atomically(&path, b"new", || {
            // The new text is complete in a hidden file of its own; the match is untouched.
            let names = folder_names(dir.path());
            assert_eq!(names.len(), 2, "{names:?}");
            let temporary = names.iter().find(|n| n.starts_with(".m.toml.")).unwrap();
            assert_eq!(std::fs::read(dir.path().join(temporary)).unwrap(), b"new");
            assert!(match_files(dir.path()).unwrap() == vec![path.clone()]);
            assert_eq!(std::fs::read(&path).unwrap(), b"old");
            Err(std::io::Error::other("injected failure"))
        })
        .unwrap_err();
        assert_eq!(error.to_string(), "injected failure");
        assert_eq!(std::fs::read(&path).unwrap(), b"old");
        assert_eq!(folder_names(dir.path()), ["m.toml"]);
        files::write_atomically(&path, b"new", || Ok(())).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"new");
        assert_eq!(folder_names(dir.path()), ["m.toml"]);
    }

    #[test]
    fn only_marked_temporary_and_lock_files_of_killed_commands_are_removed_once_a_minute_old() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("m.toml");
        let make = |name: &str, age: u64| {
            let file = std::fs::File::create(dir.path().join(name)).unwrap();
            let when = std::time::SystemTime::now() - Duration::from_secs(age);
            file.set_modified(when).unwrap();
        };
        make(".m.toml.Ab12Cd.hartenjagen-tmp", 120); // a killed save's, old: removed
        make(".m.toml.Zz99zz.hartenjagen-tmp", 5); // perhaps a save going on right now: kept
        make(".m.toml.hartenjagen-lock", 120); // a killed command's lock file: used, then removed
        make(".n.toml.Ab12Cd.hartenjagen-tmp", 120); // a killed `new`'s: removed too
        make(".n.toml.hartenjagen-lock", 120); // a killed `new`'s lock, nobody holds it
        make(".m.toml.backup", 120); // the user's own files: never touched
        make(".m.toml.2024v1", 120);
        make(".m.toml.lock", 120);
        make("notes.m.toml.Ab12Cd", 120);
        save(&path, &game("hartenjagen", 4)).unwrap();
        assert_eq!(
            folder_names(dir.path()),
            [
                ".m.toml.2024v1",
                ".m.toml.Zz99zz.hartenjagen-tmp",
                ".m.toml.backup",
                ".m.toml.lock",
                "m.toml",
                "notes.m.toml.Ab12Cd"
            ]
        );
        assert_eq!(match_files(dir.path()).unwrap(), vec![path]);
    }

    #[cfg(unix)]
    #[test]
    fn a_link_to_a_match_in_the_same_folder_is_listed_once() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("b.toml");
        create(&path, &game("hartenjagen", 4)).unwrap();
        std::os::unix::fs::symlink(&path, dir.path().join("a.toml")).unwrap();
        std::os::unix::fs::symlink("b.toml", dir.path().join("c.toml")).unwrap();
        let listed = match_files(dir.path()).unwrap();
        assert_eq!(
            listed,
            vec![dir.path().join("a.toml")],
            "the first name kept"
        );
    }

    #[test]
    fn update_saves_the_change_and_a_failed_change_writes_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("m.toml");
        create(&path, &game("hartenjagen", 4)).unwrap();
        let (number, loaded) = update(&path, |game, board| {
            let hand = crate::core::testkit::input(game, &[("Ann", "QS 3"), ("Bob", "10")]);
            game.push_hand(board, &hand, time())?;
            Ok::<_, anyhow::Error>(board.hands.len())
        })
        .unwrap();
        assert_eq!(number, 1);
        assert_eq!(loaded.board.totals, [16, 10, 0, 0]);
        assert_eq!(load(&path).unwrap().board, loaded.board);
        let before = std::fs::read(&path).unwrap();
        let error = update(&path, |game, board| {
            game.undo()?;
            *board = game.scoreboard();
            Err::<(), _>(anyhow!("changed my mind"))
        })
        .err()
        .unwrap();
        assert_eq!(error.to_string(), "changed my mind");
        assert_eq!(std::fs::read(&path).unwrap(), before);
        assert_eq!(folder_names(dir.path()), ["m.toml"]);
    }

    #[test]
    fn update_of_a_missing_match_leaves_no_lock_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("m.toml");
        let error = update(&path, |_, _| Ok::<_, anyhow::Error>(()))
            .err()
            .unwrap()
            .to_string();
        assert!(error.starts_with("cannot read the match file"), "{error}");
        assert!(folder_names(dir.path()).is_empty());
    }

    #[test]
    fn a_damaged_file_is_never_overwritten_by_update() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("m.toml");
        create(&path, &game("hartenjagen", 4)).unwrap();
        let damaged = std::fs::read_to_string(&path)
            .unwrap()
            .replace(&format!("format = {FORMAT}"), "format = ");
        std::fs::write(&path, &damaged).unwrap();
        let error = update(&path, |_, _| Ok::<_, anyhow::Error>(()))
            .err()
            .unwrap()
            .to_string();
        assert!(
            error.starts_with(&format!("{}:", path.display())),
            "{error}"
        );
        assert_eq!(std::fs::read_to_string(&path).unwrap(), damaged);
    }

    #[test]
    fn create_never_overwrites_a_file_even_when_racing() {
        let dir = tempfile::tempdir().unwrap();
        let path = std::sync::Arc::new(dir.path().join("new/m.toml"));
        let racers: Vec<_> = (0..6)
            .map(|i| {
                let path = path.clone();
                std::thread::spawn(move || {
                    let players = if i % 2 == 0 { 4 } else { 3 };
                    let name = if i % 2 == 0 {
                        "hartenjagen"
                    } else {
                        "black-maria"
                    };
                    create(&path, &game(name, players)).is_ok()
                })
            })
            .collect();
        let won = racers
            .into_iter()
            .map(|r| r.join().unwrap())
            .filter(|ok| *ok)
            .count();
        assert_eq!(won, 1);
        let error = create(&path, &game("hartenjagen", 4))
            .err()
            .unwrap()
            .to_string();
        assert!(error.contains("already exists"), "{error}");
        assert!(load(&path).is_ok());
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

    #[test]
    fn an_impossible_option_in_a_match_file_is_named_by_its_key_and_line() {
        let mut m = game("hartenjagen", 4);
        m.options.target = Some(50);
        let with = |line: &str| {
            render(&m)
                .unwrap()
                .lines()
                .map(|l| if l == "target = 50" { line } else { l })
                .collect::<Vec<_>>()
                .join("\n")
        };
        let text = with("target = -5");
        let line = text.lines().position(|l| l == "target = -5").unwrap() + 1;
        let error = parse("m.toml", &text).err().unwrap().to_string();
        assert_eq!(
            error,
            format!("m.toml:{line}:10: options.target: must be a positive number of points")
        );
        let text = with("hands = 0");
        let error = parse("m.toml", &text).err().unwrap().to_string();
        assert!(
            error.ends_with("options.hands: a match needs at least one hand"),
            "{error}"
        );
    }
}
