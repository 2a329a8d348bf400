//! Many hands at once (issue 37, items 1 and 2): one evening, one writer. A table's hand and
//! the organiser's redraw race through the command line and through `club serve` in both
//! orders and at once, and no hand is ever lost or saved at a table that was drawn again; a
//! draw killed at any instant leaves the evening whole; a closed round takes no hand at any
//! door, and only the organiser corrects one, with `club edit`.

use super::*;
use crate::club_serve::Room;
use serde_json::json;
use std::process::Stdio;

const DATE: &str = "2026-09-01";

/// A club of eight with hands of 2 per round, its evening opened, round 1 drawn.
fn drawn_evening() -> TestEnv {
    let env = TestEnv::new();
    env.ok(&["club", "new", "Tuesday", "--hands", "2"]);
    env.ok(&[
        "club",
        "start",
        "--players",
        "Ann,Bob,Cas,Dee,Eva,Fer,Gijs,Hen",
        "--date",
        DATE,
    ]);
    env.ok(&["club", "draw"]);
    env
}

/// The evening's folder.
fn evening_dir(env: &TestEnv) -> PathBuf {
    env.home().join("club/Tuesday").join(DATE)
}

/// The round being played as `club tables --json` says it: its number, and each table's
/// players in seat order.
fn playing(env: &TestEnv) -> (u64, Vec<Vec<String>>) {
    let tables = env.json(&["club", "tables", "--json"]);
    (
        tables["round"].as_u64().expect("a round"),
        crate::club_serve::seated(&tables),
    )
}

/// `club record --table T` of one hand: the first player takes Q♠ and 3 hearts, the second
/// the rest.
fn record_args(table: usize, players: &[String]) -> Vec<String> {
    vec![
        "club".into(),
        "record".into(),
        "--table".into(),
        table.to_string(),
        format!("{}=QS 3", players[0]),
        format!("{}=rest", players[1]),
    ]
}

/// The number of entries (hands, misdeals) in a table file, or none when it is missing.
fn entries(env: &TestEnv, file: &str) -> Option<usize> {
    let path = evening_dir(env).join(file);
    path.exists().then(|| {
        let status = env.json(&["status", "--json", "--file", &path.display().to_string()]);
        status["hands"].as_array().map_or(0, Vec::len)
    })
}

/// The players of a table file, or none when it is missing.
fn players_of(env: &TestEnv, file: &Path) -> Option<Vec<String>> {
    file.exists().then(|| {
        let status = env.json(&["status", "--json", "--file", &file.display().to_string()]);
        status["players"]
            .as_array()
            .expect("players")
            .iter()
            .map(|p| p.as_str().expect("a name").to_string())
            .collect()
    })
}

/// A hand's mark of the draw it was typed for, as a table's page sends it.
fn mark(round: u64, attempt: u64, table: usize) -> String {
    format!("{round}.{attempt}.0.r{round}-t{table}.toml")
}

#[test]
fn a_redraw_is_refused_once_a_table_holds_a_hand_and_the_hand_stays() {
    let env = drawn_evening();
    let (_, seated) = playing(&env);
    let args = record_args(1, &seated[0]);
    env.ok(&args.iter().map(String::as_str).collect::<Vec<_>>());
    let said = env.rejects(&["club", "draw", "--redraw"]);
    assert_contains(&said, "table 1 has begun recording hands");
    assert_eq!(entries(&env, "r1-t1.toml"), Some(1));
}

#[test]
fn a_hand_after_a_redraw_goes_to_the_new_draw_and_one_typed_before_it_is_refused() {
    let env = drawn_evening();
    let room = Room::start(&env);
    let (_, before) = playing(&env);
    env.ok(&["club", "draw", "--redraw"]);
    let (_, after) = playing(&env);
    // The phone's page was made for the first draw: its hand is not saved at the second.
    let hand = json!({"took": {before[0][0].as_str(): "QS 3", before[0][1].as_str(): "rest"}});
    env.assert_unchanged(|| {
        let (status, said) = room.post(
            &format!("/t/1/api/record?round={}", mark(1, 1, 1)),
            Some(&room.keys[0]),
            &hand,
        );
        assert_eq!((status, said["code"].as_str()), (409, Some("drawn-again")));
        assert_contains(said["error"].as_str().unwrap(), "was drawn again");
    });
    // Typed for the draw at the table now, it is saved there.
    let hand = json!({"took": {after[0][0].as_str(): "QS 3", after[0][1].as_str(): "rest"}});
    let (status, said) = room.post(
        &format!("/t/1/api/record?round={}", mark(1, 2, 1)),
        Some(&room.keys[0]),
        &hand,
    );
    assert_eq!(status, 200, "{said}");
    assert_eq!(entries(&env, "r1-t1.toml"), Some(1));
    // And now the organiser's redraw is refused, through the page as at the terminal.
    let (status, said) = room.post("/admin/api/redraw", Some(&room.organiser), &json!({}));
    assert_eq!(
        (status, said["code"].as_str()),
        (409, Some("redraw-started")),
        "{said}"
    );
    assert_eq!(entries(&env, "r1-t1.toml"), Some(1));
}

/// Runs `club record` at table 1 and `club draw --redraw` at once, `rounds` times, and checks
/// after each that no hand was lost: a hand said saved is in the draw's table file, and both
/// never succeed unless the hand went to the new draw.
#[test]
fn a_table_hand_racing_a_redraw_at_the_terminal_is_never_lost() {
    let env = drawn_evening();
    let dir = evening_dir(&env);
    for round in 0..12 {
        let (_, seated) = playing(&env);
        let args = record_args(1, &seated[0]);
        let spawn = |args: &[String]| {
            std::process::Command::new(assert_cmd::cargo::cargo_bin!("hartenjagen"))
                .env("HARTENJAGEN_HOME", env.home())
                .current_dir(env.home())
                .args(args)
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .expect("runs")
        };
        let redraw: Vec<String> = ["club", "draw", "--redraw"].map(String::from).to_vec();
        // Both orders of starting, turn about.
        let (mut first, mut second) = if round % 2 == 0 {
            (spawn(&args), spawn(&redraw))
        } else {
            (spawn(&redraw), spawn(&args))
        };
        let (a, b) = (first.wait().unwrap(), second.wait().unwrap());
        let (recorded, redrawn) = if round % 2 == 0 {
            (a.success(), b.success())
        } else {
            (b.success(), a.success())
        };
        let (_, now) = playing(&env);
        let saved = entries(&env, "r1-t1.toml").unwrap_or(0);
        assert_eq!(
            saved,
            usize::from(recorded),
            "race {round}: record {recorded}, redraw {redrawn}, {saved} hands at table 1"
        );
        if recorded {
            assert!(
                players_of(&env, &dir.join("r1-t1.toml")).as_ref() == Some(&now[0]),
                "race {round}: the hand is at a table of another draw"
            );
            // Back to a round without a hand for the next race.
            env.ok(&[
                "undo",
                "--file",
                &dir.join("r1-t1.toml").display().to_string(),
            ]);
        }
        assert!(recorded || redrawn, "race {round}: neither went through");
    }
}

/// The same race through `club serve`: a phone saves the hand for the draw it shows while the
/// organiser redraws; both orders of sending, a dozen times.
#[test]
fn a_phone_save_racing_the_organisers_redraw_is_never_lost() {
    let env = drawn_evening();
    let room = Room::start(&env);
    let dir = evening_dir(&env);
    for round in 0..12 {
        let shown = room.evening();
        let seated = crate::club_serve::seated(&shown);
        let current: u64 = env
            .json(&["club", "tables", "--json"])
            .get("round")
            .and_then(Value::as_u64)
            .unwrap();
        let evening_text = std::fs::read_to_string(dir.join("evening.toml")).unwrap();
        let attempt_now = evening_text
            .lines()
            .rev()
            .find_map(|l| l.strip_prefix("attempt = "))
            .and_then(|a| a.trim().parse::<u64>().ok())
            .expect("an attempt");
        let hand = json!({"took": {seated[0][0].as_str(): "QS 3", seated[0][1].as_str(): "rest"}});
        let address = format!("/t/1/api/record?round={}", mark(current, attempt_now, 1));
        let (saved, redrawn) = std::thread::scope(|scope| {
            let phone = || room.post(&address, Some(&room.keys[0]), &hand).0;
            let organiser = || {
                room.post("/admin/api/redraw", Some(&room.organiser), &json!({}))
                    .0
            };
            if round % 2 == 0 {
                let a = scope.spawn(phone);
                let b = scope.spawn(organiser);
                (a.join().unwrap(), b.join().unwrap())
            } else {
                let b = scope.spawn(organiser);
                let a = scope.spawn(phone);
                (a.join().unwrap(), b.join().unwrap())
            }
        });
        let hands = entries(&env, "r1-t1.toml").unwrap_or(0);
        assert_eq!(
            hands,
            usize::from(saved == 200),
            "race {round}: phone {saved}, redraw {redrawn}, {hands} hands at table 1"
        );
        assert!(
            !(saved == 200 && redrawn == 200),
            "race {round}: the hand was saved and its draw replaced"
        );
        if saved == 200 {
            env.ok(&[
                "undo",
                "--file",
                &dir.join("r1-t1.toml").display().to_string(),
            ]);
        } else {
            assert_eq!(saved, 409, "race {round}");
        }
    }
}

#[test]
fn a_closed_rounds_table_takes_no_hand_at_any_door() {
    let env = drawn_evening();
    let (_, seated) = playing(&env);
    for table in 1..=2 {
        for _ in 0..2 {
            let args = record_args(table, &seated[table - 1]);
            env.ok(&args.iter().map(String::as_str).collect::<Vec<_>>());
        }
    }
    env.ok(&["club", "close"]);
    let file = evening_dir(&env).join("r1-t2.toml").display().to_string();
    let hand = [
        format!("{}=QS 3", seated[1][0]),
        format!("{}=rest", seated[1][1]),
    ];
    for args in [
        vec!["record", "--file", &file, &hand[0], &hand[1]],
        vec!["edit", "1", "--file", &file, &hand[0], &hand[1]],
        vec!["undo", "--file", &file],
        vec!["misdeal", "--file", &file],
    ] {
        let said = env.rejects(&args);
        assert_contains(&said, "table 2 of round 1 is closed");
        assert_contains(&said, "club edit --table 2 --round 1");
    }
    let dutch = run_in_dutch(&env, &["undo", "--file", &file]);
    assert_contains(&dutch, "tafel 2 van ronde 1 is gesloten");
    // Through the table's phone and through `serve` on that file alike.
    let room = Room::start(&env);
    env.assert_unchanged(|| {
        let body = json!({"took": {seated[1][0].as_str(): "QS 3", seated[1][1].as_str(): "rest"}});
        let (status, said) = room.post("/t/2/api/record", Some(&room.keys[1]), &body);
        assert_eq!((status, said["code"].as_str()), (409, Some("round-closed")));
    });
    drop(room);
    let server = crate::serve::Server::start(&env, &file, &[]);
    env.assert_unchanged(|| {
        let body = json!({"took": {seated[1][0].as_str(): "QS 3", seated[1][1].as_str(): "rest"}});
        let (status, said) = server.post_hand("/api/record", &body);
        assert_eq!(
            (status, said["code"].as_str()),
            (409, Some("round-closed")),
            "{said}"
        );
        let (status, said) = server.post_hand("/api/undo", &json!({}));
        assert_eq!(status, 409, "{said}");
    });
}

#[test]
fn only_the_organiser_corrects_a_closed_rounds_hand_with_club_edit() {
    let env = drawn_evening();
    let (_, seated) = playing(&env);
    for table in 1..=2 {
        for _ in 0..2 {
            let args = record_args(table, &seated[table - 1]);
            env.ok(&args.iter().map(String::as_str).collect::<Vec<_>>());
        }
    }
    env.ok(&["club", "close"]);
    let said = env.rejects(&[
        "club",
        "edit",
        "--table",
        "2",
        "--round",
        "1",
        "3",
        &format!("{}=rest", seated[1][0]),
    ]);
    assert_contains(&said, "table 2 of round 1 has no hand 3 (it has played 2)");
    let said = env.rejects(&[
        "club",
        "edit",
        "--table",
        "2",
        "--round",
        "4",
        "1",
        &format!("{}=rest", seated[1][0]),
    ]);
    assert_contains(
        &said,
        "the evening has no round 4 (only round 1 has been drawn)",
    );
    let file = evening_dir(&env).join("r1-t2.toml").display().to_string();
    let before = env.json(&["status", "--json", "--file", &file]);
    env.ok(&[
        "club",
        "edit",
        "--table",
        "2",
        "1",
        &format!("{}=rest", seated[1][0]),
    ]);
    let after = env.json(&["status", "--json", "--file", &file]);
    assert_eq!(after["hands"].as_array().map(Vec::len), Some(2));
    let points = |status: &Value, hand: usize| status["hands"][hand]["points"].clone();
    assert_ne!(
        points(&after, 0),
        points(&before, 0),
        "hand 1 was not corrected"
    );
    assert_eq!(points(&after, 1), points(&before, 1));
}

/// Runs a command in Dutch that must fail; returns its standard error.
fn run_in_dutch(env: &TestEnv, args: &[&str]) -> String {
    let output = crate::club::run_in(env, "nl", None, args);
    assert_eq!(output.status.code(), Some(1));
    String::from_utf8(output.stderr).unwrap()
}

/// The players of a table file read as TOML (quicker than a command for a few hundred), or
/// none when it is missing.
fn players_in(file: &Path) -> Option<Vec<String>> {
    let text = std::fs::read_to_string(file).ok()?;
    let game: toml::Table = toml::from_str(&text).expect("a table's match loads");
    Some(
        game["players"]
            .as_array()
            .expect("players")
            .iter()
            .map(|p| p.as_str().expect("a name").to_string())
            .collect(),
    )
}

/// Every table file of every round holds exactly its draw's players, and the folder holds no
/// table file the evening does not name. Returns the files of the current draw that are
/// missing.
fn check_evening_whole(env: &TestEnv) -> Vec<String> {
    let dir = evening_dir(env);
    let text = std::fs::read_to_string(dir.join("evening.toml")).expect("the evening");
    let evening: toml::Table = toml::from_str(&text).expect("the evening loads");
    let rounds = evening
        .get("round")
        .and_then(|r| r.as_array())
        .cloned()
        .unwrap_or_default();
    // A rename saved in the evening but not yet in every table is finished by the next
    // locked action: until then a table may still have the old name.
    let pending = evening.get("rename").map(|r| {
        (
            r["from"].as_str().unwrap().to_string(),
            r["to"].as_str().unwrap().to_string(),
        )
    });
    let renamed = |name: String| match &pending {
        Some((from, to)) if &name == from => to.clone(),
        _ => name,
    };
    let mut named = Vec::new();
    let mut missing = Vec::new();
    for (i, round) in rounds.iter().enumerate() {
        for table in round["table"].as_array().expect("tables") {
            let file = table["file"].as_str().expect("a file").to_string();
            let players: Vec<String> = table["players"]
                .as_array()
                .expect("players")
                .iter()
                .map(|p| p.as_str().unwrap().to_string())
                .collect();
            match players_in(&dir.join(&file)) {
                Some(found) => assert_eq!(
                    found.into_iter().map(renamed).collect::<Vec<_>>(),
                    players,
                    "{file} is not its draw's"
                ),
                None if i + 1 == rounds.len() => missing.push(file.clone()),
                None => panic!("{file} of an earlier round is gone"),
            }
            named.push(file);
        }
    }
    for entry in std::fs::read_dir(&dir).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if name.starts_with('r') && name.ends_with(".toml") {
            assert!(named.contains(&name), "{name} is no table of the evening");
        }
    }
    missing
}

/// Kills every kind of club action (a draw, a redraw, an undo, an arrival, a close, a
/// departure, a rename) at random instants, thirty each, and checks the evening afterwards:
/// it loads, every table file is its draw's, and the next locked action makes the draw's
/// missing tables again.
#[test]
fn a_club_action_killed_at_any_instant_leaves_the_evening_whole() {
    let env = TestEnv::new();
    env.ok(&["club", "new", "Tuesday", "--hands", "1"]);
    env.ok(&[
        "club",
        "start",
        "--players",
        "Ann,Bob,Cas,Dee,Eva,Fer,Gijs,Hen,Ivo,Jan,Kim,Lot,Mo,Nel,Oda,Pim",
        "--date",
        DATE,
    ]);
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let actions: [&[&str]; 7] = [
        &["club", "draw"],
        &["club", "draw", "--redraw"],
        &["club", "undo"],
        &["club", "arrive", "Quin", "--new"],
        &["club", "close", "--force"],
        &["club", "leave", "Quin"],
        &["club", "rename", "Ann", "Anna"],
    ];
    for turn in 0..210 {
        let action = actions[turn % actions.len()];
        let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin!("hartenjagen"))
            .env("HARTENJAGEN_HOME", env.home())
            .current_dir(env.home())
            .args(action)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("runs");
        // A command's start takes some 50 ms here, a draw's files and fsyncs as much again.
        std::thread::sleep(Duration::from_micros(next() % 150_000));
        let _ = child.kill();
        let _ = child.wait();
        check_evening_whole(&env);
        // The next locked action makes what the killed draw did not write.
        let _ = env.run(&["club", "arrive", "Zed"]);
        let _ = env.run(&["club", "leave", "Zed"]);
        assert!(
            check_evening_whole(&env).is_empty(),
            "turn {turn}: a table of the draw is still missing after a locked action"
        );
    }
}

#[test]
fn a_club_tables_match_is_never_removed_as_a_match_started_by_mistake() {
    use hartenjagen::core::club::evening::ClubError;
    use hartenjagen::store::error::Error;
    use hartenjagen::store::matchfile;
    let env = drawn_evening();
    let file = evening_dir(&env).join("r1-t1.toml");
    let loaded = matchfile::load(&file).expect("the table's match");
    env.assert_unchanged(
        || match matchfile::remove_unless_changed(&file, &loaded.game.entries) {
            Err(Error::ClubTable(ClubError::TableNotRemovable { table: 1, round: 1 })) => {}
            other => panic!("removed or another answer: {other:?}"),
        },
    );
    assert!(file.exists());
}

#[test]
fn a_table_that_has_played_its_hands_waits_for_the_round_to_close() {
    let env = drawn_evening();
    let (_, seated) = playing(&env);
    for _ in 0..2 {
        let args = record_args(1, &seated[0]);
        env.ok(&args.iter().map(String::as_str).collect::<Vec<_>>());
    }
    let args = record_args(1, &seated[0]);
    let said = env.rejects(&args.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(
        said,
        "error: table 1 has played its 2 hands of round 1: it waits for the round to close and \
         the next draw (to correct a hand there, undo or edit it)\n"
    );
    let room = Room::start(&env);
    env.assert_unchanged(|| {
        let hand = json!({"took": {seated[0][0].as_str(): "QS 3", seated[0][1].as_str(): "rest"}});
        let (status, said) = room.post("/t/1/api/record", Some(&room.keys[0]), &hand);
        assert_eq!(
            (status, said["code"].as_str()),
            (409, Some("table-finished")),
            "{said}"
        );
    });
}
