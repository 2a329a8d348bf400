//! The walk through a hand's prompts ([`walk`]): each prompt asked with what was typed there
//! before, cards checked as they are typed, `back` and `help` answered, the players left with
//! nothing skipped.

use super::commands::{Command, command, known_declarations};
use super::draft::{Bid, Draft};
use super::{Step, enter, first_choice, help, label, steps};
use crate::core::cards::Suit;
use crate::core::game::Match;
use crate::core::scoring::HandError;
use crate::core::tokens::Token;
use crate::core::variant::PassDir;
use crate::input::{self, Field, InputError};
use crate::t;
use crate::ui::prompt::Prompter;
use crate::words::Words;
use crate::words::errors::Door;
use crate::words::vocab::{self, CommandWord, Vocabulary};
use anyhow::Result;

/// How a walk through a hand's prompts ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Walked {
    /// Every prompt has an entry that passed its checks.
    Done,
    /// A command for the hand loop, typed at prompt `at`.
    Command(Command, usize),
}

/// Asks the prompts of a hand from `at` on, each showing what was typed there before. Cards
/// are checked as they are typed; `back` steps to the previous prompt and `help` explains;
/// anything else is handed back. While `editing` a saved hand only `renege` and `quit` are
/// handed back; the other commands wait until the edit is done.
pub fn walk(
    w: &Words,
    prompter: &mut dyn Prompter,
    game: &Match,
    draft: &mut Draft,
    mut at: usize,
    editing: Option<usize>,
    hands: usize,
) -> Result<Walked> {
    let mut rejected: Option<String> = None;
    let say = |prompter: &mut dyn Prompter, text: String| prompter.say(&format!("{text}\n"));
    while at < steps(game, draft).len() {
        let step = steps(game, draft)[at];
        if let Step::Seat(seat) = step {
            draft.skipped.retain(|&s| s != seat);
        }
        // A refused entry stands in the box selected: what is typed next replaces it.
        let refused = rejected.take();
        let shown = refused.clone().unwrap_or_else(|| draft.text(w, game, step));
        let typed = match &refused {
            Some(text) => prompter.ask_again(&label(w, game, step), text)?,
            None => prompter.ask(&label(w, game, step), &shown)?,
        };
        let line = typed_over(w, game, &shown, typed);
        if matches!(step, Step::Pass | Step::Bid | Step::Suit | Step::Pay) {
            match step_answer(w, game, step, &line) {
                Some(Ok(answer)) => {
                    match answer {
                        Answered::Pass(pass) => draft.pass = Some(pass),
                        Answered::Bid(bid) => draft.bid = Some(bid),
                        Answered::Suit(suit) => draft.suit = Some(suit),
                        Answered::Pay(paid) => draft.pay = paid,
                    }
                    at += 1;
                    continue;
                }
                Some(Err(why)) => {
                    prompter.say_refused(&format!("{why}\n"));
                    rejected = Some(line);
                    continue;
                }
                // A command: handled below like at any prompt.
                None => {}
            }
        }
        match command(w, game, &line, hands) {
            Err(why) => {
                prompter.say_refused(&format!("{why}\n"));
                rejected = Some(line);
            }
            Ok(Command::Cards(_)) => {
                let mut trial = draft.clone();
                trial.set(step, &line);
                match check_so_far(w, game, &confirmed_so_far(game, &trial, at)) {
                    Ok(()) => {
                        *draft = trial;
                        at += 1;
                        at = skip_the_rest(w, game, draft, at);
                    }
                    // The rest gave the last player cards without a trick once everyone
                    // else is entered: the entry stands, and the last player is asked what
                    // they took.
                    Err((why, Some(seat)))
                        if seat == trial.last_seat()
                            && !trial.last_asked
                            && !steps(game, &trial)[at + 1..]
                                .iter()
                                .any(|step| matches!(step, Step::Seat(_))) =>
                    {
                        prompter.say(&format!("{why}\n"));
                        *draft = trial;
                        draft.last_asked = true;
                        draft.took[seat] = t!(w, "typed-rest");
                        at = steps(game, draft)
                            .iter()
                            .position(|&s| s == Step::Seat(seat))
                            .unwrap_or(at);
                    }
                    Err((why, _)) => {
                        prompter.say_refused(&format!("{why}\n"));
                        rejected = Some(line);
                    }
                }
            }
            Ok(Command::Back) if at == 0 => say(prompter, t!(w, "back-first")),
            Ok(Command::Back) => at -= 1,
            Ok(Command::Help) => prompter.say(&help(w, game)),
            Ok(Command::Declare(who)) => {
                draft.declare = who;
                let name = game
                    .rules
                    .declaration
                    .as_ref()
                    .map(|d| d.name.clone())
                    .unwrap_or_default();
                say(
                    prompter,
                    match who {
                        Some(seat) => t!(
                            w,
                            "play-declared",
                            name = game.players[seat].as_str(),
                            declaration = name
                        ),
                        None => t!(w, "play-declare-cleared", declaration = name),
                    },
                );
            }
            Ok(Command::Expose(cards)) => {
                let shown = input::exposed(&Vocabulary::new(w.lang()), &cards).unwrap_or_default();
                draft.expose = cards;
                let said: Vec<String> = shown.iter().map(|&c| w.card(c)).collect();
                say(
                    prompter,
                    if said.is_empty() {
                        t!(w, "play-exposed-none")
                    } else {
                        t!(w, "play-exposed", cards = w.and(&said), count = said.len())
                    },
                );
            }
            Ok(command @ (Command::Quit | Command::Renege(_))) => {
                return Ok(Walked::Command(command, at));
            }
            Ok(_) if editing.is_some() => {
                let number = editing.unwrap_or_default();
                let why = t!(w, "edit-finish-first", number = number);
                prompter.say_refused(&format!("{why}\n"));
                rejected = Some(line);
            }
            Ok(command) => return Ok(Walked::Command(command, at)),
        }
    }
    Ok(Walked::Done)
}

/// The line a prompt reads when text stood in its box (`shown`: an entry refused, or kept
/// from before) and more was typed after it: a command word typed at its end is the command
/// (`tricks:3back` is `back`); anything else is the whole line, to be read as cards.
fn typed_over(w: &Words, game: &Match, shown: &str, line: String) -> String {
    if shown.is_empty() {
        return line;
    }
    let Some(added) = line.strip_prefix(shown) else {
        return line;
    };
    let added = added.trim();
    let first = added
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .to_lowercase();
    let declaration = match &game.rules.declaration {
        Some(d) => d.name.to_lowercase() == first,
        None => known_declarations().contains(&first),
    };
    if !first.is_empty() && (declaration || Vocabulary::new(w.lang()).command(&first).is_some()) {
        added.to_string()
    } else {
        line
    }
}

/// After an entry at step `at - 1`: the step to ask next. The players still to ask are
/// skipped (said at the confirmation: they took nothing) when nothing is left for them: every
/// scoring card (and in trick games every trick) is entered, or someone took `rest`. Never
/// when one of them already has an entry.
fn skip_the_rest(w: &Words, game: &Match, draft: &mut Draft, at: usize) -> usize {
    let steps = steps(game, draft);
    let seats: Vec<usize> = steps[at.min(steps.len())..]
        .iter()
        .map_while(|step| match step {
            Step::Seat(seat) => Some(*seat),
            _ => None,
        })
        .collect();
    if seats.is_empty() || seats.iter().any(|&seat| !draft.took[seat].is_empty()) {
        return at;
    }
    let words = Vocabulary::new(w.lang());
    let Ok(input) = draft.input(game, &words) else {
        return at;
    };
    let last = draft.last_seat();
    let took_rest = input
        .took
        .iter()
        .enumerate()
        .any(|(seat, tokens)| seat != last && tokens.contains(&Token::Rest));
    let nothing_left = || enter(game, draft, &input).is_ok_and(|cards| cards.took[last].is_empty());
    if took_rest || nothing_left() {
        draft.skipped = seats.clone();
        at + seats.len()
    } else {
        at
    }
}

/// What was answered at the pass, the bid, the suit or the payments prompt.
enum Answered {
    Pass(PassDir),
    Bid(Bid),
    Suit(Suit),
    Pay(String),
}

/// Reads the pass prompt (a way in any language, `pass left` too; Enter alone: the first
/// choice, left), the bid prompt ("Ann 5", "Ann=5", or `pass` when everyone passed), the suit
/// prompt (a letter, a symbol or a name) or Reversis' payments prompt (`Ann>Bob:5,
/// pot>Cas:10`, or nothing); `None` for a command such as `back` or `help`.
fn step_answer(
    w: &Words,
    game: &Match,
    step: Step,
    line: &str,
) -> Option<Result<Answered, String>> {
    let trimmed = line.trim();
    let words = Vocabulary::new(w.lang());
    let said = |e: InputError| crate::words::errors::input_error(w, game, &e, Door::Prompt, None);
    if step == Step::Pass {
        if trimmed.is_empty() {
            return Some(Ok(Answered::Pass(first_choice(game))));
        }
        // `pass left` says the same as `left` here.
        let way = match trimmed.split_once(char::is_whitespace) {
            Some((word, rest)) if words.command(word) == Some(CommandWord::Pass) => rest.trim(),
            _ => trimmed,
        };
        return match words.pass(way) {
            Some(pass) => Some(
                game.check_pass(pass)
                    .map(|()| Answered::Pass(pass))
                    .map_err(|e| said(InputError::refused(e))),
            ),
            None if is_command(w, game, trimmed) => None,
            None => {
                let choices: Vec<&str> = game
                    .rules
                    .pass_choices
                    .iter()
                    .map(|&dir| words.pass_word(dir))
                    .collect();
                Some(Err(t!(
                    w,
                    "play-pass-which",
                    choices = w.or(&choices),
                    first = words.pass_word(first_choice(game))
                )))
            }
        };
    }
    if step == Step::Pay {
        if is_command(w, game, trimmed) {
            return None;
        }
        // `-`: none were paid (an edited hand's payments removed).
        if vocab::is_none(trimmed, false) {
            return Some(Ok(Answered::Pay(trimmed.to_string())));
        }
        return Some(
            input::payments(game, trimmed)
                .map(|_| Answered::Pay(trimmed.to_string()))
                .map_err(said),
        );
    }
    if step == Step::Suit {
        return match words.suit(trimmed) {
            Some(suit) => Some(Ok(Answered::Suit(suit))),
            None if is_command(w, game, trimmed) => None,
            None => Some(Err(t!(w, "play-suit-which"))),
        };
    }
    if words.is_all_pass(trimmed) {
        return Some(Ok(Answered::Bid(Bid::Passed)));
    }
    let words: Vec<&str> = trimmed
        .split(|c: char| c.is_whitespace() || c == '=')
        .filter(|s| !s.is_empty())
        .collect();
    let Some((chips, name)) = words.split_last() else {
        return Some(Err(t!(w, "play-bid-what")));
    };
    let Ok(chips) = chips.parse::<i64>() else {
        return if is_command(w, game, trimmed) {
            None
        } else {
            Some(Err(t!(w, "play-bid-what")))
        };
    };
    let seat = match input::player(game, Field::Bid, &name.join(" ")) {
        Ok(seat) => seat,
        Err(e) => return Some(Err(said(e))),
    };
    let have = game.scoreboard().totals[seat].re;
    if chips <= 0 {
        return Some(Err(t!(w, "bid-not-positive")));
    }
    if chips > have {
        return Some(Err(t!(
            w,
            "bid-too-high",
            name = game.players[seat].as_str(),
            bid = chips,
            chips = have
        )));
    }
    Some(Ok(Answered::Bid(Bid::High(seat, chips))))
}

/// Whether a line is one of the prompt commands (not cards, not a mistake).
fn is_command(w: &Words, game: &Match, line: &str) -> bool {
    matches!(command(w, game, line, usize::MAX), Ok(c) if !matches!(c, Command::Cards(_)))
}

/// The entries up to the prompt `at`: what the players after it hold from before (a hand
/// not saved, being corrected) is not checked against until their turn comes, so a card
/// moved from Bob to Ann is taken at Ann's prompt and Bob's old entry refused at Bob's.
fn confirmed_so_far(game: &Match, draft: &Draft, at: usize) -> Draft {
    let mut so_far = draft.clone();
    for step in steps(game, draft).into_iter().skip(at + 1) {
        if let Step::Seat(seat) = step {
            so_far.took[seat].clear();
        }
    }
    so_far
}

/// The checks that can fail before the hand is complete: everything but the totals, with the
/// last player given the rest.
/// Refused: why, and the player given cards without a trick where that is why.
fn check_so_far(w: &Words, game: &Match, draft: &Draft) -> Result<(), (String, Option<usize>)> {
    let input = draft.input(game, &Vocabulary::new(w.lang())).map_err(|e| {
        (
            crate::words::errors::input_error(w, game, &e, Door::Prompt, None),
            None,
        )
    })?;
    game.check_exposed(&input.expose).map_err(|e| {
        let e = InputError::refused(e);
        (
            crate::words::errors::input_error(w, game, &e, Door::Prompt, None),
            None,
        )
    })?;
    match enter(game, draft, &input) {
        Err(HandError::Totals(_)) | Ok(_) => Ok(()),
        Err(other) => {
            let seat = match other {
                HandError::CardsWithoutTrick { seat, .. } => Some(seat),
                _ => None,
            };
            Err((crate::words::errors::hand_error(w, game, &other), seat))
        }
    }
}
