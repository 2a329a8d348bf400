//! hartenjagen: scorekeeper and referee for Hearts-family card games played with a real deck.
//!
//! The library is in two parts. The [`engine`] knows the games and touches nothing outside
//! (no files, terminal, network, threads, environment or clock): [`core`], [`input`],
//! [`format`] and [`words`], re-exported here under those names. The program, behind the default `program`
//! feature, is everything else: [`store`] keeps match files and variant files, [`ui`] turns
//! standings into text and JSON, the servers, and [`app`], which runs the commands.

#![warn(missing_docs)]
// The engine alone (`--no-default-features`) keeps what only the program uses: the compiler
// finds dead code in the default build, where both parts are there.
#![cfg_attr(not(feature = "program"), allow(dead_code, unused_imports))]

pub mod engine;
pub use engine::{core, format, input, page, view, words};

#[cfg(feature = "program")]
pub mod act;
#[cfg(feature = "program")]
pub mod app;
#[cfg(feature = "program")]
pub mod cli;
#[cfg(feature = "program")]
pub mod commands;
#[cfg(feature = "program")]
pub(crate) mod play;
#[cfg(feature = "program")]
pub mod serve;
#[cfg(feature = "program")]
pub mod store;
#[cfg(feature = "program")]
pub mod ui;
