//! How a session at the table begins: continue the current match, start a new one, open
//! another unfinished one, or (after a finished match) play again with the same table; and
//! setting up a new match: the game from a filterable list, the players (recent tables
//! offered), the first dealer and the length.

use crate::core::cards::join_words;
use crate::core::game::{Match, MatchOptions};
use crate::core::variant::Variant;
use crate::ui::prompt::Prompter;
use anyhow::Result;
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
fn table_words(variant: &str, players: &[String]) -> String {
    let names = join_words(players);
    if names.chars().count() > 44 {
        format!("{variant} with {} players", players.len())
    } else {
        format!("{variant} with {names}")
    }
}

/// The start menu. `current` is the current match (the most recently changed), if any, with
/// whether it is over; `others` the other unfinished matches, newest first.
pub fn menu(
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
            items.push(format!(
                "Continue: {}, hand {}",
                table_words(&game.rules.variant, &game.players),
                board.hands.len() + 1
            ));
            choices.push(Some(Choice::Continue));
        }
        Some((game, true)) => {
            items.push(rematch_words(game));
            choices.push(Some(Choice::Rematch));
        }
        None => {}
    }
    items.push("Start a new match".to_string());
    choices.push(Some(Choice::New));
    if !others.is_empty() {
        items.push(format!("Open another unfinished match ({})…", others.len()));
        choices.push(None);
    }
    if choices.len() == 1 {
        return Ok(Choice::New);
    }
    if let Some(choice) = choices[prompter.choose("What shall we play?", &items, 0)?].clone() {
        return Ok(choice);
    }
    let lines: Vec<String> = others
        .iter()
        .map(|known| {
            format!(
                "{}  {}, hand {}",
                known.started.format("%Y-%m-%d %H:%M"),
                table_words(&known.variant, &known.players),
                known.hands + 1
            )
        })
        .collect();
    let index = prompter.search("Which match? (type to filter)", &lines, 0)?;
    Ok(Choice::Open(others[index].path.clone()))
}

/// What a finished match offers next: the same table again (the default), a new match, or
/// stopping.
pub fn after_match(prompter: &mut dyn Prompter, game: &Match) -> Result<Choice> {
    let items = vec![
        rematch_words(game),
        "Start a new match".to_string(),
        "Stop here".to_string(),
    ];
    Ok(match prompter.choose("Play again?", &items, 0)? {
        0 => Choice::Rematch,
        1 => Choice::New,
        _ => Choice::Stop,
    })
}

fn rematch_words(game: &Match) -> String {
    let dealer = &game.players[(game.first_dealer + 1) % game.players.len()];
    format!(
        "Same table again: {}, {dealer} deals first",
        table_words(&game.rules.variant, &game.players)
    )
}

/// The same table again: the same players in the same seats, the same game (`variant`, as it
/// is now) and length, the first deal one seat on from `game`'s.
pub fn rematch(game: &Match, variant: Variant, started: DateTime<FixedOffset>) -> Result<Match> {
    let players = game.players.clone();
    let dealer = (game.first_dealer + 1) % players.len();
    Ok(Match::new(
        variant,
        players,
        dealer,
        game.options.clone(),
        started,
    )?)
}

/// One line of the game picker: the name, the table sizes and the description, in columns.
fn picker_line(variant: &Variant) -> String {
    format!(
        "{:<15} {:<7} {}",
        variant.name,
        variant.player_counts_text().replace(" to ", "–"),
        variant.description
    )
}

/// Asks for everything a new match needs and returns it. `variants` are offered with
/// `last_played` first (preselected); `recent` are player lists of earlier matches, newest
/// first, offered where they fit the game.
pub fn setup(
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
    let items: Vec<String> = order.iter().map(|&i| picker_line(&variants[i])).collect();
    let variant =
        variants[order[prompter.search("Which game? (type to filter)", &items, 0)?]].clone();
    let fitting: Vec<&Vec<String>> = recent
        .iter()
        .filter(|players| variant.rules(players.len()).is_ok())
        .take(5)
        .collect();
    let mut players = None;
    if !fitting.is_empty() {
        let mut items: Vec<String> = fitting.iter().map(|p| p.join(", ")).collect();
        items.push("Other players…".to_string());
        let picked = prompter.choose("Who plays?", &items, 0)?;
        players = fitting.get(picked).map(|p| (*p).clone());
    }
    let players = match players {
        Some(players) => players,
        None => ask_players(prompter, &variant)?,
    };
    let dealer = prompter.choose("Who deals first?", &players, 0)?;
    let rules = variant.rules(players.len()).map_err(anyhow::Error::msg)?;
    let aim = if rules.has_phases() {
        "phase 2 from"
    } else {
        "play to"
    };
    let lengths = vec![
        format!("Standard game ({aim} {})", rules.target),
        format!("Quick game ({aim} {})", rules.quick_target),
        "Another target…".to_string(),
        "A fixed number of hands…".to_string(),
    ];
    let mut options = MatchOptions::default();
    match prompter.choose("How long?", &lengths, 0)? {
        1 => options.quick = true,
        2 => options.target = Some(ask_number(prompter, "Target score")?),
        3 => options.hands = Some(ask_number(prompter, "Number of hands")?),
        _ => {}
    }
    Ok(Match::new(variant, players, dealer, options, started)?)
}

fn ask_players(prompter: &mut dyn Prompter, variant: &Variant) -> Result<Vec<String>> {
    let mut initial = String::new();
    loop {
        let line = prompter.ask(
            &format!(
                "Players ({}, clockwise, commas between)",
                variant.player_counts_text()
            ),
            &initial,
        )?;
        let players: Vec<String> = line.split(',').map(|n| n.trim().to_string()).collect();
        let checked = variant
            .rules(players.len())
            .map(|_| ())
            .map_err(|e| e.to_string())
            .and_then(|()| crate::core::game::check_names(&players).map_err(|e| e.to_string()));
        match checked {
            Ok(()) => return Ok(players),
            Err(why) => {
                prompter.say(&format!("{why}\n"));
                initial = line;
            }
        }
    }
}

fn ask_number<T: std::str::FromStr + PartialOrd + From<u8>>(
    prompter: &mut dyn Prompter,
    prompt: &str,
) -> Result<T> {
    let mut initial = String::new();
    loop {
        let line = prompter.ask(prompt, &initial)?;
        match line.trim().parse::<T>() {
            Ok(n) if n >= T::from(1) => return Ok(n),
            _ => {
                prompter.say(&format!(
                    "\"{}\" is not a positive whole number\n",
                    line.trim()
                ));
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
