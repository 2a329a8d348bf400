//! Each change a page asks for, made on a match in memory: a hand entered (saved or only
//! checked), a saved hand edited, the last entry removed. `serve` calls these under the match
//! file's lock; the phone app on the match-file text its browser keeps.

use super::api::{self, HandBody, Refusal, UndoBody};
use super::edit::EditRequest;
use crate::core::game::{Aim, Edited, Made, Match, Scoreboard};
use crate::input;
use crate::view::report::StatusReport;
use crate::words::Words;
use crate::words::vocab::Vocabulary;

/// Enters the hand of `body` as the page typed it: refused (409) when the match moved on
/// since the page saw it (saying whether the hand typed is the one saved meanwhile), and as
/// the input module refuses it otherwise, with the page's field at fault.
pub fn enter(
    w: &Words,
    words: &Vocabulary,
    game: &mut Match,
    board: &mut Scoreboard,
    body: &HandBody,
    now: Made,
) -> Result<(), Refusal> {
    if let Some(moved) = game.moved_on(body.seen(), Aim::Enter) {
        return Err(api::saved_meanwhile(w, game, body, &moved, words, now.time));
    }
    api::raw_hand(body)
        .and_then(|raw| input::enter(game, board, &raw, words, now))
        .map_err(|e| api::refusal(w, game, body, &e))
}

/// What the page shows before Save, once the hand is entered on a copy: the points and what
/// the saved hand's note will say, as a JSON list of lines.
pub fn preview(w: &Words, game: &Match, board: &Scoreboard) -> Result<String, Refusal> {
    let lines = crate::view::html::preview(w, game, board);
    serde_json::to_string(&lines).map_err(trouble)
}

/// Edits saved hand `request.number`: refused when the match moved on since the page saw
/// it, and as the input module refuses the edit otherwise.
pub fn edit(
    w: &Words,
    words: &Vocabulary,
    game: &mut Match,
    request: &EditRequest,
    now: Made,
) -> Result<Edited, Refusal> {
    if let Some(moved) = game.moved_on(request.seen(), Aim::Enter) {
        return Err(api::moved_on_refusal(w, &moved));
    }
    request
        .raw
        .clone()
        .and_then(|raw| input::edit(game, request.number, &raw, words, now))
        .map_err(|e| api::refusal(w, game, &request.body, &e))
}

/// Removes the last entry: refused when the file changed since the page asked its question
/// (`version` is the file's version now, which the caller reads only when the page sent the
/// one it saw) or the match moved on, and as the match refuses an undo otherwise.
pub fn undo(
    w: &Words,
    game: &mut Match,
    body: &UndoBody,
    version: Option<&str>,
    now: Made,
) -> Result<(), Refusal> {
    if let (Some(seen), Some(version)) = (&body.version, version)
        && let Some(refusal) = api::undo_moved_on(w, game, seen, version)
    {
        return Err(refusal);
    }
    if let Some(moved) = game.moved_on(body.seen(), Aim::Remove) {
        return Err(api::moved_on_refusal(w, &moved));
    }
    game.undo(now)
        .map(drop)
        .map_err(|e| api::match_refusal(w, game, &e))
}

/// `status --json` of a match: the same JSON the command prints.
pub fn status_json(game: &Match, board: &Scoreboard) -> Result<String, Refusal> {
    serde_json::to_string_pretty(&StatusReport::new(game, board))
        .map(|json| json + "\n")
        .map_err(trouble)
}

/// What cannot happen to a value built by the program itself: JSON that does not serialize.
fn trouble(error: serde_json::Error) -> Refusal {
    Refusal::with_status(500, "trouble", error.to_string())
}

/// A misdeal of the hand being entered: the same dealer deals again, nothing is scored.
/// Refused when the match moved on since the page saw it; answers what happened, as
/// `misdeal` says it.
pub fn misdeal(w: &Words, game: &mut Match, body: &UndoBody, now: Made) -> Result<String, Refusal> {
    if let Some(moved) = game.moved_on(body.seen(), Aim::Enter) {
        return Err(api::moved_on_refusal(w, &moved));
    }
    let number = game.hand_in_play();
    let dealer = game
        .misdeal(now)
        .map_err(|e| api::match_refusal(w, game, &e))?;
    Ok(crate::t!(
        w,
        "misdeal-done",
        name = game.players[dealer].as_str(),
        number = number
    ))
}
