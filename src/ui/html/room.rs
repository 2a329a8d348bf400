//! The pages of `club serve`: the room on the TV (every table of the round, who sits out, the
//! evening so far), "where do I sit?" for every player, and what a table's page says about
//! the evening (its round, a closed round, where last round's players went). Pure functions of
//! a [`RoomView`]; the server reads the files and makes the view.

use super::{PAGE_CSS, script_json};
#[cfg(test)]
use crate::core::club::points::PlayerEvening;
pub use crate::core::club::tonight::room::{
    Move, RoomTable, RoomView, Seat, Standing, Whereabouts,
};
use crate::t;
use crate::ui::club::points;
use crate::ui::markup::escape;
use crate::words::Words;
use std::fmt::Write as _;

const ROOM_CSS: &str = include_str!("room.css");
const ROOM_JS: &str = include_str!("room.js");

/// The head of a page of the room, its header and `<main>`.
fn head(w: &Words, title: &str, heading: &str, extra_css: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><meta name=\"color-scheme\" content=\"dark\"><meta name=\"theme-color\" content=\"#111111\"><link rel=\"icon\" href=\"/icon-192.png\"><title>{}</title><style>{PAGE_CSS}{extra_css}</style></head><body><header><h1>{}</h1><p id=\"offline\" class=\"offline\" hidden></p><noscript><p class=\"offline\">{}</p></noscript></header><main>",
        w.lang().code(),
        escape(title),
        escape(heading),
        escape(&t!(w, "web-not-live")),
    )
}

/// The end of a page of the room: its script, told what it shows (`watch`: the address of
/// the live feed, `version` of what the page shows, `live`: the address of the live part, or
/// none to load the whole page again on a change).
fn tail(w: &Words, watch: &str, version: &str, live: Option<&str>) -> String {
    let data = serde_json::json!({
        "events": watch,
        "version": version,
        "live": live,
        "offline": t!(w, "web-offline"),
    });
    format!(
        "</main><script type=\"application/json\" id=\"room-data\">{}</script><script>{ROOM_JS}</script></body></html>\n",
        script_json(&data)
    )
}

/// The room's heading: the competition and the evening.
fn heading(w: &Words, view: &RoomView) -> String {
    t!(
        w,
        "room-heading",
        competition = view.competition.as_str(),
        date = view.date.as_str()
    )
}

/// Where the round stands, in a sentence.
fn round_state(w: &Words, view: &RoomView) -> String {
    match (view.round, view.closed) {
        (0, _) => t!(w, "room-no-draw"),
        (round, true) => t!(w, "room-round-closed", round = round, rounds = view.rounds),
        (round, false) => t!(w, "room-round", round = round, rounds = view.rounds),
    }
}

/// One table's card: its players in seat order, how far it is, its standings.
fn table_card(w: &Words, table: &RoomTable) -> String {
    let mut out = format!(
        "<section class=\"room-table{}\"><h2>{}</h2>",
        if table.finished { " done" } else { "" },
        escape(&t!(w, "room-table", number = table.number))
    );
    let _ = write!(
        out,
        "<p class=\"progress\">{}</p>",
        escape(&if table.finished {
            t!(w, "room-table-finished")
        } else {
            t!(
                w,
                "room-hands-played",
                played = table.hands_played,
                hands = table.hands
            )
        })
    );
    out.push_str("<ol class=\"seats\">");
    if table.standings.is_empty() {
        for name in &table.players {
            let _ = write!(out, "<li><span class=\"name\">{}</span></li>", escape(name));
        }
    } else {
        for standing in &table.standings {
            let leader = if standing.place == 1 {
                " class=\"leader\""
            } else {
                ""
            };
            let _ = write!(
                out,
                "<li{leader}><span class=\"place\">{}</span><span class=\"name\">{}</span><span class=\"total\">{}</span></li>",
                standing.place,
                escape(&standing.name),
                standing.total.to_string().replace('-', "−")
            );
        }
    }
    out.push_str("</ol></section>");
    out
}

/// The evening's ranking as a table.
fn ranking(w: &Words, view: &RoomView) -> String {
    let mut out = format!(
        "<section class=\"room-ranking\"><h2>{}</h2>",
        escape(&t!(w, "room-ranking"))
    );
    let played = view.round > 1 || view.tables.iter().any(|t| t.hands_played > 0);
    if !played {
        let _ = write!(
            out,
            "<p>{}</p></section>",
            escape(&t!(w, "room-ranking-empty"))
        );
        return out;
    }
    let _ = write!(
        out,
        "<table><thead><tr><th class=\"num\">{}</th><th>{}</th><th class=\"num\">{}</th><th class=\"num\">{}</th></tr></thead><tbody>",
        escape(&t!(w, "club-col-place")),
        escape(&t!(w, "club-col-name")),
        escape(&t!(w, "club-col-table-points")),
        escape(&t!(w, "club-col-margin"))
    );
    for ranked in &view.ranking {
        let player = &ranked.item;
        let name = if player.guest {
            t!(w, "club-guest-name", name = player.name.as_str())
        } else {
            player.name.clone()
        };
        let _ = write!(
            out,
            "<tr{}><td class=\"num\">{}{}</td><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>",
            if ranked.place == 1 {
                " class=\"leader\""
            } else {
                ""
            },
            ranked.place,
            if ranked.shared { "=" } else { "" },
            escape(&name),
            escape(&points(w, player.points().points())),
            escape(&points(w, player.margin().points()))
        );
    }
    out.push_str("</tbody></table></section>");
    out
}

/// The live part of the room: the round's state, a card per table, who sits out, the
/// evening so far, and where to find one's seat.
pub fn room_live(w: &Words, view: &RoomView, me_address: &str) -> String {
    let mut out = format!(
        "<p class=\"state\">{}</p><div class=\"room\"><div class=\"room-tables\">",
        escape(&round_state(w, view))
    );
    for table in &view.tables {
        out.push_str(&table_card(w, table));
    }
    if view.round > 0 {
        let _ = write!(
            out,
            "<section class=\"room-out\"><h2>{}</h2><p>{}</p></section>",
            escape(&t!(w, "room-sitting-out")),
            escape(&if view.sitting_out.is_empty() {
                t!(w, "room-nobody-out")
            } else {
                w.and(&view.sitting_out)
            })
        );
    }
    out.push_str("</div>");
    out.push_str(&ranking(w, view));
    let _ = write!(
        out,
        "</div><p class=\"where\">{}</p>",
        escape(&t!(w, "room-where", address = me_address))
    );
    out
}

/// `GET /`: the room for the TV; `version` is the live feed's.
pub fn room_page(w: &Words, view: &RoomView, version: &str, me_address: &str) -> String {
    let heading = heading(w, view);
    let mut out = head(w, &heading, &heading, ROOM_CSS);
    let _ = write!(
        out,
        "<div id=\"live\" class=\"room-live\">{}</div>",
        room_live(w, view, me_address)
    );
    out.push_str(&tail(w, "/api/events", version, Some("/live")));
    out
}

/// `GET /me`: the players to tap, or where `name` sits and how the evening goes for them.
pub fn me_page(w: &Words, view: &RoomView, name: Option<&str>, version: &str) -> String {
    let title = t!(w, "room-me-title");
    let mut out = head(w, &title, &title, ROOM_CSS);
    let folded = |n: &str| crate::core::game::fold_name(n);
    let found = name.and_then(|name| {
        view.players
            .iter()
            .find(|p| folded(&p.name) == folded(name.trim()))
    });
    out.push_str("<section class=\"me\">");
    match (name, found) {
        (_, Some(player)) => {
            let _ = write!(out, "<h2>{}</h2>", escape(&player.name));
            for line in whereabouts(w, view, player) {
                let _ = write!(out, "<p class=\"seat\">{}</p>", escape(&line));
            }
            if let Some(ranked) = view
                .ranking
                .iter()
                .find(|r| folded(&r.item.name) == folded(&player.name))
                && ranked.item.rounds.iter().any(|l| l.result.is_some())
            {
                let place = format!("{}{}", ranked.place, if ranked.shared { "=" } else { "" });
                let _ = write!(
                    out,
                    "<p>{}</p>",
                    escape(&t!(
                        w,
                        "room-me-standing",
                        place = place,
                        points = points(w, ranked.item.points().points()),
                        margin = points(w, ranked.item.margin().points())
                    ))
                );
            }
            let _ = write!(
                out,
                "<p><a href=\"/me\">{}</a></p>",
                escape(&t!(w, "room-me-other"))
            );
        }
        (Some(name), None) => {
            let _ = write!(
                out,
                "<p class=\"message\">{}</p>",
                escape(&t!(w, "room-me-unknown", name = name.trim()))
            );
        }
        (None, None) => {
            let _ = write!(out, "<p>{}</p>", escape(&t!(w, "room-me-choose")));
        }
    }
    out.push_str("</section>");
    if found.is_none() {
        out.push_str("<ul class=\"names\">");
        let mut names: Vec<&str> = view.players.iter().map(|p| p.name.as_str()).collect();
        names.sort_by_key(|n| folded(n));
        for name in names {
            let _ = write!(
                out,
                "<li><a href=\"/me?name={}\">{}</a></li>",
                escape(&query_value(name)),
                escape(name)
            );
        }
        out.push_str("</ul>");
    }
    out.push_str(&tail(w, "/api/events", version, None));
    out
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
/// table done, and where last round's players at this table went.
pub fn table_notice(w: &Words, view: &RoomView, number: u32, moves: &[Move]) -> String {
    let mut out = format!(
        "<section class=\"club-notice\"><p class=\"state\">{}</p>",
        escape(&t!(
            w,
            "room-table-notice",
            number = number,
            round = view.round,
            rounds = view.rounds
        ))
    );
    if view.closed {
        let _ = write!(
            out,
            "<p class=\"message\">{}</p>",
            escape(&t!(w, "room-table-closed", round = view.round))
        );
    } else if view.tables.iter().any(|t| t.number == number && t.finished) {
        let _ = write!(out, "<p>{}</p>", escape(&t!(w, "room-table-finished")));
    }
    if !moves.is_empty() {
        let said: Vec<String> = moves.iter().map(|m| m.said(w)).collect();
        let _ = write!(
            out,
            "<p>{}</p>",
            escape(&t!(
                w,
                "room-table-moves",
                round = view.round.saturating_sub(1),
                moves = said.join(", ")
            ))
        );
    }
    out.push_str("</section>");
    out
}

impl Move {
    fn said(&self, w: &Words) -> String {
        match (self.table, self.gone) {
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
    let heading = t!(w, "room-table", number = number);
    let mut out = head(w, &heading, &heading, ROOM_CSS);
    let _ = write!(
        out,
        "<section class=\"club-notice\"><p class=\"state\">{}</p><p><a href=\"/\">{}</a></p></section>",
        escape(&said),
        escape(&t!(w, "web-room"))
    );
    out.push_str(&tail(w, events, "", None));
    out
}

/// A page that only says `said` (an address for no table).
pub fn said_page(w: &Words, said: &str) -> String {
    let mut out = head(w, said, said, ROOM_CSS);
    let _ = writeln!(
        out,
        "<section><p>{}</p><p><a href=\"/\">{}</a></p></section></main></body></html>",
        escape(said),
        escape(&t!(w, "web-room"))
    );
    out
}

#[cfg(test)]
mod tests;
