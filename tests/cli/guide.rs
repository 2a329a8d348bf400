//! The user guide cannot go stale: every ```` ```console ```` block of README.md and docs/*.md
//! is run, and what the program prints is compared with what the block shows.
//!
//! How a block is read:
//! - A line starting with `$ ` is a command, split as a shell splits it (quotes, `#` comments).
//!   It runs `hartenjagen`, the binary under test; `NAME=VALUE` words before it set the
//!   environment of that command only. `$ export NAME=VALUE` sets it for the rest of the file;
//!   `export HARTENJAGEN_HOME=DIR` sets nothing but says that DIR, in what the blocks show,
//!   is the scratch data folder. Pipes and redirections are not run: such a block is ```` ```sh ````.
//! - The lines up to the next command are what it prints: its standard output, then its
//!   standard error, as a person sees them at a terminal. Trailing spaces and trailing empty
//!   lines do not count. A line `…` alone stands for any number of lines (a long output cut short).
//! - A command exits 0, or 1 or 2 with its reason on standard error; a panic (101) or a
//!   signal fails the block whatever it printed.
//! - A block whose info string holds `file=NAME` (```` ```csv file=sheet.csv ````) is not run:
//!   its text is written to NAME in the scratch folder, for the commands after it.
//! - Every file's blocks run in order in one scratch data folder of their own (the working
//!   folder and `HARTENJAGEN_HOME`), so a chapter can build a match step by step; the
//!   language and the width are fixed (no `LANG`, `LC_*`, `HARTENJAGEN_LANG`, `COLUMNS`).
//!
//! Blocks that cannot run (`serve`, which does not exit; `cargo`; a shell's start-up lines)
//! are fenced ```` ```sh ```` or ```` ```text ````: only `console` is run.
//!
//! The filters, applied to the program's output and to the block's text alike, in this order:
//! the scratch folder (and the `HARTENJAGEN_HOME` a block exports) becomes `[HOME]`; then the
//! patterns of [`FILTERS`]: a match file's time stamp, dates, clock times, keys.

use regex::Regex;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// What the filters replace, in order: (why, pattern, stands for).
const FILTERS: &[(&str, &str, &str)] = &[
    (
        "a match file's name stamp: when `new` made it (and `-2` for the second in a second)",
        r"\d{4}-\d{2}-\d{2}_\d{6}(-\d+)?",
        "[STAMP]",
    ),
    (
        "a date: today, or when a match started",
        r"\d{4}-\d{2}-\d{2}",
        "[DATE]",
    ),
    ("a clock time", r"\b\d{1,2}:\d{2}(:\d{2})?\b", "[TIME]"),
    (
        "a key: random per match file or evening, often cut short in the guide (`3f9c…`)",
        r"key=[0-9A-Za-z_-]+…?",
        "key=[KEY]",
    ),
];

/// The top folder of the project (README.md, docs/).
fn top() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// README.md and every docs/*.md, by their path from the top folder.
fn guide_files() -> Vec<String> {
    let mut files = vec!["README.md".to_string()];
    let mut chapters: Vec<String> = fs::read_dir(top().join("docs"))
        .expect("docs/ is there")
        .map(|entry| entry.expect("docs/ can be listed").file_name())
        .map(|name| name.to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".md"))
        .map(|name| format!("docs/{name}"))
        .collect();
    chapters.sort();
    files.extend(chapters);
    files
}

/// A fenced block of a Markdown file.
#[derive(Debug)]
struct Block {
    /// The info string after the fence (`console`, `csv file=sheet.csv`).
    info: String,
    /// The line of the opening fence (1 on the first line).
    line: usize,
    /// The block's lines, without the fence's indentation.
    lines: Vec<String>,
}

/// The fenced blocks of a Markdown text, in order; a fence may be indented (in a list).
fn blocks(text: &str) -> Vec<Block> {
    let mut found = Vec::new();
    let mut open: Option<(usize, Block)> = None;
    for (index, line) in text.lines().enumerate() {
        let indent = line.len() - line.trim_start().len();
        let trimmed = line.trim_start();
        match &mut open {
            None => {
                if let Some(info) = trimmed.strip_prefix("```") {
                    let block = Block {
                        info: info.trim().to_string(),
                        line: index + 1,
                        lines: Vec::new(),
                    };
                    open = Some((indent, block));
                }
            }
            Some((fence_indent, block)) => {
                if trimmed.trim_end() == "```" {
                    found.push(open.take().expect("a block is open").1);
                } else {
                    let cut = indent.min(*fence_indent);
                    block.lines.push(line[cut..].to_string());
                }
            }
        }
    }
    found
}

/// The filters of this module's documentation, for one scratch folder.
struct Filters {
    homes: Vec<String>,
    patterns: Vec<(Regex, &'static str)>,
}

impl Filters {
    fn new(home: &Path) -> Filters {
        let mut homes = vec![home.display().to_string()];
        if let Ok(canonical) = home.canonicalize() {
            homes.push(canonical.display().to_string());
        }
        let patterns = FILTERS
            .iter()
            .map(|(_, pattern, stands_for)| {
                (
                    Regex::new(pattern).expect("a filter is a regex"),
                    *stands_for,
                )
            })
            .collect();
        Filters { homes, patterns }
    }

    fn apply(&self, text: &str) -> String {
        let mut text = text.to_string();
        // The longest first, so that a folder inside another is replaced whole.
        let mut homes = self.homes.clone();
        homes.sort_by_key(|home| std::cmp::Reverse(home.len()));
        for home in &homes {
            text = text.replace(home.as_str(), "[HOME]");
        }
        for (pattern, stands_for) in &self.patterns {
            text = pattern.replace_all(&text, *stands_for).into_owned();
        }
        text
    }
}

/// Lines as compared: trailing spaces and trailing empty lines left out.
fn compared_lines(text: &str) -> Vec<String> {
    let mut lines: Vec<String> = text.lines().map(|l| l.trim_end().to_string()).collect();
    while lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    lines
}

/// Whether `actual` is what `expected` shows, a line `…` standing for any lines.
fn lines_match(expected: &[String], actual: &[String]) -> bool {
    match expected.split_first() {
        None => actual.is_empty(),
        Some((first, rest)) if first == "…" => {
            (0..=actual.len()).any(|skip| lines_match(rest, &actual[skip..]))
        }
        Some((first, rest)) => actual.first() == Some(first) && lines_match(rest, &actual[1..]),
    }
}

/// The first line at which the two differ, counted in `expected` (0-based), where no `…`
/// came before it; else the first line of `expected`.
fn first_difference(expected: &[String], actual: &[String]) -> usize {
    for (index, line) in expected.iter().enumerate() {
        if line == "…" {
            return index + 1;
        }
        if actual.get(index) != Some(line) {
            return index;
        }
    }
    expected.len()
}

/// One command of a block, with the lines it shows.
struct Step {
    /// The command line, without `$ `.
    command: String,
    /// Its line in the file.
    line: usize,
    /// What it shows, with the line in the file of each.
    expected: Vec<(usize, String)>,
}

fn steps(block: &Block) -> Result<Vec<Step>, String> {
    let mut steps: Vec<Step> = Vec::new();
    for (offset, text) in block.lines.iter().enumerate() {
        let line = block.line + 1 + offset;
        if let Some(command) = text.strip_prefix("$ ") {
            steps.push(Step {
                command: command.to_string(),
                line,
                expected: Vec::new(),
            });
        } else if let Some(step) = steps.last_mut() {
            step.expected.push((line, text.clone()));
        } else if !text.trim().is_empty() {
            return Err(format!(
                "line {line}: a console block starts with a command (`$ hartenjagen …`)"
            ));
        }
    }
    Ok(steps)
}

/// Runs the console blocks of one file in a scratch folder; the differences, said.
fn run_file(file: &str) -> Vec<String> {
    let text = fs::read_to_string(top().join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
    let scratch = tempfile::tempdir().expect("a scratch data folder");
    let mut filters = Filters::new(scratch.path());
    let mut exported: BTreeMap<String, String> = BTreeMap::new();
    let mut problems = Vec::new();
    let mut console_number = 0;
    for block in blocks(&text) {
        if let Some(name) = block
            .info
            .split_whitespace()
            .find_map(|word| word.strip_prefix("file="))
        {
            let mut body = block.lines.join("\n");
            body.push('\n');
            fs::write(scratch.path().join(name), body).expect("a block's file is written");
            continue;
        }
        if block.info.split_whitespace().next() != Some("console") {
            continue;
        }
        console_number += 1;
        let at = format!(
            "{file}, console block {console_number} (line {})",
            block.line
        );
        let steps = match steps(&block) {
            Ok(steps) => steps,
            Err(problem) => {
                problems.push(format!("{at}: {problem}"));
                continue;
            }
        };
        for step in steps {
            let at = format!("{at}, `$ {}` (line {})", step.command, step.line);
            match run_step(&step, scratch.path(), &mut filters, &mut exported) {
                Err(problem) => problems.push(format!("{at}: {problem}")),
                Ok(None) => {}
                Ok(Some(actual)) => {
                    let shown: Vec<String> = step.expected.iter().map(|(_, l)| l.clone()).collect();
                    let expected = compared_lines(&filters.apply(&shown.join("\n")));
                    let actual = compared_lines(&filters.apply(&actual));
                    if !lines_match(&expected, &actual) {
                        problems.push(say_difference(&at, &step, &expected, &actual));
                    }
                }
            }
        }
    }
    problems
}

fn say_difference(at: &str, step: &Step, expected: &[String], actual: &[String]) -> String {
    let index = first_difference(expected, actual);
    let file_line = step
        .expected
        .get(index)
        .map(|(line, _)| *line)
        .unwrap_or_else(|| step.expected.last().map_or(step.line, |(line, _)| *line) + 1);
    let mut said = format!(
        "{at}: output line {} (line {file_line} of the file) differs\n  the guide shows:    {}\n  the program prints: {}\n  the program's whole output, filtered:\n",
        index + 1,
        expected.get(index).map_or("(nothing more)", String::as_str),
        actual.get(index).map_or("(nothing more)", String::as_str),
    );
    for line in actual {
        let _ = writeln!(said, "    {line}");
    }
    said
}

/// Runs one command; its output (stdout then stderr), or None for an `export`.
fn run_step(
    step: &Step,
    home: &Path,
    filters: &mut Filters,
    exported: &mut BTreeMap<String, String>,
) -> Result<Option<String>, String> {
    let words = shlex::split(&step.command).ok_or("the command's quotes do not close")?;
    let mut words = words.into_iter().peekable();
    if words.peek().map(String::as_str) == Some("export") {
        words.next();
        for word in words {
            let (name, value) = word
                .split_once('=')
                .ok_or_else(|| format!("`export {word}` sets nothing"))?;
            if name == "HARTENJAGEN_HOME" {
                filters.homes.push(value.to_string());
            } else {
                exported.insert(name.to_string(), value.to_string());
            }
        }
        return Ok(None);
    }
    let mut env = exported.clone();
    let mut program = None;
    let mut args = Vec::new();
    for word in words {
        if program.is_none() {
            if let Some((name, value)) = word.split_once('=')
                && !name.is_empty()
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
            {
                env.insert(name.to_string(), value.to_string());
                continue;
            }
            program = Some(word);
            continue;
        }
        if ["|", ">", ">>", "<", "&&", "||", ";", "2>", "2>&1"].contains(&word.as_str()) {
            return Err(format!(
                "`{word}` is the shell's: a console block runs hartenjagen alone (fence this one ```sh)"
            ));
        }
        args.push(word);
    }
    if program.as_deref() != Some("hartenjagen") {
        return Err(format!(
            "a console block runs `hartenjagen`, not `{}` (fence this one ```sh)",
            program.unwrap_or_default()
        ));
    }
    let mut command = Command::new(env!("CARGO_BIN_EXE_hartenjagen"));
    for name in [
        "LANG",
        "LANGUAGE",
        "LC_ALL",
        "LC_MESSAGES",
        "LC_PAPER",
        "HARTENJAGEN_LANG",
        "COLUMNS",
        "NO_COLOR",
        "COMPLETE",
    ] {
        command.env_remove(name);
    }
    let output = command
        .envs(&env)
        .env("HARTENJAGEN_HOME", home)
        .current_dir(home)
        .args(&args)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run hartenjagen: {e}"))?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    match output.status.code() {
        Some(0) => {}
        Some(1 | 2) if !stderr.trim().is_empty() => {}
        code => {
            return Err(format!(
                "exits {code:?} (a command exits 0, or 1 or 2 saying why)\nstdout:\n{stdout}\nstderr:\n{stderr}"
            ));
        }
    }
    let mut shown = stdout.into_owned();
    if !shown.is_empty() && !shown.ends_with('\n') {
        shown.push('\n');
    }
    shown.push_str(&stderr);
    Ok(Some(shown))
}

#[test]
fn every_console_block_of_the_readme_and_the_guide_prints_what_it_shows() {
    let files = guide_files();
    let problems: Vec<String> = std::thread::scope(|scope| {
        let runs: Vec<_> = files
            .iter()
            .map(|file| scope.spawn(|| run_file(file)))
            .collect();
        runs.into_iter()
            .flat_map(|run| run.join().expect("a file's run does not panic"))
            .collect()
    });
    assert!(
        problems.is_empty(),
        "{} console command(s) of the guide differ from the program (the program is right: \
         mend the guide):\n\n{}",
        problems.len(),
        problems.join("\n\n")
    );
}

#[test]
fn the_guide_runs_console_blocks_in_the_readme_and_in_several_chapters() {
    // The harness itself: a guide whose examples were all fenced otherwise would run nothing.
    let with_console: Vec<String> = guide_files()
        .into_iter()
        .filter(|file| {
            let text = fs::read_to_string(top().join(file)).expect("the file is there");
            blocks(&text).iter().any(|b| b.info == "console")
        })
        .collect();
    assert!(
        with_console.contains(&"README.md".to_string()),
        "{with_console:?}"
    );
    assert!(with_console.len() >= 4, "{with_console:?}");
}

/// The relative links of a Markdown text outside code: (line, target).
fn links(text: &str) -> Vec<(usize, String)> {
    let link = Regex::new(r"\]\(([^()\s]+)\)").expect("the link pattern is a regex");
    let code = Regex::new(r"`[^`]*`").expect("the code pattern is a regex");
    let mut found = Vec::new();
    let mut in_block = false;
    for (index, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            in_block = !in_block;
            continue;
        }
        if in_block {
            continue;
        }
        // A code span may hold a link's text (`[`variants/README.md`](…)`): only its insides go.
        let plain = code.replace_all(line, "`code`");
        for capture in link.captures_iter(&plain) {
            let target = capture[1].to_string();
            if !target.contains("://") && !target.starts_with("mailto:") {
                found.push((index + 1, target));
            }
        }
    }
    found
}

/// The anchors GitHub gives a Markdown file's headings.
fn anchors(text: &str) -> Vec<String> {
    let mut in_block = false;
    let mut found = Vec::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_block = !in_block;
            continue;
        }
        if in_block || !line.starts_with('#') {
            continue;
        }
        let heading = line.trim_start_matches('#').trim().to_lowercase();
        let anchor: String = heading
            .chars()
            .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
            .map(|c| if c == ' ' { '-' } else { c })
            .collect();
        found.push(anchor);
    }
    found
}

#[test]
fn every_relative_link_in_the_readme_and_the_guide_points_to_a_file_that_exists() {
    let mut problems = Vec::new();
    let mut checked = 0;
    for file in guide_files() {
        let text = fs::read_to_string(top().join(&file)).expect("the file is there");
        let folder = top()
            .join(&file)
            .parent()
            .expect("a file is in a folder")
            .to_path_buf();
        for (line, target) in links(&text) {
            checked += 1;
            let (path, anchor) = target.split_once('#').unwrap_or((&target, ""));
            let linked = if path.is_empty() {
                top().join(&file)
            } else {
                folder.join(path)
            };
            if !linked.exists() {
                problems.push(format!(
                    "{file}, line {line}: `{target}`: there is no such file"
                ));
                continue;
            }
            if !anchor.is_empty() && linked.extension().is_some_and(|e| e == "md") {
                let linked_text = fs::read_to_string(&linked).expect("a linked file reads");
                if !anchors(&linked_text).iter().any(|a| a == anchor) {
                    problems.push(format!(
                        "{file}, line {line}: `{target}`: the file has no heading #{anchor}"
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The README and docs/README.md link every chapter: a reader that found no links is broken.
    assert!(checked >= 20, "only {checked} relative links found");
}

#[test]
fn every_chapter_the_guide_names_is_there_and_every_chapter_is_named() {
    let index = fs::read_to_string(top().join("docs/README.md")).expect("docs/README.md is there");
    let named: Vec<String> = links(&index)
        .into_iter()
        .map(|(_, target)| target)
        .filter(|target| !target.contains('/') && target.ends_with(".md"))
        .collect();
    assert!(named.len() >= 8, "docs/README.md names only {named:?}");
    for chapter in &named {
        assert!(
            top().join("docs").join(chapter).is_file(),
            "docs/README.md names docs/{chapter}, which is missing"
        );
    }
    for file in guide_files() {
        if let Some(chapter) = file.strip_prefix("docs/")
            && chapter != "README.md"
        {
            assert!(
                named.iter().any(|n| n == chapter),
                "docs/{chapter} is not named in docs/README.md"
            );
        }
    }
}

#[test]
fn a_block_that_differs_is_said_with_its_file_block_and_line() {
    let block = Block {
        info: "console".into(),
        line: 10,
        lines: vec![
            "$ hartenjagen variants list".into(),
            "hartenjagen is not a game at all".into(),
        ],
    };
    let steps = steps(&block).expect("the block has a command");
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let mut filters = Filters::new(scratch.path());
    let actual = run_step(
        &steps[0],
        scratch.path(),
        &mut filters,
        &mut BTreeMap::new(),
    )
    .expect("variants list runs")
    .expect("it prints");
    let expected = compared_lines(&steps[0].expected[0].1);
    let actual = compared_lines(&filters.apply(&actual));
    assert!(!lines_match(&expected, &actual));
    let said = say_difference(
        "docs/x.md, console block 1 (line 10)",
        &steps[0],
        &expected,
        &actual,
    );
    assert!(
        said.starts_with(
            "docs/x.md, console block 1 (line 10): output line 1 (line 12 of the file) differs"
        ),
        "{said}"
    );
    assert!(
        said.contains("the guide shows:    hartenjagen is not a game at all"),
        "{said}"
    );
}

#[test]
fn the_filters_hide_what_changes_from_run_to_run_and_nothing_else() {
    let filters = Filters::new(Path::new("/tmp/.tmpAbC123"));
    assert_eq!(
        filters.apply("Match file: /tmp/.tmpAbC123/matches/2026-11-22_080329-2_hartenjagen.toml"),
        "Match file: [HOME]/matches/[STAMP]_hartenjagen.toml"
    );
    assert_eq!(
        filters.apply("evening of 2026-09-01, hand 3 at 21:04, http://10.0.0.1:7878/?key=3f9c…"),
        "evening of [DATE], hand 3 at [TIME], http://10.0.0.1:7878/?key=[KEY]"
    );
    assert_eq!(
        filters.apply("Ann 16, Bob 5: to 100"),
        "Ann 16, Bob 5: to 100"
    );
    let dots = ["a".to_string(), "…".to_string(), "d".to_string()];
    let lines: Vec<String> = ["a", "b", "c", "d"].map(String::from).to_vec();
    assert!(lines_match(&dots, &lines));
    assert!(!lines_match(&dots, &lines[..3]));
}
