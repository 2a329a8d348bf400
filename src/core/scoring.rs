//! One hand's cards: checking that what the table typed is possible (every scoring card taken
//! exactly once), resolving `rest`, finding the moon, and the points each player took.

use super::cards::{Card, Rank, Suit};
use super::score::Score;
use super::tokens::Token;
use super::variant::{Exposes, Rules};
use std::collections::BTreeMap;
use thiserror::Error;

/// The scoring cards one player took in a hand (or that left play): particular cards, plus a
/// number of hearts typed as a bare count, of no particular rank.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Capture {
    /// Particular cards with their number of copies.
    pub cards: BTreeMap<Card, u8>,
    /// Hearts of no particular rank, each worth the ordinary heart value.
    pub hearts: u32,
    /// Took the first trick (in games that score it).
    pub first: bool,
    /// Took the last trick (in games that score it).
    pub last: bool,
    /// Tricks won (in games that score them).
    pub tricks: u32,
}

impl Capture {
    /// Whether nothing was taken.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty() && self.hearts == 0 && !self.first && !self.last && self.tricks == 0
    }

    /// Cards taken of the penalty suit, in Auction Hearts: the bare number and the cards
    /// typed (which are all of that suit).
    pub fn suit_count(&self) -> u32 {
        self.hearts + self.cards.values().map(|&n| u32::from(n)).sum::<u32>()
    }

    /// Copies of `card` taken.
    pub fn count(&self, card: Card) -> u8 {
        self.cards.get(&card).copied().unwrap_or(0)
    }

    fn add(&mut self, card: Card, copies: u8) {
        if copies > 0 {
            *self.cards.entry(card).or_insert(0) += copies;
        }
    }

    /// The capture as tokens, as if typed again.
    pub fn to_tokens(&self) -> Vec<Token> {
        let mut tokens: Vec<Token> = self
            .cards
            .iter()
            .flat_map(|(&card, &copies)| {
                std::iter::repeat_n(Token::Card(card), usize::from(copies))
            })
            .collect();
        if self.hearts > 0 {
            tokens.push(Token::Hearts(self.hearts));
        }
        if self.first {
            tokens.push(Token::First);
        }
        if self.last {
            tokens.push(Token::Last);
        }
        if self.tricks > 0 {
            tokens.push(Token::Tricks(self.tricks));
        }
        tokens
    }

    /// The capture in the card syntax, cards fanned by suit and rank, the bare count last:
    /// `Q♠ 10♥ 3`; `-` when nothing was taken. Parsing this gives the same capture back.
    pub fn to_card_text(&self) -> String {
        if self.is_empty() {
            return "-".into();
        }
        let mut cards: Vec<(Card, u8)> = self.cards.iter().map(|(&c, &n)| (c, n)).collect();
        cards.sort_by_key(|(card, _)| card.display_order());
        let mut words: Vec<String> = cards
            .iter()
            .flat_map(|&(card, copies)| std::iter::repeat_n(card.to_string(), usize::from(copies)))
            .collect();
        if self.hearts > 0 {
            words.push(self.hearts.to_string());
        }
        if self.first {
            words.push("first".into());
        }
        if self.last {
            words.push("last".into());
        }
        if self.tricks > 0 {
            words.push(format!("tricks:{}", self.tricks));
        }
        words.join(" ")
    }
}

/// A hand's cards after checking: what each player took (in seating order) and what left play.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HandCards {
    /// One capture per seat.
    pub took: Vec<Capture>,
    /// Cards out of play (a dead last trick in Cancellation).
    pub out: Capture,
}

/// Who a card was entered for: a seat, or the cards out of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owner {
    /// A player.
    Seat(usize),
    /// The cards that left play.
    Out,
}

/// Why a card is not in this deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Missing {
    /// The game plays without jokers.
    NoJokers,
    /// The card is stripped for this table size.
    Stripped,
    /// The short deck starts above the card's rank.
    BelowLowest,
    /// The game plays without it.
    Absent,
}

/// One way a hand's totals fail to add up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Gap {
    /// Fewer plain hearts entered than the deck holds.
    Hearts {
        /// Entered.
        entered: u32,
        /// In the deck.
        deck: u32,
    },
    /// Scoring cards nobody took.
    NobodyTook(Vec<Card>),
    /// Nobody has the first (or the last) trick.
    NobodyTookTrick(TrickWord),
    /// Fewer tricks entered than the hand has.
    Tricks {
        /// Entered.
        entered: u32,
        /// In the hand.
        hand: u32,
    },
    /// Fewer cards of the penalty suit entered than the deck holds (Auction Hearts).
    Suit {
        /// The penalty suit.
        suit: Suit,
        /// Entered.
        entered: u32,
        /// In the deck.
        deck: u32,
    },
    /// A card of which the deck holds more copies than were entered.
    Short {
        /// The card.
        card: Card,
        /// Entered.
        entered: u32,
        /// In the deck.
        held: u8,
    },
}

/// Why a hand's cards cannot be right. The words layer says each as one sentence: what is
/// wrong and what is accepted.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{self:?}")]
pub enum HandError {
    /// A card stripped for this table size, below the short deck's lowest rank, or a joker
    /// where there is none.
    NotInDeck {
        /// The card.
        card: Card,
        /// Why.
        why: Missing,
    },
    /// A card worth nothing in this variant: almost certainly a typo.
    ScoresNothing {
        /// The card.
        card: Card,
    },
    /// A bare number where every heart has its own value.
    BareHeartsNotAccepted,
    /// A card entered more often than the deck holds it.
    EnteredTooOften {
        /// The card.
        card: Card,
        /// Everyone it was entered for, once per entry.
        owners: Vec<Owner>,
        /// Copies in the deck.
        held: u8,
    },
    /// More hearts than the deck holds.
    TooManyHearts {
        /// Hearts entered, bare and particular.
        entered: u32,
        /// Hearts in the deck.
        deck: u32,
    },
    /// Not every scoring card was entered.
    Totals(Vec<Gap>),
    /// `rest` for two players.
    RestTwice,
    /// `rest` together with other cards, for this seat.
    RestNotAlone(usize),
    /// `rest` among the cards out of play.
    RestOutOfPlay,
    /// `first`, `last` or `tricks:N` in a game where it scores nothing.
    TrickScoresNothing(TrickWord),
    /// `first`, `last` or `tricks:N` among the cards out of play.
    TrickOutOfPlay(TrickWord),
    /// The first (or last) trick entered for more than one player.
    TrickTwice {
        /// Which.
        word: TrickWord,
        /// For whom.
        seats: Vec<usize>,
    },
    /// More tricks than the hand has.
    TooManyTricks {
        /// Entered.
        entered: u32,
        /// In the hand.
        hand: u32,
    },
    /// A card of another suit than the penalty suit (Auction Hearts).
    NotPenaltySuit {
        /// The card.
        card: Card,
        /// The penalty suit.
        suit: Suit,
    },
    /// More cards of the penalty suit than the deck holds.
    TooManyOfSuit {
        /// The penalty suit.
        suit: Suit,
        /// Entered.
        entered: u32,
        /// In the deck.
        deck: u32,
    },
    /// Scoring cards for a player who took no trick, in a game that counts tricks.
    CardsWithoutTrick {
        /// The player.
        seat: usize,
        /// One of the scoring cards (none when only a number of hearts was entered).
        card: Option<Card>,
    },
    /// `tricks:N rest` where N is not the number of tricks nobody else took.
    RestTricks {
        /// The player.
        seat: usize,
        /// Tricks entered with `rest`.
        entered: u32,
        /// Tricks nobody else took.
        remaining: u32,
    },
    /// More cards out of play than one trick holds (a dead last trick: one card a player).
    OutMoreThanATrick {
        /// Entered.
        entered: u32,
        /// Players, so cards in a trick.
        most: u32,
    },
    /// More cards out of play than were left over.
    TooManyOut {
        /// Entered.
        entered: u32,
        /// Left over after the deal.
        most: u32,
    },
}

/// `first`, `last` or `tricks:N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrickWord {
    /// The first trick.
    First,
    /// The last trick.
    Last,
    /// A number of tricks.
    Tricks,
}

impl TrickWord {
    fn of(token: &Token) -> TrickWord {
        match token {
            Token::First => TrickWord::First,
            Token::Last => TrickWord::Last,
            _ => TrickWord::Tricks,
        }
    }
}

impl Rules {
    /// Checks what the table typed for one hand — `took` has one token list per seat, `out`
    /// the cards that left play — and resolves `rest`. Problems are reported in this order:
    /// not in this deck, scores nothing, entered too often, totals.
    pub fn enter_cards(&self, took: &[Vec<Token>], out: &[Token]) -> Result<HandCards, HandError> {
        self.enter_cards_dealt(took, out, self.kitty)
    }

    /// [`Rules::enter_cards`] for a deal that left `leftovers` cards (in a lives game the
    /// deal changes as players go out). Where the leftovers stay face down, the scoring cards
    /// entered may be short by as many as lie there unnamed.
    pub fn enter_cards_dealt(
        &self,
        took: &[Vec<Token>],
        out: &[Token],
        leftovers: u32,
    ) -> Result<HandCards, HandError> {
        self.enter_cards_under(took, out, leftovers, true)
    }

    /// [`Rules::enter_cards_dealt`], with or without the checks of "one way in" (scoring
    /// cards without a trick, more cards out than a trick holds), which a match saved before
    /// them is replayed without.
    pub fn enter_cards_under(
        &self,
        took: &[Vec<Token>],
        out: &[Token],
        leftovers: u32,
        one_way_in: bool,
    ) -> Result<HandCards, HandError> {
        let owners = || {
            took.iter()
                .enumerate()
                .map(|(seat, tokens)| (Some(seat), tokens.as_slice()))
                .chain(std::iter::once((None, out)))
        };
        let owner_of = |owner: Option<usize>| match owner {
            Some(seat) => Owner::Seat(seat),
            None => Owner::Out,
        };

        for (_, tokens) in owners() {
            for token in tokens {
                if let Token::Card(card) = token
                    && !self.deck.contains(*card)
                {
                    return Err(HandError::NotInDeck {
                        card: *card,
                        why: self.why_not_in_deck(*card),
                    });
                }
            }
        }

        let mut rest_seat = None;
        for (owner, tokens) in owners() {
            for token in tokens {
                match token {
                    Token::Card(card) if !self.scores(*card) => {
                        return Err(HandError::ScoresNothing { card: *card });
                    }
                    Token::Hearts(count) if *count > 0 && self.plain_heart_value.is_none() => {
                        return Err(HandError::BareHeartsNotAccepted);
                    }
                    Token::Rest => match owner {
                        None => return Err(HandError::RestOutOfPlay),
                        Some(_) if rest_seat.is_some() => return Err(HandError::RestTwice),
                        // `rest` takes the tricks left too, so `tricks:N` may stand beside it.
                        Some(seat)
                            if tokens
                                .iter()
                                .any(|t| !matches!(t, Token::Rest | Token::Tricks(_))) =>
                        {
                            return Err(HandError::RestNotAlone(seat));
                        }
                        Some(seat) => rest_seat = Some(seat),
                    },
                    Token::First | Token::Last | Token::Tricks(_) => {
                        let word = TrickWord::of(token);
                        let scores = match word {
                            TrickWord::First => self.tricks.scores_first(),
                            TrickWord::Last => self.tricks.scores_last(),
                            TrickWord::Tricks => self.tricks.scores_tricks(),
                        };
                        if !scores {
                            return Err(HandError::TrickScoresNothing(word));
                        }
                        if owner.is_none() {
                            return Err(HandError::TrickOutOfPlay(word));
                        }
                    }
                    _ => {}
                }
            }
        }

        let mut entered_by: BTreeMap<Card, Vec<Option<usize>>> = BTreeMap::new();
        let mut bare_hearts = 0u32;
        let mut firsts = Vec::new();
        let mut lasts = Vec::new();
        let mut tricks = 0u32;
        for (owner, tokens) in owners() {
            for token in tokens {
                match token {
                    Token::Card(card) => entered_by.entry(*card).or_default().push(owner),
                    Token::Hearts(count) => bare_hearts += count,
                    Token::First => firsts.extend(owner),
                    Token::Last => lasts.extend(owner),
                    Token::Tricks(count) => tricks = tricks.saturating_add(*count),
                    Token::Rest => {}
                }
            }
        }
        for (word, seats) in [(TrickWord::First, &firsts), (TrickWord::Last, &lasts)] {
            if seats.len() > 1 {
                return Err(HandError::TrickTwice {
                    word,
                    seats: seats.clone(),
                });
            }
        }
        if tricks > self.tricks.per_hand {
            return Err(HandError::TooManyTricks {
                entered: tricks,
                hand: self.tricks.per_hand,
            });
        }
        let out_count: u32 = out
            .iter()
            .map(|t| match t {
                Token::Card(_) => 1,
                Token::Hearts(n) => *n,
                _ => 0,
            })
            .sum();
        if one_way_in && self.packs >= 2 && out_count > self.players as u32 {
            return Err(HandError::OutMoreThanATrick {
                entered: out_count,
                most: self.players as u32,
            });
        }
        if self.out_of_play && out_count > leftovers {
            return Err(HandError::TooManyOut {
                entered: out_count,
                most: leftovers,
            });
        }
        for (&card, owners_of_card) in &entered_by {
            let held = self.deck.count(card);
            if owners_of_card.len() > usize::from(held) {
                return Err(HandError::EnteredTooOften {
                    card,
                    owners: owners_of_card.iter().map(|&o| owner_of(o)).collect(),
                    held,
                });
            }
        }
        let plain_in_deck = self.plain_hearts_in_deck();
        let plain_typed: u32 = entered_by
            .iter()
            .filter(|&(&card, _)| self.is_plain_heart(card))
            .map(|(_, o)| u32::try_from(o.len()).unwrap_or(u32::MAX))
            .sum();
        let plain_entered = bare_hearts + plain_typed;
        if plain_entered > plain_in_deck {
            return Err(HandError::TooManyHearts {
                entered: plain_entered,
                deck: plain_in_deck,
            });
        }

        let mut hand = HandCards {
            took: vec![Capture::default(); took.len()],
            out: Capture::default(),
        };
        for (owner, tokens) in owners() {
            let capture = match owner {
                Some(seat) => &mut hand.took[seat],
                None => &mut hand.out,
            };
            for token in tokens {
                match token {
                    Token::Card(card) => capture.add(*card, 1),
                    Token::Hearts(count) => capture.hearts += count,
                    Token::First => capture.first = true,
                    Token::Last => capture.last = true,
                    Token::Tricks(count) => capture.tricks += count,
                    Token::Rest => {}
                }
            }
        }
        if let Some(seat) = rest_seat {
            let rest = &mut hand.took[seat];
            // The tricks, and the first and last trick, nobody else has.
            rest.first = self.tricks.scores_first() && firsts.is_empty();
            rest.last = self.tricks.scores_last() && lasts.is_empty();
            if self.tricks.scores_tricks() {
                let own = rest.tricks;
                let remaining = self.tricks.per_hand - (tricks - own);
                if own > 0 && own != remaining {
                    return Err(HandError::RestTricks {
                        seat,
                        entered: own,
                        remaining,
                    });
                }
                rest.tricks = remaining;
            }
            for &card in self.values.keys() {
                if self.is_plain_heart(card) && bare_hearts > 0 {
                    continue;
                }
                let held = self.deck.count(card);
                let entered = entered_by.get(&card).map_or(0, Vec::len);
                rest.add(
                    card,
                    held.saturating_sub(u8::try_from(entered).unwrap_or(u8::MAX)),
                );
            }
            if bare_hearts > 0 {
                rest.hearts = plain_in_deck - plain_entered;
            }
        }

        if one_way_in && self.tricks.scores_tricks() {
            self.check_a_trick_with_cards(&hand)?;
        }
        let unseen = if self.face_down {
            leftovers.saturating_sub(out_count)
        } else {
            0
        };
        self.check_totals(&hand, unseen)?;
        Ok(hand)
    }

    /// In a game that counts tricks, scoring cards come with a trick: a player given any took
    /// at least one.
    fn check_a_trick_with_cards(&self, hand: &HandCards) -> Result<(), HandError> {
        for (seat, capture) in hand.took.iter().enumerate() {
            if capture.tricks > 0 {
                continue;
            }
            let card = capture.cards.keys().copied().find(|&c| self.scores(c));
            if card.is_some() || capture.hearts > 0 {
                return Err(HandError::CardsWithoutTrick { seat, card });
            }
        }
        Ok(())
    }

    /// Checks the cards of the penalty suit each player took (Auction Hearts): particular
    /// cards of that suit, or a bare number of them; `rest` is every card of it not entered.
    pub fn enter_suit(&self, took: &[Vec<Token>], suit: Suit) -> Result<HandCards, HandError> {
        let in_deck: u32 = self
            .deck
            .cards()
            .filter(|(card, _)| card.suit() == Some(suit))
            .map(|(_, copies)| u32::from(copies))
            .sum();
        let mut rest_seat = None;
        let mut hand = HandCards {
            took: vec![Capture::default(); took.len()],
            out: Capture::default(),
        };
        let mut entered_by: BTreeMap<Card, Vec<Owner>> = BTreeMap::new();
        for (seat, tokens) in took.iter().enumerate() {
            for token in tokens {
                match token {
                    Token::Card(card) if !self.deck.contains(*card) => {
                        return Err(HandError::NotInDeck {
                            card: *card,
                            why: self.why_not_in_deck(*card),
                        });
                    }
                    Token::Card(card) if card.suit() != Some(suit) => {
                        return Err(HandError::NotPenaltySuit { card: *card, suit });
                    }
                    Token::Card(card) => {
                        entered_by.entry(*card).or_default().push(Owner::Seat(seat));
                        hand.took[seat].add(*card, 1);
                    }
                    Token::Hearts(count) => hand.took[seat].hearts += count,
                    Token::Rest if rest_seat.is_some() => return Err(HandError::RestTwice),
                    Token::Rest if tokens.len() > 1 => return Err(HandError::RestNotAlone(seat)),
                    Token::Rest => rest_seat = Some(seat),
                    other => return Err(HandError::TrickScoresNothing(TrickWord::of(other))),
                }
            }
        }
        for (&card, owners) in &entered_by {
            let held = self.deck.count(card);
            if owners.len() > usize::from(held) {
                return Err(HandError::EnteredTooOften {
                    card,
                    owners: owners.clone(),
                    held,
                });
            }
        }
        let entered: u32 = hand.took.iter().map(Capture::suit_count).sum();
        if entered > in_deck {
            return Err(HandError::TooManyOfSuit {
                suit,
                entered,
                deck: in_deck,
            });
        }
        match rest_seat {
            Some(seat) => hand.took[seat].hearts = in_deck - entered,
            None if entered < in_deck => {
                return Err(HandError::Totals(vec![Gap::Suit {
                    suit,
                    entered,
                    deck: in_deck,
                }]));
            }
            None => {}
        }
        Ok(hand)
    }

    /// Every scoring card entered once, the first and last trick and every trick; up to
    /// `unseen` scoring cards may be missing (they lie face down among the leftovers).
    fn check_totals(&self, hand: &HandCards, unseen: u32) -> Result<(), HandError> {
        let all = || hand.took.iter().chain(std::iter::once(&hand.out));
        let mut nobody_took = Vec::new();
        let mut short = Vec::new();
        // `values` holds exactly the cards of this deck that score, so walking it instead of
        // the whole deck saves most of the lookups (this runs for every hand of every match
        // `stats` reads).
        for (&card, &value) in &self.values {
            if self.is_plain_heart_of_value(card, value) {
                continue;
            }
            let held = self.deck.count(card);
            let entered: u32 = all().map(|c| u32::from(c.count(card))).sum();
            if entered == 0 {
                nobody_took.push(card);
            } else if entered < u32::from(held) {
                short.push(Gap::Short {
                    card,
                    entered,
                    held,
                });
            }
        }
        let mut gaps = Vec::new();
        let plain_in_deck = self.plain_hearts_in_deck();
        let plain_entered: u32 = all()
            .map(|c| {
                c.hearts
                    + c.cards
                        .iter()
                        .filter(|&(&card, _)| self.is_plain_heart(card))
                        .map(|(_, &n)| u32::from(n))
                        .sum::<u32>()
            })
            .sum();
        if plain_entered < plain_in_deck {
            gaps.push(Gap::Hearts {
                entered: plain_entered,
                deck: plain_in_deck,
            });
        }
        if nobody_took.len() <= usize::try_from(unseen).unwrap_or(usize::MAX) {
            nobody_took.clear();
        }
        if !nobody_took.is_empty() {
            nobody_took.sort_by_key(|c| c.display_order());
            gaps.push(Gap::NobodyTook(nobody_took));
        }
        for (word, scores, taken) in [
            (
                TrickWord::First,
                self.tricks.scores_first(),
                all().any(|c| c.first),
            ),
            (
                TrickWord::Last,
                self.tricks.scores_last(),
                all().any(|c| c.last),
            ),
        ] {
            if scores && !taken {
                gaps.push(Gap::NobodyTookTrick(word));
            }
        }
        let tricks: u32 = all().map(|c| c.tricks).sum();
        if self.tricks.scores_tricks() && tricks < self.tricks.per_hand {
            gaps.push(Gap::Tricks {
                entered: tricks,
                hand: self.tricks.per_hand,
            });
        }
        gaps.extend(short);
        if gaps.is_empty() {
            Ok(())
        } else {
            Err(HandError::Totals(gaps))
        }
    }

    fn why_not_in_deck(&self, card: Card) -> Missing {
        if card == Card::Joker {
            return Missing::NoJokers;
        }
        if self.removed.contains(&card) {
            return Missing::Stripped;
        }
        match card {
            Card::Suited { rank, .. } if rank < self.lowest_rank => Missing::BelowLowest,
            _ => Missing::Absent,
        }
    }

    /// The penalty points in a capture (bonus cards included, with their negative value; the
    /// imaginary values on the imaginary axis; all of it multiplied where the capture holds
    /// the multiplying card).
    pub fn points_in(&self, capture: &Capture) -> Score {
        self.points_exposed(capture, &[])
    }

    /// [`Rules::points_in`] in a hand in which these cards were exposed before play (Gong
    /// Zhu): each exposure doubles what it covers (the card, or every card of its suit; a
    /// multiplying card multiplies by twice as much and scores twice as much alone). A player
    /// who took every card of the reversing suit scores those, and the cards that turn with
    /// them, with the opposite sign (after doubling: an exposed Q♠ with all the hearts is
    /// +200). The multiplying card alone (no other card with it) scores its own figure.
    pub fn points_exposed(&self, capture: &Capture, exposed: &[Card]) -> Score {
        let doubled = |card: Card| -> i64 {
            exposed
                .iter()
                .filter(|&&shown| match self.expose.get(&shown) {
                    Some(Exposes::Card) => shown == card,
                    Some(Exposes::Suit) => card.suit().is_some() && shown.suit() == card.suit(),
                    None => false,
                })
                .fold(1, |factor, _| factor * 2)
        };
        let reversed = self
            .reverse
            .as_ref()
            .filter(|r| self.took_whole_suit(capture, r.suit));
        let turned = |card: Card| {
            reversed.is_some_and(|r| card.suit() == Some(r.suit) || r.also.contains(&card))
        };
        let value = |card: Card| {
            let value = self.value(card) * doubled(card);
            if turned(card) { -value } else { value }
        };
        let particular: i64 = capture
            .cards
            .iter()
            .map(|(&card, &copies)| value(card) * i64::from(copies))
            .sum();
        let imaginary: i64 = capture
            .cards
            .iter()
            .map(|(&card, &copies)| self.imaginary_value(card) * i64::from(copies))
            .sum();
        // A bare number of hearts: the plain heart's value, doubled and turned as any heart.
        let plain_heart = Card::new(Rank::TWO, Suit::Hearts);
        let bare = i64::from(capture.hearts)
            * self.plain_heart_value.unwrap_or(0)
            * doubled(plain_heart)
            * if turned(plain_heart) { -1 } else { 1 };
        let tricks = &self.tricks;
        let mut points = particular
            + bare
            + if capture.first { tricks.first } else { 0 }
            + if capture.last { tricks.last } else { 0 }
            + i64::from(capture.tricks) * tricks.each;
        // A combination taken whole scores its own figure instead of its parts.
        if let Some(combo) = &tricks.combo
            && combo.cards.iter().all(|&c| capture.count(c) > 0)
            && (!combo.first || capture.first)
            && (!combo.last || capture.last)
        {
            let parts: i64 = combo.cards.iter().map(|&c| value(c)).sum::<i64>()
                + if combo.first { tricks.first } else { 0 }
                + if combo.last { tricks.last } else { 0 };
            points += combo.points - parts;
        }
        let mut score = Score::new(points, imaginary);
        if let Some(multiplier) = self.multiplier {
            let copies = capture.count(multiplier.card);
            let factor = doubled(multiplier.card);
            let by = multiplier.by * Score::real(factor);
            // Alone: nothing else entered with it (no other card, no bare number of hearts,
            // no trick).
            let alone = copies > 0
                && capture.hearts == 0
                && !capture.first
                && !capture.last
                && capture.tricks == 0
                && capture.cards.keys().all(|&card| card == multiplier.card);
            let mut times = copies;
            if alone {
                score = Score::real(multiplier.alone * factor);
                times -= 1;
            }
            for _ in 0..times {
                score = score * by;
            }
        }
        score
    }

    /// Whether a capture holds every card of `suit` in the deck (the plain hearts as a bare
    /// number or typed).
    pub fn took_whole_suit(&self, capture: &Capture, suit: Suit) -> bool {
        let plain_in_deck = self.plain_hearts_in_deck();
        let plain_taken = || {
            capture.hearts
                + capture
                    .cards
                    .iter()
                    .filter(|&(&card, _)| self.is_plain_heart(card))
                    .map(|(_, &n)| u32::from(n))
                    .sum::<u32>()
        };
        let mut any = false;
        for (card, held) in self.deck.cards() {
            if card.suit() != Some(suit) {
                continue;
            }
            any = true;
            if suit == Suit::Hearts && self.is_plain_heart(card) {
                continue;
            }
            if capture.count(card) < held {
                return false;
            }
        }
        any && (suit != Suit::Hearts || plain_in_deck == 0 || plain_taken() == plain_in_deck)
    }

    /// The player who took every card of the reversing suit, if the game has one and a
    /// player did (Gong Zhu: all the hearts count the other way; not a moon).
    pub fn reversal(&self, hand: &HandCards) -> Option<usize> {
        let reverse = self.reverse.as_ref()?;
        hand.took
            .iter()
            .position(|capture| self.took_whole_suit(capture, reverse.suit))
    }

    /// The bonus (negative) points in a capture: these stay with the taker even on a moon.
    pub fn bonus_in(&self, capture: &Capture) -> Score {
        Score::real(
            capture
                .cards
                .iter()
                .map(|(&card, &copies)| self.value(card).min(0) * i64::from(copies))
                .sum(),
        )
    }

    /// The player who shot the moon, if one did: they took every penalty card (and every
    /// bonus card too where the variant says so). Detected, never declared.
    pub fn shooter(&self, hand: &HandCards) -> Option<usize> {
        let required: Vec<(Card, u8)> = self
            .values
            .iter()
            .filter(|&(&card, &value)| {
                (value > 0
                    || self.imaginary_value(card) > 0
                    || (value < 0 && self.moon.needs_bonus_cards))
                    && !self.is_plain_heart_of_value(card, value)
            })
            .map(|(&card, _)| (card, self.deck.count(card)))
            .collect();
        let plain_in_deck = self.plain_hearts_in_deck();
        hand.took.iter().position(|capture| {
            let plain_taken = capture.hearts
                + capture
                    .cards
                    .iter()
                    .filter(|&(&card, _)| self.is_plain_heart(card))
                    .map(|(_, &n)| u32::from(n))
                    .sum::<u32>();
            (plain_in_deck == 0 || plain_taken == plain_in_deck)
                && required
                    .iter()
                    .all(|&(card, held)| capture.count(card) == held)
        })
    }
}
