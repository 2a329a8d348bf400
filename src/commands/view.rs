//! The commands that show a match: `status` (the standings) and `next` (the next hand's deal,
//! passes and lead).

use super::{CommandError, Context, Report, Result, json};
use crate::cli::{StatusArgs, ViewArgs};
use crate::core::game::{Match, MatchError, Scoreboard};
use crate::store::matchfile::Loaded;
use crate::ui::report::{NextDetail, StatusReport};
use crate::ui::text;
use crate::words::errors;

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
        let mut out = text::standings(&ctx.words, &self.report, &self.game, &self.board, width);
        out.push_str(&text::wrap(&text::notes(&ctx.words, &self.game), width));
        out
    }

    fn json(&self) -> Option<Result<String>> {
        Some(self.json_text())
    }
}

impl Standings {
    /// The standings of a loaded match (`status`).
    pub fn of(loaded: Loaded, wide: bool) -> Standings {
        Standings {
            report: StatusReport::new(&loaded.game, &loaded.board),
            game: loaded.game,
            board: loaded.board,
            wide,
        }
    }

    /// `status --json`.
    pub fn json_text(&self) -> Result<String> {
        json(&self.report)
    }
}

/// `status`. Hands of an older file that break a newer ruling are named once on standard
/// error, with how to mend them.
pub fn status(ctx: &Context, args: &StatusArgs) -> Result<Standings> {
    let (path, loaded) = ctx.load(&args.file)?;
    for (number, ruling) in &loaded.game.hands_breaking_rulings() {
        eprintln!(
            "{}",
            crate::core::visible::escape(&crate::t!(
                ctx.words,
                "older-hand-breaks-ruling",
                path = path.display().to_string(),
                number = *number,
                why = errors::match_error(&ctx.words, &loaded.game, ruling)
            ))
        );
    }
    Ok(Standings::of(loaded, args.wide))
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
        Some(self.json_text())
    }
}

impl Next {
    /// The next hand of a loaded match (`next`); a finished match has none: then why, with the
    /// match to say it in words.
    pub fn of(loaded: Loaded) -> Result<Next, Box<(MatchError, Match)>> {
        match NextDetail::new(&loaded.game, &loaded.board) {
            Some(detail) => Ok(Next {
                detail,
                game: loaded.game,
            }),
            None => Err(Box::new((
                MatchError::MatchOver(loaded.board.winner()),
                loaded.game,
            ))),
        }
    }

    /// `next --json`.
    pub fn json_text(&self) -> Result<String> {
        json(&self.detail)
    }
}

/// `next`; a finished match has no next hand.
pub fn next(ctx: &Context, args: &ViewArgs) -> Result<Next> {
    let (_, loaded) = ctx.load(&args.file)?;
    Next::of(loaded).map_err(|over| {
        let (over, game) = *over;
        let game = Box::new(game);
        // The table that just finished most likely wants to play again: bare `hartenjagen`
        // offers the same table. `next --json` says only the error, as before.
        if args.json {
            return CommandError::Match { game, error: over };
        }
        CommandError::NoNextHand { game, error: over }
    })
}
