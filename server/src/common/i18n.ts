import type { LangCode } from "./lang";

/** A message in each interface language; `{name}` placeholders are filled from params. */
export type Message = Record<LangCode, string>;
export type Catalog<K extends string> = Record<K, Message>;
/** A message for the console and other two-language texts: German and English; the other languages read the English. */
export function deEn(de: string, en: string): Message {
  return { de, en, ar: en, fr: en, es: en };
}

/** Values of a message's `{placeholders}`. */
export type Params = Record<string, string | number>;

export function translate(message: Message, lang: LangCode, params: Params = {}): string {
  const text = message[lang] ?? message.de;
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`));
}

/** Messages shared by every domain. Each domain keeps its own catalog beside its service. */
export const commonMessages = {
  unauthenticated: {
    de: "Bitte melden Sie sich an.",
    en: "Please sign in.",
    ar: "يرجى تسجيل الدخول.",
    fr: "Veuillez vous connecter.",
    es: "Inicie sesión, por favor.",
  },
  forbidden: {
    de: "Dazu haben Sie keine Berechtigung.",
    en: "You are not allowed to do this.",
    ar: "ليس لديك صلاحية للقيام بذلك.",
    fr: "Vous n'êtes pas autorisé à faire cela.",
    es: "No tiene permiso para hacer esto.",
  },
  notFound: {
    de: "Nicht gefunden.",
    en: "Not found.",
    ar: "غير موجود.",
    fr: "Introuvable.",
    es: "No encontrado.",
  },
  invalidId: {
    de: "Keine gültige Kennung: erwartet wird eine ganze Zahl von 1 bis 2147483647.",
    en: "Not a valid id: a whole number from 1 to 2147483647 is expected.",
    ar: "معرّف غير صالح: المتوقع عدد صحيح من 1 إلى 2147483647.",
    fr: "Identifiant non valide : un nombre entier de 1 à 2147483647 est attendu.",
    es: "Identificador no válido: se espera un número entero de 1 a 2147483647.",
  },
  registrationRequired: {
    de: "Sie müssen sich registrieren, um Ihr Ergebnis zu erhalten und die Musterlösung zu sehen.",
    en: "You must register to receive your result and see the sample solution.",
    ar: "يجب عليك التسجيل للحصول على نتيجتك ورؤية الحل النموذجي.",
    fr: "Vous devez vous inscrire pour recevoir votre résultat et voir le corrigé.",
    es: "Debe registrarse para recibir su resultado y ver la solución modelo.",
  },
  internalError: {
    de: "Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
    en: "An internal error occurred. Please try again later.",
    ar: "حدث خطأ داخلي. يرجى المحاولة مرة أخرى لاحقًا.",
    fr: "Une erreur interne s'est produite. Veuillez réessayer plus tard.",
    es: "Se produjo un error interno. Inténtelo de nuevo más tarde.",
  },
  malformedBody: {
    de: "Der Inhalt der Anfrage ist kein gültiges JSON oder Formular.",
    en: "The request body is not valid JSON or form data.",
    ar: "محتوى الطلب ليس JSON أو نموذجًا صالحًا.",
    fr: "Le corps de la requête n'est pas un JSON ou un formulaire valide.",
    es: "El cuerpo de la solicitud no es un JSON o formulario válido.",
  },
  bodyTooLarge: {
    de: "Die Anfrage ist zu groß.",
    en: "The request is too large.",
    ar: "الطلب كبير جدًا.",
    fr: "La requête est trop volumineuse.",
    es: "La solicitud es demasiado grande.",
  },
  badRequest: {
    de: "Die Anfrage ist ungültig.",
    en: "The request is invalid.",
    ar: "الطلب غير صالح.",
    fr: "La requête n'est pas valide.",
    es: "La solicitud no es válida.",
  },
  nulByte: {
    de: "Das Feld {field} enthält ein unzulässiges Zeichen (NUL).",
    en: "The field {field} contains a forbidden character (NUL).",
    ar: "يحتوي الحقل {field} على حرف غير مسموح به (NUL).",
    fr: "Le champ {field} contient un caractère interdit (NUL).",
    es: "El campo {field} contiene un carácter no permitido (NUL).",
  },
  nullEntry: {
    de: "Die Liste {field} enthält einen leeren Eintrag (null).",
    en: "The list {field} contains an empty entry (null).",
    ar: "تحتوي القائمة {field} على إدخال فارغ (null).",
    fr: "La liste {field} contient une entrée vide (null).",
    es: "La lista {field} contiene una entrada vacía (null).",
  },
  mustBeText: {
    de: "Das Feld {field} muss ein Text sein.",
    en: "The field {field} must be text.",
    ar: "يجب أن يكون الحقل {field} نصًا.",
    fr: "Le champ {field} doit être un texte.",
    es: "El campo {field} debe ser un texto.",
  },
  nestedTooDeeply: {
    de: "Das Feld {field} ist zu tief verschachtelt.",
    en: "The field {field} is nested too deeply.",
    ar: "الحقل {field} متداخل بعمق كبير.",
    fr: "Le champ {field} est trop imbriqué.",
    es: "El campo {field} está demasiado anidado.",
  },
  unavailable: {
    de: "Der Dienst ist kurz nicht erreichbar. Bitte versuchen Sie es in wenigen Sekunden erneut.",
    en: "The service is briefly unavailable. Please try again in a few seconds.",
    ar: "الخدمة غير متاحة لفترة وجيزة. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.",
    fr: "Le service est momentanément indisponible. Veuillez réessayer dans quelques secondes.",
    es: "El servicio no está disponible por un momento. Inténtelo de nuevo en unos segundos.",
  },
} satisfies Catalog<string>;
