//! Files: the data folder, user variants, and match files written atomically.

pub mod matchfile;
pub mod paths;
pub mod variants;
