//! `club`'s command line: the `ClubCommand` enum and the arguments of every `club` subcommand
//! (re-exported from `cli`), as clap derive types; their doc comments are the help text.

use super::{HandArgs, ListenArgs, complete, parse_date};
use clap::{Args, Subcommand, ValueEnum};

pub(super) const CLUB_STEPS: &str = "\
An evening, step by step:
  hartenjagen club new Tuesday                      (once: the competition, 8 hands a round)
  hartenjagen club start --players \"Ann,Bob,Cas,Dee,Eva,Fer,Gijs,Hen,Ivo\"
  hartenjagen club draw                             (round 1: tables and who sits out)
  hartenjagen club record --table 1 Ann=\"QS 3\" Bob=10 Dee=rest
  hartenjagen club tables                           (who plays where, hand k of N)
  hartenjagen club close                            (when every table has played its hands)
  hartenjagen club draw                             (round 2) … and at the end:
  hartenjagen club standings";

/// `club` subcommands.
#[derive(Debug, Subcommand)]
pub enum ClubCommand {
    /// Make a competition: the game, hands per round, rounds per evening, table sizes, season.
    #[command(
        after_help = "Examples:\n  hartenjagen club new Tuesday\n  hartenjagen club new \"Heart Hunters\" --variant heart-hunter --hands 12 --tables 3-4 --best 5 --min-evenings 5\n\nA round is a fixed number of hands at every table, with no target; players level at the\nend share the place. Games with chips, lives or complex scores are not for club evenings."
    )]
    New(ClubNewArgs),
    /// Open tonight's evening with the players present.
    #[command(
        after_help = "Example:\n  hartenjagen club start Tuesday --players \"Ann, Bob, Cas, Dee, Eva\" --guest Zoe"
    )]
    Start(ClubStartArgs),
    /// Players who came late: drawn from the next round on.
    Arrive(ClubArriveArgs),
    /// Players who go home: they keep the rounds played and are not drawn again.
    Leave(ClubLeaveArgs),
    /// Draw the next round: tables, seats (the first deals first) and who sits out.
    #[command(
        after_help = "Examples:\n  hartenjagen club draw\n  hartenjagen club draw --keep-apart \"Ann+Bob\"     (a couple at different tables, all evening)\n  hartenjagen club draw --redraw                (draw the round again: no hand played yet)\n\nThe draw seats as many as the table sizes let; the rest sit out in turn. It keeps repeated\ntablemates to the fewest possible (proven with up to 4 tables), and can be drawn again\nthe same from the seed it stores in evening.toml."
    )]
    Draw(ClubDrawArgs),
    /// Show the round being played: each table's players in seat order, hand k of N, who sits out.
    Tables(ClubTablesArgs),
    /// Record a hand at a table: `record` for that table's match, with record's own options.
    #[command(
        after_help = "Examples:\n  hartenjagen club record --table 2 Ann=\"QS 3\" Bob=5 Dee=rest\n  hartenjagen club record Tuesday --table 1 --renege Cas\n\nThe competition's name may come first; players not named took nothing."
    )]
    Record(ClubRecordArgs),
    /// Correct a hand at a table, also once its round is closed: `edit` for that table's match.
    #[command(
        after_help = "Examples:\n  hartenjagen club edit --table 2 3 Ann=\"QS 3\" Bob=5 Dee=rest\n  hartenjagen club edit --table 1 --round 1 6 Cas=rest\n\nFor the organiser: the hand is corrected as `edit` would (later hands rescored), in the\nround being played or in any round of the evening with --round; a closed round's table\ntakes no other change. The report marks the table \"Changed after closing\"."
    )]
    Edit(ClubEditArgs),
    /// Close the round being played, once every table has played its hands.
    Close(ClubCloseArgs),
    /// Take back the organiser's last action of the evening: an arrival, a departure, a
    /// draw before its first hand, a close before the next draw, a rename.
    #[command(
        after_help = "Examples:\n  hartenjagen club undo          (the newest action first, one per call)\n\nA draw whose round has a saved hand is not taken back: undo the hands at their table\nfirst. An undo is never undone; `club log` lists every action and what was undone."
    )]
    Undo(ClubUndoArgs),
    /// Correct a player's name in the evening and at every table of it.
    #[command(
        after_help = "Examples:\n  hartenjagen club rename Moo Mo\n  hartenjagen club rename Mo Moos --evening 2026-09-01\n\nThe name changes in evening.toml and in every table's match of that evening, closed\nrounds included; `club undo` takes it back."
    )]
    Rename(ClubRenameArgs),
    /// Every action of the organiser on an evening, oldest first, and which were taken back.
    Log(ClubLogArgs),
    /// The round clock: the time left in the round being played; `club clock start` starts
    /// it again from now (when the round began later than its draw).
    #[command(
        after_help = "Examples:\n  hartenjagen club clock\n  hartenjagen club clock start      (the tables begin now: count from now)\n\nThe clock counts from the round's draw, or from its last start; a redraw counts again.\n`club undo` takes a start back. It never closes a round: the organiser does."
    )]
    Clock(ClubClockArgs),
    /// New keys for the tables' cards (all, or one with --table), when a card is lost: the
    /// old cards stop working at once, also in a running `club serve`.
    #[command(
        after_help = "Examples:\n  hartenjagen club new-keys --table 3\n  hartenjagen club new-keys\n\nA table's key stays the same all season (it is kept in competition.toml), so its card\ncan be laminated. Print the new cards from the organiser's page."
    )]
    NewKeys(ClubNewKeysArgs),
    /// The whole room live: a TV overview, one page per table for entering hands all evening,
    /// "where do I sit?", and the organiser's page.
    #[command(
        after_help = "Examples:\n  hartenjagen club serve --lan          (phones on the same Wi-Fi can open the pages)\n  hartenjagen club serve Tuesday --port 8080\n\nIt prints the room's address (for the TV), the organiser's (with its key: keep it to\nyourself) and one per table; a table's address, with its key, works all evening and\nalways opens the match that table plays now. Stop it with Ctrl-C."
    )]
    Serve(ClubServeArgs),
    /// The evening's ranking (table points, margin, rounds won), or the season's.
    #[command(
        after_help = "Table points at a table of four: +3, +1, −1, −3 by place (shared places share them); a\nround sat out counts 0. The margin (the table's average total less one's own) breaks\nties, then the rounds won.\n\nExamples:\n  hartenjagen club standings\n  hartenjagen club standings --evening 2026-09-01 --json\n  hartenjagen club standings --season --csv > season.csv"
    )]
    Standings(ClubStandingsArgs),
    /// A printable report of an evening (the draws, every table, the ranking and its prizes,
    /// the season), or of the season, as one HTML file.
    #[command(
        after_help = "Examples:\n  hartenjagen club export --format html > evening.html\n  hartenjagen club export Tuesday --evening 2026-09-01 --format html > 2026-09-01.html\n  hartenjagen club export --season --format html > season.html\n\nOpen the file in a browser and print it (A4, or Letter where the locale prints on it)."
    )]
    Export(ClubExportArgs),
}

/// Arguments of `club new`.
#[derive(Debug, Args)]
pub struct ClubNewArgs {
    /// The competition's name (without =, / or \).
    #[arg(value_name = "NAME")]
    pub name: String,
    /// The game: a variant name or the path of a variant file.
    #[arg(long, value_name = "NAME|PATH", default_value = "hartenjagen", add = complete::variant())]
    pub variant: String,
    /// Hands per round, the same at every table.
    #[arg(long, value_name = "N", default_value_t = 8, value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub hands: u32,
    /// Rounds planned per evening (more may be drawn).
    #[arg(long, value_name = "R", default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=100))]
    pub rounds: u32,
    /// Table sizes: 4, 3-4 or 4-5 (default: 4, and 3 and 5 where the game allows them).
    #[arg(long, value_name = "SIZES", value_parser = table_sizes)]
    pub tables: Option<crate::core::club::evening::TableSizes>,
    /// The season counts each player's best N evenings (default: all).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub best: Option<u32>,
    /// Evenings a player needs to be ranked in the season.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub min_evenings: u32,
    /// The club's members, separated by commas: names `club start` and `club arrive` know
    /// without asking (besides everyone who has played a hand in the club).
    #[arg(long, value_name = "NAMES")]
    pub players: Option<String>,
    /// A round clock on the room's TV: minutes a round may take, counted from the draw (or
    /// from `club clock start`); it warns at 5 minutes and at the end, and never closes a
    /// round itself.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub round_minutes: Option<u32>,
}

/// Arguments of `club start`.
#[derive(Debug, Args)]
pub struct ClubStartArgs {
    /// The competition (default: the one of the most recent evening, or the only one).
    #[arg(value_name = "NAME")]
    pub competition: Option<String>,
    /// The players present, separated by commas.
    #[arg(long, value_name = "NAMES")]
    pub players: String,
    /// The evening's date, YYYY-MM-DD (default: today).
    #[arg(long, value_name = "DATE", value_parser = parse_date)]
    pub date: Option<chrono::NaiveDate>,
    /// A guest: ranked on the evening, never in the season (repeat it for each guest).
    #[arg(long, value_name = "NAME")]
    pub guest: Vec<String>,
    /// Add names the club has never seen without asking (without a terminal, a new name is
    /// refused unless this is given).
    #[arg(long)]
    pub new: bool,
    /// Tonight's round clock: minutes a round may take (over the competition's).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub round_minutes: Option<u32>,
}

/// Which competition's most recent evening.
#[derive(Debug, Args)]
pub struct ClubChoice {
    /// The competition (default: the one of the most recent evening).
    #[arg(long = "club", value_name = "NAME")]
    pub competition: Option<String>,
}

/// Arguments of `club arrive`.
#[derive(Debug, Args)]
#[command(group = clap::ArgGroup::new("who").required(true).multiple(true).args(["names", "guest"]))]
pub struct ClubArriveArgs {
    /// The players who came.
    #[arg(value_name = "NAME")]
    pub names: Vec<String>,
    /// A guest who came: ranked on the evening, never in the season.
    #[arg(long, value_name = "NAME")]
    pub guest: Vec<String>,
    /// Add names the club has never seen without asking (without a terminal, a new name is
    /// refused unless this is given).
    #[arg(long)]
    pub new: bool,
    /// Which evening.
    #[command(flatten)]
    pub club: ClubChoice,
}

/// Arguments of `club leave`.
#[derive(Debug, Args)]
pub struct ClubLeaveArgs {
    /// The players who go (a unique beginning of a name will do).
    #[arg(value_name = "NAME", required = true, add = complete::player())]
    pub names: Vec<String>,
    /// Which evening.
    #[command(flatten)]
    pub club: ClubChoice,
}

/// Arguments of `club draw`.
#[derive(Debug, Args)]
pub struct ClubDrawArgs {
    /// The competition (default: the one of the most recent evening).
    #[arg(value_name = "NAME")]
    pub competition: Option<String>,
    /// Draw the round being played again, while no hand of it is recorded.
    #[arg(long)]
    pub redraw: bool,
    /// Two players to seat at different tables, for the rest of the evening: "Ann+Bob".
    #[arg(long, value_name = "A+B")]
    pub keep_apart: Vec<String>,
}

/// Arguments of `club tables`.
#[derive(Debug, Args)]
pub struct ClubTablesArgs {
    /// The competition (default: the one of the most recent evening).
    #[arg(value_name = "NAME")]
    pub competition: Option<String>,
    /// Print JSON: {"competition", "date", "round", "rounds", "closed", "tables", "sitting_out"}.
    #[arg(long)]
    pub json: bool,
}

/// Arguments of `club record`.
#[derive(Debug, Args)]
pub struct ClubRecordArgs {
    /// The table (as `club tables` numbers it).
    #[arg(long, value_name = "N")]
    pub table: u32,
    /// The hand.
    #[command(flatten)]
    pub hand: HandArgs,
}

/// Arguments of `club edit`.
#[derive(Debug, Args)]
pub struct ClubEditArgs {
    /// The table (as `club tables` numbers it).
    #[arg(long, value_name = "N")]
    pub table: u32,
    /// The round (default: the round being played, or the last one).
    #[arg(long, value_name = "R")]
    pub round: Option<u32>,
    /// The number of the hand to correct, as the table's match counts them.
    #[arg(value_name = "HAND")]
    pub number: usize,
    /// The hand as it should have been entered.
    #[command(flatten)]
    pub hand: HandArgs,
}

/// Arguments of `club undo`.
#[derive(Debug, Args)]
pub struct ClubUndoArgs {
    /// Which evening.
    #[command(flatten)]
    pub club: ClubChoice,
}

/// Arguments of `club log`.
#[derive(Debug, Args)]
pub struct ClubLogArgs {
    /// The evening (default: the competition's latest).
    #[arg(long, value_name = "DATE", value_parser = parse_date)]
    pub evening: Option<chrono::NaiveDate>,
    /// Print JSON: {"actions": [{"time", "action", "round", "names", "from", "to", "undone"}]}.
    #[arg(long)]
    pub json: bool,
    /// Which competition.
    #[command(flatten)]
    pub club: ClubChoice,
}

/// Arguments of `club clock`.
#[derive(Debug, Args)]
pub struct ClubClockArgs {
    /// `start`: count the round's time from now.
    #[arg(value_name = "start", value_parser = ["start"])]
    pub start: Option<String>,
    /// Which evening.
    #[command(flatten)]
    pub club: ClubChoice,
}

/// Arguments of `club new-keys`.
#[derive(Debug, Args)]
pub struct ClubNewKeysArgs {
    /// Only this table's key (default: every table's).
    #[arg(long, value_name = "N")]
    pub table: Option<u32>,
    /// Which evening.
    #[command(flatten)]
    pub club: ClubChoice,
}

/// Arguments of `club rename`.
#[derive(Debug, Args)]
pub struct ClubRenameArgs {
    /// The name as the evening has it (a unique beginning will do).
    #[arg(value_name = "OLD", add = complete::player())]
    pub old: String,
    /// The name it should be.
    #[arg(value_name = "NEW")]
    pub new: String,
    /// The evening (default: the competition's latest).
    #[arg(long, value_name = "DATE", value_parser = parse_date)]
    pub evening: Option<chrono::NaiveDate>,
    /// Which competition.
    #[command(flatten)]
    pub club: ClubChoice,
}

/// Arguments of `club close`.
#[derive(Debug, Args)]
pub struct ClubCloseArgs {
    /// The competition (default: the one of the most recent evening).
    #[arg(value_name = "NAME")]
    pub competition: Option<String>,
    /// Close even if a table has not played all its hands: it counts its complete hands.
    #[arg(long)]
    pub force: bool,
}

/// Arguments of `club serve` (its `--lan` says "the pages" and "the room's address").
#[derive(Debug, Args)]
#[command(mut_arg("lan", |lan| lan.help(
    "Listen on this machine's network address too, so that phones on the same network can \
     open the pages; prints the room's address as a QR code"
)))]
pub struct ClubServeArgs {
    /// The competition (default: the one of the most recent evening).
    #[arg(value_name = "NAME")]
    pub competition: Option<String>,
    /// Where it listens.
    #[command(flatten)]
    pub listen: ListenArgs,
}

/// Arguments of `club standings`.
#[derive(Debug, Args)]
pub struct ClubStandingsArgs {
    /// The competition (default: the one of the most recent evening).
    #[arg(value_name = "NAME")]
    pub competition: Option<String>,
    /// The evening of this day, YYYY-MM-DD (default: the most recent).
    #[arg(long, value_name = "DATE", value_parser = parse_date, conflicts_with = "season")]
    pub evening: Option<chrono::NaiveDate>,
    /// The season: each player's best evenings.
    #[arg(long)]
    pub season: bool,
    /// Print JSON: {"competition", "evening", "ranking": [...]} (keys as in the specification).
    #[arg(long, conflicts_with = "csv")]
    pub json: bool,
    /// Print the ranking as CSV (a header line, then one line per player).
    #[arg(long)]
    pub csv: bool,
}

/// Arguments of `club export`.
#[derive(Debug, Args)]
pub struct ClubExportArgs {
    /// The competition (default: the one of the most recent evening).
    #[arg(value_name = "NAME")]
    pub competition: Option<String>,
    /// The evening of this day, YYYY-MM-DD (default: the most recent).
    #[arg(long, value_name = "DATE", value_parser = parse_date, conflicts_with = "season")]
    pub evening: Option<chrono::NaiveDate>,
    /// The season: its ranking, and every evening with its winners.
    #[arg(long)]
    pub season: bool,
    /// What to write: html, for now the only format.
    #[arg(long, value_name = "FORMAT")]
    pub format: ClubExportFormat,
}

/// What `club export` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ClubExportFormat {
    /// A printable report in one self-contained HTML file.
    Html,
}

pub(crate) fn table_sizes(text: &str) -> Result<crate::core::club::evening::TableSizes, String> {
    use crate::core::club::evening::TableSizes;
    match text.trim() {
        "4" => Ok(TableSizes::Four),
        "3-4" => Ok(TableSizes::ThreeFour),
        "4-5" => Ok(TableSizes::FourFive),
        _ => Err("use 4, 3-4 or 4-5".into()),
    }
}
