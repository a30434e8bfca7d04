import { checkPage, expect, gotoIn, test } from "./support/fixtures";

test.describe("site: home, levels, language, 404", () => {
  test("home in German: description, level images, header and footer", async ({ page }, testInfo) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deutschprüfungen üben");
    await expect(page.getByText("Willkommen!")).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    for (const name of ["Startseite", "Goethe", "telc", "Einstufungstest", "Anmelden", "Registrieren"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Goethe A1 Prüfungen" })).toHaveAttribute(
      "href",
      "/goethe-tests/goethe-zertifikat-a1",
    );
    await expect(footer.getByRole("link", { name: "telc B2 Modelltests" })).toBeVisible();
    // every level with mocks, C1 included
    await expect(footer.getByRole("link", { name: "Goethe C1 Prüfungen" })).toHaveAttribute(
      "href",
      "/goethe-tests/goethe-zertifikat-c1",
    );
    await expect(footer.getByRole("link", { name: "telc C1 Modelltests" })).toHaveAttribute(
      "href",
      "/telc-tests/telc-deutsch-c1",
    );
    await expect(page.locator(".image-grid img")).toHaveCount(6);
    await checkPage(page, testInfo, "home-de");
  });

  test("a teacher's header (the most links) keeps one row in every language, then folds into the menu", async ({
    page,
  }, testInfo) => {
    // the admin is a teacher: every link a learner has, and "Meine Kurse"
    await page.goto("/login");
    await page.getByLabel("Email").fill("admin@example.org");
    await page.getByLabel("Passwort").fill("admin-password-1");
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    const header = page.locator("header.site-header");
    await expect(header.getByTestId("nav-courses")).toBeVisible();
    const brand = header.locator(".brand");
    const links = header.locator(".main-nav > ul > li");
    const account = header.locator(".account-button");
    for (const lang of ["de", "en", "fr", "es", "ar"]) {
      await page.evaluate((l) => window.localStorage.setItem("preferredLanguage", l), lang);
      await page.goto("/goethe-tests");
      await expect(links).toHaveCount(9);
      for (const width of [1280, 1100]) {
        await page.setViewportSize({ width, height: 800 });
        // every link, the language select and the brand on one row: their middles within a few pixels of the brand's
        const rows = await header.evaluate((h) =>
          [".brand", ".main-nav > ul > li", ".language-select"].flatMap((sel) =>
            [...h.querySelectorAll(sel)].map((e) => {
              const r = e.getBoundingClientRect();
              return Math.round(r.top + r.height / 2);
            }),
          ),
        );
        expect({ lang, width, rows: Math.max(...rows) - Math.min(...rows) <= 4 }).toEqual({ lang, width, rows: true });
        await expect(brand).toHaveAccessibleName("Deutschprüfung");
        await expect(header.getByRole("button", { name: /./ }).filter({ hasText: "☰" })).toBeHidden();
      }
      // profile and sign-out behind the account button: opened by it, closed by Escape with the focus back on it
      await expect(header.locator(".account-list")).toBeHidden();
      await account.click();
      await expect(account).toHaveAttribute("aria-expanded", "true");
      await expect(header.locator(".account-list a[href$='/profile']")).toBeVisible();
      await expect(header.locator(".account-list button")).toBeVisible();
      if (lang === "ar") await checkPage(page, testInfo, "header-signed-in-ar-1100");
      await page.keyboard.press("Escape");
      await expect(header.locator(".account-list")).toBeHidden();
      await expect(account).toBeFocused();
      // folded: the menu lists profile and sign-out as plain entries
      await page.setViewportSize({ width: 1024, height: 800 });
      await expect(header.locator(".menu-button")).toBeVisible();
      await expect(brand).toContainText("Deutschprüfung");
      await expect(links.first()).toBeHidden();
      await header.locator(".menu-button").click();
      await expect(account).toBeHidden();
      await expect(header.locator(".account-list a[href$='/profile']")).toBeVisible();
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  test("Arabic renders right to left, persists, and keeps German content left to right", async ({ page }, testInfo) => {
    await page.goto("/goethe-tests");
    await page.getByTestId("language-select").selectOption("ar");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("امتحانات Goethe");
    expect(await page.evaluate(() => localStorage.getItem("preferredLanguage"))).toBe("ar");
    // The header mirrors: the brand sits on the right.
    const brand = await page.locator(".brand").boundingBox();
    expect(brand!.x).toBeGreaterThan(600);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("امتحانات Goethe");
    // Level names are German exam content and stay left to right.
    await expect(page.locator(".level-name").first()).toHaveAttribute("lang", "de");
    await checkPage(page, testInfo, "goethe-tests-ar");
  });

  test("a /:lang prefix sets the language; a level page follows the language's slug", async ({ page }, testInfo) => {
    await page.goto("/en/telc-tests");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("telc exams");
    // The level page's code arrives only after the language is switched: the switch must still land on the level.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/LevelPage-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId("level-list").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/en\/telc-tests\/[a-z0-9-]+$/);
    await page.getByTestId("language-select").selectOption("de");
    release();
    await expect(page).toHaveURL(/\/de\/telc-tests\/telc-deutsch-a1$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("telc Deutsch A1");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await checkPage(page, testInfo, "telc-level-de");
  });

  test("Goethe level page: description, five images with alt text, exams linking to /exam/{id}", async ({ page }, testInfo) => {
    await page.goto("/goethe-tests/goethe-zertifikat-a1");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Goethe-Zertifikat A1");
    const images = page.locator(".level-images img");
    await expect(images).toHaveCount(5);
    for (const img of await images.all()) expect((await img.getAttribute("alt"))?.length).toBeGreaterThan(5);
    await expect(page.getByTestId("exam-list").getByRole("link").first()).toHaveAttribute("href", /^\/exam\/\d+$/);
    // both ways into a mock, said once above the list and offered by every exam
    await expect(page.getByTestId("mode-hints")).toContainText("Prüfungsmodus (mit Zeit): Die Uhr läuft wie in der Prüfung");
    await expect(page.getByTestId("mode-hints")).toContainText("Übungsmodus (ohne Zeit): Keine Uhr; Hörtexte frei abspielen");
    const first = page.getByTestId("exam-list").locator(".exam-item").first();
    await expect(first.getByTestId("start-exam")).toHaveAttribute("href", /^\/exam\/\d+$/);
    await expect(first.getByTestId("start-exam")).toHaveText("Prüfungsmodus (mit Zeit)");
    await expect(first.getByTestId("start-training")).toHaveAttribute("href", /^\/exam\/\d+\?mode=training$/);
    await checkPage(page, testInfo, "goethe-level-de");
    // the training mode is one click away: the attempt starts untimed
    await first.getByTestId("start-training").click();
    await expect(page.getByTestId("intro-minutes")).toHaveText("Ohne Zeitlimit (Training)");
  });

  test("level page in Arabic by its Arabic slug", async ({ page }, testInfo) => {
    const levelQueries: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/graphql") && r.postData()?.includes('"operationName":"LevelPage"')) levelQueries.push(r.postData()!);
    });
    await gotoIn(page, "ar", "/goethe-tests/goethe-zertifikat-a1");
    await expect(page).toHaveURL(/goethe-tests\/%D8|goethe-tests\/اختبار/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator(".level-images img")).toHaveCount(5);
    await expect(page.getByTestId("exam-list")).toBeVisible();
    // Moving to the Arabic slug keeps the answer it already has: one request, the page never blanks.
    expect(levelQueries).toHaveLength(1);
    await checkPage(page, testInfo, "goethe-level-ar");
    // on a phone: both modes and the footer's C1 links fit the width
    await page.setViewportSize({ width: 360, height: 800 });
    const first = page.getByTestId("exam-list").locator(".exam-item").first();
    await expect(first.getByTestId("start-exam")).toHaveText("وضع الامتحان (بوقت محدد)");
    await expect(first.getByTestId("start-training")).toHaveText("وضع التدريب (بلا وقت)");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: /C1/ })).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await checkPage(page, testInfo, "goethe-level-ar-360");
  });

  test("home in Arabic", async ({ page }, testInfo) => {
    await page.goto("/ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("تدرّب على امتحان اللغة الألمانية");
    await checkPage(page, testInfo, "home-ar");
  });

  test("unknown pages show the 404 page", async ({ page }, testInfo) => {
    await page.goto("/gibt-es-nicht/wirklich");
    await expect(page.getByTestId("not-found")).toBeVisible();
    await page.goto("/xx");
    await expect(page.getByTestId("not-found")).toBeVisible();
    await page.goto("/goethe-tests/kein-niveau");
    await expect(page.getByTestId("not-found")).toBeVisible();
    await checkPage(page, testInfo, "not-found-de");
  });

  test("level lists of both families in German", async ({ page }, testInfo) => {
    await page.goto("/goethe-tests");
    await expect(page.getByTestId("level-list").getByRole("link")).toHaveCount(5);
    await checkPage(page, testInfo, "goethe-tests-de");
    await page.goto("/telc-tests");
    await expect(page.getByTestId("level-list").getByRole("link")).toHaveCount(5);
    await checkPage(page, testInfo, "telc-tests-de");
  });

  test("keyboard: skip link and visible focus", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Zum Inhalt springen" });
    await expect(skip).toBeFocused();
    const outline = await skip.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe("none");
  });
});
