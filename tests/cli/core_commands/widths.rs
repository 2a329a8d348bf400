//! The width given by `COLUMNS`: status, history, stats, banners, reports and the rules fit
//! it, in English and Dutch, with no word cut.

use super::*;

#[test]
fn status_fits_the_width_given_by_columns_and_wide_prints_the_full_table() {
    let env = started(
        "cancellation",
        "Alexander,Bernadette,Christiaan,Dominique,Evelien,Frederique,Gijsbert,Hendrika,Ingeborg,Johannes,Katharina",
    );
    env.ok(&["record", "Ale=QS 10", "Ber=QS 10", "Chr=rest"]);
    env.ok(&["record", "Kat=rest", "--moon", "add"]);
    let narrow = Command::cargo_bin("hartenjagen")
        .expect("the binary")
        .env("HARTENJAGEN_HOME", env.path(""))
        .env("COLUMNS", "80")
        .arg("status")
        .output()
        .expect("status runs");
    let narrow = String::from_utf8(narrow.stdout).expect("UTF-8");
    for line in narrow.lines() {
        assert!(
            line.chars().count() <= 80,
            "too wide for 80 columns: {line}\n{narrow}"
        );
    }
    assert_contains(&narrow, "cancellation — 11 players (to 150)");
    assert_contains(&narrow, "│ Hand  ┆ Ale ┆ Ber ┆ Chr ┆");
    assert_contains(&narrow, "Hand 2: Katharina shot the moon.");
    let wide = env.ok(&["status", "--wide"]);
    assert_contains(&wide, "┆ Alexander ┆ Bernadette ┆");
    assert_contains(&wide, "┆ Katharina shot the moon │");
    assert!(wide.lines().any(|l| l.chars().count() > 80));
    assert_eq!(
        env.ok(&["status"]),
        wide,
        "unlimited without a terminal or COLUMNS"
    );
}

/// What `args` prints in `lang`, at `columns` wide (unlimited without).
fn printed(env: &TestEnv, lang: &str, columns: Option<&str>, args: &[&str]) -> String {
    let mut command = Command::cargo_bin("hartenjagen").expect("the binary");
    command
        .env("HARTENJAGEN_HOME", env.path(""))
        .env("HARTENJAGEN_LANG", lang)
        .env_remove("COLUMNS")
        .args(args);
    if let Some(columns) = columns {
        command.env("COLUMNS", columns);
    }
    let output = command.output().expect("the command runs");
    assert!(output.status.success(), "{args:?}: {output:?}");
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// The words of a screen: what is left between spaces and a table's frame.
fn screen_words(text: &str) -> Vec<&str> {
    text.split(|c: char| c.is_whitespace() || "│┆".contains(c))
        .filter(|word| !word.is_empty() && !word.chars().all(|c| "─┌┬┐╞═╪╡└┴┘".contains(c)))
        .collect()
}

#[test]
fn at_80_columns_no_word_is_cut_in_history_stats_banners_or_reports_in_english_or_dutch() {
    let env = TestEnv::new();
    let long = "Jan-Willem van der Berg,Wilhelmina-Theodora,Christiaan,Dominique,Evelien,Frederique,Gijsbert,Hendrika";
    let names: Vec<&str> = long.split(',').collect();
    for (lang, file) in [("en", "long.toml"), ("nl", "lang.toml")] {
        let path = env.path(&format!("matches/{file}"));
        let new = [
            "new",
            "--variant",
            "cancellation",
            "--players",
            long,
            "--file",
            &path,
        ];
        let narrow = printed(&env, lang, Some("80"), &new);
        fs::remove_file(&path).expect("the match is removed to start it again");
        let wide = printed(&env, lang, None, &new);
        // Sentences wrap at spaces only: the same words in the same order, each line within 80.
        assert_eq!(
            narrow.split_whitespace().collect::<Vec<_>>(),
            wide.split_whitespace().collect::<Vec<_>>(),
            "{narrow}"
        );
        assert!(wide.lines().any(|l| l.chars().count() > 80), "{wide}");
        for line in narrow.lines() {
            assert!(line.chars().count() <= 80, "new: {line}\n{narrow}");
        }
        for args in [
            vec!["next", "--file", &path],
            vec![
                "record",
                "--file",
                &path,
                "Jan=QS 10",
                "Wil=QS 10",
                "Chr=rest",
            ],
            vec!["misdeal", "--file", &path],
            vec!["undo", "--file", &path],
        ] {
            let narrow = printed(&env, lang, Some("80"), &args);
            for line in narrow.lines() {
                assert!(line.chars().count() <= 80, "{args:?}: {line}\n{narrow}");
            }
            if args[0] == "next" {
                let wide = printed(&env, lang, None, &args);
                assert_eq!(
                    narrow.split_whitespace().collect::<Vec<_>>(),
                    wide.split_whitespace().collect::<Vec<_>>(),
                    "{narrow}"
                );
            }
        }
        env.ok(&[
            "record",
            "--file",
            &path,
            "Jan=QS 10",
            "Wil=QS 10",
            "Chr=rest",
        ]);
    }
    let finished = env.path("matches/finished.toml");
    env.ok(&[
        "new",
        "--players",
        "Jan-Willem van der Berg,Wilhelmina-Theodora,Christiaan,Dominique",
        "--hands",
        "1",
        "--file",
        &finished,
    ]);
    env.ok(&[
        "record", "--file", &finished, "Jan=QS 3", "Wil=5", "Dom=rest",
    ]);
    for lang in ["en", "nl"] {
        for args in [vec!["history"], vec!["stats"], vec!["variants", "list"]] {
            let narrow = printed(&env, lang, Some("80"), &args);
            let wide = printed(&env, lang, None, &args);
            for line in narrow.lines() {
                assert!(line.chars().count() <= 80, "{args:?}: {line}\n{narrow}");
            }
            // The line saying which columns were left out is the last; every other word is a
            // word of the full screen, whole.
            let checked = ["Left out to fit the screen", "Weggelaten omdat het scherm"]
                .iter()
                .find_map(|marker| narrow.find(marker))
                .map_or(narrow.as_str(), |at| &narrow[..at]);
            let known = screen_words(&wide);
            for word in screen_words(checked) {
                assert!(
                    known.contains(&word),
                    "{lang} {args:?}: {word:?} is cut\n{narrow}"
                );
            }
            if args[0] != "variants" {
                let shown = screen_words(checked);
                for word in names.iter().flat_map(|n| n.split(' ')) {
                    assert!(
                        shown.iter().any(|s| s.trim_end_matches(',') == word),
                        "{lang} {args:?}: {word:?} is not whole\n{narrow}"
                    );
                }
            }
        }
    }
}

#[test]
fn rules_of_a_game_wrap_at_spaces_to_the_width_given_by_columns() {
    // Issue 40, newcomer M6: "3 car|ds", "(Ri|ckety Kate)" at 80 columns.
    let env = TestEnv::new();
    let narrow = Command::cargo_bin("hartenjagen")
        .expect("the binary")
        .env("HARTENJAGEN_HOME", env.path(""))
        .env("COLUMNS", "80")
        .args(["rules", "rickety-kate"])
        .output()
        .expect("the command runs");
    let narrow = String::from_utf8(narrow.stdout).expect("UTF-8");
    let whole = env.ok(&["rules", "rickety-kate"]);
    assert!(whole.lines().any(|l| l.chars().count() > 80), "{whole}");
    for line in narrow.lines() {
        assert!(line.chars().count() <= 80, "too wide: {line}\n{narrow}");
    }
    // Only spaces break a line: the words are the same words, in the same order.
    let words = |text: &str| {
        text.split_whitespace()
            .map(str::to_owned)
            .collect::<Vec<_>>()
    };
    assert_eq!(words(&narrow), words(&whole));
}

#[test]
fn history_stats_and_the_variants_list_fit_the_width_given_by_columns() {
    let env = started("hartenjagen", FOUR);
    env.ok(&["record", "Ann=QS", "Bob=13"]);
    for args in [vec!["history"], vec!["stats"], vec!["variants", "list"]] {
        let narrow = Command::cargo_bin("hartenjagen")
            .expect("the binary")
            .env("HARTENJAGEN_HOME", env.path(""))
            .env("COLUMNS", "80")
            .args(&args)
            .output()
            .expect("the command runs");
        let narrow = String::from_utf8(narrow.stdout).expect("UTF-8");
        assert!(narrow.contains('┌'), "{args:?}: {narrow}");
        for line in narrow.lines() {
            assert!(
                line.chars().count() <= 80,
                "{args:?} too wide for 80 columns: {line}\n{narrow}"
            );
        }
    }
    let wide = env.ok(&["history"]);
    assert!(
        wide.lines().any(|l| l.chars().count() > 80),
        "without a terminal or COLUMNS the history keeps its lines whole: {wide}"
    );
}
