//! The live feed: an update follows a hand recorded in another process.

use super::*;

/// Reads server-sent events until one named `update` arrives; its data.
fn next_update(reader: &mut impl BufRead) -> Value {
    let mut event = String::new();
    let mut data = String::new();
    for _ in 0..10_000 {
        let mut line = String::new();
        if reader.read_line(&mut line).expect("the event stream") == 0 {
            panic!("the event stream ended");
        }
        let line = line.trim_end_matches(['\r', '\n']);
        if line.is_empty() {
            if event == "update" {
                return serde_json::from_str(&data).expect("an update carries the status JSON");
            }
            event.clear();
            data.clear();
        } else if let Some(name) = line.strip_prefix("event:") {
            event = name.trim().to_string();
        } else if let Some(more) = line.strip_prefix("data:") {
            data.push_str(more.strip_prefix(' ').unwrap_or(more));
        }
    }
    panic!("no update event");
}

#[test]
fn an_update_event_follows_a_record_made_in_another_process() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &[]);
    let response = Server::agent()
        .get(format!("{}api/events", server.base))
        .call()
        .expect("the event stream opens");
    assert_eq!(response.status().as_u16(), 200);
    let mut events = BufReader::new(response.into_body().into_reader());
    // A page that says nothing of what it shows is sent the match at once.
    assert_eq!(next_update(&mut events), env.status());
    env.ok(&[
        "record",
        "--file",
        &file,
        "Ann=2",
        "Bob=QS",
        "<b>Dee</b>=rest",
    ]);
    let update = next_update(&mut events);
    assert_eq!(update, env.status());
    assert_eq!(update["hands"].as_array().map(Vec::len), Some(2));
}
