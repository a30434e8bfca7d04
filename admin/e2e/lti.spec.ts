import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "../../scripts/e2e/csp.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const SHOTS = path.join(here, "..", "test-results", "shots");

test("an admin reads the tool's values to paste and registers a learning platform", async ({ page, baseURL }) => {
  await page.goto("/admin/");
  await page.locator('input[name="username"]').fill("admin@example.org");
  await page.locator('input[name="password"]').fill("admin-password-1");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByText("Veröffentlichte Prüfungen")).toBeVisible();

  await page.getByRole("menuitem", { name: "Lernplattformen (LTI)" }).click();
  const origin = new URL(baseURL!).origin;
  await expect(page.getByTestId("lti-login_url")).toHaveText(`${origin}/lti/login`);
  await expect(page.getByTestId("lti-launch_url")).toHaveText(`${origin}/lti/launch`);
  await expect(page.getByTestId("lti-jwks_url")).toHaveText(`${origin}/lti/jwks`);
  await expect(page.getByTestId("lti-deep_linking_url")).toHaveText(`${origin}/lti/launch`);
  await expect(page.getByText("Noch keine Plattform registriert.")).toBeVisible();

  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("Name").fill("Moodle der Schule");
  await field("Plattform-ID (Issuer)").fill("https://moodle.school.example");
  await field("Client-ID").fill("AbC123");
  await field("Deployment-IDs").fill("1\n2");
  await field("URL der Authentifizierungsanfrage").fill("http://moodle.school.example/mod/lti/auth.php");
  await field("URL des Zugriffstokens").fill("https://moodle.school.example/mod/lti/token.php");
  await page
    .getByRole("textbox", { name: "URL des öffentlichen Schlüssels" })
    .fill("https://moodle.school.example/mod/lti/certs.php");
  await page.getByRole("button", { name: "Plattform registrieren" }).click();
  // plain http only on the same host or network: the field says so, nothing is lost
  await expect(field("URL der Authentifizierungsanfrage")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/^Eine https-Adresse/).first()).toBeVisible();
  await expect(field("Client-ID")).toHaveValue("AbC123");

  await field("URL der Authentifizierungsanfrage").fill("https://moodle.school.example/mod/lti/auth.php");
  await page.getByRole("button", { name: "Plattform registrieren" }).click();
  await expect(page.getByText("Plattform registriert")).toBeVisible();
  await expect(page.getByTestId("lti-platform")).toContainText("Moodle der Schule");
  await expect(page.getByTestId("lti-platform")).toContainText("Deployment-IDs: 1, 2");

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/lti-platforms-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});
