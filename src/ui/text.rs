//! Text for people: the standings table, the banner of the next hand, what a recorded hand
//! scored, and what happens next. Every sentence comes from the words layer.

use super::report::{NextDetail, NextReport, StatusReport};
use crate::core::cards::Card;
use crate::core::game::{
    AuctionHand, FirstLeader, LivesHand, Match, Outcome, PotResult, ReversisHand, Scoreboard,
    ScoredHand, Settlement,
};
use crate::core::score::Score;
use crate::core::variant::{Direction, KittyTaker, MoonEffect, PassDir, Rules, Settle, TieBreak};
use crate::t;
use crate::words::{Words, capital, signed, total};
use comfy_table::{Cell, CellAlignment, ContentArrangement};

/// How wide a screen is: the terminal's width on a terminal, else `COLUMNS` when it is set;
/// `None` when nothing limits the width (a pipe, a file) or the full layout was asked for.
pub type Width = Option<usize>;

/// The standings table: one row per hand with each player's running total and the hand's
/// points, then the totals with the leader marked. Within `width` it takes the first layout
/// that fits without breaking a cell: the full table; the full table with the notes (moons,
/// reneges) below it; the compact table (names cut to their shortest unique prefix of at least
/// three letters, each hand's points only). Unlimited, it is the full table.
pub fn standings_table(
    w: &Words,
    report: &StatusReport,
    game: &Match,
    board: &Scoreboard,
    width: Width,
) -> String {
    let title = title(w, game, width);
    let notes: Vec<String> = board
        .hands
        .iter()
        .filter_map(|hand| {
            let note = hand_note(w, game, hand);
            (!note.is_empty()).then(|| t!(w, "note-hand", number = hand.number, note = note))
        })
        .collect();
    let Some(width) = width else {
        return format!("{title}\n{}\n", full_table(w, report, game, board, true));
    };
    let below = || wrap(&notes.join("\n"), Some(width));
    let fits = |table: &str| {
        table
            .lines()
            .all(|l| console::measure_text_width(l) <= width)
    };
    let inline = full_table(w, report, game, board, true);
    if fits(&inline) {
        return format!("{title}\n{inline}\n");
    }
    let full = full_table(w, report, game, board, false);
    let table = if fits(&full) {
        full
    } else {
        [(1, 1), (1, 0)]
            .into_iter()
            .map(|padding| compact_table(w, report, game, board, padding, None))
            .find(|compact| fits(compact))
            .unwrap_or_else(|| compact_table(w, report, game, board, (1, 0), Some(width)))
    };
    format!("{title}\n{table}\n{}", below())
}

/// The title above the standings: the game, the players and the target; the players as a count
/// where their names would not fit.
pub fn title(w: &Words, game: &Match, width: Width) -> String {
    let variant = game.rules.variant.as_str();
    let aim = target_words(w, game);
    let long = t!(
        w,
        "title",
        variant = variant,
        players = w.and(&game.players),
        aim = aim.as_str()
    );
    match width {
        Some(width) if console::measure_text_width(&long) > width => wrap(
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
    game.rules.pass_cycle.iter().any(|&p| p != PassDir::Hold)
        || board.hands.iter().any(|h| h.pass != PassDir::Hold)
}

/// A pass direction's name, as the table's Pass column shows it.
pub fn pass_name(w: &Words, pass: PassDir) -> String {
    w.get(
        match pass {
            PassDir::Left => "pass-left",
            PassDir::Right => "pass-right",
            PassDir::Across => "pass-across",
            PassDir::Hold => "pass-hold",
            PassDir::TwoLeft => "pass-two-left",
            PassDir::TwoRight => "pass-two-right",
            PassDir::Scatter => "pass-scatter",
        },
        &[],
    )
}

fn full_table(
    w: &Words,
    report: &StatusReport,
    game: &Match,
    board: &Scoreboard,
    notes_inline: bool,
) -> String {
    let phased = game.rules.has_phases();
    let pass = shows_pass(game, board);
    let mut table = super::table::framed(ContentArrangement::Disabled);
    let mut header = vec![Cell::new(t!(w, "col-hand")), Cell::new(t!(w, "col-dealer"))];
    if pass {
        header.push(Cell::new(t!(w, "col-pass")));
    }
    if phased {
        header.push(Cell::new(t!(w, "col-phase")));
    }
    header.extend(report.players.iter().map(Cell::new));
    if notes_inline {
        header.push(Cell::new(t!(w, "col-notes")));
    }
    table.set_header(header);
    for (hand, scored) in report.hands.iter().zip(&board.hands) {
        let mut row = vec![Cell::new(hand.number), Cell::new(&hand.dealer)];
        if pass {
            row.push(Cell::new(pass_name(w, hand.pass)));
        }
        if phased {
            row.push(Cell::new(
                hand.phase.map_or(String::new(), |p| p.to_string()),
            ));
        }
        for ((_, points), (_, running)) in hand.points.0.iter().zip(&hand.totals.0) {
            row.push(
                Cell::new(format!("{} ({})", total(*running), signed(*points)))
                    .set_alignment(CellAlignment::Right),
            );
        }
        if notes_inline {
            row.push(Cell::new(hand_note(w, game, scored)));
        }
        table.add_row(row);
    }
    let mut last = vec![Cell::new(t!(w, "row-total")), Cell::new("")];
    if pass {
        last.push(Cell::new(""));
    }
    if phased {
        last.push(Cell::new(
            report.phase.map_or(String::new(), |p| p.to_string()),
        ));
    }
    last.extend(total_cells(report, game, board, " ★"));
    if notes_inline {
        last.push(Cell::new(""));
    }
    table.add_row(last);
    if game.rules.complex() {
        let mut row = vec![Cell::new(t!(w, "row-magnitude")), Cell::new("")];
        row.extend(std::iter::repeat_n(
            Cell::new(""),
            usize::from(pass) + usize::from(phased),
        ));
        row.extend(magnitude_cells(board));
        if notes_inline {
            row.push(Cell::new(""));
        }
        table.add_row(row);
    }
    table.to_string()
}

/// The totals row's cells, the leader marked.
fn total_cells(report: &StatusReport, game: &Match, board: &Scoreboard, mark: &str) -> Vec<Cell> {
    let leaders = leaders(game, board);
    report
        .totals
        .0
        .iter()
        .enumerate()
        .map(|(seat, (_, points))| {
            let mark = if leaders.contains(&seat) && !board.hands.is_empty() {
                mark
            } else {
                ""
            };
            Cell::new(format!("{}{mark}", total(*points))).set_alignment(CellAlignment::Right)
        })
        .collect()
}

/// Each total's magnitude √(a²+b²), what decides in Complex Hearts: "26.7".
fn magnitude_cells(board: &Scoreboard) -> Vec<Cell> {
    board
        .totals
        .iter()
        .map(|t| Cell::new(format!("{:.1}", t.magnitude())).set_alignment(CellAlignment::Right))
        .collect()
}

/// The compact table: each hand's points only, under each name's shortest unique prefix, with
/// `padding` (left, right) in each cell. `squeeze` lets comfy-table wrap cells to that width as
/// a last resort.
fn compact_table(
    w: &Words,
    report: &StatusReport,
    game: &Match,
    board: &Scoreboard,
    padding: (u16, u16),
    squeeze: Option<usize>,
) -> String {
    let phased = game.rules.has_phases();
    let mut table = match squeeze {
        Some(width) => {
            let mut table = super::table::framed(ContentArrangement::Dynamic);
            table.set_width(u16::try_from(width).unwrap_or(u16::MAX));
            table
        }
        None => super::table::framed(ContentArrangement::Disabled),
    };
    let right = |text: String| Cell::new(text).set_alignment(CellAlignment::Right);
    let mut header = vec![Cell::new(t!(w, "col-hand"))];
    if phased {
        header.push(Cell::new(t!(w, "col-phase")));
    }
    header.extend(short_names(&game.players).into_iter().map(right));
    table.set_header(header);
    for hand in &report.hands {
        let mut row = vec![right(hand.number.to_string())];
        if phased {
            row.push(right(hand.phase.map_or(String::new(), |p| p.to_string())));
        }
        row.extend(hand.points.0.iter().map(|(_, p)| right(signed(*p))));
        table.add_row(row);
    }
    let mut last = vec![Cell::new(t!(w, "row-total"))];
    if phased {
        last.push(right(report.phase.map_or(String::new(), |p| p.to_string())));
    }
    last.extend(total_cells(report, game, board, "★"));
    table.add_row(last);
    if game.rules.complex() {
        let mut row = vec![Cell::new(t!(w, "row-magnitude"))];
        if phased {
            row.push(Cell::new(""));
        }
        row.extend(magnitude_cells(board));
        table.add_row(row);
    }
    for column in table.column_iter_mut() {
        column.set_padding(padding);
    }
    table.to_string()
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

/// Wraps every line of `text` to `width` at spaces, keeping a line's leading indent (and the
/// "· " of a reminder) for its continuation lines; unlimited, the text is left as it is. Every
/// line ends with a newline.
pub fn wrap(text: &str, width: Width) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let Some(width) = width else {
            out.push_str(line);
            out.push('\n');
            continue;
        };
        let indent: String = line.chars().take_while(|c| *c == ' ').collect();
        let hanging = if line[indent.len()..].starts_with("· ") {
            format!("{indent}  ")
        } else {
            indent.clone()
        };
        let options = textwrap::Options::new(width.max(20))
            .subsequent_indent(&hanging)
            .break_words(false);
        for part in textwrap::wrap(line, options) {
            out.push_str(&part);
            out.push('\n');
        }
    }
    out
}

/// The standings table followed by what happens next.
pub fn standings(
    w: &Words,
    report: &StatusReport,
    game: &Match,
    board: &Scoreboard,
    width: Width,
) -> String {
    let mut out = standings_table(w, report, game, board, width);
    out.push_str(&wrap(&state_line(w, game, board), width));
    out
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

fn target_words(w: &Words, game: &Match) -> String {
    if let (Some(chips), Some(hands)) = (game.start_chips(), game.hands_limit()) {
        return t!(w, "aim-chips", chips = chips, hands = hands);
    }
    if let Some(lives) = game.rules.lives {
        return t!(w, "aim-lives", lives = lives.start);
    }
    let target = game.target();
    match (game.rules.has_phases(), game.hands_limit()) {
        (false, None) => t!(w, "aim-target", target = target),
        (true, None) => t!(w, "aim-phase", target = target),
        (false, Some(hands)) => t!(w, "aim-target-hands", target = target, hands = hands),
        (true, Some(hands)) => t!(w, "aim-phase-hands", target = target, hands = hands),
    }
}

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

/// What a hand's notes say: a declaration, a renege, a moon.
pub fn hand_note(w: &Words, game: &Match, hand: &ScoredHand) -> String {
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

/// Who leads first, in words: "whoever holds 2♣", "Bob (left of the dealer)".
pub fn lead_words(
    w: &Words,
    game: &Match,
    leader: FirstLeader,
    names_again: Option<usize>,
) -> String {
    match (leader, names_again) {
        (FirstLeader::Holder(card), _) => t!(w, "lead-lowest-club", card = w.card(card)),
        (FirstLeader::LeftOfDealer(seat), _) => {
            t!(w, "lead-left", name = game.players[seat].as_str())
        }
        (FirstLeader::RightOfDealer(seat), _) => {
            t!(w, "lead-right", name = game.players[seat].as_str())
        }
        (FirstLeader::HighBidder, Some(seat)) => {
            t!(
                w,
                "lead-high-bidder-again",
                name = game.players[seat].as_str()
            )
        }
        (FirstLeader::HighBidder, None) => t!(w, "lead-high-bidder"),
    }
}

/// What is happening now: the next hand, a tie being broken, or the winner.
pub fn state_line(w: &Words, game: &Match, board: &Scoreboard) -> String {
    let mut out = String::new();
    match &board.outcome {
        Outcome::Won(seat) => {
            out.push_str(&if game.rules.lives.is_some() {
                t!(
                    w,
                    "match-over-lives",
                    hands = board.hands.len(),
                    name = game.players[*seat].as_str(),
                    lives = board.totals[*seat].re
                )
            } else {
                t!(
                    w,
                    "match-over",
                    hands = board.hands.len(),
                    name = game.players[*seat].as_str(),
                    total = total(board.totals[*seat])
                )
            });
            out.push('\n');
            return out;
        }
        Outcome::TieBreak(tied) => {
            let names: Vec<&str> = tied.iter().map(|&s| game.players[s].as_str()).collect();
            let names = w.and(&names);
            out.push_str(&match game.rules.tie {
                TieBreak::ExtraHand => t!(w, "tied-extra-hand", names = names),
                TieBreak::PlayOn => t!(w, "tied-play-on", names = names),
            });
            out.push('\n');
        }
        Outcome::Playing => {}
    }
    if game.rules.chips.is_some() {
        out.push_str(&t!(w, "pot-line", chips = board.pot));
        out.push('\n');
    }
    if !board.out.is_empty() {
        let names: Vec<&str> = board
            .out
            .iter()
            .map(|&(seat, _)| game.players[seat].as_str())
            .collect();
        out.push_str(&t!(w, "out-line", names = w.and(&names)));
        out.push('\n');
    }
    if let Some(next) = board.next(&game.rules) {
        let dealer = game.players[next.dealer].as_str();
        let pass = pass_words(w, next.pass, game.rules.pass_cards);
        let lead = lead_words(w, game, next.leader, next.names_again);
        out.push_str(&match next.phase {
            Some(phase) => t!(
                w,
                "next-line-phase",
                number = next.number,
                phase = phase,
                dealer = dealer,
                pass = pass,
                lead = lead
            ),
            None => t!(
                w,
                "next-line",
                number = next.number,
                dealer = dealer,
                pass = pass,
                lead = lead
            ),
        });
        out.push('\n');
    }
    out
}

fn pass_words(w: &Words, pass: PassDir, cards: u32) -> String {
    match pass {
        PassDir::Hold => t!(w, "pass-none"),
        PassDir::Scatter => t!(w, "pass-one-each"),
        dir => t!(w, "pass-cards", cards = cards, direction = pass_way(w, dir)),
    }
}

/// Which way cards go, as a sentence says it: "left" / "naar links".
pub fn pass_way(w: &Words, pass: PassDir) -> String {
    w.get(
        match pass {
            PassDir::Left => "pass-way-left",
            PassDir::Right => "pass-way-right",
            PassDir::Across => "pass-way-across",
            PassDir::Hold => "pass-way-hold",
            PassDir::TwoLeft => "pass-way-two-left",
            PassDir::TwoRight => "pass-way-two-right",
            PassDir::Scatter => "pass-way-scatter",
        },
        &[],
    )
}

/// Who takes the kitty, in words.
pub fn taker_words(w: &Words, taker: KittyTaker) -> String {
    w.get(
        match taker {
            KittyTaker::FirstTrickWithPoints => "taker-first-points",
            KittyTaker::FirstTrick => "taker-first-trick",
            KittyTaker::LastTrick => "taker-last-trick",
            KittyTaker::FirstHeart => "taker-first-heart",
        },
        &[],
    )
}

/// What the table calls the cards left after the deal: the variant's own word, or this
/// language's word for a kitty.
pub fn kitty_name(w: &Words, rules: &Rules) -> String {
    match rules.kitty_name_in(w.lang().code()) {
        Some(name) => name.to_string(),
        None if rules.kitty_name == "kitty" => t!(w, "kitty-name"),
        None => rules.kitty_name.clone(),
    }
}

/// The banner of the next hand: dealer, deal, who passes to whom, first lead, reminders.
pub fn banner(w: &Words, game: &Match, detail: &NextDetail) -> String {
    let rules = &game.rules;
    let next = &detail.next;
    let number = next.number;
    let dealer = next.dealer.as_str();
    let cards = detail.cards_each;
    let mut out = if detail.kitty > 0 {
        let goes = rules
            .kitty_goes_to
            .map(|taker| t!(w, "kitty-goes", taker = taker_words(w, taker)))
            .unwrap_or_default();
        let name = kitty_name(w, rules);
        match next.phase {
            Some(phase) => t!(
                w,
                "banner-deal-kitty-phase",
                number = number,
                phase = phase,
                dealer = dealer,
                cards = cards,
                kitty = detail.kitty,
                name = name,
                goes = goes
            ),
            None => t!(
                w,
                "banner-deal-kitty",
                number = number,
                dealer = dealer,
                cards = cards,
                kitty = detail.kitty,
                name = name,
                goes = goes
            ),
        }
    } else {
        match next.phase {
            Some(phase) => t!(
                w,
                "banner-deal-phase",
                number = number,
                phase = phase,
                dealer = dealer,
                cards = cards
            ),
            None => t!(
                w,
                "banner-deal",
                number = number,
                dealer = dealer,
                cards = cards
            ),
        }
    };
    out.push('\n');
    if detail.passes.is_empty() && rules.pass_cycle.iter().all(|&p| p == PassDir::Hold) {
        out.push_str(&t!(w, "no-passing-game"));
        out.push('\n');
    } else if detail.passes.is_empty() {
        out.push_str(&t!(w, "no-passing-hand"));
        out.push('\n');
    } else {
        for pass in &detail.passes {
            out.push_str(&t!(
                w,
                "banner-pass",
                from = pass.from.as_str(),
                cards = pass.cards,
                to = pass.to.as_str()
            ));
            out.push('\n');
        }
    }
    out.push_str(&t!(
        w,
        "banner-lead",
        lead = capital(&lead_words(
            w,
            game,
            next.leader,
            next.names_again
                .as_ref()
                .and_then(|name| game.players.iter().position(|p| p == name))
        ))
    ));
    out.push('\n');
    for reminder in reminders(w, game, next) {
        out.push_str(&format!("  · {reminder}\n"));
    }
    out
}

/// The rules worth repeating at the start of each hand.
pub fn reminders(w: &Words, game: &Match, next: &NextReport) -> Vec<String> {
    let rules = &game.rules;
    let queen = w.card(Card::QUEEN_OF_SPADES);
    let mut list = Vec::new();
    if rules.direction == Direction::CounterClockwise {
        list.push(t!(w, "reminder-counter-clockwise"));
    }
    if let Some(out) = next.out.as_ref().filter(|out| !out.is_empty()) {
        list.push(t!(w, "reminder-out", names = w.and(out)));
    }
    if game.auction() {
        // The bidding replaces the hearts reminders: the suit is not known before it.
        list.push(match (&next.names_again, &next.bidding) {
            (Some(name), _) => t!(w, "reminder-names-again", name = name.as_str()),
            (None, Some(order)) => t!(w, "reminder-bidding", order = order.join(", ")),
            (None, None) => String::new(),
        });
        list.extend(rules.reminders_in(w.lang().code()).iter().cloned());
        return list;
    }
    if next.phase == Some(2) {
        list.push(t!(w, "reminder-phase-2"));
    }
    list.push(
        match (rules.hearts_must_be_broken, rules.queen_breaks_hearts) {
            (true, true) => t!(w, "reminder-hearts-broken-queen", queen = queen),
            (true, false) => t!(w, "reminder-hearts-broken"),
            (false, _) => t!(w, "reminder-hearts-any-time"),
        },
    );
    list.push(t!(w, "sentence", text = first_trick_words(w, rules)));
    if rules.trumps.is_some() {
        list.push(t!(w, "reminder-trumps"));
    }
    if let Some(declaration) = &rules.declaration {
        list.push(t!(w, "reminder-declare", name = declaration.name.as_str()));
    }
    list.extend(rules.reminders_in(w.lang().code()).iter().cloned());
    list
}

/// How to answer the prompts, shown once when `play` starts and at the top of `help`: the
/// trick games name their trick words instead of the hearts count.
pub fn instructions(w: &Words, rules: &Rules) -> String {
    let tricks = &rules.tricks;
    match rules.chips.map(|c| c.settle) {
        Some(Settle::Auction) => return t!(w, "instructions-auction"),
        Some(Settle::Reversis) => return t!(w, "instructions-reversis"),
        None => {}
    }
    if rules.lives.is_some() {
        t!(w, "instructions-lives")
    } else if tricks.scores_first() || tricks.scores_last() || tricks.scores_tricks() {
        t!(w, "instructions-tricks")
    } else if let Some(multiplier) = rules.multiplier {
        t!(w, "instructions-multiplier", card = w.card(multiplier.card))
    } else {
        t!(w, "instructions")
    }
}

/// What may be played to the first trick, as one sentence without its full stop: "No hearts
/// and no Q♠ on the first trick unless a player has nothing else" (the other scoring cards,
/// such as Black Maria's K♠ and A♠, may be played), or that points may be played to it.
pub fn first_trick_words(w: &Words, rules: &Rules) -> String {
    let queen =
        rules.value(Card::QUEEN_OF_SPADES) > 0 || rules.imaginary_value(Card::QUEEN_OF_SPADES) > 0;
    match (rules.points_on_first_trick, queen) {
        (true, _) => t!(w, "first-trick-points"),
        (false, true) => t!(
            w,
            "first-trick-no-hearts-queen",
            queen = w.card(Card::QUEEN_OF_SPADES)
        ),
        (false, false) => t!(w, "first-trick-no-hearts"),
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::properties::{record_typed, typed_hand};
    use crate::core::testkit::game;

    fn en() -> crate::words::Words {
        crate::words::Words::new(crate::words::Lang::En)
    }

    const LONG_NAMES: [&str; 11] = [
        "Alexander",
        "Bernadette",
        "Christiaan",
        "Dominique",
        "Evelien",
        "Frederique",
        "Gijsbert",
        "Hendrika",
        "Ingeborg",
        "Johannes",
        "Katharina",
    ];

    /// A match of `variant` for `players` with a dozen hands (fewer if it ends sooner), its
    /// players renamed to long Dutch names.
    fn played(variant: &str, players: usize) -> (Match, Scoreboard) {
        let mut m = game(variant, players);
        for hand in 0..12 {
            let owners = [hand, hand + 1, hand + 3];
            let typed = typed_hand(&m.rules, &owners, true);
            if record_typed(&mut m, &typed).is_err() {
                break;
            }
        }
        m.players = LONG_NAMES[..players]
            .iter()
            .map(|n| n.to_string())
            .collect();
        let board = m.scoreboard();
        (m, board)
    }

    fn every_line_fits(text: &str, width: usize) {
        for line in text.lines() {
            assert!(
                console::measure_text_width(line) <= width,
                "{} columns: {line}\n{text}",
                console::measure_text_width(line)
            );
        }
    }

    #[test]
    fn standings_fit_80_columns_for_every_table_size_from_2_to_11() {
        let tables = [("two-player", 2)]
            .into_iter()
            .chain((3..=7).map(|n| ("hearts", n)))
            .chain((6..=11).map(|n| ("cancellation", n)));
        for (variant, players) in tables {
            let (m, board) = played(variant, players);
            assert!(board.hands.len() >= 3, "{variant} for {players}");
            let report = StatusReport::new(&m, &board);
            let text = standings(&en(), &report, &m, &board, Some(80));
            every_line_fits(&text, 80);
            // No header is broken: the header row holds every name whole, or its short form.
            let header = text.lines().nth(2).unwrap_or_default();
            for name in short_names(&m.players) {
                assert!(header.contains(&name), "{name} in {header}\n{text}");
            }
            assert!(header.contains("Hand"), "{text}");
            assert_eq!(
                text.lines().filter(|l| l.contains("Total")).count(),
                1,
                "{text}"
            );
        }
    }

    #[test]
    fn the_full_table_moves_its_notes_below_then_turns_compact_when_it_does_not_fit() {
        let (m, board) = played("hearts", 4);
        let report = StatusReport::new(&m, &board);
        let wide = standings_table(&en(), &report, &m, &board, None);
        assert!(wide.contains("Dealer") && wide.contains("Pass"), "{wide}");
        assert!(wide.lines().any(|l| console::measure_text_width(l) > 80));
        let (m, board) = played("cancellation", 11);
        let report = StatusReport::new(&m, &board);
        let compact = standings_table(&en(), &report, &m, &board, Some(80));
        assert!(!compact.contains("Dealer"), "{compact}");
        assert!(compact.contains(" Ale ┆ Ber ┆ Chr ┆"), "{compact}");
        assert!(
            compact.starts_with("cancellation — 11 players (to "),
            "{compact}"
        );
    }

    #[test]
    fn names_are_cut_to_their_shortest_unique_prefix_of_three_letters_or_more() {
        let names =
            |list: &[&str]| short_names(&list.iter().map(|n| n.to_string()).collect::<Vec<_>>());
        assert_eq!(
            names(&["Alexander", "Alexia", "Bo"]),
            ["Alexa", "Alexi", "Bo"]
        );
        assert_eq!(names(&["Ann", "Anna", "bob"]), ["Ann", "Anna", "bob"]);
        assert_eq!(names(&["Sanne", "sander", "Daan"]), ["Sann", "sand", "Daa"]);
    }

    #[test]
    fn a_game_that_never_passes_has_no_pass_column_and_says_so_in_the_banner() {
        let (m, board) = played("no-pass", 4);
        let report = StatusReport::new(&m, &board);
        let text = standings_table(&en(), &report, &m, &board, None);
        assert!(!text.contains("Pass"), "{text}");
        assert!(!text.contains("hold"), "{text}");
        let mut m = game("no-pass", 4);
        m.players = LONG_NAMES[..4].iter().map(|n| n.to_string()).collect();
        let board = m.scoreboard();
        let detail = NextDetail::new(&m, &board).unwrap();
        assert!(banner(&en(), &m, &detail).contains("No passing in this game."));
    }

    #[test]
    fn long_lines_wrap_at_spaces_and_reminders_keep_their_indent() {
        let text = wrap(
            "  · A very long reminder that goes on and on about what the table must remember at every hand.",
            Some(40),
        );
        assert_eq!(
            text,
            "  · A very long reminder that goes on\n    and on about what the table must\n    remember at every hand.\n"
        );
        assert_eq!(wrap("short\n", None), "short\n");
    }

    #[test]
    fn black_maria_bars_only_hearts_and_the_queen_of_spades_from_the_first_trick() {
        let m = game("black-maria", 4);
        let board = m.scoreboard();
        let detail = NextDetail::new(&m, &board).unwrap();
        let text = banner(&en(), &m, &detail);
        assert!(
            text.contains(
                "  · No hearts and no Q♠ on the first trick unless a player has nothing else.\n"
            ),
            "{text}"
        );
        let rules = crate::ui::rules::describe(&en(), &m.variant);
        assert!(
            rules.contains("no hearts and no Q♠ on the first trick"),
            "{rules}"
        );
    }

    #[test]
    fn a_game_that_allows_points_on_the_first_trick_says_so_in_one_line() {
        let m = game("plain-hearts", 4);
        let rules = crate::ui::rules::describe(&en(), &m.variant);
        assert!(
            rules.contains("points may be played to the first trick"),
            "{rules}"
        );
        let detail = NextDetail::new(&m, &m.scoreboard()).unwrap();
        assert!(
            banner(&en(), &m, &detail).contains("  · Points may be played to the first trick.\n")
        );
    }
}
