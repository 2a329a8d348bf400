//! The pure core: cards, variants, hand scoring and match state. No files, no terminal.

pub mod builtin;
pub mod cards;
pub mod catalog;
pub mod club;
pub mod game;
pub mod score;
pub mod scoring;
pub mod summary;
pub mod tokens;
pub mod variant;
pub mod visible;

#[cfg(test)]
pub(crate) mod properties;
#[cfg(test)]
mod rules_tests;
#[cfg(test)]
pub(crate) mod testkit;

#[cfg(test)]
mod family_tests;
#[cfg(test)]
mod four_games_tests;
#[cfg(test)]
mod referee_tests;

#[cfg(test)]
mod gong_zhu_tests;
