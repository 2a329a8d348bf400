//! `club`: a competition and its evenings. Each command finds its competition and evening
//! (NAME, else the most recent evening's), checks everything in the core's rules
//! (`core::club::evening`), changes `evening.toml` under its lock and writes the round's table
//! matches, and reports. Standings are computed here from the table matches, never stored.

use super::{CommandError, Context, Report, Result, json};
use crate::cli::{
    ClubArriveArgs, ClubCloseArgs, ClubDrawArgs, ClubEditArgs, ClubExportArgs, ClubLeaveArgs,
    ClubLogArgs, ClubNewArgs, ClubRecordArgs, ClubRenameArgs, ClubStandingsArgs, ClubStartArgs,
    ClubTablesArgs, ClubUndoArgs, EditArgs, FileArg, RecordArgs,
};
use crate::core::club::actions::ActionKind;
use crate::core::club::evening::{
    ALGORITHM, ClubError, Competition, Evening, Keys, RoundRecord, TableRecord,
};
use crate::core::club::table_change::TableChange;
use crate::core::club::tonight::organiser::OrganiserView;
use crate::core::club::tonight::report::ClubReport;
use crate::core::club::tonight::{EveningView, SeasonView, Tonight};
use crate::core::club::{self, DrawError, Request, Round, rng};
use crate::core::game::{Door, Made, Match, Scoreboard};
use crate::store::club as files;
use crate::store::key::new_key;
use crate::store::matchfile;
use crate::store::matchfile::club::Access;
use crate::store::tonight::{self as tonight, load_tables};
use crate::store::variants::Catalog;
use crate::t;
use crate::ui::club::{
    TablesJson, evening_csv, evening_text, season_csv, season_text, tables_text,
};
use crate::ui::text;
use crate::words::Words;
use chrono::{DateTime, FixedOffset, NaiveDate};
use std::path::{Path, PathBuf};

/// How wide the sentences of a change are said outside a terminal (to the club's server):
/// as a terminal of 80 columns would show them.
pub const SAID_WIDTH: usize = 80;

/// The competition a command works on: `name`, else the one of the most recent evening,
/// else the only one there is.
fn competition(name: Option<&str>) -> Result<Competition> {
    let name = match name {
        Some(name) => name.to_string(),
        None => match files::latest_evening()? {
            Some((name, _)) => name,
            None => match files::competitions()?.as_slice() {
                [] => return Err(CommandError::Club(ClubError::NoCompetitionYet)),
                [one] => one.clone(),
                many => {
                    return Err(CommandError::Club(ClubError::WhichCompetition(
                        many.to_vec(),
                    )));
                }
            },
        },
    };
    let path = files::competition_file(&name)?;
    if !path.is_file() {
        let names = files::competitions()?;
        if names.is_empty() {
            return Err(CommandError::Club(ClubError::NoCompetitionYet));
        }
        return Err(CommandError::Club(ClubError::NoSuchCompetition {
            name,
            names,
        }));
    }
    Ok(files::read_competition(&path)?)
}

/// The competition and the file of its most recent evening (or of `date`).
pub(crate) fn evening_of(
    name: Option<&str>,
    date: Option<NaiveDate>,
) -> Result<(Competition, PathBuf)> {
    let competition = competition(name)?;
    let dates = files::evenings(&competition.name)?;
    let date = match date {
        Some(date) if dates.contains(&date) => date,
        Some(date) => {
            return Err(CommandError::Club(ClubError::NoSuchEvening {
                competition: competition.name.clone(),
                date,
            }));
        }
        None => match dates.last() {
            Some(&date) => date,
            None => {
                return Err(CommandError::Club(ClubError::NoEvening(
                    competition.name.clone(),
                )));
            }
        },
    };
    let path = files::evening_file(&competition.name, date)?;
    Ok((competition, path))
}

/// A report that is a few sentences, of a change that was saved.
#[derive(Clone, Debug)]
pub struct Saved(String);

impl Saved {
    /// The sentences as the command line prints them on 80 columns.
    pub fn said(&self, _w: &Words) -> String {
        text::wrap(&self.0, Some(SAID_WIDTH))
    }
}

impl Report for Saved {
    fn text(&self, ctx: &Context) -> String {
        text::wrap(&self.0, ctx.width)
    }

    fn saved(&self) -> bool {
        true
    }
}

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
    members.sort();
    members.dedup();
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
    let players = listed(&args.players);
    welcome(w, &members_before(&competition, date)?, &players, args.new)?;
    let keys = Keys {
        organiser: new_key()?,
        tables: Vec::new(),
    };
    let evening = Evening::open(&competition.name, date, &players, &guests, ctx.now(), keys)
        .map_err(CommandError::Club)?;
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
        crate::store::error::Error::AlreadyExists { .. } => exists(),
        other => other.into(),
    })?;
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
            date = date.to_string(),
            count = evening.players.len(),
            guests = guests_said
        ),
        t!(w, "club-next-draw")
    )))
}

/// `club arrive NAME… [--guest NAME]…`.
pub fn arrive(ctx: &Context, args: ClubArriveArgs) -> Result<Saved> {
    let w = &ctx.words;
    let (competition, path) = evening_of(args.club.competition.as_deref(), None)?;
    let names: Vec<String> = args.names.iter().map(|n| n.trim().to_string()).collect();
    welcome(
        w,
        &members_before(&competition, evening_date(&path))?,
        &names,
        args.new,
    )?;
    arrive_at(w, ctx.now(), &path, &args.names, &args.guest)
}

/// Players (and `guests` as guests) who come in to the evening of the file `evening`: drawn
/// from the next round on. Refused when nobody is named, as `club arrive` refuses it.
pub fn arrive_at(
    w: &Words,
    now: DateTime<FixedOffset>,
    evening: &Path,
    names: &[String],
    guests: &[String],
) -> Result<Saved> {
    let names: Vec<String> = names.iter().map(|n| n.trim().to_string()).collect();
    let guests: Vec<String> = guests.iter().map(|n| n.trim().to_string()).collect();
    if names.is_empty() && guests.is_empty() {
        return Err(CommandError::Club(ClubError::NobodyNamed));
    }
    let everyone: Vec<String> = names.iter().chain(&guests).cloned().collect();
    let (round, _) = crate::store::evening::update_evening(evening, |evening| {
        let players = evening.players.clone();
        evening.arrive(&names, false).map_err(CommandError::Club)?;
        evening.arrive(&guests, true).map_err(CommandError::Club)?;
        let names = everyone.clone();
        evening.keep(ActionKind::Arrive { names, players }, now);
        Ok::<_, CommandError>(evening.next_round())
    })?;
    Ok(Saved(format!(
        "{}\n",
        t!(
            w,
            "club-arrived",
            names = w.and(&everyone),
            count = everyone.len(),
            round = round
        )
    )))
}

/// `club leave NAME…`.
pub fn leave(ctx: &Context, args: ClubLeaveArgs) -> Result<Saved> {
    let w = &ctx.words;
    let (_, path) = evening_of(args.club.competition.as_deref(), None)?;
    leave_at(w, ctx.now(), &path, &args.names)
}

/// Players who go home from the evening of the file `evening` (a unique beginning of a name
/// will do): they keep the rounds played. Refused when nobody is named.
pub fn leave_at(
    w: &Words,
    now: DateTime<FixedOffset>,
    evening: &Path,
    names: &[String],
) -> Result<Saved> {
    if names.is_empty() {
        return Err(CommandError::Club(ClubError::NobodyNamed));
    }
    let (gone, evening) = crate::store::evening::update_evening(evening, |evening| {
        let players = evening.players.clone();
        let gone = evening.leave(names).map_err(CommandError::Club)?;
        let names = gone.clone();
        evening.keep(ActionKind::Leave { names, players }, now);
        Ok::<_, CommandError>(gone)
    })?;
    let played = evening.rounds.len();
    Ok(Saved(format!(
        "{}\n",
        t!(
            w,
            "club-left",
            names = w.and(&gone),
            count = gone.len(),
            round = played
        )
    )))
}

/// The rounds of the evenings before the one of the file `evening` (its competition's, the
/// folders beside its own), for the season's concerns; an evening that does not load is
/// passed over (the draw does not stop for it).
fn season_rounds(evening: &Path) -> Vec<Round> {
    let date = evening_date(evening);
    let Some(competition) = evening.parent().and_then(Path::parent) else {
        return Vec::new();
    };
    let mut rounds = Vec::new();
    for day in files::evenings_in(competition)
        .into_iter()
        .filter(|d| *d < date)
    {
        let path = competition
            .join(day.format("%Y-%m-%d").to_string())
            .join("evening.toml");
        if let Ok(evening) = files::read_evening(&path) {
            rounds.extend(evening.rounds.iter().map(RoundRecord::round));
        }
    }
    rounds
}

/// The competition of the evening of the file `evening`: the `competition.toml` of the folder
/// its own folder is in.
pub fn competition_of(evening: &Path) -> Result<Competition> {
    let path = evening
        .parent()
        .and_then(Path::parent)
        .map(|dir| dir.join("competition.toml"))
        .unwrap_or_else(|| PathBuf::from("competition.toml"));
    Ok(files::read_competition(&path)?)
}

/// `club draw`: the round drawn and what was said about it.
#[derive(Clone, Debug)]
pub struct Drawn {
    tables: Tonight,
    repeats: u32,
    proven: bool,
    kept_together: u32,
    beyond: bool,
    redraw: bool,
}

impl Drawn {
    /// The sentences and the table as the command line prints them on 80 columns.
    pub fn said(&self, w: &Words) -> String {
        self.text_at(w, Some(SAID_WIDTH))
    }

    /// The evening with the round drawn: each table's players in seat order, who sits out.
    pub fn tables(&self) -> &Tonight {
        &self.tables
    }

    fn text_at(&self, w: &Words, width: text::Width) -> String {
        let mut out = String::new();
        if self.beyond {
            out.push_str(&t!(
                w,
                "club-beyond-rounds",
                round = self.tables.round(),
                rounds = self.tables.planned
            ));
            out.push('\n');
        }
        out.push_str(&tables_text(w, &self.tables, width));
        let repeats = match (self.repeats, self.proven) {
            (0, _) => t!(w, "club-no-repeats"),
            (count, true) => t!(w, "club-repeats-fewest", count = count),
            (count, false) => t!(w, "club-repeats", count = count),
        };
        out.push_str(text::wrap(&repeats, width).trim_end());
        out.push('\n');
        if self.kept_together > 0 {
            out.push_str(&t!(w, "club-kept-together", count = self.kept_together));
            out.push('\n');
        }
        if self.redraw {
            out.push_str(&t!(w, "club-redrawn", round = self.tables.round()));
            out.push('\n');
        }
        out
    }
}

impl Report for Drawn {
    fn text(&self, ctx: &Context) -> String {
        self.text_at(&ctx.words, ctx.width)
    }

    fn saved(&self) -> bool {
        true
    }
}

/// `club draw [NAME] [--redraw] [--keep-apart A+B]…`.
pub fn draw(ctx: &Context, args: ClubDrawArgs) -> Result<Drawn> {
    let (competition, path) = evening_of(args.competition.as_deref(), None)?;
    draw_with(
        ctx.now(),
        &competition,
        &path,
        args.redraw,
        &args.keep_apart,
    )
}

/// Draws the next round of the evening of the file `evening` (its competition is the
/// `competition.toml` beside the evening's folder), or with `redraw` the round being played
/// again while no hand of it is recorded; `keep_apart` as `--keep-apart`'s "Ann+Bob". Every
/// refusal is `club draw`'s.
pub fn draw_at(
    now: DateTime<FixedOffset>,
    evening: &Path,
    redraw: bool,
    keep_apart: &[String],
) -> Result<Drawn> {
    let competition = competition_of(evening)?;
    draw_with(now, &competition, evening, redraw, keep_apart)
}

/// `club draw` on the evening of the file `path`.
fn draw_with(
    now: DateTime<FixedOffset>,
    competition: &Competition,
    path: &Path,
    redraw: bool,
    keep_apart: &[String],
) -> Result<Drawn> {
    let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
    let smallest = competition.tables.iter().copied().min().unwrap_or(4);
    let season = season_rounds(path);
    let (said, evening) = crate::store::evening::update_evening(path, |evening| {
        let keep_apart_before = evening.keep_apart.clone();
        // The round to draw and its attempt.
        let (number, attempt) = if redraw {
            let current = evening
                .current()
                .ok_or_else(|| CommandError::Club(ClubError::NoRound))?;
            let entries: Vec<usize> = load_tables(&dir, current)?
                .iter()
                .map(|l| l.as_ref().map_or(0, |l| l.game.entries.len()))
                .collect();
            let current = evening.check_redraw(&entries).map_err(CommandError::Club)?;
            (current.number, current.attempt + 1)
        } else {
            evening.check_draw(smallest).map_err(CommandError::Club)?;
            (evening.next_round(), 1)
        };
        for text in keep_apart {
            let pair = evening
                .keep_apart_pair(text, number)
                .map_err(CommandError::Club)?;
            let known = evening
                .keep_apart
                .iter()
                .any(|(a, b)| (a, b) == (&pair.0, &pair.1) || (a, b) == (&pair.1, &pair.0));
            if !known {
                evening.keep_apart.push(pair);
            }
        }
        let earlier: Vec<Round> = evening.rounds[..number as usize - 1]
            .iter()
            .map(RoundRecord::round)
            .collect();
        let present = evening.candidates(number);
        let keep_apart: Vec<(String, String)> = evening
            .keep_apart
            .iter()
            .filter(|(a, b)| {
                present.iter().any(|p| &p.name == a) && present.iter().any(|p| &p.name == b)
            })
            .cloned()
            .collect();
        let date = evening.date.format("%Y-%m-%d").to_string();
        let seed = rng::seed(&competition.name, &date, number, attempt);
        let drawn = club::draw_round(&Request {
            present: &present,
            evening: &earlier,
            season: &season,
            keep_apart: &keep_apart,
            sizes: &competition.tables,
            seed,
        })
        .map_err(|e| match e {
            DrawError::TooFew { present, smallest } => {
                CommandError::Club(ClubError::TooFew { present, smallest })
            }
            DrawError::TooMany { present, most } => {
                CommandError::Club(ClubError::TooMany { present, most })
            }
        })?;
        let tables: Vec<TableRecord> = drawn
            .round
            .tables
            .iter()
            .enumerate()
            .map(|(i, players)| TableRecord {
                number: i as u32 + 1,
                players: players.clone(),
                file: files::table_file_name(number, i as u32 + 1),
                counted: None,
            })
            .collect();
        // The table files are written once the evening that names them is saved (its
        // commit record), after the draw's files it replaces are removed: see
        // store::evening.
        while evening.keys.tables.len() < tables.len() {
            evening.keys.tables.push(new_key()?);
        }
        let record = RoundRecord {
            number,
            seed,
            attempt,
            algorithm: ALGORITHM,
            drawn: now,
            closed: None,
            keep_apart,
            tables,
            sitting_out: drawn.round.sitting_out.clone(),
        };
        let action = match redraw.then(|| evening.rounds.pop()).flatten() {
            Some(replaced) => ActionKind::Redraw {
                replaced: Box::new(replaced),
                keep_apart: keep_apart_before,
            },
            None => ActionKind::Draw {
                round: number,
                keep_apart: keep_apart_before,
            },
        };
        evening.rounds.push(record);
        evening.keep(action, now);
        Ok::<_, CommandError>((drawn.repeats, drawn.proven, drawn.kept_together))
    })?;
    let (repeats, proven, kept_together) = said;
    let tables = tonight::tonight_of(competition, evening, &dir)?;
    Ok(Drawn {
        beyond: tables.round() > competition.rounds && !redraw,
        tables,
        repeats,
        proven,
        kept_together,
        redraw,
    })
}

/// The date of an evening from its file's folder.
fn evening_date(path: &Path) -> NaiveDate {
    path.parent()
        .and_then(Path::file_name)
        .and_then(|n| n.to_str())
        .and_then(|n| NaiveDate::parse_from_str(n, "%Y-%m-%d").ok())
        .unwrap_or_default()
}

/// `club tables`: the evening, and the folder of its files.
pub struct Tables(Tonight, PathBuf);

impl Report for Tables {
    fn text(&self, ctx: &Context) -> String {
        tables_text(&ctx.words, &self.0, ctx.width)
    }

    fn json(&self) -> Option<Result<String>> {
        Some(json(&TablesJson::of(&self.0, &self.1)))
    }
}

/// `club tables [NAME] [--json]`.
pub fn tables(_: &Context, args: &ClubTablesArgs) -> Result<Tables> {
    let (competition, path) = evening_of(args.competition.as_deref(), None)?;
    let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
    Ok(Tables(tonight::load(&competition, &path)?, dir))
}

/// `club record`: the hand recorded at a table.
pub struct Recorded {
    table: u32,
    round: u32,
    game: Match,
    board: Scoreboard,
}

impl Report for Recorded {
    fn text(&self, ctx: &Context) -> String {
        let w = &ctx.words;
        let (game, board) = (&self.game, &self.board);
        let Some(hand) = board.hands.last() else {
            return String::new();
        };
        let hands = game.hands_limit().unwrap_or(0);
        let mut out = t!(
            w,
            "club-hand-recorded",
            table = self.table,
            round = self.round,
            number = hand.number,
            hands = hands,
            points = text::points_words(game, &hand.points)
        );
        out.push('\n');
        let note = text::hand_note(w, game, hand);
        if !note.is_empty() {
            out.push_str(&t!(w, "sentence", text = note));
            out.push('\n');
        }
        out.push_str(&t!(
            w,
            "totals-line",
            totals = text::totals_words(game, &board.totals)
        ));
        out.push('\n');
        if game.rules.has_phases() && !board.finished() && hand.phase == Some(1) && board.phase == 2
        {
            out.push_str(&t!(w, "phase-2-starts"));
            out.push('\n');
        }
        match board.next(&game.rules) {
            Some(next) => out.push_str(&t!(
                w,
                "club-next-hand",
                table = self.table,
                number = next.number,
                hands = hands,
                dealer = game.players[next.dealer].as_str(),
                pass = text::pass_words(w, next.pass, game.rules.pass_cards),
                lead = text::lead_words(w, game, next.leader, next.names_again)
            )),
            None => {
                let places: Vec<String> = board
                    .ranking(&game.rules)
                    .iter()
                    .map(|p| format!("{}. {}", p.place, game.players[p.seat]))
                    .collect();
                out.push_str(&t!(
                    w,
                    "club-table-done",
                    table = self.table,
                    places = places.join(", ")
                ));
            }
        }
        out.push('\n');
        text::wrap(&out, ctx.width)
    }

    fn saved(&self) -> bool {
        true
    }
}

/// `club record [NAME] --table N …`: `record` on that table's match, while its round is
/// being played. A first word without `=` names the competition (a name never holds `=`).
/// The hand is for the draw seen here: if the round is drawn again before it is saved, it is
/// refused ([`ClubError::DrawnAgain`]), decided under the evening's lock.
pub fn record(ctx: &Context, mut args: ClubRecordArgs) -> Result<Recorded> {
    let name = match args.hand.took.first() {
        Some(first) if !first.contains('=') => Some(args.hand.took.remove(0)),
        _ => None,
    };
    let (_, path) = evening_of(name.as_deref(), None)?;
    let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
    let evening = files::read_evening(&path)?;
    let current = evening.playing().map_err(CommandError::Club)?;
    let table = current.table(args.table).map_err(CommandError::Club)?;
    let file = dir.join(&table.file);
    let (number, round) = (table.number, current.number);
    if matchfile::club::load_table(&file)?.is_some_and(|l| l.board.finished()) {
        let competition = competition_of(&path)?;
        return Err(CommandError::Club(ClubError::TableFinished {
            table: number,
            round,
            hands: competition.hands,
        }));
    }
    let access = Access {
        change: TableChange::Hand,
        attempt: Some(current.attempt),
    };
    let recorded = super::change::record_at(
        ctx,
        RecordArgs {
            file: FileArg { file: Some(file) },
            hand: args.hand,
        },
        access,
    )?;
    let (game, board) = recorded.into_parts();
    Ok(Recorded {
        table: number,
        round,
        game,
        board,
    })
}

/// `club edit --table N [--round R] HAND NAME=CARDS …`: the organiser corrects a hand of a
/// table, in a closed round too (`edit`'s arguments; the round being played, or the last one,
/// by default). Taken under the evening's lock alone: no table saves meanwhile.
pub fn edit(ctx: &Context, args: ClubEditArgs) -> Result<super::change::Recorded> {
    let (_, path) = evening_of(None, None)?;
    let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
    let evening = files::read_evening(&path)?;
    let round = match args.round {
        Some(number) => evening
            .rounds
            .iter()
            .find(|r| r.number == number)
            .ok_or_else(|| {
                CommandError::Club(ClubError::NoSuchRound {
                    round: number,
                    rounds: evening.rounds.len(),
                })
            })?,
        None => evening
            .current()
            .ok_or_else(|| CommandError::Club(ClubError::NoRound))?,
    };
    let table = round.table(args.table).map_err(CommandError::Club)?;
    let file = dir.join(&table.file);
    if let Some(loaded) = matchfile::club::load_table(&file)? {
        let hands = loaded.board.hands.len();
        if args.number == 0 || args.number > hands {
            return Err(CommandError::Club(ClubError::NoSuchHand {
                table: table.number,
                round: round.number,
                hand: args.number,
                hands,
            }));
        }
    }
    let access = Access {
        change: TableChange::Correction,
        attempt: None,
    };
    super::change::edit_at(
        ctx,
        EditArgs {
            number: args.number,
            file: FileArg { file: Some(file) },
            hand: args.hand,
        },
        access,
    )
}

/// `club close [NAME] [--force]`.
pub fn close(ctx: &Context, args: ClubCloseArgs) -> Result<Saved> {
    let w = &ctx.words;
    let (competition, path) = evening_of(args.competition.as_deref(), None)?;
    close_with(w, ctx.now(), &competition, &path, args.force)
}

/// Closes the round being played of the evening of the file `evening`: refused while a table
/// is unfinished ([`ClubError::Unfinished`], naming them), unless `force`: then each such
/// table counts its complete hands. Every refusal is `club close`'s.
pub fn close_at(
    w: &Words,
    now: DateTime<FixedOffset>,
    evening: &Path,
    force: bool,
) -> Result<Saved> {
    let competition = competition_of(evening)?;
    close_with(w, now, &competition, evening, force)
}

/// `club close` on the evening of the file `path`.
fn close_with(
    w: &Words,
    now: DateTime<FixedOffset>,
    competition: &Competition,
    path: &Path,
    force: bool,
) -> Result<Saved> {
    let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
    let (unfinished, evening) = crate::store::evening::update_evening(path, |evening| {
        let current = evening
            .current()
            .ok_or_else(|| CommandError::Club(ClubError::NoRound))?;
        let played: Vec<(usize, bool)> = load_tables(&dir, current)?
            .iter()
            .map(|l| {
                l.as_ref()
                    .map_or((0, false), |l| (l.board.hands.len(), l.board.finished()))
            })
            .collect();
        let counted: Vec<Option<u32>> = current.tables.iter().map(|t| t.counted).collect();
        let round = current.number;
        let unfinished = evening
            .close(&played, competition.hands, force, now)
            .map_err(CommandError::Club)?;
        evening.keep(ActionKind::Close { round, counted }, now);
        Ok::<_, CommandError>(unfinished)
    })?;
    let round = evening.current().map_or(0, |r| r.number);
    let mut out = t!(w, "club-closed", round = round);
    out.push('\n');
    for (table, hands) in &unfinished {
        out.push_str(&t!(w, "club-closed-counts", table = *table, count = *hands));
        out.push('\n');
    }
    out.push_str(&if round >= competition.rounds {
        t!(w, "club-next-standings")
    } else {
        t!(w, "club-next-draw")
    });
    out.push('\n');
    Ok(Saved(out))
}

/// `club undo`: takes back the evening's last organiser action and says what it undid.
pub fn undo(ctx: &Context, args: ClubUndoArgs) -> Result<Saved> {
    let w = &ctx.words;
    let (_, path) = evening_of(args.club.competition.as_deref(), None)?;
    undo_at(w, ctx.now(), Door::Terminal, &path)
}

/// Takes back the last organiser action of the evening of the file `evening` (see
/// [`Evening::undo`]) and says what it undid. Every refusal is `club undo`'s. An undone
/// rename is kept in each table file's change log as made through `door`.
pub fn undo_at(w: &Words, now: DateTime<FixedOffset>, door: Door, evening: &Path) -> Result<Saved> {
    let dir = evening.parent().map(Path::to_path_buf).unwrap_or_default();
    let made = Some(Made::new(now, door));
    let (undone, _) = crate::store::evening::update_evening_by(evening, made, |evening| {
        let entries: Vec<usize> = match evening.current() {
            Some(current) => load_tables(&dir, current)?
                .iter()
                .map(|l| l.as_ref().map_or(0, |l| l.game.entries.len()))
                .collect(),
            None => Vec::new(),
        };
        let undone = evening.undo(&entries, now).map_err(CommandError::Club)?;
        if let ActionKind::Rename { from, to } = &undone {
            evening.pending_rename = Some((to.clone(), from.clone()));
        }
        Ok::<_, CommandError>(undone)
    })?;
    let said = match &undone {
        ActionKind::Arrive { names, .. } => t!(
            w,
            "club-undone-arrive",
            names = w.and(names),
            count = names.len()
        ),
        ActionKind::Leave { names, .. } => t!(
            w,
            "club-undone-leave",
            names = w.and(names),
            count = names.len()
        ),
        ActionKind::Draw { round, .. } => t!(w, "club-undone-draw", round = *round),
        ActionKind::Redraw { replaced, .. } => {
            t!(w, "club-undone-redraw", round = replaced.number)
        }
        ActionKind::Close { round, .. } => t!(w, "club-undone-close", round = *round),
        ActionKind::Rename { from, to } => t!(
            w,
            "club-undone-rename",
            from = from.as_str(),
            to = to.as_str()
        ),
    };
    Ok(Saved(format!("{said}\n")))
}

/// `club log`: the organiser's actions of an evening.
pub struct ClubLog(Vec<crate::core::club::actions::Action>);

impl Report for ClubLog {
    fn text(&self, ctx: &Context) -> String {
        text::wrap(&crate::ui::club::log_text(&ctx.words, &self.0), ctx.width)
    }

    fn json(&self) -> Option<Result<String>> {
        Some(json(&crate::ui::club::log_json(&self.0)))
    }
}

/// `club log [--evening DATE] [--json]`.
pub fn log(_: &Context, args: &ClubLogArgs) -> Result<ClubLog> {
    let (_, path) = evening_of(args.club.competition.as_deref(), args.evening)?;
    Ok(ClubLog(files::read_evening(&path)?.actions))
}

/// `club rename OLD NEW [--evening DATE]`.
pub fn rename(ctx: &Context, args: ClubRenameArgs) -> Result<Saved> {
    let w = &ctx.words;
    let (_, path) = evening_of(args.club.competition.as_deref(), args.evening)?;
    rename_at(w, ctx.now(), Door::Terminal, &path, &args.old, &args.new)
}

/// Corrects the name `old` (a unique beginning will do) to `new` in the evening of the file
/// `evening` and in every table's match of it, under the evening's lock: the evening is saved
/// with the rename pending, then each table file, then the evening again (a kill between is
/// finished by the next locked action). Each table file keeps the rename in its change log as
/// made through `door`.
pub fn rename_at(
    w: &Words,
    now: DateTime<FixedOffset>,
    door: Door,
    evening: &Path,
    old: &str,
    new: &str,
) -> Result<Saved> {
    let new = new.trim().to_string();
    let made = Some(Made::new(now, door));
    let ((from, tables), _) = crate::store::evening::update_evening_by(evening, made, |evening| {
        let from = evening.player_named(old).map_err(CommandError::Club)?;
        evening
            .rename_players(&from, &new)
            .map_err(CommandError::Club)?;
        let tables = evening
            .rounds
            .iter()
            .flat_map(|r| &r.tables)
            .filter(|t| t.players.contains(&new))
            .count();
        evening.pending_rename = Some((from.clone(), new.clone()));
        let to = new.clone();
        evening.keep(
            ActionKind::Rename {
                from: from.clone(),
                to,
            },
            now,
        );
        Ok::<_, CommandError>((from, tables))
    })?;
    Ok(Saved(format!(
        "{}\n",
        t!(
            w,
            "club-renamed",
            from = from.as_str(),
            to = new.as_str(),
            count = tables
        )
    )))
}

/// `club standings` of an evening.
pub struct EveningStandings(EveningView);

impl Report for EveningStandings {
    fn text(&self, ctx: &Context) -> String {
        evening_text(&ctx.words, &self.0, ctx.width)
    }

    fn json(&self) -> Option<Result<String>> {
        Some(json(&self.0.json()))
    }

    fn csv(&self, ctx: &Context) -> Option<Result<String>> {
        Some(evening_csv(&ctx.words, &self.0).map_err(Into::into))
    }
}

/// `club standings --season`.
pub struct SeasonStandings(SeasonView);

impl Report for SeasonStandings {
    fn text(&self, ctx: &Context) -> String {
        season_text(&ctx.words, &self.0, ctx.width)
    }

    fn json(&self) -> Option<Result<String>> {
        Some(json(&self.0.json()))
    }

    fn csv(&self, ctx: &Context) -> Option<Result<String>> {
        Some(season_csv(&ctx.words, &self.0).map_err(Into::into))
    }
}

/// `club standings [NAME] [--evening DATE | --season]`.
pub fn standings(_: &Context, args: &ClubStandingsArgs) -> Result<Box<dyn Report>> {
    if !args.season {
        let (competition, path) = evening_of(args.competition.as_deref(), args.evening)?;
        let tonight = tonight::load(&competition, &path)?;
        return Ok(Box::new(EveningStandings(tonight.standings())));
    }
    let competition = competition(args.competition.as_deref())?;
    let evenings = tonight::season(&competition, ..)?;
    Ok(Box::new(SeasonStandings(SeasonView::of(
        &competition,
        &evenings,
    ))))
}

/// The table matches of a competition's evenings (for `history` and `stats --club`).
pub fn table_matches(name: &str) -> Result<Vec<PathBuf>> {
    let competition = competition(Some(name))?;
    let mut paths = Vec::new();
    for date in files::evenings(&competition.name)? {
        let path = files::evening_file(&competition.name, date)?;
        let evening = files::read_evening(&path)?;
        let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
        for round in &evening.rounds {
            paths.extend(
                round
                    .tables
                    .iter()
                    .map(|t| dir.join(&t.file))
                    .filter(|p| p.exists()),
            );
        }
    }
    Ok(paths)
}

/// The printable report's data (`club export --format html`): with `season`, the season and
/// every evening with its winners; else the evening of `evening` (the path of its
/// `evening.toml`; without it the competition's most recent evening, or the season when it
/// has none) with its draws, every table's result, its ranking and the season up to and
/// including it.
pub fn report_data(
    competition: &Competition,
    evening: Option<&Path>,
    season: bool,
) -> Result<ClubReport> {
    let path = match evening {
        _ if season => None,
        Some(path) => Some(path.to_path_buf()),
        None => match files::evenings(&competition.name)?.last() {
            Some(&date) => Some(files::evening_file(&competition.name, date)?),
            None => None,
        },
    };
    Ok(match path {
        None => tonight::season_report(competition)?,
        Some(path) => tonight::report_of(competition, &tonight::load(competition, &path)?)?,
    })
}

/// `club export`: the printable report.
pub struct ClubExport(ClubReport);

impl Report for ClubExport {
    fn text(&self, ctx: &Context) -> String {
        crate::ui::html::club::club_report(
            &ctx.words,
            &self.0,
            crate::ui::html::Paper::of_this_locale(),
        )
    }

    fn html(&self, ctx: &Context) -> Option<Result<String>> {
        Some(Ok(self.text(ctx)))
    }
}

/// `club export [NAME] [--evening DATE | --season] --format html`.
pub fn export(_: &Context, args: &ClubExportArgs) -> Result<ClubExport> {
    if args.season {
        let competition = competition(args.competition.as_deref())?;
        return Ok(ClubExport(report_data(&competition, None, true)?));
    }
    let (competition, path) = evening_of(args.competition.as_deref(), args.evening)?;
    Ok(ClubExport(report_data(&competition, Some(&path), false)?))
}

/// Everything the organiser's page and the table cards show, read from the files of the
/// evening `evening_path` of `competition` (see [`OrganiserView::of`]; `base_url` is the
/// room's address, `http://192.168.1.20:7878/`).
pub fn organiser_view(
    competition: &Competition,
    evening_path: &Path,
    base_url: &str,
) -> Result<OrganiserView> {
    Ok(OrganiserView::of(
        &tonight::load(competition, evening_path)?,
        base_url,
    ))
}
