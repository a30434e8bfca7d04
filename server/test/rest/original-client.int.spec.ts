/**
 * The original client's whole journey over the shipped content, call by call as its bundle makes them
 * (X-Requested-With and a Bearer on every call, "Bearer null" for guests): register and login, the level
 * and exam lists, every page of a Goethe and a telc mock with save-exam after each, the result, the report
 * page by page, the test history and the placement test. Every mock has Schreiben and Sprechen, for which
 * the client has no screens: it must be served the keyed modules' pages only, reach its result after the
 * last of them, and be told there where writing and speaking are taken.
 */
import path from "node:path";
import { startTestServer, type TestServer } from "../harness";
import { compatClient, PAGINATOR_KEYS, type CompatClient } from "./compat-client";

const SHIPPED_CONTENT = path.join(__dirname, "..", "..", "..", "content");

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ contentDir: SHIPPED_CONTENT });
});
afterAll(() => t.close());

const api = (token: string | null, cookie?: string) => compatClient(t.url, token, cookie);

/** The page types the client draws (Questions.vue), and the answer widgets it has. */
const DRAWN_TYPES = ["reading", "listening", "listening and image", "image", "sub"];
const ORDINALS = ["first_choice", "second_choice", "third_choice", "fourth_choice"];
/** The drop-down options' columns of the `answer` row. */
const OPTION_COLUMNS = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen".split(
  " ",
);

interface Key {
  correct: string | null;
  accepted: string[];
  options: { value: string; label?: string }[];
}

/** The stored keys of the sub-questions on a page (the reply carries none). */
async function keysOf(subIds: number[]): Promise<Map<number, Key>> {
  const rows: {
    id: number;
    answer_type: string;
    correct_answer: string | null;
    accepted_answers: string[];
    choices: Key["options"];
    option_pool: Key["options"];
  }[] = await t.ds.query(
    `SELECT s.id, s.answer_type, s.correct_answer, s.accepted_answers, s.choices, b.option_pool
         FROM sub_questions s JOIN question_blocks b ON b.id = s.block_id WHERE s.id = ANY($1)`,
    [subIds],
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        correct: r.correct_answer,
        accepted: r.accepted_answers,
        options: r.answer_type === "matching" ? r.option_pool : r.choices,
      },
    ]),
  );
}

/** What the client's widgets offer for a sub-question: its choice texts, picture letters or drop-down options. */
function offered(sq: any): string[] {
  if (sq.answer_type === "multiple_choice" && sq.is_multy === "image")
    return ["image_a", "image_b", "image_c"].filter((k) => sq[k]).map((k) => k.slice(-1).toUpperCase());
  if (sq.answer) return OPTION_COLUMNS.map((w) => sq.answer[w]).filter((v): v is string => !!v);
  return ORDINALS.map((k) => sq[k]).filter((v): v is string => !!v);
}

/** The answerid the client sends for a sub-question: the right one, or (wrong) another one it offers. */
function clientAnswer(sq: any, key: Key, right: boolean): string {
  if (sq.is_complete === "write") return right ? key.accepted[0] : "falsch";
  const rightOne =
    sq.is_multy === "image" ? key.correct!.toUpperCase() : key.options.find((o) => o.value === key.correct)!.label!;
  expect(offered(sq)).toContain(rightOne); // the learner can click the right answer
  return right ? rightOne : offered(sq).find((o) => o !== rightOne)!;
}

/** Checks a page the way the client draws it: a type it knows and only widgets it has. */
function expectDrawable(question: any, examId: number) {
  expect({ title: question.title, type: question.type }).toEqual({
    title: question.title,
    type: expect.stringMatching(new RegExp(`^(${DRAWN_TYPES.join("|")})$`)),
  });
  expect(question).toMatchObject({ exam_id: examId, exam: { id: examId } });
  expect(question.subquestion.length).toBeGreaterThan(0);
  for (const sq of question.subquestion) {
    expect(sq.question_id).toBe(question.id);
    expect(["multiple_choice", "true_false", "complete"]).toContain(sq.answer_type);
    if (sq.answer_type === "multiple_choice") expect(["text", "image"]).toContain(sq.is_multy);
    if (sq.answer_type === "complete") expect(["write", "text", "number"]).toContain(sq.is_complete);
    if (sq.is_complete !== "write") expect(offered(sq).length).toBeGreaterThan(1);
    expect(sq.expected_answer).toBeNull();
  }
}

interface Walk {
  titles: string[];
  /** keyed items served, by page type: reading (everything but listening) and listening */
  read: number;
  listen: number;
  /** the one item answered wrong on purpose (the first of the first page) */
  wrongSubId: number | null;
  sent: Map<number, string>;
}

/**
 * Questions.vue: GET questions page 1 (the string "1"), then on "Nächster Teil" POST save-exam and, without
 * waiting for it, GET page current_page + 1, until a page comes back empty (then the client routes to the result).
 */
async function takeExam(c: CompatClient, examId: number, userId: number, opts: { oneWrong: boolean }): Promise<Walk> {
  const walk: Walk = { titles: [], read: 0, listen: 0, wrongSubId: null, sent: new Map() };
  let q = await c.get(`questions?exam_id=${examId}&page=1`);
  const cookie = q.setCookie?.split(";")[0];
  const next = cookie && userId === 0 ? api(null, cookie) : c;
  for (;;) {
    expect(q.body).toMatchObject({ status: true, msg: "" });
    expect(Object.keys(q.body.data)).toEqual(PAGINATOR_KEYS);
    const page = q.body.data;
    expect(page.current_page).toEqual(expect.any(Number)); // the client adds 1 to it
    if (page.data.length === 0) {
      expect(page.current_page).toBe(walk.titles.length + 1);
      expect(page.total).toBe(walk.titles.length);
      expect(page.last_page).toBe(walk.titles.length);
      return walk;
    }
    const question = page.data[0];
    expectDrawable(question, examId);
    walk.titles.push(question.title);
    const keys = await keysOf(question.subquestion.map((sq: any) => sq.id));
    const entries = question.subquestion.map((sq: any, i: number) => {
      const wrong = opts.oneWrong && walk.wrongSubId === null && i === 0;
      if (wrong) walk.wrongSubId = sq.id;
      const answerid = clientAnswer(sq, keys.get(sq.id)!, !wrong);
      walk.sent.set(sq.id, answerid);
      if (question.type === "listening" || question.type === "listening and image") walk.listen += 1;
      else walk.read += 1;
      return { user_id: userId, examId, questionId: question.id, subQuestionId: sq.id, answerid, expected_answer: null };
    });
    const [saved, following] = await Promise.all([
      next.post("save-exam", { data: entries }),
      next.get(`questions?exam_id=${examId}&page=${page.current_page + 1}`),
    ]);
    expect(saved.body).toMatchObject({ status: true, msg: "تم الحفظ" });
    q = following;
  }
}

/** GoetheReport.vue / TelcReport.vue: goethe-report-exams page by page until an empty page. */
async function readReport(c: CompatClient, examId: number, userId: number, walk: Walk) {
  for (let page = 1; ; page += 1) {
    const r = await c.get(`goethe-report-exams?user_id=${userId}&exam_id=${examId}&page=${page}`);
    expect(Object.keys(r.body.data)).toEqual(PAGINATOR_KEYS);
    expect(r.body.data.total).toBe(walk.titles.length);
    if (page > walk.titles.length) {
      expect(r.body.data.data).toEqual([]);
      return;
    }
    const question = r.body.data.data[0];
    expect(question.title).toBe(walk.titles[page - 1]);
    expect(DRAWN_TYPES).toContain(question.type);
    for (const sq of question.subquestion) {
      const right = sq.id !== walk.wrongSubId;
      expect({ id: sq.id, answer: sq.exam_answer.answer, correct: sq.exam_answer.correct }).toEqual({
        id: sq.id,
        answer: walk.sent.get(sq.id),
        correct: right,
      });
      if (sq.is_complete === "write") expect(sq.expectedanswer.one).toEqual(expect.any(String));
      else expect(sq.expected_answer).toEqual(expect.any(String));
    }
  }
}

/** The client's stored session after login: the token and the user id. */
async function login(): Promise<{ token: string; id: number }> {
  const reg = await api(null).post("register", {
    name: "Leyla",
    email: "leyla@example.org",
    password: "geheim-123",
    mobile: "",
    language: "",
    country: "",
  });
  expect(reg.body.status).toBe(true);
  const r = await api(null).post("login", { email: "leyla@example.org", password: "geheim-123" });
  expect(r.body).toMatchObject({ status: true, data: { token: expect.any(String), id: expect.any(Number) } });
  return { token: r.body.data.token, id: r.body.data.id };
}

/** Levels.vue → Exams.vue (or Telcs.vue → ExamsTelc.vue): the level's slug, then the exam list of that level. */
async function examOf(c: CompatClient, family: "goethe" | "telc", cefr: string, name: string): Promise<number> {
  const levels = (await c.get(family === "goethe" ? "goethes" : "telcs")).body.data;
  const level = levels.find((l: any) => l.name.includes(cefr));
  expect(level.slug_de).toEqual(expect.any(String));
  const exams = await c.get(`${family === "goethe" ? "exams" : "telc-exams"}?levelSlug=${level.slug_de}&lang=de`);
  expect(exams.body).toMatchObject({ status: true, data: { exam: expect.any(Array), level: { id: level.id } } });
  const exam = exams.body.data.exam.find((e: any) => e.name === name);
  expect(exam).toBeDefined();
  return exam.id;
}

const percent = (right: number, total: number) => Math.round((right * 1000) / total) / 10;

describe("the original client takes a mock with writing and speaking to its result", () => {
  let session: { token: string; id: number };
  let goetheId: number;
  let goethe: Walk;
  let telcId: number;
  let telc: Walk;

  beforeAll(async () => {
    session = await login();
  });

  it("a guest (Bearer null) walks the seven Lesen and Hören pages of Goethe A1 and then gets the empty page", async () => {
    const c = api(null);
    const examId = await examOf(c, "goethe", "A1", "Goethe-Zertifikat A1: Start Deutsch 1 – Modellprüfung 1");
    const walk = await takeExam(c, examId, 0, { oneWrong: false });
    expect(walk.titles).toEqual([
      "Lesen, Teil 1",
      "Lesen, Teil 1",
      "Lesen, Teil 2",
      "Lesen, Teil 3",
      "Hören, Teil 1",
      "Hören, Teil 2",
      "Hören, Teil 3",
    ]);
    // the client routes a guest to "noresult"; results stay withheld from guests
    expect((await c.get(`results?user_id=0&exam_id=${examId}`)).body).toEqual({ status: false, msg: "You must login first" });
  });

  it("a learner answers every Lesen and Hören page of Goethe A1 and never meets a Schreiben or Sprechen page", async () => {
    const c = api(session.token);
    goetheId = await examOf(c, "goethe", "A1", "Goethe-Zertifikat A1: Start Deutsch 1 – Modellprüfung 1");
    goethe = await takeExam(c, goetheId, session.id, { oneWrong: true });
    expect(goethe.titles).toEqual([
      "Lesen, Teil 1",
      "Lesen, Teil 1",
      "Lesen, Teil 2",
      "Lesen, Teil 3",
      "Hören, Teil 1",
      "Hören, Teil 2",
      "Hören, Teil 3",
    ]);
  });

  it("results: the Lesen and Hören counters the result page draws, and where Schreiben and Sprechen are taken", async () => {
    const r = await api(session.token).get(`results?user_id=${session.id}&exam_id=${goetheId}`);
    expect(r.body).toEqual({
      status: true,
      msg: `Die Module Schreiben und Sprechen dieser Prüfung bearbeiten Sie in der neuen Oberfläche: ${t.config.clientUrl}/de/exam/${goetheId}`,
      data: {
        count_read_succes: goethe.read - 1,
        count_read: goethe.read,
        count_read_percent: percent(goethe.read - 1, goethe.read),
        count_listen_succes: goethe.listen,
        count_listen: goethe.listen,
        count_listen_percent: 100,
      },
    });
    const again = await api(session.token).get(`results?user_id=${session.id}&exam_id=${goetheId}`);
    expect(again.body).toEqual(r.body); // asked again: the same submitted attempt
  });

  it("goethe-report-exams: the same pages with the learner's answers and the keys, then the empty page", async () => {
    await readReport(api(session.token), goetheId, session.id, goethe);
  });

  it("a telc B1 mock: Leseverstehen, Sprachbausteine and Hörverstehen, never Schriftlicher or Mündlicher Ausdruck", async () => {
    const c = api(session.token);
    telcId = await examOf(c, "telc", "B1", "telc Deutsch B1 – Modellprüfung 1");
    telc = await takeExam(c, telcId, session.id, { oneWrong: true });
    expect(telc.titles).toEqual([
      "Leseverstehen, Teil 1",
      "Leseverstehen, Teil 2",
      "Leseverstehen, Teil 3",
      "Sprachbausteine, Teil 1",
      "Sprachbausteine, Teil 2",
      "Hörverstehen, Teil 1",
      "Hörverstehen, Teil 2",
      "Hörverstehen, Teil 3",
    ]);
    const r = await c.get(`results?user_id=${session.id}&exam_id=${telcId}`);
    expect(r.body.msg).toContain(`/de/exam/${telcId}`);
    expect(r.body.data).toMatchObject({
      count_read_succes: telc.read - 1,
      count_read: telc.read,
      count_listen_succes: telc.listen,
      count_listen: telc.listen,
      count_listen_percent: 100,
    });
    expect(r.body.data.count_read_percent).toBeGreaterThan(90);
    expect(r.body.data.count_read_percent).toBeLessThan(100);
    await readReport(c, telcId, session.id, telc);
  });

  it("the test history: goethe-user-exams and telc-user-exams list each exam with its date and counters", async () => {
    const c = api(session.token);
    const results = async (examId: number) => (await c.get(`results?user_id=${session.id}&exam_id=${examId}`)).body.data;
    const row = async (examId: number) => ({
      id: examId,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      ...(await results(examId)),
    });
    expect((await c.get(`goethe-user-exams?user_id=${session.id}`)).body).toEqual({
      status: true,
      msg: "",
      data: [
        expect.objectContaining({ name: "Goethe-Zertifikat A1: Start Deutsch 1 – Modellprüfung 1", ...(await row(goetheId)) }),
      ],
    });
    expect((await c.get(`telc-user-exams?user_id=${session.id}`)).body.data).toEqual([
      expect.objectContaining({ name: "telc Deutsch B1 – Modellprüfung 1", ...(await row(telcId)) }),
    ]);
  });

  it("the placement test: quizes rounds with save-quize-test, then edit-quize-test, quizes-result and user-quizes-test", async () => {
    const c = api(session.token);
    let quizzes = (await c.get("quizes?data=%5B%5D")).body.data;
    const levels: string[] = [];
    let asked = 0;
    let lastSize = 0;
    while (quizzes.length > 0) {
      lastSize = quizzes.length;
      levels.push(`${quizzes[0].levels.name} ${quizzes[0].sets.type}`);
      asked += quizzes.length;
      expect(levels.length).toBeLessThan(10);
      const answers = await Promise.all(
        quizzes.map(async (q: any) => {
          expect(q).toMatchObject({
            id: expect.any(Number),
            title: expect.any(String),
            levels: { name: expect.any(String) },
            sets: { type: expect.any(String) },
            expected_answer: null,
          });
          const [{ correct_answer }] = await t.ds.query(`SELECT correct_answer FROM placement_items WHERE id = $1`, [q.id]);
          expect(ORDINALS.map((k) => q[k])).toContain(correct_answer);
          return {
            user_id: session.id,
            quize_id: q.id,
            level_id: q.level_id,
            levelName: q.levels.name,
            answer: correct_answer,
            expected_answer: null,
            type: q.sets.type,
          };
        }),
      );
      const last = quizzes[quizzes.length - 1];
      const [saved, following] = await Promise.all([
        c.post("save-quize-test", { quizes: answers, levelName: last.levels.name }),
        c.get(
          `quizes?data=${encodeURIComponent(JSON.stringify(answers))}&levelName=${last.levels.name}&type=${last.sets.type}&user_id=${session.id}`,
        ),
      ]);
      expect(saved.body).toMatchObject({ status: true, msg: "تم الحفظ" });
      expect(following.body).toMatchObject({ status: true, msg: "" });
      quizzes = following.body.data;
    }
    expect((await c.post("edit-quize-test", { user_id: session.id })).status).toBe(200);
    const result = await c.get("quizes-result");
    // every answer right: up the staircase of difficult sets to a placement at C1
    expect(levels).toEqual(["A2 difficult", "B1 difficult", "B2 difficult", "C1 difficult"]);
    expect(result.body).toMatchObject({
      status: true,
      msg: "",
      data: { levelName: "C1", type: "difficult", correct: lastSize },
    });
    const answered = (await c.get("user-quizes-test")).body.data.quizes_answers;
    expect(answered).toHaveLength(asked);
    for (const a of answered) {
      expect(a).toMatchObject({ answer: expect.any(String), quizes: { title: expect.any(String), expected_answer: a.answer } });
    }
  });
});
