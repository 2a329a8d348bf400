//! Talking to people at the terminal: the tables (comfy-table), the prompts and the line
//! editor, the standings, history and club tables. What needs no terminal is the engine's
//! [`crate::view`], whose modules are named here too.

pub(crate) use crate::view::{bgstats, chart, export, log, rules, width};
pub use crate::view::{html, report};
pub(crate) mod club;
pub mod history;
pub(crate) mod line;
pub(crate) mod prompt;
pub(crate) mod table;
pub(crate) mod text;
