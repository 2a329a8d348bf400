//! The chart's SVG, pinned: its colours, its lines at their true values, the dashes where
//! they run together, the target, the end labels and the file.

use super::draw::{UNITS, num};
use super::marks::ON_WHITE;
use super::plot::{LABEL_GAP, NOMINAL_HEIGHT, Plot, end_names, nice_step};
use super::*;
use crate::core::testkit::{game, input, time};
use crate::words::Lang;

/// The contrast ratio of two colours (WCAG 2).
fn contrast(a: &str, b: &str) -> f64 {
    let luminance = |hex: &str| {
        let channel = |i: usize| {
            let c = f64::from(u8::from_str_radix(&hex[i..i + 2], 16).unwrap()) / 255.0;
            if c <= 0.039_28 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
    };
    let (x, y) = (luminance(a), luminance(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

#[test]
fn every_line_colour_reads_on_its_background() {
    for colour in ON_WHITE {
        assert!(contrast(colour, "#ffffff") >= 4.5, "{colour} on white");
    }
    for colour in ON_BLACK {
        assert!(contrast(colour, "#161616") >= 4.5, "{colour} on the page");
    }
}

fn played(variant: &str, players: usize, hands: &[&[(&str, &str)]]) -> Match {
    let mut m = game(variant, players);
    for hand in hands {
        m.record(&input(&m, hand), time()).expect("a hand");
    }
    m
}

#[test]
fn the_chart_is_sized_by_its_page_and_draws_a_line_a_marker_and_a_name_per_player() {
    let m = played(
        "hartenjagen",
        4,
        &[
            &[("Ann", "QS 3"), ("Bob", "5"), ("Dee", "rest")],
            &[("Bob", "rest")],
        ],
    );
    let svg = plot(&Words::new(Lang::En), &m, &m.scoreboard());
    assert!(svg.starts_with("<svg class=\"hj-chart\""), "{svg}");
    assert!(!svg.contains("viewBox=\"0 0 900"), "no fixed size: {svg}");
    // A whole line per player (besides the dashes where lines run together).
    assert_eq!(
        svg.matches("<polyline").count() - svg.matches(" shared\"").count(),
        4
    );
    for name in ["Ann", "Bob", "Cas", "Dee"] {
        assert!(svg.contains(&format!("\">{name}</text>")), "{name}: {svg}");
    }
    for seat in 0..4 {
        assert!(svg.contains(&format!("href=\"#hj-m{seat}\" x=\"100%\"")));
    }
    // Every text is sized in em: none has a size of its own.
    assert!(!svg.contains("font-size"), "{svg}");
    // The target, 100, as a dashed line with its label; the top of the plot is the target.
    assert!(svg.contains(">target 100</text>"), "{svg}");
    assert!(svg.contains("<line class=\"target\" x1=\"0\" x2=\"100%\" y1=\"0%\""));
}

#[test]
fn a_club_tables_chart_draws_no_target_for_it_plays_a_number_of_hands() {
    let options = crate::core::game::MatchOptions {
        hands: Some(4),
        club: true,
        ..Default::default()
    };
    let m = crate::core::testkit::game_with("hartenjagen", 4, options.clone());
    let svg = plot_of(&m);
    assert!(!svg.contains("class=\"target\""), "{svg}");
    let phases = crate::core::testkit::game_with("heart-hunter", 3, options);
    assert!(
        Plot::new(&Words::new(Lang::En), &phases, &phases.scoreboard())
            .target
            .is_some()
    );
}

#[test]
fn lives_step_down_from_the_lives_each_starts_with() {
    let m = played("conquimbert", 4, &[]);
    let plot = Plot::new(&Words::new(Lang::En), &m, &m.scoreboard());
    assert!(plot.steps);
    assert!(plot.target.is_none(), "a lives game has no target");
    assert_eq!(plot.low, 0);
    let svg = plot_of(&m);
    assert!(svg.contains(">lives</text>"), "{svg}");
}

/// The points of each `<polyline>` that draws a whole line, as (across, down) pairs.
fn polylines(svg: &str) -> Vec<Vec<(f64, f64)>> {
    svg.lines()
        .filter(|line| line.starts_with("<polyline") && !line.contains("shared"))
        .map(|line| {
            let points = line
                .split("points=\"")
                .nth(1)
                .unwrap()
                .trim_end_matches("\"/>");
            points
                .split(' ')
                .map(|pair| {
                    let (x, y) = pair.split_once(',').unwrap();
                    (x.parse().unwrap(), y.parse().unwrap())
                })
                .collect()
        })
        .collect()
}

#[test]
fn every_line_is_drawn_at_its_true_values_with_eleven_players() {
    let m = played(
        "cancellation",
        11,
        &[
            &[("Ann", "QS 5"), ("Dee", "6"), ("Fay", "rest")],
            &[("Bob", "QS QS 20"), ("Kim", "rest")],
        ],
    );
    let plot = Plot::new(&Words::new(Lang::En), &m, &m.scoreboard());
    let svg = plot_of(&m);
    let lines = polylines(&svg);
    assert_eq!(lines.len(), 11, "{svg}");
    for (seat, line) in lines.iter().enumerate() {
        for (hand, &(_, down)) in line.iter().enumerate() {
            let value = plot.lines[seat][hand] as f64;
            let exact = plot.down(value) * UNITS / 100.0;
            assert!(
                (down - exact).abs() < 0.01,
                "seat {seat}, hand {hand}: {value} drawn at {down}, not {exact}"
            );
        }
    }
    // Everyone starts at 0: every line at the bottom of the plot.
    assert!(lines.iter().all(|line| line[0].1 == UNITS), "{lines:?}");
}

#[test]
fn lines_that_run_together_are_dashed_in_each_colour_in_turn() {
    // Ann shot the moon: Bob, Cas and Dee run together from 0 to 26.
    let m = played("hartenjagen", 4, &[&[("Ann", "rest")]]);
    let svg = plot_of(&m);
    let shared: Vec<&str> = svg.lines().filter(|l| l.contains(" shared\"")).collect();
    assert_eq!(shared.len(), 3, "{svg}");
    for (i, seat) in [1, 2, 3].into_iter().enumerate() {
        let line = shared[i];
        assert!(
            line.starts_with(&format!("<polyline class=\"c{seat} shared\"")),
            "{line}"
        );
        assert!(line.contains("stroke-dasharray=\"14 28\""), "{line}");
        let offset = format!("stroke-dashoffset=\"{}\"", num(-14.0 * i as f64));
        assert!(line.contains(&offset), "{line}");
    }
    // Ann's line, alone, is drawn once.
    assert!(!svg.contains("c0 shared"), "{svg}");
    // One stretch, drawn three times.
    let plot = Plot::new(&Words::new(Lang::En), &m, &m.scoreboard());
    assert_eq!(plot.shared().len(), 1);
}

#[test]
fn a_target_at_the_bottom_is_labelled_above_its_line_with_a_minus_sign() {
    let m = played("gong-zhu", 4, &[]);
    let svg = plot_of(&m);
    let label = svg
        .lines()
        .find(|l| l.contains("target-label"))
        .expect("the target's label");
    assert!(label.contains(">target −1000</text>"), "{label}");
    assert!(label.contains("dy=\"-0.45em\""), "above the line: {label}");
    let nl = plot(&Words::new(Lang::Nl), &m, &m.scoreboard());
    assert!(nl.contains(">eindpunt −1000</text>"), "{nl}");
    // A target at the top keeps its label under the line.
    let top = plot_of(&played("hartenjagen", 4, &[]));
    assert!(top.contains("dy=\"1.15em\">target 100</text>"), "{top}");
}

#[test]
fn end_labels_show_short_names_whole_and_cut_long_ones_with_an_ellipsis() {
    let names = |list: &[&str]| end_names(&list.iter().map(|n| n.to_string()).collect::<Vec<_>>());
    assert_eq!(
        names(&["Oma", "Opa", "Ans", "Kees"]),
        ["Oma", "Opa", "Ans", "Kees"]
    );
    assert_eq!(
        names(&["Frederique", "Grootmoeder", "Grootvader Jan"]),
        ["Frederique", "Grootmoed…", "Grootvade…"]
    );
    assert_eq!(
        names(&["Bartholomeus1", "Bartholomeus2"]),
        ["Bartholomeus1", "Bartholomeus2"]
    );
}

fn plot_of(m: &Match) -> String {
    plot(&Words::new(Lang::En), m, &m.scoreboard())
}

#[test]
fn end_labels_are_moved_apart_to_be_read_and_stay_near_their_lines() {
    let m = played("hartenjagen", 4, &[&[("Ann", "rest")]]);
    let plot = Plot::new(&Words::new(Lang::En), &m, &m.scoreboard());
    // Ann shot the moon: Bob, Cas and Dee all end at 26.
    let offsets = plot.end_offsets();
    let ends: Vec<f64> = (0..4)
        .map(|s| {
            plot.down(*plot.lines[s].last().unwrap() as f64) / 100.0 * NOMINAL_HEIGHT + offsets[s]
        })
        .collect();
    for a in 0..4 {
        for b in a + 1..4 {
            assert!((ends[a] - ends[b]).abs() >= LABEL_GAP - 1e-9, "{ends:?}");
        }
    }
    assert!(
        offsets.iter().all(|o| o.abs() <= 3.0 * LABEL_GAP),
        "{offsets:?}"
    );
}

#[test]
fn the_steps_are_round_numbers() {
    assert_eq!(nice_step(100, 6), 20);
    assert_eq!(nice_step(276, 6), 50);
    assert_eq!(nice_step(26, 6), 5);
    assert_eq!(nice_step(3, 6), 1);
    assert_eq!(nice_step(30, 4), 10);
    assert_eq!(num(12.5), "12.5");
    assert_eq!(num(100.0), "100");
    assert_eq!(num(-0.001), "0");
}

#[test]
fn the_file_has_a_title_and_a_white_background() {
    let m = played("hartenjagen", 4, &[&[("Ann", "QS 3"), ("Dee", "rest")]]);
    let svg = document(&Words::new(Lang::Nl), &m, &m.scoreboard());
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"900\""));
    assert!(svg.contains("fill=\"#fff\""));
    // The names listed as a sentence lists them (the Dutch review, §4).
    assert!(svg.contains(">hartenjagen: Ann, Bob, Cas en Dee — stand per ronde</text>"));
    assert!(svg.contains(">ronde</text>"));
}
