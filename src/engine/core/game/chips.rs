//! Chips games: purses and payments, the Auction pot and the Reversis settlements.

use super::{Hand, Match, MatchError, Scoreboard};
use crate::core::cards::Suit;
use crate::core::score::Score;

/// Where chips come from or go to: a player, or the pot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purse {
    /// A player's chips.
    Seat(usize),
    /// The pot.
    Pot,
}

/// Chips paid during play (Reversis: Quinola, the aces, the pots), as entered with `--pay`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Payment {
    /// Who paid.
    pub from: Purse,
    /// Who was paid.
    pub to: Purse,
    /// How many chips.
    pub chips: i64,
}

/// A Reversis hand's chips: what was paid in play and how the hand was settled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReversisHand {
    /// The dealer's chips into the pot at the deal.
    pub dealer_ante: i64,
    /// The payments entered with the hand.
    pub payments: Vec<Payment>,
    /// The settlement after the last trick; none when nobody was left to pay.
    pub settlement: Option<Settlement>,
}

/// How a Reversis hand was settled after the last trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Settlement {
    /// One player took every trick: 16 chips from each other player, 32 from across.
    Reversis {
        /// The player.
        seat: usize,
        /// Chips received in all.
        chips: i64,
    },
    /// A player took no trick: the player with the most card points pays them the Party.
    Espagnolette {
        /// The player without a trick.
        seat: usize,
        /// Who paid.
        payer: usize,
        /// Chips paid.
        chips: i64,
    },
    /// The fewest card points take the Party from the most.
    Party {
        /// The fewest card points.
        winner: usize,
        /// The most card points.
        payer: usize,
        /// Chips paid.
        chips: i64,
    },
}

/// What happened in an Auction hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AuctionHand {
    /// The high bidder, who named the suit.
    pub namer: usize,
    /// The bid paid this hand; none when last hand's high bidder named again.
    pub bid: Option<i64>,
    /// The penalty suit.
    pub suit: Suit,
    /// What became of the pot.
    pub pot: PotResult,
}

/// What became of the pot after an Auction hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PotResult {
    /// The one player who took none of the suit took it all.
    Won {
        /// The player.
        seat: usize,
        /// Chips taken.
        chips: i64,
    },
    /// The two players who took none split it; an odd chip stays.
    Split {
        /// The two players.
        seats: (usize, usize),
        /// Chips each took.
        each: i64,
    },
    /// Nobody won it: it stays, and the high bidder names the suit again.
    Stays,
}

impl Match {
    /// The chips of a Reversis hand before its settlement: the dealer's ante into the pot,
    /// then the payments in play in the order entered. Nobody pays more than they hold; the
    /// first payment that asked for more is kept as the error `record` gives.
    pub(super) fn pay_in_play(&self, board: &Scoreboard, hand: &Hand) -> InPlay {
        let dealer_ante = self.rules.chips.map_or(0, |c| c.dealer_ante);
        let mut chips: Vec<i64> = board.totals.iter().map(|t| t.re).collect();
        let mut pot = board.pot;
        let dealer_ante = dealer_ante.min(chips[hand.dealer].max(0));
        chips[hand.dealer] -= dealer_ante;
        pot += dealer_ante;
        let mut short = None;
        for payment in &hand.payments {
            let held = match payment.from {
                Purse::Seat(seat) => chips[seat],
                Purse::Pot => pot,
            };
            let paid = payment.chips.min(held.max(0));
            if paid < payment.chips && short.is_none() {
                short = Some(MatchError::PaymentTooBig {
                    from: payment.from,
                    chips: payment.chips,
                    held,
                });
            }
            match payment.from {
                Purse::Seat(seat) => chips[seat] -= paid,
                Purse::Pot => pot -= paid,
            }
            match payment.to {
                Purse::Seat(seat) => chips[seat] += paid,
                Purse::Pot => pot += paid,
            }
        }
        InPlay {
            chips,
            pot,
            dealer_ante,
            short,
        }
    }

    /// A Reversis hand's chips after it: [`Match::pay_in_play`], then the settlement
    /// (Reversis, else Espagnolette, else Party); the pot after the hand.
    pub(super) fn settle_reversis(&self, board: &Scoreboard, hand: &Hand) -> (ReversisChips, i64) {
        let rules = &self.rules;
        let n = self.players.len();
        let InPlay {
            mut chips,
            pot,
            dealer_ante,
            ..
        } = self.pay_in_play(board, hand);
        let took = &hand.cards.took;
        let tricks: Vec<u32> = took.iter().map(|c| c.tricks).collect();
        let card_points: Vec<i64> = took.iter().map(|c| rules.points_in(c).re).collect();
        let settlement = reversis_settlement(
            &tricks,
            &card_points,
            hand.dealer,
            hand.declare,
            rules.tricks.per_hand,
            rules.chips.map_or(0, |c| c.party),
        );
        let mut pay = |from: usize, to: usize, amount: i64| -> i64 {
            let paid = amount.min(chips[from].max(0));
            chips[from] -= paid;
            chips[to] += paid;
            paid
        };
        let across = |a: usize, b: usize| n == 4 && (a + 2) % 4 == b;
        let doubled =
            |a: usize, b: usize, amount: i64| if across(a, b) { 2 * amount } else { amount };
        let settlement = match settlement {
            Some(Settlement::Reversis { seat, .. }) => {
                let received = (0..n)
                    .filter(|&other| other != seat)
                    .map(|other| pay(other, seat, doubled(other, seat, 16)))
                    .sum();
                Some(Settlement::Reversis {
                    seat,
                    chips: received,
                })
            }
            Some(Settlement::Espagnolette { seat, payer, chips }) => {
                Some(Settlement::Espagnolette {
                    seat,
                    payer,
                    chips: pay(payer, seat, doubled(payer, seat, chips)),
                })
            }
            Some(Settlement::Party {
                winner,
                payer,
                chips,
            }) => Some(Settlement::Party {
                winner,
                payer,
                chips: pay(payer, winner, doubled(payer, winner, chips)),
            }),
            None => None,
        };
        let points = chips
            .iter()
            .zip(&board.totals)
            .map(|(&after, before)| Score::real(after - before.re))
            .collect();
        (
            ReversisChips {
                points,
                card_points,
                hand: ReversisHand {
                    dealer_ante,
                    payments: hand.payments.clone(),
                    settlement,
                },
            },
            pot,
        )
    }

    /// An Auction hand's chip changes: the high bidder pays the bid into the pot; each player
    /// pays a chip per card of the penalty suit taken (what they have, at most), except one who
    /// took every card of it; then one player who took none takes the pot, two split it (an
    /// odd chip stays), otherwise it stays and the high bidder names again.
    pub(super) fn settle_auction(
        &self,
        board: &Scoreboard,
        hand: &Hand,
        suit: Suit,
    ) -> (Vec<Score>, AuctionHand) {
        let n = self.players.len();
        let mut chips: Vec<i64> = board.totals.iter().map(|t| t.re).collect();
        let mut pot = board.pot;
        let namer = match (hand.bid, board.names_again) {
            (Some((seat, _)), _) | (None, Some(seat)) => seat,
            (None, None) => hand.dealer,
        };
        if let Some((seat, bid)) = hand.bid {
            chips[seat] -= bid;
            pot += bid;
        }
        let counts: Vec<u32> = hand.cards.took.iter().map(|c| c.suit_count()).collect();
        let in_suit: u32 = counts.iter().sum();
        let took_all = counts.iter().any(|&c| c > 0 && c == in_suit);
        if !took_all {
            for (seat, &count) in counts.iter().enumerate() {
                let paid = i64::from(count).min(chips[seat].max(0));
                chips[seat] -= paid;
                pot += paid;
            }
        }
        let none: Vec<usize> = (0..n).filter(|&seat| counts[seat] == 0).collect();
        let result = match (took_all, none.as_slice()) {
            (false, &[seat]) => {
                let won = pot;
                chips[seat] += won;
                PotResult::Won { seat, chips: won }
            }
            (false, &[a, b]) => {
                let each = pot / 2;
                chips[a] += each;
                chips[b] += each;
                PotResult::Split {
                    seats: (a, b),
                    each,
                }
            }
            _ => PotResult::Stays,
        };
        let points = chips
            .iter()
            .zip(&board.totals)
            .map(|(&after, before)| Score::real(after - before.re))
            .collect();
        let settled = AuctionHand {
            namer,
            bid: hand.bid.map(|(_, bid)| bid),
            suit,
            pot: result,
        };
        (points, settled)
    }
}

/// A Reversis hand's chips after the dealer's ante and the payments in play.
pub(super) struct InPlay {
    chips: Vec<i64>,
    pot: i64,
    dealer_ante: i64,
    /// The first payment of more than the payer held.
    pub(super) short: Option<MatchError>,
}

/// What a Reversis hand did to the chips.
pub(super) struct ReversisChips {
    pub(super) points: Vec<Score>,
    pub(super) card_points: Vec<i64>,
    pub(super) hand: ReversisHand,
}

/// Who settles a Reversis hand, before any chips move (the figures are the amounts before
/// doubling across the table). A player who took every trick made a Reversis. Otherwise a
/// player without a trick made an Espagnolette (among several: the declarer, else the first
/// from the dealer's right) and the player with the most card points pays them the Party.
/// Otherwise the fewest card points win the Party from the most. Ties for the fewest go to
/// fewer tricks, then to the first from the dealer going left (the dealer first); ties for
/// the most to more tricks, then to the first from the dealer going right (the dealer
/// first). A declarer of an Espagnolette who took a trick counts as having the most card
/// points. None when nobody is left to pay.
pub fn reversis_settlement(
    tricks: &[u32],
    card_points: &[i64],
    dealer: usize,
    declarer: Option<usize>,
    per_hand: u32,
    party: i64,
) -> Option<Settlement> {
    let n = tricks.len();
    if let Some(seat) = (0..n).find(|&seat| tricks[seat] == per_hand) {
        return Some(Settlement::Reversis { seat, chips: 16 });
    }
    let left_from_dealer: Vec<usize> = (0..n).map(|k| (dealer + k) % n).collect();
    let right_from_dealer: Vec<usize> = (0..n).map(|k| (dealer + n - k) % n).collect();
    let failed_declarer = declarer.filter(|&seat| tricks[seat] > 0);
    let most = |except: Option<usize>| -> Option<usize> {
        failed_declarer.or_else(|| {
            right_from_dealer
                .iter()
                .copied()
                .filter(|&seat| Some(seat) != except)
                .max_by(|&a, &b| {
                    (card_points[a], tricks[a])
                        .cmp(&(card_points[b], tricks[b]))
                        // `max_by` keeps the last of equals: put the earlier seat last.
                        .then_with(|| {
                            position(&right_from_dealer, b).cmp(&position(&right_from_dealer, a))
                        })
                })
        })
    };
    let without_trick: Vec<usize> = right_from_dealer[1..]
        .iter()
        .chain(std::iter::once(&dealer))
        .copied()
        .filter(|&seat| tricks[seat] == 0)
        .collect();
    if let Some(&first) = without_trick.first() {
        let seat = declarer
            .filter(|d| without_trick.contains(d))
            .unwrap_or(first);
        let payer = most(Some(seat))?;
        return (payer != seat).then_some(Settlement::Espagnolette {
            seat,
            payer,
            chips: party,
        });
    }
    let winner = left_from_dealer
        .iter()
        .copied()
        .filter(|&seat| Some(seat) != failed_declarer)
        .min_by(|&a, &b| {
            (card_points[a], tricks[a])
                .cmp(&(card_points[b], tricks[b]))
                .then_with(|| position(&left_from_dealer, a).cmp(&position(&left_from_dealer, b)))
        })?;
    let payer = most(Some(winner))?;
    (payer != winner).then_some(Settlement::Party {
        winner,
        payer,
        chips: party,
    })
}

fn position(order: &[usize], seat: usize) -> usize {
    order.iter().position(|&s| s == seat).unwrap_or(usize::MAX)
}

impl Purse {
    /// As the card syntax writes it: the player's name, or `pot`.
    pub fn written(self, players: &[String]) -> String {
        match self {
            Purse::Seat(seat) => players.get(seat).cloned().unwrap_or_default(),
            Purse::Pot => "pot".to_string(),
        }
    }
}

impl Payment {
    /// As `--pay` takes it and the match file keeps it: `Ann>pot:5`.
    pub fn written(&self, players: &[String]) -> String {
        format!(
            "{}>{}:{}",
            self.from.written(players),
            self.to.written(players),
            self.chips
        )
    }
}

/// A payment as typed, `FROM>TO:N`, split into its payer, payee and chips (names not yet
/// looked up); none when it is not of that shape.
pub fn split_payment(text: &str) -> Option<(&str, &str, i64)> {
    let (purses, chips) = text.rsplit_once(':')?;
    let (from, to) = purses.split_once('>')?;
    let chips = chips.trim().parse().ok()?;
    Some((from.trim(), to.trim(), chips))
}
