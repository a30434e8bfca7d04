import { SLUG_FIELDS } from "../providers/formValues";
import { gradingApp, gradingResource } from "./gradingMessages";
import { mediaApp } from "./mediaMessages";
import { productiveApp, productiveFields, rubricResource } from "./productiveMessages";

/** One message in both console languages: [English, German]. */
export type Pair = readonly [en: string, de: string];
export interface MessageTree {
  readonly [key: string]: MessageTree | Pair;
}
export interface Messages {
  [key: string]: Messages | string;
}

const same = (text: string): Pair => [text, text];

/** "Slug de", "Slug en", …: the slug fields are named alike in both languages. */
const slugLabels: Record<string, Pair> = Object.fromEntries(
  SLUG_FIELDS.map((field) => [field, same(`Slug ${field.slice(4).toLowerCase()}`)]),
);

/** The console's own messages, each key once with its English and German text. */
export const consoleMessages: MessageTree = {
  app: {
    title: ["Exam console", "Prüfungskonsole"],
    grading: gradingApp,
    media: mediaApp,
    productive: productiveApp,
    langs: {
      de: ["German", "Deutsch"],
      en: ["English", "Englisch"],
      ar: ["Arabic", "Arabisch"],
      fr: ["French", "Französisch"],
      es: ["Spanish", "Spanisch"],
    },
    five_images: ["A level has exactly five images (now %{count}).", "Eine Stufe hat genau fünf Bilder (jetzt %{count})."],
    pool_value: ["Key (a, b, …)", "Kennung (a, b, …)"],
    pool_label: ["Text shown", "Angezeigter Text"],
    block_type: {
      listening: ["Listening", "Hören"],
      listening_and_image: ["Listening with picture", "Hören mit Bild"],
      reading: ["Reading", "Lesen"],
      image: ["Picture", "Bild"],
      sub: ["Questions only", "Nur Aufgaben"],
      writing: ["Writing", "Schreiben"],
      speaking: ["Speaking", "Sprechen"],
    },
    question_count: [
      "%{smart_count} question |||| %{smart_count} questions",
      "%{smart_count} Aufgabe |||| %{smart_count} Aufgaben",
    ],
    skill: {
      reading: ["Reading", "Lesen"],
      listening: ["Listening", "Hören"],
      writing: ["Writing", "Schreiben"],
      speaking: ["Speaking", "Sprechen"],
    },
    minutes: ["%{smart_count} min.", "%{smart_count} Min."],
    no_limit: ["no time limit", "ohne Zeitlimit"],
    pass_rule: {
      per_skill: ["Each module on its own", "Jedes Modul einzeln"],
      total: ["On the total", "Auf die Gesamtpunktzahl"],
      written: ["The written part (telc)", "Schriftlicher Teil (telc)"],
    },
    publish: ["Publish", "Veröffentlichen"],
    unpublish: ["Unpublish", "Zurückziehen"],
    published: ["Published", "Veröffentlicht"],
    draft: ["Draft", "Entwurf"],
    preview: ["Preview", "Vorschau"],
    show_keys: ["Show keys", "Lösungen zeigen"],
    keys: ["Keys", "Lösungen"],
    learner_language: ["Learner's language", "Sprache der Lernenden"],
    previous_page: ["Previous page", "Vorige Seite"],
    next_page: ["Next page", "Nächste Seite"],
    publish_refused: ["Cannot publish yet:", "Noch nicht veröffentlichbar:"],
    publish_anyway: [
      "Publish anyway (a practice set that departs from the blueprint)",
      "Trotzdem veröffentlichen (Übungssatz, der von der Vorlage abweicht)",
    ],
    blocks: ["Parts (drag to reorder)", "Teile (zum Ordnen ziehen)"],
    sub_questions: ["Questions (drag to reorder)", "Aufgaben (zum Ordnen ziehen)"],
    add_block: ["Add part", "Teil hinzufügen"],
    add_sub_question: ["Add question", "Aufgabe hinzufügen"],
    order_saved: ["Order saved", "Reihenfolge gespeichert"],
    upload: ["Upload", "Hochladen"],
    uploading: ["Uploading…", "Wird hochgeladen…"],
    page: ["Page %{n} of %{count}", "Seite %{n} von %{count}"],
    page_teil: ["%{skill}, part %{teil} of %{teilCount}", "%{skill}, Teil %{teil} von %{teilCount}"],
    page_text: ["text %{text} of %{textCount}", "Text %{text} von %{textCount}"],
    key: ["Key", "Lösung"],
    promote: ["Make admin", "Zum Admin machen"],
    demote: ["Remove admin", "Adminrechte entziehen"],
    block: ["Block", "Sperren"],
    unblock: ["Unblock", "Entsperren"],
    export_data: ["Download data (JSON)", "Daten herunterladen (JSON)"],
    delete_account: ["Delete account", "Konto löschen"],
    delete_account_confirm: [
      "Delete this account with all attempts, answers, placement tests and its photo? This cannot be undone.",
      "Dieses Konto mit allen Versuchen, Antworten, Einstufungstests und dem Foto löschen? Das lässt sich nicht rückgängig machen.",
    ],
    account_deleted: ["The account has been deleted.", "Das Konto wurde gelöscht."],
    grant_teacher: ["Make teacher", "Zur Lehrkraft machen"],
    time_factor: ["Exam time", "Prüfungszeit"],
    time_factor_none: ["Normal time", "Normale Zeit"],
    time_factor_granted: ["Extended time saved.", "Zeitverlängerung gespeichert."],
    print: ["Print", "Drucken"],
    revoke_teacher: ["Remove teacher", "Lehrkraftrechte entziehen"],
    attempts: ["Attempts", "Versuche"],
    weakest: ["Ten weakest questions", "Die zehn schwächsten Aufgaben"],
    per_exam: ["Per exam", "Pro Prüfung"],
    share_right: ["Right", "Richtig"],
    counts: ["Totals", "Zahlen"],
    users: ["Users", "Nutzer"],
    exams: ["Exams", "Prüfungen"],
    published_exams: ["Published exams", "Veröffentlichte Prüfungen"],
    attempts_total: ["Attempts", "Versuche"],
    submitted: ["Submitted", "Abgegeben"],
    reading_mean: ["Reading Ø %", "Lesen Ø %"],
    listening_mean: ["Listening Ø %", "Hören Ø %"],
    move_up: ["Up", "Hoch"],
    move_down: ["Down", "Runter"],
    open: ["Open", "Öffnen"],
    kinds: {
      multiple_choice: ["Multiple choice", "Mehrfachauswahl"],
      true_false: ["True/false", "Richtig/Falsch"],
      gap_text: ["Gap (typed)", "Lücke (schreiben)"],
      gap_select: ["Gap (drop-down)", "Lücke (Auswahlliste)"],
      matching: ["Matching (pool)", "Zuordnung (Liste)"],
      writing: ["Writing task", "Schreibaufgabe"],
      speaking: ["Speaking task", "Sprechaufgabe"],
    },
  },
  resources: {
    grading: gradingResource,
    rubrics: rubricResource,
    levels: {
      name: ["Level |||| Levels", "Stufe |||| Stufen"],
      fields: {
        ...slugLabels,
        family: ["Family", "Anbieter"],
        cefr: ["CEFR", "GER"],
        name: same("Name"),
        description: ["Description", "Beschreibung"],
        images: ["Images", "Bilder"],
        examCount: ["Exams", "Prüfungen"],
        sortOrder: ["Order", "Reihenfolge"],
      },
    },
    exams: {
      name: ["Exam |||| Exams", "Prüfung |||| Prüfungen"],
      fields: {
        levelId: ["Level", "Stufe"],
        name: same("Name"),
        published: ["Published", "Veröffentlicht"],
        readingMinutes: ["Reading (min)", "Lesen (Min.)"],
        listeningMinutes: ["Listening (min)", "Hören (Min.)"],
        writingMinutes: ["Writing (min)", "Schreiben (Min.)"],
        speakingMinutes: ["Speaking (min)", "Sprechen (Min.)"],
        passRule: ["Pass rule", "Bestehensregel"],
        passPercent: ["Pass mark %", "Bestehensgrenze %"],
        blockCount: ["Parts", "Teile"],
        sortOrder: ["Order", "Reihenfolge"],
      },
    },
    question_blocks: {
      name: ["Part |||| Parts", "Teil |||| Teile"],
      fields: {
        examId: ["Exam", "Prüfung"],
        position: ["#", "Nr."],
        type: ["Type", "Art"],
        title: ["Title", "Titel"],
        intro: ["Instructions", "Anweisung"],
        passage: ["Passage", "Lesetext"],
        audio: same("Audio"),
        image: ["Image", "Bild"],
        playLimit: ["Play limit", "Abspielgrenze"],
        readingSeconds: ["Reading time (s)", "Lesezeit (s)"],
        transcript: ["Transcript", "Transkript"],
        optionPool: ["Matching pool", "Zuordnungsliste"],
        notes: ["Notes", "Hinweise"],
        subQuestionCount: ["Questions", "Aufgaben"],
      },
    },
    sub_questions: {
      name: ["Question |||| Questions", "Aufgabe |||| Aufgaben"],
      fields: {
        blockId: ["Part", "Teil"],
        position: ["#", "Nr."],
        kind: ["Answer type", "Antwortart"],
        title: ["Text before / question", "Text vor der Lücke / Frage"],
        lastTitle: ["Text after", "Text nach der Lücke"],
        bannerImage: ["Banner image", "Bannerbild"],
        highlight: ["Highlight", "Hervorheben"],
        choiceKind: ["Choices as", "Auswahl als"],
        textChoices: ["Choices", "Auswahlmöglichkeiten"],
        imageChoices: ["Picture choices", "Bildauswahl"],
        trueFalseLabels: ["Labels", "Beschriftung"],
        location: ["Gap position", "Lage der Lücke"],
        acceptedAnswers: ["Accepted answers (1–6)", "Akzeptierte Antworten (1–6)"],
        options: ["Drop-down options (2–16)", "Auswahlliste (2–16)"],
        answer: ["Key", "Lösung"],
        modelSolution: ["Model solution", "Musterlösung"],
        explanation: ["Explanation", "Erklärung"],
        ...productiveFields,
      },
    },
    placement_items: {
      name: ["Placement item |||| Placement items", "Einstufungsaufgabe |||| Einstufungsaufgaben"],
      fields: {
        cefr: ["CEFR", "GER"],
        difficulty: ["Difficulty", "Schwierigkeit"],
        title: ["Title", "Titel"],
        choices: ["Choices (4)", "Auswahl (4)"],
        correctAnswer: ["Correct choice", "Richtige Auswahl"],
        active: ["Active", "Aktiv"],
      },
    },
    contact_info: {
      name: ["Site content", "Seiteninhalte"],
      fields: {
        logo: same("Logo"),
        image: ["Image", "Bild"],
        images: ["Level images", "Stufenbilder"],
        about: ["About", "Über uns"],
        goetheDesc: ["Goethe text", "Goethe-Text"],
        telcDesc: ["telc text", "telc-Text"],
        placementDesc: ["Placement text", "Einstufungstext"],
        email: ["E-mail", "E-Mail"],
        phone: ["Phone", "Telefon"],
      },
    },
    users: {
      name: ["User |||| Users", "Nutzer |||| Nutzer"],
      fields: {
        email: ["E-mail", "E-Mail"],
        name: same("Name"),
        isAdmin: same("Admin"),
        isTeacher: ["Teacher", "Lehrkraft"],
        isBlocked: ["Blocked", "Gesperrt"],
        emailConfirmed: ["Confirmed", "Bestätigt"],
        timeFactor: ["Extended time (factor)", "Zeitverlängerung (Faktor)"],
        createdAt: ["Registered", "Registriert"],
        attemptCount: ["Attempts", "Versuche"],
      },
    },
    learners: {
      name: ["Extended time |||| Extended time", "Zeitverlängerung |||| Zeitverlängerung"],
      fields: {
        name: same("Name"),
        email: ["E-mail", "E-Mail"],
        timeFactor: ["Extended time", "Zeitverlängerung"],
        timeFactorGrantedBy: ["Granted by", "Gewährt von"],
        timeFactorGrantedAt: ["Granted on", "Gewährt am"],
      },
    },
    attempts: {
      name: ["Attempt |||| Attempts", "Versuch |||| Versuche"],
      fields: {
        examName: ["Exam", "Prüfung"],
        status: same("Status"),
        startedAt: ["Started", "Begonnen"],
        submittedAt: ["Submitted", "Abgegeben"],
        readingPercent: ["Reading %", "Lesen %"],
        listeningPercent: ["Listening %", "Hören %"],
        totalPercent: ["Total %", "Gesamt %"],
        passed: ["Passed", "Bestanden"],
      },
    },
  },
};

/** One language's messages out of the two-language tree. */
export function inLanguage(tree: MessageTree, lang: "en" | "de"): Messages {
  const index = lang === "en" ? 0 : 1;
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, isPair(value) ? value[index] : inLanguage(value, lang)]),
  );
}

const isPair = (value: MessageTree | Pair): value is Pair => Array.isArray(value);
