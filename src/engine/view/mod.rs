//! What a front end shows, without the terminal: the report types behind the JSON contract
//! and the text, the banner of the next hand and what a hand scored ([`text`]), the rules in
//! words, the chart, the exports (CSV, Markdown, HTML, BG Stats), the club's JSON and CSV, and
//! the pages (`html`, maud templates). The terminal's tables and prompts are the program's
//! (`ui`).

pub(crate) mod bgstats;
pub(crate) mod chart;
pub(crate) mod club;
pub(crate) mod export;
pub mod html;
pub(crate) mod log;
pub(crate) mod markup;
pub mod report;
pub mod rules;
pub mod start;
pub mod text;
pub(crate) mod width;
