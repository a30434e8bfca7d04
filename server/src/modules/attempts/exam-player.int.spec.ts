import fs from "node:fs";
import { signedIn } from "../../../test/factories";
import { startTestServer, type TestServer } from "../../../test/harness";
import type { AttemptService } from "./attempt.service";
import { ALL_TYPES_EXAM, attemptsContentDir, Q } from "./attempt.testkit";

/** The exam player's server side (issue 19): extended time, the player's settings, the recording's sources, page states. */
let t: TestServer;
let svc: AttemptService;
let contentDir: string;
let examId: string;

const T0 = new Date("2026-03-02T09:00:00.000Z").getTime();
const at = (ms: number) => () => new Date(T0 + ms);
const MIN = 60_000;

beforeAll(async () => {
  contentDir = attemptsContentDir();
  t = await startTestServer({ contentDir });
  svc = t.services.attempts;
  examId = String((await t.ds.query(`SELECT id FROM exams WHERE name = $1`, [ALL_TYPES_EXAM]))[0].id);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(contentDir, { recursive: true, force: true });
});
afterEach(() => {
  svc.now = () => new Date();
});

async function start(token: string, mode: "EXAM" | "TRAINING" = "EXAM"): Promise<string> {
  const r = await t.gql(Q.start, { examId, mode }, { token });
  expect(r.errors).toBeUndefined();
  return r.data!.startAttempt.id;
}

const GRANT = `mutation($id: ID!, $f: Float!) { adminUpdateUser(id: $id, input: { timeFactor: $f }) { id timeFactor } }`;

describe("extended time", () => {
  it("a module's clock runs from the learner's entry (after the intro), as long as the granted factor says", async () => {
    const admin = await signedIn(t, { isAdmin: true });
    const learner = await signedIn(t);
    const granted = await t.gql(GRANT, { id: String(learner.user.id), f: 1.5 }, { token: admin.token });
    expect(granted.data!.adminUpdateUser).toEqual({ id: String(learner.user.id), timeFactor: 1.5 });
    expect((await t.gql(`{ me { timeFactor } }`, {}, { token: learner.token })).data!.me.timeFactor).toBe(1.5);

    svc.now = at(0);
    const id = await start(learner.token);
    // started, but no clock runs before the learner enters the first module
    const before = (await t.gql(Q.timers, { id }, { token: learner.token })).data!.attempt.timers;
    expect(before.map((c: { limitSeconds: number; startedAt: string | null }) => [c.limitSeconds, c.startedAt])).toEqual([
      [900, null],
      [450, null],
    ]);
    svc.now = at(2 * MIN);
    await t.gql(Q.page, { id, n: 1 }, { token: learner.token });
    svc.now = at(12 * MIN);
    const reading = (await t.gql(Q.timers, { id }, { token: learner.token })).data!.attempt.timers[0];
    // 10 minutes × 1.5 from minute 2: at minute 12 five minutes are left where the exam's own time would be up
    expect(reading).toMatchObject({ limitSeconds: 900, remainingSeconds: 300, expired: false });
    const save = await t.gql(
      Q.save,
      { id, answers: [{ subQuestionId: await firstItem(), value: "true" }] },
      { token: learner.token },
    );
    expect(save.errors).toBeUndefined();
    svc.now = at(17 * MIN + 16_000);
    const late = await t.gql(
      Q.save,
      { id, answers: [{ subQuestionId: await firstItem(), value: "false" }] },
      { token: learner.token },
    );
    expect(late.errors![0].extensions!.reason).toBe("TIME_UP");
  });

  it("pages read ahead for offline use (ahead: true) start no module's clock; opening a page does", async () => {
    const learner = await signedIn(t);
    svc.now = at(0);
    const id = await start(learner.token);
    const AHEAD = `query($id: ID!, $n: Int!) { attempt(id: $id) { page(number: $n, ahead: true) { number skill block { id } } } }`;
    for (const n of [1, 2, 3, 4, 5]) {
      const r = await t.gql(AHEAD, { id, n }, { token: learner.token });
      expect(r.errors).toBeUndefined();
      expect(r.data!.attempt.page.number).toBe(n);
    }
    const timers = async () =>
      (await t.gql(Q.timers, { id }, { token: learner.token })).data!.attempt.timers.map(
        (c: { startedAt: string | null }) => c.startedAt,
      );
    expect(await timers()).toEqual([null, null]);
    svc.now = at(3 * MIN);
    await t.gql(Q.page, { id, n: 4 }, { token: learner.token });
    expect(await timers()).toEqual([null, new Date(T0 + 3 * MIN).toISOString()]);
  });

  it("training stays untimed whatever the factor; a factor out of range or from a learner is refused", async () => {
    const admin = await signedIn(t, { isAdmin: true });
    const learner = await signedIn(t, { timeFactor: 2 });
    const id = await start(learner.token, "TRAINING");
    await t.gql(Q.page, { id, n: 1 }, { token: learner.token });
    const timers = (await t.gql(Q.timers, { id }, { token: learner.token })).data!.attempt.timers;
    expect(timers.every((c: { limitSeconds: number | null }) => c.limitSeconds === null)).toBe(true);

    const tooLong = await t.gql(GRANT, { id: String(learner.user.id), f: 5 }, { token: admin.token, lang: "de" });
    expect(tooLong.errors![0].extensions!.code).toBe("BAD_USER_INPUT");
    expect(tooLong.errors![0].extensions!.fields).toEqual({
      timeFactor: "Der Zeitfaktor liegt zwischen 1 und 3 (z. B. 1,25, 1,5 oder 2).",
    });
    const self = await t.gql(GRANT, { id: String(learner.user.id), f: 3 }, { token: learner.token });
    expect(self.errors![0].extensions!.code).toBe("FORBIDDEN");
    expect((await t.gql(`{ me { timeFactor } }`, {}, { token: learner.token })).data!.me.timeFactor).toBe(2);
  });
});

async function firstItem(): Promise<string> {
  const [{ id }] = await t.ds.query(
    `SELECT sq.id FROM sub_questions sq JOIN question_blocks qb ON qb.id = sq.block_id WHERE qb.exam_id = $1 ORDER BY qb.position, sq.position LIMIT 1`,
    [examId],
  );
  return String(id);
}

describe("player settings", () => {
  const UPDATE = `mutation($input: PlayerSettingsInput!) { updatePlayerSettings(input: $input) { textSize highContrast volume } }`;

  it("are kept per registered learner; fields left out stay; bad values are refused in the learner's language", async () => {
    const learner = await signedIn(t);
    const me = `{ me { playerSettings { textSize highContrast volume } } }`;
    expect((await t.gql(me, {}, { token: learner.token })).data!.me.playerSettings).toEqual({
      textSize: 0,
      highContrast: false,
      volume: 1,
    });
    const r = await t.gql(UPDATE, { input: { textSize: 2, highContrast: true } }, { token: learner.token });
    expect(r.data!.updatePlayerSettings).toEqual({ textSize: 2, highContrast: true, volume: 1 });
    await t.gql(UPDATE, { input: { volume: 0.4 } }, { token: learner.token });
    expect((await t.gql(me, {}, { token: learner.token })).data!.me.playerSettings).toEqual({
      textSize: 2,
      highContrast: true,
      volume: 0.4,
    });
    const bad = await t.gql(UPDATE, { input: { textSize: 7, volume: 1.5 } }, { token: learner.token, lang: "en" });
    expect(bad.errors![0].extensions!.fields).toEqual({
      textSize: "The text size is 0, 1 or 2.",
      volume: "The volume lies between 0 and 1.",
    });
    expect((await t.gql(me, {}, { token: learner.token })).data!.me.playerSettings.textSize).toBe(2);
  });

  it("a guest keeps them on the device: the server asks to register", async () => {
    const guest = await t.gql(`mutation { startGuestSession { token } }`);
    const token = guest.data!.startGuestSession.token;
    const r = await t.gql(UPDATE, { input: { textSize: 1 } }, { token });
    expect(r.errors![0].extensions!.code).toBe("REGISTRATION_REQUIRED");
  });
});

describe("the recording in every format, and the navigator's page states", () => {
  it("offers Ogg and MP3 with their types; both are served with byte ranges whatever the Accept header", async () => {
    const { token } = await signedIn(t);
    const id = await start(token, "TRAINING");
    const page = await t.gql(
      `query($id: ID!) { attempt(id: $id) { page(number: 4) { block { audioSources { url mimeType } } } } }`,
      { id },
      { token },
    );
    const sources: { url: string; mimeType: string }[] = page.data!.attempt.page.block.audioSources;
    expect(sources.map((s) => s.mimeType)).toEqual(["audio/ogg", "audio/mpeg"]);
    expect(sources[0].url).toMatch(/\/media\/audio\/t\.ogg$/);
    expect(sources[1].url).toMatch(/\/media\/audio\/t\.mp3$/);
    for (const s of sources) {
      const path = new URL(s.url, t.url).pathname;
      const whole = await fetch(`${t.url}${path}`, { headers: { Accept: `${s.mimeType}, audio/*;q=0.9, */*;q=0.5` } });
      expect(whole.status).toBe(200);
      expect(whole.headers.get("content-type")).toBe(s.mimeType.split(";")[0]);
      expect(whole.headers.get("accept-ranges")).toBe("bytes");
      const size = (await whole.arrayBuffer()).byteLength;
      const part = await fetch(`${t.url}${path}`, { headers: { Range: "bytes=1-3", Accept: "*/*" } });
      expect(part.status).toBe(206);
      expect(part.headers.get("content-type")).toBe(s.mimeType.split(";")[0]);
      expect(part.headers.get("content-range")).toBe(`bytes 1-3/${size}`);
      expect((await part.arrayBuffer()).byteLength).toBe(3);
      const beyond = await fetch(`${t.url}${path}`, { headers: { Range: `bytes=${size + 10}-` } });
      expect(beyond.status).toBe(416);
    }
  });

  it("tells the navigator each page's items and how many are answered", async () => {
    const { token } = await signedIn(t);
    const id = await start(token);
    await t.gql(Q.save, { id, answers: [{ subQuestionId: await firstItem(), value: "true" }] }, { token });
    const r = await t.gql(
      `query($id: ID!) { attempt(id: $id) { pageStates { number skill questions answered } } }`,
      { id },
      { token },
    );
    const states = r.data!.attempt.pageStates;
    expect(states[0]).toEqual({ number: 1, skill: "READING", questions: 4, answered: 1 });
    expect(states.slice(1).every((s: { answered: number }) => s.answered === 0)).toBe(true);
    expect(states.map((s: { skill: string }) => s.skill)).toEqual(["READING", "READING", "READING", "LISTENING", "LISTENING"]);
  });
});
