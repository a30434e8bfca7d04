import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { signedIn } from "../../../test/factories";
import { FIXTURE_CONTENT, startTestServer, type GqlResult, type TestServer } from "../../../test/harness";
import { shareCourse } from "../courses/courses.testkit";
import { checkWebhookUrl } from "./webhook-url";

/**
 * Signed webhooks (issue 31 §3) against a real HTTP receiver on 127.0.0.1: every event once with a valid signature,
 * retries that keep the delivery id, and a receiver that fails or hangs never holds up the learner's submission.
 */

interface Received {
  path: string;
  delivery: string;
  event: string;
  signature: string;
  raw: string;
  body: { id: string; event: string; createdAt: string; data: Record<string, string> };
}

/** The receiver: /ok answers 204; /flaky answers 500 twice per delivery, then 200; /hang answers only when released. */
const received: Received[] = [];
const held: http.ServerResponse[] = [];
let receiver: http.Server;
let base: string;

let t: TestServer;
let contentDir: string;
let examId: string;
let writingSub: string;

const Q = {
  create: `mutation($url: String!, $events: [String!]!) { createWebhook(url: $url, events: $events) { secret webhook { id url events } } }`,
  mine: `{ myWebhooks { id url events } }`,
  del: `mutation($id: ID!) { deleteWebhook(id: $id) }`,
  log: `query($id: ID!) { webhookDeliveries(webhookId: $id) { id event status attempts responseStatus lastError body } }`,
  start: `mutation($examId: ID!) { startAttempt(examId: $examId) { id } }`,
  save: `mutation($id: ID!, $answers: [AnswerInput!]!) { saveAnswers(attemptId: $id, answers: $answers) { saved } }`,
  submit: `mutation($id: ID!) { submitAttempt(attemptId: $id) { id status } }`,
  assess: `mutation($a: ID!, $s: ID!, $scores: [CriterionScoreInput!]!) {
    assessAnswer(attemptId: $a, subQuestionId: $s, scores: $scores) { by total } }`,
};
const codeOf = (r: GqlResult) => r.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const delivery = String(req.headers["x-webhook-delivery"]);
      received.push({
        path: req.url!,
        delivery,
        event: String(req.headers["x-webhook-event"]),
        signature: String(req.headers["x-signature"]),
        raw,
        body: JSON.parse(raw),
      });
      if (req.url!.startsWith("/hang")) return void held.push(res);
      if (req.url!.startsWith("/flaky") && received.filter((r) => r.delivery === delivery).length <= 2) {
        res.writeHead(500).end("not yet");
        return;
      }
      res.writeHead(req.url!.startsWith("/flaky") ? 200 : 204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "dp-webhooks-"));
  fs.cpSync(FIXTURE_CONTENT, contentDir, { recursive: true });
  const own = path.join(__dirname, "..", "..", "..", "test", "fixtures", "productive");
  fs.copyFileSync(path.join(own, "rubrics.yaml"), path.join(contentDir, "rubrics.yaml"));
  fs.copyFileSync(path.join(own, "goethe-b1-writing.yaml"), path.join(contentDir, "exams", "goethe-b1-writing.yaml"));
  t = await startTestServer({
    contentDir,
    env: {
      WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
      WEBHOOK_RETRY_DELAY_SECONDS: "1",
      WEBHOOK_POLL_SECONDS: "0.5",
      WEBHOOK_TIMEOUT_MS: "1500",
    },
  });
  const [{ id }] = await t.ds.query(`SELECT id FROM exams WHERE name = 'Schreibprüfung B1'`);
  examId = String(id);
  const [sub] = await t.ds.query(
    `SELECT sq.id FROM sub_questions sq JOIN question_blocks qb ON qb.id = sq.block_id WHERE qb.exam_id = $1 AND sq.answer_type = 'writing'`,
    [id],
  );
  writingSub = String(sub.id);
});
afterAll(async () => {
  for (const res of held) res.destroy();
  await t.close();
  receiver.closeAllConnections();
  await new Promise((r) => receiver.close(r));
  fs.rmSync(contentDir, { recursive: true, force: true });
});

/** Waits until `probe` answers something truthy (the queue works in the background); fails after 30 s. */
async function until<T>(
  probe: () => T | false | null | undefined | Promise<T | false | null | undefined>,
  what: string,
): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = await probe();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

async function webhook(token: string, pathName: string, events: string[]) {
  const r = await t.gql(Q.create, { url: `${base}${pathName}`, events }, { token });
  expect(r.errors).toBeUndefined();
  return r.data!.createWebhook as { secret: string; webhook: { id: string; url: string; events: string[] } };
}

async function submittedAttempt(
  token: string,
  text = "Liebe Anna, vielen Dank für die Einladung. Viele Grüße, Maria",
): Promise<string> {
  const id: string = (await t.gql(Q.start, { examId }, { token })).data!.startAttempt.id;
  await t.gql(Q.save, { id, answers: [{ subQuestionId: writingSub, value: text }] }, { token });
  const submitted = await t.gql(Q.submit, { id }, { token });
  expect(submitted.data!.submitAttempt.status).toBe("SUBMITTED");
  return id;
}

const hmac = (secret: string, raw: string) => "sha256=" + crypto.createHmac("sha256", secret).update(raw).digest("hex");
const at = (p: string) => received.filter((r) => r.path === p);

describe("creating webhooks", () => {
  it("teachers and admins create one and see the secret once; learners may not; bad input is refused in their language", async () => {
    const teacher = await signedIn(t, { isTeacher: true });
    const { secret, webhook: hook } = await webhook(teacher.token, "/ok/create", ["assessment.created", "attempt.submitted"]);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(hook).toMatchObject({ url: `${base}/ok/create`, events: ["attempt.submitted", "assessment.created"] });
    const mine = await t.gql(Q.mine, {}, { token: teacher.token });
    expect(mine.data!.myWebhooks).toEqual([hook]);
    expect(JSON.stringify(mine)).not.toContain(secret);

    const learner = await signedIn(t);
    expect(codeOf(await t.gql(Q.create, { url: `${base}/ok`, events: ["attempt.submitted"] }, { token: learner.token }))).toBe(
      "FORBIDDEN",
    );
    const bad = await t.gql(
      Q.create,
      { url: "ftp://example.org/x", events: ["exam.deleted"] },
      { token: teacher.token, lang: "de" },
    );
    expect(bad.errors![0].extensions!.fields).toEqual({
      url: "Nur http- und https-Adressen sind erlaubt.",
      events: "Unbekanntes Ereignis „exam.deleted“; erlaubt sind attempt.submitted, assessment.created, assignment.created.",
    });

    // nobody else sees or deletes it
    const other = await signedIn(t, { isTeacher: true });
    expect(codeOf(await t.gql(Q.del, { id: hook.id }, { token: other.token }))).toBe("NOT_FOUND");
    expect(codeOf(await t.gql(Q.log, { id: hook.id }, { token: other.token }))).toBe("NOT_FOUND");
    expect((await t.gql(Q.del, { id: hook.id }, { token: teacher.token })).data!.deleteWebhook).toBe(true);
    expect((await t.gql(Q.mine, {}, { token: teacher.token })).data!.myWebhooks).toEqual([]);
  });

  it("refuses private, loopback and link-local targets unless allowed, and credentials in the URL", async () => {
    for (const url of [
      "http://127.0.0.1:9/x",
      "http://localhost/x",
      "http://10.1.2.3/x",
      "http://192.168.0.10/x",
      "http://169.254.169.254/latest",
      "http://[::1]/x",
      "http://[::ffff:127.0.0.1]/x",
    ]) {
      const refused = await checkWebhookUrl(url, false).catch((e: { fields: Record<string, unknown> }) => e.fields);
      expect({ url, refused }).toEqual({
        url,
        refused: { url: expect.objectContaining({ params: { reason: "PRIVATE_TARGET" } }) },
      });
    }
    await expect(checkWebhookUrl("https://user:pw@93.184.216.34/h", false)).rejects.toBeDefined();
    await expect(checkWebhookUrl("https://93.184.216.34/h#frag", false)).resolves.toBe("https://93.184.216.34/h");
    await expect(checkWebhookUrl("http://127.0.0.1:9/x", true)).resolves.toBe("http://127.0.0.1:9/x");
  });
});

describe("delivery", () => {
  it("every event reaches its webhook once, signed, with its own delivery id; the log shows it delivered", async () => {
    const admin = await signedIn(t, { isAdmin: true });
    const adminHook = await webhook(admin.token, "/ok/admin", ["attempt.submitted", "assessment.created", "assignment.created"]);
    const teacher = await signedIn(t, { isTeacher: true });
    const teacherHook = await webhook(teacher.token, "/ok/teacher", ["attempt.submitted", "assessment.created"]);
    const learner = await signedIn(t);
    const courseId = await shareCourse(t.ds, teacher.user.id, learner.user.id);

    // the learner of the teacher's course submits; the teacher grades it and gives the course an assignment
    const attemptId = await submittedAttempt(learner.token);
    const graded = await t.gql(
      Q.assess,
      {
        a: attemptId,
        s: writingSub,
        scores: [
          { key: "erfuellung", points: 10 },
          { key: "sprache", points: 7.5 },
        ],
      },
      { token: teacher.token },
    );
    expect(graded.data!.assessAnswer).toMatchObject({ by: "TEACHER", total: 17.5 });
    const assigned = await t.gql<{ assign: { id: string } }>(
      `mutation ($input: AssignmentInput!) { assign(input: $input) { id } }`,
      { input: { courseId: String(courseId), title: "Modellprüfung, Lesen", examId } },
      { token: teacher.token },
    );
    const assignmentId = assigned.data!.assign.id;

    const mineOnly = (r: Received) => r.body.data.attemptId === attemptId || r.body.data.assignmentId === assignmentId;
    const adminGot = await until(() => {
      const got = at("/ok/admin").filter(mineOnly);
      return got.length >= 3 && got;
    }, "three deliveries to the admin");
    expect(adminGot.map((r) => r.event).sort()).toEqual(["assessment.created", "assignment.created", "attempt.submitted"]);
    for (const r of adminGot) {
      expect(r.signature).toBe(hmac(adminHook.secret, r.raw));
      expect(r.body.id).toBe(r.delivery);
      expect(r.body.event).toBe(r.event);
    }
    const submittedEvent = adminGot.find((r) => r.event === "attempt.submitted")!;
    expect(submittedEvent.body.data).toMatchObject({ attemptId, examId, userId: String(learner.user.id), kind: "mock" });
    const assessed = adminGot.find((r) => r.event === "assessment.created")!;
    expect(assessed.body.data).toMatchObject({
      attemptId,
      learnerId: String(learner.user.id),
      assessorId: String(teacher.user.id),
      total: 17.5,
    });

    // the teacher hears what concerns them: their course learner's submission and the assessment they made
    const teacherGot = await until(() => at("/ok/teacher").length >= 2 && at("/ok/teacher"), "the teacher's deliveries");
    expect(teacherGot.map((r) => r.event).sort()).toEqual(["assessment.created", "attempt.submitted"]);
    expect(teacherGot[0].signature).toBe(hmac(teacherHook.secret, teacherGot[0].raw));
    expect(teacherGot[0].signature).not.toBe(hmac(adminHook.secret, teacherGot[0].raw));

    // once each: no delivery arrives twice, and the log says delivered after one attempt
    const ids = [...adminGot, ...teacherGot].map((r) => r.delivery);
    expect(new Set(ids).size).toBe(ids.length);
    const log = await until(async () => {
      const rows = (await t.gql(Q.log, { id: teacherHook.webhook.id }, { token: teacher.token })).data!.webhookDeliveries;
      return rows.length === 2 && rows.every((r: { status: string }) => r.status !== "pending") && rows;
    }, "the log to record the deliveries");
    for (const got of teacherGot) {
      const row = log.find((r: { id: string }) => r.id === got.delivery);
      expect(row).toEqual(expect.objectContaining({ event: got.event, status: "delivered", attempts: 1, responseStatus: 204 }));
      expect(row.body).toBe(got.raw);
      expect(at("/ok/teacher").filter((r) => r.delivery === got.delivery)).toHaveLength(1);
    }
  });

  it("a receiver that fails twice and then answers gets the same delivery id and body on every retry", async () => {
    const teacher = await signedIn(t, { isTeacher: true });
    const hook = await webhook(teacher.token, "/flaky", ["attempt.submitted"]);
    const attemptId = await submittedAttempt(teacher.token);
    const tries = await until(() => at("/flaky").length >= 3 && at("/flaky"), "three tries");
    expect(tries.map((r) => r.delivery)).toEqual([tries[0].delivery, tries[0].delivery, tries[0].delivery]);
    expect(new Set(tries.map((r) => r.raw)).size).toBe(1);
    expect(tries[0].body.data.attemptId).toBe(attemptId);
    for (const r of tries) expect(r.signature).toBe(hmac(hook.secret, r.raw));
    const log = await until(async () => {
      const rows = (await t.gql(Q.log, { id: hook.webhook.id }, { token: teacher.token })).data!.webhookDeliveries;
      return rows[0]?.status === "delivered" && rows;
    }, "the log to say delivered");
    expect(log).toEqual([
      expect.objectContaining({ id: tries[0].delivery, status: "delivered", attempts: 3, responseStatus: 200, lastError: null }),
    ]);
  });

  it("a receiver that never answers does not hold up the submission; the delivery is retried after its timeout", async () => {
    const teacher = await signedIn(t, { isTeacher: true });
    const hook = await webhook(teacher.token, "/hang", ["attempt.submitted"]);
    const first = await submittedAttempt(teacher.token);
    // the submission has answered; the receiver holds the delivery unanswered meanwhile
    const hanging = await until(() => at("/hang").length >= 1 && at("/hang"), "the hanging request");
    expect(hanging[0].body.data.attemptId).toBe(first);
    // a second submission answers too while the first delivery still hangs
    const second = await submittedAttempt(teacher.token);
    expect(second).not.toBe(first);
    const log = await until(async () => {
      const rows = (await t.gql(Q.log, { id: hook.webhook.id }, { token: teacher.token })).data!.webhookDeliveries;
      const row = rows.find((r: { id: string }) => r.id === hanging[0].delivery);
      return row?.attempts >= 1 && row;
    }, "the timed-out try in the log");
    expect(log).toMatchObject({ status: "pending", responseStatus: null, lastError: "no answer within 1500 ms" });
    const retried = await until(
      () => at("/hang").filter((r) => r.delivery === hanging[0].delivery).length >= 2,
      "a retry of the same delivery",
    );
    expect(retried).toBe(true);
  });
});
