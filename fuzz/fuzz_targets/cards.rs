//! The card parser: any text a player might type for the cards they took, read with every
//! language's words (`KH` the Dutch way, the widest reading).
#![no_main]

use hartenjagen::words::Lang;
use hartenjagen::words::vocab::Vocabulary;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let words = Vocabulary::new(Lang::Nl);
    let _ = hartenjagen::core::tokens::parse_cards(&text, words.cards());
});
