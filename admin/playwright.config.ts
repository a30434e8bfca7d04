import { frontEndSuite } from "../scripts/e2e/playwright.mjs";

/** The console's journeys (authoring an exam; a rubric and a writing task), one per worker, against the real server. */
export default frontEndSuite({
  name: "admin",
  port: Number(process.env.E2E_ADMIN_PORT ?? process.env.E2E_PORT ?? 4327),
  timeout: 300_000,
  workers: 2,
  reporter: [["list"]],
  use: { viewport: { width: 1366, height: 900 } },
  // Every journey signs in as the one admin from one address: lift the GraphQL request budgets (tested on the server).
  serverEnv: {
    ADMIN_EMAIL: "admin@example.org",
    ADMIN_PASSWORD: "admin-password-1",
    GRAPHQL_RATE_LIMIT_ANONYMOUS: "100000",
    GRAPHQL_RATE_LIMIT_SIGNED_IN: "100000",
  },
});
