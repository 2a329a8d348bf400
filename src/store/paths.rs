//! Where things live: `$HARTENJAGEN_HOME`, else the platform data folder
//! (`~/.local/share/hartenjagen` on Linux); matches in `matches/`, user variants in `variants/`.

use super::error::Error;
use etcetera::BaseStrategy;
use std::path::PathBuf;

/// The environment variable that moves the data folder (tests use it to isolate themselves).
pub const HOME_VAR: &str = "HARTENJAGEN_HOME";

/// The data folder.
pub fn data_dir() -> Result<PathBuf, Error> {
    if let Some(home) = std::env::var_os(HOME_VAR).filter(|v| !v.is_empty()) {
        return Ok(PathBuf::from(home));
    }
    let strategy = etcetera::choose_base_strategy().map_err(|_| Error::NoHome)?;
    Ok(strategy.data_dir().join("hartenjagen"))
}

/// The summary cache of `history` and `stats` (see [`super::cache`]).
pub fn summary_cache() -> Result<PathBuf, Error> {
    Ok(data_dir()?.join("cache").join("summaries.bin"))
}

/// The folder of match files.
pub fn matches_dir() -> Result<PathBuf, Error> {
    Ok(data_dir()?.join("matches"))
}

/// The folder of the user's own variants.
pub fn variants_dir() -> Result<PathBuf, Error> {
    Ok(data_dir()?.join("variants"))
}
