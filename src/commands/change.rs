//! The commands that change a match: `new`, `record`, `edit`, `undo`, `misdeal`. Each checks
//! everything first, saves under the match's lock, and reports what it did; the report is
//! marked saved, so that a report that cannot be printed never makes the command fail.

use super::error::DateError;
use super::{CommandError, Context, Report, Result};
use crate::cli::{EditArgs, FileArg, HandArgs, NewArgs, NoteArgs, RecordArgs};
use crate::core::game::{
    Edited, Entry, Match, MatchError, MatchOptions, NextHand, Note, Scoreboard, find_player,
};
use crate::input::{self, Field, InputError, Problem, RawBid, RawHand, RawPayment};
use crate::store::matchfile::club::Access;
use crate::store::matchfile::{self, Loaded};
use crate::store::paths;
use crate::store::variants::Catalog;
use crate::t;
use crate::ui::report::NextDetail;
use crate::ui::text;
use chrono::{DateTime, FixedOffset, Local, NaiveDateTime, TimeZone};
use std::path::PathBuf;

/// `new`: the match started and where it is saved.
pub struct Created {
    game: Match,
    path: PathBuf,
    /// `import`: the hands brought in.
    imported: Option<usize>,
}

impl Created {
    /// `import`: the match made from a sheet, with its hands.
    pub fn imported(game: Match, path: PathBuf, hands: usize) -> Created {
        Created {
            game,
            path,
            imported: Some(hands),
        }
    }
}

impl Report for Created {
    fn text(&self, ctx: &Context) -> String {
        let w = &ctx.words;
        let game = &self.game;
        if let Some(hands) = self.imported {
            let board = game.scoreboard();
            let said = format!(
                "{}\n{}",
                t!(
                    w,
                    "imported",
                    hands = hands,
                    variant = game.rules.variant.as_str(),
                    players = w.and(&game.players),
                    file = self.path.display().to_string()
                ),
                text::state_line(w, game, &board)
            );
            return text::wrap(&said, ctx.width);
        }
        let aim = if let (Some(chips), Some(hands)) = (game.start_chips(), game.hands_limit()) {
            t!(w, "new-aim-chips", chips = chips, hands = hands)
        } else if let Some(lives) = game.rules.lives {
            t!(w, "aim-lives", lives = lives.start)
        } else if game.rules.has_phases() {
            t!(w, "new-aim-phase", target = game.target())
        } else {
            t!(
                w,
                "new-aim-target",
                target = crate::words::target(game.target())
            )
        };
        let mut report = text::wrap(
            &t!(
                w,
                "new-match",
                variant = game.rules.variant.as_str(),
                players = w.and(&game.players),
                aim = aim,
                file = self.path.display().to_string()
            ),
            ctx.width,
        );
        if game.dated {
            report.push_str(&text::wrap(
                &t!(
                    w,
                    "new-dated",
                    played = game.started.format("%Y-%m-%d %H:%M").to_string()
                ),
                ctx.width,
            ));
        }
        report.push('\n');
        if let Some(detail) = NextDetail::new(game, &game.scoreboard()) {
            report.push_str(&text::wrap(&text::banner(w, game, &detail), ctx.width));
        }
        report
    }

    fn saved(&self) -> bool {
        true
    }
}

/// `new`: starts a match from the command line's players, dealer and length.
pub fn new(ctx: &Context, args: NewArgs) -> Result<Created> {
    let catalog = Catalog::load()?;
    let variant = catalog.variant_by_name_or_path(&args.variant)?;
    let players: Vec<String> = args
        .players
        .split(',')
        .map(|name| name.trim().to_string())
        .collect();
    if players.len() == 1 && !players[0].is_empty() {
        return Err(CommandError::OnlyOnePlayer {
            variant: variant.name.clone(),
            counts: variant.player_counts(),
        });
    }
    let first_dealer = match &args.dealer {
        Some(name) => find_player(&players, name).map_err(|error| CommandError::Dealer {
            players: players.clone(),
            error,
        })?,
        None => 0,
    };
    let options = MatchOptions {
        target: args.target,
        quick: args.quick,
        hands: args.hands,
        chips: args.chips,
        club: false,
    };
    let started = match args.date {
        Some(when) => from_before(ctx, when)?,
        None => ctx.now(),
    };
    let mut game = Match::new(variant, players, first_dealer, options, started)
        .map_err(CommandError::Setup)?;
    game.dated = args.date.is_some();
    // A chips or lives game ends by its own rule, never at a score: a target would be ignored.
    let flag = if args.quick { "--quick" } else { "--target" };
    let variant = game.rules.variant.as_str();
    if args.quick || args.target.is_some() {
        if game.rules.chips.is_some() {
            return Err(CommandError::NoTargetChips {
                variant: variant.to_string(),
                flag,
            });
        }
        if game.rules.lives.is_some() {
            return Err(CommandError::NoTargetLives {
                variant: variant.to_string(),
                flag,
            });
        }
    }
    let path = match args.file {
        Some(path) => {
            matchfile::create(&path, &game)?;
            path
        }
        None => matchfile::create_in(&paths::matches_dir()?, &game)?,
    };
    Ok(Created {
        game,
        path,
        imported: None,
    })
}

/// When a match from before (`--date`) started, in local time: refused when it is still to
/// come (or, on a day the clocks go forward, a time that never was).
pub fn from_before(ctx: &Context, when: NaiveDateTime) -> Result<DateTime<FixedOffset>, DateError> {
    let Some(started) = Local.from_local_datetime(&when).earliest() else {
        return Err(DateError::NeverWas(when));
    };
    let started = started.fixed_offset();
    if started > ctx.now() {
        return Err(DateError::ToCome(when));
    }
    Ok(started)
}

/// The command line's hand as typed: `NAME=CARDS` words in order (a word without `=`
/// continues the cards of the player before it, so `Ann=QS 3` typed without quotes still
/// works) and the flags as given.
pub fn raw_hand(args: &HandArgs) -> Result<RawHand, InputError> {
    let mut took: Vec<(String, String)> = Vec::new();
    for word in &args.took {
        match (word.split_once('='), took.last_mut()) {
            (Some((name, cards)), _) => took.push((name.to_string(), cards.to_string())),
            (None, Some((_, cards))) => {
                cards.push(' ');
                cards.push_str(word);
            }
            (None, None) => {
                return Err(InputError {
                    field: Field::Hand,
                    problem: Problem::NotNameCards(word.clone()),
                });
            }
        }
    }
    Ok(RawHand {
        took,
        out: args.out.clone(),
        moon: args.moon.clone(),
        renege: args.renege.clone(),
        dealer: args.dealer.clone(),
        pass: args.pass.clone(),
        declare: args.declare.clone(),
        bid: args.bid.clone().map(RawBid::Written),
        suit: args.suit.clone(),
        all_pass: args.all_pass,
        pay: args.pay.iter().cloned().map(RawPayment::Written).collect(),
        expose: args.expose.clone(),
    })
}

/// The flag that gives a field on the command line; none for a player's `NAME=CARDS` or the
/// hand as a whole.
pub fn flag(field: Field) -> Option<&'static str> {
    match field {
        Field::Took(_) | Field::Player(_) | Field::Hand => None,
        Field::Out => Some("--out"),
        Field::Moon => Some("--moon"),
        Field::Renege => Some("--renege"),
        Field::Dealer => Some("--dealer"),
        Field::Pass => Some("--pass"),
        Field::Declare => Some("--declare"),
        Field::Bid => Some("--bid"),
        Field::Suit => Some("--suit"),
        Field::AllPass => Some("--all-pass"),
        Field::Pay => Some("--pay"),
        Field::Expose => Some("--expose"),
    }
}

/// A hand refused at the command line, with the flag at fault.
fn refused(game: &Match, error: InputError) -> CommandError {
    let flag = match error.problem {
        // A refusal of the match says what to give in its own words.
        Problem::Refused(_) => None,
        _ => flag(error.field),
    };
    CommandError::Input {
        game: Box::new(game.clone()),
        error,
        flag,
    }
}

/// A change the match refused.
fn match_refused(game: &Match, error: MatchError) -> CommandError {
    CommandError::Match {
        game: Box::new(game.clone()),
        error,
    }
}

/// `record` and `edit`: the match after the change, and for an edit what it did.
pub struct Recorded {
    game: Match,
    board: Scoreboard,
    /// For an edit: the hand edited, the standings before and what the edit did.
    edited: Option<(usize, Scoreboard, Edited)>,
}

impl Recorded {
    /// The match after the change and its standings.
    pub fn into_parts(self) -> (Match, Scoreboard) {
        (self.game, self.board)
    }
}

impl Report for Recorded {
    fn text(&self, ctx: &Context) -> String {
        let w = &ctx.words;
        let said = match &self.edited {
            Some((number, _, edited)) if !edited.changed => text::unchanged(w, *number),
            Some((number, before, edited)) => {
                let said = text::edited(w, &self.game, *number, before, &self.board);
                let dropped =
                    text::dropped(w, &self.game, *number, &edited.replaced, &edited.dropped);
                text::with_dropped(&said, &dropped)
            }
            None => match self.game.entries.last() {
                Some(Entry::AllPass { dealer, .. }) => format!(
                    "{}\n{}",
                    t!(w, "all-passed", name = self.game.players[*dealer].as_str()),
                    text::state_line(w, &self.game, &self.board)
                ),
                _ => text::recorded(w, &self.game, &self.board),
            },
        };
        text::wrap(&said, ctx.width)
    }

    fn saved(&self) -> bool {
        true
    }
}

/// `record`: the hand just played.
pub fn record(ctx: &Context, args: RecordArgs) -> Result<Recorded> {
    record_at(ctx, args, Access::HAND)
}

/// `record`, saying what it is to a club table's match (the draw it was typed for).
pub fn record_at(ctx: &Context, args: RecordArgs, access: Access) -> Result<Recorded> {
    let path = ctx.match_path(&args.file)?;
    let raw = raw_hand(&args.hand);
    let place = matchfile::club::place_of(&path);
    let ((), Loaded { game, board }) = matchfile::update_with(&path, access, |game, board| {
        ctx.words.follow(game);
        // A club table that has played its hands waits for the next draw (the club's words,
        // not "start a new match").
        if let Some(place) = place.as_ref().filter(|_| board.finished()) {
            return Err(CommandError::Club(
                crate::core::club::evening::ClubError::TableFinished {
                    table: place.table,
                    round: place.round,
                    hands: game.hands_limit().unwrap_or(0),
                },
            ));
        }
        let raw = raw.clone().map_err(|e| refused(game, e))?;
        input::enter(game, board, &raw, &ctx.vocabulary(), ctx.made()).map_err(|e| refused(game, e))
    })?;
    Ok(Recorded {
        game,
        board,
        edited: None,
    })
}

/// `edit N`: re-records hand N, keeping what it is not given anew; later hands are rescored.
/// An edit that changes nothing writes nothing.
pub fn edit(ctx: &Context, args: EditArgs) -> Result<Recorded> {
    edit_at(ctx, args, Access::HAND)
}

/// `edit N`, saying what it is to a club table's match (the organiser's correction).
pub fn edit_at(ctx: &Context, args: EditArgs, access: Access) -> Result<Recorded> {
    let path = ctx.match_path(&args.file)?;
    let raw = raw_hand(&args.hand);
    let ((before, edited), Loaded { game, board }) =
        matchfile::update_if_changed_with(&path, access, |game, board| {
            ctx.words.follow(game);
            let raw = raw.clone().map_err(|e| refused(game, e))?;
            let before = board.clone();
            let edited = input::edit(game, args.number, &raw, &ctx.vocabulary(), ctx.made())
                .map_err(|e| refused(game, e))?;
            let changed = edited.changed;
            Ok::<_, CommandError>(((before, edited), changed))
        })?;
    Ok(Recorded {
        game,
        board,
        edited: Some((args.number, before, edited)),
    })
}

/// `undo`: what was removed (a hand and its number, or a misdeal) and the match after.
pub struct Undone {
    game: Match,
    removed: Entry,
    number: usize,
}

impl Report for Undone {
    fn text(&self, ctx: &Context) -> String {
        let w = &ctx.words;
        let game = &self.game;
        let mut report = match &self.removed {
            Entry::Hand(hand) => t!(
                w,
                "removed-hand",
                number = self.number,
                name = game.players[hand.dealer].as_str()
            ),
            Entry::Points(hand) => t!(
                w,
                "removed-hand",
                number = self.number,
                name = game.players[hand.dealer].as_str()
            ),
            Entry::Misdeal { dealer, .. } => {
                t!(w, "removed-misdeal", name = game.players[*dealer].as_str())
            }
            Entry::AllPass { dealer, .. } => {
                t!(w, "removed-all-pass", name = game.players[*dealer].as_str())
            }
        };
        report.push('\n');
        report.push_str(&text::state_line(w, game, &game.scoreboard()));
        text::wrap(&report, ctx.width)
    }

    fn saved(&self) -> bool {
        true
    }
}

/// `undo`: removes the last entry.
pub fn undo(ctx: &Context, args: FileArg) -> Result<Undone> {
    let path = ctx.match_path(&args)?;
    let ((removed, number), Loaded { game, .. }) = matchfile::update(&path, |game, board| {
        ctx.words.follow(game);
        match game.undo(ctx.made()) {
            Ok(removed) => Ok((removed, board.hands.len())),
            Err(e) => Err(match_refused(game, e)),
        }
    })?;
    Ok(Undone {
        game,
        removed,
        number,
    })
}

/// `misdeal`: who deals which hand again.
pub struct Misdealt {
    game: Match,
    next: NextHand,
}

impl Report for Misdealt {
    fn text(&self, ctx: &Context) -> String {
        let w = &ctx.words;
        text::wrap(
            &t!(
                w,
                "misdeal-done",
                name = self.game.players[self.next.dealer].as_str(),
                number = self.next.number
            ),
            ctx.width,
        )
    }

    fn saved(&self) -> bool {
        true
    }
}

/// `misdeal`: the same dealer deals the hand again; nothing is scored.
pub fn misdeal(ctx: &Context, args: FileArg) -> Result<Misdealt> {
    let path = ctx.match_path(&args)?;
    let (next, Loaded { game, .. }) = matchfile::update(&path, |game, board| {
        ctx.words.follow(game);
        let over = MatchError::MatchOver(None);
        let next = board
            .next(&game.rules)
            .ok_or_else(|| match_refused(game, over))?;
        if let Err(e) = game.push_misdeal(board, next.dealer, ctx.made()) {
            return Err(match_refused(game, e));
        }
        Ok(next)
    })?;
    Ok(Misdealt { game, next })
}

/// `note`: the note as saved, and where.
pub struct Noted {
    note: Note,
    path: PathBuf,
    /// A match from before (`new --date`): when it was played. Its note is stamped with the
    /// time it was written, which is the truth, and the answer says so (issue 40, C7).
    dated: Option<chrono::DateTime<chrono::FixedOffset>>,
}

impl Report for Noted {
    fn text(&self, ctx: &Context) -> String {
        let mut said = text::wrap(
            &t!(
                ctx.words,
                "note-added",
                time = self.note.time.format("%Y-%m-%d %H:%M").to_string(),
                day = ctx
                    .words
                    .day(&self.note.time.format("%Y-%m-%d").to_string()),
                clock = self.note.time.format("%H:%M").to_string(),
                note = crate::core::visible::escape(&self.note.text),
                file = self.path.display().to_string()
            ),
            ctx.width,
        );
        if let Some(played) = self.dated {
            said.push_str(&text::wrap(
                &t!(
                    ctx.words,
                    "note-on-dated-match",
                    played = played.format("%Y-%m-%d %H:%M").to_string()
                ),
                ctx.width,
            ));
        }
        said
    }

    fn saved(&self) -> bool {
        true
    }
}

/// `note TEXT`: appends a note, with the time now, to the match; its hands are left as they
/// are, finished or not.
pub fn note(ctx: &Context, args: NoteArgs) -> Result<Noted> {
    let path = ctx.match_path(&args.file)?;
    let text = args.text.join(" ");
    let (note, Loaded { game, .. }) = matchfile::update(&path, |game, _| -> Result<Note> {
        ctx.words.follow(game);
        game.note(&text, ctx.now())
            .cloned()
            .map_err(|e| match_refused(game, e))
    })?;
    let dated = game.dated.then_some(game.started);
    Ok(Noted { note, path, dated })
}
