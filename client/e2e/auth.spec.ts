import { registerNewUser, uniqueEmail } from "./support/app";
import { checkPage, expect, test } from "./support/fixtures";

test.describe("accounts", () => {
  test("the register form's four messages and its loading state", async ({ page }, testInfo) => {
    await page.goto("/register");
    await page.getByTestId("register-submit").click();
    const errors = page.getByTestId("field-error");
    await expect(errors).toHaveText(["Email ist erforderlich.", "Passwort ist erforderlich.", "Name ist erforderlich."]);
    await expect(page.getByLabel("Email")).toBeFocused();
    await page.getByLabel("Email").fill("keine-adresse");
    await page.getByTestId("register-submit").click();
    await expect(errors.first()).toHaveText("Ungültige Email-Adresse.");
    await checkPage(page, testInfo, "register-errors-de");

    // Loading state while the request runs.
    await page.route("**/graphql", async (route) => {
      if (route.request().postData()?.includes("mutation Register")) await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    // before anything is sent, the form says what will happen, not that a mail has arrived
    await expect(page.getByRole("main")).toContainText("Nach der Registrierung schicken wir Ihnen eine E-Mail");
    await expect(page.getByRole("main")).not.toContainText("erhalten");
    const email = uniqueEmail("reg");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Passwort").fill("geheim-12345");
    await page.getByLabel("Name", { exact: true }).fill("Omar");
    await page.getByRole("main").getByLabel("Land (optional)").selectOption({ label: "Österreich" });
    await page.getByRole("main").getByLabel("Sprache (optional)").selectOption({ label: "Arabisch" });
    await page.getByTestId("register-submit").click();
    await expect(page.getByTestId("register-submit")).toBeDisabled();
    await expect(page.getByTestId("register-submit")).toHaveText("Registrierung läuft …");
    await expect(page.getByTestId("dialog")).toContainText("Erfolgreich registriert");
    await expect(page.getByTestId("dialog")).toContainText(`Wir senden Ihnen eine Bestätigungs-E-Mail an ${email}.`);
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("button", { name: "Konto" })).toBeVisible();
  });

  test("login, logout, wrong password, forgetpassword", async ({ page }, testInfo) => {
    const email = await registerNewUser(page);
    await page.getByRole("button", { name: "Konto" }).click();
    await page.getByRole("button", { name: "Abmelden" }).click();
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Anmelden" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("userToken"))).toBeNull();

    await page.goto("/login");
    await checkPage(page, testInfo, "login-de");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Passwort").fill("falsch");
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page.getByTestId("dialog")).toContainText("Falsche Email oder falsches Passwort.");
    await page.getByTestId("dialog").getByRole("button", { name: "OK" }).click();
    await page.getByLabel("Passwort").fill("geheim-12345");
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page.getByTestId("dialog")).toContainText("Sie haben sich erfolgreich angemeldet");
    await expect(page).toHaveURL(/\/goethe-tests$/);

    await page.goto("/forgetpassword");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "schicken" }).click();
    await expect(page.getByTestId("dialog")).toContainText("wurde gesendet");
    await checkPage(page, testInfo, "forgetpassword-de");
  });

  test("profile: selects with the spec's lists, save, photo upload", async ({ page }, testInfo) => {
    await registerNewUser(page);
    await page.goto("/profile");
    const main = page.getByRole("main");
    const country = main.getByLabel("Land");
    await expect(country.locator("option")).toHaveText([
      "Bitte wählen",
      "Deutschland",
      "Österreich",
      "Schweiz",
      "Niederlande",
      "Frankreich",
      "Polen",
      "Tschechische Republik",
      "Ungarn",
      "Dänemark",
      "Großbritanien",
      "USA",
      "Brasilien",
      "China",
      "Indien",
      "andere",
    ]);
    await expect(main.getByLabel("Sprache", { exact: true }).locator("option")).toHaveText([
      "Bitte wählen",
      "Arabisch",
      "Deutsch",
      "Englisch",
      "Französisch",
      "Spanisch",
      "andere",
    ]);
    await country.selectOption({ label: "Schweiz" });
    await page.getByLabel("Handynummer").fill("+41 79 123 45 67");
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    await page.getByLabel("Foto auswählen").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByTestId("dialog")).toContainText("Gespeichert");
    await page.getByTestId("dialog").getByRole("button", { name: "OK" }).click();
    await page.reload();
    await expect(main.getByLabel("Land")).toHaveValue("CH");
    await expect(page.locator("img.avatar")).toBeVisible();
    await checkPage(page, testInfo, "profile-de");
  });

  test("reset-password and google callback pages; result without login links to login and register", async ({
    page,
  }, testInfo) => {
    await page.goto("/reset-password");
    await expect(page.getByRole("alert")).toBeVisible();
    await page.goto("/de/reset-password?token=abc");
    await page.getByLabel("Neues Passwort").fill("neu-12345678");
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page.getByTestId("dialog")).toBeVisible();
    await checkPage(page, testInfo, "reset-password-de");

    await page.goto("/google/callback#code=falsch");
    await expect(page.getByTestId("error-state")).toBeVisible();
    await checkPage(page, testInfo, "google-callback-error-de");

    await page.goto("/ar/result?examId=1");
    await expect(page.getByTestId("login-first")).toContainText("يرجى تسجيل الدخول أولاً");
    await expect(page.getByTestId("login-first").getByRole("link")).toHaveCount(2);
    await checkPage(page, testInfo, "result-logged-out-ar");
  });

  test("register and login pages in Arabic", async ({ page }, testInfo) => {
    await page.goto("/ar/register");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByTestId("register-submit").click();
    await expect(page.getByTestId("field-error").first()).toHaveText("البريد الإلكتروني مطلوب.");
    await checkPage(page, testInfo, "register-ar");
    await page.goto("/ar/login");
    await checkPage(page, testInfo, "login-ar");
  });
});
