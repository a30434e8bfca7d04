import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/** The console's unit tier: data-provider mappers and hooks in happy-dom, no server. */
export default defineConfig({
  plugins: [react()],
  resolve: {
    // The preview draws with the learner client's own components (one renderer for both).
    alias: { "@learner": fileURLToPath(new URL("../client/src", import.meta.url)) },
    dedupe: ["react", "react-dom"],
  },
  test: {
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}"],
    restoreMocks: true,
  },
});
