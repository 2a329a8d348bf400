//! The `<svg class="hj-chart">` element written from a worked-out plot: the values and the
//! hands along the axes, the target, the lines, the dashes where they run together, the
//! markers and the names at the lines' ends.

use super::marks::{MARKERS, ON_WHITE, style};
use super::plot::{Plot, label};
use crate::view::chart::plotted_points;
use crate::view::markup::escape;
use std::fmt::Write as _;

/// The inner drawing's units across and down.
pub(super) const UNITS: f64 = 1000.0;
/// The length of a dash where lines run together, in pixels.
const DASH: f64 = 14.0;

/// A number for an attribute: at most two decimals, no trailing zeros.
pub(super) fn num(value: f64) -> String {
    let text = format!("{value:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".into()
    } else {
        text.to_string()
    }
}

/// The `<svg class="hj-chart">` element.
pub(super) fn draw(plot: &Plot, name: &str) -> String {
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
