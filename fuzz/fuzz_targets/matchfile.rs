//! The match loader: any text as a match file; every hand it holds is replayed through the
//! same checks as `record`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let _ = hartenjagen::store::matchfile::parse("fuzzed.toml", &text);
});
