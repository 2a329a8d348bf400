//! Worked evenings: the table points and margins of every player, computed by hand (in the
//! comments) and checked against the ranking.

use super::points::{PlayerEvening, RoundLine, Sixtieths, Twelfths, rank_evening, table_results};

/// A table: (name, penalty total) in seat order.
type Table<'a> = &'a [(&'a str, i64)];

/// Places by total, lowest first, level totals sharing (1, 2, 2, 4).
fn places(totals: &[i64]) -> Vec<usize> {
    totals
        .iter()
        .map(|t| totals.iter().filter(|o| *o < t).count() + 1)
        .collect()
}

/// The evening of these rounds (each its tables and who sat out), ranked: (name, table points,
/// margin) from the top.
fn ranking(rounds: &[(&[Table], &[&str])]) -> Vec<(String, usize, f64, f64)> {
    let mut players: Vec<PlayerEvening> = Vec::new();
    let mut line = |name: &str, round: RoundLine| match players.iter_mut().find(|p| p.name == name)
    {
        Some(p) => p.rounds.push(round),
        None => players.push(PlayerEvening {
            name: name.to_string(),
            guest: false,
            rounds: vec![round],
        }),
    };
    for (r, (tables, out)) in rounds.iter().enumerate() {
        let round = r as u32 + 1;
        for (t, table) in tables.iter().enumerate() {
            let totals: Vec<i64> = table.iter().map(|(_, total)| *total).collect();
            let results = table_results(&places(&totals), &totals, false);
            for ((name, total), result) in table.iter().zip(results) {
                line(
                    name,
                    RoundLine {
                        round,
                        table: Some(t + 1),
                        result: Some(result),
                        total: Some(*total),
                    },
                );
            }
        }
        for name in *out {
            line(
                name,
                RoundLine {
                    round,
                    table: None,
                    result: None,
                    total: None,
                },
            );
        }
    }
    players.sort_by(|a, b| a.name.cmp(&b.name));
    let ranked = rank_evening(players);
    let points: Twelfths = ranked.iter().map(|r| r.item.points()).sum();
    let margin: Sixtieths = ranked.iter().map(|r| r.item.margin()).sum();
    assert_eq!(
        (points, margin),
        (Twelfths(0), Sixtieths(0)),
        "every table adds up to 0"
    );
    ranked
        .into_iter()
        .map(|r| {
            (
                r.item.name.clone(),
                r.place,
                r.item.points().points(),
                r.item.margin().points(),
            )
        })
        .collect()
}

fn expect(rows: &[(&str, usize, f64, f64)]) -> Vec<(String, usize, f64, f64)> {
    rows.iter()
        .map(|&(n, p, t, m)| (n.to_string(), p, t, m))
        .collect()
}

#[test]
fn twelve_players_three_rounds_the_research_example() {
    // Round 1, table 3: Cas shot the moon (+26 to the others), so that table holds 260.
    let r1: &[Table] = &[
        &[("Ann", 38), ("Dee", 61), ("Kim", 45), ("Lot", 64)],
        &[("Bob", 50), ("Eva", 50), ("Ivo", 29), ("Jan", 79)],
        &[("Cas", 26), ("Fer", 88), ("Gijs", 70), ("Hen", 76)],
    ];
    let r2: &[Table] = &[
        &[("Cas", 57), ("Gijs", 41), ("Jan", 44), ("Kim", 66)],
        &[("Ann", 52), ("Bob", 36), ("Hen", 48), ("Lot", 72)],
        &[("Dee", 40), ("Eva", 62), ("Fer", 40), ("Ivo", 66)],
    ];
    let r3: &[Table] = &[
        &[("Ann", 44), ("Cas", 35), ("Ivo", 58), ("Kim", 71)],
        &[("Fer", 47), ("Hen", 39), ("Jan", 60), ("Lot", 62)],
        &[("Bob", 55), ("Dee", 43), ("Eva", 49), ("Gijs", 61)],
    ];
    // By hand, per round table points/margin (mean 52 at a table of 208, 65 at Cas's 260):
    // Cas +3/+39 −1/−5 +3/+17; Dee −1/−9 +2/+12 +3/+9; Ann +3/+14 −1/0 +1/+8;
    // Hen −1/−11 +1/+4 +3/+13; Bob 0/+2 +3/+16 −1/−3; Gijs +1/−5 +3/+11 −3/−9;
    // Eva 0/+2 −1/−10 +1/+3; Fer −3/−23 +2/+12 +1/+5; Ivo +3/+23 −3/−14 −1/−6;
    // Jan −3/−27 +1/+8 −1/−8; Kim +1/+7 −3/−14 −3/−19; Lot −3/−12 −3/−20 −3/−10.
    assert_eq!(
        ranking(&[(r1, &[]), (r2, &[]), (r3, &[])]),
        expect(&[
            ("Cas", 1, 5.0, 51.0),
            ("Dee", 2, 4.0, 12.0),
            ("Ann", 3, 3.0, 22.0),
            ("Hen", 4, 3.0, 6.0),
            ("Bob", 5, 2.0, 15.0),
            ("Gijs", 6, 1.0, -3.0),
            ("Eva", 7, 0.0, -5.0),
            ("Fer", 8, 0.0, -6.0),
            ("Ivo", 9, -1.0, 3.0),
            ("Jan", 10, -3.0, -27.0),
            ("Kim", 11, -5.0, -26.0),
            ("Lot", 12, -9.0, -42.0),
        ])
    );
}

#[test]
fn thirteen_players_one_sitting_out_each_round_counts_the_rest_as_zero() {
    let r1: &[Table] = &[
        &[("Ann", 38), ("Dee", 61), ("Lot", 64), ("Mo", 45)],
        &[("Bob", 50), ("Eva", 50), ("Ivo", 29), ("Jan", 79)],
        &[("Cas", 26), ("Fer", 88), ("Gijs", 70), ("Hen", 76)],
    ];
    let r2: &[Table] = &[
        &[("Dee", 50), ("Eva", 41), ("Fer", 57), ("Hen", 60)],
        &[("Cas", 52), ("Ivo", 36), ("Jan", 48), ("Lot", 72)],
        &[("Ann", 52), ("Bob", 36), ("Gijs", 41), ("Kim", 79)],
    ];
    let r3: &[Table] = &[
        &[("Fer", 47), ("Jan", 60), ("Kim", 71), ("Mo", 30)],
        &[("Bob", 55), ("Cas", 39), ("Dee", 43), ("Hen", 71)],
        &[("Ann", 44), ("Eva", 43), ("Gijs", 61), ("Lot", 60)],
    ];
    // By hand: R1 Ann +3/+14 Mo +1/+7 Dee −1/−9 Lot −3/−12 · Ivo +3/+23 Bob 0/+2 Eva 0/+2
    // Jan −3/−27 · Cas +3/+39 Gijs +1/−5 Hen −1/−11 Fer −3/−23 · Kim rust 0/0.
    // R2 Eva +3/+11 Dee +1/+2 Fer −1/−5 Hen −3/−8 · Ivo +3/+16 Jan +1/+4 Cas −1/0 Lot −3/−20
    // · Bob +3/+16 Gijs +1/+11 Ann −1/0 Kim −3/−27 · Mo rust.
    // R3 Mo +3/+22 Fer +1/+5 Jan −1/−8 Kim −3/−19 · Cas +3/+13 Dee +1/+9 Bob −1/−3
    // Hen −3/−19 · Eva +3/+9 Ann +1/+8 Lot −1/−8 Gijs −3/−9 · Ivo rust.
    // Ivo and Eva both +6: Ivo's margin is higher. Hen and Lot both −7: Hen's is.
    assert_eq!(
        ranking(&[(r1, &["Kim"]), (r2, &["Mo"]), (r3, &["Ivo"])]),
        expect(&[
            ("Ivo", 1, 6.0, 39.0),
            ("Eva", 2, 6.0, 22.0),
            ("Cas", 3, 5.0, 52.0),
            ("Mo", 4, 4.0, 29.0),
            ("Ann", 5, 3.0, 22.0),
            ("Bob", 6, 2.0, 15.0),
            ("Dee", 7, 1.0, 2.0),
            ("Gijs", 8, -1.0, -3.0),
            ("Fer", 9, -3.0, -23.0),
            ("Jan", 10, -3.0, -31.0),
            ("Kim", 11, -6.0, -46.0),
            ("Hen", 12, -7.0, -38.0),
            ("Lot", 13, -7.0, -40.0),
        ])
    );
}

#[test]
fn players_level_on_everything_share_the_place() {
    let r1: &[Table] = &[&[("Ann", 10), ("Bob", 10), ("Cas", 3), ("Dee", 3)]];
    assert_eq!(
        ranking(&[(r1, &[])]),
        expect(&[
            ("Cas", 1, 2.0, 3.5),
            ("Dee", 1, 2.0, 3.5),
            ("Ann", 3, -2.0, -3.5),
            ("Bob", 3, -2.0, -3.5),
        ])
    );
}

mod tables {
    use crate::core::game::{MatchOptions, Outcome};
    use crate::core::testkit::{game_with, play};

    fn club(hands: u32) -> MatchOptions {
        MatchOptions {
            hands: Some(hands),
            club: true,
            ..MatchOptions::default()
        }
    }

    #[test]
    fn a_table_ends_after_its_hands_never_by_score_but_phase_two_still_starts() {
        let mut m = game_with("heart-hunter", 4, club(12));
        for _ in 0..8 {
            play(
                &mut m,
                &[("Ann", "QS JC 6"), ("Bob", "3"), ("Cas", "2"), ("Dee", "2")],
            );
        }
        // Ann has 104: phase 2 starts, as at any table.
        let board = m.scoreboard();
        assert_eq!(board.phase, 2);
        assert!(!board.finished());
        // Bob (24) goes to 0 and below in phase 2, which ends a match; a club table plays on.
        play(&mut m, &[("Bob", "rest")]);
        let board = play(&mut m, &[("Bob", "rest")]);
        assert!(board.totals[1].re <= 0);
        assert!(!board.finished());
        play(&mut m, &[("Cas", "rest")]);
        let board = play(&mut m, &[("Cas", "rest")]);
        assert!(board.finished());
        assert_eq!(board.hands.len(), 12);
    }

    #[test]
    fn a_moon_that_wins_at_once_ends_the_table_and_level_leaders_share_first_place() {
        let mut m = game_with("spot", 4, club(8));
        let board = play(&mut m, &[("Bob", "rest")]);
        assert_eq!(board.outcome, Outcome::Won(1));
        let mut m = game_with("hartenjagen", 4, club(1));
        let board = play(&mut m, &[("Ann", "QS"), ("Bob", "13")]);
        assert_eq!(board.outcome, Outcome::Shared(vec![2, 3]));
        assert_eq!(board.winner(), None);
        assert!(board.finished());
    }
}

mod meeting_matrix {
    use super::super::{Round, meetings};

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn each_pair_counts_the_rounds_it_sat_at_one_table() {
        let players = names(&["Ann", "Bob", "Cas", "Dee", "Eva"]);
        let rounds = [
            Round {
                tables: vec![names(&["Ann", "Bob", "Cas", "Dee"])],
                sitting_out: names(&["Eva"]),
            },
            Round {
                // Spelled otherwise, the same players; a stranger passed over.
                tables: vec![names(&["bob", "Eva", "ANN", "Zed"])],
                sitting_out: names(&["Cas", "Dee"]),
            },
        ];
        let m = meetings(&players, &rounds);
        assert_eq!(
            m,
            vec![
                vec![0, 2, 1, 1, 1],
                vec![2, 0, 1, 1, 1],
                vec![1, 1, 0, 1, 0],
                vec![1, 1, 1, 0, 0],
                vec![1, 1, 0, 0, 0],
            ]
        );
        // Symmetric, nothing on the diagonal; every table of k players adds k(k−1)/2 pairs.
        let pairs: u32 = (0..5)
            .flat_map(|i| (i + 1..5).map(move |j| (i, j)))
            .map(|(i, j)| m[i][j])
            .sum();
        assert_eq!(pairs, 6 + 3);
        assert!(meetings(&[], &rounds).is_empty());
    }
}
