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
//   PERF_COMPARE=../other-checkout   also serves that checkout's build (on PERF_COMPARE_PORT, default PORT+1) and alternates the runs of the
//                                     two, so both see the same load: a before/after on a shared machine
//   PERF_URL=http://host:port         measures a server that is already running (nothing is started)
//
// Chromium: CHROME_PATH, else CHROMIUM_PATH, else /usr/bin/chromium (Debian's package).
// Lighthouse and chrome-launcher have their own lock file here (installed on first use), outside the workspaces.
import { execSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
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

const servers = [];
try {
  // the targets: this checkout (or PERF_URL), and with PERF_COMPARE the other checkout's build beside it
  const targets = [];
  if (process.env.PERF_URL) targets.push({ label: "", base: process.env.PERF_URL });
  else {
    if (process.env.PERF_NO_BUILD !== "1") {
      execSync("npm run build -w client -w server", { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
    }
    const port = Number(process.env.PORT ?? 4000);
    const compare = process.env.PERF_COMPARE;
    targets.push({ label: compare ? "this" : "", base: await startServer(root, port) });
    const comparePort = Number(process.env.PERF_COMPARE_PORT ?? port + 1);
    if (compare) targets.push({ label: basename(resolve(compare)), base: await startServer(resolve(compare), comparePort) });
  }

  const only = process.env.PERF_PAGES?.split(",");
  const results = [];
  for (const lang of langs) {
    for (const key of ["home", "levels", "exam"].filter((k) => !only || only.includes(k))) {
      // the runs of the targets alternate, so a busy machine weighs on each alike
      const lhrs = targets.map(() => []);
      const urls = await Promise.all(targets.map((t) => pageUrl(t.base, lang, key)));
      for (let i = 0; i < runs; i++) for (const [n, url] of urls.entries()) lhrs[n].push(await measure(url));
      for (const [n, target] of targets.entries()) {
        const median = computeMedianRun(lhrs[n]);
        const name = `${new URL(urls[n]).pathname}${key === "home" ? " (home)" : key === "exam" ? " (player)" : ""}`;
        results.push({ target: target.label, page: name, median: figures(median), runs: lhrs[n].map(figures) });
        if (process.env.PERF_LHR_DIR)
          writeFileSync(
            join(process.env.PERF_LHR_DIR, `${key}-${lang}${target.label ? `-${target.label}` : ""}.json`),
            JSON.stringify(median),
          );
        lhrVersion = median.lighthouseVersion;
        printRow(target.label ? `${target.label}: ${name}` : name, figures(median));
      }
    }
  }
  if (process.env.PERF_JSON) writeFileSync(process.env.PERF_JSON, JSON.stringify(results, null, 2));
} finally {
  for (const { child, dataDir } of servers) {
    child.kill("SIGTERM");
    await new Promise((done) => (child.exitCode === null ? child.once("exit", done) : done()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The production server of a checkout (built) on a fresh embedded database; resolves with its address. */
async function startServer(dir, port) {
  const dataDir = mkdtempSync(join(tmpdir(), "dp-perf-"));
  const child = spawn(process.execPath, [join(dir, "server/dist/server/src/main.js")], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      JWT_SECRET: randomBytes(32).toString("base64url"),
      LOG_LEVEL: "warn",
    },
  });
  servers.push({ child, dataDir });
  const url = `http://localhost:${port}`;
  await waitForHealth(url, child);
  return url;
}

async function pageUrl(base, lang, key) {
  if (key === "home") return `${base}/${lang}`;
  if (key === "levels") return `${base}/${lang}/goethe-tests`;
  return `${base}/${lang}/exam/${await firstExam(base, "B1")}`;
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
    // Lighthouse's CPU benchmark of this machine during the run: lower means busier (TBT grows as it falls)
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
  };
}

function printRow(name, f) {
  if (!headerPrinted) {
    console.log(`Lighthouse ${lhrVersion}, mobile, simulated throttling; median of ${runs} run(s) per page`);
    console.log("| page | performance | LCP | CLS | TBT | FCP | sent | CPU index |");
    console.log("|---|---|---|---|---|---|---|---|");
    headerPrinted = true;
  }
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `| \`${name}\` | ${f.score} | ${s(f.lcpMs)} | ${f.cls} | ${f.tbtMs} ms | ${s(f.fcpMs)} | ${f.transferKb} KB | ${f.benchmarkIndex} |`,
  );
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
