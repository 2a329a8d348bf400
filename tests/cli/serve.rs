//! `serve` (SPEC.md, "serve"): the real server on 127.0.0.1, on a port it picked itself,
//! asked over HTTP as a phone would. Every server is stopped when its test ends.

use crate::{TestEnv, started};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

mod hands;
mod keys;
mod live;
mod page;
mod phones;
mod running;

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
