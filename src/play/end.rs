//! The end of a match at the table: the chart, then the final table once, the winner, the
//! ranking (places shared by ties) and the summary, so that what matters most is last on the
//! screen and the final table stays in view above the ranking (24 rows).

use crate::core::game::{Match, Scoreboard};
use crate::t;
use crate::ui::report::StatusReport;
// `facts` moved to ui::text (the HTML report says it too); kept at its old path.
pub use crate::ui::text::facts;
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

/// The end of the match: the chart, the final table, the winner, the ranking and the summary
/// (hands, duration, moons, who took the Q♠ most). The chart comes first, so that on a screen
/// of 24 rows it is the chart that scrolls away, not the final table.
pub fn summary(w: &Words, game: &Match, board: &Scoreboard, width: Width) -> String {
    let report = StatusReport::new(game, board);
    let mut out = String::from("\n");
    out.push_str(&crate::ui::chart::terminal_chart(w, game, board, width));
    out.push('\n');
    out.push_str(&text::standings_table(w, &report, game, board, width));
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
