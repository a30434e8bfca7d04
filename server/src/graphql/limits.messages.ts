import type { Catalog } from "../common/i18n";

/** Refusals of a GraphQL document above the server's limits (see README, Security). */
export const limitMessages = {
  tooDeep: {
    de: "Die Abfrage ist zu tief verschachtelt ({found} Ebenen, höchstens {limit}).",
    en: "The query is nested too deeply ({found} levels, at most {limit}).",
    ar: "الاستعلام متداخل بعمق كبير ({found} مستويات، الحد الأقصى {limit}).",
    fr: "La requête est trop imbriquée ({found} niveaux, au plus {limit}).",
    es: "La consulta está demasiado anidada ({found} niveles, como máximo {limit}).",
  },
  tooManyAliases: {
    de: "Die Abfrage enthält zu viele Aliasse ({found}, höchstens {limit}).",
    en: "The query has too many aliases ({found}, at most {limit}).",
    ar: "يحتوي الاستعلام على عدد كبير جدًا من الأسماء المستعارة ({found}، الحد الأقصى {limit}).",
    fr: "La requête contient trop d'alias ({found}, au plus {limit}).",
    es: "La consulta tiene demasiados alias ({found}, como máximo {limit}).",
  },
  tooExpensive: {
    de: "Die Abfrage ist zu aufwendig (Kosten {found}, höchstens {limit}). Bitte fragen Sie weniger Felder oder kürzere Listen auf einmal ab.",
    en: "The query is too expensive (cost {found}, at most {limit}). Please ask for fewer fields or shorter lists at once.",
    ar: "الاستعلام مكلف جدًا (التكلفة {found}، الحد الأقصى {limit}). يرجى طلب حقول أقل أو قوائم أقصر في المرة الواحدة.",
    fr: "La requête est trop coûteuse (coût {found}, au plus {limit}). Demandez moins de champs ou des listes plus courtes à la fois.",
    es: "La consulta es demasiado costosa (coste {found}, como máximo {limit}). Pida menos campos o listas más cortas a la vez.",
  },
  tooManyDirectives: {
    de: "Die Abfrage enthält zu viele Direktiven ({found}, höchstens {limit}).",
    en: "The query has too many directives ({found}, at most {limit}).",
    ar: "يحتوي الاستعلام على عدد كبير جدًا من التوجيهات ({found}، الحد الأقصى {limit}).",
    fr: "La requête contient trop de directives ({found}, au plus {limit}).",
    es: "La consulta tiene demasiadas directivas ({found}, como máximo {limit}).",
  },
  tooLong: {
    de: "Die Abfrage ist zu lang (höchstens {limit} Token).",
    en: "The query is too long (at most {limit} tokens).",
    ar: "الاستعلام طويل جدًا (الحد الأقصى {limit} رمز).",
    fr: "La requête est trop longue (au plus {limit} jetons).",
    es: "La consulta es demasiado larga (como máximo {limit} tokens).",
  },
  tooManyRequests: {
    de: "Zu viele Anfragen. Bitte versuchen Sie es in {seconds} Sekunde(n) erneut.",
    en: "Too many requests. Please try again in {seconds} second(s).",
    ar: "طلبات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد {seconds} ثانية.",
    fr: "Trop de requêtes. Veuillez réessayer dans {seconds} seconde(s).",
    es: "Demasiadas solicitudes. Vuelva a intentarlo dentro de {seconds} segundo(s).",
  },
  timeBudget: {
    de: "Die Abfrage hat ihr Zeitbudget von {limit} ms überschritten. Bitte fragen Sie weniger auf einmal ab.",
    en: "The query exceeded its time budget of {limit} ms. Please ask for less at once.",
    ar: "تجاوز الاستعلام الوقت المخصص له وهو {limit} مللي ثانية. يرجى طلب بيانات أقل في المرة الواحدة.",
    fr: "La requête a dépassé son budget de temps de {limit} ms. Demandez moins à la fois.",
    es: "La consulta superó su presupuesto de tiempo de {limit} ms. Pida menos a la vez.",
  },
} satisfies Catalog<string>;
