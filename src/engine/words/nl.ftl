## hartenjagen: alles wat de tafel leest, in het Nederlands.
## Een vertaling van en.ftl: de namen vóór `=` en de `{ $waarden }` blijven zoals ze zijn.

## Opsommingen, kaarten en richtingen

list-and = en
list-or = of
card-joker = joker
rank-jack = B
rank-queen = V
rank-king = H
rank-ace = A
suit-spades = schoppen
suit-hearts = harten
suit-diamonds = ruiten
suit-clubs = klaveren
hearts-count = { $count ->
    [one] 1 hartenkaart
   *[other] { $count } harten
  }
pass-left = links
pass-right = rechts
pass-across = overkant
pass-hold = niet
pass-two-left = twee links
pass-two-right = twee rechts
pass-scatter = rondom
pass-centre = midden

## De stand

col-hand = Ronde
col-dealer = Deler
col-pass = Doorgeven
col-phase = Fase
col-notes = Opmerkingen
row-total = Totaal
row-magnitude = |Totaal|
title = { $variant } — { $players } ({ $aim })
title-count = { $variant } — { $count } spelers ({ $aim })
aim-target = tot { $target }
aim-phase = fase 2 begint bij { $target }
aim-target-hands = tot { $target }, hoogstens { $hands ->
    [one] 1 ronde
   *[other] { $hands } rondes
  }
aim-phase-hands = fase 2 begint bij { $target }, hoogstens { $hands ->
    [one] 1 ronde
   *[other] { $hands } rondes
  }
note-hand = Ronde { $number }: { $note }.
note-reneged = { $name } verzaakte
note-moon = { $name } schoot de maan
note-moon-subtract = { $name } schoot de maan (eraf)
note-moon-wins = { $name } schoot de maan en wint
note-exposed = { $cards } getoond
note-reversed = { $name } haalde alle { $suit }: die tellen andersom (geen maan)

## Wat er nu komt

match-over = De partij is na { $hands ->
    [one] 1 ronde
   *[other] { $hands } rondes
  } afgelopen: { $name } wint met { $total }.
tied-extra-hand = { $names } staan gelijk: een extra ronde beslist; wie van hen daarin het best scoort, wint.
tied-play-on = { $names } staan gelijk: er wordt doorgespeeld tot één speler als enige de beste stand heeft.
next-line = Volgende: ronde { $number }, { $dealer } deelt, { $pass }, { $lead } komt uit.
next-line-phase = Volgende: ronde { $number } (fase { $phase }), { $dealer } deelt, { $pass }, { $lead } komt uit.
pass-none = niet doorgeven
pass-one-each = rondom doorgeven (één kaart aan elke tegenstander)
pass-dealer-chooses = de deler kiest hoe er wordt doorgegeven
pass-cards = { $cards ->
    [one] 1 kaart
   *[other] { $cards } kaarten
  } { $direction } doorgeven
lead-lowest-club = wie de { $card } heeft,
lead-left = { $name } (links van de deler)
lead-right = { $name } (rechts van de deler)
lead-taker = { $name } (haalde vorige ronde de { $card })

## De aankondiging van een ronde

banner-deal = Ronde { $number }: { $dealer } deelt ieder { $cards } kaarten.
banner-deal-phase = Ronde { $number } — fase { $phase }: { $dealer } deelt ieder { $cards } kaarten.
banner-deal-kitty = Ronde { $number }: { $dealer } deelt ieder { $cards } kaarten en legt er { $kitty } dicht als { $name }{ $goes }.
banner-deal-kitty-phase = Ronde { $number } — fase { $phase }: { $dealer } deelt ieder { $cards } kaarten en legt er { $kitty } dicht als { $name }{ $goes }.
banner-deal-stock = Ronde { $number }: { $dealer } deelt ieder { $cards } kaarten; de overige { $stock } gaan dicht op de stapel.
banner-deal-stock-phase = Ronde { $number } — fase { $phase }: { $dealer } deelt ieder { $cards } kaarten; de overige { $stock } gaan dicht op de stapel.
kitty-goes = {" "}(voor { $taker })
kitty-name = talon
taker-first-trick = wie de eerste slag haalt
taker-last-trick = wie de laatste slag haalt
taker-first-heart = wie als eerste een hartenkaart haalt
taker-first-points = wie als eerste een slag met punten haalt
no-passing-game = In dit spel wordt niet doorgegeven.
no-passing-hand = Deze ronde wordt niet doorgegeven.
banner-pass = { $from } geeft { $cards ->
    [one] 1 kaart
   *[other] { $cards } kaarten
  } aan { $to }.
banner-pass-centre = Iedereen legt { $cards ->
    [one] 1 kaart
   *[other] { $cards } kaarten
  } in het midden; die worden geschud en ieder krijgt er { $cards } terug.
banner-pass-choose = Hoe geven we deze ronde door? { $dealer } kiest: { $choices }.
banner-lead = { $lead } komt als eerste uit.
reminder-phase-2 = Fase 2: gehaalde punten gaan van je stand af.
reminder-hearts-broken = Je mag pas met harten uitkomen als de harten gebroken zijn.
reminder-hearts-broken-queen = Je mag pas met harten uitkomen als de harten gebroken zijn (de { $queen } breekt ze ook).
reminder-hearts-any-time = Je mag altijd met harten uitkomen.
first-trick-points = Je mag al punten spelen in de eerste slag
first-trick-no-hearts-queen = Geen harten en geen { $queen } in de eerste slag, tenzij je niets anders hebt
first-trick-no-hearts = Geen harten in de eerste slag, tenzij je niets anders hebt

## Wat een opdracht deed

hand-recorded = Ronde { $number } genoteerd: { $points }.
sentence = { $text }.
totals-line = Stand: { $totals }.
phase-2-starts = Fase 2 begint met de volgende ronde: vanaf nu gaan gehaalde punten eraf.
hand-edited = Ronde { $number } opnieuw genoteerd: { $points }.
later-rescored = { $count ->
    [one] 1 latere ronde
   *[other] { $count } latere rondes
  } opnieuw geteld.
match-open-again = De partij is weer open: { $name } wint niet meer.
winner-now = De winnaar is nu { $name } (was { $old }).

## Aan tafel (play)

instructions = Typ per speler de strafkaarten: SV H10 3 … (een getal is zoveel harten).
    Enter voor niets; de laatste speler krijgt de rest. Opdrachten: terug, ongedaan, hulp, …
instructions-tricks = Typ per speler wat er gehaald is: de puntenkaarten en wat er van de slagen telt ({ $words }).
    Enter voor niets; de laatste speler krijgt de rest. Opdrachten: terug, ongedaan, hulp, …
instructions-hearts = Typ per speler de gehaalde harten: 3 of H10 HV … (een getal is zoveel harten).
    Enter voor niets; de laatste speler krijgt de rest. Opdrachten: terug, ongedaan, hulp, …
instructions-multiplier = Typ per speler de strafkaarten: SV H10 3 … (een getal is zoveel harten), en de { $card }.
    Enter voor niets; de laatste speler krijgt de rest. Opdrachten: terug, ongedaan, hulp, …
instructions-multiplier-typed = Typ per speler de puntenkaarten, elke hartenkaart apart: SV HA H3 …, en de { $card }.
    Enter voor niets; de laatste speler krijgt de rest. Opdrachten: terug, ongedaan, hulp, …
out-of-play = Uit het spel
play-not-saved = Niet bewaard. Verbeter wat nodig is (Enter laat het staan, `terug` gaat naar de vorige speler).
play-correct = Verbeter wat nodig is (Enter laat het staan, `terug` gaat naar de vorige speler).
play-quit = Alles wat bevestigd is, is bewaard. `hartenjagen play` gaat hier verder.
play-not-saved-short = Niet bewaard.
play-dealer-set = { $name } deelt deze ronde.
play-pass-set = Deze ronde is { $pass } doorgegeven.
play-pass-set-hold = Deze ronde is niet doorgegeven.
play-pass-which = zeg hoe er deze ronde is doorgegeven: { $choices } (alleen Enter: { $first })
prompt-pass = Hoe geven we deze ronde door? (Enter: { $first })
play-takes-nothing = { $name } haalde niets.
play-takes-rest = { $name } krijgt de rest: { $said }
play-moon = 🌙 { $name } schoot de maan!
moon-which-way = Erbij of eraf?
moon-choice-add = Erbij: iedereen anders +{ $value }
moon-choice-subtract = Eraf: { $name } −{ $value }
play-save = Ronde { $number }: { $points }. Bewaren?
play-save-renege = Ronde { $number } ({ $name } verzaakte): { $points }. Bewaren?
play-save-declared = Ronde { $number } ({ $note }): { $points }. Bewaren?
play-save-again = De getypte ronde bewaren als ronde { $number } ({ $dealer } deelde): { $points }?
play-over-meanwhile = De partij is uit: { $name } won. De getypte ronde is niet bewaard ({ $typed }).
typed-out = uit het spel: { $cards }
typed-rest = rest
changed-meanwhile = De partij is intussen vanaf een andere terminal veranderd: { $what }.
changed-hand = ronde { $number } is genoteerd
changed-hands = rondes { $first } tot en met { $last } zijn genoteerd
changed-misdeal = er is opnieuw gedeeld
changed-undone = { $count ->
    [one] de laatste stap is weggehaald
   *[other] de laatste { $count } stappen zijn weggehaald
  }
changed-earlier = eerdere rondes zijn veranderd
undo-nothing = Er is nog niets bewaard, dus er valt niets weg te halen.
undo-ask-misdeal = Het opnieuw delen van ronde { $number } weghalen?
undo-ask-hand = Ronde { $number } weghalen ({ $dealer } deelde; { $points })?
undo-kept = Niets weggehaald.
undo-done = Weggehaald.
play-skipped = { $names } { $count ->
    [one] haalde
   *[other] haalden
  } niets: alles is ingevoerd.
play-card-points = Kaartpunten: { $points }.
typed-keep = Wat je voor ronde { $was } typte ({ $typed }), staat er nog. Laten staan voor ronde { $now }?
typed-kept = Blijft staan voor ronde { $now }: Enter laat elke invoer staan; verbeter wat nodig is.
typed-cleared = Weggehaald: ronde { $now } begint leeg.
remove-match-ask = Er is nog niets ingevoerd. Deze partij { $variant } van { $players } helemaal weghalen, met bestand en al?
remove-match-done = Weggehaald: de partij en haar bestand zijn weg.
remove-match-changed = De partij is niet weggehaald: er staat nu iets in.
help-box = Esc of Ctrl-U maakt het vak leeg; Home en End gaan naar het begin en het eind.
undo-changed = Er is niets weggehaald; typ nog eens `ongedaan` als dat nog nodig is.
misdeal-done = Opnieuw delen: { $name } deelt ronde { $number } opnieuw; er wordt niets geteld.
misdeal-changed = Het opnieuw delen is niet genoteerd; typ nog eens `opnieuw` als dat nog nodig is.
edit-start = Ronde { $number } wijzigen ({ $dealer } deelde). Enter laat staan wat er staat; antwoord n aan het eind om de ronde te laten zoals ze was.
edit-left = Ronde { $number } blijft zoals ze was.
edit-quit = Ronde { $number } blijft zoals ze was. Alles wat bevestigd is, is bewaard.
edit-save = Ronde { $number }: { $changes }. Bewaren?
edit-changed = Ronde { $number } is niet veranderd; typ nog eens `wijzig { $number }` als dat nog nodig is.
edit-finish-first = maak eerst het wijzigen van ronde { $number } af: Enter laat elke invoer staan, en n aan het eind laat de ronde zoals ze was
back-first = Dit is de eerste invoer van de ronde; verder terug kan niet.
say-who = zeg wie: { $command } NAAM
edit-none-yet = er is nog geen ronde om te wijzigen
edit-which-one = zeg welke ronde: wijzig 1 (alleen ronde 1 is gespeeld)
edit-which = zeg welke ronde: wijzig N, met N van 1 tot en met { $hands } (de gespeelde rondes)
pass-which = zeg welke kant: doorgeven links, rechts, overkant of niet (of twee-links, twee-rechts, rondom, midden)

## hulp

help-cards = Kaarten, bijvoorbeeld:
help-hearts = { $count } harten
help-bare-number = Een getal is zoveel harten; een hartenkaart die meer telt, typ je uit.
help-every-heart = Typ elke hartenkaart uit: ze tellen in dit spel allemaal anders.
help-card-syntax = Een kaart is eerst de kleur (S H R K), dan de waarde (2-10 B V H A): SV, H10.
help-rest = alles wat niemand anders haalde; alleen Enter: niets
help-commands = Opdrachten, bij elke speler te typen:
help-back = naar de vorige speler, om die invoer te verbeteren
help-undo = de laatste ronde of het opnieuw delen weghalen (vraagt eerst)
help-edit = ronde N verbeteren; latere rondes worden opnieuw geteld
help-misdeal = dezelfde deler deelt opnieuw; er wordt niets geteld
help-renege = NAAM verzaakte en krijgt de strafpunten van de ronde
help-first = haalde de eerste slag
help-last = haalde de laatste slag
help-tricks = haalde { $count } slagen
play-declared = { $name } kondigde { $declaration } aan: de ronde telt alleen of dat lukt.
play-declare-cleared = Geen { $declaration } deze ronde.
play-no-declaration = bij { $variant } valt niets aan te kondigen
help-declare = NAAM kondigde { $declaration } aan vóór slag 1 (zonder naam: ingetrokken)
prompt-exposed = Getoond vóór het spel? Enter = niets
typed-exposed = getoond: { $cards }
play-exposed = Deze ronde is { $cards } getoond: { $count ->
    [one] die telt
   *[other] die tellen
  } dubbel.
play-exposed-none = Deze ronde is niets getoond.
play-no-exposing = bij { $variant } worden geen kaarten getoond
help-expose = de kaarten die vóór het spel getoond zijn, bijv. HA SV (zonder kaarten: geen)
help-dealer = NAAM deelde deze ronde, niet de voorgestelde deler
help-pass = hoe er is doorgegeven: links, rechts, overkant of niet
help-pass-ways = hoe er deze ronde is doorgegeven: { $ways }
help-help = dit overzicht
help-quit = stoppen; alles wat bewaard is, blijft bewaard

## Beginnen en eindigen (play)

table-names = { $variant } met { $names }
table-count = { $variant } met { $count } spelers
menu-question = Wat gaan we spelen?
menu-continue = Verder: { $table }, ronde { $number }
menu-new = Een nieuwe partij
menu-open = Een andere onafgemaakte partij ({ $count })…
menu-which = Welke partij? (typ om te zoeken)
menu-match-line = { $when }  { $table }, ronde { $number }
menu-rematch = Zelfde tafel nog eens: { $table }, { $dealer } deelt eerst
menu-stop = Stoppen
menu-again = Nog een keer?
pick-game = Welk spel? (typ om te zoeken)
pick-players = Wie spelen er?
pick-other-players = Andere spelers…
ask-players = Spelers ({ $counts }, met de klok mee, komma's ertussen)
players-esc = Esc gaat terug naar de lijst met spellen.
players-recent-one = Alleen Enter speelt weer met { $names }. Esc gaat terug naar de lijst met spellen.
players-recent-more = Alleen Enter speelt weer met { $names }; ↑ en ↓ halen de andere tafels van eerder terug. Esc gaat terug naar de lijst met spellen.
players-none = typ de namen van de spelers in de volgorde aan tafel, met komma's ertussen: Ann, Bob, Cas, Dee
new-match-ask = Nieuwe partij { $variant } voor { $players }, { $dealer } deelt, { $aim }?
aim-lives-hands = ieder { $lives } levens, hoogstens { $hands ->
    [one] 1 ronde
   *[other] { $hands } rondes
  }
length-chips = Gewone partij (ieder { $chips } fiches, { $hands } rondes)
length-chips-other = Een ander aantal fiches per speler…
length-lives = Tot het eind: wie als laatste nog levens heeft, wint (ieder { $lives } levens)
ask-chips = Fiches per speler
no-target-chips = { $variant } wordt om fiches gespeeld en heeft geen eindpunt: laat { $flag } weg (--hands N bepaalt het aantal rondes, --chips N de fiches per speler)
no-target-lives = { $variant } wordt om levens gespeeld tot er één speler over is en heeft geen eindpunt: laat { $flag } weg (--hands N stopt na N rondes)
next-rematch = { $error }, of start `hartenjagen` om nog een keer met dezelfde tafel te spelen
pick-dealer = Wie deelt eerst?
pick-length = Hoe lang spelen we?
length-standard = Gewone partij (tot { $target })
length-standard-phase = Gewone partij (fase 2 vanaf { $target })
length-quick = Snelle partij (tot { $target })
length-quick-phase = Snelle partij (fase 2 vanaf { $target })
length-target = Een ander eindpunt…
length-hands = Een vast aantal rondes…
ask-target = Eindpunt
ask-hands = Aantal rondes
not-a-number = „{ $text }” is geen positief geheel getal
counts-one = { $count }
counts-range = { $first }–{ $last }
over-already = Deze partij is uit.
last-unreadable = Het laatste partijbestand is niet te lezen: { $error }
resuming = We spelen verder: { $variant } met { $players }.
new-match-play = Nieuwe partij { $variant } voor { $players }.
    Partijbestand: { $file }
new-match = Nieuwe partij { $variant } voor { $players }, { $aim }.
    Partijbestand: { $file }
new-aim-target = tot { $target }
new-aim-phase = fase 2 vanaf { $target }
stopped = Gestopt. Elke bevestigde ronde is bewaard; `hartenjagen play` gaat verder waar je gebleven was.
stopped-before = Gestopt voordat er een partij begon; er is niets bewaard.
ordinal = { $place }e
rank-tie = (gelijk)
wins = 🏆 { $name } wint!
summary-hands = Gespeelde rondes: { $hands }
summary-misdeals = { $count ->
    [one] (en 1 keer opnieuw gedeeld)
   *[other] (en { $count } keer opnieuw gedeeld)
  }
summary-duration = , in { $hours } u { $minutes } min
moons-shot = Manen geschoten: { $moons }.
moons-none = geen
moon-in-hand = { $name } (ronde { $number })
most-queens = Vaakst de { $queen } gehaald: { $names } ({ $count ->
    [one] 1 keer
   *[other] { $count } keer
  }).

## Grafieken

chart-title = Stand per ronde, { $variant } — { $hands ->
    [one] 1 ronde
   *[other] { $hands } rondes
  }:
chart-title-magnitude = Grootte van de stand per ronde, { $variant } — { $hands ->
    [one] 1 ronde
   *[other] { $hands } rondes
  }:
chart-hands = { $hands ->
    [one] ronde
   *[other] rondes
  }
chart-several = meerdere
chart-target = eindpunt { $target }
chart-phase = fase 2 bij { $target }
chart-empty = Nog geen rondes: niets te tekenen.
chart-written = Grafiek bewaard in { $file }
chart-svg-totals = stand per ronde
chart-svg-magnitude = grootte van de stand
chart-svg-lives = levens over
chart-svg-chips = fiches
chart-axis-total = stand
chart-axis-magnitude = grootte
chart-axis-lives = levens
chart-axis-chips = fiches
export-col-hand = ronde
export-col-total = { $name } totaal
csv-name = naam
csv-rating = rating
csv-mu = mu
csv-sigma = sigma
csv-matches = partijen
csv-wins = gewonnen
csv-win-rate = winstaandeel
csv-played = gespeeld
csv-hands = rondes
csv-points = punten
csv-points-per-hand = punten_per_ronde
csv-moons = manen
csv-queens = schoppenvrouwen
csv-best = beste
csv-worst = slechtste
csv-provisional = voorlopig
csv-player = speler
csv-opponent = tegenstander
csv-ahead = voor
csv-behind = achter
csv-level = gelijk

## Fouten in wat getypt is

not-a-card = „{ $text }” is geen kaart (probeer { $examples }, rest of -)
card-hint-joker = JK voor een joker
card-hint-hearts = een aantal harten
card-hint-penalty-suit = een aantal kaarten van de strafkleur
too-many-hearts-typed = „{ $text }” is te veel harten (geen spel heeft er meer dan 26)
too-many-cards-typed = „{ $text }” is te veel kaarten (geen spel heeft er meer dan 26 van één kleur)
not-in-deck = er zit geen { $card } in dit spel kaarten ({ $why })
missing-no-jokers = { $variant } speelt zonder jokers
missing-stripped = { $variant } haalt die eruit bij { $players } spelers
missing-below = het spel van { $deck } kaarten loopt van { $lowest } tot { $ace }
missing-absent = { $variant } speelt zonder die kaart
scores-nothing = { $card } telt niet in { $variant } (waarschijnlijk een tikfout; voer alleen de strafkaarten in: { $scoring })
bare-hearts-refused = een los aantal harten kan niet in { $variant }, waar de harten verschillend tellen: typ elke hartenkaart (bijv. H10 HV)
bare-number-refused = een los getal kan niet in { $variant }: voer alleen in wat telt ({ $scoring })
bare-number-every-card = een los getal kan niet in { $variant }, waar een hartenkaart telt als dezelfde kaart van elke andere kleur: typ elke kaart (bijv. { $cards })
entered-too-often = { $card } is { $who } ingevoerd, maar het spel heeft er { $held ->
    [1] maar één
   *[other] { $held }
  }
entered-for = bij { $names }
entered-times = { $count ->
    [2] twee keer
   *[other] { $count } keer
  }
entered-times-for = { $times } bij { $name }
entered-name-times = { $name } ({ $times })
out-of-play-owner = uit het spel
too-many-hearts = harten: { $entered } ingevoerd, het spel heeft er { $deck }
totals = de ronde klopt niet: { $gaps }; elke strafkaart moet precies één keer ingevoerd worden (`rest` geeft één speler alles wat niet is ingevoerd)
gap-hearts = harten: { $entered } ingevoerd, het spel heeft er { $deck }
gap-nobody = niemand haalde { $cards }
gap-short = { $card }: { $entered } ingevoerd, het spel heeft er { $held }
rest-twice = `rest` kan maar bij één speler
rest-not-alone = `rest` moet alleen staan: het geeft { $name } al elke strafkaart die niemand anders haalde
rest-out-of-play = `rest` is voor een speler, niet voor de kaarten uit het spel
match-over-error = de partij is uit; begin een nieuwe met `hartenjagen new`
match-over-won = de partij is uit ({ $name } won); begin een nieuwe met `hartenjagen new`
renege-with-cards = een ronde met verzaking heeft geen kaarten: --renege geeft { $name } de strafpunten van de ronde en iedereen anders 0
moon-choice-missing = { $name } schoot de maan: zeg --moon erbij (iedereen anders +{ $value }) of --moon eraf ({ $name } −{ $value })
pass-choice-missing = { $name } deelt en kiest hoe er deze ronde wordt doorgegeven: zeg het met --pass ({ $choices })
pass-choice-missing-prompt = { $name } deelt en kiest hoe er deze ronde wordt doorgegeven: zeg dat eerst ({ $choices })
pass-choice-missing-file = { $name } deelt en kiest hoe er deze ronde wordt doorgegeven, maar bij de ronde staat geen doorgeefrichting (een van { $choices })
not-a-moon = --moon is gegeven, maar niemand schoot de maan in deze ronde (kijk de kaarten na, of laat --moon weg)
no-moon-choice = --moon wordt niet gebruikt in { $variant }: daar { $rule }
out-not-allowed = --out is voor kaarten die uit het spel gaan: een dode laatste slag met twee pakken (cancellation) of een boer in de talon (knaves); bij { $variant } gaat geen kaart uit het spel
pass-not-playable = met { $players } spelers kun je niet { $pass } doorgeven (probeer { $choices })
nothing-to-undo = er is niets om weg te halen: er is nog geen ronde of opnieuw delen ingevoerd
no-such-hand = er is geen ronde { $number } om te wijzigen ({ $played ->
    [0] er is nog geen ronde gespeeld
    [1] alleen ronde 1 is gespeeld
    [2] rondes 1 en 2 zijn gespeeld
   *[other] rondes 1 tot en met { $played } zijn gespeeld
  })
edit-ends-early = na deze wijziging zou de partij met ronde { $ends } eindigen ({ $name } wint), maar daarna is er nog gespeeld ({ $later }): haal { $them } eerst weg en wijzig dan opnieuw
later-one = ronde { $number }
later-many = rondes { $first } tot en met { $last }
later-it = die
later-them = die
edit-breaks-later = na deze wijziging past ronde { $number } niet meer: { $reason }; haal eerst weg tot en met die ronde en wijzig dan opnieuw
empty-name = een spelersnaam is leeg: geef namen met komma's ertussen, bijv. --players "Ann,Bob,Cas,Dee"
bad-name = de spelersnaam { $name } kan niet: namen mogen geen =, komma's of stuurtekens bevatten
invisible-in-name = de spelersnaam „{ $name }” bevat het onzichtbare teken { $code }, waardoor hij op een andere naam lijkt of de tabel omdraait; typ de naam zonder dat teken
same-name = twee spelers heten { $first } en { $second }: geef elke speler een andere naam
table-size = { $variant } wordt gespeeld door { $counts } spelers, niet door { $players }
no-such-dealer = de eerste deler moet een van de spelers zijn
target-not-positive = --target moet een positief aantal punten zijn
no-hands = --hands moet minstens 1 zijn
quick-and-target = --quick en --target gaan niet samen

## De maan in woorden

moon-add = krijgt iedere tegenstander { $value } erbij
moon-subtract = gaan er { $value } van de stand van de schutter af
moon-choose = kiest de schutter: +{ $value } voor iedere tegenstander of −{ $value } voor de schutter zelf
moon-best = krijgt iedere tegenstander { $value } erbij, of gaan er { $value } van de stand van de schutter af als de schutter anders de partij zou verliezen
moon-greek = krijgt de schutter −{ $value } per tegenstander en iedere tegenstander +{ $value }
moon-win = wint de schutter meteen de hele partij
moon-none = bestaat de maan niet
no-such-player = er is geen speler die „{ $name }” heet (spelers: { $players })
ambiguous-player = „{ $name }” kan { $names } zijn: typ meer van de naam
suit-letter-spades = S
suit-letter-hearts = H
suit-letter-diamonds = R
suit-letter-clubs = K

## De opdrachtregel

only-one-player = er is maar één speler gegeven; geef de spelers met komma's ertussen, bijv. --players "Ann,Bob,Cas,Dee" ({ $variant } is voor { $counts } spelers)
named-twice = { $name } staat er twee keer; geef alle kaarten van { $name } in één { $name }=KAARTEN
not-name-cards = „{ $word }” is geen NAAM=KAARTEN; schrijf de kaarten van elke speler als NAAM=KAARTEN, bijv. Ann="SV 3"
flag-error = { $flag }: { $error }
removed-hand = Ronde { $number } weggehaald (gedeeld door { $name }).
removed-misdeal = Het opnieuw delen door { $name } is weggehaald.
saved-unprinted = hartenjagen: de wijziging is bewaard, maar het verslag kon niet getoond worden ({ $error })
confirm-hint-yes = [J/n]
confirm-hint-no = [j/N]
confirm-retry = Antwoord j of n (Enter kiest de hoofdletter).
pass-way-left = naar links
pass-way-right = naar rechts
pass-way-across = naar de overkant
pass-way-hold = niet
pass-way-two-left = twee plaatsen naar links
pass-way-two-right = twee plaatsen naar rechts
pass-way-scatter = rondom (één kaart aan elke tegenstander)
pass-way-centre = naar het midden

## De regels van een spel (rules NAAM)

rules-with-players = met { $players } spelers: { $text }
rules-line = { $title }: { $text }.
rules-players = Spelers
rules-players-text = { $counts }, met de klok mee in de volgorde waarin ze zijn ingevoerd
rules-deck = Kaarten en delen
deck-packs = { $packs } pakken door elkaar
deck-cards = { $count } kaarten
deck-ranks = { $lowest } tot { $ace }
deck-removed = ({ $cards } eruit)
deck-jokers = met { $count ->
    [one] een joker
   *[other] { $count } jokers
  }
deck-each = ieder { $count }
deck-kitty = { $count } dicht als { $name }
deck-stock = { $count } als stapel om van te pakken
rules-kitty-goes = die gaat naar { $taker }; de kaarten daaruit tellen als gehaald
rules-passing = Doorgeven
pass-rule-none = niet doorgeven
pass-rule-one = elke ronde { $cards } kaarten { $dir }
pass-rule-cycle = { $cards } kaarten: { $cycle }, en dan opnieuw
pass-rule-one-centre = elke ronde { $cards } kaarten naar het midden
pass-rule-choose = { $cards } kaarten, zoals de deler elke ronde kiest: { $choices }
pass-rule-dealers-choice = naar keuze van de deler
pass-rule-choices = ; de deler kiest uit { $choices }
pass-rule-centre = ; naar het midden: iedereen legt { $cards } kaarten in het midden, die worden geschud en ieder krijgt er { $cards } terug
rules-first-lead = Uitkomen
lead-rule-club = wie de { $card } heeft, komt daarmee uit
lead-rule-left = de speler links van de deler komt uit
lead-rule-holder = wie de { $card } heeft, komt uit
lead-rule-taker = ; vanaf de tweede ronde komt uit wie in de vorige ronde de { $card } haalde (na een verzaakte ronde zoals in de eerste ronde; opnieuw delen is geen ronde)
rules-play = Spelen
play-hearts-broken = je mag pas met harten uitkomen als er op een andere kleur een hartenkaart is bijgegooid, tenzij je alleen nog harten hebt
play-hearts-broken-queen = je mag pas met harten uitkomen als er op een andere kleur een hartenkaart is bijgegooid of de { $queen } gespeeld is, tenzij je alleen nog harten hebt
play-hearts-any = je mag altijd met harten uitkomen
rules-scoring = Telling
value-heart = elke hartenkaart { $value }
value-heart-rank = elke hartenkaart zijn eigen waarde (A 1, 2–10 het getal, B 11, V 12, H 13)
# A card named as a noun takes its article: "elke hartenkaart 1 en de joker 5".
value-card = de { $card } { $value }
card-named = de { $card }
values-total = { $values }; { $total } strafpunten per ronde
value-first-trick = de eerste slag { $value }
value-last-trick = de laatste slag { $value }
value-each-trick = elke slag { $value }
value-multiplier = de { $card } vermenigvuldigt de rest van de ronde van wie hem haalt met { $by } (zelf telt hij { $alone })
combo-first-trick = de eerste slag
combo-last-trick = de laatste slag
values-combo = ; haalt één speler { $things }, dan tellen die samen { $points } in plaats daarvan
values-out-of-play = ; een puntenkaart die na het delen overblijft, doet niet mee
values-counted = ; { $cards } { $count ->
    [one] telt 0 maar is een puntenkaart: voer hem in
   *[other] tellen 0 maar zijn puntenkaarten: voer ze in
  } bij wie { $count ->
    [one] hem
   *[other] ze
  } haalde
values-reverse = ; wie alle { $count } { $suit } haalt, krijgt daarvoor { $value } in plaats van { $normal }{ $also }; dat is geen maan
values-reverse-with = , en met die kaarten { $cards }
values-reverse-also = de { $card } { $value } in plaats van { $normal }
values-expose = ; vóór het spel mag wie een van deze kaarten heeft, hem tonen: { $effects }
expose-doubles-suit = de { $card } verdubbelt alle { $suit }
expose-doubles-card = de { $card } telt { $value }
expose-doubles-multiplier = de { $card } vermenigvuldigt met { $by } (zelf { $alone })
play-trumps-turned-up = de laatste overgebleven kaart wordt omgedraaid en is troef (blijft er niets over, dan de laatste kaart van de deler)
rules-declare = Aankondiging
declare-rule = vóór de eerste slag mag een speler { $name } aankondigen: { $cards } halen. Gelukt: { $made_self_change } voor de aankondiger, { $made_others_change } voor ieder ander; mislukt: { $failed_self_change } voor de aankondiger, { $failed_others_change } voor ieder ander. Een aangekondigde ronde telt alleen de { $name }
reminder-trumps = Troef: de laatste overgebleven kaart wordt omgedraaid (blijft er niets over, dan wordt de laatste kaart van de deler getoond).
reminder-declare = Vóór de eerste slag mag een speler { $name } aankondigen.
rules-moon = Maan
moon-rule-none = er is geen maan
moon-rule = haalt iemand in één ronde { $needs }, dan { $rule }
moon-rule-phase2 = {" "}(in fase 2 { $rule })
moon-bonus-kept = ; bonuskaarten houden bij de maan hun waarde
moon-needs-hearts = alle { $count } harten
moon-needs-both = beide { $card }
moon-needs-one = de { $card }
moon-own-bonus = { $value } met de { $card }
moon-own-times = ×{ $by } met de { $card }
moon-own-then = , dan{" "}
moon-own-choose = kiest de schutter: wat de kaarten van de schutter waard zijn ({ $value }) van de stand van de schutter aftrekken, of bij de stand van elke tegenstander optellen; elke tegenstander houdt de punten van de eigen kaarten
moon-own-add = komt wat de kaarten van de schutter waard zijn ({ $value }) bij de stand van elke tegenstander; elke tegenstander houdt de punten van de eigen kaarten
moon-own-subtract = gaat wat de kaarten van de schutter waard zijn ({ $value }) van de stand van de schutter af; elke tegenstander houdt de punten van de eigen kaarten
rules-renege = Verzaken
renege-rule = wie verzaakt, krijgt { $points } strafpunten en iedereen anders 0 voor die ronde
renege-rule-highest = wie verzaakt, krijgt { $points } en iedereen anders 0 voor die ronde
rules-phases = Fasen
phases-rule = gehaalde punten komen erbij tot een speler { $target } of meer heeft (snelle partij: { $quick }); fase 2 begint met de volgende ronde
rules-end = Het einde
phase2-end-subtract = in fase 2 gaan gehaalde punten eraf, en de partij eindigt na de ronde waarin iemand op { $ends } of lager uitkomt
phase2-end-add = in fase 2 komen gehaalde punten erbij, en de partij eindigt na de ronde waarin iemand op { $ends } of lager uitkomt
phase2-exact = ; wie voorbij { $ends } zou komen, gaat met het teveel weer omhoog
end-rule = de partij eindigt na de ronde waarin iemand op { $target } of meer komt (snelle partij: { $quick })
end-rule-hands = de partij eindigt na de ronde waarin iemand op { $target } of meer komt (snelle partij: { $quick }), of na { $hands } rondes
end-rule-magnitude = de partij eindigt na de ronde waarin de grootte √(a²+b²) van een stand op { $target } of meer komt (snelle partij: { $quick })
end-rule-below = de partij eindigt na de ronde waarin een stand op { $target } of lager komt (snelle partij: { $quick })
rules-winner = Winnaar
winner-lowest = de laagste stand wint
winner-highest = de hoogste stand wint
winner-lowest-moon = de laagste stand wint, tenzij iemand eerst de maan schiet
winner-highest-moon = de hoogste stand wint, tenzij iemand eerst de maan schiet
winner-smallest-magnitude = de stand met de kleinste absolute waarde wint
winner-largest-magnitude = de stand met de grootste absolute waarde wint
rules-ties = Gelijke stand
ties-extra-hand = delen meer spelers de beste stand, dan volgt één extra ronde; wie van hen daarin het best scoort, wint (zo nodig nog eens)
ties-play-on = delen meer spelers de beste stand, dan wordt er in hele rondes doorgespeeld tot één speler als enige de beste stand heeft
rules-notes = Opmerkingen:

## Geschiedenis en statistiek

no-matches-yet = Nog geen partijen; begin er een met `hartenjagen new --players "Ann,Bob,Cas,Dee"`.
col-started = Begonnen
col-variant = Spel
col-players = Spelers
col-hands = Rondes
col-finished = Klaar
col-winner = Winnaar
col-file = Bestand
state-in-progress = bezig
state-tie-break = beslissing
state-damaged = beschadigd
history-count = { $count ->
    [one] 1 partij
   *[other] { $count } partijen
  }, nieuwste eerst.
history-damaged = Beschadigd: { $error }
stats-scope-variant = het spel { $variant }
stats-scope-player = speler { $player }
stats-for = {" "}voor { $scope }
stats-none = Nog geen partijen{ $scope }.
col-player = Speler
col-matches = Partijen
col-wins = Gewonnen
col-win-rate = % gewonnen
col-points-hand = Punten/ronde
col-moons = Manen
col-best = Beste
col-worst = Slechtste
stats-counted = { $count ->
    [one] 1 uitgespeelde partij
   *[other] { $count } uitgespeelde partijen
  }{ $scope }; partijen, gewonnen en beste/slechtste tellen alleen uitgespeelde partijen
stats-unfinished = {" "}({ $count ->
    [one] 1 partij is nog bezig en telt daar niet mee
   *[other] { $count } partijen zijn nog bezig en tellen daar niet mee
  })
stats-complex = Complexe scores (a+bi), fiches en levens tellen alleen mee voor partijen en gewonnen partijen, niet voor punten per ronde, de V♠, beste en slechtste.
stats-damaged = { $count ->
    [one] 1 partijbestand kon niet gelezen worden en is weggelaten
   *[other] { $count } partijbestanden konden niet gelezen worden en zijn weggelaten
  }; `hartenjagen history` zegt waarom.
narrow-left-out = Weggelaten omdat het scherm te smal is: { $columns }; een breder venster laat { $count ->
    [one] die kolom
   *[other] die kolommen
  } wel zien.

## Varianten

col-source = Bron
col-description = Beschrijving
source-built-in = ingebouwd
source-user = eigen
source-user-hides = eigen (verbergt de ingebouwde)
variant-broken = kapot: { $error }
variants-folder = Eigen varianten horen in { $folder } (een bestand met de naam van een ingebouwde variant verbergt die).
variant-ok = { $file }: in orde — { $name } voor { $counts } spelers.
col-queen = V♠
variant-show-file = Hieronder het variantbestand zoals het geschreven is: de sleutels en de uitleg achter # zijn Engels; de Nederlandse teksten horen onder [texts.{ $code }].
variant-show-resolved = Hieronder de volledige regels van de variant, na extends: de sleutels zijn Engels; de Nederlandse teksten horen onder [texts.{ $code }].

## Variantbestanden

why-no-name = de variant heeft geen naam
why-no-table-sizes = zeg met hoeveel spelers dit spel gespeeld wordt, bijv. players = [4]
why-table-size-twice = noemt een aantal spelers meer dan één keer; noem elk aantal één keer, bijv. players = [3, 4]
why-control = bevat het stuurteken { $code }, dat de terminal waarop het verschijnt kan bedienen; haal het weg
why-unsupported-size = { $players } spelers is geen tafelgrootte die dit programma kent (2 tot 11)
why-stray-count = heeft een regel voor „{ $entry }”, wat geen `default` is en geen aantal spelers van 2 tot 11
why-never-in-deck = { $card } zit nooit in het spel kaarten van deze variant, dus die waarde telt nooit
why-too-many-points = { $points } is te veel punten (hoogstens { $most }, positief of negatief)
why-packs = moet 1 of 2 zijn
why-lowest-rank = moet een waarde van 2 tot 10 zijn, bijv. "6" voor het spel van 36 kaarten
why-jokers = hoogstens 4 jokers
why-remove-not-in-deck = { $card } zit niet in het spel bij { $players } spelers, dus die kan er niet uit
why-not-a-card = „{ $text }” is geen kaart (kaarten schrijf je als QS, 10H of Q♠)
why-cannot-deal = aan { $players } spelers kun je geen { $cards } kaarten per persoon delen uit { $deck } kaarten
why-no-direction = geef minstens één richting ("hold" voor een spel zonder doorgeven)
why-pass-needs-four = doorgeven ({ $pass }) kan alleen met 4 spelers, maar deze variant staat { $players } spelers toe
why-pass-needs-four-or-more = doorgeven ({ $pass }) kan pas vanaf 4 spelers, maar deze variant staat { $players } spelers toe
why-pass-too-many = spelers kunnen geen { $cards } kaarten doorgeven uit een hand van { $hand }
why-scatter = rondom doorgeven vraagt een kaart voor elke tegenstander
why-stock-and-kitty = de overgebleven kaarten zijn een stapel om van te pakken, dus ze kunnen niet ook met { $key } worden ingesteld
why-no-clubs = het spel heeft geen klaveren, dus niemand kan met de laagste klaveren uitkomen
why-nothing-scores = geen enkele kaart geeft strafpunten in dit spel kaarten
why-win-moon-phase2 = een maan die de partij wint hoort in [moon], niet in fase 2
why-target = moet een positief aantal punten zijn
why-no-target = geen eindpunt voor { $players } spelers
why-no-hands = een partij heeft minstens één ronde nodig
why-unknown-key = onbekende sleutel (deze tabel kent { $keys })
why-wrong-value = de TOML-lezer zegt: { $message }
why-name-mismatch = is „{ $written }” maar het bestand heet { $file }.toml; maak ze gelijk
why-no-parent = er is geen variant „{ $name }” om op voort te bouwen (zie `hartenjagen variants list`)
why-extends-itself = „{ $name }” is deze variant zelf; een variant bouwt voort op een andere (of op de ingebouwde met dezelfde naam, en er is geen ingebouwde { $name })
why-too-deep = gaat meer dan { $most } varianten diep ({ $first } → { $second } → … → { $last }); bouw voort op een variant dichter bij de ingebouwde
why-merge = de samengevoegde regels passen niet bij elkaar: { $message }
problem-inherited = {" "}(geërfd via `extends`)
load-unknown = er is geen variant „{ $name }” (zie `hartenjagen variants list`)
load-cycle = varianten bouwen in een kring op elkaar voort: { $chain }
why-wrong-type = is { $found }, maar deze sleutel verwacht { $wanted }
why-wrong-item = bevat { $found }, waar elke waarde { $wanted } moet zijn
why-unknown-word = „{ $word }” is hier geen geldige waarde; gebruik { $words } (variantbestanden gebruiken de Engelse woorden)
wanted-text = tekst tussen aanhalingstekens
wanted-whole = een geheel getal
wanted-count = een geheel getal van 0 tot en met { $most }
wanted-not-negative = een geheel getal van 0 of meer
wanted-yes-no = true of false
wanted-word = een van { $words }
wanted-whole-or = een geheel getal of „{ $word }”
wanted-rank = een kaartwaarde zoals "6" of "10"
wanted-table = een tabel: [{ $key }] met de sleutels op de regels eronder
wanted-list = een lijst
wanted-list-text = een lijst met teksten tussen aanhalingstekens, bijv. ["…", "…"]
wanted-list-whole = een lijst met gehele getallen, bijv. [3, 4]
wanted-list-word = een lijst waarin elke waarde een van { $words } is
wanted-by-players = { $wanted }, of een tabel daarvan per aantal spelers, zoals {"{"} 4 = …, default = … {"}"}
found-text = de tekst „{ $text }”
found-whole = het getal { $number }
found-decimal = het kommagetal { $number }
found-yes-no = { $value }
found-date = een datum of tijd
found-list = een lijst
found-table = een tabel
toml-unknown = dit is geen geldige TOML; de TOML-lezer zegt: { $message }
toml-expected = { $said }; verwacht: { $expected }
toml-unclosed-array-table = de kop [[…]] van deze lijst van tabellen is niet gesloten
toml-unclosed-table = deze tabelkop is niet gesloten
toml-invalid-key = dit is geen geldige sleutel
toml-invalid-table = dit is geen geldige tabelnaam
toml-key-without-value = een sleutel zonder waarde
toml-missing-value = de waarde ontbreekt
toml-extra-equals = een `=` te veel
toml-missing-brace = de `{"{"}` waarmee deze tabel begint ontbreekt
toml-missing-bracket = de `[` waarmee deze lijst begint ontbreekt
toml-missing-header-bracket = de `[` waarmee deze tabelkop begint ontbreekt
toml-list-extra-comma = een komma te veel in deze lijst
toml-list-equals = een lijst bevat waarden, geen sleutel = waarde
toml-list-comma = er ontbreekt een komma tussen de waarden van deze lijst
toml-unclosed-list = deze lijst is niet gesloten
toml-table-extra-comma = een komma te veel in deze tabel
toml-table-extra-equals = een `=` te veel in deze tabel
toml-table-missing-key = er ontbreekt een sleutel in deze tabel
toml-table-missing-equals = er ontbreekt een `=` tussen een sleutel en zijn waarde
toml-table-element = dit hoort niet in een tabel van sleutels en waarden
toml-table-comma = er ontbreekt een komma tussen de sleutels van deze tabel
toml-unclosed-inline-table = deze tabel is niet gesloten
toml-one-per-line = één sleutel = waarde per regel
toml-after-comment = onverwachte tekst aan het einde van de regel
toml-unexpected = onverwachte tekst
toml-not-a-pair = dit is geen regel sleutel = waarde
toml-too-deep = lijsten en tabellen zijn te diep in elkaar genest
toml-multi-line-key = een sleutel kan geen tekst van meer regels zijn
toml-sign-twice = een getal heeft één teken, + of -
toml-invalid-value = dit is geen geldige waarde
toml-invalid-boolean = dit is geen geldige true of false
toml-invalid-number = dit is geen geldig getal
toml-invalid-whole = dit is geen geldig geheel getal
toml-signed-radix = een getal met 0x, 0o of 0b ervoor kan geen teken hebben
toml-radix-case = schrijf 0x, 0o en 0b met kleine letters
toml-prefix-twice = dit getal heeft zijn 0x, 0o of 0b twee keer
toml-leading-zero = een getal kan niet met 0 beginnen
toml-unexpected-sign = een teken (+ of -) kan hier niet staan
toml-underscore = `_` mag alleen tussen twee cijfers staan
toml-no-memory = er is niet genoeg geheugen om deze tekst te lezen
toml-missing-quote = het openingsaanhalingsteken ontbreekt
toml-missing-hash = een opmerking begint met `#`
toml-comment-character = een opmerking bevat een stuurteken
toml-carriage-return = een CR-teken moet door een regeleinde gevolgd worden
toml-invalid-quoted = deze tekst tussen aanhalingstekens is niet geldig
toml-escape = deze backslash begint geen code die TOML kent (schrijf \\ voor een backslash zelf)
toml-unicode-digits = deze Unicode-code heeft te weinig hexadecimale cijfers
toml-unicode-value = deze Unicode-code is geen teken
toml-empty-key = een sleutel kan niet leeg zijn
toml-duplicate-key = deze sleutel of tabel staat er twee keer in
toml-dotted-value = deze sleutel heeft al een waarde, dus een sleutel met punten kan er niets aan toevoegen
toml-dotted-inline-table = een tabel geschreven als {"{"} … {"}"} is af; een sleutel met punten kan er niets aan toevoegen
toml-unquoted-text = tekst hoort tussen aanhalingstekens, bijv. "left"
toml-bare-key = een sleutel zonder aanhalingstekens bevat alleen letters, cijfers, - en _
toml-invalid-date = dit is geen geldige datum of tijd (TOML schrijft ze als 1979-05-27 of 07:32:00)
toml-thing-key = een sleutel
toml-thing-value = een waarde
toml-thing-newline = het einde van de regel
toml-thing-basic-string = tekst tussen dubbele aanhalingstekens
toml-thing-literal-string = tekst tussen enkele aanhalingstekens
toml-thing-multi-line-string = tekst tussen drie dubbele aanhalingstekens
toml-thing-bare-key = een sleutel van letters, cijfers, - en _
toml-thing-digits = cijfers
toml-thing-letters = letters
toml-thing-characters = tekens
toml-thing-printable = afdrukbare tekens
toml-thing-not-double-quote = zichtbare tekens behalve "
toml-thing-not-single-quote = tekens behalve '
toml-thing-unicode = een hexadecimale Unicode-waarde

## Bestanden en mappen

cannot-read = kan het { $what } { $path } niet lezen
what-match-file = partijbestand
what-variant-file = variantbestand
what-file = bestand
not-regular = { $path } is { $kind }, geen { $what }; geef het pad van een gewoon bestand
kind-fifo = een named pipe (FIFO)
kind-device = een apparaat
kind-socket = een socket
kind-folder = een map
kind-other = geen gewoon bestand
too-large = { $path } is groter dan { $mib } MiB, veel te groot voor een { $what }; er is niets uit gelezen
not-utf8 = { $path }:{ $line }: het { $what } is geen UTF-8-tekst: de byte op positie { $offset } (regel { $line }) is ongeldig; bewaar het als UTF-8
read-only = { $path } is alleen-lezen en is dus niet veranderd; maak het schrijfbaar (chmod u+w) om het te veranderen
lock-open = kan het slotbestand { $path } niet openen
lock-lock = kan het slotbestand { $path } niet vergrendelen
lock-busy = { $path }: een andere hartenjagen-opdracht is al meer dan { $seconds } seconden met deze partij bezig; er is niets veranderd, probeer het opnieuw als die klaar is
entry-at-value = { $origin }:{ $line }:{ $column }: regel { $number } van de partij: { $what }
entry-at-line = { $origin }:{ $line }: regel { $number } van de partij: { $what }
not-a-player = „{ $name }” is geen van de spelers
renege-not-player = `renege = "{ $name }"` noemt geen van de spelers
dealer-not-player = `dealer = "{ $name }"` noemt geen van de spelers
first-dealer-not-player = `first_dealer = "{ $name }"` noemt geen van de spelers
after-end = { $origin }: er is iets toegevoegd onder de eindregel (regel { $line }, "# end of match: …"), die de laatste regel moet blijven; rondes en notities horen erboven: zet wat toegevoegd is hoger, of haal het weg, dan laadt het bestand weer
cut-off = { $origin } is afgekapt: de laatste regel hoort de eindregel "# end of match: …" te zijn, maar die ontbreekt, dus het bestand blijft zoals het is; dat gebeurt als kopiëren of synchroniseren halverwege stopt: haal het bestand opnieuw op van waar het vandaan kwam
newer-format = { $origin }: partijbestand versie { $format } is geschreven door een nieuwere hartenjagen (deze leest tot { $max }); werk hartenjagen bij
variant-copy-broken = { $origin }: de in de partij gekopieerde variant is kapot: { $problems }
match-setup-broken = { $origin }: { $what }
out-token = out: { $error }
write-toml = kan de partij niet als TOML schrijven
create-folder = kan de map { $path } niet maken
write-match = kan het partijbestand { $path } niet schrijven
write-held-open = een ander programma heeft { $path } open, dus het kan nu niet vervangen worden; er is niets opgeslagen en het bestand is zoals het was: sluit het daar (een editor, een back-up- of synchronisatieprogramma) en probeer het opnieuw
keys-outside-profile = waarschuwing: de sleutels staan in { $folder }, buiten je gebruikersprofiel; op Windows houdt alleen een map in je profiel (zoals %APPDATA%) ze weg bij de andere gebruikers van deze computer
read-matches-folder = kan de partijenmap { $path } niet lezen
read-variants-folder = kan de variantenmap { $path } niet lezen
already-exists = { $path } bestaat al; kies een andere --file (new overschrijft nooit een partij)
too-many-names = { $dir } heeft al duizend partijen met de naam { $stem }; geef de nieuwe een --file
folder-is-file = { $path } is een bestand, geen map; hartenjagen bewaart zijn partijen in een map met die naam
home-is-file = { $path } is een bestand, geen map; laat HARTENJAGEN_HOME naar een map wijzen (of haal het bestand weg)
no-match-yet = er is nog geen partij; begin er een met `hartenjagen new --players "Ann,Bob,Cas,Dee"`
no-home = kan je thuismap niet vinden; zet HARTENJAGEN_HOME op een map voor de bestanden van hartenjagen
chart-match-itself = { $path } is het partijbestand zelf; schrijf de grafiek naar een eigen bestand, bijv. --svg stand.svg
chart-in-matches = { $path } staat in de partijenmap, waar alleen partijen horen; schrijf de grafiek ergens anders, bijv. --svg stand.svg
chart-over-match = { $path } is een partijbestand; een grafiek vervangt nooit een partij (ook niet met --force)
chart-exists = { $path } bestaat al; geef --force om het te vervangen, of kies een andere --svg
write-chart = kan de grafiek { $path } niet schrijven
play-needs-terminal = play heeft een terminal nodig; gebruik `hartenjagen record` om rondes vanuit een script in te voeren
write-stdout = kan niet naar de standaarduitvoer schrijven
read-terminal = kan niet van de terminal lezen
watch-ctrl-c = kan Ctrl-C niet in de gaten houden
print-rules-toml = kan de regels niet als TOML tonen
error-prefix = fout
io-not-found = bestand of map bestaat niet
io-permission = geen toegang
io-exists = bestand bestaat al
io-full = geen ruimte meer op het apparaat
bug-report = hartenjagen liep tegen een fout aan en is gestopt ({ $what }).
    Je partijbestanden zijn veilig. Meld dit alsjeblieft op https://github.com/hartenjagen/hartenjagen/issues met de opdracht die je gaf.
file-option = { $origin }:{ $line }:{ $column }: { $key }: { $what }
why-quick-and-target = een snelle partij heeft geen eigen eindpunt; houd quick of target, niet allebei

## Slagen en aankondigingen

trick-word-first = eerste
trick-word-last = laatste
trick-word-tricks = slagen:N
capture-tricks = slagen:{ $count }
trick-scores-nothing = `{ $word }` telt niet in { $variant } (voer alleen in wat telt: { $scoring })
trick-out-of-play = `{ $word }` is voor een speler, niet voor de kaarten uit het spel
trick-twice = de { $which } slag is bij { $names } ingevoerd, maar slechts één speler kan hem gehaald hebben
too-many-tricks = { $entered } slagen ingevoerd, maar een ronde heeft er { $hand }
too-many-out = { $entered } kaarten uit het spel ingevoerd, maar er blijven er na het delen maar { $most } over
gap-nobody-trick = niemand haalde de { $which } slag
gap-tricks = slagen: { $entered } ingevoerd, een ronde heeft er { $hand }
why-combo-small = een combinatie bestaat uit minstens twee dingen (kaarten, first, last)
why-declare-needs = zeg welke kaarten de aankondiger moet halen, bijv. needs = ["JS", "JH", "JD", "JC"]
no-declaration = { $variant } kent geen aankondiging; --declare is alleen voor spellen die er een hebben (capot bij Polignac)
declared-with-renege = een ronde kan niet tegelijk aangekondigd en verzaakt zijn: geef --declare of --renege
note-declared-won = { $name } haalde { $declaration }
note-declared-lost = { $name } haalde { $declaration } niet
declarer-not-player = `declare = "{ $name }"` noemt geen van de spelers
no-exposing = bij { $variant } worden vóór het spel geen kaarten getoond; --expose is alleen voor spellen waarin dat wel gebeurt (Gong Zhu)
not-exposable = { $card } is hier geen kaart om te tonen; alleen { $cards } mogen getoond worden
exposed-twice = { $card } is twee keer getoond; noem elke kaart één keer
not-an-exposed-card = „{ $text }” is geen kaart; noem de kaarten die vóór het spel getoond zijn, bijv. HA SV

## Complexe scores

why-not-a-score = „{ $text }” is geen score: schrijf een geheel getal of een Gaussisch geheel getal zoals "2i" of "1+2i"
why-multiplier-card = zeg welke kaart vermenigvuldigt, bijv. card = "TC"
why-complex-magnitude = scores met een imaginair deel kunnen niet op hun totaal vergeleken worden: zet end.by = "magnitude"
why-complex-phases = scores met een imaginair deel kunnen niet in twee fasen gespeeld worden: haal [phase2] of de imaginaire waarden weg
why-chips-start = elke speler begint met minstens 1 fiche
why-chips-settle = zeg hoe een ronde wordt afgerekend, bijv. settle = "auction"
why-no-bidding = alleen een spel met bieden (chips.settle = "auction") heeft een hoogste bieder die uitkomt

## Fiches: auction (bieden om de strafkleur)

gap-suit = { $suit }: { $entered } ingevoerd, het spel heeft er { $deck }
not-penalty-suit = { $card } is niet van de strafkleur; voer alleen { $suit } in (kaarten, of hoeveel)
too-many-of-suit = { $suit }: { $entered } ingevoerd, maar het spel heeft er { $deck }
chips-not-in-game = --chips is alleen voor spellen om fiches (auction, reversis)
chips-not-positive = --chips moet 1 of meer zijn
no-renege-charge = { $variant } rekent niets voor verzaken: de tafel regelt het; laat --renege weg
no-bidding = { $variant } kent geen bieden; --bid, --suit en --all-pass zijn voor het biedspel auction
suit-missing = zeg welke strafkleur de hoogste bieder noemde: --suit S, H, R of K
bid-missing = zeg wie het hoogst bood en hoeveel: --bid NAAM=N (of --all-pass als iedereen paste)
names-again-error = { $name } noemt deze ronde opnieuw de kleur zonder te bieden (de pot bleef liggen); laat { $flag } weg
bid-not-positive = een bod is 1 fiche of meer
bid-too-high = { $name } bood { $bid } maar heeft maar { $chips } fiches; een bod is nooit hoger dan wat je hebt
all-pass-with-hand = --all-pass betekent dat er niets gespeeld is: geef er geen kaarten, bod of kleur bij
bid-syntax = --bid „{ $text }” is geen NAAM=N; schrijf bijv. --bid Ann=5
bidder-not-player = bieder „{ $name }” is geen van de spelers
suit-not-a-suit = kleur „{ $text }” is niet S, H, R of K
removed-all-pass = De ronde waarin iedereen paste ({ $name } deelde) is weggehaald.
undo-ask-all-pass = De ronde waarin iedereen paste ({ $name } deelde) weghalen?
lead-high-bidder = de hoogste bieder
lead-high-bidder-again = { $name } (hoogste bieder)
aim-chips = ieder { $chips } fiches, hoogstens { $hands ->
    [one] 1 ronde
   *[other] { $hands } rondes
  }
new-aim-chips = ieder { $chips } fiches, hoogstens { $hands ->
    [one] 1 ronde
   *[other] { $hands } rondes
  }
pot-line = Pot: { $chips ->
    [one] 1 fiche
   *[other] { $chips } fiches
  }.
note-bid = { $name } bood { $bid } en noemde { $suit }
note-named-again = { $name } noemde opnieuw { $suit }
note-pot-won = { $name } kreeg de pot ({ $chips })
note-pot-split = { $names } deelden de pot (ieder { $each })
note-pot-stays = de pot blijft liggen ({ $chips })
reminder-bidding = Er wordt geboden, te beginnen links van de deler: { $order }. De hoogste bieder betaalt het bod in de pot, noemt de strafkleur en komt uit.
reminder-names-again = { $name } noemt opnieuw de strafkleur, zonder te bieden of te betalen, en komt uit.
edit-all-pass = een ronde kan niet gewijzigd worden in een ronde waarin iedereen paste; haal weg tot en met die ronde en noteer haar opnieuw met --all-pass
all-passed = Iedereen paste bij het delen van { $name }: er telt niets en de volgende deelt.
lead-rule-high-bidder = de hoogste bieder komt uit
play-auction = de strafkleur die de hoogste bieder noemt, neemt de plaats van harten in; met elke kleur mag worden uitgekomen, en in de eerste slag mag alles
scoring-auction = na het delen is er één biedronde, te beginnen links van de deler: pas, of bied meer fiches dan het vorige bod, nooit meer dan je hebt. De hoogste bieder betaalt het bod in de pot en noemt de strafkleur. Na de ronde betaalt elke speler een fiche in de pot per gehaalde kaart van die kleur (hoogstens de fiches die de speler nog heeft), behalve wie ze allemaal haalde. Eén speler die er geen haalde, krijgt de pot; twee delen hem, een oneven fiche blijft liggen; anders blijft de pot liggen en noemt dezelfde hoogste bieder de volgende ronde de kleur zonder te bieden. Past iedereen, dan telt er niets en deelt de volgende
renege-rule-none = verzaken kost niets: de tafel regelt het
end-rule-chips = ieder { $chips } fiches; de partij eindigt als iedere speler twee keer heeft gedeeld (rondes waarin iedereen paste, tellen niet), of meteen als een speler geen fiches meer heeft
end-rule-chips-hands = ieder { $chips } fiches; de partij eindigt na { $hands } rondes (rondes waarin iedereen paste, tellen niet), of meteen als een speler geen fiches meer heeft
winner-most-chips = de meeste fiches winnen
instructions-auction = Elke ronde: het hoogste bod (Ann 5, of pas) en de strafkleur (S, H, R of K);
    dan hoeveel ieder ervan haalde. Enter voor niets. Opdrachten: terug, hulp, …
prompt-bid = Hoogste bod
prompt-suit = Strafkleur
bid-word-pass = pas
typed-all-pass = iedereen paste
typed-bid = { $name } bood { $chips }
play-suit-which = noem de strafkleur: S, H, R of K (of ♠ ♥ ♦ ♣)
play-bid-what = typ de hoogste bieder en het bod, bijv. Ann 5, of pas als iedereen paste
play-save-all-pass = Iedereen paste bij het delen van { $name }: er telt niets, de volgende deelt. Bewaren?
help-bid = { $name } bood { $chips } fiches (bij Hoogste bod)
help-all-pass = iedereen paste: er telt niets, de volgende deelt
help-suit = { $suit } is de strafkleur (bij Strafkleur)
help-suit-count = { $count } kaarten van de strafkleur

## Levens: Conquimbert; Reversis

the-pot = de pot
pay-syntax = --pay „{ $text }” is geen VAN>NAAR:N; schrijf bijv. --pay 'Ann>Bob:5' (pot voor de pot), tussen aanhalingstekens in een shell
pay-not-a-payment = „{ $text }” is geen betaling VAN>NAAR:N tussen spelers of de pot
player-out-error = { $name } ligt eruit (geen levens meer) en krijgt geen kaarten: voer voor { $name } niets in en noem { $name } niet als deler
no-payments = in { $variant } wordt tijdens het spel niets betaald; laat --pay weg
payment-not-positive = een betaling is 1 fiche of meer
payment-to-self = { $name } kan zichzelf niet betalen; een betaling gaat VAN>NAAR tussen twee verschillende spelers of de pot
payment-too-big = { $name } had maar { $held } fiches bij het betalen van { $chips }; voer in wat echt betaald is
why-chips-figure = ante en dealer_ante zijn 0 of meer fiches, party 1 of meer
why-lives-positive = levens en de punten die er een kosten zijn 1 of meer
why-chips-and-lives = een spel gaat om fiches of om levens, niet om allebei
why-reversis-four = de afrekening van Reversis betaalt aan de overkant, dus is het een spel voor 4 spelers, niet voor { $players }
why-reverse-suit = zeg welke kleur omdraait, bijv. suit = "H"
why-not-a-suit = „{ $text }” is geen kleur; schrijf "S", "H", "D" of "C"
why-not-entered = { $card } wordt niet ingevoerd bij record (hij heeft geen waarde, staat niet in scoring.counted en vermenigvuldigt niet), dus niemand kan hem zichtbaar halen; geef hem een waarde of zet hem in scoring.counted
why-not-in-deck-for = { $card } zit niet in het spel voor { $players } spelers
why-lead-card = zeg wiens kaart uitkomt, bijv. lead_card = "2S", met first_lead = "holder"
why-negative-target = een eindpunt onder 0 (de partij eindigt als een stand daartoe zakt) is niet voor spellen met twee fasen, groottes, fiches of levens
why-quick-negative = moet onder 0 liggen, zoals het eindpunt
lead-rule-right = de speler rechts van de deler komt uit
value-each-rank = { $value } per { $rank_value ->
    [14] aas
    [13] heer
    [12] vrouw
    [11] boer
    [10] tien
    [9] negen
    [8] acht
    [7] zeven
    [6] zes
    [5] vijf
    [4] vier
    [3] drie
    [2] twee
   *[other] { $rank }
  }
values-card-points = kaartpunten: { $values } ({ $total } in het spel)
declare-rule-espagnolette = wie geen slag wil halen, mag voordat er wordt uitgekomen een Espagnolette aankondigen (--declare NAAM): halen twee spelers geen slag, dan wint wie aankondigde; haalt wie aankondigde toch een slag, dan geldt de aankondiger in de Partij als de speler met de meeste kaartpunten
play-counter-clockwise = delen en spelen gaan tegen de klok in: de speler rechts van de deler krijgt het eerst, komt uit en deelt daarna
play-counter-clockwise-deal = delen en spelen gaan tegen de klok in: de speler rechts van de deler krijgt het eerst en deelt daarna
scoring-reversis = de tafel rekent fiches die tijdens het spel betaald worden (Quinola, de azen, de potten) meteen af; voer ze bij de ronde in (--pay). Na de ronde: wie alle slagen haalde (een Reversis) krijgt 16 fiches van elke andere speler; anders krijgt een speler zonder slag (een Espagnolette) { $party } van de speler met de meeste kaartpunten; anders krijgt de speler met de minste kaartpunten { $party } van de speler met de meeste (gelijk: minder slagen, dan de eerste vanaf de deler naar links; bij de meeste: meer slagen, dan de eerste vanaf de deler naar rechts). Elke betaling aan de overkant telt dubbel
end-rule-reversis = ieder { $chips } fiches, waarvan { $ante } in de pot bij het begin, en de deler legt elke ronde { $dealer } in de pot; de partij eindigt als iedere speler twee keer heeft gedeeld
end-rule-lives = ieder { $lives } levens; na elke ronde verliest iedere speler met { $at } kaartpunten of meer een leven, en heeft niemand er zoveel, dan verliest de speler met de meeste (bij gelijkstand ieder van hen) er een; wie geen levens meer heeft, ligt eruit en wordt bij het delen overgeslagen; een ronde die iedereen die nog meedoet het laatste leven zou kosten, kost niemand een leven
winner-last-in = wie als laatste nog levens heeft, wint
ties-lives = een ronde kost nooit iedereen die nog meedoet het laatste leven, dus er blijft altijd één speler over
aim-lives = ieder { $lives } levens
note-life-reached = { $names } { $count ->
    [one] haalde
   *[other] haalden
  } { $at } of meer
note-life-most = meeste punten ({ $points }): { $names }
note-life-spared = niemand verliest een laatste leven
note-out = { $names } { $count ->
    [one] ligt
   *[other] liggen
  } eruit
out-line = Eruit: { $names }.
note-reversis = Reversis door { $to }: { $chips } fiches
note-espagnolette = Espagnolette: { $to } krijgt { $chips } van { $from }
note-party = Partij: { $to } krijgt { $chips } van { $from }
note-no-settlement = niemand betaalt de Partij
note-payments = { $count ->
    [one] 1 betaling
   *[other] { $count } betalingen
  } tijdens het spel
match-over-lives = De partij is na { $hands ->
    [one] 1 ronde
   *[other] { $hands } rondes
  } afgelopen: { $name } blijft als laatste over, met { $lives ->
    [one] 1 leven
   *[other] { $lives } levens
  }.
reminder-counter-clockwise = Delen en spelen gaan tegen de klok in, naar rechts.
reminder-out = Uit de partij, overgeslagen bij het delen: { $names }.
chart-title-lives = Levens over, { $variant } — { $hands ->
    [one] 1 ronde
   *[other] { $hands } rondes
  }:
instructions-reversis = Typ per speler de slagen en kaarten: slagen:3 SA HH; Enter voor niets.
    Dan de fiches die tijdens het spel betaald zijn: Ann>Bob:5, pot>Cas:10 (Enter: geen).
    De laatste speler krijgt de rest. Opdrachten: terug, hulp, …
instructions-lives = Typ per speler de gehaalde puntenkaarten: SA H10 RH …
    Enter voor niets; de laatste speler die nog meedoet krijgt de rest. Opdrachten: terug, ongedaan, hulp, …
prompt-pay = Betaald tijdens het spel
typed-pay = betaald tijdens het spel: { $payments }

## serve: de pagina op elke telefoon, het verslag, de zinnen van de API
web-standings = Stand
web-leader = aan kop
web-next = Volgende ronde
web-last-hand = Laatste ronde
web-no-hands = Nog geen rondes gespeeld.
web-hands = Alle rondes
web-chart = Verloop
web-report = Afdrukbaar verslag
web-enter = Ronde invoeren
web-enter-help = De strafkaarten van elke speler: SV H10 3 … (een getal is zoveel harten); leeg voor geen. De laatste speler krijgt de rest.
web-moon = Als iemand de maan schoot
web-moon-none = geen keuze nodig
web-moon-add = erbij: alle anderen krijgen het
web-moon-subtract = eraf: de schutter trekt het af
web-declare = { $name } aangekondigd door
web-expose = Getoond vóór het spel
web-expose-help = Kaarten die vóór het spel getoond zijn (A♥ V♠ B♦ 10♣ …): elk telt dubbel. Leeg als er niets getoond is.
web-nobody = niemand
web-bidder = Hoogste bieder
web-names-again = de bieder van de vorige ronde noemt opnieuw
web-bid = Bod
web-suit = Strafkleur
web-all-pass = Iedereen paste
web-pay = Betaald tijdens het spel (Ann>Bob:3, pot>Cas:2)
web-more = Meer: verzaakt, deler, doorgeven
web-renege = Verzaakt
web-dealer = Deler
web-as-proposed = zoals voorgesteld
web-pass = Doorgegeven
web-pass-choose = Doorgegeven (keuze van de deler)
web-check = Toon de punten
web-confirm = Deze ronde bewaren
web-change = Wijzigen
web-preview = Ronde { $number }: { $points }.
web-saved = Ronde { $number } bewaard.
web-undo = Laatste ronde weghalen…
web-undo-ask = De laatst ingevoerde ronde of het opnieuw delen weghalen?
web-undo-yes = Ja, weghalen
web-no = Nee
web-undone = De laatste invoer is weggehaald.
web-misdeal = Verkeerd gedeeld…
web-misdeal-ask = Is er verkeerd gedeeld? Dezelfde deler deelt opnieuw en er wordt niets geteld.
web-misdeal-yes = Ja, opnieuw delen
web-offline = Verbinding kwijt; opnieuw proberen…
web-failed = De server gaf geen antwoord; probeer het opnieuw.
web-wrong-key = De sleutel in dit adres opent de tafel niet meer: de server heeft een nieuwe sleutel gekregen. De pagina toont de stand maar kan geen rondes invoeren; open het adres van de tafel opnieuw vanaf de laptop (scan de code).
web-ranking = Klassement
web-summary = Samenvatting
web-report-footer = Bijgehouden met hartenjagen; partij begonnen { $started }.
serve-started = { $file } wordt getoond
serve-scoreboard = Het scorebord, voor iedereen:
serve-table = Het adres voor de tafel, om rondes in te voeren (deel het alleen met de tafel):
serve-qr = Scan om het adres voor de tafel op een telefoon te openen:
serve-no-network = Geen netwerkadres gevonden: alleen deze computer kan de pagina's openen.
serve-stop = Ctrl-C stopt de server; elke ronde wordt bewaard zodra hij is ingevoerd.
serve-stopped = Gestopt. Elke ingevoerde ronde is bewaard.
serve-cannot-listen = kan niet luisteren op poort { $port } (is die poort al in gebruik? --port 0 kiest een vrije poort)
serve-cannot-watch = kan { $path } niet op wijzigingen volgen
api-not-a-hand = Het verzoek is geen ronde: { $error }
api-json-syntax = geen geldige JSON (regel { $line }, kolom { $column })
api-json-eof = de JSON houdt op voordat hij af is (regel { $line }, kolom { $column })
api-json-unknown-key = „{ $key }” is hier geen sleutel (regel { $line }, kolom { $column }); gebruik { $keys }
api-json-twice = de sleutel „{ $key }” staat er twee keer in (regel { $line }, kolom { $column })
api-json-missing = de sleutel „{ $key }” ontbreekt (regel { $line }, kolom { $column })
api-json-value = een waarde is van de verkeerde soort (regel { $line }, kolom { $column })
api-bad-value = { $key }: „{ $text }” wordt niet geaccepteerd; gebruik { $accepted }
api-one-bid = Bod: noem één hoogste bieder en het bod, als {"{"}"Ann": 5{"}"}
api-key-needed = Hiervoor is de sleutel van de tafel nodig: open het adres voor de tafel dat `hartenjagen serve` toonde.
api-too-large = Het verzoek is groter dan { $limit } KiB; een ronde is veel kleiner.

## Clubavonden
match-over-shared = De partij is na { $hands ->
    [one] 1 spel
   *[other] { $hands } spellen
  } afgelopen: { $names } delen de eerste plaats met { $total }.
aim-club = { $hands ->
    [one] 1 spel
   *[other] { $hands } spellen
  }, zonder eindpunt
aim-club-phase = fase 2 begint bij { $target }, { $hands ->
    [one] 1 spel
   *[other] { $hands } spellen
  }, zonder eindpunt
club-needs-hands = een clubtafel speelt een vast aantal spellen, zonder eindpunt en zonder snelle partij
club-not-for-game = clubtafels zijn voor spellen met punten: niet met fiches, levens of complexe scores
what-club-file = clubbestand
club-newer-format = { $origin }: clubbestand in formaat { $format } is geschreven door een nieuwere hartenjagen (deze leest tot en met { $max }); werk hartenjagen bij
club-bad-action = { $origin }: een handeling „{ $kind }” van de wedstrijdleiding die deze versie niet kent of waar de ronde of de namen bij ontbreken; de avond blijft zoals hij is
club-bad-seed = { $origin }: de lotingscode van ronde { $round }, „{ $seed }”, is geen 16 hexadecimale cijfers; zet de lotingscode terug die de loting schreef
club-bad-name = de naam { $name } kan niet voor een competitie: hij wordt op elke computer de naam van een map, dus hij mag niet leeg zijn, niet met een punt beginnen of eindigen, geen = of een van < > : " / \ | ? * bevatten en geen naam zijn die Windows voor een apparaat gebruikt (CON, PRN, AUX, NUL, COM1 tot COM9, LPT1 tot LPT9)
club-game-not-for-club = { $variant } is niet voor clubavonden: de tafels worden gerangschikt op fiches, levens of complexe scores, en die zijn tussen tafels niet te vergelijken; kies een spel met punten
club-sizes-not-played = { $variant } wordt gespeeld door { $counts } spelers: clubtafels van { $asked } passen er niet bij; kies --tables 4, 3-4 of 4-5 zoals het spel toelaat
club-already-present = { $name } is er vanavond al
club-keep-apart-syntax = --keep-apart: „{ $text }” is niet twee namen met een + ertussen; schrijf bijvoorbeeld --keep-apart "Ann+Bob"
club-keep-apart-self = --keep-apart: { $name } kan niet uit de buurt van { $name } gehouden worden; noem twee spelers
club-no-round = er is vanavond nog geen ronde geloot; loot er een met `hartenjagen club draw`
club-round-open = ronde { $round } wordt nog gespeeld; sluit haar eerst met `hartenjagen club close` (of loot haar opnieuw met --redraw zolang er geen spel is genoteerd)
club-too-few = er { $present ->
    [one] is 1 speler
   *[other] zijn { $present } spelers
  } en een tafel heeft er { $smallest } nodig; voeg spelers toe met `hartenjagen club arrive NAAM`
club-redraw-closed = ronde { $round } is gesloten; loot de volgende ronde met `hartenjagen club draw`
club-redraw-started = ronde { $round } kan niet opnieuw geloot worden: aan tafel { $table } zijn al spellen genoteerd (haal die eerst weg, of sluit de ronde en loot de volgende)
club-round-closed = ronde { $round } is gesloten; loot de volgende ronde met `hartenjagen club draw`
club-table-at = tafel { $table } ({ $played } van { $hands } spellen)
club-unfinished = ronde { $round } kan nog niet gesloten worden: { $tables } { $count ->
    [one] heeft
   *[other] hebben
  } nog niet alle spellen gespeeld; wacht erop, of sluit met --force om de uitgespeelde spellen te tellen
club-no-such-table = de ronde heeft { $count ->
    [one] 1 tafel
   *[other] { $count } tafels
  }, geen tafel { $table }; zie `hartenjagen club tables`
club-no-such-competition = er is geen competitie die { $name } heet; er is { $names }
club-no-competition-yet = er is nog geen clubcompetitie; maak er een met `hartenjagen club new NAAM`
club-which-competition = zeg welke competitie: { $names }
club-competition-exists = er is al een competitie die { $name } heet; kies een andere naam
club-no-evening = { $name } heeft nog geen avond; open er een met `hartenjagen club start --players "Ann,Bob,Cas,Dee"`
club-no-such-evening = { $name } had geen avond op { $date }
club-evening-exists = { $name } heeft al een avond op { $date }; ga daarmee verder (`hartenjagen club tables`), of geef een andere --date
club-not-the-draw = het partijbestand { $file } van tafel { $table } heeft niet de spelers die voor die tafel geloot zijn; loot de ronde opnieuw met `hartenjagen club draw --redraw`
club-table-closed = tafel { $table } van ronde { $round } is gesloten: daar kan geen spel meer genoteerd, weggehaald of overgedeeld worden (de wedstrijdleiding verbetert een spel met `hartenjagen club edit --table { $table } --round { $round } SPEL …`)
club-drawn-again = tafel { $table } van ronde { $round } is opnieuw geloot nadat dit getypt werd: er is niets opgeslagen; kijk met `hartenjagen club tables` wie er nu zit en voer het spel opnieuw in
club-table-not-removable = de partij van tafel { $table } in ronde { $round } hoort bij de clubavond en wordt niet verwijderd; haal de spellen een voor een weg, of loot de ronde opnieuw met `hartenjagen club draw --redraw`
club-undone-arrive = Teruggedraaid: de komst van { $names }, die deze avond niet meer { $count ->
    [one] geloot wordt
   *[other] geloot worden
  }.
club-undone-leave = Teruggedraaid: het vertrek van { $names }; vanaf de volgende ronde weer mee in de loting.
club-undone-draw = Teruggedraaid: de loting van ronde { $round }; loot opnieuw met `hartenjagen club draw`.
club-undone-redraw = Teruggedraaid: de nieuwe loting van ronde { $round }; de loting daarvoor geldt weer.
club-undone-close = Teruggedraaid: het sluiten van ronde { $round }; aan de tafels kunnen weer spellen genoteerd worden.
club-undone-rename = Teruggedraaid: de naamswijziging van { $from } in { $to }; de naam is weer { $from }.
club-renamed = { $from } heet nu { $to }, op de avond en aan { $count ->
    [0] nog geen tafel
    [one] 1 tafel
   *[other] { $count } tafels
  }.
club-org-mistakes = Vergissingen
club-org-undo-last = Laatste: { $what } ({ $time }).
club-org-undo = Draai terug
club-org-undo-ask = Dit terugdraaien: { $what }?
club-org-rename-title = Een naam verbeteren
club-org-rename-from = Naam nu
club-org-rename-from-hint = zoals de avond hem heeft
club-org-rename-to = Moet zijn
club-org-rename-to-hint = op de avond en aan elke tafel
club-org-rename = Verbeter de naam
club-log-none = Nog geen handeling van de wedstrijdleiding op deze avond.
club-log-arrive = { $names } gekomen
club-log-leave = { $names } naar huis
club-log-draw = ronde { $round } geloot
club-log-redraw = ronde { $round } opnieuw geloot
club-log-close = ronde { $round } gesloten
club-log-rename = { $from } hernoemd tot { $to }
club-log-undone = (teruggedraaid om { $time })
club-too-many-players = een avond van { $count } spelers is meer dan één loting kan plaatsen (hoogstens { $most }): kijk de lijst van spelers na; er is niets veranderd
club-table-played-out = tafel { $table } heeft { $hands ->
    [one] haar spel
   *[other] haar { $hands } spellen
  } van ronde { $round } gespeeld: ze wacht tot de ronde gesloten is en de volgende loting (een spel daar verbeteren kan met undo of edit)
club-nothing-to-undo = er is op deze avond geen handeling van de wedstrijdleiding meer om terug te draaien (spellen haal je weg aan hun tafel, met `hartenjagen undo --file`)
club-undo-out-of-order = de laatste handeling van de wedstrijdleiding hoort bij een ronde die niet meer de laatste van de avond is, en kan dus niet teruggedraaid worden
club-undo-would-remove-hands = de loting van ronde { $round } kan niet teruggedraaid worden: aan tafel { $table } is al een spel opgeslagen (haal die spellen eerst weg)
club-new-name-ask = { $name } heeft nog nooit in deze club gespeeld: { $name } toevoegen?
club-new-name-ask-close = { $name } heeft nog nooit in deze club gespeeld: { $name } toevoegen? Bedoel je { $close }?
club-new-name = { $name } heeft nog nooit in deze club gespeeld: geef --new om { $name } toe te voegen
club-new-name-close = { $name } heeft nog nooit in deze club gespeeld (bedoel je { $close }?): geef --new om { $name } toe te voegen, of typ de naam zoals de club hem kent
club-no-such-round = de avond heeft geen ronde { $round } ({ $rounds ->
    [0] er is nog geen ronde geloot
    [one] alleen ronde 1 is geloot
   *[other] de rondes 1 tot en met { $rounds } zijn geloot
  })
club-no-such-hand = tafel { $table } van ronde { $round } heeft geen spel { $hand } ({ $hands ->
    [0] er is nog geen gespeeld
    [one] er is er 1 gespeeld
   *[other] er zijn er { $hands } gespeeld
  })
club-created = Competitie { $name }: { $variant }, { $hands ->
    [one] 1 spel
   *[other] { $hands } spellen
  } per ronde, { $rounds ->
    [one] 1 ronde
   *[other] { $rounds } rondes
  } per avond, tafels van { $sizes }; voor het seizoen telt { $season } (in de stand vanaf { $least ->
    [one] 1 avond
   *[other] { $least } avonden
  }).
    Competitiebestand: { $file }
club-season-all = elke avond
club-season-best = { $best ->
    [one] de beste avond
   *[other] de beste { $best } avonden
  }
club-next-start = Daarna: `hartenjagen club start { $name } --players "Ann,Bob,Cas,Dee"` op de avond zelf.
club-started = Avond van { $date } geopend voor { $name } met { $count ->
    [one] 1 speler
   *[other] { $count } spelers
  }{ $guests }.
club-guests = {" "}({ $names } als { $count ->
    [one] gast
   *[other] gasten
  })
club-next-draw = Daarna: `hartenjagen club draw`.
club-next-standings = De rondes van de avond zijn gespeeld: `hartenjagen club standings` (of `hartenjagen club draw` voor nog een ronde).
club-arrived = { $names } { $count ->
    [one] is
   *[other] zijn
  } er: mee in de loting vanaf ronde { $round }.
club-left = { $names } { $count ->
    [one] gaat
   *[other] gaan
  } weg na ronde { $round } en { $count ->
    [one] houdt
   *[other] houden
  } de gespeelde rondes.
club-beyond-rounds = Ronde { $round } komt na de { $rounds } rondes die voor de avond gepland waren.
club-no-round-yet = { $competition }, avond van { $date }: nog geen ronde geloot; er { $present ->
    [one] is 1 speler
   *[other] zijn { $present } spelers
  }.
club-tables-title = { $competition }, avond van { $date }: ronde { $round } van { $rounds }, { $state }.
club-round-playing-state = bezig
club-round-closed-state = gesloten
club-col-table = Tafel
club-col-players = Spelers
club-col-hands = Spellen
club-hand-of = { $played } van { $hands }
club-table-finished = klaar
club-sitting-out = Rust: { $names }.
club-first-deals = Wie aan een tafel als eerste genoemd wordt, deelt eerst.
club-no-repeats = Niemand zit opnieuw bij een tafelgenoot van vanavond.
club-repeats = { $count ->
    [one] 1 paar zit
   *[other] { $count } paren zitten
  } opnieuw samen.
club-repeats-fewest = { $count ->
    [one] 1 paar zit
   *[other] { $count } paren zitten
  } opnieuw samen: zo weinig als mogelijk is.
club-kept-together = { $count ->
    [one] 1 paar
   *[other] { $count } paren
  } kon niet uit elkaar blijven: elke indeling zet ze samen.
club-redrawn = Ronde { $round } is opnieuw geloot; de eerdere loting ervan is weg.
club-hand-recorded = Tafel { $table }, ronde { $round }: spel { $number } van { $hands } genoteerd: { $points }.
club-next-hand = Volgende aan tafel { $table }: spel { $number } van { $hands }, { $dealer } deelt, { $pass }, { $lead } komt uit.
club-table-done = Tafel { $table } heeft haar spellen gespeeld: { $places }.
club-closed = Ronde { $round } gesloten.
club-closed-counts = Tafel { $table } telt { $count ->
    [one] 1 uitgespeeld spel
   *[other] { $count } uitgespeelde spellen
  }.
club-standings-title = { $competition }, avond van { $date }, { $state }:
club-standings-no-round = vóór de eerste ronde
club-standings-after = na ronde { $round } van { $rounds }
club-standings-during = ronde { $round } van { $rounds } is bezig
club-standings-legend = Per ronde: tafelpunten/saldo; „rust”: die ronde zat de speler uit (telt als 0).
club-col-place = #
club-col-name = Speler
club-col-table-points = Tafelpunten
club-col-margin = Saldo
club-col-rounds-won = Rondes gewonnen
club-col-round = Ronde { $round }
club-col-evenings = Avonden
club-col-counted = Geteld
club-col-evenings-won = Avonden gewonnen
club-sat-out-cell = rust
club-guest-name = { $name } (gast)
club-season-title = { $competition }, het seizoen na { $evenings ->
    [one] 1 avond
   *[other] { $evenings } avonden
  } (geteld: { $rule }; in de stand vanaf { $least ->
    [one] 1 avond
   *[other] { $least } avonden
  }).
club-not-ranked = Nog niet in de stand (minder dan { $least } avonden):
club-csv-place = plaats
club-csv-name = naam
club-csv-guest = gast
club-csv-table-points = tafelpunten
club-csv-margin = saldo
club-csv-rounds-won = rondes gewonnen
club-csv-round-points = ronde { $round } tafelpunten
club-csv-round-margin = ronde { $round } saldo
club-csv-evenings = avonden
club-csv-counted = geteld
club-csv-evenings-won = avonden gewonnen

## Clubverslag: de afdrukbare avond en het seizoen (club export --format html)
club-report-title = { $competition } — avond van { $date }
club-report-season-title = { $competition }: het seizoen
club-report-game = { $variant }, { $hands ->
    [one] 1 spel
   *[other] { $hands } spellen
  } per ronde; { $state }.
club-report-season-game = { $variant }, { $hands ->
    [one] 1 spel
   *[other] { $hands } spellen
  } per ronde, { $rounds ->
    [one] 1 ronde
   *[other] { $rounds } rondes
  } per avond.
club-report-ranking = Stand van de avond
club-report-col-prize = Prijs
club-report-prize = { $ordinal } prijs
club-report-booby = poedelprijs
club-report-seed = Geloot met lotingscode { $seed }, poging { $attempt } (versie { $algorithm } van de loting); met dezelfde spelers, de eerdere rondes en deze lotingscode komt de loting hetzelfde uit.
club-report-kept-apart = Uit elkaar gehouden: { $pairs }.
club-report-table = Tafel { $table }
club-report-unfinished = Gesloten voor het einde: { $count } van de { $hands } spellen { $count ->
    [one] telt
   *[other] tellen
  }.
club-report-no-hands = Nog geen spel genoteerd.
club-report-hands = { $played } van { $hands } spellen gespeeld.
club-report-playing = Wordt gespeeld: { $played } van { $hands } spellen.
club-report-changed = Gewijzigd na het sluiten: zoals de partij nu in het bestand staat.
club-report-season = Seizoensstand
club-report-season-empty = Nog niemand in de seizoensstand.
club-report-no-evenings = Nog geen avond.
club-report-col-date = Datum
club-report-col-rounds = Rondes
club-report-col-winner = Winnaar
club-report-footer = Bijgehouden met hartenjagen. Tafelpunten vergelijken elke speler alleen met de tafelgenoten: +3, +1, −1, −3 naar plaats aan een tafel van vier; een ronde rust telt 0.
## club organiser
club-org-nobody-named = noem ten minste één speler
club-org-page-title = Wedstrijdleiding — { $competition }
club-org-needs-script = De knoppen voor de wedstrijdleiding hebben JavaScript nodig, en dat staat in deze browser uit; de avond hierboven wordt wel getoond.
club-org-room = De zaal
club-org-print = Tafelkaarten afdrukken
club-org-now = Wat nu
club-org-present = Er { $count ->
    [one] is 1 speler
   *[other] zijn { $count } spelers
  } voor de loting.
club-org-keep-apart = Uit elkaar houden (mag leeg)
club-org-keep-apart-hint = Twee spelers met een + ertussen, de rest van de avond aan verschillende tafels; meer paren met komma's ertussen: Ann+Bob, Cas+Dee
club-org-draw = Ronde { $round } loten
club-org-all-finished = Elke tafel heeft haar spellen gespeeld.
club-org-still-playing = Nog bezig: { $tables }.
club-org-close = Ronde { $round } sluiten
club-org-close-anyway = Toch sluiten
club-org-close-anyway-ask = De ronde toch sluiten? Een tafel die nog speelt telt haar uitgespeelde spellen en speelt in deze ronde niet verder.
club-org-redraw-more = Ronde { $round } opnieuw loten…
club-org-redraw-help = Alleen zolang er van de ronde geen spel is genoteerd; de tafels van nu worden vervangen.
club-org-redraw = Ronde { $round } opnieuw loten
club-org-redraw-ask = Ronde { $round } opnieuw loten? Iedereen krijgt een nieuwe plaats.
club-org-round = Ronde { $round }
club-org-table = Tafel { $table }
club-org-hands = { $played } van { $hands } spellen gespeeld
club-org-no-key = geen sleutel voor deze tafel: loot de ronde opnieuw
club-org-players = Spelers ({ $count } aanwezig)
club-org-where = Waar
club-org-at = tafel { $table }, plaats { $seat }
club-org-sits-out = rust
club-org-arrives = mee in de loting vanaf ronde { $round }
club-org-left = weg na ronde { $round }
club-org-leave = Vertrekt
club-org-leave-ask = Gaat { $name } naar huis? De gespeelde rondes blijven staan; vanavond niet meer in de loting.
club-org-back = Weer aanwezig
club-org-arrive-title = Er komt iemand binnen
club-org-arrive-names = Spelers
club-org-names-hint = Met komma's ertussen; mee in de loting vanaf de volgende ronde.
club-org-arrive-guests = Invallers
club-org-guests-hint = Vanavond in de stand, nooit in het seizoen.
club-org-arrive = Toevoegen
club-org-meetings = Wie zat bij wie
club-org-meetings-said = Hoeveel rondes elk tweetal vanavond aan één tafel zat. { $pairs ->
    [one] 1 paar heeft
   *[other] { $pairs } paren hebben
  } samen gezeten; { $again ->
    [0] geen ervan vaker dan één keer
    [one] 1 ervan vaker dan één keer
   *[other] { $again } ervan vaker dan één keer
  }.
club-org-working = Even geduld…
club-org-changed = De avond is veranderd: de pagina toont het als je klaar bent met typen.
club-org-key-missing = Dit adres heeft geen sleutel: open het adres voor de wedstrijdleiding dat `hartenjagen club serve` toonde.
club-org-cards-title = Tafelkaarten — { $competition }, avond van { $date }
club-org-cards-print = Druk deze pagina af (een kaart is ongeveer A6, vier op een A4), knip de kaarten los en leg er een op elke tafel; de tafelindeling komt erna. Elke kaart blijft de hele avond geldig.
club-org-no-cards = Nog geen tafel heeft een sleutel: de kaarten komen met de eerste loting.
club-org-card-scan = Scan om de spellen van deze tafel in te voeren
club-org-seating-title = Ronde { $round } van { $rounds }: wie zit waar
club-org-seating-none-title = Wie zit waar
club-org-seating-none = Nog geen ronde geloot.
club-org-where-do-i-sit = Waar zit ik?
club-org-room-said = Alle tafels en de stand:

## Competitie: ratings, onderling, seizoenen
# reason: E10 kept: "rating" is the loanword Dutch chess and sports clubs use (KNSB-rating); "sterkte" would need explaining.
col-rating = Rating
col-opponent = Tegenstander
col-ahead = Voor
col-behind = Achter
col-level = Gelijk
stats-scope-since = {" "}vanaf { $since }
stats-scope-until = {" "}tot en met { $until }
stats-scope-between = {" "}van { $since } tot en met { $until }
versus-title = { $name } tegen iedere andere speler, in de partijen die { $name } met die speler uitspeelde{ $scope }:
versus-none = { $name } heeft nog geen partij met iemand uitgespeeld{ $scope }.
stats-rating = Rating: μ − 3σ van de Weng-Lin-rating (OpenSkill) over de uitgespeelde partijen, oudste eerst; iedereen begint op 0 (μ 25, σ 8,3).
stats-rated-caption = Competitie: de spelers met { $count } of meer uitgespeelde partijen, op rating:
stats-unrated-caption = Nog zonder rating (minder dan { $count } uitgespeelde partijen):
stats-best-per-game = Beste en slechtste staan er alleen bij voor één spel tegelijk: voeg --variant NAAM toe (bijvoorbeeld --variant { $variant }).

## club serve: de zaal op de tv, de pagina van elke tafel, waar zit ik
web-room = De zaal
room-heading = { $competition } — avond van { $date }
room-round = Ronde { $round } van { $rounds }
room-round-closed = Ronde { $round } van { $rounds } is gesloten: wachten op de volgende loting.
room-no-draw = Wachten op de eerste loting.
room-table = Tafel { $number }
room-hands-played = { $played } van { $hands } spellen gespeeld
room-table-finished = klaar: wachten op de andere tafels
room-first-dealer = deelt eerst
room-sitting-out = Rust
room-nobody-out = Deze ronde heeft niemand rust.
room-ranking = De avondstand
room-ranking-empty = Er is nog geen spel gespeeld.
room-over = De avond is voorbij: alle { $rounds } rondes zijn gespeeld.
room-winners = De prijzen van vanavond
room-where = Waar zit ik? { $address }
room-me-title = Waar zit ik?
room-me-choose = Tik op je naam.
room-me-unknown = { $name } speelt vanavond niet mee; tik hieronder op je naam.
room-me-at = Ronde { $round }: tafel { $table }, plaats { $seat }.
room-me-deals = Jij deelt als eerste.
room-me-dealer = { $dealer } deelt als eerste.
room-me-with = Met { $names }.
room-me-out = Ronde { $round }: je hebt rust (telt als 0).
room-me-wait = Wacht op de loting van ronde { $round }.
room-me-gone = Je bent vertrokken; je gespeelde rondes tellen mee.
room-me-later = Je speelt mee vanaf ronde { $round }.
room-me-standing = De avond tot nu: plaats { $place }, { $points } tafelpunten, saldo { $margin }.
room-me-other = Niet jij?
room-table-notice = Tafel { $number }, ronde { $round } van { $rounds }.
room-table-closed = Ronde { $round } is gesloten: deze tafel neemt geen spellen meer aan. Wacht op de volgende loting.
room-table-drawn-again = Ronde { $round } is opnieuw geloot: wat hier getypt was, is niet opgeslagen. Aan deze tafel zitten nu { $names }.
room-table-waiting = Tafel { $number }: wachten op de loting.
room-table-empty = Aan tafel { $number } speelt niemand in ronde { $round }; wacht op de volgende loting.
room-table-moves = Wie hier zat in ronde { $round }: { $moves }.
room-table-move = { $name } naar tafel { $table }
room-table-move-out = { $name } heeft rust
room-table-move-gone = { $name } is vertrokken
room-no-such-table = Er is vanavond geen tafel { $number }.
room-api-no-match = Tafel { $number } speelt nu geen partij: wachten op de loting.
room-api-key-needed = Hiervoor is de sleutel van tafel { $number } nodig: scan de tafelkaart, of open het adres dat `hartenjagen club serve` ervoor toonde.
room-api-organiser-key = Hiervoor is de sleutel van de wedstrijdleiding nodig: open het adres van de wedstrijdleiding dat `hartenjagen club serve` toonde.
room-api-not-an-action = Het verzoek van de wedstrijdleiding is niet te begrijpen: de pagina stuurt JSON zoals {"{"}"names": ["Eve"]{"}"}.
room-not-found = Dit adres bestaat niet op deze server.
room-api-round-closed = Ronde { $round } is gesloten: tafel { $number } neemt geen spellen meer aan.
room-started = De clubavond van { $competition } ({ $date }) staat klaar.
room-scoreboard = De zaal (voor de tv, voor iedereen):
room-me-address = Waar zit ik (voor iedereen):
room-organiser = De wedstrijdleiding (houd dit adres voor jezelf):
room-tables = Eén adres per tafel, de hele avond (druk ze af: de tafelkaarten staan op de pagina van de wedstrijdleiding):

## Past in het ecosysteem

man-written = { $count } man-pagina's geschreven naar { $dir }: hartenjagen.1 en één voor elk commando.
man-dir-not-folder = { $dir } is een bestand, geen map; geef --dir een map voor de man-pagina's (die wordt gemaakt als ze er niet is)
man-page-is-folder = in { $dir } staat een map met de naam { $page }, waar een man-pagina komt; verplaats die, of geef --dir een andere map
man-cannot-write = kan de man-pagina's niet schrijven in { $dir }
io-not-a-folder = een deel van het pad is een bestand, geen map

## BG Stats

bgstats-unfinished = deze partij is nog niet uit: BG Stats neemt een partij pas als ze is uitgespeeld; speel haar eerst uit (of exporteer haar als csv, json, markdown of html).
bgstats-all-only = --all werkt alleen met --format bgstats.
web-bgstats = Vastleggen in BG Stats

## History from before
date-to-come = { $date } ligt in de toekomst: --date is de dag waarop een partij van vroeger begon (vandaag of eerder)
date-never-was = { $date } bestond niet op de klok van deze computer (de klok ging toen vooruit): geef met --date een andere tijd
note-empty = een notitie heeft tekst nodig: hartenjagen note "wat je wilt onthouden"
note-added = Genoteerd op { $day } om { $clock }: { $note }
    Partijbestand: { $file }
match-notes = Notities:
match-note = { $time }  { $note }
web-notes = Notities
points-not-fixed = { $variant } kan niet als alleen punten worden ingelezen: alleen een strafpuntenspel waarin elke ronde evenveel punten telt, is na te rekenen aan zijn punten (hartenjagen, omnibus, black-maria, …)
points-count = { $given } punten gegeven voor { $players } spelers
points-figure = { $name } heeft { $points }, en een speler haalt { $low } tot { $high } in een ronde { $variant }
points-total = de punten zijn samen { $sum }, en een ronde { $variant } telt { $total } (en ze zijn ook geen maan)
points-moon-unclear = deze punten zijn evengoed de maan van { $names }: voer de ronde met haar kaarten in
imported = { $hands ->
    [one] 1 ronde
   *[other] { $hands } rondes
    } { $variant } voor { $players } ingelezen, alleen punten.
    Partijbestand: { $file }
import-cannot-read = kan het blad { $file } niet lezen: { $cause }
import-not-csv = { $file }, regel { $row }: geen CSV-regel ({ $cause })
import-empty = { $file } heeft geen rondes: een eerste regel die de kolommen van de spelers noemt, dan een regel per ronde
import-at = { $file }, regel { $row }, kolom { $column } ({ $heading }): { $why }
import-at-row = { $file }, regel { $row }: { $why }
import-bad-date = { $date } is geen datum: gebruik JJJJ-MM-DD of JJJJ-MM-DDTUU:MM
import-not-a-number = „{ $value }” is geen geheel getal
import-hand-number = { $value } waar ronde { $number } komt
import-total = { $value } is niet het totaal van { $name }, de punten geven { $total }

## Eén weg naar binnen: dezelfde controles bij elke deur; de pagina noemt haar velden, geen opties

no-passing = in { $variant } wordt nooit doorgegeven: elke ronde wordt gespeeld zoals gedeeld, dus laat de doorgeefrichting weg
cards-without-trick = { $name } haalde { $cards } maar geen slag; geef ook de slagen van { $name } op (slagen:N)
rest-tricks = { $name } heeft rest met slagen:{ $entered }, maar voor { $name } blijven { $remaining } slagen over; geef slagen:{ $remaining } met rest, of rest alleen
out-more-than-a-trick = { $entered } kaarten uit het spel ingevoerd, maar een dode laatste slag heeft één kaart van elke speler: hoogstens { $most }
renege-with-cards-page = een ronde met verzaking heeft geen kaarten: de verzaking geeft { $name } de strafpunten van de ronde en iedereen anders 0, dus laat de kaarten van de spelers leeg
moon-choice-missing-page = { $name } schoot de maan: hoe telt die? Iedereen anders +{ $value }, of { $name } −{ $value }
pass-choice-missing-page = { $name } deelt en kiest hoe er deze ronde wordt doorgegeven: kies het bij Doorgegeven ({ $choices })
not-a-moon-page = er is een maankeuze gegeven, maar niemand schoot de maan in deze ronde (kijk de kaarten na, of laat de maankeuze leeg)
no-moon-choice-page = in { $variant } is er geen maankeuze: daar { $rule }
out-not-allowed-page = kaarten uit het spel zijn voor kaarten die uit het spel gaan: een dode laatste slag met twee pakken (cancellation) of een boer in de talon (knaves); bij { $variant } gaat geen kaart uit het spel
no-declaration-page = { $variant } kent geen aankondiging; laat de aankondiging leeg
no-exposing-page = bij { $variant } worden vóór het spel geen kaarten getoond; laat de getoonde kaarten leeg
declared-with-renege-page = een ronde kan niet tegelijk aangekondigd en verzaakt zijn: geef de aankondiging of de verzaking
no-renege-charge-page = { $variant } rekent niets voor verzaken: de tafel regelt het; laat de verzaking leeg
no-bidding-page = { $variant } kent geen bieden; het bod, de kleur en „iedereen paste” zijn voor het biedspel auction
suit-missing-page = zeg welke strafkleur de hoogste bieder noemde: S, H, R of K
bid-missing-page = zeg wie het hoogst bood en hoeveel (of dat iedereen paste)
all-pass-with-hand-page = iedereen paste betekent dat er niets gespeeld is: geef er geen kaarten, bod of kleur bij
no-payments-page = in { $variant } wordt tijdens het spel niets betaald; laat de betalingen leeg
api-bid-syntax = Bod: „{ $text }” is geen NAAM=N; schrijf bijvoorbeeld Ann=5
older-hand-breaks-ruling = let op: { $path }: ronde { $number } is opgeslagen vóór een nieuwere controle en blijft zoals ze was: { $why }; `hartenjagen edit { $number }` herstelt haar

## Veilig op een gedeelde wifi
api-moved-on-saved = { $count ->
    [one] Ronde { $first } is
   *[other] Rondes { $first } tot en met { $last } zijn
  } intussen bewaard, vanaf een andere telefoon of een terminal; er is niets bewaard. De ronde die nu wordt ingevoerd is ronde { $now }.
api-moved-on-removed = Intussen { $count ->
    [one] is ronde { $first }
   *[other] zijn rondes { $first } tot en met { $last }
  } weggehaald, vanaf een andere telefoon of een terminal; er is niets bewaard. De ronde die nu wordt ingevoerd is ronde { $now }.
api-moved-on-changed = De partij is intussen veranderd, vanaf een andere telefoon of een terminal (het opnieuw delen is ingevoerd of weggehaald); er is niets bewaard. De ronde die wordt ingevoerd is ronde { $now }.
api-moved-on-undo = De partij is intussen veranderd, vanaf een andere telefoon of een terminal: de laatste invoer hoort nu bij ronde { $now }; er is niets weggehaald.
api-wrong-host = Deze server antwoordt alleen op de adressen die `hartenjagen serve` toonde.
api-bad-query = Het deel van het adres na „?” is niet te lezen: geef key en since elk hoogstens één keer.
api-too-slow = Het verzoek deed er langer dan { $seconds } seconden over; er is niets bewaard. Probeer het opnieuw.
web-save-as-next = Bewaar als ronde { $number }
web-lost-saved = Er kwam geen antwoord van de server, maar ronde { $number } staat nu in de partij: kijk op het scorebord of het de ronde is die je invoerde voordat je iets opnieuw invoert.
web-lost-not-saved = Er kwam geen antwoord van de server, en ronde { $number } staat nog niet in de partij: probeer het opnieuw.
web-lost-unknown = De server antwoordt niet, dus de ronde is misschien wel, misschien niet bewaard. Kijk op het scorebord zodra het terug is, voordat je het opnieuw probeert.
web-lost-undo = De server antwoordt niet, dus de laatste invoer is misschien wel, misschien niet weggehaald. Kijk op het scorebord zodra het terug is, voordat je het opnieuw probeert.
web-enter-help-hearts = De harten van elke speler: 3 of H10 HV … (een getal is zoveel harten); leeg voor geen. De laatste speler krijgt de rest.
web-enter-help-auction = De strafkaarten van elke speler: SV H10 3 … (een getal is zoveel kaarten van de strafkleur); leeg voor geen. De laatste speler krijgt de rest.
web-out-help = Kaarten die uit het spel gingen (een dode laatste slag, een boer tussen de overgebleven kaarten): voer ze hier in, zodat de ronde klopt.
web-needs-script = Rondes invoeren kan alleen met JavaScript, en dat staat in deze browser uit; de stand hierboven is er wel.
web-not-live = Zonder JavaScript volgt deze pagina de partij niet vanzelf: laad haar opnieuw om nieuwe rondes te zien.
web-draft-kept = Verbinding kwijt; wat je typte blijft hier staan: bewaar het zodra de verbinding terug is.
web-moon-add-choice = Iedereen anders +{ $value }
web-moon-subtract-choice = { $name } −{ $value }

## serve: de tv-weergave en de rondes op een telefoon
web-tv = Tv-weergave
web-hands-newest = Rondes, nieuwste eerst

## edit: een wijziging houdt wat ze niet opnieuw krijgt (issue 37 punt 6, taak edit)
edit-unchanged = Ronde { $number } is al zoals opgegeven: er is niets veranderd.
edit-dropped-cards = Ronde { $number } is nu een verzaking: de kaarten zijn weggelaten.
edit-dropped-out = De kaarten uit het spel ({ $cards }) passen niet meer bij ronde { $number } en zijn weggelaten.
edit-dropped-moon = In ronde { $number } schiet niemand meer de maan: de keuze bij de maan ({ $choice }) is weggelaten.
edit-dropped-renege = Ronde { $number } heeft nu kaarten: de verzaking van { $name } is weggelaten.
edit-dropped-declare = De aankondiging van { $name } ({ $declaration }) past niet meer bij ronde { $number } en is weggelaten.
edit-dropped-bid = Het bod ({ $name } { $chips }) past niet meer bij ronde { $number } en is weggelaten.
edit-dropped-suit = De strafkleur ({ $suit }) past niet meer bij ronde { $number } en is weggelaten.
edit-dropped-pay = De betalingen tijdens het spel ({ $payments }) passen niet meer bij ronde { $number } en zijn weggelaten.
edit-dropped-exposed = De getoonde kaarten ({ $cards }) passen niet meer bij ronde { $number } en zijn weggelaten.
edit-dropped-dealer = De deler ({ $name }) past niet meer bij ronde { $number } en is weggelaten: de voorgestelde deler deelde.
edit-dropped-pass = Het doorgeven ({ $pass }) past niet meer bij ronde { $number } en is weggelaten.

## Issue 37, punt 9 (taak `files`): de bestanden van de club en `import` even veilig als partijbestanden
what-sheet = blad
club-cut-off = { $origin } is afgekapt: de laatste regel hoort de eindregel "{ $end }: …" te zijn, maar die ontbreekt, dus het bestand blijft zoals het is; dat gebeurt als kopiëren of synchroniseren halverwege stopt: haal het bestand opnieuw op van waar het vandaan kwam
club-table-file = { $origin }: tafel { $table } van ronde { $round } noemt „{ $file }” als partijbestand; de partij van een tafel is { $own }, naast evening.toml, en geen ander bestand: zet { $own } terug

## Meer telefoons, één waarheid (issue 37: phones)
serve-cannot-keep-key = kan de sleutel van de tafel niet bewaren in { $path }
api-key-stale = De sleutel van deze pagina opent de tafel niet meer: de server heeft een nieuwe sleutel gekregen. Open het adres van de tafel opnieuw vanaf de laptop (scan de code).
api-moved-on-undo-saved = { $count ->
    [one] Ronde { $first } is
   *[other] Rondes { $first } tot en met { $last } zijn
  } intussen bewaard, vanaf een andere telefoon of een terminal: er is niets weggehaald.
api-moved-on-undo-removed = De laatste invoer is intussen weggehaald, vanaf een andere telefoon of een terminal: er is verder niets weggehaald.
api-moved-on-undo-changed = De partij is intussen veranderd, vanaf een andere telefoon of een terminal (een ronde is verbeterd, of er is opnieuw gedeeld of een notitie gemaakt): er is niets weggehaald.
api-moved-on-same = { $count ->
    [one] Ronde { $first } is
   *[other] Rondes { $first } tot en met { $last } zijn
  } intussen bewaard, vanaf een andere telefoon of een terminal, en ronde { $first } heeft precies de kaarten die hier zijn ingevoerd: ze staat één keer in de partij, er is niets dubbel bewaard.
api-moved-on-other = { $count ->
    [one] Ronde { $first } is
   *[other] Rondes { $first } tot en met { $last } zijn
  } intussen bewaard, vanaf een andere telefoon of een terminal, en ronde { $first } heeft andere kaarten dan hier zijn ingevoerd; er is niets bewaard. De ronde die nu wordt ingevoerd is ronde { $now }.
web-cleared = Wat hier was ingevoerd is gewist.
web-enter-again = Toch invoeren als ronde { $number }
web-discard = Weggooien
web-lost-saved-same = Er kwam geen antwoord van de server, maar ronde { $number } staat in de partij met precies de kaarten die hier zijn ingevoerd; de velden zijn leeg voor de volgende ronde.

## club draw: de grens aan de spelers van één loting (issue 37, punt 9; helper draw)
club-too-many = er zijn { $present } spelers en één loting deelt er hoogstens { $most } in: meer dan op welke clubavond ook; kijk de lijst met spelers na en haal wie er niet is eraf met `hartenjagen club leave NAAM`

## log (issue 37, item 7: every change leaves a trace)
log-none = Er is nog niets ingevoerd in dit spel.
log-door-terminal = op de opdrachtregel
log-door-prompt = aan de prompt
log-door-phone = vanaf een telefoon
log-door-table = vanaf de pagina van tafel { $table }
log-door-organiser = vanaf de pagina van de wedstrijdleiding
log-door-import = bij het inlezen
log-recorded = ronde { $hand } genoteerd{ $door } om { $time }
log-misdeal = { $dealer } deelde verkeerd voor ronde { $hand }, ingevoerd{ $door } om { $time }
log-all-pass = iedereen paste bij het bieden voor ronde { $hand }, ingevoerd{ $door } om { $time }
log-edited = ronde { $hand } gewijzigd{ $door } om { $time }: { $changes }
log-edited-same = ronde { $hand } gewijzigd{ $door } om { $time }: geen punten veranderd
log-edited-plain = ronde { $hand } gewijzigd{ $door } om { $time }
log-undone = ronde { $hand } teruggedraaid{ $door } om { $time }: het was { $points }
log-undone-misdeal = het verkeerd delen voor ronde { $hand } teruggedraaid{ $door } om { $time }
log-undone-plain = ronde { $hand } teruggedraaid{ $door } om { $time }
log-renamed = { $old } heet nu { $new }, hernoemd{ $door } om { $time }

## serve page: a saved hand corrected from the page (issue 37, item 6; helper pageedit)
api-hand-number = Zeg welke ronde: /api/hand?number=N, met N het nummer van een bewaarde ronde.
web-edit = Een bewaarde ronde verbeteren:
web-edit-hand = Ronde { $number } verbeteren
web-edit-note = Ronde { $number } wordt verbeterd: pas de kaarten aan en bewaar de verbetering, of annuleer.
web-edit-save = Verbetering bewaren
web-edit-cancel = Annuleren

## issue 40, dutch: een gedeelde plaats (Nederlandse tabellen herhalen de plaats)
place-shared = { $place }
place-shared-listed = { $place }.
place-shared-said = { $place } (gedeeld)
tricks-said = { $count ->
    [one] 1 slag
   *[other] { $count } slagen
  }
# Een veld van de pagina zoals de pagina het noemt, in een weigering („Doorgegeven: …”); de sleutel
# van de API blijft in `field` staan.
page-field = { $key ->
    [pass] Doorgegeven
    [bid] Bod
    [suit] Strafkleur
    [dealer] Deler
    [moon] Maan
    [renege] Verzaakt
    [declare] Aankondiging
    [expose] Getoond
    [out] Uit het spel
    [pay] Betalingen
    [all_pass] Iedereen paste
   *[other] { $key }
  }
room-table-move-stays = { $name } blijft aan tafel { $table }
# Een dag in lopende tekst en op papier: „dinsdag 1 december 2026” (JSON en CSV houden JJJJ-MM-DD).
day-long = { $weekday ->
    [1] maandag
    [2] dinsdag
    [3] woensdag
    [4] donderdag
    [5] vrijdag
    [6] zaterdag
   *[7] zondag
  } { $day } { $month ->
    [1] januari
    [2] februari
    [3] maart
    [4] april
    [5] mei
    [6] juni
    [7] juli
    [8] augustus
    [9] september
    [10] oktober
    [11] november
   *[12] december
  } { $year }
# issue 40, cli
no-passing-flag = in { $variant } wordt nooit doorgegeven: elke ronde wordt gespeeld zoals gedeeld, dus laat --pass weg
flag-refused = { $flag }: { $error }
too-many-plain-hearts = harten: { $entered } ingevoerd, maar een getal telt alleen de { $plain } harten van één punt; typ de { $card } als { $typed }
deck-out-rank = de { $rank }'s
deck-out-ranks = de { $low }'s tot en met de { $high }'s
deck-out-cards = de { $cards }
banner-deck-take-out = Haal { $cards } uit het pak: er doen { $count } kaarten mee.
banner-deck-take-out-add = Haal { $cards } uit het pak en voeg { $jokers ->
        [one] een joker
       *[other] { $jokers } jokers
    } toe: er doen { $count } kaarten mee.
banner-deck-add = Voeg { $jokers ->
        [one] een joker
       *[other] { $jokers } jokers
    } aan het pak toe: er doen { $count } kaarten mee.
stats-points-left-out = Punten/ronde laat { $games } weg, waar de hoogste stand wint: `hartenjagen stats --variant { $first }` telt ze wel.
export-html-terminal = Het HTML-verslag is een bestand voor een browser en komt dus niet in de terminal: `hartenjagen export --format html > verslag.html` schrijft het, open daarna verslag.html.
summary-passed-out = { $count ->
    [one] (en 1 keer paste iedereen)
   *[other] (en { $count } keer paste iedereen)
  }
summary-misdeals-passed-out = (en { $misdeals } keer opnieuw gedeeld, { $passed } keer paste iedereen)
loader-values = De puntenkaarten: { $values }.
new-dated = Gespeeld op { $played }: de rondes worden met die tijd ingevoerd.
note-on-dated-match = De partij is gespeeld op { $played }; de notitie houdt de tijd waarop ze geschreven is.
phase2-end-subtract-exact = in fase 2 gaan gehaalde punten eraf, en de partij eindigt na de ronde waarin iemand precies op { $ends } uitkomt
phase2-end-add-exact = in fase 2 komen gehaalde punten erbij, en de partij eindigt na de ronde waarin iemand precies op { $ends } uitkomt
# issue 40, table: the last player's share with face-down leftovers, cards out of play said back
play-takes-rest-face-down = { $name } krijgt de rest (en { $count ->
    [one] de dichte kaart, tenzij die als uit het spel is genoemd
   *[other] de { $count } dichte kaarten, tenzij die als uit het spel zijn genoemd
  }): { $said }
play-out-named = Uit het spel: { $said }.
# issue 40, room
room-ranking-page = Pagina { $page } van { $pages } — iedereen op { $address }
club-org-over = De avond is voorbij: alle { $rounds } rondes zijn gespeeld.
club-org-report = Het verslag en de prijzen afdrukken
club-org-extra-more = Een extra ronde { $round } loten…
club-org-extra-ask = Alle { $rounds } rondes van de avond zijn gespeeld. Toch ronde { $round } loten?
club-org-cards-local = Deze kaarten wijzen naar { $address }, het eigen adres van deze computer: telefoons kunnen het niet bereiken. Stop `hartenjagen club serve`, start het opnieuw met `--lan` en druk de kaarten dan af.
club-page-drawn = Ronde { $round } is geloot: { $count ->
    [one] 1 tafel
   *[other] { $count } tafels
  }, hieronder en op het scherm in de zaal.
club-page-closed-next = Volgende: loot ronde { $round } als iedereen klaar is.
club-page-closed-last = Dat was de laatste ronde van de avond: druk het verslag en de prijzen af.
club-page-after = De avondstand na ronde { $round }:
club-page-ranked = { $place } { $name }: { $points } tafelpunten, saldo { $margin }
club-page-undone-draw = Teruggedraaid: de loting van ronde { $round }; loot opnieuw als je klaar bent.
club-page-unfinished = Ronde { $round } kan nog niet gesloten worden: { $tables } { $count ->
    [one] heeft
   *[other] hebben
  } nog niet alle spellen gespeeld. Wacht erop, of druk op „Toch sluiten” om de uitgespeelde spellen te tellen.
# issue 40, clock: de rondeklok, de sleutels voor het seizoen, de uitslag bij `club close`, de waarschuwing van `club serve`
club-no-clock = deze avond heeft geen rondeklok: geef de minuten die een ronde mag duren met `hartenjagen club start --round-minutes N` (of `club new --round-minutes N` voor de hele competitie)
club-clock-started = De klok van ronde { $round } loopt vanaf nu: { $minutes } minuten, tot { $time }. Hij sluit de ronde nooit zelf; `hartenjagen club undo` draait de start terug.
club-clock-left = Ronde { $round }: nog { $minutes ->
    [one] 1 minuut
   *[other] { $minutes } minuten
  } (tot { $time }).
club-clock-over = Ronde { $round }: de tijd is om. De tafels spelen het spel af waar ze mee bezig zijn; de ronde sluit pas als de wedstrijdleiding haar sluit.
club-clock-idle = Er wordt geen ronde gespeeld: de klok begint bij de volgende loting.
club-log-clock = klok van ronde { $round } gestart
club-undone-clock = Teruggedraaid: de start van de klok van ronde { $round }; hij telt weer vanaf de loting.
club-undone-clock-again = Teruggedraaid: de start van de klok van ronde { $round }; hij telt weer vanaf { $time }.
club-new-keys = Nieuwe { $count ->
    [one] sleutel voor tafel { $tables }
   *[other] sleutels voor tafel { $tables }
  }: { $count ->
    [one] de oude kaart opent
   *[other] de oude kaarten openen
  } vanaf nu niets meer, ook niet in een draaiende `hartenjagen club serve`. Druk { $count ->
    [one] de nieuwe kaart
   *[other] de nieuwe kaarten
  } af vanaf de pagina van de wedstrijdleiding.
club-new-keys-none = Geen enkele tafel heeft al een sleutel: de eerste loting maakt ze.
club-closed-table = Tafel { $table }: { $results }.
club-closed-line = { $place } { $name } { $total } ({ $points })
club-org-clock = Start de klok van ronde { $round } nu
room-clock-title = Ronde { $round }:
room-clock-warning = nog 5 minuten
room-clock-over = de tijd is om: speel het spel af waar je mee bezig bent
room-local-only = Deze adressen, en de QR-codes op de afgedrukte kaarten, werken alleen op deze computer (127.0.0.1): start voor telefoons met `hartenjagen club serve --lan`.
# issue 40, screens
web-enter-help-cards = De kaarten die tellen, per speler elk apart getypt ({ $cards } …); leeg voor geen. De laatste speler krijgt de rest.
web-not-sent = De server is niet te bereiken, dus er is niets bewaard; wat je typte blijft hier staan: bewaar het zodra de verbinding terug is.
web-not-sent-undo = De server is niet te bereiken, dus er is niets weggehaald: probeer het opnieuw zodra de verbinding terug is.
status-card-points = Kaartpunten in ronde { $number }: { $points }.
not-a-card-suit-word = „{ $text }” is geen kaart: schrijf een kaart in woorden als één woord, zoals schoppenvrouw (probeer { $examples }, rest of -)
room-table-title = Tafel { $number } — { $competition }
# De telefoon-app (app/): de eigen schermen rond de pagina van de partij.
app-matches = Partijen op deze telefoon
app-no-matches = Nog geen partijen: begin er een.
app-new = Nieuwe partij
app-delete = Verwijderen…
app-delete-ask = { $title } verwijderen? Dat kan niet ongedaan worden.
app-delete-yes = Ja, verwijderen
app-import = Een partijbestand inlezen
app-imported = { $title } is ingelezen.
app-export = Exporteren
app-all = Alle partijen
app-rules = Spelregels
app-only-here = Partijen staan alleen in deze browser: exporteer er een om verder te spelen op een andere telefoon of een computer.
app-other-lang = English
app-pick-game = Spel
app-filter = Typ om een spel te zoeken
app-players = Spelers, in zitvolgorde
app-players-help = Namen gescheiden door spaties of komma's.
app-first-dealer = Eerste deler
app-length = Hoe lang
app-number = Aantal
app-start = De partij beginnen
app-again = Dezelfde tafel nog eens
app-hands-state = { $hands ->
    [0] nog geen rondes
    [one] 1 ronde
   *[other] { $hands } rondes
}
app-unreadable = Een bewaarde partij is niet te lezen: { $error }
app-storage-full = De opslag van deze browser is vol, dus er is niets bewaard: exporteer en verwijder een partij die je niet meer nodig hebt en probeer het opnieuw.
app-storage-off = Deze browser bewaart niets voor deze pagina (een privévenster, of opslag uitgezet), dus hier kan geen partij bewaard worden.
app-club-file = { $file } is een tafel van een clubavond: de regels van die avond kunnen niet op een telefoon bewaard worden, dus het wordt niet ingelezen.
app-not-found = Die partij staat niet op deze telefoon (ze is verwijderd, of bewaard in een andere browser).
app-crashed = Er ging iets mis in de app en er is niets bewaard; de pagina wordt opnieuw geladen.
app-number-needed = Geef een aantal voor hoe lang, zoals 100.
serve-app = De telefoon-app, om op de telefoons aan tafel te openen (hij werkt zolang de pagina open is; zie de handleiding voor een telefoon zonder computer):
serve-app-no-list = { $dir } bevat geen telefoon-app (er staat geen files.txt in): bouw hem met packaging/app en geef de map op, zoals --app target/app
serve-app-bad-name = { $file } noemt „{ $name }”, wat geen bestandsnaam in de map van de app is: bouw de app opnieuw met packaging/app
serve-app-missing = kan { $name } niet lezen, dat { $file } noemt: bouw de app opnieuw met packaging/app
