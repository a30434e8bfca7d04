import { registerNewUser } from "./support/app";
import { checkPage, expect, test } from "./support/fixtures";

/** A listening drill of Goethe B1 (its recordings have sentence timings), checked as it stands. */
const DRILL = "/practice/drill/goethe-B1-listening-1";

test("a learner checks a listening drill, studies its transcript, adds a word and reviews it on the words screen", async ({
  page,
}, testInfo) => {
  test.setTimeout(480_000);
  await registerNewUser(page);
  await page.goto(DRILL);
  await expect(page.getByTestId("drill")).toBeVisible();
  // no transcript before the check (as in a running mock)
  await expect(page.getByTestId("study-mode")).toHaveCount(0);
  await page.getByTestId("check-page").click();
  await expect(page.getByTestId("checked-item").first()).toBeVisible();
  const drillPage = new URL(page.url()).pathname + (new URL(page.url()).search || "?page=1");

  // Study mode: the transcript of the recording, one entry per spoken sentence.
  await page.getByTestId("study-open").click();
  const cues = page.getByTestId("study-cue");
  await expect(cues.nth(3)).toBeVisible();
  // replay the third sentence: it is highlighted at once, and the speed can be lowered
  await page.getByTestId("study-cue-play").nth(2).click();
  await expect(cues.nth(2)).toHaveAttribute("aria-current", "true");
  await page.getByTestId("study-slow").click();
  await expect(page.getByTestId("study-slow")).toHaveAttribute("aria-pressed", "true");
  await page.getByTestId("study-play").click(); // pause whatever plays

  // tap a word of the second sentence and add it with its sentence
  const sentence = cues.nth(1);
  const wordButton = sentence.locator(".study-word").nth(1);
  const word = ((await wordButton.textContent()) ?? "").trim();
  expect(word.length).toBeGreaterThan(0);
  const sentenceText = ((await sentence.locator(".study-words").textContent()) ?? "").trim();
  await wordButton.click();
  await page.getByTestId("study-add-word").click();
  await expect(page.getByTestId("study-added")).toContainText(word);
  await expect(page.getByTestId("words-due")).toHaveText(/1/);

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
    for (const lang of ["de", "ar"]) {
      await page.goto(`/${lang}${drillPage}`);
      await page.getByTestId("study-open").click();
      await expect(page.getByTestId("study-cue").nth(1)).toBeVisible();
      await page.getByTestId("study-cue").nth(1).locator(".study-word").first().click();
      await expect(page.getByTestId("study-add-word")).toBeVisible();
      await checkPage(page, testInfo, `study-drill-${lang}-${width}`);
      await page.goto(`/${lang}/practice/words`);
      await page.getByTestId("word-show").click();
      await expect(page.getByTestId("word-back")).toBeVisible();
      await checkPage(page, testInfo, `study-words-${lang}-${width}`);
    }
  }

  // The words screen: the German word first, then its sentence; a rating says when it comes back.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/practice/words");
  await expect(page.getByTestId("word-front")).toHaveText(word);
  await page.getByTestId("word-show").click();
  await expect(page.getByTestId("word-back")).toContainText(sentenceText);
  await expect(page.getByTestId("rate-good")).toContainText("in 10 Minuten");
  await page.getByTestId("rate-good").click();
  await expect(page.getByTestId("words-none-due")).toContainText("Das nächste Wort ist in 10 Minuten fällig");
  await expect(page.getByTestId("word-item")).toContainText(word);
  await expect(page.getByTestId("words-due")).toHaveCount(0);
});
