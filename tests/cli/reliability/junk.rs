//! Junk typed anywhere: player names, `record`'s arguments and their number, never a panic
//! or exit 101 and never a damaged match.

use super::*;

/// Runs the binary with `args` and asserts it did not panic: exit 0, 1 or 2, never 101.
fn no_panic(env: &TestEnv, args: &[&str]) -> i32 {
    let output = env.run(args);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let code = output.status.code().expect("an exit status");
    assert!(
        matches!(code, 0..=2) && !stderr.contains("panicked") && !stderr.contains("hit a bug"),
        "hartenjagen {args:?} exited {code}:\n{stderr}"
    );
    code
}

#[test]
fn junk_player_names_are_refused_and_never_crash() {
    let env = TestEnv::new();
    let file = env.path("m.toml");
    let refused = [
        ("Ann,,Cas,Dee", "a player name is empty"),
        (",Bob,Cas,Dee", "a player name is empty"),
        ("Ann, ,Cas,Dee", "a player name is empty"),
        ("Ann,bob,BOB,Dee", "two players are called bob and BOB"),
        ("Ann,Bob=1,Cas,Dee", "cannot be used"),
        ("Ann,B\u{7}ob,Cas,Dee", "cannot be used"),
        ("Ann,Bob\u{1b}[31m,Cas,Dee", "cannot be used"),
        ("Ann,Bob\nBo,Cas,Dee", "cannot be used"),
    ];
    for (players, why) in refused {
        let stderr = env.fails(&["new", "--players", players, "--file", &file]);
        assert_contains(&stderr, why);
        assert!(!Path::new(&file).exists());
    }
    let long = "x".repeat(10_000);
    let odd = [
        "",
        ",",
        ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
        "Ann",
        "Ann,Bob,Cas,Dee,Eve,Fay,Gus,Hal,Ivo,Jan,Kim,Lou,Max,Ned,Oda,Pim,Quin,Rik",
        "Änne,Søren,Łucja,日本",
        "\u{202e}Ann,Bob,Cas,Dee",
        "🂡,🂱,🃁,🃑",
        "ß,SS,ss,ẞ",
        "-,--,---,rest",
        &long,
    ];
    for players in odd {
        let _ = fs::remove_file(&file);
        no_panic(&env, &["new", "--players", players, "--file", &file]);
    }
}

#[test]
fn ten_thousand_players_are_refused_by_the_table_size_at_once() {
    let env = TestEnv::new();
    let file = env.path("m.toml");
    let players: Vec<String> = (1..=10_000).map(|n| format!("P{n}")).collect();
    let stderr = env.fails(&["new", "--players", &players.join(","), "--file", &file]);
    assert_contains(&stderr, "is played by 4 players, not 10000");
    assert!(!Path::new(&file).exists());
}

#[test]
fn junk_record_arguments_never_crash_or_damage_the_match() {
    let env = TestEnv::new();
    let path = endless(&env, "m.toml");
    let fixed: Vec<String> = [
        "=",
        "==",
        "Ann=",
        "=QS",
        "Ann=QS=QS",
        "Ann==",
        "ann=QS QS",
        "Ann=-1",
        "Ann=--",
        "Ann=99999999999999999999999999",
        "Ann=18446744073709551616",
        "Ann=rest",
        "Ann=rest Bob=rest",
        "Ann=♠♠",
        "Ann=Q♠\u{fe0f}\u{fe0f}",
        "Ann=🂡",
        "Ann=1H",
        "Ann=JK",
        "Ann=joker",
        "Ann=Q\u{301}S",
        "Ann=ＱＳ",
        "Ann=q♤",
        "Ann=,,,",
        "Ann=\t",
        "A=1",
        "nobody=QS",
        "Ann=10 10 10",
        "Ann=0",
        "Ann=00000000000000000000013",
        "Ann=1e3",
        "Ann=ⅩH",
        "Ann=٣",
        "Ann=\u{0661}\u{0662}",
        "Ann=QS,QS",
        "Ann=\u{200b}QS",
        "é=QS",
    ]
    .iter()
    .map(ToString::to_string)
    .chain(std::iter::once(format!("Ann={}", "QS ".repeat(5_000))))
    .collect();
    let before = fs::read(&path).expect("reads");
    for word in &fixed {
        if no_panic(&env, &["record", "--file", &path, word]) == 0 {
            env.ok(&["undo", "--file", &path]);
        }
    }
    for flags in [
        ["--moon", "sideways"],
        ["--renege", ""],
        ["--renege", "="],
        ["--out", "QS"],
        ["--dealer", ""],
        ["--pass", "up"],
        ["--out", "\u{fffd}"],
    ] {
        no_panic(
            &env,
            &["record", "--file", &path, flags[0], flags[1], "Ann=QS 3"],
        );
    }
    // Random words from an alphabet of everything that means something in a hand.
    let alphabet: Vec<char> = "AaBbnN=,= -0123456789QKJTqkjtSHDCshdc♠♥♦♣♤♡rest\u{fe0f}é日 \t"
        .chars()
        .collect();
    let mut rng = Rng(0xdead_beef_1234_5678);
    for _ in 0..25 {
        let words: Vec<String> = (0..1 + rng.below(4))
            .map(|_| {
                (0..rng.below(12))
                    .map(|_| alphabet[rng.below(alphabet.len() as u64) as usize])
                    .collect()
            })
            .collect();
        let mut args = vec!["record", "--file", path.as_str()];
        args.extend(words.iter().map(String::as_str));
        if no_panic(&env, &args) == 0 {
            env.ok(&["undo", "--file", &path]);
        }
    }
    // Every hand taken and undone is in the change log (the file moves to format 5 for it),
    // and the match is as it was.
    let after = fs::read_to_string(&path).expect("reads");
    let before = String::from_utf8(before).expect("text");
    let hands = |text: &str| {
        let end = text
            .find("\n[[change]]")
            .or_else(|| text.rfind("# end of match"))
            .unwrap_or(text.len());
        let kept: Vec<&str> = text[..end]
            .trim_end()
            .lines()
            .filter(|line| !line.starts_with("format = "))
            .collect();
        kept.join("\n")
    };
    assert_eq!(hands(&after), hands(&before));
    assert_eq!(
        after.matches("[[change]]").count(),
        after.matches("action = \"undo\"").count()
    );
}
