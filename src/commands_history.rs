//! The commands that look back over matches — `history`, `stats`, `export`, `chart` — and the
//! ones generated from the command line itself — `completions` and `man`. Each returns the
//! text to print; `app` prints it.

use crate::cli::{ChartArgs, Cli, ExportArgs, ExportFormat, FileArg, HistoryArgs, StatsArgs};
use crate::store::matchfile::{self, Loaded};
use crate::store::paths;
use crate::store::{files, history};
use crate::t;
use crate::ui::history::{HistoryEntry, StatsFilter, StatsReport, history_text, stats_text};
use crate::ui::{chart, export};
use crate::words::Words;
use anyhow::{Context, Result, bail};
use clap::CommandFactory;

/// `--file`, else the current match.
fn load(file: &FileArg) -> Result<Loaded> {
    let path = match &file.file {
        Some(path) => path.clone(),
        None => matchfile::current_match(&paths::matches_dir()?)?,
    };
    matchfile::load(&path)
}

/// `history [--json]`.
pub fn history(w: &Words, args: &HistoryArgs) -> Result<String> {
    let listed = history::scan(&paths::matches_dir()?)?;
    if args.json {
        let entries: Vec<HistoryEntry> = listed.iter().map(HistoryEntry::new).collect();
        Ok(serde_json::to_string_pretty(&entries)? + "\n")
    } else {
        Ok(history_text(w, &listed))
    }
}

/// `stats [--json] [--player NAME] [--variant NAME]`.
pub fn stats(w: &Words, args: &StatsArgs) -> Result<String> {
    let listed = history::scan(&paths::matches_dir()?)?;
    let filter = StatsFilter {
        player: args.player.clone(),
        variant: args.variant.clone(),
    };
    let report = StatsReport::new(&listed, &filter);
    if args.json {
        Ok(serde_json::to_string_pretty(&report)? + "\n")
    } else {
        Ok(stats_text(w, &report, &filter))
    }
}

/// `export --format csv|json|markdown [--file F]`.
pub fn export(args: &ExportArgs) -> Result<String> {
    let Loaded { game, board } = load(&args.file)?;
    match args.format {
        ExportFormat::Csv => export::csv(&game, &board),
        ExportFormat::Json => export::json(&game, &board),
        ExportFormat::Markdown => Ok(export::markdown(&game, &board)),
    }
}

/// `chart [--file F] [--svg PATH [--force]]`, its legend fitted to `columns`.
pub fn chart(w: &Words, args: &ChartArgs, columns: Option<usize>) -> Result<String> {
    let path = match &args.file.file {
        Some(path) => path.clone(),
        None => matchfile::current_match(&paths::matches_dir()?)?,
    };
    let Loaded { game, board } = matchfile::load(&path)?;
    let mut out = chart::terminal_chart(w, &game, &board, columns);
    if let Some(svg_path) = &args.svg {
        check_chart_path(w, svg_path, &path, args.force)?;
        let svg = chart::svg(&game, &board)?;
        files::write_atomically(svg_path, svg.as_bytes(), || Ok(()))
            .with_context(|| t!(w, "write-chart", path = svg_path.display().to_string()))?;
        out.push_str(&format!(
            "{}\n",
            crate::t!(w, "chart-written", file = svg_path.display().to_string())
        ));
    }
    Ok(out)
}

/// A chart may go anywhere but over a match: not over the match charted, not into the matches
/// folder, not over any file that is a match; and over another existing file only with
/// `--force`.
fn check_chart_path(
    w: &Words,
    svg: &std::path::Path,
    charted: &std::path::Path,
    force: bool,
) -> Result<()> {
    let target = files::target(svg);
    let folder = |p: &std::path::Path| {
        p.parent()
            .filter(|d| !d.as_os_str().is_empty())
            .map_or_else(|| files::target(std::path::Path::new(".")), files::target)
    };
    let matches = files::target(&paths::matches_dir()?);
    if target == files::target(charted) {
        bail!(t!(
            w,
            "chart-match-itself",
            path = svg.display().to_string()
        ));
    }
    if folder(&target) == matches {
        bail!(t!(w, "chart-in-matches", path = svg.display().to_string()));
    }
    if !files::occupied(svg) {
        return Ok(());
    }
    if files::read_text(svg, "what-file").is_ok_and(|text| {
        text.starts_with(matchfile::HEADER) || matchfile::parse("", &text).is_ok()
    }) {
        bail!(t!(w, "chart-over-match", path = svg.display().to_string()));
    }
    if !force {
        bail!(t!(w, "chart-exists", path = svg.display().to_string()));
    }
    files::check_writable(&target)
}

/// `completions SHELL`: the completion script, generated from the command-line definition.
pub fn completions(shell: clap_complete::Shell) -> Result<String> {
    let mut command = Cli::command();
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut command, "hartenjagen", &mut script);
    String::from_utf8(script).context("the completion script is not UTF-8")
}

/// `man`: the manual page in roff, generated from the command-line definition: the usual
/// sections, then one section per command with its full help.
pub fn man() -> Result<String> {
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
    Ok(page)
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
        let page = man().unwrap();
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
    fn completions_cover_the_new_commands() {
        let script = completions(clap_complete::Shell::Bash).unwrap();
        assert!(script.contains("hartenjagen__stats") || script.contains("stats"));
        assert!(script.contains("--format"));
    }
}
