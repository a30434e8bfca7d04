import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { parse } from "yaml";
import { uniqueEmail } from "./support/app";
import { checkPage, expect, snapshot, test } from "./support/fixtures";

/**
 * The placement test screens: intro, question sets, result. The e2e server seeds content/placement/*.yaml,
 * so the answer keys are read from there (by title) to answer right or wrong on purpose.
 */
const KEYS: Map<string, { answer: string; choices: string[] }> = (() => {
  const dir = join(import.meta.dirname, "..", "..", "content", "placement");
  const map = new Map<string, { answer: string; choices: string[] }>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".yaml"))) {
    const doc = parse(readFileSync(join(dir, file), "utf8")) as { items: { title: string; answer: string; choices: string[] }[] };
    for (const item of doc.items) map.set(item.title, { answer: item.answer, choices: item.choices });
  }
  return map;
})();

const TEXT = {
  de: {
    next: "weiter",
    refusal: "Sie müssen mindestens eine Frage beantworten.",
    start: "Test starten",
    length: "So lange dauert der Test: 2 bis 5 Aufgabensätze mit je 16 Aufgaben (32 bis 80 Aufgaben), etwa 15 bis 40 Minuten.",
    openWarning: "3 Aufgaben sind noch offen. Offene Aufgaben zählen als falsch. Trotzdem weiter?",
    backToOpen: "Zurück zu den offenen Aufgaben",
    nextAnyway: "Trotzdem weiter",
    correctAll: (c: number, t: number) => `${c} von ${t} über alle Aufgabensätze`,
    unanswered: "3 Aufgaben (zählen als falsch)",
    reason: "Sie haben auch die schwierigsten Aufgaben bestanden. C1 ist das höchste Niveau dieses Tests.",
    setLine: (round: number, cefr: string) => `Satz ${round} – Niveau ${cefr}, schwierigere Aufgaben:`,
    nextStep: "Wie es weitergeht: Üben Sie mit den Modellprüfungen auf Niveau C1 (unten).",
  },
  ar: {
    next: "التالي",
    refusal: "يجب أن تجيب على سؤال واحد على الأقل.",
    start: "ابدأ الاختبار",
    length: "مدة الاختبار: من 2 إلى 5 مجموعات، في كل منها 16 سؤالاً (من 32 إلى 80 سؤالاً)، أي نحو 15 إلى 40 دقيقة.",
    openWarning: "بقي سؤال واحد دون إجابة. الأسئلة دون إجابة تُحسب خاطئة. هل تريد المتابعة رغم ذلك؟",
    backToOpen: "العودة إلى الأسئلة دون إجابة",
    nextAnyway: "المتابعة رغم ذلك",
    correctAll: (c: number, t: number) => `${c} من ${t} في جميع المجموعات`,
    unanswered: "سؤال واحد (يُحسب خاطئاً)",
    reason: "لم تنجح بعد حتى في الأسئلة الأسهل من المستوى A1. لذلك: لم تبلغ المستوى A1 بعد.",
    setLine: (round: number, cefr: string) => `المجموعة ${round} – المستوى ${cefr}، أسئلة أصعب:`,
    nextStep: "الخطوة التالية: ابدأ بالامتحانات النموذجية للمستوى A1 (في الأسفل).",
  },
} as const;
type Lang = keyof typeof TEXT;

async function registerViaApi(request: APIRequestContext): Promise<{ token: string; id: string }> {
  const res = await request.post("/graphql", {
    data: {
      query: "mutation R($input: RegisterInput!) { register(input: $input) { token user { id } } }",
      variables: { input: { name: "Placement Learner", email: uniqueEmail("placement"), password: "geheim-12345" } },
    },
  });
  const json = (await res.json()) as { data: { register: { token: string; user: { id: string } } } };
  return { token: json.data.register.token, id: json.data.register.user.id };
}

async function signInPage(page: Page, auth: { token: string; id: string }): Promise<void> {
  await page.addInitScript((a) => {
    window.localStorage.setItem("userToken", a.token);
    window.localStorage.setItem("userIdNumber", a.id);
  }, auth);
}

/** The German title of a question (its legend without the number). */
async function titleOf(question: Locator): Promise<string> {
  return (await question.locator("legend span").nth(1).innerText()).trim();
}

type Mode = "right" | "wrong" | "first";

/** Answers every question of the current set (optionally leaving the last ones out); returns the set size. */
async function answerSet(page: Page, mode: Mode, leaveOut = 0): Promise<number> {
  const questions = page.getByTestId("placement-question");
  await expect(questions.first()).toBeVisible();
  const n = await questions.count();
  for (let i = 0; i < n - leaveOut; i++) {
    const q = questions.nth(i);
    const title = await titleOf(q);
    const key = KEYS.get(title);
    expect(key, `key of "${title}" in content/placement`).toBeDefined();
    const value =
      mode === "right" ? key!.answer : mode === "wrong" ? key!.choices.find((c) => c !== key!.answer)! : key!.choices[0];
    await q.getByRole("radio", { name: value, exact: true }).check();
  }
  return n;
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const lang of ["de", "ar"] as const satisfies readonly Lang[]) {
  test(`learner takes the placement test to a result (${lang})`, async ({ page, request }, testInfo) => {
    test.setTimeout(300_000); // a run answers up to five 16-item sets
    const text = TEXT[lang];
    const mode: Mode = lang === "de" ? "right" : "wrong";
    await signInPage(page, await registerViaApi(request));

    // Intro, reached through the header link.
    await page.goto(`/${lang}`);
    await page
      .getByRole("navigation")
      .getByRole("link", { name: lang === "de" ? "Einstufungstest" : "اختبار تحديد المستوى" })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/placement-test$`));
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await expect(page.getByTestId("placement-desc")).not.toBeEmpty();
    // How long it takes, from the staircase's shortest and longest runs.
    await expect(page.getByTestId("placement-length")).toContainText(text.length);
    await checkPage(page, testInfo, `placement-intro-${lang}`);
    await page.getByRole("link", { name: text.start }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/placement-questions$`));

    // First set: numbered four-choice questions, German left to right inside the page.
    const questions = page.getByTestId("placement-question");
    await expect(questions.first()).toBeVisible();
    await expect(questions.first().getByRole("radio")).toHaveCount(4);
    await expect(questions.first().locator("legend")).toHaveText(/^1\. /);
    const fieldset = questions.first().locator("fieldset");
    await expect(fieldset).toHaveAttribute("lang", "de");
    expect(await fieldset.evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
    // One listening item in the set: its recording between its title and the choices, served to the page.
    const audio = page.getByTestId("placement-audio");
    await expect(audio).toHaveCount(1);
    const src = await audio.locator("source").first().getAttribute("src");
    expect(src).toMatch(/^\/media\/placement\/audio\/.+\.ogg$/);
    expect((await request.get(src!)).status()).toBe(200);
    await checkPage(page, testInfo, `placement-questions-${lang}`);

    // Nothing chosen: refused, nothing sent.
    const next = page.getByRole("button", { name: text.next });
    await next.click();
    await expect(page.getByTestId("refusal")).toHaveText(text.refusal);
    await expect(page.getByTestId("placement-run")).toHaveAttribute("data-round", "1");
    await page.evaluate(() => window.scrollTo(0, 0));
    await snapshot(page, testInfo, `placement-refusal-${lang}`);

    // A choice highlights itself and clears the others of its question; the keyboard moves within the group.
    const radios = questions.first().getByRole("radio");
    await radios.nth(0).check();
    await expect(page.getByTestId("refusal")).toHaveCount(0);
    await radios.nth(2).check();
    await expect(radios.nth(0)).not.toBeChecked();
    await expect(questions.first().locator(".choice-selected")).toHaveCount(1);
    await radios.nth(2).focus();
    await page.keyboard.press("ArrowDown");
    await expect(radios.nth(3)).toBeChecked();
    await expect(radios.nth(2)).not.toBeChecked();

    // Every set until the result; the last questions of the first set are left out (de three, ar one): a warning
    // names how many are open and leads back to them; only "continue anyway" sends the set.
    const leftOut = lang === "de" ? 3 : 1;
    let total = 0;
    let sets = 0;
    while (!/placement-result/.test(page.url())) {
      sets += 1;
      expect(sets, "the staircase ends").toBeLessThanOrEqual(8);
      await expect(page.getByTestId("placement-run")).toHaveAttribute("data-round", String(sets));
      if (sets > 1) expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const size = await answerSet(page, mode, sets === 1 ? leftOut : 0);
      total += size;
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await next.click();
      if (sets === 1) {
        const warning = page.getByTestId("open-warning");
        await expect(warning).toContainText(text.openWarning);
        await snapshot(page, testInfo, `placement-open-warning-${lang}`);
        await warning.getByRole("button", { name: text.backToOpen }).click();
        await expect(warning).toHaveCount(0);
        await expect(page.getByTestId("placement-run")).toHaveAttribute("data-round", "1");
        const firstOpen = questions
          .nth(size - leftOut)
          .getByRole("radio")
          .first();
        await expect(firstOpen).toBeFocused();
        await expect(firstOpen).toBeInViewport();
        await next.click();
        await warning.getByRole("button", { name: text.nextAnyway }).click();
      }
      await expect(page.getByTestId("placement-run").or(page.getByTestId("placement-result"))).toBeVisible();
      await page.waitForFunction(
        (round) => /placement-result/.test(location.pathname) || document.querySelector(`[data-round="${round}"]`) !== null,
        sets + 1,
      );
    }

    // Result: level, right answers over all sets, the open ones, why this level set by set, what next;
    // every response marked.
    await expect(page).toHaveURL(new RegExp(`/${lang}/placement-result\\?runId=`));
    const result = page.getByTestId("placement-result");
    await expect(result).toBeVisible();
    await expect(result).toHaveAttribute("data-level", mode === "right" ? "C1" : "BELOW_A1");
    if (lang === "de") await expect(page.getByTestId("placement-level")).toHaveText("Niveau C1");
    else await expect(page.getByTestId("placement-level")).not.toBeEmpty();
    await expect(page.getByTestId("placement-correct")).toHaveText(
      text.correctAll(mode === "right" ? total - leftOut : 0, total),
    );
    await expect(page.getByTestId("placement-unanswered")).toHaveText(text.unanswered);
    await expect(page.getByTestId("placement-reason")).toHaveText(text.reason);
    const setRows = page.getByTestId("placement-set-row");
    await expect(setRows).toHaveCount(sets);
    await expect(setRows.first()).toContainText(text.setLine(1, "A2"));
    await expect(setRows.and(page.locator(`[data-passed=${mode === "right"}]`))).toHaveCount(sets);
    await expect(page.getByTestId("placement-next-step")).toContainText(text.nextStep);
    await expect(result).not.toContainText(lang === "de" ? "Art des letzten Aufgabensatzes" : "نوع المجموعة الأخيرة");
    const responses = page.getByTestId("placement-response");
    await expect(responses).toHaveCount(total);
    // every set had its listening item; the review plays each recording again
    await expect(responses.getByTestId("placement-audio")).toHaveCount(sets);
    if (mode === "right") {
      await expect(responses.and(page.locator("[data-correct=true]"))).toHaveCount(total - leftOut);
      await expect(responses.and(page.locator("[data-answered=false]"))).toHaveCount(leftOut);
      // The chosen answer is the key: green, with text.
      await expect(responses.first().locator(".mark-right[data-chosen]")).toHaveCount(1);
      await expect(responses.first().locator(".mark-wrong")).toHaveCount(0);
    } else {
      await expect(responses.and(page.locator("[data-correct=false]"))).toHaveCount(total);
      await expect(responses.and(page.locator("[data-answered=false]"))).toHaveCount(leftOut);
      // An answered wrong item: the learner's choice pink, the key green, each with a text label and an icon.
      const answered = responses.nth(1);
      await expect(answered.locator(".mark-wrong[data-chosen]")).toHaveCount(1);
      await expect(answered.locator(".mark-wrong[data-chosen]")).toContainText("✗");
      await expect(answered.locator(".mark-right[data-key]")).toHaveCount(1);
      await expect(answered.locator(".mark-right[data-key]")).toContainText("✓");
      const pink = await answered.locator(".mark-wrong").evaluate((el) => getComputedStyle(el).backgroundColor);
      const green = await answered.locator(".mark-right").evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(pink).toBe("rgb(252, 231, 243)");
      expect(green).toBe("rgb(220, 252, 231)");
    }
    // German items stay left to right on the Arabic page.
    expect(
      await responses
        .first()
        .locator(".review-choices")
        .evaluate((el) => getComputedStyle(el).direction),
    ).toBe("ltr");
    // The exams of the placed level (A1 when A1 was not reached), in both families.
    const levelLinks = page.getByTestId("placement-level-link");
    await expect(levelLinks).toHaveCount(2);
    await expect(levelLinks.nth(0)).toHaveAttribute("href", new RegExp(`^/${lang}/goethe-tests/.+`));
    await expect(levelLinks.nth(1)).toHaveAttribute("href", new RegExp(`^/${lang}/telc-tests/.+`));
    await checkPage(page, testInfo, `placement-result-${lang}`);

    // Without ?runId the latest finished run is shown.
    await page.goto(`/${lang}/placement-result`);
    await expect(page.getByTestId("placement-result")).toHaveAttribute("data-level", mode === "right" ? "C1" : "BELOW_A1");
    await expect(page.getByTestId("placement-response")).toHaveCount(total);

    // 360 px wide: the three screens (a new run starts for the questions).
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalScroll(page);
    await snapshot(page, testInfo, `mobile-placement-result-${lang}`);
    await page.goto(`/${lang}/placement-test`);
    await expect(page.getByTestId("placement-desc")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await snapshot(page, testInfo, `mobile-placement-intro-${lang}`);
    await page.goto(`/${lang}/placement-questions`);
    await expect(page.getByTestId("placement-run")).toHaveAttribute("data-round", "1");
    await questions.first().getByRole("radio").first().check();
    await expectNoHorizontalScroll(page);
    await snapshot(page, testInfo, `mobile-placement-questions-${lang}`);
  });
}

test("a guest who finishes the placement test is asked to register and lands on /noresult", async ({ page }, testInfo) => {
  test.setTimeout(300_000); // a run answers up to five 16-item sets
  await page.goto("/de/placement-test");
  await page.getByRole("link", { name: "Test starten" }).click();
  await expect(page.getByTestId("placement-run")).toBeVisible();
  // A guest token was fetched for the run.
  expect(await page.evaluate(() => window.localStorage.getItem("userIsGuest"))).toBe("1");
  for (let sets = 1; !/noresult/.test(page.url()); sets++) {
    expect(sets).toBeLessThanOrEqual(8);
    await answerSet(page, "first");
    await page.getByRole("button", { name: "weiter" }).click();
    await page.waitForFunction(
      (round) => /noresult/.test(location.pathname) || document.querySelector(`[data-round="${round}"]`) !== null,
      sets + 1,
    );
  }
  await expect(page).toHaveURL(/\/de\/noresult$/);
  await expect(page.getByTestId("toast")).toContainText(
    "Sie müssen sich registrieren, um Ihr Ergebnis zu erhalten und die Musterlösung zu sehen.",
  );
  await expect(page.getByTestId("toast")).toHaveClass(/toast-error/);
  await snapshot(page, testInfo, "placement-guest-noresult-de");

  // The guest's result page offers the test, login and register; no result is fetched.
  await page.goto("/de/placement-result");
  await expect(page.getByTestId("placement-no-result")).toContainText("Melden Sie sich an");
  await expect(page.getByRole("main").getByRole("link", { name: "Test starten" })).toHaveAttribute(
    "href",
    "/de/placement-questions",
  );
});

test("sending shows a loading state; a failed send is shown and the choices are kept", async ({ page, request }, testInfo) => {
  await signInPage(page, await registerViaApi(request));
  let failWith: "network" | "server" | null = "network";
  // While a gate is set, the answer waits at the network until the test opens it (the loading state is asserted
  // while the request is provably in flight, on a machine of any speed).
  let gate: Promise<void> | null = null;
  await page.route("**/graphql", async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== "AnswerPlacement") return route.continue();
    if (gate) await gate;
    if (failWith === "network") return route.abort("failed");
    if (failWith === "server")
      return route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({
          data: null,
          errors: [{ message: "Der Server ist gerade überlastet.", extensions: { code: "INTERNAL_SERVER_ERROR" } }],
        }),
      });
    return route.continue();
  });

  await page.goto("/de/placement-questions");
  await expect(page.getByTestId("placement-run")).toHaveAttribute("data-round", "1");
  const n = await answerSet(page, "first");
  const next = page.getByRole("button", { name: "weiter" });

  await next.click();
  await expect(page.getByTestId("send-error")).toContainText("Keine Verbindung zum Server");
  await expect(page.getByTestId("send-error")).toContainText("Ihre Auswahl bleibt erhalten");
  await expect(page.getByTestId("placement-question").locator("input:checked")).toHaveCount(n);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapshot(page, testInfo, "placement-send-error-de");

  failWith = "server";
  await next.click();
  await expect(page.getByTestId("send-error")).toContainText("Der Server ist gerade überlastet.");
  await expect(page.getByTestId("placement-question").locator("input:checked")).toHaveCount(n);

  failWith = null;
  let open = () => {};
  gate = new Promise((resolve) => (open = resolve));
  await next.click();
  await expect(next).toBeDisabled();
  await expect(next).toHaveAttribute("aria-busy", "true");
  open();
  await expect(page.getByTestId("placement-run")).toHaveAttribute("data-round", "2");
  await expect(page.getByTestId("send-error")).toHaveCount(0);
  await expect(page.getByTestId("placement-question").locator("input:checked")).toHaveCount(0);
  await expect(next).toBeEnabled();
});

test("a learner without a finished run gets a Start Test link; the run resumes after a reload", async ({
  page,
  request,
}, testInfo) => {
  await signInPage(page, await registerViaApi(request));
  // a run id that is none of theirs (unknown, or another learner's: the server answers alike) shows no result
  await page.goto("/de/placement-result?runId=999999");
  await expect(page.getByTestId("placement-no-result")).toContainText("Sie haben noch keinen Einstufungstest abgeschlossen.");
  await expect(page.getByTestId("error-state")).toHaveCount(0);
  await page.goto("/ar/placement-result");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("placement-no-result")).toBeVisible();
  await checkPage(page, testInfo, "placement-result-empty-ar");
  await page.getByTestId("placement-no-result").getByRole("link", { name: "ابدأ الاختبار" }).click();
  await expect(page).toHaveURL(/\/ar\/placement-questions$/);
  await expect(page.getByTestId("placement-run")).toHaveAttribute("data-round", "1");
  const first = await titleOf(page.getByTestId("placement-question").first());
  await page.reload();
  await expect(page.getByTestId("placement-run")).toHaveAttribute("data-round", "1");
  expect(await titleOf(page.getByTestId("placement-question").first())).toBe(first);
});
