//! The pages of `club serve`: the room on the TV (every table of the round, who sits out, the
//! evening so far), "where do I sit?" for every player, and what a table's page says about
//! the evening (its round, a closed round, where last round's players went). Pure functions of
//! a [`RoomView`]; the server reads the files and makes the view.

use super::{DataIsland, Inline, PAGE_CSS, club::prize_said, document};
use crate::core::club::points::{PlayerEvening, Prize, Ranked};
use crate::core::club::tonight::EveningView;
pub use crate::core::club::tonight::room::{Move, RoomTable, RoomView, Seat, Whereabouts};
use crate::t;
use crate::view::club::{name_cell, points};
use crate::words::Words;
use maud::{Markup, html};
use std::fmt::Write as _;

const ROOM_CSS: &str = include_str!("room.css");
const ROOM_JS: &str = include_str!("room.js");
const DRAWN_JS: &str = include_str!("drawn.js");

/// A page of the room: its head, its header, `main` and what follows it (the script).
fn room_document(w: &Words, title: &str, main: Markup, after: Markup) -> String {
    document(html! {
        html lang=(w.lang().code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="color-scheme" content="dark";
                meta name="theme-color" content="#111111";
                link rel="icon" href="/icon-192.png";
                title { (title) }
                style { (Inline(PAGE_CSS)) (Inline(ROOM_CSS)) }
            }
            body {
                header {
                    h1 { (title) }
                    p id="offline" class="offline" hidden {}
                    noscript { p class="offline" { (t!(w, "web-not-live")) } }
                }
                main { (main) }
                (after)
            }
        }
    })
}

/// The script of a page of the room, told what it shows (`watch`: the address of the live
/// feed, `version` of what the page shows, `live`: the address of the live part, or none to
/// load the whole page again on a change).
fn script(w: &Words, watch: &str, version: &str, live: Option<&str>) -> Markup {
    let data = serde_json::json!({
        "events": watch,
        "version": version,
        "live": live,
        "offline": t!(w, "web-offline"),
    });
    html! {
        script type="application/json" id="room-data" { (DataIsland::of(&data)) }
        script { (Inline(ROOM_JS)) }
    }
}

/// The room's heading: the competition and the evening.
fn heading(w: &Words, view: &RoomView) -> String {
    t!(
        w,
        "room-heading",
        competition = view.competition.as_str(),
        date = w.day(&view.date)
    )
}

/// Where the round stands, in a sentence.
fn round_state(w: &Words, view: &RoomView) -> String {
    if view.winners.is_some() {
        return t!(w, "room-over", rounds = view.rounds);
    }
    match (view.round, view.closed) {
        (0, _) => t!(w, "room-no-draw"),
        (round, true) => t!(w, "room-round-closed", round = round, rounds = view.rounds),
        (round, false) => t!(w, "room-round", round = round, rounds = view.rounds),
    }
}

/// One table's card: its players in seat order (the first deals first, and is marked so),
/// how far it is, and once a hand is in each player's total and place beside their name.
fn table_card(w: &Words, table: &RoomTable) -> Markup {
    let progress = if table.finished {
        t!(w, "room-table-finished")
    } else {
        t!(
            w,
            "room-hands-played",
            played = table.hands_played,
            hands = table.hands
        )
    };
    let folded = crate::core::game::fold_name;
    html! {
        section class={ "room-table" @if table.finished { " done" } } {
            h2 { (t!(w, "room-table", number = table.number)) }
            p class="progress" { (progress) }
            ol class="seats" {
                @for (seat, name) in table.players.iter().enumerate() {
                    @let standing = table.standings.iter().find(|s| folded(&s.name) == folded(name));
                    li class=[standing.filter(|s| s.place == 1).map(|_| "leader")] {
                        span class="who" {
                            span class="name" { (name) }
                            @if seat == 0 {
                                span class="dealer" { (t!(w, "room-first-dealer")) }
                            }
                        }
                        @if let Some(standing) = standing {
                            @let shared = table.standings.iter().filter(|s| s.place == standing.place).count() > 1;
                            span class="total" { (standing.total.to_string().replace('-', "\u{2212}")) }
                            span class="place" {
                                (t!(w, "ordinal", place = standing.place))
                                @if shared { "=" }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The evening's ranking as a table; on a TV the room's script shares it out in columns, and
/// in pages that turn by themselves when even those do not show everyone (`pages` says which
/// page, and where everyone is: "where do I sit?"). Once the evening is over it is the
/// report's ranking, with the report's prize column.
fn ranking(w: &Words, view: &RoomView, me_address: &str) -> Markup {
    let pages = t!(
        w,
        "room-ranking-page",
        page = "{page}",
        pages = "{pages}",
        address = me_address
    );
    let played = view.round > 1 || view.tables.iter().any(|t| t.hands_played > 0);
    let rows: Vec<(&Ranked<PlayerEvening>, Option<Prize>)> = match &view.winners {
        Some(evening) => evening.prized().collect(),
        None => view.ranking.iter().map(|r| (r, None)).collect(),
    };
    let over = view.winners.is_some();
    html! {
        section class="room-ranking" {
            h2 {
                @if over { (t!(w, "club-report-ranking")) } @else { (t!(w, "room-ranking")) }
            }
            @if !played && !over {
                p { (t!(w, "room-ranking-empty")) }
            } @else {
                table {
                    thead {
                        tr {
                            th class="num" { (t!(w, "club-col-place")) }
                            th { (t!(w, "club-col-name")) }
                            th class="num" { (t!(w, "club-col-table-points")) }
                            th class="num" { (t!(w, "club-col-margin")) }
                            @if over { th { (t!(w, "club-report-col-prize")) } }
                        }
                    }
                    tbody {
                        @for (ranked, prize) in &rows {
                            @let player = &ranked.item;
                            @let (class, prize) = prize_said(w, *prize);
                            tr class=[(ranked.place == 1).then_some("leader").or(class)] {
                                td class="num" { (ranked.place) @if ranked.shared { "=" } }
                                td { (name_cell(w, player)) }
                                td class="num" { (points(w, player.points().points())) }
                                td class="num" { (points(w, player.margin().points())) }
                                @if over { td class="prize" { (prize) } }
                            }
                        }
                    }
                }
                p class="pages" hidden data-said=(pages) {}
            }
        }
    }
}

/// The evening's prizes once it is over, as the report names them: who won each place's
/// prize and the booby prize.
fn winners(w: &Words, evening: &EveningView) -> Markup {
    html! {
        section class="room-winners" {
            h2 { (t!(w, "room-winners")) }
            ol class="prizes" {
                @for (ranked, prize) in evening.prized().filter(|(_, prize)| prize.is_some()) {
                    @let (class, said) = prize_said(w, prize);
                    li class={ (class.unwrap_or_default()) @if prize == Some(Prize::Place(1)) { " first" } } {
                        span class="prize" { (said) }
                        span class="name" { (name_cell(w, &ranked.item)) }
                    }
                }
            }
        }
    }
}

/// The live part of the room, as markup.
fn live(w: &Words, view: &RoomView, me_address: &str) -> Markup {
    html! {
        p class="state" { (round_state(w, view)) }
        @if let Some(evening) = &view.winners {
            div class="room over" {
                (winners(w, evening))
                (ranking(w, view, me_address))
            }
            p class="where" { (t!(w, "room-where", address = me_address)) }
        } @else {
        div class="room" {
            div class="room-tables" {
                @for table in &view.tables {
                    (table_card(w, table))
                }
                @if view.round > 0 {
                    section class="room-out" {
                        h2 { (t!(w, "room-sitting-out")) }
                        p {
                            @if view.sitting_out.is_empty() {
                                (t!(w, "room-nobody-out"))
                            } @else {
                                (w.and(&view.sitting_out))
                            }
                        }
                    }
                }
            }
            (ranking(w, view, me_address))
        }
        p class="where" { (t!(w, "room-where", address = me_address)) }
        }
    }
}

/// The live part of the room: the round's state, a card per table, who sits out, the
/// evening so far, and where to find one's seat.
pub fn room_live(w: &Words, view: &RoomView, me_address: &str) -> String {
    live(w, view, me_address).into_string()
}

/// `GET /`: the room for the TV; `version` is the live feed's.
pub fn room_page(w: &Words, view: &RoomView, version: &str, me_address: &str) -> String {
    room_document(
        w,
        &heading(w, view),
        html! {
            @if view.clock { (super::clock::clock_line()) }
            div id="live" class="room-live" { (live(w, view, me_address)) }
        },
        script(w, "/api/events", version, Some("/live")),
    )
}

/// `GET /me`: the players to tap, or where `name` sits and how the evening goes for them.
pub fn me_page(w: &Words, view: &RoomView, name: Option<&str>, version: &str) -> String {
    let folded = |n: &str| crate::core::game::fold_name(n);
    let found = name.and_then(|name| {
        view.players
            .iter()
            .find(|p| folded(&p.name) == folded(name.trim()))
    });
    let standing = found.and_then(|player| {
        view.ranking
            .iter()
            .find(|r| folded(&r.item.name) == folded(&player.name))
            .filter(|ranked| ranked.item.rounds.iter().any(|l| l.result.is_some()))
            .map(|ranked| {
                let place = crate::view::club::place_said(w, ranked.place, ranked.shared);
                t!(
                    w,
                    "room-me-standing",
                    place = place,
                    points = points(w, ranked.item.points().points()),
                    margin = points(w, ranked.item.margin().points())
                )
            })
    });
    let mut names: Vec<&str> = view.players.iter().map(|p| p.name.as_str()).collect();
    names.sort_by_key(|n| folded(n));
    let main = html! {
        section class="me" {
            @match (name, found) {
                (_, Some(player)) => {
                    h2 { (player.name) }
                    @for line in whereabouts(w, view, player) {
                        p class="seat" { (line) }
                    }
                    @if let Some(standing) = &standing {
                        p { (standing) }
                    }
                    p { a href="/me" { (t!(w, "room-me-other")) } }
                }
                (Some(name), None) => {
                    p class="message" { (t!(w, "room-me-unknown", name = name.trim())) }
                }
                (None, None) => {
                    p { (t!(w, "room-me-choose")) }
                }
            }
        }
        @if found.is_none() {
            ul class="names" {
                @for name in &names {
                    li { a href={ "/me?name=" (query_value(name)) } { (name) } }
                }
            }
        }
    };
    room_document(
        w,
        &t!(w, "room-me-title"),
        main,
        script(w, "/api/events", version, None),
    )
}

/// A name as a value in an address's query.
fn query_value(name: &str) -> String {
    let mut out = String::new();
    for byte in name.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                out.push(byte as char);
            }
            _ => {
                let _ = write!(out, "%{byte:02X}");
            }
        }
    }
    out
}

/// Where a player sits, in sentences.
fn whereabouts(w: &Words, view: &RoomView, player: &Whereabouts) -> Vec<String> {
    match &player.seat {
        Seat::At {
            table,
            seat,
            dealer,
            with,
        } => vec![
            t!(
                w,
                "room-me-at",
                round = view.round,
                table = *table,
                seat = *seat
            ),
            if *seat == 1 {
                t!(w, "room-me-deals")
            } else {
                t!(w, "room-me-dealer", dealer = dealer.as_str())
            },
            t!(w, "room-me-with", names = w.and(with)),
        ],
        Seat::Out => vec![t!(w, "room-me-out", round = view.round)],
        Seat::Waiting(round) => vec![t!(w, "room-me-wait", round = *round)],
        Seat::Later(round) => vec![t!(w, "room-me-later", round = *round)],
        Seat::Gone => vec![t!(w, "room-me-gone")],
    }
}

/// What a table's page says above its match: the table and round, the round closed or the
/// table done, where last round's players at this table went, and (shown by its script when
/// the page loaded itself again for a redraw while a hand was typed here) that the typed hand
/// was not saved and who sits at the table now.
pub fn table_notice(w: &Words, view: &RoomView, number: u32, moves: &[Move]) -> Markup {
    let table = view.tables.iter().find(|t| t.number == number);
    let done = table.is_some_and(|t| t.finished);
    let said: Vec<String> = moves.iter().map(|m| m.said(w, number)).collect();
    html! {
        section class="club-notice" {
            p class="state" {
                (t!(w, "room-table-notice", number = number, round = view.round, rounds = view.rounds))
            }
            @if let (Some(table), false) = (table, view.closed) {
                p id="drawn-again" class="message" role="alert" hidden {
                    (t!(w, "room-table-drawn-again", round = view.round, names = w.and(&table.players)))
                }
                script { (Inline(DRAWN_JS)) }
            }
            @if view.clock && !view.closed { (super::clock::clock_line()) }
            @if view.closed {
                p class="message" { (t!(w, "room-table-closed", round = view.round)) }
            } @else if done {
                p { (t!(w, "room-table-finished")) }
            }
            @if !moves.is_empty() {
                p {
                    (t!(w, "room-table-moves", round = view.round.saturating_sub(1), moves = said.join(", ")))
                }
            }
        }
    }
}

impl Move {
    /// Where this player went from table `here`: "Dirk blijft aan tafel 1", "Els naar tafel 2".
    fn said(&self, w: &Words, here: u32) -> String {
        match (self.table, self.gone) {
            (Some(table), _) if table == here => t!(
                w,
                "room-table-move-stays",
                name = self.name.as_str(),
                table = table
            ),
            (Some(table), _) => t!(
                w,
                "room-table-move",
                name = self.name.as_str(),
                table = table
            ),
            (None, true) => t!(w, "room-table-move-gone", name = self.name.as_str()),
            (None, false) => t!(w, "room-table-move-out", name = self.name.as_str()),
        }
    }
}

/// A table's page while it plays no match: before the first draw, after its round closed
/// with no table of this number drawn, or a round without it. `events` is the table's live
/// feed (a `round` event loads the page again).
pub fn table_waiting(w: &Words, view: &RoomView, number: u32, events: &str) -> String {
    let said = match view.round {
        0 => t!(w, "room-table-waiting", number = number),
        round if view.closed => t!(w, "room-table-closed", round = round),
        round => t!(w, "room-table-empty", number = number, round = round),
    };
    room_document(
        w,
        &t!(w, "room-table", number = number),
        html! {
            section class="club-notice" {
                p class="state" { (said) }
                p { a href="/" { (t!(w, "web-room")) } }
            }
        },
        script(w, events, "", None),
    )
}

#[cfg(test)]
mod tests;
