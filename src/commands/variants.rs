//! The commands about games: `variants list | show | check` and `rules NAME`.

use super::{CommandError, Context, Report, Result, Said, json};
use crate::cli::VariantsCommand;
use crate::core::catalog::LoadError;
use crate::core::variant::Variant;
use crate::store::paths;
use crate::store::variants::{Catalog, Kind, Listed, Unloaded};
use crate::t;
use crate::ui::{table, text};
use crate::words::{Lang, Words, errors};
use serde::Serialize;

/// `variants list`: every variant, as a table or as JSON.
pub struct VariantList {
    listed: Vec<Listed>,
    /// The user's variants folder.
    folder: String,
}

/// One variant of `variants list --json`.
#[derive(Serialize)]
struct ListedJson {
    name: String,
    /// The table sizes it is for (empty when it does not load).
    players: Vec<usize>,
    /// Its one-line description, in English (null when it does not load).
    description: Option<String>,
    /// "built-in", "user" or "broken".
    source: &'static str,
    /// Whether a user's file of this name hides the built-in one.
    hides_builtin: bool,
    /// Why it does not load, in English (null when it loads).
    error: Option<String>,
}

/// Why a listed variant does not load, in `w`'s words: the first line of what loading it says.
fn unloaded(w: &Words, unloaded: &Unloaded) -> String {
    let said = match unloaded {
        Unloaded::Broken(broken) => errors::load_error(w, broken),
        Unloaded::Unreadable(unreadable) => errors::store_failure(w, unreadable),
    };
    said.lines().next().unwrap_or_default().to_string()
}

impl Report for VariantList {
    fn text(&self, ctx: &Context) -> String {
        let w = &ctx.words;
        let mut table = table::List::new(vec![
            t!(w, "col-variant"),
            t!(w, "col-players"),
            t!(w, "col-source"),
            t!(w, "col-description"),
        ]);
        for listed in &self.listed {
            let (players, description) = match &listed.variant {
                Ok(v) => (
                    errors::counts(w, &v.player_counts()),
                    v.description_in(w.lang().code()).to_string(),
                ),
                Err(e) => (
                    "-".to_string(),
                    t!(w, "variant-broken", error = unloaded(w, e)),
                ),
            };
            let kind = match listed.kind {
                Kind::BuiltIn => t!(w, "source-built-in"),
                Kind::User => t!(w, "source-user"),
                Kind::UserHidingBuiltIn => t!(w, "source-user-hides"),
            };
            table.push(vec![listed.name.clone(), players, kind, description]);
        }
        let footer = t!(w, "variants-folder", folder = self.folder.as_str());
        format!(
            "{}\n{}",
            table.render(ctx.width),
            text::wrap(&footer, ctx.width)
        )
    }

    fn json(&self) -> Option<Result<String>> {
        // JSON values stay English, a broken file's error too.
        let english = Words::new(Lang::En);
        let entries: Vec<ListedJson> = self
            .listed
            .iter()
            .map(|listed| ListedJson {
                name: listed.name.clone(),
                players: listed
                    .variant
                    .as_ref()
                    .map_or_else(|_| Vec::new(), |v| v.player_counts()),
                description: listed.variant.as_ref().ok().map(|v| v.description.clone()),
                source: match (&listed.variant, listed.kind) {
                    (Err(_), _) => "broken",
                    (Ok(_), Kind::BuiltIn) => "built-in",
                    (Ok(_), Kind::User | Kind::UserHidingBuiltIn) => "user",
                },
                hides_builtin: listed.kind == Kind::UserHidingBuiltIn,
                error: listed.variant.as_ref().err().map(|e| unloaded(&english, e)),
            })
            .collect();
        Some(json(&entries))
    }
}

/// `variants list | show NAME | check FILE`.
pub fn variants(ctx: &Context, command: VariantsCommand) -> Result<Box<dyn Report>> {
    let w = &ctx.words;
    let catalog = Catalog::load()?;
    let text = match command {
        VariantsCommand::List { .. } => {
            return Ok(Box::new(VariantList {
                listed: catalog.list(),
                folder: paths::variants_dir()?.display().to_string(),
            }));
        }
        VariantsCommand::Show { name, resolved } => {
            let variant = catalog.variant(&name)?;
            let shown = if resolved {
                toml::to_string(&variant.raw).map_err(CommandError::RulesToml)?
            } else {
                catalog
                    .source(&name)
                    .ok_or_else(|| LoadError::Unknown { name: name.clone() })?
                    .text
            };
            // The file is English (its keys, its comments); a table reading another language
            // gets the game's own words in its language first. English: the file alone.
            if w.lang() == Lang::En {
                shown
            } else {
                crate::ui::rules::file_heading(w, &variant, resolved) + &shown
            }
        }
        VariantsCommand::Check { file } => {
            let source = catalog.read_file(&file)?;
            let variant = crate::core::catalog::resolve_source(&source, &|n| catalog.source(n))?;
            let said = t!(
                w,
                "variant-ok",
                file = file.display().to_string(),
                name = variant.name.as_str(),
                counts = errors::counts(w, &variant.player_counts())
            );
            format!("{said}\n")
        }
    };
    Ok(Box::new(Said(text)))
}

/// `rules NAME|PATH`: the variant's rules in plain words, or as JSON.
pub struct Rules(Variant);

impl Report for Rules {
    fn text(&self, ctx: &Context) -> String {
        // Wrapped at spaces to the screen, as `history` and `stats` are (issue 40, M6).
        crate::ui::text::wrap(&crate::ui::rules::describe(&ctx.words, &self.0), ctx.width)
    }

    /// The full rules after `extends`, in the keys of a variant file: the same structure
    /// `variants show --resolved` prints as TOML.
    fn json(&self) -> Option<Result<String>> {
        Some(json(&self.0.raw))
    }
}

/// `rules NAME|PATH`.
pub fn rules(_: &Context, name: &str) -> Result<Rules> {
    Ok(Rules(Catalog::load()?.variant_by_name_or_path(name)?))
}
