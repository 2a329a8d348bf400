//! Where things live: `$HARTENJAGEN_HOME`, else the platform data folder
//! (`~/.local/share/hartenjagen` on Linux); matches in `matches/`, user variants in `variants/`.
//! The summary cache, which can always be made again, lives in the platform cache folder
//! (`$XDG_CACHE_HOME/hartenjagen`, else `~/.cache/hartenjagen`), or in `$HARTENJAGEN_HOME/cache`
//! when that is set, so that a scratch folder stays self-contained.

use crate::format::error::Error;
use etcetera::BaseStrategy;
use std::path::PathBuf;

/// The environment variable that moves the data folder (tests use it to isolate themselves).
pub const HOME_VAR: &str = "HARTENJAGEN_HOME";

/// The summary cache's file name.
const SUMMARIES: &str = "summaries.bin";

/// `$HARTENJAGEN_HOME`, when it is set (and not empty).
fn home_var() -> Option<PathBuf> {
    std::env::var_os(HOME_VAR)
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
}

fn strategy() -> Result<impl BaseStrategy, Error> {
    etcetera::choose_base_strategy().map_err(|_| Error::NoHome)
}

/// The data folder.
pub fn data_dir() -> Result<PathBuf, Error> {
    if let Some(home) = home_var() {
        return Ok(home);
    }
    Ok(strategy()?.data_dir().join("hartenjagen"))
}

/// The summary cache of `history` and `stats` (see [`super::cache`]): in
/// `$HARTENJAGEN_HOME/cache` when that is set, else in the platform cache folder
/// (`$XDG_CACHE_HOME/hartenjagen`, else `~/.cache/hartenjagen` on Linux).
pub fn summary_cache() -> Result<PathBuf, Error> {
    if let Some(home) = home_var() {
        return Ok(home.join("cache").join(SUMMARIES));
    }
    Ok(strategy()?.cache_dir().join("hartenjagen").join(SUMMARIES))
}

/// Where the summary cache was kept before it moved out of the data folder, when that is
/// not where it is now (with `$HARTENJAGEN_HOME` set it has stayed where it was).
pub fn old_summary_cache() -> Result<Option<PathBuf>, Error> {
    if home_var().is_some() {
        return Ok(None);
    }
    let old = data_dir()?.join("cache").join(SUMMARIES);
    Ok((old != summary_cache()?).then_some(old))
}

/// The folder of match files.
pub fn matches_dir() -> Result<PathBuf, Error> {
    Ok(data_dir()?.join("matches"))
}

/// The folder of the user's own variants.
pub fn variants_dir() -> Result<PathBuf, Error> {
    Ok(data_dir()?.join("variants"))
}
