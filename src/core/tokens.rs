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
    /// Every scoring card not entered for another player in this hand (and, in trick games,
    /// every trick, and the first and last trick, nobody else has).
    Rest,
    /// Took the first trick (`first`, `eerste`).
    First,
    /// Took the last trick (`last`, `laatste`).
    Last,
    /// Won this many tricks (`tricks:N`, `slagen:N`).
    Tricks(u32),
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

/// The most tricks any hand has (a player's share of 104 cards among 2).
const MOST_TRICKS: u32 = 52;

/// The most hearts any deck holds (two packs).
const MOST_HEARTS: u32 = 26;

/// Which way round letters-only cards are read where both ways make a card: `KH` is K♥ in
/// English (rank, then suit) and K♣ (klaverenheer) in Dutch (suit, then rank). Every other
/// token reads the same in both.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Notation {
    /// Rank then suit: `QS`, `10H`, `JD`.
    #[default]
    English,
    /// Suit then rank: `SV` (schoppenvrouw), `H10`, `RB`, `KB` (klaverboer).
    Dutch,
}

/// Parses one card such as `QS`, `q♠`, `10h`, `TH`, `JK` or `joker`, in English notation.
pub fn parse_card(text: &str) -> Result<Card, TokenError> {
    parse_card_in(text, Notation::English)
}

fn symbol_suit(c: char) -> Option<Suit> {
    match c {
        '♠' | '♤' => Some(Suit::Spades),
        '♥' | '♡' => Some(Suit::Hearts),
        '♦' | '♢' => Some(Suit::Diamonds),
        '♣' | '♧' => Some(Suit::Clubs),
        _ => None,
    }
}

/// A Dutch rank: `a` aas, `h` heer, `v` vrouw, `b` boer, `2`–`10`.
fn dutch_rank(text: &str) -> Option<Rank> {
    match text {
        "a" => Some(Rank::ACE),
        "h" => Some(Rank::KING),
        "v" => Some(Rank::QUEEN),
        "b" => Some(Rank::JACK),
        "t" | "j" | "q" | "k" => None,
        digits => Rank::parse(digits),
    }
}

/// A Dutch card in full words: `schoppenvrouw`, `klaverboer`, `hartenaas`, `ruiten10`.
fn dutch_words(text: &str) -> Option<Card> {
    let suits = [
        ("schoppen", Suit::Spades),
        ("harten", Suit::Hearts),
        ("ruiten", Suit::Diamonds),
        ("klaveren", Suit::Clubs),
        ("klaver", Suit::Clubs),
    ];
    let (suit, rest) = suits
        .iter()
        .find_map(|(word, suit)| text.strip_prefix(word).map(|rest| (*suit, rest)))?;
    let value = match rest {
        "aas" => 14,
        "heer" => 13,
        "vrouw" => 12,
        "boer" => 11,
        "tien" => 10,
        "negen" => 9,
        "acht" => 8,
        "zeven" => 7,
        "zes" => 6,
        "vijf" => 5,
        "vier" => 4,
        "drie" => 3,
        "twee" => 2,
        digits => digits.parse::<u8>().ok().filter(|v| (2..=10).contains(v))?,
    };
    Some(Card::new(Rank::new(value)?, suit))
}

/// Parses one card in either notation; `notation` decides only the one token both read.
pub fn parse_card_in(text: &str, notation: Notation) -> Result<Card, TokenError> {
    let not_a_card = || TokenError::NotACard(text.to_string());
    // Some keyboards add an emoji variation selector after a suit symbol.
    let cleaned: String = text.trim().chars().filter(|&c| c != '\u{fe0f}').collect();
    let lower = cleaned.to_lowercase();
    if lower == "jk" || lower == "joker" {
        return Ok(Card::Joker);
    }
    if let Some(card) = dutch_words(&lower) {
        return Ok(card);
    }
    let first = lower.chars().next().ok_or_else(not_a_card)?;
    let last = lower.chars().last().ok_or_else(not_a_card)?;
    // A symbol on either side: the rank in English or Dutch letters (they never clash).
    let symbol = match (symbol_suit(first), symbol_suit(last)) {
        (_, Some(suit)) => Some((suit, &lower[..lower.len() - last.len_utf8()])),
        (Some(suit), None) => Some((suit, &lower[first.len_utf8()..])),
        (None, None) => None,
    };
    if let Some((suit, rank)) = symbol {
        let rank = Rank::parse(rank)
            .or_else(|| dutch_rank(rank))
            .ok_or_else(not_a_card)?;
        return Ok(Card::new(rank, suit));
    }
    let english = match last {
        's' => Some(Suit::Spades),
        'h' => Some(Suit::Hearts),
        'd' => Some(Suit::Diamonds),
        'c' => Some(Suit::Clubs),
        _ => None,
    }
    .and_then(|suit| Some(Card::new(Rank::parse(&lower[..lower.len() - 1])?, suit)));
    let dutch = match first {
        's' => Some(Suit::Spades),
        'h' => Some(Suit::Hearts),
        'r' => Some(Suit::Diamonds),
        'k' => Some(Suit::Clubs),
        _ => None,
    }
    .and_then(|suit| Some(Card::new(dutch_rank(&lower[1..])?, suit)));
    match (english, dutch, notation) {
        (Some(_), Some(card), Notation::Dutch) | (None, Some(card), _) => Ok(card),
        (Some(card), _, _) => Ok(card),
        (None, None, _) => Err(not_a_card()),
    }
}

/// Parses one player's entry into tokens, in English notation. `-` and an empty entry mean
/// nothing was taken.
pub fn parse_cards(input: &str) -> Result<Vec<Token>, TokenError> {
    parse_cards_in(input, Notation::English)
}

/// Parses one player's entry into tokens; `notation` reads the one token the notations share.
pub fn parse_cards_in(input: &str, notation: Notation) -> Result<Vec<Token>, TokenError> {
    input
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|word| !word.is_empty() && *word != "-")
        .map(|word| parse_token(word, notation))
        .collect()
}

fn parse_token(word: &str, notation: Notation) -> Result<Token, TokenError> {
    let lower = word.to_lowercase();
    match lower.as_str() {
        "rest" => return Ok(Token::Rest),
        "first" | "eerste" => return Ok(Token::First),
        "last" | "laatste" => return Ok(Token::Last),
        _ => {}
    }
    if let Some(count) = lower
        .strip_prefix("tricks:")
        .or_else(|| lower.strip_prefix("slagen:"))
    {
        return match count.parse::<u32>() {
            Ok(count) if count <= MOST_TRICKS => Ok(Token::Tricks(count)),
            _ => Err(TokenError::NotACard(word.to_string())),
        };
    }
    if word.chars().all(|c| c.is_ascii_digit()) {
        return match word.parse::<u32>() {
            Ok(count) if count <= MOST_HEARTS => Ok(Token::Hearts(count)),
            _ => Err(TokenError::TooManyHearts(word.to_string())),
        };
    }
    parse_card_in(word, notation).map(Token::Card)
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

    #[test]
    fn dutch_cards_are_suit_then_rank_with_symbols_either_way_and_in_full_words() {
        let dutch = |text: &str| parse_card_in(text, Notation::Dutch).map(Token::Card);
        let english = |text: &str| parse_card_in(text, Notation::English).map(Token::Card);
        let queen = card(12, Suit::Spades);
        for text in ["SV", "sv", "♠V", "V♠", "schoppenvrouw", "QS", "Q♠"] {
            assert_eq!(dutch(text), Ok(queen), "{text}");
            assert_eq!(english(text), Ok(queen), "{text} reads the same in English");
        }
        assert_eq!(dutch("KB"), Ok(card(11, Suit::Clubs)));
        assert_eq!(dutch("klaverboer"), Ok(card(11, Suit::Clubs)));
        assert_eq!(dutch("klaverenboer"), Ok(card(11, Suit::Clubs)));
        assert_eq!(dutch("H10"), Ok(card(10, Suit::Hearts)));
        assert_eq!(dutch("RB"), Ok(card(11, Suit::Diamonds)));
        assert_eq!(dutch("hartenaas"), Ok(card(14, Suit::Hearts)));
        assert_eq!(dutch("ruitentien"), Ok(card(10, Suit::Diamonds)));
        assert_eq!(dutch("H♠"), Ok(card(13, Suit::Spades)), "heer");
        // The one token the notations read differently.
        assert_eq!(dutch("KH"), Ok(card(13, Suit::Clubs)), "klaverenheer");
        assert_eq!(english("KH"), Ok(card(13, Suit::Hearts)));
        assert!(dutch("KK").is_err());
        assert_eq!(
            parse_cards_in("SV 3, rest", Notation::Dutch),
            Ok(vec![queen, Token::Hearts(3), Token::Rest])
        );
    }

    #[test]
    fn trick_words_say_who_took_the_first_and_last_trick_and_how_many() {
        assert_eq!(
            parse_cards("first JS, last tricks:3"),
            Ok(vec![
                Token::First,
                card(11, Suit::Spades),
                Token::Last,
                Token::Tricks(3)
            ])
        );
        assert_eq!(
            parse_cards_in("eerste SB slagen:2 LAATSTE", Notation::Dutch),
            Ok(vec![
                Token::First,
                card(11, Suit::Spades),
                Token::Tricks(2),
                Token::Last
            ])
        );
        assert!(parse_cards("tricks:x").is_err());
        assert!(parse_cards("tricks:99").is_err());
    }
}
