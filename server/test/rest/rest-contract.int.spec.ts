/**
 * The original client's call sequences replayed with its headers and bodies, each reply checked
 * field by field against the contract (register → login → … → report; placement is in
 * placement.routes.int.spec.ts). Then the authorization suite: other users' ids, guests, "Bearer null",
 * and a client-supplied expected_answer that would raise a score.
 */
import http from "node:http";
import { signedIn } from "../factories";
import { startTestServer, type TestServer } from "../harness";
import { compatClient, PAGINATOR_KEYS } from "./compat-client";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const api = (token: string | null, cookie?: string) => compatClient(t.url, token, cookie);

/** What the original client sends as answerid for each sub-question of the fixture exam (one deliberately wrong). */
function clientAnswer(sq: any): string {
  if (sq.answer_type === "true_false") return sq.first_choice; // "Richtig": right
  if (sq.answer_type === "multiple_choice" && sq.is_multy === "image") return "A"; // right
  if (sq.answer_type === "multiple_choice") return sq.second_choice; // "Berlin": right
  if (sq.is_complete === "write") return "  berlin "; // typed: right after trimming and ignoring case
  if (sq.title === "Sie suchen ein Auto.") return sq.answer.one; // "Anzeige A": wrong (the key is "keine Anzeige")
  if (sq.title === "Sie suchen eine Wohnung.") return sq.answer.one; // "Anzeige A": right
  return sq.answer.two; // drop-down gap: "acht": right
}

describe("the original client's exam flow", () => {
  let token: string;
  let userId: number;
  let examId: number;

  it("register: status, msg and the user with id and token (never the password)", async () => {
    const r = await api(null).post("register", {
      name: "Samira",
      email: "samira@example.org",
      password: "geheim-123",
      mobile: "",
      language: "",
      country: "",
    });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe(true);
    expect(r.body.msg).toBe("Sie haben eine Bestätigung per E-Mail erhalten. Klicken Sie den Bestätigungslink");
    expect(r.body.data).toMatchObject({
      name: "Samira",
      email: "samira@example.org",
      token: expect.any(String),
      id: expect.any(Number),
    });
    expect(r.body.data).not.toHaveProperty("password");
    expect(r.body.data).not.toHaveProperty("password_hash");
    const again = await api(null).post("register", { name: "Samira", email: "SAMIRA@example.org", password: "geheim-123" });
    expect(again.body).toEqual({ status: false, msg: "emailAlreadyExists" });
    const bad = await api(null).post("register", { name: "", email: "x@example.org", password: "geheim-123" });
    expect(bad.body).toEqual({ status: false, msg: "Name ist erforderlich." });
  });

  it("login: the token and id the client stores; a wrong password is refused", async () => {
    const r = await api(null).post("login", { email: "samira@example.org", password: "geheim-123" });
    expect(r.body).toMatchObject({
      status: true,
      msg: "Sie haben sich erfolgreich angemeldet",
      data: { id: expect.any(Number), token: expect.any(String) },
    });
    token = r.body.data.token;
    userId = r.body.data.id;
    const wrong = await api(null).post("login", { email: "samira@example.org", password: "falsch-123" });
    expect(wrong.body.status).toBe(false);
    expect(typeof wrong.body.msg).toBe("string");
  });

  it("check-user-auth: an empty 200 when signed in; the exact logged-out message otherwise", async () => {
    const ok = await api(token).get("check-user-auth");
    expect(ok.status).toBe(200);
    expect(ok.text).toBe("");
    expect((await api(null).get("check-user-auth")).body).toEqual({ status: false, msg: "You must login first" });
    expect((await api("expired.or.forged").get("check-user-auth")).body).toEqual({ status: false, msg: "You must login first" });
  });

  it("contactinfo → goethes → exams: the exam list of a level by its slug", async () => {
    expect((await api(token).get("contactinfo")).body.data.logo).toMatch(/\/media\/img\/a\.svg$/);
    const levels = (await api(token).get("goethes")).body.data;
    const exams = await api(token).get(`exams?levelSlug=${levels[0].slug_de}&lang=de`);
    examId = exams.body.data.exam[0].id;
    expect(exams.body.data.exam[0].name).toBe("Testprüfung A1");
  });

  it("questions page by page with save-exam: paginator shape, no keys, every answer type, then the end", async () => {
    const c = api(token);
    let page = 1;
    for (;;) {
      const q = await c.get(`questions?exam_id=${examId}&page=${page}`);
      expect(q.body).toMatchObject({ status: true, msg: "" });
      expect(Object.keys(q.body.data)).toEqual(PAGINATOR_KEYS);
      expect(q.body.data).toMatchObject({ current_page: page, per_page: 1, total: 3 });
      if (q.body.data.data.length === 0) break;
      const question = q.body.data.data[0];
      expect(question).toMatchObject({ exam_id: examId, exam: { id: examId, name: "Testprüfung A1" } });
      expect(question.type).toMatch(/reading|listening/);
      if (question.type === "listening") expect(question.file).toMatch(/\/media\/audio\/t\.ogg$/);
      for (const sq of question.subquestion) {
        expect(sq.expected_answer).toBeNull(); // the original sent every key here
        expect(sq.question_id).toBe(question.id);
      }
      const answers = question.subquestion.map((sq: any) => ({
        user_id: userId,
        examId,
        questionId: question.id,
        subQuestionId: sq.id,
        answerid: clientAnswer(sq),
        expected_answer: clientAnswer(sq), // the client echoes a key; a cheat would send its own answer
      }));
      const saved = await c.post("save-exam", { data: [...answers, answers[0]] }); // the client repeats entries
      expect(saved.body).toMatchObject({ status: true, msg: "تم الحفظ" });
      page = q.body.data.current_page + 1;
    }
    expect(page).toBe(4);
  });

  it("paginator links are built on PUBLIC_URL: a forged Host header is never echoed", async () => {
    const body = await new Promise<string>((resolve, reject) => {
      const req = http.request(
        `${t.url}/api/questions?exam_id=${examId}&page=1`,
        { headers: { host: "evil.example", authorization: `Bearer ${token}`, "x-requested-with": "XMLHttpRequest" } },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => resolve(text));
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(body).not.toContain("evil.example");
    const data = JSON.parse(body).data;
    expect(data.path).toBe(`${t.config.publicUrl}/api/questions`);
    expect(data.next_page_url).toBe(`${t.config.publicUrl}/api/questions?page=2`);
  });

  it("results: the six counters from the stored keys (the client's expected_answer changed nothing)", async () => {
    const r = await api(token).get(`results?user_id=${userId}&exam_id=${examId}`);
    expect(r.body).toEqual({
      status: true,
      msg: "",
      data: {
        count_read_succes: 4,
        count_read: 5,
        count_read_percent: 80,
        count_listen_succes: 2,
        count_listen: 2,
        count_listen_percent: 100,
      },
    });
  });

  it("goethe-user-exams and telc-user-exams: the taken exams with date and counters", async () => {
    const g = await api(token).get(`goethe-user-exams?user_id=${userId}`);
    expect(g.body.data).toEqual([
      expect.objectContaining({
        id: examId,
        name: "Testprüfung A1",
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        count_read_percent: 80,
        count_listen_percent: 100,
      }),
    ]);
    expect((await api(token).get(`telc-user-exams?user_id=${userId}`)).body).toEqual({ status: true, msg: "", data: [] });
  });

  it("goethe-report-exams page by page: the learner's answers, the keys and the accepted answers", async () => {
    const c = api(token);
    const p1 = await c.get(`goethe-report-exams?user_id=${userId}&exam_id=${examId}&page=1`);
    expect(Object.keys(p1.body.data)).toEqual(PAGINATOR_KEYS);
    const subs = p1.body.data.data[0].subquestion;
    const tf = subs.find((s: any) => s.answer_type === "true_false");
    expect(tf).toMatchObject({ expected_answer: "Richtig", exam_answer: { answer: "Richtig", expected_answer: "Richtig" } });
    const typed = subs.find((s: any) => s.is_complete === "write");
    expect(typed.expectedanswer).toEqual({ one: "Berlin", two: "in Berlin", three: null, four: null, five: null, six: null });
    expect(typed.exam_answer.answer).toBe("berlin");
    const p3 = await c.get(`goethe-report-exams?user_id=${userId}&exam_id=${examId}&page=3`);
    const wrong = p3.body.data.data[0].subquestion.find((s: any) => s.title === "Sie suchen ein Auto.");
    expect(wrong.exam_answer).toMatchObject({ answer: "Anzeige A", expected_answer: "keine Anzeige", correct: false });
    const end = await c.get(`goethe-report-exams?user_id=${userId}&exam_id=${examId}&page=4`);
    expect(end.body.data.data).toEqual([]);
  });

  it("profile-update with a photo: the photo as a URL under /media; a renamed text file is refused", async () => {
    const form = new FormData();
    form.append("name", "Samira K.");
    form.append("photo", new Blob([PNG], { type: "image/png" }), "me.png");
    const r = await api(token).upload("profile-update", form);
    expect(r.body).toMatchObject({
      status: true,
      msg: "updated successfully",
      data: { name: "Samira K.", photo: expect.stringMatching(new RegExp(`^${t.url}/media/profiles/[\\w-]+\\.png$`)) },
    });
    expect(r.body.data).not.toHaveProperty("token");
    const served = await fetch(r.body.data.photo);
    expect(served.headers.get("content-type")).toBe("image/png");
    const fake = new FormData();
    fake.append("photo", new Blob([Buffer.from("<?php echo 1; ?>")], { type: "image/png" }), "shell.png");
    expect((await api(token).upload("profile-update", fake)).body.status).toBe(false);
    expect((await api(null).upload("profile-update", form)).body).toEqual({ status: false, msg: "You must login first " });
  });

  it("user-data: the profile with the photo URL and no token", async () => {
    const r = await api(token).get("user-data");
    expect(r.body.data).toMatchObject({ id: userId, name: "Samira K.", photo: expect.stringContaining("/media/profiles/") });
    expect(r.body.data).not.toHaveProperty("token");
    expect((await api(null).get("user-data")).body).toEqual({ status: false, msg: "يجب تسجيل الدخول أولا" });
  });

  it("forgetpassword: the same reply for known and unknown addresses, and never data.token", async () => {
    const known = await api(null).post("forgetpassword", { email: "samira@example.org" });
    const unknown = await api(null).post("forget-password", { email: "nobody@example.org" });
    expect(known.body).toEqual({ status: true, errNum: "200", msg: "Please visit your email" });
    expect(unknown.body).toEqual(known.body);
  });
});

describe("authorization: nobody reads or changes what is not theirs", () => {
  it("refuses another user's user_id on every endpoint that takes one", async () => {
    const owner = await signedIn(t);
    const other = await signedIn(t);
    const [{ id: examId }] = await t.ds.query(`SELECT id FROM exams WHERE name = 'Testprüfung A1'`);
    const c = api(owner.token);
    for (const path of [
      `results?user_id=${other.user.id}&exam_id=${examId}`,
      `goethe-user-exams?user_id=${other.user.id}`,
      `telc-user-exams?user_id=${other.user.id}`,
      `goethe-report-exams?user_id=${other.user.id}&exam_id=${examId}&page=1`,
      `questions?exam_id=${examId}&page=1&user_id=${other.user.id}`,
      `quizes?data=%5B%5D&user_id=${other.user.id}`,
    ]) {
      expect({ path, body: (await c.get(path)).body }).toEqual({ path, body: { status: false, msg: "You must login first" } });
    }
    const save = await c.post("save-exam", {
      data: [{ user_id: other.user.id, examId, questionId: 1, subQuestionId: 1, answerid: "x" }],
    });
    expect(save.body).toEqual({ status: false, msg: "You must login first" });
  });

  it("withholds results and reports from guests and Bearer null, whatever user_id they send", async () => {
    const [{ id: examId }] = await t.ds.query(`SELECT id FROM exams WHERE name = 'Testprüfung A1'`);
    for (const uid of ["0", "1", "2"]) {
      expect((await api(null).get(`results?user_id=${uid}&exam_id=${examId}`)).body).toEqual({
        status: false,
        msg: "You must login first",
      });
      expect((await api(null).get(`goethe-report-exams?user_id=${uid}&exam_id=${examId}&page=1`)).body.status).toBe(false);
      expect((await api(null).get(`goethe-user-exams?user_id=${uid}`)).body.status).toBe(false);
    }
  });

  it("gives every guest an attempt of their own (no shared user 0)", async () => {
    const [{ id: examId }] = await t.ds.query(`SELECT id FROM exams WHERE name = 'Testprüfung A1'`);
    const q = await api(null).get(`questions?exam_id=${examId}&page=1`);
    const cookieA = q.setCookie!.split(";")[0];
    const first = q.body.data.data[0];
    const tf = first.subquestion.find((s: any) => s.answer_type === "true_false");
    const save = (cookie: string, answerid: string) =>
      api(null, cookie).post("save-exam", {
        data: [{ user_id: 0, examId, questionId: first.id, subQuestionId: tf.id, answerid, expected_answer: null }],
      });
    expect((await save(cookieA, "Richtig")).body.status).toBe(true);
    const cookieB = (await api(null).get(`questions?exam_id=${examId}&page=1`)).setCookie!.split(";")[0];
    expect((await save(cookieB, "Falsch")).body.status).toBe(true);
    const rows: { user_id: number; value: string }[] = await t.ds.query(
      `SELECT a.user_id, aa.value FROM attempt_answers aa JOIN attempts a ON a.id = aa.attempt_id JOIN users u ON u.id = a.user_id
       WHERE u.is_guest AND aa.sub_question_id = $1 ORDER BY aa.id`,
      [tf.id],
    );
    expect(rows.map((r) => r.value)).toEqual(["true", "false"]);
    expect(rows[0].user_id).not.toBe(rows[1].user_id);
  });

  it("keeps a cookie guest's answers when that guest registers, and shows them the result", async () => {
    const [{ id: examId }] = await t.ds.query(`SELECT id FROM exams WHERE name = 'Testprüfung A1'`);
    const q = await api(null).get(`questions?exam_id=${examId}&page=1`);
    const cookie = q.setCookie!.split(";")[0];
    const first = q.body.data.data[0];
    const tf = first.subquestion.find((s: any) => s.answer_type === "true_false");
    await api(null, cookie).post("save-exam", {
      data: [{ user_id: 0, examId, questionId: first.id, subQuestionId: tf.id, answerid: "Richtig" }],
    });
    const reg = await api(null, cookie).post("register", { name: "Gast", email: "gast@example.org", password: "geheim-123" });
    const user = reg.body.data;
    const r = await api(user.token).get(`results?user_id=${user.id}&exam_id=${examId}`);
    expect(r.body.data).toMatchObject({ count_read_succes: 1, count_read: 5 });
  });

  it("ignores a client-supplied expected_answer that would raise a score", async () => {
    const { user, token } = await signedIn(t);
    const [{ id: examId }] = await t.ds.query(`SELECT id FROM exams WHERE name = 'Testprüfung A1'`);
    const q = await api(token).get(`questions?exam_id=${examId}&page=1`);
    const first = q.body.data.data[0];
    const data = first.subquestion.map((sq: any) => ({
      user_id: user.id,
      examId,
      questionId: first.id,
      subQuestionId: sq.id,
      answerid: sq.answer_type === "true_false" ? "Falsch" : sq.answer_type === "multiple_choice" ? sq.first_choice : "Hamburg",
      expected_answer:
        sq.answer_type === "true_false" ? "Falsch" : sq.answer_type === "multiple_choice" ? sq.first_choice : "Hamburg",
    }));
    await api(token).post("save-exam", { data });
    const r = await api(token).get(`results?user_id=${user.id}&exam_id=${examId}`);
    expect(r.body.data).toMatchObject({ count_read_succes: 0, count_read_percent: 0, count_listen_succes: 0 });
  });

  it("refuses a value that is not a choice of its sub-question, naming it", async () => {
    const { user, token } = await signedIn(t);
    const [{ id: examId }] = await t.ds.query(`SELECT id FROM exams WHERE name = 'Testprüfung A1'`);
    const first = (await api(token).get(`questions?exam_id=${examId}&page=1`)).body.data.data[0];
    const mc = first.subquestion.find((s: any) => s.answer_type === "multiple_choice");
    const r = await api(token).post("save-exam", {
      data: [{ user_id: user.id, examId, questionId: first.id, subQuestionId: mc.id, answerid: "Paris" }],
    });
    expect(r.body.status).toBe(false);
    expect(r.body.msg).toContain(String(mc.id));
  });
});

describe("transport", () => {
  it("throttles the API per client address with Laravel's 429 and Retry-After", async () => {
    const limited = await startTestServer({ env: { API_RATE_LIMIT: "3" } });
    try {
      const codes: number[] = [];
      let retry: string | null = null;
      for (let i = 0; i < 4; i++) {
        const res = await fetch(`${limited.url}/api/goethes`, { headers: { authorization: "Bearer null" } });
        codes.push(res.status);
        if (res.status === 429) {
          retry = res.headers.get("retry-after");
          expect(await res.json()).toEqual({ message: "Too Many Attempts." });
        }
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      expect(Number(retry)).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
