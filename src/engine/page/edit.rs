//! `POST /api/edit {"number": N, …}`: a saved hand edited from a phone. The body takes the
//! keys of `/api/record` besides `number`; what it leaves out (or sends as `null`) the hand
//! keeps, what it sends as `"-"` (for the moon and the suit also `"none"`, `"geen"`) the hand
//! no longer has, and `took`, when sent, replaces the hand's cards as a whole. The answer is
//! `status --json` with an `edit` key saying whether the hand changed, the facts it kept that
//! no longer fit and were left out, and that in words.

use super::api::{self, Cards, HandBody, Pairs, PayBody, Refusal};
use crate::core::game::{Edited, Entry, Fact, Match, MatchError, Seen};
use crate::input::{Field, InputError, Problem, RawBid, RawHand, RawPayment};
use crate::view::text;
use crate::words::Words;
use serde::Deserialize;

/// A value sent either as a word (`"-"`) or as its own JSON (a bid's object, a list).
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum WordOr<T> {
    /// `"-"`: none.
    Word(String),
    /// The value itself.
    Value(T),
}

/// The body of `POST /api/edit`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EditBody {
    /// The number of the hand to edit (as `status` numbers it).
    pub number: usize,
    /// The number of the hand the page showed being entered; a match that moved on is a 409.
    pub hand: Option<usize>,
    /// The entries the page saw.
    pub entries: Option<usize>,
    /// Each player's cards, replacing the hand's; left out: the hand keeps its cards.
    pub took: Option<Pairs<Cards>>,
    /// The moon choice.
    pub moon: Option<String>,
    /// Who reneged.
    pub renege: Option<String>,
    /// Cards out of play.
    pub out: Option<String>,
    /// Who dealt.
    pub dealer: Option<String>,
    /// How the hand was passed.
    pub pass: Option<String>,
    /// Who made the game's declaration.
    pub declare: Option<String>,
    /// Auction Hearts: the high bid, `{"Ann": 5}`, or `"-"`.
    pub bid: Option<WordOr<Pairs<i64>>>,
    /// Auction Hearts: the penalty suit.
    pub suit: Option<String>,
    /// Refused: a hand cannot become an all-pass.
    pub all_pass: Option<bool>,
    /// Reversis: the chips paid in play, or `"-"` (or `[]`) for none.
    pub pay: Option<WordOr<Vec<PayBody>>>,
    /// Gong Zhu: the cards exposed before play, or `"-"`.
    pub expose: Option<String>,
}

/// An edit as the server takes it: the hand's number, where the page saw the match, the body
/// as a hand (for saying which key is at fault) and the edit as the input module reads it.
pub struct EditRequest {
    /// The hand to edit.
    pub number: usize,
    /// The body as `/api/record`'s, for the keys of a refusal.
    pub body: HandBody,
    /// The edit as typed, or what is wrong with it.
    pub raw: Result<RawHand, InputError>,
}

impl EditRequest {
    /// Where the page saw the match.
    pub fn seen(&self) -> Seen {
        self.body.seen()
    }
}

/// Reads the body of an edit; anything else is a 400 that says what was wrong.
pub fn parse(w: &Words, bytes: &[u8]) -> Result<EditRequest, Refusal> {
    let body: EditBody = api::parse(w, bytes)?;
    let raw = raw_edit(&body);
    Ok(EditRequest {
        number: body.number,
        raw,
        body: HandBody {
            hand: body.hand,
            entries: body.entries,
            took: body.took.unwrap_or_default(),
            ..HandBody::default()
        },
    })
}

/// The body as the input module takes an edit: every value as sent, left out where kept.
fn raw_edit(body: &EditBody) -> Result<RawHand, InputError> {
    let bid = match &body.bid {
        None => None,
        Some(WordOr::Word(word)) => Some(RawBid::Written(word.clone())),
        Some(WordOr::Value(bids)) => match bids.0.as_slice() {
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
    let pay = match &body.pay {
        None => Vec::new(),
        Some(WordOr::Word(word)) => vec![RawPayment::Written(word.clone())],
        // An empty list says there were none.
        Some(WordOr::Value(list)) if list.is_empty() => vec![RawPayment::Written("-".into())],
        Some(WordOr::Value(list)) => list
            .iter()
            .map(|p| RawPayment::Given {
                from: p.from.clone(),
                to: p.to.clone(),
                chips: p.chips,
            })
            .collect(),
    };
    Ok(RawHand {
        took: body
            .took
            .iter()
            .flat_map(|took| &took.0)
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
        pay,
        expose: body.expose.clone(),
    })
}

/// The answer to an edit: `status` (the JSON of `status --json`) with `"edit"` added:
/// `{"changed": …, "dropped": ["moon", …], "said": "…"}`.
pub fn answer(
    w: &Words,
    game: &Match,
    number: usize,
    edited: &Edited,
    status: &str,
) -> Result<String, Refusal> {
    #[derive(serde::Serialize)]
    struct EditJson<'a> {
        changed: bool,
        dropped: Vec<&'a str>,
        said: String,
    }
    let dropped = text::dropped(w, game, number, &edited.replaced, &edited.dropped);
    let said = if edited.changed {
        let points = edited
            .board
            .hands
            .get(number - 1)
            .map(|hand| text::points_words(game, &hand.points))
            .unwrap_or_default();
        let mut said = vec![crate::t!(
            w,
            "hand-edited",
            number = number,
            points = points
        )];
        said.extend(dropped);
        said.join(" ")
    } else {
        text::unchanged(w, number)
    };
    let json = serde_json::to_string(&EditJson {
        changed: edited.changed,
        dropped: edited.dropped.iter().map(|&fact| code(fact)).collect(),
        said,
    })
    .map_err(|e| Refusal::with_status(500, "trouble", e.to_string()))?;
    super::with_key(status, "edit", &json)
}

/// `GET /api/hand?number=N`: the cards of saved hand N as the match file writes them, for the
/// page's edit control to fill its form with: `{"number": N, "took": {"Ann": "QS 3H", …}}`,
/// and `"out"`, `"expose"` where the hand has them. A hand of points only (`import`) has no
/// cards. Reveals nothing the score does not: asked without the key, like `/api/status`.
pub fn hand(w: &Words, game: &Match, number: usize) -> Result<String, Refusal> {
    #[derive(serde::Serialize)]
    struct HandJson {
        number: usize,
        took: serde_json::Map<String, serde_json::Value>,
        #[serde(skip_serializing_if = "Option::is_none")]
        out: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        expose: Option<String>,
    }
    let hands: Vec<&Entry> = game.entries.iter().filter(|e| e.is_hand()).collect();
    let Some(entry) = number.checked_sub(1).and_then(|i| hands.get(i)) else {
        let error = MatchError::NoSuchHand {
            number,
            played: hands.len(),
        };
        return Err(api::match_refusal(w, game, &error));
    };
    let mut json = HandJson {
        number,
        took: serde_json::Map::new(),
        out: None,
        expose: None,
    };
    if let Entry::Hand(hand) = entry {
        for (name, capture) in game.players.iter().zip(&hand.cards.took) {
            if !capture.is_empty() {
                json.took
                    .insert(name.clone(), capture.to_card_text().into());
            }
        }
        json.out = (!hand.cards.out.is_empty()).then(|| hand.cards.out.to_card_text());
        json.expose = (!hand.exposed.is_empty()).then(|| {
            let cards: Vec<String> = hand.exposed.iter().map(ToString::to_string).collect();
            cards.join(" ")
        });
    }
    serde_json::to_string(&json).map_err(|e| Refusal::with_status(500, "trouble", e.to_string()))
}

/// A fact's name in the answer, for scripts: the body's key it is given with.
fn code(fact: Fact) -> &'static str {
    match fact {
        Fact::Cards => "took",
        Fact::Out => "out",
        Fact::Moon => "moon",
        Fact::Renege => "renege",
        Fact::Dealer => "dealer",
        Fact::Pass => "pass",
        Fact::Declare => "declare",
        Fact::Bid => "bid",
        Fact::Suit => "suit",
        Fact::Payments => "pay",
        Fact::Exposed => "expose",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::Lang;

    #[test]
    fn an_edit_body_left_out_or_null_keeps_and_a_dash_removes() {
        let w = Words::new(Lang::En);
        let request = parse(
            &w,
            br#"{"number": 2, "moon": null, "renege": "-", "bid": "-", "pay": []}"#,
        )
        .expect("an edit");
        assert_eq!(request.number, 2);
        let raw = request.raw.expect("a hand");
        assert!(raw.took.is_empty());
        assert_eq!(raw.moon, None);
        assert_eq!(raw.out, None);
        assert_eq!(raw.renege.as_deref(), Some("-"));
        assert_eq!(raw.bid, Some(RawBid::Written("-".into())));
        assert_eq!(raw.pay, vec![RawPayment::Written("-".into())]);
    }

    #[test]
    fn an_edit_body_without_its_number_says_the_key_is_missing() {
        let w = Words::new(Lang::En);
        let refusal = parse(&w, br#"{"moon": "add"}"#)
            .map(|_| ())
            .expect_err("no number");
        assert_eq!(refusal.code, "not-a-hand");
        assert!(refusal.said.contains("number"), "{}", refusal.said);
    }
}
