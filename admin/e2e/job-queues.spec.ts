import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "../../scripts/e2e/csp.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const SHOTS = path.join(here, "..", "test-results", "shots");

test("an admin sees the background queues: waiting, running, failed and the last error", async ({ page }) => {
  await page.goto("/admin/");
  await page.locator('input[name="username"]').fill("admin@example.org");
  await page.locator('input[name="password"]').fill("admin-password-1");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByText("Veröffentlichte Prüfungen")).toBeVisible();

  await page.getByRole("menuitem", { name: "Hintergrundaufträge" }).click();
  for (const header of ["Warteschlange", "Wartend", "Laufend", "Fehlgeschlagen", "Letzter Fehler"])
    await expect(page.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
  const rows = page.getByRole("row");
  await expect(rows.filter({ hasText: "Audio-Normalisierung (Uploads der Konsole)" })).toContainText("0");
  await expect(rows.filter({ hasText: "Webhook-Zustellungen" })).toContainText("0");

  await page.screenshot({ path: `${SHOTS}/job-queues-1280.png`, fullPage: true });
  // a phone: one card per queue with its counts, no sideways scrolling
  await page.setViewportSize({ width: 360, height: 900 });
  await expect(page.getByText("Wartend 0 · Laufend 0 · Fehlgeschlagen 0").first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/job-queues-360.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
