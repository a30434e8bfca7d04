/**
 * Typical misspellings of learners of German at A1–B2, each with its correction: authored for this product from
 * the error types that raters meet most (a missing umlaut or ß, ie and ei swapped, a doubled or single consonant,
 * a silent h left out, a participle built on the regular pattern, a noun written as it sounds). An entry is
 * flagged whether or not the dictionary knows the word, so it also catches real words that are errors in a
 * learner's text ("Wochenente" for "Wochenende"). Only forms that are (almost) never right in a learner's text
 * are listed: "mochte", "schon", "wurde" or "Meer" are correct words too often to flag.
 *
 * Format: "wrong→right", separated by white space ("_" for a space in a correction); the key is matched without
 * regard to case, the correction is given in its correct case.
 */
const PAIRS = `
vieleicht→vielleicht vileicht→vielleicht vielleich→vielleicht fileicht→vielleicht vielaicht→vielleicht
wochenente→Wochenende wochende→Wochenende wochenenede→Wochenende wochenend→Wochenende
frue→früh frueh→früh fruh→früh frü→früh fruher→früher frueher→früher
ser→sehr seer→sehr mer→mehr zurük→zurück zurueck→zurück zuruck→zurück
entschuldigun→Entschuldigung entschuldiegung→Entschuldigung enschuldigung→Entschuldigung entschuldigug→Entschuldigung

grüsse→Grüße gruesse→Grüße grusse→Grüße grüssen→grüßen gruss→Gruß grüss→grüß
heisse→heiße heisst→heißt heissen→heißen weiss→weiß gross→groß grosse→große grossen→großen grosser→großer
strasse→Straße strase→Straße fuss→Fuß fussball→Fußball spass→Spaß ausserdem→außerdem ausser→außer draussen→draußen
schliesslich→schließlich fliessend→fließend süss→süß bischen→bisschen bißchen→bisschen bisschien→bisschen
muß→muss mußt→musst daß→dass
fur→für fuer→für uber→über ueber→über konnen→können koennen→können mussen→müssen muessen→müssen mude→müde muede→müde
madchen→Mädchen mädschen→Mädchen schuler→Schüler schüller→Schüler gemuse→Gemüse fruhstuck→Frühstück fruehstueck→Frühstück
frühstuck→Frühstück fruhling→Frühling aerztin→Ärztin artzt→Arzt geschaft→Geschäft geschefte→Geschäfte wunsche→wünsche
naechste→nächste nachste→nächste nachsten→nächsten spat→spät spater→später tschuss→tschüss tschues→tschüss
breif→Brief beispeil→Beispiel biespiel→Beispiel beispil→Beispiel speil→Spiel speilen→spielen fereien→Ferien
famielie→Familie familei→Familie famillie→Familie fammilie→Familie interesant→interessant interresant→interessant
intressant→interessant interresse→Interesse intresse→Interesse shwester→Schwester geschwiester→Geschwister
wier→wir dier→dir mier→mir kiender→Kinder frezeit→Freizeit freitzeit→Freizeit weter→Wetter zimer→Zimmer
komen→kommen komt→kommt bekomen→bekommen schwimen→schwimmen schwimbad→Schwimmbad somer→Sommer mitag→Mittag
mitagessen→Mittagessen mitwoch→Mittwoch donerstag→Donnerstag dinstag→Dienstag sontag→Sonntag
geburstag→Geburtstag geburtstagt→Geburtstag gebürtstag→Geburtstag geburttag→Geburtstag einladdung→Einladung
wohnug→Wohnung wonung→Wohnung wohnnung→Wohnung wone→wohne addresse→Adresse adrese→Adresse telephon→Telefon
telefonummer→Telefonnummer numer→Nummer apoteke→Apotheke bibliotek→Bibliothek biblothek→Bibliothek teater→Theater
tema→Thema musick→Musik restaurent→Restaurant resturant→Restaurant restorant→Restaurant kafee→Kaffee kaffe→Kaffee
zuker→Zucker brotchen→Brötchen schockolade→Schokolade schokolate→Schokolade fleich→Fleisch milsch→Milch kase→Käse
kaese→Käse getranke→Getränke waser→Wasser
gegangt→gegangen gegeht→gegangen gefahrt→gefahren geschreibt→geschrieben geschriebt→geschrieben gelest→gelesen
geseht→gesehen gesehn→gesehen getrinkt→getrunken gegesst→gegessen geesst→gegessen gekommt→gekommen genehmt→genommen
gebleibt→geblieben gebringt→gebracht geweißt→gewusst gewisst→gewusst geschlaft→geschlafen gefindet→gefunden
gesprecht→gesprochen getrefft→getroffen gelauft→gelaufen geruft→gerufen gewascht→gewaschen angeruft→angerufen
aufgestandet→aufgestanden gebackt→gebacken geschwimmt→geschwommen gesitzt→gesessen gestehet→gestanden
pasiert→passiert pasieren→passieren interesiert→interessiert telefonirt→telefoniert organisirt→organisiert
probiren→probieren repariren→reparieren spatzieren→spazieren spaziren→spazieren spatziergang→Spaziergang
halo→Hallo freuntlich→freundlich freundlig→freundlich freunt→Freund freundinn→Freundin frendin→Freundin
geerte→geehrte geehte→geehrte geerhte→geehrte geerter→geehrter nachbahr→Nachbar nachbahrn→Nachbarn
kolege→Kollege kolegin→Kollegin kolegen→Kollegen schef→Chef arbeitzeit→Arbeitszeit arbeitsplaz→Arbeitsplatz
erfarung→Erfahrung erfarungen→Erfahrungen universitat→Universität prufung→Prüfung pruefung→Prüfung prufungen→Prüfungen
lerer→Lehrer lehrerinn→Lehrerin klase→Klasse deutsh→Deutsch deutch→Deutsch deutchland→Deutschland
deutschlant→Deutschland englich→Englisch schweitz→Schweiz osterreich→Österreich turkei→Türkei munchen→München
koln→Köln dusseldorf→Düsseldorf nurnberg→Nürnberg zurich→Zürich
naturlich→natürlich natürlisch→natürlich wirklisch→wirklich wirklig→wirklich richtik→richtig billich→billig
wichtich→wichtig wichtisch→wichtig lustich→lustig fertich→fertig ungefär→ungefähr ungefahr→ungefähr zusamen→zusammen
imer→immer jetz→jetzt jezt→jetzt nichs→nichts etwass→etwas manchmahl→manchmal machmal→manchmal dannach→danach
abent→Abend abenessen→Abendessen abendesen→Abendessen nachmitag→Nachmittag jar→Jahr jaren→Jahren hochzeid→Hochzeit
urlaup→Urlaub urlab→Urlaub banhof→Bahnhof bahnhoff→Bahnhof flughaffen→Flughafen fahrad→Fahrrad farrad→Fahrrad
farkarte→Fahrkarte haltestele→Haltestelle kopfschmertzen→Kopfschmerzen erkeltung→Erkältung fiber→Fieber
wohnzimer→Wohnzimmer schlafzimer→Schlafzimmer badezimer→Badezimmer mobel→Möbel kuhlschrank→Kühlschrank
waschmachine→Waschmaschine fernsehr→Fernseher komputer→Computer nachrricht→Nachricht nachrict→Nachricht packet→Paket
supermarket→Supermarkt supermark→Supermarkt gelt→Geld teur→teuer bezalen→bezahlen schue→Schuhe pulover→Pullover
schwartz→schwarz katse→Katze bucher→Bücher konsert→Konzert gitare→Gitarre tantzen→tanzen piknik→Picknick
picknik→Picknick schnel→schnell laider→leider leieder→leider gluck→Glück glucklich→glücklich moglich→möglich
wolen→wollen meinnung→Meinung forteil→Vorteil forteile→Vorteile nachteill→Nachteil geselschaft→Gesellschaft
zukunf→Zukunft kindergarden→Kindergarten fater→Vater muter→Mutter grossmutter→Großmutter grosseltern→Großeltern
grossvater→Großvater tocher→Tochter widersehen→Wiedersehen eigendlich→eigentlich entlich→endlich plözlich→plötzlich
plotzlich→plötzlich sehenswürdichkeit→Sehenswürdigkeit reisepas→Reisepass fitnesstudio→Fitnessstudio fittness→Fitness
manschaft→Mannschaft hobbies→Hobbys tenis→Tennis antwordt→Antwort einzigste→einzige garnicht→gar_nicht
aufjedenfall→auf_jeden_Fall irgendwan→irgendwann vorallem→vor_allem
erstemal→erste_Mal villeicht→vielleicht gesundheid→Gesundheit krankenhauss→Krankenhaus
`;

/** Real words that are a typical error only before certain words ("seid drei Jahren" for "seit drei Jahren"). */
export const CONTEXT_ERRORS: readonly { wrong: string; right: string; next: RegExp }[] = [
  {
    wrong: "seid",
    right: "seit",
    next: /^(einem|einer|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|vielen|langem|kurzem|gestern|heute|letzter|letztem|letzten|jahren|monaten|wochen|tagen)$/iu,
  },
];

/** The curated map: misspelling (lower case) → correction. */
export const LEARNER_ERRORS: ReadonlyMap<string, string> = new Map(
  PAIRS.split(/\s+/u)
    .filter(Boolean)
    .map((p) => p.split("→") as [string, string])
    .map(([wrong, right]) => [wrong.toLocaleLowerCase("de-DE"), right.replace(/_/gu, " ")]),
);
