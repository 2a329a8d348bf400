//! The one table style: comfy-table's condensed UTF-8 frame, wrapping to the width where the
//! table may wrap, never where a cell must stay whole.

use comfy_table::{Cell, ContentArrangement, Table, presets};

/// A table with this header that wraps its cells to the terminal's width when it must
/// (lists: variants, history, stats).
pub fn new<T: ToString>(header: &[T]) -> Table {
    let mut table = framed(ContentArrangement::Dynamic);
    table.set_header(header.iter().map(|h| Cell::new(h.to_string())));
    table
}

/// Limits a list table to `width` columns when the width is known (a terminal, or `COLUMNS`);
/// comfy-table then wraps the cells that may wrap. Without a width (a pipe) lines stay whole.
pub fn fit(table: &mut Table, width: crate::ui::text::Width) {
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
