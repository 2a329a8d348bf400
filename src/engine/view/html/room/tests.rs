//! The room's pages are pinned by exact-output tests (styles and script left out), and every
//! name from outside is escaped.

use super::*;
use crate::core::club::points::{RoundLine, rank_evening, table_results};
use crate::core::club::tonight::EveningView;
use crate::core::club::tonight::room::Standing;
use crate::words::Lang;

/// Round 2 of an evening of nine: table 1 done, table 2 playing, `<b>Ivo</b>` sitting out,
/// Jan gone after round 1.
fn evening() -> RoomView {
    let results = table_results(&[1, 2, 3, 4], &[10, 20, 30, 44], false);
    let line = |round, table, seat: usize| RoundLine {
        round,
        table: Some(table),
        result: Some(results[seat]),
        total: Some([10, 20, 30, 44][seat]),
    };
    let player = |name: &str, guest, rounds| PlayerEvening {
        name: name.into(),
        guest,
        rounds,
    };
    let ranking = rank_evening(vec![
        player("Ann", false, vec![line(1, 1, 0)]),
        player("Bob", false, vec![line(1, 1, 1)]),
        player("Cas", true, vec![line(1, 1, 2)]),
        player("Dee", false, vec![line(1, 1, 3)]),
    ]);
    let at = |table, seat, dealer: &str, with: &[&str]| Seat::At {
        table,
        seat,
        dealer: dealer.into(),
        with: with.iter().map(|s| s.to_string()).collect(),
    };
    RoomView {
        competition: "Dinsdagclub".into(),
        date: "2026-11-24".into(),
        round: 2,
        rounds: 3,
        closed: false,
        clock: false,
        winners: None,
        tables: vec![
            RoomTable {
                number: 1,
                players: vec!["Ann".into(), "Cas".into(), "Eva".into(), "Fer".into()],
                hands_played: 8,
                hands: 8,
                finished: true,
                standings: vec![
                    Standing {
                        place: 1,
                        name: "Cas".into(),
                        total: -4,
                    },
                    Standing {
                        place: 2,
                        name: "Ann".into(),
                        total: 50,
                    },
                    Standing {
                        place: 2,
                        name: "Eva".into(),
                        total: 50,
                    },
                    Standing {
                        place: 4,
                        name: "Fer".into(),
                        total: 112,
                    },
                ],
            },
            RoomTable {
                number: 2,
                players: vec!["Bob".into(), "Dee".into(), "Gijs".into(), "Hen".into()],
                hands_played: 0,
                hands: 8,
                finished: false,
                standings: Vec::new(),
            },
        ],
        sitting_out: vec!["<b>Ivo</b>".into()],
        ranking,
        players: vec![
            Whereabouts {
                name: "Ann".into(),
                seat: at(1, 1, "Ann", &["Cas", "Eva", "Fer"]),
            },
            Whereabouts {
                name: "Dee".into(),
                seat: at(2, 2, "Bob", &["Bob", "Gijs", "Hen"]),
            },
            Whereabouts {
                name: "<b>Ivo</b>".into(),
                seat: Seat::Out,
            },
            Whereabouts {
                name: "Jan".into(),
                seat: Seat::Gone,
            },
        ],
    }
}

/// The page with its styles and script left out, an element a line.
fn readable(html: &str) -> String {
    let mut out = html.to_string();
    for (open, close) in [("<style>", "</style>"), ("<script>", "</script>")] {
        while let Some(start) = out.find(open) {
            let end = out[start..].find(close).expect("closed") + start + close.len();
            out.replace_range(start..end, "\u{1}");
        }
    }
    out.replace('\u{1}', "…").replace("><", ">\n<")
}

#[test]
fn the_room_shows_every_table_who_sits_out_and_the_evening_so_far() {
    let w = Words::new(Lang::En).at_club();
    let page = room_page(&w, &evening(), "3.abc", "http://127.0.0.1:7878/me");
    assert!(!page.contains("<b>Ivo"), "names are escaped");
    insta::assert_snapshot!("room_en", readable(&page));
    let nl = room_page(
        &Words::new(Lang::Nl).at_club(),
        &evening(),
        "3.abc",
        "http://127.0.0.1:7878/me",
    );
    insta::assert_snapshot!("room_nl", readable(&nl));
}

/// The evening over: round 3 of 3 closed, its ranking with the report's prizes.
fn the_end() -> RoomView {
    let mut view = evening();
    view.round = 3;
    view.closed = true;
    view.winners = Some(EveningView {
        competition: view.competition.clone(),
        date: view.date.clone(),
        rounds: 3,
        planned: 3,
        closed: true,
        ranking: view.ranking.clone(),
    });
    view
}

#[test]
fn at_the_end_the_room_shows_the_prizes_and_the_booby_prize_as_the_report_names_them() {
    let w = Words::new(Lang::En).at_club();
    let page = room_page(&w, &the_end(), "3.abc", "http://127.0.0.1:7878/me");
    for said in [
        "The evening is over: all 3 rounds are played.",
        "<li class=\"prize first\"><span class=\"prize\">1st prize</span><span class=\"name\">Ann</span></li>",
        "<span class=\"name\">Cas (guest)</span>",
        "<li class=\"booby\"><span class=\"prize\">booby prize</span><span class=\"name\">Dee</span></li>",
        "<td class=\"prize\">3rd prize</td>",
    ] {
        assert!(page.contains(said), "{said}: {page}");
    }
    assert!(
        !readable(&page).contains("class=\"room-table"),
        "no table cards at the end: {page}"
    );
    insta::assert_snapshot!("room_over_en", readable(&page));
    let nl = room_live(
        &Words::new(Lang::Nl).at_club(),
        &the_end(),
        "http://127.0.0.1:7878/me",
    );
    for said in [
        "De avond is voorbij: alle 3 rondes zijn gespeeld.",
        ">1e prijs<",
        ">poedelprijs<",
        "Cas (gast)",
        "De prijzen van vanavond",
    ] {
        assert!(nl.contains(said), "{said}: {nl}");
    }
    insta::assert_snapshot!("room_over_nl", readable(&nl));
    // While it goes on, none of it.
    let going = room_live(&w, &evening(), "http://127.0.0.1:7878/me");
    assert!(
        !going.contains("room-winners") && !going.contains("prize"),
        "{going}"
    );
}

#[test]
fn where_do_i_sit_lists_the_names_then_says_the_table_seat_and_dealer() {
    let w = Words::new(Lang::En).at_club();
    let view = evening();
    let choose = me_page(&w, &view, None, "v");
    for name in ["Ann", "Dee", "&lt;b&gt;Ivo&lt;/b&gt;", "Jan"] {
        assert!(choose.contains(&format!(">{name}</a>")), "{name}");
    }
    assert!(choose.contains("href=\"/me?name=%3Cb%3EIvo%3C%2Fb%3E\""));
    let dee = me_page(&w, &view, Some(" dee "), "v");
    insta::assert_snapshot!("me_dee_en", readable(&dee));
    let ann = me_page(&Words::new(Lang::Nl).at_club(), &view, Some("Ann"), "v");
    insta::assert_snapshot!("me_ann_nl", readable(&ann));
    let ivo = me_page(&w, &view, Some("<b>Ivo</b>"), "v");
    assert!(ivo.contains("Round 2: you sit out (it counts 0)."), "{ivo}");
    let zed = me_page(&w, &view, Some("Zed"), "v");
    assert!(zed.contains("Zed is not playing tonight"), "{zed}");
    assert!(zed.contains(">Ann</a>"));
}

#[test]
fn a_tables_page_says_its_round_and_where_last_rounds_players_went() {
    let w = Words::new(Lang::En).at_club();
    let mut view = evening();
    let moves = [
        Move {
            name: "Ann".into(),
            table: Some(1),
            gone: false,
        },
        Move {
            name: "<b>Ivo</b>".into(),
            table: None,
            gone: false,
        },
        Move {
            name: "Jan".into(),
            table: None,
            gone: true,
        },
    ];
    let notice = table_notice(&w, &view, 2, &moves).into_string();
    assert_eq!(
        readable(&notice).replace('\n', ""),
        "<section class=\"club-notice\"><p class=\"state\">Table 2, round 2 of 3.</p><p id=\"drawn-again\" class=\"message\" role=\"alert\" hidden>Round 2 was drawn again: what was typed here was not saved. This table is now Bob, Dee, Gijs and Hen.</p>…<p>Who sat here in round 1 goes to: Ann table 1, &lt;b&gt;Ivo&lt;/b&gt; sits out, Jan has left.</p></section>"
    );
    // In Dutch a player who stays at this table "blijft" (the Dutch review's C19).
    let mut dutch_moves = moves.clone();
    dutch_moves[0].table = Some(2);
    let dutch = table_notice(&Words::new(Lang::Nl).at_club(), &view, 2, &dutch_moves).into_string();
    assert!(
        dutch.contains("Wie hier zat in ronde 1: Ann blijft aan tafel 2, &lt;b&gt;Ivo&lt;/b&gt; heeft rust, Jan is vertrokken."),
        "{dutch}"
    );
    let done = table_notice(&w, &view, 1, &[]).into_string();
    assert!(
        done.contains("finished: waiting for the other tables"),
        "{done}"
    );
    let dutch = table_notice(&Words::new(Lang::Nl).at_club(), &view, 1, &[]).into_string();
    assert!(
        dutch.contains("Ronde 2 is opnieuw geloot: wat hier getypt was, is niet opgeslagen. Aan deze tafel zitten nu Ann, Cas, Eva en Fer."),
        "{dutch}"
    );
    view.closed = true;
    let closed = table_notice(&Words::new(Lang::Nl).at_club(), &view, 1, &[]).into_string();
    assert!(
        !closed.contains("drawn-again"),
        "a closed round is drawn again no more: {closed}"
    );
    assert!(
        closed.contains("Ronde 2 is gesloten: deze tafel neemt geen spellen meer aan."),
        "{closed}"
    );
    let waiting = table_waiting(&w, &view, 3, "/t/3/api/events");
    assert!(waiting.contains("Round 2 is closed"), "{waiting}");
    view.round = 0;
    let first = table_waiting(&w, &view, 3, "/t/3/api/events");
    assert!(first.contains("Table 3: waiting for the draw."), "{first}");
}

#[test]
fn a_tables_card_keeps_seat_order_marks_the_first_dealer_and_says_each_place() {
    let w = Words::new(Lang::En).at_club();
    let view = evening();
    let card = table_card(&w, &view.tables[0]).into_string();
    // Cas leads, Ann and Eva share 2nd; the card lists them as they sit, Ann dealing first.
    let at = |text: &str| card.find(text).unwrap_or_else(|| panic!("{text}: {card}"));
    let order = ["Ann", "Cas", "Eva", "Fer"].map(|name| at(&format!(">{name}<")));
    assert!(order.windows(2).all(|w| w[0] < w[1]), "seat order: {card}");
    assert!(
        card.contains("<span class=\"name\">Ann</span><span class=\"dealer\">deals first</span>"),
        "{card}"
    );
    assert_eq!(card.matches("deals first").count(), 1, "{card}");
    for place in ["2nd=", "1st<", "4th"] {
        assert!(card.contains(place), "{place}: {card}");
    }
    assert!(
        card.contains("<li class=\"leader\"><span class=\"who\"><span class=\"name\">Cas"),
        "{card}"
    );
    let nl = table_card(&Words::new(Lang::Nl).at_club(), &view.tables[0]).into_string();
    assert!(nl.contains("deelt eerst") && nl.contains("2e="), "{nl}");
    // Before a hand: names only, in seat order.
    let waiting = table_card(&w, &view.tables[1]).into_string();
    assert!(!waiting.contains("class=\"place\""), "{waiting}");
    assert!(
        waiting.contains("<span class=\"name\">Bob</span><span class=\"dealer\">"),
        "{waiting}"
    );
}
