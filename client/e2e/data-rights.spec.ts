import { readFileSync } from "node:fs";
import { registerNewUser } from "./support/app";
import { checkPage, expect, gotoIn, test } from "./support/fixtures";

test.describe("the learner's data rights on the profile page", () => {
  test("download my data, then delete the account with the password (a wrong one is refused in German)", async ({
    page,
  }, testInfo) => {
    const email = await registerNewUser(page);
    await page.goto("/profile");
    const section = page.getByRole("region", { name: "Meine Daten" });

    const download = page.waitForEvent("download");
    await section.getByRole("button", { name: "Meine Daten herunterladen" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^deutschpruefung-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await file.path())!, "utf8")) as { account: { email: string } };
    expect(exported.account.email).toBe(email);

    await section.getByRole("button", { name: "Konto löschen …" }).click();
    await section.getByRole("button", { name: "Konto endgültig löschen" }).click();
    await expect(section.getByTestId("field-error")).toHaveText("Bitte geben Sie Ihr Passwort ein.");
    await section.getByLabel("Ihr Passwort").fill("falsch-123");
    await section.getByRole("button", { name: "Konto endgültig löschen" }).click();
    await expect(section.getByTestId("field-error")).toContainText("Passwort");
    await checkPage(page, testInfo, "profile-data-rights-de");

    await section.getByLabel("Ihr Passwort").fill("geheim-12345");
    await section.getByRole("button", { name: "Konto endgültig löschen" }).click();
    await expect(page.getByTestId("dialog")).toContainText("Konto gelöscht");
    expect(await page.evaluate(() => localStorage.getItem("userToken"))).toBeNull();

    // The account is gone: signing in with it fails.
    await page.getByTestId("dialog").getByRole("button", { name: "OK" }).click();
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Passwort").fill("geheim-12345");
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page.getByTestId("dialog")).toContainText("Falsche Email oder falsches Passwort.");
  });

  test("the section in Arabic, right to left, at 360 px", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await registerNewUser(page);
    await gotoIn(page, "ar", "/ar/profile");
    const section = page.getByRole("region", { name: "بياناتي" });
    await expect(section.getByRole("button", { name: "تنزيل بياناتي" })).toBeVisible();
    await section.getByRole("button", { name: "حذف الحساب …" }).click();
    await expect(section.getByLabel("كلمة المرور")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await checkPage(page, testInfo, "profile-data-rights-ar-360");
  });
});
