import { fileURLToPath } from "node:url";
import { constants } from "node:zlib";
import { compression, defineAlgorithm, type ViteCompressionPluginOption } from "vite-plugin-compression2";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

/**
 * A brotli (.br) and a gzip (.gz, level 9) twin beside every built text file, which the server sends as they are
 * (server/src/http/delivery.ts). Brotli quality 10, not 11: the console's one large script compresses 1.5 % less
 * tightly in half the build time.
 */
const precompressed: ViteCompressionPluginOption = {
  algorithms: [defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }), "gzip"],
  exclude: /\.vite\//,
  logLevel: "silent",
};

/** The console is served by the API server under /admin (server/src/http/delivery.ts serveSpa). */
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
