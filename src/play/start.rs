//! How a session at the table begins: continue the current match, start a new one, open
//! another unfinished one, or (after a finished match) play again with the same table; and
//! setting up a new match: the game from a filterable list, the players (recent tables
//! offered), the first dealer and the length.

use crate::core::game::{Match, MatchError, MatchOptions};
use crate::core::variant::Variant;
use crate::t;
use crate::ui::prompt::Prompter;
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
    let dealer = &game.players[rematch_dealer(game)];
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
    let dealer = rematch_dealer(game);
    Match::new(variant, players, dealer, game.options.clone(), started)
}

/// The first dealer of the same table again: one seat on from `game`'s first dealer, the way
/// the deal goes in this game (to the right in Reversis).
pub fn rematch_dealer(game: &Match) -> usize {
    let n = game.players.len();
    match game.rules.direction {
        crate::core::variant::Direction::Clockwise => (game.first_dealer + 1) % n,
        crate::core::variant::Direction::CounterClockwise => (game.first_dealer + n - 1) % n,
    }
}

/// One line of the game picker: the name, the table sizes and the description, in columns.
fn picker_line(w: &Words, variant: &Variant) -> String {
    let counts = variant.player_counts();
    let sizes = match counts.as_slice() {
        [first, .., last] if counts.len() > 2 && counts.windows(2).all(|p| p[1] == p[0] + 1) => {
            format!("{first}–{last}")
        }
        _ => errors::counts(w, &counts),
    };
    format!(
        "{:<15} {:<7} {}",
        variant.name,
        sizes,
        variant.description_in(w.lang().code())
    )
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
    let first = last_played
        .and_then(|name| variants.iter().position(|v| v.name == name))
        .or_else(|| {
            variants
                .iter()
                .position(|v| v.name == crate::core::catalog::DEFAULT_VARIANT)
        })
        .unwrap_or(0);
    let mut order: Vec<usize> = vec![first];
    order.extend((0..variants.len()).filter(|&i| i != first));
    let items: Vec<String> = order
        .iter()
        .map(|&i| picker_line(w, &variants[i]))
        .collect();
    let mut picked = 0;
    loop {
        picked = prompter.search(&t!(w, "pick-game"), &items, picked)?;
        let variant = &variants[order[picked]];
        let fitting: Vec<String> = recent
            .iter()
            .filter(|players| variant.rules(players.len()).is_ok())
            .take(5)
            .map(|players| players.join(", "))
            .collect();
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
                aim = aim_words(w, &game)
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
    // What "how long" means follows the game: a target score, a number of hands and the
    // chips in a chips game, the end of the lives in a lives game.
    if let Some(chips) = &rules.chips {
        let hands = rules
            .hands
            .unwrap_or(u32::try_from(2 * players.len()).unwrap_or(u32::MAX));
        let lengths = [
            t!(w, "length-chips", chips = chips.start, hands = hands),
            t!(w, "length-hands"),
            t!(w, "length-chips-other"),
        ];
        match prompter.choose(&t!(w, "pick-length"), &lengths, 0)? {
            1 => options.hands = Some(ask_number(w, prompter, &t!(w, "ask-hands"))?),
            2 => options.chips = Some(ask_number(w, prompter, &t!(w, "ask-chips"))?),
            _ => {}
        }
    } else if let Some(lives) = &rules.lives {
        let lengths = [
            t!(w, "length-lives", lives = lives.start),
            t!(w, "length-hands"),
        ];
        if prompter.choose(&t!(w, "pick-length"), &lengths, 0)? == 1 {
            options.hands = Some(ask_number(w, prompter, &t!(w, "ask-hands"))?);
        }
    } else {
        let lengths = if rules.has_phases() {
            [
                t!(w, "length-standard-phase", target = rules.target),
                t!(w, "length-quick-phase", target = rules.quick_target),
            ]
        } else {
            [
                t!(
                    w,
                    "length-standard",
                    target = crate::words::target(rules.target)
                ),
                t!(
                    w,
                    "length-quick",
                    target = crate::words::target(rules.quick_target)
                ),
            ]
        };
        let lengths = [
            lengths.to_vec(),
            vec![t!(w, "length-target"), t!(w, "length-hands")],
        ]
        .concat();
        match prompter.choose(&t!(w, "pick-length"), &lengths, 0)? {
            1 => options.quick = true,
            2 => options.target = Some(ask_number(w, prompter, &t!(w, "ask-target"))?),
            3 => options.hands = Some(ask_number(w, prompter, &t!(w, "ask-hands"))?),
            _ => {}
        }
    }
    let game = Match::new(variant.clone(), players, dealer, options, started);
    game.map_err(|e| anyhow!(errors::setup_failure(w, &e)))
}

/// How long a match lasts, in the words of its standings' title ("to 100", "3 lives each"),
/// with the number of hands where a lives game was given one.
pub fn aim_words(w: &Words, game: &Match) -> String {
    match (game.rules.lives, game.options.hands) {
        (Some(lives), Some(hands)) => t!(w, "aim-lives-hands", lives = lives.start, hands = hands),
        _ => crate::ui::text::target_words(w, game),
    }
}

/// The names a line gives: split at commas, or where there is none at spaces ("Opa Oma Jan
/// Els"), each trimmed.
pub fn names_in(line: &str) -> Vec<String> {
    let line = line.trim();
    if line.is_empty() {
        Vec::new()
    } else if line.contains(',') {
        line.split(',').map(|n| n.trim().to_string()).collect()
    } else {
        line.split_whitespace().map(str::to_string).collect()
    }
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
    loop {
        let Some(line) = prompter.ask_or_leave(&question, &initial, recent)? else {
            return Ok(None);
        };
        let line = match (line.trim(), recent.first()) {
            ("", Some(first)) => first.clone(),
            _ => line,
        };
        let players = names_in(&line);
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
                prompter.say(&format!("{why}\n"));
                initial = line;
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
        let line = prompter.ask(prompt, &initial)?;
        match line.trim().parse::<T>() {
            Ok(n) if n >= T::from(1) => return Ok(n),
            _ => {
                prompter.say(&format!("{}\n", t!(w, "not-a-number", text = line.trim())));
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
