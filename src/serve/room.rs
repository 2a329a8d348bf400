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

use super::api::Refusal;
use super::feed::{self, Feed, Update};
use super::server::{self, Asked, Bound, WORK_AT_ONCE, blocking};
use super::{Change, HandQuery, KeyQuery, SinceQuery, Table, conn, host, html_answer, json_answer};
use crate::cli::ClubServeArgs;
use crate::commands::club::{evening_of, load_rounds, results_of};
use crate::commands::{CommandError, Context};
use crate::core::club::evening::{ClubError, Competition, Evening};
use crate::core::club::points::rank_evening;
use crate::core::game::fold_name;
use crate::store::cache::Stamp;
use crate::store::club as club_files;
use crate::store::key::new_key;
use crate::store::matchfile::Loaded;
use crate::t;
use crate::ui::html;
use crate::ui::html::room::{self, Move, RoomTable, RoomView, Seat, Standing, Whereabouts};
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
use tokio::sync::Semaphore;
use tokio_stream::StreamExt as _;

/// The evening as last read, with the answers that are the same for every reader made at
/// most once.
struct Tonight {
    /// Its version (a fingerprint of its JSON) and the JSON.
    update: Update,
    /// `evening.toml`.
    evening: Evening,
    /// What the pages show.
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

impl Tonight {
    /// The match file table `number` plays now, and its key (none: no such table tonight).
    fn table(&self, dir: &Path, number: u32) -> Option<(Option<PathBuf>, &str)> {
        let key = self
            .evening
            .keys
            .tables
            .get(usize::try_from(number).ok()?.checked_sub(1)?)?;
        let file = self
            .evening
            .current()
            .and_then(|round| round.tables.iter().find(|t| t.number == number))
            .map(|t| dir.join(&t.file));
        Some((file, key.as_str()))
    }

    /// What a table's page hangs on, as a word for its address: the round and its draw,
    /// whether it is closed, the table's file (`2.1.0.r2-t3.toml`; `0.0.0.-` before a draw).
    fn mark(&self, number: u32) -> String {
        let current = self.evening.current();
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

    /// Where last round's players at table `number` sit now (shown until its first hand).
    fn moves(&self, number: u32) -> Vec<Move> {
        let rounds = &self.evening.rounds;
        let [.., before, now] = rounds.as_slice() else {
            return Vec::new();
        };
        let started = self
            .view
            .tables
            .iter()
            .any(|t| t.number == number && t.hands_played > 0);
        if started || now.closed.is_some() {
            return Vec::new();
        }
        let Some(here) = before.tables.iter().find(|t| t.number == number) else {
            return Vec::new();
        };
        here.players
            .iter()
            .map(|name| {
                let key = fold_name(name);
                let table = now
                    .tables
                    .iter()
                    .find(|t| t.players.iter().any(|p| fold_name(p) == key))
                    .map(|t| t.number);
                let gone = table.is_none() && !now.sitting_out.iter().any(|p| fold_name(p) == key);
                Move {
                    name: name.clone(),
                    table,
                    gone,
                }
            })
            .collect()
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
    tonight: Mutex<Option<Arc<Tonight>>>,
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
        Words::new(self.lang)
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
    fn fresh(&self) -> Result<Arc<Tonight>, Refusal> {
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
    fn latest(&self) -> Option<Arc<Tonight>> {
        self.tonight
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// Reads `evening.toml` and every table's match of the evening, and makes the view.
    fn read(&self) -> crate::commands::Result<Tonight> {
        let mut stamps = vec![(self.path.clone(), Stamp::of(&self.path))];
        let evening = club_files::read_evening(&self.path)?;
        for round in &evening.rounds {
            for table in &round.tables {
                let file = self.dir.join(&table.file);
                stamps.push((file.clone(), Stamp::of(&file)));
            }
        }
        // Every table match read once: the ranking takes them all, the cards the round's.
        let rounds = load_rounds(&self.dir, &evening)?;
        let ranking = rank_evening(results_of(&evening, &rounds));
        let current = rounds.last().map(Vec::as_slice).unwrap_or_default();
        let view = view(&self.competition, &evening, current, ranking);
        let json = evening_json(&view, &evening);
        let update = Update {
            version: super::fingerprint(&json),
            status: json,
        };
        Ok(Tonight {
            update,
            evening,
            view,
            stamps,
            page: OnceLock::new(),
            live: OnceLock::new(),
            report: Mutex::new(None),
        })
    }

    /// The match table `number` plays now, served as `serve` serves one (made when first
    /// asked for, kept while the server runs).
    fn table(&self, tonight: &Tonight, number: u32) -> Result<Option<Arc<Table>>, Refusal> {
        let Some((file, key)) = tonight.table(&self.dir, number) else {
            return Err(no_such_table(&self.words(), &number.to_string()));
        };
        let Some(file) = file.filter(|f| f.exists()) else {
            return Ok(None);
        };
        let mut tables = self.tables.lock().unwrap_or_else(|e| e.into_inner());
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

/// What the room's pages show, from the evening and the round's matches.
fn view(
    competition: &Competition,
    evening: &Evening,
    loaded: &[Option<Loaded>],
    ranking: Vec<crate::core::club::points::Ranked<crate::core::club::points::PlayerEvening>>,
) -> RoomView {
    let current = evening.current();
    let tables = current
        .map(|round| {
            round
                .tables
                .iter()
                .zip(loaded)
                .map(|(table, loaded)| {
                    table_view(competition, &table.players, table.number, loaded)
                })
                .collect()
        })
        .unwrap_or_default();
    let open = current.filter(|r| r.closed.is_none());
    let next = match open {
        Some(round) => round.number + 1,
        None => evening.next_round(),
    };
    let players = evening
        .players
        .iter()
        .map(|player| {
            let key = fold_name(&player.name);
            let at = open.and_then(|round| {
                round.tables.iter().find_map(|table| {
                    let seat = table.players.iter().position(|p| fold_name(p) == key)?;
                    Some(Seat::At {
                        table: table.number,
                        seat: seat + 1,
                        dealer: table.players[0].clone(),
                        with: table
                            .players
                            .iter()
                            .filter(|p| fold_name(p) != key)
                            .cloned()
                            .collect(),
                    })
                })
            });
            let out =
                open.is_some_and(|round| round.sitting_out.iter().any(|p| fold_name(p) == key));
            let seat = match at {
                Some(seat) => seat,
                None if out => Seat::Out,
                None if player.left.is_some() => Seat::Gone,
                None if player.arrived > next => Seat::Later(player.arrived),
                None => Seat::Waiting(next.max(player.arrived)),
            };
            Whereabouts {
                name: player.name.clone(),
                seat,
            }
        })
        .collect();
    RoomView {
        competition: competition.name.clone(),
        date: evening.date.to_string(),
        round: current.map_or(0, |r| r.number),
        rounds: competition.rounds,
        closed: current.is_some_and(|r| r.closed.is_some()),
        tables,
        sitting_out: current.map(|r| r.sitting_out.clone()).unwrap_or_default(),
        ranking,
        players,
    }
}

/// One table's card: its players, how far it is, its standings once a hand is played.
fn table_view(
    competition: &Competition,
    players: &[String],
    number: u32,
    loaded: &Option<Loaded>,
) -> RoomTable {
    let (hands_played, finished, standings) = match loaded {
        Some(Loaded { game, board }) => {
            let standings = if board.hands.is_empty() {
                Vec::new()
            } else {
                board
                    .ranking(&game.rules)
                    .iter()
                    .map(|place| Standing {
                        place: place.place,
                        name: game.players[place.seat].clone(),
                        total: board.totals[place.seat].re,
                    })
                    .collect()
            };
            (board.hands.len(), board.finished(), standings)
        }
        None => (0, false, Vec::new()),
    };
    RoomTable {
        number,
        players: players.to_vec(),
        hands_played,
        hands: competition.hands,
        finished,
        standings,
    }
}

/// `GET /api/evening`: `club standings --json` of the evening, with the round being played
/// as `club tables --json` says it (files by their names) and each table's totals.
fn evening_json(view: &RoomView, evening: &Evening) -> String {
    let ranking = crate::ui::club::EveningView {
        competition: view.competition.clone(),
        date: view.date.clone(),
        rounds: evening.rounds.len() as u32,
        planned: view.rounds,
        closed: view.closed,
        ranking: view.ranking.clone(),
    }
    .json();
    let mut json = serde_json::to_value(ranking).unwrap_or_default();
    let files: Vec<&str> = evening
        .current()
        .map(|r| r.tables.iter().map(|t| t.file.as_str()).collect())
        .unwrap_or_default();
    json["date"] = view.date.clone().into();
    json["round"] = view.round.into();
    json["rounds"] = view.rounds.into();
    json["closed"] = view.closed.into();
    json["tables"] = view
        .tables
        .iter()
        .zip(files.iter().copied().chain(std::iter::repeat("")))
        .map(|(table, file)| {
            let totals: serde_json::Map<String, serde_json::Value> = table
                .standings
                .iter()
                .map(|s| (s.name.clone(), s.total.into()))
                .collect();
            serde_json::json!({
                "number": table.number,
                "players": table.players,
                "file": file,
                "hands_played": table.hands_played,
                "hands": table.hands,
                "finished": table.finished,
                "totals": totals,
            })
        })
        .collect();
    json["sitting_out"] = view.sitting_out.clone().into();
    json.to_string()
}

/// `club serve`: serves the evening until Ctrl-C (exit 130).
pub fn serve(ctx: &Context, args: ClubServeArgs) -> crate::commands::Result<()> {
    let (competition, path) = evening_of(args.competition.as_deref(), None)?;
    // A key for every table the players present can fill, kept in the evening's file (a
    // draw that needs more makes them).
    let smallest = competition.tables.iter().copied().min().unwrap_or(4).max(1);
    crate::store::evening::update_evening(&path, |evening| {
        let present = evening.present_for(evening.next_round()).len();
        let drawn = evening.current().map_or(0, |r| r.tables.len());
        let tables = (present / smallest).max(drawn);
        while evening.keys.tables.len() < tables {
            evening.keys.tables.push(new_key()?);
        }
        Ok::<_, CommandError>(())
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
    let evening = &tonight.evening;
    let mut said = format!(
        "{}\n{}\n  {address}\n{}\n  {}\n{}\n  {address}admin?key={}\n{}\n",
        crate::core::visible::escape(&t!(
            w,
            "room-started",
            date = evening.date.to_string(),
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
    bound.announce(w, said, &address)?;
    let routes = axum::Router::new()
        .route("/", get(room_page))
        .route("/live", get(room_live))
        .route("/me", get(me))
        .route("/api/evening", get(evening_api))
        .route("/api/events", get(room_events))
        .route(
            "/icon-192.png",
            get(|| async { super::icon(super::ICON_192) }),
        )
        .route(
            "/icon-512.png",
            get(|| async { super::icon(super::ICON_512) }),
        )
        .route("/report", get(evening_report))
        .route("/admin", get(organiser_page))
        .route("/admin/cards", get(organiser_cards))
        .route("/admin/api/{action}", post(organiser_action))
        .route("/t/{number}", get(table_page))
        .route("/t/{number}/{part}", get(table_part))
        .route("/t/{number}/api/events", get(table_events))
        .route("/t/{number}/api/{what}", get(table_api).post(table_change));
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

/// `GET /api/events`: an `update` with the evening's JSON after every change; at once if the
/// page (`?since=`) shows an older evening.
async fn room_events(
    State(room): State<Arc<Room>>,
    Asked(query): Asked<SinceQuery>,
) -> Sse<impl tokio_stream::Stream<Item = Result<Event, Infallible>>> {
    room.feed.events(query.since.as_deref())
}

/// Table N's number from its address (none: not a table's number).
fn number_of(text: &str) -> Option<u32> {
    text.parse().ok().filter(|n| *n >= 1)
}

/// Table `number` now: the evening and the match it plays (none while it plays none).
async fn at_table(
    room: &Arc<Room>,
    number: &str,
) -> Result<(Arc<Tonight>, Option<Arc<Table>>), Refusal> {
    let Some(number) = number_of(number) else {
        return Err(no_such_table(&room.words(), number));
    };
    blocking(room, move |room| {
        let tonight = room.fresh()?;
        let table = room.table(&tonight, number)?;
        Ok((tonight, table))
    })
    .await
}

/// `GET /t/N`: table N's page: its match now, with the entry form for its key; or, while it
/// plays none, what it waits for.
async fn table_page(
    State(room): State<Arc<Room>>,
    UrlPath(number): UrlPath<String>,
    Asked(query): Asked<KeyQuery>,
) -> Response {
    let (tonight, table) = match at_table(&room, &number).await {
        Ok(found) => found,
        Err(refusal) => return html_answer(Err(refusal)),
    };
    let number = number_of(&number).unwrap_or_default();
    let Some(table) = table else {
        return html_answer(Ok(room::table_waiting(
            &room.words(),
            &tonight.view,
            number,
            &format!("/t/{number}/api/events?round={}", tonight.mark(number)),
        )));
    };
    let notice = room::table_notice(&room.words(), &tonight.view, number, &tonight.moves(number));
    let closed = tonight.view.closed;
    let mark = tonight.mark(number);
    let page = super::page(State(table), Asked(query)).await;
    with_notice(page, &notice, closed, &mark).await
}

/// A page of `serve` with the evening's notice above its match, and told what it hangs on
/// (`mark`): its live feed says at once when the table has moved on since.
async fn with_notice(page: Response, notice: &str, closed: bool, mark: &str) -> Response {
    if !page.status().is_success() {
        return page;
    }
    let (parts, body) = page.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, usize::MAX).await else {
        return Response::from_parts(parts, Body::empty());
    };
    let text = String::from_utf8_lossy(&bytes);
    let page = html::with_notice(&text, notice, closed, mark);
    Response::from_parts(parts, Body::from(page)).into_response()
}

/// The match table N plays now, or the answer when it plays none (409, or 404 for a table
/// the evening does not have).
async fn playing(room: &Arc<Room>, number: &str) -> Result<(Arc<Tonight>, Arc<Table>), Response> {
    match at_table(room, number).await {
        Ok((tonight, Some(table))) => Ok((tonight, table)),
        Ok((_, None)) => Err(json_answer(Err(Refusal::with_status(
            409,
            "no-match",
            t!(
                room.words(),
                "room-api-no-match",
                number = number_of(number).unwrap_or_default()
            ),
        )))),
        Err(refusal) => Err(json_answer(Err(refusal))),
    }
}

/// `GET /t/N/live|report|manifest.webmanifest` and `/t/N/api/status|next`: `serve`'s
/// answers for the match table N plays now.
async fn table_part(
    State(room): State<Arc<Room>>,
    UrlPath((number, part)): UrlPath<(String, String)>,
    Asked(query): Asked<KeyQuery>,
) -> Response {
    let table = match playing(&room, &number).await {
        Ok((_, table)) => State(table),
        Err(answer) => return answer,
    };
    match part.as_str() {
        "live" => super::live(table).await,
        "report" => super::report(table).await,
        "manifest.webmanifest" => super::manifest(table, Asked(query)).await,
        _ => not_found(&room),
    }
}

/// `GET /t/N/api/status|next|hand`.
async fn table_api(
    State(room): State<Arc<Room>>,
    UrlPath((number, what)): UrlPath<(String, String)>,
    Asked(query): Asked<HandQuery>,
) -> Response {
    let table = match playing(&room, &number).await {
        Ok((_, table)) => State(table),
        Err(answer) => return answer,
    };
    match what.as_str() {
        "status" => super::status(table).await,
        "next" => super::next(table).await,
        "hand" => super::hand(table, Asked(query)).await,
        _ => not_found(&room),
    }
}

/// An address this server does not have (404).
fn not_found(room: &Room) -> Response {
    json_answer(Err(Refusal::with_status(
        404,
        "not-found",
        t!(room.words(), "room-not-found"),
    )))
}

/// A match's updates, whichever match it is.
type Updates = std::pin::Pin<Box<dyn tokio_stream::Stream<Item = Update> + Send>>;

/// `GET /t/N/api/events`: the match's `update`s, and a `round` event when the table's match
/// changes (a draw) or its round closes: the page loads itself again.
async fn table_events(
    State(room): State<Arc<Room>>,
    UrlPath(number): UrlPath<String>,
    Asked(query): Asked<SinceQuery>,
) -> Response {
    let (tonight, table) = match at_table(&room, &number).await {
        Ok(found) => found,
        Err(refusal) => return json_answer(Err(refusal)),
    };
    let number = number_of(&number).unwrap_or_default();
    let mark = tonight.mark(number);
    let watched = Arc::clone(&room);
    // A page made before a draw or a close it has not heard of is told at once.
    let already = query
        .round
        .as_ref()
        .filter(|shown| **shown != mark)
        .map(|_| mark.clone());
    // The table's mark now as its data: a browser drops an event without data.
    let later =
        tokio_stream::wrappers::BroadcastStream::new(room.feed.subscribe()).filter_map(move |_| {
            let now = watched.latest()?.mark(number);
            (now != mark).then_some(now)
        });
    let rounds = tokio_stream::iter(already)
        .chain(later)
        .map(|mark| Event::default().event("round").data(mark));
    let matches = match table {
        // Only a reading is sent (an empty version is none yet).
        Some(table) => Box::pin(
            table
                .feed
                .since(query.since.as_deref())
                .filter(|u| !u.version.is_empty()),
        ) as Updates,
        None => Box::pin(tokio_stream::empty()) as Updates,
    }
    .map(feed::event);
    let stream = matches.merge(rounds).map(Ok::<_, Infallible>);
    Sse::new(stream)
        .keep_alive(KeepAlive::default())
        .into_response()
}

/// A POST at table N: the key first (401), then the round (409 while the table plays no
/// match or its round is closed), then `serve`'s own change of that match.
async fn table_change(
    State(room): State<Arc<Room>>,
    UrlPath((number, change)): UrlPath<(String, String)>,
    Asked(query): Asked<KeyQuery>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    let what = match change.as_str() {
        "record" => Change::Record,
        "check" => Change::Check,
        "undo" => Change::Undo,
        "edit" => Change::Edit,
        _ => return not_found(&room),
    };
    let (tonight, table) = match playing(&room, &number).await {
        Ok(found) => found,
        Err(answer) => return answer,
    };
    if !table.authorized(&headers, &query) {
        return json_answer(Err(Refusal::with_status(
            401,
            "key-needed",
            t!(
                room.words(),
                "room-api-key-needed",
                number = number_of(&number).unwrap_or_default()
            ),
        )));
    }
    if tonight.view.closed && what != Change::Check {
        return json_answer(Err(Refusal::with_status(
            409,
            "round-closed",
            t!(
                room.words(),
                "room-api-round-closed",
                round = tonight.view.round,
                number = number_of(&number).unwrap_or_default()
            ),
        )));
    }
    // A table that has played its hands waits for the round to close.
    let finished = tonight
        .view
        .tables
        .iter()
        .find(|t| Some(t.number) == number_of(&number))
        .filter(|t| t.finished);
    if let (Change::Record, Some(done)) = (what, finished) {
        return json_answer(Err(super::club_refusal(
            &room.words(),
            &ClubError::TableFinished {
                table: done.number,
                round: tonight.view.round,
                hands: done.hands,
            },
        )));
    }
    // A page made for another draw of this table (a redraw, the next round) saves nothing.
    let made_for = query.round.as_deref().and_then(super::draw_of_mark);
    if let Some((round, _, file)) = made_for
        && table.path.file_name().and_then(|n| n.to_str()) != Some(file)
    {
        return json_answer(Err(super::club_refusal(
            &room.words(),
            &ClubError::DrawnAgain {
                table: number_of(&number).unwrap_or_default(),
                round,
            },
        )));
    }
    let answer = super::change(table, query, headers, body, what).await;
    if answer.status().is_success() && what != Change::Check {
        let _ = blocking(&room, |room| {
            room.publish();
            Ok(())
        })
        .await;
    }
    answer
}

/// `GET /report`: the evening's printable report (`club export --format html`), made once
/// per change of the files it is made of (this evening's, and the earlier evenings' of the
/// season); meanwhile every request gets the one made.
async fn evening_report(State(room): State<Arc<Room>>) -> Response {
    html_answer(
        blocking(&room, |room| {
            let tonight = room.fresh()?;
            let earlier = earlier_evenings(room, &tonight.evening);
            let mut held = tonight.report.lock().unwrap_or_else(|e| e.into_inner());
            if let Some((stamps, report)) = held.as_ref()
                && *stamps == earlier
            {
                return report.clone();
            }
            let report =
                crate::commands::club::report_data(&room.competition, Some(&room.path), false)
                    .map_err(|e| room.trouble(e))
                    .map(|report| {
                        html::club::club_report(
                            &room.words(),
                            &report,
                            html::Paper::of_this_locale(),
                        )
                    });
            *held = Some((earlier, report.clone()));
            report
        })
        .await,
    )
}

/// The files of the competition's evenings before `evening`, with their stamps now: the
/// season in the report is ranked from them.
fn earlier_evenings(room: &Room, evening: &Evening) -> Stamps {
    let Some(competition) = room.dir.parent() else {
        return Vec::new();
    };
    let mut stamps = Vec::new();
    for date in club_files::evenings_in(competition) {
        if date >= evening.date {
            continue;
        }
        let folder = competition.join(date.format("%Y-%m-%d").to_string());
        let mut files: Vec<PathBuf> = std::fs::read_dir(&folder)
            .map(|entries| {
                entries
                    .flatten()
                    .map(|e| e.path())
                    .filter(|p| {
                        p.extension().is_some_and(|e| e == "toml")
                            && p.file_name()
                                .is_some_and(|n| !n.to_string_lossy().starts_with('.'))
                    })
                    .collect()
            })
            .unwrap_or_default();
        files.sort();
        stamps.push((folder, None));
        stamps.extend(files.into_iter().map(|file| {
            let stamp = Stamp::of(&file);
            (file, stamp)
        }));
    }
    stamps
}

/// Whether a request carries the organiser's key (kept in `evening.toml`), as `Authorization:
/// Bearer KEY` or `?key=KEY`, compared in constant time.
fn organiser(tonight: &Tonight, headers: &HeaderMap, query: &KeyQuery) -> bool {
    super::carries_key(headers, query, &tonight.evening.keys.organiser)
}

/// "This needs the organiser's key" (401).
fn organiser_key_needed(w: &Words) -> Refusal {
    Refusal::with_status(401, "key-needed", t!(w, "room-api-organiser-key"))
}

/// Which page of the organiser's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum OrganiserPage {
    /// What can be done now.
    Actions,
    /// The table cards and the seating list, to print.
    Cards,
}

async fn organiser_page(
    State(room): State<Arc<Room>>,
    Asked(query): Asked<KeyQuery>,
    headers: HeaderMap,
) -> Response {
    organiser_html(room, query, headers, OrganiserPage::Actions).await
}

async fn organiser_cards(
    State(room): State<Arc<Room>>,
    Asked(query): Asked<KeyQuery>,
    headers: HeaderMap,
) -> Response {
    organiser_html(room, query, headers, OrganiserPage::Cards).await
}

/// `GET /admin?key=A` and `GET /admin/cards?key=A`: the organiser's pages, for the key only.
async fn organiser_html(
    room: Arc<Room>,
    query: KeyQuery,
    headers: HeaderMap,
    which: OrganiserPage,
) -> Response {
    html_answer(
        blocking(&room, move |room| {
            let tonight = room.fresh()?;
            let w = room.words();
            if !organiser(&tonight, &headers, &query) {
                return Err(organiser_key_needed(&w));
            }
            let view =
                crate::commands::club::organiser_view(&room.competition, &room.path, &room.address)
                    .map_err(|e| room.trouble(e))?;
            Ok(match which {
                OrganiserPage::Actions => html::organiser::organiser_page(&w, &view),
                OrganiserPage::Cards => html::organiser::table_cards(&w, &view),
            })
        })
        .await,
    )
}

/// What the organiser's page sends: the names that came or go, the pairs to keep apart,
/// whether to close a round with tables unfinished.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct OrganiserBody {
    #[serde(default)]
    names: Vec<String>,
    #[serde(default)]
    guests: Vec<String>,
    #[serde(default)]
    keep_apart: Vec<String>,
    #[serde(default)]
    force: bool,
    #[serde(default)]
    from: String,
    #[serde(default)]
    to: String,
}

/// What the organiser asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Draw,
    Redraw,
    Close,
    Arrive,
    Leave,
    Undo,
    Rename,
}

/// `POST /admin/api/ACTION`: the key first (401), then the body (in time, not too large, the
/// JSON the page sends: 400), then what `club draw|close|arrive|leave` does, under the same
/// lock; the answer `{"said": …}` is what the command prints, a refusal the club's rule
/// that refused (409 for the evening's state, 400 for what was asked).
async fn organiser_action(
    State(room): State<Arc<Room>>,
    UrlPath(action): UrlPath<String>,
    Asked(query): Asked<KeyQuery>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    let action = match action.as_str() {
        "draw" => Action::Draw,
        "redraw" => Action::Redraw,
        "close" => Action::Close,
        "arrive" => Action::Arrive,
        "leave" => Action::Leave,
        "undo" => Action::Undo,
        "rename" => Action::Rename,
        _ => return not_found(&room),
    };
    let allowed = blocking(&room, move |room| {
        let tonight = room.fresh()?;
        if organiser(&tonight, &headers, &query) {
            Ok(())
        } else {
            Err(organiser_key_needed(&room.words()))
        }
    })
    .await;
    if let Err(refusal) = allowed {
        return json_answer(Err(refusal));
    }
    let bytes = match super::body_in_time(body, room.lang).await {
        Ok(bytes) => bytes,
        Err(answer) => return answer,
    };
    json_answer(
        blocking(&room, move |room| {
            let w = room.words();
            let asked: OrganiserBody = if bytes.iter().all(u8::is_ascii_whitespace) {
                OrganiserBody::default()
            } else {
                serde_json::from_slice(&bytes)
                    .map_err(|_| Refusal::bad("not-an-action", t!(w, "room-api-not-an-action")))?
            };
            let now = (room.clock)();
            let path = room.path.as_path();
            use crate::commands::club;
            use crate::core::game::Door;
            let done = match action {
                Action::Draw | Action::Redraw => {
                    club::draw_at(now, path, action == Action::Redraw, &asked.keep_apart)
                        .map(|drawn| drawn.said(&w))
                }
                Action::Close => club::close_at(&w, now, path, asked.force).map(|s| s.said(&w)),
                Action::Arrive => {
                    club::arrive_at(&w, now, path, &asked.names, &asked.guests).map(|s| s.said(&w))
                }
                Action::Leave => club::leave_at(&w, now, path, &asked.names).map(|s| s.said(&w)),
                Action::Undo => club::undo_at(&w, now, Door::Organiser, path).map(|s| s.said(&w)),
                Action::Rename => {
                    club::rename_at(&w, now, Door::Organiser, path, &asked.from, &asked.to)
                        .map(|s| s.said(&w))
                }
            };
            let said = done.map_err(|error| super::command_refusal(&w, &[room.folder()], error))?;
            room.publish();
            Ok(serde_json::json!({ "said": said }).to_string())
        })
        .await,
    )
}
