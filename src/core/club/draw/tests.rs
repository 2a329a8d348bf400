use super::*;
use crate::core::club::{Present, Request, Round, draw_round, repeats};
use proptest::prelude::*;

fn names(n: usize) -> Vec<Present> {
    (0..n)
        .map(|i| Present {
            name: format!("P{i:02}"),
            arrived: 1,
        })
        .collect()
}

/// An evening of `rounds` rounds for `n` players drawn round after round, each round's draw
/// with what it said about itself.
fn evening(n: usize, rounds: usize, sizes: &[usize], seed: u64) -> Vec<Drawn> {
    let present = names(n);
    let mut done: Vec<Round> = Vec::new();
    let mut drawn = Vec::new();
    for r in 0..rounds {
        let request = Request {
            present: &present,
            evening: &done,
            season: &[],
            keep_apart: &[],
            sizes,
            seed: seed.wrapping_add(r as u64),
        };
        let round = draw_round(&request).expect("a draw");
        done.push(round.round.clone());
        drawn.push(round);
    }
    drawn
}

use crate::core::club::Drawn;

#[test]
fn sizes_seat_as_many_as_the_allowed_tables_let() {
    assert_eq!(split(13, &[4]), Some((vec![4, 4, 4], 1)));
    assert_eq!(split(3, &[4]), None);
    assert_eq!(split(13, &[4, 5]), Some((vec![4, 4, 5], 0)));
    assert_eq!(split(7, &[4, 5]), Some((vec![5], 2)));
    assert_eq!(split(13, &[3, 4]), Some((vec![4, 3, 3, 3], 0)));
    assert_eq!(split(5, &[3, 4]), Some((vec![4], 1)));
    assert_eq!(split(3, &[3, 4]), Some((vec![3], 0)));
    assert_eq!(split(2, &[3, 4]), None);
    assert_eq!(split(15, &[3, 4]), Some((vec![4, 4, 4, 3], 0)));
}

#[test]
fn twelve_players_meet_three_repeated_pairs_in_round_two_the_proven_minimum() {
    for seed in 0..5 {
        let rounds = evening(12, 3, &[4], seed);
        assert_eq!(rounds[0].repeats, 0);
        assert_eq!(rounds[1].repeats, 3, "seed {seed}");
        assert!(rounds[1].proven);
        let done: Vec<Round> = rounds.iter().map(|d| d.round.clone()).collect();
        assert_eq!(repeats(&done[..1], &done[1]), 3);
        assert!(rounds[2].proven);
    }
}

#[test]
fn sixteen_players_meet_nobody_again_in_rounds_two_and_three() {
    for seed in 0..5 {
        let rounds = evening(16, 3, &[4], seed);
        let done: Vec<Round> = rounds.iter().map(|d| d.round.clone()).collect();
        for r in 1..3 {
            assert_eq!(rounds[r].repeats, 0, "seed {seed}, round {}", r + 1);
            assert_eq!(repeats(&done[..r], &done[r]), 0);
        }
    }
}

#[test]
fn the_proof_finds_the_minimum_when_the_local_search_does_not() {
    // A split given to the proof as found (the worst one: every table a table of round 1)
    // is replaced by one with the fewest repeats.
    let present = names(12);
    let first = Round {
        tables: (0..3)
            .map(|t| (0..4).map(|i| format!("P{:02}", t * 4 + i)).collect())
            .collect(),
        sitting_out: vec![],
    };
    let request = Request {
        present: &present,
        evening: std::slice::from_ref(&first),
        season: &[],
        keep_apart: &[],
        sizes: &[4],
        seed: 1,
    };
    let input = crate::core::club::input(&request);
    let seated: Vec<usize> = (0..12).collect();
    let costs = Costs::new(&input, &seated);
    let worst = Layout::from_order(&seated, &[4, 4, 4]);
    let cost = costs.total(&worst);
    assert_eq!((cost.0[KEEP_APART], cost.0[REPEATS]), (0, 18));
    let (better, complete) = prove(&costs, &[4, 4, 4], cost, MOST_STEPS);
    assert!(complete);
    let better = costs.total(&better.expect("a better split"));
    assert_eq!((better.0[KEEP_APART], better.0[REPEATS]), (0, 3));
}

#[test]
fn keep_apart_pairs_are_separated_and_latecomers_sit_out_first() {
    let mut present = names(13);
    present[12].arrived = 2;
    let first = Round {
        tables: vec![
            vec!["P00".into(), "P01".into(), "P02".into(), "P03".into()],
            vec!["P04".into(), "P05".into(), "P06".into(), "P07".into()],
            vec!["P08".into(), "P09".into(), "P10".into(), "P11".into()],
        ],
        sitting_out: vec![],
    };
    let apart = [("P00".to_string(), "P04".to_string())];
    for seed in 0..10 {
        let request = Request {
            present: &present,
            evening: std::slice::from_ref(&first),
            season: &[],
            keep_apart: &apart,
            sizes: &[4],
            seed,
        };
        let drawn = draw_round(&request).unwrap();
        assert_eq!(drawn.round.sitting_out, vec!["P12".to_string()]);
        assert_eq!(drawn.kept_together, 0);
        assert!(
            !drawn
                .round
                .tables
                .iter()
                .any(|t| t.contains(&"P00".to_string()) && t.contains(&"P04".to_string()))
        );
    }
}

#[test]
fn the_first_dealer_is_who_dealt_first_least() {
    let rounds = evening(8, 4, &[4], 3);
    let mut first = std::collections::HashMap::new();
    for round in &rounds {
        for table in &round.round.tables {
            *first.entry(table[0].clone()).or_insert(0) += 1;
        }
    }
    // 8 first dealers over 4 rounds of 2 tables: everyone once.
    assert_eq!(first.len(), 8, "{first:?}");
}

#[test]
fn too_few_players_are_refused() {
    let present = names(3);
    let request = Request {
        present: &present,
        evening: &[],
        season: &[],
        keep_apart: &[],
        sizes: &[4],
        seed: 0,
    };
    assert_eq!(
        draw_round(&request).unwrap_err(),
        DrawError::TooFew {
            present: 3,
            smallest: 4
        }
    );
}

fn sizes_of(choice: usize) -> Vec<usize> {
    match choice {
        0 => vec![4],
        1 => vec![3, 4],
        _ => vec![4, 5],
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn every_draw_is_a_valid_fair_and_reproducible_split(
        n in 4usize..=41,
        rounds in 1usize..=6,
        choice in 0usize..3,
        seed in any::<u64>(),
    ) {
        let sizes = sizes_of(choice);
        let drawn = evening(n, rounds, &sizes, seed);
        let again = evening(n, rounds, &sizes, seed);
        prop_assert_eq!(&drawn, &again);
        let everyone: Vec<String> = names(n).into_iter().map(|p| p.name).collect();
        let mut sat_out: std::collections::HashMap<&str, usize> = Default::default();
        let (expected_sizes, expected_out) = split(n, &sizes).unwrap();
        for (r, d) in drawn.iter().enumerate() {
            let round = &d.round;
            // G1: everyone exactly once, tables of the allowed sizes.
            let mut seen: Vec<String> = round.tables.iter().flatten().cloned().collect();
            seen.extend(round.sitting_out.iter().cloned());
            seen.sort();
            prop_assert_eq!(&seen, &everyone);
            let mut table_sizes: Vec<usize> = round.tables.iter().map(Vec::len).collect();
            table_sizes.sort();
            let mut want = expected_sizes.clone();
            want.sort();
            prop_assert_eq!(table_sizes, want);
            prop_assert_eq!(round.sitting_out.len(), expected_out);
            // G2: nobody twice before everyone once; not two rounds running while another could.
            for name in &round.sitting_out {
                let before = sat_out.get(name.as_str()).copied().unwrap_or(0);
                if before >= 1 {
                    prop_assert!(everyone.iter().all(|p| sat_out.get(p.as_str()).copied().unwrap_or(0) >= 1
                        || round.sitting_out.contains(p)), "{} sat out twice first", name);
                }
            }
            if r > 0 {
                let last = &drawn[r - 1].round.sitting_out;
                let again: Vec<&String> = round.sitting_out.iter().filter(|p| last.contains(p)).collect();
                if !again.is_empty() {
                    let others = n - last.len();
                    prop_assert!(others < round.sitting_out.len(), "{:?} sat out twice running", again);
                }
            }
            for name in &round.sitting_out {
                *sat_out.entry(name.as_str()).or_insert(0) += 1;
            }
            prop_assert_eq!(d.proven, expected_sizes.len() <= 4);
        }
    }
}
