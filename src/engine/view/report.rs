//! What `status` and `next` show, as serializable types: `--json` prints them as they are and
//! the text printers read the same values, so the two never disagree.

use crate::core::game::{FirstLeader, Match, Note, Outcome, Scoreboard, Settlement};
use crate::core::score::Score;
use crate::core::variant::{Direction, PassDir};
use chrono::{DateTime, FixedOffset};
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

/// Values keyed by player, kept in seating order.
#[derive(Clone, Debug, PartialEq)]
pub struct Seated<T, Name = String>(pub Vec<(Name, T)>);

impl<T: Serialize, Name: Serialize> Serialize for Seated<T, Name> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (name, value) in &self.0 {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}

fn seated<T: Clone>(players: &[String], values: &[T]) -> Seated<T> {
    Seated(
        players
            .iter()
            .cloned()
            .zip(values.iter().cloned())
            .collect(),
    )
}

/// A score as JSON: a plain integer, or `{"re": A, "im": B}` in a game whose scores can be
/// complex (there every score is an object, also one whose imaginary part is 0).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Points {
    /// A whole number of points.
    Plain(i64),
    /// A Gaussian integer.
    Complex(Score),
}

impl Points {
    /// A score as a game writes it: complex where its scores can be complex.
    pub fn new(score: Score, complex: bool) -> Points {
        if complex {
            Points::Complex(score)
        } else {
            Points::Plain(score.re)
        }
    }
}

impl From<Points> for Score {
    fn from(points: Points) -> Score {
        match points {
            Points::Plain(points) => Score::real(points),
            Points::Complex(score) => score,
        }
    }
}

/// Scores in seating order, written as the game writes them.
fn seated_points(game: &Match, scores: &[Score]) -> Seated<Points> {
    let points: Vec<Points> = scores
        .iter()
        .map(|&score| Points::new(score, game.rules.complex()))
        .collect();
    seated(&game.players, &points)
}

/// `status --json`.
#[derive(Clone, Debug, Serialize)]
pub struct StatusReport {
    /// The variant's name.
    pub variant: String,
    /// Players in seating order.
    pub players: Vec<String>,
    /// Every scored hand.
    pub hands: Vec<HandReport>,
    /// Each player's total.
    pub totals: Seated<Points>,
    /// Each total's magnitude √(a²+b²), rounded to 2 decimals, where scores can be complex.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub magnitude: Option<Seated<f64>>,
    /// Phase of the next hand (of the last once finished); null in one-phase games.
    pub phase: Option<u8>,
    /// Whether the match is over.
    pub finished: bool,
    /// The winner once finished.
    pub winner: Option<String>,
    /// A club table's players sharing first place once it is over (`winner` is then null).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winners: Option<Vec<String>>,
    /// The players breaking a tie, while one is being broken.
    pub tiebreak: Option<Vec<String>>,
    /// The next hand; null once finished.
    pub next: Option<NextReport>,
    /// The main threshold in force (game end, or the start of phase 2); null for a club
    /// table of a one-phase game, which ends after its hands, never by score.
    pub target: Option<i64>,
    /// The hands limit, if any.
    pub hands_limit: Option<u32>,
    /// Chips games: the chips in the pot.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pot: Option<i64>,
    /// Lives games: the players out, in the order they went out.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub out: Option<Vec<String>>,
    /// The match's notes in the order written (an empty list when none).
    pub notes: Vec<NoteReport>,
}

/// A note about the match (`note TEXT`), in `status --json` and `history --json`.
#[derive(Clone, Debug, Serialize)]
pub struct NoteReport {
    /// When it was written.
    pub time: DateTime<FixedOffset>,
    /// What it says.
    pub text: String,
}

impl NoteReport {
    /// The notes of a match.
    pub fn all(notes: &[Note]) -> Vec<NoteReport> {
        notes
            .iter()
            .map(|note| NoteReport {
                time: note.time,
                text: note.text.clone(),
            })
            .collect()
    }
}

/// One scored hand.
#[derive(Clone, Debug, Serialize)]
pub struct HandReport {
    /// 1-based hand number.
    pub number: usize,
    /// Who dealt.
    pub dealer: String,
    /// Which way cards were passed.
    pub pass: PassDir,
    /// 1 or 2 in two-phase games.
    pub phase: Option<u8>,
    /// The signed change to each total.
    pub points: Seated<Points>,
    /// The shooter, if the hand was a moon.
    pub moon: Option<String>,
    /// Who reneged.
    pub renege: Option<String>,
    /// Who made the game's declaration (Polignac's capot), if anyone did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub declare: Option<String>,
    /// Totals after the hand.
    pub totals: Seated<Points>,
    /// Chips games: the pot after the hand.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pot: Option<i64>,
    /// Auction Hearts: the high bid, `{"Ann": 5}`; null when last hand's high bidder named
    /// the suit again.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bid: Option<Option<Seated<i64>>>,
    /// Auction Hearts: the penalty suit named, "S", "H", "D" or "C".
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suit: Option<String>,
    /// Conquimbert and Reversis: each player's card points in the hand.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card_points: Option<Seated<i64>>,
    /// Reversis: the chips paid in play, in the order entered.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub payments: Option<Vec<PaymentReport>>,
    /// Reversis: how the hand was settled after the last trick (null: nobody paid).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub settlement: Option<Option<SettlementReport>>,
    /// Games that expose cards before play (Gong Zhu): the cards exposed, `["A♥", "Q♠"]`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exposed: Option<Vec<String>>,
}

/// A payment in play: from whom (a name or "pot") to whom, how many chips.
#[derive(Clone, Debug, Serialize)]
pub struct PaymentReport {
    /// Who paid: a name, or "pot".
    pub from: String,
    /// Who was paid: a name, or "pot".
    pub to: String,
    /// How many chips.
    pub chips: i64,
}

/// A Reversis settlement: "reversis", "espagnolette" or "party", who received and who paid
/// (null for a Reversis, where every other player paid), and the chips received.
#[derive(Clone, Debug, Serialize)]
pub struct SettlementReport {
    /// "reversis", "espagnolette" or "party".
    pub kind: &'static str,
    /// Who received.
    pub to: String,
    /// Who paid; null for a Reversis (everyone else paid).
    pub from: Option<String>,
    /// Chips received.
    pub chips: i64,
}

impl SettlementReport {
    fn new(game: &Match, settlement: Settlement) -> SettlementReport {
        let name = |seat: usize| game.players[seat].clone();
        match settlement {
            Settlement::Reversis { seat, chips } => SettlementReport {
                kind: "reversis",
                to: name(seat),
                from: None,
                chips,
            },
            Settlement::Espagnolette { seat, payer, chips } => SettlementReport {
                kind: "espagnolette",
                to: name(seat),
                from: Some(name(payer)),
                chips,
            },
            Settlement::Party {
                winner,
                payer,
                chips,
            } => SettlementReport {
                kind: "party",
                to: name(winner),
                from: Some(name(payer)),
                chips,
            },
        }
    }
}

/// The players out of a lives game, in the order they went out.
pub fn out_names(game: &Match, board: &Scoreboard) -> Vec<String> {
    board
        .out
        .iter()
        .map(|&(seat, _)| game.players[seat].clone())
        .collect()
}

/// The next hand.
#[derive(Clone, Debug, Serialize)]
pub struct NextReport {
    /// 1-based hand number.
    pub number: usize,
    /// Who deals.
    pub dealer: String,
    /// Which way to pass; null where the dealer chooses.
    pub pass: Option<PassDir>,
    /// Where the dealer chooses how to pass: what from.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pass_choices: Option<Vec<PassDir>>,
    /// "whoever holds 2♣" or "NAME (left of the dealer)".
    pub first_lead: String,
    /// 1 or 2 in two-phase games.
    pub phase: Option<u8>,
    /// Auction Hearts: who bids, in order, starting left of the dealer; none on a hand where
    /// last hand's high bidder names the suit again.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bidding: Option<Vec<String>>,
    /// Auction Hearts: last hand's high bidder, who names the suit again without bidding.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub names_again: Option<String>,
    /// "counter-clockwise" where the deal and the play go to the right (Reversis).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub direction: Option<Direction>,
    /// Lives games: the players out, in the order they went out (the deal skips them).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub out: Option<Vec<String>>,
    /// Who leads, for the text printers.
    #[serde(skip)]
    pub leader: FirstLeader,
}

/// `next --json`: the next hand with the deal and the passes.
#[derive(Clone, Debug, Serialize)]
pub struct NextDetail {
    /// The next hand.
    #[serde(flatten)]
    pub next: NextReport,
    /// Who passes how many cards to whom; empty on a hold hand and where the dealer chooses.
    pub passes: Vec<PassReport>,
    /// Cards dealt to each player.
    pub cards_each: u32,
    /// Cards left face down after the deal (0 where they are a stock).
    pub kitty: u32,
    /// Cards left after the deal as a stock to draw from, in a game with a stock.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stock: Option<u32>,
}

/// One pass.
#[derive(Clone, Debug, Serialize)]
pub struct PassReport {
    /// The giver.
    pub from: String,
    /// The receiver; null where the cards go to the centre.
    pub to: Option<String>,
    /// How many cards.
    pub cards: u32,
}

impl StatusReport {
    /// The standings of a match.
    pub fn new(game: &Match, board: &Scoreboard) -> StatusReport {
        let players = &game.players;
        let name = |seat: usize| players[seat].clone();
        let hands = board
            .hands
            .iter()
            .map(|hand| HandReport {
                number: hand.number,
                dealer: name(hand.dealer),
                pass: hand.pass,
                phase: hand.phase,
                points: seated_points(game, &hand.points),
                moon: hand.moon.map(name),
                renege: hand.renege.map(name),
                declare: hand.declared.map(|(seat, _)| name(seat)),
                totals: seated_points(game, &hand.totals),
                pot: hand.pot,
                bid: hand
                    .auction
                    .map(|a| a.bid.map(|bid| Seated(vec![(name(a.namer), bid)]))),
                suit: hand.auction.map(|a| a.suit.letter().to_string()),
                card_points: hand
                    .card_points
                    .as_ref()
                    .map(|points| seated(players, points)),
                payments: hand.reversis.as_ref().map(|r| {
                    r.payments
                        .iter()
                        .map(|p| PaymentReport {
                            from: p.from.written(players),
                            to: p.to.written(players),
                            chips: p.chips,
                        })
                        .collect()
                }),
                settlement: hand
                    .reversis
                    .as_ref()
                    .map(|r| r.settlement.map(|s| SettlementReport::new(game, s))),
                exposed: (!game.rules.expose.is_empty())
                    .then(|| hand.exposed.iter().map(ToString::to_string).collect()),
            })
            .collect();
        let phase = match (game.rules.has_phases(), board.finished()) {
            (false, _) => None,
            (true, true) => board.hands.last().and_then(|h| h.phase),
            (true, false) => Some(board.phase),
        };
        StatusReport {
            variant: game.rules.variant.clone(),
            players: players.clone(),
            hands,
            totals: seated_points(game, &board.totals),
            magnitude: game.rules.complex().then(|| {
                let magnitudes: Vec<f64> = board
                    .totals
                    .iter()
                    .map(|t| (t.magnitude() * 100.0).round() / 100.0)
                    .collect();
                seated(players, &magnitudes)
            }),
            phase,
            finished: board.finished(),
            winner: board.winner().map(name),
            winners: board
                .shared()
                .map(|tied| tied.iter().map(|&s| name(s)).collect()),
            tiebreak: match &board.outcome {
                Outcome::TieBreak(tied) => Some(tied.iter().map(|&s| name(s)).collect()),
                _ => None,
            },
            next: NextReport::new(game, board),
            target: (!game.options.club || game.rules.has_phases()).then(|| game.target()),
            hands_limit: game.hands_limit(),
            pot: game.rules.chips.map(|_| board.pot),
            out: game.rules.lives.map(|_| out_names(game, board)),
            notes: NoteReport::all(&game.notes),
        }
    }
}

/// Who leads first, as the JSON contract words it (JSON stays English in every language):
/// "whoever holds 2♣" or "Bob (left of the dealer)".
pub fn first_lead_words(game: &Match, leader: FirstLeader, names_again: Option<usize>) -> String {
    match (leader, names_again) {
        (FirstLeader::Holder(card), _) => format!("whoever holds {card}"),
        (FirstLeader::LeftOfDealer(seat), _) => {
            format!("{} (left of the dealer)", game.players[seat])
        }
        (FirstLeader::RightOfDealer(seat), _) => {
            format!("{} (right of the dealer)", game.players[seat])
        }
        (FirstLeader::HighBidder, Some(seat)) => format!("{} (high bidder)", game.players[seat]),
        (FirstLeader::HighBidder, None) => "the high bidder".to_string(),
        (FirstLeader::Taker { seat, card }, _) => {
            format!("{} (took the {card} last hand)", game.players[seat])
        }
    }
}

impl NextReport {
    /// The next hand, none once the match is over.
    pub fn new(game: &Match, board: &Scoreboard) -> Option<NextReport> {
        let next = board.next(&game.rules)?;
        Some(NextReport {
            number: next.number,
            dealer: game.players[next.dealer].clone(),
            pass: next.pass,
            pass_choices: next.pass.is_none().then(|| game.rules.pass_choices.clone()),
            first_lead: first_lead_words(game, next.leader, next.names_again),
            phase: next.phase,
            bidding: (game.auction() && next.names_again.is_none()).then(|| {
                let n = game.players.len();
                (1..=n)
                    .map(|k| game.players[(next.dealer + k) % n].clone())
                    .collect()
            }),
            names_again: next.names_again.map(|seat| game.players[seat].clone()),
            direction: (game.rules.direction == Direction::CounterClockwise)
                .then_some(Direction::CounterClockwise),
            out: game.rules.lives.map(|_| out_names(game, board)),
            leader: next.leader,
        })
    }
}

impl NextDetail {
    /// The next hand with its deal and passes, none once the match is over.
    pub fn new(game: &Match, board: &Scoreboard) -> Option<NextDetail> {
        let next = NextReport::new(game, board)?;
        let rules = &game.rules;
        let passes = next
            .pass
            .map(|pass| pass.gives(game.players.len(), rules.pass_cards))
            .unwrap_or_default()
            .into_iter()
            .map(|(from, to, cards)| PassReport {
                from: game.players[from].clone(),
                to: to.map(|to| game.players[to].clone()),
                cards,
            })
            .collect();
        let leftovers = game.leftovers(board);
        let dealt = u32::try_from(rules.deck.len()).unwrap_or(u32::MAX) - leftovers;
        let still_in = u32::try_from(game.players.len() - board.out.len()).unwrap_or(1);
        Some(NextDetail {
            next,
            passes,
            cards_each: match rules.lives {
                Some(_) => dealt / still_in.max(1),
                None => rules.cards_each,
            },
            kitty: if rules.stock { 0 } else { leftovers },
            stock: rules.stock.then_some(leftovers),
        })
    }
}
