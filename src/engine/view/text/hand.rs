//! What is said about one hand: its note (a declaration, a renege, a moon, how chips or lives
//! were settled), and the lines after a hand is recorded or edited.

use super::banner::state_line;
use crate::core::game::{
    AuctionHand, Entry, LivesHand, Match, PotResult, ReversisHand, Scoreboard, ScoredHand,
    Settlement,
};
use crate::core::score::Score;
use crate::core::variant::MoonEffect;
use crate::t;
use crate::words::{Words, signed, total};

/// A declared hand's note, "Ann made capot" or "Ann failed capot"; `None` without one.
pub fn declared_note(w: &Words, game: &Match, hand: &ScoredHand) -> Option<String> {
    let (Some((seat, made)), Some(declaration)) = (hand.declared, &game.rules.declaration) else {
        return None;
    };
    let id = if made {
        "note-declared-won"
    } else {
        "note-declared-lost"
    };
    Some(w.get(
        id,
        &[
            crate::words::arg("name", game.players[seat].as_str()),
            crate::words::arg("declaration", declaration.name.as_str()),
        ],
    ))
}

/// What a hand's notes say: a declaration, a renege, a moon; and where cards were exposed or
/// a player took a whole reversing suit (Gong Zhu), that too.
pub fn hand_note(w: &Words, game: &Match, hand: &ScoredHand) -> String {
    let mut parts = vec![base_note(w, game, hand)];
    parts.extend(exposed_note(w, game, hand));
    parts.retain(|part| !part.is_empty());
    parts.join("; ")
}

/// The cards exposed before play and the whole suit one player took, which then counts the
/// other way (Gong Zhu: "A♥ exposed; Ann took every heart: they count the other way (not a
/// moon)"); `None` where neither happened.
pub fn exposed_note(w: &Words, game: &Match, hand: &ScoredHand) -> Option<String> {
    let mut parts = Vec::new();
    if !hand.exposed.is_empty() {
        let cards: Vec<String> = hand.exposed.iter().map(|&c| w.card(c)).collect();
        parts.push(t!(
            w,
            "note-exposed",
            cards = w.and(&cards),
            count = cards.len()
        ));
    }
    if let (Some(seat), Some(reverse)) = (hand.reversed, &game.rules.reverse) {
        parts.push(t!(
            w,
            "note-reversed",
            name = game.players[seat].as_str(),
            suit = w.suit(reverse.suit)
        ));
    }
    (!parts.is_empty()).then(|| parts.join("; "))
}

/// [`hand_note`] without what Gong Zhu adds.
fn base_note(w: &Words, game: &Match, hand: &ScoredHand) -> String {
    let name = |seat: usize| game.players[seat].as_str();
    if let Some(note) = declared_note(w, game, hand) {
        return note;
    }
    if let Some(note) = settle_words(w, game, hand) {
        return note;
    }
    match (hand.moon, hand.renege) {
        (_, Some(offender)) => t!(w, "note-reneged", name = name(offender)),
        (Some(shooter), None) => match hand.moon_scored {
            Some(MoonEffect::Subtract) => t!(w, "note-moon-subtract", name = name(shooter)),
            Some(MoonEffect::Win) => t!(w, "note-moon-wins", name = name(shooter)),
            _ => t!(w, "note-moon", name = name(shooter)),
        },
        (None, None) => String::new(),
    }
}

/// What became of the chips or lives in a hand (Auction, Reversis, Conquimbert), for the
/// notes and the save question; `None` for other hands.
pub fn settle_words(w: &Words, game: &Match, hand: &ScoredHand) -> Option<String> {
    if let Some(auction) = hand.auction {
        return Some(auction_note(w, game, &auction, hand.pot.unwrap_or(0)));
    }
    if let Some(lives) = &hand.lives {
        return Some(lives_note(w, game, hand, lives));
    }
    hand.reversis.as_ref().map(|r| reversis_note(w, game, r))
}

/// A Conquimbert hand in words: "Bob reached 31; Bob is out".
fn lives_note(w: &Words, game: &Match, hand: &ScoredHand, lives: &LivesHand) -> String {
    let names = |seats: &[usize]| {
        let names: Vec<&str> = seats.iter().map(|&s| game.players[s].as_str()).collect();
        w.and(&names)
    };
    let most = lives
        .lost
        .first()
        .and_then(|&seat| hand.card_points.as_ref().map(|p| p[seat]))
        .unwrap_or(0);
    let lost = match (lives.spared, lives.reached) {
        (true, _) => t!(w, "note-life-spared"),
        (false, true) => t!(
            w,
            "note-life-reached",
            names = names(&lives.lost),
            count = lives.lost.len(),
            at = game.rules.lives.map_or(0, |l| l.lose_at)
        ),
        (false, false) => t!(
            w,
            "note-life-most",
            names = names(&lives.lost),
            points = most
        ),
    };
    if lives.out.is_empty() {
        lost
    } else {
        let out = t!(
            w,
            "note-out",
            names = names(&lives.out),
            count = lives.out.len()
        );
        format!("{lost}; {out}")
    }
}

/// A Reversis hand in words: "Party: Ann takes 4 from Cas; 2 paid in play".
fn reversis_note(w: &Words, game: &Match, hand: &ReversisHand) -> String {
    let name = |seat: usize| game.players[seat].as_str();
    let settled = match hand.settlement {
        Some(Settlement::Reversis { seat, chips }) => {
            t!(w, "note-reversis", to = name(seat), chips = chips)
        }
        Some(Settlement::Espagnolette { seat, payer, chips }) => t!(
            w,
            "note-espagnolette",
            to = name(seat),
            from = name(payer),
            chips = chips
        ),
        Some(Settlement::Party {
            winner,
            payer,
            chips,
        }) => t!(
            w,
            "note-party",
            to = name(winner),
            from = name(payer),
            chips = chips
        ),
        None => t!(w, "note-no-settlement"),
    };
    if hand.payments.is_empty() {
        settled
    } else {
        let paid = t!(w, "note-payments", count = hand.payments.len());
        format!("{settled}; {paid}")
    }
}

/// An Auction hand in words: "Bob bid 5 and named ♥; Bob took the pot (18)".
fn auction_note(w: &Words, game: &Match, auction: &AuctionHand, pot: i64) -> String {
    let name = |seat: usize| game.players[seat].as_str();
    let suit = w.suit(auction.suit);
    let named = match auction.bid {
        Some(bid) => t!(
            w,
            "note-bid",
            name = name(auction.namer),
            bid = bid,
            suit = suit
        ),
        None => t!(
            w,
            "note-named-again",
            name = name(auction.namer),
            suit = suit
        ),
    };
    let result = match auction.pot {
        PotResult::Won { seat, chips } => t!(w, "note-pot-won", name = name(seat), chips = chips),
        PotResult::Split { seats, each } => t!(
            w,
            "note-pot-split",
            names = w.and(&[name(seats.0), name(seats.1)]),
            each = each
        ),
        PotResult::Stays => t!(w, "note-pot-stays", chips = pot),
    };
    format!("{named}; {result}")
}

/// Each player's card points in a hand of a game that counts them (Conquimbert's lives,
/// Reversis' Party), players out of the match left out: "Card points: Ann 33, Bob 31, …".
pub fn card_points(
    w: &Words,
    game: &Match,
    board: &Scoreboard,
    scored: &crate::core::game::ScoredHand,
) -> Option<String> {
    let each = card_points_each(game, board, scored)?;
    Some(t!(w, "play-card-points", points = each))
}

/// The last hand's card points under the standings: "Card points in hand 3: Ann 33, …".
pub fn last_card_points(w: &Words, game: &Match, board: &Scoreboard) -> Option<String> {
    let hand = board.hands.last()?;
    let each = card_points_each(game, board, hand)?;
    Some(t!(
        w,
        "status-card-points",
        number = hand.number,
        points = each
    ))
}

/// "Ann 33, Bob 31, …": the card points of the players still in.
fn card_points_each(game: &Match, board: &Scoreboard, scored: &ScoredHand) -> Option<String> {
    let points = scored.card_points.as_ref()?;
    let each: Vec<String> = points
        .iter()
        .enumerate()
        .filter(|&(seat, _)| !board.is_out(seat))
        .map(|(seat, value)| format!("{} {value}", game.players[seat]))
        .collect();
    Some(each.join(", "))
}

/// What a recorded hand scored, and what comes next.
pub fn recorded(w: &Words, game: &Match, board: &Scoreboard) -> String {
    let Some(hand) = board.hands.last() else {
        return String::new();
    };
    let mut out = t!(
        w,
        "hand-recorded",
        number = hand.number,
        points = points_words(game, &hand.points)
    );
    out.push('\n');
    let note = hand_note(w, game, hand);
    if !note.is_empty() {
        out.push_str(&t!(w, "sentence", text = note));
        out.push('\n');
    }
    // Conquimbert's and Reversis' card points, which decide the lives and the Party.
    if let Some(points) = card_points(w, game, board, hand) {
        out.push_str(&points);
        out.push('\n');
    }
    out.push_str(&t!(
        w,
        "totals-line",
        totals = totals_words(game, &board.totals)
    ));
    out.push('\n');
    if game.rules.has_phases() && !board.finished() && hand.phase == Some(1) && board.phase == 2 {
        out.push_str(&t!(w, "phase-2-starts"));
        out.push('\n');
    }
    out.push_str(&state_line(w, game, board));
    out
}

/// What an edit changed: the hand's new points, and the outcome if it moved.
pub fn edited(
    w: &Words,
    game: &Match,
    number: usize,
    before: &Scoreboard,
    after: &Scoreboard,
) -> String {
    let Some(hand) = after.hands.get(number - 1) else {
        return String::new();
    };
    let mut out = t!(
        w,
        "hand-edited",
        number = number,
        points = points_words(game, &hand.points)
    );
    out.push('\n');
    let note = hand_note(w, game, hand);
    if !note.is_empty() {
        out.push_str(&t!(w, "sentence", text = note));
        out.push('\n');
    }
    let later = after.hands.len() - number;
    if later > 0 {
        out.push_str(&t!(w, "later-rescored", count = later));
        out.push('\n');
    }
    out.push_str(&t!(
        w,
        "totals-line",
        totals = totals_words(game, &after.totals)
    ));
    out.push('\n');
    match (before.winner(), after.winner()) {
        (Some(old), None) => {
            out.push_str(&t!(
                w,
                "match-open-again",
                name = game.players[old].as_str()
            ));
            out.push('\n');
        }
        (Some(old), Some(new)) if old != new => {
            out.push_str(&t!(
                w,
                "winner-now",
                name = game.players[new].as_str(),
                old = game.players[old].as_str()
            ));
            out.push('\n');
        }
        _ => {}
    }
    out.push_str(&state_line(w, game, after));
    out
}

/// Each player's points of a hand: "Ann +16, Bob +5, Cas 0, Dee +5".
pub fn points_words(game: &Match, points: &[Score]) -> String {
    let words: Vec<String> = game
        .players
        .iter()
        .zip(points)
        .map(|(name, p)| format!("{name} {}", signed(*p)))
        .collect();
    words.join(", ")
}

/// Each player's total: "Ann 16, Bob 5, Cas 0, Dee 5".
pub fn totals_words(game: &Match, totals: &[Score]) -> String {
    let words: Vec<String> = game
        .players
        .iter()
        .zip(totals)
        .map(|(name, t)| format!("{name} {}", total(*t)))
        .collect();
    words.join(", ")
}

/// What undo would remove, as a question naming it ("Remove hand 8 (Dee dealt; …)?"); none
/// when nothing was entered yet.
pub fn undo_question(w: &Words, game: &Match, board: &Scoreboard) -> Option<String> {
    Some(match game.entries.last()? {
        Entry::Misdeal { .. } => t!(w, "undo-ask-misdeal", number = board.hands.len() + 1),
        Entry::AllPass { dealer, .. } => t!(
            w,
            "undo-ask-all-pass",
            name = game.players[*dealer].as_str()
        ),
        Entry::Hand(_) | Entry::Points(_) => {
            let hand = board.hands.last()?;
            t!(
                w,
                "undo-ask-hand",
                number = hand.number,
                dealer = game.players[hand.dealer].as_str(),
                points = points_words(game, &hand.points)
            )
        }
    })
}
