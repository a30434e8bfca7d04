import type { Catalog } from "../../common/i18n";

/** What integrators and the profile's token and webhook forms are told. */
export const integrationMessages: Catalog<
  | "tokenInvalid"
  | "fieldNeedsScope"
  | "fieldNotForTokens"
  | "nameRequired"
  | "nameTooLong"
  | "scopesRequired"
  | "unknownScope"
  | "expiryPast"
  | "expiryTooFar"
  | "tooManyTokens"
  | "tokenNotFound"
  | "urlInvalid"
  | "urlScheme"
  | "urlPrivate"
  | "urlCredentials"
  | "eventsRequired"
  | "unknownEvent"
  | "tooManyWebhooks"
  | "webhookNotFound"
> = {
  tokenInvalid: {
    de: "Dieses Zugriffstoken ist ungültig, abgelaufen oder widerrufen.",
    en: "This access token is invalid, expired or revoked.",
    ar: "رمز الوصول هذا غير صالح أو منتهي الصلاحية أو ملغى.",
    fr: "Ce jeton d'accès est invalide, expiré ou révoqué.",
    es: "Este token de acceso no es válido, ha caducado o fue revocado.",
  },
  fieldNeedsScope: {
    de: "„{field}“ braucht ein Zugriffstoken mit dem Bereich „{scope}“.",
    en: "“{field}” needs an access token with the scope “{scope}”.",
    ar: "يتطلب „{field}“ رمز وصول بالنطاق „{scope}“.",
    fr: "« {field} » nécessite un jeton d'accès avec la portée « {scope} ».",
    es: "«{field}» necesita un token de acceso con el ámbito «{scope}».",
  },
  fieldNotForTokens: {
    de: "„{field}“ ist mit Zugriffstokens nicht erreichbar; melden Sie sich dafür an.",
    en: "“{field}” is not available to access tokens; sign in to use it.",
    ar: "„{field}“ غير متاح لرموز الوصول؛ سجّل الدخول لاستخدامه.",
    fr: "« {field} » n'est pas accessible avec un jeton d'accès ; connectez-vous pour l'utiliser.",
    es: "«{field}» no está disponible con tokens de acceso; inicie sesión para usarlo.",
  },
  nameRequired: {
    de: "Bitte geben Sie dem Token einen Namen.",
    en: "Please give the token a name.",
    ar: "يرجى إعطاء الرمز اسمًا.",
    fr: "Veuillez donner un nom au jeton.",
    es: "Dé un nombre al token, por favor.",
  },
  nameTooLong: {
    de: "Der Name darf höchstens {max} Zeichen lang sein.",
    en: "The name may be at most {max} characters long.",
    ar: "يجب ألا يزيد الاسم على {max} حرفًا.",
    fr: "Le nom ne doit pas dépasser {max} caractères.",
    es: "El nombre puede tener como máximo {max} caracteres.",
  },
  scopesRequired: {
    de: "Wählen Sie mindestens einen Bereich.",
    en: "Choose at least one scope.",
    ar: "اختر نطاقًا واحدًا على الأقل.",
    fr: "Choisissez au moins une portée.",
    es: "Elija al menos un ámbito.",
  },
  unknownScope: {
    de: "Unbekannter Bereich „{scope}“; erlaubt sind {allowed}.",
    en: "Unknown scope “{scope}”; allowed are {allowed}.",
    ar: "نطاق غير معروف „{scope}“؛ المسموح به: {allowed}.",
    fr: "Portée inconnue « {scope} » ; sont autorisées : {allowed}.",
    es: "Ámbito desconocido «{scope}»; se admiten {allowed}.",
  },
  expiryPast: {
    de: "Das Ablaufdatum muss in der Zukunft liegen.",
    en: "The expiry date must be in the future.",
    ar: "يجب أن يكون تاريخ انتهاء الصلاحية في المستقبل.",
    fr: "La date d'expiration doit être dans le futur.",
    es: "La fecha de caducidad debe estar en el futuro.",
  },
  expiryTooFar: {
    de: "Ein Token gilt höchstens ein Jahr.",
    en: "A token is valid for at most one year.",
    ar: "يكون الرمز صالحًا لمدة سنة واحدة على الأكثر.",
    fr: "Un jeton est valable au plus un an.",
    es: "Un token es válido como máximo un año.",
  },
  tooManyTokens: {
    de: "Sie haben bereits {max} Tokens; widerrufen Sie eines, bevor Sie ein neues anlegen.",
    en: "You already have {max} tokens; revoke one before creating another.",
    ar: "لديك بالفعل {max} رمزًا؛ ألغِ أحدها قبل إنشاء رمز جديد.",
    fr: "Vous avez déjà {max} jetons ; révoquez-en un avant d'en créer un autre.",
    es: "Ya tiene {max} tokens; revoque uno antes de crear otro.",
  },
  tokenNotFound: {
    de: "Dieses Token gibt es nicht.",
    en: "No such token.",
    ar: "لا يوجد رمز بهذا المعرّف.",
    fr: "Ce jeton n'existe pas.",
    es: "No existe ese token.",
  },
  urlInvalid: {
    de: "Bitte geben Sie eine vollständige Adresse an, z. B. https://example.org/hook.",
    en: "Please enter a full address, e.g. https://example.org/hook.",
    ar: "يرجى إدخال عنوان كامل، مثل https://example.org/hook.",
    fr: "Veuillez saisir une adresse complète, p. ex. https://example.org/hook.",
    es: "Introduzca una dirección completa, p. ej. https://example.org/hook.",
  },
  urlScheme: {
    de: "Nur http- und https-Adressen sind erlaubt.",
    en: "Only http and https addresses are allowed.",
    ar: "يُسمح بعناوين http وhttps فقط.",
    fr: "Seules les adresses http et https sont autorisées.",
    es: "Solo se admiten direcciones http y https.",
  },
  urlPrivate: {
    de: "Diese Adresse zeigt auf ein privates oder lokales Netz; Webhooks gehen nur an öffentliche Adressen.",
    en: "This address points to a private or local network; webhooks go to public addresses only.",
    ar: "يشير هذا العنوان إلى شبكة خاصة أو محلية؛ تُرسل الخطافات إلى العناوين العامة فقط.",
    fr: "Cette adresse désigne un réseau privé ou local ; les webhooks ne vont qu'à des adresses publiques.",
    es: "Esta dirección apunta a una red privada o local; los webhooks solo van a direcciones públicas.",
  },
  urlCredentials: {
    de: "Die Adresse darf keinen Benutzernamen und kein Passwort enthalten.",
    en: "The address may not contain a user name or password.",
    ar: "يجب ألا يحتوي العنوان على اسم مستخدم أو كلمة مرور.",
    fr: "L'adresse ne doit contenir ni nom d'utilisateur ni mot de passe.",
    es: "La dirección no puede contener usuario ni contraseña.",
  },
  eventsRequired: {
    de: "Wählen Sie mindestens ein Ereignis.",
    en: "Choose at least one event.",
    ar: "اختر حدثًا واحدًا على الأقل.",
    fr: "Choisissez au moins un événement.",
    es: "Elija al menos un evento.",
  },
  unknownEvent: {
    de: "Unbekanntes Ereignis „{event}“; erlaubt sind {allowed}.",
    en: "Unknown event “{event}”; allowed are {allowed}.",
    ar: "حدث غير معروف „{event}“؛ المسموح به: {allowed}.",
    fr: "Événement inconnu « {event} » ; sont autorisés : {allowed}.",
    es: "Evento desconocido «{event}»; se admiten {allowed}.",
  },
  tooManyWebhooks: {
    de: "Sie haben bereits {max} Webhooks; löschen Sie einen, bevor Sie einen neuen anlegen.",
    en: "You already have {max} webhooks; delete one before creating another.",
    ar: "لديك بالفعل {max} خطافًا؛ احذف أحدها قبل إنشاء خطاف جديد.",
    fr: "Vous avez déjà {max} webhooks ; supprimez-en un avant d'en créer un autre.",
    es: "Ya tiene {max} webhooks; elimine uno antes de crear otro.",
  },
  webhookNotFound: {
    de: "Diesen Webhook gibt es nicht.",
    en: "No such webhook.",
    ar: "لا يوجد خطاف ويب بهذا المعرّف.",
    fr: "Ce webhook n'existe pas.",
    es: "No existe ese webhook.",
  },
};
