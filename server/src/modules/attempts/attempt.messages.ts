import type { Catalog } from "../../common/i18n";

/** Messages of the exam engine a person reads; `{name}` placeholders are filled on translation. */
export const attemptMessages = {
  attemptNotFound: {
    de: "Diesen Prüfungsversuch gibt es nicht.",
    en: "This exam attempt does not exist.",
    ar: "محاولة الامتحان هذه غير موجودة.",
    fr: "Cette tentative d'examen n'existe pas.",
    es: "Este intento de examen no existe.",
  },
  examNotFound: {
    de: "Diese Prüfung gibt es nicht.",
    en: "This exam does not exist.",
    ar: "هذا الامتحان غير موجود.",
    fr: "Cet examen n'existe pas.",
    es: "Este examen no existe.",
  },
  submitted: {
    de: "Dieser Prüfungsversuch ist bereits abgegeben; Antworten können nicht mehr geändert werden.",
    en: "This attempt has already been submitted; answers can no longer be changed.",
    ar: "تم تسليم هذه المحاولة بالفعل؛ لم يعد من الممكن تغيير الإجابات.",
    fr: "Cette tentative a déjà été remise ; les réponses ne peuvent plus être modifiées.",
    es: "Este intento ya se ha entregado; las respuestas ya no se pueden cambiar.",
  },
  pageOutOfRange: {
    de: "Seite {page} gibt es nicht; die Prüfung hat {count} Seiten.",
    en: "There is no page {page}; the exam has {count} pages.",
    ar: "لا توجد صفحة {page}؛ عدد صفحات الامتحان {count}.",
    fr: "La page {page} n'existe pas ; l'examen compte {count} pages.",
    es: "No existe la página {page}; el examen tiene {count} páginas.",
  },
  notInExam: {
    de: "Die Teilaufgabe {id} gehört nicht zu dieser Prüfung.",
    en: "Sub-question {id} is not part of this exam.",
    ar: "السؤال الفرعي {id} ليس جزءًا من هذا الامتحان.",
    fr: "La sous-question {id} ne fait pas partie de cet examen.",
    es: "La subpregunta {id} no forma parte de este examen.",
  },
  notAChoice: {
    de: "„{value}“ ist keine Antwortmöglichkeit der Teilaufgabe {id}.",
    en: "“{value}” is not one of the options of sub-question {id}.",
    ar: "«{value}» ليس من خيارات السؤال الفرعي {id}.",
    fr: "« {value} » ne fait pas partie des options de la sous-question {id}.",
    es: "«{value}» no es una de las opciones de la subpregunta {id}.",
  },
  tooLong: {
    de: "Die Antwort auf Teilaufgabe {id} ist zu lang (höchstens {max} Zeichen).",
    en: "The answer to sub-question {id} is too long (at most {max} characters).",
    ar: "الإجابة على السؤال الفرعي {id} طويلة جدًا (بحد أقصى {max} حرفًا).",
    fr: "La réponse à la sous-question {id} est trop longue ({max} caractères au plus).",
    es: "La respuesta a la subpregunta {id} es demasiado larga (como máximo {max} caracteres).",
  },
  duplicate: {
    de: "Die Teilaufgabe {id} kommt in dieser Speicherung mehrfach vor.",
    en: "Sub-question {id} appears more than once in this save.",
    ar: "السؤال الفرعي {id} مكرر في عملية الحفظ هذه.",
    fr: "La sous-question {id} apparaît plusieurs fois dans cet enregistrement.",
    es: "La subpregunta {id} aparece más de una vez en este guardado.",
  },
  timeUp: {
    de: "Die Zeit für diesen Prüfungsteil ist abgelaufen; Teilaufgabe {id} kann nicht mehr beantwortet werden.",
    en: "Time is up for this part of the exam; sub-question {id} can no longer be answered.",
    ar: "انتهى الوقت المخصص لهذا الجزء من الامتحان؛ لم يعد من الممكن الإجابة على السؤال الفرعي {id}.",
    fr: "Le temps imparti à cette partie de l'examen est écoulé ; la sous-question {id} ne peut plus recevoir de réponse.",
    es: "Se acabó el tiempo de esta parte del examen; la subpregunta {id} ya no se puede responder.",
  },
  blockNotInExam: {
    de: "Der Aufgabenteil {id} gehört nicht zu dieser Prüfung.",
    en: "Question block {id} is not part of this exam.",
    ar: "مجموعة الأسئلة {id} ليست جزءًا من هذا الامتحان.",
    fr: "Le bloc de questions {id} ne fait pas partie de cet examen.",
    es: "El bloque de preguntas {id} no forma parte de este examen.",
  },
  noAudio: {
    de: "Der Aufgabenteil {id} hat keine Aufnahme.",
    en: "Question block {id} has no recording.",
    ar: "مجموعة الأسئلة {id} لا تحتوي على تسجيل صوتي.",
    fr: "Le bloc de questions {id} n'a pas d'enregistrement.",
    es: "El bloque de preguntas {id} no tiene grabación.",
  },
  playLimit: {
    de: "Diese Aufnahme darf in der Prüfung nur {limit}-mal abgespielt werden.",
    en: "In the exam this recording may be played only {limit} time(s).",
    ar: "في الامتحان لا يمكن تشغيل هذا التسجيل إلا {limit} مرة.",
    fr: "À l'examen, cet enregistrement ne peut être écouté que {limit} fois.",
    es: "En el examen esta grabación solo puede reproducirse {limit} vez/veces.",
  },
} satisfies Catalog<string>;
