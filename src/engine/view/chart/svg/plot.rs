//! What the chart shows of a match, worked out before any of it is written: the values and
//! hands along its scales, the target, the stretches that several lines share, and where the
//! names at the lines' ends go.

use crate::core::game::{Match, Scoreboard};
use crate::t;
use crate::view::chart::{SvgWords, lowest, plotted_points, series, svg_words};
use crate::view::text::short_names;
use crate::words::Words;

/// The plot's height in `em` that the labels at the ends of the lines are spaced for: the
/// page, the TV and the report all show it at least this tall.
pub(super) const NOMINAL_HEIGHT: f64 = 9.5;
/// The least distance between two end labels, in `em`.
pub(super) const LABEL_GAP: f64 = 1.05;
/// The longest name an end label shows whole, in characters.
const LONGEST_END_NAME: usize = 10;

/// The names at the ends of the lines: whole up to [`LONGEST_END_NAME`] characters ("Kees",
/// "Frederique"); a longer one cut, with "…", after its shortest prefix no other name starts
/// with or after 9 characters, whichever is longer.
pub(super) fn end_names(players: &[String]) -> Vec<String> {
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

/// A whole number as the page writes it: "−5".
pub(super) fn label(value: i64) -> String {
    crate::words::total(crate::core::score::Score::real(value))
}

/// A step of 1, 2 or 5 times a power of ten that cuts `span` into about `parts`.
pub(super) fn nice_step(span: i64, parts: i64) -> i64 {
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
pub(super) type Stretch = ((usize, i64), (usize, i64), Vec<usize>);

/// What the chart shows of a match, worked out before any of it is written.
pub(super) struct Plot {
    /// Each player's line: the total before the first hand and after each hand.
    pub(super) lines: Vec<Vec<i64>>,
    /// Hands played (at least 1, for the scale).
    pub(super) hands: usize,
    /// The values at the bottom and the top of the plot.
    pub(super) low: i64,
    pub(super) high: i64,
    /// The values with a line across and a label.
    pub(super) ticks: Vec<i64>,
    /// The hands with a label under the plot.
    pub(super) hand_ticks: Vec<usize>,
    /// The target's value and its label, where the game is played to one.
    pub(super) target: Option<(i64, String)>,
    /// Lives drop in steps.
    pub(super) steps: bool,
    /// The name at the end of each line.
    pub(super) names: Vec<String>,
    pub(super) words: SvgWords,
}

impl Plot {
    pub(super) fn new(w: &Words, game: &Match, board: &Scoreboard) -> Plot {
        let lines = series(game, board);
        let hands = board.hands.len().max(1);
        let rules = &game.rules;
        let steps = rules.lives.is_some();
        // A club table plays a fixed number of hands: no target to draw, only a phase's start
        // (the organiser review's C1).
        let aims = rules.chips.is_none()
            && rules.lives.is_none()
            && (!game.options.club || rules.has_phases());
        let mut low = lowest(game, &lines);
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
    pub(super) fn down(&self, value: f64) -> f64 {
        (self.high as f64 - value) / (self.high - self.low) as f64 * 100.0
    }

    /// How far across the plot a hand sits, in percent.
    pub(super) fn across(&self, hand: f64) -> f64 {
        hand / self.hands as f64 * 100.0
    }

    /// The stretches of the lines that several players share: for each stretch from one
    /// plotted point to the next that two or more lines run along, its two ends (as plotted
    /// points) and the seats whose lines run there, in seating order.
    pub(super) fn shared(&self) -> Vec<Stretch> {
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
    pub(super) fn padding(&self) -> [f64; 4] {
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
    pub(super) fn end_offsets(&self) -> Vec<f64> {
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
