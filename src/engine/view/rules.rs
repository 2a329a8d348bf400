//! A variant's rules in plain words, generated from its file, so a user's own variant gets its
//! rules too: deck and deal per table size, passing, first lead, hearts, card values, moon,
//! phases, the end and ties. The sentences come from the words layer, in the table's language.

use crate::core::cards::{Card, Rank};
use crate::core::variant::{
    Direction, EndBy, FirstLead, MoonEffect, PassDir, PassStep, PhaseScoring, Rules, Settle,
    TieBreak, Variant, Winner,
};
use crate::t;
use crate::view::text;
use crate::words::{Words, capital, errors, total};

mod moon;
mod values;

use moon::moon_words;
use values::{declaration_words, values_words};

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
            // With exact zero a score never passes the end: the match ends on it exactly, so
            // the end is not "or less" (the Dutch review, §4).
            let mut phase2 = match (p2.scoring == PhaseScoring::Subtract, p2.exact_zero) {
                (true, false) => t!(w, "phase2-end-subtract", ends = p2.ends_at),
                (false, false) => t!(w, "phase2-end-add", ends = p2.ends_at),
                (true, true) => t!(w, "phase2-end-subtract-exact", ends = p2.ends_at),
                (false, true) => t!(w, "phase2-end-add-exact", ends = p2.ends_at),
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

#[cfg(test)]
mod exact_zero_tests {
    #[test]
    fn with_exact_zero_the_rules_end_on_the_score_exactly_and_never_say_or_less() {
        let variant = crate::core::testkit::variant(
            "extends = \"heart-hunter\"\n[phase2]\nexact_zero = true",
        );
        let text = super::describe(&crate::words::Words::new(crate::words::Lang::En), &variant);
        assert!(text.contains("reaches exactly 0"), "{text}");
        assert!(text.contains("bounces back up"), "{text}");
        assert!(!text.contains("0 or less"), "{text}");
    }
}
