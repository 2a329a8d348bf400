//! Conquimbert lives: who loses a life after a hand, and who goes out.

use super::{Match, Scoreboard};

/// Who lost a life in a Conquimbert hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LivesHand {
    /// The players who lost a life (or would have, when `spared`).
    pub lost: Vec<usize>,
    /// Whether they reached the points that cost a life (else they had the most points).
    pub reached: bool,
    /// The hand would have taken the last life of every player still in: nobody lost one.
    pub spared: bool,
    /// The players who went out with this hand.
    pub out: Vec<usize>,
}

impl Match {
    /// Who loses a life after a Conquimbert hand with these card points: every player still
    /// in who reached `lose_at`; if nobody did, the player(s) still in with the most. Nobody
    /// loses one if that would take the last life of every player still in.
    pub(super) fn lives_lost(&self, board: &Scoreboard, taken: &[i64], lose_at: i64) -> LivesHand {
        let still_in: Vec<usize> = (0..self.players.len())
            .filter(|&seat| !board.is_out(seat))
            .collect();
        let mut lost: Vec<usize> = still_in
            .iter()
            .copied()
            .filter(|&seat| taken[seat] >= lose_at)
            .collect();
        let reached = !lost.is_empty();
        if !reached {
            let most = still_in.iter().map(|&seat| taken[seat]).max().unwrap_or(0);
            lost = still_in
                .iter()
                .copied()
                .filter(|&seat| taken[seat] == most)
                .collect();
        }
        let last_life = |seat: usize| board.totals[seat].re <= 1;
        let spared = lost.len() == still_in.len() && lost.iter().all(|&seat| last_life(seat));
        let out = if spared {
            Vec::new()
        } else {
            lost.iter()
                .copied()
                .filter(|&seat| last_life(seat))
                .collect()
        };
        LivesHand {
            lost,
            reached,
            spared,
            out,
        }
    }
}
