import fs from "node:fs";
import path from "node:path";
import { signedIn } from "../../../test/factories";
import { startTestServer, type TestServer } from "../../../test/harness";
import { attemptsContentDir, Q } from "./attempt.testkit";

/** telc B1 scored with its official points per Teil (content/blueprints.yaml), as the result reports it. */
let t: TestServer;
let contentDir: string;
let examId: number;

const RESULT = `query Result($id: ID!) { attempt(id: $id) { id result { passRule
  reading { correct total points maxPoints percent } listening { correct total points maxPoints percent }
  parts { skill teil title page correct total points maxPoints percent }
  official { verdict parts { key points maxPoints passPoints status } } } } }`;

beforeAll(async () => {
  contentDir = attemptsContentDir();
  fs.copyFileSync(
    path.join(__dirname, "../../../test/fixtures/attempts/telc-b1-points.yaml"),
    path.join(contentDir, "exams", "telc-b1-points.yaml"),
  );
  t = await startTestServer({ contentDir });
  examId = (await t.ds.query(`SELECT id FROM exams WHERE name = 'Punkte telc B1'`))[0].id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(contentDir, { recursive: true, force: true });
});

async function submitWith(values: Record<string, string>): Promise<{ id: string; token: string }> {
  const { token } = await signedIn(t);
  const started = await t.gql(Q.start, { examId: String(examId) }, { token });
  const id = started.data!.startAttempt.id as string;
  const subs: { id: number; title: string }[] = await t.ds.query(
    `SELECT sq.id, sq.title FROM sub_questions sq JOIN question_blocks qb ON qb.id = sq.block_id WHERE qb.exam_id = $1`,
    [examId],
  );
  const answers = Object.entries(values).map(([title, value]) => ({
    subQuestionId: String(subs.find((s) => s.title === title)!.id),
    value,
  }));
  await t.gql(Q.save, { id, answers }, { token });
  await t.gql(Q.submit, { id }, { token });
  return { id, token };
}

describe("attempts: telc points per Teil", () => {
  it.each<{ name: string; answers: Record<string, string>; reading: Record<string, number>; parts: unknown[][] }>([
    {
      name: "both Sprachbausteine right, Leseverstehen wrong: 2 of 4 reading items, 3 of 13 points",
      answers: { "Lücke 1": "a", "Lücke 2": "c", "Die Familie zieht um.": "false" },
      reading: { correct: 2, total: 4, points: 3, maxPoints: 13, percent: 23.1 },
      parts: [
        ["READING", "Leseverstehen, Teil 1", 1, 0, 2, 0, 10],
        ["READING", "Sprachbausteine, Teil 1", 2, 2, 2, 3, 3],
        ["LISTENING", "Hörverstehen, Teil 1", 3, 0, 1, 0, 5],
      ],
    },
    {
      name: "both Leseverstehen right, Sprachbausteine wrong: 2 of 4 reading items, 10 of 13 points",
      answers: { "Die Familie zieht um.": "true", "Die Wohnung ist kleiner.": "false", "Der Zug hat Verspätung.": "true" },
      reading: { correct: 2, total: 4, points: 10, maxPoints: 13, percent: 76.9 },
      parts: [
        ["READING", "Leseverstehen, Teil 1", 1, 2, 2, 10, 10],
        ["READING", "Sprachbausteine, Teil 1", 2, 0, 2, 0, 3],
        ["LISTENING", "Hörverstehen, Teil 1", 3, 1, 1, 5, 5],
      ],
    },
  ])("$name", async ({ answers, reading, parts }) => {
    const { id, token } = await submitWith(answers);
    const r = await t.gql(RESULT, { id }, { token });
    expect(r.errors).toBeUndefined();
    const result = r.data!.attempt.result;
    expect(result.reading).toEqual(reading);
    expect(
      result.parts.map((p: Record<string, unknown>) => [p.skill, p.teil, p.page, p.correct, p.total, p.points, p.maxPoints]),
    ).toEqual(parts);
  });

  it("the written part counts the weighted reading and listening points of telc's 225", async () => {
    const { id, token } = await submitWith({ "Die Familie zieht um.": "true", "Die Wohnung ist kleiner.": "false" });
    const r = await t.gql(RESULT, { id }, { token });
    const written = r.data!.attempt.result.official.parts.find((p: { key: string }) => p.key === "written");
    // reading 10 of 13 points = 76.9 % of 105; listening 0 of 75; no writing in this exam
    expect(written).toMatchObject({ points: 80.7, maxPoints: 180, passPoints: 108, status: "FAILED" });
  });

  it("a score fixed before per-Teil points existed gets its parts counted from the stored answers", async () => {
    const { id, token } = await submitWith({ "Lücke 1": "a" });
    await t.ds.query(`UPDATE attempts SET score = score - 'parts' WHERE id = $1`, [Number(id)]);
    const r = await t.gql(RESULT, { id }, { token });
    expect(r.data!.attempt.result.parts.map((p: { points: number }) => p.points)).toEqual([0, 1.5, 0]);
  });
});
