import { deEn, type Message } from "../../common/i18n";

/** The console speaks German and English; the other languages read the English text. */
const msg = deEn;

export const adminMessages = {
  required: msg("Pflichtfeld.", "Required."),
  oneOf: msg("Erlaubt: {values}.", "Allowed: {values}."),
  tooLong: msg("Höchstens {max} Zeichen.", "At most {max} characters."),
  range: msg("Erlaubt: {min} bis {max}.", "Allowed: {min} to {max}."),
  count: msg("Erlaubt: {min} bis {max} Einträge.", "Allowed: {min} to {max} entries."),
  fiveImages: msg("Eine Stufe hat genau fünf Bilder (jetzt {count}).", "A level has exactly five images (now {count})."),
  altRequired: msg("Der Alternativtext auf Deutsch fehlt.", "The German alternative text is missing."),
  slug: msg("Ein Pfadsegment ohne Leerzeichen, / ? oder #.", "One path segment without spaces, / ? or #."),
  levelExists: msg("Diese Stufe gibt es schon.", "This level already exists."),
  levelHasExams: msg("Die Stufe hat noch Prüfungen.", "The level still has exams."),
  unknownRef: msg("Nicht gefunden.", "Not found."),
  timeFactor: msg(
    "Der Zeitfaktor liegt zwischen 1 und 3 (z. B. 1,25, 1,5 oder 2).",
    "The time factor lies between 1 and 3 (e.g. 1.25, 1.5 or 2).",
  ),
  answerNotChoice: msg("Die Lösung muss eine der Auswahlmöglichkeiten sein.", "The answer must be one of the choices."),
  distinct: msg("Die Einträge müssen sich unterscheiden.", "Entries must differ."),
  mediaMissing: msg("Diese Mediendatei gibt es nicht.", "No such media file."),
  reorderMismatch: msg("Die Reihenfolge muss jedes Element genau einmal nennen.", "The order must name every item exactly once."),
  selfDemote: msg(
    "Sie können sich nicht selbst die Adminrechte entziehen oder sich sperren.",
    "You cannot demote or block yourself.",
  ),
  notPublishable: msg(
    "Die Prüfung ist noch nicht vollständig: {count} Probleme.",
    "The exam is not complete yet: {count} problems.",
  ),
  // publishing gate
  noBlocks: msg("Die Prüfung hat keine Teile.", "The exam has no parts."),
  noSubQuestions: msg("Der Teil hat keine Aufgaben.", "The part has no questions."),
  noAudio: msg("Dem Hörteil fehlt die Audiodatei.", "The listening part has no audio."),
  noImage: msg("Dem Teil fehlt das Bild.", "The part has no image."),
  noMaterial: msg("Dem Teil fehlt der Text (Einleitung oder Lesetext).", "The part has no material (intro or passage)."),
  noKey: msg("Der Aufgabe fehlt die Lösung.", "The question has no key."),
  badChoices: msg(
    "Die Aufgabe braucht {min} bis {max} ausgefüllte Auswahlmöglichkeiten.",
    "The question needs {min} to {max} filled-in choices.",
  ),
  keyNotInChoices: msg("Die Lösung ist keine der Auswahlmöglichkeiten.", "The key is not one of the choices."),
  noPool: msg("Der Teil hat keine Zuordnungsliste.", "The part has no matching pool."),
  keyNotInPool: msg("Die Lösung ist kein Wert der Zuordnungsliste.", "The key is not a value of the matching pool."),
  noAccepted: msg("Die Lücke braucht 1 bis 6 akzeptierte Antworten.", "The gap needs 1 to 6 accepted answers."),
} satisfies Record<string, Message>;

export type AdminMessageKey = keyof typeof adminMessages;
