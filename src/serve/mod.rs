//! `serve`: the match on every phone and the TV. A small HTTP server (axum on tokio, one
//! thread for the connections; file work on a few of tokio's blocking threads) serves the
//! page, the live part of it, the printable report and the JSON API, and sends an `update`
//! event to every open page whenever the match file changes, whoever changed it (it watches
//! the file's folder). Writes from a phone go through the same checks, lock and atomic save as
//! `record`; they need the table's key, made fresh for each run and never logged.
//!
//! Safe on a shared Wi-Fi: connections time out and are capped (`conn`), only requests for
//! this server's own names are answered (`host`), every reading answers from the match as
//! last read (read again only when the file changed) with a few pieces of file work at a
//! time, and a change names the hand the page showed, so that a hand is never saved twice.

pub mod api;
mod conn;
pub mod edit;
mod feed;
mod host;
pub mod room;
mod server;
mod watch;

pub use conn::raise_open_files;

use crate::cli::ServeArgs;
use crate::commands::{Context, view};
use crate::core::club::evening::{ClubError, TableChange};
use crate::core::game::{Aim, Door, Made, Match, Scoreboard};
use crate::input;
use crate::store::cache::Stamp;
use crate::store::error::{Error as StoreError, FileKind};
use crate::store::files;
use crate::store::key;
use crate::store::matchfile::club::Access as TableAccess;
use crate::store::matchfile::{self, Loaded};
use crate::t;
use crate::ui::html::{self, Access};
use crate::ui::report::StatusReport;
use crate::words::errors;
use crate::words::vocab::Vocabulary;
use crate::words::{Lang, Words};
use anyhow::{Context as _, Result};
use api::Refusal;
use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::sse::{Event, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use chrono::{DateTime, FixedOffset};
use feed::{Feed, Update};
use serde::Deserialize;
use server::{Asked, Bound, Server, WORK_AT_ONCE, blocking};
use std::convert::Infallible;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};
use tokio::sync::Semaphore;
use tokio_stream::StreamExt as _;

/// The largest request body accepted (a hand is a few hundred bytes).
pub const BODY_LIMIT: usize = 64 * 1024;

/// The match as last read, with every answer that is the same for every reader made at most
/// once.
struct Snapshot {
    update: Update,
    loaded: Loaded,
    /// `status --json`.
    status: String,
    /// `next --json`, or why there is no next hand.
    next: Result<String, Refusal>,
    /// The live part of the page.
    live: OnceLock<Result<String, Refusal>>,
    /// The printable report.
    report: OnceLock<Result<String, Refusal>>,
    /// The page for everyone, for the table, for a wrong key, for a TV.
    pages: [OnceLock<Result<String, Refusal>>; 4],
}

impl Snapshot {
    fn new(w: &Words, text: &str, loaded: Loaded) -> Result<Snapshot, Refusal> {
        let version = version_of(loaded.game.entries.len(), text);
        let line = serde_json::to_string(&StatusReport::new(&loaded.game, &loaded.board))
            .map_err(|e| trouble_at(w, &[], e))?;
        let status = status_json(w, loaded.clone())?;
        let next = match view::Next::of(loaded.clone()) {
            Ok(next) => next.json_text().map_err(|e| trouble_at(w, &[], e)),
            Err(over) => Err(api::match_refusal(w, &over.1, &over.0)),
        };
        Ok(Snapshot {
            update: Update {
                version,
                status: line,
            },
            loaded,
            status,
            next,
            live: OnceLock::new(),
            report: OnceLock::new(),
            pages: Default::default(),
        })
    }
}

/// What every request shares.
struct Table {
    /// The match file, resolved when `serve` started.
    path: PathBuf,
    /// The folders whose names answers leave out (the match file's and its link target's):
    /// a 500 says `m.toml`, not where the laptop keeps it.
    folders: Vec<String>,
    /// The language of this run.
    lang: Lang,
    /// The table's key.
    key: String,
    /// The time now.
    clock: fn() -> DateTime<FixedOffset>,
    /// Every change, to every open page.
    feed: Feed,
    /// The match as last read, with the file's stamp then (none: to be read again).
    snapshot: Mutex<Option<(Option<Stamp>, Arc<Snapshot>)>>,
    /// Held while a hand is being saved, so that Ctrl-C waits for the save to end.
    writing: Mutex<()>,
    /// Bounds the file work done at once.
    work: Semaphore,
    /// The names requests may be for.
    hosts: host::Hosts,
    /// Where the match's addresses start: empty for `serve`, `/t/N` for a club table.
    base: String,
    /// The door its hands come in by: a phone, or table N of a club evening.
    door: Door,
}

impl Server for Table {
    fn hosts(&self) -> &host::Hosts {
        &self.hosts
    }

    fn lang(&self) -> Lang {
        self.lang
    }

    fn work(&self) -> &Semaphore {
        &self.work
    }

    fn finish(&self) {
        drop(self.writing.lock().unwrap_or_else(|e| e.into_inner()));
    }
}

impl Table {
    fn new(
        path: PathBuf,
        lang: Lang,
        key: String,
        clock: fn() -> DateTime<FixedOffset>,
        hosts: host::Hosts,
    ) -> Table {
        let mut folders = Vec::new();
        for file in [path.clone(), files::target(&path)] {
            if let Some(folder) = file.parent().filter(|f| !f.as_os_str().is_empty()) {
                let folder = format!("{}{}", folder.display(), std::path::MAIN_SEPARATOR);
                if !folders.contains(&folder) {
                    folders.push(folder);
                }
            }
        }
        // The longest first, so that a folder inside another is taken out whole.
        folders.sort_by_key(|f| std::cmp::Reverse(f.len()));
        Table {
            path,
            folders,
            lang,
            key,
            clock,
            feed: Feed::new(16),
            snapshot: Mutex::new(None),
            writing: Mutex::new(()),
            work: Semaphore::new(WORK_AT_ONCE),
            hosts,
            base: String::new(),
            door: Door::Phone,
        }
    }

    fn words(&self) -> Words {
        Words::new(self.lang)
    }

    /// Whether a request carries the table's key, as `Authorization: Bearer KEY` or `?key=KEY`,
    /// compared in constant time.
    fn authorized(&self, headers: &HeaderMap, query: &KeyQuery) -> bool {
        carries_key(headers, query, &self.key)
    }

    /// The match as the file holds it now: the last reading while the file is unchanged, else
    /// read again (and sent to every open page if it changed). A file that does not load is a
    /// refusal that says why (a 500).
    fn fresh(&self) -> Result<Arc<Snapshot>, Refusal> {
        let w = self.words();
        let mut held = self.snapshot.lock().unwrap_or_else(|e| e.into_inner());
        // Looked at before reading: a change made while reading is read the next time.
        let stamp = Stamp::of(&self.path);
        if let (Some(stamp), Some((Some(seen), snapshot))) = (stamp, held.as_ref())
            && stamp == *seen
        {
            return Ok(Arc::clone(snapshot));
        }
        let text = files::read_text(&self.path, FileKind::Match).map_err(|e| self.trouble(e))?;
        let loaded = matchfile::parse(&self.path.display().to_string(), &text)
            .map_err(|e| self.trouble(e))?;
        let snapshot = Arc::new(Snapshot::new(&w, &text, loaded)?);
        let changed = held
            .as_ref()
            .is_none_or(|(_, before)| before.update.version != snapshot.update.version);
        *held = Some((stamp, Arc::clone(&snapshot)));
        if changed {
            self.feed.send(&snapshot.update);
        }
        Ok(snapshot)
    }

    /// A save or the watcher saw a change: reads the file again unless its stamp is the one
    /// last read, and sends the match to every open page if it changed since the last time.
    /// So a save's own publish and the watcher's event for it are one update, whichever comes
    /// first: the second finds the file as last read and reads nothing. The stamp (size, both
    /// times to the nanosecond, inode and device: `store::cache`'s) tells two saves apart
    /// even within one tick of the clock, since each save is a new file (a new inode). A file
    /// that does not load (being replaced by hand, say) is left until it does.
    fn publish(&self) {
        let _ = self.fresh();
    }

    /// An error that is not a refusal (a file that cannot be read or written): a 500 that
    /// says why, naming files without their folders.
    fn trouble(&self, error: impl Into<anyhow::Error>) -> Refusal {
        trouble_at(&self.words(), &self.folders, error)
    }
}

/// Whether a request carries `key` (never an empty one), as `Authorization: Bearer KEY` or
/// `?key=KEY`, compared in constant time.
fn carries_key(headers: &HeaderMap, query: &KeyQuery, key: &str) -> bool {
    use subtle::ConstantTimeEq;
    let bearer = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "));
    !key.is_empty()
        && bearer
            .or(query.key.as_deref())
            .is_some_and(|given| bool::from(given.trim().as_bytes().ct_eq(key.as_bytes())))
}

/// Whether a request gives a key at all (right or wrong).
fn gives_key(headers: &HeaderMap, query: &KeyQuery) -> bool {
    headers.contains_key(header::AUTHORIZATION)
        || query.key.as_deref().is_some_and(|k| !k.trim().is_empty())
}

/// A 500 that says why, with `folders` left out of the sentence.
fn trouble_at(w: &Words, folders: &[String], error: impl Into<anyhow::Error>) -> Refusal {
    let mut said = crate::commands::said(w, &error.into());
    for folder in folders {
        said = said.replace(folder.as_str(), "");
    }
    Refusal::with_status(500, "file-error", said)
}

/// A match file's version as the pages know it: its entries, a dot and the fingerprint of its
/// text (`12.3f9a…`).
fn version_of(entries: usize, text: &str) -> String {
    format!("{entries}.{}", fingerprint(text))
}

/// A short fingerprint of a match file's text.
fn fingerprint(text: &str) -> String {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut hasher);
    format!("{:016x}", hasher.finish())
}

/// `serve`: serves the match until Ctrl-C (exit 130).
pub fn serve(ctx: &Context, args: ServeArgs) -> Result<()> {
    let path = ctx.match_path(&args.file)?;
    // A match that does not load is said now, before anyone opens a page.
    matchfile::load(&path)?;
    server::start(|limits| run(ctx, path, &args, limits))
}

async fn run(ctx: &Context, path: PathBuf, args: &ServeArgs, limits: conn::Limits) -> Result<()> {
    let w = &ctx.words;
    let bound = Bound::bind(w, &args.listen, limits).await?;
    let kept = key::table_key(&path, args.new_key).with_context(|| {
        t!(
            w,
            "serve-cannot-keep-key",
            path = key::keys_dir()
                .map(|dir| dir.display().to_string())
                .unwrap_or_default()
        )
    })?;
    let table = Arc::new(Table::new(path, w.lang(), kept, ctx.clock, bound.hosts()));
    table.publish();
    let _watcher = watch_file(w, &table)?;
    let everyone = bound.address();
    let keyed = format!("{everyone}?key={}", table.key);
    let said = format!(
        "{}\n{}\n  {everyone}\n{}\n  {keyed}\n",
        crate::core::visible::escape(&t!(
            w,
            "serve-started",
            file = table.path.display().to_string()
        )),
        t!(w, "serve-scoreboard"),
        t!(w, "serve-table")
    );
    bound.announce(w, said, &keyed)?;
    let routes = axum::Router::new()
        .route("/", get(page))
        .route("/live", get(live))
        .route("/report", get(report))
        .route("/manifest.webmanifest", get(manifest))
        .route("/icon-192.png", get(|| async { icon(ICON_192) }))
        .route("/icon-512.png", get(|| async { icon(ICON_512) }))
        .route("/api/status", get(status))
        .route("/api/next", get(next))
        .route("/api/events", get(events))
        .route("/api/record", post(record))
        .route("/api/check", post(check))
        .route("/api/undo", post(undo))
        .route("/api/edit", post(edit))
        .route("/api/hand", get(hand));
    bound.serve(w, table, routes).await
}

/// Watches the match file's folder (a save replaces the file) and publishes every change of
/// the match file.
fn watch_file(w: &Words, table: &Arc<Table>) -> Result<watch::Watching> {
    let target = files::target(&table.path);
    let folder = match target.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = target.file_name().map(|n| n.to_os_string());
    let watched = Arc::clone(table);
    watch::watch(w, &folder, move |paths| {
        if paths
            .iter()
            .any(|p| p.file_name().map(|n| n.to_os_string()) == name)
        {
            watched.publish();
        }
    })
}

/// `?key=…` on any address; `?tv` on the page.
#[derive(Debug, Default, Deserialize)]
struct KeyQuery {
    key: Option<String>,
    tv: Option<String>,
    /// A club table's page: the draw it was made for (its mark, `2.1.0.r2-t3.toml`).
    round: Option<String>,
}

/// The round, attempt and file of a club table page's mark (`2.1.0.r2-t3.toml`).
fn draw_of_mark(mark: &str) -> Option<(u32, u32, &str)> {
    let mut parts = mark.splitn(4, '.');
    let round = parts.next()?.parse().ok()?;
    let attempt = parts.next()?.parse().ok()?;
    let _closed = parts.next()?;
    Some((round, attempt, parts.next()?))
}

/// `?since=VERSION` on `/api/events`: what the page shows.
#[derive(Debug, Default, Deserialize)]
struct SinceQuery {
    since: Option<String>,
    /// What a club table's page hangs on (`club serve`; `serve` has none).
    round: Option<String>,
}

/// What `show` makes of the match as the file holds it now (read again only when the file
/// changed).
async fn shown(
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
fn once(
    cell: &OnceLock<Result<String, Refusal>>,
    make: impl FnOnce() -> Result<String, Refusal>,
) -> Result<String, Refusal> {
    cell.get_or_init(make).clone()
}

/// The app's icon for a phone's home screen: a red heart on the page's black (drawn once by
/// a few lines of Python: the points where (x² + y² − 1)³ − x²y³ ≤ 0).
const ICON_192: &[u8] = include_bytes!("assets/icon-192.png");
const ICON_512: &[u8] = include_bytes!("assets/icon-512.png");

fn icon(png: &'static [u8]) -> Response {
    with_headers(200, "image/png", Body::from(png))
}

/// `GET /manifest.webmanifest`: what "Add to Home screen" makes of the page: its name, the
/// page's colours, the icons, and the address it opens (the table's, with the key, when the
/// manifest was asked for with it).
async fn manifest(State(table): State<Arc<Table>>, Asked(query): Asked<KeyQuery>) -> Response {
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
fn answer(status: u16, content_type: &'static str, body: String) -> Response {
    with_headers(status, content_type, Body::from(body))
}

fn with_headers(status: u16, content_type: &'static str, body: Body) -> Response {
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

const JSON: &str = "application/json";
const HTML: &str = "text/html; charset=utf-8";

fn json_answer(result: Result<String, Refusal>) -> Response {
    match result {
        Ok(json) => answer(200, JSON, json),
        Err(refusal) => answer(refusal.status, JSON, refusal.json() + "\n"),
    }
}

fn html_answer(result: Result<String, Refusal>) -> Response {
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
async fn page(State(table): State<Arc<Table>>, Asked(query): Asked<KeyQuery>) -> Response {
    let access = match &query.key {
        _ if query.tv.is_some() => Access::Tv,
        None => Access::Everyone,
        Some(_) if table.authorized(&HeaderMap::new(), &query) => Access::Table,
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
        shown(&table, move |w, snapshot| {
            once(&snapshot.pages[which], || {
                let Loaded { game, board } = &snapshot.loaded;
                html::page_at(w, game, board, access, &snapshot.update.version, &base)
                    .map_err(|e| trouble_at(w, &[], e))
            })
        })
        .await,
    )
}

/// The header of `GET /live` that names the version of the file the live part shows, so that
/// the page's questions (undo: "Remove hand 3?") carry what they asked about.
const VERSION_HEADER: &str = "x-hartenjagen-version";

/// `GET /live`: the live part of the page, as it is now, with its version in
/// [`VERSION_HEADER`].
async fn live(State(table): State<Arc<Table>>) -> Response {
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
async fn report(State(table): State<Arc<Table>>) -> Response {
    html_answer(
        shown(&table, |w, snapshot| {
            once(&snapshot.report, || {
                let Loaded { game, board } = &snapshot.loaded;
                html::report(w, game, board, html::Paper::of_this_locale())
                    .map_err(|e| trouble_at(w, &[], e))
            })
        })
        .await,
    )
}

/// `GET /api/status`: exactly `status --json` (the same function of the loaded match).
async fn status(State(table): State<Arc<Table>>) -> Response {
    json_answer(shown(&table, |_, snapshot| Ok(snapshot.status.clone())).await)
}

/// `?number=N` on `/api/hand`.
#[derive(Debug, Default, Deserialize)]
pub(crate) struct HandQuery {
    number: Option<usize>,
}

/// `GET /api/hand?number=N`: the cards of saved hand N, for the page's edit control (see
/// [`edit::hand`]); without a number, a 400.
async fn hand(State(table): State<Arc<Table>>, Asked(query): Asked<HandQuery>) -> Response {
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
async fn next(State(table): State<Arc<Table>>) -> Response {
    json_answer(shown(&table, |_, snapshot| snapshot.next.clone()).await)
}

/// `GET /api/events`: an `update` event with the status JSON after every change; at once if
/// the page (`?since=`) shows an older match than the file holds.
async fn events(
    State(table): State<Arc<Table>>,
    Asked(query): Asked<SinceQuery>,
) -> Sse<impl tokio_stream::Stream<Item = Result<Event, Infallible>>> {
    table.feed.events(query.since.as_deref())
}

/// What a POST does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Change {
    /// Score the hand and save it.
    Record,
    /// Score the hand, save nothing.
    Check,
    /// Remove the last entry.
    Undo,
    /// Edit a saved hand.
    Edit,
}

async fn record(
    State(table): State<Arc<Table>>,
    Asked(query): Asked<KeyQuery>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    change(table, query, headers, body, Change::Record).await
}

async fn check(
    State(table): State<Arc<Table>>,
    Asked(query): Asked<KeyQuery>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    change(table, query, headers, body, Change::Check).await
}

async fn undo(
    State(table): State<Arc<Table>>,
    Asked(query): Asked<KeyQuery>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    change(table, query, headers, body, Change::Undo).await
}

async fn edit(
    State(table): State<Arc<Table>>,
    Asked(query): Asked<KeyQuery>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    change(table, query, headers, body, Change::Edit).await
}

/// A POST: the key first (401), then the body, which must arrive in time (408) and not be
/// too large (413), then the change itself.
async fn change(
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
async fn body_in_time(body: Body, lang: Lang) -> Result<Bytes, Response> {
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
fn closing(mut response: Response) -> Response {
    response
        .headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}

/// Why a body was not read.
enum BodyTrouble {
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
async fn read_body(body: Body) -> Result<Bytes, BodyTrouble> {
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
enum Trouble {
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
fn apply(
    table: &Table,
    bytes: &[u8],
    what: Change,
    access: TableAccess,
) -> Result<String, Refusal> {
    let w = table.words();
    let words = Vocabulary::new(table.lang);
    let now = Made::new((table.clock)(), table.door);
    let _writing = table.writing.lock().unwrap_or_else(|e| e.into_inner());
    let enter = |game: &mut Match, board: &mut Scoreboard, body: &api::HandBody| {
        if let Some(moved) = game.moved_on(body.seen(), Aim::Enter) {
            return Err(api::saved_meanwhile(
                &w, game, body, &moved, &words, now.time,
            ));
        }
        api::raw_hand(body)
            .and_then(|raw| input::enter(game, board, &raw, &words, now))
            .map_err(|e| api::refusal(&w, game, body, &e))
    };
    let changed = match what {
        Change::Check => {
            let body = api::parse_body(&w, bytes)?;
            let mut loaded = matchfile::load(&table.path).map_err(|e| table.trouble(e))?;
            enter(&mut loaded.game, &mut loaded.board, &body)?;
            return status_json(&w, loaded);
        }
        Change::Record => {
            let body = api::parse_body(&w, bytes)?;
            matchfile::update_with(&table.path, access, |game, board| {
                enter(game, board, &body).map_err(Trouble::Refused)
            })
        }
        Change::Edit => {
            let request = edit::parse(&w, bytes)?;
            let (edited, loaded) =
                matchfile::update_if_changed_with(&table.path, access, |game, _| {
                    if let Some(moved) = game.moved_on(request.seen(), Aim::Enter) {
                        return Err(Trouble::Refused(api::moved_on_refusal(&w, &moved)));
                    }
                    let edited = request
                        .raw
                        .clone()
                        .and_then(|raw| input::edit(game, request.number, &raw, &words, now))
                        .map_err(|e| Trouble::Refused(api::refusal(&w, game, &request.body, &e)))?;
                    let changed = edited.changed;
                    Ok((edited, changed))
                })
                .map_err(|trouble| match trouble {
                    Trouble::File(StoreError::ClubTable(error)) => club_refusal(&w, &error),
                    Trouble::File(error) => table.trouble(error),
                    Trouble::Refused(refusal) => refusal,
                })?;
            if edited.changed {
                table.publish();
            }
            let game = loaded.game.clone();
            let status = status_json(&w, loaded)?;
            return edit::answer(&w, &game, request.number, &edited, &status);
        }
        Change::Undo => {
            let body = api::parse_undo(&w, bytes)?;
            matchfile::update_with(&table.path, access, |game, _| {
                // The version the page asked its question about, against the file as it is
                // under the lock: any change meanwhile (a hand saved, corrected or removed)
                // and nothing is removed.
                if let Some(seen) = &body.version {
                    let text = files::read_text(&table.path, FileKind::Match)?;
                    let now = version_of(game.entries.len(), &text);
                    if let Some(refusal) = api::undo_moved_on(&w, game, seen, &now) {
                        return Err(Trouble::Refused(refusal));
                    }
                }
                if let Some(moved) = game.moved_on(body.seen(), Aim::Remove) {
                    return Err(Trouble::Refused(api::moved_on_refusal(&w, &moved)));
                }
                game.undo(now)
                    .map(drop)
                    .map_err(|e| Trouble::Refused(api::match_refusal(&w, game, &e)))
            })
        }
    };
    let ((), loaded) = changed.map_err(|trouble| match trouble {
        Trouble::File(StoreError::ClubTable(error)) => club_refusal(&w, &error),
        Trouble::File(error) => table.trouble(error),
        Trouble::Refused(refusal) => refusal,
    })?;
    table.publish();
    status_json(&w, loaded)
}

/// A club table's change that its evening refused: 409 for the evening's state (a round
/// closed, drawn again), 400 for what was asked.
pub(crate) fn club_refusal(w: &Words, error: &ClubError) -> Refusal {
    let status = if error.is_conflict() { 409 } else { 400 };
    Refusal::with_status(status, error.code(), errors::club_error(w, error))
}

/// `status --json` of a loaded match, as the command prints it.
fn status_json(w: &Words, loaded: Loaded) -> Result<String, Refusal> {
    let standings = view::Standings::of(loaded, false);
    standings.json_text().map_err(|e| trouble_at(w, &[], e))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(key: &str) -> Table {
        Table {
            path: PathBuf::from("match.toml"),
            folders: Vec::new(),
            lang: Lang::En,
            key: key.to_string(),
            clock: crate::core::testkit::time,
            feed: Feed::new(1),
            snapshot: Mutex::new(None),
            writing: Mutex::new(()),
            work: Semaphore::new(1),
            hosts: host::Hosts::new(7878, false),
            base: String::new(),
            door: Door::Phone,
        }
    }

    #[test]
    fn only_the_tables_key_opens_the_entry_as_bearer_or_in_the_address() {
        let table = table("0123456789abcdef0123456789abcdef");
        let query = |key: Option<&str>| KeyQuery {
            key: key.map(str::to_string),
            tv: None,
            round: None,
        };
        let bearer = |value: &str| {
            let mut headers = HeaderMap::new();
            headers.insert(
                header::AUTHORIZATION,
                HeaderValue::from_str(value).expect("a header"),
            );
            headers
        };
        let none = HeaderMap::new();
        assert!(table.authorized(
            &bearer("Bearer 0123456789abcdef0123456789abcdef"),
            &query(None)
        ));
        assert!(table.authorized(&none, &query(Some("0123456789abcdef0123456789abcdef"))));
        assert!(!table.authorized(&none, &query(None)));
        assert!(!table.authorized(&none, &query(Some("0123456789abcdef0123456789abcde"))));
        assert!(!table.authorized(&none, &query(Some(""))));
        assert!(!table.authorized(
            &bearer("Basic 0123456789abcdef0123456789abcdef"),
            &query(None)
        ));
    }

    #[test]
    fn an_unchanged_file_is_answered_from_the_last_reading_and_a_save_is_read_again() {
        use crate::core::testkit;
        let folder = tempfile::tempdir().expect("a folder");
        let path = folder.path().join("m.toml");
        matchfile::create(&path, &testkit::game("hartenjagen", 4)).expect("a match file");
        let table = Table {
            path: path.clone(),
            ..table("0123456789abcdef0123456789abcdef")
        };
        let mut updates = table.feed.subscribe();
        let first = table.fresh().expect("a reading");
        assert!(
            first.update.version.starts_with("0."),
            "{}",
            first.update.version
        );
        for _ in 0..10 {
            assert!(Arc::ptr_eq(&first, &table.fresh().expect("a reading")));
        }
        assert_eq!(
            updates.try_recv().map(|u| u.version),
            Ok(first.update.version.clone())
        );
        assert!(updates.try_recv().is_err(), "one update for one reading");
        matchfile::update(&path, |game, _| {
            testkit::play(game, &[("Ann", "QS 3"), ("Bob", "rest")]);
            Ok::<(), StoreError>(())
        })
        .expect("a hand saved");
        let after = table.fresh().expect("a reading");
        assert!(!Arc::ptr_eq(&first, &after));
        assert_eq!(after.loaded.game.entries.len(), 1);
        assert!(
            after.update.version.starts_with("1."),
            "{}",
            after.update.version
        );
        assert_eq!(
            updates.try_recv().map(|u| u.version),
            Ok(after.update.version.clone())
        );
    }

    #[test]
    fn a_saves_own_publish_and_the_watchers_for_it_are_one_reading_and_one_update() {
        use crate::core::testkit;
        let folder = tempfile::tempdir().expect("a folder");
        let path = folder.path().join("m.toml");
        matchfile::create(&path, &testkit::game("hartenjagen", 4)).expect("a match file");
        let table = Table {
            path: path.clone(),
            ..table("0123456789abcdef0123456789abcdef")
        };
        let mut updates = table.feed.subscribe();
        table.publish();
        assert!(updates.try_recv().is_ok(), "the match as it is");
        for hand in 1..=3 {
            // Saved one right after the other, well within one tick of a coarse clock.
            matchfile::update(&path, |game, _| {
                testkit::play(game, &[("Ann", "QS 3"), ("Bob", "rest")]);
                Ok::<(), StoreError>(())
            })
            .expect("a hand saved");
            table.publish(); // the save's own
            let read = table.fresh().expect("a reading");
            table.publish(); // the watcher's, for the same change
            assert!(Arc::ptr_eq(&read, &table.fresh().expect("a reading")));
            assert_eq!(read.loaded.game.entries.len(), hand);
            assert_eq!(
                updates.try_recv().map(|u| u.version),
                Ok(read.update.version.clone())
            );
            assert!(updates.try_recv().is_err(), "one update for hand {hand}");
        }
    }

    #[test]
    fn a_500_names_the_file_but_not_its_folder() {
        let folder = tempfile::tempdir().expect("a folder");
        let path = folder.path().join("gone.toml");
        let table = Table::new(
            path.clone(),
            Lang::En,
            String::new(),
            crate::core::testkit::time,
            host::Hosts::new(7878, false),
        );
        let refusal = table.fresh().err().expect("no file, no reading");
        assert_eq!(refusal.status, 500);
        assert!(refusal.said.contains("gone.toml"), "{}", refusal.said);
        assert!(
            !refusal.said.contains(&folder.path().display().to_string()),
            "{}",
            refusal.said
        );
    }

    #[test]
    fn a_change_of_the_file_changes_its_fingerprint() {
        assert_eq!(fingerprint("a"), fingerprint("a"));
        assert_ne!(fingerprint("a"), fingerprint("b"));
    }
}
