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

/**
 * Full-page screenshots are for people looking at the pages: taken on a developer's machine, and in CI only with
 * E2E_SCREENSHOTS=1 (nobody looks at them there; a failing test still gets its own screenshot).
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === "1" || !process.env.CI;

/** Keeps a full-page screenshot as a test artifact (attached to the report and written to client/screenshots/). */
export async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: "disabled" });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/** The pages this worker has had axe check, by name without its width ("result-ar-360" and "result-ar-1280" are one). */
const axeChecked = new Set<string>();

/**
 * Screenshot plus axe check: what every page visit in the suite ends with. axe runs once per page and language in a
 * worker: the same page at another width has the same names, roles and colours (the widths' layouts are asserted by
 * the tests themselves: no sideways scrolling, what is visible).
 */
export async function checkPage(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await snapshot(page, testInfo, name);
  const key = name.replace(/-\d{3,4}(x\d{3,4})?$/, "");
  if (axeChecked.has(key)) return;
  axeChecked.add(key);
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
