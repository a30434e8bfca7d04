import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "../../scripts/e2e/playwright.mjs";
import { expect, test } from "../../scripts/e2e/csp.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const SHOTS = path.join(here, "..", "test-results", "shots");
// Chromium's fake microphone plays this WAV (German speech) and grants the microphone without asking.
const FAKE_MIC = path.join(here, "..", "..", "client", "e2e", "fixtures", "fake-mic.wav");

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
});

test("an author records a listening part's audio beside its script; the server's Ogg and MP3 twins replace the old file", async ({
  page,
  request,
}) => {
  const login = await request.post("/graphql", {
    data: { query: `mutation { login(email: "admin@example.org", password: "admin-password-1") { token } }` },
  });
  const token: string = (await login.json()).data.login.token;
  const blockQuery = async (query: string, variables: Record<string, unknown>) => {
    const res = await request.post("/graphql", { data: { query, variables }, headers: { authorization: `Bearer ${token}` } });
    return (await res.json()).data;
  };
  // a seeded listening part with its script (the console's other journey may be adding parts of its own meanwhile)
  const list = await blockQuery(
    `query { adminBlocks(filter: { type: "listening", perPage: 100 }) { items { id audio audioMp3 transcript } } }`,
    {},
  );
  const before = list.adminBlocks.items.find((b: { transcript: string | null }) => (b.transcript ?? "").length > 20);

  await page.goto("/admin/");
  await page.locator('input[name="username"]').fill("admin@example.org");
  await page.locator('input[name="password"]').fill("admin-password-1");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByText("Veröffentlichte Prüfungen")).toBeVisible();
  await page.goto(`/admin/question_blocks/${before.id}`);
  // the part's fields appear once its record is loaded (the form shows a listening part's fields only)
  const script = page.locator('textarea[name="transcript"]');
  await expect(script).toHaveValue(/[\s\S]{21,}/);
  const transcript = await script.inputValue();

  await page.getByRole("button", { name: "Aufnehmen" }).click();
  const dialog = page.getByRole("dialog", { name: "Ton dieses Teils aufnehmen" });
  // the part's script beside the recorder
  await expect(dialog.getByTestId("audio-recorder")).toContainText(transcript.split("\n")[0].slice(0, 40));
  await dialog.getByRole("button", { name: "Aufnahme starten" }).click();
  await expect(dialog.getByRole("progressbar", { name: "Mikrofonpegel" })).toBeVisible();
  await expect(dialog.getByRole("timer")).toHaveText("0:02");
  await page.screenshot({ path: `${SHOTS}/recorder-recording-1366.png` });
  await dialog.getByRole("button", { name: "Stopp" }).click();
  const player = dialog.getByLabel("Anhören");
  await expect.poll(() => player.evaluate((el: HTMLAudioElement) => el.readyState)).toBeGreaterThan(0);
  await expect(dialog.getByText("Es war nichts zu hören")).toHaveCount(0);

  await dialog.getByRole("button", { name: "Aufnahme übernehmen" }).click();
  // on the recorder's whole text, so that a failure prints what the author saw instead
  await expect(dialog.getByTestId("audio-recorder")).toContainText(/Normalisiert: Ogg -1[56]\.\d LUFS, MP3 -1[56]\.\d LUFS/, {
    timeout: 60_000,
  });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${SHOTS}/recorder-saved-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${SHOTS}/recorder-saved-1366.png` });
  await dialog.getByRole("button", { name: "Schließen" }).click();
  await expect(page.getByTestId("media-audio-note")).toContainText("Normalisiert");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Gespeichert", { exact: true })).toBeVisible();

  const after = (await blockQuery(`query($id: ID!) { adminBlock(id: $id) { audio audioMp3 } }`, { id: before.id })).adminBlock;
  expect(after.audio).toMatch(/^audio\/[0-9a-f-]{36}\.ogg$/);
  expect(after.audioMp3).toBe(after.audio.replace(/\.ogg$/, ".mp3"));
  expect(after.audio).not.toBe(before.audio);
  for (const [key, type] of [
    [after.audio, "audio/ogg"],
    [after.audioMp3, "audio/mpeg"],
    [before.audio, "audio/ogg"],
  ]) {
    const res = await request.get(`/media/${key}`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe(type);
  }
});
