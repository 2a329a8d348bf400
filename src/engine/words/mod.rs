//! The one words layer: every sentence the table reads comes from here, in the language the
//! table chose. The sentences are Fluent messages, one resource file per language (`en.ftl`,
//! `nl.ftl`), with plurals, lists ("Ann, Bob and Cas" / "Ann, Bob en Cas"), signs, capitals
//! and card names done once. The core returns data (errors as enums, a hand's events); only
//! this layer turns them into words.
//!
//! Adding a language: one more `.ftl` file (a copy of `en.ftl`, translated), one more line
//! in [`LANGUAGES`] and in [`Lang`], and one word table in [`vocab`] (`input::vocab`: the words
//! typed, pass, moon, commands, card letters). A message the new file lacks falls back to English.

pub mod errors;
mod pass;
pub(crate) mod toml;

use crate::core::cards::{Card, Rank, Suit};
use crate::core::score::Score;
use crate::core::scoring::Capture;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

pub use crate::input::lang::Lang;
pub use crate::input::vocab;
pub use pass::{pass_name, pass_way};

/// Every language: its code and its messages.
const LANGUAGES: [(Lang, &str, &str); 2] = [
    (Lang::En, Lang::En.code(), include_str!("en.ftl")),
    (Lang::Nl, Lang::Nl.code(), include_str!("nl.ftl")),
];

/// The messages of one language, with English behind them.
pub struct Words {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
    english: Option<FluentBundle<FluentResource>>,
    /// At a club evening: the language's club messages before its own (see [`AT_CLUB`]).
    club: std::cell::OnceCell<FluentBundle<FluentResource>>,
}

/// The messages that read differently at a club evening, for the languages where they do: in
/// Dutch a hand is a *ronde* at home, but at the club a hand is a *spel* and a club round a
/// *ronde*, so a club table's match and every club screen say *spel* for a hand. English says
/// "hand" and "round" everywhere and has none.
const AT_CLUB: [(Lang, &str); 1] = [(Lang::Nl, include_str!("nl-club.ftl"))];

/// The command line's own words (the help of every command and clap's refusals), for the
/// languages that have them; English has none: clap's own rendering of the doc comments in
/// `src/cli` is the English.
const COMMAND_LINE: [(Lang, &str); 1] = [(Lang::Nl, include_str!("cli-nl.ftl"))];

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let (_, code, source) = LANGUAGES
        .iter()
        .find(|(l, _, _)| *l == lang)
        .copied()
        .unwrap_or(LANGUAGES[0]);
    bundle_of(code, source)
}

fn bundle_of(code: &str, source: &str) -> FluentBundle<FluentResource> {
    let id: unic_langid::LanguageIdentifier = code.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new(vec![id]);
    // No invisible direction marks around the values: the terminal shows plain text.
    bundle.set_use_isolating(false);
    // The resources are ours and checked by a test; a broken entry falls back to English.
    let resource =
        FluentResource::try_new(source.to_string()).unwrap_or_else(|(partial, _)| partial);
    let _ = bundle.add_resource(resource);
    bundle
}

/// One value for a message: `arg("name", value)`.
pub type Arg<'a> = (&'a str, FluentValue<'a>);

impl Words {
    /// The words of `lang`.
    pub fn new(lang: Lang) -> Words {
        Words {
            lang,
            bundle: bundle(lang),
            english: (lang != Lang::En).then(|| bundle(Lang::En)),
            club: std::cell::OnceCell::new(),
        }
    }

    /// These words as a club evening says them (a club table's match, every club screen).
    pub fn at_club(self) -> Words {
        self.enter_club();
        self
    }

    /// From now on, say things as a club evening says them.
    pub fn enter_club(&self) {
        if let Some((_, source)) = AT_CLUB.iter().find(|(l, _)| *l == self.lang) {
            self.club
                .get_or_init(|| bundle_of(self.lang.code(), source));
        }
    }

    /// Say things as the match `game` is played: a club table's match as a club evening.
    pub fn follow(&self, game: &crate::core::game::Match) {
        if game.options.club {
            self.enter_club();
        }
    }

    /// The bundles a message is looked up in, first to last.
    fn bundles(&self) -> impl Iterator<Item = &FluentBundle<FluentResource>> {
        self.club
            .get()
            .into_iter()
            .chain(std::iter::once(&self.bundle))
            .chain(self.english.as_ref())
    }

    /// The words of the command line itself in `lang` (help and clap's refusals); none for
    /// English, whose command line is clap's own.
    pub fn command_line(lang: Lang) -> Option<Words> {
        let (_, source) = COMMAND_LINE.iter().find(|(l, _)| *l == lang)?;
        Some(Words {
            lang,
            bundle: bundle_of(lang.code(), source),
            english: None,
            club: std::cell::OnceCell::new(),
        })
    }

    /// The language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The message `id` with `args`; the English one if this language lacks it; the id itself
    /// if no language has it (a test makes sure every id used exists).
    pub fn get(&self, id: &str, args: &[Arg]) -> String {
        let mut fluent = FluentArgs::new();
        for (name, value) in args {
            fluent.set(*name, value.clone());
        }
        for bundle in self.bundles() {
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&fluent), &mut errors);
                return text.into_owned();
            }
        }
        id.to_string()
    }

    /// Whether this language or English has the message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.bundles().any(|bundle| bundle.has_message(id))
    }

    /// Items joined as a list: "Ann, Bob and Cas" ("Ann, Bob en Cas").
    pub fn and<T: AsRef<str>>(&self, items: &[T]) -> String {
        self.join(items, "list-and")
    }

    /// Items joined as alternatives: "Ann, Bob or Cas" ("Ann, Bob of Cas").
    pub fn or<T: AsRef<str>>(&self, items: &[T]) -> String {
        self.join(items, "list-or")
    }

    fn join<T: AsRef<str>>(&self, items: &[T], last: &str) -> String {
        match items {
            [] => String::new(),
            [one] => one.as_ref().to_string(),
            [rest @ .., end] => {
                let head: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
                format!(
                    "{} {} {}",
                    head.join(", "),
                    self.get(last, &[]),
                    end.as_ref()
                )
            }
        }
    }

    /// A card as this language writes it: "Q♠" in English, "V♠" in Dutch; "joker".
    pub fn card(&self, card: Card) -> String {
        match card {
            Card::Joker => self.get("card-joker", &[]),
            Card::Suited { rank, suit } => format!("{}{}", self.rank(rank), suit.symbol()),
        }
    }

    /// The cards of a capture as this language writes them: "Q♠ 3" / "V♠ 3"; "-" for none.
    pub fn capture(&self, capture: &Capture) -> String {
        if capture.is_empty() {
            return "-".into();
        }
        let mut cards: Vec<(Card, u8)> = capture.cards.iter().map(|(&c, &n)| (c, n)).collect();
        cards.sort_by_key(|(card, _)| card.display_order());
        let mut words: Vec<String> = cards
            .iter()
            .flat_map(|&(card, copies)| std::iter::repeat_n(self.card(card), usize::from(copies)))
            .collect();
        if capture.hearts > 0 {
            words.push(capture.hearts.to_string());
        }
        // Trick words as they are typed, so that a saved hand reads back for `edit`.
        if capture.tricks > 0 {
            words.insert(
                0,
                self.get("capture-tricks", &[arg("count", capture.tricks)]),
            );
        }
        if capture.first {
            words.push(self.get("trick-word-first", &[]));
        }
        if capture.last {
            words.push(self.get("trick-word-last", &[]));
        }
        words.join(" ")
    }

    /// The cards of a capture as a sentence says them: "Q♠ and 12 hearts" / "V♠ en 12 harten";
    /// "1 trick, J♦ and J♣" / "1 slag, B♦ en B♣"; every one of the pack's `deck_hearts` hearts
    /// as "all 13 hearts" / "alle 13 harten", not one by one.
    pub fn capture_said(&self, capture: &Capture, deck_hearts: u8) -> String {
        let mut cards: Vec<(Card, u8)> = capture.cards.iter().map(|(&c, &n)| (c, n)).collect();
        cards.sort_by_key(|(card, _)| card.display_order());
        let hearts_taken = capture.hearts
            + cards
                .iter()
                .filter(|(card, _)| card.is_heart())
                .map(|&(_, copies)| u32::from(copies))
                .sum::<u32>();
        let all_hearts = deck_hearts > 1 && hearts_taken == u32::from(deck_hearts);
        if all_hearts {
            cards.retain(|(card, _)| !card.is_heart());
        }
        let mut words: Vec<String> = Vec::new();
        if capture.tricks > 0 {
            words.push(self.get("tricks-said", &[arg("count", capture.tricks)]));
        }
        words.extend(
            cards.iter().flat_map(|&(card, copies)| {
                std::iter::repeat_n(self.card(card), usize::from(copies))
            }),
        );
        if all_hearts {
            words.push(self.get("moon-needs-hearts", &[arg("count", deck_hearts)]));
        } else if capture.hearts > 0 {
            words.push(self.get("hearts-count", &[arg("count", capture.hearts)]));
        }
        if capture.first {
            words.push(self.get("trick-word-first", &[]));
        }
        if capture.last {
            words.push(self.get("trick-word-last", &[]));
        }
        self.and(&words)
    }

    /// A card as it is typed in this language: "QS" in English, "SV" in Dutch (suit first).
    pub fn typed_card(&self, card: Card) -> String {
        match card {
            Card::Joker => "JK".into(),
            Card::Suited { rank, suit } => match self.lang {
                Lang::En => format!("{}{}", self.rank(rank), suit.letter()),
                Lang::Nl => format!(
                    "{}{}",
                    self.get(dutch_suit_letter(suit), &[]),
                    self.rank(rank)
                ),
            },
        }
    }

    /// A day as running text and paper say it: "2026-12-01" in English, "dinsdag 1 december
    /// 2026" in Dutch; a text that is no `YYYY-MM-DD` day as it is.
    pub fn day(&self, iso: &str) -> String {
        use chrono::Datelike;
        match chrono::NaiveDate::parse_from_str(iso, "%Y-%m-%d") {
            Ok(day) => self.get(
                "day-long",
                &[
                    arg("iso", iso),
                    arg("weekday", day.weekday().number_from_monday()),
                    arg("day", day.day()),
                    arg("month", day.month()),
                    arg("year", day.year().to_string()),
                ],
            ),
            Err(_) => iso.to_string(),
        }
    }

    /// A rank's letter or number: "Q" / "V", "10".
    pub fn rank(&self, rank: Rank) -> String {
        match rank.value() {
            11 => self.get("rank-jack", &[]),
            12 => self.get("rank-queen", &[]),
            13 => self.get("rank-king", &[]),
            14 => self.get("rank-ace", &[]),
            n => n.to_string(),
        }
    }

    /// The text after a heading's colon ("Passing: No passing."): English starts it with a
    /// capital; Dutch goes on in lower case, as Dutch writes after a colon.
    pub fn after_colon(&self, text: &str) -> String {
        match self.lang {
            Lang::En => capital(text),
            Lang::Nl => text.to_string(),
        }
    }

    /// A number with `places` decimals, with this language's decimal sign: "8.25" / "8,25".
    pub fn decimal(&self, value: f64, places: usize) -> String {
        let shown = format!("{value:.places$}");
        match self.lang {
            Lang::En => shown,
            Lang::Nl => shown.replace('.', ","),
        }
    }

    /// A suit's letter as it is typed in this language: "D" / "R".
    pub fn suit_letter(&self, suit: Suit) -> String {
        self.get(dutch_suit_letter(suit), &[])
    }

    /// A suit's name in the plural: "hearts" / "harten".
    pub fn suit(&self, suit: Suit) -> String {
        self.get(
            match suit {
                Suit::Spades => "suit-spades",
                Suit::Hearts => "suit-hearts",
                Suit::Diamonds => "suit-diamonds",
                Suit::Clubs => "suit-clubs",
            },
            &[],
        )
    }
}

fn dutch_suit_letter(suit: Suit) -> &'static str {
    match suit {
        Suit::Spades => "suit-letter-spades",
        Suit::Hearts => "suit-letter-hearts",
        Suit::Diamonds => "suit-letter-diamonds",
        Suit::Clubs => "suit-letter-clubs",
    }
}

/// A signed number as a change: "+5", "−3", "0"; in Complex Hearts "+3+13i", "−26+6i".
pub fn signed(points: impl Into<Score>) -> String {
    let points = points.into();
    let shown = total(points);
    if points.re > 0 || (points.re == 0 && points.im > 0) {
        format!("+{shown}")
    } else {
        shown
    }
}

/// A total: "12", "−3"; in Complex Hearts "3+13i", "−26−6i".
pub fn total(points: impl Into<Score>) -> String {
    points.into().to_string().replace('-', "−")
}

/// The first letter in capitals: "whoever holds 2♣" → "Whoever holds 2♣".
pub fn capital(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().collect::<String>() + chars.as_str(),
        None => String::new(),
    }
}

/// A message with its values: `t!(words, "hand-recorded", number = 3, points = text)`.
#[macro_export]
macro_rules! t {
    ($words:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $words.get($id, &[$($crate::words::arg(stringify!($name), $value)),*])
    };
}

/// A score in a message: a plain number as a number (as every penalty game has always shown
/// it), a complex one in brackets so that a sign before it reads right: "−(−26+6i)".
impl From<Score> for FluentValue<'_> {
    fn from(score: Score) -> Self {
        if score.is_real() {
            FluentValue::from(score.re)
        } else {
            FluentValue::from(format!("({})", total(score)))
        }
    }
}

/// A target in a message: a number as every game has always shown it, or, below 0 (Gong Zhu's
/// −1000), with a real minus sign.
pub fn target(value: i64) -> FluentValue<'static> {
    if value < 0 {
        FluentValue::from(total(value))
    } else {
        FluentValue::from(value)
    }
}

/// A value for a message.
pub fn arg<'a>(name: &'a str, value: impl Into<FluentValue<'a>>) -> Arg<'a> {
    (name, value.into())
}

#[cfg(test)]
mod tests;
