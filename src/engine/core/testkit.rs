//! Helpers for the rule tests: matches of the built-in variants and hands typed the way the
//! table types them.

use super::catalog::{self, Source};
use super::game::{HandInput, Match, MatchError, MatchOptions, Scoreboard};
use super::variant::{MoonChoice, Variant};
use chrono::{DateTime, FixedOffset};

pub const NAMES: [&str; 11] = [
    "Ann", "Bob", "Cas", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jan", "Kim",
];

pub fn time() -> DateTime<FixedOffset> {
    DateTime::parse_from_rfc3339("2026-11-22T20:00:00+01:00").expect("a valid time")
}

/// A built-in variant, or a variant written inline that may extend the built-ins.
pub fn variant(name_or_toml: &str) -> Variant {
    if name_or_toml.contains('=') {
        let custom = Source {
            name: "custom".into(),
            origin: "custom.toml".into(),
            text: name_or_toml.into(),
        };
        let lookup = |n: &str| {
            if n == "custom" {
                Some(custom.clone())
            } else {
                Source::builtin(n)
            }
        };
        catalog::resolve("custom", &lookup).unwrap_or_else(|e| panic!("{e}"))
    } else {
        catalog::resolve(name_or_toml, &Source::builtin).unwrap_or_else(|e| panic!("{e}"))
    }
}

pub fn game_with(name_or_toml: &str, players: usize, options: MatchOptions) -> Match {
    let names = NAMES[..players].iter().map(|n| n.to_string()).collect();
    Match::new(variant(name_or_toml), names, 0, options, time()).unwrap_or_else(|e| panic!("{e}"))
}

pub fn game(name_or_toml: &str, players: usize) -> Match {
    game_with(name_or_toml, players, MatchOptions::default())
}

/// A hand as typed: `[("Ann", "QS 3"), ("Dee", "rest")]`.
pub fn input(game: &Match, took: &[(&str, &str)]) -> HandInput {
    let mut hand = HandInput {
        took: vec![Vec::new(); game.players.len()],
        ..HandInput::default()
    };
    for (name, cards) in took {
        let seat = game
            .players
            .iter()
            .position(|p| p == name)
            .expect("a player");
        hand.took[seat] = parse_cards(cards).unwrap_or_else(|e| panic!("{e}"));
    }
    hand
}

pub fn try_play(game: &mut Match, took: &[(&str, &str)]) -> Result<Scoreboard, MatchError> {
    let hand = input(game, took);
    game.record(&hand, time())
}

pub fn play(game: &mut Match, took: &[(&str, &str)]) -> Scoreboard {
    try_play(game, took).unwrap_or_else(|e| panic!("{e}"))
}

pub fn play_moon(game: &mut Match, took: &[(&str, &str)], choice: MoonChoice) -> Scoreboard {
    let mut hand = input(game, took);
    hand.moon = Some(choice);
    game.record(&hand, time()).unwrap_or_else(|e| panic!("{e}"))
}

/// Whole numbers as scores, for comparing with totals.
pub fn real(points: &[i64]) -> Vec<crate::core::score::Score> {
    points
        .iter()
        .map(|&p| crate::core::score::Score::real(p))
        .collect()
}

/// The points of the last hand.
pub fn last_points(board: &Scoreboard) -> Vec<crate::core::score::Score> {
    board.hands.last().expect("a hand").points.clone()
}

/// Who leads first, in the words of the JSON contract: "whoever holds 2♣", "Bob (left of the
/// dealer)".
pub fn lead_words(m: &Match, dealer: usize) -> String {
    let leader = m.scoreboard().leader(&m.rules, dealer);
    crate::ui::report::first_lead_words(m, leader, None)
}

/// What the table reads for an error, in English.
pub fn said(m: &Match, error: &MatchError) -> String {
    crate::words::errors::match_error(&crate::words::Words::new(crate::words::Lang::En), m, error)
}

/// The hand `took` must be refused; what the table reads, in English.
pub fn refused(m: &mut Match, took: &[(&str, &str)]) -> String {
    let error = try_play(m, took).expect_err("the hand should be refused");
    said(m, &error)
}

/// An Auction hand: the high bid (none when last hand's high bidder names again), the suit
/// named and how many of it each player took.
pub fn try_auction(
    game: &mut Match,
    bid: Option<(&str, i64)>,
    suit: super::cards::Suit,
    took: &[(&str, &str)],
) -> Result<Scoreboard, MatchError> {
    let mut hand = input(game, took);
    hand.bid = bid.map(|(name, chips)| (seat_of(game, name), chips));
    hand.suit = Some(suit);
    game.record(&hand, time())
}

/// [`try_auction`] that must succeed.
pub fn auction(
    game: &mut Match,
    bid: Option<(&str, i64)>,
    suit: super::cards::Suit,
    took: &[(&str, &str)],
) -> Scoreboard {
    try_auction(game, bid, suit, took).unwrap_or_else(|e| panic!("{e}"))
}

/// Everyone passed in an Auction deal.
pub fn all_pass(game: &mut Match) -> Result<Scoreboard, MatchError> {
    let hand = HandInput {
        all_pass: true,
        ..HandInput::default()
    };
    game.record(&hand, time())
}

/// A player's seat by name.
pub fn seat_of(game: &Match, name: &str) -> usize {
    game.players
        .iter()
        .position(|p| p == name)
        .expect("a player")
}

/// One player's entry read as the English door reads it (every language's words).
pub fn parse_cards(input: &str) -> Result<Vec<super::tokens::Token>, super::tokens::TokenError> {
    super::tokens::parse_cards(
        input,
        crate::words::vocab::Vocabulary::new(crate::words::Lang::En).cards(),
    )
}
