import type { ExamFile } from "./content.schema";
import { choiceItems, formatBiasTable, keyBias, keyLength, positionCountOk, type ChoiceItem } from "./key-bias";

let made = 0;
const item = (teil: string, key: number, texts: string[] | null = ["eins", "zwei", "drei"]): ChoiceItem => ({
  teil,
  where: `item ${++made}`,
  texts,
  k: texts ? texts.length : 3,
  key,
});
/** n items of a Teil with even keys a, b, c, a, … and options of equal length */
const even = (teil: string, n: number) => Array.from({ length: n }, (_, i) => item(teil, i % 3, ["aaaa", "bbbb", "cccc"]));

describe("key bias", () => {
  it("reads the multiple-choice items of an exam with their Teil, key and texts, pictures without texts", () => {
    const exam = {
      blocks: [
        {
          title: "Hören, Teil 1",
          questions: [
            { type: "multiple_choice", title: "3. Wann?", choices: ["Um 8.", "Um 9."], answer: "b" },
            { type: "true_false", answer: "true" },
          ],
        },
        {
          title: "Lesen, Teil 2",
          questions: [{ type: "multiple_choice", choices: [{ image: "a.png" }, { image: "b.png" }], answer: "a" }],
        },
      ],
    } as unknown as ExamFile;
    expect(choiceItems(exam, (t) => t.replace(/, Teil/, " T"))).toEqual([
      { teil: "Hören T 1", where: "blocks.0.questions.0 (3.)", texts: ["Um 8.", "Um 9."], k: 2, key: 1 },
      { teil: "Lesen T 2", where: "blocks.1.questions.0", texts: null, k: 2, key: 0 },
    ]);
  });

  it("passes a mock whose keys are spread and whose key is not given away by its length", () => {
    const r = keyBias("m", [...even("T1", 6), ...even("T2", 6)]);
    expect(r.problems).toEqual([]);
    expect(r.positions).toEqual([{ k: 3, n: 12, counts: [4, 4, 4] }]);
  });

  it("refuses a Teil that keys one position more than ceil(n/k) + 1 times, naming mock, Teil and figure", () => {
    const r = keyBias("goethe-b2-9", [
      ...even("T1", 9),
      item("Lesen, Teil 5", 1),
      item("Lesen, Teil 5", 1),
      item("Lesen, Teil 5", 1),
    ]);
    expect(r.teile.find((t) => t.teil === "Lesen, Teil 5")).toMatchObject({ n: 3, limit: 2, counts: [0, 3, 0] });
    expect(r.problems).toContain("goethe-b2-9: Lesen, Teil 5: b is the key of 3 of 3 items (at most 2)");
    expect(r.offenders.filter((o) => o.includes("Lesen, Teil 5"))).toHaveLength(3);
  });

  it("refuses a mock whose position shares leave 1/k ± 0.12, but not a split as even as n allows", () => {
    // 15 items: b keyed 8 times (53 %), spread over Teile so that no Teil breaks its own limit
    const items = ["T1", "T2", "T3", "T4", "T5"].flatMap((t) => [item(t, 1), item(t, 1), item(t, 0)]);
    items[14] = item("T5", 2);
    items[11] = item("T4", 2);
    const r = keyBias("m", items);
    expect(r.problems.some((p) => p.startsWith("m: b is the key of 67 % of its 15 3-option items"))).toBe(true);
    expect(positionCountOk(1, 5, 3)).toBe(true); // 2 / 2 / 1 is as even as five items get
    expect(positionCountOk(0, 5, 3)).toBe(false);
    expect(positionCountOk(5, 12, 3)).toBe(true); // 42 %, within 33 % ± 12
    expect(positionCountOk(6, 12, 3)).toBe(false); // 50 %
  });

  it("measures the key against its distractors: single longest, and more than 30 % longer than each", () => {
    expect(keyLength(item("T", 0, ["ein langer Schlüssel", "kurz", "kürzer"]))).toMatchObject({ longest: true, far: true });
    expect(keyLength(item("T", 0, ["abcdefghijklm", "abcdefghij", "abc"]))).toMatchObject({ longest: true, far: false });
    expect(keyLength(item("T", 0, ["abcde", "abcde", "abc"]))).toMatchObject({ longest: false, far: false });
    expect(keyLength(item("T", 0, null))).toBeNull();
  });

  it("refuses a mock where the longest option is the key too often or far too long", () => {
    // 20 items, key longest in 10 (50 % > 43 %), far longer in 2 (> 5 % of 20 = 1)
    const items = Array.from({ length: 20 }, (_, i) =>
      item(
        `T${i % 4}`,
        i % 3,
        i < 10
          ? rotate(i % 3, i < 2 ? ["ein sehr viel längerer Schlüssel", "kurz", "kurz"] : ["lang!", "kurz", "kurz"])
          : ["aaaa", "bbbb", "cccc"],
      ),
    );
    const r = keyBias("telc-b2-9", items);
    expect([r.longest, r.longestLimit, r.far, r.farLimit]).toEqual([10, 8, 2, 1]);
    expect(r.problems).toEqual([
      "telc-b2-9: the key is the single longest option in 10 of 20 items (50 %; at most 8, 43 %)",
      "telc-b2-9: the key is more than 30 % longer than every distractor in 2 of 20 items (at most 1; T0, T1)",
    ]);
    expect(formatBiasTable([r])).toContain("| telc-b2-9 | 20 | 3: 7 / 7 / 6 | 10 (50 %; ≤ 8) | 2 (≤ 1) |");
  });
});

/** the options with the first one moved to the key's place */
function rotate(key: number, [k, ...rest]: string[]): string[] {
  rest.splice(key, 0, k);
  return rest;
}
