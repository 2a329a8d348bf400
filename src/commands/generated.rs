//! The commands generated from the command line itself: `completions SHELL` and `man`
//! (the main page on standard output, or `--dir DIR`: every page, one per command).

use super::error::ManError;
use super::{Result, Said};
use crate::cli::Cli;
use crate::t;
use crate::words::Words;
use anyhow::Context;
use clap::CommandFactory;
use std::path::Path;

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
    Ok(Said(main_page(&built())?))
}

/// The command line as the pages describe it, built (every command's display name, such as
/// `hartenjagen-club-draw`, set), at a fixed width, so that the pages are the same whatever
/// terminal generated them.
fn built() -> clap::Command {
    let mut command = Cli::command().term_width(90);
    command.build();
    command
}

/// The main page, `hartenjagen.1`.
fn main_page(command: &clap::Command) -> anyhow::Result<String> {
    let mut command = command.clone();
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
    Ok(page)
}

/// Every page, named as `man` looks for it: `hartenjagen.1` (the page `man` prints), then one
/// per command and command below it (`hartenjagen-record.1`, `hartenjagen-club-draw.1`, the
/// `help` commands' too), each naming the page above it under SEE ALSO; so every page a page
/// names is there.
pub fn man_pages() -> anyhow::Result<Vec<(String, String)>> {
    let command = built();
    let mut pages = vec![("hartenjagen.1".to_string(), main_page(&command)?)];
    below(&command, &mut pages)?;
    Ok(pages)
}

/// The pages of the commands below `parent`, and below them.
fn below(parent: &clap::Command, pages: &mut Vec<(String, String)>) -> anyhow::Result<()> {
    for sub in parent.get_subcommands().filter(|sub| !sub.is_hide_set()) {
        let man = clap_mangen::Man::new(sub.clone())
            .source(format!("hartenjagen {}", env!("CARGO_PKG_VERSION")));
        let mut page = Vec::new();
        if sub.get_name() == "help" {
            // clap's own `help`: its commands are the others' names again, not pages of
            // their own; its page says what it does and takes.
            man.render_title(&mut page)?;
            man.render_name_section(&mut page)?;
            man.render_synopsis_section(&mut page)?;
            man.render_description_section(&mut page)?;
            man.render_options_section(&mut page)?;
        } else {
            man.render(&mut page)?;
        }
        let mut page = String::from_utf8(page).context("a man page is not UTF-8")?;
        let above = parent.get_display_name().unwrap_or(parent.get_name());
        page.push_str(&format!(".SH \"SEE ALSO\"\n.BR {} (1)\n", roff_line(above)));
        pages.push((man.get_filename(), page));
        if sub.get_name() != "help" {
            below(sub, pages)?;
        }
    }
    Ok(())
}

/// `man --dir DIR`: writes every page into DIR (made if missing) and says how many. Every
/// page is written to a hidden folder inside DIR first and moved into place only when all
/// are written, so a refusal or a failure leaves no page half-written, and a folder it made
/// is removed again.
pub fn man_to(w: &Words, dir: &Path) -> Result<Said> {
    let pages = man_pages()?;
    let shown = dir.display().to_string();
    if std::fs::metadata(dir).is_ok_and(|m| !m.is_dir()) {
        return Err(ManError::DirNotFolder(dir.to_path_buf()).into());
    }
    for (name, _) in &pages {
        if std::fs::symlink_metadata(dir.join(name)).is_ok_and(|m| m.is_dir()) {
            return Err(ManError::PageIsFolder {
                dir: dir.to_path_buf(),
                page: name.clone(),
            }
            .into());
        }
    }
    // The first folder of DIR's path that is not there yet: removed again on a failure.
    let made = dir
        .ancestors()
        .take_while(|a| !a.as_os_str().is_empty() && std::fs::symlink_metadata(a).is_err())
        .last()
        .map(Path::to_path_buf);
    let result = write_pages(dir, &pages);
    if result.is_err()
        && let Some(made) = made
    {
        let _ = std::fs::remove_dir_all(made);
    }
    result.map_err(|cause| ManError::CannotWrite {
        dir: dir.to_path_buf(),
        cause,
    })?;
    Ok(Said(format!(
        "{}\n",
        t!(w, "man-written", count = pages.len(), dir = shown.as_str())
    )))
}

/// Writes `pages` into `dir` through a hidden folder inside it.
fn write_pages(dir: &Path, pages: &[(String, String)]) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let staging = tempfile::Builder::new()
        .prefix(".hartenjagen-man.")
        .tempdir_in(dir)?;
    for (name, page) in pages {
        std::fs::write(staging.path().join(name), page)?;
    }
    for (name, _) in pages {
        std::fs::rename(staging.path().join(name), dir.join(name))?;
    }
    staging.close()
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
