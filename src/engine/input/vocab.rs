//! The words a table types besides names and card codes: pass directions, moon choices,
//! suits, the prompt's commands, yes and no, the bid prompt's "everyone passed", the trick
//! words and the Dutch card vocabulary. One table per language, here and nowhere else; every
//! door (command line, prompt, phone, match file) reads them through a [`Vocabulary`], which
//! accepts the words of every language and shows those of its own.

use super::lang::Lang;
use crate::core::cards::{Rank, Suit};
use crate::core::tokens::{CardWords, Notation};
use crate::core::variant::{MoonChoice, PassDir};

/// A word that is a command at a player's prompt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CommandWord {
    /// Back to the previous prompt.
    Back,
    /// Take back the last saved entry.
    Undo,
    /// Correct hand N.
    Edit,
    /// The dealer deals again.
    Misdeal,
    /// A player reneged.
    Renege,
    /// Who dealt this hand.
    Dealer,
    /// How this hand was passed.
    Pass,
    /// Who made the game's declaration.
    Declare,
    /// The cards exposed before play (Gong Zhu).
    Expose,
    /// The list of commands.
    Help,
    /// Stop playing.
    Quit,
}

/// One language's words. The first word of each list is the one shown (in help, in a
/// refusal's list of what is accepted); the others are understood too.
struct Table {
    lang: Lang,
    pass: &'static [(PassDir, &'static [&'static str])],
    moon: &'static [(MoonChoice, &'static [&'static str])],
    suits: &'static [(Suit, &'static [&'static str])],
    /// Each command's words and what follows it in help (`N`, `NAME`, `…`).
    commands: &'static [(CommandWord, &'static [&'static str], &'static str)],
    all_pass: &'static [&'static str],
    yes: &'static [&'static str],
    no: &'static [&'static str],
    rest: &'static [&'static str],
    first: &'static [&'static str],
    last: &'static [&'static str],
    tricks: &'static [&'static str],
    joker: &'static [&'static str],
    /// Suit letters read before the rank (`SV`), and rank letters read after them.
    suit_letters: &'static [(&'static str, Suit)],
    rank_letters: &'static [(&'static str, u8)],
    /// Cards in full words: a suit word, then a rank word (`schoppenvrouw`).
    suit_words: &'static [(&'static str, Suit)],
    rank_words: &'static [(&'static str, u8)],
}

const ENGLISH: Table = Table {
    lang: Lang::En,
    pass: &[
        (PassDir::Left, &["left"]),
        (PassDir::Right, &["right"]),
        (PassDir::Across, &["across"]),
        (PassDir::Hold, &["hold"]),
        (PassDir::TwoLeft, &["two-left"]),
        (PassDir::TwoRight, &["two-right"]),
        (PassDir::Scatter, &["scatter"]),
        (PassDir::Centre, &["centre", "center"]),
    ],
    moon: &[
        (MoonChoice::Add, &["add"]),
        (MoonChoice::Subtract, &["subtract"]),
    ],
    suits: &[
        (Suit::Spades, &["S", "♠", "spades"]),
        (Suit::Hearts, &["H", "♥", "hearts"]),
        (Suit::Diamonds, &["D", "♦", "diamonds"]),
        (Suit::Clubs, &["C", "♣", "clubs"]),
    ],
    commands: &[
        (CommandWord::Back, &["back"], ""),
        (CommandWord::Undo, &["undo"], ""),
        (CommandWord::Edit, &["edit"], "N"),
        (CommandWord::Misdeal, &["misdeal"], ""),
        (CommandWord::Renege, &["renege"], "NAME"),
        (CommandWord::Dealer, &["dealer"], "NAME"),
        (CommandWord::Pass, &["pass"], "DIR"),
        (CommandWord::Declare, &["declare"], "NAME"),
        (CommandWord::Expose, &["expose"], "CARDS"),
        (CommandWord::Help, &["help", "?"], ""),
        (CommandWord::Quit, &["quit", "exit"], ""),
    ],
    all_pass: &["pass", "all pass"],
    yes: &["y", "yes"],
    no: &["n", "no"],
    rest: &["rest"],
    first: &["first"],
    last: &["last"],
    tricks: &["tricks:"],
    joker: &["joker"],
    suit_letters: &[],
    rank_letters: &[],
    suit_words: &[],
    rank_words: &[],
};

const DUTCH: Table = Table {
    lang: Lang::Nl,
    pass: &[
        (PassDir::Left, &["links"]),
        (PassDir::Right, &["rechts"]),
        (PassDir::Across, &["overkant", "over"]),
        (PassDir::Hold, &["niet", "geen"]),
        (PassDir::TwoLeft, &["twee-links"]),
        (PassDir::TwoRight, &["twee-rechts"]),
        (PassDir::Scatter, &["rondom"]),
        (PassDir::Centre, &["midden"]),
    ],
    moon: &[
        (MoonChoice::Add, &["erbij"]),
        (MoonChoice::Subtract, &["eraf"]),
    ],
    suits: &[
        (Suit::Spades, &["S", "♠", "schoppen"]),
        (Suit::Hearts, &["H", "♥", "harten"]),
        (Suit::Diamonds, &["R", "♦", "ruiten"]),
        (Suit::Clubs, &["K", "♣", "klaveren"]),
    ],
    commands: &[
        (CommandWord::Back, &["terug"], ""),
        (CommandWord::Undo, &["ongedaan", "herstel"], ""),
        (CommandWord::Edit, &["wijzig"], "N"),
        (CommandWord::Misdeal, &["opnieuw"], ""),
        (CommandWord::Renege, &["verzaakt"], "NAAM"),
        (CommandWord::Dealer, &["deler"], "NAAM"),
        (CommandWord::Pass, &["doorgeven"], "…"),
        (CommandWord::Declare, &["aankondigen"], "NAAM"),
        (
            CommandWord::Expose,
            &["tonen", "openleggen", "blootleggen"],
            "KAARTEN",
        ),
        (CommandWord::Help, &["hulp"], ""),
        (CommandWord::Quit, &["stop"], ""),
    ],
    all_pass: &["pas", "allemaal pas", "iedereen past"],
    yes: &["j", "ja"],
    no: &["n", "nee"],
    rest: &["rest"],
    first: &["eerste"],
    last: &["laatste"],
    tricks: &["slagen:"],
    joker: &[],
    suit_letters: &[
        ("s", Suit::Spades),
        ("h", Suit::Hearts),
        ("r", Suit::Diamonds),
        ("k", Suit::Clubs),
    ],
    rank_letters: &[("a", 14), ("h", 13), ("v", 12), ("b", 11)],
    suit_words: &[
        ("schoppen", Suit::Spades),
        ("harten", Suit::Hearts),
        ("ruiten", Suit::Diamonds),
        ("klaveren", Suit::Clubs),
        ("klaver", Suit::Clubs),
    ],
    rank_words: &[
        ("aas", 14),
        ("heer", 13),
        ("vrouw", 12),
        ("boer", 11),
        ("tien", 10),
        ("negen", 9),
        ("acht", 8),
        ("zeven", 7),
        ("zes", 6),
        ("vijf", 5),
        ("vier", 4),
        ("drie", 3),
        ("twee", 2),
    ],
};

/// Every language's table.
const TABLES: [&Table; 2] = [&ENGLISH, &DUTCH];

fn table(lang: Lang) -> &'static Table {
    TABLES
        .into_iter()
        .find(|t| t.lang == lang)
        .unwrap_or(&ENGLISH)
}

/// The value of a typed word in a list of (value, words), in any language and any case.
fn lookup<T: Copy + 'static>(
    text: &str,
    list: impl Fn(&'static Table) -> &'static [(T, &'static [&'static str])],
) -> Option<T> {
    let typed = text.trim().to_lowercase();
    TABLES.into_iter().find_map(|t| {
        list(t)
            .iter()
            .find(|(_, words)| words.iter().any(|w| w.to_lowercase() == typed))
            .map(|&(value, _)| value)
    })
}

/// The words of one door: understood in every language; shown, and `KH` read, in its own.
#[derive(Clone, Debug)]
pub struct Vocabulary {
    lang: Lang,
    cards: CardWords,
    /// Names must be written in full, as a match file writes them (people may type a prefix).
    exact_names: bool,
}

impl Vocabulary {
    /// The words of a door speaking `lang`.
    pub fn new(lang: Lang) -> Vocabulary {
        Vocabulary::with_notation(
            lang,
            match lang {
                Lang::En => Notation::English,
                Lang::Nl => Notation::Dutch,
            },
        )
    }

    /// The words a match file is read with: every word, cards read as English writes them,
    /// and every name in full.
    pub fn file() -> Vocabulary {
        Vocabulary {
            exact_names: true,
            ..Vocabulary::with_notation(Lang::En, Notation::English)
        }
    }

    /// Whether a name must be written in full (a match file), or may be a unique prefix.
    pub fn exact_names(&self) -> bool {
        self.exact_names
    }

    fn with_notation(lang: Lang, notation: Notation) -> Vocabulary {
        let words = |list: fn(&Table) -> &'static [&'static str]| {
            TABLES
                .iter()
                .flat_map(|t| list(t).iter().map(|w| w.to_string()))
                .collect()
        };
        let rank = |value: u8| Rank::new(value).unwrap_or(Rank::ACE);
        let cards = CardWords {
            notation,
            suit_letters: TABLES
                .iter()
                .flat_map(|t| t.suit_letters.iter().map(|&(w, s)| (w.to_string(), s)))
                .collect(),
            rank_letters: TABLES
                .iter()
                .flat_map(|t| {
                    t.rank_letters
                        .iter()
                        .map(|&(w, r)| (w.to_string(), rank(r)))
                })
                .collect(),
            suit_words: TABLES
                .iter()
                .flat_map(|t| t.suit_words.iter().map(|&(w, s)| (w.to_string(), s)))
                .collect(),
            rank_words: TABLES
                .iter()
                .flat_map(|t| t.rank_words.iter().map(|&(w, r)| (w.to_string(), rank(r))))
                .collect(),
            joker: words(|t| t.joker),
            rest: words(|t| t.rest),
            first: words(|t| t.first),
            last: words(|t| t.last),
            tricks: words(|t| t.tricks),
        };
        Vocabulary {
            lang,
            cards,
            exact_names: false,
        }
    }

    /// The card and trick words, for the core's card reader.
    pub fn cards(&self) -> &CardWords {
        &self.cards
    }

    /// A pass direction typed in any language: `left`, `links`, `over`, `twee-links`.
    pub fn pass(&self, text: &str) -> Option<PassDir> {
        pass(text)
    }

    /// A moon choice typed in any language: `add`, `erbij`.
    pub fn moon(&self, text: &str) -> Option<MoonChoice> {
        moon(text)
    }

    /// A suit typed in any language: a letter (`S H D C`, Dutch `R K`), a symbol or a name.
    pub fn suit(&self, text: &str) -> Option<Suit> {
        suit(text)
    }

    /// A command word at a player's prompt, in any language.
    pub fn command(&self, word: &str) -> Option<CommandWord> {
        let typed = word.trim().to_lowercase();
        TABLES
            .iter()
            .flat_map(|t| t.commands.iter())
            .find(|(_, words, _)| words.contains(&typed.as_str()))
            .map(|&(command, _, _)| command)
    }

    /// Whether a line at the bid prompt says everyone passed.
    pub fn is_all_pass(&self, line: &str) -> bool {
        let typed = line.trim().to_lowercase();
        TABLES.iter().any(|t| t.all_pass.contains(&typed.as_str()))
    }

    /// The yes words (this language's, then English).
    pub fn yes(&self) -> Vec<String> {
        self.own_then_english(|t| t.yes)
    }

    /// The no words (this language's, then English).
    pub fn no(&self) -> Vec<String> {
        self.own_then_english(|t| t.no)
    }

    fn own_then_english(&self, list: fn(&Table) -> &'static [&'static str]) -> Vec<String> {
        let mut words: Vec<String> = list(table(self.lang))
            .iter()
            .map(|w| w.to_string())
            .collect();
        for word in list(&ENGLISH) {
            if !words.iter().any(|w| w == word) {
                words.push(word.to_string());
            }
        }
        words
    }

    /// The prompt's commands as help shows them in this language: the command, its first
    /// word and what follows it (`edit N`, `wijzig N`).
    pub fn commands(&self) -> Vec<(CommandWord, String)> {
        table(self.lang)
            .commands
            .iter()
            .map(|(command, words, after)| {
                let shown = match *after {
                    "" => words[0].to_string(),
                    after => format!("{} {after}", words[0]),
                };
                (*command, shown)
            })
            .collect()
    }

    /// The pass words this language shows: `left, right, across, hold, two-left, two-right,
    /// scatter`.
    pub fn pass_words(&self) -> Vec<&'static str> {
        table(self.lang).pass.iter().map(|(_, w)| w[0]).collect()
    }

    /// The word this language shows for a pass direction: `centre`, `midden`.
    pub fn pass_word(&self, dir: PassDir) -> &'static str {
        table(self.lang)
            .pass
            .iter()
            .find(|(d, _)| *d == dir)
            .map_or(dir.as_str(), |(_, words)| words[0])
    }

    /// The moon words this language shows: `add, subtract`.
    pub fn moon_words(&self) -> Vec<&'static str> {
        table(self.lang).moon.iter().map(|(_, w)| w[0]).collect()
    }

    /// The word this language shows for a moon choice: `add`, `erbij`.
    pub fn moon_word(&self, choice: MoonChoice) -> &'static str {
        table(self.lang)
            .moon
            .iter()
            .find(|(c, _)| *c == choice)
            .map_or("", |(_, words)| words[0])
    }

    /// The suit letters this language shows: `S, H, D, C`.
    pub fn suit_words(&self) -> Vec<&'static str> {
        table(self.lang).suits.iter().map(|(_, w)| w[0]).collect()
    }
}

/// The words that say "none" where a moon choice or a suit is asked, in every language.
const NONE_WORDS: [&str; 2] = ["none", "geen"];

/// Whether a value says "none": `-` at every door, and where `words` also `none` and `geen`
/// (a moon choice, a suit).
pub fn is_none(text: &str, words: bool) -> bool {
    let text = text.trim();
    text == "-" || (words && NONE_WORDS.iter().any(|w| w.eq_ignore_ascii_case(text)))
}

/// A pass direction typed in any language.
pub fn pass(text: &str) -> Option<PassDir> {
    lookup(text, |t| t.pass)
}

/// A moon choice typed in any language.
pub fn moon(text: &str) -> Option<MoonChoice> {
    lookup(text, |t| t.moon)
}

/// A suit typed in any language.
pub fn suit(text: &str) -> Option<Suit> {
    lookup(text, |t| t.suits)
}

/// clap's check of a `--pass` value: a pass word of any language, kept as typed for the
/// input module; anything else is a usage error listing the English words.
pub fn pass_flag(text: &str) -> Result<String, String> {
    known(
        text,
        pass(text).is_some() || is_none(text, false),
        &ENGLISH.pass.map_first(),
    )
}

/// clap's check of a `--moon` value (`add`, `subtract`, `erbij`, `eraf`).
pub fn moon_flag(text: &str) -> Result<String, String> {
    known(
        text,
        moon(text).is_some() || is_none(text, true),
        &ENGLISH.moon.map_first(),
    )
}

/// clap's check of a `--suit` value.
pub fn suit_flag(text: &str) -> Result<String, String> {
    match suit(text) {
        _ if is_none(text, true) => Ok(text.to_string()),
        Some(_) => Ok(text.to_string()),
        None => Err("use S, H, D or C (or ♠ ♥ ♦ ♣)".into()),
    }
}

fn known(text: &str, is_known: bool, words: &[&str]) -> Result<String, String> {
    if is_known {
        return Ok(text.to_string());
    }
    Err(match words {
        [one, two] => format!("use {one} or {two}"),
        [rest @ .., last] => format!("use {} or {last}", rest.join(", ")),
        [] => String::new(),
    })
}

/// Whether `text` is a suit's full word in any language (`schoppen`): a card typed in two
/// words, `schoppen vrouw`, is written as one (`schoppenvrouw`).
pub fn is_suit_word(text: &str) -> bool {
    let text = text.to_lowercase();
    TABLES
        .iter()
        .any(|t| t.suit_words.iter().any(|(word, _)| *word == text))
}

/// The pass words of `lang`, the first of each direction: what a refusal offers.
pub fn pass_words(lang: Lang) -> Vec<&'static str> {
    table(lang).pass.map_first()
}

/// The moon words of `lang`, the first of each choice.
pub fn moon_words(lang: Lang) -> Vec<&'static str> {
    table(lang).moon.map_first()
}

/// The suit letters of `lang` (S, H, R, K in Dutch).
pub fn suit_letters(lang: Lang) -> Vec<&'static str> {
    table(lang).suits.map_first()
}

/// Each suit with its letter in `lang`, spades first.
pub fn suits_lettered(lang: Lang) -> Vec<(Suit, &'static str)> {
    table(lang)
        .suits
        .iter()
        .map(|(suit, words)| (*suit, words[0]))
        .collect()
}

/// The first word of each entry of a word list.
trait FirstWords {
    fn map_first(&self) -> Vec<&'static str>;
}

impl<T> FirstWords for &'static [(T, &'static [&'static str])] {
    fn map_first(&self) -> Vec<&'static str> {
        self.iter().map(|(_, words)| words[0]).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_door_reads_the_pass_words_of_both_languages() {
        let english = Vocabulary::new(Lang::En);
        assert_eq!(english.pass("links"), Some(PassDir::Left));
        assert_eq!(english.pass("LEFT"), Some(PassDir::Left));
        assert_eq!(english.pass("twee-rechts"), Some(PassDir::TwoRight));
        assert_eq!(english.pass("rondom"), Some(PassDir::Scatter));
        assert_eq!(english.pass("schuin"), None);
        // The Dutch words the hints suggest: links, rechts, over, niet, and rondom.
        let dutch = Vocabulary::new(Lang::Nl);
        for (word, pass) in [
            ("links", PassDir::Left),
            ("rechts", PassDir::Right),
            ("over", PassDir::Across),
            ("overkant", PassDir::Across),
            ("niet", PassDir::Hold),
            ("rondom", PassDir::Scatter),
            ("midden", PassDir::Centre),
        ] {
            assert_eq!(dutch.pass(word), Some(pass), "{word}");
            assert_eq!(pass_flag(word), Ok(word.to_string()), "--pass {word}");
        }
    }

    #[test]
    fn the_centre_is_centre_or_center_in_english_and_midden_in_dutch() {
        let english = Vocabulary::new(Lang::En);
        for word in ["centre", "center", "CENTRE", "midden"] {
            assert_eq!(english.pass(word), Some(PassDir::Centre), "{word}");
            assert_eq!(pass_flag(word), Ok(word.to_string()), "--pass {word}");
        }
        assert_eq!(english.pass_word(PassDir::Centre), "centre");
        assert_eq!(
            Vocabulary::new(Lang::Nl).pass_word(PassDir::Centre),
            "midden"
        );
        // The file's word is the English one.
        assert_eq!(PassDir::Centre.as_str(), "centre");
    }

    #[test]
    fn the_moon_words_are_add_and_subtract_or_erbij_and_eraf() {
        let dutch = Vocabulary::new(Lang::Nl);
        assert_eq!(dutch.moon("erbij"), Some(MoonChoice::Add));
        assert_eq!(dutch.moon("eraf"), Some(MoonChoice::Subtract));
        assert_eq!(dutch.moon("add"), Some(MoonChoice::Add));
        assert_eq!(dutch.moon("both"), None);
    }

    #[test]
    fn the_prompt_commands_are_read_in_either_language_and_shown_in_its_own() {
        let dutch = Vocabulary::new(Lang::Nl);
        assert_eq!(dutch.command("ongedaan"), Some(CommandWord::Undo));
        // `herstel` still works, but help shows `ongedaan` ("herstellen" is to repair).
        assert_eq!(dutch.command("herstel"), Some(CommandWord::Undo));
        assert!(
            dutch
                .commands()
                .contains(&(CommandWord::Undo, "ongedaan".to_string()))
        );
        assert_eq!(dutch.command("UNDO"), Some(CommandWord::Undo));
        assert_eq!(dutch.command("schuin"), None);
        assert!(
            dutch
                .commands()
                .contains(&(CommandWord::Edit, "wijzig N".to_string()))
        );
    }

    #[test]
    fn a_flag_word_nobody_knows_lists_the_english_ones() {
        assert_eq!(
            pass_flag("schuin"),
            Err(
                "use left, right, across, hold, two-left, two-right, scatter or centre".to_string()
            )
        );
        assert_eq!(moon_flag("both"), Err("use add or subtract".to_string()));
        assert_eq!(moon_flag("erbij"), Ok("erbij".to_string()));
    }
}
