//! Club screens as the terminal's tables: the round's tables, the evening's and the season's
//! ranking (the rest of the club's screens, the JSON and CSV, are the engine's
//! [`crate::view::club`], named here too).

pub use crate::view::club::*;

use crate::core::club::points::SeasonPlayer;
use crate::core::club::tonight::Tonight;
use crate::t;
use crate::ui::table::List;
use crate::ui::text::Width;
use crate::words::Words;

/// The round's tables as the room reads them.
pub fn tables_text(w: &Words, view: &Tonight, width: Width) -> String {
    let mut out = String::new();
    if view.round() == 0 {
        out.push_str(&t!(
            w,
            "club-no-round-yet",
            competition = view.competition.as_str(),
            date = w.day(&view.date),
            present = view.present
        ));
        out.push('\n');
        return out;
    }
    let state = if view.closed() {
        t!(w, "club-round-closed-state")
    } else {
        t!(w, "club-round-playing-state")
    };
    out.push_str(&t!(
        w,
        "club-tables-title",
        competition = view.competition.as_str(),
        date = w.day(&view.date),
        round = view.round(),
        rounds = view.planned,
        state = state
    ));
    out.push('\n');
    let mut list = List::new(vec![
        t!(w, "club-col-table"),
        t!(w, "club-col-players"),
        t!(w, "club-col-hands"),
    ])
    .align_right([0]);
    for table in view.tables() {
        let progress = if table.finished {
            t!(w, "club-table-finished")
        } else {
            t!(
                w,
                "club-hand-of",
                played = table.hands_played,
                hands = table.hands
            )
        };
        list.push(vec![
            table.number.to_string(),
            w.and(&table.players),
            progress,
        ]);
    }
    out.push_str(&list.render(width));
    out.push('\n');
    if !view.sitting_out().is_empty() {
        out.push_str(&t!(
            w,
            "club-sitting-out",
            names = w.and(view.sitting_out())
        ));
        out.push('\n');
    }
    out.push_str(&t!(w, "club-first-deals"));
    out.push('\n');
    out
}

/// The evening's ranking as the room reads it.
pub fn evening_text(w: &Words, view: &EveningView, width: Width) -> String {
    let mut out = String::new();
    let state = evening_state(w, view);
    out.push_str(&t!(
        w,
        "club-standings-title",
        competition = view.competition.as_str(),
        date = w.day(&view.date),
        state = state
    ));
    out.push('\n');
    let mut header = vec![
        t!(w, "club-col-place"),
        t!(w, "club-col-name"),
        t!(w, "club-col-table-points"),
        t!(w, "club-col-margin"),
        t!(w, "club-col-rounds-won"),
    ];
    header.extend((1..=view.rounds).map(|r| t!(w, "club-col-round", round = r)));
    let mut list = List::new(header).align_right([0, 2, 3, 4]);
    for ranked in &view.ranking {
        let p = &ranked.item;
        let mut row = vec![
            place(w, ranked.place, ranked.shared),
            name_cell(w, p),
            points(w, p.points().points()),
            points(w, p.margin().points()),
            p.rounds_won().to_string(),
        ];
        row.extend((1..=view.rounds).map(|r| round_cell(w, p, r)));
        list.push(row);
    }
    out.push_str(&list.render(width));
    out.push('\n');
    if view.rounds > 0 {
        out.push_str(&t!(w, "club-standings-legend"));
        out.push('\n');
    }
    out
}

/// The season's ranking as the room reads it.
pub fn season_text(w: &Words, view: &SeasonView, width: Width) -> String {
    let mut out = String::new();
    let rule = match view.best {
        Some(best) => t!(w, "club-season-best", best = best),
        None => t!(w, "club-season-all"),
    };
    out.push_str(&t!(
        w,
        "club-season-title",
        competition = view.competition.as_str(),
        evenings = view.evenings,
        rule = rule,
        least = view.min_evenings
    ));
    out.push('\n');
    let header = vec![
        t!(w, "club-col-place"),
        t!(w, "club-col-name"),
        t!(w, "club-col-table-points"),
        t!(w, "club-col-evenings"),
        t!(w, "club-col-counted"),
        t!(w, "club-col-margin"),
        t!(w, "club-col-evenings-won"),
    ];
    let row = |place: String, p: &SeasonPlayer| {
        vec![
            place,
            p.name.clone(),
            points(w, p.points.points()),
            p.evenings.to_string(),
            p.counted.to_string(),
            points(w, p.margin.points()),
            p.evenings_won.to_string(),
        ]
    };
    let mut list = List::new(header.clone()).align_right([0, 2, 3, 4, 5, 6]);
    for ranked in &view.season.ranking {
        list.push(row(place(w, ranked.place, ranked.shared), &ranked.item));
    }
    out.push_str(&list.render(width));
    out.push('\n');
    if !view.season.not_ranked.is_empty() {
        out.push_str(&t!(w, "club-not-ranked", least = view.min_evenings));
        out.push('\n');
        let mut list = List::new(header).align_right([2, 3, 4, 5, 6]);
        for p in &view.season.not_ranked {
            list.push(row(String::new(), p));
        }
        out.push_str(&list.render(width));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_show_a_sign_and_at_most_two_decimals() {
        let en = Words::new(crate::words::Lang::En);
        let nl = Words::new(crate::words::Lang::Nl);
        assert_eq!(points(&en, 3.0), "+3");
        assert_eq!(points(&en, -1.5), "−1.5");
        assert_eq!(points(&en, 0.0), "0");
        assert_eq!(points(&en, 0.75), "+0.75");
        assert_eq!(points(&en, 1.0 / 3.0), "+0.33");
        assert_eq!(points(&nl, -0.75), "−0,75");
        assert_eq!(serde_json::to_string(&Points(2.0)).unwrap(), "2");
        assert_eq!(serde_json::to_string(&Points(-0.75)).unwrap(), "-0.75");
    }
}

#[cfg(test)]
mod tonight_tests {
    //! The printers of one evening as it stands (the model's worked evening of nine).
    use super::*;
    use crate::core::club::tonight::tests::{competition, evening};
    use crate::words::Lang;

    fn tonight() -> Tonight {
        let (evening, matches) = evening();
        Tonight::of(&competition(), evening, &matches)
    }

    #[test]
    fn the_evening_api_keeps_its_keys_in_alphabetical_order_at_every_level() {
        let tonight = tonight();
        let api = EveningApi::of(&tonight);
        let text = serde_json::to_string(&api).expect("json");
        // A serde_json Value orders its keys alphabetically: as the contract always had them.
        let value = serde_json::to_value(&api).expect("json");
        assert_eq!(text, value.to_string());
        assert_eq!(value["round"], 2);
        assert_eq!(value["rounds"], 2);
        assert_eq!(value["evening"], "2026-09-01");
        assert_eq!(value["tables"][0]["file"], "r2-t1.toml");
        assert_eq!(value["tables"][1]["totals"], serde_json::json!({}));
        let names: Vec<&str> = tonight
            .ranking
            .iter()
            .map(|r| r.item.name.as_str())
            .collect();
        let listed: Vec<&str> = value["ranking"]
            .as_array()
            .expect("a ranking")
            .iter()
            .filter_map(|p| p["name"].as_str())
            .collect();
        assert_eq!(listed, names);
    }

    #[test]
    fn the_text_tables_and_ranking_are_the_models() {
        let w = Words::new(Lang::En);
        let tonight = tonight();
        let tables = tables_text(&w, &tonight, None);
        assert!(tables.contains("round 2 of 2, being played"), "{tables}");
        assert!(tables.contains("Ivo, Bob, Eve and Cas"), "{tables}");
        assert!(tables.contains("1 of 2"), "{tables}");
        assert!(tables.contains("Sitting out: Ann."), "{tables}");
        let standings = evening_text(&w, &tonight.standings(), None);
        let at = |name: &str| standings.find(name).expect(name);
        for pair in tonight.ranking.windows(2) {
            assert!(
                at(&pair[0].item.name) < at(&pair[1].item.name),
                "{standings}"
            );
        }
        let dir = std::path::Path::new("evening");
        let json = serde_json::to_value(TablesJson::of(&tonight, dir)).expect("json");
        assert_eq!(json["tables"][1]["hands_played"], 0);
        assert_eq!(json["sitting_out"], serde_json::json!(["Ann"]));
        assert_eq!(json.get("present"), None);
    }
}
