//! The one live feed of both servers: every change, as an `update` event (its version as the
//! event's id, its JSON as the data), to every open page; a page that opens the feed hears at
//! once of a change it has not seen (`?since=` names the version it shows).

use axum::response::sse::{Event, KeepAlive, Sse};
use std::convert::Infallible;
use std::sync::Mutex;
use tokio::sync::broadcast;
use tokio_stream::StreamExt as _;

/// What the pages last saw: its version and its JSON.
#[derive(Clone, Debug, Default)]
pub(super) struct Update {
    /// What the pages send back to say what they show: for a match the entries it holds, a
    /// dot and a fingerprint of the file's text (`12.3f9a…`); for an evening the fingerprint
    /// of its JSON.
    pub(super) version: String,
    /// The JSON (`status --json` of a match, the evening's JSON), on one line.
    pub(super) status: String,
}

/// Every change, to every open page, and the last one sent.
pub(super) struct Feed {
    updates: broadcast::Sender<Update>,
    latest: Mutex<Update>,
}

impl Feed {
    /// A feed that keeps up to `capacity` changes for a page that is slow to read them.
    pub(super) fn new(capacity: usize) -> Feed {
        Feed {
            updates: broadcast::channel(capacity).0,
            latest: Mutex::new(Update::default()),
        }
    }

    /// Sends `update` to every open page (and to pages that open the feed later).
    pub(super) fn send(&self, update: &Update) {
        *self.latest.lock().unwrap_or_else(|e| e.into_inner()) = update.clone();
        let _ = self.updates.send(update.clone());
    }

    /// The last change sent (an empty version before the first).
    pub(super) fn latest(&self) -> Update {
        self.latest
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// Every change from now on.
    pub(super) fn subscribe(&self) -> broadcast::Receiver<Update> {
        self.updates.subscribe()
    }

    /// The changes a page that shows version `since` hears of: the last one at once if it is
    /// not what the page shows, then every later one.
    pub(super) fn since(
        &self,
        since: Option<&str>,
    ) -> impl tokio_stream::Stream<Item = Update> + Send + use<> {
        let receiver = self.subscribe();
        let current = self.latest();
        let first = (since != Some(current.version.as_str())).then_some(current);
        let later = tokio_stream::wrappers::BroadcastStream::new(receiver).filter_map(Result::ok);
        tokio_stream::iter(first).chain(later)
    }

    /// `GET /api/events`: an `update` event after every change; at once if the page
    /// (`?since=`) shows another version than the last one sent.
    pub(super) fn events(
        &self,
        since: Option<&str>,
    ) -> Sse<impl tokio_stream::Stream<Item = Result<Event, Infallible>> + use<>> {
        let stream = self.since(since).map(|update| Ok(event(update)));
        Sse::new(stream).keep_alive(KeepAlive::default())
    }
}

/// An `update` event: the version as its id, the JSON as its data.
pub(super) fn event(update: Update) -> Event {
    Event::default()
        .event("update")
        .id(update.version)
        .data(update.status)
}
