import type { MessageTree } from "./messageTree";

/** The grading queue's texts: [English, German]. */
export const gradingApp: MessageTree = {
  awaiting: ["Awaiting", "Offen"],
  graded: ["Graded", "Bewertet"],
  status: ["Status", "Status"],
  task: ["Task", "Aufgabe"],
  text: ["The learner's text", "Text der Lernenden"],
  no_text: ["No text was written.", "Es wurde kein Text geschrieben."],
  words: ["%{count} words", "%{count} Wörter"],
  target: ["target: %{target}", "Ziel: %{target}"],
  hint: ["Automatic feedback (a hint, not a score)", "Automatische Rückmeldung (ein Hinweis, keine Bewertung)"],
  covered: ["covered", "behandelt"],
  not_covered: ["not found", "nicht gefunden"],
  spelling: ["Unknown words", "Unbekannte Wörter"],
  register: ["Tone and form", "Ton und Form"],
  connectors: ["Linking words: %{count}", "Verbindungswörter: %{count}"],
  rubric: ["Grade by the rubric", "Bewertung nach den Kriterien"],
  zeroes: ["The lowest band here makes the whole task 0.", "Die unterste Stufe hier macht die ganze Aufgabe zu 0."],
  comment: ["Comment for the learner (plain text)", "Kommentar für die Lernenden (reiner Text)"],
  save: ["Save grade", "Bewertung speichern"],
  saved: ["Grade saved: %{total} of %{max} points", "Bewertung gespeichert: %{total} von %{max} Punkten"],
  pick_all: ["Choose a band for every criterion.", "Wählen Sie für jedes Kriterium eine Stufe."],
  previous: ["Current teacher grade: %{total} of %{max} (%{name})", "Aktuelle Bewertung: %{total} von %{max} (%{name})"],
  self: ["Learner's self-assessment: %{total} of %{max}", "Selbstbewertung: %{total} von %{max}"],
  model: ["Model text", "Mustertext"],
  max: ["At most %{max} points", "Höchstens %{max} Punkte"],
  recording: ["The learner's recording", "Aufnahme der Lernenden"],
  no_recording: ["Nothing was recorded.", "Es wurde nichts aufgenommen."],
  duration: ["Length: %{seconds} s", "Länge: %{seconds} s"],
  transcript: ["Model answer (transcript)", "Musterlösung (Transkript)"],
};

export const gradingResource: MessageTree = {
  name: ["Grading |||| Grading queue", "Bewertung |||| Bewertungen"],
  fields: {
    learnerName: ["Learner", "Lernende"],
    examName: ["Exam", "Prüfung"],
    title: ["Task", "Aufgabe"],
    skill: ["Skill", "Fertigkeit"],
    submittedAt: ["Submitted", "Abgegeben"],
    teacherTotal: ["Teacher's points", "Punkte (Lehrkraft)"],
    status: ["Status", "Status"],
  },
};
