//! The live part of the `serve` page (sent again after every change): what is happening now,
//! the standings, the next hand's banner, the last hand, every hand newest first and the
//! chart; and the hands table the printable report shares.

use super::{Drawing, paragraphs};
use crate::core::game::{Match, Scoreboard};
use crate::t;
use crate::view::report::{NextDetail, StatusReport};
use crate::view::text;
use crate::words::{Words, signed, total};
use anyhow::Result;
use maud::{Markup, html};

/// The chart, drawn at the size the page or the report shows it (see `chart::svg`).
pub(super) fn inline_chart(w: &Words, game: &Match, board: &Scoreboard) -> Drawing {
    Drawing(crate::view::chart::svg::plot(w, game, board))
}

/// In which order the hands are listed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Order {
    /// As played, the totals last (the report).
    Played,
    /// The newest first, the totals above them (the page: a TV shows as many as fit).
    NewestFirst,
}

/// A player's name in a column heading: whole, and cut to its shortest unique prefix for the
/// narrow layouts (the page's CSS shows one of the two).
fn column_name(name: &str, short: &str) -> Markup {
    html! {
        @if name == short {
            (name)
        } @else {
            span class="full" { (name) }
            abbr class="short" title=(name) { (short) }
        }
    }
}

/// Every hand: its number, dealer, pass and phase where they vary, each player's running
/// total with the hand's points, and its note on a row of its own below it; the totals with the
/// leader marked (and, in Complex Hearts, their magnitudes). The page's CSS drops the dealer,
/// the pass and the running totals on a narrow screen and shows the short names.
pub(super) fn hands_table(
    w: &Words,
    report: &StatusReport,
    game: &Match,
    board: &Scoreboard,
    order: Order,
) -> Markup {
    let phased = game.rules.has_phases();
    let pass = text::shows_pass(game, board);
    let players = game.players.len();
    let columns = 2 + usize::from(pass) + usize::from(phased) + players;
    let crowd = match players {
        0..=5 => "",
        6..=8 => " many",
        _ => " many crowd",
    };
    let mut rows: Vec<Markup> = report
        .hands
        .iter()
        .zip(&board.hands)
        .map(|(hand, scored)| {
            let note = text::hand_note(w, game, scored);
            html! {
                tr {
                    th scope="row" { (hand.number) }
                    td class="dealer" { (hand.dealer) }
                    @if pass {
                        td class="pass" { (text::pass_name(w, hand.pass)) }
                    }
                    @if phased {
                        td class="phase" {
                            @if let Some(phase) = hand.phase { (format_args!("{phase}")) }
                        }
                    }
                    @for ((_, points), (_, running)) in hand.points.0.iter().zip(&hand.totals.0) {
                        td class="num" {
                            span class="run" { (total(*running)) " " }
                            small { (signed(*points)) }
                        }
                    }
                }
                @if !note.is_empty() {
                    tr class="note" {
                        td {}
                        td colspan=(columns - 1) { (note) }
                    }
                }
            }
        })
        .collect();
    let leaders = text::leaders(game, board);
    // The dealer, pass and phase cells of a totals row stay empty.
    let blanks = html! {
        td class="dealer" {}
        @if pass { td class="pass" {} }
        @if phased { td class="phase" {} }
    };
    let sum = html! {
        tr {
            th scope="row" { (t!(w, "row-total")) }
            (blanks)
            @for (seat, (_, points)) in report.totals.0.iter().enumerate() {
                @let lead = !board.hands.is_empty() && leaders.contains(&seat);
                td class={ "num" @if lead { " leader" } } {
                    (total(*points))
                    @if lead { span class="star" { " ★" } }
                }
            }
        }
        @if game.rules.complex() {
            tr {
                th scope="row" { (t!(w, "row-magnitude")) }
                (blanks)
                @for points in &board.totals {
                    td class="num" { (magnitude(points.magnitude())) }
                }
            }
        }
    };
    if order == Order::NewestFirst {
        rows.reverse();
    }
    html! {
        table class={ "hands" (crowd) } {
            thead {
                tr {
                    th scope="col" { (column_name(&t!(w, "col-hand"), "#")) }
                    th scope="col" class="dealer" { (t!(w, "col-dealer")) }
                    @if pass {
                        th scope="col" class="pass" { (t!(w, "col-pass")) }
                    }
                    @if phased {
                        th scope="col" class="phase" { (t!(w, "col-phase")) }
                    }
                    @for (name, short) in game.players.iter().zip(text::short_names(&game.players)) {
                        th scope="col" class="num" { (column_name(name, &short)) }
                    }
                }
            }
            @match order {
                Order::Played => {
                    tbody { @for row in &rows { (row) } }
                    tfoot { (sum) }
                }
                Order::NewestFirst => {
                    tbody class="sum" { (sum) }
                    tbody { @for row in &rows { (row) } }
                }
            }
        }
    }
}

/// A total's magnitude √(a²+b²), what decides in Complex Hearts: "26.7".
pub(super) fn magnitude(value: f64) -> String {
    format!("{value:.1}")
}

/// For each number of standings cards that fit across a screen (2 to 8), how many to put on a
/// row: as many as fit, unless that leaves one card alone on the last row; then one fewer,
/// else one more (a little narrower), else as many as fit after all.
pub(super) fn card_columns(cards: usize, fit: usize) -> usize {
    let alone = |columns: usize| columns < cards && cards % columns == 1;
    if fit >= cards {
        cards.max(1)
    } else if !alone(fit) {
        fit
    } else if fit > 2 && !alone(fit - 1) {
        fit - 1
    } else if !alone(fit + 1) {
        fit + 1
    } else {
        fit
    }
}

/// The players' totals as large cards in seating order, the leader marked and players out
/// of a lives game greyed; in Complex Hearts each magnitude below its total; and whom each
/// passes to next (shown by the TV layout, which has no room for the banner).
fn totals(w: &Words, report: &StatusReport, game: &Match, board: &Scoreboard) -> Markup {
    let leaders = text::leaders(game, board);
    let passes = NextDetail::new(game, board)
        .map(|detail| detail.passes)
        .unwrap_or_default();
    let players = game.players.len();
    let columns: Vec<String> = (2..=8)
        .map(|fit| format!("--c{fit}:{}", card_columns(players, fit)))
        .collect();
    html! {
        section class="standings" {
            h2 { (t!(w, "web-standings")) }
            ol class="totals" style=(columns.join(";")) {
                @for (seat, (name, points)) in report.totals.0.iter().enumerate() {
                    @let lead = !board.hands.is_empty() && leaders.contains(&seat);
                    @let class = match (lead, board.is_out(seat)) {
                        (true, _) => Some("leader"),
                        (false, true) => Some("out"),
                        (false, false) => None,
                    };
                    @let to: Vec<_> = passes.iter().filter(|p| &p.from == name).collect();
                    li class=[class] {
                        span class="name" { (name) }
                        span class="total" { (total(*points)) }
                        @if game.rules.complex() {
                            span class="magnitude" { "|" (magnitude(board.totals[seat].magnitude())) "|" }
                        }
                        @if lead {
                            @let leader = t!(w, "web-leader");
                            span class="mark" title=(leader) aria-label=(leader) { "★" }
                        }
                        // A pass to the centre has nobody to point at.
                        @if let [pass] = to.as_slice() {
                            @if let Some(receiver) = &pass.to {
                                span class="to" title=(t!(w, "banner-pass", from = pass.from.as_str(), cards = pass.cards, to = receiver.as_str())) {
                                    "→ " (receiver)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The next hand's banner: the deal, who passes to whom, who leads, and the reminders.
fn banner(w: &Words, game: &Match, board: &Scoreboard) -> Markup {
    let Some(detail) = NextDetail::new(game, board) else {
        return html! {};
    };
    let said = text::banner(w, game, &detail);
    let mut lines = Vec::new();
    let mut reminders = Vec::new();
    for line in said.lines() {
        match line.trim_start().strip_prefix("· ") {
            Some(reminder) => reminders.push(reminder),
            None if !line.trim().is_empty() => lines.push(line.trim()),
            None => {}
        }
    }
    html! {
        section class="banner" {
            h2 { (t!(w, "web-next")) }
            @for line in &lines { p { (line) } }
            ul class="reminders" {
                @for reminder in &reminders { li { (reminder) } }
            }
        }
    }
}

/// What the last hand scored, with its notes: the hand's own (a moon, a renege, a
/// settlement) and a phase that starts with it. The TV layout shows only the notes (the points
/// are the first row of its hands), and nothing of a hand without one (`plain`).
fn last_hand(w: &Words, game: &Match, board: &Scoreboard) -> Markup {
    let heading = t!(w, "web-last-hand");
    let Some(hand) = board.hands.last() else {
        return html! {
            section class="last plain" {
                h2 { (heading) }
                p { (t!(w, "web-no-hands")) }
            }
        };
    };
    let said = t!(
        w,
        "hand-recorded",
        number = hand.number,
        points = text::points_words(game, &hand.points)
    );
    let mut notes = Vec::new();
    let note = text::hand_note(w, game, hand);
    if !note.is_empty() {
        notes.push(t!(w, "sentence", text = note));
    }
    if game.rules.has_phases() && !board.finished() && hand.phase == Some(1) && board.phase == 2 {
        notes.push(t!(w, "phase-2-starts"));
    }
    html! {
        section class={ "last" @if notes.is_empty() { " plain" } } {
            h2 { (heading) }
            p class="said" { (said) }
            @for note in &notes {
                p class="note" { (note) }
            }
        }
    }
}

/// [`live`] as markup.
pub(super) fn live_markup(w: &Words, game: &Match, board: &Scoreboard) -> Markup {
    live_markup_at(w, game, board, false)
}

/// [`live`] as markup; at a club table whose round is `closed`, with no next hand to announce
/// (the organiser review's C3: the table takes no more hands).
pub(super) fn live_markup_at(w: &Words, game: &Match, board: &Scoreboard, closed: bool) -> Markup {
    let report = StatusReport::new(game, board);
    let state = text::state_line(w, game, board);
    // Once the match is over: the play, handed to BG Stats by its push link, its start in the
    // offset the match was started at (the engine reads no clock or time zone).
    // A club table's match is the evening's, not a play of its own to log (the organiser
    // review's C2).
    let play = (!game.options.club)
        .then(|| crate::view::bgstats::play(game, board, &game.started.timezone()))
        .flatten();
    html! {
        @if let Some(winner) = board.winner() {
            section class="state won" {
                p class="winner" { (t!(w, "wins", name = game.players[winner].as_str())) }
                (paragraphs(&state))
            }
        } @else if closed {
            section class="state" {}
        } @else {
            section class="state" { (paragraphs(&state)) }
        }
        @if let Some(play) = &play {
            p class="bgstats" {
                a href=(crate::view::bgstats::push_url(play)) target="_blank" rel="noopener" { (t!(w, "web-bgstats")) }
            }
        }
        // What undo would remove, for the entry form's question (it follows the match live).
        @if let Some(question) = text::undo_question(w, game, board) {
            p id="undo-question" hidden { (question) }
        }
        div class="side" {
            (totals(w, &report, game, board))
            @if !closed { (banner(w, game, board)) }
            (last_hand(w, game, board))
        }
        div class="board" {
            @if !board.hands.is_empty() {
                section class="all-hands" {
                    h2 { (t!(w, "web-hands-newest")) }
                    div class="scroll" { (hands_table(w, &report, game, board, Order::NewestFirst)) }
                }
                section class="chart" {
                    h2 { (t!(w, "web-chart")) }
                    (inline_chart(w, game, board))
                }
            }
        }
    }
}

/// The part of the page that follows the match: what is happening now; beside it (on a TV)
/// or below it, the standings, the next hand's banner and the last hand; then the hands,
/// newest first, and the chart.
pub fn live(w: &Words, game: &Match, board: &Scoreboard) -> Result<String> {
    Ok(live_markup(w, game, board).into_string())
}
