//! Property: an edit given nothing new (the hand's cards as they were typed, its other facts
//! left out or given as they are) leaves every score and every byte of the match file as
//! they were, over random hands of several games, Gong Zhu's exposures and Polignac's capot
//! among them.

use crate::core::cards::Card;
use crate::core::game::{Match, MatchError};
use crate::core::properties::typed_hand;
use crate::core::testkit::{NAMES, game, input, time};
use crate::core::variant::MoonChoice;
use crate::input::{self, RawHand};
use crate::store::matchfile;
use crate::words::Lang;
use crate::words::vocab::Vocabulary;
use proptest::prelude::*;

const GAMES: [(&str, usize); 7] = [
    ("hartenjagen", 4),
    ("gong-zhu", 4),
    ("polignac", 4),
    ("black-maria", 3),
    ("omnibus", 4),
    ("hearts", 4),
    ("plain-hearts", 4),
];

/// One random hand: who takes each scoring card, which cards are exposed (a bit each), who
/// declares (a seat, or none), the moon choice where one is asked.
type HandPlan = (Vec<usize>, u8, Option<usize>, bool);

fn hand_plan() -> impl Strategy<Value = HandPlan> {
    (
        proptest::collection::vec(0usize..5, 1..12),
        any::<u8>(),
        proptest::option::of(0usize..4),
        any::<bool>(),
    )
}

/// Records `plan` as the next hand of `m` (its facts only where the game has them); the
/// cards as typed, or none when the game refuses the hand.
fn record(m: &mut Match, plan: &HandPlan) -> Option<Vec<(String, String)>> {
    let (owners, exposed, declare, subtract) = plan;
    // A plan of one seat only (or ending on seat 4 at a smaller table) shoots the moon.
    let owners = match owners.last() {
        Some(&4) => &owners[..1],
        _ => &owners[..],
    };
    let mut typed = typed_hand(&m.rules, owners, false);
    // Games that score the first and the last trick get them too.
    let tricks = &m.rules.tricks;
    let players = typed.len();
    let seat = |at: usize| owners[at % owners.len()] % players;
    if tricks.scores_first() {
        let first = seat(0);
        typed[first].push_str(" first");
    }
    if tricks.scores_last() {
        let last = seat(owners.len() - 1);
        typed[last].push_str(" last");
    }
    let typed: Vec<String> = typed.iter().map(|t| t.trim().to_string()).collect();
    let took: Vec<(String, String)> = NAMES[..typed.len()]
        .iter()
        .map(|name| name.to_string())
        .zip(typed)
        .filter(|(_, cards)| !cards.is_empty())
        .collect();
    let pairs: Vec<(&str, &str)> = took
        .iter()
        .map(|(name, cards)| (name.as_str(), cards.as_str()))
        .collect();
    let mut hand = input(m, &pairs);
    if !m.rules.expose.is_empty() {
        let mut exposable: Vec<Card> = m.rules.expose.keys().copied().collect();
        exposable.sort_by_key(|card| card.display_order());
        hand.expose = exposable
            .iter()
            .enumerate()
            .filter(|(bit, _)| exposed & (1 << bit) != 0)
            .map(|(_, &card)| card)
            .collect();
    }
    if m.rules.declaration.is_some() {
        hand.declare = declare.filter(|&seat| seat < m.players.len());
    }
    match m.record(&hand, time()) {
        Ok(_) => Some(took),
        Err(MatchError::MoonChoiceMissing { .. }) => {
            hand.moon = Some(if *subtract {
                MoonChoice::Subtract
            } else {
                MoonChoice::Add
            });
            m.record(&hand, time()).ok().map(|_| took)
        }
        Err(_) => None,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]
    #[test]
    fn an_edit_given_nothing_new_leaves_every_score_and_every_byte_as_it_was(
        which in 0..GAMES.len(),
        plans in proptest::collection::vec(hand_plan(), 1..5),
        pick in any::<proptest::sample::Index>(),
        facts_again in any::<bool>(),
    ) {
        let (name, players) = GAMES[which];
        let mut m = game(name, players);
        let typed: Vec<Vec<(String, String)>> =
            plans.iter().filter_map(|plan| record(&mut m, plan)).collect();
        prop_assume!(!typed.is_empty());
        let number = pick.index(typed.len()) + 1;
        let board = m.scoreboard();
        let bytes = matchfile::render(&m).expect("a match renders");
        let mut raw = RawHand {
            took: typed[number - 1].clone(),
            ..RawHand::default()
        };
        if facts_again {
            // The hand's facts given again as they are: still nothing new.
            let crate::core::game::Entry::Hand(hand) = &m.entries[board.hands[number - 1].entry]
            else {
                panic!("a hand of cards")
            };
            let codes: Vec<String> = hand.exposed.iter().map(|c| c.code()).collect();
            raw.expose = (!codes.is_empty()).then(|| codes.join(","));
            raw.declare = hand.declare.map(|seat| m.players[seat].clone());
            raw.moon = hand.moon.map(|choice| choice.as_str().to_string());
        }
        let edited = input::edit(&mut m, number, &raw, &Vocabulary::new(Lang::En), time())
            .map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
        prop_assert!(!edited.changed, "hand {} changed", number);
        prop_assert!(edited.dropped.is_empty());
        prop_assert_eq!(m.scoreboard().totals, board.totals.clone());
        for (now, was) in m.scoreboard().hands.iter().zip(&board.hands) {
            prop_assert_eq!(&now.points, &was.points);
        }
        prop_assert_eq!(matchfile::render(&m).expect("a match renders"), bytes);
    }
}
