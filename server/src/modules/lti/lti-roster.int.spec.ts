import { startTestServer, type TestServer } from "../../../test/harness";
import { signedIn } from "../../../test/factories";
import { CLAIM, NRPS_MEDIA_TYPE, NRPS_SCOPE } from "./lti-claims";
import { LtiDriver, PlatformSimulator } from "./lti.test-support";

const LEARNER = "http://purl.imsglobal.org/vocab/lis/v2/membership#Learner";
const INSTRUCTOR = "http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor";

const IMPORT = `mutation($c: ID!) { importCourseRoster(courseId: $c) { learners teachers added left accountsCreated } }`;
const ROSTER = `query($c: ID!) { course(id: $c) { ltiRoster { platformName importedAt }
  learners { user { name email } } teachers { name } } }`;

describe("LTI Names and Role Provisioning Services: importing a course's roster", () => {
  let t: TestServer;
  let sim: PlatformSimulator;
  let lti: LtiDriver;
  let teacherToken: string;
  let courseId: string;

  const learner = (n: number, extra: Record<string, unknown> = {}) => ({
    status: "Active",
    user_id: `learner-${n}`,
    name: `Lernende ${n}`,
    email: `learner-${n}@school.example`,
    roles: [LEARNER],
    ...extra,
  });

  beforeAll(async () => {
    t = await startTestServer({ env: { LTI_SCORE_SWEEP_SECONDS: "0", LOG_LEVEL: "silent" } });
    sim = new PlatformSimulator(() => t.url);
    await sim.start();
    lti = new LtiDriver(t, sim);
    await lti.register((await signedIn(t, { isAdmin: true })).token);
  });

  afterAll(async () => {
    await sim?.stop();
    await t?.close();
  });

  it("a course without a roster service: the teacher is told, nothing is offered", async () => {
    const s = await lti.signIn({ [CLAIM.context]: { id: "course-no-nrps", title: "Ohne Liste" } });
    const c = (await t.gql(`{ myCourses { id } }`, {}, { token: s.token })).data!.myCourses[0].id;
    const r = await t.gql(ROSTER, { c }, { token: s.token });
    expect(r.data!.course.ltiRoster).toBeNull();
    const refused = await t.gql(IMPORT, { c }, { token: s.token, lang: "en" });
    expect(refused.errors![0]).toMatchObject({
      message: expect.stringContaining("has not sent a roster service"),
      extensions: { code: "BAD_USER_INPUT", reason: "NO_ROSTER_SERVICE" },
    });
  });

  it("imports every page of the roster with an NRPS-scoped token: accounts, learners and a second teacher", async () => {
    const s = await lti.signIn({
      [CLAIM.nrps]: { context_memberships_url: sim.membershipsUrl, service_versions: ["2.0"] },
    });
    teacherToken = s.token;
    courseId = (await t.gql(`{ myCourses { id } }`, {}, { token: s.token })).data!.myCourses[0].id;
    sim.members = [
      { status: "Active", user_id: "teacher-sub", name: "Frau Lehmann", roles: [INSTRUCTOR] },
      learner(1),
      learner(2, { email: undefined }),
      learner(3),
      { status: "Active", user_id: "co-teacher", given_name: "Jonas", family_name: "Berg", roles: ["Instructor"] },
      learner(4, { status: "Inactive" }),
    ];
    const before = await t.gql(ROSTER, { c: courseId }, { token: teacherToken });
    expect(before.data!.course.ltiRoster).toEqual({ platformName: "Moodle der Schule", importedAt: null });

    const r = await t.gql(IMPORT, { c: courseId }, { token: teacherToken });
    expect(r.errors).toBeUndefined();
    expect(r.data!.importCourseRoster).toEqual({ learners: 3, teachers: 2, added: 4, left: 0, accountsCreated: 4 });

    // three pages of two, each fetched with a token the platform granted for the NRPS scope only
    expect(sim.membershipRequests.map((q) => q.page)).toEqual([1, 2, 3]);
    expect(new Set(sim.membershipRequests.map((q) => q.accept))).toEqual(new Set([NRPS_MEDIA_TYPE]));
    const token = sim.membershipRequests[0].authorization!.slice("Bearer ".length);
    expect(sim.scopeOf.get(token)).toBe(NRPS_SCOPE);

    const after = await t.gql(ROSTER, { c: courseId }, { token: teacherToken });
    expect(after.data!.course.ltiRoster.importedAt).toEqual(expect.any(String));
    expect(after.data!.course.learners.map((m: { user: unknown }) => m.user)).toEqual(
      expect.arrayContaining([
        { name: "Lernende 1", email: "learner-1@school.example" },
        { name: "Lernende 2", email: null },
        { name: "Lernende 3", email: "learner-3@school.example" },
      ]),
    );
    expect(after.data!.course.learners).toHaveLength(3);
    expect(after.data!.course.teachers.map((u: { name: string }) => u.name).sort()).toEqual(["Frau Lehmann", "Jonas Berg"]);
  });

  it("an imported learner's later launch lands in the same account and course", async () => {
    const s = await lti.signIn({ sub: "learner-1", name: "Lernende 1", [CLAIM.roles]: [LEARNER] });
    const r = await t.gql(`{ me { name email } myCourses { id myRole } }`, {}, { token: s.token });
    expect(r.data!.me).toEqual({ name: "Lernende 1", email: "learner-1@school.example" });
    expect(r.data!.myCourses).toEqual([{ id: courseId, myRole: "LEARNER" }]);
  });

  it("importing again changes nothing; a learner who left the platform course is marked as left, one who came back rejoins", async () => {
    const again = await t.gql(IMPORT, { c: courseId }, { token: teacherToken });
    expect(again.data!.importCourseRoster).toEqual({ learners: 3, teachers: 2, added: 0, left: 0, accountsCreated: 0 });

    // learner 3 left the platform's course, learner 4 became active again
    sim.members = sim.members.filter((m) => m.user_id !== "learner-3").map((m) => (m.user_id === "learner-4" ? learner(4) : m));
    const next = await t.gql(IMPORT, { c: courseId }, { token: teacherToken });
    expect(next.data!.importCourseRoster).toEqual({ learners: 3, teachers: 2, added: 1, left: 1, accountsCreated: 1 });
    const roster = await t.gql(ROSTER, { c: courseId }, { token: teacherToken });
    expect(roster.data!.course.learners.map((m: { user: { name: string } }) => m.user.name).sort()).toEqual([
      "Lernende 1",
      "Lernende 2",
      "Lernende 4",
    ]);
    // a learner who joined with the course's code (not from the platform) is never marked as left
    const own = await signedIn(t);
    await t.ds.query(`INSERT INTO course_members (course_id, user_id, role, joined_at) VALUES ($1, $2, 'learner', now())`, [
      courseId,
      own.user.id,
    ]);
    const third = await t.gql(IMPORT, { c: courseId }, { token: teacherToken });
    expect(third.data!.importCourseRoster).toMatchObject({ added: 0, left: 0 });
    expect((await t.gql(ROSTER, { c: courseId }, { token: teacherToken })).data!.course.learners).toHaveLength(4);
  });

  it("the platform's failure changes nothing and says so; learners and strangers cannot import", async () => {
    const members = sim.members;
    sim.members = [];
    // a roster the platform cannot serve (the token endpoint refuses): a clear error, the course unchanged
    const token = sim.scopeOf;
    sim.scopeOf = new Map();
    const failed = await t.gql(IMPORT, { c: courseId }, { token: teacherToken, lang: "de" });
    sim.scopeOf = token;
    expect(failed.errors![0]).toMatchObject({
      message: expect.stringContaining("Es wurde nichts geändert"),
      extensions: { code: "SERVICE_UNAVAILABLE", reason: "ROSTER_FAILED" },
    });
    expect((await t.gql(ROSTER, { c: courseId }, { token: teacherToken })).data!.course.learners).toHaveLength(4);
    sim.members = members;

    const learnerSession = await lti.signIn({ sub: "learner-1", [CLAIM.roles]: [LEARNER] });
    const byLearner = await t.gql(IMPORT, { c: courseId }, { token: learnerSession.token });
    expect(byLearner.errors![0].extensions!.code).toBe("FORBIDDEN");
    expect((await t.gql(ROSTER, { c: courseId }, { token: learnerSession.token })).data!.course.ltiRoster).toBeNull();
    const stranger = await signedIn(t, { isTeacher: true });
    const byStranger = await t.gql(IMPORT, { c: courseId }, { token: stranger.token });
    expect(byStranger.errors![0].extensions!.code).toBe("NOT_FOUND");
  });

  it("a school's script imports with a write:courses token; a read-only token cannot", async () => {
    const make = async (scope: string) =>
      (
        await t.gql(
          `mutation($s: [String!]!) { createApiToken(name: "roster", scopes: $s) { token } }`,
          { s: [scope] },
          {
            token: teacherToken,
          },
        )
      ).data!.createApiToken.token as string;
    const writer = await t.gql(IMPORT, { c: courseId }, { token: await make("write:courses") });
    expect(writer.errors).toBeUndefined();
    expect(writer.data!.importCourseRoster).toMatchObject({ added: 0, left: 0 });
    const reader = await t.gql(IMPORT, { c: courseId }, { token: await make("read:results") });
    expect(reader.errors![0].extensions).toMatchObject({ code: "FORBIDDEN", reason: "MISSING_SCOPE" });
  });

  it("a next page on another origin is not followed (the platform's token stays with the platform)", async () => {
    sim.nextOrigin = "http://127.0.0.2:9";
    const r = await t.gql(IMPORT, { c: courseId }, { token: teacherToken, lang: "en" });
    sim.nextOrigin = null;
    expect(r.errors![0]).toMatchObject({
      message: expect.stringContaining("next page on another origin"),
      extensions: { reason: "ROSTER_FAILED" },
    });
  });

  it("the teacher joins the platform's course into an existing course of theirs: context, members and assignments move", async () => {
    const own = await t.gql(`mutation { createCourse(input: { name: "Mein Kurs B1" }) { id } }`, {}, { token: teacherToken });
    const into = own.data!.createCourse.id;
    const before = await t.gql(
      `query($c: ID!) { course(id: $c) { ltiPlatform learners { user { name } } } }`,
      { c: courseId },
      {
        token: teacherToken,
      },
    );
    expect(before.data!.course.ltiPlatform).toBe("Moodle der Schule");
    const same = await t.gql(
      `mutation($c: ID!, $i: ID!) { joinLtiCourse(courseId: $c, intoCourseId: $i) { id } }`,
      { c: courseId, i: courseId },
      {
        token: teacherToken,
      },
    );
    expect(same.errors![0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "BAD_TARGET" });

    const joined = await t.gql(
      `mutation($c: ID!, $i: ID!) { joinLtiCourse(courseId: $c, intoCourseId: $i) { id name ltiPlatform ltiRoster { platformName }
         learners { user { name } } teachers { name } } }`,
      { c: courseId, i: into },
      { token: teacherToken },
    );
    expect(joined.errors).toBeUndefined();
    expect(joined.data!.joinLtiCourse).toMatchObject({
      id: into,
      name: "Mein Kurs B1",
      ltiPlatform: "Moodle der Schule",
      ltiRoster: { platformName: "Moodle der Schule" },
    });
    expect(joined.data!.joinLtiCourse.learners).toHaveLength(before.data!.course.learners.length);
    // the course the launch made is archived and empty: nobody's any more
    const old = await t.gql(`query($c: ID!) { course(id: $c) { id } }`, { c: courseId }, { token: teacherToken });
    expect(old.errors![0].extensions!.code).toBe("NOT_FOUND");
    expect(await t.ds.query(`SELECT archived FROM courses WHERE id = $1`, [courseId])).toEqual([{ archived: true }]);
    // the platform's next launch lands in the joined course; the roster imports into it
    const s = await lti.signIn({ sub: "learner-1", name: "Lernende 1", [CLAIM.roles]: [LEARNER] });
    expect((await t.gql(`{ myCourses { id } }`, {}, { token: s.token })).data!.myCourses).toEqual([{ id: into }]);
    const again = await t.gql(IMPORT, { c: into }, { token: teacherToken });
    expect(again.data!.importCourseRoster).toMatchObject({ added: 0, left: 0 });
  });
});
