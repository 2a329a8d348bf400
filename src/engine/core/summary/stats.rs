//! `stats`: every player's record over the matches counted (matches, wins, points per hand,
//! each game's best and worst, the rating), the rated ones apart from those not yet rated.

use super::match_summary::{MatchSummary, State};
use super::ratings::{Rating, ratings, rounded};
use serde::Serialize;
use skillratings::weng_lin::WengLinRating;
use std::collections::{BTreeMap, HashMap};

/// How many finished matches a player needs before `stats` rates them: below it they are
/// "not yet rated" (listed apart in the text, `"provisional": true` in JSON), however their
/// first matches went.
pub const RATED_AFTER: u32 = 3;

/// Which matches and players `stats` counts.
#[derive(Clone, Debug, Default)]
pub struct StatsFilter {
    /// Only this player (case-insensitive).
    pub player: Option<String>,
    /// Only matches of this variant (case-insensitive).
    pub variant: Option<String>,
    /// The first and last day counted, for the report's words (the caller, who knows the
    /// local time, leaves out the matches outside them).
    pub period: (Option<chrono::NaiveDate>, Option<chrono::NaiveDate>),
}

/// `stats --json`.
#[derive(Clone, Debug, Serialize)]
pub struct StatsReport {
    /// One entry per person: the rated players by rating, then those not yet rated (fewer
    /// than [`RATED_AFTER`] finished matches) by wins.
    pub players: Vec<PlayerStats>,
    /// Finished matches counted.
    pub finished_matches: usize,
    /// Matches still in progress (their hands count, their results do not yet).
    pub unfinished_matches: usize,
    /// Match files that could not be read (see `history`).
    pub damaged_files: usize,
    /// Matches counted whose totals are not penalty points (complex scores, chips): they
    /// count toward matches and wins only.
    #[serde(skip)]
    pub pointless_matches: usize,
    /// The games (variants) of the finished matches counted, newest first: best and worst
    /// compare like with like only when there is one.
    #[serde(skip)]
    pub games: Vec<String>,
    /// The games counted whose highest total wins (Gong Zhu, Knaves …), left out of `points`
    /// and `points_per_hand` unless one game was asked for (`--variant`): their points count
    /// the other way (issue 40, newcomer M8).
    pub points_left_out: Vec<String>,
}

/// A player's best and worst final score in one game, by that game's own rule.
#[derive(Clone, Copy, Debug, Serialize, PartialEq, Eq)]
pub struct Extremes {
    /// The best final score (lowest where the lowest wins).
    pub best: i64,
    /// The worst final score.
    pub worst: i64,
    #[serde(skip)]
    lowest_wins: bool,
}

impl Extremes {
    fn add(&mut self, total: i64) {
        let better = |a: i64, b: i64| if self.lowest_wins { a < b } else { a > b };
        if better(total, self.best) {
            self.best = total;
        }
        if better(self.worst, total) {
            self.worst = total;
        }
    }
}

/// One person's record. Names that differ only in case are the same person.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct PlayerStats {
    /// The spelling of the newest match.
    pub name: String,
    /// Finished matches played.
    pub matches: u32,
    /// Finished matches won.
    pub wins: u32,
    /// Wins per finished match, from 0 to 1 (0 before any match is finished).
    pub win_rate: f64,
    /// Matches played, finished or not.
    pub played: u32,
    /// Hands played, in every match.
    pub hands: u32,
    /// Points scored over those hands (signed: subtracted points count negative), of the
    /// games where the lowest total wins unless `--variant` asked for one game (see
    /// `points_left_out`).
    pub points: i64,
    /// Average points per hand of the games counted in `points` (rounded to 2 decimals); 0
    /// with no such hands.
    pub points_per_hand: f64,
    /// Moons shot.
    pub moons: u32,
    /// Q♠ taken.
    pub queens_of_spades: u32,
    /// The best final score of a finished match (lowest where the lowest wins), when the
    /// player's finished matches that count points are all of one game; null otherwise (see
    /// `best_by_variant`).
    pub best: Option<i64>,
    /// The worst final score of a finished match, on the same terms as `best`.
    pub worst: Option<i64>,
    /// Each game's best and worst final score, by the game's name.
    pub best_by_variant: BTreeMap<String, Extremes>,
    /// The rating over the finished matches counted, oldest first.
    pub rating: Rating,
    /// Fewer than [`RATED_AFTER`] finished matches: not yet rated (the rating is still worked
    /// out, and counts for the others).
    pub provisional: bool,
    #[serde(skip)]
    point_hands: u32,
}

impl PlayerStats {
    /// Whether any of the player's hands count points (Complex Hearts' do not).
    pub fn has_points(&self) -> bool {
        self.point_hands > 0
    }

    fn new(name: &str) -> PlayerStats {
        PlayerStats {
            name: name.to_string(),
            matches: 0,
            wins: 0,
            win_rate: 0.0,
            played: 0,
            hands: 0,
            points: 0,
            points_per_hand: 0.0,
            moons: 0,
            queens_of_spades: 0,
            best: None,
            worst: None,
            best_by_variant: BTreeMap::new(),
            rating: Rating::of(WengLinRating::default()),
            provisional: true,
            point_hands: 0,
        }
    }
}

impl StatsReport {
    /// Adds up the summaries, one per match file (`None` for a file that could not be read),
    /// newest first (by start, then file path, as `history` lists them), so that the first
    /// spelling met of a name is the newest; the ratings are worked out in the reverse order,
    /// oldest first.
    pub fn new<'a>(
        summaries: impl IntoIterator<Item = Option<&'a MatchSummary>>,
        filter: &StatsFilter,
    ) -> StatsReport {
        let wanted_variant = filter.variant.as_ref().map(|v| v.to_lowercase());
        let wanted_player = filter.player.as_ref().map(|p| p.trim().to_lowercase());
        let mut people: Vec<PlayerStats> = Vec::new();
        let mut index: HashMap<String, usize> = HashMap::new();
        let mut report = StatsReport {
            players: Vec::new(),
            finished_matches: 0,
            unfinished_matches: 0,
            damaged_files: 0,
            pointless_matches: 0,
            games: Vec::new(),
            points_left_out: Vec::new(),
        };
        let mut rated: Vec<&MatchSummary> = Vec::new();
        for summary in summaries {
            let Some(summary) = summary else {
                report.damaged_files += 1;
                continue;
            };
            if wanted_variant
                .as_ref()
                .is_some_and(|v| *v != summary.variant.to_lowercase())
            {
                continue;
            }
            if summary.state == State::Finished {
                rated.push(summary);
            }
            let finished = summary.state == State::Finished;
            let mut counted = false;
            for (seat, line) in summary.players.iter().enumerate() {
                let key = line.name.to_lowercase();
                if wanted_player.as_ref().is_some_and(|p| *p != key) {
                    continue;
                }
                counted = true;
                let at = *index.entry(key).or_insert_with(|| {
                    people.push(PlayerStats::new(&line.name));
                    people.len() - 1
                });
                add_match(
                    &mut people[at],
                    summary,
                    seat,
                    finished,
                    wanted_variant.is_some(),
                );
            }
            if (counted || wanted_player.is_none())
                && summary.counts_points
                && !summary.lowest_wins
                && wanted_variant.is_none()
                && !report.points_left_out.contains(&summary.variant)
            {
                report.points_left_out.push(summary.variant.clone());
            }
            if counted || wanted_player.is_none() {
                report.pointless_matches += usize::from(!summary.counts_points);
                if finished {
                    report.finished_matches += 1;
                    if !report.games.contains(&summary.variant) {
                        report.games.push(summary.variant.clone());
                    }
                } else {
                    report.unfinished_matches += 1;
                }
            }
        }
        let ratings = ratings(rated.into_iter().rev());
        for person in &mut people {
            if let Some(&rating) = ratings.get(&person.name.to_lowercase()) {
                person.rating = Rating::of(rating);
            }
            if person.matches > 0 {
                person.win_rate = rounded(f64::from(person.wins) / f64::from(person.matches), 3);
            }
            if person.point_hands > 0 {
                person.points_per_hand =
                    rounded(person.points as f64 / f64::from(person.point_hands), 2);
            }
            person.provisional = person.matches < RATED_AFTER;
            if person.best_by_variant.len() == 1
                && let Some(one) = person.best_by_variant.values().next()
            {
                person.best = Some(one.best);
                person.worst = Some(one.worst);
            }
        }
        // The rated by rating; then those not yet rated by what they have done so far.
        people.sort_by(|a, b| {
            a.provisional
                .cmp(&b.provisional)
                .then_with(|| {
                    if a.provisional {
                        b.wins
                            .cmp(&a.wins)
                            .then(b.win_rate.total_cmp(&a.win_rate))
                            .then(b.matches.cmp(&a.matches))
                            .then(b.rating.ordinal.total_cmp(&a.rating.ordinal))
                    } else {
                        b.rating
                            .ordinal
                            .total_cmp(&a.rating.ordinal)
                            .then(b.wins.cmp(&a.wins))
                            .then(b.win_rate.total_cmp(&a.win_rate))
                    }
                })
                .then(b.played.cmp(&a.played))
                .then_with(|| a.name.to_lowercase().cmp(&b.name.to_lowercase()))
        });
        report.players = people;
        report
    }
}

/// Adds one match to a person's record; `one_game` when `--variant` asked for one game, so
/// that a game whose highest total wins counts its points too.
fn add_match(
    person: &mut PlayerStats,
    summary: &MatchSummary,
    seat: usize,
    finished: bool,
    one_game: bool,
) {
    let line = &summary.players[seat];
    let hands = u32::try_from(summary.hands).unwrap_or(u32::MAX);
    person.played += 1;
    person.hands += hands;
    person.moons += line.moons;
    // Points, best and worst (and the Q♠, a loader like any other in Conquimbert) are
    // penalty points: complex scores, chips and lives count toward matches and wins only.
    if summary.counts_points {
        person.queens_of_spades += line.queens;
    }
    let points = summary.counts_points.then_some(line.total.re);
    // Penalty points and points won are not added together: a game where the highest total
    // wins counts toward the points only when it is the one game asked for.
    if let Some(points) = points.filter(|_| summary.lowest_wins || one_game) {
        person.points += points;
        person.point_hands += hands;
    }
    if !finished {
        return;
    }
    person.matches += 1;
    if summary.winner == Some(seat) {
        person.wins += 1;
    }
    let Some(total) = points else {
        return;
    };
    // "Best" follows each game's own rule (lowest wins in penalty games, highest otherwise),
    // and compares a game only with itself.
    person
        .best_by_variant
        .entry(summary.variant.clone())
        .or_insert(Extremes {
            best: total,
            worst: total,
            lowest_wins: summary.lowest_wins,
        })
        .add(total);
}
