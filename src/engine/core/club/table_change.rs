//! Which changes a club table's match may take now: a hand while its round is open, the
//! organiser's correction in a closed round too, never the removal of a drawn table's file.

use super::evening::{ClubError, Evening, RoundRecord, TableRecord};

impl Evening {
    /// The current round if it may take hands: drawn and not closed.
    pub fn playing(&self) -> Result<&RoundRecord, ClubError> {
        let current = self.current().ok_or(ClubError::NoRound)?;
        if current.closed.is_some() {
            return Err(ClubError::Closed {
                round: current.number,
            });
        }
        Ok(current)
    }

    /// The table of round `round` numbered `table` whose match file is `file`, if a change of
    /// `change`'s kind may be made to that match now: the round is the evening's current one,
    /// drawn with `attempt` where the change was made for a draw (a page's), and holds the
    /// table with that file; a hand is new, removed or misdealt only while the round is open,
    /// while the organiser corrects a hand of a closed round too.
    pub fn table_for(
        &self,
        round: u32,
        table: u32,
        file: &str,
        attempt: Option<u32>,
        change: TableChange,
    ) -> Result<&TableRecord, ClubError> {
        let not_the_draw = || ClubError::NotTheDraw {
            table,
            file: file.to_string(),
        };
        let record = self
            .rounds
            .iter()
            .find(|r| r.number == round)
            .ok_or_else(not_the_draw)?;
        let seat = record
            .tables
            .iter()
            .find(|t| t.number == table && t.file == file)
            .ok_or_else(not_the_draw)?;
        if attempt.is_some_and(|a| a != record.attempt) {
            return Err(ClubError::DrawnAgain { table, round });
        }
        let current = self.current().map(|r| r.number) == Some(round);
        let closed = record.closed.is_some() || !current;
        match change {
            TableChange::Hand if closed => Err(ClubError::TableClosed { table, round }),
            TableChange::Remove => Err(ClubError::TableNotRemovable { table, round }),
            _ => Ok(seat),
        }
    }
}

/// What a change does to a club table's match, for [`Evening::table_for`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableChange {
    /// A hand recorded, edited, undone or misdealt at the table (any door but the organiser's).
    Hand,
    /// The organiser's correction of a hand (`club edit`), in a closed round too.
    Correction,
    /// The match file removed as a match started by mistake.
    Remove,
}
