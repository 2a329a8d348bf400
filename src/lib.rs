//! hartenjagen: scorekeeper and referee for Hearts-family card games played with a real deck.
//!
//! [`core`] knows the games and nothing about files or terminals; [`store`] keeps match files
//! and variant files; [`ui`] turns standings into text and JSON; [`app`] runs the commands.

#![warn(missing_docs)]

pub mod act;
pub mod app;
pub mod cli;
pub mod commands;
pub mod core;
pub mod input;
pub(crate) mod play;
pub mod serve;
pub mod store;
pub mod ui;
pub mod words;
