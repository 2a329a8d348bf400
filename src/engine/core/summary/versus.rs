//! `stats --versus NAME`: how often NAME finished ahead of, behind or level with each
//! opponent.

use super::match_summary::{MatchSummary, State};
use serde::Serialize;

/// One opponent of `stats --versus NAME`: finished matches together, and how often NAME
/// finished ahead of, behind or level with them.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Opponent {
    /// The spelling of the newest match.
    pub name: String,
    /// Finished matches played together.
    pub matches: u32,
    /// NAME finished ahead.
    pub ahead: u32,
    /// NAME finished behind.
    pub behind: u32,
    /// They shared a place.
    pub level: u32,
}

/// `stats --versus NAME --json`.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct VersusReport {
    /// NAME, spelled as the newest match spells it.
    pub player: String,
    /// Everyone NAME finished a match with, most matches first.
    pub opponents: Vec<Opponent>,
}

impl VersusReport {
    /// NAME's head-to-head over the finished matches among `summaries` (newest first, so
    /// that the first spelling met is the newest) of `variant` if given.
    pub fn new<'a>(
        summaries: impl IntoIterator<Item = &'a MatchSummary>,
        name: &str,
        variant: Option<&str>,
    ) -> VersusReport {
        let wanted = name.trim().to_lowercase();
        let variant = variant.map(str::to_lowercase);
        let mut player = name.trim().to_string();
        let mut seen_player = false;
        let mut opponents: Vec<Opponent> = Vec::new();
        for summary in summaries {
            if summary.state != State::Finished
                || variant
                    .as_ref()
                    .is_some_and(|v| *v != summary.variant.to_lowercase())
            {
                continue;
            }
            let Some(me) = summary
                .players
                .iter()
                .position(|p| p.name.to_lowercase() == wanted)
            else {
                continue;
            };
            if !seen_player {
                player = summary.players[me].name.clone();
                seen_player = true;
            }
            for (seat, line) in summary.players.iter().enumerate() {
                if seat == me {
                    continue;
                }
                let key = line.name.to_lowercase();
                let at = match opponents.iter().position(|o| o.name.to_lowercase() == key) {
                    Some(at) => at,
                    None => {
                        opponents.push(Opponent {
                            name: line.name.clone(),
                            matches: 0,
                            ahead: 0,
                            behind: 0,
                            level: 0,
                        });
                        opponents.len() - 1
                    }
                };
                let them = &mut opponents[at];
                them.matches += 1;
                match summary.places[me].cmp(&summary.places[seat]) {
                    std::cmp::Ordering::Less => them.ahead += 1,
                    std::cmp::Ordering::Greater => them.behind += 1,
                    std::cmp::Ordering::Equal => them.level += 1,
                }
            }
        }
        opponents.sort_by(|a, b| {
            b.matches
                .cmp(&a.matches)
                .then_with(|| a.name.to_lowercase().cmp(&b.name.to_lowercase()))
        });
        VersusReport { player, opponents }
    }
}
