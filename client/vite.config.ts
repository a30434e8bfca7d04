import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const routerBuild = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));
const backend = process.env.BACKEND_URL ?? "http://localhost:4000";

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: {
    // react-router's package exports only its development build; production drops dev-only checks.
    alias:
      mode === "production"
        ? [
            { find: /^react-router$/, replacement: routerBuild("index.mjs") },
            { find: /^react-router\/dom$/, replacement: routerBuild("dom-export.mjs") },
          ]
        : [],
  },
  server: {
    proxy: Object.fromEntries(["/graphql", "/media", "/api", "/auth"].map((p) => [p, backend])),
  },
  build: {
    outDir: "dist",
    target: "es2022",
    manifest: true,
  },
}));
