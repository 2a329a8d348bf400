//! What an edit says besides the hand's new points: that it changed nothing, or which of the
//! facts the hand kept no longer fit it and were left out.

use crate::core::game::{Entry, Fact, Match};
use crate::t;
use crate::words::Words;
use crate::words::vocab::Vocabulary;

/// One sentence for each fact of hand `number` (as it was: `replaced`) that the edit left
/// out because it no longer fits the hand.
pub fn dropped(
    w: &Words,
    game: &Match,
    number: usize,
    replaced: &Entry,
    facts: &[Fact],
) -> Vec<String> {
    let Entry::Hand(old) = replaced else {
        return Vec::new();
    };
    let name = |seat: usize| game.players.get(seat).cloned().unwrap_or_default();
    let cards = |cards: &[crate::core::cards::Card]| {
        cards
            .iter()
            .map(|&c| w.card(c))
            .collect::<Vec<_>>()
            .join(" ")
    };
    facts
        .iter()
        .map(|fact| match fact {
            Fact::Cards => t!(w, "edit-dropped-cards", number = number),
            Fact::Out => t!(
                w,
                "edit-dropped-out",
                number = number,
                cards = w.capture(&old.cards.out)
            ),
            Fact::Moon => t!(
                w,
                "edit-dropped-moon",
                number = number,
                choice = old
                    .moon
                    .map_or("", |choice| Vocabulary::new(w.lang()).moon_word(choice))
            ),
            Fact::Renege => t!(
                w,
                "edit-dropped-renege",
                number = number,
                name = old.renege.map(name).unwrap_or_default()
            ),
            Fact::Declare => t!(
                w,
                "edit-dropped-declare",
                number = number,
                name = old.declare.map(name).unwrap_or_default(),
                declaration = game
                    .rules
                    .declaration
                    .as_ref()
                    .map(|d| d.name.to_lowercase())
                    .unwrap_or_default()
            ),
            Fact::Bid => {
                let (seat, chips) = old.bid.unwrap_or_default();
                t!(
                    w,
                    "edit-dropped-bid",
                    number = number,
                    name = name(seat),
                    chips = chips
                )
            }
            Fact::Suit => t!(
                w,
                "edit-dropped-suit",
                number = number,
                suit = old.suit.map(|s| w.suit(s)).unwrap_or_default()
            ),
            Fact::Payments => t!(
                w,
                "edit-dropped-pay",
                number = number,
                payments = old
                    .payments
                    .iter()
                    .map(|p| p.written(&game.players))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Fact::Exposed => t!(
                w,
                "edit-dropped-exposed",
                number = number,
                cards = cards(&old.exposed)
            ),
            Fact::Dealer => t!(
                w,
                "edit-dropped-dealer",
                number = number,
                name = name(old.dealer)
            ),
            Fact::Pass => t!(
                w,
                "edit-dropped-pass",
                number = number,
                pass = Vocabulary::new(w.lang()).pass_word(old.pass)
            ),
        })
        .collect()
}

/// An edit that gives hand `number` as it already is.
pub fn unchanged(w: &Words, number: usize) -> String {
    t!(w, "edit-unchanged", number = number)
}

/// What an edit said (`text::edited`), with the sentences of the facts it left out after its
/// first line.
pub fn with_dropped(said: &str, dropped: &[String]) -> String {
    if dropped.is_empty() {
        return said.to_string();
    }
    let (first, rest) = said.split_once('\n').unwrap_or((said, ""));
    format!("{first}\n{}\n{rest}", dropped.join("\n"))
}
