#!/usr/bin/env node
// Prints the size of the JavaScript a page loads at start as it is sent, and fails above its budget: the brotli twin
// the build writes beside each file (vite-plugin-compression2), which the server sends to every browser that accepts
// br (all of them over https); the gzip size for a plain-http visitor beside it. Reads the Vite manifest of a
// production build (run `npm run build` first): every root chunk with its static imports.
//   node scripts/bundle-size.mjs --dist client/dist --budget 150 --label "the home page" index.html src/pages/home/HomePage.tsx …
// Lazy chunks (dynamic imports) are left out: they load when a page needs them.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const { values, positionals: roots } = parseArgs({
  options: { dist: { type: "string" }, budget: { type: "string" }, label: { type: "string" } },
  allowPositionals: true,
});
const dist = values.dist;
const budgetKb = Number(values.budget);
if (!dist || !budgetKb || roots.length === 0) {
  console.error("usage: bundle-size.mjs --dist DIR --budget KB [--label TEXT] ROOT…");
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));

const files = new Set();
function visit(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the manifest: ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
}
roots.forEach(visit);

/** The bytes sent for a file: its brotli twin, or brotli made here when the build wrote none (a file too small to gain). */
function brotliSize(file) {
  const twin = join(dist, `${file}.br`);
  if (existsSync(twin)) return readFileSync(twin).length;
  const raw = readFileSync(join(dist, file));
  return Math.min(raw.length, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
}

let total = 0;
let totalGzip = 0;
const rows = [...files].map((file) => {
  const size = brotliSize(file);
  const gzip = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  totalGzip += gzip;
  return [file, size, gzip];
});
const kbOf = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
console.log("  brotli     gzip");
rows.sort((a, b) => b[1] - a[1]).forEach(([file, size, gzip]) => console.log(`${kbOf(size)} KB ${kbOf(gzip)} KB  ${file}`));
const kb = total / 1024;
console.log(
  `${kbOf(total)} KB ${kbOf(totalGzip)} KB  sent: the JavaScript ${values.label ?? "the page"} loads, brotli (budget ${budgetKb} KB) and gzip`,
);
if (kb > budgetKb) {
  console.error(`Over budget by ${(kb - budgetKb).toFixed(1)} KB`);
  process.exit(1);
}
