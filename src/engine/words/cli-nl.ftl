## hartenjagen: de opdrachtregel in het Nederlands: --help, `hartenjagen help X` en clap's
## eigen weigeringen. Engels gebruikt clap's eigen tekst (de doc-commentaren in src/cli.rs).
##
## Sleutels: `cli-PAD-about`, `-long-about`, `-after` voor een commando (PAD: `record`,
## `variants-list`; leeg voor het hoofdcommando: `cli-about`); `cli-PAD--ARG` voor een argument
## (ARG: clap's id, zoals `all_pass`), met `cli--ARG` als gedeelde tekst voor elk commando dat
## het argument heeft; `cli-value-NAAM` voor de plaatshouders (`<RICHTING>`). Een test loopt de
## hele boom af: elk commando en argument heeft een tekst, en elke sleutel hier wordt gebruikt.

## Koppen en vaste woorden
cli-usage = Gebruik:
cli-commands = Commando's:
cli-arguments = Argumenten:
cli-options = Opties:
cli-placeholder-options = [OPTIES]
cli-placeholder-command = COMMANDO
cli--help = Toon de hulp (een samenvatting met '-h')
cli--version = Toon het versienummer
cli-help-about = Toon deze hulp, of die van het genoemde commando
cli-help--command = Het commando waarvan je de hulp wilt zien
cli-default = standaard: { $value }

## De plaatshouders
cli-value-LANG = TAAL
cli-value-PATH = PAD
cli-value-FOLDER = MAP
cli-value-NAME = NAAM
cli-value-NAMES = NAMEN
cli-value-N = N
cli-value-NAME-PATH = NAAM|PAD
cli-value-add-subtract = erbij|eraf
cli-value-NAME-N = NAAM=N
cli-value-S-H-D-C = S|H|R|K
cli-value-FROM-TO-N = VAN>NAAR:N
cli-value-CARDS = KAARTEN
cli-value-DIR = RICHTING
cli-value-NAME-CARDS = NAAM=KAARTEN
cli-value-FILE = BESTAND
cli-value-TEXT = TEKST
cli-value-DATE = DATUM
cli-value-YYYY = JJJJ
cli-value-FORMAT = FORMAAT
cli-value-SHELL = SHELL
cli-value-R = R
cli-value-SIZES = GROOTTES
cli-value-A-B = A+B

## Weigeringen (clap's fouten, in dezelfde opbouw)
cli-error-prefix = fout:
cli-error-invalid-value = ongeldige waarde '{ $value }' voor '{ $arg }'
cli-error-value-missing = '{ $arg }' heeft een waarde nodig, maar er is geen gegeven
cli-error-possible = mogelijke waarden: { $values }
cli-error-unknown-argument = onverwacht argument '{ $arg }'
cli-error-unknown-command = onbekend commando '{ $command }'
cli-error-commands = commando's: { $commands }
cli-error-did-you-mean = tip: bedoelde je '{ $suggestion }'?
cli-error-as-value = tip: om '{ $arg }' als waarde te geven, schrijf '-- { $arg }'
cli-error-missing = deze verplichte argumenten ontbreken:
cli-error-needs-command = '{ $command }' heeft een commando nodig, maar er is er geen gegeven
cli-error-conflict = '{ $arg }' kan niet samen met '{ $other }'
cli-error-conflict-many = '{ $arg }' kan niet samen met een van de andere gegeven argumenten
cli-error-twice = '{ $arg }' mag maar één keer gegeven worden
cli-error-too-many = onverwachte waarde '{ $value }' voor '{ $arg }'; er werd niets meer verwacht
cli-error-number-of-values = '{ $arg }' vraagt { $expected } waarden, er zijn er { $actual } gegeven
cli-error-equals = '{ $arg }' vraagt een is-gelijkteken: { $arg }=WAARDE
cli-error-utf8 = een van de argumenten is geen geldige tekst (UTF-8)
cli-error-other = de opdrachtregel is niet te lezen: { $error }
cli-error-more = Meer informatie: probeer '--help'.
cli-error-not-a-number = geef een geheel getal, zoals 3
cli-error-not-a-year = geef een jaartal, zoals 2026
cli-error-number-too-large = dat getal is te groot
cli-error-not-negative = geef een getal van 0 of meer
cli-error-range = kies een getal van { $low } tot en met { $high }

## Het hoofdcommando
cli-about = Scoreteller en scheidsrechter voor hartenjagen en verwante kaartspellen, gespeeld met echte kaarten
cli-long-about =
    Scoreteller en scheidsrechter voor hartenjagen en verwante kaartspellen, gespeeld met echte kaarten.

    Vertel na elke ronde welke strafkaarten iedereen haalde; het programma controleert of dat kan, telt de punten volgens de regels van de variant (maan, Omnibus, twee fasen, …), bewaart de partij veilig op schijf, en zegt wie deelt, wie aan wie doorgeeft en wie uitkomt.
cli-after =
    Voorbeelden:
      hartenjagen new --players "Ann,Bob,Cas,Dee"
      hartenjagen record Ann="SV 3" Bob=5 Dee=rest
      hartenjagen status
      hartenjagen next
      hartenjagen new --variant heart-hunter --players "Ann,Bob,Cas" --quick

    Kaarten: SV H10 RB ka (kleur S H R K of ♠ ♥ ♦ ♣, dan A H V B of 2-10, hoofdletters of niet),
    een los getal voor zoveel harten, `rest` voor alle strafkaarten die niemand anders haalde,
    - voor niets. De Engelse schrijfwijze (QS 10H) werkt ook.
cli--lang = De taal van de tafel: en of nl (standaard: HARTENJAGEN_LANG, anders de taal van het systeem)

## Argumenten die meer commando's hebben
cli--file = Het partijbestand; zonder deze optie de laatst gewijzigde partij in de gegevensmap
cli--json = Toon JSON in plaats van tekst (sleutels zoals in de specificatie; altijd Engels)
cli--moon = Bij een maan waar de schutter kiest: erbij (ieder ander krijgt de punten) of eraf (de schutter gaat omlaag)
cli--renege = Wie verzaakte: die krijgt het strafpuntentotaal van de ronde, de rest 0; geef geen kaarten
cli--declare = Wie vóór de eerste slag de aankondiging van het spel deed (capot bij Polignac); voer de kaarten van de ronde in zoals altijd
cli--bid = auction: het hoogste bod, NAAM=N (laat het weg als de hoogste bieder van de vorige ronde zonder bieden opnieuw de kleur noemt)
cli--suit = auction: de genoemde strafkleur, S, H, R of K (elke ronde)
cli--all_pass = auction: iedereen paste bij het bieden; er wordt niets geteld en de volgende deler deelt
cli--pay = Reversis: fiches betaald tijdens het spel, VAN>NAAR:N zoals de tafel betaalde (herhaal het voor elke betaling; `pot` mag VAN of NAAR zijn; zet het tussen aanhalingstekens, de shell leest `>`)
cli--expose = Gong Zhu: de kaarten die vóór het spel getoond zijn, bijv. HA,SV,RB,K10 (een getoonde kaart telt dubbel; de 10♣ vermenigvuldigt met 4)
cli--out = Kaarten die uit het spel gingen (een dode laatste slag bij twee pakken, een boer tussen de overgebleven kaarten bij Knaves), in de kaartschrijfwijze
cli--dealer = Wie echt deelde, als dat niet de voorgestelde deler was (bij `edit` houdt de ronde haar deler, tenzij hij gegeven wordt)
cli--pass = Hoe er echt werd doorgegeven, als dat niet zoals voorgesteld ging: links, rechts, overkant, niet, twee-links, twee-rechts, rondom of midden (verplicht waar de deler kiest)
cli--took = Wat elke speler haalde: NAAM=KAARTEN, bijvoorbeeld Ann="SV 3" Bob=5 Dee=rest. Een woord zonder `=` hoort nog bij de kaarten van de speler ervoor
cli--since = Alleen partijen die op of na deze dag begonnen (JJJJ-MM-DD)
cli--until = Alleen partijen die op of vóór deze dag begonnen (JJJJ-MM-DD)
cli--season = Alleen partijen die in dit kalenderjaar begonnen (een seizoen: de ratings beginnen opnieuw)
cli--no_cache = Lees elk partijbestand opnieuw in plaats van de samenvattingen te gebruiken (de cijfers zijn dezelfde)

## play
cli-play-about = Houd de score bij aan tafel, vraag voor vraag: gaat verder met de huidige partij of begint een nieuwe
cli-play-after =
    Beginnen: ga verder met de huidige partij (de stand wordt getoond), begin een nieuwe, of open
    een andere onafgemaakte partij; na een uitgespeelde partij is dezelfde tafel opnieuw de standaard.

    Bij elke ronde: typ de strafkaarten van elke speler (SV H10 3 …), Enter voor niets; de laatste
    speler krijgt de rest. Bij de vraag van elke speler:
      terug          de vorige speler opnieuw, met de invoer klaar om te wijzigen
      ongedaan       haal de laatste ronde of het opnieuw delen weg (vraagt eerst; Enter = nee)
      wijzig N       verbeter ronde N; latere rondes worden opnieuw geteld
      opnieuw        dezelfde deler deelt opnieuw
      verzaakt NAAM  NAAM verzaakte
      deler NAAM     NAAM deelde deze ronde
      doorgeven …    er werd links, rechts, overkant of niet doorgegeven
      hulp           elk commando en de kaartschrijfwijze voor dit spel
      stop           stoppen; alles wat bewaard is, blijft bewaard
    Ctrl-C stopt meteen; elke bevestigde ronde is al bewaard.

## new
cli-new-about = Begin een nieuwe partij en toon de deler, het doorgeven en wie uitkomt in de eerste ronde
cli-new-after =
    Voorbeeld:
      hartenjagen new --variant omnibus --players "Ann, Bob, Cas, Dee" --dealer Bob --target 50
cli-new--variant = Het spel: de naam van een variant (zie `hartenjagen variants list`) of het pad van een variantbestand
cli-new--players = De spelers in de volgorde waarin ze zitten, met de klok mee, gescheiden door komma's
cli-new--dealer = Wie de eerste ronde deelt (standaard: de eerste speler in de lijst)
cli-new--target = Het eindpunt van de partij (bij spellen met twee fasen: de stand waarop fase 2 begint; waar de partij eindigt als een stand eronder zakt, zoals bij Gong Zhu, is 500 gelijk aan −500)
cli-new--hands = Stop de partij na N rondes, tenzij ze eerder afloopt
cli-new--quick = Een snelle partij: het snelle eindpunt van de variant (de helft van het gewone, tenzij de variant er een noemt)
cli-new--chips = Spellen met fiches (auction, reversis): de fiches waarmee iedereen begint (standaard: die van de variant, bij auction 50)
cli-new--when = Een partij van vroeger: wanneer ze begon, JJJJ-MM-DD of JJJJ-MM-DDTUU:MM (plaatselijke tijd; 00:00 zonder tijd); de rondes worden ingevoerd als toen gespeeld
cli-new--file = Waar de partij bewaard wordt (standaard: een nieuw bestand in matches/ in de gegevensmap)

## record
cli-record-about = Voer de net gespeelde ronde in: welke strafkaarten iedereen haalde
cli-record-after =
    Voorbeelden:
      hartenjagen record Ann="SV 3" Bob=5 Dee=rest
      hartenjagen record Ann=rest --moon erbij       (Ann schoot de maan, waar de schutter kiest)
      hartenjagen record --renege Bob                (Bob verzaakte: krijgt het totaal van de ronde)

    Spelers die niet genoemd worden, haalden niets. NAAM mag het begin van een naam zijn: `a` voor Ann.

## edit
cli-edit-about = Voer een eerdere ronde opnieuw in, met dezelfde controles als `record`; latere rondes worden opnieuw geteld
cli-edit-after =
    Voorbeelden:
      hartenjagen edit 3 Ann="SV 2" Cas=rest      (ronde 3 zoals die echt ging)
      hartenjagen edit 5 --renege Dee
      hartenjagen edit 2 --expose -               (in ronde 2 werd toch niets getoond)

    De kaarten die je opgeeft, vervangen alle kaarten van de ronde; zonder NAAM=KAARTEN houdt de
    ronde haar kaarten. Al het andere (haar deler, doorgeven en tijd, --moon, --renege, --declare,
    --bid, --suit, --out, --pay, --expose) houdt de ronde, tenzij je het opnieuw opgeeft; - haalt
    het weg (--moon en --suit nemen ook geen). Wat de ronde hield en niet meer past (een keuze bij
    de maan zonder maan), wordt weggelaten, en de wijziging zegt dat; een wijziging die niets
    verandert, schrijft niets. Als de partij dan zou aflopen vóór de laatst ingevoerde ronde, wordt
    de wijziging geweigerd en staat erbij welke rondes eerst weg moeten.
cli-edit--number = Het nummer van de ronde om opnieuw in te voeren (zoals `status` het toont)

## status, next, undo, misdeal
cli-status-about = Toon de stand: de punten van elke ronde en de lopende totalen
cli-status-after =
    Op een smal scherm (de breedte van de terminal, of COLUMNS als de uitvoer niet naar een terminal
    gaat) zet de tabel haar opmerkingen eronder, en wordt ze daarna compact: de punten van elke
    ronde onder de kortste namen van de spelers. --wide toont altijd de volledige tabel.
cli-status--wide = Toon de volledige tabel (deler, doorgeven, lopende totalen, opmerkingen), hoe breed ook
cli-next-about = Zeg wie als volgende deelt, wie aan wie doorgeeft en wie uitkomt
cli-undo-about = Haal de laatste invoer weg (een ronde of het opnieuw delen)
cli-note-about = Voeg een notitie toe aan de partij, met de tijd waarop ze geschreven is (`status`, het verslag en de geschiedenis tonen haar; `undo` laat haar staan)
cli-note-after =
    Voorbeelden:
      hartenjagen note "Bob ging weg na ronde 6; Eva speelde zijn kaarten"
      hartenjagen note gespeeld in het huisje --file matches/2026-08-14_200000_hartenjagen.toml
cli-note--text = Wat je wilt noteren (meer woorden zijn één notitie, met spaties ertussen)
cli-import-about = Lees een blad met punten per ronde in (CSV, een regel per ronde, een kolom per speler) als een nieuwe partij met alleen punten; elke regel wordt eerst nagerekend
cli-import-after =
    Voorbeelden:
      hartenjagen import blad.csv --date 2026-08-14
      hartenjagen import spel.csv --variant omnibus --target 50

    De eerste regel noemt de kolommen: een per speler in de volgorde waarin ze zitten, en
    eventueel `deler` en `datum` (JJJJ-MM-DD); `ronde` en `NAAM totaal` (zoals `export --format
    csv` ze schrijft) worden nagerekend. Alleen strafpuntenspellen waarin elke ronde evenveel
    punten telt; een regel die niet klopt wordt geweigerd met regel en kolom, en er wordt niets
    geschreven.
cli-import--sheet = Het blad: een CSV-bestand (zie docs/history.md, het stuk over importeren)
cli-import--variant = Het spel: de naam van een variant (zie `hartenjagen variants list`) of het pad van een variantbestand
cli-import--target = Het eindpunt van de partij
cli-import--hands = Stop de partij na N rondes, tenzij ze eerder afloopt
cli-import--quick = Een snelle partij: het snelle eindpunt van de variant
cli-import--when = Wanneer de partij begon, JJJJ-MM-DD of JJJJ-MM-DDTUU:MM (standaard: de eerste datum van het blad, anders nu); regels zonder eigen datum krijgen deze
cli-import--file = Waar de partij bewaard wordt (standaard: een nieuw bestand in matches/ in de gegevensmap)
cli-misdeal-about = Voer in dat er opnieuw gedeeld wordt: dezelfde deler deelt dezelfde ronde opnieuw; er wordt niets geteld

## rules, variants
cli-rules-about = Toon de regels van een variant in gewone woorden, gemaakt uit het bestand (ook je eigen varianten)
cli-rules--name = De naam van de variant (zie `hartenjagen variants list`) of het pad van een variantbestand
cli-rules--json = Toon de regels in plaats daarvan als JSON: de volledige regels na `extends`, met de sleutels van een variantbestand (zoals `variants show --resolved` ze in TOML toont)
cli-variants-about = Toon, bekijk of controleer variantbestanden
cli-variants-list-about = Toon elke variant, ingebouwd en eigen, met de tafelgroottes waarvoor hij is
cli-variants-list--json = Toon JSON: een lijst van varianten met `name`, `players`, `description`, `source` (built-in, user of broken), `hides_builtin` en `error`
cli-variants-show-about = Toon het bestand van een variant
cli-variants-show--name = De naam van de variant
cli-variants-show--resolved = Toon de volledige regels na het volgen van `extends`, in plaats van het bestand zoals het geschreven is
cli-variants-check-about = Controleer een variantbestand en meld elk probleem met zijn regel of sleutel
cli-variants-check--file = Het bestand om te controleren

## history, stats
cli-history-about = Toon elke partij in de gegevensmap, nieuwste eerst: variant, spelers, rondes, winnaar
cli-history-after =
    Voorbeelden:
      hartenjagen history
      hartenjagen history --json | jq '.[] | select(.state == "finished") | .winner'

    Een partijbestand dat niet te lezen is, staat in de lijst als beschadigd, met de reden.
cli-history--json = Toon JSON: een lijst van partijen met `file`, `variant`, `players`, `started`, `finished`, `state`, `hands`, `winner`, `totals` en `error`
cli-stats-about = Statistieken per speler over alle partijen: gewonnen, winstpercentage, punten per ronde, manen, V♠ gehaald
cli-stats-after =
    Voorbeelden:
      hartenjagen stats
      hartenjagen stats --variant omnibus
      hartenjagen stats --player ann --json

    Namen die alleen in hoofdletters verschillen, zijn één persoon. Partijen, overwinningen en de
    beste en slechtste eindstand tellen alleen uitgespeelde partijen; rondes, punten, manen en V♠
    tellen elke ronde.
cli-stats--json = Toon JSON: {"{"}"players": [{"{"}"name", "matches", "wins", "win_rate", "moons", …, "rating"{"}"}]{"}"}
cli-stats--csv = Toon de tabel als CSV (een kopregel, dan een regel per speler)
cli-stats--versus = NAAM tegen iedereen met wie NAAM een partij uitspeelde: voor, achter, gelijk
cli-stats--player = Alleen deze speler (hoofdletters maken niet uit)
cli-stats--variant = Alleen partijen van deze variant
cli-stats--club = Ook de tafelpartijen van deze clubcompetitie (zonder deze optie tellen ze niet mee)
cli-history--club = Ook de tafelpartijen van deze clubcompetitie (zonder deze optie staan ze er niet bij)

## export, chart
cli-export-about = Exporteer de rondes van een partij: de punten en lopende totalen van elke speler, een regel per ronde
cli-export-after =
    Voorbeelden:
      hartenjagen export --format csv > partij.csv
      hartenjagen export --format html > verslag.html     (een afdrukbaar verslag voor de browser)
      hartenjagen export --format markdown
      hartenjagen export --format json --file matches/2026-11-22_200000_hartenjagen.toml

    Namen die een rekenblad als formule zou uitvoeren (beginnend met =, +, - of @) worden onschadelijk gemaakt.
cli-export--format = csv (kopregel: ronde, elke naam, dan "NAAM totaal" voor elke speler), json (zoals `status --json`), markdown (een tabel om te plakken), html (een afdrukbaar verslag) of bgstats (een uitgespeelde partij voor de app BG Stats)
cli-export--all = Met --format bgstats: elke uitgespeelde partij in de gegevensmap, als JSON-lijst
cli-chart-about = Teken het lopende totaal van elke speler over de rondes, in de terminal en als SVG
cli-chart-after =
    Voorbeelden:
      hartenjagen chart
      hartenjagen chart --svg stand.svg
      hartenjagen chart --svg stand.svg --force     (vervang stand.svg)
cli-chart--svg = Schrijf de grafiek hier ook als SVG-bestand, met een legenda (nooit in de map met partijen of over een partijbestand)
cli-chart--force = Vervang het bestand van --svg als het al bestaat (nooit een partijbestand)
cli-chart--json = Toon in plaats daarvan JSON: {"{"}"variant", "players", "hands": [{"{"}"number", "totals": {"{"}NAAM: n{"}"}{"}"}]{"}"}

## serve
cli-serve-about = Toon de partij live op elke telefoon en de tv, en laat de tafel rondes invoeren vanaf een telefoon
cli-serve-after =
    Voorbeelden:
      hartenjagen serve              (alleen deze computer: http://127.0.0.1:7878/)
      hartenjagen serve --lan        (telefoons op hetzelfde netwerk; met een QR-code)
      hartenjagen serve --port 0     (een vrije poort)
      hartenjagen serve --new-key    (een nieuw adres voor de tafel: het oude werkt dan niet meer)
      hartenjagen serve --app target/app   (ook de telefoon-app, op /app/)

    Het toont twee adressen: het scorebord, voor iedereen, en het adres van de tafel met zijn
    sleutel, waarmee een telefoon rondes kan invoeren en weghalen. Deel dat adres alleen met de
    tafel. De sleutel wordt voor dit partijbestand bewaard, dus het adres werkt ook na een herstart;
    --new-key maakt een nieuwe. Ctrl-C stopt de server; elke ronde is al bewaard.
cli-serve--port = De poort om op te luisteren; 0 kiest een vrije
cli-serve--lan = Luister ook op het netwerkadres van deze computer, zodat telefoons op hetzelfde netwerk de pagina kunnen openen; toont het adres van de tafel als QR-code
cli-serve--app = Bied ook de telefoon-app aan die in MAP gebouwd is (door packaging/app: target/app), op /app/, zodat de tafel hem vanaf deze computer kan openen
cli-serve--new_key = Maak een nieuwe sleutel voor het adres van de tafel (met het oude adres kun je dan geen rondes meer invoeren); zonder deze optie blijft de bewaarde sleutel van dit partijbestand gelden

## club
cli-club-about = Een clubavond: meer tafels tegelijk, elke ronde een loting voor de plaatsen, één stand
cli-club-after =
    Een avond, stap voor stap:
      hartenjagen club new Dinsdag                      (eenmalig: de competitie, 8 spellen per ronde)
      hartenjagen club start --players "Ann,Bob,Cas,Dee,Eva,Fer,Gijs,Hen,Ivo"
      hartenjagen club draw                             (ronde 1: de tafels en wie rust)
      hartenjagen club record --table 1 Ann="SV 3" Bob=10 Dee=rest
      hartenjagen club tables                           (wie waar speelt, spel k van N)
      hartenjagen club close                            (als elke tafel haar spellen gespeeld heeft)
      hartenjagen club draw                             (ronde 2) … en aan het eind:
      hartenjagen club standings
cli-club-new-about = Maak een competitie: het spel, spellen per ronde, rondes per avond, tafelgroottes, het seizoen
cli-club-new-after =
    Voorbeelden:
      hartenjagen club new Dinsdag
      hartenjagen club new "Hartenjagers" --variant heart-hunter --hands 12 --tables 3-4 --best 5 --min-evenings 5

    Een ronde is aan elke tafel een vast aantal spellen, zonder eindpunt; wie aan het eind gelijk
    staat, deelt de plaats. Spellen met fiches, levens of complexe scores zijn niet voor clubavonden.
cli-club-new--name = De naam van de competitie (zonder =, / of \)
cli-club-new--variant = Het spel: de naam van een variant of het pad van een variantbestand
cli-club-new--hands = Spellen per ronde, aan elke tafel evenveel
cli-club-new--rounds = Rondes per avond volgens plan (er mogen er meer geloot worden)
cli-club-new--tables = Tafelgroottes: 4, 3-4 of 4-5 (standaard: 4, en 3 en 5 waar het spel dat toelaat)
cli-club-new--best = Voor het seizoen tellen de beste N avonden van elke speler (standaard: alle)
cli-club-new--min_evenings = Avonden die een speler nodig heeft om in de seizoensstand te komen
cli-club-start-about = Open de avond van vandaag met de spelers die er zijn
cli-club-start-after =
    Voorbeeld:
      hartenjagen club start Dinsdag --players "Ann, Bob, Cas, Dee, Eva" --guest Zoë
cli-club-start--competition = De competitie (standaard: die van de laatste avond, of de enige)
cli-club-start--players = De spelers die er zijn, gescheiden door komma's
cli-club-start--date = De datum van de avond, JJJJ-MM-DD (standaard: vandaag)
cli-club-start--guest = Een gast: in de stand van de avond, nooit in die van het seizoen (herhaal het voor elke gast)
cli-club-arrive-about = Spelers die later kwamen: mee in de loting vanaf de volgende ronde
cli-club-arrive--names = De spelers die gekomen zijn
cli-club-arrive--guest = Een gast die gekomen is: in de stand van de avond, nooit in die van het seizoen
cli-club-arrive--new = Voeg namen die de club nog nooit zag toe zonder te vragen (zonder terminal wordt een nieuwe naam geweigerd, tenzij dit gegeven is)
cli-club-arrive--competition = De competitie (standaard: die van de laatste avond)
cli-club-leave-about = Spelers die naar huis gaan: ze houden de gespeelde rondes en worden niet meer geloot
cli-club-leave--names = De spelers die gaan (het begin van een naam is genoeg als het maar bij één past)
cli-club-leave--competition = De competitie (standaard: die van de laatste avond)
cli-club-draw-about = Loot de volgende ronde: de tafels, de plaatsen (wie eerst staat, deelt eerst) en wie rust
cli-club-draw-after =
    Voorbeelden:
      hartenjagen club draw
      hartenjagen club draw --keep-apart "Ann+Bob"     (een stel aan verschillende tafels, de hele avond)
      hartenjagen club draw --redraw                (loot de ronde opnieuw: er is nog geen spel gespeeld)

    De loting zet zoveel spelers aan tafel als de tafelgroottes toelaten; de rest rust om de beurt.
    Ze houdt het aantal paren dat opnieuw samen zit zo klein als mogelijk is (bewezen tot 4 tafels),
    en is opnieuw precies zo te loten met de lotingscode die ze in evening.toml bewaart.
cli-club-draw--competition = De competitie (standaard: die van de laatste avond)
cli-club-draw--redraw = Loot de ronde die gespeeld wordt opnieuw, zolang er geen spel van is genoteerd
cli-club-draw--keep_apart = Twee spelers aan verschillende tafels, voor de rest van de avond: "Ann+Bob"
cli-club-tables-about = Toon de ronde die gespeeld wordt: de spelers van elke tafel in zitvolgorde, spel k van N, wie rust
cli-club-tables--competition = De competitie (standaard: die van de laatste avond)
cli-club-tables--json = Toon JSON: {"{"}"competition", "date", "round", "rounds", "closed", "tables", "sitting_out"{"}"}
cli-club-record-about = Noteer een spel aan een tafel: `record` voor de partij van die tafel, met de eigen opties van record
cli-club-record-after =
    Voorbeelden:
      hartenjagen club record --table 2 Ann="SV 3" Bob=5 Dee=rest
      hartenjagen club record Dinsdag --table 1 --renege Cas

    De naam van de competitie mag vooraan staan; spelers die niet genoemd worden, haalden niets.
cli-club-record--table = De tafel (zoals `club tables` haar nummert)
cli-club-undo-about = Draai de laatste handeling van de wedstrijdleiding op de avond terug: een komst, een vertrek, een loting vóór het eerste spel, het sluiten van een ronde vóór de volgende loting, een naamswijziging
cli-club-undo-after =
    Voorbeelden:
      hartenjagen club undo          (de nieuwste handeling eerst, één per keer)

    Een loting waarvan de ronde al een opgeslagen spel heeft, wordt niet teruggedraaid: haal de
    spellen eerst weg aan hun tafel. Een terugdraaiing wordt nooit teruggedraaid; `club log`
    toont elke handeling en wat er teruggedraaid is.
cli-club-rename-about = Verbeter de naam van een speler op de avond en aan elke tafel ervan
cli-club-rename-after =
    Voorbeelden:
      hartenjagen club rename Moo Mo
      hartenjagen club rename Mo Moos --evening 2026-09-01

    De naam verandert in evening.toml en in de partij van elke tafel van die avond, ook in
    gesloten rondes; `club undo` draait het terug.
cli-club-rename--old = De naam zoals de avond hem heeft (een uniek begin is genoeg)
cli-club-rename--new = De naam zoals hij moet zijn
cli-club-rename--evening = De avond (standaard: de laatste van de competitie)
cli-club-start--new = Voeg namen die de club nog nooit zag toe zonder te vragen (zonder terminal wordt een nieuwe naam geweigerd, tenzij dit gegeven is)
cli-club-new--players = De leden van de club, gescheiden door komma's: namen die `club start` en `club arrive` kennen zonder te vragen (naast iedereen die in de club een spel gespeeld heeft)
cli-club-undo--competition = De competitie (standaard: die van de laatste avond)
cli-club-rename--competition = De competitie (standaard: die van de laatste avond)
cli-club-log-about = Elke handeling van de wedstrijdleiding op een avond, de oudste eerst, en welke teruggedraaid zijn
cli-club-log--evening = De avond (standaard: de laatste van de competitie)
cli-club-log--json = Toon JSON: {"{"}"actions": [{"{"}"time", "action", "round", "names", "from", "to", "undone"{"}"}]{"}"}
cli-club-log--competition = De competitie (standaard: die van de laatste avond)
cli-club-edit-about = Verbeter een spel aan een tafel, ook als de ronde gesloten is: `edit` voor de partij van die tafel
cli-club-edit-after =
    Voorbeelden:
      hartenjagen club edit --table 2 3 Ann="SV 3" Bob=5 Dee=rest
      hartenjagen club edit --table 1 --round 1 6 Cas=rest

    Voor de wedstrijdleiding: het spel wordt verbeterd zoals `edit` dat doet (latere spellen opnieuw
    geteld), in de ronde die gespeeld wordt of met --round in elke ronde van de avond; aan een
    tafel van een gesloten ronde kan verder niets veranderen. Het verslag zegt bij die tafel
    "Gewijzigd na het sluiten".
cli-club-edit--table = De tafel (zoals `club tables` haar nummert)
cli-club-edit--round = De ronde (standaard: de ronde die gespeeld wordt, of de laatste)
cli-club-edit--number = Het nummer van het spel om te verbeteren, zoals de partij van de tafel ze telt
cli-club-close-about = Sluit de ronde die gespeeld wordt, als elke tafel haar spellen gespeeld heeft
cli-club-close--competition = De competitie (standaard: die van de laatste avond)
cli-club-close--force = Sluit ook als een tafel nog niet al haar spellen gespeeld heeft: die telt haar uitgespeelde spellen
cli-club-serve-about = De hele zaal live: een overzicht voor de tv, een pagina per tafel om de hele avond spellen in te voeren, "waar zit ik?" en de pagina van de wedstrijdleiding
cli-club-serve-after =
    Voorbeelden:
      hartenjagen club serve --lan          (telefoons op dezelfde wifi kunnen de pagina's openen)
      hartenjagen club serve Dinsdag --port 8080

    Het toont het adres van de zaal (voor de tv), dat van de wedstrijdleiding (met zijn sleutel:
    houd het voor jezelf) en een per tafel; het adres van een tafel, met zijn sleutel, werkt de hele
    avond en opent altijd de partij die die tafel nu speelt. Stop met Ctrl-C.
cli-club-serve--competition = De competitie (standaard: die van de laatste avond)
cli-club-serve--port = De poort om op te luisteren; 0 kiest een vrije
cli-club-serve--lan = Luister ook op het netwerkadres van deze computer, zodat telefoons op hetzelfde netwerk de pagina's kunnen openen; toont het adres van de zaal als QR-code
cli-club-standings-about = De stand van de avond (tafelpunten, saldo, gewonnen rondes), of die van het seizoen
cli-club-standings-after =
    Tafelpunten aan een tafel van vier: +3, +1, −1, −3 naar plaats (wie een plaats deelt, deelt de
    punten); een ronde rust telt 0. Bij gelijke stand beslist het saldo (het gemiddelde totaal
    van de tafel min het eigen totaal), dan de gewonnen rondes.

    Voorbeelden:
      hartenjagen club standings
      hartenjagen club standings --evening 2026-09-01 --json
      hartenjagen club standings --season --csv > seizoen.csv
cli-club-standings--competition = De competitie (standaard: die van de laatste avond)
cli-club-standings--evening = De avond van deze dag, JJJJ-MM-DD (standaard: de laatste)
cli-club-standings--season = Het seizoen: de beste avonden van elke speler
cli-club-standings--json = Toon JSON: {"{"}"competition", "evening", "ranking": [...]{"}"} (sleutels zoals in de specificatie)
cli-club-standings--csv = Toon de stand als CSV (een kopregel, dan een regel per speler)
cli-club-export-about = Een afdrukbaar verslag van een avond (de lotingen, elke tafel, de stand en de prijzen, het seizoen), of van het seizoen, als één HTML-bestand
cli-club-export-after =
    Voorbeelden:
      hartenjagen club export --format html > avond.html
      hartenjagen club export Dinsdag --evening 2026-09-01 --format html > 2026-09-01.html
      hartenjagen club export --season --format html > seizoen.html

    Open het bestand in een browser en druk het af (A4, of Letter waar het systeem daarop is ingesteld).
cli-club-export--competition = De competitie (standaard: die van de laatste avond)
cli-club-export--evening = De avond van deze dag, JJJJ-MM-DD (standaard: de laatste)
cli-club-export--season = Het seizoen: de stand, en elke avond met de winnaar
cli-club-export--format = Wat er geschreven wordt: html, een afdrukbaar verslag in één bestand dat niets anders nodig heeft (voorlopig de enige vorm)

## completions, man
cli-completions-about = Toon het aanvulscript van de shell (Tab vult dan varianten, spelers, bestanden aan)
cli-completions-after =
    Installeren (zie docs/commands.md), in het opstartbestand van de shell:
      bash        source <(hartenjagen completions bash)            (~/.bashrc)
      zsh         source <(hartenjagen completions zsh)             (~/.zshrc)
      fish        hartenjagen completions fish | source             (config.fish)
      powershell  hartenjagen completions powershell | Out-String | Invoke-Expression   ($PROFILE)
      elvish      eval (hartenjagen completions elvish | slurp)     (rc.elv)
    Hetzelfde script als COMPLETE=SHELL hartenjagen toont.
cli-completions--shell = De shell: bash, zsh, fish, powershell of elvish
cli-man-about = Toon de handleiding (roff, in het Engels) op de standaarduitvoer
cli-man--dir = Schrijf in plaats daarvan de hoofdpagina en een pagina per commando (hartenjagen-record.1, …) in deze map, die gemaakt wordt als ze er niet is; pagina's die er al zijn, worden vervangen
cli-man-after =
    Installeren (zie docs/commands.md):
      hartenjagen man > ~/.local/share/man/man1/hartenjagen.1
      hartenjagen man --dir ~/.local/share/man/man1     (elke pagina)
      man hartenjagen

## Wat een waarde mag zijn
cli-use = gebruik { $words }
cli-use-date = geef een dag als JJJJ-MM-DD, zoals 2026-09-01
cli-use-when = geef een dag als JJJJ-MM-DD, of een dag en tijd als JJJJ-MM-DDTUU:MM, zoals 2026-09-01T20:30

## log (issue 37, item 7: every change leaves a trace)
cli-log-about = Elke wijziging van de partij op volgorde: wanneer, langs welke weg, wat ze verving
cli-log-after =
    Voorbeelden:
      hartenjagen log
      hartenjagen log --json --file matches/2026-11-22_200000_hartenjagen.toml

    De wegen: de opdrachtregel (elke opdracht, ook die van de club), de prompt (play), een
    telefoon (serve), de pagina van een clubtafel, de pagina van de wedstrijdleiding en het
    inlezen. Een wijziging zegt wiens punten ze veranderde (ronde 3 gewijzigd vanaf een
    telefoon om 21:04: Bob +5 → +6); het partijbestand bewaart wat elke wijziging, elk
    terugdraaien en elke nieuwe naam verving, volledig, in zijn wijzigingslog.
cli-log--json = Toon JSON: {"{"}"changes": [{"{"}"time", "door", "table", "action", "hand", "replaced"{"}"}]{"}"} (table alleen voor de pagina van een clubtafel; replaced: wat een wijziging verving)

# issue 40, clock: de rondeklok en de sleutels voor het seizoen
cli-value-start = start
cli-club-new--round_minutes = Een rondeklok op de tv van de zaal: de minuten die een ronde mag duren, geteld vanaf de loting (of vanaf `club clock start`); hij waarschuwt bij 5 minuten en aan het eind, en sluit nooit zelf een ronde
cli-club-start--round_minutes = De rondeklok van vanavond: de minuten die een ronde mag duren (in plaats van die van de competitie)
cli-club-clock-about = De rondeklok: de tijd die de ronde nog heeft; `club clock start` laat hem opnieuw lopen vanaf nu (als de ronde later begon dan de loting)
cli-club-clock-after =
    Voorbeelden:
      hartenjagen club clock
      hartenjagen club clock start      (de tafels beginnen nu: tel vanaf nu)

    De klok telt vanaf de loting van de ronde, of vanaf de laatste start; na een nieuwe loting
    telt hij opnieuw. `club undo` draait een start terug. Hij sluit nooit een ronde: dat doet de
    wedstrijdleiding.
cli-club-clock--start = `start`: tel de tijd van de ronde vanaf nu
cli-club-clock--competition = De competitie (standaard: die van de laatste avond)
cli-club-new-keys-about = Nieuwe sleutels voor de tafelkaarten (alle, of één met --table) als er een kaart kwijt is: de oude kaarten werken meteen niet meer, ook niet in een draaiende `club serve`
cli-club-new-keys-after =
    Voorbeelden:
      hartenjagen club new-keys --table 3
      hartenjagen club new-keys

    De sleutel van een tafel blijft het hele seizoen dezelfde (hij staat in competition.toml),
    dus de kaart kan gelamineerd worden. Druk de nieuwe kaarten af vanaf de pagina van de
    wedstrijdleiding.
cli-club-new-keys--table = Alleen de sleutel van deze tafel (standaard: die van elke tafel)
cli-club-new-keys--competition = De competitie (standaard: die van de laatste avond)
