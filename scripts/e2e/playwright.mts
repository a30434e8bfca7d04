import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";

/** Debian's Chromium (installed by .ci/run when missing); Playwright never downloads a browser here. */
export const chromium = {
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

export interface FrontEndSuite {
  /** Names the fresh data folder (dp-<name>-…). */
  name: string;
  port: number;
  /** Per test. */
  timeout: number;
  workers: number;
  reporter: PlaywrightTestConfig["reporter"];
  use?: PlaywrightTestConfig["use"];
  projects?: PlaywrightTestConfig["projects"];
  /** Environment of the server beyond its port, data folder and production mode. */
  serverEnv?: Record<string, string>;
}

/**
 * One front end's browser suite: Chromium in German against the real server (on a fresh embedded database,
 * started by the front end's e2e/support/serve.mjs), one file at a time, traces and screenshots on failure.
 */
export function frontEndSuite({ name, port, timeout, workers, reporter, use, projects, serverEnv = {} }: FrontEndSuite) {
  const baseURL = `http://localhost:${port}`;
  const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), `dp-${name}-e2e-`));
  return defineConfig({
    testDir: "e2e",
    outputDir: "test-results",
    timeout,
    expect: { timeout: 15_000 },
    fullyParallel: false,
    workers,
    retries: 0,
    reporter,
    use: {
      baseURL,
      browserName: "chromium",
      launchOptions: chromium,
      trace: { mode: "retain-on-failure", screenshots: false },
      screenshot: "only-on-failure",
      locale: "de-DE",
      ...use,
    },
    projects,
    webServer: {
      command: "node e2e/support/serve.mjs",
      url: `${baseURL}/healthz`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        // Production refuses to start without a secret: each run signs with a fresh one.
        JWT_SECRET: randomBytes(48).toString("base64url"),
        ...serverEnv,
      },
    },
  });
}
