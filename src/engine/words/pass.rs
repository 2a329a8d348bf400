//! The names of the pass directions: as the table's Pass column shows one, and as a sentence
//! says which way cards go.

use super::Words;
use crate::core::variant::PassDir;

/// A pass direction's name, as the table's Pass column shows it.
pub fn pass_name(w: &Words, pass: PassDir) -> String {
    w.get(
        match pass {
            PassDir::Left => "pass-left",
            PassDir::Right => "pass-right",
            PassDir::Across => "pass-across",
            PassDir::Hold => "pass-hold",
            PassDir::TwoLeft => "pass-two-left",
            PassDir::TwoRight => "pass-two-right",
            PassDir::Scatter => "pass-scatter",
            PassDir::Centre => "pass-centre",
        },
        &[],
    )
}

/// Which way cards go, as a sentence says it: "left" / "naar links".
pub fn pass_way(w: &Words, pass: PassDir) -> String {
    w.get(
        match pass {
            PassDir::Left => "pass-way-left",
            PassDir::Right => "pass-way-right",
            PassDir::Across => "pass-way-across",
            PassDir::Hold => "pass-way-hold",
            PassDir::TwoLeft => "pass-way-two-left",
            PassDir::TwoRight => "pass-way-two-right",
            PassDir::Scatter => "pass-way-scatter",
            PassDir::Centre => "pass-way-centre",
        },
        &[],
    )
}
