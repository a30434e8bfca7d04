import type { Page } from "@playwright/test";
import { beginModule, fixtureExamId } from "./support/app";
import { checkPage, expect, test } from "./support/fixtures";

// The fixture Teil (e2e/fixtures/e2e-listening.yaml): two texts on a 12 s recording, each heard twice, 3 s to read.
const EXAM = "E2E: Hören";

async function openListening(page: Page, examId: string, mode: "exam" | "training", lang?: "ar") {
  if (lang) await page.addInitScript((l) => localStorage.setItem("preferredLanguage", l), lang);
  await page.goto(`/exam/${examId}?page=1${mode === "training" ? "&mode=training" : ""}`);
  const intro = page.getByTestId("module-intro");
  if (lang) await intro.getByRole("button").last().click();
  else await beginModule(page, "Hören");
}

test.describe("listening as the exam plays it", () => {
  test("exam mode: one start, then reading time, text 1, its repetition and the next text follow without a click", async ({
    page,
    request,
  }) => {
    const examId = await fixtureExamId(request, EXAM);
    await openListening(page, examId, "exam");
    const player = page.getByTestId("audio-player");
    await expect(player).toContainText("Sie hören jeden Text zweimal.");
    await expect(player).toContainText("Sie müssen nichts mehr anklicken");
    await expect(page.getByTestId("plays-left")).toHaveCount(0);
    await player.getByRole("button", { name: "Hörtext starten" }).click();
    const state = page.getByTestId("audio-state");
    // the states in their order; each is waited for, none is timed
    await expect(state).toHaveText(/^Lesezeit 0:0[1-3]$/, { timeout: 20_000 });
    await expect(state).toHaveText("Text 1 · erstes Hören", { timeout: 20_000 });
    await expect(state).toHaveText(/^Pause 0:0\d · gleich hören Sie Text 1 noch einmal$/, { timeout: 20_000 });
    await expect(state).toHaveText("Text 1 · zweites Hören", { timeout: 20_000 });
    await expect(state).toHaveText(/^Zeit zum Antworten 0:0\d$/, { timeout: 20_000 });
    await expect(state).toHaveText("Text 2 · erstes Hören", { timeout: 20_000 });
    // no control to pause, seek or replay while the script runs
    await expect(player.getByRole("button")).toHaveCount(0);
    await expect(player.getByRole("slider")).toHaveCount(0);

    // opened again: the script goes on with what is left (text 1 was heard twice, text 2 once)
    await page.reload();
    await player.getByRole("button", { name: "Hörtext starten" }).click();
    await expect(state).toHaveText("Text 2 · zweites Hören", { timeout: 20_000 });
    await expect(state).toHaveText(/^Der Hörtext ist zu Ende\./, { timeout: 30_000 });
    await page.reload();
    await expect(state).toHaveText(/^Der Hörtext ist zu Ende\./);
    await expect(player.getByRole("button", { name: "Hörtext starten" })).toHaveCount(0);
  });

  test("training: each text by itself, as often as wanted", async ({ page, request }, testInfo) => {
    const examId = await fixtureExamId(request, EXAM);
    await openListening(page, examId, "training");
    const player = page.getByTestId("audio-player");
    const audio = player.locator("audio");
    const texts = player.getByTestId("audio-texts");
    await expect(texts.getByRole("button")).toHaveCount(2);
    for (let round = 0; round < 2; round += 1) {
      await texts.getByRole("button", { name: "Text 2 abspielen" }).click();
      // text 2 (7.0–10.6 s) plays and stops at its end, before the close of the recording
      await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => !a.paused && a.currentTime >= 7)).toBe(true);
      await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.paused), { timeout: 15_000 }).toBe(true);
      const at = await audio.evaluate((a: HTMLAudioElement) => a.currentTime);
      expect(at).toBeGreaterThanOrEqual(10.6);
      expect(at).toBeLessThan(11.5);
    }
    await texts.getByRole("button", { name: "Text 1 abspielen" }).click();
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => !a.paused && a.currentTime >= 3 && a.currentTime < 7))
      .toBe(true);
    await checkPage(page, testInfo, "listening-training-de");
  });
});

test.describe("at 360 px in Arabic", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the recording's controls stay in view under the clock at the last item", async ({ page, request }, testInfo) => {
    const examId = await fixtureExamId(request, EXAM);
    await openListening(page, examId, "exam", "ar");
    const player = page.getByTestId("audio-player");
    await expect(player).toContainText("تستمع إلى كل نص مرتين.");
    const last = page.getByRole("group", { name: "8. Die Durchsage kommt am Abend." });
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    const start = player.getByTestId("audio-play");
    await expect(start).toBeInViewport();
    // under the bar with the clock, not hidden by it
    const bar = await page.locator(".cockpit-bar").boundingBox();
    const button = await start.boundingBox();
    expect(button!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height - 1);
    await start.click();
    const state = page.getByTestId("audio-state");
    await expect(state).toHaveText("النص 1 · الاستماع الأول", { timeout: 20_000 });
    await expect(state).toBeInViewport();
    await expect(last).toBeInViewport();
    await checkPage(page, testInfo, "listening-exam-ar-360");
  });
});
