import type { Catalog } from "../../common/i18n";

/** What a teacher is told when a grant of extended time is refused. */
export const extendedTimeMessages: Catalog<"learnersOnly" | "notOwn" | "factor" | "unknown"> = {
  learnersOnly: {
    de: "Teilnehmende mit Lehrer- oder Adminrechten erhalten Zeitzuschläge nur von Admins.",
    en: "Only admins grant extended time to teachers and admins.",
    ar: "لا يمنح الوقت الإضافي للمعلمين والمشرفين إلا المشرفون.",
    fr: "Seuls les administrateurs accordent un temps supplémentaire aux enseignants et administrateurs.",
    es: "Solo los administradores conceden tiempo adicional a docentes y administradores.",
  },
  notOwn: {
    de: "Den eigenen Zeitzuschlag können Sie nicht festlegen.",
    en: "You cannot set your own extended time.",
    ar: "لا يمكنك تحديد وقتك الإضافي بنفسك.",
    fr: "Vous ne pouvez pas fixer votre propre temps supplémentaire.",
    es: "No puede fijar su propio tiempo adicional.",
  },
  factor: {
    de: "Erlaubt sind die Zeitfaktoren {values}.",
    en: "Allowed time factors: {values}.",
    ar: "معاملات الوقت المسموح بها: {values}.",
    fr: "Facteurs de temps autorisés : {values}.",
    es: "Factores de tiempo permitidos: {values}.",
  },
  unknown: {
    de: "Diese Person gibt es nicht.",
    en: "No such learner.",
    ar: "لا يوجد متعلم بهذا المعرّف.",
    fr: "Cet apprenant n'existe pas.",
    es: "No existe ese alumno.",
  },
};
