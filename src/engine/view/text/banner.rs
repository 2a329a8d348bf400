//! What happens next: the line that says where the match stands and who deals, leads and
//! passes, the banner of the next hand with its reminders, and how to answer the prompts.

use crate::core::cards::Card;
use crate::core::game::{FirstLeader, Match, Outcome, Scoreboard};
use crate::core::variant::{
    Direction, FirstTrickBarred, KittyTaker, PassDir, Rules, Settle, TieBreak,
};
use crate::t;
use crate::view::report::{NextDetail, NextReport};
use crate::words::{Words, capital, pass_way, total};

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
        (FirstLeader::Taker { seat, card }, _) => t!(
            w,
            "lead-taker",
            name = game.players[seat].as_str(),
            card = w.card(card)
        ),
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
        Outcome::Shared(tied) => {
            let names: Vec<&str> = tied.iter().map(|&s| game.players[s].as_str()).collect();
            out.push_str(&t!(
                w,
                "match-over-shared",
                hands = board.hands.len(),
                names = w.and(&names),
                total = total(board.totals[tied[0]])
            ));
            out.push('\n');
            return out;
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

/// How cards are passed, in words: "pass 3 cards to the left", "no passing"; where the
/// dealer chooses, that they do.
pub fn pass_words(w: &Words, pass: Option<PassDir>, cards: u32) -> String {
    let Some(pass) = pass else {
        return t!(w, "pass-dealer-chooses");
    };
    match pass {
        PassDir::Hold => t!(w, "pass-none"),
        PassDir::Scatter => t!(w, "pass-one-each"),
        dir => t!(w, "pass-cards", cards = cards, direction = pass_way(w, dir)),
    }
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

/// What the dealer takes out of a standard pack (and adds to it) before the first deal, derived
/// from the variant's deck: "Take out the 2s to 5s: 36 cards in play."; none for a full pack
/// (issue 40, newcomer M4).
pub fn stripped_pack(w: &Words, rules: &Rules) -> Option<String> {
    use crate::core::cards::Rank;
    let mut out = Vec::new();
    let lowest = rules.lowest_rank.value();
    if lowest > 2 {
        let high = Rank::new(lowest - 1).unwrap_or(Rank::TWO);
        out.push(if lowest == 3 {
            t!(w, "deck-out-rank", rank = w.rank(Rank::TWO))
        } else {
            t!(
                w,
                "deck-out-ranks",
                low = w.rank(Rank::TWO),
                high = w.rank(high)
            )
        });
    }
    let mut removed: Vec<Card> = rules
        .removed
        .iter()
        .copied()
        .filter(|&card| card != Card::Joker)
        .collect();
    removed.sort();
    removed.dedup();
    if !removed.is_empty() {
        let cards: Vec<String> = removed.iter().map(|&card| w.card(card)).collect();
        out.push(t!(w, "deck-out-cards", cards = w.and(&cards)));
    }
    let jokers = rules.deck.count(Card::Joker);
    let count = rules.deck.len();
    match (out.is_empty(), jokers) {
        (true, 0) => None,
        (true, _) => Some(t!(w, "banner-deck-add", jokers = jokers, count = count)),
        (false, 0) => Some(t!(
            w,
            "banner-deck-take-out",
            cards = w.and(&out),
            count = count
        )),
        (false, _) => Some(t!(
            w,
            "banner-deck-take-out-add",
            cards = w.and(&out),
            jokers = jokers,
            count = count
        )),
    }
}

/// The banner of the next hand: dealer, deal, who passes to whom, first lead, reminders.
pub fn banner(w: &Words, game: &Match, detail: &NextDetail) -> String {
    let rules = &game.rules;
    let next = &detail.next;
    let number = next.number;
    let dealer = next.dealer.as_str();
    let cards = detail.cards_each;
    let mut out = if let Some(stock) = detail.stock.filter(|&stock| stock > 0) {
        match next.phase {
            Some(phase) => t!(
                w,
                "banner-deal-stock-phase",
                number = number,
                phase = phase,
                dealer = dealer,
                cards = cards,
                stock = stock
            ),
            None => t!(
                w,
                "banner-deal-stock",
                number = number,
                dealer = dealer,
                cards = cards,
                stock = stock
            ),
        }
    } else if detail.kitty > 0 {
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
    if number == 1
        && let Some(strip) = stripped_pack(w, rules)
    {
        out.push_str(&strip);
        out.push('\n');
    }
    if next.pass.is_none() {
        // The dealer's choice: the banner asks instead of telling.
        let choices: Vec<String> = rules
            .pass_choices
            .iter()
            .map(|&dir| crate::words::pass_name(w, dir))
            .collect();
        out.push_str(&t!(
            w,
            "banner-pass-choose",
            dealer = dealer,
            choices = w.or(&choices)
        ));
        out.push('\n');
    } else if next.pass == Some(PassDir::Centre) {
        out.push_str(&t!(w, "banner-pass-centre", cards = rules.pass_cards));
        out.push('\n');
    } else if detail.passes.is_empty() && !rules.passes_ever() {
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
                to = pass.to.as_deref().unwrap_or_default()
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
    let leftovers = detail.kitty + detail.stock.unwrap_or(0);
    for reminder in reminders(w, game, next, leftovers) {
        out.push_str(&format!("  · {reminder}\n"));
    }
    out
}

/// The rules worth repeating at the start of each hand; `leftovers`, the cards this deal
/// leaves over (a variant's reminder that speaks of them is left out when there are none).
pub fn reminders(w: &Words, game: &Match, next: &NextReport, leftovers: u32) -> Vec<String> {
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
    // That hearts may be led at any time is worth saying only where hearts are a suit apart
    // (not in Knaves, Slobberhannes, Conquimbert …).
    match (rules.hearts_must_be_broken, rules.queen_breaks_hearts) {
        (true, true) => list.push(t!(w, "reminder-hearts-broken-queen", queen = queen)),
        (true, false) => list.push(t!(w, "reminder-hearts-broken")),
        (false, _) if rules.hearts_score_apart() => list.push(t!(w, "reminder-hearts-any-time")),
        (false, _) => {}
    }
    // Points on the first trick are news only where hearts are a suit apart, as the first
    // trick is barred to them in most hearts games (not in Knaves, Slobberhannes,
    // Conquimbert …: issue 40, newcomer C5).
    if !rules.points_on_first_trick || rules.hearts_score_apart() {
        list.push(t!(w, "sentence", text = first_trick_words(w, rules)));
    }
    if rules.trumps.is_some() {
        list.push(t!(w, "reminder-trumps"));
    }
    if let Some(declaration) = &rules.declaration {
        list.push(t!(w, "reminder-declare", name = declaration.name.as_str()));
    }
    // A deal that leaves nothing over (Conquimbert with 2 players left) has no leftovers to
    // turn up: the variant's reminder that names them does not fit this hand.
    let name = kitty_name(w, rules).to_lowercase();
    list.extend(
        rules
            .reminders_in(w.lang().code())
            .iter()
            .filter(|reminder| leftovers > 0 || !reminder.to_lowercase().contains(&name))
            .cloned(),
    );
    list
}

/// Whether only hearts score in a game: its examples then give hearts, not a Q♠ worth nothing.
pub fn hearts_only(rules: &Rules) -> bool {
    rules.plain_heart_value.is_some()
        && rules
            .deck
            .cards()
            .all(|(c, _)| c.is_heart() || (rules.value(c) == 0 && rules.imaginary_value(c) == 0))
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
        // Which cards are loaders, and what each is worth, from the variant's values: where
        // every suit's cards of a rank are worth the same, once per rank (issue 40, C5).
        let mut ranks: Vec<(crate::core::cards::Rank, i64)> = Vec::new();
        let mut alike = true;
        for (&card, &value) in &rules.values {
            let Card::Suited { rank, .. } = card else {
                continue;
            };
            match ranks.iter().find(|(r, _)| *r == rank) {
                Some(&(_, seen)) => alike &= seen == value,
                None => ranks.push((rank, value)),
            }
        }
        ranks.sort_by_key(|&(rank, value)| std::cmp::Reverse((value, rank.value())));
        let said = t!(w, "instructions-lives");
        if !alike || ranks.is_empty() {
            return said;
        }
        let values: Vec<String> = ranks
            .iter()
            .map(|&(rank, value)| format!("{} {value}", w.rank(rank)))
            .collect();
        format!(
            "{said} {}",
            t!(w, "loader-values", values = values.join(", "))
        )
    } else if tricks.scores_first() || tricks.scores_last() || tricks.scores_tricks() {
        // Only the trick words that score in this game.
        let words: Vec<String> = [
            (tricks.scores_first(), w.get("trick-word-first", &[])),
            (tricks.scores_last(), w.get("trick-word-last", &[])),
            (tricks.scores_tricks(), w.get("trick-word-tricks", &[])),
        ]
        .into_iter()
        .filter_map(|(scores, word)| scores.then_some(word))
        .collect();
        t!(w, "instructions-tricks", words = words.join(", "))
    } else if let Some(multiplier) = rules.multiplier {
        // Where no number stands for hearts (Gong Zhu), none is shown as an example.
        if rules.plain_heart_value.is_none() {
            t!(
                w,
                "instructions-multiplier-typed",
                card = w.card(multiplier.card)
            )
        } else {
            t!(w, "instructions-multiplier", card = w.card(multiplier.card))
        }
    } else if hearts_only(rules) {
        t!(w, "instructions-hearts")
    } else {
        t!(w, "instructions")
    }
}

/// What may be played to the first trick, as one sentence without its full stop: "No hearts
/// and no Q♠ on the first trick unless a player has nothing else" (the other scoring cards,
/// such as Black Maria's K♠ and A♠, may be played; where the variant bars every penalty card,
/// they are named too: "no Q♠, Q♦ or Q♣"), or that points may be played to it.
pub fn first_trick_words(w: &Words, rules: &Rules) -> String {
    let scores = |c: Card| rules.value(c) > 0 || rules.imaginary_value(c) > 0;
    // Besides the hearts: the Q♠, or every other card worth penalty points.
    let mut barred: Vec<Card> = match rules.first_trick_barred {
        FirstTrickBarred::HeartsAndQueen => vec![Card::QUEEN_OF_SPADES],
        FirstTrickBarred::PenaltyCards => rules
            .deck
            .cards()
            .map(|(c, _)| c)
            .filter(|c| !c.is_heart())
            .collect(),
    };
    barred.retain(|&c| scores(c));
    barred.sort_by_key(|c| c.display_order());
    let names: Vec<String> = barred.iter().map(|&c| w.card(c)).collect();
    match (rules.points_on_first_trick, names.is_empty()) {
        (true, _) => t!(w, "first-trick-points"),
        (false, false) => t!(w, "first-trick-no-hearts-queen", queen = w.or(&names)),
        (false, true) => t!(w, "first-trick-no-hearts"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::testkit::game;

    fn en() -> crate::words::Words {
        crate::words::Words::new(crate::words::Lang::En)
    }

    fn first_banner(name: &str, players: usize) -> String {
        let m = game(name, players);
        let board = m.scoreboard();
        let detail = NextDetail::new(&m, &board).unwrap();
        banner(&en(), &m, &detail)
    }

    #[test]
    fn points_on_the_first_trick_are_said_only_where_hearts_are_a_suit_apart() {
        // Issue 40, newcomer C5: the line fitted no game of Knaves, Conquimbert, Slobberhannes.
        for name in ["knaves", "conquimbert", "slobberhannes"] {
            let text = first_banner(name, 4);
            assert!(!text.contains("Points may be played"), "{name}: {text}");
        }
        assert!(first_banner("gong-zhu", 4).contains("Points may be played to the first trick."));
    }

    #[test]
    fn a_deal_with_no_leftovers_does_not_remind_of_the_leftovers_naming_trumps() {
        // Conquimbert for 3 leaves one card over; for 4 (or 2 left in) none.
        assert!(first_banner("conquimbert", 3).contains("top card of the leftovers"));
        let text = first_banner("conquimbert", 4);
        assert!(!text.contains("leftovers"), "{text}");
        assert!(text.contains("a coat for a coat"), "{text}");
        // A stock is no leftover that is out of play: Domino Hearts keeps its reminders.
        assert!(first_banner("domino-hearts", 4).contains("stock"));
    }

    #[test]
    fn conquimberts_instructions_say_which_cards_are_loaders_and_their_worth() {
        let rules = game("conquimbert", 4).rules;
        let said = instructions(&en(), &rules);
        assert!(
            said.ends_with("The loaders: A 11, 10 10, K 3, Q 2, J 1."),
            "{said}"
        );
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
        let rules = crate::view::rules::describe(&en(), &m.variant);
        assert!(
            rules.contains("no hearts and no Q♠ on the first trick"),
            "{rules}"
        );
    }

    #[test]
    fn every_banner_wraps_to_80_columns_at_spaces_in_english_and_dutch() {
        let long = [
            "Jan-Willem van der Berg",
            "Wilhelmina-Theodora",
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
        for (name, _) in crate::core::catalog::BUILTIN {
            let variant = crate::core::testkit::variant(name);
            for players in variant.player_counts() {
                let mut m = game(name, players);
                m.players = long[..players].iter().map(|n| n.to_string()).collect();
                let detail = NextDetail::new(&m, &m.scoreboard()).unwrap();
                for lang in [crate::words::Lang::En, crate::words::Lang::Nl] {
                    let text = banner(&crate::words::Words::new(lang), &m, &detail);
                    let wrapped = crate::view::width::wrap(&text, Some(80));
                    for line in wrapped.lines() {
                        assert!(
                            unicode_width::UnicodeWidthStr::width(line) <= 80,
                            "{name} for {players}: {line}\n{wrapped}"
                        );
                    }
                    assert_eq!(
                        wrapped.split_whitespace().collect::<Vec<_>>(),
                        text.split_whitespace().collect::<Vec<_>>()
                    );
                }
            }
        }
    }

    #[test]
    fn hearts_may_be_led_at_any_time_is_said_only_where_hearts_are_a_suit_apart() {
        let said = |name: &str| {
            let m = game(name, 4);
            let detail = NextDetail::new(&m, &m.scoreboard()).unwrap();
            banner(&en(), &m, &detail).contains("Hearts may be led at any time.")
        };
        for name in [
            "slobberhannes",
            "knaves",
            "polignac",
            "conquimbert",
            "reversis",
        ] {
            assert!(!said(name), "{name}");
        }
        assert!(said("heart-hunter"));
    }

    #[test]
    fn a_game_that_allows_points_on_the_first_trick_says_so_in_one_line() {
        let m = game("plain-hearts", 4);
        let rules = crate::view::rules::describe(&en(), &m.variant);
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
