//! The JSON API's hand: the body of `POST /api/record` and `/api/check` as a [`RawHand`] for
//! the one input module, and every refusal as a status, one sentence in the table's language,
//! a stable English code and the body's key at fault.

use crate::core::game::{Aim, Entry, Match, MatchError, MovedOn, NameError, Seen, find_player};
use crate::input::{self, Field, InputError, Problem, RawBid, RawHand, RawPayment};
use crate::t;
use crate::words::Words;
use crate::words::errors::{self, Door};
use crate::words::vocab::Vocabulary;
use chrono::{DateTime, FixedOffset};
use serde::Deserialize;
use serde::de::{MapAccess, Visitor};
use std::fmt;
use std::marker::PhantomData;

/// Why a request changed nothing: the HTTP status, a stable English code and one sentence.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{said}")]
pub struct Refusal {
    /// 400, 401, 409, 413, 500.
    pub status: u16,
    /// What went wrong, for scripts: "unknown-player", "match-over", ….
    pub code: &'static str,
    /// What went wrong, for people.
    pub said: String,
    /// The body's key at fault (`"moon"`, `"took.Bob"`), where one is.
    pub field: Option<String>,
    /// When the match moved on since the page saw it: the hand and the entries now.
    pub now: Option<(usize, usize)>,
    /// The answers a question of the hand offers (the moon: `add`, `subtract`), each with
    /// its words.
    pub choices: Vec<(&'static str, String)>,
    /// When the hand the page typed was saved meanwhile: whether the saved one is the one
    /// typed (the same cards per seat and the same facts).
    pub same: Option<bool>,
}

impl Refusal {
    /// A 400: the request asks for something `record` would refuse.
    pub fn bad(code: &'static str, said: String) -> Refusal {
        Refusal {
            status: 400,
            code,
            said,
            field: None,
            now: None,
            choices: Vec::new(),
            same: None,
        }
    }

    /// Any other status, with no field at fault.
    pub fn with_status(status: u16, code: &'static str, said: String) -> Refusal {
        Refusal {
            status,
            code,
            said,
            field: None,
            now: None,
            choices: Vec::new(),
            same: None,
        }
    }

    /// The error JSON: `{"error": "…", "code": "…"}`, with `"field"` where one key is at
    /// fault, and `"hand"` and `"entries"` as the match is now where it moved on.
    pub fn json(&self) -> String {
        #[derive(serde::Serialize)]
        struct ErrorJson<'a> {
            error: &'a str,
            code: &'a str,
            #[serde(skip_serializing_if = "Option::is_none")]
            field: Option<&'a str>,
            #[serde(skip_serializing_if = "Option::is_none")]
            hand: Option<usize>,
            #[serde(skip_serializing_if = "Option::is_none")]
            entries: Option<usize>,
            #[serde(skip_serializing_if = "Vec::is_empty")]
            choices: Vec<Choice<'a>>,
            #[serde(skip_serializing_if = "Option::is_none")]
            same: Option<bool>,
        }
        #[derive(serde::Serialize)]
        struct Choice<'a> {
            value: &'a str,
            label: &'a str,
        }
        serde_json::to_string(&ErrorJson {
            error: &self.said,
            code: self.code,
            field: self.field.as_deref(),
            hand: self.now.map(|(hand, _)| hand),
            entries: self.now.map(|(_, entries)| entries),
            choices: self
                .choices
                .iter()
                .map(|(value, label)| Choice { value, label })
                .collect(),
            same: self.same,
        })
        .unwrap_or_default()
    }
}

/// A player's cards: text in the card syntax (a bare number is also taken as written).
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum Cards {
    /// `"QS 3"`.
    Text(String),
    /// `5`: five hearts.
    Number(u32),
}

impl Cards {
    /// The cards as typed: a number as its digits.
    pub fn text(&self) -> String {
        match self {
            Cards::Text(text) => text.clone(),
            Cards::Number(count) => count.to_string(),
        }
    }
}

/// A payment in play (Reversis): `{"from": "Ann", "to": "pot", "chips": 5}`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PayBody {
    /// A player's name, or "pot".
    pub from: String,
    /// A player's name, or "pot".
    pub to: String,
    /// How many chips.
    pub chips: i64,
}

/// The body of `POST /api/record` and `/api/check`, keys as SPEC.md names them.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HandBody {
    /// The number of the hand the page showed; a match that has moved on is a 409.
    pub hand: Option<usize>,
    /// The entries (hands, misdeals, all-passes) the page saw.
    pub entries: Option<usize>,
    /// Each player's cards, by name (a unique prefix will do); players left out took nothing.
    /// Kept in order with every key as sent, so that a player named twice is refused.
    #[serde(default)]
    pub took: Pairs<Cards>,
    /// "add" or "subtract", where the shooter chooses.
    pub moon: Option<String>,
    /// Who reneged.
    pub renege: Option<String>,
    /// Cards out of play.
    pub out: Option<String>,
    /// Who dealt, when not the one proposed.
    pub dealer: Option<String>,
    /// How the hand was passed, when not as proposed.
    pub pass: Option<String>,
    /// Who made the game's declaration.
    pub declare: Option<String>,
    /// Auction Hearts: the high bid, `{"Ann": 5}` (every key as sent: two are refused).
    pub bid: Option<Pairs<i64>>,
    /// Auction Hearts: the penalty suit.
    pub suit: Option<String>,
    /// Auction Hearts: everyone passed.
    #[serde(default)]
    pub all_pass: Option<bool>,
    /// Reversis: chips paid in play.
    pub pay: Option<Vec<PayBody>>,
    /// Gong Zhu: the cards exposed before play, `"AH QS"`.
    pub expose: Option<String>,
}

impl HandBody {
    /// Where the page saw the match.
    pub fn seen(&self) -> Seen {
        Seen {
            hand: self.hand,
            entries: self.entries,
        }
    }
}

/// The body of `POST /api/undo`: where the page saw the match (each may be left out).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UndoBody {
    /// The number of the hand the page would remove.
    pub hand: Option<usize>,
    /// The entries the page saw.
    pub entries: Option<usize>,
    /// The version of the file the page asked its question about (the live feed's id,
    /// `ENTRIES.FINGERPRINT`): any change of the file since is a 409.
    pub version: Option<String>,
}

impl UndoBody {
    /// Where the page saw the match.
    pub fn seen(&self) -> Seen {
        Seen {
            hand: self.hand,
            entries: self.entries,
        }
    }
}

/// Reads a request body as a hand; anything else is a 400 that says what was wrong.
pub fn parse_body(w: &Words, bytes: &[u8]) -> Result<HandBody, Refusal> {
    parse(w, bytes)
}

/// Reads the body of an undo; an empty body is an undo that does not say what it saw.
pub fn parse_undo(w: &Words, bytes: &[u8]) -> Result<UndoBody, Refusal> {
    parse(w, bytes)
}

/// Reads a request body as `T`; a body of only spaces is `T`'s default.
pub(super) fn parse<T: Default + serde::de::DeserializeOwned>(
    w: &Words,
    bytes: &[u8],
) -> Result<T, Refusal> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Ok(T::default());
    }
    serde_json::from_slice(bytes).map_err(|e| Refusal::bad("not-a-hand", not_json(w, &e)))
}

/// Why a body is not a hand, in the table's language, with the line and column: not JSON,
/// JSON cut short, or a key or value a hand does not take.
fn not_json(w: &Words, error: &serde_json::Error) -> String {
    use serde_json::error::Category;
    let (line, column) = (error.line(), error.column());
    let said = match error.classify() {
        Category::Eof => t!(w, "api-json-eof", line = line, column = column),
        Category::Io | Category::Syntax => t!(w, "api-json-syntax", line = line, column = column),
        Category::Data => {
            let full = error.to_string();
            let detail = full
                .strip_suffix(&format!(" at line {line} column {column}"))
                .unwrap_or(&full);
            json_data(w, detail, line, column)
        }
    };
    t!(w, "api-not-a-hand", error = said)
}

/// A value or key serde refused, from its message: the key it names where it names one.
fn json_data(w: &Words, detail: &str, line: usize, column: usize) -> String {
    let named = |prefix: &str| {
        detail
            .strip_prefix(prefix)?
            .strip_suffix('`')
            .map(str::to_string)
    };
    if let Some(rest) = detail.strip_prefix("unknown field `")
        && let Some((key, accepted)) = rest
            .split_once("`, expected ")
            .or_else(|| rest.split_once("`, there are no fields"))
    {
        let keys: Vec<&str> = accepted.split('`').skip(1).step_by(2).collect();
        return t!(
            w,
            "api-json-unknown-key",
            key = key,
            keys = w.or(&keys),
            line = line,
            column = column
        );
    }
    if let Some(key) = named("duplicate field `") {
        return t!(w, "api-json-twice", key = key, line = line, column = column);
    }
    if let Some(key) = named("missing field `") {
        return t!(
            w,
            "api-json-missing",
            key = key,
            line = line,
            column = column
        );
    }
    t!(w, "api-json-value", line = line, column = column)
}

/// A JSON object as sent: every key in order, a repeated one included (a map would keep
/// only the last, so that `{"Ann": "QS", "Ann": "-"}` would quietly be a different hand).
#[derive(Debug)]
pub struct Pairs<V>(pub Vec<(String, V)>);

impl<V> Default for Pairs<V> {
    fn default() -> Self {
        Pairs(Vec::new())
    }
}

impl<'de, V: Deserialize<'de>> Deserialize<'de> for Pairs<V> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct PairsVisitor<V>(PhantomData<V>);
        impl<'de, V: Deserialize<'de>> Visitor<'de> for PairsVisitor<V> {
            type Value = Pairs<V>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an object of player names")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Pairs<V>, A::Error> {
                let mut pairs = Vec::new();
                while let Some(pair) = map.next_entry::<String, V>()? {
                    pairs.push(pair);
                }
                Ok(Pairs(pairs))
            }
        }
        deserializer.deserialize_map(PairsVisitor(PhantomData))
    }
}

/// The body as the input module takes it: every value as sent.
pub fn raw_hand(body: &HandBody) -> Result<RawHand, InputError> {
    let bid = match &body.bid {
        None => None,
        Some(bids) => match bids.0.as_slice() {
            [(name, chips)] => Some(RawBid::Given {
                name: name.clone(),
                chips: *chips,
            }),
            _ => {
                return Err(InputError {
                    field: Field::Bid,
                    problem: Problem::OneBid,
                });
            }
        },
    };
    Ok(RawHand {
        took: body
            .took
            .0
            .iter()
            .map(|(name, cards)| (name.clone(), cards.text()))
            .collect(),
        out: body.out.clone(),
        moon: body.moon.clone(),
        renege: body.renege.clone(),
        dealer: body.dealer.clone(),
        pass: body.pass.clone(),
        declare: body.declare.clone(),
        bid,
        suit: body.suit.clone(),
        all_pass: body.all_pass.unwrap_or(false),
        pay: body
            .pay
            .iter()
            .flatten()
            .map(|p| RawPayment::Given {
                from: p.from.clone(),
                to: p.to.clone(),
                chips: p.chips,
            })
            .collect(),
        expose: body.expose.clone(),
    })
}

/// The body's key for a field: `"moon"`, `"took.<the key as sent>"`; none for the hand as a
/// whole.
fn key(game: &Match, body: &HandBody, field: Field) -> Option<String> {
    let took_key = |seat: usize| {
        body.took
            .0
            .iter()
            .map(|(name, _)| name)
            .find(|name| find_player(&game.players, name) == Ok(seat))
            .cloned()
            .unwrap_or_else(|| game.players[seat].clone())
    };
    let key = match field {
        Field::Took(index) => body.took.0.get(index).map(|(name, _)| name.clone())?,
        Field::Player(seat) => took_key(seat),
        Field::Hand => return None,
        Field::Out => return Some("out".into()),
        Field::Moon => return Some("moon".into()),
        Field::Renege => return Some("renege".into()),
        Field::Dealer => return Some("dealer".into()),
        Field::Pass => return Some("pass".into()),
        Field::Declare => return Some("declare".into()),
        Field::Bid => return Some("bid".into()),
        Field::Suit => return Some("suit".into()),
        Field::AllPass => return Some("all_pass".into()),
        Field::Pay => return Some("pay".into()),
        Field::Expose => return Some("expose".into()),
    };
    Some(format!("took.{key}"))
}

/// A hand the API refuses: 409 once the match is over, else 400; the sentence names the key
/// at fault as the page shows it, and `field` names it for scripts.
pub fn refusal(w: &Words, game: &Match, body: &HandBody, error: &InputError) -> Refusal {
    let field = key(game, body, error.field);
    // Names and cards are said after the key they came with, as the command line says the flag.
    let place = match (&error.problem, error.field) {
        (Problem::Refused(_), _) => None,
        (_, Field::Took(_)) => Some("took".to_string()),
        (_, Field::Player(seat)) => Some(game.players[seat].clone()),
        (_, _) => field.clone(),
    };
    let said = errors::input_error(w, game, error, Door::Page, place.as_deref());
    let code = match &error.problem {
        Problem::Name(NameError::Unknown(_)) => "unknown-player",
        Problem::Name(NameError::Ambiguous { .. }) => "ambiguous-player",
        Problem::NamedTwice(_) => "named-twice",
        Problem::NotNameCards(_) | Problem::Token(_) | Problem::NotAnExposedCard(_) => "bad-cards",
        Problem::Word { .. } | Problem::PaySyntax(_) => "bad-value",
        Problem::BidSyntax(_) | Problem::OneBid => "bad-bid",
        Problem::Refused(refused) => {
            let (status, code) = match_code(refused);
            return Refusal {
                status,
                code,
                said: for_the_page(&said),
                field,
                now: None,
                choices: choices(w, game, refused),
                same: None,
            };
        }
    };
    Refusal {
        status: 400,
        code,
        said: for_the_page(&said),
        field,
        now: None,
        choices: Vec::new(),
        same: None,
    }
}

/// A sentence as the page shows it: with a capital, and no backticks around typed words.
fn for_the_page(said: &str) -> String {
    crate::words::capital(&said.replace('`', ""))
}

/// The answers a refused hand asks for: the moon's two, in words with their points; the
/// dealer's choices of pass, by name.
fn choices(w: &Words, game: &Match, error: &MatchError) -> Vec<(&'static str, String)> {
    match error {
        MatchError::MoonChoiceMissing { shooter, value } => vec![
            ("add", t!(w, "web-moon-add-choice", value = *value)),
            (
                "subtract",
                t!(
                    w,
                    "web-moon-subtract-choice",
                    name = game.players[*shooter].as_str(),
                    value = *value
                ),
            ),
        ],
        MatchError::PassChoiceMissing { choices, .. } => choices
            .iter()
            .map(|&dir| (dir.as_str(), crate::words::pass_name(w, dir)))
            .collect(),
        _ => Vec::new(),
    }
}

/// The match moved on since the page saw it: 409 `match-moved-on`, saying what changed, with
/// the hand and the entries now so that the page can offer to enter the hand as the next.
pub fn moved_on_refusal(w: &Words, moved: &MovedOn) -> Refusal {
    let said = match (moved.aim, moved.seen.hand) {
        (Aim::Enter, Some(seen)) if seen < moved.hand => t!(
            w,
            "api-moved-on-saved",
            count = moved.hand - seen,
            first = seen,
            last = moved.hand - 1,
            now = moved.hand
        ),
        (Aim::Enter, Some(seen)) if seen > moved.hand => t!(
            w,
            "api-moved-on-removed",
            count = seen - moved.hand,
            first = moved.hand,
            last = seen - 1,
            now = moved.hand
        ),
        (Aim::Enter, _) => t!(w, "api-moved-on-changed", now = moved.hand),
        (Aim::Remove, _) => t!(w, "api-moved-on-undo", now = moved.hand),
    };
    Refusal {
        status: 409,
        code: "match-moved-on",
        said,
        field: None,
        now: Some((moved.hand, moved.entries)),
        choices: Vec::new(),
        same: None,
    }
}

/// The 409 of a hand typed for hand `first` that was saved meanwhile (the match moved past
/// it): whether the saved hand is the one typed is said, and given as `same`, so that the
/// page can drop a hand typed twice and offer the next number only as a step of its own.
/// The typed hand is entered as hand `first` on the match as it was before that hand: the
/// same cards for every seat and the same facts (dealer, pass, moon, renege, declaration,
/// bid, suit, payments, exposed cards) are the same hand; its time is not compared.
pub fn saved_meanwhile(
    w: &Words,
    game: &Match,
    body: &HandBody,
    moved: &MovedOn,
    words: &Vocabulary,
    now: DateTime<FixedOffset>,
) -> Refusal {
    let mut refusal = moved_on_refusal(w, moved);
    let Some(first) = moved.seen.hand.filter(|&h| h >= 1 && h < moved.hand) else {
        return refusal;
    };
    let same = typed_is_saved(game, body, first, words, now);
    let (count, last) = (moved.hand - first, moved.hand - 1);
    refusal.said = if same {
        t!(
            w,
            "api-moved-on-same",
            count = count,
            first = first,
            last = last
        )
    } else {
        t!(
            w,
            "api-moved-on-other",
            count = count,
            first = first,
            last = last,
            now = moved.hand
        )
    };
    refusal.same = Some(same);
    refusal
}

/// Whether hand `number` of `game` is `body` as typed (see [`saved_meanwhile`]).
fn typed_is_saved(
    game: &Match,
    body: &HandBody,
    number: usize,
    words: &Vocabulary,
    now: DateTime<FixedOffset>,
) -> bool {
    let Some(at) = game
        .entries
        .iter()
        .enumerate()
        .filter(|(_, entry)| entry.is_hand())
        .nth(number - 1)
        .map(|(at, _)| at)
    else {
        return false;
    };
    let Entry::Hand(saved) = &game.entries[at] else {
        return false;
    };
    let mut before = game.clone();
    before.entries.truncate(at);
    let mut board = before.scoreboard();
    let typed =
        raw_hand(body).and_then(|raw| input::enter(&mut before, &mut board, &raw, words, now));
    match (typed, before.entries.last()) {
        (Ok(()), Some(Entry::Hand(typed))) if before.entries.len() == at + 1 => {
            typed.dealer == saved.dealer
                && typed.pass == saved.pass
                && typed.cards == saved.cards
                && typed.moon == saved.moon
                && typed.renege == saved.renege
                && typed.declare == saved.declare
                && typed.bid == saved.bid
                && typed.suit == saved.suit
                && typed.payments == saved.payments
                && typed.exposed == saved.exposed
        }
        _ => false,
    }
}

/// The 409 of an undo asked about the file at version `seen` (`ENTRIES.FINGERPRINT`, the live
/// feed's id) when the file is now at `now`: what happened meanwhile, and nothing removed.
/// None while the file is as the page saw it.
pub fn undo_moved_on(w: &Words, game: &Match, seen: &str, now: &str) -> Option<Refusal> {
    if seen == now {
        return None;
    }
    let entries = game.entries.len();
    let seen_entries = seen
        .split_once('.')
        .and_then(|(count, _)| count.parse::<usize>().ok());
    let said = match seen_entries {
        Some(before) if before < entries => {
            let hands = game.entries[before..]
                .iter()
                .filter(|entry| entry.is_hand())
                .count();
            let last = game.hands_played();
            if hands > 0 {
                t!(
                    w,
                    "api-moved-on-undo-saved",
                    count = hands,
                    first = last + 1 - hands,
                    last = last
                )
            } else {
                t!(w, "api-moved-on-undo-changed")
            }
        }
        Some(before) if before > entries => t!(w, "api-moved-on-undo-removed"),
        _ => t!(w, "api-moved-on-undo-changed"),
    };
    Some(Refusal {
        status: 409,
        code: "match-moved-on",
        said,
        field: None,
        now: Some((game.last_entry_hand(), entries)),
        choices: Vec::new(),
        same: None,
    })
}

/// A refusal of the match with no body to point into (undo, next).
pub fn match_refusal(w: &Words, game: &Match, error: &MatchError) -> Refusal {
    let (status, code) = match_code(error);
    Refusal::with_status(
        status,
        code,
        for_the_page(&errors::match_error_at(w, game, error, Door::Page)),
    )
}

pub use super::codes::club_code;

/// The status and code of a refusal of the match: 409 once the match is over, else 400.
fn match_code(error: &MatchError) -> (u16, &'static str) {
    let code = match error {
        MatchError::MatchOver(_) => return (409, "match-over"),
        MatchError::Cards(_) => "impossible-hand",
        MatchError::RenegeWithCards(_) => "renege-with-cards",
        MatchError::MoonChoiceMissing { .. } => "moon-choice-missing",
        MatchError::NotAMoon => "not-a-moon",
        MatchError::NoMoonChoice { .. } => "no-moon-choice",
        MatchError::OutNotAllowed => "out-not-allowed",
        MatchError::PassNotPlayable(_) => "pass-not-playable",
        MatchError::NoPassing(_) => "no-passing",
        MatchError::PassChoiceMissing { .. } => "pass-choice-missing",
        MatchError::NothingToUndo => "nothing-to-undo",
        MatchError::EmptyNote => "empty-note",
        MatchError::Points(_) => "points",
        MatchError::NoSuchHand { .. } => "no-such-hand",
        MatchError::EditEndsMatchEarly { .. } => "edit-ends-match-early",
        MatchError::EditBreaksLaterHand { .. } => "edit-breaks-later-hand",
        MatchError::Setup(_) => "setup",
        MatchError::NoDeclaration => "no-declaration",
        MatchError::DeclaredWithRenege => "declared-with-renege",
        MatchError::NoRenegeCharge => "no-renege-charge",
        MatchError::NoBidding { .. } => "no-bidding",
        MatchError::SuitMissing => "suit-missing",
        MatchError::BidMissing => "bid-missing",
        MatchError::NamesAgain { .. } => "names-again",
        MatchError::BidNotPositive => "bid-not-positive",
        MatchError::BidTooHigh { .. } => "bid-too-high",
        MatchError::AllPassWithHand => "all-pass-with-hand",
        MatchError::EditIntoAllPass => "edit-into-all-pass",
        MatchError::PlayerOut(_) => "player-out",
        MatchError::NoPayments => "no-payments",
        MatchError::PaymentNotPositive => "payment-not-positive",
        MatchError::PaymentToSelf(_) => "payment-to-self",
        MatchError::PaymentTooBig { .. } => "payment-too-big",
        MatchError::NoExposing => "no-exposing",
        MatchError::NotExposable(_) => "not-exposable",
        MatchError::ExposedTwice(_) => "exposed-twice",
    };
    (400, code)
}

#[cfg(test)]
mod tests;
