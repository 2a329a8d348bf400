//! Issue 40, the helper "clock": the round clock (`club new|start --round-minutes`, `club
//! clock [start]`, `/api/clock`, the organiser's button), the season's table keys in
//! `competition.toml` and `club new-keys`, `club close`'s result, the club's words at a
//! finished table's plain `record`, `club serve`'s warning on 127.0.0.1, player names in club
//! completions, and a member's established spelling.

use super::*;
use crate::serve::Server;
use serde_json::{Value, json};
use std::process::{Child, Stdio};
use std::time::Duration;

const EIGHT: &str = "Ann,Bob,Cas,Dee,Eva,Fer,Gijs,Hen";
const DATE: &str = "2026-09-01";

/// Runs `hartenjagen` at the time `now` (HARTENJAGEN_NOW), in English.
fn at(env: &TestEnv, now: &str, args: &[&str]) -> std::process::Output {
    Command::cargo_bin("hartenjagen")
        .expect("the binary")
        .env("HARTENJAGEN_HOME", env.home())
        .env("HARTENJAGEN_NOW", now)
        .env_remove("HARTENJAGEN_LANG")
        .env_remove("COLUMNS")
        .current_dir(env.home())
        .args(args)
        .output()
        .expect("runs")
}

/// Runs at `now` a command that must succeed; its standard output.
fn ok_at(env: &TestEnv, now: &str, args: &[&str]) -> String {
    let output = at(env, now, args);
    assert_eq!(output.status.code(), Some(0), "{args:?}: {output:?}");
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// A timed club (rounds of 60 minutes, 1 hand) whose round 1 was drawn at 20:00.
fn timed() -> TestEnv {
    let env = TestEnv::new();
    let t = "2026-09-01T19:30:00+02:00";
    ok_at(
        &env,
        t,
        &[
            "club",
            "new",
            "Tuesday",
            "--hands",
            "1",
            "--round-minutes",
            "60",
        ],
    );
    ok_at(
        &env,
        t,
        &["club", "start", "--players", EIGHT, "--date", DATE],
    );
    ok_at(&env, "2026-09-01T20:00:00+02:00", &["club", "draw"]);
    env
}

fn competition_toml(env: &TestEnv) -> toml::Table {
    let text = std::fs::read_to_string(env.path("club/Tuesday/competition.toml")).unwrap();
    text.parse().expect("TOML")
}

fn season_keys(env: &TestEnv) -> Vec<String> {
    competition_toml(env)["keys"]["tables"]
        .as_array()
        .expect("the season's keys")
        .iter()
        .map(|k| k.as_str().expect("a key").to_string())
        .collect()
}

#[test]
fn the_round_clock_counts_from_the_draw_and_a_start_is_an_action_the_log_keeps_and_undo_takes_back()
{
    let env = timed();
    assert_eq!(
        competition_toml(&env)["round_minutes"].as_integer(),
        Some(60)
    );
    let said = ok_at(&env, "2026-09-01T20:20:00+02:00", &["club", "clock"]);
    assert_contains(&said, "Round 1: 40 minutes left (until 21:00)");
    let said = ok_at(
        &env,
        "2026-09-01T20:10:00+02:00",
        &["club", "clock", "start"],
    );
    assert_contains(&said, "60 minutes, until 21:10");
    let said = ok_at(&env, "2026-09-01T20:20:00+02:00", &["club", "clock"]);
    assert_contains(&said, "50 minutes left (until 21:10)");
    let log = ok_at(
        &env,
        "2026-09-01T20:20:00+02:00",
        &["club", "log", "--json"],
    );
    let log: Value = serde_json::from_str(&log).unwrap();
    assert_eq!(log["actions"][1]["action"], "clock");
    assert_eq!(log["actions"][1]["round"], 1);
    let said = ok_at(&env, "2026-09-01T20:21:00+02:00", &["club", "undo"]);
    assert_contains(&said, "it counts from the draw again");
    let said = ok_at(&env, "2026-09-01T21:05:00+02:00", &["club", "clock"]);
    assert_contains(&said, "the time is up");
    // A redraw is a new draw: it counts again from then.
    ok_at(
        &env,
        "2026-09-01T21:06:00+02:00",
        &["club", "draw", "--redraw"],
    );
    let said = ok_at(&env, "2026-09-01T21:16:00+02:00", &["club", "clock"]);
    assert_contains(&said, "50 minutes left");
}

#[test]
fn an_evenings_minutes_go_over_the_competitions_and_an_untimed_evening_refuses_a_start() {
    let env = TestEnv::new();
    env.ok(&["club", "new", "Tuesday", "--hands", "1"]);
    env.ok(&["club", "start", "--players", EIGHT, "--date", DATE]);
    env.ok(&["club", "draw"]);
    let refused = env.rejects(&["club", "clock", "start"]);
    assert_contains(&refused, "this evening has no round clock");
    let env = TestEnv::new();
    let t = "2026-09-01T19:30:00+02:00";
    ok_at(
        &env,
        t,
        &["club", "new", "Tuesday", "--round-minutes", "60"],
    );
    ok_at(
        &env,
        t,
        &[
            "club",
            "start",
            "--players",
            EIGHT,
            "--date",
            DATE,
            "--round-minutes",
            "45",
        ],
    );
    ok_at(&env, "2026-09-01T20:00:00+02:00", &["club", "draw"]);
    let said = ok_at(&env, "2026-09-01T20:00:00+02:00", &["club", "clock"]);
    assert_contains(&said, "45 minutes left");
}

/// A running `club serve --port 0` at the time `now`, and the addresses it printed.
struct Served {
    child: Child,
    base: String,
    organiser: String,
    keys: Vec<String>,
    printed: Vec<String>,
}

impl Served {
    fn start(env: &TestEnv, now: &str) -> Served {
        let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin!("hartenjagen"))
            .env("HARTENJAGEN_HOME", env.home())
            .env("HARTENJAGEN_NOW", now)
            .env_remove("HARTENJAGEN_LANG")
            .current_dir(env.home())
            .args(["club", "serve", "--port", "0"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("club serve starts");
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
        let organiser = addresses[2].rsplit("key=").next().unwrap().to_string();
        let keys = addresses[3..]
            .iter()
            .map(|a| a.rsplit("key=").next().unwrap().to_string())
            .collect();
        Served {
            child,
            base,
            organiser,
            keys,
            printed,
        }
    }

    fn get(&self, path: &str) -> (u16, String) {
        let mut response = Server::agent()
            .get(format!("{}{}", self.base, path.trim_start_matches('/')))
            .call()
            .expect("the server answers");
        let status = response.status().as_u16();
        (status, response.body_mut().read_to_string().expect("text"))
    }

    fn clock(&self) -> Value {
        let (status, body) = self.get("/api/clock");
        assert_eq!(status, 200, "{body}");
        serde_json::from_str(&body).expect("JSON")
    }

    fn post(&self, path: &str, key: &str, body: &Value) -> (u16, Value) {
        let mut response = Server::agent()
            .post(format!("{}{}", self.base, path.trim_start_matches('/')))
            .header("Authorization", &format!("Bearer {key}"))
            .content_type("application/json")
            .send(body.to_string().as_bytes())
            .expect("the server answers");
        let status = response.status().as_u16();
        let text = response.body_mut().read_to_string().expect("text");
        (status, serde_json::from_str(&text).expect("JSON"))
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn club_serve_sends_the_seconds_left_its_start_survives_a_restart_and_it_never_closes_a_round() {
    let env = timed();
    let served = Served::start(&env, "2026-09-01T20:50:00+02:00");
    let clock = served.clock();
    assert_eq!(clock["round"], 1);
    assert_eq!(clock["minutes"], 60);
    assert_eq!(clock["remaining"], 600, "{clock}");
    assert_eq!(clock["warn"], 300);
    assert_eq!(clock["title"], "Round 1:");
    assert_eq!(clock["over"], "time is up: finish the hand you are playing");
    // The organiser's button starts it from the server's now.
    let (status, said) = served.post("/admin/api/clock", &served.organiser, &json!({}));
    assert_eq!(status, 200, "{said}");
    assert_eq!(served.clock()["remaining"], 3600);
    assert_eq!(served.clock()["pressed"], true);
    drop(served);
    // Derived from the stored times: the same after a restart, later.
    let served = Served::start(&env, "2026-09-01T21:40:00+02:00");
    assert_eq!(served.clock()["remaining"], 600);
    let served = Served::start(&env, "2026-09-01T23:00:00+02:00");
    assert_eq!(served.clock()["remaining"], 0);
    // The time up closes nothing.
    let tables = env.json(&["club", "tables", "--json"]);
    assert_eq!(tables["closed"], false);
    // The room's TV and each table's page carry the clock's line.
    let (_, room) = served.get("/");
    assert_contains(&room, "id=\"round-clock\"");
    let (_, table) = served.get(&format!("/t/1?key={}", served.keys[0]));
    assert_contains(&table, "id=\"round-clock\"");
    // A round closed has no clock.
    for table in 1..=2 {
        let players = &tables["tables"][table - 1]["players"];
        let first = players[0].as_str().unwrap();
        env.ok(&[
            "club",
            "record",
            "--table",
            &table.to_string(),
            &format!("{first}=rest"),
        ]);
    }
    env.ok(&["club", "close"]);
    assert_eq!(served.clock()["round"], Value::Null);
}

#[test]
fn an_untimed_evenings_pages_have_no_clock_line() {
    let env = TestEnv::new();
    env.ok(&["club", "new", "Tuesday", "--hands", "1"]);
    env.ok(&["club", "start", "--players", EIGHT, "--date", DATE]);
    env.ok(&["club", "draw"]);
    let served = Served::start(&env, "2026-09-01T20:50:00+02:00");
    assert_eq!(served.clock()["round"], Value::Null);
    // Neither the clock's line nor its script (the room's own script only looks for it).
    let room = served.get("/").1;
    assert!(!room.contains("id=\"round-clock\""), "{room}");
    assert!(!room.contains("/api/clock"), "{room}");
}

#[test]
fn club_serve_on_127_0_0_1_warns_that_the_qr_codes_work_only_on_this_computer() {
    let env = timed();
    let served = Served::start(&env, "2026-09-01T20:50:00+02:00");
    let said = served.printed.join("\n");
    assert_contains(&said, "work only on this computer (127.0.0.1)");
    assert_contains(&said, "club serve --lan");
}

#[cfg(unix)]
fn mode(path: &str) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

#[test]
fn a_tables_key_is_the_seasons_kept_in_competition_toml_and_the_same_next_evening() {
    let env = timed();
    let keys = season_keys(&env);
    assert_eq!(keys.len(), 2);
    #[cfg(unix)]
    assert_eq!(mode(&env.path("club/Tuesday/competition.toml")), 0o600);
    let evening =
        std::fs::read_to_string(env.path("club/Tuesday/2026-09-01/evening.toml")).unwrap();
    assert!(
        !evening.contains(&keys[0]),
        "the season's keys stay in competition.toml"
    );
    // Round 1 played, the next week's evening: the same cards open its tables.
    let tables = env.json(&["club", "tables", "--json"]);
    for table in 1..=2 {
        let first = tables["tables"][table - 1]["players"][0]
            .as_str()
            .unwrap()
            .to_string();
        env.ok(&[
            "club",
            "record",
            "--table",
            &table.to_string(),
            &format!("{first}=rest"),
        ]);
    }
    env.ok(&["club", "close"]);
    env.ok(&["club", "start", "--players", EIGHT, "--date", "2026-09-08"]);
    env.ok(&["club", "draw"]);
    let served = Served::start(&env, "2026-09-08T20:00:00+02:00");
    assert_eq!(served.keys, keys);
    assert_eq!(season_keys(&env), keys);
}

#[test]
fn an_evening_made_before_the_season_keys_keeps_its_own() {
    let env = timed();
    let path = env.path("club/Tuesday/2026-09-01/evening.toml");
    // As an older build wrote it: its own tables' keys in evening.toml.
    let text = std::fs::read_to_string(&path).unwrap();
    let own = [
        "0123456789abcdef0123456789abcdef",
        "fedcba9876543210fedcba9876543210",
    ];
    let text = text.replace(
        "[keys]\n",
        &format!("[keys]\ntables = [\"{}\", \"{}\"]\n", own[0], own[1]),
    );
    let body = text[..text.rfind("# end of evening:").expect("its end line")].to_string();
    let lines = body.lines().count();
    let end = format!(
        "# end of evening: {lines} lines, checksum {:08x}\n",
        crc32fast::hash(body.as_bytes())
    );
    std::fs::write(&path, body + &end).unwrap();
    let served = Served::start(&env, "2026-09-01T20:10:00+02:00");
    assert_eq!(served.keys, own);
}

#[test]
fn new_keys_stop_a_lost_card_at_once_even_in_a_running_club_serve() {
    let env = timed();
    let served = Served::start(&env, "2026-09-01T20:10:00+02:00");
    let before = served.keys.clone();
    let players = crate::club_serve::seated(&env.json(&["club", "tables", "--json"]));
    let hand = |table: usize| json!({"took": {players[table - 1][0].as_str(): "rest"}});
    // Table 1's page opened with its card's key before the card was lost.
    let (status, said) = served.post("/t/1/api/check", &before[0], &hand(1));
    assert_eq!(status, 200, "{said}");
    let said = env.ok(&["club", "new-keys", "--table", "1"]);
    assert_contains(&said, "New key for table 1");
    let after = season_keys(&env);
    assert_ne!(after[0], before[0]);
    assert_eq!(after[1], before[1], "table 2's card keeps working");
    let (status, said) = served.post("/t/1/api/record", &before[0], &hand(1));
    assert_eq!(status, 401, "the lost card opens nothing: {said}");
    let (status, said) = served.post("/t/1/api/record", &after[0], &hand(1));
    assert_eq!(status, 200, "{said}");
    let (status, said) = served.post("/t/2/api/record", &before[1], &hand(2));
    assert_eq!(status, 200, "{said}");
    let refused = env.rejects(&["club", "new-keys", "--table", "3"]);
    assert_contains(&refused, "not a table 3");
}

#[test]
fn club_close_prints_the_rounds_table_results_and_the_evening_so_far() {
    let env = timed();
    let tables = env.json(&["club", "tables", "--json"]);
    for table in 1..=2 {
        let first = tables["tables"][table - 1]["players"][0]
            .as_str()
            .unwrap()
            .to_string();
        env.ok(&[
            "club",
            "record",
            "--table",
            &table.to_string(),
            &format!("{first}=rest"),
        ]);
    }
    let said = env.ok(&["club", "close"]);
    let first = tables["tables"][0]["players"][0].as_str().unwrap();
    assert_contains(&said, "Round 1 closed.");
    // The first player at each table took every card: a moon, 26 to each of the others.
    assert_contains(&said, &format!("Table 1: 1. {first} 0 (+3), 2= "));
    assert_contains(&said, "26 (−1)");
    assert_contains(&said, "after round 1 of 3");
    assert_contains(&said, "Next: `hartenjagen club draw`.");
}

#[test]
fn a_finished_club_tables_plain_record_says_it_waits_for_the_next_draw() {
    let env = timed();
    let tables = env.json(&["club", "tables", "--json"]);
    let first = tables["tables"][0]["players"][0]
        .as_str()
        .unwrap()
        .to_string();
    env.ok(&["club", "record", "--table", "1", &format!("{first}=rest")]);
    let file = tables["tables"][0]["file"].as_str().unwrap().to_string();
    let refused = env.rejects(&["record", "--file", &file, &format!("{first}=rest")]);
    assert_contains(&refused, "table 1 has played its hand of round 1");
    assert!(!refused.contains("hartenjagen new"), "{refused}");
}

#[test]
fn a_members_spelling_stays_when_an_evening_is_typed_in_lower_case() {
    let env = TestEnv::new();
    env.ok(&["club", "new", "Tuesday", "--hands", "1", "--players", EIGHT]);
    env.ok(&[
        "club",
        "start",
        "--players",
        &EIGHT.to_lowercase(),
        "--date",
        DATE,
    ]);
    env.ok(&["club", "arrive", "--guest", "zoe"]);
    let tables = env.json(&["club", "tables", "--json"]);
    let evening =
        std::fs::read_to_string(env.path("club/Tuesday/2026-09-01/evening.toml")).unwrap();
    assert_contains(&evening, "name = \"Gijs\"");
    assert!(!evening.contains("name = \"gijs\""), "{evening}");
    assert_eq!(tables["round"], 0);
}

#[test]
fn club_completions_offer_the_players_of_the_table_and_of_the_evening() {
    let env = timed();
    let tables = env.json(&["club", "tables", "--json"]);
    let first = tables["tables"][0]["players"][0]
        .as_str()
        .unwrap()
        .to_string();
    let ask = |words: &[&str]| -> Vec<String> {
        let mut all = vec!["hartenjagen"];
        all.extend_from_slice(words);
        let output = Command::cargo_bin("hartenjagen")
            .unwrap()
            .env("HARTENJAGEN_HOME", env.home())
            .env("COMPLETE", "bash")
            .env("_CLAP_COMPLETE_INDEX", (all.len() - 1).to_string())
            .env("_CLAP_COMPLETE_COMP_TYPE", "9")
            .env("_CLAP_COMPLETE_SPACE", "true")
            .env("_CLAP_IFS", "\n")
            .current_dir(env.home())
            .arg("--")
            .args(&all)
            .output()
            .unwrap();
        String::from_utf8(output.stdout)
            .unwrap()
            .lines()
            .map(String::from)
            .collect()
    };
    let prefix = &first[..1];
    let offered = ask(&["club", "record", "--table", "1", prefix]);
    assert!(offered.contains(&format!("{first}=")), "{offered:?}");
    let at_table: Vec<String> = tables["tables"][0]["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| format!("{}=", p.as_str().unwrap()))
        .collect();
    assert!(
        ask(&["club", "record", "--table", "1", ""])
            .iter()
            .filter(|o| !o.starts_with('-'))
            .all(|o| at_table.contains(o))
    );
    assert_eq!(ask(&["club", "leave", "Gi"]), ["Gijs"]);
}

#[test]
fn the_rooms_tv_counts_the_round_clock_down_from_the_servers_seconds_and_warns_at_five_minutes_left()
 {
    use crate::browser::{Driver, chromedriver, screen, screenshot, until};
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    // Round 1 of 60 minutes drawn at 20:00; the server's now is 20:54:58 (HARTENJAGEN_NOW,
    // the program's own clock for tests): 5 minutes and 2 seconds left, the warning 2 s away.
    let env = timed();
    let served = Served::start(&env, "2026-09-01T20:54:58+02:00");
    assert_eq!(served.clock()["remaining"], 302);
    let driver = Driver::start(&chromedriver);
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime")
        .block_on(async {
            let tv = screen(&driver, 1920, 1080).await;
            tv.goto(&served.base).await.expect("the TV opens the room");
            let read = "const c = document.getElementById('round-clock'); return c && !c.hidden ? [c.textContent, c.getAttribute('data-phase'), parseInt(c.getAttribute('data-left'), 10)] : null;";
            until(
                &tv,
                "the round clock shown",
                "const c = document.getElementById('round-clock'); return !!c && !c.hidden;",
            )
            .await;
            let first = tv.execute(read, vec![]).await.expect("the clock");
            eprintln!("the clock first: {first}");
            let left = first[2].as_i64().expect("seconds left");
            assert!((299..=302).contains(&left), "from the server's 302 s: {first}");
            if left > 300 {
                assert_eq!(first[1], json!("running"), "{first}");
                assert!(
                    first[0]
                        .as_str()
                        .is_some_and(|t| t == format!("Round 1: 5:0{}", left - 300)),
                    "{first}"
                );
            }
            // It counts down by itself, a second at a time.
            until(
                &tv,
                "the clock a second further",
                &format!(
                    "const c = document.getElementById('round-clock'); return parseInt(c.getAttribute('data-left'), 10) < {left};"
                ),
            )
            .await;
            // At 5 minutes left and under: the warning.
            until(
                &tv,
                "the 5-minute warning",
                "const c = document.getElementById('round-clock'); return c.getAttribute('data-phase') === 'warning';",
            )
            .await;
            let warned = tv.execute(read, vec![]).await.expect("the clock");
            eprintln!("the clock warning: {warned}");
            let now = warned[2].as_i64().expect("seconds left");
            assert!(now <= 300 && now < left, "{warned}");
            let minutes = now / 60;
            let seconds = now % 60;
            assert_eq!(
                warned[0],
                json!(format!(
                    "Round 1: {minutes}:{seconds:02} \u{2014} 5 minutes left"
                )),
                "{warned}"
            );
            let box_inside = tv
                .execute(
                    "const r = document.getElementById('round-clock').getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight && r.width > 0;",
                    vec![],
                )
                .await
                .expect("where the clock is");
            assert_eq!(box_inside, json!(true), "the clock on the TV's screen");
            // The room laid out again with the clock's line: nothing below the fold.
            until(
                &tv,
                "the room on one screen with the clock",
                "return document.documentElement.scrollHeight <= innerHeight && document.querySelector('.where').getBoundingClientRect().bottom <= innerHeight;",
            )
            .await;
            screenshot(&tv, "club-room-clock-warning.png").await;
            tv.close().await.expect("the TV's session ends");
        });
}
