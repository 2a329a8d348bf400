//! `import FILE`: a paper sheet or a spreadsheet of hand points (CSV: one row a hand, one
//! column a player; optional `dealer` and `date` columns; the `hand` and `NAME total` columns
//! that `export --format csv` writes, in English or Dutch, are read and checked but not
//! needed) brought in as a new match whose hands are points only. Every row is checked
//! against the game before anything is written: a sheet that does not add up leaves no file.

use super::change::{Created, from_before};
use super::error::{ImportError, SheetWhy};
use super::{CommandError, Context, Result};
use crate::cli::ImportArgs;
use crate::core::game::{Door, Made, Match, MatchError, MatchOptions, PointsError, find_player};
use crate::format::error::{Error as StoreError, FileKind};
use crate::store::files;
use crate::store::matchfile;
use crate::store::paths;
use crate::store::variants::Catalog;
use chrono::{DateTime, FixedOffset};

/// What a column of the sheet holds.
#[derive(Clone, Debug, PartialEq)]
enum Column {
    /// The hand's number (`hand`, `ronde`).
    Hand,
    /// Who dealt (`dealer`, `deler`).
    Dealer,
    /// The day the hand was played (`date`, `datum`).
    Date,
    /// A player's points in the hand: the seat.
    Player(usize),
    /// A player's running total (`NAME total`, `NAME totaal`): the seat.
    Total(usize),
}

/// A heading as a spreadsheet may have escaped it (`'=Eve` for `=Eve`, as `export` writes).
fn heading(cell: &str) -> String {
    let cell = cell.trim();
    match cell.strip_prefix('\'') {
        Some(rest) if rest.starts_with(['=', '+', '-', '@']) => rest.to_string(),
        _ => cell.to_string(),
    }
}

/// The columns of a sheet from its headings, and the players in the order of their columns.
fn read_columns(headings: &[String]) -> (Vec<Column>, Vec<String>) {
    let word = |h: &str, words: &[&str]| words.iter().any(|w| h.eq_ignore_ascii_case(w));
    let total_of = |h: &str| {
        [" total", " totaal"].iter().find_map(|suffix| {
            let cut = h.len().checked_sub(suffix.len())?;
            (h.is_char_boundary(cut) && h[cut..].eq_ignore_ascii_case(suffix))
                .then(|| h[..cut].trim().to_string())
        })
    };
    let mut players: Vec<String> = Vec::new();
    for h in headings {
        let named_total = total_of(h).is_some_and(|name| headings.contains(&name));
        if !(word(h, &["hand", "ronde", "dealer", "deler", "date", "datum"]) || named_total) {
            players.push(h.clone());
        }
    }
    let columns = headings
        .iter()
        .map(|h| {
            if word(h, &["hand", "ronde"]) {
                Column::Hand
            } else if word(h, &["dealer", "deler"]) {
                Column::Dealer
            } else if word(h, &["date", "datum"]) {
                Column::Date
            } else if let Some(seat) = players.iter().position(|p| p == h) {
                Column::Player(seat)
            } else {
                let name = total_of(h).unwrap_or_default();
                Column::Total(players.iter().position(|p| *p == name).unwrap_or(0))
            }
        })
        .collect();
    (columns, players)
}

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
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes());
    let mut rows: Vec<(usize, Vec<String>)> = Vec::new();
    for (index, record) in reader.records().enumerate() {
        let record = record.map_err(|cause| ImportError::NotCsv {
            file: sheet.clone(),
            row: index + 1,
            cause,
        })?;
        let cells: Vec<String> = record.iter().map(|c| c.trim().to_string()).collect();
        if cells.iter().any(|c| !c.is_empty()) {
            rows.push((index + 1, cells));
        }
    }
    let Some(((_, header), body)) = rows.split_first() else {
        return Err(ImportError::Empty { file: sheet }.into());
    };
    let headings: Vec<String> = header.iter().map(|h| heading(h)).collect();
    let (columns, players) = read_columns(&headings);
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
    let cell = |cells: &[String], column: usize| cells.get(column).cloned().unwrap_or_default();
    // Each row's day, checked before the match is set up (the first one may start it).
    let mut days: Vec<Option<DateTime<FixedOffset>>> = Vec::new();
    for (row, cells) in body {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_columns_of_an_export_and_of_a_paper_sheet() {
        let heads = |h: &[&str]| h.iter().map(|s| heading(s)).collect::<Vec<_>>();
        let (columns, players) = read_columns(&heads(&[
            "hand",
            "Ann",
            "'=Eve",
            "Ann total",
            "'=Eve total",
        ]));
        assert_eq!(players, ["Ann", "=Eve"]);
        assert_eq!(
            columns,
            [
                Column::Hand,
                Column::Player(0),
                Column::Player(1),
                Column::Total(0),
                Column::Total(1)
            ]
        );
        let (columns, players) = read_columns(&heads(&["Datum", "Deler", "Ann", "Bob"]));
        assert_eq!(players, ["Ann", "Bob"]);
        assert_eq!(columns[..2], [Column::Date, Column::Dealer]);
    }
}
