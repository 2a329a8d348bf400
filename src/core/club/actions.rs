//! The organiser's actions on an evening, each with what it replaced, so that the organiser
//! can take their own mistakes back (`club undo`, newest first, one per call) and the
//! evening keeps a trace of every one (`club log`): an arrival, a departure, a draw, a
//! redraw, a close, a rename. An undo is kept too, as the mark on the action it undid; an
//! undo is never undone.

use super::evening::{ClubError, Evening, EveningPlayer, RoundRecord};
use crate::core::game::check_names;
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

impl Evening {
    /// Keeps the organiser's action `kind`, taken at `time`, for undo and the log.
    pub fn keep(&mut self, kind: ActionKind, time: DateTime<FixedOffset>) {
        self.actions.push(Action {
            time,
            kind,
            undone: None,
        });
    }

    /// The action `club undo` would take back: the newest one not undone yet.
    pub fn last_action(&self) -> Option<&Action> {
        self.actions.iter().rev().find(|a| a.undone.is_none())
    }

    /// Takes back the newest action not undone yet, given the entries recorded at each table
    /// of the current round (in table order): an arrival or a departure, a draw or a redraw
    /// before its round's first hand, a close before the next draw. A rename is taken back
    /// by the caller renaming again (its files too): it is returned as it was, marked undone.
    /// Refused when there is nothing to undo, or when the undo would remove a saved hand.
    pub fn undo(
        &mut self,
        entries: &[usize],
        now: DateTime<FixedOffset>,
    ) -> Result<ActionKind, ClubError> {
        let index = self
            .actions
            .iter()
            .rposition(|a| a.undone.is_none())
            .ok_or(ClubError::NothingToUndo)?;
        let kind = self.actions[index].kind.clone();
        let hands_at = |evening: &Evening, round: u32| -> Result<(), ClubError> {
            let current = evening.current().filter(|r| r.number == round);
            let Some(current) = current else {
                return Err(ClubError::UndoOutOfOrder);
            };
            if let Some((table, _)) = current.tables.iter().zip(entries).find(|(_, e)| **e > 0) {
                return Err(ClubError::UndoWouldRemoveHands {
                    round,
                    table: table.number,
                });
            }
            Ok(())
        };
        match &kind {
            ActionKind::Arrive { players, .. } | ActionKind::Leave { players, .. } => {
                self.players = players.clone();
            }
            ActionKind::Draw { round, keep_apart } => {
                hands_at(self, *round)?;
                self.rounds.pop();
                self.keep_apart = keep_apart.clone();
            }
            ActionKind::Redraw {
                replaced,
                keep_apart,
            } => {
                hands_at(self, replaced.number)?;
                self.rounds.pop();
                self.rounds.push((**replaced).clone());
                self.keep_apart = keep_apart.clone();
            }
            ActionKind::Close { round, counted } => {
                let current = self
                    .rounds
                    .last_mut()
                    .filter(|r| r.number == *round)
                    .ok_or(ClubError::UndoOutOfOrder)?;
                current.closed = None;
                for (table, counted) in current.tables.iter_mut().zip(counted) {
                    table.counted = *counted;
                }
            }
            ActionKind::Rename { from, to } => {
                self.rename_players(to, from)?;
            }
        }
        self.actions[index].undone = Some(now);
        Ok(kind)
    }

    /// The name `typed` as the evening writes it: a player of the evening, any case.
    pub fn player_named(&self, typed: &str) -> Result<String, ClubError> {
        let names: Vec<String> = self.players.iter().map(|p| p.name.clone()).collect();
        crate::core::game::find_player(&names, typed)
            .map(|seat| names[seat].clone())
            .map_err(|error| ClubError::Name {
                flag: "",
                error,
                among: names.clone(),
            })
    }

    /// Corrects the name `from` (as the evening writes it) to `to` everywhere in the evening:
    /// its players, the pairs kept apart, every round's tables and sit-outs. The table files
    /// are the caller's (see `pending_rename`). `to` must be a name a table takes and no
    /// other player's.
    pub fn rename_players(&mut self, from: &str, to: &str) -> Result<(), ClubError> {
        let others: Vec<String> = self
            .players
            .iter()
            .filter(|p| p.name != from)
            .map(|p| p.name.clone())
            .chain(std::iter::once(to.to_string()))
            .collect();
        check_names(&others).map_err(ClubError::Names)?;
        let swap = |name: &mut String| {
            if name == from {
                *name = to.to_string();
            }
        };
        for player in &mut self.players {
            swap(&mut player.name);
        }
        for (a, b) in &mut self.keep_apart {
            swap(a);
            swap(b);
        }
        for round in &mut self.rounds {
            for (a, b) in &mut round.keep_apart {
                swap(a);
                swap(b);
            }
            round.sitting_out.iter_mut().for_each(swap);
            for table in &mut round.tables {
                table.players.iter_mut().for_each(swap);
            }
        }
        Ok(())
    }
}
