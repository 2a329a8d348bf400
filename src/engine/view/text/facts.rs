//! The facts of a match, a line each, as its end says them on the terminal and in the report:
//! hands and misdeals played and how long it took, the moons shot, and who took the Q♠ most
//! (the last two only in games where the moon and the Q♠ have a part).

use crate::core::cards::{Card, Rank, Suit};
use crate::core::game::{Entry, Match, Scoreboard};
use crate::core::variant::{MoonEffect, Rules};
use crate::t;
use crate::words::Words;

/// Whether a moon can be shot in this game (in either phase).
fn has_moon(rules: &Rules) -> bool {
    rules.moon.effect != MoonEffect::None
        || (rules.has_phases() && rules.moon.phase2_effect != MoonEffect::None)
}

/// Whether the Q♠ has a part of its own: it scores, and not just as any queen does (in
/// Conquimbert and Reversis every queen is a loader worth the same).
fn queen_of_spades_counts(rules: &Rules) -> bool {
    let worth = |card: Card| (rules.value(card), rules.imaginary_value(card));
    let queen = worth(Card::QUEEN_OF_SPADES);
    queen != (0, 0)
        && [Suit::Hearts, Suit::Diamonds, Suit::Clubs]
            .into_iter()
            .any(|suit| worth(Card::new(Rank::QUEEN, suit)) != queen)
}

/// The match's facts, a line each: hands and misdeals played and how long it took, the moons
/// shot, and who took the Q♠ most; a game without a moon, or where the Q♠ is no card of its
/// own, says nothing of them.
pub fn facts(w: &Words, game: &Match, board: &Scoreboard) -> String {
    let mut facts = t!(w, "summary-hands", hands = board.hands.len());
    // A deal everyone passed on (Auction) is no misdeal: it is said apart (issue 40, C3).
    let passed = game
        .entries
        .iter()
        .filter(|entry| matches!(entry, Entry::AllPass { .. }))
        .count();
    let misdeals = game.entries.len() - board.hands.len() - passed;
    match (misdeals, passed) {
        (0, 0) => {}
        (_, 0) => {
            facts.push(' ');
            facts.push_str(&t!(w, "summary-misdeals", count = misdeals));
        }
        (0, _) => {
            facts.push(' ');
            facts.push_str(&t!(w, "summary-passed-out", count = passed));
        }
        _ => {
            facts.push(' ');
            facts.push_str(&t!(
                w,
                "summary-misdeals-passed-out",
                misdeals = misdeals,
                passed = passed
            ));
        }
    }
    // A match from before (`new --date`) has no known length: its hands carry its start.
    let last_time = game.entries.last().map(Entry::time).filter(|_| !game.dated);
    if let Some(end) = last_time {
        let minutes = (end - game.started).num_minutes().max(0);
        facts.push_str(&t!(
            w,
            "summary-duration",
            hours = minutes / 60,
            minutes = format!("{:02}", minutes % 60)
        ));
    }
    facts.push_str(".\n");
    let moons: Vec<String> = board
        .hands
        .iter()
        .filter_map(|h| {
            h.moon.map(|s| {
                t!(
                    w,
                    "moon-in-hand",
                    name = game.players[s].as_str(),
                    number = h.number
                )
            })
        })
        .collect();
    if has_moon(&game.rules) || !moons.is_empty() {
        let moons = if moons.is_empty() {
            t!(w, "moons-none")
        } else {
            w.and(&moons)
        };
        facts.push_str(&format!("{}\n", t!(w, "moons-shot", moons = moons)));
    }
    if !queen_of_spades_counts(&game.rules) {
        return facts;
    }
    let mut queens = vec![0u32; game.players.len()];
    for entry in &game.entries {
        if let Entry::Hand(hand) = entry {
            for (seat, capture) in hand.cards.took.iter().enumerate() {
                queens[seat] += u32::from(capture.count(Card::QUEEN_OF_SPADES));
            }
        }
    }
    if let Some(&most) = queens.iter().max().filter(|&&m| m > 0) {
        let who: Vec<&str> = (0..queens.len())
            .filter(|&s| queens[s] == most)
            .map(|s| game.players[s].as_str())
            .collect();
        facts.push_str(&format!(
            "{}\n",
            t!(
                w,
                "most-queens",
                queen = w.card(Card::QUEEN_OF_SPADES),
                names = w.and(&who),
                count = most
            )
        ));
    }
    facts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_end_of_a_conquimbert_match_names_no_moon_and_no_queen_of_spades() {
        use crate::core::testkit::{game, play};
        let en = Words::new(crate::words::Lang::En);
        let mut m = game("conquimbert", 4);
        let board = play(
            &mut m,
            &[
                ("Ann", "AS AH AD"),
                ("Bob", "QS TS TH"),
                ("Cas", "TD TC KS KH"),
                ("Dee", "rest"),
            ],
        );
        let said = facts(&en, &m, &board);
        assert!(said.starts_with("Hands played: 1"), "{said}");
        assert!(!said.contains("Moons") && !said.contains("Q♠"), "{said}");
        let mut m = game("hartenjagen", 4);
        let board = play(&mut m, &[("Ann", "QS 3"), ("Bob", "rest")]);
        let said = facts(&en, &m, &board);
        assert!(said.contains("Moons shot: none."), "{said}");
        assert!(said.contains("Most Q♠ taken: Ann"), "{said}");
    }

    #[test]
    fn a_passed_out_auction_deal_is_not_counted_as_a_misdeal() {
        // Issue 40, newcomer C3: "Hands played: 0 (and 1 misdeal)" after everyone passed.
        use crate::core::testkit::{game, input, time};
        let en = Words::new(crate::words::Lang::En);
        let mut m = game("auction", 4);
        let mut passed = input(&m, &[]);
        passed.all_pass = true;
        let board = m.record(&passed, time()).expect("everyone passed");
        let said = facts(&en, &m, &board);
        assert!(
            said.starts_with("Hands played: 0 (and 1 deal passed out)"),
            "{said}"
        );
        m.misdeal(time()).expect("a misdeal");
        let said = facts(&en, &m, &m.scoreboard());
        assert!(
            said.starts_with("Hands played: 0 (and 1 misdeal, 1 deal passed out)"),
            "{said}"
        );
    }

    #[test]
    fn only_games_with_a_moon_or_a_queen_of_spades_of_its_own_speak_of_them() {
        let mut moons = Vec::new();
        let mut queens = Vec::new();
        for (name, _) in crate::core::catalog::BUILTIN {
            let variant = crate::core::testkit::variant(name);
            let count = variant.player_counts()[0];
            let m = crate::core::testkit::game(name, count);
            if !has_moon(&m.rules) {
                moons.push(*name);
            }
            if !queen_of_spades_counts(&m.rules) {
                queens.push(*name);
            }
        }
        assert_eq!(
            moons,
            [
                "rickety-kate",
                "polignac",
                "slobberhannes",
                "knaves",
                "auction",
                "conquimbert",
                "reversis",
                "gong-zhu"
            ]
        );
        assert_eq!(
            queens,
            [
                "plain-hearts",
                "joker",
                "joker-53",
                "heartsette",
                "two-player",
                "domino-hearts",
                "dirty-hearts",
                "polignac",
                "slobberhannes",
                "knaves",
                "auction",
                "conquimbert",
                "reversis"
            ]
        );
    }
}
