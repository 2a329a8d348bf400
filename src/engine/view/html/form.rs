//! The `serve` page's entry form: a field per player, the choices each game has, the rarer
//! ones folded away; and the words and facts its script needs.

use crate::core::game::{Match, Scoreboard};
use crate::core::variant::{MoonEffect, PassDir, PassStep};
use crate::t;
use crate::view::text;
use crate::words::Words;
use maud::{Markup, html};

/// A `<select>` of `options` (value, label), the first one chosen.
fn select(name: &str, label: &str, options: &[(String, String)]) -> Markup {
    html! {
        label class="field" {
            span { (label) }
            select name=(name) {
                @for (value, shown) in options {
                    option value=(value) { (shown) }
                }
            }
        }
    }
}

/// The players as options, after `first` (the empty choice).
fn player_options(game: &Match, first: String) -> Vec<(String, String)> {
    std::iter::once((String::new(), first))
        .chain(game.players.iter().map(|name| (name.clone(), name.clone())))
        .collect()
}

/// A field for cards named `name`: the keyboard for text, nothing capitalised or corrected
/// by the phone.
fn card_field(name: &str, label: &str, help: &str) -> Markup {
    html! {
        label class="field wide" {
            span { (label) }
            input name=(name) inputmode="text" autocapitalize="off" autocorrect="off" spellcheck="false" enterkeyhint="next";
            small { (help) }
        }
    }
}

/// Three of the game's scoring cards as they are typed, the most valuable first: "QS JD 10C".
fn scoring_examples(w: &Words, game: &Match) -> String {
    let rules = &game.rules;
    let worth = |card| (rules.value(card), rules.imaginary_value(card));
    let mut cards: Vec<_> = rules
        .deck
        .cards()
        .map(|(card, _)| card)
        .filter(|&card| worth(card) != (0, 0))
        .collect();
    cards.sort_by_key(|&card| std::cmp::Reverse(worth(card).0.abs() + worth(card).1.abs()));
    cards.dedup();
    cards
        .into_iter()
        .take(3)
        .map(|card| w.typed_card(card))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The word the form fills in for the last player still in: `rest`, as the table types it.
fn rest_word(w: &Words) -> String {
    rest_words(w).into_iter().next().unwrap_or_default()
}

/// Every word for the rest the card syntax reads (in lower case, as it compares them), each
/// once.
fn rest_words(w: &Words) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    for word in &crate::words::vocab::Vocabulary::new(w.lang()).cards().rest {
        let word = word.to_lowercase();
        if !words.contains(&word) {
            words.push(word);
        }
    }
    words
}

/// The entry form: a field per player, the last one filled with `rest`, the choices this
/// game has (the moon, a declaration, the bid and suit, payments in play), the rarer ones
/// (renege, dealer, pass, cards out) folded away; points shown before the hand is saved.
/// `hidden` once the match is over.
pub(super) fn entry_form(w: &Words, game: &Match, board: &Scoreboard, hidden: bool) -> Markup {
    let rules = &game.rules;
    let still_in: Vec<usize> = (0..game.players.len())
        .filter(|&s| !board.is_out(s))
        .collect();
    let last = still_in.last().copied();
    let rest = rest_word(w);
    let help = if game.auction() {
        t!(w, "web-enter-help-auction")
    } else if !rules.takes_bare_hearts() {
        // Where a bare number is refused (Gong Zhu, Conquimbert, …), the help offers none.
        t!(w, "web-enter-help-cards", cards = scoring_examples(w, game))
    } else if text::hearts_only(rules) {
        t!(w, "web-enter-help-hearts")
    } else {
        t!(w, "web-enter-help")
    };
    // The moon is a question, asked when the typed hand is one and the shooter chooses.
    let choose = |phase| game.moon_effect(phase) == MoonEffect::Choose;
    let moon = choose(1) || (rules.has_phases() && choose(2));
    // Where the dealer chooses every hand's pass, the choice is part of the hand (left first,
    // as Enter gives at the prompt); a cycle with some dealer's-choice hands keeps it folded
    // away below, with the choices among the ways.
    let dealers_choice_only = rules.pass_cycle == [PassStep::DealersChoice];
    let suits = || {
        std::iter::once((String::new(), "—".to_string()))
            .chain(
                crate::words::vocab::suits_lettered(w.lang())
                    .into_iter()
                    .map(|(suit, letter)| {
                        (letter.to_string(), format!("{letter} {}", suit.symbol()))
                    }),
            )
            .collect::<Vec<_>>()
    };
    let chosen_passes = || {
        rules
            .pass_choices
            .iter()
            .map(|&dir| (dir.as_str().to_string(), text::pass_name(w, dir)))
            .collect::<Vec<_>>()
    };
    let passes = || {
        let mut passes = vec![(String::new(), t!(w, "web-as-proposed"))];
        let ways = rules.pass_directions();
        for dir in PassDir::ALL {
            if dir == PassDir::Hold || ways.contains(&dir) {
                passes.push((dir.as_str().to_string(), text::pass_name(w, dir)));
            }
        }
        passes
    };
    html! {
        section hidden[hidden] id="entry" class="entry" {
            h2 { (t!(w, "web-enter")) }
            noscript { p class="message" { (t!(w, "web-needs-script")) } }
            form id="hand" autocomplete="off" {
                p id="edit-note" class="edit-note" hidden {}
                p class="help" { (help) }
                div class="took" {
                    @for (seat, name) in game.players.iter().enumerate() {
                        label class="field" {
                            span { (name) }
                            // `data-rest`: the page put the rest here; a `rest` typed in another
                            // field takes its place.
                            input name="took" data-player=(name) value=(if Some(seat) == last { rest.as_str() } else { "" }) data-rest[Some(seat) == last] inputmode="text" autocapitalize="off" autocorrect="off" spellcheck="false" enterkeyhint="next" disabled[board.is_out(seat)];
                        }
                    }
                }
                // Cards out of play are part of the hand where the game has them, not tucked
                // away.
                @if game.may_name_out() {
                    (card_field("out", &t!(w, "out-of-play"), &t!(w, "web-out-help")))
                }
                @if moon {
                    input type="hidden" name="moon" value="";
                    fieldset id="moon-ask" class="moon-ask" hidden {
                        legend id="moon-question" {}
                        div id="moon-choices" class="buttons" {}
                    }
                }
                // Gong Zhu: the cards shown before play, in a field of its own; empty when
                // none were.
                @if !rules.expose.is_empty() {
                    (card_field("expose", &t!(w, "web-expose"), &t!(w, "web-expose-help")))
                }
                @if let Some(declaration) = &rules.declaration {
                    (select("declare", &t!(w, "web-declare", name = declaration.name.as_str()), &player_options(game, t!(w, "web-nobody"))))
                }
                @if game.auction() {
                    (select("bidder", &t!(w, "web-bidder"), &player_options(game, t!(w, "web-names-again"))))
                    label class="field" {
                        span { (t!(w, "web-bid")) }
                        input name="bid" type="number" min="1" inputmode="numeric";
                    }
                    (select("suit", &t!(w, "web-suit"), &suits()))
                    label class="check" {
                        input name="all_pass" type="checkbox";
                        " " (t!(w, "web-all-pass"))
                    }
                }
                @if game.reversis() {
                    label class="field wide" {
                        span { (t!(w, "web-pay")) }
                        input name="pay" placeholder="Ann>Bob:3, pot>Cas:2" spellcheck="false";
                    }
                }
                @if dealers_choice_only && !game.never_passes() {
                    (select("pass", &t!(w, "web-pass-choose"), &chosen_passes()))
                }
                details {
                    summary { (t!(w, "web-more")) }
                    div class="more" {
                        @if rules.chips.is_none() && rules.lives.is_none() {
                            (select("renege", &t!(w, "web-renege"), &player_options(game, t!(w, "web-nobody"))))
                        }
                        (select("dealer", &t!(w, "web-dealer"), &player_options(game, t!(w, "web-as-proposed"))))
                        // A game that never passes takes no pass (it would be refused).
                        @if !game.never_passes() && !dealers_choice_only {
                            (select("pass", &t!(w, "web-pass"), &passes()))
                        }
                    }
                }
                div id="preview" class="preview" hidden {}
                p id="message" class="message" role="alert" {}
                div class="buttons" {
                    button type="submit" id="check" { (t!(w, "web-check")) }
                    button type="button" id="confirm" hidden { (t!(w, "web-confirm")) }
                    button type="button" id="change" class="quiet" hidden { (t!(w, "web-change")) }
                    button type="button" id="again" class="quiet" hidden {}
                    button type="button" id="discard" class="quiet" hidden { (t!(w, "web-discard")) }
                    button type="button" id="edit-cancel" class="quiet" hidden { (t!(w, "web-edit-cancel")) }
                }
            }
            div id="edit-hands" class="edit-hands" hidden {
                span { (t!(w, "web-edit")) }
                " "
            }
            div class="undo" {
                button type="button" id="undo" class="quiet" { (t!(w, "web-undo")) }
                div id="undo-ask" hidden {
                    p id="undo-ask-text" { (t!(w, "web-undo-ask")) }
                    button type="button" id="undo-yes" { (t!(w, "web-undo-yes")) }
                    " "
                    button type="button" id="undo-no" class="quiet" { (t!(w, "web-no")) }
                }
                " "
                button type="button" id="misdeal" class="quiet" { (t!(w, "web-misdeal")) }
                div id="misdeal-ask" hidden {
                    p { (t!(w, "web-misdeal-ask")) }
                    button type="button" id="misdeal-yes" { (t!(w, "web-misdeal-yes")) }
                    " "
                    button type="button" id="misdeal-no" class="quiet" { (t!(w, "web-no")) }
                }
            }
        }
    }
}

/// What the preview says of the typed hand before it is saved (the last of `board`'s hands),
/// a line each: its points; what its note says once saved, in the words the hands' list
/// then shows (a bid and the pot, who reached 31, a declaration, a renege); and the card
/// points that decided the lives or the Party, as `record` says them (the browser review's
/// N9: the table checks what it would dispute before it saves). A moon with nothing else to
/// say is said before the points, as the question before it asked ("Ann shot the moon. Hand
/// 1: …").
pub fn preview(w: &Words, game: &Match, board: &Scoreboard) -> Vec<String> {
    let Some(hand) = board.hands.last() else {
        return Vec::new();
    };
    let points = t!(
        w,
        "web-preview",
        number = hand.number,
        points = text::points_words(game, &hand.points)
    );
    let note = text::hand_note(w, game, hand);
    let moon_only = hand.moon.is_some()
        && hand.renege.is_none()
        && text::declared_note(w, game, hand).is_none()
        && text::settle_words(w, game, hand).is_none();
    let mut lines = Vec::new();
    if note.is_empty() {
        lines.push(points);
    } else if moon_only {
        lines.push(format!("{} {points}", t!(w, "sentence", text = note)));
    } else {
        lines.push(points);
        lines.push(t!(w, "sentence", text = note));
    }
    lines.extend(text::card_points(w, game, board, hand));
    lines
}

/// The words the page's script says, and what it needs to know of the match.
/// `version` is the live feed's (`ENTRIES.FINGERPRINT`); `hand` is the hand being entered
/// (none once the match is over): a change sends back what the page showed.
pub(super) fn script_data(
    w: &Words,
    game: &Match,
    board: &Scoreboard,
    version: &str,
    base: &str,
) -> serde_json::Value {
    let mut data = serde_json::json!({
        "version": version,
        "hand": (!board.finished()).then(|| game.hand_in_play()),
        "players": game.players,
        // The rest: the word filled in for the last player still in, then every word for it.
        "rest": rest_words(w),
        "words": {
            "saved": t!(w, "web-saved", number = "{number}"),
            "undone": t!(w, "web-undone"),
            "offline": t!(w, "web-offline"),
            "failed": t!(w, "web-failed"),
            "saveAsNext": t!(w, "web-save-as-next", number = "{number}"),
            "lostSaved": t!(w, "web-lost-saved", number = "{number}"),
            "lostNotSaved": t!(w, "web-lost-not-saved", number = "{number}"),
            "lostUnknown": t!(w, "web-lost-unknown"),
            "lostUndo": t!(w, "web-lost-undo"),
            "notSent": t!(w, "web-not-sent"),
            "notSentUndo": t!(w, "web-not-sent-undo"),
            "draftKept": t!(w, "web-draft-kept"),
            "cleared": t!(w, "web-cleared"),
            "enterAgain": t!(w, "web-enter-again", number = "{number}"),
            "lostSavedSame": t!(w, "web-lost-saved-same", number = "{number}"),
            "moonAdd": t!(w, "web-moon-add-choice", value = "{value}"),
            "moonSubtract": t!(w, "web-moon-subtract-choice", name = "{name}", value = "{value}"),
            "editHand": t!(w, "web-edit-hand", number = "{number}"),
            "editNote": t!(w, "web-edit-note", number = "{number}"),
            "editSave": t!(w, "web-edit-save"),
        },
    });
    if !base.is_empty() {
        data["base"] = base.into();
    }
    data
}
