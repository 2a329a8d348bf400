//! What the server benchmarks share: an HTTP client and a page's event stream.

use std::io::{BufRead, BufReader};
use std::time::Duration;

/// An HTTP client that gives up after a minute.
pub fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .timeout_global(Some(Duration::from_secs(60)))
        .build()
        .into()
}

/// An open page's event stream at `base` (`http://127.0.0.1:PORT/`).
pub fn events(base: &str) -> impl BufRead + use<> {
    let response = agent()
        .get(format!("{base}api/events?since=now"))
        .call()
        .expect("the event stream");
    BufReader::new(response.into_body().into_reader())
}

/// Reads until the next `update` event has arrived whole.
pub fn next_update(events: &mut impl BufRead) {
    let mut update = false;
    let mut line = String::new();
    loop {
        line.clear();
        assert!(
            events.read_line(&mut line).expect("the stream") > 0,
            "the stream ended"
        );
        match line.trim_end() {
            "event: update" => update = true,
            "" if update => return,
            _ => {}
        }
    }
}
