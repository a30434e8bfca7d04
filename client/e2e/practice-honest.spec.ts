import { answerFixtureExam, fixtureExamId, registerNewUser } from "./support/app";
import { checkPage, expect, test } from "./support/fixtures";

const Q9 = "9. Der Zug fährt von Gleis drei.";
const LISTENING_1 = "goethe-B1-listening-1";

test("mastery waits for evidence on the result, progress and practice pages; drills skip the page just reviewed, a mistakes drill asks only the wrong items, a writing drill gets the mock's feedback", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const examId = await fixtureExamId(request);
  await registerNewUser(page);
  await page.goto(`/exam/${examId}`);
  await answerFixtureExam(page, "mixed");
  await expect(page).toHaveURL(/attemptId=\d+$/);
  const attemptId = new URL(page.url()).searchParams.get("attemptId");

  // Hören, Teil 1: 0 of 1 in this test. The same figures everywhere, and no verdict on one item.
  const texts = {
    de: { band: "Zu wenig Daten", needed: "0 von 1 Aufgabe richtig · Noch 9 Aufgaben üben" },
    ar: { band: "بيانات غير كافية", needed: "تدرّب على 9 أسئلة أخرى" },
  };
  for (const lang of ["de", "ar"] as const) {
    await page.goto(`/${lang}/result?examId=${examId}&attemptId=${attemptId}`);
    const card = page.getByTestId("practise-teil").filter({ hasText: "Hören, Teil 1" });
    await expect(card.getByTestId("mastery-band")).toHaveText(new RegExp(texts[lang].band));
    await expect(card.getByTestId("mastery-needed")).toContainText(texts[lang].needed);
    if (lang === "de") await expect(card).toContainText("In diesem Test: 0 von 1 richtig");
    await checkPage(page, testInfo, `honest-result-${lang}`);

    await page.goto(`/${lang}/goethe-user-exam`);
    const cell = page.locator(`[data-testid=mastery-cell][data-set=${LISTENING_1}]`);
    await expect(cell.getByTestId("mastery-band")).toHaveText(new RegExp(texts[lang].band));
    await expect(cell.getByTestId("mastery-needed")).toContainText(texts[lang].needed);
    await expect(page.locator("[data-band=STRONG]")).toHaveCount(0);

    await page.goto(`/${lang}/practice/goethe/b1`);
    const set = page.locator(`[data-testid=practice-set][data-set=${LISTENING_1}]`);
    await expect(set.getByTestId("mastery-needed")).toContainText(texts[lang].needed);
  }

  // The learner reads the solutions of the Hören page, then opens the Hören, Teil 1 drill: another page comes first,
  // the page just reviewed comes last.
  await page.goto(`/goethe-report/${attemptId}?page=4`);
  await expect(page.getByTestId("review-item")).toHaveCount(1);
  await page.goto(`/practice/drill/${LISTENING_1}`);
  await expect(page.getByTestId("drill")).toBeVisible();
  await expect(page.getByTestId("question").first()).toBeVisible();
  await expect(page.getByRole("group", { name: Q9 })).toHaveCount(0);
  const total = Number(((await page.getByTestId("page-indicator").textContent()) ?? "").match(/\d+/g)!.pop());
  expect(total).toBeGreaterThan(1);
  await page.goto(`/practice/drill/${LISTENING_1}?page=${total}`);
  await expect(page.getByRole("group", { name: Q9 })).toBeVisible();

  // A mistakes drill: the Lesen page holds only the items answered wrong (2 and 4), under the page's text.
  for (const lang of ["de", "ar"] as const) {
    await page.goto(`/${lang}/practice/drill/mistakes?family=GOETHE&cefr=B1`);
    await expect(page.getByTestId("drill")).toBeVisible();
    await expect(page.getByRole("group", { name: /Wo wartet Paul\?/ })).toBeVisible();
    await expect(page.getByTestId("question").filter({ hasText: "Um acht Uhr kommt der" })).toBeVisible();
    await expect(page.getByRole("group", { name: /Paul wartet auf seine Schwester/ })).toHaveCount(0);
    await expect(page.getByTestId("question").filter({ hasText: "Annas Zug kommt aus" })).toHaveCount(0);
    await expect(page.getByTestId("question")).toHaveCount(2);
    if (lang === "de") await expect(page.getByLabel("Lücke in Aufgabe 4")).toBeVisible(); // numbered as in the mock
    await checkPage(page, testInfo, `honest-mistakes-${lang}`);
  }

  // A writing drill: one task of the Teil type, handed in rather than checked, then the mock's feedback, rubric and
  // self-assessment on its review page.
  await page.goto("/practice/goethe/b1");
  const writingSet = page.locator("[data-testid=practice-set][data-set=goethe-B1-writing-1]");
  await expect(writingSet).toContainText("Persönliche E-Mail schreiben");
  await writingSet.getByTestId("start-drill").click();
  await expect(page.getByTestId("drill")).toBeVisible();
  await expect(page.getByTestId("check-page")).toHaveCount(0);
  await page
    .getByTestId("writing-text")
    .fill(
      "Liebe Anna, vielen Dank für deine Nachricht. Leider kann ich am Samstag nicht kommen, weil ich arbeiten muss. " +
        "Können wir uns am Sonntag treffen? Ich schlage vor, dass wir zusammen ins Kino gehen. Viele Grüße, Lena",
    );
  await page.getByTestId("drill-finish").click();
  await expect(page).toHaveURL(/\/goethe-report\/\d+/);
  await expect(page.getByTestId("writing-feedback")).toBeVisible();
  await expect(page.getByTestId("self-assessment-section")).toBeVisible();
  await expect(page.getByTestId("model-answer")).toBeVisible();
  const review = new URL(page.url()).pathname;
  for (const lang of ["de", "ar"] as const) {
    await page.goto(`/${lang}${review}`);
    await expect(page.getByTestId("writing-feedback")).toBeVisible();
    await checkPage(page, testInfo, `honest-writing-drill-${lang}`);
  }

  // A word card: "Texte" tapped in the transcript of the Hören page (after checking it) shows its authored meaning in
  // the learner's language and plays its sentence from the recording.
  await page.goto(`/practice/drill/${LISTENING_1}?page=1`);
  await page.getByTestId("check-page").click();
  await page.getByTestId("study-open").click();
  await page
    .getByTestId("study-cue")
    .filter({ hasText: "kurze Texte" })
    .first()
    .locator(".study-word", { hasText: /^Texte$/ })
    .click();
  await page.getByTestId("study-add-word").click();
  await expect(page.getByTestId("study-added")).toContainText("Texte");
  for (const [lang, meaning] of [
    ["ar", "المعنى: نص"],
    ["en", "Meaning: text"],
  ] as const) {
    await page.goto(`/${lang}/practice/words`);
    await page.getByTestId("word-show").click();
    await expect(page.getByTestId("word-meaning")).toHaveText(meaning);
    await expect(page.getByTestId("word-play")).toBeVisible();
    await expect(page.getByTestId("word-audio")).toHaveAttribute("data-end", /\d/);
    if (lang === "ar") await checkPage(page, testInfo, "honest-word-card-ar");
  }
  await page.goto("/de/practice/words");
  await page.getByTestId("word-show").click();
  await expect(page.getByTestId("word-play")).toBeVisible();
  await expect(page.getByTestId("word-meaning")).toHaveCount(0); // German learners read the German word
});
