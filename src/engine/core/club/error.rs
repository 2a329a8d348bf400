//! Why a competition or an evening cannot do what was asked: [`ClubError`], data with the
//! names, rounds and tables it is about (the words layer says it, the servers map it to an
//! answer).

use crate::core::game::{MatchError, NameError};
use chrono::NaiveDate;

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
    /// `club clock start` on an evening without a round clock (no `--round-minutes`).
    NoClock,
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
