//! `club serve` (issue 31, SPEC.md "Club evenings"): a whole evening through the phones, on
//! 127.0.0.1 on a port the server picked: one key per table all evening, the room that hears
//! of a hand at any table, "where do I sit?", a late arrival, a leaver and a forced close, and
//! every refusal leaving the files as they were.

use super::*;
use crate::serve::Server;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, Stdio};
use std::time::Duration;

/// A running `hartenjagen club serve` and the addresses it printed.
pub(crate) struct Room {
    child: Child,
    /// The room's address, `http://127.0.0.1:PORT/`.
    pub(crate) base: String,
    /// The organiser's key.
    pub(crate) organiser: String,
    /// Each table's key, table 1 first.
    pub(crate) keys: Vec<String>,
}

impl Room {
    /// Starts `club serve --port 0` and waits (at most 30 s) for its addresses.
    pub(crate) fn start(env: &TestEnv) -> Room {
        let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin!("hartenjagen"))
            .env("HARTENJAGEN_HOME", env.home())
            .env_remove("HARTENJAGEN_LANG")
            .current_dir(env.home())
            .args(["club", "serve", "--port", "0"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("cannot start hartenjagen club serve");
        let received = crate::serve::printed_lines(&mut child);
        let mut printed = Vec::new();
        loop {
            let line = received
                .recv_timeout(Duration::from_secs(30))
                .expect("club serve printed its addresses");
            if line.starts_with("Ctrl-C") {
                break;
            }
            printed.push(line);
        }
        let addresses: Vec<&str> = printed
            .iter()
            .filter_map(|l| l.find("http://").map(|at| &l[at..]))
            .collect();
        let base = addresses[0].to_string();
        assert!(base.starts_with("http://127.0.0.1:"), "{printed:?}");
        assert_eq!(addresses[1], format!("{base}me"));
        let organiser = addresses[2]
            .strip_prefix(&format!("{base}admin?key="))
            .expect("the organiser's address")
            .to_string();
        let keys = addresses[3..]
            .iter()
            .enumerate()
            .map(|(i, address)| {
                address
                    .strip_prefix(&format!("{base}t/{}?key=", i + 1))
                    .expect("a table's address")
                    .to_string()
            })
            .collect();
        Room {
            child,
            base,
            organiser,
            keys,
        }
    }

    /// `GET path`: the status and the body.
    pub(crate) fn get(&self, path: &str) -> (u16, String) {
        let mut response = Server::agent()
            .get(format!("{}{}", self.base, path.trim_start_matches('/')))
            .call()
            .expect("the server answers");
        let status = response.status().as_u16();
        (
            status,
            response.body_mut().read_to_string().expect("a text answer"),
        )
    }

    /// `GET /api/evening`.
    pub(crate) fn evening(&self) -> Value {
        let (status, body) = self.get("/api/evening");
        assert_eq!(status, 200, "{body}");
        serde_json::from_str(&body).expect("the evening's JSON")
    }

    /// `POST path` with `body` and, if given, `Authorization: Bearer KEY`.
    pub(crate) fn post(&self, path: &str, key: Option<&str>, body: &Value) -> (u16, Value) {
        let mut request =
            Server::agent().post(format!("{}{}", self.base, path.trim_start_matches('/')));
        if let Some(key) = key {
            request = request.header("Authorization", &format!("Bearer {key}"));
        }
        let mut response = request
            .content_type("application/json")
            .send(body.to_string().as_bytes())
            .expect("the server answers");
        let status = response.status().as_u16();
        let text = response.body_mut().read_to_string().expect("a text answer");
        let json = serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"));
        (status, json)
    }

    /// Records a hand at table `table` with its key: the first player of the seat order
    /// takes the Q♠ and 3 hearts, the second the rest.
    pub(crate) fn record(&self, table: usize, players: &[String]) -> (u16, Value) {
        let hand = json!({"took": {players[0].as_str(): "QS 3", players[1].as_str(): "rest"}});
        self.post(
            &format!("/t/{table}/api/record"),
            Some(&self.keys[table - 1]),
            &hand,
        )
    }

    /// The address's port.
    fn port(&self) -> &str {
        self.base
            .trim_end_matches('/')
            .rsplit(':')
            .next()
            .expect("a port")
    }
}

impl Drop for Room {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Each table's players in seat order, as `/api/evening` says.
pub(crate) fn seated(evening: &Value) -> Vec<Vec<String>> {
    evening["tables"]
        .as_array()
        .expect("tables")
        .iter()
        .map(|t| {
            t["players"]
                .as_array()
                .expect("players")
                .iter()
                .map(|p| p.as_str().expect("a name").to_string())
                .collect()
        })
        .collect()
}

/// A club of nine with hands of 2 per round, its evening opened on 2026-09-01.
fn evening_of_nine() -> TestEnv {
    let env = TestEnv::new();
    env.ok(&["club", "new", "Tuesday", "--hands", "2"]);
    env.ok(&[
        "club",
        "start",
        "--players",
        "Ann,Bob,Cas,Dee,Eva,Fer,Gijs,Hen",
        "--guest",
        "Zoe",
        "--date",
        "2026-09-01",
    ]);
    env
}

#[test]
fn a_whole_evening_through_the_phones_with_one_key_per_table_all_evening() {
    let env = evening_of_nine();
    let room = Room::start(&env);
    assert_eq!(room.keys.len(), 2, "a key for each table nine can fill");

    // Before the draw: the table's page waits, its API has no match.
    let (status, page) = room.get(&format!("/t/1?key={}", room.keys[0]));
    assert_eq!(status, 200);
    assert_contains(&page, "Table 1: waiting for the draw.");
    let (status, said) = room.post("/t/1/api/record", Some(&room.keys[0]), &json!({}));
    assert_eq!((status, said["code"].as_str()), (409, Some("no-match")));

    env.ok(&["club", "draw"]);
    let evening = room.evening();
    assert_eq!(evening["round"], 1);
    let round1 = seated(&evening);
    assert_eq!(round1.len(), 2);
    let out = evening["sitting_out"][0].as_str().expect("one sits out");

    // Table 1's key opens table 1's match with the entry form, and not table 2's.
    let (_, page) = room.get(&format!("/t/1?key={}", room.keys[0]));
    assert_contains(&page, "Table 1, round 1 of 3.");
    assert_contains(&page, "<section id=\"entry\"");
    // Its tab says which table of which evening (the organiser review's C2).
    assert_contains(&page, "<title>Table 1 — ");
    let (_, page) = room.get(&format!("/t/2?key={}", room.keys[0]));
    assert_contains(&page, "wrong-key");
    let (status, said) = room.post(
        "/t/2/api/record",
        Some(&room.keys[0]),
        &json!({"took": {round1[1][0].as_str(): "QS"}}),
    );
    assert_eq!((status, said["code"].as_str()), (401, Some("key-needed")));

    // Two hands at each table; the room and `club tables` see them.
    for _ in 0..2 {
        for (i, players) in round1.iter().enumerate() {
            let (status, said) = room.record(i + 1, players);
            assert_eq!(status, 200, "{said}");
        }
    }
    let evening = room.evening();
    assert!(
        evening["tables"]
            .as_array()
            .expect("tables")
            .iter()
            .all(|t| t["finished"] == true && t["hands_played"] == 2),
        "{evening}"
    );
    let (status, said) = room.record(1, &round1[0]);
    assert_eq!(
        (status, said["code"].as_str()),
        (409, Some("table-finished"))
    );
    let (_, me) = room.get(&format!("/me?name={out}"));
    assert_contains(&me, "Round 1: you sit out (it counts 0).");

    // Closed: the tables take no more hands.
    env.ok(&["club", "close"]);
    env.assert_unchanged(|| {
        let (status, said) = room.post("/t/2/api/undo", Some(&room.keys[1]), &json!({}));
        assert_eq!(
            (status, said["code"].as_str()),
            (409, Some("round-closed")),
            "{said}"
        );
    });
    let (_, page) = room.get(&format!("/t/2?key={}", room.keys[1]));
    assert_contains(&page, "Round 1 is closed: this table takes no more hands.");
    assert_contains(&page, "<section hidden id=\"entry\"");

    // A late arrival and a leaver; round 2 at the same addresses.
    env.ok(&["club", "arrive", "Ivo"]);
    env.ok(&["club", "leave", "Dee"]);
    env.ok(&["club", "draw"]);
    let evening = room.evening();
    assert_eq!(evening["round"], 2);
    let round2 = seated(&evening);
    let everyone: Vec<&String> = round2.iter().flatten().collect();
    // Nine again: the newcomer sits out first.
    assert_eq!(evening["sitting_out"], json!(["Ivo"]), "{round2:?}");
    assert!(!everyone.iter().any(|p| *p == "Dee"), "{round2:?}");
    let (_, page) = room.get(&format!("/t/1?key={}", room.keys[0]));
    assert_contains(&page, "Table 1, round 2 of 3.");
    assert_contains(&page, "Who sat here in round 1 goes to:");
    let (_, me) = room.get("/me?name=ivo");
    assert_contains(&me, "Round 2: you sit out");
    let (_, me) = room.get(&format!("/me?name={}", round2[1][2]));
    assert_contains(&me, "Round 2: table 2, seat 3.");
    let (_, me) = room.get("/me?name=Dee");
    assert_contains(&me, "You have left the evening; your rounds still count.");

    // One hand at table 1, then a forced close: it counts its complete hand.
    let (status, said) = room.record(1, &round2[0]);
    assert_eq!(status, 200, "{said}");
    env.ok(&["club", "close", "--force"]);
    let evening = room.evening();
    assert_eq!(evening["closed"], true);
    let standings = env.json(&["club", "standings", "--json"]);
    assert_eq!(evening["ranking"], standings["ranking"]);
    assert_eq!(evening["evening"], standings["evening"]);
    let (_, tv) = room.get("/");
    assert_contains(&tv, "Round 2 of 3 is closed: waiting for the next draw.");
    assert_contains(&tv, "Zoe (guest)");
}

/// Reads server-sent events until one named `name` arrives; its data.
fn next_event(reader: &mut impl BufRead, name: &str) -> String {
    let mut event = String::new();
    let mut data = String::new();
    for _ in 0..10_000 {
        let mut line = String::new();
        if reader.read_line(&mut line).expect("the event stream") == 0 {
            panic!("the event stream ended");
        }
        let line = line.trim_end_matches(['\r', '\n']);
        if line.is_empty() {
            if event == name {
                return data;
            }
            event.clear();
            data.clear();
        } else if let Some(named) = line.strip_prefix("event:") {
            event = named.trim().to_string();
        } else if let Some(more) = line.strip_prefix("data:") {
            data.push_str(more.strip_prefix(' ').unwrap_or(more));
        }
    }
    panic!("no {name} event");
}

/// Opens a live feed of the room.
fn listen(room: &Room, path: &str) -> impl BufRead {
    let response = Server::agent()
        .get(format!("{}{}", room.base, path.trim_start_matches('/')))
        .call()
        .expect("the event stream opens");
    assert_eq!(response.status().as_u16(), 200);
    BufReader::new(response.into_body().into_reader())
}

#[test]
fn the_room_hears_of_a_hand_at_any_table_and_a_tables_page_of_a_new_draw() {
    let env = evening_of_nine();
    env.ok(&["club", "draw"]);
    let room = Room::start(&env);
    let players = seated(&room.evening());
    let mut tv = listen(&room, "/api/events");
    let first: Value = serde_json::from_str(&next_event(&mut tv, "update")).expect("JSON");
    assert_eq!(first["tables"][1]["hands_played"], 0);
    let (_, page) = room.get(&format!("/t/1?key={}", room.keys[0]));
    assert_contains(&page, "id=\"table-data\">{\"round\":\"1.1.0.r1-t1.toml\",");
    let mut table = listen(&room, "/t/1/api/events?since=0.x&round=1.1.0.r1-t1.toml");
    next_event(&mut table, "update");
    // A page made before the draw it has not heard of is told at once.
    let mut stale = listen(&room, "/t/1/api/events?round=0.0.0.-");
    assert_eq!(next_event(&mut stale, "round"), "1.1.0.r1-t1.toml");

    let (status, said) = room.record(2, &players[1]);
    assert_eq!(status, 200, "{said}");
    let update: Value = serde_json::from_str(&next_event(&mut tv, "update")).expect("JSON");
    assert_eq!(update["tables"][1]["hands_played"], 1, "{update}");
    assert_eq!(
        update["tables"][1]["totals"][players[1][0].as_str()],
        16,
        "{update}"
    );

    // A hand typed at the terminal reaches the TV too.
    let file = update["tables"][0]["file"]
        .as_str()
        .expect("a file")
        .to_string();
    let path = env.json(&["club", "tables", "--json"])["tables"][0]["file"]
        .as_str()
        .expect("a path")
        .to_string();
    assert!(path.ends_with(&file), "{path} {file}");
    env.ok(&[
        "club",
        "record",
        "--table",
        "1",
        &format!("{}=QS", players[0][0]),
        &format!("{}=rest", players[0][1]),
    ]);
    let update: Value = serde_json::from_str(&next_event(&mut tv, "update")).expect("JSON");
    assert_eq!(update["tables"][0]["hands_played"], 1, "{update}");

    // A redraw is refused now; undo both, draw again: table 1's page is told.
    env.ok(&["undo", "--file", &path]);
    let (status, _) = room.post("/t/2/api/undo", Some(&room.keys[1]), &json!({}));
    assert_eq!(status, 200);
    env.ok(&["club", "draw", "--redraw"]);
    assert_eq!(next_event(&mut table, "round"), "1.2.0.r1-t1.toml");
}

#[test]
fn a_wrong_address_or_name_is_refused_and_changes_nothing() {
    let env = evening_of_nine();
    env.ok(&["club", "draw"]);
    let room = Room::start(&env);
    env.assert_unchanged(|| {
        let (status, page) = room.get("/t/9");
        assert_eq!(status, 404);
        assert_contains(&page, "There is no table 9 tonight.");
        let (status, body) = room.get("/t/x/api/status");
        assert_eq!(status, 404);
        assert_contains(&body, "\"no-such-table\"");
        let (status, said) = room.post("/t/1/api/record", None, &json!({}));
        assert_eq!((status, said["code"].as_str()), (401, Some("key-needed")));
        let (status, body) = room.get("/t/1/api/nothing");
        assert_eq!(status, 404);
        assert_contains(&body, "\"not-found\"");
        let (status, said) = room.post("/t/1/api/burn", Some(&room.keys[0]), &json!({}));
        assert_eq!((status, said["code"].as_str()), (404, Some("not-found")));
        let (status, said) = room.post("/admin/api/burn", Some(&room.organiser), &json!({}));
        assert_eq!((status, said["code"].as_str()), (404, Some("not-found")));
        let (status, said) = room.post(
            "/t/1/api/record",
            Some(&room.keys[0]),
            &json!({"took": {"Zed": "QS"}}),
        );
        assert_eq!(
            (status, said["code"].as_str()),
            (400, Some("unknown-player"))
        );
        let (_, me) = room.get("/me?name=%3Cb%3EZed");
        assert_contains(&me, "&lt;b&gt;Zed is not playing tonight");
        // Another name for the server: 421, nothing said of the evening.
        let mut stream =
            std::net::TcpStream::connect(format!("127.0.0.1:{}", room.port())).expect("connects");
        write!(
            stream,
            "GET /api/evening HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n"
        )
        .expect("asks");
        let mut answer = String::new();
        stream.read_to_string(&mut answer).expect("an answer");
        assert!(answer.starts_with("HTTP/1.1 421"), "{answer}");
        assert!(!answer.contains("Tuesday"), "{answer}");
    });
}

#[test]
fn the_organiser_runs_the_evening_from_a_phone_with_the_organisers_key() {
    let env = evening_of_nine();
    let room = Room::start(&env);
    let key = Some(room.organiser.as_str());
    env.assert_unchanged(|| {
        let (status, said) = room.post("/admin/api/draw", None, &json!({}));
        assert_eq!((status, said["code"].as_str()), (401, Some("key-needed")));
        let (status, said) = room.post("/admin/api/draw", Some(&room.keys[0]), &json!({}));
        assert_eq!(status, 401, "a table's key is not the organiser's: {said}");
        let (status, page) = room.get("/admin");
        assert_eq!(status, 401);
        assert_contains(&page, "This needs the organiser");
        let (status, said) = room.post("/admin/api/close", key, &json!({}));
        assert_eq!(
            (status, said["code"].as_str()),
            (409, Some("no-round")),
            "{said}"
        );
        let (status, said) = room.post("/admin/api/leave", key, &json!({"names": ["Zed"]}));
        assert_eq!(
            (status, said["code"].as_str()),
            (400, Some("unknown-name")),
            "{said}"
        );
        let (status, said) = room.post("/admin/api/arrive", key, &json!({"nmes": ["Ivo"]}));
        assert_eq!(
            (status, said["code"].as_str()),
            (400, Some("not-an-action")),
            "{said}"
        );
    });

    let (status, said) = room.post("/admin/api/draw", key, &json!({"keep_apart": ["Ann+Bob"]}));
    assert_eq!(status, 200, "{said}");
    assert_contains(
        said["said"].as_str().expect("what it did"),
        "Round 1 is drawn",
    );
    let players = seated(&room.evening());
    assert!(
        !players
            .iter()
            .any(|t| t.contains(&"Ann".to_string()) && t.contains(&"Bob".to_string())),
        "{players:?}"
    );
    let (status, page) = room.get(&format!("/admin?key={}", room.organiser));
    assert_eq!(status, 200);
    assert_contains(&page, &format!("t/1?key={}", room.keys[0]));
    let (status, cards) = room.get(&format!("/admin/cards?key={}", room.organiser));
    assert_eq!(status, 200);
    assert_contains(&cards, "<svg");
    assert_contains(&cards, &format!("t/2?key={}", room.keys[1]));

    // One hand at table 1; a close is refused, then forced.
    let (status, said) = room.record(1, &players[0]);
    assert_eq!(status, 200, "{said}");
    let (status, said) = room.post("/admin/api/redraw", key, &json!({}));
    assert_eq!(
        (status, said["code"].as_str()),
        (409, Some("redraw-started")),
        "{said}"
    );
    let (status, said) = room.post("/admin/api/close", key, &json!({}));
    assert_eq!(
        (status, said["code"].as_str()),
        (409, Some("unfinished")),
        "{said}"
    );
    let (status, said) = room.post("/admin/api/close", key, &json!({"force": true}));
    assert_eq!(status, 200, "{said}");
    assert_eq!(room.evening()["closed"], true);

    let (status, said) = room.post(
        "/admin/api/arrive",
        key,
        &json!({"names": ["Ivo"], "guests": ["Yul"]}),
    );
    assert_eq!(status, 200, "{said}");
    let (status, said) = room.post("/admin/api/leave", key, &json!({"names": ["Dee"]}));
    assert_eq!(status, 200, "{said}");
    let (status, said) = room.post("/admin/api/draw", key, &json!({}));
    assert_eq!(status, 200, "{said}");
    let evening = room.evening();
    assert_eq!(evening["round"], 2);
    let tables = env.json(&["club", "tables", "--json"]);
    assert_eq!(tables["round"], 2);
    assert_eq!(seated(&evening), seated(&tables));
    assert!(!seated(&evening).iter().flatten().any(|p| p == "Dee"));
    let (status, report) = room.get("/report");
    assert_eq!(status, 200);
    assert_contains(&report, "Yul");
}

#[test]
fn the_rooms_report_is_made_again_once_a_file_of_the_evening_changed() {
    // Issue 37: `/report` is made once per change of the files (not per request); a change
    // at any table is in the next one.
    let env = evening_of_nine();
    env.ok(&["club", "draw"]);
    let room = Room::start(&env);
    let (status, before) = room.get("/report");
    assert_eq!(status, 200);
    assert_eq!(
        room.get("/report").1,
        before,
        "nothing changed, the same report"
    );
    let table = &seated(&room.evening())[0];
    env.ok(&[
        "club",
        "record",
        "--table",
        "1",
        &format!("{}=QS 3", table[0]),
        &format!("{}=rest", table[3]),
    ]);
    let (status, after) = room.get("/report");
    assert_eq!(status, 200);
    assert_ne!(after, before, "the hand at table 1 is in the report");
    assert_eq!(room.get("/report").1, after);
}

/// What the organiser's page would show of an answer: its sentence and nothing a terminal
/// says (a command, a flag, a drawn table's box-drawing lines).
fn page_text(answer: &Value, field: &str) -> String {
    let text = answer[field].as_str().expect("a sentence").to_string();
    for terminal in ["hartenjagen", "--", "│", "─", "┌", "`"] {
        assert!(
            !text.contains(terminal),
            "{terminal:?} in the page's text: {text}"
        );
    }
    text
}

#[test]
fn the_organisers_page_says_what_each_action_did_as_page_text_and_a_closed_rounds_result() {
    let env = evening_of_nine();
    let room = Room::start(&env);
    let key = Some(room.organiser.as_str());
    let (status, said) = room.post("/admin/api/draw", key, &json!({}));
    assert_eq!(status, 200, "{said}");
    let drawn = page_text(&said, "said");
    assert_contains(&drawn, "Round 1 is drawn: 2 tables");
    let players = seated(&room.evening());
    let (status, said) = room.record(1, &players[0]);
    assert_eq!(status, 200, "{said}");
    // Closed too early: the page's own button, not a flag.
    let (status, said) = room.post("/admin/api/close", key, &json!({}));
    assert_eq!(
        (status, said["code"].as_str()),
        (409, Some("unfinished")),
        "{said}"
    );
    let refused = page_text(&said, "error");
    assert_contains(&refused, "Close anyway");
    // The close says the round's result: the evening's ranking after it.
    let (status, said) = room.post("/admin/api/close", key, &json!({"force": true}));
    assert_eq!(status, 200, "{said}");
    let closed = page_text(&said, "said");
    assert_contains(&closed, "Round 1 closed.");
    assert_contains(&closed, "Next: draw round 2");
    assert_contains(&closed, "The evening after round 1:");
    for player in players.iter().flatten() {
        assert!(
            closed
                .lines()
                .any(|l| l.contains(&format!(" {player}")) && l.contains("table points, margin")),
            "{player} in the round's result: {closed}"
        );
    }
    let (status, said) = room.post("/admin/api/undo", key, &json!({}));
    assert_eq!(status, 200, "{said}");
    page_text(&said, "said");
}
