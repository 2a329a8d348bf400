//! The stats, the ratings and the versus report from match summaries: each game's own best, the
//! rating order, provisional players, shared places and names in another case.

use super::ratings::{Rating, ratings};
use super::stats::Extremes;
use super::*;
use crate::core::score::Score;
use crate::core::testkit::{game, play};
use skillratings::weng_lin::WengLinRating;
use std::collections::HashMap;

fn finished_knaves(winning_tricks: &str) -> MatchSummary {
    let mut m = game("knaves", 4);
    let all = [
        ("Ann", winning_tricks),
        ("Bob", "tricks:1 JH JD"),
        ("Cas", "tricks:1 JC JS"),
        ("Dee", "rest"),
    ];
    play(&mut m, &all);
    let board = play(&mut m, &all);
    MatchSummary::new(&m, &board)
}

#[test]
fn stats_best_follows_each_games_own_rule_highest_in_knaves_lowest_in_hearts() {
    // Two Knaves matches: Ann ends on 22 and on 20; the best is the higher.
    let high = finished_knaves("tricks:11");
    let lower = finished_knaves("tricks:10");
    assert_eq!(high.state, State::Finished);
    let report = StatsReport::new([Some(&high), Some(&lower)], &StatsFilter::default());
    let ann = &report.players[0];
    assert_eq!((ann.best, ann.worst), (Some(22), Some(20)));

    // Two Hartenjagen matches of five hands: Bob ends on 0 and on 5; the best is the lower.
    let hearts = |bob: &'static str| {
        let mut m = game("hartenjagen", 4);
        let hand = [
            ("Ann", "QS 10"),
            ("Bob", bob),
            ("Cas", "2"),
            ("Dee", "rest"),
        ];
        let mut board = play(&mut m, &hand);
        for _ in 0..4 {
            board = play(&mut m, &hand);
        }
        assert_eq!(
            board.outcome,
            crate::core::game::Outcome::Won(if bob == "-" { 1 } else { 3 })
        );
        MatchSummary::new(&m, &board)
    };
    let (none, some) = (hearts("-"), hearts("1"));
    let report = StatsReport::new([Some(&none), Some(&some)], &StatsFilter::default());
    let bob = report.players.iter().find(|p| p.name == "Bob").unwrap();
    assert_eq!((bob.best, bob.worst), (Some(0), Some(5)));
}

/// A finished match of these players, each at their place (1 the best).
fn ranked(places: &[(&str, usize)]) -> MatchSummary {
    let started = chrono::DateTime::parse_from_rfc3339("2026-01-02T20:00:00+01:00").unwrap();
    MatchSummary {
        variant: "hartenjagen".into(),
        players: places
            .iter()
            .map(|(name, _)| PlayerLine {
                name: (*name).into(),
                total: Score::from(0),
                moons: 0,
                queens: 0,
            })
            .collect(),
        started,
        finished: Some(started),
        state: State::Finished,
        hands: 1,
        winner: places.iter().position(|&(_, place)| place == 1),
        lowest_wins: true,
        complex: false,
        counts_points: true,
        places: places.iter().map(|&(_, place)| place).collect(),
        notes: Vec::new(),
    }
}

fn ordinal(ratings: &HashMap<String, WengLinRating>, name: &str) -> f64 {
    Rating::of(ratings[name]).ordinal
}

#[test]
fn everyone_starts_at_weng_lins_defaults_mu_25_sigma_25_over_3() {
    let start = Rating::of(WengLinRating::default());
    assert_eq!((start.mu, start.sigma, start.ordinal), (25.0, 8.333, 0.0));
}

#[test]
fn the_player_who_wins_every_match_is_rated_first() {
    let league = [
        ranked(&[("Ann", 1), ("Bob", 2), ("Cas", 3), ("Dee", 4)]),
        ranked(&[("Ann", 1), ("Bob", 4), ("Cas", 2), ("Dee", 3)]),
        ranked(&[("Ann", 1), ("Cas", 3), ("Eve", 2)]),
        ranked(&[("Dee", 2), ("Ann", 1), ("Bob", 3), ("Eve", 4), ("Cas", 5)]),
    ];
    let ratings = ratings(&league);
    let ann = ordinal(&ratings, "ann");
    for other in ["bob", "cas", "dee", "eve"] {
        assert!(ann > ordinal(&ratings, other), "{other}");
    }
}

#[test]
fn a_player_under_three_finished_matches_is_provisional_and_listed_after_the_rated() {
    let league = [
        ranked(&[("Fred", 1), ("Ann", 2), ("Bob", 3)]),
        ranked(&[("Ann", 1), ("Bob", 2), ("Cas", 3)]),
        ranked(&[("Ann", 2), ("Bob", 1), ("Cas", 3)]),
        ranked(&[("Ann", 1), ("Bob", 2), ("Cas", 3)]),
    ];
    let report = StatsReport::new(league.iter().map(Some), &StatsFilter::default());
    let order: Vec<(&str, bool)> = report
        .players
        .iter()
        .map(|p| (p.name.as_str(), p.provisional))
        .collect();
    assert_eq!(
        order,
        [
            ("Ann", false),
            ("Bob", false),
            ("Cas", false),
            ("Fred", true)
        ]
    );
    let fred = &report.players[3];
    assert!(
        fred.rating.ordinal > report.players[2].rating.ordinal,
        "Fred's one win rates him above Cas, but he is not in the league yet"
    );
}

#[test]
fn best_and_worst_are_kept_per_game_and_given_alone_only_for_one_game() {
    let mut knaves = ranked(&[("Ann", 1), ("Bob", 2)]);
    knaves.variant = "knaves".into();
    knaves.lowest_wins = false;
    knaves.players[0].total = Score::from(9);
    knaves.players[1].total = Score::from(4);
    let mut hearts = ranked(&[("Ann", 2), ("Bob", 1)]);
    hearts.players[0].total = Score::from(40);
    hearts.players[1].total = Score::from(12);
    let mut more_knaves = knaves.clone();
    more_knaves.players[0].total = Score::from(2);
    let both = [knaves.clone(), more_knaves.clone(), hearts];
    let report = StatsReport::new(both.iter().map(Some), &StatsFilter::default());
    let ann = report.players.iter().find(|p| p.name == "Ann").unwrap();
    assert_eq!((ann.best, ann.worst), (None, None));
    let extremes = |e: &Extremes| (e.best, e.worst);
    assert_eq!(extremes(&ann.best_by_variant["knaves"]), (9, 2));
    assert_eq!(extremes(&ann.best_by_variant["hartenjagen"]), (40, 40));
    assert_eq!(report.games, ["knaves", "hartenjagen"]);
    let one = [knaves, more_knaves];
    let report = StatsReport::new(one.iter().map(Some), &StatsFilter::default());
    let ann = report.players.iter().find(|p| p.name == "Ann").unwrap();
    assert_eq!((ann.best, ann.worst), (Some(9), Some(2)));
}

#[test]
fn tied_players_share_a_place_and_get_the_same_change() {
    let ratings = ratings(&[ranked(&[("Ann", 1), ("Bob", 2), ("Cas", 2), ("Dee", 4)])]);
    assert_eq!(ratings["bob"], ratings["cas"]);
    assert!(ordinal(&ratings, "ann") > ordinal(&ratings, "bob"));
    assert!(ordinal(&ratings, "bob") > ordinal(&ratings, "dee"));
}

#[test]
fn a_name_in_another_case_is_the_same_player() {
    let one = ratings(&[
        ranked(&[("Ann", 1), ("Bob", 2), ("Cas", 3)]),
        ranked(&[("ANN", 1), ("bob", 2), ("Cas", 3)]),
    ]);
    assert_eq!(one.len(), 3);
    let twice = ratings(&[
        ranked(&[("Ann", 1), ("Bob", 2), ("Cas", 3)]),
        ranked(&[("Ann", 1), ("Bob", 2), ("Cas", 3)]),
    ]);
    assert_eq!(one, twice);
}

#[test]
fn ratings_are_computed_oldest_first_so_the_order_of_matches_counts() {
    let early = ranked(&[("Ann", 1), ("Bob", 2), ("Cas", 3)]);
    let late = ranked(&[("Ann", 3), ("Bob", 2), ("Cas", 1)]);
    let one_way = ratings([&early, &late]);
    assert_eq!(one_way, ratings([&early, &late]), "deterministic");
    assert_ne!(one_way, ratings([&late, &early]));
}

#[test]
fn versus_counts_matches_ahead_behind_and_level_by_place() {
    let newest_first = [
        ranked(&[("ann", 2), ("Bob", 1), ("Cas", 2)]),
        ranked(&[("Ann", 1), ("Bob", 2), ("Cas", 3)]),
        ranked(&[("Ann", 3), ("Dee", 1), ("Cas", 2)]),
    ];
    let report = VersusReport::new(&newest_first, "ANN", None);
    assert_eq!(report.player, "ann", "the newest spelling");
    let line = |name: &str| {
        let o = report.opponents.iter().find(|o| o.name == name).unwrap();
        (o.matches, o.ahead, o.behind, o.level)
    };
    assert_eq!(line("Cas"), (3, 1, 1, 1));
    assert_eq!(line("Bob"), (2, 1, 1, 0));
    assert_eq!(line("Dee"), (1, 0, 1, 0));
    assert_eq!(report.opponents[0].name, "Cas", "most matches first");
}
