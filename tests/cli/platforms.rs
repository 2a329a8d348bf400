//! What holds the same on every computer a family has (issue 39): a match file written on
//! Windows with `\r\n` line ends reads as one written here and is saved with `\n`; names that
//! Windows cannot hold are refused for competitions on every system; a variant whose name no
//! file name can hold still gets a match file; and the fixed clock for tests.

use super::*;

#[test]
fn a_match_file_with_windows_line_ends_is_read_and_saved_with_unix_ones() {
    let env = TestEnv::new();
    env.ok(&["new", "--players", "Ann,Bob,Cas,Dee"]);
    env.ok(&["record", "Ann=QS 3", "Bob=rest"]);
    let path = env.match_file();
    let unix = fs::read_to_string(&path).expect("the match file");
    let before = env.status();
    fs::write(&path, unix.replace('\n', "\r\n")).expect("written with CRLF");
    assert_eq!(env.status(), before, "the same match, read from CRLF");
    env.ok(&["record", "Cas=QS 3", "Dee=rest"]);
    let saved = fs::read_to_string(&path).expect("the match file");
    assert!(!saved.contains('\r'), "saved with \\n only:\n{saved}");
    let hands = env.status()["hands"].as_array().map(Vec::len);
    assert_eq!(hands, Some(2));
}

#[test]
fn a_competition_name_windows_cannot_hold_is_refused_on_every_system() {
    let env = TestEnv::new();
    for name in [
        "Tues:day", "What?", "A|B", "Club.", "CON", "nul", "com1", "<b>",
    ] {
        let said = env.fails(&["club", "new", name]);
        assert!(
            said.contains("cannot be used") && said.contains("Windows keeps for a device"),
            "{name}: {said}"
        );
        assert!(
            !env.home().join("club").join(name).exists(),
            "{name}: no folder made"
        );
    }
    env.ok(&["club", "new", "Tuesday club"]);
}

#[test]
fn a_variant_whose_name_no_file_can_hold_still_gets_a_match_file() {
    let env = TestEnv::new();
    let variant = fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/variants/hartenjagen.toml"
    ))
    .expect("the built-in variant");
    let own = variant.replacen("name = \"hartenjagen\"", "name = \"family: ours?\"", 1);
    assert_ne!(own, variant, "the variant's name line");
    // A file that Linux can hold and Windows cannot.
    let path = env.home().join("family: ours?.toml");
    fs::write(&path, own).expect("the variant file");
    env.ok(&[
        "new",
        "--variant",
        &path.display().to_string(),
        "--players",
        "Ann,Bob,Cas,Dee",
    ]);
    let file = env.match_file();
    let name = file.file_name().and_then(|n| n.to_str()).expect("a name");
    assert!(name.ends_with("_family- ours-.toml"), "{name}");
}

#[test]
fn the_clock_for_tests_fixes_now_for_every_command() {
    let env = TestEnv::new();
    let output = Command::cargo_bin("hartenjagen")
        .expect("the binary")
        .env("HARTENJAGEN_HOME", env.home())
        .env("HARTENJAGEN_NOW", "2026-12-01T20:15:00+01:00")
        .args(["new", "--players", "Ann,Bob,Cas,Dee"])
        .output()
        .expect("ran");
    assert!(output.status.success());
    let file = env.match_file();
    let name = file.file_name().and_then(|n| n.to_str()).expect("a name");
    assert_eq!(name, "2026-12-01_201500_hartenjagen.toml");
    let text = fs::read_to_string(&file).expect("the match file");
    assert!(text.contains("2026-12-01T20:15:00+01:00"), "{text}");
}
