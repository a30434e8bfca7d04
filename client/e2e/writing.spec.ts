import type { Locator, Page } from "@playwright/test";
import { beginModule, fixtureExamId, handInModule, registerNewUser, waitSaved } from "./support/app";
import { checkPage, expect, test } from "./support/fixtures";

const FIRST = "Liebe Eva,\nvielen Dank für die Einladdung zu deiner Feier am Samstag.";
const SECOND =
  " Ich komme sehr gern, weil ich dich lange nicht gesehen habe. Außerdem freue ich mich auf deine Freunde und den Garten. Deshalb bringe ich gute Laune mit.\nViele Grüße\nTom";

/** One band per criterion in a band picker (the learner's radio groups). */
async function pickBands(scope: Locator, bands: Record<string, string>) {
  for (const [criterion, band] of Object.entries(bands)) {
    await scope.locator(`[data-criterion="${criterion}"] input[value="${band}"]`).check();
  }
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("the writing module", () => {
  test("a learner writes (draft kept over a reload), submits, reads the feedback, calibrates and rates; a teacher grades in the console; the learner sees the grade", async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.setTimeout(300_000);
    const examId = await fixtureExamId(request, "E2E: Schreiben");
    await registerNewUser(page);
    await page.goto(`/exam/${examId}`);

    // Page 1: a reading item (Lesen: one part, handed in).
    await beginModule(page, "Lesen");
    await expect(page.getByTestId("page-indicator")).toContainText("Lesen · Teil 1 von 1");
    await page.getByRole("group", { name: "1. Eva feiert am Samstag." }).getByLabel("Richtig").check();
    await waitSaved(page);
    await page.getByTestId("next-page").click();
    await handInModule(page);

    // Page 2: the writing task with its points, clock and counter; no spell check from the browser.
    await beginModule(page, "Schreiben");
    await expect(page.getByTestId("page-indicator")).toContainText("Schreiben · Teil 1 von 1");
    const writing = page.getByTestId("writing");
    await expect(writing).toContainText("Ihre Freundin Eva hat Sie zu ihrer Geburtstagsfeier");
    await expect(writing.getByRole("checkbox")).toHaveCount(3);
    const area = page.getByLabel("Ihr Text");
    await expect(area).toHaveAttribute("spellcheck", "false");
    await area.fill(FIRST);
    await expect(page.getByTestId("word-count")).toHaveAttribute("data-count", "12");
    await expect(page.getByTestId("word-count")).toContainText("12 Wörter · Ziel: 30–80 Wörter · bis zum Minimum fehlen: 18");
    await waitSaved(page);
    // the module's clock runs from "Schreiben beginnen"
    await expect(page.getByTestId("module-timer")).toContainText("Schreiben");

    // More text, then a reload before the save is acknowledged: the draft is kept (stored until acknowledged).
    await area.fill(FIRST + SECOND);
    await page.reload();
    await expect(page.getByLabel("Ihr Text")).toHaveValue(FIRST + SECOND);
    await waitSaved(page);
    await page.reload();
    await expect(page.getByLabel("Ihr Text")).toHaveValue(FIRST + SECOND);
    await expect(page.getByTestId("word-count")).toHaveAttribute("data-status", "within");

    // A control character: a clear message, nothing sent, the draft kept (also over a reload), moving on refused.
    await page.getByLabel("Ihr Text").fill(`${FIRST + SECOND}\u0007`);
    await expect(page.getByTestId("writing-problem")).toContainText("Steuerzeichen");
    await page.reload();
    await expect(page.getByTestId("writing-problem")).toContainText("Steuerzeichen");
    await page.getByTestId("next-page").click();
    await expect(page.getByTestId("refusal")).toContainText("korrigieren Sie zuerst Ihren Text");
    await page.getByLabel("Ihr Text").fill(FIRST + SECOND);
    await expect(page.getByTestId("writing-problem")).toHaveCount(0);
    await writing.getByRole("checkbox").first().check();
    await waitSaved(page);
    await checkPage(page, testInfo, "writing-page-de");

    // Submit: writing awaits grading, the official verdict is open.
    await page.getByTestId("next-page").click();
    await handInModule(page);
    await expect(page).toHaveURL(/\/result\?examId=\d+&attemptId=\d+$/);
    const attemptId = new URL(page.url()).searchParams.get("attemptId")!;
    await expect(page.getByTestId("score-WRITING")).toContainText("Schreiben: wartet auf Bewertung");
    await expect(page.getByTestId("official-verdict")).toHaveAttribute("data-verdict", "PENDING");
    await expect(page.getByTestId("pending-skills")).toContainText("Noch nicht bewertet: Schreiben");
    await checkPage(page, testInfo, "writing-result-pending-de");

    // The review of the writing page: text (plain), feedback as a hint, rubric, model text.
    await page.goto(`/goethe-report/${attemptId}?page=2`);
    const review = page.getByTestId("writing-review");
    await expect(review.getByTestId("writing-answer")).toContainText("Liebe Eva,");
    await expect(review.getByTestId("writing-answer").locator("mark")).toHaveText("Einladdung");
    await expect(review.getByTestId("feedback-hint")).toBeVisible();
    await expect(review.getByTestId("feedback-spelling")).toContainText("Einladdung → Vorschläge: Einladung");
    const points = review.getByTestId("feedback-points").locator("li");
    await expect(points).toHaveCount(3);
    await expect(points.nth(0)).toHaveAttribute("data-covered", "true");
    await expect(points.nth(2)).toHaveAttribute("data-covered", "false");
    await expect(review.getByTestId("feedback-connectors")).toContainText("Verbindungswörter: 3");
    await expect(review.getByTestId("rubric")).toContainText("Erfüllung");
    await expect(review.getByTestId("model-answer")).toContainText("vielen Dank für deine Einladung");
    await expect(review.getByTestId("teacher-section")).toContainText("noch nicht bewertet");

    // Calibration first: the sample rated, the examiner's bands beside mine.
    const calibration = review.getByTestId("calibration");
    await expect(calibration.getByTestId("calibration-text")).toContainText("Lieber Jan");
    await calibration.getByTestId("calibrate-submit").click();
    await expect(calibration.getByRole("alert")).toContainText("für jedes Kriterium eine Stufe");
    await pickBands(calibration, { erfuellung: "A", sprache: "A" });
    await checkPage(page, testInfo, "writing-calibration-de");
    await calibration.getByTestId("calibrate-submit").click();
    const comparison = calibration.getByTestId("calibration-result");
    await expect(comparison.locator('[data-criterion="erfuellung"]')).toContainText("abweichend");
    await expect(comparison.locator('[data-criterion="sprache"]')).toContainText("gleich");
    await expect(comparison).toContainText("eine Frage des Freundes bleibt offen");
    await comparison.getByTestId("calibration-continue").click();

    // Then the self-assessment.
    const form = review.getByTestId("self-assessment-form");
    await expect(form).toContainText("Bewerten Sie Ihren Text mit den Stufen der Prüfung");
    await pickBands(form, { erfuellung: "B", sprache: "B" });
    await form.getByTestId("self-assessment-submit").click();
    await expect(review.getByTestId("self-assessment")).toContainText("15 von 20 Punkten");
    await checkPage(page, testInfo, "writing-review-de");

    // A teacher (the admin) grades it in the console, with a comment that looks like HTML.
    const desk = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await desk.goto("/admin/");
    await desk.locator('input[name="username"]').fill("admin@example.org");
    await desk.locator('input[name="password"]').fill("admin-password-1");
    await desk.getByRole("button", { name: "Anmelden" }).click();
    await expect(desk.getByText("Veröffentlichte Prüfungen")).toBeVisible();
    await desk.goto("/admin/grading");
    const row = desk.getByRole("row").filter({ hasText: "Lina Test" }).filter({ hasText: "E2E: Schreiben" }).last();
    await row.click();
    await expect(desk.getByTestId("grading-text")).toContainText("Liebe Eva,");
    await desk
      .getByRole("radiogroup", { name: "Erfüllung" })
      .getByRole("radio", { name: /^C · 5/ })
      .check();
    await desk
      .getByRole("radiogroup", { name: "Sprache" })
      .getByRole("radio", { name: /^B · 7,5/ })
      .check();
    await desk.getByTestId("grading-comment").fill("Gut geschrieben!\n<b>Punkt 3</b> fehlt.");
    await desk.screenshot({ path: testInfo.outputPath("console-grading.png"), fullPage: true });
    await testInfo.attach("console-grading", { path: testInfo.outputPath("console-grading.png"), contentType: "image/png" });
    await desk.getByTestId("grading-save").click();
    await expect(desk.getByText("Bewertung gespeichert: 12,5 von 20 Punkten")).toBeVisible();
    await desk.close();

    // The learner sees the grade (the comment as text, not HTML) and the result from it.
    await page.reload();
    const graded = page.getByTestId("teacher-assessment");
    await expect(graded).toContainText("12,5 von 20 Punkten");
    await expect(graded.getByTestId("assessment-comment")).toHaveText("Gut geschrieben!\n<b>Punkt 3</b> fehlt.");
    await expect(graded.locator("b")).toHaveCount(0);
    await checkPage(page, testInfo, "writing-review-graded-de");
    await page.goto(`/result?examId=${examId}&attemptId=${attemptId}`);
    await expect(page.getByTestId("score-WRITING")).toContainText("62,5 %");
    await expect(page.getByTestId("score-WRITING")).toContainText("12,5 von 20 Punkten");
    await expect(page.getByTestId("pending-skills")).toHaveCount(0);
    await expect(page.getByTestId("official-verdict")).toHaveAttribute("data-verdict", "PASSED");
    await checkPage(page, testInfo, "writing-result-graded-de");

    // The progress page shows the writing score and that a teacher gave it.
    await page.goto("/goethe-user-exam");
    const mine = page.getByTestId("attempt").filter({ hasText: "E2E: Schreiben" });
    await expect(mine.getByTestId("writing-progress")).toHaveText("62,5 % · 12,5/20 (Lehrkraft)");
    await checkPage(page, testInfo, "writing-progress-de");
    // The level page lists every module's minutes.
    await page.goto("/goethe-tests/goethe-zertifikat-b1");
    await expect(page.getByTestId("exam-list")).toContainText("Lesen 30 Minuten · Schreiben 30 Minuten");
    await expect(page.getByTestId("exam-list")).toContainText("Lesen 65 Minuten · Hören 40 Minuten · Schreiben 60 Minuten");
    await checkPage(page, testInfo, "writing-level-minutes-de");

    // Arabic, right to left: the review and the result, at 1280 and 360 px.
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      await page.goto(`/ar/goethe-report/${attemptId}?page=2`);
      await expect(page.getByTestId("teacher-assessment")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expectNoHorizontalScroll(page);
      await checkPage(page, testInfo, `writing-review-ar-${width}`);
      await page.goto(`/ar/result?examId=${examId}&attemptId=${attemptId}`);
      await expect(page.getByTestId("score-WRITING")).toBeVisible();
      await expectNoHorizontalScroll(page);
      await checkPage(page, testInfo, `writing-result-ar-${width}`);
      await page.goto("/ar/goethe-user-exam");
      await expect(
        page.getByTestId("attempt").filter({ hasText: "E2E: Schreiben" }).getByTestId("writing-progress"),
      ).toContainText("(تقييم المعلم)");
      await expectNoHorizontalScroll(page);
      await checkPage(page, testInfo, `writing-progress-ar-${width}`);
      await page.goto(`/ar/goethe-tests/${encodeURIComponent("اختبار-جوته-b1")}`);
      await expect(page.getByTestId("exam-list")).toContainText("الكتابة");
      await expectNoHorizontalScroll(page);
      await checkPage(page, testInfo, `writing-level-minutes-ar-${width}`);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/goethe-report/${attemptId}?page=2`);
    await expect(page.getByTestId("teacher-assessment")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await checkPage(page, testInfo, "writing-review-de-360");
  });

  test("the writing page in Arabic and at 360 px: accessible, the task and text area left to right", async ({
    page,
    request,
  }, testInfo) => {
    const examId = await fixtureExamId(request, "E2E: Schreiben");
    await registerNewUser(page);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      await page.goto(`/ar/exam/${examId}?page=2`);
      if (width === 1280) await page.getByTestId("module-start").click(); // the module's intro, once
      await expect(page.getByTestId("writing")).toBeVisible();
      await expect(page.getByTestId("writing-text")).toHaveAttribute("dir", "ltr");
      await page.getByTestId("writing-text").fill("Liebe Eva, danke!");
      await expect(page.getByTestId("word-count")).toHaveAttribute("data-count", "3");
      await expectNoHorizontalScroll(page);
      await checkPage(page, testInfo, `writing-page-ar-${width}`);
    }
  });
});
