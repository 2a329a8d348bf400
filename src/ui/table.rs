//! The one table style: comfy-table's condensed UTF-8 frame, wrapping to the width where the
//! table may wrap, never where a cell must stay whole.

use comfy_table::{Cell, ContentArrangement, Table, presets};

/// A table with this header that wraps its cells to the terminal's width when it must
/// (lists: variants, history, stats).
fn new<T: ToString>(header: &[T]) -> Table {
    let mut table = framed(ContentArrangement::Dynamic);
    table.set_header(header.iter().map(|h| Cell::new(h.to_string())));
    table
}

/// Limits a list table to `width` columns when the width is known (a terminal, or `COLUMNS`);
/// comfy-table then wraps the cells that may wrap. Without a width (a pipe) lines stay whole.
fn fit(table: &mut Table, width: crate::ui::width::Width) {
    if let Some(width) = width {
        table.set_width(u16::try_from(width).unwrap_or(u16::MAX));
    }
}

/// An empty table in the house style with this arrangement (the standings choose their own
/// layout and never let comfy-table break a cell).
pub fn framed(arrangement: ContentArrangement) -> Table {
    let mut table = Table::new();
    table
        .load_style(presets::UTF8_FULL_CONDENSED)
        .set_content_arrangement(arrangement);
    table
}

/// A list table (header and rows of one-line cells, some columns aligned right) in the house
/// style: every list (variants, history, stats, versus). When every cell fits whole within
/// the width it is drawn here, line by line, exactly as comfy-table would draw it: a club's
/// 26,000-match history took 90 ms of comfy-table's layout of each cell. When it must wrap, or
/// a cell holds a control character, comfy-table lays it out.
pub struct List {
    header: Vec<String>,
    right: Vec<bool>,
    rows: Vec<Vec<String>>,
}

impl List {
    /// A list with this header, every column aligned left.
    pub fn new(header: Vec<String>) -> List {
        List {
            right: vec![false; header.len()],
            header,
            rows: Vec::new(),
        }
    }

    /// Aligns these columns to the right (counts).
    pub fn align_right(mut self, columns: impl IntoIterator<Item = usize>) -> List {
        for column in columns {
            if let Some(right) = self.right.get_mut(column) {
                *right = true;
            }
        }
        self
    }

    /// Adds a row, a cell per column.
    pub fn push(&mut self, row: Vec<String>) {
        self.rows.push(row);
    }

    /// The table fitted to `width` (see [`fit`]), without a line break at the end.
    pub fn render(&self, width: crate::ui::width::Width) -> String {
        match self.natural_widths() {
            Some(widths)
                if width.is_none_or(|w| widths.iter().map(|c| c + 3).sum::<usize>() < w) =>
            {
                self.draw(&widths)
            }
            _ => self.by_comfy_table(width),
        }
    }

    /// The table laid out by comfy-table, fitted to `width`.
    fn by_comfy_table(&self, width: crate::ui::width::Width) -> String {
        let mut table = new(&self.header);
        for row in &self.rows {
            table.add_row(row.iter().zip(&self.right).map(|(cell, &right)| {
                let cell = Cell::new(cell);
                if right {
                    cell.set_alignment(comfy_table::CellAlignment::Right)
                } else {
                    cell
                }
            }));
        }
        fit(&mut table, width);
        table.to_string()
    }

    /// Each column's width (its widest cell), if every row has a cell per column and no cell
    /// holds a control character (a line break, a tab) that comfy-table must lay out.
    fn natural_widths(&self) -> Option<Vec<usize>> {
        let mut widths = vec![0; self.header.len()];
        for row in std::iter::once(&self.header).chain(&self.rows) {
            if row.len() != widths.len() {
                return None;
            }
            for (width, cell) in widths.iter_mut().zip(row) {
                if cell.chars().any(char::is_control) {
                    return None;
                }
                *width = (*width).max(unicode_width::UnicodeWidthStr::width(cell.as_str()));
            }
        }
        Some(widths)
    }

    /// The frame and cells, each column `widths` wide plus a space either side.
    fn draw(&self, widths: &[usize]) -> String {
        let line_width: usize = widths.iter().map(|w| (w + 3) * 3).sum::<usize>() + 3;
        let mut out = String::with_capacity(line_width * (self.rows.len() + 4));
        let border = |out: &mut String, [left, fill, cross, right]: [char; 4]| {
            out.push(left);
            for (i, &width) in widths.iter().enumerate() {
                if i > 0 {
                    out.push(cross);
                }
                out.extend(std::iter::repeat_n(fill, width + 2));
            }
            out.push(right);
            out.push('\n');
        };
        // The header's cells are aligned left, as comfy-table does.
        let cells = |out: &mut String, row: &[String], right: &[bool]| {
            out.push('│');
            for (i, ((cell, &width), &right)) in row.iter().zip(widths).zip(right).enumerate() {
                if i > 0 {
                    out.push('┆');
                }
                let pad = width - unicode_width::UnicodeWidthStr::width(cell.as_str());
                out.push(' ');
                if right {
                    out.extend(std::iter::repeat_n(' ', pad));
                    out.push_str(cell);
                } else {
                    out.push_str(cell);
                    out.extend(std::iter::repeat_n(' ', pad));
                }
                out.push(' ');
            }
            out.push_str("│\n");
        };
        border(&mut out, ['┌', '─', '┬', '┐']);
        cells(&mut out, &self.header, &vec![false; widths.len()]);
        border(&mut out, ['╞', '═', '╪', '╡']);
        for row in &self.rows {
            cells(&mut out, row, &self.right);
        }
        border(&mut out, ['└', '─', '┴', '┘']);
        out.pop();
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn list(rows: &[[&str; 3]]) -> List {
        let mut list =
            List::new(vec!["Name".into(), "Hands".into(), "Winner".into()]).align_right([1]);
        for row in rows {
            list.push(row.iter().map(|c| c.to_string()).collect());
        }
        list
    }

    #[test]
    fn a_list_that_fits_is_drawn_as_comfy_table_draws_it() {
        let list = list(&[
            ["Ann, Bob", "10", "Bob"],
            ["Zoë, 李, 🂡", "7", ""],
            ["", "", "Ëlla"],
        ]);
        let widths = list.natural_widths().expect("one-line cells");
        assert_eq!(widths, [10, 5, 6]);
        assert_eq!(list.draw(&widths), list.by_comfy_table(None), "drawn here");
        for width in [None, Some(200), Some(32), Some(31), Some(30), Some(20)] {
            assert_eq!(list.render(width), list.by_comfy_table(width), "{width:?}");
        }
        assert!(
            list.render(None)
                .starts_with("┌────────────┬───────┬────────┐\n│ Name       ┆ Hands ┆"),
            "{}",
            list.render(None)
        );
    }

    #[test]
    fn a_cell_with_a_line_break_is_left_to_comfy_table() {
        let list = list(&[["Ann\nBob", "1", "a\tb"]]);
        assert_eq!(list.natural_widths(), None);
        assert_eq!(list.render(None), list.by_comfy_table(None));
    }

    proptest! {
        #[test]
        fn any_list_is_drawn_as_comfy_table_draws_it(
            rows in proptest::collection::vec(
                proptest::array::uniform3("[a-zA-Z0-9 ,ëé李🂡♠\u{301}-]{0,12}"), 0..6),
            width in proptest::option::of(20usize..90),
        ) {
            let rows: Vec<[&str; 3]> =
                rows.iter().map(|r| [r[0].as_str(), r[1].as_str(), r[2].as_str()]).collect();
            let list = list(&rows);
            let widths = list.natural_widths().expect("one-line cells");
            prop_assert_eq!(list.draw(&widths), list.by_comfy_table(None));
            prop_assert_eq!(list.render(width), list.by_comfy_table(width));
        }
    }
}
