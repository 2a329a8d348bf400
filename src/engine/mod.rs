//! The engine: everything a front end needs that touches nothing outside the program — no
//! file, terminal, network, thread, environment or clock. Times, offsets, paper size and
//! language come in as values. It builds on its own (`--no-default-features`, for
//! `wasm32-unknown-unknown` too); the command line, the data folder, locks and the servers are
//! the program's, behind the default `program` feature.
//!
//! [`core`] knows the games (cards, variants and the built-in games, scoring, the match and
//! its rules, the club's draw and evening); [`input`] reads a hand typed at any door;
//! [`format`] holds why a file's text does not load; [`words`] says everything in the table's
//! language.

pub mod core;
pub mod format;
pub mod input;
pub mod page;
pub mod view;
pub mod words;
