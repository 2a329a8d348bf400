//! history, stats, export, chart, completions and man, on matches played to the end with
//! `record`.

use super::*;

/// Starts a match that ends after two hands, in its own file in matches/.
fn new_match(env: &TestEnv, file: &str, variant: &str, players: &str) -> String {
    let path = env.path(&format!("matches/{file}"));
    env.ok(&[
        "new",
        "--variant",
        variant,
        "--players",
        players,
        "--hands",
        "2",
        "--file",
        &path,
    ]);
    path
}

/// Moves a match's start `days` days back, so the history's order is known.
fn started_days_ago(path: &str, days: u32) {
    let text = fs::read_to_string(path).expect("the match file");
    let line = text
        .lines()
        .find(|l| l.starts_with("started = "))
        .expect("a start time")
        .to_string();
    let moved = format!("started = \"2026-01-{:02}T20:00:00+01:00\"", 28 - days);
    fs::write(path, text.replace(&line, &moved)).expect("cannot write the match file");
}

/// Three matches: an older finished one won by Cas (Ann spelled "ann" there), a newer
/// finished one won by Ann, and the newest, an unfinished omnibus match (Ann spelled "ANN").
fn three_matches() -> (TestEnv, [String; 3]) {
    let env = TestEnv::new();
    let old = new_match(&env, "old.toml", "hartenjagen", "ann,Bob,Cas,Dee");
    env.ok(&["record", "--file", &old, "ann=QS 3", "Bob=5", "Dee=rest"]);
    env.ok(&["record", "--file", &old, "Cas=rest"]);
    started_days_ago(&old, 3);
    let new = new_match(&env, "new.toml", "hartenjagen", "Ann,Bob,Cas,Dee");
    env.ok(&["record", "--file", &new, "Bob=QS 3", "Cas=5", "Dee=rest"]);
    env.ok(&["record", "--file", &new, "Cas=QS", "Dee=rest"]);
    started_days_ago(&new, 2);
    let open = new_match(&env, "open.toml", "omnibus", "ANN,Bob,Cas,Dee");
    env.ok(&["record", "--file", &open, "Ann=QS 3", "Cas=JD", "Dee=rest"]);
    started_days_ago(&open, 1);
    (env, [old, new, open])
}

#[test]
fn history_lists_every_match_newest_first() {
    let (env, [old, new, open]) = three_matches();
    let stdout = env.ok(&["history"]);
    for part in [
        "omnibus",
        "hartenjagen",
        "in progress",
        "ANN, Bob, Cas, Dee",
        "open.toml",
    ] {
        assert_contains(&stdout, part);
    }
    let position = |file: &str| {
        stdout
            .find(file)
            .unwrap_or_else(|| panic!("{file} missing"))
    };
    assert!(position("open.toml") < position("new.toml"));
    assert!(position("new.toml") < position("old.toml"));

    let history = env.json(&["history", "--json"]);
    let list = history.as_array().expect("a list");
    assert_eq!(list.len(), 3);
    for entry in list {
        assert_has_keys(
            entry,
            &[
                "file", "variant", "players", "started", "finished", "hands", "winner",
            ],
        );
    }
    assert_eq!(list[0]["file"], open);
    assert_eq!(list[0]["variant"], "omnibus");
    assert_eq!(list[0]["finished"], Value::Null);
    assert_eq!(list[0]["state"], "in progress");
    assert_eq!(list[0]["winner"], Value::Null);
    assert_eq!(list[0]["hands"], 1);
    assert_eq!(list[1]["file"], new);
    assert_eq!(list[1]["players"], json!(["Ann", "Bob", "Cas", "Dee"]));
    assert_eq!(list[1]["winner"], "Ann");
    assert_eq!(list[1]["hands"], 2);
    assert_eq!(list[1]["state"], "finished");
    assert!(list[1]["finished"].is_string());
    assert_eq!(list[1]["started"], "2026-01-26T20:00:00+01:00");
    assert_eq!(list[2]["file"], old);
    assert_eq!(list[2]["winner"], "Cas");
}

#[test]
fn history_lists_a_damaged_file_and_goes_on() {
    let (env, _) = three_matches();
    fs::write(env.path("matches/broken.toml"), "format = 1\nplayers = [\n").unwrap();
    let stdout = env.ok(&["history"]);
    assert_contains(&stdout, "damaged");
    assert_contains(&stdout, "broken.toml:");
    assert_contains(&stdout, "open.toml");
    let history = env.json(&["history", "--json"]);
    let list = history.as_array().expect("a list");
    assert_eq!(list.len(), 4);
    let broken = list
        .iter()
        .find(|e| e["state"] == "damaged")
        .expect("the damaged file is listed");
    assert!(broken["error"].as_str().unwrap().contains("broken.toml:2"));
    // stats leaves it out and says so.
    assert_eq!(env.json(&["stats", "--json"])["damaged_files"], 1);
}

#[test]
fn history_without_matches_says_how_to_start_one() {
    let env = TestEnv::new();
    assert_contains(&env.ok(&["history"]), "hartenjagen new");
    assert_eq!(env.json(&["history", "--json"]), json!([]));
}

pub(crate) fn player<'a>(stats: &'a Value, name: &str) -> &'a Value {
    stats["players"]
        .as_array()
        .expect("a list of players")
        .iter()
        .find(|p| p["name"] == name)
        .unwrap_or_else(|| panic!("no {name} in {stats}"))
}

#[test]
fn stats_count_finished_matches_and_merge_names_across_case() {
    let (env, _) = three_matches();
    let stats = env.json(&["stats", "--json"]);
    let players = stats["players"].as_array().expect("a list");
    assert_eq!(players.len(), 4, "ann and ANN are one person: {stats}");
    for p in players {
        assert_has_keys(
            p,
            &[
                "name",
                "matches",
                "wins",
                "win_rate",
                "moons",
                "points_per_hand",
                "queens_of_spades",
                "best",
                "worst",
            ],
        );
        let rate = p["win_rate"].as_f64().expect("a number");
        assert!((0.0..=1.0).contains(&rate), "{p}");
    }
    // The newest match's spelling; that match is unfinished, so it is not counted as played
    // or won yet.
    let ann = player(&stats, "ANN");
    assert_eq!(ann["matches"], 2);
    assert_eq!(ann["wins"], 1);
    assert_eq!(ann["win_rate"], 0.5);
    assert_eq!(ann["queens_of_spades"], 2, "{ann}");
    // Old: 16, then Cas's moon +26 = 42. New: 0 and 0. Open (unfinished): 16.
    assert_eq!(ann["best"], 0);
    assert_eq!(ann["worst"], 42);
    assert_eq!(ann["points_per_hand"], 11.6, "(42 + 0 + 16) / 5 hands");
    let cas = player(&stats, "Cas");
    assert_eq!(
        (cas["matches"].clone(), cas["wins"].clone()),
        (json!(2), json!(1))
    );
    assert_eq!(cas["moons"], 1);
    let bob = player(&stats, "Bob");
    assert_eq!(bob["wins"], 0);
    assert_eq!(bob["win_rate"], 0.0);
    assert_eq!(stats["finished_matches"], 2);
    assert_eq!(stats["unfinished_matches"], 1);

    let text = env.ok(&["stats"]);
    for part in [
        "Player",
        "Win rate",
        "ANN",
        "50%",
        "Q♠",
        "1 match in progress",
    ] {
        assert_contains(&text, part);
    }
    assert!(
        !text.contains("ann ") && !text.contains("Ann "),
        "older spellings are not shown:\n{text}"
    );
}

#[test]
fn stats_filter_by_player_and_variant() {
    let (env, _) = three_matches();
    let only_ann = env.json(&["stats", "--json", "--player", "Ann"]);
    let players = only_ann["players"].as_array().unwrap();
    assert_eq!(players.len(), 1);
    assert_eq!(players[0]["name"], "ANN");

    let omnibus = env.json(&["stats", "--json", "--variant", "omnibus"]);
    let cas = player(&omnibus, "Cas");
    assert_eq!(cas["matches"], 0, "the omnibus match is not finished");
    assert_eq!(cas["points_per_hand"], -10.0);
    assert_eq!(cas["best"], Value::Null);
    assert_eq!(omnibus["finished_matches"], 0);

    assert_contains(
        &env.ok(&["stats", "--player", "Zed"]),
        "No matches for player Zed",
    );
}

/// An omnibus match with names a spreadsheet would run, played to the end: @Bob's J♦ makes
/// his points negative.
fn risky_names() -> (TestEnv, String) {
    let env = TestEnv::new();
    let path = new_match(&env, "risky.toml", "omnibus", "Ann,@Bob,+Cas,Dee");
    env.ok(&[
        "record",
        "--file",
        &path,
        "Ann=QS 3",
        "@Bob=JD 5",
        "Dee=rest",
    ]);
    env.ok(&["record", "--file", &path, "+Cas=QS 12", "Dee=rest"]);
    (env, path)
}

#[test]
fn export_csv_escapes_names_and_keeps_numbers() {
    let (env, path) = risky_names();
    let csv = env.ok(&["export", "--format", "csv", "--file", &path]);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines,
        vec![
            "hand,Ann,'@Bob,'+Cas,Dee,Ann total,'@Bob total,'+Cas total,Dee total",
            "1,16,-5,0,5,16,-5,0,5",
            "2,0,0,25,-9,16,-5,25,-4",
        ]
    );
    // Without --file: the current match.
    assert_eq!(env.ok(&["export", "--format", "csv"]), csv);
}

#[test]
fn export_json_is_status_json() {
    let (env, path) = risky_names();
    let exported = env.ok(&["export", "--format", "json", "--file", &path]);
    let status = env.ok(&["status", "--json", "--file", &path]);
    assert_eq!(exported, status);
}

#[test]
fn export_markdown_is_a_table_with_escaped_names() {
    let (env, path) = risky_names();
    let markdown = env.ok(&["export", "--format", "markdown", "--file", &path]);
    let lines: Vec<&str> = markdown.lines().collect();
    assert_eq!(lines.len(), 4, "{markdown}");
    assert_eq!(
        lines[0],
        "| hand | Ann | \\@Bob | \\+Cas | Dee | Ann total | \\@Bob total | \\+Cas total | Dee total |"
    );
    assert!(lines[1].starts_with("| ---: |"), "{markdown}");
    assert_eq!(lines[3], "| 2 | 0 | 0 | 25 | -9 | 16 | -5 | 25 | -4 |");
}

#[test]
fn export_needs_a_known_format() {
    let (env, _) = risky_names();
    assert_contains(
        &env.usage_error(&["export", "--format", "xlsx"]),
        "possible values: csv, json, markdown",
    );
}

#[test]
fn chart_draws_the_totals_and_writes_an_svg_with_a_legend() {
    let (env, path) = risky_names();
    let svg = env.path("totals.svg");
    let stdout = env.ok(&["chart", "--file", &path, "--svg", &svg]);
    for part in [
        "A Ann",
        "B @Bob",
        "C +Cas",
        "D Dee",
        "2 hands",
        "totals.svg",
    ] {
        assert_contains(&stdout, part);
    }
    let text = fs::read_to_string(&svg).expect("the SVG was written");
    assert!(text.starts_with("<svg"), "{text}");
    // Every line is named at its end, whole (names of up to 10 characters are never cut:
    // issue 40, the Dutch review's "Kee"), next to the player's marker.
    for name in ["Ann", "@Bob", "+Cas", "Dee"] {
        assert!(
            text.contains(&format!("\">{name}</text>")),
            "no label {name} at a line's end in the SVG"
        );
    }
    assert!(text.contains("Ann, @Bob, +Cas and Dee"), "the title");
    assert_eq!(text.matches("<polyline").count(), 4, "a line per player");
    assert_eq!(
        text.matches("\" x=\"100%\" y=").count(),
        8,
        "a marker and a name at each line's end"
    );
}

#[test]
fn completions_and_man_are_generated_from_the_commands() {
    let env = TestEnv::new();
    // The registration script: the shell then asks the binary (see completions.rs).
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let script = env.ok(&["completions", shell]);
        assert_contains(&script, "hartenjagen");
        assert_contains(&script, "COMPLETE");
    }
    env.usage_error(&["completions", "cmd"]);
    let page = env.ok(&["man"]);
    assert_contains(&page, ".TH hartenjagen");
    assert_contains(&page, "COMMAND: EXPORT");
    assert_contains(&page, "COMMAND: RECORD");
}

/// Sets a match's start and its hands' times (UTC, `YYYY-MM-DDTHH:MM:SS`), in order, so that
/// what is exported from them is known.
fn stamped(path: &str, started: &str, hands: &[&str]) {
    let text = fs::read_to_string(path).expect("the match file");
    let mut times = hands.iter();
    let lines: Vec<String> = text
        .lines()
        .map(|line| {
            if line.starts_with("started = ") {
                format!("started = \"{started}Z\"")
            } else if line.starts_with("time = ") {
                format!(
                    "time = \"{}Z\"",
                    times.next().expect("a time for each entry")
                )
            } else {
                line.to_string()
            }
        })
        .collect();
    assert!(times.next().is_none(), "more times than entries");
    fs::write(path, lines.join("\n") + "\n").expect("cannot write the match file");
}

/// A finished 4-player hartenjagen match of two hands, started 2026-01-25 at 19:30 UTC, its
/// hands entered at 19:45 and 20:22: Cas wins with 3, Bob and Dee share second place with 5,
/// Ann is fourth with 39.
fn finished_with_a_shared_place(env: &TestEnv, file: &str, started: &str) -> String {
    let path = new_match(env, file, "hartenjagen", "Ann,Bob,Cas,Dee");
    env.ok(&["record", "--file", &path, "Ann=QS 3", "Bob=5", "Dee=rest"]);
    env.ok(&["record", "--file", &path, "Ann=QS 10", "Cas=3"]);
    stamped(
        &path,
        started,
        &[
            &started.replace("19:30", "19:45"),
            &started.replace("19:30", "20:22"),
        ],
    );
    path
}

/// `export --format bgstats` (and its arguments) in a Dutch winter's time zone.
fn bgstats(env: &TestEnv, args: &[&str]) -> std::process::Output {
    Command::cargo_bin("hartenjagen")
        .expect("the hartenjagen binary is built for integration tests")
        .env("HARTENJAGEN_HOME", env.home())
        .env("TZ", "CET-1CEST,M3.5.0,M10.5.0/3")
        .current_dir(env.home())
        .args(["export", "--format", "bgstats"])
        .args(args)
        .output()
        .expect("cannot run hartenjagen")
}

#[test]
fn export_bgstats_writes_a_finished_match_as_a_bg_stats_play() {
    let env = TestEnv::new();
    let path = finished_with_a_shared_place(&env, "evening.toml", "2026-01-25T19:30:00");
    let out = bgstats(&env, &["--file", &path]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let json = String::from_utf8(out.stdout).expect("UTF-8");
    insta::assert_snapshot!("export_bgstats", json);
    // Without --file: the current match.
    let current = bgstats(&env, &[]);
    assert_eq!(String::from_utf8(current.stdout).expect("UTF-8"), json);
}

#[test]
fn export_bgstats_all_writes_every_finished_match_oldest_first() {
    let env = TestEnv::new();
    let later = finished_with_a_shared_place(&env, "later.toml", "2026-01-26T19:30:00");
    let earlier = finished_with_a_shared_place(&env, "earlier.toml", "2026-01-25T19:30:00");
    let open = new_match(&env, "open.toml", "omnibus", "Ann,Bob,Cas,Dee");
    env.ok(&["record", "--file", &open, "Ann=QS 3", "Cas=JD", "Dee=rest"]);
    let all = bgstats(&env, &["--all"]);
    assert_eq!(all.status.code(), Some(0), "{all:?}");
    let all: Value = serde_json::from_slice(&all.stdout).expect("a JSON array");
    let one = |path: &str| -> Value {
        serde_json::from_slice(&bgstats(&env, &["--file", path]).stdout).expect("JSON")
    };
    assert_eq!(all, Value::Array(vec![one(&earlier), one(&later)]));
    assert_ne!(all[0]["sourcePlayId"], all[1]["sourcePlayId"]);
    // --all is for BG Stats only, and never with --file.
    assert_contains(
        &env.fails(&["export", "--format", "csv", "--all"]),
        "--all exports every finished match only with --format bgstats",
    );
    env.usage_error(&["export", "--format", "bgstats", "--all", "--file", &open]);
}

#[test]
fn export_bgstats_refuses_a_match_being_played_in_one_sentence() {
    let env = TestEnv::new();
    let open = new_match(&env, "open.toml", "hartenjagen", "Ann,Bob,Cas,Dee");
    env.ok(&["record", "--file", &open, "Ann=QS 3", "Bob=5", "Dee=rest"]);
    let out = env.assert_unchanged(|| bgstats(&env, &["--file", &open]));
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty(), "nothing is written");
    let said = String::from_utf8(out.stderr).expect("UTF-8");
    assert_eq!(said.trim().lines().count(), 1, "{said}");
    assert_contains(&said, "This match is not over yet");
}
