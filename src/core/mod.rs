//! The pure core: cards, variants, hand scoring and match state. No files, no terminal.

pub mod cards;
pub mod catalog;
pub mod game;
pub mod scoring;
pub mod tokens;
pub mod variant;
