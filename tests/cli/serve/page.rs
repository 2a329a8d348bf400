//! The pages `serve` shows: the table's page, the TV, the printed report, its language, and
//! the link to BG Stats.

use super::*;

#[test]
fn the_page_shows_the_standings_the_banner_the_chart_and_the_last_hand() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &[]);
    let (status, page) = server.get("/");
    assert_eq!(status, 200);
    assert!(page.starts_with("<!doctype html>"));
    assert!(page.contains("name=\"viewport\""));
    for part in [
        "Standings",
        "Next hand",
        "Hand 2: Bob deals 13 cards each.",
        "Ann gives 3 cards to &lt;b&gt;Dee&lt;/b&gt;.",
        "Whoever holds 2♣ leads the first trick.",
        "Hearts may not be led until broken.",
        "Last hand",
        "Hand 1 recorded: Ann +16, Bob +5, Cas 0, &lt;b&gt;Dee&lt;/b&gt; +5.",
        "<svg",
        "class=\"leader\"",
    ] {
        crate::assert_contains(&page, part);
    }
    assert!(!page.contains("<b>Dee"), "a name is escaped everywhere");
    assert!(
        !page.contains("id=\"hand\""),
        "no entry form without the key"
    );
    assert_self_contained(&page);
    assert!(
        page.len() < 100_000,
        "the first page is {} bytes",
        page.len()
    );

    let (status, keyed) = server.get(&format!("/?key={}", server.key));
    assert_eq!(status, 200);
    crate::assert_contains(&keyed, "id=\"hand\"");
    crate::assert_contains(
        &keyed,
        "data-player=\"&lt;b&gt;Dee&lt;/b&gt;\" value=\"rest\"",
    );
    let (_, wrong) = server.get("/?key=0123456789abcdef0123456789abcdef");
    assert!(!wrong.contains("id=\"hand\""));
    crate::assert_contains(&wrong, "key no longer opens the table");
}

#[test]
fn the_first_load_stays_under_100_kb_with_eight_players_thirty_hands_and_the_chart() {
    let (env, file) = long_match("cancellation", EIGHT, 30);
    let server = Server::start(&env, &file, &[]);
    for path in ["/", &format!("/?key={}", server.key), "/?tv"] {
        let (status, page) = server.get(path);
        assert_eq!(status, 200);
        crate::assert_contains(&page, "<svg class=\"hj-chart\"");
        crate::assert_contains(&page, "<th scope=\"row\">30</th>");
        eprintln!("GET {path}: {} bytes", page.len());
        assert!(
            page.len() < 100_000,
            "GET {path} is {} bytes, over 100 KB",
            page.len()
        );
    }
}

#[test]
fn the_tv_layout_is_read_only_even_with_the_key() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &[]);
    let (status, scoreboard) = server.get("/");
    assert_eq!(status, 200);
    crate::assert_contains(&scoreboard, "<style media=\"(min-width: 1600px)");
    crate::assert_contains(&scoreboard, "<a href=\"/?tv\">TV</a>");
    for path in [
        "/?tv".to_string(),
        format!("/?tv&key={}", server.key),
        format!("/?key={}&tv=1", server.key),
        "/?tv&key=0123456789abcdef0123456789abcdef".to_string(),
    ] {
        let (status, tv) = server.get(&path);
        assert_eq!(status, 200, "{path}");
        assert!(
            !tv.contains("<form"),
            "{path}: the TV layout has no entry form"
        );
        assert!(!tv.contains("wrong-key"), "{path}");
        assert!(
            !tv.contains("<style media="),
            "{path}: the TV layout on any screen"
        );
        crate::assert_contains(&tv, "grid-template-columns: minmax(0, 19rem)");
        crate::assert_contains(&tv, "Hand 1 recorded");
    }
    // The live part is the same for every layout: the TV's page replaces it as any page does.
    let (status, live) = server.get("/live");
    assert_eq!(status, 200);
    crate::assert_contains(&live, "<div class=\"side\">");
    crate::assert_contains(&live, "<div class=\"board\">");
}

#[test]
fn the_report_is_printed_on_a4_unless_the_locale_says_letter() {
    let (env, file) = one_hand_played();
    let export = |vars: &[(&str, &str)]| {
        let mut command = assert_cmd::Command::cargo_bin("hartenjagen").expect("the binary");
        command
            .env("HARTENJAGEN_HOME", env.home())
            .env_remove("LC_PAPER")
            .env_remove("LC_ALL")
            .env_remove("LANG")
            .args([
                "--lang", "en", "export", "--format", "html", "--file", &file,
            ]);
        for (name, value) in vars {
            command.env(name, value);
        }
        let output = command.output().expect("export runs");
        assert!(output.status.success());
        String::from_utf8(output.stdout).expect("UTF-8")
    };
    crate::assert_contains(&export(&[]), "@page { size: A4 portrait;");
    crate::assert_contains(&export(&[("LANG", "nl_NL.UTF-8")]), "size: A4 portrait");
    crate::assert_contains(&export(&[("LANG", "en_US.UTF-8")]), "size: letter portrait");
    crate::assert_contains(
        &export(&[("LC_PAPER", "de_DE.UTF-8"), ("LANG", "en_US.UTF-8")]),
        "size: A4 portrait",
    );
    crate::assert_contains(
        &export(&[("LC_ALL", "es_MX.UTF-8"), ("LANG", "nl_NL.UTF-8")]),
        "size: letter portrait",
    );
}

#[test]
fn the_report_is_one_printable_file_the_same_as_export_html() {
    let (env, file) = one_hand_played();
    let exported = env.ok(&["export", "--format", "html", "--file", &file]);
    for part in [
        "<!doctype html>",
        "@media print",
        "Ranking",
        "1st",
        "&lt;b&gt;Dee&lt;/b&gt;",
        "Every hand",
        "Summary",
        "Hands played: 1",
        "<svg",
    ] {
        crate::assert_contains(&exported, part);
    }
    assert!(!exported.contains("<b>Dee"));
    assert_self_contained(&exported);
    let server = Server::start(&env, &file, &[]);
    assert_eq!(server.get("/report"), (200, exported));
}

#[test]
fn serve_speaks_the_language_it_runs_in() {
    let (env, file) = one_hand_played();
    let server = Server::start(&env, &file, &["--lang", "nl"]);
    let (_, page) = server.get("/");
    crate::assert_contains(&page, "<html lang=\"nl\">");
    crate::assert_contains(&page, "Volgende ronde");
    crate::assert_contains(&page, "Ronde 2: Bob deelt ieder 13 kaarten.");
    // The chart's words too, on the page and in the report.
    let (_, report) = server.get("/report");
    for html in [&page, &report] {
        crate::assert_contains(html, "— stand per ronde</title>");
        crate::assert_contains(html, ">ronde</text>");
        crate::assert_contains(html, ">eindpunt 100</text>");
        assert!(!html.contains("running totals"), "{html}");
    }
    crate::assert_contains(&page, "<a href=\"/?tv\">Tv-weergave</a>");
    let (status, said) = server.post_hand("/api/record", &json!({"took": {"Zed": "SV"}}));
    assert_eq!(
        (status, said["code"].as_str()),
        (400, Some("unknown-player"))
    );
    crate::assert_contains(said["error"].as_str().unwrap_or_default(), "Zed");
    let (_, said) = server.post("/api/record", None, b"{}");
    crate::assert_contains(said["error"].as_str().unwrap_or_default(), "sleutel");
}

/// The text between `start` and the next `end` after it.
fn between<'a>(text: &'a str, start: &str, end: &str) -> Option<&'a str> {
    let from = text.find(start)? + start.len();
    let to = text[from..].find(end)? + from;
    Some(&text[from..to])
}

/// Percent-decoding, for the BG Stats link's data.
fn url_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            out.push(u8::from_str_radix(&text[i + 1..i + 3], 16).expect("a %XX escape"));
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).expect("UTF-8")
}

#[test]
fn the_page_links_a_finished_match_to_bg_stats_with_its_exported_play() {
    let env = TestEnv::new();
    env.ok(&["new", "--players", "Ann,Bob,Cas,<b>Dee</b>", "--hands", "2"]);
    let file = env.match_file().display().to_string();
    env.ok(&[
        "record",
        "--file",
        &file,
        "Ann=QS 3",
        "Bob=5",
        "<b>Dee</b>=rest",
    ]);
    let server = Server::start(&env, &file, &[]);
    let (_, page) = server.get("/");
    assert!(!page.contains("Log in BG Stats"), "not while it is played");
    assert!(!page.contains("bgstatsapp"), "not while it is played");
    env.ok(&["record", "--file", &file, "Ann=QS 10", "Cas=3"]);
    let (_, page) = server.get("/");
    let link = between(&page, "<p class=\"bgstats\"><a href=\"", "\"").expect("the link");
    crate::assert_contains(&page, ">Log in BG Stats</a>");
    let data = link
        .replace("&amp;", "&")
        .strip_prefix("https://app.bgstatsapp.com/createPlay.html?data=")
        .expect("BG Stats' push URL")
        .to_string();
    assert!(!data.contains(['<', '>', '"', '&', ' ']), "{data}");
    let play: Value = serde_json::from_str(&url_decode(&data)).expect("JSON");
    let exported: Value =
        serde_json::from_str(&env.ok(&["export", "--format", "bgstats", "--file", &file]))
            .expect("JSON");
    assert_eq!(play, exported);
    assert_eq!(play["players"][3]["name"], "<b>Dee</b>");
}

#[test]
fn a_dutch_page_calls_the_game_by_its_dutch_name() {
    // The browser review's N15: "black-maria — hartenjagen" in a Dutch tab.
    let env = started("black-maria", "Ann,Bob,Cas,Dee");
    let file = env.match_file().display().to_string();
    env.ok(&["record", "--file", &file, "Ann=QS", "Bob=rest"]);
    let server = Server::start(&env, &file, &["--lang", "nl"]);
    let (_, page) = server.get(&format!("/?key={}", server.key));
    crate::assert_contains(&page, "<title>Zwarte Maria — hartenjagen</title>");
    crate::assert_contains(&page, "<h1>Zwarte Maria — Ann, Bob, Cas en Dee");
    crate::assert_contains(
        &page,
        "<title>Zwarte Maria: Ann, Bob, Cas en Dee — stand per ronde",
    );
    let (_, report) = server.get("/report");
    crate::assert_contains(&report, "<h1>Zwarte Maria — ");
    // The key stays the variant's name for scripts.
    assert_eq!(env.status()["variant"], "black-maria");
    drop(server);
    let server = Server::start(&env, &file, &[]);
    let (_, page) = server.get("/");
    crate::assert_contains(&page, "<title>black-maria — hartenjagen</title>");

    // A file of one's own may name its game in Dutch too.
    let mine = env.path("mijn.toml");
    std::fs::write(
        &mine,
        "name = \"mijn\"\nextends = \"hartenjagen\"\n[texts.nl]\nname = \"Mijn spel\"\n",
    )
    .expect("the variant file");
    env.ok(&["variants", "check", &mine]);
}
