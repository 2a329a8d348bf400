//! The words a variant file is written in: pass directions, who leads, which way play goes,
//! what the moon does, who wins, and the other small choices, each with the names it has in
//! files, JSON and on the command line (hand-written serde where a value may be a number or a
//! word).

use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// Which way cards are passed before a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PassDir {
    /// To the next player in seating order.
    Left,
    /// To the previous player.
    Right,
    /// Two seats on (4 players).
    Across,
    /// No passing this hand.
    Hold,
    /// Two seats to the left.
    TwoLeft,
    /// Two seats to the right.
    TwoRight,
    /// Each player passes one card to every opponent.
    Scatter,
    /// Everyone puts the cards in the centre; they are mixed and dealt back, as many to each.
    Centre,
}

impl PassDir {
    /// The name used in files, JSON and on the command line.
    pub fn as_str(self) -> &'static str {
        match self {
            PassDir::Left => "left",
            PassDir::Right => "right",
            PassDir::Across => "across",
            PassDir::Hold => "hold",
            PassDir::TwoLeft => "two-left",
            PassDir::TwoRight => "two-right",
            PassDir::Scatter => "scatter",
            PassDir::Centre => "centre",
        }
    }

    /// Every direction, for parsing and help texts.
    pub const ALL: [PassDir; 8] = [
        PassDir::Left,
        PassDir::Right,
        PassDir::Across,
        PassDir::Hold,
        PassDir::TwoLeft,
        PassDir::TwoRight,
        PassDir::Scatter,
        PassDir::Centre,
    ];

    /// What a dealer may choose from where the dealer chooses, unless the variant says
    /// otherwise (`passing.choices`): every way but two seats on, where this many players
    /// can pass it.
    pub const DEALERS_CHOICE: [PassDir; 6] = [
        PassDir::Left,
        PassDir::Right,
        PassDir::Across,
        PassDir::Hold,
        PassDir::Scatter,
        PassDir::Centre,
    ];

    /// Parses the name used in files and on the command line.
    pub fn parse(text: &str) -> Option<PassDir> {
        PassDir::ALL
            .into_iter()
            .find(|dir| dir.as_str().eq_ignore_ascii_case(text.trim()))
    }

    /// Why this direction cannot be played by `players` players, if it cannot.
    pub fn playable_with(self, players: usize) -> bool {
        match self {
            PassDir::Across => players == 4,
            PassDir::TwoLeft | PassDir::TwoRight => players >= 4,
            _ => true,
        }
    }

    /// Who passes to whom: (giver seat, receiver seat, cards) with `cards` passed each time.
    /// Nobody passes to a seat in a hold or a centre pass (see [`PassDir::gives`]).
    pub fn passes(self, players: usize, cards: u32) -> Vec<(usize, usize, u32)> {
        let n = players;
        let offset = match self {
            PassDir::Hold | PassDir::Centre => return Vec::new(),
            PassDir::Scatter => {
                return (0..n)
                    .flat_map(|from| {
                        (0..n)
                            .filter(move |&to| to != from)
                            .map(move |to| (from, to, 1))
                    })
                    .collect();
            }
            PassDir::Left => 1,
            PassDir::Right => n - 1,
            PassDir::Across | PassDir::TwoLeft => 2,
            PassDir::TwoRight => n - 2,
        };
        (0..n)
            .map(|from| (from, (from + offset) % n, cards))
            .collect()
    }

    /// What each player gives: (giver seat, receiver seat, cards), the receiver `None` where
    /// the cards go to the centre (every player puts `cards` there and is dealt as many back).
    pub fn gives(self, players: usize, cards: u32) -> Vec<(usize, Option<usize>, u32)> {
        if self == PassDir::Centre {
            return (0..players).map(|from| (from, None, cards)).collect();
        }
        self.passes(players, cards)
            .into_iter()
            .map(|(from, to, cards)| (from, Some(to), cards))
            .collect()
    }
}

/// One hand of a pass cycle: a direction, or the dealer's choice (the banner asks instead of
/// telling, and the hand is recorded with the pass the dealer chose).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PassStep {
    /// Cards go this way.
    Pass(PassDir),
    /// The dealer chooses how to pass this hand, among the variant's `passing.choices`.
    DealersChoice,
}

impl PassStep {
    /// The word for the dealer's choice in files and JSON.
    pub const DEALERS_CHOICE: &'static str = "dealers-choice";

    /// Every word a step of a cycle is written with in a file.
    pub const WORDS: &'static [&'static str] = &[
        "left",
        "right",
        "across",
        "hold",
        "two-left",
        "two-right",
        "scatter",
        "centre",
        PassStep::DEALERS_CHOICE,
    ];

    /// [`PassStep::WORDS`], for the schema.
    pub fn words() -> &'static [&'static str] {
        PassStep::WORDS
    }

    /// The name used in files.
    pub fn as_str(self) -> &'static str {
        match self {
            PassStep::Pass(dir) => dir.as_str(),
            PassStep::DealersChoice => PassStep::DEALERS_CHOICE,
        }
    }

    /// The direction, unless the dealer chooses.
    pub fn direction(self) -> Option<PassDir> {
        match self {
            PassStep::Pass(dir) => Some(dir),
            PassStep::DealersChoice => None,
        }
    }
}

impl Serialize for PassStep {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for PassStep {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct StepVisitor;
        impl Visitor<'_> for StepVisitor {
            type Value = PassStep;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a pass direction or \"dealers-choice\"")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<PassStep, E> {
                if v == PassStep::DEALERS_CHOICE {
                    return Ok(PassStep::DealersChoice);
                }
                PassDir::ALL
                    .into_iter()
                    .find(|dir| dir.as_str() == v)
                    .map(PassStep::Pass)
                    .ok_or_else(|| E::unknown_variant(v, PassStep::WORDS))
            }
        }
        deserializer.deserialize_str(StepVisitor)
    }
}

/// What may not be played to the first trick where points may not (a reminder only).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FirstTrickBarred {
    /// The hearts and the Q♠ (where it scores); other scoring cards may be played (Black
    /// Maria's K♠ and A♠).
    #[default]
    HeartsAndQueen,
    /// Every card worth penalty points (Dirty Nasty Filthy Hearts' four queens).
    PenaltyCards,
}

impl fmt::Display for PassDir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Who leads the first trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FirstLead {
    /// Whoever holds the lowest club in the deck (2♣, 3♣, 6♣ or 7♣).
    LowestClub,
    /// The player to the dealer's left.
    LeftOfDealer,
    /// The player to the dealer's right (where play goes counter-clockwise).
    RightOfDealer,
    /// The high bidder (Auction Hearts).
    HighBidder,
    /// Whoever holds the card `play.lead_card` names (Gong Zhu: the 2♠).
    Holder,
}

/// Which way the deal and the play go round the table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Direction {
    /// To the left: the player on the dealer's left is dealt first, leads and deals next.
    #[default]
    Clockwise,
    /// To the right (Reversis): the player on the dealer's right is dealt first, leads and
    /// deals next.
    CounterClockwise,
}

/// How a chips game settles a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Settle {
    /// Auction Hearts: the high bidder pays the bid into the pot and names the penalty suit;
    /// one chip per card of it taken goes into the pot; one player without any takes the pot,
    /// two split it, otherwise it stays and the high bidder names again.
    Auction,
    /// Reversis: chips change hands during play as the table settles them (entered as
    /// payments); after the hand one player taking every trick (a Reversis) takes 16 from each
    /// other player and 32 from the one opposite; else a player without a trick (an
    /// Espagnolette) takes the Party amount from the player with the most card points; else
    /// the fewest card points take it from the most. Payments across the table are doubled.
    Reversis,
}

/// Who takes the kitty (or widow). A reminder: for scoring, kitty cards are simply entered
/// for whoever took them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum KittyTaker {
    /// The first player to win a trick with points in it.
    FirstTrickWithPoints,
    /// The winner of the first trick.
    FirstTrick,
    /// The winner of the last trick.
    LastTrick,
    /// Whoever takes the first heart.
    FirstHeart,
}

/// What shooting the moon does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MoonEffect {
    /// Every opponent scores the moon's value; the shooter 0.
    Add,
    /// The shooter's score goes down by the moon's value; the others score 0.
    Subtract,
    /// The shooter picks add or subtract each time.
    Choose,
    /// Add, unless adding would end the match with the shooter not winning: then subtract.
    Best,
    /// Greek Hearts: the shooter gets minus the value per opponent, and every opponent plus it.
    Greek,
    /// Spot Hearts: the shooter wins the whole match at once; the hand scores 0 for everyone.
    Win,
    /// There is no moon in this game.
    None,
}

/// The shooter's choice where the variant gives one (`--moon add|subtract`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MoonChoice {
    /// Every opponent scores the moon's value.
    Add,
    /// The shooter's score goes down by it.
    Subtract,
}

impl MoonChoice {
    /// The name used in files and on the command line.
    pub fn as_str(self) -> &'static str {
        match self {
            MoonChoice::Add => "add",
            MoonChoice::Subtract => "subtract",
        }
    }
}

/// Whether the lowest or the highest total wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Winner {
    /// Penalty games: fewest points wins.
    Lowest,
    /// Knaves and other plus games: most points wins.
    Highest,
}

/// How a shared best total at the end is broken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TieBreak {
    /// One extra hand; of the tied players the one with the best score in it wins; repeat.
    ExtraHand,
    /// Full hands go on until one player alone holds the best total.
    PlayOn,
}

/// What the end test and the ranking look at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndBy {
    /// The total itself.
    Total,
    /// The total's magnitude √(a²+b²) (Complex Hearts).
    Magnitude,
}

/// What the moon is worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoonValue {
    /// A fixed number of points.
    Points(i64),
    /// What the shooter's own cards score (Complex Hearts: 13+13i, turned by the J♦ and 10♣).
    ShooterCards,
}

impl Serialize for MoonValue {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            MoonValue::Points(points) => serializer.serialize_i64(*points),
            MoonValue::ShooterCards => serializer.serialize_str("shooter-cards"),
        }
    }
}

impl<'de> Deserialize<'de> for MoonValue {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct MoonVisitor;
        impl Visitor<'_> for MoonVisitor {
            type Value = MoonValue;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a whole number of points or \"shooter-cards\"")
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<MoonValue, E> {
                Ok(MoonValue::Points(v))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<MoonValue, E> {
                i64::try_from(v)
                    .map(MoonValue::Points)
                    .map_err(|_| E::custom("number too large"))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<MoonValue, E> {
                if v == "shooter-cards" {
                    Ok(MoonValue::ShooterCards)
                } else {
                    Err(E::invalid_value(de::Unexpected::Str(v), &self))
                }
            }
        }
        deserializer.deserialize_any(MoonVisitor)
    }
}

/// How captured points count in a phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PhaseScoring {
    /// Captured points are added to the total.
    Add,
    /// Captured points are subtracted from the total.
    Subtract,
}

/// What each heart is worth: a fixed number, or its rank (Spot Hearts).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeartValue {
    /// Every heart is worth this much.
    Points(i64),
    /// Ace 1, 2–10 face value, jack 11, queen 12, king 13.
    Rank,
}

impl Serialize for HeartValue {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            HeartValue::Points(points) => serializer.serialize_i64(*points),
            HeartValue::Rank => serializer.serialize_str("rank"),
        }
    }
}

impl<'de> Deserialize<'de> for HeartValue {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct HeartVisitor;
        impl Visitor<'_> for HeartVisitor {
            type Value = HeartValue;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a whole number of points or \"rank\"")
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<HeartValue, E> {
                Ok(HeartValue::Points(v))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<HeartValue, E> {
                i64::try_from(v)
                    .map(HeartValue::Points)
                    .map_err(|_| E::custom("number too large"))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<HeartValue, E> {
                if v == "rank" {
                    Ok(HeartValue::Rank)
                } else {
                    Err(E::invalid_value(de::Unexpected::Str(v), &self))
                }
            }
        }
        deserializer.deserialize_any(HeartVisitor)
    }
}

/// What a renege costs the offender: the hand's penalty total, or a fixed figure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Charge {
    /// The sum of the positive card values of the deck.
    HandTotal,
    /// A fixed number of points.
    Points(i64),
}

impl Serialize for Charge {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Charge::Points(points) => serializer.serialize_i64(*points),
            Charge::HandTotal => serializer.serialize_str("hand-total"),
        }
    }
}

impl<'de> Deserialize<'de> for Charge {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct ChargeVisitor;
        impl Visitor<'_> for ChargeVisitor {
            type Value = Charge;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a whole number of points or \"hand-total\"")
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Charge, E> {
                Ok(Charge::Points(v))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Charge, E> {
                i64::try_from(v)
                    .map(Charge::Points)
                    .map_err(|_| E::custom("number too large"))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Charge, E> {
                if v == "hand-total" {
                    Ok(Charge::HandTotal)
                } else {
                    Err(E::invalid_value(de::Unexpected::Str(v), &self))
                }
            }
        }
        deserializer.deserialize_any(ChargeVisitor)
    }
}

/// How a hand's trumps are chosen. The tool only reminds the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Trumps {
    /// The last card left over after the deal is turned face up; with none left over, the
    /// dealer's last card is shown before it is taken up.
    TurnedUp,
}

/// What exposing a card before play doubles (Gong Zhu): the card itself, or every card of
/// its suit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Exposes {
    /// The card counts double for whoever takes it (a multiplying card multiplies by twice
    /// as much, and scores twice as much alone).
    Card,
    /// Every card of its suit counts double (Gong Zhu's A♥: all the hearts).
    Suit,
}
