import { LEARNER_ERRORS } from "./learner-errors";

/**
 * Correct words the German dictionary lacks (or that the speller misses) and learners use: verbs built on
 * nouns, loan words of everyday life, abbreviations. Authored for this product; forms are listed, not derived.
 */
const EXTRA = `
picknicken picknicke picknickst picknickt picknickten gepicknickt grillen grille grillst grillt grillten gegrillt
joggen jogge joggst joggt gejoggt chatten chatte chattest chattet gechattet googeln googelt gegoogelt skypen
simsen simst gesimst posten poste postest postet gepostet liken likt geliked downloaden streamen streamt gestreamt
mailen mailt gemailt recyceln recycelt Recycling Smartphone Smartphones Laptop Laptops Tablet Tablets Handy Handys
App Apps Online Onlinekurs Onlinekurse online offline Homeoffice Workshop Workshops Team Teams Meeting Meetings
Job Jobs Jobben jobben Minijob Minijobs Startup Start-up Burn-out Burnout Sabbatical Feedback Podcast Podcasts
Selfie Selfies Au-pair Au-pairs Influencer Influencerin WLAN Wi-Fi Café Cafés Bistro Croissant Croissants Pizza Pizzas Pizzeria
Döner Falafel Hummus Couscous Sushi Burger Smoothie Smoothies Müsli Joghurt Ketchup Pommes Spaghetti Lasagne
Fitnessstudio Fitnessstudios Yoga Pilates Hip-Hop Playlist Festival Festivals Open-Air Hostel Hostels Camping
Campingplatz Flohmarkt Flohmärkte E-Mail E-Mails Email Emails E-Book E-Bike E-Bikes E-Auto E-Autos KI Kita Kitas
Azubi Azubis Bafög BAföG Deutschkurs Deutschkurse Integrationskurs Integrationskurse Sprachcafé Tandempartner
Tandempartnerin Mitbewohner Mitbewohnerin Mitbewohnerinnen WG WGs Vermieterin Hausmeister Hausmeisterin
Bändchen Häuschen Kätzchen Hündchen Tischchen okay ok na tja hey hi ciao tschüs tschüss super cool toll lecker gerne gern
`;

/** Frequent words of learners' texts at A1–B1 (beside the corrections of the curated list): preferred among suggestions of equal cost. */
const FREQUENT = `
aber alle allein also alt am an andere arbeiten Arbeit auch auf Aufgabe aus Auto bald Bahn bei beide bekommen besuchen
Besuch bitte bleiben brauchen Bruder Buch da danke dann das dass dein denn der deshalb dich die dir doch Dorf dort du
durch eigentlich ein einkaufen einladen Einladung Eltern Ende endlich er erzählen es essen Essen etwas euch fahren Fahrt
Familie fast Feier feiern Ferien finden Foto Frage fragen Frau frei Freitag freuen Freund Freundin froh früh für ganz
gehen gehört Geld gemeinsam gern Geschenk gestern gesund gibt gleich glücklich groß gut haben halb Hallo Haus Hause
heiraten heißen helfen heute hier Hilfe hoffe hoffen Hund ich Idee ihr immer in ist ja Jahr jeden jetzt Kind Kinder
Kino klein kochen kommen können kosten krank Kurs lange leben Leben lernen lesen Leute lieb Liebe liegen machen Mal
man manchmal Mann mehr mein Meinung mich mir mit möchte Monat morgen Morgen müde Mutter nach Nachbar nächste Nacht
neu nicht nichts noch nur oder oft ohne Park Party Platz Problem Reise reisen richtig ruhig sagen Samstag schnell
schon schön schreiben Schule Schwester sehen sehr sein seit selbst sich sie sind so Sohn sollen Sommer Sonntag Spaß
später spielen Sport Sprache Stadt Stunde suchen Tag Termin toll treffen Treffen tun über Uhr und uns Urlaub Vater
viel viele vielleicht von vor Wald wann warten warum was Wasser Weg weil weiß weit welche wenig wenn wer werden Wetter
wie wieder wir wissen wo Woche wohnen Wohnung wollen Wort wünsche Zeit zu Zug zurück zusammen zwei
`;

/** Adjectives of countries and languages (the dictionary lacks some), listed by stem: vietnamesisch, -e, -en, … */
const NATIONALITIES = `
afghanisch albanisch arabisch bosnisch brasilianisch bulgarisch chinesisch eritreisch griechisch indisch iranisch
irakisch japanisch koreanisch kroatisch kurdisch libanesisch marokkanisch mexikanisch nigerianisch persisch polnisch
portugiesisch rumänisch russisch serbisch somalisch spanisch syrisch thailändisch tunesisch türkisch ukrainisch
ungarisch vietnamesisch
`;
const ADJECTIVE_ENDINGS = ["", "e", "en", "em", "er", "es"];

const list = (s: string) => s.split(/\s+/u).filter(Boolean);
const lower = (w: string) => w.toLocaleLowerCase("de-DE");

/** Correct words beyond the dictionary, in lower case. */
export const EXTRA_WORDS: ReadonlySet<string> = new Set([
  ...list(EXTRA).map(lower),
  ...list(NATIONALITIES).flatMap((a) => ADJECTIVE_ENDINGS.map((e) => a + e)),
]);

/** Frequent words (lower case), the curated corrections included. */
export const FREQUENT_WORDS: ReadonlySet<string> = new Set([...list(FREQUENT), ...LEARNER_ERRORS.values()].map(lower));
