import { fixtureExamId } from "./support/app";
import { checkPage, expect, test } from "./support/fixtures";

test.use({ viewport: { width: 360, height: 740 } });

async function expectNoHorizontalScroll(page: import("@playwright/test").Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("usable from 360 px wide", () => {
  for (const lang of ["de", "ar"]) {
    test(`home, level page, exam and register in ${lang}`, async ({ page, request }, testInfo) => {
      const examId = await fixtureExamId(request);
      await page.goto(`/${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
      // The menu folds into a button; it opens and is keyboard operable.
      const menu = page.getByRole("button", { name: lang === "de" ? "Menü" : "القائمة" });
      await menu.focus();
      await page.keyboard.press("Enter");
      await expect(menu).toHaveAttribute("aria-expanded", "true");
      await checkPage(page, testInfo, `mobile-home-menu-${lang}`);

      await page.goto(`/${lang}/goethe-tests/goethe-zertifikat-b1`);
      await expect(page.getByTestId("exam-list")).toBeVisible();
      await expectNoHorizontalScroll(page);
      await checkPage(page, testInfo, `mobile-level-${lang}`);

      await page.goto(`/${lang}/exam/${examId}`);
      await expect(page.getByTestId("exam")).toBeVisible();
      await expectNoHorizontalScroll(page);
      await page.getByTestId("module-start").click();
      await expect(page.getByTestId("question").first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await checkPage(page, testInfo, `mobile-exam-${lang}`);

      await page.goto(`/${lang}/register`);
      await expectNoHorizontalScroll(page);
      await checkPage(page, testInfo, `mobile-register-${lang}`);
    });
  }
});

test.describe("no page scrolls sideways at 360 px", () => {
  // The pages a visitor reaches without an exam of their own (the result, review, progress and profile pages are
  // checked signed in, with attempts, in results.spec.ts).
  const PATHS = [
    "",
    "/goethe-tests",
    "/telc-tests",
    "/telc-tests/telc-deutsch-a1",
    "/placement-test",
    "/placement-result",
    "/login",
    "/forgetpassword",
    "/reset-password",
    "/noresult",
    "/result",
    "/goethe-user-exam",
    "/profile",
    "/no-such-page",
  ];
  for (const lang of ["de", "ar"]) {
    test(`every page in ${lang}`, async ({ page }) => {
      for (const path of PATHS) {
        await page.goto(`/${lang}${path}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator(".loading")).toHaveCount(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${lang}${path}`).toBeLessThanOrEqual(0);
      }
    });
  }
});
