//! The commands that change a match: `new`, `record`, `edit`, `undo`, `misdeal`. Each checks
//! everything first, saves under the match's lock, and reports what it did; the report is
//! marked saved, so that a report that cannot be printed never makes the command fail.

use super::{Context, Report, refuse};
use crate::cli::{EditArgs, FileArg, HandArgs, NewArgs, RecordArgs};
use crate::core::game::{
    Entry, HandInput, Match, MatchError, MatchOptions, NextHand, Payment, Purse, Scoreboard,
    find_player, split_payment,
};
use crate::core::tokens::{Token, parse_cards_in};
use crate::store::matchfile::{self, Loaded};
use crate::store::paths;
use crate::store::variants::Catalog;
use crate::t;
use crate::ui::report::NextDetail;
use crate::ui::text;
use crate::words::{Words, errors};
use anyhow::{Result, anyhow, bail};
use std::path::PathBuf;

/// `new`: the match started and where it is saved.
pub struct Created {
    game: Match,
    path: PathBuf,
}

impl Report for Created {
    fn text(&self, ctx: &Context) -> String {
        let w = &ctx.words;
        let game = &self.game;
        let aim = if let (Some(chips), Some(hands)) = (game.start_chips(), game.hands_limit()) {
            t!(w, "new-aim-chips", chips = chips, hands = hands)
        } else if let Some(lives) = game.rules.lives {
            t!(w, "aim-lives", lives = lives.start)
        } else if game.rules.has_phases() {
            t!(w, "new-aim-phase", target = game.target())
        } else {
            t!(w, "new-aim-target", target = game.target())
        };
        let mut report = format!(
            "{}\n\n",
            t!(
                w,
                "new-match",
                variant = game.rules.variant.as_str(),
                players = w.and(&game.players),
                aim = aim,
                file = self.path.display().to_string()
            )
        );
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
    let w = &ctx.words;
    let catalog = Catalog::load()?;
    let variant = catalog.variant_by_name_or_path(&args.variant)?;
    let players: Vec<String> = args
        .players
        .split(',')
        .map(|name| name.trim().to_string())
        .collect();
    if players.len() == 1 && !players[0].is_empty() {
        return refuse(t!(
            w,
            "only-one-player",
            variant = variant.name.as_str(),
            counts = errors::counts(w, &variant.player_counts())
        ));
    }
    let first_dealer = match &args.dealer {
        Some(name) => find_player(&players, name).map_err(|e| {
            anyhow!(t!(
                w,
                "flag-error",
                flag = "--dealer",
                error = errors::name_error_among(w, &players, &e)
            ))
        })?,
        None => 0,
    };
    let options = MatchOptions {
        target: args.target,
        quick: args.quick,
        hands: args.hands,
        chips: args.chips,
    };
    let game = Match::new(variant, players, first_dealer, options, ctx.now())
        .map_err(|e| anyhow!(errors::setup_failure(w, &e)))?;
    let path = match args.file {
        Some(path) => {
            matchfile::create(&path, &game)?;
            path
        }
        None => matchfile::create_in(&paths::matches_dir()?, &game)?,
    };
    Ok(Created { game, path })
}

/// Groups `NAME=CARDS` arguments by player; a word without `=` continues the previous
/// player's cards (so `Ann=QS 3` typed without quotes still works).
pub fn took_by_player(w: &Words, game: &Match, words: &[String]) -> Result<Vec<Vec<Token>>> {
    let mut took: Vec<Option<Vec<Token>>> = vec![None; game.players.len()];
    let mut current: Option<usize> = None;
    for word in words {
        let (seat, cards) = match word.split_once('=') {
            Some((name, cards)) => {
                let seat = find_player(&game.players, name)
                    .map_err(|e| anyhow!(errors::name_error_among(w, &game.players, &e)))?;
                if took[seat].is_some() {
                    bail!(t!(w, "named-twice", name = game.players[seat].as_str()));
                }
                took[seat] = Some(Vec::new());
                current = Some(seat);
                (seat, cards)
            }
            None => match current {
                Some(seat) => (seat, word.as_str()),
                None => bail!(t!(w, "not-name-cards", word = word.as_str())),
            },
        };
        let tokens =
            parse_cards_in(cards, w.notation()).map_err(|e| anyhow!(errors::token_error(w, &e)))?;
        took[seat].get_or_insert_with(Vec::new).extend(tokens);
    }
    Ok(took.into_iter().map(Option::unwrap_or_default).collect())
}

/// Turns the hand's arguments into a checked-names input for the core.
pub fn hand_input(w: &Words, game: &Match, args: &HandArgs) -> Result<HandInput> {
    let seat = |flag: &str, name: &Option<String>| -> Result<Option<usize>> {
        name.as_deref()
            .map(|n| {
                find_player(&game.players, n).map_err(|e| {
                    anyhow!(t!(
                        w,
                        "flag-error",
                        flag = flag,
                        error = errors::name_error_among(w, &game.players, &e)
                    ))
                })
            })
            .transpose()
    };
    Ok(HandInput {
        took: took_by_player(w, game, &args.took)?,
        out: match &args.out {
            Some(cards) => parse_cards_in(cards, w.notation()).map_err(|e| {
                anyhow!(t!(
                    w,
                    "flag-error",
                    flag = "--out",
                    error = errors::token_error(w, &e)
                ))
            })?,
            None => Vec::new(),
        },
        moon: args.moon,
        renege: seat("--renege", &args.renege)?,
        dealer: seat("--dealer", &args.dealer)?,
        pass: args.pass,
        declare: seat("--declare", &args.declare)?,
        bid: match &args.bid {
            Some(text) => Some(bid_of(w, game, text)?),
            None => None,
        },
        suit: args.suit,
        all_pass: args.all_pass,
        payments: args
            .pay
            .iter()
            .map(|text| payment_of(w, game, text))
            .collect::<Result<_>>()?,
    })
}

/// `--pay FROM>TO:N`: who paid whom (a player, or `pot`) how many chips.
pub fn payment_of(w: &Words, game: &Match, text: &str) -> Result<Payment> {
    let (from, to, chips) =
        split_payment(text).ok_or_else(|| anyhow!(t!(w, "pay-syntax", text = text)))?;
    let purse = |name: &str| -> Result<Purse> {
        if name.eq_ignore_ascii_case("pot") {
            return Ok(Purse::Pot);
        }
        find_player(&game.players, name)
            .map(Purse::Seat)
            .map_err(|e| {
                anyhow!(t!(
                    w,
                    "flag-error",
                    flag = "--pay",
                    error = errors::name_error_among(w, &game.players, &e)
                ))
            })
    };
    Ok(Payment {
        from: purse(from)?,
        to: purse(to)?,
        chips,
    })
}

/// `--bid NAME=N`: the high bidder and the bid.
fn bid_of(w: &Words, game: &Match, text: &str) -> Result<(usize, i64)> {
    let refuse = || anyhow!(t!(w, "bid-syntax", text = text));
    let (name, chips) = text.split_once('=').ok_or_else(refuse)?;
    let chips: i64 = chips.trim().parse().map_err(|_| refuse())?;
    let seat = find_player(&game.players, name.trim()).map_err(|e| {
        anyhow!(t!(
            w,
            "flag-error",
            flag = "--bid",
            error = errors::name_error_among(w, &game.players, &e)
        ))
    })?;
    Ok((seat, chips))
}

/// `record` and `edit`: the match after the change, and for an edit the standings before it.
pub struct Recorded {
    game: Match,
    board: Scoreboard,
    /// For an edit: the hand edited and the standings before.
    edited: Option<(usize, Scoreboard)>,
}

impl Report for Recorded {
    fn text(&self, ctx: &Context) -> String {
        let w = &ctx.words;
        let said = match &self.edited {
            Some((number, before)) => text::edited(w, &self.game, *number, before, &self.board),
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
    let w = &ctx.words;
    let path = ctx.match_path(&args.file)?;
    let ((), Loaded { game, board }) = matchfile::update(&path, |game, board| {
        let input = hand_input(w, game, &args.hand)?;
        let pushed = game.push_hand(board, &input, ctx.now());
        pushed.map_err(|e| anyhow!(errors::match_error(w, game, &e)))
    })?;
    Ok(Recorded {
        game,
        board,
        edited: None,
    })
}

/// `edit N`: re-records hand N; later hands are rescored.
pub fn edit(ctx: &Context, args: EditArgs) -> Result<Recorded> {
    let w = &ctx.words;
    let path = ctx.match_path(&args.file)?;
    let (before, Loaded { game, board }) = matchfile::update(&path, |game, board| {
        let input = hand_input(w, game, &args.hand)?;
        if let Err(e) = game.edit(args.number, &input) {
            bail!(errors::match_error(w, game, &e));
        }
        Ok(board.clone())
    })?;
    Ok(Recorded {
        game,
        board,
        edited: Some((args.number, before)),
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
            Entry::Misdeal { dealer, .. } => {
                t!(w, "removed-misdeal", name = game.players[*dealer].as_str())
            }
            Entry::AllPass { dealer, .. } => {
                t!(w, "removed-all-pass", name = game.players[*dealer].as_str())
            }
        };
        report.push('\n');
        report.push_str(&text::wrap(
            &text::state_line(w, game, &game.scoreboard()),
            ctx.width,
        ));
        report
    }

    fn saved(&self) -> bool {
        true
    }
}

/// `undo`: removes the last entry.
pub fn undo(ctx: &Context, args: FileArg) -> Result<Undone> {
    let w = &ctx.words;
    let path = ctx.match_path(&args)?;
    let ((removed, number), Loaded { game, .. }) =
        matchfile::update(&path, |game, board| match game.undo() {
            Ok(removed) => Ok((removed, board.hands.len())),
            Err(e) => Err(anyhow!(errors::match_error(w, game, &e))),
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
        format!(
            "{}\n",
            t!(
                w,
                "misdeal-done",
                name = self.game.players[self.next.dealer].as_str(),
                number = self.next.number
            )
        )
    }

    fn saved(&self) -> bool {
        true
    }
}

/// `misdeal`: the same dealer deals the hand again; nothing is scored.
pub fn misdeal(ctx: &Context, args: FileArg) -> Result<Misdealt> {
    let w = &ctx.words;
    let path = ctx.match_path(&args)?;
    let (next, Loaded { game, .. }) = matchfile::update(&path, |game, board| {
        let over = MatchError::MatchOver(None);
        let next = board
            .next(&game.rules)
            .ok_or_else(|| anyhow!(errors::match_error(w, game, &over)))?;
        if let Err(e) = game.push_misdeal(board, next.dealer, ctx.now()) {
            bail!(errors::match_error(w, game, &e));
        }
        Ok(next)
    })?;
    Ok(Misdealt { game, next })
}
