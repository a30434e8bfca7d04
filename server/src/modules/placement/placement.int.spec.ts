import { signedIn } from "../../../test/factories";
import { startTestServer, type GqlResult, type TestServer } from "../../../test/harness";
import { User } from "../users/user.entity";
import { DEFAULT_PLACEMENT_CONFIG } from "./placement.engine";
import { buildPlacementBank, seededRng } from "./placement.testing";

/** The service runs the default configuration: set sizes and pass marks come from it, not from literals. */
const C = DEFAULT_PLACEMENT_CONFIG;
const D = C.difficultSize;
const M = C.mixedMiddle + C.mixedEasy;
const P = C.difficultPassMark;
const PM = C.mixedPassMark;
/** Items per level × difficulty: enough to fill every set with some to spare. */
const PER_CELL = Math.max(D, C.mixedMiddle, C.mixedEasy) + 4;
const MIXED = (level: string) => [...Array(C.mixedMiddle).fill(`${level}-middle`), ...Array(C.mixedEasy).fill(`${level}-easy`)];

interface Item {
  id: string;
  title: string;
  choices: string[];
}
interface Run {
  id: string;
  status: "IN_PROGRESS" | "SUBMITTED";
  round: number;
  items: Item[];
  result: null | {
    level: string;
    cefr: string | null;
    label: string;
    setType: string;
    correct: number;
    total: number;
    responses: { item: Item; round: number; value: string; answered: boolean; correctValue: string; correct: boolean }[];
    examLevels: { family: string; cefr: string; slug: string }[];
  };
}

const RUN = `id status round startedAt finishedAt items { id title choices }
  result { level cefr label setType correct total
           responses { item { id title choices } round value answered correctValue correct }
           examLevels { family cefr slug } }`;
const RUN_NO_RESULT = `id status round items { id title choices }`;
const START = `mutation { startPlacement { ${RUN} } }`;
const ANSWER = `mutation($runId: ID!, $answers: [PlacementAnswerInput!]!, $round: Int) {
  answerPlacement(runId: $runId, answers: $answers, round: $round) { ${RUN} } }`;
const READ = `query($id: ID!) { placementRun(id: $id) { ${RUN} } }`;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ds.query(`TRUNCATE placement_responses, placement_runs, placement_items RESTART IDENTITY CASCADE`);
  await buildPlacementBank(t.ds, PER_CELL);
  t.services.placement.rng = seededRng(11);
});

function ok<T>(r: GqlResult<T>): T {
  expect(r.errors).toBeUndefined();
  return r.data!;
}

async function start(token: string): Promise<Run> {
  return ok(await t.gql<{ startPlacement: Run }>(START, {}, { token })).startPlacement;
}

async function keysOf(items: Item[]): Promise<Map<string, string>> {
  const rows: { id: number; correct_answer: string }[] = await t.ds.query(
    `SELECT id, correct_answer FROM placement_items WHERE id = ANY($1)`,
    [items.map((i) => Number(i.id))],
  );
  return new Map(rows.map((r) => [String(r.id), r.correct_answer]));
}

/** Answers the current set with the first `right` items right and the others wrong. */
async function answersFor(run: Run, right: number) {
  const keys = await keysOf(run.items);
  return run.items.map((it, i) => ({
    itemId: it.id,
    value: i < right ? keys.get(it.id)! : it.choices.find((c) => c !== keys.get(it.id))!,
  }));
}

async function answer(token: string, run: Run, right: number, lang?: string): Promise<GqlResult<{ answerPlacement: Run }>> {
  return t.gql<{ answerPlacement: Run }>(
    ANSWER,
    { runId: run.id, answers: await answersFor(run, right), round: run.round },
    { token, lang },
  );
}

/** Levels and difficulties of the items of the current set, as "A2-difficult" strings. */
async function cellsOf(run: Run): Promise<string[]> {
  const rows: { id: number; cefr: string; difficulty: string }[] = await t.ds.query(
    `SELECT id, cefr, difficulty FROM placement_items WHERE id = ANY($1)`,
    [run.items.map((i) => Number(i.id))],
  );
  const byId = new Map(rows.map((r) => [String(r.id), `${r.cefr}-${r.difficulty}`]));
  return run.items.map((i) => byId.get(i.id)!);
}

/** Plays sets with the given numbers right; returns the run after the last answer. */
async function play(token: string, rights: number[]): Promise<Run> {
  let run = await start(token);
  for (const right of rights) {
    const r = await answer(token, run, right);
    // a guest's finished run answers with REGISTRATION_REQUIRED on `result` only
    expect(r.errors?.filter((e) => e.extensions?.code !== "REGISTRATION_REQUIRED") ?? []).toEqual([]);
    run = r.data!.answerPlacement;
  }
  return run;
}

describe("startPlacement", () => {
  it("needs a principal", async () => {
    const r = await t.gql(START);
    expect(r.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("starts with a full set of difficult A2 items that carry no key, and resumes the open run", async () => {
    const { token } = await signedIn(t);
    const run = await start(token);
    expect(run).toMatchObject({ status: "IN_PROGRESS", round: 1, result: null });
    expect(await cellsOf(run)).toEqual(Array(D).fill("A2-difficult"));
    expect(run.items[0].choices).toHaveLength(4);
    const again = await start(token);
    expect(again.id).toBe(run.id);
    expect(again.items).toEqual(run.items);
  });

  it("exposes no answer key on PlacementItem", async () => {
    const r = await t.gql<{ __type: { fields: { name: string }[] } }>(`{ __type(name: "PlacementItem") { fields { name } } }`);
    expect(
      ok(r)
        .__type.fields.map((f) => f.name)
        .sort(),
    ).toEqual(["audio", "choices", "id", "title"]);
  });

  it("draws with the injected random source: the same seed gives the same first set", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    t.services.placement.rng = seededRng(99);
    const first = await start(a.token);
    t.services.placement.rng = seededRng(99);
    const second = await start(b.token);
    expect(second.items.map((i) => i.id)).toEqual(first.items.map((i) => i.id));
  });

  it("refuses to start with an empty bank (NOT_CONFIGURED), in the caller's language", async () => {
    await t.ds.query(`UPDATE placement_items SET active = false`);
    const { token } = await signedIn(t);
    const r = await t.gql(START, {}, { token, lang: "en" });
    expect(r.errors?.[0]).toMatchObject({
      message: "The placement test is not available at the moment.",
      extensions: { code: "NOT_CONFIGURED" },
    });
  });
});

describe("answerPlacement: the staircase over the API", () => {
  it("walks A2 → B1 → B2 → C1 and places at C1 with every response, key and the exams of that level", async () => {
    const { token } = await signedIn(t);
    let run = await start(token);
    const seen = new Set<string>();
    for (const [i, level] of ["A2", "B1", "B2", "C1"].entries()) {
      expect(run.round).toBe(i + 1);
      expect(await cellsOf(run)).toEqual(Array(D).fill(`${level}-difficult`));
      run.items.forEach((it) => seen.add(it.id));
      run = ok(await answer(token, run, P)).answerPlacement;
    }
    expect(seen.size).toBe(4 * D);
    expect(run).toMatchObject({ status: "SUBMITTED", items: [], round: 4 });
    const result = run.result!;
    expect(result).toMatchObject({ level: "C1", cefr: "C1", label: "Niveau C1", setType: "difficult", correct: P, total: D });
    expect(result.responses).toHaveLength(4 * D);
    expect(result.responses.filter((r) => r.correct)).toHaveLength(4 * P);
    for (const r of result.responses) {
      expect(r.item.choices).toContain(r.correctValue);
      expect(r.correct).toBe(r.value === r.correctValue);
      expect(r.answered).toBe(true);
    }
    expect(result.examLevels.map((l) => `${l.family}-${l.cefr}`)).toEqual(["GOETHE-C1", "TELC-C1"]);
    expect(result.examLevels[0].slug).toBe("goethe-c1-de");
  });

  it("fails A2 difficult and mixed, then A1 difficult and mixed: A1 not reached", async () => {
    const { token } = await signedIn(t);
    let run = await start(token);
    const cells: string[][] = [];
    for (let i = 0; i < 4; i++) {
      cells.push(await cellsOf(run));
      // one right answer short of the pass mark in every set
      run = ok(await answer(token, run, i % 2 === 0 ? P - 1 : PM - 1, "en")).answerPlacement;
    }
    expect(cells).toEqual([Array(D).fill("A2-difficult"), MIXED("A2"), Array(D).fill("A1-difficult"), MIXED("A1")]);
    const r = await t.gql<{ placementRun: Run }>(READ, { id: run.id }, { token, lang: "en" });
    expect(ok(r).placementRun.result).toMatchObject({
      level: "BELOW_A1",
      cefr: null,
      label: "A1 not reached",
      setType: "mixed",
      correct: PM - 1,
      total: M,
    });
    expect(ok(r).placementRun.result!.responses).toHaveLength(2 * D + 2 * M);
    expect(ok(r).placementRun.result!.examLevels.map((l) => l.cefr)).toEqual(["A1", "A1"]);
  });

  it.each([
    [[P, P - 1, PM], "B1", "mixed", PM],
    [[P, P - 1, PM - 1], "A2", "mixed", PM - 1],
    [[P - 1, PM], "A2", "mixed", PM],
    [[P - 1, PM - 1, P], "A1", "difficult", P],
  ])("answers %j place at %s (%s, %i right)", async (rights, level, setType, correct) => {
    const { token } = await signedIn(t);
    const run = await play(token, rights);
    expect(run.result).toMatchObject({ level, setType, correct });
  });

  it("counts unanswered items as wrong and stores them for review", async () => {
    const { token } = await signedIn(t);
    const run = await start(token);
    const [first] = await answersFor(run, D);
    const next = ok(
      await t.gql<{ answerPlacement: Run }>(ANSWER, { runId: run.id, answers: [first] }, { token }),
    ).answerPlacement;
    expect(await cellsOf(next)).toEqual(MIXED("A2"));
    const stored: { value: string; correct: boolean }[] = await t.ds.query(
      `SELECT value, correct FROM placement_responses WHERE run_id = $1 ORDER BY id`,
      [Number(run.id)],
    );
    expect(stored).toHaveLength(D);
    expect(stored.filter((s) => s.correct)).toHaveLength(1);
    expect(stored.filter((s) => s.value === "")).toHaveLength(D - 1);
    const done = ok(await answer(token, next, PM)).answerPlacement;
    const unanswered = done.result!.responses.filter((r) => !r.answered);
    expect(unanswered).toHaveLength(D - 1);
    expect(unanswered.every((r) => !r.correct && r.value === "")).toBe(true);
  });

  it("accepts a choice with other spacing or Unicode form and stores the item's own spelling", async () => {
    const { token } = await signedIn(t);
    const run = await start(token);
    const answers = await answersFor(run, D);
    answers[0].value = `  ${answers[0].value}  `;
    ok(await t.gql(ANSWER, { runId: run.id, answers }, { token }));
    const [{ value, correct }] = await t.ds.query(`SELECT value, correct FROM placement_responses WHERE item_id = $1`, [
      Number(answers[0].itemId),
    ]);
    expect({ value, correct }).toEqual({ value: answers[0].value.trim(), correct: true });
  });
});

describe("answerPlacement: validation (nothing is stored on an error)", () => {
  async function expectNothingStored(runId: string) {
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM placement_responses WHERE run_id = $1`, [Number(runId)]);
    expect(n).toBe(0);
    const [{ round }] = await t.ds.query(`SELECT round FROM placement_runs WHERE id = $1`, [Number(runId)]);
    expect(round).toBe(1);
  }

  it("requires at least one answer", async () => {
    const { token } = await signedIn(t);
    const run = await start(token);
    const r = await t.gql(ANSWER, { runId: run.id, answers: [] }, { token, lang: "fr" });
    expect(r.errors?.[0]).toMatchObject({
      message: "Veuillez répondre à au moins une question.",
      extensions: { code: "BAD_USER_INPUT" },
    });
    await expectNothingStored(run.id);
  });

  it("refuses a value that is not one of the item's choices, naming the item", async () => {
    const { token } = await signedIn(t);
    const run = await start(token);
    const answers = await answersFor(run, D);
    answers[2].value = "irgendwas";
    const r = await t.gql(ANSWER, { runId: run.id, answers }, { token, lang: "de" });
    expect(r.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      itemId: run.items[2].id,
      fields: { "answers[2].value": `Die Antwort auf Aufgabe ${run.items[2].id} ist keine der angebotenen Möglichkeiten.` },
    });
    await expectNothingStored(run.id);
  });

  it("refuses an item that is not in the current set, and an item answered twice", async () => {
    const { token } = await signedIn(t);
    const run = await start(token);
    const answers = await answersFor(run, D);
    const [{ id: foreign }] = await t.ds.query(`SELECT id FROM placement_items WHERE cefr = 'C1' LIMIT 1`);
    const notInSet = await t.gql(
      ANSWER,
      { runId: run.id, answers: [...answers.slice(0, 4), { itemId: String(foreign), value: "x" }] },
      { token, lang: "en" },
    );
    expect(notInSet.errors?.[0]).toMatchObject({
      message: `Item ${foreign} is not part of the current set.`,
      extensions: { code: "BAD_USER_INPUT", itemId: String(foreign) },
    });
    const twice = await t.gql(ANSWER, { runId: run.id, answers: [answers[0], answers[1], answers[0]] }, { token, lang: "en" });
    expect(twice.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", itemId: answers[0].itemId } });
    const bad = await t.gql(ANSWER, { runId: run.id, answers: [{ itemId: "abc", value: "x" }] }, { token });
    expect(bad.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    await expectNothingStored(run.id);
  });

  it("refuses a round ahead of the run; an unknown run is NOT_FOUND", async () => {
    const { token } = await signedIn(t);
    const run = await start(token);
    const answers = await answersFor(run, D);
    const ahead = await t.gql(ANSWER, { runId: run.id, answers, round: 2 }, { token });
    expect(ahead.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    await expectNothingStored(run.id);
    const unknown = await t.gql(ANSWER, { runId: "999999", answers }, { token });
    expect(unknown.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });
});

describe("answerPlacement: retries never advance twice", () => {
  it("a repeated request for a set already answered returns the run as it is", async () => {
    const { token } = await signedIn(t);
    const run = await start(token);
    const answers = await answersFor(run, P);
    const first = ok(
      await t.gql<{ answerPlacement: Run }>(ANSWER, { runId: run.id, answers, round: 1 }, { token }),
    ).answerPlacement;
    expect(first.round).toBe(2);
    for (const round of [1, null]) {
      const retry = ok(
        await t.gql<{ answerPlacement: Run }>(ANSWER, { runId: run.id, answers, round }, { token }),
      ).answerPlacement;
      expect(retry).toEqual(first);
    }
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM placement_responses WHERE run_id = $1`, [Number(run.id)]);
    expect(n).toBe(D);
  });

  it("two identical requests at the same time advance the run once", async () => {
    const { token } = await signedIn(t);
    const run = await start(token);
    const answers = await answersFor(run, P);
    const [a, b] = await Promise.all([
      t.gql<{ answerPlacement: Run }>(ANSWER, { runId: run.id, answers, round: 1 }, { token }),
      t.gql<{ answerPlacement: Run }>(ANSWER, { runId: run.id, answers, round: 1 }, { token }),
    ]);
    expect(ok(a).answerPlacement).toEqual(ok(b).answerPlacement);
    expect(ok(a).answerPlacement.round).toBe(2);
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM placement_responses WHERE run_id = $1`, [Number(run.id)]);
    expect(n).toBe(D);
  });

  it("a retry of the last set returns the finished run; other answers to it are ATTEMPT_SUBMITTED", async () => {
    const { token } = await signedIn(t);
    let run = await play(token, [P, P, P]);
    const last = await answersFor(run, P);
    run = ok(
      await t.gql<{ answerPlacement: Run }>(ANSWER, { runId: run.id, answers: last, round: 4 }, { token }),
    ).answerPlacement;
    expect(run.status).toBe("SUBMITTED");
    const retry = ok(
      await t.gql<{ answerPlacement: Run }>(ANSWER, { runId: run.id, answers: last, round: 4 }, { token }),
    ).answerPlacement;
    expect(retry).toEqual(run);
    const [{ id: other }] = await t.ds.query(`SELECT id FROM placement_items WHERE cefr = 'A1' LIMIT 1`);
    const late = await t.gql(ANSWER, { runId: run.id, answers: [{ itemId: String(other), value: "x" }] }, { token });
    expect(late.errors?.[0].extensions?.code).toBe("ATTEMPT_SUBMITTED");
  });
});

describe("items across runs and a short bank", () => {
  it("prefers items the user has not seen in earlier runs, and reuses seen ones when none are left", async () => {
    // leave two sets' worth of A2 difficult items: two runs can start without overlap, the third must reuse
    await buildPlacementBank(t.ds, { "A2-difficult": 2 * D - PER_CELL + 1 });
    await t.ds.query(
      `UPDATE placement_items SET active = false WHERE cefr = 'A2' AND difficulty = 'difficult' AND id NOT IN (
        SELECT id FROM placement_items WHERE cefr = 'A2' AND difficulty = 'difficult' ORDER BY id LIMIT $1)`,
      [2 * D],
    );
    const { token } = await signedIn(t);
    const first = await play(token, [P, P, P, P]);
    expect(first.status).toBe("SUBMITTED");
    let second = await start(token);
    expect(second.id).not.toBe(first.id);
    const firstIds = new Set(first.result!.responses.map((r) => r.item.id));
    expect(second.items.filter((i) => firstIds.has(i.id))).toEqual([]);
    const startIds = new Set(
      [...first.result!.responses.slice(0, D), ...second.items].map((i) => ("item" in i ? i.item.id : i.id)),
    );
    for (let i = 0; i < 4; i++) second = ok(await answer(token, second, P)).answerPlacement;
    expect(second.status).toBe("SUBMITTED");
    const third = await start(token);
    expect(third.items).toHaveLength(D);
    expect(third.items.every((i) => startIds.has(i.id))).toBe(true);
  });

  it("with no C1 items a learner who passes B2 is placed at B2, not stopped silently", async () => {
    await t.ds.query(`UPDATE placement_items SET active = false WHERE cefr = 'C1'`);
    const { token } = await signedIn(t);
    const run = await play(token, [D, D, D]);
    expect(run).toMatchObject({ status: "SUBMITTED", items: [] });
    expect(run.result).toMatchObject({ level: "B2", setType: "difficult", correct: D, total: D });
  });
});

describe("who sees what", () => {
  it("a guest takes the test; the result is withheld until the guest registers (same user id)", async () => {
    const { user, token } = await signedIn(t, { isGuest: true });
    let run = await start(token);
    for (const right of [P, 1, PM]) run = (await answer(token, run, right)).data!.answerPlacement;
    const read = await t.gql<{ placementRun: Run }>(READ, { id: run.id }, { token, lang: "en" });
    expect(read.data!.placementRun).toMatchObject({ id: run.id, status: "SUBMITTED", result: null });
    expect(read.errors?.[0]).toMatchObject({ path: ["placementRun", "result"], extensions: { code: "REGISTRATION_REQUIRED" } });
    const meta = await t.gql<{ placementRun: Run }>(
      `query($id: ID!) { placementRun(id: $id) { ${RUN_NO_RESULT} } }`,
      { id: run.id },
      { token },
    );
    expect(ok(meta).placementRun).toMatchObject({ status: "SUBMITTED", items: [] });

    // registering turns the guest into the account: same id, is_guest false, an email
    await t.ds
      .getRepository(User)
      .update(user.id, { isGuest: false, email: `was-guest-${user.id}@example.org`, name: "Former Guest" });
    await t.services.principals.changed(user.id); // as every writer of a user's sign-in state does
    const after = ok(await t.gql<{ placementRun: Run }>(READ, { id: run.id }, { token })).placementRun;
    expect(after.result).toMatchObject({ level: "B1", setType: "mixed", correct: PM, total: M });
    expect(after.result!.responses).toHaveLength(2 * D + M);
    const mine = ok(await t.gql<{ myPlacementRuns: Run[] }>(`{ myPlacementRuns { ${RUN} } }`, {}, { token })).myPlacementRuns;
    expect(mine.map((r) => r.id)).toEqual([run.id]);
  });

  it("a run moved to another account (login with a guest token) belongs to that account", async () => {
    const guest = await signedIn(t, { isGuest: true });
    const run = await play(guest.token, [P - 1, PM]);
    const account = await signedIn(t);
    await t.ds.query(`UPDATE placement_runs SET user_id = $1 WHERE user_id = $2`, [account.user.id, guest.user.id]);
    const r = ok(await t.gql<{ placementRun: Run }>(READ, { id: run.id }, { token: account.token })).placementRun;
    expect(r.result).toMatchObject({ level: "A2" });
  });

  it("a second user can neither read nor answer the run, nor see it in their list; an admin can read it", async () => {
    const owner = await signedIn(t);
    const other = await signedIn(t);
    const run = await start(owner.token);
    // another learner's run answers exactly as an id that does not exist: ids reveal nothing
    for (const id of [run.id, "999999"]) {
      const read = await t.gql(READ, { id }, { token: other.token, lang: "es" });
      expect(read.errors?.[0]).toMatchObject({
        message: "No se ha encontrado esta prueba de nivel.",
        extensions: { code: "NOT_FOUND" },
      });
      const write = await t.gql(ANSWER, { runId: id, answers: await answersFor(run, D) }, { token: other.token });
      expect(write.errors?.[0]).toMatchObject({ message: "Dieser Einstufungstest wurde nicht gefunden." });
      expect(write.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    }
    const list = ok(await t.gql<{ myPlacementRuns: Run[] }>(`{ myPlacementRuns { id } }`, {}, { token: other.token }));
    expect(list.myPlacementRuns).toEqual([]);
    const anon = await t.gql(READ, { id: run.id });
    expect(anon.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");

    const admin = await signedIn(t, { isAdmin: true });
    const done = await (async () => {
      let r = run;
      for (const right of [P, P, P, P]) r = ok(await answer(owner.token, r, right)).answerPlacement;
      return r;
    })();
    const seen = ok(await t.gql<{ placementRun: Run }>(READ, { id: done.id }, { token: admin.token })).placementRun;
    expect(seen.result).toMatchObject({ level: "C1" });
    const adminAnswer = await t.gql(ANSWER, { runId: run.id, answers: [{ itemId: "1", value: "x" }] }, { token: admin.token });
    expect(adminAnswer.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  it("an unknown run id is NOT_FOUND, a malformed one BAD_USER_INPUT", async () => {
    const { token } = await signedIn(t);
    const unknown = await t.gql(`{ placementRun(id: "999999") { id } }`, {}, { token });
    expect(unknown.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    for (const id of ["x", "2147483648", "-1"]) {
      const malformed = await t.gql(`query($id: ID!) { placementRun(id: $id) { id } }`, { id }, { token, lang: "en" });
      expect(malformed.errors?.[0].extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        fields: { id: "Not a valid id: a whole number from 1 to 2147483647 is expected." },
      });
    }
  });

  it("lists the caller's runs newest first with results, in a constant number of queries", async () => {
    const { token } = await signedIn(t);
    await play(token, [P - 1, PM]);
    await play(token, [P, P - 1, PM - 1]);
    const q = `{ myPlacementRuns { ${RUN} } }`;
    const two = await t.queries(() => t.gql<{ myPlacementRuns: Run[] }>(q, {}, { token }));
    expect(ok(two.result).myPlacementRuns.map((r) => r.result!.level)).toEqual(["A2", "A2"]);
    await play(token, [P, P, P, P]);
    const three = await t.queries(() => t.gql<{ myPlacementRuns: Run[] }>(q, {}, { token }));
    const runs = ok(three.result).myPlacementRuns;
    expect(runs.map((r) => r.result!.level)).toEqual(["C1", "A2", "A2"]);
    expect(three.queries).toBe(two.queries);
  });
});
