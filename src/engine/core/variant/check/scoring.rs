//! `[scoring]` checked for one table size: what every card is worth, the multiplier, the Gong Zhu
//! cards (reversed, exposed, leading) and the trick keys.

use super::{MOST_POINTS, not_a_card, problem};
use crate::core::cards::{Card, Deck, Suit};
use crate::core::score::Score;
use crate::core::tokens::parse_card;
use crate::core::variant::kinds::{Exposes, FirstLead, HeartValue};
use crate::core::variant::problem::{Problem, Why};
use crate::core::variant::raw::{RawMultiplier, RawPlay, RawReverse, RawScoring, RawVariant};
use crate::core::variant::rules::{Combo, Multiplier, Reverse, TrickRules};
use std::collections::BTreeMap;

/// `[scoring]` checked: what every card of the deck is worth.
pub(super) struct ScoringSection {
    pub(super) values: BTreeMap<Card, i64>,
    pub(super) imaginary: BTreeMap<Card, i64>,
    pub(super) multiplier: Option<Multiplier>,
    pub(super) plain_heart_value: Option<i64>,
    pub(super) hand_total: i64,
    pub(super) imaginary_total: i64,
    pub(super) reverse: Option<Reverse>,
    pub(super) expose: BTreeMap<Card, Exposes>,
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
    Some(Multiplier {
        card: card?,
        by,
        alone: raw.alone.unwrap_or(0),
    })
}

pub(super) fn scoring_section(
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
    let counted = card_list("scoring.counted", scoring_raw.counted.as_deref(), problems);
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
        // scoring card all the same: it must be entered for whoever took it; so is a card
        // worth 0 that the file says is counted (Gong Zhu's 4♥ 3♥ 2♥).
        let scores_otherwise = imaginary.contains_key(&card)
            || multiplier.is_some_and(|m| m.card == card)
            || counted.contains(&card);
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
    let reverse = reverse_section(scoring_raw.reverse.as_ref(), deck, &values, problems);
    let expose = expose_section(scoring_raw.expose.as_ref(), deck, &values, problems);
    ScoringSection {
        values,
        imaginary,
        multiplier,
        plain_heart_value,
        hand_total,
        imaginary_total,
        reverse,
        expose,
    }
}

/// The cards of a list of card codes (`scoring.counted`, `scoring.reverse.also`), with the
/// problems of those that are not cards.
fn card_list(key: &str, raw: Option<&[String]>, problems: &mut Vec<Problem>) -> Vec<Card> {
    let mut cards = Vec::new();
    for text in raw.into_iter().flatten() {
        match parse_card(text) {
            Ok(card) => cards.push(card),
            Err(error) => problems.push(problem(key, not_a_card(&error))),
        }
    }
    cards
}

/// The cards the Gong Zhu keys name (`scoring.counted`, `scoring.reverse.also`, the keys of
/// `scoring.expose`, `play.lead_card`, `play.taker_leads`), with their keys: each must be in
/// the deck for some table size.
pub(super) fn gong_zhu_cards(raw: &RawVariant) -> Vec<(String, String)> {
    let scoring = raw.scoring.clone().unwrap_or_default();
    let play = raw.play.clone().unwrap_or_default();
    let mut named: Vec<(String, String)> = Vec::new();
    named.extend(
        scoring
            .counted
            .into_iter()
            .flatten()
            .map(|card| ("scoring.counted".to_string(), card)),
    );
    named.extend(
        scoring
            .reverse
            .and_then(|r| r.also)
            .into_iter()
            .flatten()
            .map(|card| ("scoring.reverse.also".to_string(), card)),
    );
    named.extend(
        scoring
            .expose
            .into_iter()
            .flatten()
            .map(|(card, _)| (format!("scoring.expose.{card}"), card)),
    );
    named.extend(
        play.lead_card
            .map(|card| ("play.lead_card".to_string(), card)),
    );
    named.extend(
        play.taker_leads
            .map(|card| ("play.taker_leads".to_string(), card)),
    );
    named
}

/// `[scoring.reverse]` checked: a suit every card of which is entered at `record` (else
/// nobody could be seen to take them all), and the cards that turn with it.
fn reverse_section(
    raw: Option<&RawReverse>,
    deck: &Deck,
    values: &BTreeMap<Card, i64>,
    problems: &mut Vec<Problem>,
) -> Option<Reverse> {
    let raw = raw?;
    let suit = match raw.suit.as_deref() {
        None => {
            problems.push(problem("scoring.reverse.suit", Why::ReverseNeedsSuit));
            return None;
        }
        Some(text) => match Suit::from_word(text) {
            Some(suit) => suit,
            None => {
                problems.push(problem(
                    "scoring.reverse.suit",
                    Why::NotASuit(text.to_string()),
                ));
                return None;
            }
        },
    };
    for (card, _) in deck.cards() {
        if card.suit() == Some(suit) && !values.contains_key(&card) {
            problems.push(problem("scoring.reverse.suit", Why::NotEntered(card)));
        }
    }
    let mut also = card_list("scoring.reverse.also", raw.also.as_deref(), problems);
    also.retain(|&card| deck.contains(card));
    for &card in &also {
        if !values.contains_key(&card) {
            problems.push(problem("scoring.reverse.also", Why::NotEntered(card)));
        }
    }
    Some(Reverse { suit, also })
}

/// `[scoring.expose]` checked: cards that are entered at `record` (showing a card that
/// scores nothing would double nothing), each doubling itself or its suit.
fn expose_section(
    raw: Option<&BTreeMap<String, Exposes>>,
    deck: &Deck,
    values: &BTreeMap<Card, i64>,
    problems: &mut Vec<Problem>,
) -> BTreeMap<Card, Exposes> {
    let mut expose = BTreeMap::new();
    for (key, &doubles) in raw.into_iter().flatten() {
        let at = format!("scoring.expose.{key}");
        match parse_card(key) {
            Ok(card) if !deck.contains(card) => {}
            Ok(card) if !values.contains_key(&card) => {
                problems.push(problem(at, Why::NotEntered(card)));
            }
            Ok(card) => {
                expose.insert(card, doubles);
            }
            Err(error) => problems.push(problem(at, not_a_card(&error))),
        }
    }
    expose
}

/// `play.lead_card` and `play.taker_leads`: the first needed where the holder of a card
/// leads, and in the deck; the second entered at `record` (else nobody could be seen to take
/// it).
pub(super) fn lead_cards_section(
    play_raw: &RawPlay,
    first_lead: FirstLead,
    players: usize,
    deck: &Deck,
    values: &BTreeMap<Card, i64>,
    problems: &mut Vec<Problem>,
) -> (Option<Card>, Option<Card>) {
    let mut read = |key: &str, text: Option<&String>| match text.map(|t| parse_card(t)) {
        None => None,
        Some(Err(error)) => {
            problems.push(problem(key, not_a_card(&error)));
            None
        }
        Some(Ok(card)) if !deck.contains(card) => {
            problems.push(problem(key, Why::NotInDeckFor { card, players }));
            None
        }
        Some(Ok(card)) => Some(card),
    };
    let lead_card = read("play.lead_card", play_raw.lead_card.as_ref());
    let taker_leads = read("play.taker_leads", play_raw.taker_leads.as_ref());
    if first_lead == FirstLead::Holder && lead_card.is_none() && play_raw.lead_card.is_none() {
        problems.push(problem("play.lead_card", Why::LeadCardMissing));
    }
    if let Some(card) = taker_leads
        && !values.contains_key(&card)
    {
        problems.push(problem("play.taker_leads", Why::NotEntered(card)));
    }
    (lead_card, taker_leads)
}

/// `[scoring]`'s trick keys: the first and last trick, each trick, a combination.
pub(super) fn trick_section(
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
