//! The players' line colours and marker shapes, and the chart's styles that hold them.

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
pub(super) const MARKERS: [&str; 11] = [
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

/// The chart's styles: every colour a variable, the report's colours its default.
pub(super) fn style() -> String {
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
