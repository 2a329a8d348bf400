//! The commands that look back over matches: `history` and `stats` over the data folder,
//! `export` and `chart` of one match.

use super::error::ChartError;
use super::{CommandError, Context, Report, Result, json};
use crate::cli::{ChartArgs, ExportArgs, ExportFormat, HistoryArgs, PeriodArgs, StatsArgs};
use crate::core::game::{Match, Scoreboard};
use crate::core::summary::VersusReport;
use crate::store::matchfile::{self, Loaded};
use crate::store::paths;
use crate::store::{files, history};
use crate::t;
use crate::ui::history::{HistoryEntry, StatsFilter, StatsReport, history_text, stats_text};
use crate::ui::{bgstats, chart, export};
use chrono::NaiveDate;

/// `history`: every match file, newest first.
pub struct History(Vec<history::Listed>);

impl Report for History {
    fn text(&self, ctx: &Context) -> String {
        history_text(&ctx.words, &self.0, ctx.width)
    }

    fn json(&self) -> Option<Result<String>> {
        // JSON values stay English, a damaged file's error too.
        let english = crate::words::Words::new(crate::words::Lang::En);
        let entries: Vec<HistoryEntry> = self
            .0
            .iter()
            .map(|listed| HistoryEntry::new(&english, listed))
            .collect();
        Some(json(&entries))
    }
}

/// The first and last day of `--since`/`--until`, or of `--season`.
fn period(args: &PeriodArgs) -> (Option<NaiveDate>, Option<NaiveDate>) {
    match args.season {
        Some(year) => (
            NaiveDate::from_ymd_opt(year, 1, 1),
            NaiveDate::from_ymd_opt(year, 12, 31),
        ),
        None => (args.since, args.until),
    }
}

/// The matches that started within `period` (by the local date); a damaged file, whose
/// start is unknown, stays listed.
fn within(
    listed: Vec<history::Listed>,
    period: (Option<NaiveDate>, Option<NaiveDate>),
) -> Vec<history::Listed> {
    let (since, until) = period;
    if since.is_none() && until.is_none() {
        return listed;
    }
    listed
        .into_iter()
        .filter(|l| match &l.summary {
            Ok(summary) => {
                let day = summary.started.with_timezone(&chrono::Local).date_naive();
                since.is_none_or(|s| day >= s) && until.is_none_or(|u| day <= u)
            }
            Err(_) => true,
        })
        .collect()
}

/// Every match file, newest first: read again with `--no-cache`, else through the summary
/// cache; with `--club NAME` that competition's table matches too (read each time).
fn scan(no_cache: bool, club: Option<&str>) -> Result<Vec<history::Listed>> {
    let dir = paths::matches_dir()?;
    // The cache moved out of the data folder; one left there is removed.
    if let Some(old) = paths::old_summary_cache()? {
        crate::store::cache::remove_old(&old);
    }
    let mut listed = if no_cache {
        history::scan(&dir)?
    } else {
        history::scan_cached(&dir, &paths::summary_cache()?)?
    };
    if let Some(name) = club {
        let tables = super::club::table_matches(name)?;
        listed.extend(history::scan_files(&tables));
        listed.sort_by(history::newest_first);
    }
    Ok(listed)
}

/// `history [--since D] [--until D] [--season Y] [--no-cache]`.
pub fn history(_: &Context, args: &HistoryArgs) -> Result<History> {
    let listed = scan(args.no_cache, args.club.as_deref())?;
    Ok(History(within(listed, period(&args.period))))
}

/// `stats`: the players' records.
pub struct Stats {
    report: StatsReport,
    filter: StatsFilter,
}

impl Report for Stats {
    fn text(&self, ctx: &Context) -> String {
        stats_text(&ctx.words, &self.report, &self.filter, ctx.width)
    }

    fn json(&self) -> Option<Result<String>> {
        Some(json(&self.report))
    }

    fn csv(&self, ctx: &Context) -> Option<Result<String>> {
        Some(crate::ui::history::stats_csv(&ctx.words, &self.report).map_err(Into::into))
    }
}

/// `stats --versus NAME`: NAME's head-to-head.
pub struct Versus {
    report: VersusReport,
    filter: StatsFilter,
}

impl Report for Versus {
    fn text(&self, ctx: &Context) -> String {
        crate::ui::history::versus_text(&ctx.words, &self.report, &self.filter, ctx.width)
    }

    fn json(&self) -> Option<Result<String>> {
        Some(json(&self.report))
    }

    fn csv(&self, ctx: &Context) -> Option<Result<String>> {
        Some(crate::ui::history::versus_csv(&ctx.words, &self.report).map_err(Into::into))
    }
}

/// `stats [--player NAME | --versus NAME] [--variant NAME] [--since D] [--until D]
/// [--season Y]`.
pub fn stats(_: &Context, args: &StatsArgs) -> Result<Box<dyn Report>> {
    let period = period(&args.period);
    let listed = within(scan(args.no_cache, args.club.as_deref())?, period);
    let filter = StatsFilter {
        player: args.player.clone(),
        variant: args.variant.clone(),
        period,
    };
    let summaries = listed.iter().filter_map(|l| l.summary.as_ref().ok());
    if let Some(name) = &args.versus {
        return Ok(Box::new(Versus {
            report: VersusReport::new(summaries, name, args.variant.as_deref()),
            filter,
        }));
    }
    Ok(Box::new(Stats {
        report: StatsReport::new(listed.iter().map(|l| l.summary.as_ref().ok()), &filter),
        filter,
    }))
}

/// `export`: one match's hands, as CSV, the JSON contract or a Markdown table.
pub struct Export {
    game: Match,
    board: Scoreboard,
}

impl Report for Export {
    fn text(&self, ctx: &Context) -> String {
        export::markdown(&ctx.words, &self.game, &self.board)
    }

    fn json(&self) -> Option<Result<String>> {
        Some(export::json(&self.game, &self.board).map_err(Into::into))
    }

    fn csv(&self, ctx: &Context) -> Option<Result<String>> {
        Some(export::csv(&ctx.words, &self.game, &self.board).map_err(Into::into))
    }

    fn markdown(&self, ctx: &Context) -> Option<String> {
        Some(export::markdown(&ctx.words, &self.game, &self.board))
    }

    fn bgstats(&self) -> Option<Result<String>> {
        let play = bgstats::play(&self.game, &self.board, &chrono::Local)?;
        Some(json(&play))
    }

    fn html(&self, ctx: &Context) -> Option<Result<String>> {
        Some(
            crate::ui::html::report(
                &ctx.words,
                &self.game,
                &self.board,
                crate::act::paper_here(),
            )
            .map_err(Into::into),
        )
    }
}

/// `export --format F`: the match (the format is chosen where every report is rendered);
/// `--format bgstats` only of a finished match, `--all` every finished match in the data
/// folder, oldest first.
pub fn export(ctx: &Context, args: &ExportArgs) -> Result<Box<dyn Report>> {
    let bgstats = args.format == ExportFormat::Bgstats;
    if args.all {
        if !bgstats {
            return Err(CommandError::BgStatsAllOnly);
        }
        let mut finished: Vec<(Match, Scoreboard)> = Vec::new();
        for file in matchfile::match_files(&paths::matches_dir()?)? {
            if let Ok(Loaded { game, board }) = matchfile::load(&file)
                && board.finished()
            {
                finished.push((game, board));
            }
        }
        finished.sort_by_key(|(game, _)| game.started);
        let plays = finished
            .iter()
            .filter_map(|(game, board)| bgstats::play(game, board, &chrono::Local))
            .collect();
        return Ok(Box::new(BgStatsPlays(plays)));
    }
    let (_, Loaded { game, board }) = ctx.load(&args.file)?;
    if bgstats && !board.finished() {
        return Err(CommandError::BgStatsUnfinished);
    }
    Ok(Box::new(Export { game, board }))
}

/// `export --format bgstats --all`: every finished match as a BG Stats play.
pub struct BgStatsPlays(Vec<serde_json::Value>);

impl Report for BgStatsPlays {
    fn text(&self, _: &Context) -> String {
        String::new()
    }

    fn bgstats(&self) -> Option<Result<String>> {
        Some(json(&self.0))
    }
}

/// The format `export --format` asks for.
pub fn export_format(format: ExportFormat) -> super::Format {
    match format {
        ExportFormat::Csv => super::Format::Csv,
        ExportFormat::Json => super::Format::Json,
        ExportFormat::Markdown => super::Format::Markdown,
        ExportFormat::Html => super::Format::Html,
        ExportFormat::Bgstats => super::Format::BgStats,
    }
}

/// `chart`: the chart in the terminal (and what was written), or its figures as JSON.
pub struct Chart {
    said: String,
    data: chart::ChartData,
}

impl Report for Chart {
    fn text(&self, _: &Context) -> String {
        self.said.clone()
    }

    fn json(&self) -> Option<Result<String>> {
        Some(json(&self.data))
    }
}

/// `chart [--file F] [--svg PATH [--force] | --json]`, its legend fitted to `columns`.
pub fn chart(ctx: &Context, args: &ChartArgs) -> Result<Chart> {
    let w = &ctx.words;
    let (path, Loaded { game, board }) = ctx.load(&args.file)?;
    let data = chart::ChartData::new(&game, &board);
    let mut out = chart::terminal_chart(w, &game, &board, ctx.width);
    if let Some(svg_path) = &args.svg {
        check_chart_path(svg_path, &path, args.force)?;
        let svg = chart::svg(w, &game, &board)?;
        files::write_atomically(svg_path, svg.as_bytes(), || Ok(())).map_err(|cause| {
            CommandError::WriteChart {
                path: svg_path.clone(),
                cause,
            }
        })?;
        out.push_str(&format!(
            "{}\n",
            t!(w, "chart-written", file = svg_path.display().to_string())
        ));
    }
    Ok(Chart { said: out, data })
}

/// A chart may go anywhere but over a match: not over the match charted, not into the matches
/// folder, not over any file that is a match; and over another existing file only with
/// `--force`.
fn check_chart_path(svg: &std::path::Path, charted: &std::path::Path, force: bool) -> Result<()> {
    let target = files::target(svg);
    let folder = |p: &std::path::Path| {
        p.parent()
            .filter(|d| !d.as_os_str().is_empty())
            .map_or_else(|| files::target(std::path::Path::new(".")), files::target)
    };
    let matches = files::target(&paths::matches_dir()?);
    if target == files::target(charted) {
        return Err(ChartError::MatchItself(svg.to_path_buf()).into());
    }
    if folder(&target) == matches {
        return Err(ChartError::InMatches(svg.to_path_buf()).into());
    }
    if !files::occupied(svg) {
        return Ok(());
    }
    if files::read_text(svg, crate::format::error::FileKind::Any)
        .is_ok_and(|text| matchfile::has_header(&text) || matchfile::parse("", &text).is_ok())
    {
        return Err(ChartError::OverMatch(svg.to_path_buf()).into());
    }
    if !force {
        return Err(ChartError::Exists(svg.to_path_buf()).into());
    }
    Ok(files::check_writable(&target)?)
}
