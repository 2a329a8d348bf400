//! The command line, as clap derive types only. Every argument has a doc comment: it is the
//! help text.

mod club;
pub(crate) mod complete;
pub(crate) mod localized;

use crate::words::vocab;
use clap::{Args, Parser, Subcommand, ValueEnum};
use club::CLUB_STEPS;
pub(crate) use club::table_sizes;
pub use club::{
    ClubArriveArgs, ClubChoice, ClubClockArgs, ClubCloseArgs, ClubCommand, ClubDrawArgs,
    ClubEditArgs, ClubExportArgs, ClubExportFormat, ClubLeaveArgs, ClubLogArgs, ClubNewArgs,
    ClubNewKeysArgs, ClubRecordArgs, ClubRenameArgs, ClubServeArgs, ClubStandingsArgs,
    ClubStartArgs, ClubTablesArgs, ClubUndoArgs,
};
use std::path::PathBuf;

/// The table's language before clap has read the line: a `--lang` it would accept (before a
/// `--`), else `HARTENJAGEN_LANG`, else the locale.
pub(crate) fn early_lang(args: &[std::ffi::OsString]) -> crate::words::Lang {
    use crate::words::Lang;
    let mut flag = None;
    let mut words = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(word) = words.next() {
        if word == "--" {
            break;
        }
        let value = match word.strip_prefix("--lang") {
            Some("") => words.next().map(|v| v.into_owned()),
            Some(rest) => rest.strip_prefix('=').map(str::to_string),
            None => None,
        };
        // `--lang NL` as well as `--lang nl` (the Dutch review, §4).
        if let Some(lang) = value
            .as_deref()
            .and_then(|v| match v.to_lowercase().as_str() {
                "en" => Some(Lang::En),
                "nl" => Some(Lang::Nl),
                _ => None,
            })
        {
            flag = Some(lang);
        }
    }
    Lang::choose(flag, crate::store::platform::locale_var)
}

const EXAMPLES: &str = "\
Examples:
  hartenjagen new --players \"Ann,Bob,Cas,Dee\"
  hartenjagen record Ann=\"QS 3\" Bob=5 Dee=rest
  hartenjagen status
  hartenjagen next
  hartenjagen new --variant heart-hunter --players \"Ann,Bob,Cas\" --quick

Cards: QS 10H TH q♠ (rank 2-10 T J Q K A, suit S H D C or ♠ ♥ ♦ ♣, any case), JK for a joker,
a bare number for that many hearts, `rest` for every scoring card nobody else took, - for none.";

/// Scorekeeper and referee for Hearts-family card games played with a real deck.
///
/// After each hand, tell it which scoring cards each player took; it checks that the hand is
/// possible, scores it under the variant's rules (moon, Omnibus, two phases, …), keeps the
/// match safe on disk, and says who deals, who passes to whom and who leads next.
#[derive(Debug, Parser)]
#[command(name = "hartenjagen", version, after_help = EXAMPLES, help_expected = true)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// The language the table reads: en or nl (default: HARTENJAGEN_LANG, else the locale).
    #[arg(
        long,
        global = true,
        value_enum,
        ignore_case = true,
        value_name = "LANG"
    )]
    pub lang: Option<LangArg>,
}

/// `--lang`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LangArg {
    /// English.
    En,
    /// Nederlands (Dutch).
    Nl,
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Keep score at the table, prompt by prompt: resumes the current match or starts a new one.
    #[command(
        alias = "speel",
        after_help = "Starting: continue the current match (its standings are shown), start a new one, or open\nanother unfinished one; after a finished match, the same table again is the default.\n\nAt each hand: type each player's scoring cards (QS 10H 3 …), Enter for none; the last\nplayer gets the rest. At any player's prompt:\n  back          the previous player again, their entry ready to edit\n  undo          take back the last saved hand or misdeal (asks first; Enter = no)\n  edit N        correct hand N; later hands are rescored\n  misdeal       the same dealer deals again\n  renege NAME   NAME reneged\n  dealer NAME   NAME dealt this hand\n  pass DIR      this hand was passed left, right, across or not (hold)\n  help          every command and the card syntax for this game\n  quit          stop; everything saved stays saved\nCtrl-C stops at once; every confirmed hand is already saved."
    )]
    Play(FileArg),
    /// Start a new match and print the first hand's dealer, passing and lead.
    #[command(
        alias = "nieuw",
        after_help = "Example:\n  hartenjagen new --variant omnibus --players \"Ann, Bob, Cas, Dee\" --dealer Bob --target 50"
    )]
    New(NewArgs),
    /// Record the hand just played: which scoring cards each player took.
    #[command(
        alias = "noteer",
        after_help = "Examples:\n  hartenjagen record Ann=\"QS 3\" Bob=5 Dee=rest\n  hartenjagen record Ann=rest --moon add        (Ann shot the moon, where the shooter chooses)\n  hartenjagen record --renege Bob                (Bob reneged: charged the hand's total)\n\nPlayers not named took nothing. NAME may be a unique prefix: `a` for Ann."
    )]
    Record(RecordArgs),
    /// Re-record any past hand with the same checks as `record`; later hands are rescored.
    #[command(
        alias = "wijzig",
        after_help = "Examples:\n  hartenjagen edit 3 Ann=\"QS 2\" Cas=rest      (hand 3 as it really went)\n  hartenjagen edit 5 --renege Dee\n  hartenjagen edit 2 --expose -               (nothing was exposed in hand 2 after all)\n\nThe cards given replace the hand's cards as a whole; without NAME=CARDS the hand keeps its\ncards. Everything else (its dealer, pass and time, --moon, --renege, --declare, --bid,\n--suit, --out, --pay, --expose) the hand keeps unless given anew; - removes it (--moon and\n--suit also take none). What the hand kept that no longer fits (a moon choice without a\nmoon) is left out, and the edit says so; an edit that changes nothing writes nothing. If\nthe match would then end before its last recorded hand, the edit is refused and says which\nhands to undo first."
    )]
    Edit(EditArgs),
    /// Show the standings: every hand's points and the running totals.
    #[command(
        alias = "stand",
        after_help = "On a narrow screen (the terminal's width, or COLUMNS when the output is not a terminal)\nthe table moves its notes below it, then turns compact: each hand's points under the\nplayers' shortest names. --wide always prints the full table."
    )]
    Status(StatusArgs),
    /// Say who deals next, who passes to whom, and who leads.
    #[command(alias = "volgende")]
    Next(ViewArgs),
    /// Remove the last entry (a hand or a misdeal).
    #[command(alias = "ongedaan")]
    Undo(FileArg),
    /// Record a misdeal: the same dealer deals the same hand again; nothing is scored.
    Misdeal(FileArg),
    /// Add a note to the match, with the time it is written (`status`, the report and the
    /// history show it; `undo` leaves it).
    #[command(
        after_help = "Examples:\n  hartenjagen note \"Bob left after hand 6; Eva played his cards\"\n  hartenjagen note played at the cottage --file matches/2026-08-14_200000_hartenjagen.toml"
    )]
    Note(NoteArgs),
    /// Every change of the match in order: when, through which door, what it replaced.
    #[command(
        after_help = "Examples:\n  hartenjagen log\n  hartenjagen log --json --file matches/2026-11-22_200000_hartenjagen.toml\n\nThe doors: the command line (every command, club ones too), the prompt (play), a phone\n(serve), a club table's page, the organiser's page, and import. An edit says whose points\nit changed (hand 3 edited from a phone at 21:04: Bob +5 → +6); the match file keeps what\neach edit, undo and rename replaced, in full, in its change log."
    )]
    Log(LogArgs),
    /// Bring in a sheet of hand points (CSV, one row a hand, one column a player) as a new
    /// match whose hands are points only; every row is checked first.
    #[command(
        after_help = "Examples:\n  hartenjagen import sheet.csv --date 2026-08-14\n  hartenjagen import match.csv --variant omnibus --target 50\n\nThe first row names the columns: one per player in seating order, and optionally\n`dealer` and `date` (YYYY-MM-DD); `hand` and `NAME total` (as `export --format csv`\nwrites them) are checked. Penalty games whose hands hold a fixed total only; a row that\ndoes not add up is refused with its row and column, and nothing is written."
    )]
    Import(ImportArgs),
    /// Print a variant's rules in plain words, made from its file (your own variants too).
    Rules {
        /// The variant's name (see `hartenjagen variants list`) or the path of a variant file.
        #[arg(value_name = "NAME|PATH", add = complete::variant())]
        name: String,
        /// Print the rules as JSON instead: the full rules after `extends`, in the keys of a
        /// variant file (as `variants show --resolved` prints them in TOML).
        #[arg(long)]
        json: bool,
    },
    /// List, show or check variant files.
    #[command(subcommand)]
    Variants(VariantsCommand),
    /// List every match in the data folder, newest first: variant, players, hands, winner.
    #[command(
        after_help = "Examples:\n  hartenjagen history\n  hartenjagen history --json | jq '.[] | select(.state == \"finished\") | .winner'\n\nA match file that cannot be read is listed as damaged, with the reason."
    )]
    History(HistoryArgs),
    /// Per-player statistics across matches: wins, win rate, points per hand, moons, Q♠ taken.
    #[command(
        after_help = "Examples:\n  hartenjagen stats\n  hartenjagen stats --variant omnibus\n  hartenjagen stats --player ann --json\n\nNames that differ only in case are one person. Matches, wins and best/worst final\nscores count finished matches only; hands, points, moons and Q♠ count every hand."
    )]
    Stats(StatsArgs),
    /// Export a match's hands: each player's points and running totals, one row per hand.
    #[command(
        after_help = "Examples:\n  hartenjagen export --format csv > match.csv\n  hartenjagen export --format html > report.html     (a printable report: open it in a browser)\n  hartenjagen export --format markdown\n  hartenjagen export --format json --file matches/2026-11-22_200000_hartenjagen.toml\n\nNames a spreadsheet would run as a formula (starting with =, +, - or @) are escaped."
    )]
    Export(ExportArgs),
    /// Chart each player's running total over the hands, in the terminal and as SVG.
    #[command(
        after_help = "Examples:\n  hartenjagen chart\n  hartenjagen chart --svg totals.svg\n  hartenjagen chart --svg totals.svg --force     (replace totals.svg)"
    )]
    Chart(ChartArgs),
    /// Show the match live on every phone and the TV, and let the table enter hands from a phone.
    #[command(
        after_help = "Examples:\n  hartenjagen serve              (this computer only: http://127.0.0.1:7878/)\n  hartenjagen serve --lan        (phones on the same network; with a QR code)\n  hartenjagen serve --port 0     (any free port)\n  hartenjagen serve --new-key    (a new table address: the old one stops working)\n  hartenjagen serve --app target/app   (the phone app too, at /app/)\n\nIt prints two addresses: the scoreboard, for everyone, and the table's\naddress with its key, which lets a phone enter hands and undo. Share that\none only with the table. The key is kept for this match file, so the address\nstill works after a restart; --new-key makes a new one. Ctrl-C stops the\nserver; every hand is already saved."
    )]
    Serve(ServeArgs),
    /// Run a club evening: several tables, seats drawn by lot each round, one ranking.
    #[command(subcommand, after_help = CLUB_STEPS)]
    Club(ClubCommand),
    /// Print the shell's completion script (Tab then completes variants, players, files).
    #[command(
        after_help = "Install (see docs/commands.md), in the shell's start-up file:\n  bash        source <(hartenjagen completions bash)            (~/.bashrc)\n  zsh         source <(hartenjagen completions zsh)             (~/.zshrc)\n  fish        hartenjagen completions fish | source             (config.fish)\n  powershell  hartenjagen completions powershell | Out-String | Invoke-Expression   ($PROFILE)\n  elvish      eval (hartenjagen completions elvish | slurp)     (rc.elv)\nThe same script as COMPLETE=SHELL hartenjagen prints."
    )]
    Completions {
        /// The shell: bash, zsh, fish, powershell or elvish.
        #[arg(value_name = "SHELL")]
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff) on standard output.
    #[command(
        after_help = "Install (see docs/commands.md):\n  hartenjagen man > ~/.local/share/man/man1/hartenjagen.1\n  hartenjagen man --dir ~/.local/share/man/man1     (every page)\n  man hartenjagen"
    )]
    Man {
        /// Write the main page and one page per command (hartenjagen-record.1, …) into this
        /// folder instead, made if missing; pages already there are replaced.
        #[arg(long, value_name = "FOLDER")]
        dir: Option<PathBuf>,
    },
}

/// Which match to work on.
#[derive(Debug, Args)]
pub struct FileArg {
    /// The match file; without it, the most recently changed match in the data folder.
    #[arg(long, value_name = "PATH", add = complete::match_file())]
    pub file: Option<PathBuf>,
}

/// Arguments of `serve`.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Which match (it stays on this file while it runs).
    #[command(flatten)]
    pub file: FileArg,
    /// Where it listens.
    #[command(flatten)]
    pub listen: ListenArgs,
    /// Make a new key for the table's address (the old address then stops entering hands);
    /// without it the key kept for this match file is used again.
    #[arg(long)]
    pub new_key: bool,
    /// Also serve the phone app built into FOLDER (by packaging/app: target/app) at /app/, so
    /// that the table can open it from this computer.
    #[arg(long, value_name = "FOLDER")]
    pub app: Option<std::path::PathBuf>,
}

/// Where a server listens, for `serve` and `club serve` (`club serve` says its own `--lan`).
#[derive(Debug, Args)]
pub struct ListenArgs {
    /// The port to listen on; 0 picks a free one.
    #[arg(long, value_name = "N", default_value_t = 7878)]
    pub port: u16,
    /// Listen on this machine's network address too, so that phones on the same network can
    /// open the page; prints the table's address as a QR code.
    #[arg(long)]
    pub lan: bool,
}

/// Arguments of `status` and `next`.
#[derive(Debug, Args)]
pub struct ViewArgs {
    /// Which match.
    #[command(flatten)]
    pub file: FileArg,
    /// Print JSON instead of text (keys as in the specification).
    #[arg(long)]
    pub json: bool,
}

/// Arguments of `status`.
#[derive(Debug, Args)]
pub struct StatusArgs {
    /// Which match.
    #[command(flatten)]
    pub file: FileArg,
    /// Print JSON instead of text (keys as in the specification).
    #[arg(long)]
    pub json: bool,
    /// Print the full table (dealer, pass, running totals, notes) however wide it is.
    #[arg(long)]
    pub wide: bool,
}

/// Arguments of `new`.
#[derive(Debug, Args)]
pub struct NewArgs {
    /// The game: a variant name (see `hartenjagen variants list`) or the path of a variant file.
    #[arg(long, value_name = "NAME|PATH", default_value = "hartenjagen", add = complete::variant())]
    pub variant: String,
    /// The players in seating order, clockwise, separated by commas.
    #[arg(long, value_name = "NAMES", alias = "spelers")]
    pub players: String,
    /// Who deals the first hand (default: the first player listed).
    #[arg(long, value_name = "NAME", alias = "deler")]
    pub dealer: Option<String>,
    /// The game-ending score (in two-phase games: the score that starts phase 2; where a total
    /// falling to it ends the match, as in Gong Zhu, 500 means −500).
    #[arg(
        long,
        value_name = "N",
        conflicts_with = "quick",
        allow_negative_numbers = true
    )]
    pub target: Option<i64>,
    /// End the match after N hands, unless it ends sooner.
    #[arg(long, value_name = "N")]
    pub hands: Option<u32>,
    /// A quick game: the variant's quick target (half the usual one unless it names one).
    #[arg(long)]
    pub quick: bool,
    /// Chips games (Auction Hearts): the chips each player starts with (default: the game's, 50).
    #[arg(long, value_name = "N")]
    pub chips: Option<i64>,
    /// A match played before: when it started, YYYY-MM-DD or YYYY-MM-DDTHH:MM (local time;
    /// 00:00 without a time); its hands are recorded as played then.
    #[arg(id = "when", long = "date", value_name = "DATE", value_parser = parse_when)]
    pub date: Option<chrono::NaiveDateTime>,
    /// Where to save the match (default: a new file in the data folder's matches/).
    #[arg(long, value_name = "PATH", add = complete::new_file())]
    pub file: Option<PathBuf>,
}

/// Arguments of `import`.
#[derive(Debug, Args)]
pub struct ImportArgs {
    /// The sheet: a CSV file (see docs/history.md, "Importing a sheet").
    #[arg(value_name = "FILE")]
    pub sheet: PathBuf,
    /// The game: a variant name (see `hartenjagen variants list`) or the path of a variant file.
    #[arg(long, value_name = "NAME|PATH", default_value = "hartenjagen")]
    pub variant: String,
    /// The game-ending score.
    #[arg(long, value_name = "N", conflicts_with = "quick")]
    pub target: Option<i64>,
    /// End the match after N hands, unless it ends sooner.
    #[arg(long, value_name = "N")]
    pub hands: Option<u32>,
    /// A quick game: the variant's quick target.
    #[arg(long)]
    pub quick: bool,
    /// When the match started, YYYY-MM-DD or YYYY-MM-DDTHH:MM (default: the sheet's first
    /// date, else now); rows without a date of their own are stamped with it.
    #[arg(id = "when", long = "date", value_name = "DATE", value_parser = parse_when)]
    pub date: Option<chrono::NaiveDateTime>,
    /// Where to save the match (default: a new file in the data folder's matches/).
    #[arg(long, value_name = "PATH")]
    pub file: Option<PathBuf>,
}

/// Arguments of `note`.
#[derive(Debug, Args)]
pub struct NoteArgs {
    /// What to note (several words are one note, joined by spaces).
    #[arg(value_name = "TEXT", required = true, num_args = 1..)]
    pub text: Vec<String>,
    /// Which match.
    #[command(flatten)]
    pub file: FileArg,
}

/// Arguments of `log`.
#[derive(Debug, Args)]
pub struct LogArgs {
    /// Which match.
    #[command(flatten)]
    pub file: FileArg,
    /// Print JSON instead: {"changes": [{"time", "door", "table", "action", "hand",
    /// "replaced"}]} (table only for a club table's page; replaced: what a change replaced).
    #[arg(long)]
    pub json: bool,
}

/// Arguments of `record`.
#[derive(Debug, Args)]
pub struct RecordArgs {
    /// Which match.
    #[command(flatten)]
    pub file: FileArg,
    /// The hand.
    #[command(flatten)]
    pub hand: HandArgs,
}

/// Arguments of `edit`.
#[derive(Debug, Args)]
pub struct EditArgs {
    /// The number of the hand to re-record (as `status` shows it).
    #[arg(value_name = "N")]
    pub number: usize,
    /// Which match.
    #[command(flatten)]
    pub file: FileArg,
    /// The hand as it should have been entered.
    #[command(flatten)]
    pub hand: HandArgs,
}

/// What the table says about one hand: the same for `record` and `edit`.
#[derive(Debug, Args)]
pub struct HandArgs {
    /// On a moon where the shooter chooses: add (everyone else scores it) or subtract (the
    /// shooter's score goes down).
    #[arg(long, value_name = "add|subtract", value_parser = vocab::moon_flag)]
    pub moon: Option<String>,
    /// The player who reneged: charged the hand's penalty total, everyone else 0; give no cards.
    #[arg(long, value_name = "NAME", add = complete::player())]
    pub renege: Option<String>,
    /// The player who made the game's declaration before the first lead (Polignac's capot);
    /// enter the hand's cards as usual.
    #[arg(long, value_name = "NAME", add = complete::player())]
    pub declare: Option<String>,
    /// Auction Hearts: the high bid, NAME=N (leave it out when last hand's high bidder names
    /// the suit again without bidding).
    #[arg(long, value_name = "NAME=N", add = complete::player_is())]
    pub bid: Option<String>,
    /// Auction Hearts: the penalty suit named, S, H, D or C (every hand).
    #[arg(long, value_name = "S|H|D|C", value_parser = vocab::suit_flag)]
    pub suit: Option<String>,
    /// Auction Hearts: everyone passed in the bidding; nothing is scored and the next dealer
    /// deals.
    #[arg(long)]
    pub all_pass: bool,
    /// Reversis: chips paid during play, FROM>TO:N as the table paid them (repeat it for each
    /// payment; `pot` may stand for FROM or TO; quote it, the shell reads `>`).
    #[arg(long, value_name = "FROM>TO:N")]
    pub pay: Vec<String>,
    /// Gong Zhu: the cards shown before play, e.g. AH,QS,JD,TC (an exposed card counts
    /// double; the 10♣ multiplies by 4).
    #[arg(long, value_name = "CARDS")]
    pub expose: Option<String>,
    /// Cards that left play (a dead last trick in two-deck games, a jack among the leftovers in
    /// Knaves), in the card syntax.
    #[arg(long, value_name = "CARDS")]
    pub out: Option<String>,
    /// Who actually dealt, when it was not the proposed dealer (edit: keeps the hand's dealer
    /// unless given).
    #[arg(long, value_name = "NAME", add = complete::player())]
    pub dealer: Option<String>,
    /// How cards were actually passed, when not as proposed: left, right, across, hold,
    /// two-left, two-right, scatter or centre (needed where the dealer chooses).
    #[arg(long, value_name = "DIR", value_parser = vocab::pass_flag, add = complete::pass())]
    pub pass: Option<String>,
    /// What each player took: NAME=CARDS, e.g. Ann="QS 3" Bob=5 Dee=rest. A word without `=`
    /// continues the cards of the player before it.
    #[arg(value_name = "NAME=CARDS", add = complete::player_is())]
    pub took: Vec<String>,
}

/// `variants` subcommands.
#[derive(Debug, Subcommand)]
pub enum VariantsCommand {
    /// List every variant, built-in and your own, with the table sizes it is for.
    List {
        /// Print JSON: a list of variants with name, players, description, source (built-in,
        /// user or broken), hides_builtin and error.
        #[arg(long)]
        json: bool,
    },
    /// Print a variant's file.
    Show {
        /// The variant's name.
        #[arg(add = complete::variant_name())]
        name: String,
        /// Print the full rules after following `extends`, instead of the file as written.
        #[arg(long)]
        resolved: bool,
    },
    /// Check a variant file and report every problem with its line or key.
    Check {
        /// The file to check.
        #[arg(add = complete::variant_file())]
        file: PathBuf,
    },
}

/// Arguments of `history`.
#[derive(Debug, Args)]
pub struct HistoryArgs {
    /// Print JSON: a list of matches with file, variant, players, started, finished, state,
    /// hands, winner, totals and error.
    #[arg(long)]
    pub json: bool,
    /// Which matches, by the day they started.
    #[command(flatten)]
    pub period: PeriodArgs,
    /// Read every match file again instead of the summary cache (the figures are the same).
    #[arg(long)]
    pub no_cache: bool,
    /// Also the table matches of this club competition (left out without it).
    #[arg(long = "club", value_name = "NAME")]
    pub club: Option<String>,
}

/// `--since`, `--until`, `--season`: matches by the day they started (local time).
#[derive(Debug, Args, Clone, Default)]
pub struct PeriodArgs {
    /// Only matches started on or after this day (YYYY-MM-DD).
    #[arg(long, value_name = "DATE", value_parser = parse_date)]
    pub since: Option<chrono::NaiveDate>,
    /// Only matches started on or before this day (YYYY-MM-DD).
    #[arg(long, value_name = "DATE", value_parser = parse_date)]
    pub until: Option<chrono::NaiveDate>,
    /// Only matches started in this calendar year (a season: ratings start afresh).
    #[arg(long, value_name = "YYYY", conflicts_with_all = ["since", "until"], value_parser = clap::value_parser!(i32).range(1..=9999))]
    pub season: Option<i32>,
}

/// Arguments of `stats`.
#[derive(Debug, Args)]
pub struct StatsArgs {
    /// Print JSON: {"players": [{"name", "matches", "wins", "win_rate", "moons", …, "rating"}]}.
    #[arg(long, conflicts_with = "csv")]
    pub json: bool,
    /// Print the table as CSV (a header line, then one line per player).
    #[arg(long)]
    pub csv: bool,
    /// NAME against everyone NAME has finished a match with: ahead, behind, level.
    #[arg(long, value_name = "NAME", conflicts_with = "player")]
    pub versus: Option<String>,
    /// Which matches, by the day they started.
    #[command(flatten)]
    pub period: PeriodArgs,
    /// Read every match file again instead of the summary cache (the figures are the same).
    #[arg(long)]
    pub no_cache: bool,
    /// Only this player (any case).
    #[arg(long, value_name = "NAME")]
    pub player: Option<String>,
    /// Only matches of this variant.
    #[arg(long, value_name = "NAME", add = complete::variant_name())]
    pub variant: Option<String>,
    /// Also the table matches of this club competition (left out without it).
    #[arg(long = "club", value_name = "NAME")]
    pub club: Option<String>,
}

/// Arguments of `export`.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// Which match.
    #[command(flatten)]
    pub file: FileArg,
    /// csv (header: hand, each name, then "NAME total" for each), json (as `status --json`),
    /// markdown (a table ready to paste), html (a printable report) or bgstats (a finished
    /// match as a play for the BG Stats app).
    #[arg(long, value_name = "FORMAT")]
    pub format: ExportFormat,
    /// With --format bgstats: every finished match in the data folder, as a JSON array.
    #[arg(long, conflicts_with = "file")]
    pub all: bool,
}

/// What `export` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ExportFormat {
    /// Comma-separated values for a spreadsheet.
    Csv,
    /// The same JSON as `status --json`.
    Json,
    /// A Markdown table.
    Markdown,
    /// A printable report (table, ranking, summary, chart) in one self-contained HTML file.
    Html,
    /// A finished match as a play in BG Stats' import JSON.
    Bgstats,
}

/// Arguments of `chart`.
#[derive(Debug, Args)]
pub struct ChartArgs {
    /// Which match.
    #[command(flatten)]
    pub file: FileArg,
    /// Also write the chart as an SVG file here, with a legend (never into the matches folder
    /// or over a match file).
    #[arg(long, value_name = "PATH")]
    pub svg: Option<PathBuf>,
    /// Replace the file given to --svg if it exists (never a match file).
    #[arg(long, requires = "svg")]
    pub force: bool,
    /// Print JSON instead: {"variant", "players", "hands": [{"number", "totals": {NAME: n}}]}.
    #[arg(long, conflicts_with = "svg")]
    pub json: bool,
}

fn parse_date(text: &str) -> Result<chrono::NaiveDate, String> {
    chrono::NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d")
        .map_err(|_| "use a day as YYYY-MM-DD, such as 2026-09-01".into())
}

/// `--date` of `new` and `import`: a day, or a day and a time of day.
pub(crate) fn parse_when(text: &str) -> Result<chrono::NaiveDateTime, String> {
    let text = text.trim();
    chrono::NaiveDateTime::parse_from_str(text, "%Y-%m-%dT%H:%M")
        .or_else(|_| parse_date(text).map(|day| day.and_time(chrono::NaiveTime::MIN)))
        .map_err(|_| "use a day as YYYY-MM-DD, or a day and time as YYYY-MM-DDTHH:MM, such as 2026-09-01T20:30".into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn a_date_is_a_day_or_a_day_and_a_time() {
        let day = chrono::NaiveDate::from_ymd_opt(2026, 9, 1).unwrap();
        assert_eq!(
            parse_when("2026-09-01"),
            Ok(day.and_hms_opt(0, 0, 0).unwrap())
        );
        assert_eq!(
            parse_when("2026-09-01T20:30"),
            Ok(day.and_hms_opt(20, 30, 0).unwrap())
        );
        assert!(parse_when("2026-09-01 20:30").is_err());
        assert!(parse_when("1-9-2026").is_err());
    }

    #[test]
    fn verify_cli() {
        Cli::command().debug_assert();
    }
}
