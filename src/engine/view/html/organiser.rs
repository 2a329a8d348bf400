//! The club evening's organiser, in the browser (`club serve`'s `/admin`): where the evening
//! stands (the round, each table's progress, every player's seat), what can be done now
//! (draw, draw again, close, arrivals and departures, each a button that asks the server),
//! the repeat-meeting matrix that shows the draw was fair, and the printable table cards with
//! a QR code for each table and the seating list for the wall. Every sentence comes from the
//! words layer and every text is escaped by the templates; the styles and the script are inline and the QR
//! codes are inline SVG, so that the pages need nothing else.

use super::{DataIsland, Inline, PAGE_CSS, document};
pub use crate::core::club::tonight::organiser::{
    OrganiserPlayer, OrganiserTable, OrganiserView, Seat,
};
use crate::t;
use crate::view::text;
use crate::words::Words;
use maud::{Markup, html};
use std::fmt::Write as _;

/// The organiser page's own styles, after the scoreboard page's.
const ORGANISER_CSS: &str = include_str!("organiser.css");
/// The organiser page's script: the buttons ask the server, the page follows the evening.
const ORGANISER_JS: &str = include_str!("organiser.js");
/// The table cards' and the seating list's styles, for the screen and for paper.
const CARDS_CSS: &str = include_str!("cards.css");

/// How many table cards go on one printed page (A6 on A4: two by two).
const CARDS_A_PAGE: usize = 4;

/// `url` as a QR code in inline SVG: black modules on white with the quiet zone, one path of
/// runs, scaled by the page. None when the text does not fit in a QR code.
#[cfg(test)]
pub fn qr_svg(url: &str, label: &str) -> Option<String> {
    qr(url, label).map(Markup::into_string)
}

/// [`qr_svg`] as markup.
fn qr(url: &str, label: &str) -> Option<Markup> {
    let code = qrcode::QrCode::new(url.as_bytes()).ok()?;
    let width = code.width();
    let colors = code.to_colors();
    let quiet = 4;
    let mut path = String::new();
    for y in 0..width {
        let mut x = 0;
        while x < width {
            if colors[y * width + x] == qrcode::Color::Dark {
                let start = x;
                while x < width && colors[y * width + x] == qrcode::Color::Dark {
                    x += 1;
                }
                let _ = write!(
                    path,
                    "M{} {}h{}v1h-{}z",
                    start + quiet,
                    y + quiet,
                    x - start,
                    x - start
                );
            } else {
                x += 1;
            }
        }
    }
    let size = width + 2 * quiet;
    let view_box = format!("0 0 {size} {size}");
    Some(html! {
        svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox=(view_box) shape-rendering="crispEdges" role="img" aria-label=(label) {
            rect width=(size) height=(size) fill="#fff" {}
            path fill="#000" d=(path) {}
        }
    })
}

/// The heading: the competition, the evening and the round's state.
fn title(w: &Words, view: &OrganiserView) -> String {
    if view.round == 0 {
        return t!(
            w,
            "club-no-round-yet",
            competition = view.competition.as_str(),
            date = w.day(&view.date),
            present = view.present
        );
    }
    let state = if view.closed {
        t!(w, "club-round-closed-state")
    } else {
        t!(w, "club-round-playing-state")
    };
    t!(
        w,
        "club-tables-title",
        competition = view.competition.as_str(),
        date = w.day(&view.date),
        round = view.round,
        rounds = view.rounds,
        state = state
    )
}

/// Whether the evening is over: its last planned round is closed (derived, never kept: an
/// undone close makes it go on again).
pub fn evening_over(view: &OrganiserView) -> bool {
    crate::core::club::tonight::over(view.round, view.rounds, view.closed)
}

/// Whether an address is this computer's own (127.0.0.1, localhost, ::1), which no phone
/// reaches.
fn local_address(url: &str) -> bool {
    let host = url
        .split("://")
        .nth(1)
        .unwrap_or(url)
        .split('/')
        .next()
        .unwrap_or_default();
    let host = host.rsplit_once(':').map_or(host, |(name, port)| {
        if port.chars().all(|c| c.is_ascii_digit()) {
            name
        } else {
            host
        }
    });
    let host = host.trim_start_matches('[').trim_end_matches(']');
    host == "localhost" || host == "::1" || host.starts_with("127.") || host.ends_with(".localhost")
}

/// A table's progress: "5 of 8 hands played" or "finished".
fn progress(w: &Words, table: &OrganiserTable) -> String {
    if table.finished {
        t!(w, "club-table-finished")
    } else {
        t!(
            w,
            "club-org-hands",
            played = table.hands_played,
            hands = table.hands
        )
    }
}

/// A text field of a form: its label, a hint below it.
fn field(name: &str, label: &str, hint: &str, placeholder: &str) -> Markup {
    html! {
        label class="field" {
            span { (label) }
            input name=(name) placeholder=(placeholder) autocomplete="off" autocapitalize="words" spellcheck="false" enterkeyhint="go";
            small { (hint) }
        }
    }
}

/// What can be done now: draw (with pairs to keep apart), draw again, close (naming the
/// tables still playing, and "close anyway" once the server has said so).
fn actions(w: &Words, view: &OrganiserView) -> Markup {
    let a = &view.actions;
    let keep_apart = || {
        field(
            "keep_apart",
            &t!(w, "club-org-keep-apart"),
            &t!(w, "club-org-keep-apart-hint"),
            "Ann+Bob",
        )
    };
    let still = if a.unfinished.is_empty() {
        t!(w, "club-org-all-finished")
    } else {
        let tables: Vec<String> = a
            .unfinished
            .iter()
            .map(|(table, played)| {
                t!(
                    w,
                    "club-table-at",
                    table = *table,
                    played = *played,
                    hands = view.hands
                )
            })
            .collect();
        t!(
            w,
            "club-org-still-playing",
            tables = w.and(&tables),
            count = tables.len()
        )
    };
    html! {
        section class="actions" {
            h2 { (t!(w, "club-org-now")) }
            @if let (true, Some(round)) = (evening_over(view), a.draw) {
                // The evening is over: its report and prizes first; a round more only
                // behind a question.
                p class="over" { (t!(w, "club-org-over", rounds = view.rounds)) }
                div class="buttons" {
                    a class="button" href="/report" target="_blank" { (t!(w, "club-org-report")) }
                }
                details {
                    summary { (t!(w, "club-org-extra-more", round = round)) }
                    form class="act" data-action="draw" data-confirm=(t!(w, "club-org-extra-ask", round = round, rounds = view.rounds)) {
                        p { (t!(w, "club-org-present", count = view.present)) }
                        (keep_apart())
                        div class="buttons" {
                            button type="submit" class="quiet" { (t!(w, "club-org-draw", round = round)) }
                        }
                    }
                }
            } @else if let Some(round) = a.draw {
                form class="act" data-action="draw" {
                    @if round > view.rounds {
                        p class="note" {
                            (t!(w, "club-beyond-rounds", round = round, rounds = view.rounds))
                        }
                    }
                    p { (t!(w, "club-org-present", count = view.present)) }
                    (keep_apart())
                    div class="buttons" {
                        button type="submit" { (t!(w, "club-org-draw", round = round)) }
                    }
                }
            }
            @if let Some(round) = a.close {
                form class="act" data-action="close" {
                    p { (still) }
                    div class="buttons" {
                        button type="submit" { (t!(w, "club-org-close", round = round)) }
                    }
                    div class="force" hidden {
                        button type="button" class="danger" data-force { (t!(w, "club-org-close-anyway")) }
                    }
                }
            }
            @if let Some(round) = a.clock {
                (super::clock::start_button(&t!(w, "club-org-clock", round = round)))
            }
            @if let Some(round) = a.redraw {
                details {
                    summary { (t!(w, "club-org-redraw-more", round = round)) }
                    form class="act" data-action="redraw" data-confirm=(t!(w, "club-org-redraw-ask", round = round)) {
                        p { (t!(w, "club-org-redraw-help")) }
                        (keep_apart())
                        div class="buttons" {
                            button type="submit" class="quiet" { (t!(w, "club-org-redraw", round = round)) }
                        }
                    }
                }
            }
        }
    }
}

/// The round's tables: players in seat order, progress, each table's page.
fn tables(w: &Words, view: &OrganiserView) -> Markup {
    if view.round == 0 {
        return html! {};
    }
    html! {
        section class="round" {
            h2 { (t!(w, "club-org-round", round = view.round)) }
            ol class="tables" {
                @for table in &view.tables {
                    li class=[table.finished.then_some("done")] {
                        h3 { (t!(w, "club-org-table", table = table.number)) }
                        ol class="seats" {
                            @for player in &table.players {
                                li { (player) }
                            }
                        }
                        p class="progress" { (progress(w, table)) }
                        @match &table.url {
                            Some(url) => a class="url" href=(url) target="_blank" { (url) },
                            None => span class="url" { (t!(w, "club-org-no-key")) },
                        }
                    }
                }
            }
            @if !view.sitting_out.is_empty() {
                p class="out" { (t!(w, "club-sitting-out", names = w.and(&view.sitting_out))) }
            }
            p class="help" { (t!(w, "club-first-deals")) }
        }
    }
}

/// Where a player is, in words.
fn whereabouts(w: &Words, player: &OrganiserPlayer) -> String {
    let mut said = match player.seat {
        Seat::Table { table, seat } => vec![t!(w, "club-org-at", table = table, seat = seat)],
        Seat::SittingOut => vec![t!(w, "club-org-sits-out")],
        Seat::NotDrawn => Vec::new(),
    };
    if let Some(round) = player.arrives {
        said.push(t!(w, "club-org-arrives", round = round));
    }
    if let Some(round) = player.left {
        said.push(t!(w, "club-org-left", round = round));
    }
    if said.is_empty() {
        said.push("–".to_string());
    }
    said.join("; ")
}

/// Every player of the evening and where they are, with a button to say they leave (or are
/// back); the form for those who come in.
fn players(w: &Words, view: &OrganiserView) -> Markup {
    let column = if view.round == 0 {
        t!(w, "club-org-where")
    } else {
        t!(w, "club-col-round", round = view.round)
    };
    html! {
        section class="players" {
            h2 { (t!(w, "club-org-players", count = view.present)) }
            table {
                thead {
                    tr {
                        th scope="col" { (t!(w, "club-col-name")) }
                        th scope="col" { (column) }
                        th scope="col" {}
                    }
                }
                tbody {
                    @for player in &view.players {
                        tr class=[player.left.is_some().then_some("gone")] {
                            th scope="row" {
                                @if player.guest {
                                    (t!(w, "club-guest-name", name = player.name.as_str()))
                                } @else {
                                    (player.name)
                                }
                            }
                            td { (whereabouts(w, player)) }
                            td class="do" {
                                @if player.left.is_some() {
                                    button type="button" class="quiet" data-back=(player.name) data-guest=(player.guest) {
                                        (t!(w, "club-org-back"))
                                    }
                                } @else {
                                    button type="button" class="quiet" data-leave=(player.name) data-confirm=(t!(w, "club-org-leave-ask", name = player.name.as_str())) {
                                        (t!(w, "club-org-leave"))
                                    }
                                }
                            }
                        }
                    }
                }
            }
            form class="act" data-action="arrive" {
                h3 { (t!(w, "club-org-arrive-title")) }
                div class="pair" {
                    (field("names", &t!(w, "club-org-arrive-names"), &t!(w, "club-org-names-hint"), "Eve, Fay"))
                    (field("guests", &t!(w, "club-org-arrive-guests"), &t!(w, "club-org-guests-hint"), "Zoe"))
                }
                div class="buttons" {
                    button type="submit" { (t!(w, "club-org-arrive")) }
                }
            }
        }
    }
}

/// The organiser's own mistakes: the last action taken back (it says which), a name
/// corrected in the evening and at every table.
fn mistakes(w: &Words, view: &OrganiserView) -> Markup {
    html! {
        section class="mistakes" {
            h2 { (t!(w, "club-org-mistakes")) }
            @if let Some(action) = &view.undo {
                @let what = crate::view::club::action_words(w, action);
                form class="act" data-action="undo" data-confirm=(t!(w, "club-org-undo-ask", what = what.as_str())) {
                    p {
                        (t!(w, "club-org-undo-last", time = action.time.format("%H:%M").to_string(), what = what.as_str()))
                    }
                    div class="buttons" {
                        button type="submit" class="quiet" { (t!(w, "club-org-undo")) }
                    }
                }
            }
            form class="act" data-action="rename" {
                h3 { (t!(w, "club-org-rename-title")) }
                div class="pair" {
                    (field("from", &t!(w, "club-org-rename-from"), &t!(w, "club-org-rename-from-hint"), "Moo"))
                    (field("to", &t!(w, "club-org-rename-to"), &t!(w, "club-org-rename-to-hint"), "Mo"))
                }
                div class="buttons" {
                    button type="submit" { (t!(w, "club-org-rename")) }
                }
            }
        }
    }
}

/// The repeat-meeting matrix: how many rounds each two players sat at one table tonight.
fn meetings(w: &Words, view: &OrganiserView) -> Markup {
    let m = &view.meetings;
    if view.round == 0 || m.players.is_empty() {
        return html! {};
    }
    let (met, again) = m.pairs();
    let short = text::short_names(&m.players);
    html! {
        section class="meetings" {
            h2 { (t!(w, "club-org-meetings")) }
            p { (t!(w, "club-org-meetings-said", pairs = met, again = again)) }
            div class="scroll" {
                table class="matrix" {
                    thead {
                        tr {
                            td {}
                            @for (name, short) in m.players.iter().zip(&short) {
                                th scope="col" { abbr title=(name) { (short) } }
                            }
                        }
                    }
                    tbody {
                        @for (i, (name, row)) in m.players.iter().zip(&m.counts).enumerate() {
                            tr {
                                th scope="row" { (name) }
                                @for (j, count) in row.iter().enumerate() {
                                    @match (i == j, count) {
                                        (true, _) => td class="self" { "·" },
                                        (false, 0) => td {},
                                        (false, 1) => td class="once" { "1" },
                                        (false, n) => td class="again" { (n) },
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The words the page's script says.
fn script_data(w: &Words) -> serde_json::Value {
    serde_json::json!({
        "words": {
            "working": t!(w, "club-org-working"),
            "offline": t!(w, "web-offline"),
            "failed": t!(w, "web-failed"),
            "forceAsk": t!(w, "club-org-close-anyway-ask"),
            "changed": t!(w, "club-org-changed"),
            "noKey": t!(w, "club-org-key-missing"),
        },
    })
}

/// The organiser's page (`club serve`'s `/admin?key=…`): the evening now, what can be done,
/// the players, the matrix. Its buttons post to `/admin/api/…` with the key of the page's
/// own address; the page follows `/api/events` and shows itself again after every change.
pub fn organiser_page(w: &Words, view: &OrganiserView) -> String {
    document(html! {
        html lang=(w.lang().code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="color-scheme" content="dark";
                meta name="theme-color" content="#111111";
                meta name="referrer" content="no-referrer";
                title { (t!(w, "club-org-page-title", competition = view.competition.as_str())) }
                style { (Inline(PAGE_CSS)) (Inline(ORGANISER_CSS)) }
            }
            body class="organiser" {
                header {
                    h1 { (title(w, view)) }
                    p id="offline" class="offline" hidden {}
                    noscript { p class="offline" { (t!(w, "club-org-needs-script")) } }
                    nav {
                        a href="/" target="_blank" { (t!(w, "club-org-room")) }
                        " "
                        a href="/admin/cards" data-keyed target="_blank" { (t!(w, "club-org-print")) }
                        " "
                        a href="/report" target="_blank" { (t!(w, "web-report")) }
                    }
                }
                main {
                    div id="said" class="said" role="status" hidden {}
                    p id="message" class="message" role="alert" {}
                    (actions(w, view))
                    (tables(w, view))
                    (players(w, view))
                    (mistakes(w, view))
                    (meetings(w, view))
                }
                script type="application/json" id="organiser-data" { (DataIsland::of(&script_data(w))) }
                script { (Inline(ORGANISER_JS)) }
            }
        }
    })
}

/// One table's card: its number big, the QR code of its page, the address in small print.
fn card(w: &Words, number: u32, url: &str) -> Markup {
    let name = t!(w, "club-org-table", table = number);
    html! {
        article class="card" {
            h2 { (name) }
            @if let Some(qr) = qr(url, &name) { (qr) }
            p class="scan" { (t!(w, "club-org-card-scan")) }
            p class="url" { (url) }
        }
    }
}

/// The printable table cards (`/admin/cards?key=…`): one card per physical table (about A6,
/// four to an A4 page), each with its number, a QR code of its page and the address; then the
/// seating list for the wall: the round's tables with their players in seat order, who sits
/// out, and the room's and "where do I sit?" addresses.
pub fn table_cards(w: &Words, view: &OrganiserView) -> String {
    let heading = t!(
        w,
        "club-org-cards-title",
        competition = view.competition.as_str(),
        date = w.day(&view.date)
    );
    document(html! {
        html lang=(w.lang().code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="referrer" content="no-referrer";
                title { (heading) }
                style { (Inline(CARDS_CSS)) }
            }
            body {
                header class="screen" {
                    h1 { (heading) }
                    @if local_address(&view.room_url) {
                        p class="warning" role="alert" {
                            (t!(w, "club-org-cards-local", address = view.room_url.as_str()))
                        }
                    }
                    p { (t!(w, "club-org-cards-print")) }
                }
                @if view.table_urls.is_empty() {
                    p class="none" { (t!(w, "club-org-no-cards")) }
                }
                @for urls in view.table_urls.chunks(CARDS_A_PAGE) {
                    section class="sheet" {
                        @for (number, url) in urls {
                            (card(w, *number, url))
                        }
                    }
                }
                (seating(w, view))
            }
        }
    })
}

/// The seating list for the wall, in big type.
fn seating(w: &Words, view: &OrganiserView) -> Markup {
    let me = t!(w, "club-org-where-do-i-sit");
    html! {
        section class="seating" {
            @if view.round == 0 {
                h1 { (t!(w, "club-org-seating-none-title")) }
                p class="none" { (t!(w, "club-org-seating-none")) }
            } @else {
                h1 { (t!(w, "club-org-seating-title", round = view.round, rounds = view.rounds)) }
                ol class="list" {
                    @for table in &view.tables {
                        li {
                            h2 { (t!(w, "club-org-table", table = table.number)) }
                            ol class="seats" {
                                @for player in &table.players {
                                    li { (player) }
                                }
                            }
                        }
                    }
                }
                @if !view.sitting_out.is_empty() {
                    p class="out" { (t!(w, "club-sitting-out", names = w.and(&view.sitting_out))) }
                }
                p class="help" { (t!(w, "club-first-deals")) }
            }
            div class="where" {
                @if let Some(qr) = qr(&view.me_url, &me) { (qr) }
                div {
                    p class="ask" { (me) }
                    p class="url" { (view.me_url) }
                    p { (t!(w, "club-org-room-said")) }
                    p class="url" { (view.room_url) }
                }
            }
        }
    }
}

#[cfg(test)]
#[path = "organiser_tests.rs"]
mod tests;
