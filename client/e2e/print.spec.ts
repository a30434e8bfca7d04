import type { Page } from "@playwright/test";
import { fixtureExamId } from "./support/app";
import { checkPage, expect, test } from "./support/fixtures";

/** Pages of the PDF Chromium prints from the page as it stands (print media, A4 from the print stylesheet). */
async function pdfPages(page: Page): Promise<number> {
  await expect.poll(() => page.evaluate(() => [...document.images].every((i) => i.complete))).toBe(true);
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  return (pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

/** The PDF's page count with only these sections of the printed mock left in. */
async function pagesOf(page: Page, keep: string[]): Promise<number> {
  const hide = (ids: string[], on: boolean) =>
    page.evaluate(
      ([ids, on]) => {
        for (const el of document.querySelectorAll<HTMLElement>(".print-doc > *")) {
          if (!ids.includes(el.dataset.testid ?? "")) el.style.display = on ? "none" : "";
        }
      },
      [ids, on] as const,
    );
  await hide(keep, true);
  const n = await pdfPages(page);
  await hide(keep, false);
  return n;
}

const TASKS = ["print-cover", "print-module", "print-answer-sheet"];
const KEY_PARTS = ["print-key", "print-transcripts"];

test.describe("printing a mock", () => {
  test("a teacher prints the pages, the answer sheet and then the key and transcripts on pages of their own; a learner gets no key", async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const examId = await fixtureExamId(request);
    const login = await request.post("/graphql", {
      data: { query: `mutation { login(email: "admin@example.org", password: "admin-password-1") { token user { id } } }` },
    });
    const { token, user } = (await login.json()).data.login as { token: string; user: { id: string } };
    await page.addInitScript(
      ([t, id]) => {
        localStorage.setItem("userToken", t);
        localStorage.setItem("userIdNumber", id);
      },
      [token, user.id],
    );
    // where a teacher looks for it: beside the exam on its level's page
    await page.goto("/goethe-tests/goethe-zertifikat-b1");
    await page.getByRole("link", { name: "Drucken: E2E: Alle Aufgabentypen" }).click();
    await expect(page).toHaveURL(new RegExp(`/exam/${examId}/print$`));
    const doc = page.getByTestId("print-doc");
    await expect(doc.getByTestId("print-key")).toContainText("Lösungsschlüssel");
    await expect(doc.getByTestId("print-key")).toContainText("über");
    await expect(doc.getByTestId("print-transcripts")).toContainText("Der Zug nach Köln fährt heute von Gleis drei.");
    await checkPage(page, testInfo, "print-teacher-de-1280");

    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".site-header")).toBeHidden();
    await expect(page.getByTestId("print-toolbar")).toBeHidden();
    await expect(doc).toHaveCSS("color", "rgb(0, 0, 0)");
    const all = await pdfPages(page);
    const tasks = await pagesOf(page, TASKS);
    const keyParts: number[] = [];
    for (const part of KEY_PARTS) keyParts.push(await pagesOf(page, [part]));
    // each part of the key starts on a page of its own: the whole is the tasks' pages plus each part's
    expect(tasks).toBeGreaterThanOrEqual(3);
    expect(keyParts.every((n) => n >= 1)).toBe(true);
    expect(all).toBe(tasks + keyParts.reduce((a, b) => a + b, 0));

    // a visitor (here in Arabic, on a phone): the same pages, German paper, no key asked for or shown
    const visitor = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const learner = await visitor.newPage();
    await learner.addInitScript(() => localStorage.setItem("preferredLanguage", "ar"));
    const asked: string[] = [];
    learner.on("request", (r) => {
      if (r.url().endsWith("/graphql")) asked.push(r.postData() ?? "");
    });
    await learner.goto(`/exam/${examId}/print`);
    await expect(learner.getByTestId("print-doc")).toContainText("Antwortbogen");
    await expect(learner.getByRole("button", { name: "طباعة" })).toBeVisible();
    await expect(learner.getByTestId("print-key")).toHaveCount(0);
    await expect(learner.getByTestId("print-transcripts")).toHaveCount(0);
    expect(await learner.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await checkPage(learner, testInfo, "print-learner-ar-360");
    expect(asked.some((body) => body.includes("printKey"))).toBe(false);
    await learner.emulateMedia({ media: "print" });
    expect(await pdfPages(learner)).toBe(tasks);
    await visitor.close();
  });
});
