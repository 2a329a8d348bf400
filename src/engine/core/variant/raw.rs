//! A variant file as written: [`RawVariant`] mirrors it key by key, every field optional so
//! that a file that extends another can give just what differs; [`super::SCHEMA`] lists the
//! keys each table takes and what each holds.

use super::kinds::{
    Charge, Direction, EndBy, Exposes, FirstLead, FirstTrickBarred, HeartValue, KittyTaker,
    MoonEffect, MoonValue, PassDir, PassStep, PhaseScoring, Settle, TieBreak, Trumps, Winner,
};
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
    pub(super) fn stray_keys(&self) -> Vec<String> {
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

impl RawVariant {
    /// Every text a person reads, with its key: the name, the description, the notes, the
    /// kitty's name and the reminders.
    pub(super) fn texts(&self) -> Vec<(String, String)> {
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
            all.extend(each.name.iter().map(|n| ("name", n)));
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
    /// The game's name as players of this language say it, where it differs from the
    /// variant's name (which stays the key for commands and files): the pages show it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
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
    /// The cards left after the deal are a stock drawn from during play (Domino Hearts), not
    /// a kitty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stock: Option<bool>,
}

/// `[passing]`
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawPassing {
    /// Cards each player passes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cards: Option<u32>,
    /// The directions, hand after hand, repeating; `dealers-choice` for a hand whose dealer
    /// chooses.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cycle: Option<PerCount<Vec<PassStep>>>,
    /// What the dealer chooses from on a `dealers-choice` hand.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub choices: Option<PerCount<Vec<PassDir>>>,
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
    /// Where they may not: the hearts and the Q♠, or every penalty card.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_trick_barred: Option<FirstTrickBarred>,
    /// Further reminders in words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reminders: Option<Vec<String>>,
    /// How trumps are chosen, as a reminder (there are no trumps without it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trumps: Option<Trumps>,
    /// Which way the deal and the play go round.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub direction: Option<Direction>,
    /// The card whose holder leads, with `first_lead = "holder"` (Gong Zhu: the 2♠).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lead_card: Option<String>,
    /// From the second hand on, whoever took this card in the previous hand leads (Gong Zhu:
    /// the Q♠).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub taker_leads: Option<String>,
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
    /// Cards worth 0 that must still be entered (Gong Zhu's 4♥ 3♥ 2♥).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub counted: Option<Vec<String>>,
    /// Taking every card of a suit turns their values round (Gong Zhu's hearts).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reverse: Option<RawReverse>,
    /// Cards a holder may show before play, and what showing one doubles (Gong Zhu).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expose: Option<BTreeMap<String, Exposes>>,
}

/// `[scoring.reverse]`: one player taking every card of `suit` scores them with the opposite
/// sign, and the cards of `also` taken with them too.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawReverse {
    /// The suit: `"H"`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suit: Option<String>,
    /// Cards that turn round too when taken with the whole suit (Gong Zhu: the Q♠).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub also: Option<Vec<String>>,
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
    /// What the card scores when its taker took no other scoring card (Gong Zhu: 50).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub alone: Option<i64>,
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
