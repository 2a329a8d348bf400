//! Fitting the ecosystem (issue 32): man pages that exist (`man --dir`) and `--json` where a
//! script wants it (`variants list`, `rules`, `chart`).

use super::*;
use std::collections::BTreeSet;

// ---------------------------------------------------------------------------------------------
// Man pages
// ---------------------------------------------------------------------------------------------

/// The pages a page names: `name(1)` (clap's SUBCOMMANDS list) and `.BR name (1)` (SEE ALSO),
/// with roff's `\-` read as `-`.
fn references(page: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for line in page.lines() {
        let line = line.replace("\\-", "-");
        if let Some(rest) = line.strip_prefix(".BR ") {
            if let Some(name) = rest.strip_suffix(" (1)") {
                found.insert(name.trim().to_string());
            }
            continue;
        }
        let mut from = 0;
        while let Some(at) = line[from..].find("(1)") {
            let end = from + at;
            let start = line[..end]
                .rfind(|c: char| !(c.is_alphanumeric() || c == '-' || c == '_'))
                .map_or(0, |i| i + 1);
            if start < end {
                found.insert(line[start..end].to_string());
            }
            from = end + 3;
        }
    }
    found
}

/// Every command's page name: `hartenjagen`, `hartenjagen-record`, `hartenjagen-club-draw`, ….
fn every_command_page() -> BTreeSet<String> {
    fn walk(cmd: &clap::Command, name: &str, pages: &mut BTreeSet<String>) {
        pages.insert(name.to_string());
        if cmd.get_name() == "help" {
            return;
        }
        for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
            walk(sub, &format!("{name}-{}", sub.get_name()), pages);
        }
    }
    let mut command = <hartenjagen::cli::Cli as clap::CommandFactory>::command();
    command.build();
    let mut pages = BTreeSet::new();
    walk(&command, "hartenjagen", &mut pages);
    pages
}

fn man_installed() -> bool {
    std::process::Command::new("man")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn man_dir_writes_a_page_per_command_and_every_reference_resolves() {
    let env = TestEnv::new();
    let root = tempfile::tempdir().expect("a folder");
    let dir = root.path().join("share/man/man1");
    let said = env.ok(&["man", "--dir", &dir.display().to_string()]);
    let written: BTreeSet<String> = names_in(&dir).into_iter().collect();
    let expected: BTreeSet<String> = every_command_page()
        .into_iter()
        .map(|name| format!("{name}.1"))
        .collect();
    assert_eq!(written, expected, "one page per command, nothing else");
    for page in [
        "hartenjagen.1",
        "hartenjagen-record.1",
        "hartenjagen-club-draw.1",
        "hartenjagen-variants-list.1",
        "hartenjagen-help.1",
    ] {
        assert!(written.contains(page), "{page}");
    }
    assert_eq!(
        said,
        format!(
            "{} man pages written to {}: hartenjagen.1 and one for each command.\n",
            written.len(),
            dir.display()
        )
    );
    // `man` alone prints the main page, the same as the one written.
    assert_eq!(
        env.ok(&["man"]),
        fs::read_to_string(dir.join("hartenjagen.1")).expect("the main page")
    );

    // Every page a page names is there; every page but the main one names the page above.
    let man = man_installed();
    for name in &written {
        let page = fs::read_to_string(dir.join(name)).expect("a page");
        let named = references(&page);
        if name != "hartenjagen.1" {
            // A page above it (a command's own name may hold a `-`: `club new-keys`).
            let stem = name.trim_end_matches(".1");
            assert!(
                named
                    .iter()
                    .any(|above| stem.starts_with(&format!("{above}-"))),
                "{name} names the page above it: {named:?}"
            );
            assert_contains(&page, ".SH \"SEE ALSO\"");
        }
        for reference in &named {
            assert!(
                written.contains(&format!("{reference}.1")),
                "{name} names {reference}(1), which was not written"
            );
            if man {
                // As `man` finds it: by name, in section 1 of the folder written.
                let found = std::process::Command::new("man")
                    .arg("-M")
                    .arg(root.path().join("share/man"))
                    .args(["-w", "1", reference])
                    .output()
                    .expect("man runs");
                assert!(
                    found.status.success(),
                    "man -w finds no {reference}(1) named by {name}"
                );
                assert_eq!(
                    String::from_utf8_lossy(&found.stdout).trim(),
                    dir.join(format!("{reference}.1")).display().to_string()
                );
            }
        }
        if man {
            let located = std::process::Command::new("man")
                .args(["-l", "-w"])
                .arg(dir.join(name))
                .output()
                .expect("man runs");
            assert!(located.status.success(), "man -l -w {name}");
            let shown = std::process::Command::new("man")
                .arg("-l")
                .arg(dir.join(name))
                .env("MANWIDTH", "80")
                .env("MAN_KEEP_FORMATTING", "0")
                .output()
                .expect("man runs");
            assert!(shown.status.success(), "man -l {name}");
            assert!(
                shown.stderr.is_empty(),
                "man -l {name} warned:\n{}",
                String::from_utf8_lossy(&shown.stderr)
            );
            let text = String::from_utf8_lossy(&shown.stdout);
            assert_contains(&text, name.trim_end_matches(".1"));
        }
    }
    // The main page names every command's page.
    let main = references(&fs::read_to_string(dir.join("hartenjagen.1")).expect("main"));
    for page in ["hartenjagen-record", "hartenjagen-club", "hartenjagen-help"] {
        assert!(main.contains(page), "{page}: {main:?}");
    }
    // Written again over itself: the same pages, replaced.
    env.ok(&["man", "--dir", &dir.display().to_string()]);
    assert_eq!(
        names_in(&dir).into_iter().collect::<BTreeSet<_>>(),
        expected
    );
}

#[test]
fn man_dir_refuses_a_file_or_a_folder_it_cannot_make_and_writes_nothing() {
    let env = hartenjagen();
    fs::write(env.home().join("notes.txt"), "not a folder\n").expect("a file");
    let error = env.rejects(&["man", "--dir", "notes.txt"]);
    assert_eq!(
        error,
        "error: notes.txt is a file, not a folder; give --dir a folder for the man pages (it is made if missing)\n"
    );
    let error = env.rejects(&["man", "--dir", "notes.txt/man1"]);
    assert_eq!(
        error,
        "error: cannot write the man pages into notes.txt/man1: part of the path is a file, not a folder\n"
    );
    // A folder where a page goes: refused before a page is written.
    let dir = env.home().join("man1");
    fs::create_dir_all(dir.join("hartenjagen-record.1")).expect("a folder");
    let error = env.rejects(&["man", "--dir", "man1"]);
    assert_eq!(
        error,
        "error: man1 holds a folder named hartenjagen-record.1 where a man page goes; move it, or give --dir another folder\n"
    );
    assert_eq!(names_in(&dir), ["hartenjagen-record.1"]);
    let before = names_in(env.home());
    let error = String::from_utf8(
        env.expect_code(&["--lang", "nl", "man", "--dir", "notes.txt"], 1)
            .stderr,
    )
    .expect("UTF-8");
    assert_eq!(
        error,
        "fout: notes.txt is een bestand, geen map; geef --dir een map voor de man-pagina's (die wordt gemaakt als ze er niet is)\n"
    );
    assert_eq!(names_in(env.home()), before, "nothing made");
}

// ---------------------------------------------------------------------------------------------
// --json
// ---------------------------------------------------------------------------------------------

/// `$ hartenjagen ARGS` and what it printed, the data folder shown as `[HOME]`.
fn transcript(env: &TestEnv, runs: &[&[&str]]) -> String {
    let mut text = String::new();
    for args in runs {
        let output = env.run(args);
        text.push_str(&format!("$ hartenjagen {}\n", args.join(" ")));
        text.push_str(&String::from_utf8_lossy(&output.stdout));
        text.push_str(&String::from_utf8_lossy(&output.stderr));
        if output.status.code() != Some(0) {
            text.push_str(&format!("[exit {}]\n", output.status.code().unwrap_or(-1)));
        }
        text.push('\n');
    }
    text.replace(&env.path(""), "[HOME]/")
}

/// A user variant whose moon has no such effect.
const BROKEN_VARIANT: &str = r#"name = "sideways"
extends = "hartenjagen"

[moon]
effect = "sideways"
"#;

/// A user variant with a built-in's name, which hides it.
const HIDING_VARIANT: &str = r#"name = "omnibus"
extends = "hartenjagen"
description = "Our own omnibus: the J♦ is not played"
"#;

#[test]
fn variants_list_json_names_every_variant_its_source_and_why_a_broken_one_does_not_load() {
    let env = TestEnv::new();
    env.write_variant("sideways", BROKEN_VARIANT);
    env.write_variant("omnibus", HIDING_VARIANT);
    env.write_variant("choosy", CHOOSE_VARIANT);
    let text = transcript(&env, &[&["variants", "list", "--json"]]);
    insta::assert_snapshot!("variants_list_json", text);

    let list = env.json(&["variants", "list", "--json"]);
    let list = list.as_array().expect("a list");
    for entry in list {
        assert_has_keys(
            entry,
            &[
                "name",
                "players",
                "description",
                "source",
                "hides_builtin",
                "error",
            ],
        );
    }
    let by_name = |name: &str| {
        list.iter()
            .find(|e| e["name"] == name)
            .unwrap_or_else(|| panic!("{name} listed"))
            .clone()
    };
    assert_eq!(by_name("sideways")["source"], "broken");
    assert!(by_name("sideways")["error"].is_string());
    assert_eq!(by_name("omnibus")["source"], "user");
    assert_eq!(by_name("omnibus")["hides_builtin"], true);
    assert_eq!(by_name("choosy")["source"], "user");
    assert_eq!(by_name("black-maria")["source"], "built-in");
    assert_eq!(by_name("black-maria")["players"], json!([3, 4]));
    // The same names as the table lists, in the same order, in either language.
    assert_eq!(
        env.json(&["--lang", "nl", "variants", "list", "--json"]),
        Value::Array(list.clone())
    );
}

/// A TOML text as JSON.
fn toml_as_json(text: &str) -> Value {
    let value: toml::Value = toml::from_str(text).expect("TOML");
    serde_json::to_value(value).expect("as JSON")
}

#[test]
fn rules_json_is_the_resolved_variant_in_the_keys_of_a_variant_file() {
    let env = TestEnv::new();
    env.write_variant("choosy", CHOOSE_VARIANT);
    let text = transcript(
        &env,
        &[
            &["rules", "hartenjagen", "--json"],
            &["rules", "choosy", "--json"],
            &["rules", "nonesuch", "--json"],
        ],
    );
    insta::assert_snapshot!("rules_json", text);
    // Every built-in's, and a user's: the same structure `variants show --resolved` prints.
    let mut names: Vec<&str> = hartenjagen::core::catalog::BUILTIN
        .iter()
        .map(|(name, _)| *name)
        .collect();
    names.push("choosy");
    for name in names {
        let json = env.json(&["rules", name, "--json"]);
        let shown = env.ok(&["--lang", "en", "variants", "show", name, "--resolved"]);
        assert_eq!(json, toml_as_json(&shown), "{name}");
        // And it is a variant file: written back as TOML, it checks.
        let again = tempfile::tempdir().expect("a folder");
        let file = again.path().join(format!("{name}.toml"));
        let value: toml::Value = serde_json::from_value(json).expect("as TOML");
        fs::write(&file, toml::to_string(&value).expect("TOML")).expect("written");
        env.ok(&["variants", "check", &file.display().to_string()]);
    }
}

#[test]
fn chart_json_is_each_players_running_total_after_every_hand() {
    let env = hartenjagen();
    env.ok(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"]);
    env.ok(&["record", "Cas=QS", "Dee=rest"]);
    env.ok(&["misdeal"]);
    env.ok(&["record", "Bob=rest"]);
    let text = transcript(
        &env,
        &[
            &["chart", "--json"],
            &["chart", "--json", "--svg", "totals.svg"],
        ],
    );
    insta::assert_snapshot!("chart_json", text);
    // The totals are those of `status --json`, hand by hand, in seating order.
    let chart: Value = env.json(&["chart", "--json"]);
    let status = env.status();
    assert_eq!(chart["variant"], status["variant"]);
    assert_eq!(chart["players"], status["players"]);
    let hands = chart["hands"].as_array().expect("hands");
    assert_eq!(
        hands.len(),
        status["hands"].as_array().expect("hands").len()
    );
    for (hand, scored) in hands.iter().zip(status["hands"].as_array().expect("hands")) {
        assert_eq!(hand["number"], scored["number"]);
        assert_eq!(hand["totals"], scored["totals"]);
    }
    #[derive(Deserialize)]
    struct Chart {
        hands: Vec<Hand>,
    }
    #[derive(Deserialize)]
    struct Hand {
        totals: KeyOrder,
    }
    let seated: Chart = serde_json::from_str(&env.ok(&["chart", "--json"])).expect("JSON");
    for hand in seated.hands {
        assert_eq!(hand.totals.0, ["Ann", "Bob", "Cas", "Dee"]);
    }
    // A fresh match: no hands yet.
    let fresh = started("black-lady", "Ann,Bob,Cas");
    assert_eq!(
        fresh.json(&["chart", "--json"]),
        json!({"variant": "black-lady", "players": ["Ann", "Bob", "Cas"], "hands": []})
    );
}
