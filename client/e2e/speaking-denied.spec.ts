import { beginModule, fixtureExamId, handInModule, registerNewUser } from "./support/app";
import { checkPage, expect, test } from "./support/fixtures";

// The suite's browser has no fake device and no fake prompt: the headless browser refuses the microphone, as a
// learner who says no (the speaking journey with a microphone is speaking.spec.ts).
test.describe("the speaking module without a microphone", () => {
  test("a refused microphone: a clear message, another try, and the task can be skipped", async ({ page, request }, testInfo) => {
    const examId = await fixtureExamId(request, "E2E: Sprechen");
    await registerNewUser(page);
    await page.goto(`/exam/${examId}`);
    await beginModule(page, "Sprechen");
    await page.getByTestId("speaking-start").click();
    const problem = page.getByTestId("mic-problem");
    await expect(problem).toBeVisible();
    await expect(problem).toHaveAttribute("data-problem", /denied|noDevice/);
    await expect(problem).toContainText(/Mikrofon ist gesperrt|kein Mikrofon gefunden/);
    await checkPage(page, testInfo, "speaking-denied-de");
    await page.getByTestId("speaking-skip").click();
    await expect(page.getByTestId("speaking-skipped")).toContainText("übersprungen");
    await page.getByTestId("next-page").click();
    await handInModule(page);
    await expect(page).toHaveURL(/\/result\?examId=\d+&attemptId=\d+$/);
    await expect(page.getByTestId("score-SPEAKING")).toBeVisible();
  });
});
