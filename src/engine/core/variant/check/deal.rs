//! `[deck]`, `[deal]`, `[passing]` and `[play] first_lead` checked for one table size: the deck,
//! the cards each, the kitty, the pass cycle and who leads first.

use super::{not_a_card, problem};
use crate::core::cards::{Card, Deck, Rank};
use crate::core::tokens::parse_card;
use crate::core::variant::kinds::{FirstLead, PassDir, PassStep};
use crate::core::variant::problem::{Problem, Why};
use crate::core::variant::raw::{RawDeal, RawDeck, RawPassing, RawPlay};

/// `[deck]` for a table size, checked.
pub(super) struct DeckSection {
    pub(super) packs: u8,
    pub(super) lowest_rank: Rank,
    pub(super) deck: Deck,
    pub(super) removed: Vec<Card>,
}

pub(super) fn deck_section(
    deck_raw: &RawDeck,
    players: usize,
    problems: &mut Vec<Problem>,
) -> DeckSection {
    let packs = deck_raw.packs.unwrap_or(1);
    if !(1..=2).contains(&packs) {
        problems.push(problem("deck.packs", Why::Packs));
    }
    let lowest_text = deck_raw
        .lowest_rank
        .as_ref()
        .and_then(|v| v.get(players))
        .map(|name| name.0.clone());
    let lowest_rank = match lowest_text.as_deref().map(Rank::parse) {
        None => Rank::TWO,
        Some(Some(rank)) => rank,
        Some(None) => {
            problems.push(problem("deck.lowest_rank", Why::LowestRank));
            Rank::TWO
        }
    };
    if lowest_rank > Rank::new(10).expect("10 is a rank") {
        problems.push(problem("deck.lowest_rank", Why::LowestRank));
    }
    let jokers = deck_raw.jokers.unwrap_or(0);
    if jokers > 4 {
        problems.push(problem("deck.jokers", Why::TooManyJokers));
    }
    let mut deck = Deck::standard(lowest_rank, packs.max(1), jokers);
    let mut removed = Vec::new();
    for text in deck_raw
        .remove
        .as_ref()
        .and_then(|v| v.get(players))
        .cloned()
        .unwrap_or_default()
    {
        match parse_card(&text) {
            Ok(card) if deck.remove(card) => removed.push(card),
            Ok(card) => problems.push(problem(
                "deck.remove",
                Why::RemoveNotInDeck { card, players },
            )),
            Err(error) => problems.push(problem("deck.remove", not_a_card(&error))),
        }
    }
    DeckSection {
        packs: packs.max(1),
        lowest_rank,
        deck,
        removed,
    }
}

/// `[deal]`: cards each (all the deck allows when not given) and the kitty left over.
pub(super) fn deal_section(
    deal_raw: &RawDeal,
    players: usize,
    deck: &Deck,
    problems: &mut Vec<Problem>,
) -> (u32, u32) {
    let deck_size = u32::try_from(deck.len()).unwrap_or(u32::MAX);
    let player_count = u32::try_from(players).unwrap_or(u32::MAX).max(1);
    let cards_each = deal_raw
        .cards_each
        .as_ref()
        .and_then(|v| v.get(players))
        .copied()
        .unwrap_or(deck_size / player_count);
    if cards_each == 0 || cards_each.saturating_mul(player_count) > deck_size {
        problems.push(problem(
            "deal.cards_each",
            Why::CannotDeal {
                players,
                cards_each,
                deck: deck_size,
            },
        ));
    }
    let kitty = deck_size.saturating_sub(cards_each.saturating_mul(player_count));
    // A stock is drawn from during play: nobody takes it, and it is neither out of play nor
    // left face down unseen.
    if deal_raw.stock == Some(true) {
        let taken = [
            ("deal.kitty_goes_to", deal_raw.kitty_goes_to.is_some()),
            ("deal.out_of_play", deal_raw.out_of_play == Some(true)),
            ("deal.face_down", deal_raw.face_down == Some(true)),
        ];
        for (key, given) in taken {
            if given {
                problems.push(problem("deal.stock", Why::StockAndKitty(key)));
            }
        }
    }
    (cards_each, kitty)
}

/// `[passing]`: cards passed, the cycle (left, right, across, hold with 4 players; left,
/// right otherwise, when not given) and what the dealer chooses from where the cycle says
/// `dealers-choice` (every way but two seats on that this many players can pass, when not
/// given).
pub(super) fn passing_section(
    passing_raw: &RawPassing,
    players: usize,
    cards_each: u32,
    problems: &mut Vec<Problem>,
) -> (u32, Vec<PassStep>, Vec<PassDir>) {
    let pass_cards = passing_raw.cards.unwrap_or(3);
    let standard_cycle = if players == 4 {
        vec![
            PassDir::Left,
            PassDir::Right,
            PassDir::Across,
            PassDir::Hold,
        ]
    } else {
        vec![PassDir::Left, PassDir::Right]
    };
    let mut pass_cycle = passing_raw
        .cycle
        .as_ref()
        .and_then(|v| v.get(players))
        .cloned()
        .unwrap_or_else(|| standard_cycle.into_iter().map(PassStep::Pass).collect());
    if pass_cards == 0 {
        pass_cycle = vec![PassStep::Pass(PassDir::Hold)];
    }
    if pass_cycle.is_empty() {
        problems.push(problem("passing.cycle", Why::NoDirection));
        pass_cycle = vec![PassStep::Pass(PassDir::Hold)];
    }
    let scatter_fits = (players.saturating_sub(1)) as u32 <= cards_each;
    // Choices inherited by a game that no longer lets the dealer choose are simply unused.
    let given = passing_raw.choices.as_ref().and_then(|v| v.get(players));
    let pass_choices: Vec<PassDir> = match given {
        _ if !pass_cycle.contains(&PassStep::DealersChoice) => Vec::new(),
        Some(choices) => {
            if choices.is_empty() {
                problems.push(problem("passing.choices", Why::NoDirection));
            }
            check_directions("passing.choices", choices, players, problems);
            if choices.contains(&PassDir::Scatter) && !scatter_fits {
                problems.push(problem("passing.choices", Why::ScatterNeedsCards));
            }
            choices.clone()
        }
        None => PassDir::DEALERS_CHOICE
            .into_iter()
            .filter(|&dir| dir.playable_with(players))
            .filter(|&dir| dir != PassDir::Scatter || scatter_fits)
            .collect(),
    };
    let cycle: Vec<PassDir> = pass_cycle.iter().filter_map(|s| s.direction()).collect();
    check_directions("passing.cycle", &cycle, players, problems);
    let passes_anything = cycle
        .iter()
        .chain(&pass_choices)
        .any(|&d| d != PassDir::Hold);
    if passes_anything && pass_cards > cards_each {
        problems.push(problem(
            "passing.cards",
            Why::PassTooMany {
                cards: pass_cards,
                hand: cards_each,
            },
        ));
    }
    if cycle.contains(&PassDir::Scatter) && !scatter_fits {
        problems.push(problem("passing.cycle", Why::ScatterNeedsCards));
    }
    (pass_cards, pass_cycle, pass_choices)
}

/// Every direction of `key` must be one this many players can pass.
fn check_directions(key: &str, dirs: &[PassDir], players: usize, problems: &mut Vec<Problem>) {
    for dir in dirs {
        if !dir.playable_with(players) {
            problems.push(problem(
                key,
                Why::PassNeedsFour {
                    pass: *dir,
                    players,
                    at_least: *dir != PassDir::Across,
                },
            ));
        }
    }
}

/// `[play] first_lead`: the lowest club needs clubs in the deck.
pub(super) fn first_lead_section(
    play_raw: &RawPlay,
    players: usize,
    deck: &Deck,
    problems: &mut Vec<Problem>,
) -> FirstLead {
    let first_lead = play_raw
        .first_lead
        .as_ref()
        .and_then(|v| v.get(players))
        .copied()
        .unwrap_or(FirstLead::LowestClub);
    if first_lead == FirstLead::LowestClub && deck.lowest_club().is_none() {
        problems.push(problem("play.first_lead", Why::NoClubs));
    }
    first_lead
}
