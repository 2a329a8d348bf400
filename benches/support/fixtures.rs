//! Match files for the benchmarks: built-in variants played to the end with random but
//! possible hands, written exactly as `record` writes them. Shared by `benches/history.rs`
//! and `examples/bench_fixtures.rs` (which puts them on disk for whole-process timing).

use chrono::{DateTime, Duration, FixedOffset};
use hartenjagen::core::catalog::{self, Source};
use hartenjagen::core::game::{HandInput, Match, MatchError, MatchOptions};
use hartenjagen::core::tokens::Token;
use hartenjagen::core::variant::MoonChoice;
use hartenjagen::store::matchfile;
use std::path::Path;

/// A small, seeded pseudo-random generator (xorshift), so fixtures are the same every run.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

const NAMES: [&str; 8] = ["Ann", "Bob", "Cas", "Dee", "Eve", "Fay", "Gus", "Hal"];

fn start() -> DateTime<FixedOffset> {
    DateTime::parse_from_rfc3339("2026-01-03T19:30:00+01:00").expect("a valid time")
}

/// A hand in which every scoring card goes to a random player; one hand in twelve is a moon.
fn random_hand(game: &Match, rng: &mut Rng) -> HandInput {
    let rules = &game.rules;
    let players = game.players.len();
    let mut took = vec![Vec::new(); players];
    let mut plain = vec![0u32; players];
    let moon = (rng.below(12) == 0).then(|| rng.below(players));
    for (card, copies) in rules.deck.cards() {
        if rules.value(card) == 0 {
            continue;
        }
        for _ in 0..copies {
            let seat = moon.unwrap_or_else(|| rng.below(players));
            if rules.is_plain_heart(card) && rng.below(2) == 0 {
                plain[seat] += 1;
            } else {
                took[seat].push(Token::Card(card));
            }
        }
    }
    for (seat, hearts) in plain.into_iter().enumerate() {
        if hearts > 0 {
            took[seat].push(Token::Hearts(hearts));
        }
    }
    HandInput {
        took,
        ..HandInput::default()
    }
}

/// A match of a built-in variant, played until it ends or `most_hands` hands are entered.
pub fn play(
    variant: &str,
    players: usize,
    options: MatchOptions,
    most_hands: usize,
    seed: u64,
    started_days_ago: i64,
) -> Match {
    let variant = catalog::resolve(variant, &Source::builtin).expect("a built-in variant");
    let names = NAMES[..players].iter().map(|n| n.to_string()).collect();
    let started = start() - Duration::days(started_days_ago);
    let mut game = Match::new(variant, names, 0, options, started).expect("a valid match");
    let mut board = game.scoreboard();
    let mut rng = Rng::new(seed);
    let mut time = started;
    while !board.finished() && board.hands.len() < most_hands {
        time += Duration::minutes(4);
        let mut input = random_hand(&game, &mut rng);
        match game.push_hand(&mut board, &input, time) {
            Ok(()) => {}
            Err(MatchError::MoonChoiceMissing { .. }) => {
                input.moon = Some(MoonChoice::Add);
                game.push_hand(&mut board, &input, time)
                    .expect("a moon with a choice");
            }
            Err(e) => panic!("the generated hand is impossible: {e}"),
        }
    }
    game
}

/// The text of a finished 1,000-hand hartenjagen match.
pub fn long_match() -> String {
    let options = MatchOptions {
        target: Some(1_000_000),
        quick: false,
        hands: Some(1000),
        chips: None,
        club: false,
    };
    let game = play("hartenjagen", 4, options, 1000, 7, 0);
    matchfile::render(&game).expect("a match renders")
}

/// Writes `count` match files of a family's usual mix into `dir`: mostly finished
/// hartenjagen and omnibus matches, some black-maria and heart-hunter, one in ten unfinished.
pub fn write_matches(dir: &Path, count: usize) {
    std::fs::create_dir_all(dir).expect("cannot create the matches folder");
    let mut rng = Rng::new(2026);
    for i in 0..count {
        let (variant, players) = match rng.below(10) {
            0..=4 => ("hartenjagen", 4),
            5..=6 => ("omnibus", 4),
            7 => ("black-maria", 3),
            _ => ("heart-hunter", 4),
        };
        let most_hands = if rng.below(10) == 0 { 5 } else { usize::MAX };
        let game = play(
            variant,
            players,
            MatchOptions::default(),
            most_hands,
            i as u64 + 1,
            i as i64,
        );
        let path = dir.join(format!("{i:05}_{variant}.toml"));
        std::fs::write(&path, matchfile::render(&game).expect("a match renders"))
            .expect("cannot write a match file");
    }
}
