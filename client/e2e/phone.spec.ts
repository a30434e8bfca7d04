import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { answerFixtureExam, fixtureExamId, registerNewUser } from "./support/app";
import { expect, test } from "./support/fixtures";

// The first visit of each page on a phone on a slow mobile line, as Lighthouse's mobile profile loads it (Moto G Power's
// screen, 150 ms and 1.6 Mbit/s, the CPU slowed), in German and Arabic: home, a level page, the exam player,
// the result and the review. Asserted: nothing moves while the page loads (layout shift ≤ 0.05, Lighthouse's
// budget). Printed for the record: first and largest paint, the blocking time of long tasks and the bytes sent
// (these follow the machine's load, so they are not asserted; `npm run perf` runs Lighthouse itself).

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CLS_BUDGET = 0.05;
/**
 * Lighthouse slows the CPU four times; here twice: on the shared test machine four times made a first visit take over
 * half a minute (the journey ran past five minutes in CI), and layout shift follows the order in which things arrive
 * rather than the CPU's speed.
 */
const CPU_SLOWDOWN = 2;

interface Figures {
  cls: number;
  shifts: string[];
  fcp: number;
  lcp: number;
  tbt: number;
  kb: number;
}

/** Counts layout shifts (without input), paints and long tasks from the first byte on. */
function observe(): void {
  const w = window as unknown as { __phone: { cls: number; shifts: string[]; lcp: number; fcp: number; long: number[][] } };
  w.__phone = { cls: 0, shifts: [], lcp: 0, fcp: 0, long: [] };
  const name = (n: Node | null | undefined) =>
    !n
      ? "?"
      : n instanceof Element
        ? `${n.tagName.toLowerCase()}${n.className ? `.${String(n.className).trim().split(/\s+/).join(".")}` : ""}`
        : "#text";
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node }[];
    })[]) {
      if (e.hadRecentInput) continue;
      w.__phone.cls += e.value;
      w.__phone.shifts.push(`${e.value.toFixed(3)} ${(e.sources ?? []).map((s) => name(s.node)).join(", ")}`);
    }
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__phone.lcp = e.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") w.__phone.fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__phone.long.push([e.startTime, e.duration]);
  }).observe({ type: "longtask", buffered: true });
}

async function onSlowPhone(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
}

/** Opens `path` as a first visit in a fresh context (only the sign-in carried over), waits until it shows and settles. */
async function firstVisit(
  browser: Browser,
  storage: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined,
  path: string,
  shown: (page: Page) => Locator,
): Promise<Figures> {
  const context = await browser.newContext({ ...PHONE, storageState: storage });
  try {
    const page = await context.newPage();
    await onSlowPhone(context, page);
    await page.addInitScript(observe);
    await page.goto(path);
    await expect(shown(page)).toBeVisible({ timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    return await page.evaluate(() => {
      const p = (window as unknown as { __phone: { cls: number; shifts: string[]; lcp: number; fcp: number; long: number[][] } })
        .__phone;
      const bytes = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .concat(performance.getEntriesByType("navigation") as PerformanceResourceTiming[])
        .reduce((sum, e) => sum + (e.transferSize || 0), 0);
      const tbt = p.long.filter(([start]) => start >= p.fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
      return { cls: p.cls, shifts: p.shifts, fcp: p.fcp, lcp: p.lcp, tbt, kb: bytes / 1024 };
    });
  } finally {
    await context.close();
  }
}

test("on a phone on a slow line, nothing moves while home, a level page, the player, the result and the review load, in German and Arabic", async ({
  browser,
  page,
  context,
  request,
}) => {
  test.setTimeout(600_000);
  // a learner with a handed-in mock: the result and the review are theirs
  const examId = await fixtureExamId(request);
  await registerNewUser(page);
  await page.goto(`/exam/${examId}`);
  await answerFixtureExam(page, "mixed");
  await expect(page).toHaveURL(/attemptId=\d+$/);
  const attemptId = new URL(page.url()).searchParams.get("attemptId");
  const signedIn = await context.storageState();

  const rows: string[] = [];
  for (const lang of ["de", "ar"]) {
    const pages: [string, string, typeof signedIn | undefined, (p: Page) => Locator][] = [
      ["home", `/${lang}`, undefined, (p) => p.locator(".hero-image")],
      ["level", `/${lang}/goethe-tests/goethe-zertifikat-b1`, undefined, (p) => p.getByTestId("exam-list")],
      ["player", `/${lang}/exam/${examId}`, undefined, (p) => p.getByTestId("module-intro")],
      ["result", `/${lang}/result?examId=${examId}&attemptId=${attemptId}`, signedIn, (p) => p.getByTestId("verdict")],
      ["review", `/${lang}/goethe-report/${attemptId}`, signedIn, (p) => p.getByTestId("review-item").first()],
    ];
    for (const [name, path, storage, shown] of pages) {
      const f = await firstVisit(browser, storage, path, shown);
      rows.push(
        `| ${path.replace(/\?.*/, "")} (${name}) | ${f.cls.toFixed(3)} | ${Math.round(f.fcp)} ms | ${Math.round(f.lcp)} ms | ${Math.round(f.tbt)} ms | ${f.kb.toFixed(1)} KB |`,
      );
      expect(f.cls, `layout shift on ${path}: ${f.shifts.join("; ")}`).toBeLessThanOrEqual(CLS_BUDGET);
    }
  }
  console.log(
    [
      `Phone, first visit (412x823, 150 ms, 1.6 Mbit/s, CPU ${CPU_SLOWDOWN}x slower):`,
      "| page | layout shift | first paint | largest paint | blocking (long tasks) | sent |",
      "|---|---|---|---|---|---|",
      ...rows,
    ].join("\n"),
  );
});
