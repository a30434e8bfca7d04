import { signedIn } from "../../../test/factories";
import { startTestServer, type GqlResult, type TestServer } from "../../../test/harness";
import { DEFAULT_PLACEMENT_CONFIG } from "./placement.engine";
import { buildPlacementBank, seededRng } from "./placement.testing";

/** What a finished run reports over all its sets, and how long a run takes. */
const C = DEFAULT_PLACEMENT_CONFIG;

interface Run {
  id: string;
  round: number;
  items: { id: string; choices: string[] }[];
  result: null | {
    level: string;
    setType: string;
    correct: number;
    total: number;
    correctAll: number;
    totalAll: number;
    unansweredAll: number;
    sets: {
      round: number;
      cefr: string;
      setType: string;
      correct: number;
      answered: number;
      total: number;
      passMark: number;
      passed: boolean;
    }[];
  };
}
const RUN = `id round items { id choices }
  result { level setType correct total correctAll totalAll unansweredAll
           sets { round cefr setType correct answered total passMark passed } }`;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ds.query(`TRUNCATE placement_responses, placement_runs, placement_items RESTART IDENTITY CASCADE`);
  await buildPlacementBank(t.ds, 20);
  t.services.placement.rng = seededRng(5);
});

function ok<T>(r: GqlResult<T>): T {
  expect(r.errors).toBeUndefined();
  return r.data!;
}

/** Answers the current set: the first `right` items right, the next ones wrong, the last `blank` left out. */
async function answer(token: string, run: Run, right: number, blank = 0): Promise<Run> {
  const rows: { id: number; correct_answer: string }[] = await t.ds.query(
    `SELECT id, correct_answer FROM placement_items WHERE id = ANY($1)`,
    [run.items.map((i) => Number(i.id))],
  );
  const keys = new Map(rows.map((r) => [String(r.id), r.correct_answer]));
  const answers = run.items.slice(0, run.items.length - blank).map((it, i) => ({
    itemId: it.id,
    value: i < right ? keys.get(it.id)! : it.choices.find((c) => c !== keys.get(it.id))!,
  }));
  const r = await t.gql<{ answerPlacement: Run }>(
    `mutation($runId: ID!, $answers: [PlacementAnswerInput!]!, $round: Int) {
      answerPlacement(runId: $runId, answers: $answers, round: $round) { ${RUN} } }`,
    { runId: run.id, answers, round: run.round },
    { token },
  );
  return ok(r).answerPlacement;
}

describe("the result of a finished run", () => {
  it("counts right answers and blanks over all sets, and lists each set with its level, kind and outcome", async () => {
    const { token } = await signedIn(t);
    let run = ok(await t.gql<{ startPlacement: Run }>(`mutation { startPlacement { ${RUN} } }`, {}, { token })).startPlacement;
    // A2 difficult: 5 right, 8 wrong, 3 left blank → failed; A2 mixed: 12 right → placed A2.
    run = await answer(token, run, 5, 3);
    run = await answer(token, run, 12);
    const result = run.result!;
    expect(result.level).toBe("A2");
    // The last set alone, as before (the REST report and older clients read these).
    expect([result.setType, result.correct, result.total]).toEqual(["mixed", 12, 16]);
    // Over the whole run: 5 + 12 of 16 + 16, three left blank.
    expect([result.correctAll, result.totalAll, result.unansweredAll]).toEqual([17, 32, 3]);
    expect(result.sets).toEqual([
      {
        round: 1,
        cefr: "A2",
        setType: "difficult",
        correct: 5,
        answered: 13,
        total: 16,
        passMark: C.difficultPassMark,
        passed: false,
      },
      { round: 2, cefr: "A2", setType: "mixed", correct: 12, answered: 16, total: 16, passMark: C.mixedPassMark, passed: true },
    ]);
  });

  it("lists a climb through the levels set by set", async () => {
    const { token } = await signedIn(t);
    let run = ok(await t.gql<{ startPlacement: Run }>(`mutation { startPlacement { ${RUN} } }`, {}, { token })).startPlacement;
    for (const right of [16, 10, 4, 8]) run = await answer(token, run, right);
    const result = run.result!;
    // A2 and B1 passed, B2 difficult failed, B2 mixed failed → placed B1 without a B1 mixed set.
    expect(result.level).toBe("B1");
    expect(result.sets.map((s) => `${s.cefr} ${s.setType} ${s.correct}/${s.total} ${s.passed ? "passed" : "failed"}`)).toEqual([
      "A2 difficult 16/16 passed",
      "B1 difficult 10/16 passed",
      "B2 difficult 4/16 failed",
      "B2 mixed 8/16 failed",
    ]);
    expect([result.correctAll, result.totalAll, result.unansweredAll]).toEqual([38, 64, 0]);
  });
});

describe("placementOutline", () => {
  it("tells anyone how long a run takes, from the staircase's shortest and longest paths", async () => {
    const r = await t.gql<{ placementOutline: Record<string, number> }>(
      `{ placementOutline { setSize minSets maxSets minItems maxItems minMinutes maxMinutes } }`,
    );
    // Shortest: A2 difficult failed, A2 mixed passed (2 sets). Longest: A2, B1, B2 passed, C1 difficult failed,
    // C1 mixed (5 sets). 30 s per item: 16 to 40 minutes, shown as 15 to 40.
    expect(ok(r).placementOutline).toEqual({
      setSize: 16,
      minSets: 2,
      maxSets: 5,
      minItems: 32,
      maxItems: 80,
      minMinutes: 15,
      maxMinutes: 40,
    });
  });
});
