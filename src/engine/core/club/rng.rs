//! The lot: a small seeded random number generator, written out here so that a draw stored
//! with its seed can be drawn again, the same, by any later build (a crate's generator or its
//! way of shuffling may change between versions; these few lines will not).
//!
//! - The seed of a round is [`seed`]: FNV-1a (64 bits) over
//!   `hartenjagen club draw|COMPETITION|DATE|round R|attempt A`, so anyone can re-run a draw
//!   from what `evening.toml` shows, and a redraw (attempt + 1) gives a fresh lot.
//! - The generator is xoshiro256** (Blackman and Vigna, 2018), its state filled by SplitMix64
//!   from the seed, as its authors recommend.
//! - A number below `n` is taken by rejection (no bias); a shuffle is Fisher–Yates from the end.

/// The seed of a round's draw: FNV-1a of the competition, the evening's date, the round and
/// the attempt (1 for the first draw, 2 for the first redraw, …).
pub fn seed(competition: &str, date: &str, round: u32, attempt: u32) -> u64 {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let text =
        format!("hartenjagen club draw|{competition}|{date}|round {round}|attempt {attempt}");
    text.bytes().fold(OFFSET, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(PRIME)
    })
}

/// One step of SplitMix64: the next state and its output.
fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// xoshiro256**, seeded from one 64-bit number.
#[derive(Clone, Debug)]
pub struct Lot {
    state: [u64; 4],
}

impl Lot {
    /// The generator for `seed`.
    pub fn new(seed: u64) -> Lot {
        let mut mix = seed;
        Lot {
            state: [
                splitmix(&mut mix),
                splitmix(&mut mix),
                splitmix(&mut mix),
                splitmix(&mut mix),
            ],
        }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let s = &mut self.state;
        let result = s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    /// A number from 0 to `n` − 1, each as likely (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        let n = n as u64;
        // The largest multiple of n that fits: draws at or above it are drawn again.
        let zone = u64::MAX - (u64::MAX % n);
        loop {
            let x = self.next_u64();
            if x < zone {
                return (x % n) as usize;
            }
        }
    }

    /// Shuffles `items` in place.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_generator_gives_the_published_numbers() {
        // SplitMix64 from 0 gives this first output (the reference implementation's).
        let mut state = 0;
        assert_eq!(splitmix(&mut state), 0xe220_a839_7b1d_cdaf);
        // xoshiro256** seeded with 7, computed apart (in Python) from the published algorithm.
        let mut lot = Lot::new(7);
        assert_eq!(lot.next_u64(), 0xb358_faf7_4ef9_765a);
        assert_eq!(lot.next_u64(), 0x475c_3d96_4f48_2cd2);
        let a = Lot::new(7).next_u64();
        assert_ne!(a, Lot::new(8).next_u64());
    }

    #[test]
    fn a_seed_is_the_same_for_the_same_round_and_differs_for_a_redraw() {
        let first = seed("Tuesday", "2026-09-01", 2, 1);
        assert_eq!(first, seed("Tuesday", "2026-09-01", 2, 1));
        assert_ne!(first, seed("Tuesday", "2026-09-01", 2, 2));
        assert_ne!(first, seed("Tuesday", "2026-09-08", 2, 1));
        // Pinned (computed apart, in Python) so that the formula cannot drift.
        assert_eq!(seed("Tuesday", "2026-09-01", 1, 1), 0x7703_5329_7067_ad10);
    }

    #[test]
    fn numbers_below_n_are_all_reached_and_never_n() {
        let mut lot = Lot::new(1);
        let mut seen = [0u32; 5];
        for _ in 0..1000 {
            seen[lot.below(5)] += 1;
        }
        assert!(seen.iter().all(|&count| count > 150), "{seen:?}");
    }
}
