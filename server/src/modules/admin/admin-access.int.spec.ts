import { startTestServer, type TestServer } from "../../../test/harness";
import { signedIn } from "../../../test/factories";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const L = `{ de: "x" }`;
/** Every admin operation, each with arguments it would accept from an admin. */
const OPERATIONS: Record<string, string> = {
  adminLevels: `{ adminLevels { total } }`,
  adminLevel: `{ adminLevel(id: 1) { id } }`,
  adminCreateLevel: `mutation { adminCreateLevel(input: { family: "goethe", cefr: "A1", name: "x", slugDe: "a", slugEn: "b", slugAr: "c", slugFr: "d", slugEs: "e" }) { id } }`,
  adminUpdateLevel: `mutation { adminUpdateLevel(id: 1, input: { family: "goethe", cefr: "A1", name: "x", slugDe: "a", slugEn: "b", slugAr: "c", slugFr: "d", slugEs: "e" }) { id } }`,
  adminDeleteLevel: `mutation { adminDeleteLevel(id: 1) { id } }`,
  adminExams: `{ adminExams { total } }`,
  adminExam: `{ adminExam(id: 1) { id } }`,
  adminCreateExam: `mutation { adminCreateExam(input: { levelId: 1, name: "x" }) { id } }`,
  adminUpdateExam: `mutation { adminUpdateExam(id: 1, input: { levelId: 1, name: "x" }) { id } }`,
  adminDeleteExam: `mutation { adminDeleteExam(id: 1) { id } }`,
  adminPublishExam: `mutation { adminPublishExam(id: 1) { id } }`,
  adminPublishProblems: `{ adminPublishProblems(examId: 1) { message } }`,
  adminPreview: `{ adminPreview(examId: 1, page: 1) { number } }`,
  adminBlocks: `{ adminBlocks { total } }`,
  adminBlock: `{ adminBlock(id: 1) { id } }`,
  adminCreateBlock: `mutation { adminCreateBlock(input: { examId: 1, type: "reading" }) { id } }`,
  adminUpdateBlock: `mutation { adminUpdateBlock(id: 1, input: { examId: 1, type: "reading" }) { id } }`,
  adminDeleteBlock: `mutation { adminDeleteBlock(id: 1) { id } }`,
  adminReorderBlocks: `mutation { adminReorderBlocks(examId: 1, ids: [1]) { id } }`,
  adminChoices: `{ adminChoices { passRules } }`,
  adminSubQuestions: `{ adminSubQuestions { total } }`,
  adminSubQuestion: `{ adminSubQuestion(id: 1) { id } }`,
  adminCreateSubQuestion: `mutation { adminCreateSubQuestion(input: { blockId: 1, kind: "matching", answer: "a" }) { id } }`,
  adminUpdateSubQuestion: `mutation { adminUpdateSubQuestion(id: 1, input: { blockId: 1, kind: "matching", answer: "a" }) { id } }`,
  adminDeleteSubQuestion: `mutation { adminDeleteSubQuestion(id: 1) { id } }`,
  adminReorderSubQuestions: `mutation { adminReorderSubQuestions(blockId: 1, ids: [1]) { id } }`,
  adminRubrics: `{ adminRubrics { total } }`,
  adminRubric: `{ adminRubric(id: 1) { id } }`,
  adminUpdateRubric: `mutation { adminUpdateRubric(id: 1, input: { name: ${L}, criteria: [] }) { id } }`,
  adminPlacementItems: `{ adminPlacementItems { total } }`,
  adminPlacementItem: `{ adminPlacementItem(id: 1) { id } }`,
  adminCreatePlacementItem: `mutation { adminCreatePlacementItem(input: { cefr: "A1", difficulty: "easy", title: "t", choices: ["a","b","c","d"], correctAnswer: "a" }) { id } }`,
  adminUpdatePlacementItem: `mutation { adminUpdatePlacementItem(id: 1, input: { cefr: "A1", difficulty: "easy", title: "t", choices: ["a","b","c","d"], correctAnswer: "a" }) { id } }`,
  adminDeletePlacementItem: `mutation { adminDeletePlacementItem(id: 1) { id } }`,
  adminContactInfo: `{ adminContactInfo { id } }`,
  adminUpdateContactInfo: `mutation { adminUpdateContactInfo(input: { about: ${L} }) { id } }`,
  adminUsers: `{ adminUsers { total } }`,
  adminUser: `{ adminUser(id: 1) { id } }`,
  adminUpdateUser: `mutation { adminUpdateUser(id: 1, input: { isAdmin: true }) { id } }`,
  adminUserAttempts: `{ adminUserAttempts(userId: 1) { id } }`,
  adminDashboard: `{ adminDashboard { users } }`,
  adminItemStats: `{ adminItemStats(examId: 1) { share } }`,
  adminExportUserData: `{ adminExportUserData(userId: 1) }`,
  adminDeleteUser: `mutation { adminDeleteUser(userId: 1) }`,
  adminLtiPlatforms: `{ adminLtiPlatforms { id } }`,
  adminLtiToolConfig: `{ adminLtiToolConfig { jwksUrl } }`,
  adminRegisterLtiPlatform: `mutation { adminRegisterLtiPlatform(input: { name: "Moodle", issuer: "https://moodle.example.org",
    clientId: "c1", deploymentIds: ["1"], authLoginUrl: "https://moodle.example.org/auth",
    accessTokenUrl: "https://moodle.example.org/token", jwksUrl: "https://moodle.example.org/jwks" }) { id } }`,
  adminWebhooks: `{ adminWebhooks { total } }`,
  adminWebhook: `{ adminWebhook(id: 1) { id } }`,
  adminJobQueues: `{ adminJobQueues { name } }`,
};

describe("admin operations: only admins", () => {
  it("the table above names every admin operation of the schema", async () => {
    const r = await t.gql(`{ __schema { queryType { fields { name } } mutationType { fields { name } } } }`);
    const names = [...r.data!.__schema.queryType.fields, ...r.data!.__schema.mutationType.fields]
      .map((f: { name: string }) => f.name)
      .filter((n: string) => n.startsWith("admin"));
    expect(names.sort()).toEqual(Object.keys(OPERATIONS).sort());
  });

  it("refuses an anonymous caller with UNAUTHENTICATED and changes nothing", async () => {
    const before = await t.ds.query(
      `SELECT (SELECT COUNT(*) FROM levels) l, (SELECT COUNT(*) FROM exams) e, (SELECT COUNT(*) FROM placement_items) p`,
    );
    for (const [name, doc] of Object.entries(OPERATIONS)) {
      const r = await t.gql(doc);
      const leaked = Object.values(r.data ?? {}).filter((v) => v !== null);
      expect({ name, code: r.errors?.[0]?.extensions?.code, leaked }).toEqual({ name, code: "UNAUTHENTICATED", leaked: [] });
    }
    const after = await t.ds.query(
      `SELECT (SELECT COUNT(*) FROM levels) l, (SELECT COUNT(*) FROM exams) e, (SELECT COUNT(*) FROM placement_items) p`,
    );
    expect(after).toEqual(before);
  });

  it("refuses a learner and a guest with FORBIDDEN, in their language", async () => {
    const learner = await signedIn(t);
    const guest = await signedIn(t, { isGuest: true });
    for (const token of [learner.token, guest.token]) {
      for (const [name, doc] of Object.entries(OPERATIONS)) {
        const r = await t.gql(doc, {}, { token, lang: "en" });
        expect({ name, code: r.errors?.[0]?.extensions?.code, message: r.errors?.[0]?.message }).toEqual({
          name,
          code: "FORBIDDEN",
          message: "You are not allowed to do this.",
        });
      }
    }
  });

  it("lets an admin through; a demoted admin is refused on the next request", async () => {
    const a = await signedIn(t, { isAdmin: true });
    expect((await t.gql(OPERATIONS.adminDashboard, {}, { token: a.token })).errors).toBeUndefined();
    const other = await signedIn(t, { isAdmin: true });
    const demote = await t.gql(
      `mutation($id: ID!) { adminUpdateUser(id: $id, input: { isAdmin: false }) { isAdmin } }`,
      { id: String(a.user.id) },
      { token: other.token },
    );
    expect(demote.errors).toBeUndefined();
    const r = await t.gql(OPERATIONS.adminDashboard, {}, { token: a.token });
    expect(r.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
