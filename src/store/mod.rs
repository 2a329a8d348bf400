//! Files: the data folder, user variants, and match files written atomically under a lock.

pub mod cache;
pub mod files;
pub mod history;
pub mod lock;
pub mod matchfile;
pub mod paths;
pub mod variants;
