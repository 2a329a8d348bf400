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

pub use crate::engine::page::api;
mod app;
mod body;
use crate::engine::page::codes;
mod conn;
pub(crate) use crate::engine::page::edit;
mod feed;
mod handlers;
mod host;
pub(crate) mod room;
mod server;
mod state;
mod watch;

pub use conn::raise_open_files;

use crate::act::Context;
use crate::cli::ServeArgs;
use crate::page::fingerprint;
use crate::store::files;
use crate::store::key;
use crate::store::matchfile::{self};
use crate::t;
use crate::words::Words;
use anyhow::{Context as _, Result};
use axum::routing::get;
use body::{Change, body_in_time, change, changing, club_refusal, command_refusal};
use handlers::{
    HandQuery, ICON_192, ICON_512, events, hand, html_answer, icon, json_answer, live, manifest,
    next, page, page_with, report, status,
};
use serde::Deserialize;
use server::Bound;
use state::{Table, carries_key, trouble_at};
use std::path::PathBuf;
use std::sync::Arc;

/// The largest request body accepted (a hand is a few hundred bytes).
pub const BODY_LIMIT: usize = 64 * 1024;

/// `serve`: serves the match until Ctrl-C (exit 130).
pub fn serve(ctx: &Context, args: ServeArgs) -> crate::act::Result<()> {
    let path = ctx.match_path(&args.file)?;
    // A match that does not load is said now, before anyone opens a page.
    matchfile::load(&path)?;
    Ok(server::start(|limits| run(ctx, path, &args, limits))?)
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
    if let Ok(dir) = key::keys_dir() {
        crate::act::warn_if_keys_shared(w, &dir);
    }
    // The phone app's files are read before anything is announced: a folder that holds no
    // build is said at once.
    let app = args
        .app
        .as_deref()
        .map(|folder| app::AppFiles::read(w, folder))
        .transpose()?;
    let table = Arc::new(Table::new(path, w.lang(), kept, ctx.clock, bound.hosts()));
    table.publish();
    let _watcher = watch_file(w, &table)?;
    let everyone = bound.address();
    let keyed = format!("{everyone}?key={}", table.key);
    let mut said = format!(
        "{}\n{}\n  {everyone}\n{}\n  {keyed}\n",
        crate::core::visible::escape(&t!(
            w,
            "serve-started",
            file = table.path.display().to_string()
        )),
        t!(w, "serve-scoreboard"),
        t!(w, "serve-table")
    );
    if app.is_some() {
        said.push_str(&format!("{}\n  {everyone}app/\n", t!(w, "serve-app")));
    }
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
        .route("/api/record", changing(Change::Record))
        .route("/api/check", changing(Change::Check))
        .route("/api/undo", changing(Change::Undo))
        .route("/api/edit", changing(Change::Edit))
        .route("/api/misdeal", changing(Change::Misdeal))
        .route("/api/hand", get(hand));
    let routes = match app {
        Some(files) => routes.merge(app::routes(files)),
        None => routes,
    };
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
