import type { Catalog } from "../../common/i18n";

/** Messages of "download my data" and "delete my account". */
export const dataRightsMessages = {
  reauthRequired: {
    de: "Bitte bestätigen Sie mit Ihrem Passwort (oder Ihrer Google-Anmeldung), dass Sie Ihr Konto löschen möchten.",
    en: "Please confirm with your password (or your Google sign-in) that you want to delete your account.",
    ar: "يرجى التأكيد بكلمة المرور (أو بتسجيل الدخول عبر Google) أنك تريد حذف حسابك.",
    fr: "Veuillez confirmer avec votre mot de passe (ou votre connexion Google) que vous souhaitez supprimer votre compte.",
    es: "Confirme con su contraseña (o su inicio de sesión de Google) que desea eliminar su cuenta.",
  },
  deletedSubject: {
    de: "Ihr Konto wurde gelöscht",
    en: "Your account has been deleted",
    ar: "تم حذف حسابك",
    fr: "Votre compte a été supprimé",
    es: "Su cuenta ha sido eliminada",
  },
  deletedText: {
    de: "{greeting}\n\nIhr Konto bei Deutschprüfung und alle zugehörigen Daten (Prüfungsversuche, Antworten, Einstufungstests, Profilfoto) wurden gelöscht.\n\nWenn Sie das nicht veranlasst haben, antworten Sie bitte auf diese E-Mail.",
    en: "{greeting}\n\nYour Deutschprüfung account and all its data (exam attempts, answers, placement tests, profile photo) have been deleted.\n\nIf you did not ask for this, please reply to this email.",
    ar: "{greeting}\n\nتم حذف حسابك في Deutschprüfung وجميع بياناته (محاولات الامتحان والإجابات واختبارات تحديد المستوى وصورة الملف الشخصي).\n\nإذا لم تطلب ذلك، يرجى الرد على هذا البريد الإلكتروني.",
    fr: "{greeting}\n\nVotre compte Deutschprüfung et toutes ses données (tentatives d'examen, réponses, tests de positionnement, photo de profil) ont été supprimés.\n\nSi vous n'en êtes pas à l'origine, veuillez répondre à cet e-mail.",
    es: "{greeting}\n\nSu cuenta de Deutschprüfung y todos sus datos (intentos de examen, respuestas, pruebas de nivel, foto de perfil) han sido eliminados.\n\nSi no lo ha solicitado, responda a este correo.",
  },
} satisfies Catalog<string>;
