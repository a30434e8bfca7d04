#!/usr/bin/env node
// `npm run perf`: Lighthouse's mobile profile (a mid-range phone on slow 4G, simulated throttling) against the
// production build served by the product itself, on the home page, the Goethe level list and the exam player,
// in German and Arabic. Prints the performance score, LCP, CLS, TBT, FCP and the bytes sent per page (the median
// of PERF_RUNS runs, by performance score). Not part of CI: its figures go into docs/benchmarks.md.
//
//   npm run perf                      builds client and server, starts the server on PORT (default 4000) with a
//                                     fresh embedded database, measures, stops
//   PERF_NO_BUILD=1 npm run perf      uses the existing build
//   PERF_RUNS=5 PERF_JSON=out.json    more runs per page; the per-run figures as JSON
//   PERF_LANGS=de PERF_PAGES=home,exam  a subset (pages: home, levels, exam)
//   PERF_LHR_DIR=dir                 the median run's full Lighthouse report per page (JSON)
//   PERF_URL=http://host:port         measures a server that is already running (nothing is started)
//
// Chromium: CHROME_PATH, else CHROMIUM_PATH, else /usr/bin/chromium (Debian's package).
// Lighthouse and chrome-launcher have their own lock file here (installed on first use), outside the workspaces.
import { execSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const runs = Math.max(1, Number(process.env.PERF_RUNS ?? 3));
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const langs = (process.env.PERF_LANGS ?? "de,ar").split(",");
let headerPrinted = false;
let lhrVersion = "";

if (!existsSync(join(here, "node_modules", "lighthouse"))) {
  execSync("npm ci --no-audit --no-fund --silent", { cwd: here, stdio: "inherit" });
}
const { default: lighthouse } = await import("lighthouse");
const { computeMedianRun } = await import("lighthouse/core/lib/median-run.js");
const chromeLauncher = await import("chrome-launcher");

let server;
let dataDir;
let base = process.env.PERF_URL;
try {
  if (!base) {
    if (process.env.PERF_NO_BUILD !== "1") {
      execSync("npm run build -w client -w server", { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
    }
    const port = process.env.PORT ?? "4000";
    base = `http://localhost:${port}`;
    dataDir = mkdtempSync(join(tmpdir(), "dp-perf-"));
    server = spawn(process.execPath, [join(root, "server/dist/server/src/main.js")], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        PORT: port,
        DATA_DIR: dataDir,
        NODE_ENV: "production",
        JWT_SECRET: randomBytes(32).toString("base64url"),
        LOG_LEVEL: "warn",
      },
    });
    await waitForHealth(base, server);
  }

  const examId = await firstExam(base, "B1");
  const only = process.env.PERF_PAGES?.split(",");
  const pages = langs
    .flatMap((lang) => [
      { key: "home", lang, name: `/${lang} (home)`, url: `${base}/${lang}` },
      { key: "levels", lang, name: `/${lang}/goethe-tests`, url: `${base}/${lang}/goethe-tests` },
      { key: "exam", lang, name: `/${lang}/exam/${examId} (player)`, url: `${base}/${lang}/exam/${examId}` },
    ])
    .filter((p) => !only || only.includes(p.key));

  const results = [];
  for (const page of pages) {
    const lhrs = [];
    for (let i = 0; i < runs; i++) lhrs.push(await measure(page.url));
    const median = computeMedianRun(lhrs);
    results.push({ page: page.name, median: figures(median), runs: lhrs.map(figures) });
    if (process.env.PERF_LHR_DIR)
      writeFileSync(join(process.env.PERF_LHR_DIR, `${page.key}-${page.lang}.json`), JSON.stringify(median));
    lhrVersion = median.lighthouseVersion;
    printRow(page.name, figures(median));
  }
  if (process.env.PERF_JSON) writeFileSync(process.env.PERF_JSON, JSON.stringify(results, null, 2));
} finally {
  server?.kill("SIGTERM");
  if (server) await new Promise((resolve) => server.once("exit", resolve));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

/** One Lighthouse run in a fresh browser; a run whose trace broke (Lighthouse: "run again") is run again, twice at most. */
async function measure(url, attempt = 1) {
  try {
    return await measureOnce(url);
  } catch (err) {
    if (attempt >= 3) throw err;
    console.error(`run again: ${err instanceof Error ? err.message : String(err)}`);
    return measure(url, attempt + 1);
  }
}

async function measureOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    // the default config: mobile form factor, Moto G Power screen, slow 4G and 4x CPU slowdown, simulated
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function figures(lhr) {
  const a = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(a("largest-contentful-paint")),
    cls: Number(a("cumulative-layout-shift").toFixed(3)),
    tbtMs: Math.round(a("total-blocking-time")),
    fcpMs: Math.round(a("first-contentful-paint")),
    transferKb: Number((a("total-byte-weight") / 1024).toFixed(1)),
  };
}

function printRow(name, f) {
  if (!headerPrinted) {
    console.log(`Lighthouse ${lhrVersion}, mobile, simulated throttling; median of ${runs} run(s) per page`);
    console.log("| page | performance | LCP | CLS | TBT | FCP | sent |");
    console.log("|---|---|---|---|---|---|---|");
    headerPrinted = true;
  }
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`| \`${name}\` | ${f.score} | ${s(f.lcpMs)} | ${f.cls} | ${f.tbtMs} ms | ${s(f.fcpMs)} | ${f.transferKb} KB |`);
}

async function waitForHealth(url, child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not answer /healthz within 5 minutes");
}

/** The first published exam of a Goethe level: the player page to measure. */
async function firstExam(url, cefr) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ levels(family: GOETHE) { cefr exams { id } } }" }),
  });
  const body = await res.json();
  const id = body.data?.levels.find((l) => l.cefr === cefr)?.exams[0]?.id;
  if (!id) throw new Error(`no published Goethe ${cefr} exam: ${JSON.stringify(body)}`);
  return id;
}
