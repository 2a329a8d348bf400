//! A variant's rules in plain words, generated from its file, so a user's own variant gets its
//! rules too: deck and deal per table size, passing, first lead, hearts, card values, moon,
//! phases, the end and ties. The sentences come from the words layer, in the table's language.

use crate::core::cards::{Card, Rank, Suit};
use crate::core::score::Score;
use crate::core::variant::{
    Direction, EndBy, Exposes, FirstLead, MoonEffect, PassDir, PassStep, PhaseScoring, Rules,
    Settle, TieBreak, Variant, Winner,
};
use crate::t;
use crate::ui::text;
use crate::words::{Words, capital, errors, signed, total};

/// The variant's name and its description in `lang`: "hartenjagen — Harten 1, V♠ 13, …".
fn title(variant: &Variant, lang: &str) -> String {
    match variant.description_in(lang) {
        "" => variant.name.clone(),
        description => format!("{} — {description}", variant.name),
    }
}

/// What `variants show` prints before a variant's file where the table reads another language
/// than the file's English: the name, the description and the notes in that language, and a
/// line saying what follows; all as TOML comments, so that `variants show NAME > mine.toml`
/// still writes a variant file. `resolved`: the full rules follow (`--resolved`), not the file.
pub fn file_heading(w: &Words, variant: &Variant, resolved: bool) -> String {
    let lang = w.lang().code();
    let mut lines = vec![title(variant, lang)];
    let notes = variant.notes_in(lang);
    if !notes.is_empty() {
        lines.push(String::new());
        lines.push(t!(w, "rules-notes"));
        lines.extend(notes.iter().map(|note| format!("  - {note}")));
    }
    lines.push(String::new());
    lines.push(if resolved {
        t!(w, "variant-show-resolved", code = lang)
    } else {
        t!(w, "variant-show-file", code = lang)
    });
    let mut out: String = lines
        .join("\n")
        .lines()
        .map(|line| match line {
            "" => "#\n".to_string(),
            line => format!("# {line}\n"),
        })
        .collect();
    out.push('\n');
    out
}

/// Says `what` of every table size: once if all sizes agree, else per size.
fn per_size(w: &Words, tables: &[&Rules], what: impl Fn(&Rules) -> String) -> String {
    let said: Vec<(usize, String)> = tables.iter().map(|r| (r.players, what(r))).collect();
    if said.windows(2).all(|p| p[0].1 == p[1].1) {
        return said.first().map(|(_, s)| s.clone()).unwrap_or_default();
    }
    said.iter()
        .map(|(n, s)| t!(w, "rules-with-players", players = *n, text = s.as_str()))
        .collect::<Vec<_>>()
        .join("; ")
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

fn deck_words(w: &Words, r: &Rules) -> String {
    let mut head = Vec::new();
    if r.packs > 1 {
        head.push(t!(w, "deck-packs", packs = r.packs));
    }
    head.push(t!(w, "deck-cards", count = r.deck.len()));
    if r.lowest_rank.value() != 2 {
        head.push(t!(
            w,
            "deck-ranks",
            lowest = w.rank(r.lowest_rank),
            ace = w.rank(Rank::ACE)
        ));
    }
    let mut words = head.join(", ");
    let mut removed: Vec<Card> = r
        .removed
        .iter()
        .copied()
        .filter(|c| *c != Card::Joker)
        .collect();
    if !removed.is_empty() {
        removed.sort();
        let cards: Vec<String> = removed.iter().map(|&c| w.card(c)).collect();
        words.push(' ');
        words.push_str(&t!(w, "deck-removed", cards = w.and(&cards)));
    }
    let jokers = r.deck.count(Card::Joker);
    if jokers > 0 {
        words.push(' ');
        words.push_str(&t!(w, "deck-jokers", count = jokers));
    }
    words.push_str(", ");
    words.push_str(&t!(w, "deck-each", count = r.cards_each));
    if r.kitty > 0 && r.stock {
        words.push_str(", ");
        words.push_str(&t!(w, "deck-stock", count = r.kitty));
    } else if r.kitty > 0 {
        words.push_str(", ");
        words.push_str(&t!(
            w,
            "deck-kitty",
            count = r.kitty,
            name = text::kitty_name(w, r)
        ));
    }
    words
}

fn pass_words(w: &Words, r: &Rules) -> String {
    if !r.passes_ever() {
        return t!(w, "pass-rule-none");
    }
    let choices: Vec<String> = r
        .pass_choices
        .iter()
        .map(|&d| text::pass_name(w, d))
        .collect();
    match r.pass_cycle.as_slice() {
        [PassStep::Pass(PassDir::Centre)] => t!(w, "pass-rule-one-centre", cards = r.pass_cards),
        [PassStep::Pass(only)] => t!(
            w,
            "pass-rule-one",
            cards = r.pass_cards,
            dir = text::pass_way(w, *only)
        ),
        [PassStep::DealersChoice] => t!(
            w,
            "pass-rule-choose",
            cards = r.pass_cards,
            choices = w.or(&choices)
        ),
        cycle => {
            let cycle: Vec<String> = cycle
                .iter()
                .map(|step| match step.direction() {
                    Some(d) => text::pass_name(w, d),
                    None => t!(w, "pass-rule-dealers-choice"),
                })
                .collect();
            let mut out = t!(
                w,
                "pass-rule-cycle",
                cards = r.pass_cards,
                cycle = cycle.join(", ")
            );
            if r.dealers_choice() {
                out.push_str(&t!(w, "pass-rule-choices", choices = w.or(&choices)));
            }
            out
        }
    }
}

fn lead_words(w: &Words, r: &Rules) -> String {
    let mut words = match (r.first_lead, r.lowest_club(), r.lead_card) {
        (FirstLead::Holder, _, Some(card)) => t!(w, "lead-rule-holder", card = w.card(card)),
        (FirstLead::HighBidder, _, _) => t!(w, "lead-rule-high-bidder"),
        (FirstLead::LowestClub, Some(club), _) => t!(w, "lead-rule-club", card = w.card(club)),
        (FirstLead::RightOfDealer, _, _) => t!(w, "lead-rule-right"),
        _ => t!(w, "lead-rule-left"),
    };
    if let Some(card) = r.taker_leads {
        words.push_str(&t!(w, "lead-rule-taker", card = w.card(card)));
    }
    words
}

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

fn values_words(w: &Words, r: &Rules) -> String {
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
                parts.push(format!("{} {}", w.card(c), total(v)));
            }
            _ => parts.push(format!("{} {}", w.card(c), total(v))),
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
        things.extend(combo.cards.iter().map(|&c| w.card(c)));
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
fn declaration_words(w: &Words, r: &Rules) -> Option<String> {
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

fn moon_words(w: &Words, r: &Rules) -> String {
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

/// The variant's rules in words.
pub fn describe(w: &Words, variant: &Variant) -> String {
    let lang = w.lang().code();
    let tables: Vec<&Rules> = variant
        .player_counts()
        .into_iter()
        .filter_map(|n| variant.rules(n).ok())
        .collect();
    let Some(first) = tables.first() else {
        return String::new();
    };
    let mut out = title(variant, lang);
    out.push_str("\n\n");
    let mut line = |title: String, text: String| {
        out.push_str(&t!(
            w,
            "rules-line",
            title = title,
            text = w.after_colon(&text)
        ));
        out.push('\n');
    };
    line(
        t!(w, "rules-players"),
        t!(
            w,
            "rules-players-text",
            counts = errors::counts(w, &variant.player_counts())
        ),
    );
    line(
        t!(w, "rules-deck"),
        per_size(w, &tables, |r| deck_words(w, r)),
    );
    if tables.iter().any(|r| r.kitty > 0)
        && let Some(taker) = first.kitty_goes_to
    {
        line(
            capital(&text::kitty_name(w, first)),
            t!(w, "rules-kitty-goes", taker = text::taker_words(w, taker)),
        );
    }
    let mut passing = per_size(w, &tables, |r| pass_words(w, r));
    // The centre is said once, whatever the table size.
    if let Some(r) = tables
        .iter()
        .find(|r| r.pass_directions().contains(&PassDir::Centre))
    {
        passing.push_str(&t!(w, "pass-rule-centre", cards = r.pass_cards));
    }
    line(t!(w, "rules-passing"), passing);
    line(
        t!(w, "rules-first-lead"),
        per_size(w, &tables, |r| lead_words(w, r)),
    );
    let auction = first.chips.is_some_and(|c| c.settle == Settle::Auction);
    let reversis = first.chips.is_some_and(|c| c.settle == Settle::Reversis);
    let mut play = vec![
        match (first.hearts_must_be_broken, first.queen_breaks_hearts) {
            _ if auction => t!(w, "play-auction"),
            (true, true) => t!(
                w,
                "play-hearts-broken-queen",
                queen = w.card(Card::QUEEN_OF_SPADES)
            ),
            (true, false) => t!(w, "play-hearts-broken"),
            (false, _) => t!(w, "play-hearts-any"),
        },
    ];
    if !auction {
        play.push(uncapitalised(&text::first_trick_words(w, first)));
    }
    play.extend(
        first
            .reminders_in(lang)
            .iter()
            .map(|r| uncapitalised(r.trim_end_matches('.'))),
    );
    if first.trumps.is_some() {
        play.push(t!(w, "play-trumps-turned-up"));
    }
    if first.direction == Direction::CounterClockwise {
        // The player on the dealer's right leads only where that is the first lead's rule.
        play.insert(
            0,
            if first.first_lead == FirstLead::RightOfDealer {
                t!(w, "play-counter-clockwise")
            } else {
                t!(w, "play-counter-clockwise-deal")
            },
        );
    }
    line(t!(w, "rules-play"), play.join("; "));
    line(
        t!(w, "rules-scoring"),
        if auction {
            t!(w, "scoring-auction")
        } else if reversis {
            let chips = first.chips.map_or(0, |c| c.party);
            format!(
                "{}. {}",
                values_words(w, first),
                capital(&t!(w, "scoring-reversis", party = chips))
            )
        } else {
            per_size(w, &tables, |r| values_words(w, r))
        },
    );
    if let Some(declaration) = declaration_words(w, first) {
        line(t!(w, "rules-declare"), declaration);
    }
    line(
        t!(w, "rules-moon"),
        per_size(w, &tables, |r| moon_words(w, r)),
    );
    line(
        t!(w, "rules-renege"),
        per_size(w, &tables, |r| match r.winner {
            _ if r.chips.is_some() || r.lives.is_some() => t!(w, "renege-rule-none"),
            Winner::Lowest => t!(w, "renege-rule", points = total(r.renege_charge)),
            // Where more is better, a renege takes points away.
            Winner::Highest => t!(w, "renege-rule-highest", points = total(-r.renege_charge)),
        }),
    );
    match &first.phase2 {
        Some(p2) => {
            line(
                t!(w, "rules-phases"),
                per_size(w, &tables, |r| {
                    t!(w, "phases-rule", target = r.target, quick = r.quick_target)
                }),
            );
            let mut phase2 = if p2.scoring == PhaseScoring::Subtract {
                t!(w, "phase2-end-subtract", ends = p2.ends_at)
            } else {
                t!(w, "phase2-end-add", ends = p2.ends_at)
            };
            if p2.exact_zero {
                phase2.push_str(&t!(w, "phase2-exact", ends = p2.ends_at));
            }
            line(t!(w, "rules-end"), phase2);
        }
        None if reversis => line(
            t!(w, "rules-end"),
            per_size(w, &tables, |r| {
                let chips = r.chips.map_or(0, |c| c.start);
                let (ante, dealer) = r.chips.map_or((0, 0), |c| (c.ante, c.dealer_ante));
                t!(
                    w,
                    "end-rule-reversis",
                    chips = chips,
                    ante = ante,
                    dealer = dealer
                )
            }),
        ),
        None if first.chips.is_some() => line(
            t!(w, "rules-end"),
            per_size(w, &tables, |r| {
                let start = r.chips.map_or(0, |c| c.start);
                match r.hands {
                    Some(hands) => t!(w, "end-rule-chips-hands", hands = hands, chips = start),
                    None => t!(w, "end-rule-chips", chips = start),
                }
            }),
        ),
        None if first.lives.is_some() => line(
            t!(w, "rules-end"),
            per_size(w, &tables, |r| {
                let (lives, at) = r.lives.map_or((0, 0), |l| (l.start, l.lose_at));
                t!(w, "end-rule-lives", lives = lives, at = at)
            }),
        ),
        None => line(
            t!(w, "rules-end"),
            per_size(w, &tables, |r| match r.hands {
                Some(hands) => t!(
                    w,
                    "end-rule-hands",
                    target = r.target,
                    quick = r.quick_target,
                    hands = hands
                ),
                None if r.end_by == EndBy::Magnitude => t!(
                    w,
                    "end-rule-magnitude",
                    target = r.target,
                    quick = r.quick_target
                ),
                None if r.target < 0 => t!(
                    w,
                    "end-rule-below",
                    target = total(r.target),
                    quick = total(r.quick_target)
                ),
                None => t!(w, "end-rule", target = r.target, quick = r.quick_target),
            }),
        ),
    }
    let moon_wins = first.moon.effect == MoonEffect::Win;
    line(
        t!(w, "rules-winner"),
        match (first.winner, moon_wins) {
            (Winner::Highest, false) if first.chips.is_some() => t!(w, "winner-most-chips"),
            _ if first.lives.is_some() => t!(w, "winner-last-in"),
            (Winner::Lowest, false) if first.end_by == EndBy::Magnitude => {
                t!(w, "winner-smallest-magnitude")
            }
            (Winner::Highest, false) if first.end_by == EndBy::Magnitude => {
                t!(w, "winner-largest-magnitude")
            }
            (Winner::Lowest, false) => t!(w, "winner-lowest"),
            (Winner::Highest, false) => t!(w, "winner-highest"),
            (Winner::Lowest, true) => t!(w, "winner-lowest-moon"),
            (Winner::Highest, true) => t!(w, "winner-highest-moon"),
        },
    );
    line(
        t!(w, "rules-ties"),
        match first.tie {
            _ if first.lives.is_some() => t!(w, "ties-lives"),
            TieBreak::ExtraHand => t!(w, "ties-extra-hand"),
            TieBreak::PlayOn => t!(w, "ties-play-on"),
        },
    );
    let notes = variant.notes_in(lang);
    if !notes.is_empty() {
        out.push_str(&format!("\n{}\n", t!(w, "rules-notes")));
        for note in notes {
            out.push_str(&format!("  - {note}\n"));
        }
    }
    out
}
