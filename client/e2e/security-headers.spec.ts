import { expect, test } from "./support/fixtures";
import { fixtureExamId, registerNewUser } from "./support/app";

/**
 * Every route of the client, and the console's login, with the Content-Security-Policy on: the shared
 * fixture fails a test on any violation; here each page also proves it rendered (so a page blocked by
 * the policy cannot pass silently).
 */
const guestRoutes = [
  "/",
  "/home",
  "/goethe-tests",
  "/goethe-tests/goethe-zertifikat-b1",
  "/telc-tests",
  "/telc-tests/telc-deutsch-a1",
  "/login",
  "/register",
  "/forgetpassword",
  "/reset-password?token=invalid",
  "/placement-test",
  "/noresult",
  "/ar/goethe-tests",
  "/en/login",
  "/no-such-page",
];

test.describe("security headers", () => {
  test("the client's pages carry the policy headers", async ({ page, request }) => {
    // framed by nobody, or (once an admin registered learning platforms, as the LTI journeys do on this server) by the
    // site itself and exactly those platforms' origins, and then without X-Frame-Options
    const login = await request.post("/graphql", {
      data: { query: 'mutation { login(email: "admin@example.org", password: "admin-password-1") { token } }' },
    });
    const token = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
    const listed = await request.post("/graphql", {
      headers: { authorization: `Bearer ${token}` },
      data: { query: "{ adminLtiPlatforms { issuer authLoginUrl } }" },
    });
    const platforms = ((await listed.json()) as { data: { adminLtiPlatforms: { issuer: string; authLoginUrl: string }[] } }).data
      .adminLtiPlatforms;
    const origins = [...new Set(platforms.flatMap((p) => [new URL(p.issuer).origin, new URL(p.authLoginUrl).origin]))];
    const res = await page.goto("/");
    const h = res!.headers();
    const ancestors = /frame-ancestors ([^;]*)/
      .exec(h["content-security-policy"] ?? "")?.[1]
      ?.split(" ")
      .sort();
    expect(ancestors).toEqual(origins.length ? ["'self'", ...origins].sort() : ["'none'"]);
    expect(h["x-frame-options"]).toBe(origins.length ? undefined : "DENY");
    expect(h["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("no-referrer");
    expect(h["permissions-policy"]).toContain("microphone=(self)");
  });

  test("the Permissions-Policy names no feature the browser does not know (no console warning on load)", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (msg) => {
      if (/Permissions-Policy|Unrecognized feature/i.test(msg.text())) warnings.push(msg.text());
    });
    const res = await page.goto("/goethe-tests");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // the policy is still strict: the microphone for the product's own origin, the rest denied
    expect(res!.headers()["permissions-policy"]).toMatch(/microphone=\(self\).*camera=\(\).*geolocation=\(\)/);
    expect(warnings).toEqual([]);
  });

  test("every guest page renders without a CSP violation", async ({ page }) => {
    for (const route of guestRoutes) {
      await page.goto(route);
      await expect(page.locator("#root > *").first()).toBeVisible();
      await expect(page.getByRole("heading").first()).toBeVisible();
    }
  });

  test("a learner's pages (exam, profile, progress, placement) render without a CSP violation", async ({ page, request }) => {
    await registerNewUser(page);
    const examId = await fixtureExamId(request);
    for (const route of [
      `/exam/${examId}`,
      "/profile",
      "/goethe-user-exam",
      "/telc-user-exam",
      "/placement-questions",
      "/result",
    ]) {
      await page.goto(route);
      // something of the app is shown (the exam's cockpit hides the site header, which comes first in #root)
      await expect(page.locator("#root > *").filter({ visible: true }).first()).toBeVisible();
      await expect(page.getByRole("heading").first()).toBeVisible();
    }
  });

  test("the console's login renders without a CSP violation", async ({ page }) => {
    const res = await page.goto("/admin/");
    test.skip(!(res?.headers()["content-type"] ?? "").includes("html"), "the console is not built");
    expect(res!.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    // the console's first load parses its whole start-up bundle (about 370 KB gzip): give a loaded machine time
    await expect(page.getByRole("textbox", { name: "E-Mail" })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole("textbox", { name: "Passwort" })).toBeVisible();
  });
});
