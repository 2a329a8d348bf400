//! The organiser's actions as the club server calls them (`club::draw_at`, `close_at`,
//! `arrive_at`, `leave_at`, on an evening's file, without the command line): the same evening
//! is run twice, once through the binary and once through these, and every step must say the
//! same words (on 80 columns), refuse the same things and leave the same draw. Then the
//! organiser's view of the evening is read from the files.

use super::*;
use crate::club::tables;
use hartenjagen::act::CommandError;
use hartenjagen::act::club::{Done, SAID_WIDTH, arrive, close_at, competition_of, draw_at, leave};
use hartenjagen::commands::club::organiser_view;
use hartenjagen::core::club::evening::ClubError;
use hartenjagen::core::club::tonight::organiser::Seat;
use hartenjagen::serve::api::club_code;
use hartenjagen::words::{Lang, Words};

const TWELVE: &str = "Ann,Bob,Cas,Dee,Eva,Fer,Gijs,Hen,Ivo,Jan,Kim,Lot";
const DATE: &str = "2026-09-01";

/// Runs a command on 80 columns in `lang`: its output, or the error it printed.
fn cli(env: &TestEnv, lang: &str, args: &[&str]) -> Result<String, String> {
    let output = crate::club::run_in(env, lang, Some("80"), args);
    let out = String::from_utf8(output.stdout).expect("UTF-8");
    let err = String::from_utf8(output.stderr).expect("UTF-8");
    match output.status.code() {
        Some(0) => Ok(out),
        Some(1) => Err(err),
        other => panic!("hartenjagen {args:?}: exit {other:?}\n{out}{err}"),
    }
}

/// Records `hands` hands at `table` (1-based): the first player takes the Q♠ and 3 hearts,
/// the second 4 hearts, the third the rest.
fn play(env: &TestEnv, table: usize, hands: usize) {
    let players = &tables(env)[table - 1];
    for _ in 0..hands {
        env.ok(&[
            "club",
            "record",
            "--table",
            &table.to_string(),
            &format!("{}=QS 3", players[0]),
            &format!("{}=4", players[1]),
            &format!("{}=rest", players[2]),
        ]);
    }
}

/// The library's answer as the command line would print it: its text, or its error (after
/// the command line's "error: ").
fn said<T>(
    w: &Words,
    result: Result<T, CommandError>,
    text: impl Fn(&T) -> String,
) -> Result<String, String> {
    match result {
        Ok(report) => Ok(text(&report)),
        Err(error) => Err(hartenjagen::act::said(w, &error)),
    }
}

/// Both answers the same: the same text, or the same refusal (the command line's after its
/// prefix).
fn same(step: &str, by_cli: Result<String, String>, by_call: Result<String, String>) {
    match (&by_cli, &by_call) {
        (Ok(a), Ok(b)) => assert_eq!(a, b, "{step}: the texts differ"),
        (Err(a), Err(b)) => assert!(
            a.trim_end().ends_with(b.as_str()),
            "{step}: the refusals differ\ncli: {a}\ncall: {b}"
        ),
        _ => panic!("{step}: one succeeded, one did not\ncli: {by_cli:?}\ncall: {by_call:?}"),
    }
}

fn saved(w: &Words) -> impl Fn(&Done) -> String + '_ {
    move |done: &Done| done.said(w, Some(SAID_WIDTH))
}

fn strings(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

fn now() -> chrono::DateTime<chrono::FixedOffset> {
    chrono::Local::now().fixed_offset()
}

/// The same evening through the command line (`a`) and through the calls (`b`).
fn an_evening_both_ways(lang: &str) -> (TestEnv, TestEnv) {
    let w = Words::new(if lang == "nl" { Lang::Nl } else { Lang::En });
    let (a, b) = (TestEnv::new(), TestEnv::new());
    for env in [&a, &b] {
        env.ok(&["club", "new", "Tuesday", "--hands", "4"]);
        env.ok(&["club", "start", "--players", TWELVE, "--date", DATE]);
    }
    let evening = b
        .home()
        .join("club/Tuesday")
        .join(DATE)
        .join("evening.toml");

    same(
        "draw",
        cli(&a, lang, &["club", "draw"]),
        said(&w, draw_at(now(), &evening, false, &[]), saved(&w)),
    );
    assert_eq!(tables(&a), tables(&b));
    let open = draw_at(now(), &evening, false, &[]).expect_err("a round is open");
    assert!(matches!(
        open.club(),
        Some(ClubError::RoundOpen { round: 1 })
    ));
    same(
        "draw while a round is played",
        cli(&a, lang, &["club", "draw"]),
        Err(hartenjagen::act::said(&w, &open)),
    );
    same(
        "redraw keeping two apart",
        cli(
            &a,
            lang,
            &["club", "draw", "--redraw", "--keep-apart", "Ann+Bob"],
        ),
        said(
            &w,
            draw_at(now(), &evening, true, &strings(&["Ann+Bob"])),
            saved(&w),
        ),
    );
    assert_eq!(tables(&a), tables(&b));
    same(
        "a pair that is no pair",
        cli(
            &a,
            lang,
            &["club", "draw", "--redraw", "--keep-apart", "Ann"],
        ),
        said(
            &w,
            draw_at(now(), &evening, true, &strings(&["Ann"])),
            saved(&w),
        ),
    );
    for env in [&a, &b] {
        play(env, 1, 4);
        play(env, 2, 2);
    }
    same(
        "redraw once hands are recorded",
        cli(&a, lang, &["club", "draw", "--redraw"]),
        said(&w, draw_at(now(), &evening, true, &[]), saved(&w)),
    );
    // Close with tables still playing: refused, naming them, and nothing changes.
    let before = b.snapshot();
    let unfinished = close_at(now(), &evening, false).expect_err("tables are playing");
    assert_eq!(b.snapshot(), before);
    match unfinished.club() {
        Some(error @ ClubError::Unfinished { tables, .. }) => {
            assert_eq!(tables, &vec![(2, 2), (3, 0)]);
            assert_eq!(club_code(error), (409, "unfinished"));
        }
        other => panic!("not the unfinished tables: {other:?}"),
    }
    same(
        "close with tables playing",
        cli(&a, lang, &["club", "close"]),
        Err(hartenjagen::act::said(&w, &unfinished)),
    );
    same(
        "close anyway",
        cli(&a, lang, &["club", "close", "--force"]),
        said(&w, close_at(now(), &evening, true), saved(&w)),
    );
    same(
        "close again",
        cli(&a, lang, &["club", "close"]),
        said(&w, close_at(now(), &evening, false), saved(&w)),
    );
    same(
        "arrive",
        cli(&a, lang, &["club", "arrive", "Mo", "--guest", "Zoe"]),
        said(
            &w,
            arrive(now(), &evening, &strings(&["Mo"]), &strings(&["Zoe"])),
            saved(&w),
        ),
    );
    same(
        "arrive again",
        cli(&a, lang, &["club", "arrive", "mo"]),
        said(
            &w,
            arrive(now(), &evening, &strings(&["mo"]), &[]),
            saved(&w),
        ),
    );
    same(
        "leave",
        cli(&a, lang, &["club", "leave", "bob"]),
        said(&w, leave(now(), &evening, &strings(&["bob"])), saved(&w)),
    );
    same(
        "leave, a name nobody has",
        cli(&a, lang, &["club", "leave", "Xavier"]),
        said(&w, leave(now(), &evening, &strings(&["Xavier"])), saved(&w)),
    );
    // The page can send an empty list, which the command line cannot.
    for result in [
        arrive(now(), &evening, &[], &[]),
        leave(now(), &evening, &[]),
    ] {
        let error = result.expect_err("nobody named");
        assert!(matches!(error.club(), Some(ClubError::NobodyNamed)));
        assert!(!hartenjagen::act::said(&w, &error).is_empty());
    }
    same(
        "draw round 2",
        cli(&a, lang, &["club", "draw", "--keep-apart", "Ann+Cas"]),
        said(
            &w,
            draw_at(now(), &evening, false, &strings(&["Ann+Cas"])),
            saved(&w),
        ),
    );
    assert_eq!(tables(&a), tables(&b));
    for env in [&a, &b] {
        for table in 1..=tables(env).len() {
            play(env, table, 4);
        }
    }
    same(
        "close round 2",
        cli(&a, lang, &["club", "close"]),
        said(&w, close_at(now(), &evening, false), saved(&w)),
    );
    same(
        "draw round 3",
        cli(&a, lang, &["club", "draw"]),
        said(&w, draw_at(now(), &evening, false, &[]), saved(&w)),
    );
    assert_eq!(
        cli(&a, lang, &["club", "standings"]),
        cli(&b, lang, &["club", "standings"])
    );
    (a, b)
}

#[test]
fn the_calls_say_and_refuse_what_the_command_line_does() {
    an_evening_both_ways("en");
}

#[test]
fn the_calls_say_it_in_dutch_too() {
    an_evening_both_ways("nl");
}

#[test]
fn a_call_on_a_file_that_is_not_there_says_so_and_panics_not() {
    let env = TestEnv::new();
    let nowhere = env.home().join("club/None/2026-09-01/evening.toml");
    assert!(draw_at(now(), &nowhere, false, &[]).is_err());
    assert!(close_at(now(), &nowhere, true).is_err());
    assert!(arrive(now(), &nowhere, &strings(&["Eve"]), &[]).is_err());
    assert!(leave(now(), &nowhere, &strings(&["Eve"])).is_err());
    assert!(competition_of(&nowhere).is_err());
}

#[test]
fn the_organiser_view_is_read_from_the_evening_files() {
    let (_, b) = an_evening_both_ways("en");
    let evening = b
        .home()
        .join("club/Tuesday")
        .join(DATE)
        .join("evening.toml");
    let competition = competition_of(&evening).expect("the competition");
    let view = organiser_view(&competition, &evening, "http://10.0.0.5:7878").expect("a view");
    assert_eq!((view.round, view.rounds, view.closed), (3, 3, false));
    assert_eq!(view.room_url, "http://10.0.0.5:7878/");
    assert_eq!(view.me_url, "http://10.0.0.5:7878/me");
    // Each table's address carries its key for the season, from competition.toml (issue 40,
    // F13: no longer from evening.toml).
    let text = fs::read_to_string(b.home().join("club/Tuesday/competition.toml"))
        .expect("competition.toml");
    let keys: toml::Value = toml::from_str(&text).expect("TOML");
    let table_keys: Vec<&str> = keys["keys"]["tables"]
        .as_array()
        .expect("keys")
        .iter()
        .map(|k| k.as_str().expect("a key"))
        .collect();
    assert_eq!(view.table_urls.len(), table_keys.len());
    for (number, url) in &view.table_urls {
        assert_eq!(
            url,
            &format!(
                "http://10.0.0.5:7878/t/{number}?key={}",
                table_keys[*number as usize - 1]
            )
        );
    }
    let drawn = tables(&b);
    assert_eq!(
        view.tables
            .iter()
            .map(|t| t.players.clone())
            .collect::<Vec<_>>(),
        drawn
    );
    assert!(
        view.tables
            .iter()
            .all(|t| t.hands == 4 && t.hands_played == 0)
    );
    assert!(view.tables.iter().all(|t| t.url.is_some()));
    // Nothing recorded: the round may be drawn again or closed (every table unfinished).
    assert_eq!(view.actions.draw, None);
    assert_eq!(view.actions.redraw, Some(3));
    assert_eq!(view.actions.close, Some(3));
    assert_eq!(view.actions.unfinished.len(), drawn.len());
    // Everyone's seat: at a table in seat order, or out; Bob left after round 1.
    for player in &view.players {
        match player.seat {
            Seat::Table { table, seat } => {
                assert_eq!(drawn[table as usize - 1][seat - 1], player.name)
            }
            Seat::SittingOut => assert!(view.sitting_out.contains(&player.name)),
            Seat::NotDrawn => assert_eq!(player.name, "Bob"),
        }
    }
    let bob = view.players.iter().find(|p| p.name == "Bob").expect("Bob");
    assert_eq!(bob.left, Some(1));
    let zoe = view.players.iter().find(|p| p.name == "Zoe").expect("Zoe");
    assert!(zoe.guest);
    // The matrix: symmetric, and each round's tables add their pairs.
    let m = &view.meetings;
    assert_eq!(m.players.len(), 14);
    for i in 0..14 {
        assert_eq!(m.counts[i][i], 0);
        for j in 0..14 {
            assert_eq!(m.counts[i][j], m.counts[j][i]);
        }
    }
    let pairs: u32 = (0..14)
        .flat_map(|i| (i + 1..14).map(move |j| (i, j)))
        .map(|(i, j)| m.counts[i][j])
        .sum();
    // Three rounds of three tables of four: 9 tables of 6 pairs.
    assert_eq!(pairs, 54);
}
