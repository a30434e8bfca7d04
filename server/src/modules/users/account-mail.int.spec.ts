import { startTestServer, type TestServer } from "../../../test/harness";
import { ACCOUNT_MAIL_QUEUE } from "./account-mail";
import { startSmtpInbox, type SmtpInbox } from "./accounts.test-support";

// Account mails go through the background queue: an SMTP server that refuses for a while costs no mail, the job table
// never holds a link's token, and a refused registration queues nothing.
let t: TestServer;
let inbox: SmtpInbox;

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token user { id } } }`;
const REQUEST_RESET = `mutation($e: String!) { requestPasswordReset(email: $e) }`;
const RESET = `mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { token } }`;
const CONFIRM = `mutation($t: String!) { confirmEmail(token: $t) { emailConfirmed } }`;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestServer({
    env: { SMTP_URL: inbox.url, MAIL_RETRY_DELAY_SECONDS: "1", WEBHOOK_POLL_SECONDS: "0.5" },
  });
});
afterEach(() => {
  inbox.refusing = false;
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const jobsOf = (kind: string) =>
  t.ds.query(`SELECT state, data, output FROM pgboss.job WHERE name = $1 AND data->>'kind' = $2 ORDER BY created_on`, [
    ACCOUNT_MAIL_QUEUE,
    kind,
  ]) as Promise<{ state: string; data: Record<string, unknown>; output: Record<string, unknown> | null }[]>;

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never happened: ${what}`);
}

describe("account mails on the queue", () => {
  it("a reset asked for while the mail server refuses arrives once it accepts again, with a link that works", async () => {
    const email = "spaeter@example.org";
    const reg = await t.gql(REGISTER, { input: { name: "Sami Später", email, password: "richtig-123" } });
    expect(reg.errors).toBeUndefined();
    await inbox.next(email); // the confirmation

    inbox.refusing = true;
    const asked = await t.gql(REQUEST_RESET, { e: email }, { lang: "en" });
    // the answer does not wait for the mail server
    expect(asked.data!.requestPasswordReset).toBe(true);
    await until("the first try refused", async () => inbox.refused > 0 && (await jobsOf("reset"))[0]?.state === "retry");

    const [waiting] = await jobsOf("reset");
    // the job names whom and which language, never a token; the refused try's link was not kept
    expect(waiting.data).toEqual({ kind: "reset", userId: expect.any(Number), lang: "en" });
    const tokens = await t.ds.query(`SELECT count(*)::int AS n FROM one_time_tokens WHERE purpose = 'reset_password'`);
    expect(tokens[0].n).toBe(0);

    inbox.refusing = false;
    const mail = await inbox.next(email);
    expect(mail.subject).toBe("Reset your password");
    expect(mail.text).toContain("Sami Später");
    await t.services.accountMails.idle();
    expect((await jobsOf("reset")).map((j) => j.state)).toEqual(["completed"]);

    const token = new URL(mail.link).searchParams.get("token");
    const reset = await t.gql(RESET, { t: token, p: "neu-und-richtig-456" });
    expect(reset.errors).toBeUndefined();
  });

  it("a new account and its confirmation are queued together; a refused registration queues nothing", async () => {
    const email = "zusammen@example.org";
    const input = { name: "Zoe", email, password: "richtig-123" };
    expect((await t.gql(REGISTER, { input }, { lang: "fr" })).errors).toBeUndefined();
    const mail = await inbox.next(email);
    expect(mail.subject).toBe("Veuillez confirmer votre adresse e-mail");
    const confirmed = await t.gql(CONFIRM, { t: new URL(mail.link).searchParams.get("token") });
    expect(confirmed.data).toEqual({ confirmEmail: { emailConfirmed: true } });

    const before = (await jobsOf("confirm")).length;
    const again = await t.gql(REGISTER, { input });
    expect(again.errors![0]!.extensions).toMatchObject({ reason: "EMAIL_TAKEN" });
    expect((await jobsOf("confirm")).length).toBe(before);
  });

  it("a confirmation queued for an account confirmed meanwhile is not sent", async () => {
    const email = "schon@example.org";
    inbox.refusing = true;
    const reg = await t.gql(REGISTER, { input: { name: "Schon", email, password: "richtig-123" } });
    const userId = Number(reg.data!.register.user.id);
    await until("the confirmation waits for its retry", async () =>
      (await jobsOf("confirm")).some((j) => j.data.userId === userId && j.state === "retry"),
    );
    await t.ds.query(`UPDATE users SET email_confirmed_at = now() WHERE id = $1`, [userId]);
    inbox.refusing = false;
    await t.services.accountMails.idle();
    const job = (await jobsOf("confirm")).find((j) => j.data.userId === userId)!;
    expect(job).toMatchObject({ state: "completed", output: { sent: false } });
    expect(inbox.mails.some((m) => m.to.includes(email))).toBe(false);
  });
});
