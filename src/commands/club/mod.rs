//! `club`: a competition and its evenings on the command line. Each command finds its
//! competition and evening (NAME, else the most recent evening's) and reports; the organiser's
//! actions it shares with the organiser's page (draw, close, arrive, leave, undo, rename) are
//! `act::club`'s, said as a report here. This file says a saved change (`Saved`, and
//! `act::club::Done`); the commands are in `evening.rs` (new, start, arrive, leave), `draw.rs` (draw, tables),
//! `record.rs` (record, edit), `close.rs` (close, undo, rename, log) and `standings.rs`
//! (standings, export, the report's and the organiser's data).

mod close;
mod draw;
mod evening;
mod record;
mod standings;

pub use close::{ClubLog, clock, close, log, new_keys, rename, undo};
pub use draw::{Tables, draw, tables};
pub use evening::{arrive, leave, new, start};
pub use record::{Recorded, edit, record};
pub use standings::{
    ClubExport, EveningStandings, SeasonStandings, export, organiser_view, report_data, standings,
    table_matches,
};

use super::{Context, Report};
use crate::act::club::Done;
use crate::ui::text;

/// A report that is a few sentences, of a change that was saved.
#[derive(Clone, Debug)]
pub struct Saved(String);

impl Saved {
    /// Sentences that report (no change saved: `club clock`'s time left).
    pub(crate) fn said(text: String) -> Said {
        Said(text)
    }
}

/// A report that is a few sentences, of nothing changed.
#[derive(Clone, Debug)]
pub struct Said(String);

impl Report for Said {
    fn text(&self, ctx: &Context) -> String {
        text::wrap(&self.0, ctx.width)
    }
}

impl Report for Saved {
    fn text(&self, ctx: &Context) -> String {
        text::wrap(&self.0, ctx.width)
    }

    fn saved(&self) -> bool {
        true
    }
}

impl Report for Done {
    fn text(&self, ctx: &Context) -> String {
        self.said(&ctx.words, ctx.width)
    }

    fn saved(&self) -> bool {
        true
    }
}
