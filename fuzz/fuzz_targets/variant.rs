//! The variant loader: any text as a user's variant file, `extends` resolved against the
//! built-in variants.
#![no_main]

use hartenjagen::core::catalog::{Source, resolve_source};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let source = Source {
        name: "fuzzed".into(),
        origin: "fuzzed.toml".into(),
        text: String::from_utf8_lossy(data).into_owned(),
    };
    let _ = resolve_source(&source, &Source::builtin);
});
