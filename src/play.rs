//! `play`: a match at the table. Starting (variant, players, first dealer, length), then hand
//! after hand: the banner, one prompt per player, the last player given the rest, the moon
//! announced (and its choice asked where the variant gives one), one confirmation, the hand
//! saved, the standings shown; and at the end the winner and a summary. Every question goes
//! through a [`Prompter`] and every save through a closure, so the whole flow runs in unit
//! tests without a terminal or files.

use crate::core::cards::{Card, join_words};
use crate::core::game::{HandInput, Match, MatchOptions, Outcome, Scoreboard, find_player};
use crate::core::scoring::HandError;
use crate::core::tokens::{Token, parse_cards};
use crate::core::variant::{MoonChoice, PassDir, Variant};
use crate::ui::prompt::Prompter;
use crate::ui::report::{NextDetail, StatusReport};
use crate::ui::text;
use anyhow::Result;
use chrono::{DateTime, FixedOffset};

/// The help line shown with each hand.
pub const ENTRY_HELP: &str = "Type each player's scoring cards (QS 10H 3 …; a number is that many hearts), Enter for none; the last player gets the rest.\nAt any prompt: undo, misdeal, renege NAME, dealer NAME, pass DIR, quit.";

/// How a session at the table ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Someone typed `quit`; everything confirmed is saved.
    Quit,
    /// The match is over.
    Finished,
}

/// What a player's prompt can be answered with besides cards.
#[derive(Clone, Debug, PartialEq)]
enum Command {
    Cards(Vec<Token>),
    Undo,
    Misdeal,
    Renege(usize),
    Dealer(usize),
    Pass(PassDir),
    Quit,
    Help,
}

fn command(game: &Match, line: &str) -> Result<Command, String> {
    let trimmed = line.trim();
    let (word, rest) = trimmed
        .split_once(char::is_whitespace)
        .unwrap_or((trimmed, ""));
    let rest = rest.trim();
    let who = |what: &str| -> Result<usize, String> {
        if rest.is_empty() {
            return Err(format!("say who: {what} NAME"));
        }
        find_player(&game.players, rest)
    };
    match word.to_lowercase().as_str() {
        "undo" if rest.is_empty() => Ok(Command::Undo),
        "misdeal" if rest.is_empty() => Ok(Command::Misdeal),
        "quit" | "exit" if rest.is_empty() => Ok(Command::Quit),
        "help" | "?" if rest.is_empty() => Ok(Command::Help),
        "renege" => who("renege").map(Command::Renege),
        "dealer" => who("dealer").map(Command::Dealer),
        "pass" => PassDir::parse(rest).map(Command::Pass).ok_or_else(|| {
            "say which way: pass left, right, across, hold, two-left, two-right or scatter"
                .to_string()
        }),
        _ => parse_cards(trimmed)
            .map(Command::Cards)
            .map_err(|e| e.to_string()),
    }
}

/// Asks for everything a new match needs and returns it. `variants` are offered in order;
/// `default_variant` is preselected.
pub fn setup(
    prompter: &mut dyn Prompter,
    variants: &[Variant],
    default_variant: usize,
    started: DateTime<FixedOffset>,
) -> Result<Match> {
    let items: Vec<String> = variants
        .iter()
        .map(|v| {
            format!(
                "{} — {} ({} players)",
                v.name,
                v.description,
                v.player_counts_text()
            )
        })
        .collect();
    let variant = variants[prompter.choose("Which game?", &items, default_variant)?].clone();
    let mut initial = String::new();
    let players = loop {
        let line = prompter.ask(
            &format!(
                "Players in seating order, clockwise ({}; commas between names)",
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
            Ok(()) => break players,
            Err(why) => {
                prompter.say(&format!("{why}\n"));
                initial = line;
            }
        }
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

fn ask_number<T: std::str::FromStr + PartialOrd + From<u8>>(
    prompter: &mut dyn Prompter,
    prompt: &str,
) -> Result<T> {
    loop {
        let line = prompter.ask(prompt, "")?;
        match line.trim().parse::<T>() {
            Ok(n) if n >= T::from(1) => return Ok(n),
            _ => prompter.say(&format!(
                "\"{}\" is not a positive whole number\n",
                line.trim()
            )),
        }
    }
}

/// Plays hands until the match ends or someone quits. `save` is called after every change
/// (a hand, a misdeal, an undo) and must have written the match before it returns.
pub fn run(
    prompter: &mut dyn Prompter,
    game: &mut Match,
    save: &mut dyn FnMut(&Match) -> Result<()>,
    now: &dyn Fn() -> DateTime<FixedOffset>,
) -> Result<Ending> {
    'hand: loop {
        let board = game.scoreboard();
        let Some(detail) = NextDetail::new(game, &board) else {
            prompter.say(&summary(game, &board));
            return Ok(Ending::Finished);
        };
        let n = game.players.len();
        let mut input = HandInput {
            took: vec![Vec::new(); n],
            ..HandInput::default()
        };
        if board.tiebreak().is_some() {
            prompter.say(&text::state_line(game, &board));
        }
        let banner = text::banner(game, &detail);
        let (headline, rest) = banner.split_once('\n').unwrap_or((&banner, ""));
        // Bold only where colour is allowed: `console` follows the terminal and NO_COLOR.
        prompter.say(&format!(
            "\n{}\n{rest}{}\n",
            console::style(headline).bold(),
            console::style(ENTRY_HELP).dim()
        ));
        let mut seat = 0;
        while seat + 1 < n {
            let name = game.players[seat].clone();
            let mut initial = String::new();
            let tokens = loop {
                let line = prompter.ask(&name, &initial)?;
                match command(game, &line) {
                    Err(why) => prompter.say(&format!("{why}\n")),
                    Ok(Command::Cards(tokens)) => {
                        let mut trial = input.clone();
                        trial.took[seat] = tokens.clone();
                        match check_so_far(game, &trial, seat) {
                            Ok(()) => break tokens,
                            Err(why) => prompter.say(&format!("{why}\n")),
                        }
                    }
                    Ok(Command::Quit) => {
                        prompter.say("Everything confirmed so far is saved. `hartenjagen play` picks up here.\n");
                        return Ok(Ending::Quit);
                    }
                    Ok(Command::Help) => prompter.say(&format!("{ENTRY_HELP}\n")),
                    Ok(Command::Undo) => {
                        match game.undo() {
                            Ok(_) => {
                                save(game)?;
                                prompter.say("Removed the last entry.\n");
                            }
                            Err(e) => prompter.say(&format!("{e}\n")),
                        }
                        continue 'hand;
                    }
                    Ok(Command::Misdeal) => {
                        let dealer = game.misdeal(now())?;
                        save(game)?;
                        prompter.say(&format!(
                            "Misdeal: {} deals again; nothing is scored.\n",
                            game.players[dealer]
                        ));
                        continue 'hand;
                    }
                    Ok(Command::Renege(offender)) => {
                        let renege = HandInput {
                            took: vec![Vec::new(); n],
                            renege: Some(offender),
                            dealer: input.dealer,
                            pass: input.pass,
                            ..HandInput::default()
                        };
                        confirm_and_save(prompter, game, &board, &renege, save, now)?;
                        continue 'hand;
                    }
                    Ok(Command::Dealer(dealer)) => {
                        input.dealer = Some(dealer);
                        prompter.say(&format!("{} deals this hand.\n", game.players[dealer]));
                    }
                    Ok(Command::Pass(pass)) => match pass.unplayable_with(n) {
                        Some(why) => prompter.say(&format!("{why}\n")),
                        None => {
                            input.pass = Some(pass);
                            prompter.say(&format!("This hand was passed {pass}.\n"));
                        }
                    },
                }
                initial = line;
            };
            input.took[seat] = tokens;
            seat += 1;
        }
        let last = n - 1;
        let someone_took_rest = input.took.iter().any(|t| t.contains(&Token::Rest));
        if !someone_took_rest {
            input.took[last] = vec![Token::Rest];
        }
        let cards = match game
            .rules
            .enter_cards(&input.took, &input.out, &game.players)
        {
            Ok(cards) => cards,
            Err(why) => {
                prompter.say(&format!("{why}\nLet's take this hand again.\n"));
                continue 'hand;
            }
        };
        prompter.say(&format!(
            "{} takes the rest: {}\n",
            game.players[last],
            cards.took[last].to_card_text()
        ));
        input.took[last] = cards.took[last].to_tokens();
        if let Some(shooter) = game
            .rules
            .shooter(&cards)
            .filter(|_| game.moon_effect(board.phase) != crate::core::variant::MoonEffect::None)
        {
            prompter.say(&format!("🌙 {} shot the moon!\n", game.players[shooter]));
            if game.moon_effect(board.phase) == crate::core::variant::MoonEffect::Choose {
                let value = game.rules.moon.value;
                let choices = vec![
                    format!("Add: everyone else +{value}"),
                    format!("Subtract: {} −{value}", game.players[shooter]),
                ];
                input.moon = Some(match prompter.choose("Which way?", &choices, 0)? {
                    1 => MoonChoice::Subtract,
                    _ => MoonChoice::Add,
                });
            }
        }
        confirm_and_save(prompter, game, &board, &input, save, now)?;
    }
}

/// The checks that can fail for the player just typed: everything but the totals, with the
/// last player taking the rest.
fn check_so_far(game: &Match, input: &HandInput, seat: usize) -> Result<(), HandError> {
    let mut took = input.took.clone();
    let last = took.len() - 1;
    let rest_taken = took[..=seat].iter().any(|t| t.contains(&Token::Rest));
    took[last] = if rest_taken {
        Vec::new()
    } else {
        vec![Token::Rest]
    };
    match game.rules.enter_cards(&took, &input.out, &game.players) {
        Err(HandError::Totals(_)) | Ok(_) => Ok(()),
        Err(other) => Err(other),
    }
}

/// Shows the hand's points and saves it on Enter; returns whether it was saved.
fn confirm_and_save(
    prompter: &mut dyn Prompter,
    game: &mut Match,
    board: &Scoreboard,
    input: &HandInput,
    save: &mut dyn FnMut(&Match) -> Result<()>,
    now: &dyn Fn() -> DateTime<FixedOffset>,
) -> Result<bool> {
    let mut trial = game.clone();
    let mut trial_board = board.clone();
    if let Err(why) = trial.push_hand(&mut trial_board, input, now()) {
        prompter.say(&format!("{why}\nLet's take this hand again.\n"));
        return Ok(false);
    }
    let Some(scored) = trial_board.hands.last() else {
        return Ok(false);
    };
    let note = match input.renege {
        Some(offender) => format!(" ({} reneged)", game.players[offender]),
        None => String::new(),
    };
    if !prompter.confirm(&format!(
        "Hand {}{note}: {}. Save?",
        scored.number,
        text::points_words(game, &scored.points)
    ))? {
        prompter.say("Not saved; let's take this hand again.\n");
        return Ok(false);
    }
    *game = trial;
    save(game)?;
    let report = StatusReport::new(game, &trial_board);
    prompter.say(&text::standings_table(&report, game, &trial_board));
    Ok(true)
}

/// The end of the match: the winner, the final table and a summary.
pub fn summary(game: &Match, board: &Scoreboard) -> String {
    let report = StatusReport::new(game, board);
    let mut out = String::from("\n");
    if let Outcome::Won(seat) = board.outcome {
        out.push_str(&format!("🏆 {} wins!\n\n", game.players[seat]));
    }
    out.push_str(&text::standings(&report, game, board));
    out.push_str(&crate::ui::chart::terminal_chart(game, board));
    out.push_str(&format!("\nHands played: {}", board.hands.len()));
    let misdeals = game.entries.len() - board.hands.len();
    if misdeals > 0 {
        out.push_str(&format!(
            " (and {misdeals} misdeal{})",
            if misdeals == 1 { "" } else { "s" }
        ));
    }
    out.push('\n');
    let last_time = game.entries.last().map(|e| match e {
        crate::core::game::Entry::Hand(hand) => hand.time,
        crate::core::game::Entry::Misdeal { time, .. } => *time,
    });
    if let Some(end) = last_time {
        let minutes = (end - game.started).num_minutes().max(0);
        out.push_str(&format!(
            "Duration: {} h {:02} min\n",
            minutes / 60,
            minutes % 60
        ));
    }
    let moons: Vec<String> = board
        .hands
        .iter()
        .filter_map(|h| {
            h.moon
                .map(|s| format!("{} (hand {})", game.players[s], h.number))
        })
        .collect();
    out.push_str(&format!(
        "Moons shot: {}\n",
        if moons.is_empty() {
            "none".to_string()
        } else {
            join_words(&moons)
        }
    ));
    let mut queens = vec![0u32; game.players.len()];
    for entry in &game.entries {
        if let crate::core::game::Entry::Hand(hand) = entry {
            for (seat, capture) in hand.cards.took.iter().enumerate() {
                queens[seat] += u32::from(capture.count(Card::QUEEN_OF_SPADES));
            }
        }
    }
    if let Some(&most) = queens.iter().max().filter(|&&m| m > 0) {
        let who: Vec<&str> = (0..queens.len())
            .filter(|&s| queens[s] == most)
            .map(|s| game.players[s].as_str())
            .collect();
        out.push_str(&format!(
            "Most Q♠ taken: {} ({most} time{})\n",
            join_words(&who),
            if most == 1 { "" } else { "s" }
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::testkit::{game, game_with, time, variant};
    use crate::ui::prompt::{Answer, Scripted};
    use Answer::{Line, Pick, Yes};

    fn line(text: &str) -> Answer {
        Line(text.to_string())
    }

    /// Plays `answers` on `m`, counting saves.
    fn play_script(m: &mut Match, answers: Vec<Answer>) -> (Result<Ending>, Scripted, usize) {
        let mut prompter = Scripted::new(answers);
        let mut saves = 0;
        let mut save = |_: &Match| {
            saves += 1;
            Ok(())
        };
        let ending = run(&mut prompter, m, &mut save, &time);
        (ending, prompter, saves)
    }

    #[test]
    fn setup_asks_for_the_game_the_players_the_first_dealer_and_the_length() {
        let variants = vec![variant("hartenjagen"), variant("heart-hunter")];
        let mut prompter = Scripted::new([
            Pick(1),
            line("Ann, Bob"),
            line("Ann, Bob, Cas"),
            Pick(2),
            Pick(1),
        ]);
        let m = setup(&mut prompter, &variants, 0, time()).unwrap();
        assert_eq!(m.rules.variant, "heart-hunter");
        assert_eq!(m.players, vec!["Ann", "Bob", "Cas"]);
        assert_eq!(m.first_dealer, 2);
        assert!(m.options.quick);
        assert!(
            prompter
                .text()
                .contains("heart-hunter is played by 3 or 4 players, not 2")
        );
    }

    #[test]
    fn setup_takes_another_target_or_a_number_of_hands() {
        let variants = vec![variant("hartenjagen")];
        let mut prompter = Scripted::new([
            Pick(0),
            line("A,B,C,D"),
            Pick(0),
            Pick(2),
            line("fifty"),
            line("50"),
        ]);
        assert_eq!(
            setup(&mut prompter, &variants, 0, time()).unwrap().target(),
            50
        );
        let mut prompter = Scripted::new([Pick(0), line("A,B,C,D"), Pick(0), Pick(3), line("8")]);
        assert_eq!(
            setup(&mut prompter, &variants, 0, time())
                .unwrap()
                .hands_limit(),
            Some(8)
        );
    }

    #[test]
    fn a_typical_hand_takes_nine_keystrokes_and_the_last_player_gets_the_rest() {
        let mut m = game("hartenjagen", 4);
        // "QS 3⏎" (5) + "5⏎" (2) + "⏎" (1) + confirm "⏎" (1) = 9 keystrokes, then quit.
        let (ending, prompter, saves) = play_script(
            &mut m,
            vec![line("QS 3"), line("5"), line(""), Yes(true), line("quit")],
        );
        assert_eq!(ending.unwrap(), Ending::Quit);
        assert_eq!(saves, 1);
        assert_eq!(m.scoreboard().totals, vec![16, 5, 0, 5]);
        let text = prompter.text();
        assert!(text.contains("Dee takes the rest: 5"), "{text}");
        assert!(
            text.contains("? Hand 1: Ann +16, Bob +5, Cas 0, Dee +5. Save?"),
            "{text}"
        );
    }

    #[test]
    fn a_typo_is_explained_and_asked_again_without_losing_the_others() {
        let mut m = game("hartenjagen", 4);
        let answers = vec![
            line("QS 3"),
            line("QX"),
            line("5 QS"),
            line("5"),
            line(""),
            Yes(true),
            line("quit"),
        ];
        let (_, prompter, _) = play_script(&mut m, answers);
        let text = prompter.text();
        assert!(text.contains("\"QX\" is not a card"), "{text}");
        assert!(
            text.contains("Q♠ is entered for Ann and Bob, but the deck has only one"),
            "{text}"
        );
        assert_eq!(m.scoreboard().totals, vec![16, 5, 0, 5]);
    }

    #[test]
    fn a_moon_is_announced_and_the_choice_asked_where_the_shooter_chooses() {
        let mut m = game("extends = \"hartenjagen\"\n[moon]\neffect = \"choose\"", 4);
        let answers = vec![
            line(""),
            line("rest"),
            line(""),
            Pick(1),
            Yes(true),
            line("quit"),
        ];
        let (_, prompter, _) = play_script(&mut m, answers);
        assert!(prompter.text().contains("🌙 Bob shot the moon!"));
        assert_eq!(m.scoreboard().totals, vec![0, -26, 0, 0]);
    }

    #[test]
    fn a_hand_not_confirmed_is_taken_again() {
        let mut m = game("hartenjagen", 4);
        let answers = vec![
            line("QS"),
            line("13"),
            line(""),
            Yes(false),
            line("QS 1"),
            line("12"),
            line(""),
            Yes(true),
            line("quit"),
        ];
        let (_, _, saves) = play_script(&mut m, answers);
        assert_eq!(
            (saves, m.scoreboard().totals.clone()),
            (1, vec![14, 12, 0, 0])
        );
    }

    #[test]
    fn undo_misdeal_and_renege_work_from_any_prompt() {
        let mut m = game("hartenjagen", 4);
        let answers = vec![
            // Hand 1, saved; then undone from the first prompt of hand 2.
            line("QS"),
            line("13"),
            line(""),
            Yes(true),
            line("QS"),
            line("undo"),
            // Ann misdeals hand 1 and deals it again; Bob reneges in it.
            line("misdeal"),
            line("renege bob"),
            Yes(true),
            line("quit"),
        ];
        let (ending, prompter, saves) = play_script(&mut m, answers);
        assert_eq!(ending.unwrap(), Ending::Quit);
        assert_eq!(saves, 4);
        let board = m.scoreboard();
        assert_eq!(board.hands.len(), 1);
        assert_eq!(board.totals, vec![0, 26, 0, 0]);
        assert_eq!(board.hands[0].dealer, 0, "the misdeal was redealt by Ann");
        assert!(prompter.text().contains("Misdeal: Ann deals again"));
    }

    #[test]
    fn dealer_and_pass_can_be_corrected_for_the_hand_at_any_prompt() {
        let mut m = game("hartenjagen", 4);
        let answers = vec![
            line("dealer cas"),
            line("pass hold"),
            line("QS"),
            line("13"),
            line(""),
            Yes(true),
            line("quit"),
        ];
        assert_eq!(play_script(&mut m, answers).0.unwrap(), Ending::Quit);
        let board = m.scoreboard();
        assert_eq!(
            (board.hands[0].dealer, board.hands[0].pass),
            (2, PassDir::Hold)
        );
        assert_eq!(board.next(&m.rules).unwrap().dealer, 3);
    }

    #[test]
    fn the_end_shows_the_winner_and_a_summary() {
        let mut m = game_with(
            "hartenjagen",
            4,
            MatchOptions {
                hands: Some(2),
                ..Default::default()
            },
        );
        let answers = vec![
            line("QS"),
            line("13"),
            line(""),
            Yes(true),
            line(""),
            line(""),
            line(""),
            Yes(true),
        ];
        let (ending, prompter, _) = play_script(&mut m, answers);
        assert_eq!(ending.unwrap(), Ending::Finished);
        let text = prompter.text();
        assert!(text.contains("🏆 Dee wins!"), "{text}");
        assert!(text.contains("Hands played: 2"), "{text}");
        assert!(text.contains("Moons shot: Dee (hand 2)"), "{text}");
        assert!(
            text.contains("Most Q♠ taken: Ann and Dee (1 time)"),
            "{text}"
        );
    }
}
