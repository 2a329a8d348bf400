//! The commands generated from the command line itself: `completions SHELL` and `man`.

use super::Said;
use crate::cli::Cli;
use anyhow::{Context, Result};
use clap::CommandFactory;

/// `completions SHELL`: the shell's registration script, the same `COMPLETE=SHELL
/// hartenjagen` prints; with it the shell asks this binary for candidates as you type.
pub fn completions(shell: clap_complete::Shell) -> Result<Said> {
    Ok(Said(
        crate::cli::complete::registration(shell).context("cannot write the completion script")?,
    ))
}

/// `man`: the manual page in roff, generated from the command-line definition: the usual
/// sections, then one section per command with its full help.
pub fn man() -> Result<Said> {
    // A fixed width, so the page is the same whatever terminal generated it.
    let mut command = Cli::command().term_width(90);
    command.build();
    let mut page = Vec::new();
    clap_mangen::Man::new(command.clone())
        .render(&mut page)
        .context("cannot write the man page")?;
    let mut page = String::from_utf8(page).context("the man page is not UTF-8")?;
    for sub in command.get_subcommands_mut() {
        if sub.is_hide_set() || sub.get_name() == "help" {
            continue;
        }
        let name = sub.get_name().to_uppercase();
        let help = sub.render_long_help().to_string();
        page.push_str(&format!(".SH \"COMMAND: {name}\"\n.nf\n"));
        for line in help.lines() {
            page.push_str(&roff_line(line));
            page.push('\n');
        }
        page.push_str(".fi\n");
    }
    Ok(Said(page))
}

/// A line of text made safe for roff: backslashes escaped, and a leading `.` or `'` (which
/// roff would take for a request) neutralised.
fn roff_line(line: &str) -> String {
    let escaped = line.replace('\\', "\\e").replace('-', "\\-");
    if escaped.starts_with(['.', '\'']) {
        format!("\\&{escaped}")
    } else {
        escaped
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roff_lines_cannot_run_requests() {
        assert_eq!(roff_line(".SH x"), "\\&.SH x");
        assert_eq!(roff_line("a\\b --x"), "a\\eb \\-\\-x");
    }

    #[test]
    fn the_man_page_has_every_command() {
        let page = man().unwrap().0;
        assert!(
            page.starts_with(".ie") || page.contains(".TH hartenjagen"),
            "{page}"
        );
        for command in [
            "HISTORY",
            "STATS",
            "EXPORT",
            "CHART",
            "RECORD",
            "COMPLETIONS",
        ] {
            assert!(page.contains(&format!("COMMAND: {command}")), "{command}");
        }
    }

    #[test]
    fn completions_register_the_binary_for_every_shell() {
        use clap_complete::Shell;
        for shell in [
            Shell::Bash,
            Shell::Zsh,
            Shell::Fish,
            Shell::PowerShell,
            Shell::Elvish,
        ] {
            let script = completions(shell).unwrap().0;
            assert!(script.contains("COMPLETE"), "{shell}: {script}");
            assert!(script.contains("hartenjagen"), "{shell}: {script}");
        }
    }
}
