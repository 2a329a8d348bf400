//! Talking to the table during `play`: every question goes through [`Prompter`], so the whole
//! flow runs the same with dialoguer at a real terminal and with [`Scripted`] answers in tests.

use anyhow::{Context, Result, bail};
use std::collections::VecDeque;

/// The questions `play` asks and the things it says.
pub trait Prompter {
    /// Shows text to the table (a banner, a table, an explanation).
    fn say(&mut self, text: &str);
    /// Asks for one line; `initial` is put in the line ready to be edited.
    fn ask(&mut self, prompt: &str, initial: &str) -> Result<String>;
    /// Asks to pick one of `items`; returns its index.
    fn choose(&mut self, prompt: &str, items: &[String], default: usize) -> Result<usize>;
    /// Asks yes or no; Enter alone is yes.
    fn confirm(&mut self, prompt: &str) -> Result<bool>;
}

/// Stops `play` at once after Ctrl-C, with exit status 130. Nothing is lost: every confirmed
/// hand was saved before the next prompt. Safe to call from the signal thread and the main
/// thread at the same time; the message is printed once.
pub fn stop_after_ctrl_c() -> ! {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let _ = console::Term::stderr().show_cursor();
        eprintln!("\nStopped. Every confirmed hand is saved; `hartenjagen play` picks up where you left off.");
    });
    std::process::exit(130)
}

/// A prompt's answer, or Ctrl-C.
fn answered<T>(result: dialoguer::Result<T>) -> Result<T> {
    match result {
        Ok(value) => Ok(value),
        Err(dialoguer::Error::IO(e)) if e.kind() == std::io::ErrorKind::Interrupted => {
            stop_after_ctrl_c()
        }
        Err(e) => Err(e).context("cannot read from the terminal"),
    }
}

/// The real thing: dialoguer prompts on the terminal, with colour only where it belongs.
pub struct Terminal {
    theme: Box<dyn dialoguer::theme::Theme>,
}

impl Terminal {
    /// Prompts for a terminal; plain when `colour` is false (NO_COLOR, or not a terminal).
    pub fn new(colour: bool) -> Terminal {
        console::set_colors_enabled(colour);
        console::set_colors_enabled_stderr(colour);
        let theme: Box<dyn dialoguer::theme::Theme> = if colour {
            Box::new(dialoguer::theme::ColorfulTheme::default())
        } else {
            Box::new(dialoguer::theme::SimpleTheme)
        };
        Terminal { theme }
    }
}

impl Prompter for Terminal {
    fn say(&mut self, text: &str) {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        // A vanished reader is no reason to stop keeping score.
        let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
    }

    fn ask(&mut self, prompt: &str, initial: &str) -> Result<String> {
        answered(
            dialoguer::Input::<String>::with_theme(self.theme.as_ref())
                .with_prompt(prompt)
                .with_initial_text(initial)
                .allow_empty(true)
                .interact_text(),
        )
    }

    fn choose(&mut self, prompt: &str, items: &[String], default: usize) -> Result<usize> {
        answered(
            dialoguer::Select::with_theme(self.theme.as_ref())
                .with_prompt(prompt)
                .items(items)
                .default(default)
                .interact(),
        )
    }

    fn confirm(&mut self, prompt: &str) -> Result<bool> {
        answered(
            dialoguer::Confirm::with_theme(self.theme.as_ref())
                .with_prompt(prompt)
                .default(true)
                .wait_for_newline(true)
                .interact(),
        )
    }
}

/// One scripted answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// A typed line.
    Line(String),
    /// The index of a choice.
    Pick(usize),
    /// Yes or no.
    Yes(bool),
}

/// Answers read from a list, for tests; records everything said and asked.
#[derive(Debug, Default)]
pub struct Scripted {
    answers: VecDeque<Answer>,
    /// Everything shown and asked, in order.
    pub transcript: Vec<String>,
}

impl Scripted {
    /// A prompter that gives these answers in order.
    pub fn new(answers: impl IntoIterator<Item = Answer>) -> Scripted {
        Scripted {
            answers: answers.into_iter().collect(),
            transcript: Vec::new(),
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

impl Prompter for Scripted {
    fn say(&mut self, text: &str) {
        self.transcript.push(text.to_string());
    }

    fn ask(&mut self, prompt: &str, _initial: &str) -> Result<String> {
        self.transcript.push(format!("? {prompt}"));
        match self.next(prompt)? {
            Answer::Line(line) => Ok(line),
            other => bail!("expected a line for {prompt:?}, the script has {other:?}"),
        }
    }

    fn choose(&mut self, prompt: &str, items: &[String], _default: usize) -> Result<usize> {
        self.transcript
            .push(format!("? {prompt} [{}]", items.join(" | ")));
        match self.next(prompt)? {
            Answer::Pick(index) if index < items.len() => Ok(index),
            other => bail!("expected a choice for {prompt:?}, the script has {other:?}"),
        }
    }

    fn confirm(&mut self, prompt: &str) -> Result<bool> {
        self.transcript.push(format!("? {prompt}"));
        match self.next(prompt)? {
            Answer::Yes(yes) => Ok(yes),
            other => bail!("expected yes or no for {prompt:?}, the script has {other:?}"),
        }
    }
}
