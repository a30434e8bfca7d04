import { fixtureExamId, handInModule, registerNewUser } from "./support/app";
import { checkPage, expect, test } from "./support/fixtures";

// A learner who says no to the microphone: the browser's getUserMedia rejects with NotAllowedError, as Chromium's does
// when the permission is blocked (the speaking journey with a microphone is speaking.spec.ts).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const refuse = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    if (navigator.mediaDevices) Object.defineProperty(navigator.mediaDevices, "getUserMedia", { value: refuse });
  });
});

test.describe("the speaking module without a microphone", () => {
  test("a refused microphone: the reason in Arabic and German, another try, the task skipped, the exam goes on; the level page shows the speaking minutes", async ({
    page,
    request,
  }, testInfo) => {
    const examId = await fixtureExamId(request, "E2E: Sprechen");
    await registerNewUser(page);

    // Arabic, right to left: the refusal says what to do and offers to skip
    await page.goto(`/ar/exam/${examId}`);
    await page.getByTestId("module-intro").getByRole("button").click();
    await page.getByTestId("speaking-start").click();
    const problem = page.getByTestId("mic-problem");
    await expect(problem).toHaveAttribute("data-problem", "denied");
    await expect(problem).toContainText("الميكروفون محظور. اسمح به في إعدادات الموقع في متصفحك");
    await expect(problem.getByTestId("speaking-skip")).toHaveText("تخطي هذه المهمة");
    await checkPage(page, testInfo, "speaking-denied-ar");

    // German: the same refusal; "try again" asks once more and is refused again; then the task is skipped
    await page.goto(`/exam/${examId}`);
    await page.getByTestId("speaking-start").click();
    await expect(problem).toHaveAttribute("data-problem", "denied");
    await expect(problem).toContainText("Das Mikrofon ist gesperrt. Erlauben Sie es in den Website-Einstellungen");
    await problem.getByRole("button", { name: "Noch einmal versuchen" }).click();
    await expect(problem).toHaveAttribute("data-problem", "denied");
    await checkPage(page, testInfo, "speaking-denied-de");
    await page.getByTestId("speaking-skip").click();
    await expect(page.getByTestId("speaking-skipped")).toContainText("Sie haben diese Aufgabe übersprungen");
    await page.getByTestId("next-page").click();
    await handInModule(page);
    await expect(page).toHaveURL(/\/result\?examId=\d+&attemptId=\d+$/);
    await expect(page.getByTestId("score-SPEAKING")).toBeVisible();

    // the level page: every module's minutes, Sprechen too
    await page.goto("/goethe-tests/goethe-zertifikat-b1");
    const exams = page.getByTestId("exam-list");
    await expect(exams.locator("li").filter({ hasText: "E2E: Sprechen" })).toContainText("Sprechen 15 Minuten");
    await expect(exams).toContainText("Lesen 65 Minuten · Hören 40 Minuten · Schreiben 60 Minuten · Sprechen 30 Minuten");
    await page.goto(`/ar/goethe-tests/${encodeURIComponent("اختبار-جوته-b1")}`);
    await expect(page.getByTestId("exam-list").locator("li").filter({ hasText: "E2E: Sprechen" })).toContainText(
      "المحادثة 15 دقيقة",
    );
  });
});
