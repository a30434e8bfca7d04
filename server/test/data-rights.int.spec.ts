import fs from "node:fs";
import path from "node:path";
import { Q } from "../src/modules/attempts/attempt.testkit";
import { signedIn } from "./factories";
import { startTestServer, type TestServer } from "./harness";

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token user { id } } }`;
const EXPORT = `{ exportMyData }`;
const DELETE = `mutation($input: DeleteAccountInput!) { deleteMyAccount(input: $input) }`;

describe("the learner's data rights", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  async function learnerWithWork(email: string) {
    const r = await t.gql(REGISTER, { input: { name: "Lina", email, password: "geheim-12345" } });
    expect(r.errors).toBeUndefined();
    const token: string = r.data!.register.token;
    const exam = await t.ds.query(`SELECT id FROM exams WHERE published ORDER BY id LIMIT 1`);
    const id = (await t.gql(Q.start, { examId: String(exam[0].id), mode: "TRAINING" }, { token })).data!.startAttempt.id;
    const page = await t.gql(Q.page, { id, n: 1 }, { token });
    const sub = page.data!.attempt.page.block.subQuestions.find((s: { choices: unknown[] }) => s.choices.length > 0);
    await t.gql(Q.saveOnly, { id, answers: [{ subQuestionId: sub.id, value: sub.choices[0].value }] }, { token });
    return { token, userId: Number(r.data!.register.user.id), attemptId: Number(id) };
  }

  it("exports the account, its attempts with answers, placement runs and media links, without secrets", async () => {
    const { token, attemptId } = await learnerWithWork("export@example.org");
    const res = await t.gql(EXPORT, undefined, { token });
    expect(res.errors).toBeUndefined();
    const data = res.data!.exportMyData;
    expect(data.account).toMatchObject({ email: "export@example.org", name: "Lina" });
    expect(data.attempts).toHaveLength(1);
    expect(data.attempts[0]).toMatchObject({ id: attemptId, answers: [expect.objectContaining({ value: expect.any(String) })] });
    expect(data.placementRuns).toEqual([]);
    expect(data.media).toEqual({ profilePhoto: null, recordings: [] });
    expect(JSON.stringify(data)).not.toMatch(/password|hash|tokenVersion|\$argon2/i);
  });

  it("guests are asked to register; an anonymous caller to sign in", async () => {
    const guest = (await t.gql(`mutation { startGuestSession { token } }`)).data!.startGuestSession.token;
    expect((await t.gql(EXPORT, undefined, { token: guest })).errors![0]!.extensions!.code).toBe("REGISTRATION_REQUIRED");
    expect((await t.gql(EXPORT)).errors![0]!.extensions!.code).toBe("UNAUTHENTICATED");
  });

  it("deletes the account only after re-authentication: every row and the token go, a mail confirms", async () => {
    const { token, userId, attemptId } = await learnerWithWork("delete@example.org");
    const wrong = await t.gql(DELETE, { input: { password: "falsch-12345" } }, { token, lang: "en" });
    expect(wrong.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "REAUTHENTICATION_REQUIRED" });
    expect((await t.gql(DELETE, { input: {} }, { token })).errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");

    const ok = await t.gql(DELETE, { input: { password: "geheim-12345" } }, { token, lang: "en" });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.deleteMyAccount).toBe(true);
    expect(await t.ds.query(`SELECT id FROM users WHERE id = $1`, [userId])).toEqual([]);
    expect(await t.ds.query(`SELECT id FROM attempts WHERE id = $1`, [attemptId])).toEqual([]);
    expect(await t.ds.query(`SELECT 1 FROM attempt_answers WHERE attempt_id = $1`, [attemptId])).toEqual([]);
    expect((await t.gql(`{ me { id } }`, undefined, { token })).data!.me).toBeNull();

    await t.services.mail.idle();
    const dir = path.join(t.config.dataDir, "mail");
    const mails = fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), "utf8"));
    expect(mails.some((m) => m.includes("delete@example.org") && m.includes("Your account has been deleted"))).toBe(true);
  });

  it("the console exports and deletes a user's data; nobody else may", async () => {
    const { token: learner, userId } = await learnerWithWork("console@example.org");
    const { token: adminToken, user: admin } = await signedIn(t, { isAdmin: true });
    const forbidden = await t.gql(`{ adminExportUserData(userId: "${userId}") }`, undefined, { token: learner });
    expect(forbidden.errors![0]!.extensions!.code).toBe("FORBIDDEN");
    const exported = await t.gql(`{ adminExportUserData(userId: "${userId}") }`, undefined, { token: adminToken });
    expect(exported.data!.adminExportUserData.account.email).toBe("console@example.org");
    const self = await t.gql(`mutation { adminDeleteUser(userId: "${admin.id}") }`, undefined, { token: adminToken });
    expect(self.errors![0]!.extensions!.code).toBe("FORBIDDEN");
    const deleted = await t.gql(`mutation { adminDeleteUser(userId: "${userId}") }`, undefined, { token: adminToken });
    expect(deleted.data!.adminDeleteUser).toBe(true);
    expect(await t.ds.query(`SELECT id FROM users WHERE id = $1`, [userId])).toEqual([]);
    const missing = await t.gql(`mutation { adminDeleteUser(userId: "${userId}") }`, undefined, { token: adminToken });
    expect(missing.errors![0]!.extensions!.code).toBe("NOT_FOUND");
  });
});
