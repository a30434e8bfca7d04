import type { Catalog } from "../../common/i18n";

/** Messages of practice a person reads; `{name}` placeholders are filled on translation. */
export const practiceMessages = {
  setNotFound: {
    de: "Diesen Übungsbereich gibt es nicht.",
    en: "This practice set does not exist.",
    ar: "مجموعة التدريب هذه غير موجودة.",
    fr: "Cette série d'exercices n'existe pas.",
    es: "Este conjunto de ejercicios no existe.",
  },
  chooseOne: {
    de: "Wählen Sie einen Übungsbereich oder Ihre Fehler.",
    en: "Choose a practice set or your mistakes.",
    ar: "اختر مجموعة تدريب أو أخطاءك.",
    fr: "Choisissez une série d'exercices ou vos erreurs.",
    es: "Elija un conjunto de ejercicios o sus errores.",
  },
  noTasks: {
    de: "Für diesen Übungsbereich gibt es noch keine Aufgaben.",
    en: "There are no tasks for this practice set yet.",
    ar: "لا توجد مهام لمجموعة التدريب هذه بعد.",
    fr: "Il n'y a pas encore de tâches pour cette série.",
    es: "Todavía no hay tareas para este conjunto.",
  },
  notKeyed: {
    de: "Schreib- und Sprechaufgaben werden nicht geprüft, sondern nach der Abgabe bewertet.",
    en: "Writing and speaking tasks are not checked; they are assessed after you hand them in.",
    ar: "مهام الكتابة والمحادثة لا تُصحَّح هنا، بل تُقيَّم بعد التسليم.",
    fr: "Les tâches d'écriture et d'expression orale ne sont pas vérifiées : elles sont évaluées après la remise.",
    es: "Las tareas de escritura y expresión oral no se comprueban: se evalúan después de entregarlas.",
  },
  noMistakes: {
    de: "Sie haben zurzeit keine Fehler zum Üben.",
    en: "You have no mistakes to practise right now.",
    ar: "ليست لديك أخطاء للتدريب عليها حاليًا.",
    fr: "Vous n'avez aucune erreur à retravailler pour le moment.",
    es: "Ahora mismo no tiene errores que practicar.",
  },
  drillsOnly: {
    de: "Antworten können nur in einer Übung kontrolliert werden, nicht in einer Modellprüfung.",
    en: "Answers can be checked only in a drill, not in a mock exam.",
    ar: "لا يمكن التحقق من الإجابات إلا في التدريب، وليس في الامتحان التجريبي.",
    fr: "Les réponses ne peuvent être vérifiées que dans un exercice, pas dans un examen blanc.",
    es: "Las respuestas solo se pueden comprobar en un ejercicio, no en un examen de prueba.",
  },
  notInDrill: {
    de: "Die Teilaufgabe {id} gehört nicht zu dieser Übung.",
    en: "Sub-question {id} is not part of this drill.",
    ar: "السؤال الفرعي {id} ليس جزءًا من هذا التدريب.",
    fr: "La sous-question {id} ne fait pas partie de cet exercice.",
    es: "La subpregunta {id} no forma parte de este ejercicio.",
  },
  transcriptLater: {
    de: "Das Transkript gibt es erst nach der Abgabe oder, in einer Übung, nach dem Prüfen der Antworten.",
    en: "The transcript is shown only after submission or, in a drill, after checking the answers.",
    ar: "لا يظهر النص المكتوب إلا بعد التسليم، أو في التدريب بعد التحقق من الإجابات.",
    fr: "La transcription n'apparaît qu'après la remise ou, dans un exercice, après la vérification des réponses.",
    es: "La transcripción solo se muestra tras la entrega o, en un ejercicio, tras comprobar las respuestas.",
  },
  blockNotInAttempt: {
    de: "Diese Aufgabe gehört nicht zu diesem Versuch.",
    en: "This task is not part of this attempt.",
    ar: "هذه المهمة ليست جزءًا من هذه المحاولة.",
    fr: "Cette tâche ne fait pas partie de cette tentative.",
    es: "Esta tarea no forma parte de este intento.",
  },
} satisfies Catalog<string>;
