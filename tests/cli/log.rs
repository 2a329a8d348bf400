//! Every change leaves a trace (issue 37, item 7): each entry keeps when and through which
//! door it was made, an edit, an undo and a club rename keep what they replaced in the match
//! file's change log, and `log [--json]` lists it all in order.

use super::*;
use crate::club_serve::Room;
use crate::serve::Server;
use serde_json::{Value, json};

const FORMAT_1_HARTENJAGEN: &str = include_str!("../fixtures/format-1-hartenjagen.toml");
const FORMAT_2_HARTENJAGEN: &str = include_str!("../fixtures/format-2-hartenjagen.toml");
const FORMAT_3_HARTENJAGEN: &str = include_str!("../fixtures/format-3-hartenjagen.toml");

fn changes(env: &TestEnv, file: &str) -> Vec<Value> {
    let log = env.json(&["log", "--json", "--file", file]);
    log["changes"].as_array().cloned().unwrap_or_default()
}

fn actions(changes: &[Value]) -> Vec<(String, Option<String>)> {
    changes
        .iter()
        .map(|c| {
            (
                c["action"].as_str().unwrap_or_default().to_string(),
                c["door"].as_str().map(str::to_string),
            )
        })
        .collect()
}

fn own(pairs: &[(&str, &str)]) -> Vec<(String, Option<String>)> {
    pairs
        .iter()
        .map(|(a, d)| (a.to_string(), Some(d.to_string())))
        .collect()
}

#[test]
fn record_edit_and_undo_on_the_command_line_each_leave_a_trace_with_door_and_time() {
    let env = hartenjagen();
    let file = env.match_file().display().to_string();
    env.ok(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"]);
    env.ok(&["record", "Ann=QS", "Cas=rest"]);
    env.ok(&["edit", "1", "Ann=QS 3", "Bob=6", "Dee=rest"]);
    env.ok(&["undo"]);
    let text = std::fs::read_to_string(&file).unwrap();
    assert_contains(&text, "\nformat = 5\n");
    assert_contains(&text, "door = \"terminal\"");
    assert_eq!(text.matches("[[change]]").count(), 2, "{text}");
    let changes = changes(&env, &file);
    assert_eq!(
        actions(&changes),
        own(&[
            ("record", "terminal"),
            ("record", "terminal"),
            ("edit", "terminal"),
            ("undo", "terminal"),
        ])
    );
    for change in &changes {
        assert!(
            change["time"].as_str().is_some_and(|t| t.contains('T')),
            "{change}"
        );
    }
    // The edit kept hand 1 as it was, in full; the undo kept hand 2.
    assert_eq!(changes[2]["hand"], 1);
    assert_eq!(changes[2]["replaced"]["took"]["Bob"], "5");
    assert_eq!(changes[3]["hand"], 2);
    assert_eq!(changes[3]["replaced"]["took"]["Ann"], "Q♠");
    let said = env.ok(&["log"]);
    let lines: Vec<&str> = said.lines().collect();
    assert_eq!(lines.len(), 4, "{said}");
    assert!(
        lines[0].starts_with("Hand 1 recorded on the command line at "),
        "{said}"
    );
    assert_contains(lines[2], "Hand 1 edited on the command line at ");
    assert!(lines[2].ends_with(": Bob +5 → +6, Dee +5 → +4"), "{said}");
    assert_contains(lines[3], "Hand 2 undone on the command line at ");
    assert!(lines[3].ends_with(": it was Ann +13, Cas +13"), "{said}");
    assert!(
        said.lines().all(|line| line.chars().count() <= 80),
        "{said}"
    );
    let dutch = env.ok(&["log", "--lang", "nl"]);
    assert_contains(&dutch, "Ronde 1 gewijzigd op de opdrachtregel om ");
}

#[test]
fn log_json_has_the_keys_of_the_contract() {
    let env = hartenjagen();
    let file = env.match_file().display().to_string();
    env.ok(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"]);
    env.ok(&["edit", "1", "Ann=QS 3", "Bob=6", "Dee=rest"]);
    let log = env.json(&["log", "--json"]);
    let keys = |item: &Value| {
        let mut keys: Vec<String> = item.as_object().unwrap().keys().cloned().collect();
        keys.sort();
        keys
    };
    assert_eq!(keys(&log), ["changes"]);
    let changes = log["changes"].as_array().unwrap();
    for change in changes {
        assert_eq!(keys(change), ["action", "door", "hand", "replaced", "time"]);
    }
    assert_eq!(changes[0]["replaced"], Value::Null);
    assert_eq!(
        keys(&changes[1]["replaced"]),
        ["dealer", "door", "pass", "time", "took"]
    );
    assert_eq!(changes, &self::changes(&env, &file));
}

#[test]
fn an_edit_that_changes_nothing_leaves_no_change_record() {
    let env = hartenjagen();
    env.ok(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"]);
    env.assert_unchanged(|| env.ok(&["edit", "1", "Ann=QS 3", "Bob=5", "Dee=rest"]));
    let text = std::fs::read_to_string(env.match_file()).unwrap();
    assert!(!text.contains("[[change]]"), "{text}");
    assert_eq!(env.ok(&["log"]).lines().count(), 1);
}

#[test]
fn a_phone_records_edits_and_undoes_through_the_phone_door() {
    let env = hartenjagen();
    let file = env.match_file().display().to_string();
    env.ok(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"]);
    let server = Server::start(&env, &file, &[]);
    let (status, said) = server.post_hand(
        "/api/record",
        &json!({"took": {"Ann": "QS", "Cas": "rest"}}),
    );
    assert_eq!(status, 200, "{said}");
    let (status, said) = server.post_hand(
        "/api/edit",
        &json!({"number": 1, "took": {"Ann": "QS 3", "Bob": "6", "Dee": "rest"}}),
    );
    assert_eq!(status, 200, "{said}");
    let (status, said) = server.post("/api/undo", Some(&server.key), b"");
    assert_eq!(status, 200, "{said}");
    assert_eq!(
        actions(&changes(&env, &file)),
        own(&[
            ("record", "terminal"),
            ("record", "phone"),
            ("edit", "phone"),
            ("undo", "phone"),
        ])
    );
    let said = env.ok(&["log", "--file", &file]);
    assert_contains(&said, "Hand 1 edited from a phone at ");
    assert_contains(&said, "Hand 2 recorded from a phone at ");
}

#[test]
fn a_club_table_and_a_rename_leave_their_trace_in_the_tables_file() {
    let env = TestEnv::new();
    env.ok(&["club", "new", "Tuesday", "--hands", "2"]);
    env.ok(&[
        "club",
        "start",
        "--players",
        "Ann,Bob,Cas,Dee",
        "--date",
        "2026-09-01",
    ]);
    env.ok(&["club", "draw"]);
    let tables = env.json(&["club", "tables", "--json"]);
    let players = crate::club_serve::seated(&tables)[0].clone();
    let file = env
        .home()
        .join("club/Tuesday/2026-09-01/r1-t1.toml")
        .display()
        .to_string();
    env.ok(&[
        "club",
        "record",
        "--table",
        "1",
        &format!("{}=QS 3", players[0]),
        &format!("{}=rest", players[1]),
    ]);
    let room = Room::start(&env);
    let (status, said) = room.record(1, &players);
    assert_eq!(status, 200, "{said}");
    let key = Some(room.organiser.as_str());
    let (status, said) = room.post(
        "/admin/api/rename",
        key,
        &json!({"from": "Ann", "to": "Anna"}),
    );
    assert_eq!(status, 200, "{said}");
    drop(room);
    env.ok(&["club", "rename", "Bob", "Bo"]);
    let changes = changes(&env, &file);
    assert_eq!(
        actions(&changes),
        own(&[
            ("record", "terminal"),
            ("record", "table"),
            ("rename", "organiser"),
            ("rename", "terminal"),
        ])
    );
    assert_eq!(changes[1]["table"], 1);
    assert_eq!(changes[2]["replaced"], "Ann");
    assert_eq!(changes[2]["name"], "Anna");
    assert_eq!(changes[2]["hand"], Value::Null);
    assert_eq!(changes[3]["replaced"], "Bob");
    let said = env.ok(&["log", "--file", &file]);
    assert_contains(&said, "Hand 2 recorded from table 1's page at ");
    assert_contains(&said, "Ann renamed Anna from the organiser's page at ");
    assert_contains(&said, "Bob renamed Bo on the command line at ");
    // The organiser's undo of a rename is a rename back, kept the same way.
    env.ok(&["club", "undo"]);
    let changes = self::changes(&env, &file);
    assert_eq!(changes.len(), 5);
    assert_eq!(
        (
            &changes[4]["action"],
            &changes[4]["door"],
            &changes[4]["replaced"],
            &changes[4]["name"]
        ),
        (
            &json!("rename"),
            &json!("terminal"),
            &json!("Bo"),
            &json!("Bob")
        )
    );
}

#[test]
fn an_imported_sheet_comes_in_by_the_import_door() {
    let env = TestEnv::new();
    let sheet = env.path("sheet.csv");
    std::fs::write(&sheet, "Ann,Bob,Cas,Dee\n13,0,0,13\n").unwrap();
    env.ok(&["import", &sheet]);
    let file = env.match_file().display().to_string();
    assert_eq!(actions(&changes(&env, &file)), own(&[("record", "import")]));
    assert_contains(&env.ok(&["log"]), "Hand 1 recorded by import at ");
}

#[test]
fn files_of_the_older_formats_load_unchanged_and_log_their_hands_without_a_door() {
    let env = TestEnv::new();
    for (name, text) in [
        ("one.toml", FORMAT_1_HARTENJAGEN),
        ("two.toml", FORMAT_2_HARTENJAGEN),
        ("three.toml", FORMAT_3_HARTENJAGEN),
    ] {
        let path = env.path(name);
        std::fs::write(&path, text).unwrap();
        env.ok(&["status", "--file", &path]);
        let changes = changes(&env, &path);
        assert!(!changes.is_empty());
        assert!(changes.iter().all(|c| c["door"].is_null()), "{changes:?}");
        assert!(
            changes.iter().any(|c| c["action"] == "record"),
            "{changes:?}"
        );
        assert!(
            !env.ok(&["log", "--file", &path])
                .contains(" on the command line ")
        );
        assert_eq!(std::fs::read_to_string(&path).unwrap(), text, "{name}");
    }
}

#[test]
fn a_door_the_file_does_not_know_is_refused_with_its_line() {
    let env = hartenjagen();
    env.ok(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"]);
    let file = env.match_file();
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, text.replace("door = \"terminal\"", "door = \"fax\"")).unwrap();
    let output = env.expect_code(&["log"], 1);
    let said = String::from_utf8_lossy(&output.stderr).to_string();
    assert_contains(
        &said,
        "unknown variant `fax`, expected one of `terminal`, `prompt`",
    );
    assert_contains(&said, "door = \"fax\"");
}

#[test]
fn a_club_tables_page_edits_and_undoes_through_the_table_door() {
    let env = TestEnv::new();
    env.ok(&["club", "new", "Tuesday", "--hands", "2"]);
    env.ok(&[
        "club",
        "start",
        "--players",
        "Ann,Bob,Cas,Dee",
        "--date",
        "2026-09-01",
    ]);
    env.ok(&["club", "draw"]);
    let players = crate::club_serve::seated(&env.json(&["club", "tables", "--json"]))[0].clone();
    let file = env
        .home()
        .join("club/Tuesday/2026-09-01/r1-t1.toml")
        .display()
        .to_string();
    let room = Room::start(&env);
    let key = Some(room.keys[0].as_str());
    let (status, said) = room.record(1, &players);
    assert_eq!(status, 200, "{said}");
    let edit =
        json!({"number": 1, "took": {players[0].as_str(): "QS 4", players[1].as_str(): "rest"}});
    let (status, said) = room.post("/t/1/api/edit", key, &edit);
    assert_eq!(status, 200, "{said}");
    let (status, said) = room.post("/t/1/api/undo", key, &json!({}));
    assert_eq!(status, 200, "{said}");
    drop(room);
    let changes = changes(&env, &file);
    for action in ["record", "edit", "undo"] {
        assert!(
            changes
                .iter()
                .any(|c| c["action"] == action && c["door"] == "table" && c["table"] == 1),
            "{action}: {changes:?}"
        );
    }
    assert_contains(
        &env.ok(&["log", "--file", &file]),
        "from table 1's page at ",
    );
}
