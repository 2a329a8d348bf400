//! `chart`: each player's running total over the hands, as text for the terminal and as an
//! SVG file.
//!
//! The terminal chart is drawn by hand on a character grid: each player's line is drawn with
//! their own letter, so the lines can be told apart without colour (in a pipe, a log, with
//! `NO_COLOR`, or for a colour-blind reader), which the braille plotting crates cannot do.
//! The SVG (`svg`) is drawn by hand, one template for the page, the report and a file.

pub mod svg;

use crate::core::game::{Match, Scoreboard};
use crate::core::score::Score;
use crate::t;
use crate::view::report::{Points, Seated, StatusReport};
use crate::words::Words;
use anyhow::Result;
use serde::Serialize;
use unicode_width::UnicodeWidthStr;

/// `chart --json`: each player's running total after every scored hand, the figures of
/// `status --json`.
#[derive(Debug, Serialize)]
pub struct ChartData {
    /// The variant's name.
    pub variant: String,
    /// Players in seating order.
    pub players: Vec<String>,
    /// Every scored hand, in order.
    pub hands: Vec<ChartHand>,
}

/// One hand of [`ChartData`].
#[derive(Debug, Serialize)]
pub struct ChartHand {
    /// 1-based hand number.
    pub number: usize,
    /// Each player's total after the hand, in seating order.
    pub totals: Seated<Points>,
}

impl ChartData {
    /// The running totals of `game`.
    pub fn new(game: &Match, board: &Scoreboard) -> ChartData {
        let report = StatusReport::new(game, board);
        ChartData {
            variant: report.variant,
            players: report.players,
            hands: report
                .hands
                .into_iter()
                .map(|hand| ChartHand {
                    number: hand.number,
                    totals: hand.totals,
                })
                .collect(),
        }
    }
}

/// Columns of the plot area, at most.
const WIDTH: usize = 60;
/// Rows of the plot area.
const HEIGHT: usize = 12;

/// Each player's total before the first hand (0, or the chips each starts with) and after
/// every hand; where scores can be
/// complex, the total's magnitude (rounded to a whole number), which is what decides.
fn series(game: &Match, board: &Scoreboard) -> Vec<Vec<i64>> {
    let plotted = |total: Score| {
        if game.rules.complex() {
            total.magnitude().round() as i64
        } else {
            total.re
        }
    };
    let start = game.start_totals();
    (0..game.players.len())
        .map(|seat| {
            std::iter::once(plotted(start[seat]))
                .chain(board.hands.iter().map(|h| plotted(h.totals[seat])))
                .collect()
        })
        .collect()
}

/// The bottom of the chart: 0 or the lowest total below it; in a chips game the lowest
/// chips, so that the lines of 228 and 231 chips do not run together at the top.
fn lowest(game: &Match, lines: &[Vec<i64>]) -> i64 {
    let least = lines.iter().flatten().copied().min().unwrap_or(0);
    if game.rules.chips.is_some() {
        least
    } else {
        least.min(0)
    }
}

/// One character per player: the first letter or digit of each name when those differ,
/// else 1, 2, 3, ….
fn markers(players: &[String]) -> Vec<char> {
    let initials: Vec<Option<char>> = players
        .iter()
        .map(|name| {
            name.chars()
                .find(|c| c.is_alphanumeric())
                .and_then(|c| c.to_uppercase().next())
        })
        .collect();
    let distinct = initials
        .iter()
        .enumerate()
        .all(|(i, c)| c.is_some_and(|c| c != '*' && !initials[..i].contains(&Some(c))));
    if distinct {
        initials.into_iter().flatten().collect()
    } else {
        "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
            .chars()
            .cycle()
            .take(players.len())
            .collect()
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Mark {
    Empty,
    /// A point on a player's line.
    Point(usize),
    /// A vertical stroke joining two points of a player's line.
    Stroke(usize),
    /// Several players' lines meet here.
    Shared,
}

/// The running totals as a chart for the terminal: one line per player drawn with their
/// letter, the y axis labelled with the lowest and highest totals (and the target, marked with
/// a dotted line, when it is in range), the x axis with the hand numbers, and a legend.
/// The legend is broken between its entries to fit `columns` (`None`: one line).
pub fn terminal_chart(
    w: &Words,
    game: &Match,
    board: &Scoreboard,
    columns: Option<usize>,
) -> String {
    let n = board.hands.len();
    if n == 0 {
        return format!("{}\n", t!(w, "chart-empty"));
    }
    let lines = series(game, board);
    let steps = game.rules.lives.is_some();
    let marks = markers(&game.players);
    let low = lowest(game, &lines);
    let mut high = lines.iter().flatten().copied().max().unwrap_or(0);
    if high == low {
        high = low + 1;
    }
    // Hands on whole columns when they fit, else sampled evenly.
    let width = if n < WIDTH {
        n * ((WIDTH - 1) / n) + 1
    } else {
        WIDTH
    };
    let row_of = |value: f64| -> usize {
        let share = (value - low as f64) / (high - low) as f64;
        ((share * (HEIGHT - 1) as f64).round() as usize).min(HEIGHT - 1)
    };
    // Column by column, each column bottom row first.
    let mut grid = vec![vec![Mark::Empty; HEIGHT]; width];
    for (seat, values) in lines.iter().enumerate() {
        let mut previous: Option<usize> = None;
        for (column, cells) in grid.iter_mut().enumerate() {
            let x = column as f64 * n as f64 / (width - 1) as f64;
            let left = (x.floor() as usize).min(n);
            let right = (left + 1).min(n);
            let part = x - left as f64;
            // Lives drop a whole life at a hand: a step, never a slope.
            let value = if steps {
                values[left] as f64
            } else {
                values[left] as f64 * (1.0 - part) + values[right] as f64 * part
            };
            let row = row_of(value);
            let cell = &mut cells[row];
            *cell = match *cell {
                Mark::Empty | Mark::Stroke(_) => Mark::Point(seat),
                Mark::Point(other) if other == seat => Mark::Point(seat),
                _ => Mark::Shared,
            };
            if let Some(before) = previous.filter(|&before| before != row) {
                let (from, to) = if before < row {
                    (before + 1, row)
                } else {
                    (row + 1, before)
                };
                for cell in &mut cells[from..to] {
                    if *cell == Mark::Empty {
                        *cell = Mark::Stroke(seat);
                    }
                }
            }
            previous = Some(row);
        }
    }
    let target = game.target();
    // A chips game has no target: it ends after its hands or when a player has no chips; a
    // lives game ends when one player is left.
    let aims_at_target = game.rules.chips.is_none() && game.rules.lives.is_none();
    let target_row =
        (aims_at_target && (low..=high).contains(&target)).then(|| row_of(target as f64));
    let mut labels = vec![String::new(); HEIGHT];
    // Negative labels with the tables' minus sign, "−" (issue 40, newcomer C5).
    labels[HEIGHT - 1] = crate::words::total(high);
    labels[0] = crate::words::total(low);
    if low < 0 {
        labels[row_of(0.0)] = "0".into();
    }
    if let Some(row) = target_row {
        labels[row] = crate::words::total(target);
    }
    let label_width = labels
        .iter()
        .map(|label| label.chars().count())
        .max()
        .unwrap_or(1);
    let mut out = format!(
        "{}\n",
        if game.rules.complex() {
            t!(
                w,
                "chart-title-magnitude",
                variant = game.rules.variant.as_str(),
                hands = n
            )
        } else if game.rules.lives.is_some() {
            t!(
                w,
                "chart-title-lives",
                variant = game.rules.variant.as_str(),
                hands = n
            )
        } else {
            t!(
                w,
                "chart-title",
                variant = game.rules.variant.as_str(),
                hands = n
            )
        }
    );
    let mut shared_used = false;
    for row in (0..HEIGHT).rev() {
        let label = &labels[row];
        let axis = if label.is_empty() { '│' } else { '┤' };
        out.push_str(&format!("{label:>label_width$} {axis}"));
        let cells: String = grid
            .iter()
            .map(|column| match column[row] {
                Mark::Point(seat) | Mark::Stroke(seat) => marks[seat],
                Mark::Shared => {
                    shared_used = true;
                    '*'
                }
                Mark::Empty if Some(row) == target_row => '·',
                Mark::Empty => ' ',
            })
            .collect();
        out.push_str(cells.trim_end());
        out.push('\n');
    }
    out.push_str(&format!("{:>label_width$} └{}\n", "", "─".repeat(width)));
    let last = n.to_string();
    out.push_str(&format!(
        "{:>label_width$}  0{}{last} {}\n",
        "",
        " ".repeat(width.saturating_sub(1 + last.len())),
        t!(w, "chart-hands", hands = n)
    ));
    let mut legend: Vec<String> = game
        .players
        .iter()
        .zip(&marks)
        .map(|(name, mark)| format!("{mark} {name}"))
        .collect();
    if shared_used {
        legend.push(format!("* {}", t!(w, "chart-several")));
    }
    if target_row.is_some() {
        legend.push(format!(
            "··· {}",
            if game.rules.has_phases() {
                t!(w, "chart-phase", target = crate::words::total(target))
            } else {
                t!(w, "chart-target", target = crate::words::total(target))
            }
        ));
    }
    let room = columns.map_or(usize::MAX, |c| c.saturating_sub(label_width + 2));
    let mut lines: Vec<String> = Vec::new();
    for entry in legend {
        match lines.last_mut() {
            Some(line)
                if UnicodeWidthStr::width(line.as_str())
                    + 3
                    + UnicodeWidthStr::width(entry.as_str())
                    <= room =>
            {
                line.push_str("   ");
                line.push_str(&entry);
            }
            _ => lines.push(entry),
        }
    }
    for line in lines {
        out.push_str(&format!("{:>label_width$}  {line}\n", ""));
    }
    out
}

/// What the SVG says besides the numbers and the names: its title and the words of its two
/// axes, in the table's language.
struct SvgWords {
    title: String,
    hands: String,
    totals: String,
}

fn svg_words(w: &Words, game: &Match) -> SvgWords {
    let (what, axis) = if game.rules.complex() {
        (t!(w, "chart-svg-magnitude"), t!(w, "chart-axis-magnitude"))
    } else if game.rules.lives.is_some() {
        (t!(w, "chart-svg-lives"), t!(w, "chart-axis-lives"))
    } else if game.rules.chips.is_some() {
        (t!(w, "chart-svg-chips"), t!(w, "chart-axis-chips"))
    } else {
        (t!(w, "chart-svg-totals"), t!(w, "chart-axis-total"))
    };
    SvgWords {
        title: format!(
            "{}: {} — {what}",
            game.rules.name_in(w.lang().code()),
            w.and(&game.players)
        ),
        // The word under the terminal chart's hand numbers, for one hand: "hand", "ronde".
        hands: t!(w, "chart-hands", hands = 1),
        totals: axis,
    }
}

/// The running totals as an SVG file (`chart --svg`): a line per player with its marker and
/// name, axes with the hand numbers and the totals, a title; the words in `w`'s language.
pub fn svg(w: &Words, game: &Match, board: &Scoreboard) -> Result<String> {
    Ok(svg::document(w, game, board))
}

/// The points of one player's line: straight from hand to hand, or in steps (lives, which
/// drop a whole life at a hand: level until the hand, then straight down).
fn plotted_points(values: &[i64], steps: bool) -> Vec<(usize, i64)> {
    let mut points = Vec::new();
    for (x, &y) in values.iter().enumerate() {
        if steps && let Some(&(_, before)) = points.last() {
            points.push((x, before));
        }
        points.push((x, y));
    }
    points
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::testkit::{game, input, time};

    fn played() -> Match {
        let mut m = game("hartenjagen", 4);
        for hand in [
            vec![("Ann", "QS 3"), ("Bob", "5"), ("Dee", "rest")],
            vec![("Bob", "rest")],
            vec![("Cas", "QS"), ("Dee", "rest")],
        ] {
            m.record(&input(&m, &hand), time()).unwrap();
        }
        m
    }

    #[test]
    fn the_terminal_chart_draws_every_player_with_a_legend() {
        let m = played();
        let text = terminal_chart(
            &crate::words::Words::new(crate::words::Lang::En),
            &m,
            &m.scoreboard(),
            None,
        );
        for part in ["A Ann", "B Bob", "C Cas", "D Dee", "3 hands", "┤"] {
            assert!(text.contains(part), "{part:?} missing in:\n{text}");
        }
        // Every line starts at 0 on the bottom row and the highest total labels the top row.
        let rows: Vec<&str> = text.lines().collect();
        assert!(rows[1].trim_start().starts_with("44 ┤"), "{text}");
        assert!(rows[HEIGHT].trim_start().starts_with("0 ┤*"), "{text}");
    }

    #[test]
    fn negative_axis_labels_and_the_target_use_the_minus_sign() {
        // Issue 40, newcomer C5: "-500" with an ASCII hyphen where the tables say "−500".
        let mut m = game("gong-zhu", 4);
        m.record(&input(&m, &[("Ann", "QS AH"), ("Bob", "rest")]), time())
            .unwrap();
        let text = terminal_chart(
            &crate::words::Words::new(crate::words::Lang::En),
            &m,
            &m.scoreboard(),
            None,
        );
        assert!(text.contains("−150 ┤"), "{text}");
        assert!(
            text.contains("target −1000") || !text.contains("target"),
            "{text}"
        );
        let hyphen = text
            .char_indices()
            .any(|(at, c)| c == '-' && text[at + 1..].starts_with(|d: char| d.is_ascii_digit()));
        assert!(!hyphen, "{text}");
    }

    #[test]
    fn names_with_the_same_initial_are_numbered() {
        assert_eq!(
            markers(&["Ann".into(), "anna".into(), "Bob".into()]),
            vec!['1', '2', '3']
        );
        assert_eq!(markers(&["=Eve".into(), "Bob".into()]), vec!['E', 'B']);
    }

    #[test]
    fn no_hands_means_no_chart() {
        let m = game("hartenjagen", 4);
        assert!(
            terminal_chart(
                &crate::words::Words::new(crate::words::Lang::En),
                &m,
                &m.scoreboard(),
                None
            )
            .starts_with("No hands yet")
        );
    }

    #[test]
    fn the_svg_names_every_line_at_its_end_and_escapes_the_names() {
        let mut m = played();
        m.players[3] = "D&e <x>".into();
        let text = svg(
            &crate::words::Words::new(crate::words::Lang::En),
            &m,
            &m.scoreboard(),
        )
        .unwrap();
        assert!(text.starts_with("<svg"), "{text}");
        // Each name whole at its line's end (a name of up to 10 characters is not cut).
        for name in ["Ann", "Bob", "Cas", "D&amp;e &lt;x&gt;"] {
            assert!(
                text.contains(&format!("\">{name}</text>")),
                "{name}: {text}"
            );
        }
        assert!(text.contains("D&amp;e &lt;x&gt;"), "{text}");
        assert!(!text.contains("D&e"), "{text}");
    }

    #[test]
    fn the_svg_speaks_the_tables_language_in_every_kind_of_game() {
        let nl = crate::words::Words::new(crate::words::Lang::Nl);
        let en = crate::words::Words::new(crate::words::Lang::En);
        let said = |w: &Words, variant: &str, players: usize| {
            let words = svg_words(w, &game(variant, players));
            (words.title, words.hands, words.totals)
        };
        assert_eq!(
            said(&nl, "hartenjagen", 4),
            (
                "hartenjagen: Ann, Bob, Cas en Dee — stand per ronde".to_string(),
                "ronde".to_string(),
                "stand".to_string()
            )
        );
        assert_eq!(
            said(&en, "hartenjagen", 4),
            (
                "hartenjagen: Ann, Bob, Cas and Dee — running totals".to_string(),
                "hand".to_string(),
                "total".to_string()
            )
        );
        for (variant, players, english, dutch) in [
            (
                "complex",
                4,
                ("magnitude of the totals", "magnitude"),
                ("grootte van de stand", "grootte"),
            ),
            (
                "conquimbert",
                4,
                ("lives left", "lives"),
                ("levens over", "levens"),
            ),
            ("reversis", 4, ("chips", "chips"), ("fiches", "fiches")),
        ] {
            let (title, _, axis) = said(&en, variant, players);
            assert!(title.ends_with(&format!(" — {}", english.0)), "{title}");
            assert_eq!(axis, english.1);
            let (title, hands, axis) = said(&nl, variant, players);
            assert!(title.ends_with(&format!(" — {}", dutch.0)), "{title}");
            assert_eq!((hands.as_str(), axis.as_str()), ("ronde", dutch.1));
        }
        let m = played();
        let text = svg(&nl, &m, &m.scoreboard()).unwrap();
        for words in [
            "hartenjagen: Ann, Bob, Cas en Dee — stand per ronde",
            "ronde",
            "stand",
            "eindpunt 100",
        ] {
            assert!(
                text.contains(&format!(">{words}</text>")),
                "{words:?} missing in:\n{text}"
            );
        }
        assert!(!text.contains("running totals"), "{text}");
    }

    #[test]
    fn lives_are_drawn_as_steps_level_until_the_hand_then_straight_down() {
        assert_eq!(
            plotted_points(&[3, 2, 2, 1], true),
            vec![(0, 3), (1, 3), (1, 2), (2, 2), (2, 2), (3, 2), (3, 1)]
        );
        assert_eq!(plotted_points(&[3, 2], false), vec![(0, 3), (1, 2)]);
    }

    #[test]
    fn a_chips_chart_starts_at_the_lowest_chips_not_at_zero() {
        let mut m = game("reversis", 4);
        let hand = input(
            &m,
            &[
                ("Ann", "tricks:3 AS KS"),
                ("Bob", "tricks:3 QS"),
                ("Cas", "tricks:2 AH AD"),
                ("Dee", "rest"),
            ],
        );
        m.record(&hand, time()).unwrap();
        let words = crate::words::Words::new(crate::words::Lang::En);
        let chart = terminal_chart(&words, &m, &m.scoreboard(), None);
        assert!(chart.contains("215 ┤"), "{chart}");
        assert!(!chart.contains("  0 ┤"), "{chart}");
    }
}
