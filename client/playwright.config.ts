import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "dp-e2e-"));

/** Debian's Chromium (installed by .ci/run when missing); Playwright never downloads a browser here. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 3,
  retries: 0,
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: chromium,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    locale: "de-DE",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium, viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // The real server on its embedded database with the seeded content, serving the built client.
    command: "node e2e/support/serve.mjs",
    url: `${baseURL}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    // Every test comes from one address: lift the per-address budgets for guests, sign-ups and logins (a pass signs
    // up about nine learners against a budget of ten an hour; the limits themselves are tested on the server).
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      AUTH_LIMIT_GUEST_IP: "100000",
      AUTH_LIMIT_REGISTER_IP: "100000",
      AUTH_LIMIT_LOGIN_IP: "100000",
    },
  },
});
