//! Taking back and correcting at the table: `undo` (the last entry), `misdeal` (the dealer deals
//! again) and `edit N` (a saved hand walked through again, old → new points shown before it is
//! saved).

use super::entry::{self, Command, Draft, Walked};
use super::{Saved, Store, changed_meanwhile, complete, show_standings};
use crate::core::game::{Anew, Door, Entry, HandEdit, Made, Match};
use crate::t;
use crate::ui::prompt::Prompter;
use crate::ui::text;
use crate::words::{Words, signed};
use anyhow::Result;
use chrono::{DateTime, FixedOffset};

/// `undo`: asks (default No) whether to remove the last entry, naming it, and removes it.
/// What is being typed for the current hand stays. Returns whether the banner should be shown
/// again (the current hand changed).
pub(super) fn undo(
    w: &Words,
    prompter: &mut dyn Prompter,
    game: &mut Match,
    store: &mut dyn Store,
    now: &dyn Fn() -> DateTime<FixedOffset>,
) -> Result<bool> {
    let board = game.scoreboard();
    let Some(question) = text::undo_question(w, game, &board) else {
        if game.entries.is_empty() {
            prompter.say(&format!("{}\n", t!(w, "undo-nothing")));
        }
        return Ok(false);
    };
    if !prompter.confirm(&question, false)? {
        prompter.say(&format!("{}\n", t!(w, "undo-kept")));
        return Ok(false);
    }
    let mut trial = game.clone();
    trial.undo(Made::new(now(), Door::Prompt))?;
    match store.save(&trial)? {
        Saved::Done => {
            *game = trial;
            prompter.say(&format!("{}\n", t!(w, "undo-done")));
            let board = game.scoreboard();
            if !game.entries.is_empty() {
                show_standings(w, prompter, game, &board);
            }
        }
        Saved::Changed(fresh) => {
            changed_meanwhile(w, prompter, game, *fresh);
            prompter.say(&format!("{}\n", t!(w, "undo-changed")));
        }
    }
    Ok(true)
}

/// `misdeal`: the dealer of the current hand deals it again: `dealer` where the table said
/// who deals this hand (`dealer NAME`), else the dealer in turn.
pub(super) fn misdeal(
    w: &Words,
    prompter: &mut dyn Prompter,
    game: &mut Match,
    store: &mut dyn Store,
    dealer: Option<usize>,
    now: &dyn Fn() -> DateTime<FixedOffset>,
) -> Result<()> {
    let mut trial = game.clone();
    let made = Made::new(now(), Door::Prompt);
    let dealer = match dealer {
        Some(dealer) => {
            let mut board = trial.scoreboard();
            trial.push_misdeal(&mut board, dealer, made)?;
            dealer
        }
        None => trial.misdeal(made)?,
    };
    match store.save(&trial)? {
        Saved::Done => {
            let number = trial.scoreboard().hands.len() + 1;
            *game = trial;
            prompter.say(&format!(
                "{}\n",
                t!(
                    w,
                    "misdeal-done",
                    name = game.players[dealer].as_str(),
                    number = number
                )
            ));
        }
        Saved::Changed(fresh) => {
            changed_meanwhile(w, prompter, game, *fresh);
            prompter.say(&format!("{}\n", t!(w, "misdeal-changed")));
        }
    }
    Ok(())
}

/// `edit N`: walks through hand N's entries, each ready to edit, shows old → new points and
/// saves on yes; later hands are rescored. What the table leaves as it stood the hand keeps
/// (see [`Match::revise`]); `-` in a box (or `declare -`) removes it. An edit that changes
/// nothing saves nothing. Returns whether the table typed `quit`.
pub(super) fn edit(
    w: &Words,
    prompter: &mut dyn Prompter,
    game: &mut Match,
    store: &mut dyn Store,
    number: usize,
    now: &dyn Fn() -> DateTime<FixedOffset>,
) -> Result<bool> {
    let before = game.scoreboard();
    let Some(old) = before.hands.get(number - 1) else {
        return Ok(false);
    };
    // A hand of points only (`import`) is edited into a hand of cards, from none.
    let hand = match game.entries.get(old.entry) {
        Some(Entry::Hand(hand)) => hand.clone(),
        Some(Entry::Points(points)) => game.hand_of_points(points),
        _ => return Ok(false),
    };
    let hand = &hand;
    prompter.say(&format!(
        "{}\n",
        t!(
            w,
            "edit-start",
            number = number,
            dealer = game.players[hand.dealer].as_str()
        )
    ));
    let points_only = matches!(game.entries.get(old.entry), Some(Entry::Points(_)));
    let initial = Draft::from_hand(w, game, hand).dealt(game, &before);
    let mut draft = initial.clone();
    let mut at = 0;
    let words = crate::words::vocab::Vocabulary::new(w.lang());
    let change = loop {
        match entry::walk(
            w,
            prompter,
            game,
            &mut draft,
            at,
            Some(number),
            before.hands.len(),
        )? {
            Walked::Done => {
                at = entry::steps(game, &draft).len().saturating_sub(1);
                let cards_typed =
                    points_only || draft.took != initial.took || draft.out != initial.out;
                if !cards_typed {
                    // The cards stand as they were: nothing to add up or ask again.
                    match draft.input(game, &words) {
                        Ok(input) => break entry::edit_of(&initial, &draft, &input, hand, false),
                        Err(why) => {
                            let door = crate::words::errors::Door::Prompt;
                            prompter.say(&format!(
                                "{}\n",
                                crate::words::errors::input_error(w, game, &why, door, None)
                            ));
                            continue;
                        }
                    }
                }
                // The moon of the edited hand is scored in that hand's phase.
                let mut at_hand = before.clone();
                at_hand.phase = old.phase.unwrap_or(1);
                if let Some(input) = complete(w, prompter, game, &at_hand, &draft, hand.moon)? {
                    break entry::edit_of(&initial, &draft, &input, hand, true);
                }
            }
            Walked::Command(Command::Renege(offender), _) => {
                break HandEdit {
                    took: Some(vec![Vec::new(); game.players.len()]),
                    renege: Anew::Set(offender),
                    ..HandEdit::default()
                };
            }
            Walked::Command(Command::Quit, _) => {
                prompter.say(&format!("{}\n", t!(w, "edit-quit", number = number)));
                return Ok(true);
            }
            Walked::Command(..) => {}
        }
    };
    let mut trial = game.clone();
    let edited = match trial.revise(number, &change, Made::new(now(), Door::Prompt)) {
        Ok(edited) => edited,
        Err(why) => {
            prompter.say(&format!(
                "{}\n{}\n",
                crate::words::errors::match_error(w, game, &why),
                t!(w, "edit-left", number = number)
            ));
            return Ok(false);
        }
    };
    if !edited.changed {
        prompter.say(&format!("{}\n", text::unchanged(w, number)));
        return Ok(false);
    }
    let dropped = text::dropped(w, game, number, &edited.replaced, &edited.dropped);
    for said in &dropped {
        prompter.say(&format!("{said}\n"));
    }
    let after = edited.board;
    let Some(new) = after.hands.get(number - 1) else {
        return Ok(false);
    };
    let changes: Vec<String> = game
        .players
        .iter()
        .zip(old.points.iter().zip(&new.points))
        .map(|(name, (&was, &now))| {
            if was == now {
                format!("{name} {}", signed(now))
            } else {
                format!("{name} {} → {}", signed(was), signed(now))
            }
        })
        .collect();
    if !prompter.confirm_fresh(
        &t!(
            w,
            "edit-save",
            number = number,
            changes = changes.join(", ")
        ),
        true,
    )? {
        prompter.say(&format!("{}\n", t!(w, "edit-left", number = number)));
        return Ok(false);
    }
    match store.save(&trial)? {
        Saved::Done => {
            *game = trial;
            prompter.say(&text::wrap(
                &text::edited(w, game, number, &before, &after),
                prompter.width(),
            ));
        }
        Saved::Changed(fresh) => {
            changed_meanwhile(w, prompter, game, *fresh);
            prompter.say(&format!("{}\n", t!(w, "edit-changed", number = number)));
        }
    }
    Ok(false)
}
