//! The app's screens, made as HTML for the shell to put in its page: the kept matches, the
//! start form and its choices, a match's page (the very page `serve` gives a table, with the
//! app's links), and the rules. Every word is the engine's.

use crate::Kept;
use hartenjagen::core::catalog::{BUILTIN, Source, resolve};
use hartenjagen::core::game::{Match, MatchError, SetupError};
use hartenjagen::core::variant::Variant;
use hartenjagen::format::matchfile::Loaded;
use hartenjagen::page::version_of;
use hartenjagen::t;
use hartenjagen::view::html::{Access, page_body};
use hartenjagen::view::start::{
    Length, fitting_tables, game_order, lengths, names_in, rematch_dealer,
};
use hartenjagen::view::text;
use hartenjagen::words::errors as said;
use hartenjagen::words::{Lang, Words};
use maud::{Markup, html};
use serde_json::{Value, json};

/// A screen: its title and its HTML.
fn screen(w: &Words, title: &str, html: Markup) -> Value {
    json!({ "lang": w.lang().code(), "title": title, "html": html.into_string() })
}

/// The link to the same screen in the other language.
fn other_lang(w: &Words) -> Markup {
    let other = match w.lang() {
        Lang::En => Lang::Nl,
        Lang::Nl => Lang::En,
    };
    html! { a id="other-lang" href="#" data-lang=(other.code()) { (t!(w, "app-other-lang")) } }
}

/// A match as the list and the export name it: the game and its players.
pub fn match_title(w: &Words, game: &Match) -> String {
    format!(
        "{} — {}",
        game.rules.name_in(w.lang().code()),
        w.and(&game.players)
    )
}

/// The kept matches that read, newest first as the shell lists them, with their key.
fn readable(matches: &[Kept]) -> Vec<(&str, Loaded)> {
    matches
        .iter()
        .filter_map(|kept| {
            crate::read(&kept.text)
                .ok()
                .map(|loaded| (kept.id.as_str(), loaded))
        })
        .collect()
}

/// The first screen: every kept match (continue, delete after a question), a new one, an
/// import, and where the matches are kept.
pub fn home(w: &Words, matches: &[Kept]) -> Value {
    let html = html! {
        header class="screen" {
            h1 { "hartenjagen" }
            nav { (other_lang(w)) }
        }
        main class="home" {
            h2 { (t!(w, "app-matches")) }
            @if matches.is_empty() {
                p { (t!(w, "app-no-matches")) }
            } @else {
                ol class="kept" {
                    @for kept in matches {
                        @match crate::read(&kept.text) {
                            Ok(Loaded { game, board }) => {
                                li {
                                    a href={ "match.html?m=" (kept.id) } { (match_title(w, &game)) }
                                    p class="state" {
                                        (t!(w, "app-hands-state", hands = board.hands.len())) ". "
                                        (text::state_line(w, &game, &board))
                                    }
                                    button type="button" class="delete quiet" data-id=(kept.id)
                                        data-ask=(t!(w, "app-delete-ask", title = match_title(w, &game))) {
                                        (t!(w, "app-delete"))
                                    }
                                }
                            }
                            Err(error) => {
                                li {
                                    p class="message" { (t!(w, "app-unreadable", error = said::store_error(w, &error))) }
                                    button type="button" class="delete quiet" data-id=(kept.id)
                                        data-ask=(t!(w, "app-delete-ask", title = kept.id.as_str())) {
                                        (t!(w, "app-delete"))
                                    }
                                }
                            }
                        }
                    }
                }
            }
            div id="delete-ask" class="ask" hidden {
                p id="delete-ask-text" {}
                button type="button" id="delete-yes" { (t!(w, "app-delete-yes")) }
                " "
                button type="button" id="delete-no" class="quiet" { (t!(w, "web-no")) }
            }
            p { a class="button" id="new" href="new.html" { (t!(w, "app-new")) } }
            p {
                label class="field" {
                    span { (t!(w, "app-import")) }
                    input type="file" id="import" accept=".toml,text/plain,application/toml";
                }
            }
            p id="message" class="message" role="alert" {}
            p class="help" { (t!(w, "app-only-here")) }
            p { a href="rules.html" { (t!(w, "app-rules")) } }
        }
    };
    screen(w, "hartenjagen", html)
}

/// Every built-in game.
fn games() -> Vec<Variant> {
    BUILTIN
        .iter()
        .filter_map(|(name, _)| resolve(name, &Source::builtin).ok())
        .collect()
}

/// A game's name in the page's language.
fn game_name<'a>(w: &Words, variant: &'a Variant) -> &'a str {
    variant
        .player_counts()
        .first()
        .and_then(|&n| variant.rules(n).ok())
        .map_or(variant.name.as_str(), |rules| {
            rules.name_in(w.lang().code())
        })
}

/// The form that starts a match: the game (the last played first, typing filters), the
/// players (the earlier tables offered), the first dealer and how long, with `play`'s
/// defaults; `again`, the key of a kept match whose table plays again (its game, its players,
/// the next first dealer).
pub fn start_form(w: &Words, matches: &[Kept], again: Option<&str>) -> Value {
    let kept = readable(matches);
    let variants = games();
    let last = kept
        .first()
        .map(|(_, loaded)| loaded.game.variant.name.as_str());
    let again = again.and_then(|id| kept.iter().find(|(kept, _)| *kept == id));
    let chosen = again
        .map(|(_, loaded)| loaded.game.variant.name.as_str())
        .or(last);
    let order = game_order(&variants, chosen);
    let recent: Vec<Vec<String>> = kept.iter().map(|(_, l)| l.game.players.clone()).collect();
    let players = again
        .map(|(_, l)| l.game.players.join(", "))
        .unwrap_or_default();
    let dealer = again.map_or(0, |(_, l)| rematch_dealer(&l.game));
    let first = &variants[order[0]];
    let html = html! {
        header class="screen" {
            h1 { (t!(w, "app-new")) }
            nav { a href="./" { (t!(w, "app-all")) } }
        }
        main {
            form id="start" class="start" autocomplete="off" data-dealer=(dealer)
                data-recent=(serde_json::to_string(&recent).unwrap_or_default()) {
                label class="field" {
                    span { (t!(w, "app-pick-game")) }
                    input id="filter" type="search" placeholder=(t!(w, "app-filter"))
                        autocapitalize="off" autocorrect="off" spellcheck="false";
                }
                select name="variant" id="variant" size="6" {
                    @for (place, &i) in order.iter().enumerate() {
                        @let variant = &variants[i];
                        @let name = game_name(w, variant);
                        @let description = variant.description_in(w.lang().code());
                        option value=(variant.name) selected[place == 0]
                            data-find=(format!("{} {} {}", name, variant.name, description).to_lowercase()) {
                            (name) " (" (said::counts(w, &variant.player_counts())) ")"
                        }
                    }
                }
                p id="description" class="help" { (first.description_in(w.lang().code())) }
                label class="field" {
                    span { (t!(w, "app-players")) }
                    input name="players" id="players" list="recent" value=(players)
                        autocapitalize="words" autocorrect="off" spellcheck="false";
                }
                datalist id="recent" {
                    @for table in fitting_tables(first, &recent) { option value=(table) {} }
                }
                p class="help" { (t!(w, "app-players-help")) }
                label class="field" {
                    span { (t!(w, "app-first-dealer")) }
                    select name="dealer" id="dealer" {}
                }
                label class="field" {
                    span { (t!(w, "app-length")) }
                    select name="length" id="length" {}
                }
                label class="field" id="number-field" hidden {
                    span { (t!(w, "app-number")) }
                    input name="number" id="number" inputmode="numeric";
                }
                p id="message" class="message" role="alert" {}
                div class="buttons" { button type="submit" id="go" { (t!(w, "app-start")) } }
            }
        }
    };
    screen(w, &t!(w, "app-new"), html)
}

/// What a length is called in the form.
const LENGTHS: [(Length, &str); 5] = [
    (Length::AsTheGame, "as-the-game"),
    (Length::Quick, "quick"),
    (Length::Target, "target"),
    (Length::Hands, "hands"),
    (Length::Chips, "chips"),
];

/// The length the form's value names (the game's own when none).
pub fn length_of(value: &str) -> Length {
    LENGTHS
        .iter()
        .find(|(_, name)| *name == value)
        .map_or(Length::AsTheGame, |(length, _)| *length)
}

/// The length that needs a number, if `length` does.
pub fn asks_number(length: Length) -> Option<Length> {
    matches!(length, Length::Target | Length::Hands | Length::Chips).then_some(length)
}

/// Whether a set-up refusal is about how long (the number), not the players.
pub fn about_length(error: &MatchError) -> bool {
    matches!(
        error,
        MatchError::Setup(
            SetupError::TargetNotPositive | SetupError::NoHands | SetupError::ChipsNotPositive
        )
    )
}

/// The choices the start form offers for `variant` and the `players` typed so far: the
/// first dealers (the players), the lengths (the first the default), the game's
/// description, the earlier tables (`recent`, as the start form listed them) that can play
/// it, and why the table does not fit, if it does not.
pub fn start_choices(w: &Words, variant: &str, players: &str, recent: &[Vec<String>]) -> Value {
    let variant = match resolve(variant, &Source::builtin) {
        Ok(variant) => variant,
        Err(error) => {
            return json!({ "error": said::load_error(w, &error) });
        }
    };
    let names = names_in(players);
    let counts = variant.player_counts();
    let (rules, error) = match variant.rules(names.len()) {
        Ok(rules) => (rules, None),
        Err(error) => {
            let said = (!names.is_empty()).then(|| said::table_size(w, &error));
            let fallback = counts.first().and_then(|&n| variant.rules(n).ok());
            match fallback {
                Some(rules) => (rules, said),
                None => return json!({ "error": said }),
            }
        }
    };
    let lengths: Vec<Value> = lengths(w, rules, names.len().max(1))
        .into_iter()
        .map(|(length, said)| {
            let value = LENGTHS
                .iter()
                .find(|(l, _)| *l == length)
                .map_or("as-the-game", |(_, name)| *name);
            json!({ "value": value, "said": said, "number": asks_number(length).is_some() })
        })
        .collect();
    json!({
        "dealers": names,
        "lengths": lengths,
        "description": variant.description_in(w.lang().code()),
        "recent": fitting_tables(&variant, recent),
        "error": error,
    })
}

/// A kept match's page: the page `serve` gives a table (the same live part, entry form and
/// script data), with the app's links; the shell loads the page's script beside it.
pub fn page(w: &Words, id: &str, text: &str) -> Value {
    let Loaded { game, board } = match crate::read(text) {
        Ok(loaded) => loaded,
        Err(error) => {
            return json!({ "error": t!(w, "app-unreadable", error = said::store_error(w, &error)) });
        }
    };
    let version = version_of(game.entries.len(), text);
    let file = format!(
        "{}_{}.toml",
        game.started.format("%Y-%m-%d_%H%M%S"),
        game.variant.name
    );
    let nav = html! {
        a href="./" { (t!(w, "app-all")) }
        " "
        a href={ "rules.html?game=" (game.variant.name) } { (t!(w, "app-rules")) }
        " "
        button type="button" id="export" class="quiet" data-file=(file) { (t!(w, "app-export")) }
        @if board.finished() {
            " "
            a id="again-link" href={ "new.html?again=" (id) } { (t!(w, "app-again")) }
        }
    };
    let body = page_body(
        w,
        &game,
        &board,
        Access::Table,
        &version,
        "",
        None,
        nav,
        false,
    );
    screen(w, &text::page_title(w, &game), body)
}

/// A game's rules, or (no game named) the list of games, each a link to its rules.
pub fn rules(w: &Words, variant: &str) -> Value {
    let games = games();
    let Some(variant) = games.iter().find(|v| v.name == variant) else {
        let html = html! {
            header class="screen" {
                h1 { (t!(w, "app-rules")) }
                nav { a href="./" { (t!(w, "app-all")) } }
            }
            main {
                ul class="games" {
                    @for variant in &games {
                        li {
                            a href={ "rules.html?game=" (variant.name) } { (game_name(w, variant)) }
                            " — " (variant.description_in(w.lang().code()))
                        }
                    }
                }
            }
        };
        return screen(w, &t!(w, "app-rules"), html);
    };
    let described = hartenjagen::view::rules::describe(w, variant);
    let html = html! {
        header class="screen" {
            h1 { (game_name(w, variant)) }
            nav {
                a href="./" { (t!(w, "app-all")) }
                " "
                a href="rules.html" { (t!(w, "app-rules")) }
            }
        }
        main class="rules" {
            @for line in described.lines().skip(1).filter(|l| !l.trim().is_empty()) {
                p { (line) }
            }
        }
    };
    screen(w, game_name(w, variant), html)
}

/// A sentence of the app's own (`app-…` only).
pub fn say(w: &Words, id: &str) -> String {
    if id.starts_with("app-") {
        w.get(id, &[])
    } else {
        String::new()
    }
}
