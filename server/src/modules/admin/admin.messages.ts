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
  notPublishableOne: msg("Die Prüfung ist noch nicht vollständig: 1 Problem.", "The exam is not complete yet: 1 problem."),
  // where a problem sits: the part (its title), and the question in it
  inPart: msg("{part}: {message}", "{part}: {message}"),
  inQuestion: msg("{part}, Aufgabe {n}: {message}", "{part}, question {n}: {message}"),
  untitledPart: msg("Teil {n}", "Part {n}"),
  // the blueprint of the family and level (content/blueprints.yaml)
  bpMissing: msg(
    "Laut Vorlage fehlt „{teil}“ ({items} Aufgaben).",
    "The blueprint asks for “{teil}” ({items} questions), which is missing.",
  ),
  bpItems: msg(
    "„{teil}“: {count} statt {items} Aufgaben laut Vorlage.",
    "“{teil}”: the blueprint asks for {items} questions, found {count}.",
  ),
  bpNoTeil: msg(
    "„{title}“ ist kein Teil der Vorlage (der Titel beginnt mit einem von: {teile}).",
    "“{title}” is no part of the blueprint (the title begins with one of: {teile}).",
  ),
  bpReadingMinutes: msg(
    "Lesen dauert {minutes} Minuten, die Vorlage sieht {expected} vor.",
    "Reading takes {minutes} minutes, the blueprint gives {expected}.",
  ),
  bpListeningMinutes: msg(
    "Hören dauert {minutes} Minuten, die Vorlage sieht {expected} vor.",
    "Listening takes {minutes} minutes, the blueprint gives {expected}.",
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
  // productive tasks
  minOverMax: msg("Die Mindestzahl darf nicht über der Höchstzahl liegen.", "The minimum must not exceed the maximum."),
  keywordShort: msg("Ein Stichwort hat mindestens 2 Zeichen.", "A keyword has at least 2 characters."),
  writingBlockOnly: msg(
    "Schreibaufgaben gehören in einen Schreibteil, und ein Schreibteil enthält nur Schreibaufgaben.",
    "Writing tasks belong in a writing part, and a writing part holds only writing tasks.",
  ),
  speakingBlockOnly: msg(
    "Sprechaufgaben gehören in einen Sprechteil, und ein Sprechteil enthält nur Sprechaufgaben.",
    "Speaking tasks belong in a speaking part, and a speaking part holds only speaking tasks.",
  ),
  noTask: msg("Der Aufgabe fehlt die Aufgabenstellung.", "The task has no task text."),
  noRubric: msg("Der Aufgabe fehlt der Bewertungsbogen.", "The task has no rubric."),
  noSpeakingTimes: msg(
    "Der Sprechaufgabe fehlen Vorbereitungszeit und Sprechzeit.",
    "The speaking task has no preparation or recording time.",
  ),
  noTranscript: msg(
    "Der Sprechaufgabe fehlt das Modell-Transkript auf Deutsch (Musterlösung).",
    "The speaking task has no model transcript in German (model solution).",
  ),
  modelAudioOgg: msg(
    "Die Modellaufnahme ist eine .ogg-Datei (die .mp3 gehört ins Feld daneben).",
    "The model recording is an .ogg file (the .mp3 goes in the field beside it).",
  ),
  // rubrics
  rubricShape: msg(
    "Kriterien und Bänder behalten ihre Schlüssel und Buchstaben: Bewertungen verweisen darauf.",
    "Criteria and bands keep their keys and letters: assessments refer to them.",
  ),
  bandsDescending: msg(
    "Die Punkte fallen vom besten Band an und enden bei 0.",
    "Points fall from the best band down and end at 0.",
  ),
  telcBands: msg("telc bewertet A/B/C/D = 5/3/1/0.", "telc rates A/B/C/D = 5/3/1/0."),
  completionBands: msg(
    "Aufgabenerfüllung: A = volle, B = halbe Punktzahl, C = 0.",
    "Task completion: A = full points, B = half, C = 0.",
  ),
} satisfies Record<string, Message>;

export type AdminMessageKey = keyof typeof adminMessages;
