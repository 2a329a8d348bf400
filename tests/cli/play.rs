//! `play` in a real pseudo-terminal: a whole hand typed key by key, a typo, Ctrl-C, a resume;
//! then the match file is checked. The binary starts under `stty -icanon -isig -iexten -echo`
//! so that no key is eaten between prompts (see STYLE.md).

use super::*;
use expectrl::process::unix::WaitStatus;
use expectrl::{Eof, Expect, Session};

type Pty = expectrl::session::OsSession;

fn spawn_play(env: &TestEnv) -> Pty {
    let bin = assert_cmd::cargo::cargo_bin!("hartenjagen");
    let mut command = std::process::Command::new("sh");
    command
        .arg("-c")
        .arg(format!(
            "stty -icanon -isig -iexten -echo min 1 time 0 && exec '{}' play",
            bin.display()
        ))
        .env("HARTENJAGEN_HOME", env.path(""))
        .env("NO_COLOR", "1")
        .env("TERM", "xterm");
    let mut session =
        Session::spawn(command).expect("cannot start hartenjagen in a pseudo-terminal");
    session.set_expect_timeout(Some(Duration::from_secs(20)));
    session
}

fn expect(session: &mut Pty, text: &str) {
    if let Err(e) = session.expect(text) {
        panic!("waiting for {text:?}: {e}");
    }
}

fn send(session: &mut Pty, keys: &str) {
    session
        .send(keys)
        .expect("cannot type into the pseudo-terminal");
}

fn exit_code(session: &mut Pty) -> i32 {
    let _ = session.expect(Eof);
    match session
        .get_process()
        .wait()
        .expect("cannot wait for hartenjagen")
    {
        WaitStatus::Exited(_, code) => code,
        other => panic!("hartenjagen did not exit normally: {other:?}"),
    }
}

/// Waits for a player's prompt (SimpleTheme shows "NAME: ").
fn at_prompt(session: &mut Pty, name: &str) {
    expect(session, &format!("{name}: "));
}

#[test]
fn play_starts_a_match_takes_a_hand_with_a_typo_and_ctrl_c_keeps_it() {
    let env = TestEnv::new();
    let mut session = spawn_play(&env);
    expect(&mut session, "Which game?");
    send(&mut session, "\r");
    expect(&mut session, "Players in seating order");
    send(&mut session, "Ann, Bob, Cas, Dee\r");
    expect(&mut session, "Who deals first?");
    send(&mut session, "\r");
    expect(&mut session, "How long?");
    send(&mut session, "\r");
    expect(&mut session, "pass DIR, quit.");
    at_prompt(&mut session, "Ann");
    send(&mut session, "QX\r");
    expect(&mut session, "\"QX\" is not a card");
    at_prompt(&mut session, "Ann");
    // The wrong entry stands ready to be corrected: rub it out first.
    send(&mut session, "\x7f\x7fQS 3\r");
    at_prompt(&mut session, "Bob");
    send(&mut session, "5\r");
    at_prompt(&mut session, "Cas");
    send(&mut session, "\r");
    expect(&mut session, "Dee takes the rest: 5");
    expect(&mut session, "Save?");
    send(&mut session, "\r");
    expect(&mut session, "Hand 2: Bob deals");
    at_prompt(&mut session, "Ann");
    send(&mut session, "\x03");
    assert_eq!(exit_code(&mut session), 130);

    let status = env.status();
    assert_eq!(status["hands"].as_array().map(Vec::len), Some(1));
    assert_eq!(
        status["totals"],
        json!({"Ann": 16, "Bob": 5, "Cas": 0, "Dee": 5})
    );
}

#[test]
fn play_resumes_the_current_match_at_the_next_hand_and_quit_keeps_everything() {
    let env = hartenjagen();
    env.ok(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"]);
    let mut session = spawn_play(&env);
    expect(&mut session, "Resuming the hartenjagen match");
    expect(&mut session, "Hand 2: Bob deals");
    at_prompt(&mut session, "Ann");
    send(&mut session, "\r");
    at_prompt(&mut session, "Bob");
    send(&mut session, "QS\r");
    at_prompt(&mut session, "Cas");
    send(&mut session, "13\r");
    expect(&mut session, "Save?");
    send(&mut session, "\r");
    expect(&mut session, "Hand 3: Cas deals");
    at_prompt(&mut session, "Ann");
    send(&mut session, "quit\r");
    expect(&mut session, "Everything confirmed so far is saved");
    assert_eq!(exit_code(&mut session), 0);
    let status = env.status();
    assert_eq!(
        status["totals"],
        json!({"Ann": 16, "Bob": 18, "Cas": 13, "Dee": 5})
    );
}

#[test]
fn play_without_a_terminal_points_to_record() {
    let env = TestEnv::new();
    let stderr = env.fails(&["play"]);
    assert_eq!(
        stderr.trim_end(),
        "error: play needs a terminal; use `hartenjagen record` to enter hands from a script"
    );
    assert_eq!(env.fails(&[]), stderr, "bare hartenjagen is play");
}
