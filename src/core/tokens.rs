//! The card syntax players type: `QS 10h q♠ 3 rest -`. Tokens are separated by spaces or
//! commas; a bare whole number is that many hearts of no particular rank.

use super::cards::{Card, Rank, Suit};
use thiserror::Error;

/// One thing a player typed for the cards they took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Token {
    /// A particular card.
    Card(Card),
    /// That many hearts of no particular rank, each worth the ordinary heart value.
    Hearts(u32),
    /// Every scoring card not entered for another player in this hand.
    Rest,
}

/// What was wrong with a token.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{self:?}")]
pub enum TokenError {
    /// Neither a card, a number, `rest` nor `-`: the text typed.
    NotACard(String),
    /// A number too large to be hearts in any deck: the text typed.
    TooManyHearts(String),
}

/// The most hearts any deck holds (two packs).
const MOST_HEARTS: u32 = 26;

/// Parses one card such as `QS`, `q♠`, `10h`, `TH`, `JK` or `joker`.
pub fn parse_card(text: &str) -> Result<Card, TokenError> {
    let not_a_card = || TokenError::NotACard(text.to_string());
    // Some keyboards add an emoji variation selector after a suit symbol.
    let cleaned: String = text.trim().chars().filter(|&c| c != '\u{fe0f}').collect();
    let lower = cleaned.to_lowercase();
    if lower == "jk" || lower == "joker" {
        return Ok(Card::Joker);
    }
    let suit_char = lower.chars().last().ok_or_else(not_a_card)?;
    let suit = match suit_char {
        's' | '♠' | '♤' => Suit::Spades,
        'h' | '♥' | '♡' => Suit::Hearts,
        'd' | '♦' | '♢' => Suit::Diamonds,
        'c' | '♣' | '♧' => Suit::Clubs,
        _ => return Err(not_a_card()),
    };
    let rank_text = &lower[..lower.len() - suit_char.len_utf8()];
    let rank = Rank::parse(rank_text).ok_or_else(not_a_card)?;
    Ok(Card::new(rank, suit))
}

/// Parses one player's entry into tokens. `-` and an empty entry mean nothing was taken.
pub fn parse_cards(input: &str) -> Result<Vec<Token>, TokenError> {
    input
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|word| !word.is_empty() && *word != "-")
        .map(parse_token)
        .collect()
}

fn parse_token(word: &str) -> Result<Token, TokenError> {
    if word.eq_ignore_ascii_case("rest") {
        return Ok(Token::Rest);
    }
    if word.chars().all(|c| c.is_ascii_digit()) {
        return match word.parse::<u32>() {
            Ok(count) if count <= MOST_HEARTS => Ok(Token::Hearts(count)),
            _ => Err(TokenError::TooManyHearts(word.to_string())),
        };
    }
    parse_card(word).map(Token::Card)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn card(rank: u8, suit: Suit) -> Token {
        Token::Card(Card::new(Rank::new(rank).unwrap(), suit))
    }

    #[test]
    fn cards_are_typed_as_rank_then_suit_in_any_case() {
        assert_eq!(
            parse_cards("QS q♠ qs").unwrap(),
            vec![card(12, Suit::Spades); 3]
        );
        assert_eq!(
            parse_cards("10h TH").unwrap(),
            vec![card(10, Suit::Hearts); 2]
        );
        assert_eq!(parse_cards("JD").unwrap(), vec![card(11, Suit::Diamonds)]);
        assert_eq!(
            parse_cards("2♣,A♦").unwrap(),
            vec![card(2, Suit::Clubs), card(14, Suit::Diamonds)]
        );
    }

    #[test]
    fn suit_symbols_with_emoji_selector_are_accepted() {
        assert_eq!(parse_cards("Q♠️").unwrap(), vec![card(12, Suit::Spades)]);
    }

    #[test]
    fn a_bare_number_is_that_many_hearts() {
        assert_eq!(
            parse_cards("QS 3").unwrap(),
            vec![card(12, Suit::Spades), Token::Hearts(3)]
        );
    }

    #[test]
    fn rest_and_dash_and_nothing() {
        assert_eq!(parse_cards("rest").unwrap(), vec![Token::Rest]);
        assert_eq!(parse_cards("REST").unwrap(), vec![Token::Rest]);
        assert!(parse_cards("-").unwrap().is_empty());
        assert!(parse_cards("").unwrap().is_empty());
        assert!(parse_cards("  , ").unwrap().is_empty());
    }

    #[test]
    fn jokers_are_typed_jk_or_joker() {
        assert_eq!(
            parse_cards("JK joker Joker").unwrap(),
            vec![Token::Card(Card::Joker); 3]
        );
    }

    #[test]
    fn a_word_that_is_not_a_card_says_what_is_accepted() {
        let error = parse_cards("QS QX").unwrap_err();
        assert_eq!(error, TokenError::NotACard("QX".into()));
        let english = crate::words::Words::new(crate::words::Lang::En);
        assert!(crate::words::errors::token_error(&english, &error).contains("try QS, 10H, Q♠"));
        assert!(parse_cards("1H").is_err());
        assert!(parse_cards("11H").is_err());
        assert!(parse_cards("♠").is_err());
    }

    #[test]
    fn absurd_numbers_of_hearts_are_refused() {
        assert!(matches!(
            parse_cards("27"),
            Err(TokenError::TooManyHearts(_))
        ));
        assert!(matches!(
            parse_cards("99999999999999999999"),
            Err(TokenError::TooManyHearts(_))
        ));
    }

    proptest! {
        #[test]
        fn any_text_parses_or_errors_without_panicking(text in "\\PC*") {
            let _ = parse_cards(&text);
        }

        #[test]
        fn every_card_reads_back_from_its_printed_forms(rank in 2u8..=14, suit in 0usize..4) {
            let card = Card::new(Rank::new(rank).unwrap(), Suit::ALL[suit]);
            prop_assert_eq!(parse_card(&card.to_string()), Ok(card));
            prop_assert_eq!(parse_card(&card.code()), Ok(card));
            prop_assert_eq!(parse_card(&card.code().to_lowercase()), Ok(card));
        }
    }
}
