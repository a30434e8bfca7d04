import type { Catalog } from "../../common/i18n";

/** What people are told about courses and assignments, in the five languages. */
export const courseMessages: Catalog<
  | "notFound"
  | "assignmentNotFound"
  | "unknownCode"
  | "nameRequired"
  | "nameTooLong"
  | "titleRequired"
  | "titleTooLong"
  | "noteTooLong"
  | "controlCharacters"
  | "chooseWork"
  | "examNotFound"
  | "setNotFound"
  | "skillsNotInExam"
  | "dueBeforeStart"
  | "notYetOpen"
  | "archived"
  | "noTeacherAccount"
  | "lastTeacher"
  | "notAMember"
  | "teachersOnly"
  | "learnersOnly"
> = {
  notFound: {
    de: "Diesen Kurs gibt es nicht.",
    en: "No such course.",
    ar: "لا توجد دورة بهذا المعرّف.",
    fr: "Ce cours n'existe pas.",
    es: "Ese curso no existe.",
  },
  assignmentNotFound: {
    de: "Diese Aufgabe gibt es nicht.",
    en: "No such assignment.",
    ar: "لا يوجد واجب بهذا المعرّف.",
    fr: "Ce devoir n'existe pas.",
    es: "Esa tarea no existe.",
  },
  unknownCode: {
    de: "Zu diesem Code gibt es keinen Kurs. Bitte prüfen Sie die Schreibweise oder fragen Sie Ihre Lehrkraft nach einem neuen Code.",
    en: "No course has this code. Check how it is written, or ask your teacher for a new code.",
    ar: "لا توجد دورة بهذا الرمز. تحقّق من كتابته أو اطلب رمزًا جديدًا من معلّمك.",
    fr: "Aucun cours n'a ce code. Vérifiez son orthographe ou demandez un nouveau code à votre enseignant.",
    es: "Ningún curso tiene este código. Compruebe cómo está escrito o pida un código nuevo a su docente.",
  },
  nameRequired: {
    de: "Bitte geben Sie dem Kurs einen Namen.",
    en: "Please give the course a name.",
    ar: "يرجى إدخال اسم للدورة.",
    fr: "Veuillez donner un nom au cours.",
    es: "Dé un nombre al curso.",
  },
  nameTooLong: {
    de: "Der Name ist zu lang (höchstens {max} Zeichen).",
    en: "The name is too long (at most {max} characters).",
    ar: "الاسم طويل جدًا (الحد الأقصى {max} حرفًا).",
    fr: "Le nom est trop long ({max} caractères au plus).",
    es: "El nombre es demasiado largo (como máximo {max} caracteres).",
  },
  titleRequired: {
    de: "Bitte geben Sie der Aufgabe einen Titel.",
    en: "Please give the assignment a title.",
    ar: "يرجى إدخال عنوان للواجب.",
    fr: "Veuillez donner un titre au devoir.",
    es: "Dé un título a la tarea.",
  },
  titleTooLong: {
    de: "Der Titel ist zu lang (höchstens {max} Zeichen).",
    en: "The title is too long (at most {max} characters).",
    ar: "العنوان طويل جدًا (الحد الأقصى {max} حرفًا).",
    fr: "Le titre est trop long ({max} caractères au plus).",
    es: "El título es demasiado largo (como máximo {max} caracteres).",
  },
  noteTooLong: {
    de: "Der Hinweis ist zu lang (höchstens {max} Zeichen).",
    en: "The note is too long (at most {max} characters).",
    ar: "الملاحظة طويلة جدًا (الحد الأقصى {max} حرفًا).",
    fr: "La note est trop longue ({max} caractères au plus).",
    es: "La nota es demasiado larga (como máximo {max} caracteres).",
  },
  controlCharacters: {
    de: "Der Text enthält unzulässige Steuerzeichen.",
    en: "The text contains control characters that are not allowed.",
    ar: "يحتوي النص على محارف تحكّم غير مسموح بها.",
    fr: "Le texte contient des caractères de contrôle non autorisés.",
    es: "El texto contiene caracteres de control no permitidos.",
  },
  chooseWork: {
    de: "Wählen Sie entweder eine Modellprüfung oder ein Übungsset.",
    en: "Choose either a mock exam or a practice set.",
    ar: "اختر إما امتحانًا تجريبيًا أو مجموعة تمارين.",
    fr: "Choisissez soit un examen blanc, soit une série d'exercices.",
    es: "Elija un examen de prueba o un conjunto de ejercicios.",
  },
  examNotFound: {
    de: "Diese Prüfung gibt es nicht.",
    en: "No such exam.",
    ar: "لا يوجد امتحان بهذا المعرّف.",
    fr: "Cet examen n'existe pas.",
    es: "Ese examen no existe.",
  },
  setNotFound: {
    de: "Dieses Übungsset gibt es nicht.",
    en: "No such practice set.",
    ar: "لا توجد مجموعة تمارين بهذا المعرّف.",
    fr: "Cette série d'exercices n'existe pas.",
    es: "Ese conjunto de ejercicios no existe.",
  },
  skillsNotInExam: {
    de: "Diese Prüfung hat nicht alle gewählten Module.",
    en: "This exam does not have all the chosen modules.",
    ar: "لا يتضمّن هذا الامتحان كل الوحدات المختارة.",
    fr: "Cet examen ne comporte pas tous les modules choisis.",
    es: "Este examen no tiene todos los módulos elegidos.",
  },
  dueBeforeStart: {
    de: "Der Abgabetermin muss nach dem Beginn liegen.",
    en: "The due date must be after the start.",
    ar: "يجب أن يكون موعد التسليم بعد موعد البدء.",
    fr: "La date de remise doit suivre la date de début.",
    es: "La fecha de entrega debe ser posterior al inicio.",
  },
  notYetOpen: {
    de: "Diese Aufgabe beginnt erst am {startsAt}.",
    en: "This assignment opens on {startsAt}.",
    ar: "يبدأ هذا الواجب في {startsAt}.",
    fr: "Ce devoir ouvre le {startsAt}.",
    es: "Esta tarea se abre el {startsAt}.",
  },
  archived: {
    de: "Der Kurs ist archiviert.",
    en: "The course is archived.",
    ar: "الدورة مؤرشفة.",
    fr: "Le cours est archivé.",
    es: "El curso está archivado.",
  },
  noTeacherAccount: {
    de: "Zu dieser E-Mail-Adresse gibt es kein Konto einer Lehrkraft.",
    en: "There is no teacher's account with this e-mail address.",
    ar: "لا يوجد حساب معلّم بهذا البريد الإلكتروني.",
    fr: "Il n'existe pas de compte enseignant avec cette adresse e-mail.",
    es: "No hay ninguna cuenta de docente con esta dirección de correo.",
  },
  lastTeacher: {
    de: "Ein Kurs braucht mindestens eine Lehrkraft. Fügen Sie zuerst eine weitere hinzu.",
    en: "A course needs at least one teacher. Add another teacher first.",
    ar: "تحتاج الدورة إلى معلّم واحد على الأقل. أضف معلّمًا آخر أولًا.",
    fr: "Un cours a besoin d'au moins un enseignant. Ajoutez d'abord un autre enseignant.",
    es: "Un curso necesita al menos un docente. Añada primero otro docente.",
  },
  notAMember: {
    de: "Diese Person ist nicht (mehr) in diesem Kurs.",
    en: "This person is not (or no longer) in this course.",
    ar: "هذا الشخص ليس (أو لم يعد) في هذه الدورة.",
    fr: "Cette personne ne fait pas (ou plus) partie de ce cours.",
    es: "Esta persona no está (o ya no está) en este curso.",
  },
  teachersOnly: {
    de: "Das dürfen nur die Lehrkräfte dieses Kurses.",
    en: "Only this course's teachers may do this.",
    ar: "لا يحق ذلك إلا لمعلّمي هذه الدورة.",
    fr: "Seuls les enseignants de ce cours peuvent le faire.",
    es: "Solo los docentes de este curso pueden hacerlo.",
  },
  learnersOnly: {
    de: "Aufgaben bearbeiten die Teilnehmenden des Kurses.",
    en: "Assignments are done by the course's learners.",
    ar: "يؤدّي الواجباتِ المتعلّمون في الدورة.",
    fr: "Les devoirs sont faits par les apprenants du cours.",
    es: "Las tareas las hacen los alumnos del curso.",
  },
};
