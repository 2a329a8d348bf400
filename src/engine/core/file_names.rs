//! Names that become file or folder names (a competition's folder, a match file named after
//! its variant), held to what every system can store: Windows refuses `< > : " / \ | ? *`,
//! control characters, a name ending in a dot or a space, and the names it keeps for devices
//! (`CON`, `PRN`, `AUX`, `NUL`, `COM1`–`COM9`, `LPT1`–`LPT9`, with or without an extension).
//! The same rules hold on every platform, so that a data folder moves between computers.

/// The characters no file name may hold on Windows.
pub const REFUSED: [char; 9] = ['<', '>', ':', '"', '/', '\\', '|', '?', '*'];

/// Whether `name` is one Windows keeps for a device, whatever its case and extension
/// (`nul`, `Com1.toml`, `CON .txt`).
pub fn is_device(name: &str) -> bool {
    let stem = name.split('.').next().unwrap_or(name).trim_end();
    let upper = stem.to_ascii_uppercase();
    match upper.as_str() {
        "CON" | "PRN" | "AUX" | "NUL" | "CONIN$" | "CONOUT$" => true,
        _ => match (
            upper
                .strip_prefix("COM")
                .or_else(|| upper.strip_prefix("LPT")),
            upper.len(),
        ) {
            (Some(digit), 4) => matches!(digit.as_bytes(), [b'1'..=b'9']),
            _ => false,
        },
    }
}

/// Whether `name` can be a file or folder name on every system.
pub fn holds(name: &str) -> bool {
    !name.is_empty()
        && !name.contains(REFUSED)
        && !name.chars().any(char::is_control)
        && !name.ends_with(['.', ' '])
        && !is_device(name)
}

/// `text` made into part of a file name: each character no system can hold becomes `-`, and
/// a trailing dot or space is left off.
pub fn part_of_name(text: &str) -> String {
    let made: String = text
        .chars()
        .map(|c| {
            if REFUSED.contains(&c) || c.is_control() {
                '-'
            } else {
                c
            }
        })
        .collect();
    made.trim_end_matches(['.', ' ']).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_windows_keeps_for_devices_are_known_in_any_case_and_with_an_extension() {
        for name in [
            "CON",
            "nul",
            "Aux",
            "prn.txt",
            "COM1",
            "lpt9.toml",
            "conin$",
            "NUL .x",
        ] {
            assert!(is_device(name), "{name}");
        }
        for name in [
            "CONSOLE", "COM", "COM0", "LPT10", "null", "Tuesday", "com1x",
        ] {
            assert!(!is_device(name), "{name}");
        }
    }

    #[test]
    fn a_name_every_system_can_hold_has_no_refused_character_no_trailing_dot_and_is_no_device() {
        assert!(holds("Tuesday club"));
        assert!(holds("Café 2026"));
        for name in [
            "a:b",
            "what?",
            "x*",
            "<b>",
            "a|b",
            "say \"hi\"",
            "end.",
            "end ",
            "CON",
            "",
        ] {
            assert!(!holds(name), "{name}");
        }
    }

    #[test]
    fn a_part_of_a_name_has_each_refused_character_made_a_dash() {
        assert_eq!(part_of_name("my:game?"), "my-game-");
        assert_eq!(part_of_name("hearts."), "hearts");
        assert_eq!(part_of_name("hartenjagen"), "hartenjagen");
    }
}
