import fs from "node:fs";
import { signedIn } from "../../../test/factories";
import { startTestServer, type TestServer } from "../../../test/harness";
import { Q } from "../attempts/attempt.testkit";
import { P, practiceContentDir } from "./practice.testkit";

let t: TestServer;
let contentDir: string;

const examIdOf = async (name: string) => String((await t.ds.query(`SELECT id FROM exams WHERE name = $1`, [name]))[0].id);
const sub = async (title: string) => String((await t.ds.query(`SELECT id FROM sub_questions WHERE title = $1`, [title]))[0].id);
/** The Lesen Teil 1 block of an exam. */
const teil1Of = async (examId: string) =>
  String((await t.ds.query(`SELECT id FROM question_blocks WHERE exam_id = $1 AND title = 'Lesen, Teil 1'`, [examId]))[0].id);

beforeAll(async () => {
  contentDir = practiceContentDir();
  t = await startTestServer({ contentDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(contentDir, { recursive: true, force: true });
});

async function takeMock(token: string, examId: string, answers: { subQuestionId: string; value: string }[]): Promise<string> {
  const id = (await t.gql(Q.start, { examId }, { token })).data!.startAttempt.id as string;
  expect((await t.gql(Q.saveOnly, { id, answers }, { token })).errors).toBeUndefined();
  expect((await t.gql(Q.submit, { id }, { token })).errors).toBeUndefined();
  return id;
}

async function drillPages(token: string, vars: Record<string, unknown>) {
  const r = await t.gql(P.startDrill, vars, { token });
  expect(r.errors).toBeUndefined();
  const d = r.data!.startDrill as { id: string; pageCount: number };
  const pages: { block: { id: string; subQuestions: { id: string; title: string }[] } }[] = [];
  for (let n = 1; n <= d.pageCount; n += 1) pages.push((await t.gql(P.page, { id: d.id, n }, { token })).data!.attempt.page);
  return { id: d.id, pages };
}

describe("drills prefer pages not seen, or not seen lately", () => {
  it("a page answered in a mock comes after the pages not seen; the page whose review was just opened comes last", async () => {
    // without history the exam order holds: X (the first exam's Lesen Teil 1), then Y
    const fresh = await signedIn(t);
    const order = (await drillPages(fresh.token, { setId: "goethe-A1-reading-1" })).pages.map((p) => p.block.id);
    const ids = { A: await examIdOf("Testprüfung A1"), B: await examIdOf("Zweite Testprüfung A1") };
    const [first, second] = order[0] === (await teil1Of(ids.A)) ? [ids.A, ids.B] : [ids.B, ids.A];
    const [x, y] = order;
    expect([x, y]).toEqual([await teil1Of(first), await teil1Of(second)]);
    const answerOf: Record<string, { subQuestionId: string; value: string }> = {
      [ids.A]: { subQuestionId: await sub("Anna wohnt in Berlin."), value: "true" },
      [ids.B]: { subQuestionId: await sub("Tom arbeitet in München."), value: "true" },
    };

    // X answered in a mock: Y, never seen, comes first
    const a = await signedIn(t);
    await takeMock(a.token, first, [answerOf[first]]);
    const afterMock = await drillPages(a.token, { setId: "goethe-A1-reading-1" });
    expect(afterMock.pages.map((p) => p.block.id)).toEqual([y, x]);

    // both seen in mocks (X first, then Y); then the review of X is opened: Y, seen longer ago, comes first
    const b = await signedIn(t);
    const mockX = await takeMock(b.token, first, [answerOf[first]]);
    await takeMock(b.token, second, [answerOf[second]]);
    const before = await drillPages(b.token, { setId: "goethe-A1-reading-1" });
    expect(before.pages.map((p) => p.block.id)).toEqual([x, y]);
    await t.gql(Q.submit, { id: before.id }, { token: b.token }); // left unanswered: it shows nothing new as seen
    const review = await t.gql(Q.review, { id: mockX, n: 1 }, { token: b.token });
    expect(review.data!.attempt.review.block.id).toBe(x);
    const afterReview = await drillPages(b.token, { setId: "goethe-A1-reading-1" });
    expect(afterReview.pages.map((p) => p.block.id)).toEqual([y, x]);
  });
});

describe("a mistakes drill", () => {
  it("asks only the items answered wrong, on their page (text and recording kept); only they can be checked and count", async () => {
    const { token } = await signedIn(t);
    const first = await examIdOf("Testprüfung A1");
    const anna = await sub("Anna wohnt in Berlin.");
    const wo = await sub("Wo wohnt Anna?");
    const gap = await sub("Anna wohnt in");
    const zug = await sub("Wann fährt der Zug?");
    const um = await sub("Der Zug fährt um");
    // Lesen Teil 1: one wrong of three; Lesen Teil 2 right; Hören Teil 1: one wrong, one right
    await takeMock(token, first, [
      { subQuestionId: anna, value: "false" },
      { subQuestionId: wo, value: "b" },
      { subQuestionId: gap, value: "Berlin" },
      { subQuestionId: await sub("Sie suchen eine Wohnung."), value: "a" },
      { subQuestionId: await sub("Sie suchen ein Auto."), value: "0" },
      { subQuestionId: zug, value: "b" },
      { subQuestionId: um, value: "acht" },
    ]);
    const d = await drillPages(token, { mistakes: true, family: "GOETHE", cefr: "A1" });
    expect(d.pages.map((p) => p.block.subQuestions.map((s) => s.id))).toEqual([[anna], [zug]]);
    const full = (await t.gql(Q.review, { id: (await t.gql(Q.mine, {}, { token })).data!.myAttempts[0].id, n: 1 }, { token }))
      .data!.attempt.review.block;
    expect(full.items).toHaveLength(3); // the mock's own review still shows the whole page
    const states = (
      await t.gql(`query S($id: ID!) { attempt(id: $id) { pageStates { number questions } } }`, { id: d.id }, { token })
    ).data!.attempt.pageStates;
    expect(states).toEqual([
      { number: 1, questions: 1 },
      { number: 2, questions: 1 },
    ]);
    // an item answered right is not part of the drill: checking it is refused
    const refused = await t.gql(P.check, { id: d.id, ids: [wo] }, { token });
    expect(refused.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    await t.gql(Q.saveOnly, { id: d.id, answers: [{ subQuestionId: anna, value: "true" }] }, { token });
    const checked = await t.gql(P.check, { id: d.id, ids: [anna] }, { token });
    expect(checked.data!.checkAnswers).toEqual([expect.objectContaining({ subQuestionId: anna, correct: true })]);
    expect((await t.gql(Q.submit, { id: d.id }, { token })).errors).toBeUndefined();
    // only the drill's items counted: the other Lesen Teil 1 items were not asked and stay as the mock left them
    const rows = (await t.gql(P.mastery, { family: "GOETHE", cefr: "A1" }, { token })).data!.mastery;
    expect(rows.find((r: { set: { id: string } }) => r.set.id === "goethe-A1-reading-1")).toMatchObject({
      attempted: 4,
      correct: 3,
    });
    const queue = (await t.gql(P.mistakes, { family: "GOETHE", cefr: "A1" }, { token })).data!.myMistakes;
    expect(queue.map((m: { subQuestionId: string; rightSince: number }) => [m.subQuestionId, m.rightSince]).sort()).toEqual(
      [
        [anna, 1],
        [zug, 0],
      ].sort(),
    );
  });
});
