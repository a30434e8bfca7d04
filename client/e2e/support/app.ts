import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now()}-${process.pid}-${counter}@example.org`;
}

/** The id of a fixture exam: by default the one with every answer type (e2e/fixtures/e2e-all-types.yaml). */
export async function fixtureExamId(request: APIRequestContext, name = "E2E: Alle Aufgabentypen"): Promise<string> {
  const res = await request.post("/graphql", {
    data: { query: '{ level(family: GOETHE, slug: "goethe-zertifikat-b1") { exams { id name } } }' },
  });
  const json = (await res.json()) as { data: { level: { exams: { id: string; name: string }[] } } };
  const exam = json.data.level.exams.find((e) => e.name === name);
  if (!exam) throw new Error("fixture exam not loaded");
  return exam.id;
}

export async function registerViaForm(page: Page, email: string, name = "Lina Test"): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Passwort").fill("geheim-12345");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByTestId("register-submit").click();
}

export async function registerNewUser(page: Page, email = uniqueEmail("learner")): Promise<string> {
  await page.goto("/register");
  await registerViaForm(page, email);
  await expect(page.getByTestId("dialog")).toContainText("Erfolgreich registriert");
  await page.getByTestId("dialog").getByRole("button", { name: "OK" }).click();
  return email;
}

export async function waitSaved(page: Page): Promise<void> {
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-state", "saved");
}

export type Mode = "right" | "mixed";

/** The module's intro: its parts and minutes; "… beginnen" starts its clock and shows its first part. */
export async function beginModule(page: Page, skill: string): Promise<void> {
  const intro = page.getByTestId("module-intro");
  await expect(intro).toBeVisible();
  await intro.getByRole("button", { name: `${skill} beginnen` }).click();
  await expect(page.getByTestId("page-indicator")).toContainText(`${skill} · Teil 1 von`);
}

/** The end of a module: the summary of open items, "Abgeben" and its confirmation. */
export async function handInModule(page: Page): Promise<void> {
  await expect(page.getByTestId("hand-in")).toBeVisible();
  await page.getByTestId("hand-in-open").click();
  await page.getByTestId("hand-in-confirm").click();
}

/**
 * Answers the fixture exam page by page, covering every answer type: true/false, multiple choice
 * with text and with pictures, typed gaps at the end, middle and beginning of a sentence, a
 * drop-down gap with 16 options, matching against the pool, and a listening page. Each module starts
 * from its intro and ends with its hand-in.
 */
export async function answerFixtureExam(page: Page, mode: Mode, onPage?: (n: number) => Promise<void>): Promise<void> {
  const next = page.getByTestId("next-page");
  await beginModule(page, "Lesen");
  // Page 1: reading, true/false + text choice + three typed gaps.
  await expect(page.getByTestId("page-indicator")).toContainText("Lesen · Teil 1 von 3");
  await page.getByRole("group", { name: "1. Paul wartet auf seine Schwester." }).getByLabel("Richtig").check();
  await page
    .getByRole("group", { name: "2. Wo wartet Paul?" })
    .getByLabel(mode === "right" ? "Am Bahnhof" : "Im Café")
    .check();
  await page.getByLabel("Lücke in Aufgabe 3").fill("Köln");
  await page.getByLabel("Lücke in Aufgabe 4").fill(mode === "right" ? "Zug" : "Bus");
  await page.getByLabel("Lücke in Aufgabe 5").fill("Anna");
  await waitSaved(page);
  await onPage?.(1);
  await next.click();
  // Page 2: picture choice.
  await expect(page.getByTestId("page-indicator")).toContainText("Lesen · Teil 2 von 3");
  await page.getByRole("group", { name: "6. Welches Bild zeigt die richtige Situation?" }).getByRole("radio").first().check();
  await waitSaved(page);
  await onPage?.(2);
  await next.click();
  // Page 3: drop-down gap (16 options) and matching against the pool (letters as a radio group).
  await expect(page.getByTestId("page-indicator")).toContainText("Lesen · Teil 3 von 3");
  const gap = page.getByLabel("Lücke in Aufgabe 1");
  await expect(gap.locator("option")).toHaveCount(17);
  await gap.selectOption("über");
  await page
    .getByRole("group", { name: "8. Sie suchen ein Fahrrad." })
    .getByRole("radio", { name: mode === "right" ? "a – Anzeige A – Fahrräder" : "b – Anzeige B – Wohnungen" })
    .check();
  await waitSaved(page);
  await onPage?.(3);
  await next.click();
  await handInModule(page);
  // Page 4: listening.
  await beginModule(page, "Hören");
  await expect(page.getByTestId("page-indicator")).toContainText("Hören · Teil 1 von 1");
  await expect(page.getByTestId("audio-player")).toBeVisible();
  await page
    .getByRole("group", { name: "9. Der Zug fährt von Gleis drei." })
    .getByLabel(mode === "right" ? "Ja" : "Nein")
    .check();
  await waitSaved(page);
  await onPage?.(4);
  await next.click();
  await handInModule(page);
}
