import path from "node:path";
import { signedIn } from "../../../test/factories";
import { startTestServer, type GqlResult, type TestServer } from "../../../test/harness";
import { seededRng } from "./placement.testing";

/** The shipped bank's listening items: one in every set, its recording served, its answer scored like any other. */
const SHIPPED = path.join(__dirname, "..", "..", "..", "..", "content");

interface Item {
  id: string;
  title: string;
  choices: string[];
  audio: { url: string; mimeType: string }[];
}
interface Run {
  id: string;
  round: number;
  items: Item[];
}
const RUN = `id round items { id title choices audio { url mimeType } }`;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ contentDir: SHIPPED });
  t.services.placement.rng = seededRng(2);
});
afterAll(() => t.close());

function ok<T>(r: GqlResult<T>): T {
  expect(r.errors).toBeUndefined();
  return r.data!;
}

async function keysOf(run: Run): Promise<Map<string, string>> {
  const rows: { id: number; correct_answer: string }[] = await t.ds.query(
    `SELECT id, correct_answer FROM placement_items WHERE id = ANY($1)`,
    [run.items.map((i) => Number(i.id))],
  );
  return new Map(rows.map((r) => [String(r.id), r.correct_answer]));
}

it("every set holds one listening item with its recording; its answer is scored", async () => {
  const { token } = await signedIn(t);
  const run = ok(await t.gql<{ startPlacement: Run }>(`mutation { startPlacement { ${RUN} } }`, {}, { token })).startPlacement;
  const listening = run.items.filter((i) => i.audio.length > 0);
  expect(listening).toHaveLength(1);
  const [item] = listening;
  expect(item.title).toMatch(/^Hören: .+\?$/);
  expect(item.audio.map((a) => a.mimeType.split(";")[0])).toEqual(["audio/ogg", "audio/mpeg"]);
  expect(item.audio[0].url).toMatch(/^\/media\/placement\/audio\/placement-a2-h[12]\.ogg$/);
  const served = await fetch(`${t.url}${item.audio[0].url}`);
  expect(served.status).toBe(200);
  expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(10_000);

  // the listening item right, every other item wrong: only the listening item counts as right
  const keys = await keysOf(run);
  const answers = run.items.map((i) => ({
    itemId: i.id,
    value: i === item ? keys.get(i.id)! : i.choices.find((c) => c !== keys.get(i.id))!,
  }));
  const next = ok(
    await t.gql<{ answerPlacement: Run }>(
      `mutation($runId: ID!, $answers: [PlacementAnswerInput!]!) { answerPlacement(runId: $runId, answers: $answers) { ${RUN} } }`,
      { runId: run.id, answers },
      { token },
    ),
  ).answerPlacement;
  const scored: { item_id: number; correct: boolean }[] = await t.ds.query(
    `SELECT item_id, correct FROM placement_responses WHERE run_id = $1 AND correct`,
    [Number(run.id)],
  );
  expect(scored.map((r) => String(r.item_id))).toEqual([item.id]);

  // 1 of 16 fails the A2 difficult set: the A2 mixed set follows, again with one listening item (a middle one)
  expect(next.round).toBe(2);
  const mixedListening = next.items.filter((i) => i.audio.length > 0);
  expect(mixedListening).toHaveLength(1);
  expect(mixedListening[0].audio[0].url).toMatch(/^\/media\/placement\/audio\/placement-a2-h[34]\.ogg$/);
});
