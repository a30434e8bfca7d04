import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRemoteJWKSet, generateKeyPair, jwtVerify, type JWK } from "jose";
import { FIXTURE_CONTENT, startTestServer, type TestServer } from "../../../test/harness";
import { signedIn } from "../../../test/factories";
import { CLAIM, SCORE_SCOPE } from "./lti-claims";
import { PlatformSimulator } from "./lti.test-support";

const LEARNER = ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"];

describe("LTI 1.3 tool", () => {
  let t: TestServer;
  let sim: PlatformSimulator;
  let adminToken: string;

  let contentDir: string;

  beforeAll(async () => {
    // the fixture content and a mock with a writing module (graded by a teacher)
    contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-lti-"));
    fs.cpSync(FIXTURE_CONTENT, contentDir, { recursive: true });
    const own = path.join(__dirname, "..", "..", "..", "test", "fixtures", "productive");
    fs.copyFileSync(path.join(own, "rubrics.yaml"), path.join(contentDir, "rubrics.yaml"));
    fs.copyFileSync(path.join(own, "goethe-b1-writing.yaml"), path.join(contentDir, "exams", "goethe-b1-writing.yaml"));
    t = await startTestServer({ contentDir, env: { LTI_SCORE_SWEEP_SECONDS: "0", LOG_LEVEL: "silent" } });
    sim = new PlatformSimulator(() => t.url);
    await sim.start();
    adminToken = (await signedIn(t, { isAdmin: true })).token;
    const r = await t.gql(
      `mutation($i: LtiPlatformInput!) { adminRegisterLtiPlatform(input: $i) { id name issuer clientId deploymentIds } }`,
      {
        i: {
          name: "Moodle der Schule",
          issuer: sim.issuer,
          clientId: sim.clientId,
          deploymentIds: [sim.deploymentId],
          authLoginUrl: `${sim.url}/auth`,
          accessTokenUrl: `${sim.url}/token`,
          jwksUrl: `${sim.url}/jwks`,
        },
      },
      { token: adminToken },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.adminRegisterLtiPlatform).toMatchObject({ issuer: sim.issuer, deploymentIds: [sim.deploymentId] });
  });

  afterAll(async () => {
    await sim?.stop();
    await t?.close();
    fs.rmSync(contentDir, { recursive: true, force: true });
  });

  /** The login initiation as the platform sends it: the tool answers with a redirect to the platform's auth endpoint. */
  async function login(hint = "user") {
    const q = new URLSearchParams({
      iss: sim.issuer,
      login_hint: hint,
      target_link_uri: `${t.url}/lti/launch`,
      lti_message_hint: "msg-hint",
      client_id: sim.clientId,
      lti_deployment_id: sim.deploymentId,
    });
    const res = await fetch(`${t.url}/lti/login?${q}`, { redirect: "manual" });
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get("location")!);
    expect(`${to.origin}${to.pathname}`).toBe(`${sim.url}/auth`);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      scope: "openid",
      response_type: "id_token",
      response_mode: "form_post",
      prompt: "none",
      client_id: sim.clientId,
      redirect_uri: `${t.config.publicUrl}/lti/launch`,
      login_hint: hint,
      lti_message_hint: "msg-hint",
    });
    return { state: to.searchParams.get("state")!, nonce: to.searchParams.get("nonce")! };
  }

  function post(path: string, fields: Record<string, string | string[]>) {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
    return fetch(`${t.url}${path}`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
  }

  /** Follows a launch's redirect as the client does: the one-time code exchanged for a session token. */
  async function signIn(res: Response) {
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get("location")!);
    expect(to.pathname).toMatch(/^\/(de|en|ar|fr|es)\/lti\/signin$/);
    const hash = new URLSearchParams(to.hash.slice(1));
    const r = await t.gql(`mutation($c: String!) { exchangeLoginCode(code: $c) { token user { id name email isTeacher } } }`, {
      c: hash.get("code"),
    });
    expect(r.errors).toBeUndefined();
    return { ...r.data!.exchangeLoginCode, next: hash.get("next")! };
  }

  async function launch(over: Record<string, unknown> = {}, o: Parameters<PlatformSimulator["idToken"]>[2] = {}) {
    const { state, nonce } = await login();
    const idToken = await sim.idToken(nonce, over, o);
    return { res: await post("/lti/launch", { id_token: idToken, state }), state, nonce, idToken };
  }

  let courseId: string;
  let teacherToken: string;
  let assignmentId: string;
  let examId: number;

  it("launches an instructor into a course of their own: created at the first launch, as its teacher", async () => {
    const { res } = await launch();
    const s = await signIn(res);
    expect(s.user).toMatchObject({ name: "Frau Lehmann", email: "lehmann@school.example", isTeacher: true });
    const r = await t.gql(`{ myCourses { id name myRole } }`, {}, { token: s.token });
    expect(r.data!.myCourses).toEqual([{ id: expect.any(String), name: "Deutsch als Fremdsprache B1", myRole: "TEACHER" }]);
    courseId = r.data!.myCourses[0].id;
    teacherToken = s.token;
    expect(s.next).toBe(`/en/courses/${courseId}`);

    // a second launch finds the same account and course
    const again = await signIn((await launch()).res);
    expect(again.user.id).toBe(s.user.id);
    expect((await t.gql(`{ myCourses { id } }`, {}, { token: again.token })).data!.myCourses).toEqual([{ id: courseId }]);
  });

  it("never merges a platform user into an existing account by e-mail", async () => {
    const { user: existing } = await signedIn(t, { email: "taken@school.example" });
    const s = await signIn((await launch({ sub: "other-teacher", email: "taken@school.example", name: "Herr Kurz" })).res);
    expect(s.user.id).not.toBe(String(existing.id));
    expect(s.user).toMatchObject({ name: "Herr Kurz", email: null });
  });

  it("deep linking: the instructor picks a mock in the picker and the platform gets a signed LtiDeepLinkingResponse", async () => {
    const rows: { id: number }[] = await t.ds.query(
      `SELECT e.id FROM exams e JOIN question_blocks b ON b.exam_id = e.id
        WHERE e.published AND b.type IN ('reading', 'image', 'sub')
          AND NOT EXISTS (SELECT 1 FROM question_blocks w WHERE w.exam_id = e.id AND w.type IN ('writing', 'speaking'))
        ORDER BY e.id LIMIT 1`,
    );
    examId = rows[0].id;
    const { res } = await launch({
      [CLAIM.messageType]: "LtiDeepLinkingRequest",
      [CLAIM.resourceLink]: undefined,
      [CLAIM.deepLinking]: {
        deep_link_return_url: `${sim.url}/deep-link-return`,
        accept_types: ["ltiResourceLink"],
        accept_presentation_document_targets: ["iframe", "window"],
        data: "opaque-platform-data",
      },
    });
    expect(res.status).toBe(200);
    const picker = await res.text();
    expect(picker).toContain('<html lang="en" dir="ltr">');
    expect(picker).toContain("Choose content");
    expect(picker).toContain(`value="exam:${examId}"`);
    expect(res.headers.get("content-security-policy")).toContain(`frame-ancestors 'self' ${sim.url}`);
    const state = /name="state" value="([^"]+)"/.exec(picker)![1];

    const back = await post("/lti/deep-link", { state, choice: `exam:${examId}`, skills: "reading", mode: "exam" });
    expect(back.status).toBe(200);
    const page = await back.text();
    expect(page).toContain(`action="${sim.url}/deep-link-return"`);
    expect(back.headers.get("content-security-policy")).toContain(`form-action 'self' ${sim.url}`);
    const jwt = /name="JWT" value="([^"]+)"/.exec(page)![1];
    const { payload, protectedHeader } = await jwtVerify(jwt, createRemoteJWKSet(new URL(`${t.url}/lti/jwks`)), {
      issuer: sim.clientId,
      audience: sim.issuer,
    });
    expect(protectedHeader.alg).toBe("RS256");
    expect(payload).toMatchObject({
      [CLAIM.messageType]: "LtiDeepLinkingResponse",
      [CLAIM.version]: "1.3.0",
      [CLAIM.deploymentId]: sim.deploymentId,
      [CLAIM.dlData]: "opaque-platform-data",
    });
    const [item] = payload[CLAIM.contentItems] as Record<string, any>[];
    expect(item).toMatchObject({
      type: "ltiResourceLink",
      url: `${t.config.publicUrl}/lti/launch`,
      lineItem: { scoreMaximum: 100 },
      custom: { assignment_id: expect.any(String) },
    });
    assignmentId = item.custom.assignment_id;

    const course = await t.gql(
      `query($id: ID!) { course(id: $id) { assignments { id exam { id } skills mode } } }`,
      { id: courseId },
      { token: teacherToken },
    );
    expect(course.data!.course.assignments).toEqual([
      { id: assignmentId, exam: { id: String(examId) }, skills: ["READING"], mode: "EXAM" },
    ]);

    // the picker's session is single-use
    const twice = await post("/lti/deep-link", { state, choice: `exam:${examId}`, skills: "reading", mode: "exam" });
    expect(twice.status).toBe(400);
    expect(await twice.text()).toContain('data-reason="STATE_USED"');
  });

  let learnerToken: string;

  it("a learner's resource-link launch makes a member and starts the assignment's attempt", async () => {
    const { res } = await launch({
      sub: "learner-sub",
      name: "Aylin Demir",
      email: undefined,
      [CLAIM.roles]: LEARNER,
      [CLAIM.custom]: { assignment_id: assignmentId },
      [CLAIM.ags]: { scope: [SCORE_SCOPE], lineitem: sim.lineItem },
    });
    const s = await signIn(res);
    expect(s.user).toMatchObject({ name: "Aylin Demir", email: null, isTeacher: false });
    expect(s.next).toBe(`/en/exam/${examId}?assignment=${assignmentId}`);
    learnerToken = s.token;
    const r = await t.gql(
      `query($id: ID!) { myCourses { id myRole } assignment(id: $id) { myAttempt { id status } } }`,
      { id: assignmentId },
      { token: learnerToken },
    );
    expect(r.data!.myCourses).toEqual([{ id: courseId, myRole: "LEARNER" }]);
    expect(r.data!.assignment.myAttempt).toMatchObject({ status: "IN_PROGRESS" });
  });

  it("a submitted attempt's score reaches the platform's line item with a valid bearer token, visible to the teacher", async () => {
    const a = await t.gql(
      `query($id: ID!) { assignment(id: $id) { myAttempt { id } } }`,
      { id: assignmentId },
      { token: learnerToken },
    );
    const attemptId = a.data!.assignment.myAttempt.id;
    const sub = await t.gql(
      `mutation($a: ID!) { submitAttempt(attemptId: $a) { status } }`,
      { a: attemptId },
      { token: learnerToken },
    );
    expect(sub.data!.submitAttempt.status).toBe("SUBMITTED");

    sim.failScores = 1; // the platform is down for the first try
    expect(await t.services.lti.grades.sweep()).toBe(0);
    const q = `query($id: ID!) { assignment(id: $id) { ltiScores { attemptId state tries lastError scoreGiven scoreMaximum gradingProgress } } }`;
    let seen = await t.gql(q, { id: assignmentId }, { token: teacherToken });
    expect(seen.data!.assignment.ltiScores).toEqual([
      expect.objectContaining({ attemptId, state: "PENDING", tries: 1, lastError: "score endpoint answered 503" }),
    ]);
    expect(sim.scores).toHaveLength(0);

    // not due yet; after the backoff it is retried and posted
    expect(await t.services.lti.grades.sweep()).toBe(0);
    t.services.lti.clock.travel(60_000);
    expect(await t.services.lti.grades.sweep()).toBe(1);
    expect(sim.scores).toHaveLength(1);
    const [score] = sim.scores;
    expect(score.contentType).toBe("application/vnd.ims.lis.v1.score+json");
    expect(sim.tokens.map((tk) => `Bearer ${tk}`)).toContain(score.authorization);
    expect(sim.assertions[0]).toMatchObject({ iss: sim.clientId, sub: sim.clientId, aud: `${sim.url}/token` });
    expect(score.body).toMatchObject({
      userId: "learner-sub",
      scoreGiven: expect.any(Number),
      scoreMaximum: 100,
      activityProgress: "Completed",
      gradingProgress: "FullyGraded",
    });
    seen = await t.gql(q, { id: assignmentId }, { token: teacherToken });
    expect(seen.data!.assignment.ltiScores).toEqual([
      expect.objectContaining({ state: "POSTED", tries: 0, lastError: null, scoreMaximum: 100, gradingProgress: "FullyGraded" }),
    ]);
    // the learner does not see the gradebook's state
    const mine = await t.gql(q, { id: assignmentId }, { token: learnerToken });
    expect(mine.data!.assignment.ltiScores).toEqual([]);
    // nothing changed: nothing is posted again
    expect(await t.services.lti.grades.sweep()).toBe(0);
    expect(sim.scores).toHaveLength(1);
  });

  it("written answers awaiting a teacher post Pending; the teacher's grade posts the full score, FullyGraded", async () => {
    const [{ id: writingExam }] = await t.ds.query(`SELECT id FROM exams WHERE name = 'Schreibprüfung B1'`);
    const dl = await launch({
      [CLAIM.messageType]: "LtiDeepLinkingRequest",
      [CLAIM.deepLinking]: { deep_link_return_url: `${sim.url}/deep-link-return` },
    });
    const state = /name="state" value="([^"]+)"/.exec(await dl.res.text())![1];
    const back = await post("/lti/deep-link", {
      state,
      choice: `exam:${writingExam}`,
      skills: ["reading", "writing"],
      mode: "training",
    });
    const jwt = /name="JWT" value="([^"]+)"/.exec(await back.text())![1];
    const { payload } = await jwtVerify(jwt, createRemoteJWKSet(new URL(`${t.url}/lti/jwks`)));
    const linked = (payload[CLAIM.contentItems] as { custom: { assignment_id: string } }[])[0].custom.assignment_id;

    const learner = await signIn(
      (
        await launch({
          sub: "learner-sub",
          name: "Aylin Demir",
          [CLAIM.roles]: LEARNER,
          [CLAIM.custom]: { assignment_id: linked },
          [CLAIM.ags]: { scope: [SCORE_SCOPE], lineitem: sim.lineItem },
        })
      ).res,
    );
    expect(learner.next).toBe(`/en/exam/${writingExam}?assignment=${linked}`);
    const a = await t.gql(
      `query($id: ID!) { assignment(id: $id) { myAttempt { id } } }`,
      { id: linked },
      { token: learner.token },
    );
    const attemptId = a.data!.assignment.myAttempt.id;
    const subs: { id: number; answer_type: string }[] = await t.ds.query(
      `SELECT sq.id, sq.answer_type FROM sub_questions sq JOIN question_blocks qb ON qb.id = sq.block_id WHERE qb.exam_id = $1`,
      [writingExam],
    );
    const writingSub = String(subs.find((x) => x.answer_type === "writing")!.id);
    const answers = [
      { subQuestionId: String(subs.find((x) => x.answer_type === "true_false")!.id), value: "true" },
      {
        subQuestionId: writingSub,
        value:
          "Liebe Anna, vielen Dank für deine Einladung. Ich komme gern am Samstag und bringe einen Kuchen mit. Bis bald, Aylin",
      },
    ];
    const saved = await t.gql(
      `mutation($id: ID!, $answers: [AnswerInput!]!) { saveAnswers(attemptId: $id, answers: $answers) { saved } }`,
      { id: attemptId, answers },
      { token: learner.token },
    );
    expect(saved.errors).toBeUndefined();
    await t.gql(`mutation($a: ID!) { submitAttempt(attemptId: $a) { status } }`, { a: attemptId }, { token: learner.token });

    const before = sim.scores.length;
    expect(await t.services.lti.grades.sweep()).toBe(1);
    const pending = sim.scores[before].body;
    expect(pending).toMatchObject({ userId: "learner-sub", gradingProgress: "Pending", activityProgress: "Completed" });

    const graded = await t.gql(
      `mutation($a: ID!, $s: ID!, $scores: [CriterionScoreInput!]!) { assessAnswer(attemptId: $a, subQuestionId: $s, scores: $scores) { total } }`,
      {
        a: attemptId,
        s: writingSub,
        scores: [
          { key: "erfuellung", points: 7.5 },
          { key: "sprache", points: 7.5 },
        ],
      },
      { token: teacherToken },
    );
    expect(graded.errors).toBeUndefined();
    expect(await t.services.lti.grades.sweep()).toBe(1);
    const full = sim.scores[before + 1].body;
    expect(full).toMatchObject({ userId: "learner-sub", gradingProgress: "FullyGraded" });
    // while pending: the objective part alone (1 of 1 point); then with the teacher's 15 of 20: 16 of 21 points
    expect(pending.scoreGiven).toBe(100);
    expect(full.scoreGiven).toBe(76.2);
  });

  describe("refusals: a page in the launch's language with the reason's code, never a stack", () => {
    async function refused(res: Response, reason: string, status = 400) {
      expect(res.status).toBe(status);
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      const html = await res.text();
      expect(html).toContain(`data-reason="${reason}"`);
      expect(html).not.toMatch(/\bat \S+\.(ts|js):\d+/);
      return html;
    }

    it("wrong issuer", async () => {
      const html = await refused((await launch({ iss: "https://evil.example" })).res, "WRONG_ISSUER");
      expect(html).toContain("The sign-in does not come from the registered learning platform.");
    });

    it("unknown deployment", async () => {
      await refused((await launch({ [CLAIM.deploymentId]: "deployment-unknown" })).res, "UNKNOWN_DEPLOYMENT");
    });

    it("wrong audience", async () => {
      await refused((await launch({ aud: "another-tool" })).res, "WRONG_AUDIENCE");
      await refused((await launch({ aud: [sim.clientId, "another-tool"], azp: "another-tool" })).res, "WRONG_AUDIENCE");
    });

    it("expired token", async () => {
      const now = Math.floor(Date.now() / 1000);
      await refused((await launch({}, { iat: now - 900, exp: now - 600 })).res, "TOKEN_EXPIRED");
    });

    it("wrong signature", async () => {
      const other = await generateKeyPair("RS256");
      await refused((await launch({}, { key: other.privateKey })).res, "BAD_SIGNATURE");
    });

    it("reused state and replayed nonce", async () => {
      const first = await launch();
      expect(first.res.status).toBe(302);
      // the same form posted again: its state is spent
      await refused(await post("/lti/launch", { id_token: first.idToken, state: first.state }), "STATE_USED");
      // the same id_token with a fresh state: its nonce is not that state's
      const { state } = await login();
      await refused(await post("/lti/launch", { id_token: first.idToken, state }), "NONCE");
      // a state the tool never issued
      await refused(await post("/lti/launch", { id_token: first.idToken, state: "forged" }), "STATE_UNKNOWN");
    });

    it("in the launch's locale: Arabic right to left, German", async () => {
      const ar = await refused(
        (await launch({ [CLAIM.deploymentId]: "x", [CLAIM.presentation]: { locale: "ar" } })).res,
        "UNKNOWN_DEPLOYMENT",
      );
      expect(ar).toContain('<html lang="ar" dir="rtl">');
      expect(ar).toContain("هذا النشر (معرّف النشر) غير مسجل");
      const de = await refused((await launch({ aud: "x", [CLAIM.presentation]: { locale: "de-DE" } })).res, "WRONG_AUDIENCE");
      expect(de).toContain("Die Anmeldung ist für ein anderes Werkzeug bestimmt");
    });

    it("a learner cannot open a course no instructor has set up, nor pick content", async () => {
      await refused(
        (await launch({ sub: "l2", [CLAIM.roles]: LEARNER, [CLAIM.context]: { id: "course-new", title: "Neu" } })).res,
        "NO_COURSE",
      );
      await refused(
        (
          await launch({
            sub: "l3",
            [CLAIM.roles]: LEARNER,
            [CLAIM.messageType]: "LtiDeepLinkingRequest",
            [CLAIM.deepLinking]: { deep_link_return_url: `${sim.url}/r` },
          })
        ).res,
        "INSTRUCTORS_ONLY",
      );
    });

    it("an assignment not open yet: the courses' own message", async () => {
      await t.ds.query(`UPDATE assignments SET starts_at = now() + interval '2 days' WHERE id = $1`, [assignmentId]);
      const html = await refused(
        (
          await launch({
            sub: "late-learner",
            [CLAIM.roles]: LEARNER,
            [CLAIM.custom]: { assignment_id: assignmentId },
            [CLAIM.presentation]: { locale: "es" },
          })
        ).res,
        "NOT_YET_OPEN",
      );
      expect(html).toContain('<html lang="es" dir="ltr">');
      await t.ds.query(`UPDATE assignments SET starts_at = NULL WHERE id = $1`, [assignmentId]);
    });

    it("an unregistered platform at the login initiation", async () => {
      const q = new URLSearchParams({ iss: "https://unknown.example", login_hint: "x", target_link_uri: `${t.url}/lti/launch` });
      await refused(
        await fetch(`${t.url}/lti/login?${q}`, { redirect: "manual", headers: { "accept-language": "fr" } }),
        "UNKNOWN_PLATFORM",
        404,
      );
    });
  });

  describe("registration and the tool's values", () => {
    it("admins only; http only for the same host or network; the tool's URLs to paste", async () => {
      const input = {
        name: "Canvas",
        issuer: "https://canvas.example",
        clientId: "c1",
        deploymentIds: ["d1"],
        authLoginUrl: "http://canvas.example/auth",
        accessTokenUrl: "https://canvas.example/token",
        jwksUrl: "https://canvas.example/jwks",
      };
      const m = `mutation($i: LtiPlatformInput!) { adminRegisterLtiPlatform(input: $i) { id } }`;
      const bad = await t.gql(m, { i: input }, { token: adminToken, lang: "en" });
      expect(bad.errors![0].extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        fields: { authLoginUrl: expect.stringContaining("https") },
      });
      const teacher = await t.gql(m, { i: { ...input, authLoginUrl: "https://canvas.example/auth" } }, { token: teacherToken });
      expect(teacher.errors![0].extensions!.code).toBe("FORBIDDEN");
      const ok = await t.gql(m, { i: { ...input, authLoginUrl: "https://canvas.example/auth" } }, { token: adminToken });
      expect(ok.errors).toBeUndefined();

      const r = await t.gql(
        `{ adminLtiPlatforms { name issuer } adminLtiToolConfig { loginUrl launchUrl redirectUris jwksUrl deepLinkingUrl } }`,
        {},
        { token: adminToken },
      );
      expect(r.data!.adminLtiPlatforms.map((p: { name: string }) => p.name)).toEqual(["Canvas", "Moodle der Schule"]);
      const base = t.config.publicUrl;
      expect(r.data!.adminLtiToolConfig).toEqual({
        loginUrl: `${base}/lti/login`,
        launchUrl: `${base}/lti/launch`,
        redirectUris: [`${base}/lti/launch`],
        jwksUrl: `${base}/lti/jwks`,
        deepLinkingUrl: `${base}/lti/launch`,
      });
      const jwks = (await (await fetch(`${t.url}/lti/jwks`)).json()) as { keys: JWK[] };
      // the registered platforms (only they) may frame the client: the launch opens it in their iframe
      const page = await fetch(`${t.url}/healthz`);
      expect(page.headers.get("content-security-policy")).toContain(`frame-ancestors 'self' ${sim.url} https://canvas.example;`);
      expect(page.headers.get("x-frame-options")).toBeNull();
      expect(jwks.keys).toEqual([expect.objectContaining({ kty: "RSA", alg: "RS256", use: "sig", kid: expect.any(String) })]);
      expect(JSON.stringify(jwks)).not.toMatch(/"d":/);
    });
  });
});
