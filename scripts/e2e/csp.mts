import { expect, test as base, type Page } from "@playwright/test";

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Collects Content-Security-Policy violations of a page: the `securitypolicyviolation` events of every
 * document it loads, and the browser's console reports ("Refused to …", "Content Security Policy").
 */
export function watchCsp(page: Page): () => Promise<string[]> {
  const fromConsole: string[] = [];
  page.on("console", (msg) => {
    const text = msg.text();
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(text)) fromConsole.push(text);
  });
  void page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__cspViolations?.push(
        `${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return async () => {
    const fromEvents = await page.evaluate(() => window.__cspViolations ?? []).catch(() => [] as string[]);
    return [...fromEvents, ...fromConsole];
  };
}

/** Playwright's test whose every page fails its test on a CSP violation. */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ page }, use) => {
      const violations = watchCsp(page);
      await use();
      expect(await violations(), "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
