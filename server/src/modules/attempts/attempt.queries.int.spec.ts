import fs from "node:fs";
import { getNamedType, isObjectType, type GraphQLObjectType, type GraphQLSchema } from "graphql";
import { signedIn } from "../../../test/factories";
import { startTestServer, type TestServer } from "../../../test/harness";
import { getSchema } from "../../schema";
import { ALL_TYPES_EXAM, attemptsContentDir, Q } from "./attempt.testkit";

let t: TestServer;
let contentDir: string;
let examId: number;
let firstBlock: number;
let firstSub: number;

beforeAll(async () => {
  contentDir = attemptsContentDir();
  t = await startTestServer({ contentDir, env: { PRINCIPAL_CACHE_TTL_MS: "60000" } });
  examId = (await t.ds.query(`SELECT id FROM exams WHERE name = $1`, [ALL_TYPES_EXAM]))[0].id;
  firstBlock = (await t.ds.query(`SELECT id FROM question_blocks WHERE exam_id = $1 ORDER BY position LIMIT 1`, [examId]))[0].id;
  firstSub = (
    await t.ds.query(`SELECT id FROM sub_questions WHERE block_id = $1 AND answer_type = 'complete' LIMIT 1`, [firstBlock])
  )[0].id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(contentDir, { recursive: true, force: true });
});

async function addTrueFalseItems(blockId: number, n: number): Promise<void> {
  const [{ max }] = await t.ds.query(`SELECT coalesce(max(position), 0)::int AS max FROM sub_questions WHERE block_id = $1`, [
    blockId,
  ]);
  for (let i = 1; i <= n; i += 1) {
    await t.ds.query(
      `INSERT INTO sub_questions (block_id, position, answer_type, title, choices, correct_answer)
       VALUES ($1, $2, 'true_false', $3, '[{"value":"true","label":"Richtig"},{"value":"false","label":"Falsch"}]', 'true')`,
      [blockId, max + i, `Zusatz ${i}`],
    );
  }
  // written past the console: drop the cached exam content as a console edit does
  await t.services.examContent.changed(examId);
}

/** The principal's lookup (not the attempt row, which reads the learner's time factor from users in a sub-select). */
const isAuthLookup = (s: string) => /FROM "?users"?\b/.test(s) && !/FROM attempts a\b/.test(s);
const isTx = (s: string) => /^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(s.trim());

describe("SQL statements per operation", () => {
  it("a page query issues a constant number of statements (at most 5, the auth lookup included) whatever the number of sub-questions", async () => {
    const { token } = await signedIn(t);
    const id = (await t.gql(Q.start, { examId: String(examId) }, { token })).data!.startAttempt.id;
    await t.gql(Q.saveOnly, { id, answers: [] }, { token });
    await t.gql(Q.page, { id, n: 1 }, { token }); // the first view of a timed module records its start
    const before = await t.queries(() => t.gql(Q.page, { id, n: 1 }, { token }));
    expect(before.result.errors).toBeUndefined();
    const subsBefore = before.result.data!.attempt.page.block.subQuestions.length;
    await addTrueFalseItems(firstBlock, 20);
    await t.gql(Q.page, { id, n: 1 }, { token }); // the changed content read once
    const after = await t.queries(() => t.gql(Q.page, { id, n: 1 }, { token }));
    expect(after.result.data!.attempt.page.block.subQuestions.length).toBe(subsBefore + 20);
    expect(after.queries).toBe(before.queries);
    expect(after.queries).toBeLessThanOrEqual(5);
    // entering a timed module for the first time records its start: still within 5
    const entering = await t.queries(() => t.gql(Q.page, { id, n: 4 }, { token }));
    expect(entering.result.errors).toBeUndefined();
    expect(entering.queries).toBeLessThanOrEqual(5);
    console.log(
      `page query: ${after.queries} statements (${after.statements.length} recorded), first entry of a module: ${entering.queries}`,
    );
  });

  it("saveAnswers of a 10-answer page costs two statements without a transaction (the principal and the content are cached)", async () => {
    const { token } = await signedIn(t);
    const id = (await t.gql(Q.start, { examId: String(examId) }, { token })).data!.startAttempt.id;
    const subs: { id: number }[] = await t.ds.query(
      `SELECT id FROM sub_questions WHERE block_id = $1 AND answer_type = 'true_false' ORDER BY position LIMIT 10`,
      [firstBlock],
    );
    expect(subs).toHaveLength(10);
    const answers = subs.map((s) => ({ subQuestionId: String(s.id), value: "true" }));
    for (const round of [1, 2]) {
      const m = await t.queries(() => t.gql(Q.saveOnly, { id, answers }, { token }));
      expect(m.result.data!.saveAnswers.saved).toBe(10);
      const work = m.statements.filter((s) => !isAuthLookup(s) && !isTx(s));
      expect(m.statements.filter(isTx)).toHaveLength(0);
      expect(m.statements.filter(isAuthLookup)).toHaveLength(0);
      // the first save reads the exam's other pages into the content cache once
      expect(work.length).toBeLessThanOrEqual(round === 1 ? 3 : 2);
      expect(m.queries).toBe(work.length);
    }
    expect((await t.ds.query(`SELECT count(*)::int AS n FROM attempt_answers WHERE attempt_id = $1`, [id]))[0].n).toBe(10);
  });
});

/** Field names that would carry a key or a solution. */
const KEY_FIELDS =
  /^(correct|isCorrect|correctAnswers?|correctLabel|acceptedAnswers?|modelSolution|solution|explanation|transcript|notes|answerKey|key)$/i;
/** Types that carry keys by design, reachable only through fields that are checked after submission. */
const REVIEW_ENTRY = new Set(["Attempt.review", "Attempt.result"]);

function reachable(schema: GraphQLSchema, roots: GraphQLObjectType[], skip: Set<string>): Map<string, GraphQLObjectType> {
  const seen = new Map<string, GraphQLObjectType>();
  const stack = [...roots];
  while (stack.length) {
    const type = stack.pop()!;
    if (seen.has(type.name)) continue;
    seen.set(type.name, type);
    for (const field of Object.values(type.getFields())) {
      if (skip.has(`${type.name}.${field.name}`)) continue;
      const named = getNamedType(field.type);
      if (isObjectType(named)) stack.push(named);
    }
  }
  return seen;
}

/** Fields called "key" that name a rubric or its criterion (public by the contract), not an answer key. */
const NAMES_NOT_KEYS = new Set(["Rubric.key", "Criterion.key"]);

describe("no key before submission", () => {
  it("no public type reachable from the attempt operations has a key field (review and result are separate types)", async () => {
    const schema = await getSchema();
    const q = schema.getQueryType()!.getFields();
    const m = schema.getMutationType()!.getFields();
    const roots = [
      q.attempt,
      q.myAttempts,
      q.exam,
      q.printSheet,
      m.startAttempt,
      m.saveAnswers,
      m.submitAttempt,
      m.registerAudioPlay,
    ].map((f) => getNamedType(f.type) as GraphQLObjectType);
    const types = reachable(schema, roots, REVIEW_ENTRY);
    expect([...types.keys()]).toEqual(
      expect.arrayContaining(["Attempt", "AttemptPage", "QuestionBlock", "SubQuestion", "Choice", "SavedAnswer"]),
    );
    const leaks = [...types.values()].flatMap((type) =>
      Object.keys(type.getFields())
        .filter((f) => KEY_FIELDS.test(f) && !NAMES_NOT_KEYS.has(`${type.name}.${f}`))
        .map((f) => `${type.name}.${f}`),
    );
    expect(leaks).toEqual([]);
    for (const reviewOnly of ["ReviewPage", "ReviewBlock", "ReviewItem", "AttemptResult"])
      expect(types.has(reviewOnly)).toBe(false);
  });

  it("no response of an open attempt carries a key, a solution, an explanation or a transcript (every field of every page asked)", async () => {
    const schema = await getSchema();
    // select every field of the page types, recursively
    const select = (type: GraphQLObjectType, depth: number): string =>
      Object.values(type.getFields())
        .filter((f) => f.args.length === 0)
        .map((f) => {
          const named = getNamedType(f.type);
          return isObjectType(named) ? (depth > 0 ? `${f.name} { ${select(named, depth - 1)} }` : "") : f.name;
        })
        .filter(Boolean)
        .join(" ");
    const attemptType = schema.getType("Attempt") as GraphQLObjectType;
    const pageType = schema.getType("AttemptPage") as GraphQLObjectType;
    const query = `query($id: ID!, $n: Int!) { attempt(id: $id) { ${select(attemptType, 3)} page(number: $n) { ${select(pageType, 4)} } } }`;
    const { token } = await signedIn(t);
    const id = (await t.gql(Q.start, { examId: String(examId) }, { token })).data!.startAttempt.id;
    await t.gql(Q.saveOnly, { id, answers: [{ subQuestionId: String(firstSub), value: "Zebrastreifen" }] }, { token });
    const keys: { correct_answer: string | null; accepted_answers: string[] }[] = await t.ds.query(
      `SELECT correct_answer, accepted_answers FROM sub_questions sq JOIN question_blocks b ON b.id = sq.block_id WHERE b.exam_id = $1`,
      [examId],
    );
    const typedKeys = keys.flatMap((k) => k.accepted_answers);
    expect(typedKeys.length).toBeGreaterThan(0);
    const secrets = [
      "LÖSUNGSMARKER",
      "SOLUTIONMARKER",
      "ERKLÄRUNGSMARKER",
      "EXPLANATIONMARKER",
      "TRANSKRIPTMARKER",
      ...typedKeys,
    ];
    for (let n = 1; n <= 5; n += 1) {
      const r = await t.gql(query, { id, n }, { token });
      expect(r.errors).toBeUndefined();
      const body = JSON.stringify(r.data);
      expect(r.data!.attempt.result).toBeNull();
      for (const s of secrets.filter((x) => x !== "Zebrastreifen" || n !== 1))
        expect({ n, leaked: body.includes(s) ? s : null }).toEqual({ n, leaked: null });
      expect(body).not.toMatch(/"(correct|correctAnswers?|acceptedAnswers|modelSolution|explanation|transcript)"/);
    }
  });
});
