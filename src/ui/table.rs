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

/// An empty table in the house style with this arrangement (the standings choose their own
/// layout and never let comfy-table break a cell).
pub fn framed(arrangement: ContentArrangement) -> Table {
    let mut table = Table::new();
    table
        .load_style(presets::UTF8_FULL_CONDENSED)
        .set_content_arrangement(arrangement);
    table
}
