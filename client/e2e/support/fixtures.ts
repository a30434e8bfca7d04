import { mkdirSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Page, type TestInfo } from "@playwright/test";
import { expect, test as cspTest } from "../../../scripts/e2e/csp.mjs";

export const SCREENSHOT_DIR = join(import.meta.dirname, "..", "..", "screenshots");

/** Runs axe-core on the page and fails on any serious or critical violation. */
export async function expectAccessible(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // Legacy mode runs axe in the page itself: the default (runPartial) opens a second page for every check to
  // finish the run there, twice the time, for frames from other origins that no page of the product has.
  // Only violations are collected in full (passes and the rest one node each): a third less time on long pages.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  if (bad.length) {
    await testInfo.attach(`axe-${name}.json`, { body: JSON.stringify(bad, null, 2), contentType: "application/json" });
  }
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    `axe violations on ${name}`,
  ).toEqual([]);
}

/** Keeps a full-page screenshot as a test artifact (attached to the report and written to client/screenshots/). */
export async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: "disabled" });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/** Screenshot plus axe check: what every page visit in the suite ends with. */
export async function checkPage(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await snapshot(page, testInfo, name);
  await expectAccessible(page, testInfo, name);
}

/** Opens a page with the interface language chosen beforehand (as a returning visitor would have it). */
export async function gotoIn(page: Page, lang: string, path: string): Promise<void> {
  await page.addInitScript((l) => window.localStorage.setItem("preferredLanguage", l), lang);
  await page.goto(path);
}

/** Every test fails on a Content-Security-Policy violation of its page. */
export const test = cspTest;
export { expect };
