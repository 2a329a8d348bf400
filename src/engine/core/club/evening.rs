//! A competition and its evenings as data, and every rule about changing them: who may be
//! drawn, when a round may be drawn, redrawn or closed (the competition itself in
//! [`super::competition`], what a table's match may take in `table_change`). Nothing here
//! reads a file; the store reads and writes these, and the shell says the refusals
//! ([`ClubError`]) in words.

use super::Present;
use super::actions::{Action, ActionKind};
pub use super::competition::{Competition, TableSizes, check_name, new_names};
use super::draw::MOST_PLAYERS;
pub use super::error::ClubError;
pub use super::record::{EveningPlayer, Keys, RoundRecord, TableRecord};
use crate::core::game::{check_names, find_player, fold_name};
use chrono::{DateTime, FixedOffset, NaiveDate};

/// An evening of a competition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evening {
    /// The competition's name.
    pub competition: String,
    /// Its date.
    pub date: NaiveDate,
    /// When it was opened.
    pub opened: DateTime<FixedOffset>,
    /// The players, in the order they came.
    pub players: Vec<EveningPlayer>,
    /// Pairs kept apart for the rest of the evening.
    pub keep_apart: Vec<(String, String)>,
    /// The pages' keys.
    pub keys: Keys,
    /// The rounds drawn.
    pub rounds: Vec<RoundRecord>,
    /// The organiser's actions, oldest first (for `club undo` and `club log`).
    pub actions: Vec<crate::core::club::actions::Action>,
    /// A rename saved in the evening whose table files are not all renamed yet: every
    /// locked action finishes it first.
    pub pending_rename: Option<(String, String)>,
    /// Minutes a round may take tonight (`club start --round-minutes`), over the
    /// competition's.
    pub round_minutes: Option<u32>,
}

/// The version of the draw's algorithm this build draws with (the draw's own).
pub use super::draw::ALGORITHM;

impl Evening {
    /// Opens an evening with these players (`guests` as guests); every name checked as a
    /// table's are, no two the same.
    pub fn open(
        competition: &str,
        date: NaiveDate,
        players: &[String],
        guests: &[String],
        opened: DateTime<FixedOffset>,
        keys: Keys,
    ) -> Result<Evening, ClubError> {
        let everyone: Vec<String> = players.iter().chain(guests).cloned().collect();
        if everyone.len() > MOST_PLAYERS {
            return Err(ClubError::TooManyPlayers {
                count: everyone.len(),
                most: MOST_PLAYERS,
            });
        }
        check_names(&everyone).map_err(ClubError::Names)?;
        Ok(Evening {
            competition: competition.to_string(),
            date,
            opened,
            players: everyone
                .iter()
                .enumerate()
                .map(|(i, name)| EveningPlayer {
                    name: name.clone(),
                    guest: i >= players.len(),
                    arrived: 1,
                    left: None,
                })
                .collect(),
            keep_apart: Vec::new(),
            keys,
            rounds: Vec::new(),
            actions: Vec::new(),
            pending_rename: None,
            round_minutes: None,
        })
    }

    /// The round being played or last played.
    pub fn current(&self) -> Option<&RoundRecord> {
        self.rounds.last()
    }

    /// The number of the next round to draw.
    pub fn next_round(&self) -> u32 {
        self.rounds.len() as u32 + 1
    }

    /// The players who may be drawn for `round`.
    pub fn present_for(&self, round: u32) -> Vec<&EveningPlayer> {
        self.players
            .iter()
            .filter(|p| p.present_for(round))
            .collect()
    }

    /// The draw's view of who may be drawn for `round`.
    pub fn candidates(&self, round: u32) -> Vec<Present> {
        self.present_for(round)
            .into_iter()
            .map(|p| Present {
                name: p.name.clone(),
                arrived: p.arrived,
            })
            .collect()
    }

    /// Players who come in (`guest` ones as guests): drawn from the next round on. One who
    /// left earlier comes back under the same name.
    pub fn arrive(&mut self, names: &[String], guest: bool) -> Result<(), ClubError> {
        if self.players.len() + names.len() > MOST_PLAYERS {
            return Err(ClubError::TooManyPlayers {
                count: self.players.len() + names.len(),
                most: MOST_PLAYERS,
            });
        }
        let next = self.next_round();
        let staying: Vec<String> = self.players.iter().map(|p| p.name.clone()).collect();
        let mut everyone = staying.clone();
        for name in names {
            let back = self
                .players
                .iter()
                .position(|p| fold_name(&p.name) == fold_name(name));
            match back {
                Some(at) if self.players[at].left.is_none() => {
                    return Err(ClubError::AlreadyPresent(self.players[at].name.clone()));
                }
                Some(at) => {
                    let player = &mut self.players[at];
                    player.left = None;
                    player.arrived = next;
                    player.guest = guest;
                }
                None => {
                    everyone.push(name.clone());
                    check_names(&everyone).map_err(ClubError::Names)?;
                    self.players.push(EveningPlayer {
                        name: name.clone(),
                        guest,
                        arrived: next,
                        left: None,
                    });
                }
            }
        }
        Ok(())
    }

    /// Players who go home: they keep the rounds played (their table in the round being
    /// played goes on without them being drawn again) and are not drawn from the next round.
    /// Returns their names as the evening writes them.
    pub fn leave(&mut self, names: &[String]) -> Result<Vec<String>, ClubError> {
        let last = self.rounds.len() as u32;
        let staying: Vec<String> = self
            .players
            .iter()
            .filter(|p| p.left.is_none())
            .map(|p| p.name.clone())
            .collect();
        let mut gone = Vec::new();
        for name in names {
            let seat = find_player(&staying, name).map_err(|error| ClubError::Name {
                flag: "",
                error,
                among: staying.clone(),
            })?;
            let name = staying[seat].clone();
            if let Some(player) = self.players.iter_mut().find(|p| p.name == name) {
                // Someone who arrived for a round not drawn yet was never drawn: gone before.
                player.left = Some(last.max(player.arrived.saturating_sub(1)));
            }
            gone.push(name);
        }
        Ok(gone)
    }

    /// Reads `A+B` as a pair of players present for `round`.
    pub fn keep_apart_pair(&self, text: &str, round: u32) -> Result<(String, String), ClubError> {
        let Some((a, b)) = text.split_once('+') else {
            return Err(ClubError::KeepApartSyntax(text.to_string()));
        };
        let present: Vec<String> = self
            .present_for(round)
            .iter()
            .map(|p| p.name.clone())
            .collect();
        let find = |typed: &str| {
            find_player(&present, typed)
                .map(|seat| present[seat].clone())
                .map_err(|error| ClubError::Name {
                    flag: "--keep-apart",
                    error,
                    among: present.clone(),
                })
        };
        let (a, b) = (find(a)?, find(b)?);
        if a == b {
            return Err(ClubError::KeepApartSelf(a));
        }
        Ok((a, b))
    }

    /// Whether a new round may be drawn: the current one (if any) is closed, and enough
    /// players are present for the smallest table.
    pub fn check_draw(&self, smallest: usize) -> Result<(), ClubError> {
        if let Some(current) = self.current().filter(|r| r.closed.is_none()) {
            return Err(ClubError::RoundOpen {
                round: current.number,
            });
        }
        let present = self.present_for(self.next_round()).len();
        if present < smallest {
            return Err(ClubError::TooFew { present, smallest });
        }
        Ok(())
    }

    /// Whether the current round may be drawn again, given the entries recorded at each of
    /// its tables (in table order).
    pub fn check_redraw(&self, entries: &[usize]) -> Result<&RoundRecord, ClubError> {
        let current = self.current().ok_or(ClubError::NoRound)?;
        if current.closed.is_some() {
            return Err(ClubError::RedrawClosed {
                round: current.number,
            });
        }
        if let Some((table, _)) = current
            .tables
            .iter()
            .zip(entries)
            .find(|(_, entries)| **entries > 0)
        {
            return Err(ClubError::RedrawStarted {
                round: current.number,
                table: table.number,
            });
        }
        Ok(current)
    }

    /// Closes the current round, given each table's hands played and whether it finished (in
    /// table order). Refused while a table is unfinished, unless `force`: then each such
    /// table counts the hands it has. Returns the tables closed unfinished.
    pub fn close(
        &mut self,
        played: &[(usize, bool)],
        hands: u32,
        force: bool,
        now: DateTime<FixedOffset>,
    ) -> Result<Vec<(u32, usize)>, ClubError> {
        let current = self.rounds.last_mut().ok_or(ClubError::NoRound)?;
        if current.closed.is_some() {
            return Err(ClubError::Closed {
                round: current.number,
            });
        }
        let unfinished: Vec<(u32, usize)> = current
            .tables
            .iter()
            .zip(played)
            .filter(|(_, (_, finished))| !finished)
            .map(|(table, (count, _))| (table.number, *count))
            .collect();
        if !unfinished.is_empty() && !force {
            return Err(ClubError::Unfinished {
                round: current.number,
                tables: unfinished,
                hands,
            });
        }
        for (table, count) in &unfinished {
            if let Some(record) = current.tables.iter_mut().find(|t| t.number == *table) {
                record.counted = Some(*count as u32);
            }
        }
        current.closed = Some(now);
        Ok(unfinished)
    }
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
            ActionKind::ClockStart { round, before } => {
                let current = self
                    .rounds
                    .last_mut()
                    .filter(|r| r.number == *round && r.closed.is_none())
                    .ok_or(ClubError::UndoOutOfOrder)?;
                current.clock = *before;
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
