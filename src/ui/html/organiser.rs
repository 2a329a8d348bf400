//! The club evening's organiser, in the browser (`club serve`'s `/admin`): where the evening
//! stands (the round, each table's progress, every player's seat), what can be done now
//! (draw, draw again, close, arrivals and departures, each a button that asks the server),
//! the repeat-meeting matrix that shows the draw was fair, and the printable table cards with
//! a QR code for each table and the seating list for the wall. Every sentence comes from the
//! words layer and every text is escaped; the styles and the script are inline and the QR
//! codes are inline SVG, so that the pages need nothing else.

use super::{PAGE_CSS, escape, script_json};
pub use crate::core::club::tonight::organiser::{
    Actions, Meetings, OrganiserPlayer, OrganiserTable, OrganiserView, Seat,
};
use crate::t;
use crate::ui::text;
use crate::words::Words;
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
pub fn qr_svg(url: &str, label: &str) -> Option<String> {
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
    Some(format!(
        "<svg class=\"qr\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {size} {size}\" shape-rendering=\"crispEdges\" role=\"img\" aria-label=\"{}\"><rect width=\"{size}\" height=\"{size}\" fill=\"#fff\"/><path fill=\"#000\" d=\"{path}\"/></svg>",
        escape(label)
    ))
}

/// The heading: the competition, the evening and the round's state.
fn title(w: &Words, view: &OrganiserView) -> String {
    if view.round == 0 {
        return t!(
            w,
            "club-no-round-yet",
            competition = view.competition.as_str(),
            date = view.date.as_str(),
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
        date = view.date.as_str(),
        round = view.round,
        rounds = view.rounds,
        state = state
    )
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
fn field(name: &str, label: &str, hint: &str, placeholder: &str) -> String {
    format!(
        "<label class=\"field\"><span>{}</span><input name=\"{name}\" placeholder=\"{}\" autocomplete=\"off\" autocapitalize=\"words\" spellcheck=\"false\" enterkeyhint=\"go\"><small>{}</small></label>",
        escape(label),
        escape(placeholder),
        escape(hint)
    )
}

/// What can be done now: draw (with pairs to keep apart), draw again, close (naming the
/// tables still playing, and "close anyway" once the server has said so).
fn actions(w: &Words, view: &OrganiserView) -> String {
    let a = &view.actions;
    let mut out = format!(
        "<section class=\"actions\"><h2>{}</h2>",
        escape(&t!(w, "club-org-now"))
    );
    let keep_apart = || {
        field(
            "keep_apart",
            &t!(w, "club-org-keep-apart"),
            &t!(w, "club-org-keep-apart-hint"),
            "Ann+Bob",
        )
    };
    if let Some(round) = a.draw {
        let beyond = if round > view.rounds {
            format!(
                "<p class=\"note\">{}</p>",
                escape(&t!(
                    w,
                    "club-beyond-rounds",
                    round = round,
                    rounds = view.rounds
                ))
            )
        } else {
            String::new()
        };
        let _ = write!(
            out,
            "<form class=\"act\" data-action=\"draw\">{beyond}<p>{}</p>{}<div class=\"buttons\"><button type=\"submit\">{}</button></div></form>",
            escape(&t!(w, "club-org-present", count = view.present)),
            keep_apart(),
            escape(&t!(w, "club-org-draw", round = round))
        );
    }
    if let Some(round) = a.close {
        let still = if a.unfinished.is_empty() {
            escape(&t!(w, "club-org-all-finished"))
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
            escape(&t!(
                w,
                "club-org-still-playing",
                tables = w.and(&tables),
                count = tables.len()
            ))
        };
        let _ = write!(
            out,
            "<form class=\"act\" data-action=\"close\"><p>{still}</p><div class=\"buttons\"><button type=\"submit\">{}</button></div><div class=\"force\" hidden><button type=\"button\" class=\"danger\" data-force>{}</button></div></form>",
            escape(&t!(w, "club-org-close", round = round)),
            escape(&t!(w, "club-org-close-anyway"))
        );
    }
    if let Some(round) = a.redraw {
        let _ = write!(
            out,
            "<details><summary>{}</summary><form class=\"act\" data-action=\"redraw\" data-confirm=\"{}\"><p>{}</p>{}<div class=\"buttons\"><button type=\"submit\" class=\"quiet\">{}</button></div></form></details>",
            escape(&t!(w, "club-org-redraw-more", round = round)),
            escape(&t!(w, "club-org-redraw-ask", round = round)),
            escape(&t!(w, "club-org-redraw-help")),
            keep_apart(),
            escape(&t!(w, "club-org-redraw", round = round))
        );
    }
    out.push_str("</section>");
    out
}

/// The round's tables: players in seat order, progress, each table's page.
fn tables(w: &Words, view: &OrganiserView) -> String {
    if view.round == 0 {
        return String::new();
    }
    let mut out = format!(
        "<section class=\"round\"><h2>{}</h2><ol class=\"tables\">",
        escape(&t!(w, "club-org-round", round = view.round))
    );
    for table in &view.tables {
        let class = if table.finished {
            " class=\"done\""
        } else {
            ""
        };
        let players: String = table
            .players
            .iter()
            .map(|p| format!("<li>{}</li>", escape(p)))
            .collect();
        let link = match &table.url {
            Some(url) => format!(
                "<a class=\"url\" href=\"{0}\" target=\"_blank\">{0}</a>",
                escape(url)
            ),
            None => format!(
                "<span class=\"url\">{}</span>",
                escape(&t!(w, "club-org-no-key"))
            ),
        };
        let _ = write!(
            out,
            "<li{class}><h3>{}</h3><ol class=\"seats\">{players}</ol><p class=\"progress\">{}</p>{link}</li>",
            escape(&t!(w, "club-org-table", table = table.number)),
            escape(&progress(w, table))
        );
    }
    out.push_str("</ol>");
    if !view.sitting_out.is_empty() {
        let _ = write!(
            out,
            "<p class=\"out\">{}</p>",
            escape(&t!(w, "club-sitting-out", names = w.and(&view.sitting_out)))
        );
    }
    let _ = write!(
        out,
        "<p class=\"help\">{}</p></section>",
        escape(&t!(w, "club-first-deals"))
    );
    out
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
fn players(w: &Words, view: &OrganiserView) -> String {
    let mut out = format!(
        "<section class=\"players\"><h2>{}</h2><table><thead><tr><th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\"></th></tr></thead><tbody>",
        escape(&t!(w, "club-org-players", count = view.present)),
        escape(&t!(w, "club-col-name")),
        escape(&if view.round == 0 {
            t!(w, "club-org-where")
        } else {
            t!(w, "club-col-round", round = view.round)
        })
    );
    for player in &view.players {
        let name = if player.guest {
            t!(w, "club-guest-name", name = player.name.as_str())
        } else {
            player.name.clone()
        };
        let button = if player.left.is_some() {
            format!(
                "<button type=\"button\" class=\"quiet\" data-back=\"{}\" data-guest=\"{}\">{}</button>",
                escape(&player.name),
                player.guest,
                escape(&t!(w, "club-org-back"))
            )
        } else {
            format!(
                "<button type=\"button\" class=\"quiet\" data-leave=\"{}\" data-confirm=\"{}\">{}</button>",
                escape(&player.name),
                escape(&t!(w, "club-org-leave-ask", name = player.name.as_str())),
                escape(&t!(w, "club-org-leave"))
            )
        };
        let class = if player.left.is_some() {
            " class=\"gone\""
        } else {
            ""
        };
        let _ = write!(
            out,
            "<tr{class}><th scope=\"row\">{}</th><td>{}</td><td class=\"do\">{button}</td></tr>",
            escape(&name),
            escape(&whereabouts(w, player))
        );
    }
    let _ = write!(
        out,
        "</tbody></table><form class=\"act\" data-action=\"arrive\"><h3>{}</h3><div class=\"pair\">{}{}</div><div class=\"buttons\"><button type=\"submit\">{}</button></div></form></section>",
        escape(&t!(w, "club-org-arrive-title")),
        field(
            "names",
            &t!(w, "club-org-arrive-names"),
            &t!(w, "club-org-names-hint"),
            "Eve, Fay"
        ),
        field(
            "guests",
            &t!(w, "club-org-arrive-guests"),
            &t!(w, "club-org-guests-hint"),
            "Zoe"
        ),
        escape(&t!(w, "club-org-arrive"))
    );
    out
}

/// The organiser's own mistakes: the last action taken back (it says which), a name
/// corrected in the evening and at every table.
fn mistakes(w: &Words, view: &OrganiserView) -> String {
    let mut out = format!(
        "<section class=\"mistakes\"><h2>{}</h2>",
        escape(&t!(w, "club-org-mistakes"))
    );
    if let Some(action) = &view.undo {
        let what = crate::ui::club::action_words(w, action);
        let _ = write!(
            out,
            "<form class=\"act\" data-action=\"undo\" data-confirm=\"{}\"><p>{}</p><div class=\"buttons\"><button type=\"submit\" class=\"quiet\">{}</button></div></form>",
            escape(&t!(w, "club-org-undo-ask", what = what.as_str())),
            escape(&t!(
                w,
                "club-org-undo-last",
                time = action.time.format("%H:%M").to_string(),
                what = what.as_str()
            )),
            escape(&t!(w, "club-org-undo"))
        );
    }
    let _ = write!(
        out,
        "<form class=\"act\" data-action=\"rename\"><h3>{}</h3><div class=\"pair\">{}{}</div><div class=\"buttons\"><button type=\"submit\">{}</button></div></form></section>",
        escape(&t!(w, "club-org-rename-title")),
        field(
            "from",
            &t!(w, "club-org-rename-from"),
            &t!(w, "club-org-rename-from-hint"),
            "Moo"
        ),
        field(
            "to",
            &t!(w, "club-org-rename-to"),
            &t!(w, "club-org-rename-to-hint"),
            "Mo"
        ),
        escape(&t!(w, "club-org-rename"))
    );
    out
}

/// The repeat-meeting matrix: how many rounds each two players sat at one table tonight.
fn meetings(w: &Words, view: &OrganiserView) -> String {
    let m = &view.meetings;
    if view.round == 0 || m.players.is_empty() {
        return String::new();
    }
    let (met, again) = m.pairs();
    let short = text::short_names(&m.players);
    let mut out = format!(
        "<section class=\"meetings\"><h2>{}</h2><p>{}</p><div class=\"scroll\"><table class=\"matrix\"><thead><tr><td></td>",
        escape(&t!(w, "club-org-meetings")),
        escape(&t!(w, "club-org-meetings-said", pairs = met, again = again))
    );
    for (name, short) in m.players.iter().zip(&short) {
        let _ = write!(
            out,
            "<th scope=\"col\"><abbr title=\"{}\">{}</abbr></th>",
            escape(name),
            escape(short)
        );
    }
    out.push_str("</tr></thead><tbody>");
    for (i, (name, row)) in m.players.iter().zip(&m.counts).enumerate() {
        let _ = write!(out, "<tr><th scope=\"row\">{}</th>", escape(name));
        for (j, count) in row.iter().enumerate() {
            let cell = match (i == j, count) {
                (true, _) => "<td class=\"self\">·</td>".to_string(),
                (false, 0) => "<td></td>".to_string(),
                (false, 1) => "<td class=\"once\">1</td>".to_string(),
                (false, n) => format!("<td class=\"again\">{n}</td>"),
            };
            out.push_str(&cell);
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table></div></section>");
    out
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
    let heading = title(w, view);
    let mut out = format!(
        "<!doctype html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><meta name=\"color-scheme\" content=\"dark\"><meta name=\"theme-color\" content=\"#111111\"><meta name=\"referrer\" content=\"no-referrer\"><title>{}</title><style>{PAGE_CSS}{ORGANISER_CSS}</style></head><body class=\"organiser\"><header><h1>{}</h1><p id=\"offline\" class=\"offline\" hidden></p><noscript><p class=\"offline\">{}</p></noscript><nav><a href=\"/\" target=\"_blank\">{}</a> <a href=\"/admin/cards\" data-keyed target=\"_blank\">{}</a> <a href=\"/report\" target=\"_blank\">{}</a></nav></header><main>",
        w.lang().code(),
        escape(&t!(
            w,
            "club-org-page-title",
            competition = view.competition.as_str()
        )),
        escape(&heading),
        escape(&t!(w, "club-org-needs-script")),
        escape(&t!(w, "club-org-room")),
        escape(&t!(w, "club-org-print")),
        escape(&t!(w, "web-report"))
    );
    out.push_str(
        "<div id=\"said\" class=\"said\" role=\"status\" hidden></div><p id=\"message\" class=\"message\" role=\"alert\"></p>",
    );
    out.push_str(&actions(w, view));
    out.push_str(&tables(w, view));
    out.push_str(&players(w, view));
    out.push_str(&mistakes(w, view));
    out.push_str(&meetings(w, view));
    let _ = writeln!(
        out,
        "</main><script type=\"application/json\" id=\"organiser-data\">{}</script><script>{ORGANISER_JS}</script></body></html>",
        script_json(&script_data(w))
    );
    out
}

/// One table's card: its number big, the QR code of its page, the address in small print.
fn card(w: &Words, number: u32, url: &str) -> String {
    let name = t!(w, "club-org-table", table = number);
    let qr = qr_svg(url, &name).unwrap_or_default();
    format!(
        "<article class=\"card\"><h2>{}</h2>{qr}<p class=\"scan\">{}</p><p class=\"url\">{}</p></article>",
        escape(&name),
        escape(&t!(w, "club-org-card-scan")),
        escape(url)
    )
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
        date = view.date.as_str()
    );
    let mut out = format!(
        "<!doctype html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><meta name=\"referrer\" content=\"no-referrer\"><title>{}</title><style>{CARDS_CSS}</style></head><body><header class=\"screen\"><h1>{}</h1><p>{}</p></header>",
        w.lang().code(),
        escape(&heading),
        escape(&heading),
        escape(&t!(w, "club-org-cards-print"))
    );
    if view.table_urls.is_empty() {
        let _ = write!(
            out,
            "<p class=\"none\">{}</p>",
            escape(&t!(w, "club-org-no-cards"))
        );
    }
    for urls in view.table_urls.chunks(CARDS_A_PAGE) {
        out.push_str("<section class=\"sheet\">");
        for (number, url) in urls {
            out.push_str(&card(w, *number, url));
        }
        out.push_str("</section>");
    }
    out.push_str(&seating(w, view));
    out.push_str("</body></html>\n");
    out
}

/// The seating list for the wall, in big type.
fn seating(w: &Words, view: &OrganiserView) -> String {
    let mut out = String::from("<section class=\"seating\">");
    if view.round == 0 {
        let _ = write!(
            out,
            "<h1>{}</h1><p class=\"none\">{}</p>",
            escape(&t!(w, "club-org-seating-none-title")),
            escape(&t!(w, "club-org-seating-none"))
        );
    } else {
        let _ = write!(
            out,
            "<h1>{}</h1><ol class=\"list\">",
            escape(&t!(
                w,
                "club-org-seating-title",
                round = view.round,
                rounds = view.rounds
            ))
        );
        for table in &view.tables {
            let players: String = table
                .players
                .iter()
                .map(|p| format!("<li>{}</li>", escape(p)))
                .collect();
            let _ = write!(
                out,
                "<li><h2>{}</h2><ol class=\"seats\">{players}</ol></li>",
                escape(&t!(w, "club-org-table", table = table.number))
            );
        }
        out.push_str("</ol>");
        if !view.sitting_out.is_empty() {
            let _ = write!(
                out,
                "<p class=\"out\">{}</p>",
                escape(&t!(w, "club-sitting-out", names = w.and(&view.sitting_out)))
            );
        }
        let _ = write!(
            out,
            "<p class=\"help\">{}</p>",
            escape(&t!(w, "club-first-deals"))
        );
    }
    let me = t!(w, "club-org-where-do-i-sit");
    let _ = write!(
        out,
        "<div class=\"where\">{}<div><p class=\"ask\">{}</p><p class=\"url\">{}</p><p>{}</p><p class=\"url\">{}</p></div></div></section>",
        qr_svg(&view.me_url, &me).unwrap_or_default(),
        escape(&me),
        escape(&view.me_url),
        escape(&t!(w, "club-org-room-said")),
        escape(&view.room_url)
    );
    out
}

#[cfg(test)]
#[path = "organiser_tests.rs"]
mod tests;
