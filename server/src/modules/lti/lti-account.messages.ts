import type { Message } from "../../common/i18n";

const m = (de: string, en: string, ar: string, fr: string, es: string): Message => ({ de, en, ar, fr, es });

/** The roster import's and the account linking's errors, in the caller's language. */
export const ltiAccountMessages = {
  noRosterService: m(
    "Die Lernplattform hat für diesen Kurs keinen Teilnehmerdienst (Names and Role Provisioning) übermittelt. Öffnen Sie das Werkzeug einmal aus dem Kurs der Plattform und versuchen Sie es erneut.",
    "The learning platform has not sent a roster service (Names and Role Provisioning) for this course. Open the tool once from the platform's course and try again.",
    "لم ترسل منصة التعلم خدمة قائمة المشاركين (Names and Role Provisioning) لهذا المقرر. افتح الأداة مرة واحدة من مقرر المنصة وحاول مرة أخرى.",
    "La plateforme d'apprentissage n'a pas transmis de service de liste des participants (Names and Role Provisioning) pour ce cours. Ouvrez l'outil une fois depuis le cours de la plateforme et réessayez.",
    "La plataforma de aprendizaje no ha enviado un servicio de lista de participantes (Names and Role Provisioning) para este curso. Abra la herramienta una vez desde el curso de la plataforma e inténtelo de nuevo.",
  ),
  rosterFailed: m(
    "Die Teilnehmerliste konnte nicht von der Lernplattform geladen werden ({detail}). Es wurde nichts geändert.",
    "The roster could not be loaded from the learning platform ({detail}). Nothing was changed.",
    "تعذّر تحميل قائمة المشاركين من منصة التعلم ({detail}). لم يتم تغيير أي شيء.",
    "La liste des participants n'a pas pu être chargée depuis la plateforme d'apprentissage ({detail}). Rien n'a été modifié.",
    "No se pudo cargar la lista de participantes desde la plataforma de aprendizaje ({detail}). No se ha cambiado nada.",
  ),
  archived: m(
    "Ein archivierter Kurs nimmt keine Teilnehmenden auf.",
    "An archived course takes no members.",
    "المقرر المؤرشف لا يقبل مشاركين.",
    "Un cours archivé n'accepte pas de participants.",
    "Un curso archivado no admite participantes.",
  ),
  notPlatformAccount: m(
    "Nur ein Konto, das eine Lernplattform angelegt hat, kann mit einem bestehenden Konto verbunden werden.",
    "Only an account made by a learning platform can be connected to an existing account.",
    "يمكن ربط الحساب الذي أنشأته منصة تعلم فقط بحساب موجود.",
    "Seul un compte créé par une plateforme d'apprentissage peut être relié à un compte existant.",
    "Solo una cuenta creada por una plataforma de aprendizaje puede conectarse a una cuenta existente.",
  ),
  linkInvalid: m(
    "Diese Verbindungsanfrage ist ungültig oder abgelaufen. Bitte öffnen Sie die Aktivität erneut aus der Lernplattform.",
    "This connection request is invalid or has expired. Please open the activity again from the learning platform.",
    "طلب الربط هذا غير صالح أو منتهي الصلاحية. يرجى فتح النشاط مرة أخرى من منصة التعلم.",
    "Cette demande de liaison est invalide ou a expiré. Veuillez rouvrir l'activité depuis la plateforme d'apprentissage.",
    "Esta solicitud de conexión no es válida o ha caducado. Abra la actividad de nuevo desde la plataforma de aprendizaje.",
  ),
  linkSelf: m(
    "Melden Sie sich mit Ihrem bestehenden Konto an (nicht mit dem Konto der Lernplattform).",
    "Sign in with your existing account (not with the learning platform's account).",
    "سجّل الدخول بحسابك الموجود (وليس بحساب منصة التعلم).",
    "Connectez-vous avec votre compte existant (pas avec le compte de la plateforme d'apprentissage).",
    "Inicie sesión con su cuenta existente (no con la cuenta de la plataforma de aprendizaje).",
  ),
  linkTargetPlatform: m(
    "Dieses Konto hat selbst kein Passwort und keine Google-Anmeldung. Melden Sie sich mit dem Konto an, das Sie behalten möchten.",
    "This account has no password or Google sign-in of its own. Sign in with the account you want to keep.",
    "هذا الحساب ليس له كلمة مرور أو تسجيل دخول Google خاص به. سجّل الدخول بالحساب الذي تريد الاحتفاظ به.",
    "Ce compte n'a ni mot de passe ni connexion Google. Connectez-vous avec le compte que vous souhaitez garder.",
    "Esta cuenta no tiene contraseña ni inicio de sesión con Google propios. Inicie sesión con la cuenta que desea conservar.",
  ),
  linkPlatformTaken: m(
    "Ihr Konto ist bereits mit einem anderen Zugang dieser Lernplattform verbunden.",
    "Your account is already connected to another user of this learning platform.",
    "حسابك مرتبط بالفعل بمستخدم آخر لمنصة التعلم هذه.",
    "Votre compte est déjà relié à un autre utilisateur de cette plateforme d'apprentissage.",
    "Su cuenta ya está conectada a otro usuario de esta plataforma de aprendizaje.",
  ),
  linkConflict: m(
    "Beide Konten haben dieselbe Aufgabe, Prüfung oder den Einstufungstest offen bzw. bearbeitet. Schließen Sie eine der Bearbeitungen ab und versuchen Sie es erneut; es wurde nichts geändert.",
    "Both accounts have the same assignment, exam or placement test open or done. Finish one of them and try again; nothing was changed.",
    "كلا الحسابين لديهما المهمة أو الامتحان أو اختبار تحديد المستوى نفسه مفتوحاً أو منجزاً. أكمل أحدهما وحاول مرة أخرى؛ لم يتم تغيير أي شيء.",
    "Les deux comptes ont le même devoir, examen ou test de niveau ouvert ou fait. Terminez l'un d'eux et réessayez ; rien n'a été modifié.",
    "Ambas cuentas tienen la misma tarea, examen o prueba de nivel abierta o hecha. Termine una de ellas e inténtelo de nuevo; no se ha cambiado nada.",
  ),
  joinTarget: m(
    "Wählen Sie einen anderen, nicht archivierten Kurs, den Sie unterrichten.",
    "Choose another course you teach that is not archived.",
    "اختر مقرراً آخر تدرّسه وغير مؤرشف.",
    "Choisissez un autre cours que vous enseignez et qui n'est pas archivé.",
    "Elija otro curso que imparta y que no esté archivado.",
  ),
  notPlatformCourse: m(
    "Dieser Kurs gehört zu keiner Lernplattform.",
    "This course belongs to no learning platform.",
    "هذا المقرر لا ينتمي إلى أي منصة تعلم.",
    "Ce cours n'appartient à aucune plateforme d'apprentissage.",
    "Este curso no pertenece a ninguna plataforma de aprendizaje.",
  ),
};
