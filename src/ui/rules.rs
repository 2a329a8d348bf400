//! A variant's rules in plain words, generated from its file, so a user's own variant gets its
//! rules too: deck and deal per table size, passing, first lead, hearts, card values, moon,
//! phases, the end and ties.

use crate::core::cards::{Card, join_words};
use crate::core::variant::{
    FirstLead, MoonEffect, PassDir, PhaseScoring, Rules, TieBreak, Variant, Winner,
};

/// Says `what` of every table size: once if all sizes agree, else per size.
fn per_size(tables: &[&Rules], what: impl Fn(&Rules) -> String) -> String {
    let said: Vec<(usize, String)> = tables.iter().map(|r| (r.players, what(r))).collect();
    if said.windows(2).all(|w| w[0].1 == w[1].1) {
        return said.first().map(|(_, s)| s.clone()).unwrap_or_default();
    }
    said.iter()
        .map(|(n, s)| format!("with {n} players, {s}"))
        .collect::<Vec<_>>()
        .join("; ")
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().collect::<String>() + chars.as_str(),
        None => String::new(),
    }
}

/// "The J♣ …" → "the J♣ …", to continue a sentence; "J♣ …" stays as it is.
fn uncapitalised(text: &str) -> String {
    let mut chars = text.chars();
    match (chars.next(), chars.clone().next()) {
        (Some(first), Some(second)) if second.is_lowercase() => {
            first.to_lowercase().collect::<String>() + chars.as_str()
        }
        _ => text.to_string(),
    }
}

fn signed(points: i64) -> String {
    if points < 0 {
        format!("−{}", points.unsigned_abs())
    } else {
        points.to_string()
    }
}

fn deck_words(r: &Rules) -> String {
    let packs = if r.packs > 1 {
        format!("{} packs shuffled together, ", r.packs)
    } else {
        String::new()
    };
    let ranks = if r.lowest_rank.value() == 2 {
        String::new()
    } else {
        format!(", {} to A", r.lowest_rank)
    };
    let mut removed: Vec<String> = r
        .removed
        .iter()
        .filter(|c| **c != Card::Joker)
        .map(ToString::to_string)
        .collect();
    let jokers = r.deck.count(Card::Joker);
    let mut words = format!("{packs}{} cards{ranks}", r.deck.len());
    if !removed.is_empty() {
        removed.sort();
        words.push_str(&format!(" ({} taken out)", join_words(&removed)));
    }
    if jokers > 0 {
        words.push_str(&format!(
            " including {}",
            if jokers == 1 {
                "a joker".to_string()
            } else {
                format!("{jokers} jokers")
            }
        ));
    }
    let mut deal = format!("{words}, {} each", r.cards_each);
    if r.kitty > 0 {
        deal.push_str(&format!(", {} face down as the {}", r.kitty, r.kitty_name));
    }
    deal
}

fn pass_words(r: &Rules) -> String {
    if r.pass_cycle.iter().all(|&d| d == PassDir::Hold) {
        return "no passing".into();
    }
    let cycle: Vec<&str> = r.pass_cycle.iter().map(|d| d.as_str()).collect();
    if cycle.len() == 1 {
        return format!("{} cards to the {} every hand", r.pass_cards, cycle[0]);
    }
    format!("{} cards: {}, then again", r.pass_cards, cycle.join(", "))
}

fn lead_words(r: &Rules) -> String {
    match (r.first_lead, r.lowest_club()) {
        (FirstLead::LowestClub, Some(club)) => format!("whoever holds the {club} leads it"),
        _ => "the player left of the dealer leads".into(),
    }
}

fn values_words(r: &Rules) -> String {
    let mut parts = Vec::new();
    match r.plain_heart_value {
        Some(v) => parts.push(format!("each heart {}", signed(v))),
        None if r.values.keys().any(|c| c.is_heart()) => {
            parts.push("each heart its rank (A 1, 2–10 face value, J 11, Q 12, K 13)".to_string())
        }
        None => {}
    }
    let mut cards: Vec<(&Card, &i64)> = r
        .values
        .iter()
        .filter(|(c, _)| {
            if r.plain_heart_value.is_some() {
                !r.is_plain_heart(**c)
            } else {
                !c.is_heart()
            }
        })
        .collect();
    cards.sort_by_key(|(c, v)| (-**v, c.display_order()));
    parts.extend(cards.iter().map(|(c, v)| format!("{c} {}", signed(**v))));
    format!(
        "{}; {} penalty points a hand",
        join_words(&parts),
        r.hand_total
    )
}

fn moon_needs(r: &Rules) -> String {
    let mut parts = Vec::new();
    let hearts: u32 = r
        .deck
        .cards()
        .filter(|(c, _)| c.is_heart() && r.value(*c) > 0)
        .map(|(_, n)| u32::from(n))
        .sum();
    if hearts > 0 {
        parts.push(format!("all {hearts} hearts"));
    }
    let mut others: Vec<(Card, u8)> = r
        .deck
        .cards()
        .filter(|&(c, _)| {
            !c.is_heart() && (r.value(c) > 0 || (r.moon.needs_bonus_cards && r.value(c) < 0))
        })
        .collect();
    others.sort_by_key(|(c, _)| c.display_order());
    parts.extend(others.iter().map(|(c, n)| {
        if *n == 2 {
            format!("both {c}")
        } else {
            format!("the {c}")
        }
    }));
    join_words(&parts)
}

fn moon_words(r: &Rules) -> String {
    if r.moon.effect == MoonEffect::None {
        return "there is no moon".into();
    }
    let mut words = format!(
        "taking {} in one hand {}",
        moon_needs(r),
        english_moon_rule(r.moon.effect, r.moon.value)
    );
    if r.has_phases() && r.moon.phase2_effect != r.moon.effect {
        words.push_str(&format!(
            " (in phase 2 it {})",
            english_moon_rule(r.moon.phase2_effect, r.moon.value)
        ));
    }
    if r.values.values().any(|&v| v < 0) && r.moon.effect != MoonEffect::Win {
        words.push_str("; bonus cards keep their value on a moon");
    }
    words
}

/// The variant's rules in words.
pub fn describe(variant: &Variant) -> String {
    let tables: Vec<&Rules> = variant
        .player_counts()
        .into_iter()
        .filter_map(|n| variant.rules(n).ok())
        .collect();
    let Some(first) = tables.first() else {
        return String::new();
    };
    let mut out = variant.name.clone();
    if !variant.description.is_empty() {
        out.push_str(&format!(" — {}", variant.description));
    }
    out.push_str("\n\n");
    let mut line = |title: &str, text: String| {
        out.push_str(&format!("{title}: {}.\n", capitalised(&text)));
    };
    line(
        "Players",
        format!(
            "{}, sitting clockwise in the order entered",
            variant.player_counts_text()
        ),
    );
    line("Deck and deal", per_size(&tables, deck_words));
    if tables.iter().any(|r| r.kitty > 0)
        && let Some(taker) = first.kitty_goes_to
    {
        line(
            &capitalised(&first.kitty_name),
            format!(
                "it goes to {}, whose cards from it count as taken",
                taker.describe()
            ),
        );
    }
    line("Passing", per_size(&tables, pass_words));
    line("First lead", per_size(&tables, lead_words));
    let mut play = Vec::new();
    if first.hearts_must_be_broken {
        play.push(format!(
            "hearts may not be led until one has been discarded on another suit{}, unless the leader has only hearts",
            if first.queen_breaks_hearts { " or the Q♠ has been played" } else { "" }
        ));
    } else {
        play.push("hearts may be led at any time".into());
    }
    play.push(uncapitalised(&crate::ui::text::first_trick_words(
        &crate::words::Words::new(crate::words::Lang::En),
        first,
    )));
    play.extend(
        first
            .reminders
            .iter()
            .map(|r| uncapitalised(r.trim_end_matches('.'))),
    );
    line("Play", play.join("; "));
    line("Scoring", per_size(&tables, values_words));
    line("Moon", per_size(&tables, moon_words));
    line(
        "Renege",
        per_size(&tables, |r| {
            format!(
                "the offender is charged {} points and everyone else scores 0 for the hand",
                r.renege_charge
            )
        }),
    );
    let lowest = first.winner == Winner::Lowest;
    match &first.phase2 {
        Some(p2) => {
            line(
                "Phases",
                per_size(&tables, |r| {
                    format!(
                        "points taken are added until a player has {} or more (quick game: {}); phase 2 starts with the next hand",
                        r.target, r.quick_target
                    )
                }),
            );
            let sign = if p2.scoring == PhaseScoring::Subtract {
                "subtracted"
            } else {
                "added"
            };
            let mut phase2 = format!(
                "in phase 2 points taken are {sign}, and the match ends after the hand in which a player reaches {} or less",
                p2.ends_at
            );
            if p2.exact_zero {
                phase2.push_str(&format!(
                    "; a score that would pass {} bounces back up by the excess",
                    p2.ends_at
                ));
            }
            line("The end", phase2);
        }
        None => line(
            "The end",
            per_size(&tables, |r| {
                format!(
                    "the match ends after the hand in which a player reaches {} or more (quick game: {}){}",
                    r.target,
                    r.quick_target,
                    r.hands
                        .map_or(String::new(), |h| format!(", or after {h} hands"))
                )
            }),
        ),
    }
    line(
        "Winner",
        format!(
            "the {} total wins{}",
            if lowest { "lowest" } else { "highest" },
            if first.moon.effect == MoonEffect::Win {
                ", unless someone shoots the moon first"
            } else {
                ""
            }
        ),
    );
    line(
        "Ties",
        match first.tie {
            TieBreak::ExtraHand => "if the best total is shared, one extra hand is played; of the tied players, whoever scores best in it wins (repeat while still tied)".to_string(),
            TieBreak::PlayOn => "if the best total is shared, full hands go on until one player alone has it".to_string(),
        },
    );
    if !variant.notes.is_empty() {
        out.push_str("\nNotes:\n");
        for note in &variant.notes {
            out.push_str(&format!("  - {note}\n"));
        }
    }
    out
}

fn english_moon_rule(effect: crate::core::variant::MoonEffect, value: i64) -> String {
    crate::words::errors::moon_rule(
        &crate::words::Words::new(crate::words::Lang::En),
        effect,
        value,
    )
}
