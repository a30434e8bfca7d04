#!/usr/bin/env node
// Prints the gzip size of the JavaScript a page loads at start and fails above its budget. Reads the Vite
// manifest of a production build (run `npm run build` first): every root chunk with its static imports.
//   node scripts/bundle-size.mjs --dist client/dist --budget 170 --label "the home page" index.html src/pages/home/HomePage.tsx …
// Lazy chunks (dynamic imports) are left out: they load when a page needs them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

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

let total = 0;
const rows = [...files].map((file) => {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  return [file, size];
});
rows.sort((a, b) => b[1] - a[1]).forEach(([file, size]) => console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`));
const kb = total / 1024;
console.log(
  `${kb.toFixed(1).padStart(7)} KB  gzip total of the JavaScript ${values.label ?? "the page"} loads (budget ${budgetKb} KB)`,
);
if (kb > budgetKb) {
  console.error(`Over budget by ${(kb - budgetKb).toFixed(1)} KB`);
  process.exit(1);
}
