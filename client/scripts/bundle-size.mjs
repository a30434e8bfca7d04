#!/usr/bin/env node
// Prints the gzip size of the JavaScript the home page loads: the entry with its static imports,
// the home route's chunk with its imports, and the locale chunks of German (the default) and its
// fallback English. Reads the Vite manifest of a production build (run `npm run build` first).
// Exits non-zero above the budget (170 KB).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 170;
const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));

const roots = ["index.html", "src/pages/home/HomePage.tsx", "src/locales/de/common.json", "src/locales/en/common.json"];
const files = new Set();
function visit(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the manifest: ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
}
roots.forEach(visit);

let total = 0;
const rows = [...files].map((file) => {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  return [file, size];
});
rows.sort((a, b) => b[1] - a[1]).forEach(([file, size]) => console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`));
const kb = total / 1024;
console.log(`${kb.toFixed(1).padStart(7)} KB  gzip total of the JavaScript the home page loads (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) {
  console.error(`Over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
