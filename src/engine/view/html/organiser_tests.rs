//! The organiser's page and the table cards, pinned by exact-output tests for a worked
//! evening (the styles, the script and the QR drawings left out, one element a line); the QR
//! drawing checked module by module against the code it draws.

use super::*;
use crate::core::club::tonight::organiser::{Actions, Meetings};
use crate::core::club::{Round, meetings};
use crate::words::Lang;

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

const BASE: &str = "http://192.168.1.20:7878/";

/// The fixed key of table `n`.
fn key(n: u32) -> String {
    format!("{n:02}112233445566778899aabbccddeeff")
}

fn url(n: u32) -> String {
    format!("{BASE}t/{n}?key={}", key(n))
}

/// Tuesday, 2026-09-01, round 2 of 3 being played, 8 hands a round: table 1 finished, table 2
/// at hand 5, table 3 not begun; Mo and the guest Zoe sit out; Hen goes home after this
/// round; Nel came after the draw and waits for round 3.
fn evening() -> OrganiserView {
    let round1 = Round {
        tables: vec![
            names(&["Ann", "Bob", "Cas", "<i>Dee</i>"]),
            names(&["Eva", "Fer", "Gijs", "Hen"]),
            names(&["Ivo", "Jan", "Kim", "Lot"]),
        ],
        sitting_out: Vec::new(),
    };
    let round2 = Round {
        tables: vec![
            names(&["Cas", "Bob", "Kim", "Eva"]),
            names(&["Fer", "Ann", "Ivo", "<i>Dee</i>"]),
            names(&["Gijs", "Jan", "Hen", "Lot"]),
        ],
        sitting_out: names(&["Mo", "Zoe"]),
    };
    let mut everyone = names(&[
        "<i>Dee</i>",
        "Ann",
        "Bob",
        "Cas",
        "Eva",
        "Fer",
        "Gijs",
        "Hen",
        "Ivo",
        "Jan",
        "Kim",
        "Lot",
        "Mo",
        "Nel",
        "Zoe",
    ]);
    everyone.sort_by_key(|n| n.to_lowercase());
    let progress = [(8, true, true), (5, false, true), (0, false, false)];
    let tables: Vec<OrganiserTable> = round2
        .tables
        .iter()
        .zip(progress)
        .enumerate()
        .map(
            |(i, (players, (hands_played, finished, started)))| OrganiserTable {
                number: i as u32 + 1,
                players: players.clone(),
                hands_played,
                hands: 8,
                finished,
                started,
                url: Some(url(i as u32 + 1)),
            },
        )
        .collect();
    let players = everyone
        .iter()
        .map(|name| {
            let seat = tables
                .iter()
                .find_map(|t| {
                    t.players
                        .iter()
                        .position(|p| p == name)
                        .map(|s| Seat::Table {
                            table: t.number,
                            seat: s + 1,
                        })
                })
                .unwrap_or(if name == "Nel" {
                    Seat::NotDrawn
                } else {
                    Seat::SittingOut
                });
            OrganiserPlayer {
                name: name.clone(),
                guest: name == "Zoe",
                seat,
                arrives: (name == "Nel").then_some(3),
                left: (name == "Hen").then_some(2),
            }
        })
        .collect();
    OrganiserView {
        undo: Some(crate::core::club::actions::Action {
            time: chrono::DateTime::parse_from_rfc3339("2026-09-01T20:47:00+02:00").unwrap(),
            kind: crate::core::club::actions::ActionKind::Draw {
                round: 2,
                keep_apart: Vec::new(),
            },
            undone: None,
        }),
        competition: "Tuesday".into(),
        date: "2026-09-01".into(),
        round: 2,
        rounds: 3,
        closed: false,
        hands: 8,
        sitting_out: round2.sitting_out.clone(),
        tables,
        players,
        present: 14,
        actions: Actions {
            draw: None,
            redraw: None,
            close: Some(2),
            unfinished: vec![(2, 5), (3, 0)],
            clock: None,
        },
        meetings: Meetings {
            counts: meetings(&everyone, &[round1, round2]),
            players: everyone,
        },
        table_urls: (1..=3).map(|n| (n, url(n))).collect(),
        room_url: BASE.into(),
        me_url: format!("{BASE}me"),
    }
}

/// The HTML with its styles, script and QR drawings replaced by their names, a line per block
/// element, so that a change of wording is a readable diff.
fn readable(html: &str) -> String {
    crate::view::html::tests::readable_with(html, &["</h3>", "</form>", "</article>", "</summary>"])
}

#[test]
fn the_organiser_page_shows_the_evening_and_what_can_be_done_now() {
    let view = evening();
    let w = Words::new(Lang::En);
    let html = organiser_page(&w, &view);
    assert!(!html.contains("<i>Dee"), "names are escaped");
    assert!(html.contains("&lt;i&gt;Dee&lt;/i&gt;"));
    // Every table's page, key and all, for the organiser to hand out.
    for n in 1..=3 {
        assert!(html.contains(&format!("href=\"{}\"", url(n))));
    }
    // Close offers "close anyway" only once the server refuses; no draw while a round is
    // played, no redraw once a hand is recorded.
    assert!(html.contains("data-action=\"close\""));
    assert!(!html.contains("data-action=\"draw\""));
    assert!(!html.contains("data-action=\"redraw\""));
    assert!(html.contains("<div class=\"force\" hidden>"));
    insta::assert_snapshot!("organiser_en", readable(&html));
    let w = Words::new(Lang::Nl);
    insta::assert_snapshot!("organiser_nl", readable(&organiser_page(&w, &view)));
}

#[test]
fn between_rounds_the_page_offers_the_draw_and_before_the_first_nothing_else() {
    let w = Words::new(Lang::En);
    let mut view = evening();
    view.closed = true;
    view.actions = Actions {
        draw: Some(3),
        ..Actions::default()
    };
    let html = organiser_page(&w, &view);
    assert!(html.contains("data-action=\"draw\""));
    assert!(html.contains("Draw round 3"));
    assert!(!html.contains("data-action=\"close\""));
    assert!(html.contains("round 2 of 3, closed."));
    // A round beyond the planned ones is said before it is drawn.
    view.actions.draw = Some(4);
    assert!(organiser_page(&w, &view).contains("Round 4 is beyond the 3 planned"));
    // A round not begun can be drawn again, behind a question.
    let mut view = evening();
    view.actions.redraw = Some(2);
    let html = organiser_page(&w, &view);
    assert!(html.contains("data-action=\"redraw\" data-confirm=\"Draw round 2 again?"));

    let first = OrganiserView {
        undo: None,
        round: 0,
        closed: false,
        tables: Vec::new(),
        sitting_out: Vec::new(),
        actions: Actions {
            draw: Some(1),
            ..Actions::default()
        },
        meetings: Meetings::default(),
        table_urls: Vec::new(),
        ..evening()
    };
    let html = organiser_page(&w, &first);
    assert!(html.contains("no round drawn yet; 14 players are here."));
    assert!(html.contains("Draw round 1"));
    assert!(!html.contains("class=\"matrix\""));
    let cards = table_cards(&w, &first);
    assert!(cards.contains("the cards come with the first draw"));
    assert!(cards.contains("No round drawn yet."));
}

#[test]
fn the_meeting_matrix_marks_pairs_who_sat_together_again() {
    let view = evening();
    assert_eq!(view.meetings.pairs(), (32, 4));
    let w = Words::new(Lang::En);
    let html = organiser_page(&w, &view);
    assert!(html.contains("32 pairs have sat together; 4 of them more than once."));
    assert_eq!(html.matches("<td class=\"again\">2</td>").count(), 8);
}

#[test]
fn the_table_cards_have_a_qr_code_each_and_the_seating_list_follows() {
    let view = evening();
    let w = Words::new(Lang::En);
    let html = table_cards(&w, &view);
    assert!(html.contains("@media print"));
    // Three cards and the "where do I sit?" code.
    assert_eq!(html.matches("<svg class=\"qr\"").count(), 4);
    for n in 1..=3 {
        assert!(html.contains(&url(n)));
    }
    assert!(!html.contains("<i>Dee"), "names are escaped");
    insta::assert_snapshot!("cards_en", readable(&html));
    let w = Words::new(Lang::Nl);
    insta::assert_snapshot!("cards_nl", readable(&table_cards(&w, &view)));
    // Four cards to a printed page: a fifth table starts a second sheet.
    let mut five = evening();
    five.table_urls = (1..=5).map(|n| (n, url(n))).collect();
    let html = table_cards(&Words::new(Lang::En), &five);
    assert_eq!(html.matches("<section class=\"sheet\">").count(), 2);
    assert!(html.contains("Table 5"));
}

/// The modules a QR drawing paints, read back from its path.
fn painted(svg: &str) -> (usize, Vec<bool>) {
    let size: usize = svg
        .split("viewBox=\"0 0 ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .expect("a square viewBox");
    let path = svg
        .split(" d=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("a path");
    let mut dark = vec![false; size * size];
    for run in path.split('M').filter(|r| !r.is_empty()) {
        let (x, rest) = run.split_once(' ').expect("x y");
        let (y, rest) = rest.split_once('h').expect("a run");
        let (n, _) = rest.split_once('v').expect("one module high");
        let (x, y, n): (usize, usize, usize) = (
            x.parse().expect("x"),
            y.parse().expect("y"),
            n.parse().expect("n"),
        );
        for i in x..x + n {
            dark[y * size + i] = true;
        }
    }
    (size, dark)
}

#[test]
fn the_qr_drawing_paints_exactly_the_codes_dark_modules_inside_a_quiet_zone() {
    let text = url(2);
    let svg = qr_svg(&text, "Table <2>").expect("a code");
    assert!(svg.contains("aria-label=\"Table &lt;2&gt;\""));
    let code = qrcode::QrCode::new(text.as_bytes()).expect("a code");
    let width = code.width();
    let colors = code.to_colors();
    let (size, dark) = painted(&svg);
    assert_eq!(size, width + 8);
    for y in 0..size {
        for x in 0..size {
            let inside = (4..4 + width).contains(&x) && (4..4 + width).contains(&y);
            let expected = inside && colors[(y - 4) * width + (x - 4)] == qrcode::Color::Dark;
            assert_eq!(dark[y * size + x], expected, "module ({x}, {y})");
        }
    }
    // Text too long for any QR code draws nothing rather than failing.
    assert!(qr_svg(&"x".repeat(8000), "too long").is_none());
}

#[test]
fn after_the_last_planned_round_is_closed_the_report_comes_first_and_a_round_more_asks() {
    let w = Words::new(Lang::En);
    let mut view = evening();
    view.round = 3;
    view.closed = true;
    view.actions = Actions {
        draw: Some(4),
        ..Actions::default()
    };
    assert!(evening_over(&view));
    let html = organiser_page(&w, &view);
    assert!(
        html.contains("The evening is over: all 3 rounds are played."),
        "{html}"
    );
    let report = html
        .find("href=\"/report\" target=\"_blank\">Print the report and the prizes")
        .expect("the report first");
    let draw = html
        .find("data-action=\"draw\"")
        .expect("a round more, further down");
    assert!(report < draw);
    assert!(html.contains("data-action=\"draw\" data-confirm=\"All 3 rounds of the evening are played. Draw round 4 anyway?\""));
    // The close undone: round 3 is played again, the evening goes on.
    view.closed = false;
    view.actions = Actions {
        close: Some(3),
        ..Actions::default()
    };
    assert!(!evening_over(&view));
    assert!(!organiser_page(&w, &view).contains("The evening is over"));
    // A round before the last closed: the draw is the main button, with no question.
    let mut view = evening();
    view.closed = true;
    view.actions = Actions {
        draw: Some(3),
        ..Actions::default()
    };
    let html = organiser_page(&w, &view);
    assert!(!html.contains("The evening is over"));
    assert!(html.contains("<form class=\"act\" data-action=\"draw\">"));
    let w = Words::new(Lang::Nl);
    let mut view = evening();
    view.round = 3;
    view.closed = true;
    view.actions.draw = Some(4);
    assert!(organiser_page(&w, &view).contains("De avond is voorbij"));
}

#[test]
fn the_table_cards_warn_when_their_address_is_this_computers_own() {
    let w = Words::new(Lang::En);
    let view = evening();
    assert!(!table_cards(&w, &view).contains("class=\"warning\""));
    for base in [
        "http://127.0.0.1:7878/",
        "http://localhost:7878/",
        "http://[::1]:7878/",
    ] {
        let view = OrganiserView {
            room_url: base.into(),
            ..evening()
        };
        let html = table_cards(&w, &view);
        assert!(html.contains("phones cannot reach"), "{base}: {html}");
        assert!(html.contains("--lan"), "{base}");
    }
    let view = OrganiserView {
        room_url: "http://127.0.0.1:7878/".into(),
        ..evening()
    };
    assert!(table_cards(&Words::new(Lang::Nl), &view).contains("--lan"));
}
