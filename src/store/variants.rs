//! The variant catalog: built-in files plus the user's variants folder. A user file with a
//! built-in's name hides the built-in; a broken user file is reported and never stops the
//! others from loading.

use crate::core::catalog::{self, BUILTIN, LoadError, Source};
use crate::core::variant::Variant;
use crate::format::error::{Error, FileKind};
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

/// Why a variant named by name or by path cannot be had: its file cannot be read, or it
/// does not load.
#[derive(Debug)]
pub enum VariantError {
    /// The file cannot be read.
    File(Error),
    /// The variant does not load.
    Load(LoadError),
}

/// Every variant source the tool can see.
pub struct Catalog {
    user: BTreeMap<String, Source>,
    unreadable: BTreeMap<String, Arc<Error>>,
}

/// Where a variant comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Compiled into the binary.
    BuiltIn,
    /// A file in the user's variants folder.
    User,
    /// A user file with a built-in's name, which it hides.
    UserHidingBuiltIn,
}

/// One line of `variants list`.
pub struct Listed {
    /// The name.
    pub name: String,
    /// Where it comes from.
    pub kind: Kind,
    /// The variant, or why it does not load.
    pub variant: Result<Variant, Unloaded>,
}

/// Why a listed variant does not load.
#[derive(Debug)]
pub enum Unloaded {
    /// Its file, or one it extends, is broken.
    Broken(LoadError),
    /// Its file cannot be read.
    Unreadable(Arc<Error>),
}

impl Catalog {
    /// Reads the user's variants folder (missing is fine).
    pub fn load() -> Result<Catalog, Error> {
        let dir = super::paths::variants_dir()?;
        let mut user = BTreeMap::new();
        let mut unreadable = BTreeMap::new();
        if dir.is_dir() {
            let entries = std::fs::read_dir(&dir).map_err(|cause| Error::ReadVariantsFolder {
                path: dir.clone(),
                cause,
            })?;
            for entry in entries.flatten() {
                let path = entry.path();
                let Some(name) = variant_name(&path) else {
                    continue;
                };
                // A FIFO, a device or a huge file is refused at once, never waited on.
                match super::files::read_text(&path, FileKind::Variant) {
                    Ok(text) => {
                        user.insert(
                            name.clone(),
                            Source {
                                name,
                                origin: path.display().to_string(),
                                text,
                            },
                        );
                    }
                    Err(error) => {
                        // Kept so that `variants list` can say why it is missing.
                        unreadable.insert(name, Arc::new(error));
                    }
                }
            }
        }
        Ok(Catalog { user, unreadable })
    }

    /// The source called `name`: the user's file first, then the built-in.
    pub fn source(&self, name: &str) -> Option<Source> {
        self.user
            .get(name)
            .cloned()
            .or_else(|| Source::builtin(name))
    }

    /// Resolves a variant by name.
    pub fn variant(&self, name: &str) -> Result<Variant, LoadError> {
        catalog::resolve(name, &|n| self.source(n))
    }

    /// Resolves a variant named either by name or by the path of a file.
    pub fn variant_by_name_or_path(&self, given: &str) -> Result<Variant, VariantError> {
        let path = Path::new(given);
        if given.ends_with(".toml") || given.contains(std::path::MAIN_SEPARATOR) {
            let source = self.read_file(path).map_err(VariantError::File)?;
            return catalog::resolve_source(&source, &|n| self.source(n))
                .map_err(VariantError::Load);
        }
        self.variant(given).map_err(VariantError::Load)
    }

    /// Reads a variant file given by path.
    pub fn read_file(&self, path: &Path) -> Result<Source, Error> {
        let text = super::files::read_text(path, FileKind::Variant)?;
        let name = variant_name(path).unwrap_or_else(|| "unnamed".into());
        Ok(Source {
            name,
            origin: path.display().to_string(),
            text,
        })
    }

    /// Every variant, built-in and user, by name, each loaded or with its error.
    pub fn list(&self) -> Vec<Listed> {
        let mut names: Vec<String> = BUILTIN.iter().map(|(n, _)| (*n).to_string()).collect();
        names.extend(self.user.keys().cloned());
        names.extend(self.unreadable.keys().cloned());
        names.sort();
        names.dedup();
        names
            .into_iter()
            .map(|name| {
                let is_builtin = Source::builtin(&name).is_some();
                let is_user = self.user.contains_key(&name) || self.unreadable.contains_key(&name);
                let kind = match (is_user, is_builtin) {
                    (true, true) => Kind::UserHidingBuiltIn,
                    (true, false) => Kind::User,
                    _ => Kind::BuiltIn,
                };
                let variant = match self.unreadable.get(&name) {
                    Some(why) => Err(Unloaded::Unreadable(Arc::clone(why))),
                    None => self.variant(&name).map_err(Unloaded::Broken),
                };
                Listed {
                    variant,
                    kind,
                    name,
                }
            })
            .collect()
    }
}

/// The variant name of a file: its name without `.toml`; none for other and hidden files.
fn variant_name(path: &Path) -> Option<String> {
    let file = path.file_name()?.to_str()?;
    if file.starts_with('.') {
        return None;
    }
    file.strip_suffix(".toml")
        .filter(|n| !n.is_empty())
        .map(str::to_string)
}
