//! What the organiser's page and the table cards show of the evening: the round drawn last
//! with each table's progress and page, every player's seat, what can be done now, and the
//! evening's repeat-meeting matrix.

use super::Tonight;
use crate::core::club::evening::RoundRecord;
use crate::core::club::{self, Round};
use crate::core::game::fold_name;
use serde::Serialize;

/// One table of the round, as the organiser sees it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct OrganiserTable {
    /// Its number.
    pub number: u32,
    /// The players in seat order; the first deals first.
    pub players: Vec<String>,
    /// Hands played.
    pub hands_played: usize,
    /// Hands in the round.
    pub hands: u32,
    /// Whether its match is over.
    pub finished: bool,
    /// Whether anything is recorded in its match (then the round cannot be drawn again).
    pub started: bool,
    /// Its page, with its key (none when the evening has no key for it).
    pub url: Option<String>,
}

/// Where a player is in the round shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "state", rename_all = "kebab-case")]
pub enum Seat {
    /// At a table, in a seat (both from 1; seat 1 deals first).
    Table {
        /// The table.
        table: u32,
        /// The seat.
        seat: usize,
    },
    /// Sitting out the round.
    SittingOut,
    /// Not in the round: no round yet, or they came after its draw or left before it.
    NotDrawn,
}

/// A player of the evening, and where they are.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OrganiserPlayer {
    /// The name as the evening writes it.
    pub name: String,
    /// A guest: ranked on the evening, never in the season.
    pub guest: bool,
    /// Where they are in the round shown.
    pub seat: Seat,
    /// The round they arrive for, when it is not drawn yet (a latecomer waiting for the draw).
    pub arrives: Option<u32>,
    /// The last round they played or sat out, when they have left.
    pub left: Option<u32>,
}

/// What the organiser can do now.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Actions {
    /// The round a draw would draw (none while a round is being played).
    pub draw: Option<u32>,
    /// The round that can be drawn again (being played, nothing recorded yet).
    pub redraw: Option<u32>,
    /// The round that can be closed (being played).
    pub close: Option<u32>,
    /// The tables of that round still playing: number and hands played.
    pub unfinished: Vec<(u32, usize)>,
    /// The round whose clock the organiser can start (being played, on a timed evening).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clock: Option<u32>,
}

/// How many rounds each two players sat at one table this evening.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Meetings {
    /// The players, in the matrix's order.
    pub players: Vec<String>,
    /// `counts[i][j]`: rounds players i and j sat together (0 on the diagonal).
    pub counts: Vec<Vec<u32>>,
}

impl Meetings {
    /// How many pairs sat together at all, and how many of them more than once.
    pub fn pairs(&self) -> (usize, usize) {
        let mut met = 0;
        let mut again = 0;
        for (i, row) in self.counts.iter().enumerate() {
            for &count in row.iter().skip(i + 1) {
                met += usize::from(count > 0);
                again += usize::from(count > 1);
            }
        }
        (met, again)
    }
}

/// Everything the organiser's page and the table cards show, read from the evening's files.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct OrganiserView {
    /// The organiser's last action not undone yet, which the page offers to take back.
    #[serde(skip)]
    pub undo: Option<crate::core::club::actions::Action>,
    /// The competition.
    pub competition: String,
    /// The evening's date (YYYY-MM-DD).
    pub date: String,
    /// The round shown: the one being played or last played (0 before the first draw).
    pub round: u32,
    /// Rounds planned for the evening.
    pub rounds: u32,
    /// Whether the round shown is closed.
    pub closed: bool,
    /// Hands a round at every table.
    pub hands: u32,
    /// The round's tables.
    pub tables: Vec<OrganiserTable>,
    /// Who sits the round out.
    pub sitting_out: Vec<String>,
    /// Every player of the evening, by name.
    pub players: Vec<OrganiserPlayer>,
    /// Players present for the next draw.
    pub present: usize,
    /// What can be done now.
    pub actions: Actions,
    /// The evening's repeat-meeting matrix.
    pub meetings: Meetings,
    /// Every physical table's number and page with its key (the evening keeps one key per
    /// table number, made at the first draw that has that table), for the cards.
    pub table_urls: Vec<(u32, String)>,
    /// The room's page (`/`).
    pub room_url: String,
    /// "Where do I sit?" (`/me`).
    pub me_url: String,
}

impl OrganiserView {
    /// The organiser's selection of the evening, each table's page at `{base_url}t/{N}?key=…`
    /// (`base_url` is the room's address, `http://192.168.1.20:7878/`).
    pub fn of(tonight: &Tonight, base_url: &str) -> OrganiserView {
        let evening = &tonight.evening;
        let base = if base_url.ends_with('/') {
            base_url.to_string()
        } else {
            format!("{base_url}/")
        };
        let table_url = |number: u32| {
            let key = evening.keys.tables.get((number as usize).checked_sub(1)?)?;
            (!key.is_empty()).then(|| format!("{base}t/{number}?key={}", url_encoded(key)))
        };
        let next = evening.next_round();
        let mut tables = Vec::new();
        let mut actions = Actions {
            draw: Some(next),
            ..Actions::default()
        };
        if let Some(current) = evening.current() {
            for table in tonight.tables() {
                tables.push(OrganiserTable {
                    number: table.number,
                    players: table.players.clone(),
                    hands_played: table.hands_played,
                    hands: tonight.hands,
                    finished: table.finished,
                    started: table.started,
                    url: table_url(table.number),
                });
            }
            if current.closed.is_none() {
                actions = Actions {
                    draw: None,
                    redraw: (!tables.iter().any(|t| t.started)).then_some(current.number),
                    close: Some(current.number),
                    unfinished: tables
                        .iter()
                        .filter(|t| !t.finished)
                        .map(|t| (t.number, t.hands_played))
                        .collect(),
                    clock: tonight.round_minutes.map(|_| current.number),
                };
            }
        }
        let current = evening.current();
        let mut players: Vec<OrganiserPlayer> = evening
            .players
            .iter()
            .map(|p| {
                let folded = fold_name(&p.name);
                let seat = current.map_or(Seat::NotDrawn, |round| {
                    let at = round.tables.iter().find_map(|t| {
                        t.players
                            .iter()
                            .position(|name| fold_name(name) == folded)
                            .map(|seat| Seat::Table {
                                table: t.number,
                                seat: seat + 1,
                            })
                    });
                    match at {
                        Some(at) => at,
                        None if round.sitting_out.iter().any(|n| fold_name(n) == folded) => {
                            Seat::SittingOut
                        }
                        None => Seat::NotDrawn,
                    }
                });
                OrganiserPlayer {
                    name: p.name.clone(),
                    guest: p.guest,
                    seat,
                    arrives: (p.left.is_none()
                        && p.arrived > 1
                        && p.arrived > current.map_or(0, |r| r.number))
                    .then_some(p.arrived),
                    left: p.left,
                }
            })
            .collect();
        players.sort_by_key(|p| fold_name(&p.name));
        let names: Vec<String> = players.iter().map(|p| p.name.clone()).collect();
        let rounds: Vec<Round> = evening.rounds.iter().map(RoundRecord::round).collect();
        let meetings = Meetings {
            counts: club::meetings(&names, &rounds),
            players: names,
        };
        let table_urls = (1..=evening.keys.tables.len() as u32)
            .filter_map(|n| Some((n, table_url(n)?)))
            .collect();
        OrganiserView {
            undo: evening.last_action().cloned(),
            competition: tonight.competition.clone(),
            date: tonight.date.clone(),
            round: current.map_or(0, |r| r.number),
            rounds: tonight.planned,
            closed: current.is_some_and(|r| r.closed.is_some()),
            hands: tonight.hands,
            sitting_out: current.map(|r| r.sitting_out.clone()).unwrap_or_default(),
            tables,
            players,
            present: evening.present_for(next).len(),
            actions,
            meetings,
            table_urls,
            room_url: base.clone(),
            me_url: format!("{base}me"),
        }
    }
}

/// A key as it goes in an address: every byte but letters, digits and `-._~` as `%XX` (the
/// keys made here are hex; one typed into the file by hand still makes a working address).
fn url_encoded(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                char::from(b).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}
