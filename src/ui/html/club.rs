//! The printable club report (`club export --format html`, `club serve`'s `GET /report`): an
//! evening's heading, ranking with its prizes, every round's draw and every table's result,
//! and the season; or the season with its evenings and their winners. The data comes in as a
//! [`ClubReport`]; every sentence comes from the words layer and every text is escaped. The
//! styles are the match report's with a few of the club's own, inline, so the file needs
//! nothing else.

use super::{Paper, REPORT_CSS, escape};
use crate::core::club::points::{Prize, prizes};
pub use crate::core::club::tonight::report::{
    ClubReport, EveningLine, EveningReport, RoundReport, TableLine, TableReport,
};
use crate::t;
use crate::ui::club::{EveningView, SeasonView, name_cell, place, points, round_cell};
use crate::words::{Words, total};
use std::fmt::Write as _;

/// The club report's own styles, after the match report's.
const CLUB_CSS: &str = include_str!("club.css");

/// A column heading; `num` right-aligns it.
fn th(text: &str, num: bool) -> String {
    if num {
        format!("<th scope=\"col\" class=\"num\">{}</th>", escape(text))
    } else {
        format!("<th scope=\"col\">{}</th>", escape(text))
    }
}

/// A number's cell.
fn num(text: &str) -> String {
    format!("<td class=\"num\">{}</td>", escape(text))
}

/// A paragraph of one sentence.
fn para(class: &str, text: &str) -> String {
    if class.is_empty() {
        format!("<p>{}</p>", escape(text))
    } else {
        format!("<p class=\"{class}\">{}</p>", escape(text))
    }
}

/// The printable report of a club evening or season, in one self-contained HTML file printed
/// on `paper`.
pub fn club_report(w: &Words, report: &ClubReport, paper: Paper) -> String {
    let title = match &report.evening {
        Some(evening) => t!(
            w,
            "club-report-title",
            competition = report.competition.as_str(),
            date = evening.view.date.as_str()
        ),
        None => t!(
            w,
            "club-report-season-title",
            competition = report.competition.as_str()
        ),
    };
    let mut out = format!(
        "<!doctype html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>{}</title><style>{REPORT_CSS}{CLUB_CSS}@page {{ size: {} portrait; margin: 1.5cm; }}</style></head><body><h1>{}</h1>",
        w.lang().code(),
        escape(&title),
        paper.css(),
        escape(&title)
    );
    match &report.evening {
        Some(evening) => {
            let view = &evening.view;
            let state = crate::ui::club::evening_state(w, view);
            out.push_str(&para(
                "",
                &t!(
                    w,
                    "club-report-game",
                    variant = report.variant.as_str(),
                    hands = report.hands,
                    state = state
                ),
            ));
            out.push_str(&ranking(w, view));
            for round in &evening.rounds {
                out.push_str(&round_section(w, round));
            }
        }
        None => {
            out.push_str(&para(
                "",
                &t!(
                    w,
                    "club-report-season-game",
                    variant = report.variant.as_str(),
                    hands = report.hands,
                    rounds = report.rounds
                ),
            ));
        }
    }
    out.push_str(&season(w, &report.season));
    if report.evening.is_none() {
        out.push_str(&evenings(w, &report.evenings));
    }
    let _ = writeln!(
        out,
        "<footer>{}</footer></body></html>",
        escape(&t!(w, "club-report-footer"))
    );
    out
}

/// The evening's ranking with its prizes.
fn ranking(w: &Words, view: &EveningView) -> String {
    let mut out = format!(
        "<section class=\"ranking\"><h2>{}</h2><table class=\"club-ranking\"><thead><tr>{}{}{}{}{}",
        escape(&t!(w, "club-report-ranking")),
        th(&t!(w, "club-col-place"), true),
        th(&t!(w, "club-col-name"), false),
        th(&t!(w, "club-col-table-points"), true),
        th(&t!(w, "club-col-margin"), true),
        th(&t!(w, "club-col-rounds-won"), true),
    );
    for round in 1..=view.rounds {
        out.push_str(&th(&t!(w, "club-col-round", round = round), true));
    }
    out.push_str(&th(&t!(w, "club-report-col-prize"), false));
    out.push_str("</tr></thead><tbody>");
    for (ranked, prize) in view.ranking.iter().zip(prizes(&view.ranking)) {
        let p = &ranked.item;
        let (class, prize) = match prize {
            Some(Prize::Place(at)) => (
                " class=\"prize\"",
                t!(
                    w,
                    "club-report-prize",
                    ordinal = t!(w, "ordinal", place = at)
                ),
            ),
            Some(Prize::Booby) => (" class=\"booby\"", t!(w, "club-report-booby")),
            None => ("", String::new()),
        };
        let _ = write!(
            out,
            "<tr{class}>{}<th scope=\"row\">{}</th>{}{}{}",
            num(&place(ranked.place, ranked.shared)),
            escape(&name_cell(w, p)),
            num(&points(w, p.points().points())),
            num(&points(w, p.margin().points())),
            num(&p.rounds_won().to_string()),
        );
        for round in 1..=view.rounds {
            out.push_str(&num(&round_cell(w, p, round)));
        }
        let _ = write!(out, "<td class=\"prize\">{}</td></tr>", escape(&prize));
    }
    out.push_str("</tbody></table>");
    if view.rounds > 0 {
        out.push_str(&para("fine", &t!(w, "club-standings-legend")));
    }
    out.push_str("</section>");
    out
}

/// A round: its draw (the tables in seat order, who sat out, the seed in small print), then
/// each table's result.
fn round_section(w: &Words, round: &RoundReport) -> String {
    let mut out = format!(
        "<section class=\"round\"><h2>{}</h2><table class=\"draw\"><thead><tr>{}{}</tr></thead><tbody>",
        escape(&t!(w, "club-col-round", round = round.number)),
        th(&t!(w, "club-col-table"), true),
        th(&t!(w, "club-col-players"), false),
    );
    for table in &round.tables {
        let _ = write!(
            out,
            "<tr>{}<td>{}</td></tr>",
            num(&table.number.to_string()),
            escape(&w.and(&table.players))
        );
    }
    out.push_str("</tbody></table>");
    if !round.sitting_out.is_empty() {
        out.push_str(&para(
            "",
            &t!(w, "club-sitting-out", names = w.and(&round.sitting_out)),
        ));
    }
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
    out.push_str(&para("fine", &fine));
    out.push_str("<div class=\"tables\">");
    for table in &round.tables {
        out.push_str(&table_section(w, round, table));
    }
    out.push_str("</div></section>");
    out
}

/// A table's result: its players in finishing order, and how far it played.
fn table_section(w: &Words, round: &RoundReport, table: &TableReport) -> String {
    let mut out = format!(
        "<section class=\"table\"><h3>{}</h3>",
        escape(&t!(w, "club-report-table", table = table.number))
    );
    if table.hands_played > 0 {
        let _ = write!(
            out,
            "<table class=\"result\"><thead><tr>{}{}{}{}{}</tr></thead><tbody>",
            th(&t!(w, "club-col-place"), true),
            th(&t!(w, "club-col-name"), false),
            th(&t!(w, "row-total"), true),
            th(&t!(w, "club-col-table-points"), true),
            th(&t!(w, "club-col-margin"), true),
        );
        for line in &table.results {
            let _ = write!(
                out,
                "<tr>{}<th scope=\"row\">{}</th>{}{}{}</tr>",
                num(&place(line.result.place, line.shared)),
                escape(&line.name),
                num(&total(line.total)),
                num(&points(w, line.result.points.points())),
                num(&points(w, line.result.margin.points())),
            );
        }
        out.push_str("</tbody></table>");
    }
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
    out.push_str(&para("fine", &progress));
    if table.changed_after_closing {
        out.push_str(&para("changed", &t!(w, "club-report-changed")));
    }
    out.push_str("</section>");
    out
}

/// The season's ranking, and those not ranked yet.
fn season(w: &Words, view: &SeasonView) -> String {
    let rule = match view.best {
        Some(best) => t!(w, "club-season-best", best = best),
        None => t!(w, "club-season-all"),
    };
    let mut out = format!(
        "<section class=\"season\"><h2>{}</h2>{}",
        escape(&t!(w, "club-report-season")),
        para(
            "",
            &t!(
                w,
                "club-season-title",
                competition = view.competition.as_str(),
                evenings = view.evenings,
                rule = rule,
                least = view.min_evenings
            )
        )
    );
    let header = format!(
        "<thead><tr>{}{}{}{}{}{}{}</tr></thead>",
        th(&t!(w, "club-col-place"), true),
        th(&t!(w, "club-col-name"), false),
        th(&t!(w, "club-col-table-points"), true),
        th(&t!(w, "club-col-evenings"), true),
        th(&t!(w, "club-col-counted"), true),
        th(&t!(w, "club-col-margin"), true),
        th(&t!(w, "club-col-evenings-won"), true),
    );
    let row = |place: String, p: &crate::core::club::points::SeasonPlayer| {
        format!(
            "<tr>{}<th scope=\"row\">{}</th>{}{}{}{}{}</tr>",
            num(&place),
            escape(&p.name),
            num(&points(w, p.points.points())),
            num(&p.evenings.to_string()),
            num(&p.counted.to_string()),
            num(&points(w, p.margin.points())),
            num(&p.evenings_won.to_string()),
        )
    };
    if view.season.ranking.is_empty() && view.season.not_ranked.is_empty() {
        out.push_str(&para("", &t!(w, "club-report-season-empty")));
    }
    if !view.season.ranking.is_empty() {
        let _ = write!(out, "<table class=\"season-ranking\">{header}<tbody>");
        for ranked in &view.season.ranking {
            out.push_str(&row(place(ranked.place, ranked.shared), &ranked.item));
        }
        out.push_str("</tbody></table>");
    }
    if !view.season.not_ranked.is_empty() {
        out.push_str(&para(
            "",
            &t!(w, "club-not-ranked", least = view.min_evenings),
        ));
        let _ = write!(out, "<table class=\"not-ranked\">{header}<tbody>");
        for p in &view.season.not_ranked {
            out.push_str(&row(String::new(), p));
        }
        out.push_str("</tbody></table>");
    }
    out.push_str("</section>");
    out
}

/// The season's evenings and their winners.
fn evenings(w: &Words, evenings: &[EveningLine]) -> String {
    let mut out = format!(
        "<section class=\"evenings\"><h2>{}</h2>",
        escape(&t!(w, "club-col-evenings"))
    );
    if evenings.is_empty() {
        out.push_str(&para("", &t!(w, "club-report-no-evenings")));
        out.push_str("</section>");
        return out;
    }
    let _ = write!(
        out,
        "<table class=\"evenings\"><thead><tr>{}{}{}{}</tr></thead><tbody>",
        th(&t!(w, "club-report-col-date"), false),
        th(&t!(w, "club-report-col-rounds"), true),
        th(&t!(w, "club-col-players"), true),
        th(&t!(w, "club-report-col-winner"), false),
    );
    for evening in evenings {
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
        let winners = if winners.is_empty() {
            "–".to_string()
        } else {
            w.and(&winners)
        };
        let _ = write!(
            out,
            "<tr><td>{}</td>{}{}<td>{}</td></tr>",
            escape(&evening.date),
            num(&evening.rounds.to_string()),
            num(&evening.players.to_string()),
            escape(&winners)
        );
    }
    out.push_str("</tbody></table></section>");
    out
}

#[cfg(test)]
mod tests;
