//! Where the club's files are: the folder of every competition, a competition's and an
//! evening's folder and file; and the competitions and evenings there are.

use crate::format::error::Error;
use crate::store::paths;
use chrono::NaiveDate;
use std::path::{Path, PathBuf};

/// The folder of every competition.
pub fn club_dir() -> Result<PathBuf, Error> {
    Ok(paths::data_dir()?.join("club"))
}

/// A competition's folder.
pub fn competition_dir(name: &str) -> Result<PathBuf, Error> {
    Ok(club_dir()?.join(name))
}

/// A competition's file.
pub fn competition_file(name: &str) -> Result<PathBuf, Error> {
    Ok(competition_dir(name)?.join("competition.toml"))
}

/// An evening's folder.
pub fn evening_dir(name: &str, date: NaiveDate) -> Result<PathBuf, Error> {
    Ok(competition_dir(name)?.join(date.format("%Y-%m-%d").to_string()))
}

/// An evening's file.
pub fn evening_file(name: &str, date: NaiveDate) -> Result<PathBuf, Error> {
    Ok(evening_dir(name, date)?.join("evening.toml"))
}

/// The competition file of the evening whose file is `evening` (`../competition.toml`).
pub fn competition_file_of(evening: &Path) -> PathBuf {
    evening
        .parent()
        .and_then(Path::parent)
        .map(|dir| dir.join("competition.toml"))
        .unwrap_or_else(|| PathBuf::from("competition.toml"))
}

/// The competitions in the data folder, by name.
pub fn competitions() -> Result<Vec<String>, Error> {
    let dir = club_dir()?;
    let mut names: Vec<String> = match std::fs::read_dir(&dir) {
        Ok(entries) => entries
            .flatten()
            .filter(|e| e.path().join("competition.toml").is_file())
            .filter_map(|e| e.file_name().to_str().map(str::to_string))
            .collect(),
        Err(_) => Vec::new(),
    };
    names.sort();
    Ok(names)
}

/// A competition's evenings, oldest first.
pub fn evenings(name: &str) -> Result<Vec<NaiveDate>, Error> {
    Ok(evenings_in(&competition_dir(name)?))
}

/// The evenings in a competition's folder `dir` (the folders named by a date that hold an
/// `evening.toml`), oldest first.
pub fn evenings_in(dir: &Path) -> Vec<NaiveDate> {
    let mut dates: Vec<NaiveDate> = match std::fs::read_dir(dir) {
        Ok(entries) => entries
            .flatten()
            .filter(|e| e.path().join("evening.toml").is_file())
            .filter_map(|e| {
                let name = e.file_name();
                NaiveDate::parse_from_str(name.to_str()?, "%Y-%m-%d").ok()
            })
            .collect(),
        Err(_) => Vec::new(),
    };
    dates.sort();
    dates
}
