//! A paper sheet or a spreadsheet of hand points, as CSV text: one row a hand, one column a
//! player, optional `dealer` and `date` columns, and the `hand` and `NAME total` columns that
//! `export --format csv` writes (in English or Dutch). [`read`] finds the columns and the
//! players and keeps the rows that hold anything, each with its row number; what each cell
//! means for the match is checked by the command that imports it.

/// What a column of the sheet holds.
#[derive(Clone, Debug, PartialEq)]
pub enum Column {
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

/// A sheet read: its headings, what each column holds, the players in the order of their
/// columns, and the rows below the headings that hold anything (with their row numbers,
/// 1-based, as a spreadsheet counts them).
#[derive(Clone, Debug)]
pub struct Sheet {
    /// Each column's heading as written (a spreadsheet's escape taken off).
    pub headings: Vec<String>,
    /// What each column holds.
    pub columns: Vec<Column>,
    /// The players, in the order of their columns.
    pub players: Vec<String>,
    /// The rows of hands: the row number and its cells, trimmed.
    pub rows: Vec<(usize, Vec<String>)>,
}

/// Why a text is no sheet.
#[derive(Debug)]
pub enum SheetError {
    /// A row that is not CSV (1-based), with what the CSV reader said.
    NotCsv {
        /// The row.
        row: usize,
        /// The reader's reason.
        cause: csv::Error,
    },
    /// Nothing but empty rows.
    Empty,
}

impl Sheet {
    /// The first column that holds `wanted`.
    pub fn column_of(&self, wanted: &Column) -> Option<usize> {
        self.columns.iter().position(|c| c == wanted)
    }
}

/// A row's cell in `column`, empty where the row is short.
pub fn cell(cells: &[String], column: usize) -> String {
    cells.get(column).cloned().unwrap_or_default()
}

/// Reads `text` as a sheet (see the module's text).
pub fn read(text: &str) -> Result<Sheet, SheetError> {
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(separator(text))
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes());
    let mut rows: Vec<(usize, Vec<String>)> = Vec::new();
    for (index, record) in reader.records().enumerate() {
        let record = record.map_err(|cause| SheetError::NotCsv {
            row: index + 1,
            cause,
        })?;
        let cells: Vec<String> = record.iter().map(|c| c.trim().to_string()).collect();
        if cells.iter().any(|c| !c.is_empty()) {
            rows.push((index + 1, cells));
        }
    }
    if rows.is_empty() {
        return Err(SheetError::Empty);
    }
    let (_, header) = rows.remove(0);
    let headings: Vec<String> = header.iter().map(|h| heading(h)).collect();
    let (columns, players) = read_columns(&headings);
    Ok(Sheet {
        headings,
        columns,
        players,
        rows,
    })
}

/// The sheet's separator: `;` when its header line has a `;` and no `,` (what a Dutch
/// spreadsheet's "Save as CSV" writes), else `,` (issue 40, newcomer M7).
fn separator(text: &str) -> u8 {
    let header = text.lines().find(|line| !line.trim().is_empty());
    match header {
        Some(line) if line.contains(';') && !line.contains(',') => b';',
        _ => b',',
    }
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

    #[test]
    fn a_sheet_whose_header_has_semicolons_and_no_commas_is_read_with_semicolons() {
        let sheet = read("datum;deler;Opa;Oma;Jan;Els\n2026-11-25;Opa;13;5;4;4\n")
            .expect("a semicolon sheet");
        assert_eq!(sheet.players, ["Opa", "Oma", "Jan", "Els"]);
        assert_eq!(sheet.rows[0].1[2..], ["13", "5", "4", "4"]);
        // A comma in the header keeps the comma: a `;` inside a name is only a character.
        let sheet = read("hand,Ann;Bea,Bob\n1,13,13\n").expect("a comma sheet");
        assert_eq!(sheet.players, ["Ann;Bea", "Bob"]);
    }
}
