//! Talking to people: the report types behind both JSON and text, and the text itself.

pub(crate) mod bgstats;
pub(crate) mod chart;
pub(crate) mod club;
pub(crate) mod export;
pub mod history;
pub mod html;
pub(crate) mod line;
pub(crate) mod log;
pub(crate) mod markup;
pub(crate) mod prompt;
pub mod report;
pub(crate) mod rules;
pub(crate) mod table;
pub(crate) mod text;
pub(crate) mod width;
