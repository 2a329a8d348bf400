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

/// The HTML with its styles, script and chart drawing replaced by their names, a line per
/// block element, so that a change of wording is a readable diff.
fn readable(html: &str) -> String {
    let mut out = html.to_string();
    for (open, close, name) in [
        ("<style>", "</style>", "<style>…</style>"),
        ("<script>", "</script>", "<script>…</script>"),
        ("<svg", "</svg>", "<svg>…</svg>"),
    ] {
        while let Some(start) = out.find(open) {
            let end = out[start..].find(close).expect("closed") + start + close.len();
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
    ] {
        lines = lines.replace(tag, &format!("{tag}\n"));
    }
    lines
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
    let html = report(&w, &m, &board).expect("a report");
    assert!(html.contains("@media print"));
    assert!(!html.contains("<i>Dee"), "names are escaped");
    insta::assert_snapshot!("report_en", readable(&html));
    let w = Words::new(Lang::Nl);
    insta::assert_snapshot!(
        "report_nl",
        readable(&report(&w, &m, &board).expect("a report"))
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
    let form = |m: &Match| entry_form(&w, m, &m.scoreboard());
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
