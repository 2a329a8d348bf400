//! Text for people: the standings table, the banner of the next hand, what a recorded hand
//! scored, and the end of the match.

use super::report::{NextDetail, StatusReport};
use crate::core::cards::join_words;
use crate::core::game::{Match, Outcome, Scoreboard, ScoredHand};
use crate::core::variant::{MoonEffect, PassDir, TieBreak};
use comfy_table::{Cell, CellAlignment, ContentArrangement, Table, presets};

/// A signed number as a change: "+5", "−3", "0".
pub fn signed(points: i64) -> String {
    match points {
        0 => "0".into(),
        p if p > 0 => format!("+{p}"),
        p => format!("−{}", p.unsigned_abs()),
    }
}

/// A total: "12", "−3".
fn total(points: i64) -> String {
    if points < 0 {
        format!("−{}", points.unsigned_abs())
    } else {
        points.to_string()
    }
}

/// The standings table: one row per hand with each player's running total and the hand's
/// points, then the totals with the leader marked.
pub fn standings_table(report: &StatusReport, game: &Match, board: &Scoreboard) -> String {
    let phased = game.rules.has_phases();
    let mut table = Table::new();
    table
        .load_style(presets::UTF8_FULL_CONDENSED)
        .set_content_arrangement(ContentArrangement::Dynamic);
    let mut header = vec![Cell::new("Hand"), Cell::new("Dealer"), Cell::new("Pass")];
    if phased {
        header.push(Cell::new("Phase"));
    }
    header.extend(report.players.iter().map(Cell::new));
    header.push(Cell::new("Notes"));
    table.set_header(header);
    for (hand, scored) in report.hands.iter().zip(&board.hands) {
        let mut row = vec![
            Cell::new(hand.number),
            Cell::new(&hand.dealer),
            Cell::new(hand.pass.as_str()),
        ];
        if phased {
            row.push(Cell::new(
                hand.phase.map_or(String::new(), |p| p.to_string()),
            ));
        }
        for ((_, points), (_, running)) in hand.points.0.iter().zip(&hand.totals.0) {
            row.push(
                Cell::new(format!("{} ({})", total(*running), signed(*points)))
                    .set_alignment(CellAlignment::Right),
            );
        }
        row.push(Cell::new(hand_note(game, scored)));
        table.add_row(row);
    }
    let leaders = leaders(game, board);
    let mut last = vec![Cell::new("Total"), Cell::new(""), Cell::new("")];
    if phased {
        last.push(Cell::new(
            report.phase.map_or(String::new(), |p| p.to_string()),
        ));
    }
    for (seat, (_, points)) in report.totals.0.iter().enumerate() {
        let mark = if leaders.contains(&seat) && !board.hands.is_empty() {
            " ★"
        } else {
            ""
        };
        last.push(
            Cell::new(format!("{}{mark}", total(*points))).set_alignment(CellAlignment::Right),
        );
    }
    last.push(Cell::new(""));
    table.add_row(last);
    format!(
        "{} — {} ({})\n{table}\n",
        game.rules.variant,
        join_words(&game.players),
        target_words(game)
    )
}

/// The standings table followed by what happens next.
pub fn standings(report: &StatusReport, game: &Match, board: &Scoreboard) -> String {
    let mut out = standings_table(report, game, board);
    out.push_str(&state_line(game, board));
    out
}

fn leaders(game: &Match, board: &Scoreboard) -> Vec<usize> {
    if let Some(winner) = board.winner() {
        return vec![winner];
    }
    let best = match game.rules.winner {
        crate::core::variant::Winner::Lowest => board.totals.iter().min(),
        crate::core::variant::Winner::Highest => board.totals.iter().max(),
    };
    (0..board.totals.len())
        .filter(|&s| Some(&board.totals[s]) == best)
        .collect()
}

fn target_words(game: &Match) -> String {
    let target = game.target();
    let mut words = if game.rules.has_phases() {
        format!("phase 2 starts at {target}")
    } else {
        format!("to {target}")
    };
    if let Some(limit) = game.hands_limit() {
        words.push_str(&format!(", at most {limit} hands"));
    }
    words
}

fn hand_note(game: &Match, hand: &ScoredHand) -> String {
    let name = |seat: usize| game.players[seat].as_str();
    match (hand.moon, hand.renege) {
        (_, Some(offender)) => format!("{} reneged", name(offender)),
        (Some(shooter), None) => match hand.moon_scored {
            Some(MoonEffect::Subtract) => format!("{} shot the moon (subtract)", name(shooter)),
            Some(MoonEffect::Win) => format!("{} shot the moon and wins", name(shooter)),
            _ => format!("{} shot the moon", name(shooter)),
        },
        (None, None) => String::new(),
    }
}

/// What is happening now: the next hand, a tie being broken, or the winner.
pub fn state_line(game: &Match, board: &Scoreboard) -> String {
    let names = |seats: &[usize]| {
        join_words(
            &seats
                .iter()
                .map(|&s| game.players[s].as_str())
                .collect::<Vec<_>>(),
        )
    };
    let mut out = String::new();
    match &board.outcome {
        Outcome::Won(seat) => {
            out.push_str(&format!(
                "Match over after {} hands: {} wins with {}.\n",
                board.hands.len(),
                game.players[*seat],
                total(board.totals[*seat])
            ));
            return out;
        }
        Outcome::TieBreak(tied) => {
            let how = match game.rules.tie {
                TieBreak::ExtraHand => {
                    "an extra hand decides: of them, whoever scores best in it wins"
                }
                TieBreak::PlayOn => "play goes on until one player alone has the best total",
            };
            out.push_str(&format!("{} are tied: {how}.\n", names(tied)));
        }
        Outcome::Playing => {}
    }
    if let Some(next) = board.next(&game.rules) {
        let phase = next
            .phase
            .map_or(String::new(), |p| format!(" (phase {p})"));
        out.push_str(&format!(
            "Next: hand {}{phase}, {} deals, {}, {} leads.\n",
            next.number,
            game.players[next.dealer],
            pass_words(next.pass, game.rules.pass_cards),
            game.first_lead_text(next.dealer)
        ));
    }
    out
}

fn pass_words(pass: PassDir, cards: u32) -> String {
    match pass {
        PassDir::Hold => "no passing".into(),
        PassDir::Scatter => "pass one card to every opponent".into(),
        dir => format!("pass {cards} cards {}", dir.as_str()),
    }
}

/// The banner of the next hand: dealer, deal, who passes to whom, first lead, reminders.
pub fn banner(game: &Match, detail: &NextDetail) -> String {
    let rules = &game.rules;
    let next = &detail.next;
    let phase = next
        .phase
        .map_or(String::new(), |p| format!(" — phase {p}"));
    let mut out = format!(
        "Hand {}{phase}: {} deals {} cards each",
        next.number, next.dealer, detail.cards_each
    );
    if detail.kitty > 0 {
        out.push_str(&format!(
            " and {} face down as the {}",
            detail.kitty, rules.kitty_name
        ));
        if let Some(taker) = rules.kitty_goes_to {
            out.push_str(&format!(" (it goes to {})", taker.describe()));
        }
    }
    out.push_str(".\n");
    if detail.passes.is_empty() {
        out.push_str("No passing this hand.\n");
    } else {
        for pass in &detail.passes {
            let cards = if pass.cards == 1 {
                "1 card".to_string()
            } else {
                format!("{} cards", pass.cards)
            };
            out.push_str(&format!("{} gives {cards} to {}.\n", pass.from, pass.to));
        }
    }
    let lead = &next.first_lead;
    if lead.starts_with("whoever") {
        let mut chars = lead.chars();
        let capital: String = chars
            .next()
            .map(|c| c.to_uppercase().collect::<String>() + chars.as_str())
            .unwrap_or_default();
        out.push_str(&format!("{capital} leads the first trick.\n"));
    } else {
        out.push_str(&format!("{lead} leads the first trick.\n"));
    }
    for reminder in reminders(game, next.phase) {
        out.push_str(&format!("  · {reminder}\n"));
    }
    out
}

/// The rules worth repeating at the start of each hand.
pub fn reminders(game: &Match, phase: Option<u8>) -> Vec<String> {
    let rules = &game.rules;
    let mut list = Vec::new();
    if phase == Some(2) {
        list.push("Phase 2: points taken are subtracted from your score.".to_string());
    }
    if rules.hearts_must_be_broken {
        let queen = if rules.queen_breaks_hearts {
            " (the Q♠ breaks them too)"
        } else {
            ""
        };
        list.push(format!("Hearts may not be led until broken{queen}."));
    } else {
        list.push("Hearts may be led at any time.".to_string());
    }
    if !rules.points_on_first_trick {
        list.push(
            "No penalty cards on the first trick unless a player has nothing else.".to_string(),
        );
    }
    list.extend(rules.reminders.iter().cloned());
    list
}

/// What a recorded hand scored, and what comes next.
pub fn recorded(game: &Match, board: &Scoreboard) -> String {
    let Some(hand) = board.hands.last() else {
        return String::new();
    };
    let mut out = format!(
        "Hand {} recorded: {}.\n",
        hand.number,
        points_words(game, &hand.points)
    );
    let note = hand_note(game, hand);
    if !note.is_empty() {
        out.push_str(&format!("{note}.\n"));
    }
    out.push_str(&format!("Totals: {}.\n", totals_words(game, &board.totals)));
    let previous_phase = hand.phase;
    if game.rules.has_phases() && !board.finished() && previous_phase == Some(1) && board.phase == 2
    {
        out.push_str(
            "Phase 2 starts with the next hand: from now on points taken are subtracted.\n",
        );
    }
    out.push_str(&state_line(game, board));
    out
}

/// What an edit changed: the hand's new points, and the outcome if it moved.
pub fn edited(game: &Match, number: usize, before: &Scoreboard, after: &Scoreboard) -> String {
    let Some(hand) = after.hands.get(number - 1) else {
        return String::new();
    };
    let mut out = format!(
        "Hand {number} re-recorded: {}.\n",
        points_words(game, &hand.points)
    );
    let note = hand_note(game, hand);
    if !note.is_empty() {
        out.push_str(&format!("{note}.\n"));
    }
    let later = after.hands.len() - number;
    if later > 0 {
        let hands = if later == 1 { "hand" } else { "hands" };
        out.push_str(&format!("{later} later {hands} rescored.\n"));
    }
    out.push_str(&format!("Totals: {}.\n", totals_words(game, &after.totals)));
    match (before.winner(), after.winner()) {
        (Some(old), None) => out.push_str(&format!(
            "The match is open again: {} no longer wins.\n",
            game.players[old]
        )),
        (Some(old), Some(new)) if old != new => out.push_str(&format!(
            "The winner is now {} (was {}).\n",
            game.players[new], game.players[old]
        )),
        _ => {}
    }
    out.push_str(&state_line(game, after));
    out
}

/// Each player's points of a hand: "Ann +16, Bob +5, Cas 0, Dee +5".
pub fn points_words(game: &Match, points: &[i64]) -> String {
    let words: Vec<String> = game
        .players
        .iter()
        .zip(points)
        .map(|(name, p)| format!("{name} {}", signed(*p)))
        .collect();
    words.join(", ")
}

/// Each player's total: "Ann 16, Bob 5, Cas 0, Dee 5".
pub fn totals_words(game: &Match, totals: &[i64]) -> String {
    let words: Vec<String> = game
        .players
        .iter()
        .zip(totals)
        .map(|(name, t)| format!("{name} {}", total(*t)))
        .collect();
    words.join(", ")
}
