//! The checked forms: a [`Variant`] holds one [`Rules`] per table size it is played with, and
//! [`Rules`] is everything one table deals, directs and scores with.

use super::kinds::{
    Direction, EndBy, Exposes, FirstLead, FirstTrickBarred, KittyTaker, MoonEffect, PassDir,
    PassStep, PhaseScoring, Settle, TieBreak, Trumps, Winner,
};
use super::raw::{RawTexts, RawVariant};
use crate::core::cards::{Card, Deck, Rank, Suit};
use crate::core::score::Score;
use std::collections::BTreeMap;

/// A variant whose every table size has been checked into [`Rules`].
#[derive(Clone, Debug)]
pub struct Variant {
    /// The variant's name.
    pub name: String,
    /// One line for lists.
    pub description: String,
    /// Notes in words.
    pub notes: Vec<String>,
    /// The resolved raw form (after `extends`), kept to be copied into match files.
    pub raw: RawVariant,
    pub(super) tables: BTreeMap<usize, Rules>,
}

impl Variant {
    /// The texts of `lang` (a language code), if the variant gives any.
    fn texts(&self, lang: &str) -> Option<&RawTexts> {
        self.raw.texts.as_ref().and_then(|t| t.get(lang))
    }

    /// The description in `lang`, else in English.
    pub fn description_in(&self, lang: &str) -> &str {
        self.texts(lang)
            .and_then(|t| t.description.as_deref())
            .unwrap_or(&self.description)
    }

    /// The notes in `lang`, else in English.
    pub fn notes_in(&self, lang: &str) -> &[String] {
        self.texts(lang)
            .and_then(|t| t.notes.as_deref())
            .unwrap_or(&self.notes)
    }

    /// The table sizes this game is played with.
    pub fn player_counts(&self) -> Vec<usize> {
        self.tables.keys().copied().collect()
    }

    /// The rules for a table of `players`, or which sizes the game is played with.
    pub fn rules(&self, players: usize) -> Result<&Rules, TableSizeError> {
        self.tables.get(&players).ok_or_else(|| TableSizeError {
            variant: self.name.clone(),
            counts: self.player_counts(),
            players,
        })
    }
}

/// A game asked for a table size it is not played with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableSizeError {
    /// The game.
    pub variant: String,
    /// The sizes it is played with.
    pub counts: Vec<usize>,
    /// The size asked for.
    pub players: usize,
}

/// The moon as one table plays it.
#[derive(Clone, Debug, PartialEq)]
pub struct MoonRules {
    /// What it does in phase 1 (or the only phase).
    pub effect: MoonEffect,
    /// What it does in phase 2, in two-phase games.
    pub phase2_effect: MoonEffect,
    /// Its value: fixed by the variant, or the hand's penalty total.
    pub value: i64,
    /// The moon is worth what the shooter's own cards score instead (Complex Hearts); every
    /// opponent still scores their own cards.
    pub shooter_cards: bool,
    /// Whether the bonus (negative) cards are part of it.
    pub needs_bonus_cards: bool,
}

/// Phase 2 of a two-phase game as one table plays it.
#[derive(Clone, Debug, PartialEq)]
pub struct Phase2Rules {
    /// Add or subtract captured points.
    pub scoring: PhaseScoring,
    /// The match ends when a total reaches this or less.
    pub ends_at: i64,
    /// A total that would pass `ends_at` bounces back by the excess.
    pub exact_zero: bool,
}

/// A variant fixed to a table size: everything needed to deal, direct and score.
#[derive(Clone, Debug, PartialEq)]
pub struct Rules {
    /// The variant's name.
    pub variant: String,
    /// The number of players.
    pub players: usize,
    /// The cards in play.
    pub deck: Deck,
    /// Cards stripped for this table size (for "not in this deck" messages).
    pub removed: Vec<Card>,
    /// Lowest rank in each suit.
    pub lowest_rank: Rank,
    /// Cards dealt to each player.
    pub cards_each: u32,
    /// Cards left over after the deal.
    pub kitty: u32,
    /// What the table calls the kitty ("kitty" or "widow").
    pub kitty_name: String,
    /// Who takes the kitty.
    pub kitty_goes_to: Option<KittyTaker>,
    /// The cards left after the deal are a stock drawn from during play, not a kitty.
    pub stock: bool,
    /// Cards each player passes.
    pub pass_cards: u32,
    /// The pass directions by hand number, repeating (a step may be the dealer's choice).
    pub pass_cycle: Vec<PassStep>,
    /// What the dealer chooses from on a dealer's-choice hand (empty where no hand is one).
    pub pass_choices: Vec<PassDir>,
    /// Who leads the first trick.
    pub first_lead: FirstLead,
    /// Hearts may not be led until broken.
    pub hearts_must_be_broken: bool,
    /// The Q♠ breaks hearts.
    pub queen_breaks_hearts: bool,
    /// Penalty cards may go to the first trick.
    pub points_on_first_trick: bool,
    /// Where they may not: the hearts and the Q♠, or every penalty card.
    pub first_trick_barred: FirstTrickBarred,
    /// Further reminders.
    pub reminders: Vec<String>,
    /// The texts in other languages, by language code.
    pub texts: BTreeMap<String, RawTexts>,
    /// Every card that scores, with its real value: nonzero, or 0 for a card that scores
    /// only on the imaginary axis or by multiplying.
    pub values: BTreeMap<Card, i64>,
    /// Imaginary values (Complex Hearts: the Q♠ is 13i); nonzero only.
    pub imaginary: BTreeMap<Card, i64>,
    /// A card that multiplies its taker's hand score.
    pub multiplier: Option<Multiplier>,
    /// The value of a heart typed as a bare number, if bare numbers are allowed.
    pub plain_heart_value: Option<i64>,
    /// The hand's penalty total: the sum of the positive values in the deck.
    pub hand_total: i64,
    /// The moon.
    pub moon: MoonRules,
    /// Phase 2, in two-phase games.
    pub phase2: Option<Phase2Rules>,
    /// What a renege costs the offender.
    pub renege_charge: Score,
    /// The main threshold: the game-ending score, or the score that starts phase 2.
    pub target: i64,
    /// The main threshold of a quick game.
    pub quick_target: i64,
    /// A fixed number of hands, if the variant has one.
    pub hands: Option<u32>,
    /// Lowest or highest wins.
    pub winner: Winner,
    /// How a tie is broken.
    pub tie: TieBreak,
    /// Whether the end and the ranking look at the total or its magnitude.
    pub end_by: EndBy,
    /// More than one pack is shuffled together (cards may be taken twice; `--out` is allowed).
    pub packs: u8,
    /// The tricks: points for the first and the last, per trick won, a combination.
    pub tricks: TrickRules,
    /// A declaration before the first lead, if the game has one.
    pub declaration: Option<Declaration>,
    /// The cards left after the deal are out of play (`--out` names the scoring ones).
    pub out_of_play: bool,
    /// How trumps are chosen, if there are trumps.
    pub trumps: Option<Trumps>,
    /// Chips instead of points, in chips games.
    pub chips: Option<ChipRules>,
    /// Lives instead of points, in lives games (Conquimbert).
    pub lives: Option<LifeRules>,
    /// The cards left after the deal stay face down: the scoring cards entered may be short
    /// by as many.
    pub face_down: bool,
    /// Which way the deal and the play go round.
    pub direction: Direction,
    /// The card whose holder leads, where `first_lead` is `holder`.
    pub lead_card: Option<Card>,
    /// From the second hand on, whoever took this card in the previous hand leads.
    pub taker_leads: Option<Card>,
    /// Taking every card of a suit turns their values round (Gong Zhu's hearts).
    pub reverse: Option<Reverse>,
    /// The cards a holder may show before play, and what showing each doubles.
    pub expose: BTreeMap<Card, Exposes>,
    /// How many plain hearts the deck holds, worked out once: every hand asks several times.
    pub(super) plain_in_deck: u32,
}

/// What tricks score.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrickRules {
    /// Tricks in a hand: one per card dealt to each player.
    pub per_hand: u32,
    /// Points for taking the first trick (0: it scores nothing).
    pub first: i64,
    /// Points for taking the last trick.
    pub last: i64,
    /// Points per trick won.
    pub each: i64,
    /// A combination scored instead of its parts.
    pub combo: Option<Combo>,
    /// Tricks are entered (`tricks:N`) though they score no points (Reversis settles by
    /// them).
    pub counted: bool,
}

impl TrickRules {
    /// Whether `first` means anything in this game.
    pub fn scores_first(&self) -> bool {
        self.first != 0 || self.combo.as_ref().is_some_and(|c| c.first)
    }

    /// Whether `last` means anything in this game.
    pub fn scores_last(&self) -> bool {
        self.last != 0 || self.combo.as_ref().is_some_and(|c| c.last)
    }

    /// Whether `tricks:N` means anything in this game.
    pub fn scores_tricks(&self) -> bool {
        self.each != 0 || self.counted
    }
}

/// A chips game as one table plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChipRules {
    /// Each player's chips at the start.
    pub start: i64,
    /// How a hand is settled.
    pub settle: Settle,
    /// Chips each player puts into the pot once, at the start.
    pub ante: i64,
    /// Chips the dealer puts into the pot at each hand.
    pub dealer_ante: i64,
    /// Reversis: what the Party (and an Espagnolette) is worth.
    pub party: i64,
}

/// A lives game as one table plays it (Conquimbert).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LifeRules {
    /// Lives each player starts with.
    pub start: i64,
    /// Card points in one hand that cost a life (else the most points cost one).
    pub lose_at: i64,
}

/// Taking this card multiplies the taker's hand score (the sum of their other cards) by `by`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Multiplier {
    /// The card.
    pub card: Card,
    /// The factor.
    pub by: Score,
    /// What the card scores when its taker took no other scoring card (Gong Zhu: 50).
    pub alone: i64,
}

/// One player taking every card of `suit` scores them with the opposite sign, and the cards
/// of `also` taken with them too (Gong Zhu: all the hearts +200, and the Q♠ +100 with them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reverse {
    /// The suit.
    pub suit: Suit,
    /// Cards that turn round too when taken with the whole suit.
    pub also: Vec<Card>,
}

/// One player taking all of these scores `points` for them instead of their sum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Combo {
    /// The cards.
    pub cards: Vec<Card>,
    /// The first trick is part of it.
    pub first: bool,
    /// The last trick is part of it.
    pub last: bool,
    /// What they score together.
    pub points: i64,
}

/// A declaration before the first lead, scored instead of everything else in its hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Declaration {
    /// What the table calls it.
    pub name: String,
    /// The cards the declarer must take.
    pub needs: Vec<Card>,
    /// (declarer, each other player) when it succeeds.
    pub success: (i64, i64),
    /// (declarer, each other player) when it fails.
    pub failure: (i64, i64),
}

impl Rules {
    /// What a card is worth (0 for cards that score nothing).
    pub fn value(&self, card: Card) -> i64 {
        self.values.get(&card).copied().unwrap_or(0)
    }

    /// Whether `card` is one of the hearts a bare number stands for.
    pub fn is_plain_heart(&self, card: Card) -> bool {
        self.is_plain_heart_of_value(card, self.value(card))
    }

    /// [`Rules::is_plain_heart`] for a card whose value is known (no lookup).
    pub fn is_plain_heart_of_value(&self, card: Card, value: i64) -> bool {
        card.is_heart()
            && self.plain_heart_value == Some(value)
            && (self.imaginary.is_empty() || !self.imaginary.contains_key(&card))
    }

    /// How many plain hearts (those a bare number stands for) the deck holds.
    pub fn plain_hearts_in_deck(&self) -> u32 {
        self.plain_in_deck
    }

    /// Every scoring card, for messages: whether hearts score, and the other cards that do
    /// (the hearts worth something else than the plain ones included), in display order.
    pub fn scoring_cards(&self) -> (bool, Vec<Card>) {
        // "hearts" where hearts score as a suit; a single heart that scores is named.
        let hearts = self.plain_heart_value.is_some()
            || self.values.keys().filter(|c| c.is_heart()).count() > 1;
        let mut others: Vec<Card> = self
            .values
            .keys()
            .copied()
            .filter(|&c| {
                if self.plain_heart_value.is_some() {
                    !self.is_plain_heart(c)
                } else {
                    !(hearts && c.is_heart())
                }
            })
            .collect();
        others.sort_by_key(|c| c.display_order());
        (hearts, others)
    }

    /// Whether a bare number stands for that many hearts here (`Ann=3`): only where every
    /// heart is worth the same; elsewhere it is refused and each card is typed.
    pub fn takes_bare_hearts(&self) -> bool {
        self.plain_heart_value.is_some()
    }

    /// Whether hearts score as a suit of their own: a bare number stands for them, or they
    /// are worth something other than the same cards of the other suits (not in Conquimbert
    /// or Reversis, where every suit's aces, kings, … are worth the same, nor in Knaves, where
    /// one heart scores).
    pub fn hearts_score_apart(&self) -> bool {
        use crate::core::cards::Suit;
        if self.plain_heart_value.is_some() {
            return true;
        }
        let worth = |card: Card| (self.value(card), self.imaginary_value(card));
        let hearts: Vec<Card> = self
            .deck
            .cards()
            .map(|(card, _)| card)
            .filter(|card| card.is_heart())
            .collect();
        hearts
            .iter()
            .filter(|&&heart| worth(heart) != (0, 0))
            .count()
            > 1
            && hearts.iter().any(|&heart| match heart {
                Card::Suited { rank, .. } => [Suit::Spades, Suit::Diamonds, Suit::Clubs]
                    .into_iter()
                    .any(|suit| worth(Card::new(rank, suit)) != worth(heart)),
                Card::Joker => false,
            })
    }

    /// The reminders in `lang` (a language code), else in English.
    pub fn reminders_in(&self, lang: &str) -> &[String] {
        self.texts
            .get(lang)
            .and_then(|t| t.reminders.as_deref())
            .unwrap_or(&self.reminders)
    }

    /// The game's name in `lang` (a language code) where the variant gives one, else the
    /// variant's name: what the pages call the game ("Zwarte Maria").
    pub fn name_in(&self, lang: &str) -> &str {
        self.texts
            .get(lang)
            .and_then(|t| t.name.as_deref())
            .unwrap_or(&self.variant)
    }

    /// The variant's own name for the kitty in `lang`, if it has one there.
    pub fn kitty_name_in(&self, lang: &str) -> Option<&str> {
        self.texts.get(lang).and_then(|t| t.kitty_name.as_deref())
    }

    /// The card whose holder leads, when the lowest club leads.
    pub fn lowest_club(&self) -> Option<Card> {
        self.deck.lowest_club()
    }

    /// The pass direction the cycle gives hand `number` (1-based); `None` where the dealer
    /// chooses.
    pub fn pass_for_hand(&self, number: usize) -> Option<PassDir> {
        self.pass_cycle[(number.max(1) - 1) % self.pass_cycle.len()].direction()
    }

    /// Every way this game passes: the cycle's directions and the dealer's choices, each once,
    /// in the order of [`PassDir::ALL`].
    pub fn pass_directions(&self) -> Vec<PassDir> {
        PassDir::ALL
            .into_iter()
            .filter(|&dir| {
                self.pass_cycle.contains(&PassStep::Pass(dir)) || self.pass_choices.contains(&dir)
            })
            .collect()
    }

    /// Whether a hand of this game may ever be passed.
    pub fn passes_ever(&self) -> bool {
        self.pass_directions()
            .into_iter()
            .any(|dir| dir != PassDir::Hold)
    }

    /// Whether the dealer chooses how to pass on some hands.
    pub fn dealers_choice(&self) -> bool {
        self.pass_cycle.contains(&PassStep::DealersChoice)
    }

    /// Whether this game has two phases.
    pub fn has_phases(&self) -> bool {
        self.phase2.is_some()
    }

    /// Whether scores can be complex (Complex Hearts): every score is then written `a+bi`.
    pub fn complex(&self) -> bool {
        !self.imaginary.is_empty() || self.multiplier.is_some_and(|m| !m.by.is_real())
    }

    /// What a card is worth, real and imaginary parts together.
    pub fn card_score(&self, card: Card) -> Score {
        Score::new(self.value(card), self.imaginary_value(card))
    }

    /// The hand's penalty total with its imaginary part: the positive values in the deck
    /// (26 in the default game, 13+13i in Complex Hearts).
    pub fn hand_penalty(&self) -> Score {
        let imaginary = self
            .imaginary
            .iter()
            .map(|(&card, &value)| value.max(0) * i64::from(self.deck.count(card)))
            .sum();
        Score::new(self.hand_total, imaginary)
    }

    /// What a card is worth on the imaginary axis.
    pub fn imaginary_value(&self, card: Card) -> i64 {
        self.imaginary.get(&card).copied().unwrap_or(0)
    }

    /// Whether `card` must be entered for whoever took it: it has a value, real or imaginary,
    /// or it multiplies.
    pub fn scores(&self, card: Card) -> bool {
        self.values.contains_key(&card)
    }

    /// What the end test and the ranking compare: the real total, or the squared magnitude
    /// (exact, so that the end at magnitude 100 is a²+b² ≥ 10 000 in whole numbers).
    pub fn standing(&self, score: Score) -> i128 {
        match self.end_by {
            EndBy::Total => i128::from(score.re),
            EndBy::Magnitude => score.norm(),
        }
    }

    /// [`Rules::standing`] of a target: the target itself, or its square.
    pub fn standing_of_target(&self, target: i64) -> i128 {
        match self.end_by {
            EndBy::Total => i128::from(target),
            EndBy::Magnitude => i128::from(target) * i128::from(target),
        }
    }
}
