//! The HTML corpus (issue 38): every page the program makes, in English and Dutch, in the
//! states that reach each of its branches, kept in `tests/html_corpus/*.html` and compared with
//! what the program makes now as a normalised tree (a small tokenizer of our own: tags,
//! attributes and text; whitespace-only text dropped, text whitespace collapsed, attributes
//! sorted, entities read; `<script>` and `<style>` compared as text with whitespace
//! collapsed). So the pages' markup may be written differently (a template crate, attributes
//! in another order, other line breaks) but says the same.
//!
//! `HTML_CORPUS_WRITE=1 cargo test --test cli html_corpus` writes the files again. What
//! changes from run to run is normalised when a page is captured: the servers' keys become
//! `KEY1`… (`ORGANISER`), their address `http://127.0.0.1:PORT/`, the data folder `HOME`, the
//! change stamps `VERSION`, today's date `TODAY` and the times of the last minutes `HH:MM`;
//! a QR code's drawing (of an address with a key and a port) is left out of the comparison.

use super::*;
use crate::serve::Server;
use serde_json::json;
use std::process::{Child, Stdio};
use std::time::Duration;

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/html_corpus");
const LANGS: [&str; 2] = ["en", "nl"];

// ---------------------------------------------------------------------------------------------
// Capture and compare
// ---------------------------------------------------------------------------------------------

/// What a run puts in a page that the next run puts differently, and its stand-in.
struct Normal {
    swaps: Vec<(String, String)>,
}

impl Normal {
    fn new(env: &TestEnv) -> Normal {
        let home = env.home().display().to_string();
        let today = chrono::Local::now().format("%Y-%m-%d").to_string();
        Normal {
            swaps: vec![(home, "HOME".into()), (today, "TODAY".into())],
        }
    }

    /// `from` is said as `to` from now on (longer stand-ins first, so that a key inside an
    /// address is replaced with the address).
    fn swap(&mut self, from: &str, to: &str) {
        self.swaps.insert(0, (from.to_string(), to.to_string()));
    }

    /// The page with every stand-in put in, and the times of the last quarter of an hour
    /// (when the test's files were written) said as `HH:MM`.
    fn apply(&self, page: &str) -> String {
        let mut page = page.to_string();
        for (from, to) in &self.swaps {
            page = page.replace(from.as_str(), to);
        }
        let now = chrono::Local::now();
        for minutes in -15..=1 {
            let time = (now + chrono::Duration::minutes(minutes)).format("%H:%M");
            page = page.replace(&time.to_string(), "HH:MM");
        }
        stamps(&page)
    }
}

/// The page with each change stamp (`"version":"…"` in its data, `?since=…` in an address)
/// replaced by `VERSION`, and BG Stats' push link (with the play's times) by `PLAY`.
fn stamps(page: &str) -> String {
    let mut out = page.to_string();
    for (mark, ends) in [
        ("\"version\":\"", &['"'][..]),
        ("since=", &['"', '&', '\''][..]),
        ("round=", &['"', '&', '\''][..]),
        ("data-version=\"", &['"'][..]),
    ] {
        at_each(&mut out, mark, ends, "VERSION");
    }
    // BG Stats' push link carries the play's times.
    at_each(&mut out, "createPlay.html?data=", &['"'], "PLAY");
    // A QR code's drawing, of an address with a key and a port (see `without_qr`).
    at_each(&mut out, "d=\"M4 4h7v1h-7z", &['"'], "");
    out
}

/// Each text that follows `mark` up to one of `ends` replaced by `by`.
fn at_each(out: &mut String, mark: &str, ends: &[char], by: &str) {
    {
        let mut at = 0;
        while let Some(found) = out[at..].find(mark) {
            let start = at + found + mark.len();
            let end = out[start..].find(ends).map_or(out.len(), |i| start + i);
            out.replace_range(start..end, by);
            at = start + by.len();
        }
    }
}

/// Writes `page` as `name.html` (with `HTML_CORPUS_WRITE=1`) or compares it with that file.
fn check(name: &str, page: &str) {
    let path = Path::new(DIR).join(format!("{name}.html"));
    if std::env::var_os("HTML_CORPUS_WRITE").is_some_and(|v| v == "1") {
        fs::create_dir_all(DIR).expect("cannot create tests/html_corpus");
        fs::write(&path, page).expect("cannot write a corpus file");
        return;
    }
    let kept = fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (HTML_CORPUS_WRITE=1 writes the corpus)",
            path.display()
        )
    });
    let (kept, now) = (without_qr(parse(&kept)), without_qr(parse(page)));
    if let Err(difference) = same_tree(&kept, &now, &mut Vec::new()) {
        panic!(
            "tests/html_corpus/{name}.html: the page differs at {difference}\n--- page now:\n{page}"
        );
    }
}

/// A page's status and body, checked to be `status` and captured as `name`.
fn capture(name: &str, normal: &Normal, (status, body): (u16, String), expected: u16) {
    assert_eq!(status, expected, "{name}: {body}");
    check(name, &normal.apply(&body));
}

// ---------------------------------------------------------------------------------------------
// The tokenizer and the tree
// ---------------------------------------------------------------------------------------------

/// A node of a page: an element with its sorted attributes, or text.
#[derive(Debug, PartialEq)]
enum Node {
    Element {
        name: String,
        attributes: Vec<(String, String)>,
        children: Vec<Node>,
    },
    Text(String),
}

/// Elements that have no end tag.
const VOID: [&str; 14] = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source",
    "track", "wbr",
];

/// Text with its whitespace collapsed to single spaces and trimmed.
fn collapse(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Text with its character references read (`&amp;`, `&lt;`, `&#39;`, `&#x2665;` …).
fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let Some(end) = rest
            .char_indices()
            .take(12)
            .find(|&(_, c)| c == ';')
            .map(|(i, _)| i)
        else {
            out.push('&');
            rest = &rest[1..];
            continue;
        };
        let entity = &rest[1..end];
        let read = match entity {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            "nbsp" => Some('\u{a0}'),
            _ => entity
                .strip_prefix("#x")
                .or_else(|| entity.strip_prefix("#X"))
                .and_then(|hex| u32::from_str_radix(hex, 16).ok())
                .or_else(|| entity.strip_prefix('#').and_then(|d| d.parse().ok()))
                .and_then(char::from_u32),
        };
        match read {
            Some(c) => {
                out.push(c);
                rest = &rest[end + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The attributes of a start tag's inside (after its name), sorted by name.
fn attributes(mut inside: &str) -> Vec<(String, String)> {
    let mut found = Vec::new();
    loop {
        inside = inside.trim_start_matches(|c: char| c.is_whitespace() || c == '/');
        if inside.is_empty() {
            break;
        }
        let name_end = inside
            .find(|c: char| c.is_whitespace() || c == '=' || c == '/')
            .unwrap_or(inside.len());
        let name = inside[..name_end].to_ascii_lowercase();
        inside = inside[name_end..].trim_start();
        let value = if let Some(after) = inside.strip_prefix('=') {
            let after = after.trim_start();
            let (value, rest) = match after.chars().next() {
                Some(q @ ('"' | '\'')) => {
                    let end = after[1..].find(q).map_or(after.len(), |i| i + 1);
                    (&after[1..end], after.get(end + 1..).unwrap_or(""))
                }
                _ => {
                    let end = after.find(char::is_whitespace).unwrap_or(after.len());
                    (&after[..end], &after[end..])
                }
            };
            inside = rest;
            unescape(value)
        } else {
            String::new()
        };
        found.push((name, value));
    }
    found.sort();
    found
}

/// An element not closed yet: its name, its attributes, its children so far.
type Open = (String, Vec<(String, String)>, Vec<Node>);

/// The page as a list of top-level nodes. Lenient as a browser is: an end tag closes the
/// nearest open element of its name, and one that closes nothing open is left out.
fn parse(page: &str) -> Vec<Node> {
    // (name, attributes, children) of each open element; the first is the page itself.
    let mut open: Vec<Open> = vec![(String::new(), Vec::new(), Vec::new())];
    fn close(open: &mut Vec<Open>) {
        let (name, attributes, children) = open.pop().expect("an open element");
        open.last_mut().expect("the page").2.push(Node::Element {
            name,
            attributes,
            children,
        });
    }
    fn text(open: &mut [Open], raw: &str, raw_text: bool) {
        let said = if raw_text {
            collapse(raw)
        } else {
            collapse(&unescape(raw))
        };
        if !said.is_empty() {
            open.last_mut().expect("the page").2.push(Node::Text(said));
        }
    }
    let mut rest = page;
    while !rest.is_empty() {
        let Some(at) = rest.find('<') else {
            text(&mut open, rest, false);
            break;
        };
        text(&mut open, &rest[..at], false);
        rest = &rest[at..];
        if let Some(comment) = rest.strip_prefix("<!--") {
            let end = comment.find("-->").map_or(comment.len(), |i| i + 3);
            rest = &comment[end..];
            continue;
        }
        let Some(end) = rest.find('>') else {
            text(&mut open, rest, false);
            break;
        };
        let tag = &rest[1..end];
        rest = &rest[end + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            let name = name.trim().to_ascii_lowercase();
            if let Some(depth) = open.iter().rposition(|(n, ..)| *n == name)
                && depth > 0
            {
                while open.len() > depth {
                    close(&mut open);
                }
            }
            continue;
        }
        let name_end = tag
            .find(|c: char| c.is_whitespace() || c == '/')
            .unwrap_or(tag.len());
        let name = tag[..name_end].to_ascii_lowercase();
        let attributes = attributes(&tag[name_end..]);
        if name.starts_with('!') || name.starts_with('?') {
            open.last_mut().expect("the page").2.push(Node::Element {
                name,
                attributes,
                children: Vec::new(),
            });
            continue;
        }
        let self_closed = tag.ends_with('/');
        if VOID.contains(&name.as_str()) || self_closed {
            open.last_mut().expect("the page").2.push(Node::Element {
                name,
                attributes,
                children: Vec::new(),
            });
            continue;
        }
        if name == "script" || name == "style" {
            let end_tag = format!("</{name}");
            let end = rest.find(&end_tag).unwrap_or(rest.len());
            let mut children = Vec::new();
            let said = collapse(&rest[..end]);
            if !said.is_empty() {
                children.push(Node::Text(said));
            }
            rest = &rest[end..];
            rest = rest.find('>').map_or("", |i| &rest[i + 1..]);
            open.last_mut().expect("the page").2.push(Node::Element {
                name,
                attributes,
                children,
            });
            continue;
        }
        open.push((name, attributes, Vec::new()));
    }
    while open.len() > 1 {
        close(&mut open);
    }
    open.pop().expect("the page").2
}

/// The nodes with each QR code's drawing left out: it draws an address with a key and a port
/// that differ from run to run (organiser_tests checks what it draws).
fn without_qr(nodes: Vec<Node>) -> Vec<Node> {
    nodes
        .into_iter()
        .map(|node| match node {
            Node::Element {
                name,
                attributes,
                children,
            } => {
                let qr = name == "svg" && attributes.iter().any(|(k, v)| k == "class" && v == "qr");
                Node::Element {
                    children: if qr { Vec::new() } else { without_qr(children) },
                    attributes: attributes
                        .into_iter()
                        .filter(|(k, _)| !(qr && k == "viewbox"))
                        .collect(),
                    name,
                }
            }
            text => text,
        })
        .collect()
}

/// How a node is named in a path: `div#live`, `section.entry`, `p`.
fn label(node: &Node) -> String {
    match node {
        Node::Text(_) => "text".into(),
        Node::Element {
            name, attributes, ..
        } => {
            let get = |key: &str| attributes.iter().find(|(k, _)| k == key).map(|(_, v)| v);
            match (get("id"), get("class")) {
                (Some(id), _) => format!("{name}#{id}"),
                (None, Some(class)) if !class.is_empty() => {
                    format!(
                        "{name}.{}",
                        class.split_whitespace().collect::<Vec<_>>().join(".")
                    )
                }
                _ => name.clone(),
            }
        }
    }
}

/// A node in a few words, for a message.
fn short(node: Option<&Node>) -> String {
    match node {
        None => "nothing".into(),
        Some(Node::Text(text)) => format!("text {text:?}"),
        Some(node @ Node::Element { attributes, .. }) => {
            format!("<{}> with {attributes:?}", label(node))
        }
    }
}

/// The first difference of two lists of nodes, as the path of elements to it and what
/// differs there.
fn same_tree(kept: &[Node], now: &[Node], path: &mut Vec<String>) -> Result<(), String> {
    let at = |path: &[String]| {
        if path.is_empty() {
            "the top".to_string()
        } else {
            path.join(" > ")
        }
    };
    for i in 0..kept.len().max(now.len()) {
        let (a, b) = (kept.get(i), now.get(i));
        match (a, b) {
            (Some(Node::Text(x)), Some(Node::Text(y))) if x == y => {}
            (
                Some(
                    x @ Node::Element {
                        name: n1,
                        attributes: a1,
                        children: c1,
                    },
                ),
                Some(Node::Element {
                    name: n2,
                    attributes: a2,
                    children: c2,
                }),
            ) if n1 == n2 => {
                path.push(format!("{}[{i}]", label(x)));
                if a1 != a2 {
                    return Err(format!(
                        "{}: the attributes were {a1:?}, now {a2:?}",
                        at(path)
                    ));
                }
                same_tree(c1, c2, path)?;
                path.pop();
            }
            _ => {
                return Err(format!(
                    "{}, node {i}: it was {}, now {}",
                    at(path),
                    short(a),
                    short(b)
                ));
            }
        }
    }
    Ok(())
}

#[test]
fn the_tokenizer_reads_tags_attributes_and_text_as_a_browser_would() {
    let a = parse(
        "<!doctype html>\n<p class=\"x\"  id='y'>Ann &amp; Bob&#39;s <b>hand</b></p>\n<input hidden name=n>",
    );
    let b = parse(
        "<!DOCTYPE html><p id=\"y\" class=\"x\">Ann &amp; Bob's\n  <b>hand</b></p><input name=\"n\" hidden>",
    );
    assert_eq!(a, b);
    assert!(same_tree(&a, &b, &mut Vec::new()).is_ok());
    let c = parse("<!doctype html><p id=\"y\" class=\"x\">Ann &amp; Bob's <i>hand</i></p>");
    let said = same_tree(&a, &c, &mut Vec::new()).expect_err("a different element");
    assert!(said.contains("p#y[1], node 1"), "{said}");
    let d = parse("<style>a  { b: c }\n</style><script>if (a < b) {}</script>");
    assert_eq!(
        d,
        vec![
            Node::Element {
                name: "style".into(),
                attributes: vec![],
                children: vec![Node::Text("a { b: c }".into())]
            },
            Node::Element {
                name: "script".into(),
                attributes: vec![],
                children: vec![Node::Text("if (a < b) {}".into())]
            }
        ]
    );
    let e = parse("<p class=\"x\" id=\"z\">Ann</p>");
    let said = same_tree(
        &parse("<p id=\"z\" class=\"y\">Ann</p>"),
        &e,
        &mut Vec::new(),
    )
    .expect_err("another class");
    assert!(said.contains("attributes"), "{said}");
}

// ---------------------------------------------------------------------------------------------
// serve: one table
// ---------------------------------------------------------------------------------------------

/// A match file's name (it has the time the match was made).
fn file_name(file: &str) -> String {
    Path::new(file)
        .file_name()
        .expect("a file name")
        .to_string_lossy()
        .into_owned()
}

/// The pages of a serve in `lang` of `file`, each named `serve_{game}_{what}_{lang}`.
fn serve_pages(env: &TestEnv, file: &str, game: &str, lang: &str, all: bool) {
    let server = Server::start(env, file, &["--lang", lang]);
    let mut normal = Normal::new(env);
    normal.swap(&file_name(file), "MATCH.toml");
    normal.swap(&server.key, "KEY1");
    normal.swap(&server.base, "http://127.0.0.1:PORT/");
    let name = |what: &str| format!("serve_{game}_{what}_{lang}");
    capture(
        &name("keyed"),
        &normal,
        server.get(&format!("/?key={}", server.key)),
        200,
    );
    if all {
        capture(&name("unkeyed"), &normal, server.get("/"), 200);
        capture(
            &name("wrong_key"),
            &normal,
            server.get("/?key=not-the-key"),
            200,
        );
        capture(&name("tv"), &normal, server.get("/?tv"), 200);
        capture(&name("live"), &normal, server.get("/live"), 200);
        capture(&name("report"), &normal, server.get("/report"), 200);
    }
}

#[test]
fn every_page_of_serve_is_as_the_corpus_keeps_it() {
    for lang in LANGS {
        // Points: Hartenjagen after one hand, with a name to be escaped; every page.
        let (env, file) = serve::one_hand_played();
        serve_pages(&env, &file, "points", lang, true);
        // The export is the report.
        let export = env.ok(&[
            "--lang", lang, "export", "--format", "html", "--file", &file,
        ]);
        let mut normal = Normal::new(&env);
        normal.swap(&file_name(&file), "MATCH.toml");
        check(&format!("export_html_{lang}"), &normal.apply(&export));

        // Chips: Auction Hearts after one hand.
        let env = started("auction", FOUR);
        let file = env.match_file().display().to_string();
        env.ok(&[
            "record", "--file", &file, "--bid", "Cas=2", "--suit", "D", "Ann=3", "Bob=3", "Cas=3",
            "Dee=rest",
        ]);
        serve_pages(&env, &file, "chips", lang, false);

        // Lives: Conquimbert, no hand yet.
        let env = started("conquimbert", FOUR);
        let file = env.match_file().display().to_string();
        serve_pages(&env, &file, "lives", lang, false);

        // Two phases: Heart Hunter, no hand yet.
        let env = started("heart-hunter", FOUR);
        let file = env.match_file().display().to_string();
        serve_pages(&env, &file, "phases", lang, false);

        // Exposures: Gong Zhu after a hand with two cards exposed.
        let env = started("gong-zhu", FOUR);
        let file = env.match_file().display().to_string();
        env.ok(&[
            "record",
            "--file",
            &file,
            "--expose",
            "AH,TC",
            "Ann=KH QH",
            "Bob=TC JD",
            "Cas=rest",
        ]);
        serve_pages(&env, &file, "exposures", lang, false);

        // The moon's choice: Complex Hearts after a moon.
        let env = started("complex", FOUR);
        let file = env.match_file().display().to_string();
        env.ok(&["record", "--file", &file, "--moon", "subtract", "Ann=rest"]);
        serve_pages(&env, &file, "moon", lang, false);

        // A finished match: Hartenjagen to 10, over after one hand.
        let env = TestEnv::new();
        env.ok(&[
            "new",
            "--variant",
            "hartenjagen",
            "--target",
            "10",
            "--players",
            FOUR,
        ]);
        let file = env.match_file().display().to_string();
        env.ok(&["record", "--file", &file, "Ann=QS 3", "Bob=5", "Cas=rest"]);
        serve_pages(&env, &file, "finished", lang, true);

        // An error page: the match file gone from under the server.
        let (env, file) = serve::one_hand_played();
        let server = Server::start(&env, &file, &["--lang", lang]);
        let mut normal = Normal::new(&env);
        normal.swap(&file_name(&file), "MATCH.toml");
        normal.swap(&server.key, "KEY1");
        normal.swap(&server.base, "http://127.0.0.1:PORT/");
        fs::write(&file, "this is no match file\n").expect("the file spoilt");
        let (status, body) = server.get("/");
        assert!(status >= 400, "{status}: {body}");
        check(&format!("serve_error_{lang}"), &normal.apply(&body));
        let (status, body) = server.get("/report");
        assert!(status >= 400, "{status}: {body}");
        check(&format!("serve_error_report_{lang}"), &normal.apply(&body));
    }
}

// ---------------------------------------------------------------------------------------------
// club serve: the room, the tables, the organiser; the club's report
// ---------------------------------------------------------------------------------------------

/// A running `club serve` in a language, its addresses and keys.
struct Room {
    child: Child,
    base: String,
    organiser: String,
    keys: Vec<String>,
}

impl Room {
    fn start(env: &TestEnv, lang: &str) -> Room {
        let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin!("hartenjagen"))
            .env("HARTENJAGEN_HOME", env.home())
            .env_remove("HARTENJAGEN_LANG")
            .current_dir(env.home())
            .args(["--lang", lang, "club", "serve", "--port", "0"])
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
        let addresses: Vec<String> = printed
            .iter()
            .filter_map(|l| l.find("http://").map(|at| l[at..].to_string()))
            .collect();
        let base = addresses[0].clone();
        let key_of = |address: &str| {
            address
                .split_once("?key=")
                .expect("an address with a key")
                .1
                .to_string()
        };
        Room {
            organiser: key_of(&addresses[2]),
            keys: addresses[3..].iter().map(|a| key_of(a)).collect(),
            base,
            child,
        }
    }

    fn get(&self, path: &str) -> (u16, String) {
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

    fn post(&self, path: &str, key: &str, body: &Value) -> Value {
        let mut response = Server::agent()
            .post(format!("{}{}", self.base, path.trim_start_matches('/')))
            .header("Authorization", &format!("Bearer {key}"))
            .content_type("application/json")
            .send(body.to_string().as_bytes())
            .expect("the server answers");
        let status = response.status().as_u16();
        let text = response.body_mut().read_to_string().expect("a text answer");
        assert_eq!(status, 200, "{path}: {text}");
        serde_json::from_str(&text).expect("JSON")
    }

    fn normal(&self, env: &TestEnv) -> Normal {
        let mut normal = Normal::new(env);
        for (i, key) in self.keys.iter().enumerate() {
            normal.swap(key, &format!("KEY{}", i + 1));
        }
        normal.swap(&self.organiser, "ORGANISER");
        normal.swap(&self.base, "http://127.0.0.1:PORT/");
        normal
    }
}

impl Drop for Room {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Waits (at most 20 s) until the room's evening says `round` is `what` at `key`.
fn until(room: &Room, key: &str, what: &Value) {
    for _ in 0..200 {
        let (_, body) = room.get("/api/evening");
        let evening: Value = serde_json::from_str(&body).expect("the evening's JSON");
        if &evening[key] == what {
            return;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    panic!("the room never said {key} = {what}");
}

#[test]
fn every_page_of_club_serve_and_the_clubs_report_is_as_the_corpus_keeps_it() {
    for lang in LANGS {
        let env = TestEnv::new();
        env.ok(&["club", "new", "Tuesday", "--hands", "2"]);
        env.ok(&[
            "club",
            "start",
            "--players",
            "Ann,Bob,Cas,Dee,Eva,Fer,Gijs,Hen",
            "--guest",
            "<b>Zoe</b>",
            "--date",
            "2026-09-01",
        ]);
        let room = Room::start(&env, lang);
        let normal = room.normal(&env);
        let name = |what: &str| format!("club_{what}_{lang}");
        let key = |n: usize| room.keys[n - 1].clone();
        let admin = format!("/admin?key={}", room.organiser);

        // Before the first draw.
        capture(&name("room_waiting"), &normal, room.get("/"), 200);
        capture(&name("room_live_waiting"), &normal, room.get("/live"), 200);
        capture(&name("me"), &normal, room.get("/me"), 200);
        capture(&name("me_unknown"), &normal, room.get("/me?name=Zed"), 200);
        capture(
            &name("table_waiting"),
            &normal,
            room.get(&format!("/t/1?key={}", key(1))),
            200,
        );
        capture(
            &name("organiser_before_draw"),
            &normal,
            room.get(&admin),
            200,
        );
        capture(&name("organiser_no_key"), &normal, room.get("/admin"), 401);
        capture(&name("no_such_table"), &normal, room.get("/t/9"), 404);

        // Round 1 drawn, a hand played at table 1.
        room.post("/admin/api/draw", &room.organiser, &json!({}));
        until(&room, "round", &json!(1));
        let (_, body) = room.get("/api/evening");
        let evening: Value = serde_json::from_str(&body).expect("the evening's JSON");
        let seated = crate::club_serve::seated(&evening);
        capture(
            &name("table_playing_new"),
            &normal,
            room.get(&format!("/t/1?key={}", key(1))),
            200,
        );
        let hand = json!({"took": {seated[0][0].as_str(): "QS 3", seated[0][1].as_str(): "rest"}});
        room.post("/t/1/api/record", &key(1), &hand);
        capture(
            &name("table_playing"),
            &normal,
            room.get(&format!("/t/1?key={}", key(1))),
            200,
        );
        capture(&name("table_unkeyed"), &normal, room.get("/t/2"), 200);
        capture(
            &name("table_wrong_key"),
            &normal,
            room.get(&format!("/t/2?key={}", key(1))),
            200,
        );
        capture(&name("room_playing"), &normal, room.get("/"), 200);
        capture(&name("room_live_playing"), &normal, room.get("/live"), 200);
        capture(
            &name("me_seated"),
            &normal,
            room.get(&format!("/me?name={}", seated[1][0])),
            200,
        );
        capture(&name("organiser_drawn"), &normal, room.get(&admin), 200);
        capture(
            &name("organiser_cards"),
            &normal,
            room.get(&format!("/admin/cards?key={}", room.organiser)),
            200,
        );

        // The round closed by force.
        room.post("/admin/api/close", &room.organiser, &json!({"force": true}));
        until(&room, "closed", &json!(true));
        capture(
            &name("table_closed"),
            &normal,
            room.get(&format!("/t/1?key={}", key(1))),
            200,
        );
        capture(&name("room_closed"), &normal, room.get("/"), 200);
        capture(&name("organiser_closed"), &normal, room.get(&admin), 200);
        capture(&name("room_report"), &normal, room.get("/report"), 200);

        // Round 2: a table's page says where last round's players went.
        room.post("/admin/api/draw", &room.organiser, &json!({}));
        until(&room, "round", &json!(2));
        capture(
            &name("table_round_2"),
            &normal,
            room.get(&format!("/t/1?key={}", key(1))),
            200,
        );
        capture(&name("room_round_2"), &normal, room.get("/"), 200);
        capture(&name("organiser_round_2"), &normal, room.get(&admin), 200);
        drop(room);

        let report = env.ok(&["--lang", lang, "club", "export", "--format", "html"]);
        check(&name("export_html"), &normal.apply(&report));
        let season = env.ok(&[
            "--lang", lang, "club", "export", "--season", "--format", "html",
        ]);
        check(&name("export_season_html"), &normal.apply(&season));

        // The evening over (its last round closed): the room shows the prizes.
        env.ok(&["club", "close", "--force"]);
        env.ok(&["club", "draw"]);
        env.ok(&["club", "close", "--force"]);
        let room = Room::start(&env, lang);
        let normal = room.normal(&env);
        capture(&name("room_over"), &normal, room.get("/"), 200);
    }
}
