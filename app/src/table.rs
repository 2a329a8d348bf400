//! A match on the phone: started from the start form, changed by what its page asks (the
//! requests `serve` answers, made here with the engine's `page` door on the kept text), and
//! imported from a match file.

use chrono::{DateTime, FixedOffset};
use hartenjagen::core::catalog::{Source, resolve};
use hartenjagen::core::game::{Door, Made, Match, MatchOptions};
use hartenjagen::format::matchfile::{self, Loaded};
use hartenjagen::page::api::{self, Refusal};
use hartenjagen::page::{change, edit, version_of, with_key};
use hartenjagen::t;
use hartenjagen::view::start::{Length, names_in};
use hartenjagen::words::Words;
use hartenjagen::words::errors as said;
use hartenjagen::words::vocab::Vocabulary;
use serde::Deserialize;
use serde_json::{Value, json};

/// What the start form chose.
#[derive(Debug, Deserialize)]
pub struct Start {
    /// The game's name (`hartenjagen`, `black-maria`, …).
    pub variant: String,
    /// The players in seating order, as typed.
    pub players: String,
    /// The first dealer's seat.
    #[serde(default)]
    pub dealer: usize,
    /// How long: `as-the-game`, `quick`, `target`, `hands`, `chips`.
    #[serde(default)]
    pub length: String,
    /// The number for a target, hands or chips.
    #[serde(default)]
    pub number: String,
}

/// A refusal of the start form: the sentence and the field to correct.
fn refused(said: String, field: &str) -> Value {
    json!({ "error": said, "field": field })
}

/// A new match as the start form chose it: `{"text": …}`, the match file it starts as.
pub fn start(w: &Words, start: &Start, now: DateTime<FixedOffset>) -> Value {
    let variant = match resolve(&start.variant, &Source::builtin) {
        Ok(variant) => variant,
        Err(error) => return refused(said::load_error(w, &error), "variant"),
    };
    let players = names_in(&start.players);
    if let Err(error) = variant.rules(players.len()) {
        return refused(said::table_size(w, &error), "players");
    }
    let mut options = MatchOptions::default();
    let length = crate::screens::length_of(&start.length);
    if let Some(field) = crate::screens::asks_number(length) {
        let Ok(number) = start.number.trim().parse::<i64>() else {
            return refused(t!(w, "app-number-needed"), "number");
        };
        match field {
            Length::Target => options.target = Some(number),
            Length::Hands => match u32::try_from(number) {
                Ok(hands) => options.hands = Some(hands),
                Err(_) => return refused(t!(w, "app-number-needed"), "number"),
            },
            _ => options.chips = Some(number),
        }
    }
    if length == Length::Quick {
        options.quick = true;
    }
    match Match::new(variant, players, start.dealer, options, now) {
        Ok(game) => match matchfile::render(&game) {
            Ok(text) => json!({ "text": text }),
            Err(error) => refused(said::store_error(w, &error), "variant"),
        },
        Err(error) => {
            let field = if crate::screens::about_length(&error) {
                "number"
            } else {
                "players"
            };
            refused(said::setup_failure(w, &error), field)
        }
    }
}

/// An answer to the page as `serve` gives it: the status, the body and its type, and the
/// version of the match it shows; `text`, when the request changed the match, its new text.
fn answered(status: u16, html: bool, body: String) -> Value {
    json!({
        "status": status,
        "type": if html { "text/html; charset=utf-8" } else { "application/json" },
        "body": body,
    })
}

fn refusal(refusal: &Refusal) -> Value {
    answered(refusal.status, false, refusal.json() + "\n")
}

/// What the match's page asks (`path` as it asks `serve`, `body` what it posts), answered on
/// the match `text` as `serve` answers it on the match file.
pub fn request(w: &Words, text: &str, path: &str, body: &str, now: DateTime<FixedOffset>) -> Value {
    let loaded = match crate::read(text) {
        Ok(loaded) => loaded,
        Err(error) => {
            let said = said::store_error(w, &error);
            return refusal(&Refusal::with_status(500, "file-error", said));
        }
    };
    let version = version_of(loaded.game.entries.len(), text);
    let (path, query) = path.split_once('?').unwrap_or((path, ""));
    let made = Made::new(now, Door::Phone);
    let words = Vocabulary::new(w.lang());
    let bytes = body.as_bytes();
    let Loaded {
        mut game,
        mut board,
    } = loaded;
    let status = |game: &Match, board| change::status_json(game, board);
    let changed = |game: &Match, answer: Result<String, Refusal>| -> Value {
        let answer = match answer {
            Ok(answer) => answer,
            Err(why) => return refusal(&why),
        };
        match matchfile::render(game) {
            Ok(text) => {
                let mut value = answered(200, false, answer);
                value["text"] = text.into();
                value
            }
            Err(error) => refusal(&Refusal::with_status(
                500,
                "file-error",
                said::store_error(w, &error),
            )),
        }
    };
    match path {
        "/live" => match hartenjagen::view::html::live(w, &game, &board) {
            Ok(html) => {
                let mut value = answered(200, true, html);
                value["version"] = version.into();
                value
            }
            Err(error) => refusal(&Refusal::with_status(500, "trouble", error.to_string())),
        },
        "/api/status" => match status(&game, &board) {
            Ok(json) => answered(200, false, json),
            Err(why) => refusal(&why),
        },
        "/api/hand" => {
            let number = query
                .split('&')
                .find_map(|pair| pair.strip_prefix("number="))
                .and_then(|n| n.parse().ok());
            let answer = match number {
                Some(number) => edit::hand(w, &game, number),
                None => Err(Refusal::bad("bad-query", t!(w, "api-hand-number"))),
            };
            match answer {
                Ok(json) => answered(200, false, json),
                Err(why) => refusal(&why),
            }
        }
        "/api/check" => {
            let answer = api::parse_body(w, bytes)
                .and_then(|hand| change::enter(w, &words, &mut game, &mut board, &hand, made))
                .and_then(|()| change::preview(w, &game, &board))
                .and_then(|preview| with_key(&status(&game, &board)?, "preview", &preview));
            match answer {
                Ok(json) => answered(200, false, json),
                Err(why) => refusal(&why),
            }
        }
        "/api/record" => {
            let answer = api::parse_body(w, bytes)
                .and_then(|hand| change::enter(w, &words, &mut game, &mut board, &hand, made))
                .and_then(|()| status(&game, &board));
            changed(&game, answer)
        }
        "/api/edit" => {
            let answer = edit::parse(w, bytes).and_then(|request| {
                let edited = change::edit(w, &words, &mut game, &request, made)?;
                let status = change::status_json(&game, &edited.board)?;
                edit::answer(w, &game, request.number, &edited, &status).map(|a| (a, edited))
            });
            match answer {
                // An edit that changed nothing leaves the file as it was.
                Ok((answer, edited)) if !edited.changed => answered(200, false, answer),
                Ok((answer, _)) => changed(&game, Ok(answer)),
                Err(why) => refusal(&why),
            }
        }
        "/api/misdeal" => {
            let answer = api::parse_undo(w, bytes)
                .and_then(|body| change::misdeal(w, &mut game, &body, made))
                .and_then(|said| {
                    let said = serde_json::to_string(&said)
                        .map_err(|e| Refusal::with_status(500, "trouble", e.to_string()))?;
                    with_key(&after(&game)?, "said", &said)
                });
            changed(&game, answer)
        }
        "/api/undo" => {
            let answer = api::parse_undo(w, bytes)
                .and_then(|undo| change::undo(w, &mut game, &undo, Some(&version), made))
                .and_then(|()| after(&game));
            changed(&game, answer)
        }
        _ => refusal(&Refusal::with_status(
            404,
            "not-found",
            t!(w, "app-not-found"),
        )),
    }
}

/// `status --json` of the match as it now is, replayed (after an undo or a misdeal, which
/// leave no standings of their own).
fn after(game: &Match) -> Result<String, Refusal> {
    let board = game.scoreboard();
    change::status_json(game, &board)
}

/// A match file from elsewhere (`name` is its file name), to keep: `{"text": …, "said": …}`,
/// or why it is not kept. A club table's file is refused: its evening's rules are not here.
pub fn import(w: &Words, name: &str, text: &str) -> Value {
    match matchfile::parse(name, text) {
        Ok(Loaded { game, .. }) if game.options.club => {
            json!({ "error": t!(w, "app-club-file", file = name) })
        }
        Ok(Loaded { game, .. }) => {
            let title = crate::screens::match_title(w, &game);
            json!({ "text": text, "said": t!(w, "app-imported", title = title) })
        }
        Err(error) => json!({ "error": said::store_error(w, &error) }),
    }
}
