//! How a session at the table begins: continue the current match, start a new one, open
//! another unfinished one, or (after a finished match) play again with the same table; and
//! setting up a new match: the game from a filterable list, the players (recent tables
//! offered), the first dealer and the length. What is offered, in which order and with which
//! default, is the engine's (`view::start`); this file asks.

use crate::core::game::{Match, MatchError, MatchOptions};
use crate::core::variant::Variant;
use crate::t;
use crate::ui::prompt::Prompter;
use crate::view::start::{self as choices, Length};
use crate::words::{Words, errors};
use anyhow::{Result, anyhow};
use chrono::{DateTime, FixedOffset};
use std::path::PathBuf;

/// A match file on disk, as the start menu shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Known {
    /// The match file.
    pub path: PathBuf,
    /// The game.
    pub variant: String,
    /// The players in seating order.
    pub players: Vec<String>,
    /// Hands played.
    pub hands: usize,
    /// Whether the match is over.
    pub finished: bool,
    /// When it started.
    pub started: DateTime<FixedOffset>,
}

/// What the table chose at the start.
#[derive(Clone, Debug, PartialEq)]
pub enum Choice {
    /// Continue the current match.
    Continue,
    /// Open this other unfinished match.
    Open(PathBuf),
    /// Set up a new match.
    New,
    /// The same table again: the current (finished) match's players, seating and game.
    Rematch,
    /// Stop.
    Stop,
}

/// "hartenjagen with Ann, Bob, Cas and Dee", or "with 9 players" where the names would make
/// the line too long for a menu.
fn table_words(w: &Words, variant: &str, players: &[String]) -> String {
    let names = w.and(players);
    if names.chars().count() > 44 {
        t!(w, "table-count", variant = variant, count = players.len())
    } else {
        t!(w, "table-names", variant = variant, names = names)
    }
}

/// The start menu. `current` is the current match (the most recently changed), if any, with
/// whether it is over; `others` the other unfinished matches, newest first.
pub fn menu(
    w: &Words,
    prompter: &mut dyn Prompter,
    current: Option<(&Match, bool)>,
    others: &[Known],
) -> Result<Choice> {
    // `None` stands for "open another unfinished match", which asks which one.
    let mut items = Vec::new();
    let mut choices: Vec<Option<Choice>> = Vec::new();
    match current {
        Some((game, false)) => {
            let board = game.scoreboard();
            items.push(t!(
                w,
                "menu-continue",
                table = table_words(w, &game.rules.variant, &game.players),
                number = board.hands.len() + 1
            ));
            choices.push(Some(Choice::Continue));
        }
        Some((game, true)) => {
            items.push(rematch_words(w, game));
            choices.push(Some(Choice::Rematch));
        }
        None => {}
    }
    items.push(t!(w, "menu-new"));
    choices.push(Some(Choice::New));
    if !others.is_empty() {
        items.push(t!(w, "menu-open", count = others.len()));
        choices.push(None);
    }
    if choices.len() == 1 {
        return Ok(Choice::New);
    }
    if let Some(choice) = choices[prompter.choose(&t!(w, "menu-question"), &items, 0)?].clone() {
        return Ok(choice);
    }
    let lines: Vec<String> = others
        .iter()
        .map(|known| {
            t!(
                w,
                "menu-match-line",
                when = known.started.format("%Y-%m-%d %H:%M").to_string(),
                table = table_words(w, &known.variant, &known.players),
                number = known.hands + 1
            )
        })
        .collect();
    let index = prompter.search(&t!(w, "menu-which"), &lines, 0)?;
    Ok(Choice::Open(others[index].path.clone()))
}

/// What a finished match offers next: the same table again (the default), a new match, or
/// stopping.
pub fn after_match(w: &Words, prompter: &mut dyn Prompter, game: &Match) -> Result<Choice> {
    let items = vec![
        rematch_words(w, game),
        t!(w, "menu-new"),
        t!(w, "menu-stop"),
    ];
    Ok(match prompter.choose(&t!(w, "menu-again"), &items, 0)? {
        0 => Choice::Rematch,
        1 => Choice::New,
        _ => Choice::Stop,
    })
}

fn rematch_words(w: &Words, game: &Match) -> String {
    let dealer = &game.players[choices::rematch_dealer(game)];
    t!(
        w,
        "menu-rematch",
        table = table_words(w, &game.rules.variant, &game.players),
        dealer = dealer.as_str()
    )
}

/// The same table again: the same players in the same seats, the same game (`variant`, as it
/// is now) and length, the first deal one seat on from `game`'s.
pub fn rematch(
    game: &Match,
    variant: Variant,
    started: DateTime<FixedOffset>,
) -> Result<Match, MatchError> {
    let players = game.players.clone();
    let dealer = choices::rematch_dealer(game);
    Match::new(variant, players, dealer, game.options.clone(), started)
}

/// Asks for everything a new match needs and returns it, once the table has confirmed it
/// ("New hartenjagen match for Tom, Kim, Lia and Max, Tom deals, to 100?"): nothing is on
/// disk yet. `variants` are offered with `last_played` first (preselected); `recent` are
/// player lists of earlier matches, newest first: where they fit the game, Enter alone takes
/// the newest and ↑ and ↓ bring back the others, but typed letters always type names. Esc at
/// the players goes back to the games; `n` at the confirmation goes back to the players.
pub fn setup(
    w: &Words,
    prompter: &mut dyn Prompter,
    variants: &[Variant],
    last_played: Option<&str>,
    recent: &[Vec<String>],
    started: DateTime<FixedOffset>,
) -> Result<Match> {
    let order = choices::game_order(variants, last_played);
    let items: Vec<String> = order
        .iter()
        .map(|&i| choices::picker_line(w, &variants[i]))
        .collect();
    let mut picked = 0;
    loop {
        picked = prompter.search(&t!(w, "pick-game"), &items, picked)?;
        let variant = &variants[order[picked]];
        let fitting = choices::fitting_tables(variant, recent);
        let mut typed = String::new();
        loop {
            let Some((players, line)) = ask_players(w, prompter, variant, &fitting, &typed)? else {
                break;
            };
            typed = line;
            let game = table_setup(w, prompter, variant, players, started)?;
            let names = w.and(&game.players);
            let question = t!(
                w,
                "new-match-ask",
                variant = game.rules.variant.as_str(),
                players = names,
                dealer = game.players[game.first_dealer].as_str(),
                aim = choices::aim_words(w, &game)
            );
            if prompter.confirm(&question, true)? {
                return Ok(game);
            }
        }
    }
}

/// The first dealer and the length of a match for `players`, and the match they make.
fn table_setup(
    w: &Words,
    prompter: &mut dyn Prompter,
    variant: &Variant,
    players: Vec<String>,
    started: DateTime<FixedOffset>,
) -> Result<Match> {
    let dealer = prompter.choose(&t!(w, "pick-dealer"), &players, 0)?;
    let rules = variant
        .rules(players.len())
        .map_err(|e| anyhow!(errors::table_size(w, &e)))?;
    let mut options = MatchOptions::default();
    // What "how long" means follows the game (see `view::start::lengths`).
    let lengths = choices::lengths(w, rules, players.len());
    let words: Vec<String> = lengths.iter().map(|(_, said)| said.clone()).collect();
    let picked = prompter.choose(&t!(w, "pick-length"), &words, 0)?;
    match lengths
        .get(picked)
        .map_or(Length::AsTheGame, |(length, _)| *length)
    {
        Length::AsTheGame => {}
        Length::Quick => options.quick = true,
        Length::Target => options.target = Some(ask_number(w, prompter, &t!(w, "ask-target"))?),
        Length::Hands => options.hands = Some(ask_number(w, prompter, &t!(w, "ask-hands"))?),
        Length::Chips => options.chips = Some(ask_number(w, prompter, &t!(w, "ask-chips"))?),
    }
    let game = Match::new(variant.clone(), players, dealer, options, started);
    game.map_err(|e| anyhow!(errors::setup_failure(w, &e)))
}

/// Asks who plays, in seating order; `recent` are the earlier tables that fit the game
/// (Enter alone takes the first). Returns the players and the line as typed, or `None` when
/// the table pressed Esc to go back to the games.
fn ask_players(
    w: &Words,
    prompter: &mut dyn Prompter,
    variant: &Variant,
    recent: &[String],
    initial: &str,
) -> Result<Option<(Vec<String>, String)>> {
    let question = t!(
        w,
        "ask-players",
        counts = errors::counts(w, &variant.player_counts())
    );
    let hint = match recent {
        [] => t!(w, "players-esc"),
        [only] => t!(w, "players-recent-one", names = only.as_str()),
        [first, ..] => t!(w, "players-recent-more", names = first.as_str()),
    };
    prompter.say(&format!("{hint}\n"));
    let mut initial = initial.to_string();
    // Names refused stand in the box selected: what is typed next replaces them.
    let mut refused = false;
    loop {
        let answer = if refused {
            prompter.ask_or_leave_again(&question, &initial, recent)?
        } else {
            prompter.ask_or_leave(&question, &initial, recent)?
        };
        let Some(line) = answer else {
            return Ok(None);
        };
        let line = match (line.trim(), recent.first()) {
            ("", Some(first)) => first.clone(),
            _ => line,
        };
        let players = choices::names_in(&line);
        let checked = if players.is_empty() {
            Err(t!(w, "players-none"))
        } else {
            variant
                .rules(players.len())
                .map(|_| ())
                .map_err(|e| errors::table_size(w, &e))
                .and_then(|()| {
                    crate::core::game::check_names(&players)
                        .map_err(|e| errors::setup_failure(w, &e))
                })
        };
        match checked {
            Ok(()) => return Ok(Some((players, line))),
            Err(why) => {
                prompter.say_refused(&format!("{why}\n"));
                initial = line;
                refused = true;
            }
        }
    }
}

fn ask_number<T: std::str::FromStr + PartialOrd + From<u8>>(
    w: &Words,
    prompter: &mut dyn Prompter,
    prompt: &str,
) -> Result<T> {
    let mut initial = String::new();
    loop {
        // A refused number stands in the box selected: what is typed next replaces it.
        let line = if initial.is_empty() {
            prompter.ask(prompt, &initial)?
        } else {
            prompter.ask_again(prompt, &initial)?
        };
        match line.trim().parse::<T>() {
            Ok(n) if n >= T::from(1) => return Ok(n),
            _ => {
                let why = t!(w, "not-a-number", text = line.trim());
                prompter.say_refused(&format!("{why}\n"));
                initial = line;
            }
        }
    }
}

/// Player lists of earlier matches, newest first, each once (names compared in any case).
pub fn recent_tables(known: &[Known]) -> Vec<Vec<String>> {
    let mut seen: Vec<Vec<String>> = Vec::new();
    let mut tables = Vec::new();
    for match_ in known {
        let key: Vec<String> = match_.players.iter().map(|p| p.to_lowercase()).collect();
        if !seen.contains(&key) {
            seen.push(key);
            tables.push(match_.players.clone());
        }
    }
    tables
}
