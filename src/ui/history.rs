//! `history` and `stats`: the report types behind both JSON and text, made from the match
//! summaries of [`crate::store::history`].

use super::report::{Points, Seated};
use super::table::List;
pub use crate::core::summary::{PlayerStats, RATED_AFTER, StatsFilter, StatsReport, VersusReport};
use crate::store::history::{Listed, State};
use crate::t;
use crate::words::Words;
use chrono::{DateTime, FixedOffset};
use serde::Serialize;

/// One line of `history --json`, borrowed from the match's summary.
#[derive(Clone, Debug, Serialize)]
pub struct HistoryEntry<'a> {
    /// The match file.
    pub file: std::borrow::Cow<'a, str>,
    /// The variant's name; null for a damaged file.
    pub variant: Option<&'a str>,
    /// Players in seating order (empty for a damaged file).
    pub players: Vec<&'a str>,
    /// When the match started.
    pub started: Option<DateTime<FixedOffset>>,
    /// When the last hand was entered, once finished; null while in progress.
    pub finished: Option<DateTime<FixedOffset>>,
    /// "finished", "in progress", "tie-break" or "damaged".
    pub state: &'static str,
    /// Scored hands.
    pub hands: Option<usize>,
    /// The winner, once finished.
    pub winner: Option<&'a str>,
    /// Each player's total.
    pub totals: Option<Seated<Points, &'a str>>,
    /// Why a damaged file cannot be read (file, line and column); null otherwise.
    pub error: Option<String>,
    /// The match's notes, `{"time", "text"}` each (an empty list when none, or damaged).
    pub notes: Vec<HistoryNote<'a>>,
}

/// A note in `history --json`.
#[derive(Clone, Debug, Serialize)]
pub struct HistoryNote<'a> {
    /// When it was written.
    pub time: DateTime<FixedOffset>,
    /// What it says.
    pub text: &'a str,
}

impl HistoryEntry<'_> {
    /// The line of one match file; a damaged file's error said with `w` (English in JSON,
    /// whose values stay English).
    pub fn new<'a>(w: &Words, listed: &'a Listed) -> HistoryEntry<'a> {
        // As `Path::display` shows it, without the formatting machinery (26,000 files).
        let file = listed.file.as_os_str().to_string_lossy();
        match &listed.summary {
            Ok(summary) => HistoryEntry {
                file,
                variant: Some(&summary.variant),
                players: summary.players.iter().map(|p| p.name.as_str()).collect(),
                started: Some(summary.started),
                finished: summary.finished,
                state: summary.state.as_str(),
                hands: Some(summary.hands),
                winner: summary.winner_name(),
                totals: Some(Seated(
                    summary
                        .players
                        .iter()
                        .map(|p| (p.name.as_str(), Points::new(p.total, summary.complex)))
                        .collect(),
                )),
                error: None,
                notes: summary
                    .notes
                    .iter()
                    .map(|note| HistoryNote {
                        time: note.time,
                        text: &note.text,
                    })
                    .collect(),
            },
            Err(error) => HistoryEntry {
                file,
                variant: None,
                players: Vec::new(),
                started: None,
                finished: None,
                state: "damaged",
                hands: None,
                winner: None,
                totals: None,
                error: Some(crate::words::errors::store_failure(w, error)),
                notes: Vec::new(),
            },
        }
    }
}

fn when(time: &DateTime<FixedOffset>) -> String {
    time.format("%Y-%m-%d %H:%M").to_string()
}

/// The messages `ids`, a table's header (or some of its columns).
fn header(w: &Words, ids: &[&str]) -> Vec<String> {
    ids.iter().map(|id| w.get(id, &[])).collect()
}

/// A match's state in words, for the history table.
fn state_words(w: &Words, state: State) -> String {
    match state {
        State::InProgress => t!(w, "state-in-progress"),
        State::TieBreak => t!(w, "state-tie-break"),
        State::Finished => String::new(),
    }
}

/// `history` as text: one row per match, newest first, damaged files explained below.
pub fn history_text(w: &Words, listed: &[Listed], width: super::text::Width) -> String {
    if listed.is_empty() {
        return format!("{}\n", t!(w, "no-matches-yet"));
    }
    let mut table = List::new(header(
        w,
        &[
            "col-started",
            "col-variant",
            "col-players",
            "col-hands",
            "col-finished",
            "col-winner",
            "col-file",
        ],
    ))
    .align_right([3]);
    let mut damaged = Vec::new();
    let damaged_word = t!(w, "state-damaged");
    for item in listed {
        let file = item.file.file_name().map_or_else(
            || item.file.display().to_string(),
            |n| n.to_string_lossy().into(),
        );
        match &item.summary {
            Ok(s) => table.push(vec![
                when(&s.started),
                s.variant.clone(),
                s.names().join(", "),
                s.hands.to_string(),
                match (s.state, &s.finished) {
                    (State::Finished, Some(at)) => when(at),
                    (state, _) => state_words(w, state),
                },
                s.winner_name().unwrap_or("").to_string(),
                file,
            ]),
            Err(error) => {
                let mut row = vec![String::new(); 4];
                row.extend([damaged_word.clone(), String::new(), file]);
                table.push(row);
                damaged.push(crate::words::errors::store_failure(w, error));
            }
        }
    }
    // At a narrow screen the file goes first, then when a match finished, then its hands.
    let leave_out = header(w, &["col-file", "col-finished", "col-hands"]);
    let (tables, left_out) = super::table::fit_together(&[table], &leave_out, width);
    let mut out = String::new();
    out.push_str(&format!(
        "{}\n",
        t!(w, "history-count", count = listed.len())
    ));
    out.push_str(&left_out_words(w, &left_out));
    for error in damaged {
        out.push_str(&format!(
            "{}\n",
            t!(w, "history-damaged", error = error.as_str())
        ));
    }
    format!("{}\n{}", tables.concat(), super::text::wrap(&out, width))
}

/// The line saying which columns were left out to fit the screen; nothing if none was.
fn left_out_words(w: &Words, left_out: &[String]) -> String {
    if left_out.is_empty() {
        return String::new();
    }
    format!(
        "{}\n",
        t!(
            w,
            "narrow-left-out",
            columns = w.and(left_out),
            count = left_out.len()
        )
    )
}

/// What `stats` counted, in words: " for variant omnibus, since 2026-01-01" or nothing.
fn scope_words(w: &Words, filter: &StatsFilter) -> String {
    let mut scope = Vec::new();
    if let Some(variant) = &filter.variant {
        scope.push(t!(w, "stats-scope-variant", variant = variant.as_str()));
    }
    if let Some(player) = &filter.player {
        scope.push(t!(w, "stats-scope-player", player = player.as_str()));
    }
    let day = |d: chrono::NaiveDate| d.format("%Y-%m-%d").to_string();
    let period = match filter.period {
        (Some(since), Some(until)) => {
            t!(
                w,
                "stats-scope-between",
                since = day(since),
                until = day(until)
            )
        }
        (Some(since), None) => t!(w, "stats-scope-since", since = day(since)),
        (None, Some(until)) => t!(w, "stats-scope-until", until = day(until)),
        (None, None) => String::new(),
    };
    if scope.is_empty() {
        period
    } else {
        t!(w, "stats-for", scope = scope.join(", ")) + &period
    }
}

/// `stats --csv`: the stats table, a line per player in the table's order, with the rating's
/// μ, σ and μ − 3σ and whether the player is not yet rated (`true`, `false`, as in JSON);
/// numbers as numbers, names escaped as `export --format csv` escapes them.
/// The headings are fixed words in `w`'s language (in English the `--json` keys).
pub fn stats_csv(w: &Words, report: &StatsReport) -> anyhow::Result<String> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    writer.write_record([
        t!(w, "csv-name"),
        t!(w, "csv-rating"),
        t!(w, "csv-mu"),
        t!(w, "csv-sigma"),
        t!(w, "csv-matches"),
        t!(w, "csv-wins"),
        t!(w, "csv-win-rate"),
        t!(w, "csv-played"),
        t!(w, "csv-hands"),
        t!(w, "csv-points"),
        t!(w, "csv-points-per-hand"),
        t!(w, "csv-moons"),
        t!(w, "csv-queens"),
        t!(w, "csv-best"),
        t!(w, "csv-worst"),
        t!(w, "csv-provisional"),
    ])?;
    let number = |value: Option<i64>| value.map_or(String::new(), |v| v.to_string());
    for p in &report.players {
        writer.write_record([
            super::export::csv_text(&p.name).into_owned(),
            p.rating.ordinal.to_string(),
            p.rating.mu.to_string(),
            p.rating.sigma.to_string(),
            p.matches.to_string(),
            p.wins.to_string(),
            p.win_rate.to_string(),
            p.played.to_string(),
            p.hands.to_string(),
            p.points.to_string(),
            p.points_per_hand.to_string(),
            p.moons.to_string(),
            p.queens_of_spades.to_string(),
            number(p.best),
            number(p.worst),
            p.provisional.to_string(),
        ])?;
    }
    Ok(String::from_utf8(writer.into_inner()?)?)
}

/// `stats --versus NAME --csv`: a line per opponent, the headings in `w`'s language.
pub fn versus_csv(w: &Words, report: &VersusReport) -> anyhow::Result<String> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    writer.write_record([
        t!(w, "csv-player"),
        t!(w, "csv-opponent"),
        t!(w, "csv-matches"),
        t!(w, "csv-ahead"),
        t!(w, "csv-behind"),
        t!(w, "csv-level"),
    ])?;
    for o in &report.opponents {
        writer.write_record([
            super::export::csv_text(&report.player).into_owned(),
            super::export::csv_text(&o.name).into_owned(),
            o.matches.to_string(),
            o.ahead.to_string(),
            o.behind.to_string(),
            o.level.to_string(),
        ])?;
    }
    Ok(String::from_utf8(writer.into_inner()?)?)
}

/// `stats --versus NAME` as text: a line per opponent.
pub fn versus_text(
    w: &Words,
    report: &VersusReport,
    filter: &StatsFilter,
    width: super::text::Width,
) -> String {
    let scope = scope_words(w, filter);
    if report.opponents.is_empty() {
        return format!(
            "{}
",
            t!(
                w,
                "versus-none",
                name = report.player.as_str(),
                scope = scope
            )
        );
    }
    let mut table = List::new(header(
        w,
        &[
            "col-opponent",
            "col-matches",
            "col-ahead",
            "col-behind",
            "col-level",
        ],
    ))
    .align_right(1..5);
    for o in &report.opponents {
        table.push(vec![
            o.name.clone(),
            o.matches.to_string(),
            o.ahead.to_string(),
            o.behind.to_string(),
            o.level.to_string(),
        ]);
    }
    let table = table.render(width);
    format!(
        "{}
{table}
",
        super::text::wrap(
            &t!(
                w,
                "versus-title",
                name = report.player.as_str(),
                scope = scope
            ),
            width
        )
        .trim_end()
    )
}

/// One table of `stats`: a row per player, with the rating for the rated, and best and worst
/// where the matches counted are of one game.
fn stats_list(w: &Words, players: &[&PlayerStats], rated: bool, best: bool) -> List {
    let mut ids = vec!["col-player"];
    if rated {
        ids.push("col-rating");
    }
    ids.extend([
        "col-matches",
        "col-wins",
        "col-win-rate",
        "col-points-hand",
        "col-moons",
        "col-queen",
    ]);
    if best {
        ids.extend(["col-best", "col-worst"]);
    }
    let mut table = List::new(header(w, &ids)).align_right(1..ids.len());
    // Negative figures with the minus sign the tables use, "−" (issue 40, newcomer C5).
    let number = |value: Option<i64>| value.map_or("-".to_string(), crate::words::total);
    let decimal = |value: f64, places: usize| w.decimal(value, places).replace('-', "−");
    for p in players {
        let mut row = vec![p.name.clone()];
        if rated {
            row.push(decimal(p.rating.ordinal, 1));
        }
        row.extend([
            p.matches.to_string(),
            p.wins.to_string(),
            if p.matches == 0 {
                "-".to_string()
            } else {
                format!("{:.0}%", p.win_rate * 100.0)
            },
            if p.hands > 0 && !p.has_points() {
                "-".to_string()
            } else {
                decimal(p.points_per_hand, 2)
            },
            p.moons.to_string(),
            p.queens_of_spades.to_string(),
        ]);
        if best {
            row.extend([number(p.best), number(p.worst)]);
        }
        table.push(row);
    }
    table
}

/// `stats` as text: the rated players' table (the league), those not yet rated apart, then
/// what was counted. Best and worst are shown only where every match counted is of one game.
pub fn stats_text(
    w: &Words,
    report: &StatsReport,
    filter: &StatsFilter,
    width: super::text::Width,
) -> String {
    let scope = scope_words(w, filter);
    if report.players.is_empty() {
        return format!("{}\n", t!(w, "stats-none", scope = scope));
    }
    let best = report.games.len() <= 1;
    let (unrated, rated): (Vec<&PlayerStats>, Vec<&PlayerStats>) =
        report.players.iter().partition(|p| p.provisional);
    let mut blocks = Vec::new();
    if !rated.is_empty() {
        blocks.push((
            t!(w, "stats-rated-caption", count = RATED_AFTER),
            stats_list(w, &rated, true, best),
        ));
    }
    if !unrated.is_empty() {
        blocks.push((
            t!(w, "stats-unrated-caption", count = RATED_AFTER),
            stats_list(w, &unrated, false, best),
        ));
    }
    let mut out = String::new();
    out.push_str(&t!(
        w,
        "stats-counted",
        count = report.finished_matches,
        scope = scope
    ));
    if report.unfinished_matches > 0 {
        out.push_str(&t!(
            w,
            "stats-unfinished",
            count = report.unfinished_matches
        ));
    }
    out.push_str(".\n");
    if !rated.is_empty() {
        out.push_str(&format!("{}\n", t!(w, "stats-rating")));
    }
    if !best {
        out.push_str(&format!(
            "{}\n",
            t!(w, "stats-best-per-game", variant = report.games[0].as_str())
        ));
    }
    if report.pointless_matches > 0 {
        out.push_str(&format!("{}\n", t!(w, "stats-complex")));
    }
    if let Some(first) = report.points_left_out.first() {
        out.push_str(&format!(
            "{}\n",
            t!(
                w,
                "stats-points-left-out",
                games = w.and(&report.points_left_out),
                first = first.as_str()
            )
        ));
    }
    if report.damaged_files > 0 {
        out.push_str(&format!(
            "{}\n",
            t!(w, "stats-damaged", count = report.damaged_files)
        ));
    }
    // At a narrow screen the figures that follow from others, or that few games have, go
    // first, from both tables alike.
    let leave_out = header(
        w,
        &["col-win-rate", "col-queen", "col-moons", "col-points-hand"],
    );
    let (captions, lists): (Vec<String>, Vec<List>) = blocks.into_iter().unzip();
    let (tables, left_out) = super::table::fit_together(&lists, &leave_out, width);
    out.push_str(&left_out_words(w, &left_out));
    let mut text = String::new();
    for (caption, table) in captions.iter().zip(tables) {
        text.push_str(&super::text::wrap(caption, width));
        text.push_str(&table);
        text.push('\n');
    }
    text + &super::text::wrap(&out, width)
}

#[cfg(test)]
mod tests;
