//! Loading variants: every built-in loads, `extends` merges, and every problem of a file is
//! reported at its key with line and column.

use super::*;

fn builtin_lookup(name: &str) -> Option<Source> {
    Source::builtin(name)
}

#[test]
fn every_builtin_variant_loads() {
    for (name, _) in BUILTIN {
        let variant = resolve(name, &builtin_lookup).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(variant.name, *name);
        assert!(!variant.description.is_empty(), "{name} has no description");
    }
}

#[test]
fn every_file_in_the_variants_folder_is_built_in() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/variants");
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|f| f.strip_suffix(".toml").map(str::to_string))
        .collect();
    files.sort();
    let mut built: Vec<String> = BUILTIN.iter().map(|(n, _)| n.to_string()).collect();
    built.sort();
    assert_eq!(files, built);
}

#[test]
fn extends_merges_tables_key_by_key_and_replaces_lists() {
    let child = Source {
            name: "child".into(),
            origin: "child.toml".into(),
            text: "extends = \"hartenjagen\"\ndescription = \"x\"\n[scoring.cards]\nJD = -10\n[passing]\ncycle = [\"hold\"]\n".into(),
        };
    let lookup = |name: &str| {
        if name == "child" {
            Some(child.clone())
        } else {
            Source::builtin(name)
        }
    };
    let variant = resolve("child", &lookup).unwrap();
    let rules = variant.rules(4).unwrap();
    assert_eq!(
        rules.value(crate::core::cards::Card::QUEEN_OF_SPADES),
        13,
        "kept from the parent"
    );
    assert_eq!(rules.hand_total, 26);
    assert_eq!(
        rules.pass_cycle,
        vec![crate::core::variant::PassStep::Pass(
            crate::core::variant::PassDir::Hold
        )]
    );
}

#[test]
fn unknown_keys_are_errors_with_line_and_column() {
    let source = Source {
        name: "bad".into(),
        origin: "bad.toml".into(),
        text: "players = [4]\n[moon]\neffectt = \"add\"\n".into(),
    };
    let error = resolve_source(&source, &builtin_lookup).unwrap_err();
    let english = crate::words::Words::new(crate::words::Lang::En);
    let text = crate::words::errors::load_error(&english, &error);
    assert!(text.starts_with("bad.toml:3:1: moon.effectt: unknown key (this table takes effect, value, needs_bonus_cards)"), "{text}");
    assert!(text.contains("effectt = \"add\""), "{text}");
}

fn problems_of(text: &str) -> Vec<(String, usize, usize)> {
    let source = Source {
        name: "mine".into(),
        origin: "mine.toml".into(),
        text: text.into(),
    };
    match resolve_source(&source, &builtin_lookup) {
        Err(LoadError::Problems { problems, .. }) => problems
            .into_iter()
            .map(|p| {
                let at = p.at.expect("a position");
                (p.key, at.line, at.column)
            })
            .collect(),
        other => panic!("expected problems, got {other:?}"),
    }
}

#[test]
fn every_unknown_key_and_wrong_value_is_reported_with_its_line_and_column() {
    let text = "extends = \"hartenjagen\"\ncolour = \"red\"\n[deck]\npacks = \"two\"\njokerz = 1\n[moon]\neffect = \"sideways\"\n";
    assert_eq!(
        problems_of(text),
        vec![
            ("colour".to_string(), 2, 1),
            ("deck.jokerz".to_string(), 5, 1),
            ("deck.packs".to_string(), 4, 9),
            ("moon.effect".to_string(), 7, 10),
        ]
    );
}

#[test]
fn impossible_rules_are_reported_at_their_key_or_at_extends_when_inherited() {
    let text = "extends = \"hartenjagen\"\nplayers = [3, 4]\n\n[deck]\nremove = { 3 = [\"2X\"] }\n";
    assert_eq!(
        problems_of(text),
        vec![
            ("deck.remove".to_string(), 5, 1),
            ("passing.cycle".to_string(), 1, 1)
        ]
    );
    assert_eq!(
        problems_of("extends = \"nope\"\n"),
        vec![("extends".to_string(), 1, 1)]
    );
}

#[test]
fn a_value_for_a_card_the_deck_never_holds_is_reported_at_its_line() {
    assert_eq!(
        problems_of("extends = \"hartenjagen\"\n[scoring.cards]\nJK = 5\n"),
        vec![("scoring.cards.JK".to_string(), 3, 1)]
    );
}

#[test]
fn the_schema_lists_exactly_the_keys_of_a_variant_file() {
    use crate::core::variant::*;
    let every = RawVariant {
        name: Some("x".into()),
        description: Some("x".into()),
        extends: Some("x".into()),
        players: Some(vec![4]),
        notes: Some(vec![]),
        deck: Some(RawDeck {
            packs: Some(1),
            lowest_rank: Some(PerCount::All(RankName("2".into()))),
            jokers: Some(0),
            remove: Some(PerCount::All(vec![])),
        }),
        deal: Some(RawDeal {
            cards_each: Some(PerCount::All(13)),
            kitty_name: Some("kitty".into()),
            kitty_goes_to: Some(KittyTaker::FirstTrick),
            out_of_play: Some(false),
            face_down: Some(false),
            stock: Some(false),
        }),
        passing: Some(RawPassing {
            cards: Some(3),
            cycle: Some(PerCount::All(vec![PassStep::Pass(PassDir::Left)])),
            choices: Some(PerCount::All(vec![PassDir::Left, PassDir::Centre])),
        }),
        play: Some(RawPlay {
            first_lead: Some(PerCount::All(FirstLead::LowestClub)),
            hearts_must_be_broken: Some(true),
            queen_breaks_hearts: Some(false),
            points_on_first_trick: Some(false),
            first_trick_barred: Some(crate::core::variant::FirstTrickBarred::PenaltyCards),
            reminders: Some(vec![]),
            trumps: Some(crate::core::variant::Trumps::TurnedUp),
            direction: Some(crate::core::variant::Direction::Clockwise),
            lead_card: Some("2S".into()),
            taker_leads: Some("QS".into()),
        }),
        scoring: Some(RawScoring {
            hearts: Some(HeartValue::Points(1)),
            cards: Some(Default::default()),
            renege: Some(Charge::HandTotal),
            first_trick: Some(1),
            last_trick: Some(1),
            per_trick: Some(1),
            combo: Some(crate::core::variant::RawCombo {
                items: Some(vec!["first".into(), "last".into()]),
                points: Some(4),
            }),
            imaginary: Some(Default::default()),
            multiplier: Some(crate::core::variant::RawMultiplier {
                card: Some("TC".into()),
                by: Some("2".into()),
                alone: Some(50),
            }),
            counted: Some(vec!["2H".into()]),
            reverse: Some(crate::core::variant::RawReverse {
                suit: Some("H".into()),
                also: Some(vec!["QS".into()]),
            }),
            expose: Some(
                [("AH".to_string(), crate::core::variant::Exposes::Suit)]
                    .into_iter()
                    .collect(),
            ),
        }),
        moon: Some(RawMoon {
            effect: Some(MoonEffect::Add),
            value: Some(crate::core::variant::MoonValue::Points(26)),
            needs_bonus_cards: Some(false),
        }),
        phase2: Some(RawPhase2 {
            scoring: Some(PhaseScoring::Subtract),
            moon: Some(MoonEffect::Subtract),
            ends_at: Some(0),
            exact_zero: Some(false),
        }),
        end: Some(RawEnd {
            target: Some(PerCount::All(100)),
            quick_target: Some(PerCount::All(50)),
            hands: Some(10),
            winner: Some(Winner::Lowest),
            tie: Some(TieBreak::ExtraHand),
            by: Some(crate::core::variant::EndBy::Total),
        }),
        texts: Some(
            [(
                "nl".to_string(),
                crate::core::variant::RawTexts {
                    name: Some("x".into()),
                    description: Some("x".into()),
                    notes: Some(vec![]),
                    reminders: Some(vec![]),
                    kitty_name: Some("x".into()),
                },
            )]
            .into_iter()
            .collect(),
        ),
        chips: Some(crate::core::variant::RawChips {
            start: Some(50),
            settle: Some(crate::core::variant::Settle::Auction),
            ante: Some(0),
            dealer_ante: Some(0),
            party: Some(4),
        }),
        lives: Some(crate::core::variant::RawLives {
            start: Some(3),
            lose_at: Some(31),
        }),
        declare: Some(crate::core::variant::RawDeclare {
            name: Some("capot".into()),
            needs: Some(vec!["JS".into()]),
            success_self: Some(-10),
            success_others: Some(10),
            failure_self: Some(10),
            failure_others: Some(-10),
        }),
    };
    let written: toml::Table = toml::Value::try_from(&every).unwrap().try_into().unwrap();
    for (table, keys) in SCHEMA {
        let here = table
            .split('.')
            .filter(|part| !part.is_empty())
            .map(|part| if part == "*" { "nl" } else { part })
            .fold(&written, |inside, part| inside[part].as_table().unwrap());
        let mut found: Vec<&str> = here.keys().map(String::as_str).collect();
        let mut listed: Vec<&str> = keys.iter().map(|(key, _)| *key).collect();
        found.sort();
        listed.sort();
        assert_eq!(found, listed, "table [{table}]");
    }
}

#[test]
fn a_user_file_that_hides_a_builtin_can_extend_it_and_never_breaks_the_other_builtins() {
    let mine = Source {
        name: "hartenjagen".into(),
        origin: "hartenjagen.toml".into(),
        text: "extends = \"hartenjagen\"\n[end]\ntarget = 50\n".into(),
    };
    let lookup = |n: &str| {
        if n == "hartenjagen" {
            Some(mine.clone())
        } else {
            Source::builtin(n)
        }
    };
    assert_eq!(
        resolve("hartenjagen", &lookup)
            .unwrap()
            .rules(4)
            .unwrap()
            .target,
        50
    );
    assert_eq!(
        resolve("omnibus", &lookup)
            .unwrap()
            .rules(4)
            .unwrap()
            .target,
        100
    );
    let broken = Source {
        text: "players = \"four\"".into(),
        ..mine.clone()
    };
    let lookup = |n: &str| {
        if n == "hartenjagen" {
            Some(broken.clone())
        } else {
            Source::builtin(n)
        }
    };
    assert!(resolve("hartenjagen", &lookup).is_err());
    assert!(resolve("omnibus", &lookup).is_ok());
}

#[test]
fn a_circle_of_extends_is_reported() {
    let a = Source {
        name: "a".into(),
        origin: "a.toml".into(),
        text: "extends = \"b\"".into(),
    };
    let b = Source {
        name: "b".into(),
        origin: "b.toml".into(),
        text: "extends = \"a\"".into(),
    };
    let lookup = |name: &str| match name {
        "a" => Some(a.clone()),
        "b" => Some(b.clone()),
        _ => None,
    };
    assert!(matches!(resolve("a", &lookup), Err(LoadError::Cycle(_))));
}

#[test]
fn a_name_in_another_language_is_the_games_own_and_not_inherited() {
    use crate::core::testkit::variant;
    let maria = variant("black-maria");
    assert_eq!(maria.rules(4).unwrap().name_in("nl"), "Zwarte Maria");
    assert_eq!(maria.rules(4).unwrap().name_in("en"), "black-maria");
    // A game built on it is another game: its Dutch name is its own, or its variant's name.
    let child = variant("name = \"custom\"\nextends = \"black-maria\"\n");
    assert_eq!(child.rules(4).unwrap().name_in("nl"), "custom");
    let named = variant(
        "name = \"custom\"\nextends = \"black-maria\"\n[texts.nl]\nname = \"Mijn Maria\"\n",
    );
    assert_eq!(named.rules(4).unwrap().name_in("nl"), "Mijn Maria");
}
