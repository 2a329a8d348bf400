//! What the room's pages show of the evening (`club serve`'s TV, "where do I sit?", a table's
//! notice): the round drawn last with each table as it stands, who sits out, the ranking, and
//! where every player is.

use super::Tonight;
use super::report::EveningView;
use crate::core::club::points::{PlayerEvening, Ranked};
use crate::core::game::fold_name;

/// One player's place at a table, in its finishing order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// Their place (shared places repeat).
    pub place: usize,
    /// Their name.
    pub name: String,
    /// Their total so far.
    pub total: i64,
}

/// One table of the round on the room's screen.
#[derive(Clone, Debug)]
pub struct RoomTable {
    /// Its number.
    pub number: u32,
    /// Its players in seat order (the first deals first).
    pub players: Vec<String>,
    /// Hands played.
    pub hands_played: usize,
    /// Hands in the round.
    pub hands: u32,
    /// Whether its match is over.
    pub finished: bool,
    /// Its standings, the leader first (empty while no hand is played).
    pub standings: Vec<Standing>,
}

/// Where a player is this round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seat {
    /// At a table: its number, the seat (1 deals first), who deals first, the tablemates.
    At {
        /// The table.
        table: u32,
        /// The seat, 1 for the first dealer.
        seat: usize,
        /// Who deals first.
        dealer: String,
        /// The others at the table, in seat order.
        with: Vec<String>,
    },
    /// Sitting out this round.
    Out,
    /// No round being played (before the first draw or after a close): the next one.
    Waiting(u32),
    /// Arrived late: plays from this round.
    Later(u32),
    /// Has left the evening.
    Gone,
}

/// A player of the evening and where they are.
#[derive(Clone, Debug)]
pub struct Whereabouts {
    /// Their name.
    pub name: String,
    /// Where they sit.
    pub seat: Seat,
}

/// The evening as the room sees it.
#[derive(Clone, Debug)]
pub struct RoomView {
    /// The competition.
    pub competition: String,
    /// The evening's date.
    pub date: String,
    /// The round drawn last (0: none yet).
    pub round: u32,
    /// The rounds planned.
    pub rounds: u32,
    /// Whether that round is closed.
    pub closed: bool,
    /// Its tables.
    pub tables: Vec<RoomTable>,
    /// Who sits it out.
    pub sitting_out: Vec<String>,
    /// The evening's ranking so far.
    pub ranking: Vec<Ranked<PlayerEvening>>,
    /// Every player of the evening, in the evening's order.
    pub players: Vec<Whereabouts>,
    /// Whether the evening's rounds are timed (a round clock).
    pub clock: bool,
    /// Once the evening is over (its last planned round closed): its ranking as the report
    /// has it, with the prizes (none while it goes on, and again after an undone close).
    pub winners: Option<EveningView>,
}

/// Where one of last round's players at a table went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    /// The player.
    pub name: String,
    /// Their table now (none: sitting out or gone).
    pub table: Option<u32>,
    /// Whether they have left the evening.
    pub gone: bool,
}

impl RoomView {
    /// The room's selection of the evening.
    pub fn of(tonight: &Tonight) -> RoomView {
        let evening = &tonight.evening;
        let current = evening.current();
        let tables = tonight
            .tables()
            .iter()
            .map(|table| RoomTable {
                number: table.number,
                players: table.players.clone(),
                hands_played: table.hands_played,
                hands: table.hands,
                finished: table.finished,
                standings: table.standings.clone(),
            })
            .collect();
        let open = current.filter(|r| r.closed.is_none());
        let next = match open {
            Some(round) => round.number + 1,
            None => evening.next_round(),
        };
        let players = evening
            .players
            .iter()
            .map(|player| {
                let key = fold_name(&player.name);
                let at = open.and_then(|round| {
                    round.tables.iter().find_map(|table| {
                        let seat = table.players.iter().position(|p| fold_name(p) == key)?;
                        Some(Seat::At {
                            table: table.number,
                            seat: seat + 1,
                            dealer: table.players[0].clone(),
                            with: table
                                .players
                                .iter()
                                .filter(|p| fold_name(p) != key)
                                .cloned()
                                .collect(),
                        })
                    })
                });
                let out =
                    open.is_some_and(|round| round.sitting_out.iter().any(|p| fold_name(p) == key));
                let seat = match at {
                    Some(seat) => seat,
                    None if out => Seat::Out,
                    None if player.left.is_some() => Seat::Gone,
                    None if player.arrived > next => Seat::Later(player.arrived),
                    None => Seat::Waiting(next.max(player.arrived)),
                };
                Whereabouts {
                    name: player.name.clone(),
                    seat,
                }
            })
            .collect();
        RoomView {
            competition: tonight.competition.clone(),
            date: tonight.date.clone(),
            round: tonight.round(),
            rounds: tonight.planned,
            closed: tonight.closed(),
            tables,
            sitting_out: tonight.sitting_out().to_vec(),
            ranking: tonight.ranking.clone(),
            players,
            clock: tonight.round_minutes.is_some(),
            winners: tonight.over().then(|| tonight.standings()),
        }
    }
}

impl Tonight {
    /// Where last round's players at table `number` sit now (shown until its first hand).
    pub fn moves(&self, number: u32) -> Vec<Move> {
        let rounds = &self.evening.rounds;
        let [.., before, now] = rounds.as_slice() else {
            return Vec::new();
        };
        let started = self
            .tables()
            .iter()
            .any(|t| t.number == number && t.hands_played > 0);
        if started || now.closed.is_some() {
            return Vec::new();
        }
        let Some(here) = before.tables.iter().find(|t| t.number == number) else {
            return Vec::new();
        };
        here.players
            .iter()
            .map(|name| {
                let key = fold_name(name);
                let table = now
                    .tables
                    .iter()
                    .find(|t| t.players.iter().any(|p| fold_name(p) == key))
                    .map(|t| t.number);
                let gone = table.is_none() && !now.sitting_out.iter().any(|p| fold_name(p) == key);
                Move {
                    name: name.clone(),
                    table,
                    gone,
                }
            })
            .collect()
    }
}
