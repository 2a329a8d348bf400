//! The pure core: cards, variants, hand scoring and match state. No files, no terminal.

pub(crate) mod builtin;
pub(crate) mod cards;
pub mod catalog;
pub mod club;
pub mod file_names;
pub mod game;
pub(crate) mod score;
pub(crate) mod scoring;
pub(crate) mod summary;
pub mod tokens;
pub mod variant;
pub(crate) mod visible;

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
