import type { Page } from "@playwright/test";
import { answerFixtureExam, fixtureExamId, registerNewUser, waitSaved } from "./support/app";
import { checkPage, expect, test } from "./support/fixtures";

const Q9 = "9. Der Zug fährt von Gleis drei.";

/** The number in the header beside "Meine Fehler" (0 when the count is not shown). */
async function mistakeCount(page: Page): Promise<number> {
  const nav = page.getByTestId("nav-mistakes");
  await expect(nav).toBeAttached();
  const count = nav.getByTestId("mistake-count");
  if ((await count.count()) === 0) return 0;
  return Number(await count.locator("[aria-hidden]").textContent());
}

/**
 * Answers the items of the fixture exam that a drill page shows, each right (a mistakes drill shows only the items
 * answered wrong, so each is looked for on its own); other pages stay as they are.
 */
async function answerFixtureItemsRight(page: Page): Promise<boolean> {
  const questions = page.getByTestId("question");
  await expect(questions.first()).toBeVisible();
  let answered = false;
  const group = (name: string) => page.getByRole("group", { name });
  const when = async (present: boolean, answer: () => Promise<void>) => {
    if (!present) return;
    await answer();
    answered = true;
  };
  const one = group("1. Paul wartet auf seine Schwester.");
  await when((await one.count()) > 0, () => one.getByLabel("Richtig").check());
  const two = group("2. Wo wartet Paul?");
  await when((await two.count()) > 0, () => two.getByLabel("Am Bahnhof").check());
  for (const [n, word] of [
    [3, "Köln"],
    [4, "Zug"],
    [5, "Anna"],
  ] as const) {
    const gap = page.getByLabel(`Lücke in Aufgabe ${n}`);
    await when((await gap.count()) > 0 && (await gap.evaluate((e) => e.tagName)) === "INPUT", () => gap.fill(word));
  }
  const six = group("6. Welches Bild zeigt die richtige Situation?");
  await when((await six.count()) > 0, () => six.getByRole("radio").first().check());
  const dropDown = page.getByLabel("Lücke in Aufgabe 1");
  await when((await dropDown.count()) > 0 && (await dropDown.evaluate((e) => e.tagName)) === "SELECT", () =>
    dropDown.selectOption("über").then(() => undefined),
  );
  const eight = page.getByLabel("8. Sie suchen ein Fahrrad.");
  await when((await eight.count()) > 0, () => eight.selectOption("a").then(() => undefined));
  await when((await group(Q9).count()) > 0, () => group(Q9).getByLabel("Ja").check());
  if (answered) await waitSaved(page);
  return answered;
}

/** Goes through a drill: the fixture's pages answered right and checked, the others passed over; then finishes it. */
async function drillFixtureItems(page: Page, onChecked?: (pageNumber: number) => Promise<void>): Promise<void> {
  for (;;) {
    const indicator = (await page.getByTestId("page-indicator").textContent()) ?? "";
    const [current, total] = (indicator.match(/\d+/g) ?? ["1", "1"]).map(Number);
    if (await answerFixtureItemsRight(page)) {
      await page.getByTestId("check-page").click();
      await expect(page.getByTestId("page-score")).toContainText("richtig");
      await expect(page.getByTestId("checked-item").first()).toBeVisible();
      // Checked items are locked: no inputs left on the page, the key and the verdict instead.
      await expect(page.getByTestId("question")).toHaveCount(0);
      await expect(page.getByTestId("checked-item").and(page.locator("[data-correct=false]"))).toHaveCount(0);
      await onChecked?.(current);
    }
    if (current >= total) break;
    await page.getByTestId("drill-next").click();
    await expect(page.getByTestId("page-indicator")).toContainText(`${current + 1}`);
  }
  await page.getByTestId("drill-finish").click();
  await expect(page.getByTestId("drill-done")).toBeVisible();
}

test("a learner takes a mock, sees the weakest set, drills it, checks answers and sees the mistakes shrink", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(420_000);
  const examId = await fixtureExamId(request);

  // A guest sees the sets of a level and is asked to register.
  await page.goto("/practice/goethe/b1");
  await expect(page.getByTestId("practice-set").first()).toBeVisible();
  await expect(page.getByTestId("register-to-practise")).toBeVisible();
  await expect(page.getByTestId("start-drill")).toHaveCount(0);

  await registerNewUser(page);
  await page.goto(`/exam/${examId}`);
  await answerFixtureExam(page, "mixed");
  await expect(page).toHaveURL(/attemptId=\d+$/);
  // The result points at drills of the Teile not answered in full.
  await expect(page.getByTestId("practise-teil").first()).toBeVisible();
  const before = await mistakeCount(page);
  expect(before).toBeGreaterThan(0);

  // The progress page: the mastery grid of Goethe B1 and the weakest set to practise next (Hören, Teil 1: 0 of 1,
  // too little to judge: it says how many items are still missing).
  await page.goto("/goethe-user-exam");
  const next = page.getByTestId("practise-next");
  await expect(next).toContainText("Hören, Teil 1");
  const listening = page.getByTestId("mastery-cell").filter({ hasText: "Hören, Teil 1" });
  await expect(listening.getByTestId("mastery-band")).toHaveText(/Zu wenig Daten/);
  await expect(listening.getByTestId("mastery-needed")).toHaveText("0 von 1 Aufgabe richtig · Noch 9 Aufgaben üben");
  await expect(page.getByTestId("readiness-module").first()).toContainText(/Lesen: (wahrscheinlich \d+–\d+ %|noch)/);

  // Drill it: the fixture's listening item answered right and checked.
  await next.click();
  await expect(page.getByTestId("drill")).toBeVisible();
  const drillUrl = new URL(page.url()).pathname;
  let checkedPage = 0;
  await drillFixtureItems(page, async (n) => {
    checkedPage = n;
    await expect(page.getByTestId("checked-item")).toContainText("✓ richtig");
    // The page as it is after the check, in German and Arabic at both widths (the drill resumes where it is).
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
      for (const lang of ["de", "ar"]) {
        await page.goto(`/${lang}${drillUrl}?page=${n}`);
        await expect(page.getByTestId("checked-item").first()).toBeVisible();
        await checkPage(page, testInfo, `drill-checked-${lang}-${width}`);
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${drillUrl}?page=${n}`);
    await expect(page.getByTestId("checked-item").first()).toBeVisible();
  });
  expect(checkedPage).toBeGreaterThan(0);

  // One right answer in a drill is not yet enough: the item waits for a second one.
  await page.goto("/practice/mistakes");
  await expect(page.getByTestId("mistake").filter({ hasText: Q9 })).toContainText("1 von 2");
  expect(await mistakeCount(page)).toBe(before);

  // A drill of the mistakes, every fixture item answered right: the listening item leaves the queue.
  await page.getByTestId("start-mistakes").click();
  await expect(page.getByTestId("drill")).toBeVisible();
  await drillFixtureItems(page);
  await page.getByTestId("to-mistakes").click();
  await expect(page.getByTestId("mistake").filter({ hasText: Q9 })).toHaveCount(0);
  await expect.poll(() => mistakeCount(page)).toBeLessThan(before);

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
    for (const lang of ["de", "ar"]) {
      await page.goto(`/${lang}/goethe-user-exam`);
      await expect(page.getByTestId("mastery-grid")).toBeVisible();
      await checkPage(page, testInfo, `practice-progress-${lang}-${width}`);
      await page.goto(`/${lang}/practice/goethe/b1`);
      await expect(page.getByTestId("practice-set").first()).toBeVisible();
      await expect(page.getByTestId("readiness")).toBeVisible();
      await checkPage(page, testInfo, `practice-hub-${lang}-${width}`);
      await page.goto(`/${lang}/practice/mistakes`);
      await expect(page.getByTestId("mistake").first()).toBeVisible();
      await checkPage(page, testInfo, `practice-mistakes-${lang}-${width}`);
    }
  }
});
