//! The JSON API's hand: the body of `POST /api/record` and `/api/check` read into the core's
//! [`HandInput`] with the same name and card checks as `record`, and every refusal as a status,
//! one sentence in the table's language and a stable English code.

use crate::core::cards::Suit;
use crate::core::game::{HandInput, Match, MatchError, NameError, Payment, Purse, find_player};
use crate::core::tokens::{Token, parse_cards_in};
use crate::core::variant::{MoonChoice, PassDir};
use crate::t;
use crate::words::{Words, errors};
use serde::Deserialize;
use std::collections::BTreeMap;

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
}

impl Refusal {
    /// A 400: the request asks for something `record` would refuse.
    pub fn bad(code: &'static str, said: String) -> Refusal {
        Refusal {
            status: 400,
            code,
            said,
        }
    }

    /// The error JSON: `{"error": "…", "code": "…"}`.
    pub fn json(&self) -> String {
        #[derive(serde::Serialize)]
        struct ErrorJson<'a> {
            error: &'a str,
            code: &'a str,
        }
        serde_json::to_string(&ErrorJson {
            error: &self.said,
            code: self.code,
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
    /// Each player's cards, by name (a unique prefix will do); players left out took nothing.
    #[serde(default)]
    pub took: BTreeMap<String, Cards>,
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
    /// Auction Hearts: the high bid, `{"Ann": 5}`.
    pub bid: Option<BTreeMap<String, i64>>,
    /// Auction Hearts: the penalty suit.
    pub suit: Option<String>,
    /// Auction Hearts: everyone passed.
    #[serde(default)]
    pub all_pass: Option<bool>,
    /// Reversis: chips paid in play.
    pub pay: Option<Vec<PayBody>>,
}

/// Reads a request body as a hand; anything else is a 400 that says what was wrong.
pub fn parse_body(w: &Words, bytes: &[u8]) -> Result<HandBody, Refusal> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Ok(HandBody::default());
    }
    serde_json::from_slice(bytes)
        .map_err(|e| Refusal::bad("not-a-hand", t!(w, "api-not-a-hand", error = e.to_string())))
}

/// A player named in the body, refused as `record` refuses a name.
fn seat(w: &Words, game: &Match, key: &str, name: &str) -> Result<usize, Refusal> {
    find_player(&game.players, name).map_err(|e| {
        let code = match e {
            NameError::Unknown(_) => "unknown-player",
            NameError::Ambiguous { .. } => "ambiguous-player",
        };
        Refusal::bad(
            code,
            t!(
                w,
                "flag-error",
                flag = key,
                error = errors::name_error_among(w, &game.players, &e)
            ),
        )
    })
}

/// Cards in the card syntax, refused as `record` refuses them.
fn cards(w: &Words, key: &str, text: &str) -> Result<Vec<Token>, Refusal> {
    parse_cards_in(text, w.notation()).map_err(|e| {
        Refusal::bad(
            "bad-cards",
            t!(
                w,
                "flag-error",
                flag = key,
                error = errors::token_error(w, &e)
            ),
        )
    })
}

/// A word of a closed list ("add", "left", "S"), refused with the words accepted.
fn word<T>(
    w: &Words,
    key: &str,
    text: &Option<String>,
    read: impl Fn(&str) -> Option<T>,
    accepted: &str,
) -> Result<Option<T>, Refusal> {
    match text.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        None => Ok(None),
        Some(typed) => read(typed).map(Some).ok_or_else(|| {
            Refusal::bad(
                "bad-value",
                t!(
                    w,
                    "api-bad-value",
                    key = key,
                    text = typed,
                    accepted = accepted
                ),
            )
        }),
    }
}

/// The body as the core's input, every name and card checked as `record` checks them.
pub fn hand_input(w: &Words, game: &Match, body: &HandBody) -> Result<HandInput, Refusal> {
    let mut took: Vec<Option<Vec<Token>>> = vec![None; game.players.len()];
    for (name, typed) in &body.took {
        let player = seat(w, game, "took", name)?;
        if took[player].is_some() {
            return Err(Refusal::bad(
                "named-twice",
                t!(w, "named-twice", name = game.players[player].as_str()),
            ));
        }
        let text = match typed {
            Cards::Text(text) => text.clone(),
            Cards::Number(count) => count.to_string(),
        };
        took[player] = Some(cards(w, &game.players[player], &text)?);
    }
    let named = |key: &str, name: &Option<String>| -> Result<Option<usize>, Refusal> {
        match name.as_deref().map(str::trim).filter(|n| !n.is_empty()) {
            Some(name) => seat(w, game, key, name).map(Some),
            None => Ok(None),
        }
    };
    let purse = |name: &str| -> Result<Purse, Refusal> {
        if name.trim().eq_ignore_ascii_case("pot") {
            Ok(Purse::Pot)
        } else {
            seat(w, game, "pay", name.trim()).map(Purse::Seat)
        }
    };
    let bid = match &body.bid {
        None => None,
        Some(bids) => {
            let mut bids = bids.iter();
            match (bids.next(), bids.next()) {
                (Some((name, chips)), None) => Some((seat(w, game, "bid", name)?, *chips)),
                _ => {
                    return Err(Refusal::bad("bad-bid", t!(w, "api-one-bid")));
                }
            }
        }
    };
    Ok(HandInput {
        took: took.into_iter().map(Option::unwrap_or_default).collect(),
        out: match body.out.as_deref() {
            Some(text) => cards(w, "out", text)?,
            None => Vec::new(),
        },
        moon: word(
            w,
            "moon",
            &body.moon,
            |t| match t.to_ascii_lowercase().as_str() {
                "add" => Some(MoonChoice::Add),
                "subtract" => Some(MoonChoice::Subtract),
                _ => None,
            },
            "add, subtract",
        )?,
        renege: named("renege", &body.renege)?,
        dealer: named("dealer", &body.dealer)?,
        pass: word(
            w,
            "pass",
            &body.pass,
            PassDir::parse,
            "left, right, across, hold, two-left, two-right, scatter",
        )?,
        declare: named("declare", &body.declare)?,
        bid,
        suit: word(w, "suit", &body.suit, Suit::from_word, "S, H, D, C")?,
        all_pass: body.all_pass.unwrap_or(false),
        payments: body
            .pay
            .iter()
            .flatten()
            .map(|p| {
                Ok(Payment {
                    from: purse(&p.from)?,
                    to: purse(&p.to)?,
                    chips: p.chips,
                })
            })
            .collect::<Result<_, Refusal>>()?,
    })
}

/// A refusal of the core, with its code: 409 once the match is over, else 400.
pub fn match_refusal(w: &Words, game: &Match, error: &MatchError) -> Refusal {
    let said = errors::match_error(w, game, error);
    let code = match error {
        MatchError::MatchOver(_) => {
            return Refusal {
                status: 409,
                code: "match-over",
                said,
            };
        }
        MatchError::Cards(_) => "impossible-hand",
        MatchError::RenegeWithCards(_) => "renege-with-cards",
        MatchError::MoonChoiceMissing { .. } => "moon-choice-missing",
        MatchError::NotAMoon => "not-a-moon",
        MatchError::NoMoonChoice { .. } => "no-moon-choice",
        MatchError::OutNotAllowed => "out-not-allowed",
        MatchError::PassNotPlayable(_) => "pass-not-playable",
        MatchError::NothingToUndo => "nothing-to-undo",
        MatchError::NoSuchHand { .. } => "no-such-hand",
        MatchError::EditEndsMatchEarly { .. } => "edit-ends-match-early",
        MatchError::EditBreaksLaterHand { .. } => "edit-breaks-later-hand",
        MatchError::Setup(_) => "setup",
        MatchError::NoDeclaration => "no-declaration",
        MatchError::DeclaredWithRenege => "declared-with-renege",
        MatchError::NoRenegeCharge => "no-renege-charge",
        MatchError::NoBidding => "no-bidding",
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
    };
    Refusal::bad(code, said)
}
