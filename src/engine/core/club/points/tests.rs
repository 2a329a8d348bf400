//! The club's points as tests: table points by place (shared when level), the margin, the
//! season's best evenings, the ranking.

use super::*;

fn tp(places: &[usize]) -> Vec<f64> {
    let totals = vec![0; places.len()];
    table_results(places, &totals, false)
        .iter()
        .map(|r| r.points.points())
        .collect()
}

#[test]
fn table_points_are_three_one_minus_one_minus_three_at_four_and_shared_when_level() {
    assert_eq!(tp(&[1, 2, 3, 4]), [3.0, 1.0, -1.0, -3.0]);
    assert_eq!(tp(&[1, 1, 3, 4]), [2.0, 2.0, -1.0, -3.0]);
    assert_eq!(tp(&[1, 2, 3]), [3.0, 0.0, -3.0]);
    assert_eq!(tp(&[1, 2, 3, 4, 5]), [3.0, 1.5, 0.0, -1.5, -3.0]);
    assert_eq!(tp(&[1, 2, 3, 3, 5]), [3.0, 1.5, -0.75, -0.75, -3.0]);
    assert_eq!(tp(&[1, 1, 1, 1]), [0.0; 4]);
}

#[test]
fn the_margin_is_the_mean_less_ones_own_and_reversed_where_the_highest_wins() {
    let lowest = table_results(&[1, 2, 3, 4], &[26, 50, 52, 80], false);
    let margins: Vec<f64> = lowest.iter().map(|r| r.margin.points()).collect();
    assert_eq!(margins, [26.0, 2.0, 0.0, -28.0]);
    let highest = table_results(&[1, 2, 3], &[10, 5, 0], true);
    let margins: Vec<f64> = highest.iter().map(|r| r.margin.points()).collect();
    assert_eq!(margins, [5.0, 0.0, -5.0]);
    // A third of a point is kept exactly.
    let thirds = table_results(&[1, 2, 3], &[0, 1, 1], false);
    assert_eq!(thirds[0].margin, Sixtieths(40));
    assert_eq!(thirds[1].margin, Sixtieths(-20));
}

#[test]
fn a_season_counts_the_best_evenings_and_lists_the_others_unranked() {
    let evenings = |points: &[i64]| -> Vec<EveningScore> {
        points
            .iter()
            .enumerate()
            .map(|(i, &p)| EveningScore {
                date: format!("2026-09-0{}", i + 1),
                points: Twelfths(p * 12),
                margin: Sixtieths(0),
                won: false,
            })
            .collect()
    };
    let season = rank_season(
        vec![
            ("Ann".into(), evenings(&[5, -1, 3, 7, 0, 2])),
            ("Bob".into(), evenings(&[9, 9, 9, 9])),
        ],
        Some(5),
        5,
    );
    assert_eq!(season.ranking.len(), 1);
    assert_eq!(season.ranking[0].item.points, Twelfths(17 * 12));
    assert_eq!(season.ranking[0].item.counted, 5);
    assert_eq!(season.not_ranked[0].name, "Bob");
}

fn ranked(places: &[usize]) -> Vec<Ranked<()>> {
    places
        .iter()
        .map(|&place| Ranked {
            place,
            shared: places.iter().filter(|&&p| p == place).count() > 1,
            item: (),
        })
        .collect()
}

#[test]
fn prizes_go_to_the_first_three_places_and_the_booby_prize_to_the_last_from_four_players() {
    use Prize::{Booby, Place};
    assert_eq!(
        prizes(&ranked(&[1, 2, 3, 4, 5])),
        [
            Some(Place(1)),
            Some(Place(2)),
            Some(Place(3)),
            None,
            Some(Booby)
        ]
    );
    assert_eq!(
        prizes(&ranked(&[1, 2, 3, 4])),
        [Some(Place(1)), Some(Place(2)), Some(Place(3)), Some(Booby)]
    );
    // Three players: no booby prize; a shared last place shares it.
    assert_eq!(
        prizes(&ranked(&[1, 2, 3])),
        [Some(Place(1)), Some(Place(2)), Some(Place(3))]
    );
    assert_eq!(
        prizes(&ranked(&[1, 1, 3, 4, 4])),
        [
            Some(Place(1)),
            Some(Place(1)),
            Some(Place(3)),
            Some(Booby),
            Some(Booby)
        ]
    );
    // A last place that is a prize place is no booby prize.
    assert_eq!(prizes(&ranked(&[1, 1, 1, 1])), [Some(Place(1)); 4]);
    assert_eq!(prizes::<()>(&[]), []);
}
