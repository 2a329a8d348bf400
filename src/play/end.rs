//! The end of a match at the table: the final table once, the chart, then the winner, the
//! ranking (places shared by ties) and the summary, so that what matters most is last on the
//! screen.

use crate::core::cards::{Card, join_words};
use crate::core::game::{Entry, Match, Scoreboard};
use crate::ui::report::StatusReport;
use crate::ui::text::{self, Width};

/// "1st", "2nd", "3rd", "4th", … "11th", "12th", "13th", "21st".
pub fn ordinal(place: usize) -> String {
    let suffix = match (place % 10, place % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{place}{suffix}")
}

/// The ranking: a line per player, best first, with the place and the total; players sharing a
/// place say so.
pub fn ranking(game: &Match, board: &Scoreboard) -> String {
    let places = board.ranking(game.rules.winner);
    let name_width = game
        .players
        .iter()
        .map(|n| console::measure_text_width(n))
        .max()
        .unwrap_or(0);
    let mut out = String::new();
    for place in places {
        let name = &game.players[place.seat];
        let pad = " ".repeat(name_width - console::measure_text_width(name));
        let tie = if place.tied { "  (tie)" } else { "" };
        out.push_str(&format!(
            "  {:>4}  {name}{pad}  {:>5}{tie}\n",
            ordinal(place.place),
            text::total(board.totals[place.seat])
        ));
    }
    out
}

/// The end of the match: the final table, the chart, the winner, the ranking and the summary
/// (hands, duration, moons, who took the Q♠ most).
pub fn summary(game: &Match, board: &Scoreboard, width: Width) -> String {
    let report = StatusReport::new(game, board);
    let mut out = String::from("\n");
    out.push_str(&text::standings_table(&report, game, board, width));
    out.push_str(&crate::ui::chart::terminal_chart(game, board, width));
    out.push('\n');
    if let Some(winner) = board.winner() {
        out.push_str(&format!("🏆 {} wins!\n", game.players[winner]));
    }
    out.push_str(&ranking(game, board));
    let mut facts = format!("Hands played: {}", board.hands.len());
    let misdeals = game.entries.len() - board.hands.len();
    if misdeals > 0 {
        facts.push_str(&format!(
            " (and {misdeals} misdeal{})",
            if misdeals == 1 { "" } else { "s" }
        ));
    }
    let last_time = game.entries.last().map(|e| match e {
        Entry::Hand(hand) => hand.time,
        Entry::Misdeal { time, .. } => *time,
    });
    if let Some(end) = last_time {
        let minutes = (end - game.started).num_minutes().max(0);
        facts.push_str(&format!(", in {} h {:02} min", minutes / 60, minutes % 60));
    }
    facts.push_str(".\n");
    let moons: Vec<String> = board
        .hands
        .iter()
        .filter_map(|h| {
            h.moon
                .map(|s| format!("{} (hand {})", game.players[s], h.number))
        })
        .collect();
    facts.push_str(&format!(
        "Moons shot: {}.\n",
        if moons.is_empty() {
            "none".to_string()
        } else {
            join_words(&moons)
        }
    ));
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
            "Most Q♠ taken: {} ({most} time{}).\n",
            join_words(&who),
            if most == 1 { "" } else { "s" }
        ));
    }
    out.push_str(&text::wrap(&facts, width));
    out
}
