//! The scripted command-line contract of SPEC.md, tested through the real binary: one test
//! binary, one module per area, all sharing `TestEnv`.
//!
//! Every test gets its own data folder (`HARTENJAGEN_HOME` in a temporary directory), so tests
//! run in parallel and never touch the user's matches. Every rejection is checked to leave the
//! files byte-for-byte as they were.

use assert_cmd::Command;
use serde::Deserialize;
use serde::de::{Deserializer, IgnoredAny, MapAccess, Visitor};
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Output;
use std::time::{Duration, SystemTime};
use tempfile::TempDir;

// ---------------------------------------------------------------------------------------------
// The test environment
// ---------------------------------------------------------------------------------------------

/// A data folder of its own and the binary run against it.
pub(crate) struct TestEnv {
    home: TempDir,
}

impl TestEnv {
    pub(crate) fn new() -> TestEnv {
        TestEnv {
            home: tempfile::tempdir().expect("cannot create a temporary data folder"),
        }
    }

    /// The data folder.
    pub(crate) fn home(&self) -> &Path {
        self.home.path()
    }

    /// A path inside the data folder, as a command-line argument.
    pub(crate) fn path(&self, relative: &str) -> String {
        self.home.path().join(relative).display().to_string()
    }

    pub(crate) fn run(&self, args: &[&str]) -> Output {
        Command::cargo_bin("hartenjagen")
            .expect("the hartenjagen binary is built for integration tests")
            .env("HARTENJAGEN_HOME", self.home.path())
            .current_dir(self.home.path())
            .args(args)
            .output()
            .expect("cannot run hartenjagen")
    }

    pub(crate) fn expect_code(&self, args: &[&str], code: i32) -> Output {
        let output = self.run(args);
        assert_eq!(
            output.status.code(),
            Some(code),
            "hartenjagen {args:?}: expected exit {code}\nstdout:\n{}\nstderr:\n{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr),
        );
        output
    }

    /// Runs a command that must succeed; returns its standard output.
    pub(crate) fn ok(&self, args: &[&str]) -> String {
        let output = self.expect_code(args, 0);
        String::from_utf8(output.stdout).expect("stdout is UTF-8")
    }

    /// Runs a command that must fail with exit 1; returns its standard error.
    pub(crate) fn fails(&self, args: &[&str]) -> String {
        let output = self.expect_code(args, 1);
        String::from_utf8(output.stderr).expect("stderr is UTF-8")
    }

    /// Runs a command that clap must reject (exit 2); returns its standard error.
    pub(crate) fn usage_error(&self, args: &[&str]) -> String {
        let output = self.expect_code(args, 2);
        String::from_utf8(output.stderr).expect("stderr is UTF-8")
    }

    /// A command that must fail with exit 1 and one plain `error:` line on standard error,
    /// nothing on standard output, and every file in the data folder unchanged.
    pub(crate) fn rejects(&self, args: &[&str]) -> String {
        let output = self.assert_unchanged(|| self.expect_code(args, 1));
        let stderr = String::from_utf8(output.stderr).expect("stderr is UTF-8");
        assert!(
            output.stdout.is_empty(),
            "hartenjagen {args:?} printed to stdout while failing: {}",
            String::from_utf8_lossy(&output.stdout)
        );
        assert_eq!(
            stderr.lines().count(),
            1,
            "hartenjagen {args:?}: the error should be one line, got:\n{stderr}"
        );
        assert!(
            stderr.starts_with("error: "),
            "hartenjagen {args:?}: the error should start with \"error: \", got:\n{stderr}"
        );
        stderr
    }

    /// Runs `action` and asserts that every file in the data folder (the match files above
    /// all) is byte-for-byte the same afterwards, and that no file appeared or disappeared.
    pub(crate) fn assert_unchanged<T>(&self, action: impl FnOnce() -> T) -> T {
        let before = self.snapshot();
        assert!(
            before
                .keys()
                .any(|p| p.extension().is_some_and(|e| e == "toml")),
            "there is no match file to compare"
        );
        let result = action();
        let after = self.snapshot();
        assert_eq!(
            before.keys().collect::<Vec<_>>(),
            after.keys().collect::<Vec<_>>(),
            "files appeared or disappeared"
        );
        for (path, bytes) in &before {
            assert!(
                after[path] == *bytes,
                "{} changed:\n--- before\n{}\n--- after\n{}",
                path.display(),
                String::from_utf8_lossy(bytes),
                String::from_utf8_lossy(&after[path])
            );
        }
        result
    }

    /// Every file under the data folder with its bytes.
    pub(crate) fn snapshot(&self) -> BTreeMap<PathBuf, Vec<u8>> {
        fn walk(dir: &Path, files: &mut BTreeMap<PathBuf, Vec<u8>>) {
            for entry in fs::read_dir(dir).expect("cannot read a folder") {
                let path = entry.expect("cannot read a folder entry").path();
                if path.is_dir() {
                    walk(&path, files);
                } else {
                    let bytes = fs::read(&path).expect("cannot read a file");
                    files.insert(path, bytes);
                }
            }
        }
        let mut files = BTreeMap::new();
        walk(self.home.path(), &mut files);
        files
    }

    /// Every file in `$HARTENJAGEN_HOME/matches/`.
    pub(crate) fn match_files(&self) -> Vec<PathBuf> {
        let dir = self.home.path().join("matches");
        if !dir.is_dir() {
            return Vec::new();
        }
        let mut files: Vec<PathBuf> = fs::read_dir(dir)
            .expect("cannot read matches/")
            .map(|e| e.expect("cannot read matches/").path())
            .collect();
        files.sort();
        files
    }

    /// The one match file in `$HARTENJAGEN_HOME/matches/`.
    pub(crate) fn match_file(&self) -> PathBuf {
        let files = self.match_files();
        assert_eq!(files.len(), 1, "expected exactly one match file: {files:?}");
        files.into_iter().next().expect("one file")
    }

    /// Runs a command with `--json` output and parses it.
    pub(crate) fn json(&self, args: &[&str]) -> Value {
        let stdout = self.ok(args);
        serde_json::from_str(&stdout).unwrap_or_else(|e| {
            panic!("hartenjagen {args:?} printed invalid JSON ({e}):\n{stdout}")
        })
    }

    /// `status --json` of the current match.
    pub(crate) fn status(&self) -> Value {
        self.json(&["status", "--json"])
    }

    /// `next --json` of the current match.
    pub(crate) fn next(&self) -> Value {
        self.json(&["next", "--json"])
    }

    /// Writes a user variant file into `$HARTENJAGEN_HOME/variants/`.
    pub(crate) fn write_variant(&self, name: &str, text: &str) -> PathBuf {
        let dir = self.home.path().join("variants");
        fs::create_dir_all(&dir).expect("cannot create variants/");
        let path = dir.join(format!("{name}.toml"));
        fs::write(&path, text).expect("cannot write a variant file");
        path
    }
}

const FOUR: &str = "Ann,Bob,Cas,Dee";

/// A user variant like hartenjagen, but the moon shooter chooses add or subtract.
const CHOOSE_VARIANT: &str = r#"
name = "choosy"
extends = "hartenjagen"
description = "Hartenjagen where the moon shooter chooses"

[moon]
effect = "choose"
"#;

/// A match of `variant` for `players` in a fresh data folder.
pub(crate) fn started(variant: &str, players: &str) -> TestEnv {
    let env = TestEnv::new();
    env.ok(&["new", "--variant", variant, "--players", players]);
    env
}

/// A hartenjagen match for Ann, Bob, Cas and Dee.
pub(crate) fn hartenjagen() -> TestEnv {
    started("hartenjagen", FOUR)
}

/// The names in a folder, sorted.
pub(crate) fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .expect("cannot read a folder")
        .map(|e| {
            e.expect("a folder entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    names
}

pub(crate) fn assert_contains(text: &str, part: &str) {
    assert!(text.contains(part), "expected {part:?} in:\n{text}");
}

pub(crate) fn set_modified(path: &str, seconds_ago: u64) {
    let file = fs::File::options()
        .write(true)
        .open(path)
        .expect("cannot open a match file");
    file.set_modified(SystemTime::now() - Duration::from_secs(seconds_ago))
        .expect("cannot set a file's modification time");
}

/// The keys of a JSON object in the order they were printed.
pub(crate) struct KeyOrder(Vec<String>);

impl<'de> Deserialize<'de> for KeyOrder {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<KeyOrder, D::Error> {
        struct Keys;
        impl<'de> Visitor<'de> for Keys {
            type Value = KeyOrder;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<KeyOrder, A::Error> {
                let mut keys = Vec::new();
                while let Some((key, IgnoredAny)) = map.next_entry::<String, IgnoredAny>()? {
                    keys.push(key);
                }
                Ok(KeyOrder(keys))
            }
        }
        deserializer.deserialize_map(Keys)
    }
}

#[derive(Deserialize)]
pub(crate) struct SeatedStatus {
    totals: KeyOrder,
    hands: Vec<SeatedHand>,
}

#[derive(Deserialize)]
pub(crate) struct SeatedHand {
    points: KeyOrder,
    totals: KeyOrder,
}

pub(crate) fn assert_has_keys(value: &Value, keys: &[&str]) {
    let object = value
        .as_object()
        .unwrap_or_else(|| panic!("expected an object, got {value}"));
    for key in keys {
        assert!(object.contains_key(*key), "key {key:?} missing in {value}");
    }
}

mod app_browser;
mod before;
mod browser;
mod cache_folder;
mod club;
mod club_browser;
mod club_clock;
mod club_organiser;
mod club_races;
mod club_serve;
mod club_undo;
mod completions;
mod core_commands;
mod ecosystem;
mod edit_keeps;
mod file_edges;
mod four_games;
mod gong_zhu;
mod guide;
mod history;
mod html_corpus;
mod layers;
mod league;
mod log;
mod one_way_in;
mod page_browser;
mod platforms;
mod play;
mod referee;
mod reliability;
pub(crate) mod serve;
mod serve_edit;
mod status_table;
mod variant_family;
mod wifi;
mod words;
