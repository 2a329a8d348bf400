//! What an organiser's action did, in the table's words: the sentences `club draw`, `club
//! close`, … print and the organiser's page shows as its `said`.

use super::{Done, Drawn};
use crate::core::club::actions::ActionKind;
use crate::core::club::tonight::Tonight;
use crate::t;
use crate::ui::club::{evening_text, tables_text};
use crate::ui::text;
use crate::words::Words;

impl Done {
    /// The sentences, as a terminal of `width` columns shows them (`None`: no limit).
    pub fn said(&self, w: &Words, width: text::Width) -> String {
        match self {
            Done::Drawn(drawn) => drawn_said(w, drawn, width),
            Done::Closed {
                round,
                counted,
                last,
                result,
            } => {
                let mut out = t!(w, "club-closed", round = *round);
                out.push('\n');
                for (table, hands) in counted {
                    out.push_str(&t!(w, "club-closed-counts", table = *table, count = *hands));
                    out.push('\n');
                }
                let mut out = text::wrap(&out, width);
                // The round's result, as Bridgemate shows it: each table, then the ranking.
                out.push_str(&closed_result(w, result, width));
                let next = if *last {
                    t!(w, "club-next-standings")
                } else {
                    t!(w, "club-next-draw")
                };
                out.push_str(&text::wrap(&format!("{next}\n"), width));
                out
            }
            other => text::wrap(&sentences(w, other), width),
        }
    }
}

/// The sentences of every action but the draw, one per line.
fn sentences(w: &Words, done: &Done) -> String {
    let mut out = match done {
        Done::Drawn(_) | Done::Closed { .. } => String::new(),
        Done::Arrived { names, round } => t!(
            w,
            "club-arrived",
            names = w.and(names),
            count = names.len(),
            round = *round
        ),
        Done::Left { names, round } => t!(
            w,
            "club-left",
            names = w.and(names),
            count = names.len(),
            round = *round
        ),
        Done::Undone(undone) => undone_said(w, undone),
        Done::ClockStarted {
            round,
            minutes,
            ends,
        } => t!(
            w,
            "club-clock-started",
            round = *round,
            minutes = *minutes,
            time = ends.format("%H:%M").to_string()
        ),
        Done::NewKeys { tables } if tables.is_empty() => t!(w, "club-new-keys-none"),
        Done::NewKeys { tables } => t!(
            w,
            "club-new-keys",
            tables = w.and(&tables.iter().map(u32::to_string).collect::<Vec<_>>()),
            count = tables.len()
        ),
        Done::Renamed { from, to, tables } => t!(
            w,
            "club-renamed",
            from = from.as_str(),
            to = to.as_str(),
            count = *tables
        ),
    };
    out.push('\n');
    out
}

/// A closed round's result: each table's players in finishing order with their totals and
/// table points, then the evening's ranking so far.
fn closed_result(w: &Words, result: &Tonight, width: text::Width) -> String {
    let mut out = String::new();
    for table in result.tables() {
        let lines: Vec<String> = table
            .results
            .iter()
            .map(|line| {
                t!(
                    w,
                    "club-closed-line",
                    place = if line.shared {
                        t!(w, "place-shared-listed", place = line.result.place)
                    } else {
                        format!("{}.", line.result.place)
                    },
                    name = line.name.as_str(),
                    total = line.total,
                    points = crate::ui::club::points(w, line.result.points.points())
                )
            })
            .collect();
        let said = t!(
            w,
            "club-closed-table",
            table = table.number,
            results = lines.join(", ")
        );
        out.push_str(text::wrap(&said, width).trim_end());
        out.push('\n');
    }
    out.push_str(&evening_text(w, &result.standings(), width));
    out
}

/// What `club undo` took back.
fn undone_said(w: &Words, undone: &ActionKind) -> String {
    match undone {
        ActionKind::Arrive { names, .. } => t!(
            w,
            "club-undone-arrive",
            names = w.and(names),
            count = names.len()
        ),
        ActionKind::Leave { names, .. } => t!(
            w,
            "club-undone-leave",
            names = w.and(names),
            count = names.len()
        ),
        ActionKind::Draw { round, .. } => t!(w, "club-undone-draw", round = *round),
        ActionKind::Redraw { replaced, .. } => {
            t!(w, "club-undone-redraw", round = replaced.number)
        }
        ActionKind::Close { round, .. } => t!(w, "club-undone-close", round = *round),
        ActionKind::ClockStart { round, before } => match before {
            Some(before) => t!(
                w,
                "club-undone-clock-again",
                round = *round,
                time = before.format("%H:%M").to_string()
            ),
            None => t!(w, "club-undone-clock", round = *round),
        },
        ActionKind::Rename { from, to } => t!(
            w,
            "club-undone-rename",
            from = from.as_str(),
            to = to.as_str()
        ),
    }
}

/// The round drawn: a warning beyond the planned rounds, the tables, the repeats.
fn drawn_said(w: &Words, drawn: &Drawn, width: text::Width) -> String {
    let mut out = String::new();
    if drawn.beyond {
        out.push_str(&t!(
            w,
            "club-beyond-rounds",
            round = drawn.tables.round(),
            rounds = drawn.tables.planned
        ));
        out.push('\n');
    }
    out.push_str(&tables_text(w, &drawn.tables, width));
    let repeats = match (drawn.repeats, drawn.proven) {
        (0, _) => t!(w, "club-no-repeats"),
        (count, true) => t!(w, "club-repeats-fewest", count = count),
        (count, false) => t!(w, "club-repeats", count = count),
    };
    out.push_str(text::wrap(&repeats, width).trim_end());
    out.push('\n');
    if drawn.kept_together > 0 {
        out.push_str(&t!(w, "club-kept-together", count = drawn.kept_together));
        out.push('\n');
    }
    if drawn.redraw {
        out.push_str(&t!(w, "club-redrawn", round = drawn.tables.round()));
        out.push('\n');
    }
    out
}

impl Done {
    /// What the organiser's page says of the action: sentences as the page shows them, one a
    /// line, with no command, flag or drawn table in them (the page shows the tables itself
    /// and has its own buttons); a close says the round's result.
    pub fn page_said(&self, w: &Words) -> Vec<String> {
        match self {
            Done::Drawn(drawn) => {
                let mut out = Vec::new();
                if drawn.beyond {
                    out.push(t!(
                        w,
                        "club-beyond-rounds",
                        round = drawn.tables.round(),
                        rounds = drawn.tables.planned
                    ));
                }
                let tables = drawn.tables.current().map_or(0, |r| r.tables.len());
                out.push(if drawn.redraw {
                    t!(w, "club-redrawn", round = drawn.tables.round())
                } else {
                    t!(
                        w,
                        "club-page-drawn",
                        round = drawn.tables.round(),
                        count = tables
                    )
                });
                out.push(match (drawn.repeats, drawn.proven) {
                    (0, _) => t!(w, "club-no-repeats"),
                    (count, true) => t!(w, "club-repeats-fewest", count = count),
                    (count, false) => t!(w, "club-repeats", count = count),
                });
                if drawn.kept_together > 0 {
                    out.push(t!(w, "club-kept-together", count = drawn.kept_together));
                }
                out
            }
            Done::Closed {
                round,
                counted,
                last,
                result,
            } => {
                let ranking = &result.ranking;
                let mut out = vec![t!(w, "club-closed", round = *round)];
                for (table, hands) in counted {
                    out.push(t!(w, "club-closed-counts", table = *table, count = *hands));
                }
                out.push(if *last {
                    t!(w, "club-page-closed-last")
                } else {
                    t!(w, "club-page-closed-next", round = *round + 1)
                });
                if !ranking.is_empty() {
                    out.push(t!(w, "club-page-after", round = *round));
                    for ranked in ranking {
                        let player = &ranked.item;
                        let name = if player.guest {
                            t!(w, "club-guest-name", name = player.name.as_str())
                        } else {
                            player.name.clone()
                        };
                        out.push(t!(
                            w,
                            "club-page-ranked",
                            place = crate::view::club::place(w, ranked.place, ranked.shared),
                            name = name,
                            points = crate::view::club::points(w, player.points().points()),
                            margin = crate::view::club::points(w, player.margin().points())
                        ));
                    }
                }
                out
            }
            Done::Undone(ActionKind::Draw { round, .. }) => {
                vec![t!(w, "club-page-undone-draw", round = *round)]
            }
            other => sentences(w, other)
                .lines()
                .filter(|l| !l.is_empty())
                .map(str::to_string)
                .collect(),
        }
    }
}
