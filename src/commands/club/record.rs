//! `club record` and `club edit`: a hand recorded at a table of the round being played, and
//! the organiser's correction of a hand of a table.

use crate::act::club::{competition_of, evening_of};
use crate::cli::{ClubEditArgs, ClubRecordArgs, EditArgs, FileArg, RecordArgs};
use crate::commands::{CommandError, Context, Report, Result};
use crate::core::club::evening::ClubError;
use crate::core::club::table_change::TableChange;
use crate::core::game::{Match, Scoreboard};
use crate::store::club as files;
use crate::store::matchfile;
use crate::store::matchfile::club::Access;
use crate::t;
use crate::ui::text;
use std::path::Path;

/// `club record`: the hand recorded at a table.
pub struct Recorded {
    table: u32,
    round: u32,
    game: Match,
    board: Scoreboard,
}

impl Report for Recorded {
    fn text(&self, ctx: &Context) -> String {
        let w = &ctx.words;
        let (game, board) = (&self.game, &self.board);
        let Some(hand) = board.hands.last() else {
            return String::new();
        };
        let hands = game.hands_limit().unwrap_or(0);
        let mut out = t!(
            w,
            "club-hand-recorded",
            table = self.table,
            round = self.round,
            number = hand.number,
            hands = hands,
            points = text::points_words(game, &hand.points)
        );
        out.push('\n');
        let note = text::hand_note(w, game, hand);
        if !note.is_empty() {
            out.push_str(&t!(w, "sentence", text = note));
            out.push('\n');
        }
        out.push_str(&t!(
            w,
            "totals-line",
            totals = text::totals_words(game, &board.totals)
        ));
        out.push('\n');
        if game.rules.has_phases() && !board.finished() && hand.phase == Some(1) && board.phase == 2
        {
            out.push_str(&t!(w, "phase-2-starts"));
            out.push('\n');
        }
        match board.next(&game.rules) {
            Some(next) => out.push_str(&t!(
                w,
                "club-next-hand",
                table = self.table,
                number = next.number,
                hands = hands,
                dealer = game.players[next.dealer].as_str(),
                pass = text::pass_words(w, next.pass, game.rules.pass_cards),
                lead = text::lead_words(w, game, next.leader, next.names_again)
            )),
            None => {
                let places: Vec<String> = board
                    .ranking(&game.rules)
                    .iter()
                    .map(|p| format!("{}. {}", p.place, game.players[p.seat]))
                    .collect();
                out.push_str(&t!(
                    w,
                    "club-table-done",
                    table = self.table,
                    places = places.join(", ")
                ));
            }
        }
        out.push('\n');
        text::wrap(&out, ctx.width)
    }

    fn saved(&self) -> bool {
        true
    }
}

/// `club record [NAME] --table N …`: `record` on that table's match, while its round is
/// being played. A first word without `=` names the competition (a name never holds `=`).
/// The hand is for the draw seen here: if the round is drawn again before it is saved, it is
/// refused ([`ClubError::DrawnAgain`]), decided under the evening's lock.
pub fn record(ctx: &Context, mut args: ClubRecordArgs) -> Result<Recorded> {
    let name = match args.hand.took.first() {
        Some(first) if !first.contains('=') => Some(args.hand.took.remove(0)),
        _ => None,
    };
    let (_, path) = evening_of(name.as_deref(), None)?;
    let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
    let evening = files::read_evening(&path)?;
    let current = evening.playing().map_err(CommandError::Club)?;
    let table = current.table(args.table).map_err(CommandError::Club)?;
    let file = dir.join(&table.file);
    let (number, round) = (table.number, current.number);
    if matchfile::club::load_table(&file)?.is_some_and(|l| l.board.finished()) {
        let competition = competition_of(&path)?;
        return Err(CommandError::Club(ClubError::TableFinished {
            table: number,
            round,
            hands: competition.hands,
        }));
    }
    let access = Access {
        change: TableChange::Hand,
        attempt: Some(current.attempt),
    };
    let recorded = crate::commands::change::record_at(
        ctx,
        RecordArgs {
            file: FileArg { file: Some(file) },
            hand: args.hand,
        },
        access,
    )?;
    let (game, board) = recorded.into_parts();
    Ok(Recorded {
        table: number,
        round,
        game,
        board,
    })
}

/// `club edit --table N [--round R] HAND NAME=CARDS …`: the organiser corrects a hand of a
/// table, in a closed round too (`edit`'s arguments; the round being played, or the last one,
/// by default). Taken under the evening's lock alone: no table saves meanwhile.
pub fn edit(ctx: &Context, args: ClubEditArgs) -> Result<crate::commands::change::Recorded> {
    let (_, path) = evening_of(None, None)?;
    let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
    let evening = files::read_evening(&path)?;
    let round = match args.round {
        Some(number) => evening
            .rounds
            .iter()
            .find(|r| r.number == number)
            .ok_or_else(|| {
                CommandError::Club(ClubError::NoSuchRound {
                    round: number,
                    rounds: evening.rounds.len(),
                })
            })?,
        None => evening
            .current()
            .ok_or_else(|| CommandError::Club(ClubError::NoRound))?,
    };
    let table = round.table(args.table).map_err(CommandError::Club)?;
    let file = dir.join(&table.file);
    if let Some(loaded) = matchfile::club::load_table(&file)? {
        let hands = loaded.board.hands.len();
        if args.number == 0 || args.number > hands {
            return Err(CommandError::Club(ClubError::NoSuchHand {
                table: table.number,
                round: round.number,
                hand: args.number,
                hands,
            }));
        }
    }
    let access = Access {
        change: TableChange::Correction,
        attempt: None,
    };
    crate::commands::change::edit_at(
        ctx,
        EditArgs {
            number: args.number,
            file: FileArg { file: Some(file) },
            hand: args.hand,
        },
        access,
    )
}
