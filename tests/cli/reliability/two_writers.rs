//! Two writers: two terminals recording on the same match at once.

use super::*;

#[test]
fn two_terminals_recording_at_once_never_lose_a_hand() {
    let env = TestEnv::new();
    let path = endless(&env, "shared.toml");
    let writer = |hand: [&'static str; 2]| {
        let (home, path) = (env.path(""), path.clone());
        std::thread::spawn(move || {
            for _ in 0..40 {
                let output = binary()
                    .env("HARTENJAGEN_HOME", &home)
                    .args(["record", "--file", &path])
                    .args(hand)
                    .output()
                    .expect("runs");
                assert!(
                    output.status.success(),
                    "a record failed: {}",
                    String::from_utf8_lossy(&output.stderr)
                );
            }
        })
    };
    let first = writer(["Ann=QS", "Bob=13"]);
    let second = writer(["Cas=QS", "Dee=13"]);
    first.join().expect("the first writer");
    second.join().expect("the second writer");
    let status = env.json(&["status", "--json", "--file", &path]);
    assert_eq!(status["hands"].as_array().expect("hands").len(), 80);
    assert_eq!(
        status["totals"],
        json!({ "Ann": 520, "Bob": 520, "Cas": 520, "Dee": 520 })
    );
    // The lock file goes with the last writer.
    assert_eq!(names_in(Path::new(&env.path(""))), ["shared.toml"]);
}
