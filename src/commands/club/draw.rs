//! `club draw` and `club tables`: the next round drawn (or the round drawn again) over the
//! evening's and the season's earlier rounds, and the evening's tables shown.

use crate::act::club::{self as act, Done, evening_of};
use crate::cli::{ClubDrawArgs, ClubTablesArgs};
use crate::commands::{Context, Report, Result, json};
use crate::core::club::tonight::Tonight;
use crate::store::tonight;
use crate::ui::club::{TablesJson, tables_text};
use std::path::{Path, PathBuf};

/// `club draw [NAME] [--redraw] [--keep-apart A+B]…`.
pub fn draw(ctx: &Context, args: ClubDrawArgs) -> Result<Done> {
    let (competition, path) = evening_of(args.competition.as_deref(), None)?;
    act::draw(
        ctx.now(),
        &competition,
        &path,
        args.redraw,
        &args.keep_apart,
    )
}

/// `club tables`: the evening, and the folder of its files.
pub struct Tables(Tonight, PathBuf);

impl Report for Tables {
    fn text(&self, ctx: &Context) -> String {
        tables_text(&ctx.words, &self.0, ctx.width)
    }

    fn json(&self) -> Option<Result<String>> {
        Some(json(&TablesJson::of(&self.0, &self.1)))
    }
}

/// `club tables [NAME] [--json]`.
pub fn tables(_: &Context, args: &ClubTablesArgs) -> Result<Tables> {
    let (competition, path) = evening_of(args.competition.as_deref(), None)?;
    let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
    Ok(Tables(tonight::load(&competition, &path)?, dir))
}
