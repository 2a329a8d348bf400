//! The skeleton `serve` and `club serve` share: the runtime, the listening socket (`--port`,
//! `--lan`), what a server prints when it starts (its addresses, the QR code), the guard that
//! answers only this server's names, the reading of an address's query, the pool for file
//! work, and the run until Ctrl-C (exit 130, after a save under way has ended). Each server
//! adds only its state and its routes.

use super::api::Refusal;
use super::{conn, host, json_answer};
use crate::cli::ListenArgs;
use crate::t;
use crate::words::{Lang, Words};
use anyhow::{Context as _, Result, anyhow};
use axum::extract::{FromRequestParts, Query, Request, State};
use axum::http::header;
use axum::http::request::Parts;
use axum::middleware::Next;
use axum::response::Response;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;
use tokio::sync::Semaphore;

/// How many pieces of file work (reading, scoring, making a page, saving) run at once; the
/// rest wait their turn without a thread of their own.
pub(super) const WORK_AT_ONCE: usize = 4;

/// What the skeleton needs of what a server's requests share: the names it answers to, the
/// language it speaks, the bound on its file work, and a wait for a save under way.
pub(super) trait Server: Send + Sync + 'static {
    fn hosts(&self) -> &host::Hosts;
    fn lang(&self) -> Lang;
    /// Bounds the file work done at once.
    fn work(&self) -> &Semaphore;
    /// Returns once no save is under way (a hand being saved is saved before the server
    /// stops).
    fn finish(&self);
}

/// Runs a server on a runtime of one thread for the connections (file work on a few of its
/// blocking threads): `run` gets the connection limits this machine allows.
pub(super) fn start<F>(run: impl FnOnce(conn::Limits) -> F) -> Result<()>
where
    F: Future<Output = Result<()>>,
{
    let limits = conn::Limits::for_open_files(conn::raise_open_files());
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .max_blocking_threads(2 * WORK_AT_ONCE)
        .build()
        .context("cannot start the server")?;
    runtime.block_on(run(limits))
}

/// A server's listening socket: on 127.0.0.1, or with `--lan` on every address.
pub(super) struct Bound {
    listener: tokio::net::TcpListener,
    /// The port it listens on (the one picked, for `--port 0`).
    pub(super) port: u16,
    lan: bool,
    limits: conn::Limits,
}

impl Bound {
    /// Listens on `--port`, on this machine's network address too with `--lan`.
    pub(super) async fn bind(
        w: &Words,
        listen: &ListenArgs,
        limits: conn::Limits,
    ) -> Result<Bound> {
        let ip = if listen.lan {
            IpAddr::V4(Ipv4Addr::UNSPECIFIED)
        } else {
            IpAddr::V4(Ipv4Addr::LOCALHOST)
        };
        let listener = tokio::net::TcpListener::bind(SocketAddr::new(ip, listen.port))
            .await
            .with_context(|| t!(w, "serve-cannot-listen", port = listen.port))?;
        let port = listener.local_addr()?.port();
        Ok(Bound {
            listener,
            port,
            lan: listen.lan,
            limits,
        })
    }

    /// The names requests may be for.
    pub(super) fn hosts(&self) -> host::Hosts {
        host::Hosts::new(self.port, self.lan)
    }

    /// The address it prints (`http://192.168.1.20:7878/`; 127.0.0.1 without `--lan` or a
    /// network).
    pub(super) fn address(&self) -> String {
        let host = match (self.lan, lan_address()) {
            (true, Some(address)) => address.to_string(),
            _ => Ipv4Addr::LOCALHOST.to_string(),
        };
        format!("http://{host}:{}/", self.port)
    }

    /// Prints what the server says when it starts (`said`), with the QR code of `qr` where it
    /// listens on the network (or that it found no network), and how to stop it.
    pub(super) fn announce(&self, w: &Words, said: String, qr: &str) -> Result<()> {
        announce(w, said, self.lan.then_some(qr))
    }

    /// Serves `routes` (behind the guard for this server's names) until Ctrl-C, then waits for
    /// a save under way, says it stopped and exits with 130.
    pub(super) async fn serve<S: Server>(
        self,
        w: &Words,
        server: Arc<S>,
        routes: axum::Router<Arc<S>>,
    ) -> Result<()> {
        let app = routes
            .layer(axum::middleware::from_fn_with_state(
                Arc::clone(&server),
                for_this_server::<S>,
            ))
            .with_state(Arc::clone(&server));
        let connections = Arc::new(conn::Connections::new(self.limits));
        tokio::select! {
            () = conn::accept(self.listener, app, connections) => {}
            _ = tokio::signal::ctrl_c() => {}
        }
        server.finish();
        eprintln!("\n{}", t!(w, "serve-stopped"));
        std::process::exit(130)
    }
}

/// The address other devices on the network reach this machine at: the one the system would
/// send from (nothing is sent).
pub(super) fn lan_address() -> Option<IpAddr> {
    let socket = std::net::UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9)).ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_loopback() && !ip.is_unspecified()).then_some(ip)
}

/// A QR code of `url` for the terminal, two rows of modules per line.
pub(super) fn qr_code(url: &str) -> Result<String> {
    use qrcode::render::unicode::Dense1x2;
    let code = qrcode::QrCode::new(url.as_bytes()).map_err(|e| anyhow!("{e}"))?;
    Ok(code
        .render::<Dense1x2>()
        .dark_color(Dense1x2::Light)
        .light_color(Dense1x2::Dark)
        .quiet_zone(true)
        .build())
}

/// Prints what a server says when it starts (`said`), with the QR code of `qr` where it
/// listens on the network (or that it found no network), and how to stop it.
fn announce(w: &Words, mut said: String, qr: Option<&str>) -> Result<()> {
    if let Some(address) = qr {
        match lan_address() {
            Some(_) => said.push_str(&format!("{}\n{}", t!(w, "serve-qr"), qr_code(address)?)),
            None => said.push_str(&format!("{}\n", t!(w, "serve-no-network"))),
        }
    }
    said.push_str(&format!("{}\n", t!(w, "serve-stop")));
    print!("{said}");
    use std::io::Write;
    let _ = std::io::stdout().flush();
    Ok(())
}

/// Answers only requests for one of this server's names (421 otherwise, with nothing of the
/// match): the authority of an absolute address, else the `Host` header.
async fn for_this_server<S: Server>(
    State(server): State<Arc<S>>,
    request: Request,
    next: Next,
) -> Response {
    let named = match request.uri().authority() {
        Some(authority) => Some(authority.as_str()),
        None => request
            .headers()
            .get(header::HOST)
            .and_then(|h| h.to_str().ok()),
    };
    if named.is_some_and(|host| server.hosts().allows(host)) {
        next.run(request).await
    } else {
        let w = Words::new(server.lang());
        json_answer(Err(Refusal::with_status(
            421,
            "wrong-host",
            t!(w, "api-wrong-host"),
        )))
    }
}

/// The query of an address, read as `T`; a query that cannot be (a key given twice) is a 400
/// with the error JSON, like every other refusal.
pub(super) struct Asked<T>(pub(super) T);

impl<T: serde::de::DeserializeOwned + Send, S: Server> FromRequestParts<Arc<S>> for Asked<T> {
    type Rejection = Response;

    async fn from_request_parts(
        parts: &mut Parts,
        server: &Arc<S>,
    ) -> Result<Self, Self::Rejection> {
        match Query::<T>::from_request_parts(parts, server).await {
            Ok(Query(query)) => Ok(Asked(query)),
            Err(_) => Err(json_answer(Err(Refusal::bad(
                "bad-query",
                t!(Words::new(server.lang()), "api-bad-query"),
            )))),
        }
    }
}

/// Runs file work off the connection thread, a few at a time.
pub(super) async fn blocking<S: Server, T: Send + 'static>(
    server: &Arc<S>,
    work: impl FnOnce(&S) -> Result<T, Refusal> + Send + 'static,
) -> Result<T, Refusal> {
    let _turn = server.work().acquire().await;
    let server = Arc::clone(server);
    tokio::task::spawn_blocking(move || work(&server))
        .await
        .unwrap_or_else(|e| Err(Refusal::with_status(500, "server-error", e.to_string())))
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
