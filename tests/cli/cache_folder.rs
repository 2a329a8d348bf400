//! Where the summary cache lives (issue 32): `$XDG_CACHE_HOME/hartenjagen`, else
//! `~/.cache/hartenjagen`, or `$HARTENJAGEN_HOME/cache` when that is set; a cache left in the
//! data folder by an older version is removed.

use super::*;

/// How an old cache starts, as every cache has: its magic string as postcard writes it.
const OLD_CACHE: &[u8] = b"\x19hartenjagen summary cache\x01 an old cache";

/// Runs hartenjagen without `HARTENJAGEN_HOME`: HOME is `home`, XDG_CACHE_HOME `cache` (or
/// none), the data folder the platform's under `home`.
fn run_without_home_var(home: &Path, cache: Option<&Path>, args: &[&str]) -> String {
    let mut command = Command::cargo_bin("hartenjagen").expect("the binary");
    command
        .env_remove("HARTENJAGEN_HOME")
        .env_remove("XDG_DATA_HOME")
        .env_remove("XDG_CACHE_HOME")
        .env("HOME", home)
        .current_dir(home)
        .args(args);
    if let Some(cache) = cache {
        command.env("XDG_CACHE_HOME", cache);
    }
    let output = command.output().expect("runs");
    assert!(
        output.status.success(),
        "hartenjagen {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8")
}

#[test]
fn the_cache_goes_to_xdg_cache_home_and_an_old_one_in_the_data_folder_is_removed() {
    let home = tempfile::tempdir().expect("a folder");
    let xdg = tempfile::tempdir().expect("a folder");
    run_without_home_var(
        home.path(),
        Some(xdg.path()),
        &["new", "--players", "Ann,Bob,Cas,Dee"],
    );
    let data = home.path().join(".local/share/hartenjagen");
    assert_eq!(names_in(&data.join("matches")).len(), 1);
    // A cache where an older version kept it, in the data folder.
    let old = data.join("cache/summaries.bin");
    fs::create_dir_all(old.parent().expect("its folder")).expect("a folder");
    fs::write(&old, OLD_CACHE).expect("an old cache");

    let listed = run_without_home_var(home.path(), Some(xdg.path()), &["history"]);
    assert_contains(&listed, "Ann");
    assert!(xdg.path().join("hartenjagen/summaries.bin").is_file());
    assert!(!old.exists(), "the old cache is removed");
    assert!(!data.join("cache").exists(), "and its empty folder");
    assert!(!home.path().join(".cache").exists(), "XDG_CACHE_HOME wins");
    assert_eq!(names_in(&data), ["matches"]);
    // Once gone, it stays gone; the figures are the same from the new cache.
    assert_eq!(
        run_without_home_var(home.path(), Some(xdg.path()), &["history"]),
        listed
    );
    assert!(!old.exists());
}

#[test]
fn without_xdg_cache_home_the_cache_goes_to_dot_cache() {
    let home = tempfile::tempdir().expect("a folder");
    run_without_home_var(home.path(), None, &["new", "--players", "Ann,Bob,Cas,Dee"]);
    let data = home.path().join(".local/share/hartenjagen");
    // A folder of the user's own called cache in the data folder is left alone, but for the
    // old cache file in it.
    fs::create_dir_all(data.join("cache")).expect("a folder");
    fs::write(data.join("cache/summaries.bin"), OLD_CACHE).expect("an old cache");
    fs::write(data.join("cache/mine.txt"), b"mine").expect("a file of the user's");
    run_without_home_var(home.path(), None, &["stats"]);
    assert!(
        home.path()
            .join(".cache/hartenjagen/summaries.bin")
            .is_file()
    );
    assert_eq!(names_in(&data.join("cache")), ["mine.txt"]);
}

#[test]
fn a_file_of_the_users_where_the_old_cache_was_is_not_removed() {
    let home = tempfile::tempdir().expect("a folder");
    run_without_home_var(home.path(), None, &["new", "--players", "Ann,Bob,Cas,Dee"]);
    let data = home.path().join(".local/share/hartenjagen");
    fs::create_dir_all(data.join("cache")).expect("a folder");
    fs::write(data.join("cache/summaries.bin"), b"user notes").expect("a file of the user's");
    run_without_home_var(home.path(), None, &["history"]);
    assert_eq!(
        fs::read(data.join("cache/summaries.bin")).expect("still there"),
        b"user notes"
    );
}

#[test]
fn with_hartenjagen_home_the_cache_stays_inside_it() {
    let env = hartenjagen();
    let elsewhere = tempfile::tempdir().expect("a folder");
    let output = Command::cargo_bin("hartenjagen")
        .expect("the binary")
        .env("HARTENJAGEN_HOME", env.home())
        .env("HOME", elsewhere.path())
        .env("XDG_CACHE_HOME", elsewhere.path().join("xdg"))
        .current_dir(env.home())
        .arg("history")
        .output()
        .expect("runs");
    assert!(output.status.success());
    assert!(env.home().join("cache/summaries.bin").is_file());
    assert!(
        names_in(elsewhere.path()).is_empty(),
        "nothing outside the scratch folder"
    );
}
