//! League (SPEC.md, "League"): ratings, head-to-head, seasons and the stats table as CSV, on
//! small hand-made leagues whose start days are set in the files.

use super::*;
use crate::history::player;

/// A four-player match of one hand in matches/FILE, started at `started` (RFC 3339), with
/// `took` as the hand.
fn played(env: &TestEnv, file: &str, started: &str, took: &[&str]) {
    played_by(env, file, ["hartenjagen", "Ann,Bob,Cas,Dee"], started, took);
}

/// A match of one hand of `game` = [variant, players] in matches/FILE, started at `started`,
/// with `took` as the hand.
fn played_by(env: &TestEnv, file: &str, game: [&str; 2], started: &str, took: &[&str]) {
    let path = env.path(&format!("matches/{file}"));
    env.ok(&[
        "new",
        "--variant",
        game[0],
        "--players",
        game[1],
        "--hands",
        "1",
        "--file",
        &path,
    ]);
    let text = fs::read_to_string(&path).expect("the match file");
    let line = text
        .lines()
        .find(|l| l.starts_with("started = "))
        .expect("a start time")
        .to_string();
    fs::write(
        &path,
        text.replace(&line, &format!("started = \"{started}\"")),
    )
    .expect("the match file is written");
    let mut args = vec!["record", "--file", &path];
    args.extend_from_slice(took);
    env.ok(&args);
}

/// Three matches, all won by Ann: 2025-03-01 and 2025-06-01 with Cas second, Dee third and
/// Bob last; 2026-02-01 with Cas and Dee sharing second place. `names` gives the three
/// files' names, oldest first.
fn league(names: [&str; 3]) -> TestEnv {
    let env = TestEnv::new();
    let clear = ["Bob=QS", "Cas=5", "Dee=rest"];
    played(&env, names[0], "2025-03-01T20:00:00+01:00", &clear);
    played(&env, names[1], "2025-06-01T20:00:00+02:00", &clear);
    played(
        &env,
        names[2],
        "2026-02-01T20:00:00+01:00",
        &["Bob=QS 3", "Cas=5", "Dee=rest"],
    );
    env
}

fn names(stats: &Value) -> Vec<&str> {
    stats["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| p["name"].as_str().expect("a name"))
        .collect()
}

#[test]
fn rating_the_player_who_wins_every_match_is_rated_first_and_players_are_sorted_by_it() {
    let env = league(["a.toml", "b.toml", "c.toml"]);
    let stats = env.json(&["stats", "--json"]);
    assert_eq!(names(&stats), ["Ann", "Cas", "Dee", "Bob"]);
    let ordinals: Vec<f64> = stats["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| {
            let rating = &p["rating"];
            let (mu, sigma) = (
                rating["mu"].as_f64().unwrap(),
                rating["sigma"].as_f64().unwrap(),
            );
            let ordinal = rating["ordinal"].as_f64().expect("an ordinal");
            assert!((ordinal - (mu - 3.0 * sigma)).abs() < 0.01, "{rating}");
            assert!(
                sigma < 25.0 / 3.0,
                "three matches made everyone surer: {rating}"
            );
            ordinal
        })
        .collect();
    assert!(ordinals.windows(2).all(|w| w[0] >= w[1]), "{ordinals:?}");
    assert!(ordinals[0] > 0.0 && ordinals[3] < 0.0, "{ordinals:?}");
}

#[test]
fn rating_a_season_starts_everyone_afresh_and_a_tie_gives_the_tied_players_the_same_rating() {
    let env = league(["a.toml", "b.toml", "c.toml"]);
    let season = env.json(&["stats", "--json", "--season", "2026"]);
    assert_eq!(season["finished_matches"], 1);
    let rating = |name: &str| player(&season, name)["rating"].clone();
    assert_eq!(
        rating("Cas"),
        rating("Dee"),
        "Cas and Dee shared second place"
    );
    assert_ne!(rating("Ann"), rating("Cas"));
    // Over all three, their ratings differ: Cas was ahead of Dee twice before.
    let all = env.json(&["stats", "--json"]);
    assert_ne!(player(&all, "Cas")["rating"], player(&all, "Dee")["rating"]);
}

#[test]
fn ratings_do_not_depend_on_the_order_files_are_listed_in() {
    let forwards = league(["a.toml", "b.toml", "c.toml"]);
    let backwards = league(["z.toml", "y.toml", "x.toml"]);
    assert_eq!(
        forwards.json(&["stats", "--json"]),
        backwards.json(&["stats", "--json"])
    );
}

#[test]
fn versus_counts_the_matches_together_and_who_finished_ahead_behind_or_level() {
    let env = league(["a.toml", "b.toml", "c.toml"]);
    assert_eq!(
        env.json(&["stats", "--versus", "cas", "--json"]),
        json!({"player": "Cas", "opponents": [
            {"name": "Ann", "matches": 3, "ahead": 0, "behind": 3, "level": 0},
            {"name": "Bob", "matches": 3, "ahead": 3, "behind": 0, "level": 0},
            {"name": "Dee", "matches": 3, "ahead": 2, "behind": 0, "level": 1},
        ]})
    );
    assert_eq!(
        env.json(&["stats", "--versus", "Dee", "--json", "--season", "2025"])["opponents"][2],
        json!({"name": "Cas", "matches": 2, "ahead": 0, "behind": 2, "level": 0})
    );
    assert_eq!(
        env.json(&["stats", "--versus", "Zed", "--json"]),
        json!({"player": "Zed", "opponents": []})
    );
    insta::assert_snapshot!("versus_text", env.ok(&["stats", "--versus", "cas"]));
    assert_eq!(
        env.ok(&["stats", "--versus", "Zed"]),
        "Zed has finished no match with anyone.\n"
    );
}

#[test]
fn since_until_and_season_narrow_history_and_stats_by_the_start_day() {
    let env = league(["a.toml", "b.toml", "c.toml"]);
    let finished = |args: &[&str]| {
        let mut all = vec!["stats", "--json"];
        all.extend_from_slice(args);
        env.json(&all)["finished_matches"].clone()
    };
    assert_eq!(finished(&[]), 3);
    assert_eq!(finished(&["--season", "2025"]), 2);
    assert_eq!(finished(&["--since", "2025-06-01"]), 2);
    assert_eq!(finished(&["--until", "2025-06-01"]), 2);
    assert_eq!(
        finished(&["--since", "2025-03-02", "--until", "2025-06-01"]),
        1
    );
    assert_eq!(finished(&["--season", "2024"]), 0);
    let history = env.json(&["history", "--json", "--season", "2026"]);
    assert_eq!(history.as_array().map(Vec::len), Some(1));
    assert_eq!(
        env.json(&["history", "--json", "--since", "2025-04-01"])
            .as_array()
            .map(Vec::len),
        Some(2)
    );
    let said = env.usage_error(&["stats", "--season", "2025", "--since", "2025-01-01"]);
    assert_contains(&said, "cannot be used with");
    let said = env.usage_error(&["history", "--since", "1 June"]);
    assert_contains(&said, "YYYY-MM-DD");
    assert_eq!(
        env.ok(&["stats", "--season", "2024"]),
        "No matches from 2024-01-01 to 2024-12-31 yet.\n"
    );
}

#[test]
fn stats_csv_is_the_stats_table_with_the_rating() {
    let env = league(["a.toml", "b.toml", "c.toml"]);
    let csv = env.ok(&["stats", "--csv"]);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "name,rating,mu,sigma,matches,wins,win_rate,played,hands,points,points_per_hand,moons,queens_of_spades,best,worst,provisional"
    );
    assert_eq!(lines.len(), 5);
    assert!(lines[1].starts_with("Ann,"), "{}", lines[1]);
    assert!(
        lines[1].ends_with(",3,3,1,3,3,0,0,0,0,0,0,false"),
        "{}",
        lines[1]
    );
    env.usage_error(&["stats", "--csv", "--json"]);
    insta::assert_snapshot!("stats_text_with_ratings", env.ok(&["stats"]));
}

/// `stats --json` and `history --json` through the cache, checked equal to `--no-cache`.
fn figures(env: &TestEnv) -> (Value, Value) {
    let stats = env.json(&["stats", "--json"]);
    let history = env.json(&["history", "--json"]);
    assert_eq!(stats, env.json(&["stats", "--json", "--no-cache"]));
    assert_eq!(history, env.json(&["history", "--json", "--no-cache"]));
    (stats, history)
}

/// Makes every file's times two minutes old, so that the cache trusts them.
fn settled(env: &TestEnv) {
    for entry in fs::read_dir(env.home().join("matches")).expect("matches/") {
        set_modified(&entry.expect("a file").path().display().to_string(), 120);
    }
}

#[test]
fn the_summary_cache_never_changes_a_figure_whatever_happens_to_it() {
    let env = league(["a.toml", "b.toml", "c.toml"]);
    settled(&env);
    let cache = env.home().join("cache/summaries.bin");
    // The files' change times are now: a cache written within two seconds of them does not
    // trust them yet.
    std::thread::sleep(Duration::from_millis(2500));
    let first = figures(&env);
    assert!(cache.is_file(), "stats wrote the cache");
    // Once it trusts every file, it is used as it is: not even written again.
    let written = fs::read(&cache).expect("the cache");
    let modified = fs::metadata(&cache)
        .and_then(|m| m.modified())
        .expect("its time");
    assert_eq!(figures(&env), first);
    assert_eq!(fs::read(&cache).expect("the cache"), written);
    assert_eq!(
        fs::metadata(&cache)
            .and_then(|m| m.modified())
            .expect("its time"),
        modified,
        "every summary came from the cache"
    );

    // Deleted: rebuilt.
    fs::remove_file(&cache).expect("the cache is deleted");
    assert_eq!(figures(&env), first);
    assert!(cache.is_file());

    // Damaged: rebuilt.
    fs::write(&cache, b"\x01\x02 not a cache").expect("the cache is damaged");
    assert_eq!(figures(&env), first);
    assert_ne!(
        fs::read(&cache).expect("the cache"),
        b"\x01\x02 not a cache"
    );

    // Cut short: rebuilt.
    let bytes = fs::read(&cache).expect("the cache");
    fs::write(&cache, &bytes[..bytes.len() / 2]).expect("the cache is cut");
    assert_eq!(figures(&env), first);

    // One byte changed in every summary's place (a bit of a total, a name, a time): rebuilt,
    // never read as other figures.
    for at in (0..fs::read(&cache).expect("the cache").len()).step_by(7) {
        let mut bytes = fs::read(&cache).expect("the cache");
        bytes[at] ^= 0x01;
        fs::write(&cache, &bytes).expect("one byte is changed");
        assert_eq!(figures(&env), first, "byte {at}");
    }

    // Written by an older version: rebuilt.
    let bytes = fs::read(&cache).expect("the cache");
    let version = env!("CARGO_PKG_VERSION").as_bytes();
    let at = bytes
        .windows(version.len())
        .position(|w| w == version)
        .expect("the cache names its version");
    let mut older = bytes.clone();
    older[at..at + version.len()].copy_from_slice(&b"0.0.0-older"[..version.len()]);
    fs::write(&cache, &older).expect("the cache is made older");
    assert_eq!(figures(&env), first);
    assert_ne!(
        fs::read(&cache).expect("the cache"),
        older,
        "rewritten by this version"
    );

    // A file touched: the same figures.
    set_modified(&env.path("matches/b.toml"), 5);
    assert_eq!(figures(&env), first);

    // A file changed: its new figures, as without the cache.
    let c = env.path("matches/c.toml");
    env.ok(&["edit", "1", "--file", &c, "Ann=QS 3", "Cas=5", "Dee=rest"]);
    let changed = figures(&env);
    assert_ne!(changed.0, first.0);
    assert_eq!(player(&changed.0, "Bob")["wins"], 1);

    // A file changed in place to the same size (Cas's 5 made a 4), its modification time put
    // back: its change time still tells.
    settled(&env);
    let before = figures(&env);
    let text = fs::read_to_string(&c).expect("the match");
    let same_size = text.replace("Cas = \"5\"", "Cas = \"4\"");
    assert_eq!(same_size.len(), text.len());
    assert_ne!(same_size, text);
    fs::write(&c, same_size).expect("rewritten in place");
    set_modified(&c, 120);
    let rewritten = figures(&env);
    assert_ne!(rewritten.0, before.0);
    assert_eq!(
        rewritten.0["damaged_files"], 1,
        "the hand no longer adds up: read again"
    );

    // A file removed, a damaged one added.
    fs::remove_file(env.path("matches/a.toml")).expect("a match removed");
    fs::write(env.path("matches/d.toml"), "format = 1\nnot a match").expect("a damaged match");
    let (stats, history) = figures(&env);
    assert_eq!(stats["damaged_files"], 2);
    assert_eq!(history.as_array().map(Vec::len), Some(3));
}

#[test]
fn a_player_with_fewer_than_three_finished_matches_is_not_yet_rated_and_comes_after_the_rated() {
    let env = league(["a.toml", "b.toml", "c.toml"]);
    // Fred's first match: he comes second, ahead of Dee, who has three matches behind her.
    played_by(
        &env,
        "d.toml",
        ["hartenjagen", "Ann,Fred,Dee,Bob"],
        "2026-03-01T20:00:00+01:00",
        &["Bob=QS", "Dee=5", "Fred=rest"],
    );
    let stats = env.json(&["stats", "--json"]);
    assert_eq!(names(&stats), ["Ann", "Cas", "Dee", "Bob", "Fred"]);
    let fred = player(&stats, "Fred");
    assert_eq!(fred["provisional"], true);
    assert_eq!(fred["matches"], 1);
    assert!(
        fred["rating"]["ordinal"].is_number(),
        "still worked out: {fred}"
    );
    for name in ["Ann", "Cas", "Dee", "Bob"] {
        assert_eq!(player(&stats, name)["provisional"], false, "{name}");
    }
    let text = env.ok(&["stats"]);
    let league = text
        .find("League: the players with 3 or more finished matches, by rating:")
        .expect("the league's caption");
    let apart = text
        .find("Not yet rated (fewer than 3 finished matches):")
        .expect("the others' caption");
    assert!(league < apart, "{text}");
    assert!(
        !text[..apart].contains("Fred"),
        "Fred is not in the league:\n{text}"
    );
    assert!(text[apart..].contains("│ Fred "), "{text}");
    // Fred's own table has no rating column.
    let fred_header = text[apart..].lines().nth(2).expect("the header");
    assert!(!fred_header.contains("Rating"), "{text}");
    let dutch = env.ok(&["--lang", "nl", "stats"]);
    assert_contains(
        &dutch,
        "Competitie: de spelers met 3 of meer uitgespeelde partijen, op rating:",
    );
    assert_contains(
        &dutch,
        "Nog zonder rating (minder dan 3 uitgespeelde partijen):",
    );
    // With one finished match each, nobody is rated yet: no league table, no rating line.
    let env = TestEnv::new();
    played(
        &env,
        "a.toml",
        "2025-03-01T20:00:00+01:00",
        &["Bob=QS", "Cas=5", "Dee=rest"],
    );
    let text = env.ok(&["stats"]);
    assert!(text.starts_with("Not yet rated (fewer than 3"), "{text}");
    assert!(!text.contains("Rating"), "{text}");
    assert!(!text.contains("League"), "{text}");
}

#[test]
fn best_and_worst_compare_a_game_only_with_itself() {
    let env = league(["a.toml", "b.toml", "c.toml"]);
    // A Knaves match, where the highest total is best: Bob 5, Ann 1, Dee 0, Cas −3.
    played_by(
        &env,
        "k.toml",
        ["knaves", "Ann,Bob,Cas,Dee"],
        "2026-03-01T20:00:00+01:00",
        &["Ann=tricks:5 JH", "Bob=tricks:5", "Cas=tricks:3 JD JC JS"],
    );
    let stats = env.json(&["stats", "--json"]);
    let bob = player(&stats, "Bob");
    assert_eq!(
        (bob["best"].clone(), bob["worst"].clone()),
        (Value::Null, Value::Null),
        "two games: no best across them"
    );
    assert_eq!(
        bob["best_by_variant"],
        json!({
            "hartenjagen": {"best": 13, "worst": 16},
            "knaves": {"best": 5, "worst": 5},
        })
    );
    let text = env.ok(&["stats"]);
    assert!(!text.contains("┆ Best"), "{text}");
    assert_contains(
        &text,
        "Best and worst are shown for one game at a time: add --variant NAME (for example --variant knaves).",
    );
    assert_contains(
        &env.ok(&["--lang", "nl", "stats"]),
        "Beste en slechtste staan er alleen bij voor één spel tegelijk",
    );
    // One game, by --variant: the column is back, and best is that game's own.
    let knaves = env.json(&["stats", "--json", "--variant", "knaves"]);
    assert_eq!(player(&knaves, "Bob")["best"], 5);
    assert_eq!(player(&knaves, "Cas")["worst"], -3);
    let text = env.ok(&["stats", "--variant", "hartenjagen"]);
    assert_contains(&text, "Best ┆ Worst");
    assert!(!text.contains("one game at a time"), "{text}");
    let hearts = env.json(&["stats", "--json", "--variant", "hartenjagen"]);
    assert_eq!(player(&hearts, "Bob")["best"], 13);
    // Without Knaves matches of their own, the others' best is still one game's.
    assert_eq!(
        player(&stats, "Ann")["best_by_variant"]["knaves"]["best"],
        1
    );
    // And a newcomer, Fred, in a Knaves match of his own.
    played_by(
        &env,
        "l.toml",
        ["knaves", "Fred,Bob,Cas,Dee"],
        "2026-03-02T20:00:00+01:00",
        &["Fred=tricks:7", "Bob=tricks:3 JH", "Cas=tricks:3 JD JC JS"],
    );
    insta::assert_snapshot!("stats_text_two_games_and_a_newcomer", env.ok(&["stats"]));
    insta::assert_snapshot!(
        "stats_text_two_games_and_a_newcomer_nl",
        env.ok(&["--lang", "nl", "stats"])
    );
}
