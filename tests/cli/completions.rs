//! Completions that know the game: the binary asked for candidates as the shell's script asks
//! it (`COMPLETE=bash hartenjagen -- WORDS…`, with the variables clap_complete's bash script
//! sets), and `completions SHELL` printing the registration script itself.

use crate::{TestEnv, hartenjagen, names_in};
use assert_cmd::Command;
use std::fs;

/// The bash script's request: every word of the line, the cursor on word `at` (of `words`),
/// else on the last one.
fn ask(
    env: &TestEnv,
    words: &[&str],
    at: Option<usize>,
    extra: &[(&str, &str)],
) -> std::process::Output {
    let mut line = vec!["hartenjagen"];
    line.extend_from_slice(words);
    let cursor = at.map_or(line.len() - 1, |at| at + 1);
    let mut command = Command::cargo_bin("hartenjagen").expect("the binary is built");
    command
        .env("HARTENJAGEN_HOME", env.home())
        .env("HARTENJAGEN_LANG", "en")
        .env("COMPLETE", "bash")
        .env("_CLAP_IFS", "\n")
        .env("_CLAP_COMPLETE_INDEX", cursor.to_string())
        .env("_CLAP_COMPLETE_COMP_TYPE", "9")
        .env("_CLAP_COMPLETE_SPACE", "true")
        .current_dir(env.home())
        .arg("--")
        .args(&line);
    for (name, value) in extra {
        command.env(name, value);
    }
    command.output().expect("cannot run hartenjagen")
}

/// The candidates offered for the last word, quietly (exit 0, nothing on standard error).
fn candidates(env: &TestEnv, words: &[&str]) -> Vec<String> {
    candidates_with(env, words, &[])
}

fn candidates_with(env: &TestEnv, words: &[&str], extra: &[(&str, &str)]) -> Vec<String> {
    candidates_at(env, words, None, extra)
}

fn candidates_at(
    env: &TestEnv,
    words: &[&str],
    at: Option<usize>,
    extra: &[(&str, &str)],
) -> Vec<String> {
    let output = ask(env, words, at, extra);
    assert_eq!(output.status.code(), Some(0), "{words:?}: {output:?}");
    assert!(output.stderr.is_empty(), "{words:?}: {output:?}");
    String::from_utf8(output.stdout)
        .expect("UTF-8")
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn variant_names_complete_after_variant_and_rules() {
    let env = TestEnv::new();
    let offered = candidates(&env, &["new", "--variant", "he"]);
    for name in ["hearts", "heart-hunter"] {
        assert!(offered.contains(&name.to_string()), "{offered:?}");
    }
    assert!(offered.iter().all(|n| n.starts_with("he")), "{offered:?}");
    assert!(candidates(&env, &["rules", "omni"]).contains(&"omnibus".to_string()));
    assert_eq!(candidates(&env, &["variants", "show", "omni"]), ["omnibus"]);
    // A variant file of one's own, by path, after --variant and `variants check`.
    fs::write(env.home().join("mine.toml"), "").unwrap();
    fs::write(env.home().join("mine.txt"), "").unwrap();
    assert_eq!(candidates(&env, &["new", "--variant", "mi"]), ["mine.toml"]);
    assert_eq!(
        candidates(&env, &["variants", "check", "mi"]),
        ["mine.toml"]
    );
}

#[test]
fn a_player_completes_to_name_equals_for_the_match_in_hand() {
    let env = hartenjagen();
    assert_eq!(candidates(&env, &["record", "A"]), ["Ann="]);
    assert_eq!(candidates(&env, &["record", "b"]), ["Bob="]);
    assert_eq!(candidates(&env, &["edit", "1", "C"]), ["Cas="]);
    assert_eq!(
        candidates(&env, &["record", "--dealer", ""]),
        ["Ann", "Bob", "Cas", "Dee"]
    );
    assert_eq!(candidates(&env, &["record", "--renege", "D"]), ["Dee"]);
    // Cards after the name are not names.
    assert!(candidates(&env, &["record", "Ann=Q"]).is_empty());
}

#[test]
fn the_players_are_those_of_the_match_file_named_anywhere_on_the_line() {
    let env = hartenjagen();
    env.ok(&["new", "--players", "Bea,Wim,Xia,Yon", "--file", "m.toml"]);
    assert_eq!(
        candidates(&env, &["record", "--file", "m.toml", "B"]),
        ["Bea="]
    );
    // The cursor before --file: the line's later words count too.
    assert_eq!(
        candidates_at(&env, &["record", "B", "--file=m.toml"], Some(1), &[]),
        ["Bea="]
    );
    assert_eq!(
        candidates_at(&env, &["record", "B", "--file", "m.toml"], Some(1), &[]),
        ["Bea="]
    );
    // Without --file: the current match, the most recently changed in the data folder.
    assert_eq!(candidates(&env, &["record", "B"]), ["Bob="]);
}

#[test]
fn a_match_that_does_not_load_gives_no_names_and_no_noise() {
    let env = hartenjagen();
    fs::write(env.home().join("broken.toml"), "this is not a match").unwrap();
    assert!(candidates(&env, &["record", "--file", "broken.toml", "A"]).is_empty());
    assert!(candidates(&env, &["record", "--file", "missing.toml", "A"]).is_empty());
    // A club table is no match of the data folder: no names rather than the wrong ones.
    assert!(candidates(&env, &["club", "record", "--table", "1", "A"]).is_empty());
}

#[test]
fn the_directions_complete_after_pass_in_the_table_language() {
    let env = hartenjagen();
    let offered = candidates(&env, &["record", "--pass", ""]);
    for word in ["left", "right", "across", "hold"] {
        assert!(offered.contains(&word.to_string()), "{offered:?}");
    }
    assert_eq!(candidates(&env, &["record", "--pass", "ac"]), ["across"]);
    assert!(candidates(&env, &["record", "--lang", "nl", "--pass", ""]).contains(&"links".into()));
    assert!(
        candidates_with(
            &env,
            &["record", "--pass", "li"],
            &[("HARTENJAGEN_LANG", "nl")]
        )
        .contains(&"links".into())
    );
}

#[test]
fn match_files_complete_after_file() {
    let env = hartenjagen();
    fs::write(env.home().join("a.toml"), "").unwrap();
    fs::write(env.home().join("notes.txt"), "").unwrap();
    fs::create_dir(env.home().join("sub")).unwrap();
    let offered = candidates(&env, &["status", "--file", ""]);
    assert!(offered.contains(&"a.toml".into()), "{offered:?}");
    assert!(offered.contains(&"sub/".into()), "{offered:?}");
    assert!(!offered.iter().any(|f| f.contains("notes")), "{offered:?}");
    // The matches of the data folder, by their full path.
    let current = names_in(&env.home().join("matches"));
    let current = env.path(&format!("matches/{}", current[0]));
    assert!(offered.contains(&current), "{offered:?}");
    assert_eq!(candidates(&env, &["status", "--file", "a"]), ["a.toml"]);
}

#[test]
fn completions_prints_the_registration_script_of_every_shell() {
    let env = TestEnv::new();
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let script = env.ok(&["completions", shell]);
        assert!(script.contains("COMPLETE"), "{shell}: {script}");
        // Exactly what `COMPLETE=SHELL hartenjagen` prints.
        let output = Command::cargo_bin("hartenjagen")
            .unwrap()
            .env("HARTENJAGEN_HOME", env.home())
            .env("COMPLETE", shell)
            .current_dir(env.home())
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(0));
        assert_eq!(String::from_utf8(output.stdout).unwrap(), script, "{shell}");
    }
}
