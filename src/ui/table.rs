//! The one table style: comfy-table's condensed UTF-8 frame, wrapping to the width where the
//! table may wrap (at spaces: a word is never broken while the words fit), never where a cell
//! must stay whole.

use comfy_table::{Cell, ColumnConstraint, ContentArrangement, Table, Width, presets};

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

    /// The table fitted to `width` (see [`fit`]), without a line break at the end. Cells wrap
    /// at spaces, each column at least as wide as its longest word; only when even that is
    /// wider than `width` (see [`List::fits`]) may comfy-table break a word.
    pub fn render(&self, width: crate::ui::width::Width) -> String {
        match self.natural_widths() {
            Some(widths)
                if width.is_none_or(|w| widths.iter().map(|c| c + 3).sum::<usize>() < w) =>
            {
                self.draw(&widths)
            }
            _ if self.fits(width) => self.by_comfy_table(width, true),
            _ => self.by_comfy_table(width, false),
        }
    }

    /// Whether the table fits `width` with every word whole: its columns, each as wide as its
    /// longest word, and the frame take no more than `width`.
    pub fn fits(&self, width: crate::ui::width::Width) -> bool {
        width.is_none_or(|w| self.word_widths().iter().map(|c| c + 3).sum::<usize>() < w)
    }

    /// The list without the columns headed `left_out`.
    fn without(&self, left_out: &[String]) -> List {
        let keep: Vec<bool> = self.header.iter().map(|h| !left_out.contains(h)).collect();
        let kept = |row: &[String]| -> Vec<String> {
            row.iter()
                .zip(&keep)
                .filter(|(_, keep)| **keep)
                .map(|(cell, _)| cell.clone())
                .collect()
        };
        List {
            header: kept(&self.header),
            right: self
                .right
                .iter()
                .zip(&keep)
                .filter(|(_, keep)| **keep)
                .map(|(right, _)| *right)
                .collect(),
            rows: self.rows.iter().map(|row| kept(row)).collect(),
        }
    }

    /// Each column's longest word (of the header and every row), in columns of the screen.
    fn word_widths(&self) -> Vec<usize> {
        let mut widths = vec![0; self.header.len()];
        for row in std::iter::once(&self.header).chain(&self.rows) {
            for (width, cell) in widths.iter_mut().zip(row) {
                for word in cell.split([' ', '\n']) {
                    *width = (*width).max(unicode_width::UnicodeWidthStr::width(word));
                }
            }
        }
        widths
    }

    /// The table laid out by comfy-table, fitted to `width`; with `whole_words`, no column is
    /// narrower than its longest word.
    fn by_comfy_table(&self, width: crate::ui::width::Width, whole_words: bool) -> String {
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
        if whole_words {
            let words = self.word_widths();
            for (column, word) in table.column_iter_mut().zip(words) {
                let padded = u16::try_from(word + 2).unwrap_or(u16::MAX);
                column.set_constraint(ColumnConstraint::LowerBoundary(Width::Fixed(padded)));
            }
        }
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

/// `lists` drawn to fit `width` with every word whole, leaving out as few of the columns headed
/// `leave_out` as that takes, in that order, the same ones from every list (a list without
/// such a column keeps its columns); with the headers of the columns left out. When even
/// leaving all of them out is not enough, comfy-table may break words in what is left.
pub fn fit_together(
    lists: &[List],
    leave_out: &[String],
    width: crate::ui::width::Width,
) -> (Vec<String>, Vec<String>) {
    let words: Vec<Vec<usize>> = lists.iter().map(List::word_widths).collect();
    let fits = |left_out: &[String]| {
        lists.iter().zip(&words).all(|(list, words)| {
            let needed: usize = list
                .header
                .iter()
                .zip(words)
                .filter(|(header, _)| !left_out.contains(header))
                .map(|(_, word)| word + 3)
                .sum();
            width.is_none_or(|w| needed < w)
        })
    };
    let count = (0..=leave_out.len())
        .find(|&count| fits(&leave_out[..count]))
        .unwrap_or(leave_out.len());
    let left_out = &leave_out[..count];
    let drawn = lists
        .iter()
        .map(|list| {
            if left_out.is_empty() {
                list.render(width)
            } else {
                list.without(left_out).render(width)
            }
        })
        .collect();
    let shown = left_out
        .iter()
        .filter(|header| lists.iter().any(|list| list.header.contains(header)))
        .cloned()
        .collect();
    (drawn, shown)
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

    /// The words of a drawn table: what is left between its frame and spaces.
    fn drawn_words(text: &str) -> Vec<&str> {
        text.split(|c: char| c.is_whitespace() || "│┆".contains(c))
            .filter(|word| !word.is_empty() && !word.chars().all(|c| "─┌┬┐╞═╪╡└┴┘├┼┤".contains(c)))
            .collect()
    }

    /// Checks that `text` is no wider than `width` and breaks no word of `list`: every word of
    /// every cell is in it whole, and it holds no other word (a piece of a broken one).
    pub(crate) fn whole_words_within(list: &List, text: &str, width: usize) {
        for line in text.lines() {
            assert!(
                unicode_width::UnicodeWidthStr::width(line) <= width,
                "wider than {width}: {line}\n{text}"
            );
        }
        let words: std::collections::HashSet<&str> = std::iter::once(&list.header)
            .chain(&list.rows)
            .flatten()
            .flat_map(|cell| cell.split_whitespace())
            .collect();
        let drawn: std::collections::HashSet<&str> = drawn_words(text).into_iter().collect();
        for word in &words {
            assert!(drawn.contains(word), "{word:?} is not whole in\n{text}");
        }
        for word in &drawn {
            assert!(
                words.contains(word),
                "{word:?} is a piece of a word in\n{text}"
            );
        }
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
        assert_eq!(
            list.draw(&widths),
            list.by_comfy_table(None, false),
            "drawn here"
        );
        for width in [None, Some(200), Some(32)] {
            assert_eq!(
                list.render(width),
                list.by_comfy_table(width, false),
                "{width:?}"
            );
        }
        assert!(
            list.render(None)
                .starts_with("┌────────────┬───────┬────────┐\n│ Name       ┆ Hands ┆"),
            "{}",
            list.render(None)
        );
    }

    #[test]
    fn a_narrow_list_wraps_its_cells_at_spaces_and_never_breaks_a_word() {
        let list = list(&[
            [
                "Alexander, Bernadette, Christiaan, Dominique",
                "10",
                "Bernadette",
            ],
            ["Zoë, 李, 🂡", "7", "in progress"],
        ]);
        for width in [44, 40, 37, 36] {
            assert!(list.fits(Some(width)), "{width}");
            let text = list.render(Some(width));
            whole_words_within(&list, &text, width);
        }
        // Too narrow for "Bernadette," "Hands" and "Bernadette" side by side: comfy-table
        // breaks words.
        assert!(!list.fits(Some(35)));
        assert_eq!(list.render(Some(35)), list.by_comfy_table(Some(35), false));
    }

    #[test]
    fn a_cell_with_a_line_break_is_left_to_comfy_table() {
        let list = list(&[["Ann\nBob", "1", "a\tb"]]);
        assert_eq!(list.natural_widths(), None);
        assert_eq!(list.render(None), list.by_comfy_table(None, false));
    }

    proptest! {
        #[test]
        fn any_list_is_drawn_as_comfy_table_draws_it_and_breaks_no_word_when_its_words_fit(
            rows in proptest::collection::vec(
                proptest::array::uniform3("[a-zA-Z0-9 ,ëé李🂡♠-]{0,24}"), 0..6),
            width in proptest::option::of(20usize..90),
        ) {
            let rows: Vec<[&str; 3]> =
                rows.iter().map(|r| [r[0].as_str(), r[1].as_str(), r[2].as_str()]).collect();
            let list = list(&rows);
            let widths = list.natural_widths().expect("one-line cells");
            prop_assert_eq!(list.draw(&widths), list.by_comfy_table(None, false));
            let text = list.render(width);
            match width {
                Some(width) if list.fits(Some(width)) => whole_words_within(&list, &text, width),
                Some(_) => prop_assert_eq!(text, list.by_comfy_table(width, false)),
                None => prop_assert_eq!(text, list.by_comfy_table(None, false)),
            }
        }
    }
}
