//! The printable club report (`club export --format html`, `club serve`'s `GET /report`): an
//! evening's heading, ranking with its prizes, every round's draw and every table's result,
//! and the season; or the season with its evenings and their winners. The data comes in as a
//! [`ClubReport`]; every sentence comes from the words layer and every text is escaped by the templates. The
//! styles are the match report's with a few of the club's own, inline, so the file needs
//! nothing else.

use super::{Inline, Paper, REPORT_CSS, document};
use crate::core::club::points::Prize;
pub use crate::core::club::tonight::report::{ClubReport, EveningLine, RoundReport, TableReport};
use crate::t;
use crate::view::club::{EveningView, SeasonView, name_cell, place, points, round_cell};
use crate::words::{Words, total};
use maud::{Markup, html};

/// The club report's own styles, after the match report's.
const CLUB_CSS: &str = include_str!("club.css");

/// A column heading; `num` right-aligns it.
fn th(text: &str, num: bool) -> Markup {
    html! { th scope="col" class=[num.then_some("num")] { (text) } }
}

/// A number's cell.
fn num(text: &str) -> Markup {
    html! { td class="num" { (text) } }
}

/// A paragraph of one sentence.
fn para(class: &str, text: &str) -> Markup {
    html! { p class=[(!class.is_empty()).then_some(class)] { (text) } }
}

/// The printable report of a club evening or season, in one self-contained HTML file printed
/// on `paper`.
pub fn club_report(w: &Words, report: &ClubReport, paper: Paper) -> String {
    let title = match &report.evening {
        Some(evening) => t!(
            w,
            "club-report-title",
            competition = report.competition.as_str(),
            date = w.day(&evening.view.date)
        ),
        None => t!(
            w,
            "club-report-season-title",
            competition = report.competition.as_str()
        ),
    };
    document(html! {
        html lang=(w.lang().code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) }
                style { (Inline(REPORT_CSS)) (Inline(CLUB_CSS)) (paper.at_page()) }
            }
            body {
                h1 { (title) }
                @match &report.evening {
                    Some(evening) => {
                        @let view = &evening.view;
                        @let state = crate::view::club::evening_state(w, view);
                        (para("", &t!(w, "club-report-game", variant = report.variant.as_str(), hands = report.hands, state = state)))
                        (ranking(w, view))
                        @for round in &evening.rounds {
                            (round_section(w, round))
                        }
                    }
                    None => {
                        (para("", &t!(w, "club-report-season-game", variant = report.variant.as_str(), hands = report.hands, rounds = report.rounds)))
                    }
                }
                (season(w, &report.season))
                @if report.evening.is_none() {
                    (evenings(w, &report.evenings))
                }
                footer { (t!(w, "club-report-footer")) }
            }
        }
    })
}

/// A prize as the report names it ("1st prize", "booby prize"; empty for none), with the
/// class of its row (`prize`, `booby`): the report's and the room's winners alike.
pub(super) fn prize_said(w: &Words, prize: Option<Prize>) -> (Option<&'static str>, String) {
    match prize {
        Some(Prize::Place(at)) => (
            Some("prize"),
            t!(
                w,
                "club-report-prize",
                ordinal = t!(w, "ordinal", place = at)
            ),
        ),
        Some(Prize::Booby) => (Some("booby"), t!(w, "club-report-booby")),
        None => (None, String::new()),
    }
}

/// The evening's ranking with its prizes.
fn ranking(w: &Words, view: &EveningView) -> Markup {
    html! {
        section class="ranking" {
            h2 { (t!(w, "club-report-ranking")) }
            table class="club-ranking" {
                thead {
                    tr {
                        (th(&t!(w, "club-col-place"), true))
                        (th(&t!(w, "club-col-name"), false))
                        (th(&t!(w, "club-col-table-points"), true))
                        (th(&t!(w, "club-col-margin"), true))
                        (th(&t!(w, "club-col-rounds-won"), true))
                        @for round in 1..=view.rounds {
                            (th(&t!(w, "club-col-round", round = round), true))
                        }
                        (th(&t!(w, "club-report-col-prize"), false))
                    }
                }
                tbody {
                    @for (ranked, prize) in view.prized() {
                        @let p = &ranked.item;
                        @let (class, prize) = prize_said(w, prize);
                        tr class=[class] {
                            (num(&place(w, ranked.place, ranked.shared)))
                            th scope="row" { (name_cell(w, p)) }
                            (num(&points(w, p.points().points())))
                            (num(&points(w, p.margin().points())))
                            (num(&p.rounds_won().to_string()))
                            @for round in 1..=view.rounds {
                                (num(&round_cell(w, p, round)))
                            }
                            td class="prize" { (prize) }
                        }
                    }
                }
            }
            @if view.rounds > 0 {
                (para("fine", &t!(w, "club-standings-legend")))
            }
        }
    }
}

/// A round: its draw (the tables in seat order, who sat out, the seed in small print), then
/// each table's result.
fn round_section(w: &Words, round: &RoundReport) -> Markup {
    let mut fine = t!(w, "club-first-deals");
    fine.push(' ');
    fine.push_str(&t!(
        w,
        "club-report-seed",
        seed = format!("{:016x}", round.seed),
        attempt = round.attempt,
        algorithm = round.algorithm
    ));
    if !round.keep_apart.is_empty() {
        let pairs: Vec<String> = round
            .keep_apart
            .iter()
            .map(|(a, b)| w.and(&[a, b]))
            .collect();
        fine.push(' ');
        fine.push_str(&t!(w, "club-report-kept-apart", pairs = pairs.join("; ")));
    }
    html! {
        section class="round" {
            h2 { (t!(w, "club-col-round", round = round.number)) }
            table class="draw" {
                thead {
                    tr {
                        (th(&t!(w, "club-col-table"), true))
                        (th(&t!(w, "club-col-players"), false))
                    }
                }
                tbody {
                    @for table in &round.tables {
                        tr {
                            (num(&table.number.to_string()))
                            td { (w.and(&table.players)) }
                        }
                    }
                }
            }
            @if !round.sitting_out.is_empty() {
                (para("", &t!(w, "club-sitting-out", names = w.and(&round.sitting_out))))
            }
            (para("fine", &fine))
            div class="tables" {
                @for table in &round.tables {
                    (table_section(w, round, table))
                }
            }
        }
    }
}

/// A table's result: its players in finishing order, and how far it played.
fn table_section(w: &Words, round: &RoundReport, table: &TableReport) -> Markup {
    let progress = match table.counted {
        Some(count) => t!(
            w,
            "club-report-unfinished",
            count = count,
            hands = table.hands
        ),
        None if table.hands_played == 0 => t!(w, "club-report-no-hands"),
        None if table.finished || round.closed => t!(
            w,
            "club-report-hands",
            played = table.hands_played,
            hands = table.hands
        ),
        None => t!(
            w,
            "club-report-playing",
            played = table.hands_played,
            hands = table.hands
        ),
    };
    html! {
        section class="table" {
            h3 { (t!(w, "club-report-table", table = table.number)) }
            @if table.hands_played > 0 {
                table class="result" {
                    thead {
                        tr {
                            (th(&t!(w, "club-col-place"), true))
                            (th(&t!(w, "club-col-name"), false))
                            (th(&t!(w, "row-total"), true))
                            (th(&t!(w, "club-col-table-points"), true))
                            (th(&t!(w, "club-col-margin"), true))
                        }
                    }
                    tbody {
                        @for line in &table.results {
                            tr {
                                (num(&place(w, line.result.place, line.shared)))
                                th scope="row" { (line.name) }
                                (num(&total(line.total)))
                                (num(&points(w, line.result.points.points())))
                                (num(&points(w, line.result.margin.points())))
                            }
                        }
                    }
                }
            }
            (para("fine", &progress))
            @if table.changed_after_closing {
                (para("changed", &t!(w, "club-report-changed")))
            }
        }
    }
}

/// The season's ranking, and those not ranked yet.
fn season(w: &Words, view: &SeasonView) -> Markup {
    let rule = match view.best {
        Some(best) => t!(w, "club-season-best", best = best),
        None => t!(w, "club-season-all"),
    };
    let header = html! {
        thead {
            tr {
                (th(&t!(w, "club-col-place"), true))
                (th(&t!(w, "club-col-name"), false))
                (th(&t!(w, "club-col-table-points"), true))
                (th(&t!(w, "club-col-evenings"), true))
                (th(&t!(w, "club-col-counted"), true))
                (th(&t!(w, "club-col-margin"), true))
                (th(&t!(w, "club-col-evenings-won"), true))
            }
        }
    };
    let row = |place: String, p: &crate::core::club::points::SeasonPlayer| {
        html! {
            tr {
                (num(&place))
                th scope="row" { (p.name) }
                (num(&points(w, p.points.points())))
                (num(&p.evenings.to_string()))
                (num(&p.counted.to_string()))
                (num(&points(w, p.margin.points())))
                (num(&p.evenings_won.to_string()))
            }
        }
    };
    html! {
        section class="season" {
            h2 { (t!(w, "club-report-season")) }
            (para("", &t!(w, "club-season-title", competition = view.competition.as_str(), evenings = view.evenings, rule = rule, least = view.min_evenings)))
            @if view.season.ranking.is_empty() && view.season.not_ranked.is_empty() {
                (para("", &t!(w, "club-report-season-empty")))
            }
            @if !view.season.ranking.is_empty() {
                table class="season-ranking" {
                    (header)
                    tbody {
                        @for ranked in &view.season.ranking {
                            (row(place(w, ranked.place, ranked.shared), &ranked.item))
                        }
                    }
                }
            }
            @if !view.season.not_ranked.is_empty() {
                (para("", &t!(w, "club-not-ranked", least = view.min_evenings)))
                table class="not-ranked" {
                    (header)
                    tbody {
                        @for p in &view.season.not_ranked {
                            (row(String::new(), p))
                        }
                    }
                }
            }
        }
    }
}

/// The season's evenings and their winners.
fn evenings(w: &Words, evenings: &[EveningLine]) -> Markup {
    let winners = |evening: &EveningLine| {
        let winners: Vec<String> = evening
            .winners
            .iter()
            .map(|(name, guest)| {
                if *guest {
                    t!(w, "club-guest-name", name = name.as_str())
                } else {
                    name.clone()
                }
            })
            .collect();
        if winners.is_empty() {
            "–".to_string()
        } else {
            w.and(&winners)
        }
    };
    html! {
        section class="evenings" {
            h2 { (t!(w, "club-col-evenings")) }
            @if evenings.is_empty() {
                (para("", &t!(w, "club-report-no-evenings")))
            } @else {
                table class="evenings" {
                    thead {
                        tr {
                            (th(&t!(w, "club-report-col-date"), false))
                            (th(&t!(w, "club-report-col-rounds"), true))
                            (th(&t!(w, "club-col-players"), true))
                            (th(&t!(w, "club-report-col-winner"), false))
                        }
                    }
                    tbody {
                        @for evening in evenings {
                            tr {
                                td { (evening.date) }
                                (num(&evening.rounds.to_string()))
                                (num(&evening.players.to_string()))
                                td { (winners(evening)) }
                            }
                        }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
