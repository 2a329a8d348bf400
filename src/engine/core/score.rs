//! A score: a whole number of points, or in Complex Hearts a Gaussian integer `a+bi` (hearts
//! count on the real axis, the Q♠ on the imaginary one, the 10♣ turns a hand by ×2i).
//! Penalty games only ever use the real part, so every sum and comparison they make is the
//! plain integer one.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Mul, Neg, Sub};

/// A score `re + im·i`; `im` is 0 in every game but Complex Hearts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Score {
    /// The real part.
    pub re: i64,
    /// The imaginary part.
    pub im: i64,
}

impl Score {
    /// Zero.
    pub const ZERO: Score = Score { re: 0, im: 0 };

    /// `re + im·i`.
    pub const fn new(re: i64, im: i64) -> Score {
        Score { re, im }
    }

    /// A plain number of points.
    pub const fn real(re: i64) -> Score {
        Score { re, im: 0 }
    }

    /// Whether the imaginary part is 0.
    pub fn is_real(self) -> bool {
        self.im == 0
    }

    /// The squared magnitude `re² + im²`, exact (wide enough for any two `i64`s).
    pub fn norm(self) -> i128 {
        let (re, im) = (i128::from(self.re), i128::from(self.im));
        re * re + im * im
    }

    /// The magnitude `√(re² + im²)`.
    pub fn magnitude(self) -> f64 {
        (self.re as f64).hypot(self.im as f64)
    }

    /// Reads `3`, `-5`, `13i`, `-i`, `2i`, `3+13i`, `-26-6i` (spaces and a `−` sign allowed).
    pub fn parse(text: &str) -> Option<Score> {
        let text: String = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| if c == '−' { '-' } else { c })
            .collect();
        let number = |s: &str| -> Option<i64> {
            match s {
                "" | "+" => Some(1),
                "-" => Some(-1),
                _ => s.parse().ok(),
            }
        };
        let Some(body) = text.strip_suffix('i') else {
            return text.parse().ok().map(Score::real);
        };
        // The imaginary part starts at the last sign that is not the first character.
        let split = body
            .char_indices()
            .skip(1)
            .filter(|&(_, c)| c == '+' || c == '-')
            .map(|(i, _)| i)
            .last();
        match split {
            Some(at) => Some(Score::new(body[..at].parse().ok()?, number(&body[at..])?)),
            None => Some(Score::new(0, number(body)?)),
        }
    }

    /// The sum, saturating instead of overflowing.
    pub fn saturating_add(self, other: Score) -> Score {
        Score::new(
            self.re.saturating_add(other.re),
            self.im.saturating_add(other.im),
        )
    }
}

/// A score equals a whole number when it is that number on the real axis.
impl PartialEq<i64> for Score {
    fn eq(&self, other: &i64) -> bool {
        self.im == 0 && self.re == *other
    }
}

impl From<i64> for Score {
    fn from(re: i64) -> Score {
        Score::real(re)
    }
}

impl Add for Score {
    type Output = Score;
    fn add(self, other: Score) -> Score {
        Score::new(self.re + other.re, self.im + other.im)
    }
}

impl AddAssign for Score {
    fn add_assign(&mut self, other: Score) {
        *self = *self + other;
    }
}

impl Sub for Score {
    type Output = Score;
    fn sub(self, other: Score) -> Score {
        Score::new(self.re - other.re, self.im - other.im)
    }
}

impl Neg for Score {
    type Output = Score;
    fn neg(self) -> Score {
        Score::new(-self.re, -self.im)
    }
}

impl Mul for Score {
    type Output = Score;
    /// The complex product: (a+bi)(c+di) = (ac−bd) + (ad+bc)i.
    fn mul(self, other: Score) -> Score {
        Score::new(
            self.re * other.re - self.im * other.im,
            self.re * other.im + self.im * other.re,
        )
    }
}

impl Mul<i64> for Score {
    type Output = Score;
    fn mul(self, factor: i64) -> Score {
        Score::new(self.re * factor, self.im * factor)
    }
}

impl Sum for Score {
    fn sum<I: Iterator<Item = Score>>(iter: I) -> Score {
        iter.fold(Score::ZERO, Add::add)
    }
}

impl<'a> Sum<&'a Score> for Score {
    fn sum<I: Iterator<Item = &'a Score>>(iter: I) -> Score {
        iter.copied().sum()
    }
}

impl fmt::Display for Score {
    /// `3`, `-5`, `13i`, `-i`, `3+13i`, `-26+6i`: the parts that are not 0, ASCII signs.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let imaginary = |f: &mut fmt::Formatter, im: i64, lead: bool| match im {
            1 if lead => f.write_str("i"),
            1 => f.write_str("+i"),
            -1 => f.write_str("-i"),
            im if im > 0 && !lead => write!(f, "+{im}i"),
            im => write!(f, "{im}i"),
        };
        match (self.re, self.im) {
            (re, 0) => write!(f, "{re}"),
            (0, im) => imaginary(f, im, true),
            (re, im) => {
                write!(f, "{re}")?;
                imaginary(f, im, false)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_are_written_with_the_parts_that_are_not_zero() {
        let shown = |re, im| Score::new(re, im).to_string();
        assert_eq!(shown(3, 13), "3+13i");
        assert_eq!(shown(-26, 6), "-26+6i");
        assert_eq!(shown(26, -6), "26-6i");
        assert_eq!(shown(0, 13), "13i");
        assert_eq!(shown(0, -20), "-20i");
        assert_eq!(shown(5, 0), "5");
        assert_eq!(shown(0, 0), "0");
        assert_eq!(shown(2, 1), "2+i");
        assert_eq!(shown(0, -1), "-i");
    }

    #[test]
    fn written_scores_read_back() {
        for (re, im) in [
            (3, 13),
            (-26, 6),
            (26, -6),
            (0, 13),
            (0, -1),
            (5, 0),
            (0, 0),
            (2, 1),
        ] {
            let score = Score::new(re, im);
            assert_eq!(Score::parse(&score.to_string()), Some(score));
        }
        assert_eq!(Score::parse("2i"), Some(Score::new(0, 2)));
        assert_eq!(Score::parse(" −3 + 2i "), Some(Score::new(-3, 2)));
        assert_eq!(Score::parse("2j"), None);
        assert_eq!(Score::parse(""), None);
    }

    #[test]
    fn the_product_is_the_complex_product() {
        // (13+13i−10)×2i = (3+13i)×2i = −26+6i, the worked example of Complex Hearts.
        assert_eq!(
            (Score::new(13, 13) + Score::real(-10)) * Score::new(0, 2),
            Score::new(-26, 6)
        );
        assert_eq!(Score::new(0, 2) * Score::new(0, 2), Score::real(-4));
    }

    #[test]
    fn the_norm_is_exact_and_the_magnitude_its_root() {
        assert_eq!(Score::new(60, 80).norm(), 10_000);
        assert_eq!(Score::new(60, 80).magnitude(), 100.0);
        let most = i128::from(i64::MAX);
        assert_eq!(Score::new(i64::MAX, i64::MAX).norm(), 2 * most * most);
    }
}
