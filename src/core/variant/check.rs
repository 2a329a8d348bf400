//! From a [`RawVariant`] to a checked [`Variant`]: [`Variant::check`] checks the whole file,
//! and for each table size `Rules::build` checks it section by section, every problem found
//! reported as a [`Problem`] naming its key.

use super::kinds::{
    Charge, EndBy, Exposes, FirstLead, HeartValue, MoonEffect, MoonValue, PassDir, PassStep,
    PhaseScoring, Settle, TieBreak, Winner,
};
use super::problem::{Problem, Why};
use super::raw::{
    RawChips, RawDeal, RawDeck, RawDeclare, RawEnd, RawLives, RawMultiplier, RawPassing, RawPlay,
    RawReverse, RawScoring, RawVariant,
};
use super::rules::{
    ChipRules, Combo, Declaration, LifeRules, MoonRules, Multiplier, Phase2Rules, Reverse, Rules,
    TrickRules, Variant,
};
use crate::core::cards::{Card, Deck, Rank, Suit};
use crate::core::score::Score;
use crate::core::tokens::{self, parse_card};
use crate::core::visible;
use std::collections::BTreeMap;

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
    // A stock is drawn from during play: nobody takes it, and it is neither out of play nor
    // left face down unseen.
    if deal_raw.stock == Some(true) {
        let taken = [
            ("deal.kitty_goes_to", deal_raw.kitty_goes_to.is_some()),
            ("deal.out_of_play", deal_raw.out_of_play == Some(true)),
            ("deal.face_down", deal_raw.face_down == Some(true)),
        ];
        for (key, given) in taken {
            if given {
                problems.push(problem("deal.stock", Why::StockAndKitty(key)));
            }
        }
    }
    (cards_each, kitty)
}

/// `[passing]`: cards passed, the cycle (left, right, across, hold with 4 players; left,
/// right otherwise, when not given) and what the dealer chooses from where the cycle says
/// `dealers-choice` (every way but two seats on that this many players can pass, when not
/// given).
fn passing_section(
    passing_raw: &RawPassing,
    players: usize,
    cards_each: u32,
    problems: &mut Vec<Problem>,
) -> (u32, Vec<PassStep>, Vec<PassDir>) {
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
        .unwrap_or_else(|| standard_cycle.into_iter().map(PassStep::Pass).collect());
    if pass_cards == 0 {
        pass_cycle = vec![PassStep::Pass(PassDir::Hold)];
    }
    if pass_cycle.is_empty() {
        problems.push(problem("passing.cycle", Why::NoDirection));
        pass_cycle = vec![PassStep::Pass(PassDir::Hold)];
    }
    let scatter_fits = (players.saturating_sub(1)) as u32 <= cards_each;
    // Choices inherited by a game that no longer lets the dealer choose are simply unused.
    let given = passing_raw.choices.as_ref().and_then(|v| v.get(players));
    let pass_choices: Vec<PassDir> = match given {
        _ if !pass_cycle.contains(&PassStep::DealersChoice) => Vec::new(),
        Some(choices) => {
            if choices.is_empty() {
                problems.push(problem("passing.choices", Why::NoDirection));
            }
            check_directions("passing.choices", choices, players, problems);
            if choices.contains(&PassDir::Scatter) && !scatter_fits {
                problems.push(problem("passing.choices", Why::ScatterNeedsCards));
            }
            choices.clone()
        }
        None => PassDir::DEALERS_CHOICE
            .into_iter()
            .filter(|&dir| dir.playable_with(players))
            .filter(|&dir| dir != PassDir::Scatter || scatter_fits)
            .collect(),
    };
    let cycle: Vec<PassDir> = pass_cycle.iter().filter_map(|s| s.direction()).collect();
    check_directions("passing.cycle", &cycle, players, problems);
    let passes_anything = cycle
        .iter()
        .chain(&pass_choices)
        .any(|&d| d != PassDir::Hold);
    if passes_anything && pass_cards > cards_each {
        problems.push(problem(
            "passing.cards",
            Why::PassTooMany {
                cards: pass_cards,
                hand: cards_each,
            },
        ));
    }
    if cycle.contains(&PassDir::Scatter) && !scatter_fits {
        problems.push(problem("passing.cycle", Why::ScatterNeedsCards));
    }
    (pass_cards, pass_cycle, pass_choices)
}

/// Every direction of `key` must be one this many players can pass.
fn check_directions(key: &str, dirs: &[PassDir], players: usize, problems: &mut Vec<Problem>) {
    for dir in dirs {
        if !dir.playable_with(players) {
            problems.push(problem(
                key,
                Why::PassNeedsFour {
                    pass: *dir,
                    players,
                    at_least: *dir != PassDir::Across,
                },
            ));
        }
    }
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
    reverse: Option<Reverse>,
    expose: BTreeMap<Card, Exposes>,
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
fn gong_zhu_cards(raw: &RawVariant) -> Vec<(String, String)> {
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
fn lead_cards_section(
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
