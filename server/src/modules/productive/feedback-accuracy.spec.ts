import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { writingFeedback } from "./feedback";
import { LEARNER_ERRORS } from "./lexicon/learner-errors";
import { createGermanSpeller, type Speller } from "./spelling";

/**
 * The spelling feedback measured on a labelled set of learner texts (test/fixtures/productive/learner-texts.yaml):
 * precision (of the words flagged, how many are misspelt) and recall (of the misspelt words, how many are
 * flagged), printed with the first suggestion's accuracy and every false alarm and miss. Precision comes first:
 * a false alarm teaches a wrong spelling.
 */
interface Labelled {
  id: string;
  level: string;
  kind: string;
  task: string;
  text: string;
  errors: Record<string, string>;
  keep: string[];
}

const set: Labelled[] = parse(
  fs.readFileSync(path.join(__dirname, "../../../test/fixtures/productive/learner-texts.yaml"), "utf8"),
) as Labelled[];

let speller: Speller;
beforeAll(() => {
  speller = createGermanSpeller();
});

describe("spelling feedback on the labelled learner texts", () => {
  it("holds at least 60 texts of every level, each error and kept word present in its text", () => {
    expect(set.length).toBeGreaterThanOrEqual(60);
    expect(new Set(set.map((t) => t.level))).toEqual(new Set(["A1", "A2", "B1", "B2"]));
    for (const t of set) {
      const words = new Set(t.text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu));
      for (const w of [...Object.keys(t.errors ?? {}), ...t.keep])
        expect(`${t.id}: ${words.has(w) ? w : `${w} (missing)`}`).toBe(`${t.id}: ${w}`);
    }
  });

  it("flags misspellings with precision ≥ 0.9 and recall ≥ 0.6, and never a name or word of the task", () => {
    let tp = 0;
    let errors = 0;
    let firstRight = 0;
    let curatedErrors = 0;
    let curatedFound = 0;
    const falseAlarms: string[] = [];
    const misses: string[] = [];
    const keptFlagged: string[] = [];
    for (const t of set) {
      const gold = t.errors ?? {};
      const f = writingFeedback(t.text, { points: [], minWords: null, maxWords: null, kind: t.kind, task: t.task }, speller);
      const flagged = new Map(f.spelling.map((s) => [s.offset, s]));
      for (const m of t.text.matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)) {
        const issue = flagged.get(m.index);
        const fix = gold[m[0]];
        const curated = LEARNER_ERRORS.has(m[0].toLocaleLowerCase("de-DE"));
        if (fix !== undefined) {
          errors += 1;
          if (curated) curatedErrors += 1;
          if (issue) {
            tp += 1;
            if (curated) curatedFound += 1;
            if (issue.suggestions[0] === fix) firstRight += 1;
          } else misses.push(`${t.id}: ${m[0]}`);
        } else if (issue) {
          falseAlarms.push(`${t.id}: ${m[0]} → ${issue.suggestions.join(", ") || "–"}`);
          if (t.keep.includes(m[0])) keptFlagged.push(`${t.id}: ${m[0]}`);
        }
      }
    }
    const flaggedCount = tp + falseAlarms.length;
    const precision = flaggedCount ? tp / flaggedCount : 1;
    const recall = errors ? tp / errors : 1;
    const dictionaryRecall = (tp - curatedFound) / Math.max(1, errors - curatedErrors);
    console.log(
      [
        `Writing feedback, spelling, on ${set.length} labelled learner texts (${errors} misspelt words):`,
        `  precision ${precision.toFixed(3)} (${tp} of ${flaggedCount} flagged words are misspelt)`,
        `  recall    ${recall.toFixed(3)} (${tp} of ${errors} misspelt words flagged; ` +
          `curated list ${curatedFound}/${curatedErrors}, dictionary alone ${tp - curatedFound}/${errors - curatedErrors} = ${dictionaryRecall.toFixed(3)})`,
        `  first suggestion right ${tp ? (firstRight / tp).toFixed(3) : "–"} (${firstRight} of ${tp})`,
        `  false alarms: ${falseAlarms.join("; ") || "none"}`,
        `  misses: ${misses.join("; ") || "none"}`,
      ].join("\n"),
    );
    expect(keptFlagged).toEqual([]);
    expect(precision).toBeGreaterThanOrEqual(0.9);
    expect(recall).toBeGreaterThanOrEqual(0.6);
  });
});

describe("feedback on the content's model texts (correct German written by the content's authors)", () => {
  interface Question {
    type: string;
    task?: string;
    rubric?: string;
    points?: (string | { text: string; keywords?: string[] })[];
    solution?: { de?: string };
  }
  const root = path.join(__dirname, "../../../../content");
  const rubrics = parse(fs.readFileSync(path.join(root, "rubrics.yaml"), "utf8")) as Record<string, { taskKind: string }>;
  const models = fs
    .readdirSync(path.join(root, "exams"))
    .flatMap(
      (f) => (parse(fs.readFileSync(path.join(root, "exams", f), "utf8")) as { blocks: { questions?: Question[] }[] }).blocks,
    )
    .flatMap((b) => b.questions ?? [])
    .filter((q) => q.type === "writing" && q.solution?.de);

  it("flags almost no word and asks for no greeting or closing that is there", () => {
    let words = 0;
    const flagged: string[] = [];
    const slips: string[] = [];
    for (const q of models) {
      const text = q
        .solution!.de!.replace(/<br\s*\/?>|<\/p>/gu, "\n")
        .replace(/<[^>]+>/gu, "")
        .trim();
      const points = (q.points ?? []).map((p) =>
        typeof p === "string" ? { text: p, keywords: [] } : { text: p.text, keywords: p.keywords ?? [] },
      );
      const kind = rubrics[q.rubric ?? ""]?.taskKind ?? null;
      const f = writingFeedback(text, { points, minWords: null, maxWords: null, kind, task: q.task ?? null }, speller);
      words += f.wordCount;
      flagged.push(...f.spelling.map((s) => s.word));
      slips.push(...f.register.map((r) => `${r.kind}: ${text.slice(0, 30)}…`));
    }
    console.log(
      `Writing feedback on the content's ${models.length} model texts (${words} words): ${flagged.length} words flagged` +
        `${flagged.length ? ` (${flagged.join(", ")})` : ""}, ${slips.length} register slips${slips.length ? ` (${slips.join("; ")})` : ""}`,
    );
    expect(models.length).toBeGreaterThanOrEqual(40);
    expect(flagged.length).toBeLessThanOrEqual(Math.floor(words / 1000));
    expect(slips).toEqual([]);
  });
});
