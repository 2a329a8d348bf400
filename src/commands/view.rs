//! The commands that show a match: `status` (the standings) and `next` (the next hand's deal,
//! passes and lead).

use super::{Context, Report, json, refuse};
use crate::cli::{StatusArgs, ViewArgs};
use crate::core::game::{Match, MatchError, Scoreboard};
use crate::ui::report::{NextDetail, StatusReport};
use crate::ui::text;
use crate::words::errors;
use anyhow::Result;

/// `status`: the standings, as a table or as the JSON contract.
pub struct Standings {
    report: StatusReport,
    game: Match,
    board: Scoreboard,
    /// The full table, whatever the width.
    wide: bool,
}

impl Report for Standings {
    fn text(&self, ctx: &Context) -> String {
        let width = if self.wide { None } else { ctx.width };
        text::standings(&ctx.words, &self.report, &self.game, &self.board, width)
    }

    fn json(&self) -> Option<Result<String>> {
        Some(json(&self.report))
    }
}

/// `status`.
pub fn status(ctx: &Context, args: &StatusArgs) -> Result<Standings> {
    let (_, loaded) = ctx.load(&args.file)?;
    Ok(Standings {
        report: StatusReport::new(&loaded.game, &loaded.board),
        game: loaded.game,
        board: loaded.board,
        wide: args.wide,
    })
}

/// `next`: the banner of the next hand, or its JSON.
pub struct Next {
    detail: NextDetail,
    game: Match,
}

impl Report for Next {
    fn text(&self, ctx: &Context) -> String {
        text::wrap(
            &text::banner(&ctx.words, &self.game, &self.detail),
            ctx.width,
        )
    }

    fn json(&self) -> Option<Result<String>> {
        Some(json(&self.detail))
    }
}

/// `next`; a finished match has no next hand.
pub fn next(ctx: &Context, args: &ViewArgs) -> Result<Next> {
    let (_, loaded) = ctx.load(&args.file)?;
    let Some(detail) = NextDetail::new(&loaded.game, &loaded.board) else {
        let over = MatchError::MatchOver(loaded.board.winner());
        return refuse(errors::match_error(&ctx.words, &loaded.game, &over));
    };
    Ok(Next {
        detail,
        game: loaded.game,
    })
}
