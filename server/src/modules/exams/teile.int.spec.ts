import path from "node:path";
import { signedIn } from "../../../test/factories";
import { startTestServer, type TestServer } from "../../../test/harness";
import { readBlueprints, type Blueprints } from "./format/blueprint-check";

/**
 * The Teile the API exposes for the thirty shipped mocks (the content folder as it ships) are the blueprint's: a
 * module has as many Teile as content/blueprints.yaml gives it, however many pages (texts) a Teil takes.
 */
const SHIPPED = path.join(__dirname, "..", "..", "..", "..", "content");
const SKILLS = ["reading", "listening", "writing", "speaking"] as const;

let t: TestServer;
let token: string;
let blueprints: Blueprints;

interface ExamRow {
  id: string;
  name: string;
  pageCount: number;
  teilCount: number;
  modules: { skill: string; teilCount: number }[];
}
const exams: { family: string; cefr: string; exam: ExamRow }[] = [];

beforeAll(async () => {
  t = await startTestServer({ contentDir: SHIPPED });
  blueprints = readBlueprints(SHIPPED);
  token = (await signedIn(t)).token;
  for (const family of ["GOETHE", "TELC"]) {
    const r = await t.gql(
      `query($f: ExamFamily!) { levels(family: $f) { cefr exams { id name pageCount teilCount modules { skill teilCount } } } }`,
      { f: family },
    );
    expect(r.errors).toBeUndefined();
    for (const level of r.data!.levels as { cefr: string; exams: ExamRow[] }[])
      for (const exam of level.exams) exams.push({ family: family.toLowerCase(), cefr: level.cefr, exam });
  }
}, 120_000);
afterAll(() => t.close());

/** The blueprint's Teile of each module, e.g. { READING: 3, LISTENING: 3, WRITING: 2, SPEAKING: 3 }. */
function blueprintTeile(family: string, cefr: string): Record<string, number> {
  const bp = blueprints[`${family}-${cefr}`];
  return Object.fromEntries(SKILLS.flatMap((s) => (bp[s] ? [[s.toUpperCase(), bp[s].teile.length]] : [])));
}
const bySkill = (list: { skill: string; teilCount: number }[]) => Object.fromEntries(list.map((m) => [m.skill, m.teilCount]));

describe("the Teile of the shipped mocks", () => {
  it("are thirty mocks, three per family and level", () => {
    expect(exams).toHaveLength(30);
  });

  it("each exam's modules have the blueprint's Teile, however many pages they take", () => {
    const got = exams.map(({ exam }) => ({ name: exam.name, teile: bySkill(exam.modules), teilCount: exam.teilCount }));
    const expected = exams.map(({ family, cefr, exam }) => {
      const teile = blueprintTeile(family, cefr);
      return { name: exam.name, teile, teilCount: Object.values(teile).reduce((n, c) => n + c, 0) };
    });
    expect(got).toEqual(expected);
    // some Teile take two pages (Goethe A1 Lesen, Teil 1; Goethe B1 Lesen, Teil 2): pages are not Teile
    expect(exams.filter(({ exam }) => exam.pageCount > exam.teilCount).length).toBeGreaterThanOrEqual(6);
  });

  it("an attempt's module clocks and page states count the same Teile, each page one text of one of them", async () => {
    const got: unknown[] = [];
    const expected: unknown[] = [];
    for (const { family, cefr, exam } of exams) {
      const started = await t.gql(`mutation($e: ID!) { startAttempt(examId: $e) { id } }`, { e: exam.id }, { token });
      expect(started.errors).toBeUndefined();
      const r = await t.gql(
        `query($id: ID!) { attempt(id: $id) { timers { skill teilCount }
           pageStates { number skill place { skill teil teilCount text textCount } } } }`,
        { id: started.data!.startAttempt.id },
        { token },
      );
      expect(r.errors).toBeUndefined();
      const { timers, pageStates } = r.data!.attempt as {
        timers: { skill: string; teilCount: number }[];
        pageStates: {
          skill: string;
          place: { skill: string; teil: number; teilCount: number; text: number; textCount: number };
        }[];
      };
      // each page's place follows from the one before it: the next text of the same Teil, or text 1 of the next Teil
      const places = pageStates.map((p, i) => {
        const prev = pageStates[i - 1];
        const sameTeil = !!prev && prev.skill === p.skill && prev.place.teil === p.place.teil;
        const next = sameTeil
          ? p.place.text === prev.place.text + 1
          : p.place.text === 1 && p.place.teil === (prev?.skill === p.skill ? prev.place.teil + 1 : 1);
        return p.place.skill === p.skill && next && p.place.text <= p.place.textCount;
      });
      const lastTeil = (skill: string) => Math.max(...pageStates.filter((p) => p.skill === skill).map((p) => p.place.teil));
      got.push({
        name: exam.name,
        clocks: bySkill(timers),
        pages: bySkill(pageStates.map((p) => ({ skill: p.skill, teilCount: p.place.teilCount }))),
        lastTeil: bySkill(timers.map((m) => ({ skill: m.skill, teilCount: lastTeil(m.skill) }))),
        placesInOrder: places.every(Boolean),
      });
      const teile = blueprintTeile(family, cefr);
      expected.push({ name: exam.name, clocks: teile, pages: teile, lastTeil: teile, placesInOrder: true });
    }
    expect(got).toEqual(expected);
  }, 120_000);

  it("Goethe A1 Lesen: Teil 1 is two texts, then Teil 2 and 3; the page and the review say so", async () => {
    const a1 = exams.find(({ family, cefr }) => family === "goethe" && cefr === "A1")!.exam;
    const started = await t.gql(`mutation($e: ID!) { startAttempt(examId: $e) { id } }`, { e: a1.id }, { token });
    const id = started.data!.startAttempt.id;
    const place = `place { skill teil teilCount text textCount }`;
    const pages = await Promise.all(
      [1, 2, 3, 5].map(async (n) => {
        const r = await t.gql(
          `query($id: ID!, $n: Int!) { attempt(id: $id) { page(number: $n) { number ${place} } } }`,
          { id, n },
          { token },
        );
        expect(r.errors).toBeUndefined();
        return r.data!.attempt.page.place;
      }),
    );
    expect(pages).toEqual([
      { skill: "READING", teil: 1, teilCount: 3, text: 1, textCount: 2 },
      { skill: "READING", teil: 1, teilCount: 3, text: 2, textCount: 2 },
      { skill: "READING", teil: 2, teilCount: 3, text: 1, textCount: 1 },
      { skill: "LISTENING", teil: 1, teilCount: 3, text: 1, textCount: 1 },
    ]);
    await t.gql(`mutation($id: ID!) { submitAttempt(attemptId: $id) { id } }`, { id }, { token });
    const review = await t.gql(`query($id: ID!) { attempt(id: $id) { review(page: 2) { number ${place} } } }`, { id }, { token });
    expect(review.errors).toBeUndefined();
    expect(review.data!.attempt.review.place).toEqual({ skill: "READING", teil: 1, teilCount: 3, text: 2, textCount: 2 });
  });
});
