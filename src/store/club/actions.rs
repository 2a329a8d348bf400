//! The organiser's actions as an evening's file holds them, each with what it replaced.

use super::file::{pairs, unpairs};
use super::rounds::{PlayerFile, RoundFile, player_file, player_of, round_file, round_of};
use crate::core::club::actions::{Action, ActionKind};
use crate::format::error::{ClubFileError, Error};
use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// One action of the organiser: its kind, its time, when it was undone, and what it replaced
/// (the players before an arrival or a departure, the pairs kept apart before a draw, the
/// draw a redraw replaced, each table's counted hands before a close, a rename's names).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct ActionFile {
    kind: String,
    time: DateTime<FixedOffset>,
    #[serde(skip_serializing_if = "Option::is_none")]
    undone: Option<DateTime<FixedOffset>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    names: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    round: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    from: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    to: Option<String>,
    /// A clock start's start before (none: it counted from the draw).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    before: Option<DateTime<FixedOffset>>,
    /// `[table, hands]` for each table that counted hands before a close.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    counted: Vec<[u32; 2]>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    keep_apart: Vec<[String; 2]>,
    #[serde(rename = "player", default, skip_serializing_if = "Vec::is_empty")]
    players: Vec<PlayerFile>,
    #[serde(skip_serializing_if = "Option::is_none")]
    replaced: Option<RoundFile>,
}

pub(super) fn action_file(action: &Action) -> ActionFile {
    let mut file = ActionFile {
        kind: String::new(),
        time: action.time,
        undone: action.undone,
        names: Vec::new(),
        round: None,
        from: None,
        to: None,
        before: None,
        counted: Vec::new(),
        keep_apart: Vec::new(),
        players: Vec::new(),
        replaced: None,
    };
    match &action.kind {
        ActionKind::Arrive { names, players } | ActionKind::Leave { names, players } => {
            file.kind = match action.kind {
                ActionKind::Arrive { .. } => "arrive",
                _ => "leave",
            }
            .into();
            file.names = names.clone();
            file.players = players.iter().map(player_file).collect();
        }
        ActionKind::Draw { round, keep_apart } => {
            file.kind = "draw".into();
            file.round = Some(*round);
            file.keep_apart = pairs(keep_apart);
        }
        ActionKind::Redraw {
            replaced,
            keep_apart,
        } => {
            file.kind = "redraw".into();
            file.round = Some(replaced.number);
            file.keep_apart = pairs(keep_apart);
            file.replaced = Some(round_file(replaced));
        }
        ActionKind::Close { round, counted } => {
            file.kind = "close".into();
            file.round = Some(*round);
            file.counted = counted
                .iter()
                .enumerate()
                .filter_map(|(i, c)| c.map(|c| [i as u32 + 1, c]))
                .collect();
        }
        ActionKind::ClockStart { round, before } => {
            file.kind = "clock".into();
            file.round = Some(*round);
            file.before = *before;
        }
        ActionKind::Rename { from, to } => {
            file.kind = "rename".into();
            file.from = Some(from.clone());
            file.to = Some(to.clone());
        }
    }
    file
}

pub(super) fn action_of(path: &Path, file: ActionFile) -> Result<Action, Error> {
    let bad = || {
        Error::from(ClubFileError::BadAction {
            origin: path.display().to_string(),
            kind: file.kind.clone(),
        })
    };
    let players = || file.players.iter().cloned().map(player_of).collect();
    let kind = match file.kind.as_str() {
        "arrive" => ActionKind::Arrive {
            names: file.names.clone(),
            players: players(),
        },
        "leave" => ActionKind::Leave {
            names: file.names.clone(),
            players: players(),
        },
        "draw" => ActionKind::Draw {
            round: file.round.ok_or_else(bad)?,
            keep_apart: unpairs(file.keep_apart.clone()),
        },
        "redraw" => ActionKind::Redraw {
            replaced: Box::new(round_of(path, file.replaced.clone().ok_or_else(bad)?)?),
            keep_apart: unpairs(file.keep_apart.clone()),
        },
        "close" => {
            let round = file.round.ok_or_else(bad)?;
            let most = file.counted.iter().map(|[t, _]| *t).max().unwrap_or(0);
            let mut counted = vec![None; most as usize];
            for [table, hands] in &file.counted {
                if *table == 0 {
                    return Err(bad());
                }
                counted[*table as usize - 1] = Some(*hands);
            }
            ActionKind::Close { round, counted }
        }
        "clock" => ActionKind::ClockStart {
            round: file.round.ok_or_else(bad)?,
            before: file.before,
        },
        "rename" => ActionKind::Rename {
            from: file.from.clone().ok_or_else(bad)?,
            to: file.to.clone().ok_or_else(bad)?,
        },
        _ => return Err(bad()),
    };
    Ok(Action {
        time: file.time,
        kind,
        undone: file.undone,
    })
}
