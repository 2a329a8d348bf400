//! The end of a match at the table: the final table once, the chart, then the winner, the
//! ranking (places shared by ties) and the summary, so that what matters most is last on the
//! screen.

use crate::core::cards::Card;
use crate::core::game::{Entry, Match, Scoreboard};
use crate::t;
use crate::ui::report::StatusReport;
use crate::ui::text::{self, Width};
use crate::words::{Words, total};

/// The ranking: a line per player, best first, with the place and the total; players sharing a
/// place say so.
pub fn ranking(w: &Words, game: &Match, board: &Scoreboard) -> String {
    let places = board.ranking(&game.rules);
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
        let tie = if place.tied {
            format!("  {}", t!(w, "rank-tie"))
        } else {
            String::new()
        };
        out.push_str(&format!(
            "  {:>4}  {name}{pad}  {:>5}{tie}\n",
            t!(w, "ordinal", place = place.place),
            total(board.totals[place.seat])
        ));
    }
    out
}

/// The end of the match: the final table, the chart, the winner, the ranking and the summary
/// (hands, duration, moons, who took the Q♠ most).
pub fn summary(w: &Words, game: &Match, board: &Scoreboard, width: Width) -> String {
    let report = StatusReport::new(game, board);
    let mut out = String::from("\n");
    out.push_str(&text::standings_table(w, &report, game, board, width));
    out.push_str(&crate::ui::chart::terminal_chart(w, game, board, width));
    out.push('\n');
    if let Some(winner) = board.winner() {
        out.push_str(&format!(
            "{}\n",
            t!(w, "wins", name = game.players[winner].as_str())
        ));
    }
    out.push_str(&ranking(w, game, board));
    out.push_str(&text::wrap(&facts(w, game, board), width));
    out
}

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
