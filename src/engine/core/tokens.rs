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

/// The words a table may type for cards and tricks beyond the card code itself (`QS`,
/// `10H`, `Q♠`, `JK`, a number, `-`). The words layer builds it from its tables (every
/// language's words, and the door's notation), so the core holds no word lists.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CardWords {
    /// Which reading wins where both make a card (`KH`).
    pub notation: Notation,
    /// Suit letters read before the rank (Dutch `S H R K`).
    pub suit_letters: Vec<(String, Suit)>,
    /// Rank letters read after a suit letter or beside a suit symbol (Dutch `A H V B`).
    pub rank_letters: Vec<(String, Rank)>,
    /// Suit words that begin a card in full words (`schoppen`, `klaver`).
    pub suit_words: Vec<(String, Suit)>,
    /// Rank words that end a card in full words (`vrouw`, `tien`).
    pub rank_words: Vec<(String, Rank)>,
    /// The joker in words (`joker`).
    pub joker: Vec<String>,
    /// Every scoring card not entered for another player (`rest`).
    pub rest: Vec<String>,
    /// Took the first trick (`first`, `eerste`).
    pub first: Vec<String>,
    /// Took the last trick (`last`, `laatste`).
    pub last: Vec<String>,
    /// What comes before a number of tricks (`tricks:`, `slagen:`).
    pub tricks: Vec<String>,
}

impl CardWords {
    fn find<T: Copy>(list: &[(String, T)], text: &str) -> Option<T> {
        list.iter().find(|(word, _)| word == text).map(|&(_, v)| v)
    }

    fn is(list: &[String], text: &str) -> bool {
        list.iter().any(|word| word == text)
    }

    /// A rank beside a suit symbol: the card code's (`Q`, `10`) or a rank letter (`V`).
    fn any_rank(&self, text: &str) -> Option<Rank> {
        Rank::parse(text).or_else(|| self.suit_first_rank(text))
    }

    /// A rank after a suit letter: a rank letter of the words or a number 2–10.
    fn suit_first_rank(&self, text: &str) -> Option<Rank> {
        Self::find(&self.rank_letters, text).or_else(|| number_rank(text))
    }

    /// A card in full words: a suit word, then a rank word or a number.
    fn in_words(&self, text: &str) -> Option<Card> {
        let (suit, rest) = self
            .suit_words
            .iter()
            .filter_map(|(word, suit)| text.strip_prefix(word.as_str()).map(|rest| (*suit, rest)))
            .find(|(_, rest)| {
                Self::find(&self.rank_words, rest)
                    .or_else(|| number_rank(rest))
                    .is_some()
            })?;
        let rank = Self::find(&self.rank_words, rest).or_else(|| number_rank(rest))?;
        Some(Card::new(rank, suit))
    }
}

/// A rank written as its number, 2 to 10.
fn number_rank(text: &str) -> Option<Rank> {
    text.parse::<u8>()
        .ok()
        .filter(|v| (2..=10).contains(v))
        .and_then(Rank::new)
}

/// Parses one card in its code: `QS`, `q♠`, `10h`, `TH`, `JK` (as variant and match files
/// write them).
pub fn parse_card(text: &str) -> Result<Card, TokenError> {
    parse_card_with(text, &CardWords::default())
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

/// The suit of a code's letter (`S H D C`).
fn code_suit(c: char) -> Option<Suit> {
    Suit::ALL
        .into_iter()
        .find(|suit| suit.letter().eq_ignore_ascii_case(&c))
}

/// Parses one card in the code or in `words`; the notation decides only the one token both
/// readings make a card of.
pub fn parse_card_with(text: &str, words: &CardWords) -> Result<Card, TokenError> {
    let not_a_card = || TokenError::NotACard(text.to_string());
    // Some keyboards add an emoji variation selector after a suit symbol.
    let cleaned: String = text.trim().chars().filter(|&c| c != '\u{fe0f}').collect();
    let lower = cleaned.to_lowercase();
    if lower == "jk" || CardWords::is(&words.joker, &lower) {
        return Ok(Card::Joker);
    }
    if let Some(card) = words.in_words(&lower) {
        return Ok(card);
    }
    let first = lower.chars().next().ok_or_else(not_a_card)?;
    let last = lower.chars().last().ok_or_else(not_a_card)?;
    // A symbol on either side: the rank in the code's letters or the words' (they never clash).
    let symbol = match (symbol_suit(first), symbol_suit(last)) {
        (_, Some(suit)) => Some((suit, &lower[..lower.len() - last.len_utf8()])),
        (Some(suit), None) => Some((suit, &lower[first.len_utf8()..])),
        (None, None) => None,
    };
    if let Some((suit, rank)) = symbol {
        let rank = words.any_rank(rank).ok_or_else(not_a_card)?;
        return Ok(Card::new(rank, suit));
    }
    let rank_first = code_suit(last).and_then(|suit| {
        Some(Card::new(
            Rank::parse(&lower[..lower.len() - last.len_utf8()])?,
            suit,
        ))
    });
    let suit_first = words
        .suit_letters
        .iter()
        .filter_map(|(letter, suit)| {
            lower
                .strip_prefix(letter.as_str())
                .map(|rest| (*suit, rest))
        })
        .find_map(|(suit, rest)| Some(Card::new(words.suit_first_rank(rest)?, suit)));
    match (rank_first, suit_first, words.notation) {
        (Some(_), Some(card), Notation::Dutch) | (None, Some(card), _) => Ok(card),
        (Some(card), _, _) => Ok(card),
        (None, None, _) => Err(not_a_card()),
    }
}

/// Parses one player's entry into tokens, reading words with `words`. `-` and an empty entry
/// mean nothing was taken.
pub fn parse_cards(input: &str, words: &CardWords) -> Result<Vec<Token>, TokenError> {
    input
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|word| !word.is_empty() && *word != "-")
        .map(|word| parse_token(word, words))
        .collect()
}

fn parse_token(word: &str, words: &CardWords) -> Result<Token, TokenError> {
    let lower = word.to_lowercase();
    if CardWords::is(&words.rest, &lower) {
        return Ok(Token::Rest);
    }
    if CardWords::is(&words.first, &lower) {
        return Ok(Token::First);
    }
    if CardWords::is(&words.last, &lower) {
        return Ok(Token::Last);
    }
    if let Some(count) = words
        .tricks
        .iter()
        .find_map(|prefix| lower.strip_prefix(prefix.as_str()))
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
    parse_card_with(word, words).map(Token::Card)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::Lang;
    use crate::words::vocab::Vocabulary;
    use proptest::prelude::*;

    /// Cards read with every language's words, as the English door reads them.
    fn parse_cards(input: &str) -> Result<Vec<Token>, TokenError> {
        super::parse_cards(input, Vocabulary::new(Lang::En).cards())
    }

    fn parse_cards_in(input: &str, lang: Lang) -> Result<Vec<Token>, TokenError> {
        super::parse_cards(input, Vocabulary::new(lang).cards())
    }

    fn parse_card_in(text: &str, lang: Lang) -> Result<Card, TokenError> {
        parse_card_with(text, Vocabulary::new(lang).cards())
    }

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
        let game = crate::core::testkit::game("hartenjagen", 4);
        let said = crate::words::errors::token_error(&english, &game, &error);
        assert!(said.contains("try QS, 10H, Q♠"), "{said}");
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
        fn every_card_reads_back_from_its_printed_forms(rank in 2u8..=14, suit in 0usize..4) {
            let card = Card::new(Rank::new(rank).unwrap(), Suit::ALL[suit]);
            prop_assert_eq!(parse_card(&card.to_string()), Ok(card));
            prop_assert_eq!(parse_card(&card.code()), Ok(card));
            prop_assert_eq!(parse_card(&card.code().to_lowercase()), Ok(card));
        }
    }

    #[test]
    fn dutch_cards_are_suit_then_rank_with_symbols_either_way_and_in_full_words() {
        let dutch = |text: &str| parse_card_in(text, Lang::Nl).map(Token::Card);
        let english = |text: &str| parse_card_in(text, Lang::En).map(Token::Card);
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
            parse_cards_in("SV 3, rest", Lang::Nl),
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
            parse_cards_in("eerste SB slagen:2 LAATSTE", Lang::Nl),
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
