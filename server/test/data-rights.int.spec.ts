import fs from "node:fs";
import path from "node:path";
import { Q } from "../src/modules/attempts/attempt.testkit";
import { shareCourse } from "../src/modules/courses/courses.testkit";
import { User } from "../src/modules/users/user.entity";
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

  it("holds every row that names the person: each table referring to a user, directly or through a row of theirs", async () => {
    // the tables from the entities: those with a relation to users, then those with a relation to one of those
    const linked = new Set([t.ds.getMetadata(User).tableName]);
    for (let grew = true; grew;) {
      grew = false;
      for (const m of t.ds.entityMetadatas)
        if (!linked.has(m.tableName) && m.manyToOneRelations.some((r) => linked.has(r.inverseEntityMetadata.tableName))) {
          linked.add(m.tableName);
          grew = true;
        }
    }
    expect([...linked]).toEqual(expect.arrayContaining(["assessments", "calibrations", "attempt_item_runs", "recordings"]));

    const { token } = await learnerWithWork("alles@example.org");
    const { statements } = await t.queries(() => t.gql(EXPORT, undefined, { token }));
    const read = (table: string) => statements.some((s) => new RegExp(`\\b(FROM|JOIN)\\s+"?${table}"?(\\s|$)`, "i").test(s));
    expect([...linked].filter((table) => !read(table))).toEqual([]);
  });

  it("exports the ratings of the learner's answers with a teacher's comment and scores, calibrations and grants", async () => {
    const { token, userId, attemptId } = await learnerWithWork("bewertet@example.org");
    const { user: teacher, token: teacherToken } = await signedIn(t, { isTeacher: true });
    const courseId = await shareCourse(t.ds, teacher.id, userId, { name: "Abendkurs B1" });
    const [sub] = await t.ds.query(`SELECT id FROM sub_questions ORDER BY id LIMIT 1`);
    const [rubric] = await t.ds.query(
      `INSERT INTO rubrics (key, family, cefr, task_kind, scheme) VALUES ('export-b1-email', 'goethe', 'B1', 'email', 'goethe')
       RETURNING id, key`,
    );
    const scores = [{ key: "task", band: "B", points: 3 }];
    await t.ds.query(
      `INSERT INTO assessments (attempt_id, sub_question_id, kind, assessor_id, scores, total, max_points, comment)
       VALUES ($1, $2, 'teacher', $3, $4, 3, 5, 'Gut gegliedert.'), ($1, $2, 'self', $5, $4, 3, 5, NULL)`,
      [attemptId, sub.id, teacher.id, JSON.stringify(scores), userId],
    );
    await t.ds.query(`INSERT INTO calibrations (user_id, rubric_id, scores) VALUES ($1, $2, $3)`, [
      userId,
      rubric.id,
      JSON.stringify(scores),
    ]);
    await t.ds.query(
      `UPDATE users SET time_factor = 1.5, time_factor_granted_by = $1, time_factor_granted_at = now() WHERE id = $2`,
      [teacher.id, userId],
    );

    const data = (await t.gql(EXPORT, undefined, { token })).data!.exportMyData;
    expect(data.attempts[0].assessments).toEqual([
      expect.objectContaining({ by: "teacher", scores, total: 3, maxPoints: 5, comment: "Gut gegliedert." }),
      expect.objectContaining({ by: "self", scores, comment: null }),
    ]);
    expect(data.calibrations).toEqual([expect.objectContaining({ rubricId: rubric.id, rubric: rubric.key, scores })]);
    expect(data.account).toMatchObject({ timeFactor: 1.5, isTeacher: false, isBlocked: false });
    expect(data.links).toEqual([expect.objectContaining({ purpose: "confirm_email", usedAt: null })]);
    expect(JSON.stringify(data)).not.toContain(String(teacher.email));

    // the teacher's own export holds the comment they wrote and the extended time they granted
    const given = (await t.gql(EXPORT, undefined, { token: teacherToken })).data!.exportMyData;
    expect(given.assessmentsGiven).toEqual([expect.objectContaining({ attemptId, comment: "Gut gegliedert.", total: 3 })]);
    expect(given.timeFactorsGranted).toEqual([expect.objectContaining({ learnerId: userId, timeFactor: 1.5 })]);
    // courses: the learner's membership, and the teacher's membership and the course they created
    expect(data.courses).toEqual([expect.objectContaining({ courseId, course: "Abendkurs B1", role: "learner", leftAt: null })]);
    expect(given.courses).toEqual([expect.objectContaining({ courseId, role: "teacher" })]);
    expect(given.coursesCreated).toEqual([expect.objectContaining({ id: courseId, name: "Abendkurs B1", archived: false })]);
  });

  it("guests are asked to register; an anonymous caller to sign in", async () => {
    const guest = (await t.gql(`mutation { startGuestSession { token } }`)).data!.startGuestSession.token;
    expect((await t.gql(EXPORT, undefined, { token: guest })).errors![0]!.extensions!.code).toBe("REGISTRATION_REQUIRED");
    expect((await t.gql(EXPORT)).errors![0]!.extensions!.code).toBe("UNAUTHENTICATED");
  });

  it("deletes the account only after re-authentication: every row and the token go, a mail confirms", async () => {
    const { token, userId, attemptId } = await learnerWithWork("delete@example.org");
    // the address is confirmed (an unconfirmed one gets no mail beyond its confirmation and reset links)
    await t.ds.query(`UPDATE users SET email_confirmed_at = now() WHERE id = $1`, [userId]);
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

    await t.services.accountMails.idle();
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
