//! The chart as SVG, drawn by hand: one template for the dark page, the white report and a
//! file of its own.
//!
//! The chart is drawn at the size it is shown. Its `<svg class="hj-chart">` has no `viewBox`:
//! the page or the report gives it a width, a height and a font size with CSS, and everything
//! in it is placed in percentages of its box (the data) and in `em` (the words), so its text is
//! exactly the size of the text around it on every screen and on paper. Only the lines
//! themselves sit in an inner `<svg>` stretched over the plot (`preserveAspectRatio="none"`,
//! strokes that do not scale). The room for the labels around the plot is the element's own
//! padding, written on it. The colours are CSS variables with the report's (dark on white) as
//! their defaults; the page sets its own for its black background. Each player has a marker
//! shape as well as a colour, repeated along the line and at its end next to the name, so that
//! the lines can be told apart without colour. Every line is drawn at its true values; where
//! several players' lines run together (equal totals, Conquimbert's lives), that stretch is
//! drawn again dashed in each of their colours in turn, so that none hides the others. Lives
//! are drawn as steps; a game played to a target draws the target as a dashed line.
//!
//! [`document`] wraps the same element in an SVG file of 900×540 with a title, for
//! `chart --svg`.

use super::{SvgWords, plotted_points, series, svg_words};
use crate::core::game::{Match, Scoreboard};
use crate::t;
use crate::view::markup::escape;
use crate::view::text::short_names;
use crate::words::Words;
use std::fmt::Write as _;

/// The line colours on white (each at least 4.5:1 against it), in seating order.
pub const ON_WHITE: [&str; 11] = [
    "#0061a8", "#c23b00", "#00795a", "#a3357f", "#6a5500", "#5b3fa6", "#1a1a1a", "#b0005a",
    "#36708c", "#7a4a1f", "#5a6b00",
];

/// The line colours on the page's black (each at least 4.5:1 against #161616): the page's
/// styles hold them; the tests check them.
#[cfg(test)]
pub const ON_BLACK: [&str; 11] = [
    "#5cb8f0", "#f2a93b", "#f0e442", "#3ed6a4", "#ff8fb1", "#c6b2ff", "#ffffff", "#ff7b5c",
    "#9be564", "#80e3ff", "#e0a6ff",
];

/// The markers, one per seat, drawn around (0, 0) about 11 units across.
const MARKERS: [&str; 11] = [
    // circle
    "M-5.5 0a5.5 5.5 0 1 0 11 0a5.5 5.5 0 1 0-11 0z",
    // square
    "M-4.5-4.5h9v9h-9z",
    // triangle, point up
    "M0-6.5L6 4.5H-6z",
    // diamond
    "M0-6.5L6.5 0L0 6.5L-6.5 0z",
    // triangle, point down
    "M0 6.5L6-4.5H-6z",
    // plus
    "M-2-6h4v4h4v4h-4v4h-4v-4h-4v-4h4z",
    // cross
    "M-5.5-3L-3-5.5L0-2.5L3-5.5L5.5-3L2.5 0L5.5 3L3 5.5L0 2.5L-3 5.5L-5.5 3L-2.5 0z",
    // star
    "M0-6.5L1.6-2.2L6.2-2L2.6 0.8L3.8 5.3L0 2.7L-3.8 5.3L-2.6 0.8L-6.2-2L-1.6-2.2z",
    // hexagon
    "M-5.5 0L-2.75-5L2.75-5L5.5 0L2.75 5L-2.75 5z",
    // triangle, point right
    "M6.5 0L-4.5 6V-6z",
    // bar
    "M-6-2.5h12v5h-12z",
];

/// The plot's height in `em` that the labels at the ends of the lines are spaced for: the
/// page, the TV and the report all show it at least this tall.
const NOMINAL_HEIGHT: f64 = 9.5;
/// The least distance between two end labels, in `em`.
const LABEL_GAP: f64 = 1.05;
/// The inner drawing's units across and down.
const UNITS: f64 = 1000.0;
/// The length of a dash where lines run together, in pixels.
const DASH: f64 = 14.0;
/// The longest name an end label shows whole, in characters.
const LONGEST_END_NAME: usize = 10;

/// The names at the ends of the lines: whole up to [`LONGEST_END_NAME`] characters ("Kees",
/// "Frederique"); a longer one cut, with "…", after its shortest prefix no other name starts
/// with or after 9 characters, whichever is longer.
fn end_names(players: &[String]) -> Vec<String> {
    players
        .iter()
        .zip(short_names(players))
        .map(|(name, short)| {
            if name.chars().count() <= LONGEST_END_NAME {
                return name.clone();
            }
            let keep = short.chars().count().max(LONGEST_END_NAME - 1);
            let cut: String = name.chars().take(keep).collect();
            if cut == *name {
                cut
            } else {
                format!("{cut}…")
            }
        })
        .collect()
}

/// The chart's styles: every colour a variable, the report's colours its default.
fn style() -> String {
    let mut out = String::from(
        "<style>\
.hj-chart{overflow:visible;font-family:system-ui,-apple-system,\"Segoe UI\",Roboto,sans-serif}\
.hj-chart text{fill:var(--hj-fg,#000)}\
.hj-chart .grid{stroke:var(--hj-grid,#cfcfcf);stroke-width:1px}\
.hj-chart .base{stroke:var(--hj-fg,#000);stroke-width:1.5px}\
.hj-chart .target{stroke:var(--hj-fg,#000);stroke-width:2px;stroke-dasharray:9 6}\
.hj-chart .halo{paint-order:stroke;stroke:var(--hj-bg,#fff);stroke-width:.3em;stroke-linejoin:round}\
.hj-chart polyline{fill:none;stroke:var(--c);stroke-width:var(--hj-line,2.5px);stroke-linejoin:round;stroke-linecap:round}\
.hj-chart use{fill:var(--c);stroke:var(--hj-bg,#fff);stroke-width:1px}\
.hj-chart defs path{transform:scale(var(--hj-mark,1))}\
.hj-chart text.end{fill:var(--c);font-weight:600}",
    );
    for (seat, colour) in ON_WHITE.iter().enumerate() {
        let _ = write!(out, ".hj-chart .c{seat}{{--c:var(--hj-c{seat},{colour})}}");
    }
    out.push_str("</style>");
    out
}

/// A number for an attribute: at most two decimals, no trailing zeros.
fn num(value: f64) -> String {
    let text = format!("{value:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".into()
    } else {
        text.to_string()
    }
}

/// A whole number as the page writes it: "−5".
fn label(value: i64) -> String {
    crate::words::total(crate::core::score::Score::real(value))
}

/// A step of 1, 2 or 5 times a power of ten that cuts `span` into about `parts`.
fn nice_step(span: i64, parts: i64) -> i64 {
    let raw = (span.max(1) as f64) / parts as f64;
    let power = 10f64.powf(raw.log10().floor()).max(1.0);
    for factor in [1.0, 2.0, 5.0, 10.0] {
        if factor * power >= raw {
            return ((factor * power) as i64).max(1);
        }
    }
    (10.0 * power) as i64
}

/// A stretch of a line from one plotted point (hand, value) to the next, and the seats whose
/// lines run along it.
type Stretch = ((usize, i64), (usize, i64), Vec<usize>);

/// What the chart shows of a match, worked out before any of it is written.
struct Plot {
    /// Each player's line: the total before the first hand and after each hand.
    lines: Vec<Vec<i64>>,
    /// Hands played (at least 1, for the scale).
    hands: usize,
    /// The values at the bottom and the top of the plot.
    low: i64,
    high: i64,
    /// The values with a line across and a label.
    ticks: Vec<i64>,
    /// The hands with a label under the plot.
    hand_ticks: Vec<usize>,
    /// The target's value and its label, where the game is played to one.
    target: Option<(i64, String)>,
    /// Lives drop in steps.
    steps: bool,
    /// The name at the end of each line.
    names: Vec<String>,
    words: SvgWords,
}

impl Plot {
    fn new(w: &Words, game: &Match, board: &Scoreboard) -> Plot {
        let lines = series(game, board);
        let hands = board.hands.len().max(1);
        let rules = &game.rules;
        let steps = rules.lives.is_some();
        // A club table plays a fixed number of hands: no target to draw, only a phase's start
        // (the organiser review's C1).
        let aims = rules.chips.is_none()
            && rules.lives.is_none()
            && (!game.options.club || rules.has_phases());
        let mut low = super::lowest(game, &lines);
        let mut high = lines.iter().flatten().copied().max().unwrap_or(0);
        if let Some(lives) = rules.lives {
            low = 0;
            high = high.max(lives.start);
        }
        let target = aims.then(|| {
            let target = game.target();
            // The value as the axis writes it: "−1000".
            let said = if rules.has_phases() {
                t!(w, "chart-phase", target = label(target))
            } else {
                t!(w, "chart-target", target = label(target))
            };
            (target, said)
        });
        if let Some((value, _)) = target {
            high = high.max(value);
            low = low.min(value);
        }
        let step = nice_step(high - low, 6);
        low = low.div_euclid(step) * step;
        high = -((-high).div_euclid(step) * step);
        if high <= low {
            high = low + step;
        }
        let ticks = (0..)
            .map(|i| low + i * step)
            .take_while(|&v| v <= high)
            .collect();
        let hand_step = usize::try_from(nice_step(i64::try_from(hands).unwrap_or(1), 4))
            .unwrap_or(1)
            .max(1);
        let hand_ticks = (0..=hands).step_by(hand_step).collect();
        Plot {
            lines,
            hands,
            low,
            high,
            ticks,
            hand_ticks,
            target,
            steps,
            names: end_names(&game.players),
            words: svg_words(w, game),
        }
    }

    /// How far down the plot a value sits, in percent.
    fn down(&self, value: f64) -> f64 {
        (self.high as f64 - value) / (self.high - self.low) as f64 * 100.0
    }

    /// How far across the plot a hand sits, in percent.
    fn across(&self, hand: f64) -> f64 {
        hand / self.hands as f64 * 100.0
    }

    /// The stretches of the lines that several players share: for each stretch from one
    /// plotted point to the next that two or more lines run along, its two ends (as plotted
    /// points) and the seats whose lines run there, in seating order.
    fn shared(&self) -> Vec<Stretch> {
        let points: Vec<Vec<(usize, i64)>> = self
            .lines
            .iter()
            .map(|values| plotted_points(values, self.steps))
            .collect();
        let mut stretches: Vec<Stretch> = Vec::new();
        for (seat, line) in points.iter().enumerate() {
            for pair in line.windows(2) {
                let (from, to) = (pair[0], pair[1]);
                match stretches
                    .iter_mut()
                    .find(|(a, b, _)| *a == from && *b == to)
                {
                    Some((_, _, seats)) => seats.push(seat),
                    None => stretches.push((from, to, vec![seat])),
                }
            }
        }
        stretches.retain(|(_, _, seats)| seats.len() > 1);
        stretches
    }

    /// The room around the plot, in `em`: top, right, bottom, left.
    fn padding(&self) -> [f64; 4] {
        let widest_tick = self
            .ticks
            .iter()
            .map(|&v| label(v).chars().count())
            .max()
            .unwrap_or(1);
        let widest_name = self
            .names
            .iter()
            .map(|n| n.chars().count())
            .max()
            .unwrap_or(1);
        let hand_word = self.words.hands.chars().count();
        let right = 1.3 + widest_name as f64 * 0.62 + 0.3;
        let left = (0.9 + widest_tick as f64 * 0.6).max(0.9 + hand_word as f64 * 0.6);
        [1.7, right, 1.7, left]
    }

    /// Where each end label goes: its line's end, moved (in `em`) just far enough from the
    /// others to be read. Labels that would touch are gathered into a group centred on the
    /// ends of its lines, kept within the plot's height.
    fn end_offsets(&self) -> Vec<f64> {
        let ends: Vec<f64> = (0..self.lines.len())
            .map(|seat| {
                let last = *self.lines[seat].last().unwrap_or(&0) as f64;
                self.down(last) / 100.0 * NOMINAL_HEIGHT
            })
            .collect();
        let mut order: Vec<usize> = (0..ends.len()).collect();
        order.sort_by(|&a, &b| ends[a].total_cmp(&ends[b]).then(a.cmp(&b)));
        // Into the room above the plot, and down to just above the hands' numbers.
        let (top, bottom) = (-1.3, NOMINAL_HEIGHT + 0.6);
        // Groups of labels in order down the plot, each as (its seats, where its first goes).
        let mut groups: Vec<(Vec<usize>, f64)> = Vec::new();
        for seat in order {
            groups.push((vec![seat], ends[seat]));
            // Merge with the group above while they touch, and place the merged group anew.
            while groups.len() > 1 {
                let (above, below) = (&groups[groups.len() - 2], &groups[groups.len() - 1]);
                if above.1 + above.0.len() as f64 * LABEL_GAP <= below.1 {
                    break;
                }
                let (seats, _) = groups.pop().unwrap_or_default();
                let last = groups.len() - 1;
                groups[last].0.extend(seats);
                let members = &groups[last].0;
                let mean = members.iter().map(|&s| ends[s]).sum::<f64>() / members.len() as f64;
                let span = (members.len() - 1) as f64 * LABEL_GAP;
                groups[last].1 = (mean - span / 2.0).clamp(top, (bottom - span).max(top));
            }
        }
        let mut offsets = vec![0.0; ends.len()];
        for (seats, first) in &groups {
            for (i, &seat) in seats.iter().enumerate() {
                let at = (first + i as f64 * LABEL_GAP).clamp(top, bottom.max(top));
                offsets[seat] = at - ends[seat];
            }
        }
        offsets
    }
}

/// The chart element for a page or the report, sized by their CSS (width, height, font).
pub fn plot(w: &Words, game: &Match, board: &Scoreboard) -> String {
    let plot = Plot::new(w, game, board);
    draw(&plot, &t!(w, "web-chart"))
}

/// The chart as an SVG file: 900×540, white, with a title.
pub fn document(w: &Words, game: &Match, board: &Scoreboard) -> String {
    let plot = Plot::new(w, game, board);
    let font = 16.0;
    let [top, right, bottom, left] = plot.padding().map(|p| p * font);
    let title_room = 2.2 * font;
    let inner = draw(&plot, &plot.words.title).replacen(
        "<svg class=\"hj-chart\"",
        &format!(
            "<svg class=\"hj-chart\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"",
            num(left + 12.0),
            num(top + title_room),
            num(900.0 - left - right - 24.0),
            num(540.0 - top - bottom - title_room - 12.0)
        ),
        1,
    );
    // The title at 20 pixels, smaller where a long list of names would not fit across.
    let title_size = (860.0 / (plot.words.title.chars().count() as f64 * 0.58)).min(20.0);
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"900\" height=\"540\" viewBox=\"0 0 900 540\" font-size=\"{font}\">\n<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n<text x=\"450\" y=\"{}\" text-anchor=\"middle\" font-family=\"system-ui, sans-serif\" font-size=\"{}\" font-weight=\"600\">{}</text>\n{inner}</svg>\n",
        num(font * 1.6),
        num(title_size),
        escape(&plot.words.title)
    )
}

/// The `<svg class="hj-chart">` element.
fn draw(plot: &Plot, name: &str) -> String {
    let [top, right, bottom, left] = plot.padding();
    let mut out = format!(
        "<svg class=\"hj-chart\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"{}\" style=\"box-sizing:border-box;padding:{}em {}em {}em {}em\">\n<title>{}</title>\n",
        escape(name),
        num(top),
        num(right),
        num(bottom),
        num(left),
        escape(&plot.words.title)
    );
    out.push_str(&style());
    out.push_str("\n<defs>");
    for (seat, marker) in MARKERS.iter().enumerate().take(plot.lines.len()) {
        let _ = write!(out, "<path id=\"hj-m{seat}\" d=\"{marker}\"/>");
    }
    out.push_str("</defs>\n");
    // The values: a line across the plot and a label at its left.
    for &value in &plot.ticks {
        let y = num(plot.down(value as f64));
        let class = if value == 0 || value == plot.low {
            "base"
        } else {
            "grid"
        };
        let _ = writeln!(
            out,
            "<line class=\"{class}\" x1=\"0\" x2=\"100%\" y1=\"{y}%\" y2=\"{y}%\"/>"
        );
        let _ = writeln!(
            out,
            "<text x=\"-0.5em\" y=\"{y}%\" dy=\"0.35em\" text-anchor=\"end\">{}</text>",
            label(value)
        );
    }
    // The hands: a label under the plot.
    for &hand in &plot.hand_ticks {
        let _ = writeln!(
            out,
            "<text x=\"{}%\" y=\"100%\" dy=\"1.25em\" text-anchor=\"middle\">{hand}</text>",
            num(plot.across(hand as f64))
        );
    }
    // The target: a dashed line across, its label at the left on the plot's side of it (under
    // a target at the top, above one at the bottom, as Gong Zhu's −1000), clear of the axes'
    // numbers and words.
    if let Some((value, said)) = &plot.target {
        let down = plot.down(*value as f64);
        let y = num(down);
        let dy = if down > 50.0 { "-0.45em" } else { "1.15em" };
        let _ = writeln!(
            out,
            "<line class=\"target\" x1=\"0\" x2=\"100%\" y1=\"{y}%\" y2=\"{y}%\"/>"
        );
        let _ = writeln!(
            out,
            "<text class=\"halo target-label\" x=\"0.4em\" y=\"{y}%\" dy=\"{dy}\">{}</text>",
            escape(said)
        );
    }
    // The lines, stretched over the plot.
    let _ = writeln!(
        out,
        "<svg width=\"100%\" height=\"100%\" viewBox=\"0 0 {UNITS} {UNITS}\" preserveAspectRatio=\"none\" overflow=\"visible\">"
    );
    for (seat, values) in plot.lines.iter().enumerate() {
        let points: Vec<String> = plotted_points(values, plot.steps)
            .into_iter()
            .map(|(x, y)| {
                let across = plot.across(x as f64) * UNITS / 100.0;
                let down = plot.down(y as f64) * UNITS / 100.0;
                format!("{},{}", num(across), num(down))
            })
            .collect();
        let _ = writeln!(
            out,
            "<polyline class=\"c{}\" vector-effect=\"non-scaling-stroke\" points=\"{}\"/>",
            seat % ON_WHITE.len(),
            points.join(" ")
        );
    }
    // Where lines run together, each in its colour in turn: dashes of DASH pixels, the next
    // player's where the last one's gap begins.
    for (from, to, seats) in plot.shared() {
        let ends = [from, to].map(|(x, y)| {
            format!(
                "{},{}",
                num(plot.across(x as f64) * UNITS / 100.0),
                num(plot.down(y as f64) * UNITS / 100.0)
            )
        });
        let gap = DASH * (seats.len() - 1) as f64;
        for (i, seat) in seats.iter().enumerate() {
            let _ = writeln!(
                out,
                "<polyline class=\"c{} shared\" vector-effect=\"non-scaling-stroke\" stroke-dasharray=\"{} {}\" stroke-dashoffset=\"{}\" points=\"{} {}\"/>",
                seat % ON_WHITE.len(),
                num(DASH),
                num(gap),
                num(-DASH * i as f64),
                ends[0],
                ends[1]
            );
        }
    }
    out.push_str("</svg>\n");
    // Markers along each line, at most about a dozen, each player's at other hands than the
    // next player's so that they do not sit on each other.
    let every = plot.hands.div_ceil(12).max(1);
    for (seat, values) in plot.lines.iter().enumerate() {
        let mut marks = String::new();
        for (hand, &value) in values.iter().enumerate().take(plot.hands) {
            if (hand + seat) % every != 0 || hand == 0 {
                continue;
            }
            let _ = write!(
                marks,
                "<use href=\"#hj-m{seat}\" x=\"{}%\" y=\"{}%\"/>",
                num(plot.across(hand as f64)),
                num(plot.down(value as f64))
            );
        }
        if !marks.is_empty() {
            let _ = writeln!(out, "<g class=\"c{}\">{marks}</g>", seat % ON_WHITE.len());
        }
    }
    // Each line's end: its marker and the player's name beside it.
    let offsets = plot.end_offsets();
    for (seat, values) in plot.lines.iter().enumerate() {
        let last = *values.last().unwrap_or(&0) as f64;
        let y = num(plot.down(last));
        let class = seat % ON_WHITE.len();
        let _ = writeln!(
            out,
            "<use class=\"c{class}\" href=\"#hj-m{seat}\" x=\"100%\" y=\"{y}%\"/>"
        );
        let _ = writeln!(
            out,
            "<text class=\"end halo c{class}\" x=\"100%\" y=\"{y}%\" dx=\"0.75em\" dy=\"{}em\">{}</text>",
            num(offsets[seat] + 0.35),
            escape(&plot.names[seat])
        );
    }
    // The words of the axes, at the left: above the values, and level with the hands.
    let _ = writeln!(
        out,
        "<text x=\"-{}em\" y=\"0\" dy=\"-0.8em\">{}</text>",
        num(left - 0.2),
        escape(&plot.words.totals)
    );
    let _ = writeln!(
        out,
        "<text x=\"-{}em\" y=\"100%\" dy=\"1.25em\">{}</text>",
        num(left - 0.2),
        escape(&plot.words.hands)
    );
    out.push_str("</svg>");
    out
}

#[cfg(test)]
mod tests {
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
        let names =
            |list: &[&str]| end_names(&list.iter().map(|n| n.to_string()).collect::<Vec<_>>());
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
                plot.down(*plot.lines[s].last().unwrap() as f64) / 100.0 * NOMINAL_HEIGHT
                    + offsets[s]
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
}
