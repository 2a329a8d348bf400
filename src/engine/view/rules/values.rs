//! What the cards are worth, in words: the values line of a table size, what Gong Zhu's keys add to
//! it (cards counted at 0, the suit that turns round, exposing), and the declaration.

use crate::core::cards::{Card, Rank, Suit};
use crate::core::score::Score;
use crate::core::variant::{Exposes, Rules, Settle, Winner};
use crate::t;
use crate::words::{Words, signed, total};

/// What Gong Zhu's keys add to the scoring line: the cards worth 0 that are entered all the
/// same, the suit that turns round when one player takes all of it, and what exposing a card
/// does.
fn counted_reverse_expose_words(w: &Words, r: &Rules) -> String {
    let mut out = String::new();
    let mut counted: Vec<Card> = r
        .values
        .iter()
        .filter(|&(&card, &value)| {
            value == 0
                && r.imaginary_value(card) == 0
                && r.multiplier.is_none_or(|m| m.card != card)
        })
        .map(|(&card, _)| card)
        .collect();
    if !counted.is_empty() {
        counted.sort_by_key(|c| c.display_order());
        let cards: Vec<String> = counted.iter().map(|&c| w.card(c)).collect();
        out.push_str(&t!(
            w,
            "values-counted",
            cards = w.and(&cards),
            count = cards.len()
        ));
    }
    if let Some(reverse) = &r.reverse {
        let suit_total: i64 = r
            .deck
            .cards()
            .filter(|(c, _)| c.suit() == Some(reverse.suit))
            .map(|(c, n)| r.value(c) * i64::from(n))
            .sum();
        let count: u32 = r
            .deck
            .cards()
            .filter(|(c, _)| c.suit() == Some(reverse.suit))
            .map(|(_, n)| u32::from(n))
            .sum();
        let also: Vec<String> = reverse
            .also
            .iter()
            .map(|&card| {
                t!(
                    w,
                    "values-reverse-also",
                    card = w.card(card),
                    value = signed(-r.value(card)),
                    normal = signed(r.value(card))
                )
            })
            .collect();
        out.push_str(&t!(
            w,
            "values-reverse",
            count = count,
            suit = w.suit(reverse.suit),
            value = signed(-suit_total),
            normal = signed(suit_total),
            also = if also.is_empty() {
                String::new()
            } else {
                t!(w, "values-reverse-with", cards = w.and(&also))
            }
        ));
    }
    if !r.expose.is_empty() {
        let mut shown: Vec<(Card, Exposes)> = r.expose.iter().map(|(&c, &e)| (c, e)).collect();
        shown.sort_by_key(|(c, _)| c.display_order());
        let effects: Vec<String> = shown
            .iter()
            .map(|&(card, doubles)| match (doubles, r.multiplier) {
                (Exposes::Suit, _) => t!(
                    w,
                    "expose-doubles-suit",
                    card = w.card(card),
                    suit = card.suit().map(|s| w.suit(s)).unwrap_or_default()
                ),
                (Exposes::Card, Some(m)) if m.card == card => t!(
                    w,
                    "expose-doubles-multiplier",
                    card = w.card(card),
                    by = total(m.by * Score::real(2)),
                    alone = total(2 * m.alone)
                ),
                (Exposes::Card, _) => t!(
                    w,
                    "expose-doubles-card",
                    card = w.card(card),
                    value = signed(2 * r.value(card))
                ),
            })
            .collect();
        out.push_str(&t!(w, "values-expose", effects = w.and(&effects)));
    }
    out
}

pub(super) fn values_words(w: &Words, r: &Rules) -> String {
    let mut parts = Vec::new();
    // "Each heart its rank" only when every heart in the pack scores its spot value;
    // a game where just a jack of hearts scores names that card like any other.
    let hearts_by_rank = r.values.keys().any(|c| c.is_heart())
        && r.deck
            .cards()
            .filter(|(c, _)| c.is_heart())
            .all(|(c, _)| match c {
                Card::Suited { rank, .. } => r.value(c) == rank.spot_value(),
                _ => true,
            });
    match r.plain_heart_value {
        Some(v) => parts.push(t!(w, "value-heart", value = total(v))),
        None if hearts_by_rank => parts.push(t!(w, "value-heart-rank")),
        None => {}
    }
    let mut cards: Vec<(Card, Score)> = r
        .values
        .keys()
        .filter(|c| {
            if r.plain_heart_value.is_some() {
                !r.is_plain_heart(**c)
            } else {
                !(hearts_by_rank && c.is_heart())
            }
        })
        .map(|&c| (c, r.card_score(c)))
        // A card that only multiplies is said below, with what it does.
        .filter(|&(_, score)| score != Score::ZERO)
        .collect();
    cards.sort_by_key(|&(c, v)| (-v.re, -v.im, c.display_order()));
    // A rank whose every card scores the same is said once: "each A 11".
    let whole_rank = |rank: Rank, value: Score| {
        r.deck.cards().all(|(c, _)| match c {
            Card::Suited { rank: of, .. } if of == rank => r.card_score(c) == value,
            _ => true,
        })
    };
    let mut said_ranks = Vec::new();
    for &(c, v) in &cards {
        match c {
            Card::Suited { rank, suit } if !(hearts_by_rank && suit == Suit::Hearts) => {
                if said_ranks.contains(&rank) {
                    continue;
                }
                if whole_rank(rank, v) {
                    said_ranks.push(rank);
                    parts.push(t!(
                        w,
                        "value-each-rank",
                        rank = w.rank(rank),
                        rank_value = rank.value(),
                        value = total(v)
                    ));
                    continue;
                }
                parts.push(t!(w, "value-card", card = w.card(c), value = total(v)));
            }
            _ => parts.push(t!(w, "value-card", card = w.card(c), value = total(v))),
        }
    }
    if let Some(multiplier) = r.multiplier {
        parts.push(t!(
            w,
            "value-multiplier",
            card = w.card(multiplier.card),
            by = total(multiplier.by),
            alone = total(multiplier.alone)
        ));
    }
    let tricks = &r.tricks;
    if tricks.first != 0 {
        parts.push(t!(w, "value-first-trick", value = total(tricks.first)));
    }
    if tricks.last != 0 {
        parts.push(t!(w, "value-last-trick", value = total(tricks.last)));
    }
    let mut out = if r.lives.is_some() || r.chips.is_some() {
        // Card points that cost a life or settle chips: no penalty points as such.
        t!(
            w,
            "values-card-points",
            values = w.and(&parts),
            total = total(r.hand_penalty())
        )
    } else if tricks.each != 0 {
        // Points for tricks: "each trick 1, J♠ −1 …". A hand has no fixed total to name:
        // the jacks left over after the deal are out of play.
        parts.insert(0, t!(w, "value-each-trick", value = total(tricks.each)));
        w.and(&parts)
    } else if r.reverse.is_some() || r.winner == Winner::Highest {
        // Where a suit turns round or more is better (Gong Zhu), the scores of a hand add up
        // to nothing fixed.
        w.and(&parts)
    } else {
        t!(
            w,
            "values-total",
            values = w.and(&parts),
            total = total(r.hand_penalty())
        )
    };
    if let Some(combo) = &tricks.combo {
        let mut things = Vec::new();
        if combo.first {
            things.push(t!(w, "combo-first-trick"));
        }
        if combo.last {
            things.push(t!(w, "combo-last-trick"));
        }
        things.extend(
            combo
                .cards
                .iter()
                .map(|&c| t!(w, "card-named", card = w.card(c))),
        );
        out.push_str(&t!(
            w,
            "values-combo",
            things = w.and(&things),
            points = total(combo.points)
        ));
    }
    if r.out_of_play {
        out.push_str(&t!(w, "values-out-of-play"));
    }
    out.push_str(&counted_reverse_expose_words(w, r));
    out
}

/// The declaration, if the game has one: "a player may declare capot before the first lead
/// and take J♠, J♥, J♦ and J♣: made, −10 for the declarer and +10 for everyone else …".
pub(super) fn declaration_words(w: &Words, r: &Rules) -> Option<String> {
    let d = r.declaration.as_ref()?;
    if r.chips.is_some_and(|c| c.settle == Settle::Reversis) {
        return Some(t!(w, "declare-rule-espagnolette"));
    }
    let cards: Vec<String> = d.needs.iter().map(|&c| w.card(c)).collect();
    Some(t!(
        w,
        "declare-rule",
        name = d.name.as_str(),
        cards = w.and(&cards),
        made_self = total(d.success.0),
        made_others = total(d.success.1),
        failed_self = total(d.failure.0),
        failed_others = total(d.failure.1),
        // The same as changes, "+10", for a language that writes them so.
        made_self_change = signed(d.success.0),
        made_others_change = signed(d.success.1),
        failed_self_change = signed(d.failure.0),
        failed_others_change = signed(d.failure.1)
    ))
}
