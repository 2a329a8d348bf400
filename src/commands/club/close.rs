//! `club close`, `club undo`, `club rename` and `club log`: the round closed, the organiser's
//! last action taken back, a name corrected everywhere, and the organiser's actions shown.

use crate::act::club::{self as act, Done, evening_of};
use crate::cli::{
    ClubClockArgs, ClubCloseArgs, ClubLogArgs, ClubNewKeysArgs, ClubRenameArgs, ClubUndoArgs,
};
use crate::commands::{Context, Report, Result, json};
use crate::core::game::Door;
use crate::store::club as files;
use crate::t;
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

/// `club clock [start]`: the round clock's time left, or started again from now.
pub fn clock(ctx: &Context, args: ClubClockArgs) -> Result<Box<dyn Report>> {
    let (competition, path) = evening_of(args.club.competition.as_deref(), None)?;
    if args.start.is_some() {
        return Ok(Box::new(act::start_clock(ctx.now(), &path)?));
    }
    let evening = files::read_evening(&path)?;
    let minutes = competition.round_minutes;
    if evening.clock_minutes(minutes).is_none() {
        return Err(crate::commands::CommandError::Club(
            crate::core::club::evening::ClubError::NoClock,
        ));
    }
    let w = &ctx.words;
    let said = match evening.clock(minutes, ctx.now()) {
        None => t!(w, "club-clock-idle"),
        Some(clock) if clock.remaining == 0 => t!(w, "club-clock-over", round = clock.round),
        Some(clock) => t!(
            w,
            "club-clock-left",
            round = clock.round,
            minutes = (clock.remaining + 59) / 60,
            time = clock.ends().format("%H:%M").to_string()
        ),
    };
    Ok(Box::new(super::Saved::said(format!("{said}\n"))))
}

/// `club new-keys [--table N]`: new keys for the tables' cards.
pub fn new_keys(_: &Context, args: ClubNewKeysArgs) -> Result<Done> {
    let (_, path) = evening_of(args.club.competition.as_deref(), None)?;
    act::new_keys(&path, args.table)
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
