import { formatRubricCoverage, rubricCoverage, uncitedRubrics } from "./rubric-coverage";
import type { RubricsFile } from "./content.schema";

const rubric = (over: Partial<RubricsFile[string]> = {}): RubricsFile[string] => ({
  family: "goethe",
  level: "B1",
  taskKind: "email",
  name: { de: "Goethe B1 E-Mail", en: "Goethe B1 e-mail", fr: "Goethe B1 E-Mail" },
  scheme: "goethe",
  weight: 1,
  source: "test",
  certainty: "own",
  criteria: [
    {
      key: "erfuellung",
      label: { de: "Erfüllung", en: "Task fulfilment", ar: "إنجاز المهمة", es: "Erfüllung " },
      zeroesTask: true,
      bands: [
        { band: "A", points: 10, descriptor: { de: "alles", en: "all", ar: "كل شيء", fr: "tout", es: "todo" } },
        { band: "E", points: 0, descriptor: { de: "nichts", en: "nothing" } },
      ],
    },
  ],
  calibration: { task: "t", text: "x", bands: { erfuellung: "A" }, comment: { de: "gut", en: "good", fr: "bien" } },
  ...over,
});

describe("rubric language coverage", () => {
  it("counts each language's texts, an untranslated copy of the German one as missing", () => {
    const [row] = rubricCoverage({ "goethe-B1-email": rubric() });
    // name, label, two descriptors, comment
    expect(row).toEqual({ key: "goethe-B1-email", texts: 5, translated: { de: 5, en: 5, ar: 2, fr: 2, es: 1 } });
  });

  it("prints a table with a total row", () => {
    const table = formatRubricCoverage(rubricCoverage({ a: rubric(), b: rubric() }));
    expect(table.split("\n")).toEqual([
      "| rubric | texts | de / en / ar / fr / es |",
      "|---|---|---|",
      "| a | 5 | 100 % / 100 % / 40 % / 40 % / 20 % |",
      "| b | 5 | 100 % / 100 % / 40 % / 40 % / 20 % |",
      "| **2 rubrics** | 10 | 100 % / 100 % / 40 % / 40 % / 20 % |",
    ]);
  });
});

describe("rubric citations", () => {
  it("names a rubric whose source does not begin with the provider's document", () => {
    const cited = rubric({ source: "Document followed: Goethe-Zertifikat B1, Übungssatz (2016). Criteria [mem]." });
    expect(
      uncitedRubrics({ a: cited, b: rubric({ source: "criteria [mem]" }), c: rubric({ source: "Document followed: " }) }),
    ).toEqual([
      'rubrics.yaml: b.source does not begin with "Document followed: " and the provider\'s document',
      'rubrics.yaml: c.source does not begin with "Document followed: " and the provider\'s document',
    ]);
  });
});
