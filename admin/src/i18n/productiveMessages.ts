import type { MessageTree, Pair } from "./messageTree";

const same = (text: string): Pair => [text, text];

/** The productive tasks' and rubrics' texts: [English, German]. */
export const productiveApp: MessageTree = {
  task_words: ["%{min}–%{max} words", "%{min}–%{max} Wörter"],
  task_min_words: ["at least %{min} words", "mindestens %{min} Wörter"],
  task_max_words: ["at most %{max} words", "höchstens %{max} Wörter"],
  points_heading: ["Cover these points", "Gehen Sie auf diese Punkte ein"],
  write_here: ["The learner writes here", "Hier schreiben die Lernenden"],
  rubric_heading: ["Judged by: %{name} (at most %{max} points)", "Bewertet nach: %{name} (höchstens %{max} Punkte)"],
  keywords_help: [
    "Words, separated by commas; any one of them in a sentence marks the point as likely covered.",
    "Wörter, durch Kommas getrennt; eines davon in einem Satz zeigt, dass der Punkt wohl behandelt ist.",
  ],
  point: ["Point", "Punkt"],
  keywords: ["Keywords", "Stichwörter"],
  falling: ["Points fall from the best band down and end at 0.", "Die Punkte fallen vom besten Band an und enden bei 0."],
  no_rubric: ["No rubric chosen yet.", "Noch kein Bewertungsbogen gewählt."],
  model: ["Model answer", "Musterlösung"],
  fixed_shape: [
    "Criteria keys and band letters stay as they are: assessments refer to them.",
    "Kriterien und Bandbuchstaben bleiben, wie sie sind: Bewertungen verweisen darauf.",
  ],
  certainty: {
    src: ["source read", "Quelle gelesen"],
    "3rd": ["third-party summary", "Sekundärquelle"],
    mem: ["recalled, not verified", "aus dem Gedächtnis, ungeprüft"],
    own: ["our own choice", "eigene Festlegung"],
  },
};

export const rubricResource: MessageTree = {
  name: ["Rubric |||| Rubrics", "Bewertungsbogen |||| Bewertungsbögen"],
  fields: {
    key: ["Key", "Schlüssel"],
    name: same("Name"),
    family: ["Family", "Anbieter"],
    cefr: ["CEFR", "GER"],
    taskKind: ["Task kind", "Aufgabenart"],
    scheme: ["Scheme", "Schema"],
    weight: ["Weight", "Gewichtung"],
    maxPoints: ["Max. points", "Höchstpunktzahl"],
    source: ["Source", "Quelle"],
    certainty: ["Certainty", "Sicherheit"],
    usedBy: ["Tasks", "Aufgaben"],
    criteria: ["Criteria", "Kriterien"],
    label: ["Label", "Bezeichnung"],
    bands: ["Bands (best first)", "Bänder (bestes zuerst)"],
    band: ["Band", "Band"],
    points: ["Points", "Punkte"],
    descriptor: ["Descriptor", "Beschreibung"],
  },
};

/** The fields a productive task adds to a sub-question. */
export const productiveFields: Record<string, Pair> = {
  task: ["Task (situation and what to do)", "Aufgabenstellung (Situation und Auftrag)"],
  points: ["Content points (up to 6)", "Inhaltspunkte (bis zu 6)"],
  minWords: ["Minimum words", "Mindestwörter"],
  maxWords: ["Maximum words", "Höchstwörter"],
  rubricKey: ["Rubric", "Bewertungsbogen"],
  prepSeconds: ["Preparation (seconds, 0–600)", "Vorbereitungszeit (Sekunden, 0–600)"],
  maxRecordSeconds: ["Longest recording (seconds, 10–600)", "Längste Aufnahme (Sekunden, 10–600)"],
  modelAudio: ["Model recording (.ogg)", "Modellaufnahme (.ogg)"],
  modelAudioMp3: ["Model recording, MP3 twin (.mp3)", "Modellaufnahme, MP3-Fassung (.mp3)"],
};
