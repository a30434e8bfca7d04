import { registerNewUser } from "./support/app";
import { checkPage, expect, gotoIn, test } from "./support/fixtures";
import type { APIRequestContext, Page } from "@playwright/test";

/** Makes the signed-in user of the page a teacher (as an admin does in the console). */
async function promoteToTeacher(page: Page, request: APIRequestContext): Promise<void> {
  const login = await request.post("/graphql", {
    data: { query: `mutation { login(email: "admin@example.org", password: "admin-password-1") { token } }` },
  });
  const admin = (await login.json()).data.login.token as string;
  const id = await page.evaluate(() => localStorage.getItem("userIdNumber"));
  const promoted = await request.post("/graphql", {
    headers: { authorization: `Bearer ${admin}` },
    data: { query: `mutation($id: ID!) { adminUpdateUser(id: $id, input: { isTeacher: true }) { id } }`, variables: { id } },
  });
  expect((await promoted.json()).errors).toBeUndefined();
}

async function asToken(request: APIRequestContext, token: string) {
  const r = await request.post("/graphql", {
    headers: { authorization: `Bearer ${token}` },
    data: { query: "{ myAttempts { id } }" },
  });
  return (await r.json()) as { data?: unknown; errors?: { extensions: { code: string } }[] };
}

test.describe("integrations on the profile page", () => {
  test("a teacher creates a token (secret once), a script uses it, the teacher revokes it; adds and deletes a webhook", async ({
    page,
    request,
  }, testInfo) => {
    await registerNewUser(page);
    await page.goto("/profile");
    // a learner has no such section
    await expect(page.getByRole("region", { name: "Meine Daten" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Integrationen" })).toHaveCount(0);

    await promoteToTeacher(page, request);
    await page.reload();
    const section = page.getByRole("region", { name: "Integrationen" });
    const tokens = section.getByTestId("api-tokens");
    await tokens.getByRole("button", { name: "Token erstellen" }).click();
    await expect(tokens.getByTestId("field-error").first()).toHaveText("Bitte geben Sie dem Token einen Namen.");
    await tokens.getByLabel("Name").fill("Moodle-Export");
    await tokens.getByLabel("Läuft ab").selectOption("30");
    await tokens.getByRole("button", { name: "Token erstellen" }).click();
    const secret = (await tokens.getByTestId("secret-value").textContent())!;
    expect(secret).toMatch(/^dpat_[A-Za-z0-9_-]{43}$/);
    await expect(tokens.getByTestId("secret-once")).toContainText("nur dieses eine Mal");
    await checkPage(page, testInfo, "profile-integrations-de-1280");
    await tokens.getByRole("button", { name: "Fertig, ich habe es gespeichert" }).click();
    await expect(tokens.getByTestId("secret-once")).toHaveCount(0);
    const item = tokens.getByTestId("api-token");
    await expect(item).toContainText("Moodle-Export");
    await expect(item).toContainText(secret.slice(0, 9));
    await expect(item).not.toContainText(secret.slice(9));
    await expect(item.getByTestId("last-used")).toHaveText("zuletzt benutzt nie");

    // a script reads with it; the list then shows the last use
    expect((await asToken(request, secret)).errors).toBeUndefined();
    await expect
      .poll(async () => {
        await page.reload();
        return page.getByTestId("last-used").textContent();
      })
      .not.toBe("zuletzt benutzt nie");

    await page.getByRole("button", { name: "„Moodle-Export“ widerrufen" }).click();
    await page.getByRole("button", { name: "Jetzt widerrufen" }).click();
    await expect(page.getByTestId("api-tokens")).toContainText("Sie haben noch keine Tokens.");
    expect((await asToken(request, secret)).errors![0].extensions.code).toBe("UNAUTHENTICATED");

    const hooks = page.getByTestId("webhooks");
    await hooks.getByLabel("Adresse (https://…)").fill("ftp://example.org/x");
    await hooks.getByRole("button", { name: "Webhook hinzufügen" }).click();
    await expect(hooks.getByTestId("field-error")).toHaveText("Nur http- und https-Adressen sind erlaubt.");
    await hooks.getByLabel("Adresse (https://…)").fill("https://example.org/hooks/deutsch");
    await hooks.getByRole("checkbox", { name: /assessment\.created/ }).check();
    await hooks.getByRole("button", { name: "Webhook hinzufügen" }).click();
    await expect(hooks.getByTestId("secret-value")).toHaveText(/^whsec_/);
    await hooks.getByRole("button", { name: "Fertig, ich habe es gespeichert" }).click();
    const hook = hooks.getByTestId("webhook");
    await expect(hook).toContainText("https://example.org/hooks/deutsch");
    await expect(hook).toContainText("attempt.submitted, assessment.created");
    await hook.getByRole("button", { name: "Zustellungen" }).click();
    await expect(hook).toContainText("Noch nichts zugestellt.");
    await hook.getByRole("button", { name: "Löschen" }).click();
    await expect(hooks).toContainText("Sie haben noch keine Webhooks.");
  });

  test("the section in Arabic, right to left, at 360 px", async ({ page, request }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await registerNewUser(page);
    await promoteToTeacher(page, request);
    await gotoIn(page, "ar", "/ar/profile");
    const section = page.getByRole("region", { name: "التكاملات" });
    await section.getByLabel("الاسم").fill("تصدير");
    await section.getByRole("button", { name: "إنشاء رمز" }).click();
    await expect(section.getByTestId("secret-value")).toHaveText(/^dpat_/);
    await expect(section.getByRole("button", { name: "نسخ" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await checkPage(page, testInfo, "profile-integrations-ar-360");
  });
});
