//! What stands above and below the standings, without the table: the title, whether the pass
//! shows, each name shortened, the leaders, how long the match lasts and its notes.

use crate::core::game::{Match, Scoreboard};
use crate::core::variant::PassDir;
use crate::t;
use crate::view::width::{Width, wrap};
use crate::words::Words;
use unicode_width::UnicodeWidthStr;

/// The title above the standings: the game, the players and the target; the players as a count
/// where their names would not fit.
pub fn title(w: &Words, game: &Match, width: Width) -> String {
    title_named(w, game, width, &game.rules.variant)
}

/// The title at the top of a page: as [`title`], the game named as the page's language
/// names it (a Dutch page says "Zwarte Maria"; the terminal keeps the variant's name, which
/// is what its commands take).
pub fn page_title(w: &Words, game: &Match) -> String {
    title_named(w, game, None, game.rules.name_in(w.lang().code()))
}

/// [`title`] with the game called `variant`.
fn title_named(w: &Words, game: &Match, width: Width, variant: &str) -> String {
    let aim = target_words(w, game);
    let long = t!(
        w,
        "title",
        variant = variant,
        players = w.and(&game.players),
        aim = aim.as_str()
    );
    match width {
        Some(width) if long.width() > width => wrap(
            &t!(
                w,
                "title-count",
                variant = variant,
                count = game.players.len(),
                aim = aim
            ),
            Some(width),
        )
        .trim_end()
        .to_string(),
        _ => long,
    }
}

/// Whether the Pass column says anything: not in a game that never passes (unless the table
/// passed anyway).
pub fn shows_pass(game: &Match, board: &Scoreboard) -> bool {
    game.rules.passes_ever() || board.hands.iter().any(|h| h.pass != PassDir::Hold)
}

/// Each name cut to its shortest prefix of at least three letters that no other name starts
/// with (in any case); a name that is a prefix of another stays whole.
pub fn short_names(players: &[String]) -> Vec<String> {
    let folded: Vec<Vec<char>> = players
        .iter()
        .map(|p| p.to_lowercase().chars().collect())
        .collect();
    players
        .iter()
        .enumerate()
        .map(|(seat, name)| {
            let chars: Vec<char> = name.chars().collect();
            let unique = (3..=chars.len()).find(|&len| {
                folded.iter().enumerate().all(|(other, o)| {
                    other == seat || o.len() < len || o[..len] != folded[seat][..len]
                })
            });
            chars[..unique.unwrap_or(chars.len()).min(chars.len())]
                .iter()
                .collect()
        })
        .collect()
}

/// The players in first place (more than one when they share it).
pub fn leaders(game: &Match, board: &Scoreboard) -> Vec<usize> {
    board
        .ranking(&game.rules)
        .into_iter()
        .filter(|place| place.place == 1)
        .map(|place| place.seat)
        .collect()
}

/// How long the match lasts, as the title says it: "to 100", "3 lives each", ….
pub fn target_words(w: &Words, game: &Match) -> String {
    if let (Some(chips), Some(hands)) = (game.start_chips(), game.hands_limit()) {
        return t!(w, "aim-chips", chips = chips, hands = hands);
    }
    if let Some(lives) = game.rules.lives {
        return t!(w, "aim-lives", lives = lives.start);
    }
    let target = crate::words::target(game.target());
    if let (true, Some(hands)) = (game.options.club, game.hands_limit()) {
        return if game.rules.has_phases() {
            t!(w, "aim-club-phase", target = target, hands = hands)
        } else {
            t!(w, "aim-club", hands = hands)
        };
    }
    match (game.rules.has_phases(), game.hands_limit()) {
        (false, None) => t!(w, "aim-target", target = target),
        (true, None) => t!(w, "aim-phase", target = target),
        (false, Some(hands)) => t!(w, "aim-target-hands", target = target, hands = hands),
        (true, Some(hands)) => t!(w, "aim-phase-hands", target = target, hands = hands),
    }
}

/// The match's notes under a heading, a line each with when it was written; nothing when it
/// has none.
pub fn notes(w: &Words, game: &Match) -> String {
    if game.notes.is_empty() {
        return String::new();
    }
    let mut out = format!("{}\n", t!(w, "match-notes"));
    for note in &game.notes {
        out.push_str(&t!(
            w,
            "match-note",
            time = note.time.format("%Y-%m-%d %H:%M").to_string(),
            note = crate::core::visible::escape(&note.text)
        ));
        out.push('\n');
    }
    out
}
