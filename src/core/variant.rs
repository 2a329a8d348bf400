//! Variant rules. [`RawVariant`] mirrors a variant file key by key (every field optional, so a
//! file that extends another can give just what differs); [`Variant`] is the checked form; and
//! [`Rules`] is a variant fixed to a number of players: the deck, deal, passing, values and
//! thresholds that one table actually plays with.

use super::cards::{Card, Deck, Rank, Suit};
use super::score::Score;
use super::tokens::parse_card;
use serde::de::value::{MapAccessDeserializer, SeqAccessDeserializer};
use serde::de::{self, IntoDeserializer, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::BTreeMap;
use std::fmt;
use std::marker::PhantomData;

/// A setting that is either the same for every table size (`target = 100`) or given per number
/// of players, with `default` for the counts not listed (`target = { 3 = 80, 4 = 100 }`).
#[derive(Clone, Debug, PartialEq)]
pub enum PerCount<T> {
    /// One value for every table size.
    All(T),
    /// Values keyed by player count ("3", "4", …) or "default".
    ByPlayers(BTreeMap<String, T>),
}

impl<T> PerCount<T> {
    /// The value for `players` players: their own entry, else `default`.
    pub fn get(&self, players: usize) -> Option<&T> {
        match self {
            PerCount::All(value) => Some(value),
            PerCount::ByPlayers(map) => {
                map.get(&players.to_string()).or_else(|| map.get("default"))
            }
        }
    }

    /// The keys that are neither `default` nor a table size. An entry for a size the variant
    /// does not allow is harmless (a variant that narrows its parent's `players` inherits
    /// them); a typo is not.
    fn stray_keys(&self) -> Vec<String> {
        match self {
            PerCount::All(_) => Vec::new(),
            PerCount::ByPlayers(map) => map
                .keys()
                .filter(|key| {
                    *key != "default"
                        && !key
                            .parse::<usize>()
                            .is_ok_and(|count| (2..=11).contains(&count))
                })
                .cloned()
                .collect(),
        }
    }
}

impl<T: Serialize> Serialize for PerCount<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            PerCount::All(value) => value.serialize(serializer),
            PerCount::ByPlayers(map) => map.serialize(serializer),
        }
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for PerCount<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct PerCountVisitor<T>(PhantomData<T>);

        impl<'de, T: Deserialize<'de>> Visitor<'de> for PerCountVisitor<T> {
            type Value = PerCount<T>;

            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str(
                    "a value, or a table of values by player count like { 3 = …, default = … }",
                )
            }
            fn visit_bool<E: de::Error>(self, v: bool) -> Result<Self::Value, E> {
                T::deserialize(v.into_deserializer()).map(PerCount::All)
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Self::Value, E> {
                T::deserialize(v.into_deserializer()).map(PerCount::All)
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Self::Value, E> {
                T::deserialize(v.into_deserializer()).map(PerCount::All)
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<Self::Value, E> {
                T::deserialize(v.into_deserializer()).map(PerCount::All)
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
                T::deserialize(v.into_deserializer()).map(PerCount::All)
            }
            fn visit_seq<A: de::SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
                T::deserialize(SeqAccessDeserializer::new(seq)).map(PerCount::All)
            }
            fn visit_map<A: de::MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
                BTreeMap::<String, T>::deserialize(MapAccessDeserializer::new(map))
                    .map(PerCount::ByPlayers)
            }
        }

        deserializer.deserialize_any(PerCountVisitor(PhantomData))
    }
}

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
        }
    }

    /// Every direction, for parsing and help texts.
    pub const ALL: [PassDir; 7] = [
        PassDir::Left,
        PassDir::Right,
        PassDir::Across,
        PassDir::Hold,
        PassDir::TwoLeft,
        PassDir::TwoRight,
        PassDir::Scatter,
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
    pub fn passes(self, players: usize, cards: u32) -> Vec<(usize, usize, u32)> {
        let n = players;
        let offset = match self {
            PassDir::Hold => return Vec::new(),
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

/// A rank as written in a variant file: `"6"`, `6`, `"T"` or `"10"`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RankName(pub String);

impl Serialize for RankName {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for RankName {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct RankVisitor;
        impl Visitor<'_> for RankVisitor {
            type Value = RankName;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a rank such as \"6\" or 7")
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<RankName, E> {
                Ok(RankName(v.to_string()))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<RankName, E> {
                Ok(RankName(v.to_string()))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<RankName, E> {
                Ok(RankName(v.to_string()))
            }
        }
        deserializer.deserialize_any(RankVisitor)
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

impl RawVariant {
    /// Every text a person reads, with its key: the name, the description, the notes, the
    /// kitty's name and the reminders.
    fn texts(&self) -> Vec<(String, String)> {
        let mut texts = Vec::new();
        let mut add = |key: String, value: &str| texts.push((key, value.to_string()));
        if let Some(name) = &self.name {
            add("name".into(), name);
        }
        if let Some(description) = &self.description {
            add("description".into(), description);
        }
        for note in self.notes.iter().flatten() {
            add("notes".into(), note);
        }
        if let Some(kitty) = self.deal.as_ref().and_then(|d| d.kitty_name.as_ref()) {
            add("deal.kitty_name".into(), kitty);
        }
        for reminder in self.play.iter().flat_map(|p| p.reminders.iter().flatten()) {
            add("play.reminders".into(), reminder);
        }
        if let Some(name) = self.declare.as_ref().and_then(|d| d.name.as_ref()) {
            add("declare.name".into(), name);
        }
        for (lang, each) in self.texts.iter().flatten() {
            let mut all: Vec<(&str, &String)> = Vec::new();
            all.extend(each.description.iter().map(|d| ("description", d)));
            all.extend(each.notes.iter().flatten().map(|n| ("notes", n)));
            all.extend(each.reminders.iter().flatten().map(|r| ("reminders", r)));
            all.extend(each.kitty_name.iter().map(|k| ("kitty_name", k)));
            for (key, value) in all {
                add(format!("texts.{lang}.{key}"), value);
            }
        }
        texts
    }
}

/// A variant file as written. See `variants/README.md` for every key.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawVariant {
    /// The variant's name; must match the file name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// One line for lists.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// The variant this one is built on.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub extends: Option<String>,
    /// The table sizes the game is played with.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub players: Option<Vec<usize>>,
    /// Sources and resolved contradictions, in words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub notes: Option<Vec<String>>,
    /// The pack.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deck: Option<RawDeck>,
    /// The deal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deal: Option<RawDeal>,
    /// Passing before each hand.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub passing: Option<RawPassing>,
    /// Rules of play the tool reminds the table of.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub play: Option<RawPlay>,
    /// Card values and the renege charge.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scoring: Option<RawScoring>,
    /// Shooting the moon.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moon: Option<RawMoon>,
    /// The second phase of a two-phase game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phase2: Option<RawPhase2>,
    /// When the match ends and who wins.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end: Option<RawEnd>,
    /// A declaration a player may make before the first lead (Polignac's capot).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub declare: Option<RawDeclare>,
    /// Chips instead of points: the start and how each hand is settled.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chips: Option<RawChips>,
    /// Lives instead of points (Conquimbert): the start and the card points that cost one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lives: Option<RawLives>,
    /// What players read, in other languages, by language code (`nl`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub texts: Option<BTreeMap<String, RawTexts>>,
}

/// `[texts.LANG]`: the texts players read, in one language. A text not given is read in
/// English.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawTexts {
    /// The description.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// The notes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub notes: Option<Vec<String>>,
    /// The reminders shown at each hand.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reminders: Option<Vec<String>>,
    /// What the table calls the cards left after the deal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kitty_name: Option<String>,
}

/// `[deck]`
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawDeck {
    /// Standard packs shuffled together.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub packs: Option<u8>,
    /// The lowest rank in each suit.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lowest_rank: Option<PerCount<RankName>>,
    /// Jokers added to the pack.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub jokers: Option<u8>,
    /// Cards taken out before the deal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remove: Option<PerCount<Vec<String>>>,
}

/// `[deal]`
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawDeal {
    /// Cards dealt to each player; the rest is the kitty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cards_each: Option<PerCount<u32>>,
    /// What the table calls the leftover cards.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kitty_name: Option<String>,
    /// Who takes the kitty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kitty_goes_to: Option<KittyTaker>,
    /// The cards left after the deal are out of play; `--out` names the scoring ones.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub out_of_play: Option<bool>,
    /// The cards left after the deal stay face down: the scoring cards entered may be short
    /// by as many cards as lie there (less those named with `--out`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub face_down: Option<bool>,
}

/// `[passing]`
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawPassing {
    /// Cards each player passes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cards: Option<u32>,
    /// The directions, hand after hand, repeating.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cycle: Option<PerCount<Vec<PassDir>>>,
}

/// `[play]`
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawPlay {
    /// Who leads the first trick.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_lead: Option<PerCount<FirstLead>>,
    /// Hearts may not be led until broken.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hearts_must_be_broken: Option<bool>,
    /// Playing the Q♠ breaks hearts.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub queen_breaks_hearts: Option<bool>,
    /// Penalty cards may be played to the first trick.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub points_on_first_trick: Option<bool>,
    /// Further reminders in words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reminders: Option<Vec<String>>,
    /// How trumps are chosen, as a reminder (there are no trumps without it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trumps: Option<Trumps>,
    /// Which way the deal and the play go round.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub direction: Option<Direction>,
}

/// How a hand's trumps are chosen. The tool only reminds the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Trumps {
    /// The last card left over after the deal is turned face up; with none left over, the
    /// dealer's last card is shown before it is taken up.
    TurnedUp,
}

/// `[declare]`: a declaration before the first lead, scored instead of everything else.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawDeclare {
    /// What the table calls it ("capot").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The cards the declarer must take for it to succeed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub needs: Option<Vec<String>>,
    /// Points to the declarer when it succeeds.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub success_self: Option<i64>,
    /// Points to each other player when it succeeds.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub success_others: Option<i64>,
    /// Points to the declarer when it fails.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failure_self: Option<i64>,
    /// Points to each other player when it fails.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failure_others: Option<i64>,
}

/// `[scoring.combo]`: one player taking all of `items` scores `points` for them instead.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawCombo {
    /// Cards, `first` and `last`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub items: Option<Vec<String>>,
    /// What they score together.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub points: Option<i64>,
}

/// `[scoring]`
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawScoring {
    /// The value of each heart.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hearts: Option<HeartValue>,
    /// Values of particular cards.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cards: Option<BTreeMap<String, i64>>,
    /// What a renege costs.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub renege: Option<Charge>,
    /// Points for taking the first trick.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_trick: Option<i64>,
    /// Points for taking the last trick.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_trick: Option<i64>,
    /// Points per trick won.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub per_trick: Option<i64>,
    /// A combination scored instead of its parts.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub combo: Option<RawCombo>,
    /// Points on the imaginary axis of particular cards (Complex Hearts: the Q♠ is 13i).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub imaginary: Option<BTreeMap<String, i64>>,
    /// A card that multiplies the taker's hand score (Complex Hearts: the 10♣, by 2i).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub multiplier: Option<RawMultiplier>,
}

/// `[chips]`
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawChips {
    /// Each player's chips at the start (`new --chips N` replaces it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub start: Option<i64>,
    /// How a hand is settled.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub settle: Option<Settle>,
    /// Chips each player puts into the pot once, at the start of the match.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ante: Option<i64>,
    /// Chips the dealer puts into the pot at each hand.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dealer_ante: Option<i64>,
    /// Reversis: the chips the Party (and an Espagnolette) is worth.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub party: Option<i64>,
}

/// `[lives]`
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawLives {
    /// Lives each player starts with.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub start: Option<i64>,
    /// Card points in one hand that cost a life.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lose_at: Option<i64>,
}

/// `[scoring.multiplier]`
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawMultiplier {
    /// The card.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card: Option<String>,
    /// What it multiplies by: a whole number or a Gaussian integer such as `"2i"`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by: Option<String>,
}

/// `[moon]`
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawMoon {
    /// What the moon does.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub effect: Option<MoonEffect>,
    /// A fixed moon value, or `"shooter-cards"`, instead of the hand's penalty total.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<MoonValue>,
    /// The moon also needs every bonus (negative) card.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub needs_bonus_cards: Option<bool>,
}

/// `[phase2]`
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawPhase2 {
    /// How captured points count in phase 2.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scoring: Option<PhaseScoring>,
    /// What the moon does in phase 2.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moon: Option<MoonEffect>,
    /// The match ends when a total reaches this or less.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ends_at: Option<i64>,
    /// A score that would pass zero bounces back up by the excess.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exact_zero: Option<bool>,
}

/// `[end]`
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawEnd {
    /// The game-ending score (with `[phase2]`: the score that starts phase 2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target: Option<PerCount<i64>>,
    /// The target of a quick game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub quick_target: Option<PerCount<i64>>,
    /// A fixed number of hands.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hands: Option<u32>,
    /// Lowest or highest total wins.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<Winner>,
    /// How a shared best total is broken.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tie: Option<TieBreak>,
    /// What is measured against the target and compared: the total, or its magnitude.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by: Option<EndBy>,
}

/// Every key a variant file may have, by table (`""` is the top level). Tables not listed
/// here (`scoring.cards`, per-player-count tables) have free keys. A test checks this list
/// against [`RawVariant`].
pub const SCHEMA: &[(&str, &[&str])] = &[
    (
        "",
        &[
            "name",
            "description",
            "extends",
            "players",
            "notes",
            "deck",
            "deal",
            "passing",
            "play",
            "scoring",
            "moon",
            "phase2",
            "end",
            "texts",
            "declare",
            "chips",
            "lives",
        ],
    ),
    (
        "chips",
        &["start", "settle", "ante", "dealer_ante", "party"],
    ),
    ("lives", &["start", "lose_at"]),
    ("deck", &["packs", "lowest_rank", "jokers", "remove"]),
    (
        "deal",
        &[
            "cards_each",
            "kitty_name",
            "kitty_goes_to",
            "out_of_play",
            "face_down",
        ],
    ),
    ("passing", &["cards", "cycle"]),
    (
        "play",
        &[
            "first_lead",
            "hearts_must_be_broken",
            "queen_breaks_hearts",
            "points_on_first_trick",
            "reminders",
            "trumps",
            "direction",
        ],
    ),
    (
        "scoring",
        &[
            "hearts",
            "cards",
            "renege",
            "first_trick",
            "last_trick",
            "per_trick",
            "combo",
            "imaginary",
            "multiplier",
        ],
    ),
    ("scoring.multiplier", &["card", "by"]),
    ("moon", &["effect", "value", "needs_bonus_cards"]),
    ("phase2", &["scoring", "moon", "ends_at", "exact_zero"]),
    (
        "end",
        &["target", "quick_target", "hands", "winner", "tie", "by"],
    ),
    (
        "declare",
        &[
            "name",
            "needs",
            "success_self",
            "success_others",
            "failure_self",
            "failure_others",
        ],
    ),
];

/// Where in a file a problem is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// The text of that line.
    pub source_line: String,
}

/// One thing wrong with a variant, naming the key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Dotted key path, e.g. `deck.remove`.
    pub key: String,
    /// What is wrong.
    pub why: Why,
    /// Where the key is written, when known.
    pub at: Option<Position>,
    /// The key is not in this file but comes from the variant it `extends`.
    pub inherited: bool,
}

/// What is wrong with a key of a variant file. The words layer says each in a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// The variant has no name.
    NoName,
    /// `players` is missing or empty.
    NoTableSizes,
    /// `players` names a size twice.
    TableSizeTwice,
    /// A text holds this control or text-direction character.
    ControlCharacter(char),
    /// A table size outside 2 to 11.
    UnsupportedTableSize(usize),
    /// A per-table-size entry that is neither `default` nor 2 to 11.
    StrayCountEntry(String),
    /// A value for a card the deck never holds.
    NeverInDeck(Card),
    /// More points than any value may be worth (either way).
    TooManyPoints {
        /// The value.
        points: i64,
        /// The limit.
        most: i64,
    },
    /// `deck.packs` is not 1 or 2.
    Packs,
    /// `deck.lowest_rank` is not 2 to 10.
    LowestRank,
    /// More than 4 jokers.
    TooManyJokers,
    /// A card to remove that the deck does not hold.
    RemoveNotInDeck {
        /// The card.
        card: Card,
        /// The table size.
        players: usize,
    },
    /// Text that is not a card.
    NotACard(String),
    /// The deck cannot be dealt so.
    CannotDeal {
        /// The table size.
        players: usize,
        /// Cards each.
        cards_each: u32,
        /// The deck's size.
        deck: u32,
    },
    /// An empty pass cycle.
    NoDirection,
    /// A pass direction that needs 4 players (`at_least`: 4 or more).
    PassNeedsFour {
        /// The direction.
        pass: PassDir,
        /// The table size.
        players: usize,
        /// Whether more than 4 will do.
        at_least: bool,
    },
    /// More cards to pass than a hand holds.
    PassTooMany {
        /// Cards passed.
        cards: u32,
        /// Cards in a hand.
        hand: u32,
    },
    /// A scatter pass with fewer cards than opponents.
    ScatterNeedsCards,
    /// The lowest club leads, but the deck has no clubs.
    NoClubs,
    /// No card scores.
    NothingScores,
    /// A winning moon in phase 2.
    WinMoonInPhase2,
    /// A target of 0 or less.
    TargetNotPositive,
    /// No target for this table size.
    NoTarget(usize),
    /// A quick target of 0 or less.
    QuickNotPositive,
    /// A hands limit of 0.
    NoHands,
    /// A key the table does not take; the keys it takes.
    UnknownKey(Vec<&'static str>),
    /// A value of the wrong type: what the TOML reader said.
    WrongValue(String),
    /// `name` is not the file's name.
    NameMismatch {
        /// The name written.
        written: String,
        /// The file's name.
        file: String,
    },
    /// `extends` names no variant.
    NoSuchParent(String),
    /// `extends` names the variant itself.
    ExtendsItself(String),
    /// `extends` goes too deep.
    TooDeep {
        /// The limit.
        most: usize,
        /// The first two files and the last.
        chain: [String; 3],
    },
    /// The merged rules do not fit together: what the TOML reader said.
    MergeFailed(String),
    /// A combination of fewer than two things.
    ComboTooSmall,
    /// A declaration that needs no card.
    DeclareNeedsCards,
    /// Text that is not a whole number or a Gaussian integer such as `2i` or `1+2i`.
    NotAScore(String),
    /// `scoring.multiplier` without its card.
    MultiplierNeedsCard,
    /// Scores that can be complex, ended or ranked by the plain total.
    ComplexNeedsMagnitude,
    /// Complex scores in a two-phase game.
    ComplexWithPhases,
    /// Chips to start with of 0 or less.
    ChipsNotPositive,
    /// `[chips]` without `settle`.
    ChipsNeedSettle,
    /// The high bidder leads, in a game without bidding.
    NoBidding,
    /// Chips figures below 0 (`ante`, `dealer_ante`) or not above 0 (`party`).
    ChipsFigure,
    /// Lives or the card points that cost one of 0 or less.
    LivesNotPositive,
    /// Both `[chips]` and `[lives]`.
    ChipsAndLives,
    /// Reversis' settlement, for another table size than 4 (it pays across the table).
    ReversisNeedsFour(usize),
}

/// A variant whose every table size has been checked into [`Rules`].
#[derive(Clone, Debug)]
pub struct Variant {
    /// The variant's name.
    pub name: String,
    /// One line for lists.
    pub description: String,
    /// Notes in words.
    pub notes: Vec<String>,
    /// The resolved raw form (after `extends`), kept to be copied into match files.
    pub raw: RawVariant,
    tables: BTreeMap<usize, Rules>,
}

impl Variant {
    /// The texts of `lang` (a language code), if the variant gives any.
    fn texts(&self, lang: &str) -> Option<&RawTexts> {
        self.raw.texts.as_ref().and_then(|t| t.get(lang))
    }

    /// The description in `lang`, else in English.
    pub fn description_in(&self, lang: &str) -> &str {
        self.texts(lang)
            .and_then(|t| t.description.as_deref())
            .unwrap_or(&self.description)
    }

    /// The notes in `lang`, else in English.
    pub fn notes_in(&self, lang: &str) -> &[String] {
        self.texts(lang)
            .and_then(|t| t.notes.as_deref())
            .unwrap_or(&self.notes)
    }
}

impl Variant {
    /// Checks a resolved raw variant (no `extends` left to follow) into typed rules for every
    /// table size it allows, reporting every problem found.
    pub fn check(raw: RawVariant) -> Result<Variant, Vec<Problem>> {
        let mut problems = Vec::new();
        let name = raw.name.clone().unwrap_or_default();
        if name.is_empty() {
            problems.push(problem("name", Why::NoName));
        }
        let counts = raw.players.clone().unwrap_or_default();
        if counts.is_empty() {
            problems.push(problem("players", Why::NoTableSizes));
        }
        let mut distinct = counts.clone();
        distinct.sort_unstable();
        distinct.dedup();
        if distinct.len() < counts.len() {
            problems.push(problem("players", Why::TableSizeTwice));
        }
        let counts = distinct;
        for (key, text) in raw.texts() {
            if let Some(c) = super::visible::hazard(&text) {
                problems.push(problem(key, Why::ControlCharacter(c)));
            }
        }
        if let Some(bad) = counts.iter().find(|&&count| !(2..=11).contains(&count)) {
            problems.push(problem("players", Why::UnsupportedTableSize(*bad)));
        }
        for (key, stray) in per_count_keys(&raw) {
            problems.push(problem(key, Why::StrayCountEntry(stray)));
        }
        let mut tables = BTreeMap::new();
        for &count in &counts {
            match Rules::build(&raw, &name, count) {
                Ok(rules) => {
                    tables.insert(count, rules);
                }
                Err(found) => {
                    for p in found {
                        if !problems.contains(&p) {
                            problems.push(p);
                        }
                    }
                }
            }
        }
        // A value for a card no table ever holds is a mistake: a moon would need it, or a
        // bonus would never be paid.
        if problems.is_empty() {
            let scoring = raw.scoring.clone().unwrap_or_default();
            let keyed = |table: &str, cards: Option<BTreeMap<String, i64>>| {
                cards
                    .into_iter()
                    .flatten()
                    .map(|(key, _)| (format!("{table}.{key}"), key))
                    .collect::<Vec<_>>()
            };
            let mut named = keyed("scoring.cards", scoring.cards);
            named.extend(keyed("scoring.imaginary", scoring.imaginary));
            named.extend(
                scoring
                    .multiplier
                    .and_then(|m| m.card)
                    .map(|card| ("scoring.multiplier.card".to_string(), card)),
            );
            for (key, text) in named {
                let Ok(card) = parse_card(&text) else {
                    continue;
                };
                if !tables.values().any(|rules| rules.deck.contains(card)) {
                    problems.push(problem(key, Why::NeverInDeck(card)));
                }
            }
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        Ok(Variant {
            description: raw.description.clone().unwrap_or_default(),
            notes: raw.notes.clone().unwrap_or_default(),
            name,
            raw,
            tables,
        })
    }

    /// The table sizes this game is played with.
    pub fn player_counts(&self) -> Vec<usize> {
        self.tables.keys().copied().collect()
    }

    /// The rules for a table of `players`, or which sizes the game is played with.
    pub fn rules(&self, players: usize) -> Result<&Rules, TableSizeError> {
        self.tables.get(&players).ok_or_else(|| TableSizeError {
            variant: self.name.clone(),
            counts: self.player_counts(),
            players,
        })
    }
}

/// A game asked for a table size it is not played with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableSizeError {
    /// The game.
    pub variant: String,
    /// The sizes it is played with.
    pub counts: Vec<usize>,
    /// The size asked for.
    pub players: usize,
}

/// No value may be worth more points than [`MOST_POINTS`] either way.
fn check_points(raw: &RawVariant, problems: &mut Vec<Problem>) {
    let mut in_range = |key: String, points: i64| {
        if !(-MOST_POINTS..=MOST_POINTS).contains(&points) {
            problems.push(problem(
                key,
                Why::TooManyPoints {
                    points,
                    most: MOST_POINTS,
                },
            ));
        }
    };
    for (key, &points) in raw.scoring.iter().flat_map(|s| s.cards.iter().flatten()) {
        in_range(format!("scoring.cards.{key}"), points);
    }
    if let Some(HeartValue::Points(points)) = raw.scoring.as_ref().and_then(|s| s.hearts) {
        in_range("scoring.hearts".into(), points);
    }
    if let Some(Charge::Points(points)) = raw.scoring.as_ref().and_then(|s| s.renege) {
        in_range("scoring.renege".into(), points);
    }
    if let Some(MoonValue::Points(points)) = raw.moon.as_ref().and_then(|m| m.value) {
        in_range("moon.value".into(), points);
    }
    for (key, &points) in raw
        .scoring
        .iter()
        .flat_map(|s| s.imaginary.iter().flatten())
    {
        in_range(format!("scoring.imaginary.{key}"), points);
    }
}

/// `[deck]` for a table size, checked.
struct DeckSection {
    packs: u8,
    lowest_rank: Rank,
    deck: Deck,
    removed: Vec<Card>,
}

fn deck_section(deck_raw: &RawDeck, players: usize, problems: &mut Vec<Problem>) -> DeckSection {
    let packs = deck_raw.packs.unwrap_or(1);
    if !(1..=2).contains(&packs) {
        problems.push(problem("deck.packs", Why::Packs));
    }
    let lowest_text = deck_raw
        .lowest_rank
        .as_ref()
        .and_then(|v| v.get(players))
        .map(|name| name.0.clone());
    let lowest_rank = match lowest_text.as_deref().map(Rank::parse) {
        None => Rank::TWO,
        Some(Some(rank)) => rank,
        Some(None) => {
            problems.push(problem("deck.lowest_rank", Why::LowestRank));
            Rank::TWO
        }
    };
    if lowest_rank > Rank::new(10).expect("10 is a rank") {
        problems.push(problem("deck.lowest_rank", Why::LowestRank));
    }
    let jokers = deck_raw.jokers.unwrap_or(0);
    if jokers > 4 {
        problems.push(problem("deck.jokers", Why::TooManyJokers));
    }
    let mut deck = Deck::standard(lowest_rank, packs.max(1), jokers);
    let mut removed = Vec::new();
    for text in deck_raw
        .remove
        .as_ref()
        .and_then(|v| v.get(players))
        .cloned()
        .unwrap_or_default()
    {
        match parse_card(&text) {
            Ok(card) if deck.remove(card) => removed.push(card),
            Ok(card) => problems.push(problem(
                "deck.remove",
                Why::RemoveNotInDeck { card, players },
            )),
            Err(error) => problems.push(problem("deck.remove", not_a_card(&error))),
        }
    }
    DeckSection {
        packs: packs.max(1),
        lowest_rank,
        deck,
        removed,
    }
}

/// `[deal]`: cards each (all the deck allows when not given) and the kitty left over.
fn deal_section(
    deal_raw: &RawDeal,
    players: usize,
    deck: &Deck,
    problems: &mut Vec<Problem>,
) -> (u32, u32) {
    let deck_size = u32::try_from(deck.len()).unwrap_or(u32::MAX);
    let player_count = u32::try_from(players).unwrap_or(u32::MAX).max(1);
    let cards_each = deal_raw
        .cards_each
        .as_ref()
        .and_then(|v| v.get(players))
        .copied()
        .unwrap_or(deck_size / player_count);
    if cards_each == 0 || cards_each.saturating_mul(player_count) > deck_size {
        problems.push(problem(
            "deal.cards_each",
            Why::CannotDeal {
                players,
                cards_each,
                deck: deck_size,
            },
        ));
    }
    let kitty = deck_size.saturating_sub(cards_each.saturating_mul(player_count));
    (cards_each, kitty)
}

/// `[passing]`: cards passed and the cycle (left, right, across, hold with 4 players; left,
/// right otherwise, when not given).
fn passing_section(
    passing_raw: &RawPassing,
    players: usize,
    cards_each: u32,
    problems: &mut Vec<Problem>,
) -> (u32, Vec<PassDir>) {
    let pass_cards = passing_raw.cards.unwrap_or(3);
    let standard_cycle = if players == 4 {
        vec![
            PassDir::Left,
            PassDir::Right,
            PassDir::Across,
            PassDir::Hold,
        ]
    } else {
        vec![PassDir::Left, PassDir::Right]
    };
    let mut pass_cycle = passing_raw
        .cycle
        .as_ref()
        .and_then(|v| v.get(players))
        .cloned()
        .unwrap_or(standard_cycle);
    if pass_cards == 0 {
        pass_cycle = vec![PassDir::Hold];
    }
    if pass_cycle.is_empty() {
        problems.push(problem("passing.cycle", Why::NoDirection));
        pass_cycle = vec![PassDir::Hold];
    }
    for dir in &pass_cycle {
        if !dir.playable_with(players) {
            problems.push(problem(
                "passing.cycle",
                Why::PassNeedsFour {
                    pass: *dir,
                    players,
                    at_least: *dir != PassDir::Across,
                },
            ));
        }
    }
    let passes_anything = pass_cycle.iter().any(|&d| d != PassDir::Hold);
    if passes_anything && pass_cards > cards_each {
        problems.push(problem(
            "passing.cards",
            Why::PassTooMany {
                cards: pass_cards,
                hand: cards_each,
            },
        ));
    }
    if pass_cycle.contains(&PassDir::Scatter) && (players - 1) as u32 > cards_each {
        problems.push(problem("passing.cycle", Why::ScatterNeedsCards));
    }
    (pass_cards, pass_cycle)
}

/// `[play] first_lead`: the lowest club needs clubs in the deck.
fn first_lead_section(
    play_raw: &RawPlay,
    players: usize,
    deck: &Deck,
    problems: &mut Vec<Problem>,
) -> FirstLead {
    let first_lead = play_raw
        .first_lead
        .as_ref()
        .and_then(|v| v.get(players))
        .copied()
        .unwrap_or(FirstLead::LowestClub);
    if first_lead == FirstLead::LowestClub && deck.lowest_club().is_none() {
        problems.push(problem("play.first_lead", Why::NoClubs));
    }
    first_lead
}

/// `[scoring]` checked: what every card of the deck is worth.
struct ScoringSection {
    values: BTreeMap<Card, i64>,
    imaginary: BTreeMap<Card, i64>,
    multiplier: Option<Multiplier>,
    plain_heart_value: Option<i64>,
    hand_total: i64,
    imaginary_total: i64,
}

/// Cards named in a `[scoring]` table of card keys, with the problems of the keys that are
/// not cards.
fn card_keys(
    table: &str,
    raw: Option<&BTreeMap<String, i64>>,
    problems: &mut Vec<Problem>,
) -> BTreeMap<Card, i64> {
    let mut cards = BTreeMap::new();
    for (key, &points) in raw.into_iter().flatten() {
        match parse_card(key) {
            Ok(card) => {
                cards.insert(card, points);
            }
            Err(error) => problems.push(problem(format!("{table}.{key}"), not_a_card(&error))),
        }
    }
    cards
}

/// `[scoring.multiplier]` checked.
fn multiplier_section(
    raw: Option<&RawMultiplier>,
    problems: &mut Vec<Problem>,
) -> Option<Multiplier> {
    let raw = raw?;
    let card = match raw.card.as_deref().map(parse_card) {
        Some(Ok(card)) => Some(card),
        Some(Err(error)) => {
            problems.push(problem("scoring.multiplier.card", not_a_card(&error)));
            None
        }
        None => {
            problems.push(problem("scoring.multiplier.card", Why::MultiplierNeedsCard));
            None
        }
    };
    let by_text = raw.by.clone().unwrap_or_else(|| "1".into());
    let by = match Score::parse(&by_text) {
        Some(by) => {
            for part in [by.re, by.im] {
                if !(-MOST_POINTS..=MOST_POINTS).contains(&part) {
                    problems.push(problem(
                        "scoring.multiplier.by",
                        Why::TooManyPoints {
                            points: part,
                            most: MOST_POINTS,
                        },
                    ));
                }
            }
            by
        }
        None => {
            problems.push(problem("scoring.multiplier.by", Why::NotAScore(by_text)));
            Score::real(1)
        }
    };
    Some(Multiplier { card: card?, by })
}

fn scoring_section(
    scoring_raw: &RawScoring,
    deck: &Deck,
    problems: &mut Vec<Problem>,
) -> ScoringSection {
    let hearts = scoring_raw.hearts.unwrap_or(HeartValue::Points(1));
    let overrides = card_keys("scoring.cards", scoring_raw.cards.as_ref(), problems);
    let mut imaginary = card_keys(
        "scoring.imaginary",
        scoring_raw.imaginary.as_ref(),
        problems,
    );
    imaginary.retain(|&card, &mut points| points != 0 && deck.contains(card));
    let multiplier = multiplier_section(scoring_raw.multiplier.as_ref(), problems)
        .filter(|m| deck.contains(m.card));
    let mut values = BTreeMap::new();
    for (card, _) in deck.cards() {
        let value = match (overrides.get(&card), card) {
            (Some(&points), _) => points,
            (
                None,
                Card::Suited {
                    rank,
                    suit: Suit::Hearts,
                },
            ) => match hearts {
                HeartValue::Points(points) => points,
                HeartValue::Rank => rank.spot_value(),
            },
            (None, _) => 0,
        };
        // A card that scores only on the imaginary axis, or only by multiplying, is a
        // scoring card all the same: it must be entered for whoever took it.
        let scores_otherwise =
            imaginary.contains_key(&card) || multiplier.is_some_and(|m| m.card == card);
        if value != 0 || scores_otherwise {
            values.insert(card, value);
        }
    }
    let plain_heart_value = match hearts {
        HeartValue::Points(points) if points != 0 => Some(points),
        _ => None,
    };
    let hand_total: i64 = deck
        .cards()
        .map(|(card, count)| {
            // Saturating: a value out of range is reported above, and must not panic here.
            let value = values.get(&card).copied().unwrap_or(0).max(0);
            value.saturating_mul(i64::from(count))
        })
        .fold(0, i64::saturating_add);
    let imaginary_total: i64 = imaginary
        .iter()
        .map(|(&card, &value)| value.max(0).saturating_mul(i64::from(deck.count(card))))
        .fold(0, i64::saturating_add);
    ScoringSection {
        values,
        imaginary,
        multiplier,
        plain_heart_value,
        hand_total,
        imaginary_total,
    }
}

/// `[scoring]`'s trick keys: the first and last trick, each trick, a combination.
fn trick_section(
    scoring_raw: &RawScoring,
    cards_each: u32,
    deck: &Deck,
    problems: &mut Vec<Problem>,
) -> TrickRules {
    let combo = scoring_raw.combo.as_ref().map(|raw| {
        let mut combo = Combo {
            cards: Vec::new(),
            first: false,
            last: false,
            points: raw.points.unwrap_or(0),
        };
        for item in raw.items.iter().flatten() {
            match item.to_lowercase().as_str() {
                "first" => combo.first = true,
                "last" => combo.last = true,
                _ => match parse_card(item) {
                    Ok(card) if deck.contains(card) => combo.cards.push(card),
                    Ok(card) => {
                        problems.push(problem("scoring.combo.items", Why::NeverInDeck(card)))
                    }
                    Err(error) => problems.push(problem("scoring.combo.items", not_a_card(&error))),
                },
            }
        }
        // Counted as listed, so that a card refused above is not also "too few things".
        if raw.items.as_ref().map_or(0, Vec::len) < 2 {
            problems.push(problem("scoring.combo.items", Why::ComboTooSmall));
        }
        combo
    });
    TrickRules {
        per_hand: cards_each,
        first: scoring_raw.first_trick.unwrap_or(0),
        last: scoring_raw.last_trick.unwrap_or(0),
        each: scoring_raw.per_trick.unwrap_or(0),
        combo,
        counted: false,
    }
}

/// `[declare]`: what the declarer must take, and what success and failure score.
fn declare_section(
    raw: Option<&RawDeclare>,
    deck: &Deck,
    problems: &mut Vec<Problem>,
) -> Option<Declaration> {
    let raw = raw?;
    let mut needs = Vec::new();
    for text in raw.needs.iter().flatten() {
        match parse_card(text) {
            Ok(card) if deck.contains(card) => needs.push(card),
            Ok(card) => problems.push(problem("declare.needs", Why::NeverInDeck(card))),
            Err(error) => problems.push(problem("declare.needs", not_a_card(&error))),
        }
    }
    if needs.is_empty() {
        problems.push(problem("declare.needs", Why::DeclareNeedsCards));
    }
    Some(Declaration {
        name: raw.name.clone().unwrap_or_else(|| "capot".into()),
        needs,
        success: (
            raw.success_self.unwrap_or(0),
            raw.success_others.unwrap_or(0),
        ),
        failure: (
            raw.failure_self.unwrap_or(0),
            raw.failure_others.unwrap_or(0),
        ),
    })
}

/// `[moon]` and `[phase2]`: a winning moon belongs to the whole match, not to phase 2.
fn moon_section(
    raw: &RawVariant,
    hand_total: i64,
    problems: &mut Vec<Problem>,
) -> (MoonRules, Option<Phase2Rules>) {
    let moon_raw = raw.moon.clone().unwrap_or_default();
    let effect = moon_raw.effect.unwrap_or(MoonEffect::Add);
    let phase2_raw = raw.phase2.clone();
    let moon = MoonRules {
        effect,
        phase2_effect: phase2_raw.as_ref().and_then(|p| p.moon).unwrap_or(effect),
        value: match moon_raw.value {
            Some(MoonValue::Points(points)) => points,
            _ => hand_total,
        },
        shooter_cards: moon_raw.value == Some(MoonValue::ShooterCards),
        needs_bonus_cards: moon_raw.needs_bonus_cards.unwrap_or(false),
    };
    if moon.phase2_effect == MoonEffect::Win && phase2_raw.is_some() {
        problems.push(problem("phase2.moon", Why::WinMoonInPhase2));
    }
    let phase2 = phase2_raw.map(|p| Phase2Rules {
        scoring: p.scoring.unwrap_or(PhaseScoring::Subtract),
        ends_at: p.ends_at.unwrap_or(0),
        exact_zero: p.exact_zero.unwrap_or(false),
    });
    (moon, phase2)
}

/// `[chips]`, checked.
fn chips_section(raw: Option<&RawChips>, problems: &mut Vec<Problem>) -> Option<ChipRules> {
    let raw = raw?;
    let start = raw.start.unwrap_or(50);
    if start <= 0 {
        problems.push(problem("chips.start", Why::ChipsNotPositive));
    } else if start > MOST_POINTS {
        problems.push(problem(
            "chips.start",
            Why::TooManyPoints {
                points: start,
                most: MOST_POINTS,
            },
        ));
    }
    let Some(settle) = raw.settle else {
        problems.push(problem("chips.settle", Why::ChipsNeedSettle));
        return None;
    };
    let ante = raw.ante.unwrap_or(0);
    let dealer_ante = raw.dealer_ante.unwrap_or(0);
    let party = raw.party.unwrap_or(4);
    for (key, figure, least) in [
        ("chips.ante", ante, 0),
        ("chips.dealer_ante", dealer_ante, 0),
        ("chips.party", party, 1),
    ] {
        if figure < least || figure > MOST_POINTS {
            problems.push(problem(key, Why::ChipsFigure));
        }
    }
    Some(ChipRules {
        start,
        settle,
        ante,
        dealer_ante,
        party,
    })
}

/// `[lives]`, checked.
fn lives_section(raw: Option<&RawLives>, problems: &mut Vec<Problem>) -> Option<LifeRules> {
    let raw = raw?;
    let start = raw.start.unwrap_or(3);
    let lose_at = raw.lose_at.unwrap_or(31);
    for (key, figure) in [("lives.start", start), ("lives.lose_at", lose_at)] {
        if figure <= 0 || figure > MOST_POINTS {
            problems.push(problem(key, Why::LivesNotPositive));
        }
    }
    Some(LifeRules { start, lose_at })
}

/// `[end]`: the target for this table size and the quick target (half when not given). A
/// chips game needs none: it ends after its hands, or when a player has no chips left.
fn end_section(
    end_raw: &RawEnd,
    players: usize,
    chips: bool,
    problems: &mut Vec<Problem>,
) -> (i64, i64) {
    let target = end_raw
        .target
        .as_ref()
        .and_then(|v| v.get(players))
        .copied();
    if chips && target.is_none() {
        return (0, 0);
    }
    let target = match target {
        Some(t) if t > 0 => t,
        Some(_) => {
            problems.push(problem("end.target", Why::TargetNotPositive));
            100
        }
        None => {
            problems.push(problem("end.target", Why::NoTarget(players)));
            100
        }
    };
    let quick_target = end_raw
        .quick_target
        .as_ref()
        .and_then(|v| v.get(players))
        .copied()
        .unwrap_or(target / 2);
    if quick_target <= 0 {
        problems.push(problem("end.quick_target", Why::QuickNotPositive));
    }
    if end_raw.hands == Some(0) {
        problems.push(problem("end.hands", Why::NoHands));
    }
    (target, quick_target)
}

fn not_a_card(error: &super::tokens::TokenError) -> Why {
    match error {
        super::tokens::TokenError::NotACard(text)
        | super::tokens::TokenError::TooManyHearts(text) => Why::NotACard(text.clone()),
    }
}

fn problem(key: impl Into<String>, why: Why) -> Problem {
    Problem {
        key: key.into(),
        why,
        at: None,
        inherited: false,
    }
}

fn per_count_keys(raw: &RawVariant) -> Vec<(&'static str, String)> {
    let mut found = Vec::new();
    let mut look = |key: &'static str, strays: Vec<String>| {
        found.extend(strays.into_iter().map(|stray| (key, stray)));
    };
    if let Some(deck) = &raw.deck {
        if let Some(v) = &deck.lowest_rank {
            look("deck.lowest_rank", v.stray_keys());
        }
        if let Some(v) = &deck.remove {
            look("deck.remove", v.stray_keys());
        }
    }
    if let Some(v) = raw.deal.as_ref().and_then(|d| d.cards_each.as_ref()) {
        look("deal.cards_each", v.stray_keys());
    }
    if let Some(v) = raw.passing.as_ref().and_then(|p| p.cycle.as_ref()) {
        look("passing.cycle", v.stray_keys());
    }
    if let Some(v) = raw.play.as_ref().and_then(|p| p.first_lead.as_ref()) {
        look("play.first_lead", v.stray_keys());
    }
    if let Some(end) = &raw.end {
        if let Some(v) = &end.target {
            look("end.target", v.stray_keys());
        }
        if let Some(v) = &end.quick_target {
            look("end.quick_target", v.stray_keys());
        }
    }
    found
}

/// The moon as one table plays it.
#[derive(Clone, Debug, PartialEq)]
pub struct MoonRules {
    /// What it does in phase 1 (or the only phase).
    pub effect: MoonEffect,
    /// What it does in phase 2, in two-phase games.
    pub phase2_effect: MoonEffect,
    /// Its value: fixed by the variant, or the hand's penalty total.
    pub value: i64,
    /// The moon is worth what the shooter's own cards score instead (Complex Hearts); every
    /// opponent still scores their own cards.
    pub shooter_cards: bool,
    /// Whether the bonus (negative) cards are part of it.
    pub needs_bonus_cards: bool,
}

/// Phase 2 of a two-phase game as one table plays it.
#[derive(Clone, Debug, PartialEq)]
pub struct Phase2Rules {
    /// Add or subtract captured points.
    pub scoring: PhaseScoring,
    /// The match ends when a total reaches this or less.
    pub ends_at: i64,
    /// A total that would pass `ends_at` bounces back by the excess.
    pub exact_zero: bool,
}

/// A variant fixed to a table size: everything needed to deal, direct and score.
#[derive(Clone, Debug, PartialEq)]
pub struct Rules {
    /// The variant's name.
    pub variant: String,
    /// The number of players.
    pub players: usize,
    /// The cards in play.
    pub deck: Deck,
    /// Cards stripped for this table size (for "not in this deck" messages).
    pub removed: Vec<Card>,
    /// Lowest rank in each suit.
    pub lowest_rank: Rank,
    /// Cards dealt to each player.
    pub cards_each: u32,
    /// Cards left over after the deal.
    pub kitty: u32,
    /// What the table calls the kitty ("kitty" or "widow").
    pub kitty_name: String,
    /// Who takes the kitty.
    pub kitty_goes_to: Option<KittyTaker>,
    /// Cards each player passes.
    pub pass_cards: u32,
    /// The pass directions by hand number, repeating.
    pub pass_cycle: Vec<PassDir>,
    /// Who leads the first trick.
    pub first_lead: FirstLead,
    /// Hearts may not be led until broken.
    pub hearts_must_be_broken: bool,
    /// The Q♠ breaks hearts.
    pub queen_breaks_hearts: bool,
    /// Penalty cards may go to the first trick.
    pub points_on_first_trick: bool,
    /// Further reminders.
    pub reminders: Vec<String>,
    /// The texts in other languages, by language code.
    pub texts: BTreeMap<String, RawTexts>,
    /// Every card that scores, with its real value: nonzero, or 0 for a card that scores
    /// only on the imaginary axis or by multiplying.
    pub values: BTreeMap<Card, i64>,
    /// Imaginary values (Complex Hearts: the Q♠ is 13i); nonzero only.
    pub imaginary: BTreeMap<Card, i64>,
    /// A card that multiplies its taker's hand score.
    pub multiplier: Option<Multiplier>,
    /// The value of a heart typed as a bare number, if bare numbers are allowed.
    pub plain_heart_value: Option<i64>,
    /// The hand's penalty total: the sum of the positive values in the deck.
    pub hand_total: i64,
    /// The moon.
    pub moon: MoonRules,
    /// Phase 2, in two-phase games.
    pub phase2: Option<Phase2Rules>,
    /// What a renege costs the offender.
    pub renege_charge: Score,
    /// The main threshold: the game-ending score, or the score that starts phase 2.
    pub target: i64,
    /// The main threshold of a quick game.
    pub quick_target: i64,
    /// A fixed number of hands, if the variant has one.
    pub hands: Option<u32>,
    /// Lowest or highest wins.
    pub winner: Winner,
    /// How a tie is broken.
    pub tie: TieBreak,
    /// Whether the end and the ranking look at the total or its magnitude.
    pub end_by: EndBy,
    /// More than one pack is shuffled together (cards may be taken twice; `--out` is allowed).
    pub packs: u8,
    /// The tricks: points for the first and the last, per trick won, a combination.
    pub tricks: TrickRules,
    /// A declaration before the first lead, if the game has one.
    pub declaration: Option<Declaration>,
    /// The cards left after the deal are out of play (`--out` names the scoring ones).
    pub out_of_play: bool,
    /// How trumps are chosen, if there are trumps.
    pub trumps: Option<Trumps>,
    /// Chips instead of points, in chips games.
    pub chips: Option<ChipRules>,
    /// Lives instead of points, in lives games (Conquimbert).
    pub lives: Option<LifeRules>,
    /// The cards left after the deal stay face down: the scoring cards entered may be short
    /// by as many.
    pub face_down: bool,
    /// Which way the deal and the play go round.
    pub direction: Direction,
    /// How many plain hearts the deck holds, worked out once: every hand asks several times.
    plain_in_deck: u32,
}

/// What tricks score.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrickRules {
    /// Tricks in a hand: one per card dealt to each player.
    pub per_hand: u32,
    /// Points for taking the first trick (0: it scores nothing).
    pub first: i64,
    /// Points for taking the last trick.
    pub last: i64,
    /// Points per trick won.
    pub each: i64,
    /// A combination scored instead of its parts.
    pub combo: Option<Combo>,
    /// Tricks are entered (`tricks:N`) though they score no points (Reversis settles by
    /// them).
    pub counted: bool,
}

impl TrickRules {
    /// Whether `first` means anything in this game.
    pub fn scores_first(&self) -> bool {
        self.first != 0 || self.combo.as_ref().is_some_and(|c| c.first)
    }

    /// Whether `last` means anything in this game.
    pub fn scores_last(&self) -> bool {
        self.last != 0 || self.combo.as_ref().is_some_and(|c| c.last)
    }

    /// Whether `tricks:N` means anything in this game.
    pub fn scores_tricks(&self) -> bool {
        self.each != 0 || self.counted
    }
}

/// A chips game as one table plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChipRules {
    /// Each player's chips at the start.
    pub start: i64,
    /// How a hand is settled.
    pub settle: Settle,
    /// Chips each player puts into the pot once, at the start.
    pub ante: i64,
    /// Chips the dealer puts into the pot at each hand.
    pub dealer_ante: i64,
    /// Reversis: what the Party (and an Espagnolette) is worth.
    pub party: i64,
}

/// A lives game as one table plays it (Conquimbert).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LifeRules {
    /// Lives each player starts with.
    pub start: i64,
    /// Card points in one hand that cost a life (else the most points cost one).
    pub lose_at: i64,
}

/// Taking this card multiplies the taker's hand score (the sum of their other cards) by `by`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Multiplier {
    /// The card.
    pub card: Card,
    /// The factor.
    pub by: Score,
}

/// One player taking all of these scores `points` for them instead of their sum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Combo {
    /// The cards.
    pub cards: Vec<Card>,
    /// The first trick is part of it.
    pub first: bool,
    /// The last trick is part of it.
    pub last: bool,
    /// What they score together.
    pub points: i64,
}

/// A declaration before the first lead, scored instead of everything else in its hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Declaration {
    /// What the table calls it.
    pub name: String,
    /// The cards the declarer must take.
    pub needs: Vec<Card>,
    /// (declarer, each other player) when it succeeds.
    pub success: (i64, i64),
    /// (declarer, each other player) when it fails.
    pub failure: (i64, i64),
}

/// The most points (either way) a card, a moon or a renege may be worth, so that no total can
/// ever overflow.
const MOST_POINTS: i64 = 1_000_000;

impl Rules {
    fn build(raw: &RawVariant, name: &str, players: usize) -> Result<Rules, Vec<Problem>> {
        let mut problems = Vec::new();
        check_points(raw, &mut problems);
        let deck_raw = raw.deck.clone().unwrap_or_default();
        let deal_raw = raw.deal.clone().unwrap_or_default();
        let play_raw = raw.play.clone().unwrap_or_default();
        let end_raw = raw.end.clone().unwrap_or_default();
        let deck = deck_section(&deck_raw, players, &mut problems);
        let (cards_each, kitty) = deal_section(&deal_raw, players, &deck.deck, &mut problems);
        let (pass_cards, pass_cycle) = passing_section(
            &raw.passing.clone().unwrap_or_default(),
            players,
            cards_each,
            &mut problems,
        );
        let first_lead = first_lead_section(&play_raw, players, &deck.deck, &mut problems);
        let scoring = scoring_section(
            &raw.scoring.clone().unwrap_or_default(),
            &deck.deck,
            &mut problems,
        );
        let tricks = trick_section(
            &raw.scoring.clone().unwrap_or_default(),
            cards_each,
            &deck.deck,
            &mut problems,
        );
        let declaration = declare_section(raw.declare.as_ref(), &deck.deck, &mut problems);
        let chips = chips_section(raw.chips.as_ref(), &mut problems);
        let lives = lives_section(raw.lives.as_ref(), &mut problems);
        if chips.is_some() && lives.is_some() {
            problems.push(problem("lives", Why::ChipsAndLives));
        }
        let reversis = chips.is_some_and(|c| c.settle == Settle::Reversis);
        if reversis && players != 4 {
            problems.push(problem("chips.settle", Why::ReversisNeedsFour(players)));
        }
        let mut tricks = tricks;
        tricks.counted = reversis;
        let declaration = match declaration {
            None if reversis => Some(Declaration {
                name: "Espagnolette".into(),
                needs: Vec::new(),
                success: (0, 0),
                failure: (0, 0),
            }),
            other => other,
        };
        if first_lead == FirstLead::HighBidder && chips.is_none_or(|c| c.settle != Settle::Auction)
        {
            problems.push(problem("play.first_lead", Why::NoBidding));
        }
        let hand_total = scoring
            .hand_total
            .saturating_add(tricks.first.max(0))
            .saturating_add(tricks.last.max(0));
        if hand_total <= 0 && tricks.each == 0 && scoring.imaginary_total <= 0 && chips.is_none() {
            problems.push(problem("scoring", Why::NothingScores));
        }
        let renege_charge = match raw.scoring.as_ref().and_then(|s| s.renege) {
            Some(Charge::Points(points)) => Score::real(points),
            _ => Score::new(hand_total, scoring.imaginary_total),
        };
        let (moon, phase2) = moon_section(raw, hand_total, &mut problems);
        let (target, quick_target) = end_section(
            &end_raw,
            players,
            chips.is_some() || lives.is_some(),
            &mut problems,
        );
        let end_by = end_raw.by.unwrap_or(EndBy::Total);
        let complex =
            !scoring.imaginary.is_empty() || scoring.multiplier.is_some_and(|m| !m.by.is_real());
        if complex && end_by != EndBy::Magnitude {
            problems.push(problem("end.by", Why::ComplexNeedsMagnitude));
        }
        if complex && phase2.is_some() {
            problems.push(problem("phase2", Why::ComplexWithPhases));
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        let plain_in_deck = scoring
            .values
            .iter()
            .filter(|&(&card, &value)| {
                card.is_heart()
                    && scoring.plain_heart_value == Some(value)
                    && !scoring.imaginary.contains_key(&card)
            })
            .map(|(&card, _)| u32::from(deck.deck.count(card)))
            .sum();
        Ok(Rules {
            variant: name.to_string(),
            players,
            deck: deck.deck,
            removed: deck.removed,
            lowest_rank: deck.lowest_rank,
            cards_each,
            kitty,
            kitty_name: deal_raw.kitty_name.unwrap_or_else(|| "kitty".into()),
            kitty_goes_to: deal_raw.kitty_goes_to,
            pass_cards,
            pass_cycle,
            first_lead,
            hearts_must_be_broken: play_raw.hearts_must_be_broken.unwrap_or(true),
            queen_breaks_hearts: play_raw.queen_breaks_hearts.unwrap_or(false),
            points_on_first_trick: play_raw.points_on_first_trick.unwrap_or(false),
            reminders: play_raw.reminders.unwrap_or_default(),
            texts: raw.texts.clone().unwrap_or_default(),
            values: scoring.values,
            imaginary: scoring.imaginary,
            multiplier: scoring.multiplier,
            plain_heart_value: scoring.plain_heart_value,
            hand_total,
            moon,
            phase2,
            renege_charge,
            target,
            quick_target,
            hands: end_raw.hands,
            winner: end_raw.winner.unwrap_or(Winner::Lowest),
            tie: end_raw.tie.unwrap_or(TieBreak::ExtraHand),
            end_by,
            packs: deck.packs,
            plain_in_deck,
            tricks,
            declaration,
            out_of_play: deal_raw.out_of_play.unwrap_or(false),
            trumps: play_raw.trumps,
            chips,
            lives,
            face_down: deal_raw.face_down.unwrap_or(false),
            direction: play_raw.direction.unwrap_or_default(),
        })
    }

    /// What a card is worth (0 for cards that score nothing).
    pub fn value(&self, card: Card) -> i64 {
        self.values.get(&card).copied().unwrap_or(0)
    }

    /// Whether `card` is one of the hearts a bare number stands for.
    pub fn is_plain_heart(&self, card: Card) -> bool {
        self.is_plain_heart_of_value(card, self.value(card))
    }

    /// [`Rules::is_plain_heart`] for a card whose value is known (no lookup).
    pub fn is_plain_heart_of_value(&self, card: Card, value: i64) -> bool {
        card.is_heart()
            && self.plain_heart_value == Some(value)
            && (self.imaginary.is_empty() || !self.imaginary.contains_key(&card))
    }

    /// How many plain hearts (those a bare number stands for) the deck holds.
    pub fn plain_hearts_in_deck(&self) -> u32 {
        self.plain_in_deck
    }

    /// Every scoring card, for messages: whether hearts score, and the other cards that do
    /// (the hearts worth something else than the plain ones included), in display order.
    pub fn scoring_cards(&self) -> (bool, Vec<Card>) {
        // "hearts" where hearts score as a suit; a single heart that scores is named.
        let hearts = self.plain_heart_value.is_some()
            || self.values.keys().filter(|c| c.is_heart()).count() > 1;
        let mut others: Vec<Card> = self
            .values
            .keys()
            .copied()
            .filter(|&c| {
                if self.plain_heart_value.is_some() {
                    !self.is_plain_heart(c)
                } else {
                    !(hearts && c.is_heart())
                }
            })
            .collect();
        others.sort_by_key(|c| c.display_order());
        (hearts, others)
    }

    /// The reminders in `lang` (a language code), else in English.
    pub fn reminders_in(&self, lang: &str) -> &[String] {
        self.texts
            .get(lang)
            .and_then(|t| t.reminders.as_deref())
            .unwrap_or(&self.reminders)
    }

    /// The variant's own name for the kitty in `lang`, if it has one there.
    pub fn kitty_name_in(&self, lang: &str) -> Option<&str> {
        self.texts.get(lang).and_then(|t| t.kitty_name.as_deref())
    }

    /// The card whose holder leads, when the lowest club leads.
    pub fn lowest_club(&self) -> Option<Card> {
        self.deck.lowest_club()
    }

    /// The pass direction the cycle gives hand `number` (1-based).
    pub fn pass_for_hand(&self, number: usize) -> PassDir {
        self.pass_cycle[(number.max(1) - 1) % self.pass_cycle.len()]
    }

    /// Whether this game has two phases.
    pub fn has_phases(&self) -> bool {
        self.phase2.is_some()
    }

    /// Whether scores can be complex (Complex Hearts): every score is then written `a+bi`.
    pub fn complex(&self) -> bool {
        !self.imaginary.is_empty() || self.multiplier.is_some_and(|m| !m.by.is_real())
    }

    /// What a card is worth, real and imaginary parts together.
    pub fn card_score(&self, card: Card) -> Score {
        Score::new(self.value(card), self.imaginary_value(card))
    }

    /// The hand's penalty total with its imaginary part: the positive values in the deck
    /// (26 in the default game, 13+13i in Complex Hearts).
    pub fn hand_penalty(&self) -> Score {
        let imaginary = self
            .imaginary
            .iter()
            .map(|(&card, &value)| value.max(0) * i64::from(self.deck.count(card)))
            .sum();
        Score::new(self.hand_total, imaginary)
    }

    /// What a card is worth on the imaginary axis.
    pub fn imaginary_value(&self, card: Card) -> i64 {
        self.imaginary.get(&card).copied().unwrap_or(0)
    }

    /// Whether `card` must be entered for whoever took it: it has a value, real or imaginary,
    /// or it multiplies.
    pub fn scores(&self, card: Card) -> bool {
        self.values.contains_key(&card)
    }

    /// What the end test and the ranking compare: the real total, or the squared magnitude
    /// (exact, so that the end at magnitude 100 is a²+b² ≥ 10 000 in whole numbers).
    pub fn standing(&self, score: Score) -> i128 {
        match self.end_by {
            EndBy::Total => i128::from(score.re),
            EndBy::Magnitude => score.norm(),
        }
    }

    /// [`Rules::standing`] of a target: the target itself, or its square.
    pub fn standing_of_target(&self, target: i64) -> i128 {
        match self.end_by {
            EndBy::Total => i128::from(target),
            EndBy::Magnitude => i128::from(target) * i128::from(target),
        }
    }
}
