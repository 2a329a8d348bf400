//! What the history keeps of one match: its variant, its players with their totals, moons
//! and Q♠, its times, its state and its notes.

use super::instant;
use crate::core::cards::Card;
use crate::core::game::{Entry, Match, Outcome, Scoreboard};
use crate::core::score::Score;
use crate::core::variant::Winner;
use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};

/// Where a match stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum State {
    /// Hands go on.
    InProgress,
    /// The best total is shared and a tie is being broken.
    TieBreak,
    /// Over, with a winner.
    Finished,
}

impl State {
    /// "in progress", "tie-break" or "finished".
    pub fn as_str(self) -> &'static str {
        match self {
            State::InProgress => "in progress",
            State::TieBreak => "tie-break",
            State::Finished => "finished",
        }
    }
}

/// One player's part in a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerLine {
    /// The name as written in the match.
    pub name: String,
    /// The total after the last hand.
    pub total: Score,
    /// Moons shot.
    pub moons: u32,
    /// Q♠ taken (a two-pack game holds two).
    pub queens: u32,
}

/// What the history keeps of one match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchSummary {
    /// The variant's name.
    pub variant: String,
    /// The players in seating order, with what each did.
    pub players: Vec<PlayerLine>,
    /// When the match started.
    #[serde(with = "instant")]
    pub started: DateTime<FixedOffset>,
    /// When the last hand was entered, once the match is over.
    #[serde(with = "instant::maybe")]
    pub finished: Option<DateTime<FixedOffset>>,
    /// In progress, breaking a tie, or finished.
    pub state: State,
    /// Scored hands (misdeals are not hands).
    pub hands: usize,
    /// The winner's seat, once finished.
    pub winner: Option<usize>,
    /// Whether the lowest total wins (penalty games) rather than the highest.
    pub lowest_wins: bool,
    /// Whether scores can be complex (Complex Hearts).
    pub complex: bool,
    /// Whether the totals are penalty points: complex scores, chips and lives count toward matches
    /// and wins, not toward points, best and worst.
    pub counts_points: bool,
    /// Each seat's place by the game's own rule (1 the best; tied players share a place).
    pub places: Vec<usize>,
    /// The match's notes, in the order written.
    pub notes: Vec<NoteLine>,
}

/// A note about a match, as the history keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NoteLine {
    /// When it was written.
    #[serde(with = "instant")]
    pub time: DateTime<FixedOffset>,
    /// What it says.
    pub text: String,
}

impl MatchSummary {
    /// The summary of a loaded match.
    pub fn new(game: &Match, board: &Scoreboard) -> MatchSummary {
        let n = game.players.len();
        let mut moons = vec![0u32; n];
        let mut queens = vec![0u32; n];
        for hand in &board.hands {
            if let Some(shooter) = hand.moon {
                moons[shooter] += 1;
            }
            if let Some(Entry::Hand(entered)) = game.entries.get(hand.entry) {
                for (seat, capture) in entered.cards.took.iter().enumerate() {
                    queens[seat] += u32::from(capture.count(Card::QUEEN_OF_SPADES));
                }
            }
        }
        let state = match board.outcome {
            Outcome::Playing => State::InProgress,
            Outcome::TieBreak(_) => State::TieBreak,
            Outcome::Won(_) | Outcome::Shared(_) => State::Finished,
        };
        let finished = board
            .finished()
            .then(|| game.entries.last().map(entry_time))
            .flatten();
        MatchSummary {
            variant: game.rules.variant.clone(),
            players: (0..n)
                .map(|seat| PlayerLine {
                    name: game.players[seat].clone(),
                    total: board.totals[seat],
                    moons: moons[seat],
                    queens: queens[seat],
                })
                .collect(),
            started: game.started,
            finished,
            state,
            hands: board.hands.len(),
            winner: board.winner(),
            lowest_wins: game.rules.winner == Winner::Lowest,
            complex: game.rules.complex(),
            counts_points: !game.rules.complex()
                && game.rules.chips.is_none()
                && game.rules.lives.is_none(),
            places: {
                let mut places = vec![1; n];
                for place in board.ranking(&game.rules) {
                    places[place.seat] = place.place;
                }
                places
            },
            notes: game
                .notes
                .iter()
                .map(|note| NoteLine {
                    time: note.time,
                    text: note.text.clone(),
                })
                .collect(),
        }
    }

    /// The winner's name, once finished.
    pub fn winner_name(&self) -> Option<&str> {
        self.winner.map(|seat| self.players[seat].name.as_str())
    }

    /// The players' names in seating order.
    pub fn names(&self) -> Vec<String> {
        self.players.iter().map(|p| p.name.clone()).collect()
    }
}

fn entry_time(entry: &Entry) -> DateTime<FixedOffset> {
    entry.time()
}
