import type { Catalog } from "../../common/i18n";

/** Messages of the placement domain in the five interface languages. */
export const placementMessages = {
  runNotFound: {
    de: "Dieser Einstufungstest wurde nicht gefunden.",
    en: "This placement test was not found.",
    ar: "لم يتم العثور على اختبار تحديد المستوى هذا.",
    fr: "Ce test de positionnement est introuvable.",
    es: "No se ha encontrado esta prueba de nivel.",
  },
  answersRequired: {
    de: "Bitte beantworten Sie mindestens eine Aufgabe.",
    en: "Please answer at least one item.",
    ar: "يرجى الإجابة عن سؤال واحد على الأقل.",
    fr: "Veuillez répondre à au moins une question.",
    es: "Responda al menos una pregunta, por favor.",
  },
  duplicateAnswer: {
    de: "Die Aufgabe {item} wurde mehrmals beantwortet.",
    en: "Item {item} was answered more than once.",
    ar: "تمت الإجابة عن السؤال {item} أكثر من مرة.",
    fr: "La question {item} a reçu plusieurs réponses.",
    es: "La pregunta {item} se ha respondido más de una vez.",
  },
  itemNotInSet: {
    de: "Die Aufgabe {item} gehört nicht zum aktuellen Aufgabensatz.",
    en: "Item {item} is not part of the current set.",
    ar: "السؤال {item} ليس جزءًا من المجموعة الحالية.",
    fr: "La question {item} ne fait pas partie de la série en cours.",
    es: "La pregunta {item} no forma parte de la serie actual.",
  },
  invalidChoice: {
    de: "Die Antwort auf Aufgabe {item} ist keine der angebotenen Möglichkeiten.",
    en: "The answer to item {item} is not one of its choices.",
    ar: "الإجابة عن السؤال {item} ليست من الخيارات المتاحة.",
    fr: "La réponse à la question {item} ne fait pas partie des choix proposés.",
    es: "La respuesta a la pregunta {item} no es una de las opciones.",
  },
  roundMismatch: {
    de: "Dieser Aufgabensatz (Runde {round}) ist noch nicht an der Reihe.",
    en: "This set (round {round}) is not the current one.",
    ar: "هذه المجموعة (الجولة {round}) ليست المجموعة الحالية.",
    fr: "Cette série (tour {round}) n'est pas la série en cours.",
    es: "Esta serie (ronda {round}) no es la actual.",
  },
  runFinished: {
    de: "Dieser Einstufungstest ist bereits abgeschlossen.",
    en: "This placement test has already been completed.",
    ar: "تم الانتهاء من اختبار تحديد المستوى هذا بالفعل.",
    fr: "Ce test de positionnement est déjà terminé.",
    es: "Esta prueba de nivel ya ha finalizado.",
  },
  bankEmpty: {
    de: "Der Einstufungstest ist zurzeit nicht verfügbar.",
    en: "The placement test is not available at the moment.",
    ar: "اختبار تحديد المستوى غير متاح حاليًا.",
    fr: "Le test de positionnement n'est pas disponible pour le moment.",
    es: "La prueba de nivel no está disponible en este momento.",
  },
  levelLabel: {
    de: "Niveau {level}",
    en: "Level {level}",
    ar: "المستوى {level}",
    fr: "Niveau {level}",
    es: "Nivel {level}",
  },
  notReached: {
    de: "A1 nicht erreicht",
    en: "A1 not reached",
    ar: "لم يتم بلوغ المستوى A1",
    fr: "A1 non atteint",
    es: "A1 no alcanzado",
  },
} satisfies Catalog<string>;
