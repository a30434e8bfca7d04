import { beginModule, fixtureExamId } from "./support/app";
import { expect, test } from "./support/fixtures";

/*
 * The site opened under another address than PUBLIC_URL (here 127.0.0.1 instead of localhost, as a classroom's
 * computers open it at 192.168.x.y): every picture and recording comes from the address the page was opened at, and
 * the page's own Content-Security-Policy refuses nothing (the CSP guard fails the test on any violation).
 */
test.describe("opened at another address", () => {
  test("at 127.0.0.1 the level's pictures and the listening audio load from that address, with no CSP violation", async ({
    page,
    request,
    baseURL,
  }) => {
    const other = baseURL!.replace("localhost", "127.0.0.1");
    expect(other).not.toBe(baseURL);
    const examId = await fixtureExamId(request);

    await page.goto(`${other}/goethe-tests/goethe-zertifikat-a1`);
    const images = page.locator(".level-images img");
    await expect(images).toHaveCount(5);
    for (const img of await images.all()) {
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
      expect(new URL(await img.evaluate((i: HTMLImageElement) => i.currentSrc)).origin).toBe(other);
    }

    await page.goto(`${other}/exam/${examId}?page=4&mode=training`);
    await beginModule(page, "Hören");
    const audio = page.getByTestId("audio-player").locator("audio");
    // the browser has read the recording's header from this address (HAVE_METADATA or more)
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.readyState)).toBeGreaterThan(0);
    expect(new URL(await audio.evaluate((a: HTMLAudioElement) => a.currentSrc)).origin).toBe(other);
  });
});
