//! new, record, status, next, undo, misdeal and variants for the five core variants.

use super::*;

mod current;
mod hunter_and_maria;
mod new;
mod record;
mod rejects;
mod undo;
mod variants;
mod widths;
