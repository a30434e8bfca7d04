#!/usr/bin/env node
// `npm run perf:shifts -- URL PATH…`: which elements move while a page loads on a phone. Lighthouse 12's own list
// of shifts fails with the Chromium here ("RootCauses gatherer"), so this opens each path in Debian's Chromium at the
// Moto G's size on a slow 4G line (150 ms, 1.6 Mbit/s) with the CPU slowed 2x, and prints every layout shift the
// page reports (value, element, its box before and after), and their sum.
//   npm run perf:shifts -- http://localhost:4000 /de /ar/goethe-tests /de/exam/7
import { chromium } from "playwright-core";

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error("usage: layout-shifts.mjs BASE_URL PATH…");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  for (const path of paths) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: 1.6e6 / 8,
      uploadThroughput: 750e3 / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 2 });
    await page.addInitScript(() => {
      const describe = (node) => {
        if (!node) return "?";
        if (node.nodeType !== 1) return `text "${(node.textContent ?? "").trim().slice(0, 30)}"`;
        const cls =
          typeof node.className === "string" && node.className ? `.${node.className.trim().split(/\s+/).join(".")}` : "";
        return node.tagName.toLowerCase() + cls;
      };
      const box = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      globalThis.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.hadRecentInput) continue;
          globalThis.__shifts.push({
            at: Math.round(entry.startTime),
            value: entry.value,
            sources: (entry.sources ?? []).map((s) => `${describe(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`),
          });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(base + path, { waitUntil: "networkidle", timeout: 120_000 });
    await page.waitForTimeout(2000);
    const shifts = await page.evaluate(() => globalThis.__shifts);
    console.log(`${path}: ${shifts.reduce((sum, s) => sum + s.value, 0).toFixed(4)} in ${shifts.length} shift(s)`);
    for (const s of shifts) console.log(`  ${s.at} ms  ${s.value.toFixed(4)}  ${s.sources.join(" | ")}`);
    await context.close();
  }
} finally {
  await browser.close();
}
