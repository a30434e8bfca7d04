import type { Page } from "@playwright/test";
import { answerFixtureExam, beginModule, fixtureExamId, registerNewUser, waitSaved } from "./support/app";
import { checkPage, expect, test } from "./support/fixtures";

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("review, result, progress, /noresult and profile in German and Arabic at 1280 and 360 px", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(420_000);
  const examId = await fixtureExamId(request);
  await registerNewUser(page);
  // Two handed-in attempts (all right, then mixed) and a third left open after one answer.
  await page.goto(`/exam/${examId}`);
  await answerFixtureExam(page, "right");
  await expect(page).toHaveURL(/attemptId=\d+$/);
  await page.goto(`/exam/${examId}`);
  await answerFixtureExam(page, "mixed");
  await expect(page).toHaveURL(/attemptId=\d+$/);
  const attemptId = new URL(page.url()).searchParams.get("attemptId");
  await page.goto(`/exam/${examId}`);
  await beginModule(page, "Lesen");
  await page.getByRole("group", { name: "1. Paul wartet auf seine Schwester." }).getByLabel("Falsch").check();
  await waitSaved(page);

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
    for (const lang of ["de", "ar"] as const) {
      const visit = async (name: string, path: string, ready: () => Promise<void>) => {
        await page.goto(`/${lang}${path}`);
        await ready();
        await expectNoHorizontalScroll(page);
        await checkPage(page, testInfo, `${name}-${lang}-${width}`);
      };
      await visit("result", `/result?examId=${examId}&attemptId=${attemptId}`, async () => {
        await expect(page.getByTestId("teil-score")).toHaveCount(4);
        // Goethe B1 is modular: a line per module on its own 100 points, no total over the modules
        const modules = page.getByTestId("official-points").locator("li");
        await expect(modules).toHaveCount(2);
        if (lang === "de") {
          await expect(modules.nth(0)).toHaveText(/^Lesen: [\d,]+ von 100 Punkten – (nicht )?bestanden \(Bestehensgrenze 60\)$/);
          await expect(modules.nth(1)).toHaveText(/^Hören: [\d,]+ von 100 Punkten – (nicht )?bestanden \(Bestehensgrenze 60\)$/);
          await expect(page.getByTestId("verdict")).not.toContainText("Gesamt");
        }
        await expect(page.getByTestId("can-do")).toBeVisible();
      });
      await visit("review", `/goethe-report/${attemptId}`, async () => {
        await expect(page.getByTestId("review-item")).toHaveCount(5);
        await expect(page.locator("mark.evidence")).toHaveCount(3);
        // one line per item: a right true/false answer by its word (no letter), no key repeated; a wrong
        // choice once lettered, then the key because it differs
        const [tf, mc] = [page.getByTestId("review-item").nth(0), page.getByTestId("review-item").nth(1)];
        await expect(tf).toHaveAttribute("data-outcome", "right");
        await expect(tf.getByTestId("review-answer")).toHaveText(lang === "de" ? "Richtig" : /Richtig|صحيح/);
        await expect(tf.getByTestId("review-key")).toHaveCount(0);
        await expect(mc).toHaveAttribute("data-outcome", "wrong");
        await expect(mc.getByTestId("review-answer")).toHaveText("a – Im Café");
        await expect(mc.getByTestId("review-key")).toHaveText("c – Am Bahnhof");
      });
      await visit("review-pictures", `/goethe-report/${attemptId}?page=2`, async () => {
        await expect(page.locator(".review-picture")).toHaveCount(2);
        await expect(page.locator(".review-picture.mark-right")).toHaveCount(1);
        await expect(page.getByTestId("review-answer")).toHaveText(lang === "de" ? "Bild A" : /A/);
      });
      await visit("review-matching", `/goethe-report/${attemptId}?page=3`, async () => {
        await expect(page.getByTestId("review-item")).toHaveCount(2);
        await expect(page.getByTestId("review-key")).toHaveText("a – Anzeige A – Fahrräder");
      });
      await visit("progress", "/goethe-user-exam", async () => {
        await expect(page.getByTestId("progress-chart")).toBeVisible();
        await expect(page.getByTestId("progress-chart").locator("circle")).toHaveCount(2);
        await expect(page.getByTestId("attempt")).toHaveCount(3);
        await expect(page.getByTestId("attempt-verdict")).toHaveText(
          lang === "de" ? ["✗ Nicht bestanden", "✓ Bestanden"] : ["✗ غير ناجح", "✓ ناجح"],
        );
        await expect(page.getByTestId("attempt-verdict").nth(0)).toHaveAttribute("data-verdict", "FAILED");
        await expect(page.getByTestId("attempt-verdict").nth(1)).toHaveAttribute("data-verdict", "PASSED");
        await expect(page.getByTestId("open-attempt")).toHaveAttribute("href", `/${lang}/exam/${examId}`);
      });
      await visit("profile", "/profile", async () => {
        await expect(page.locator(".file-button")).toBeVisible();
      });
    }
  }

  // /noresult as a guest sees it.
  await page.evaluate(() => localStorage.clear());
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
    for (const lang of ["de", "ar"]) {
      await page.goto(`/${lang}/noresult`);
      await expect(page.getByTestId("noresult-kept")).toBeVisible();
      await expect(page.getByTestId("noresult-waits").locator("li")).toHaveCount(3);
      await expectNoHorizontalScroll(page);
      await checkPage(page, testInfo, `noresult-${lang}-${width}`);
    }
  }
});
