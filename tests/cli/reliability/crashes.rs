//! Crashes: a `record` killed at any moment leaves the old match or the new one, and what a
//! killed save leaves behind is never a match and is cleaned up.

use super::*;

#[test]
fn killing_record_at_any_moment_leaves_the_old_match_or_the_new_one() {
    let env = TestEnv::new();
    env.ok(&["new", "--players", FOUR, "--target", "100000"]);
    let path = env.match_file();
    let dir = path.parent().expect("a folder").to_path_buf();
    let record = |path: &Path| {
        let mut command = binary();
        command
            .env("HARTENJAGEN_HOME", env.path(""))
            .args(["record", "--file"])
            .arg(path)
            .args(["Ann=QS 3", "Bob=5", "Dee=rest"])
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        command
    };
    // How long one record takes here (the quickest of three), so the kills spread over its
    // whole life.
    let life = (0..3)
        .map(|_| {
            let started = Instant::now();
            assert!(record(&path).status().expect("runs").success());
            started.elapsed().as_micros() as u64
        })
        .min()
        .expect("three runs");
    let mut hands = 3;
    let mut rng = Rng(0x5eed_cafe_f00d_d00d);
    let (mut before_save, mut after_save) = (0, 0);
    for round in 0..40 {
        // Half of the kills anywhere in the command's life, half near its end, where it saves.
        let delay = if round % 2 == 0 {
            rng.below(life * 6 / 5)
        } else {
            life / 2 + rng.below(life * 3 / 5)
        };
        let mut child = record(&path).spawn().expect("runs");
        std::thread::sleep(Duration::from_micros(delay));
        let _ = child.kill();
        let status = child.wait().expect("waits");
        assert_ne!(status.code(), Some(101), "record panicked");
        let now = hands_in(&path);
        assert!(
            now == hands || now == hands + 1,
            "{hands} hands before the kill, {now} after"
        );
        if now == hands {
            before_save += 1;
        } else {
            after_save += 1;
        }
        hands = now;
        // Whatever a killed save left behind (a lock file, a temporary file) is not a match.
        assert_eq!(
            matchfile::match_files(&dir).expect("lists"),
            vec![path.clone()]
        );
    }
    eprintln!("killed {before_save} times before the save landed, {after_save} after");
    // A lock left by a killed command never blocks the next one.
    env.ok(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"]);
    assert_eq!(
        env.status()["hands"].as_array().expect("hands").len(),
        hands + 1
    );
    for name in names_in(&dir) {
        assert!(
            name == path.file_name().expect("a name").to_string_lossy() || name.starts_with('.'),
            "a file that is neither the match nor hidden: {name}"
        );
    }
}

#[test]
fn stray_lock_and_temporary_files_are_never_matches_and_old_ones_are_cleaned_up() {
    let env = hartenjagen();
    let path = env.match_file();
    let dir = path.parent().expect("a folder");
    let name = path
        .file_name()
        .expect("a name")
        .to_string_lossy()
        .into_owned();
    let stray = |suffix: &str, age: u64| {
        let file = dir.join(format!(".{name}.{suffix}"));
        fs::write(&file, "format = ").expect("writes");
        set_modified(&file.display().to_string(), age);
        file
    };
    let old = stray("Xy12Zw.hartenjagen-tmp", 3600);
    let fresh = stray("Ab34Cd.hartenjagen-tmp", 0);
    let lock = stray("hartenjagen-lock", 3600);
    // Hidden files of the user's own with names like ours are never touched.
    let backup = stray("backup", 3600);
    let look_alike = stray("2024v1", 3600);
    // The broken strays are hidden: the current match is still the real one.
    env.ok(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"]);
    assert_eq!(env.status()["hands"].as_array().expect("hands").len(), 1);
    assert!(!old.exists(), "an hour-old temporary file is left");
    assert!(
        fresh.exists(),
        "a temporary file that may be in use was removed"
    );
    assert!(!lock.exists(), "the lock file is left");
    assert!(
        backup.exists() && look_alike.exists(),
        "the user's own files were removed"
    );
    assert_eq!(matchfile::match_files(dir).expect("lists"), vec![path]);
}

#[test]
fn a_killed_news_leftovers_go_with_the_next_save_in_the_folder_but_never_a_held_lock() {
    let env = TestEnv::new();
    let dir = env.home().join("matches");
    fs::create_dir_all(&dir).expect("a folder");
    let leftover = |name: &str, age: u64| {
        let file = dir.join(name);
        fs::write(&file, "").expect("writes");
        set_modified(&file.display().to_string(), age);
        file
    };
    // A `new` killed an hour ago, before its match file was there: its lock and temporary file.
    let old_lock = leftover(".2026-11-20_200000_hartenjagen.toml.hartenjagen-lock", 3600);
    let old_temporary = leftover(
        ".2026-11-20_200000_hartenjagen.toml.Ab12Cd.hartenjagen-tmp",
        3600,
    );
    // Seconds old: perhaps a `new` still saving.
    let fresh = leftover(
        ".2026-11-25_070000_hartenjagen.toml.Zz99Zz.hartenjagen-tmp",
        5,
    );
    // A lock a command holds right now, however old its file.
    let running = dir.join("running.toml");
    let held = hartenjagen::store::lock::acquire(&running).expect("locks");
    let held_file = hartenjagen::store::lock::lock_path(&running);
    set_modified(&held_file.display().to_string(), 3600);
    // Names like ours that are not ours.
    let own = [
        leftover(".notes.toml.hartenjagen-tmp.bak", 3600),
        leftover("plain.hartenjagen-lock", 3600),
        leftover(".m.toml.lock", 3600),
    ];
    // `history` only reads.
    assert_contains(&env.ok(&["history"]), "hartenjagen new");
    assert!(old_lock.exists() && old_temporary.exists());
    env.ok(&["new", "--players", FOUR]);
    assert!(!old_lock.exists(), "a killed new's lock file is left");
    assert!(
        !old_temporary.exists(),
        "a killed new's temporary file is left"
    );
    assert!(
        fresh.exists(),
        "a temporary file that may be in use was removed"
    );
    assert!(held_file.exists(), "a held lock was removed");
    for file in &own {
        assert!(file.exists(), "{} was removed", file.display());
    }
    drop(held);
    assert!(!held_file.exists());
    let left: Vec<String> = names_in(&dir)
        .into_iter()
        .filter(|name| !name.ends_with("_hartenjagen.toml"))
        .collect();
    assert_eq!(
        left,
        [
            ".2026-11-25_070000_hartenjagen.toml.Zz99Zz.hartenjagen-tmp",
            ".m.toml.lock",
            ".notes.toml.hartenjagen-tmp.bak",
            "plain.hartenjagen-lock"
        ]
    );
}
