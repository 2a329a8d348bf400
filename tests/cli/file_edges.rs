//! Whatever is on disk: symbolic links, special files, huge files, files of the user's own
//! next to the matches, and hostile text in files and names. Every test is a way these went
//! wrong once (see README, "Reliability"), and each runs in well under a second.

use super::*;
use std::os::unix::fs::{PermissionsExt, symlink};
use std::process::{Command as Process, Stdio};

fn binary(env: &TestEnv) -> Process {
    let mut command = Process::new(env!("CARGO_BIN_EXE_hartenjagen"));
    command
        .env("HARTENJAGEN_HOME", env.path(""))
        .current_dir(env.path(""));
    command
}

/// Runs `command` to its end, which must come within 10 seconds: a hang is a failure.
fn bounded(mut command: Process) -> Output {
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    while child.try_wait().expect("waits").is_none() {
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            panic!("hartenjagen hung: {command:?}");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    child.wait_with_output().expect("output")
}

fn mode(path: &Path) -> u32 {
    fs::metadata(path).expect("metadata").permissions().mode() & 0o7777
}

fn mkfifo(path: &Path) {
    let status = Process::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(status.success());
}

fn stderr_of(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

// ---------------------------------------------------------------------------------------------
// 1. Links and modes
// ---------------------------------------------------------------------------------------------

#[test]
fn a_match_file_reached_through_a_link_is_saved_at_its_target_with_its_mode() {
    let env = TestEnv::new();
    let elsewhere = env.path("elsewhere");
    fs::create_dir_all(&elsewhere).expect("a folder");
    let real = format!("{elsewhere}/real.toml");
    env.ok(&["new", "--players", FOUR, "--file", &real]);
    fs::set_permissions(&real, fs::Permissions::from_mode(0o640)).expect("chmod");
    fs::create_dir_all(env.path("matches")).expect("matches/");
    let link = env.path("matches/m.toml");
    symlink(&real, &link).expect("a link");
    env.ok(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"]);
    env.ok(&["record", "--file", &link, "Cas=QS", "Dee=rest"]);
    assert!(
        fs::symlink_metadata(&link)
            .expect("the link")
            .file_type()
            .is_symlink(),
        "the link was replaced by a file"
    );
    let status = env.json(&["status", "--json", "--file", &real]);
    assert_eq!(status["hands"].as_array().map(Vec::len), Some(2));
    assert_eq!(mode(Path::new(&real)), 0o640, "the target's mode is kept");
    // Nothing was left beside the link or the target.
    assert_eq!(names_in(Path::new(&env.path("matches"))), ["m.toml"]);
    assert_eq!(names_in(Path::new(&elsewhere)), ["real.toml"]);
    // Two paths to one match: history counts it once.
    symlink(&real, env.path("matches/again.toml")).expect("a second link");
    let history = env.json(&["history", "--json"]);
    assert_eq!(history.as_array().map(Vec::len), Some(1), "{history}");
}

#[test]
fn a_saved_file_never_gets_execute_bits_or_write_for_others() {
    let env = TestEnv::new();
    let path = env.path("m.toml");
    let mut new = binary(&env);
    new.args(["new", "--players", FOUR, "--file", &path]);
    // Even with a umask that would allow everything, a new match is rw-r--r-- at most.
    let output = bounded({
        let mut sh = Process::new("sh");
        sh.arg("-c")
            .arg("umask 000 && exec \"$0\" \"$@\"")
            .arg(new.get_program())
            .args(new.get_args())
            .env("HARTENJAGEN_HOME", env.path(""));
        sh
    });
    assert!(output.status.success(), "{}", stderr_of(&output));
    assert_eq!(mode(Path::new(&path)), 0o644);
    fs::set_permissions(&path, fs::Permissions::from_mode(0o777)).expect("chmod");
    env.ok(&["record", "--file", &path, "Ann=QS 3", "Bob=5", "Dee=rest"]);
    assert_eq!(
        mode(Path::new(&path)),
        0o664,
        "execute and world-write dropped"
    );
}

// ---------------------------------------------------------------------------------------------
// 2. A saved change is a success even when its report cannot be printed
// ---------------------------------------------------------------------------------------------

#[test]
fn a_saved_change_exits_0_and_says_so_when_standard_output_is_full() {
    let env = hartenjagen();
    for args in [
        vec!["record", "Ann=QS 3", "Bob=5", "Dee=rest"],
        vec!["undo"],
        vec!["misdeal"],
        vec!["new", "--players", FOUR, "--file", "other.toml"],
    ] {
        let mut command = binary(&env);
        command.args(&args);
        let output = command
            .stdout(fs::File::create("/dev/full").expect("/dev/full"))
            .stderr(Stdio::piped())
            .output()
            .expect("runs");
        assert_eq!(
            output.status.code(),
            Some(0),
            "{args:?}: {}",
            stderr_of(&output)
        );
        assert_contains(&stderr_of(&output), "the change was saved");
    }
    let status = env.status();
    assert_eq!(
        status["hands"].as_array().map(Vec::len),
        Some(0),
        "recorded, undone"
    );
    assert!(Path::new(&env.path("other.toml")).exists());
    let file = fs::read_to_string(env.match_file()).expect("reads");
    assert!(file.contains("misdeal = true"), "the misdeal was saved");
}

// ---------------------------------------------------------------------------------------------
// 3. Charts never replace a match
// ---------------------------------------------------------------------------------------------

#[test]
fn chart_svg_never_writes_over_a_match_or_into_the_matches_folder_and_asks_for_force() {
    let env = hartenjagen();
    env.ok(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"]);
    let path = env.match_file();
    let before = fs::read(&path).expect("reads");
    let shown = path.display().to_string();
    let stderr = env.fails(&["chart", "--svg", &shown, "--force"]);
    assert_contains(&stderr, "is the match file itself");
    let stderr = env.fails(&["chart", "--svg", &env.path("matches/chart.svg")]);
    assert_contains(&stderr, "is in the matches folder");
    // Another match elsewhere is not replaced either, even with --force.
    let other = env.path("other.toml");
    env.ok(&["new", "--players", FOUR, "--file", &other]);
    let other_before = fs::read(&other).expect("reads");
    let stderr = env.fails(&["chart", "--file", &shown, "--svg", &other, "--force"]);
    assert_contains(&stderr, "is a match file; a chart never replaces a match");
    assert_eq!(fs::read(&other).expect("reads"), other_before);
    // Any other existing file: only with --force.
    let svg = env.path("totals.svg");
    fs::write(&svg, "mine").expect("writes");
    let stderr = env.fails(&["chart", "--file", &shown, "--svg", &svg]);
    assert_contains(&stderr, "already exists; give --force to replace it");
    assert_eq!(fs::read_to_string(&svg).expect("reads"), "mine");
    env.ok(&["chart", "--file", &shown, "--svg", &svg, "--force"]);
    assert!(fs::read_to_string(&svg).expect("reads").starts_with("<svg"));
    assert_eq!(fs::read(&path).expect("reads"), before);
}

// ---------------------------------------------------------------------------------------------
// 5. Hostile text
// ---------------------------------------------------------------------------------------------

const ESCAPES: &str = "\u{1b}]0;pwned\u{7}\u{1b}]52;c;ZWNobyBoaQ==\u{7}\u{1b}[2J";

/// The same, as a TOML string writes it (TOML allows control characters only escaped).
fn escapes_in_toml() -> String {
    ESCAPES
        .replace('\u{1b}', "\\u001b")
        .replace('\u{7}', "\\u0007")
}

fn no_raw_escapes(output: &Output) {
    for stream in [&output.stdout, &output.stderr] {
        assert!(
            !stream.iter().any(|&b| b == 0x1b || b == 0x07),
            "a raw escape reached the terminal: {}",
            String::from_utf8_lossy(stream)
        );
    }
}

#[test]
fn control_characters_in_a_variant_are_refused_with_file_line_and_key() {
    let env = TestEnv::new();
    let path = env.write_variant(
        "evil",
        &format!(
            "extends = \"hartenjagen\"\ndescription = \"nice {}\"\n\n[play]\nreminders = [\"a\u{202e}b\"]\n",
            escapes_in_toml()
        ),
    );
    let mut command = binary(&env);
    command.args(["variants", "check", &path.display().to_string()]);
    let output = bounded(command);
    assert_eq!(output.status.code(), Some(1));
    no_raw_escapes(&output);
    let stderr = stderr_of(&output);
    assert_contains(
        &stderr,
        "evil.toml:2:1: description: holds the control character U+001B",
    );
    assert_contains(
        &stderr,
        "evil.toml:5:1: play.reminders: holds the control character U+202E",
    );
    assert_contains(&stderr, "\\u001b]0;pwned");
    // Raw, the escapes are not even TOML: refused, and echoed escaped.
    let raw = env.write_variant("raw", &format!("description = \"{ESCAPES}\"\n"));
    let mut command = binary(&env);
    command.args(["variants", "check", &raw.display().to_string()]);
    let output = bounded(command);
    assert_eq!(output.status.code(), Some(1));
    no_raw_escapes(&output);
    // The list and the built-ins carry on; the broken file is shown escaped.
    let mut command = binary(&env);
    command.args(["variants", "list"]);
    let output = bounded(command);
    assert!(output.status.success());
    no_raw_escapes(&output);
}

#[test]
fn a_shared_match_file_with_escapes_in_its_variant_is_refused_and_never_echoed_raw() {
    let env = hartenjagen();
    let path = env.match_file();
    let text = fs::read_to_string(&path).expect("reads");
    let line = text
        .lines()
        .find(|l| l.starts_with("description = "))
        .expect("the variant's description");
    let evil = text.replacen(line, &format!("description = \"{}\"", escapes_in_toml()), 1);
    assert_ne!(evil, text);
    fs::write(&path, evil).expect("writes");
    let mut command = binary(&env);
    command.arg("status");
    let output = bounded(command);
    assert_eq!(output.status.code(), Some(1));
    no_raw_escapes(&output);
    assert_contains(
        &stderr_of(&output),
        "description: holds the control character U+001B",
    );
}

#[test]
fn file_names_and_damaged_lines_with_escapes_are_printed_escaped() {
    let env = hartenjagen();
    let evil = env.path(&format!("matches/{}.toml", ESCAPES.replace('/', "_")));
    fs::write(&evil, format!("format = 1\nplayers = [\"{ESCAPES}\"\n")).expect("writes");
    for args in [
        vec!["history"],
        vec!["stats"],
        vec!["status", "--file", &evil],
    ] {
        let mut command = binary(&env);
        command.args(&args);
        let output = bounded(command);
        no_raw_escapes(&output);
        assert_ne!(output.status.code(), Some(101), "{args:?}");
    }
    let mut command = binary(&env);
    command.args(["history"]);
    let output = bounded(command);
    assert_contains(&String::from_utf8_lossy(&output.stdout), "\\u001b]0;pwned");
}

#[test]
fn player_names_that_only_look_alike_or_turn_the_table_around_are_refused() {
    let env = TestEnv::new();
    let stderr = env.fails(&["new", "--players", "Ann,Ann\u{200b},Cas,Dee"]);
    assert_contains(&stderr, "holds the invisible character U+200B");
    let stderr = env.fails(&["new", "--players", "Ann,Bob,\u{202e}Cas,Dee"]);
    assert_contains(&stderr, "holds the invisible character U+202E");
    // Composed and decomposed é are one name.
    let stderr = env.fails(&["new", "--players", "Ren\u{e9},Rene\u{301},Cas,Dee"]);
    assert_contains(&stderr, "give every player a different name");
    assert!(env.match_files().is_empty());
}

// ---------------------------------------------------------------------------------------------
// 6 and 7. No aborts, no hangs: deep extends, huge and special files
// ---------------------------------------------------------------------------------------------

#[test]
fn an_endless_extends_chain_is_refused_and_the_built_ins_still_load() {
    let env = TestEnv::new();
    env.write_variant("deep-0", "extends = \"hartenjagen\"\n");
    for n in 1..=200 {
        env.write_variant(
            &format!("deep-{n}"),
            &format!("extends = \"deep-{}\"\n", n - 1),
        );
    }
    let stderr = env.fails(&["rules", "deep-200"]);
    assert_contains(&stderr, "extends: goes more than 64 variants deep");
    let list = env.ok(&["variants", "list"]);
    assert_contains(&list, "omnibus");
    env.ok(&["new", "--variant", "deep-10", "--players", FOUR]);
}

#[test]
fn a_variant_that_extends_itself_says_so() {
    let env = TestEnv::new();
    let path = env.write_variant("mine", "extends = \"mine\"\n");
    let stderr = env.fails(&["variants", "check", &path.display().to_string()]);
    assert_contains(&stderr, "\"mine\" is this variant itself");
}

#[test]
fn a_huge_match_file_is_refused_and_listed_as_damaged() {
    let env = hartenjagen();
    let huge = env.path("matches/huge.toml");
    // Sparse: 3 GB on paper, nothing on disk.
    fs::File::create(&huge)
        .expect("creates")
        .set_len(3 << 30)
        .expect("grows");
    let mut command = binary(&env);
    command.args(["status", "--file", &huge]);
    let output = bounded(command);
    assert_eq!(output.status.code(), Some(1));
    assert_contains(
        &stderr_of(&output),
        "is larger than 16 MiB, far too large for a match file",
    );
    for args in [["history", "--json"], ["stats", "--json"]] {
        let mut command = binary(&env);
        command.args(args);
        let output = bounded(command);
        assert!(output.status.success(), "{args:?}: {}", stderr_of(&output));
    }
    let history = env.json(&["history", "--json"]);
    assert_eq!(history.as_array().map(Vec::len), Some(2));
    assert!(history.as_array().expect("a list").iter().any(|m| {
        m["error"]
            .as_str()
            .is_some_and(|e| e.contains("larger than 16 MiB"))
    }));
}

#[test]
fn a_fifo_or_a_device_is_refused_at_once_wherever_a_file_is_expected() {
    let env = hartenjagen();
    let fifo = env.path("pipe.toml");
    mkfifo(Path::new(&fifo));
    for args in [
        vec!["status", "--file", &fifo],
        vec!["record", "--file", &fifo, "Ann=QS 3", "Bob=5", "Dee=rest"],
    ] {
        let mut command = binary(&env);
        command.args(&args);
        let output = bounded(command);
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        assert_contains(
            &stderr_of(&output),
            "is a named pipe (FIFO), not a match file",
        );
    }
    // In the variants folder: a FIFO and a link to /dev/zero never stop the built-ins.
    fs::create_dir_all(env.path("variants")).expect("variants/");
    mkfifo(Path::new(&env.path("variants/pipe.toml")));
    symlink("/dev/zero", env.path("variants/zero.toml")).expect("a link");
    for args in [
        vec!["new", "--players", FOUR, "--file", "x.toml"],
        vec!["rules", "omnibus"],
        vec!["variants", "list"],
    ] {
        let mut command = binary(&env);
        command.args(&args);
        let output = bounded(command);
        assert!(output.status.success(), "{args:?}: {}", stderr_of(&output));
    }
    let list = env.ok(&["variants", "list"]);
    assert_contains(&list, "is a device, not a variant file");
    assert_contains(&list, "is a named pipe (FIFO), not a variant file");
}

#[test]
fn a_damaged_file_with_one_enormous_line_shows_only_a_window_of_it() {
    let env = hartenjagen();
    let path = env.match_file();
    let text = fs::read_to_string(&path).expect("reads");
    let long = format!("{text}\n{} = [", "x".repeat(2_000_000));
    fs::write(&path, long).expect("writes");
    let mut command = binary(&env);
    command.arg("status");
    let output = bounded(command);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        output.stderr.len() < 1000,
        "{} bytes of error",
        output.stderr.len()
    );
    assert_contains(&stderr_of(&output), "…");
}

// ---------------------------------------------------------------------------------------------
// 9 and 10. Names, read-only files, the data folder, variant lists
// ---------------------------------------------------------------------------------------------

#[test]
fn new_matches_started_in_the_same_second_each_get_a_file() {
    let env = TestEnv::new();
    let children: Vec<_> = (0..4)
        .map(|_| {
            let mut command = binary(&env);
            command
                .args(["new", "--players", FOUR])
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .expect("runs")
        })
        .collect();
    for child in children {
        let output = child.wait_with_output().expect("waits");
        assert!(output.status.success(), "{}", stderr_of(&output));
    }
    assert_eq!(env.match_files().len(), 4);
}

#[test]
fn a_read_only_match_file_is_refused_and_left_as_it_is() {
    let env = hartenjagen();
    let path = env.match_file();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o444)).expect("chmod");
    let before = fs::read(&path).expect("reads");
    let stderr = env.fails(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"]);
    assert_contains(&stderr, "is read-only, so it was left as it is");
    assert_eq!(fs::read(&path).expect("reads"), before);
    assert_eq!(mode(&path), 0o444);
}

#[test]
fn a_data_folder_that_is_a_file_or_cannot_be_read_is_named_as_the_problem() {
    let env = TestEnv::new();
    let file = env.path("not-a-folder");
    fs::write(&file, "").expect("writes");
    let output = Command::cargo_bin("hartenjagen")
        .expect("the binary")
        .env("HARTENJAGEN_HOME", &file)
        .arg("status")
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(1));
    assert_contains(&stderr_of(&output), "not-a-folder is a file, not a folder");
    // A matches folder nobody but its owner may read, read by somebody else (CI runs as
    // root, for whom modes do not count: drop to nobody).
    let env = hartenjagen();
    fs::set_permissions(env.path(""), fs::Permissions::from_mode(0o755)).expect("chmod");
    fs::set_permissions(env.path("matches"), fs::Permissions::from_mode(0o700)).expect("chmod");
    let output = Process::new("setpriv")
        .args(["--reuid=65534", "--regid=65534", "--clear-groups"])
        .arg(env!("CARGO_BIN_EXE_hartenjagen"))
        .arg("status")
        .env("HARTENJAGEN_HOME", env.path(""))
        .output()
        .expect("setpriv runs");
    let stderr = stderr_of(&output);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert_contains(&stderr, "cannot read the matches folder");
    assert!(!stderr.contains("there is no match yet"), "{stderr}");
}

#[test]
fn a_variant_listing_a_table_size_twice_is_refused() {
    let env = TestEnv::new();
    let sizes = vec!["4"; 100_000].join(", ");
    let path = env.write_variant(
        "many",
        &format!("extends = \"hartenjagen\"\nplayers = [{sizes}]\n"),
    );
    let stderr = env.fails(&["variants", "check", &path.display().to_string()]);
    assert_contains(&stderr, "players: names a table size more than once");
    assert!(stderr.len() < 2000, "{} bytes of error", stderr.len());
}

#[test]
fn markdown_export_escapes_tags_in_names() {
    let env = started("hartenjagen", "<script>,Bob,Cas,Dee");
    let markdown = env.ok(&["export", "--format", "markdown"]);
    assert_contains(&markdown, "&lt;script&gt;");
    assert!(!markdown.contains("<script>"));
}
