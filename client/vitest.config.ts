import { defineConfig } from "vitest/config";

/**
 * The unit tier: hooks and pure mappers, in happy-dom. Test files sit beside their code as `*.test.ts(x)` under
 * src/; Playwright reads only e2e/.
 */
export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "node",
    restoreMocks: true,
    unstubGlobals: true,
  },
});
