//! The app's calls, natively: what the shell sends and what the engine answers.

use super::call;
use serde_json::{Value, json};

fn ask(request: Value) -> Value {
    serde_json::from_str(&call(&request.to_string())).expect("the answer is JSON")
}

const NOW: &str = "2026-12-02T20:15:00+01:00";

/// A new four-player Hartenjagen: its match-file text.
fn new_match() -> String {
    let answer = ask(json!({
        "call": "start", "lang": "en", "now": NOW,
        "variant": "hartenjagen", "players": "Ann Bob Cas Dee", "dealer": 0,
        "length": "as-the-game", "number": ""
    }));
    answer["text"].as_str().expect("a match file").to_string()
}

fn request(text: &str, path: &str, body: Value) -> Value {
    ask(json!({
        "call": "request", "lang": "en", "now": NOW,
        "text": text, "path": path, "body": body.to_string()
    }))
}

#[test]
fn a_request_that_is_not_one_is_answered_with_an_error() {
    assert!(ask(json!({"call": "nothing"}))["error"].is_string());
    assert!(call("not json").contains("error"));
}

#[test]
fn a_match_is_started_as_play_starts_it_and_a_table_that_does_not_fit_is_refused_at_the_players() {
    let text = new_match();
    assert!(text.starts_with("# hartenjagen match file"), "{text}");
    let refused = ask(json!({
        "call": "start", "lang": "en", "now": NOW,
        "variant": "hartenjagen", "players": "Ann Bob", "length": ""
    }));
    assert_eq!(refused["field"], "players");
    assert!(
        refused["error"].as_str().expect("said").contains('4'),
        "{refused}"
    );
    let no_number = ask(json!({
        "call": "start", "lang": "nl", "now": NOW,
        "variant": "hartenjagen", "players": "Ann Bob Cas Dee", "length": "hands", "number": "x"
    }));
    assert_eq!(no_number["field"], "number");
    assert_eq!(
        no_number["error"],
        "Geef een aantal voor hoe lang, zoals 100."
    );
}

#[test]
fn a_hand_recorded_on_the_kept_text_is_saved_in_the_new_text_with_the_phones_door() {
    let text = new_match();
    let body = json!({"took": {"Ann": "QS 3", "Bob": "5", "Dee": "rest"}, "hand": 1, "entries": 0});
    let checked = request(&text, "/api/check", body.clone());
    assert_eq!(checked["status"], 200);
    assert!(checked.get("text").is_none(), "a check changes nothing");
    let recorded = request(&text, "/api/record", body);
    assert_eq!(recorded["status"], 200, "{recorded}");
    let after = recorded["text"].as_str().expect("the new text");
    assert!(after.contains("door = \"phone\""), "{after}");
    let status: Value =
        serde_json::from_str(recorded["body"].as_str().expect("a body")).expect("JSON");
    assert_eq!(status["totals"]["Ann"], 16);
    // The same hand again, as if from a page that had not seen it: refused, nothing changed.
    let again = request(
        after,
        "/api/record",
        json!({"took": {"Ann": "QS 3", "Dee": "rest"}, "hand": 1, "entries": 0}),
    );
    assert_eq!(again["status"], 409, "{again}");
    assert!(again.get("text").is_none());
}

#[test]
fn a_refusal_names_the_field_as_serves_page_does() {
    let text = new_match();
    let refused = request(
        &text,
        "/api/check",
        json!({"took": {"Ann": "QX", "Dee": "rest"}}),
    );
    assert_eq!(refused["status"], 400);
    let body: Value =
        serde_json::from_str(refused["body"].as_str().expect("a body")).expect("JSON");
    assert_eq!(body["field"], "took.Ann", "{body}");
}

#[test]
fn a_club_tables_file_is_not_imported_and_a_match_file_is() {
    use hartenjagen::core::catalog::{Source, resolve};
    use hartenjagen::core::game::{Match, MatchOptions};
    let variant = resolve("hartenjagen", &Source::builtin).expect("the game");
    let options = MatchOptions {
        club: true,
        hands: Some(8),
        ..MatchOptions::default()
    };
    let players = ["Ann", "Bob", "Cas", "Dee"].map(String::from).to_vec();
    let started = chrono::DateTime::parse_from_rfc3339(NOW).expect("a time");
    let game = Match::new(variant, players, 0, options, started).expect("a club table");
    let club = hartenjagen::format::matchfile::render(&game).expect("its file");
    let refused = ask(json!({"call": "import", "lang": "en", "name": "t1.toml", "text": club}));
    assert_eq!(
        refused["error"],
        "t1.toml is a table of a club evening: its evening's rules cannot be kept on a phone, so it is not imported."
    );
    let taken = ask(json!({"call": "import", "lang": "en", "name": "m.toml", "text": new_match()}));
    assert_eq!(
        taken["said"],
        "hartenjagen — Ann, Bob, Cas and Dee was imported."
    );
    let broken = ask(json!({"call": "import", "lang": "en", "name": "m.toml", "text": "nonsense"}));
    assert!(
        broken["error"].as_str().expect("said").contains("m.toml"),
        "{broken}"
    );
}

#[test]
fn every_screen_is_in_the_pages_language() {
    let text = new_match();
    let kept = json!([{"id": "a", "text": text}]);
    let home = ask(json!({"call": "home", "lang": "nl", "matches": kept}));
    let html = home["html"].as_str().expect("html");
    assert!(html.contains("Partijen op deze telefoon"), "{html}");
    assert!(html.contains("match.html?m=a"), "{html}");
    let page = ask(json!({"call": "page", "lang": "nl", "id": "a", "text": text}));
    let html = page["html"].as_str().expect("html");
    assert!(
        html.contains("Alle partijen") && html.contains("id=\"table-data\""),
        "{html}"
    );
    assert!(
        !html.contains("<script>"),
        "the page's script is the shell's file: {html}"
    );
    let rules = ask(json!({"call": "rules", "lang": "nl", "variant": "black-maria"}));
    assert_eq!(rules["title"], "Zwarte Maria");
    assert!(
        rules["html"].as_str().expect("html").contains("Spelers"),
        "{rules}"
    );
    let choices = ask(
        json!({"call": "start-choices", "lang": "en", "variant": "auction", "players": "Ann Bob Cas Dee"}),
    );
    assert_eq!(choices["dealers"], json!(["Ann", "Bob", "Cas", "Dee"]));
    assert!(choices["lengths"].as_array().expect("lengths").len() >= 2);
    // The earlier tables offered are those that can play the game chosen.
    let choices = ask(json!({
        "call": "start-choices", "lang": "en", "variant": "hartenjagen", "players": "",
        "recent": [["Ann", "Bob", "Cas"], ["Ann", "Bob", "Cas", "Dee"]]
    }));
    assert_eq!(choices["recent"], json!(["Ann, Bob, Cas, Dee"]));
    assert_eq!(
        choices["error"],
        Value::Null,
        "no names typed is no refusal yet"
    );
}
