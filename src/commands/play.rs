//! `play`: the match at the table. The flow itself is [`crate::play`]; this is its shell: the
//! terminal, the match files on disk (the start menu's list, the file-backed store), Ctrl-C.

use super::{CommandError, Context, Result};
use crate::cli::FileArg;
use crate::core::game::Match;
use crate::store::matchfile;
use crate::store::paths;
use crate::store::variants::Catalog;
use crate::t;
use crate::ui::report::StatusReport;
use crate::ui::text;
use anyhow::Context as _;
use std::path::PathBuf;

/// `play`'s match file: saves under the match's lock, and only over the file this session
/// last saw, so a hand recorded from another terminal meanwhile is never overwritten. The
/// store's error that stops the table is kept here, to be said as the store's.
struct MatchStore {
    path: PathBuf,
    seen: Vec<crate::core::game::Entry>,
    failed: Option<crate::format::error::Error>,
}

impl MatchStore {
    /// Keeps the store's error; the table's flow stops on the error it gives back.
    fn failed(&mut self, error: crate::format::error::Error) -> anyhow::Error {
        let stopped = anyhow::Error::msg(format!("{error:?}"));
        self.failed = Some(error);
        stopped
    }
}

impl crate::play::Store for MatchStore {
    fn save(&mut self, game: &Match) -> anyhow::Result<crate::play::Saved> {
        let saved = matchfile::save_unless_changed(&self.path, game, &self.seen);
        match saved.map_err(|e| self.failed(e))? {
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

    fn remove(&mut self) -> anyhow::Result<crate::play::Saved> {
        let removed = matchfile::remove_unless_changed(&self.path, &self.seen);
        match removed.map_err(|e| self.failed(e))? {
            None => Ok(crate::play::Saved::Done),
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

/// The matches, the one changed last first: the game list and "Enter alone" start from the
/// last match made or played, however it was made (at the table, `new --date`, `import`).
fn by_last_change(mut known: Vec<crate::play::start::Known>) -> Vec<crate::play::start::Known> {
    known.sort_by_key(|k| {
        std::cmp::Reverse(std::fs::metadata(&k.path).and_then(|m| m.modified()).ok())
    });
    known
}

/// The start menu of the data folder: the current match's standings (a finished one's too), and
/// what to play (continue, a new match, another unfinished one, the same table again).
/// `current` becomes the current match.
fn start_menu(
    w: &crate::words::Words,
    prompter: &mut crate::ui::prompt::Terminal,
    dir: &std::path::Path,
    current: &mut Option<(PathBuf, Match)>,
) -> anyhow::Result<crate::play::start::Choice> {
    use crate::play::start;
    use crate::ui::prompt::Prompter;
    let known = known_matches(dir);
    *current = None;
    if let Ok(path) = matchfile::current_match(dir) {
        match matchfile::load(&path) {
            Ok(loaded) => *current = Some((path, loaded.game)),
            Err(error) => prompter.say(&format!(
                "{}\n",
                t!(
                    w,
                    "last-unreadable",
                    error = crate::words::errors::store_failure(w, &error)
                )
            )),
        }
    }
    let current_path = current.as_ref().map(|(p, _)| p.clone());
    let others: Vec<start::Known> = known
        .into_iter()
        .filter(|k| !k.finished && Some(&k.path) != current_path.as_ref())
        .collect();
    let shown = current.as_ref().map(|(_, game)| (game, game.scoreboard()));
    // The standings, a finished match's too: the menu's "Same table again" follows them.
    if let Some((game, board)) = &shown {
        let report = StatusReport::new(game, board);
        prompter.say(&text::standings(w, &report, game, board, prompter.width()));
    }
    start::menu(
        w,
        prompter,
        shown
            .as_ref()
            .map(|(game, board)| (*game, board.finished())),
        &others,
    )
}

/// `play`: the match at the table, prompt by prompt.
pub fn play(ctx: &Context, args: FileArg) -> Result<()> {
    let w = &ctx.words;
    use crate::play::start::{self, Choice};
    use crate::ui::prompt::Prompter;
    use std::io::IsTerminal;
    if !std::io::stdin().is_terminal() {
        return Err(CommandError::PlayNeedsTerminal);
    }
    // Every confirmed hand is on disk before the next prompt, so Ctrl-C can simply stop.
    let lang = w.lang();
    ctrlc::set_handler(move || crate::ui::prompt::stop_after_ctrl_c(lang))
        .map_err(CommandError::WatchCtrlC)?;
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
            // A club table whose round is closed takes no hand: said before anything is typed.
            matchfile::club::check_open(path)?;
            let game = matchfile::load(path)?.game;
            w.follow(&game);
            let board = game.scoreboard();
            let finished = board.finished();
            // A club table that has played its hands waits for the next draw.
            if let Some(place) = matchfile::club::place_of(path).filter(|_| finished) {
                return Err(CommandError::Club(
                    crate::core::club::evening::ClubError::TableFinished {
                        table: place.table,
                        round: place.round,
                        hands: game.hands_limit().unwrap_or(0),
                    },
                ));
            }
            current = Some((path.clone(), game));
            if finished {
                prompter.say(&format!("{}\n", t!(w, "over-already")));
                let game = &current.as_ref().map(|(_, g)| g).context("no match")?;
                prompter.say(&crate::play::end::summary(
                    w,
                    game,
                    &board,
                    prompter.width(),
                ));
                start::after_match(w, &mut prompter, game)?
            } else {
                Choice::Continue
            }
        }
        Some(_) => Choice::New,
        None => start_menu(w, &mut prompter, &dir, &mut current)?,
    };
    loop {
        let (path, mut game) = match choice {
            Choice::Stop => return Ok(()),
            Choice::Continue => {
                let (path, game) = current.take().context("there is no match to continue")?;
                w.follow(&game);
                prompter.say(&text::wrap(
                    &t!(
                        w,
                        "resuming",
                        variant = game.rules.variant.as_str(),
                        players = w.and(&game.players)
                    ),
                    prompter.width(),
                ));
                (path, game)
            }
            Choice::Open(path) => {
                let game = matchfile::load(&path)?.game;
                w.follow(&game);
                let board = game.scoreboard();
                let report = StatusReport::new(&game, &board);
                prompter.say(&text::standings(
                    w,
                    &report,
                    &game,
                    &board,
                    prompter.width(),
                ));
                (path, game)
            }
            Choice::New | Choice::Rematch => {
                let started = ctx.now();
                let game = match (&choice, &current) {
                    (Choice::Rematch, Some((_, last))) => {
                        let variant = catalog
                            .variant(&last.rules.variant)
                            .unwrap_or_else(|_| last.variant.clone());
                        start::rematch(last, variant, started).map_err(CommandError::Setup)?
                    }
                    _ => {
                        let known = by_last_change(known_matches(&dir));
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
                prompter.say(&text::wrap(
                    &t!(
                        w,
                        "new-match-play",
                        variant = game.rules.variant.as_str(),
                        players = w.and(&game.players),
                        file = path.display().to_string()
                    ),
                    prompter.width(),
                ));
                (path, game)
            }
        };
        crate::ui::prompt::match_on_disk();
        let mut store = MatchStore {
            path: path.clone(),
            seen: game.entries.clone(),
            failed: None,
        };
        let ending = crate::play::run(w, &mut prompter, &mut game, &mut store, &ctx.clock);
        match ending.map_err(|e| match store.failed.take() {
            Some(error) => CommandError::Store(error),
            None => CommandError::Trouble(e),
        })? {
            crate::play::Ending::Quit => return Ok(()),
            crate::play::Ending::Finished => {
                choice = start::after_match(w, &mut prompter, &game)?;
                current = Some((path, game));
            }
            // A match started by mistake is gone: start again, at `--file` a new match there.
            crate::play::Ending::Removed => {
                current = None;
                choice = match &args.file {
                    Some(file) => {
                        new_file = Some(file.clone());
                        Choice::New
                    }
                    None => start_menu(w, &mut prompter, &dir, &mut current)?,
                };
            }
        }
    }
}
