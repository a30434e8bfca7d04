import type { Catalog, Message } from "../../common/i18n";

/** Why a launch was refused: each a page in the launch's language (and a log line with the reason's code). */
export type LtiRefusal =
  | "UNKNOWN_PLATFORM"
  | "BAD_REQUEST"
  | "STATE_UNKNOWN"
  | "STATE_USED"
  | "STATE_EXPIRED"
  | "BAD_SIGNATURE"
  | "TOKEN_EXPIRED"
  | "WRONG_ISSUER"
  | "WRONG_AUDIENCE"
  | "UNKNOWN_DEPLOYMENT"
  | "NONCE"
  | "MESSAGE_TYPE"
  | "NO_CONTEXT"
  | "NO_COURSE"
  | "INSTRUCTORS_ONLY"
  | "ASSIGNMENT_GONE"
  | "BLOCKED"
  | "FAILED";

export const refusalMessages: Catalog<LtiRefusal> = {
  UNKNOWN_PLATFORM: {
    de: "Diese Lernplattform ist hier nicht registriert. Bitten Sie die Administration, sie in der Konsole einzutragen.",
    en: "This learning platform is not registered here. Ask the administrators to register it in the console.",
    ar: "منصة التعلم هذه غير مسجلة هنا. اطلب من الإدارة تسجيلها في لوحة التحكم.",
    fr: "Cette plateforme d'apprentissage n'est pas enregistrée ici. Demandez aux administrateurs de l'enregistrer dans la console.",
    es: "Esta plataforma de aprendizaje no está registrada aquí. Pida a la administración que la registre en la consola.",
  },
  BAD_REQUEST: {
    de: "Der Start aus der Lernplattform war unvollständig. Bitte öffnen Sie die Aktivität erneut.",
    en: "The launch from the learning platform was incomplete. Please open the activity again.",
    ar: "كان التشغيل من منصة التعلم غير مكتمل. يرجى فتح النشاط مرة أخرى.",
    fr: "Le lancement depuis la plateforme d'apprentissage était incomplet. Veuillez rouvrir l'activité.",
    es: "El inicio desde la plataforma de aprendizaje estaba incompleto. Abra la actividad de nuevo.",
  },
  STATE_UNKNOWN: {
    de: "Diese Anmeldung ist unbekannt. Bitte öffnen Sie die Aktivität erneut aus der Lernplattform.",
    en: "This sign-in is unknown. Please open the activity again from the learning platform.",
    ar: "تسجيل الدخول هذا غير معروف. يرجى فتح النشاط مرة أخرى من منصة التعلم.",
    fr: "Cette connexion est inconnue. Veuillez rouvrir l'activité depuis la plateforme d'apprentissage.",
    es: "Este inicio de sesión es desconocido. Abra la actividad de nuevo desde la plataforma de aprendizaje.",
  },
  STATE_USED: {
    de: "Diese Anmeldung wurde bereits verwendet. Bitte öffnen Sie die Aktivität erneut aus der Lernplattform.",
    en: "This sign-in has already been used. Please open the activity again from the learning platform.",
    ar: "تم استخدام تسجيل الدخول هذا من قبل. يرجى فتح النشاط مرة أخرى من منصة التعلم.",
    fr: "Cette connexion a déjà été utilisée. Veuillez rouvrir l'activité depuis la plateforme d'apprentissage.",
    es: "Este inicio de sesión ya se utilizó. Abra la actividad de nuevo desde la plataforma de aprendizaje.",
  },
  STATE_EXPIRED: {
    de: "Die Anmeldung hat zu lange gedauert. Bitte öffnen Sie die Aktivität erneut.",
    en: "The sign-in took too long. Please open the activity again.",
    ar: "استغرق تسجيل الدخول وقتاً طويلاً. يرجى فتح النشاط مرة أخرى.",
    fr: "La connexion a pris trop de temps. Veuillez rouvrir l'activité.",
    es: "El inicio de sesión tardó demasiado. Abra la actividad de nuevo.",
  },
  BAD_SIGNATURE: {
    de: "Die Signatur der Lernplattform ist ungültig. Die Anmeldung wurde abgelehnt.",
    en: "The learning platform's signature is not valid. The sign-in was refused.",
    ar: "توقيع منصة التعلم غير صالح. تم رفض تسجيل الدخول.",
    fr: "La signature de la plateforme d'apprentissage n'est pas valide. La connexion a été refusée.",
    es: "La firma de la plataforma de aprendizaje no es válida. Se rechazó el inicio de sesión.",
  },
  TOKEN_EXPIRED: {
    de: "Die Anmeldung der Lernplattform ist abgelaufen. Bitte öffnen Sie die Aktivität erneut.",
    en: "The learning platform's sign-in has expired. Please open the activity again.",
    ar: "انتهت صلاحية تسجيل الدخول من منصة التعلم. يرجى فتح النشاط مرة أخرى.",
    fr: "La connexion de la plateforme d'apprentissage a expiré. Veuillez rouvrir l'activité.",
    es: "El inicio de sesión de la plataforma de aprendizaje ha caducado. Abra la actividad de nuevo.",
  },
  WRONG_ISSUER: {
    de: "Die Anmeldung stammt nicht von der registrierten Lernplattform.",
    en: "The sign-in does not come from the registered learning platform.",
    ar: "تسجيل الدخول لا يأتي من منصة التعلم المسجلة.",
    fr: "La connexion ne provient pas de la plateforme d'apprentissage enregistrée.",
    es: "El inicio de sesión no procede de la plataforma de aprendizaje registrada.",
  },
  WRONG_AUDIENCE: {
    de: "Die Anmeldung ist für ein anderes Werkzeug bestimmt (falsche Client-ID).",
    en: "The sign-in is meant for another tool (wrong client ID).",
    ar: "تسجيل الدخول مخصص لأداة أخرى (معرّف العميل خاطئ).",
    fr: "La connexion est destinée à un autre outil (mauvais identifiant client).",
    es: "El inicio de sesión está destinado a otra herramienta (ID de cliente incorrecto).",
  },
  UNKNOWN_DEPLOYMENT: {
    de: "Diese Bereitstellung (Deployment-ID) ist nicht registriert. Bitten Sie die Administration, sie einzutragen.",
    en: "This deployment (deployment ID) is not registered. Ask the administrators to add it.",
    ar: "هذا النشر (معرّف النشر) غير مسجل. اطلب من الإدارة إضافته.",
    fr: "Ce déploiement (identifiant de déploiement) n'est pas enregistré. Demandez aux administrateurs de l'ajouter.",
    es: "Esta implementación (ID de implementación) no está registrada. Pida a la administración que la añada.",
  },
  NONCE: {
    de: "Diese Anmeldung wurde schon einmal gesendet und wird nicht erneut angenommen.",
    en: "This sign-in was sent before and is not accepted again.",
    ar: "تم إرسال تسجيل الدخول هذا من قبل ولن يُقبل مرة أخرى.",
    fr: "Cette connexion a déjà été envoyée et n'est pas acceptée une seconde fois.",
    es: "Este inicio de sesión ya se envió antes y no se acepta de nuevo.",
  },
  MESSAGE_TYPE: {
    de: "Diese Art von Start wird nicht unterstützt (nur LTI 1.3: Ressourcen-Link und Deep Linking).",
    en: "This kind of launch is not supported (LTI 1.3 only: resource link and deep linking).",
    ar: "هذا النوع من التشغيل غير مدعوم (LTI 1.3 فقط: رابط المورد والربط العميق).",
    fr: "Ce type de lancement n'est pas pris en charge (LTI 1.3 uniquement : lien de ressource et liaison profonde).",
    es: "Este tipo de inicio no es compatible (solo LTI 1.3: enlace de recurso y vinculación profunda).",
  },
  NO_CONTEXT: {
    de: "Die Aktivität muss innerhalb eines Kurses der Lernplattform geöffnet werden.",
    en: "The activity must be opened inside a course of the learning platform.",
    ar: "يجب فتح النشاط داخل مقرر في منصة التعلم.",
    fr: "L'activité doit être ouverte dans un cours de la plateforme d'apprentissage.",
    es: "La actividad debe abrirse dentro de un curso de la plataforma de aprendizaje.",
  },
  NO_COURSE: {
    de: "Dieser Kurs ist noch nicht eingerichtet. Ihre Lehrkraft muss das Werkzeug einmal öffnen.",
    en: "This course is not set up yet. Your teacher needs to open the tool once.",
    ar: "لم يتم إعداد هذا المقرر بعد. يجب على معلمك فتح الأداة مرة واحدة.",
    fr: "Ce cours n'est pas encore configuré. Votre enseignant doit ouvrir l'outil une première fois.",
    es: "Este curso aún no está configurado. Su docente debe abrir la herramienta una vez.",
  },
  INSTRUCTORS_ONLY: {
    de: "Nur Lehrkräfte können Inhalte auswählen.",
    en: "Only teachers can choose content.",
    ar: "يمكن للمعلمين فقط اختيار المحتوى.",
    fr: "Seuls les enseignants peuvent choisir du contenu.",
    es: "Solo los docentes pueden elegir contenido.",
  },
  ASSIGNMENT_GONE: {
    de: "Diese Aufgabe gibt es nicht mehr in diesem Kurs.",
    en: "This assignment no longer exists in this course.",
    ar: "لم تعد هذه المهمة موجودة في هذا المقرر.",
    fr: "Ce devoir n'existe plus dans ce cours.",
    es: "Esta tarea ya no existe en este curso.",
  },
  BLOCKED: {
    de: "Dieses Konto ist gesperrt.",
    en: "This account is blocked.",
    ar: "هذا الحساب محظور.",
    fr: "Ce compte est bloqué.",
    es: "Esta cuenta está bloqueada.",
  },
  FAILED: {
    de: "Der Start ist fehlgeschlagen. Bitte versuchen Sie es gleich noch einmal.",
    en: "The launch failed. Please try again in a moment.",
    ar: "فشل التشغيل. يرجى المحاولة مرة أخرى بعد قليل.",
    fr: "Le lancement a échoué. Veuillez réessayer dans un instant.",
    es: "El inicio falló. Inténtelo de nuevo en un momento.",
  },
};

const m = (de: string, en: string, ar: string, fr: string, es: string): Message => ({ de, en, ar, fr, es });

/** The texts of the refusal page and the deep-linking picker. */
export const pageMessages = {
  refusedTitle: m(
    "Start nicht möglich",
    "The launch could not be completed",
    "تعذّر إتمام التشغيل",
    "Le lancement n'a pas pu aboutir",
    "No se pudo completar el inicio",
  ),
  reasonCode: m(
    "Code für die Administration",
    "Code for the administrators",
    "رمز للإدارة",
    "Code pour les administrateurs",
    "Código para la administración",
  ),
  pickerTitle: m("Inhalt auswählen", "Choose content", "اختيار المحتوى", "Choisir un contenu", "Elegir contenido"),
  pickerIntro: m(
    "Wählen Sie eine Modellprüfung oder ein Übungsset. Die Aufgabe wird in diesem Kurs angelegt und die Punkte gehen an die Bewertungsübersicht der Lernplattform.",
    "Choose a mock exam or a practice set. The assignment is created in this course and its scores go to the learning platform's gradebook.",
    "اختر امتحاناً تجريبياً أو مجموعة تمارين. تُنشأ المهمة في هذا المقرر وتُرسل الدرجات إلى سجل درجات منصة التعلم.",
    "Choisissez un examen blanc ou une série d'exercices. Le devoir est créé dans ce cours et les notes vont au carnet de notes de la plateforme.",
    "Elija un examen de práctica o un conjunto de ejercicios. La tarea se crea en este curso y las puntuaciones van al libro de calificaciones de la plataforma.",
  ),
  mocks: m("Modellprüfungen", "Mock exams", "الامتحانات التجريبية", "Examens blancs", "Exámenes de práctica"),
  sets: m("Übungssets", "Practice sets", "مجموعات التمارين", "Séries d'exercices", "Conjuntos de ejercicios"),
  modules: m("Module", "Modules", "الوحدات", "Modules", "Módulos"),
  allModules: m("alle Module", "all modules", "كل الوحدات", "tous les modules", "todos los módulos"),
  mode: m("Modus", "Mode", "الوضع", "Mode", "Modo"),
  modeExam: m("Prüfung (mit Zeit)", "Exam (timed)", "امتحان (بوقت محدد)", "Examen (chronométré)", "Examen (con tiempo)"),
  modeTraining: m(
    "Training (ohne Zeit)",
    "Training (untimed)",
    "تدريب (بدون وقت)",
    "Entraînement (sans chrono)",
    "Entrenamiento (sin tiempo)",
  ),
  choose: m("Auswählen", "Choose", "اختيار", "Choisir", "Elegir"),
  none: m(
    "Noch keine veröffentlichten Inhalte.",
    "No published content yet.",
    "لا يوجد محتوى منشور بعد.",
    "Aucun contenu publié pour l'instant.",
    "Aún no hay contenido publicado.",
  ),
  returning: m(
    "Zurück zur Lernplattform …",
    "Returning to the learning platform …",
    "جارٍ العودة إلى منصة التعلم …",
    "Retour à la plateforme d'apprentissage …",
    "Volviendo a la plataforma de aprendizaje …",
  ),
  continue: m("Weiter", "Continue", "متابعة", "Continuer", "Continuar"),
  reading: m("Lesen", "Reading", "القراءة", "Compréhension écrite", "Comprensión lectora"),
  listening: m("Hören", "Listening", "الاستماع", "Compréhension orale", "Comprensión auditiva"),
  writing: m("Schreiben", "Writing", "الكتابة", "Expression écrite", "Expresión escrita"),
  speaking: m("Sprechen", "Speaking", "التحدث", "Expression orale", "Expresión oral"),
  badChoice: m(
    "Diese Auswahl ist nicht möglich. Bitte wählen Sie erneut.",
    "This choice is not possible. Please choose again.",
    "هذا الاختيار غير ممكن. يرجى الاختيار مرة أخرى.",
    "Ce choix n'est pas possible. Veuillez choisir à nouveau.",
    "Esta elección no es posible. Elija de nuevo.",
  ),
};
