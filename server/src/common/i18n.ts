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
  registrationRequired: {
    de: "Sie müssen sich registrieren, um Ihr Ergebnis zu erhalten und die Musterlösung zu sehen.",
    en: "You must register to receive your result and see the sample solution.",
    ar: "يجب عليك التسجيل للحصول على نتيجتك ورؤية الحل النموذجي.",
    fr: "Vous devez vous inscrire pour recevoir votre résultat et voir le corrigé.",
    es: "Debe registrarse para recibir su resultado y ver la solución modelo.",
  },
} satisfies Catalog<string>;
