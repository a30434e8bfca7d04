import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../../scripts/e2e/csp.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const FIX = path.join(here, "..", "..", "server", "src", "modules", "admin", "fixtures");
const SHOTS = path.join(here, "..", "test-results", "shots");

async function gql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await request.post("/graphql", {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = await res.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** A react-admin SelectInput (MUI select): open it by its label, pick an option. */
async function choose(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: typeof option === "string" }).click();
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Speichern" }).click();
}

async function addSubQuestion(page: Page, kind: string, fill: () => Promise<void>) {
  await page.getByRole("link", { name: "Aufgabe hinzufügen" }).click();
  await expect(page.getByRole("combobox", { name: /Antwortart/ })).toBeVisible();
  await choose(page, /Antwortart/, kind);
  // explanation and model solution: one editor per language behind tabs, Arabic right to left
  const explanation = page.getByTestId("localized-explanation");
  await expect(explanation.locator(".ProseMirror:visible")).toHaveCount(1);
  await explanation.getByRole("tab", { name: "Arabisch" }).click();
  await expect(explanation.getByRole("tabpanel")).toHaveAttribute("dir", "rtl");
  await explanation.getByRole("tab", { name: "Deutsch" }).click();
  await fill();
  await save(page);
  await expect(page.getByTestId("sub-questions")).toBeVisible();
}

test("an admin authors and publishes an exam with every answer type; a learner takes it", async ({ page, request }) => {
  // a learner who signs in to the console is refused clearly
  const learnerEmail = `lerner-${Date.now()}@example.org`;
  const reg = await gql(request, `mutation($i: RegisterInput!) { register(input: $i) { token } }`, {
    i: { name: "Lena Lernerin", email: learnerEmail, password: "learner-password-1" },
  });
  const learnerToken: string = reg.register.token;
  await page.goto("/admin/");
  await page.locator('input[name="username"]').fill(learnerEmail);
  await page.locator('input[name="password"]').fill("learner-password-1");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByText("Dieses Konto hat keine Adminrechte")).toBeVisible();

  // the admin signs in
  await page.locator('input[name="username"]').fill("admin@example.org");
  await page.locator('input[name="password"]').fill("admin-password-1");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByText("Veröffentlichte Prüfungen")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/1-dashboard.png`, fullPage: true });

  // a level (Goethe C1 is missing from this site)
  await page.goto("/admin/levels/create");
  await choose(page, /Anbieter/, "Goethe");
  await choose(page, /GER/, "C1");
  await page.locator('input[name="name"]').fill("Goethe-Zertifikat C1");
  for (const [f, v] of [
    ["slugDe", "goethe-c1"],
    ["slugEn", "goethe-c1-en"],
    ["slugAr", "goethe-c1-ar"],
    ["slugFr", "goethe-c1-fr"],
    ["slugEs", "goethe-c1-es"],
  ])
    await page.locator(`input[name="${f}"]`).fill(v);
  await page.locator(".ProseMirror").first().click();
  await page.keyboard.type("Die höchste Stufe vor C2.");
  // five pictures, each with a German alternative text; one is not enough
  const addImage = async (i: number) => {
    await page.getByRole("button", { name: "Hinzufügen" }).click();
    await page.locator('input[type="file"][name="file"]').nth(i).setInputFiles(path.join(FIX, "dot.png"));
    await expect(page.getByTestId("media-file").nth(i)).toContainText(/image\/.*\.png/);
    await page.locator(`input[name="images.${i}.alt.de"]`).fill(`Punkt ${i + 1}`);
  };
  await addImage(0);
  await save(page);
  await expect(page.getByText("Eine Stufe hat genau fünf Bilder (jetzt 1).")).toBeVisible();
  for (const i of [1, 2, 3, 4]) await addImage(i);
  await save(page);
  await expect(page.getByText("Goethe-Zertifikat C1")).toBeVisible();

  // an exam on it
  await page.goto("/admin/exams/create");
  await choose(page, /Stufe/, /goethe C1 – Goethe-Zertifikat C1/);
  await page.locator('input[name="name"]').fill("Konsolenprüfung C1");
  await page.locator('input[name="readingMinutes"]').fill("30");
  await page.locator('input[name="listeningMinutes"]').fill("20");
  await save(page);
  await expect(page.getByRole("button", { name: "Veröffentlichen" })).toBeVisible();
  await expect(page.getByTestId("module-minutes")).toHaveText("Lesen 30 Min. · Hören 20 Min.");
  const examId = page.url().match(/exams\/(\d+)\/show/)![1];

  // publishing an empty exam is refused with the reason
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByTestId("publish-problems")).toContainText("Die Prüfung hat keine Teile.");

  // a listening part with audio
  await page.getByRole("link", { name: "Teil hinzufügen" }).click();
  await choose(page, /Art/, "Hören");
  await page.locator('input[name="title"]').fill("Hören, Teil 1");
  await page.locator(".ProseMirror").first().click();
  await page.keyboard.type("Sie hören eine Ansage. Dazu gibt es zwei Aufgaben.");
  await page.locator('input[type="file"][name="audio"]').setInputFiles(path.join(FIX, "tone.ogg"));
  await expect(page.getByTestId("media-audio")).toContainText(/audio\/.*\.ogg/);
  await page.locator('input[name="playLimit"]').fill("2");
  await save(page);
  await expect(page.getByTestId("sub-questions")).toBeVisible();
  const listeningUrl = page.url();

  await addSubQuestion(page, "Mehrfachauswahl", async () => {
    await page.locator('input[name="title"]').fill("Wann fährt der Zug?");
    for (const [i, v] of ["um sieben", "um acht", "um neun"].entries()) {
      await page.getByRole("button", { name: "Hinzufügen" }).first().click();
      await page.locator(`input[name="textChoices.${i}"]`).fill(v);
    }
    await choose(page, /Lösung/, /^B – um acht/);
  });
  await addSubQuestion(page, "Richtig/Falsch", async () => {
    await page.locator('input[name="title"]').fill("Der Zug hat Verspätung.");
    await choose(page, /Beschriftung/, "Richtig / Falsch");
    await choose(page, /Lösung/, "Falsch");
  });

  // a reading part with a passage and a matching pool
  await page.goto(`/admin/exams/${examId}/show`);
  await page.getByRole("link", { name: "Teil hinzufügen" }).click();
  await choose(page, /Art/, "Lesen");
  // only the fields of its type: no recording, play limit or transcript for a reading part
  await expect(page.locator('input[name="playLimit"]')).toHaveCount(0);
  await page.locator('input[name="title"]').fill("Lesen, Teil 1");
  await page.locator(".ProseMirror").nth(1).click();
  await page.keyboard.type("Anna wohnt in Berlin und fährt jeden Tag mit dem Rad.");
  for (const [i, [v, l]] of [
    ["a", "Anzeige A"],
    ["b", "Anzeige B"],
  ].entries()) {
    await page.getByRole("button", { name: "Hinzufügen" }).first().click();
    await page.locator(`input[name="optionPool.${i}.value"]`).fill(v);
    await page.locator(`input[name="optionPool.${i}.label"]`).fill(l);
  }
  await save(page);
  await expect(page.getByTestId("sub-questions")).toBeVisible();

  await addSubQuestion(page, "Lücke (schreiben)", async () => {
    await page.locator('input[name="title"]').fill("Anna wohnt in");
    await page.locator('input[name="lastTitle"]').fill(".");
    await choose(page, /Lage der Lücke/, "end");
    for (const [i, v] of ["Berlin", "in Berlin"].entries()) {
      await page.getByRole("button", { name: "Hinzufügen" }).first().click();
      await page.locator(`input[name="acceptedAnswers.${i}"]`).fill(v);
    }
  });
  await addSubQuestion(page, "Lücke (Auswahlliste)", async () => {
    await page.locator('input[name="title"]').fill("Anna fährt mit dem");
    await page.locator('input[name="lastTitle"]').fill(".");
    for (const [i, v] of ["Bus", "Rad", "Auto"].entries()) {
      await page.getByRole("button", { name: "Hinzufügen" }).first().click();
      await page.locator(`input[name="options.${i}"]`).fill(v);
    }
    await choose(page, /Lösung/, "Rad");
  });
  await addSubQuestion(page, "Zuordnung (Liste)", async () => {
    await page.locator('input[name="title"]').fill("Sie suchen eine Wohnung.");
    await page.locator('input[name="answer"]').fill("a");
  });
  await page.screenshot({ path: `${SHOTS}/2-block.png`, fullPage: true });

  // reorder: reading first, by drag and drop
  await page.goto(`/admin/exams/${examId}/show`);
  const items = page.getByTestId("blocks-item");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("Hören, Teil 1");
  await items.nth(1).dragTo(items.nth(0));
  await expect(page.getByText("Reihenfolge gespeichert")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("blocks-item").nth(0)).toContainText("Lesen, Teil 1");
  await expect(page.getByTestId("blocks-item").nth(0)).toContainText("Lesen3 Aufgaben"); // type and count
  await expect(page.getByTestId("blocks-item").nth(1)).toContainText("Hören2 Aufgaben");
  await page.screenshot({ path: `${SHOTS}/3-exam.png`, fullPage: true });

  // the preview draws the part with the learner's own components: its heading once, a typed gap, a drop-down gap and
  // a matching item by letters; the editor may try an item (nothing is saved); the keys fill in what they expect
  await page.getByRole("link", { name: "Vorschau" }).click();
  const preview = page.getByTestId("preview-page");
  await expect(preview).toContainText("Anna wohnt in Berlin");
  // the page's Teil as the learner's player counts it, beside the page number
  await expect(page.getByTestId("preview-place")).toHaveText("Seite 1 von 2 · Lesen, Teil 1 von 1");
  await expect(preview.getByTestId("question")).toHaveCount(3);
  await expect(preview.getByRole("heading", { name: "Lesen, Teil 1", exact: true })).toHaveCount(1);
  await expect(preview.getByTestId("matching").getByRole("radio")).toHaveCount(2);
  await preview.getByLabel("Lücke in Aufgabe 1").fill("Hamburg");
  await page.getByLabel("Lösungen zeigen").check();
  await expect(preview.getByLabel("Lücke in Aufgabe 1")).toHaveValue("Berlin");
  await expect(page.getByTestId("preview-keys")).toContainText("Berlin | in Berlin");
  for (const lang of ["de", "ar"]) {
    await page.getByTestId("learner-language").locator("select").selectOption(lang);
    await expect(preview.locator(".learner-preview-body")).toHaveAttribute("lang", lang);
    for (const width of [1366, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/4-preview-${lang}-${width}.png`, fullPage: true });
      // the preview fits the screen (the learner's part keeps its 320px minimum): no sideways scrolling
      expect({ lang, width, scrollWidth: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({
        lang,
        width,
        scrollWidth: width,
      });
    }
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  // publish
  await page.goto(`/admin/exams/${examId}/show`);
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  // two Teile are no Goethe exam: the blueprint check names what is missing, then the author publishes on purpose
  await expect(page.getByTestId("publish-problems")).toContainText("Laut Vorlage fehlt „Lesen, Teil 2“ (6 Aufgaben).");
  await page.getByRole("button", { name: /Trotzdem veröffentlichen/ }).click();
  await expect(page.getByText("Veröffentlicht", { exact: true })).toBeVisible();
  void listeningUrl;

  // the learner takes it (through the public GraphQL API: startAttempt, page, saveAnswers, submitAttempt)
  const start = await gql(
    request,
    `mutation($e: ID!) { startAttempt(examId: $e) { id pageCount } }`,
    { e: examId },
    learnerToken,
  );
  const attemptId = start.startAttempt.id;
  expect(start.startAttempt.pageCount).toBe(2);
  const keyOf: Record<string, string> = {
    "Anna wohnt in": "berlin",
    "Anna fährt mit dem": "Rad",
    "Sie suchen eine Wohnung.": "a",
    "Wann fährt der Zug?": "b",
    "Der Zug hat Verspätung.": "false",
  };
  const seen: string[] = [];
  for (const n of [1, 2]) {
    const p = await gql(
      request,
      `query($a: ID!, $n: Int!) { attempt(id: $a) { page(number: $n) { block { title subQuestions { id title answerType } } } } }`,
      { a: attemptId, n },
      learnerToken,
    );
    const block = p.attempt.page.block;
    seen.push(block.title);
    const answers = block.subQuestions.map((q: { id: string; title: string }) => ({
      subQuestionId: q.id,
      value: keyOf[q.title],
    }));
    await gql(
      request,
      `mutation($a: ID!, $ans: [AnswerInput!]!) { saveAnswers(attemptId: $a, answers: $ans) { saved } }`,
      { a: attemptId, ans: answers },
      learnerToken,
    );
  }
  expect(seen).toEqual(["Lesen, Teil 1", "Hören, Teil 1"]);
  const done = await gql(
    request,
    `mutation($a: ID!) { submitAttempt(attemptId: $a) { status result { reading { percent } listening { percent } passed } } }`,
    { a: attemptId },
    learnerToken,
  );
  expect(done.submitAttempt.result).toEqual({ reading: { percent: 100 }, listening: { percent: 100 }, passed: true });

  // the admin sees the attempt on the learner's page and on the dashboard
  await page.goto("/admin/users");
  await page.getByRole("cell", { name: learnerEmail }).click();
  await expect(page.getByText("Konsolenprüfung C1")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/4b-user.png`, fullPage: true });

  // the learner's data rights, exercised from the console: download everything, then delete the account
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Daten herunterladen (JSON)" }).click();
  const exported = JSON.parse(fs.readFileSync((await (await downloading).path())!, "utf8"));
  expect(exported.account.email).toBe(learnerEmail.toLowerCase());
  expect(exported.attempts).toHaveLength(1);
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: "Konto löschen" }).click();
  await expect(page.getByText("Das Konto wurde gelöscht.")).toBeVisible();
  await expect(page.getByRole("cell", { name: learnerEmail })).toHaveCount(0);
  await page.goto("/admin/");
  await expect(page.getByTestId("counts")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/5-dashboard-after.png`, fullPage: true });
});
