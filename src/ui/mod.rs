//! Talking to people: the report types behind both JSON and text, and the text itself.

pub mod report;
pub mod rules;
pub mod text;
