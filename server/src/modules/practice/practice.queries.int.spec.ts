import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { signedIn } from "../../../test/factories";
import { startTestServer, type TestServer } from "../../../test/harness";
import { recordMissingItemRuns } from "../attempts/attempt-item-runs";
import { P, practiceContentDir } from "./practice.testkit";

let t: TestServer;
let contentDir: string;

beforeAll(async () => {
  contentDir = practiceContentDir();
  t = await startTestServer({ contentDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(contentDir, { recursive: true, force: true });
});

/**
 * `n` submitted mocks of the A1 test exam, each answering every choice item with its first option, written as rows
 * from before item runs existed, then recorded as the server's start records them.
 */
async function history(userId: number, n: number): Promise<void> {
  const [{ id: examId }] = await t.ds.query(`SELECT id FROM exams WHERE name = 'Testprüfung A1'`);
  const ids: { id: number }[] = await t.ds.query(
    `INSERT INTO attempts (user_id, exam_id, kind, status, started_at, submitted_at, score, item_runs_recorded)
     SELECT $1, $2, 'mock', 'submitted', now() - (g || ' hours')::interval, now() - (g || ' hours')::interval, '{}'::jsonb, false
       FROM generate_series(1, $3::int) g RETURNING id`,
    [userId, examId, n],
  );
  await t.ds.query(
    `INSERT INTO attempt_answers (attempt_id, sub_question_id, value)
     SELECT a.id, sq.id, coalesce(sq.choices->0->>'value', (SELECT p->>'value' FROM jsonb_array_elements(b.option_pool) p LIMIT 1), 'x')
       FROM unnest($1::int[]) AS a(id) CROSS JOIN sub_questions sq JOIN question_blocks b ON b.id = sq.block_id
      WHERE b.exam_id = $2`,
    [ids.map((r) => r.id), examId],
  );
  expect(await recordMissingItemRuns(t.ds)).toBe(n);
}

describe("mastery over a long history", () => {
  it("sends a constant number of SQL statements whatever the number of submitted attempts (2 vs 200)", async () => {
    const small = await signedIn(t);
    const large = await signedIn(t);
    await history(small.user.id, 2);
    await history(large.user.id, 200);
    const vars = { family: "GOETHE", cefr: "A1" };
    const a = await t.queries(() => t.gql(P.mastery, vars, { token: small.token }));
    const b = await t.queries(() => t.gql(P.mastery, vars, { token: large.token }));
    expect(a.result.errors).toBeUndefined();
    expect(b.result.errors).toBeUndefined();
    const reading1 = (r: typeof b.result) =>
      r.data!.mastery.find((m: { set: { id: string } }) => m.set.id === "goethe-A1-reading-1");
    expect(reading1(a.result).attempted).toBe(2 * 3);
    expect(reading1(b.result).attempted).toBe(200 * 3);
    expect(b.queries).toBe(a.queries);
    expect(b.queries).toBeLessThanOrEqual(3); // the sign-in lookup, the item events, the published blocks
    // benchmark: the median of five runs for the learner with 200 attempts (printed, not asserted)
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const start = performance.now();
      await t.gql(P.mastery, vars, { token: large.token });
      times.push(performance.now() - start);
    }
    times.sort((x, y) => x - y);
    console.log(
      `mastery (200 submitted attempts, ${reading1(b.result).attempted} reading-1 items): ${b.queries} statements, median ${times[2].toFixed(1)} ms over HTTP`,
    );
  });
});
