//! A competition and its evenings as data, and every rule about changing them: who may be
//! drawn, when a round may be drawn, redrawn or closed. Nothing here reads a file; the store
//! reads and writes these, and the shell says the refusals ([`ClubError`]) in words.

use super::draw::MOST_PLAYERS;
use super::{Present, Round};
use crate::core::game::{MatchError, NameError, check_names, find_player, fold_name};
use crate::core::variant::Variant;
use chrono::{DateTime, FixedOffset, NaiveDate};

/// A competition: one season of evenings with one game. The draw may use tables of 4 and,
/// where the game and the competition allow them, of 3 and 5.
#[derive(Clone, Debug)]
pub struct Competition {
    /// Its name (also its folder's).
    pub name: String,
    /// The game, as it was when the competition was made.
    pub variant: Variant,
    /// Hands per round, the same at every table.
    pub hands: u32,
    /// Rounds planned per evening.
    pub rounds: u32,
    /// Allowed table sizes, smallest first (4, and 3 and 5 where allowed).
    pub tables: Vec<usize>,
    /// The best evenings that count in the season (all when none).
    pub best: Option<u32>,
    /// Evenings needed to be ranked in the season.
    pub min_evenings: u32,
    /// When it was made.
    pub created: DateTime<FixedOffset>,
    /// The members named when it was made (`club new --players`).
    pub members: Vec<String>,
}

/// Table sizes a club may ask for: `4`, `3-4` or `4-5`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableSizes {
    /// Tables of 4 only; the rest sit out.
    Four,
    /// Tables of 4, and of 3 where needed.
    ThreeFour,
    /// Tables of 4, and of 5 where needed.
    FourFive,
}

impl TableSizes {
    /// The sizes.
    pub fn sizes(self) -> Vec<usize> {
        match self {
            TableSizes::Four => vec![4],
            TableSizes::ThreeFour => vec![3, 4],
            TableSizes::FourFive => vec![4, 5],
        }
    }
}

/// Why a competition or an evening cannot do what was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClubError {
    /// A competition name that cannot be a folder's or holds `=`.
    BadName(String),
    /// A game whose totals do not rank players by one number.
    GameNotForClub {
        /// The variant.
        variant: String,
    },
    /// Table sizes the game is not played with.
    SizesNotPlayed {
        /// The variant.
        variant: String,
        /// The sizes asked for.
        asked: Vec<usize>,
        /// The sizes the game is played with.
        counts: Vec<usize>,
    },
    /// A player name that cannot be, or two that are one.
    Names(MatchError),
    /// A name typed that is not a player present, or more than one.
    Name {
        /// The flag or place it was typed at.
        flag: &'static str,
        /// Why.
        error: NameError,
        /// The names it was looked for among.
        among: Vec<String>,
    },
    /// An arrival who is already there.
    AlreadyPresent(String),
    /// A keep-apart pair that is not two names joined by `+`.
    KeepApartSyntax(String),
    /// A keep-apart pair of one player.
    KeepApartSelf(String),
    /// No round has been drawn yet.
    NoRound,
    /// A draw while the current round is still being played.
    RoundOpen {
        /// The round.
        round: u32,
    },
    /// Fewer players present than the smallest table.
    TooFew {
        /// Players present.
        present: usize,
        /// The smallest table.
        smallest: usize,
    },
    /// More players present than one draw takes.
    TooMany {
        /// Players present.
        present: usize,
        /// The most one draw takes.
        most: usize,
    },
    /// A redraw of a closed round.
    RedrawClosed {
        /// The round.
        round: u32,
    },
    /// A redraw once a table has begun.
    RedrawStarted {
        /// The round.
        round: u32,
        /// The first table that has.
        table: u32,
    },
    /// A round closed already.
    Closed {
        /// The round.
        round: u32,
    },
    /// A close while tables are still playing, without `--force`.
    Unfinished {
        /// The round.
        round: u32,
        /// Each unfinished table: its number and the hands it has played.
        tables: Vec<(u32, usize)>,
        /// Hands per round.
        hands: u32,
    },
    /// A table number the round does not have.
    NoSuchTable {
        /// The number asked for.
        table: u32,
        /// How many tables the round has.
        tables: usize,
    },
    /// No competition of this name.
    NoSuchCompetition {
        /// The name asked for.
        name: String,
        /// The competitions there are.
        names: Vec<String>,
    },
    /// No competition at all yet.
    NoCompetitionYet,
    /// No evening to take the competition from, and more than one competition.
    WhichCompetition(Vec<String>),
    /// A competition with this name already.
    CompetitionExists(String),
    /// A competition with no evening yet.
    NoEvening(String),
    /// No evening of the competition on this day.
    NoSuchEvening {
        /// The competition.
        competition: String,
        /// The day.
        date: NaiveDate,
    },
    /// An evening of the competition on this day already.
    EveningExists {
        /// The competition.
        competition: String,
        /// The day.
        date: NaiveDate,
    },
    /// A table's match file that does not hold the players drawn for it.
    NotTheDraw {
        /// The table.
        table: u32,
        /// Its file.
        file: String,
    },
    /// An arrival or a departure that names nobody (the organiser's page can send one).
    NobodyNamed,
    /// A new, removed or misdealt hand at a table whose round is closed (only the organiser
    /// corrects a hand there, with `club edit`).
    TableClosed {
        /// The table.
        table: u32,
        /// Its round.
        round: u32,
    },
    /// A change made for a draw of the round that has since been drawn again.
    DrawnAgain {
        /// The table.
        table: u32,
        /// The round.
        round: u32,
    },
    /// A club table's match removed as a match started by mistake: the draw made it.
    TableNotRemovable {
        /// The table.
        table: u32,
        /// Its round.
        round: u32,
    },
    /// A round the evening has not drawn.
    NoSuchRound {
        /// The round asked for.
        round: u32,
        /// The rounds drawn.
        rounds: usize,
    },
    /// A hand for a table that has played all its hands: it waits for the round to close.
    TableFinished {
        /// The table.
        table: u32,
        /// The round.
        round: u32,
        /// Hands a round.
        hands: u32,
    },
    /// More players for one evening than a draw takes (see [`MOST_PLAYERS`]).
    TooManyPlayers {
        /// The players the evening would have.
        count: usize,
        /// The most a draw takes.
        most: usize,
    },
    /// `club undo` with no action of the organiser left to take back.
    NothingToUndo,
    /// `club undo` of an action whose round is no longer the evening's last.
    UndoOutOfOrder,
    /// `club undo` of a draw whose round has a hand saved.
    UndoWouldRemoveHands {
        /// The round.
        round: u32,
        /// The first table with a hand.
        table: u32,
    },
    /// A name the competition has never seen, at `club start` or `club arrive` without a
    /// terminal to ask and without `--new`.
    NewName {
        /// The name.
        name: String,
        /// Members whose names are close to it.
        close: Vec<String>,
    },
    /// `club edit` of a hand the table has not played.
    NoSuchHand {
        /// The table.
        table: u32,
        /// The round.
        round: u32,
        /// The hand asked for.
        hand: usize,
        /// The hands the table has played.
        hands: usize,
    },
}

/// Checks a competition's name: it becomes a folder's name and may come first in `club
/// record`'s words, so it is not empty, holds no `=`, no `/` or `\`, no control character,
/// and does not start with a dot.
pub fn check_name(name: &str) -> Result<(), ClubError> {
    let bad = name.trim().is_empty()
        || name != name.trim()
        || name.starts_with('.')
        || name.contains(['=', '/', '\\'])
        || name
            .chars()
            .any(|c| c.is_control() || crate::core::visible::is_invisible(c));
    if bad {
        Err(ClubError::BadName(name.to_string()))
    } else {
        Ok(())
    }
}

impl Competition {
    /// A new competition, checked: a name that can be a folder's, a game ranked by one
    /// number, and table sizes it is played with (`sizes`, else 4 and 3 or 5 as the game
    /// allows, 4 preferred).
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        name: &str,
        variant: Variant,
        hands: u32,
        rounds: u32,
        sizes: Option<TableSizes>,
        best: Option<u32>,
        min_evenings: u32,
        created: DateTime<FixedOffset>,
    ) -> Result<Competition, ClubError> {
        check_name(name)?;
        let counts = variant.player_counts();
        let not_for_club = counts
            .iter()
            .filter_map(|&n| variant.rules(n).ok())
            .any(|r| r.chips.is_some() || r.lives.is_some() || r.complex());
        if not_for_club {
            return Err(ClubError::GameNotForClub {
                variant: variant.name.clone(),
            });
        }
        let tables = match sizes {
            Some(sizes) => sizes.sizes(),
            // Without a choice: every size from 3 to 5 the game allows (4 preferred).
            None => (3..=5).filter(|n| counts.contains(n)).collect(),
        };
        if !tables.contains(&super::PREFERRED) || !tables.iter().all(|n| counts.contains(n)) {
            // Without a choice the game lacks tables of 4: those are what cannot be.
            let asked = if sizes.is_some() {
                tables
            } else {
                vec![super::PREFERRED]
            };
            return Err(ClubError::SizesNotPlayed {
                variant: variant.name.clone(),
                asked,
                counts,
            });
        }
        Ok(Competition {
            name: name.to_string(),
            variant,
            hands,
            rounds,
            tables,
            best,
            min_evenings,
            created,
            members: Vec::new(),
        })
    }
}

/// The names among `names` that no member of the club has (folded: case and accents
/// aside), each with the members whose names are close to it, closest first (at most three).
/// Nothing is new while the club has no members yet.
pub fn new_names(names: &[String], members: &[String]) -> Vec<(String, Vec<String>)> {
    if members.is_empty() {
        return Vec::new();
    }
    let folded: Vec<String> = members.iter().map(|m| fold_name(m)).collect();
    names
        .iter()
        .filter(|name| !folded.contains(&fold_name(name)))
        .map(|name| {
            let typed = fold_name(name);
            let mut close: Vec<(usize, &String)> = members
                .iter()
                .zip(&folded)
                .map(|(member, fold)| (strsim::levenshtein(&typed, fold), member))
                // A letter off in a short name, two in a longer one.
                .filter(|(distance, _)| *distance <= if typed.chars().count() <= 4 { 1 } else { 2 })
                .collect();
            close.sort();
            close.dedup_by(|a, b| a.1 == b.1);
            let close = close.into_iter().take(3).map(|(_, m)| m.clone()).collect();
            (name.clone(), close)
        })
        .collect()
}

/// A player of an evening.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EveningPlayer {
    /// The name as the evening writes it.
    pub name: String,
    /// A guest: ranked on the evening, never in the season.
    pub guest: bool,
    /// The first round they may be drawn for.
    pub arrived: u32,
    /// The last round they played or sat out before leaving (none while they stay).
    pub left: Option<u32>,
}

impl EveningPlayer {
    /// Whether they may be drawn for round `round`.
    pub fn present_for(&self, round: u32) -> bool {
        self.arrived <= round && self.left.is_none_or(|last| round <= last)
    }
}

/// One table of a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRecord {
    /// Its number.
    pub number: u32,
    /// The players in seat order, the first deals first.
    pub players: Vec<String>,
    /// Its match file's name, in the evening's folder.
    pub file: String,
    /// For a table closed unfinished: the hands it counts.
    pub counted: Option<u32>,
}

/// One round of an evening as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundRecord {
    /// Its number.
    pub number: u32,
    /// The seed of its draw.
    pub seed: u64,
    /// 1 for the first draw, 2 after one redraw, …
    pub attempt: u32,
    /// The version of the draw's algorithm (a stored seed draws again the same with it).
    pub algorithm: u32,
    /// When it was drawn.
    pub drawn: DateTime<FixedOffset>,
    /// When it was closed.
    pub closed: Option<DateTime<FixedOffset>>,
    /// Pairs kept apart in this draw.
    pub keep_apart: Vec<(String, String)>,
    /// The tables.
    pub tables: Vec<TableRecord>,
    /// Who sat out.
    pub sitting_out: Vec<String>,
}

impl RoundRecord {
    /// The round as the draw sees it.
    pub fn round(&self) -> Round {
        Round {
            tables: self.tables.iter().map(|t| t.players.clone()).collect(),
            sitting_out: self.sitting_out.clone(),
        }
    }

    /// The table numbered `number`.
    pub fn table(&self, number: u32) -> Result<&TableRecord, ClubError> {
        self.tables
            .iter()
            .find(|t| t.number == number)
            .ok_or(ClubError::NoSuchTable {
                table: number,
                tables: self.tables.len(),
            })
    }
}

/// The secret keys of an evening's pages (for `club serve`): the organiser's, and one per
/// table number, made once and kept all evening so that printed cards keep working.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Keys {
    /// The organiser's key.
    pub organiser: String,
    /// Table 1's key, table 2's, …
    pub tables: Vec<String>,
}

/// An evening of a competition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evening {
    /// The competition's name.
    pub competition: String,
    /// Its date.
    pub date: NaiveDate,
    /// When it was opened.
    pub opened: DateTime<FixedOffset>,
    /// The players, in the order they came.
    pub players: Vec<EveningPlayer>,
    /// Pairs kept apart for the rest of the evening.
    pub keep_apart: Vec<(String, String)>,
    /// The pages' keys.
    pub keys: Keys,
    /// The rounds drawn.
    pub rounds: Vec<RoundRecord>,
    /// The organiser's actions, oldest first (for `club undo` and `club log`).
    pub actions: Vec<crate::core::club::actions::Action>,
    /// A rename saved in the evening whose table files are not all renamed yet: every
    /// locked action finishes it first.
    pub pending_rename: Option<(String, String)>,
}

/// The version of the draw's algorithm this build draws with (the draw's own).
pub use super::draw::ALGORITHM;

impl Evening {
    /// Opens an evening with these players (`guests` as guests); every name checked as a
    /// table's are, no two the same.
    pub fn open(
        competition: &str,
        date: NaiveDate,
        players: &[String],
        guests: &[String],
        opened: DateTime<FixedOffset>,
        keys: Keys,
    ) -> Result<Evening, ClubError> {
        let everyone: Vec<String> = players.iter().chain(guests).cloned().collect();
        if everyone.len() > MOST_PLAYERS {
            return Err(ClubError::TooManyPlayers {
                count: everyone.len(),
                most: MOST_PLAYERS,
            });
        }
        check_names(&everyone).map_err(ClubError::Names)?;
        Ok(Evening {
            competition: competition.to_string(),
            date,
            opened,
            players: everyone
                .iter()
                .enumerate()
                .map(|(i, name)| EveningPlayer {
                    name: name.clone(),
                    guest: i >= players.len(),
                    arrived: 1,
                    left: None,
                })
                .collect(),
            keep_apart: Vec::new(),
            keys,
            rounds: Vec::new(),
            actions: Vec::new(),
            pending_rename: None,
        })
    }

    /// The round being played or last played.
    pub fn current(&self) -> Option<&RoundRecord> {
        self.rounds.last()
    }

    /// The number of the next round to draw.
    pub fn next_round(&self) -> u32 {
        self.rounds.len() as u32 + 1
    }

    /// The players who may be drawn for `round`.
    pub fn present_for(&self, round: u32) -> Vec<&EveningPlayer> {
        self.players
            .iter()
            .filter(|p| p.present_for(round))
            .collect()
    }

    /// The draw's view of who may be drawn for `round`.
    pub fn candidates(&self, round: u32) -> Vec<Present> {
        self.present_for(round)
            .into_iter()
            .map(|p| Present {
                name: p.name.clone(),
                arrived: p.arrived,
            })
            .collect()
    }

    /// Players who come in (`guest` ones as guests): drawn from the next round on. One who
    /// left earlier comes back under the same name.
    pub fn arrive(&mut self, names: &[String], guest: bool) -> Result<(), ClubError> {
        if self.players.len() + names.len() > MOST_PLAYERS {
            return Err(ClubError::TooManyPlayers {
                count: self.players.len() + names.len(),
                most: MOST_PLAYERS,
            });
        }
        let next = self.next_round();
        let staying: Vec<String> = self.players.iter().map(|p| p.name.clone()).collect();
        let mut everyone = staying.clone();
        for name in names {
            let back = self
                .players
                .iter()
                .position(|p| fold_name(&p.name) == fold_name(name));
            match back {
                Some(at) if self.players[at].left.is_none() => {
                    return Err(ClubError::AlreadyPresent(self.players[at].name.clone()));
                }
                Some(at) => {
                    let player = &mut self.players[at];
                    player.left = None;
                    player.arrived = next;
                    player.guest = guest;
                }
                None => {
                    everyone.push(name.clone());
                    check_names(&everyone).map_err(ClubError::Names)?;
                    self.players.push(EveningPlayer {
                        name: name.clone(),
                        guest,
                        arrived: next,
                        left: None,
                    });
                }
            }
        }
        Ok(())
    }

    /// Players who go home: they keep the rounds played (their table in the round being
    /// played goes on without them being drawn again) and are not drawn from the next round.
    /// Returns their names as the evening writes them.
    pub fn leave(&mut self, names: &[String]) -> Result<Vec<String>, ClubError> {
        let last = self.rounds.len() as u32;
        let staying: Vec<String> = self
            .players
            .iter()
            .filter(|p| p.left.is_none())
            .map(|p| p.name.clone())
            .collect();
        let mut gone = Vec::new();
        for name in names {
            let seat = find_player(&staying, name).map_err(|error| ClubError::Name {
                flag: "",
                error,
                among: staying.clone(),
            })?;
            let name = staying[seat].clone();
            if let Some(player) = self.players.iter_mut().find(|p| p.name == name) {
                // Someone who arrived for a round not drawn yet was never drawn: gone before.
                player.left = Some(last.max(player.arrived.saturating_sub(1)));
            }
            gone.push(name);
        }
        Ok(gone)
    }

    /// Reads `A+B` as a pair of players present for `round`.
    pub fn keep_apart_pair(&self, text: &str, round: u32) -> Result<(String, String), ClubError> {
        let Some((a, b)) = text.split_once('+') else {
            return Err(ClubError::KeepApartSyntax(text.to_string()));
        };
        let present: Vec<String> = self
            .present_for(round)
            .iter()
            .map(|p| p.name.clone())
            .collect();
        let find = |typed: &str| {
            find_player(&present, typed)
                .map(|seat| present[seat].clone())
                .map_err(|error| ClubError::Name {
                    flag: "--keep-apart",
                    error,
                    among: present.clone(),
                })
        };
        let (a, b) = (find(a)?, find(b)?);
        if a == b {
            return Err(ClubError::KeepApartSelf(a));
        }
        Ok((a, b))
    }

    /// Whether a new round may be drawn: the current one (if any) is closed, and enough
    /// players are present for the smallest table.
    pub fn check_draw(&self, smallest: usize) -> Result<(), ClubError> {
        if let Some(current) = self.current().filter(|r| r.closed.is_none()) {
            return Err(ClubError::RoundOpen {
                round: current.number,
            });
        }
        let present = self.present_for(self.next_round()).len();
        if present < smallest {
            return Err(ClubError::TooFew { present, smallest });
        }
        Ok(())
    }

    /// Whether the current round may be drawn again, given the entries recorded at each of
    /// its tables (in table order).
    pub fn check_redraw(&self, entries: &[usize]) -> Result<&RoundRecord, ClubError> {
        let current = self.current().ok_or(ClubError::NoRound)?;
        if current.closed.is_some() {
            return Err(ClubError::RedrawClosed {
                round: current.number,
            });
        }
        if let Some((table, _)) = current
            .tables
            .iter()
            .zip(entries)
            .find(|(_, entries)| **entries > 0)
        {
            return Err(ClubError::RedrawStarted {
                round: current.number,
                table: table.number,
            });
        }
        Ok(current)
    }

    /// Closes the current round, given each table's hands played and whether it finished (in
    /// table order). Refused while a table is unfinished, unless `force`: then each such
    /// table counts the hands it has. Returns the tables closed unfinished.
    pub fn close(
        &mut self,
        played: &[(usize, bool)],
        hands: u32,
        force: bool,
        now: DateTime<FixedOffset>,
    ) -> Result<Vec<(u32, usize)>, ClubError> {
        let current = self.rounds.last_mut().ok_or(ClubError::NoRound)?;
        if current.closed.is_some() {
            return Err(ClubError::Closed {
                round: current.number,
            });
        }
        let unfinished: Vec<(u32, usize)> = current
            .tables
            .iter()
            .zip(played)
            .filter(|(_, (_, finished))| !finished)
            .map(|(table, (count, _))| (table.number, *count))
            .collect();
        if !unfinished.is_empty() && !force {
            return Err(ClubError::Unfinished {
                round: current.number,
                tables: unfinished,
                hands,
            });
        }
        for (table, count) in &unfinished {
            if let Some(record) = current.tables.iter_mut().find(|t| t.number == *table) {
                record.counted = Some(*count as u32);
            }
        }
        current.closed = Some(now);
        Ok(unfinished)
    }

    /// The current round if it may take hands: drawn and not closed.
    pub fn playing(&self) -> Result<&RoundRecord, ClubError> {
        let current = self.current().ok_or(ClubError::NoRound)?;
        if current.closed.is_some() {
            return Err(ClubError::Closed {
                round: current.number,
            });
        }
        Ok(current)
    }

    /// The table of round `round` numbered `table` whose match file is `file`, if a change of
    /// `change`'s kind may be made to that match now: the round is the evening's current one,
    /// drawn with `attempt` where the change was made for a draw (a page's), and holds the
    /// table with that file; a hand is new, removed or misdealt only while the round is open,
    /// while the organiser corrects a hand of a closed round too.
    pub fn table_for(
        &self,
        round: u32,
        table: u32,
        file: &str,
        attempt: Option<u32>,
        change: TableChange,
    ) -> Result<&TableRecord, ClubError> {
        let not_the_draw = || ClubError::NotTheDraw {
            table,
            file: file.to_string(),
        };
        let record = self
            .rounds
            .iter()
            .find(|r| r.number == round)
            .ok_or_else(not_the_draw)?;
        let seat = record
            .tables
            .iter()
            .find(|t| t.number == table && t.file == file)
            .ok_or_else(not_the_draw)?;
        if attempt.is_some_and(|a| a != record.attempt) {
            return Err(ClubError::DrawnAgain { table, round });
        }
        let current = self.current().map(|r| r.number) == Some(round);
        let closed = record.closed.is_some() || !current;
        match change {
            TableChange::Hand if closed => Err(ClubError::TableClosed { table, round }),
            TableChange::Remove => Err(ClubError::TableNotRemovable { table, round }),
            _ => Ok(seat),
        }
    }
}

/// What a change does to a club table's match, for [`Evening::table_for`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableChange {
    /// A hand recorded, edited, undone or misdealt at the table (any door but the organiser's).
    Hand,
    /// The organiser's correction of a hand (`club edit`), in a closed round too.
    Correction,
    /// The match file removed as a match started by mistake.
    Remove,
}
