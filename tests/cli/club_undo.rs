//! The organiser takes back their own mistakes (issue 37, item 3): `club undo` (newest
//! first, one per call, never a saved hand), `club rename` in the evening and every table,
//! a name the club has never seen asked about (refused without a terminal unless `--new`),
//! and `club log`; the organiser's page does the same.

use super::*;
use crate::club_serve::Room;
use serde_json::json;
use std::process::Stdio;

const DATE: &str = "2026-09-01";
const EIGHT: &str = "Ann,Bob,Cas,Dee,Eva,Fer,Gijs,Hen";

/// A club of eight with hands of 1 per round, its first evening opened.
fn evening() -> TestEnv {
    let env = TestEnv::new();
    env.ok(&["club", "new", "Tuesday", "--hands", "1"]);
    env.ok(&["club", "start", "--players", EIGHT, "--date", DATE]);
    env
}

fn dir(env: &TestEnv) -> PathBuf {
    env.home().join("club/Tuesday").join(DATE)
}

fn seated(env: &TestEnv) -> Vec<Vec<String>> {
    crate::club_serve::seated(&env.json(&["club", "tables", "--json"]))
}

/// Plays the one hand of every table of the round being played.
fn play_round(env: &TestEnv) {
    for (i, players) in seated(env).iter().enumerate() {
        env.ok(&[
            "club",
            "record",
            "--table",
            &(i + 1).to_string(),
            &format!("{}=QS 3", players[0]),
            &format!("{}=rest", players[1]),
        ]);
    }
}

fn table_files(env: &TestEnv) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir(env))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with('r') && n.ends_with(".toml"))
        .collect();
    names.sort();
    names
}

#[test]
fn club_undo_takes_back_the_organisers_actions_newest_first_one_per_call() {
    let env = evening();
    env.ok(&["club", "arrive", "Mo"]);
    env.ok(&["club", "draw"]);
    assert_eq!(table_files(&env), ["r1-t1.toml", "r1-t2.toml"]);
    assert_eq!(
        env.ok(&["club", "undo"]),
        "Taken back: the draw of round 1; draw it again with `hartenjagen club draw`.\n"
    );
    assert!(table_files(&env).is_empty(), "the draw's tables are gone");
    assert_eq!(
        env.ok(&["club", "undo"]),
        "Taken back: the arrival of Mo, who is no longer drawn this evening.\n"
    );
    let evening = std::fs::read_to_string(dir(&env).join("evening.toml")).unwrap();
    assert!(!evening.contains("name = \"Mo\""), "{evening}");
    let said = env.rejects(&["club", "undo"]);
    assert_contains(&said, "no action of the organiser left to undo");
}

#[test]
fn a_draw_whose_round_has_a_saved_hand_is_not_undone() {
    let env = evening();
    env.ok(&["club", "draw"]);
    let players = &seated(&env)[0];
    env.ok(&[
        "club",
        "record",
        "--table",
        "1",
        &format!("{}=rest", players[0]),
    ]);
    let said = env.rejects(&["club", "undo"]);
    assert_contains(
        &said,
        "the draw of round 1 cannot be undone: table 1 has saved a hand",
    );
}

#[test]
fn a_close_is_undone_before_the_next_draw_and_a_redraw_brings_back_the_draw_before() {
    let env = evening();
    env.ok(&["club", "draw"]);
    let first = seated(&env);
    env.ok(&["club", "draw", "--redraw"]);
    assert_eq!(
        env.ok(&["club", "undo"]),
        "Taken back: the redraw of round 1; the draw before it stands again.\n"
    );
    assert_eq!(seated(&env), first);
    for (table, players) in first.iter().enumerate() {
        let file = dir(&env).join(format!("r1-t{}.toml", table + 1));
        let status = env.json(&["status", "--json", "--file", &file.display().to_string()]);
        assert_eq!(status["players"], json!(players), "table {}", table + 1);
    }
    play_round(&env);
    env.ok(&["club", "close"]);
    assert_eq!(
        env.ok(&["club", "undo"]),
        "Taken back: the close of round 1; its tables take hands again.\n"
    );
    let tables = env.json(&["club", "tables", "--json"]);
    assert_eq!(tables["closed"], json!(false));
}

#[test]
fn club_rename_corrects_a_name_in_the_evening_and_at_every_table_and_undo_takes_it_back() {
    let env = evening();
    env.ok(&["club", "draw"]);
    play_round(&env);
    env.ok(&["club", "close"]);
    env.ok(&["club", "draw"]);
    let said = env.ok(&["club", "rename", "ann", "Anna"]);
    assert_eq!(said, "Ann is Anna now, in the evening and at 2 tables.\n");
    let everywhere = |name: &str| {
        let mut count = 0;
        for file in table_files(&env) {
            let path = dir(&env).join(&file).display().to_string();
            let status = env.json(&["status", "--json", "--file", &path]);
            let players = status["players"].as_array().unwrap().clone();
            count += players.iter().filter(|p| *p == name).count();
        }
        count
    };
    assert_eq!((everywhere("Anna"), everywhere("Ann")), (2, 0));
    assert!(
        seated(&env).iter().flatten().any(|p| p == "Anna"),
        "the evening says Anna"
    );
    let refused = env.rejects(&["club", "rename", "Bob", "anna"]);
    assert_contains(&refused, "Anna");
    env.ok(&["club", "undo"]);
    assert_eq!((everywhere("Anna"), everywhere("Ann")), (0, 2));
}

#[test]
fn a_rename_killed_half_way_is_finished_by_the_next_locked_action() {
    let env = evening();
    env.ok(&["club", "draw"]);
    play_round(&env);
    env.ok(&["club", "close"]);
    env.ok(&["club", "draw"]);
    for turn in 0..20u64 {
        let (from, to) = if turn % 2 == 0 {
            ("Ann", "Anna")
        } else {
            ("Anna", "Ann")
        };
        let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin!("hartenjagen"))
            .env("HARTENJAGEN_HOME", env.home())
            .current_dir(env.home())
            .args(["club", "rename", from, to])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(turn * 7 % 120));
        let _ = child.kill();
        let _ = child.wait();
        // Whatever the evening says now, a locked action makes every table say the same.
        let _ = env.run(&["club", "leave", "Zed"]);
        let evening = std::fs::read_to_string(dir(&env).join("evening.toml")).unwrap();
        let name = if evening.contains("name = \"Anna\"") {
            "Anna"
        } else {
            "Ann"
        };
        for file in table_files(&env) {
            let text = std::fs::read_to_string(dir(&env).join(&file)).unwrap();
            let game: toml::Table = toml::from_str(&text).unwrap();
            let players = game["players"].as_array().unwrap();
            let other = if name == "Ann" { "Anna" } else { "Ann" };
            assert!(
                !players.iter().any(|p| p.as_str() == Some(other)),
                "turn {turn}: {file} still says {other} while the evening says {name}"
            );
        }
        // The name the next turn starts from.
        let next = if turn % 2 == 0 { "Anna" } else { "Ann" };
        if name != next {
            env.ok(&["club", "rename", name, next]);
        }
    }
}

#[test]
fn a_name_the_club_has_never_seen_is_refused_without_a_terminal_unless_new_is_given() {
    let env = TestEnv::new();
    env.ok(&[
        "club",
        "new",
        "Tuesday",
        "--hands",
        "1",
        "--players",
        "Ann,Bob,Cas,Dee,Eva,Fer,Gijs,Hen,Mo",
    ]);
    // The members named at `club new` are known on the first evening already.
    let said = env.fails(&[
        "club",
        "start",
        "--players",
        "Ann,Bob,Cas,Dee,Eva,Fer,Gijs,Moo",
        "--date",
        DATE,
    ]);
    assert_contains(
        &said,
        "Moo has never played in this club (did you mean Mo?): give --new to add Moo",
    );
    assert!(!dir(&env).exists(), "no evening was opened");
    env.ok(&[
        "club",
        "start",
        "--players",
        EIGHT,
        "--date",
        DATE,
        "--guest",
        "Zoe",
    ]);
    let said = env.rejects(&["club", "arrive", "Hendrik"]);
    assert_contains(&said, "Hendrik has never played in this club");
    let said = crate::club::run_in(&env, "nl", None, &["club", "arrive", "Moo"]);
    assert_contains(
        &String::from_utf8_lossy(&said.stderr),
        "Moo heeft nog nooit in deze club gespeeld (bedoel je Mo?)",
    );
    env.ok(&["club", "arrive", "Hendrik", "--new"]);
    env.ok(&["club", "arrive", "--guest", "Xena"]);
    env.ok(&["club", "arrive", "mo"]);
}

#[test]
fn on_its_first_evening_a_club_without_members_asks_about_no_name() {
    let env = evening();
    env.ok(&["club", "arrive", "Moo"]);
    // On the next evening, everyone who played a hand is a member.
    env.ok(&["club", "draw"]);
    let played = seated(&env)[0][0].clone();
    play_round(&env);
    env.ok(&["club", "close"]);
    env.ok(&[
        "club",
        "start",
        "--players",
        "Ann,Bob,Cas,Dee,Eva,Fer,Gijs,Hen",
        "--date",
        "2026-09-08",
        "--new",
    ]);
    let typo = format!("{played}x");
    let said = env.rejects(&["club", "arrive", &typo]);
    assert_contains(&said, &format!("(did you mean {played}?)"));
}

#[test]
fn club_log_lists_every_action_and_what_was_taken_back() {
    let env = evening();
    env.ok(&["club", "arrive", "Mo"]);
    env.ok(&["club", "draw"]);
    env.ok(&["club", "undo"]);
    env.ok(&["club", "draw"]);
    let text = env.ok(&["club", "log"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert!(lines[0].ends_with("  Mo came in"), "{text}");
    assert!(
        lines[1].contains("  round 1 drawn (taken back at "),
        "{text}"
    );
    assert!(lines[2].ends_with("  round 1 drawn"), "{text}");
    let log = env.json(&["club", "log", "--json"]);
    let actions = log["actions"].as_array().expect("actions");
    let keys = |i: usize| {
        let mut keys: Vec<String> = actions[i].as_object().unwrap().keys().cloned().collect();
        keys.sort();
        keys
    };
    assert_eq!(keys(0), ["action", "names", "time"]);
    assert_eq!(keys(1), ["action", "round", "time", "undone"]);
    assert_eq!(actions[0]["names"], json!(["Mo"]));
    assert_eq!(actions[2]["action"], json!("draw"));
}

#[test]
fn the_organisers_page_undoes_and_renames_as_the_command_line_does() {
    let env = evening();
    env.ok(&["club", "draw"]);
    let room = Room::start(&env);
    let key = Some(room.organiser.as_str());
    let (status, page) = room.get(&format!("/admin?key={}", room.organiser));
    assert_eq!(status, 200);
    assert_contains(&page, "Last: round 1 drawn (");
    let (status, said) = room.post(
        "/admin/api/rename",
        key,
        &json!({"from": "ann", "to": "Anna"}),
    );
    assert_eq!(status, 200, "{said}");
    assert_eq!(
        said["said"],
        json!("Ann is Anna now, in the evening and at 1 table.\n")
    );
    let (status, said) = room.post("/admin/api/undo", key, &json!({}));
    assert_eq!(status, 200, "{said}");
    assert_contains(said["said"].as_str().unwrap(), "the name is Ann again");
    let (status, said) = room.post("/admin/api/undo", key, &json!({}));
    assert_eq!(status, 200, "{said}");
    let (status, said) = room.post("/admin/api/undo", key, &json!({}));
    assert_eq!(
        (status, said["code"].as_str()),
        (409, Some("nothing-to-undo")),
        "{said}"
    );
    let (status, said) = room.post("/admin/api/rename", key, &json!({"from": "Zed", "to": "Z"}));
    assert_eq!(
        (status, said["code"].as_str()),
        (400, Some("unknown-name")),
        "{said}"
    );
}
