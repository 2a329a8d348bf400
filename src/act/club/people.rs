//! Players coming in to an evening and going home from it.

use super::Done;
use crate::act::{CommandError, Result};
use crate::core::club::actions::ActionKind;
use crate::core::club::evening::ClubError;
use chrono::{DateTime, FixedOffset};
use std::path::Path;

/// Players (and `guests` as guests) who come in to the evening of the file `evening`: drawn
/// from the next round on. Refused when nobody is named, as `club arrive` refuses it.
pub fn arrive(
    now: DateTime<FixedOffset>,
    evening: &Path,
    names: &[String],
    guests: &[String],
) -> Result<Done> {
    let names: Vec<String> = names.iter().map(|n| n.trim().to_string()).collect();
    let guests: Vec<String> = guests.iter().map(|n| n.trim().to_string()).collect();
    if names.is_empty() && guests.is_empty() {
        return Err(CommandError::Club(ClubError::NobodyNamed));
    }
    let everyone: Vec<String> = names.iter().chain(&guests).cloned().collect();
    let (round, _) = crate::store::evening::update_evening(evening, |evening| {
        let players = evening.players.clone();
        evening.arrive(&names, false).map_err(CommandError::Club)?;
        evening.arrive(&guests, true).map_err(CommandError::Club)?;
        let names = everyone.clone();
        evening.keep(ActionKind::Arrive { names, players }, now);
        Ok::<_, CommandError>(evening.next_round())
    })?;
    Ok(Done::Arrived {
        names: everyone,
        round,
    })
}

/// Players who go home from the evening of the file `evening` (a unique beginning of a name
/// will do): they keep the rounds played. Refused when nobody is named.
pub fn leave(now: DateTime<FixedOffset>, evening: &Path, names: &[String]) -> Result<Done> {
    if names.is_empty() {
        return Err(CommandError::Club(ClubError::NobodyNamed));
    }
    let (gone, evening) = crate::store::evening::update_evening(evening, |evening| {
        let players = evening.players.clone();
        let gone = evening.leave(names).map_err(CommandError::Club)?;
        let names = gone.clone();
        evening.keep(ActionKind::Leave { names, players }, now);
        Ok::<_, CommandError>(gone)
    })?;
    Ok(Done::Left {
        names: gone,
        round: evening.rounds.len(),
    })
}
