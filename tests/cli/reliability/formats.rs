//! Older format versions: match files of formats 1 to 3 load and score the same.

use super::*;

/// The hands of `status --json`: number, dealer, pass, phase, points, moon, renege, totals.
fn hand_rows(status: &Value) -> Vec<Value> {
    status["hands"]
        .as_array()
        .expect("hands")
        .iter()
        .map(|h| {
            json!([
                h["number"],
                h["dealer"],
                h["pass"],
                h["phase"],
                h["points"],
                h["moon"],
                h["renege"],
                h["totals"]
            ])
        })
        .collect()
}

#[test]
fn a_format_1_hartenjagen_match_still_loads_and_scores_the_same() {
    let env = TestEnv::new();
    let path = env.path("old.toml");
    fs::write(&path, FORMAT_1_HARTENJAGEN).expect("writes");
    let status = env.json(&["status", "--json", "--file", &path]);
    let p = |a: i64, b: i64, c: i64, d: i64| json!({ "Ann": a, "Bob": b, "Cas": c, "Dee": d });
    assert_eq!(
        hand_rows(&status),
        [
            json!([
                1,
                "Ann",
                "left",
                null,
                p(16, 5, 0, 5),
                null,
                null,
                p(16, 5, 0, 5)
            ]),
            json!([
                2,
                "Bob",
                "right",
                null,
                p(26, 0, 26, 26),
                "Bob",
                null,
                p(42, 5, 26, 31)
            ]),
            json!([
                3,
                "Cas",
                "across",
                null,
                p(0, 0, 26, 0),
                null,
                "Cas",
                p(42, 5, 52, 31)
            ]),
            json!([
                4,
                "Ann",
                "hold",
                null,
                p(0, 0, 15, 11),
                null,
                null,
                p(42, 5, 67, 42)
            ]),
            json!([
                5,
                "Bob",
                "left",
                null,
                p(13, 13, 0, 0),
                null,
                null,
                p(55, 18, 67, 42)
            ]),
        ]
    );
    assert_eq!(status["finished"], json!(false));
    assert_eq!(status["next"]["dealer"], json!("Cas"));
    assert_eq!(status["next"]["pass"], json!("right"));
    // The misdeal before hand 2 is kept as an entry of its own.
    let loaded = matchfile::load(Path::new(&path)).expect("loads");
    assert_eq!(loaded.game.entries.len(), 6);
    // An older file takes new hands; it is then written in the current format.
    env.ok(&["record", "--file", &path, "Cas=QS 3", "Bob=rest"]);
    let status = env.json(&["status", "--json", "--file", &path]);
    assert_eq!(status["totals"], p(55, 28, 83, 42));
}

#[test]
fn format_2_and_format_3_matches_load_and_score_as_the_same_hands_in_format_1() {
    let env = TestEnv::new();
    let rows = |text: &str, name: &str| {
        let path = env.path(name);
        fs::write(&path, text).expect("writes");
        hand_rows(&env.json(&["status", "--json", "--file", &path]))
    };
    let one = rows(FORMAT_1_HARTENJAGEN, "one.toml");
    assert_eq!(rows(FORMAT_2_HARTENJAGEN, "two.toml"), one);
    assert_eq!(rows(FORMAT_3_HARTENJAGEN, "three.toml"), one);
    // A format-2 file (no end line) takes a hand and is then written in format 5 (the new
    // hand's door), end line and all.
    let two = env.path("two.toml");
    env.ok(&["record", "--file", &two, "Cas=QS 3", "Bob=rest"]);
    let text = fs::read_to_string(&two).expect("reads");
    assert_contains(&text, "\nformat = 5\n");
    let last = text.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("# end of match: 7 entries, checksum "),
        "{last}"
    );
    // The format-3 fixture cut at its last hand is refused.
    let three = env.path("three.toml");
    let cut = &FORMAT_3_HARTENJAGEN[..FORMAT_3_HARTENJAGEN.rfind("[[hand]]").unwrap_or(0)];
    fs::write(&three, cut).expect("writes");
    assert_contains(&env.rejects(&["status", "--file", &three]), "was cut off");
}

#[test]
fn a_format_1_two_phase_match_still_loads_and_scores_the_same() {
    let env = TestEnv::new();
    let path = env.path("old.toml");
    fs::write(&path, FORMAT_1_HEART_HUNTER).expect("writes");
    let status = env.json(&["status", "--json", "--file", &path]);
    let p = |a: i64, b: i64, c: i64| json!({ "Ann": a, "Bob": b, "Cas": c });
    assert_eq!(
        hand_rows(&status),
        [
            json!([1, "Ann", "hold", 1, p(10, 6, 0), null, null, p(10, 6, 0)]),
            json!([2, "Bob", "hold", 1, p(0, 7, 9), null, null, p(10, 13, 9)]),
            json!([
                3,
                "Cas",
                "hold",
                1,
                p(0, 16, 16),
                "Ann",
                null,
                p(10, 29, 25)
            ]),
            json!([
                4,
                "Ann",
                "hold",
                2,
                p(0, -5, -11),
                null,
                null,
                p(10, 24, 14)
            ]),
            json!([
                5,
                "Bob",
                "hold",
                2,
                p(0, 0, -16),
                "Cas",
                null,
                p(10, 24, -2)
            ]),
        ]
    );
    assert_eq!(status["finished"], json!(true));
    assert_eq!(status["winner"], json!("Cas"));
    assert_eq!(status["next"], json!(null));
}
