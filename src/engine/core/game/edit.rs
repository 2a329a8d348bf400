//! Editing a saved hand ([`Match::revise`]): the cards given replace the hand's cards as a
//! whole, and every other fact of the hand (its exposures, declaration, bid and suit, cards
//! out of play, dealer, pass, renege, moon choice, payments) is kept unless given anew or
//! removed. A kept fact that no longer fits the hand as edited is dropped, and the edit says
//! which ([`Edited::dropped`]); an edit that changes nothing changes nothing
//! ([`Edited::changed`]).

use super::{
    Action, Change, Entry, Hand, HandInput, Made, Match, MatchError, Payment, Replaced, Scoreboard,
};
use crate::core::cards::{Card, Suit};
use crate::core::tokens::Token;
use crate::core::variant::{MoonChoice, PassDir};

/// One fact of a hand as an edit gives it.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Anew<T> {
    /// Not given: the hand keeps what it had.
    #[default]
    Keep,
    /// Given as none (`-`): the hand has none of it any more.
    Remove,
    /// Given anew.
    Set(T),
}

impl<T: Clone> Anew<T> {
    /// The fact after the edit, given what the hand had.
    fn over(&self, old: Option<T>) -> Option<T> {
        match self {
            Anew::Keep => old,
            Anew::Remove => None,
            Anew::Set(value) => Some(value.clone()),
        }
    }

    fn kept(&self) -> bool {
        matches!(self, Anew::Keep)
    }
}

impl<T> From<Option<T>> for Anew<T> {
    /// A door's optional value: given, or kept.
    fn from(value: Option<T>) -> Anew<T> {
        value.map_or(Anew::Keep, Anew::Set)
    }
}

/// What an edit gives of a hand: its cards (none: the hand keeps its cards) and each other
/// fact kept, removed or given anew.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HandEdit {
    /// What each seat took, in seating order, replacing the hand's cards as a whole.
    pub took: Option<Vec<Vec<Token>>>,
    /// Cards out of play.
    pub out: Anew<Vec<Token>>,
    /// The shooter's choice.
    pub moon: Anew<MoonChoice>,
    /// Who reneged.
    pub renege: Anew<usize>,
    /// Who dealt (removed: the dealer the match proposes for that hand).
    pub dealer: Anew<usize>,
    /// How the hand was passed (removed: the pass the match proposes for that hand).
    pub pass: Anew<PassDir>,
    /// Who made the game's declaration.
    pub declare: Anew<usize>,
    /// The high bid (Auction Hearts).
    pub bid: Anew<(usize, i64)>,
    /// The penalty suit (Auction Hearts).
    pub suit: Anew<Suit>,
    /// The chips paid in play (Reversis).
    pub payments: Anew<Vec<Payment>>,
    /// The cards exposed before play (Gong Zhu).
    pub expose: Anew<Vec<Card>>,
    /// Everyone passed in the bidding: refused, a hand cannot become an all-pass.
    pub all_pass: bool,
}

impl From<&HandInput> for HandEdit {
    /// A hand typed in full: what it gives is given, what it leaves out is kept.
    fn from(input: &HandInput) -> HandEdit {
        HandEdit {
            took: Some(input.took.clone()),
            out: listed(&input.out).into(),
            moon: input.moon.into(),
            renege: input.renege.into(),
            dealer: input.dealer.into(),
            pass: input.pass.into(),
            declare: input.declare.into(),
            bid: input.bid.into(),
            suit: input.suit.into(),
            payments: listed(&input.payments).into(),
            expose: listed(&input.expose).into(),
            all_pass: input.all_pass,
        }
    }
}

/// A fact of a hand besides its cards, as an edit names what it dropped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fact {
    /// The cards each player took (only a renege hand drops them: it has none).
    Cards,
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
    /// The payments in play.
    Payments,
    /// The exposed cards.
    Exposed,
}

/// What an edit did.
#[derive(Clone, Debug)]
pub struct Edited {
    /// The standings after the edit (the same as before when nothing changed).
    pub board: Scoreboard,
    /// The entry as it was before the edit, in full.
    pub replaced: Entry,
    /// The facts the hand kept that no longer fit it, and were dropped, in the order found.
    pub dropped: Vec<Fact>,
    /// Whether the edit changed the hand; when not, the match is as it was.
    pub changed: bool,
}

impl Match {
    /// Edits hand `number` (1-based) with the same checks as a new hand: the cards given
    /// replace the hand's cards, every fact not given is kept (see [`HandEdit`]), and every
    /// later hand is rescored. A kept fact that no longer fits is dropped (said in
    /// [`Edited::dropped`]); a fact given that does not fit is refused. Refused as well if the
    /// match would then end before its last recorded hand, or a later hand would no longer
    /// fit; then nothing changes. An edit that gives the hand as it is changes nothing.
    /// A change keeps the entry replaced in the change log, when and where `made` says.
    pub fn revise(
        &mut self,
        number: usize,
        edit: &HandEdit,
        made: impl Into<Made>,
    ) -> Result<Edited, MatchError> {
        if edit.all_pass {
            return Err(MatchError::EditIntoAllPass);
        }
        let hands: Vec<usize> = self
            .entries
            .iter()
            .enumerate()
            .filter(|(_, entry)| entry.is_hand())
            .map(|(index, _)| index)
            .collect();
        let played = hands.len();
        // A hand of points only (`import`) is edited into a hand of cards, from none.
        let found = number
            .checked_sub(1)
            .and_then(|i| hands.get(i))
            .and_then(|&index| match &self.entries[index] {
                Entry::Hand(hand) => Some((index, hand.clone())),
                Entry::Points(points) => Some((index, self.hand_of_points(points))),
                Entry::Misdeal { .. } | Entry::AllPass { .. } => None,
            });
        let Some((index, old)) = found else {
            return Err(MatchError::NoSuchHand { number, played });
        };
        let replaced = self.entries[index].clone();
        let mut dropped: Vec<Fact> = Vec::new();
        let mut first_refusal: Option<MatchError> = None;
        loop {
            let input = self.merged(&old, edit, &dropped);
            match self.replayed(index, &input, old.made(), played) {
                Ok((edited, board)) => {
                    let changed = edited.entries[index] != replaced;
                    if changed {
                        *self = edited;
                        self.changes.push(Change {
                            made: made.into(),
                            action: Action::Edit,
                            hand: Some(number),
                            replaced: Replaced::Entry(Box::new(replaced.clone())),
                        });
                    }
                    return Ok(Edited {
                        board: if changed { board } else { self.scoreboard() },
                        replaced,
                        dropped,
                        changed,
                    });
                }
                Err(Refused::Later(error)) => return Err(error),
                Err(Refused::Here(error)) => {
                    let fact = at_fault(&error)
                        .iter()
                        .copied()
                        .find(|&fact| !dropped.contains(&fact) && self.kept(&old, edit, fact));
                    // What was given does not fit: refused as it was first found.
                    let Some(fact) = fact else {
                        return Err(first_refusal.unwrap_or(error));
                    };
                    first_refusal.get_or_insert(error);
                    dropped.push(fact);
                }
            }
        }
    }

    /// Whether the edit keeps `fact` of the hand `old` and the hand has it.
    fn kept(&self, old: &Hand, edit: &HandEdit, fact: Fact) -> bool {
        match fact {
            Fact::Cards => {
                edit.took.is_none()
                    && (old.cards.took.iter().any(|c| !c.is_empty()) || !old.cards.out.is_empty())
            }
            Fact::Out => edit.out.kept() && !old.cards.out.is_empty(),
            Fact::Moon => edit.moon.kept() && old.moon.is_some(),
            Fact::Renege => edit.renege.kept() && old.renege.is_some(),
            Fact::Dealer => edit.dealer.kept(),
            Fact::Pass => edit.pass.kept() && self.pass_as_entered(old.pass).is_some(),
            Fact::Declare => edit.declare.kept() && old.declare.is_some(),
            Fact::Bid => edit.bid.kept() && old.bid.is_some(),
            Fact::Suit => edit.suit.kept() && old.suit.is_some(),
            Fact::Payments => edit.payments.kept() && !old.payments.is_empty(),
            Fact::Exposed => edit.expose.kept() && !old.exposed.is_empty(),
        }
    }

    /// The hand as it is entered again: `old`'s facts under the edit, those `dropped` left out.
    fn merged(&self, old: &Hand, edit: &HandEdit, dropped: &[Fact]) -> HandInput {
        let cards_kept = edit.took.is_none() && !dropped.contains(&Fact::Cards);
        let took = match &edit.took {
            Some(took) => took.clone(),
            None if cards_kept => old.cards.took.iter().map(|c| c.to_tokens()).collect(),
            None => vec![Vec::new(); self.players.len()],
        };
        // The cards out of play go with the hand's cards when a renege drops those.
        let old_out = (!old.cards.out.is_empty() && (cards_kept || edit.took.is_some()))
            .then(|| old.cards.out.to_tokens());
        HandInput {
            took,
            out: pick(dropped, Fact::Out, &edit.out, old_out).unwrap_or_default(),
            moon: pick(dropped, Fact::Moon, &edit.moon, old.moon),
            renege: pick(dropped, Fact::Renege, &edit.renege, old.renege),
            dealer: pick(dropped, Fact::Dealer, &edit.dealer, Some(old.dealer)),
            // A game that never passes has no pass to keep (an older file may hold one).
            pass: pick(
                dropped,
                Fact::Pass,
                &edit.pass,
                (!self.never_passes()).then_some(old.pass),
            ),
            declare: pick(dropped, Fact::Declare, &edit.declare, old.declare),
            bid: pick(dropped, Fact::Bid, &edit.bid, old.bid),
            suit: pick(dropped, Fact::Suit, &edit.suit, old.suit),
            all_pass: false,
            payments: pick(
                dropped,
                Fact::Payments,
                &edit.payments,
                listed(&old.payments),
            )
            .unwrap_or_default(),
            expose: pick(dropped, Fact::Exposed, &edit.expose, listed(&old.exposed))
                .unwrap_or_default(),
        }
    }

    /// The match with the entry at `index` entered again as `input` and every later entry
    /// after it, and its standings; the refusal says whether the hand itself or a later one
    /// did not fit.
    fn replayed(
        &self,
        index: usize,
        input: &HandInput,
        made: Made,
        total_hands: usize,
    ) -> Result<(Match, Scoreboard), Refused> {
        let mut edited = Match {
            entries: self.entries[..index].to_vec(),
            ..self.clone()
        };
        let mut board = edited.scoreboard();
        edited
            .push_hand(&mut board, input, made)
            .map_err(Refused::Here)?;
        let later = |number: usize| {
            move |e: MatchError| MatchError::EditBreaksLaterHand {
                number,
                reason: Box::new(e),
            }
        };
        for entry in &self.entries[index + 1..] {
            if let Some(winner) = board.winner() {
                return Err(Refused::Later(MatchError::EditEndsMatchEarly {
                    ends_at: board.hands.len(),
                    winner,
                    last: total_hands,
                }));
            }
            let number = board.hands.len() + 1;
            match entry {
                Entry::Misdeal { dealer, .. } => edited
                    .push_misdeal(&mut board, *dealer, entry.made())
                    .map_err(Refused::Later)?,
                Entry::AllPass { dealer, .. } => {
                    let passed = HandInput {
                        all_pass: true,
                        dealer: Some(*dealer),
                        ..HandInput::default()
                    };
                    edited
                        .push_hand(&mut board, &passed, entry.made())
                        .map_err(later(number))
                        .map_err(Refused::Later)?;
                }
                Entry::Points(hand) => edited
                    .push_points(&mut board, Some(hand.dealer), &hand.points, entry.made())
                    .map_err(later(number))
                    .map_err(Refused::Later)?,
                Entry::Hand(hand) => {
                    let again = edited.input_of(hand);
                    edited
                        .replay_hand(&mut board, &again, hand.made())
                        .map_err(later(number))
                        .map_err(Refused::Later)?;
                }
            }
        }
        Ok((edited, board))
    }
}

/// A list a hand holds, as a fact: none when it is empty.
fn listed<T: Clone>(old: &[T]) -> Option<Vec<T>> {
    (!old.is_empty()).then(|| old.to_vec())
}

/// A fact after the edit: as given, or kept from `old` unless it was dropped.
fn pick<T: Clone>(dropped: &[Fact], fact: Fact, anew: &Anew<T>, old: Option<T>) -> Option<T> {
    if anew.kept() && dropped.contains(&fact) {
        return None;
    }
    anew.over(old)
}

/// Why an edit did not go through: the edited hand itself, or what came after it.
enum Refused {
    Here(MatchError),
    Later(MatchError),
}

/// The kept facts that may be at fault when the edited hand is refused so, in the order they
/// are dropped.
fn at_fault(error: &MatchError) -> &'static [Fact] {
    match error {
        MatchError::NoMoonChoice { .. } | MatchError::NotAMoon => &[Fact::Moon],
        MatchError::OutNotAllowed => &[Fact::Out],
        MatchError::PassNotPlayable(_)
        | MatchError::NoPassing(_)
        | MatchError::PassChoiceMissing { .. } => &[Fact::Pass],
        MatchError::RenegeWithCards(_) => &[Fact::Renege, Fact::Cards, Fact::Out],
        MatchError::NoRenegeCharge => &[Fact::Renege],
        MatchError::NoDeclaration => &[Fact::Declare],
        MatchError::DeclaredWithRenege => &[Fact::Renege, Fact::Declare],
        MatchError::NoBidding { .. } => &[Fact::Bid, Fact::Suit],
        MatchError::BidNotPositive | MatchError::BidTooHigh { .. } => &[Fact::Bid],
        MatchError::NamesAgain { .. } => &[Fact::Bid],
        MatchError::NoPayments
        | MatchError::PaymentNotPositive
        | MatchError::PaymentToSelf(_)
        | MatchError::PaymentTooBig { .. } => &[Fact::Payments],
        MatchError::NoExposing | MatchError::NotExposable(_) | MatchError::ExposedTwice(_) => {
            &[Fact::Exposed]
        }
        // Cards out of play kept beside cards given anew: a card twice, too many cards.
        MatchError::Cards(_) => &[Fact::Out],
        _ => &[],
    }
}
