//! Every HTTP status and JSON `code` the two servers answer, pinned in one table (issue 38's
//! ruling: the restructuring of `serve` and `club serve` keeps them identical). Each row is a
//! request a phone, a TV or the organiser's page can make, and what came back: the status, the
//! `code` of a JSON refusal (or `-` for a success), or the content type of a page.

use super::*;
use crate::club_serve::Room;
use crate::serve::Server;
use std::time::Duration;

/// One request: its method, its path (below the server's address), the key it carries as
/// `Authorization: Bearer` (if any), and its body (POST only).
struct Ask<'a> {
    method: &'a str,
    path: String,
    key: Option<&'a str>,
    body: &'a str,
}

/// What a request answered, as one row of the table.
fn row(base: &str, ask: &Ask) -> String {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(20)))
        .build()
        .into();
    let url = format!("{base}{}", ask.path.trim_start_matches('/'));
    let response = if ask.method == "GET" {
        let mut request = agent.get(&url);
        if let Some(key) = ask.key {
            request = request.header("Authorization", &format!("Bearer {key}"));
        }
        request.call()
    } else {
        let mut request = agent.post(&url);
        if let Some(key) = ask.key {
            request = request.header("Authorization", &format!("Bearer {key}"));
        }
        request
            .content_type("application/json")
            .send(ask.body.as_bytes())
    };
    let mut response = response.expect("the server answers");
    let status = response.status().as_u16();
    let kind = response
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let what = if kind.starts_with("text/event-stream") {
        // A live feed: its head is the answer; the stream is left unread.
        kind
    } else if kind.starts_with("application/json") {
        let text = response.body_mut().read_to_string().expect("a text answer");
        let json: Value =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"));
        match json.get("code").and_then(Value::as_str) {
            Some(code) => format!("code {code}"),
            None => "-".to_string(),
        }
    } else {
        let _ = response.body_mut().read_to_vec();
        kind
    };
    let key = match ask.key {
        Some(key) => format!(" (Bearer {key})"),
        None => String::new(),
    };
    let body = match ask.method {
        "POST" if ask.body.len() > 200 => format!(" <{} bytes>", ask.body.len()),
        "POST" => format!(" {}", ask.body),
        _ => String::new(),
    };
    format!("{} {}{key}{body} -> {status} {what}", ask.method, ask.path)
}

fn get<'a>(path: impl Into<String>) -> Ask<'a> {
    Ask {
        method: "GET",
        path: path.into(),
        key: None,
        body: "",
    }
}

fn post<'a>(path: impl Into<String>, key: Option<&'a str>, body: &'a str) -> Ask<'a> {
    Ask {
        method: "POST",
        path: path.into(),
        key,
        body,
    }
}

/// The rows of one server, the key replaced by `KEY` in what the table shows.
fn table(base: &str, asks: &[Ask], keys: &[&str]) -> String {
    asks.iter()
        .map(|ask| {
            let mut line = row(base, ask);
            for (i, key) in keys.iter().enumerate() {
                line = line.replace(key, &format!("KEY{}", i));
            }
            line
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn every_status_and_code_of_serve_is_pinned() {
    let env = TestEnv::new();
    env.ok(&["new", "--players", "Ann,Bob,Cas,Dee"]);
    env.ok(&["record", "Ann=QS", "Bob=rest"]);
    let file = fs::read_dir(env.path("matches"))
        .expect("the matches folder")
        .map(|e| e.expect("an entry").path())
        .find(|p| p.extension().is_some_and(|e| e == "toml"))
        .expect("a match file")
        .display()
        .to_string();
    let server = Server::start(&env, &file, &[]);
    let key = server.key.clone();
    let k = Some(key.as_str());
    let wrong = Some("not-the-key");
    let big = format!("{{\"took\": \"{}\"}}", "x".repeat(70_000));
    let asks = [
        get("/"),
        get(format!("/?key={key}")),
        get("/?key=not-the-key"),
        get("/live"),
        get("/report"),
        get("/manifest.webmanifest"),
        get("/icon-192.png"),
        get("/icon-512.png"),
        get("/api/status"),
        get("/api/next"),
        get("/api/events"),
        get("/api/hand?number=1"),
        get("/api/hand?number=9"),
        get("/api/hand?number=x"),
        get("/api/hand"),
        get("/nothing-here"),
        post(
            "/api/record",
            None,
            r#"{"took": {"Ann": "QS", "Bob": "rest"}}"#,
        ),
        post(
            "/api/record",
            wrong,
            r#"{"took": {"Ann": "QS", "Bob": "rest"}}"#,
        ),
        post("/api/record", k, "not json"),
        post("/api/record", k, r#"{"took": {"Ann": "QS"}, "what": 1}"#),
        post("/api/record", k, r#"{"took": {"Ann": "QS", "Ann": "2"}}"#),
        post(
            "/api/record",
            k,
            r#"{"took": {"Zed": "QS", "Bob": "rest"}}"#,
        ),
        post(
            "/api/record",
            k,
            r#"{"took": {"Ann": "QS QS", "Bob": "rest"}}"#,
        ),
        post("/api/record", k, r#"{"took": {"Ann": "QS 3"}}"#),
        post("/api/record", k, &big),
        post("/api/check", k, r#"{"took": {"Ann": "QS", "Bob": "rest"}}"#),
        post("/api/check", k, r#"{"took": {"Ann": "ZZ"}}"#),
        post(
            "/api/record",
            k,
            r#"{"hand": 1, "took": {"Ann": "QS", "Bob": "rest"}}"#,
        ),
        post(
            "/api/record",
            k,
            r#"{"hand": 2, "took": {"Ann": "QS", "Bob": "rest"}}"#,
        ),
        post("/api/edit", k, r#"{"number": 9, "took": {"Ann": "QS"}}"#),
        post("/api/edit", k, r#"{"number": 1, "took": {"Ann": "QS"}}"#),
        post(
            "/api/edit",
            k,
            r#"{"number": 1, "took": {"Ann": "QS", "Cas": "rest"}}"#,
        ),
        post(
            "/api/edit",
            k,
            r#"{"number": 1, "took": {"Ann": "QS", "Cas": "rest"}}"#,
        ),
        post("/api/edit", k, r#"{"number": 1}"#),
        post("/api/undo", k, r#"{"hands": 1}"#),
        post("/api/undo", k, r#"{}"#),
        post("/api/undo", k, r#"{}"#),
        post("/api/undo", k, r#"{}"#),
        post("/api/nothing", k, "{}"),
    ];
    insta::assert_snapshot!("serve_statuses", table(&server.base, &asks, &[&key]));
}

#[test]
fn every_status_and_code_of_club_serve_is_pinned() {
    let env = TestEnv::new();
    env.ok(&["club", "new", "Tuesday", "--hands", "2"]);
    env.ok(&[
        "club",
        "start",
        "--players",
        "Ann,Bob,Cas,Dee,Eva,Fer,Gijs,Hen",
        "--date",
        "2026-09-01",
    ]);
    let room = Room::start(&env);
    let org = room.organiser.clone();
    let t1 = room.keys[0].clone();
    let o = Some(org.as_str());
    let k = Some(t1.as_str());
    let wrong = Some("not-the-key");
    let before_draw = [
        get("/"),
        get("/live"),
        get("/me"),
        get("/me?name=Ann"),
        get("/api/evening"),
        get("/api/events"),
        get("/report"),
        get("/admin"),
        get(format!("/admin?key={org}")),
        get("/admin?key=not-the-key"),
        get(format!("/admin/cards?key={org}")),
        get("/admin/cards"),
        get(format!("/t/1?key={t1}")),
        get("/t/1"),
        get("/t/9"),
        get("/t/x"),
        get("/t/1/api/status"),
        post("/t/1/api/record", k, "{}"),
        post("/admin/api/draw", None, "{}"),
        post("/admin/api/draw", wrong, "{}"),
        post("/admin/api/what", o, "{}"),
        post("/admin/api/close", o, "{}"),
        post("/admin/api/draw", o, "not json"),
        post("/admin/api/draw", o, "{}"),
    ];
    let mut shown = table(&room.base, &before_draw, &[&org, &t1]);
    let evening = room.evening();
    let players = crate::club_serve::seated(&evening);
    let ann = &players[0][0];
    let bob = &players[0][1];
    let hand = format!(r#"{{"took": {{"{ann}": "QS 3", "{bob}": "rest"}}}}"#);
    let refused = format!(r#"{{"took": {{"{ann}": "QS QS", "{bob}": "rest"}}}}"#);
    let stale = format!(r#"{{"took": {{"{ann}": "QS 3", "{bob}": "rest"}}}}"#);
    let after_draw = [
        get(format!("/t/1?key={t1}")),
        get("/t/1"),
        get("/t/1/live"),
        get("/t/1/report"),
        get("/t/1/api/status"),
        get("/t/1/api/next"),
        get("/t/1/api/events"),
        get("/t/1/api/hand?number=1"),
        get("/t/1/nothing"),
        post("/t/1/api/record", None, &hand),
        post("/t/1/api/record", wrong, &hand),
        post("/t/1/api/record", k, &refused),
        post("/t/1/api/check", k, &hand),
        post("/t/1/api/record?round=9", k, &stale),
        post("/t/1/api/record", k, &hand),
        post("/t/1/api/undo", k, "{}"),
        post("/t/1/api/record", k, &hand),
        post("/t/1/api/edit", k, r#"{"number": 9}"#),
        post("/t/1/api/what", k, "{}"),
        post("/t/2/api/record", k, &hand),
        post("/admin/api/arrive", o, r#"{"names": ["Ann"]}"#),
        post("/admin/api/leave", o, r#"{"names": ["Nobody"]}"#),
        post("/admin/api/rename", o, r#"{"from": "Nobody", "to": "X"}"#),
        post("/admin/api/close", o, "{}"),
        post("/admin/api/close", o, r#"{"force": true}"#),
        post("/t/1/api/record", k, &hand),
        get(format!("/t/1?key={t1}")),
        post("/admin/api/undo", o, "{}"),
        post("/admin/api/undo", o, "{}"),
        post("/admin/api/undo", o, "{}"),
        post("/admin/api/redraw", o, "{}"),
    ];
    shown.push('\n');
    shown.push_str(&table(&room.base, &after_draw, &[&org, &t1]));
    insta::assert_snapshot!("club_serve_statuses", shown);
}
