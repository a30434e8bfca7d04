import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { chromium } from "../../scripts/e2e/playwright.mjs";
import { beginModule, fixtureExamId, handInModule, registerNewUser } from "./support/app";
import { checkPage, expect, test } from "./support/fixtures";

// Chromium's fake microphone plays this WAV (German speech) and grants the microphone without asking.
const FAKE_MIC = path.join(import.meta.dirname, "fixtures", "fake-mic.wav");
const withMicrophone = {
  ...chromium,
  args: [
    ...chromium.args,
    "--use-fake-ui-for-media-stream",
    "--use-fake-device-for-media-stream",
    `--use-file-for-fake-audio-capture=${FAKE_MIC}`,
  ],
};

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Whether an <audio> element plays: it is started and its clock moves. */
async function expectPlays(audio: Locator): Promise<void> {
  await audio.evaluate((el: HTMLAudioElement) => {
    el.muted = true;
    return el.play();
  });
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThan(0.2);
  await audio.evaluate((el: HTMLAudioElement) => el.pause());
}

/** The saved take: it has a length and plays. */
async function expectTake(audio: Locator): Promise<void> {
  await expect(audio).toBeVisible();
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.duration)).toBeGreaterThan(0);
  await expectPlays(audio);
}

test.use({ launchOptions: withMicrophone });

test.describe("the speaking module", () => {
  test("a learner prepares, records, listens back, re-records once, submits and rates; a teacher grades the recording in the console; the learner sees the grade", async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.setTimeout(300_000);
    const examId = await fixtureExamId(request, "E2E: Sprechen");
    await registerNewUser(page);
    await page.goto(`/exam/${examId}`);
    // no module clock in Sprechen: each task times its own preparation and answer
    await expect(page.getByTestId("intro-minutes")).toHaveText(
      "Ohne Modul-Uhr: Jede Aufgabe hat ihre eigene Vorbereitungs- und Sprechzeit",
    );
    await beginModule(page, "Sprechen");
    const task = page.getByTestId("speaking");
    await expect(task).toContainText("Mit dem Fahrrad zur Arbeit");
    await expect(page.getByTestId("speaking-rules")).toContainText("Vorbereitung: 0:04 · Sprechen: bis zu 2:00");
    await expect(task).toContainText("Mikrofon benutzen darf");
    await checkPage(page, testInfo, "speaking-start-de");

    // Leaving before a recording is made is allowed (a speaking task may be skipped), but not while recording.
    await page.getByTestId("speaking-start").click();
    await expect(page.getByTestId("speaking-prep")).toContainText("Vorbereitung: noch");
    // the preparation runs out by itself and the recording starts
    await expect(page.getByTestId("speaking-recording")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("level-meter")).toBeVisible();
    await expect.poll(() => page.getByTestId("level-meter").evaluate((m: HTMLMeterElement) => m.value)).toBeGreaterThan(0);
    await page.getByTestId("next-page").click();
    await expect(page.getByTestId("refusal")).toContainText("beenden Sie die Aufnahme");
    await checkPage(page, testInfo, "speaking-recording-de");
    // a take of at least two seconds (a sub-second take is refused on the device): the clock counts down from 2:00
    await expect(page.getByTestId("speaking-recording").getByRole("timer")).toContainText(/1:([0-4]\d|5[0-8])/);
    await page.getByTestId("speaking-stop").click();

    // Listen back; the upload is acknowledged and the recording id saved with the answers.
    await expect(page.getByTestId("speaking-uploaded")).toContainText("Ihre Aufnahme ist gespeichert");
    await expectPlays(page.getByTestId("speaking-playback"));
    await expect(page.getByTestId("save-status")).toHaveAttribute("data-state", "saved");
    await checkPage(page, testInfo, "speaking-recorded-de");

    // One re-recording (no new preparation), then no more.
    await page.getByTestId("speaking-rerecord").click();
    await expect(page.getByTestId("speaking-recording")).toBeVisible();
    await page.waitForTimeout(1500); // speak for a moment: the learner's own pace, not a wait for the app
    await page.getByTestId("speaking-stop").click();
    await expect(page.getByTestId("speaking-uploaded")).toBeVisible();
    await expect(page.getByTestId("speaking-no-more")).toContainText("zweite Aufnahme schon gemacht");
    await expect(page.getByTestId("speaking-rerecord")).toHaveCount(0);
    await expect(page.getByTestId("save-status")).toHaveAttribute("data-state", "saved");

    // Leaving the Teil and coming back: the saved take plays beside the saved note.
    await page.getByTestId("next-page").click();
    await expect(page.getByTestId("hand-in")).toBeVisible();
    await page.getByRole("button", { name: "Zurück zu den Aufgaben" }).click();
    await expect(page.getByTestId("speaking-saved")).toBeVisible();
    await expectTake(page.getByTestId("speaking-take"));

    // A reload keeps the saved answer, and its take plays.
    await page.reload();
    await expect(page.getByTestId("speaking-saved")).toBeVisible();
    await expectTake(page.getByTestId("speaking-take"));
    await checkPage(page, testInfo, "speaking-saved-take-de");
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/ar/exam/${examId}`);
    await expectTake(page.getByTestId("speaking-take"));
    await expectNoHorizontalScroll(page);
    await checkPage(page, testInfo, "speaking-saved-take-ar-360");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/exam/${examId}`);

    // Hand in: speaking awaits a rating.
    await page.getByTestId("next-page").click();
    await handInModule(page);
    await expect(page).toHaveURL(/\/result\?examId=\d+&attemptId=\d+$/);
    const attemptId = new URL(page.url()).searchParams.get("attemptId")!;
    await expect(page.getByTestId("score-SPEAKING")).toContainText("Sprechen");
    await expect(page.getByTestId("pending-skills")).toContainText("Sprechen");

    // The review: my recording beside the model transcript, its length, the rubric; I rate it (no sample to calibrate on).
    await page.goto(`/goethe-report/${attemptId}?page=1`);
    const review = page.getByTestId("speaking-review");
    await expect(review.getByTestId("model-answer")).toContainText("Heute möchte ich über das Fahrrad");
    await expect(review.getByTestId("recording-duration")).toContainText("höchstens 2:00");
    await expectPlays(review.getByTestId("own-recording").locator("audio"));
    await expect(review.getByTestId("calibration")).toHaveCount(0);
    const form = review.getByTestId("self-assessment-form");
    await expect(form).toContainText("Bewerten Sie Ihre Aufnahme mit den Stufen der Prüfung");
    await form.locator('[data-criterion="erfuellung"] input[value="B"]').check();
    await form.locator('[data-criterion="aussprache"] input[value="B"]').check();
    await form.getByTestId("self-assessment-submit").click();
    await expect(review.getByTestId("self-assessment")).toContainText("9 von 12 Punkten");
    await checkPage(page, testInfo, "speaking-review-de");

    // A teacher (the admin) hears the recording in the console's grading queue and grades it.
    const desk = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await desk.goto("/admin/");
    await desk.locator('input[name="username"]').fill("admin@example.org");
    await desk.locator('input[name="password"]').fill("admin-password-1");
    await desk.getByRole("button", { name: "Anmelden" }).click();
    await expect(desk.getByText("Veröffentlichte Prüfungen")).toBeVisible();
    await desk.goto("/admin/grading");
    await desk.getByRole("row").filter({ hasText: "E2E: Sprechen" }).last().click();
    await expectPlays(desk.getByTestId("grading-recording"));
    await expect(desk.getByTestId("grading-duration")).toContainText("Länge");
    await desk
      .getByRole("radiogroup", { name: "Erfüllung" })
      .getByRole("radio", { name: /^C · 4/ })
      .check();
    await desk
      .getByRole("radiogroup", { name: "Aussprache" })
      .getByRole("radio", { name: /^B · 3/ })
      .check();
    await desk.getByTestId("grading-comment").fill("Mehr Beispiele nennen.");
    await desk.screenshot({ path: testInfo.outputPath("console-grading-speaking.png"), fullPage: true });
    await testInfo.attach("console-grading-speaking", {
      path: testInfo.outputPath("console-grading-speaking.png"),
      contentType: "image/png",
    });
    await desk.getByTestId("grading-save").click();
    await expect(desk.getByText("Bewertung gespeichert: 7 von 12 Punkten")).toBeVisible();
    await desk.close();

    // The learner sees the grade, and the result from it.
    await page.reload();
    await expect(page.getByTestId("teacher-assessment")).toContainText("7 von 12 Punkten");
    await page.goto(`/result?examId=${examId}&attemptId=${attemptId}`);
    await expect(page.getByTestId("score-SPEAKING")).toContainText("58,3 %");
    await expect(page.getByTestId("pending-skills")).toHaveCount(0);

    // Arabic, right to left, and 360 px: the review and the task page.
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      await page.goto(`/ar/goethe-report/${attemptId}?page=1`);
      await expect(page.getByTestId("teacher-assessment")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expectNoHorizontalScroll(page);
      await checkPage(page, testInfo, `speaking-review-ar-${width}`);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/goethe-report/${attemptId}?page=1`);
    await expect(page.getByTestId("teacher-assessment")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await checkPage(page, testInfo, "speaking-review-de-360");
  });

  test("the speaking page in Arabic and at 360 px: the explanation in Arabic, accessible", async ({
    page,
    request,
  }, testInfo) => {
    const examId = await fixtureExamId(request, "E2E: Sprechen");
    await registerNewUser(page);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      await page.goto(`/ar/exam/${examId}`);
      // the module's intro first (once: the step is kept for the attempt)
      if (width === 1280) await page.getByTestId("module-intro").getByRole("button").click();
      await expect(page.getByTestId("speaking")).toContainText("الميكروفون");
      await expectNoHorizontalScroll(page);
      await checkPage(page, testInfo, `speaking-page-ar-${width}`);
    }
  });
});
