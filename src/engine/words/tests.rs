//! The words layer: the language chosen, every message there in every language, lists, cards
//! and plurals as each language says them.

use super::*;
use crate::core::cards::{Card, Rank, Suit};
use std::collections::BTreeSet;

/// The ids a resource file defines.
fn ids(resource: &str) -> BTreeSet<String> {
    resource
        .lines()
        .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_lowercase()))
        .filter_map(|l| l.split_once(" =").map(|(id, _)| id.trim().to_string()))
        .collect()
}

/// Every message id the code asks for (`t!` and `get` with a literal id) in `src/`.
fn used_ids() -> BTreeSet<String> {
    fn walk(dir: &std::path::Path, found: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).expect("src/ is readable").flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, found);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).expect("a source file");
                for marker in ["t!(w, \"", "t!(english, \"", "w.get(\"", "self.get(\""] {
                    for part in text.split(marker).skip(1) {
                        if let Some((id, _)) = part.split_once('"')
                            && id
                                .chars()
                                .all(|c| c.is_ascii_lowercase() || c == '-' || c.is_ascii_digit())
                        {
                            found.insert(id.to_string());
                        }
                    }
                }
            }
        }
    }
    let mut found = BTreeSet::new();
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut found,
    );
    found
}

#[test]
fn every_message_the_code_uses_is_there_in_every_language() {
    // The command line's own words (`cli-…`) are in their own resources.
    let (command_line, used): (BTreeSet<String>, BTreeSet<String>) = used_ids()
        .into_iter()
        .partition(|id| id.starts_with("cli-"));
    assert!(used.len() > 100, "{} ids found", used.len());
    for (lang, resource) in COMMAND_LINE {
        let defined = ids(resource);
        let missing: Vec<&String> = command_line
            .iter()
            .filter(|id| !defined.contains(*id))
            .collect();
        assert!(
            missing.is_empty(),
            "the command line of {lang:?} lacks {missing:?}"
        );
        assert!(
            FluentResource::try_new(resource.to_string()).is_ok(),
            "the command line of {lang:?} does not parse"
        );
    }
    for (lang, code, resource) in LANGUAGES {
        let defined = ids(resource);
        let missing: Vec<&String> = used.iter().filter(|id| !defined.contains(*id)).collect();
        assert!(missing.is_empty(), "{code} lacks {missing:?}");
        // And each resource parses without an error.
        assert!(
            FluentResource::try_new(resource.to_string()).is_ok(),
            "{code}.ftl does not parse ({lang:?})"
        );
    }
}

#[test]
fn no_message_is_defined_twice() {
    // Fluent keeps the last of two messages with one id, so a second one silently changes
    // what an older screen says.
    for (_, code, resource) in LANGUAGES {
        let mut seen = BTreeSet::new();
        for line in resource.lines() {
            if !line.chars().next().is_some_and(|c| c.is_ascii_lowercase()) {
                continue;
            }
            if let Some((id, _)) = line.split_once(" =") {
                assert!(seen.insert(id.trim().to_string()), "{code}: {id} twice");
            }
        }
    }
}

#[test]
fn every_language_has_the_same_messages() {
    let english = ids(LANGUAGES[0].2);
    for (_, code, resource) in &LANGUAGES[1..] {
        let other = ids(resource);
        let only_english: Vec<&String> = english.difference(&other).collect();
        let only_other: Vec<&String> = other.difference(&english).collect();
        assert!(
            only_english.is_empty() && only_other.is_empty(),
            "{code}: missing {only_english:?}, extra {only_other:?}"
        );
    }
}

#[test]
fn the_language_comes_from_the_flag_then_the_variable_then_the_locale() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| {
            pairs
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        }
    };
    assert_eq!(
        Lang::choose(Some(Lang::En), env(&[("HARTENJAGEN_LANG", "nl")])),
        Lang::En
    );
    assert_eq!(
        Lang::choose(None, env(&[("HARTENJAGEN_LANG", "nl")])),
        Lang::Nl
    );
    assert_eq!(
        Lang::choose(None, env(&[("LANG", "nl_NL.UTF-8")])),
        Lang::Nl
    );
    assert_eq!(
        Lang::choose(
            None,
            env(&[("LC_ALL", "nl_BE.UTF-8"), ("LANG", "en_US.UTF-8")])
        ),
        Lang::Nl
    );
    assert_eq!(
        Lang::choose(
            None,
            env(&[("LC_ALL", ""), ("LC_MESSAGES", "nl_NL"), ("LANG", "C")])
        ),
        Lang::Nl
    );
    assert_eq!(
        Lang::choose(None, env(&[("LANG", "de_DE.UTF-8")])),
        Lang::En
    );
    assert_eq!(Lang::choose(None, env(&[])), Lang::En);
}

#[test]
fn lists_cards_and_plurals_are_said_as_each_language_says_them() {
    let en = Words::new(Lang::En);
    let nl = Words::new(Lang::Nl);
    assert_eq!(en.and(&["Ann", "Bob", "Cas"]), "Ann, Bob and Cas");
    assert_eq!(nl.and(&["Ann", "Bob", "Cas"]), "Ann, Bob en Cas");
    assert_eq!(nl.or(&["Ann", "Bob"]), "Ann of Bob");
    let queen = Card::QUEEN_OF_SPADES;
    let jack = Card::new(Rank::JACK, Suit::Clubs);
    assert_eq!((en.card(queen), nl.card(queen)), ("Q♠".into(), "V♠".into()));
    assert_eq!((en.card(jack), nl.card(jack)), ("J♣".into(), "B♣".into()));
    assert_eq!(nl.card(Card::new(Rank::KING, Suit::Hearts)), "H♥");
    assert_eq!(
        (en.typed_card(queen), nl.typed_card(queen)),
        ("QS".into(), "SV".into())
    );
    assert_eq!(nl.typed_card(jack), "KB");
    assert_eq!(
        crate::t!(en, "later-rescored", count = 1),
        "1 later hand rescored."
    );
    assert_eq!(
        crate::t!(en, "later-rescored", count = 2),
        "2 later hands rescored."
    );
    assert_eq!(
        crate::t!(nl, "later-rescored", count = 2),
        "2 latere rondes opnieuw geteld."
    );
    assert_eq!(signed(-3), "−3");
    assert_eq!(capital("whoever holds 2♣"), "Whoever holds 2♣");
}

#[test]
fn a_store_error_is_said_in_the_language_passed_in_with_the_systems_reason() {
    use crate::format::error::{Error, FileKind};
    let missing = || Error::CannotRead {
        what: FileKind::Match,
        path: std::path::PathBuf::from("m.toml"),
        cause: std::io::Error::from(std::io::ErrorKind::NotFound),
    };
    let said = |lang| super::errors::store_failure(&Words::new(lang), &missing());
    assert_eq!(
        said(Lang::En),
        format!(
            "cannot read the match file m.toml: {}",
            Words::new(Lang::En).get("io-not-found", &[])
        )
    );
    assert_eq!(
        said(Lang::Nl),
        "kan het partijbestand m.toml niet lezen: bestand of map bestaat niet"
    );
}

#[test]
fn every_dutch_example_of_typing_reads_as_the_cards_it_shows() {
    use crate::core::catalog::{BUILTIN, Source, resolve};
    use crate::core::tokens::parse_cards;
    let dutch = vocab::Vocabulary::new(Lang::Nl);
    // The examples in the Dutch variant notes: `Ann=SA H10 RH`.
    let mut examples: Vec<String> = Vec::new();
    for (name, _) in BUILTIN {
        let variant = resolve(name, &Source::builtin).expect("a built-in resolves");
        for note in variant.notes_in("nl") {
            for part in note.split('`').skip(1).step_by(2) {
                if let Some((_, cards)) = part.split_once("Ann=") {
                    examples.push(cards.to_string());
                }
            }
        }
    }
    assert!(examples.len() >= 5, "{examples:?}");
    // And the ones in the Dutch messages and notes written out.
    examples.extend(
        [
            "SV H10 3",
            "3 H10 HV",
            "SA H10 RH",
            "slagen:3 SA HH",
            "HV",
            "V♠",
            "H10 HV",
        ]
        .map(String::from),
    );
    for example in &examples {
        assert!(
            parse_cards(example, dutch.cards()).is_ok(),
            "\"{example}\" does not read in Dutch"
        );
    }
    // SV is the queen of spades, RH the king of diamonds, HV the queen of hearts.
    let nl = Words::new(Lang::Nl);
    for (typed, card) in [
        ("SV", Card::QUEEN_OF_SPADES),
        ("RH", Card::new(Rank::KING, Suit::Diamonds)),
        ("HV", Card::new(Rank::QUEEN, Suit::Hearts)),
    ] {
        assert_eq!(
            crate::core::tokens::parse_card_with(typed, dutch.cards()),
            Ok(card)
        );
        assert_eq!(nl.typed_card(card), typed);
    }
}

#[test]
fn a_word_that_is_not_a_card_gets_examples_that_fit_the_game() {
    use crate::core::catalog::BUILTIN;
    use crate::core::tokens::{TokenError, parse_cards};
    for (name, _) in BUILTIN {
        let variant = crate::core::testkit::variant(name);
        let game = crate::core::testkit::game(name, variant.player_counts()[0]);
        let rules = &game.rules;
        for lang in [Lang::En, Lang::Nl] {
            let w = Words::new(lang);
            let cards = vocab::Vocabulary::new(lang);
            let said = errors::token_error(&w, &game, &TokenError::NotACard("QX".into()));
            let joker = said.contains("JK");
            assert_eq!(joker, rules.deck.contains(Card::Joker), "{name}: {said}");
            let hearts = said.contains(&t!(w, "card-hint-hearts"));
            assert_eq!(
                hearts,
                rules.plain_heart_value.is_some() && !game.auction(),
                "{name}: {said}"
            );
            // Every example typed is read as what it shows, and scores in this game.
            let examples = said
                .split_once('(')
                .and_then(|(_, e)| e.rsplit_once(", rest"))
                .map_or("", |(e, _)| e);
            for example in examples.split(", ").filter(|e| !e.contains(' ')) {
                let tokens = parse_cards(example, cards.cards())
                    .unwrap_or_else(|e| panic!("{name}: {example:?} in {said}: {e:?}"));
                for token in tokens {
                    if let crate::core::tokens::Token::Card(card) = token {
                        assert!(
                            game.auction() || rules.scores(card),
                            "{name}: {example} scores nothing: {said}"
                        );
                    }
                }
            }
            let too_many = errors::token_error(&w, &game, &TokenError::TooManyHearts("33".into()));
            assert_eq!(
                too_many.contains(&t!(w, "too-many-hearts-typed", text = "33")),
                rules.plain_heart_value.is_some() && !game.auction(),
                "{name}: {too_many}"
            );
        }
    }
}

/// The `{ $values }` a message's text uses.
fn values_of(resource: &str, id: &str) -> BTreeSet<String> {
    let mut text = String::new();
    let mut inside = false;
    for line in resource.lines() {
        if let Some((name, rest)) = line.split_once(" =")
            && line.chars().next().is_some_and(|c| c.is_ascii_lowercase())
        {
            inside = name.trim() == id;
            if inside {
                text.push_str(rest);
            }
        } else if inside && line.starts_with(' ') {
            text.push_str(line);
        } else {
            inside = false;
        }
    }
    text.split("{ $")
        .skip(1)
        .filter_map(|part| part.split([' ', '}']).next().map(str::to_string))
        .collect()
}

#[test]
fn at_a_club_each_overlaid_message_is_one_the_language_has_with_the_same_values() {
    for (lang, overlay) in AT_CLUB {
        let (_, code, resource) = LANGUAGES.iter().find(|(l, _, _)| *l == lang).unwrap();
        assert!(
            FluentResource::try_new(overlay.to_string()).is_ok(),
            "{code}-club does not parse"
        );
        for id in ids(overlay) {
            assert!(
                ids(resource).contains(&id),
                "{code}-club has {id}, {code}.ftl has not"
            );
            assert_eq!(
                values_of(overlay, &id),
                values_of(resource, &id),
                "{code}-club's {id} takes other values than {code}.ftl's"
            );
        }
    }
}

#[test]
fn at_a_dutch_club_a_hand_is_a_spel_and_every_message_about_hands_says_so() {
    // Messages that speak of a *ronde* and are not said at a club table: a club round in
    // the club's own messages (club-, room-), and the rules, history, stats and import.
    let home_only = |id: &str| {
        [
            "club-",
            "room-",
            // The phone app plays at home (a club table's file is not imported).
            "app-",
            "end-rule",
            "scoring-",
            "ties-",
            "why-",
            "pass-rule",
            "lead-rule",
        ]
        .iter()
        .any(|prefix| id.starts_with(prefix))
            || [
                "export-col-hand",
                "csv-hands",
                "csv-points-per-hand",
                "values-total",
                "value-multiplier",
                "declare-rule",
                "moon-rule",
                "renege-rule",
                "renege-rule-highest",
                "phases-rule",
                "phase2-end-subtract",
                "phase2-end-add",
                "col-hands",
                "col-points-hand",
                "stats-complex",
                "points-not-fixed",
                "points-figure",
                "points-total",
                "points-moon-unclear",
                "imported",
                "import-empty",
                "import-hand-number",
                "new-dated",
                "note-on-dated-match",
                "phase2-end-add-exact",
                "phase2-end-subtract-exact",
                "stats-points-left-out",
            ]
            .contains(&id)
    };
    let dutch = LANGUAGES[1].2;
    let club = AT_CLUB[0].1;
    let overlaid = ids(club);
    let speaks_of_ronde = |id: &str| {
        let w = Words::new(Lang::Nl);
        let text = w.bundle.get_message(id).and_then(|m| m.value()).map(|p| {
            let mut errors = Vec::new();
            let mut args = FluentArgs::new();
            for value in values_of(dutch, id) {
                args.set(value, "1");
            }
            w.bundle
                .format_pattern(p, Some(&args), &mut errors)
                .to_lowercase()
        });
        text.is_some_and(|t| {
            t.split(|c: char| !c.is_alphanumeric())
                .any(|w| w == "ronde" || w == "rondes")
        })
    };
    let missing: Vec<String> = ids(dutch)
        .into_iter()
        .filter(|id| !home_only(id) && !overlaid.contains(id) && speaks_of_ronde(id))
        .collect();
    assert!(
        missing.is_empty(),
        "say these as a club does in nl-club.ftl: {missing:?}"
    );
    // And no overlaid message still calls a hand a ronde.
    let w = Words::new(Lang::Nl).at_club();
    assert_eq!(
        w.get(
            "next-line",
            &[
                arg("number", 3),
                arg("dealer", "Ann"),
                arg("pass", "links"),
                arg("lead", "Bob")
            ]
        ),
        "Volgende: spel 3, Ann deelt, links, Bob komt uit."
    );
    assert_eq!(
        Words::new(Lang::Nl).get(
            "next-line",
            &[
                arg("number", 3),
                arg("dealer", "Ann"),
                arg("pass", "links"),
                arg("lead", "Bob")
            ]
        ),
        "Volgende: ronde 3, Ann deelt, links, Bob komt uit."
    );
    // English says hand and round everywhere: the club changes nothing.
    assert_eq!(
        Words::new(Lang::En).at_club().get("col-hand", &[]),
        Words::new(Lang::En).get("col-hand", &[])
    );
}

#[test]
fn a_shared_place_is_written_as_each_language_writes_it() {
    let en = Words::new(Lang::En);
    let nl = Words::new(Lang::Nl);
    assert_eq!(crate::view::club::place(&en, 2, true), "2=");
    assert_eq!(crate::view::club::place(&nl, 2, true), "2");
    assert_eq!(crate::view::club::place_said(&nl, 4, true), "4 (gedeeld)");
    assert_eq!(crate::view::club::place_said(&en, 4, false), "4");
}

#[test]
fn the_rest_a_player_takes_is_said_in_words_not_as_it_is_typed() {
    // The Dutch review's C12 and C6: "Kees krijgt de rest: 1 slag, B♦ en B♣", "1 hartenkaart".
    let nl = Words::new(Lang::Nl);
    let en = Words::new(Lang::En);
    let mut jacks = Capture {
        tricks: 1,
        ..Capture::default()
    };
    jacks.cards.insert(Card::new(Rank::JACK, Suit::Diamonds), 1);
    jacks.cards.insert(Card::new(Rank::JACK, Suit::Clubs), 1);
    assert_eq!(nl.capture_said(&jacks, 13), "1 slag, B♦ en B♣");
    assert_eq!(en.capture_said(&jacks, 13), "1 trick, J♦ and J♣");
    let one_heart = Capture {
        hearts: 1,
        ..Capture::default()
    };
    assert_eq!(nl.capture_said(&one_heart, 13), "1 hartenkaart");
    let hearts = Capture {
        hearts: 6,
        ..Capture::default()
    };
    assert_eq!(nl.capture_said(&hearts, 13), "6 harten");
    // A moon's rest lists every heart: said as "alle 13 harten", the queen by name.
    let mut moon = Capture::default();
    for rank in 2..=14 {
        moon.cards
            .insert(Card::new(Rank::new(rank).unwrap(), Suit::Hearts), 1);
    }
    moon.cards.insert(Card::new(Rank::QUEEN, Suit::Spades), 1);
    assert_eq!(nl.capture_said(&moon, 13), "V♠ en alle 13 harten");
    assert_eq!(en.capture_said(&moon, 13), "Q♠ and all 13 hearts");
    // Twelve of a pack's 12 hearts (a short pack) are all of them; 12 of 13 are not.
    moon.cards.remove(&Card::new(Rank::TWO, Suit::Hearts));
    assert_eq!(en.capture_said(&moon, 12), "Q♠ and all 12 hearts");
    assert!(en.capture_said(&moon, 13).starts_with("Q♠, A♥"));
}

#[test]
fn a_dutch_page_names_its_field_in_dutch_and_the_command_line_its_flag() {
    // The Dutch review's C40: "Doorgegeven: „linkerkant” …", not "Pass: …".
    use crate::input::{Field, InputError, Problem, WordList};
    use crate::words::errors::Door;
    let game = crate::core::testkit::game("hartenjagen", 4);
    let error = InputError {
        field: Field::Pass,
        problem: Problem::Word {
            list: WordList::Pass,
            text: "linkerkant".into(),
        },
    };
    let nl = Words::new(Lang::Nl);
    let page = errors::input_error(&nl, &game, &error, Door::Page, Some("pass"));
    assert!(
        page.starts_with("Doorgegeven: „linkerkant” wordt niet geaccepteerd"),
        "{page}"
    );
    let command_line = errors::input_error(&nl, &game, &error, Door::CommandLine, Some("--pass"));
    assert!(command_line.contains("--pass"), "{command_line}");
    let en = Words::new(Lang::En);
    let page = errors::input_error(&en, &game, &error, Door::Page, Some("pass"));
    assert!(
        page.starts_with("pass: “linkerkant” is not accepted"),
        "{page}"
    );
}

#[test]
fn a_dutch_evening_is_dated_as_dutch_writes_a_day() {
    // The Dutch review's M11: "Dinsdag — avond van dinsdag 1 december 2026".
    assert_eq!(
        Words::new(Lang::Nl).day("2026-12-01"),
        "dinsdag 1 december 2026"
    );
    assert_eq!(
        Words::new(Lang::Nl).day("2026-09-06"),
        "zondag 6 september 2026"
    );
    assert_eq!(Words::new(Lang::En).day("2026-12-01"), "2026-12-01");
    assert_eq!(Words::new(Lang::Nl).day("not a day"), "not a day");
}
