//! Checking what the table typed for one hand ([`Rules::enter_cards`], [`Rules::enter_suit`]):
//! every card in this deck and scoring, none entered too often, the totals right, `rest` resolved.

use super::{Capture, Gap, HandCards, HandError, Missing, Owner, TrickWord};
use crate::core::cards::{Card, Suit};
use crate::core::tokens::Token;
use crate::core::variant::Rules;
use std::collections::BTreeMap;

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
                    Token::Hearts(count) if *count > 0 && !self.takes_bare_hearts() => {
                        return Err(HandError::BareHeartsNotAccepted);
                    }
                    Token::Rest => match owner {
                        None => return Err(HandError::RestOutOfPlay),
                        Some(seat) if rest_seat.is_some() => {
                            return Err(HandError::RestTwice(seat));
                        }
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
        // The last player hearts were entered for: where too many are corrected.
        let mut hearts_last = None;
        for (owner, tokens) in owners() {
            for token in tokens {
                match token {
                    Token::Card(card) => {
                        if self.is_plain_heart(*card) && owner.is_some() {
                            hearts_last = owner;
                        }
                        entered_by.entry(*card).or_default().push(owner);
                    }
                    Token::Hearts(count) => {
                        if *count > 0 && owner.is_some() {
                            hearts_last = owner;
                        }
                        bare_hearts += count;
                    }
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
                last: hearts_last,
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
                    Token::Rest if rest_seat.is_some() => return Err(HandError::RestTwice(seat)),
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
                last: hand.took.iter().rposition(|took| took.suit_count() > 0),
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
}
