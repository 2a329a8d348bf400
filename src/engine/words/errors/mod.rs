//! The core's errors in words: each one sentence saying what is wrong and what is accepted.
//! One submodule a family: cards and hands, a match's refusals, a variant file's problems, the
//! store's files, a club's rules.
//! A command's error, which says each of these, is said by `commands::said`.

mod cards;
mod club;
mod files;
mod game;
mod variant;

pub use cards::*;
pub use club::*;
pub use files::*;
pub use game::*;
pub use variant::*;
