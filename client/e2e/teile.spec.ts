import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { parse } from "yaml";
import { checkPage, expect, gotoIn, snapshot, test } from "./support/fixtures";

/**
 * Every module screen and navigator of the thirty shipped mocks show the official number of Teile: the blueprint's
 * (content/blueprints.yaml), not the pages (Goethe A1 Lesen, Teil 1 is two texts on two pages, still one Teil).
 * Each module is opened at its first page (its intro), then begun (its navigator); no exam is walked through, and
 * after the first page load the app moves between addresses as Back and Forward do (no reload per screen).
 */
const CONTENT = join(import.meta.dirname, "..", "..", "content");
type Skill = "reading" | "listening" | "writing" | "speaking";
const GERMAN: Record<Skill, string> = { reading: "Lesen", listening: "Hören", writing: "Schreiben", speaking: "Sprechen" };

const blueprints = parse(readFileSync(join(CONTENT, "blueprints.yaml"), "utf8")) as Record<
  string,
  Partial<Record<Skill, { teile: unknown[] }>>
>;

/** A block's module, as the exam file types it. */
const skillOf = (type: string): Skill =>
  type === "writing" || type === "speaking" ? type : type.startsWith("listening") ? "listening" : "reading";

interface Mock {
  key: string;
  name: string;
  /** the modules in page order: where each begins and how many Teile its blueprint gives it */
  modules: { skill: Skill; firstPage: number; teile: number }[];
}

const mocks: Mock[] = readdirSync(join(CONTENT, "exams"))
  .filter((f) => f.endsWith(".yaml"))
  .sort()
  .map((file) => {
    const exam = parse(readFileSync(join(CONTENT, "exams", file), "utf8")) as {
      family: string;
      level: string;
      name: string;
      blocks: { type: string }[];
    };
    const key = `${exam.family}-${exam.level}`;
    const modules: Mock["modules"] = [];
    exam.blocks.forEach((b, i) => {
      const skill = skillOf(b.type);
      if (!modules.some((m) => m.skill === skill))
        modules.push({ skill, firstPage: i + 1, teile: blueprints[key][skill]!.teile.length });
    });
    return { key, name: exam.name, modules };
  });

/** The published exams' ids by name (the level pages' list). */
async function examIds(request: APIRequestContext): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const family of ["GOETHE", "TELC"]) {
    const res = await request.post("/graphql", { data: { query: `{ levels(family: ${family}) { exams { id name } } }` } });
    const json = (await res.json()) as { data: { levels: { exams: { id: string; name: string }[] }[] } };
    for (const level of json.data.levels) for (const e of level.exams) ids.set(e.name, e.id);
  }
  return ids;
}

/** Opens an address: loads the app the first time, then moves within it as the browser's history does. */
async function visit(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith("http")) return void (await page.goto(path));
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

/** A module's intro at its first page, then begun: the intro's "n Teile" and the navigator's buttons. */
async function moduleScreens(page: Page, mock: Mock, examId: string, m: Mock["modules"][number]): Promise<void> {
  await visit(page, `/exam/${examId}?page=${m.firstPage}`);
  await expect(page.locator(".exam-title")).toHaveText(mock.name);
  await expect(page.getByTestId("module-intro")).toContainText(GERMAN[m.skill]);
  await expect(page.getByTestId("intro-parts")).toHaveText(m.teile === 1 ? "1 Teil" : `${m.teile} Teile`);
  await page.getByTestId("module-start").click();
  await expect(page.getByTestId("page-indicator")).toContainText(`${GERMAN[m.skill]} · Teil 1 von ${m.teile}`);
  await expect(page.getByTestId("part-nav").getByRole("button")).toHaveCount(m.teile);
}

// the family-levels are independent: spread over the workers
test.describe.configure({ mode: "parallel" });

test("the shipped mocks are thirty, three per family and level, each with a blueprint", () => {
  expect(mocks).toHaveLength(30);
  expect(new Set(mocks.map((m) => m.key)).size).toBe(10);
});

for (const key of Object.keys(blueprints)) {
  test(`${key}: every module screen and navigator shows the blueprint's Teile (de)`, async ({ page, request }) => {
    const ids = await examIds(request);
    for (const mock of mocks.filter((m) => m.key === key)) {
      const id = ids.get(mock.name);
      expect(id, `${mock.name} is published`).toBeTruthy();
      for (const m of mock.modules) await moduleScreens(page, mock, id!, m);
    }
  });
}

test("Goethe B1's level page; Goethe A1 Lesen, one Teil of two texts, on paper and in the player (de at 1280 px, ar at 360 px)", async ({
  page,
  request,
}, testInfo) => {
  // the level page counts Teile too: Goethe B1 has 5 + 4 + 3 + 3, on 16 pages
  await page.goto("/goethe-tests/goethe-zertifikat-b1");
  const b1 = mocks.find((m) => m.key === "goethe-B1")!;
  const b1Teile = b1.modules.reduce((n, m) => n + m.teile, 0);
  expect(b1Teile).toBe(15);
  await expect(page.getByTestId("exam-list").locator(".exam-item").filter({ hasText: b1.name })).toContainText(
    `${b1Teile} Teile`,
  );
  const mock = mocks.find((m) => m.key === "goethe-A1")!;
  const id = (await examIds(request)).get(mock.name)!;
  // on paper: the cover, each page's heading and the answer sheet's rows count the same Teile
  await page.goto(`/exam/${id}/print`);
  const doc = page.getByTestId("print-doc");
  await expect(doc.getByTestId("print-cover")).toContainText("Lesen: 3 Teile");
  await expect(doc.getByTestId("print-module").first().locator(".print-part > h3")).toHaveText([
    "Lesen, Teil 1 von 3 · Text 1 von 2",
    "Lesen, Teil 1 von 3 · Text 2 von 2",
    "Lesen, Teil 2 von 3",
    "Lesen, Teil 3 von 3",
  ]);
  await expect(
    doc.getByTestId("print-answer-sheet").locator(".print-answer-module").first().locator(".print-answer-part"),
  ).toHaveText(["Teil 1", "Teil 2", "Teil 3"]);
  await page.goto(`/exam/${id}`);
  await expect(page.getByTestId("intro-parts")).toHaveText("3 Teile");
  await snapshot(page, testInfo, "teile-intro-de");
  await page.getByTestId("module-start").click();
  await expect(page.getByTestId("page-indicator")).toHaveText("Lesen · Teil 1 von 3 · Text 1 von 2");
  const nav = page.getByTestId("part-nav");
  await expect(nav.getByRole("button")).toHaveCount(3);
  await expect(nav.getByRole("button").first()).toHaveAccessibleName("Teil 1 (2 Texte), noch nicht bearbeitet");
  await expect(page.getByTestId("next-page")).toHaveText("Nächster Text");
  await checkPage(page, testInfo, "teile-navigator-de");
  // the hand-in lists the open items per Teil: Teil 1's two texts together
  await nav.getByRole("button").nth(2).click();
  await expect(page.getByTestId("page-indicator")).toHaveText("Lesen · Teil 3 von 3");
  await page.getByTestId("next-page").click();
  await expect(page.getByTestId("hand-in").getByRole("listitem")).toHaveText([
    "Teil 1: 5 Aufgaben offen",
    "Teil 2: 5 Aufgaben offen",
    "Teil 3: 5 Aufgaben offen",
  ]);

  await page.setViewportSize({ width: 360, height: 740 });
  await gotoIn(page, "ar", `/exam/${id}?page=2`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("page-indicator")).toHaveText("القراءة · الجزء 1 من 3 · النص 2 من 2");
  await expect(nav.getByRole("button")).toHaveCount(3);
  await expect(nav.getByRole("button").first()).toHaveAttribute("aria-current", "step");
  await expect(page.getByTestId("previous-page")).toHaveText("النص السابق");
  await expect(page.getByTestId("next-page")).toHaveText("الجزء التالي");
  await checkPage(page, testInfo, "teile-navigator-ar-360");
  const listening = mock.modules.find((m) => m.skill === "listening")!;
  await page.goto(`/exam/${id}?page=${listening.firstPage}`);
  await expect(page.getByTestId("intro-parts")).toHaveText("3 أجزاء");
  await checkPage(page, testInfo, "teile-intro-ar-360");
});
