import type { Catalog } from "../../common/i18n";

type Key =
  | "missing"
  | "notAudio"
  | "unreadable"
  | "tooShort"
  | "tooLarge"
  | "tooLong"
  | "notSpeakingTask"
  | "notFound"
  | "rateLimited"
  | "quotaFull"
  | "quotaExceeded";

/** What a learner reads when a recording is refused; `{name}` placeholders are filled on translation. */
export const recordingMessages: Catalog<Key> = {
  missing: {
    de: "Es kam keine Aufnahme an. Bitte nehmen Sie erneut auf.",
    en: "No recording arrived. Please record again.",
    ar: "لم يصل أي تسجيل. يرجى التسجيل مرة أخرى.",
    fr: "Aucun enregistrement n'est arrivé. Veuillez enregistrer à nouveau.",
    es: "No llegó ninguna grabación. Vuelva a grabar, por favor.",
  },
  notAudio: {
    de: "Das ist keine Aufnahme, die wir annehmen (erlaubt: WebM/Opus, Ogg/Opus, MP4/AAC, WAV).",
    en: "This is not a recording we accept (allowed: WebM/Opus, Ogg/Opus, MP4/AAC, WAV).",
    ar: "هذا ليس تسجيلًا نقبله (المسموح: WebM/Opus وOgg/Opus وMP4/AAC وWAV).",
    fr: "Ce n'est pas un enregistrement que nous acceptons (autorisés : WebM/Opus, Ogg/Opus, MP4/AAC, WAV).",
    es: "No es una grabación que aceptemos (permitidas: WebM/Opus, Ogg/Opus, MP4/AAC, WAV).",
  },
  unreadable: {
    de: "Die Aufnahme lässt sich nicht lesen (vielleicht beschädigt oder leer). Bitte nehmen Sie erneut auf.",
    en: "The recording cannot be read (it may be damaged or empty). Please record again.",
    ar: "تعذّرت قراءة التسجيل (ربما تالف أو فارغ). يرجى التسجيل مرة أخرى.",
    fr: "L'enregistrement est illisible (peut-être endommagé ou vide). Veuillez enregistrer à nouveau.",
    es: "No se puede leer la grabación (quizá esté dañada o vacía). Vuelva a grabar, por favor.",
  },
  tooShort: {
    de: "Die Aufnahme ist kürzer als eine Sekunde. Bitte nehmen Sie erneut auf.",
    en: "The recording is shorter than one second. Please record again.",
    ar: "التسجيل أقصر من ثانية واحدة. يرجى التسجيل مرة أخرى.",
    fr: "L'enregistrement dure moins d'une seconde. Veuillez enregistrer à nouveau.",
    es: "La grabación dura menos de un segundo. Vuelva a grabar, por favor.",
  },
  tooLarge: {
    de: "Die Aufnahme ist zu groß (höchstens {mb} MB).",
    en: "The recording is too large (at most {mb} MB).",
    ar: "التسجيل كبير جدًا (الحد الأقصى {mb} ميغابايت).",
    fr: "L'enregistrement est trop volumineux ({mb} Mo au plus).",
    es: "La grabación es demasiado grande (como máximo {mb} MB).",
  },
  tooLong: {
    de: "Die Aufnahme dauert {seconds} s; diese Aufgabe erlaubt höchstens {max} s. Bitte nehmen Sie kürzer auf.",
    en: "The recording lasts {seconds} s; this task allows at most {max} s. Please record a shorter answer.",
    ar: "مدة التسجيل {seconds} ث، وهذه المهمة تسمح بـ {max} ث على الأكثر. يرجى تسجيل إجابة أقصر.",
    fr: "L'enregistrement dure {seconds} s ; cette tâche permet au plus {max} s. Veuillez enregistrer une réponse plus courte.",
    es: "La grabación dura {seconds} s; esta tarea permite como máximo {max} s. Grabe una respuesta más corta, por favor.",
  },
  notSpeakingTask: {
    de: "Teilaufgabe {id} ist keine Sprechaufgabe.",
    en: "Sub-question {id} is not a speaking task.",
    ar: "السؤال الفرعي {id} ليس مهمة تحدث.",
    fr: "La sous-question {id} n'est pas une tâche orale.",
    es: "La subpregunta {id} no es una tarea oral.",
  },
  rateLimited: {
    de: "Sie haben in kurzer Zeit sehr viele Aufnahmen hochgeladen. Bitte versuchen Sie es in {minutes} Minute(n) erneut.",
    en: "You have uploaded a great many recordings in a short time. Please try again in {minutes} minute(s).",
    ar: "لقد رفعت عددًا كبيرًا جدًا من التسجيلات في وقت قصير. يرجى المحاولة مرة أخرى بعد {minutes} دقيقة.",
    fr: "Vous avez envoyé un très grand nombre d'enregistrements en peu de temps. Veuillez réessayer dans {minutes} minute(s).",
    es: "Ha subido muchísimas grabaciones en poco tiempo. Vuelva a intentarlo dentro de {minutes} minuto(s).",
  },
  notFound: {
    de: "Diese Aufnahme gibt es nicht.",
    en: "There is no such recording.",
    ar: "هذا التسجيل غير موجود.",
    fr: "Cet enregistrement n'existe pas.",
    es: "Esa grabación no existe.",
  },
  quotaFull: {
    de: "Der Speicherplatz für Ihre Aufnahmen ist voll ({used} MB von {quota} MB belegt). Abgegebene Prüfungen geben den Platz ihrer verworfenen Aufnahmen frei.",
    en: "The storage for your recordings is full ({used} MB of {quota} MB used). Submitted exams free the space of their discarded takes.",
    ar: "مساحة التخزين لتسجيلاتك ممتلئة (مستخدم {used} ميغابايت من {quota} ميغابايت). تُحرِّر الامتحانات المُسلَّمة مساحة تسجيلاتها المُستبعدة.",
    fr: "L'espace de stockage de vos enregistrements est plein ({used} Mo utilisés sur {quota} Mo). Les examens remis libèrent la place de leurs prises écartées.",
    es: "El espacio para sus grabaciones está lleno ({used} MB de {quota} MB usados). Los exámenes entregados liberan el espacio de sus tomas descartadas.",
  },
  quotaExceeded: {
    de: "Diese Aufnahme ({size} MB) passt nicht mehr in Ihren Speicherplatz für Aufnahmen ({used} MB von {quota} MB belegt).",
    en: "This recording ({size} MB) no longer fits in the storage for your recordings ({used} MB of {quota} MB used).",
    ar: "هذا التسجيل ({size} ميغابايت) لم يعد يتسع في مساحة تخزين تسجيلاتك (مستخدم {used} ميغابايت من {quota} ميغابايت).",
    fr: "Cet enregistrement ({size} Mo) ne tient plus dans l'espace de stockage de vos enregistrements ({used} Mo utilisés sur {quota} Mo).",
    es: "Esta grabación ({size} MB) ya no cabe en el espacio para sus grabaciones ({used} MB de {quota} MB usados).",
  },
};
