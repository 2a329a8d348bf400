//! Reading a match file's text: [`parse`], which replays every hand through `record`'s checks, and the errors that name the file, line and column of a bad value.

use super::format::{FileAction, FileChange, FileEntry, MatchFile, Text};
use super::{DOORS, END_LINE, Loaded, ONE_WAY_IN, end};
use crate::core::catalog::{position, read_toml};
use crate::core::game::{
    Action, Change, Checks, Made, Match, MatchError, MatchOptions, Note, Replaced,
};
use crate::core::variant::Variant;
use crate::format::error::{Error, MatchFileError, OptionWhy, Role, ValueWhy};
use crate::input::vocab::Vocabulary;
use crate::input::{self, Field, InputError, Problem, RawBid, RawHand, RawPayment};

/// Parses a match file's text; `origin` names it in errors. A file that should end with its
/// end line (see `end`) and does not is refused as cut off, before its TOML is read (a cut
/// often breaks it too); one whose end line no longer agrees with the text (a hand edited by
/// hand) loads, its hands checked as always.
pub fn parse(origin: &str, text: &str) -> Result<Loaded, Error> {
    let origin_ = || origin.to_string();
    let cut_off = || Error::from(MatchFileError::CutOff { origin: origin_() });
    let ended = end::read(text).is_some();
    if !ended && let Some(line) = end::before_the_last(text) {
        return Err(MatchFileError::AfterEnd {
            origin: origin_(),
            line,
        }
        .into());
    }
    if !ended && end::needed(text) {
        return Err(cut_off());
    }
    let file: MatchFile = read_toml(origin, text).map_err(MatchFileError::Syntax)?;
    if file.format > DOORS {
        return Err(MatchFileError::NewerFormat {
            origin: origin_(),
            format: file.format,
            max: DOORS,
        }
        .into());
    }
    if !ended && file.format >= END_LINE {
        return Err(cut_off());
    }
    let variant =
        Variant::check(file.variant).map_err(|problems| MatchFileError::VariantCopyBroken {
            origin: origin_(),
            problems,
        })?;
    let seat_of = |name: &str| file.players.iter().position(|p| p == name);
    let first_dealer =
        seat_of(&file.first_dealer).ok_or_else(|| MatchFileError::FirstDealerNotPlayer {
            origin: origin_(),
            name: file.first_dealer.clone(),
        })?;
    // An option that cannot be is named by its key and line, as a variant's problems are.
    let option_problem = |at: usize, key: &'static str, why: OptionWhy| {
        let (line, column, _) = position(text, at);
        Error::from(MatchFileError::Option {
            origin: origin_(),
            line,
            column,
            key,
            why,
        })
    };
    if let Some(target) = &file.options.target {
        // Below 0 only where a total falling to the target ends the match (Gong Zhu; there
        // 500 is read as −500, as `new --target 500` takes it).
        let below = variant
            .rules(file.players.len())
            .is_ok_and(|rules| rules.target < 0);
        let written = *target.get_ref();
        if written == 0 || (written < 0 && !below) {
            return Err(option_problem(
                target.span().start,
                "options.target",
                OptionWhy::Target,
            ));
        }
        if file.options.quick {
            return Err(option_problem(
                target.span().start,
                "options.target",
                OptionWhy::QuickAndTarget,
            ));
        }
    }
    if let Some(hands) = file.options.hands.as_ref().filter(|h| *h.get_ref() == 0) {
        return Err(option_problem(
            hands.span().start,
            "options.hands",
            OptionWhy::NoHands,
        ));
    }
    let options = MatchOptions {
        target: file.options.target.as_ref().map(|t| *t.get_ref()),
        quick: file.options.quick,
        hands: file.options.hands.as_ref().map(|h| *h.get_ref()),
        chips: file.options.chips.as_ref().map(|c| *c.get_ref()),
        club: file.options.club,
    };
    let mut game = Match::new(
        variant,
        file.players.clone(),
        first_dealer,
        options,
        file.started,
    )
    .map_err(|error| MatchFileError::Setup {
        origin: origin_(),
        error,
    })?;
    if file.format < ONE_WAY_IN {
        game.checks = Checks::BeforeOneWayIn;
    }
    game.dated = file.dated;
    game.notes = file
        .notes
        .iter()
        .map(|note| Note {
            time: note.time,
            text: note.text.clone(),
        })
        .collect();
    game.changes = file.changes.into_iter().map(change_of).collect();
    let hand_lines = entry_lines(text);
    let mut board = game.scoreboard();
    let words_read = Vocabulary::file();
    for (index, entry) in file.hands.into_iter().enumerate() {
        let number = index + 1;
        // A problem with one value points at its line and column; a problem with the whole
        // hand (totals, say) at the hand's `[[hand]]` line.
        let at_value = |game: &Match, value: &Text, why: ValueWhy| {
            let (line, column, _) = position(text, value.span().start);
            Error::from(MatchFileError::Value {
                origin: origin_(),
                line,
                column,
                number,
                game: Box::new(game.clone()),
                why,
            })
        };
        let line = hand_lines
            .get(index)
            .copied()
            .unwrap_or_else(|| position(text, entry.dealer.span().start).0);
        let here = |game: &Match, error: MatchError| {
            Error::from(MatchFileError::Entry {
                origin: origin_(),
                line,
                number,
                game: Box::new(game.clone()),
                error,
            })
        };
        if entry.misdeal {
            let dealer = seat_of(entry.dealer.get_ref()).ok_or_else(|| {
                let why = ValueWhy::NotPlayer {
                    role: Role::Dealer,
                    name: entry.dealer.get_ref().clone(),
                };
                at_value(&game, &entry.dealer, why)
            })?;
            game.push_misdeal(&mut board, dealer, entry.made())
                .map_err(|e| here(&game, e))?;
            continue;
        }
        if let Some(points) = &entry.points {
            let dealer = seat_of(entry.dealer.get_ref()).ok_or_else(|| {
                let why = ValueWhy::NotPlayer {
                    role: Role::Dealer,
                    name: entry.dealer.get_ref().clone(),
                };
                at_value(&game, &entry.dealer, why)
            })?;
            let mut seats = vec![0; game.players.len()];
            for (name, value) in &points.0 {
                let Some(seat) = seat_of(name) else {
                    let (line, column, _) = position(text, value.span().start);
                    return Err(Error::from(MatchFileError::Value {
                        origin: origin_(),
                        line,
                        column,
                        number,
                        game: Box::new(game.clone()),
                        why: ValueWhy::NotPlayer {
                            role: Role::Took,
                            name: name.clone(),
                        },
                    }));
                };
                seats[seat] = *value.get_ref();
            }
            game.push_points(&mut board, Some(dealer), &seats, entry.made())
                .map_err(|e| here(&game, e))?;
            continue;
        }
        let raw = raw_hand(&game, &entry);
        let replayed = input::resolve(&game, &raw, &words_read).and_then(|input| {
            game.replay_hand(&mut board, &input, entry.made())
                .map_err(InputError::refused)
        });
        if let Err(error) = replayed {
            return Err(match error.problem.clone() {
                // A refusal about one value the file has (a player's cards, the bid, the
                // suit) points at that value's line; one about the whole hand, or about a
                // value written without a place of its own, at the hand's `[[hand]]` line.
                Problem::Refused(refused) => {
                    let (value, _) = file_place(&game, &entry, error);
                    if std::ptr::eq(value, &entry.dealer) {
                        here(&game, refused)
                    } else {
                        Error::from(MatchFileError::Entry {
                            origin: origin_(),
                            line: position(text, value.span().start).0,
                            number,
                            game: Box::new(game.clone()),
                            error: refused,
                        })
                    }
                }
                _ => {
                    let (value, why) = file_place(&game, &entry, error);
                    at_value(&game, value, why)
                }
            });
        }
    }
    Ok(Loaded { game, board })
}

/// A record of the change log as read: what it replaced is kept as the file wrote it.
fn change_of(change: FileChange) -> Change {
    let replaced = match change.replaced {
        toml::Value::String(old) => Replaced::Name {
            old,
            new: change.name.unwrap_or_default(),
        },
        toml::Value::Table(table) => Replaced::Written(table),
        other => {
            let mut table = toml::Table::new();
            table.insert("value".to_string(), other);
            Replaced::Written(table)
        }
    };
    Change {
        made: Made {
            time: change.time,
            door: change.door.map(|door| door.door(change.table)),
        },
        action: match change.action {
            FileAction::Edit => Action::Edit,
            FileAction::Undo => Action::Undo,
            FileAction::Rename => Action::Rename,
        },
        hand: change.hand,
        replaced,
    }
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
        expose: text(&entry.expose),
    }
}

/// Where in the file a hand's value is at fault, and what is wrong with it.
fn file_place<'a>(game: &Match, entry: &'a FileEntry, error: InputError) -> (&'a Text, ValueWhy) {
    let named = |value: &'a Option<Text>, role: Role| {
        let value = value.as_ref().unwrap_or(&entry.dealer);
        let name = value.get_ref().clone();
        (value, ValueWhy::NotPlayer { role, name })
    };
    match error.field {
        // A took entry is at fault only when the file has it.
        Field::Took(index) => {
            let (name, cards) = &entry.took.0[index];
            match error.problem {
                Problem::Name(_) => (
                    cards,
                    ValueWhy::NotPlayer {
                        role: Role::Took,
                        name: name.clone(),
                    },
                ),
                _ => (cards, ValueWhy::Input(error)),
            }
        }
        Field::Player(seat) => {
            let cards = entry
                .took
                .0
                .iter()
                .find(|(name, _)| *name == game.players[seat])
                .map_or(&entry.dealer, |(_, cards)| cards);
            (cards, ValueWhy::Input(error))
        }
        Field::Dealer => (
            &entry.dealer,
            ValueWhy::NotPlayer {
                role: Role::Dealer,
                name: entry.dealer.get_ref().clone(),
            },
        ),
        Field::Bid => named(&entry.bidder, Role::Bidder),
        Field::Renege => named(&entry.renege, Role::Renege),
        Field::Declare => named(&entry.declare, Role::Declarer),
        Field::Suit => {
            let suit = entry.suit.as_ref().unwrap_or(&entry.dealer);
            (suit, ValueWhy::NotASuit(suit.get_ref().clone()))
        }
        Field::Pay => {
            let payment = entry
                .pay
                .iter()
                .find(|p| input::payment(game, &RawPayment::Written(p.get_ref().clone())).is_err())
                .unwrap_or(&entry.dealer);
            (payment, ValueWhy::NotAPayment(payment.get_ref().clone()))
        }
        Field::Out => (
            entry.out.as_ref().unwrap_or(&entry.dealer),
            ValueWhy::Out(error),
        ),
        Field::Expose => (
            entry.expose.as_ref().unwrap_or(&entry.dealer),
            ValueWhy::Input(error),
        ),
        Field::Moon | Field::Pass | Field::AllPass | Field::Hand => {
            (&entry.dealer, ValueWhy::Input(error))
        }
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

/// What a change replaced (an entry as the file wrote it), entered again after the hands
/// before hand `hand` of `game`: the match up to it and its standings, so that its points
/// can be said. `None` when it no longer fits there (a hand before it was edited since) or
/// is no entry.
pub fn replay_written(
    game: &Match,
    hand: usize,
    written: &toml::Table,
) -> Option<(Match, crate::core::game::Scoreboard)> {
    // Read as the file reads it (the places of its values are only known from text).
    let entry: FileEntry = toml::from_str(&toml::to_string(written).ok()?).ok()?;
    let mut before = game.clone();
    let mut hands = 0;
    let keep = game
        .entries
        .iter()
        .take_while(|e| {
            let take = hands + 1 < hand || (hands + 1 == hand && !e.is_hand());
            if e.is_hand() {
                hands += 1;
            }
            take
        })
        .count();
    before.entries.truncate(keep);
    before.changes.clear();
    let mut board = before.scoreboard();
    let seat_of = |name: &str| before.players.iter().position(|p| p == name);
    let dealer = seat_of(entry.dealer.get_ref())?;
    if entry.misdeal {
        before.push_misdeal(&mut board, dealer, entry.made()).ok()?;
    } else if let Some(points) = &entry.points {
        let mut seats = vec![0; before.players.len()];
        for (name, value) in &points.0 {
            seats[seat_of(name)?] = *value.get_ref();
        }
        before
            .push_points(&mut board, Some(dealer), &seats, entry.made())
            .ok()?;
    } else {
        let raw = raw_hand(&before, &entry);
        let input = input::resolve(&before, &raw, &Vocabulary::file()).ok()?;
        before.replay_hand(&mut board, &input, entry.made()).ok()?;
    }
    Some((before, board))
}
