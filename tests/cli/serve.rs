//! `serve` (SPEC.md, "serve"): the real server on 127.0.0.1, on a port it picked itself,
//! asked over HTTP as a phone would. Every server is stopped when its test ends.

use crate::{TestEnv, started};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// A running `hartenjagen serve` and the two addresses it printed.
pub(crate) struct Server {
    child: Child,
    /// The scoreboard's address, `http://127.0.0.1:PORT/`.
    pub(crate) base: String,
    /// The table's address, with the key.
    pub(crate) table: String,
    /// The table's key.
    pub(crate) key: String,
    /// The first line it printed (`Serving FILE`).
    pub(crate) banner: String,
}

/// The lines a server prints, as they come (read on a thread of their own).
pub(crate) fn printed_lines(child: &mut Child) -> mpsc::Receiver<String> {
    let stdout = child.stdout.take().expect("the server's output");
    let (lines, received) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if lines.send(line).is_err() {
                break;
            }
        }
    });
    received
}

impl Server {
    /// Starts `serve --file FILE --port 0` and waits (at most 30 s) for its addresses.
    pub(crate) fn start(env: &TestEnv, file: &str, extra: &[&str]) -> Server {
        Server::start_with(env, file, extra, None)
    }

    /// Starts `serve` as [`Server::start`] does, allowed to open at most `open_files` files
    /// (its soft and hard limit) where given.
    pub(crate) fn start_with(
        env: &TestEnv,
        file: &str,
        extra: &[&str],
        open_files: Option<u64>,
    ) -> Server {
        Server::start_at(env, file, extra, open_files, 0)
    }

    /// `serve` again on the port this one had (stopped first): a page open on it finds it
    /// back at the same address, as after a restart at the table.
    pub(crate) fn restart(&mut self, env: &TestEnv, file: &str, extra: &[&str]) {
        self.stop();
        let port = self
            .base
            .trim_end_matches('/')
            .rsplit(':')
            .next()
            .and_then(|port| port.parse().ok())
            .expect("the scoreboard's port");
        *self = Server::start_at(env, file, extra, None, port);
    }

    /// [`Server::start_with`] on `port` (0: a free one).
    fn start_at(
        env: &TestEnv,
        file: &str,
        extra: &[&str],
        open_files: Option<u64>,
        port: u16,
    ) -> Server {
        let port = port.to_string();
        let mut command = Command::new(assert_cmd::cargo::cargo_bin!("hartenjagen"));
        command
            .env("HARTENJAGEN_HOME", env.home())
            .env_remove("HARTENJAGEN_LANG")
            .current_dir(env.home())
            .args(["serve", "--file", file, "--port", port.as_str()])
            .args(extra)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        if let Some(files) = open_files {
            use std::os::unix::process::CommandExt;
            let limit = libc::rlimit {
                rlim_cur: files,
                rlim_max: files,
            };
            // SAFETY: only setrlimit runs between fork and exec, on a struct of plain numbers.
            unsafe {
                command.pre_exec(move || {
                    if libc::setrlimit(libc::RLIMIT_NOFILE, &limit) == 0 {
                        Ok(())
                    } else {
                        Err(std::io::Error::last_os_error())
                    }
                });
            }
        }
        let mut child = command.spawn().expect("cannot start hartenjagen serve");
        let received = printed_lines(&mut child);
        let mut addresses = Vec::new();
        let mut banner = None;
        while addresses.len() < 2 {
            let line = received
                .recv_timeout(Duration::from_secs(30))
                .expect("serve printed its addresses");
            banner.get_or_insert_with(|| line.clone());
            if let Some(address) = line.trim().strip_prefix("http://") {
                addresses.push(format!("http://{address}"));
            }
        }
        let table = addresses.pop().expect("the table's address");
        let base = addresses.pop().expect("the scoreboard's address");
        assert!(base.starts_with("http://127.0.0.1:"), "{base}");
        let key = table
            .split_once("?key=")
            .expect("the table's address carries the key")
            .1
            .to_string();
        assert_eq!(table, format!("{base}?key={key}"));
        Server {
            child,
            base,
            table,
            key,
            banner: banner.unwrap_or_default(),
        }
    }

    /// An HTTP client that returns every status as it is and gives up after 20 s.
    pub(crate) fn agent() -> ureq::Agent {
        ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_global(Some(Duration::from_secs(20)))
            .build()
            .into()
    }

    /// `GET path`: the status and the body.
    pub(crate) fn get(&self, path: &str) -> (u16, String) {
        let mut response = Self::agent()
            .get(format!("{}{}", self.base, path.trim_start_matches('/')))
            .call()
            .expect("the server answers");
        let status = response.status().as_u16();
        let body = response.body_mut().read_to_string().expect("a text answer");
        (status, body)
    }

    /// `POST path` with `body` and, if given, `Authorization: Bearer KEY`.
    pub(crate) fn post(&self, path: &str, key: Option<&str>, body: &[u8]) -> (u16, Value) {
        let mut request =
            Self::agent().post(format!("{}{}", self.base, path.trim_start_matches('/')));
        if let Some(key) = key {
            request = request.header("Authorization", &format!("Bearer {key}"));
        }
        let mut response = request
            .content_type("application/json")
            .send(body)
            .expect("the server answers");
        let status = response.status().as_u16();
        let text = response
            .body_mut()
            .with_config()
            .limit(1 << 20)
            .read_to_string()
            .expect("a text answer");
        let json = serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"));
        (status, json)
    }

    /// `POST path` with the table's key and a JSON body.
    pub(crate) fn post_hand(&self, path: &str, hand: &Value) -> (u16, Value) {
        self.post(path, Some(&self.key), hand.to_string().as_bytes())
    }
}

impl Server {
    /// Stops the server (as a pulled plug would: no answer to anything still on its way).
    pub(crate) fn stop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop();
    }
}

/// A four-player Hartenjagen with one hand played, its file, and `<Dee>`'s name to be escaped.
pub(crate) fn one_hand_played() -> (TestEnv, String) {
    let env = started("hartenjagen", "Ann,Bob,Cas,<b>Dee</b>");
    let file = env.match_file().display().to_string();
    env.ok(&[
        "record",
        "--file",
        &file,
        "Ann=QS 3",
        "Bob=5",
        "<b>Dee</b>=rest",
    ]);
    (env, file)
}

/// A match of `variant` for `players` (comma-separated) with `hands` hands recorded, to 250
/// so that it is still being played. In Cancellation three players score each hand, hand 10
/// is a moon (the shooter takes 52 off) and hand 15 has a dead last trick out of play; in
/// other games two players share the hand.
pub(crate) fn long_match(variant: &str, players: &str, hands: usize) -> (crate::TestEnv, String) {
    let env = crate::TestEnv::new();
    env.ok(&[
        "new",
        "--variant",
        variant,
        "--target",
        "250",
        "--players",
        players,
    ]);
    let file = env.match_file().display().to_string();
    let names: Vec<&str> = players.split(',').collect();
    let n = names.len();
    let cancellation = variant == "cancellation";
    for i in 0..hands {
        let (a, b, c) = (names[i % n], names[(i + 3) % n], names[(i + 5) % n]);
        let mut args = vec!["record".to_string(), "--file".into(), file.clone()];
        match i {
            9 if cancellation => {
                args.extend(["--moon".into(), "subtract".into(), format!("{a}=rest")]);
            }
            14 if cancellation => {
                args.extend(["--out".into(), "QS AH AH".into()]);
                args.extend([format!("{a}=QS 20"), format!("{b}=4")]);
            }
            _ if cancellation => {
                args.extend([format!("{a}=QS 5"), format!("{b}=6"), format!("{c}=rest")]);
            }
            _ => args.extend([format!("{a}=5"), format!("{}=rest", names[(i + 1) % n])]),
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        env.ok(&args);
    }
    (env, file)
}

/// The eight players of the long matches.
pub(crate) const EIGHT: &str = "Oma Truus,Bart,Cas,Dee,Eve,Fay,Gus,Frederique";

/// No file from elsewhere: no address with a host in any `src`, `href` or `url(`.
fn assert_self_contained(page: &str) {
    for outside in [
        "src=\"http",
        "href=\"http",
        "src='http",
        "url(http",
        "@import",
    ] {
        assert!(!page.contains(outside), "the page loads {outside}…");
    }
}

#[test]
fn the_page_shows_the_standings_the_banner_the_chart_and_the_last_hand() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &[]);
    let (status, page) = server.get("/");
    assert_eq!(status, 200);
    assert!(page.starts_with("<!doctype html>"));
    assert!(page.contains("name=\"viewport\""));
    for part in [
        "Standings",
        "Next hand",
        "Hand 2: Bob deals 13 cards each.",
        "Ann gives 3 cards to &lt;b&gt;Dee&lt;/b&gt;.",
        "Whoever holds 2♣ leads the first trick.",
        "Hearts may not be led until broken.",
        "Last hand",
        "Hand 1 recorded: Ann +16, Bob +5, Cas 0, &lt;b&gt;Dee&lt;/b&gt; +5.",
        "<svg",
        "class=\"leader\"",
    ] {
        crate::assert_contains(&page, part);
    }
    assert!(!page.contains("<b>Dee"), "a name is escaped everywhere");
    assert!(
        !page.contains("id=\"hand\""),
        "no entry form without the key"
    );
    assert_self_contained(&page);
    assert!(
        page.len() < 100_000,
        "the first page is {} bytes",
        page.len()
    );

    let (status, keyed) = server.get(&format!("/?key={}", server.key));
    assert_eq!(status, 200);
    crate::assert_contains(&keyed, "id=\"hand\"");
    crate::assert_contains(
        &keyed,
        "data-player=\"&lt;b&gt;Dee&lt;/b&gt;\" value=\"rest\"",
    );
    let (_, wrong) = server.get("/?key=0123456789abcdef0123456789abcdef");
    assert!(!wrong.contains("id=\"hand\""));
    crate::assert_contains(&wrong, "key no longer opens the table");
}

#[test]
fn the_first_load_stays_under_100_kb_with_eight_players_thirty_hands_and_the_chart() {
    let (env, file) = long_match("cancellation", EIGHT, 30);
    let server = Server::start(&env, &file, &[]);
    for path in ["/", &format!("/?key={}", server.key), "/?tv"] {
        let (status, page) = server.get(path);
        assert_eq!(status, 200);
        crate::assert_contains(&page, "<svg class=\"hj-chart\"");
        crate::assert_contains(&page, "<th scope=\"row\">30</th>");
        eprintln!("GET {path}: {} bytes", page.len());
        assert!(
            page.len() < 100_000,
            "GET {path} is {} bytes, over 100 KB",
            page.len()
        );
    }
}

#[test]
fn the_tv_layout_is_read_only_even_with_the_key() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &[]);
    let (status, scoreboard) = server.get("/");
    assert_eq!(status, 200);
    crate::assert_contains(&scoreboard, "<style media=\"(min-width: 1600px)");
    crate::assert_contains(&scoreboard, "<a href=\"/?tv\">TV</a>");
    for path in [
        "/?tv".to_string(),
        format!("/?tv&key={}", server.key),
        format!("/?key={}&tv=1", server.key),
        "/?tv&key=0123456789abcdef0123456789abcdef".to_string(),
    ] {
        let (status, tv) = server.get(&path);
        assert_eq!(status, 200, "{path}");
        assert!(
            !tv.contains("<form"),
            "{path}: the TV layout has no entry form"
        );
        assert!(!tv.contains("wrong-key"), "{path}");
        assert!(
            !tv.contains("<style media="),
            "{path}: the TV layout on any screen"
        );
        crate::assert_contains(&tv, "grid-template-columns: minmax(0, 19rem)");
        crate::assert_contains(&tv, "Hand 1 recorded");
    }
    // The live part is the same for every layout: the TV's page replaces it as any page does.
    let (status, live) = server.get("/live");
    assert_eq!(status, 200);
    crate::assert_contains(&live, "<div class=\"side\">");
    crate::assert_contains(&live, "<div class=\"board\">");
}

#[test]
fn the_report_is_printed_on_a4_unless_the_locale_says_letter() {
    let (env, file) = one_hand_played();
    let export = |vars: &[(&str, &str)]| {
        let mut command = assert_cmd::Command::cargo_bin("hartenjagen").expect("the binary");
        command
            .env("HARTENJAGEN_HOME", env.home())
            .env_remove("LC_PAPER")
            .env_remove("LC_ALL")
            .env_remove("LANG")
            .args([
                "--lang", "en", "export", "--format", "html", "--file", &file,
            ]);
        for (name, value) in vars {
            command.env(name, value);
        }
        let output = command.output().expect("export runs");
        assert!(output.status.success());
        String::from_utf8(output.stdout).expect("UTF-8")
    };
    crate::assert_contains(&export(&[]), "@page { size: A4 portrait;");
    crate::assert_contains(&export(&[("LANG", "nl_NL.UTF-8")]), "size: A4 portrait");
    crate::assert_contains(&export(&[("LANG", "en_US.UTF-8")]), "size: letter portrait");
    crate::assert_contains(
        &export(&[("LC_PAPER", "de_DE.UTF-8"), ("LANG", "en_US.UTF-8")]),
        "size: A4 portrait",
    );
    crate::assert_contains(
        &export(&[("LC_ALL", "es_MX.UTF-8"), ("LANG", "nl_NL.UTF-8")]),
        "size: letter portrait",
    );
}

#[test]
fn the_apis_print_exactly_what_status_and_next_print() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &[]);
    assert_eq!(
        server.get("/api/status"),
        (200, env.ok(&["status", "--json", "--file", &file]))
    );
    assert_eq!(
        server.get("/api/next"),
        (200, env.ok(&["next", "--json", "--file", &file]))
    );
}

#[test]
fn a_hand_posted_with_the_key_is_saved_as_record_saves_it() {
    let (env, file) = one_hand_played();
    let twin = started("hartenjagen", "Ann,Bob,Cas,<b>Dee</b>");
    let twin_file = twin.match_file().display().to_string();
    twin.ok(&[
        "record",
        "--file",
        &twin_file,
        "Ann=QS 3",
        "Bob=5",
        "<b>Dee</b>=rest",
    ]);
    let server = Server::start(&env, &file, &[]);

    let hand = json!({"took": {"Ann": "2", "Bob": "QS", "<b>Dee</b>": "rest"},
        "moon": null, "renege": null, "out": null, "dealer": null, "pass": null});
    let (status, checked) = server.post_hand("/api/check", &hand);
    assert_eq!(status, 200, "{checked}");
    assert_eq!(checked["hands"].as_array().map(Vec::len), Some(2));
    assert_eq!(
        env.status()["hands"].as_array().map(Vec::len),
        Some(1),
        "a check saves nothing"
    );

    let (status, saved) = server.post_hand("/api/record", &hand);
    assert_eq!(status, 200, "{saved}");
    twin.ok(&[
        "record",
        "--file",
        &twin_file,
        "Ann=2",
        "Bob=QS",
        "<b>Dee</b>=rest",
    ]);
    let on_disk = env.status();
    assert_eq!(saved["totals"], on_disk["totals"]);
    assert_eq!(on_disk["totals"], twin.status()["totals"]);
    assert_eq!(
        on_disk["totals"],
        json!({"Ann": 18, "Bob": 18, "Cas": 0, "<b>Dee</b>": 16})
    );

    // The key also works as `?key=`.
    let by_query = Server::agent_post(&format!("{}api/undo?key={}", server.base, server.key));
    assert_eq!(by_query, 200);
    assert_eq!(env.status()["hands"].as_array().map(Vec::len), Some(1));
}

impl Server {
    fn agent_post(url: &str) -> u16 {
        Self::agent()
            .post(url)
            .send_empty()
            .expect("the server answers")
            .status()
            .as_u16()
    }
}

#[test]
fn every_refusal_says_why_in_one_sentence_and_changes_nothing() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &[]);
    let hand = json!({"took": {"Ann": "QS", "Bob": "rest"}});
    env.assert_unchanged(|| {
        let (status, said) = server.post("/api/record", None, hand.to_string().as_bytes());
        assert_eq!((status, said["code"].as_str()), (401, Some("key-needed")));
        let (status, _) = server.post(
            "/api/record",
            Some("0123456789abcdef0123456789abcdef"),
            hand.to_string().as_bytes(),
        );
        assert_eq!(status, 401, "a wrong key is no key");
        assert_eq!(server.post("/api/undo", None, b"").0, 401);

        for (body, code) in [
            (json!({"took": {"Ann": "QS"}}), "impossible-hand"),
            (json!({"took": {"Zed": "QS"}}), "unknown-player"),
            (json!({"took": {"Ann": "QS", "ann": "rest"}}), "named-twice"),
            (json!({"took": {"Ann": "XX"}}), "bad-cards"),
            (json!({"took": {"Ann": "rest"}, "pass": "up"}), "bad-value"),
            (
                json!({"took": {"Ann": "rest"}, "moon": "add"}),
                "no-moon-choice",
            ),
            (
                json!({"took": {"Ann": "rest"}, "bid": {"Ann": 5}}),
                "no-bidding",
            ),
            (json!({"tuk": {}}), "not-a-hand"),
            (json!({"took": {"Ann": ["QS"]}}), "not-a-hand"),
            (json!([1, 2]), "not-a-hand"),
        ] {
            let (status, said) = server.post_hand("/api/record", &body);
            assert_eq!(
                (status, said["code"].as_str()),
                (400, Some(code)),
                "{body}: {said}"
            );
            let sentence = said["error"].as_str().expect("a sentence");
            assert!(
                !sentence.is_empty() && !sentence.contains('\n'),
                "{sentence}"
            );
        }
        // A suit alone in a game without bidding is refused at the suit's field, a bid at the
        // bid's (issue 40, left from the last checks).
        for (body, field) in [
            (json!({"took": {"Ann": "rest"}, "suit": "S"}), "suit"),
            (json!({"took": {"Ann": "rest"}, "bid": {"Ann": 5}}), "bid"),
        ] {
            let (status, said) = server.post_hand("/api/record", &body);
            assert_eq!(
                (status, said["code"].as_str(), said["field"].as_str()),
                (400, Some("no-bidding"), Some(field)),
                "{body}: {said}"
            );
        }
        let (status, said) = server.post("/api/record", Some(&server.key), b"{\"took\": ");
        assert_eq!((status, said["code"].as_str()), (400, Some("not-a-hand")));
        let big = vec![b' '; 64 * 1024 + 1];
        let (status, said) = server.post("/api/record", Some(&server.key), &big);
        assert_eq!((status, said["code"].as_str()), (413, Some("too-large")));
    });
}

#[test]
fn a_finished_match_takes_no_more_hands() {
    let env = TestEnv::new();
    env.ok(&["new", "--players", "Ann,Bob,Cas,Dee", "--hands", "1"]);
    let file = env.match_file().display().to_string();
    env.ok(&["record", "--file", &file, "Ann=QS", "Bob=5", "Cas=rest"]);
    let server = Server::start(&env, &file, &[]);
    env.assert_unchanged(|| {
        let (status, said) = server.post_hand("/api/record", &json!({"took": {"Ann": "rest"}}));
        assert_eq!(
            (status, said["code"].as_str()),
            (409, Some("match-over")),
            "{said}"
        );
        let (status, next) = server.get("/api/next");
        assert_eq!(status, 409);
        let next: Value = serde_json::from_str(&next).expect("the error JSON");
        assert_eq!(next["code"], "match-over");
    });
    let (_, page) = server.get(&format!("/?key={}", server.key));
    crate::assert_contains(&page, "<section hidden id=\"entry\"");
    crate::assert_contains(&page, "🏆 Dee wins!");
}

#[test]
fn undo_removes_the_last_entry_and_then_has_nothing_to_remove() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &[]);
    let (status, after) = server.post("/api/undo", Some(&server.key), b"");
    assert_eq!(status, 200, "{after}");
    assert_eq!(after["hands"], json!([]));
    assert_eq!(env.status()["hands"], json!([]));
    env.assert_unchanged(|| {
        let (status, said) = server.post("/api/undo", Some(&server.key), b"");
        assert_eq!(
            (status, said["code"].as_str()),
            (400, Some("nothing-to-undo"))
        );
    });
}

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

#[test]
fn the_report_is_one_printable_file_the_same_as_export_html() {
    let (env, file) = one_hand_played();
    let exported = env.ok(&["export", "--format", "html", "--file", &file]);
    for part in [
        "<!doctype html>",
        "@media print",
        "Ranking",
        "1st",
        "&lt;b&gt;Dee&lt;/b&gt;",
        "Every hand",
        "Summary",
        "Hands played: 1",
        "<svg",
    ] {
        crate::assert_contains(&exported, part);
    }
    assert!(!exported.contains("<b>Dee"));
    assert_self_contained(&exported);
    let server = Server::start(&env, &file, &[]);
    assert_eq!(server.get("/report"), (200, exported));
}

#[test]
fn serve_speaks_the_language_it_runs_in() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &["--lang", "nl"]);
    let (_, page) = server.get("/");
    crate::assert_contains(&page, "<html lang=\"nl\">");
    crate::assert_contains(&page, "Volgende ronde");
    crate::assert_contains(&page, "Ronde 2: Bob deelt ieder 13 kaarten.");
    // The chart's words too, on the page and in the report.
    let (_, report) = server.get("/report");
    for html in [&page, &report] {
        crate::assert_contains(html, "— stand per ronde</title>");
        crate::assert_contains(html, ">ronde</text>");
        crate::assert_contains(html, ">eindpunt 100</text>");
        assert!(!html.contains("running totals"), "{html}");
    }
    crate::assert_contains(&page, "<a href=\"/?tv\">Tv-weergave</a>");
    let (status, said) = server.post_hand("/api/record", &json!({"took": {"Zed": "SV"}}));
    assert_eq!(
        (status, said["code"].as_str()),
        (400, Some("unknown-player"))
    );
    crate::assert_contains(said["error"].as_str().unwrap_or_default(), "Zed");
    let (_, said) = server.post("/api/record", None, b"{}");
    crate::assert_contains(said["error"].as_str().unwrap_or_default(), "sleutel");
}

#[test]
fn a_body_that_is_not_json_is_said_in_the_tables_language() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &["--lang", "nl"]);
    env.assert_unchanged(|| {
        let (status, said) = server.post("/api/check", Some(&server.key), b"nonsense");
        assert_eq!(
            (status, said),
            (
                400,
                json!({
                    "error": "Het verzoek is geen ronde: geen geldige JSON (regel 1, kolom 2)",
                    "code": "not-a-hand"
                })
            )
        );
    });
}

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
fn the_games_extra_keys_record_as_their_flags_do() {
    // Auction Hearts: the bid and the suit.
    let env = started("auction", "Ann,Bob,Cas,Dee");
    let file = env.match_file().display().to_string();
    let server = Server::start(&env, &file, &[]);
    let (status, said) = server.post_hand(
        "/api/record",
        &json!({"took": {"Ann": "3", "Bob": 3, "Cas": "3", "Dee": "rest"},
            "bid": {"Cas": 2}, "suit": "D"}),
    );
    assert_eq!(status, 200, "{said}");
    assert_eq!(
        said["totals"],
        json!({"Ann": 47, "Bob": 47, "Cas": 45, "Dee": 46})
    );
    assert_eq!(said["pot"], 15);
    let (status, said) = server.post_hand(
        "/api/record",
        &json!({"took": {}, "bid": {"Ann": 2, "Bob": 3}, "suit": "D"}),
    );
    assert_eq!((status, said["code"].as_str()), (400, Some("bad-bid")));
    drop(server);

    // Reversis: payments in play, the pot on either side.
    let env = started("reversis", "Ann,Bob,Cas,Dee");
    let file = env.match_file().display().to_string();
    let server = Server::start(&env, &file, &[]);
    let (status, said) = server.post_hand(
        "/api/record",
        &json!({"took": {"Ann": "tricks:3 AS KS", "Bob": "tricks:3 QS",
            "Cas": "tricks:2 AH AD", "Dee": "rest"},
            "pay": [{"from": "Ann", "to": "pot", "chips": 5}, {"from": "Bob", "to": "Dee", "chips": 2}]}),
    );
    assert_eq!(status, 200, "{said}");
    assert_eq!(
        said["totals"],
        json!({"Ann": 213, "Bob": 229, "Cas": 223, "Dee": 217})
    );
    assert_eq!(said["pot"], 30);
    drop(server);

    // Complex Hearts: the shooter's choice.
    let env = started("complex", "Ann,Bob,Cas,Dee");
    let file = env.match_file().display().to_string();
    let server = Server::start(&env, &file, &[]);
    let (_, page) = server.get(&format!("/?key={}", server.key));
    crate::assert_contains(&page, "<input type=\"hidden\" name=\"moon\" value=\"\">");
    crate::assert_contains(&page, "<fieldset id=\"moon-ask\"");
    let moon = json!({"took": {"Ann": "rest"}});
    let (status, said) = server.post_hand("/api/check", &moon);
    assert_eq!(
        (status, said["code"].as_str()),
        (400, Some("moon-choice-missing")),
        "{said}"
    );
    let (status, said) = server.post_hand(
        "/api/record",
        &json!({"took": {"Ann": "rest"}, "moon": "subtract"}),
    );
    assert_eq!(status, 200, "{said}");
    assert_eq!(said["hands"][0]["moon"], "Ann");
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

/// The API's refusal of a word it does not know lists the words of the server's language.
fn the_accepted_words_pinned(lang: &str) -> String {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &["--lang", lang]);
    let mut said = String::new();
    for (key, value) in [("pass", "schuin"), ("moon", "beide"), ("suit", "X")] {
        let mut body = json!({"took": {"Ann": "rest"}});
        body[key] = json!(value);
        let (status, refusal) = server.post_hand("/api/check", &body);
        assert_eq!((status, refusal["code"].as_str()), (400, Some("bad-value")));
        assert_eq!(refusal["field"], key);
        said.push_str(refusal["error"].as_str().unwrap_or_default());
        said.push('\n');
    }
    said
}

#[test]
fn a_refused_value_lists_the_accepted_words_in_the_servers_language() {
    insta::assert_snapshot!("accepted_words", the_accepted_words_pinned("en"));
    insta::assert_snapshot!("accepted_words_nl", the_accepted_words_pinned("nl"));
}

/// The text between `start` and the next `end` after it.
fn between<'a>(text: &'a str, start: &str, end: &str) -> Option<&'a str> {
    let from = text.find(start)? + start.len();
    let to = text[from..].find(end)? + from;
    Some(&text[from..to])
}

/// Percent-decoding, for the BG Stats link's data.
fn url_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            out.push(u8::from_str_radix(&text[i + 1..i + 3], 16).expect("a %XX escape"));
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).expect("UTF-8")
}

#[test]
fn the_page_links_a_finished_match_to_bg_stats_with_its_exported_play() {
    let env = TestEnv::new();
    env.ok(&["new", "--players", "Ann,Bob,Cas,<b>Dee</b>", "--hands", "2"]);
    let file = env.match_file().display().to_string();
    env.ok(&[
        "record",
        "--file",
        &file,
        "Ann=QS 3",
        "Bob=5",
        "<b>Dee</b>=rest",
    ]);
    let server = Server::start(&env, &file, &[]);
    let (_, page) = server.get("/");
    assert!(!page.contains("Log in BG Stats"), "not while it is played");
    assert!(!page.contains("bgstatsapp"), "not while it is played");
    env.ok(&["record", "--file", &file, "Ann=QS 10", "Cas=3"]);
    let (_, page) = server.get("/");
    let link = between(&page, "<p class=\"bgstats\"><a href=\"", "\"").expect("the link");
    crate::assert_contains(&page, ">Log in BG Stats</a>");
    let data = link
        .replace("&amp;", "&")
        .strip_prefix("https://app.bgstatsapp.com/createPlay.html?data=")
        .expect("BG Stats' push URL")
        .to_string();
    assert!(!data.contains(['<', '>', '"', '&', ' ']), "{data}");
    let play: Value = serde_json::from_str(&url_decode(&data)).expect("JSON");
    let exported: Value =
        serde_json::from_str(&env.ok(&["export", "--format", "bgstats", "--file", &file]))
            .expect("JSON");
    assert_eq!(play, exported);
    assert_eq!(play["players"][3]["name"], "<b>Dee</b>");
}

// Several phones, one truth (issue 37: phones): undo asks about a version of the file, a hand
// saved meanwhile says whether it is the one typed, the key survives a restart, and at the
// connection cap a request in flight is answered.

/// `GET /live`: the live part's version, as the page reads it.
fn live_version(server: &Server) -> String {
    let response = Server::agent()
        .get(format!("{}live", server.base))
        .call()
        .expect("the server answers");
    assert_eq!(response.status().as_u16(), 200);
    response
        .headers()
        .get("x-hartenjagen-version")
        .and_then(|v| v.to_str().ok())
        .expect("the live part names its version")
        .to_string()
}

#[test]
fn an_undo_asked_about_one_hand_removes_nothing_once_another_was_saved() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &[]);
    // Phone A asks "Remove hand 1?" about the match as it is now.
    let asked = live_version(&server);
    assert!(asked.starts_with("1."), "{asked}");
    // Meanwhile phone B (here: a terminal) saves hand 2.
    env.ok(&["record", "--file", &file, "Ann=QS", "Bob=rest"]);
    // A says yes: hand 2 is not removed, and the answer says what happened instead.
    env.assert_unchanged(|| {
        let (status, said) = server.post_hand("/api/undo", &json!({ "version": asked }));
        assert_eq!(
            (status, said["code"].as_str()),
            (409, Some("match-moved-on")),
            "{said}"
        );
        assert_eq!(
            said["error"],
            "Hand 2 was saved meanwhile, from another phone or a terminal: nothing was removed."
        );
        assert_eq!(
            (said["hand"].clone(), said["entries"].clone()),
            (json!(2), json!(2))
        );
    });
    // A change that is not a new hand (a note) is a change all the same.
    let before_note = live_version(&server);
    env.ok(&["note", "--file", &file, "Bob deals"]);
    env.assert_unchanged(|| {
        let (status, said) = server.post_hand("/api/undo", &json!({ "version": before_note }));
        assert_eq!(status, 409, "{said}");
        assert_eq!(
            said["error"],
            "The match changed meanwhile, from another phone or a terminal (a hand was corrected, or a misdeal or a note was entered): nothing was removed."
        );
    });
    // Asked about the match as it is, the undo removes hand 2; asked again about that same
    // version, it removes nothing more.
    let now = live_version(&server);
    let (status, said) = server.post_hand("/api/undo", &json!({ "version": now }));
    assert_eq!(status, 200, "{said}");
    assert_eq!(env.status()["hands"].as_array().map(Vec::len), Some(1));
    env.assert_unchanged(|| {
        let (status, said) = server.post_hand("/api/undo", &json!({ "version": now }));
        assert_eq!(status, 409, "{said}");
        assert_eq!(
            said["error"],
            "The last entry was removed meanwhile, from another phone or a terminal: nothing more was removed."
        );
    });
}

#[test]
fn a_hand_saved_meanwhile_is_said_to_be_the_one_typed_or_not() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &[]);
    // Two phones typed hand 2; the other one saved it first (Bob dealt, passing right).
    env.ok(&["record", "--file", &file, "Ann=QS", "Bob=3", "Cas=rest"]);
    env.assert_unchanged(|| {
        for path in ["/api/record", "/api/check"] {
            // The same cards, written otherwise (a prefix, other order, other case).
            let typed = json!({"hand": 2, "entries": 1, "took": {"b": "3", "ann": "qs", "Cas": "rest"}});
            let (status, said) = server.post_hand(path, &typed);
            assert_eq!(status, 409, "{path}: {said}");
            assert_eq!(said["same"], json!(true), "{path}: {said}");
            assert_eq!(
                said["error"],
                "Hand 2 was saved meanwhile, from another phone or a terminal, and hand 2 has exactly the cards typed here: it is in the match once, and nothing was saved twice."
            );
            // Other cards: not the same hand.
            let typed = json!({"hand": 2, "took": {"Ann": "QS", "Bob": "4", "Cas": "rest"}});
            let (status, said) = server.post_hand(path, &typed);
            assert_eq!(status, 409, "{path}: {said}");
            assert_eq!(said["same"], json!(false), "{path}: {said}");
            assert_eq!(
                said["error"],
                "Hand 2 was saved meanwhile, from another phone or a terminal, and hand 2 has other cards than typed here; nothing was saved. The hand being entered now is hand 3."
            );
            // The same cards with another fact (a renege): not the same hand either.
            let typed = json!({"hand": 2, "took": {"Ann": "QS", "Bob": "3", "Cas": "rest"}, "renege": "Dee"});
            let (status, said) = server.post_hand(path, &typed);
            assert_eq!((status, said["same"].clone()), (409, json!(false)), "{said}");
        }
        // A hand removed meanwhile is not "saved meanwhile": no `same`.
        let (status, said) = server.post_hand(
            "/api/check",
            &json!({"hand": 4, "took": {"Ann": "QS", "Bob": "rest"}}),
        );
        assert_eq!(status, 409, "{said}");
        assert!(said.get("same").is_none(), "{said}");
    });
    // Saving it again as the next hand is asked for by its own number.
    let (status, said) = server.post_hand(
        "/api/record",
        &json!({"hand": 3, "took": {"Ann": "QS", "Bob": "3", "Cas": "rest"}}),
    );
    assert_eq!(status, 200, "{said}");
    assert_eq!(env.status()["hands"].as_array().map(Vec::len), Some(3));
}

/// The files in `HARTENJAGEN_HOME/keys`.
fn kept_keys(env: &TestEnv) -> Vec<std::path::PathBuf> {
    let mut files: Vec<_> = std::fs::read_dir(env.home().join("keys"))
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.sort();
    files
}

#[test]
fn the_tables_key_stays_the_same_across_restarts_until_a_new_one_is_asked_for() {
    let (env, file) = one_hand_played();
    let mut first = Server::start(&env, &file, &[]);
    let key = first.key.clone();
    first.stop();
    let mut again = Server::start(&env, &file, &[]);
    assert_eq!(again.key, key, "a restart keeps the key");
    again.stop();
    let renewed = Server::start(&env, &file, &["--new-key"]);
    assert_ne!(renewed.key, key, "--new-key makes a new one");
    // The old address now says, in words, that its key no longer works.
    let (status, page) = renewed.get(&format!("/?key={key}"));
    assert_eq!(status, 200);
    assert!(!page.contains("id=\"hand\""));
    crate::assert_contains(
        &page,
        "This address's key no longer opens the table: the server was given a new key.",
    );
    env.assert_unchanged(|| {
        let (status, said) = renewed.post(
            "/api/record",
            Some(&key),
            br#"{"took": {"Ann": "QS", "Bob": "rest"}}"#,
        );
        assert_eq!((status, said["code"].as_str()), (401, Some("key-stale")));
        assert_eq!(
            said["error"],
            "This page's key no longer opens the table: the server was given a new key. Open the table's address again from the laptop (scan its code)."
        );
        assert!(!said["error"].as_str().unwrap_or_default().contains('`'));
        // Without any key: what the address needs.
        let (status, said) = renewed.post("/api/record", None, b"{}");
        assert_eq!((status, said["code"].as_str()), (401, Some("key-needed")));
    });
    let new = renewed.key.clone();
    drop(renewed);
    assert_eq!(Server::start(&env, &file, &[]).key, new);
    // One key file for the one match file.
    assert_eq!(kept_keys(&env).len(), 1, "{:?}", kept_keys(&env));
}

#[test]
fn a_stale_key_is_said_in_the_language_serve_runs_in() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &["--lang", "nl"]);
    let (_, page) = server.get("/?key=0123456789abcdef0123456789abcdef");
    crate::assert_contains(&page, "De sleutel in dit adres opent de tafel niet meer");
    let (status, said) = server.post(
        "/api/check",
        Some("0123456789abcdef0123456789abcdef"),
        b"{}",
    );
    assert_eq!(status, 401);
    assert_eq!(
        said["error"],
        "De sleutel van deze pagina opent de tafel niet meer: de server heeft een nieuwe sleutel gekregen. Open het adres van de tafel opnieuw vanaf de laptop (scan de code)."
    );
}

#[cfg(unix)]
#[test]
fn the_kept_key_is_private_and_a_moved_match_file_gets_a_key_of_its_own() {
    use std::os::unix::fs::PermissionsExt;
    let (env, file) = one_hand_played();
    let key = Server::start(&env, &file, &[]).key.clone();
    let files = kept_keys(&env);
    assert_eq!(files.len(), 1, "{files:?}");
    // By the mode bits (the tests may run as root, who can read anything).
    let mode = |path: &std::path::Path| {
        std::fs::metadata(path).expect("there").permissions().mode() & 0o777
    };
    assert_eq!(mode(&files[0]), 0o600);
    assert_eq!(mode(&env.home().join("keys")), 0o700);
    let text = std::fs::read_to_string(&files[0]).expect("the key file");
    crate::assert_contains(&text, &key);
    let canonical = std::fs::canonicalize(&file).expect("the match file");
    crate::assert_contains(&text, &canonical.display().to_string());
    // Not beside the match (a family may sync that folder).
    let beside: Vec<_> = std::fs::read_dir(canonical.parent().expect("a folder"))
        .expect("the match's folder")
        .flatten()
        .filter(|e| std::fs::read_to_string(e.path()).is_ok_and(|t| t.contains(&key)))
        .collect();
    assert!(beside.is_empty(), "{beside:?}");
    // The file moved elsewhere is another match file: another key.
    let moved = env.path("moved.toml");
    std::fs::rename(&file, &moved).expect("moved");
    let other = Server::start(&env, &moved, &[]).key.clone();
    assert_ne!(other, key);
    assert_eq!(kept_keys(&env).len(), 2);
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

#[test]
fn what_happened_meanwhile_is_said_in_the_language_serve_runs_in() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &["--lang", "nl"]);
    let asked = live_version(&server);
    env.ok(&["record", "--file", &file, "Ann=QS", "Bob=rest"]);
    env.assert_unchanged(|| {
        let (_, said) = server.post_hand("/api/undo", &json!({ "version": asked }));
        assert_eq!(
            said["error"],
            "Ronde 2 is intussen bewaard, vanaf een andere telefoon of een terminal: er is niets weggehaald."
        );
        let (_, said) = server.post_hand(
            "/api/record",
            &json!({"hand": 2, "took": {"Ann": "QS", "Bob": "rest"}}),
        );
        assert_eq!(
            said["error"],
            "Ronde 2 is intussen bewaard, vanaf een andere telefoon of een terminal, en ronde 2 heeft precies de kaarten die hier zijn ingevoerd: ze staat één keer in de partij, er is niets dubbel bewaard."
        );
        let (_, said) = server.post_hand(
            "/api/record",
            &json!({"hand": 2, "took": {"Ann": "5", "Bob": "rest"}}),
        );
        assert_eq!(
            said["error"],
            "Ronde 2 is intussen bewaard, vanaf een andere telefoon of een terminal, en ronde 2 heeft andere kaarten dan hier zijn ingevoerd; er is niets bewaard. De ronde die nu wordt ingevoerd is ronde 3."
        );
    });
}

// issue 40, table (S1): Conquimbert's face-down leftovers named from the page.

#[test]
fn conquimbert_for_five_on_the_page_has_the_out_of_play_field_and_a_loader_named_there_moves_the_life()
 {
    // 2 cards lie face down. The A♣ named out of play is nobody's: Eve has 25, nobody
    // reaches 31, and Ann's 30 are the most.
    let env = started("conquimbert", "Ann,Bob,Cas,Dee,Eve");
    let file = env.match_file().display().to_string();
    let server = Server::start(&env, &file, &[]);
    let (status, page) = server.get(&format!("?key={}", server.key));
    assert_eq!(status, 200);
    assert!(page.contains("name=\"out\""), "the page has the field");
    let hand = json!({"took": {"Ann": "AH TH KH QH JH QD JD", "Bob": "AS AD", "Cas": "TS TD",
        "Dee": "", "Eve": "rest"}, "out": "AC"});
    let (status, saved) = server.post_hand("/api/record", &hand);
    assert_eq!(status, 200, "{saved}");
    assert_eq!(
        env.status()["totals"],
        json!({"Ann": 2, "Bob": 3, "Cas": 3, "Dee": 3, "Eve": 3})
    );
}

#[test]
fn the_check_answers_the_preview_as_the_saved_hands_note_will_say_it() {
    // The browser review's N9: the bid and the pot, said before Save as the note says them
    // after; the hand's points first.
    let env = started("auction", "Ann,Bob,Cas,Dee");
    let file = env.match_file().display().to_string();
    let server = Server::start(&env, &file, &[]);
    let hand = json!({"took": {"Ann": "3", "Bob": "3", "Cas": "3", "Dee": "rest"},
        "bid": {"Cas": 2}, "suit": "D"});
    let (status, checked) = server.post_hand("/api/check", &hand);
    assert_eq!(status, 200, "{checked}");
    assert_eq!(
        checked["preview"],
        json!([
            "Hand 1: Ann −3, Bob −3, Cas −5, Dee −4.",
            "Cas bid 2 and named diamonds; the pot stays (15)."
        ])
    );
    let (status, _) = server.post_hand("/api/record", &hand);
    assert_eq!(status, 200);
    let (_, page) = server.get("/");
    crate::assert_contains(&page, "Cas bid 2 and named diamonds; the pot stays (15)");
    // A saved hand's answer is the status as `status --json` prints it, nothing added.
    assert!(env.status().get("preview").is_none());
}

#[test]
fn a_dutch_page_calls_the_game_by_its_dutch_name() {
    // The browser review's N15: "black-maria — hartenjagen" in a Dutch tab.
    let env = started("black-maria", "Ann,Bob,Cas,Dee");
    let file = env.match_file().display().to_string();
    env.ok(&["record", "--file", &file, "Ann=QS", "Bob=rest"]);
    let server = Server::start(&env, &file, &["--lang", "nl"]);
    let (_, page) = server.get(&format!("/?key={}", server.key));
    crate::assert_contains(&page, "<title>Zwarte Maria — hartenjagen</title>");
    crate::assert_contains(&page, "<h1>Zwarte Maria — Ann, Bob, Cas en Dee");
    crate::assert_contains(
        &page,
        "<title>Zwarte Maria: Ann, Bob, Cas en Dee — stand per ronde",
    );
    let (_, report) = server.get("/report");
    crate::assert_contains(&report, "<h1>Zwarte Maria — ");
    // The key stays the variant's name for scripts.
    assert_eq!(env.status()["variant"], "black-maria");
    drop(server);
    let server = Server::start(&env, &file, &[]);
    let (_, page) = server.get("/");
    crate::assert_contains(&page, "<title>black-maria — hartenjagen</title>");

    // A file of one's own may name its game in Dutch too.
    let mine = env.path("mijn.toml");
    std::fs::write(
        &mine,
        "name = \"mijn\"\nextends = \"hartenjagen\"\n[texts.nl]\nname = \"Mijn spel\"\n",
    )
    .expect("the variant file");
    env.ok(&["variants", "check", &mine]);
}
