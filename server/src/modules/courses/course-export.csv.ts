import { translate, type Catalog } from "../../common/i18n";
import type { LangCode } from "../../common/lang";
import type { SkillCode } from "../exams/question-block.entity";
import type { PartStatus } from "../attempts/official-rule";
import type { ClassViewDto } from "./class-view.service";

/** The headings and words of the class view's CSV export, in the five interface languages. */
export const exportMessages = {
  learner: { de: "Name", en: "Name", ar: "الاسم", fr: "Nom", es: "Nombre" },
  email: { de: "E-Mail", en: "Email", ar: "البريد الإلكتروني", fr: "E-mail", es: "Correo electrónico" },
  joinedAt: { de: "Beigetreten", en: "Joined", ar: "تاريخ الانضمام", fr: "Inscrit le", es: "Se unió" },
  percent: {
    de: "{module}: Prozent",
    en: "{module}: percent",
    ar: "{module}: النسبة المئوية",
    fr: "{module} : pourcentage",
    es: "{module}: porcentaje",
  },
  result: {
    de: "{module}: Ergebnis",
    en: "{module}: result",
    ar: "{module}: النتيجة",
    fr: "{module} : résultat",
    es: "{module}: resultado",
  },
  exam: {
    de: "{module}: Prüfung",
    en: "{module}: exam",
    ar: "{module}: الامتحان",
    fr: "{module} : examen",
    es: "{module}: examen",
  },
  submittedAt: {
    de: "{module}: abgegeben",
    en: "{module}: handed in",
    ar: "{module}: تاريخ التسليم",
    fr: "{module} : rendu le",
    es: "{module}: entregado",
  },
  reading: { de: "Lesen", en: "Reading", ar: "القراءة", fr: "Compréhension écrite", es: "Comprensión lectora" },
  listening: { de: "Hören", en: "Listening", ar: "الاستماع", fr: "Compréhension orale", es: "Comprensión auditiva" },
  writing: { de: "Schreiben", en: "Writing", ar: "الكتابة", fr: "Expression écrite", es: "Expresión escrita" },
  speaking: { de: "Sprechen", en: "Speaking", ar: "المحادثة", fr: "Expression orale", es: "Expresión oral" },
  passed: { de: "bestanden", en: "passed", ar: "ناجح", fr: "réussi", es: "aprobado" },
  failed: { de: "nicht bestanden", en: "failed", ar: "راسب", fr: "échoué", es: "suspendido" },
  pending: {
    de: "Bewertung ausstehend",
    en: "awaiting grading",
    ar: "بانتظار التقييم",
    fr: "évaluation en attente",
    es: "evaluación pendiente",
  },
  not_taken: { de: "nicht abgelegt", en: "not taken", ar: "لم يُقدَّم", fr: "non passé", es: "no realizado" },
} satisfies Catalog<string>;

/**
 * A cell as text no spreadsheet runs as a formula (OWASP "CSV injection"): a value that begins with =, +, -, @, a tab
 * or a carriage return gets a leading apostrophe; then every cell is quoted (RFC 4180), inner quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/u.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Lines of cells as CSV: CRLF line ends, UTF-8 with a byte order mark (so spreadsheets read umlauts and Arabic). */
export function csvOf(lines: (string | number | null | undefined)[][]): string {
  return `\uFEFF${lines.map((l) => l.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

const day = (d: Date | null) => (d ? new Date(d).toISOString().slice(0, 10) : null);

/** The class view's table as CSV in `lang`: one line per learner, four columns per module. */
export function classViewCsv(view: ClassViewDto, lang: LangCode): string {
  const t = (m: keyof typeof exportMessages, module?: SkillCode) =>
    translate(exportMessages[m], lang, module ? { module: translate(exportMessages[module], lang) } : {});
  const heading = [t("learner"), t("email"), t("joinedAt")];
  for (const s of view.modules) heading.push(t("percent", s), t("result", s), t("exam", s), t("submittedAt", s));
  const lines = view.rows.map((r) => {
    const line: (string | number | null)[] = [r.learner.name, r.learner.email, day(r.joinedAt)];
    for (const s of view.modules) {
      const c = r.cells.find((x) => x.skill === s);
      line.push(
        c?.percent ?? null,
        c ? translate(exportMessages[c.status as PartStatus], lang) : null,
        c?.examName ?? null,
        day(c?.submittedAt ?? null),
      );
    }
    return line;
  });
  return csvOf([heading, ...lines]);
}
