//! From a [`RawVariant`] to a checked [`Variant`]: [`Variant::check`] checks the whole file,
//! and for each table size `Rules::build` checks it section by section, every problem found
//! reported as a [`Problem`] naming its key.

use super::kinds::{Charge, EndBy, FirstLead, HeartValue, MoonValue, Settle, TieBreak, Winner};
use super::problem::{Problem, Why};
use super::raw::RawVariant;
use super::rules::{Declaration, Rules, Variant};
use crate::core::score::Score;
use crate::core::tokens::{self, parse_card};
use crate::core::visible;
use std::collections::BTreeMap;

mod deal;
mod end;
mod scoring;

use deal::{deal_section, deck_section, first_lead_section, passing_section};
use end::{chips_section, declare_section, end_section, lives_section, moon_section};
use scoring::{gong_zhu_cards, lead_cards_section, scoring_section, trick_section};

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
            if let Some(c) = visible::hazard(&text) {
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
            named.extend(gong_zhu_cards(&raw));
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
        let (pass_cards, pass_cycle, pass_choices) = passing_section(
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
        let (lead_card, taker_leads) = lead_cards_section(
            &play_raw,
            first_lead,
            players,
            &deck.deck,
            &scoring.values,
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
        let end_by = end_raw.by.unwrap_or(EndBy::Total);
        let (target, quick_target) = end_section(
            &end_raw,
            players,
            chips.is_some() || lives.is_some(),
            phase2.is_some() || end_by == EndBy::Magnitude,
            &mut problems,
        );
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
            stock: deal_raw.stock.unwrap_or(false),
            pass_cards,
            pass_cycle,
            pass_choices,
            first_lead,
            hearts_must_be_broken: play_raw.hearts_must_be_broken.unwrap_or(true),
            queen_breaks_hearts: play_raw.queen_breaks_hearts.unwrap_or(false),
            points_on_first_trick: play_raw.points_on_first_trick.unwrap_or(false),
            first_trick_barred: play_raw.first_trick_barred.unwrap_or_default(),
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
            lead_card,
            taker_leads,
            reverse: scoring.reverse,
            expose: scoring.expose,
        })
    }
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
    if let Some(alone) = raw
        .scoring
        .as_ref()
        .and_then(|s| s.multiplier.as_ref())
        .and_then(|m| m.alone)
    {
        in_range("scoring.multiplier.alone".into(), alone);
    }
}

fn not_a_card(error: &tokens::TokenError) -> Why {
    match error {
        tokens::TokenError::NotACard(text) | tokens::TokenError::TooManyHearts(text) => {
            Why::NotACard(text.clone())
        }
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
    if let Some(v) = raw.passing.as_ref().and_then(|p| p.choices.as_ref()) {
        look("passing.choices", v.stray_keys());
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
