//! The page door: what a phone's page sends (the JSON bodies of record, check, undo and
//! edit), read for the one input module, every refusal as a status, a stable code, one
//! sentence and the field at fault, and each change made on a match in memory. `serve` makes
//! these changes on the match file under its lock; the phone app (`app/`) makes them on the
//! match-file text its browser keeps: the same checks, the same words.

pub mod api;
pub mod change;
pub mod codes;
pub mod edit;

use api::Refusal;

/// A match file's version as the pages know it: its entries, a dot and the fingerprint of its
/// text (`12.3f9a…`).
pub fn version_of(entries: usize, text: &str) -> String {
    format!("{entries}.{}", fingerprint(text))
}

/// A short fingerprint of a match file's text.
pub fn fingerprint(text: &str) -> String {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut hasher);
    format!("{:016x}", hasher.finish())
}

/// `status` (one JSON object) with `key` added as its last, its value the JSON `json`.
pub fn with_key(status: &str, key: &str, json: &str) -> Result<String, Refusal> {
    match status.trim_end().strip_suffix('}') {
        Some(open) if open.trim_end().ends_with('{') => Ok(format!("{open}\"{key}\":{json}}}")),
        Some(open) => Ok(format!("{open},\"{key}\":{json}}}")),
        None => Err(Refusal::with_status(
            500,
            "trouble",
            "the standings are not a JSON object".into(),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_change_of_the_file_changes_its_fingerprint() {
        assert_eq!(fingerprint("a"), fingerprint("a"));
        assert_ne!(fingerprint("a"), fingerprint("b"));
    }
}
