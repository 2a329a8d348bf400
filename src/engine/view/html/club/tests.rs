//! The club report's HTML from data made by hand: every name escaped, the prizes and the booby
//! prize marked, a guest marked, and the season's report listing its evenings.

use super::*;
use crate::core::club::points::{
    PlayerEvening, RoundLine, Season, SeasonPlayer, Sixtieths, Twelfths, rank_evening,
    table_results,
};
use crate::core::club::tonight::report::{EveningReport, TableLine};
use crate::words::Lang;

const EVIL: &str = "<b>Eve</b>";

/// Five players at one table of five: Ann, Bob, Cas, Dee and `<b>Eve</b>` (a guest), in that
/// order of finishing.
fn evening() -> ClubReport {
    let names = ["Ann", "Bob", "Cas", "Dee", EVIL];
    let totals = [10, 20, 30, 40, 50];
    let results = table_results(&[1, 2, 3, 4, 5], &totals, false);
    let players = names
        .iter()
        .zip(&results)
        .zip(totals)
        .map(|((name, result), total)| PlayerEvening {
            name: (*name).to_string(),
            guest: *name == EVIL,
            rounds: vec![RoundLine {
                round: 1,
                table: Some(1),
                result: Some(*result),
                total: Some(total),
            }],
        })
        .collect();
    let view = EveningView {
        competition: "Tue<sday>".into(),
        date: "2026-09-01".into(),
        rounds: 1,
        planned: 3,
        closed: true,
        ranking: rank_evening(players),
    };
    let table = TableReport {
        number: 1,
        players: names.iter().map(ToString::to_string).collect(),
        results: names
            .iter()
            .zip(&results)
            .zip(totals)
            .map(|((name, result), total)| TableLine {
                name: (*name).to_string(),
                shared: false,
                total,
                result: *result,
            })
            .collect(),
        hands_played: 3,
        hands: 4,
        finished: false,
        counted: Some(3),
        changed_after_closing: true,
    };
    ClubReport {
        competition: "Tue<sday>".into(),
        variant: "hearts".into(),
        hands: 4,
        rounds: 3,
        evening: Some(EveningReport {
            view,
            rounds: vec![RoundReport {
                number: 1,
                seed: 0xab,
                attempt: 2,
                algorithm: 1,
                closed: true,
                keep_apart: vec![("Ann".into(), EVIL.into())],
                tables: vec![table],
                sitting_out: vec!["<i>Zed</i>".into()],
            }],
        }),
        season: SeasonView {
            competition: "Tue<sday>".into(),
            evenings: 1,
            best: Some(5),
            min_evenings: 2,
            season: Season {
                ranking: Vec::new(),
                not_ranked: vec![SeasonPlayer {
                    name: "Ann".into(),
                    evenings: 1,
                    counted: 1,
                    points: Twelfths(36),
                    margin: Sixtieths(1200),
                    evenings_won: 1,
                }],
            },
        },
        evenings: Vec::new(),
    }
}

#[test]
fn every_name_is_escaped_and_the_prizes_the_guest_and_the_changes_are_marked() {
    let html = club_report(&Words::new(Lang::En), &evening(), Paper::Letter);
    assert!(!html.contains("<b>Eve") && !html.contains("<i>Zed") && !html.contains("<sday>"));
    assert!(html.contains("&lt;b&gt;Eve&lt;/b&gt; (guest)"), "{html}");
    assert!(html.contains("@page { size: letter portrait;"));
    for part in [
        "<td class=\"prize\">1st prize</td>",
        "<td class=\"prize\">3rd prize</td>",
        "<tr class=\"booby\">",
        "<td class=\"prize\">booby prize</td>",
        "seed 00000000000000ab, attempt 2, draw algorithm version 1",
        "Kept apart: Ann and &lt;b&gt;Eve&lt;/b&gt;.",
        "Sitting out: &lt;i&gt;Zed&lt;/i&gt;.",
        "Closed unfinished: 3 of 4 hands count.",
        "Changed after closing",
        "Not ranked yet (fewer than 2 evenings):",
        "<td class=\"num\">−1.5</td>",
    ] {
        assert!(html.contains(part), "{part:?} missing in:\n{html}");
    }
    let dutch = club_report(&Words::new(Lang::Nl), &evening(), Paper::A4);
    for part in [
        "<html lang=\"nl\">",
        "1e prijs",
        "poedelprijs",
        "&lt;b&gt;Eve&lt;/b&gt; (gast)",
        "Rust: &lt;i&gt;Zed&lt;/i&gt;.",
        "<td class=\"num\">−1,5</td>",
        "Gewijzigd na het sluiten",
    ] {
        assert!(dutch.contains(part), "{part:?} missing in:\n{dutch}");
    }
}

#[test]
fn the_seasons_report_lists_the_evenings_and_their_winners() {
    let mut report = evening();
    report.evening = None;
    report.evenings = vec![
        EveningLine {
            date: "2026-09-01".into(),
            rounds: 3,
            players: 13,
            winners: vec![("Ann".into(), false), (EVIL.into(), true)],
        },
        EveningLine {
            date: "2026-09-08".into(),
            rounds: 0,
            players: 4,
            winners: Vec::new(),
        },
    ];
    let html = club_report(&Words::new(Lang::En), &report, Paper::A4);
    assert!(
        html.contains("<title>Tue&lt;sday&gt;: the season</title>"),
        "{html}"
    );
    assert!(html.contains("hearts, 4 hands a round, 3 rounds an evening."));
    assert!(html.contains(
        "<tr><td>2026-09-01</td><td class=\"num\">3</td><td class=\"num\">13</td><td>Ann and &lt;b&gt;Eve&lt;/b&gt; (guest)</td></tr>"
    ));
    assert!(html.contains("<td>–</td>"));
    assert!(!html.contains("Evening ranking"));
}
