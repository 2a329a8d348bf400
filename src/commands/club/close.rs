//! `club close`, `club undo`, `club rename` and `club log`: the round closed, the organiser's
//! last action taken back, a name corrected everywhere, and the organiser's actions shown.

use crate::act::club::{self as act, Done, evening_of};
use crate::cli::{ClubCloseArgs, ClubLogArgs, ClubRenameArgs, ClubUndoArgs};
use crate::commands::{Context, Report, Result, json};
use crate::core::game::Door;
use crate::store::club as files;
use crate::ui::text;

/// `club close [NAME] [--force]`.
pub fn close(ctx: &Context, args: ClubCloseArgs) -> Result<Done> {
    let (competition, path) = evening_of(args.competition.as_deref(), None)?;
    act::close(ctx.now(), &competition, &path, args.force)
}

/// `club undo`: takes back the evening's last organiser action and says what it undid.
pub fn undo(ctx: &Context, args: ClubUndoArgs) -> Result<Done> {
    let (_, path) = evening_of(args.club.competition.as_deref(), None)?;
    act::undo(ctx.now(), Door::Terminal, &path)
}

/// `club log`: the organiser's actions of an evening.
pub struct ClubLog(Vec<crate::core::club::actions::Action>);

impl Report for ClubLog {
    fn text(&self, ctx: &Context) -> String {
        text::wrap(&crate::ui::club::log_text(&ctx.words, &self.0), ctx.width)
    }

    fn json(&self) -> Option<Result<String>> {
        Some(json(&crate::ui::club::log_json(&self.0)))
    }
}

/// `club log [--evening DATE] [--json]`.
pub fn log(_: &Context, args: &ClubLogArgs) -> Result<ClubLog> {
    let (_, path) = evening_of(args.club.competition.as_deref(), args.evening)?;
    Ok(ClubLog(files::read_evening(&path)?.actions))
}

/// `club rename OLD NEW [--evening DATE]`.
pub fn rename(ctx: &Context, args: ClubRenameArgs) -> Result<Done> {
    let (_, path) = evening_of(args.club.competition.as_deref(), args.evening)?;
    act::rename(ctx.now(), Door::Terminal, &path, &args.old, &args.new)
}
