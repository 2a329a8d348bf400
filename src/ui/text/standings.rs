//! The standings: the table of every hand's points and running totals, in the first layout
//! that fits the screen, with its title and the line of what happens next below it.

use crate::core::game::{Match, Scoreboard};
use crate::t;
use crate::ui::report::StatusReport;
use crate::ui::width::{Width, wrap};
use crate::view::text::{
    hand_note, last_card_points, leaders, short_names, shows_pass, state_line, title,
};
use crate::words::{Words, pass_name, signed, total};
use comfy_table::{Cell, CellAlignment, ContentArrangement};

/// The standings table: one row per hand with each player's running total and the hand's
/// points, then the totals with the leader marked. Within `width` it takes the first layout
/// that fits without breaking a cell: the full table; the full table with the notes (moons,
/// reneges) below it; the compact table (names cut to their shortest unique prefix of at least
/// three letters, each hand's points only). Unlimited, it is the full table.
pub fn standings_table(
    w: &Words,
    report: &StatusReport,
    game: &Match,
    board: &Scoreboard,
    width: Width,
) -> String {
    let title = title(w, game, width);
    let notes: Vec<String> = board
        .hands
        .iter()
        .filter_map(|hand| {
            let note = hand_note(w, game, hand);
            (!note.is_empty()).then(|| t!(w, "note-hand", number = hand.number, note = note))
        })
        .collect();
    let Some(width) = width else {
        return format!("{title}\n{}\n", full_table(w, report, game, board, true));
    };
    let below = || wrap(&notes.join("\n"), Some(width));
    let fits = |table: &str| {
        table
            .lines()
            .all(|l| console::measure_text_width(l) <= width)
    };
    let inline = full_table(w, report, game, board, true);
    if fits(&inline) {
        return format!("{title}\n{inline}\n");
    }
    let full = full_table(w, report, game, board, false);
    let table = if fits(&full) {
        full
    } else {
        [(1, 1), (1, 0)]
            .into_iter()
            .map(|padding| compact_table(w, report, game, board, padding, None))
            .find(|compact| fits(compact))
            .unwrap_or_else(|| compact_table(w, report, game, board, (1, 0), Some(width)))
    };
    format!("{title}\n{table}\n{}", below())
}

fn full_table(
    w: &Words,
    report: &StatusReport,
    game: &Match,
    board: &Scoreboard,
    notes_inline: bool,
) -> String {
    let phased = game.rules.has_phases();
    let pass = shows_pass(game, board);
    let mut table = crate::ui::table::framed(ContentArrangement::Disabled);
    let mut header = vec![Cell::new(t!(w, "col-hand")), Cell::new(t!(w, "col-dealer"))];
    if pass {
        header.push(Cell::new(t!(w, "col-pass")));
    }
    if phased {
        header.push(Cell::new(t!(w, "col-phase")));
    }
    header.extend(report.players.iter().map(Cell::new));
    if notes_inline {
        header.push(Cell::new(t!(w, "col-notes")));
    }
    table.set_header(header);
    for (hand, scored) in report.hands.iter().zip(&board.hands) {
        let mut row = vec![Cell::new(hand.number), Cell::new(&hand.dealer)];
        if pass {
            row.push(Cell::new(pass_name(w, hand.pass)));
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
            row.push(Cell::new(hand_note(w, game, scored)));
        }
        table.add_row(row);
    }
    let mut last = vec![Cell::new(t!(w, "row-total")), Cell::new("")];
    if pass {
        last.push(Cell::new(""));
    }
    // The Total row has no phase of its own (the line below the table says the next hand's),
    // as on the page (issue 40, browser F15).
    if phased {
        last.push(Cell::new(""));
    }
    last.extend(total_cells(report, game, board, " ★"));
    if notes_inline {
        last.push(Cell::new(""));
    }
    table.add_row(last);
    if game.rules.complex() {
        let mut row = vec![Cell::new(t!(w, "row-magnitude")), Cell::new("")];
        row.extend(std::iter::repeat_n(
            Cell::new(""),
            usize::from(pass) + usize::from(phased),
        ));
        row.extend(magnitude_cells(w, board));
        if notes_inline {
            row.push(Cell::new(""));
        }
        table.add_row(row);
    }
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

/// Each total's magnitude √(a²+b²), what decides in Complex Hearts: "26.7" ("26,7").
fn magnitude_cells(w: &Words, board: &Scoreboard) -> Vec<Cell> {
    board
        .totals
        .iter()
        .map(|t| Cell::new(w.decimal(t.magnitude(), 1)).set_alignment(CellAlignment::Right))
        .collect()
}

/// The compact table: each hand's points only, under each name's shortest unique prefix, with
/// `padding` (left, right) in each cell. `squeeze` lets comfy-table wrap cells to that width as
/// a last resort.
fn compact_table(
    w: &Words,
    report: &StatusReport,
    game: &Match,
    board: &Scoreboard,
    padding: (u16, u16),
    squeeze: Option<usize>,
) -> String {
    let phased = game.rules.has_phases();
    let mut table = match squeeze {
        Some(width) => {
            let mut table = crate::ui::table::framed(ContentArrangement::Dynamic);
            table.set_width(u16::try_from(width).unwrap_or(u16::MAX));
            table
        }
        None => crate::ui::table::framed(ContentArrangement::Disabled),
    };
    let right = |text: String| Cell::new(text).set_alignment(CellAlignment::Right);
    let mut header = vec![Cell::new(t!(w, "col-hand"))];
    if phased {
        header.push(Cell::new(t!(w, "col-phase")));
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
    let mut last = vec![Cell::new(t!(w, "row-total"))];
    if phased {
        last.push(Cell::new(""));
    }
    last.extend(total_cells(report, game, board, "★"));
    table.add_row(last);
    if game.rules.complex() {
        let mut row = vec![Cell::new(t!(w, "row-magnitude"))];
        if phased {
            row.push(Cell::new(""));
        }
        row.extend(magnitude_cells(w, board));
        table.add_row(row);
    }
    for column in table.column_iter_mut() {
        column.set_padding(padding);
    }
    table.to_string()
}

/// The standings table followed by what happens next.
pub fn standings(
    w: &Words,
    report: &StatusReport,
    game: &Match,
    board: &Scoreboard,
    width: Width,
) -> String {
    let mut out = standings_table(w, report, game, board, width);
    // Conquimbert's and Reversis' card points, which decided the last hand's lives or Party.
    if let Some(points) = last_card_points(w, game, board) {
        out.push_str(&wrap(&format!("{points}\n"), width));
    }
    out.push_str(&wrap(&state_line(w, game, board), width));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::properties::{record_typed, typed_hand};
    use crate::core::testkit::game;
    use crate::ui::report::NextDetail;
    use crate::ui::text::banner;

    fn en() -> crate::words::Words {
        crate::words::Words::new(crate::words::Lang::En)
    }

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
            let text = standings(&en(), &report, &m, &board, Some(80));
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
        let wide = standings_table(&en(), &report, &m, &board, None);
        assert!(wide.contains("Dealer") && wide.contains("Pass"), "{wide}");
        assert!(wide.lines().any(|l| console::measure_text_width(l) > 80));
        let (m, board) = played("cancellation", 11);
        let report = StatusReport::new(&m, &board);
        let compact = standings_table(&en(), &report, &m, &board, Some(80));
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
    fn the_total_row_of_a_game_with_phases_leaves_the_phase_column_empty() {
        // Issue 40, browser F15: heart-hunter's Total row printed "2" under Phase.
        let (m, board) = played("heart-hunter", 4);
        let report = StatusReport::new(&m, &board);
        for width in [None, Some(40)] {
            let text = standings_table(&en(), &report, &m, &board, width);
            let cells = |line: &str| -> Vec<String> {
                line.split(['│', '┆', '|'])
                    .map(|c| c.trim().to_string())
                    .collect()
            };
            let header = text
                .lines()
                .find(|l| l.contains("Phase"))
                .expect("a Phase column");
            let at = cells(header)
                .iter()
                .position(|c| c == "Phase")
                .expect(&text);
            let total = text
                .lines()
                .find(|l| l.contains("Total"))
                .expect("a Total row");
            assert_eq!(cells(total)[at], "", "{text}");
        }
    }

    #[test]
    fn a_game_that_never_passes_has_no_pass_column_and_says_so_in_the_banner() {
        let (m, board) = played("no-pass", 4);
        let report = StatusReport::new(&m, &board);
        let text = standings_table(&en(), &report, &m, &board, None);
        assert!(!text.contains("Pass"), "{text}");
        assert!(!text.contains("hold"), "{text}");
        let mut m = game("no-pass", 4);
        m.players = LONG_NAMES[..4].iter().map(|n| n.to_string()).collect();
        let board = m.scoreboard();
        let detail = NextDetail::new(&m, &board).unwrap();
        assert!(banner(&en(), &m, &detail).contains("No passing in this game."));
    }
}
