//! The command line in a language with words of its own for it (Dutch): clap cannot translate
//! its own templates (clap#380), so the same `Command` is rebuilt here with the words layer's
//! texts, by one walk over the command tree: every command's about and examples, every
//! argument's help and placeholder (`--pass <RICHTING>`), help templates with the language's
//! headings, a help flag, version flag and `help` command of our own; and clap's refusals are
//! said again in the language with clap's structure (`fout: …`, the usage, where to look),
//! exit status 2. English is clap's own rendering and never comes here.

use super::Cli;
use crate::t;
use crate::words::vocab;
use crate::words::{Lang, Words};
use clap::builder::{Resettable, StyledStr};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgAction, Command, CommandFactory, FromArgMatches};
use std::ffi::OsString;
use std::io::Write;

/// The command line of `lang`, if it has words of its own; English is clap's own.
pub fn words(lang: Lang) -> Option<Words> {
    Words::command_line(lang)
}

/// The command tree completions are made from: in the language of the line being completed
/// (its `--lang`, else `HARTENJAGEN_LANG`, else the locale), so that candidates' help reads
/// as the table's help does.
pub fn for_completion() -> Command {
    let args: Vec<OsString> = std::env::args_os().collect();
    let line = match args.iter().position(|a| a == "--") {
        Some(at) => &args[at + 1..],
        None => &args[..],
    };
    match words(super::early_lang(line)) {
        Some(w) => command(&w),
        None => Cli::command(),
    }
}

/// Parses `args` with the command line in `w`'s language: the command to run, or the exit
/// status after the help, the version or a refusal was printed.
pub fn parse(w: &Words, args: Vec<OsString>) -> Result<Cli, i32> {
    let mut cmd = command(w);
    let matches = match cmd.try_get_matches_from_mut(args) {
        Ok(matches) => matches,
        Err(error) => return Err(said(w, &error)),
    };
    if let Some(("help", asked)) = matches.subcommand() {
        let names: Vec<String> = asked
            .get_many::<String>("command")
            .map(|names| names.cloned().collect())
            .unwrap_or_default();
        return Err(help_of(w, &mut cmd, &names));
    }
    Cli::from_arg_matches(&matches).map_err(|error| said(w, &error))
}

/// The whole command tree in `w`'s language.
pub fn command(w: &Words) -> Command {
    let cmd = Cli::command()
        .disable_version_flag(true)
        .disable_help_subcommand(true)
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .global(true),
        )
        .arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version),
        )
        .subcommand(
            Command::new("help").arg(
                Arg::new("command")
                    .num_args(0..)
                    .value_name(t!(w, "cli-placeholder-command")),
            ),
        );
    localize(cmd, w, "")
}

/// A text, or none (clap's own English is reset, not kept).
fn styled(text: Option<String>) -> Resettable<StyledStr> {
    match text {
        Some(text) => Resettable::Value(text.into()),
        None => Resettable::Reset,
    }
}

/// The message key of a command's text (`-about`) or argument (`--file`): `cli-record--file`,
/// `cli-about` for the top command.
fn key(path: &str, suffix: &str) -> String {
    if path.is_empty() {
        format!("cli{suffix}")
    } else {
        format!("cli-{path}{suffix}")
    }
}

/// The key of a placeholder: `cli-value-NAME-PATH` for `NAME|PATH`.
fn value_key(name: &str) -> String {
    let mut key = String::from("cli-value-");
    let mut gap = false;
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            if gap && !key.ends_with('-') {
                key.push('-');
            }
            key.push(c);
            gap = false;
        } else {
            gap = true;
        }
    }
    key
}

/// Every text a command and its arguments show, from the words; then its subcommands.
fn localize(mut cmd: Command, w: &Words, path: &str) -> Command {
    let text = |id: &str| w.has(id).then(|| w.get(id, &[]));
    cmd = cmd
        .disable_help_flag(true)
        .subcommand_value_name(t!(w, "cli-placeholder-command"))
        .about(styled(text(&key(path, "-about"))))
        .long_about(styled(text(&key(path, "-long-about"))))
        .after_help(styled(text(&key(path, "-after"))))
        .after_long_help(None::<&'static str>);
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|arg| arg.get_id().to_string())
        .collect();
    for id in ids {
        let help = text(&key(path, &format!("--{id}"))).or_else(|| text(&format!("cli--{id}")));
        cmd = cmd.mut_arg(&id, |arg| localize_arg(arg, w, help));
    }
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|sub| sub.get_name().to_string())
        .collect();
    for name in names {
        let below = if path.is_empty() {
            name.clone()
        } else {
            format!("{path}-{name}")
        };
        cmd = cmd.mut_subcommand(&name, |sub| localize(sub, w, &below));
    }
    let template = template(&cmd, w);
    cmd.help_template(template)
}

/// An argument's help and placeholder in the words' language; its possible and default values
/// said in the help instead of clap's English brackets, and the values our own parsers refuse
/// said in the language too.
fn localize_arg(arg: Arg, w: &Words, help: Option<String>) -> Arg {
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    let help = help.map(|mut help| {
        if !defaults.is_empty() {
            help.push_str(&format!(
                " [{}]",
                t!(w, "cli-default", value = defaults.join(", "))
            ));
        }
        help
    });
    let mut arg = arg.help(styled(help)).long_help(None::<&'static str>);
    if !arg.get_action().takes_values() {
        return arg;
    }
    arg = arg.hide_possible_values(true).hide_default_value(true);
    if let Some(names) = arg.get_value_names() {
        let names: Vec<String> = names
            .iter()
            .map(|name| {
                let id = value_key(name.as_str());
                if w.has(&id) {
                    w.get(&id, &[])
                } else {
                    name.to_string()
                }
            })
            .collect();
        arg = arg.value_names(names);
    }
    let lang = w.lang();
    match arg.get_id().as_str() {
        "pass" => arg.value_parser(move |text: &str| {
            vocab::pass(text)
                .map(|_| text.to_string())
                .or_else(|| vocab::is_none(text, false).then(|| text.to_string()))
                .ok_or_else(|| use_words(lang, &vocab::pass_words(lang)))
        }),
        "moon" => arg.value_parser(move |text: &str| {
            vocab::moon(text)
                .map(|_| text.to_string())
                .or_else(|| vocab::is_none(text, true).then(|| text.to_string()))
                .ok_or_else(|| use_words(lang, &vocab::moon_words(lang)))
        }),
        "suit" => arg.value_parser(move |text: &str| {
            vocab::suit(text)
                .map(|_| text.to_string())
                .or_else(|| vocab::is_none(text, true).then(|| text.to_string()))
                .ok_or_else(|| use_words(lang, &vocab::suit_letters(lang)))
        }),
        "tables" => arg.value_parser(move |text: &str| {
            super::table_sizes(text).map_err(|_| use_words(lang, &["4", "3-4", "4-5"]))
        }),
        "since" | "until" | "date" | "evening" => arg.value_parser(move |text: &str| {
            chrono::NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d").map_err(|_| {
                Words::command_line(lang).map_or_else(String::new, |w| t!(w, "cli-use-date"))
            })
        }),
        // `new --date`: a day, or a day and a time of day.
        "when" => arg.value_parser(move |text: &str| {
            super::parse_when(text).map_err(|_| {
                Words::command_line(lang).map_or_else(String::new, |w| t!(w, "cli-use-when"))
            })
        }),
        _ => arg,
    }
}

/// "use left, right or hold" in `lang`.
fn use_words(lang: Lang, words: &[&str]) -> String {
    let list = Words::new(lang).or(words);
    Words::command_line(lang).map_or(list.clone(), |w| t!(w, "cli-use", words = list))
}

/// A help template with the language's headings: the sections a command has, in clap's
/// order and layout.
fn template(cmd: &Command, w: &Words) -> String {
    let mut template = format!(
        "{{before-help}}{{about-with-newline}}\n{} {{usage}}",
        t!(w, "cli-usage")
    );
    if cmd.has_subcommands() {
        template.push_str(&format!("\n\n{}\n{{subcommands}}", t!(w, "cli-commands")));
    }
    if cmd.get_positionals().any(|arg| !arg.is_hide_set()) {
        template.push_str(&format!("\n\n{}\n{{positionals}}", t!(w, "cli-arguments")));
    }
    template.push_str(&format!("\n\n{}\n{{options}}", t!(w, "cli-options")));
    template.push_str("{after-help}");
    template
}

/// clap's placeholders in a usage line, in the language.
fn placeholders(w: &Words, text: &str) -> String {
    text.replace("[OPTIONS]", &t!(w, "cli-placeholder-options"))
}

/// Prints to standard output or error; a reader that went away is no matter.
fn print(to_error: bool, text: &str) {
    if to_error {
        let _ = std::io::stderr().write_all(text.as_bytes());
    } else {
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
    }
}

/// The help of the command named by `names` (`help variants list`), or a refusal of a name
/// that is no command; the exit status.
fn help_of(w: &Words, cmd: &mut Command, names: &[String]) -> i32 {
    cmd.build();
    let mut current = &mut *cmd;
    let mut path = vec![current.get_name().to_string()];
    for name in names {
        let Some(position) = current.get_subcommands().position(|s| s.get_name() == name) else {
            let valid: Vec<String> = current
                .get_subcommands()
                .map(|s| s.get_name().to_string())
                .collect();
            let mut text = format!(
                "{} {}\n  [{}]",
                t!(w, "cli-error-prefix"),
                t!(w, "cli-error-unknown-command", command = name.as_str()),
                t!(w, "cli-error-commands", commands = valid.join(", "))
            );
            text.push_str(&format!("\n\n{}\n", t!(w, "cli-error-more")));
            print(true, &text);
            return 2;
        };
        current = current
            .get_subcommands_mut()
            .nth(position)
            .expect("the subcommand just found");
        path.push(name.clone());
    }
    let mut shown = current.clone().bin_name(path.join(" "));
    print(
        false,
        &placeholders(w, &shown.render_long_help().to_string()),
    );
    0
}

/// Prints what clap said (help, version, or a refusal in the language); the exit status.
fn said(w: &Words, error: &clap::Error) -> i32 {
    match error.kind() {
        ErrorKind::DisplayHelp => {
            print(false, &placeholders(w, &error.render().to_string()));
            0
        }
        ErrorKind::DisplayVersion => {
            print(false, &error.render().to_string());
            0
        }
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            print(true, &placeholders(w, &error.render().to_string()));
            2
        }
        _ => {
            print(true, &refusal(w, error));
            2
        }
    }
}

/// A context value as text: one string, or several joined.
fn one(error: &clap::Error, kind: ContextKind) -> Option<String> {
    match error.get(kind)? {
        ContextValue::String(text) => Some(text.clone()),
        ContextValue::Strings(texts) => Some(texts.join(", ")),
        ContextValue::StyledStr(text) => Some(text.to_string()),
        ContextValue::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

fn many(error: &clap::Error, kind: ContextKind) -> Vec<String> {
    match error.get(kind) {
        Some(ContextValue::Strings(texts)) => texts.clone(),
        Some(ContextValue::String(text)) => vec![text.clone()],
        _ => Vec::new(),
    }
}

/// clap's refusal in the language, in clap's structure: `fout: what`, a list of what is
/// accepted, a tip, the usage, where to read more.
fn refusal(w: &Words, error: &clap::Error) -> String {
    let arg = one(error, ContextKind::InvalidArg).unwrap_or_default();
    let value = one(error, ContextKind::InvalidValue).unwrap_or_default();
    let mut what = match error.kind() {
        ErrorKind::InvalidValue if value.is_empty() => {
            t!(w, "cli-error-value-missing", arg = arg.as_str())
        }
        ErrorKind::InvalidValue => {
            let mut text = t!(
                w,
                "cli-error-invalid-value",
                value = value.as_str(),
                arg = arg.as_str()
            );
            let valid = many(error, ContextKind::ValidValue);
            if !valid.is_empty() {
                text.push_str(&format!(
                    "\n  [{}]",
                    t!(w, "cli-error-possible", values = valid.join(", "))
                ));
            }
            text
        }
        ErrorKind::ValueValidation => format!(
            "{}: {}",
            t!(
                w,
                "cli-error-invalid-value",
                value = value.as_str(),
                arg = arg.as_str()
            ),
            reason(w, error, &arg)
        ),
        ErrorKind::UnknownArgument => t!(w, "cli-error-unknown-argument", arg = arg.as_str()),
        ErrorKind::InvalidSubcommand => {
            let command = one(error, ContextKind::InvalidSubcommand).unwrap_or_default();
            t!(w, "cli-error-unknown-command", command = command.as_str())
        }
        ErrorKind::MissingRequiredArgument => {
            let mut text = t!(w, "cli-error-missing");
            for missing in many(error, ContextKind::InvalidArg) {
                text.push_str(&format!("\n  {missing}"));
            }
            text
        }
        ErrorKind::MissingSubcommand => {
            let command = one(error, ContextKind::InvalidSubcommand).unwrap_or_default();
            let mut text = t!(w, "cli-error-needs-command", command = command.as_str());
            let valid = many(error, ContextKind::ValidSubcommand);
            if !valid.is_empty() {
                text.push_str(&format!(
                    "\n  [{}]",
                    t!(w, "cli-error-commands", commands = valid.join(", "))
                ));
            }
            text
        }
        ErrorKind::ArgumentConflict => match error.get(ContextKind::PriorArg) {
            Some(ContextValue::String(other)) if *other == arg => {
                t!(w, "cli-error-twice", arg = arg.as_str())
            }
            Some(ContextValue::String(other)) => t!(
                w,
                "cli-error-conflict",
                arg = arg.as_str(),
                other = other.as_str()
            ),
            Some(ContextValue::Strings(others)) => t!(
                w,
                "cli-error-conflict",
                arg = arg.as_str(),
                other = others.join("', '")
            ),
            _ => t!(w, "cli-error-conflict-many", arg = arg.as_str()),
        },
        ErrorKind::NoEquals => t!(w, "cli-error-equals", arg = arg.as_str()),
        ErrorKind::TooManyValues => t!(
            w,
            "cli-error-too-many",
            value = value.as_str(),
            arg = arg.as_str()
        ),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => t!(
            w,
            "cli-error-number-of-values",
            arg = arg.as_str(),
            expected = one(error, ContextKind::ExpectedNumValues)
                .or_else(|| one(error, ContextKind::MinValues))
                .unwrap_or_default(),
            actual = one(error, ContextKind::ActualNumValues).unwrap_or_default()
        ),
        ErrorKind::InvalidUtf8 => t!(w, "cli-error-utf8"),
        _ => t!(w, "cli-error-other", error = error.kind().to_string()),
    };
    let suggestions: Vec<String> = [
        ContextKind::SuggestedSubcommand,
        ContextKind::SuggestedArg,
        ContextKind::SuggestedValue,
    ]
    .into_iter()
    .flat_map(|kind| many(error, kind))
    .collect();
    let trailing = matches!(
        error.get(ContextKind::Suggested),
        Some(ContextValue::StyledStrs(tips)) if !tips.is_empty()
    ) && arg.starts_with('-');
    if !suggestions.is_empty() || trailing {
        what.push('\n');
    }
    for suggestion in &suggestions {
        what.push_str(&format!(
            "\n  {}",
            t!(
                w,
                "cli-error-did-you-mean",
                suggestion = suggestion.as_str()
            )
        ));
    }
    if trailing && suggestions.is_empty() {
        what.push_str(&format!(
            "\n  {}",
            t!(w, "cli-error-as-value", arg = arg.as_str())
        ));
    }
    if let Some(usage) = one(error, ContextKind::Usage) {
        let usage = usage.trim_start();
        let usage = usage.strip_prefix("Usage:").unwrap_or(usage).trim_start();
        what.push_str(&format!(
            "\n\n{} {}",
            t!(w, "cli-usage"),
            placeholders(w, usage)
        ));
    }
    format!(
        "{} {what}\n\n{}\n",
        t!(w, "cli-error-prefix"),
        t!(w, "cli-error-more")
    )
}

/// Why a value was refused, in the language: our own parsers say it already; a number that
/// is not one, or out of range, is said here (a year as a year: `--season`'s value).
fn reason(w: &Words, error: &clap::Error, arg: &str) -> String {
    use std::error::Error as _;
    let text = error.source().map(ToString::to_string).unwrap_or_default();
    if let Some(kind) = integer_refusal(&text) {
        return match kind {
            std::num::IntErrorKind::PosOverflow => t!(w, "cli-error-number-too-large"),
            std::num::IntErrorKind::NegOverflow => t!(w, "cli-error-not-negative"),
            _ if arg.split_whitespace().next() == Some("--season") => {
                t!(w, "cli-error-not-a-year")
            }
            _ => t!(w, "cli-error-not-a-number"),
        };
    }
    if let Some((_, range)) = text.split_once(" is not in ")
        && let Some((low, high)) = range.split_once("..=")
    {
        return t!(w, "cli-error-range", low = low.trim(), high = high.trim());
    }
    text
}

/// The kind of integer refusal whose reason reads `text`, if it is one: clap's number parsers
/// give the standard library's reason, which says its kind in words of its own, so the text is
/// compared with the reason of each kind as the standard library writes it here.
fn integer_refusal(text: &str) -> Option<std::num::IntErrorKind> {
    ["", "x", "999", "-999"]
        .into_iter()
        .filter_map(|probe| probe.parse::<i8>().err())
        .find(|refused| refused.to_string() == text)
        .map(|refused| *refused.kind())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_refused_by_clap_is_known_by_its_reason_and_our_own_reasons_are_not_numbers() {
        use std::num::IntErrorKind;
        let reason = |refused: std::num::ParseIntError| integer_refusal(&refused.to_string());
        assert_eq!(
            reason("abc".parse::<u32>().unwrap_err()),
            Some(IntErrorKind::InvalidDigit)
        );
        assert_eq!(
            reason("-3".parse::<u16>().unwrap_err()),
            Some(IntErrorKind::InvalidDigit)
        );
        assert_eq!(
            reason("99999999999".parse::<u32>().unwrap_err()),
            Some(IntErrorKind::PosOverflow)
        );
        assert_eq!(
            reason("-99999999999".parse::<i32>().unwrap_err()),
            Some(IntErrorKind::NegOverflow)
        );
        assert_eq!(integer_refusal("use 4, 3-4 or 4-5"), None);
        assert_eq!(integer_refusal("5000 is not in 1..=1000"), None);
    }

    fn dutch() -> Words {
        words(Lang::Nl).expect("Dutch has a command line of its own")
    }

    /// Every message id of the Dutch command line's resource.
    fn ids() -> Vec<String> {
        include_str!("../engine/words/cli-nl.ftl")
            .lines()
            .filter(|line| line.starts_with(|c: char| c.is_ascii_alphabetic()))
            .filter_map(|line| line.split_once(" =").map(|(id, _)| id.trim().to_string()))
            .collect()
    }

    #[test]
    fn every_command_and_argument_has_its_words_and_every_word_is_used() {
        let w = dutch();
        let mut used = Vec::new();
        fn walk(cmd: &Command, path: &str, w: &Words, used: &mut Vec<String>) {
            let about = key(path, "-about");
            assert!(w.has(&about), "{about} is missing");
            used.push(about);
            for suffix in ["-long-about", "-after"] {
                used.push(key(path, suffix));
            }
            for arg in cmd.get_arguments() {
                let own = key(path, &format!("--{}", arg.get_id()));
                let shared = format!("cli--{}", arg.get_id());
                assert!(
                    w.has(&own) || w.has(&shared),
                    "neither {own} nor {shared} is there"
                );
                used.push(if w.has(&own) { own } else { shared });
                for name in arg.get_value_names().into_iter().flatten() {
                    used.push(value_key(name.as_str()));
                }
            }
            for sub in cmd.get_subcommands() {
                let below = if path.is_empty() {
                    sub.get_name().to_string()
                } else {
                    format!("{path}-{}", sub.get_name())
                };
                walk(sub, &below, w, used);
            }
        }
        let mut cmd = command(&w);
        cmd.build();
        walk(&Cli::command(), "", &w, &mut used);
        walk(&cmd, "", &w, &mut used);
        let code = include_str!("localized.rs");
        for id in ids() {
            assert!(
                used.contains(&id) || code.contains(&format!("\"{id}\"")),
                "{id} is in cli-nl.ftl but nothing uses it"
            );
        }
    }

    #[test]
    fn every_placeholder_is_said_in_dutch() {
        let w = dutch();
        for name in [
            "NAME|PATH",
            "add|subtract",
            "S|H|D|C",
            "FROM>TO:N",
            "NAME=CARDS",
        ] {
            assert!(w.has(&value_key(name)), "{name}");
        }
        assert_eq!(value_key("FROM>TO:N"), "cli-value-FROM-TO-N");
        assert_eq!(t!(w, "cli-value-S-H-D-C"), "S|H|R|K");
    }

    #[test]
    fn a_dutch_pass_word_is_offered_and_any_pass_word_taken() {
        assert_eq!(
            use_words(Lang::Nl, &vocab::pass_words(Lang::Nl)),
            "gebruik links, rechts, overkant, niet, twee-links, twee-rechts, rondom of midden"
        );
        let cli = parse(
            &dutch(),
            ["hartenjagen", "record", "--pass", "left", "Ann=SV"]
                .map(OsString::from)
                .to_vec(),
        )
        .expect("an English pass word is a pass word too");
        assert!(matches!(
            cli.command,
            Some(super::super::Command::Record(_))
        ));
    }
}
