//! The room on a TV: ten tables at a glance following a hand live, forty players in pages
//! that turn, and thirteen players' cards in seat order filling the screen.

use super::*;

/// Forty players, some with long names, for ten tables.
const FORTY: [&str; 40] = [
    "Alexander",
    "Bernadette",
    "Christiaan",
    "Dominique",
    "Evelien",
    "Frederique",
    "Gijsbert",
    "Hendrika",
    "Ingeborg",
    "Johannes",
    "Katharina",
    "Lodewijk",
    "Margriet",
    "Nicolaas",
    "Onno",
    "Petronella",
    "Quirijn",
    "Reinier",
    "Sebastiaan",
    "Theodora",
    "Ursula",
    "Valentijn",
    "Wilhelmina",
    "Xander",
    "Yvonne",
    "Zeger",
    "Anneke",
    "Bart",
    "Cornelis",
    "Diederik",
    "Elisabeth",
    "Floris",
    "Geertruida",
    "Hubertus",
    "Isabelle",
    "Jacobus",
    "Kees",
    "Leendert",
    "Maximiliaan",
    "Noor",
];

/// How the room measures itself on the TV.
const MEASURE_ROOM: &str = r#"
const px = (e) => parseFloat(getComputedStyle(e).fontSize);
const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
const smallest = (root) => {
  let least = Infinity;
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walk.nextNode()) {
    const parent = walk.currentNode.parentElement;
    if (walk.currentNode.textContent.trim() && parent && shown(parent) && !parent.closest('script,style,title')) {
      least = Math.min(least, px(parent));
    }
  }
  return least;
};
const inside = (e) => {
  const r = e.getBoundingClientRect();
  return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
};
const cards = Array.from(document.querySelectorAll('.room-table'));
const ranking = document.querySelector('.room-ranking');
const rows = ranking ? Array.from(ranking.querySelectorAll('tbody tr')) : [];
const card_rows = {};
cards.forEach((c) => { const top = Math.round(c.getBoundingClientRect().top); card_rows[top] = (card_rows[top] || 0) + 1; });
return {
  viewport: [innerWidth, innerHeight],
  width: document.documentElement.scrollWidth,
  height: document.documentElement.scrollHeight,
  cards: cards.length,
  cards_inside: cards.filter(inside).length,
  cards_bottom: Math.max(...cards.map((c) => c.getBoundingClientRect().bottom)),
  card_rows: card_rows,
  smallest_card_text: Math.min(...cards.map(smallest)),
  smallest_text: smallest(document.body),
  ranking_heading_inside: !!ranking && inside(ranking.querySelector('h2')),
  ranking_rows: rows.length,
  ranking_rows_inside: rows.filter(inside).length,
  where_inside: inside(document.querySelector('.where')),
};
"#;

#[test]
fn the_tv_shows_ten_tables_at_a_glance_and_a_hand_at_table_7_live() {
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    let env = evening_of(&FORTY, 8);
    env.ok(&["club", "draw"]);
    let room = Room::start(&env);
    assert_eq!(room.keys.len(), 10);
    let players = seated(&room.evening());
    assert_eq!(players.len(), 10);
    // Hands at some tables: two at table 1, one at tables 2 to 5; none yet at table 7.
    for table in [1, 1, 2, 3, 4, 5] {
        let (status, said) = room.record(table, &players[table - 1]);
        assert_eq!(status, 200, "{said}");
    }
    let driver = Driver::start(&chromedriver);
    runtime().block_on(async {
        let tv = screen(&driver, 1920, 1080).await;
        tv.goto(&room.base).await.expect("the TV opens the room");
        tv.execute("window.notReloaded = true; return true;", vec![])
            .await
            .expect("the mark is set");
        let seen = tv
            .execute(MEASURE_ROOM, vec![])
            .await
            .expect("the page measures itself");
        eprintln!("the room at 1920×1080, 10 tables: {seen}");
        screenshot(&tv, "club-room-tv-10-tables.png").await;
        assert_eq!(seen["viewport"], json!([1920, 1080]), "{seen}");
        assert_eq!(seen["cards"], json!(10), "{seen}");
        assert_eq!(
            seen["cards_inside"],
            json!(10),
            "every table's card on the screen: {seen}"
        );
        assert!(
            number(&seen, "height") <= 1080.0,
            "the room is taller than the TV: {seen}"
        );
        assert!(
            number(&seen, "width") <= 1920.0,
            "wider than the TV: {seen}"
        );
        assert!(
            number(&seen, "smallest_card_text") >= 18.0,
            "a table's card has text under 18 px: {seen}"
        );
        assert!(
            number(&seen, "smallest_text") >= 18.0,
            "text under 18 px: {seen}"
        );
        assert_eq!(seen["ranking_heading_inside"], json!(true), "{seen}");
        assert!(
            number(&seen, "ranking_rows_inside") >= 10.0,
            "the top of the evening's ranking: {seen}"
        );
        assert_eq!(seen["where_inside"], json!(true), "where do I sit: {seen}");

        // A hand at table 7 through its API: the TV's card says so, without a reload.
        let card = "Array.from(document.querySelectorAll('.room-table')).find((c) => c.querySelector('h2').textContent === 'Table 7')";
        let before = tv
            .execute(&format!("return {card}.querySelector('.progress').textContent;"), vec![])
            .await
            .expect("table 7's card");
        assert_eq!(before, json!("0 of 8 hands played"));
        let started = Instant::now();
        let (status, said) = room.record(7, &players[6]);
        assert_eq!(status, 200, "{said}");
        let script = format!(
            "return {card}.querySelector('.progress').textContent === '1 of 8 hands played';"
        );
        let mut shown = None;
        while started.elapsed() < Duration::from_secs(5) {
            let value = tv.execute(&script, vec![]).await.expect("the script runs");
            if value == Value::Bool(true) {
                shown = Some(started.elapsed());
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let shown = shown.expect("table 7's hand on the TV within 5 s");
        eprintln!("table 7's hand on the TV after {} ms", shown.as_millis());
        assert_eq!(
            tv.execute("return window.notReloaded === true;", vec![])
                .await
                .expect("the mark is read"),
            json!(true),
            "the TV page was updated in place, not reloaded"
        );
        let seen = tv
            .execute(MEASURE_ROOM, vec![])
            .await
            .expect("the page measures itself");
        assert_eq!(seen["cards_inside"], json!(10), "after the update: {seen}");
        assert!(number(&seen, "height") <= 1080.0, "after the update: {seen}");
        screenshot(&tv, "club-room-tv-table-7.png").await;
        tv.close().await.expect("the TV's session ends");

        // A phone keeps one column of cards.
        let phone = browser(&driver, 390, 844, true).await;
        phone.goto(&room.base).await.expect("the phone opens the room");
        let seen = phone
            .execute(MEASURE_ROOM, vec![])
            .await
            .expect("the page measures itself");
        eprintln!("the room at 390×844: {seen}");
        assert_eq!(seen["width"], json!(390), "nothing sideways: {seen}");
        let columns = seen["card_rows"]
            .as_object()
            .expect("the cards' rows")
            .values()
            .filter_map(Value::as_u64)
            .max();
        assert_eq!(columns, Some(1), "one card a row on a phone: {seen}");
        phone.close().await.expect("the phone's session ends");
    });
}

/// What the room's ranking shows now: the rows on the screen (each whole, or not), its
/// smallest text, its page line.
const RANKING_NOW: &str = r#"
const shown = (e) => e.getClientRects().length > 0;
const rows = Array.from(document.querySelectorAll('.room-ranking tbody tr')).filter(shown);
const whole = (e) => { const r = e.getBoundingClientRect(); return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth; };
const pager = document.querySelector('.room-ranking .pages');
const cards = Array.from(document.querySelectorAll('.room-table'));
return {
  names: rows.map((r) => r.children[1].textContent),
  cut: rows.filter((r) => !whole(r)).length,
  smallest: Math.min(...rows.map((r) => parseFloat(getComputedStyle(r.children[1]).fontSize))),
  pages: pager && shown(pager) ? pager.textContent : '',
  pages_whole: pager && shown(pager) ? whole(pager) : true,
  cards_whole: cards.filter(whole).length,
  height: document.documentElement.scrollHeight,
  width: document.documentElement.scrollWidth,
};
"#;

#[test]
fn the_tv_shows_all_forty_players_in_pages_that_turn_at_1920_and_1366() {
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    let env = evening_of(&FORTY, 8);
    env.ok(&["club", "draw"]);
    let room = Room::start(&env);
    let players = seated(&room.evening());
    for table in 1..=10 {
        let (status, said) = room.record(table, &players[table - 1]);
        assert_eq!(status, 200, "{said}");
    }
    let driver = Driver::start(&chromedriver);
    runtime().block_on(async {
        for (width, height) in [(1920, 1080), (1366, 768)] {
            let tv = screen(&driver, width, height).await;
            tv.goto(&room.base).await.expect("the TV opens the room");
            let mut seen: std::collections::BTreeSet<String> = std::collections::BTreeSet::new();
            let mut pages = String::new();
            for turn in 0..4 {
                let now = tv
                    .execute(RANKING_NOW, vec![])
                    .await
                    .expect("the ranking measured");
                eprintln!("the ranking at {width}×{height}, turn {turn}: {now}");
                screenshot(&tv, &format!("club-room-40-{width}-{turn}.png")).await;
                assert_eq!(now["cut"], json!(0), "a row cut in half: {now}");
                assert_eq!(now["pages_whole"], json!(true), "{now}");
                assert_eq!(now["cards_whole"], json!(10), "every table's card: {now}");
                assert!(number(&now, "height") <= f64::from(height), "{now}");
                assert!(number(&now, "width") <= f64::from(width), "{now}");
                if width == 1920 {
                    assert!(
                        number(&now, "smallest") >= 28.0,
                        "the ranking's text under 28 px at 1920×1080: {now}"
                    );
                }
                for name in now["names"].as_array().expect("names") {
                    seen.insert(name.as_str().expect("a name").to_string());
                }
                pages = now["pages"].as_str().expect("the page line").to_string();
                if seen.len() == 40 {
                    break;
                }
                assert!(
                    pages.starts_with(&format!("Page {} of ", turn + 1))
                        && pages.ends_with(&format!("— everyone on {}me", room.base)),
                    "the page line: {now}"
                );
                // The next page comes by itself (every 10 s).
                until(
                    &tv,
                    "the ranking's next page",
                    &format!(
                        "const p = document.querySelector('.room-ranking .pages'); return !!p && p.textContent.indexOf('Page {} of') === 0;",
                        turn + 2
                    ),
                )
                .await;
            }
            assert_eq!(seen.len(), 40, "everyone on the TV at {width}×{height}: {seen:?} ({pages})");
            tv.close().await.expect("the TV's session ends");
        }
    });
}

/// Thirteen players, one with a long name, and a guest.
const THIRTEEN: [&str; 12] = [
    "Ann",
    "Bartholomeus",
    "Cas",
    "Dee",
    "Eva",
    "Fer",
    "Gijs",
    "Hen",
    "Ivo",
    "Jan",
    "Kim",
    "Lot",
];

/// How the room's cards measure themselves: each name's lines and whether it shows whole,
/// each card's names in order with its first dealer and places, and how much of the screen
/// the cards take.
const MEASURE_CARDS: &str = r#"
const lines = (e) => {
  const range = document.createRange();
  range.selectNodeContents(e);
  return new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
};
const cards = Array.from(document.querySelectorAll('.room-table'));
const names = Array.from(document.querySelectorAll('.room-table .seats .name'));
const boxes = Array.from(document.querySelectorAll('.room-table, .room-out')).map((e) => e.getBoundingClientRect());
const guest = Array.from(document.querySelectorAll('.room-ranking td')).find((td) => td.textContent.indexOf('(guest)') >= 0);
return {
  cards: cards.map((c) => ({
    names: Array.from(c.querySelectorAll('.seats li .name')).map((n) => n.textContent),
    dealer: Array.from(c.querySelectorAll('.seats li')).map((li) => li.querySelector('.dealer') ? li.querySelector('.dealer').textContent : ''),
    places: Array.from(c.querySelectorAll('.seats li')).map((li) => li.querySelector('.place') ? li.querySelector('.place').textContent : ''),
  })),
  names: names.length,
  broken: names.filter((n) => lines(n) !== 1).map((n) => n.textContent),
  cut: names.filter((n) => {
    const range = document.createRange();
    range.selectNodeContents(n);
    return n.scrollWidth > n.clientWidth || range.getBoundingClientRect().width > n.getBoundingClientRect().width + 0.02;
  }).map((n) => n.textContent),
  guest_lines: guest ? lines(guest) : 0,
  top: Math.min(...boxes.map((b) => b.top)),
  bottom: Math.max(...boxes.map((b) => b.bottom)),
  right: Math.max(...boxes.map((b) => b.right)),
  smallest: Math.min(...names.map((n) => parseFloat(getComputedStyle(n).fontSize))),
  height: document.documentElement.scrollHeight,
  width: document.documentElement.scrollWidth,
};
"#;

#[test]
fn at_13_players_the_tvs_cards_keep_seat_order_break_no_name_and_fill_the_screen() {
    let Some(chromedriver) = chromedriver() else {
        return;
    };
    let env = TestEnv::new();
    env.ok(&["club", "new", "Tuesday", "--hands", "4"]);
    env.ok(&[
        "club",
        "start",
        "--players",
        &THIRTEEN.join(","),
        "--guest",
        "Zoe",
        "--date",
        "2026-09-01",
    ]);
    env.ok(&["club", "draw"]);
    let room = Room::start(&env);
    let players = seated(&room.evening());
    assert_eq!(players.len(), 3, "three tables of four, one sits out");
    // A hand at every table: the cards show totals and places (the leader's row is not first
    // unless the first dealer leads).
    for (table, seated) in players.iter().enumerate() {
        let mut hand = seated.clone();
        hand.rotate_left(1);
        let (status, said) = room.record(table + 1, &hand);
        assert_eq!(status, 200, "{said}");
    }
    let driver = Driver::start(&chromedriver);
    runtime().block_on(async {
        for (width, height) in [(1920, 1080), (1366, 768)] {
            let tv = screen(&driver, width, height).await;
            tv.goto(&room.base).await.expect("the TV opens the room");
            let seen = tv
                .execute(MEASURE_CARDS, vec![])
                .await
                .expect("the cards measured");
            eprintln!("the cards at {width}×{height}, 13 players: {seen}");
            screenshot(&tv, &format!("club-room-13-{width}.png")).await;
            let cards = seen["cards"].as_array().expect("the cards");
            assert_eq!(cards.len(), 3, "{seen}");
            for (card, seated) in cards.iter().zip(&players) {
                assert_eq!(card["names"], json!(seated), "seat order: {seen}");
                assert_eq!(
                    card["dealer"],
                    json!(["deals first", "", "", ""]),
                    "the first dealer marked: {seen}"
                );
                let places = card["places"].as_array().expect("places");
                assert!(
                    places
                        .iter()
                        .all(|p| p.as_str().is_some_and(|p| !p.is_empty())),
                    "a place beside each name: {seen}"
                );
            }
            assert_eq!(seen["names"], json!(12), "{seen}");
            assert_eq!(seen["broken"], json!([]), "a name over two lines: {seen}");
            assert_eq!(seen["cut"], json!([]), "a name not shown whole: {seen}");
            assert_eq!(seen["guest_lines"], json!(1), "'Zoe (guest)' wraps: {seen}");
            assert!(number(&seen, "height") <= f64::from(height), "{seen}");
            assert!(number(&seen, "width") <= f64::from(width), "{seen}");
            let used = number(&seen, "bottom") - number(&seen, "top");
            assert!(
                used >= 0.6 * f64::from(height),
                "the cards take {used} of {height} pixels: {seen}"
            );
            tv.close().await.expect("the TV's session ends");
        }
    });
}
