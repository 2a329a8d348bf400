//! `[declare]`, `[moon]`, `[phase2]`, `[chips]`, `[lives]` and `[end]` checked for one table size:
//! what a declaration and a moon score, how chips and lives settle, and when a match ends.

use super::{MOST_POINTS, not_a_card, problem};
use crate::core::cards::Deck;
use crate::core::tokens::parse_card;
use crate::core::variant::kinds::{MoonEffect, MoonValue, PhaseScoring};
use crate::core::variant::problem::{Problem, Why};
use crate::core::variant::raw::{RawChips, RawDeclare, RawEnd, RawLives, RawVariant};
use crate::core::variant::rules::{ChipRules, Declaration, LifeRules, MoonRules, Phase2Rules};

/// `[declare]`: what the declarer must take, and what success and failure score.
pub(super) fn declare_section(
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
pub(super) fn moon_section(
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
pub(super) fn chips_section(
    raw: Option<&RawChips>,
    problems: &mut Vec<Problem>,
) -> Option<ChipRules> {
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
pub(super) fn lives_section(
    raw: Option<&RawLives>,
    problems: &mut Vec<Problem>,
) -> Option<LifeRules> {
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
pub(super) fn end_section(
    end_raw: &RawEnd,
    players: usize,
    chips: bool,
    phases_or_magnitude: bool,
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
        // Below 0: the match ends when a total falls to it or lower (Gong Zhu's −1000).
        Some(t) if t < 0 && !phases_or_magnitude && !chips => t,
        Some(t) if t < 0 => {
            problems.push(problem("end.target", Why::NegativeTargetHere));
            t
        }
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
    if target < 0 {
        if quick_target >= 0 {
            problems.push(problem("end.quick_target", Why::QuickNotNegative));
        }
    } else if quick_target <= 0 {
        problems.push(problem("end.quick_target", Why::QuickNotPositive));
    }
    if end_raw.hands == Some(0) {
        problems.push(problem("end.hands", Why::NoHands));
    }
    (target, quick_target)
}
