//! HTML for people: the `serve` page, its live part (sent again after every change) and the
//! printable match report (`export --format html`, `GET /report`), and in [`club`] the club
//! evening's and season's report (`club export --format html`). Every sentence comes from
//! the words layer; the pages are maud templates, so every text is escaped by construction.
//! The styles, the script and the chart are inline, so that a page needs no other file and a
//! report opens without a network. The only raw spots are the typed wrappers below: the data
//! island ([`DataIsland`]), our own styles and scripts ([`Inline`]) and the chart's drawing
//! ([`Drawing`]).

use super::text;
use crate::core::game::{Match, Scoreboard};
use crate::t;
use crate::words::{Words, total};
use anyhow::Result;
use maud::{Markup, PreEscaped, Render, html};

pub(crate) mod clock;
pub(crate) mod club;
mod form;
mod live;
pub(crate) mod organiser;
pub(crate) mod room;

pub use form::preview;
use form::{entry_form, script_data};
#[cfg(test)]
use live::card_columns;
pub use live::live;
use live::{Order, hands_table, inline_chart, magnitude};

/// Text made safe for HTML by hand, for the one page still written outside these templates
/// (serve's refusal page).
pub use super::markup::escape;

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

/// JSON made safe inside a `<script>` element: no `<` can close it.
fn script_json(value: &impl serde::Serialize) -> String {
    serde_json::to_string(value)
        .unwrap_or_default()
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
}

/// A page's data for its script, in a `<script type="application/json">`: JSON with `<`, `>`
/// and `&` written `\u003c`, `\u003e` and `\u0026`, so that no text in it can close the
/// element. One of the pages' raw spots.
pub(crate) struct DataIsland(String);

impl DataIsland {
    pub(crate) fn of(value: &impl serde::Serialize) -> DataIsland {
        DataIsland(script_json(value))
    }
}

impl Render for DataIsland {
    fn render_to(&self, buffer: &mut String) {
        PreEscaped(self.0.as_str()).render_to(buffer);
    }
}

/// Our own styles or script, compiled in (`include_str!`), written into the page as they are.
/// One of the pages' raw spots: nothing from outside is ever in one.
#[derive(Clone, Copy)]
pub(crate) struct Inline(&'static str);

impl Render for Inline {
    fn render_to(&self, buffer: &mut String) {
        PreEscaped(self.0).render_to(buffer);
    }
}

/// The chart's SVG as `ui::chart::svg` draws it (that module escapes its texts). The pages'
/// third raw spot, until the chart is a template too.
struct Drawing(String);

impl Render for Drawing {
    fn render_to(&self, buffer: &mut String) {
        PreEscaped(self.0.as_str()).render_to(buffer);
    }
}

/// A whole page: the doctype, the page, a line end.
fn document(page: Markup) -> String {
    let mut out = String::from("<!doctype html>\n");
    out.push_str(&page.into_string());
    out.push('\n');
    out
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
fn paragraphs(text: &str) -> Markup {
    html! {
        @for line in text.lines().map(str::trim).filter(|line| !line.is_empty()) {
            p { (line) }
        }
    }
}

/// The whole page: the live part, the entry form for the table, the script.
pub fn page(
    w: &Words,
    game: &Match,
    board: &Scoreboard,
    access: Access,
    version: &str,
) -> Result<String> {
    page_at(w, game, board, access, version, "", None)
}

/// What a club table's page adds to its match's page: the evening's notice above the match
/// (`room::table_notice`), the entry form hidden once the round is `closed` (the table takes
/// no more hands), and `round`, what the page hangs on, in its script's data (its live feed
/// says when that changed).
pub struct AtClub {
    /// The evening's notice.
    pub notice: Markup,
    /// Whether the round is closed.
    pub closed: bool,
    /// The mark of the round the page was made for.
    pub round: String,
    /// The page's title, for its tab: "Table 2 — Tuesday".
    pub title: String,
}

/// The page of a match whose addresses start with `base` (`/t/3` for table 3 of a club
/// evening, whose TV link is the room's overview; empty for `serve`), with a club table's
/// part when it is one.
pub fn page_at(
    w: &Words,
    game: &Match,
    board: &Scoreboard,
    access: Access,
    version: &str,
    base: &str,
    club: Option<&AtClub>,
) -> Result<String> {
    let tv_link = html! {
        " "
        @if base.is_empty() {
            a href="/?tv" { (t!(w, "web-tv")) }
        } @else {
            a href="/" { (t!(w, "web-room")) }
        }
    };
    let nav = html! {
        a href={ (base) "/report" } target="_blank" { (t!(w, "web-report")) }
        @if access != Access::Tv { (tv_link) }
    };
    Ok(document(html! {
        html lang=(w.lang().code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="color-scheme" content="dark";
                meta name="theme-color" content="#111111";
                link rel="manifest" href={ (base) "/manifest.webmanifest" };
                link rel="icon" href="/icon-192.png";
                link rel="apple-touch-icon" href="/icon-192.png";
                @match club {
                    Some(club) => title { (club.title) },
                    None => title { (game.rules.name_in(w.lang().code())) " — hartenjagen" },
                }
                style { (Inline(PAGE_CSS)) }
                // The TV layout: always on `/?tv`; by itself on the scoreboard's page on a
                // wide screen (a page with the entry form keeps its layout on any screen).
                @match access {
                    Access::Tv => style { (Inline(TV_CSS)) },
                    Access::Everyone => style media=(TV_SCREEN) { (Inline(TV_CSS)) },
                    Access::Table | Access::WrongKey => {},
                }
            }
            body { (page_body(w, game, board, access, version, base, club, nav, true)) }
        }
    }))
}

/// What a match's page holds, its `nav` links given: the title, the live part, the entry
/// form for the table (hidden once the match is over or the club's round closed), the
/// script's data and (`inline_script`) the script. Served by `serve`, and in the phone app
/// (`app/`), whose shell loads the same script from a file.
#[allow(clippy::too_many_arguments)]
pub fn page_body(
    w: &Words,
    game: &Match,
    board: &Scoreboard,
    access: Access,
    version: &str,
    base: &str,
    club: Option<&AtClub>,
    nav: Markup,
    inline_script: bool,
) -> Markup {
    let live = live::live_markup_at(w, game, board, club.is_some_and(|c| c.closed));
    html! {
        header {
            h1 { (text::page_title(w, game)) }
            p id="offline" class="offline" hidden {}
            noscript { p class="offline" { (t!(w, "web-not-live")) } }
            nav { (nav) }
        }
        main {
            @if let Some(club) = club { (club.notice) }
            div id="live" { (live) }
            @match access {
                Access::Table => {
                    (entry_form(w, game, board, board.finished() || club.is_some_and(|c| c.closed)))
                }
                Access::WrongKey => {
                    p class="message wrong-key" role="alert" { (t!(w, "web-wrong-key")) }
                }
                Access::Everyone | Access::Tv => {}
            }
        }
        script type="application/json" id="table-data" {
            (DataIsland::of(&TableData {
                round: club.map(|c| c.round.as_str()),
                rest: script_data(w, game, board, version, base),
            }))
        }
        @if inline_script { script { (Inline(PAGE_JS)) } }
    }
}

/// A match page's data for its script: a club table's round first, then the rest.
#[derive(serde::Serialize)]
struct TableData<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    round: Option<&'a str>,
    #[serde(flatten)]
    rest: serde_json::Value,
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

    /// Its name in CSS's `@page { size }`.
    fn css(self) -> &'static str {
        match self {
            Paper::A4 => "A4",
            Paper::Letter => "letter",
        }
    }

    /// The printed page's rule, after a report's styles.
    fn at_page(self) -> String {
        format!("@page {{ size: {} portrait; margin: 1.5cm; }}", self.css())
    }
}

/// The printable match report: the title, the outcome, the ranking with the chart beside it
/// (so that both are on the first page), every hand, the summary, in one file that needs
/// nothing else, printed on `paper`.
pub fn report(w: &Words, game: &Match, board: &Scoreboard, paper: Paper) -> Result<String> {
    let status = super::report::StatusReport::new(game, board);
    let title = text::page_title(w, game);
    let played = !board.hands.is_empty();
    Ok(document(html! {
        html lang=(w.lang().code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) }
                style { (Inline(REPORT_CSS)) (paper.at_page()) }
            }
            body {
                h1 { (title) }
                @if let Some(winner) = board.winner() {
                    p class="winner" { (t!(w, "wins", name = game.players[winner].as_str())) }
                }
                (paragraphs(&text::state_line(w, game, board)))
                div class="first" {
                    section class="ranking" {
                        h2 { (t!(w, "web-ranking")) }
                        table class="ranking" {
                            tbody {
                                @for place in board.ranking(&game.rules) {
                                    @let points = board.totals[place.seat];
                                    tr {
                                        td {
                                            (t!(w, "ordinal", place = place.place))
                                            @if place.tied { " " (t!(w, "rank-tie")) }
                                        }
                                        th scope="row" { (game.players[place.seat]) }
                                        td class="num" { (total(points)) }
                                        @if game.rules.complex() {
                                            td class="num" { "|" (magnitude(points.magnitude())) "|" }
                                        }
                                    }
                                }
                            }
                        }
                    }
                    @if played {
                        section class="chart" {
                            h2 { (t!(w, "web-chart")) }
                            (inline_chart(w, game, board))
                        }
                    }
                }
                @if played {
                    h2 { (t!(w, "web-hands")) }
                    (hands_table(w, &status, game, board, Order::Played))
                    h2 { (t!(w, "web-summary")) }
                    (paragraphs(&text::facts(w, game, board)))
                }
                @if !game.notes.is_empty() {
                    h2 { (t!(w, "web-notes")) }
                    ul class="notes" {
                        @for note in &game.notes {
                            li { time { (note.time.format("%Y-%m-%d %H:%M").to_string()) } " " (note.text) }
                        }
                    }
                }
                footer {
                    (t!(w, "web-report-footer", started = game.started.format("%Y-%m-%d %H:%M").to_string()))
                }
            }
        }
    }))
}

#[cfg(test)]
mod tests;
