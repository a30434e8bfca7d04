import type { Catalog } from "../../common/i18n";

/**
 * The course mails and the unsubscribe page, in the five interface languages. Counts stand after a colon ("Zu
 * bewerten: 3"), so no sentence needs a plural form (Arabic has six).
 */
export const notificationMessages = {
  givenSubject: {
    de: "Neue Aufgabe im Kurs „{course}“: {title}",
    en: "New assignment in the course “{course}”: {title}",
    ar: "مهمة جديدة في الدورة «{course}»: {title}",
    fr: "Nouveau devoir dans le cours « {course} » : {title}",
    es: "Nueva tarea en el curso «{course}»: {title}",
  },
  givenText: {
    de: "{greeting}\n\nIhre Lehrkraft hat im Kurs „{course}“ eine neue Aufgabe gegeben: {title}.\n{details}\nZur Aufgabe:\n{link}",
    en: "{greeting}\n\nyour teacher has given a new assignment in the course “{course}”: {title}.\n{details}\nGo to the assignment:\n{link}",
    ar: "{greeting}\n\nأعطى معلمك مهمة جديدة في الدورة «{course}»: {title}.\n{details}\nالانتقال إلى المهمة:\n{link}",
    fr: "{greeting}\n\nvotre enseignant a donné un nouveau devoir dans le cours « {course} » : {title}.\n{details}\nAccéder au devoir :\n{link}",
    es: "{greeting}\n\nsu profesor ha puesto una nueva tarea en el curso «{course}»: {title}.\n{details}\nIr a la tarea:\n{link}",
  },
  dueLine: {
    de: "Abgabe bis: {due}",
    en: "Due: {due}",
    ar: "موعد التسليم: {due}",
    fr: "À rendre avant : {due}",
    es: "Fecha de entrega: {due}",
  },
  noteLine: {
    de: "Hinweis: {note}",
    en: "Note: {note}",
    ar: "ملاحظة: {note}",
    fr: "Remarque : {note}",
    es: "Nota: {note}",
  },
  dueSubject: {
    de: "Erinnerung: „{title}“ ist morgen fällig",
    en: "Reminder: “{title}” is due tomorrow",
    ar: "تذكير: موعد تسليم «{title}» غدًا",
    fr: "Rappel : « {title} » est à rendre demain",
    es: "Recordatorio: «{title}» vence mañana",
  },
  dueText: {
    de: "{greeting}\n\ndie Aufgabe „{title}“ im Kurs „{course}“ ist bald fällig. Abgabe bis: {due}\n\nSie haben sie noch nicht abgegeben. Zur Aufgabe:\n{link}",
    en: "{greeting}\n\nthe assignment “{title}” in the course “{course}” is due soon. Due: {due}\n\nYou have not handed it in yet. Go to the assignment:\n{link}",
    ar: "{greeting}\n\nاقترب موعد تسليم المهمة «{title}» في الدورة «{course}». موعد التسليم: {due}\n\nلم تسلّمها بعد. الانتقال إلى المهمة:\n{link}",
    fr: "{greeting}\n\nle devoir « {title} » du cours « {course} » est bientôt à rendre. À rendre avant : {due}\n\nVous ne l'avez pas encore rendu. Accéder au devoir :\n{link}",
    es: "{greeting}\n\nla tarea «{title}» del curso «{course}» vence pronto. Fecha de entrega: {due}\n\nTodavía no la ha entregado. Ir a la tarea:\n{link}",
  },
  digestSubject: {
    de: "Antworten warten auf Ihre Bewertung",
    en: "Answers are waiting for your grading",
    ar: "إجابات بانتظار تقييمك",
    fr: "Des réponses attendent votre évaluation",
    es: "Hay respuestas esperando su evaluación",
  },
  digestText: {
    de: "{greeting}\n\nin Ihren Kursen warten Antworten (Schreiben, Sprechen) auf Ihre Bewertung:\n\n{lines}",
    en: "{greeting}\n\nin your courses, answers (writing, speaking) are waiting for your grading:\n\n{lines}",
    ar: "{greeting}\n\nفي دوراتك إجابات (كتابة، محادثة) بانتظار تقييمك:\n\n{lines}",
    fr: "{greeting}\n\ndans vos cours, des réponses (expression écrite, expression orale) attendent votre évaluation :\n\n{lines}",
    es: "{greeting}\n\nen sus cursos hay respuestas (expresión escrita, expresión oral) esperando su evaluación:\n\n{lines}",
  },
  digestLine: {
    de: "„{course}“ – zu bewerten: {count}\n{link}",
    en: "“{course}” – to grade: {count}\n{link}",
    ar: "«{course}» – بانتظار التقييم: {count}\n{link}",
    fr: "« {course} » – à évaluer : {count}\n{link}",
    es: "«{course}» – por evaluar: {count}\n{link}",
  },
  footer: {
    de: "Sie erhalten diese E-Mail, weil in Ihrem Profil „E-Mails zu Kursen“ eingeschaltet ist. Mit einem Klick abbestellen:\n{link}",
    en: "You receive this email because “Course emails” is switched on in your profile. Unsubscribe with one click:\n{link}",
    ar: "تصلك هذه الرسالة لأن خيار «رسائل الدورات» مفعّل في ملفك الشخصي. لإلغاء الاشتراك بنقرة واحدة:\n{link}",
    fr: "Vous recevez cet e-mail parce que « E-mails des cours » est activé dans votre profil. Se désabonner en un clic :\n{link}",
    es: "Recibe este correo porque «Correos de los cursos» está activado en su perfil. Darse de baja con un clic:\n{link}",
  },
  unsubscribeTitle: {
    de: "E-Mails zu Kursen abbestellen",
    en: "Unsubscribe from course emails",
    ar: "إلغاء الاشتراك في رسائل الدورات",
    fr: "Se désabonner des e-mails des cours",
    es: "Darse de baja de los correos de los cursos",
  },
  unsubscribeQuestion: {
    de: "Möchten Sie keine E-Mails zu Kursen mehr erhalten (neue Aufgaben, Erinnerungen, zu bewertende Antworten)?",
    en: "Do you want to stop receiving course emails (new assignments, reminders, answers to grade)?",
    ar: "هل تريد التوقف عن تلقي رسائل الدورات (المهام الجديدة والتذكيرات والإجابات التي تنتظر التقييم)؟",
    fr: "Ne plus recevoir d'e-mails des cours (nouveaux devoirs, rappels, réponses à évaluer) ?",
    es: "¿Desea dejar de recibir correos de los cursos (tareas nuevas, recordatorios, respuestas por evaluar)?",
  },
  unsubscribeButton: {
    de: "Abbestellen",
    en: "Unsubscribe",
    ar: "إلغاء الاشتراك",
    fr: "Se désabonner",
    es: "Darse de baja",
  },
  unsubscribeDone: {
    de: "Sie erhalten keine E-Mails zu Kursen mehr. In Ihrem Profil können Sie sie jederzeit wieder einschalten.",
    en: "You will no longer receive course emails. You can switch them back on in your profile at any time.",
    ar: "لن تصلك رسائل الدورات بعد الآن. يمكنك إعادة تفعيلها في ملفك الشخصي في أي وقت.",
    fr: "Vous ne recevrez plus d'e-mails des cours. Vous pouvez les réactiver à tout moment dans votre profil.",
    es: "Ya no recibirá correos de los cursos. Puede volver a activarlos en su perfil en cualquier momento.",
  },
  unsubscribeInvalid: {
    de: "Dieser Abmeldelink ist ungültig. Sie können E-Mails zu Kursen in Ihrem Profil ausschalten.",
    en: "This unsubscribe link is not valid. You can switch off course emails in your profile.",
    ar: "رابط إلغاء الاشتراك هذا غير صالح. يمكنك إيقاف رسائل الدورات من ملفك الشخصي.",
    fr: "Ce lien de désabonnement n'est pas valide. Vous pouvez désactiver les e-mails des cours dans votre profil.",
    es: "Este enlace para darse de baja no es válido. Puede desactivar los correos de los cursos en su perfil.",
  },
} satisfies Catalog<string>;
