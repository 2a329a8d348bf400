//! `serve`'s changes: a POST's key, its body (in time, not too large), and the record, check,
//! undo or edit under the match's lock, as `record`, `undo` and `edit` do them.

use super::api::{self, Refusal};
use super::handlers::json_answer;
use super::server::{Asked, blocking};
use super::state::{Table, gives_key, status_json, trouble_at};
use super::{BODY_LIMIT, KeyQuery, conn, draw_of_mark, edit};
use crate::act::CommandError;
use crate::core::club::evening::ClubError;
use crate::core::club::table_change::TableChange;
use crate::core::game::Made;
use crate::format::error::{Error as StoreError, FileKind};
use crate::page::{change, version_of, with_key};
use crate::store::files;
use crate::store::matchfile;
use crate::store::matchfile::club::Access as TableAccess;
use crate::t;
use crate::words::errors;
use crate::words::vocab::Vocabulary;
use crate::words::{Lang, Words};
use anyhow::Result;
use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::Response;
use axum::routing::{MethodRouter, post};
use std::sync::Arc;
use tokio_stream::StreamExt as _;

/// What a POST does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Change {
    /// Score the hand and save it.
    Record,
    /// Score the hand, save nothing.
    Check,
    /// Remove the last entry.
    Undo,
    /// Edit a saved hand.
    Edit,
    /// Deal the hand being entered again (a misdeal).
    Misdeal,
}

/// `POST /api/record`, `/api/check`, `/api/undo`, `/api/edit` and `/api/misdeal`: one handler, told which
/// change it makes.
pub(super) fn changing(what: Change) -> MethodRouter<Arc<Table>> {
    post(
        move |State(table): State<Arc<Table>>,
              Asked(query): Asked<KeyQuery>,
              headers: HeaderMap,
              body: Body| change(table, query, headers, body, what),
    )
}

/// A POST: the key first (401), then the body, which must arrive in time (408) and not be
/// too large (413), then the change itself.
pub(super) async fn change(
    table: Arc<Table>,
    query: KeyQuery,
    headers: HeaderMap,
    body: Body,
    what: Change,
) -> Response {
    if !table.authorized(&headers, &query) {
        // A key that is not the table's: most likely a page from before `--new-key`.
        let refusal = if gives_key(&headers, &query) {
            Refusal::with_status(401, "key-stale", t!(table.words(), "api-key-stale"))
        } else {
            Refusal::with_status(401, "key-needed", t!(table.words(), "api-key-needed"))
        };
        return json_answer(Err(refusal));
    }
    let bytes = match body_in_time(body, table.lang).await {
        Ok(bytes) => bytes,
        Err(answer) => return answer,
    };
    // A club table's page says which draw it was typed for: refused once drawn again.
    let access = TableAccess {
        change: TableChange::Hand,
        attempt: query
            .round
            .as_deref()
            .and_then(draw_of_mark)
            .map(|(_, attempt, _)| attempt),
    };
    json_answer(blocking(&table, move |table| apply(table, &bytes, what, access)).await)
}

/// A request's body, which must arrive in time (408, the connection closed) and not be too
/// large (413).
pub(super) async fn body_in_time(body: Body, lang: Lang) -> Result<Bytes, Response> {
    match tokio::time::timeout(conn::BODY_TIMEOUT, read_body(body)).await {
        Ok(Ok(bytes)) => Ok(bytes),
        Ok(Err(why)) => Err(closing(json_answer(Err(why.refusal(&Words::new(lang)))))),
        Err(_) => {
            let seconds = conn::BODY_TIMEOUT.as_secs();
            Err(closing(json_answer(Err(Refusal::with_status(
                408,
                "too-slow",
                t!(Words::new(lang), "api-too-slow", seconds = seconds),
            )))))
        }
    }
}

/// An answer after which the connection is closed (its body was not read to the end).
pub(super) fn closing(mut response: Response) -> Response {
    response
        .headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}

/// Why a body was not read.
pub(super) enum BodyTrouble {
    /// The connection broke off or sent what is not HTTP.
    Broken(String),
    /// More than [`BODY_LIMIT`].
    TooLarge,
}

impl BodyTrouble {
    fn refusal(self, w: &Words) -> Refusal {
        match self {
            BodyTrouble::Broken(error) => {
                Refusal::bad("not-a-hand", t!(w, "api-not-a-hand", error = error))
            }
            BodyTrouble::TooLarge => Refusal::with_status(
                413,
                "too-large",
                t!(w, "api-too-large", limit = BODY_LIMIT / 1024),
            ),
        }
    }
}

/// A request's body, refused once it is larger than [`BODY_LIMIT`].
pub(super) async fn read_body(body: Body) -> Result<Bytes, BodyTrouble> {
    let mut stream = body.into_data_stream();
    let mut bytes = Vec::new();
    while let Some(chunk) = stream.next().await {
        let chunk = chunk.map_err(|e| BodyTrouble::Broken(e.to_string()))?;
        if bytes.len() + chunk.len() > BODY_LIMIT {
            return Err(BodyTrouble::TooLarge);
        }
        bytes.extend_from_slice(&chunk);
    }
    Ok(Bytes::from(bytes))
}

/// What a change did not do: the file could not be read or written (a 500), or the match
/// refused it (the refusal as it is).
pub(super) enum Trouble {
    File(StoreError),
    Refused(Refusal),
}

impl From<StoreError> for Trouble {
    fn from(error: StoreError) -> Trouble {
        Trouble::File(error)
    }
}

/// Checks, scores and (but for a check) saves under the match's lock, then tells every page.
/// A change that names the hand the page showed is refused (409) once the match has moved on.
/// A hand goes through the input module as `record`'s does; the answer is `status --json`.
pub(super) fn apply(
    table: &Table,
    bytes: &[u8],
    what: Change,
    access: TableAccess,
) -> Result<String, Refusal> {
    let w = table.words();
    let words = Vocabulary::new(table.lang);
    let now = Made::new((table.clock)(), table.door);
    let _writing = table.writing.lock().unwrap_or_else(|e| e.into_inner());
    let changed = match what {
        Change::Check => {
            let body = api::parse_body(&w, bytes)?;
            let mut loaded = matchfile::load(&table.path).map_err(|e| table.trouble(e))?;
            change::enter(&w, &words, &mut loaded.game, &mut loaded.board, &body, now)?;
            let preview = change::preview(&w, &loaded.game, &loaded.board)?;
            return with_key(&status_json(loaded)?, "preview", &preview);
        }
        Change::Record => {
            let body = api::parse_body(&w, bytes)?;
            matchfile::update_with(&table.path, access, |game, board| {
                change::enter(&w, &words, game, board, &body, now).map_err(Trouble::Refused)
            })
        }
        Change::Edit => {
            let request = edit::parse(&w, bytes)?;
            let (edited, loaded) =
                matchfile::update_if_changed_with(&table.path, access, |game, _| {
                    let edited =
                        change::edit(&w, &words, game, &request, now).map_err(Trouble::Refused)?;
                    let changed = edited.changed;
                    Ok((edited, changed))
                })
                .map_err(|trouble| refused(&w, table, trouble))?;
            if edited.changed {
                table.publish();
            }
            let game = loaded.game.clone();
            let status = status_json(loaded)?;
            return edit::answer(&w, &game, request.number, &edited, &status);
        }
        Change::Misdeal => {
            let body = api::parse_undo(&w, bytes)?;
            let mut said = String::new();
            let ((), loaded) = matchfile::update_with(&table.path, access, |game, _| {
                said = change::misdeal(&w, game, &body, now).map_err(Trouble::Refused)?;
                Ok(())
            })
            .map_err(|trouble| refused(&w, table, trouble))?;
            table.publish();
            let said = serde_json::to_string(&said).map_err(|e| trouble_at(&w, &[], e))?;
            return with_key(&status_json(loaded)?, "said", &said);
        }
        Change::Undo => {
            let body = api::parse_undo(&w, bytes)?;
            matchfile::update_with(&table.path, access, |game, _| {
                // The version the page asked its question about, against the file as it is
                // under the lock: any change meanwhile (a hand saved, corrected or removed)
                // and nothing is removed.
                let version = match &body.version {
                    Some(_) => {
                        let text = files::read_text(&table.path, FileKind::Match)?;
                        Some(version_of(game.entries.len(), &text))
                    }
                    None => None,
                };
                change::undo(&w, game, &body, version.as_deref(), now).map_err(Trouble::Refused)
            })
        }
    };
    let ((), loaded) = changed.map_err(|trouble| refused(&w, table, trouble))?;
    table.publish();
    status_json(loaded)
}

/// What a change did not do, as the page is answered: the evening's refusal of a club
/// table's change, a file's trouble (a 500), or the match's refusal as it is.
fn refused(w: &Words, table: &Table, trouble: Trouble) -> Refusal {
    match trouble {
        Trouble::File(StoreError::ClubTable(error)) => club_refusal(w, &error),
        Trouble::File(error) => table.trouble(error),
        Trouble::Refused(refusal) => refusal,
    }
}

/// A command's error as a server answers it, once for every kind: a refusal of the club's
/// rules with its status and code (see [`api::club_code`]), said as the command line says it
/// with a capital; any other error a 500 that says why, naming files without `folders`.
pub(crate) fn command_refusal(w: &Words, folders: &[String], error: CommandError) -> Refusal {
    match &error {
        CommandError::Club(rule) => {
            let (status, code) = api::club_code(rule);
            let said = crate::words::capital(&crate::act::said(w, &error));
            Refusal::with_status(status, code, said)
        }
        _ => trouble_at(w, folders, error),
    }
}

/// A club table's change that its evening refused: 409 for the evening's state (a round
/// closed, drawn again), 400 for what was asked.
pub(crate) fn club_refusal(w: &Words, error: &ClubError) -> Refusal {
    let (status, code) = api::club_code(error);
    Refusal::with_status(status, code, errors::club_error(w, error))
}
