import { signedIn } from "../../../test/factories";
import { startTestServer, type TestServer } from "../../../test/harness";
import { PlacementItem } from "./placement-item.entity";
import { DEFAULT_PLACEMENT_CONFIG } from "./placement.engine";
import { buildPlacementBank, seededRng } from "./placement.testing";

/** Set sizes and pass marks of the default configuration, which the service runs. */
const C = DEFAULT_PLACEMENT_CONFIG;
const D = C.difficultSize;
const M = C.mixedMiddle + C.mixedEasy;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  t.services.placement.rng = seededRng(7);
  await t.ds.query(`DELETE FROM placement_items`);
  await buildPlacementBank(t.ds, Math.max(D, C.mixedMiddle, C.mixedEasy) + 4);
});
afterAll(() => t.close());

interface Quiz {
  id: number;
  title: string;
  first_choice: string;
  second_choice: string;
  third_choice: string;
  fourth_choice: string;
  expected_answer: string | null;
  levels: { name: string };
  sets: { type: string };
}

function client(token: string | null, cookie?: string) {
  const headers: Record<string, string> = {
    "x-requested-with": "XMLHttpRequest",
    authorization: `Bearer ${token}`,
    "content-type": "application/json",
  };
  if (cookie) headers.cookie = cookie;
  return {
    async get(path: string) {
      const res = await fetch(`${t.url}/api/${path}`, { headers });
      return { status: res.status, body: (await res.json()) as any, setCookie: res.headers.get("set-cookie") };
    },
    async post(path: string, body: unknown) {
      const res = await fetch(`${t.url}/api/${path}`, { method: "POST", headers, body: JSON.stringify(body) });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
  };
}

async function keyOf(id: number): Promise<{ right: string; wrong: string }> {
  const item = await t.ds.getRepository(PlacementItem).findOneByOrFail({ id });
  return { right: item.correctAnswer, wrong: item.choices.find((c) => c !== item.correctAnswer)! };
}

/** One round as the original client plays it: save-quize-test and the next quizes fired together. */
async function round(c: ReturnType<typeof client>, userId: number, quizzes: Quiz[], rightCount: number): Promise<Quiz[]> {
  const answers = await Promise.all(
    quizzes.map(async (q, i) => {
      const k = await keyOf(q.id);
      const answer = i < rightCount ? k.right : k.wrong;
      // the client echoes expected_answer: here a cheater claims every answer is the expected one
      return {
        user_id: userId,
        quize_id: q.id,
        level_id: null,
        levelName: q.levels.name,
        answer,
        expected_answer: answer,
        type: q.sets.type,
      };
    }),
  );
  const last = quizzes[quizzes.length - 1];
  const [, next] = await Promise.all([
    c.post("save-quize-test", { quizes: answers, levelName: last.levels.name }),
    c.get(
      `quizes?data=${encodeURIComponent(JSON.stringify(answers))}&levelName=${last.levels.name}&type=${last.sets.type}&user_id=${userId}`,
    ),
  ]);
  expect(next.body).toMatchObject({ status: true, msg: "" });
  return next.body.data;
}

describe("REST compatibility: placement test", () => {
  it("plays the staircase through quizes / save-quize-test, ignoring the client's expected_answer, and reports the result", async () => {
    const { user, token } = await signedIn(t);
    const c = client(token);
    const first = await c.get("quizes?data=%5B%5D");
    expect(first.body.status).toBe(true);
    let set: Quiz[] = first.body.data;
    expect(set).toHaveLength(D);
    for (const q of set) {
      expect(q).toMatchObject({ levels: { name: "A2" }, sets: { type: "difficult" }, expected_answer: null });
      expect(typeof q.first_choice).toBe("string");
      expect(typeof q.fourth_choice).toBe("string");
    }
    set = await round(c, user.id, set, D); // A2 difficult passed
    expect(set.map((q) => q.levels.name)).toEqual(Array(D).fill("B1"));
    set = await round(c, user.id, set, 1); // B1 difficult failed (the claimed expected answers count for nothing)
    expect(set.map((q) => `${q.levels.name} ${q.sets.type}`)).toEqual([
      ...Array(C.mixedMiddle).fill("B1 middle"),
      ...Array(C.mixedEasy).fill("B1 easy"),
    ]);
    set = await round(c, user.id, set, C.mixedPassMark); // mixed set passed: placed at B1
    expect(set).toEqual([]);

    expect((await c.post("edit-quize-test", { user_id: user.id })).status).toBe(200);
    const result = await c.get("quizes-result");
    expect(result.body).toEqual({
      status: true,
      msg: "",
      data: expect.objectContaining({ levelName: "B1", type: "middle", correct: C.mixedPassMark }),
    });
    const answers = await c.get("user-quizes-test");
    const rows = answers.body.data.quizes_answers;
    expect(rows).toHaveLength(2 * D + M);
    for (const r of rows) {
      expect(r.quizes.expected_answer).toBe((await keyOf(r.quize_id)).right); // keys only after the run has ended
      expect(r.correct).toBe(r.answer === r.quizes.expected_answer);
    }
  });

  it("refuses another user's user_id with the reply the client treats as logged out", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const c = client(a.token);
    expect((await c.get(`quizes?data=%5B%5D&user_id=${b.user.id}`)).body).toEqual({ status: false, msg: "You must login first" });
    expect((await c.post("save-quize-test", { quizes: [{ user_id: b.user.id, quize_id: 1, answer: "x" }] })).body).toEqual({
      status: false,
      msg: "You must login first",
    });
    expect((await c.post("edit-quize-test", { user_id: b.user.id })).body).toEqual({
      status: false,
      msg: "You must login first",
    });
  });

  it("gives each guest (Bearer null) a run of their own through a cookie, and no result", async () => {
    const g1 = client(null);
    const first = await g1.get("quizes?data=%5B%5D");
    expect(first.body.data).toHaveLength(D);
    expect(first.setCookie).toMatch(/dp_guest=[^;]+; Max-Age=\d+; Path=\/api; Expires=.*HttpOnly; SameSite=Lax/);
    const cookie = first.setCookie!.split(";")[0];
    const again = await client(null, cookie).get("quizes?data=%5B%5D");
    expect(again.body.data.map((q: Quiz) => q.id)).toEqual(first.body.data.map((q: Quiz) => q.id)); // resumed, same set
    const other = await client(null).get("quizes?data=%5B%5D");
    expect(other.setCookie).not.toContain(cookie); // a different guest
    expect((await client(null, cookie).get("quizes-result")).body).toEqual({ status: false, msg: "يجب تسجيل الدخول أولا" });
    expect((await client(null, cookie).get(`quizes?data=%5B%5D&user_id=1`)).body.status).toBe(false);
  });
});
