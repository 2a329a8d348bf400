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
pub fn total(points: i64) -> String {
    if points < 0 {
        format!("−{}", points.unsigned_abs())
    } else {
        points.to_string()
    }
}

/// How wide a screen is: the terminal's width on a terminal, else `COLUMNS` when it is set;
/// `None` when nothing limits the width (a pipe, a file) or the full layout was asked for.
pub type Width = Option<usize>;

/// The standings table: one row per hand with each player's running total and the hand's
/// points, then the totals with the leader marked. Within `width` it takes the first layout
/// that fits without breaking a cell: the full table; the full table with the notes (moons,
/// reneges) below it; the compact table (names cut to their shortest unique prefix of at least
/// three letters, each hand's points only). Unlimited, it is the full table.
pub fn standings_table(
    report: &StatusReport,
    game: &Match,
    board: &Scoreboard,
    width: Width,
) -> String {
    let title = title(game, width);
    let notes: Vec<String> = board
        .hands
        .iter()
        .filter_map(|hand| {
            let note = hand_note(game, hand);
            (!note.is_empty()).then(|| format!("Hand {}: {note}.", hand.number))
        })
        .collect();
    let Some(width) = width else {
        return format!("{title}\n{}\n", full_table(report, game, board, true));
    };
    let below = || wrap(&notes.join("\n"), Some(width));
    let fits = |table: &str| {
        table
            .lines()
            .all(|l| console::measure_text_width(l) <= width)
    };
    let inline = full_table(report, game, board, true);
    if fits(&inline) {
        return format!("{title}\n{inline}\n");
    }
    let full = full_table(report, game, board, false);
    let table = if fits(&full) {
        full
    } else {
        [(1, 1), (1, 0)]
            .into_iter()
            .map(|padding| compact_table(report, game, board, padding, None))
            .find(|compact| fits(compact))
            .unwrap_or_else(|| compact_table(report, game, board, (1, 0), Some(width)))
    };
    format!("{title}\n{table}\n{}", below())
}

/// The title above the standings: the game, the players and the target; the players as a count
/// where their names would not fit.
fn title(game: &Match, width: Width) -> String {
    let long = format!(
        "{} — {} ({})",
        game.rules.variant,
        join_words(&game.players),
        target_words(game)
    );
    match width {
        Some(width) if console::measure_text_width(&long) > width => wrap(
            &format!(
                "{} — {} players ({})",
                game.rules.variant,
                game.players.len(),
                target_words(game)
            ),
            Some(width),
        )
        .trim_end()
        .to_string(),
        _ => long,
    }
}

/// Whether the Pass column says anything: not in a game that never passes (unless the table
/// passed anyway).
fn shows_pass(game: &Match, board: &Scoreboard) -> bool {
    game.rules.pass_cycle.iter().any(|&p| p != PassDir::Hold)
        || board.hands.iter().any(|h| h.pass != PassDir::Hold)
}

fn full_table(
    report: &StatusReport,
    game: &Match,
    board: &Scoreboard,
    notes_inline: bool,
) -> String {
    let phased = game.rules.has_phases();
    let pass = shows_pass(game, board);
    let mut table = Table::new();
    table
        .load_style(presets::UTF8_FULL_CONDENSED)
        .set_content_arrangement(ContentArrangement::Disabled);
    let mut header = vec![Cell::new("Hand"), Cell::new("Dealer")];
    if pass {
        header.push(Cell::new("Pass"));
    }
    if phased {
        header.push(Cell::new("Phase"));
    }
    header.extend(report.players.iter().map(Cell::new));
    if notes_inline {
        header.push(Cell::new("Notes"));
    }
    table.set_header(header);
    for (hand, scored) in report.hands.iter().zip(&board.hands) {
        let mut row = vec![Cell::new(hand.number), Cell::new(&hand.dealer)];
        if pass {
            row.push(Cell::new(hand.pass.as_str()));
        }
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
        if notes_inline {
            row.push(Cell::new(hand_note(game, scored)));
        }
        table.add_row(row);
    }
    let mut last = vec![Cell::new("Total"), Cell::new("")];
    if pass {
        last.push(Cell::new(""));
    }
    if phased {
        last.push(Cell::new(
            report.phase.map_or(String::new(), |p| p.to_string()),
        ));
    }
    last.extend(total_cells(report, game, board, " ★"));
    if notes_inline {
        last.push(Cell::new(""));
    }
    table.add_row(last);
    table.to_string()
}

/// The totals row's cells, the leader marked.
fn total_cells(report: &StatusReport, game: &Match, board: &Scoreboard, mark: &str) -> Vec<Cell> {
    let leaders = leaders(game, board);
    report
        .totals
        .0
        .iter()
        .enumerate()
        .map(|(seat, (_, points))| {
            let mark = if leaders.contains(&seat) && !board.hands.is_empty() {
                mark
            } else {
                ""
            };
            Cell::new(format!("{}{mark}", total(*points))).set_alignment(CellAlignment::Right)
        })
        .collect()
}

/// The compact table: each hand's points only, under each name's shortest unique prefix, with
/// `padding` (left, right) in each cell. `squeeze` lets comfy-table wrap cells to that width as
/// a last resort.
fn compact_table(
    report: &StatusReport,
    game: &Match,
    board: &Scoreboard,
    padding: (u16, u16),
    squeeze: Option<usize>,
) -> String {
    let phased = game.rules.has_phases();
    let mut table = Table::new();
    table.load_style(presets::UTF8_FULL_CONDENSED);
    match squeeze {
        Some(width) => {
            table
                .set_content_arrangement(ContentArrangement::Dynamic)
                .set_width(u16::try_from(width).unwrap_or(u16::MAX));
        }
        None => {
            table.set_content_arrangement(ContentArrangement::Disabled);
        }
    }
    let right = |text: String| Cell::new(text).set_alignment(CellAlignment::Right);
    let mut header = vec![Cell::new("Hand")];
    if phased {
        header.push(Cell::new("Phase"));
    }
    header.extend(short_names(&game.players).into_iter().map(right));
    table.set_header(header);
    for hand in &report.hands {
        let mut row = vec![right(hand.number.to_string())];
        if phased {
            row.push(right(hand.phase.map_or(String::new(), |p| p.to_string())));
        }
        row.extend(hand.points.0.iter().map(|(_, p)| right(signed(*p))));
        table.add_row(row);
    }
    let mut last = vec![Cell::new("Total")];
    if phased {
        last.push(right(report.phase.map_or(String::new(), |p| p.to_string())));
    }
    last.extend(total_cells(report, game, board, "★"));
    table.add_row(last);
    for column in table.column_iter_mut() {
        column.set_padding(padding);
    }
    table.to_string()
}

/// Each name cut to its shortest prefix of at least three letters that no other name starts
/// with (in any case); a name that is a prefix of another stays whole.
pub fn short_names(players: &[String]) -> Vec<String> {
    let folded: Vec<Vec<char>> = players
        .iter()
        .map(|p| p.to_lowercase().chars().collect())
        .collect();
    players
        .iter()
        .enumerate()
        .map(|(seat, name)| {
            let chars: Vec<char> = name.chars().collect();
            let unique = (3..=chars.len()).find(|&len| {
                folded.iter().enumerate().all(|(other, o)| {
                    other == seat || o.len() < len || o[..len] != folded[seat][..len]
                })
            });
            chars[..unique.unwrap_or(chars.len()).min(chars.len())]
                .iter()
                .collect()
        })
        .collect()
}

/// Wraps every line of `text` to `width` at spaces, keeping a line's leading indent (and the
/// "· " of a reminder) for its continuation lines; unlimited, the text is left as it is. Every
/// line ends with a newline.
pub fn wrap(text: &str, width: Width) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let Some(width) = width else {
            out.push_str(line);
            out.push('\n');
            continue;
        };
        let indent: String = line.chars().take_while(|c| *c == ' ').collect();
        let hanging = if line[indent.len()..].starts_with("· ") {
            format!("{indent}  ")
        } else {
            indent.clone()
        };
        let options = textwrap::Options::new(width.max(20))
            .subsequent_indent(&hanging)
            .break_words(false);
        for part in textwrap::wrap(line, options) {
            out.push_str(&part);
            out.push('\n');
        }
    }
    out
}

/// The standings table followed by what happens next.
pub fn standings(report: &StatusReport, game: &Match, board: &Scoreboard, width: Width) -> String {
    let mut out = standings_table(report, game, board, width);
    out.push_str(&wrap(&state_line(game, board), width));
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
    if detail.passes.is_empty() && rules.pass_cycle.iter().all(|&p| p == PassDir::Hold) {
        out.push_str("No passing in this game.\n");
    } else if detail.passes.is_empty() {
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
    list.push(format!("{}.", first_trick_words(rules)));
    list.extend(rules.reminders.iter().cloned());
    list
}

/// What may be played to the first trick, as one sentence without its full stop: "No hearts
/// and no Q♠ on the first trick unless a player has nothing else" (the other scoring cards,
/// such as Black Maria's K♠ and A♠, may be played), or that points may be played to it.
pub fn first_trick_words(rules: &crate::core::variant::Rules) -> String {
    let queen = rules.value(crate::core::cards::Card::QUEEN_OF_SPADES) > 0;
    match (rules.points_on_first_trick, queen) {
        (true, _) => "Points may be played to the first trick".into(),
        (false, true) => {
            "No hearts and no Q♠ on the first trick unless a player has nothing else".into()
        }
        (false, false) => "No hearts on the first trick unless a player has nothing else".into(),
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::properties::{record_typed, typed_hand};
    use crate::core::testkit::game;

    const LONG_NAMES: [&str; 11] = [
        "Alexander",
        "Bernadette",
        "Christiaan",
        "Dominique",
        "Evelien",
        "Frederique",
        "Gijsbert",
        "Hendrika",
        "Ingeborg",
        "Johannes",
        "Katharina",
    ];

    /// A match of `variant` for `players` with a dozen hands (fewer if it ends sooner), its
    /// players renamed to long Dutch names.
    fn played(variant: &str, players: usize) -> (Match, Scoreboard) {
        let mut m = game(variant, players);
        for hand in 0..12 {
            let owners = [hand, hand + 1, hand + 3];
            let typed = typed_hand(&m.rules, &owners, true);
            if record_typed(&mut m, &typed).is_err() {
                break;
            }
        }
        m.players = LONG_NAMES[..players]
            .iter()
            .map(|n| n.to_string())
            .collect();
        let board = m.scoreboard();
        (m, board)
    }

    fn every_line_fits(text: &str, width: usize) {
        for line in text.lines() {
            assert!(
                console::measure_text_width(line) <= width,
                "{} columns: {line}\n{text}",
                console::measure_text_width(line)
            );
        }
    }

    #[test]
    fn standings_fit_80_columns_for_every_table_size_from_2_to_11() {
        let tables = [("two-player", 2)]
            .into_iter()
            .chain((3..=7).map(|n| ("hearts", n)))
            .chain((6..=11).map(|n| ("cancellation", n)));
        for (variant, players) in tables {
            let (m, board) = played(variant, players);
            assert!(board.hands.len() >= 3, "{variant} for {players}");
            let report = StatusReport::new(&m, &board);
            let text = standings(&report, &m, &board, Some(80));
            every_line_fits(&text, 80);
            // No header is broken: the header row holds every name whole, or its short form.
            let header = text.lines().nth(2).unwrap_or_default();
            for name in short_names(&m.players) {
                assert!(header.contains(&name), "{name} in {header}\n{text}");
            }
            assert!(header.contains("Hand"), "{text}");
            assert_eq!(
                text.lines().filter(|l| l.contains("Total")).count(),
                1,
                "{text}"
            );
        }
    }

    #[test]
    fn the_full_table_moves_its_notes_below_then_turns_compact_when_it_does_not_fit() {
        let (m, board) = played("hearts", 4);
        let report = StatusReport::new(&m, &board);
        let wide = standings_table(&report, &m, &board, None);
        assert!(wide.contains("Dealer") && wide.contains("Pass"), "{wide}");
        assert!(wide.lines().any(|l| console::measure_text_width(l) > 80));
        let (m, board) = played("cancellation", 11);
        let report = StatusReport::new(&m, &board);
        let compact = standings_table(&report, &m, &board, Some(80));
        assert!(!compact.contains("Dealer"), "{compact}");
        assert!(compact.contains(" Ale ┆ Ber ┆ Chr ┆"), "{compact}");
        assert!(
            compact.starts_with("cancellation — 11 players (to "),
            "{compact}"
        );
    }

    #[test]
    fn names_are_cut_to_their_shortest_unique_prefix_of_three_letters_or_more() {
        let names =
            |list: &[&str]| short_names(&list.iter().map(|n| n.to_string()).collect::<Vec<_>>());
        assert_eq!(
            names(&["Alexander", "Alexia", "Bo"]),
            ["Alexa", "Alexi", "Bo"]
        );
        assert_eq!(names(&["Ann", "Anna", "bob"]), ["Ann", "Anna", "bob"]);
        assert_eq!(names(&["Sanne", "sander", "Daan"]), ["Sann", "sand", "Daa"]);
    }

    #[test]
    fn a_game_that_never_passes_has_no_pass_column_and_says_so_in_the_banner() {
        let (m, board) = played("no-pass", 4);
        let report = StatusReport::new(&m, &board);
        let text = standings_table(&report, &m, &board, None);
        assert!(!text.contains("Pass"), "{text}");
        assert!(!text.contains("hold"), "{text}");
        let mut m = game("no-pass", 4);
        m.players = LONG_NAMES[..4].iter().map(|n| n.to_string()).collect();
        let board = m.scoreboard();
        let detail = NextDetail::new(&m, &board).unwrap();
        assert!(banner(&m, &detail).contains("No passing in this game."));
    }

    #[test]
    fn long_lines_wrap_at_spaces_and_reminders_keep_their_indent() {
        let text = wrap(
            "  · A very long reminder that goes on and on about what the table must remember at every hand.",
            Some(40),
        );
        assert_eq!(
            text,
            "  · A very long reminder that goes on\n    and on about what the table must\n    remember at every hand.\n"
        );
        assert_eq!(wrap("short\n", None), "short\n");
    }

    #[test]
    fn black_maria_bars_only_hearts_and_the_queen_of_spades_from_the_first_trick() {
        let m = game("black-maria", 4);
        let board = m.scoreboard();
        let detail = NextDetail::new(&m, &board).unwrap();
        let text = banner(&m, &detail);
        assert!(
            text.contains(
                "  · No hearts and no Q♠ on the first trick unless a player has nothing else.\n"
            ),
            "{text}"
        );
        let rules = crate::ui::rules::describe(&m.variant);
        assert!(
            rules.contains("no hearts and no Q♠ on the first trick"),
            "{rules}"
        );
    }

    #[test]
    fn a_game_that_allows_points_on_the_first_trick_says_so_in_one_line() {
        let m = game("plain-hearts", 4);
        let rules = crate::ui::rules::describe(&m.variant);
        assert!(
            rules.contains("points may be played to the first trick"),
            "{rules}"
        );
        let detail = NextDetail::new(&m, &m.scoreboard()).unwrap();
        assert!(banner(&m, &detail).contains("  · Points may be played to the first trick.\n"));
    }
}
