import { devices } from "@playwright/test";
import { chromium, frontEndSuite } from "../scripts/e2e/playwright.mjs";

export default frontEndSuite({
  name: "client",
  port: Number(process.env.E2E_PORT ?? 4317),
  timeout: 120_000,
  workers: 3,
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium, viewport: { width: 1280, height: 800 } } },
  ],
  // Every test comes from one address: lift the per-address budgets for guests, sign-ups, logins and GraphQL requests
  // (a pass signs up about nine learners against a budget of ten an hour; the limits themselves are tested on the
  // server).
  // The admin grades the writing journey's text in the console (admins are teachers).
  serverEnv: {
    AUTH_LIMIT_GUEST_IP: "100000",
    AUTH_LIMIT_REGISTER_IP: "100000",
    AUTH_LIMIT_LOGIN_IP: "100000",
    GRAPHQL_RATE_LIMIT_ANONYMOUS: "100000",
    GRAPHQL_RATE_LIMIT_SIGNED_IN: "100000",
    ADMIN_EMAIL: "admin@example.org",
    ADMIN_PASSWORD: "admin-password-1",
    // LTI scores reach the platform's line item within a second (lti.spec.ts watches the teacher's screen for them)
    LTI_SCORE_SWEEP_SECONDS: "1",
  },
});
