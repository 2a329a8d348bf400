//! `club standings` and `club export`: an evening's or the season's standings computed from
//! the table matches, the printable report's data, the organiser's view, and the table
//! matches of a competition (for `history` and `stats --club`).

use crate::act::club::{competition, evening_of};
use crate::cli::{ClubExportArgs, ClubStandingsArgs};
use crate::commands::{Context, Report, Result, json};
use crate::core::club::evening::Competition;
use crate::core::club::tonight::organiser::OrganiserView;
use crate::core::club::tonight::report::ClubReport;
use crate::core::club::tonight::{EveningView, SeasonView};
use crate::store::club as files;
use crate::store::tonight;
use crate::ui::club::{evening_csv, evening_text, season_csv, season_text};
use std::path::{Path, PathBuf};

/// `club standings` of an evening.
pub struct EveningStandings(EveningView);

impl Report for EveningStandings {
    fn text(&self, ctx: &Context) -> String {
        evening_text(&ctx.words, &self.0, ctx.width)
    }

    fn json(&self) -> Option<Result<String>> {
        Some(json(&self.0.json()))
    }

    fn csv(&self, ctx: &Context) -> Option<Result<String>> {
        Some(evening_csv(&ctx.words, &self.0).map_err(Into::into))
    }
}

/// `club standings --season`.
pub struct SeasonStandings(SeasonView);

impl Report for SeasonStandings {
    fn text(&self, ctx: &Context) -> String {
        season_text(&ctx.words, &self.0, ctx.width)
    }

    fn json(&self) -> Option<Result<String>> {
        Some(json(&self.0.json()))
    }

    fn csv(&self, ctx: &Context) -> Option<Result<String>> {
        Some(season_csv(&ctx.words, &self.0).map_err(Into::into))
    }
}

/// `club standings [NAME] [--evening DATE | --season]`.
pub fn standings(_: &Context, args: &ClubStandingsArgs) -> Result<Box<dyn Report>> {
    if !args.season {
        let (competition, path) = evening_of(args.competition.as_deref(), args.evening)?;
        let tonight = tonight::load(&competition, &path)?;
        return Ok(Box::new(EveningStandings(tonight.standings())));
    }
    let competition = competition(args.competition.as_deref())?;
    let evenings = tonight::season(&competition, ..)?;
    Ok(Box::new(SeasonStandings(SeasonView::of(
        &competition,
        &evenings,
    ))))
}

/// The table matches of a competition's evenings (for `history` and `stats --club`).
pub fn table_matches(name: &str) -> Result<Vec<PathBuf>> {
    let competition = competition(Some(name))?;
    let mut paths = Vec::new();
    for date in files::evenings(&competition.name)? {
        let path = files::evening_file(&competition.name, date)?;
        let evening = files::read_evening(&path)?;
        let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
        for round in &evening.rounds {
            paths.extend(
                round
                    .tables
                    .iter()
                    .map(|t| dir.join(&t.file))
                    .filter(|p| p.exists()),
            );
        }
    }
    Ok(paths)
}

/// The printable report's data (`club export --format html`): with `season`, the season and
/// every evening with its winners; else the evening of `evening` (the path of its
/// `evening.toml`; without it the competition's most recent evening, or the season when it
/// has none) with its draws, every table's result, its ranking and the season up to and
/// including it.
pub fn report_data(
    competition: &Competition,
    evening: Option<&Path>,
    season: bool,
) -> Result<ClubReport> {
    let path = match evening {
        _ if season => None,
        Some(path) => Some(path.to_path_buf()),
        None => match files::evenings(&competition.name)?.last() {
            Some(&date) => Some(files::evening_file(&competition.name, date)?),
            None => None,
        },
    };
    Ok(match path {
        None => tonight::season_report(competition)?,
        Some(path) => tonight::report_of(competition, &tonight::load(competition, &path)?)?,
    })
}

/// `club export`: the printable report.
pub struct ClubExport(ClubReport);

impl Report for ClubExport {
    fn text(&self, ctx: &Context) -> String {
        crate::ui::html::club::club_report(&ctx.words, &self.0, crate::act::paper_here())
    }

    fn html(&self, ctx: &Context) -> Option<Result<String>> {
        Some(Ok(self.text(ctx)))
    }
}

/// `club export [NAME] [--evening DATE | --season] --format html`.
pub fn export(_: &Context, args: &ClubExportArgs) -> Result<ClubExport> {
    if args.season {
        let competition = competition(args.competition.as_deref())?;
        return Ok(ClubExport(report_data(&competition, None, true)?));
    }
    let (competition, path) = evening_of(args.competition.as_deref(), args.evening)?;
    Ok(ClubExport(report_data(&competition, Some(&path), false)?))
}

/// Everything the organiser's page and the table cards show, read from the files of the
/// evening `evening_path` of `competition` (see [`OrganiserView::of`]; `base_url` is the
/// room's address, `http://192.168.1.20:7878/`).
pub fn organiser_view(
    competition: &Competition,
    evening_path: &Path,
    base_url: &str,
) -> Result<OrganiserView> {
    Ok(OrganiserView::of(
        &tonight::load(competition, evening_path)?,
        base_url,
    ))
}
