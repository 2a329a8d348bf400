//! The server running: a port in use, Ctrl-C, and every connection busy or reconnecting
//! (issue 37: phones, at the connection cap a request in flight is answered).

use super::*;

#[test]
fn a_port_in_use_is_said_in_one_sentence() {
    let (env, file) = one_hand_played();
    let taken = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    let port = taken.local_addr().expect("its address").port().to_string();
    let said = env.fails(&["serve", "--file", &file, "--port", &port]);
    crate::assert_contains(&said, &format!("cannot listen on port {port}"));
    crate::assert_contains(&said, "--port 0");
}

#[test]
fn ctrl_c_stops_the_server_with_exit_130_and_loses_nothing() {
    let (env, file) = one_hand_played();
    let mut server = Server::start(&env, &file, &[]);
    let (status, _) = server.post_hand(
        "/api/record",
        &json!({"took": {"Ann": "QS", "Bob": "rest"}}),
    );
    assert_eq!(status, 200);
    let saved = std::fs::read_to_string(&file).expect("the match file");
    let pid = i32::try_from(server.child.id()).expect("a pid");
    // SAFETY: sends SIGINT to the child this test started.
    assert_eq!(unsafe { libc::kill(pid, libc::SIGINT) }, 0);
    let mut code = None;
    for _ in 0..200 {
        if let Some(status) = server.child.try_wait().expect("the server's status") {
            code = status.code();
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(code, Some(130));
    assert_eq!(
        std::fs::read_to_string(&file).expect("the match file"),
        saved
    );
    assert_eq!(env.status()["hands"].as_array().map(Vec::len), Some(2));
}

/// A whole request on a connection of its own, read until the server closes it or
/// `Connection: close` ends the answer: the status and the answer's text; none when the
/// connection was closed with no answer.
fn exchange(address: &str, request: &str) -> Option<(u16, String)> {
    exchanged(address, request).ok()
}

/// [`exchange`], saying what went wrong where no answer came.
fn exchanged(address: &str, request: &str) -> Result<(u16, String), String> {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(address).map_err(|e| format!("connect: {e}"))?;
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .expect("a read timeout");
    stream
        .write_all(request.as_bytes())
        .map_err(|e| format!("write: {e}"))?;
    let mut answer = Vec::new();
    let read = stream.read_to_end(&mut answer);
    let answer = String::from_utf8_lossy(&answer).to_string();
    let code = answer
        .split(' ')
        .nth(1)
        .and_then(|code| code.parse().ok())
        .ok_or_else(|| format!("read: {read:?} {answer:?}"))?;
    Ok((code, answer))
}

/// A save of `hand` (or a new hand, without one) with the key, closing the connection after.
fn save_request(server: &Server, hand: Option<usize>) -> String {
    let address = server
        .base
        .trim_start_matches("http://")
        .trim_end_matches('/');
    let body = match hand {
        Some(hand) => json!({"hand": hand, "took": {"Ann": "QS", "Bob": "rest"}}),
        None => json!({"took": {"Ann": "QS", "Bob": "rest"}}),
    }
    .to_string();
    format!(
        "POST /api/record HTTP/1.1\r\nHost: {address}\r\nAuthorization: Bearer {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        server.key,
        body.len()
    )
}

/// The server process's files open on `name` (Linux's /proc).
#[cfg(target_os = "linux")]
fn open_on(server: &Server, name: &str) -> usize {
    std::fs::read_dir(format!("/proc/{}/fd", server.child.id()))
        .map(|entries| {
            entries
                .flatten()
                .filter(|e| {
                    std::fs::read_link(e.path())
                        .is_ok_and(|target| target.to_string_lossy().ends_with(name))
                })
                .count()
        })
        .unwrap_or(0)
}

/// A server that may open 76 files: 4 ordinary connections (and 8 live ones).
const SMALL_SERVER: u64 = 76;

#[cfg(target_os = "linux")]
#[test]
fn when_every_connection_holds_a_request_in_flight_a_new_one_is_told_503_retry_after() {
    let (env, file) = one_hand_played();
    let server = Server::start_with(&env, &file, &[], Some(SMALL_SERVER));
    let address = server
        .base
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .to_string();
    let path = std::fs::canonicalize(&file).expect("the match file");
    let lock_name = hartenjagen::store::lock::lock_path(&path)
        .file_name()
        .expect("a name")
        .to_string_lossy()
        .to_string();
    // A terminal holds the match's lock: the four saves that come in wait for it (one at the
    // lock, three behind it), each read in full, each in flight on a thread of its own.
    let threads = || {
        std::fs::read_dir(format!("/proc/{}/task", server.child.id()))
            .map(|tasks| tasks.count())
            .unwrap_or(0)
    };
    let before = threads();
    let held = hartenjagen::store::lock::acquire(&path).expect("the match's lock");
    let saves: Vec<_> = (0..4)
        .map(|_| {
            let (address, request) = (address.clone(), save_request(&server, None));
            std::thread::spawn(move || exchange(&address, &request))
        })
        .collect();
    let mut waiting = (0, 0);
    for _ in 0..400 {
        waiting = (open_on(&server, &lock_name), threads() - before);
        if waiting == (1, 4) {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(
        waiting,
        (1, 4),
        "four saves in flight, one waiting for the lock"
    );
    // Every place holds a request in flight: the next connection is told to come back.
    let (status, answer) = exchange(
        &address,
        &format!("GET /api/status HTTP/1.1\r\nHost: {address}\r\n\r\n"),
    )
    .expect("an answer, not a closed connection");
    assert_eq!(status, 503, "{answer}");
    crate::assert_contains(&answer, "\r\nRetry-After: 1\r\n");
    // The terminal lets go: every save is saved and answered.
    drop(held);
    for save in saves {
        let (status, answer) = save.join().expect("a save").expect("the save was answered");
        assert_eq!(status, 200, "{answer}");
    }
    assert_eq!(env.status()["hands"].as_array().map(Vec::len), Some(5));
    assert_eq!(server.get("/api/status").0, 200);
}

#[test]
fn under_a_reconnecting_flood_every_hand_saved_is_answered() {
    use std::io::{Read, Write};
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};
    let env = TestEnv::new();
    env.ok(&["new", "--target", "5000", "--players", "Ann,Bob,Cas,Dee"]);
    let file = env.match_file().display().to_string();
    let server = Server::start_with(&env, &file, &[], Some(SMALL_SERVER));
    let address = server
        .base
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .to_string();
    // Eight clients (twice the cap) that open a connection, send half a request and open the next as soon
    // as the server closes it (for as long as the saves go on, each at most 60 s).
    let stop = Arc::new(AtomicBool::new(false));
    let flood: Vec<_> = (0..8)
        .map(|_| {
            let (address, stop) = (address.clone(), Arc::clone(&stop));
            std::thread::spawn(move || {
                let until = std::time::Instant::now() + Duration::from_secs(60);
                let mut opened = 0u32;
                while !stop.load(Ordering::SeqCst) && std::time::Instant::now() < until {
                    let Ok(mut stream) = std::net::TcpStream::connect(&address) else {
                        continue;
                    };
                    opened += 1;
                    let _ = stream.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n");
                    let _ = stream.set_read_timeout(Some(Duration::from_secs(1)));
                    let mut sink = [0u8; 256];
                    while matches!(stream.read(&mut sink), Ok(n) if n > 0) {}
                }
                opened
            })
        })
        .collect();
    // The table saves hands 1 to 20 meanwhile, each as the page does: with its number, and
    // again (the same number) when no answer came.
    let mut hand = 1;
    let mut answered = 0;
    let mut unanswered = 0;
    let mut seen = Vec::new();
    for _ in 0..60 {
        if hand > 20 {
            break;
        }
        let got = exchanged(&address, &save_request(&server, Some(hand)));
        seen.push(
            got.as_ref()
                .map(|(status, _)| *status)
                .map_err(Clone::clone),
        );
        let got = got.ok();
        match got {
            Some((200, _)) => {
                hand += 1;
                answered += 1;
            }
            Some((503, answer)) => {
                crate::assert_contains(&answer, "Retry-After: 1");
            }
            Some((status, answer)) => {
                panic!(
                    "hand {hand}: {status} (saved before, without an answer?): {answer}; {seen:?}"
                )
            }
            None => unanswered += 1,
        }
    }
    stop.store(true, Ordering::SeqCst);
    let opened: u32 = flood.into_iter().map(|f| f.join().expect("a flood")).sum();
    assert!(answered > 0, "no save got through");
    // Every hand in the file was answered 200; a connection closed unanswered saved nothing.
    let hands = env.status()["hands"].as_array().map(Vec::len).unwrap_or(0);
    assert_eq!(
        hands, answered,
        "{answered} answered, {unanswered} unanswered, {opened} flood connections"
    );
}
