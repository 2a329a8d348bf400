//! Typing one hand: the prompts in order (cards out of play in two-pack games, then each
//! player but the last), what has been typed so far, the words that are commands at a prompt,
//! and the walk through the prompts that `back` can step through.

use crate::core::cards::{Card, Suit};
use crate::core::game::{Anew, Hand, HandEdit, HandInput, Match};
use crate::core::scoring::{HandCards, HandError};
use crate::core::tokens::{Token, parse_cards};
use crate::core::variant::PassDir;
use crate::input::{self, Field, InputError, RawBid, RawHand, RawPayment};
use crate::t;
use crate::ui::prompt::Prompter;
use crate::words::Words;
use crate::words::errors::Door;
use crate::words::vocab::{self, CommandWord, Vocabulary};
use anyhow::Result;

/// One prompt of a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// How the hand was passed, where the dealer chooses (Enter: the first choice, left).
    Pass,
    /// Auction Hearts: the high bid, or everyone passed.
    Bid,
    /// Auction Hearts: the penalty suit named.
    Suit,
    /// Cards that left play (two-pack games).
    Out,
    /// Reversis: chips paid during play, `Ann>Bob:5, pot>Cas:10`.
    Pay,
    /// Gong Zhu: the cards exposed before play (Enter: none).
    Expose,
    /// What this seat took.
    Seat(usize),
}

/// The prompts of a hand, in order. The last player is never asked: they get the rest. A hand
/// whose dealer chooses how to pass asks that first. An Auction hand asks the high bid first
/// (unless last hand's high bidder names again) and the penalty suit; when everyone passed,
/// nothing more.
pub fn steps(game: &Match, draft: &Draft) -> Vec<Step> {
    let mut steps = Vec::new();
    if draft.pass_asked {
        steps.push(Step::Pass);
    }
    // One question a hand where cards may be shown before play; Enter says none were.
    if !game.rules.expose.is_empty() {
        steps.push(Step::Expose);
    }
    if game.auction() {
        if draft.bidding {
            steps.push(Step::Bid);
            if draft.bid == Some(Bid::Passed) {
                return steps;
            }
        }
        steps.push(Step::Suit);
    }
    // Two packs leave duplicate cards to name; Knaves names a jack among the leftovers. Cards
    // left face down (Conquimbert, Reversis' talon) are not seen: the totals allow for them.
    let leftovers = draft.leftovers.unwrap_or(game.rules.kitty);
    let seen = game.rules.out_of_play && !game.rules.face_down && leftovers > 0;
    if game.rules.packs >= 2 || seen {
        steps.push(Step::Out);
    }
    // Players out of a lives game are not dealt in, and the last player dealt in is not asked.
    let dealt = draft.dealt_in(game);
    steps.extend(
        dealt[..dealt.len().saturating_sub(1)]
            .iter()
            .map(|&s| Step::Seat(s)),
    );
    if game.reversis() {
        steps.push(Step::Pay);
    }
    steps
}

/// What the prompt says for a step.
pub fn label(w: &Words, game: &Match, step: Step) -> String {
    match step {
        Step::Pass => t!(
            w,
            "prompt-pass",
            first = Vocabulary::new(w.lang()).pass_word(first_choice(game))
        ),
        Step::Bid => t!(w, "prompt-bid"),
        Step::Suit => t!(w, "prompt-suit"),
        Step::Out => t!(w, "out-of-play"),
        Step::Pay => t!(w, "prompt-pay"),
        Step::Expose => t!(w, "prompt-exposed"),
        Step::Seat(seat) => game.players[seat].clone(),
    }
}

/// The answer at the bid prompt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bid {
    /// Everyone passed: nothing is scored, the next dealer deals.
    Passed,
    /// The high bidder and the bid.
    High(usize, i64),
}

/// A hand as typed so far: each prompt's text as it was typed, and the corrections of the
/// hand's dealer and pass.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Draft {
    /// Cards out of play.
    pub out: String,
    /// One entry per seat; the last seat's is never asked.
    pub took: Vec<String>,
    /// `dealer NAME`.
    pub dealer: Option<usize>,
    /// `pass DIR`, or the answer to the pass prompt.
    pub pass: Option<PassDir>,
    /// The dealer chooses how this hand is passed: the hand's first prompt asks.
    pub pass_asked: bool,
    /// `declare NAME` (Polignac's `capot NAME`): who made the game's declaration.
    pub declare: Option<usize>,
    /// Auction Hearts: whether this hand has a bid round (not when last hand's high bidder
    /// names again).
    pub bidding: bool,
    /// Auction Hearts: the bid round's outcome.
    pub bid: Option<Bid>,
    /// Auction Hearts: the penalty suit.
    pub suit: Option<Suit>,
    /// Reversis: the chips paid during play, as typed (`Ann>Bob:5, pot>Cas:10`).
    pub pay: String,
    /// Gong Zhu: the cards exposed before play, as typed (`AH QS`).
    pub expose: String,
    /// Lives games: the players out, who are not dealt in.
    pub out_players: Vec<usize>,
    /// The cards left over after this hand's deal, where it differs from the variant's
    /// (lives games, as players go out).
    pub leftovers: Option<u32>,
    /// The players not asked because everything was entered before their turn (or someone
    /// took `rest`): they took nothing.
    pub skipped: Vec<usize>,
}

impl Draft {
    /// Nothing typed yet for a table of `players`.
    pub fn new(players: usize) -> Draft {
        Draft {
            took: vec![String::new(); players],
            ..Draft::default()
        }
    }

    /// Nothing typed yet for the next hand of `game`, whose standings are `board`.
    pub fn fresh(game: &Match, board: &crate::core::game::Scoreboard) -> Draft {
        Draft {
            bidding: game.auction() && board.names_again.is_none(),
            pass_asked: Draft::pass_asked(game, board),
            ..Draft::new(game.players.len())
        }
        .dealt(game, board)
    }

    /// Whether the next hand of `game` asks how it was passed: its dealer chooses.
    pub fn pass_asked(game: &Match, board: &crate::core::game::Scoreboard) -> bool {
        board
            .next(&game.rules)
            .is_some_and(|next| next.pass.is_none())
    }

    /// The same draft for a hand dealt when the match stood at `board`: players out are not
    /// dealt in, and the leftovers are as many as that deal leaves.
    pub fn dealt(self, game: &Match, board: &crate::core::game::Scoreboard) -> Draft {
        Draft {
            out_players: board.out.iter().map(|&(seat, _)| seat).collect(),
            leftovers: game.rules.lives.map(|_| game.leftovers(board)),
            ..self
        }
    }

    /// The players dealt in, in seating order.
    pub fn dealt_in(&self, game: &Match) -> Vec<usize> {
        (0..game.players.len())
            .filter(|seat| !self.out_players.contains(seat))
            .collect()
    }

    /// The player who is never asked and takes the rest: the last one dealt in.
    fn last_seat(&self) -> usize {
        (0..self.took.len())
            .rev()
            .find(|seat| !self.out_players.contains(seat))
            .unwrap_or(self.took.len().saturating_sub(1))
    }

    /// A saved hand's cards as entries ready to edit, written as this language writes cards.
    pub fn from_hand(w: &Words, game: &Match, hand: &Hand) -> Draft {
        let text = |capture: &crate::core::scoring::Capture| {
            if capture.is_empty() {
                String::new()
            } else {
                w.capture(capture)
            }
        };
        Draft {
            out: text(&hand.cards.out),
            took: hand.cards.took.iter().map(text).collect(),
            dealer: None,
            pass: None,
            pass_asked: false,
            declare: hand.declare,
            bidding: hand.bid.is_some(),
            bid: hand.bid.map(|(seat, chips)| Bid::High(seat, chips)),
            suit: hand.suit,
            pay: hand
                .payments
                .iter()
                .map(|p| p.written(&game.players))
                .collect::<Vec<_>>()
                .join(", "),
            expose: hand
                .exposed
                .iter()
                .map(|&card| w.card(card))
                .collect::<Vec<_>>()
                .join(" "),
            out_players: Vec::new(),
            leftovers: None,
            skipped: Vec::new(),
        }
    }

    /// The text typed at a step, as it is shown again.
    pub fn text(&self, w: &Words, game: &Match, step: Step) -> String {
        match step {
            Step::Pass => self.pass.map_or_else(String::new, |pass| {
                Vocabulary::new(w.lang()).pass_word(pass).into()
            }),
            Step::Bid => match self.bid {
                None => String::new(),
                Some(Bid::Passed) => t!(w, "bid-word-pass"),
                Some(Bid::High(seat, chips)) => format!("{} {chips}", game.players[seat]),
            },
            Step::Suit => self
                .suit
                .map_or_else(String::new, |suit| w.suit_letter(suit)),
            Step::Out => self.out.clone(),
            Step::Pay => self.pay.clone(),
            Step::Expose => self.expose.clone(),
            Step::Seat(seat) => self.took[seat].clone(),
        }
    }

    fn set(&mut self, step: Step, text: &str) {
        let text = text.trim().to_string();
        match step {
            Step::Out => self.out = text,
            Step::Expose => self.expose = text,
            Step::Seat(seat) => self.took[seat] = text,
            Step::Pass | Step::Bid | Step::Suit | Step::Pay => {}
        }
    }

    /// Whether nothing has been typed.
    pub fn is_empty(&self) -> bool {
        self.out.is_empty()
            && self.expose.is_empty()
            && self.took.iter().all(String::is_empty)
            && self.bid.is_none()
            && self.suit.is_none()
    }

    /// Whether any entry of the hand was typed (cards, the bid, the suit, the payments).
    pub fn has_entries(&self) -> bool {
        !self.is_empty() || !self.pay.is_empty()
    }

    /// The hand as typed at the prompts, for the input module: the last player gets the rest
    /// unless someone else typed `rest`.
    pub fn raw(&self, game: &Match, words: &Vocabulary) -> RawHand {
        let name = |seat: usize| game.players[seat].clone();
        if self.bid == Some(Bid::Passed) {
            return RawHand {
                all_pass: true,
                dealer: self.dealer.map(name),
                ..RawHand::default()
            };
        }
        let last = self.last_seat();
        let mut took: Vec<(String, String)> = self
            .dealt_in(game)
            .into_iter()
            .filter(|&seat| seat != last && !self.took[seat].is_empty())
            .map(|seat| (name(seat), self.took[seat].clone()))
            .collect();
        let typed_rest = took.iter().any(|(_, text)| {
            parse_cards(text, words.cards()).is_ok_and(|tokens| tokens.contains(&Token::Rest))
        });
        if !typed_rest {
            took.push((name(last), "rest".to_string()));
        }
        RawHand {
            took,
            out: Some(self.out.clone()),
            dealer: self.dealer.map(name),
            pass: self.pass.map(|pass| pass.as_str().to_string()),
            declare: self.declare.map(name),
            bid: match self.bid {
                Some(Bid::High(seat, chips)) => Some(RawBid::Given {
                    name: name(seat),
                    chips,
                }),
                _ => None,
            },
            suit: self.suit.map(|suit| suit.letter().to_string()),
            pay: self
                .pay
                .split(',')
                .map(str::trim)
                .filter(|item| !item.is_empty())
                .map(|item| RawPayment::Written(item.to_string()))
                .collect(),
            expose: Some(self.expose.clone()),
            ..RawHand::default()
        }
    }

    /// The hand as the core takes it, read by the input module as every door's hand is.
    pub fn input(&self, game: &Match, words: &Vocabulary) -> Result<HandInput, InputError> {
        input::resolve(game, &self.raw(game, words), words)
    }

    /// What was typed, for a hand that could not be saved: "Ann: QS 3; Bob: 5; Dee: rest".
    pub fn describe(&self, w: &Words, game: &Match) -> String {
        self.described(w, game, true)
    }

    /// The entries typed so far, and only those: "Ann: QS 3; Bob: 5".
    pub fn entries(&self, w: &Words, game: &Match) -> String {
        self.described(w, game, false)
    }

    fn described(&self, w: &Words, game: &Match, with_rest: bool) -> String {
        let last = self.last_seat();
        let mut parts = Vec::new();
        match self.bid {
            Some(Bid::Passed) => return t!(w, "typed-all-pass"),
            Some(Bid::High(seat, chips)) => parts.push(t!(
                w,
                "typed-bid",
                name = game.players[seat].as_str(),
                chips = chips
            )),
            None => {}
        }
        if let Some(suit) = self.suit {
            parts.push(w.suit(suit));
        }
        if !self.expose.is_empty() {
            parts.push(t!(w, "typed-exposed", cards = self.expose.as_str()));
        }
        if !self.out.is_empty() {
            parts.push(t!(w, "typed-out", cards = self.out.as_str()));
        }
        let asked = || {
            self.dealt_in(game)
                .into_iter()
                .filter(move |&seat| seat != last)
        };
        for seat in asked() {
            let text = &self.took[seat];
            if !text.is_empty() {
                parts.push(format!("{}: {text}", game.players[seat]));
            }
        }
        if with_rest && !asked().any(|seat| self.took[seat].eq_ignore_ascii_case("rest")) {
            parts.push(format!("{}: {}", game.players[last], t!(w, "typed-rest")));
        }
        if !self.pay.is_empty() {
            parts.push(t!(w, "typed-pay", payments = self.pay.as_str()));
        }
        parts.join("; ")
    }
}

/// An edit of the saved hand `old` as typed at the prompts: what still stands as it stood in
/// `initial` (the hand ready to edit) is kept; a box emptied or answered `-` removes its
/// fact; anything else typed is given anew, read as `input`. `cards_typed`: the cards were
/// typed again (else the hand keeps its cards and its moon choice).
pub fn edit_of(
    initial: &Draft,
    draft: &Draft,
    input: &HandInput,
    old: &Hand,
    cards_typed: bool,
) -> HandEdit {
    HandEdit {
        took: (cards_typed && draft.took != initial.took).then(|| input.took.clone()),
        out: boxed(&initial.out, &draft.out, input.out.clone()),
        // A moon choice not asked (no moon now) is kept for the core to drop, and said.
        moon: match input.moon {
            Some(choice) if cards_typed && old.moon != Some(choice) => Anew::Set(choice),
            _ => Anew::Keep,
        },
        renege: Anew::Keep,
        dealer: draft.dealer.into(),
        pass: draft.pass.into(),
        declare: chosen(initial.declare, draft.declare),
        bid: match (initial.bid, draft.bid) {
            (was, now) if was == now => Anew::Keep,
            (_, Some(Bid::High(seat, chips))) => Anew::Set((seat, chips)),
            _ => Anew::Remove,
        },
        suit: chosen(initial.suit, draft.suit),
        payments: boxed(&initial.pay, &draft.pay, input.payments.clone()),
        expose: boxed(&initial.expose, &draft.expose, input.expose.clone()),
        all_pass: false,
    }
}

/// A box of an edited hand: kept as it stood, removed when emptied or answered `-`, else
/// `given`.
fn boxed<T>(was: &str, now: &str, given: T) -> Anew<T> {
    if was == now {
        Anew::Keep
    } else if now.trim().is_empty() || vocab::is_none(now, false) {
        Anew::Remove
    } else {
        Anew::Set(given)
    }
}

/// A choice of an edited hand: kept as it stood, else removed or given anew.
fn chosen<T: PartialEq>(was: Option<T>, now: Option<T>) -> Anew<T> {
    match now {
        _ if was == now => Anew::Keep,
        None => Anew::Remove,
        Some(value) => Anew::Set(value),
    }
}

/// What a player's prompt can be answered with besides cards.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// The cards this player took.
    Cards(Vec<Token>),
    /// Back to the previous prompt of this hand.
    Back,
    /// Take back the last saved entry.
    Undo,
    /// Correct hand N.
    Edit(usize),
    /// The dealer deals again.
    Misdeal,
    /// This player reneged.
    Renege(usize),
    /// This player dealt this hand.
    Dealer(usize),
    /// This hand was passed this way.
    Pass(PassDir),
    /// This player made the game's declaration before the first lead; `None` takes it back.
    Declare(Option<usize>),
    /// These cards were exposed before play (as typed; empty: none were).
    Expose(String),
    /// The list of commands and the card syntax.
    Help,
    /// Stop playing.
    Quit,
}

/// Reads a prompt's line: a command, or cards. `hands` is the number of hands played (for
/// `edit N`). The commands have English and Dutch words, both understood in either language.
/// An error is a sentence saying what is wrong and what is accepted; the line then stays in
/// the box to be corrected.
pub fn command(w: &Words, game: &Match, line: &str, hands: usize) -> Result<Command, String> {
    let words = Vocabulary::new(w.lang());
    let trimmed = line.trim();
    let (word, rest) = trimmed
        .split_once(char::is_whitespace)
        .unwrap_or((trimmed, ""));
    let rest = rest.trim();
    let said = |e: InputError| crate::words::errors::input_error(w, game, &e, Door::Prompt, None);
    let who = |what: &str, field: Field| -> Result<usize, String> {
        if rest.is_empty() {
            return Err(t!(w, "say-who", command = what));
        }
        input::player(game, field, rest).map_err(said)
    };
    let word = word.to_lowercase();
    let declaration = match &game.rules.declaration {
        Some(d) => d.name.to_lowercase() == word,
        // Another game's declaration (`capot NAME` in Hartenjagen) is said to have no place
        // here, not read as a card.
        None => known_declarations().contains(&word),
    };
    let cards = || {
        input::cards(&words, Field::Hand, trimmed)
            .map(Command::Cards)
            .map_err(said)
    };
    match words.command(&word) {
        _ if declaration => declare(w, game, rest),
        Some(CommandWord::Back) if rest.is_empty() => Ok(Command::Back),
        Some(CommandWord::Undo) if rest.is_empty() => Ok(Command::Undo),
        Some(CommandWord::Misdeal) if rest.is_empty() => Ok(Command::Misdeal),
        Some(CommandWord::Quit) if rest.is_empty() => Ok(Command::Quit),
        Some(CommandWord::Help) if rest.is_empty() => Ok(Command::Help),
        Some(CommandWord::Edit) => match rest.parse::<usize>() {
            _ if hands == 0 => Err(t!(w, "edit-none-yet")),
            Ok(n) if (1..=hands).contains(&n) => Ok(Command::Edit(n)),
            _ if hands == 1 => Err(t!(w, "edit-which-one")),
            _ => Err(t!(w, "edit-which", hands = hands)),
        },
        Some(CommandWord::Renege) => who(&word, Field::Renege).map(Command::Renege),
        Some(CommandWord::Declare) => declare(w, game, rest),
        Some(CommandWord::Expose) => expose(w, game, rest),
        Some(CommandWord::Dealer) => who(&word, Field::Dealer).map(Command::Dealer),
        Some(CommandWord::Pass) => {
            let pass = input::pass(&words, rest).map_err(said)?;
            game.check_pass(pass)
                .map_err(|e| said(InputError::refused(e)))?;
            Ok(Command::Pass(pass))
        }
        _ => cards(),
    }
}

/// The declarations of the built-in games, in lower case ("capot", "espagnolette").
fn known_declarations() -> &'static [String] {
    use crate::core::catalog::{BUILTIN, Source, resolve};
    static NAMES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| {
        BUILTIN
            .iter()
            .filter_map(|(name, _)| resolve(name, &Source::builtin).ok())
            .filter_map(|variant| {
                let counts = variant.player_counts();
                let rules = variant.rules(*counts.first()?).ok()?;
                Some(rules.declaration.as_ref()?.name.to_lowercase())
            })
            .collect()
    })
}

/// `declare NAME` (or the declaration's own name, `capot NAME`): who declared; the word alone
/// takes a declaration back.
fn declare(w: &Words, game: &Match, rest: &str) -> Result<Command, String> {
    if game.rules.declaration.is_none() {
        return Err(t!(
            w,
            "play-no-declaration",
            variant = game.variant.name.as_str()
        ));
    }
    if rest.is_empty() || vocab::is_none(rest, false) {
        return Ok(Command::Declare(None));
    }
    input::player(game, Field::Declare, rest)
        .map(|seat| Command::Declare(Some(seat)))
        .map_err(|e| crate::words::errors::input_error(w, game, &e, Door::Prompt, None))
}

/// `expose CARDS`: the cards shown before play, checked as every door checks them; the word
/// alone says none were.
fn expose(w: &Words, game: &Match, rest: &str) -> Result<Command, String> {
    let said = |e: InputError| crate::words::errors::input_error(w, game, &e, Door::Prompt, None);
    if game.rules.expose.is_empty() {
        return Err(t!(
            w,
            "play-no-exposing",
            variant = game.variant.name.as_str()
        ));
    }
    let cards = input::exposed(&Vocabulary::new(w.lang()), rest).map_err(said)?;
    game.check_exposed(&cards)
        .map_err(|e| said(InputError::refused(e)))?;
    Ok(Command::Expose(rest.to_string()))
}

/// How a walk through a hand's prompts ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Walked {
    /// Every prompt has an entry that passed its checks.
    Done,
    /// A command for the hand loop, typed at prompt `at`.
    Command(Command, usize),
}

/// Asks the prompts of a hand from `at` on, each showing what was typed there before. Cards
/// are checked as they are typed; `back` steps to the previous prompt and `help` explains;
/// anything else is handed back. While `editing` a saved hand only `renege` and `quit` are
/// handed back; the other commands wait until the edit is done.
pub fn walk(
    w: &Words,
    prompter: &mut dyn Prompter,
    game: &Match,
    draft: &mut Draft,
    mut at: usize,
    editing: Option<usize>,
    hands: usize,
) -> Result<Walked> {
    let mut rejected: Option<String> = None;
    let say = |prompter: &mut dyn Prompter, text: String| prompter.say(&format!("{text}\n"));
    while at < steps(game, draft).len() {
        let step = steps(game, draft)[at];
        if let Step::Seat(seat) = step {
            draft.skipped.retain(|&s| s != seat);
        }
        let shown = rejected.take().unwrap_or_else(|| draft.text(w, game, step));
        let line = typed_over(
            w,
            game,
            &shown,
            prompter.ask(&label(w, game, step), &shown)?,
        );
        if matches!(step, Step::Pass | Step::Bid | Step::Suit | Step::Pay) {
            match step_answer(w, game, step, &line) {
                Some(Ok(answer)) => {
                    match answer {
                        Answered::Pass(pass) => draft.pass = Some(pass),
                        Answered::Bid(bid) => draft.bid = Some(bid),
                        Answered::Suit(suit) => draft.suit = Some(suit),
                        Answered::Pay(paid) => draft.pay = paid,
                    }
                    at += 1;
                    continue;
                }
                Some(Err(why)) => {
                    say(prompter, why);
                    rejected = Some(line);
                    continue;
                }
                // A command: handled below like at any prompt.
                None => {}
            }
        }
        match command(w, game, &line, hands) {
            Err(why) => {
                say(prompter, why);
                rejected = Some(line);
            }
            Ok(Command::Cards(_)) => {
                let mut trial = draft.clone();
                trial.set(step, &line);
                match check_so_far(w, game, &trial) {
                    Ok(()) => {
                        *draft = trial;
                        at += 1;
                        at = skip_the_rest(w, game, draft, at);
                    }
                    Err(why) => {
                        say(prompter, why);
                        rejected = Some(line);
                    }
                }
            }
            Ok(Command::Back) if at == 0 => say(prompter, t!(w, "back-first")),
            Ok(Command::Back) => at -= 1,
            Ok(Command::Help) => prompter.say(&help(w, game)),
            Ok(Command::Declare(who)) => {
                draft.declare = who;
                let name = game
                    .rules
                    .declaration
                    .as_ref()
                    .map(|d| d.name.clone())
                    .unwrap_or_default();
                say(
                    prompter,
                    match who {
                        Some(seat) => t!(
                            w,
                            "play-declared",
                            name = game.players[seat].as_str(),
                            declaration = name
                        ),
                        None => t!(w, "play-declare-cleared", declaration = name),
                    },
                );
            }
            Ok(Command::Expose(cards)) => {
                let shown = input::exposed(&Vocabulary::new(w.lang()), &cards).unwrap_or_default();
                draft.expose = cards;
                let said: Vec<String> = shown.iter().map(|&c| w.card(c)).collect();
                say(
                    prompter,
                    if said.is_empty() {
                        t!(w, "play-exposed-none")
                    } else {
                        t!(w, "play-exposed", cards = w.and(&said), count = said.len())
                    },
                );
            }
            Ok(command @ (Command::Quit | Command::Renege(_))) => {
                return Ok(Walked::Command(command, at));
            }
            Ok(_) if editing.is_some() => {
                let number = editing.unwrap_or_default();
                say(prompter, t!(w, "edit-finish-first", number = number));
                rejected = Some(line);
            }
            Ok(command) => return Ok(Walked::Command(command, at)),
        }
    }
    Ok(Walked::Done)
}

/// The line a prompt reads when text stood in its box (`shown`: an entry refused, or kept
/// from before) and more was typed after it: a command word typed at its end is the command
/// (`tricks:3back` is `back`); anything else is the whole line, to be read as cards.
fn typed_over(w: &Words, game: &Match, shown: &str, line: String) -> String {
    if shown.is_empty() {
        return line;
    }
    let Some(added) = line.strip_prefix(shown) else {
        return line;
    };
    let added = added.trim();
    let first = added
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .to_lowercase();
    let declaration = match &game.rules.declaration {
        Some(d) => d.name.to_lowercase() == first,
        None => known_declarations().contains(&first),
    };
    if !first.is_empty() && (declaration || Vocabulary::new(w.lang()).command(&first).is_some()) {
        added.to_string()
    } else {
        line
    }
}

/// After an entry at step `at - 1`: the step to ask next. The players still to ask are
/// skipped (said at the confirmation: they took nothing) when nothing is left for them: every
/// scoring card (and in trick games every trick) is entered, or someone took `rest`. Never
/// when one of them already has an entry.
fn skip_the_rest(w: &Words, game: &Match, draft: &mut Draft, at: usize) -> usize {
    let steps = steps(game, draft);
    let seats: Vec<usize> = steps[at.min(steps.len())..]
        .iter()
        .map_while(|step| match step {
            Step::Seat(seat) => Some(*seat),
            _ => None,
        })
        .collect();
    if seats.is_empty() || seats.iter().any(|&seat| !draft.took[seat].is_empty()) {
        return at;
    }
    let words = Vocabulary::new(w.lang());
    let Ok(input) = draft.input(game, &words) else {
        return at;
    };
    let last = draft.last_seat();
    let took_rest = input
        .took
        .iter()
        .enumerate()
        .any(|(seat, tokens)| seat != last && tokens.contains(&Token::Rest));
    let nothing_left = || enter(game, draft, &input).is_ok_and(|cards| cards.took[last].is_empty());
    if took_rest || nothing_left() {
        draft.skipped = seats.clone();
        at + seats.len()
    } else {
        at
    }
}

/// What was answered at the pass, the bid, the suit or the payments prompt.
enum Answered {
    Pass(PassDir),
    Bid(Bid),
    Suit(Suit),
    Pay(String),
}

/// Reads the pass prompt (a way in any language, `pass left` too; Enter alone: the first
/// choice, left), the bid prompt ("Ann 5", "Ann=5", or `pass` when everyone passed), the suit
/// prompt (a letter, a symbol or a name) or Reversis' payments prompt (`Ann>Bob:5,
/// pot>Cas:10`, or nothing); `None` for a command such as `back` or `help`.
fn step_answer(
    w: &Words,
    game: &Match,
    step: Step,
    line: &str,
) -> Option<Result<Answered, String>> {
    let trimmed = line.trim();
    let words = Vocabulary::new(w.lang());
    let said = |e: InputError| crate::words::errors::input_error(w, game, &e, Door::Prompt, None);
    if step == Step::Pass {
        if trimmed.is_empty() {
            return Some(Ok(Answered::Pass(first_choice(game))));
        }
        // `pass left` says the same as `left` here.
        let way = match trimmed.split_once(char::is_whitespace) {
            Some((word, rest)) if words.command(word) == Some(CommandWord::Pass) => rest.trim(),
            _ => trimmed,
        };
        return match words.pass(way) {
            Some(pass) => Some(
                game.check_pass(pass)
                    .map(|()| Answered::Pass(pass))
                    .map_err(|e| said(InputError::refused(e))),
            ),
            None if is_command(w, game, trimmed) => None,
            None => {
                let choices: Vec<&str> = game
                    .rules
                    .pass_choices
                    .iter()
                    .map(|&dir| words.pass_word(dir))
                    .collect();
                Some(Err(t!(
                    w,
                    "play-pass-which",
                    choices = w.or(&choices),
                    first = words.pass_word(first_choice(game))
                )))
            }
        };
    }
    if step == Step::Pay {
        if is_command(w, game, trimmed) {
            return None;
        }
        // `-`: none were paid (an edited hand's payments removed).
        if vocab::is_none(trimmed, false) {
            return Some(Ok(Answered::Pay(trimmed.to_string())));
        }
        return Some(
            input::payments(game, trimmed)
                .map(|_| Answered::Pay(trimmed.to_string()))
                .map_err(said),
        );
    }
    if step == Step::Suit {
        return match words.suit(trimmed) {
            Some(suit) => Some(Ok(Answered::Suit(suit))),
            None if is_command(w, game, trimmed) => None,
            None => Some(Err(t!(w, "play-suit-which"))),
        };
    }
    if words.is_all_pass(trimmed) {
        return Some(Ok(Answered::Bid(Bid::Passed)));
    }
    let words: Vec<&str> = trimmed
        .split(|c: char| c.is_whitespace() || c == '=')
        .filter(|s| !s.is_empty())
        .collect();
    let Some((chips, name)) = words.split_last() else {
        return Some(Err(t!(w, "play-bid-what")));
    };
    let Ok(chips) = chips.parse::<i64>() else {
        return if is_command(w, game, trimmed) {
            None
        } else {
            Some(Err(t!(w, "play-bid-what")))
        };
    };
    let seat = match input::player(game, Field::Bid, &name.join(" ")) {
        Ok(seat) => seat,
        Err(e) => return Some(Err(said(e))),
    };
    let have = game.scoreboard().totals[seat].re;
    if chips <= 0 {
        return Some(Err(t!(w, "bid-not-positive")));
    }
    if chips > have {
        return Some(Err(t!(
            w,
            "bid-too-high",
            name = game.players[seat].as_str(),
            bid = chips,
            chips = have
        )));
    }
    Some(Ok(Answered::Bid(Bid::High(seat, chips))))
}

/// What Enter alone answers at the pass prompt: the dealer's first choice (left).
fn first_choice(game: &Match) -> PassDir {
    game.rules
        .pass_choices
        .first()
        .copied()
        .unwrap_or(PassDir::Left)
}

/// Whether a line is one of the prompt commands (not cards, not a mistake).
fn is_command(w: &Words, game: &Match, line: &str) -> bool {
    matches!(command(w, game, line, usize::MAX), Ok(c) if !matches!(c, Command::Cards(_)))
}

/// The cards of a typed hand, checked as the core checks them: the penalty suit in Auction,
/// and the leftovers of this hand's deal.
pub fn enter(game: &Match, draft: &Draft, input: &HandInput) -> Result<HandCards, HandError> {
    match input.suit {
        Some(suit) if game.auction() => game.rules.enter_suit(&input.took, suit),
        _ => game.rules.enter_cards_dealt(
            &input.took,
            &input.out,
            draft.leftovers.unwrap_or(game.rules.kitty),
        ),
    }
}

/// The checks that can fail before the hand is complete: everything but the totals, with the
/// last player given the rest.
fn check_so_far(w: &Words, game: &Match, draft: &Draft) -> Result<(), String> {
    let input = draft
        .input(game, &Vocabulary::new(w.lang()))
        .map_err(|e| crate::words::errors::input_error(w, game, &e, Door::Prompt, None))?;
    game.check_exposed(&input.expose).map_err(|e| {
        crate::words::errors::input_error(w, game, &InputError::refused(e), Door::Prompt, None)
    })?;
    match enter(game, draft, &input) {
        Err(HandError::Totals(_)) | Ok(_) => Ok(()),
        Err(other) => Err(crate::words::errors::hand_error(w, game, &other)),
    }
}

/// `help`: the instructions, every command on a line, and the card syntax with examples from
/// this game.
pub fn help(w: &Words, game: &Match) -> String {
    let rules = &game.rules;
    let mut out = format!(
        "{}\n{}\n",
        crate::ui::text::instructions(w, rules),
        t!(w, "help-cards")
    );
    if game.auction() {
        return out + &auction_help(w, game) + &commands_help(w, game);
    }
    let mut positive: Vec<Card> = rules
        .values
        .iter()
        .filter(|&(&card, &value)| value > 0 && !rules.is_plain_heart(card))
        .map(|(&card, _)| card)
        .collect();
    positive.sort_by_key(|c| std::cmp::Reverse(rules.value(*c)));
    let mut bonus: Vec<Card> = rules
        .values
        .iter()
        .filter(|&(_, &value)| value < 0)
        .map(|(&card, _)| card)
        .collect();
    bonus.sort_by_key(|c| c.display_order());
    let typed = |card: Card| match card {
        Card::Joker => "JK".to_string(),
        card => w.typed_card(card),
    };
    let example = |cards: &[Card], hearts: Option<u32>| {
        let mut words: Vec<String> = cards.iter().map(|&c| typed(c)).collect();
        let mut said: Vec<String> = cards.iter().map(|&c| w.card(c)).collect();
        if let Some(n) = hearts {
            words.push(n.to_string());
            said.push(t!(w, "help-hearts", count = n));
        }
        (words.join(" "), w.and(&said))
    };
    let mut lines: Vec<(String, String)> = Vec::new();
    let first = positive.iter().copied().find(|c| !c.is_heart());
    match (first, rules.plain_heart_value.is_some()) {
        (Some(card), true) => lines.push(example(&[card], Some(3))),
        (None, true) => lines.push(example(&[], Some(3))),
        (first, false) => {
            let hearts: Vec<Card> = positive
                .iter()
                .copied()
                .filter(|c| c.suit() == Some(Suit::Hearts))
                .take(2)
                .collect();
            let mut cards: Vec<Card> = first.into_iter().collect();
            cards.extend(hearts);
            // Knaves scores no card upwards: its jacks are shown as bonus cards below.
            if !cards.is_empty() {
                lines.push(example(&cards, None));
            }
        }
    }
    if let Some(&card) = bonus.first() {
        lines.push(example(&[card], None));
    }
    if let Some(&card) = positive.iter().find(|c| **c == Card::Joker) {
        lines.push(example(&[card], None));
    }
    let tricks = &rules.tricks;
    if tricks.scores_first() {
        lines.push((w.get("trick-word-first", &[]), t!(w, "help-first")));
    }
    if tricks.scores_last() {
        lines.push((w.get("trick-word-last", &[]), t!(w, "help-last")));
    }
    if tricks.scores_tricks() {
        lines.push((
            w.get("capture-tricks", &[crate::words::arg("count", 5)]),
            t!(w, "help-tricks", count = 5),
        ));
    }
    for (typed, said) in lines {
        out.push_str(&format!("  {typed:<13}{said}\n"));
    }
    // Hearts are typed one by one only where each heart scores (Spot); where none or just one
    // scores (Knaves, Polignac), hearts are like any other suit and need no line.
    let mut hearts = rules.deck.cards().filter(|(c, _)| c.is_heart()).peekable();
    // A heart worth 0 that is entered all the same (Gong Zhu's 2♥) is typed like the others.
    let every_heart_scores = hearts.peek().is_some() && hearts.all(|(c, _)| rules.scores(c));
    if rules.plain_heart_value.is_some() {
        out.push_str(&format!("  {}\n", t!(w, "help-bare-number")));
    } else if every_heart_scores {
        out.push_str(&format!("  {}\n", t!(w, "help-every-heart")));
    }
    out.push_str(&format!("  {}\n", t!(w, "help-card-syntax")));
    out.push_str(&format!("  {:<13}{}\n", "rest", t!(w, "help-rest")));
    out + &commands_help(w, game)
}

/// The answers of an Auction hand's prompts, with examples.
fn auction_help(w: &Words, game: &Match) -> String {
    let first = game.players[0].as_str();
    let lines = [
        (
            format!("{first} 5"),
            t!(w, "help-bid", name = first, chips = 5),
        ),
        (t!(w, "bid-word-pass"), t!(w, "help-all-pass")),
        (
            w.suit_letter(Suit::Hearts),
            t!(w, "help-suit", suit = w.suit(Suit::Hearts)),
        ),
        ("3".to_string(), t!(w, "help-suit-count", count = 3)),
        ("rest".to_string(), t!(w, "help-rest")),
    ];
    lines
        .iter()
        .map(|(typed, said)| format!("  {typed:<13}{said}\n"))
        .collect()
}

/// Every prompt command on a line.
fn commands_help(w: &Words, game: &Match) -> String {
    let rules = &game.rules;
    let mut out = format!("{}\n", t!(w, "help-commands"));
    let dutch = w.lang() == crate::words::Lang::Nl;
    let ways_listed = rules.dealers_choice() || rules.pass_directions().contains(&PassDir::Centre);
    // The same table the prompt reads its commands with; `declare` has a line of its own,
    // named after the game's declaration.
    let help_id = |command: CommandWord| match command {
        CommandWord::Back => Some("help-back"),
        CommandWord::Undo => Some("help-undo"),
        CommandWord::Edit => Some("help-edit"),
        CommandWord::Misdeal => Some("help-misdeal"),
        // Chips and lives games charge nothing for a renege: the command is refused there.
        CommandWord::Renege if rules.chips.is_some() || rules.lives.is_some() => None,
        CommandWord::Renege => Some("help-renege"),
        CommandWord::Dealer => Some("help-dealer"),
        // Nor does a game that never passes take a pass.
        CommandWord::Pass if game.never_passes() => None,
        // Where the centre or the dealer's choice is a way, the ways are listed.
        CommandWord::Pass if ways_listed => Some("help-pass-ways"),
        CommandWord::Pass => Some("help-pass"),
        CommandWord::Declare => None,
        CommandWord::Expose if rules.expose.is_empty() => None,
        CommandWord::Expose => Some("help-expose"),
        CommandWord::Help => Some("help-help"),
        CommandWord::Quit => Some("help-quit"),
    };
    let commands: Vec<(String, &str)> = Vocabulary::new(w.lang())
        .commands()
        .into_iter()
        .filter_map(|(command, shown)| help_id(command).map(|id| (shown, id)))
        .collect();
    let declaration = rules.declaration.as_ref().map(|declaration| {
        let name = declaration.name.to_lowercase();
        let label = format!("{name} {}", if dutch { "NAAM" } else { "NAME" });
        (label, t!(w, "help-declare", declaration = name.as_str()))
    });
    let column = commands
        .iter()
        .map(|(shown, _)| shown.chars().count())
        .chain(declaration.iter().map(|(label, _)| label.chars().count()))
        .max()
        .unwrap_or(0)
        + 2;
    let vocabulary = Vocabulary::new(w.lang());
    let mut ways: Vec<PassDir> = rules.pass_directions();
    if !ways.contains(&PassDir::Hold) {
        ways.push(PassDir::Hold);
    }
    let ways: Vec<&str> = ways.iter().map(|&dir| vocabulary.pass_word(dir)).collect();
    let ways = w.or(&ways);
    for (shown, id) in &commands {
        let said = w.get(id, &[crate::words::arg("ways", ways.as_str())]);
        out.push_str(&format!("  {shown:<column$}{said}\n"));
    }
    if let Some((label, said)) = declaration {
        out.push_str(&format!("  {label:<column$}{said}\n"));
    }
    out.push_str(&format!("{}\n", t!(w, "help-box")));
    out
}
