## hartenjagen aan een clubtafel: de berichten die daar anders luiden dan in nl.ftl.
## Thuis is een hand een ronde; op een clubavond is een hand een *spel* en een clubronde een
## *ronde* ("Tafel 1, ronde 2 van 3 — volgende: spel 3 van 4"). Deze berichten gaan vóór die van
## nl.ftl in de partij van een clubtafel en op elk clubscherm; elk heeft dezelfde naam en dezelfde
## { $waarden } als in nl.ftl (een test ziet erop toe).

## De stand
col-hand = Spel
aim-target-hands = tot { $target }, hoogstens { $hands ->
    [one] 1 spel
   *[other] { $hands } spellen
  }
aim-phase-hands = fase 2 begint bij { $target }, hoogstens { $hands ->
    [one] 1 spel
   *[other] { $hands } spellen
  }
note-hand = Spel { $number }: { $note }.

## Wat er nu komt
match-over = De partij is na { $hands ->
    [one] 1 spel
   *[other] { $hands } spellen
  } afgelopen: { $name } wint met { $total }.
tied-extra-hand = { $names } staan gelijk: een extra spel beslist; wie van hen daarin het best scoort, wint.
next-line = Volgende: spel { $number }, { $dealer } deelt, { $pass }, { $lead } komt uit.
next-line-phase = Volgende: spel { $number } (fase { $phase }), { $dealer } deelt, { $pass }, { $lead } komt uit.
lead-taker = { $name } (haalde in het vorige spel de { $card })

## De aankondiging van een ronde
banner-deal = Spel { $number }: { $dealer } deelt ieder { $cards } kaarten.
banner-deal-phase = Spel { $number } — fase { $phase }: { $dealer } deelt ieder { $cards } kaarten.
banner-deal-kitty = Spel { $number }: { $dealer } deelt ieder { $cards } kaarten en legt er { $kitty } dicht als { $name }{ $goes }.
banner-deal-kitty-phase = Spel { $number } — fase { $phase }: { $dealer } deelt ieder { $cards } kaarten en legt er { $kitty } dicht als { $name }{ $goes }.
banner-deal-stock = Spel { $number }: { $dealer } deelt ieder { $cards } kaarten; de overige { $stock } gaan dicht op de stapel.
banner-deal-stock-phase = Spel { $number } — fase { $phase }: { $dealer } deelt ieder { $cards } kaarten; de overige { $stock } gaan dicht op de stapel.
no-passing-hand = Bij dit spel wordt niet doorgegeven.
banner-pass-choose = Hoe geven we bij dit spel door? { $dealer } kiest: { $choices }.

## Wat een opdracht deed
hand-recorded = Spel { $number } genoteerd: { $points }.
phase-2-starts = Fase 2 begint met het volgende spel: vanaf nu gaan gehaalde punten eraf.
hand-edited = Spel { $number } opnieuw genoteerd: { $points }.
later-rescored = { $count ->
    [one] 1 later spel
   *[other] { $count } latere spellen
  } opnieuw geteld.

## Aan tafel (play)
play-dealer-set = { $name } deelt dit spel.
play-pass-set = Bij dit spel is { $pass } doorgegeven.
play-pass-set-hold = Bij dit spel is niet doorgegeven.
play-pass-which = zeg hoe er bij dit spel is doorgegeven: { $choices } (alleen Enter: { $first })
prompt-pass = Hoe geven we bij dit spel door? (Enter: { $first })
play-save = Spel { $number }: { $points }. Bewaren?
play-save-renege = Spel { $number } ({ $name } verzaakte): { $points }. Bewaren?
play-save-declared = Spel { $number } ({ $note }): { $points }. Bewaren?
play-save-again = Het getypte spel bewaren als spel { $number } ({ $dealer } deelde): { $points }?
play-over-meanwhile = De partij is uit: { $name } won. Het getypte spel is niet bewaard ({ $typed }).
changed-hand = spel { $number } is genoteerd
changed-hands = spellen { $first } tot en met { $last } zijn genoteerd
changed-earlier = eerdere spellen zijn veranderd
undo-ask-misdeal = Het opnieuw delen van spel { $number } weghalen?
undo-ask-hand = Spel { $number } weghalen ({ $dealer } deelde; { $points })?
typed-keep = Wat je voor spel { $was } typte ({ $typed }), staat er nog. Laten staan voor spel { $now }?
typed-kept = Blijft staan voor spel { $now }: Enter laat elke invoer staan; verbeter wat nodig is.
typed-cleared = Weggehaald: spel { $now } begint leeg.
misdeal-done = Opnieuw delen: { $name } deelt spel { $number } opnieuw; er wordt niets geteld.
edit-start = Spel { $number } wijzigen ({ $dealer } deelde). Enter laat staan wat er staat; antwoord n aan het eind om het spel te laten zoals het was.
edit-left = Spel { $number } blijft zoals het was.
edit-quit = Spel { $number } blijft zoals het was. Alles wat bevestigd is, is bewaard.
edit-save = Spel { $number }: { $changes }. Bewaren?
edit-changed = Spel { $number } is niet veranderd; typ nog eens `wijzig { $number }` als dat nog nodig is.
edit-finish-first = maak eerst het wijzigen van spel { $number } af: Enter laat elke invoer staan, en n aan het eind laat het spel zoals het was
back-first = Dit is de eerste invoer van het spel; verder terug kan niet.
edit-none-yet = er is nog geen spel om te wijzigen
edit-which-one = zeg welk spel: wijzig 1 (alleen spel 1 is gespeeld)
edit-which = zeg welk spel: wijzig N, met N van 1 tot en met { $hands } (de gespeelde spellen)

## hulp
help-undo = het laatste spel of het opnieuw delen weghalen (vraagt eerst)
help-edit = spel N verbeteren; latere spellen worden opnieuw geteld
help-renege = NAAM verzaakte en krijgt de strafpunten van het spel
play-declared = { $name } kondigde { $declaration } aan: het spel telt alleen of dat lukt.
play-declare-cleared = Geen { $declaration } in dit spel.
play-exposed = In dit spel is { $cards } getoond: { $count ->
    [one] die telt
   *[other] die tellen
  } dubbel.
play-exposed-none = In dit spel is niets getoond.
help-dealer = NAAM deelde dit spel, niet de voorgestelde deler
help-pass-ways = hoe er bij dit spel is doorgegeven: { $ways }

## Beginnen en eindigen (play)
menu-continue = Verder: { $table }, spel { $number }
menu-match-line = { $when }  { $table }, spel { $number }
aim-lives-hands = ieder { $lives } levens, hoogstens { $hands ->
    [one] 1 spel
   *[other] { $hands } spellen
  }
length-chips = Gewone partij (ieder { $chips } fiches, { $hands } spellen)
no-target-chips = { $variant } wordt om fiches gespeeld en heeft geen eindpunt: laat { $flag } weg (--hands N bepaalt het aantal spellen, --chips N de fiches per speler)
no-target-lives = { $variant } wordt om levens gespeeld tot er één speler over is en heeft geen eindpunt: laat { $flag } weg (--hands N stopt na N spellen)
length-hands = Een vast aantal spellen…
ask-hands = Aantal spellen
stopped = Gestopt. Elk bevestigd spel is bewaard; `hartenjagen play` gaat verder waar je gebleven was.
summary-hands = Gespeelde spellen: { $hands }
moon-in-hand = { $name } (spel { $number })

## Grafieken
chart-title = Stand per spel, { $variant } — { $hands ->
    [one] 1 spel
   *[other] { $hands } spellen
  }:
chart-title-magnitude = Grootte van de stand per spel, { $variant } — { $hands ->
    [one] 1 spel
   *[other] { $hands } spellen
  }:
chart-hands = { $hands ->
    [one] spel
   *[other] spellen
  }
chart-empty = Nog geen spellen: niets te tekenen.
chart-svg-totals = stand per spel

## Fouten in wat getypt is
totals = het spel klopt niet: { $gaps }; elke strafkaart moet precies één keer ingevoerd worden (`rest` geeft één speler alles wat niet is ingevoerd)
renege-with-cards = een spel met verzaking heeft geen kaarten: --renege geeft { $name } de strafpunten van het spel en iedereen anders 0
pass-choice-missing = { $name } deelt en kiest hoe er bij dit spel wordt doorgegeven: zeg het met --pass ({ $choices })
pass-choice-missing-prompt = { $name } deelt en kiest hoe er bij dit spel wordt doorgegeven: zeg dat eerst ({ $choices })
pass-choice-missing-file = { $name } deelt en kiest hoe er bij dit spel wordt doorgegeven, maar bij het spel staat geen doorgeefrichting (een van { $choices })
not-a-moon = --moon is gegeven, maar niemand schoot de maan in dit spel (kijk de kaarten na, of laat --moon weg)
nothing-to-undo = er is niets om weg te halen: er is nog geen spel of opnieuw delen ingevoerd
no-such-hand = er is geen spel { $number } om te wijzigen ({ $played ->
    [0] er is nog geen spel gespeeld
    [1] alleen spel 1 is gespeeld
    [2] spellen 1 en 2 zijn gespeeld
   *[other] spellen 1 tot en met { $played } zijn gespeeld
  })
edit-ends-early = na deze wijziging zou de partij met spel { $ends } eindigen ({ $name } wint), maar daarna is er nog gespeeld ({ $later }): haal { $them } eerst weg en wijzig dan opnieuw
later-one = spel { $number }
later-many = spellen { $first } tot en met { $last }
edit-breaks-later = na deze wijziging past spel { $number } niet meer: { $reason }; haal eerst weg tot en met dat spel en wijzig dan opnieuw

## De opdrachtregel
removed-hand = Spel { $number } weggehaald (gedeeld door { $name }).

## Bestanden en mappen
after-end = { $origin }: er is iets toegevoegd onder de eindregel (regel { $line }, "# end of match: …"), die de laatste regel moet blijven; spellen en notities horen erboven: zet wat toegevoegd is hoger, of haal het weg, dan laadt het bestand weer
play-needs-terminal = play heeft een terminal nodig; gebruik `hartenjagen record` om spellen vanuit een script in te voeren

## Slagen en aankondigingen
too-many-tricks = { $entered } slagen ingevoerd, maar een spel heeft er { $hand }
gap-tricks = slagen: { $entered } ingevoerd, een spel heeft er { $hand }
declared-with-renege = een spel kan niet tegelijk aangekondigd en verzaakt zijn: geef --declare of --renege

## Fiches: auction (bieden om de strafkleur)
names-again-error = { $name } noemt in dit spel opnieuw de kleur zonder te bieden (de pot bleef liggen); laat { $flag } weg
removed-all-pass = Het spel waarin iedereen paste ({ $name } deelde) is weggehaald.
undo-ask-all-pass = Het spel waarin iedereen paste ({ $name } deelde) weghalen?
aim-chips = ieder { $chips } fiches, hoogstens { $hands ->
    [one] 1 spel
   *[other] { $hands } spellen
  }
new-aim-chips = ieder { $chips } fiches, hoogstens { $hands ->
    [one] 1 spel
   *[other] { $hands } spellen
  }
edit-all-pass = een spel kan niet gewijzigd worden in een spel waarin iedereen paste; haal weg tot en met dat spel en noteer het opnieuw met --all-pass
instructions-auction = Elk spel: het hoogste bod (Ann 5, of pas) en de strafkleur (S, H, R of K);
    dan hoeveel ieder ervan haalde. Enter voor niets. Opdrachten: terug, hulp, …

## Levens: Conquimbert; Reversis
match-over-lives = De partij is na { $hands ->
    [one] 1 spel
   *[other] { $hands } spellen
  } afgelopen: { $name } blijft als laatste over, met { $lives ->
    [one] 1 leven
   *[other] { $lives } levens
  }.
chart-title-lives = Levens over, { $variant } — { $hands ->
    [one] 1 spel
   *[other] { $hands } spellen
  }:

## serve: de pagina op elke telefoon, het verslag, de zinnen van de API
web-next = Volgend spel
web-last-hand = Laatste spel
web-no-hands = Nog geen spellen gespeeld.
web-hands = Alle spellen
web-enter = Spel invoeren
web-names-again = de bieder van het vorige spel noemt opnieuw
web-confirm = Dit spel bewaren
web-preview = Spel { $number }: { $points }.
web-saved = Spel { $number } bewaard.
web-undo = Laatste spel weghalen…
web-undo-ask = Het laatst ingevoerde spel of het opnieuw delen weghalen?
web-wrong-key = De sleutel in dit adres opent de tafel niet meer: de server heeft een nieuwe sleutel gekregen. De pagina toont de stand maar kan geen spellen invoeren; open het adres van de tafel opnieuw vanaf de laptop (scan de code).
serve-table = Het adres voor de tafel, om spellen in te voeren (deel het alleen met de tafel):
serve-stop = Ctrl-C stopt de server; elk spel wordt bewaard zodra het is ingevoerd.
serve-stopped = Gestopt. Elk ingevoerd spel is bewaard.
api-not-a-hand = Het verzoek is geen spel: { $error }
api-too-large = Het verzoek is groter dan { $limit } KiB; een spel is veel kleiner.

## Eén weg naar binnen: dezelfde controles bij elke deur; de pagina noemt haar velden, geen opties
no-passing = in { $variant } wordt nooit doorgegeven: elk spel wordt gespeeld zoals gedeeld, dus laat de doorgeefrichting weg
renege-with-cards-page = een spel met verzaking heeft geen kaarten: de verzaking geeft { $name } de strafpunten van het spel en iedereen anders 0, dus laat de kaarten van de spelers leeg
pass-choice-missing-page = { $name } deelt en kiest hoe er bij dit spel wordt doorgegeven: kies het bij Doorgegeven ({ $choices })
not-a-moon-page = er is een maankeuze gegeven, maar niemand schoot de maan in dit spel (kijk de kaarten na, of laat de maankeuze leeg)
declared-with-renege-page = een spel kan niet tegelijk aangekondigd en verzaakt zijn: geef de aankondiging of de verzaking
older-hand-breaks-ruling = let op: { $path }: spel { $number } is opgeslagen vóór een nieuwere controle en blijft zoals het was: { $why }; `hartenjagen edit { $number }` herstelt het

## Veilig op een gedeelde wifi
api-moved-on-saved = { $count ->
    [one] Spel { $first } is
   *[other] Spellen { $first } tot en met { $last } zijn
  } intussen bewaard, vanaf een andere telefoon of een terminal; er is niets bewaard. Het spel dat nu wordt ingevoerd is spel { $now }.
api-moved-on-removed = Intussen { $count ->
    [one] is spel { $first }
   *[other] zijn spellen { $first } tot en met { $last }
  } weggehaald, vanaf een andere telefoon of een terminal; er is niets bewaard. Het spel dat nu wordt ingevoerd is spel { $now }.
api-moved-on-changed = De partij is intussen veranderd, vanaf een andere telefoon of een terminal (het opnieuw delen is ingevoerd of weggehaald); er is niets bewaard. Het spel dat wordt ingevoerd is spel { $now }.
api-moved-on-undo = De partij is intussen veranderd, vanaf een andere telefoon of een terminal: de laatste invoer hoort nu bij spel { $now }; er is niets weggehaald.
web-save-as-next = Bewaar als spel { $number }
web-lost-saved = Er kwam geen antwoord van de server, maar spel { $number } staat nu in de partij: kijk op het scorebord of het het spel is dat je invoerde voordat je iets opnieuw invoert.
web-lost-not-saved = Er kwam geen antwoord van de server, en spel { $number } staat nog niet in de partij: probeer het opnieuw.
web-lost-unknown = De server antwoordt niet, dus het spel is misschien wel, misschien niet bewaard. Kijk op het scorebord zodra het terug is, voordat je het opnieuw probeert.
web-out-help = Kaarten die uit het spel gingen (een dode laatste slag, een boer tussen de overgebleven kaarten): voer ze hier in, zodat het spel klopt.
web-needs-script = Spellen invoeren kan alleen met JavaScript, en dat staat in deze browser uit; de stand hierboven is er wel.
web-not-live = Zonder JavaScript volgt deze pagina de partij niet vanzelf: laad haar opnieuw om nieuwe spellen te zien.

## serve: de tv-weergave en de rondes op een telefoon
web-hands-newest = Spellen, nieuwste eerst

## edit: een wijziging houdt wat ze niet opnieuw krijgt (issue 37 punt 6, taak edit)
edit-unchanged = Spel { $number } is al zoals opgegeven: er is niets veranderd.
edit-dropped-cards = Spel { $number } is nu een verzaking: de kaarten zijn weggelaten.
edit-dropped-out = De kaarten uit het spel ({ $cards }) passen niet meer bij spel { $number } en zijn weggelaten.
edit-dropped-moon = In spel { $number } schiet niemand meer de maan: de keuze bij de maan ({ $choice }) is weggelaten.
edit-dropped-renege = Spel { $number } heeft nu kaarten: de verzaking van { $name } is weggelaten.
edit-dropped-declare = De aankondiging van { $name } ({ $declaration }) past niet meer bij spel { $number } en is weggelaten.
edit-dropped-bid = Het bod ({ $name } { $chips }) past niet meer bij spel { $number } en is weggelaten.
edit-dropped-suit = De strafkleur ({ $suit }) past niet meer bij spel { $number } en is weggelaten.
edit-dropped-pay = De betalingen tijdens het spel ({ $payments }) passen niet meer bij spel { $number } en zijn weggelaten.
edit-dropped-exposed = De getoonde kaarten ({ $cards }) passen niet meer bij spel { $number } en zijn weggelaten.
edit-dropped-dealer = De deler ({ $name }) past niet meer bij spel { $number } en is weggelaten: de voorgestelde deler deelde.
edit-dropped-pass = Het doorgeven ({ $pass }) past niet meer bij spel { $number } en is weggelaten.

## Meer telefoons, één waarheid (issue 37: phones)
api-moved-on-undo-saved = { $count ->
    [one] Spel { $first } is
   *[other] Spellen { $first } tot en met { $last } zijn
  } intussen bewaard, vanaf een andere telefoon of een terminal: er is niets weggehaald.
api-moved-on-undo-changed = De partij is intussen veranderd, vanaf een andere telefoon of een terminal (een spel is verbeterd, of er is opnieuw gedeeld of een notitie gemaakt): er is niets weggehaald.
api-moved-on-same = { $count ->
    [one] Spel { $first } is
   *[other] Spellen { $first } tot en met { $last } zijn
  } intussen bewaard, vanaf een andere telefoon of een terminal, en spel { $first } heeft precies de kaarten die hier zijn ingevoerd: het staat één keer in de partij, er is niets dubbel bewaard.
api-moved-on-other = { $count ->
    [one] Spel { $first } is
   *[other] Spellen { $first } tot en met { $last } zijn
  } intussen bewaard, vanaf een andere telefoon of een terminal, en spel { $first } heeft andere kaarten dan hier zijn ingevoerd; er is niets bewaard. Het spel dat nu wordt ingevoerd is spel { $now }.
web-enter-again = Toch invoeren als spel { $number }
web-lost-saved-same = Er kwam geen antwoord van de server, maar spel { $number } staat in de partij met precies de kaarten die hier zijn ingevoerd; de velden zijn leeg voor het volgende spel.

## log (issue 37, item 7: every change leaves a trace)
log-recorded = spel { $hand } genoteerd{ $door } om { $time }
log-misdeal = { $dealer } deelde verkeerd voor spel { $hand }, ingevoerd{ $door } om { $time }
log-all-pass = iedereen paste bij het bieden voor spel { $hand }, ingevoerd{ $door } om { $time }
log-edited = spel { $hand } gewijzigd{ $door } om { $time }: { $changes }
log-edited-same = spel { $hand } gewijzigd{ $door } om { $time }: geen punten veranderd
log-edited-plain = spel { $hand } gewijzigd{ $door } om { $time }
log-undone = spel { $hand } teruggedraaid{ $door } om { $time }: het was { $points }
log-undone-misdeal = het verkeerd delen voor spel { $hand } teruggedraaid{ $door } om { $time }
log-undone-plain = spel { $hand } teruggedraaid{ $door } om { $time }

## serve page: a saved hand corrected from the page (issue 37, item 6; helper pageedit)
api-hand-number = Zeg welk spel: /api/hand?number=N, met N het nummer van een bewaard spel.
web-edit = Een bewaard spel verbeteren:
web-edit-hand = Spel { $number } verbeteren
web-edit-note = Spel { $number } wordt verbeterd: pas de kaarten aan en bewaar de verbetering, of annuleer.

## issue 40
no-passing-flag = in { $variant } wordt nooit doorgegeven: elk spel wordt gespeeld zoals gedeeld, dus laat --pass weg
status-card-points = Kaartpunten in spel { $number }: { $points }.
