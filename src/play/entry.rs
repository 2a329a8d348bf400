//! Typing one hand: the prompts in order (cards out of play in two-pack games, then each
//! player but the last), what has been typed so far, the words that are commands at a prompt,
//! and the walk through the prompts that `back` can step through.

use crate::core::game::{HandInput, Match};
use crate::core::scoring::{HandCards, HandError};
use crate::core::variant::PassDir;
use crate::t;
use crate::words::Words;
use crate::words::vocab::Vocabulary;
use anyhow::Result;

mod commands;
mod draft;
mod help;
mod walk;

pub use commands::Command;
#[cfg(test)]
pub use commands::command;
pub use draft::{Bid, Draft, edit_of};
pub use help::help;
pub use walk::{Walked, walk};

/// One prompt of a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// How the hand was passed, where the dealer chooses (Enter: the first choice, left).
    Pass,
    /// Auction Hearts: the high bid, or everyone passed.
    Bid,
    /// Auction Hearts: the penalty suit named.
    Suit,
    /// Cards that left play (two-pack games).
    Out,
    /// Reversis: chips paid during play, `Ann>Bob:5, pot>Cas:10`.
    Pay,
    /// Gong Zhu: the cards exposed before play (Enter: none).
    Expose,
    /// What this seat took.
    Seat(usize),
}

/// The prompts of a hand, in order. The last player is never asked: they get the rest. A hand
/// whose dealer chooses how to pass asks that first. An Auction hand asks the high bid first
/// (unless last hand's high bidder names again) and the penalty suit; when everyone passed,
/// nothing more.
pub fn steps(game: &Match, draft: &Draft) -> Vec<Step> {
    let mut steps = Vec::new();
    if draft.pass_asked {
        steps.push(Step::Pass);
    }
    // One question a hand where cards may be shown before play; Enter says none were.
    if !game.rules.expose.is_empty() {
        steps.push(Step::Expose);
    }
    if game.auction() {
        if draft.bidding {
            steps.push(Step::Bid);
            if draft.bid == Some(Bid::Passed) {
                return steps;
            }
        }
        steps.push(Step::Suit);
    }
    // Two packs leave duplicate cards to name; Knaves names a jack among the leftovers, and
    // where they lie face down (Conquimbert, Reversis' talon) a card the table saw there:
    // whoever takes the rest would take it.
    if game.names_out(draft.leftovers.unwrap_or(game.rules.kitty)) {
        steps.push(Step::Out);
    }
    // Players out of a lives game are not dealt in, and the last player dealt in is not asked.
    let dealt = draft.dealt_in(game);
    steps.extend(
        dealt[..dealt.len().saturating_sub(1)]
            .iter()
            .map(|&s| Step::Seat(s)),
    );
    // Unless the rest gave them cards without a trick: then they are asked too.
    if draft.last_asked
        && let Some(&last) = dealt.last()
    {
        steps.push(Step::Seat(last));
    }
    if game.reversis() {
        steps.push(Step::Pay);
    }
    steps
}

/// What the prompt says for a step.
pub fn label(w: &Words, game: &Match, step: Step) -> String {
    match step {
        Step::Pass => t!(
            w,
            "prompt-pass",
            first = Vocabulary::new(w.lang()).pass_word(first_choice(game))
        ),
        Step::Bid => t!(w, "prompt-bid"),
        Step::Suit => t!(w, "prompt-suit"),
        Step::Out => t!(w, "out-of-play"),
        Step::Pay => t!(w, "prompt-pay"),
        Step::Expose => t!(w, "prompt-exposed"),
        Step::Seat(seat) => game.players[seat].clone(),
    }
}

/// What Enter alone answers at the pass prompt: the dealer's first choice (left).
fn first_choice(game: &Match) -> PassDir {
    game.rules
        .pass_choices
        .first()
        .copied()
        .unwrap_or(PassDir::Left)
}

/// The cards of a typed hand, checked as the core checks them: the penalty suit in Auction,
/// and the leftovers of this hand's deal.
pub fn enter(game: &Match, draft: &Draft, input: &HandInput) -> Result<HandCards, HandError> {
    match input.suit {
        Some(suit) if game.auction() => game.rules.enter_suit(&input.took, suit),
        _ => game.rules.enter_cards_dealt(
            &input.took,
            &input.out,
            draft.leftovers.unwrap_or(game.rules.kitty),
        ),
    }
}
