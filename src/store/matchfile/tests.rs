//! Tests of reading, writing and listing match files.

use super::{FORMAT, create, load, match_files, parse, render, save, save_unless_changed, update};
use crate::core::properties::{record_typed, typed_hand};
use crate::core::testkit::{game, time};
use crate::store::files;
use anyhow::anyhow;
use proptest::prelude::*;
use std::path::Path;
use std::time::Duration;

/// An error as the command line says it, in English.
fn said(error: impl Into<crate::act::CommandError>) -> String {
    crate::act::said(
        &crate::words::Words::new(crate::words::Lang::En),
        &error.into(),
    )
}

#[test]
fn a_save_over_a_match_changed_meanwhile_writes_nothing_and_returns_the_match_on_disk() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.toml");
    let m = game("hartenjagen", 4);
    create(&path, &m).unwrap();
    let seen = m.entries.clone();
    // Another terminal records a hand.
    let mut other = m.clone();
    record_typed(
        &mut other,
        &["QS 3".into(), "5".into(), String::new(), "5".into()],
    )
    .unwrap();
    save(&path, &other).unwrap();
    let before = std::fs::read(&path).unwrap();
    let mut mine = m.clone();
    record_typed(
        &mut mine,
        &["QS".into(), "13".into(), String::new(), String::new()],
    )
    .unwrap();
    let fresh = save_unless_changed(&path, &mine, &seen).unwrap();
    assert_eq!(fresh.map(|f| f.entries), Some(other.entries.clone()));
    assert_eq!(std::fs::read(&path).unwrap(), before, "nothing written");
    // Saving over what is really on disk works.
    assert!(
        save_unless_changed(&path, &mine, &other.entries)
            .unwrap()
            .is_none()
    );
    assert_eq!(load(&path).unwrap().game.entries, mine.entries);
}

#[test]
fn a_new_match_file_reads_back_with_no_hands() {
    let m = game("heart-hunter", 3);
    let text = render(&m).unwrap();
    let loaded = parse("test.toml", &text).unwrap();
    assert_eq!(loaded.game.players, m.players);
    assert!(loaded.board.hands.is_empty());
    assert!(text.starts_with("# hartenjagen match file"));
}

#[test]
fn a_hand_edited_into_an_impossible_one_is_reported_with_its_line() {
    let mut m = game("hartenjagen", 4);
    record_typed(
        &mut m,
        &["QS 3".into(), "5".into(), String::new(), "5".into()],
    )
    .unwrap();
    let text = render(&m).unwrap().replace("Bob = \"5\"", "Bob = \"6\"");
    // The hearts go over at Dee's cards, the last that hold hearts: that line is at fault.
    let line = text.lines().position(|l| l.starts_with("Dee = ")).unwrap() + 1;
    let error = said(parse("m.toml", &text).err().unwrap());
    assert!(
        error.starts_with(&format!(
            "m.toml:{line}: entry 1 of the match: hearts: 14 entered"
        )),
        "{error}"
    );
}

#[test]
fn a_broken_match_file_names_file_line_and_column() {
    let error = said(parse("m.toml", "format = 1\nplayers = [\n").err().unwrap());
    assert!(error.starts_with("m.toml:"), "{error}");
}

#[test]
fn a_file_from_a_newer_format_is_refused_with_advice() {
    let m = game("hartenjagen", 4);
    let text = render(&m)
        .unwrap()
        .replace(&format!("format = {FORMAT}"), "format = 99");
    let error = said(parse("m.toml", &text).err().unwrap());
    assert!(error.contains("newer hartenjagen"), "{error}");
}

#[test]
fn a_bad_card_typed_into_the_file_is_reported_at_its_own_line_and_column() {
    let mut m = game("hartenjagen", 4);
    record_typed(
        &mut m,
        &["QS 3".into(), "5".into(), String::new(), "5".into()],
    )
    .unwrap();
    let text = render(&m).unwrap().replace("Bob = \"5\"", "Bob = \"5 QX\"");
    let line = text.lines().position(|l| l.starts_with("Bob = ")).unwrap() + 1;
    let error = said(parse("m.toml", &text).err().unwrap());
    assert!(
        error.starts_with(&format!(
            "m.toml:{line}:7: entry 1 of the match: \"QX\" is not a card"
        )),
        "{error}"
    );
    let text = render(&m).unwrap().replace("Bob = \"5\"", "Bo = \"5\"");
    let error = said(parse("m.toml", &text).err().unwrap());
    assert!(
        error.starts_with(&format!(
            "m.toml:{line}:6: entry 1 of the match: \"Bo\" is not one of the players"
        )),
        "{error}"
    );
}

#[test]
fn an_auction_hand_and_a_passed_out_deal_read_back_and_a_stranger_bidding_is_named() {
    let mut m = game("auction", 4);
    let mut hand = crate::core::testkit::input(&m, &[("Ann", "3"), ("Dee", "rest")]);
    hand.bid = Some((1, 5));
    hand.suit = Some(crate::core::cards::Suit::Hearts);
    m.record(&hand, crate::core::testkit::time()).unwrap();
    crate::core::testkit::all_pass(&mut m).unwrap();
    let text = render(&m).unwrap();
    let loaded = parse("m.toml", &text).unwrap();
    assert_eq!(loaded.game.entries, m.entries);
    assert_eq!(loaded.board.pot, m.scoreboard().pot);
    let text = text.replace("bidder = \"Bob\"", "bidder = \"Zed\"");
    let line = text
        .lines()
        .position(|l| l.starts_with("bidder = "))
        .unwrap()
        + 1;
    let error = said(parse("m.toml", &text).err().unwrap());
    assert!(
        error.starts_with(&format!(
            "m.toml:{line}:10: entry 1 of the match: bidder \"Zed\" is not one of the players"
        )),
        "{error}"
    );
}

#[test]
fn a_refusal_about_one_value_of_a_saved_hand_names_that_values_line() {
    // A bid too high is about the bid: its line, not the `[[hand]]` line above it.
    let mut m = game("auction", 4);
    let mut hand = crate::core::testkit::input(&m, &[("Ann", "3"), ("Dee", "rest")]);
    hand.bid = Some((1, 5));
    hand.suit = Some(crate::core::cards::Suit::Hearts);
    m.record(&hand, crate::core::testkit::time()).unwrap();
    let text = render(&m).unwrap().replace("bid = 5", "bid = 999");
    let line_of = |start: &str| text.lines().position(|l| l.starts_with(start)).unwrap() + 1;
    let error = said(parse("m.toml", &text).err().unwrap());
    assert!(
        error.starts_with(&format!(
            "m.toml:{}: entry 1 of the match: ",
            line_of("bidder = ")
        )),
        "{error}\n{text}"
    );
    assert_ne!(line_of("bidder = "), line_of("[[hand]]"));
    // One about the whole hand still names the hand's line.
    let mut m = game("hartenjagen", 4);
    record_typed(
        &mut m,
        &["QS 3".into(), "5".into(), String::new(), "5".into()],
    )
    .unwrap();
    let text = render(&m).unwrap().replace("Bob = \"5\"", "Bob = \"4\"");
    let line = text.lines().position(|l| l == "[[hand]]").unwrap() + 1;
    let error = said(parse("m.toml", &text).err().unwrap());
    assert!(error.starts_with(&format!("m.toml:{line}: ")), "{error}");
}

fn folder_names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_save_that_fails_between_write_and_rename_leaves_the_old_file_and_no_litter() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.toml");
    std::fs::write(&path, "old").unwrap();
    let error = files::write_atomically(&path, b"new", || {
        // The new text is complete in a hidden file of its own; the match is untouched.
        let names = folder_names(dir.path());
        assert_eq!(names.len(), 2, "{names:?}");
        let temporary = names.iter().find(|n| n.starts_with(".m.toml.")).unwrap();
        assert_eq!(std::fs::read(dir.path().join(temporary)).unwrap(), b"new");
        assert!(match_files(dir.path()).unwrap() == vec![path.clone()]);
        assert_eq!(std::fs::read(&path).unwrap(), b"old");
        Err(std::io::Error::other("injected failure"))
    })
    .unwrap_err();
    assert_eq!(error.to_string(), "injected failure");
    assert_eq!(std::fs::read(&path).unwrap(), b"old");
    assert_eq!(folder_names(dir.path()), ["m.toml"]);
    files::write_atomically(&path, b"new", || Ok(())).unwrap();
    assert_eq!(std::fs::read(&path).unwrap(), b"new");
    assert_eq!(folder_names(dir.path()), ["m.toml"]);
}

#[test]
fn only_marked_temporary_and_lock_files_of_killed_commands_are_removed_once_a_minute_old() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.toml");
    let make = |name: &str, age: u64| {
        let file = std::fs::File::create(dir.path().join(name)).unwrap();
        let when = std::time::SystemTime::now() - Duration::from_secs(age);
        file.set_modified(when).unwrap();
    };
    make(".m.toml.Ab12Cd.hartenjagen-tmp", 120); // a killed save's, old: removed
    make(".m.toml.Zz99zz.hartenjagen-tmp", 5); // perhaps a save going on right now: kept
    make(".m.toml.hartenjagen-lock", 120); // a killed command's lock file: used, then removed
    make(".n.toml.Ab12Cd.hartenjagen-tmp", 120); // a killed `new`'s: removed too
    make(".n.toml.hartenjagen-lock", 120); // a killed `new`'s lock, nobody holds it
    make(".m.toml.backup", 120); // the user's own files: never touched
    make(".m.toml.2024v1", 120);
    make(".m.toml.lock", 120);
    make("notes.m.toml.Ab12Cd", 120);
    save(&path, &game("hartenjagen", 4)).unwrap();
    assert_eq!(
        folder_names(dir.path()),
        [
            ".m.toml.2024v1",
            ".m.toml.Zz99zz.hartenjagen-tmp",
            ".m.toml.backup",
            ".m.toml.lock",
            "m.toml",
            "notes.m.toml.Ab12Cd"
        ]
    );
    assert_eq!(match_files(dir.path()).unwrap(), vec![path]);
}

#[cfg(unix)]
#[test]
fn a_link_to_a_match_in_the_same_folder_is_listed_once() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("b.toml");
    create(&path, &game("hartenjagen", 4)).unwrap();
    std::os::unix::fs::symlink(&path, dir.path().join("a.toml")).unwrap();
    std::os::unix::fs::symlink("b.toml", dir.path().join("c.toml")).unwrap();
    let listed = match_files(dir.path()).unwrap();
    assert_eq!(
        listed,
        vec![dir.path().join("a.toml")],
        "the first name kept"
    );
}

#[test]
fn update_saves_the_change_and_a_failed_change_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.toml");
    create(&path, &game("hartenjagen", 4)).unwrap();
    let (number, loaded) = update(&path, |game, board| {
        let hand = crate::core::testkit::input(game, &[("Ann", "QS 3"), ("Bob", "10")]);
        game.push_hand(board, &hand, time())?;
        Ok::<_, anyhow::Error>(board.hands.len())
    })
    .unwrap();
    assert_eq!(number, 1);
    assert_eq!(loaded.board.totals, [16, 10, 0, 0]);
    assert_eq!(load(&path).unwrap().board, loaded.board);
    let before = std::fs::read(&path).unwrap();
    let error = update(&path, |game, board| {
        game.undo(time())?;
        *board = game.scoreboard();
        Err::<(), _>(anyhow!("changed my mind"))
    })
    .err()
    .unwrap();
    assert_eq!(error.to_string(), "changed my mind");
    assert_eq!(std::fs::read(&path).unwrap(), before);
    assert_eq!(folder_names(dir.path()), ["m.toml"]);
}

#[test]
fn update_of_a_missing_match_leaves_no_lock_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.toml");
    let error = said(
        update(&path, |_, _| Ok::<_, crate::act::CommandError>(()))
            .err()
            .unwrap(),
    );
    assert!(error.starts_with("cannot read the match file"), "{error}");
    assert!(folder_names(dir.path()).is_empty());
}

#[test]
fn a_damaged_file_is_never_overwritten_by_update() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.toml");
    create(&path, &game("hartenjagen", 4)).unwrap();
    let damaged = std::fs::read_to_string(&path)
        .unwrap()
        .replace(&format!("format = {FORMAT}"), "format = ");
    std::fs::write(&path, &damaged).unwrap();
    let error = said(
        update(&path, |_, _| Ok::<_, crate::act::CommandError>(()))
            .err()
            .unwrap(),
    );
    assert!(
        error.starts_with(&format!("{}:", path.display())),
        "{error}"
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), damaged);
}

#[test]
fn create_never_overwrites_a_file_even_when_racing() {
    let dir = tempfile::tempdir().unwrap();
    let path = std::sync::Arc::new(dir.path().join("new/m.toml"));
    let racers: Vec<_> = (0..6)
        .map(|i| {
            let path = path.clone();
            std::thread::spawn(move || {
                let players = if i % 2 == 0 { 4 } else { 3 };
                let name = if i % 2 == 0 {
                    "hartenjagen"
                } else {
                    "black-maria"
                };
                create(&path, &game(name, players)).is_ok()
            })
        })
        .collect();
    let won = racers
        .into_iter()
        .map(|r| r.join().unwrap())
        .filter(|ok| *ok)
        .count();
    assert_eq!(won, 1);
    let error = said(create(&path, &game("hartenjagen", 4)).err().unwrap());
    assert!(error.contains("already exists"), "{error}");
    assert!(load(&path).is_ok());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn a_match_saved_and_loaded_scores_the_same(
        which in 0usize..4,
        hands in proptest::collection::vec((proptest::collection::vec(0usize..7, 1..30), any::<bool>(), 0u8..10), 1..14),
    ) {
        let (name, players) = [("hartenjagen", 4), ("omnibus", 4), ("black-maria", 3), ("heart-hunter", 4)][which];
        let mut m = game(name, players);
        for (owners, bare, roll) in hands {
            if m.scoreboard().finished() {
                break;
            }
            if roll == 0 {
                m.misdeal(time()).unwrap();
            } else if roll == 1 {
                let mut input = crate::core::testkit::input(&m, &[]);
                input.renege = Some(usize::from(roll) % players);
                m.record(&input, time()).unwrap();
            } else {
                let typed = typed_hand(&m.rules.clone(), &owners, bare);
                record_typed(&mut m, &typed).unwrap();
            }
        }
        let text = render(&m).unwrap();
        let loaded = parse("m.toml", &text).map_err(|e| TestCaseError::fail(said(e)))?;
        prop_assert_eq!(loaded.board, m.scoreboard());
        prop_assert_eq!(&loaded.game.entries, &m.entries);
        prop_assert_eq!(render(&loaded.game).unwrap(), text);
    }
}

#[test]
fn an_impossible_option_in_a_match_file_is_named_by_its_key_and_line() {
    let mut m = game("hartenjagen", 4);
    m.options.target = Some(50);
    let with = |line: &str| {
        render(&m)
            .unwrap()
            .lines()
            .map(|l| if l == "target = 50" { line } else { l })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let text = with("target = -5");
    let line = text.lines().position(|l| l == "target = -5").unwrap() + 1;
    let error = said(parse("m.toml", &text).err().unwrap());
    assert_eq!(
        error,
        format!("m.toml:{line}:10: options.target: must be a positive number of points")
    );
    let text = with("hands = 0");
    let error = said(parse("m.toml", &text).err().unwrap());
    assert!(
        error.ends_with("options.hands: a match needs at least one hand"),
        "{error}"
    );
}

/// A match of three hands (a misdeal between them) to 100, as `record` saves it.
fn three_hands() -> crate::core::game::Match {
    let mut m = game("hartenjagen", 4);
    m.options.target = Some(100);
    record_typed(
        &mut m,
        &["QS 3".into(), "5".into(), String::new(), "5".into()],
    )
    .unwrap();
    m.misdeal(time()).unwrap();
    record_typed(
        &mut m,
        &["2".into(), "QS 4".into(), "7".into(), String::new()],
    )
    .unwrap();
    record_typed(
        &mut m,
        &["13".into(), String::new(), "QS".into(), String::new()],
    )
    .unwrap();
    m
}

/// Whether `error` is the refusal of a file cut off.
fn is_cut_off(error: &crate::format::error::Error) -> bool {
    matches!(
        error,
        crate::format::error::Error::MatchFile(e)
            if matches!(**e, crate::format::error::MatchFileError::CutOff { .. })
    )
}

#[test]
fn a_saved_match_ends_with_an_end_line_that_holds() {
    let m = three_hands();
    let text = render(&m).unwrap();
    let last = text.lines().last().unwrap();
    let body = &text[..text.len() - last.len() - 1];
    assert_eq!(
        last,
        format!(
            "# end of match: 4 entries, checksum {:08x}",
            crc32fast::hash(body.as_bytes())
        )
    );
    assert!(crate::format::matchfile::end::holds(&text, 4));
    assert!(text.contains(&format!("\nformat = {FORMAT}\n")));
    assert!(text.starts_with(super::HEADER));
    let new = render(&game("hartenjagen", 4)).unwrap();
    assert!(
        new.contains("\n# end of match: 0 entries, checksum "),
        "{new}"
    );
    assert!(crate::format::matchfile::end::holds(&new, 0));
}

#[test]
fn a_match_file_cut_at_any_byte_is_refused_as_cut_off_and_never_loads_as_another_match() {
    let m = three_hands();
    let text = render(&m).unwrap();
    for cut in (0..text.len()).filter(|&cut| text.is_char_boundary(cut)) {
        match parse("m.toml", &text[..cut]) {
            Err(error) => assert!(
                is_cut_off(&error),
                "cut at {cut}: {}\n{}",
                said(error),
                &text[..cut]
            ),
            // Only the final newline may go: the file is then whole.
            Ok(loaded) => {
                assert_eq!(cut, text.len() - 1, "cut at {cut} loads");
                assert_eq!(render(&loaded.game).unwrap(), text);
            }
        }
    }
    // The two cuts seen in the wild: `target = 10` of `target = 100`, and the end of a hand.
    let target = text.find("target = 100").unwrap() + "target = 10".len();
    let error = parse("m.toml", &text[..target]).err().unwrap();
    assert_eq!(
        said(error),
        "m.toml was cut off: its last line should be the end line \"# end of match: …\" but is \
         not, so it was left as it is; an interrupted copy or sync does this: restore the file \
         from where it came from"
    );
    let last_hand = text.rfind("[[hand]]").unwrap();
    let error = parse("m.toml", &text[..last_hand]).err().unwrap();
    assert!(is_cut_off(&error), "{}", said(error));
}

#[test]
fn a_file_kept_in_format_1_also_ends_with_its_end_line_and_is_refused_when_cut() {
    let mut m = game("slobberhannes", 4);
    record_typed(
        &mut m,
        &[
            "QC first last".into(),
            "rest".into(),
            String::new(),
            String::new(),
        ],
    )
    .unwrap();
    // A hand saved before the rulings of "one way in": a pass in a game that never passes.
    let text = render(&m)
        .unwrap()
        .replace(&format!("format = {FORMAT}"), "format = 1")
        .replace("pass = \"hold\"", "pass = \"left\"");
    let loaded = parse("m.toml", &text).unwrap();
    assert_eq!(loaded.game.hands_breaking_rulings().len(), 1);
    let saved = render(&loaded.game).unwrap();
    assert!(saved.contains("\nformat = 1\n"), "{saved}");
    assert!(crate::format::matchfile::end::holds(&saved, 1));
    let cut = saved.rfind("[[hand]]").unwrap();
    assert!(is_cut_off(&parse("m.toml", &saved[..cut]).err().unwrap()));
}

#[test]
fn a_hand_edited_by_hand_loads_checked_and_the_next_save_writes_the_end_line_anew() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.toml");
    create(&path, &three_hands()).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    // Bob took one heart fewer and Dee one more: the checksum no longer agrees, the hand does.
    let edited =
        text.replacen("Bob = \"5\"", "Bob = \"4\"", 1)
            .replacen("Dee = \"5\"", "Dee = \"6\"", 1);
    assert_ne!(edited, text);
    assert!(!crate::format::matchfile::end::holds(&edited, 4));
    std::fs::write(&path, &edited).unwrap();
    let loaded = load(&path).unwrap();
    assert_eq!(
        loaded.board.hands[0].points,
        crate::core::testkit::real(&[16, 4, 0, 6])
    );
    update(&path, |_, _| Ok::<_, anyhow::Error>(())).unwrap();
    let saved = std::fs::read_to_string(&path).unwrap();
    assert!(crate::format::matchfile::end::holds(&saved, 4), "{saved}");
    assert_eq!(saved, render(&loaded.game).unwrap());
    // An impossible edit is refused as any impossible hand is, and the file kept.
    let impossible = saved.replacen("Bob = \"4\"", "Bob = \"5\"", 1);
    std::fs::write(&path, &impossible).unwrap();
    let error = said(
        update(&path, |_, _| Ok::<_, crate::act::CommandError>(()))
            .err()
            .unwrap(),
    );
    assert!(
        error.contains("entry 1 of the match: hearts: 14 entered"),
        "{error}"
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), impossible);
}

#[test]
fn a_file_of_format_2_loads_as_before_and_is_saved_in_format_3_with_its_end_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.toml");
    let m = three_hands();
    // As the build before wrote it: two lines of header, format 2, no end line.
    let text = render(&m).unwrap();
    let (body, _) = text.split_at(text.rfind("# end of match").unwrap());
    let old = body
        .replacen(&format!("format = {FORMAT}"), "format = 2", 1)
        .replacen(
            "# The file ends with its end line (\"# end of match\"); a file without it was cut off.\n",
            "",
            1,
        );
    assert!(!old.contains("end of match"));
    std::fs::write(&path, &old).unwrap();
    let loaded = load(&path).unwrap();
    assert_eq!(loaded.game.entries, m.entries);
    assert_eq!(loaded.board, m.scoreboard());
    update(&path, |_, _| Ok::<_, anyhow::Error>(())).unwrap();
    let saved = std::fs::read_to_string(&path).unwrap();
    assert_eq!(saved, text);
    assert!(crate::format::matchfile::end::holds(&saved, 4));
    // Cut short, a format-2 file has nothing to tell it by: it loads with fewer hands, as
    // before (this is what format 3 ends).
    let cut = old.rfind("[[hand]]").unwrap();
    assert_eq!(parse("m.toml", &old[..cut]).unwrap().game.entries.len(), 3);
}

#[test]
fn a_cut_file_is_never_saved_over() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.toml");
    create(&path, &three_hands()).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let cut = &text[..text.rfind("[[hand]]").unwrap()];
    std::fs::write(&path, cut).unwrap();
    let error = update(&path, |_, _| Ok::<_, crate::act::CommandError>(()))
        .err()
        .unwrap();
    assert!(said(error).contains("was cut off"));
    let error = save_unless_changed(&path, &three_hands(), &[])
        .err()
        .unwrap();
    assert!(is_cut_off(&error));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), cut);
    assert_eq!(folder_names(dir.path()), ["m.toml"]);
}

#[test]
fn a_match_file_of_ten_thousand_players_is_refused_by_the_table_size() {
    let text = render(&game("hartenjagen", 4)).unwrap();
    let many: Vec<String> = (0..10_000).map(|n| format!("\"P{n}\"")).collect();
    let text = text.replace(
        "players = [\"Ann\", \"Bob\", \"Cas\", \"Dee\"]",
        &format!("players = [\"Ann\", {}]", many.join(", ")),
    );
    let error = said(parse("m.toml", &text).err().unwrap());
    assert_eq!(
        error,
        "m.toml: hartenjagen is played by 4 players, not 10001"
    );
}

#[test]
fn a_match_from_before_and_its_notes_need_format_4_and_read_back_as_written() {
    let mut m = game("hartenjagen", 4);
    let plain = render(&m).unwrap();
    assert!(plain.contains(&format!("\nformat = {FORMAT}\n")), "{plain}");
    assert!(!plain.contains("dated") && !plain.contains("[[note]]"));
    m.dated = true;
    let dated = render(&m).unwrap();
    assert!(dated.contains("\nformat = 4\n") && dated.contains("\ndated = true\n"));
    // Every hand of a match from before carries its start, whenever it is entered.
    record_typed(
        &mut m,
        &["QS 3".into(), "5".into(), String::new(), "5".into()],
    )
    .unwrap();
    m.misdeal(time() + chrono::Duration::hours(3)).unwrap();
    assert!(m.entries.iter().all(|e| e.time() == m.started));
    m.note("  Bob left after hand 6 ", time()).unwrap();
    assert!(m.note(" \t", time()).is_err(), "an empty note");
    let text = render(&m).unwrap();
    assert!(text.contains("[[note]]"), "{text}");
    let loaded = parse("before.toml", &text).unwrap().game;
    assert!(loaded.dated);
    assert_eq!(loaded.notes, m.notes);
    assert_eq!(loaded.notes[0].text, "Bob left after hand 6");
    assert_eq!(loaded.entries, m.entries);
    // Undo takes back the last entry and leaves the notes.
    let mut undone = loaded.clone();
    undone.undo(time()).unwrap();
    assert_eq!(undone.notes, m.notes);
    assert_eq!(render(&loaded).unwrap(), text, "written again the same");
    // A format this build does not know yet is refused as newer.
    let newer = text.replace("\nformat = 4\n", "\nformat = 6\n");
    assert!(said(parse("newer.toml", &newer).err().unwrap()).contains('6'));
}

#[test]
fn a_format_5_file_reads_back_as_the_same_match_and_is_written_again_the_same() {
    use crate::core::game::{Action, Door, Made};
    use crate::core::testkit::input;
    let mut m = game("hartenjagen", 4);
    let at = |door| Made::new(time(), door);
    m.record(
        &input(&m, &[("Ann", "QS 3"), ("Bob", "rest")]),
        at(Door::Phone),
    )
    .unwrap();
    m.record(
        &input(&m, &[("Cas", "QS"), ("Dee", "rest")]),
        at(Door::Table(3)),
    )
    .unwrap();
    m.misdeal(at(Door::Prompt)).unwrap();
    let edit = input(&m, &[("Ann", "QS 4"), ("Bob", "rest")]);
    m.edit(1, &edit, at(Door::Terminal)).unwrap();
    m.undo(at(Door::Organiser)).unwrap();
    assert!(m.rename_player("Dee", "Dirk", at(Door::Organiser)));
    let text = render(&m).unwrap();
    assert!(text.contains("\nformat = 5\n"), "{text}");
    assert!(text.contains("door = \"table\"\ntable = 3\n"), "{text}");
    let ended = text.rfind("# end of match").unwrap();
    assert!(text.find("[[change]]").unwrap() > text.rfind("[[hand]]").unwrap());
    assert!(text.rfind("[[change]]").unwrap() < ended);
    let loaded = parse("m.toml", &text).unwrap().game;
    assert_eq!(loaded.entries, m.entries);
    assert_eq!(loaded.players, m.players);
    let made = |game: &crate::core::game::Match| -> Vec<(Made, Action, Option<usize>)> {
        game.changes
            .iter()
            .map(|c| (c.made, c.action, c.hand))
            .collect()
    };
    assert_eq!(made(&loaded), made(&m));
    assert_eq!(
        made(&m)
            .iter()
            .map(|(made, action, hand)| (made.door, *action, *hand))
            .collect::<Vec<_>>(),
        [
            (Some(Door::Terminal), Action::Edit, Some(1)),
            (Some(Door::Organiser), Action::Undo, Some(3)),
            (Some(Door::Organiser), Action::Rename, None),
        ]
    );
    assert_eq!(render(&loaded).unwrap(), text, "written again the same");
}

#[test]
fn files_of_formats_1_to_4_load_without_doors_and_keep_their_format_until_they_hold_one() {
    let three = include_str!("../../../tests/fixtures/format-3-hartenjagen.toml");
    for text in [
        three,
        include_str!("../../../tests/fixtures/format-1-hartenjagen.toml"),
    ] {
        let loaded = parse("old.toml", text).unwrap().game;
        assert!(loaded.changes.is_empty());
        assert!(loaded.entries.iter().all(|e| e.made().door.is_none()));
    }
    let mut loaded = parse("three.toml", three).unwrap().game;
    assert_eq!(render(&loaded).unwrap(), three, "written again as it was");
    let mut dated = game("hartenjagen", 4);
    dated.dated = true;
    assert!(render(&dated).unwrap().contains("\nformat = 4\n"));
    // Its first change through a door makes it format 5.
    loaded
        .undo(crate::core::game::Made::new(
            time(),
            crate::core::game::Door::Terminal,
        ))
        .unwrap();
    assert!(render(&loaded).unwrap().contains("\nformat = 5\n"));
}
