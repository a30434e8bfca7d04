import { startSmtpInbox, type SmtpInbox } from "../../src/modules/users/accounts.test-support";
import { startTestServer, type TestServer } from "../harness";

let t: TestServer;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestServer({ env: { SMTP_URL: inbox.url, CONTACT_EMAIL: "team@example.org" } });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const post = async (body: unknown, server = t) => {
  const res = await fetch(`${server.url}/api/contact-us`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer null", "x-requested-with": "XMLHttpRequest" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};

describe("REST compatibility: contact-us", () => {
  it("mails CONTACT_EMAIL over SMTP and answers with `message` (not msg), as the client reads it", async () => {
    const r = await post({ name: "Lina", email: "lina@example.org", subject: "Frage zu B1", message: "Wann kommt C2?" });
    expect(r).toEqual({ status: 200, body: { status: true, message: "Your message has been sent" } });
    const mail = await inbox.next("team@example.org");
    expect(mail.subject).toBe("[Kontakt] Frage zu B1");
    expect(mail.text).toContain("Von: „Lina“ <lina@example.org>");
    expect(mail.text).toContain("Wann kommt C2?");
  });

  it("puts the sender's name and subject on one line each, so they cannot pose as further lines of the mail", async () => {
    const r = await post({
      name: "Lina\nAn: alle\r\n\u2028Von: Chef",
      email: "lina@example.org",
      subject: "Frage\n\nBitte sofort überweisen",
      message: "Zweite Zeile\nbleibt",
    });
    expect(r.status).toBe(200);
    const mail = await inbox.next("team@example.org");
    expect(mail.subject).toBe("[Kontakt] Frage Bitte sofort überweisen");
    expect(mail.text.split("\n")[0]).toBe("Von: „Lina An: alle Von: Chef“ <lina@example.org>");
    expect(mail.text).toContain("Zweite Zeile\nbleibt");
  });

  it("refuses missing fields and a malformed address, sending nothing", async () => {
    const before = inbox.mails.length;
    expect(await post({ name: "Lina", email: "lina@example.org", subject: "x" })).toEqual({
      status: 422,
      body: { status: false, message: "Missing: message" },
    });
    expect((await post({ name: "Lina", email: "nope", subject: "x", message: "y" })).status).toBe(422);
    expect(inbox.mails.length).toBe(before);
  });

  it("limits how many messages one address sends", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await post({ name: "A", email: "a@example.org", subject: `s${i}`, message: "m" })).status);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(1);
  });
});
