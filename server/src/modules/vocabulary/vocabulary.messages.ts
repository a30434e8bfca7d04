import type { Catalog } from "../../common/i18n";

/** Messages of the word deck a learner reads; `{name}` placeholders are filled on translation. */
export const vocabularyMessages = {
  wordNotFound: {
    de: "Dieses Wort ist nicht in Ihrer Wortliste.",
    en: "This word is not in your word list.",
    ar: "هذه الكلمة ليست في قائمة كلماتك.",
    fr: "Ce mot n'est pas dans votre liste de mots.",
    es: "Esta palabra no está en su lista de palabras.",
  },
  wordInvalid: {
    de: "Ein Wort hat 1 bis {max} Zeichen und mindestens einen Buchstaben.",
    en: "A word has 1 to {max} characters and at least one letter.",
    ar: "يجب أن تتكون الكلمة من 1 إلى {max} حرفًا وأن تحتوي على حرف واحد على الأقل.",
    fr: "Un mot compte de 1 à {max} caractères, dont au moins une lettre.",
    es: "Una palabra tiene de 1 a {max} caracteres y al menos una letra.",
  },
  sentenceInvalid: {
    de: "Der Satz darf nicht leer sein und höchstens {max} Zeichen haben.",
    en: "The sentence must not be empty and may have at most {max} characters.",
    ar: "يجب ألا تكون الجملة فارغة وألا تتجاوز {max} حرفًا.",
    fr: "La phrase ne doit pas être vide et compte au plus {max} caractères.",
    es: "La frase no puede estar vacía y puede tener como máximo {max} caracteres.",
  },
  noteTooLong: {
    de: "Die Notiz darf höchstens {max} Zeichen haben.",
    en: "The note may have at most {max} characters.",
    ar: "يجب ألا تتجاوز الملاحظة {max} حرفًا.",
    fr: "La note compte au plus {max} caractères.",
    es: "La nota puede tener como máximo {max} caracteres.",
  },
  deckFull: {
    de: "Ihre Wortliste ist voll ({max} Wörter). Entfernen Sie Wörter, die Sie sicher können.",
    en: "Your word list is full ({max} words). Remove words you know well.",
    ar: "قائمة كلماتك ممتلئة ({max} كلمة). احذف الكلمات التي تعرفها جيدًا.",
    fr: "Votre liste de mots est pleine ({max} mots). Retirez les mots que vous connaissez bien.",
    es: "Su lista de palabras está llena ({max} palabras). Quite las palabras que ya domina.",
  },
  blockNotFound: {
    de: "Diese Aufgabe gibt es nicht.",
    en: "This task does not exist.",
    ar: "هذه المهمة غير موجودة.",
    fr: "Cette tâche n'existe pas.",
    es: "Esta tarea no existe.",
  },
} satisfies Catalog<string>;
