import fs from "node:fs";
import { signedIn } from "../../../test/factories";
import { startTestServer, type GqlResult, type TestServer } from "../../../test/harness";
import { ALL_TYPES_EXAM, attemptsContentDir } from "../attempts/attempt.testkit";

/** A mock on paper (issue 19 §6): the pages for anyone who may see the exam, the key for teachers and admins only. */
let t: TestServer;
let contentDir: string;
let examId: string;

const SHEET = `query($id: ID!) { printSheet(examId: $id) { exam { id name } pages { number skill
  block { id title intro passage optionPool { value label } subQuestions { id position answerType title task choices { value label } } } } } }`;
const KEY = `query($id: ID!) { printKey(examId: $id) { number skill title transcript
  items { id position answerType correctAnswers correctLabel modelSolution } } }`;
const KEY_MARKERS = ["LÖSUNGSMARKER", "TRANSKRIPTMARKER"];
const codeOf = (r: GqlResult) => r.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  contentDir = attemptsContentDir();
  t = await startTestServer({ contentDir });
  examId = String((await t.ds.query(`SELECT id FROM exams WHERE name = $1`, [ALL_TYPES_EXAM]))[0].id);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(contentDir, { recursive: true, force: true });
});

describe("printing a mock", () => {
  it("gives a learner and a guest every page to print, and never the key, model answers or transcripts", async () => {
    const pageCount = (await t.ds.query(`SELECT COUNT(*)::int AS n FROM question_blocks WHERE exam_id = $1`, [examId]))[0].n;
    for (const who of [await signedIn(t), await signedIn(t, { isGuest: true })]) {
      const sheet = await t.gql(SHEET, { id: examId }, { token: who.token });
      expect(sheet.errors).toBeUndefined();
      expect(sheet.data!.printSheet.exam.name).toBe(ALL_TYPES_EXAM);
      expect(sheet.data!.printSheet.pages.map((p: { number: number }) => p.number)).toEqual(
        Array.from({ length: pageCount }, (_, i) => i + 1),
      );
      for (const marker of KEY_MARKERS) expect(JSON.stringify(sheet)).not.toContain(marker);

      const key = await t.gql(KEY, { id: examId }, { token: who.token });
      expect(codeOf(key)).toBe("FORBIDDEN");
      expect(key.data?.printKey ?? null).toBeNull();
      for (const marker of KEY_MARKERS) expect(JSON.stringify(key)).not.toContain(marker);
    }
    const anonymous = await t.gql(KEY, { id: examId });
    expect(codeOf(anonymous)).toBe("UNAUTHENTICATED");
    expect(JSON.stringify(anonymous)).not.toContain("TRANSKRIPTMARKER");
  });

  it("gives a teacher and an admin the key of every page with model answers and transcripts", async () => {
    for (const who of [await signedIn(t, { isTeacher: true }), await signedIn(t, { isAdmin: true })]) {
      const key = await t.gql(KEY, { id: examId }, { token: who.token });
      expect(key.errors).toBeUndefined();
      const pages = key.data!.printKey;
      const first = pages[0].items[0];
      expect(first).toMatchObject({ position: 1, answerType: "true_false", correctAnswers: ["true"] });
      expect(first.modelSolution).toContain("LÖSUNGSMARKER");
      const listening = pages.find((p: { skill: string }) => p.skill === "LISTENING");
      expect(listening.transcript).toContain("TRANSKRIPTMARKER");
    }
  });

  it("answers NOT_FOUND for a draft or an unknown exam, for a teacher too", async () => {
    const teacher = await signedIn(t, { isTeacher: true });
    await t.ds.query(`UPDATE exams SET published = false WHERE id = $1`, [examId]);
    try {
      expect(codeOf(await t.gql(SHEET, { id: examId }, { token: teacher.token }))).toBe("NOT_FOUND");
      expect(codeOf(await t.gql(KEY, { id: examId }, { token: teacher.token }))).toBe("NOT_FOUND");
    } finally {
      await t.ds.query(`UPDATE exams SET published = true WHERE id = $1`, [examId]);
      await t.services.examContent.changed("*");
    }
    expect(codeOf(await t.gql(SHEET, { id: "999999" }, { token: teacher.token }))).toBe("NOT_FOUND");
  });
});
