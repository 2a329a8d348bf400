//! Damaged and hand-edited match files: refused, named with the file and the line, and
//! never saved over.

use super::*;

/// Two matches side by side, `a.toml` with one hand and `b.toml` with none.
fn two_matches() -> (TestEnv, String, String) {
    let env = TestEnv::new();
    let a = endless(&env, "a.toml");
    let b = endless(&env, "b.toml");
    env.ok(&["record", "--file", &a, "Ann=QS 3", "Bob=5", "Dee=rest"]);
    (env, a, b)
}

/// Every command on the damaged match `path` fails with exit 1, an error that starts with
/// `start`, and leaves every file as it was; the other match `other` keeps working.
fn damaged_match_is_refused_and_kept(env: &TestEnv, path: &str, other: &str, start: &str) {
    let commands: [&[&str]; 6] = [
        &["record", "--file", path, "Ann=QS 3", "Bob=5", "Dee=rest"],
        &["status", "--file", path],
        &["next", "--file", path],
        &["undo", "--file", path],
        &["misdeal", "--file", path],
        &["edit", "1", "--file", path, "Ann=QS 3", "Bob=5", "Dee=rest"],
    ];
    for args in commands {
        let stderr = env.assert_unchanged(|| env.fails(args));
        assert!(
            stderr.starts_with(start),
            "{args:?}: expected {start:?} in:\n{stderr}"
        );
    }
    let hands = hands_in(Path::new(other));
    env.ok(&["record", "--file", other, "Cas=QS 3", "Bob=rest"]);
    let status = env.json(&["status", "--json", "--file", other]);
    assert_eq!(status["hands"].as_array().expect("hands").len(), hands + 1);
}

#[test]
fn a_bad_card_typed_into_a_match_file_names_the_file_and_line_and_nothing_is_overwritten() {
    let (env, a, b) = two_matches();
    let text = fs::read_to_string(&a).expect("reads");
    assert!(text.contains("Bob = \"5\"\n"));
    fs::write(&a, text.replace("Bob = \"5\"", "Bob = \"5 QX\"")).expect("writes");
    let line = text
        .lines()
        .position(|l| l == "Bob = \"5\"")
        .expect("Bob's line")
        + 1;
    let start =
        format!("error: {a}:{line}:7: entry 1 of the match: \"QX\" is not a card (try QS, ");
    damaged_match_is_refused_and_kept(&env, &a, &b, &start);
}

#[test]
fn an_impossible_hand_in_a_match_file_names_the_file_and_the_line_at_fault() {
    let (env, a, b) = two_matches();
    let text = fs::read_to_string(&a).expect("reads");
    fs::write(&a, text.replace("Bob = \"5\"", "Bob = \"6\"")).expect("writes");
    // The hearts go over at the last player's cards that hold hearts: that line is named.
    let line = text
        .lines()
        .position(|l| l.starts_with("Dee = "))
        .expect("Dee's cards")
        + 1;
    let start =
        format!("error: {a}:{line}: entry 1 of the match: hearts: 14 entered, the deck has 13");
    damaged_match_is_refused_and_kept(&env, &a, &b, &start);
}

#[test]
fn broken_toml_in_a_match_file_names_the_file_line_and_column() {
    let (env, a, b) = two_matches();
    let text = fs::read_to_string(&a).expect("reads");
    let damaged = text.replacen("\ndealer = \"Ann\"", "\ndealer = \"Ann", 1);
    assert_ne!(damaged, text);
    fs::write(&a, &damaged).expect("writes");
    let line = damaged
        .lines()
        .position(|l| l == "dealer = \"Ann")
        .expect("the line")
        + 1;
    damaged_match_is_refused_and_kept(&env, &a, &b, &format!("error: {a}:{line}:"));
    let stderr = env.fails(&["status", "--file", &a]);
    assert_contains(&stderr, "\n  dealer = \"Ann\n");
}

#[test]
fn a_truncated_or_binary_match_file_is_refused_and_kept() {
    let (env, a, b) = two_matches();
    let text = fs::read_to_string(&a).expect("reads");
    fs::write(&a, &text[..text.len() / 2]).expect("writes");
    damaged_match_is_refused_and_kept(&env, &a, &b, &format!("error: {a} was cut off: "));
    fs::write(&a, [0xff, 0xfe, 0x00, 0x41, 0x80]).expect("writes");
    damaged_match_is_refused_and_kept(
        &env,
        &a,
        &b,
        &format!(
            "error: {a}:1: the match file is not UTF-8 text: the byte at offset 0 (line 1) is not valid"
        ),
    );
}

#[test]
fn a_match_file_cut_short_is_refused_as_cut_off_never_saved_over_and_listed_as_damaged() {
    let env = hartenjagen();
    env.ok(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"]);
    env.ok(&["record", "Ann=QS", "Bob=rest"]);
    let text = fs::read_to_string(env.match_file()).expect("reads");
    // A copy that stopped at the end of the first hand: without its end line, it would load
    // as a match of one hand.
    let cut = env.path("matches/cut.toml");
    fs::write(&cut, &text[..text.rfind("[[hand]]").expect("a hand")]).expect("writes");
    assert_eq!(
        env.rejects(&["status", "--file", &cut]),
        format!(
            "error: {cut} was cut off: its last line should be the end line \"# end of match: \
             …\" but is not, so it was left as it is; an interrupted copy or sync does this: \
             restore the file from where it came from\n"
        )
    );
    assert_eq!(
        env.assert_unchanged(|| env.fails(&["--lang", "nl", "status", "--file", &cut])),
        format!(
            "fout: {cut} is afgekapt: de laatste regel hoort de eindregel \"# end of match: …\" \
             te zijn, maar die ontbreekt, dus het bestand blijft zoals het is; dat gebeurt als \
             kopiëren of synchroniseren halverwege stopt: haal het bestand opnieuw op van waar \
             het vandaan kwam\n"
        )
    );
    let changes: [&[&str]; 4] = [
        &["record", "--file", &cut, "Ann=QS 3", "Bob=rest"],
        &["edit", "1", "--file", &cut, "Ann=QS 3", "Bob=rest"],
        &["undo", "--file", &cut],
        &["misdeal", "--file", &cut],
    ];
    for args in changes {
        assert_contains(&env.rejects(args), "was cut off");
    }
    let history = env.ok(&["history"]);
    assert_contains(&history, "damaged");
    assert_contains(&history, "cut.toml was cut off");
    let listed = env.json(&["history", "--json"]);
    let damaged: Vec<&Value> = listed
        .as_array()
        .expect("a list")
        .iter()
        .filter(|m| m["state"] == "damaged")
        .collect();
    assert_eq!(damaged.len(), 1, "{listed}");
    assert_contains(
        damaged[0]["error"].as_str().unwrap_or_default(),
        "was cut off",
    );
    assert_eq!(env.json(&["stats", "--json"])["damaged_files"], 1);
    // Listed twice (the second time through the summary cache), it is still damaged.
    assert_contains(&env.ok(&["history"]), "cut.toml was cut off");
}

#[test]
fn a_damaged_current_match_is_named_and_the_others_still_work_with_file() {
    let env = hartenjagen();
    let first = env.match_file();
    set_modified(&first.display().to_string(), 60);
    let other = env.path("other.toml");
    env.ok(&["new", "--players", "Eve,Fay,Gus,Hal", "--file", &other]);
    env.ok(&["new", "--players", "Ivo,Jan,Kim,Lou"]);
    let current = env
        .match_files()
        .into_iter()
        .find(|p| *p != first)
        .expect("the new current match");
    fs::write(&current, "format = 1\nplayers = [\"Ivo\"\n").expect("writes");
    let stderr = env.fails(&["status"]);
    assert!(
        stderr.starts_with(&format!("error: {}:", current.display())),
        "{stderr}"
    );
    let first = first.display().to_string();
    env.ok(&["record", "--file", &first, "Ann=QS 3", "Bob=5", "Dee=rest"]);
    env.ok(&["status", "--file", &first]);
    env.ok(&["record", "--file", &other, "Eve=QS 3", "Fay=rest"]);
    env.ok(&["status", "--file", &other]);
}

#[test]
fn text_added_below_the_end_line_is_said_as_such_not_as_a_cut() {
    let env = hartenjagen();
    env.ok(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"]);
    let file = env.match_file().display().to_string();
    let text = fs::read_to_string(&file).expect("reads");
    let line = text.lines().count();
    fs::write(&file, format!("{text}[[hand]]\ndealer = \"Bob\"\n")).expect("writes");
    assert_eq!(
        env.rejects(&["status", "--file", &file]),
        format!(
            "error: {file}: something was added below its end line (line {line}, \"# end of \
             match: …\"), which must stay the last line; hands and notes go above it: move what \
             was added up, or remove it, and the file loads again\n"
        )
    );
    // A blank line after it is no addition.
    fs::write(&file, format!("{text}\n\n")).expect("writes");
    env.ok(&["status", "--file", &file]);
}
