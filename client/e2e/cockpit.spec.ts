import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { parse } from "yaml";
import { beginModule, fixtureExamId, handInModule, registerNewUser, waitSaved } from "./support/app";
import { checkPage, expect, test } from "./support/fixtures";

/** Presses Tab until the element has the focus (keyboard only: no click, no focus() call). */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("not reachable by Tab");
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe("the exam player's cockpit", () => {
  test("exam mode, intro, sticky clock, navigator and a hand-in that counts the open items", async ({ page, request }) => {
    const examId = await fixtureExamId(request);
    await page.goto(`/exam/${examId}`);
    // the site's menu and footer step aside; the intro names the parts and the minutes before the clock starts
    await expect(page.locator(".site-header")).toBeHidden();
    await expect(page.locator(".site-footer")).toBeHidden();
    await expect(page.getByTestId("intro-parts")).toHaveText("3 Teile");
    await expect(page.getByTestId("intro-minutes")).toHaveText("30 Minuten");
    await expect(page.getByTestId("module-timer")).toHaveCount(0);
    await beginModule(page, "Lesen");
    await expect(page.getByTestId("module-timer")).toContainText("Verbleibende Zeit (Lesen)");

    await page.getByRole("group", { name: "1. Paul wartet auf seine Schwester." }).getByLabel("Richtig").check();
    await waitSaved(page);
    // the navigator jumps; the clock stays the same element while the parts change
    const timer = await page.getByTestId("module-timer").elementHandle();
    const nav = page.getByTestId("part-nav");
    await expect(nav.getByRole("button", { name: "Teil 1, 1 von 5 beantwortet" })).toHaveAttribute("aria-current", "step");
    await nav.getByRole("button", { name: "Teil 3, noch nicht bearbeitet" }).click();
    await expect(page.getByTestId("page-indicator")).toHaveText("Lesen · Teil 3 von 3");
    // the Teil left behind stays answered (no reload)
    await expect(nav.getByRole("button", { name: "Teil 1, 1 von 5 beantwortet" })).toBeVisible();
    expect(await timer!.evaluate((el) => el.isConnected)).toBe(true);
    // the clock stays on screen when the learner scrolls
    await page.mouse.wheel(0, 2000);
    await expect(page.getByTestId("module-timer")).toBeInViewport();

    // matching: letters as a radio group; an option given once moves to the item that takes it
    const bike = page.getByRole("group", { name: "8. Sie suchen ein Fahrrad." });
    await bike.getByRole("radio", { name: "a – Anzeige A – Fahrräder" }).check();
    await waitSaved(page);
    await page.getByTestId("next-page").click();
    await expect(page.getByTestId("hand-in-summary")).toHaveText("6 Aufgaben sind noch nicht beantwortet.");
    await expect(page.getByTestId("hand-in")).toContainText("Teil 1: 4 Aufgaben offen");
    await expect(page.getByTestId("hand-in")).toContainText("Teil 2: 1 Aufgabe offen");
    await expect(page.getByTestId("hand-in")).toContainText("Teil 3: 1 Aufgabe offen");
    await page.getByTestId("hand-in-open").click();
    await expect(page.getByTestId("hand-in-dialog")).toContainText("6 Aufgaben bleiben unbeantwortet.");
    await page.getByRole("button", { name: "Nein, weiterarbeiten" }).click();
    await expect(page.getByTestId("hand-in-dialog")).toBeHidden();
    await handInModule(page);

    // Hören: its intro, then its clock on its first page (the first Hören page had none before)
    await expect(page.getByTestId("intro-minutes")).toHaveText("20 Minuten");
    await beginModule(page, "Hören");
    await expect(page.getByTestId("page-indicator")).toHaveText("Hören · Teil 1 von 1");
    await expect(page.getByTestId("module-timer")).toContainText("Verbleibende Zeit (Hören)");
    // a handed-in module is closed: its address leads on to Hören
    await page.goto(`/exam/${examId}?page=1`);
    await expect(page.getByTestId("page-indicator")).toHaveText("Hören · Teil 1 von 1");
  });

  test("the remaining time is announced at 10, 5 and 1 minutes in a polite status", async ({ page, request }) => {
    const examId = await fixtureExamId(request);
    await page.clock.install();
    await page.goto(`/exam/${examId}`);
    await beginModule(page, "Lesen");
    const status = page.getByTestId("module-timer").getByRole("status");
    await expect(status).toHaveText("");
    await page.clock.fastForward("20:10");
    await expect(status).toHaveText("Noch 10 Minuten für Lesen.");
    // what a screen reader is given: a polite status in the accessibility tree, beside the visible clock
    await expect(page.getByTestId("module-timer")).toMatchAriaSnapshot(`- status: Noch 10 Minuten für Lesen.`);
    await page.clock.fastForward("05:00");
    await expect(status).toHaveText("Noch 5 Minuten für Lesen.");
    await page.clock.fastForward("04:00");
    await expect(status).toHaveText("Noch 1 Minute für Lesen.");
    await expect(page.getByTestId("module-timer")).toHaveClass(/timer-low/);
  });

  test("a whole mock by keyboard alone, to its hand-in", async ({ page, request }) => {
    const examId = await fixtureExamId(request);
    await page.goto(`/exam/${examId}`);
    await tabTo(page, page.getByTestId("module-start"));
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("page-indicator")).toHaveText("Lesen · Teil 1 von 3");
    // part 1: a true/false group, a choice group and three gaps
    await tabTo(page, page.getByRole("group", { name: "1. Paul wartet auf seine Schwester." }).getByLabel("Richtig"));
    await page.keyboard.press("Space");
    await tabTo(page, page.getByRole("group", { name: "2. Wo wartet Paul?" }).getByLabel("Im Café"));
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("group", { name: "2. Wo wartet Paul?" }).getByLabel("Am Bahnhof")).toBeChecked();
    await page.keyboard.press("Tab");
    await page.keyboard.type("Köln");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Zug");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Anna");
    await waitSaved(page);
    await page.keyboard.press("Enter"); // the form's submit: the next part
    await expect(page.getByTestId("page-indicator")).toHaveText("Lesen · Teil 2 von 3");
    // part 2: a picture choice
    await tabTo(
      page,
      page.getByRole("group", { name: "6. Welches Bild zeigt die richtige Situation?" }).getByRole("radio").first(),
    );
    await page.keyboard.press("Space");
    await waitSaved(page);
    await tabTo(page, page.getByTestId("next-page"));
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("page-indicator")).toHaveText("Lesen · Teil 3 von 3");
    // part 3: a drop-down gap and matching letters
    await tabTo(page, page.getByLabel("Lücke in Aufgabe 1"));
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByLabel("Lücke in Aufgabe 1")).toHaveValue("über");
    const bike = page.getByRole("group", { name: "8. Sie suchen ein Fahrrad." });
    await tabTo(page, bike.getByRole("radio").first());
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowRight");
    await expect(bike.getByRole("radio", { name: "b – Anzeige B – Wohnungen" })).toBeChecked();
    await waitSaved(page);
    await tabTo(page, page.getByTestId("next-page"));
    await page.keyboard.press("Enter");
    // the hand-in: nothing open; the confirmation is a modal dialog operated by keyboard
    await expect(page.getByTestId("hand-in-summary")).toHaveText("Sie haben alle Aufgaben beantwortet.");
    await tabTo(page, page.getByTestId("hand-in-open"));
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("hand-in-dialog")).toBeVisible();
    await tabTo(page, page.getByTestId("hand-in-confirm"));
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("module-intro")).toContainText("Hören");
    // Hören: its intro, the recording's one control, a yes/no item, the hand-in and the result
    await tabTo(page, page.getByTestId("module-start"));
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("page-indicator")).toHaveText("Hören · Teil 1 von 1");
    await tabTo(page, page.getByRole("group", { name: "9. Der Zug fährt von Gleis drei." }).getByLabel("Ja"));
    await page.keyboard.press("Space");
    await waitSaved(page);
    await tabTo(page, page.getByTestId("next-page"));
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("hand-in-summary")).toHaveText("Sie haben alle Aufgaben beantwortet.");
    await tabTo(page, page.getByTestId("hand-in-open"));
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByTestId("hand-in-confirm"));
    await page.keyboard.press("Enter");
    // handed in: a guest is offered to register for the result
    await expect(page).toHaveURL(/\/noresult$/);
  });
});

/** Goethe A2, Modellprüfung 1: its id and where Schreiben (two Teile: 20 and 30 words at least) begins and ends. */
async function goetheA2(request: APIRequestContext): Promise<{ id: string; writing: number; lastWriting: number }> {
  const file = join(import.meta.dirname, "..", "..", "content", "exams", "goethe-a2-1.yaml");
  const exam = parse(readFileSync(file, "utf8")) as { name: string; blocks: { type: string }[] };
  const pages = exam.blocks.flatMap((b, i) => (b.type === "writing" ? [i + 1] : []));
  const res = await request.post("/graphql", { data: { query: "{ levels(family: GOETHE) { exams { id name } } }" } });
  const json = (await res.json()) as { data: { levels: { exams: { id: string; name: string }[] }[] } };
  const id = json.data.levels.flatMap((l) => l.exams).find((e) => e.name === exam.name)!.id;
  return { id, writing: pages[0], lastWriting: pages[pages.length - 1] };
}

test.describe("Schreiben: the navigator, the hand-in and leaving", () => {
  test("a written Teil stays answered after a jump, the hand-in names texts under their minimum, and leaving asks first", async ({
    page,
    request,
  }, testInfo) => {
    const a2 = await goetheA2(request);
    await page.goto(`/exam/${a2.id}?page=${a2.writing}`);
    await beginModule(page, "Schreiben");
    await page.getByLabel("Ihr Text").fill("Hallo Max, ich komme heute später, mein Bus hat Verspätung. Bis gleich!");
    // jump at once, before the save is acknowledged: Teil 1 stays answered, without a reload
    const nav = page.getByTestId("part-nav");
    await nav.getByRole("button", { name: "Teil 2, noch nicht bearbeitet" }).click();
    await expect(page.getByTestId("page-indicator")).toHaveText("Schreiben · Teil 2 von 2");
    await expect(nav.getByRole("button", { name: "Teil 1, alle beantwortet" })).toBeVisible();
    await page
      .getByLabel("Ihr Text")
      .fill(
        "Liebe Anna, vielen Dank für deine Einladung. Leider kann ich am Samstag nicht kommen, weil ich dann arbeiten muss. Viele Grüße, dein Tom",
      );
    await waitSaved(page);
    await expect(nav.getByRole("button", { name: "Teil 1, alle beantwortet" })).toBeVisible();
    await page.getByTestId("next-page").click();
    const short = page.getByTestId("hand-in-short");
    await expect(short.getByRole("paragraph")).toHaveText("2 Texte sind kürzer als verlangt:");
    await expect(short.getByRole("listitem")).toHaveText([
      "Teil 1: 12 Wörter – mindestens 20",
      "Teil 2: 23 Wörter – mindestens 30",
    ]);
    await checkPage(page, testInfo, "hand-in-short-de-1280");

    // "Prüfung unterbrechen" says the clock runs on; "Nein" stays
    await page.getByTestId("exit-open").click();
    const dialog = page.getByTestId("exit-dialog");
    await expect(dialog.getByTestId("exit-clock")).toHaveText(
      "Die Zeit für Schreiben läuft weiter, auch während Sie weg sind. Ist sie abgelaufen, lassen sich die Antworten in Schreiben nicht mehr ändern.",
    );
    await checkPage(page, testInfo, "exit-dialog-de-1280");
    await dialog.getByRole("button", { name: "Nein, weiterarbeiten" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("hand-in")).toBeVisible();

    // Arabic at 360 px, after a reload: the texts' lengths come from the server
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/ar/exam/${a2.id}?page=${a2.lastWriting}&step=handin`);
    await expect(page.getByTestId("hand-in-short").getByRole("listitem")).toHaveText([
      "الجزء 1: 12 كلمة – الحد الأدنى 20",
      "الجزء 2: 23 كلمة – الحد الأدنى 30",
    ]);
    await noSidewaysScroll(page);
    await checkPage(page, testInfo, "hand-in-short-ar-360");
    await page.getByTestId("exit-open").click();
    await expect(page.getByTestId("exit-dialog")).toBeVisible();
    await checkPage(page, testInfo, "exit-dialog-ar-360");
    await page.getByTestId("exit-confirm").click();
    await expect(page).toHaveURL(/\/ar\/?$/);

    // in training no clock runs: "Prüfung unterbrechen" leaves at once
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/exam/${await fixtureExamId(request)}?mode=training`);
    await beginModule(page, "Lesen");
    await page.getByRole("link", { name: "Prüfung unterbrechen" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("a phone on its side: the bar stays a compact strip with the clock, the task keeps the screen", async ({
  page,
  request,
}, testInfo) => {
  const examId = await fixtureExamId(request);
  await page.setViewportSize({ width: 740, height: 360 });
  await page.goto(`/exam/${examId}`);
  await beginModule(page, "Lesen");
  await page.mouse.wheel(0, 600);
  const bar = page.getByTestId("cockpit-bar");
  expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(110);
  await expect(page.getByTestId("module-timer")).toBeInViewport();
  await expect(page.getByTestId("module-timer")).toContainText("Verbleibende Zeit (Lesen)");
  await noSidewaysScroll(page);
  await checkPage(page, testInfo, "cockpit-landscape-de-740x360");
});

test.describe("the player's controls", () => {
  test("text size, contrast and volume change what a guest sees and survive a reload", async ({ page, request }) => {
    const examId = await fixtureExamId(request);
    await page.goto(`/exam/${examId}`);
    await beginModule(page, "Lesen");
    const stage = page.locator(".exam-stage");
    await expect(stage).toHaveCSS("font-size", "16px");
    await page.getByTestId("settings-toggle").click();
    await page.getByRole("button", { name: "sehr groß" }).click();
    await expect(stage).toHaveCSS("font-size", "24px");
    await page.getByLabel("Hoher Kontrast").check();
    await expect(page.getByTestId("exam")).toHaveCSS("background-color", "rgb(0, 0, 0)");
    await expect(page.locator(".passage")).toHaveCSS("color", "rgb(255, 255, 255)");
    const volume = page.getByRole("slider", { name: "Lautstärke" });
    await volume.focus();
    await page.keyboard.press("Home");
    for (let i = 0; i < 8; i++) await page.keyboard.press("ArrowRight");
    await expect(volume).toHaveValue("40");

    await page.reload();
    await expect(stage).toHaveCSS("font-size", "24px");
    await expect(page.getByTestId("exam")).toHaveCSS("background-color", "rgb(0, 0, 0)");
    await page.goto(`/exam/${examId}?page=4`);
    await beginModule(page, "Hören");
    await expect
      .poll(() =>
        page
          .getByTestId("audio-player")
          .locator("audio")
          .evaluate((a: HTMLAudioElement) => a.volume),
      )
      .toBe(0.4);
  });

  test("a registered learner's settings are kept on the server", async ({ page, request }) => {
    const examId = await fixtureExamId(request);
    await registerNewUser(page);
    await page.goto(`/exam/${examId}`);
    await beginModule(page, "Lesen");
    await page.getByTestId("settings-toggle").click();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/graphql") && !!r.request().postData()?.includes("UpdatePlayerSettings"),
    );
    await page.getByRole("button", { name: "groß", exact: true }).click();
    await saved;
    // another device: nothing on this one
    await page.evaluate(() => localStorage.removeItem("playerSettings"));
    await page.reload();
    await expect(page.locator(".exam-stage")).toHaveCSS("font-size", "20px");
    await page.getByTestId("settings-toggle").click();
    await expect(page.getByRole("button", { name: "groß", exact: true })).toHaveAttribute("aria-pressed", "true");
  });

  for (const lang of ["de", "ar"]) {
    for (const width of [360, 1280]) {
      test(`200 % text and high contrast in ${lang} at ${width} px: no sideways scrolling, axe clean`, async ({
        page,
        request,
      }, testInfo) => {
        const examId = await fixtureExamId(request);
        await page.setViewportSize({ width, height: 800 });
        await page.addInitScript((l) => {
          localStorage.setItem("preferredLanguage", l);
          if (!sessionStorage.getItem("seeded")) {
            localStorage.setItem("playerSettings", JSON.stringify({ textSize: 2, highContrast: false, volume: 1 }));
            sessionStorage.setItem("seeded", "1");
          }
        }, lang);
        await page.goto(`/exam/${examId}`);
        await expect(page.getByTestId("module-intro")).toBeVisible();
        await checkPage(page, testInfo, `cockpit-intro-${lang}-${width}`);
        await page.getByTestId("module-start").click();
        await expect(page.getByTestId("question").first()).toBeVisible();
        await noSidewaysScroll(page);
        await checkPage(page, testInfo, `cockpit-text200-${lang}-${width}`);
        await page.goto(`/exam/${examId}?page=3`);
        await expect(page.getByTestId("matching")).toBeVisible();
        await noSidewaysScroll(page);
        await page.getByTestId("settings-toggle").click();
        await page.getByTestId("player-controls").getByRole("checkbox").check();
        await page.getByTestId("matching").getByRole("radio").first().check();
        await waitSaved(page);
        await checkPage(page, testInfo, `cockpit-contrast-${lang}-${width}`);
        await page.getByTestId("next-page").click();
        await expect(page.getByTestId("hand-in")).toBeVisible();
        await noSidewaysScroll(page);
        await checkPage(page, testInfo, `cockpit-handin-${lang}-${width}`);
      });
    }
  }
});
