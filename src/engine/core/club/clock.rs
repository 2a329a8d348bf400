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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::club::evening::{Keys, RoundRecord};
    use crate::core::testkit::time;
    use chrono::NaiveDate;

    fn at(minutes: i64) -> DateTime<FixedOffset> {
        time() + TimeDelta::minutes(minutes)
    }

    /// An evening whose round 1 was drawn at `time()`, rounds of `minutes` tonight.
    fn drawn(minutes: Option<u32>) -> Evening {
        let names: Vec<String> = ["Ann", "Bob", "Cas", "Dee"].map(String::from).to_vec();
        let date = NaiveDate::from_ymd_opt(2026, 9, 1).expect("a date");
        let mut evening =
            Evening::open("Tuesday", date, &names, &[], time(), Keys::default()).expect("open");
        evening.round_minutes = minutes;
        evening.rounds.push(round(time()));
        evening.keep(
            ActionKind::Draw {
                round: 1,
                keep_apart: Vec::new(),
            },
            time(),
        );
        evening
    }

    fn round(drawn: DateTime<FixedOffset>) -> RoundRecord {
        RoundRecord {
            number: 1,
            seed: 7,
            attempt: 1,
            algorithm: crate::core::club::ALGORITHM,
            drawn,
            closed: None,
            keep_apart: Vec::new(),
            tables: Vec::new(),
            sitting_out: Vec::new(),
            clock: None,
        }
    }

    #[test]
    fn the_clock_counts_from_the_draw_warns_at_five_minutes_and_is_over_at_the_end() {
        let evening = drawn(Some(60));
        let clock = evening.clock(None, at(20)).expect("a clock");
        assert_eq!((clock.round, clock.remaining), (1, 40 * 60));
        assert_eq!(clock.ends(), at(60));
        assert!(!clock.pressed);
        assert_eq!(clock.phase(), ClockPhase::Running);
        assert_eq!(
            evening.clock(None, at(55)).map(|c| c.phase()),
            Some(ClockPhase::Warning)
        );
        let over = evening.clock(None, at(75)).expect("a clock");
        assert_eq!((over.remaining, over.phase()), (0, ClockPhase::Over));
    }

    #[test]
    fn the_evenings_minutes_go_over_the_competitions_and_none_means_no_clock() {
        assert_eq!(drawn(None).clock(None, at(1)), None);
        assert_eq!(
            drawn(None).clock(Some(30), at(10)).map(|c| c.remaining),
            Some(20 * 60)
        );
        assert_eq!(
            drawn(Some(45)).clock(Some(30), at(10)).map(|c| c.minutes),
            Some(45)
        );
    }

    #[test]
    fn a_closed_round_and_an_evening_before_its_first_draw_show_no_clock() {
        let mut evening = drawn(Some(60));
        evening.rounds[0].closed = Some(at(50));
        assert_eq!(evening.clock(None, at(51)), None);
        evening.rounds.clear();
        assert_eq!(evening.clock(None, at(51)), None);
    }

    #[test]
    fn a_redraw_is_a_new_draw_so_the_clock_counts_again() {
        let mut evening = drawn(Some(60));
        evening.rounds[0] = round(at(10));
        assert_eq!(
            evening.clock(None, at(10)).map(|c| c.remaining),
            Some(60 * 60)
        );
    }

    #[test]
    fn a_start_pressed_counts_from_then_and_undo_takes_it_back() {
        let mut evening = drawn(Some(60));
        assert_eq!(evening.start_clock(None, at(15)), Ok(1));
        let clock = evening.clock(None, at(15)).expect("a clock");
        assert_eq!(
            (clock.pressed, clock.remaining, clock.ends()),
            (true, 3600, at(75))
        );
        // Pressed again: the later start; undone, the earlier one again.
        evening.start_clock(None, at(20)).expect("started again");
        assert_eq!(evening.clock(None, at(20)).map(|c| c.remaining), Some(3600));
        let undone = evening.undo(&[], at(21)).expect("undone");
        assert_eq!(
            undone,
            ActionKind::ClockStart {
                round: 1,
                before: Some(at(15))
            }
        );
        assert_eq!(evening.clock(None, at(20)).map(|c| c.ends()), Some(at(75)));
        evening.undo(&[], at(22)).expect("undone");
        let back = evening.clock(None, at(20)).expect("a clock");
        assert_eq!((back.pressed, back.ends()), (false, at(60)));
    }

    #[test]
    fn a_start_is_refused_without_minutes_and_once_the_round_is_closed() {
        let mut evening = drawn(None);
        assert_eq!(evening.start_clock(None, at(1)), Err(ClubError::NoClock));
        let mut evening2 = drawn(Some(60));
        evening2.rounds[0].closed = Some(at(50));
        assert_eq!(
            evening2.start_clock(None, at(51)),
            Err(ClubError::Closed { round: 1 })
        );
        assert_eq!(evening.actions.len(), 1, "a refused start is no action");
    }
}
