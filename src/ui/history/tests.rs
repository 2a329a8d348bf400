//! `history` and `stats` from listed summaries: names merged across case, unfinished matches,
//! filters, damaged files, and text that fits 80 columns without cutting a word.

use super::*;
use crate::store::history::MatchSummary;

fn summaries(listed: &[Listed]) -> impl Iterator<Item = Option<&MatchSummary>> {
    listed.iter().map(|l| l.summary.as_ref().ok())
}
use crate::store::history::PlayerLine;
use std::path::PathBuf;

fn summary(variant: &str, players: &[(&str, i64)], winner: Option<usize>, days_ago: i64) -> Listed {
    let started = chrono::DateTime::parse_from_rfc3339("2026-11-22T20:00:00+01:00").unwrap()
        - chrono::Duration::days(days_ago);
    Listed {
        file: PathBuf::from(format!("{days_ago}.toml")),
        summary: Ok(MatchSummary {
            variant: variant.into(),
            players: players
                .iter()
                .map(|&(name, total)| PlayerLine {
                    name: name.into(),
                    total: total.into(),
                    moons: 1,
                    queens: 2,
                })
                .collect(),
            started,
            finished: winner.map(|_| started),
            state: if winner.is_some() {
                State::Finished
            } else {
                State::InProgress
            },
            hands: 10,
            winner,
            lowest_wins: true,
            complex: false,
            counts_points: true,
            places: players
                .iter()
                .map(|&(_, total)| 1 + players.iter().filter(|&&(_, t)| t < total).count())
                .collect(),
            notes: Vec::new(),
        }),
        modified: None,
    }
}

fn person<'a>(report: &'a StatsReport, name: &str) -> &'a PlayerStats {
    report
        .players
        .iter()
        .find(|p| p.name == name)
        .unwrap_or_else(|| panic!("no {name} in {:?}", report.players))
}

#[test]
fn names_merge_across_case_and_show_the_newest_spelling() {
    let listed = vec![
        summary("hartenjagen", &[("ANN", 40), ("Bob", 101)], Some(0), 1),
        summary("hartenjagen", &[("ann", 120), ("Bob", 30)], Some(1), 2),
    ];
    let report = StatsReport::new(summaries(&listed), &StatsFilter::default());
    assert_eq!(report.players.len(), 2);
    let ann = person(&report, "ANN");
    assert_eq!((ann.matches, ann.wins, ann.win_rate), (2, 1, 0.5));
    assert_eq!((ann.best, ann.worst), (Some(40), Some(120)));
    assert_eq!(ann.points_per_hand, 8.0);
    assert_eq!((ann.moons, ann.queens_of_spades), (2, 4));
}

#[test]
fn unfinished_matches_count_hands_but_not_matches_wins_or_scores() {
    let listed = vec![
        summary("hartenjagen", &[("Ann", 10), ("Bob", 20)], None, 1),
        summary("hartenjagen", &[("Ann", 50), ("Bob", 100)], Some(0), 2),
    ];
    let report = StatsReport::new(summaries(&listed), &StatsFilter::default());
    let ann = person(&report, "Ann");
    assert_eq!(
        (ann.matches, ann.wins, ann.played, ann.hands),
        (1, 1, 2, 20)
    );
    assert_eq!(ann.best, Some(50));
    assert_eq!(ann.win_rate, 1.0);
    assert_eq!((report.finished_matches, report.unfinished_matches), (1, 1));
}

#[test]
fn filters_keep_one_player_or_one_variant() {
    let listed = vec![
        summary("omnibus", &[("Ann", 10), ("Bob", 120)], Some(0), 1),
        summary("hartenjagen", &[("Ann", 150), ("Cas", 20)], Some(1), 2),
    ];
    let only_bob = StatsFilter {
        player: Some("BOB".into()),
        ..StatsFilter::default()
    };
    let report = StatsReport::new(summaries(&listed), &only_bob);
    assert_eq!(report.players.len(), 1);
    assert_eq!(report.players[0].name, "Bob");
    assert_eq!(report.finished_matches, 1);
    let only_hartenjagen = StatsFilter {
        variant: Some("Hartenjagen".into()),
        ..StatsFilter::default()
    };
    let report = StatsReport::new(summaries(&listed), &only_hartenjagen);
    let names: Vec<&str> = report.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, vec!["Cas", "Ann"]);
    assert_eq!(person(&report, "Ann").wins, 0);
}

#[test]
fn a_damaged_file_is_counted_apart_and_listed_with_its_error() {
    let listed = vec![Listed {
        file: PathBuf::from("bad.toml"),
        summary: Err(std::sync::Arc::new(crate::format::error::Error::NotUtf8 {
            what: crate::format::error::FileKind::Match,
            path: PathBuf::from("bad.toml"),
            line: 2,
            offset: 11,
        })),
        modified: None,
    }];
    let report = StatsReport::new(summaries(&listed), &StatsFilter::default());
    assert_eq!(report.damaged_files, 1);
    let text = history_text(
        &crate::words::Words::new(crate::words::Lang::En),
        &listed,
        None,
    );
    assert!(text.contains("damaged"), "{text}");
    let said = "bad.toml:2: the match file is not UTF-8 text";
    assert!(text.contains(said), "{text}");
    let entry = HistoryEntry::new(
        &crate::words::Words::new(crate::words::Lang::Nl),
        &listed[0],
    );
    assert_eq!(entry.state, "damaged");
    assert!(entry.error.is_some_and(|e| e.contains("bad.toml:2:")));
}

/// The words of a screen: what is left between spaces and a table's frame.
fn words(text: &str) -> std::collections::HashSet<&str> {
    text.split(|c: char| c.is_whitespace() || "│┆".contains(c))
        .filter(|word| !word.is_empty() && !word.chars().all(|c| "─┌┬┐╞═╪╡└┴┘".contains(c)))
        .collect()
}

/// Checks that `narrow` fits `width` and cuts no word: each of its words is a word of the
/// same screen unlimited (`wide`) or of the line saying what was left out, and every word
/// of every name is there whole.
fn fits_with_whole_words(w: &Words, narrow: &str, wide: &str, names: &[String], width: usize) {
    for line in narrow.lines() {
        assert!(
            unicode_width::UnicodeWidthStr::width(line) <= width,
            "wider than {width}: {line}\n{narrow}"
        );
    }
    let history = header(w, &["col-file", "col-finished", "col-hands"]);
    let stats = header(
        w,
        &["col-win-rate", "col-queen", "col-moons", "col-points-hand"],
    );
    let left_out: Vec<String> = [history, stats]
        .iter()
        .flat_map(|columns| (1..=columns.len()).map(|count| left_out_words(w, &columns[..count])))
        .collect();
    let known: std::collections::HashSet<&str> = words(wide)
        .into_iter()
        .chain(left_out.iter().flat_map(|line| words(line)))
        .collect();
    let shown = words(narrow);
    for word in &shown {
        assert!(
            known.contains(word),
            "{word:?} is a piece of a word:\n{narrow}"
        );
    }
    for word in names.iter().flat_map(|name| name.split_whitespace()) {
        assert!(
            shown
                .iter()
                .any(|shown| shown.trim_end_matches(',') == word),
            "{word:?} is not whole:\n{narrow}"
        );
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

    /// `history` and `stats` at 80 columns, in English and in Dutch, with long names (of
    /// words up to 16 letters, hyphens and all) and many players: no line is wider than
    /// 80 and no word is cut.
    #[test]
    fn history_and_stats_fit_80_columns_and_cut_no_word(
        matches in proptest::collection::vec(
            (
                proptest::sample::select(vec!["hartenjagen", "knaves", "cancellation", "hartenjagen-32"]),
                proptest::collection::vec("[A-Z][a-zë]{2,7}(-[A-Z][a-z]{2,6})?( van der [A-Z][a-z]{2,8})?", 3..9),
                proptest::option::of(0usize..3),
            ),
            1..6,
        ),
    ) {
        let listed: Vec<Listed> = matches
            .iter()
            .enumerate()
            .map(|(days, (variant, names, winner))| {
                let players: Vec<(&str, i64)> = names
                    .iter()
                    .enumerate()
                    .map(|(seat, name)| (name.as_str(), 7 * seat as i64 - 12))
                    .collect();
                summary(variant, &players, *winner, days as i64)
            })
            .collect();
        let names: Vec<String> = matches.iter().flat_map(|(_, names, _)| names.clone()).collect();
        for lang in [crate::words::Lang::En, crate::words::Lang::Nl] {
            let w = Words::new(lang);
            fits_with_whole_words(
                &w,
                &history_text(&w, &listed, Some(80)),
                &history_text(&w, &listed, None),
                &names,
                80,
            );
            let report = StatsReport::new(summaries(&listed), &StatsFilter::default());
            let filter = StatsFilter::default();
            fits_with_whole_words(
                &w,
                &stats_text(&w, &report, &filter, Some(80)),
                &stats_text(&w, &report, &filter, None),
                &names,
                80,
            );
        }
    }
}
