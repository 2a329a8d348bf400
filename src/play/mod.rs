//! `play`: a match at the table. Hand after hand: the banner, one prompt per player (with the
//! commands of [`entry`]), the last player given the rest, the moon announced (and its choice
//! asked where the variant gives one), one confirmation, the hand saved, the standings shown;
//! at the end the ranking and a summary ([`end`]). How a session starts (continue, a new match,
//! the same table again) is [`start`]. Every question goes through a [`Prompter`] and every
//! save through a [`Store`], so the whole flow runs in unit tests without a terminal or files.

pub(crate) mod end;
pub(crate) mod entry;
mod fix;
pub(crate) mod start;
#[cfg(test)]
mod tests;

use crate::core::game::{Door, HandInput, Made, Match, Scoreboard};
use crate::core::variant::{MoonChoice, MoonEffect};
use crate::t;
use crate::ui::prompt::Prompter;
use crate::ui::report::{NextDetail, StatusReport};
use crate::ui::text;
use crate::words::Words;
use anyhow::Result;
use chrono::{DateTime, FixedOffset};
use entry::{Command, Draft, Walked};
use fix::{edit, misdeal, undo};

/// How a session at the table ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Someone typed `quit`; everything confirmed is saved.
    Quit,
    /// The match is over (the end screen has been shown).
    Finished,
    /// The match had no entries and the table removed it with `undo` (its file is gone).
    Removed,
}

/// What a save found.
#[derive(Clone, Debug)]
pub enum Saved {
    /// The match was written.
    Done,
    /// The file was changed by another command since this session last read or wrote it;
    /// nothing was written. This is the match now on disk.
    Changed(Box<Match>),
}

/// Where `play` keeps the match.
pub trait Store {
    /// Writes `game` unless the match on disk changed since the last save or load; then it
    /// writes nothing and returns the match on disk.
    fn save(&mut self, game: &Match) -> Result<Saved>;
    /// Removes the match, which has no entries, unless the match on disk changed since the
    /// last save or load; then it removes nothing and returns the match on disk.
    fn remove(&mut self) -> Result<Saved>;
}

/// What became of a hand offered for saving.
enum Offered {
    /// Saved.
    Saved,
    /// The table said no, or it did not pass the checks: the entries stay to be corrected.
    NotSaved,
    /// Another terminal changed the match; the table has been told, and `game` is the new match.
    Changed,
}

/// Plays hands until the match ends or someone quits. Every change (a hand, a misdeal, an
/// undo, an edit) goes through `store` before the next prompt.
pub fn run(
    w: &Words,
    prompter: &mut dyn Prompter,
    game: &mut Match,
    store: &mut dyn Store,
    now: &dyn Fn() -> DateTime<FixedOffset>,
) -> Result<Ending> {
    let players = game.players.len();
    let instructions = text::wrap(&text::instructions(w, &game.rules), prompter.width());
    prompter.say(&format!("{}", console::style(instructions).dim()));
    let mut draft = Draft::fresh(game, &game.scoreboard());
    let mut at = 0;
    let mut show_banner = true;
    // The hand the entries being typed are for.
    let mut typed_for = game.scoreboard().hands.len() + 1;
    loop {
        let board = game.scoreboard();
        if draft.is_empty() && draft.bid.is_none() {
            // Whether this hand has a bid round follows the last hand, wherever it was entered.
            draft.bidding = Draft::fresh(game, &board).bidding;
        }
        // Whether the dealer chooses the pass follows the hand now current (after an undo, or
        // a hand saved from another terminal).
        draft.pass_asked = Draft::pass_asked(game, &board);
        let Some(detail) = NextDetail::new(game, &board) else {
            prompter.say(&end::summary(w, game, &board, prompter.width()));
            return Ok(Ending::Finished);
        };
        // Entries typed for one hand never slip into another (after an undo, or a change from
        // another terminal): the table is told and asked.
        let number = detail.next.number;
        if number != typed_for {
            let kept = draft.has_entries() && keep(w, prompter, game, &draft, typed_for, number)?;
            if kept {
                let bidding = Draft::fresh(game, &board).bidding;
                draft = Draft {
                    bidding,
                    ..draft.dealt(game, &board)
                };
                at = at.min(entry::steps(game, &draft).len().saturating_sub(1));
            } else {
                draft = Draft::fresh(game, &board);
                at = 0;
            }
            typed_for = number;
        }
        if show_banner {
            show_banner = false;
            let width = prompter.width();
            if board.tiebreak().is_some() {
                prompter.say(&text::wrap(&text::state_line(w, game, &board), width));
            }
            let banner = text::banner(w, game, &detail);
            let (headline, rest) = banner.split_once('\n').unwrap_or((&banner, ""));
            // Bold only where colour is allowed: `console` follows the terminal and NO_COLOR.
            prompter.say(&format!(
                "\n{}\n{}",
                console::style(headline).bold(),
                text::wrap(rest, width)
            ));
        }
        let hands = board.hands.len();
        match entry::walk(w, prompter, game, &mut draft, at, None, hands)? {
            Walked::Done => {
                at = entry::steps(game, &draft).len().saturating_sub(1);
                let Some(input) = complete(w, prompter, game, &board, &draft, None)? else {
                    continue;
                };
                let typed = draft.describe(w, game);
                match offer(w, prompter, game, &input, &typed, store, now)? {
                    Offered::Saved => {
                        draft = Draft::fresh(game, &game.scoreboard());
                        at = 0;
                        show_banner = true;
                    }
                    // Back to the first entry, every entry kept, each ready to correct.
                    Offered::NotSaved => {
                        prompter.say(&format!("{}\n", t!(w, "play-not-saved")));
                        at = 0;
                    }
                    Offered::Changed => show_banner = true,
                }
            }
            Walked::Command(command, step) => {
                at = step;
                match command {
                    Command::Quit => {
                        prompter.say(&format!("{}\n", t!(w, "play-quit")));
                        return Ok(Ending::Quit);
                    }
                    Command::Undo if game.entries.is_empty() => {
                        if remove(w, prompter, game, store)? {
                            return Ok(Ending::Removed);
                        }
                    }
                    Command::Undo => show_banner = undo(w, prompter, game, store, now)?,
                    Command::Edit(number) => {
                        if edit(w, prompter, game, store, number, now)? {
                            return Ok(Ending::Quit);
                        }
                        show_banner = true;
                    }
                    Command::Misdeal => {
                        misdeal(w, prompter, game, store, draft.dealer, now)?;
                        draft = Draft::fresh(game, &game.scoreboard());
                        at = 0;
                        show_banner = true;
                    }
                    Command::Renege(offender) => {
                        let input = HandInput {
                            took: vec![Vec::new(); players],
                            renege: Some(offender),
                            dealer: draft.dealer,
                            pass: draft.pass,
                            ..HandInput::default()
                        };
                        let typed = t!(w, "note-reneged", name = game.players[offender].as_str());
                        match offer(w, prompter, game, &input, &typed, store, now)? {
                            Offered::Saved => {
                                draft = Draft::fresh(game, &game.scoreboard());
                                at = 0;
                                show_banner = true;
                            }
                            Offered::NotSaved => {
                                prompter.say(&format!("{}\n", t!(w, "play-not-saved-short")));
                            }
                            Offered::Changed => show_banner = true,
                        }
                    }
                    Command::Dealer(dealer) => {
                        draft.dealer = Some(dealer);
                        prompter.say(&format!(
                            "{}\n",
                            t!(w, "play-dealer-set", name = game.players[dealer].as_str())
                        ));
                    }
                    Command::Pass(pass) => {
                        draft.pass = Some(pass);
                        let said = match pass {
                            crate::core::variant::PassDir::Hold => t!(w, "play-pass-set-hold"),
                            pass => t!(w, "play-pass-set", pass = text::pass_way(w, pass)),
                        };
                        prompter.say(&format!("{said}\n"));
                    }
                    // The walk handles these itself.
                    Command::Cards(_)
                    | Command::Back
                    | Command::Help
                    | Command::Declare(_)
                    | Command::Expose(_) => {}
                }
            }
        }
    }
}

/// Completes a typed hand: the last player's share announced, a moon announced and its choice
/// asked where the shooter chooses (Enter: `kept`, an edited hand's choice, else add).
/// `None` when the hand does not add up (said, and the entries stay to be corrected).
fn complete(
    w: &Words,
    prompter: &mut dyn Prompter,
    game: &Match,
    board: &Scoreboard,
    draft: &Draft,
    kept: Option<MoonChoice>,
) -> Result<Option<HandInput>> {
    let words = crate::words::vocab::Vocabulary::new(w.lang());
    let mut input = match draft.input(game, &words) {
        Ok(input) => input,
        Err(why) => {
            let door = crate::words::errors::Door::Prompt;
            prompter.say(&format!(
                "{}\n",
                crate::words::errors::input_error(w, game, &why, door, None)
            ));
            return Ok(None);
        }
    };
    if input.all_pass {
        return Ok(Some(input));
    }
    let cards = match entry::enter(game, draft, &input) {
        Ok(cards) => cards,
        Err(why) => {
            prompter.say(&format!(
                "{}\n{}\n",
                crate::words::errors::hand_error(w, game, &why),
                t!(w, "play-correct")
            ));
            return Ok(None);
        }
    };
    let last = draft.dealt_in(game).last().copied().unwrap_or(0);
    if !draft.skipped.is_empty() {
        // The players not asked took nothing, and so did the last one unless given the rest.
        let mut seats = draft.skipped.clone();
        if cards.took[last].is_empty() {
            seats.push(last);
        }
        let names: Vec<String> = seats.iter().map(|&s| game.players[s].clone()).collect();
        prompter.say(&format!(
            "{}\n",
            t!(
                w,
                "play-skipped",
                names = w.and(&names),
                count = names.len()
            )
        ));
    } else if input.took[last].contains(&crate::core::tokens::Token::Rest) {
        if cards.took[last].is_empty() {
            prompter.say(&format!(
                "{}\n",
                t!(w, "play-takes-nothing", name = game.players[last].as_str())
            ));
        } else {
            // Cards left face down and not named out of play may be among the rest.
            let leftovers = draft.leftovers.unwrap_or(game.rules.kitty);
            let unseen = game.unseen_leftovers(leftovers, &input.out);
            let name = game.players[last].as_str();
            let cards_words = w.capture(&cards.took[last]);
            let said = w.capture_said(&cards.took[last], game.rules.deck.hearts());
            prompter.say(&format!(
                "{}\n",
                if unseen > 0 {
                    t!(
                        w,
                        "play-takes-rest-face-down",
                        name = name,
                        count = unseen,
                        cards = cards_words,
                        said = said
                    )
                } else {
                    t!(
                        w,
                        "play-takes-rest",
                        name = name,
                        cards = cards_words,
                        said = said
                    )
                }
            ));
        }
    } else if cards.took[last].is_empty()
        && input
            .took
            .iter()
            .any(|tokens| tokens.contains(&crate::core::tokens::Token::Rest))
    {
        // Someone before the last player took the rest: the last player took nothing.
        prompter.say(&format!(
            "{}\n",
            t!(w, "play-takes-nothing", name = game.players[last].as_str())
        ));
    }
    // Cards named out of play are said back, so that cards typed at the wrong prompt show.
    if !cards.out.is_empty() {
        prompter.say(&format!(
            "{}\n",
            t!(
                w,
                "play-out-named",
                cards = w.capture(&cards.out),
                said = w.capture_said(&cards.out, game.rules.deck.hearts())
            )
        ));
    }
    let effect = game.moon_effect(board.phase);
    if let Some(shooter) = game
        .rules
        .shooter(&cards)
        .filter(|_| effect != MoonEffect::None)
    {
        prompter.say(&format!(
            "{}\n",
            t!(w, "play-moon", name = game.players[shooter].as_str())
        ));
        if effect == MoonEffect::Choose {
            let value = game.moon_value(&cards, shooter);
            let choices = vec![
                t!(w, "moon-choice-add", value = value),
                t!(
                    w,
                    "moon-choice-subtract",
                    name = game.players[shooter].as_str(),
                    value = value
                ),
            ];
            let first = usize::from(kept == Some(MoonChoice::Subtract));
            input.moon = Some(
                match prompter.choose(&t!(w, "moon-which-way"), &choices, first)? {
                    1 => MoonChoice::Subtract,
                    _ => MoonChoice::Add,
                },
            );
        }
    }
    Ok(Some(input))
}

/// Shows a hand's points and saves it when the table agrees. If another terminal changed the
/// match meanwhile, says what changed and offers the hand again as the next hand of the match
/// now on disk; if that match is over, shows what was typed (`typed`), unsaved.
fn offer(
    w: &Words,
    prompter: &mut dyn Prompter,
    game: &mut Match,
    input: &HandInput,
    typed: &str,
    store: &mut dyn Store,
    now: &dyn Fn() -> DateTime<FixedOffset>,
) -> Result<Offered> {
    let mut board = game.scoreboard();
    let mut again = false;
    loop {
        let mut trial = game.clone();
        let mut trial_board = board.clone();
        if let Err(why) = trial.push_hand(&mut trial_board, input, Made::new(now(), Door::Prompt)) {
            let door = crate::words::errors::Door::Prompt;
            prompter.say(&format!(
                "{}\n",
                crate::words::errors::match_error_at(w, game, &why, door)
            ));
            return Ok(if again {
                Offered::Changed
            } else {
                Offered::NotSaved
            });
        }
        let question = if input.all_pass {
            let dealer = board.next(&game.rules).map_or(0, |next| next.dealer);
            t!(
                w,
                "play-save-all-pass",
                name = game.players[dealer].as_str()
            )
        } else {
            let Some(scored) = trial_board.hands.last() else {
                return Ok(Offered::NotSaved);
            };
            save_question(w, game, input, scored, again)
        };
        if let Some(points) = trial_board
            .hands
            .last()
            .filter(|_| !input.all_pass)
            .and_then(|scored| crate::view::text::card_points(w, game, &board, scored))
        {
            prompter.say(&format!("{points}\n"));
        }
        // The Save question is read before it is answered: an Enter typed ahead is dropped.
        if !prompter.confirm_fresh(&question, true)? {
            return Ok(if again {
                prompter.say(&format!("{}\n", t!(w, "play-not-saved-short")));
                Offered::Changed
            } else {
                Offered::NotSaved
            });
        }
        match store.save(&trial)? {
            Saved::Done => {
                *game = trial;
                if !trial_board.finished() {
                    show_standings(w, prompter, game, &trial_board);
                }
                return Ok(Offered::Saved);
            }
            Saved::Changed(fresh) => {
                changed_meanwhile(w, prompter, game, *fresh);
                board = game.scoreboard();
                if let Some(winner) = board.winner() {
                    prompter.say(&format!(
                        "{}\n",
                        t!(
                            w,
                            "play-over-meanwhile",
                            name = game.players[winner].as_str(),
                            typed = typed
                        )
                    ));
                    return Ok(Offered::Changed);
                }
                again = true;
            }
        }
    }
}

/// Whether entries typed for hand `was` stay now that hand `now` is the one to type (after an
/// undo, or a change from another terminal): the table is asked, and Enter clears them.
fn keep(
    w: &Words,
    prompter: &mut dyn Prompter,
    game: &Match,
    draft: &Draft,
    was: usize,
    now: usize,
) -> Result<bool> {
    let question = t!(
        w,
        "typed-keep",
        was = was,
        now = now,
        typed = draft.entries(w, game)
    );
    let kept = prompter.confirm(&question, false)?;
    let said = if kept {
        t!(w, "typed-kept", now = now)
    } else {
        t!(w, "typed-cleared", now = now)
    };
    prompter.say(&format!("{said}\n"));
    Ok(kept)
}

/// `undo` before anything was entered: the match itself can go (a match started by mistake),
/// after a question (default No); its file is removed. Returns whether it was removed.
fn remove(
    w: &Words,
    prompter: &mut dyn Prompter,
    game: &mut Match,
    store: &mut dyn Store,
) -> Result<bool> {
    let question = t!(
        w,
        "remove-match-ask",
        variant = game.rules.variant.as_str(),
        players = w.and(&game.players)
    );
    if !prompter.confirm(&question, false)? {
        prompter.say(&format!("{}\n", t!(w, "undo-kept")));
        return Ok(false);
    }
    match store.remove()? {
        Saved::Done => {
            prompter.say(&format!("{}\n", t!(w, "remove-match-done")));
            Ok(true)
        }
        Saved::Changed(fresh) => {
            changed_meanwhile(w, prompter, game, *fresh);
            prompter.say(&format!("{}\n", t!(w, "remove-match-changed")));
            Ok(false)
        }
    }
}

/// The question before saving a hand: its number, its points and what happened in it.
fn save_question(
    w: &Words,
    game: &Match,
    input: &HandInput,
    scored: &crate::core::game::ScoredHand,
    again: bool,
) -> String {
    let points = text::points_words(game, &scored.points);
    match (again, input.renege) {
        (true, _) => t!(
            w,
            "play-save-again",
            number = scored.number,
            dealer = game.players[scored.dealer].as_str(),
            points = points
        ),
        (false, Some(offender)) => t!(
            w,
            "play-save-renege",
            number = scored.number,
            name = game.players[offender].as_str(),
            points = points
        ),
        (false, None) => match text::declared_note(w, game, scored)
            .or_else(|| text::settle_words(w, game, scored))
            .or_else(|| text::exposed_note(w, game, scored))
        {
            Some(note) => t!(
                w,
                "play-save-declared",
                number = scored.number,
                note = note,
                points = points
            ),
            None => t!(w, "play-save", number = scored.number, points = points),
        },
    }
}

/// Tells the table that another terminal changed the match, and what; `game` becomes the
/// match on disk, whose standings are shown.
fn changed_meanwhile(w: &Words, prompter: &mut dyn Prompter, game: &mut Match, fresh: Match) {
    let before = game.scoreboard();
    let after = fresh.scoreboard();
    let same = game
        .entries
        .iter()
        .zip(&fresh.entries)
        .take_while(|(a, b)| a == b)
        .count();
    let added = &fresh.entries[same..];
    let what = if same == game.entries.len() && !added.is_empty() {
        let hands = after.hands.len() - before.hands.len();
        let misdeals = added.len() - hands;
        let mut parts = Vec::new();
        match hands {
            0 => {}
            1 => parts.push(t!(w, "changed-hand", number = after.hands.len())),
            _ => parts.push(t!(
                w,
                "changed-hands",
                first = before.hands.len() + 1,
                last = after.hands.len()
            )),
        }
        if misdeals > 0 {
            parts.push(t!(w, "changed-misdeal"));
        }
        w.and(&parts)
    } else if same == fresh.entries.len() {
        t!(w, "changed-undone", count = game.entries.len() - same)
    } else {
        t!(w, "changed-earlier")
    };
    prompter.say(&format!("\n{}\n", t!(w, "changed-meanwhile", what = what)));
    *game = fresh;
    show_standings(w, prompter, game, &after);
}

/// The standings table at the prompter's width.
fn show_standings(w: &Words, prompter: &mut dyn Prompter, game: &Match, board: &Scoreboard) {
    let report = StatusReport::new(game, board);
    let mut out = text::standings_table(w, &report, game, board, prompter.width());
    // A chips game's pot, as `record` and `status` say it: the chips on the table add up.
    if game.rules.chips.is_some() {
        out.push_str(&t!(w, "pot-line", chips = board.pot));
        out.push('\n');
    }
    prompter.say(&out);
}
