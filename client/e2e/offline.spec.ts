import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { chromium } from "../../scripts/e2e/playwright.mjs";
import { beginModule, fixtureExamId, handInModule, registerNewUser } from "./support/app";
import { checkPage, expect, test } from "./support/fixtures";

// Chromium's fake microphone plays this WAV (German speech) and grants the microphone without asking (as speaking.spec.ts).
const FAKE_MIC = path.join(import.meta.dirname, "fixtures", "fake-mic.wav");
test.use({
  launchOptions: {
    ...chromium,
    args: [
      ...chromium.args,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-audio-capture=${FAKE_MIC}`,
    ],
  },
  viewport: { width: 360, height: 740 },
});

interface Stored {
  pageStates: { number: number; questions: number; answered: number }[];
  p1: { plays: number; answers: { subQuestionId: string; value: string }[] };
  p2: { plays: number; answers: { subQuestionId: string; value: string }[] };
  p3: { plays: number; answers: { subQuestionId: string; value: string }[] };
  p4: { plays: number; answers: { subQuestionId: string; value: string }[] };
}

/** What the server holds of the learner's open attempt of the exam, asked with the learner's own token. */
async function onServer(request: APIRequestContext, token: string, examId: string): Promise<{ id: string; stored: Stored }> {
  // a fresh connection each time: polled, a kept-alive one may meet the server closing it
  const headers = { Authorization: `Bearer ${token}`, Connection: "close" };
  const started = await request.post("/graphql", {
    headers,
    data: { query: "mutation ($e: ID!) { startAttempt(examId: $e) { id } }", variables: { e: examId } },
  });
  const id = ((await started.json()) as { data: { startAttempt: { id: string } } }).data.startAttempt.id;
  const page = (n: number) => `p${n}: page(number: ${n}, ahead: true) { plays answers { subQuestionId value } }`;
  const res = await request.post("/graphql", {
    headers,
    data: {
      query: `query ($id: ID!) { attempt(id: $id) { pageStates { number questions answered } ${[1, 2, 3, 4].map(page).join(" ")} } }`,
      variables: { id },
    },
  });
  return { id, stored: ((await res.json()) as { data: { attempt: Stored } }).data.attempt };
}

/** An image shown from the device: loaded, with its own size. */
async function expectImageShown(page: Page, selector: string): Promise<void> {
  await expect
    .poll(() =>
      page
        .locator(selector)
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
}

test("a learner starts a mock, waits until it is ready offline, takes it without a network (two Lesen Teile, Hören, a recorded take), reloads offline, and every answer and the take reach the server when the network is back", async ({
  page,
  context,
  request,
}, testInfo) => {
  const examId = await fixtureExamId(request, "E2E: Offline");
  await registerNewUser(page);
  // a reload with answers not yet on the server asks whether to leave: the learner leaves
  page.on("dialog", (d) => void d.accept());
  await page.goto(`/exam/${examId}`);
  await expect(page.getByTestId("module-intro")).toBeVisible();

  // The mock is kept on the device: every page, picture and recording, with its size.
  const ready = page.getByTestId("offline-state");
  await expect(ready).toHaveAttribute("data-state", "ready", { timeout: 20_000 });
  // on the phone the badge shows a symbol and the size; the words stay for screen readers
  await expect(ready.locator(".offline-full")).toHaveText(/^✓ Offline bereit · \d+,\d MB$/);
  await expect(ready.locator(".offline-short")).toBeVisible();
  await expect(ready.locator(".offline-short")).toHaveText(/^✓ \d+,\d MB$/);
  await checkPage(page, testInfo, "offline-ready-de-360");
  // installable: Chromium finds nothing missing in the manifest, its icons and the worker (Playwright's contexts are
  // off the record, which Chromium names as the one reason it would not offer the install here)
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== "in-incognito")).toEqual([]);

  // The network goes. The module begins and its clock runs from here.
  await context.setOffline(true);
  await beginModule(page, "Lesen");
  await expect(page.getByTestId("module-timer")).toContainText(/(29|30):\d\d/);
  await page.getByRole("group", { name: "1. Anna kommt mit dem Zug." }).getByLabel("Richtig").check();
  await page.getByRole("group", { name: "2. Wann kommt Anna?" }).getByLabel("Am Samstag").check();
  const save = page.getByTestId("save-status");
  await expect(save).toHaveAttribute("data-state", "offline");
  await expect(save).toHaveText("Offline – auf diesem Gerät behalten, wird gesendet, sobald das Netz zurück ist");
  await checkPage(page, testInfo, "offline-answers-kept-de-360");
  await page.getByTestId("next-page").click();

  // Teil 2 and its pictures come from the device.
  await expect(page.getByTestId("page-indicator")).toContainText("Lesen · Teil 2 von 2");
  await expectImageShown(page, "img.block-image");
  await page.getByRole("group", { name: "3. Welches Bild zeigt die richtige Situation?" }).getByRole("radio").first().check();
  await expect(save).toHaveAttribute("data-state", "offline");

  // A reload without a network: the exam, its Teil and the answers are there.
  await page.reload();
  await expect(page.getByTestId("page-indicator")).toContainText("Lesen · Teil 2 von 2");
  await expect(
    page.getByRole("group", { name: "3. Welches Bild zeigt die richtige Situation?" }).getByRole("radio").first(),
  ).toBeChecked();
  await expect(page.getByTestId("module-timer")).toContainText(/(29|30):\d\d/);
  await expect(save).toHaveAttribute("data-state", "offline");
  await page.getByTestId("previous-page").click();
  await expect(page.getByRole("group", { name: "1. Anna kommt mit dem Zug." }).getByLabel("Richtig")).toBeChecked();
  await expect(page.getByRole("group", { name: "2. Wann kommt Anna?" }).getByLabel("Am Samstag")).toBeChecked();
  await page.getByTestId("next-page").click();
  await page.getByTestId("next-page").click();
  await handInModule(page);

  // Hören: the recording plays from the device (byte ranges answered from the kept file); the play counts on the
  // device within the exam's limit and reaches the server later.
  await beginModule(page, "Hören");
  const audio = page.locator("audio").first();
  await page.getByTestId("audio-play").click();
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThan(0.5);
  await expect(page.getByTestId("audio-player")).toContainText("Sie können den Hörtext noch einmal abspielen.");
  await page.getByRole("group", { name: "4. Der Zug fährt von Gleis drei." }).getByLabel("Ja").check();
  await page.getByTestId("next-page").click();
  await handInModule(page);

  // Sprechen: a take recorded without a network stays on the device and does not hold the learner.
  await beginModule(page, "Sprechen");
  await page.getByTestId("speaking-start").click();
  const recording = page.getByTestId("speaking-recording");
  // a take of at least two seconds (a shorter one is refused on the device)
  await expect(recording.getByRole("timer")).toContainText(/0:(5[0-7]|[0-4]\d)/);
  await page.getByTestId("speaking-stop").click();
  await expect(page.getByTestId("speaking-queued")).toHaveText(
    "Offline: Die Aufnahme bleibt auf diesem Gerät und wird hochgeladen, sobald das Netz zurück ist.",
  );
  await page.reload();
  await expect(page.getByTestId("page-indicator")).toContainText("Sprechen · Teil 1 von 1");
  await expect(page.getByTestId("speaking-queued")).toBeVisible();
  await expect(save).toHaveAttribute("data-state", "offline");

  // Nothing reached the server while the network was away.
  const token = await page.evaluate(() => localStorage.getItem("userToken"));
  expect(token).toBeTruthy();
  const before = await onServer(request, token!, examId);
  expect(before.stored.pageStates.map((p) => p.answered)).toEqual([0, 0, 0, 0]);
  expect(before.stored.p3.plays).toBe(0);

  // The network is back: the answers and the take go, in order, and only then the state says so.
  await context.setOffline(false);
  await expect(page.getByTestId("speaking-uploaded")).toBeVisible();
  await expect(save).toHaveAttribute("data-state", "saved");
  await expect(save).toHaveText("Gespeichert");

  const after = await onServer(request, token!, examId);
  expect(after.id).toBe(before.id);
  expect(after.stored.pageStates.map((p) => [p.number, p.answered, p.questions])).toEqual([
    [1, 2, 2],
    [2, 1, 1],
    [3, 1, 1],
    [4, 1, 1],
  ]);
  expect(after.stored.p1.answers.map((a) => a.value).sort()).toEqual(["a", "true"]);
  expect(after.stored.p2.answers.map((a) => a.value)).toEqual(["a"]);
  expect(after.stored.p3.answers.map((a) => a.value)).toEqual(["true"]);
  await expect.poll(async () => (await onServer(request, token!, examId)).stored.p3.plays).toBe(1);
  // the take's answer names a recording the server holds: it plays back to its owner
  const take = after.stored.p4.answers[0]!.value;
  const file = await request.get(`/media/recordings/${take}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(file.status()).toBe(200);
  expect((await file.body()).length).toBeGreaterThan(1000);

  // The player in Arabic on the phone, offline again: the mock stays ready, right to left.
  await page.goto(`/ar/exam/${examId}`);
  await expect(ready).toHaveAttribute("data-state", "ready");
  await expect(ready.locator(".offline-full")).toHaveText(/^✓ جاهز دون اتصال · \d+\.\d MB$/);
  await context.setOffline(true);
  await page.getByTestId("speaking-rerecord").click();
  await expect(recording.getByRole("timer")).toContainText(/0:(5[0-7]|[0-4]\d)/);
  await page.getByTestId("speaking-stop").click();
  await expect(page.getByTestId("speaking-queued")).toBeVisible();
  // every answer before it is on the server, the take is not: the line does not say "saved"
  await expect(save).toHaveAttribute("data-state", "offline");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkPage(page, testInfo, "offline-take-kept-ar-360");
  await context.setOffline(false);
  await expect(page.getByTestId("speaking-uploaded")).toBeVisible();
  await expect(save).toHaveAttribute("data-state", "saved");
});

test("a learner hands in the whole mock without a network: the hand-in waits on the device through a reload, and when the network is back every answer, the take and the hand-in reach the server and the result shows", async ({
  page,
  context,
  request,
}, testInfo) => {
  const examId = await fixtureExamId(request, "E2E: Offline");
  await registerNewUser(page);
  page.on("dialog", (d) => void d.accept());
  await page.goto(`/exam/${examId}`);
  await expect(page.getByTestId("offline-state")).toHaveAttribute("data-state", "ready", { timeout: 20_000 });

  await context.setOffline(true);
  await beginModule(page, "Lesen");
  await page.getByRole("group", { name: "1. Anna kommt mit dem Zug." }).getByLabel("Richtig").check();
  await page.getByRole("group", { name: "2. Wann kommt Anna?" }).getByLabel("Am Samstag").check();
  await page.getByTestId("next-page").click();
  await page.getByRole("group", { name: "3. Welches Bild zeigt die richtige Situation?" }).getByRole("radio").first().check();
  await page.getByTestId("next-page").click();
  await handInModule(page);
  await beginModule(page, "Hören");
  await page.getByRole("group", { name: "4. Der Zug fährt von Gleis drei." }).getByLabel("Ja").check();
  await page.getByTestId("next-page").click();
  await handInModule(page);
  await beginModule(page, "Sprechen");
  await page.getByTestId("speaking-start").click();
  await expect(page.getByTestId("speaking-recording").getByRole("timer")).toContainText(/0:(5[0-7]|[0-4]\d)/);
  await page.getByTestId("speaking-stop").click();
  await expect(page.getByTestId("speaking-queued")).toBeVisible();
  await page.getByTestId("next-page").click();
  // the last module's hand-in hands in the exam: without a network it waits on the device, and says so
  await handInModule(page);
  const pending = page.getByTestId("hand-in-pending");
  await expect(pending).toBeVisible();
  await expect(pending.getByRole("heading")).toHaveText("Prüfung abgegeben – wartet auf das Netz");
  await expect(pending).toContainText(/Sie haben die Prüfung um \d\d:\d\d abgegeben\./);
  await expect(page.getByTestId("save-status")).toHaveText(
    "Offline – auf diesem Gerät behalten, wird gesendet, sobald das Netz zurück ist",
  );
  await expect(page.getByTestId("hand-in-state")).toHaveText("");
  // the clock has stopped: the learner is done
  await expect(page.getByTestId("module-timer")).toHaveCount(0);
  await checkPage(page, testInfo, "offline-handed-in-de-360");

  // a reload without a network: still handed in, still waiting
  await page.reload();
  await expect(pending).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem("userToken"));
  const status = async () => {
    const res = await request.post("/graphql", {
      headers: { Authorization: `Bearer ${token}`, Connection: "close" },
      data: { query: "{ myAttempts { status exam { id } } }" },
    });
    const body = (await res.json()) as { data: { myAttempts: { status: string; exam: { id: string } }[] } };
    return body.data.myAttempts.filter((a) => a.exam.id === examId).map((a) => a.status);
  };
  expect(await status()).toEqual(["IN_PROGRESS"]);

  // the network is back: answers, the take, then the hand-in; the result page follows
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/result\?examId=\d+&attemptId=\d+$/, { timeout: 20_000 });
  await expect(page.getByTestId("module-score").first()).toContainText("Lesen");
  await expect(page.getByTestId("module-score").first()).toContainText("/3");
  expect(await status()).toEqual(["SUBMITTED"]);
  expect(await page.evaluate(() => localStorage.getItem("examHandInsOffline"))).toBeNull();
});
