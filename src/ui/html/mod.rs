//! HTML for people: the `serve` page, its live part (sent again after every change) and the
//! printable match report (`export --format html`, `GET /report`). Every sentence comes from
//! the words layer and every text is escaped; the styles, the script and the chart are inline,
//! so that a page needs no other file and a report opens without a network.

use super::report::{NextDetail, StatusReport};
use super::text;
use crate::core::game::{Match, Scoreboard};
use crate::core::variant::{MoonEffect, PassDir};
use crate::t;
use crate::words::{Words, signed, total};
use anyhow::Result;
use std::fmt::Write as _;

/// The page's styles: dark and high-contrast, one column on a phone, large type on a TV.
const PAGE_CSS: &str = include_str!("page.css");
/// The page's script: live updates, the entry form, undo, the screen kept awake.
const PAGE_JS: &str = include_str!("page.js");
/// The report's styles, for the screen and for paper.
const REPORT_CSS: &str = include_str!("report.css");

/// Text made safe to put in HTML, between tags or in a quoted attribute.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// JSON made safe inside a `<script>` element: no `<` can close it.
fn script_json(value: &serde_json::Value) -> String {
    value
        .to_string()
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
}

/// What a page lets its reader do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// Read the score (the scoreboard's address).
    Everyone,
    /// Read the score, enter hands and undo (the table's address, with its key).
    Table,
    /// Read the score; the address carried a key that is not this run's.
    WrongKey,
}

/// Each line of `text` as a paragraph.
fn paragraphs(text: &str) -> String {
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .map(|line| format!("<p>{}</p>", escape(line)))
        .collect()
}

/// The chart SVG ready to sit inside a page: without an XML declaration, scaling to its box,
/// named for a screen reader.
fn inline_chart(w: &Words, game: &Match, board: &Scoreboard) -> Result<String> {
    let svg = super::chart::svg(w, game, board)?;
    let svg = match svg.find("<svg") {
        Some(start) => &svg[start..],
        None => svg.as_str(),
    };
    Ok(svg.replacen(
        "<svg",
        &format!(
            "<svg role=\"img\" aria-label=\"{}\" preserveAspectRatio=\"xMidYMid meet\"",
            escape(&t!(w, "web-chart"))
        ),
        1,
    ))
}

/// Every hand: its number, dealer, pass and phase where they vary, each player's running
/// total with the hand's points, and the notes; the totals last with the leader marked.
fn hands_table(w: &Words, report: &StatusReport, game: &Match, board: &Scoreboard) -> String {
    let phased = game.rules.has_phases();
    let pass = text::shows_pass(game, board);
    let mut out = String::from("<table class=\"hands\"><thead><tr>");
    let mut header = vec![t!(w, "col-hand"), t!(w, "col-dealer")];
    if pass {
        header.push(t!(w, "col-pass"));
    }
    if phased {
        header.push(t!(w, "col-phase"));
    }
    for cell in &header {
        let _ = write!(out, "<th scope=\"col\">{}</th>", escape(cell));
    }
    for name in &game.players {
        let _ = write!(out, "<th scope=\"col\" class=\"num\">{}</th>", escape(name));
    }
    let _ = write!(
        out,
        "<th scope=\"col\">{}</th></tr></thead><tbody>",
        escape(&t!(w, "col-notes"))
    );
    for (hand, scored) in report.hands.iter().zip(&board.hands) {
        let _ = write!(
            out,
            "<tr><th scope=\"row\">{}</th><td>{}</td>",
            hand.number,
            escape(&hand.dealer)
        );
        if pass {
            let _ = write!(out, "<td>{}</td>", escape(&text::pass_name(w, hand.pass)));
        }
        if phased {
            let _ = write!(
                out,
                "<td>{}</td>",
                hand.phase.map_or(String::new(), |p| p.to_string())
            );
        }
        for ((_, points), (_, running)) in hand.points.0.iter().zip(&hand.totals.0) {
            let _ = write!(
                out,
                "<td class=\"num\">{} <small>({})</small></td>",
                escape(&total(*running)),
                escape(&signed(*points))
            );
        }
        let _ = write!(
            out,
            "<td>{}</td></tr>",
            escape(&text::hand_note(w, game, scored))
        );
    }
    let leaders = text::leaders(game, board);
    let _ = write!(
        out,
        "</tbody><tfoot><tr><th scope=\"row\">{}</th><td></td>",
        escape(&t!(w, "row-total"))
    );
    if pass {
        out.push_str("<td></td>");
    }
    if phased {
        let _ = write!(
            out,
            "<td>{}</td>",
            report.phase.map_or(String::new(), |p| p.to_string())
        );
    }
    for (seat, (_, points)) in report.totals.0.iter().enumerate() {
        let lead = !board.hands.is_empty() && leaders.contains(&seat);
        let _ = write!(
            out,
            "<td class=\"num{}\">{}{}</td>",
            if lead { " leader" } else { "" },
            escape(&total(*points)),
            if lead { " ★" } else { "" }
        );
    }
    out.push_str("<td></td></tr></tfoot></table>");
    out
}

/// The players' totals as large cards in seating order, the leader marked and players out
/// of a lives game greyed.
fn totals(w: &Words, report: &StatusReport, game: &Match, board: &Scoreboard) -> String {
    let leaders = text::leaders(game, board);
    let mut out = format!(
        "<section class=\"standings\"><h2>{}</h2><ol class=\"totals\">",
        escape(&t!(w, "web-standings"))
    );
    for (seat, (name, points)) in report.totals.0.iter().enumerate() {
        let lead = !board.hands.is_empty() && leaders.contains(&seat);
        let out_of_game = board.is_out(seat);
        let class = match (lead, out_of_game) {
            (true, _) => " class=\"leader\"",
            (false, true) => " class=\"out\"",
            (false, false) => "",
        };
        let mark = if lead {
            format!(
                "<span class=\"mark\" title=\"{0}\" aria-label=\"{0}\">★</span>",
                escape(&t!(w, "web-leader"))
            )
        } else {
            String::new()
        };
        let _ = write!(
            out,
            "<li{class}><span class=\"name\">{}</span><span class=\"total\">{}</span>{mark}</li>",
            escape(name),
            escape(&total(*points))
        );
    }
    out.push_str("</ol></section>");
    out
}

/// The next hand's banner: the deal, who passes to whom, who leads, and the reminders.
fn banner(w: &Words, game: &Match, board: &Scoreboard) -> String {
    let Some(detail) = NextDetail::new(game, board) else {
        return String::new();
    };
    let said = text::banner(w, game, &detail);
    let mut lines = String::new();
    let mut reminders = String::new();
    for line in said.lines() {
        match line.trim_start().strip_prefix("· ") {
            Some(reminder) => {
                let _ = write!(reminders, "<li>{}</li>", escape(reminder));
            }
            None if !line.trim().is_empty() => {
                let _ = write!(lines, "<p>{}</p>", escape(line.trim()));
            }
            None => {}
        }
    }
    format!(
        "<section class=\"banner\"><h2>{}</h2>{lines}<ul class=\"reminders\">{reminders}</ul></section>",
        escape(&t!(w, "web-next"))
    )
}

/// What the last hand scored, with its note.
fn last_hand(w: &Words, game: &Match, board: &Scoreboard) -> String {
    let Some(hand) = board.hands.last() else {
        return format!(
            "<section class=\"last\"><h2>{}</h2><p>{}</p></section>",
            escape(&t!(w, "web-last-hand")),
            escape(&t!(w, "web-no-hands"))
        );
    };
    let mut said = t!(
        w,
        "hand-recorded",
        number = hand.number,
        points = text::points_words(game, &hand.points)
    );
    let note = text::hand_note(w, game, hand);
    if !note.is_empty() {
        said.push('\n');
        said.push_str(&t!(w, "sentence", text = note));
    }
    format!(
        "<section class=\"last\"><h2>{}</h2>{}</section>",
        escape(&t!(w, "web-last-hand")),
        paragraphs(&said)
    )
}

/// The part of the page that follows the match: what is happening now, the standings, the
/// next hand's banner, the last hand, every hand, and the chart.
pub fn live(w: &Words, game: &Match, board: &Scoreboard) -> Result<String> {
    let report = StatusReport::new(game, board);
    let mut out = format!(
        "<section class=\"state\">{}</section>",
        paragraphs(&text::state_line(w, game, board))
    );
    if let Some(winner) = board.winner() {
        out = format!(
            "<section class=\"state won\"><p class=\"winner\">{}</p>{}</section>",
            escape(&t!(w, "wins", name = game.players[winner].as_str())),
            paragraphs(&text::state_line(w, game, board))
        );
    }
    // What undo would remove, for the entry form's question (it follows the match live).
    if let Some(question) = text::undo_question(w, game, board) {
        let _ = write!(
            out,
            "<p id=\"undo-question\" hidden>{}</p>",
            escape(&question)
        );
    }
    out.push_str(&totals(w, &report, game, board));
    out.push_str(&banner(w, game, board));
    out.push_str(&last_hand(w, game, board));
    if !board.hands.is_empty() {
        let _ = write!(
            out,
            "<section class=\"all-hands\"><h2>{}</h2><div class=\"scroll\">{}</div></section>",
            escape(&t!(w, "web-hands")),
            hands_table(w, &report, game, board)
        );
        let _ = write!(
            out,
            "<section class=\"chart\"><h2>{}</h2>{}</section>",
            escape(&t!(w, "web-chart")),
            inline_chart(w, game, board)?
        );
    }
    Ok(out)
}

/// A `<select>` of `options` (value, label), the first one chosen.
fn select(name: &str, label: &str, options: &[(String, String)]) -> String {
    let mut out = format!(
        "<label class=\"field\"><span>{}</span><select name=\"{name}\">",
        escape(label)
    );
    for (value, shown) in options {
        let _ = write!(
            out,
            "<option value=\"{}\">{}</option>",
            escape(value),
            escape(shown)
        );
    }
    out.push_str("</select></label>");
    out
}

/// The players as options, after `first` (the empty choice).
fn player_options(game: &Match, first: String) -> Vec<(String, String)> {
    std::iter::once((String::new(), first))
        .chain(game.players.iter().map(|name| (name.clone(), name.clone())))
        .collect()
}

/// A field for cards: the keyboard for text, nothing capitalised or corrected by the phone.
const CARD_FIELD: &str = " inputmode=\"text\" autocapitalize=\"off\" autocorrect=\"off\" spellcheck=\"false\" enterkeyhint=\"next\"";

/// The entry form: a field per player, the last one filled with `rest`, the choices this
/// game has (the moon, a declaration, the bid and suit, payments in play), the rarer ones
/// (renege, dealer, pass, cards out) folded away; points shown before the hand is saved.
fn entry_form(w: &Words, game: &Match, board: &Scoreboard) -> String {
    let rules = &game.rules;
    let still_in: Vec<usize> = (0..game.players.len())
        .filter(|&s| !board.is_out(s))
        .collect();
    let last = still_in.last().copied();
    let help = if game.auction() {
        t!(w, "web-enter-help-auction")
    } else if text::hearts_only(rules) {
        t!(w, "web-enter-help-hearts")
    } else {
        t!(w, "web-enter-help")
    };
    let mut out = format!(
        "<section id=\"entry\" class=\"entry\"><h2>{}</h2><noscript><p class=\"message\">{}</p></noscript><form id=\"hand\" autocomplete=\"off\"><p class=\"help\">{}</p><div class=\"took\">",
        escape(&t!(w, "web-enter")),
        escape(&t!(w, "web-needs-script")),
        escape(&help)
    );
    for (seat, name) in game.players.iter().enumerate() {
        let value = if Some(seat) == last { "rest" } else { "" };
        let disabled = if board.is_out(seat) { " disabled" } else { "" };
        let _ = write!(
            out,
            "<label class=\"field\"><span>{0}</span><input name=\"took\" data-player=\"{0}\" value=\"{value}\"{CARD_FIELD}{disabled}></label>",
            escape(name)
        );
    }
    out.push_str("</div>");
    // Cards out of play are part of the hand where the game has them, not tucked away.
    if rules.packs >= 2 || rules.out_of_play {
        let _ = write!(
            out,
            "<label class=\"field wide\"><span>{}</span><input name=\"out\"{CARD_FIELD}><small>{}</small></label>",
            escape(&t!(w, "out-of-play")),
            escape(&t!(w, "web-out-help"))
        );
    }
    // The moon is a question, asked when the typed hand is one and the shooter chooses.
    let choose = |phase| game.moon_effect(phase) == MoonEffect::Choose;
    if choose(1) || (rules.has_phases() && choose(2)) {
        out.push_str(
            "<input type=\"hidden\" name=\"moon\" value=\"\"><fieldset id=\"moon-ask\" class=\"moon-ask\" hidden><legend id=\"moon-question\"></legend><div id=\"moon-choices\" class=\"buttons\"></div></fieldset>",
        );
    }
    // Gong Zhu: the cards shown before play, in a field of its own; empty when none were.
    if !rules.expose.is_empty() {
        let _ = write!(
            out,
            "<label class=\"field wide\"><span>{}</span><input name=\"expose\"{CARD_FIELD}><small>{}</small></label>",
            escape(&t!(w, "web-expose")),
            escape(&t!(w, "web-expose-help"))
        );
    }
    if let Some(declaration) = &rules.declaration {
        out.push_str(&select(
            "declare",
            &t!(w, "web-declare", name = declaration.name.as_str()),
            &player_options(game, t!(w, "web-nobody")),
        ));
    }
    if game.auction() {
        out.push_str(&select(
            "bidder",
            &t!(w, "web-bidder"),
            &player_options(game, t!(w, "web-names-again")),
        ));
        let _ = write!(
            out,
            "<label class=\"field\"><span>{}</span><input name=\"bid\" type=\"number\" min=\"1\" inputmode=\"numeric\"></label>",
            escape(&t!(w, "web-bid"))
        );
        let suits = crate::words::vocab::suits_lettered(w.lang())
            .into_iter()
            .map(|(suit, letter)| (letter.to_string(), format!("{letter} {}", suit.symbol())));
        out.push_str(&select(
            "suit",
            &t!(w, "web-suit"),
            &std::iter::once((String::new(), "—".to_string()))
                .chain(suits)
                .collect::<Vec<_>>(),
        ));
        let _ = write!(
            out,
            "<label class=\"check\"><input name=\"all_pass\" type=\"checkbox\"> {}</label>",
            escape(&t!(w, "web-all-pass"))
        );
    }
    if game.reversis() {
        let _ = write!(
            out,
            "<label class=\"field wide\"><span>{}</span><input name=\"pay\" placeholder=\"Ann&gt;Bob:3, pot&gt;Cas:2\" spellcheck=\"false\"></label>",
            escape(&t!(w, "web-pay"))
        );
    }
    let _ = write!(
        out,
        "<details><summary>{}</summary><div class=\"more\">",
        escape(&t!(w, "web-more"))
    );
    if rules.chips.is_none() && rules.lives.is_none() {
        out.push_str(&select(
            "renege",
            &t!(w, "web-renege"),
            &player_options(game, t!(w, "web-nobody")),
        ));
    }
    out.push_str(&select(
        "dealer",
        &t!(w, "web-dealer"),
        &player_options(game, t!(w, "web-as-proposed")),
    ));
    // A game that never passes takes no pass (it would be refused).
    if !game.never_passes() {
        let mut passes = vec![(String::new(), t!(w, "web-as-proposed"))];
        for dir in PassDir::ALL {
            if dir == PassDir::Hold || rules.pass_cycle.contains(&dir) {
                passes.push((dir.as_str().to_string(), text::pass_name(w, dir)));
            }
        }
        out.push_str(&select("pass", &t!(w, "web-pass"), &passes));
    }
    let _ = write!(
        out,
        "</div></details><div id=\"preview\" class=\"preview\" hidden></div><p id=\"message\" class=\"message\" role=\"alert\"></p><div class=\"buttons\"><button type=\"submit\" id=\"check\">{}</button><button type=\"button\" id=\"confirm\" hidden>{}</button><button type=\"button\" id=\"change\" class=\"quiet\" hidden>{}</button></div></form>",
        escape(&t!(w, "web-check")),
        escape(&t!(w, "web-confirm")),
        escape(&t!(w, "web-change"))
    );
    let _ = write!(
        out,
        "<div class=\"undo\"><button type=\"button\" id=\"undo\" class=\"quiet\">{}</button><div id=\"undo-ask\" hidden><p id=\"undo-ask-text\">{}</p><button type=\"button\" id=\"undo-yes\">{}</button> <button type=\"button\" id=\"undo-no\" class=\"quiet\">{}</button></div></div></section>",
        escape(&t!(w, "web-undo")),
        escape(&t!(w, "web-undo-ask")),
        escape(&t!(w, "web-undo-yes")),
        escape(&t!(w, "web-no"))
    );
    out
}

/// The words the page's script says, and what it needs to know of the match.
/// `version` is the live feed's (`ENTRIES.FINGERPRINT`); `hand` is the hand being entered
/// (none once the match is over): a change sends back what the page showed.
fn script_data(w: &Words, game: &Match, board: &Scoreboard, version: &str) -> serde_json::Value {
    serde_json::json!({
        "version": version,
        "hand": (!board.finished()).then(|| game.hand_in_play()),
        "players": game.players,
        "words": {
            "preview": t!(w, "web-preview", number = "{number}", points = "{points}"),
            "saved": t!(w, "web-saved", number = "{number}"),
            "undone": t!(w, "web-undone"),
            "offline": t!(w, "web-offline"),
            "failed": t!(w, "web-failed"),
            "saveAsNext": t!(w, "web-save-as-next", number = "{number}"),
            "lostSaved": t!(w, "web-lost-saved", number = "{number}"),
            "lostNotSaved": t!(w, "web-lost-not-saved", number = "{number}"),
            "lostUnknown": t!(w, "web-lost-unknown"),
            "lostUndo": t!(w, "web-lost-undo"),
            "draftKept": t!(w, "web-draft-kept"),
            "moonShot": t!(w, "web-moon-shot", name = "{name}"),
            "moonAdd": t!(w, "web-moon-add-choice", value = "{value}"),
            "moonSubtract": t!(w, "web-moon-subtract-choice", name = "{name}", value = "{value}"),
        },
    })
}

/// The whole page: the live part, the entry form for the table, the script.
pub fn page(
    w: &Words,
    game: &Match,
    board: &Scoreboard,
    access: Access,
    version: &str,
) -> Result<String> {
    let title = text::title(w, game, None);
    let mut out = format!(
        "<!doctype html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><meta name=\"color-scheme\" content=\"dark\"><meta name=\"theme-color\" content=\"#111111\"><link rel=\"manifest\" href=\"/manifest.webmanifest\"><link rel=\"icon\" href=\"/icon-192.png\"><link rel=\"apple-touch-icon\" href=\"/icon-192.png\"><title>{}</title><style>{PAGE_CSS}</style></head><body><header><h1>{}</h1><p id=\"offline\" class=\"offline\" hidden></p><noscript><p class=\"offline\">{}</p></noscript><nav><a href=\"/report\" target=\"_blank\">{}</a></nav></header><main>",
        w.lang().code(),
        escape(&format!("{} — hartenjagen", game.rules.variant)),
        escape(&title),
        escape(&t!(w, "web-not-live")),
        escape(&t!(w, "web-report"))
    );
    let _ = write!(out, "<div id=\"live\">{}</div>", live(w, game, board)?);
    match access {
        Access::Table if board.finished() => {
            out.push_str(&entry_form(w, game, board).replacen(
                "<section id=\"entry\"",
                "<section hidden id=\"entry\"",
                1,
            ));
        }
        Access::Table => out.push_str(&entry_form(w, game, board)),
        Access::WrongKey => {
            let _ = write!(
                out,
                "<p class=\"message wrong-key\" role=\"alert\">{}</p>",
                escape(&t!(w, "web-wrong-key"))
            );
        }
        Access::Everyone => {}
    }
    let _ = writeln!(
        out,
        "</main><script type=\"application/json\" id=\"table-data\">{}</script><script>{PAGE_JS}</script></body></html>",
        script_json(&script_data(w, game, board, version))
    );
    Ok(out)
}

/// The printable match report: the title, the outcome, the ranking, every hand, the summary
/// and the chart, in one file that needs nothing else.
pub fn report(w: &Words, game: &Match, board: &Scoreboard) -> Result<String> {
    let status = StatusReport::new(game, board);
    let title = text::title(w, game, None);
    let mut out = format!(
        "<!doctype html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>{}</title><style>{REPORT_CSS}</style></head><body><h1>{}</h1>",
        w.lang().code(),
        escape(&title),
        escape(&title)
    );
    if let Some(winner) = board.winner() {
        let _ = write!(
            out,
            "<p class=\"winner\">{}</p>",
            escape(&t!(w, "wins", name = game.players[winner].as_str()))
        );
    }
    out.push_str(&paragraphs(&text::state_line(w, game, board)));
    let _ = write!(
        out,
        "<h2>{}</h2><table class=\"ranking\"><tbody>",
        escape(&t!(w, "web-ranking"))
    );
    for place in board.ranking(&game.rules) {
        let tie = if place.tied {
            format!(" {}", t!(w, "rank-tie"))
        } else {
            String::new()
        };
        let _ = write!(
            out,
            "<tr><td>{}</td><th scope=\"row\">{}</th><td class=\"num\">{}</td></tr>",
            escape(&format!("{}{tie}", t!(w, "ordinal", place = place.place))),
            escape(&game.players[place.seat]),
            escape(&total(board.totals[place.seat]))
        );
    }
    out.push_str("</tbody></table>");
    if !board.hands.is_empty() {
        let _ = write!(
            out,
            "<h2>{}</h2>{}<h2>{}</h2>{}<h2>{}</h2><figure>{}</figure>",
            escape(&t!(w, "web-hands")),
            hands_table(w, &status, game, board),
            escape(&t!(w, "web-summary")),
            paragraphs(&text::facts(w, game, board)),
            escape(&t!(w, "web-chart")),
            inline_chart(w, game, board)?
        );
    }
    let _ = writeln!(
        out,
        "<footer>{}</footer></body></html>",
        escape(&t!(
            w,
            "web-report-footer",
            started = game.started.format("%Y-%m-%d %H:%M").to_string()
        ))
    );
    Ok(out)
}

#[cfg(test)]
mod tests;
