import path from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../../scripts/e2e/csp.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const SHOTS = path.join(here, "..", "test-results", "shots");

async function choose(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: typeof option === "string" }).click();
}
const save = (page: Page) => page.getByRole("button", { name: "Speichern" }).click();

/** No serious or critical axe violation in what this journey adds (react-admin's own app bar is left out). */
async function accessible(page: Page, name: string, scope: string) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .include(scope)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    `axe on ${name}`,
  ).toEqual([]);
}

/** Full-page screenshots at 1280 and 360 px. */
async function shots(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test("an admin edits a rubric, authors a writing task and sees it in the preview as a learner would", async ({ page }) => {
  await page.goto("/admin/");
  await page.locator('input[name="username"]').fill("admin@example.org");
  await page.locator('input[name="password"]').fill("admin-password-1");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByText("Veröffentlichte Prüfungen")).toBeVisible();

  // the rubric: a French label, and points that must fall to 0
  await page.getByRole("menuitem", { name: "Bewertungsbögen" }).click();
  await page.getByText("goethe-B1-email", { exact: true }).click();
  await expect(page.locator('input[name="criteria.0.key"]')).toHaveValue("erfuellung");
  await page.locator('input[name="criteria.0.label.fr"]').fill("Réalisation de la tâche");
  await page.locator('input[name="criteria.1.bands.1.points"]').fill("12");
  await save(page);
  await expect(page.getByText("Die Punkte fallen vom besten Band an und enden bei 0.")).toBeVisible();
  await accessible(page, "rubric-edit", "form");
  await shots(page, "w-rubric-edit");
  await page.locator('input[name="criteria.1.bands.1.points"]').fill("7.5");
  await save(page);
  await expect(page.getByText("goethe-B1-email", { exact: true })).toBeVisible(); // back on the list
  await page.getByText("goethe-B1-email", { exact: true }).click();
  await expect(page.locator('input[name="criteria.0.label.fr"]')).toHaveValue("Réalisation de la tâche");

  // an exam with a writing module
  await page.goto("/admin/exams/create");
  await choose(page, /Stufe/, /goethe B1 – Goethe B1/);
  await page.locator('input[name="name"]').fill("Schreibprüfung (Konsole)");
  await page.locator('input[name="readingMinutes"]').fill("65");
  await page.locator('input[name="listeningMinutes"]').fill("40");
  await page.locator('input[name="writingMinutes"]').fill("60");
  await save(page);
  await expect(page.getByTestId("module-minutes")).toHaveText("Lesen 65 Min. · Hören 40 Min. · Schreiben 60 Min.");
  const examId = page.url().match(/exams\/(\d+)\/show/)![1];

  // a writing part and its task
  await page.getByRole("link", { name: "Teil hinzufügen" }).click();
  await choose(page, /Art/, "Schreiben");
  await page.locator('input[name="title"]').fill("Schreiben, Teil 1");
  await save(page);
  await expect(page.getByTestId("sub-questions")).toBeVisible();
  await page.getByRole("link", { name: "Aufgabe hinzufügen" }).click();
  await choose(page, /Antwortart/, "Schreibaufgabe");
  await page.locator(".ProseMirror").first().click();
  await page.keyboard.type("Ihre Freundin Clara hat Sie zum Geburtstag eingeladen. Schreiben Sie ihr eine E-Mail.");
  const points: [string, string][] = [
    ["Bedanken Sie sich für die Einladung.", "danke, Dank, Einladung"],
    ["Sagen Sie, warum Sie nicht kommen können.", "leider, weil, arbeiten"],
  ];
  for (const [i, [text, keywords]] of points.entries()) {
    await page.getByRole("button", { name: "Hinzufügen" }).first().click();
    await page.locator(`input[name="points.${i}.text"]`).fill(text);
    await page.locator(`input[name="points.${i}.keywords"]`).fill(keywords);
  }
  await page.locator('input[name="minWords"]').fill("120");
  await page.locator('input[name="maxWords"]').fill("100");
  await choose(page, /Bewertungsbogen/, /^goethe-B1-email/);
  await page.locator(".ProseMirror").nth(1).click();
  await page.keyboard.type("Liebe Clara, vielen Dank für deine Einladung!");
  await save(page);
  // the server names the field
  await expect(page.getByText("Die Mindestzahl darf nicht über der Höchstzahl liegen.")).toBeVisible();
  await page.locator('input[name="minWords"]').fill("70");
  await save(page);
  await expect(page.getByTestId("sub-questions")).toBeVisible();
  await expect(page.getByTestId("sub-questions")).toContainText("Schreibaufgabe");

  // the preview shows it as the learner sees it
  await page.goto(`/admin/preview/${examId}/1`);
  const writing = page.getByTestId("preview-page").getByTestId("writing");
  await expect(writing).toContainText("Ihre Freundin Clara hat Sie zum Geburtstag eingeladen.");
  await expect(writing.locator(".writing-points")).toHaveText(/Bedanken Sie sich für die Einladung\.\s*Sagen Sie, warum/);
  await expect(writing).toContainText("Ziel: 70–100 Wörter");
  await expect(writing.getByRole("textbox")).toHaveAttribute("spellcheck", "false");
  await expect(page.getByTestId("preview-model")).toHaveCount(0);
  await page.getByLabel("Lösungen zeigen").check();
  await expect(page.getByTestId("preview-rubric")).toContainText(
    "Bewertet nach: Goethe B1, Schreiben: persönliche E-Mail (höchstens 20 Punkte)",
  );
  await expect(page.getByTestId("preview-rubric")).toContainText("A 10 · B 7,5 · C 5 · D 2,5 · E 0");
  await expect(page.getByTestId("preview-model")).toContainText("Liebe Clara, vielen Dank für deine Einladung!");
  await accessible(page, "preview-writing", '[data-testid="preview-page"]');
  await shots(page, "w-preview-writing");
});
