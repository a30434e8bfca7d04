import { startTestServer, type TestServer } from "../../../test/harness";
import { startSmtpInbox, type SmtpInbox } from "./accounts.test-support";
import { User } from "./user.entity";

/**
 * What a stranger can do to someone else's account with the sign-in and registration forms: lock its password
 * login (no: the owner's own connection stays open, a reset always works, the owner hears of it once), put text of
 * their choosing into the product's mails (no: names are one line without links, quoted), take or disturb an
 * address (no: a second registration changes nothing and mails nobody).
 */
const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token user { id } } }`;
const CONFIRM = `mutation($t: String!) { confirmEmail(token: $t) { id } }`;
const REQUEST_RESET = `mutation($e: String!) { requestPasswordReset(email: $e) }`;
const RESET = `mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { token } }`;
const PROFILE = `mutation($input: ProfileInput!) { updateProfile(input: $input) { name } }`;

type Reply = { data?: Record<string, any>; errors?: { message: string; extensions: Record<string, any> }[] };

let t: TestServer;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestServer({
    seed: false,
    env: {
      SMTP_URL: inbox.url,
      TRUSTED_PROXIES: "127.0.0.1",
      AUTH_LIMIT_LOGIN_IP: "1000",
      AUTH_LIMIT_LOGIN_ACCOUNT: "8",
      AUTH_LIMIT_LOGIN_ALERT: "6",
      AUTH_LIMIT_REGISTER_IP: "1000",
      AUTH_LIMIT_REGISTER_ACCOUNT: "1000",
      AUTH_LIMIT_RESET_IP: "1000",
      AUTH_LIMIT_RESET_ACCOUNT: "1000",
    },
  });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

/** A GraphQL call from `ip` behind the trusted proxy. */
async function from(
  ip: string,
  query: string,
  variables: Record<string, unknown>,
  opts: { lang?: string; token?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { "content-type": "application/json", "x-forwarded-for": ip };
  if (opts.lang) headers["accept-language"] = opts.lang;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(`${t.url}/graphql`, { method: "POST", headers, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as Reply;
}

const OWNER_IP = "192.0.2.10";

/** An account registered from OWNER_IP whose address is confirmed (its confirmation mail taken from the inbox). */
async function confirmedOwner(email: string, name = "Lena Lernt"): Promise<string> {
  const r = await from(OWNER_IP, REGISTER, { input: { name, email, password: "richtig-123" } });
  expect(r.errors).toBeUndefined();
  const mail = await inbox.next(email);
  const c = await from(OWNER_IP, CONFIRM, { t: new URL(mail.link).searchParams.get("token") });
  expect(c.errors).toBeUndefined();
  return r.data!.register.token as string;
}

function mailsTo(email: string, subject: string) {
  return inbox.mails.filter((m) => m.to.includes(email) && m.subject === subject);
}

const ALERT_SUBJECT = "Fehlgeschlagene Anmeldeversuche bei Ihrem Konto";

describe("failed logins of strangers", () => {
  it("lock neither the owner's own address nor a reset; the owner is mailed once", async () => {
    const email = "besitzerin@example.org";
    await confirmedOwner(email);

    // four addresses guess five times each: each pair locks after five, the account after eight failures
    const codes: string[] = [];
    for (let a = 1; a <= 4; a++)
      for (let i = 0; i < 5; i++)
        codes.push((await from(`198.51.100.${a}`, LOGIN, { e: email, p: `falsch-${a}-${i}` })).errors![0].extensions.code);
    expect(codes.filter((c) => c === "BAD_USER_INPUT")).toHaveLength(8);
    expect(codes.filter((c) => c === "RATE_LIMITED")).toHaveLength(12);

    // a stranger's address with the right password: refused (the account-wide budget is spent)
    const stranger = await from("203.0.113.7", LOGIN, { e: email, p: "richtig-123" });
    expect(stranger.errors![0].extensions.code).toBe("RATE_LIMITED");
    // the owner, from the address the account registered from: signed in
    const owner = await from(OWNER_IP, LOGIN, { e: email, p: "richtig-123" });
    expect(owner.errors).toBeUndefined();
    expect(owner.data!.login.token).toEqual(expect.any(String));

    // another round of guesses after the owner signed in: still one warning in the hour
    for (let a = 5; a <= 7; a++)
      for (let i = 0; i < 3; i++) await from(`198.51.100.${a}`, LOGIN, { e: email, p: `falsch-${a}-${i}` });
    await t.services.accountMails.idle();
    const alerts = mailsTo(email, ALERT_SUBJECT);
    expect(alerts).toHaveLength(1);
    expect(alerts[0].text).toContain("Hallo „Lena Lernt“,");
    expect(alerts[0].text).toContain("6-mal versucht");
    expect(alerts[0].link).toBe("http://localhost:4000/de/forgetpassword");
  });

  it("a reset link lets the owner in from any address and clears the account's failures", async () => {
    const email = "zuruecksetzen@example.org";
    await confirmedOwner(email);
    for (let a = 1; a <= 2; a++)
      for (let i = 0; i < 4; i++) await from(`198.51.100.${20 + a}`, LOGIN, { e: email, p: `falsch-${a}-${i}` });
    const newPlace = "203.0.113.50";
    expect((await from(newPlace, LOGIN, { e: email, p: "richtig-123" })).errors![0].extensions.code).toBe("RATE_LIMITED");

    expect((await inbox.next(email)).subject).toBe(ALERT_SUBJECT); // the sixth failure warned the owner

    expect((await from(newPlace, REQUEST_RESET, { e: email })).data!.requestPasswordReset).toBe(true);
    const mail = await inbox.next(email);
    expect(mail.subject).toBe("Passwort zurücksetzen");
    const reset = await from(newPlace, RESET, { t: new URL(mail.link).searchParams.get("token"), p: "neu-und-richtig-456" });
    expect(reset.errors).toBeUndefined();
    // the reset cleared the account-wide count: a third address signs in too
    for (const ip of [newPlace, "203.0.113.51"])
      expect((await from(ip, LOGIN, { e: email, p: "neu-und-richtig-456" })).errors).toBeUndefined();
  });

  it("an unconfirmed account gets no warning (its address may not be its holder's)", async () => {
    const email = "unbestaetigt@example.org";
    expect((await from(OWNER_IP, REGISTER, { input: { name: "U", email, password: "richtig-123" } })).errors).toBeUndefined();
    for (let i = 0; i < 7; i++) await from(`198.51.100.${40 + i}`, LOGIN, { e: email, p: `falsch-${i}` });
    await t.services.accountMails.idle();
    expect(inbox.mails.filter((m) => m.to.includes(email)).map((m) => m.subject)).toEqual([
      "Bitte bestätigen Sie Ihre Email-Adresse",
    ]);
  });
});

describe("names", () => {
  it("are one line of text without links, refused with a field message in the caller's language", async () => {
    const bad = [
      ["Ihr Konto ist gesperrt.\nJetzt entsperren", "Der Name muss eine Zeile ohne Zeilenumbrüche und Steuerzeichen sein."],
      ["Max\u202EnnamretsuM", "Der Name muss eine Zeile ohne Zeilenumbrüche und Steuerzeichen sein."],
      ["Jetzt entsperren: https://phish.example/x", "Der Name darf keine Links oder Web-Adressen enthalten."],
      ["Besuchen Sie www.phish.example", "Der Name darf keine Links oder Web-Adressen enthalten."],
      ["Gewinn auf phish.com", "Der Name darf keine Links oder Web-Adressen enthalten."],
    ];
    const before = await t.ds.getRepository(User).count();
    for (const [name, message] of bad) {
      const r = await from(OWNER_IP, REGISTER, { input: { name, email: "neu@example.org", password: "richtig-123" } });
      expect(r.errors![0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { name: message } });
    }
    expect(await t.ds.getRepository(User).count()).toBe(before);
    const en = await from(
      OWNER_IP,
      REGISTER,
      { input: { name: "see http://x.example", email: "neu@example.org", password: "richtig-123" } },
      { lang: "en" },
    );
    expect(en.errors![0].extensions.fields).toEqual({ name: "The name must not contain links or web addresses." });
    const fr = await from(
      OWNER_IP,
      REGISTER,
      { input: { name: "a\tb", email: "neu@example.org", password: "richtig-123" } },
      { lang: "fr" },
    );
    expect(fr.errors![0].extensions.fields).toEqual({
      name: "Le nom doit tenir sur une ligne, sans saut de ligne ni caractère de contrôle.",
    });

    // ordinary names pass, on registration and on the profile
    const token = await confirmedOwner("namen@example.org", "Dr. A. Müller-Lüdenscheidt");
    for (const name of ["J.R.R. Tolkien", "Zoë O'Brien", "محمد بن علي", "Anne-Marie de l'Orme"]) {
      const r = await from(OWNER_IP, PROFILE, { input: { name } }, { token });
      expect(r.errors).toBeUndefined();
      expect(r.data!.updateProfile.name).toBe(name);
    }
    const refused = await from(OWNER_IP, PROFILE, { input: { name: "Klick\r\nhttp://x.example" } }, { token });
    expect(refused.errors![0].extensions.fields).toEqual({
      name: "Der Name muss eine Zeile ohne Zeilenumbrüche und Steuerzeichen sein.",
    });
  });

  it("are quoted in mails as one line, without links, also when stored before these rules", async () => {
    const email = "altname@example.org";
    await confirmedOwner(email);
    await t.ds
      .getRepository(User)
      .update({ email }, { name: "Ihr Konto ist gesperrt.\n\nJetzt entsperren: https://phish.example/login\u202E" });
    await from(OWNER_IP, REQUEST_RESET, { e: email });
    const mail = await inbox.next(email);
    expect(mail.subject).toBe("Passwort zurücksetzen");
    const [greeting] = mail.text.split("\n");
    expect(greeting).toBe("Hallo „Ihr Konto ist gesperrt. Jetzt entsperren:“,");
    expect(mail.text).not.toContain("phish");
    expect(mail.link).toMatch(/^http:\/\/localhost:4000\/de\/reset-password\?token=/);
  });
});

describe("registering someone else's address", () => {
  it("again, in any spelling, changes nothing of the account and mails nobody", async () => {
    const email = "vergeben@example.org";
    await confirmedOwner(email);
    const before = await t.ds.getRepository(User).findOneByOrFail({ email });
    const mailsBefore = inbox.mails.length;
    for (const spelling of [email, "VERGEBEN@example.org", " Vergeben@Example.org "]) {
      const r = await from("198.51.100.99", REGISTER, {
        input: { name: "Übernahme", email: spelling, password: "andere-789" },
      });
      expect(r.errors![0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "EMAIL_TAKEN" });
    }
    const after = await t.ds.getRepository(User).findOneByOrFail({ email });
    expect(after).toEqual(before);
    expect((await from(OWNER_IP, LOGIN, { e: email, p: "richtig-123" })).errors).toBeUndefined();
    await t.services.accountMails.idle();
    expect(inbox.mails.length).toBe(mailsBefore);
  });
});
