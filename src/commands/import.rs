//! `import FILE`: a paper sheet or a spreadsheet of hand points (CSV: one row a hand, one
//! column a player; optional `dealer` and `date` columns; the `hand` and `NAME total` columns
//! that `export --format csv` writes, in English or Dutch, are read and checked but not
//! needed) brought in as a new match whose hands are points only. Every row is checked
//! against the game before anything is written: a sheet that does not add up leaves no file.
//! The engine reads the sheet's rows and columns (`format::sheet`); this file reads the file
//! and checks each cell against the match.

use super::change::{Created, from_before};
use super::error::{ImportError, SheetWhy};
use super::{CommandError, Context, Result};
use crate::cli::ImportArgs;
use crate::core::game::{Door, Made, Match, MatchError, MatchOptions, PointsError, find_player};
use crate::format::error::{Error as StoreError, FileKind};
use crate::format::sheet::{self, Column, Sheet, SheetError, cell};
use crate::store::files;
use crate::store::matchfile;
use crate::store::paths;
use crate::store::variants::Catalog;
use chrono::{DateTime, FixedOffset};

/// `import FILE`: checks every row, then creates the match; on any refusal nothing is written.
pub fn import(ctx: &Context, args: ImportArgs) -> Result<Created> {
    let sheet = args.sheet.display().to_string();
    // A regular file only, of at most `files::MOST_BYTES`, opened without blocking: a FIFO,
    // a device or a huge file is refused before anything is read from it.
    let text = files::read_text(&args.sheet, FileKind::Sheet).map_err(|error| match error {
        StoreError::CannotRead { cause, .. } => CommandError::from(ImportError::CannotRead {
            file: sheet.clone(),
            cause,
        }),
        other => CommandError::Store(other),
    })?;
    let read = sheet::read(&text).map_err(|error| match error {
        SheetError::NotCsv { row, cause } => ImportError::NotCsv {
            file: sheet.clone(),
            row,
            cause,
        },
        SheetError::Empty => ImportError::Empty {
            file: sheet.clone(),
        },
    })?;
    let Sheet {
        headings,
        columns,
        players,
        rows: body,
    } = read;
    let catalog = Catalog::load()?;
    let variant = catalog.variant_by_name_or_path(&args.variant)?;
    // Where the sheet falls short: the row, and the column with its heading, then what is wrong.
    let at = |row: usize, column: usize, why: SheetWhy| {
        CommandError::from(ImportError::At {
            file: sheet.clone(),
            row,
            column: column + 1,
            heading: headings.get(column).cloned().unwrap_or_default(),
            why,
        })
    };
    let at_row = |row: usize, why: SheetWhy| {
        CommandError::from(ImportError::AtRow {
            file: sheet.clone(),
            row,
            why,
        })
    };
    let column_of = |wanted: &Column| columns.iter().position(|c| c == wanted);
    // Each row's day, checked before the match is set up (the first one may start it).
    let mut days: Vec<Option<DateTime<FixedOffset>>> = Vec::new();
    for (row, cells) in &body {
        let day = match column_of(&Column::Date) {
            Some(column) if !cell(cells, column).is_empty() => {
                let written = cell(cells, column);
                let when = crate::cli::parse_when(&written)
                    .map_err(|_| at(*row, column, SheetWhy::BadDate(written)))?;
                Some(from_before(ctx, when).map_err(|e| at(*row, column, SheetWhy::Date(e)))?)
            }
            _ => None,
        };
        days.push(day);
    }
    let started = match args.date {
        Some(when) => from_before(ctx, when)?,
        None => days
            .iter()
            .flatten()
            .next()
            .copied()
            .unwrap_or_else(|| ctx.now()),
    };
    let first_dealer = match (column_of(&Column::Dealer), body.first()) {
        (Some(column), Some((row, cells))) if !cell(cells, column).is_empty() => {
            find_player(&players, &cell(cells, column)).map_err(|error| {
                let players = players.clone();
                at(*row, column, SheetWhy::Name { players, error })
            })?
        }
        _ => 0,
    };
    let options = MatchOptions {
        target: args.target,
        quick: args.quick,
        hands: args.hands,
        chips: None,
        club: false,
    };
    let mut game = Match::new(variant, players.clone(), first_dealer, options, started)
        .map_err(CommandError::Setup)?;
    game.dated = true;
    if !game.takes_points_only() {
        return Err(CommandError::Points {
            game: Box::new(game),
            error: PointsError::NotFixedTotal,
        });
    }
    let mut board = game.scoreboard();
    for ((row, cells), day) in body.iter().zip(days) {
        let row = *row;
        let mut points = vec![0; players.len()];
        let mut dealer = None;
        for (column, kind) in columns.iter().enumerate() {
            let written = cell(cells, column);
            match kind {
                Column::Player(seat) if !written.is_empty() => {
                    points[*seat] = written
                        .parse::<i64>()
                        .map_err(|_| at(row, column, SheetWhy::NotANumber(written.clone())))?;
                }
                Column::Dealer if !written.is_empty() => {
                    dealer = Some(find_player(&players, &written).map_err(|error| {
                        let players = players.clone();
                        at(row, column, SheetWhy::Name { players, error })
                    })?);
                }
                Column::Hand if !written.is_empty() => {
                    let expected = board.hands.len() + 1;
                    if written.parse::<usize>() != Ok(expected) {
                        let why = SheetWhy::HandNumber {
                            value: written.clone(),
                            number: expected,
                        };
                        return Err(at(row, column, why));
                    }
                }
                _ => {}
            }
        }
        let time = day.unwrap_or(started);
        if let Err(error) =
            game.push_points(&mut board, dealer, &points, Made::new(time, Door::Import))
        {
            let why = SheetWhy::Match {
                game: Box::new(game.clone()),
                error: error.clone(),
            };
            return Err(match error {
                MatchError::Points(PointsError::Figure { seat, .. }) => {
                    let column = column_of(&Column::Player(seat)).unwrap_or(0);
                    at(row, column, why)
                }
                _ => at_row(row, why),
            });
        }
        // The totals a sheet carries must be the totals its points give.
        for (column, kind) in columns.iter().enumerate() {
            let written = cell(cells, column);
            if let (Column::Total(seat), false) = (kind, written.is_empty()) {
                let total = board.totals[*seat];
                if written != total.to_string() {
                    let why = SheetWhy::Total {
                        value: written.clone(),
                        total: total.to_string(),
                        name: players[*seat].clone(),
                    };
                    return Err(at(row, column, why));
                }
            }
        }
    }
    if board.hands.is_empty() {
        return Err(ImportError::Empty { file: sheet }.into());
    }
    let path = match args.file {
        Some(path) => {
            matchfile::create(&path, &game)?;
            path
        }
        None => matchfile::create_in(&paths::matches_dir()?, &game)?,
    };
    Ok(Created::imported(game, path, board.hands.len()))
}
