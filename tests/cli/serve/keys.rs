//! The table's key: kept across restarts until a new one is asked for, private, and said
//! when stale (issue 37: phones).

use super::*;

/// The files in `HARTENJAGEN_HOME/keys`.
fn kept_keys(env: &TestEnv) -> Vec<std::path::PathBuf> {
    let mut files: Vec<_> = std::fs::read_dir(env.home().join("keys"))
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.sort();
    files
}

#[test]
fn the_tables_key_stays_the_same_across_restarts_until_a_new_one_is_asked_for() {
    let (env, file) = one_hand_played();
    let mut first = Server::start(&env, &file, &[]);
    let key = first.key.clone();
    first.stop();
    let mut again = Server::start(&env, &file, &[]);
    assert_eq!(again.key, key, "a restart keeps the key");
    again.stop();
    let renewed = Server::start(&env, &file, &["--new-key"]);
    assert_ne!(renewed.key, key, "--new-key makes a new one");
    // The old address now says, in words, that its key no longer works.
    let (status, page) = renewed.get(&format!("/?key={key}"));
    assert_eq!(status, 200);
    assert!(!page.contains("id=\"hand\""));
    crate::assert_contains(
        &page,
        "This address's key no longer opens the table: the server was given a new key.",
    );
    env.assert_unchanged(|| {
        let (status, said) = renewed.post(
            "/api/record",
            Some(&key),
            br#"{"took": {"Ann": "QS", "Bob": "rest"}}"#,
        );
        assert_eq!((status, said["code"].as_str()), (401, Some("key-stale")));
        assert_eq!(
            said["error"],
            "This page's key no longer opens the table: the server was given a new key. Open the table's address again from the laptop (scan its code)."
        );
        assert!(!said["error"].as_str().unwrap_or_default().contains('`'));
        // Without any key: what the address needs.
        let (status, said) = renewed.post("/api/record", None, b"{}");
        assert_eq!((status, said["code"].as_str()), (401, Some("key-needed")));
    });
    let new = renewed.key.clone();
    drop(renewed);
    assert_eq!(Server::start(&env, &file, &[]).key, new);
    // One key file for the one match file.
    assert_eq!(kept_keys(&env).len(), 1, "{:?}", kept_keys(&env));
}

#[test]
fn a_stale_key_is_said_in_the_language_serve_runs_in() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &["--lang", "nl"]);
    let (_, page) = server.get("/?key=0123456789abcdef0123456789abcdef");
    crate::assert_contains(&page, "De sleutel in dit adres opent de tafel niet meer");
    let (status, said) = server.post(
        "/api/check",
        Some("0123456789abcdef0123456789abcdef"),
        b"{}",
    );
    assert_eq!(status, 401);
    assert_eq!(
        said["error"],
        "De sleutel van deze pagina opent de tafel niet meer: de server heeft een nieuwe sleutel gekregen. Open het adres van de tafel opnieuw vanaf de laptop (scan de code)."
    );
}

#[cfg(unix)]
#[test]
fn the_kept_key_is_private_and_a_moved_match_file_gets_a_key_of_its_own() {
    use std::os::unix::fs::PermissionsExt;
    let (env, file) = one_hand_played();
    let key = Server::start(&env, &file, &[]).key.clone();
    let files = kept_keys(&env);
    assert_eq!(files.len(), 1, "{files:?}");
    // By the mode bits (the tests may run as root, who can read anything).
    let mode = |path: &std::path::Path| {
        std::fs::metadata(path).expect("there").permissions().mode() & 0o777
    };
    assert_eq!(mode(&files[0]), 0o600);
    assert_eq!(mode(&env.home().join("keys")), 0o700);
    let text = std::fs::read_to_string(&files[0]).expect("the key file");
    crate::assert_contains(&text, &key);
    let canonical = std::fs::canonicalize(&file).expect("the match file");
    crate::assert_contains(&text, &canonical.display().to_string());
    // Not beside the match (a family may sync that folder).
    let beside: Vec<_> = std::fs::read_dir(canonical.parent().expect("a folder"))
        .expect("the match's folder")
        .flatten()
        .filter(|e| std::fs::read_to_string(e.path()).is_ok_and(|t| t.contains(&key)))
        .collect();
    assert!(beside.is_empty(), "{beside:?}");
    // The file moved elsewhere is another match file: another key.
    let moved = env.path("moved.toml");
    std::fs::rename(&file, &moved).expect("moved");
    let other = Server::start(&env, &moved, &[]).key.clone();
    assert_ne!(other, key);
    assert_eq!(kept_keys(&env).len(), 2);
}
