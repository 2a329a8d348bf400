//! What the shell is offered on Tab: clap_complete's `CompleteEnv` (the shell's script asks the
//! binary itself, `COMPLETE=bash hartenjagen -- hartenjagen record A`) with completers that know
//! the game: variant names and files, the players of the match in hand (`A` → `Ann=`), match
//! files, pass directions. A completer never fails loudly: what cannot be read gives nothing.

use crate::store::variants::Catalog;
use crate::store::{matchfile, paths};
use crate::words::vocab;
use clap_complete::engine::{ArgValueCompleter, CompletionCandidate, PathCompleter};
use std::ffi::{OsStr, OsString};
use std::path::{Path, PathBuf};

/// The environment variable that asks for completions (clap_complete's default).
pub const VAR: &str = "COMPLETE";

/// Answers the shell and exits when it asks (`COMPLETE` is set); else returns at once. It runs
/// before anything else prints, and says nothing on standard error: a panic is silenced.
pub fn answer_the_shell() {
    if std::env::var_os(VAR).is_none_or(|v| v.is_empty() || v == "0") {
        return;
    }
    std::panic::set_hook(Box::new(|_| {}));
    clap_complete::CompleteEnv::with_factory(super::localized::for_completion)
        .var(VAR)
        .complete();
}

/// The registration script `COMPLETE=SHELL hartenjagen` prints, for `completions SHELL`: the
/// same script, calling this binary as it was called.
pub fn registration(shell: clap_complete::Shell) -> std::io::Result<String> {
    let name = shell.to_string();
    let shells = clap_complete::env::Shells::builtins();
    let completer = shells
        .completer(&name)
        .ok_or_else(|| std::io::Error::other(format!("unknown shell `{name}`")))?;
    // As CompleteEnv does: argv[0], made absolute when it is a relative path with a folder.
    let mut program = PathBuf::from(std::env::args_os().next().unwrap_or_default());
    if program.components().count() > 1
        && let Ok(dir) = std::env::current_dir()
    {
        program = dir.join(program);
    }
    let cmd = <super::Cli as clap::CommandFactory>::command();
    let bin = cmd.get_bin_name().unwrap_or_else(|| cmd.get_name());
    let mut script = Vec::new();
    completer.write_registration(
        VAR,
        cmd.get_name(),
        bin,
        &program.to_string_lossy(),
        &mut script,
    )?;
    String::from_utf8(script).map_err(std::io::Error::other)
}

/// A completer that gives nothing rather than fail.
fn quiet(
    completer: fn(&str) -> Vec<CompletionCandidate>,
) -> impl Fn(&OsStr) -> Vec<CompletionCandidate> + Send + Sync {
    move |current: &OsStr| {
        let Some(current) = current.to_str() else {
            return Vec::new();
        };
        std::panic::catch_unwind(|| completer(current)).unwrap_or_default()
    }
}

/// `--variant` and `rules`: variant names, then variant files.
pub fn variant() -> ArgValueCompleter {
    ArgValueCompleter::new(quiet(|current| {
        let mut candidates = variant_names(current);
        candidates.extend(toml_files(current));
        candidates
    }))
}

/// `variants show` and `stats --variant`: variant names.
pub fn variant_name() -> ArgValueCompleter {
    ArgValueCompleter::new(quiet(variant_names))
}

/// `variants check`: variant files.
pub fn variant_file() -> ArgValueCompleter {
    ArgValueCompleter::new(quiet(toml_files))
}

/// `--file` of a match: files ending in .toml (and folders), then the matches in the data
/// folder, newest first.
pub fn match_file() -> ArgValueCompleter {
    ArgValueCompleter::new(quiet(|current| {
        let mut candidates = toml_files(current);
        if let Ok(dir) = paths::matches_dir()
            && let Ok(mut files) = matchfile::match_files(&dir)
        {
            files.sort();
            candidates.extend(
                files
                    .into_iter()
                    .rev()
                    .map(|path| path.display().to_string())
                    .filter(|path| path.starts_with(current))
                    .map(CompletionCandidate::new),
            );
        }
        candidates
    }))
}

/// `new --file`: where to save, a path ending in .toml.
pub fn new_file() -> ArgValueCompleter {
    ArgValueCompleter::new(quiet(toml_files))
}

/// `--dealer`, `--renege`, `--declare`: a player of the match in hand.
pub fn player() -> ArgValueCompleter {
    ArgValueCompleter::new(quiet(|current| players_as(current, "")))
}

/// `record`/`edit`'s NAME=CARDS words and `--bid NAME=N`: `A` → `Ann=`.
pub fn player_is() -> ArgValueCompleter {
    ArgValueCompleter::new(quiet(|current| {
        if current.contains('=') {
            Vec::new()
        } else {
            players_as(current, "=")
        }
    }))
}

/// `--pass`: the directions, in the table's language.
pub fn pass() -> ArgValueCompleter {
    ArgValueCompleter::new(quiet(|current| {
        let lang = super::early_lang(&words());
        let lower = current.to_lowercase();
        vocab::pass_words(lang)
            .into_iter()
            .filter(|word| word.starts_with(&lower))
            .map(CompletionCandidate::new)
            .collect()
    }))
}

/// The variant names that start with `current`, each with its description.
fn variant_names(current: &str) -> Vec<CompletionCandidate> {
    let Ok(catalog) = Catalog::load() else {
        return Vec::new();
    };
    let code = super::early_lang(&words()).code();
    catalog
        .list()
        .into_iter()
        .filter(|listed| listed.name.starts_with(current))
        .map(|listed| {
            let help = listed
                .variant
                .as_ref()
                .ok()
                .map(|v| v.description_in(code).to_string().into());
            CompletionCandidate::new(&listed.name).help(help)
        })
        .collect()
}

/// Files ending in .toml, and folders to look into, as the shell's path completion offers them.
fn toml_files(current: &str) -> Vec<CompletionCandidate> {
    use clap_complete::engine::ValueCompleter;
    PathCompleter::any()
        .filter(|path| path.extension().is_some_and(|e| e == "toml") && path.is_file())
        .complete(OsStr::new(current))
}

/// The players of the match in hand whose names start with `current` (any case), each
/// followed by `then`.
fn players_as(current: &str, then: &str) -> Vec<CompletionCandidate> {
    let words = words();
    let players = match club_players(&words) {
        Some(players) => players,
        None => {
            let Some(path) = match_in_hand(&words) else {
                return Vec::new();
            };
            let Ok(loaded) = matchfile::load(&path) else {
                return Vec::new();
            };
            loaded.game.players
        }
    };
    let lower = current.to_lowercase();
    players
        .iter()
        .filter(|name| name.to_lowercase().starts_with(&lower))
        .map(|name| CompletionCandidate::new(format!("{name}{then}")))
        .collect()
}

/// For a club command (none for any other): the players it may name, from the competition's
/// most recent evening (`--club NAME`'s, else the latest of any): with `--table N` the
/// players of that table in the round being played, else the evening's players still there.
fn club_players(words: &[OsString]) -> Option<Vec<String>> {
    use crate::store::club as files;
    let words: Vec<String> = words
        .iter()
        .map(|w| w.to_string_lossy().into_owned())
        .collect();
    if words.iter().skip(1).find(|w| !w.starts_with('-')) != Some(&"club".to_string()) {
        return None;
    }
    let after = |flag: &str| {
        words
            .iter()
            .position(|w| w == flag)
            .and_then(|at| words.get(at + 1))
            .cloned()
    };
    let competition = match after("--club") {
        Some(name) => name,
        None => files::latest_evening().ok().flatten()?.0,
    };
    let date = *files::evenings(&competition).ok()?.last()?;
    let evening = files::read_evening(&files::evening_file(&competition, date).ok()?).ok()?;
    let table = after("--table").and_then(|t| t.parse::<u32>().ok());
    Some(match table {
        Some(number) => evening.current()?.table(number).ok()?.players.clone(),
        None => evening
            .players
            .iter()
            .filter(|p| p.left.is_none())
            .map(|p| p.name.clone())
            .collect(),
    })
}

/// The words of the command line being completed (after the `--` the shell's script puts
/// before them), the program's name first.
fn words() -> Vec<OsString> {
    let args: Vec<OsString> = std::env::args_os().collect();
    match args.iter().position(|a| a == "--") {
        Some(at) => args[at + 1..].to_vec(),
        None => args,
    }
}

/// The match the command line names with `--file` (anywhere on it), else the current match;
/// none for a club command, whose table is not a match of the data folder.
fn match_in_hand(words: &[OsString]) -> Option<PathBuf> {
    let words: Vec<String> = words
        .iter()
        .map(|w| w.to_string_lossy().into_owned())
        .collect();
    let first_command = words.iter().skip(1).find(|w| !w.starts_with('-'));
    if first_command.is_some_and(|w| w == "club") {
        return None;
    }
    let mut given = None;
    let mut rest = words.iter().skip(1);
    while let Some(word) = rest.next() {
        if word == "--" {
            break;
        }
        if word == "--file" {
            given = rest.next().cloned();
        } else if let Some(value) = word.strip_prefix("--file=") {
            given = Some(value.to_string());
        }
    }
    match given {
        Some(path) if !path.is_empty() => Some(expand_home(&path)),
        _ => matchfile::current_match(&paths::matches_dir().ok()?).ok(),
    }
}

/// `~/x` as the shell would read it (the word is completed before the shell expands it).
fn expand_home(path: &str) -> PathBuf {
    match (path.strip_prefix("~/"), std::env::home_dir()) {
        (Some(rest), Some(home)) => home.join(rest),
        _ => Path::new(path).to_path_buf(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn os(words: &[&str]) -> Vec<OsString> {
        words.iter().map(OsString::from).collect()
    }

    #[test]
    fn the_match_in_hand_is_the_one_file_names_anywhere_on_the_line() {
        let at = |w: &[&str]| match_in_hand(&os(w));
        assert_eq!(
            at(&["hartenjagen", "record", "A", "--file", "m.toml"]),
            Some(PathBuf::from("m.toml"))
        );
        assert_eq!(
            at(&["hartenjagen", "edit", "--file=x/m.toml", "2", "B"]),
            Some(PathBuf::from("x/m.toml"))
        );
        assert_eq!(at(&["hartenjagen", "club", "record", "--table", "1"]), None);
    }
}
