//! The JSON API's hand from bodies made by hand: a bid naming a player twice, a body that is no
//! hand said in the table's language with its line and column, and a stale page told what was
//! saved meanwhile.

use super::*;

#[test]
fn a_bid_naming_a_player_twice_is_not_one_bid() {
    let words = Words::new(crate::words::Lang::En);
    let body = parse_body(&words, br#"{"bid": {"Ann": 5, "Ann": 7}}"#).expect("a body");
    let error = raw_hand(&body).expect_err("two bids");
    assert_eq!((error.field, error.problem), (Field::Bid, Problem::OneBid));
    let body = parse_body(&words, br#"{"bid": {"Ann": 5}}"#).expect("a body");
    assert!(raw_hand(&body).is_ok());
}

#[test]
fn a_body_that_is_no_hand_is_said_in_the_tables_language_with_its_line_and_column() {
    let said = |lang, body: &[u8]| {
        parse_body(&Words::new(lang), body)
            .map(|_| ())
            .expect_err("not a hand")
            .said
    };
    use crate::words::Lang::{En, Nl};
    assert_eq!(
        said(Nl, b"nonsense"),
        "Het verzoek is geen ronde: geen geldige JSON (regel 1, kolom 2)"
    );
    assert_eq!(
        said(En, b"nonsense"),
        "The request is not a hand: not valid JSON (line 1, column 2)"
    );
    assert_eq!(
        said(Nl, br#"{"took": "#),
        "Het verzoek is geen ronde: de JSON houdt op voordat hij af is (regel 1, kolom 9)"
    );
    assert_eq!(
        said(Nl, br#"{"tuk": {}}"#),
        "Het verzoek is geen ronde: \u{201e}tuk\u{201d} is hier geen sleutel (regel 1, kolom 6); \
         gebruik hand, entries, took, moon, renege, out, dealer, pass, declare, bid, suit, \
         all_pass, pay of expose"
    );
    assert_eq!(
        said(En, br#"{"moon": "add", "moon": "add"}"#),
        "The request is not a hand: the key \u{201c}moon\u{201d} is given twice (line 1, column 22)"
    );
    assert_eq!(
        said(Nl, br#"{"pay": [{"from": "Ann", "to": "pot"}]}"#),
        "Het verzoek is geen ronde: de sleutel \u{201e}chips\u{201d} ontbreekt (regel 1, kolom 37)"
    );
    assert_eq!(
        said(Nl, br#"{"hand": "two"}"#),
        "Het verzoek is geen ronde: een waarde is van de verkeerde soort (regel 1, kolom 14)"
    );
}

#[test]
fn a_page_that_saw_another_hand_is_told_what_was_saved_meanwhile() {
    let words = Words::new(crate::words::Lang::En);
    let moved = MovedOn {
        aim: Aim::Enter,
        seen: Seen {
            hand: Some(4),
            entries: None,
        },
        hand: 7,
        entries: 6,
    };
    let refusal = moved_on_refusal(&words, &moved);
    assert_eq!((refusal.status, refusal.code), (409, "match-moved-on"));
    assert_eq!(
        refusal.json(),
        r#"{"error":"Hands 4 to 6 were saved meanwhile, from another phone or a terminal; nothing was saved. The hand being entered now is hand 7.","code":"match-moved-on","hand":7,"entries":6}"#
    );
}
