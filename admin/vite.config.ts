import { fileURLToPath } from "node:url";
import { compression, type ViteCompressionPluginOption } from "vite-plugin-compression2";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

/** The console is served by the API server under /admin (server/src/app.ts serveSpa). */
/**
 * A brotli (.br, quality 11) and a gzip (.gz, level 9) twin beside every built text file (JS, CSS, HTML, SVG, JSON),
 * made once here so the server sends them as they are, chosen by Accept-Encoding (server/src/http/delivery.ts).
 */
const precompressed: ViteCompressionPluginOption = {
  algorithms: ["brotliCompress", "gzip"],
  exclude: /\.vite\//,
  logLevel: "silent",
};

export default defineConfig({
  base: "/admin/",
  plugins: [react(), compression(precompressed)],
  resolve: {
    // The preview draws with the learner client's own components (one renderer for both).
    alias: { "@learner": fileURLToPath(new URL("../client/src", import.meta.url)) },
    // ra-input-rich-text nests @tiptap/core 3.31 beside extensions built for 3.34 (lockfile drift): use the one root copy.
    dedupe: ["@tiptap/core", "@tiptap/pm", "react", "react-dom"],
  },
  server: { port: 5174, proxy: { "/graphql": "http://localhost:4000", "/media": "http://localhost:4000" } },
  // The manifest lets `npm run bundle-size -w admin` add up what the console loads at start.
  build: { outDir: "dist", manifest: true, chunkSizeWarningLimit: 2500 },
});
