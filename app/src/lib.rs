//! The phone app's engine: every call the shell makes, answered by hartenjagen's engine. The
//! shell (app/web) does the page, the storage and the service worker only; every rule, score,
//! dealer, pass and sentence comes from here. A call is one JSON object in and one out
//! ([`call`]); the browser reaches it through the string ABI of `abi.rs`.
//!
//! Matches are kept by the shell as match-file text, exactly what `hartenjagen` reads and
//! writes: each call that changes a match answers with its new text (`"text"`), which the
//! shell stores before it shows anything.

mod abi;
mod screens;
mod table;

use chrono::{DateTime, FixedOffset};
use hartenjagen::format::matchfile::{self, Loaded};
use hartenjagen::words::{Lang, Words};
use serde::Deserialize;
use serde_json::{Value, json};
use std::rc::Rc;

/// One request of the shell: its language, its clock, and what it asks.
#[derive(Debug, Deserialize)]
struct Request {
    /// The page's language (`en`, `nl`); English when none or another.
    #[serde(default)]
    lang: String,
    /// The phone's time with its offset (RFC 3339), for what is saved.
    now: Option<String>,
    #[serde(flatten)]
    call: Call,
}

/// A match the shell keeps: its key in the browser's storage and its match-file text.
#[derive(Debug, Deserialize)]
pub struct Kept {
    /// The key it is kept under.
    pub id: String,
    /// The match file's text.
    pub text: String,
}

/// What the shell asks.
#[derive(Debug, Deserialize)]
#[serde(tag = "call", rename_all = "kebab-case")]
enum Call {
    /// The first screen: the kept matches, a new one, an import.
    Home { matches: Vec<Kept> },
    /// The form that starts a match; `again`, a kept match whose table plays again.
    StartForm {
        matches: Vec<Kept>,
        again: Option<String>,
    },
    /// The first dealers and lengths that `players` can play `variant` with.
    StartChoices {
        variant: String,
        players: String,
        #[serde(default)]
        recent: Vec<Vec<String>>,
    },
    /// A new match, as the start form chose it.
    Start(table::Start),
    /// A kept match's page (`id`, its key).
    Page { id: String, text: String },
    /// What the match's page asks, as it asks `serve` (`/live`, `/api/record`, …).
    Request {
        text: String,
        path: String,
        #[serde(default)]
        body: String,
    },
    /// A game's rules.
    Rules { variant: String },
    /// A match file from elsewhere, to keep.
    Import { name: String, text: String },
    /// A sentence of the app's own, by its message id (`app-storage-full`, …).
    Say { id: String },
}

/// The kept match `text`, read: the last one read is kept in memory, so that the page's
/// requests on one match (its page, the points shown, the save) read its file once. Only
/// what the reader itself made of this very text is kept.
pub(crate) fn read(text: &str) -> Result<Loaded, hartenjagen::format::error::Error> {
    thread_local! {
        static LAST: std::cell::RefCell<Option<(String, Loaded)>> = const { std::cell::RefCell::new(None) };
    }
    let kept = LAST.with(|last| {
        last.borrow()
            .as_ref()
            .filter(|(read, _)| read == text)
            .map(|(_, loaded)| loaded.clone())
    });
    if let Some(loaded) = kept {
        return Ok(loaded);
    }
    let loaded = matchfile::parse("match.toml", text)?;
    LAST.with(|last| *last.borrow_mut() = Some((text.to_string(), loaded.clone())));
    Ok(loaded)
}

/// The words of `lang`, made once: reading the messages is most of a call's work otherwise.
fn words<T>(lang: Lang, then: impl FnOnce(&Words) -> T) -> T {
    thread_local! {
        static MADE: std::cell::RefCell<Vec<Rc<Words>>> = const { std::cell::RefCell::new(Vec::new()) };
    }
    let made = MADE.with(|made| {
        let mut made = made.borrow_mut();
        if let Some(words) = made.iter().find(|w| w.lang() == lang) {
            return Rc::clone(words);
        }
        let words = Rc::new(Words::new(lang));
        made.push(Rc::clone(&words));
        words
    });
    then(&made)
}

/// Answers one request of the shell: JSON in, JSON out. A request that is not one is
/// answered with `{"error": …}` too.
pub fn call(request: &str) -> String {
    let answer = match serde_json::from_str::<Request>(request) {
        Ok(request) => answer(request),
        Err(error) => json!({ "error": format!("not a request of the app: {error}") }),
    };
    answer.to_string()
}

fn answer(request: Request) -> Value {
    let lang = Lang::from_code(&request.lang).unwrap_or(Lang::En);
    words(lang, |w| answer_in(w, request))
}

fn answer_in(w: &Words, request: Request) -> Value {
    let now = now(request.now.as_deref());
    match request.call {
        Call::Home { matches } => screens::home(w, &matches),
        Call::StartForm { matches, again } => screens::start_form(w, &matches, again.as_deref()),
        Call::StartChoices {
            variant,
            players,
            recent,
        } => screens::start_choices(w, &variant, &players, &recent),
        Call::Start(start) => table::start(w, &start, now),
        Call::Page { id, text } => screens::page(w, &id, &text),
        Call::Request { text, path, body } => table::request(w, &text, &path, &body, now),
        Call::Rules { variant } => screens::rules(w, &variant),
        Call::Import { name, text } => table::import(w, &name, &text),
        Call::Say { id } => json!({ "said": screens::say(w, &id) }),
    }
}

/// The phone's time as the shell sent it, or the start of the epoch when it sent none that
/// reads (a saved hand's time is for people; nothing is decided by it).
fn now(sent: Option<&str>) -> DateTime<FixedOffset> {
    sent.and_then(|text| DateTime::parse_from_rfc3339(text).ok())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests;
