import type { APIRequestContext, Page } from "@playwright/test";
import { fixtureExamId, uniqueEmail } from "./support/app";
import { checkPage, expect, test } from "./support/fixtures";
import { BrowserPlatform, INSTRUCTOR, LEARNER, type LaunchUser } from "./support/lti-platform";

/**
 * The tool inside a learning platform, in a real browser: the platform (127.0.0.1, another site than the tool on
 * localhost) embeds the tool in an iframe and posts the launch into it; the learner lands in the exam player inside the
 * frame and saves an answer with no cookie at all (the launch hands over a one-time code in the URL fragment). Then the
 * new-window variant, the teacher's roster import, and the learner linking the platform account to their own account.
 */
test.describe.configure({ mode: "serial" });

async function gql<T>(request: APIRequestContext, token: string | null, query: string, variables: Record<string, unknown> = {}) {
  const res = await request.post("/graphql", {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const json = (await res.json()) as { data: T; errors?: unknown };
  expect(json.errors).toBeUndefined();
  return json.data;
}

let platform: BrowserPlatform;
let courseId: string;
let assignmentId: string;
let teacher: { token: string; id: string };

/** A launch over HTTP, as a browser without a page would make it: the session it ends in. */
async function launchByHttp(request: APIRequestContext, user: LaunchUser) {
  platform.next = user;
  const login = await request.get(`/lti/login?${platform.loginQuery()}`, { maxRedirects: 0 });
  const auth = new URL(login.headers().location);
  const launch = await request.post("/lti/launch", {
    form: { id_token: await platform.idToken(auth.searchParams.get("nonce")!), state: auth.searchParams.get("state")! },
    maxRedirects: 0,
  });
  const code = new URLSearchParams(new URL(launch.headers().location).hash.slice(1)).get("code");
  const data = await gql<{ exchangeLoginCode: { token: string; user: { id: string } } }>(
    request,
    null,
    "mutation($c: String!) { exchangeLoginCode(code: $c) { token user { id } } }",
    { c: code },
  );
  return { token: data.exchangeLoginCode.token, id: data.exchangeLoginCode.user.id };
}

async function signInAs(page: Page, s: { token: string; id: string }) {
  await page.addInitScript(
    ([token, id]) => {
      localStorage.setItem("userToken", token);
      localStorage.setItem("userIdNumber", id);
    },
    [s.token, s.id],
  );
}

test.beforeAll(async ({ request, baseURL }) => {
  platform = new BrowserPlatform(baseURL!);
  await platform.start(Number(process.env.E2E_LTI_PLATFORM_PORT ?? 0));
  const admin = await gql<{ login: { token: string } }>(
    request,
    null,
    `mutation { login(email: "admin@example.org", password: "admin-password-1") { token } }`,
  );
  await gql(request, admin.login.token, "mutation($i: LtiPlatformInput!) { adminRegisterLtiPlatform(input: $i) { id } }", {
    i: platform.registration(),
  });
  // the teacher's first launch makes the course; they assign the reading module of the fixture mock
  teacher = await launchByHttp(request, { sub: "teacher", name: "Frau Lehmann", roles: [INSTRUCTOR] });
  const mine = await gql<{ myCourses: { id: string }[] }>(request, teacher.token, "{ myCourses { id } }");
  courseId = mine.myCourses[0].id;
  const a = await gql<{ assign: { id: string } }>(
    request,
    teacher.token,
    "mutation($i: AssignmentInput!) { assign(input: $i) { id } }",
    { i: { courseId, title: "Lesen B1", examId: await fixtureExamId(request), skills: ["READING"], mode: "TRAINING" } },
  );
  assignmentId = a.assign.id;
});

test.afterAll(async () => {
  await platform?.stop();
});

test("in the platform's iframe: the learner's launch opens the exam player inside the frame and an answer is saved, without a cookie", async ({
  page,
  baseURL,
}, testInfo) => {
  platform.next = { sub: "aylin", name: "Aylin Demir", roles: [LEARNER], custom: { assignment_id: assignmentId } };
  await page.goto(`${platform.url}/course`);
  await page.getByRole("button", { name: "Aktivität öffnen" }).click();
  const tool = page.frameLocator('iframe[name="tool"]');
  await tool.getByRole("button", { name: "Lesen beginnen" }).click();
  await expect(tool.getByTestId("page-indicator")).toContainText("Lesen · Teil 1 von");
  await tool.getByRole("group", { name: "1. Paul wartet auf seine Schwester." }).getByLabel("Richtig").check();
  await expect(tool.getByTestId("save-status")).toHaveAttribute("data-state", "saved");
  // the frame is the tool's, on its own origin, and nothing rode on a cookie
  expect(page.frames().some((f) => f.url().startsWith(`${baseURL}/de/exam/`))).toBe(true);
  expect(await page.context().cookies(baseURL)).toEqual([]);
  await checkPage(page, testInfo, "lti-iframe-de-1280");
});

test("in a new window: the same activity resumes the attempt with the saved answer", async ({ page, baseURL }) => {
  platform.next = { sub: "aylin", name: "Aylin Demir", roles: [LEARNER], custom: { assignment_id: assignmentId } };
  await page.goto(`${platform.url}/course?window=1`);
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Aktivität öffnen" }).click()]);
  await expect(popup).toHaveURL(new RegExp(`^${baseURL}/de/exam/\\d+\\?assignment=${assignmentId}$`));
  await popup.getByRole("button", { name: "Lesen beginnen" }).click();
  await expect(popup.getByRole("group", { name: "1. Paul wartet auf seine Schwester." }).getByLabel("Richtig")).toBeChecked();
});

test("the teacher imports the roster from the platform (de at 1280 px, ar at 360 px) and sees the scores' box", async ({
  page,
}, testInfo) => {
  platform.members = [
    { status: "Active", user_id: "teacher", name: "Frau Lehmann", roles: [INSTRUCTOR] },
    { status: "Active", user_id: "aylin", name: "Aylin Demir", roles: [LEARNER] },
    { status: "Active", user_id: "ben", name: "Ben Okafor", email: uniqueEmail("ben"), roles: [LEARNER] },
    { status: "Active", user_id: "chiara", name: "Chiara Rossi", roles: [LEARNER] },
  ];
  await signInAs(page, teacher);
  await page.goto(`/de/courses/${courseId}`);
  const roster = page.getByTestId("roster");
  await roster.getByRole("button", { name: "Teilnehmende aus Moodle (E2E) übernehmen" }).click();
  await expect(page.getByTestId("lti-roster-result")).toHaveText("3 Lernende übernommen, 0 ausgetreten · neu im Kurs: 2");
  await expect(roster.getByTestId("roster-row")).toHaveCount(3);
  await expect(page.getByTestId("lti-scores")).toContainText("Punkte in der Lernplattform");
  await checkPage(page, testInfo, "lti-course-de-1280");

  platform.members = platform.members.filter((m) => m.user_id !== "chiara");
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/ar/courses/${courseId}`);
  await page.getByTestId("lti-roster-import").click();
  await expect(page.getByTestId("lti-roster-result")).toHaveText("المتعلمون المستوردون: 2، غادروا: 1");
  await expect(page.getByTestId("roster").getByTestId("roster-row")).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await checkPage(page, testInfo, "lti-course-ar-360");
});

test("a platform learner connects to their existing account by signing in to it (de at 1280 px, ar at 360 px)", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail("dana");
  await gql(request, null, "mutation($i: RegisterInput!) { register(input: $i) { token } }", {
    i: { email, password: "geheim-12345", name: "Dana Weber" },
  });
  const learner = await launchByHttp(request, { sub: "dana", name: "Dana W.", roles: [LEARNER] });
  await signInAs(page, learner);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/ar/courses/${courseId}`);
  await expect(page.getByTestId("lti-link-notice")).toContainText("Moodle (E2E)");
  await page.getByTestId("lti-link-start").click();
  await expect(page.getByTestId("lti-link-intro")).toBeVisible();
  await checkPage(page, testInfo, "lti-link-ar-360");

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/de/lti/link");
  await expect(page.getByRole("heading", { name: "Mit bestehendem Konto verbinden" })).toBeVisible();
  await checkPage(page, testInfo, "lti-link-de-1280");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Passwort").fill("falsch-12345");
  await page.getByTestId("lti-link-submit").click();
  await expect(page.getByTestId("lti-link-error")).toHaveText("E-Mail-Adresse oder Passwort ist falsch.");
  await page.getByLabel("Passwort").fill("geheim-12345");
  await page.getByTestId("lti-link-submit").click();
  await expect(page.getByTestId("lti-link-done")).toHaveText(
    "Verbunden. Ihre Arbeit aus Moodle (E2E) ist jetzt in diesem Konto.",
  );
  // the learner's own account now holds the platform's course
  await page.getByRole("link", { name: "Zu meinen Kursen" }).click();
  await expect(page.getByRole("link", { name: "DaF B1 (Moodle)" })).toBeVisible();
});

test("the teacher sees per learner whether the score reached the platform: sent, or pending with the platform's error (de at 1280 px, ar at 360 px)", async ({
  page,
  request,
}, testInfo) => {
  platform.failScoresFor = new Set(["ben"]);
  for (const [sub, name] of [
    ["aylin", "Aylin Demir"],
    ["ben", "Ben Okafor"],
  ]) {
    const s = await launchByHttp(request, { sub, name, roles: [LEARNER], custom: { assignment_id: assignmentId } });
    const a = await gql<{ assignment: { myAttempt: { id: string } } }>(
      request,
      s.token,
      "query($a: ID!) { assignment(id: $a) { myAttempt { id } } }",
      { a: assignmentId },
    );
    await gql(request, s.token, "mutation($a: ID!) { submitAttempt(attemptId: $a) { status } }", {
      a: a.assignment.myAttempt.id,
    });
  }
  await signInAs(page, teacher);
  await page.goto(`/de/courses/${courseId}`);
  const box = page.getByTestId("lti-scores");
  // the score sweep runs every second in this suite: the screen shows its outcome once both are handled
  await expect(async () => {
    await page.reload();
    await expect(box.getByTestId("lti-scores-summary")).toHaveText("gesendet: 1 · ausstehend: 1 · fehlgeschlagen: 0", {
      timeout: 1000,
    });
  }).toPass();
  expect(platform.scores).toEqual([expect.objectContaining({ userId: "aylin", activityProgress: "Completed" })]);
  await box.locator("summary").click();
  const rows = box.getByTestId("lti-score-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "Aylin Demir" })).toHaveAttribute("data-state", "POSTED");
  const ben = rows.filter({ hasText: "Ben Okafor" });
  await expect(ben).toHaveAttribute("data-state", "PENDING");
  await expect(ben.getByTestId("lti-score-error")).toHaveText("score endpoint answered 503");
  await box.scrollIntoViewIfNeeded();
  await checkPage(page, testInfo, "lti-scores-de-1280");

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/ar/courses/${courseId}`);
  await page.getByTestId("lti-scores").locator("summary").click();
  await expect(page.getByTestId("lti-scores").getByTestId("lti-score-row")).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await checkPage(page, testInfo, "lti-scores-ar-360");
});

test("the teacher joins the platform's course into the class's existing course (ar at 360 px, de at 1280 px)", async ({
  page,
  request,
}, testInfo) => {
  const own = await gql<{ createCourse: { id: string } }>(
    request,
    teacher.token,
    `mutation { createCourse(input: { name: "Klasse 10b" }) { id } }`,
  );
  await signInAs(page, teacher);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/ar/courses/${courseId}`);
  await expect(page.getByTestId("lti-join")).toContainText("Moodle (E2E)");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.getByTestId("lti-join").scrollIntoViewIfNeeded();
  await checkPage(page, testInfo, "lti-join-ar-360");

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/de/courses/${courseId}`);
  const join = page.getByTestId("lti-join");
  await join.getByLabel("Ihr bestehender Kurs").selectOption({ label: "Klasse 10b" });
  await join.getByTestId("lti-join-button").click();
  await expect(join).toContainText("„DaF B1 (Moodle)“ in „Klasse 10b“ überführen?");
  await checkPage(page, testInfo, "lti-join-de-1280");
  await join.getByRole("button", { name: "Ja, zusammenführen" }).click();
  await expect(page).toHaveURL(new RegExp(`/de/courses/${own.createCourse.id}$`));
  await expect(page.getByTestId("course-header")).toContainText("Klasse 10b");
  await expect(page.getByTestId("roster").getByTestId("roster-row")).toHaveCount(3);
  await expect(page.getByTestId("lti-roster-import")).toHaveText("Teilnehmende aus Moodle (E2E) übernehmen");
  await expect(page.getByTestId("teacher-assignment")).toContainText("Lesen B1");
});
