//! Runs the commands: turns parsed arguments into checked values, loads and saves through the
//! store, and prints through the ui. Every error is one message on standard error and exit
//! status 1; a match file is only written after everything has been checked.

use crate::cli::{
    Cli, Command, EditArgs, FileArg, HandArgs, NewArgs, RecordArgs, StatusArgs, VariantsCommand,
    ViewArgs,
};
use crate::core::game::{HandInput, Match, MatchOptions, find_player};
use crate::core::tokens::{Token, parse_cards_in};
use crate::store::matchfile::{self, Loaded};
use crate::store::paths;
use crate::store::variants::Catalog;
use crate::t;
use crate::ui::report::{NextDetail, StatusReport};
use crate::ui::text;
use crate::words::{Lang, Words, errors};
use anyhow::{Context, Result, anyhow, bail};
use chrono::{DateTime, FixedOffset, Local};
use clap::Parser;
use std::path::PathBuf;
use std::process::ExitCode;

/// Prints to standard output; a reader that went away (`| head`) is not an error.
fn emit(text: &str) -> Result<()> {
    match emit_all(text) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(e).with_context(|| crate::t!(crate::words::process(), "write-stdout"))
        }
        _ => Ok(()),
    }
}

/// Prints the report of a change that has been saved. Once the change is on disk the command
/// has succeeded: if the report cannot be printed (a full disk, a closed pipe), that is said
/// on standard error and the exit status stays 0, so that a script does not do it twice.
fn report_saved(text: &str) -> Result<()> {
    if let Err(error) = emit_all(text) {
        let english = Words::new(Lang::En);
        eprintln!(
            "{}",
            t!(english, "saved-unprinted", error = error.to_string())
        );
    }
    Ok(())
}

/// Prints to standard output, every failure an error (a closed pipe included).
fn emit_all(text: &str) -> std::io::Result<()> {
    use std::io::Write;
    let text = crate::core::visible::escape(text);
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
}

macro_rules! out {
    ($($arg:tt)*) => { emit(&format!($($arg)*))? };
}

macro_rules! outln {
    ($($arg:tt)*) => { emit(&(format!($($arg)*) + "\n"))? };
}

/// Parses the command line, runs it, prints one error on failure, and gives the exit status.
pub fn main() -> ExitCode {
    std::panic::set_hook(Box::new(|info| eprintln!("{}", bug_report(info))));
    let cli = Cli::parse();
    let w = words(&cli);
    // After a panic nothing of `w` is used again but to exit, so it cannot be seen broken.
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(&w, cli))) {
        Ok(Ok(())) => ExitCode::SUCCESS,
        Ok(Err(error)) => {
            eprintln!(
                "{}: {}",
                t!(w, "error-prefix"),
                crate::core::visible::escape(&said(&w, &error))
            );
            ExitCode::from(1)
        }
        Err(_) => ExitCode::from(101),
    }
}

/// What a panic prints instead of a backtrace: what happened and a short request for a report.
fn bug_report(what: &dyn std::fmt::Display) -> String {
    format!(
        "hartenjagen hit a bug and stopped ({what}).\nYour match files are safe. Please report this at https://github.com/hartenjagen/hartenjagen/issues with the command you ran."
    )
}

/// The error and its causes in one line (the top message already says what and where).
/// An error as the table reads it: a variant that does not load in the table's words, any
/// other error with its causes.
fn said(w: &Words, error: &anyhow::Error) -> String {
    match error.downcast_ref::<crate::core::catalog::LoadError>() {
        Some(load) => errors::load_error(w, load),
        None => message(error),
    }
}

fn message(error: &anyhow::Error) -> String {
    let w = crate::words::process();
    let mut text = error.to_string();
    for cause in error.chain().skip(1) {
        let said = match cause
            .downcast_ref::<std::io::Error>()
            .map(std::io::Error::kind)
        {
            Some(std::io::ErrorKind::NotFound) => t!(w, "io-not-found"),
            Some(std::io::ErrorKind::PermissionDenied) => t!(w, "io-permission"),
            Some(std::io::ErrorKind::AlreadyExists) => t!(w, "io-exists"),
            Some(std::io::ErrorKind::StorageFull) => t!(w, "io-full"),
            _ => cause.to_string(),
        };
        text.push_str(&format!(": {said}"));
    }
    text
}

fn now() -> DateTime<FixedOffset> {
    use chrono::SubsecRound;
    Local::now().fixed_offset().trunc_subsecs(0)
}

/// The table's language: `--lang`, else `HARTENJAGEN_LANG`, else the locale.
fn words(cli: &Cli) -> Words {
    let flag = cli.lang.map(|lang| match lang {
        crate::cli::LangArg::En => Lang::En,
        crate::cli::LangArg::Nl => Lang::Nl,
    });
    let lang = Lang::choose(flag, |name| std::env::var(name).ok());
    crate::words::set_process_lang(lang);
    Words::new(lang)
}

fn run(w: &Words, cli: Cli) -> Result<()> {
    match cli.command {
        None => play(w, FileArg { file: None }),
        Some(Command::Play(args)) => play(w, args),
        Some(Command::New(args)) => new(w, args),
        Some(Command::Record(args)) => record(w, args),
        Some(Command::Edit(args)) => edit(w, args),
        Some(Command::Status(args)) => status(w, args),
        Some(Command::Next(args)) => next(w, args),
        Some(Command::Undo(args)) => undo(w, args),
        Some(Command::Misdeal(args)) => misdeal(w, args),
        Some(Command::Variants(command)) => variants(w, command),
        Some(Command::History(args)) => {
            out!("{}", crate::commands_history::history(w, &args)?);
            Ok(())
        }
        Some(Command::Stats(args)) => {
            out!("{}", crate::commands_history::stats(w, &args)?);
            Ok(())
        }
        Some(Command::Export(args)) => {
            out!("{}", crate::commands_history::export(&args)?);
            Ok(())
        }
        Some(Command::Chart(args)) => {
            out!(
                "{}",
                crate::commands_history::chart(w, &args, screen_width())?
            );
            Ok(())
        }
        Some(Command::Completions { shell }) => {
            out!("{}", crate::commands_history::completions(shell)?);
            Ok(())
        }
        Some(Command::Man) => {
            out!("{}", crate::commands_history::man()?);
            Ok(())
        }
        Some(Command::Rules { name }) => {
            let variant = Catalog::load()?.variant_by_name_or_path(&name)?;
            out!("{}", crate::ui::rules::describe(w, &variant));
            Ok(())
        }
    }
}

/// The match file to work on: `--file`, else the current match.
fn match_path(file: &FileArg) -> Result<PathBuf> {
    match &file.file {
        Some(path) => Ok(path.clone()),
        None => matchfile::current_match(&paths::matches_dir()?),
    }
}

/// How wide printed text may be: the terminal's width when standard output is a terminal,
/// else `COLUMNS` when it is set, else no limit.
fn screen_width() -> text::Width {
    use std::io::IsTerminal;
    if std::io::stdout().is_terminal() {
        let (_, columns) = console::Term::stdout().size();
        return Some(usize::from(columns).max(20));
    }
    std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.trim().parse::<usize>().ok())
        .filter(|&c| c > 0)
        .map(|c| c.max(20))
}

/// `play`'s match file: saves under the match's lock, and only over the file this session
/// last saw, so a hand recorded from another terminal meanwhile is never overwritten.
struct MatchStore {
    path: PathBuf,
    seen: Vec<crate::core::game::Entry>,
}

impl crate::play::Store for MatchStore {
    fn save(&mut self, game: &Match) -> Result<crate::play::Saved> {
        match matchfile::save_unless_changed(&self.path, game, &self.seen)? {
            None => {
                self.seen = game.entries.clone();
                Ok(crate::play::Saved::Done)
            }
            Some(fresh) => {
                self.seen = fresh.entries.clone();
                Ok(crate::play::Saved::Changed(Box::new(fresh)))
            }
        }
    }
}

/// The match files of the data folder that load, newest first, as the start menu shows them.
fn known_matches(dir: &std::path::Path) -> Vec<crate::play::start::Known> {
    use crate::store::history::State;
    crate::store::history::scan(dir)
        .unwrap_or_default()
        .into_iter()
        .filter_map(|listed| {
            let summary = listed.summary.ok()?;
            Some(crate::play::start::Known {
                path: listed.file,
                variant: summary.variant.clone(),
                players: summary.players.iter().map(|p| p.name.clone()).collect(),
                hands: summary.hands,
                finished: summary.state == State::Finished,
                started: summary.started,
            })
        })
        .collect()
}

fn play(w: &Words, args: FileArg) -> Result<()> {
    use crate::play::start::{self, Choice};
    use crate::ui::prompt::Prompter;
    use std::io::IsTerminal;
    if !std::io::stdin().is_terminal() {
        bail!(t!(w, "play-needs-terminal"));
    }
    // Every confirmed hand is on disk before the next prompt, so Ctrl-C can simply stop.
    crate::ui::prompt::set_language(w.lang());
    ctrlc::set_handler(|| crate::ui::prompt::stop_after_ctrl_c())
        .with_context(|| t!(w, "watch-ctrl-c"))?;
    let colour = std::io::stdout().is_terminal()
        && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
    let mut prompter = crate::ui::prompt::Terminal::new(colour, w);
    let catalog = Catalog::load()?;
    let variants: Vec<crate::core::variant::Variant> = catalog
        .list()
        .into_iter()
        .filter_map(|listed| listed.variant.ok())
        .collect();
    let dir = paths::matches_dir()?;
    // The file a new match goes to: `--file` the first time, when it does not exist yet.
    let mut new_file = args.file.clone().filter(|path| !path.exists());
    let mut current: Option<(PathBuf, Match)> = None;
    let mut choice = match &args.file {
        Some(path) if path.exists() => {
            let game = matchfile::load(path)?.game;
            let board = game.scoreboard();
            let finished = board.finished();
            current = Some((path.clone(), game));
            if finished {
                outln!("{}", t!(w, "over-already"));
                let game = &current.as_ref().map(|(_, g)| g).context("no match")?;
                out!(
                    "{}",
                    crate::play::end::summary(w, game, &board, prompter.width())
                );
                start::after_match(w, &mut prompter, game)?
            } else {
                Choice::Continue
            }
        }
        Some(_) => Choice::New,
        None => {
            let known = known_matches(&dir);
            if let Ok(path) = matchfile::current_match(&dir) {
                match matchfile::load(&path) {
                    Ok(loaded) => current = Some((path, loaded.game)),
                    Err(error) => outln!("{}", t!(w, "last-unreadable", error = message(&error))),
                }
            }
            let current_path = current.as_ref().map(|(p, _)| p.clone());
            let others: Vec<start::Known> = known
                .into_iter()
                .filter(|k| !k.finished && Some(&k.path) != current_path.as_ref())
                .collect();
            let shown = current.as_ref().map(|(_, game)| (game, game.scoreboard()));
            if let Some((game, board)) = &shown
                && !board.finished()
            {
                let report = StatusReport::new(game, board);
                out!(
                    "{}",
                    text::standings(w, &report, game, board, prompter.width())
                );
            }
            start::menu(
                w,
                &mut prompter,
                shown
                    .as_ref()
                    .map(|(game, board)| (*game, board.finished())),
                &others,
            )?
        }
    };
    loop {
        let (path, mut game) = match choice {
            Choice::Stop => return Ok(()),
            Choice::Continue => {
                let (path, game) = current.take().context("there is no match to continue")?;
                out!(
                    "{}",
                    text::wrap(
                        &t!(
                            w,
                            "resuming",
                            variant = game.rules.variant.as_str(),
                            players = w.and(&game.players)
                        ),
                        prompter.width()
                    )
                );
                (path, game)
            }
            Choice::Open(path) => {
                let game = matchfile::load(&path)?.game;
                let board = game.scoreboard();
                let report = StatusReport::new(&game, &board);
                out!(
                    "{}",
                    text::standings(w, &report, &game, &board, prompter.width())
                );
                (path, game)
            }
            Choice::New | Choice::Rematch => {
                let started = now();
                let game = match (&choice, &current) {
                    (Choice::Rematch, Some((_, last))) => {
                        let variant = catalog
                            .variant(&last.rules.variant)
                            .unwrap_or_else(|_| last.variant.clone());
                        start::rematch(last, variant, started)
                            .map_err(|e| anyhow!(errors::setup_failure(w, &e)))?
                    }
                    _ => {
                        let known = known_matches(&dir);
                        let recent = start::recent_tables(&known);
                        let last_played = known.first().map(|k| k.variant.clone());
                        start::setup(
                            w,
                            &mut prompter,
                            &variants,
                            last_played.as_deref(),
                            &recent,
                            started,
                        )?
                    }
                };
                let path = match new_file.take() {
                    Some(path) => {
                        matchfile::create(&path, &game)?;
                        path
                    }
                    None => matchfile::create_in(&dir, &game)?,
                };
                out!(
                    "{}",
                    text::wrap(
                        &t!(
                            w,
                            "new-match-play",
                            variant = game.rules.variant.as_str(),
                            players = w.and(&game.players),
                            file = path.display().to_string()
                        ),
                        prompter.width()
                    )
                );
                (path, game)
            }
        };
        crate::ui::prompt::match_on_disk();
        let mut store = MatchStore {
            path: path.clone(),
            seen: game.entries.clone(),
        };
        match crate::play::run(w, &mut prompter, &mut game, &mut store, &now)? {
            crate::play::Ending::Quit => return Ok(()),
            crate::play::Ending::Finished => {
                choice = start::after_match(w, &mut prompter, &game)?;
                current = Some((path, game));
            }
        }
    }
}

fn new(w: &Words, args: NewArgs) -> Result<()> {
    let catalog = Catalog::load()?;
    let variant = catalog.variant_by_name_or_path(&args.variant)?;
    let players: Vec<String> = args
        .players
        .split(',')
        .map(|name| name.trim().to_string())
        .collect();
    if players.len() == 1 && !players[0].is_empty() {
        bail!(t!(
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
    };
    let started = now();
    let game = Match::new(variant, players, first_dealer, options, started)
        .map_err(|e| anyhow!(errors::setup_failure(w, &e)))?;
    let path = match args.file {
        Some(path) => {
            matchfile::create(&path, &game)?;
            path
        }
        None => matchfile::create_in(&paths::matches_dir()?, &game)?,
    };
    let board = game.scoreboard();
    let aim = if game.rules.has_phases() {
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
            file = path.display().to_string()
        )
    );
    if let Some(detail) = NextDetail::new(&game, &board) {
        report.push_str(&text::wrap(
            &text::banner(w, &game, &detail),
            screen_width(),
        ));
    }
    report_saved(&report)
}

/// Groups `NAME=CARDS` arguments by player; a word without `=` continues the previous
/// player's cards (so `Ann=QS 3` typed without quotes still works).
fn took_by_player(w: &Words, game: &Match, words: &[String]) -> Result<Vec<Vec<Token>>> {
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
fn hand_input(w: &Words, game: &Match, args: &HandArgs) -> Result<HandInput> {
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
    })
}

fn record(w: &Words, args: RecordArgs) -> Result<()> {
    let path = match_path(&args.file)?;
    let ((), Loaded { game, board }) = matchfile::update(&path, |game, board| {
        let input = hand_input(w, game, &args.hand)?;
        let pushed = game.push_hand(board, &input, now());
        pushed.map_err(|e| anyhow!(errors::match_error(w, game, &e)))
    })?;
    report_saved(&text::wrap(
        &text::recorded(w, &game, &board),
        screen_width(),
    ))
}

fn edit(w: &Words, args: EditArgs) -> Result<()> {
    let path = match_path(&args.file)?;
    let (before, Loaded { game, board }) = matchfile::update(&path, |game, board| {
        let input = hand_input(w, game, &args.hand)?;
        if let Err(e) = game.edit(args.number, &input) {
            bail!(errors::match_error(w, game, &e));
        }
        Ok(board.clone())
    })?;
    report_saved(&text::wrap(
        &text::edited(w, &game, args.number, &before, &board),
        screen_width(),
    ))
}

fn status(w: &Words, args: StatusArgs) -> Result<()> {
    let path = match_path(&args.file)?;
    let Loaded { game, board } = matchfile::load(&path)?;
    let report = StatusReport::new(&game, &board);
    if args.json {
        outln!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        let width = if args.wide { None } else { screen_width() };
        out!("{}", text::standings(w, &report, &game, &board, width));
    }
    Ok(())
}

fn next(w: &Words, args: ViewArgs) -> Result<()> {
    let path = match_path(&args.file)?;
    let Loaded { game, board } = matchfile::load(&path)?;
    let Some(detail) = NextDetail::new(&game, &board) else {
        let over = crate::core::game::MatchError::MatchOver(board.winner());
        bail!(errors::match_error(w, &game, &over));
    };
    if args.json {
        outln!("{}", serde_json::to_string_pretty(&detail)?);
    } else {
        out!(
            "{}",
            text::wrap(&text::banner(w, &game, &detail), screen_width())
        );
    }
    Ok(())
}

fn undo(w: &Words, args: FileArg) -> Result<()> {
    let path = match_path(&args)?;
    let ((removed, hands), Loaded { game, .. }) =
        matchfile::update(&path, |game, board| match game.undo() {
            Ok(removed) => Ok((removed, board.hands.len())),
            Err(e) => Err(anyhow!(errors::match_error(w, game, &e))),
        })?;
    let mut report = match removed {
        crate::core::game::Entry::Hand(hand) => format!(
            "{}\n",
            t!(
                w,
                "removed-hand",
                number = hands,
                name = game.players[hand.dealer].as_str()
            )
        ),
        crate::core::game::Entry::Misdeal { dealer, .. } => format!(
            "{}\n",
            t!(w, "removed-misdeal", name = game.players[dealer].as_str())
        ),
    };
    report.push_str(&text::wrap(
        &text::state_line(w, &game, &game.scoreboard()),
        screen_width(),
    ));
    report_saved(&report)
}

fn misdeal(w: &Words, args: FileArg) -> Result<()> {
    let path = match_path(&args)?;
    let (next, Loaded { game, .. }) = matchfile::update(&path, |game, board| {
        let over = crate::core::game::MatchError::MatchOver(None);
        let next = board
            .next(&game.rules)
            .ok_or_else(|| anyhow!(errors::match_error(w, game, &over)))?;
        if let Err(e) = game.push_misdeal(board, next.dealer, now()) {
            bail!(errors::match_error(w, game, &e));
        }
        Ok(next)
    })?;
    report_saved(&format!(
        "{}\n",
        t!(
            w,
            "misdeal-done",
            name = game.players[next.dealer].as_str(),
            number = next.number
        )
    ))
}

fn variants(w: &Words, command: VariantsCommand) -> Result<()> {
    let catalog = Catalog::load()?;
    match command {
        VariantsCommand::List => {
            let mut table = comfy_table::Table::new();
            table
                .load_style(comfy_table::presets::UTF8_FULL_CONDENSED)
                .set_content_arrangement(comfy_table::ContentArrangement::Dynamic);
            table.set_header(vec![
                t!(w, "col-variant"),
                t!(w, "col-players"),
                t!(w, "col-source"),
                t!(w, "col-description"),
            ]);
            for listed in catalog.list() {
                let (players, description) = match &listed.variant {
                    Ok(v) => (
                        errors::counts(w, &v.player_counts()),
                        v.description_in(w.lang().code()).to_string(),
                    ),
                    Err(e) => {
                        let first_line = errors::load_error(w, e)
                            .lines()
                            .next()
                            .unwrap_or_default()
                            .to_string();
                        ("-".to_string(), t!(w, "variant-broken", error = first_line))
                    }
                };
                let kind = match listed.kind {
                    crate::store::variants::Kind::BuiltIn => t!(w, "source-built-in"),
                    crate::store::variants::Kind::User => t!(w, "source-user"),
                    crate::store::variants::Kind::UserHidingBuiltIn => t!(w, "source-user-hides"),
                };
                table.add_row(vec![listed.name, players, kind, description]);
            }
            outln!("{table}");
            outln!(
                "{}",
                t!(
                    w,
                    "variants-folder",
                    folder = paths::variants_dir()?.display().to_string()
                )
            );
        }
        VariantsCommand::Show { name, resolved } => {
            let variant = catalog.variant(&name)?;
            if resolved {
                out!(
                    "{}",
                    toml::to_string(&variant.raw).with_context(|| t!(w, "print-rules-toml"))?
                );
            } else {
                let source = catalog
                    .source(&name)
                    .ok_or_else(|| anyhow!(t!(w, "load-unknown", name = name.as_str())))?;
                out!("{}", source.text);
            }
        }
        VariantsCommand::Check { file } => {
            let source = catalog.read_file(&file)?;
            let variant = crate::core::catalog::resolve_source(&source, &|n| catalog.source(n))?;
            outln!(
                "{}",
                t!(
                    w,
                    "variant-ok",
                    file = file.display().to_string(),
                    name = variant.name.as_str(),
                    counts = errors::counts(w, &variant.player_counts())
                )
            );
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_panic_prints_a_short_request_for_a_bug_report_and_no_backtrace() {
        let text = super::bug_report(&"panicked at src/core/game.rs:1:1:\nindex out of bounds");
        assert!(
            text.starts_with(
                "hartenjagen hit a bug and stopped (panicked at src/core/game.rs:1:1:"
            )
        );
        assert!(text.contains("Your match files are safe."));
        assert!(text.contains("Please report this at https://"));
        assert!(!text.contains("backtrace"));
        assert!(text.lines().count() <= 4, "{text}");
    }
}
