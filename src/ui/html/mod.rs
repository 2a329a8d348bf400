//! HTML for people: the `serve` page, its live part (sent again after every change) and the
//! printable match report (`export --format html`, `GET /report`), and in [`club`] the club
//! evening's and season's report (`club export --format html`). Every sentence comes from
//! the words layer and every text is escaped; the styles, the script and the chart are inline,
//! so that a page needs no other file and a report opens without a network.

use super::report::{NextDetail, StatusReport};
use super::text;
use crate::core::game::{Match, Scoreboard};
use crate::core::variant::{MoonEffect, PassDir, PassStep};
use crate::t;
use crate::words::{Words, signed, total};
use anyhow::Result;
use std::fmt::Write as _;

pub mod room;

/// The page's styles: dark and high-contrast, one column on a phone, large type on a TV.
const PAGE_CSS: &str = include_str!("page.css");
/// The page's script: live updates, the entry form, undo, the screen kept awake.
const PAGE_JS: &str = include_str!("page.js");
/// The report's styles, for the screen and for paper.
const REPORT_CSS: &str = include_str!("report.css");
/// The TV layout: everything on one screen, read from the sofa. Always on `/?tv`; on the
/// scoreboard's own page when the screen is a wide landscape one.
const TV_CSS: &str = include_str!("tv.css");
/// The screens the scoreboard's page takes the TV layout on by itself.
const TV_SCREEN: &str = "(min-width: 1600px) and (min-height: 700px) and (orientation: landscape)";

pub use super::markup::escape;

pub mod club;
pub mod organiser;

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
    /// Read the score on a TV (`/?tv`): everything on one screen, never the entry form, even
    /// with the key.
    Tv,
}

/// Each line of `text` as a paragraph.
fn paragraphs(text: &str) -> String {
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .map(|line| format!("<p>{}</p>", escape(line)))
        .collect()
}

/// The chart, drawn at the size the page or the report shows it (see `chart::svg`).
fn inline_chart(w: &Words, game: &Match, board: &Scoreboard) -> String {
    super::chart::svg::plot(w, game, board)
}

/// In which order the hands are listed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Order {
    /// As played, the totals last (the report).
    Played,
    /// The newest first, the totals above them (the page: a TV shows as many as fit).
    NewestFirst,
}

/// A player's name in a column heading: whole, and cut to its shortest unique prefix for the
/// narrow layouts (the page's CSS shows one of the two).
fn column_name(name: &str, short: &str) -> String {
    if name == short {
        escape(name)
    } else {
        format!(
            "<span class=\"full\">{0}</span><abbr class=\"short\" title=\"{0}\">{1}</abbr>",
            escape(name),
            escape(short)
        )
    }
}

/// Every hand: its number, dealer, pass and phase where they vary, each player's running
/// total with the hand's points, and its note on a row of its own below it; the totals with the
/// leader marked (and, in Complex Hearts, their magnitudes). The page's CSS drops the dealer,
/// the pass and the running totals on a narrow screen and shows the short names.
fn hands_table(
    w: &Words,
    report: &StatusReport,
    game: &Match,
    board: &Scoreboard,
    order: Order,
) -> String {
    let phased = game.rules.has_phases();
    let pass = text::shows_pass(game, board);
    let players = game.players.len();
    let columns = 2 + usize::from(pass) + usize::from(phased) + players;
    let crowd = match players {
        0..=5 => "",
        6..=8 => " many",
        _ => " many crowd",
    };
    let mut out = format!("<table class=\"hands{crowd}\"><thead><tr>");
    let _ = write!(
        out,
        "<th scope=\"col\">{}</th><th scope=\"col\" class=\"dealer\">{}</th>",
        column_name(&t!(w, "col-hand"), "#"),
        escape(&t!(w, "col-dealer"))
    );
    if pass {
        let _ = write!(
            out,
            "<th scope=\"col\" class=\"pass\">{}</th>",
            escape(&t!(w, "col-pass"))
        );
    }
    if phased {
        let _ = write!(
            out,
            "<th scope=\"col\" class=\"phase\">{}</th>",
            escape(&t!(w, "col-phase"))
        );
    }
    for (name, short) in game.players.iter().zip(text::short_names(&game.players)) {
        let _ = write!(
            out,
            "<th scope=\"col\" class=\"num\">{}</th>",
            column_name(name, &short)
        );
    }
    out.push_str("</tr></thead>");
    let mut rows = Vec::new();
    for (hand, scored) in report.hands.iter().zip(&board.hands) {
        let mut row = format!(
            "<tr><th scope=\"row\">{}</th><td class=\"dealer\">{}</td>",
            hand.number,
            escape(&hand.dealer)
        );
        if pass {
            let _ = write!(
                row,
                "<td class=\"pass\">{}</td>",
                escape(&text::pass_name(w, hand.pass))
            );
        }
        if phased {
            let _ = write!(
                row,
                "<td class=\"phase\">{}</td>",
                hand.phase.map_or(String::new(), |p| p.to_string())
            );
        }
        for ((_, points), (_, running)) in hand.points.0.iter().zip(&hand.totals.0) {
            let _ = write!(
                row,
                "<td class=\"num\"><span class=\"run\">{} </span><small>{}</small></td>",
                escape(&total(*running)),
                escape(&signed(*points))
            );
        }
        row.push_str("</tr>");
        let note = text::hand_note(w, game, scored);
        if !note.is_empty() {
            let _ = write!(
                row,
                "<tr class=\"note\"><td></td><td colspan=\"{}\">{}</td></tr>",
                columns - 1,
                escape(&note)
            );
        }
        rows.push(row);
    }
    let leaders = text::leaders(game, board);
    // The dealer, pass and phase cells of a totals row stay empty.
    let mut blanks = String::from("<td class=\"dealer\"></td>");
    if pass {
        blanks.push_str("<td class=\"pass\"></td>");
    }
    if phased {
        blanks.push_str("<td class=\"phase\"></td>");
    }
    let mut sum = format!(
        "<tr><th scope=\"row\">{}</th>{blanks}",
        escape(&t!(w, "row-total"))
    );
    for (seat, (_, points)) in report.totals.0.iter().enumerate() {
        let lead = !board.hands.is_empty() && leaders.contains(&seat);
        let _ = write!(
            sum,
            "<td class=\"num{}\">{}{}</td>",
            if lead { " leader" } else { "" },
            escape(&total(*points)),
            if lead {
                "<span class=\"star\"> ★</span>"
            } else {
                ""
            }
        );
    }
    sum.push_str("</tr>");
    if game.rules.complex() {
        let _ = write!(
            sum,
            "<tr><th scope=\"row\">{}</th>{blanks}",
            escape(&t!(w, "row-magnitude"))
        );
        for points in &board.totals {
            let _ = write!(
                sum,
                "<td class=\"num\">{}</td>",
                magnitude(points.magnitude())
            );
        }
        sum.push_str("</tr>");
    }
    match order {
        Order::Played => {
            let _ = write!(
                out,
                "<tbody>{}</tbody><tfoot>{sum}</tfoot></table>",
                rows.concat()
            );
        }
        Order::NewestFirst => {
            rows.reverse();
            let _ = write!(
                out,
                "<tbody class=\"sum\">{sum}</tbody><tbody>{}</tbody></table>",
                rows.concat()
            );
        }
    }
    out
}

/// A total's magnitude √(a²+b²), what decides in Complex Hearts: "26.7".
fn magnitude(value: f64) -> String {
    format!("{value:.1}")
}

/// For each number of standings cards that fit across a screen (2 to 8), how many to put on a
/// row: as many as fit, unless that leaves one card alone on the last row; then one fewer,
/// else one more (a little narrower), else as many as fit after all.
fn card_columns(cards: usize, fit: usize) -> usize {
    let alone = |columns: usize| columns < cards && cards % columns == 1;
    if fit >= cards {
        cards.max(1)
    } else if !alone(fit) {
        fit
    } else if fit > 2 && !alone(fit - 1) {
        fit - 1
    } else if !alone(fit + 1) {
        fit + 1
    } else {
        fit
    }
}

/// The players' totals as large cards in seating order, the leader marked and players out
/// of a lives game greyed; in Complex Hearts each magnitude below its total; and whom each
/// passes to next (shown by the TV layout, which has no room for the banner).
fn totals(w: &Words, report: &StatusReport, game: &Match, board: &Scoreboard) -> String {
    let leaders = text::leaders(game, board);
    let passes = NextDetail::new(game, board)
        .map(|detail| detail.passes)
        .unwrap_or_default();
    let players = game.players.len();
    let columns: Vec<String> = (2..=8)
        .map(|fit| format!("--c{fit}:{}", card_columns(players, fit)))
        .collect();
    let mut out = format!(
        "<section class=\"standings\"><h2>{}</h2><ol class=\"totals\" style=\"{}\">",
        escape(&t!(w, "web-standings")),
        columns.join(";")
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
        let size = if game.rules.complex() {
            format!(
                "<span class=\"magnitude\">|{}|</span>",
                magnitude(board.totals[seat].magnitude())
            )
        } else {
            String::new()
        };
        let to: Vec<_> = passes.iter().filter(|p| &p.from == name).collect();
        // A pass to the centre has nobody to point at.
        let gives = match to.as_slice() {
            [pass] => match &pass.to {
                Some(receiver) => format!(
                    "<span class=\"to\" title=\"{}\">→ {}</span>",
                    escape(&t!(
                        w,
                        "banner-pass",
                        from = pass.from.as_str(),
                        cards = pass.cards,
                        to = receiver.as_str()
                    )),
                    escape(receiver)
                ),
                None => String::new(),
            },
            _ => String::new(),
        };
        let _ = write!(
            out,
            "<li{class}><span class=\"name\">{}</span><span class=\"total\">{}</span>{size}{mark}{gives}</li>",
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

/// What the last hand scored, with its notes: the hand's own (a moon, a renege, a
/// settlement) and a phase that starts with it. The TV layout shows only the notes (the points
/// are the first row of its hands), and nothing of a hand without one (`plain`).
fn last_hand(w: &Words, game: &Match, board: &Scoreboard) -> String {
    let heading = escape(&t!(w, "web-last-hand"));
    let Some(hand) = board.hands.last() else {
        return format!(
            "<section class=\"last plain\"><h2>{heading}</h2><p>{}</p></section>",
            escape(&t!(w, "web-no-hands"))
        );
    };
    let said = t!(
        w,
        "hand-recorded",
        number = hand.number,
        points = text::points_words(game, &hand.points)
    );
    let mut notes = Vec::new();
    let note = text::hand_note(w, game, hand);
    if !note.is_empty() {
        notes.push(t!(w, "sentence", text = note));
    }
    if game.rules.has_phases() && !board.finished() && hand.phase == Some(1) && board.phase == 2 {
        notes.push(t!(w, "phase-2-starts"));
    }
    let mut out = format!(
        "<section class=\"last{}\"><h2>{heading}</h2><p class=\"said\">{}</p>",
        if notes.is_empty() { " plain" } else { "" },
        escape(&said)
    );
    for note in notes {
        let _ = write!(out, "<p class=\"note\">{}</p>", escape(&note));
    }
    out.push_str("</section>");
    out
}

/// The part of the page that follows the match: what is happening now; beside it (on a TV)
/// or below it, the standings, the next hand's banner and the last hand; then the hands,
/// newest first, and the chart.
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
    // Once the match is over: the play, handed to BG Stats by its push link.
    if let Some(play) = super::bgstats::play(game, board, &chrono::Local) {
        let _ = write!(
            out,
            "<p class=\"bgstats\"><a href=\"{}\" target=\"_blank\" rel=\"noopener\">{}</a></p>",
            escape(&super::bgstats::push_url(&play)),
            escape(&t!(w, "web-bgstats"))
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
    out.push_str("<div class=\"side\">");
    out.push_str(&totals(w, &report, game, board));
    out.push_str(&banner(w, game, board));
    out.push_str(&last_hand(w, game, board));
    out.push_str("</div><div class=\"board\">");
    if !board.hands.is_empty() {
        let _ = write!(
            out,
            "<section class=\"all-hands\"><h2>{}</h2><div class=\"scroll\">{}</div></section>",
            escape(&t!(w, "web-hands-newest")),
            hands_table(w, &report, game, board, Order::NewestFirst)
        );
        let _ = write!(
            out,
            "<section class=\"chart\"><h2>{}</h2>{}</section>",
            escape(&t!(w, "web-chart")),
            inline_chart(w, game, board)
        );
    }
    out.push_str("</div>");
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
        "<section id=\"entry\" class=\"entry\"><h2>{}</h2><noscript><p class=\"message\">{}</p></noscript><form id=\"hand\" autocomplete=\"off\"><p id=\"edit-note\" class=\"edit-note\" hidden></p><p class=\"help\">{}</p><div class=\"took\">",
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
    // Where the dealer chooses every hand's pass, the choice is part of the hand (left first,
    // as Enter gives at the prompt); a cycle with some dealer's-choice hands keeps it folded
    // away below, with the choices among the ways.
    let dealers_choice_only = rules.pass_cycle == [PassStep::DealersChoice];
    if dealers_choice_only && !game.never_passes() {
        let passes: Vec<(String, String)> = rules
            .pass_choices
            .iter()
            .map(|&dir| (dir.as_str().to_string(), text::pass_name(w, dir)))
            .collect();
        out.push_str(&select("pass", &t!(w, "web-pass-choose"), &passes));
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
    if !game.never_passes() && !dealers_choice_only {
        let mut passes = vec![(String::new(), t!(w, "web-as-proposed"))];
        let ways = rules.pass_directions();
        for dir in PassDir::ALL {
            if dir == PassDir::Hold || ways.contains(&dir) {
                passes.push((dir.as_str().to_string(), text::pass_name(w, dir)));
            }
        }
        out.push_str(&select("pass", &t!(w, "web-pass"), &passes));
    }
    let _ = write!(
        out,
        "</div></details><div id=\"preview\" class=\"preview\" hidden></div><p id=\"message\" class=\"message\" role=\"alert\"></p><div class=\"buttons\"><button type=\"submit\" id=\"check\">{}</button><button type=\"button\" id=\"confirm\" hidden>{}</button><button type=\"button\" id=\"change\" class=\"quiet\" hidden>{}</button><button type=\"button\" id=\"again\" class=\"quiet\" hidden></button><button type=\"button\" id=\"discard\" class=\"quiet\" hidden>{}</button><button type=\"button\" id=\"edit-cancel\" class=\"quiet\" hidden>{}</button></div></form>",
        escape(&t!(w, "web-check")),
        escape(&t!(w, "web-confirm")),
        escape(&t!(w, "web-change")),
        escape(&t!(w, "web-discard")),
        escape(&t!(w, "web-edit-cancel"))
    );
    let _ = write!(
        out,
        "<div id=\"edit-hands\" class=\"edit-hands\" hidden><span>{}</span> </div><div class=\"undo\"><button type=\"button\" id=\"undo\" class=\"quiet\">{}</button><div id=\"undo-ask\" hidden><p id=\"undo-ask-text\">{}</p><button type=\"button\" id=\"undo-yes\">{}</button> <button type=\"button\" id=\"undo-no\" class=\"quiet\">{}</button></div></div></section>",
        escape(&t!(w, "web-edit")),
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
fn script_data(
    w: &Words,
    game: &Match,
    board: &Scoreboard,
    version: &str,
    base: &str,
) -> serde_json::Value {
    let mut data = serde_json::json!({
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
            "cleared": t!(w, "web-cleared"),
            "enterAgain": t!(w, "web-enter-again", number = "{number}"),
            "lostSavedSame": t!(w, "web-lost-saved-same", number = "{number}"),
            "moonShot": t!(w, "web-moon-shot", name = "{name}"),
            "moonAdd": t!(w, "web-moon-add-choice", value = "{value}"),
            "moonSubtract": t!(w, "web-moon-subtract-choice", name = "{name}", value = "{value}"),
            "editHand": t!(w, "web-edit-hand", number = "{number}"),
            "editNote": t!(w, "web-edit-note", number = "{number}"),
            "editSave": t!(w, "web-edit-save"),
        },
    });
    if !base.is_empty() {
        data["base"] = base.into();
    }
    data
}

/// The whole page: the live part, the entry form for the table, the script.
pub fn page(
    w: &Words,
    game: &Match,
    board: &Scoreboard,
    access: Access,
    version: &str,
) -> Result<String> {
    page_at(w, game, board, access, version, "")
}

/// The page of a match whose addresses start with `base` (`/t/3` for table 3 of a club
/// evening, whose TV link is the room's overview; empty for `serve`).
pub fn page_at(
    w: &Words,
    game: &Match,
    board: &Scoreboard,
    access: Access,
    version: &str,
    base: &str,
) -> Result<String> {
    let title = text::title(w, game, None);
    let tv_address = if base.is_empty() {
        format!(" <a href=\"/?tv\">{}</a>", escape(&t!(w, "web-tv")))
    } else {
        format!(" <a href=\"/\">{}</a>", escape(&t!(w, "web-room")))
    };
    // The TV layout: always on `/?tv`; by itself on the scoreboard's page on a wide screen
    // (a page with the entry form keeps its layout on any screen).
    let (tv, tv_link) = match access {
        Access::Tv => (format!("<style>{TV_CSS}</style>"), String::new()),
        Access::Everyone => (
            format!("<style media=\"{TV_SCREEN}\">{TV_CSS}</style>"),
            tv_address,
        ),
        Access::Table | Access::WrongKey => (String::new(), tv_address),
    };
    let base_html = escape(base);
    let mut out = format!(
        "<!doctype html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><meta name=\"color-scheme\" content=\"dark\"><meta name=\"theme-color\" content=\"#111111\"><link rel=\"manifest\" href=\"{base_html}/manifest.webmanifest\"><link rel=\"icon\" href=\"/icon-192.png\"><link rel=\"apple-touch-icon\" href=\"/icon-192.png\"><title>{}</title><style>{PAGE_CSS}</style>{tv}</head><body><header><h1>{}</h1><p id=\"offline\" class=\"offline\" hidden></p><noscript><p class=\"offline\">{}</p></noscript><nav><a href=\"{base_html}/report\" target=\"_blank\">{}</a>{tv_link}</nav></header><main>",
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
        Access::Everyone | Access::Tv => {}
    }
    let _ = writeln!(
        out,
        "</main><script type=\"application/json\" id=\"table-data\">{}</script><script>{PAGE_JS}</script></body></html>",
        script_json(&script_data(w, game, board, version, base))
    );
    Ok(out)
}

/// A page of [`page_at`] for a club table: `notice` (HTML) above the match, its entry form
/// hidden when `closed` (the round is closed: the table takes no more hands), and `round`,
/// what the page hangs on, in its script's data (its live feed says when that changed). The
/// page itself is made once per change of the match; these follow the evening, so they are
/// put in when it is served.
pub fn with_notice(page: &str, notice: &str, closed: bool, round: &str) -> String {
    let mut page = page.replacen("<main>", &format!("<main>{notice}"), 1);
    if closed {
        page = page.replacen("<section id=\"entry\"", "<section hidden id=\"entry\"", 1);
    }
    page.replacen(
        "id=\"table-data\">{",
        &format!(
            "id=\"table-data\">{{\"round\":{},",
            script_json(&serde_json::Value::from(round))
        ),
        1,
    )
}

/// The paper a report is printed on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paper {
    /// ISO A4, 210 × 297 mm: everywhere but the Americas' Letter countries.
    A4,
    /// US Letter, 8.5 × 11 in.
    Letter,
}

impl Paper {
    /// The countries that print on Letter.
    const LETTER: [&str; 7] = ["US", "CA", "MX", "PH", "CL", "CO", "VE"];

    /// A4, unless the locale names a country that prints on Letter: `LC_PAPER`, else
    /// `LC_ALL`, else `LANG` (the first one set), as `en_US.UTF-8`. `var` reads the
    /// environment.
    pub fn from_locale(var: impl Fn(&str) -> Option<String>) -> Paper {
        let locale = ["LC_PAPER", "LC_ALL", "LANG"]
            .into_iter()
            .filter_map(|name| var(name).filter(|v| !v.trim().is_empty()))
            .next()
            .unwrap_or_default();
        let country = locale
            .split(['.', '@'])
            .next()
            .and_then(|name| name.split(['_', '-']).nth(1))
            .unwrap_or_default()
            .to_ascii_uppercase();
        if Self::LETTER.contains(&country.as_str()) {
            Paper::Letter
        } else {
            Paper::A4
        }
    }

    /// The paper of this process's locale.
    pub fn of_this_locale() -> Paper {
        Paper::from_locale(|name| std::env::var(name).ok())
    }

    /// Its name in CSS's `@page { size }`.
    fn css(self) -> &'static str {
        match self {
            Paper::A4 => "A4",
            Paper::Letter => "letter",
        }
    }
}

/// The printable match report: the title, the outcome, the ranking with the chart beside it
/// (so that both are on the first page), every hand, the summary, in one file that needs
/// nothing else, printed on `paper`.
pub fn report(w: &Words, game: &Match, board: &Scoreboard, paper: Paper) -> Result<String> {
    let status = StatusReport::new(game, board);
    let title = text::title(w, game, None);
    let mut out = format!(
        "<!doctype html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>{}</title><style>{REPORT_CSS}@page {{ size: {} portrait; margin: 1.5cm; }}</style></head><body><h1>{}</h1>",
        w.lang().code(),
        escape(&title),
        paper.css(),
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
        "<div class=\"first\"><section class=\"ranking\"><h2>{}</h2><table class=\"ranking\"><tbody>",
        escape(&t!(w, "web-ranking"))
    );
    for place in board.ranking(&game.rules) {
        let tie = if place.tied {
            format!(" {}", t!(w, "rank-tie"))
        } else {
            String::new()
        };
        let points = board.totals[place.seat];
        let size = if game.rules.complex() {
            format!("<td class=\"num\">|{}|</td>", magnitude(points.magnitude()))
        } else {
            String::new()
        };
        let _ = write!(
            out,
            "<tr><td>{}</td><th scope=\"row\">{}</th><td class=\"num\">{}</td>{size}</tr>",
            escape(&format!("{}{tie}", t!(w, "ordinal", place = place.place))),
            escape(&game.players[place.seat]),
            escape(&total(points))
        );
    }
    out.push_str("</tbody></table></section>");
    if !board.hands.is_empty() {
        let _ = write!(
            out,
            "<section class=\"chart\"><h2>{}</h2>{}</section>",
            escape(&t!(w, "web-chart")),
            inline_chart(w, game, board)
        );
    }
    out.push_str("</div>");
    if !board.hands.is_empty() {
        let _ = write!(
            out,
            "<h2>{}</h2>{}<h2>{}</h2>{}",
            escape(&t!(w, "web-hands")),
            hands_table(w, &status, game, board, Order::Played),
            escape(&t!(w, "web-summary")),
            paragraphs(&text::facts(w, game, board)),
        );
    }
    if !game.notes.is_empty() {
        let _ = write!(
            out,
            "<h2>{}</h2><ul class=\"notes\">",
            escape(&t!(w, "web-notes"))
        );
        for note in &game.notes {
            let _ = write!(
                out,
                "<li><time>{}</time> {}</li>",
                escape(&note.time.format("%Y-%m-%d %H:%M").to_string()),
                escape(&note.text)
            );
        }
        out.push_str("</ul>");
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
