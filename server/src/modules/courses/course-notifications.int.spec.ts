import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { signedIn } from "../../../test/factories";
import { FIXTURE_CONTENT, startTestServer, type TestServer } from "../../../test/harness";
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from "../users/accounts.test-support";
import { MailService } from "../users/mail.service";
import { buildAssignment, buildCourse } from "./class-view.testkit";
import { awaitingCounts } from "./course-grading";
import { CourseNotificationService } from "./course-notifications.service";

/**
 * Course mails, received by a real SMTP server: a new assignment, the reminder the day before it is due (not to who
 * handed in), the teachers' daily digest of answers awaiting grading, each mail once even with two processes
 * sweeping at once, and the one-click unsubscribe link.
 */
let t: TestServer;
let inbox: SmtpInbox;
let contentDir: string;
let examId: number;
let taskId: string;

const Q = {
  start: `mutation($examId: ID!) { startAttempt(examId: $examId) { id } }`,
  save: `mutation($id: ID!, $answers: [AnswerInput!]!) { saveAnswers(attemptId: $id, answers: $answers) { saved } }`,
  submit: `mutation($id: ID!) { submitAttempt(attemptId: $id) { id status } }`,
  me: `{ me { id notificationSettings { courseMails } } }`,
  update: `mutation($on: Boolean) { updateNotificationSettings(input: { courseMails: $on }) { courseMails } }`,
};

beforeAll(async () => {
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-course-mails-"));
  fs.cpSync(FIXTURE_CONTENT, contentDir, { recursive: true });
  const own = path.join(__dirname, "..", "..", "..", "test", "fixtures", "productive");
  fs.copyFileSync(path.join(own, "rubrics.yaml"), path.join(contentDir, "rubrics.yaml"));
  fs.copyFileSync(path.join(own, "goethe-b1-two-tasks.yaml"), path.join(contentDir, "exams", "goethe-b1-two-tasks.yaml"));
  inbox = await startSmtpInbox();
  t = await startTestServer({ contentDir, env: { SMTP_URL: inbox.url, PUBLIC_URL: "http://localhost:4420" } });
  [{ id: examId }] = await t.ds.query(`SELECT id FROM exams WHERE name = 'Schreibprüfung B1 mit zwei Aufgaben'`);
  const [task] = await t.ds.query(
    `SELECT sq.id FROM sub_questions sq JOIN question_blocks qb ON qb.id = sq.block_id
      WHERE qb.exam_id = $1 AND sq.answer_type = 'writing' ORDER BY qb.position, sq.position LIMIT 1`,
    [examId],
  );
  taskId = String(task.id);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
  fs.rmSync(contentDir, { recursive: true, force: true });
});

const DAY = 86_400_000;
const mailsTo = (email: string) => inbox.mails.filter((m) => m.to.includes(email.toLowerCase()));
/** The same path on the test server (mailed links are built for PUBLIC_URL). */
const local = (link: string) => {
  const u = new URL(link);
  return `${t.url}${u.pathname}${u.search}`;
};
const unsubscribeOf = (m: ReceivedMail) => /^<(.+)>$/.exec(m.headers["list-unsubscribe"] ?? "")?.[1] ?? "";

async function learner(language: string, name: string) {
  const s = await signedIn(t, { name, language });
  return { ...s, email: s.user.email! };
}

/** The learner hands in the assignment's attempt (a text written: it awaits a teacher's grade). */
async function handIn(token: string, assignmentId: number) {
  const started = await t.gql(Q.start, { examId: String(examId) }, { token });
  expect(started.errors).toBeUndefined();
  const id: string = started.data!.startAttempt.id;
  await t.gql(Q.save, { id, answers: [{ subQuestionId: taskId, value: "Liebe Anna, ich komme gern am Samstag." }] }, { token });
  await t.ds.query(`UPDATE attempts SET assignment_id = $2 WHERE id = $1`, [id, assignmentId]);
  expect((await t.gql(Q.submit, { id }, { token })).data!.submitAttempt.status).toBe("SUBMITTED");
}

describe("course mails", () => {
  it("announces an assignment, reminds the day before it is due (not who handed in), and sends each mail once", async () => {
    const teacher = await signedIn(t, { name: "Frau Keller", isTeacher: true, language: "de" });
    const anna = await learner("de", "Anna");
    const omar = await learner("ar", "Omar");
    const quiet = await learner("de", "Still");
    await t.ds.query(`UPDATE users SET course_mails = false WHERE id = $1`, [quiet.user.id]);
    const courseId = await buildCourse(t.ds, {
      name: "Abendkurs B1",
      teachers: [teacher.user.id],
      learners: [anna.user.id, omar.user.id, quiet.user.id],
    });
    const now = new Date();
    const assignmentId = await buildAssignment(t.ds, courseId, {
      title: "Modellprüfung 2",
      examId,
      dueAt: new Date(now.getTime() + 3 * DAY),
      note: "Bitte im Prüfungsmodus.",
    });

    // two server processes sweep at the same moment: every mail goes out once
    const secondMail = new MailService(inbox.url, "Zweiter Prozess <no-reply@localhost>", t.config.dataDir);
    const second = new CourseNotificationService(
      t.ds,
      secondMail,
      t.services.tokens,
      { publicUrl: t.config.publicUrl, clientUrl: t.config.clientUrl },
      awaitingCounts(t.ds),
    );
    const [a, b] = await Promise.all([t.services.notifications.sweep(now), second.sweep(now)]);
    expect(a.given + b.given).toBe(2);

    const toAnna = await inbox.next(anna.email);
    expect(toAnna.subject).toBe("Neue Aufgabe im Kurs „Abendkurs B1“: Modellprüfung 2");
    expect(toAnna.text).toContain("Hallo „Anna“");
    expect(toAnna.text).toContain("Hinweis: Bitte im Prüfungsmodus.");
    expect(toAnna.link).toBe(`${t.config.clientUrl}/de/courses/${courseId}`);
    expect(toAnna.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(toAnna.text).toContain(unsubscribeOf(toAnna));
    const toOmar = await inbox.next(omar.email);
    expect(toOmar.subject).toBe("مهمة جديدة في الدورة «Abendkurs B1»: Modellprüfung 2");
    expect(toOmar.link).toBe(`${t.config.clientUrl}/ar/courses/${courseId}`);
    expect(mailsTo(quiet.email)).toHaveLength(0);

    // sweeping again sends nothing new
    expect(await t.services.notifications.sweep(now)).toEqual({ given: 0, due: 0, digest: 0 });

    // Omar hands in; the day before the due date only Anna is reminded
    await handIn(omar.token, assignmentId);
    const dayBefore = new Date(now.getTime() + 2.5 * DAY);
    const [c, d] = await Promise.all([t.services.notifications.sweep(dayBefore), second.sweep(dayBefore)]);
    expect(c.due + d.due).toBe(1);
    const reminder = await inbox.next(anna.email);
    expect(reminder.subject).toBe("Erinnerung: „Modellprüfung 2“ ist morgen fällig");
    expect(mailsTo(anna.email)).toHaveLength(2);
    expect(mailsTo(omar.email)).toHaveLength(1);
    secondMail.close();
  });

  it("sends teachers one digest a day while answers await grading, and none once they are graded", async () => {
    const teacher = await signedIn(t, { name: "Herr Brandt", isTeacher: true, language: "en" });
    const other = await signedIn(t, { name: "Frau Weiss", isTeacher: true, language: "de" });
    const lea = await learner("de", "Lea");
    const courseId = await buildCourse(t.ds, { name: "Kurs Nord", teachers: [teacher.user.id], learners: [lea.user.id] });
    await buildCourse(t.ds, { name: "Kurs Süd", teachers: [other.user.id], learners: [] });
    const assignmentId = await buildAssignment(t.ds, courseId, { title: "Brief", examId });
    await handIn(lea.token, assignmentId);

    const day1 = new Date(Date.now() + 10 * DAY);
    const first = await t.services.notifications.sweep(day1);
    expect(first.digest).toBeGreaterThanOrEqual(1);
    const digest = await inbox.next(teacher.user.email!);
    expect(digest.subject).toBe("Answers are waiting for your grading");
    expect(digest.text).toContain("“Kurs Nord” – to grade: 1");
    expect(digest.text).toContain(`${t.config.clientUrl}/en/courses/${courseId}/grading`);
    // the teacher of another course hears nothing of Lea
    expect(mailsTo(other.user.email!)).toHaveLength(0);

    // the same day: no second digest; the next day: another one
    await t.services.notifications.sweep(new Date(day1.getTime() + 3600_000));
    expect(mailsTo(teacher.user.email!)).toHaveLength(1);
    await t.services.notifications.sweep(new Date(day1.getTime() + DAY));
    expect(mailsTo(teacher.user.email!)).toHaveLength(2);

    // graded: nothing awaits, no digest
    await t.ds.query(
      `INSERT INTO assessments (attempt_id, sub_question_id, kind, assessor_id, scores, total, max_points)
       SELECT a.id, $2, 'teacher', $3, '[]'::jsonb, 10, 20 FROM attempts a WHERE a.user_id = $1`,
      [lea.user.id, taskId, teacher.user.id],
    );
    await t.services.notifications.sweep(new Date(day1.getTime() + 2 * DAY));
    expect(mailsTo(teacher.user.email!)).toHaveLength(2);
  });

  it("unsubscribes with the signed one-click link, and the profile's setting shows and changes it", async () => {
    const teacher = await signedIn(t, { name: "Frau Roth", isTeacher: true });
    const mia = await learner("fr", "Mia");
    const courseId = await buildCourse(t.ds, { name: "Cours A2", teachers: [teacher.user.id], learners: [mia.user.id] });
    await buildAssignment(t.ds, courseId, { title: "Lesen 1", examId });
    await t.services.notifications.sweep(new Date());
    const mail = await inbox.next(mia.email);
    expect(mail.subject).toBe("Nouveau devoir dans le cours « Cours A2 » : Lesen 1");
    const link = unsubscribeOf(mail);
    expect(link).toMatch(/^http:\/\/localhost:4420\/api\/notifications\/unsubscribe\?u=\d+&s=[\w-]{43}$/);

    expect((await t.gql(Q.me, {}, { token: mia.token })).data!.me.notificationSettings).toEqual({ courseMails: true });

    // a forged signature changes nothing
    const forged = local(link).replace(/s=[\w-]+/, "s=" + "A".repeat(43));
    expect((await fetch(forged, { method: "POST" })).status).toBe(404);
    expect((await t.gql(Q.me, {}, { token: mia.token })).data!.me.notificationSettings.courseMails).toBe(true);

    // opening the link asks first (a mail scanner's GET changes nothing), in the learner's language
    const page = await fetch(local(link));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain("Se désabonner");
    expect((await t.gql(Q.me, {}, { token: mia.token })).data!.me.notificationSettings.courseMails).toBe(true);

    // the mail program's one-click POST (RFC 8058)
    const done = await fetch(local(link), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Vous ne recevrez plus d&#39;e-mails des cours.");
    expect((await t.gql(Q.me, {}, { token: mia.token })).data!.me.notificationSettings.courseMails).toBe(false);

    await buildAssignment(t.ds, courseId, { title: "Lesen 2", examId });
    await t.services.notifications.sweep(new Date());
    expect(mailsTo(mia.email)).toHaveLength(1);

    // switched back on in the profile: the next assignment is mailed again
    expect((await t.gql(Q.update, { on: true }, { token: mia.token })).data!.updateNotificationSettings).toEqual({
      courseMails: true,
    });
    await buildAssignment(t.ds, courseId, { title: "Lesen 3", examId });
    await t.services.notifications.sweep(new Date());
    await inbox.next(mia.email);
    expect(mailsTo(mia.email).map((m) => m.subject)).toContain("Nouveau devoir dans le cours « Cours A2 » : Lesen 3");

    // a guest has no settings to change
    const guest = (await t.gql(`mutation { startGuestSession { token } }`)).data!.startGuestSession.token;
    expect((await t.gql(Q.update, { on: false }, { token: guest })).errors?.[0].extensions?.code).toBe("REGISTRATION_REQUIRED");
  });
});
