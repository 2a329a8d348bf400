//! `serve`'s connections, so that nobody on a shared Wi-Fi can knock the scoreboard over:
//! its own accept loop (axum's has no header timeout and no cap) driving hyper's HTTP/1 with
//!
//! - a header-read timeout ([`HEADER_TIMEOUT`]) that runs from the moment a connection opens
//!   or its last answer was sent, so that a half-sent request and an idle keep-alive
//!   connection are both closed after a few seconds (the body's own timeout is the handlers',
//!   [`BODY_TIMEOUT`]);
//! - a cap on open connections ([`Limits`]), with the live feed (`/api/events`, which stays
//!   open by design) counted apart: at the cap a new connection closes the one that has been
//!   quiet longest among those with no request in flight (idle, or still sending its
//!   request), so that a flood pushes out the flood while the table's requests, which arrive
//!   and are answered at once, get through; a request whose body has arrived is never cut
//!   off before its answer has gone out (a save is answered whenever it was saved), and when
//!   every place holds such a request a new connection is answered a bare `503` with
//!   `Retry-After: 1` instead of being closed unanswered;
//! - the process's limit of open files raised to its hard limit, the caps kept under it.

use axum::Router;
use axum::body::Bytes;
use hyper::body::{Body as _, Frame, Incoming, SizeHint};
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::collections::HashMap;
use std::convert::Infallible;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::oneshot;

/// How long a request's headers may take to arrive, counted from the connection's opening or
/// its last answer (so also how long a kept-alive connection may sit idle).
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(5);

/// How long a request's body may take to arrive once its headers have.
pub const BODY_TIMEOUT: Duration = Duration::from_secs(10);

/// How long a connection with a request in flight may go without reading or writing a byte
/// before its place may be given to another: far longer than any answer takes to make (a
/// save waits at most a few seconds for the match's lock), so it is a client that stopped
/// reading its answer.
const STALLED: Duration = Duration::from_secs(30);

/// Open files kept for everything that is not a connection: the match file and its lock and
/// temporary files, the folder watcher, standard streams, the blocking threads' work.
const RESERVED_FILES: u64 = 64;

/// At most this many ordinary connections, however many files the system allows: a club
/// room of phones needs a few hundred.
const MOST_ORDINARY: usize = 512;

/// At most this many live-feed connections (one per open page).
const MOST_LIVE: usize = 1024;

/// How many connections of each kind may be open at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Requests and answers.
    pub ordinary: usize,
    /// Open pages following the match (`/api/events`).
    pub live: usize,
}

impl Limits {
    /// The caps for a process that may open `files` files: a third of what is not reserved
    /// for ordinary connections, the rest for the live feed, each within its own maximum.
    pub fn for_open_files(files: u64) -> Limits {
        let spare = usize::try_from(files.saturating_sub(RESERVED_FILES)).unwrap_or(usize::MAX);
        let ordinary = (spare / 3).clamp(4, MOST_ORDINARY);
        let live = (spare - spare / 3).clamp(4, MOST_LIVE);
        Limits { ordinary, live }
    }
}

/// Raises this process's limit of open files to the most it may have; the limit now.
#[cfg(unix)]
pub fn raise_open_files() -> u64 {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit only read and write the struct passed to them.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) != 0 {
            return 1024;
        }
        if limit.rlim_cur < limit.rlim_max {
            let raised = libc::rlimit {
                rlim_cur: limit.rlim_max,
                rlim_max: limit.rlim_max,
            };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                limit = raised;
            }
        }
    }
    limit.rlim_cur
}

/// Windows has no per-process limit of open files to raise: a process may hold millions of
/// handles, sockets among them, and the C runtime's stream limit does not count them. The
/// honest figure is a fixed one, sized as a Linux process's usual soft limit raised to its
/// hard one, so that the caps of [`Limits::for_open_files`] come out as on Linux.
#[cfg(not(unix))]
pub fn raise_open_files() -> u64 {
    8192
}

/// One open connection.
struct Open {
    /// Whether it carries the live feed.
    live: bool,
    /// When it last read or wrote, in milliseconds since the server started.
    active: Arc<AtomicU64>,
    /// When it opened.
    opened: Instant,
    /// How many of its requests are in flight: read to the end of their body and not yet
    /// answered to the end of theirs. Such a connection is never closed to make room.
    busy: Arc<AtomicUsize>,
    /// Closes it.
    close: oneshot::Sender<()>,
}

/// What a new connection was given.
struct Admitted {
    id: u64,
    active: Arc<AtomicU64>,
    busy: Arc<AtomicUsize>,
    closed: oneshot::Receiver<()>,
}

/// Every open connection, to count and to close.
pub struct Connections {
    limits: Limits,
    started: Instant,
    open: Mutex<HashMap<u64, Open>>,
    next_id: AtomicU64,
}

impl Connections {
    pub fn new(limits: Limits) -> Connections {
        Connections {
            limits,
            started: Instant::now(),
            open: Mutex::new(HashMap::new()),
            next_id: AtomicU64::new(0),
        }
    }

    fn open(&self) -> std::sync::MutexGuard<'_, HashMap<u64, Open>> {
        self.open.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// How many connections are open: ordinary and live.
    #[cfg(test)]
    fn count(&self) -> (usize, usize) {
        let open = self.open();
        let live = open.values().filter(|o| o.live).count();
        (open.len() - live, live)
    }

    /// Takes a new connection in, closing the quietest ordinary one with no request in
    /// flight when the cap is reached; none when every ordinary connection has a request in
    /// flight (the new one is then told to come back: [`SERVICE_UNAVAILABLE`]).
    fn admit(&self) -> Option<Admitted> {
        let mut open = self.open();
        let ordinary = open.values().filter(|o| !o.live).count();
        if ordinary >= self.limits.ordinary && !close_quietest(&mut open, false, self.now()) {
            return None;
        }
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        let active = Arc::new(AtomicU64::new(self.now()));
        let busy = Arc::new(AtomicUsize::new(0));
        let (close, closed) = oneshot::channel();
        open.insert(
            id,
            Open {
                live: false,
                active: Arc::clone(&active),
                opened: Instant::now(),
                busy: Arc::clone(&busy),
                close,
            },
        );
        Some(Admitted {
            id,
            active,
            busy,
            closed,
        })
    }

    /// Counts a connection with the live feed from now on; at the live cap the one open
    /// longest is closed.
    fn became_live(&self, id: u64) {
        let mut open = self.open();
        if open.get(&id).is_none_or(|o| o.live) {
            return;
        }
        let live = open.values().filter(|o| o.live).count();
        if live >= self.limits.live {
            let oldest = open
                .iter()
                .filter(|(_, o)| o.live)
                .min_by_key(|(_, o)| o.opened)
                .map(|(id, _)| *id);
            if let Some(oldest) = oldest.and_then(|oldest| open.remove(&oldest)) {
                let _ = oldest.close.send(());
            }
        }
        if let Some(connection) = open.get_mut(&id) {
            connection.live = true;
        }
    }

    /// Closes the quietest ordinary connection (when no file can be opened for a new one).
    fn make_room(&self) {
        close_quietest(&mut self.open(), false, self.now());
    }

    fn closed(&self, id: u64) {
        self.open().remove(&id);
    }

    fn now(&self) -> u64 {
        u64::try_from(self.started.elapsed().as_millis()).unwrap_or(u64::MAX)
    }
}

/// Closes the connection of the kind that has read or written nothing for the longest time,
/// among those with no request in flight; else one whose answer has not moved for
/// [`STALLED`] (a client that stopped reading it, holding its place); whether there was one.
fn close_quietest(open: &mut HashMap<u64, Open>, live: bool, now: u64) -> bool {
    let stalled = u64::try_from(STALLED.as_millis()).unwrap_or(u64::MAX);
    let quiet = |o: &Open| o.active.load(Ordering::Relaxed);
    let quietest = open
        .iter()
        .filter(|(_, o)| o.live == live && o.busy.load(Ordering::SeqCst) == 0)
        .min_by_key(|(_, o)| quiet(o))
        .or_else(|| {
            open.iter()
                .filter(|(_, o)| o.live == live && now.saturating_sub(quiet(o)) >= stalled)
                .min_by_key(|(_, o)| quiet(o))
        })
        .map(|(id, _)| *id);
    match quietest.and_then(|id| open.remove(&id)) {
        Some(connection) => {
            let _ = connection.close.send(());
            true
        }
        None => false,
    }
}

/// A request in flight on its connection, for as long as this lives.
struct InFlight(Arc<AtomicUsize>);

impl InFlight {
    fn new(busy: &Arc<AtomicUsize>) -> InFlight {
        busy.fetch_add(1, Ordering::SeqCst);
        InFlight(Arc::clone(busy))
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// A request's mark: set once its body has arrived in full, let go with its answer.
type Mark = Arc<Mutex<Option<InFlight>>>;

fn set(mark: &Mark, busy: &Arc<AtomicUsize>) {
    let mut held = mark.lock().unwrap_or_else(|e| e.into_inner());
    if held.is_none() {
        *held = Some(InFlight::new(busy));
    }
}

/// A request's body that marks the request in flight once it has arrived in full (a request
/// still sending its body may be closed to make room; one being worked on may not).
struct Arriving {
    body: Incoming,
    mark: Mark,
    busy: Arc<AtomicUsize>,
}

impl hyper::body::Body for Arriving {
    type Data = Bytes;
    type Error = hyper::Error;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, hyper::Error>>> {
        let this = self.get_mut();
        let polled = Pin::new(&mut this.body).poll_frame(cx);
        if matches!(polled, Poll::Ready(None)) || this.body.is_end_stream() {
            set(&this.mark, &this.busy);
        }
        polled
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.body.size_hint()
    }
}

/// An answer's body that holds its request's mark until hyper has taken all of it; the mark
/// then waits in `unsent` until the connection has written and flushed it (or is dropped
/// with its connection).
struct Answering {
    body: axum::body::Body,
    mark: Mark,
    unsent: Mark,
}

impl Drop for Answering {
    fn drop(&mut self) {
        let taken = self.mark.lock().unwrap_or_else(|e| e.into_inner()).take();
        if let Some(taken) = taken {
            *self.unsent.lock().unwrap_or_else(|e| e.into_inner()) = Some(taken);
        }
    }
}

impl hyper::body::Body for Answering {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        Pin::new(&mut self.get_mut().body).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.body.size_hint()
    }
}

/// The whole answer to a connection that finds every place taken by a request in flight:
/// come back in a second.
pub const SERVICE_UNAVAILABLE: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nContent-Length: 0\r\nConnection: close\r\nCache-Control: no-store\r\n\r\n";

/// At most this many connections are being told [`SERVICE_UNAVAILABLE`] at once (each holds
/// a file for at most [`TURN_AWAY_TIME`], taken from the [`RESERVED_FILES`], so that the
/// match's own files can always be opened); beyond that the answer is written as it can be
/// and the connection closed at once.
const MOST_TURNED_AWAY: usize = 16;

/// How long a connection turned away may take to read its 503.
const TURN_AWAY_TIME: Duration = Duration::from_secs(1);

/// Answers `stream` with [`SERVICE_UNAVAILABLE`] and closes it gently: what the client sent is
/// read and dropped for a moment, so that closing does not reset the connection before the
/// client has read the answer.
async fn turn_away(mut stream: TcpStream) {
    use std::future::poll_fn;
    let _ = tokio::time::timeout(TURN_AWAY_TIME, async {
        let mut sent = 0;
        while sent < SERVICE_UNAVAILABLE.len() {
            let rest = &SERVICE_UNAVAILABLE[sent..];
            match poll_fn(|cx| Pin::new(&mut stream).poll_write(cx, rest)).await? {
                0 => return Ok(()),
                n => sent += n,
            }
        }
        poll_fn(|cx| Pin::new(&mut stream).poll_shutdown(cx)).await?;
        let mut sink = [0u8; 1024];
        loop {
            let mut buf = ReadBuf::new(&mut sink);
            poll_fn(|cx| Pin::new(&mut stream).poll_read(cx, &mut buf)).await?;
            if buf.filled().is_empty() {
                return Ok::<(), std::io::Error>(());
            }
        }
    })
    .await;
}

/// A connection's stream that notes the time of every read and write, and lets go of an
/// answered request's mark once its answer is flushed to the system.
struct Watched {
    stream: TcpStream,
    active: Arc<AtomicU64>,
    connections: Arc<Connections>,
    unsent: Mark,
}

impl Watched {
    fn touched(&self) {
        self.active.store(self.connections.now(), Ordering::Relaxed);
    }
}

impl AsyncRead for Watched {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        let this = self.get_mut();
        let before = buf.filled().len();
        let read = Pin::new(&mut this.stream).poll_read(cx, buf);
        if buf.filled().len() > before {
            this.touched();
        }
        read
    }
}

impl AsyncWrite for Watched {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        data: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        let this = self.get_mut();
        let written = Pin::new(&mut this.stream).poll_write(cx, data);
        if matches!(written, Poll::Ready(Ok(n)) if n > 0) {
            this.touched();
        }
        written
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        let this = self.get_mut();
        let flushed = Pin::new(&mut this.stream).poll_flush(cx);
        if matches!(flushed, Poll::Ready(Ok(()))) {
            // What hyper had of the answer is written: the connection is idle from now on.
            drop(this.unsent.lock().unwrap_or_else(|e| e.into_inner()).take());
        }
        flushed
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        let this = self.get_mut();
        let shut = Pin::new(&mut this.stream).poll_shutdown(cx);
        if shut.is_ready() {
            drop(this.unsent.lock().unwrap_or_else(|e| e.into_inner()).take());
        }
        shut
    }
}

/// The end of the path of a live feed (`/api/events`, and a club table's `/t/N/api/events`):
/// a connection that asks for one is counted apart.
const LIVE_FEED: &str = "/api/events";

/// Accepts connections for ever, each served by `app` on a task of its own.
pub async fn accept(listener: TcpListener, app: Router, connections: Arc<Connections>) {
    let turned_away = Arc::new(AtomicUsize::new(0));
    loop {
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            Err(_) => {
                // Out of files (or a connection reset before it was taken): make room, give the
                // closed connections a moment to go, and take the next.
                connections.make_room();
                tokio::time::sleep(Duration::from_millis(20)).await;
                continue;
            }
        };
        let Some(Admitted {
            id,
            active,
            busy,
            closed,
        }) = connections.admit()
        else {
            // Every place holds a request being worked on: say so, never close unanswered.
            if turned_away.load(Ordering::SeqCst) < MOST_TURNED_AWAY {
                let counted = InFlight::new(&turned_away);
                tokio::spawn(async move {
                    turn_away(stream).await;
                    drop(counted);
                });
            } else {
                let _ = stream.try_write(SERVICE_UNAVAILABLE);
            }
            continue;
        };
        let unsent: Mark = Arc::new(Mutex::new(None));
        let io = TokioIo::new(Watched {
            stream,
            active,
            connections: Arc::clone(&connections),
            unsent: Arc::clone(&unsent),
        });
        let router = TowerToHyperService::new(app.clone());
        let marker = Arc::clone(&connections);
        let service = hyper::service::service_fn(move |request: hyper::Request<Incoming>| {
            if request.uri().path().ends_with(LIVE_FEED) {
                marker.became_live(id);
            }
            let mark: Mark = Arc::new(Mutex::new(None));
            if request.body().is_end_stream() {
                set(&mark, &busy);
            }
            let request = request.map(|body| Arriving {
                body,
                mark: Arc::clone(&mark),
                busy: Arc::clone(&busy),
            });
            let answer = hyper::service::Service::call(&router, request);
            let unsent = Arc::clone(&unsent);
            async move {
                let response = answer.await?;
                Ok::<_, Infallible>(response.map(|body| Answering { body, mark, unsent }))
            }
        });
        let connections = Arc::clone(&connections);
        tokio::spawn(async move {
            let connection = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(HEADER_TIMEOUT)
                .serve_connection(io, service);
            // The close first: a connection chosen to make room (it had no request in flight
            // then) is never polled again, so it cannot start one on its way out. The
            // runtime has one thread, so nothing of this task runs between the choice and this
            // look at it.
            tokio::select! {
                biased;
                _ = closed => {}
                _ = connection => {}
            }
            connections.closed(id);
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_caps_stay_under_the_open_files_limit() {
        for files in [256, 1024, 4096, 20_000, 1 << 20] {
            let limits = Limits::for_open_files(files);
            assert!(
                (limits.ordinary + limits.live) as u64 <= files - RESERVED_FILES,
                "{files}: {limits:?}"
            );
        }
        assert_eq!(
            Limits::for_open_files(1 << 20),
            Limits {
                ordinary: MOST_ORDINARY,
                live: MOST_LIVE
            }
        );
        assert_eq!(Limits::for_open_files(1024).ordinary, 320);
    }

    /// A connection taken in (the cap not reached, or room made).
    fn admitted(connections: &Connections) -> Admitted {
        connections.admit().expect("room for a connection")
    }

    #[test]
    fn at_the_cap_the_quietest_connection_is_closed() {
        let connections = Connections::new(Limits {
            ordinary: 2,
            live: 1,
        });
        let mut first = admitted(&connections);
        let mut second = admitted(&connections);
        // The first spoke last: the second is the quietest.
        first.active.store(1_000, Ordering::Relaxed);
        let mut third = admitted(&connections);
        assert!(second.closed.try_recv().is_ok());
        assert!(first.closed.try_recv().is_err());
        assert!(third.closed.try_recv().is_err());
        assert_eq!(connections.count(), (2, 0));
        // The live feed is counted apart: the first now follows the match.
        connections.became_live(first.id);
        assert_eq!(connections.count(), (1, 1));
        let mut fourth = admitted(&connections);
        assert!(fourth.closed.try_recv().is_err());
        assert_eq!(connections.count(), (2, 1));
    }

    #[test]
    fn a_connection_with_a_request_in_flight_is_never_closed_to_make_room() {
        let connections = Connections::new(Limits {
            ordinary: 2,
            live: 1,
        });
        let mut working = admitted(&connections);
        let mut idle = admitted(&connections);
        // The one being worked on is the quietest, yet the idle one goes.
        idle.active.store(1_000, Ordering::Relaxed);
        let request = InFlight::new(&working.busy);
        let mut newcomer = admitted(&connections);
        assert!(idle.closed.try_recv().is_ok());
        assert!(working.closed.try_recv().is_err());
        // Once every place holds a request in flight, a new connection is turned away (503)
        // and nobody is closed.
        let second = InFlight::new(&newcomer.busy);
        assert!(connections.admit().is_none());
        assert!(working.closed.try_recv().is_err());
        assert!(newcomer.closed.try_recv().is_err());
        assert_eq!(connections.count(), (2, 0));
        // Answered: the place can be given again.
        drop(request);
        let _ = admitted(&connections);
        assert!(working.closed.try_recv().is_ok());
        assert!(newcomer.closed.try_recv().is_err());
        drop(second);
    }

    #[test]
    fn a_request_whose_answer_has_not_moved_for_long_gives_up_its_place() {
        let connections = Connections::new(Limits {
            ordinary: 2,
            live: 1,
        });
        let mut stuck = admitted(&connections);
        let mut working = admitted(&connections);
        let _stuck = InFlight::new(&stuck.busy);
        let _working = InFlight::new(&working.busy);
        stuck.active.store(0, Ordering::Relaxed);
        let stalled = u64::try_from(STALLED.as_millis()).expect("milliseconds");
        working.active.store(stalled, Ordering::Relaxed);
        // Both in flight and neither stalled yet: nobody is closed.
        assert!(!close_quietest(&mut connections.open(), false, stalled - 1));
        // The one that has not moved for STALLED goes; the one working stays.
        assert!(close_quietest(&mut connections.open(), false, stalled + 1));
        assert!(stuck.closed.try_recv().is_ok());
        assert!(working.closed.try_recv().is_err());
    }

    #[test]
    fn the_answer_of_a_full_server_is_a_503_that_says_when_to_come_back() {
        let text = std::str::from_utf8(SERVICE_UNAVAILABLE).expect("text");
        assert!(text.starts_with("HTTP/1.1 503 "), "{text}");
        assert!(text.contains("\r\nRetry-After: 1\r\n"), "{text}");
        assert!(text.ends_with("\r\n\r\n"), "{text}");
    }

    #[test]
    fn at_the_live_cap_the_page_open_longest_is_let_go() {
        let connections = Connections::new(Limits {
            ordinary: 4,
            live: 1,
        });
        let mut a = admitted(&connections);
        let mut b = admitted(&connections);
        connections.became_live(a.id);
        connections.became_live(b.id);
        assert!(a.closed.try_recv().is_ok());
        assert!(b.closed.try_recv().is_err());
        assert_eq!(connections.count(), (0, 1));
    }
}
