//! Variant rules. [`RawVariant`] mirrors a variant file key by key (every field optional, so a
//! file that extends another can give just what differs); [`Variant`] is the checked form; and
//! [`Rules`] is a variant fixed to a number of players: the deck, deal, passing, values and
//! thresholds that one table actually plays with.

mod check;
mod kinds;
mod problem;
mod raw;
mod rules;
mod shape;

pub use kinds::{
    Charge, Direction, EndBy, Exposes, FirstLead, FirstTrickBarred, HeartValue, KittyTaker,
    MoonChoice, MoonEffect, MoonValue, PassDir, PassStep, PhaseScoring, Settle, TieBreak, Trumps,
    Winner,
};
pub use problem::{Found, Position, Problem, Wanted, Why};
pub use raw::{
    PerCount, RankName, RawChips, RawCombo, RawDeal, RawDeck, RawDeclare, RawEnd, RawLives,
    RawMoon, RawMultiplier, RawPassing, RawPhase2, RawPlay, RawReverse, RawScoring, RawTexts,
    RawVariant,
};
pub use rules::{
    ChipRules, Combo, Declaration, LifeRules, MoonRules, Multiplier, Phase2Rules, Reverse, Rules,
    TableSizeError, TrickRules, Variant,
};
pub use shape::{SCHEMA, Shape, check as check_shape, words};
