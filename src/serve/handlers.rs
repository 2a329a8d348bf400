//! `serve`'s readings: the page, its live part, the report, the manifest and icons, and the
//! JSON API's `status`, `next`, `hand` and `events`, each made once per reading of the file;
//! and the headers every answer carries.

use super::api::Refusal;
use super::server::{Asked, blocking};
use super::state::{Snapshot, Table, trouble_at};
use super::{KeyQuery, SinceQuery, edit};
use crate::store::matchfile::Loaded;
use crate::t;
use crate::ui::html::{self, Access};
use crate::words::Words;
use anyhow::Result;
use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::sse::{Event, Sse};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use std::convert::Infallible;
use std::sync::{Arc, Mutex, OnceLock};

/// What `show` makes of the match as the file holds it now (read again only when the file
/// changed).
pub(super) async fn shown(
    table: &Arc<Table>,
    show: impl FnOnce(&Words, &Snapshot) -> Result<String, Refusal> + Send + 'static,
) -> Result<String, Refusal> {
    blocking(table, move |table| {
        let snapshot = table.fresh()?;
        show(&table.words(), &snapshot)
    })
    .await
}

/// The answer made once per reading of the file.
pub(super) fn once(
    cell: &OnceLock<Result<String, Refusal>>,
    make: impl FnOnce() -> Result<String, Refusal>,
) -> Result<String, Refusal> {
    cell.get_or_init(make).clone()
}

/// The app's icon for a phone's home screen: a red heart on the page's black (drawn once by
/// a few lines of Python: the points where (x² + y² − 1)³ − x²y³ ≤ 0).
pub(super) const ICON_192: &[u8] = include_bytes!("assets/icon-192.png");
pub(super) const ICON_512: &[u8] = include_bytes!("assets/icon-512.png");

pub(super) fn icon(png: &'static [u8]) -> Response {
    with_headers(200, "image/png", Body::from(png))
}

/// `GET /manifest.webmanifest`: what "Add to Home screen" makes of the page: its name, the
/// page's colours, the icons, and the address it opens (the table's, with the key, when the
/// manifest was asked for with it).
pub(super) async fn manifest(
    State(table): State<Arc<Table>>,
    Asked(query): Asked<KeyQuery>,
) -> Response {
    let home = if table.base.is_empty() {
        "/"
    } else {
        table.base.as_str()
    };
    let start = if table.authorized(&HeaderMap::new(), &query) {
        format!("{home}?key={}", table.key)
    } else {
        home.to_string()
    };
    let manifest = serde_json::json!({
        "name": "hartenjagen",
        "short_name": "hartenjagen",
        "start_url": start,
        "scope": "/",
        "display": "standalone",
        "background_color": "#111111",
        "theme_color": "#111111",
        "icons": [
            {"src": "/icon-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any"},
            {"src": "/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any"},
        ],
    });
    answer(200, "application/manifest+json", manifest.to_string())
}

/// A response with the headers every answer carries: never cached, never sniffed, no
/// referrer, nothing loaded from elsewhere.
pub(super) fn answer(status: u16, content_type: &'static str, body: String) -> Response {
    with_headers(status, content_type, Body::from(body))
}

pub(super) fn with_headers(status: u16, content_type: &'static str, body: Body) -> Response {
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut response = (status, body).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(
        "x-content-type-options",
        HeaderValue::from_static("nosniff"),
    );
    headers.insert("referrer-policy", HeaderValue::from_static("no-referrer"));
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; manifest-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        ),
    );
    response
}

pub(super) const JSON: &str = "application/json";
pub(super) const HTML: &str = "text/html; charset=utf-8";

pub(super) fn json_answer(result: Result<String, Refusal>) -> Response {
    match result {
        Ok(json) => answer(200, JSON, json),
        Err(refusal) => answer(refusal.status, JSON, refusal.json() + "\n"),
    }
}

pub(super) fn html_answer(result: Result<String, Refusal>) -> Response {
    match result {
        Ok(page) => answer(200, HTML, page),
        Err(refusal) => answer(
            refusal.status,
            HTML,
            format!("<!doctype html>\n<p>{}</p>\n", html::escape(&refusal.said)),
        ),
    }
}

/// `GET /`: the page; with the table's key, the entry form too; with `?tv`, the TV layout
/// (never the form).
pub(super) async fn page(
    State(table): State<Arc<Table>>,
    Asked(query): Asked<KeyQuery>,
) -> Response {
    page_with(&table, &query, None).await
}

/// The page of `table` for the reader of `query`, with a club table's part when it is one.
/// The page of a match alone is made once per reading of its file; a club table's follows
/// the evening too, so it is made for each request.
pub(super) async fn page_with(
    table: &Arc<Table>,
    query: &KeyQuery,
    club: Option<html::AtClub>,
) -> Response {
    let access = match &query.key {
        _ if query.tv.is_some() => Access::Tv,
        None => Access::Everyone,
        Some(_) if table.authorized(&HeaderMap::new(), query) => Access::Table,
        Some(_) => Access::WrongKey,
    };
    let which = match access {
        Access::Everyone => 0,
        Access::Table => 1,
        Access::WrongKey => 2,
        Access::Tv => 3,
    };
    let base = table.base.clone();
    html_answer(
        shown(table, move |w, snapshot| {
            let Loaded { game, board } = &snapshot.loaded;
            let version = &snapshot.update.version;
            let make = || {
                html::page_at(w, game, board, access, version, &base, club.as_ref())
                    .map_err(|e| trouble_at(w, &[], e))
            };
            match club {
                None => once(&snapshot.pages[which], make),
                Some(_) => make(),
            }
        })
        .await,
    )
}

/// The header of `GET /live` that names the version of the file the live part shows, so that
/// the page's questions (undo: "Remove hand 3?") carry what they asked about.
pub(super) const VERSION_HEADER: &str = "x-hartenjagen-version";

/// `GET /live`: the live part of the page, as it is now, with its version in
/// [`VERSION_HEADER`].
pub(super) async fn live(State(table): State<Arc<Table>>) -> Response {
    let version = Arc::new(Mutex::new(String::new()));
    let shown_version = Arc::clone(&version);
    let mut response = html_answer(
        shown(&table, move |w, snapshot| {
            shown_version
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .clone_from(&snapshot.update.version);
            once(&snapshot.live, || {
                let Loaded { game, board } = &snapshot.loaded;
                html::live(w, game, board).map_err(|e| trouble_at(w, &[], e))
            })
        })
        .await,
    );
    let version = version.lock().unwrap_or_else(|e| e.into_inner()).clone();
    if let Ok(value) = HeaderValue::from_str(&version) {
        response.headers_mut().insert(VERSION_HEADER, value);
    }
    response
}

/// `GET /report`: the printable report.
pub(super) async fn report(State(table): State<Arc<Table>>) -> Response {
    html_answer(
        shown(&table, |w, snapshot| {
            once(&snapshot.report, || {
                let Loaded { game, board } = &snapshot.loaded;
                html::report(w, game, board, crate::act::paper_here())
                    .map_err(|e| trouble_at(w, &[], e))
            })
        })
        .await,
    )
}

/// `GET /api/status`: exactly `status --json` (the same function of the loaded match).
pub(super) async fn status(State(table): State<Arc<Table>>) -> Response {
    json_answer(shown(&table, |_, snapshot| Ok(snapshot.status.clone())).await)
}

/// `?number=N` on `/api/hand`.
#[derive(Debug, Default, Deserialize)]
pub(crate) struct HandQuery {
    number: Option<usize>,
}

/// `GET /api/hand?number=N`: the cards of saved hand N, for the page's edit control (see
/// [`edit::hand`]); without a number, a 400.
pub(super) async fn hand(
    State(table): State<Arc<Table>>,
    Asked(query): Asked<HandQuery>,
) -> Response {
    json_answer(
        shown(&table, move |w, snapshot| match query.number {
            Some(number) => edit::hand(w, &snapshot.loaded.game, number),
            None => Err(Refusal::bad("bad-query", t!(w, "api-hand-number"))),
        })
        .await,
    )
}

/// `GET /api/next`: exactly `next --json` (the same function of the loaded match); 409 once
/// the match is over.
pub(super) async fn next(State(table): State<Arc<Table>>) -> Response {
    json_answer(shown(&table, |_, snapshot| snapshot.next.clone()).await)
}

/// `GET /api/events`: an `update` event with the status JSON after every change; at once if
/// the page (`?since=`) shows an older match than the file holds.
pub(super) async fn events(
    State(table): State<Arc<Table>>,
    Asked(query): Asked<SinceQuery>,
) -> Sse<impl tokio_stream::Stream<Item = Result<Event, Infallible>>> {
    table.feed.events(query.since.as_deref())
}
