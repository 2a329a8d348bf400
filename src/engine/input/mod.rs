//! One way in: a hand as typed at any of the four doors (the command line, the prompt, a
//! phone, a match file) is a [`RawHand`] of plain strings, and [`resolve`] reads it against
//! the match into the core's [`HandInput`], with the same words ([`Vocabulary`]) and the same
//! checks everywhere. What goes wrong is an [`InputError`]: the [`Field`] at fault and the
//! [`Problem`] as data. Each door only maps a field to its own place (a flag, a prompt, a JSON
//! key, a line and column) and says the problem in its own words.

pub mod lang;
pub mod vocab;

use crate::core::cards::Card;
use crate::core::game::{
    Anew, Edited, HandEdit, HandInput, Made, Match, MatchError, NameError, Payment, Purse,
    Scoreboard, find_player, split_payment,
};
use crate::core::scoring::{HandError, Owner};
use crate::core::tokens::{Token, TokenError, parse_cards};
use vocab::Vocabulary;

/// A hand as typed: every value a string as the door received it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RawHand {
    /// Each `NAME=CARDS` (a JSON key and its value, a prompt's player and line), in order.
    pub took: Vec<(String, String)>,
    /// Cards out of play.
    pub out: Option<String>,
    /// The shooter's choice: `add`, `subtract`, `erbij`, `eraf`.
    pub moon: Option<String>,
    /// Who reneged.
    pub renege: Option<String>,
    /// Who dealt, when not the one proposed.
    pub dealer: Option<String>,
    /// How the hand was passed, when not as proposed.
    pub pass: Option<String>,
    /// Who made the game's declaration.
    pub declare: Option<String>,
    /// Auction Hearts: the high bid.
    pub bid: Option<RawBid>,
    /// Auction Hearts: the penalty suit.
    pub suit: Option<String>,
    /// Auction Hearts: everyone passed.
    pub all_pass: bool,
    /// Reversis: chips paid in play, in order.
    pub pay: Vec<RawPayment>,
    /// Gong Zhu: the cards exposed before play, `AH QS` or `AH,QS`.
    pub expose: Option<String>,
}

/// A high bid as a door has it: written `NAME=N`, or already in its parts (`{"Ann": 5}`).
#[derive(Clone, Debug, PartialEq)]
pub enum RawBid {
    /// `Ann=5`.
    Written(String),
    /// A name and a number of chips.
    Given {
        /// The bidder as typed.
        name: String,
        /// The bid.
        chips: i64,
    },
}

/// A payment in play as a door has it: written `FROM>TO:N`, or in its parts.
#[derive(Clone, Debug, PartialEq)]
pub enum RawPayment {
    /// `Ann>pot:5`.
    Written(String),
    /// Who paid whom how many chips (`pot` for the pot).
    Given {
        /// The payer as typed.
        from: String,
        /// The payee as typed.
        to: String,
        /// The chips.
        chips: i64,
    },
}

/// The part of a hand at fault.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// The `took` entry at this position of [`RawHand::took`], whose name is not a player.
    Took(usize),
    /// What this seat took.
    Player(usize),
    /// The cards out of play.
    Out,
    /// The moon choice.
    Moon,
    /// The renege.
    Renege,
    /// The dealer.
    Dealer,
    /// The pass.
    Pass,
    /// The declaration.
    Declare,
    /// The high bid.
    Bid,
    /// The penalty suit.
    Suit,
    /// Everyone passed.
    AllPass,
    /// The payments in play.
    Pay,
    /// The cards exposed before play.
    Expose,
    /// The hand as a whole (its totals, say).
    Hand,
}

/// Which closed list a word was not in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WordList {
    /// `add`, `subtract`.
    Moon,
    /// `left`, `right`, ….
    Pass,
    /// `S`, `H`, `D`, `C`.
    Suit,
}

/// What is wrong with the field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A name that is no player's, or several players'.
    Name(NameError),
    /// This seat's cards were given twice.
    NamedTwice(usize),
    /// Text where `NAME=CARDS` was expected (the command line's first word).
    NotNameCards(String),
    /// Not a card or another word of the card syntax.
    Token(TokenError),
    /// A word not in its list.
    Word {
        /// Which list.
        list: WordList,
        /// What was typed.
        text: String,
    },
    /// A bid not written `NAME=N`.
    BidSyntax(String),
    /// More than one high bid.
    OneBid,
    /// A payment not written `FROM>TO:N`.
    PaySyntax(String),
    /// A word of the card syntax that is not a card, among the cards exposed (`3`, `rest`).
    NotAnExposedCard(String),
    /// The match refused the hand.
    Refused(MatchError),
}

/// Why a hand typed at a door cannot be entered: where, and what.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{field:?}: {problem:?}")]
pub struct InputError {
    /// The part of the hand at fault.
    pub field: Field,
    /// What is wrong with it.
    pub problem: Problem,
}

impl InputError {
    fn at(field: Field, problem: Problem) -> InputError {
        InputError { field, problem }
    }

    /// The match's refusal, at the field it is about.
    pub fn refused(error: MatchError) -> InputError {
        InputError::at(field_of(&error), Problem::Refused(error))
    }
}

/// The field a refusal of the match is about.
pub fn field_of(error: &MatchError) -> Field {
    match error {
        MatchError::MoonChoiceMissing { .. } | MatchError::NotAMoon => Field::Moon,
        MatchError::NoMoonChoice { .. } => Field::Moon,
        MatchError::OutNotAllowed => Field::Out,
        MatchError::PassNotPlayable(_)
        | MatchError::NoPassing(_)
        | MatchError::PassChoiceMissing { .. } => Field::Pass,
        MatchError::RenegeWithCards(_) | MatchError::NoRenegeCharge => Field::Renege,
        MatchError::NoDeclaration | MatchError::DeclaredWithRenege => Field::Declare,
        MatchError::NoBidding { suit_only: true } => Field::Suit,
        MatchError::NoBidding { .. }
        | MatchError::BidMissing
        | MatchError::BidNotPositive
        | MatchError::BidTooHigh { .. } => Field::Bid,
        MatchError::SuitMissing => Field::Suit,
        MatchError::NamesAgain { all_pass: true, .. } | MatchError::AllPassWithHand => {
            Field::AllPass
        }
        MatchError::NamesAgain { .. } => Field::Bid,
        MatchError::PlayerOut(seat) => Field::Player(*seat),
        MatchError::NoPayments
        | MatchError::PaymentNotPositive
        | MatchError::PaymentToSelf(_)
        | MatchError::PaymentTooBig { .. } => Field::Pay,
        MatchError::NoExposing | MatchError::NotExposable(_) | MatchError::ExposedTwice(_) => {
            Field::Expose
        }
        MatchError::Cards(cards) => match cards {
            HandError::RestNotAlone(seat)
            | HandError::RestTwice(seat)
            | HandError::CardsWithoutTrick { seat, .. }
            | HandError::RestTricks { seat, .. }
            | HandError::TooManyHearts {
                last: Some(seat), ..
            }
            | HandError::TooManyOfSuit {
                last: Some(seat), ..
            } => Field::Player(*seat),
            // A card entered too often: where it was entered last is corrected (the page
            // marks that field, a match file's error points at it).
            HandError::EnteredTooOften { owners, .. } => match owners.last() {
                Some(Owner::Seat(seat)) => Field::Player(*seat),
                Some(Owner::Out) => Field::Out,
                None => Field::Hand,
            },
            HandError::RestOutOfPlay
            | HandError::TrickOutOfPlay(_)
            | HandError::TooManyOut { .. }
            | HandError::OutMoreThanATrick { .. } => Field::Out,
            _ => Field::Hand,
        },
        _ => Field::Hand,
    }
}

/// A value that was given: not missing, not only spaces, not `-` (none).
fn given(text: &Option<String>) -> Option<&str> {
    text.as_deref()
        .map(str::trim)
        .filter(|t| !t.is_empty() && !vocab::is_none(t, false))
}

/// A word that was given where `none` and `geen` say none too (the moon, the suit).
fn given_word(text: &Option<String>) -> Option<&str> {
    given(text).filter(|t| !vocab::is_none(t, true))
}

/// A player named at `field`: an exact name in any case, or a unique prefix.
pub fn player(game: &Match, field: Field, name: &str) -> Result<usize, InputError> {
    find_player(&game.players, name).map_err(|e| InputError::at(field, Problem::Name(e)))
}

/// A player named in a hand read with `words`: in full where the words ask for it (a match
/// file), else as a person may type it.
fn seat(game: &Match, words: &Vocabulary, field: Field, name: &str) -> Result<usize, InputError> {
    if words.exact_names() {
        return game.players.iter().position(|p| p == name).ok_or_else(|| {
            InputError::at(field, Problem::Name(NameError::Unknown(name.to_string())))
        });
    }
    player(game, field, name)
}

/// A pass direction typed in any language.
pub fn pass(words: &Vocabulary, text: &str) -> Result<crate::core::variant::PassDir, InputError> {
    words.pass(text).ok_or_else(|| {
        InputError::at(
            Field::Pass,
            Problem::Word {
                list: WordList::Pass,
                text: text.trim().to_string(),
            },
        )
    })
}

/// Cards typed at `field`.
pub fn cards(words: &Vocabulary, field: Field, text: &str) -> Result<Vec<Token>, InputError> {
    parse_cards(text, words.cards()).map_err(|e| InputError::at(field, Problem::Token(e)))
}

/// The cards exposed before play, typed at `field`: cards only (`AH QS`, `AH,QS`; a
/// number of hearts or `rest` is no card to show).
pub fn exposed(words: &Vocabulary, text: &str) -> Result<Vec<Card>, InputError> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|word| !word.is_empty() && *word != "-")
        // Whatever is no card (`HX` too) gets the exposure's own words: "rest" or "-", which
        // the hand's cards take, are no answer here (the Dutch review, §4).
        .map(|word| match cards(words, Field::Expose, word).as_deref() {
            Ok([Token::Card(card)]) => Ok(*card),
            _ => Err(InputError::at(
                Field::Expose,
                Problem::NotAnExposedCard(word.to_string()),
            )),
        })
        .collect()
}

/// A payment in play, names as people type them.
pub fn payment(game: &Match, raw: &RawPayment) -> Result<Payment, InputError> {
    payment_with(game, &Vocabulary::new(lang::Lang::En), raw)
}

fn payment_with(game: &Match, words: &Vocabulary, raw: &RawPayment) -> Result<Payment, InputError> {
    let (from, to, chips) = match raw {
        RawPayment::Written(text) => split_payment(text)
            .ok_or_else(|| InputError::at(Field::Pay, Problem::PaySyntax(text.clone())))?,
        RawPayment::Given { from, to, chips } => (from.as_str(), to.as_str(), *chips),
    };
    let purse = |name: &str| -> Result<Purse, InputError> {
        if name.trim().eq_ignore_ascii_case("pot") {
            Ok(Purse::Pot)
        } else {
            seat(game, words, Field::Pay, name.trim()).map(Purse::Seat)
        }
    };
    Ok(Payment {
        from: purse(from)?,
        to: purse(to)?,
        chips,
    })
}

/// The payments typed at the Reversis prompt, `Ann>Bob:5, pot>Cas:10`, in order.
pub fn payments(game: &Match, line: &str) -> Result<Vec<Payment>, InputError> {
    line.split(',')
        .map(str::trim)
        .filter(|item| !item.is_empty())
        .map(|item| payment(game, &RawPayment::Written(item.to_string())))
        .collect()
}

/// What each seat took, read from the hand's `NAME=CARDS` in order.
fn took_of(game: &Match, raw: &RawHand, words: &Vocabulary) -> Result<Vec<Vec<Token>>, InputError> {
    let mut took: Vec<Option<Vec<Token>>> = vec![None; game.players.len()];
    for (index, (name, typed)) in raw.took.iter().enumerate() {
        let at = seat(game, words, Field::Took(index), name)?;
        if took[at].is_some() {
            return Err(InputError::at(Field::Took(index), Problem::NamedTwice(at)));
        }
        took[at] = Some(cards(words, Field::Player(at), typed)?);
    }
    Ok(took.into_iter().map(Option::unwrap_or_default).collect())
}

/// A word of a closed list typed at `field`.
fn word_of<T>(
    field: Field,
    list: WordList,
    text: &str,
    read: impl Fn(&str) -> Option<T>,
) -> Result<T, InputError> {
    read(text).ok_or_else(|| {
        InputError::at(
            field,
            Problem::Word {
                list,
                text: text.to_string(),
            },
        )
    })
}

/// The high bid as typed.
fn bid_of(game: &Match, words: &Vocabulary, bid: &RawBid) -> Result<(usize, i64), InputError> {
    match bid {
        RawBid::Given { name, chips } => Ok((seat(game, words, Field::Bid, name)?, *chips)),
        RawBid::Written(text) => {
            let syntax = || InputError::at(Field::Bid, Problem::BidSyntax(text.clone()));
            let (name, chips) = text.split_once('=').ok_or_else(syntax)?;
            let chips: i64 = chips.trim().parse().map_err(|_| syntax())?;
            Ok((seat(game, words, Field::Bid, name.trim())?, chips))
        }
    }
}

/// Reads a raw hand against the match: every name, card and word checked as every door
/// checks it. What depends on the match so far (totals, the moon, whose deal) is checked by
/// the match itself when the hand is entered (see [`enter`]). A value given as none (`-`;
/// for the moon and the suit also `none`, `geen`) is a value not given.
pub fn resolve(game: &Match, raw: &RawHand, words: &Vocabulary) -> Result<HandInput, InputError> {
    let named = |field: Field, name: &Option<String>| {
        given(name)
            .map(|name| seat(game, words, field, name))
            .transpose()
    };
    let bid = match &raw.bid {
        Some(RawBid::Written(text)) if vocab::is_none(text, false) => None,
        Some(bid) => Some(bid_of(game, words, bid)?),
        None => None,
    };
    Ok(HandInput {
        took: took_of(game, raw, words)?,
        out: match given(&raw.out) {
            Some(text) => cards(words, Field::Out, text)?,
            None => Vec::new(),
        },
        moon: given_word(&raw.moon)
            .map(|t| word_of(Field::Moon, WordList::Moon, t, |t| words.moon(t)))
            .transpose()?,
        renege: named(Field::Renege, &raw.renege)?,
        dealer: named(Field::Dealer, &raw.dealer)?,
        pass: given(&raw.pass).map(|t| pass(words, t)).transpose()?,
        declare: named(Field::Declare, &raw.declare)?,
        bid,
        suit: given_word(&raw.suit)
            .map(|t| word_of(Field::Suit, WordList::Suit, t, |t| words.suit(t)))
            .transpose()?,
        all_pass: raw.all_pass,
        payments: if removes_payments(&raw.pay) {
            Vec::new()
        } else {
            raw.pay
                .iter()
                .map(|p| payment_with(game, words, p))
                .collect::<Result<_, _>>()?
        },
        expose: match given(&raw.expose) {
            Some(text) => exposed(words, text)?,
            None => Vec::new(),
        },
    })
}

/// Whether the payments as typed say there were none: one payment `-`.
fn removes_payments(pay: &[RawPayment]) -> bool {
    matches!(pay, [RawPayment::Written(text)] if vocab::is_none(text, false))
}

/// An edit's fact as typed: not given (kept), none (`-`, or empty; `none` and `geen` too
/// where `words_for_none`), or a value read by `read`.
fn anew<T>(
    text: &Option<String>,
    words_for_none: bool,
    read: impl FnOnce(&str) -> Result<T, InputError>,
) -> Result<Anew<T>, InputError> {
    match text.as_deref().map(str::trim) {
        None => Ok(Anew::Keep),
        Some(text) if text.is_empty() || vocab::is_none(text, words_for_none) => Ok(Anew::Remove),
        Some(text) => read(text).map(Anew::Set),
    }
}

/// Reads a raw hand as an edit of a saved hand: `NAME=CARDS` given replace the hand's cards
/// (none given: the hand keeps its cards); every other value left out is kept, and a value
/// given as none (`-`; for the moon and the suit also `none`, `geen`) is removed.
pub fn resolve_edit(
    game: &Match,
    raw: &RawHand,
    words: &Vocabulary,
) -> Result<HandEdit, InputError> {
    let named = |field: Field| move |name: &str| seat(game, words, field, name);
    Ok(HandEdit {
        took: if raw.took.is_empty() {
            None
        } else {
            Some(took_of(game, raw, words)?)
        },
        out: anew(&raw.out, false, |text| cards(words, Field::Out, text))?,
        moon: anew(&raw.moon, true, |t| {
            word_of(Field::Moon, WordList::Moon, t, |t| words.moon(t))
        })?,
        renege: anew(&raw.renege, false, named(Field::Renege))?,
        dealer: anew(&raw.dealer, false, named(Field::Dealer))?,
        pass: anew(&raw.pass, false, |t| pass(words, t))?,
        declare: anew(&raw.declare, false, named(Field::Declare))?,
        bid: match &raw.bid {
            None => Anew::Keep,
            Some(RawBid::Written(text))
                if text.trim().is_empty() || vocab::is_none(text, false) =>
            {
                Anew::Remove
            }
            Some(bid) => Anew::Set(bid_of(game, words, bid)?),
        },
        suit: anew(&raw.suit, true, |t| {
            word_of(Field::Suit, WordList::Suit, t, |t| words.suit(t))
        })?,
        payments: if raw.pay.is_empty() {
            Anew::Keep
        } else if removes_payments(&raw.pay) {
            Anew::Remove
        } else {
            Anew::Set(
                raw.pay
                    .iter()
                    .map(|p| payment_with(game, words, p))
                    .collect::<Result<_, _>>()?,
            )
        },
        expose: anew(&raw.expose, false, |text| exposed(words, text))?,
        all_pass: raw.all_pass,
    })
}

/// Reads a raw hand and enters it as the next hand of the match (the command line's
/// `record`, a phone's record and check).
pub fn enter(
    game: &mut Match,
    board: &mut Scoreboard,
    raw: &RawHand,
    words: &Vocabulary,
    made: impl Into<Made>,
) -> Result<(), InputError> {
    let input = resolve(game, raw, words)?;
    game.push_hand(board, &input, made)
        .map_err(InputError::refused)
}

/// Reads a raw hand as an edit (see [`resolve_edit`]) and puts it in place of hand `number`
/// (`edit`): what it does, the entry it replaced among it (kept in the change log as made
/// when and where `made` says).
pub fn edit(
    game: &mut Match,
    number: usize,
    raw: &RawHand,
    words: &Vocabulary,
    made: impl Into<Made>,
) -> Result<Edited, InputError> {
    let edit = resolve_edit(game, raw, words)?;
    game.revise(number, &edit, made)
        .map_err(InputError::refused)
}

#[cfg(test)]
mod tests;
