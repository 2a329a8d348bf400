//! `serve`: the match on every phone and the TV. A small HTTP server (axum on tokio, one
//! thread for the connections; file work on tokio's blocking threads) serves the page, the
//! live part of it, the printable report and the JSON API, and sends an `update` event to
//! every open page whenever the match file changes, whoever changed it (it watches the file's
//! folder). Writes from a phone go through the same checks, lock and atomic save as
//! `record`; they need the table's key, made fresh for each run and never logged.

pub mod api;

use crate::cli::ServeArgs;
use crate::commands::{Context, view};
use crate::core::game::{Match, Scoreboard};
use crate::input;
use crate::store::error::{Error as StoreError, FileKind};
use crate::store::files;
use crate::store::matchfile::{self, Loaded};
use crate::t;
use crate::ui::html::{self, Access};
use crate::ui::report::StatusReport;
use crate::words::vocab::Vocabulary;
use crate::words::{Lang, Words};
use anyhow::{Context as _, Result, anyhow};
use api::Refusal;
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{DefaultBodyLimit, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use chrono::{DateTime, FixedOffset};
use serde::Deserialize;
use std::convert::Infallible;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use tokio::sync::broadcast;
use tokio_stream::StreamExt as _;

/// The largest request body accepted (a hand is a few hundred bytes).
pub const BODY_LIMIT: usize = 64 * 1024;

/// The match as the pages last saw it: a fingerprint of the file and its status JSON.
#[derive(Clone, Debug, Default)]
struct Update {
    /// A fingerprint of the match file's text: pages send it back to say what they show.
    version: String,
    /// `status --json`, on one line.
    status: String,
}

/// What every request shares.
struct Table {
    /// The match file, resolved when `serve` started.
    path: PathBuf,
    /// The language of this run.
    lang: Lang,
    /// The table's key.
    key: String,
    /// The time now.
    clock: fn() -> DateTime<FixedOffset>,
    /// Every change, to every open page.
    updates: broadcast::Sender<Update>,
    /// The last change sent.
    current: Mutex<Update>,
    /// Held while a hand is being saved, so that Ctrl-C waits for the save to end.
    writing: Mutex<()>,
}

impl Table {
    fn words(&self) -> Words {
        Words::new(self.lang)
    }

    /// Whether a request carries the table's key, as `Authorization: Bearer KEY` or `?key=KEY`,
    /// compared in constant time.
    fn authorized(&self, headers: &HeaderMap, query: &KeyQuery) -> bool {
        use subtle::ConstantTimeEq;
        let bearer = headers
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "));
        bearer
            .or(query.key.as_deref())
            .is_some_and(|key| bool::from(key.trim().as_bytes().ct_eq(self.key.as_bytes())))
    }

    /// Reads the match file; its fingerprint and the match.
    fn snapshot(&self) -> Result<(String, Loaded), StoreError> {
        let text = files::read_text(&self.path, FileKind::Match)?;
        let loaded = matchfile::parse(&self.path.display().to_string(), &text)?;
        Ok((fingerprint(&text), loaded))
    }

    /// Sends the match to every open page if it changed since the last time. A file that
    /// does not load (being replaced by hand, say) is left until it does.
    fn publish(&self) {
        // Read under the lock: two publishers at once (the watcher and a phone's save) must
        // not send an older state after a newer one.
        let mut current = self.current.lock().unwrap_or_else(|e| e.into_inner());
        let Ok((version, Loaded { game, board })) = self.snapshot() else {
            return;
        };
        if current.version == version {
            return;
        }
        let Ok(status) = serde_json::to_string(&StatusReport::new(&game, &board)) else {
            return;
        };
        *current = Update { version, status };
        let _ = self.updates.send(current.clone());
    }
}

/// A short fingerprint of a match file's text.
fn fingerprint(text: &str) -> String {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut hasher);
    format!("{:016x}", hasher.finish())
}

/// A fresh key: 16 random bytes as 32 hex digits.
fn new_key() -> Result<String> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|e| anyhow!("cannot make a key: {e}"))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// The address other devices on the network reach this machine at: the one the system would
/// send from (nothing is sent).
fn lan_address() -> Option<IpAddr> {
    let socket = std::net::UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9)).ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_loopback() && !ip.is_unspecified()).then_some(ip)
}

/// A QR code of `url` for the terminal, two rows of modules per line.
fn qr_code(url: &str) -> Result<String> {
    use qrcode::render::unicode::Dense1x2;
    let code = qrcode::QrCode::new(url.as_bytes()).map_err(|e| anyhow!("{e}"))?;
    Ok(code
        .render::<Dense1x2>()
        .dark_color(Dense1x2::Light)
        .light_color(Dense1x2::Dark)
        .quiet_zone(true)
        .build())
}

/// `serve`: serves the match until Ctrl-C (exit 130).
pub fn serve(ctx: &Context, args: ServeArgs) -> Result<()> {
    let w = &ctx.words;
    let path = ctx.match_path(&args.file)?;
    // A match that does not load is said now, before anyone opens a page.
    matchfile::load(&path)?;
    let (updates, _) = broadcast::channel(16);
    let table = Arc::new(Table {
        path,
        lang: w.lang(),
        key: new_key()?,
        clock: ctx.clock,
        updates,
        current: Mutex::new(Update::default()),
        writing: Mutex::new(()),
    });
    table.publish();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("cannot start the server")?;
    runtime.block_on(run(ctx, table, &args))
}

async fn run(ctx: &Context, table: Arc<Table>, args: &ServeArgs) -> Result<()> {
    let w = &ctx.words;
    let ip = if args.lan {
        IpAddr::V4(Ipv4Addr::UNSPECIFIED)
    } else {
        IpAddr::V4(Ipv4Addr::LOCALHOST)
    };
    let listener = tokio::net::TcpListener::bind(SocketAddr::new(ip, args.port))
        .await
        .with_context(|| t!(w, "serve-cannot-listen", port = args.port))?;
    let port = listener.local_addr()?.port();
    let _watcher = watch(&table)?;
    let host = match (args.lan, lan_address()) {
        (true, Some(address)) => address.to_string(),
        _ => Ipv4Addr::LOCALHOST.to_string(),
    };
    let everyone = format!("http://{host}:{port}/");
    let keyed = format!("{everyone}?key={}", table.key);
    let mut said = format!(
        "{}\n{}\n  {everyone}\n{}\n  {keyed}\n",
        t!(w, "serve-started", file = table.path.display().to_string()),
        t!(w, "serve-scoreboard"),
        t!(w, "serve-table")
    );
    if args.lan {
        match lan_address() {
            Some(_) => {
                said.push_str(&format!("{}\n{}", t!(w, "serve-qr"), qr_code(&keyed)?));
            }
            None => said.push_str(&format!("{}\n", t!(w, "serve-no-network"))),
        }
    }
    said.push_str(&format!("{}\n", t!(w, "serve-stop")));
    print!("{said}");
    use std::io::Write;
    let _ = std::io::stdout().flush();
    let app = axum::Router::new()
        .route("/", get(page))
        .route("/live", get(live))
        .route("/report", get(report))
        .route("/api/status", get(status))
        .route("/api/next", get(next))
        .route("/api/events", get(events))
        .route("/api/record", post(record))
        .route("/api/check", post(check))
        .route("/api/undo", post(undo))
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .with_state(Arc::clone(&table));
    tokio::select! {
        served = axum::serve(listener, app) => served.context("the server stopped")?,
        _ = tokio::signal::ctrl_c() => {}
    }
    // A hand being saved is saved before the server stops.
    drop(table.writing.lock().unwrap_or_else(|e| e.into_inner()));
    eprintln!("\n{}", t!(w, "serve-stopped"));
    std::process::exit(130)
}

/// Watches the match file's folder (a save replaces the file) and publishes every change.
fn watch(table: &Arc<Table>) -> Result<Box<dyn notify::Watcher + Send>> {
    use notify::Watcher as _;
    let target = files::target(&table.path);
    let folder = match target.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = target.file_name().map(|n| n.to_os_string());
    let watched = Arc::clone(table);
    let handler = move |event: notify::Result<notify::Event>| {
        // Reading the file to publish it is an access: only a change counts, or publishing
        // would wake itself up forever.
        let ours = |event: &notify::Event| {
            !event.kind.is_access()
                && !event.kind.is_other()
                && event
                    .paths
                    .iter()
                    .any(|p| p.file_name().map(|n| n.to_os_string()) == name)
        };
        if event.is_ok_and(|e| ours(&e)) {
            watched.publish();
        }
    };
    let mut watcher: Box<dyn notify::Watcher + Send> =
        match notify::RecommendedWatcher::new(handler.clone(), notify::Config::default()) {
            Ok(watcher) => Box::new(watcher),
            Err(_) => Box::new(notify::PollWatcher::new(
                handler,
                notify::Config::default().with_poll_interval(std::time::Duration::from_millis(500)),
            )?),
        };
    watcher
        .watch(&folder, notify::RecursiveMode::NonRecursive)
        .with_context(|| {
            t!(
                table.words(),
                "serve-cannot-watch",
                path = folder.display().to_string()
            )
        })?;
    Ok(watcher)
}

/// `?key=…` on any address.
#[derive(Debug, Default, Deserialize)]
struct KeyQuery {
    key: Option<String>,
}

/// `?since=VERSION` on `/api/events`: what the page shows.
#[derive(Debug, Default, Deserialize)]
struct SinceQuery {
    since: Option<String>,
}

/// Runs file work off the connection thread.
async fn blocking<T: Send + 'static>(
    table: &Arc<Table>,
    work: impl FnOnce(&Table) -> Result<T, Refusal> + Send + 'static,
) -> Result<T, Refusal> {
    let table = Arc::clone(table);
    tokio::task::spawn_blocking(move || work(&table))
        .await
        .unwrap_or_else(|e| Err(Refusal::with_status(500, "server-error", e.to_string())))
}

/// What `show` makes of the match as the file holds it now (read on a blocking thread, with
/// its fingerprint); a file that cannot be read is a 500 that says why.
async fn shown(
    table: &Arc<Table>,
    show: impl FnOnce(&Words, &str, Loaded) -> Result<String, Refusal> + Send + 'static,
) -> Result<String, Refusal> {
    blocking(table, move |table| {
        let w = table.words();
        let (version, loaded) = table.snapshot().map_err(|e| trouble(&w, e))?;
        show(&w, &version, loaded)
    })
    .await
}

/// An error that is not a refusal (a file that cannot be read or written): a 500 that says
/// why.
fn trouble(w: &Words, error: impl Into<anyhow::Error>) -> Refusal {
    Refusal::with_status(500, "file-error", crate::commands::said(w, &error.into()))
}

/// A response with the headers every answer carries: never cached, never sniffed, no
/// referrer, nothing loaded from elsewhere.
fn answer(status: u16, content_type: &'static str, body: String) -> Response {
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
            "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
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

/// `GET /`: the page; with the table's key, the entry form too.
async fn page(State(table): State<Arc<Table>>, Query(query): Query<KeyQuery>) -> Response {
    let access = match &query.key {
        None => Access::Everyone,
        Some(_) if table.authorized(&HeaderMap::new(), &query) => Access::Table,
        Some(_) => Access::WrongKey,
    };
    html_answer(
        shown(&table, move |w, version, Loaded { game, board }| {
            html::page(w, &game, &board, access, version).map_err(|e| trouble(w, e))
        })
        .await,
    )
}

/// `GET /live`: the live part of the page, as it is now.
async fn live(State(table): State<Arc<Table>>) -> Response {
    html_answer(
        shown(&table, |w, _, Loaded { game, board }| {
            html::live(w, &game, &board).map_err(|e| trouble(w, e))
        })
        .await,
    )
}

/// `GET /report`: the printable report.
async fn report(State(table): State<Arc<Table>>) -> Response {
    html_answer(
        shown(&table, |w, _, Loaded { game, board }| {
            html::report(w, &game, &board).map_err(|e| trouble(w, e))
        })
        .await,
    )
}

/// `GET /api/status`: exactly `status --json` (the same function of the loaded match).
async fn status(State(table): State<Arc<Table>>) -> Response {
    json_answer(shown(&table, |w, _, loaded| status_json(w, loaded)).await)
}

/// `GET /api/next`: exactly `next --json` (the same function of the loaded match); 409 once
/// the match is over.
async fn next(State(table): State<Arc<Table>>) -> Response {
    json_answer(
        shown(&table, |w, _, loaded| match view::Next::of(loaded) {
            Ok(next) => next.json_text().map_err(|e| trouble(w, e)),
            Err(over) => Err(api::match_refusal(w, &over.1, &over.0)),
        })
        .await,
    )
}

/// `GET /api/events`: an `update` event with the status JSON after every change; at once if
/// the page (`?since=`) shows an older match than the file holds.
async fn events(
    State(table): State<Arc<Table>>,
    Query(query): Query<SinceQuery>,
) -> Sse<impl tokio_stream::Stream<Item = Result<Event, Infallible>>> {
    let receiver = table.updates.subscribe();
    let current = table
        .current
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .clone();
    let first = (query.since.as_deref() != Some(current.version.as_str())).then_some(current);
    let later = tokio_stream::wrappers::BroadcastStream::new(receiver).filter_map(Result::ok);
    let stream = tokio_stream::iter(first).chain(later).map(|update| {
        Ok(Event::default()
            .event("update")
            .id(update.version)
            .data(update.status))
    });
    Sse::new(stream).keep_alive(KeepAlive::default())
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
}

async fn record(
    State(table): State<Arc<Table>>,
    Query(query): Query<KeyQuery>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    change(table, query, headers, body, Change::Record).await
}

async fn check(
    State(table): State<Arc<Table>>,
    Query(query): Query<KeyQuery>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    change(table, query, headers, body, Change::Check).await
}

async fn undo(
    State(table): State<Arc<Table>>,
    Query(query): Query<KeyQuery>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    change(table, query, headers, body, Change::Undo).await
}

/// A POST: the key first (401), then the body's size (413), then the change itself.
async fn change(
    table: Arc<Table>,
    query: KeyQuery,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
    what: Change,
) -> Response {
    match admitted(&table, &query, &headers, body) {
        Ok(bytes) => json_answer(blocking(&table, move |table| apply(table, &bytes, what)).await),
        Err(refusal) => json_answer(Err(refusal)),
    }
}

/// The body of a POST that carries the table's key and is not too large.
fn admitted(
    table: &Table,
    query: &KeyQuery,
    headers: &HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Bytes, Refusal> {
    let w = table.words();
    if !table.authorized(headers, query) {
        return Err(Refusal::with_status(
            401,
            "key-needed",
            t!(w, "api-key-needed"),
        ));
    }
    body.map_err(|rejection| {
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            Refusal::with_status(
                413,
                "too-large",
                t!(w, "api-too-large", limit = BODY_LIMIT / 1024),
            )
        } else {
            Refusal::bad(
                "not-a-hand",
                t!(w, "api-not-a-hand", error = rejection.body_text()),
            )
        }
    })
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
/// A hand goes through the input module as `record`'s does; the answer is `status --json`.
fn apply(table: &Table, bytes: &[u8], what: Change) -> Result<String, Refusal> {
    let w = table.words();
    let words = Vocabulary::new(table.lang);
    let now = (table.clock)();
    let _writing = table.writing.lock().unwrap_or_else(|e| e.into_inner());
    let enter = |game: &mut Match, board: &mut Scoreboard, body: &api::HandBody| {
        api::raw_hand(body)
            .and_then(|raw| input::enter(game, board, &raw, &words, now))
            .map_err(|e| api::refusal(&w, game, body, &e))
    };
    let changed = match what {
        Change::Check => {
            let body = api::parse_body(&w, bytes)?;
            let mut loaded = matchfile::load(&table.path).map_err(|e| trouble(&w, e))?;
            enter(&mut loaded.game, &mut loaded.board, &body)?;
            return status_json(&w, loaded);
        }
        Change::Record => {
            let body = api::parse_body(&w, bytes)?;
            matchfile::update(&table.path, |game, board| {
                enter(game, board, &body).map_err(Trouble::Refused)
            })
        }
        Change::Undo => matchfile::update(&table.path, |game, _| {
            game.undo()
                .map(drop)
                .map_err(|e| Trouble::Refused(api::match_refusal(&w, game, &e)))
        }),
    };
    let ((), loaded) = changed.map_err(|trouble_| match trouble_ {
        Trouble::File(error) => trouble(&w, error),
        Trouble::Refused(refusal) => refusal,
    })?;
    table.publish();
    status_json(&w, loaded)
}

/// `status --json` of a loaded match, as the command prints it.
fn status_json(w: &Words, loaded: Loaded) -> Result<String, Refusal> {
    let standings = view::Standings::of(loaded, false);
    standings.json_text().map_err(|e| trouble(w, e))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(key: &str) -> Table {
        Table {
            path: PathBuf::from("match.toml"),
            lang: Lang::En,
            key: key.to_string(),
            clock: crate::core::testkit::time,
            updates: broadcast::channel(1).0,
            current: Mutex::new(Update::default()),
            writing: Mutex::new(()),
        }
    }

    #[test]
    fn every_run_makes_a_fresh_key_of_32_hex_digits() {
        let (a, b) = (new_key().expect("a key"), new_key().expect("a key"));
        assert_ne!(a, b);
        assert_eq!(a.len(), 32);
        assert!(a.chars().all(|c| c.is_ascii_hexdigit()));
    }

    #[test]
    fn only_the_tables_key_opens_the_entry_as_bearer_or_in_the_address() {
        let table = table("0123456789abcdef0123456789abcdef");
        let query = |key: Option<&str>| KeyQuery {
            key: key.map(str::to_string),
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
    fn the_table_address_prints_as_a_qr_code_of_blocks() {
        let code = qr_code("http://192.168.1.20:7878/?key=0123456789abcdef0123456789abcdef")
            .expect("a QR code");
        let lines: Vec<&str> = code.lines().collect();
        assert!(
            lines.len() > 10 && lines.len() < 40,
            "{} lines",
            lines.len()
        );
        assert!(
            lines
                .iter()
                .all(|l| l.chars().count() == lines[0].chars().count())
        );
        assert!(code.contains('█') || code.contains('▀') || code.contains('▄'));
    }

    #[test]
    fn a_change_of_the_file_changes_its_fingerprint() {
        assert_eq!(fingerprint("a"), fingerprint("a"));
        assert_ne!(fingerprint("a"), fingerprint("b"));
    }
}
