import {
  answerFixtureExam,
  beginModule,
  fixtureExamId,
  registerNewUser,
  registerViaForm,
  uniqueEmail,
  waitSaved,
} from "./support/app";
import { checkPage, expect, test } from "./support/fixtures";

test.describe("taking an exam", () => {
  test("a guest takes an exam to /noresult, registers and sees the result", async ({ page, request }, testInfo) => {
    const examId = await fixtureExamId(request);
    await page.goto(`/exam/${examId}`);
    await expect(page.getByTestId("exam")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("userToken"))).toBeTruthy();
    await answerFixtureExam(page, "right", async (n) => {
      if (n === 1) await checkPage(page, testInfo, "exam-page1-de");
      if (n === 3) await checkPage(page, testInfo, "exam-page3-select-matching-de");
      if (n === 4) await checkPage(page, testInfo, "exam-page4-listening-de");
    });
    await expect(page).toHaveURL(/\/noresult$/);
    await expect(page.getByTestId("noresult-text")).toHaveText(
      "Sie müssen sich registrieren, um Ihr Ergebnis zu erhalten und die Musterlösung zu sehen.",
    );
    await expect(page.getByTestId("noresult-kept")).toHaveText("✓ Ihre Antworten sind gespeichert");
    await expect(page.getByTestId("kept-attempt")).toContainText("E2E: Alle Aufgabentypen");
    // What is kept, per module: every item answered.
    await expect(page.getByTestId("kept-module")).toHaveText([
      "Lesen8 von 8 Aufgaben beantwortet",
      "Hören1 von 1 Aufgaben beantwortet",
    ]);
    await checkPage(page, testInfo, "noresult-de");
    // The same in Arabic on a phone: the module names and counts, nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/ar/noresult");
    await expect(page.getByTestId("kept-module").first()).toHaveText("القراءةأجبت عن 8 من 8 من الأسئلة");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await checkPage(page, testInfo, "noresult-ar-360");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/de/noresult");
    await page.getByRole("main").getByRole("link", { name: "Registrieren" }).click();
    await registerViaForm(page, uniqueEmail("guest"));
    await expect(page).toHaveURL(new RegExp(`/result\\?examId=${examId}$`));
    await expect(page.getByTestId("module-score")).toHaveCount(2);
    await expect(page.getByTestId("verdict")).toContainText("Bestanden");
    await expect(page.getByTestId("next-level")).toContainText("Weiter mit B2");
  });

  test("a registered learner takes an exam, sees bars per module and Teil, the next steps and the report", async ({
    page,
    request,
  }, testInfo) => {
    const examId = await fixtureExamId(request);
    await registerNewUser(page);
    await page.goto(`/exam/${examId}`);
    await answerFixtureExam(page, "mixed");
    await expect(page).toHaveURL(/\/result\?examId=\d+&attemptId=\d+$/);
    // The official verdict once, with its rule; a bar per module and per Teil; the next steps; what B1 means.
    const modules = page.getByTestId("module-score");
    await expect(modules).toHaveCount(2);
    // Lesen: 8 items, two wrong (choice, gap "Bus", matching b) → 5/8 = 62.5 %; Hören: 0/1.
    await expect(modules.nth(0)).toContainText("Lesen");
    await expect(modules.nth(0)).toContainText("5/8");
    await expect(modules.nth(0)).toContainText("62,5 %");
    await expect(modules.nth(0)).toContainText("Bestehensgrenze erreicht");
    await expect(modules.nth(1)).toContainText("Hören");
    await expect(modules.nth(1)).toContainText("0/1");
    await expect(modules.nth(1)).toContainText("unter der Bestehensgrenze");
    await expect(page.getByTestId("verdict")).toContainText("Nicht bestanden");
    await expect(page.getByTestId("verdict")).toContainText("bestanden ab 60 % je Modul");
    await expect(page.getByText("Nicht bestanden", { exact: true })).toHaveCount(1);
    await expect(page.getByTestId("official-verdict")).toHaveCSS("color", "rgb(185, 28, 28)");
    const teile = page.getByTestId("teil-score");
    await expect(teile).toHaveCount(4);
    await expect(teile.nth(0)).toContainText("Lesen, Teil 1");
    await expect(teile.nth(0)).toContainText("3/5");
    await expect(teile.nth(2)).toContainText("Sprachbausteine");
    await expect(teile.nth(2)).toContainText("1/2");
    await expect(teile.nth(3)).toContainText("0/1");
    await expect(page.getByTestId("next-weakest")).toContainText("Zuerst üben: Hören, Teil 1");
    await expect(page.getByTestId("next-weakest")).toHaveAttribute("href", /\/goethe-report\/\d+\?page=4$/);
    await expect(page.getByTestId("try-again")).toHaveAttribute("href", `/exam/${examId}`);
    await expect(page.getByTestId("can-do")).toContainText("Was B1 bedeutet");
    await checkPage(page, testInfo, "result-de");

    await page.getByRole("link", { name: "Ihr detailliertes Ergebnis" }).click();
    await expect(page).toHaveURL(/\/goethe-report\/\d+$/);
    const items = page.getByTestId("review-item");
    await expect(items).toHaveCount(5);
    await expect(page.locator(".mark-right").first()).toHaveCSS("background-color", "rgb(220, 252, 231)");
    await expect(page.locator(".mark-wrong").first()).toHaveCSS("background-color", "rgb(252, 231, 243)");
    await expect(items.nth(1)).toHaveAttribute("data-correct", "false");
    await expect(items.nth(1)).toHaveAttribute("data-outcome", "wrong");
    await expect(items.nth(1).getByTestId("review-answer")).toHaveText("a – Im Café");
    await expect(items.nth(1).getByTestId("review-key")).toHaveText("c – Am Bahnhof");
    await expect(items.nth(3).getByTestId("review-key")).toHaveText("Zug"); // accepted answers of the typed gap
    // A right true/false item: one line, no letters, no key or model solution repeating the answer.
    await expect(items.nth(0).getByTestId("review-answer")).toHaveText("Richtig");
    await expect(items.nth(0).getByTestId("review-key")).toHaveCount(0);
    await expect(items.nth(0)).not.toContainText("Musterlösung");
    await expect(items.nth(0)).toContainText("Richtig/Falsch");
    await expect(items.nth(0)).toContainText("Erklärung");
    // The explanations' quotes are marked in the passage with their item numbers.
    await expect(page.locator(".passage mark.evidence")).toHaveText(["wartet", "am Bahnhof", "auf seine Schwester"]);
    await expect(page.getByTestId("legend")).toContainText("die Textstelle, die die Lösung belegt");
    await checkPage(page, testInfo, "report-de");
    await page.getByTestId("report-next").click();
    await expect(page.getByTestId("report-summary")).toContainText("Lesen · Teil 2 von 3");

    await page.goto("/goethe-user-exam");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihr Fortschritt");
    await expect(page.getByTestId("progress-GOETHE")).toContainText("E2E: Alle Aufgabentypen");
    await expect(page.getByTestId("progress-GOETHE")).toContainText("5/8 (62,5 %)");
    await expect(page.getByTestId("attempt-verdict")).toHaveText("✗ Nicht bestanden");
    await expect(page.getByTestId("progress-chart")).toBeVisible();
    await checkPage(page, testInfo, "progress-de");
    await page.goto("/telc-user-exam");
    await expect(page.getByRole("main").getByRole("heading", { level: 2, name: "telc-Prüfungen" })).toBeVisible();
    await checkPage(page, testInfo, "telc-user-exam-de");
    await page.goto(`/my-result/0/${examId}`);
    await expect(page.getByTestId("module-score")).toHaveCount(2);
    await checkPage(page, testInfo, "my-result-de");
    await page.goto(`/my-answer/${examId}`);
    await expect(page.getByTestId("module-score").nth(1)).toContainText("0 %");
    await checkPage(page, testInfo, "my-answer-de");

    // The same result, review and progress in Arabic: right to left, Arabic texts, the German exam left to right.
    await page.goto(`/ar/my-result/0/${examId}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ملخص النتيجة");
    await expect(page.getByTestId("module-score").nth(0)).toContainText("القراءة");
    await expect(page.getByTestId("module-score").nth(0)).toContainText("62.5\u200e%"); // Latin digits, the Arabic way round
    await expect(page.getByTestId("module-score").nth(1)).toContainText("الاستماع");
    await expect(page.getByTestId("verdict")).toContainText("غير ناجح");
    await expect(page.getByTestId("can-do")).toContainText("ماذا يعني المستوى B1");
    await checkPage(page, testInfo, "my-result-ar");
    await page.getByRole("link", { name: "نتيجتك المفصلة" }).click();
    await expect(page).toHaveURL(/\/ar\/goethe-report\/\d+$/);
    await expect(page.getByTestId("review-item")).toHaveCount(5);
    await expect(page.getByTestId("review-item").nth(0)).toContainText("الشرح");
    await expect(page.getByTestId("review-outcome").nth(1)).toHaveText("✗ خطأ");
    // the model solution is written for the learner: it reads right to left inside the German card
    await expect(page.getByTestId("review-item").nth(0).locator(".solution").first()).toHaveCSS("direction", "rtl");
    await expect(page.locator("[lang='de'][dir='ltr']").first()).toBeVisible();
    await checkPage(page, testInfo, "report-ar");
    await page.goto("/ar/goethe-user-exam");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("تقدّمك");
    await expect(page.getByTestId("progress-GOETHE")).toContainText("E2E: Alle Aufgabentypen");
    await expect(page.getByTestId("progress-GOETHE")).toContainText("5/8 (62.5\u200e%\u200e)");
    await checkPage(page, testInfo, "progress-ar");
  });

  test("an empty page is refused; answers survive a reload; a failed save is shown and retried", async ({ page, request }) => {
    const examId = await fixtureExamId(request);
    await page.goto(`/exam/${examId}`);
    await beginModule(page, "Lesen");
    await page.getByTestId("next-page").click();
    await expect(page.getByTestId("refusal")).toHaveText("Sie müssen mindestens eine Frage beantworten.");
    await expect(page.getByTestId("page-indicator")).toContainText("Lesen · Teil 1 von 3");

    await page.getByRole("group", { name: "1. Paul wartet auf seine Schwester." }).getByLabel("Falsch").check();
    await waitSaved(page);
    await page.reload();
    await expect(page.getByRole("group", { name: "1. Paul wartet auf seine Schwester." }).getByLabel("Falsch")).toBeChecked();

    // The network drops: the save fails visibly, is kept and goes through once the network is back.
    let tries = 0;
    await page.route("**/graphql", async (route) => {
      if (route.request().postData()?.includes("SaveAnswers")) {
        tries += 1;
        await route.abort("internetdisconnected");
      } else await route.continue();
    });
    await page.getByLabel("Lücke in Aufgabe 3").fill("Köln");
    const save = page.getByTestId("save-status");
    const retry = page.getByRole("button", { name: "Jetzt erneut speichern" });
    await expect(save).toHaveAttribute("data-state", "failed");
    await expect(save).toContainText("Speichern fehlgeschlagen");
    // "Jetzt erneut speichern" sends again at once (still without a network: it fails again, and says so)
    const before = tries;
    await retry.click();
    await expect.poll(() => tries).toBeGreaterThan(before);
    await expect(save).toHaveAttribute("data-state", "failed");
    // the network is back: the next try goes through, the learner's or the saver's own (whichever comes first on a
    // slow machine; the saver retries by itself after 2, 4, 8 … s)
    await page.unroute("**/graphql");
    await expect(async () => {
      if ((await save.getAttribute("data-state")) === "failed") await retry.click({ timeout: 1000 });
      await expect(save).toHaveAttribute("data-state", "saved", { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await page.getByTestId("next-page").click();
    await expect(page.getByTestId("page-indicator")).toContainText("Lesen · Teil 2 von 3");
    await page.reload();
    await expect(page.getByTestId("page-indicator")).toContainText("Lesen · Teil 2 von 3");
    // Back and Forward move between parts as the navigator does
    await page.goBack();
    await expect(page.getByTestId("page-indicator")).toContainText("Lesen · Teil 1 von 3");
    await expect(page.getByRole("group", { name: "1. Paul wartet auf seine Schwester." })).toBeVisible();
    await page.goForward();
    await expect(page.getByTestId("page-indicator")).toContainText("Lesen · Teil 2 von 3");
    await expect(page.getByRole("group", { name: "6. Welches Bild zeigt die richtige Situation?" })).toBeVisible();
  });

  test("the listening player in exam mode: both formats, the exam's script started once, no pause or seeking", async ({
    page,
    request,
  }) => {
    const examId = await fixtureExamId(request);
    await page.goto(`/exam/${examId}?page=4`);
    await beginModule(page, "Hören");
    const player = page.getByTestId("audio-player");
    await expect(player.locator("audio source[type^='audio/ogg']")).toHaveCount(1);
    await expect(player.locator("audio source[type='audio/mpeg']")).toHaveCount(1);
    await expect(player.locator("audio")).not.toHaveAttribute("controls");
    // the recording holds six texts: each is heard twice, by the script
    await expect(player).toContainText("Sie hören jeden Text zweimal.");
    await expect(page.getByTestId("plays-left")).toHaveCount(0);
    await player.getByRole("button", { name: "Hörtext starten" }).click();
    await expect(page.getByTestId("audio-state")).toHaveText("Einleitung");
    // while it plays: no pause, no seeking, no replay; the progress bar moves
    await expect(player.getByRole("button")).toHaveCount(0);
    await expect(player.getByRole("slider")).toHaveCount(0);
    await expect
      .poll(() => player.getByTestId("audio-progress").evaluate((p: HTMLProgressElement) => p.value))
      .toBeGreaterThan(0);
  });

  test("the listening player in training: pause, seek and 0.75×", async ({ page, request }) => {
    const examId = await fixtureExamId(request);
    await page.goto(`/exam/${examId}?page=4&mode=training`);
    await beginModule(page, "Hören");
    const player = page.getByTestId("audio-player");
    await expect(player).toHaveAttribute("data-mode", "training");
    await expect(page.getByTestId("module-timer")).toHaveCount(0);
    await player.getByRole("button", { name: "Langsamer (0,75×)" }).click();
    await expect(player.getByRole("button", { name: "Langsamer (0,75×)" })).toHaveAttribute("aria-pressed", "true");
    await player.getByRole("button", { name: "Abspielen", exact: true }).click();
    await expect.poll(() => player.locator("audio").evaluate((a: HTMLAudioElement) => a.playbackRate)).toBe(0.75);
    await player.getByRole("button", { name: "Pause" }).click();
    await expect.poll(() => player.locator("audio").evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
    await expect(player.getByRole("slider", { name: "Stelle im Hörtext" })).toBeVisible();
  });

  test("Arabic exam page: the interface is right to left, the German exam content left to right", async ({
    page,
    request,
  }, testInfo) => {
    const examId = await fixtureExamId(request);
    await page.addInitScript(() => localStorage.setItem("preferredLanguage", "ar"));
    await page.goto(`/exam/${examId}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("module-intro")).toBeVisible();
    await checkPage(page, testInfo, "exam-intro-ar");
    await page.getByTestId("module-start").click();
    await expect(page.locator(".exam-content")).toHaveAttribute("dir", "ltr");
    await expect(page.locator(".exam-content")).toHaveAttribute("lang", "de");
    await expect(page.getByTestId("next-page")).toHaveText("الجزء التالي");
    await checkPage(page, testInfo, "exam-page1-ar");
  });
});
