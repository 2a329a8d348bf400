//! The shell around the commands: parses the command line, chooses the table's language,
//! runs the command (see [`crate::commands`]), prints its report, and turns an error into one
//! message on standard error and exit status 1. A match file is only written after everything
//! has been checked.

use crate::cli::{Cli, Command, FileArg};
use crate::commands::{self, CommandError, Context, Format, Report, Result};
use crate::t;
use crate::ui::text;
use crate::words::{Lang, Words};
use chrono::{DateTime, FixedOffset, Local};
use clap::Parser;
use std::process::ExitCode;

/// Prints to standard output; a reader that went away (`| head`) is not an error.
fn emit(text: &str) -> Result<()> {
    match emit_all(text) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(CommandError::WriteOutput(e)),
        _ => Ok(()),
    }
}

/// Prints the report of a change that has been saved. Once the change is on disk the command
/// has succeeded: if the report cannot be printed (a full disk, a closed pipe), that is said
/// on standard error and the exit status stays 0, so that a script does not do it twice.
fn emit_saved(w: &Words, text: &str) {
    if let Err(error) = emit_all(text) {
        eprintln!("{}", t!(w, "saved-unprinted", error = error.to_string()));
    }
}

/// Prints to standard output, every failure an error (a closed pipe included). Outside text
/// (file names, a shared match's texts) is printed with its control characters escaped.
fn emit_all(text: &str) -> std::io::Result<()> {
    use std::io::Write;
    let text = crate::core::visible::escape(text);
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
}

/// Parses the command line, runs it, prints one error on failure, and gives the exit status.
pub fn main() -> ExitCode {
    // The shell asking for completions: answered before anything else prints.
    crate::cli::complete::answer_the_shell();
    std::panic::set_hook(Box::new(|info| {
        eprintln!("{}", bug_report(&Words::new(Lang::En), info))
    }));
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    // The command line's own words (its help and refusals) follow the table's language too,
    // so that language is looked for before clap reads the line; English is clap's own.
    let cli = match crate::cli::localized::words(crate::cli::early_lang(&args)) {
        None => Cli::parse_from(args),
        Some(w) => match crate::cli::localized::parse(&w, args) {
            Ok(cli) => cli,
            Err(status) => return ExitCode::from(u8::try_from(status).unwrap_or(2)),
        },
    };
    let ctx = Context {
        words: words(&cli),
        clock: now,
        width: screen_width(),
    };
    // From here on a bug is reported in the table's language.
    let lang = ctx.words.lang();
    std::panic::set_hook(Box::new(move |info| {
        eprintln!("{}", bug_report(&Words::new(lang), info))
    }));
    // After a panic nothing of `ctx` is used again but to exit, so it cannot be seen broken.
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(&ctx, cli))) {
        Ok(Ok(())) => ExitCode::SUCCESS,
        Ok(Err(error)) => {
            let said = format!(
                "{}: {}",
                t!(ctx.words, "error-prefix"),
                crate::core::visible::escape(&commands::said(&ctx.words, &error))
            );
            // On a terminal the sentence wraps at spaces (`next` on a finished match); a pipe
            // or a file gets it on one line.
            let stderr = console::Term::stderr();
            if stderr.is_term() {
                let columns = usize::from(stderr.size().1).max(20);
                eprint!("{}", crate::ui::text::wrap(&said, Some(columns)));
            } else {
                eprintln!("{said}");
            }
            ExitCode::from(1)
        }
        Err(_) => ExitCode::from(101),
    }
}

/// What a panic prints instead of a backtrace: what happened and a short request for a report.
fn bug_report(w: &Words, what: &dyn std::fmt::Display) -> String {
    t!(w, "bug-report", what = what.to_string())
}

/// The time now, to the second; for tests only, [`NOW_VAR`] fixes it.
fn now() -> DateTime<FixedOffset> {
    use chrono::SubsecRound;
    if let Some(fixed) = std::env::var(NOW_VAR)
        .ok()
        .and_then(|text| DateTime::parse_from_rfc3339(text.trim()).ok())
    {
        return fixed;
    }
    Local::now().fixed_offset().trunc_subsecs(0)
}

/// For tests only (the guide's development chapter says so): an RFC 3339 time
/// (`2026-12-01T20:00:00+01:00`) that every command takes as "now", so that runs on two
/// systems can be compared line by line. Not part of the program's contract.
pub const NOW_VAR: &str = "HARTENJAGEN_NOW";

/// The table's language: `--lang`, else `HARTENJAGEN_LANG`, else the locale.
fn words(cli: &Cli) -> Words {
    let flag = cli.lang.map(|lang| match lang {
        crate::cli::LangArg::En => Lang::En,
        crate::cli::LangArg::Nl => Lang::Nl,
    });
    let lang = Lang::choose(flag, crate::store::platform::locale_var);
    Words::new(lang)
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

/// Prints a report in `format`.
fn print(ctx: &Context, report: &dyn Report, format: Format) -> Result<()> {
    let text = commands::render(ctx, report, format)?;
    if report.saved() {
        emit_saved(&ctx.words, &text);
        Ok(())
    } else {
        emit(&text)
    }
}

fn run(ctx: &Context, cli: Cli) -> Result<()> {
    use commands::{change, generated, history, variants, view};
    let text = Format::Text;
    match cli.command {
        None => commands::play::play(ctx, FileArg { file: None }),
        Some(Command::Play(args)) => commands::play::play(ctx, args),
        Some(Command::New(args)) => print(ctx, &change::new(ctx, args)?, text),
        Some(Command::Record(args)) => print(ctx, &change::record(ctx, args)?, text),
        Some(Command::Edit(args)) => print(ctx, &change::edit(ctx, args)?, text),
        Some(Command::Undo(args)) => print(ctx, &change::undo(ctx, args)?, text),
        Some(Command::Misdeal(args)) => print(ctx, &change::misdeal(ctx, args)?, text),
        Some(Command::Note(args)) => print(ctx, &change::note(ctx, args)?, text),
        Some(Command::Log(args)) => print(
            ctx,
            &commands::log::log(ctx, &args)?,
            Format::json_if(args.json),
        ),
        Some(Command::Import(args)) => print(ctx, &commands::import::import(ctx, args)?, text),
        Some(Command::Status(args)) => {
            print(ctx, &view::status(ctx, &args)?, Format::json_if(args.json))
        }
        Some(Command::Next(args)) => {
            print(ctx, &view::next(ctx, &args)?, Format::json_if(args.json))
        }
        Some(Command::Variants(command)) => {
            let format = match command {
                crate::cli::VariantsCommand::List { json } => Format::json_if(json),
                _ => text,
            };
            print(ctx, variants::variants(ctx, command)?.as_ref(), format)
        }
        Some(Command::Rules { name, json }) => {
            print(ctx, &variants::rules(ctx, &name)?, Format::json_if(json))
        }
        Some(Command::History(args)) => print(
            ctx,
            &history::history(ctx, &args)?,
            Format::json_if(args.json),
        ),
        Some(Command::Stats(args)) => {
            let format = match (args.json, args.csv) {
                (_, true) => Format::Csv,
                (json, false) => Format::json_if(json),
            };
            print(ctx, history::stats(ctx, &args)?.as_ref(), format)
        }
        Some(Command::Export(args)) => {
            use std::io::IsTerminal;
            let format = history::export_format(args.format);
            // A whole HTML report poured into a terminal helps nobody: one line says how to
            // make it a file instead (issue 40, newcomer M5); a pipe or a file gets it all.
            if args.format == crate::cli::ExportFormat::Html && std::io::stdout().is_terminal() {
                history::export(ctx, &args)?;
                return emit(&text::wrap(
                    &t!(ctx.words, "export-html-terminal"),
                    ctx.width,
                ));
            }
            print(ctx, &*history::export(ctx, &args)?, format)
        }
        Some(Command::Chart(args)) => print(
            ctx,
            &history::chart(ctx, &args)?,
            Format::json_if(args.json),
        ),
        Some(Command::Serve(args)) => crate::serve::serve(ctx, args),
        Some(Command::Club(command)) => club(ctx, command),
        Some(Command::Completions { shell }) => print(ctx, &generated::completions(shell)?, text),
        Some(Command::Man { dir: None }) => print(ctx, &generated::man()?, text),
        Some(Command::Man { dir: Some(dir) }) => {
            print(ctx, &generated::man_to(&ctx.words, &dir)?, text)
        }
    }
}

/// `club …`.
fn club(ctx: &Context, command: crate::cli::ClubCommand) -> Result<()> {
    use crate::cli::ClubCommand;
    use commands::club;
    // Every club screen says a hand and a round as the club does (a Dutch *spel* and *ronde*).
    ctx.words.enter_club();
    let text = Format::Text;
    match command {
        ClubCommand::New(args) => print(ctx, &club::new(ctx, args)?, text),
        ClubCommand::Start(args) => print(ctx, &club::start(ctx, args)?, text),
        ClubCommand::Arrive(args) => print(ctx, &club::arrive(ctx, args)?, text),
        ClubCommand::Leave(args) => print(ctx, &club::leave(ctx, args)?, text),
        ClubCommand::Draw(args) => print(ctx, &club::draw(ctx, args)?, text),
        ClubCommand::Tables(args) => {
            print(ctx, &club::tables(ctx, &args)?, Format::json_if(args.json))
        }
        ClubCommand::Record(args) => print(ctx, &club::record(ctx, args)?, text),
        ClubCommand::Edit(args) => print(ctx, &club::edit(ctx, args)?, text),
        ClubCommand::Close(args) => print(ctx, &club::close(ctx, args)?, text),
        ClubCommand::Undo(args) => print(ctx, &club::undo(ctx, args)?, text),
        ClubCommand::Rename(args) => print(ctx, &club::rename(ctx, args)?, text),
        ClubCommand::Log(args) => print(ctx, &club::log(ctx, &args)?, Format::json_if(args.json)),
        ClubCommand::Clock(args) => print(ctx, club::clock(ctx, args)?.as_ref(), text),
        ClubCommand::NewKeys(args) => print(ctx, &club::new_keys(ctx, args)?, text),
        ClubCommand::Serve(args) => crate::serve::room::serve(ctx, args),
        ClubCommand::Standings(args) => {
            let format = match (args.json, args.csv) {
                (_, true) => Format::Csv,
                (json, false) => Format::json_if(json),
            };
            print(ctx, club::standings(ctx, &args)?.as_ref(), format)
        }
        ClubCommand::Export(args) => {
            let crate::cli::ClubExportFormat::Html = args.format;
            print(ctx, &club::export(ctx, &args)?, Format::Html)
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_panic_prints_a_short_request_for_a_bug_report_and_no_backtrace() {
        let english = crate::words::Words::new(crate::words::Lang::En);
        let text = super::bug_report(
            &english,
            &"panicked at src/core/game.rs:1:1:\nindex out of bounds",
        );
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
