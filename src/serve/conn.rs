//! `serve`'s connections, so that nobody on a shared Wi-Fi can knock the scoreboard over:
//! its own accept loop (axum's has no header timeout and no cap) driving hyper's HTTP/1 with
//!
//! - a header-read timeout ([`HEADER_TIMEOUT`]) that runs from the moment a connection opens
//!   or its last answer was sent, so that a half-sent request and an idle keep-alive
//!   connection are both closed after a few seconds (the body's own timeout is the handlers',
//!   [`BODY_TIMEOUT`]);
//! - a cap on open connections ([`Limits`]), with the live feed (`/api/events`, which stays
//!   open by design) counted apart: at the cap a new connection closes the one that has been
//!   quiet longest, so that a flood pushes out the flood while the table's requests, which
//!   arrive and are answered at once, get through;
//! - the process's limit of open files raised to its hard limit, the caps kept under it.

use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::collections::HashMap;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
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

/// One open connection.
struct Open {
    /// Whether it carries the live feed.
    live: bool,
    /// When it last read or wrote, in milliseconds since the server started.
    active: Arc<AtomicU64>,
    /// When it opened.
    opened: Instant,
    /// Closes it.
    close: oneshot::Sender<()>,
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

    /// Takes a new connection in, closing the quietest ordinary one when the cap is reached.
    fn admit(&self) -> (u64, Arc<AtomicU64>, oneshot::Receiver<()>) {
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        let active = Arc::new(AtomicU64::new(self.now()));
        let (close, closed) = oneshot::channel();
        let mut open = self.open();
        let ordinary = open.values().filter(|o| !o.live).count();
        if ordinary >= self.limits.ordinary {
            close_quietest(&mut open, false);
        }
        open.insert(
            id,
            Open {
                live: false,
                active: Arc::clone(&active),
                opened: Instant::now(),
                close,
            },
        );
        (id, active, closed)
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
        close_quietest(&mut self.open(), false);
    }

    fn closed(&self, id: u64) {
        self.open().remove(&id);
    }

    fn now(&self) -> u64 {
        u64::try_from(self.started.elapsed().as_millis()).unwrap_or(u64::MAX)
    }
}

/// Closes the connection of the kind that has read or written nothing for the longest time.
fn close_quietest(open: &mut HashMap<u64, Open>, live: bool) {
    let quietest = open
        .iter()
        .filter(|(_, o)| o.live == live)
        .min_by_key(|(_, o)| o.active.load(Ordering::Relaxed))
        .map(|(id, _)| *id);
    if let Some(connection) = quietest.and_then(|id| open.remove(&id)) {
        let _ = connection.close.send(());
    }
}

/// A connection's stream that notes the time of every read and write.
struct Watched {
    stream: TcpStream,
    active: Arc<AtomicU64>,
    connections: Arc<Connections>,
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
        Pin::new(&mut self.get_mut().stream).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_shutdown(cx)
    }
}

/// The path of the live feed: a connection that asks for it is counted apart.
const LIVE_FEED: &str = "/api/events";

/// Accepts connections for ever, each served by `app` on a task of its own.
pub async fn accept(listener: TcpListener, app: Router, connections: Arc<Connections>) {
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
        let (id, active, closed) = connections.admit();
        let io = TokioIo::new(Watched {
            stream,
            active,
            connections: Arc::clone(&connections),
        });
        let router = TowerToHyperService::new(app.clone());
        let marker = Arc::clone(&connections);
        let service = hyper::service::service_fn(move |request: hyper::Request<Incoming>| {
            if request.uri().path() == LIVE_FEED {
                marker.became_live(id);
            }
            hyper::service::Service::call(&router, request)
        });
        let connections = Arc::clone(&connections);
        tokio::spawn(async move {
            let connection = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(HEADER_TIMEOUT)
                .serve_connection(io, service);
            tokio::select! {
                _ = connection => {}
                _ = closed => {}
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

    #[test]
    fn at_the_cap_the_quietest_connection_is_closed() {
        let connections = Connections::new(Limits {
            ordinary: 2,
            live: 1,
        });
        let (first, first_active, mut first_closed) = connections.admit();
        let (_, _, mut second_closed) = connections.admit();
        // The first spoke last: the second is the quietest.
        first_active.store(1_000, Ordering::Relaxed);
        let (_, _, mut third_closed) = connections.admit();
        assert!(second_closed.try_recv().is_ok());
        assert!(first_closed.try_recv().is_err());
        assert!(third_closed.try_recv().is_err());
        assert_eq!(connections.count(), (2, 0));
        // The live feed is counted apart: the first now follows the match.
        connections.became_live(first);
        assert_eq!(connections.count(), (1, 1));
        let (_, _, mut fourth_closed) = connections.admit();
        assert!(fourth_closed.try_recv().is_err());
        assert_eq!(connections.count(), (2, 1));
    }

    #[test]
    fn at_the_live_cap_the_page_open_longest_is_let_go() {
        let connections = Connections::new(Limits {
            ordinary: 4,
            live: 1,
        });
        let (a, _, mut a_closed) = connections.admit();
        let (b, _, mut b_closed) = connections.admit();
        connections.became_live(a);
        connections.became_live(b);
        assert!(a_closed.try_recv().is_ok());
        assert!(b_closed.try_recv().is_err());
        assert_eq!(connections.count(), (0, 1));
    }
}
