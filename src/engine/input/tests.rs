//! The one way in, checked without a door: the same raw hand gives the same input or the same
//! field and problem, whichever door it came through.

use super::*;
use crate::core::testkit::game;
use crate::core::variant::{MoonChoice, PassDir};
use crate::words::Lang;

fn words() -> Vocabulary {
    Vocabulary::new(Lang::En)
}

fn took(pairs: &[(&str, &str)]) -> RawHand {
    RawHand {
        took: pairs
            .iter()
            .map(|(name, cards)| (name.to_string(), cards.to_string()))
            .collect(),
        ..RawHand::default()
    }
}

#[test]
fn a_player_named_twice_in_any_case_is_refused_at_the_second_entry() {
    let game = game("hartenjagen", 4);
    let raw = took(&[("Ann", "QS"), ("ann", "3"), ("Dee", "rest")]);
    assert_eq!(
        resolve(&game, &raw, &words()),
        Err(InputError {
            field: Field::Took(1),
            problem: Problem::NamedTwice(0),
        })
    );
}

#[test]
fn an_unknown_player_is_the_took_entry_as_sent() {
    let game = game("hartenjagen", 4);
    let raw = took(&[("Ann", "QS"), ("Zed", "3")]);
    let error = resolve(&game, &raw, &words()).unwrap_err();
    assert_eq!(error.field, Field::Took(1));
    assert!(matches!(
        error.problem,
        Problem::Name(NameError::Unknown(_))
    ));
}

#[test]
fn a_card_that_is_not_a_card_is_the_players_field() {
    let game = game("hartenjagen", 4);
    let error = resolve(&game, &took(&[("b", "QX")]), &words()).unwrap_err();
    assert_eq!(error.field, Field::Player(1));
    assert!(matches!(error.problem, Problem::Token(_)));
}

#[test]
fn dutch_pass_and_moon_words_are_read_at_every_door() {
    let game = game("hartenjagen", 4);
    let raw = RawHand {
        pass: Some("links".into()),
        moon: Some("erbij".into()),
        ..took(&[("Ann", "rest")])
    };
    let input = resolve(&game, &raw, &words()).expect("read");
    assert_eq!(input.pass, Some(PassDir::Left));
    assert_eq!(input.moon, Some(MoonChoice::Add));
}

#[test]
fn a_word_not_in_its_list_names_the_list() {
    let game = game("hartenjagen", 4);
    let raw = RawHand {
        pass: Some("schuin".into()),
        ..RawHand::default()
    };
    assert_eq!(
        resolve(&game, &raw, &words()).unwrap_err(),
        InputError {
            field: Field::Pass,
            problem: Problem::Word {
                list: WordList::Pass,
                text: "schuin".into()
            }
        }
    );
}

#[test]
fn kh_follows_the_doors_language() {
    let game = game("hartenjagen", 4);
    let raw = took(&[("Ann", "KH"), ("Bob", "rest")]);
    let read = |lang| {
        resolve(&game, &raw, &Vocabulary::new(lang))
            .expect("read")
            .took[0]
            .clone()
    };
    let king = |suit| {
        crate::core::tokens::Token::Card(crate::core::cards::Card::new(
            crate::core::cards::Rank::KING,
            suit,
        ))
    };
    assert_eq!(read(Lang::En), vec![king(crate::core::cards::Suit::Hearts)]);
    assert_eq!(read(Lang::Nl), vec![king(crate::core::cards::Suit::Clubs)]);
}

/// What entering `raw` as the next hand of a fresh `variant` match is refused with.
fn refused(variant: &str, raw: RawHand) -> InputError {
    let mut game = game(variant, 4);
    let mut board = game.scoreboard();
    enter(
        &mut game,
        &mut board,
        &raw,
        &words(),
        crate::core::testkit::time(),
    )
    .expect_err("the hand is refused")
}

#[test]
fn a_pass_in_a_game_that_never_passes_is_refused_at_the_pass() {
    let raw = RawHand {
        pass: Some("left".into()),
        ..took(&[("Ann", "QC first last"), ("Bob", "rest")])
    };
    assert_eq!(
        refused("slobberhannes", raw),
        InputError::refused(MatchError::NoPassing(PassDir::Left))
    );
}

#[test]
fn a_moon_refusal_is_about_the_moon_field() {
    let raw = RawHand {
        moon: Some("add".into()),
        ..took(&[("Ann", "QS 3"), ("Bob", "rest")])
    };
    let error = refused("hartenjagen", raw);
    assert_eq!(error.field, Field::Moon);
    assert!(matches!(
        error.problem,
        Problem::Refused(MatchError::NoMoonChoice { .. })
    ));
}

#[test]
fn scoring_cards_without_a_trick_are_the_players_field() {
    let raw = took(&[("Ann", "tricks:13 JD JC JS"), ("Bob", "JH")]);
    let error = refused("knaves", raw);
    assert_eq!(error.field, Field::Player(1));
}

#[test]
fn a_payment_names_a_player_or_the_pot() {
    let game = game("reversis", 4);
    assert_eq!(
        payment(&game, &RawPayment::Written("ann>POT:5".into())),
        Ok(Payment {
            from: Purse::Seat(0),
            to: Purse::Pot,
            chips: 5
        })
    );
    assert_eq!(
        payment(&game, &RawPayment::Written("Ann to Bob".into()))
            .unwrap_err()
            .field,
        Field::Pay
    );
}

/// The field a hand refused by the match is about, as `enter` gives it.
fn refused_field(variant: &str, players: usize, raw: &RawHand) -> Field {
    let mut game = game(variant, players);
    let mut board = game.scoreboard();
    let error = enter(
        &mut game,
        &mut board,
        raw,
        &words(),
        crate::core::testkit::time(),
    )
    .expect_err("the hand is refused");
    assert!(matches!(error.problem, Problem::Refused(_)), "{error:?}");
    error.field
}

#[test]
fn a_card_entered_too_often_or_too_many_hearts_is_the_last_players_field_they_were_entered_for() {
    // The browser review's N14: the page marks the field to correct.
    let twice = took(&[("Ann", "QS"), ("Bob", "QS"), ("Dee", "rest")]);
    assert_eq!(refused_field("hartenjagen", 4, &twice), Field::Player(1));
    let out = RawHand {
        out: Some("AS".into()),
        ..took(&[("Cas", "AS"), ("Eve", "rest")])
    };
    assert_eq!(refused_field("conquimbert", 5, &out), Field::Out);
    let hearts = took(&[("Ann", "5"), ("Bob", "5 AH"), ("Cas", "4"), ("Dee", "rest")]);
    assert_eq!(refused_field("hartenjagen", 4, &hearts), Field::Player(2));
    let rests = took(&[("Ann", "QS"), ("Bob", "rest"), ("Dee", "rest")]);
    assert_eq!(refused_field("hartenjagen", 4, &rests), Field::Player(3));
    let suit = RawHand {
        bid: Some(RawBid::Given {
            name: "Ann".into(),
            chips: 2,
        }),
        suit: Some("H".into()),
        ..took(&[("Ann", "7"), ("Bob", "7")])
    };
    assert_eq!(refused_field("auction", 4, &suit), Field::Player(1));
}
