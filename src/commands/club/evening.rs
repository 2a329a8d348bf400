//! `club new`, `club start`, `club arrive` and `club leave`: a competition made, an evening
//! opened, players coming in and going home, and the welcome of a name the club has never seen.

use super::Saved;
use crate::act::club::{self as act, Done, competition, evening_date, evening_of};
use crate::cli::{ClubArriveArgs, ClubLeaveArgs, ClubNewArgs, ClubStartArgs};
use crate::commands::{CommandError, Context, Result};
use crate::core::club;
use crate::core::club::evening::{ClubError, Competition, Evening, Keys};
use crate::store::club as files;
use crate::store::key::new_key;
use crate::store::tonight::load_tables;
use crate::store::variants::Catalog;
use crate::t;
use crate::words::Words;
use chrono::NaiveDate;
use std::path::Path;

/// `club new NAME …`.
pub fn new(ctx: &Context, args: ClubNewArgs) -> Result<Saved> {
    let w = &ctx.words;
    let catalog = Catalog::load()?;
    let variant = catalog.variant_by_name_or_path(&args.variant)?;
    let competition = Competition::new(
        &args.name,
        variant,
        args.hands,
        args.rounds,
        args.tables,
        args.best,
        args.min_evenings,
        ctx.now(),
    )
    .map_err(CommandError::Club)?;
    let mut competition = competition;
    if let Some(players) = &args.players {
        let members = listed(players);
        crate::core::game::check_names(&members)
            .map_err(|e| CommandError::Club(ClubError::Names(e)))?;
        competition.members = members;
    }
    competition.round_minutes = args.round_minutes;
    if files::competition_file(&competition.name)?.exists() {
        return Err(CommandError::Club(ClubError::CompetitionExists(
            competition.name.clone(),
        )));
    }
    let path = files::create_competition(&competition)?;
    let sizes: Vec<String> = competition.tables.iter().map(ToString::to_string).collect();
    let season = match competition.best {
        Some(best) => t!(w, "club-season-best", best = best),
        None => t!(w, "club-season-all"),
    };
    Ok(Saved(format!(
        "{}\n{}\n",
        t!(
            w,
            "club-created",
            name = competition.name.as_str(),
            variant = competition.variant.name.as_str(),
            hands = competition.hands,
            rounds = competition.rounds,
            sizes = w.or(&sizes),
            season = season,
            least = competition.min_evenings,
            file = path.display().to_string()
        ),
        t!(w, "club-next-start", name = competition.name.as_str())
    )))
}

/// The club's members before the evening of `date`: the names given at `club new --players`
/// and everyone seated at a table that recorded a hand on an earlier evening (an evening
/// whose files do not load counts for nobody).
fn members_before(competition: &Competition, date: NaiveDate) -> Result<Vec<String>> {
    let mut members = competition.members.clone();
    for earlier in files::evenings(&competition.name)? {
        if earlier >= date {
            continue;
        }
        let path = files::evening_file(&competition.name, earlier)?;
        let Ok(evening) = files::read_evening(&path) else {
            continue;
        };
        let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
        for round in &evening.rounds {
            let Ok(loaded) = load_tables(&dir, round) else {
                continue;
            };
            for (table, loaded) in round.tables.iter().zip(loaded) {
                if loaded.is_some_and(|l| !l.game.entries.is_empty()) {
                    members.extend(table.players.iter().cloned());
                }
            }
        }
    }
    // Each member once, as first written (the competition's list, then the oldest evening).
    let mut seen = std::collections::HashSet::new();
    members.retain(|name| seen.insert(crate::core::game::fold_name(name)));
    Ok(members)
}

/// Lets in the names among `names` that the club has never seen: all of them with `new`;
/// at a terminal, each one asked about ("Moo has never played in this club: add Moo? Did you
/// mean Mo?", Enter = no); without one, refused. Guests are never asked about.
fn welcome(w: &Words, members: &[String], names: &[String], new: bool) -> Result<()> {
    use std::io::IsTerminal;
    if new {
        return Ok(());
    }
    for (name, close) in club::evening::new_names(names, members) {
        let refusal = || {
            CommandError::Club(ClubError::NewName {
                name: name.clone(),
                close: close.clone(),
            })
        };
        if !(std::io::stdin().is_terminal() && std::io::stderr().is_terminal()) {
            return Err(refusal());
        }
        let question = if close.is_empty() {
            t!(w, "club-new-name-ask", name = name.as_str())
        } else {
            t!(
                w,
                "club-new-name-ask-close",
                name = name.as_str(),
                close = w.or(&close)
            )
        };
        let added = dialoguer::Confirm::new()
            .with_prompt(question)
            .default(false)
            .interact_on(&console::Term::stderr())
            .unwrap_or(false);
        if !added {
            return Err(refusal());
        }
    }
    Ok(())
}

/// The names of `--players`, trimmed.
fn listed(players: &str) -> Vec<String> {
    players
        .split(',')
        .map(|name| name.trim().to_string())
        .collect()
}

/// `club start [NAME] --players … [--date D] [--guest NAME]…`.
pub fn start(ctx: &Context, args: ClubStartArgs) -> Result<Saved> {
    let w = &ctx.words;
    let competition = competition(args.competition.as_deref())?;
    let date = args.date.unwrap_or_else(|| ctx.now().date_naive());
    let guests: Vec<String> = args.guest.iter().map(|g| g.trim().to_string()).collect();
    let members = members_before(&competition, date)?;
    let players = club::competition::established(&listed(&args.players), &members);
    let guests = club::competition::established(&guests, &members);
    welcome(w, &members, &players, args.new)?;
    let keys = Keys {
        organiser: new_key()?,
        tables: Vec::new(),
        season: true,
    };
    let mut evening = Evening::open(&competition.name, date, &players, &guests, ctx.now(), keys)
        .map_err(CommandError::Club)?;
    evening.round_minutes = args.round_minutes;
    let exists = || {
        CommandError::Club(ClubError::EveningExists {
            competition: competition.name.clone(),
            date,
        })
    };
    if files::evening_file(&competition.name, date)?.exists() {
        return Err(exists());
    }
    files::create_evening(&evening).map_err(|e| match e {
        crate::format::error::Error::AlreadyExists { .. } => exists(),
        other => other.into(),
    })?;
    if let Ok(path) = files::evening_file(&competition.name, date)
        && let Some(folder) = path.parent()
    {
        crate::act::warn_if_keys_shared(w, folder);
    }
    let guests_said = if guests.is_empty() {
        String::new()
    } else {
        t!(
            w,
            "club-guests",
            names = w.and(&guests),
            count = guests.len()
        )
    };
    Ok(Saved(format!(
        "{}\n{}\n",
        t!(
            w,
            "club-started",
            name = competition.name.as_str(),
            date = w.day(&date.to_string()),
            count = evening.players.len(),
            guests = guests_said
        ),
        t!(w, "club-next-draw")
    )))
}

/// `club arrive NAME… [--guest NAME]…`.
pub fn arrive(ctx: &Context, args: ClubArriveArgs) -> Result<Done> {
    let w = &ctx.words;
    let (competition, path) = evening_of(args.club.competition.as_deref(), None)?;
    let members = members_before(&competition, evening_date(&path))?;
    let names: Vec<String> = args.names.iter().map(|n| n.trim().to_string()).collect();
    let names = club::competition::established(&names, &members);
    let guests = club::competition::established(&args.guest, &members);
    welcome(w, &members, &names, args.new)?;
    act::arrive(ctx.now(), &path, &names, &guests)
}

/// `club leave NAME…`.
pub fn leave(ctx: &Context, args: ClubLeaveArgs) -> Result<Done> {
    let (_, path) = evening_of(args.club.competition.as_deref(), None)?;
    act::leave(ctx.now(), &path, &args.names)
}
