//! The HTML is pinned by exact-output tests (the styles and the chart's drawing left out, one
//! element a line), and every text from outside is escaped.

use super::*;
use crate::core::testkit::{game, input, time};
use crate::words::Lang;

/// Ann, Bob, Cas and `<i>Dee</i>` after two hands of Hartenjagen, the second a moon.
fn played() -> Match {
    let mut m = game("hartenjagen", 4);
    m.players[3] = "<i>Dee</i>".into();
    m.record(
        &input(&m, &[("Ann", "QS 3"), ("Bob", "5"), ("<i>Dee</i>", "rest")]),
        time(),
    )
    .expect("hand 1");
    m.record(&input(&m, &[("Bob", "rest")]), time())
        .expect("hand 2");
    m
}

/// Where the element that starts at `start` ends (after its closing tag), elements of the
/// same name inside it counted.
fn element_end(html: &str, start: usize, open: &str, close: &str) -> usize {
    let mut depth = 0;
    let mut at = start;
    loop {
        let next_open = html[at + 1..].find(open).map(|i| i + at + 1);
        let next_close = html[at..].find(close).expect("closed") + at;
        match next_open {
            Some(o) if o < next_close => {
                depth += 1;
                at = o;
            }
            _ if depth == 0 => return next_close + close.len(),
            _ => {
                depth -= 1;
                at = next_close + 1;
            }
        }
    }
}

/// The HTML with its styles, script and chart drawing replaced by their names, a line per
/// block element, so that a change of wording is a readable diff.
pub(super) fn readable_with(html: &str, more: &[&str]) -> String {
    let mut out = html.to_string();
    for (open, close, name) in [
        ("<svg", "</svg>", "<svg>…</svg>"),
        ("<style", "</style>", "<style>…</style>"),
        ("<script>", "</script>", "<script>…</script>"),
    ] {
        while let Some(start) = out.find(open) {
            let end = element_end(&out, start, open, close);
            out.replace_range(start..end, &name.replace('<', "\u{1}"));
        }
    }
    let out = out.replace('\u{1}', "<");
    let mut lines = out;
    for tag in [
        "</p>",
        "</h1>",
        "</h2>",
        "</tr>",
        "</li>",
        "</label>",
        "</section>",
        "</table>",
    ]
    .iter()
    .chain(more)
    {
        lines = lines.replace(tag, &format!("{tag}\n"));
    }
    lines
}

/// [`readable_with`] with the page's own block elements.
fn readable(html: &str) -> String {
    readable_with(html, &[])
}

#[test]
fn escape_makes_every_outside_text_inert() {
    assert_eq!(
        escape("<script>alert('x') & \"y\"</script>"),
        "&lt;script&gt;alert(&#39;x&#39;) &amp; &quot;y&quot;&lt;/script&gt;"
    );
    assert_eq!(escape("Ann ♥ 10"), "Ann ♥ 10");
}

#[test]
fn json_in_the_page_cannot_close_its_script() {
    let text = script_json(&serde_json::json!({"players": ["</script><script>x()"]}));
    assert!(!text.contains('<'), "{text}");
    let back: serde_json::Value = serde_json::from_str(&text).expect("still JSON");
    assert_eq!(back["players"][0], "</script><script>x()");
}

#[test]
fn the_report_shows_the_ranking_every_hand_the_summary_and_the_chart() {
    let m = played();
    let board = m.scoreboard();
    let w = Words::new(Lang::En);
    let html = report(&w, &m, &board, Paper::A4).expect("a report");
    assert!(html.contains("@media print"));
    assert!(!html.contains("<i>Dee"), "names are escaped");
    insta::assert_snapshot!("report_en", readable(&html));
    let w = Words::new(Lang::Nl);
    insta::assert_snapshot!(
        "report_nl",
        readable(&report(&w, &m, &board, Paper::A4).expect("a report"))
    );
}

#[test]
fn the_page_for_the_table_has_a_field_per_player_and_the_last_one_gets_the_rest() {
    let m = played();
    let board = m.scoreboard();
    let w = Words::new(Lang::En);
    let html = page(&w, &m, &board, Access::Table, "v1").expect("a page");
    insta::assert_snapshot!("page_table_en", readable(&html));
    let everyone = page(&w, &m, &board, Access::Everyone, "v1").expect("a page");
    assert!(!everyone.contains("<form"));
    assert!(everyone.contains("\"version\":\"v1\""));
}

#[test]
fn the_form_asks_what_each_game_needs() {
    let w = Words::new(Lang::En);
    let form = |m: &Match| entry_form(&w, m, &m.scoreboard(), false).into_string();
    let auction = form(&game("auction", 4));
    for part in [
        "name=\"bidder\"",
        "name=\"bid\"",
        "name=\"suit\"",
        "name=\"all_pass\"",
    ] {
        assert!(auction.contains(part), "auction: {part}");
    }
    assert!(
        !auction.contains("name=\"renege\""),
        "no renege charge in a chips game"
    );
    let reversis = form(&game("reversis", 4));
    assert!(reversis.contains("name=\"pay\""));
    assert!(reversis.contains("name=\"declare\""));
    let hartenjagen = form(&game("hartenjagen", 4));
    for absent in [
        "name=\"moon\"",
        "name=\"pay\"",
        "name=\"bid\"",
        "name=\"out\"",
    ] {
        assert!(!hartenjagen.contains(absent), "hartenjagen: {absent}");
    }
    assert!(hartenjagen.contains("name=\"renege\""));
    assert!(hartenjagen.contains("name=\"pass\""));
    assert!(
        !form(&game("slobberhannes", 4)).contains("name=\"pass\""),
        "no pass in a game that never passes"
    );
    assert!(form(&game("complex", 4)).contains("name=\"moon\""));
    assert!(form(&game("cancellation", 6)).contains("name=\"out\""));
}

/// The help line above the fields offers a bare number only where the engine takes one: a
/// game that refuses `Ann=3` (Gong Zhu, Conquimbert, Spot) says to type each card.
#[test]
fn the_help_line_offers_a_number_only_where_a_bare_number_is_taken() {
    for lang in [Lang::En, Lang::Nl] {
        let w = Words::new(lang);
        for (variant, players) in [
            ("gong-zhu", 4),
            ("conquimbert", 5),
            ("spot", 4),
            ("hartenjagen", 4),
            ("hearts", 4),
            ("auction", 4),
        ] {
            let m = game(variant, players);
            let form = entry_form(&w, &m, &m.scoreboard(), false).into_string();
            let help = &form[form.find("<p class=\"help\">").expect("the help")..];
            let help = &help[..help.find("</p>").expect("its end")];
            let number = t!(w, "web-enter-help-cards", cards = "");
            let cards_only = &number[..number.find('(').expect("its example")];
            let offers = !help.contains(cards_only);
            let refused = m
                .clone()
                .record(&input(&m, &[("Ann", "3"), ("Bob", "rest")]), time())
                .is_err_and(|e| {
                    e == crate::core::game::MatchError::Cards(
                        crate::core::scoring::HandError::BareHeartsNotAccepted,
                    )
                });
            assert_eq!(offers, !refused, "{variant} ({lang:?}): {help}");
            if !offers {
                assert!(
                    !help.contains("a number") && !help.contains("een getal"),
                    "{variant}: {help}"
                );
            }
        }
    }
}

#[test]
fn the_tv_page_is_read_only_and_the_scoreboard_takes_the_tv_layout_on_a_wide_screen() {
    let m = played();
    let board = m.scoreboard();
    let w = Words::new(Lang::En);
    let tv = page(&w, &m, &board, Access::Tv, "v1").expect("a page");
    assert!(!tv.contains("<form"), "the TV layout is read-only");
    assert!(!tv.contains("id=\"entry\""));
    assert!(tv.contains(&format!("<style>{TV_CSS}</style>")));
    assert!(!tv.contains("href=\"/?tv\""), "no link to itself");
    let everyone = page(&w, &m, &board, Access::Everyone, "v1").expect("a page");
    assert!(everyone.contains(&format!("<style media=\"{TV_SCREEN}\">{TV_CSS}</style>")));
    assert!(everyone.contains("<a href=\"/?tv\">TV</a>"));
    // A page that enters hands keeps its layout (and its form) on any screen.
    let table = page(&w, &m, &board, Access::Table, "v1").expect("a page");
    assert!(!table.contains(TV_CSS));
    assert!(table.contains("<a href=\"/?tv\">TV</a>"));
    let nl = page(&Words::new(Lang::Nl), &m, &board, Access::Table, "v1").expect("a page");
    assert!(nl.contains("<a href=\"/?tv\">Tv-weergave</a>"));
    assert!(nl.contains("<h2>Rondes, nieuwste eerst</h2>"));
}

#[test]
fn no_standings_card_is_left_alone_on_a_row_where_another_count_avoids_it() {
    assert_eq!(card_columns(4, 3), 2, "four cards at 412 px: 2 + 2");
    assert_eq!(card_columns(4, 2), 2);
    assert_eq!(card_columns(4, 5), 4);
    assert_eq!(card_columns(7, 3), 4, "4 + 3 rather than 3 + 3 + 1");
    assert_eq!(card_columns(5, 3), 3);
    let alone = |cards: usize, columns: usize| columns < cards && cards % columns == 1;
    for cards in 2..=11 {
        for fit in 2..=8 {
            let columns = card_columns(cards, fit);
            assert!(
                columns <= fit + 1 && columns >= 1,
                "{cards} cards, {fit} fit"
            );
            let avoidable = [fit - 1, fit, fit + 1]
                .into_iter()
                .any(|c| c >= 2 && c <= cards && !alone(cards, c));
            assert!(
                !avoidable || !alone(cards, columns),
                "{cards} cards, {fit} fit: {columns} columns leave one alone"
            );
        }
    }
}

#[test]
fn the_paper_is_a4_unless_the_locale_names_a_letter_country() {
    let paper = |pairs: &[(&str, &str)]| {
        let pairs: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Paper::from_locale(move |name| {
            pairs
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.clone())
        })
    };
    assert_eq!(paper(&[]), Paper::A4);
    assert_eq!(paper(&[("LANG", "C")]), Paper::A4);
    assert_eq!(paper(&[("LANG", "en_US.UTF-8")]), Paper::Letter);
    assert_eq!(paper(&[("LANG", "en_GB.UTF-8")]), Paper::A4);
    assert_eq!(paper(&[("LANG", "nl_NL.UTF-8")]), Paper::A4);
    for country in ["US", "CA", "MX", "PH", "CL", "CO", "VE"] {
        assert_eq!(
            paper(&[("LANG", &format!("es_{country}.UTF-8"))]),
            Paper::Letter
        );
    }
    // LC_PAPER first, then LC_ALL, then LANG; an empty one does not count.
    assert_eq!(
        paper(&[("LC_PAPER", "nl_NL.UTF-8"), ("LANG", "en_US.UTF-8")]),
        Paper::A4
    );
    assert_eq!(
        paper(&[("LC_PAPER", "en_CA.UTF-8"), ("LC_ALL", "nl_NL.UTF-8")]),
        Paper::Letter
    );
    assert_eq!(
        paper(&[
            ("LC_PAPER", ""),
            ("LC_ALL", "fr_CA@euro"),
            ("LANG", "nl_NL")
        ]),
        Paper::Letter
    );
    let m = played();
    let board = m.scoreboard();
    let w = Words::new(Lang::En);
    let letter = report(&w, &m, &board, Paper::Letter).expect("a report");
    assert!(letter.contains("@page { size: letter portrait; margin: 1.5cm; }"));
    let a4 = report(&w, &m, &board, Paper::A4).expect("a report");
    assert!(a4.contains("@page { size: A4 portrait; margin: 1.5cm; }"));
}

#[test]
fn complex_hearts_shows_each_magnitude_and_a_phase_total_stays_empty() {
    let mut m = game("complex", 4);
    m.record(
        &input(&m, &[("Ann", "QS 3"), ("Bob", "5"), ("Dee", "rest")]),
        time(),
    )
    .expect("a hand");
    let board = m.scoreboard();
    let w = Words::new(Lang::En);
    let shown = live(&w, &m, &board).expect("the live part");
    let magnitudes: Vec<String> = board
        .totals
        .iter()
        .map(|t| format!("|{:.1}|", t.magnitude()))
        .collect();
    for size in &magnitudes {
        assert!(
            shown.contains(&format!("<span class=\"magnitude\">{size}</span>")),
            "{size}: {shown}"
        );
    }
    assert!(shown.contains("<th scope=\"row\">|Total|</th>"), "{shown}");
    let printed = report(&w, &m, &board, Paper::A4).expect("a report");
    assert!(printed.contains(&format!("<td class=\"num\">{}</td>", magnitudes[0])));

    // Heart Hunter in phase 2: the Phase column's total cell says nothing, and the last
    // hand says that phase 2 starts.
    let mut m = game("heart-hunter", 4);
    while m.scoreboard().phase == 1 {
        m.record(&input(&m, &[("Ann", "QS JC 12"), ("Bob", "rest")]), time())
            .expect("a hand");
    }
    let board = m.scoreboard();
    let live = live(&w, &m, &board).expect("the live part");
    assert!(
        live.contains(
            "<tr><th scope=\"row\">Total</th><td class=\"dealer\"></td><td class=\"phase\"></td>"
        ),
        "{live}"
    );
    assert!(
        live.contains("<p class=\"note\">Phase 2 starts with the next hand"),
        "{live}"
    );
}

#[test]
fn the_page_draws_the_chart_in_the_charts_own_colours_for_black() {
    for (seat, colour) in crate::view::chart::svg::ON_BLACK.iter().enumerate() {
        assert!(
            PAGE_CSS.contains(&format!("--hj-c{seat}: {colour};")),
            "page.css lacks --hj-c{seat}: {colour}"
        );
    }
}

#[test]
fn a_finished_club_tables_page_offers_no_bg_stats_link_but_a_match_at_home_does() {
    // The organiser review's C2: a club table's match belongs to the evening.
    let finished = |club: bool| {
        let options = crate::core::game::MatchOptions {
            hands: Some(1),
            club,
            ..Default::default()
        };
        let mut m = crate::core::testkit::game_with("hartenjagen", 4, options);
        m.record(
            &input(&m, &[("Ann", "QS"), ("Bob", "3"), ("Cas", "rest")]),
            time(),
        )
        .expect("a hand");
        m
    };
    let w = Words::new(Lang::En);
    let home = finished(false);
    let club = finished(true);
    assert!(club.scoreboard().finished() && home.scoreboard().finished());
    let page = |m: &Match| live::live_markup(&w, m, &m.scoreboard()).into_string();
    assert!(page(&home).contains("class=\"bgstats\""));
    assert!(!page(&club).contains("class=\"bgstats\""));
}

#[test]
fn a_closed_rounds_table_page_announces_no_next_hand() {
    // The organiser review's C3: "Round 2 is closed" above "Next: hand 4, Cas deals…".
    let m = played();
    let board = m.scoreboard();
    let w = Words::new(Lang::En);
    let at_club = |closed: bool| AtClub {
        notice: maud::html! { p { "notice" } },
        closed,
        round: "1".into(),
        title: "Table 1 — Tuesday".into(),
    };
    let page = |closed: bool| {
        page_at(
            &w,
            &m,
            &board,
            Access::Table,
            "1",
            "/t/1",
            Some(&at_club(closed)),
        )
        .unwrap()
    };
    assert!(page(false).contains("Next: hand"));
    let closed = page(true);
    assert!(!closed.contains("Next: hand"), "{closed}");
    assert!(closed.contains("<title>Table 1 — Tuesday</title>"));
}

#[test]
fn the_preview_says_the_pot_and_the_lives_as_the_saved_hands_note_will() {
    // The browser review's N9: before Save, the table reads what it would dispute.
    use crate::core::cards::Suit;
    use crate::core::testkit::{auction, play};
    let en = Words::new(Lang::En);
    let nl = Words::new(Lang::Nl);
    let mut m = crate::core::testkit::game("auction", 4);
    let board = auction(
        &mut m,
        Some(("Bob", 5)),
        Suit::Hearts,
        &[("Ann", "3"), ("Cas", "4"), ("Dee", "rest")],
    );
    assert_eq!(
        preview(&en, &m, &board),
        [
            "Hand 1: Ann −3, Bob +13, Cas −4, Dee −6.",
            "Bob bid 5 and named hearts; Bob took the pot (18).",
        ]
    );
    // The note is the one the hands' list shows once the hand is saved.
    let live = live::live_markup(&en, &m, &board).into_string();
    assert!(live.contains("Bob bid 5 and named hearts; Bob took the pot (18)"));
    assert_eq!(
        preview(&nl, &m, &board)[1],
        "Bob bood 5 en noemde harten; Bob kreeg de pot (18)."
    );

    let mut m = crate::core::testkit::game("conquimbert", 4);
    let board = play(
        &mut m,
        &[
            ("Ann", "AS AH AD"),
            ("Bob", "AC TS TH TD"),
            ("Cas", "KS KH"),
            ("Dee", "rest"),
        ],
    );
    assert_eq!(
        preview(&en, &m, &board),
        [
            "Hand 1: Ann −1, Bob −1, Cas 0, Dee 0.",
            "Ann and Bob reached 31.",
            "Card points: Ann 33, Bob 41, Cas 6, Dee 28.",
        ]
    );

    // A moon is said first, as the question asked about it; a plain hand is its points.
    let mut m = crate::core::testkit::game("hartenjagen", 4);
    let board = play(&mut m, &[("Ann", "QS 3"), ("Bob", "rest")]);
    assert_eq!(
        preview(&en, &m, &board),
        ["Hand 1: Ann +16, Bob +10, Cas 0, Dee 0."]
    );
    let board = play(&mut m, &[("Cas", "QS 13")]);
    assert_eq!(preview(&en, &m, &board).len(), 1);
    assert!(
        preview(&en, &m, &board)[0].starts_with("Cas shot the moon. Hand 2: "),
        "{:?}",
        preview(&en, &m, &board)
    );
}

#[test]
fn a_dutch_page_calls_the_game_by_its_dutch_name_and_an_english_one_by_the_variants() {
    let has = |page: &str, part: &str| assert!(page.contains(part), "{part:?} not in {page}");
    // The browser review's N15: "black-maria — hartenjagen" on a Dutch page.
    let mut m = crate::core::testkit::game("black-maria", 4);
    m.record(&input(&m, &[("Ann", "QS"), ("Bob", "rest")]), time())
        .expect("a hand");
    let board = m.scoreboard();
    let nl = Words::new(Lang::Nl);
    let en = Words::new(Lang::En);
    let dutch = page(&nl, &m, &board, Access::Table, "1").unwrap();
    has(&dutch, "<title>Zwarte Maria — hartenjagen</title>");
    has(&dutch, "<h1>Zwarte Maria — Ann, Bob, Cas en Dee");
    has(&dutch, "<title>Zwarte Maria: Ann, Bob, Cas en Dee — ");
    assert!(!dutch.contains("black-maria"), "{dutch}");
    let report = report(&nl, &m, &board, Paper::A4).unwrap();
    has(&report, "<h1>Zwarte Maria — ");
    let english = page(&en, &m, &board, Access::Table, "1").unwrap();
    has(&english, "<title>black-maria — hartenjagen</title>");
    has(&english, "<h1>black-maria — Ann, Bob, Cas and Dee");
    // The terminal keeps the variant's name, which its commands take.
    assert!(text::title(&nl, &m, None).starts_with("black-maria — "));
    // A game without a Dutch name of its own keeps its name on a Dutch page.
    let m = crate::core::testkit::game("cancellation", 6);
    let dutch = page(&nl, &m, &m.scoreboard(), Access::Table, "1").unwrap();
    has(&dutch, "<title>cancellation — hartenjagen</title>");
}
