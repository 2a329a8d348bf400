//! The evening's report and its prizes: the table boxes never overlap from 1024 to 1920
//! pixels, and the TV shows the prizes after the last close until a `club undo`.

use super::*;

#[test]
fn the_reports_table_boxes_never_overlap_on_a_screen_from_1024_to_1920_pixels() {
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    let twelve = [
        "Ann", "Bob", "Cas", "Dee", "Eva", "Fer", "Gijs", "Hen", "Ivo", "Jan", "Kim", "Lot",
    ];
    let env = evening_of(&twelve, 1);
    for _ in 0..2 {
        env.ok(&["club", "draw"]);
        let room = Room::start(&env);
        for (table, players) in seated(&room.evening()).iter().enumerate() {
            let (status, said) = room.record(table + 1, players);
            assert_eq!(status, 200, "{said}");
        }
        drop(room);
        env.ok(&["club", "close"]);
    }
    let room = Room::start(&env);
    let driver = Driver::start(&chromedriver);
    runtime().block_on(async {
        for width in [1024, 1366, 1920] {
            let laptop = screen(&driver, width, 800).await;
            laptop
                .goto(&format!("{}report", room.base))
                .await
                .expect("the report");
            let seen = laptop
                .execute(
                    r#"
const boxes = Array.from(document.querySelectorAll('.tables table')).map((t) => t.getBoundingClientRect());
let overlaps = 0;
for (let i = 0; i < boxes.length; i++) {
  for (let j = i + 1; j < boxes.length; j++) {
    const a = boxes[i], b = boxes[j];
    if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) { overlaps++; }
  }
}
const cells = Array.from(document.querySelectorAll('.tables section')).filter((s) => s.scrollWidth > s.clientWidth + 1).length;
return { tables: boxes.length, overlaps: overlaps, sticking_out: cells, width: document.documentElement.scrollWidth };
"#,
                    vec![],
                )
                .await
                .expect("the report measured");
            eprintln!("the report at {width} px: {seen}");
            screenshot(&laptop, &format!("club-report-{width}.png")).await;
            assert_eq!(seen["tables"], json!(6), "{seen}");
            assert_eq!(seen["overlaps"], json!(0), "table boxes overlap at {width} px: {seen}");
            assert_eq!(seen["sticking_out"], json!(0), "{seen}");
            assert!(number(&seen, "width") <= f64::from(width), "{seen}");
            laptop.close().await.expect("the session ends");
        }
    });
}

/// The prizes the report (`/report`) names: each prize with its winner, in the ranking's
/// order.
fn report_prizes(room: &Room) -> Vec<(String, String)> {
    let (status, report) = room.get("/report");
    assert_eq!(status, 200, "{report}");
    let ranking = report
        .split("<table class=\"club-ranking\">")
        .nth(1)
        .and_then(|rest| rest.split("</table>").next())
        .expect("the report's ranking");
    let between = |text: &str, open: &str, close: &str| -> Option<String> {
        let from = text.find(open)? + open.len();
        let to = text[from..].find(close)? + from;
        Some(text[from..to].to_string())
    };
    ranking
        .split("<tr")
        .filter_map(|row| {
            let prize = between(row, "<td class=\"prize\">", "</td>")?;
            let name = between(row, "<th scope=\"row\">", "</th>")?;
            (!prize.is_empty()).then_some((prize, name))
        })
        .collect()
}

/// The prizes the TV shows now, each with its winner.
const TV_PRIZES: &str = "return Array.from(document.querySelectorAll('.room-winners li')).map((li) => [li.querySelector('.prize').textContent, li.querySelector('.name').textContent]);";

#[test]
fn the_tv_shows_the_prizes_after_the_last_close_and_drops_them_after_club_undo() {
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    let env = TestEnv::new();
    env.ok(&["club", "new", "Tuesday", "--hands", "1", "--rounds", "2"]);
    env.ok(&[
        "club",
        "start",
        "--players",
        &EIGHT.join(","),
        "--guest",
        "Zoe",
        "--date",
        "2026-09-01",
    ]);
    let room = Room::start(&env);
    for round in 1..=2 {
        env.ok(&["club", "draw"]);
        for (table, players) in seated(&room.evening()).iter().enumerate() {
            let (status, said) = room.record(table + 1, players);
            assert_eq!(status, 200, "round {round}: {said}");
        }
        if round == 1 {
            env.ok(&["club", "close"]);
        }
    }
    let driver = Driver::start(&chromedriver);
    runtime().block_on(async {
        let tv = screen(&driver, 1920, 1080).await;
        tv.goto(&room.base).await.expect("the TV opens the room");
        tv.execute("window.notReloaded = true; return true;", vec![])
            .await
            .expect("the mark is set");
        assert!(text(&tv, "#live .state").await.starts_with("Round 2 of 2"));
        assert_eq!(
            tv.execute(TV_PRIZES, vec![]).await.expect("the prizes"),
            json!([]),
            "no prizes while the last round is played"
        );

        // The last round closed: the TV shows the prizes, as the report names them.
        env.ok(&["club", "close"]);
        until(
            &tv,
            "the prizes on the TV",
            "return document.querySelector('.room-winners') !== null;",
        )
        .await;
        assert_eq!(
            text(&tv, "#live .state").await,
            "The evening is over: all 2 rounds are played."
        );
        let shown: Vec<(String, String)> =
            serde_json::from_value(tv.execute(TV_PRIZES, vec![]).await.expect("the prizes"))
                .expect("pairs");
        let reported = report_prizes(&room);
        eprintln!("the TV's prizes: {shown:?}; the report's: {reported:?}");
        assert_eq!(shown, reported, "the TV names the report's prizes");
        assert!(
            shown.iter().any(|(prize, _)| prize == "1st prize"),
            "{shown:?}"
        );
        assert!(
            shown.iter().any(|(prize, _)| prize == "booby prize"),
            "{shown:?}"
        );
        let seen = tv
            .execute(
                r#"
const inside = (e) => { const r = e.getBoundingClientRect(); return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth; };
const rows = Array.from(document.querySelectorAll('.room-ranking tbody tr')).filter((r) => r.getClientRects().length > 0);
return {
  prizes_inside: Array.from(document.querySelectorAll('.room-winners li')).every(inside),
  rows: rows.length,
  rows_inside: rows.filter(inside).length,
  cards: document.querySelectorAll('.room-table').length,
  height: document.documentElement.scrollHeight,
  width: document.documentElement.scrollWidth,
  reloaded: window.notReloaded !== true,
};
"#,
                vec![],
            )
            .await
            .expect("the page measures itself");
        eprintln!("the TV at the end: {seen}");
        screenshot(&tv, "club-room-tv-prizes.png").await;
        assert_eq!(seen["prizes_inside"], json!(true), "{seen}");
        assert_eq!(seen["rows"], json!(9), "everyone in the ranking: {seen}");
        assert_eq!(seen["rows_inside"], json!(9), "{seen}");
        assert_eq!(seen["cards"], json!(0), "no table cards at the end: {seen}");
        assert!(number(&seen, "height") <= 1080.0, "{seen}");
        assert!(number(&seen, "width") <= 1920.0, "{seen}");
        assert_eq!(seen["reloaded"], json!(false), "updated in place: {seen}");

        // `club undo` takes the close back: the evening goes on, the prizes go.
        env.ok(&["club", "undo"]);
        until(
            &tv,
            "the prizes gone after club undo",
            "return document.querySelector('.room-winners') === null && document.querySelectorAll('.room-table').length === 2;",
        )
        .await;
        assert!(text(&tv, "#live .state").await.starts_with("Round 2 of 2"));
        assert_eq!(
            tv.execute(TV_PRIZES, vec![]).await.expect("the prizes"),
            json!([])
        );
        screenshot(&tv, "club-room-tv-undone.png").await;
        tv.close().await.expect("the TV's session ends");
    });
}
