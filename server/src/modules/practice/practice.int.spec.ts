import fs from "node:fs";
import { signedIn } from "../../../test/factories";
import { startTestServer, type TestServer } from "../../../test/harness";
import { Q } from "../attempts/attempt.testkit";
import { P, practiceContentDir } from "./practice.testkit";

let t: TestServer;
let contentDir: string;
let mockId: string; // "Testprüfung A1"
let secondId: string; // "Zweite Testprüfung A1"

const examIdOf = async (name: string) => String((await t.ds.query(`SELECT id FROM exams WHERE name = $1`, [name]))[0].id);
/** Sub-question id by its title. */
const sub = async (title: string) => String((await t.ds.query(`SELECT id FROM sub_questions WHERE title = $1`, [title]))[0].id);

beforeAll(async () => {
  contentDir = practiceContentDir();
  t = await startTestServer({ contentDir });
  mockId = await examIdOf("Testprüfung A1");
  secondId = await examIdOf("Zweite Testprüfung A1");
});
afterAll(async () => {
  await t.close();
  fs.rmSync(contentDir, { recursive: true, force: true });
});

/** Takes the A1 mock with the given answers and submits it. */
async function takeMock(token: string, answers: { subQuestionId: string; value: string }[]): Promise<string> {
  const id = (await t.gql(Q.start, { examId: mockId }, { token })).data!.startAttempt.id as string;
  expect((await t.gql(Q.saveOnly, { id, answers }, { token })).errors).toBeUndefined();
  expect((await t.gql(Q.submit, { id }, { token })).errors).toBeUndefined();
  return id;
}

async function drill(token: string, vars: Record<string, unknown>) {
  const r = await t.gql(P.startDrill, vars, { token });
  expect(r.errors).toBeUndefined();
  return r.data!.startDrill as { id: string; kind: string; mode: string; pageCount: number; status: string };
}

describe("practice sets", () => {
  it("are derived from the blueprints and the content: one per Teil, blocks of every published mock of the level", async () => {
    const r = await t.gql(P.sets, { family: "GOETHE", cefr: "A1" });
    expect(r.errors).toBeUndefined();
    const sets = r.data!.practiceSets;
    expect(sets.map((s: { id: string }) => s.id)).toEqual([
      "goethe-A1-reading-1",
      "goethe-A1-reading-2",
      "goethe-A1-reading-3",
      "goethe-A1-listening-1",
      "goethe-A1-listening-2",
      "goethe-A1-listening-3",
      "goethe-A1-writing-1",
      "goethe-A1-writing-2",
      "goethe-A1-speaking-1",
      "goethe-A1-speaking-2",
      "goethe-A1-speaking-3",
    ]);
    const [r1, r2, r3, l1] = sets;
    expect(r1).toMatchObject({ skill: "READING", teil: 1, teilLabel: "Lesen, Teil 1", blockCount: 2, itemCount: 5 });
    expect(r1.title).toBe("Goethe A1 · Lesen, Teil 1: Aussagen prüfen (richtig/falsch)");
    expect(r1.description).toMatch(/Aussage/);
    expect(r1.tip).toMatch(/Textstelle/);
    expect(r2).toMatchObject({ blockCount: 1, itemCount: 2 });
    expect(r3).toMatchObject({ blockCount: 1, itemCount: 1 });
    expect(l1).toMatchObject({ skill: "LISTENING", teilLabel: "Hören, Teil 1", blockCount: 1, itemCount: 2 });
    // an unpublished exam gives a set no blocks
    const b1 = (await t.gql(P.sets, { family: "GOETHE", cefr: "B1" })).data!.practiceSets;
    expect(b1).toHaveLength(15); // 5 + 4 keyed Teile, 3 + 3 writing and speaking
    expect(b1[0]).toMatchObject({ id: "goethe-B1-reading-1", blockCount: 0 });
  });

  it("speak the caller's language", async () => {
    const ar = (await t.gql(P.sets, { family: "TELC", cefr: "B1" }, { lang: "ar" })).data!.practiceSets;
    expect(ar[0].title).toBe("telc B1 · Leseverstehen, Teil 1: مطابقة العناوين");
    expect(ar[0].tip).toMatch(/العنوان/);
    const en = (await t.gql(P.sets, { family: "TELC", cefr: "B1" }, { lang: "en" })).data!.practiceSets;
    expect(en[3]).toMatchObject({ teilLabel: "Sprachbausteine, Teil 1", name: "Filling gaps (language elements)" });
  });
});

describe("guests and anonymous callers", () => {
  it("guests see the sets and are asked to register for everything else", async () => {
    const { token } = await signedIn(t, { isGuest: true });
    expect((await t.gql(P.sets, { family: "GOETHE", cefr: "A1" }, { token })).errors).toBeUndefined();
    const refused = [
      await t.gql(P.startDrill, { setId: "goethe-A1-reading-1" }, { token }),
      await t.gql(P.mastery, {}, { token }),
      await t.gql(P.mistakes, {}, { token }),
      await t.gql(P.readiness, {}, { token }),
      await t.gql(P.check, { id: "1", ids: ["1"] }, { token }),
    ];
    for (const r of refused) expect(r.errors?.[0].extensions?.code).toBe("REGISTRATION_REQUIRED");
    expect((await t.gql(P.mastery, {})).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("drills", () => {
  it("a set drill is a TRAINING attempt of the set's blocks across the level's mocks, without clock; starting again resumes it", async () => {
    const { token } = await signedIn(t);
    const d = await drill(token, { setId: "goethe-A1-reading-1" });
    expect(d).toMatchObject({ kind: "DRILL", mode: "TRAINING", status: "IN_PROGRESS", pageCount: 2, mistakesDrill: false });
    expect((d as unknown as { practiceSet: { id: string } }).practiceSet.id).toBe("goethe-A1-reading-1");
    expect((d as unknown as { timers: { limitSeconds: number | null }[] }).timers.every((c) => c.limitSeconds === null)).toBe(
      true,
    );
    const expected: { id: number; exam_id: number }[] = await t.ds.query(
      `SELECT b.id, b.exam_id FROM question_blocks b WHERE b.title = 'Lesen, Teil 1' AND b.exam_id = ANY($1::int[])
        ORDER BY b.exam_id`,
      [[Number(mockId), Number(secondId)]],
    );
    const pages = [];
    for (const n of [1, 2]) pages.push((await t.gql(P.page, { id: d.id, n }, { token })).data!.attempt.page.block);
    expect(pages.map((b) => Number(b.id)).sort()).toEqual(expected.map((b) => b.id).sort());
    expect(pages.every((b) => b.title === "Lesen, Teil 1")).toBe(true);
    expect((await drill(token, { setId: "goethe-A1-reading-1" })).id).toBe(d.id);
    const lists = (await t.gql(P.drills, {}, { token })).data!;
    expect(lists.myDrills.map((a: { id: string }) => a.id)).toEqual([d.id]);
    expect(lists.myAttempts).toEqual([]);
  });

  it("refuses an unknown set, a set without tasks, and both or neither of set and mistakes", async () => {
    const { token } = await signedIn(t);
    expect((await t.gql(P.startDrill, { setId: "goethe-A1-reading-9" }, { token })).errors?.[0].extensions?.code).toBe(
      "NOT_FOUND",
    );
    const none = await t.gql(P.startDrill, { setId: "goethe-B1-reading-1" }, { token });
    expect(none.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "NO_TASKS" });
    expect((await t.gql(P.startDrill, {}, { token })).errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const both = await t.gql(P.startDrill, { setId: "goethe-A1-reading-1", mistakes: true }, { token });
    expect(both.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const empty = await t.gql(P.startDrill, { mistakes: true }, { token });
    expect(empty.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "NO_MISTAKES" });
  });

  it("checkAnswers locks the checked answers and reveals the key and explanation of those items only", async () => {
    const { token } = await signedIn(t);
    const d = await drill(token, { setId: "goethe-A1-reading-1" });
    const tom = await sub("Tom arbeitet in München.");
    const wien = await sub("Tom arbeitet in Wien.");
    const anna = await sub("Anna wohnt in Berlin.");
    const save = (answers: { subQuestionId: string; value: string }[]) => t.gql(Q.saveOnly, { id: d.id, answers }, { token });
    expect(
      (
        await save([
          { subQuestionId: tom, value: "false" },
          { subQuestionId: wien, value: "false" },
          { subQuestionId: anna, value: "true" },
        ])
      ).errors,
    ).toBeUndefined();
    const r = await t.gql(P.check, { id: d.id, ids: [tom] }, { token, lang: "en" });
    expect(r.errors).toBeUndefined();
    expect(r.data!.checkAnswers).toEqual([
      expect.objectContaining({
        subQuestionId: tom,
        answer: "false",
        correct: false,
        correctAnswers: ["true"],
        explanation: "The text says: in Munich.",
      }),
    ]);
    expect(JSON.stringify(r.data)).not.toContain("Wien");
    // only the checked item is revealed; the review stays closed until submission
    expect((await t.gql(P.checked, { id: d.id }, { token })).data!.checkedAnswers).toEqual([
      { subQuestionId: tom, correct: false, correctAnswers: ["true"] },
    ]);
    expect((await t.gql(P.page, { id: d.id, n: 1 }, { token })).data!.attempt.review).toBeNull();
    // the checked answer is locked, the others are not
    const locked = await save([{ subQuestionId: tom, value: "true" }]);
    expect(locked.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "CHECKED" });
    expect((await save([{ subQuestionId: wien, value: "true" }])).errors).toBeUndefined();
    // checking again answers the verdict fixed at the first check
    const again = await t.gql(P.check, { id: d.id, ids: [tom, wien] }, { token });
    expect(again.data!.checkAnswers.map((c: { correct: boolean }) => c.correct)).toEqual([false, false]);
    // another learner cannot check, read or see it; a mock cannot be checked; an item outside the drill is refused
    const other = await signedIn(t);
    // another learner's drill is not there for them at all (NOT_FOUND, like an id that does not exist)
    expect((await t.gql(P.check, { id: d.id, ids: [anna] }, { token: other.token })).errors?.[0].extensions?.code).toBe(
      "NOT_FOUND",
    );
    expect((await t.gql(P.checked, { id: d.id }, { token: other.token })).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const outside = await t.gql(P.check, { id: d.id, ids: [await sub("Sie suchen ein Auto.")] }, { token });
    expect(outside.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const mock = (await t.gql(Q.start, { examId: mockId }, { token })).data!.startAttempt.id;
    const onMock = await t.gql(P.check, { id: mock, ids: [anna] }, { token });
    expect(onMock.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "NOT_A_DRILL" });
  });
});

describe("mistakes, mastery and readiness", () => {
  it("a mistake leaves the queue after two right answers in later drills; a drill never changes the mock's result", async () => {
    const { token } = await signedIn(t);
    const anna = await sub("Anna wohnt in Berlin.");
    const wo = await sub("Wo wohnt Anna?");
    // every other item of Lesen right (a blank would be a mistake too); Hören untouched
    const mock = await takeMock(token, [
      { subQuestionId: anna, value: "false" },
      { subQuestionId: wo, value: "b" },
      { subQuestionId: await sub("Anna wohnt in"), value: "Berlin" },
      { subQuestionId: await sub("Sie suchen eine Wohnung."), value: "a" },
      { subQuestionId: await sub("Sie suchen ein Auto."), value: "0" },
    ]);
    const result = (await t.gql(Q.result, { id: mock }, { token })).data!.attempt.result;
    let m = (await t.gql(P.mistakes, { family: "GOETHE", cefr: "A1" }, { token })).data!;
    expect(m.myMistakes).toEqual([
      {
        subQuestionId: anna,
        set: { id: "goethe-A1-reading-1" },
        title: "Anna wohnt in Berlin.",
        lastAnswer: "false",
        lastAnswerLabel: "Falsch",
        times: 1,
        rightSince: 0,
      },
    ]);
    expect(m.mistakeCount).toBe(1);

    for (const round of [1, 2]) {
      const d = await drill(token, { mistakes: true, family: "GOETHE", cefr: "A1" });
      expect(d).toMatchObject({ kind: "DRILL", pageCount: 1, mistakesDrill: true });
      await t.gql(Q.saveOnly, { id: d.id, answers: [{ subQuestionId: anna, value: "true" }] }, { token });
      const c = await t.gql(P.check, { id: d.id, ids: [anna] }, { token });
      expect(c.data!.checkAnswers[0].correct).toBe(true);
      expect((await t.gql(Q.submit, { id: d.id }, { token })).errors).toBeUndefined();
      m = (await t.gql(P.mistakes, { family: "GOETHE", cefr: "A1" }, { token })).data!;
      if (round === 1) expect(m.myMistakes).toEqual([expect.objectContaining({ subQuestionId: anna, rightSince: 1 })]);
    }
    expect(m.myMistakes).toEqual([]);
    expect(m.mistakeCount).toBe(0);
    expect((await t.gql(Q.result, { id: mock }, { token })).data!.attempt.result).toEqual(result);
    expect((await t.gql(Q.mine, {}, { token })).data!.myAttempts.map((a: { id: string }) => a.id)).toEqual([mock]);
  });

  it("mastery per set on a scripted history; the weakest practised set is recommended; nobody else's work counts", async () => {
    const { token } = await signedIn(t);
    const anna = await sub("Anna wohnt in Berlin.");
    const wo = await sub("Wo wohnt Anna?");
    const wohnung = await sub("Sie suchen eine Wohnung.");
    const auto = await sub("Sie suchen ein Auto.");
    // mock: reading-1 one of two right; reading-2 two of two right
    await takeMock(token, [
      { subQuestionId: anna, value: "false" },
      { subQuestionId: wo, value: "b" },
      { subQuestionId: wohnung, value: "a" },
      { subQuestionId: auto, value: "0" },
    ]);
    // a drill of reading-1: two right in the second mock's block, one checked wrong, then submitted
    const d = await drill(token, { setId: "goethe-A1-reading-1" });
    await t.gql(
      Q.saveOnly,
      {
        id: d.id,
        answers: [
          { subQuestionId: await sub("Tom arbeitet in München."), value: "true" },
          { subQuestionId: await sub("Tom arbeitet in Wien."), value: "false" },
          { subQuestionId: anna, value: "false" },
        ],
      },
      { token },
    );
    await t.gql(P.check, { id: d.id, ids: [anna] }, { token });
    await t.gql(Q.submit, { id: d.id }, { token });

    const rows = (await t.gql(P.mastery, { family: "GOETHE", cefr: "A1" }, { token })).data!.mastery;
    expect(rows).toHaveLength(6);
    const of = (id: string) => rows.find((r: { set: { id: string } }) => r.set.id === id);
    // reading-1: the mock's blank gap counts as wrong (1 of 3), the drill's two answers and its checked item (2 of 3)
    expect(of("goethe-A1-reading-1")).toMatchObject({
      attempted: 6,
      correct: 3,
      percent: 50,
      band: "TOO_FEW",
      itemsNeeded: 4,
      recommended: true,
    });
    expect(of("goethe-A1-reading-1").lastPracticedAt).not.toBeNull();
    // two of two right is no verdict yet: "zu wenig Daten", eight more items
    expect(of("goethe-A1-reading-2")).toMatchObject({
      attempted: 2,
      correct: 2,
      percent: 100,
      band: "TOO_FEW",
      windowItems: 2,
      windowCorrect: 2,
      itemsNeeded: 8,
      recommended: false,
    });
    expect(of("goethe-A1-listening-1")).toMatchObject({
      attempted: 0,
      percent: 0,
      band: "NEW",
      trend: null,
      lastPracticedAt: null,
    });
    expect(rows.filter((r: { recommended: boolean }) => r.recommended).map((r: { set: { id: string } }) => r.set.id)).toEqual([
      "goethe-A1-reading-1",
    ]);
    // another learner's figures and queue hold none of this
    const other = await signedIn(t);
    const theirs = (await t.gql(P.mastery, { family: "GOETHE", cefr: "A1" }, { token: other.token })).data!.mastery;
    expect(theirs.every((r: { attempted: number }) => r.attempted === 0)).toBe(true);
    expect((await t.gql(P.mistakes, {}, { token: other.token })).data!.myMistakes).toEqual([]);
    expect((await t.gql(P.page, { id: d.id, n: 1 }, { token: other.token })).errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  it("blanks of a module worked on count as wrong, as in the result; 'sure' only from ten items and a Wilson lower end of 70 %", async () => {
    const { token } = await signedIn(t);
    const right = [
      { subQuestionId: await sub("Anna wohnt in Berlin."), value: "true" },
      { subQuestionId: await sub("Wo wohnt Anna?"), value: "b" },
      { subQuestionId: await sub("Anna wohnt in"), value: "Berlin" },
    ];
    // the finding: one Teil answered in part ("Wo wohnt Anna?" only), the rest of Lesen left blank, Hören untouched
    const first = await takeMock(token, [right[1]]);
    const result = (await t.gql(Q.result, { id: first }, { token })).data!.attempt.result;
    expect(result.reading).toMatchObject({ correct: 1, total: 5 });
    let rows = (await t.gql(P.mastery, { family: "GOETHE", cefr: "A1" }, { token })).data!.mastery;
    const of = (id: string) => rows.find((r: { set: { id: string } }) => r.set.id === id);
    expect(of("goethe-A1-reading-1")).toMatchObject({ attempted: 3, correct: 1, band: "TOO_FEW", itemsNeeded: 7 });
    expect(of("goethe-A1-reading-2")).toMatchObject({ attempted: 2, correct: 0, band: "TOO_FEW" });
    expect(of("goethe-A1-listening-1")).toMatchObject({ attempted: 0, band: "NEW", itemsNeeded: 10 });
    // the blanks are mistakes to practise, with no answer given
    const queue = (await t.gql(P.mistakes, { family: "GOETHE", cefr: "A1" }, { token })).data!.myMistakes;
    expect(queue.map((m: { title: string }) => m.title).sort()).toEqual(
      ["Anna wohnt in", "Anna wohnt in Berlin.", "Sie suchen ein Auto.", "Sie suchen eine Wohnung."].sort(),
    );
    expect(queue.every((m: { lastAnswer: string | null }) => m.lastAnswer === null)).toBe(true);
    // more mocks with Lesen Teil 1 all right (Lesen Teil 2 left blank each time)
    await takeMock(token, right);
    await takeMock(token, right);
    rows = (await t.gql(P.mastery, { family: "GOETHE", cefr: "A1" }, { token })).data!.mastery;
    expect(of("goethe-A1-reading-1")).toMatchObject({ attempted: 9, correct: 7, band: "TOO_FEW", itemsNeeded: 1 });
    await takeMock(token, right);
    rows = (await t.gql(P.mastery, { family: "GOETHE", cefr: "A1" }, { token })).data!.mastery;
    expect(of("goethe-A1-reading-1")).toMatchObject({ attempted: 12, correct: 10, windowItems: 12, itemsNeeded: 0 });
    expect(of("goethe-A1-reading-1").band).toBe("FAIR"); // 10 of 12: lower end 60.1 %
    await takeMock(token, right);
    await takeMock(token, right);
    rows = (await t.gql(P.mastery, { family: "GOETHE", cefr: "A1" }, { token })).data!.mastery;
    // 16 of 18: lower end 71.4 %
    expect(of("goethe-A1-reading-1")).toMatchObject({ attempted: 18, correct: 16, band: "STRONG" });
    expect(of("goethe-A1-reading-1").lowerBound).toBeGreaterThanOrEqual(70);
  });

  it("readiness states ranges under the official rule, from history, else from placement, else unknown", async () => {
    const { user, token } = await signedIn(t);
    const none = (await t.gql(P.readiness, { family: "GOETHE", cefr: "A1" }, { token })).data!.readiness;
    expect(none).toEqual([
      expect.objectContaining({ passRule: "TOTAL", verdict: "UNKNOWN", basis: "NONE", low: null, high: null }),
    ]);
    await t.ds.query(
      `INSERT INTO placement_runs (user_id, status, current_level, current_set_type, result_level, result_set_type, result_correct, finished_at)
       VALUES ($1, 'submitted', 'A2', 'difficult', 'A2', 'difficult', 8, now())`,
      [user.id],
    );
    const placed = (await t.gql(P.readiness, { family: "GOETHE", cefr: "A1" }, { token })).data!.readiness[0];
    expect(placed).toMatchObject({ basis: "PLACEMENT", low: 70, high: 90, verdict: "LIKELY" });
    expect(placed.modules.map((m: { basis: string }) => m.basis)).toEqual(["PLACEMENT", "PLACEMENT"]);
    const all = [
      "Anna wohnt in Berlin.",
      "Wo wohnt Anna?",
      "Sie suchen eine Wohnung.",
      "Sie suchen ein Auto.",
      "Anna wohnt in",
      "Der Zug fährt um",
      "Wann fährt der Zug?",
    ];
    await takeMock(token, [
      { subQuestionId: await sub(all[0]), value: "true" },
      { subQuestionId: await sub(all[1]), value: "a" },
    ]);
    const r = (await t.gql(P.readiness, { family: "GOETHE", cefr: "A1" }, { token })).data!.readiness[0];
    expect(r.basis).toBe("HISTORY");
    expect(r.low).toBeLessThan(r.high);
    expect(r.high - r.low).toBeGreaterThanOrEqual(10);
    expect(r.verdict).toBe("NOT_YET");
    expect(r.modules[0]).toMatchObject({ skill: "READING", basis: "HISTORY", items: 5 });
    expect(r.modules[0].low % 5).toBe(0);
  });
});
