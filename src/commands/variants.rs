//! The commands about games: `variants list | show | check` and `rules NAME`.

use super::{Context, Said};
use crate::cli::VariantsCommand;
use crate::store::paths;
use crate::store::variants::{Catalog, Kind, Unloaded};
use crate::t;
use crate::ui::{table, text};
use crate::words::{Lang, errors};
use anyhow::{Context as _, Result, anyhow};

/// `variants list | show NAME | check FILE`.
pub fn variants(ctx: &Context, command: VariantsCommand) -> Result<Said> {
    let w = &ctx.words;
    let catalog = Catalog::load()?;
    let text = match command {
        VariantsCommand::List => {
            let mut table = table::List::new(vec![
                t!(w, "col-variant"),
                t!(w, "col-players"),
                t!(w, "col-source"),
                t!(w, "col-description"),
            ]);
            for listed in catalog.list() {
                let (players, description) = match &listed.variant {
                    Ok(v) => (
                        errors::counts(w, &v.player_counts()),
                        v.description_in(w.lang().code()).to_string(),
                    ),
                    Err(e) => {
                        let said = match e {
                            Unloaded::Broken(broken) => errors::load_error(w, broken),
                            Unloaded::Unreadable(unreadable) => {
                                errors::store_failure(w, unreadable)
                            }
                        };
                        let first_line = said.lines().next().unwrap_or_default().to_string();
                        ("-".to_string(), t!(w, "variant-broken", error = first_line))
                    }
                };
                let kind = match listed.kind {
                    Kind::BuiltIn => t!(w, "source-built-in"),
                    Kind::User => t!(w, "source-user"),
                    Kind::UserHidingBuiltIn => t!(w, "source-user-hides"),
                };
                table.push(vec![listed.name, players, kind, description]);
            }
            let folder = paths::variants_dir()?.display().to_string();
            let footer = t!(w, "variants-folder", folder = folder);
            format!(
                "{}\n{}",
                table.render(ctx.width),
                text::wrap(&footer, ctx.width)
            )
        }
        VariantsCommand::Show { name, resolved } => {
            let variant = catalog.variant(&name)?;
            let shown = if resolved {
                toml::to_string(&variant.raw).with_context(|| t!(w, "print-rules-toml"))?
            } else {
                catalog
                    .source(&name)
                    .ok_or_else(|| anyhow!(t!(w, "load-unknown", name = name.as_str())))?
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
    Ok(Said(text))
}

/// `rules NAME|PATH`: the variant's rules in plain words.
pub fn rules(ctx: &Context, name: &str) -> Result<Said> {
    let variant = Catalog::load()?.variant_by_name_or_path(name)?;
    Ok(Said(crate::ui::rules::describe(&ctx.words, &variant)))
}
