//! Table points, margins, and the rankings of an evening and a season, all exact.
//!
//! At a table of n players each pair of tablemates is a small duel: +1 for finishing ahead,
//! −1 for finishing behind, 0 when level. A player's **table points** are
//! 3 × (duels won − duels lost) / (n − 1): +3/+1/−1/−3 at a table of four, +3/0/−3 at three,
//! +3/+1.5/0/−1.5/−3 at five; shared places come out shared and every table adds up to 0.
//! They are kept in twelfths ([`Twelfths`]), exact for tables of 2 to 5. The **margin** is
//! the table's mean total less the player's own (the other way round where the highest total
//! wins), kept in sixtieths ([`Sixtieths`]), exact for tables of 3, 4 and 5. A round sat out
//! counts 0 and 0: exactly an average round.
//!
//! An evening ranks by table points, then margin, then rounds won (first place alone at the
//! table), and players level on all three share the place. A season counts each player's best
//! evenings (by table points), ranks those with enough evenings by the counted table points,
//! then evenings played, then the counted margin, then evenings won.

use std::cmp::Reverse;

/// Table points in twelfths of a point.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Twelfths(pub i64);

/// A margin in sixtieths of a point.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Sixtieths(pub i64);

impl Twelfths {
    /// As a number of points (to show it).
    pub fn points(self) -> f64 {
        self.0 as f64 / 12.0
    }
}

impl Sixtieths {
    /// As a number of points (to show it).
    pub fn points(self) -> f64 {
        self.0 as f64 / 60.0
    }
}

impl std::iter::Sum for Twelfths {
    fn sum<I: Iterator<Item = Twelfths>>(iter: I) -> Twelfths {
        Twelfths(iter.map(|t| t.0).sum())
    }
}

impl std::iter::Sum for Sixtieths {
    fn sum<I: Iterator<Item = Sixtieths>>(iter: I) -> Sixtieths {
        Sixtieths(iter.map(|t| t.0).sum())
    }
}

/// One player's result at one table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableResult {
    /// The place at the table (1 the best; shared places repeat).
    pub place: usize,
    /// Table points.
    pub points: Twelfths,
    /// Margin.
    pub margin: Sixtieths,
    /// First place alone.
    pub won: bool,
}

/// The results at one table, from each player's place (1 the best; players level share it:
/// 1, 2, 2, 4) and total, in the same order. `highest_wins` where the highest total wins.
pub fn table_results(places: &[usize], totals: &[i64], highest_wins: bool) -> Vec<TableResult> {
    let n = places.len() as i64;
    let sum: i64 = totals.iter().sum();
    places
        .iter()
        .zip(totals)
        .map(|(&place, &total)| {
            let behind = places.iter().filter(|&&other| other > place).count() as i64;
            let ahead = places.iter().filter(|&&other| other < place).count() as i64;
            let points = if n > 1 {
                36 * (behind - ahead) / (n - 1)
            } else {
                0
            };
            let below_mean = 60 * (sum - n * total) / n.max(1);
            TableResult {
                place,
                points: Twelfths(points),
                margin: Sixtieths(if highest_wins {
                    -below_mean
                } else {
                    below_mean
                }),
                won: place == 1 && places.iter().filter(|&&other| other == 1).count() == 1,
            }
        })
        .collect()
}

/// One round of a player's evening.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundLine {
    /// The round.
    pub round: u32,
    /// The table, or none when sitting out.
    pub table: Option<usize>,
    /// The result at the table, or none when sitting out.
    pub result: Option<TableResult>,
    /// The total at the table, or none when sitting out.
    pub total: Option<i64>,
}

/// One player's evening.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerEvening {
    /// The name.
    pub name: String,
    /// A guest (ranked on the evening, never in the season).
    pub guest: bool,
    /// The rounds played or sat out, in order (rounds absent are left out).
    pub rounds: Vec<RoundLine>,
}

impl PlayerEvening {
    /// Table points over the evening.
    pub fn points(&self) -> Twelfths {
        self.rounds
            .iter()
            .filter_map(|r| r.result.map(|r| r.points))
            .sum()
    }

    /// Margin over the evening.
    pub fn margin(&self) -> Sixtieths {
        self.rounds
            .iter()
            .filter_map(|r| r.result.map(|r| r.margin))
            .sum()
    }

    /// Rounds won (first place alone at the table).
    pub fn rounds_won(&self) -> usize {
        self.rounds
            .iter()
            .filter(|r| r.result.is_some_and(|r| r.won))
            .count()
    }
}

/// An item with its place in a ranking.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ranked<T> {
    /// 1 for the best; a shared place repeats and the next skips (1, 2, 2, 4).
    pub place: usize,
    /// Whether another shares the place.
    pub shared: bool,
    /// What is ranked.
    pub item: T,
}

/// Ranks items by `key` (the best first, compared as given), sharing places of equal keys;
/// equals keep the order given.
fn rank<T, K: Ord + Copy>(mut items: Vec<T>, key: impl Fn(&T) -> K) -> Vec<Ranked<T>> {
    items.sort_by_key(|item| Reverse(key(item)));
    let keys: Vec<K> = items.iter().map(&key).collect();
    items
        .into_iter()
        .enumerate()
        .map(|(i, item)| {
            let first = keys.iter().position(|k| *k == keys[i]).unwrap_or(i);
            let shared = keys.iter().filter(|k| **k == keys[i]).count() > 1;
            Ranked {
                place: first + 1,
                shared,
                item,
            }
        })
        .collect()
}

/// The evening's ranking: table points, then margin, then rounds won; equals share the place
/// (and keep the order given, which should be by name).
pub fn rank_evening(players: Vec<PlayerEvening>) -> Vec<Ranked<PlayerEvening>> {
    rank(players, |p| (p.points(), p.margin(), p.rounds_won()))
}

/// A prize of an evening.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prize {
    /// A prize place: 1, 2 or 3 (shared places share it).
    Place(usize),
    /// The booby prize ("poedelprijs"): the last place.
    Booby,
}

/// The places that win a prize: 1st, 2nd and 3rd.
pub const PRIZE_PLACES: usize = 3;

/// The fewest ranked players for a booby prize.
pub const BOOBY_FROM: usize = 4;

/// Each ranked player's prize, in the ranking's order: places 1 to 3 (a shared place shares
/// it), and the booby prize for the last place (shared: for each who shares it), guests
/// included, with at least 4 players ranked and the last place below the prize places.
pub fn prizes<T>(ranking: &[Ranked<T>]) -> Vec<Option<Prize>> {
    let last = ranking.iter().map(|r| r.place).max().unwrap_or(0);
    let booby = ranking.len() >= BOOBY_FROM && last > PRIZE_PLACES;
    ranking
        .iter()
        .map(|r| {
            if r.place <= PRIZE_PLACES {
                Some(Prize::Place(r.place))
            } else if booby && r.place == last {
                Some(Prize::Booby)
            } else {
                None
            }
        })
        .collect()
}

/// One evening of a player's season.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EveningScore {
    /// The evening's date.
    pub date: String,
    /// Table points that evening.
    pub points: Twelfths,
    /// Margin that evening.
    pub margin: Sixtieths,
    /// Whether the player won the evening (first place alone).
    pub won: bool,
}

/// One player's season.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeasonPlayer {
    /// The name.
    pub name: String,
    /// Evenings played.
    pub evenings: usize,
    /// Evenings counted (the best ones).
    pub counted: usize,
    /// Table points over the counted evenings.
    pub points: Twelfths,
    /// Margin over the counted evenings.
    pub margin: Sixtieths,
    /// Evenings won.
    pub evenings_won: usize,
}

/// A season: the ranked, and those with too few evenings yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Season {
    /// Ranked players.
    pub ranking: Vec<Ranked<SeasonPlayer>>,
    /// Players under the minimum of evenings, by counted table points.
    pub not_ranked: Vec<SeasonPlayer>,
}

/// The season from each player's evenings: the best `best` evenings count (all without it);
/// players with fewer than `min_evenings` evenings are not ranked.
pub fn rank_season(
    players: Vec<(String, Vec<EveningScore>)>,
    best: Option<usize>,
    min_evenings: usize,
) -> Season {
    let lines: Vec<SeasonPlayer> = players
        .into_iter()
        .map(|(name, mut evenings)| {
            evenings.sort_by_key(|e| Reverse((e.points, e.margin)));
            let counted = best.map_or(evenings.len(), |b| b.min(evenings.len()));
            SeasonPlayer {
                name,
                evenings: evenings.len(),
                counted,
                points: evenings[..counted].iter().map(|e| e.points).sum(),
                margin: evenings[..counted].iter().map(|e| e.margin).sum(),
                evenings_won: evenings.iter().filter(|e| e.won).count(),
            }
        })
        .collect();
    let key = |p: &SeasonPlayer| (p.points, p.evenings, p.margin, p.evenings_won);
    let (ranked, mut not_ranked): (Vec<SeasonPlayer>, Vec<SeasonPlayer>) =
        lines.into_iter().partition(|p| p.evenings >= min_evenings);
    not_ranked.sort_by_key(|p| Reverse(key(p)));
    Season {
        ranking: rank(ranked, key),
        not_ranked,
    }
}

#[cfg(test)]
mod tests;
