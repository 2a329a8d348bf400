//! A hand as typed so far ([`Draft`]): each prompt's text, read into the hand the core checks, said
//! back for the confirmation, and turned into an edit of a saved hand.

use super::Step;
use crate::core::cards::Suit;
use crate::core::game::{Anew, Hand, HandEdit, HandInput, Match};
use crate::core::tokens::{Token, parse_cards};
use crate::core::variant::PassDir;
use crate::input::{self, InputError, RawBid, RawHand, RawPayment};
use crate::t;
use crate::words::Words;
use crate::words::vocab::{self, Vocabulary};
use anyhow::Result;

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
    /// The last player is asked too, this hand: the rest gave them cards without a trick
    /// (Knaves), so the table says what they took (their box starts as `rest`).
    pub last_asked: bool,
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
    pub(super) fn last_seat(&self) -> usize {
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
            last_asked: false,
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

    pub(super) fn set(&mut self, step: Step, text: &str) {
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
            .filter(|&seat| (seat != last || self.last_asked) && !self.took[seat].is_empty())
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
                .filter(move |&seat| seat != last || self.last_asked)
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
