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
//!
//! By concept: `plot` works out what the chart shows (the scales, the ticks, the target, the
//! stretches that lines share, where the end labels go), `marks` holds the players' colours
//! and markers and the styles, and `draw` writes the element.

mod draw;
mod marks;
mod plot;
#[cfg(test)]
mod tests;

use crate::core::game::{Match, Scoreboard};
use crate::t;
use crate::view::markup::escape;
use crate::words::Words;
use draw::{draw, num};
#[cfg(test)]
pub use marks::ON_BLACK;
use plot::Plot;

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
