//! The moon in words for one table size: the cards a shooter must take, and what the moon does
//! (in Complex Hearts, what the shooter's own cards score).

use crate::core::cards::Card;
use crate::core::score::Score;
use crate::core::variant::{MoonEffect, Rules};
use crate::t;
use crate::words::{Words, errors, total};

fn moon_needs(w: &Words, r: &Rules) -> String {
    let mut parts = Vec::new();
    let hearts: u32 = r
        .deck
        .cards()
        .filter(|(c, _)| c.is_heart() && r.value(*c) > 0)
        .map(|(_, n)| u32::from(n))
        .sum();
    if hearts > 0 {
        parts.push(t!(w, "moon-needs-hearts", count = hearts));
    }
    let mut others: Vec<(Card, u8)> = r
        .deck
        .cards()
        .filter(|&(c, _)| {
            !c.is_heart()
                && (r.value(c) > 0
                    || r.imaginary_value(c) > 0
                    || (r.moon.needs_bonus_cards && r.value(c) < 0))
        })
        .collect();
    others.sort_by_key(|(c, _)| c.display_order());
    parts.extend(others.iter().map(|&(c, n)| {
        if n == 2 {
            t!(w, "moon-needs-both", card = w.card(c))
        } else {
            t!(w, "moon-needs-one", card = w.card(c))
        }
    }));
    w.and(&parts)
}

/// A moon worth the shooter's own cards (Complex Hearts): "lets the shooter choose: what
/// their own cards score (13+13i, then −10 with the J♦, then ×2i with the 10♣) …".
fn shooter_cards_words(w: &Words, r: &Rules) -> String {
    let mut steps = vec![total(r.hand_penalty())];
    let mut bonus: Vec<(Card, i64)> = r
        .values
        .iter()
        .filter(|&(_, &v)| v < 0)
        .map(|(&c, &v)| (c, v))
        .collect();
    bonus.sort_by_key(|&(c, _)| c.display_order());
    steps.extend(bonus.iter().map(|&(card, value)| {
        t!(
            w,
            "moon-own-bonus",
            value = total(value),
            card = w.card(card)
        )
    }));
    steps.extend(
        r.multiplier
            .map(|m| t!(w, "moon-own-times", by = total(m.by), card = w.card(m.card))),
    );
    let value = steps.join(&t!(w, "moon-own-then"));
    match r.moon.effect {
        MoonEffect::Add => t!(w, "moon-own-add", value = value),
        MoonEffect::Subtract => t!(w, "moon-own-subtract", value = value),
        _ => t!(w, "moon-own-choose", value = value),
    }
}

pub(super) fn moon_words(w: &Words, r: &Rules) -> String {
    if r.moon.effect == MoonEffect::None {
        return t!(w, "moon-rule-none");
    }
    if r.moon.shooter_cards {
        return t!(
            w,
            "moon-rule",
            needs = moon_needs(w, r),
            rule = shooter_cards_words(w, r)
        );
    }
    let mut words = t!(
        w,
        "moon-rule",
        needs = moon_needs(w, r),
        rule = errors::moon_rule(w, r.moon.effect, Score::real(r.moon.value))
    );
    if r.has_phases() && r.moon.phase2_effect != r.moon.effect {
        words.push_str(&t!(
            w,
            "moon-rule-phase2",
            rule = errors::moon_rule(w, r.moon.phase2_effect, Score::real(r.moon.value))
        ));
    }
    if r.values.values().any(|&v| v < 0) && r.moon.effect != MoonEffect::Win {
        words.push_str(&t!(w, "moon-bonus-kept"));
    }
    words
}
