## hartenjagen: every sentence the table reads, in English.
## A translation is a copy of this file with the text after each `=` translated; ids and
## `{ $values }` stay as they are. Plurals: `{ $count -> [one] … *[other] … }`.

## Lists, cards and directions

list-and = and
list-or = or
card-joker = joker
rank-jack = J
rank-queen = Q
rank-king = K
rank-ace = A
suit-spades = spades
suit-hearts = hearts
suit-diamonds = diamonds
suit-clubs = clubs
hearts-count = { $count ->
    [one] 1 heart
   *[other] { $count } hearts
  }
pass-left = left
pass-right = right
pass-across = across
pass-hold = hold
pass-two-left = two-left
pass-two-right = two-right
pass-scatter = scatter
pass-centre = centre

## The standings table

col-hand = Hand
col-dealer = Dealer
col-pass = Pass
col-phase = Phase
col-notes = Notes
row-total = Total
row-magnitude = |Total|
title = { $variant } — { $players } ({ $aim })
title-count = { $variant } — { $count } players ({ $aim })
aim-target = to { $target }
aim-phase = phase 2 starts at { $target }
aim-target-hands = to { $target }, at most { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
  }
aim-phase-hands = phase 2 starts at { $target }, at most { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
  }
note-hand = Hand { $number }: { $note }.
note-reneged = { $name } reneged
note-moon = { $name } shot the moon
note-moon-subtract = { $name } shot the moon (subtract)
note-moon-wins = { $name } shot the moon and wins
note-exposed = { $cards } exposed
note-reversed = { $name } took all the { $suit }: they count the other way (not a moon)

## What happens next

match-over = Match over after { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
  }: { $name } wins with { $total }.
tied-extra-hand = { $names } are tied: an extra hand decides: of them, whoever scores best in it wins.
tied-play-on = { $names } are tied: play goes on until one player alone has the best total.
next-line = Next: hand { $number }, { $dealer } deals, { $pass }, { $lead } leads.
next-line-phase = Next: hand { $number } (phase { $phase }), { $dealer } deals, { $pass }, { $lead } leads.
pass-none = no passing
pass-one-each = pass one card to every opponent
pass-dealer-chooses = the dealer chooses how to pass
pass-cards = pass { $cards ->
    [one] 1 card
   *[other] { $cards } cards
  } { $direction }
lead-lowest-club = whoever holds { $card }
lead-left = { $name } (left of the dealer)
lead-right = { $name } (right of the dealer)
lead-taker = { $name } (took the { $card } last hand)

## The banner of a hand

banner-deal = Hand { $number }: { $dealer } deals { $cards } cards each.
banner-deal-phase = Hand { $number } — phase { $phase }: { $dealer } deals { $cards } cards each.
banner-deal-kitty = Hand { $number }: { $dealer } deals { $cards } cards each and { $kitty } face down as the { $name }{ $goes }.
banner-deal-kitty-phase = Hand { $number } — phase { $phase }: { $dealer } deals { $cards } cards each and { $kitty } face down as the { $name }{ $goes }.
banner-deal-stock = Hand { $number }: { $dealer } deals { $cards } cards each; the other { $stock } are the stock, face down.
banner-deal-stock-phase = Hand { $number } — phase { $phase }: { $dealer } deals { $cards } cards each; the other { $stock } are the stock, face down.
kitty-goes = {" "}(it goes to { $taker })
kitty-name = kitty
taker-first-trick = the winner of the first trick
taker-last-trick = the winner of the last trick
taker-first-heart = whoever takes the first heart
taker-first-points = the first player to win a trick with points in it
no-passing-game = No passing in this game.
no-passing-hand = No passing this hand.
banner-pass = { $from } gives { $cards ->
    [one] 1 card
   *[other] { $cards } cards
  } to { $to }.
banner-pass-centre = Everyone puts { $cards ->
    [one] 1 card
   *[other] { $cards } cards
  } in the centre; they are mixed and dealt back, { $cards } to each.
banner-pass-choose = How do we pass this hand? { $dealer } chooses: { $choices }.
banner-lead = { $lead } leads the first trick.
reminder-phase-2 = Phase 2: points taken are subtracted from your score.
reminder-hearts-broken = Hearts may not be led until broken.
reminder-hearts-broken-queen = Hearts may not be led until broken (the { $queen } breaks them too).
reminder-hearts-any-time = Hearts may be led at any time.
first-trick-points = Points may be played to the first trick
first-trick-no-hearts-queen = No hearts and no { $queen } on the first trick unless a player has nothing else
first-trick-no-hearts = No hearts on the first trick unless a player has nothing else

## What a command did

hand-recorded = Hand { $number } recorded: { $points }.
sentence = { $text }.
totals-line = Totals: { $totals }.
phase-2-starts = Phase 2 starts with the next hand: from now on points taken are subtracted.
hand-edited = Hand { $number } re-recorded: { $points }.
later-rescored = { $count ->
    [one] 1 later hand
   *[other] { $count } later hands
  } rescored.
match-open-again = The match is open again: { $name } no longer wins.
winner-now = The winner is now { $name } (was { $old }).

## At the table (play)

instructions = Type each player's scoring cards: QS 10H 3 … (a number is that many hearts).
    Enter for none; the last player gets the rest. Commands: back, undo, help, …
instructions-tricks = Type what each player took: scoring cards and the trick words { $words }.
    Enter for none; the last player gets the rest. Commands: back, undo, help, …
instructions-hearts = Type the hearts each player took: 3 or 10H QH … (a number is that many hearts).
    Enter for none; the last player gets the rest. Commands: back, undo, help, …
instructions-multiplier = Type each player's scoring cards: QS 10H 3 … (a number is that many hearts), and the { $card }.
    Enter for none; the last player gets the rest. Commands: back, undo, help, …
instructions-multiplier-typed = Type each player's scoring cards, every heart by name: QS AH 3H …, and the { $card }.
    Enter for none; the last player gets the rest. Commands: back, undo, help, …
out-of-play = Out of play
play-not-saved = Not saved. Correct any entry (Enter keeps it, `back` goes to the previous player).
play-correct = Correct an entry (Enter keeps it, `back` goes to the previous player).
play-quit = Everything confirmed so far is saved. `hartenjagen play` picks up here.
play-not-saved-short = Not saved.
play-dealer-set = { $name } deals this hand.
play-pass-set = This hand was passed { $pass }.
play-pass-set-hold = This hand was not passed.
play-pass-which = say how this hand was passed: { $choices } (Enter alone: { $first })
prompt-pass = How do we pass this hand? (Enter: { $first })
play-takes-nothing = { $name } takes nothing.
play-takes-rest = { $name } takes the rest: { $cards }
play-moon = 🌙 { $name } shot the moon!
moon-which-way = Which way?
moon-choice-add = Add: everyone else +{ $value }
moon-choice-subtract = Subtract: { $name } −{ $value }
play-save = Hand { $number }: { $points }. Save?
play-save-renege = Hand { $number } ({ $name } reneged): { $points }. Save?
play-save-declared = Hand { $number } ({ $note }): { $points }. Save?
play-save-again = Save the hand you typed as hand { $number } ({ $dealer } dealt): { $points }?
play-over-meanwhile = The match is over: { $name } won. The hand you typed was not saved ({ $typed }).
typed-out = out of play: { $cards }
typed-rest = rest
changed-meanwhile = The match was changed from another terminal meanwhile: { $what }.
changed-hand = hand { $number } was recorded
changed-hands = hands { $first } to { $last } were recorded
changed-misdeal = a misdeal was recorded
changed-undone = { $count ->
    [one] the last entry was undone
   *[other] the last { $count } entries were undone
  }
changed-earlier = earlier hands were changed
undo-nothing = There is nothing to undo yet: no hand or misdeal has been saved.
undo-ask-misdeal = Remove the misdeal of hand { $number }?
undo-ask-hand = Remove hand { $number } ({ $dealer } dealt; { $points })?
undo-kept = Nothing removed.
undo-done = Removed.
play-skipped = { $names } { $count ->
    [one] takes
   *[other] take
  } nothing: everything is entered.
play-card-points = Card points: { $points }.
typed-keep = What you typed for hand { $was } ({ $typed }) is still in the boxes. Keep it for hand { $now }?
typed-kept = Kept for hand { $now }: Enter keeps each entry; correct any that needs it.
typed-cleared = Cleared: hand { $now } starts empty.
remove-match-ask = Nothing is entered yet. Remove this { $variant } match of { $players } altogether, file and all?
remove-match-done = Removed: the match and its file are gone.
remove-match-changed = The match was not removed: it has entries now.
help-box = Esc or Ctrl-U empties the box; Home and End go to its start and end.
undo-changed = Nothing was removed; type undo again if it is still needed.
misdeal-done = Misdeal: { $name } deals hand { $number } again; nothing is scored.
misdeal-changed = The misdeal was not recorded; type misdeal again if it is still needed.
edit-start = Editing hand { $number } ({ $dealer } dealt). Enter keeps an entry; answer n at the end to leave the hand as it was.
edit-left = Hand { $number } is left as it was.
edit-quit = Hand { $number } is left as it was. Everything confirmed so far is saved.
edit-save = Hand { $number }: { $changes }. Save?
edit-changed = Hand { $number } was not changed; type edit { $number } again if it is still needed.
edit-finish-first = finish editing hand { $number } first: Enter keeps each entry, and answering n at the end leaves the hand as it was
back-first = This is the first entry of the hand; there is nothing before it.
say-who = say who: { $command } NAME
edit-none-yet = there is no hand to edit yet
edit-which-one = say which hand: edit 1 (only hand 1 has been played)
edit-which = say which hand: edit N, with N from 1 to { $hands } (the hands played so far)
pass-which = say which way: pass left, right, across or hold (or two-left, two-right, scatter, centre)

## help

help-cards = Cards, for example:
help-hearts = { $count ->
    [one] 1 heart
   *[other] { $count } hearts
  }
help-bare-number = A number is that many hearts; a heart worth more than the others is typed.
help-every-heart = Every heart is typed: each scores differently in this game.
help-card-syntax = A card is its rank (2-10, J, Q, K, A) and suit (S H D C or ♠ ♥ ♦ ♣), any case.
help-rest = everything nobody else took; Enter alone: nothing
help-commands = Commands, at any player's prompt:
help-back = the previous player again, their entry ready to edit
help-undo = take back the last saved hand or misdeal (asks first)
help-edit = correct hand N; later hands are rescored
help-misdeal = the same dealer deals again; nothing is scored
help-renege = NAME reneged and is charged the hand's penalty points
help-first = took the first trick
help-last = took the last trick
help-tricks = won { $count } tricks
play-declared = { $name } declared { $declaration }: the hand scores only whether it is made.
play-declare-cleared = No { $declaration } this hand.
play-no-declaration = { $variant } has no declaration to make
help-declare = NAME declared { $declaration } before the first lead (alone: taken back)
prompt-exposed = Exposed before play? Enter = none
typed-exposed = exposed: { $cards }
play-exposed = { $cards } exposed this hand: { $count ->
    [one] it counts
   *[other] they count
  } double.
play-exposed-none = Nothing exposed this hand.
play-no-exposing = { $variant } has no cards to expose
help-expose = the cards shown before play, e.g. AH QS (alone: none)
help-dealer = NAME dealt this hand (not the one proposed)
help-pass = this hand was passed left, right, across or not (hold)
help-pass-ways = this hand was passed { $ways }
help-help = this list
help-quit = stop; every saved hand stays saved

## Starting and ending (play)

table-names = { $variant } with { $names }
table-count = { $variant } with { $count } players
menu-question = What shall we play?
menu-continue = Continue: { $table }, hand { $number }
menu-new = Start a new match
menu-open = Open another unfinished match ({ $count })…
menu-which = Which match? (type to filter)
menu-match-line = { $when }  { $table }, hand { $number }
menu-rematch = Same table again: { $table }, { $dealer } deals first
menu-stop = Stop here
menu-again = Play again?
pick-game = Which game? (type to filter)
pick-players = Who plays?
pick-other-players = Other players…
ask-players = Players ({ $counts }, clockwise, commas between)
players-esc = Esc goes back to the list of games.
players-recent-one = Enter alone plays with { $names } again. Esc goes back to the list of games.
players-recent-more = Enter alone plays with { $names } again; ↑ and ↓ bring back the other recent tables. Esc goes back to the list of games.
players-none = type the players' names in seating order, with commas between: Ann, Bob, Cas, Dee
new-match-ask = New { $variant } match for { $players }, { $dealer } deals, { $aim }?
aim-lives-hands = { $lives } lives each, at most { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
  }
length-chips = Standard game ({ $chips } chips each, { $hands } hands)
length-chips-other = Another number of chips each…
length-lives = To the end: the last player with lives left wins ({ $lives } lives each)
ask-chips = Chips each
no-target-chips = { $variant } is played for chips and has no target score: leave out { $flag } (--hands N sets the number of hands, --chips N the chips each)
no-target-lives = { $variant } is played for lives until one player is left and has no target score: leave out { $flag } (--hands N ends it after N hands)
next-rematch = { $error }, or run `hartenjagen` to play the same table again
pick-dealer = Who deals first?
pick-length = How long?
length-standard = Standard game (play to { $target })
length-standard-phase = Standard game (phase 2 from { $target })
length-quick = Quick game (play to { $target })
length-quick-phase = Quick game (phase 2 from { $target })
length-target = Another target…
length-hands = A fixed number of hands…
ask-target = Target score
ask-hands = Number of hands
not-a-number = "{ $text }" is not a positive whole number
counts-one = { $count }
counts-range = { $first } to { $last }
over-already = This match is over.
last-unreadable = The last match file cannot be read: { $error }
resuming = Resuming the { $variant } match of { $players }.
new-match-play = New { $variant } match for { $players }.
    Match file: { $file }
new-match = New { $variant } match for { $players }, { $aim }.
    Match file: { $file }
new-aim-target = playing to { $target }
new-aim-phase = phase 2 from { $target }
stopped = Stopped. Every confirmed hand is saved; `hartenjagen play` picks up where you left off.
stopped-before = Stopped before a match was started; nothing was saved.
ordinal = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
  }
rank-tie = (tie)
wins = 🏆 { $name } wins!
summary-hands = Hands played: { $hands }
summary-misdeals = { $count ->
    [one] (and 1 misdeal)
   *[other] (and { $count } misdeals)
  }
summary-duration = , in { $hours } h { $minutes } min
moons-shot = Moons shot: { $moons }.
moons-none = none
moon-in-hand = { $name } (hand { $number })
most-queens = Most { $queen } taken: { $names } ({ $count ->
    [one] 1 time
   *[other] { $count } times
  }).

## Charts

chart-title = Running totals, { $variant } — { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
  }:
chart-title-magnitude = Magnitude of the running totals, { $variant } — { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
  }:
chart-hands = { $hands ->
    [one] hand
   *[other] hands
  }
chart-several = several
chart-target = target { $target }
chart-phase = phase 2 at { $target }
chart-empty = No hands yet: nothing to chart.
chart-written = Chart written to { $file }
chart-svg-totals = running totals
chart-svg-magnitude = magnitude of the totals
chart-svg-lives = lives left
chart-svg-chips = chips
chart-axis-total = total
chart-axis-magnitude = magnitude
chart-axis-lives = lives
chart-axis-chips = chips
export-col-hand = hand
export-col-total = { $name } total
csv-name = name
csv-rating = rating
csv-mu = mu
csv-sigma = sigma
csv-matches = matches
csv-wins = wins
csv-win-rate = win_rate
csv-played = played
csv-hands = hands
csv-points = points
csv-points-per-hand = points_per_hand
csv-moons = moons
csv-queens = queens_of_spades
csv-best = best
csv-worst = worst
csv-provisional = provisional
csv-player = player
csv-opponent = opponent
csv-ahead = ahead
csv-behind = behind
csv-level = level

## Errors about what was typed

not-a-card = "{ $text }" is not a card (try { $examples }, rest or -)
card-hint-joker = JK for a joker
card-hint-hearts = a number of hearts
card-hint-penalty-suit = a number of cards of the penalty suit
too-many-hearts-typed = "{ $text }" is too many hearts (no deck has more than 26)
too-many-cards-typed = "{ $text }" is too many cards (no deck has more than 26 of a suit)
not-in-deck = { $card } is not in this deck ({ $why })
missing-no-jokers = { $variant } plays without jokers
missing-stripped = { $variant } takes it out for { $players } players
missing-below = the { $deck }-card deck runs from { $lowest } to { $ace }
missing-absent = { $variant } plays without it
scores-nothing = { $card } scores nothing in { $variant } (probably a typo; enter only the scoring cards: { $scoring })
bare-hearts-refused = a bare number of hearts is not accepted in { $variant }, where hearts score differently: type each heart (e.g. 10H QH)
bare-number-refused = a bare number is not accepted in { $variant }: enter only what scores ({ $scoring })
bare-number-every-card = a bare number is not accepted in { $variant }, where a heart scores as the same card of any other suit: type each card (e.g. { $cards })
entered-too-often = { $card } is entered { $who }, but the deck has { $held ->
    [1] only one
   *[other] { $held }
  }
entered-for = for { $names }
entered-times = { $count ->
    [2] twice
   *[other] { $count } times
  }
entered-times-for = { $times } for { $name }
entered-name-times = { $name } ({ $times })
out-of-play-owner = out of play
too-many-hearts = hearts: { $entered } entered, the deck has { $deck }
totals = the hand does not add up: { $gaps }; every scoring card must be entered exactly once (`rest` gives one player everything not entered)
gap-hearts = hearts: { $entered } entered, the deck has { $deck }
gap-nobody = nobody took { $cards }
gap-short = { $card }: { $entered } entered, the deck has { $held }
rest-twice = `rest` can be given to one player only
rest-not-alone = `rest` stands alone: it already gives { $name } every scoring card nobody else took
rest-out-of-play = `rest` is for a player, not for the cards out of play
match-over-error = the match is over; start a new one with `hartenjagen new`
match-over-won = the match is over ({ $name } won); start a new one with `hartenjagen new`
renege-with-cards = a renege hand takes no cards: --renege charges { $name } the hand's penalty total and everyone else 0
moon-choice-missing = { $name } shot the moon: say --moon add (everyone else +{ $value }) or --moon subtract ({ $name } −{ $value })
pass-choice-missing = { $name } deals and chooses how this hand is passed: say which with --pass ({ $choices })
pass-choice-missing-prompt = { $name } deals and chooses how this hand is passed: say which first ({ $choices })
pass-choice-missing-file = { $name } deals and chooses how this hand is passed, but the hand has no pass (one of { $choices })
not-a-moon = --moon was given, but nobody shot the moon in this hand (check the cards, or leave --moon out)
no-moon-choice = --moon is not used in { $variant }: there the moon { $rule }
out-not-allowed = --out is for cards that leave play: a dead last trick with two packs (cancellation) or a jack among the leftovers (knaves); in { $variant } no card leaves play
pass-not-playable = passing { $pass } is not possible with { $players } players (try { $choices })
nothing-to-undo = there is nothing to undo: no hand or misdeal has been entered yet
no-such-hand = there is no hand { $number } to edit ({ $played ->
    [0] no hand has been played yet
    [1] only hand 1 has been played
   *[other] hands 1 to { $played } have been played
  })
edit-ends-early = after this edit the match would end with hand { $ends } ({ $name } wins), but { $later } came after it: undo { $them } first, then edit again
later-one = hand { $number }
later-many = hands { $first } to { $last }
later-it = it
later-them = them
edit-breaks-later = after this edit hand { $number } no longer fits: { $reason }; undo back to it first, then edit again
empty-name = a player name is empty: give names separated by commas, e.g. --players "Ann,Bob,Cas,Dee"
bad-name = the player name { $name } cannot be used: names may not contain =, commas or control characters
invisible-in-name = the player name "{ $name }" holds the invisible character { $code }, which would make it look like another name or turn the table around; type the name without it
same-name = two players are called { $first } and { $second }: give every player a different name
table-size = { $variant } is played by { $counts } players, not { $players }
no-such-dealer = the first dealer must be one of the players
target-not-positive = --target must be a positive number of points
no-hands = --hands must be at least 1
quick-and-target = --quick and --target cannot be used together

## The moon in words

moon-add = adds { $value } to every opponent
moon-subtract = takes { $value } off the shooter's score
moon-choose = lets the shooter choose: +{ $value } to every opponent or −{ $value } to self
moon-best = adds { $value } to every opponent, or takes { $value } off the shooter when adding would lose the match
moon-greek = gives the shooter −{ $value } per opponent and every opponent +{ $value }
moon-win = wins the whole match at once
moon-none = does not exist
no-such-player = there is no player called "{ $name }" (players: { $players })
ambiguous-player = "{ $name }" could be { $names }: type more of the name
suit-letter-spades = S
suit-letter-hearts = H
suit-letter-diamonds = D
suit-letter-clubs = C

## The command line

only-one-player = only one player was given; list the players separated by commas, e.g. --players "Ann,Bob,Cas,Dee" ({ $variant } is for { $counts } players)
named-twice = { $name } is named twice; give all of { $name }'s cards in one { $name }=CARDS
not-name-cards = "{ $word }" is not NAME=CARDS; write each player's cards as NAME=CARDS, e.g. Ann="QS 3"
flag-error = { $flag }: { $error }
removed-hand = Removed hand { $number } (dealt by { $name }).
removed-misdeal = Removed the misdeal by { $name }.
saved-unprinted = hartenjagen: the change was saved, but its report could not be printed ({ $error })
confirm-hint-yes = [Y/n]
confirm-hint-no = [y/N]
confirm-retry = Answer y or n (Enter takes the choice in capitals).
pass-way-left = left
pass-way-right = right
pass-way-across = across
pass-way-hold = not at all
pass-way-two-left = two seats left
pass-way-two-right = two seats right
pass-way-scatter = one card to every opponent
pass-way-centre = to the centre

## The rules of a game (rules NAME)

rules-with-players = with { $players } players, { $text }
rules-line = { $title }: { $text }.
rules-players = Players
rules-players-text = { $counts }, sitting clockwise in the order entered
rules-deck = Deck and deal
deck-packs = { $packs } packs shuffled together
deck-cards = { $count } cards
deck-ranks = { $lowest } to { $ace }
deck-removed = ({ $cards } taken out)
deck-jokers = including { $count ->
    [one] a joker
   *[other] { $count } jokers
  }
deck-each = { $count } each
deck-kitty = { $count } face down as the { $name }
deck-stock = { $count } as a stock to draw from
rules-kitty-goes = it goes to { $taker }, whose cards from it count as taken
rules-passing = Passing
pass-rule-none = no passing
pass-rule-one = { $cards } cards to the { $dir } every hand
pass-rule-cycle = { $cards } cards: { $cycle }, then again
pass-rule-one-centre = { $cards } cards to the centre every hand
pass-rule-choose = { $cards } cards, as the dealer chooses each hand: { $choices }
pass-rule-dealers-choice = the dealer's choice
pass-rule-choices = ; the dealer chooses from { $choices }
pass-rule-centre = ; to the centre: everyone puts { $cards } cards in the middle, they are mixed and { $cards } are dealt back to each
rules-first-lead = First lead
lead-rule-club = whoever holds the { $card } leads it
lead-rule-left = the player left of the dealer leads
lead-rule-holder = whoever holds the { $card } leads
lead-rule-taker = ; from the second hand on, whoever took the { $card } in the previous hand leads (after a renege hand, as in the first hand; a misdeal is no hand)
rules-play = Play
play-hearts-broken = hearts may not be led until one has been discarded on another suit, unless the leader has only hearts
play-hearts-broken-queen = hearts may not be led until one has been discarded on another suit or the { $queen } has been played, unless the leader has only hearts
play-hearts-any = hearts may be led at any time
rules-scoring = Scoring
value-heart = each heart { $value }
value-heart-rank = each heart its rank (A 1, 2–10 face value, J 11, Q 12, K 13)
value-card = { $card } { $value }
card-named = { $card }
values-total = { $values }; { $total } penalty points a hand
value-first-trick = first trick { $value }
value-last-trick = last trick { $value }
value-each-trick = each trick { $value }
value-multiplier = the { $card } multiplies the rest of its taker's hand by { $by } (alone it scores { $alone })
combo-first-trick = the first trick
combo-last-trick = the last trick
values-combo = ; { $things } taken by one player score { $points } together instead
values-out-of-play = ; a scoring card left over after the deal is out of play
values-counted = ; { $cards } score 0 but { $count ->
    [one] is a scoring card: enter it
   *[other] are scoring cards: enter them
  } for whoever took { $count ->
    [one] it
   *[other] them
  }
values-reverse = ; whoever takes all { $count } { $suit } scores them { $value } instead of { $normal }{ $also }; that is not a moon
values-reverse-with = , and with them { $cards }
values-reverse-also = the { $card } { $value } instead of { $normal }
values-expose = ; before play, whoever holds one of these cards may expose it: { $effects }
expose-doubles-suit = the { $card } doubles all the { $suit }
expose-doubles-card = the { $card } counts { $value }
expose-doubles-multiplier = the { $card } multiplies by { $by } (alone { $alone })
play-trumps-turned-up = the last card left over is turned up for trumps (with none left over, the dealer's last card)
rules-declare = Declaration
declare-rule = before the first lead a player may declare { $name }, to take { $cards }. Made: { $made_self } for the declarer, { $made_others } for everyone else; failed: { $failed_self } for the declarer, { $failed_others } for everyone else. A declared hand scores only the { $name }
reminder-trumps = Trumps: the last card left over is turned up (with none left over, the dealer shows their last card).
reminder-declare = A player may declare { $name } before the first lead.
rules-moon = Moon
moon-rule-none = there is no moon
moon-rule = taking { $needs } in one hand { $rule }
moon-rule-phase2 = {" "}(in phase 2 it { $rule })
moon-bonus-kept = ; bonus cards keep their value on a moon
moon-needs-hearts = all { $count } hearts
moon-needs-both = both { $card }
moon-needs-one = the { $card }
moon-own-bonus = { $value } with the { $card }
moon-own-times = ×{ $by } with the { $card }
moon-own-then = , then{" "}
moon-own-choose = lets the shooter choose: what their own cards score ({ $value }) taken off their own total, or added to every opponent's; every opponent still scores their own cards
moon-own-add = adds what the shooter's own cards score ({ $value }) to every opponent's total; every opponent still scores their own cards
moon-own-subtract = takes what the shooter's own cards score ({ $value }) off the shooter's total; every opponent still scores their own cards
rules-renege = Renege
renege-rule = the offender is charged { $points } points and everyone else scores 0 for the hand
renege-rule-highest = the offender scores { $points } and everyone else 0 for the hand
rules-phases = Phases
phases-rule = points taken are added until a player has { $target } or more (quick game: { $quick }); phase 2 starts with the next hand
rules-end = The end
phase2-end-subtract = in phase 2 points taken are subtracted, and the match ends after the hand in which a player reaches { $ends } or less
phase2-end-add = in phase 2 points taken are added, and the match ends after the hand in which a player reaches { $ends } or less
phase2-exact = ; a score that would pass { $ends } bounces back up by the excess
end-rule = the match ends after the hand in which a player reaches { $target } or more (quick game: { $quick })
end-rule-hands = the match ends after the hand in which a player reaches { $target } or more (quick game: { $quick }), or after { $hands } hands
end-rule-magnitude = the match ends after the hand in which the magnitude √(a²+b²) of a total reaches { $target } or more (quick game: { $quick })
end-rule-below = the match ends after the hand in which a total falls to { $target } or lower (quick game: { $quick })
rules-winner = Winner
winner-lowest = the lowest total wins
winner-highest = the highest total wins
winner-lowest-moon = the lowest total wins, unless someone shoots the moon first
winner-highest-moon = the highest total wins, unless someone shoots the moon first
winner-smallest-magnitude = the total of the smallest magnitude wins
winner-largest-magnitude = the total of the largest magnitude wins
rules-ties = Ties
ties-extra-hand = if the best total is shared, one extra hand is played; of the tied players, whoever scores best in it wins (repeat while still tied)
ties-play-on = if the best total is shared, full hands go on until one player alone has it
rules-notes = Notes:

## History and stats

no-matches-yet = No matches yet; start one with `hartenjagen new --players "Ann,Bob,Cas,Dee"`.
col-started = Started
col-variant = Variant
col-players = Players
col-hands = Hands
col-finished = Finished
col-winner = Winner
col-file = File
state-in-progress = in progress
state-tie-break = tie-break
state-damaged = damaged
history-count = { $count ->
    [one] 1 match
   *[other] { $count } matches
  }, newest first.
history-damaged = Damaged: { $error }
stats-scope-variant = variant { $variant }
stats-scope-player = player { $player }
stats-for = {" "}for { $scope }
stats-none = No matches{ $scope } yet.
col-player = Player
col-matches = Matches
col-wins = Wins
col-win-rate = Win rate
col-points-hand = Points/hand
col-moons = Moons
col-best = Best
col-worst = Worst
stats-counted = { $count ->
    [one] 1 finished match
   *[other] { $count } finished matches
  }{ $scope }; matches, wins and best/worst count finished matches only
stats-unfinished = {" "}({ $count ->
    [one] 1 match in progress
   *[other] { $count } matches in progress
  } not counted there)
stats-complex = Complex scores (a+bi), chips and lives count toward matches and wins only, not toward points per hand, the Q♠, best and worst.
stats-damaged = { $count ->
    [one] 1 match file could not be read and is left out
   *[other] { $count } match files could not be read and are left out
  }; `hartenjagen history` says why.
narrow-left-out = Left out to fit the screen: { $columns }; a wider window shows { $count ->
    [one] it
   *[other] them
  }.

## Variants

col-source = Source
col-description = Description
source-built-in = built-in
source-user = user
source-user-hides = user (hides the built-in)
variant-broken = broken: { $error }
variants-folder = Your own variants go in { $folder } (a file with a built-in's name hides the built-in).
variant-ok = { $file }: ok — { $name } for { $counts } players.
col-queen = Q♠
variant-show-file = What follows is the variant's file as written: its keys and the comments after # are in English; texts in your language go under [texts.{ $code }].
variant-show-resolved = What follows are the variant's full rules, after extends: the keys are in English; texts in your language go under [texts.{ $code }].

## Variant files

why-no-name = the variant has no name
why-no-table-sizes = say which table sizes play this game, e.g. players = [4]
why-table-size-twice = names a table size more than once; give each size once, e.g. players = [3, 4]
why-control = holds the control character { $code }, which could work the terminal it is shown on; remove it
why-unsupported-size = { $players } players is not a table size this tool supports (2 to 11)
why-stray-count = has an entry for "{ $entry }", which is neither `default` nor a number of players from 2 to 11
why-never-in-deck = { $card } is never in the deck of this variant, so its value can never count
why-too-many-points = { $points } is too many points (at most { $most } either way)
why-packs = must be 1 or 2
why-lowest-rank = must be a rank from 2 to 10, e.g. "6" for the 36-card deck
why-jokers = at most 4 jokers
why-remove-not-in-deck = { $card } is not in the deck for { $players } players, so it cannot be removed
why-not-a-card = "{ $text }" is not a card (cards are written like QS, 10H or Q♠)
why-cannot-deal = { $players } players cannot be dealt { $cards } cards each from a deck of { $deck }
why-no-direction = give at least one direction ("hold" for a game without passing)
why-pass-needs-four = passing { $pass } needs 4 players, and this variant allows { $players }
why-pass-needs-four-or-more = passing { $pass } needs at least 4 players, and this variant allows { $players }
why-pass-too-many = players cannot pass { $cards } cards from a hand of { $hand }
why-scatter = a scatter hand needs a card for every opponent
why-stock-and-kitty = the cards left over are a stock to draw from, so they cannot also be set with { $key }
why-no-clubs = the deck has no clubs, so nobody can lead the lowest club
why-nothing-scores = no card scores any penalty points in this deck
why-win-moon-phase2 = a moon that wins the match belongs in [moon], not in phase 2
why-target = must be a positive number of points
why-no-target = no target for { $players } players
why-no-hands = a match needs at least one hand
why-unknown-key = unknown key (this table takes { $keys })
why-wrong-value = the TOML reader says: { $message }
why-name-mismatch = is "{ $written }" but the file is called { $file }.toml; make them the same
why-no-parent = there is no variant called "{ $name }" to build on (see `hartenjagen variants list`)
why-extends-itself = "{ $name }" is this variant itself; a variant builds on another one (or on the built-in of its own name, and there is no built-in { $name })
why-too-deep = goes more than { $most } variants deep ({ $first } → { $second } → … → { $last }); build on a variant closer to the built-ins
why-merge = merged rules do not fit together: { $message }
problem-inherited = {" "}(inherited through `extends`)
load-unknown = there is no variant called "{ $name }" (see `hartenjagen variants list`)
load-cycle = variants extend each other in a circle: { $chain }
why-wrong-type = is { $found }, but this key takes { $wanted }
why-wrong-item = holds { $found }, where each value must be { $wanted }
why-unknown-word = "{ $word }" is not a value this key takes; use { $words }
wanted-text = text in quotes
wanted-whole = a whole number
wanted-count = a whole number from 0 to { $most }
wanted-not-negative = a whole number, 0 or more
wanted-yes-no = true or false
wanted-word = one of { $words }
wanted-whole-or = a whole number or "{ $word }"
wanted-rank = a rank such as "6" or "10"
wanted-table = a table: [{ $key }] with its keys on the lines below it
wanted-list = a list
wanted-list-text = a list of text in quotes, e.g. ["…", "…"]
wanted-list-whole = a list of whole numbers, e.g. [3, 4]
wanted-list-word = a list, each value one of { $words }
wanted-by-players = { $wanted }, or a table of those by number of players such as {"{"} 4 = …, default = … {"}"}
found-text = the text "{ $text }"
found-whole = the number { $number }
found-decimal = the decimal number { $number }
found-yes-no = { $value }
found-date = a date or time
found-list = a list
found-table = a table
toml-unknown = this is not valid TOML; the TOML reader says: { $message }
toml-expected = { $said }; expected { $expected }
toml-unclosed-array-table = the header [[…]] of this list of tables is not closed
toml-unclosed-table = this table header is not closed
toml-invalid-key = this is not a valid key
toml-invalid-table = this is not a valid table name
toml-key-without-value = a key without a value
toml-missing-value = the value is missing
toml-extra-equals = one `=` too many
toml-missing-brace = the `{"{"}` that opens this table is missing
toml-missing-bracket = the `[` that opens this list is missing
toml-missing-header-bracket = the `[` that opens this table header is missing
toml-list-extra-comma = one comma too many in this list
toml-list-equals = a list holds values, not key = value
toml-list-comma = a comma is missing between the values of this list
toml-unclosed-list = this list is not closed
toml-table-extra-comma = one comma too many in this table
toml-table-extra-equals = one `=` too many in this table
toml-table-missing-key = a key is missing in this table
toml-table-missing-equals = an `=` is missing between a key and its value
toml-table-element = this does not belong in a table of keys and values
toml-table-comma = a comma is missing between the keys of this table
toml-unclosed-inline-table = this table is not closed
toml-one-per-line = one key = value per line
toml-after-comment = unexpected text at the end of the line
toml-unexpected = unexpected text
toml-not-a-pair = this is not a line of key = value
toml-too-deep = lists and tables are nested too deep
toml-multi-line-key = a key cannot be text of more than one line
toml-sign-twice = a number has one sign, + or -
toml-invalid-value = this is not a valid value
toml-invalid-boolean = this is not a valid true or false
toml-invalid-number = this is not a valid number
toml-invalid-whole = this is not a valid whole number
toml-signed-radix = a number written with 0x, 0o or 0b cannot have a sign
toml-radix-case = write 0x, 0o and 0b in lower case
toml-prefix-twice = this number has its 0x, 0o or 0b twice
toml-leading-zero = a number cannot start with 0
toml-unexpected-sign = a sign (+ or -) cannot stand here
toml-underscore = `_` may only stand between two digits
toml-no-memory = there is not enough memory to read this text
toml-missing-quote = the opening quote is missing
toml-missing-hash = a comment starts with `#`
toml-comment-character = a comment holds a control character
toml-carriage-return = a CR character must be followed by a line break
toml-invalid-quoted = this text in quotes is not valid
toml-escape = this backslash starts no escape TOML knows (write \\ for a backslash itself)
toml-unicode-digits = this Unicode escape has too few hexadecimal digits
toml-unicode-value = this Unicode escape is not a character
toml-empty-key = a key cannot be empty
toml-duplicate-key = this key or table is given twice
toml-dotted-value = this key already has a value, so a dotted key cannot add to it
toml-dotted-inline-table = a table written {"{"} … {"}"} is complete; a dotted key cannot add to it
toml-unquoted-text = text goes in quotes, e.g. "left"
toml-bare-key = a key without quotes holds only letters, digits, - and _
toml-invalid-date = this is not a valid date or time (TOML writes them like 1979-05-27 or 07:32:00)
toml-thing-key = a key
toml-thing-value = a value
toml-thing-newline = the end of the line
toml-thing-basic-string = text in double quotes
toml-thing-literal-string = text in single quotes
toml-thing-multi-line-string = text in triple double quotes
toml-thing-bare-key = a key of letters, digits, - and _
toml-thing-digits = digits
toml-thing-letters = letters
toml-thing-characters = characters
toml-thing-printable = printable characters
toml-thing-not-double-quote = visible characters other than "
toml-thing-not-single-quote = characters other than '
toml-thing-unicode = a hexadecimal Unicode value

## Files and folders

cannot-read = cannot read the { $what } { $path }
what-match-file = match file
what-variant-file = variant file
what-file = file
not-regular = { $path } is { $kind }, not a { $what }; give the path of a plain file
kind-fifo = a named pipe (FIFO)
kind-device = a device
kind-socket = a socket
kind-folder = a folder
kind-other = not a regular file
too-large = { $path } is larger than { $mib } MiB, far too large for a { $what }; nothing was read from it
not-utf8 = { $path }:{ $line }: the { $what } is not UTF-8 text: the byte at offset { $offset } (line { $line }) is not valid; save it as UTF-8
read-only = { $path } is read-only, so it was left as it is; make it writable (chmod u+w) to change it
lock-open = cannot open the lock file { $path }
lock-lock = cannot lock the lock file { $path }
lock-busy = { $path }: another hartenjagen command has been changing this match for over { $seconds } seconds; nothing was changed, try again when it has finished
entry-at-value = { $origin }:{ $line }:{ $column }: entry { $number } of the match: { $what }
entry-at-line = { $origin }:{ $line }: entry { $number } of the match: { $what }
not-a-player = "{ $name }" is not one of the players
renege-not-player = renege "{ $name }" is not one of the players
dealer-not-player = dealer "{ $name }" is not one of the players
first-dealer-not-player = first_dealer "{ $name }" is not one of the players
after-end = { $origin }: something was added below its end line (line { $line }, "# end of match: …"), which must stay the last line; hands and notes go above it: move what was added up, or remove it, and the file loads again
cut-off = { $origin } was cut off: its last line should be the end line "# end of match: …" but is not, so it was left as it is; an interrupted copy or sync does this: restore the file from where it came from
newer-format = { $origin }: match file format { $format } was written by a newer hartenjagen (this one reads up to { $max }); update hartenjagen
variant-copy-broken = { $origin }: the variant copied into the match is broken: { $problems }
match-setup-broken = { $origin }: { $what }
out-token = out: { $error }
write-toml = cannot write the match as TOML
create-folder = cannot create the folder { $path }
write-match = cannot write the match file { $path }
write-held-open = another program has { $path } open, so it cannot be replaced now; nothing was saved and the file is as it was: close the file there (an editor, a backup or a sync program) and try again
keys-outside-profile = warning: the keys are kept in { $folder }, outside your user profile; on Windows only a folder in your profile (as %APPDATA% is) keeps them from the other users of this computer
read-matches-folder = cannot read the matches folder { $path }
read-variants-folder = cannot read the variants folder { $path }
already-exists = { $path } already exists; choose another --file (new never overwrites a match)
too-many-names = { $dir } holds a thousand matches named { $stem }; give the new one a --file
folder-is-file = { $path } is a file, not a folder; hartenjagen keeps its matches in a folder of that name
home-is-file = { $path } is a file, not a folder; point HARTENJAGEN_HOME at a folder (or remove the file)
no-match-yet = there is no match yet; start one with `hartenjagen new --players "Ann,Bob,Cas,Dee"`
no-home = cannot find your home folder; set HARTENJAGEN_HOME to a folder for hartenjagen's files
chart-match-itself = { $path } is the match file itself; write the chart to a file of its own, e.g. --svg totals.svg
chart-in-matches = { $path } is in the matches folder, which holds only matches; write the chart somewhere else, e.g. --svg totals.svg
chart-over-match = { $path } is a match file; a chart never replaces a match (not even with --force)
chart-exists = { $path } already exists; give --force to replace it, or choose another --svg
write-chart = cannot write the chart { $path }
play-needs-terminal = play needs a terminal; use `hartenjagen record` to enter hands from a script
write-stdout = cannot write to standard output
read-terminal = cannot read from the terminal
watch-ctrl-c = cannot watch for Ctrl-C
print-rules-toml = cannot print the rules as TOML
error-prefix = error
io-not-found = No such file or directory (os error 2)
io-permission = Permission denied (os error 13)
io-exists = File exists (os error 17)
io-full = No space left on device (os error 28)
bug-report = hartenjagen hit a bug and stopped ({ $what }).
    Your match files are safe. Please report this at https://github.com/hartenjagen/hartenjagen/issues with the command you ran.
file-option = { $origin }:{ $line }:{ $column }: { $key }: { $what }
why-quick-and-target = a quick game has no target of its own; keep quick or target, not both

## Tricks and declarations

trick-word-first = first
trick-word-last = last
trick-word-tricks = tricks:N
capture-tricks = tricks:{ $count }
trick-scores-nothing = `{ $word }` scores nothing in { $variant } (enter only what scores: { $scoring })
trick-out-of-play = `{ $word }` is for a player, not for the cards out of play
trick-twice = the { $which } trick is entered for { $names }; one player took it
too-many-tricks = { $entered } tricks entered, but a hand has { $hand }
too-many-out = { $entered } cards entered out of play, but only { $most } are left over after the deal
gap-nobody-trick = nobody took the { $which } trick
gap-tricks = tricks: { $entered } entered, a hand has { $hand }
why-combo-small = a combination needs at least two things (cards, first, last)
why-declare-needs = say which cards the declarer must take, e.g. needs = ["JS", "JH", "JD", "JC"]
no-declaration = { $variant } has no declaration; --declare is only for games that have one (Polignac's capot)
declared-with-renege = a hand cannot be both declared and reneged: give --declare or --renege
note-declared-won = { $name } made { $declaration }
note-declared-lost = { $name } failed { $declaration }
declarer-not-player = declare "{ $name }" is not one of the players
no-exposing = { $variant } exposes no cards before play; --expose is only for games that do (Gong Zhu)
not-exposable = { $card } is not a card to expose here; only { $cards } may be exposed
exposed-twice = { $card } is exposed twice; give each card once
not-an-exposed-card = "{ $text }" is not a card; name the cards shown before play, e.g. AH QS

## Complex scores

why-not-a-score = "{ $text }" is not a score: write a whole number or a Gaussian integer such as "2i" or "1+2i"
why-multiplier-card = say which card multiplies, e.g. card = "TC"
why-complex-magnitude = scores with an imaginary part cannot be compared by their total: set end.by = "magnitude"
why-complex-phases = scores with an imaginary part cannot be played in two phases: remove [phase2] or the imaginary values
why-chips-start = each player starts with at least 1 chip
why-chips-settle = say how a hand is settled, e.g. settle = "auction"
why-no-bidding = only a game with bidding (chips.settle = "auction") has a high bidder to lead

## Chips: Auction Hearts

gap-suit = { $suit }: { $entered } entered, the deck has { $deck }
not-penalty-suit = { $card } is not of the penalty suit; enter only { $suit } (cards, or how many)
too-many-of-suit = { $suit }: { $entered } entered, but the deck has { $deck }
chips-not-in-game = --chips is only for games played for chips (Auction Hearts)
chips-not-positive = --chips must be 1 or more
no-renege-charge = { $variant } charges nothing for a renege: the table settles it; leave out --renege
no-bidding = { $variant } has no bidding; --bid, --suit and --all-pass are for Auction Hearts
suit-missing = say which penalty suit the high bidder named: --suit S, H, D or C
bid-missing = say who bid highest and how much: --bid NAME=N (or --all-pass if everyone passed)
names-again-error = { $name } names the suit again without bidding this hand (the pot stayed); leave out { $flag }
bid-not-positive = a bid is 1 chip or more
bid-too-high = { $name } bid { $bid } but has only { $chips } chips; nobody may bid more than they have
all-pass-with-hand = --all-pass means nothing was played: give no cards, bid or suit with it
bid-syntax = --bid "{ $text }" is not NAME=N; write e.g. --bid Ann=5
bidder-not-player = bidder "{ $name }" is not one of the players
suit-not-a-suit = suit "{ $text }" is not S, H, D or C
removed-all-pass = Removed the passed-out deal of { $name }.
undo-ask-all-pass = Take back the passed-out deal of { $name }?
lead-high-bidder = the high bidder
lead-high-bidder-again = { $name } (high bidder)
aim-chips = { $chips } chips each, at most { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
  }
new-aim-chips = { $chips } chips each, at most { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
  }
pot-line = Pot: { $chips ->
    [one] 1 chip
   *[other] { $chips } chips
  }.
note-bid = { $name } bid { $bid } and named { $suit }
note-named-again = { $name } named { $suit } again
note-pot-won = { $name } took the pot ({ $chips })
note-pot-split = { $names } split the pot ({ $each } each)
note-pot-stays = the pot stays ({ $chips })
reminder-bidding = Bidding, starting left of the dealer: { $order }. The high bidder pays the bid into the pot, names the penalty suit and leads.
reminder-names-again = { $name } names the penalty suit again, without bidding or paying, and leads.
edit-all-pass = a hand cannot be edited into a passed-out deal; undo back to it and record --all-pass instead
all-passed = Everyone passed on { $name }'s deal: nothing scored, and the deal moves on.
lead-rule-high-bidder = the high bidder leads
play-auction = the penalty suit the high bidder names takes the place of hearts; any suit may be led, and anything played to the first trick
scoring-auction = after the deal one round of bids, starting left of the dealer: pass, or bid more chips than the last bid, never more than you have. The high bidder pays the bid into the pot and names the penalty suit. After the hand each player pays a chip into the pot per card of that suit taken (what they have, at most), except a player who took all of it. One player who took none takes the pot; two split it, an odd chip staying; otherwise the pot stays and the same high bidder names the suit next hand without bidding. If everyone passes, nothing is scored and the next dealer deals
renege-rule-none = no renege charge: the table settles it
end-rule-chips = { $chips } chips each; the match ends when every player has dealt twice (passed-out deals do not count), or at once when a player has no chips left
end-rule-chips-hands = { $chips } chips each; the match ends after { $hands } hands (passed-out deals do not count), or at once when a player has no chips left
winner-most-chips = the most chips win
instructions-auction = Each hand: the high bid (Ann 5, or pass) and the penalty suit (S, H, D or C);
    then how many of it each player took. Enter for none. Commands: back, help, …
prompt-bid = High bid
prompt-suit = Penalty suit
bid-word-pass = pass
typed-all-pass = everyone passed
typed-bid = { $name } bid { $chips }
play-suit-which = name the penalty suit: S, H, D or C (or ♠ ♥ ♦ ♣)
play-bid-what = type the high bidder and the bid, e.g. Ann 5, or pass when everyone passed
play-save-all-pass = Everyone passed on { $name }'s deal: nothing scored, the next dealer deals. Save?
help-bid = { $name } bid { $chips } chips (at the High bid prompt)
help-all-pass = everyone passed: nothing scored, the next dealer deals
help-suit = { $suit } are the penalty suit (at the Penalty suit prompt)
help-suit-count = { $count } cards of the penalty suit

## Lives: Conquimbert; Reversis

the-pot = the pot
pay-syntax = --pay "{ $text }" is not FROM>TO:N; write e.g. --pay 'Ann>Bob:5' (pot for the pot), quoted in a shell
pay-not-a-payment = "{ $text }" is not a payment FROM>TO:N between players or the pot
player-out-error = { $name } is out of the match (no lives left): they are not dealt in, so give them no cards and do not name them as dealer
no-payments = { $variant } has no chips paid during play; leave out --pay
payment-not-positive = a payment is 1 chip or more
payment-to-self = { $name } cannot pay themselves; a payment goes FROM>TO between two different players or the pot
payment-too-big = { $name } held only { $held } chips when paying { $chips }; enter the chips actually paid
why-chips-figure = ante and dealer_ante are 0 or more chips, party 1 or more
why-lives-positive = lives and the points that cost one are 1 or more
why-chips-and-lives = a game is played for chips or for lives, not both
why-reversis-four = Reversis' settlement pays across the table, so it is for 4 players, not { $players }
why-reverse-suit = say which suit turns round, e.g. suit = "H"
why-not-a-suit = "{ $text }" is not a suit; write "S", "H", "D" or "C"
why-not-entered = { $card } is not entered at record (it has no value, is not counted and does not multiply), so nobody can be seen to take it; give it a value or list it in scoring.counted
why-not-in-deck-for = { $card } is not in the deck for { $players } players
why-lead-card = say whose card leads, e.g. lead_card = "2S", with first_lead = "holder"
why-negative-target = a target below 0 (the match ends when a total falls to it) is not for games with two phases, magnitudes, chips or lives
why-quick-negative = must be below 0, as the target is
lead-rule-right = the player right of the dealer leads
value-each-rank = { $value } for each { $rank }
values-card-points = card points: { $values } ({ $total } in the pack)
declare-rule-espagnolette = a player who means to take no trick may announce an Espagnolette before the first lead (--declare NAME): if two players take no trick, the one who announced it wins; if the announcer takes a trick, they count as having the most card points in the Party
play-counter-clockwise = deal and play go counter-clockwise: the player on the dealer's right is dealt first, leads and deals next
play-counter-clockwise-deal = deal and play go counter-clockwise: the player on the dealer's right is dealt first and deals next
scoring-reversis = chips paid during play (Quinola, the aces, the pots) are settled at the table and entered with the hand (--pay). After the hand: a player who took every trick (a Reversis) takes 16 chips from each other player; otherwise a player who took no trick (an Espagnolette) takes { $party } from the player with the most card points; otherwise the fewest card points take { $party } from the most (ties: fewer tricks, then the first from the dealer going left; for the most, more tricks, then the first from the dealer going right). Every payment across the table is doubled
end-rule-reversis = { $chips } chips each, { $ante } of them into the pot at the start, and the dealer puts { $dealer } into the pot each hand; the match ends when every player has dealt twice
end-rule-lives = { $lives } lives each; after each hand every player with { $at } card points or more loses a life, and if nobody has that many, the player with the most (each of them, if shared) loses one; a player without lives is out and the deal skips them; a hand that would take the last life of every player still in takes none
winner-last-in = the last player with lives left wins
ties-lives = a hand never takes the last life of everyone still in, so one player is always left
aim-lives = { $lives } lives each
note-life-reached = { $names } reached { $at }
note-life-most = most points ({ $points }): { $names }
note-life-spared = nobody loses a last life
note-out = { $names } { $count ->
    [one] is
   *[other] are
  } out
out-line = Out: { $names }.
note-reversis = Reversis by { $to }: { $chips } chips
note-espagnolette = Espagnolette: { $to } takes { $chips } from { $from }
note-party = Party: { $to } takes { $chips } from { $from }
note-no-settlement = nobody pays the Party
note-payments = { $count } paid in play
match-over-lives = Match over after { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
  }: { $name } is the last player in, with { $lives ->
    [one] 1 life
   *[other] { $lives } lives
  } left.
reminder-counter-clockwise = Deal and play go counter-clockwise, to the right.
reminder-out = Out of the match, skipped by the deal: { $names }.
chart-title-lives = Lives left, { $variant } — { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
  }:
instructions-reversis = Type each player's tricks and cards: tricks:3 AS KH; Enter for none.
    Then the chips paid in play: Ann>Bob:5, pot>Cas:10 (Enter for none).
    The last player gets the rest. Commands: back, help, …
instructions-lives = Type the loaders each player took: AS TH KD …
    Enter for none; the last player still in gets the rest. Commands: back, undo, help, …
prompt-pay = Paid in play
typed-pay = paid in play: { $payments }

## serve: the page on every phone, the report, the API's sentences
web-standings = Standings
web-leader = in the lead
web-next = Next hand
web-last-hand = Last hand
web-no-hands = No hands yet.
web-hands = Every hand
web-chart = Chart
web-report = Printable report
web-enter = Enter a hand
web-enter-help = Each player's scoring cards: QS 10H 3 … (a number is that many hearts); empty for none. The last player gets the rest.
web-moon = If someone shot the moon
web-moon-none = no choice needed
web-moon-add = add: everyone else scores it
web-moon-subtract = subtract: the shooter takes it off
web-declare = { $name } declared by
web-expose = Exposed before play
web-expose-help = Cards shown before play (A♥ Q♠ J♦ 10♣ …): each counts double. Empty when none were.
web-nobody = nobody
web-bidder = High bidder
web-names-again = last hand's bidder names again
web-bid = Bid
web-suit = Penalty suit
web-all-pass = Everyone passed
web-pay = Paid in play (Ann>Bob:3, pot>Cas:2)
web-more = More: renege, dealer, pass
web-renege = Reneged
web-dealer = Dealer
web-as-proposed = as proposed
web-pass = Passed
web-pass-choose = Passed (the dealer's choice)
web-check = Show the points
web-confirm = Save this hand
web-change = Change
web-preview = Hand { $number }: { $points }.
web-saved = Hand { $number } saved.
web-undo = Undo the last entry…
web-undo-ask = Remove the last hand or misdeal entered?
web-undo-yes = Yes, remove it
web-no = No
web-undone = The last entry was removed.
web-misdeal = A misdeal…
web-misdeal-ask = Was the hand misdealt? The same dealer deals again and nothing is scored.
web-misdeal-yes = Yes, deal again
web-offline = Connection lost; trying again…
web-failed = The server did not answer; try again.
web-wrong-key = This address's key no longer opens the table: the server was given a new key. The page shows the score but cannot enter hands; open the table's address again from the laptop (scan its code).
web-ranking = Ranking
web-summary = Summary
web-report-footer = Kept by hartenjagen; match started { $started }.
serve-started = Serving { $file }
serve-scoreboard = The scoreboard, for everyone:
serve-table = The table's address, to enter hands (share it only with the table):
serve-qr = Scan to open the table's address on a phone:
serve-no-network = No network address found: only this computer can open the pages.
serve-stop = Ctrl-C stops the server; every hand is saved as it is entered.
serve-stopped = Stopped. Every hand entered is saved.
serve-cannot-listen = cannot listen on port { $port } (is another server using it? --port 0 picks a free one)
serve-cannot-watch = cannot watch { $path } for changes
api-not-a-hand = The request is not a hand: { $error }
api-json-syntax = not valid JSON (line { $line }, column { $column })
api-json-eof = the JSON stops before it is complete (line { $line }, column { $column })
api-json-unknown-key = “{ $key }” is not a key here (line { $line }, column { $column }); use { $keys }
api-json-twice = the key “{ $key }” is given twice (line { $line }, column { $column })
api-json-missing = the key “{ $key }” is missing (line { $line }, column { $column })
api-json-value = a value is of the wrong kind (line { $line }, column { $column })
api-bad-value = { $key }: “{ $text }” is not accepted; use { $accepted }
api-one-bid = bid: name one high bidder and the bid, as {"{"}"Ann": 5{"}"}
api-key-needed = This needs the table's key: open the table's address that `hartenjagen serve` printed.
api-too-large = The request is larger than { $limit } KiB; a hand is far smaller.

## Club evenings
match-over-shared = Match over after { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
  }: { $names } share first place with { $total }.
aim-club = { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
  }, no target
aim-club-phase = phase 2 from { $target }, { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
  }, no target
club-needs-hands = a club table plays a number of hands, without a target or a quick game
club-not-for-game = club tables are for games scored in points: not chips, lives or complex scores
what-club-file = club file
club-newer-format = { $origin }: club file format { $format } was written by a newer hartenjagen (this one reads up to { $max }); update hartenjagen
club-bad-action = { $origin }: an organiser's action “{ $kind }” that this version does not know or that lacks its round or names; the evening is left as it is
club-bad-seed = { $origin }: the seed of round { $round }, “{ $seed }”, is not 16 hexadecimal digits; put back the seed the draw wrote
club-bad-name = the competition name { $name } cannot be used: it becomes a folder's name on every computer, so it may not be empty, start or end with a dot, contain = or any of < > : " / \ | ? *, or be a name Windows keeps for a device (CON, PRN, AUX, NUL, COM1 to COM9, LPT1 to LPT9)
club-game-not-for-club = { $variant } is not for club evenings: its tables are ranked by chips, lives or complex scores, which cannot be compared across tables; choose a game scored in points
club-sizes-not-played = { $variant } is played by { $counts } players: club tables of { $asked } do not suit it; choose --tables 4, 3-4 or 4-5 as the game allows
club-already-present = { $name } is already here tonight
club-keep-apart-syntax = --keep-apart: “{ $text }” is not two names joined by +; write e.g. --keep-apart "Ann+Bob"
club-keep-apart-self = --keep-apart: { $name } cannot be kept apart from { $name }; name two players
club-no-round = no round has been drawn yet this evening; draw one with `hartenjagen club draw`
club-round-open = round { $round } is still being played; close it first with `hartenjagen club close` (or draw it again with --redraw while no hand is recorded)
club-too-few = { $present ->
    [one] 1 player is
   *[other] { $present } players are
  } here and a table needs { $smallest }; add players with `hartenjagen club arrive NAME`
club-redraw-closed = round { $round } is closed; draw the next round with `hartenjagen club draw`
club-redraw-started = round { $round } cannot be drawn again: table { $table } has begun recording hands (undo them first, or close the round and draw the next)
club-round-closed = round { $round } is closed; draw the next round with `hartenjagen club draw`
club-table-at = table { $table } ({ $played } of { $hands } hands)
club-unfinished = round { $round } cannot be closed yet: { $tables } { $count ->
    [one] has
   *[other] have
  } not played all hands; wait for them, or close with --force to count the complete hands
club-no-such-table = the round has { $count ->
    [one] 1 table
   *[other] { $count } tables
  }, not a table { $table }; see `hartenjagen club tables`
club-no-such-competition = there is no competition called { $name }; there is { $names }
club-no-competition-yet = there is no club competition yet; make one with `hartenjagen club new NAME`
club-which-competition = say which competition: { $names }
club-competition-exists = a competition called { $name } exists already; choose another name
club-no-evening = { $name } has no evening yet; open one with `hartenjagen club start --players "Ann,Bob,Cas,Dee"`
club-no-such-evening = { $name } had no evening on { $date }
club-evening-exists = { $name } has an evening on { $date } already; go on with it (`hartenjagen club tables`), or give another --date
club-not-the-draw = table { $table }'s match file { $file } does not hold the players drawn for it; draw the round again with `hartenjagen club draw --redraw`
club-table-closed = table { $table } of round { $round } is closed: no hand can be recorded, removed or misdealt there any more (the organiser corrects a hand with `hartenjagen club edit --table { $table } --round { $round } HAND …`)
club-drawn-again = table { $table } of round { $round } was drawn again since this was typed: nothing was saved; see who sits there now with `hartenjagen club tables` and enter the hand again
club-table-not-removable = table { $table }'s match of round { $round } belongs to the club evening and is not removed; undo its hands one by one, or draw the round again with `hartenjagen club draw --redraw`
club-undone-arrive = Taken back: the arrival of { $names }, who { $count ->
    [one] is
   *[other] are
  } no longer drawn this evening.
club-undone-leave = Taken back: { $names } going home; drawn again from the next round.
club-undone-draw = Taken back: the draw of round { $round }; draw it again with `hartenjagen club draw`.
club-undone-redraw = Taken back: the redraw of round { $round }; the draw before it stands again.
club-undone-close = Taken back: the close of round { $round }; its tables take hands again.
club-undone-rename = Taken back: the rename of { $from } to { $to }; the name is { $from } again.
club-renamed = { $from } is { $to } now, in the evening and at { $count ->
    [0] no table yet
    [one] 1 table
   *[other] { $count } tables
  }.
club-org-mistakes = Mistakes
club-org-undo-last = Last: { $what } ({ $time }).
club-org-undo = Undo it
club-org-undo-ask = Undo this: { $what }?
club-org-rename-title = Correct a name
club-org-rename-from = Name now
club-org-rename-from-hint = as the evening has it
club-org-rename-to = Should be
club-org-rename-to-hint = in the evening and at every table
club-org-rename = Correct the name
club-log-none = No action of the organiser on this evening yet.
club-log-arrive = { $names } came in
club-log-leave = { $names } went home
club-log-draw = round { $round } drawn
club-log-redraw = round { $round } drawn again
club-log-close = round { $round } closed
club-log-rename = { $from } renamed { $to }
club-log-undone = (taken back at { $time })
club-too-many-players = an evening of { $count } players is more than one draw seats (at most { $most }): check the list of players; nothing was changed
club-table-played-out = table { $table } has played its { $hands ->
    [one] hand
   *[other] { $hands } hands
  } of round { $round }: it waits for the round to close and the next draw (to correct a hand there, undo or edit it)
club-nothing-to-undo = there is no action of the organiser left to undo on this evening (hands are undone at their table, with `hartenjagen undo --file`)
club-undo-out-of-order = the organiser's last action belongs to a round that is no longer the evening's last, so it cannot be undone
club-undo-would-remove-hands = the draw of round { $round } cannot be undone: table { $table } has saved a hand (undo its hands first)
club-new-name-ask = { $name } has never played in this club: add { $name }?
club-new-name-ask-close = { $name } has never played in this club: add { $name }? Did you mean { $close }?
club-new-name = { $name } has never played in this club: give --new to add { $name }
club-new-name-close = { $name } has never played in this club (did you mean { $close }?): give --new to add { $name }, or type the name as the club knows it
club-no-such-round = the evening has no round { $round } ({ $rounds ->
    [0] no round has been drawn yet
    [one] only round 1 has been drawn
   *[other] rounds 1 to { $rounds } have been drawn
  })
club-no-such-hand = table { $table } of round { $round } has no hand { $hand } ({ $hands ->
    [0] it has played none yet
    [one] it has played 1
   *[other] it has played { $hands }
  })
club-created = Competition { $name }: { $variant }, { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
  } a round, { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
  } an evening, tables of { $sizes }; the season counts { $season } (ranked from { $least ->
    [one] 1 evening
   *[other] { $least } evenings
  }).
    Competition file: { $file }
club-season-all = every evening
club-season-best = the best { $best ->
    [one] evening
   *[other] { $best } evenings
  }
club-next-start = Next: `hartenjagen club start { $name } --players "Ann,Bob,Cas,Dee"` on the evening.
club-started = Evening of { $date } opened for { $name } with { $count ->
    [one] 1 player
   *[other] { $count } players
  }{ $guests }.
club-guests = {" "}({ $names } as { $count ->
    [one] a guest
   *[other] guests
  })
club-next-draw = Next: `hartenjagen club draw`.
club-next-standings = The evening's rounds are played: `hartenjagen club standings` (or `hartenjagen club draw` for another round).
club-arrived = { $names } { $count ->
    [one] is
   *[other] are
  } here: drawn from round { $round } on.
club-left = { $names } { $count ->
    [one] leaves
   *[other] leave
  } after round { $round }, keeping the rounds played.
club-beyond-rounds = Round { $round } is beyond the { $rounds } planned for the evening.
club-no-round-yet = { $competition }, evening of { $date }: no round drawn yet; { $present ->
    [one] 1 player is
   *[other] { $present } players are
  } here.
club-tables-title = { $competition }, evening of { $date }: round { $round } of { $rounds }, { $state }.
club-round-playing-state = being played
club-round-closed-state = closed
club-col-table = Table
club-col-players = Players
club-col-hands = Hands
club-hand-of = { $played } of { $hands }
club-table-finished = finished
club-sitting-out = Sitting out: { $names }.
club-first-deals = The first player named at each table deals first.
club-no-repeats = Nobody sits with a tablemate of this evening again.
club-repeats = { $count ->
    [one] 1 pair sits
   *[other] { $count } pairs sit
  } together again.
club-repeats-fewest = { $count ->
    [one] 1 pair sits
   *[other] { $count } pairs sit
  } together again: the fewest possible.
club-kept-together = { $count ->
    [one] 1 pair
   *[other] { $count } pairs
  } to keep apart could not be: every split puts them together.
club-redrawn = Round { $round } drawn again; the earlier draw of it is gone.
club-hand-recorded = Table { $table }, round { $round }: hand { $number } of { $hands } recorded: { $points }.
club-next-hand = Next at table { $table }: hand { $number } of { $hands }, { $dealer } deals, { $pass }, { $lead } leads.
club-table-done = Table { $table } has played its hands: { $places }.
club-closed = Round { $round } closed.
club-closed-counts = Table { $table } counts its { $count ->
    [one] 1 complete hand
   *[other] { $count } complete hands
  }.
club-standings-title = { $competition }, evening of { $date }, { $state }:
club-standings-no-round = before the first round
club-standings-after = after round { $round } of { $rounds }
club-standings-during = round { $round } of { $rounds } being played
club-standings-legend = Per round: table points/margin; “out” is a round sat out, which counts 0.
club-col-place = #
club-col-name = Player
club-col-table-points = Table points
club-col-margin = Margin
club-col-rounds-won = Rounds won
club-col-round = Round { $round }
club-col-evenings = Evenings
club-col-counted = Counted
club-col-evenings-won = Evenings won
club-sat-out-cell = out
club-guest-name = { $name } (guest)
club-season-title = { $competition }, the season after { $evenings ->
    [one] 1 evening
   *[other] { $evenings } evenings
  }: counting { $rule }, ranked from { $least ->
    [one] 1 evening
   *[other] { $least } evenings
  }.
club-not-ranked = Not ranked yet (fewer than { $least } evenings):
club-csv-place = place
club-csv-name = name
club-csv-guest = guest
club-csv-table-points = table points
club-csv-margin = margin
club-csv-rounds-won = rounds won
club-csv-round-points = round { $round } table points
club-csv-round-margin = round { $round } margin
club-csv-evenings = evenings
club-csv-counted = counted
club-csv-evenings-won = evenings won

## Club report: the printable evening and season (club export --format html)
club-report-title = { $competition }, evening of { $date }
club-report-season-title = { $competition }: the season
club-report-game = { $variant }, { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
  } a round; { $state }.
club-report-season-game = { $variant }, { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
  } a round, { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
  } an evening.
club-report-ranking = Evening ranking
club-report-col-prize = Prize
club-report-prize = { $ordinal } prize
club-report-booby = booby prize
club-report-seed = Drawn by lot: seed { $seed }, attempt { $attempt }, draw algorithm version { $algorithm }; with the same players, the earlier rounds and this seed the draw comes out the same.
club-report-kept-apart = Kept apart: { $pairs }.
club-report-table = Table { $table }
club-report-unfinished = Closed unfinished: { $count } of { $hands } hands { $count ->
    [one] counts
   *[other] count
  }.
club-report-no-hands = No hand recorded yet.
club-report-hands = { $played } of { $hands } hands played.
club-report-playing = Being played: { $played } of { $hands } hands.
club-report-changed = Changed after closing: shown as the match file is now.
club-report-season = Season ranking
club-report-season-empty = Nobody is in the season yet.
club-report-no-evenings = No evening yet.
club-report-col-date = Date
club-report-col-rounds = Rounds
club-report-col-winner = Winner
club-report-footer = Kept by hartenjagen. Table points compare each player only with their tablemates: +3, +1, −1, −3 by place at a table of four; a round sat out counts 0.
## club organiser
club-org-nobody-named = name at least one player
club-org-page-title = Organiser — { $competition }
club-org-needs-script = The organiser's buttons need JavaScript, which this browser has switched off; the evening above is shown all the same.
club-org-room = The room
club-org-print = Print table cards
club-org-now = What now
club-org-present = { $count ->
    [one] 1 player is
   *[other] { $count } players are
  } here for the draw.
club-org-keep-apart = Keep apart (optional)
club-org-keep-apart-hint = Two players joined by +, at different tables for the rest of the evening; several separated by commas: Ann+Bob, Cas+Dee
club-org-draw = Draw round { $round }
club-org-all-finished = Every table has played its hands.
club-org-still-playing = Still playing: { $tables }.
club-org-close = Close round { $round }
club-org-close-anyway = Close anyway
club-org-close-anyway-ask = Close the round anyway? A table still playing counts its complete hands and plays no more in this round.
club-org-redraw-more = Draw round { $round } again…
club-org-redraw-help = Only while no hand of the round is recorded; the tables drawn now are replaced.
club-org-redraw = Draw round { $round } again
club-org-redraw-ask = Draw round { $round } again? Everyone gets a new seat.
club-org-round = Round { $round }
club-org-table = Table { $table }
club-org-hands = { $played } of { $hands } hands played
club-org-no-key = no key for this table: draw the round again
club-org-players = Players ({ $count } here)
club-org-where = Where
club-org-at = table { $table }, seat { $seat }
club-org-sits-out = sitting out
club-org-arrives = drawn from round { $round }
club-org-left = left after round { $round }
club-org-leave = Leaves
club-org-leave-ask = Does { $name } go home? They keep the rounds played and are not drawn again tonight.
club-org-back = Back
club-org-arrive-title = Someone came in
club-org-arrive-names = Players
club-org-names-hint = Separated by commas; drawn from the next round on.
club-org-arrive-guests = Guests
club-org-guests-hint = Ranked tonight, never in the season.
club-org-arrive = Add
club-org-meetings = Who sat with whom
club-org-meetings-said = How many rounds each two players sat at one table tonight. { $pairs ->
    [one] 1 pair has
   *[other] { $pairs } pairs have
  } sat together; { $again ->
    [0] none of them more than once
    [one] 1 of them more than once
   *[other] { $again } of them more than once
  }.
club-org-working = One moment…
club-org-changed = The evening changed: the page shows it when you are done typing.
club-org-key-missing = This address has no key: open the organiser's address that `hartenjagen club serve` printed.
club-org-cards-title = Table cards — { $competition }, evening of { $date }
club-org-cards-print = Print this page (about A6 a card, four to an A4 sheet), cut the cards and put each on its table; the seating list comes after them. Each card stays valid all evening.
club-org-no-cards = No table has a key yet: the cards come with the first draw.
club-org-card-scan = Scan to enter this table's hands
club-org-seating-title = Round { $round } of { $rounds }: who sits where
club-org-seating-none-title = Who sits where
club-org-seating-none = No round drawn yet.
club-org-where-do-i-sit = Where do I sit?
club-org-room-said = Every table and the ranking:

## League: ratings, head-to-head, seasons
col-rating = Rating
col-opponent = Opponent
col-ahead = Ahead
col-behind = Behind
col-level = Level
stats-scope-since = {" "}since { $since }
stats-scope-until = {" "}until { $until }
stats-scope-between = {" "}from { $since } to { $until }
versus-title = { $name } against each player, over their finished matches together{ $scope }:
versus-none = { $name } has finished no match with anyone{ $scope }.
stats-rating = Rating: μ − 3σ of the Weng-Lin (OpenSkill) rating over the finished matches, oldest first; everyone starts at 0 (μ 25, σ 8.3).
stats-rated-caption = League: the players with { $count } or more finished matches, by rating:
stats-unrated-caption = Not yet rated (fewer than { $count } finished matches):
stats-best-per-game = Best and worst are shown for one game at a time: add --variant NAME (for example --variant { $variant }).

## club serve: the room on the TV, each table's page, where do I sit
web-room = The room
room-heading = { $competition }, evening of { $date }
room-round = Round { $round } of { $rounds }
room-round-closed = Round { $round } of { $rounds } is closed: waiting for the next draw.
room-no-draw = Waiting for the first draw.
room-table = Table { $number }
room-hands-played = { $played } of { $hands } hands played
room-table-finished = finished: waiting for the other tables
room-first-dealer = deals first
room-sitting-out = Sitting out
room-nobody-out = Nobody sits out this round.
room-ranking = The evening so far
room-ranking-empty = No hand has been played yet.
room-over = The evening is over: all { $rounds } rounds are played.
room-winners = Tonight's prizes
room-where = Where do I sit? { $address }
room-me-title = Where do I sit?
room-me-choose = Tap your name.
room-me-unknown = { $name } is not playing tonight; tap your name below.
room-me-at = Round { $round }: table { $table }, seat { $seat }.
room-me-deals = You deal first.
room-me-dealer = { $dealer } deals first.
room-me-with = With { $names }.
room-me-out = Round { $round }: you sit out (it counts 0).
room-me-wait = Wait for the draw of round { $round }.
room-me-gone = You have left the evening; your rounds still count.
room-me-later = You play from round { $round }.
room-me-standing = The evening so far: place { $place }, { $points } table points, margin { $margin }.
room-me-other = Not you?
room-table-notice = Table { $number }, round { $round } of { $rounds }.
room-table-closed = Round { $round } is closed: this table takes no more hands. Wait for the next draw.
room-table-drawn-again = Round { $round } was drawn again: what was typed here was not saved. This table is now { $names }.
room-table-waiting = Table { $number }: waiting for the draw.
room-table-empty = Nobody plays at table { $number } in round { $round }; wait for the next draw.
room-table-moves = Who sat here in round { $round } goes to: { $moves }.
room-table-move = { $name } table { $table }
room-table-move-out = { $name } sits out
room-table-move-gone = { $name } has left
room-no-such-table = There is no table { $number } tonight.
room-api-no-match = Table { $number } plays no match now: waiting for the draw.
room-api-key-needed = This needs table { $number }'s key: scan the table's card, or open the address `hartenjagen club serve` printed for it.
room-api-organiser-key = This needs the organiser's key: open the organiser's address that `hartenjagen club serve` printed.
room-api-not-an-action = The organiser's request is not understood: the page sends JSON such as {"{"}"names": ["Eve"]{"}"}.
room-not-found = There is no such address on this server.
room-api-round-closed = Round { $round } is closed: table { $number } takes no more hands.
room-started = Serving the club evening of { $date } for { $competition }.
room-scoreboard = The room (for the TV, for everyone):
room-me-address = Where do I sit?:
room-organiser = The organiser (keep it to yourself):
room-tables = One address per table, all evening (print them: the organiser's page has the cards):

## Fits the ecosystem

man-written = { $count } man pages written to { $dir }: hartenjagen.1 and one for each command.
man-dir-not-folder = { $dir } is a file, not a folder; give --dir a folder for the man pages (it is made if missing)
man-page-is-folder = { $dir } holds a folder named { $page } where a man page goes; move it, or give --dir another folder
man-cannot-write = cannot write the man pages into { $dir }
io-not-a-folder = part of the path is a file, not a folder

## BG Stats

bgstats-unfinished = This match is not over yet: BG Stats takes a play once it is finished, so finish it first (or export it as csv, json, markdown or html).
bgstats-all-only = --all exports every finished match only with --format bgstats.
web-bgstats = Log in BG Stats

## History from before
date-to-come = { $date } is still to come: --date takes the day a match from before started, today or earlier
date-never-was = { $date } never was on this computer's clock (the clocks went forward then): give another time with --date
note-empty = a note needs some text: hartenjagen note "what to remember"
note-added = Noted at { $time }: { $note }
    Match file: { $file }
match-notes = Notes:
match-note = { $time }  { $note }
web-notes = Notes
points-not-fixed = { $variant } cannot be imported as points only: only a penalty game whose every hand holds the same points can be checked by its points (hartenjagen, omnibus, black-maria, …)
points-count = { $given } points given for { $players } players
points-figure = { $name } has { $points }, and a player takes from { $low } to { $high } in a hand of { $variant }
points-total = the points add up to { $sum }, and a hand of { $variant } holds { $total } (nor are they a moon's)
points-moon-unclear = these points are the moon of { $names } alike: enter the hand with its cards instead
imported = Imported { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
    } of { $variant } for { $players }, points only.
    Match file: { $file }
import-cannot-read = cannot read the sheet { $file }: { $cause }
import-not-csv = { $file }, row { $row }: not a CSV row ({ $cause })
import-empty = { $file } holds no hands: a first row naming the players' columns, then one row a hand
import-at = { $file }, row { $row }, column { $column } ({ $heading }): { $why }
import-at-row = { $file }, row { $row }: { $why }
import-bad-date = { $date } is not a date: use YYYY-MM-DD or YYYY-MM-DDTHH:MM
import-not-a-number = { $value } is not a whole number of points
import-hand-number = { $value } where hand { $number } comes
import-total = { $value } is not { $name }'s total, the points give { $total }

## One way in: the same checks at every door; the page names its fields, not flags

no-passing = nobody passes in { $variant }: every hand is played as dealt, so leave out the pass direction
cards-without-trick = { $name } took { $cards } but no trick; give { $name }'s tricks too (tricks:N)
rest-tricks = { $name } has rest with tricks:{ $entered }, but { $remaining } tricks are left for { $name }; give tricks:{ $remaining } with rest, or rest alone
out-more-than-a-trick = { $entered } cards entered out of play, but a dead last trick holds one card of each player: { $most } at most
renege-with-cards-page = a renege hand takes no cards: the renege charges { $name } the hand's penalty total and everyone else 0, so leave the players' cards empty
moon-choice-missing-page = { $name } shot the moon: how does it count? Everyone else +{ $value }, or { $name } −{ $value }
pass-choice-missing-page = { $name } deals and chooses how this hand is passed: pick it under Passed ({ $choices })
not-a-moon-page = a moon choice was given, but nobody shot the moon in this hand (check the cards, or leave the moon choice empty)
no-moon-choice-page = there is no moon choice in { $variant }: there the moon { $rule }
out-not-allowed-page = cards out of play are for cards that leave play: a dead last trick with two packs (cancellation) or a jack among the leftovers (knaves); in { $variant } no card leaves play
no-declaration-page = { $variant } has no declaration; leave the declaration empty
no-exposing-page = { $variant } exposes no cards before play; leave the exposed cards empty
declared-with-renege-page = a hand cannot be both declared and reneged: give the declaration or the renege
no-renege-charge-page = { $variant } charges nothing for a renege: the table settles it; leave the renege empty
no-bidding-page = { $variant } has no bidding; the bid, the suit and “everyone passed” are for Auction Hearts
suit-missing-page = say which penalty suit the high bidder named: S, H, D or C
bid-missing-page = say who bid highest and how much (or that everyone passed)
all-pass-with-hand-page = everyone passed means nothing was played: give no cards, bid or suit with it
no-payments-page = { $variant } has no chips paid during play; leave the payments empty
api-bid-syntax = bid: “{ $text }” is not NAME=N; write e.g. Ann=5
older-hand-breaks-ruling = note: { $path }: hand { $number } was saved before a newer check and is kept as it was: { $why }; `hartenjagen edit { $number }` mends it

## Safe on a shared Wi-Fi
api-moved-on-saved = { $count ->
    [one] Hand { $first } was
   *[other] Hands { $first } to { $last } were
  } saved meanwhile, from another phone or a terminal; nothing was saved. The hand being entered now is hand { $now }.
api-moved-on-removed = Meanwhile { $count ->
    [one] hand { $first } was
   *[other] hands { $first } to { $last } were
  } removed, from another phone or a terminal; nothing was saved. The hand being entered now is hand { $now }.
api-moved-on-changed = The match changed meanwhile, from another phone or a terminal (a misdeal was entered or removed); nothing was saved. The hand being entered is hand { $now }.
api-moved-on-undo = The match changed meanwhile, from another phone or a terminal: the last entry is now of hand { $now }; nothing was removed.
api-wrong-host = This server answers only at the addresses `hartenjagen serve` printed.
api-bad-query = The part of the address after “?” could not be read: give key and since at most once each.
api-too-slow = The request took more than { $seconds } seconds to arrive; nothing was saved. Try again.
web-save-as-next = Save it as hand { $number }
web-lost-saved = No answer came from the server, but hand { $number } is now in the match: check on the scoreboard that it is the hand you typed before entering anything again.
web-lost-not-saved = No answer came from the server, and hand { $number } is not in the match yet: try again.
web-lost-unknown = The server does not answer, so the hand may or may not have been saved. When the scoreboard is back, check it before you try again.
web-lost-undo = The server does not answer, so the last entry may or may not have been removed. When the scoreboard is back, check it before you try again.
web-enter-help-hearts = Each player's hearts: 3 or 10H QH … (a number is that many hearts); empty for none. The last player gets the rest.
web-enter-help-auction = Each player's scoring cards: QS 10H 3 … (a number is that many cards of the penalty suit); empty for none. The last player gets the rest.
web-out-help = Cards that left play (a dead last trick, a jack among the leftovers): enter them here so that the hand adds up.
web-needs-script = Entering hands needs JavaScript, which this browser has switched off; the score above is shown all the same.
web-not-live = This page does not follow the match by itself without JavaScript: reload it to see new hands.
web-draft-kept = Connection lost; what you typed stays here: save it once the connection is back.
web-moon-add-choice = Everyone else +{ $value }
web-moon-subtract-choice = { $name } −{ $value }

## serve: the TV layout and the hands on a phone
web-tv = TV
web-hands-newest = Hands, newest first

## edit: an edit keeps what it is not given (issue 37 item 6, task edit)
edit-unchanged = Hand { $number } is already as given: nothing was changed.
edit-dropped-cards = Hand { $number } is now a renege: its cards were left out.
edit-dropped-out = The cards out of play ({ $cards }) no longer fit hand { $number } and were left out.
edit-dropped-moon = Nobody shoots the moon in hand { $number } any more: its moon choice ({ $choice }) was left out.
edit-dropped-renege = Hand { $number } now has cards: { $name }'s renege was left out.
edit-dropped-declare = { $name }'s { $declaration } no longer fits hand { $number } and was left out.
edit-dropped-bid = The bid ({ $name } { $chips }) no longer fits hand { $number } and was left out.
edit-dropped-suit = The penalty suit ({ $suit }) no longer fits hand { $number } and was left out.
edit-dropped-pay = The payments in play ({ $payments }) no longer fit hand { $number } and were left out.
edit-dropped-exposed = The exposed cards ({ $cards }) no longer fit hand { $number } and were left out.
edit-dropped-dealer = The dealer ({ $name }) no longer fits hand { $number } and was left out: the proposed dealer dealt.
edit-dropped-pass = The pass ({ $pass }) no longer fits hand { $number } and was left out.

## Issue 37, item 9 (task `files`): the club's files and `import` as safe as match files
what-sheet = sheet
club-cut-off = { $origin } was cut off: its last line should be the end line "{ $end }: …" but is not, so it was left as it is; an interrupted copy or sync does this: restore the file from where it came from
club-table-file = { $origin }: table { $table } of round { $round } names “{ $file }” as its match file; a table's match is { $own }, beside evening.toml, and no other file: put back { $own }

## Several phones, one truth (issue 37: phones)
serve-cannot-keep-key = cannot keep the table's key in { $path }
api-key-stale = This page's key no longer opens the table: the server was given a new key. Open the table's address again from the laptop (scan its code).
api-moved-on-undo-saved = { $count ->
    [one] Hand { $first } was
   *[other] Hands { $first } to { $last } were
  } saved meanwhile, from another phone or a terminal: nothing was removed.
api-moved-on-undo-removed = The last entry was removed meanwhile, from another phone or a terminal: nothing more was removed.
api-moved-on-undo-changed = The match changed meanwhile, from another phone or a terminal (a hand was corrected, or a misdeal or a note was entered): nothing was removed.
api-moved-on-same = { $count ->
    [one] Hand { $first } was
   *[other] Hands { $first } to { $last } were
  } saved meanwhile, from another phone or a terminal, and hand { $first } has exactly the cards typed here: it is in the match once, and nothing was saved twice.
api-moved-on-other = { $count ->
    [one] Hand { $first } was
   *[other] Hands { $first } to { $last } were
  } saved meanwhile, from another phone or a terminal, and hand { $first } has other cards than typed here; nothing was saved. The hand being entered now is hand { $now }.
web-cleared = What was typed here has been cleared.
web-enter-again = Enter it again as hand { $number }
web-discard = Discard it
web-lost-saved-same = No answer came from the server, but hand { $number } is in the match with exactly the cards typed here; the fields are cleared for the next hand.

## club draw: the cap on the players one draw takes (issue 37, item 9; helper draw)
club-too-many = { $present } players are here and one draw seats at most { $most }: more than any club evening, so check the list of players and take off whoever is not here with `hartenjagen club leave NAME`

## log (issue 37, item 7: every change leaves a trace)
log-none = Nothing has been entered in this match yet.
log-door-terminal = on the command line
log-door-prompt = at the prompt
log-door-phone = from a phone
log-door-table = from table { $table }'s page
log-door-organiser = from the organiser's page
log-door-import = by import
log-recorded = hand { $hand } recorded{ $door } at { $time }
log-misdeal = misdeal by { $dealer } before hand { $hand }, entered{ $door } at { $time }
log-all-pass = everyone passed in the bidding before hand { $hand }, entered{ $door } at { $time }
log-edited = hand { $hand } edited{ $door } at { $time }: { $changes }
log-edited-same = hand { $hand } edited{ $door } at { $time }: no points changed
log-edited-plain = hand { $hand } edited{ $door } at { $time }
log-undone = hand { $hand } undone{ $door } at { $time }: it was { $points }
log-undone-misdeal = misdeal before hand { $hand } undone{ $door } at { $time }
log-undone-plain = hand { $hand } undone{ $door } at { $time }
log-renamed = { $old } renamed { $new }{ $door } at { $time }

## serve page: a saved hand corrected from the page (issue 37, item 6; helper pageedit)
api-hand-number = Say which hand: /api/hand?number=N, with N the number of a saved hand.
web-edit = Correct a saved hand:
web-edit-hand = Correct hand { $number }
web-edit-note = Correcting hand { $number }: change the cards and save the correction, or cancel.
web-edit-save = Save the correction
web-edit-cancel = Cancel

## issue 40, dutch: a shared place
place-shared = { $place }=
place-shared-listed = { $place }=
place-shared-said = { $place }=
tricks-said = { $count ->
    [one] 1 trick
   *[other] { $count } tricks
  }
# A page's field in a refusal; English names it by the API's key, as it always has.
page-field = { $key }
room-table-move-stays = { $name } table { $table }
# A day in running text and on paper; English screens keep the ISO day (YYYY-MM-DD).
day-long = { $iso }
# issue 40, cli
no-passing-flag = nobody passes in { $variant }: every hand is played as dealt, so leave out --pass
flag-refused = { $flag }: { $error }
too-many-plain-hearts = hearts: { $entered } entered, but a number counts the { $plain } one-point hearts; type the { $card } as { $typed }
deck-out-rank = the { $rank }s
deck-out-ranks = the { $low }s to { $high }s
deck-out-cards = the { $cards }
banner-deck-take-out = Take out { $cards }: { $count } cards in play.
banner-deck-take-out-add = Take out { $cards } and add { $jokers ->
        [one] a joker
       *[other] { $jokers } jokers
    }: { $count } cards in play.
banner-deck-add = Add { $jokers ->
        [one] a joker
       *[other] { $jokers } jokers
    } to the pack: { $count } cards in play.
stats-points-left-out = Points/hand leaves out { $games }, where the highest total wins: `hartenjagen stats --variant { $first }` counts them.
export-html-terminal = The HTML report is a file for a browser, so it is not poured into the terminal: `hartenjagen export --format html > report.html` writes it, then open report.html.
summary-passed-out = { $count ->
    [one] (and 1 deal passed out)
   *[other] (and { $count } deals passed out)
  }
summary-misdeals-passed-out = (and { $misdeals ->
    [one] 1 misdeal
   *[other] { $misdeals } misdeals
  }, { $passed ->
    [one] 1 deal passed out
   *[other] { $passed } deals passed out
  })
loader-values = The loaders: { $values }.
new-dated = Played on { $played }: its hands are entered with that time.
note-on-dated-match = The match was played on { $played }; the note keeps the time it was written.
phase2-end-subtract-exact = in phase 2 points taken are subtracted, and the match ends after the hand in which a player reaches exactly { $ends }
phase2-end-add-exact = in phase 2 points taken are added, and the match ends after the hand in which a player reaches exactly { $ends }
# issue 40, table: the last player's share with face-down leftovers, cards out of play said back
play-takes-rest-face-down = { $name } takes the rest (and the { $count ->
    [one] face-down card
   *[other] { $count } face-down cards
  } unless named out of play): { $cards }
play-out-named = Out of play: { $said }.
# issue 40, room
room-ranking-page = Page { $page } of { $pages } — everyone on { $address }
club-org-over = The evening is over: all { $rounds } rounds are played.
club-org-report = Print the report and the prizes
club-org-extra-more = Draw an extra round { $round }…
club-org-extra-ask = All { $rounds } rounds of the evening are played. Draw round { $round } anyway?
club-org-cards-local = These cards point to { $address }, this computer's own address: phones cannot reach it. Stop `hartenjagen club serve`, start it again with `--lan` and print the cards then.
club-page-drawn = Round { $round } is drawn: { $count ->
    [one] 1 table
   *[other] { $count } tables
  }, below and on the room's screen.
club-page-closed-next = Next: draw round { $round } when everyone is ready.
club-page-closed-last = That was the evening's last round: print the report and the prizes.
club-page-after = The evening after round { $round }:
club-page-ranked = { $place } { $name }: { $points } table points, margin { $margin }
club-page-undone-draw = Taken back: the draw of round { $round }; draw it again when you are ready.
club-page-unfinished = Round { $round } cannot be closed yet: { $tables } { $count ->
    [one] has
   *[other] have
  } not played all hands. Wait for them, or press “Close anyway” to count the complete hands.
# issue 40, clock: the round clock, the season's keys, `club close`'s result, `club serve`'s warning
club-no-clock = this evening has no round clock: give the minutes a round may take with `hartenjagen club start --round-minutes N` (or `club new --round-minutes N` for the competition)
club-clock-started = Round { $round }'s clock starts now: { $minutes } minutes, until { $time }. It never closes the round; `hartenjagen club undo` takes the start back.
club-clock-left = Round { $round }: { $minutes ->
    [one] 1 minute
   *[other] { $minutes } minutes
  } left (until { $time }).
club-clock-over = Round { $round }: the time is up. Tables finish the hand they are playing; the round closes when you close it.
club-clock-idle = No round is being played: the clock starts at the next draw.
club-log-clock = round { $round }'s clock started
club-undone-clock = Taken back: the start of round { $round }'s clock; it counts from the draw again.
club-undone-clock-again = Taken back: the start of round { $round }'s clock; it counts from { $time } again.
club-new-keys = New { $count ->
    [one] key for table { $tables }
   *[other] keys for tables { $tables }
  }: the old { $count ->
    [one] card opens
   *[other] cards open
  } nothing from now on, also in a running `hartenjagen club serve`. Print the new { $count ->
    [one] card
   *[other] cards
  } from the organiser's page.
club-new-keys-none = No table has a key yet: the first draw makes them.
club-closed-table = Table { $table }: { $results }.
club-closed-line = { $place } { $name } { $total } ({ $points })
club-org-clock = Start round { $round }'s clock now
room-clock-title = Round { $round }:
room-clock-warning = 5 minutes left
room-clock-over = time is up: finish the hand you are playing
room-local-only = These addresses, and the QR codes on the printed cards, work only on this computer (127.0.0.1): for phones, start it with `hartenjagen club serve --lan`.
# issue 40, screens
web-enter-help-cards = Each player's scoring cards, each one typed ({ $cards } …); empty for none. The last player gets the rest.
web-not-sent = The server cannot be reached, so nothing was saved; what you typed stays here: save it once the connection is back.
web-not-sent-undo = The server cannot be reached, so nothing was removed: try again once the connection is back.
status-card-points = Card points in hand { $number }: { $points }.
# Said at a Dutch table only, where cards are typed in Dutch words.
not-a-card-suit-word = "{ $text }" is not a card: a card in full words is one word, as schoppenvrouw (try { $examples }, rest or -)
room-table-title = Table { $number } — { $competition }
# The phone app (app/): its own screens around the match's page.
app-matches = Matches on this phone
app-no-matches = No matches yet: start one.
app-new = New match
app-delete = Delete…
app-delete-ask = Delete { $title }? It cannot be brought back.
app-delete-yes = Yes, delete it
app-import = Import a match file
app-imported = { $title } was imported.
app-export = Export
app-all = All matches
app-rules = Rules
app-only-here = Matches are kept in this browser only: export one to go on with it on another phone or a computer.
app-other-lang = Nederlands
app-pick-game = Game
app-filter = Type to find a game
app-players = Players, in seating order
app-players-help = Names separated by spaces or commas.
app-first-dealer = First dealer
app-length = How long
app-number = Number
app-start = Start the match
app-again = The same table again
app-hands-state = { $hands ->
    [0] no hands yet
    [one] 1 hand
   *[other] { $hands } hands
}
app-unreadable = A kept match cannot be read: { $error }
app-storage-full = This browser's storage is full, so nothing was saved: export and delete a match you no longer need, then try again.
app-storage-off = This browser keeps nothing for this page (a private window, or storage switched off), so no match can be saved here.
app-club-file = { $file } is a table of a club evening: its evening's rules cannot be kept on a phone, so it is not imported.
app-not-found = That match is not on this phone (it was deleted, or kept in another browser).
app-crashed = Something went wrong inside the app, and nothing was saved; the page is loaded again.
app-number-needed = Give a number for how long, as 100.
serve-app = The phone app, to open on the table's phones (it runs while the page is open; see the guide for a phone with no computer):
serve-app-no-list = { $dir } holds no phone app (it has no files.txt): build it with packaging/app and give its folder, as --app target/app
serve-app-bad-name = { $file } lists "{ $name }", which is not a file name of the app's folder: build the app again with packaging/app
serve-app-missing = cannot read { $name }, which { $file } lists: build the app again with packaging/app
