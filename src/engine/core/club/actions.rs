//! The organiser's actions on an evening, each with what it replaced, so that the organiser
//! can take their own mistakes back (`club undo`, newest first, one per call) and the
//! evening keeps a trace of every one (`club log`): an arrival, a departure, a draw, a
//! redraw, a close, a rename. An undo is kept too, as the mark on the action it undid; an
//! undo is never undone.

use super::record::{EveningPlayer, RoundRecord};
use chrono::{DateTime, FixedOffset};

/// What an organiser's action did, with the parts of the evening it replaced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionKind {
    /// Players came in: the evening's players before.
    Arrive {
        /// Who came.
        names: Vec<String>,
        /// The players before.
        players: Vec<EveningPlayer>,
    },
    /// Players went home: the evening's players before.
    Leave {
        /// Who went.
        names: Vec<String>,
        /// The players before.
        players: Vec<EveningPlayer>,
    },
    /// A round drawn: the pairs kept apart before.
    Draw {
        /// The round.
        round: u32,
        /// The pairs kept apart before.
        keep_apart: Vec<(String, String)>,
    },
    /// A round drawn again: the draw it replaced and the pairs kept apart before.
    Redraw {
        /// The draw replaced.
        replaced: Box<RoundRecord>,
        /// The pairs kept apart before.
        keep_apart: Vec<(String, String)>,
    },
    /// A round closed: what each table counted before (in table order).
    Close {
        /// The round.
        round: u32,
        /// Each table's counted hands before.
        counted: Vec<Option<u32>>,
    },
    /// The round's clock started by the organiser: when it had been started before (none:
    /// it counted from the draw).
    ClockStart {
        /// The round.
        round: u32,
        /// The start before.
        before: Option<DateTime<FixedOffset>>,
    },
    /// A player's name corrected.
    Rename {
        /// The name before.
        from: String,
        /// The name after.
        to: String,
    },
}

/// One action of the organiser.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Action {
    /// When it was taken.
    pub time: DateTime<FixedOffset>,
    /// What it did.
    pub kind: ActionKind,
    /// When it was undone, if it was.
    pub undone: Option<DateTime<FixedOffset>>,
}
