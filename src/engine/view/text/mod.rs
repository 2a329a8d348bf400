//! Text for people without the terminal's tables: the banner of the next hand, what a recorded
//! hand scored, what happens next, and what stands above and below the standings. Every
//! sentence comes from the words layer.

mod banner;
mod edit;
mod facts;
mod hand;
mod heading;

// Moved to view::width and the words layer; still reachable here by their old paths.
pub use super::width::{Width, wrap};
pub use crate::words::{pass_name, pass_way};
pub use banner::{
    banner, first_trick_words, hearts_only, instructions, kitty_name, lead_words, pass_words,
    state_line, taker_words,
};
pub use edit::{dropped, unchanged, with_dropped};
pub use facts::facts;
pub use hand::{
    card_points, declared_note, edited, exposed_note, hand_note, last_card_points, points_words,
    recorded, settle_words, totals_words, undo_question,
};
pub use heading::{leaders, notes, page_title, short_names, shows_pass, target_words, title};
