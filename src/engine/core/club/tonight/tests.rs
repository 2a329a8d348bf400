//! The evening as it stands: each table as it stands and as it counts, the ranking from what
//! counts, and each page's selection of the one state.

use super::organiser::{OrganiserView, Seat as OrganiserSeat};
use super::report::{ClubReport, SeasonView};
use super::room::{RoomView, Seat};
use super::*;
use crate::core::club::evening::{Keys, RoundRecord, TableRecord};
use crate::core::game::MatchOptions;
use crate::core::testkit::{self, time};
use chrono::NaiveDate;

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

/// Tuesday: 2 hands a round, 2 rounds an evening.
pub(crate) fn competition() -> Competition {
    Competition::new(
        "Tuesday",
        testkit::variant("hartenjagen"),
        2,
        2,
        None,
        None,
        1,
        time(),
    )
    .expect("a competition")
}

/// A table's match of `players` with `hands` played: each time the first player takes the
/// queen of spades and the second the rest.
fn played(players: &[&str], hands: usize) -> TableMatch {
    let options = MatchOptions {
        hands: Some(2),
        club: true,
        ..MatchOptions::default()
    };
    let mut game = Match::new(
        testkit::variant("hartenjagen"),
        names(players),
        0,
        options,
        time(),
    )
    .expect("a match");
    let mut board = game.scoreboard();
    for _ in 0..hands {
        board = testkit::play(&mut game, &[(players[0], "QS 3"), (players[1], "rest")]);
    }
    TableMatch {
        game,
        board,
        written: None,
    }
}

fn table(number: u32, players: &[&str], round: u32, counted: Option<u32>) -> TableRecord {
    TableRecord {
        number,
        players: names(players),
        file: format!("r{round}-t{number}.toml"),
        counted,
    }
}

/// An evening of nine: round 1 closed (table 1 finished; table 2 closed after one hand, and a
/// hand entered after the close; Ivo sat out), round 2 drawn and playing (table 1 one hand in,
/// table 2's file not there yet; Ann sits out).
pub(crate) fn evening() -> (Evening, Vec<Vec<Option<TableMatch>>>) {
    let everyone = names(&[
        "Ann", "Bob", "Cas", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivo",
    ]);
    let date = NaiveDate::from_ymd_opt(2026, 9, 1).expect("a date");
    let mut evening = Evening::open("Tuesday", date, &everyone, &[], time(), Keys::default())
        .expect("an evening");
    let closed = time() - chrono::TimeDelta::hours(1);
    let round = |number, tables, sitting_out: &[&str], closed| RoundRecord {
        number,
        seed: 7,
        attempt: 1,
        algorithm: crate::core::club::ALGORITHM,
        drawn: time(),
        closed,
        keep_apart: Vec::new(),
        tables,
        sitting_out: names(sitting_out),
        clock: None,
    };
    evening.rounds = vec![
        round(
            1,
            vec![
                table(1, &["Ann", "Bob", "Cas", "Dee"], 1, None),
                table(2, &["Eve", "Fay", "Gus", "Hal"], 1, Some(1)),
            ],
            &["Ivo"],
            Some(closed),
        ),
        round(
            2,
            vec![
                table(1, &["Ivo", "Bob", "Eve", "Cas"], 2, None),
                table(2, &["Dee", "Fay", "Gus", "Hal"], 2, None),
            ],
            &["Ann"],
            None,
        ),
    ];
    let matches = vec![
        vec![
            Some(played(&["Ann", "Bob", "Cas", "Dee"], 2)),
            Some(played(&["Eve", "Fay", "Gus", "Hal"], 2)),
        ],
        vec![Some(played(&["Ivo", "Bob", "Eve", "Cas"], 1)), None],
    ];
    (evening, matches)
}

fn tonight() -> Tonight {
    let (evening, matches) = evening();
    Tonight::of(&competition(), evening, &matches)
}

/// A player's total at round `round`'s table, as the ranking counts it.
fn counted_total(tonight: &Tonight, name: &str, round: u32) -> Option<i64> {
    let player = tonight.ranking.iter().find(|r| r.item.name == name)?;
    player.item.rounds.iter().find(|l| l.round == round)?.total
}

#[test]
fn a_table_closed_unfinished_counts_the_hands_it_had_then_and_shows_all_it_played() {
    let tonight = tonight();
    let cut = &tonight.rounds[0].tables[1];
    assert_eq!(cut.counted, Some(1));
    assert_eq!((cut.hands_played, cut.hands_counted), (2, 1));
    let one_hand = played(&["Eve", "Fay", "Gus", "Hal"], 1).board;
    let two_hands = played(&["Eve", "Fay", "Gus", "Hal"], 2).board;
    let eve = |board: &Scoreboard| board.totals[0].re;
    assert_ne!(
        eve(&one_hand),
        eve(&two_hands),
        "the second hand changes the totals"
    );
    let line = |name: &str| cut.results.iter().find(|l| l.name == name).map(|l| l.total);
    assert_eq!(line("Eve"), Some(eve(&one_hand)));
    assert_eq!(counted_total(&tonight, "Eve", 1), Some(eve(&one_hand)));
    let standing = cut
        .standings
        .iter()
        .find(|s| s.name == "Eve")
        .map(|s| s.total);
    assert_eq!(standing, Some(eve(&two_hands)));
}

#[test]
fn a_hand_entered_after_its_round_closed_shows_as_changed_and_an_open_round_never_does() {
    let tonight = tonight();
    // The hands were entered at `time()`, the round closed an hour before.
    assert!(tonight.rounds[0].tables[0].changed_after_closing);
    assert!(!tonight.rounds[1].tables[0].changed_after_closing);
    let (mut evening, mut matches) = evening();
    evening.rounds[0].closed = Some(time() + chrono::TimeDelta::hours(1));
    matches[0][0].as_mut().expect("a match").written = Some(time().to_utc());
    let later = Tonight::of(&competition(), evening.clone(), &matches);
    assert!(!later.rounds[0].tables[0].changed_after_closing);
    matches[0][0].as_mut().expect("a match").written =
        Some((time() + chrono::TimeDelta::hours(2)).to_utc());
    let written = Tonight::of(&competition(), evening, &matches);
    assert!(written.rounds[0].tables[0].changed_after_closing);
}

#[test]
fn a_table_without_its_file_yet_is_empty_and_left_out_of_the_ranking() {
    let tonight = tonight();
    let waiting = &tonight.tables()[1];
    assert_eq!((waiting.hands_played, waiting.started), (0, false));
    assert!(waiting.results.is_empty() && waiting.standings.is_empty());
    assert_eq!(counted_total(&tonight, "Dee", 2), None);
    let dee = tonight.ranking.iter().find(|r| r.item.name == "Dee");
    assert_eq!(dee.map(|r| r.item.rounds.len()), Some(1));
}

#[test]
fn sitting_out_is_a_round_of_no_points_and_every_player_is_ranked() {
    let tonight = tonight();
    assert_eq!(tonight.ranking.len(), 9);
    let ann = tonight.ranking.iter().find(|r| r.item.name == "Ann");
    let rounds = ann.map(|r| r.item.rounds.clone()).unwrap_or_default();
    assert_eq!(rounds.len(), 2);
    assert_eq!((rounds[1].table, rounds[1].result), (None, None));
    assert_eq!(tonight.sitting_out(), ["Ann"]);
}

#[test]
fn every_page_shows_the_same_round_and_tables() {
    let tonight = tonight();
    let room = RoomView::of(&tonight);
    let organiser = OrganiserView::of(&tonight, "http://192.168.1.20:7878");
    let standings = tonight.standings();
    assert_eq!((room.round, organiser.round, tonight.round()), (2, 2, 2));
    assert_eq!(
        (room.closed, organiser.closed, standings.closed),
        (false, false, false)
    );
    assert_eq!(
        (room.rounds, organiser.rounds, standings.planned),
        (2, 2, 2)
    );
    assert_eq!(standings.rounds, 2);
    for ((model, shown), organised) in tonight
        .tables()
        .iter()
        .zip(&room.tables)
        .zip(&organiser.tables)
    {
        assert_eq!(
            (shown.number, &shown.players),
            (model.number, &model.players)
        );
        assert_eq!(
            (organised.number, &organised.players),
            (model.number, &model.players)
        );
        assert_eq!(shown.hands_played, model.hands_played);
        assert_eq!(organised.hands_played, model.hands_played);
        assert_eq!(shown.standings, model.standings);
    }
    assert_eq!(room.ranking, tonight.ranking);
    assert_eq!(standings.ranking, tonight.ranking);
    assert_eq!(organiser.sitting_out, room.sitting_out);
    let ann = room
        .players
        .iter()
        .find(|p| p.name == "Ann")
        .map(|p| p.seat.clone());
    assert_eq!(ann, Some(Seat::Out));
    let ivo = organiser
        .players
        .iter()
        .find(|p| p.name == "Ivo")
        .map(|p| p.seat);
    assert_eq!(ivo, Some(OrganiserSeat::Table { table: 1, seat: 1 }));
    assert_eq!(organiser.actions.redraw, None, "table 1 has a hand");
    assert_eq!(organiser.room_url, "http://192.168.1.20:7878/");
}

#[test]
fn the_report_counts_what_the_ranking_counts_and_the_season_ranks_the_evening() {
    let tonight = tonight();
    let season = SeasonView::of(&competition(), [&tonight]);
    assert_eq!(season.evenings, 1);
    assert_eq!(season.season.ranking.len(), 9);
    let report = ClubReport::of(&competition(), Some(&tonight), season, &[]);
    let evening = report.evening.expect("an evening's report");
    assert_eq!(evening.rounds.len(), 2);
    let cut = &evening.rounds[0].tables[1];
    assert_eq!((cut.hands_played, cut.counted), (1, Some(1)));
    assert_eq!(cut.results, tonight.rounds[0].tables[1].results);
    assert!(report.evenings.is_empty());
    let whole = ClubReport::of(
        &competition(),
        None,
        SeasonView::of(&competition(), [&tonight]),
        std::slice::from_ref(&tonight),
    );
    assert_eq!(whole.evenings, vec![tonight.line()]);
    assert_eq!(tonight.line().rounds, 2);
}

#[test]
fn the_room_shows_the_reports_prizes_once_the_last_round_is_closed_and_not_before() {
    use crate::core::club::points::Prize;
    let said = |view: &EveningView| -> Vec<(String, usize, Option<Prize>)> {
        view.prized()
            .map(|(r, prize)| (r.item.name.clone(), r.place, prize))
            .collect()
    };
    let (mut evening, mut matches) = evening();
    // Round 2 of 2 being played: the evening goes on.
    let playing = Tonight::of(&competition(), evening.clone(), &matches);
    assert!(!playing.over());
    assert!(RoomView::of(&playing).winners.is_none());
    // Round 1 closed, round 2 not drawn yet: not over either.
    let mut first = evening.clone();
    first.rounds.truncate(1);
    let between = Tonight::of(&competition(), first, &matches[..1]);
    assert!(between.closed() && !between.over());
    assert!(RoomView::of(&between).winners.is_none());
    // Round 2 played out and closed: the room shows the report's ranking and prizes.
    matches[1] = vec![
        Some(played(&["Ivo", "Bob", "Eve", "Cas"], 2)),
        Some(played(&["Dee", "Fay", "Gus", "Hal"], 2)),
    ];
    evening.rounds[1].closed = Some(time());
    let over = Tonight::of(&competition(), evening.clone(), &matches);
    assert!(over.over());
    let winners = RoomView::of(&over)
        .winners
        .expect("the winners once it is over");
    let season = SeasonView::of(&competition(), [&over]);
    let report = ClubReport::of(&competition(), Some(&over), season, &[]);
    let reported = report.evening.expect("an evening's report").view;
    assert_eq!(said(&winners), said(&reported));
    assert_eq!(winners.ranking.len(), 9);
    let prizes: Vec<Prize> = said(&winners)
        .into_iter()
        .filter_map(|(_, _, p)| p)
        .collect();
    assert!(prizes.contains(&Prize::Place(1)), "{prizes:?}");
    assert!(prizes.contains(&Prize::Booby), "{prizes:?}");
    // The close taken back: the evening goes on, and the winners are gone again.
    evening.rounds[1].closed = None;
    let undone = Tonight::of(&competition(), evening, &matches);
    assert!(RoomView::of(&undone).winners.is_none());
}
