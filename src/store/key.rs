//! The keys in the addresses of the pages that change a match (`serve`'s table, a club
//! evening's tables and organiser): fresh from the system's randomness.

use anyhow::{Result, anyhow};

/// A fresh key: 16 random bytes as 32 hex digits.
pub fn new_key() -> Result<String> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|e| anyhow!("cannot make a key: {e}"))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_is_fresh_and_32_hex_digits() {
        let (a, b) = (new_key().expect("a key"), new_key().expect("a key"));
        assert_ne!(a, b);
        assert_eq!(a.len(), 32);
        assert!(a.chars().all(|c| c.is_ascii_hexdigit()));
    }
}
