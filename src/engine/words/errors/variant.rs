//! A variant file's problems in words, with the line and a caret under the column.

use crate::core::catalog::LoadError;
use crate::core::variant::{Found, Problem, Wanted};
use crate::t;
use crate::words::Words;

/// How much of a source line an error shows: the part around the column.
const ECHO_WIDTH: usize = 72;

/// The offending line (cut to a window around `column`, control characters escaped) and a
/// caret under `column`, each on a line of its own.
pub fn echo(line: &str, column: usize) -> String {
    let (shown, caret) = crate::core::visible::excerpt(line, column, ECHO_WIDTH);
    let pad: String = shown
        .chars()
        .take(caret.saturating_sub(1))
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    format!("\n  {shown}\n  {pad}^")
}

/// What is wrong with a key of a variant file: "deck.remove: "2X" is not a card …".
pub fn problem(w: &Words, problem: &Problem) -> String {
    use crate::core::variant::Why;
    let said = match &problem.why {
        Why::NoName => t!(w, "why-no-name"),
        Why::NoTableSizes => t!(w, "why-no-table-sizes"),
        Why::TableSizeTwice => t!(w, "why-table-size-twice"),
        Why::ControlCharacter(c) => t!(w, "why-control", code = format!("U+{:04X}", u32::from(*c))),
        Why::UnsupportedTableSize(n) => t!(w, "why-unsupported-size", players = *n),
        Why::StrayCountEntry(entry) => t!(w, "why-stray-count", entry = entry.as_str()),
        Why::NeverInDeck(card) => t!(w, "why-never-in-deck", card = w.card(*card)),
        Why::TooManyPoints { points, most } => {
            t!(w, "why-too-many-points", points = *points, most = *most)
        }
        Why::Packs => t!(w, "why-packs"),
        Why::LowestRank => t!(w, "why-lowest-rank"),
        Why::TooManyJokers => t!(w, "why-jokers"),
        Why::RemoveNotInDeck { card, players } => t!(
            w,
            "why-remove-not-in-deck",
            card = w.card(*card),
            players = *players
        ),
        Why::NotACard(text) => t!(w, "why-not-a-card", text = text.as_str()),
        Why::CannotDeal {
            players,
            cards_each,
            deck,
        } => t!(
            w,
            "why-cannot-deal",
            players = *players,
            cards = *cards_each,
            deck = *deck
        ),
        Why::NoDirection => t!(w, "why-no-direction"),
        Why::PassNeedsFour {
            pass,
            players,
            at_least,
        } => {
            let pass = crate::words::pass_name(w, *pass);
            if *at_least {
                t!(
                    w,
                    "why-pass-needs-four-or-more",
                    pass = pass,
                    players = *players
                )
            } else {
                t!(w, "why-pass-needs-four", pass = pass, players = *players)
            }
        }
        Why::PassTooMany { cards, hand } => {
            t!(w, "why-pass-too-many", cards = *cards, hand = *hand)
        }
        Why::ScatterNeedsCards => t!(w, "why-scatter"),
        Why::StockAndKitty(key) => t!(w, "why-stock-and-kitty", key = *key),
        Why::NoClubs => t!(w, "why-no-clubs"),
        Why::NothingScores => t!(w, "why-nothing-scores"),
        Why::WinMoonInPhase2 => t!(w, "why-win-moon-phase2"),
        Why::TargetNotPositive | Why::QuickNotPositive => t!(w, "why-target"),
        Why::NoTarget(players) => t!(w, "why-no-target", players = *players),
        Why::NoHands => t!(w, "why-no-hands"),
        Why::UnknownKey(keys) => t!(w, "why-unknown-key", keys = keys.join(", ")),
        Why::WrongType {
            wanted,
            found,
            by_players,
            in_list,
        } => {
            let mut wanted_ = wanted_words(w, wanted, found, &problem.key);
            if *by_players {
                wanted_ = t!(w, "wanted-by-players", wanted = wanted_);
            }
            let found = found_words(w, found);
            if *in_list {
                t!(w, "why-wrong-item", wanted = wanted_, found = found)
            } else {
                t!(w, "why-wrong-type", wanted = wanted_, found = found)
            }
        }
        Why::UnknownWord { word, accepted } => t!(
            w,
            "why-unknown-word",
            word = word.as_str(),
            words = quoted_or(w, accepted)
        ),
        Why::WrongValue(message) => t!(w, "why-wrong-value", message = message.as_str()),
        Why::NameMismatch { written, file } => t!(
            w,
            "why-name-mismatch",
            written = written.as_str(),
            file = file.as_str()
        ),
        Why::NoSuchParent(name) => t!(w, "why-no-parent", name = name.as_str()),
        Why::ExtendsItself(name) => t!(w, "why-extends-itself", name = name.as_str()),
        Why::TooDeep { most, chain } => t!(
            w,
            "why-too-deep",
            most = *most,
            first = chain[0].as_str(),
            second = chain[1].as_str(),
            last = chain[2].as_str()
        ),
        Why::MergeFailed(message) => t!(w, "why-merge", message = message.as_str()),
        Why::ComboTooSmall => t!(w, "why-combo-small"),
        Why::DeclareNeedsCards => t!(w, "why-declare-needs"),
        Why::NotAScore(text) => t!(w, "why-not-a-score", text = text.as_str()),
        Why::MultiplierNeedsCard => t!(w, "why-multiplier-card"),
        Why::ComplexNeedsMagnitude => t!(w, "why-complex-magnitude"),
        Why::ComplexWithPhases => t!(w, "why-complex-phases"),
        Why::ChipsNotPositive => t!(w, "why-chips-start"),
        Why::ChipsNeedSettle => t!(w, "why-chips-settle"),
        Why::NoBidding => t!(w, "why-no-bidding"),
        Why::ChipsFigure => t!(w, "why-chips-figure"),
        Why::LivesNotPositive => t!(w, "why-lives-positive"),
        Why::ChipsAndLives => t!(w, "why-chips-and-lives"),
        Why::ReversisNeedsFour(players) => t!(w, "why-reversis-four", players = *players),
        Why::ReverseNeedsSuit => t!(w, "why-reverse-suit"),
        Why::NotASuit(text) => t!(w, "why-not-a-suit", text = text.as_str()),
        Why::NotEntered(card) => t!(w, "why-not-entered", card = w.card(*card)),
        Why::NotInDeckFor { card, players } => t!(
            w,
            "why-not-in-deck-for",
            card = w.card(*card),
            players = *players
        ),
        Why::LeadCardMissing => t!(w, "why-lead-card"),
        Why::NegativeTargetHere => t!(w, "why-negative-target"),
        Why::QuickNotNegative => t!(w, "why-quick-negative"),
    };
    let inherited = if problem.inherited {
        t!(w, "problem-inherited")
    } else {
        String::new()
    };
    format!("{}: {said}{inherited}", problem.key)
}

/// Words in quotes, as alternatives: "\"left\", \"right\" or \"hold\"".
fn quoted_or(w: &Words, words: &[&str]) -> String {
    let quoted: Vec<String> = words.iter().map(|word| format!("\"{word}\"")).collect();
    w.or(&quoted)
}

/// What a key takes: "a whole number", "a list of text in quotes", "one of …".
fn wanted_words(w: &Words, wanted: &Wanted, found: &Found, key: &str) -> String {
    match wanted {
        Wanted::Text => t!(w, "wanted-text"),
        Wanted::Whole => t!(w, "wanted-whole"),
        // A bound of billions says nothing to a person who wrote -1.
        Wanted::Count { most } if *most > 1_000_000 && !is_count(found) => {
            t!(w, "wanted-not-negative")
        }
        Wanted::Count { most } => t!(w, "wanted-count", most = most.to_string()),
        Wanted::YesNo => t!(w, "wanted-yes-no"),
        Wanted::Word(words) => t!(w, "wanted-word", words = quoted_or(w, words)),
        Wanted::WholeOr(word) => t!(w, "wanted-whole-or", word = *word),
        Wanted::Rank => t!(w, "wanted-rank"),
        Wanted::Table => t!(w, "wanted-table", key = key),
        Wanted::List(item) => match item.as_ref() {
            Wanted::Text => t!(w, "wanted-list-text"),
            Wanted::Count { .. } | Wanted::Whole => t!(w, "wanted-list-whole"),
            Wanted::Word(words) => t!(w, "wanted-list-word", words = quoted_or(w, words)),
            _ => t!(w, "wanted-list"),
        },
    }
}

/// Whether `found` is a whole number of 0 or more (too large, then, for its key).
fn is_count(found: &Found) -> bool {
    matches!(found, Found::Whole(number) if !number.starts_with('-'))
}

/// What a file gives where another kind of value belongs: "the text \"dertien\"".
fn found_words(w: &Words, found: &Found) -> String {
    match found {
        Found::Text(text) => t!(w, "found-text", text = text.as_str()),
        Found::Whole(number) => t!(w, "found-whole", number = number.as_str()),
        Found::Decimal(number) => t!(w, "found-decimal", number = number.as_str()),
        Found::YesNo(yes) => t!(w, "found-yes-no", value = yes.to_string()),
        Found::Date => t!(w, "found-date"),
        Found::List => t!(w, "found-list"),
        Found::Table => t!(w, "found-table"),
    }
}

/// Why a variant could not be loaded: every problem with its file, line and column, and the
/// line itself.
pub fn load_error(w: &Words, error: &LoadError) -> String {
    match error {
        LoadError::Syntax {
            origin,
            line,
            column,
            message,
            source_line,
        } => {
            let message = crate::words::toml::syntax(w, message);
            let mut text = format!("{origin}:{line}:{column}: {message}");
            if !source_line.is_empty() {
                text.push_str(&echo(source_line, *column));
            }
            text
        }
        LoadError::Value {
            origin,
            line,
            column,
            message,
            source_line,
        } => {
            let mut text = format!("{origin}:{line}:{column}: {message}");
            if !source_line.is_empty() {
                text.push_str(&echo(source_line, *column));
            }
            text
        }
        LoadError::Problems { origin, problems } if problems.is_empty() => origin.clone(),
        LoadError::Problems { origin, problems } => problems
            .iter()
            .map(|each| match &each.at {
                Some(at) => format!(
                    "{origin}:{}:{}: {}{}",
                    at.line,
                    at.column,
                    problem(w, each),
                    echo(&at.source_line, at.column)
                ),
                None => format!("{origin}: {}", problem(w, each)),
            })
            .collect::<Vec<_>>()
            .join("\n"),
        LoadError::Unknown { name } => t!(w, "load-unknown", name = name.as_str()),
        LoadError::Cycle(chain) => t!(w, "load-cycle", chain = chain.join(" → ")),
    }
}
