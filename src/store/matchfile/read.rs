//! Reading a match file: [`load`] and [`parse`], which replay every hand through `record`'s
//! checks, and the errors that name the file, line and column of a bad value.

use super::format::{FileEntry, MatchFile, Text};
use super::{FORMAT, Loaded};
use crate::core::catalog::{position, syntax_error};
use crate::core::game::{Checks, Match, MatchOptions};
use crate::core::variant::Variant;
use crate::input::{self, Field, InputError, Problem, RawBid, RawHand, RawPayment};
use crate::store::files;
use crate::t;
use crate::words::errors::Door;
use crate::words::vocab::Vocabulary;
use anyhow::{Result, anyhow, bail};
use std::path::Path;

/// Reads and checks a match file. Every hand is replayed through `record`'s checks; an error
/// names the file and the line of the offending hand.
pub fn load(path: &Path) -> Result<Loaded> {
    let text = files::read_text(path, "what-match-file")?;
    parse(&path.display().to_string(), &text)
}

/// Parses a match file's text; `origin` names it in errors.
pub fn parse(origin: &str, text: &str) -> Result<Loaded> {
    // Said in the process's language (English in tests and until it is set); made only when
    // something is wrong, since `stats` parses thousands of good files.
    let words = std::cell::OnceCell::new();
    let w = || words.get_or_init(crate::words::process);
    let file: MatchFile = toml::from_str(text).map_err(|e| {
        anyhow!(crate::words::errors::load_error(
            w(),
            &syntax_error(origin, text, &e)
        ))
    })?;
    if file.format > FORMAT {
        bail!(t!(
            w(),
            "newer-format",
            origin = origin,
            format = file.format,
            max = FORMAT
        ));
    }
    let at_top =
        |what: String| anyhow!(t!(w(), "match-setup-broken", origin = origin, what = what));
    let variant = Variant::check(file.variant).map_err(|problems| {
        let listed: Vec<String> = problems
            .iter()
            .map(|p| crate::words::errors::problem(w(), p))
            .collect();
        anyhow!(t!(
            w(),
            "variant-copy-broken",
            origin = origin,
            problems = listed.join("; ")
        ))
    })?;
    let seat_of = |name: &str| file.players.iter().position(|p| p == name);
    let first_dealer = seat_of(&file.first_dealer).ok_or_else(|| {
        at_top(t!(
            w(),
            "first-dealer-not-player",
            name = file.first_dealer.as_str()
        ))
    })?;
    // An option that cannot be is named by its key and line, as a variant's problems are.
    let option_problem = |at: usize, key: &str, what: String| {
        let (line, column, _) = position(text, at);
        anyhow!(t!(
            w(),
            "file-option",
            origin = origin,
            line = line,
            column = column,
            key = key,
            what = what
        ))
    };
    if let Some(target) = &file.options.target {
        if *target.get_ref() <= 0 {
            return Err(option_problem(
                target.span().start,
                "options.target",
                t!(w(), "why-target"),
            ));
        }
        if file.options.quick {
            return Err(option_problem(
                target.span().start,
                "options.target",
                t!(w(), "why-quick-and-target"),
            ));
        }
    }
    if let Some(hands) = file.options.hands.as_ref().filter(|h| *h.get_ref() == 0) {
        return Err(option_problem(
            hands.span().start,
            "options.hands",
            t!(w(), "why-no-hands"),
        ));
    }
    let options = MatchOptions {
        target: file.options.target.as_ref().map(|t| *t.get_ref()),
        quick: file.options.quick,
        hands: file.options.hands.as_ref().map(|h| *h.get_ref()),
        chips: file.options.chips.as_ref().map(|c| *c.get_ref()),
    };
    let mut game = Match::new(
        variant,
        file.players.clone(),
        first_dealer,
        options,
        file.started,
    )
    .map_err(|e| at_top(crate::words::errors::setup_failure(w(), &e)))?;
    if file.format < FORMAT {
        game.checks = Checks::BeforeOneWayIn;
    }
    let hand_lines = entry_lines(text);
    let mut board = game.scoreboard();
    let words_read = Vocabulary::file();
    for (index, entry) in file.hands.into_iter().enumerate() {
        let number = index + 1;
        // A problem with one value points at its line and column; a problem with the whole
        // hand (totals, say) at the hand's `[[hand]]` line.
        let at_value = |value: &Text, what: String| {
            let (line, column, _) = position(text, value.span().start);
            anyhow!(t!(
                w(),
                "entry-at-value",
                origin = origin,
                line = line,
                column = column,
                number = number,
                what = what
            ))
        };
        let line = hand_lines
            .get(index)
            .copied()
            .unwrap_or_else(|| position(text, entry.dealer.span().start).0);
        let here = |what: String| {
            anyhow!(t!(
                w(),
                "entry-at-line",
                origin = origin,
                line = line,
                number = number,
                what = what
            ))
        };
        if entry.misdeal {
            let dealer = seat_of(entry.dealer.get_ref()).ok_or_else(|| {
                at_value(
                    &entry.dealer,
                    t!(
                        w(),
                        "dealer-not-player",
                        name = entry.dealer.get_ref().as_str()
                    ),
                )
            })?;
            game.push_misdeal(&mut board, dealer, entry.time)
                .map_err(|e| here(crate::words::errors::match_error(w(), &game, &e)))?;
            continue;
        }
        let raw = raw_hand(&game, &entry);
        input::resolve(&game, &raw, &words_read)
            .and_then(|input| {
                game.replay_hand(&mut board, &input, entry.time)
                    .map_err(InputError::refused)
            })
            .map_err(|e| match &e.problem {
                Problem::Refused(refused) => {
                    here(crate::words::errors::match_error(w(), &game, refused))
                }
                _ => {
                    let (value, what) = file_place(w(), &game, &entry, &e);
                    at_value(value, what)
                }
            })?;
    }
    Ok(Loaded { game, board })
}

/// A saved hand as the input module takes it: names, cards and words as the file writes them.
/// A game that never passes writes `hold` for every hand, which is no pass entered.
fn raw_hand(game: &Match, entry: &FileEntry) -> RawHand {
    let text = |value: &Option<Text>| value.as_ref().map(|v| v.get_ref().clone());
    RawHand {
        took: entry
            .took
            .0
            .iter()
            .map(|(name, cards)| (name.clone(), cards.get_ref().clone()))
            .collect(),
        out: text(&entry.out),
        moon: entry.moon.map(|m| m.as_str().to_string()),
        renege: text(&entry.renege),
        dealer: Some(entry.dealer.get_ref().clone()),
        pass: entry
            .pass
            .and_then(|pass| game.pass_as_entered(pass))
            .map(|pass| pass.as_str().to_string()),
        declare: text(&entry.declare),
        bid: entry.bidder.as_ref().map(|name| RawBid::Given {
            name: name.get_ref().clone(),
            chips: entry.bid.unwrap_or(0),
        }),
        suit: text(&entry.suit),
        all_pass: entry.all_pass,
        pay: entry
            .pay
            .iter()
            .map(|p| RawPayment::Written(p.get_ref().clone()))
            .collect(),
    }
}

/// Where in the file a hand's value is at fault, and what is wrong with it, as a match file's
/// errors say it.
fn file_place<'a>(
    w: &crate::words::Words,
    game: &Match,
    entry: &'a FileEntry,
    error: &InputError,
) -> (&'a Text, String) {
    let named = |value: &'a Text, not_player: &str| {
        let said = w.get(
            not_player,
            &[crate::words::arg("name", value.get_ref().as_str())],
        );
        (value, said)
    };
    // Anything but a name that is no player's is said as every door says it.
    let said = || crate::words::errors::input_error(w, game, error, Door::File, None);
    match error.field {
        // A took entry is at fault only when the file has it.
        Field::Took(index) => {
            let (name, cards) = &entry.took.0[index];
            match error.problem {
                Problem::Name(_) => (cards, t!(w, "not-a-player", name = name.as_str())),
                _ => (cards, said()),
            }
        }
        Field::Player(seat) => {
            let cards = entry
                .took
                .0
                .iter()
                .find(|(name, _)| *name == game.players[seat])
                .map_or(&entry.dealer, |(_, cards)| cards);
            (cards, said())
        }
        Field::Dealer => named(&entry.dealer, "dealer-not-player"),
        Field::Bid => named(
            entry.bidder.as_ref().unwrap_or(&entry.dealer),
            "bidder-not-player",
        ),
        Field::Renege => named(
            entry.renege.as_ref().unwrap_or(&entry.dealer),
            "renege-not-player",
        ),
        Field::Declare => named(
            entry.declare.as_ref().unwrap_or(&entry.dealer),
            "declarer-not-player",
        ),
        Field::Suit => {
            let suit = entry.suit.as_ref().unwrap_or(&entry.dealer);
            (
                suit,
                t!(w, "suit-not-a-suit", text = suit.get_ref().as_str()),
            )
        }
        Field::Pay => {
            let payment = entry
                .pay
                .iter()
                .find(|p| input::payment(game, &RawPayment::Written(p.get_ref().clone())).is_err())
                .unwrap_or(&entry.dealer);
            (
                payment,
                t!(w, "pay-not-a-payment", text = payment.get_ref().as_str()),
            )
        }
        Field::Out => {
            let out = entry.out.as_ref().unwrap_or(&entry.dealer);
            (out, t!(w, "out-token", error = said()))
        }
        Field::Moon | Field::Pass | Field::AllPass | Field::Hand => (&entry.dealer, said()),
    }
}

/// The line of each `[[hand]]` header, in order.
/// One pass over the lines: finding each header's line from the top of the file made loading
/// a 1,000-hand match quadratic (most of `status`'s time went there).
fn entry_lines(text: &str) -> Vec<usize> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| line.starts_with("[[hand]]"))
        .map(|(index, _)| index + 1)
        .collect()
}
