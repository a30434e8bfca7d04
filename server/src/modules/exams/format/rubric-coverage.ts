import type { RubricsFile } from "./content.schema";

const LANGS = ["de", "en", "ar", "fr", "es"] as const;
type Lang = (typeof LANGS)[number];

/** One rubric's texts (name, criteria labels, band descriptors, calibration comment) translated per language. */
export interface RubricCoverageRow {
  key: string;
  texts: number;
  /** Texts present in that language and not a copy of the German one (German counts itself). */
  translated: Record<Lang, number>;
}

/** Every text a learner or rater reads of a rubric, German beside its translations. */
function textsOf(r: RubricsFile[string]): Partial<Record<Lang, string>>[] {
  const texts = [r.name, ...r.criteria.flatMap((c) => [c.label, ...c.bands.map((b) => b.descriptor)])];
  return r.calibration ? [...texts, r.calibration.comment] : texts; // speaking rubrics have no calibration sample yet
}

/** How much of each rubric is in each language; an untranslated copy of the German text counts as missing. */
export function rubricCoverage(rubrics: RubricsFile): RubricCoverageRow[] {
  return Object.entries(rubrics).map(([key, r]) => {
    const texts = textsOf(r);
    const translated = Object.fromEntries(
      LANGS.map((l) => [
        l,
        texts.filter((t) => {
          const v = t[l]?.trim();
          return !!v && (l === "de" || v !== t.de?.trim());
        }).length,
      ]),
    ) as Record<Lang, number>;
    return { key, texts: texts.length, translated };
  });
}

const pct = (n: number, of: number) => `${of ? Math.floor((n * 100) / of) : 100} %`;

/** The coverage as a Markdown table with a total row. */
export function formatRubricCoverage(rows: RubricCoverageRow[]): string {
  const total = rows.reduce((n, r) => n + r.texts, 0);
  const sum = (l: Lang) => rows.reduce((n, r) => n + r.translated[l], 0);
  return [
    `| rubric | texts | ${LANGS.join(" / ")} |`,
    "|---|---|---|",
    ...rows.map((r) => `| ${r.key} | ${r.texts} | ${LANGS.map((l) => pct(r.translated[l], r.texts)).join(" / ")} |`),
    `| **${rows.length} rubrics** | ${total} | ${LANGS.map((l) => pct(sum(l), total)).join(" / ")} |`,
  ].join("\n");
}

/** How a rubric's source names the provider's published document it follows (issue 29 point 5). */
export const CITATION = "Document followed: ";

/** The shipped rubrics each cite the provider's document they follow, first in their source. */
export function uncitedRubrics(rubrics: RubricsFile): string[] {
  return Object.entries(rubrics)
    .filter(([, r]) => !r.source.startsWith(CITATION) || r.source.length < CITATION.length + 10)
    .map(([key]) => `rubrics.yaml: ${key}.source does not begin with "${CITATION}" and the provider's document`);
}
