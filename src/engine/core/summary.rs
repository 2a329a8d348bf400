//! What is kept of a match once it is over, and what a club's matches add up to: each
//! match's summary (variant, players, totals, moons, Q♠, state) and every player's record
//! (matches, wins, points per hand, best and worst). Pure: the files they come from are read by
//! [`crate::store::history`].

use super::cards::Card;
use super::game::{Entry, Match, Outcome, Scoreboard};
use super::score::Score;
use super::variant::Winner;
use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use std::collections::{BTreeMap, HashMap};

/// How many finished matches a player needs before `stats` rates them: below it they are
/// "not yet rated" (listed apart in the text, `"provisional": true` in JSON), however their
/// first matches went.
pub const RATED_AFTER: u32 = 3;

/// Where a match stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum State {
    /// Hands go on.
    InProgress,
    /// The best total is shared and a tie is being broken.
    TieBreak,
    /// Over, with a winner.
    Finished,
}

impl State {
    /// "in progress", "tie-break" or "finished".
    pub fn as_str(self) -> &'static str {
        match self {
            State::InProgress => "in progress",
            State::TieBreak => "tie-break",
            State::Finished => "finished",
        }
    }
}

/// One player's part in a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerLine {
    /// The name as written in the match.
    pub name: String,
    /// The total after the last hand.
    pub total: Score,
    /// Moons shot.
    pub moons: u32,
    /// Q♠ taken (a two-pack game holds two).
    pub queens: u32,
}

/// What the history keeps of one match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchSummary {
    /// The variant's name.
    pub variant: String,
    /// The players in seating order, with what each did.
    pub players: Vec<PlayerLine>,
    /// When the match started.
    #[serde(with = "instant")]
    pub started: DateTime<FixedOffset>,
    /// When the last hand was entered, once the match is over.
    #[serde(with = "instant::maybe")]
    pub finished: Option<DateTime<FixedOffset>>,
    /// In progress, breaking a tie, or finished.
    pub state: State,
    /// Scored hands (misdeals are not hands).
    pub hands: usize,
    /// The winner's seat, once finished.
    pub winner: Option<usize>,
    /// Whether the lowest total wins (penalty games) rather than the highest.
    pub lowest_wins: bool,
    /// Whether scores can be complex (Complex Hearts).
    pub complex: bool,
    /// Whether the totals are penalty points: complex scores, chips and lives count toward matches
    /// and wins, not toward points, best and worst.
    pub counts_points: bool,
    /// Each seat's place by the game's own rule (1 the best; tied players share a place).
    pub places: Vec<usize>,
    /// The match's notes, in the order written.
    pub notes: Vec<NoteLine>,
}

/// A note about a match, as the history keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NoteLine {
    /// When it was written.
    #[serde(with = "instant")]
    pub time: DateTime<FixedOffset>,
    /// What it says.
    pub text: String,
}

impl MatchSummary {
    /// The summary of a loaded match.
    pub fn new(game: &Match, board: &Scoreboard) -> MatchSummary {
        let n = game.players.len();
        let mut moons = vec![0u32; n];
        let mut queens = vec![0u32; n];
        for hand in &board.hands {
            if let Some(shooter) = hand.moon {
                moons[shooter] += 1;
            }
            if let Some(Entry::Hand(entered)) = game.entries.get(hand.entry) {
                for (seat, capture) in entered.cards.took.iter().enumerate() {
                    queens[seat] += u32::from(capture.count(Card::QUEEN_OF_SPADES));
                }
            }
        }
        let state = match board.outcome {
            Outcome::Playing => State::InProgress,
            Outcome::TieBreak(_) => State::TieBreak,
            Outcome::Won(_) | Outcome::Shared(_) => State::Finished,
        };
        let finished = board
            .finished()
            .then(|| game.entries.last().map(entry_time))
            .flatten();
        MatchSummary {
            variant: game.rules.variant.clone(),
            players: (0..n)
                .map(|seat| PlayerLine {
                    name: game.players[seat].clone(),
                    total: board.totals[seat],
                    moons: moons[seat],
                    queens: queens[seat],
                })
                .collect(),
            started: game.started,
            finished,
            state,
            hands: board.hands.len(),
            winner: board.winner(),
            lowest_wins: game.rules.winner == Winner::Lowest,
            complex: game.rules.complex(),
            counts_points: !game.rules.complex()
                && game.rules.chips.is_none()
                && game.rules.lives.is_none(),
            places: {
                let mut places = vec![1; n];
                for place in board.ranking(&game.rules) {
                    places[place.seat] = place.place;
                }
                places
            },
            notes: game
                .notes
                .iter()
                .map(|note| NoteLine {
                    time: note.time,
                    text: note.text.clone(),
                })
                .collect(),
        }
    }

    /// The winner's name, once finished.
    pub fn winner_name(&self) -> Option<&str> {
        self.winner.map(|seat| self.players[seat].name.as_str())
    }

    /// The players' names in seating order.
    pub fn names(&self) -> Vec<String> {
        self.players.iter().map(|p| p.name.clone()).collect()
    }
}

fn entry_time(entry: &Entry) -> DateTime<FixedOffset> {
    entry.time()
}

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

/// A player's rating: the Weng-Lin (OpenSkill) skill μ, its uncertainty σ, and the
/// conservative rating μ − 3σ that `stats` sorts by.
#[derive(Clone, Copy, Debug, Serialize, PartialEq)]
pub struct Rating {
    /// The estimated skill (25 at the start).
    pub mu: f64,
    /// How uncertain it is (25/3 at the start; it shrinks with every match).
    pub sigma: f64,
    /// μ − 3σ: what the player is at least, almost surely (0 at the start).
    pub ordinal: f64,
}

impl Rating {
    fn of(rating: WengLinRating) -> Rating {
        Rating {
            mu: rounded(rating.rating, 3),
            sigma: rounded(rating.uncertainty, 3),
            ordinal: rounded(rating.rating - 3.0 * rating.uncertainty, 3),
        }
    }
}

/// Every player's rating after `finished` matches, given oldest first: each match a
/// free-for-all ranked by its places (ties share a place), with Weng-Lin's usual defaults
/// (μ 25, σ 25/3). Keyed by the name in lower case (one person whatever the case).
pub fn ratings<'a>(
    finished: impl IntoIterator<Item = &'a MatchSummary>,
) -> HashMap<String, WengLinRating> {
    let config = WengLinConfig::new();
    let mut ratings: HashMap<String, WengLinRating> = HashMap::new();
    for summary in finished {
        let keys: Vec<String> = summary
            .players
            .iter()
            .map(|p| p.name.to_lowercase())
            .collect();
        let before: Vec<[WengLinRating; 1]> = keys
            .iter()
            .map(|key| [ratings.get(key).copied().unwrap_or_default()])
            .collect();
        let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = before
            .iter()
            .zip(&summary.places)
            .map(|(team, &place)| (&team[..], MultiTeamOutcome::new(place)))
            .collect();
        let after = weng_lin_multi_team(&teams, &config);
        for (key, team) in keys.into_iter().zip(after) {
            if let Some(&rating) = team.first() {
                ratings.insert(key, rating);
            }
        }
    }
    ratings
}

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

fn rounded(value: f64, places: i32) -> f64 {
    let scale = 10f64.powi(places);
    (value * scale).round() / scale
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

/// A summary's times kept as numbers (seconds, nanoseconds and the offset from UTC) rather
/// than as text: a club's cache holds 52,000 of them, read on every `history` and `stats`.
mod instant {
    use chrono::{DateTime, FixedOffset};
    use serde::{Deserialize, Deserializer, Serialize, Serializer, de};

    #[derive(Serialize, Deserialize)]
    struct Numbers {
        seconds: i64,
        nanoseconds: u32,
        offset: i32,
    }

    impl Numbers {
        fn of(time: &DateTime<FixedOffset>) -> Numbers {
            Numbers {
                seconds: time.timestamp(),
                nanoseconds: time.timestamp_subsec_nanos(),
                offset: time.offset().local_minus_utc(),
            }
        }

        fn time<E: de::Error>(&self) -> Result<DateTime<FixedOffset>, E> {
            let offset = FixedOffset::east_opt(self.offset);
            let utc = DateTime::from_timestamp(self.seconds, self.nanoseconds);
            match (utc, offset) {
                (Some(utc), Some(offset)) => Ok(utc.with_timezone(&offset)),
                _ => Err(E::invalid_value(
                    de::Unexpected::Signed(self.seconds),
                    &"a time chrono can hold",
                )),
            }
        }
    }

    pub fn serialize<S: Serializer>(
        time: &DateTime<FixedOffset>,
        to: S,
    ) -> Result<S::Ok, S::Error> {
        Numbers::of(time).serialize(to)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        from: D,
    ) -> Result<DateTime<FixedOffset>, D::Error> {
        Numbers::deserialize(from)?.time()
    }

    /// The same for a time that may be missing.
    pub mod maybe {
        use super::Numbers;
        use chrono::{DateTime, FixedOffset};
        use serde::{Deserialize, Deserializer, Serialize, Serializer};

        pub fn serialize<S: Serializer>(
            time: &Option<DateTime<FixedOffset>>,
            to: S,
        ) -> Result<S::Ok, S::Error> {
            time.as_ref().map(Numbers::of).serialize(to)
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(
            from: D,
        ) -> Result<Option<DateTime<FixedOffset>>, D::Error> {
            Option::<Numbers>::deserialize(from)?
                .map(|n| n.time())
                .transpose()
        }
    }
}

#[cfg(test)]
mod tests;
