//! `club serve`: a club evening in the room, on the same stack and with the same safety as
//! `serve` (timeouts and caps on connections, only this server's names, answers made once per
//! change of the files, a few pieces of file work at a time).
//!
//! - `/` the room for the TV: every table of the round, who sits out, the evening so far;
//!   `/live` its live part, `/api/evening` the evening as JSON, `/api/events` an `update`
//!   after every change anywhere (a hand at any table, a draw, a close).
//! - `/t/N?key=K` table N's page all evening: whichever match the table plays now, with
//!   `serve`'s entry form; `/t/N/api/status|next|check|record|undo` are `serve`'s `/api/…` for
//!   that match, refused (409) while the table plays none or its round is closed;
//!   `/t/N/api/events` adds a `round` event when the table's match changes.
//! - `/me` "where do I sit?".
//!
//! Each physical table's key is kept in `evening.toml`, so that a printed card works all
//! evening and after a restart.

mod organiser;
mod tables;

// What the moved handlers name as `super::…`: `serve`'s, through this module.
use super::api::Refusal;
use super::feed::{self, Feed, Update};
use super::server::{self, Asked, Bound, WORK_AT_ONCE, blocking};
use super::{Change, HandQuery, KeyQuery, SinceQuery, Table, conn, host, html_answer, json_answer};
use super::{
    body_in_time, carries_key, change, club_refusal, command_refusal, draw_of_mark, hand, live,
    manifest, next, page_with, report, status,
};
use crate::act::club::evening_of;
use crate::act::{CommandError, Context};
use crate::cli::ClubServeArgs;
use crate::core::club::evening::{ClubError, Competition, Evening};
use crate::core::club::tonight::Tonight;
use crate::store::cache::Stamp;
use crate::store::club as club_files;
use crate::t;
use crate::ui::club::EveningApi;
use crate::ui::html;
use crate::ui::html::organiser::OrganiserView;
use crate::ui::html::room::{self, RoomView};
use crate::words::{Lang, Words};
use anyhow::Result;
use axum::body::Body;
use axum::extract::{Path as UrlPath, State};
use axum::http::HeaderMap;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use chrono::{DateTime, FixedOffset};
use serde::Deserialize;
use std::collections::HashMap;
use std::convert::Infallible;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};
use tables::not_found;
use tokio::sync::Semaphore;
use tokio_stream::StreamExt as _;

/// The evening as last read, with the answers that are the same for every reader made at
/// most once.
struct Reading {
    /// Its version (a fingerprint of its JSON) and the JSON.
    update: Update,
    /// The evening as it stands.
    tonight: Tonight,
    /// What the room's pages show of it.
    view: RoomView,
    /// The files read, with their stamps then (`evening.toml` first).
    stamps: Vec<(PathBuf, Option<Stamp>)>,
    /// The room's page and its live part.
    page: OnceLock<String>,
    live: OnceLock<String>,
    /// The printable report (`/report`), made once per change of the files: this evening's
    /// (a new reading) and the earlier evenings' it ranks the season by (their stamps then).
    report: Mutex<Option<(Stamps, Result<String, Refusal>)>>,
}

/// Files and their stamps when read.
type Stamps = Vec<(PathBuf, Option<Stamp>)>;

impl Reading {
    /// The match file table `number` plays now, and its key (none: no such table tonight).
    fn table(&self, dir: &Path, number: u32) -> Option<(Option<PathBuf>, &str)> {
        let key = self
            .tonight
            .evening
            .keys
            .tables
            .get(usize::try_from(number).ok()?.checked_sub(1)?)?;
        let file = self
            .tonight
            .evening
            .current()
            .and_then(|round| round.tables.iter().find(|t| t.number == number))
            .map(|t| dir.join(&t.file));
        Some((file, key.as_str()))
    }

    /// What a table's page hangs on, as a word for its address: the round and its draw,
    /// whether it is closed, the table's file (`2.1.0.r2-t3.toml`; `0.0.0.-` before a draw).
    fn mark(&self, number: u32) -> String {
        let current = self.tonight.evening.current();
        let file = current
            .and_then(|r| r.tables.iter().find(|t| t.number == number))
            .map_or("-", |t| t.file.as_str());
        format!(
            "{}.{}.{}.{file}",
            current.map_or(0, |r| r.number),
            current.map_or(0, |r| r.attempt),
            u8::from(current.is_some_and(|r| r.closed.is_some())),
        )
    }
}

/// What every request of the room shares.
pub(super) struct Room {
    /// The competition, as read when the server started.
    competition: Competition,
    /// `evening.toml`.
    path: PathBuf,
    /// The evening's folder.
    dir: PathBuf,
    /// The language of this run.
    lang: Lang,
    /// The time now.
    clock: fn() -> DateTime<FixedOffset>,
    /// The names requests may be for.
    hosts: host::Hosts,
    /// The room's address, as printed (`http://192.168.1.20:7878/`).
    address: String,
    /// The address of "where do I sit?", as printed.
    me_address: String,
    /// Each table's match being served, by table number and file.
    tables: Mutex<HashMap<(u32, PathBuf), Arc<Table>>>,
    /// The evening as last read.
    tonight: Mutex<Option<Arc<Reading>>>,
    /// Every change, to every open page.
    feed: Feed,
    /// Bounds the file work done at once.
    work: Semaphore,
}

impl server::Server for Room {
    fn hosts(&self) -> &host::Hosts {
        &self.hosts
    }

    fn lang(&self) -> Lang {
        self.lang
    }

    fn work(&self) -> &Semaphore {
        &self.work
    }

    /// A hand being saved at any table is saved before the server stops.
    fn finish(&self) {
        let tables: Vec<Arc<Table>> = self
            .tables
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .values()
            .cloned()
            .collect();
        for table in tables {
            server::Server::finish(&*table);
        }
    }
}

impl Room {
    fn words(&self) -> Words {
        // Every club screen says a hand and a round as the club does.
        Words::new(self.lang).at_club()
    }

    /// A 500 that says why, naming files without their folders.
    fn trouble(&self, error: impl Into<CommandError>) -> Refusal {
        super::trouble_at(&self.words(), &[self.folder()], error)
    }

    /// The evening's folder as a sentence names it, left out of the sentences of a 500.
    fn folder(&self) -> String {
        format!("{}{}", self.dir.display(), std::path::MAIN_SEPARATOR)
    }

    /// The evening as the files hold it now: the last reading while no file read changed,
    /// else read again (and sent to every open page if it changed).
    fn fresh(&self) -> Result<Arc<Reading>, Refusal> {
        let mut held = self.tonight.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(tonight) = held.as_ref()
            && tonight
                .stamps
                .iter()
                .all(|(path, stamp)| stamp.is_some() && Stamp::of(path) == *stamp)
        {
            return Ok(Arc::clone(tonight));
        }
        let tonight = Arc::new(self.read().map_err(|e| self.trouble(e))?);
        let changed = held
            .as_ref()
            .is_none_or(|before| before.update.version != tonight.update.version);
        *held = Some(Arc::clone(&tonight));
        drop(held);
        if changed {
            self.feed.send(&tonight.update);
        }
        Ok(tonight)
    }

    /// A file changed (a save, or the watcher saw one): reads the evening again unless every
    /// file read has the stamp it had then, and tells every open page if it changed (a file
    /// that does not load is left until it does). So a save's own publish and the watcher's
    /// event for it are one reading and one update, whichever comes first (`Table::publish`
    /// says why a stamp tells two saves apart).
    fn publish(&self) {
        let _ = self.fresh();
    }

    /// The last reading, without looking at the files (none before the first).
    fn latest(&self) -> Option<Arc<Reading>> {
        self.tonight
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// Reads `evening.toml` and every table's match of the evening, and makes the view.
    fn read(&self) -> crate::act::Result<Reading> {
        // Under the evening's lock, held shared (as a table's hand holds it): a redraw or an
        // undo, which hold it alone, cannot remove a table file between the evening's reading
        // and its table's.
        let _held =
            crate::store::lock::acquire_evening(&self.path, crate::store::lock::Hold::Shared)?;
        // The competition's file too: it holds the season's keys (`club new-keys`).
        let season = club_files::competition_file_of(&self.path);
        let mut stamps = vec![
            (self.path.clone(), Stamp::of(&self.path)),
            (season.clone(), Stamp::of(&season)),
        ];
        let evening = club_files::read_evening(&self.path)?;
        for round in &evening.rounds {
            for table in &round.tables {
                let file = self.dir.join(&table.file);
                stamps.push((file.clone(), Stamp::of(&file)));
            }
        }
        // Every table match read once: the ranking takes them all, the cards the round's.
        let tonight = crate::store::tonight::tonight_of(&self.competition, evening, &self.dir)?;
        let view = RoomView::of(&tonight);
        let json = serde_json::to_string(&EveningApi::of(&tonight))?;
        let update = Update {
            version: super::fingerprint(&json),
            status: json,
        };
        Ok(Reading {
            update,
            tonight,
            view,
            stamps,
            page: OnceLock::new(),
            live: OnceLock::new(),
            report: Mutex::new(None),
        })
    }

    /// The match table `number` plays now, served as `serve` serves one (made when first
    /// asked for, kept while the server runs).
    fn table(&self, tonight: &Reading, number: u32) -> Result<Option<Arc<Table>>, Refusal> {
        let Some((file, key)) = tonight.table(&self.dir, number) else {
            return Err(no_such_table(&self.words(), &number.to_string()));
        };
        let Some(file) = file.filter(|f| f.exists()) else {
            return Ok(None);
        };
        let mut tables = self.tables.lock().unwrap_or_else(|e| e.into_inner());
        // A table's key made again (`club new-keys`): its old key opens nothing from now on.
        if tables
            .get(&(number, file.clone()))
            .is_some_and(|table| table.key != key)
        {
            tables.remove(&(number, file.clone()));
        }
        let mut made = false;
        let table = tables
            .entry((number, file.clone()))
            .or_insert_with(|| {
                made = true;
                let mut table = Table::new(
                    file,
                    self.lang,
                    key.to_string(),
                    self.clock,
                    self.hosts.clone(),
                );
                table.base = format!("/t/{number}");
                table.door = crate::core::game::Door::Table(number);
                Arc::new(table)
            })
            .clone();
        drop(tables);
        if made {
            // Read at once, so that its live feed starts from the match.
            table.fresh()?;
        }
        Ok(Some(table))
    }

    /// Tells the match being served for `file`, if any, that its file changed.
    fn publish_table(&self, file: &Path) {
        let tables: Vec<Arc<Table>> = self
            .tables
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .filter(|((_, path), _)| path == file)
            .map(|(_, table)| Arc::clone(table))
            .collect();
        for table in tables {
            table.publish();
        }
    }
}

/// "There is no table N tonight" (404).
fn no_such_table(w: &Words, number: &str) -> Refusal {
    Refusal::with_status(
        404,
        "no-such-table",
        t!(w, "room-no-such-table", number = number),
    )
}

/// `club serve`: serves the evening until Ctrl-C (exit 130).
pub fn serve(ctx: &Context, args: ClubServeArgs) -> crate::act::Result<()> {
    let (competition, path) = evening_of(args.competition.as_deref(), None)?;
    // A key for every table the players present can fill, kept in the evening's file (a
    // draw that needs more makes them).
    let smallest = competition.tables.iter().copied().min().unwrap_or(4).max(1);
    crate::store::evening::update_evening(&path, |evening| {
        let present = evening.present_for(evening.next_round()).len();
        let drawn = evening.current().map_or(0, |r| r.tables.len());
        let tables = (present / smallest).max(drawn);
        crate::act::club::enough_keys(evening, &path, tables)
    })?;
    Ok(server::start(|limits| {
        run(ctx, competition, path, &args, limits)
    })?)
}

async fn run(
    ctx: &Context,
    competition: Competition,
    path: PathBuf,
    args: &ClubServeArgs,
    limits: conn::Limits,
) -> Result<()> {
    let w = &ctx.words;
    let bound = Bound::bind(w, &args.listen, limits).await?;
    let address = bound.address();
    let dir = path
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from("."));
    let room = Arc::new(Room {
        competition,
        path,
        dir,
        lang: w.lang(),
        clock: ctx.clock,
        hosts: bound.hosts(),
        me_address: format!("{address}me"),
        address: address.clone(),
        tables: Mutex::new(HashMap::new()),
        tonight: Mutex::new(None),
        feed: Feed::new(64),
        work: Semaphore::new(WORK_AT_ONCE),
    });
    let tonight = room.fresh().map_err(|r| anyhow::anyhow!(r.said))?;
    let _watcher = watch_evening(w, &room)?;
    let evening = &tonight.tonight.evening;
    let mut said = format!(
        "{}\n{}\n  {address}\n{}\n  {}\n{}\n  {address}admin?key={}\n{}\n",
        crate::core::visible::escape(&t!(
            w,
            "room-started",
            date = w.day(&evening.date.to_string()),
            competition = room.competition.name.as_str()
        )),
        t!(w, "room-scoreboard"),
        t!(w, "room-me-address"),
        room.me_address,
        t!(w, "room-organiser"),
        evening.keys.organiser,
        t!(w, "room-tables"),
    );
    for (i, key) in evening.keys.tables.iter().enumerate() {
        let label = t!(w, "room-table", number = i + 1);
        said.push_str(&format!("  {label}: {address}t/{}?key={key}\n", i + 1));
    }
    if address.contains("://127.0.0.1") {
        // Printed cards and their QR codes name this address: no phone can open it.
        said.push_str(&format!("{}\n", t!(w, "room-local-only")));
    }
    bound.announce(w, said, &address)?;
    let routes = axum::Router::new()
        .route("/", get(room_page))
        .route("/live", get(room_live))
        .route("/me", get(me))
        .route("/api/evening", get(evening_api))
        .route("/api/clock", get(clock_api))
        .route("/api/events", get(room_events))
        .route(
            "/icon-192.png",
            get(|| async { super::icon(super::ICON_192) }),
        )
        .route(
            "/icon-512.png",
            get(|| async { super::icon(super::ICON_512) }),
        )
        .route("/report", get(organiser::evening_report))
        .route("/admin", get(organiser::organiser_page))
        .route("/admin/cards", get(organiser::organiser_cards))
        .route("/admin/api/{action}", post(organiser::organiser_action))
        .route("/t/{number}", get(tables::table_page))
        .route("/t/{number}/{part}", get(tables::table_part))
        .route("/t/{number}/api/events", get(tables::table_events))
        .route(
            "/t/{number}/api/{what}",
            get(tables::table_api).post(tables::table_change),
        );
    bound.serve(w, room, routes).await
}

/// Watches the evening's folder (a save replaces a file) and publishes every change of
/// `evening.toml` or a table's match.
fn watch_evening(w: &Words, room: &Arc<Room>) -> Result<super::watch::Watching> {
    let watched = Arc::clone(room);
    super::watch::watch(w, &room.dir, move |paths| {
        let ours: Vec<&PathBuf> = paths
            .iter()
            .filter(|p| {
                p.extension().is_some_and(|e| e == "toml")
                    && p.file_name()
                        .is_some_and(|n| !n.to_string_lossy().starts_with('.'))
            })
            .collect();
        if ours.is_empty() {
            return;
        }
        for path in ours {
            watched.publish_table(path);
        }
        watched.publish();
    })
}

/// `GET /`: the room for the TV.
async fn room_page(State(room): State<Arc<Room>>) -> Response {
    html_answer(
        blocking(&room, |room| {
            let tonight = room.fresh()?;
            let w = room.words();
            Ok(tonight
                .page
                .get_or_init(|| {
                    room::room_page(&w, &tonight.view, &tonight.update.version, &room.me_address)
                })
                .clone())
        })
        .await,
    )
}

/// `GET /live`: the room's live part.
async fn room_live(State(room): State<Arc<Room>>) -> Response {
    html_answer(
        blocking(&room, |room| {
            let tonight = room.fresh()?;
            let w = room.words();
            Ok(tonight
                .live
                .get_or_init(|| room::room_live(&w, &tonight.view, &room.me_address))
                .clone())
        })
        .await,
    )
}

/// `?name=` on `/me`.
#[derive(Debug, Default, Deserialize)]
struct NameQuery {
    name: Option<String>,
}

/// `GET /me`: where do I sit?
async fn me(State(room): State<Arc<Room>>, Asked(query): Asked<NameQuery>) -> Response {
    html_answer(
        blocking(&room, move |room| {
            let tonight = room.fresh()?;
            Ok(room::me_page(
                &room.words(),
                &tonight.view,
                query.name.as_deref().filter(|n| !n.trim().is_empty()),
                &tonight.update.version,
            ))
        })
        .await,
    )
}

/// `GET /api/evening`: the evening as JSON.
async fn evening_api(State(room): State<Arc<Room>>) -> Response {
    json_answer(blocking(&room, |room| Ok(room.fresh()?.update.status.clone())).await)
}

/// `GET /api/clock`: the round clock's seconds left now, as the server counts them (the room
/// counts down from them, not from the TV's own clock).
async fn clock_api(State(room): State<Arc<Room>>) -> Response {
    json_answer(
        blocking(&room, |room| {
            let tonight = room.fresh()?;
            let clock = tonight
                .tonight
                .evening
                .clock(room.competition.round_minutes, (room.clock)());
            Ok(crate::ui::club::clock_json(&room.words(), clock).to_string())
        })
        .await,
    )
}

/// `GET /api/events`: an `update` with the evening's JSON after every change; at once if the
/// page (`?since=`) shows an older evening.
async fn room_events(
    State(room): State<Arc<Room>>,
    Asked(query): Asked<SinceQuery>,
) -> Sse<impl tokio_stream::Stream<Item = Result<Event, Infallible>>> {
    room.feed.events(query.since.as_deref())
}
