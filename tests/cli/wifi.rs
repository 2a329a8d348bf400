//! Safe on a shared Wi-Fi (issue "Safe on a shared Wi-Fi", SPEC.md `serve`): a server nobody
//! on the network can knock over, a hand a phone cannot save twice, answers only for this
//! server's own names. Every server listens on 127.0.0.1 on a port it picked, every loop and
//! wait is bounded, and every server is stopped when its test ends.

use crate::serve::{Server, one_hand_played};
use crate::started;
use serde_json::{Value, json};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// The server's `127.0.0.1:PORT`.
fn address(server: &Server) -> String {
    server
        .base
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .to_string()
}

/// A connection that has sent `text` and then nothing more.
fn sent(server: &Server, text: &str) -> TcpStream {
    let mut stream = TcpStream::connect(address(server)).expect("the server takes connections");
    stream
        .write_all(text.as_bytes())
        .expect("the request goes out");
    stream
}

/// Reads until the server closes the connection (true) or `deadline` passes (false).
fn closed_by(stream: &mut TcpStream, deadline: Instant) -> bool {
    let mut buffer = [0u8; 4096];
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return false;
        }
        stream.set_read_timeout(Some(left)).expect("a read timeout");
        match stream.read(&mut buffer) {
            Ok(0) => return true,
            Ok(_) => continue,
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => return false,
            Err(e) if e.kind() == std::io::ErrorKind::TimedOut => return false,
            Err(_) => return true,
        }
    }
}

/// A whole request over a connection of its own: the status line's code and the body.
fn raw_request(server: &Server, request: &str) -> (u16, String) {
    let mut stream = sent(server, request);
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .expect("a read timeout");
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    let code = answer
        .split(' ')
        .nth(1)
        .and_then(|code| code.parse().ok())
        .unwrap_or_else(|| panic!("not an HTTP answer: {answer:?}"));
    let body = answer
        .split_once("\r\n\r\n")
        .map(|(_, body)| body.to_string())
        .unwrap_or_default();
    (code, body)
}

#[test]
fn half_sent_requests_and_idle_connections_are_closed_within_seconds() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &[]);
    let host = address(&server);
    let key = &server.key;
    let mut slow = vec![
        (
            "a header never finished",
            sent(&server, "GET / HTTP/1.1\r\nHost: "),
        ),
        (
            "a body shorter than its length",
            sent(
                &server,
                &format!(
                    "POST /api/record HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bearer {key}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{{\"took\":"
                ),
            ),
        ),
        (
            "a chunked body never ended",
            sent(
                &server,
                &format!(
                    "POST /api/check HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bearer {key}\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{{}}\r\n"
                ),
            ),
        ),
        ("nothing sent at all", sent(&server, "")),
        (
            "kept alive after an answer",
            sent(
                &server,
                &format!("GET /api/status HTTP/1.1\r\nHost: {host}\r\n\r\n"),
            ),
        ),
    ];
    // Seconds, not minutes: the header timeout is 5 s and the body timeout 10 s.
    let deadline = Instant::now() + Duration::from_secs(40);
    for (what, stream) in &mut slow {
        assert!(closed_by(stream, deadline), "{what}: still open after 40 s");
    }
    // The server still answers.
    assert_eq!(server.get("/api/status").0, 200);
}

#[test]
fn a_flood_of_idle_connections_leaves_the_tables_requests_answered() {
    // A server that may open 256 files, and three times as many connections held open: without
    // a cap it runs out of files and answers nobody.
    const SERVER_FILES: u64 = 256;
    const FLOOD: usize = 768;
    if hartenjagen::serve::raise_open_files() < FLOOD as u64 + 64 {
        eprintln!("skipped: this test needs {} open files", FLOOD + 64);
        return;
    }
    let (env, file) = one_hand_played();
    let server = Server::start_with(&env, &file, &[], Some(SERVER_FILES));
    let mut flood = Vec::with_capacity(FLOOD);
    for _ in 0..FLOOD {
        match TcpStream::connect(address(&server)) {
            Ok(mut stream) => {
                let _ = stream.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n");
                flood.push(stream);
            }
            Err(_) => break,
        }
    }
    assert!(
        flood.len() > SERVER_FILES as usize,
        "{} connections",
        flood.len()
    );
    for _ in 0..5 {
        let (status, body) = server.get("/api/status");
        assert_eq!(status, 200, "{body}");
    }
    drop(flood);
}

#[test]
fn a_hand_sent_with_the_number_the_page_showed_is_saved_once() {
    let (env, _file) = one_hand_played();
    let server = Server::start(&env, &env.match_file().display().to_string(), &[]);
    let hand = json!({"hand": 2, "entries": 1, "took": {"Ann": "QS", "Bob": "rest"}});
    let (status, saved) = server.post_hand("/api/record", &hand);
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved["hands"].as_array().map(Vec::len), Some(2));
    // The same hand again (a second phone, or a retry after a lost answer): 409, not saved.
    env.assert_unchanged(|| {
        let (status, said) = server.post_hand("/api/record", &hand);
        assert_eq!(
            (status, said["code"].as_str()),
            (409, Some("match-moved-on"))
        );
        assert_eq!((said["hand"].clone(), said["entries"].clone()), (json!(3), json!(2)));
        // The server says that the hand saved is this very hand: the page drops it.
        assert_eq!(said["same"], json!(true));
        assert_eq!(
            said["error"],
            "Hand 2 was saved meanwhile, from another phone or a terminal, and hand 2 has exactly the cards typed here: it is in the match once, and nothing was saved twice."
        );
        let (status, said) = server.post_hand("/api/check", &hand);
        assert_eq!((status, said["code"].as_str()), (409, Some("match-moved-on")));
        // Undo of a hand that is no longer the last.
        let (status, said) = server.post_hand("/api/undo", &json!({"hand": 1}));
        assert_eq!((status, said["code"].as_str()), (409, Some("match-moved-on")));
        let (status, said) = server.post_hand("/api/undo", &json!({"entries": 1}));
        assert_eq!((status, said["code"].as_str()), (409, Some("match-moved-on")));
        // A hand number that is not a number is a bad body.
        let (status, said) = server.post_hand("/api/record", &json!({"hand": "two"}));
        assert_eq!((status, said["code"].as_str()), (400, Some("not-a-hand")));
    });
    // As the page now shows it, the hand saves as hand 3; a body without "hand" (a script)
    // saves as it always did.
    let (status, _) = server.post_hand(
        "/api/check",
        &json!({"hand": 3, "entries": 2, "took": {"Ann": "QS", "Bob": "rest"}}),
    );
    assert_eq!(status, 200);
    let (status, _) = server.post_hand(
        "/api/record",
        &json!({"took": {"Ann": "QS", "Bob": "rest"}}),
    );
    assert_eq!(status, 200);
    let (status, said) = server.post_hand("/api/undo", &json!({"hand": 3, "entries": 3}));
    assert_eq!(status, 200, "{said}");
    assert_eq!(env.status()["hands"].as_array().map(Vec::len), Some(2));
}

#[test]
fn a_hand_removed_meanwhile_is_said_and_nothing_is_saved() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &[]);
    env.ok(&["undo", "--file", &file]);
    env.assert_unchanged(|| {
        let (status, said) = server.post_hand(
            "/api/record",
            &json!({"hand": 2, "took": {"Ann": "QS", "Bob": "rest"}}),
        );
        assert_eq!(status, 409);
        assert_eq!(
            said["error"],
            "Meanwhile hand 1 was removed, from another phone or a terminal; nothing was saved. The hand being entered now is hand 1."
        );
    });
}

#[test]
fn only_requests_for_the_servers_own_names_are_answered() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &[]);
    let port = address(&server)
        .rsplit_once(':')
        .expect("a port")
        .1
        .to_string();
    for host in [format!("127.0.0.1:{port}"), format!("localhost:{port}")] {
        let (status, body) = raw_request(
            &server,
            &format!("GET /api/status HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"),
        );
        assert_eq!(status, 200, "{host}: {body}");
    }
    for request in [
        format!(
            "GET /api/status HTTP/1.1\r\nHost: evil.example:{port}\r\nConnection: close\r\n\r\n"
        ),
        "GET /report HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n".to_string(),
        "GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".to_string(),
        format!(
            "GET http://evil.example:{port}/api/status HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n"
        ),
        "GET /api/status HTTP/1.0\r\n\r\n".to_string(),
    ] {
        let (status, body) = raw_request(&server, &request);
        assert_eq!(status, 421, "{request:?}: {body}");
        assert!(!body.contains("Ann"), "{request:?}: {body}");
        let json: Value = serde_json::from_str(body.trim()).expect("the error JSON");
        assert_eq!(json["code"], "wrong-host");
    }
}

#[test]
fn a_file_that_cannot_be_read_is_a_500_that_does_not_say_where_it_is() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &[]);
    std::fs::remove_file(&file).expect("the match file goes");
    std::fs::create_dir(&file).expect("a folder in its place");
    let (status, body) = server.get("/api/status");
    assert_eq!(status, 500, "{body}");
    let home = env.home().display().to_string();
    assert!(!body.contains(&home), "{body}");
    let name = std::path::Path::new(&file)
        .file_name()
        .expect("a file name")
        .to_string_lossy()
        .to_string();
    assert!(body.contains(&name), "{body}");
}

#[test]
fn the_banner_escapes_a_file_name_that_could_work_the_terminal() {
    let env = started("hartenjagen", "Ann,Bob,Cas,Dee");
    let file = env.path("x\u{1b}]0;PWN\u{7}y.toml");
    std::fs::copy(env.match_file(), &file).expect("a copy under a hostile name");
    let server = Server::start(&env, &file, &[]);
    assert!(!server.banner.contains('\u{1b}'), "{:?}", server.banner);
    assert!(
        server.banner.contains("x\\u001b]0;PWN\\u0007y.toml"),
        "{:?}",
        server.banner
    );
}

#[test]
fn a_query_that_cannot_be_read_answers_the_error_json() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &[]);
    let key = server.key.clone();
    for path in [
        format!("/?key={key}&key={key}"),
        "/api/events?since=a&since=b".into(),
    ] {
        let (status, body) = server.get(&path);
        assert_eq!(status, 400, "{path}: {body}");
        let json: Value = serde_json::from_str(&body).expect("the error JSON");
        assert_eq!(json["code"], "bad-query");
    }
    env.assert_unchanged(|| {
        let (status, said) = server.post(
            &format!("/api/check?key={key}&key=x"),
            None,
            br#"{"took":{"Ann":"QS","Bob":"rest"}}"#,
        );
        assert_eq!((status, said["code"].as_str()), (400, Some("bad-query")));
    });
}

#[test]
fn a_key_repeated_in_the_body_is_refused_like_a_player_named_twice() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &[]);
    env.assert_unchanged(|| {
        let (status, said) = server.post(
            "/api/record",
            Some(&server.key),
            br#"{"took":{"Ann":"QS 13","Ann":"-","Bob":"rest"}}"#,
        );
        assert_eq!((status, said["code"].as_str()), (400, Some("named-twice")));
        let (status, said) = server.post(
            "/api/record",
            Some(&server.key),
            br#"{"moon":"add","moon":"subtract","took":{"Ann":"QS","Bob":"rest"}}"#,
        );
        assert_eq!((status, said["code"].as_str()), (400, Some("not-a-hand")));
    });
}
