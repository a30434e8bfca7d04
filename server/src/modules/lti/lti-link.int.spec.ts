import { startTestServer, type TestServer } from "../../../test/harness";
import { signedIn } from "../../../test/factories";
import { hashPassword } from "../users/password";
import { CLAIM } from "./lti-claims";
import { LtiDriver, PlatformSimulator } from "./lti.test-support";

const LEARNER = ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"];
const PLATFORM = `{ myLtiPlatformAccount { platformName } }`;
const START = `mutation { startLtiAccountLink { ticket platformName expiresAt } }`;
const LINK = `mutation($t: String!) { linkLtiAccount(ticket: $t) { platformName } }`;

describe("LTI: linking a platform account to an existing account, only on the learner's own confirmation", () => {
  let t: TestServer;
  let sim: PlatformSimulator;
  let lti: LtiDriver;
  let courseId: string;
  let assignmentId: string;
  let platformSession: { token: string; userId: string };
  let existingId: number;

  beforeAll(async () => {
    t = await startTestServer({ env: { LTI_SCORE_SWEEP_SECONDS: "0", LOG_LEVEL: "silent" } });
    sim = new PlatformSimulator(() => t.url);
    await sim.start();
    lti = new LtiDriver(t, sim);
    await lti.register((await signedIn(t, { isAdmin: true })).token);
    // the teacher's launch makes the course; an assignment in it; the learner opens it from the platform
    const teacher = await lti.signIn();
    courseId = (await t.gql(`{ myCourses { id } }`, {}, { token: teacher.token })).data!.myCourses[0].id;
    const [{ id: examId }] = await t.ds.query(`SELECT id FROM exams WHERE published ORDER BY id LIMIT 1`);
    const a = await t.gql(
      `mutation($i: AssignmentInput!) { assign(input: $i) { id } }`,
      { i: { courseId, title: "Modelltest", examId: String(examId) } },
      { token: teacher.token },
    );
    assignmentId = a.data!.assign.id;
    // the learner's own account, older than the platform's, with the same e-mail: never merged by it
    const existing = await signedIn(t, {
      email: "aylin@private.example",
      name: "Aylin D.",
      passwordHash: await hashPassword("Mein-Geheimnis-42"),
    });
    existingId = existing.user.id;
    platformSession = await lti.signIn({
      sub: "aylin",
      name: "Aylin Demir",
      email: "aylin@private.example",
      [CLAIM.roles]: LEARNER,
      [CLAIM.custom]: { assignment_id: assignmentId },
    });
  });

  afterAll(async () => {
    await sim?.stop();
    await t?.close();
  });

  const login = async () => {
    const r = await t.gql(`mutation { login(email: "aylin@private.example", password: "Mein-Geheimnis-42") { token } }`);
    expect(r.errors).toBeUndefined();
    return r.data!.login.token as string;
  };

  it("a launch never links by e-mail: the platform account is separate and says which platform made it", async () => {
    expect(platformSession.userId).not.toBe(String(existingId));
    const r = await t.gql(`{ me { email } ${PLATFORM.slice(1, -1)} }`, {}, { token: platformSession.token });
    expect(r.data).toEqual({ me: { email: null }, myLtiPlatformAccount: { platformName: "Moodle der Schule" } });
    const mine = await t.gql(PLATFORM, {}, { token: await login() });
    expect(mine.data!.myLtiPlatformAccount).toBeNull();
    // an account of ours has nothing to link
    const refused = await t.gql(START, {}, { token: await login(), lang: "en" });
    expect(refused.errors![0]).toMatchObject({
      message: "Only an account made by a learning platform can be connected to an existing account.",
      extensions: { code: "BAD_USER_INPUT", reason: "NOT_A_PLATFORM_ACCOUNT" },
    });
  });

  it("the ticket needs the existing account's own sign-in: not the platform account, not a guest", async () => {
    const { ticket } = (await t.gql(START, {}, { token: platformSession.token })).data!.startLtiAccountLink;
    const self = await t.gql(LINK, { t: ticket }, { token: platformSession.token });
    expect(self.errors![0].extensions).toMatchObject({ reason: "LINK_SELF" });
    const guest = await signedIn(t, { isGuest: true });
    const byGuest = await t.gql(LINK, { t: ticket }, { token: guest.token });
    expect(byGuest.errors![0].extensions!.code).toBe("REGISTRATION_REQUIRED");
    const forged = await t.gql(LINK, { t: "not-a-ticket" }, { token: await login() });
    expect(forged.errors![0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "LINK_INVALID" });
  });

  it("confirmed from the existing account: the platform identity, course and attempt move into it; later launches land there", async () => {
    const started = await t.gql(START, {}, { token: platformSession.token });
    expect(started.data!.startLtiAccountLink).toMatchObject({ platformName: "Moodle der Schule", ticket: expect.any(String) });
    const { ticket } = started.data!.startLtiAccountLink;
    const token = await login();
    const linked = await t.gql(LINK, { t: ticket }, { token });
    expect(linked.errors).toBeUndefined();
    expect(linked.data!.linkLtiAccount).toEqual({ platformName: "Moodle der Schule" });

    const r = await t.gql(
      `query($a: ID!) { me { id email name } myCourses { id myRole } assignment(id: $a) { myAttempt { status } } }`,
      { a: assignmentId },
      { token },
    );
    expect(r.data!.me).toEqual({ id: String(existingId), email: "aylin@private.example", name: "Aylin D." });
    expect(r.data!.myCourses).toEqual([{ id: courseId, myRole: "LEARNER" }]);
    expect(r.data!.assignment.myAttempt).toEqual({ status: "IN_PROGRESS" });
    // the emptied platform account is gone, its session with it
    const old = await t.gql(`{ me { id } }`, {}, { token: platformSession.token });
    expect(old.data?.me ?? null).toBeNull();
    // the ticket was single-use
    const twice = await t.gql(LINK, { t: ticket }, { token });
    expect(twice.errors![0].extensions).toMatchObject({ reason: "LINK_INVALID" });

    const again = await lti.signIn({ sub: "aylin", name: "Aylin Demir", [CLAIM.roles]: LEARNER });
    expect(again.userId).toBe(String(existingId));
    const after = await t.gql(`{ me { name } myLtiPlatformAccount { platformName } }`, {}, { token: again.token });
    // an account of ours keeps its own name; it is no platform account
    expect(after.data).toEqual({ me: { name: "Aylin D." }, myLtiPlatformAccount: null });
  });

  it("refused, with nothing changed, when both accounts did the same assignment or the account has this platform already", async () => {
    const ben = await lti.signIn({
      sub: "ben",
      name: "Ben Okafor",
      [CLAIM.roles]: LEARNER,
      [CLAIM.custom]: { assignment_id: assignmentId },
    });
    const own = await signedIn(t, { email: "ben@private.example", passwordHash: await hashPassword("Bens-Geheimnis-42") });
    await t.ds.query(`INSERT INTO course_members (course_id, user_id, role, joined_at) VALUES ($1, $2, 'learner', now())`, [
      courseId,
      own.user.id,
    ]);
    const started = await t.gql(
      `mutation($a: ID!) { startAssignment(assignmentId: $a) { id } }`,
      { a: assignmentId },
      { token: own.token },
    );
    expect(started.errors).toBeUndefined();
    const { ticket } = (await t.gql(START, {}, { token: ben.token })).data!.startLtiAccountLink;
    const clash = await t.gql(LINK, { t: ticket }, { token: own.token, lang: "en" });
    expect(clash.errors![0]).toMatchObject({
      message: expect.stringContaining("nothing was changed"),
      extensions: { code: "CONFLICT", reason: "LINK_CONFLICT" },
    });
    // the platform account and its work are as they were
    const still = await t.gql(
      `query($a: ID!) { me { name } assignment(id: $a) { myAttempt { status } } }`,
      { a: assignmentId },
      {
        token: ben.token,
      },
    );
    expect(still.data).toEqual({ me: { name: "Ben Okafor" }, assignment: { myAttempt: { status: "IN_PROGRESS" } } });

    // Aylin's account holds this platform's identity already: a second platform user cannot join it
    const other = await lti.signIn({ sub: "aylin-2", name: "Aylin (zweiter Zugang)", [CLAIM.roles]: LEARNER });
    const second = (await t.gql(START, {}, { token: other.token })).data!.startLtiAccountLink;
    const taken = await t.gql(LINK, { t: second.ticket }, { token: await login() });
    expect(taken.errors![0].extensions).toMatchObject({ code: "CONFLICT", reason: "PLATFORM_ALREADY_LINKED" });
  });
});
