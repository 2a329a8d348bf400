//! The words that are commands at a player's prompt ([`Command`]) and how a prompt's line is read:
//! a command, or cards.

use crate::core::game::Match;
use crate::core::tokens::Token;
use crate::core::variant::PassDir;
use crate::input::{self, Field, InputError};
use crate::t;
use crate::words::Words;
use crate::words::errors::Door;
use crate::words::vocab::{self, CommandWord, Vocabulary};
use anyhow::Result;

/// What a player's prompt can be answered with besides cards.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// The cards this player took.
    Cards(Vec<Token>),
    /// Back to the previous prompt of this hand.
    Back,
    /// Take back the last saved entry.
    Undo,
    /// Correct hand N.
    Edit(usize),
    /// The dealer deals again.
    Misdeal,
    /// This player reneged.
    Renege(usize),
    /// This player dealt this hand.
    Dealer(usize),
    /// This hand was passed this way.
    Pass(PassDir),
    /// This player made the game's declaration before the first lead; `None` takes it back.
    Declare(Option<usize>),
    /// These cards were exposed before play (as typed; empty: none were).
    Expose(String),
    /// The list of commands and the card syntax.
    Help,
    /// Stop playing.
    Quit,
}

/// Reads a prompt's line: a command, or cards. `hands` is the number of hands played (for
/// `edit N`). The commands have English and Dutch words, both understood in either language.
/// An error is a sentence saying what is wrong and what is accepted; the line then stays in
/// the box to be corrected.
pub fn command(w: &Words, game: &Match, line: &str, hands: usize) -> Result<Command, String> {
    let words = Vocabulary::new(w.lang());
    let trimmed = line.trim();
    let (word, rest) = trimmed
        .split_once(char::is_whitespace)
        .unwrap_or((trimmed, ""));
    let rest = rest.trim();
    let said = |e: InputError| crate::words::errors::input_error(w, game, &e, Door::Prompt, None);
    let who = |what: &str, field: Field| -> Result<usize, String> {
        if rest.is_empty() {
            return Err(t!(w, "say-who", command = what));
        }
        input::player(game, field, rest).map_err(said)
    };
    let word = word.to_lowercase();
    let declaration = match &game.rules.declaration {
        Some(d) => d.name.to_lowercase() == word,
        // Another game's declaration (`capot NAME` in Hartenjagen) is said to have no place
        // here, not read as a card.
        None => known_declarations().contains(&word),
    };
    let cards = || {
        input::cards(&words, Field::Hand, trimmed)
            .map(Command::Cards)
            .map_err(said)
    };
    match words.command(&word) {
        _ if declaration => declare(w, game, rest),
        Some(CommandWord::Back) if rest.is_empty() => Ok(Command::Back),
        Some(CommandWord::Undo) if rest.is_empty() => Ok(Command::Undo),
        Some(CommandWord::Misdeal) if rest.is_empty() => Ok(Command::Misdeal),
        Some(CommandWord::Quit) if rest.is_empty() => Ok(Command::Quit),
        Some(CommandWord::Help) if rest.is_empty() => Ok(Command::Help),
        Some(CommandWord::Edit) => match rest.parse::<usize>() {
            _ if hands == 0 => Err(t!(w, "edit-none-yet")),
            Ok(n) if (1..=hands).contains(&n) => Ok(Command::Edit(n)),
            _ if hands == 1 => Err(t!(w, "edit-which-one")),
            _ => Err(t!(w, "edit-which", hands = hands)),
        },
        Some(CommandWord::Renege) => who(&word, Field::Renege).map(Command::Renege),
        Some(CommandWord::Declare) => declare(w, game, rest),
        Some(CommandWord::Expose) => expose(w, game, rest),
        Some(CommandWord::Dealer) => who(&word, Field::Dealer).map(Command::Dealer),
        Some(CommandWord::Pass) => {
            let pass = input::pass(&words, rest).map_err(said)?;
            game.check_pass(pass)
                .map_err(|e| said(InputError::refused(e)))?;
            Ok(Command::Pass(pass))
        }
        _ => cards(),
    }
}

/// The declarations of the built-in games, in lower case ("capot", "espagnolette").
pub(super) fn known_declarations() -> &'static [String] {
    use crate::core::catalog::{BUILTIN, Source, resolve};
    static NAMES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| {
        BUILTIN
            .iter()
            .filter_map(|(name, _)| resolve(name, &Source::builtin).ok())
            .filter_map(|variant| {
                let counts = variant.player_counts();
                let rules = variant.rules(*counts.first()?).ok()?;
                Some(rules.declaration.as_ref()?.name.to_lowercase())
            })
            .collect()
    })
}

/// `declare NAME` (or the declaration's own name, `capot NAME`): who declared; the word alone
/// takes a declaration back.
fn declare(w: &Words, game: &Match, rest: &str) -> Result<Command, String> {
    if game.rules.declaration.is_none() {
        return Err(t!(
            w,
            "play-no-declaration",
            variant = game.variant.name.as_str()
        ));
    }
    if rest.is_empty() || vocab::is_none(rest, false) {
        return Ok(Command::Declare(None));
    }
    input::player(game, Field::Declare, rest)
        .map(|seat| Command::Declare(Some(seat)))
        .map_err(|e| crate::words::errors::input_error(w, game, &e, Door::Prompt, None))
}

/// `expose CARDS`: the cards shown before play, checked as every door checks them; the word
/// alone says none were.
fn expose(w: &Words, game: &Match, rest: &str) -> Result<Command, String> {
    let said = |e: InputError| crate::words::errors::input_error(w, game, &e, Door::Prompt, None);
    if game.rules.expose.is_empty() {
        return Err(t!(
            w,
            "play-no-exposing",
            variant = game.variant.name.as_str()
        ));
    }
    let cards = input::exposed(&Vocabulary::new(w.lang()), rest).map_err(said)?;
    game.check_exposed(&cards)
        .map_err(|e| said(InputError::refused(e)))?;
    Ok(Command::Expose(rest.to_string()))
}
