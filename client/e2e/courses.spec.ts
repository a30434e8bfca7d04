import type { APIRequestContext, Page } from "@playwright/test";
import { beginModule, fixtureExamId, handInModule, registerViaForm, uniqueEmail, waitSaved } from "./support/app";
import { checkPage, expect, test } from "./support/fixtures";

/** One GraphQL operation over HTTP with a bearer token; fails the test on any error. */
async function gql<T>(request: APIRequestContext, token: string | null, query: string, variables: Record<string, unknown> = {}) {
  const res = await request.post("/graphql", {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const json = (await res.json()) as { data: T; errors?: unknown };
  expect(json.errors).toBeUndefined();
  return json.data;
}

type Session = { token: string; id: string; email: string };

async function registerByApi(request: APIRequestContext, tag: string, name: string): Promise<Session> {
  const email = uniqueEmail(tag);
  const data = await gql<{ register: { token: string; user: { id: string } } }>(
    request,
    null,
    "mutation($i: RegisterInput!) { register(input: $i) { token user { id } } }",
    { i: { email, password: "geheim-12345", name } },
  );
  return { token: data.register.token, id: data.register.user.id, email };
}

/** A teacher is a learner with the flag, which an admin sets (as in the console's user list). */
async function registerTeacher(request: APIRequestContext, name: string): Promise<Session> {
  const teacher = await registerByApi(request, "teacher", name);
  const admin = await gql<{ login: { token: string } }>(
    request,
    null,
    `mutation { login(email: "admin@example.org", password: "admin-password-1") { token } }`,
  );
  await gql(
    request,
    admin.login.token,
    "mutation($id: ID!) { adminUpdateUser(id: $id, input: { isTeacher: true }) { isTeacher } }",
    {
      id: teacher.id,
    },
  );
  return teacher;
}

/** Opens the browser signed in as that account (the client keeps its token in localStorage). */
async function signInAs(page: Page, s: Session): Promise<void> {
  await page.addInitScript(
    ([token, id]) => {
      localStorage.setItem("userToken", token);
      localStorage.setItem("userIdNumber", id);
    },
    [s.token, s.id],
  );
}

async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Yesterday at 18:00 in Berlin, as a datetime-local input in a browser set to Berlin takes it. */
function yesterdayInBerlin(): { input: string; day: number } {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" })
    .format(new Date(Date.now() - 24 * 3600_000))
    .split("-");
  return { input: `${parts[0]}-${parts[1]}-${parts[2]}T18:00`, day: Number(parts[2]) };
}

test.describe("courses", () => {
  test("a teacher creates a course, copies the link and assigns a module due yesterday; a guest joins by the link, registers, starts the assignment from the home page and hands in late; the teacher sees it late with its score and the class view", async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const teacher = await registerTeacher(request, "Frau Berger");

    // The teacher, in Berlin: a new course for Goethe B1.
    const desk = await browser.newContext({ timezoneId: "Europe/Berlin", viewport: { width: 1280, height: 900 } });
    await desk.grantPermissions(["clipboard-read", "clipboard-write"]);
    const t = await desk.newPage();
    await signInAs(t, teacher);
    await t.goto("/de/courses");
    await expect(t.getByRole("heading", { level: 1, name: "Meine Kurse" })).toBeVisible();
    await expect(t.getByTestId("nav-courses")).toHaveText(/Meine Kurse/);
    await t.getByLabel("Name des Kurses").fill("B1 Abendkurs");
    await t.getByLabel("Prüfung", { exact: true }).selectOption("GOETHE");
    await t.getByLabel("Niveau", { exact: true }).selectOption("B1");
    await t.getByTestId("create-course").click();
    await expect(t.getByRole("heading", { level: 1, name: "B1 Abendkurs" })).toBeVisible();
    await expect(t.getByTestId("course-header")).toContainText("Goethe B1");
    const courseUrl = t.url();

    // The join link under the interface's language, copied as it is shown.
    const link = await t.getByTestId("join-link").inputValue();
    expect(link).toMatch(/\/de\/join\/[A-Z2-9]{8}$/);
    await t.getByTestId("copy-link").click();
    await expect(t.getByTestId("copy-link")).toHaveText("Kopiert");
    expect(await t.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await checkPage(t, testInfo, "course-teacher-new-de-1280");

    // Assign the reading module of the mock, in exam mode, due yesterday at 18:00 (Berlin).
    const due = yesterdayInBerlin();
    await t.getByTestId("to-assign").click();
    await expect(t.getByRole("heading", { level: 1, name: "Aufgabe stellen" })).toBeVisible();
    await t.getByLabel("Welche Modellprüfung?").selectOption({ label: "E2E: Alle Aufgabentypen" });
    await expect(t.getByLabel("Titel")).toHaveValue("E2E: Alle Aufgabentypen");
    await t.getByRole("checkbox", { name: "Hören" }).uncheck();
    await t.getByLabel("Titel").fill("Modellprüfung: Lesen");
    await t.getByLabel("Abgabetermin").fill(due.input);
    await t.getByLabel("Hinweis an die Lernenden (freiwillig)").fill("Bitte in einem Zug, wie in der Prüfung.");
    await checkPage(t, testInfo, "course-assign-de-1280");
    await t.getByTestId("assign-submit").click();
    await expect(t).toHaveURL(courseUrl);
    const assignment = t.getByTestId("teacher-assignment").filter({ hasText: "Modellprüfung: Lesen" });
    await expect(assignment).toContainText("Lesen · Prüfungsmodus");
    await expect(assignment).toContainText("18:00 MEZ");
    await expect(assignment.getByTestId("progress-counts")).toContainText("0 abgegeben");

    // A guest in New York opens the link: the course, and who will see their work, in plain words.
    const home = await browser.newContext({ timezoneId: "America/New_York", viewport: { width: 1280, height: 900 } });
    const l = await home.newPage();
    await l.goto(link);
    await expect(l.getByRole("heading", { level: 1, name: "B1 Abendkurs" })).toBeVisible();
    await expect(l.getByTestId("join-preview")).toContainText("Frau Berger");
    await expect(l.getByTestId("privacy-rule")).toContainText(
      "sehen die Lehrkräfte dieses Kurses (Frau Berger) Ihre Arbeit in diesem Kurs – von Ihrem Beitritt an, bis Sie den Kurs verlassen.",
    );
    await checkPage(l, testInfo, "join-guest-de-1280");

    // Registering keeps the code: back on the join page, signed in, the join completes by itself.
    await l.getByTestId("join-register").click();
    await expect(l).toHaveURL(/\/de\/register$/);
    await registerViaForm(l, uniqueEmail("learner"), "Lina Kurs");
    await expect(l.getByTestId("dialog")).toContainText("Erfolgreich registriert");
    await l.getByTestId("dialog").getByRole("button", { name: "OK" }).click();
    await expect(l).toHaveURL(/\/de\/courses\/\d+$/);
    await expect(l.getByRole("heading", { level: 1, name: "B1 Abendkurs" })).toBeVisible();
    await expect(l.getByTestId("assignment")).toHaveCount(1);

    // The home page starts with the assignment: overdue, its due date in New York's time (12:00, not 18:00).
    await l.goto("/de");
    const first = l.locator(".home > *").first();
    await expect(first).toHaveAttribute("data-testid", "home-assignments");
    const card = first.getByTestId("assignment");
    await expect(card).toHaveAttribute("data-state", "overdue");
    await expect(card.getByTestId("assignment-overdue")).toHaveText("überfällig");
    await expect(card.getByTestId("assignment-due")).toContainText(`${due.day}.`);
    await expect(card.getByTestId("assignment-due")).toContainText("12:00");
    await expect(card).toContainText("Bitte in einem Zug, wie in der Prüfung.");
    await checkPage(l, testInfo, "home-assignments-de-1280");

    // Starting it opens the exam player on the assignment's attempt: only Lesen, handed in after the due date.
    await card.getByTestId("assignment-start").click();
    await expect(l).toHaveURL(/\/de\/exam\/\d+\?(.*&)?assignment=\d+/);
    await beginModule(l, "Lesen");
    await l.getByRole("group", { name: "1. Paul wartet auf seine Schwester." }).getByLabel("Richtig").check();
    await l.getByRole("group", { name: "2. Wo wartet Paul?" }).getByLabel("Am Bahnhof").check();
    await waitSaved(l);
    await l.getByTestId("next-page").click();
    await expect(l.getByTestId("page-indicator")).toContainText("Lesen · Teil 2 von 3");
    await l.getByRole("group", { name: "6. Welches Bild zeigt die richtige Situation?" }).getByRole("radio").first().check();
    await waitSaved(l);
    await l.getByTestId("next-page").click();
    await expect(l.getByTestId("page-indicator")).toContainText("Lesen · Teil 3 von 3");
    await l.getByLabel("Lücke in Aufgabe 1").selectOption("über");
    await waitSaved(l);
    await l.getByTestId("next-page").click();
    await handInModule(l);
    await expect(l).toHaveURL(/\/de\/result\?examId=\d+&attemptId=\d+$/);

    // Back home: nothing open any more; the course lists it handed in, late.
    await l.goto("/de");
    await expect(l.getByTestId("home-assignments")).toHaveCount(0);
    await l.getByTestId("nav-courses").click();
    await l.getByRole("link", { name: /B1 Abendkurs/ }).click();
    await expect(l.getByTestId("assignment")).toHaveAttribute("data-state", "doneLate");
    await expect(l.getByTestId("assignment")).toContainText("verspätet abgegeben");

    // The teacher: handed in, late, with its score; the class view has the learner's Lesen.
    await t.reload();
    await expect(assignment.getByTestId("progress-counts")).toContainText("1 abgegeben");
    await expect(assignment.getByTestId("progress-counts")).toContainText("1 verspätet");
    await assignment.getByText("Stand aller Lernenden").click();
    const row = assignment.getByTestId("progress-row").filter({ hasText: "Lina Kurs" });
    await expect(row).toHaveAttribute("data-status", "SUBMITTED");
    await expect(row.getByTestId("progress-late")).toHaveText("verspätet");
    await expect(row.getByTestId("progress-score")).toHaveText(/^\d+(,\d)?\s%\s(bestanden|nicht bestanden)$/);
    await expect(t.getByTestId("roster")).toContainText("Lina Kurs");
    await checkPage(t, testInfo, "course-teacher-de-1280");

    await t.getByTestId("to-class-view").click();
    await expect(t.getByRole("heading", { level: 1, name: "Klassenansicht" })).toBeVisible();
    const classRow = t.getByTestId("class-row").filter({ hasText: "Lina Kurs" });
    await expect(classRow.locator('[data-skill="READING"]')).toHaveText(/^\d+(,\d)?\s%\s(bestanden|nicht bestanden)$/);
    await checkPage(t, testInfo, "class-view-de-1280");

    await desk.close();
    await home.close();
  });

  test("in Arabic at 360 px: a learner joins and sees the assignment first; the teacher's course, assign form, class view and grading queue fit the width", async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const [allTypes, writingExam] = [await fixtureExamId(request), await fixtureExamId(request, "E2E: Schreiben")];
    const teacher = await registerTeacher(request, "Herr Haddad");
    const learner = await registerByApi(request, "learner", "Samira");
    const created = await gql<{ createCourse: { id: string; joinCode: string } }>(
      request,
      teacher.token,
      'mutation { createCourse(input: { name: "B1 مسائي", family: GOETHE, cefr: B1 }) { id joinCode } }',
    );
    const course = created.createCourse;
    const yesterday = new Date(Date.now() - 24 * 3600_000).toISOString();
    const nextWeek = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const assign = (input: Record<string, unknown>) =>
      gql<{ assign: { id: string } }>(request, teacher.token, "mutation($i: AssignmentInput!) { assign(input: $i) { id } }", {
        i: { courseId: course.id, ...input },
      });
    await assign({ title: "القراءة", examId: allTypes, skills: ["READING"], mode: "EXAM", dueAt: yesterday });
    const writing = (await assign({ title: "الكتابة", examId: writingExam, mode: "TRAINING", dueAt: nextWeek })).assign.id;

    // The learner, signed in, at 360 px in Arabic: the join page says who sees what, in Arabic, right to left.
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const l = await phone.newPage();
    await signInAs(l, learner);
    await l.goto(`/ar/join/${course.joinCode}`);
    await expect(l.getByRole("heading", { level: 1, name: "B1 مسائي" })).toBeVisible();
    await expect(l.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(l.getByTestId("privacy-rule")).toContainText("من لحظة انضمامك حتى تغادرها");
    await expectNoSidewaysScroll(l, "join");
    await checkPage(l, testInfo, "join-ar-360");
    await l.getByTestId("join-course").click();
    await expect(l).toHaveURL(new RegExp(`/ar/courses/${course.id}$`));
    await expect(l.getByTestId("assignment")).toHaveCount(2);
    await expectNoSidewaysScroll(l, "learner course");
    await checkPage(l, testInfo, "course-learner-ar-360");

    // Home: the overdue reading first, then the writing due next week.
    await l.goto("/ar");
    const cards = l.getByTestId("home-assignments").getByTestId("assignment");
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toHaveAttribute("data-state", "overdue");
    await expect(cards.first().getByTestId("assignment-overdue")).toHaveText("متأخرة");
    await expect(cards.nth(1)).toHaveAttribute("data-state", "open");
    await expectNoSidewaysScroll(l, "home");
    await checkPage(l, testInfo, "home-assignments-ar-360");

    // The learner writes and hands in the writing assignment (by the API: the player is tested elsewhere).
    const started = await gql<{ startAssignment: { id: string } }>(
      request,
      learner.token,
      "mutation($a: ID!) { startAssignment(assignmentId: $a) { id } }",
      { a: writing },
    );
    const attemptId = started.startAssignment.id;
    const page2 = await gql<{ attempt: { page: { block: { subQuestions: { id: string }[] } } } }>(
      request,
      learner.token,
      "query($a: ID!) { attempt(id: $a) { page(number: 2) { block { subQuestions { id } } } } }",
      { a: attemptId },
    );
    const task = page2.attempt.page.block.subQuestions[0].id;
    await gql(
      request,
      learner.token,
      "mutation($a: ID!, $x: [AnswerInput!]!) { saveAnswers(attemptId: $a, answers: $x) { saved } }",
      {
        a: attemptId,
        x: [
          {
            subQuestionId: task,
            value: "Liebe Eva, vielen Dank für die Einladung. Ich komme gern am Samstag. Viele Grüße, Samira",
          },
        ],
      },
    );
    await gql(request, learner.token, "mutation($a: ID!) { submitAttempt(attemptId: $a) { id } }", { a: attemptId });

    // The teacher at 360 px in Arabic: every course screen fits the width.
    const tablet = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const t = await tablet.newPage();
    await signInAs(t, teacher);
    await t.goto(`/ar/courses/${course.id}`);
    await expect(t.getByRole("heading", { level: 1, name: "B1 مسائي" })).toBeVisible();
    await expect(t.getByTestId("roster")).toContainText("Samira");
    await expect(t.getByTestId("to-grading")).toContainText("إجابة واحدة بالانتظار");
    await expectNoSidewaysScroll(t, "teacher course");
    await checkPage(t, testInfo, "course-teacher-ar-360");

    await t.goto(`/ar/courses/${course.id}/assign`);
    await expect(t.getByRole("heading", { level: 1, name: "تكليف بمهمة" })).toBeVisible();
    await expectNoSidewaysScroll(t, "assign");
    await checkPage(t, testInfo, "course-assign-ar-360");

    await t.goto(`/ar/courses/${course.id}/class`);
    await expect(t.getByRole("heading", { level: 1, name: "عرض الصف" })).toBeVisible();
    await expect(t.getByTestId("class-row").filter({ hasText: "Samira" })).toBeVisible();
    await expectNoSidewaysScroll(t, "class view");
    await checkPage(t, testInfo, "class-view-ar-360");

    // The course's grading queue: the text waits; "تقييم" opens it in the console's grading screen.
    await t.goto(`/ar/courses/${course.id}/grading`);
    await expect(t.getByTestId("grading-count")).toHaveText("إجابة واحدة تنتظر التقييم.");
    const item = t.getByTestId("grading-item");
    await expect(item).toContainText("Samira");
    await expect(item.getByTestId("grade-link")).toHaveAttribute(
      "href",
      new RegExp(`^/admin/grading/${attemptId}-${task}/show$`),
    );
    await t.getByLabel("الوحدة").selectOption("SPEAKING");
    await expect(t.getByTestId("grading-count")).toHaveText("لا إجابات تنتظر التقييم.");
    await expectNoSidewaysScroll(t, "grading");
    await checkPage(t, testInfo, "course-grading-ar-360");

    await phone.close();
    await tablet.close();
  });
});

test("a learner leaves a course from the course list and, after joining again, from the course's own page", async ({
  page,
  request,
}) => {
  const teacher = await registerTeacher(request, "Frau Lang");
  const learner = await registerByApi(request, "leaver", "Samir");
  const { createCourse } = await gql<{ createCourse: { id: string; joinCode: string } }>(
    request,
    teacher.token,
    'mutation { createCourse(input: { name: "Abendkurs A2", family: GOETHE, cefr: A2 }) { id joinCode } }',
  );
  const join = () =>
    gql(request, learner.token, "mutation($c: String!) { joinCourse(code: $c) { id } }", { c: createCourse.joinCode });
  await join();
  await signInAs(page, learner);

  // from the list: asked first, then gone from it, with a toast that names the course
  await page.goto("/courses");
  const item = page.getByTestId("course-item").filter({ hasText: "Abendkurs A2" });
  await item.getByTestId("leave-course").click();
  await expect(item.getByRole("group", { name: "Ihre Lehrkräfte sehen danach nichts Neues mehr von Ihnen." })).toBeVisible();
  await item.getByTestId("leave-course-confirm").click();
  await expect(page.getByText("Sie haben „Abendkurs A2“ verlassen.")).toBeVisible();
  await expect(page.getByTestId("course-item").filter({ hasText: "Abendkurs A2" })).toHaveCount(0);

  // from the course's page: back to the list afterwards
  await join();
  await page.goto(`/courses/${createCourse.id}`);
  await page.getByTestId("leave-course").click();
  await page.getByTestId("leave-course-confirm").click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByText("Sie haben „Abendkurs A2“ verlassen.")).toBeVisible();
  const { myCourses } = await gql<{ myCourses: { id: string }[] }>(request, learner.token, "{ myCourses { id } }");
  expect(myCourses.map((c) => c.id)).not.toContain(createCourse.id);
});
