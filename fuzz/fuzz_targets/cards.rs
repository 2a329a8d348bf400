//! The card parser: any text a player might type for the cards they took.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let _ = hartenjagen::core::tokens::parse_cards(&text);
});
