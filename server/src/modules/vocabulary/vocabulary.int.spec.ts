import { signedIn } from "../../../test/factories";
import { startTestServer, type TestServer } from "../../../test/harness";
import type { Actor } from "../../common/principal";
import { Q } from "../attempts/attempt.testkit";
import { P } from "../practice/practice.testkit";
import { VocabularyService } from "./vocabulary.service";

const W = {
  add: `mutation Add($input: AddWordInput!) { addWord(input: $input) { id word sentence source blockId note state due reviews
      schedule { rating due } } }`,
  review: `mutation Review($id: ID!, $rating: WordRating!) { reviewWord(id: $id, rating: $rating) { id due state reviews } }`,
  note: `mutation Note($id: ID!, $note: String) { updateWordNote(id: $id, note: $note) { id note } }`,
  remove: `mutation Remove($id: ID!) { removeWord(id: $id) }`,
  mine: `query Mine { myWords { id word } dueWords { id word } wordDeck { total due nextDueAt } }`,
  cues: `query Cues($attemptId: ID!, $blockId: ID!) { audioCues(attemptId: $attemptId, blockId: $blockId) { start end speaker text } }`,
  exportData: `query Export { exportMyData }`,
};

/** The per-field messages of a refusal. */
const fieldsOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (r.errors?.[0].extensions?.fields ?? {}) as Record<string, string>;

let t: TestServer;
let blockId: string; // the fixture's listening block (audio/t.ogg, with cues)

beforeAll(async () => {
  t = await startTestServer();
  blockId = String((await t.ds.query(`SELECT id FROM question_blocks WHERE audio = 'audio/t.ogg'`))[0].id);
});
afterAll(() => t.close());

const actorOf = (userId: number): Actor =>
  ({ principal: { userId, isGuest: false, isAdmin: false }, lang: "de", ip: "127.0.0.1", loaders: {} }) as unknown as Actor;

describe("the word deck, scheduled by FSRS on a fixed clock", () => {
  it("adds a card due at once, schedules each rating from the review's time, and lists what is due", async () => {
    const { user } = await signedIn(t);
    let now = new Date("2026-03-02T08:00:00.000Z");
    const words = new VocabularyService(t.ds, () => now);
    const me = actorOf(user.id);

    const card = await words.addWord(me, { word: " „Zug“, ", sentence: "Der Zug fährt um acht Uhr.", blockId });
    expect(card).toMatchObject({ word: "Zug", sentence: "Der Zug fährt um acht Uhr.", source: "Testprüfung A1 · Hören, Teil 1" });
    expect(card.state).toBe("new");
    expect(card.due.toISOString()).toBe(now.toISOString());
    // the rating buttons' dates: AGAIN in a minute, HARD in 6 minutes, GOOD in 10 minutes, EASY in days (FSRS-6 defaults)
    const next = Object.fromEntries(card.schedule.map((s) => [s.rating, s.due.getTime() - now.getTime()]));
    expect(next.again).toBe(60_000);
    expect(next.hard).toBe(6 * 60_000);
    expect(next.good).toBe(10 * 60_000);
    expect(next.easy).toBeGreaterThanOrEqual(2 * 86_400_000);
    expect((await words.dueWords(me, 50)).map((c) => c.word)).toEqual(["Zug"]);

    // GOOD: due when the button said, no longer due now
    const reviewed = await words.reviewWord(me, String(card.id), "good");
    expect(reviewed.due.toISOString()).toBe(card.schedule.find((s) => s.rating === "good")!.due.toISOString());
    expect(reviewed).toMatchObject({ state: "learning", reviews: 1 });
    expect(await words.dueWords(me, 50)).toEqual([]);
    expect(await words.wordDeck(me)).toEqual({ total: 1, due: 0, nextDueAt: reviewed.due });

    // eleven minutes later it is due again; GOOD moves it to days (review state), EASY would have gone further
    now = new Date(now.getTime() + 11 * 60_000);
    expect((await words.dueWords(me, 50)).map((c) => c.id)).toEqual([card.id]);
    const [due] = await words.dueWords(me, 50);
    const easy = due.schedule.find((s) => s.rating === "easy")!.due.getTime();
    const good = await words.reviewWord(me, String(card.id), "good");
    expect(good.state).toBe("review");
    expect(good.due.getTime() - now.getTime()).toBeGreaterThanOrEqual(86_400_000);
    expect(easy).toBeGreaterThan(good.due.getTime());

    // AGAIN after the interval: a lapse, relearning, due in minutes
    now = new Date(good.due.getTime() + 3_600_000);
    const again = await words.reviewWord(me, String(card.id), "again");
    expect(again).toMatchObject({ state: "relearning", lapses: 1, reviews: 3 });
    expect(again.due.getTime() - now.getTime()).toBeLessThanOrEqual(10 * 60_000);
  });

  it("keeps one card per word and sentence, and refuses bad input in the caller's language", async () => {
    const { token } = await signedIn(t);
    const a = await t.gql(W.add, { input: { word: "fährt", sentence: "Der Zug fährt um acht Uhr." } }, { token });
    const b = await t.gql(W.add, { input: { word: "fährt", sentence: "Der  Zug fährt um acht Uhr. " } }, { token });
    expect(b.data!.addWord.id).toBe(a.data!.addWord.id);
    expect(a.data!.addWord.source).toBe("");
    const bad = await t.gql(W.add, { input: { word: "…", sentence: "Satz." } }, { token, lang: "en" });
    expect(bad.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(bad.errors?.[0].extensions?.fields).toEqual({ word: "A word has 1 to 80 characters and at least one letter." });
    const noSentence = await t.gql(W.add, { input: { word: "Zug", sentence: "  " } }, { token, lang: "fr" });
    expect(fieldsOf(noSentence).sentence).toMatch(/phrase/);
    const badBlock = await t.gql(W.add, { input: { word: "Zug", sentence: "Zug.", blockId: "999999" } }, { token });
    expect(fieldsOf(badBlock).blockId).toBe("Diese Aufgabe gibt es nicht.");
    const id = a.data!.addWord.id;
    expect((await t.gql(W.note, { id, note: "  goes (train)  " }, { token })).data!.updateWordNote.note).toBe("goes (train)");
    const long = await t.gql(W.note, { id, note: "x".repeat(501) }, { token, lang: "ar" });
    expect(fieldsOf(long).note).toMatch(/الملاحظة/);
    expect((await t.gql(W.mine, {}, { token })).data!.wordDeck).toMatchObject({ total: 1, due: 1 });
  });

  it("lets nobody read or change another learner's cards", async () => {
    const owner = await signedIn(t);
    const other = await signedIn(t);
    const id = (await t.gql(W.add, { input: { word: "Bahnhof", sentence: "Am Bahnhof." } }, { token: owner.token })).data!.addWord
      .id;
    const mine = (await t.gql(W.mine, {}, { token: other.token })).data!;
    expect(mine.myWords).toEqual([]);
    expect(mine.dueWords).toEqual([]);
    expect(mine.wordDeck).toEqual({ total: 0, due: 0, nextDueAt: null });
    for (const [q, v] of [
      [W.review, { id, rating: "EASY" }],
      [W.note, { id, note: "mine now" }],
      [W.remove, { id }],
    ] as const) {
      const r = await t.gql(q, v, { token: other.token });
      expect(r.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    }
    const still = (await t.gql(W.mine, {}, { token: owner.token })).data!;
    expect(still.myWords).toEqual([{ id, word: "Bahnhof" }]);
    expect(still.dueWords).toEqual([{ id, word: "Bahnhof" }]);
    expect((await t.gql(W.remove, { id }, { token: owner.token })).data!.removeWord).toBe(true);
    expect((await t.gql(W.mine, {}, { token: owner.token })).data!.myWords).toEqual([]);
  });

  it("is for registered learners: guests are asked to register, anonymous callers to sign in", async () => {
    const guest = await signedIn(t, { isGuest: true });
    const add = await t.gql(W.add, { input: { word: "Zug", sentence: "Der Zug." } }, { token: guest.token });
    expect(add.errors?.[0].extensions?.code).toBe("REGISTRATION_REQUIRED");
    const list = await t.gql(`{ myWords { id } }`, {}, { token: guest.token });
    expect(list.errors?.[0].extensions?.code).toBe("REGISTRATION_REQUIRED");
    expect((await t.gql(`{ wordDeck { total due } }`, {}, { token: guest.token })).data!.wordDeck).toEqual({ total: 0, due: 0 });
    const anon = await t.gql(`{ dueWords { id } }`, {});
    expect(anon.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("goes into the learner's data export and away with the account", async () => {
    const { user, token } = await signedIn(t);
    await t.gql(W.add, { input: { word: "Fahrkarte", sentence: "Eine Fahrkarte, bitte.", blockId } }, { token });
    const exported = (await t.gql(W.exportData, {}, { token })).data!.exportMyData;
    expect(exported.words).toEqual([
      expect.objectContaining({
        word: "Fahrkarte",
        sentence: "Eine Fahrkarte, bitte.",
        source: "Testprüfung A1 · Hören, Teil 1",
      }),
    ]);
    await t.ds.query(`DELETE FROM users WHERE id = $1`, [user.id]);
    expect(await t.ds.query(`SELECT id FROM word_cards WHERE user_id = $1`, [user.id])).toEqual([]);
  });
});

describe("a recording's sentence timings (study mode)", () => {
  it("are loaded with the content", async () => {
    const [row] = await t.ds.query(`SELECT audio_cues FROM question_blocks WHERE id = $1`, [blockId]);
    expect(row.audio_cues).toHaveLength(2);
  });

  it("are shown in a drill only once an item of the block is checked", async () => {
    const { token } = await signedIn(t);
    const drill = (await t.gql(P.startDrill, { setId: "goethe-A1-listening-1" }, { token })).data!.startDrill;
    const page = (await t.gql(P.page, { id: drill.id, n: 1 }, { token })).data!.attempt.page;
    expect(page.block.id).toBe(blockId);
    const before = await t.gql(W.cues, { attemptId: drill.id, blockId }, { token, lang: "en" });
    expect(before.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(before.errors?.[0].message).toMatch(/after checking the answers/);
    await t.gql(P.check, { id: drill.id, ids: [page.block.subQuestions[0].id] }, { token });
    const after = await t.gql(W.cues, { attemptId: drill.id, blockId }, { token });
    expect(after.data!.audioCues).toEqual([
      { start: 0, end: 1.8, speaker: "Ansage", text: "Hören, Teil eins." },
      { start: 1.8, end: 4.1, speaker: "Frau", text: "Der Zug fährt um acht Uhr." },
    ]);
    // another learner does not read them through this drill
    const other = await signedIn(t);
    const foreign = await t.gql(W.cues, { attemptId: drill.id, blockId }, { token: other.token });
    expect(foreign.errors?.[0].extensions?.code).toMatch(/NOT_FOUND|FORBIDDEN/);
    expect(foreign.data?.audioCues ?? null).toBeNull();
  });

  it("are never shown in a running mock, and are in its review after submission", async () => {
    const { token } = await signedIn(t);
    const examId = String((await t.ds.query(`SELECT id FROM exams WHERE name = 'Testprüfung A1'`))[0].id);
    const id = (await t.gql(Q.start, { examId }, { token })).data!.startAttempt.id as string;
    const running = await t.gql(W.cues, { attemptId: id, blockId }, { token });
    expect(running.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const elsewhere = await t.gql(W.cues, { attemptId: id, blockId: "999999" }, { token });
    expect(elsewhere.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect((await t.gql(Q.submit, { id }, { token })).errors).toBeUndefined();
    const review = await t.gql(W.cues, { attemptId: id, blockId }, { token });
    expect(review.data!.audioCues.map((c: { text: string }) => c.text)).toEqual([
      "Hören, Teil eins.",
      "Der Zug fährt um acht Uhr.",
    ]);
  });
});
