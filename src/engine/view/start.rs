//! The choices that start a match, as every front end offers them (`play` at the terminal, and
//! a phone app on the same engine): the games in the picker's order and each game's line, the
//! earlier tables that can play a game, the names a typed line gives, the lengths a game can be
//! played to, the first dealer of the same table again, and how long a match lasts in words.
//! The front end only asks; what is offered, in which order and with which default, is here.

use crate::core::game::Match;
use crate::core::variant::{Direction, Rules, Variant};
use crate::t;
use crate::words::{Words, errors};

/// The order the picker offers `variants` in: the game last played first (else the default
/// game, else the first), then the others as the catalogue lists them. The first is the one
/// preselected.
pub fn game_order(variants: &[Variant], last_played: Option<&str>) -> Vec<usize> {
    let first = last_played
        .and_then(|name| variants.iter().position(|v| v.name == name))
        .or_else(|| {
            variants
                .iter()
                .position(|v| v.name == crate::core::catalog::DEFAULT_VARIANT)
        })
        .unwrap_or(0);
    let mut order: Vec<usize> = vec![first];
    order.extend((0..variants.len()).filter(|&i| i != first));
    order
}

/// One line of the game picker: the name, the table sizes and the description, in columns.
pub fn picker_line(w: &Words, variant: &Variant) -> String {
    let counts = variant.player_counts();
    let sizes = match counts.as_slice() {
        [first, .., last] if counts.len() > 2 && counts.windows(2).all(|p| p[1] == p[0] + 1) => {
            format!("{first}–{last}")
        }
        _ => errors::counts(w, &counts),
    };
    format!(
        "{:<15} {:<7} {}",
        variant.name,
        sizes,
        variant.description_in(w.lang().code())
    )
}

/// The earlier tables (`recent`, newest first) that can play `variant`, at most five, each as
/// a line of names ("Ann, Bob, Cas, Dee"); the first is what Enter alone takes.
pub fn fitting_tables(variant: &Variant, recent: &[Vec<String>]) -> Vec<String> {
    recent
        .iter()
        .filter(|players| variant.rules(players.len()).is_ok())
        .take(5)
        .map(|players| players.join(", "))
        .collect()
}

/// The names a line gives: split at commas, or where there is none at spaces ("Opa Oma Jan
/// Els"), each trimmed.
pub fn names_in(line: &str) -> Vec<String> {
    let line = line.trim();
    if line.is_empty() {
        Vec::new()
    } else if line.contains(',') {
        line.split(',').map(|n| n.trim().to_string()).collect()
    } else {
        line.split_whitespace().map(str::to_string).collect()
    }
}

/// How long a match is played, as the table chooses it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Length {
    /// As the game has it: its target score, its chips and hands, or its lives.
    AsTheGame,
    /// The game's quick target.
    Quick,
    /// A target score the table gives.
    Target,
    /// A number of hands the table gives.
    Hands,
    /// A number of chips the table gives (a chips game).
    Chips,
}

/// The lengths a game of these `rules` for `players` players can be played to, each with its
/// words, the first the default: a target score, or the quick one, or one of the table's, or a
/// number of hands; in a chips game its chips and hands, or a number of hands, or of chips; in a
/// lives game the end of the lives, or a number of hands.
pub fn lengths(w: &Words, rules: &Rules, players: usize) -> Vec<(Length, String)> {
    if let Some(chips) = &rules.chips {
        let hands = rules
            .hands
            .unwrap_or(u32::try_from(2 * players).unwrap_or(u32::MAX));
        return vec![
            (
                Length::AsTheGame,
                t!(w, "length-chips", chips = chips.start, hands = hands),
            ),
            (Length::Hands, t!(w, "length-hands")),
            (Length::Chips, t!(w, "length-chips-other")),
        ];
    }
    if let Some(lives) = &rules.lives {
        return vec![
            (
                Length::AsTheGame,
                t!(w, "length-lives", lives = lives.start),
            ),
            (Length::Hands, t!(w, "length-hands")),
        ];
    }
    let (standard, quick) = if rules.has_phases() {
        (
            t!(w, "length-standard-phase", target = rules.target),
            t!(w, "length-quick-phase", target = rules.quick_target),
        )
    } else {
        (
            t!(
                w,
                "length-standard",
                target = crate::words::target(rules.target)
            ),
            t!(
                w,
                "length-quick",
                target = crate::words::target(rules.quick_target)
            ),
        )
    };
    vec![
        (Length::AsTheGame, standard),
        (Length::Quick, quick),
        (Length::Target, t!(w, "length-target")),
        (Length::Hands, t!(w, "length-hands")),
    ]
}

/// The first dealer of the same table again: one seat on from `game`'s first dealer, the way
/// the deal goes in this game (to the right in Reversis).
pub fn rematch_dealer(game: &Match) -> usize {
    let n = game.players.len();
    match game.rules.direction {
        Direction::Clockwise => (game.first_dealer + 1) % n,
        Direction::CounterClockwise => (game.first_dealer + n - 1) % n,
    }
}

/// How long a match lasts, in the words of its standings' title ("to 100", "3 lives each"),
/// with the number of hands where a lives game was given one.
pub fn aim_words(w: &Words, game: &Match) -> String {
    match (game.rules.lives, game.options.hands) {
        (Some(lives), Some(hands)) => t!(w, "aim-lives-hands", lives = lives.start, hands = hands),
        _ => crate::view::text::target_words(w, game),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::testkit::{game, variant};
    use crate::words::Lang;

    fn kinds(name: &str, players: usize) -> Vec<Length> {
        let variant = variant(name);
        let rules = variant.rules(players).expect("a table of that size");
        lengths(&Words::new(Lang::En), rules, players)
            .into_iter()
            .map(|(length, _)| length)
            .collect()
    }

    #[test]
    fn a_game_to_a_target_is_played_to_it_or_the_quick_one_or_a_target_or_a_number_of_hands() {
        use Length::*;
        assert_eq!(kinds("hartenjagen", 4), [AsTheGame, Quick, Target, Hands]);
    }

    #[test]
    fn a_chips_game_is_played_for_its_chips_and_hands_or_a_number_of_hands_or_of_chips() {
        use Length::*;
        assert_eq!(kinds("auction", 4), [AsTheGame, Hands, Chips]);
        let w = Words::new(Lang::En);
        let variant = variant("auction");
        let said = lengths(&w, variant.rules(4).expect("four"), 4);
        assert!(said[0].1.contains("8 hands"), "{}", said[0].1);
    }

    #[test]
    fn a_lives_game_is_played_to_the_end_of_the_lives_or_a_number_of_hands() {
        use Length::*;
        assert_eq!(kinds("conquimbert", 4), [AsTheGame, Hands]);
    }

    #[test]
    fn the_picker_offers_the_game_last_played_first_else_the_default_game() {
        let variants: Vec<Variant> = ["auction", "hartenjagen", "reversis"]
            .into_iter()
            .map(variant)
            .collect();
        assert_eq!(game_order(&variants, Some("reversis")), [2, 0, 1]);
        assert_eq!(game_order(&variants, None), [1, 0, 2]);
        assert_eq!(game_order(&variants, Some("gone")), [1, 0, 2]);
    }

    #[test]
    fn only_the_earlier_tables_that_can_play_the_game_are_offered_newest_first() {
        let recent = vec![
            vec!["Ann".to_string(), "Bob".to_string()],
            vec!["A".into(), "B".into(), "C".into(), "D".into()],
        ];
        assert_eq!(
            fitting_tables(&variant("hartenjagen"), &recent),
            ["A, B, C, D"]
        );
    }

    #[test]
    fn names_are_split_at_commas_else_at_spaces() {
        assert_eq!(names_in("Opa Oma Jan Els"), ["Opa", "Oma", "Jan", "Els"]);
        assert_eq!(
            names_in(" Ann Marie, Bob ,Cas"),
            ["Ann Marie", "Bob", "Cas"]
        );
        assert!(names_in("  ").is_empty());
    }

    #[test]
    fn the_same_table_again_is_dealt_first_by_the_next_seat_the_way_the_deal_goes() {
        assert_eq!(rematch_dealer(&game("hartenjagen", 4)), 1);
    }
}
