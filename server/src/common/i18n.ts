import type { LangCode } from "./lang";

/** A message in each interface language; `{name}` placeholders are filled from params. */
export type Message = Record<LangCode, string>;
export type Catalog<K extends string> = Record<K, Message>;
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
} satisfies Catalog<string>;
