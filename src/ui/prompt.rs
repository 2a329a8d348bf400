//! Talking to the table during `play`: every question goes through [`Prompter`], so the whole
//! flow runs the same with dialoguer at a real terminal and with [`Scripted`] answers in tests.

#[cfg(test)]
use anyhow::bail;
use anyhow::{Context, Result};
#[cfg(test)]
use std::collections::VecDeque;

/// The questions `play` asks and the things it says.
pub trait Prompter {
    /// Shows text to the table (a banner, a table, an explanation).
    fn say(&mut self, text: &str);
    /// Says why the line just answered was refused (`text`); the answer left on the screen
    /// no longer reads as accepted (its ✔ becomes a ✘).
    fn say_refused(&mut self, text: &str) {
        self.say(text);
    }
    /// Asks for one line; `initial` is put in the line ready to be edited.
    fn ask(&mut self, prompt: &str, initial: &str) -> Result<String>;
    /// Asks for one line that may be left: Esc on an empty box gives `None`. ↑ and ↓ bring
    /// back the lines of `recall` (earlier tables), which are offered, never chosen by typing.
    fn ask_or_leave(
        &mut self,
        prompt: &str,
        initial: &str,
        recall: &[String],
    ) -> Result<Option<String>>;
    /// Asks for one line again after `refused` was refused: the refused text stands in the
    /// box, and the first printable key (or a paste) replaces it; a key that moves or deletes
    /// edits it.
    fn ask_again(&mut self, prompt: &str, refused: &str) -> Result<String> {
        self.ask(prompt, refused)
    }
    /// [`Prompter::ask_or_leave`] again after `refused` was refused, as [`Prompter::ask_again`].
    fn ask_or_leave_again(
        &mut self,
        prompt: &str,
        refused: &str,
        recall: &[String],
    ) -> Result<Option<String>> {
        self.ask_or_leave(prompt, refused, recall)
    }
    /// Asks yes or no, where the answer must follow the question: keys typed before it is
    /// drawn (one Enter too many for the last player) are dropped. Enter alone gives `default`.
    fn confirm_fresh(&mut self, prompt: &str, default: bool) -> Result<bool> {
        self.confirm(prompt, default)
    }
    /// Asks to pick one of a few `items` with the arrow keys (typing filters them; no key but
    /// Enter picks); returns its index.
    fn choose(&mut self, prompt: &str, items: &[String], default: usize) -> Result<usize>;
    /// Asks to pick one of many `items`; typing filters the list. Returns its index.
    fn search(&mut self, prompt: &str, items: &[String], default: usize) -> Result<usize>;
    /// Asks yes or no; Enter alone gives `default`.
    fn confirm(&mut self, prompt: &str, default: bool) -> Result<bool>;
    /// How many columns a line may take (`None`: no limit).
    fn width(&self) -> Option<usize>;
}

/// Whether a match is on disk yet, for the Ctrl-C message: before the first save there is
/// nothing to keep.
static MATCH_ON_DISK: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Notes that the match being played is saved on disk (Ctrl-C then says it is kept).
pub fn match_on_disk() {
    MATCH_ON_DISK.store(true, std::sync::atomic::Ordering::SeqCst);
}

/// Stops `play` at once after Ctrl-C, with exit status 130. Nothing is lost: every confirmed
/// hand was saved before the next prompt. Safe to call from the signal thread and the main
/// thread at the same time; the message is printed once.
pub fn stop_after_ctrl_c(lang: crate::words::Lang) -> ! {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let _ = console::Term::stderr().show_cursor();
        let w = crate::words::Words::new(lang);
        let said = if MATCH_ON_DISK.load(std::sync::atomic::Ordering::SeqCst) {
            crate::t!(w, "stopped")
        } else {
            crate::t!(w, "stopped-before")
        };
        // At spaces, as every sentence at the table wraps.
        let (_, columns) = console::Term::stderr().size();
        let columns = usize::from(columns).max(20);
        eprint!("\n{}", crate::ui::text::wrap(&said, Some(columns)));
    });
    std::process::exit(130)
}

/// A prompt's answer, or Ctrl-C (said in `lang`); `cannot_read` says a failure to read the
/// terminal.
fn answered<T>(
    result: dialoguer::Result<T>,
    lang: crate::words::Lang,
    cannot_read: &str,
) -> Result<T> {
    match result {
        Ok(value) => Ok(value),
        Err(dialoguer::Error::IO(e)) if e.kind() == std::io::ErrorKind::Interrupted => {
            stop_after_ctrl_c(lang)
        }
        Err(e) => Err(e).context(cannot_read.to_string()),
    }
}

/// How yes and no are asked and answered in the table's language.
struct YesNo {
    /// "[Y/n]" and "[y/N]".
    hints: (String, String),
    /// Answers meaning yes, and no (lower case; the English ones are always among them).
    yes: Vec<String>,
    no: Vec<String>,
    /// What a wrong answer is told.
    retry: String,
}

/// The real thing: dialoguer prompts on the terminal, with colour only where it belongs.
pub struct Terminal {
    theme: Box<dyn dialoguer::theme::Theme>,
    yes_no: YesNo,
    /// The table's language (Ctrl-C's message).
    lang: crate::words::Lang,
    /// "cannot read from the terminal", in the table's language.
    cannot_read: String,
    /// Whether colour (and the ✔ of an answer) is shown.
    colour: bool,
    /// The answer just left on the screen, as it reads when refused, and the rows it takes:
    /// only until anything else is shown.
    answered: Option<(String, usize)>,
}

impl Terminal {
    /// Prompts for a terminal; plain when `colour` is false (NO_COLOR, or not a terminal);
    /// yes and no in the words of `w`.
    pub fn new(colour: bool, w: &crate::words::Words) -> Terminal {
        console::set_colors_enabled(colour);
        console::set_colors_enabled_stderr(colour);
        let theme: Box<dyn dialoguer::theme::Theme> = if colour {
            Box::new(dialoguer::theme::ColorfulTheme::default())
        } else {
            Box::new(dialoguer::theme::SimpleTheme)
        };
        let words = crate::words::vocab::Vocabulary::new(w.lang());
        Terminal {
            theme,
            yes_no: YesNo {
                hints: (
                    w.get("confirm-hint-yes", &[]),
                    w.get("confirm-hint-no", &[]),
                ),
                yes: words.yes(),
                no: words.no(),
                retry: w.get("confirm-retry", &[]),
            },
            lang: w.lang(),
            cannot_read: w.get("read-terminal", &[]),
            colour,
            answered: None,
        }
    }
}

/// An answer left on the screen as it reads once refused: the colourful theme's ✔ becomes a
/// red ✘; the plain theme has no mark ("Bob: QD 6").
fn refused_answer(colour: bool, prompt: &str, text: &str) -> String {
    use dialoguer::theme::{ColorfulTheme, SimpleTheme, Theme};
    let mut line = String::new();
    let _ = if colour {
        let theme = ColorfulTheme::default();
        ColorfulTheme {
            success_prefix: theme.error_prefix.clone(),
            ..theme
        }
        .format_input_prompt_selection(&mut line, prompt, text)
    } else {
        SimpleTheme.format_input_prompt_selection(&mut line, prompt, text)
    };
    line
}

impl Prompter for Terminal {
    fn say(&mut self, text: &str) {
        use std::io::Write;
        self.answered = None;
        // Sentences wrap at spaces; tables and charts are already made to fit.
        let text = crate::ui::text::wrap(text, self.width());
        let mut out = std::io::stdout().lock();
        // A vanished reader is no reason to stop keeping score.
        let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
    }

    fn say_refused(&mut self, text: &str) {
        if let Some((refused, rows)) = self.answered.take() {
            // Up over the answer just left, and the same answer again, marked refused.
            let _ = console::Term::stderr()
                .write_str(&format!("\x1b[{rows}A\r\x1b[J{refused}\n"))
                .and_then(|()| console::Term::stderr().flush());
        }
        self.say(text);
    }

    fn ask(&mut self, prompt: &str, initial: &str) -> Result<String> {
        let line = crate::ui::line::Line::new(initial, &[], false);
        Ok(self.line(prompt, line)?.unwrap_or_default())
    }

    fn ask_or_leave(
        &mut self,
        prompt: &str,
        initial: &str,
        recall: &[String],
    ) -> Result<Option<String>> {
        self.line(prompt, crate::ui::line::Line::new(initial, recall, true))
    }

    fn ask_again(&mut self, prompt: &str, refused: &str) -> Result<String> {
        let line = crate::ui::line::Line::refused(refused, &[], false);
        Ok(self.line(prompt, line)?.unwrap_or_default())
    }

    fn ask_or_leave_again(
        &mut self,
        prompt: &str,
        refused: &str,
        recall: &[String],
    ) -> Result<Option<String>> {
        self.line(
            prompt,
            crate::ui::line::Line::refused(refused, recall, true),
        )
    }

    fn confirm_fresh(&mut self, prompt: &str, default: bool) -> Result<bool> {
        crate::store::platform::drop_typed_ahead();
        self.confirm(prompt, default)
    }

    fn choose(&mut self, prompt: &str, items: &[String], default: usize) -> Result<usize> {
        // Not dialoguer's Select: it picks on the space bar and moves on j and k, so names
        // typed ahead ("Tom, Kim, …") would answer it. Here letters and spaces only filter.
        self.search(prompt, items, default)
    }

    fn search(&mut self, prompt: &str, items: &[String], default: usize) -> Result<usize> {
        self.answered = None;
        let fitted = fit_items(items, self.width());
        let picked = answered(
            dialoguer::FuzzySelect::with_theme(self.theme.as_ref())
                .with_prompt(prompt)
                .items(&fitted)
                .default(default)
                .max_length(list_rows())
                .report(false)
                .interact(),
            self.lang,
            &self.cannot_read,
        )?;
        self.report(prompt, &items[picked]);
        Ok(picked)
    }

    fn confirm(&mut self, prompt: &str, default: bool) -> Result<bool> {
        // A line, not dialoguer's y/n keys: a Dutch table answers j or ja.
        let hint = if default {
            &self.yes_no.hints.0
        } else {
            &self.yes_no.hints.1
        };
        let question = format!("{prompt} {hint}");
        loop {
            let answer = self.ask(&question, "")?;
            let answer = answer.trim().to_lowercase();
            if answer.is_empty() {
                return Ok(default);
            }
            if self.yes_no.yes.contains(&answer) {
                return Ok(true);
            }
            if self.yes_no.no.contains(&answer) {
                return Ok(false);
            }
            self.say(&format!("{}\n", self.yes_no.retry));
        }
    }

    fn width(&self) -> Option<usize> {
        let (_, columns) = console::Term::stderr().size();
        Some(usize::from(columns).max(20))
    }
}

impl Terminal {
    /// One line typed in the box of [`crate::ui::line`], starting as `line`; a prompt wider
    /// than the screen wraps at spaces. `None` when it was left with Esc (where it may be).
    fn line(&mut self, prompt: &str, line: crate::ui::line::Line) -> Result<Option<String>> {
        let term = console::Term::stderr();
        let columns = self.width().unwrap_or(80);
        let fold = |text: &str, room: usize| {
            crate::ui::text::wrap(text, Some(room.max(20)))
                .trim_end_matches('\n')
                .to_string()
        };
        let shown = fold(prompt, columns.saturating_sub(3));
        let mut head = String::new();
        self.theme
            .format_input_prompt(&mut head, &shown, None)
            .context(self.cannot_read.clone())?;
        self.answered = None;
        let theme = self.theme.as_ref();
        let report = |text: &str| {
            let mut line = String::new();
            let _ = theme.format_input_prompt_selection(&mut line, &shown, text);
            fold(&line, columns.saturating_sub(1))
        };
        match crate::ui::line::read(&term, &head, line, report) {
            Ok(Some(text)) => {
                let refused = fold(
                    &refused_answer(self.colour, &shown, &text),
                    columns.saturating_sub(1),
                );
                let rows = refused.lines().count().max(1);
                self.answered = Some((refused, rows));
                Ok(Some(text))
            }
            Ok(text) => Ok(text),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => stop_after_ctrl_c(self.lang),
            Err(e) => Err(e).context(self.cannot_read.clone()),
        }
    }

    /// The line left after a choice: the question (without its hint in brackets) and the
    /// choice, on one line of the screen.
    fn report(&self, prompt: &str, item: &str) {
        let question = prompt.split(" (").next().unwrap_or(prompt);
        let mut line = String::new();
        if self
            .theme
            .format_select_prompt_selection(&mut line, question, item)
            .is_ok()
        {
            let width = self.width().unwrap_or(usize::MAX);
            let _ = console::Term::stderr().write_line(&console::truncate_str(
                &line,
                width.saturating_sub(1),
                "…",
            ));
        }
    }
}

/// How many entries of a list are shown at once: the terminal's height less the question, the
/// line typed and a line of what came before, so the question and the highlighted entry are
/// always on screen.
fn list_rows() -> usize {
    let (rows, _) = console::Term::stderr().size();
    usize::from(rows).saturating_sub(4).max(3)
}

/// Each item cut to one line of the screen (less the two columns of the selection mark), so
/// that redrawing the list never scrolls the screen.
fn fit_items(items: &[String], width: Option<usize>) -> Vec<String> {
    items
        .iter()
        .map(|item| match width {
            Some(width) => console::truncate_str(item, width.saturating_sub(3), "…").into_owned(),
            None => item.clone(),
        })
        .collect()
}

/// One scripted answer.
#[cfg(test)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// A typed line.
    Line(String),
    /// The index of a choice.
    Pick(usize),
    /// Yes or no.
    Yes(bool),
    /// Enter alone: the default choice, or the text already in the box.
    Enter,
    /// Esc on an empty box: the question is left (where it may be).
    Escape,
}

/// Answers read from a list, for tests; records everything said and asked.
#[cfg(test)]
#[derive(Debug, Default)]
pub struct Scripted {
    answers: VecDeque<Answer>,
    /// Everything shown and asked, in order.
    pub transcript: Vec<String>,
    /// The screen width it pretends to have (80 unless changed).
    pub columns: Option<usize>,
}

#[cfg(test)]
impl Scripted {
    /// A prompter that gives these answers in order.
    pub fn new(answers: impl IntoIterator<Item = Answer>) -> Scripted {
        Scripted {
            answers: answers.into_iter().collect(),
            transcript: Vec::new(),
            columns: Some(80),
        }
    }

    /// Everything shown and asked, as one text.
    pub fn text(&self) -> String {
        self.transcript.join("\n")
    }

    fn next(&mut self, asked: &str) -> Result<Answer> {
        match self.answers.pop_front() {
            Some(answer) => Ok(answer),
            None => bail!("the script has no answer for: {asked}"),
        }
    }
}

#[cfg(test)]
impl Prompter for Scripted {
    fn say(&mut self, text: &str) {
        self.transcript.push(text.to_string());
    }

    fn ask(&mut self, prompt: &str, initial: &str) -> Result<String> {
        if initial.is_empty() {
            self.transcript.push(format!("? {prompt}"));
        } else {
            self.transcript.push(format!("? {prompt} [{initial}]"));
        }
        match self.next(prompt)? {
            Answer::Line(line) => Ok(line),
            // Enter on a box that holds text keeps that text.
            Answer::Enter => Ok(initial.to_string()),
            other => bail!("expected a line for {prompt:?}, the script has {other:?}"),
        }
    }

    fn choose(&mut self, prompt: &str, items: &[String], default: usize) -> Result<usize> {
        self.transcript
            .push(format!("? {prompt} [{}]", items.join(" | ")));
        match self.next(prompt)? {
            Answer::Pick(index) if index < items.len() => Ok(index),
            Answer::Enter => Ok(default),
            other => bail!("expected a choice for {prompt:?}, the script has {other:?}"),
        }
    }

    fn search(&mut self, prompt: &str, items: &[String], default: usize) -> Result<usize> {
        self.choose(prompt, items, default)
    }

    fn ask_or_leave(
        &mut self,
        prompt: &str,
        initial: &str,
        recall: &[String],
    ) -> Result<Option<String>> {
        if initial.is_empty() {
            self.transcript.push(format!("? {prompt}"));
        } else {
            self.transcript.push(format!("? {prompt} [{initial}]"));
        }
        if !recall.is_empty() {
            self.transcript
                .push(format!("  (↑ {})", recall.join(" | ")));
        }
        match self.next(prompt)? {
            Answer::Line(line) => Ok(Some(line)),
            Answer::Enter => Ok(Some(initial.to_string())),
            Answer::Escape => Ok(None),
            other => bail!("expected a line for {prompt:?}, the script has {other:?}"),
        }
    }

    fn confirm(&mut self, prompt: &str, default: bool) -> Result<bool> {
        let hint = if default { "[Y/n]" } else { "[y/N]" };
        self.transcript.push(format!("? {prompt} {hint}"));
        match self.next(prompt)? {
            Answer::Yes(yes) => Ok(yes),
            Answer::Enter => Ok(default),
            other => bail!("expected yes or no for {prompt:?}, the script has {other:?}"),
        }
    }

    fn width(&self) -> Option<usize> {
        self.columns
    }
}

#[cfg(test)]
mod tests {
    use super::refused_answer;

    #[test]
    fn a_refused_answer_is_left_with_a_cross_not_a_tick() {
        // C1: "✔ Bob · QD 6" followed by its refusal read as accepted.
        let colourful = console::strip_ansi_codes(&refused_answer(true, "Bob", "QD 6")).to_string();
        assert!(colourful.starts_with("✘ Bob"), "{colourful}");
        assert!(colourful.ends_with("QD 6"), "{colourful}");
        assert!(!colourful.contains('✔'), "{colourful}");
        assert_eq!(refused_answer(false, "Bob", "QD 6"), "Bob: QD 6");
    }
}
