import { startTestServer, type TestServer } from "../../../test/harness";
import { signedIn } from "../../../test/factories";

let t: TestServer;
let token: string;
let adminId: number;

async function ok<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await t.gql(query, variables, { token, lang: "en" });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data as T;
}
async function refused(query: string, variables: Record<string, unknown> = {}, lang = "de") {
  const r = await t.gql(query, variables, { token, lang });
  expect(r.errors).toBeDefined();
  return r.errors![0];
}

/** Every trick we know for running script through an allowlist. */
const HOSTILE = [
  `<p>Hallo<script>alert(1)</script></p>`,
  `<p onclick="alert(1)" onmouseover="alert(2)">Klick</p>`,
  `<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="  javascript:alert(1)">c</a>`,
  `<a href="&#106;avascript:alert(1)">d</a>`,
  `<img src="x" onerror="alert(1)"><img src="javascript:alert(1)"><img src="data:image/svg+xml,<svg onload=alert(1)>">`,
  `<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">`,
  `<svg><script>alert(1)</script></svg><math><mtext><script>alert(1)</script></mtext></math>`,
  `<style>body{background:url(javascript:alert(1))}</style><p style="background:url(javascript:alert(1))">s</p>`,
  `<form action="javascript:alert(1)"><input onfocus="alert(1)" autofocus></form>`,
  `<scr<script>ipt>alert(1)</script>`,
  `<p><a href="https://goethe.de" target="_blank">ok</a> <strong>fett</strong></p>`,
].join("");

function assertHarmless(html: string | null) {
  expect(html).not.toBeNull();
  expect(html).not.toMatch(/<script|<iframe|<object|<embed|<style|<svg|<math|<form|<input/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:|data:/i);
  expect(html).not.toMatch(/style=/i);
}

beforeAll(async () => {
  t = await startTestServer();
  const a = await signedIn(t, { isAdmin: true, name: "Ada Admin" });
  token = a.token;
  adminId = a.user.id;
});
afterAll(() => t.close());

const LEVEL = `id family cefr name slugDe slugEn slugAr slugFr slugEs description { de en ar fr es } sortOrder examCount images { position file url alt { de en } }`;
const levelInput = (o: Record<string, unknown> = {}) => ({
  family: "goethe",
  cefr: "C1",
  name: "Goethe-Zertifikat C1",
  slugDe: "goethe-c1-neu",
  slugEn: "goethe-c1-new",
  slugAr: "غوته-c1",
  slugFr: "goethe-c1-fr",
  slugEs: "goethe-c1-es",
  description: { de: "<p>Beschreibung</p>", en: "<p>Description</p>" },
  images: [1, 2, 3, 4, 5].map((i) => ({ file: i % 2 ? "img/a.svg" : "img/b.svg", alt: { de: `Bild ${i}`, en: `Picture ${i}` } })),
  ...o,
});

describe("levels", () => {
  it("lists with filters, search, sort and pagination", async () => {
    const all = await ok(
      `{ adminLevels(filter: { perPage: 3, sortField: "cefr", sortOrder: "DESC", family: "telc" }) { total items { family cefr examCount } } }`,
    );
    expect(all.adminLevels.total).toBe(5);
    expect(all.adminLevels.items.map((l: { cefr: string }) => l.cefr)).toEqual(["C1", "B2", "B1"]);
    const found = await ok(
      `{ adminLevels(filter: { q: "goethe-a1" }) { total items { cefr family examCount images { position } } } }`,
    );
    expect(found.adminLevels.items[0]).toMatchObject({ cefr: "A1", family: "goethe", examCount: 1 });
    expect(found.adminLevels.items[0].images).toHaveLength(5);
  });

  it("refuses a second level of the same family and CEFR, and bad slugs, per field in German", async () => {
    const e = await refused(`mutation($i: AdminLevelInput!) { adminCreateLevel(input: $i) { id } }`, {
      i: levelInput({ slugEn: "two words", name: "" }),
    });
    expect(e.extensions!.code).toBe("BAD_USER_INPUT");
    expect(e.extensions!.fields).toEqual({ name: "Pflichtfeld.", slugEn: "Ein Pfadsegment ohne Leerzeichen, / ? oder #." });
    const dup = await refused(`mutation($i: AdminLevelInput!) { adminCreateLevel(input: $i) { id } }`, { i: levelInput() });
    expect(dup.extensions!.fields).toEqual({ cefr: "Diese Stufe gibt es schon." });
  });

  it("refuses deleting a level that has exams; deletes one without, then creates it anew with five images", async () => {
    const a1 = (await ok(`{ adminLevels(filter: { family: "goethe", cefr: "A1" }) { items { id } } }`)).adminLevels.items[0].id;
    expect((await refused(`mutation($id: ID!) { adminDeleteLevel(id: $id) { id } }`, { id: a1 })).extensions!.code).toBe(
      "CONFLICT",
    );
    const c1 = (await ok(`{ adminLevels(filter: { family: "goethe", cefr: "C1" }) { items { id } } }`)).adminLevels.items[0].id;
    await ok(`mutation($id: ID!) { adminDeleteLevel(id: $id) { id } }`, { id: c1 });
    const created = (await ok(`mutation($i: AdminLevelInput!) { adminCreateLevel(input: $i) { ${LEVEL} } }`, { i: levelInput() }))
      .adminCreateLevel;
    expect(created).toMatchObject({
      family: "goethe",
      cefr: "C1",
      slugAr: "غوته-c1",
      sortOrder: 4,
      examCount: 0,
      description: { de: "<p>Beschreibung</p>", en: "<p>Description</p>", ar: null },
    });
    expect(created.images[1]).toEqual({
      position: 2,
      file: "img/b.svg",
      url: "/media/img/b.svg",
      alt: { de: "Bild 2", en: "Picture 2" },
    });
    // the learner side reads it by its new slug
    const pub = await t.gql(`{ level(family: GOETHE, slug: "goethe-c1-new") { name images { alt } } }`);
    expect(pub.data!.level.name).toBe("Goethe-Zertifikat C1");
    const updated = await ok(`mutation($id: ID!, $i: AdminLevelInput!) { adminUpdateLevel(id: $id, input: $i) { ${LEVEL} } }`, {
      id: created.id,
      i: levelInput({ name: "C1 (neu)", images: undefined }),
    });
    // images left out are kept as they were
    expect(updated.adminUpdateLevel).toMatchObject({ name: "C1 (neu)", images: created.images });
    const UPDATE = `mutation($id: ID!, $i: AdminLevelInput!) { adminUpdateLevel(id: $id, input: $i) { id } }`;
    for (const n of [0, 1, 4, 6]) {
      const wrong = await refused(UPDATE, {
        id: created.id,
        i: levelInput({ images: Array(n).fill({ file: "img/a.svg", alt: { de: "Bild" } }) }),
      });
      expect(wrong.extensions!.fields).toEqual({ images: `Eine Stufe hat genau fünf Bilder (jetzt ${n}).` });
    }
    const noAlt = await refused(
      UPDATE,
      {
        id: created.id,
        i: levelInput({
          images: [1, 2, 3, 4, 5].map((i) => ({ file: "img/a.svg", alt: i === 3 ? { en: "Only English" } : { de: "Bild" } })),
        }),
      },
      "en",
    );
    expect(noAlt.extensions!.fields).toEqual({ "images.2.alt.de": "The German alternative text is missing." });
    const stored = await ok(`{ adminLevel(id: "${created.id}") { images { file } } }`);
    expect(stored.adminLevel.images).toHaveLength(5);
    const missing = await refused(`mutation($id: ID!, $i: AdminLevelInput!) { adminUpdateLevel(id: $id, input: $i) { id } }`, {
      id: created.id,
      i: levelInput({ images: [{ file: "../../etc/passwd", alt: { de: "x" } }, ...levelInput().images.slice(1)] }),
    });
    expect(missing.extensions!.fields).toEqual({ "images.0.file": "Diese Mediendatei gibt es nicht." });
  });
});

describe("sanitisation of rich text with hostile HTML", () => {
  it("strips scripts, event handlers, javascript: and data: URLs from level descriptions, in every language", async () => {
    const lv = (await ok(`{ adminLevels(filter: { family: "telc", cefr: "A2" }) { items { id } } }`)).adminLevels.items[0].id;
    const r = await ok(
      `mutation($id: ID!, $i: AdminLevelInput!) { adminUpdateLevel(id: $id, input: $i) { description { de en ar fr es } } }`,
      {
        id: lv,
        i: levelInput({
          family: "telc",
          cefr: "A2",
          slugDe: "telc-a2-x",
          description: { de: HOSTILE, en: HOSTILE, ar: HOSTILE, fr: HOSTILE, es: HOSTILE },
        }),
      },
    );
    for (const html of Object.values(r.adminUpdateLevel.description) as string[]) {
      assertHarmless(html);
      expect(html).toContain(`<a href="https://goethe.de" target="_blank" rel="noopener noreferrer">ok</a>`);
      expect(html).toContain("<strong>fett</strong>");
    }
    // what a learner receives is the stored, sanitised text
    const pub = await t.gql(`{ level(family: TELC, slug: "telc-a2-x") { description(lang: FR) } }`);
    assertHarmless(pub.data!.level.description);
  });

  it("sanitises block intro and passage, model solutions, explanations and contact texts", async () => {
    const exam = (await ok(`mutation { adminCreateExam(input: { levelId: 1, name: "XSS" }) { id } }`)).adminCreateExam.id;
    const b = (
      await ok(`mutation($i: AdminBlockInput!) { adminCreateBlock(input: $i) { id intro passage notes { de } } }`, {
        i: { examId: exam, type: "reading", intro: HOSTILE, passage: HOSTILE, notes: { de: HOSTILE } },
      })
    ).adminCreateBlock;
    [b.intro, b.passage, b.notes.de].forEach(assertHarmless);
    const q = (
      await ok(
        `mutation($i: AdminSubQuestionInput!) { adminCreateSubQuestion(input: $i) { modelSolution { de } explanation { en } } }`,
        {
          i: {
            blockId: b.id,
            kind: "gap_text",
            acceptedAnswers: ["x"],
            modelSolution: { de: HOSTILE },
            explanation: { en: HOSTILE },
          },
        },
      )
    ).adminCreateSubQuestion;
    [q.modelSolution.de, q.explanation.en].forEach(assertHarmless);
    const c = (
      await ok(
        `mutation($i: AdminContactInfoInput!) { adminUpdateContactInfo(input: $i) { about { de } goetheDesc { en } telcDesc { ar } placementDesc { es } } }`,
        {
          i: { about: { de: HOSTILE }, goetheDesc: { en: HOSTILE }, telcDesc: { ar: HOSTILE }, placementDesc: { es: HOSTILE } },
        },
      )
    ).adminUpdateContactInfo;
    [c.about.de, c.goetheDesc.en, c.telcDesc.ar, c.placementDesc.es].forEach(assertHarmless);
    const stored: { intro: string }[] = await t.ds.query(`SELECT intro FROM question_blocks WHERE id = $1`, [b.id]);
    assertHarmless(stored[0].intro);
  });
});

describe("placement items", () => {
  it("lists with level and difficulty filters; creates, updates, deletes; the key must be one of four distinct choices", async () => {
    const list = await ok(`{ adminPlacementItems(filter: { cefr: "A1" }) { total items { cefr } } }`);
    expect(list.adminPlacementItems.items.every((i: { cefr: string }) => i.cefr === "A1")).toBe(true);
    const bad = await refused(
      `mutation { adminCreatePlacementItem(input: { cefr: "D1", difficulty: "hard", title: "", choices: ["a","a","b"], correctAnswer: "z" }) { id } }`,
    );
    expect(Object.keys(bad.extensions!.fields as object).sort()).toEqual([
      "cefr",
      "choices",
      "correctAnswer",
      "difficulty",
      "title",
    ]);
    const c = (
      await ok(
        `mutation { adminCreatePlacementItem(input: { cefr: "B1", difficulty: "middle", title: "Ich ___ nach Hause.", choices: ["gehe","gehst","geht","gehen"], correctAnswer: "gehe" }) { id cefr difficulty title choices correctAnswer active contentKey } }`,
      )
    ).adminCreatePlacementItem;
    expect(c).toMatchObject({
      cefr: "B1",
      difficulty: "middle",
      choices: ["gehe", "gehst", "geht", "gehen"],
      correctAnswer: "gehe",
      active: true,
      contentKey: null,
    });
    const found = await ok(`{ adminPlacementItems(filter: { q: "nach hause", difficulty: "middle" }) { total items { id } } }`);
    expect(found.adminPlacementItems).toEqual({ total: 1, items: [{ id: c.id }] });
    const u = await ok(
      `mutation($id: ID!) { adminUpdatePlacementItem(id: $id, input: { cefr: "B2", difficulty: "difficult", title: "T", choices: ["a","b","c","d"], correctAnswer: "d", active: false }) { cefr correctAnswer active } }`,
      { id: c.id },
    );
    expect(u.adminUpdatePlacementItem).toEqual({ cefr: "B2", correctAnswer: "d", active: false });
    await ok(`mutation($id: ID!) { adminDeletePlacementItem(id: $id) { id } }`, { id: c.id });
    expect((await ok(`query($id: ID!) { adminPlacementItem(id: $id) { id } }`, { id: c.id })).adminPlacementItem).toBeNull();
  });
});

describe("contact info (singleton)", () => {
  it("reads every text in five languages and the images; an update keeps what it leaves out", async () => {
    const before = (await ok(`{ adminContactInfo { id logo images { name file url } email phone about { de } } }`))
      .adminContactInfo;
    expect(before.id).toBe("1");
    const u = (
      await ok(
        `mutation { adminUpdateContactInfo(input: { phone: "+49 30 123", images: [{ name: "a1", file: "img/b.svg" }], goetheDesc: { de: "<p>G</p>", en: "<p>G en</p>" } }) { logo phone email images { name url } goetheDesc { de en ar } } }`,
      )
    ).adminUpdateContactInfo;
    expect(u).toMatchObject({
      logo: before.logo,
      email: before.email,
      phone: "+49 30 123",
      images: [{ name: "a1", url: "/media/img/b.svg" }],
      goetheDesc: { de: "<p>G</p>", en: "<p>G en</p>", ar: null },
    });
    const pub = await t.gql(`{ contactInfo(lang: EN) { goetheDesc phone } }`);
    expect(pub.data!.contactInfo).toEqual({ goetheDesc: "<p>G en</p>", phone: "+49 30 123" });
    const bad = await refused(`mutation { adminUpdateContactInfo(input: { logo: "nope.png", email: "not-an-email" }) { id } }`);
    expect(Object.keys(bad.extensions!.fields as object).sort()).toEqual(["email", "logo"]);
  });
});

describe("users", () => {
  it("lists and searches users (guests hidden), promotes, demotes and blocks; a blocked user's token stops working", async () => {
    const learner = await signedIn(t, { name: "Berta Beispiel", email: "berta@example.org" });
    await signedIn(t, { isGuest: true });
    const found = await ok(
      `{ adminUsers(filter: { q: "BERTA" }) { total items { id name email isAdmin isTeacher isBlocked isGuest emailConfirmed attemptCount } } }`,
    );
    expect(found.adminUsers).toEqual({
      total: 1,
      items: [
        {
          id: String(learner.user.id),
          name: "Berta Beispiel",
          email: "berta@example.org",
          isAdmin: false,
          isTeacher: false,
          isBlocked: false,
          isGuest: false,
          emailConfirmed: true,
          attemptCount: 0,
        },
      ],
    });
    const teacher = await ok(
      `mutation($id: ID!) { adminUpdateUser(id: $id, input: { isTeacher: true }) { isTeacher isAdmin } }`,
      {
        id: learner.user.id,
      },
    );
    expect(teacher.adminUpdateUser).toEqual({ isTeacher: true, isAdmin: false });
    expect((await t.gql(`{ me { isTeacher } gradingQueue { subQuestionId } }`, {}, { token: learner.token })).data).toEqual({
      me: { isTeacher: true },
      gradingQueue: [],
    });
    await ok(`mutation($id: ID!) { adminUpdateUser(id: $id, input: { isTeacher: false }) { isTeacher } }`, {
      id: learner.user.id,
    });
    expect((await t.gql(`{ gradingQueue { subQuestionId } }`, {}, { token: learner.token })).errors![0].extensions!.code).toBe(
      "FORBIDDEN",
    );
    const all = await ok(`{ adminUsers { items { isGuest } } withGuests: adminUsers(filter: { withGuests: true }) { total } }`);
    expect(all.adminUsers.items.some((u: { isGuest: boolean }) => u.isGuest)).toBe(false);
    expect(all.withGuests.total).toBeGreaterThan(all.adminUsers.items.length);
    const promoted = await ok(`mutation($id: ID!) { adminUpdateUser(id: $id, input: { isAdmin: true }) { isAdmin } }`, {
      id: learner.user.id,
    });
    expect(promoted.adminUpdateUser.isAdmin).toBe(true);
    expect((await t.gql(`{ adminDashboard { users } }`, {}, { token: learner.token })).errors).toBeUndefined();
    await ok(`mutation($id: ID!) { adminUpdateUser(id: $id, input: { isAdmin: false }) { isAdmin } }`, { id: learner.user.id });
    expect((await t.gql(`{ adminDashboard { users } }`, {}, { token: learner.token })).errors![0].extensions!.code).toBe(
      "FORBIDDEN",
    );
    const admins = await ok(`{ adminUsers(filter: { isAdmin: true }) { items { id } } }`);
    expect(admins.adminUsers.items).toEqual([{ id: String(adminId) }]);
    const blocked = await ok(`mutation($id: ID!) { adminUpdateUser(id: $id, input: { isBlocked: true }) { isBlocked } }`, {
      id: learner.user.id,
    });
    expect(blocked.adminUpdateUser.isBlocked).toBe(true);
    const me = await t.gql(`{ me { id } }`, {}, { token: learner.token });
    expect(me.data?.me ?? null).toBeNull();
    const self = await refused(`mutation($id: ID!) { adminUpdateUser(id: $id, input: { isAdmin: false }) { id } }`, {
      id: adminId,
    });
    expect(self.extensions!.code).toBe("CONFLICT");
  });

  it("shows a user's attempts with scores, and the dashboard's counts, means per skill and weakest items", async () => {
    const l = await signedIn(t, { name: "Carla" });
    const examId = (await t.ds.query(`SELECT id FROM exams WHERE name = 'Testprüfung A1'`))[0].id;
    const start = await t.gql(`mutation($id: ID!) { startAttempt(examId: $id) { id } }`, { id: examId }, { token: l.token });
    const attemptId = start.data!.startAttempt.id;
    const subs: { id: number; answer_type: string; correct_answer: string | null }[] = await t.ds.query(
      `SELECT q.id, q.answer_type, q.correct_answer FROM sub_questions q JOIN question_blocks b ON b.id = q.block_id WHERE b.exam_id = $1 ORDER BY b.position, q.position`,
      [examId],
    );
    // right on the first item only, wrong on the second, the rest unanswered
    const answers = [
      { subQuestionId: String(subs[0].id), value: subs[0].correct_answer },
      { subQuestionId: String(subs[1].id), value: subs[1].correct_answer === "a" ? "b" : "a" },
    ];
    const saved = await t.gql(
      `mutation($a: ID!, $ans: [AnswerInput!]!) { saveAnswers(attemptId: $a, answers: $ans) { saved } }`,
      { a: attemptId, ans: answers },
      { token: l.token },
    );
    expect(saved.errors).toBeUndefined();
    const sub = await t.gql(
      `mutation($a: ID!) { submitAttempt(attemptId: $a) { status } }`,
      { a: attemptId },
      { token: l.token },
    );
    expect(sub.errors).toBeUndefined();

    const attempts = await ok(
      `query($u: ID!) { adminUserAttempts(userId: $u) { examId examName status readingPercent listeningPercent totalPercent passed } }`,
      { u: l.user.id },
    );
    expect(attempts.adminUserAttempts).toEqual([
      {
        examId: String(examId),
        examName: "Testprüfung A1",
        status: "submitted",
        readingPercent: expect.any(Number),
        listeningPercent: 0,
        totalPercent: expect.any(Number),
        passed: false,
      },
    ]);
    expect(attempts.adminUserAttempts[0].readingPercent).toBeGreaterThan(0);

    const d = (
      await ok(
        `{ adminDashboard { users admins exams publishedExams attempts submittedAttempts examStats { examId examName attempts submitted readingMean listeningMean } weakestItems { subQuestionId examName attempts correct share } } }`,
      )
    ).adminDashboard;
    const users = Number((await t.ds.query(`SELECT COUNT(*) n FROM users WHERE NOT is_guest`))[0].n);
    expect(d).toMatchObject({ users, admins: 1, attempts: 1, submittedAttempts: 1 });
    expect(d.examStats.find((s: { examId: string }) => s.examId === String(examId))).toEqual({
      examId: String(examId),
      examName: "Testprüfung A1",
      attempts: 1,
      submitted: 1,
      readingMean: attempts.adminUserAttempts[0].readingPercent,
      listeningMean: 0,
    });
    // weakest first: every wrong or unanswered item (share 0) before the one answered right
    expect(d.weakestItems).toHaveLength(Math.min(10, subs.length));
    expect(d.weakestItems.map((i: { share: number }) => i.share)).toEqual([...Array(subs.length - 1).fill(0), 1]);
    expect(d.weakestItems[subs.length - 1].subQuestionId).toBe(String(subs[0].id));
    const items = (await ok(`query($e: ID!) { adminItemStats(examId: $e) { subQuestionId correct share } }`, { e: examId }))
      .adminItemStats;
    expect(items).toHaveLength(subs.length);
    expect(items[0]).toEqual({ subQuestionId: String(subs[0].id), correct: 1, share: 1 });
  });
});
