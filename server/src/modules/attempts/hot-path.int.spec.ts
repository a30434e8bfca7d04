import crypto from "node:crypto";
import fs from "node:fs";
import { signedIn } from "../../../test/factories";
import { startTestServer, type TestServer } from "../../../test/harness";
import { EXAM_CHANGES } from "../exams/exam-content-cache";
import { ALL_TYPES_EXAM, attemptsContentDir, Q } from "./attempt.testkit";

/*
 * The hot path's SQL statements (what `npm run bench` reports), asserted exactly: a signed-in request
 * sends none for its principal, a page sends one (the attempt with the page's answers) once its exam's
 * published content is cached, a 10-answer save two and no transaction. Content changed in the console
 * is served at once, on this replica and (through Redis) on the others.
 */
const LONG_TTL = { PRINCIPAL_CACHE_TTL_MS: "60000" };
const isTx = (s: string) => /^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(s.trim());
/** The content load (TypeORM quotes its tables; the attempt's page plan and the answers' join do not). */
const loadsContent = (s: string) => /"question_blocks"|"sub_questions"/.test(s);

const BLOCK = `query($id: ID!) { adminBlock(id: $id) { examId type title intro passage audio audioMp3 image playLimit readingSeconds transcript } }`;
const UPDATE_BLOCK = `mutation($id: ID!, $input: AdminBlockInput!) { adminUpdateBlock(id: $id, input: $input) { id title } }`;
const PUBLISH = `mutation($id: ID!, $p: Boolean!) { adminPublishExam(id: $id, published: $p, ignoreBlueprint: true) { id published } }`;

type Page = { attempt: { pageCount: number; page: { block: { id: string; title: string | null; subQuestions: Sub[] } } } };
type Sub = { id: string; answerType: string; choices: { value: string }[] };
type PageAnswers = { attempt: { page: { answers: { subQuestionId: string; value: string }[]; block: { subQuestions: Sub[] } } } };

let contentDir: string;
let examId: number;
beforeAll(() => {
  contentDir = attemptsContentDir();
});
afterAll(() => fs.rmSync(contentDir, { recursive: true, force: true }));

/** A training attempt of the all-types exam and ten answers with a choice, across its pages. */
async function attemptWithTenAnswers(t: TestServer, token: string) {
  const id = (await t.gql(Q.start, { examId: String(examId), mode: "TRAINING" }, { token })).data!.startAttempt.id as string;
  const answers: { subQuestionId: string; value: string }[] = [];
  const first = (await t.gql<Page>(Q.page, { id, n: 1 }, { token })).data!.attempt;
  for (let n = 1; n <= first.pageCount && answers.length < 10; n += 1) {
    const page = (await t.gql<Page>(Q.page, { id, n }, { token })).data!.attempt.page;
    for (const s of page.block.subQuestions)
      if (s.choices.length && answers.length < 10) answers.push({ subQuestionId: s.id, value: s.choices[0].value });
  }
  expect(answers).toHaveLength(10);
  return { id, answers };
}

/** Publishes the all-types exam through the console (its one page without material gets an introduction first; a
 * test exam, not shaped like the blueprint of its level). */
async function publish(t: TestServer): Promise<void> {
  examId = (await t.ds.query(`SELECT id FROM exams WHERE name = $1`, [ALL_TYPES_EXAM]))[0].id;
  await t.ds.query(
    `UPDATE question_blocks SET intro = 'Lesen Sie.' WHERE exam_id = $1 AND coalesce(intro, '') = '' AND coalesce(passage, '') = '' AND image IS NULL`,
    [examId],
  );
  const { token } = await signedIn(t, { isAdmin: true });
  expect((await t.gql(PUBLISH, { id: String(examId), p: true }, { token })).errors).toBeUndefined();
}

async function renameBlock(t: TestServer, adminToken: string, blockId: string, title: string) {
  const current = (await t.gql<{ adminBlock: Record<string, unknown> }>(BLOCK, { id: blockId }, { token: adminToken })).data!
    .adminBlock;
  const r = await t.gql(UPDATE_BLOCK, { id: blockId, input: { ...current, title } }, { token: adminToken });
  expect(r.errors).toBeUndefined();
}

describe("statements per operation on the hot path", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ contentDir, env: LONG_TTL });
    await publish(t);
  });
  afterAll(() => t.close());

  it("a bearer token costs one statement for a user's first request, then none", async () => {
    const { token } = await signedIn(t);
    expect((await t.queries(() => t.gql(`{ __typename }`, {}, { token }))).queries).toBe(1);
    expect((await t.queries(() => t.gql(`{ __typename }`, {}, { token }))).queries).toBe(0);
  });

  it("a page costs one statement (the attempt with its answers on the page); the content only on its first read", async () => {
    const { token } = await signedIn(t);
    const { id } = await attemptWithTenAnswers(t, token);
    await t.services.examContent.changed(examId);
    const cold = await t.queries(() => t.gql<Page>(Q.page, { id, n: 2 }, { token }));
    expect(cold.result.errors).toBeUndefined();
    expect(cold.queries).toBe(2);
    const warm = await t.queries(() => t.gql<Page>(Q.page, { id, n: 2 }, { token }));
    expect(warm.result.data).toEqual(cold.result.data);
    expect(warm.queries).toBe(1);
    expect(warm.statements.filter(loadsContent)).toEqual([]);
  });

  it("the answers read with the attempt are the page's own; other shapes of the query read them apart", async () => {
    const { token } = await signedIn(t);
    const { id, answers } = await attemptWithTenAnswers(t, token);
    expect((await t.gql(Q.saveOnly, { id, answers }, { token })).errors).toBeUndefined();
    const saved = new Map(answers.map((a) => [a.subQuestionId, a.value]));
    const pages: { n: number; answers: { subQuestionId: string; value: string }[] }[] = [];
    const { pageCount } = (await t.gql<Page>(Q.page, { id, n: 1 }, { token })).data!.attempt;
    for (let n = 1; n <= pageCount; n += 1) {
      const m = await t.queries(() => t.gql<PageAnswers>(Q.page, { id, n }, { token }));
      const page = m.result.data!.attempt.page;
      // each answer shown is one saved on this page's items, in the items' order, and none is missing
      const items = page.block.subQuestions.map((s) => s.id);
      expect({ n, queries: m.queries }).toEqual({ n, queries: 1 });
      expect(page.answers).toEqual(items.filter((i) => saved.has(i)).map((i) => ({ subQuestionId: i, value: saved.get(i) })));
      pages.push({ n, answers: page.answers });
    }
    expect(pages.flatMap((p) => p.answers)).toHaveLength(10);
    const [p1, p2] = pages;

    // two pages under aliases: the attempt's statement reads neither, each page reads its own
    const two = await t.queries(() =>
      t.gql<{ attempt: Record<"x" | "y", { answers: unknown[] }> }>(
        `query($id: ID!) { attempt(id: $id) { x: page(number: 1) { answers { subQuestionId value } } y: page(number: 2) { answers { subQuestionId value } } } }`,
        { id },
        { token },
      ),
    );
    expect(two.result.data!.attempt).toEqual({ x: { answers: p1.answers }, y: { answers: p2.answers } });
    expect(two.queries).toBe(3);

    // the number written in the query, and inside a fragment
    const literal = await t.queries(() =>
      t.gql<{ attempt: { page: { answers: unknown[] } } }>(
        `query($id: ID!) { attempt(id: $id) { ...P } } fragment P on Attempt { ... on Attempt { page(number: 2) { answers { subQuestionId value } } } }`,
        { id },
        { token },
      ),
    );
    expect(literal.result.data!.attempt.page.answers).toEqual(p2.answers);
    expect(literal.queries).toBe(1);

    // a page past the end is refused as before
    const past = await t.gql(Q.page, { id, n: pageCount + 1 }, { token });
    expect(past.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("a 10-answer save costs two statements and no transaction; the page then shows the ten answers", async () => {
    const { token } = await signedIn(t);
    const { id, answers } = await attemptWithTenAnswers(t, token);
    for (const round of [1, 2]) {
      const m = await t.queries(() => t.gql(Q.save, { id, answers }, { token }));
      expect(m.result.errors).toBeUndefined();
      expect(m.result.data!.saveAnswers.saved).toBe(10);
      expect({ round, queries: m.queries, tx: m.statements.filter(isTx).length }).toEqual({ round, queries: 2, tx: 0 });
    }
    const stored: { sub_question_id: number; value: string }[] = await t.ds.query(
      `SELECT sub_question_id, value FROM attempt_answers WHERE attempt_id = $1 ORDER BY sub_question_id`,
      [id],
    );
    expect(stored.map((r) => [String(r.sub_question_id), r.value]).sort()).toEqual(
      answers.map((a) => [a.subQuestionId, a.value]).sort(),
    );
  });

  it("a console edit of a published exam shows on the next page read; an unpublished exam is read afresh each time", async () => {
    const { token: adminToken } = await signedIn(t, { isAdmin: true });
    const { token } = await signedIn(t);
    const { id } = await attemptWithTenAnswers(t, token);
    const blockId = (await t.gql<Page>(Q.page, { id, n: 1 }, { token })).data!.attempt.page.block.id;
    await renameBlock(t, adminToken, blockId, "Neu im Konsol");
    expect((await t.gql<Page>(Q.page, { id, n: 1 }, { token })).data!.attempt.page.block.title).toBe("Neu im Konsol");

    expect((await t.gql(PUBLISH, { id: String(examId), p: false }, { token: adminToken })).errors).toBeUndefined();
    await t.ds.query(`UPDATE question_blocks SET title = 'Entwurf' WHERE id = $1`, [blockId]);
    const draft = await t.queries(() => t.gql<Page>(Q.page, { id, n: 1 }, { token }));
    expect(draft.result.data!.attempt.page.block.title).toBe("Entwurf");
    expect(draft.queries).toBe(2);
    expect((await t.queries(() => t.gql<Page>(Q.page, { id, n: 1 }, { token }))).queries).toBe(2);

    expect((await t.gql(PUBLISH, { id: String(examId), p: true }, { token: adminToken })).errors).toBeUndefined();
    await t.gql(Q.page, { id, n: 1 }, { token });
    expect((await t.queries(() => t.gql<Page>(Q.page, { id, n: 1 }, { token }))).queries).toBe(1);
  });
});

describe("exam content across two replicas sharing Redis", () => {
  const env = {
    ...LONG_TTL,
    REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
    REDIS_PREFIX: `test-${crypto.randomUUID()}`,
    JWT_SECRET: crypto.randomBytes(32).toString("base64url"),
  };
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    b = await startTestServer({ contentDir, env, seed: false }); // empties the database: started first
    a = await startTestServer({ contentDir, env });
    await Promise.all([a.services.changes.ready(), b.services.changes.ready()]);
    await publish(a);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it("an edit in the console of one replica reaches the page on the other as soon as the notice arrives", async () => {
    const { token: adminToken } = await signedIn(a, { isAdmin: true });
    const { token } = await signedIn(a);
    const { id } = await attemptWithTenAnswers(b, token);
    const before = (await b.gql<Page>(Q.page, { id, n: 1 }, { token })).data!.attempt.page.block;
    expect((await b.queries(() => b.gql(Q.page, { id, n: 1 }, { token }))).queries).toBe(1); // cached on b
    const heard = new Promise<void>((resolve) => {
      const off = b.services.changes.on(EXAM_CHANGES, () => {
        off();
        resolve();
      });
    });
    await renameBlock(a, adminToken, before.id, `${before.title ?? ""} (überarbeitet)`);
    await heard;
    expect((await b.gql<Page>(Q.page, { id, n: 1 }, { token })).data!.attempt.page.block.title).toBe(
      `${before.title ?? ""} (überarbeitet)`,
    );
  });
});
