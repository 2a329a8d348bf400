//! Talking to people: the report types behind both JSON and text, and the text itself.

pub mod bgstats;
pub mod chart;
pub mod club;
pub mod export;
pub mod history;
pub mod html;
pub mod line;
pub mod log;
pub mod markup;
pub mod prompt;
pub mod report;
pub mod rules;
pub mod table;
pub mod text;
pub mod width;
