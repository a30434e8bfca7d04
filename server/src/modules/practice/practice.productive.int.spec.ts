import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { signedIn } from "../../../test/factories";
import { FIXTURE_CONTENT, startTestServer, type TestServer } from "../../../test/harness";
import { Q } from "../attempts/attempt.testkit";
import { P } from "./practice.testkit";
import { germanSpeller } from "../productive/spelling";

let t: TestServer;
let contentDir: string;
let writingSub: string;

const TEXT =
  "Liebe Anna, vielen Dank für deine Einladung zur Feier. Leider kann ich nicht kommen, weil ich am Samstag arbeiten muss. " +
  "Können wir uns nächste Woche treffen? Ich mache einen Vorschlag: Wir gehen am Sonntag ins Café. Viele Grüße, Lena";

const R = {
  review: `query($id: ID!, $n: Int!) { attempt(id: $id) { kind review(page: $n) { block { skill items { answerType text
    feedback { wordCount wordTarget range pointsCovered { point covered evidence } spelling { word } register { kind } }
    assessments { by total } } } } } }`,
  assess: `mutation($a: ID!, $s: ID!, $scores: [CriterionScoreInput!]!) {
    assessAnswer(attemptId: $a, subQuestionId: $s, scores: $scores) { by total maxPoints } }`,
  calibrate: `mutation($s: ID!, $scores: [CriterionScoreInput!]!) { calibrate(subQuestionId: $s, scores: $scores) { myTotal } }`,
};

beforeAll(async () => {
  // the dictionary is loaded before the first request, as main.ts loads it at start
  germanSpeller();
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-practice-productive-"));
  fs.cpSync(FIXTURE_CONTENT, contentDir, { recursive: true });
  // the writing mock (order 5) and the speaking mock (order 6, with a writing part too); the speaking fixture's
  // rubrics are the writing fixture's plus the speaking one
  const fixtures = path.join(__dirname, "..", "..", "..", "test", "fixtures");
  fs.copyFileSync(path.join(fixtures, "speaking", "rubrics.yaml"), path.join(contentDir, "rubrics.yaml"));
  fs.copyFileSync(
    path.join(fixtures, "productive", "goethe-b1-writing.yaml"),
    path.join(contentDir, "exams", "goethe-b1-writing.yaml"),
  );
  fs.copyFileSync(
    path.join(fixtures, "speaking", "goethe-b1-speaking.yaml"),
    path.join(contentDir, "exams", "goethe-b1-speaking.yaml"),
  );
  t = await startTestServer({ contentDir });
  const [{ id }] = await t.ds.query(
    `SELECT sq.id FROM sub_questions sq JOIN question_blocks b ON b.id = sq.block_id JOIN exams e ON e.id = b.exam_id
      WHERE e.name = 'Schreibprüfung B1' AND sq.answer_type = 'writing'`,
  );
  writingSub = String(id);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(contentDir, { recursive: true, force: true });
});

describe("writing and speaking drills", () => {
  it("a set per Teil named by its task kind; a drill gives one task and, handed in, the mock's feedback and assessment", async () => {
    const sets = (await t.gql(P.sets, { family: "GOETHE", cefr: "B1" })).data!.practiceSets;
    expect(sets.filter((s: { skill: string }) => s.skill === "WRITING").map((s: { id: string }) => s.id)).toEqual([
      "goethe-B1-writing-1",
      "goethe-B1-writing-2",
      "goethe-B1-writing-3",
    ]);
    expect(sets.find((s: { id: string }) => s.id === "goethe-B1-writing-1")).toMatchObject({
      taskType: "email",
      name: "Persönliche E-Mail schreiben",
      teilLabel: "Schreiben, Teil 1",
      blockCount: 2,
      itemCount: 2,
    });
    expect(sets.find((s: { id: string }) => s.id === "goethe-B1-speaking-2")).toMatchObject({ name: "Ein Thema präsentieren" });

    const { token } = await signedIn(t);
    const drill = (await t.gql(P.startDrill, { setId: "goethe-B1-writing-1" }, { token })).data!.startDrill;
    expect(drill).toMatchObject({ kind: "DRILL", mode: "TRAINING", pageCount: 1 });
    const page = (await t.gql(P.page, { id: drill.id, n: 1 }, { token })).data!.attempt.page;
    expect(page.block.subQuestions).toEqual([expect.objectContaining({ id: writingSub, answerType: "writing" })]);
    // a text is not checked like a key: it is assessed after handing in
    const check = await t.gql(P.check, { id: drill.id, ids: [writingSub] }, { token });
    expect(check.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(check.errors?.[0].message).toMatch(/nach der Abgabe bewertet/);
    await t.gql(Q.saveOnly, { id: drill.id, answers: [{ subQuestionId: writingSub, value: TEXT }] }, { token });
    expect((await t.gql(Q.submit, { id: drill.id }, { token })).errors).toBeUndefined();

    // the same text in a mock: the drill's feedback is the mock's
    const [{ id: examId }] = await t.ds.query(`SELECT id FROM exams WHERE name = 'Schreibprüfung B1'`);
    const mock = (await t.gql(Q.start, { examId: String(examId) }, { token })).data!.startAttempt.id;
    await t.gql(Q.saveOnly, { id: mock, answers: [{ subQuestionId: writingSub, value: TEXT }] }, { token });
    await t.gql(Q.submit, { id: mock }, { token });
    const drillReview = await t.gql(R.review, { id: drill.id, n: 1 }, { token });
    const mockReview = await t.gql(R.review, { id: mock, n: 2 }, { token });
    expect([drillReview.errors, mockReview.errors]).toEqual([undefined, undefined]);
    const inDrill = drillReview.data!.attempt;
    const inMock = mockReview.data!.attempt;
    expect(inDrill.kind).toBe("DRILL");
    const drillItem = inDrill.review.block.items[0];
    expect(drillItem).toMatchObject({ answerType: "writing", text: TEXT });
    expect(drillItem.feedback.wordCount).toBeGreaterThan(30);
    expect(drillItem.feedback).toEqual(inMock.review.block.items[0].feedback);

    // the self-assessment on the exam's rubric, as in a mock
    const scores = [
      { key: "erfuellung", points: 7.5 },
      { key: "sprache", points: 5 },
    ];
    // as in a mock: the rubric's sample text first (calibration), then one's own text
    const early = await t.gql(R.assess, { a: drill.id, s: writingSub, scores }, { token });
    expect(early.errors?.[0].extensions?.reason).toBe("CALIBRATION_REQUIRED");
    expect((await t.gql(R.calibrate, { s: writingSub, scores }, { token })).errors).toBeUndefined();
    const self = await t.gql(R.assess, { a: drill.id, s: writingSub, scores }, { token });
    expect(self.errors).toBeUndefined();
    expect(self.data!.assessAnswer).toMatchObject({ by: "SELF", total: 12.5 });
    const after = (await t.gql(R.review, { id: drill.id, n: 1 }, { token })).data!.attempt.review.block.items[0];
    expect(after.assessments).toEqual([{ by: "SELF", total: 12.5 }]);

    // the next writing drill gives the other mock's task: the one just written comes last
    const next = (await t.gql(P.startDrill, { setId: "goethe-B1-writing-1" }, { token })).data!.startDrill;
    const nextPage = (await t.gql(P.page, { id: next.id, n: 1 }, { token })).data!.attempt.page;
    expect(nextPage.block.subQuestions[0].id).not.toBe(writingSub);

    // writing has no mastery figures (it is assessed, not scored item by item)
    const mastery = (await t.gql(P.mastery, { family: "GOETHE", cefr: "B1" }, { token })).data!.mastery;
    expect(mastery.some((m: { set: { id: string } }) => m.set.id.includes("writing"))).toBe(false);
  });
});

describe("a speaking drill", () => {
  it("records the task in the drill and, handed in, plays the take back beside the rubric as in a mock", async () => {
    const { token } = await signedIn(t);
    const drill = (await t.gql(P.startDrill, { setId: "goethe-B1-speaking-2" }, { token })).data!.startDrill;
    expect(drill).toMatchObject({ kind: "DRILL", pageCount: 1 });
    const page = (await t.gql(P.page, { id: drill.id, n: 1 }, { token })).data!.attempt.page;
    const task = page.block.subQuestions[0];
    expect(task.answerType).toBe("speaking");
    const form = new FormData();
    form.append("subQuestionId", task.id);
    const take = fs.readFileSync(path.join(__dirname, "..", "..", "..", "test", "fixtures", "recordings", "answer.webm"));
    form.append("recording", new Blob([new Uint8Array(take)], { type: "audio/webm" }), "answer.webm");
    const res = await fetch(`${t.url}/media/recordings`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(201);
    const { recordingId } = (await res.json()) as { recordingId: string };
    const saved = await t.gql(Q.saveOnly, { id: drill.id, answers: [{ subQuestionId: task.id, value: recordingId }] }, { token });
    expect(saved.errors).toBeUndefined();
    expect((await t.gql(Q.submit, { id: drill.id }, { token })).errors).toBeUndefined();
    const review = await t.gql(
      `query($id: ID!) { attempt(id: $id) { review(page: 1) { block { items { answerType recordingUrl rubric { key }
        feedback { durationSeconds } } } } } }`,
      { id: drill.id },
      { token },
    );
    expect(review.errors).toBeUndefined();
    const item = review.data!.attempt.review.block.items[0];
    expect(item).toMatchObject({ answerType: "speaking", rubric: { key: "goethe-B1-sprechen-praesentation" } });
    expect(item.recordingUrl).toMatch(/\/media\/recordings\//);
    expect(item.feedback.durationSeconds).toBeGreaterThan(1);
  });
});
