//! `help` at the prompt: the instructions, every command on a line, and the card syntax with
//! examples from this game.

use crate::core::cards::{Card, Suit};
use crate::core::game::Match;
use crate::core::variant::PassDir;
use crate::t;
use crate::words::Words;
use crate::words::vocab::{CommandWord, Vocabulary};

/// `help`: the instructions, every command on a line, and the card syntax with examples from
/// this game.
pub fn help(w: &Words, game: &Match) -> String {
    let rules = &game.rules;
    let mut out = format!(
        "{}\n{}\n",
        crate::ui::text::instructions(w, rules),
        t!(w, "help-cards")
    );
    if game.auction() {
        return out + &auction_help(w, game) + &commands_help(w, game);
    }
    let mut positive: Vec<Card> = rules
        .values
        .iter()
        .filter(|&(&card, &value)| value > 0 && !rules.is_plain_heart(card))
        .map(|(&card, _)| card)
        .collect();
    positive.sort_by_key(|c| std::cmp::Reverse(rules.value(*c)));
    let mut bonus: Vec<Card> = rules
        .values
        .iter()
        .filter(|&(_, &value)| value < 0)
        .map(|(&card, _)| card)
        .collect();
    bonus.sort_by_key(|c| c.display_order());
    let typed = |card: Card| match card {
        Card::Joker => "JK".to_string(),
        card => w.typed_card(card),
    };
    let example = |cards: &[Card], hearts: Option<u32>| {
        let mut words: Vec<String> = cards.iter().map(|&c| typed(c)).collect();
        let mut said: Vec<String> = cards.iter().map(|&c| w.card(c)).collect();
        if let Some(n) = hearts {
            words.push(n.to_string());
            said.push(t!(w, "help-hearts", count = n));
        }
        (words.join(" "), w.and(&said))
    };
    let mut lines: Vec<(String, String)> = Vec::new();
    let first = positive.iter().copied().find(|c| !c.is_heart());
    match (first, rules.plain_heart_value.is_some()) {
        (Some(card), true) => lines.push(example(&[card], Some(3))),
        (None, true) => lines.push(example(&[], Some(3))),
        (first, false) => {
            let hearts: Vec<Card> = positive
                .iter()
                .copied()
                .filter(|c| c.suit() == Some(Suit::Hearts))
                .take(2)
                .collect();
            let mut cards: Vec<Card> = first.into_iter().collect();
            cards.extend(hearts);
            // Knaves scores no card upwards: its jacks are shown as bonus cards below.
            if !cards.is_empty() {
                lines.push(example(&cards, None));
            }
        }
    }
    if let Some(&card) = bonus.first() {
        lines.push(example(&[card], None));
    }
    if let Some(&card) = positive.iter().find(|c| **c == Card::Joker) {
        lines.push(example(&[card], None));
    }
    let tricks = &rules.tricks;
    if tricks.scores_first() {
        lines.push((w.get("trick-word-first", &[]), t!(w, "help-first")));
    }
    if tricks.scores_last() {
        lines.push((w.get("trick-word-last", &[]), t!(w, "help-last")));
    }
    if tricks.scores_tricks() {
        lines.push((
            w.get("capture-tricks", &[crate::words::arg("count", 5)]),
            t!(w, "help-tricks", count = 5),
        ));
    }
    for (typed, said) in lines {
        out.push_str(&format!("  {typed:<13}{said}\n"));
    }
    // Hearts are typed one by one only where each heart scores (Spot); where none or just one
    // scores (Knaves, Polignac), hearts are like any other suit and need no line.
    let mut hearts = rules.deck.cards().filter(|(c, _)| c.is_heart()).peekable();
    // A heart worth 0 that is entered all the same (Gong Zhu's 2♥) is typed like the others.
    let every_heart_scores = hearts.peek().is_some() && hearts.all(|(c, _)| rules.scores(c));
    if rules.plain_heart_value.is_some() {
        out.push_str(&format!("  {}\n", t!(w, "help-bare-number")));
    } else if every_heart_scores {
        out.push_str(&format!("  {}\n", t!(w, "help-every-heart")));
    }
    out.push_str(&format!("  {}\n", t!(w, "help-card-syntax")));
    out.push_str(&format!("  {:<13}{}\n", "rest", t!(w, "help-rest")));
    out + &commands_help(w, game)
}

/// The answers of an Auction hand's prompts, with examples.
fn auction_help(w: &Words, game: &Match) -> String {
    let first = game.players[0].as_str();
    let lines = [
        (
            format!("{first} 5"),
            t!(w, "help-bid", name = first, chips = 5),
        ),
        (t!(w, "bid-word-pass"), t!(w, "help-all-pass")),
        (
            w.suit_letter(Suit::Hearts),
            t!(w, "help-suit", suit = w.suit(Suit::Hearts)),
        ),
        ("3".to_string(), t!(w, "help-suit-count", count = 3)),
        ("rest".to_string(), t!(w, "help-rest")),
    ];
    lines
        .iter()
        .map(|(typed, said)| format!("  {typed:<13}{said}\n"))
        .collect()
}

/// Every prompt command on a line.
fn commands_help(w: &Words, game: &Match) -> String {
    let rules = &game.rules;
    let mut out = format!("{}\n", t!(w, "help-commands"));
    let dutch = w.lang() == crate::words::Lang::Nl;
    let ways_listed = rules.dealers_choice() || rules.pass_directions().contains(&PassDir::Centre);
    // The same table the prompt reads its commands with; `declare` has a line of its own,
    // named after the game's declaration.
    let help_id = |command: CommandWord| match command {
        CommandWord::Back => Some("help-back"),
        CommandWord::Undo => Some("help-undo"),
        CommandWord::Edit => Some("help-edit"),
        CommandWord::Misdeal => Some("help-misdeal"),
        // Chips and lives games charge nothing for a renege: the command is refused there.
        CommandWord::Renege if rules.chips.is_some() || rules.lives.is_some() => None,
        CommandWord::Renege => Some("help-renege"),
        CommandWord::Dealer => Some("help-dealer"),
        // Nor does a game that never passes take a pass.
        CommandWord::Pass if game.never_passes() => None,
        // Where the centre or the dealer's choice is a way, the ways are listed.
        CommandWord::Pass if ways_listed => Some("help-pass-ways"),
        CommandWord::Pass => Some("help-pass"),
        CommandWord::Declare => None,
        CommandWord::Expose if rules.expose.is_empty() => None,
        CommandWord::Expose => Some("help-expose"),
        CommandWord::Help => Some("help-help"),
        CommandWord::Quit => Some("help-quit"),
    };
    let commands: Vec<(String, &str)> = Vocabulary::new(w.lang())
        .commands()
        .into_iter()
        .filter_map(|(command, shown)| help_id(command).map(|id| (shown, id)))
        .collect();
    let declaration = rules.declaration.as_ref().map(|declaration| {
        let name = declaration.name.to_lowercase();
        let label = format!("{name} {}", if dutch { "NAAM" } else { "NAME" });
        (label, t!(w, "help-declare", declaration = name.as_str()))
    });
    let column = commands
        .iter()
        .map(|(shown, _)| shown.chars().count())
        .chain(declaration.iter().map(|(label, _)| label.chars().count()))
        .max()
        .unwrap_or(0)
        + 2;
    let vocabulary = Vocabulary::new(w.lang());
    let mut ways: Vec<PassDir> = rules.pass_directions();
    if !ways.contains(&PassDir::Hold) {
        ways.push(PassDir::Hold);
    }
    let ways: Vec<&str> = ways.iter().map(|&dir| vocabulary.pass_word(dir)).collect();
    let ways = w.or(&ways);
    for (shown, id) in &commands {
        let said = w.get(id, &[crate::words::arg("ways", ways.as_str())]);
        out.push_str(&format!("  {shown:<column$}{said}\n"));
    }
    if let Some((label, said)) = declaration {
        out.push_str(&format!("  {label:<column$}{said}\n"));
    }
    out.push_str(&format!("{}\n", t!(w, "help-box")));
    out
}
