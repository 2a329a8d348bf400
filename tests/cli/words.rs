//! What the table reads, pinned word for word (insta snapshots in `tests/cli/snapshots/`): the
//! banners, the standings, what `record`, `edit`, `undo` and `misdeal` say, the rules texts of
//! every built-in, the variants list, and every kind of error. A change of wording shows up as
//! a diff of these files; accept it by updating the snapshot (`cargo insta review`, or run with
//! `INSTA_UPDATE=always`).

use super::*;

/// A transcript of commands and what they printed, with the data folder and times made stable.
struct Transcript {
    env: TestEnv,
    text: String,
    lang: &'static str,
}

impl Transcript {
    fn new(env: TestEnv) -> Transcript {
        Transcript {
            env,
            text: String::new(),
            lang: LANG.with(|l| *l.borrow()),
        }
    }

    /// Runs a command and adds it and everything it printed (both streams) to the transcript.
    fn run(&mut self, args: &[&str]) -> &mut Transcript {
        self.run_with(args, &[])
    }

    fn run_with(&mut self, args: &[&str], vars: &[(&str, &str)]) -> &mut Transcript {
        let mut command = Command::cargo_bin("hartenjagen").expect("the binary");
        command
            .env("HARTENJAGEN_HOME", self.env.path(""))
            .current_dir(self.env.path(""))
            .env_remove("COLUMNS")
            .env("HARTENJAGEN_LANG", self.lang)
            .args(args);
        for (key, value) in vars {
            command.env(key, value);
        }
        let output = command.output().expect("runs");
        self.text
            .push_str(&format!("$ hartenjagen {}\n", args.join(" ")));
        self.text.push_str(&String::from_utf8_lossy(&output.stdout));
        self.text.push_str(&String::from_utf8_lossy(&output.stderr));
        if output.status.code() != Some(0) {
            self.text
                .push_str(&format!("[exit {}]\n", output.status.code().unwrap_or(-1)));
        }
        self.text.push('\n');
        self
    }

    fn text(&self) -> String {
        self.text.replace(&self.env.path(""), "[HOME]/")
    }
}

thread_local! {
    /// The language of the transcripts a test makes.
    static LANG: std::cell::RefCell<&'static str> = const { std::cell::RefCell::new("en") };
}

/// Runs `pin` in `lang`, its snapshots named with the language.
fn in_language(lang: &'static str, pin: fn(&str)) {
    LANG.with(|l| *l.borrow_mut() = lang);
    pin(lang);
}

fn stable(text: &str) -> String {
    let mut settings = insta::Settings::clone_current();
    settings.add_filter(r"\d{4}-\d{2}-\d{2}_\d{6}", "[STARTED]");
    settings.add_filter(r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}", "[DATE TIME]");
    settings.bind(|| text.to_string())
}

/// The snapshot's name: English ones keep their names, other languages add theirs.
fn snapshot(name: &str, lang: &str) -> String {
    if lang == "en" {
        name.to_string()
    } else {
        format!("{name}_{lang}")
    }
}

macro_rules! pinned {
    ($name:expr, $text:expr) => {{
        let mut settings = insta::Settings::clone_current();
        settings.add_filter(r"\d{4}-\d{2}-\d{2}_\d{6}", "[STARTED]");
        settings.add_filter(r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}", "[DATE TIME]");
        settings.add_filter(r"\d+ h \d{2} min", "[DURATION]");
        let name: String = $name;
        settings.bind(|| insta::assert_snapshot!(name.as_str(), stable(&$text)));
    }};
}

#[test]
fn a_match_as_the_table_reads_it() {
    in_language("en", a_match_as_the_table_reads_it_pinned);
}

#[test]
fn a_match_as_the_table_reads_it_in_dutch() {
    in_language("nl", a_match_as_the_table_reads_it_pinned);
}

fn a_match_as_the_table_reads_it_pinned(lang: &str) {
    let mut t = Transcript::new(TestEnv::new());
    t.run(&["new", "--players", "Ann,Bob,Cas,Dee"])
        .run(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"])
        .run(&["record", "b=rest"])
        .run(&["record", "--renege", "Cas"])
        .run(&["misdeal"])
        .run(&["next"])
        .run(&["edit", "1", "Ann=QS 2", "Bob=6", "Dee=rest"])
        .run(&["status"])
        .run(&["status", "--wide"])
        .run_with(&["status"], &[("COLUMNS", "60")])
        .run(&["undo"])
        .run(&["undo"]);
    pinned!(snapshot("a_match", lang), t.text());
}

#[test]
fn two_phases_moons_that_choose_and_a_finished_match() {
    in_language(
        "en",
        two_phases_moons_that_choose_and_a_finished_match_pinned,
    );
}

#[test]
fn two_phases_moons_that_choose_and_a_finished_match_in_dutch() {
    in_language(
        "nl",
        two_phases_moons_that_choose_and_a_finished_match_pinned,
    );
}

fn two_phases_moons_that_choose_and_a_finished_match_pinned(lang: &str) {
    let mut t = Transcript::new(TestEnv::new());
    t.run(&[
        "new",
        "--variant",
        "heart-hunter",
        "--players",
        "Ann,Bob,Cas",
        "--target",
        "20",
    ])
    .run(&["record", "Ann=QS JC 9"])
    .run(&["record", "Ann=QS JC 5", "Bob=rest"])
    .run(&["status"])
    .run(&["record", "Cas=rest"]);
    let mut u = Transcript::new(TestEnv::new());
    u.run(&[
        "new",
        "--variant",
        "plain-hearts",
        "--players",
        "Ann,Bob,Cas",
        "--hands",
        "1",
    ])
    .run(&["record", "Ann=rest"])
    .run(&["record", "Ann=rest", "--moon", "subtract"])
    .run(&["status"])
    .run(&["next"])
    .run(&["record", "Ann=5", "Bob=rest"]);
    pinned!(
        snapshot("phases_and_moons", lang),
        format!("{}{}", t.text(), u.text())
    );
}

#[test]
fn the_banner_of_every_kind_of_deal() {
    in_language("en", the_banner_of_every_kind_of_deal_pinned);
}

#[test]
fn the_banner_of_every_kind_of_deal_in_dutch() {
    in_language("nl", the_banner_of_every_kind_of_deal_pinned);
}

fn the_banner_of_every_kind_of_deal_pinned(lang: &str) {
    let mut text = String::new();
    for (variant, players) in [
        ("hartenjagen", "Ann,Bob,Cas,Dee"),
        ("black-maria", "Ann,Bob,Cas"),
        ("heart-hunter", "Ann,Bob,Cas"),
        ("hearts-kitty", "Ann,Bob,Cas,Dee,Eve"),
        ("heartsette", "Ann,Bob,Cas"),
        ("cancellation", "Ann,Bob,Cas,Dee,Eve,Fay,Gus"),
        ("two-player", "Ann,Bob"),
        ("no-pass", "Ann,Bob,Cas,Dee"),
        ("spot", "Ann,Bob,Cas,Dee,Eve,Fay"),
        ("domino-hearts", "Ann,Bob,Cas,Dee"),
        ("dirty-hearts", "Ann,Bob,Cas"),
    ] {
        let mut t = Transcript::new(TestEnv::new());
        t.run(&["new", "--variant", variant, "--players", players])
            .run(&["next"]);
        text.push_str(&t.text());
    }
    pinned!(snapshot("banners", lang), text);
}

#[test]
fn the_rules_of_every_built_in_and_the_variants_list() {
    in_language(
        "en",
        the_rules_of_every_built_in_and_the_variants_list_pinned,
    );
}

#[test]
fn the_rules_of_every_built_in_and_the_variants_list_in_dutch() {
    in_language(
        "nl",
        the_rules_of_every_built_in_and_the_variants_list_pinned,
    );
}

fn the_rules_of_every_built_in_and_the_variants_list_pinned(lang: &str) {
    let env = TestEnv::new();
    let mut t = Transcript::new(env);
    t.run(&["variants", "list"]);
    // Every built-in, in the order they are compiled in: a new one joins the pinned text.
    for (name, _) in hartenjagen::core::catalog::BUILTIN {
        t.run(&["rules", name]);
    }
    pinned!(snapshot("rules", lang), t.text());
}

#[test]
fn what_is_wrong_with_a_variant_file() {
    in_language("en", what_is_wrong_with_a_variant_file_pinned);
}

#[test]
fn what_is_wrong_with_a_variant_file_in_dutch() {
    in_language("nl", what_is_wrong_with_a_variant_file_pinned);
}

/// Own variants broken in the ways a person breaks them, as `variants check`, `rules` and
/// `new` say it: TOML that does not parse, a value of the wrong kind, a word the key does not
/// take, an unknown key, a missing key, a key given twice; all in the table's language.
fn what_is_wrong_with_a_variant_file_pinned(lang: &str) {
    let env = TestEnv::new();
    let broken = [
        ("unclosed", "extends = \"hartenjagen\"\nplayers = [3, 4\n"),
        (
            "dertien",
            "extends = \"hartenjagen\"\n\n[scoring.cards]\nQS = \"dertien\"\n",
        ),
        (
            "links",
            "extends = \"hartenjagen\"\n\n[passing]\ncycle = [\"links\", \"rechts\"]\n",
        ),
        (
            "typo",
            "extends = \"hartenjagen\"\n\n[deck]\njokerz = 1\n\n[texts.nl]\ndescripton = \"Mijn spel\"\n",
        ),
        (
            "no-players",
            "description = \"Without players\"\n\n[end]\ntarget = 50\n",
        ),
        ("missing", "players = [4]\n\n[chips]\nstart = 20\n"),
        (
            "twice",
            "extends = \"hartenjagen\"\n\n[end]\ntarget = 50\ntarget = 60\n",
        ),
        (
            "kinds",
            "extends = \"hartenjagen\"\nplayers = [4, \"vier\"]\n\n[end]\ntarget = 50.5\n",
        ),
    ];
    for (name, text) in broken {
        env.write_variant(name, text);
    }
    let mut t = Transcript::new(env);
    for (name, _) in broken {
        t.run(&["variants", "check", &format!("variants/{name}.toml")]);
    }
    t.run(&["rules", "links"]).run(&[
        "new",
        "--players",
        "Ann,Bob,Cas,Dee",
        "--variant",
        "dertien",
    ]);
    let text = t.text();
    pinned!(snapshot("variant_files", lang), text);
    // `variants list` says the same first line after "broken:" (its words are pinned with the
    // built-ins' in the rules snapshot).
    t.run(&["variants", "list"]);
    let list = t.text()[text.len()..].to_string();
    for said in ["2:16: ", "4:6: scoring.cards.QS: ", "4:10: passing.cycle: "] {
        let first = text
            .lines()
            .find(|line| line.contains(said) && !line.contains("[HOME]"))
            .and_then(|line| line.split_once(": variants/"))
            .map(|(_, rest)| rest.to_string())
            .expect("the check's first line");
        crate::assert_contains(&list, &format!("[HOME]/variants/{first}"));
    }
}

#[test]
fn every_kind_of_error() {
    in_language("en", every_kind_of_error_pinned);
}

#[test]
fn every_kind_of_error_in_dutch() {
    in_language("nl", every_kind_of_error_pinned);
}

fn every_kind_of_error_pinned(lang: &str) {
    let env = hartenjagen();
    env.write_variant(
        "broken",
        "extends = \"hartenjagen\"\ncolour = \"red\"\n[deal]\ncards_each = 20\n",
    );
    env.write_variant(
        "impossible",
        "players = [5]\n[end]\ntarget = 100\n[deal]\ncards_each = 13\n",
    );
    env.write_variant("circle-a", "extends = \"circle-b\"\n");
    env.write_variant("circle-b", "extends = \"circle-a\"\n");
    env.write_variant("orphan", "extends = \"nothing\"\n");
    let mut t = Transcript::new(env);
    for args in [
        vec!["record", "Ann=QX"],
        vec!["record", "Ann=99"],
        vec!["record", "Zed=QS"],
        vec!["record", "A=QS", "An=3"],
        vec!["record", "Ann=QS", "Bob=QS"],
        vec!["record", "Ann=2C"],
        vec!["record", "Ann=QS 14"],
        vec!["record", "Ann=4", "Cas=QS 6"],
        vec!["record", "Ann=rest", "Bob=rest"],
        vec!["record", "Ann=rest QS"],
        vec!["record", "Ann"],
        vec!["record", "--renege", "Bob", "Ann=QS"],
        vec!["record", "Ann=rest", "--moon", "add"],
        vec!["record", "Ann=QS 3", "Bob=rest", "--moon", "add"],
        vec!["record", "--out", "QS", "Ann=rest"],
        vec!["record", "--pass", "scatter", "Ann=rest"],
        vec!["record", "--dealer", "Zed", "Ann=rest"],
        vec!["record"],
        vec!["edit", "7", "Ann=rest"],
        vec!["new", "--players", "Ann"],
        vec!["new", "--players", "Ann,ann,Cas,Dee"],
        vec!["new", "--players", "Ann,,Cas,Dee"],
        vec!["new", "--players", "Ann,Bob", "--variant", "heart-hunter"],
        vec!["new", "--players", "Ann,Bob,Cas,Dee", "--target", "0"],
        vec![
            "new",
            "--players",
            "Ann,Bob,Cas,Dee",
            "--variant",
            "nothing",
        ],
        vec!["rules", "broken"],
        vec!["rules", "impossible"],
        vec!["rules", "circle-a"],
        vec!["rules", "orphan"],
        vec!["status", "--file", "missing.toml"],
    ] {
        t.run(&args);
    }
    let over = started("hartenjagen", FOUR);
    over.ok(&[
        "new",
        "--players",
        FOUR,
        "--hands",
        "1",
        "--file",
        "over.toml",
    ]);
    over.ok(&[
        "record",
        "--file",
        "over.toml",
        "Ann=QS 1",
        "Bob=5",
        "Cas=4",
        "Dee=rest",
    ]);
    let mut u = Transcript::new(over);
    u.run(&["record", "--file", "over.toml", "Ann=rest"])
        .run(&["next", "--file", "over.toml"])
        .run(&["misdeal", "--file", "over.toml"]);
    let mut v = Transcript::new(started("plain-hearts", "Ann,Bob,Cas"));
    v.run(&["record", "Ann=rest"]);
    let mut w = Transcript::new(started("spot", FOUR));
    w.run(&["record", "Ann=3"]);
    let empty = TestEnv::new();
    let mut x = Transcript::new(empty);
    x.run(&["status"]).run(&["undo"]);
    pinned!(
        snapshot("errors", lang),
        format!(
            "{}{}{}{}{}",
            t.text(),
            u.text(),
            v.text(),
            w.text(),
            x.text()
        )
    );
}

/// Every command below the top one, as the words that name it: `["record"]`, `["variants",
/// "list"]`, ….
fn command_paths() -> Vec<Vec<String>> {
    fn walk(cmd: &clap::Command, path: &[String], paths: &mut Vec<Vec<String>>) {
        for sub in cmd.get_subcommands() {
            let mut below = path.to_vec();
            below.push(sub.get_name().to_string());
            paths.push(below.clone());
            walk(sub, &below, paths);
        }
    }
    let mut paths = Vec::new();
    walk(
        &<hartenjagen::cli::Cli as clap::CommandFactory>::command(),
        &[],
        &mut paths,
    );
    paths
}

/// The mistakes a table makes on the command line most (the Dutch review's list).
const COMMAND_LINE_MISTAKES: &[&[&str]] = &[
    &["edit", "twee", "Ann=QS"],
    &["record", "Ann=QS", "--moon", "erbijj"],
    &["edit", "1", "--pass", "overkantt"],
    &["new", "--players", "Ann,Bob,Cas,Dee", "--target", "honderd"],
    &["new", "--spelers", "Ann"],
    &["new"],
    &["record", "--suit", "X"],
    &["rules"],
    &["foo"],
    &[
        "new",
        "--players",
        "Ann,Bob,Cas,Dee",
        "--quick",
        "--target",
        "50",
    ],
    &["record", "--file"],
    &["stats", "--season", "0"],
    &["stats", "--season", "2026x"],
    &["history", "--since", "gisteren"],
    &["edit", "99999999999999999999"],
    &["help", "foo"],
    &["export", "--format", "pdf"],
    &["record", "--dealerr", "Ann"],
    &["completions", "tcsh"],
    &["variants"],
    &["record", "--all-pass=yes"],
];

/// The help of every command (`--help`, `-h`, `help X`) and the usual mistakes, as printed.
fn the_command_line(lang: &str) -> String {
    let _ = lang;
    let mut t = Transcript::new(hartenjagen());
    t.run(&["--help"]).run(&["-h"]).run(&["help", "record"]);
    for path in command_paths() {
        let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
        args.push("--help");
        t.run(&args);
    }
    t.run(&["record", "-h"]);
    for mistake in COMMAND_LINE_MISTAKES {
        t.run(mistake);
    }
    t.text()
}

#[test]
fn the_command_line_help_and_its_refusals() {
    in_language("en", |lang| {
        pinned!(snapshot("command_line", lang), the_command_line(lang))
    });
}

/// Words of clap's templates and refusals and of our English help: none may be on a Dutch
/// command line (outside `code` and "quoted" text: JSON keys, examples of English input).
const ENGLISH_WORDS: &[&str] = &[
    "Usage",
    "Options",
    "Arguments",
    "Commands",
    "Print",
    "Examples",
    "Example",
    "possible",
    "values",
    "default",
    "error",
    "invalid",
    "unexpected",
    "found",
    "required",
    "provided",
    "following",
    "information",
    "try",
    "similar",
    "exists",
    "subcommand",
    "the",
    "The",
    "and",
    "or",
    "with",
    "which",
    "when",
    "player",
    "players",
    "hand",
    "hands",
    "for",
    "not",
    "Cards",
    "cards",
    "Record",
    "Show",
    "Start",
    "List",
    "file",
];

#[test]
fn the_command_line_help_and_its_refusals_in_dutch() {
    in_language("nl", |lang| {
        let text = the_command_line(lang);
        let mut english = Vec::new();
        for line in text.lines().filter(|l| !l.starts_with("$ hartenjagen")) {
            // Code and quoted text may hold English input and JSON keys.
            let mut plain = String::new();
            let mut quote = None;
            for c in line.chars() {
                match quote {
                    Some(q) if c == q => quote = None,
                    Some(_) => {}
                    None if c == '`' || c == '"' => quote = Some(c),
                    None => plain.push(c),
                }
            }
            // Flags and commands typed as they are (`--players`, `hartenjagen new`) are names.
            let typed = |token: &str| {
                let token = token.trim_start_matches(['\'', '[', '<', '(']);
                token.starts_with('-') || token.contains('=')
            };
            let names = plain.split_whitespace().filter(|token| !typed(token));
            for word in names.flat_map(|token| token.split(|c: char| !c.is_alphabetic())) {
                if ENGLISH_WORDS.contains(&word) {
                    english.push(format!("{word:?} in: {line}"));
                }
            }
        }
        assert!(
            english.is_empty(),
            "English on a Dutch command line:\n{}",
            english.join("\n")
        );
        pinned!(snapshot("command_line", lang), text)
    });
}

/// The words of an SVG: the text of each `<text>` element (one a line), a line each (the
/// drawing left out).
fn svg_words(svg: &str) -> String {
    let mut out = String::new();
    for line in svg.lines() {
        if let Some(text) = line
            .strip_prefix("<text")
            .and_then(|rest| rest.split_once('>'))
            .and_then(|(_, text)| text.strip_suffix("</text>"))
        {
            out.push_str(text);
            out.push('\n');
        }
    }
    out
}

#[test]
fn charts_and_exports() {
    in_language("en", charts_and_exports_pinned);
}

#[test]
fn charts_and_exports_in_dutch() {
    in_language("nl", charts_and_exports_pinned);
}

/// The terminal chart, the SVG's words, the CSV and Markdown exports and `stats --csv`
/// (headings in the table's language; `--json` stays English and is not pinned here).
fn charts_and_exports_pinned(lang: &str) {
    let env = TestEnv::new();
    let svg = env.path("stand.svg");
    let mut t = Transcript::new(env);
    t.run(&["new", "--players", "Ann,Bob,Cas,Dee", "--hands", "3"])
        .run(&["record", "Ann=QS 3", "Bob=5", "Dee=rest"])
        .run(&["record", "b=rest"])
        .run(&["record", "Cas=QS", "Dee=rest"])
        .run(&["chart", "--svg", "stand.svg"]);
    let drawn = fs::read_to_string(&svg).expect("the SVG was written");
    t.text.push_str(&format!(
        "[the words of stand.svg]\n{}\n",
        svg_words(&drawn)
    ));
    t.run(&["export", "--format", "csv"])
        .run(&["export", "--format", "markdown"])
        .run(&["stats", "--csv"])
        .run(&["stats", "--versus", "Ann", "--csv"]);
    pinned!(snapshot("charts_and_exports", lang), t.text());
}

#[test]
fn variants_show_in_english_is_the_file_as_written() {
    let env = TestEnv::new();
    let shown = env.ok(&["--lang", "en", "variants", "show", "hartenjagen"]);
    assert_eq!(shown, include_str!("../../variants/hartenjagen.toml"));
}

#[test]
fn variants_show_in_dutch_says_the_game_in_dutch_before_the_file() {
    let env = TestEnv::new();
    let file = include_str!("../../variants/hartenjagen.toml");
    let shown = env.ok(&["--lang", "nl", "variants", "show", "hartenjagen"]);
    let heading = shown
        .strip_suffix(file)
        .unwrap_or_else(|| panic!("the file follows the heading:\n{shown}"));
    // The heading is TOML comments: `variants show NAME > mine.toml` still gives a variant file.
    assert!(
        heading.lines().all(|l| l.is_empty() || l.starts_with('#')),
        "{heading}"
    );
    insta::assert_snapshot!("variants_show_nl", heading);
    // Still a variant file: `variants show hartenjagen > hartenjagen.toml` checks.
    let copy = env.path("hartenjagen.toml");
    fs::write(&copy, &shown).expect("cannot write the copy");
    assert_contains(&env.ok(&["variants", "check", &copy]), "ok");
    let resolved = env.ok(&[
        "--lang",
        "nl",
        "variants",
        "show",
        "hartenjagen",
        "--resolved",
    ]);
    assert!(
        resolved.starts_with(heading.lines().next().unwrap_or_default()),
        "{resolved}"
    );
}

/// The screens a native Dutch speaker corrected (issue 27), pinned in Dutch: the banner and
/// the standings of Hartenjagen, Conquimbert's rules, lives and the player who is out, an
/// Auction deal everyone passed on, the pass words a hint suggests, and the stats' decimals.
#[test]
fn what_a_dutch_table_reads_after_the_review() {
    in_language("nl", what_a_dutch_table_reads_after_the_review_pinned);
}

fn what_a_dutch_table_reads_after_the_review_pinned(lang: &str) {
    let mut t = Transcript::new(TestEnv::new());
    t.run(&["new", "--players", "Oma,Opa,Ans,Kees"])
        .run(&["next"])
        .run(&["record", "Oma=SV 3", "Opa=5", "Kees=rest"])
        .run(&["status"])
        .run(&["rules", "conquimbert"]);
    let mut u = Transcript::new(TestEnv::new());
    u.run(&[
        "new",
        "--variant",
        "conquimbert",
        "--players",
        "Oma,Opa,Ans,Kees",
    ]);
    for _ in 0..3 {
        u.run(&[
            "record",
            "Oma=SA HA S10 H10",
            "Opa=RA KA R10 K10",
            "Ans=rest",
        ]);
    }
    u.run(&["next"])
        .run(&["record", "Oma=SA H10 RH", "Ans=rest"])
        .run(&["record", "--dealer", "Oma", "Ans=rest"])
        .run(&["status"]);
    let mut v = Transcript::new(TestEnv::new());
    v.run(&[
        "new",
        "--variant",
        "auction",
        "--players",
        "Oma,Opa,Ans,Kees",
    ])
    .run(&["record", "--all-pass"])
    .run(&["undo"])
    .run(&[
        "record", "--bid", "Oma=3", "Oma=3", "Opa=4", "Ans=6", "Kees=0",
    ])
    .run(&[
        "record", "--bid", "Oma=3", "--suit", "R", "Oma=3", "Opa=4", "Ans=6", "Kees=0",
    ]);
    let mut x = Transcript::new(TestEnv::new());
    x.run(&["new", "--variant", "hearts", "--players", "Oma,Opa,Ans"])
        .run(&["record", "--pass", "overkant", "Oma=SV", "Opa=rest"])
        .run(&["record", "--pass", "links", "Oma=SV", "Opa=rest"])
        .run(&["edit", "1", "--pass", "over", "Oma=SV", "Opa=rest"])
        .run(&["edit", "1", "--pass", "niet", "Oma=SV", "Opa=rest"]);
    let mut y = Transcript::new(TestEnv::new());
    y.run(&["new", "--players", "Oma,Opa,Ans,Kees", "--hands", "1"])
        .run(&["record", "Oma=SV 3", "Opa=5", "Kees=rest"])
        .run(&["stats"]);
    pinned!(
        snapshot("dutch_review", lang),
        format!(
            "{}{}{}{}{}",
            t.text(),
            u.text(),
            v.text(),
            x.text(),
            y.text()
        )
    );
}

#[test]
fn dutch_words_for_the_commands_do_what_they_say() {
    // The Dutch review's M13: `speel`, `nieuw`, `noteer`, `stand`, `--spelers` and `--deler`
    // are understood (not shown in --help), instead of a tip pointing at another command.
    let env = TestEnv::new();
    let said = env.ok(&[
        "--lang",
        "nl",
        "nieuw",
        "--spelers",
        "Opa,Oma,Jan,Els",
        "--deler",
        "Oma",
    ]);
    assert_contains(&said, "Oma deelt");
    env.ok(&["--lang", "nl", "noteer", "Opa=SV 3", "Oma=rest"]);
    let stand = env.ok(&["--lang", "nl", "stand"]);
    assert_contains(&stand, "Opa");
    assert_contains(&env.ok(&["--lang", "nl", "volgende"]), "Ronde 2");
    let help = env.ok(&["--lang", "nl", "--help"]);
    assert!(
        !help.contains("noteer"),
        "the aliases stay out of the help: {help}"
    );
}

#[test]
fn a_card_in_two_dutch_words_is_told_to_be_one() {
    // The Dutch review's C28: `schoppen vrouw` → "schrijf … als één woord, zoals schoppenvrouw".
    let env = TestEnv::new();
    env.ok(&["new", "--players", "Oma,Opa,Ans,Kees"]);
    let said = env.fails(&["--lang", "nl", "record", "Oma=schoppen vrouw", "Opa=rest"]);
    assert_contains(
        &said,
        "„schoppen” is geen kaart: schrijf een kaart in woorden als één woord, zoals schoppenvrouw",
    );
    env.ok(&["--lang", "nl", "record", "Oma=schoppenvrouw", "Opa=rest"]);
}

#[test]
fn a_dutch_note_is_stamped_with_the_day_in_words() {
    // The Dutch review's C13: "Genoteerd op dinsdag 1 december 2026 om 19:37", not an ISO stamp.
    let env = TestEnv::new();
    env.ok(&["new", "--players", "Oma,Opa,Ans,Kees"]);
    let said = env.ok(&["--lang", "nl", "note", "Opa ging koffie zetten"]);
    assert_contains(&said, "Genoteerd op ");
    assert!(
        [
            " januari ",
            " februari ",
            " maart ",
            " april ",
            " mei ",
            " juni ",
            " juli ",
            " augustus ",
            " september ",
            " oktober ",
            " november ",
            " december "
        ]
        .iter()
        .any(|month| said.contains(month)),
        "{said}"
    );
    assert_contains(&said, ": Opa ging koffie zetten");
}
