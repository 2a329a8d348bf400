//! The facts of a match, a line each, as its end says them on the terminal and in the report:
//! hands and misdeals played and how long it took, the moons shot, and who took the Q♠ most.

use crate::core::cards::Card;
use crate::core::game::{Entry, Match, Scoreboard};
use crate::t;
use crate::words::Words;

/// The match's facts, a line each: hands and misdeals played and how long it took, the moons
/// shot, and who took the Q♠ most.
pub fn facts(w: &Words, game: &Match, board: &Scoreboard) -> String {
    let mut facts = t!(w, "summary-hands", hands = board.hands.len());
    let misdeals = game.entries.len() - board.hands.len();
    if misdeals > 0 {
        facts.push(' ');
        facts.push_str(&t!(w, "summary-misdeals", count = misdeals));
    }
    let last_time = game.entries.last().map(Entry::time);
    if let Some(end) = last_time {
        let minutes = (end - game.started).num_minutes().max(0);
        facts.push_str(&t!(
            w,
            "summary-duration",
            hours = minutes / 60,
            minutes = format!("{:02}", minutes % 60)
        ));
    }
    facts.push_str(".\n");
    let moons: Vec<String> = board
        .hands
        .iter()
        .filter_map(|h| {
            h.moon.map(|s| {
                t!(
                    w,
                    "moon-in-hand",
                    name = game.players[s].as_str(),
                    number = h.number
                )
            })
        })
        .collect();
    let moons = if moons.is_empty() {
        t!(w, "moons-none")
    } else {
        w.and(&moons)
    };
    facts.push_str(&format!("{}\n", t!(w, "moons-shot", moons = moons)));
    let mut queens = vec![0u32; game.players.len()];
    for entry in &game.entries {
        if let Entry::Hand(hand) = entry {
            for (seat, capture) in hand.cards.took.iter().enumerate() {
                queens[seat] += u32::from(capture.count(Card::QUEEN_OF_SPADES));
            }
        }
    }
    if let Some(&most) = queens.iter().max().filter(|&&m| m > 0) {
        let who: Vec<&str> = (0..queens.len())
            .filter(|&s| queens[s] == most)
            .map(|s| game.players[s].as_str())
            .collect();
        facts.push_str(&format!(
            "{}\n",
            t!(
                w,
                "most-queens",
                queen = w.card(Card::QUEEN_OF_SPADES),
                names = w.and(&who),
                count = most
            )
        ));
    }
    facts
}
