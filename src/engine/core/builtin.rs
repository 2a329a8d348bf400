//! The built-in variant files, compiled into the binary. Every file in `variants/` is listed
//! here (a test checks it).

macro_rules! builtin {
    ($($name:literal),* $(,)?) => {
        &[$(($name, include_str!(concat!("../../../variants/", $name, ".toml")))),*]
    };
}

/// The built-in variant files: (name, text).
pub const BUILTIN: &[(&str, &str)] = builtin![
    "hartenjagen",
    "omnibus",
    "no-pass",
    "black-maria",
    "heart-hunter",
    "hartenjagen-32",
    "hearts",
    "hearts-kitty",
    "plain-hearts",
    "black-lady",
    "greek",
    "spot",
    "hooligan",
    "pink-lady",
    "joker",
    "joker-53",
    "heartsette",
    "cancellation",
    "two-player",
    "rickety-kate",
    "domino-hearts",
    "dirty-hearts",
    "polignac",
    "slobberhannes",
    "knaves",
    "complex",
    "auction",
    "conquimbert",
    "reversis",
    "gong-zhu",
];
