//! Club screens without the terminal's tables: the evening's and the season's ranking as the
//! JSON contract and as CSV, the cells and words the pages and the text tables share (a round
//! is a "ronde" and a hand a "spel" in Dutch here), and the organiser's log. Numbers of points show with up to 2 decimals, in the language's decimal sign.

mod json;

use crate::core::club::points::{PlayerEvening, SeasonPlayer};
pub use crate::core::club::tonight::{EveningView, SeasonView};
use crate::t;
use crate::words::Words;
pub use json::{EveningApi, TablesJson};
use serde::{Serialize, Serializer};

/// A number of points as JSON: whole numbers as integers, others rounded to 2 decimals.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Points(pub f64);

impl Serialize for Points {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let rounded = (self.0 * 100.0).round() / 100.0;
        if rounded.fract() == 0.0 && rounded.abs() < 1e15 {
            serializer.serialize_i64(rounded as i64)
        } else {
            serializer.serialize_f64(rounded)
        }
    }
}

/// Points as the room reads them: "+3", "−1.5", "0", "+0.75" (Dutch "+0,75").
pub fn points(w: &Words, value: f64) -> String {
    let rounded = (value * 100.0).round() / 100.0;
    let mut shown = w.decimal(rounded.abs(), 2);
    if shown.contains(['.', ',']) {
        shown = shown
            .trim_end_matches('0')
            .trim_end_matches(['.', ','])
            .to_string();
    }
    if shown == "0" {
        shown
    } else if rounded < 0.0 {
        format!("−{shown}")
    } else {
        format!("+{shown}")
    }
}

/// A place in a ranking's column as the language writes a shared one: "2=" in English, "2"
/// in Dutch (Dutch tables repeat the place).
pub(crate) fn place(w: &Words, place: usize, shared: bool) -> String {
    match shared {
        true => t!(w, "place-shared", place = place),
        false => place.to_string(),
    }
}

/// A place in a sentence: "4=" / "4 (gedeeld)".
pub(crate) fn place_said(w: &Words, place: usize, shared: bool) -> String {
    match shared {
        true => t!(w, "place-shared-said", place = place),
        false => place.to_string(),
    }
}

/// One round of a player's evening in the JSON contract.
#[derive(Clone, Debug, Serialize)]
pub struct RoundJson {
    round: u32,
    table: Option<usize>,
    place: Option<usize>,
    table_points: Points,
    margin: Points,
    total: Option<i64>,
}

/// One player of the evening's ranking in the JSON contract.
#[derive(Clone, Debug, Serialize)]
pub struct EveningRow {
    place: usize,
    name: String,
    table_points: Points,
    margin: Points,
    rounds_won: usize,
    guest: bool,
    rounds: Vec<RoundJson>,
}

/// `club standings --json` of an evening.
#[derive(Clone, Debug, Serialize)]
pub struct EveningJson {
    competition: String,
    evening: Option<String>,
    ranking: Vec<EveningRow>,
}

impl EveningView {
    /// The JSON contract.
    pub fn json(&self) -> EveningJson {
        EveningJson {
            competition: self.competition.clone(),
            evening: Some(self.date.clone()),
            ranking: self
                .ranking
                .iter()
                .map(|r| {
                    let p = &r.item;
                    EveningRow {
                        place: r.place,
                        name: p.name.clone(),
                        table_points: Points(p.points().points()),
                        margin: Points(p.margin().points()),
                        rounds_won: p.rounds_won(),
                        guest: p.guest,
                        rounds: p
                            .rounds
                            .iter()
                            .map(|round| RoundJson {
                                round: round.round,
                                table: round.table,
                                place: round.result.map(|r| r.place),
                                table_points: Points(
                                    round.result.map_or(0.0, |r| r.points.points()),
                                ),
                                margin: Points(round.result.map_or(0.0, |r| r.margin.points())),
                                total: round.total,
                            })
                            .collect(),
                    }
                })
                .collect(),
        }
    }
}

/// A round's cell: "+3/+14", "rust"/"out" when sitting out, "–" when not there.
pub(crate) fn round_cell(w: &Words, player: &PlayerEvening, round: u32) -> String {
    match player.rounds.iter().find(|r| r.round == round) {
        None => "–".into(),
        Some(line) => match line.result {
            None => t!(w, "club-sat-out-cell"),
            Some(result) => format!(
                "{}/{}",
                points(w, result.points.points()),
                points(w, result.margin.points())
            ),
        },
    }
}

/// A player's name, "(guest)" after a guest's.
pub(crate) fn name_cell(w: &Words, player: &PlayerEvening) -> String {
    if player.guest {
        t!(w, "club-guest-name", name = player.name.as_str())
    } else {
        player.name.clone()
    }
}

/// Where the evening stands: "after round 2 of 3", "round 3 of 3 being played".
pub(crate) fn evening_state(w: &Words, view: &EveningView) -> String {
    match (view.rounds, view.closed) {
        (0, _) => t!(w, "club-standings-no-round"),
        (round, true) => t!(
            w,
            "club-standings-after",
            round = round,
            rounds = view.planned
        ),
        (round, false) => t!(
            w,
            "club-standings-during",
            round = round,
            rounds = view.planned
        ),
    }
}

/// The evening's ranking as CSV, the headings in the language (numbers with a point).
pub fn evening_csv(w: &Words, view: &EveningView) -> anyhow::Result<String> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    let mut header = vec![
        t!(w, "club-csv-place"),
        t!(w, "club-csv-name"),
        t!(w, "club-csv-guest"),
        t!(w, "club-csv-table-points"),
        t!(w, "club-csv-margin"),
        t!(w, "club-csv-rounds-won"),
    ];
    for r in 1..=view.rounds {
        header.push(t!(w, "club-csv-round-points", round = r));
        header.push(t!(w, "club-csv-round-margin", round = r));
    }
    writer.write_record(&header)?;
    let number = |value: f64| serde_json::to_string(&Points(value)).unwrap_or_default();
    for ranked in &view.ranking {
        let p = &ranked.item;
        let mut row = vec![
            ranked.place.to_string(),
            crate::view::export::csv_text(&p.name).into_owned(),
            if p.guest { "1".into() } else { "0".into() },
            number(p.points().points()),
            number(p.margin().points()),
            p.rounds_won().to_string(),
        ];
        for r in 1..=view.rounds {
            match p
                .rounds
                .iter()
                .find(|l| l.round == r)
                .and_then(|l| l.result)
            {
                Some(result) => {
                    row.push(number(result.points.points()));
                    row.push(number(result.margin.points()));
                }
                None if p.rounds.iter().any(|l| l.round == r) => {
                    row.push("0".into());
                    row.push("0".into());
                }
                None => {
                    row.push(String::new());
                    row.push(String::new());
                }
            }
        }
        writer.write_record(&row)?;
    }
    Ok(String::from_utf8(writer.into_inner()?)?)
}

/// A player of the season in the JSON contract.
#[derive(Clone, Debug, Serialize)]
pub struct SeasonRow {
    #[serde(skip_serializing_if = "Option::is_none")]
    place: Option<usize>,
    name: String,
    evenings: usize,
    counted: usize,
    table_points: Points,
    margin: Points,
    evenings_won: usize,
}

/// `club standings --season --json`.
#[derive(Clone, Debug, Serialize)]
pub struct SeasonJson {
    competition: String,
    evening: Option<String>,
    ranking: Vec<SeasonRow>,
    not_ranked: Vec<SeasonRow>,
}

fn season_row(place: Option<usize>, p: &SeasonPlayer) -> SeasonRow {
    SeasonRow {
        place,
        name: p.name.clone(),
        evenings: p.evenings,
        counted: p.counted,
        table_points: Points(p.points.points()),
        margin: Points(p.margin.points()),
        evenings_won: p.evenings_won,
    }
}

impl SeasonView {
    /// The JSON contract.
    pub fn json(&self) -> SeasonJson {
        SeasonJson {
            competition: self.competition.clone(),
            evening: None,
            ranking: self
                .season
                .ranking
                .iter()
                .map(|r| season_row(Some(r.place), &r.item))
                .collect(),
            not_ranked: self
                .season
                .not_ranked
                .iter()
                .map(|p| season_row(None, p))
                .collect(),
        }
    }
}

/// The season's ranking as CSV, the headings in the language.
pub fn season_csv(w: &Words, view: &SeasonView) -> anyhow::Result<String> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    writer.write_record([
        t!(w, "club-csv-place"),
        t!(w, "club-csv-name"),
        t!(w, "club-csv-table-points"),
        t!(w, "club-csv-evenings"),
        t!(w, "club-csv-counted"),
        t!(w, "club-csv-margin"),
        t!(w, "club-csv-evenings-won"),
    ])?;
    let number = |value: f64| serde_json::to_string(&Points(value)).unwrap_or_default();
    let rows = view
        .season
        .ranking
        .iter()
        .map(|r| (r.place.to_string(), &r.item))
        .chain(view.season.not_ranked.iter().map(|p| (String::new(), p)));
    for (place, p) in rows {
        writer.write_record([
            place,
            crate::view::export::csv_text(&p.name).into_owned(),
            number(p.points.points()),
            p.evenings.to_string(),
            p.counted.to_string(),
            number(p.margin.points()),
            p.evenings_won.to_string(),
        ])?;
    }
    Ok(String::from_utf8(writer.into_inner()?)?)
}

/// `GET /api/clock` of `club serve`: the round clock at the moment asked, `{"round",
/// "minutes", "remaining", "warn", "ends", "pressed", "title", "warning", "over"}` (the seconds
/// left, as the server counts them, and the sentences the room shows); `{"round": null}`
/// while no round is timed.
pub fn clock_json(
    w: &Words,
    clock: Option<crate::core::club::clock::RoundClock>,
) -> serde_json::Value {
    let Some(clock) = clock else {
        return serde_json::json!({ "round": null });
    };
    serde_json::json!({
        "round": clock.round,
        "minutes": clock.minutes,
        "remaining": clock.remaining,
        "warn": crate::core::club::clock::WARNING_SECONDS,
        "ends": clock.ends().to_rfc3339(),
        "pressed": clock.pressed,
        "title": t!(w, "room-clock-title", round = clock.round),
        "warning": t!(w, "room-clock-warning"),
        "over": t!(w, "room-clock-over"),
    })
}

/// What an organiser's action did, in a few words ("round 2 drawn", "Mo came in").
pub fn action_words(w: &Words, action: &crate::core::club::actions::Action) -> String {
    use crate::core::club::actions::ActionKind;
    match &action.kind {
        ActionKind::Arrive { names, .. } => t!(w, "club-log-arrive", names = w.and(names)),
        ActionKind::Leave { names, .. } => t!(w, "club-log-leave", names = w.and(names)),
        ActionKind::Draw { round, .. } => t!(w, "club-log-draw", round = *round),
        ActionKind::Redraw { replaced, .. } => t!(w, "club-log-redraw", round = replaced.number),
        ActionKind::Close { round, .. } => t!(w, "club-log-close", round = *round),
        ActionKind::ClockStart { round, .. } => t!(w, "club-log-clock", round = *round),
        ActionKind::Rename { from, to } => {
            t!(w, "club-log-rename", from = from.as_str(), to = to.as_str())
        }
    }
}

/// `club log`: one line per organiser action, oldest first, with its time and, where it was
/// taken back, when.
pub fn log_text(w: &Words, actions: &[crate::core::club::actions::Action]) -> String {
    if actions.is_empty() {
        return format!("{}\n", t!(w, "club-log-none"));
    }
    let mut out = String::new();
    for action in actions {
        let what = action_words(w, action);
        out.push_str(&action.time.format("%H:%M").to_string());
        out.push_str("  ");
        out.push_str(&what);
        if let Some(undone) = action.undone {
            out.push(' ');
            out.push_str(&t!(
                w,
                "club-log-undone",
                time = undone.format("%H:%M").to_string()
            ));
        }
        out.push('\n');
    }
    out
}

/// `club log --json`: `{"actions": [{"time", "action", "round", "names", "from", "to",
/// "undone"}]}` (each key but `time` and `action` only where it applies).
pub fn log_json(actions: &[crate::core::club::actions::Action]) -> serde_json::Value {
    use crate::core::club::actions::ActionKind;
    let list: Vec<serde_json::Value> = actions
        .iter()
        .map(|action| {
            let mut item = serde_json::json!({"time": action.time.to_rfc3339()});
            let (kind, round, names, rename) = match &action.kind {
                ActionKind::Arrive { names, .. } => ("arrive", None, Some(names), None),
                ActionKind::Leave { names, .. } => ("leave", None, Some(names), None),
                ActionKind::Draw { round, .. } => ("draw", Some(*round), None, None),
                ActionKind::Redraw { replaced, .. } => {
                    ("redraw", Some(replaced.number), None, None)
                }
                ActionKind::Close { round, .. } => ("close", Some(*round), None, None),
                ActionKind::ClockStart { round, .. } => ("clock", Some(*round), None, None),
                ActionKind::Rename { from, to } => ("rename", None, None, Some((from, to))),
            };
            item["action"] = kind.into();
            if let Some(round) = round {
                item["round"] = round.into();
            }
            if let Some(names) = names {
                item["names"] = names.clone().into();
            }
            if let Some((from, to)) = rename {
                item["from"] = from.clone().into();
                item["to"] = to.clone().into();
            }
            if let Some(undone) = action.undone {
                item["undone"] = undone.to_rfc3339().into();
            }
            item
        })
        .collect();
    serde_json::json!({ "actions": list })
}
