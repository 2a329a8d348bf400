//! The round clock (issue 40): how long a round may take, counted from the round's draw or
//! from a start the organiser presses (`club clock start`, undone by `club undo`); a redraw
//! is a new draw, so it counts again. It is derived from the times the evening keeps, so it
//! survives a restart of `club serve`, and it only shows: it never closes a round.
//! The time now is passed in.

use super::actions::ActionKind;
use super::error::ClubError;
use super::evening::Evening;
use chrono::{DateTime, FixedOffset, TimeDelta};

/// Seconds before the end at which the clock warns.
pub const WARNING_SECONDS: i64 = 5 * 60;

/// How far a round's clock has run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockPhase {
    /// More than five minutes left.
    Running,
    /// Five minutes or less left.
    Warning,
    /// The time is up: finish the hand you are playing.
    Over,
}

/// The clock of the round being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundClock {
    /// The round.
    pub round: u32,
    /// Minutes a round may take.
    pub minutes: u32,
    /// When it started counting: the draw, or the organiser's start.
    pub started: DateTime<FixedOffset>,
    /// Whether the organiser pressed the start (else it counts from the draw).
    pub pressed: bool,
    /// Seconds left (0 once the time is up).
    pub remaining: i64,
}

impl RoundClock {
    /// When the time is up.
    pub fn ends(&self) -> DateTime<FixedOffset> {
        self.started + TimeDelta::minutes(i64::from(self.minutes))
    }

    /// How far it has run.
    pub fn phase(&self) -> ClockPhase {
        if self.remaining <= 0 {
            ClockPhase::Over
        } else if self.remaining <= WARNING_SECONDS {
            ClockPhase::Warning
        } else {
            ClockPhase::Running
        }
    }
}

impl Evening {
    /// Minutes a round may take tonight: the evening's own (`club start --round-minutes`),
    /// else the competition's (`club new --round-minutes`); none: no clock.
    pub fn clock_minutes(&self, competition: Option<u32>) -> Option<u32> {
        self.round_minutes.or(competition).filter(|m| *m > 0)
    }

    /// The clock of the round being played at `now`, given the competition's minutes: none
    /// with no minutes, before the first draw and once the round is closed.
    pub fn clock(
        &self,
        competition: Option<u32>,
        now: DateTime<FixedOffset>,
    ) -> Option<RoundClock> {
        let minutes = self.clock_minutes(competition)?;
        let round = self.current().filter(|r| r.closed.is_none())?;
        let started = round.clock.unwrap_or(round.drawn);
        let ends = started + TimeDelta::minutes(i64::from(minutes));
        Some(RoundClock {
            round: round.number,
            minutes,
            started,
            pressed: round.clock.is_some(),
            remaining: (ends - now).num_seconds().max(0),
        })
    }

    /// The organiser starts the round's clock at `now` (again, if it was started before):
    /// refused with no clock tonight or no round being played. Kept as an action, so that
    /// `club undo` takes it back.
    pub fn start_clock(
        &mut self,
        competition: Option<u32>,
        now: DateTime<FixedOffset>,
    ) -> Result<u32, ClubError> {
        if self.clock_minutes(competition).is_none() {
            return Err(ClubError::NoClock);
        }
        let round = self.rounds.last_mut().ok_or(ClubError::NoRound)?;
        if round.closed.is_some() {
            return Err(ClubError::Closed {
                round: round.number,
            });
        }
        let before = round.clock.replace(now);
        let number = round.number;
        self.keep(
            ActionKind::ClockStart {
                round: number,
                before,
            },
            now,
        );
        Ok(number)
    }
}
