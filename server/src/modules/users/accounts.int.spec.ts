import { startTestServer, type TestServer } from "../../../test/harness";
import { buildUser } from "../../../test/factories";
import { Attempt } from "../attempts/attempt.entity";
import { AttemptAnswer } from "../attempts/attempt-answer.entity";
import { PlacementRun } from "../placement/placement-run.entity";
import { ensureAdmin } from "./admin-bootstrap";
import { startSmtpInbox, type SmtpInbox } from "./accounts.test-support";
import { promoteToAdmin } from "./promote-admin";
import { User } from "./user.entity";

const HIGH_LIMITS = {
  AUTH_LIMIT_LOGIN_IP: "1000",
  AUTH_LIMIT_LOGIN_ACCOUNT: "1000",
  AUTH_LIMIT_REGISTER_IP: "1000",
  AUTH_LIMIT_REGISTER_ACCOUNT: "1000",
  AUTH_LIMIT_RESET_IP: "1000",
  AUTH_LIMIT_RESET_ACCOUNT: "1000",
  AUTH_LIMIT_GUEST_IP: "1000",
};

let t: TestServer;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestServer({ env: { SMTP_URL: inbox.url, ...HIGH_LIMITS } });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const USER_FIELDS = `id name email isGuest isAdmin mobile language country photoUrl emailConfirmed`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token user { ${USER_FIELDS} } } }`;
const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token user { id email isGuest } } }`;
const ME = `{ me { ${USER_FIELDS} } }`;
const GUEST = `mutation { startGuestSession { token user { id isGuest name email } } }`;
const REQUEST_RESET = `mutation($e: String!) { requestPasswordReset(email: $e) }`;
const RESET = `mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { token user { id email emailConfirmed } } }`;
const PROFILE = `mutation($input: ProfileInput!) { updateProfile(input: $input) { ${USER_FIELDS} } }`;

let n = 0;
function newEmail(): string {
  n += 1;
  return `Lerner${n}.${Date.now()}@Example.org`;
}

/** The same path on the test server (mailed links are built for PUBLIC_URL; media links are relative). */
function local(link: string): string {
  const u = new URL(link, t.url);
  return `${t.url}${u.pathname}${u.search}`;
}

function firstError(r: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) {
  expect(r.errors).toBeDefined();
  return r.errors![0];
}

async function userCount(): Promise<number> {
  return t.ds.getRepository(User).count();
}

async function register(over: Record<string, unknown> = {}, opts: { token?: string; lang?: string } = {}) {
  const input = { name: "Lena Lernt", email: newEmail(), password: "geheim-123", ...over };
  const r = await t.gql(REGISTER, { input }, opts);
  return { r, input };
}

describe("guests", () => {
  it("startGuestSession gives a guest principal that me answers for", async () => {
    const r = await t.gql(GUEST);
    expect(r.errors).toBeUndefined();
    const { token, user } = r.data!.startGuestSession;
    expect(user).toEqual({ id: expect.any(String), isGuest: true, name: null, email: null });
    const me = await t.gql(ME, {}, { token });
    expect(me.data!.me).toMatchObject({ id: user.id, isGuest: true, isAdmin: false, emailConfirmed: false });
  });

  it("me is null without a token, with 'Bearer null' and with a forged token", async () => {
    for (const token of [undefined, "null", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidmVyIjowfQ.forged"]) {
      const r = await t.gql(`{ me { id } }`, {}, { token });
      expect(r.errors).toBeUndefined();
      expect(r.data!.me).toBeNull();
    }
  });
});

describe("register", () => {
  it("creates an account, signs it in and mails a confirmation link that confirms the address once", async () => {
    const { r, input } = await register({ mobile: "+49 170 1234567", country: "Österreich", language: "Deutsch" });
    expect(r.errors).toBeUndefined();
    const { token, user } = r.data!.register;
    expect(user).toMatchObject({
      name: "Lena Lernt",
      email: input.email,
      isGuest: false,
      isAdmin: false,
      mobile: "+49 170 1234567",
      country: "AT",
      language: "de",
      photoUrl: null,
      emailConfirmed: false,
    });
    // an unconfirmed account may sign in (see README-accounts.md)
    const login = await t.gql(LOGIN, { e: input.email, p: input.password });
    expect(login.errors).toBeUndefined();

    const mail = await inbox.next(input.email);
    expect(mail.subject).toBe("Bitte bestätigen Sie Ihre Email-Adresse");
    expect(mail.link).toMatch(/\/auth\/confirm-email\?token=/);
    const follow = await fetch(local(mail.link), { redirect: "manual" });
    expect(follow.status).toBe(302);
    expect(follow.headers.get("location")).toBe("http://localhost:4000/de/login?emailConfirmed=1");
    const me = await t.gql(ME, {}, { token });
    expect(me.data!.me.emailConfirmed).toBe(true);

    const again = await fetch(local(mail.link), { redirect: "manual" });
    expect(again.headers.get("location")).toBe("http://localhost:4000/de/login?emailConfirmed=0&reason=USED");
    const viaApi = await t.gql(`mutation($t: String!) { confirmEmail(token: $t) { id } }`, {
      t: new URL(mail.link).searchParams.get("token"),
    });
    expect(firstError(viaApi).extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { token: "Der Link wurde bereits benutzt." },
    });
  });

  it("confirmEmail confirms through the API as well", async () => {
    const { r, input } = await register({}, { lang: "en" });
    const mail = await inbox.next(input.email);
    expect(mail.subject).toBe("Please confirm your email address");
    const c = await t.gql(`mutation($t: String!) { confirmEmail(token: $t) { id emailConfirmed } }`, {
      t: new URL(mail.link).searchParams.get("token"),
    });
    expect(c.data!.confirmEmail).toEqual({ id: r.data!.register.user.id, emailConfirmed: true });
  });

  it("refuses empty fields with the spec's German messages per field, and creates nothing", async () => {
    const before = await userCount();
    const r = await t.gql(REGISTER, { input: { name: " ", email: "", password: "" } });
    const e = firstError(r);
    expect(e.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { name: "Name ist erforderlich.", email: "Email ist erforderlich.", password: "Passwort ist erforderlich." },
    });
    const missing = await t.gql(REGISTER, { input: {} });
    expect(firstError(missing).extensions!.fields).toEqual({
      name: "Name ist erforderlich.",
      email: "Email ist erforderlich.",
      password: "Passwort ist erforderlich.",
    });
    expect(await userCount()).toBe(before);
  });

  it("refuses a malformed email, a short password and options outside the lists, each naming its field", async () => {
    const before = await userCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: "kein-at-zeichen" }, "email", "Ungültige Email-Adresse."],
      [{ email: "a@b" }, "email", "Ungültige Email-Adresse."],
      [{ password: "kurz" }, "password", "Das Passwort muss mindestens 8 Zeichen lang sein."],
      [{ password: "x".repeat(300) }, "password", "Das Passwort darf höchstens 256 Zeichen lang sein."],
      [{ name: "n".repeat(121) }, "name", "Höchstens 120 Zeichen."],
      [{ mobile: "call me" }, "mobile", "Ungültige Mobilnummer."],
      [{ country: "Atlantis" }, "country", "Bitte wählen Sie ein Land aus der Liste."],
      [{ language: "Klingonisch" }, "language", "Bitte wählen Sie eine Sprache aus der Liste."],
    ];
    for (const [over, field, message] of cases) {
      const { r } = await register(over);
      const e = firstError(r);
      expect(e.extensions!.code).toBe("BAD_USER_INPUT");
      expect(e.extensions!.fields).toEqual({ [field]: message });
    }
    expect(await userCount()).toBe(before);
  });

  it("answers in the caller's language: en, ar, fr, es by Accept-Language, German by default", async () => {
    const expected: Record<string, Record<string, string>> = {
      en: { email: "Invalid email address.", password: "Password is required.", name: "Name is required." },
      ar: { email: "عنوان البريد الإلكتروني غير صالح.", password: "كلمة المرور مطلوبة.", name: "الاسم مطلوب." },
      fr: { email: "Adresse e-mail invalide.", password: "Le mot de passe est obligatoire.", name: "Le nom est obligatoire." },
      es: {
        email: "Dirección de correo electrónico no válida.",
        password: "La contraseña es obligatoria.",
        name: "El nombre es obligatorio.",
      },
      "pl,ru;q=0.5": {
        email: "Ungültige Email-Adresse.",
        password: "Passwort ist erforderlich.",
        name: "Name ist erforderlich.",
      },
    };
    for (const [lang, fields] of Object.entries(expected)) {
      const r = await t.gql(REGISTER, { input: { name: "", email: "x@", password: "" } }, { lang });
      expect(firstError(r).extensions!.fields).toEqual(fields);
    }
    const emptyEmail = await t.gql(REGISTER, { input: { name: "A", email: "", password: "geheim-123" } }, { lang: "en-GB" });
    expect(firstError(emptyEmail).extensions!.fields).toEqual({ email: "Email is required." });
  });

  it("refuses an email already registered in any letter case, and leaves no second row", async () => {
    const { input } = await register();
    const before = await userCount();
    for (const email of [input.email, input.email.toUpperCase(), ` ${input.email.toLowerCase()} `]) {
      const { r } = await register({ email });
      expect(firstError(r).extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        reason: "EMAIL_TAKEN",
        fields: { email: "Diese Email-Adresse ist bereits registriert." },
      });
    }
    expect(await userCount()).toBe(before);
  });

  it("stores the password with argon2id (19 MiB, 2 iterations), never in clear", async () => {
    const { input } = await register();
    const [{ password_hash }] = await t.ds.query(`SELECT password_hash FROM users WHERE lower(email) = lower($1)`, [input.email]);
    expect(password_hash).toMatch(/^\$argon2id\$v=19\$/);
    const params = Object.fromEntries(
      password_hash
        .split("$")[3]
        .split(",")
        .map((kv: string) => kv.split("=")),
    );
    expect(params).toEqual({ m: "19456", t: "2", p: "1" });
    expect(password_hash).not.toContain(input.password);
  });
});

describe("login and logout", () => {
  it("signs in with the password in any email case; a wrong password or unknown email gets one message", async () => {
    const { input } = await register();
    const ok = await t.gql(LOGIN, { e: input.email.toUpperCase(), p: input.password });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.login.user.email).toBe(input.email);

    const wrong = await t.gql(LOGIN, { e: input.email, p: "falsch-falsch" });
    expect(firstError(wrong).extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      reason: "WRONG_CREDENTIALS",
      fields: { password: "Falsche Email oder Passwort." },
    });
    const unknown = await t.gql(LOGIN, { e: "niemand@example.org", p: "falsch-falsch" }, { lang: "en" });
    expect(firstError(unknown).extensions!.fields).toEqual({ password: "Wrong email or password." });
  });

  it("refuses empty or malformed credentials per field", async () => {
    const r = await t.gql(LOGIN, { e: "", p: "" });
    expect(firstError(r).extensions!.fields).toEqual({
      email: "Email ist erforderlich.",
      password: "Passwort ist erforderlich.",
    });
    const bad = await t.gql(LOGIN, { e: "nope", p: "x" }, { lang: "fr" });
    expect(firstError(bad).extensions!.fields).toEqual({ email: "Adresse e-mail invalide." });
  });

  it("a blocked account cannot sign in", async () => {
    const { input } = await register();
    await t.ds.query(`UPDATE users SET is_blocked = true WHERE lower(email) = lower($1)`, [input.email]);
    const r = await t.gql(LOGIN, { e: input.email, p: input.password });
    expect(firstError(r).extensions!.code).toBe("FORBIDDEN");
  });

  it("logout revokes the token used and every other token of the user", async () => {
    const { r, input } = await register();
    const first = r.data!.register.token;
    const second = (await t.gql(LOGIN, { e: input.email, p: input.password })).data!.login.token;
    expect((await t.gql(`{ me { id } }`, {}, { token: first })).data!.me).not.toBeNull();

    const out = await t.gql(`mutation { logout }`, {}, { token: first });
    expect(out.data!.logout).toBe(true);
    for (const token of [first, second]) {
      expect((await t.gql(`{ me { id } }`, {}, { token })).data!.me).toBeNull();
      const p = await t.gql(PROFILE, { input: { name: "X" } }, { token });
      expect(firstError(p).extensions!.code).toBe("UNAUTHENTICATED");
    }
    // logging out again with the revoked token does nothing
    expect((await t.gql(`mutation { logout }`, {}, { token: first })).data!.logout).toBe(false);
    // a new sign-in works
    const again = await t.gql(LOGIN, { e: input.email, p: input.password });
    expect((await t.gql(`{ me { id } }`, {}, { token: again.data!.login.token })).data!.me).not.toBeNull();
  });
});

describe("password reset", () => {
  it("mails a one-hour, single-use link; the reset revokes old tokens and confirms the address", async () => {
    const { r, input } = await register();
    const oldToken = r.data!.register.token;
    await inbox.next(input.email); // the confirmation mail

    const req = await t.gql(REQUEST_RESET, { e: input.email.toUpperCase() });
    expect(req.data!.requestPasswordReset).toBe(true);
    const mail = await inbox.next(input.email);
    expect(mail.subject).toBe("Passwort zurücksetzen");
    expect(mail.link).toMatch(/^http:\/\/localhost:4000\/de\/reset-password\?token=/);
    const token = new URL(mail.link).searchParams.get("token")!;

    // a bad new password is refused without spending the link
    const weak = await t.gql(RESET, { t: token, p: "kurz" });
    expect(firstError(weak).extensions!.fields).toEqual({ password: "Das Passwort muss mindestens 8 Zeichen lang sein." });

    const done = await t.gql(RESET, { t: token, p: "neues-passwort" });
    expect(done.errors).toBeUndefined();
    expect(done.data!.resetPassword.user).toMatchObject({ email: input.email, emailConfirmed: true });
    expect((await t.gql(`{ me { id } }`, {}, { token: oldToken })).data!.me).toBeNull();
    expect((await t.gql(`{ me { id } }`, {}, { token: done.data!.resetPassword.token })).data!.me).not.toBeNull();
    expect((await t.gql(LOGIN, { e: input.email, p: input.password })).errors).toBeDefined();
    expect((await t.gql(LOGIN, { e: input.email, p: "neues-passwort" })).errors).toBeUndefined();

    const reused = await t.gql(RESET, { t: token, p: "noch-ein-passwort" }, { lang: "es" });
    expect(firstError(reused).extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      reason: "USED",
      fields: { token: "El enlace ya se ha utilizado." },
    });
  });

  it("refuses an expired link (after one hour) and an unknown one", async () => {
    const { input } = await register();
    await t.gql(REQUEST_RESET, { e: input.email });
    const mail = await inbox
      .next(input.email)
      .then(async (m) => (m.subject.startsWith("Passwort") ? m : inbox.next(input.email)));
    const token = new URL(mail.link).searchParams.get("token")!;
    t.services.accounts.clock.travel(61 * 60_000);
    const expired = await t.gql(RESET, { t: token, p: "neues-passwort" });
    expect(firstError(expired).extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      reason: "EXPIRED",
      fields: { token: "Der Link ist abgelaufen. Bitte fordern Sie einen neuen an." },
    });
    const unknown = await t.gql(RESET, { t: "ausgedacht", p: "neues-passwort" }, { lang: "en" });
    expect(firstError(unknown).extensions).toMatchObject({ reason: "INVALID", fields: { token: "The link is invalid." } });
    expect((await t.gql(LOGIN, { e: input.email, p: input.password })).errors).toBeUndefined();
  });

  it("answers the same for an unknown address and sends nothing; a malformed one is refused per field", async () => {
    const known = await register();
    await inbox.next(known.input.email);
    const a = await t.gql(REQUEST_RESET, { e: known.input.email });
    const b = await t.gql(REQUEST_RESET, { e: "unbekannt@example.org" });
    expect(b).toEqual(a);
    await inbox.next(known.input.email);
    await t.services.accountMails.idle();
    expect(inbox.mails.some((m) => m.to.includes("unbekannt@example.org"))).toBe(false);

    const bad = await t.gql(REQUEST_RESET, { e: "" }, { lang: "ar" });
    expect(firstError(bad).extensions!.fields).toEqual({ email: "البريد الإلكتروني مطلوب." });
  });

  it("both mails of a new account arrive over SMTP: confirmation, then reset", async () => {
    const { input } = await register({}, { lang: "fr" });
    const confirm = await inbox.next(input.email);
    await t.gql(REQUEST_RESET, { e: input.email }, { lang: "fr" });
    const reset = await inbox.next(input.email);
    expect([confirm.subject, reset.subject]).toEqual([
      "Veuillez confirmer votre adresse e-mail",
      "Réinitialiser votre mot de passe",
    ]);
    expect(confirm.to).toEqual([input.email.toLowerCase()]);
    expect(reset.link).toContain("/fr/reset-password?token=");
  });
});

describe("profile", () => {
  it("updates name, mobile, country and language from the spec's lists (labels or codes)", async () => {
    const { r } = await register();
    const token = r.data!.register.token;
    const u = await t.gql(
      PROFILE,
      { input: { name: "  Neuer Name ", mobile: "0170 555", country: "Großbritanien", language: "Französisch" } },
      { token },
    );
    expect(u.errors).toBeUndefined();
    expect(u.data!.updateProfile).toMatchObject({ name: "Neuer Name", mobile: "0170 555", country: "GB", language: "fr" });
    const partial = await t.gql(PROFILE, { input: { country: "other", mobile: "" } }, { token });
    expect(partial.data!.updateProfile).toMatchObject({ name: "Neuer Name", mobile: null, country: "other", language: "fr" });
    const me = await t.gql(ME, {}, { token });
    expect(me.data!.me).toMatchObject({ name: "Neuer Name", country: "other", language: "fr" });
  });

  it("refuses bad fields in the user's profile language when the request names none", async () => {
    const { r } = await register({ language: "Arabisch" });
    const token = r.data!.register.token;
    const bad = await t.gql(PROFILE, { input: { name: "", country: "Mars" } }, { token });
    expect(firstError(bad).extensions!.fields).toEqual({ name: "الاسم مطلوب.", country: "يرجى اختيار بلد من القائمة." });
    const withHeader = await t.gql(PROFILE, { input: { name: "" } }, { token, lang: "es" });
    expect(firstError(withHeader).extensions!.fields).toEqual({ name: "El nombre es obligatorio." });
  });

  it("is refused without a token and for a guest", async () => {
    const none = await t.gql(PROFILE, { input: { name: "X" } });
    expect(firstError(none).extensions!.code).toBe("UNAUTHENTICATED");
    const guest = (await t.gql(GUEST)).data!.startGuestSession.token;
    const g = await t.gql(PROFILE, { input: { name: "X" } }, { token: guest, lang: "en" });
    expect(firstError(g)).toMatchObject({ message: "Please register first.", extensions: { code: "REGISTRATION_REQUIRED" } });
  });

  it("lists the profile options in the caller's language", async () => {
    const de = await t.gql(`{ profileOptions { countries { code label } languages { code label } } }`);
    expect(de.data!.profileOptions.countries.map((c: { label: string }) => c.label)).toEqual([
      "Deutschland",
      "Österreich",
      "Schweiz",
      "Niederlande",
      "Frankreich",
      "Polen",
      "Tschechische Republik",
      "Ungarn",
      "Dänemark",
      "Großbritanien",
      "USA",
      "Brasilien",
      "China",
      "Indien",
      "andere",
    ]);
    expect(de.data!.profileOptions.languages.map((c: { label: string }) => c.label)).toEqual([
      "Arabisch",
      "Deutsch",
      "Englisch",
      "Französisch",
      "Spanisch",
      "andere",
    ]);
    const en = await t.gql(`{ profileOptions { countries { code label } } }`, {}, { lang: "en" });
    expect(en.data!.profileOptions.countries[0]).toEqual({ code: "DE", label: "Germany" });
  });
});

describe("profile photo", () => {
  const PNG = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    "base64",
  );

  async function upload(token: string | null, body: Buffer, name: string, type: string, lang?: string) {
    const form = new FormData();
    form.append("photo", new Blob([body], { type }), name);
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (lang) headers["accept-language"] = lang;
    const res = await fetch(`${t.url}/auth/profile/photo`, { method: "POST", body: form, headers });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  }

  it("stores a PNG under a generated name, serves it under /media, and me returns its URL", async () => {
    const { r } = await register();
    const token = r.data!.register.token;
    const up = await upload(token, PNG, "../../ich.png", "image/png");
    expect(up.status).toBe(200);
    expect(up.body.photoUrl).toMatch(/^\/media\/profiles\/[0-9a-f-]{36}\.png$/);
    const me = await t.gql(`{ me { photoUrl } }`, {}, { token });
    expect(me.data!.me.photoUrl).toBe(up.body.photoUrl);
    const served = await fetch(local(up.body.photoUrl));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    // a new photo replaces the old one, which is gone
    const second = await upload(token, PNG, "b.png", "image/png");
    expect(second.body.photoUrl).not.toBe(up.body.photoUrl);
    expect((await fetch(local(up.body.photoUrl))).status).toBe(404);
  });

  it("refuses a file that is not an image, whatever its name and declared type, in the caller's language", async () => {
    const { r } = await register();
    const token = r.data!.register.token;
    const fake = await upload(token, Buffer.from("<?php echo 'hallo'; ?>"), "bild.png", "image/png");
    expect(fake.status).toBe(422);
    expect(fake.body).toEqual({
      error: "BAD_USER_INPUT",
      message: "Das Foto muss ein JPEG-, PNG- oder WebP-Bild sein.",
      fields: { photo: "Das Foto muss ein JPEG-, PNG- oder WebP-Bild sein." },
    });
    const gif = await upload(token, Buffer.from("R0lGODlhAQABAAAAACw=", "base64"), "a.gif", "image/gif", "en");
    expect(gif.body.fields).toEqual({ photo: "The photo must be a JPEG, PNG or WebP image." });
    const me = await t.gql(`{ me { photoUrl } }`, {}, { token });
    expect(me.data!.me.photoUrl).toBeNull();
  });

  it("refuses more than 5 MB, a missing file, a guest and a missing token", async () => {
    const { r } = await register();
    const token = r.data!.register.token;
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(token, big, "big.png", "image/png");
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.fields).toEqual({ photo: "Das Foto darf höchstens 5 MB groß sein." });

    const empty = await fetch(`${t.url}/auth/profile/photo`, {
      method: "POST",
      body: new FormData(),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { fields: unknown }).fields).toEqual({ photo: "Bitte wählen Sie ein Foto aus." });

    const guest = (await t.gql(GUEST)).data!.startGuestSession.token;
    expect((await upload(guest, PNG, "a.png", "image/png")).status).toBe(403);
    const none = await upload(null, PNG, "a.png", "image/png");
    expect(none).toEqual({ status: 401, body: { error: "UNAUTHENTICATED", message: "Bitte melden Sie sich an." } });
  });
});

describe("guest work follows the account", () => {
  async function examWithSubQuestions(): Promise<{ examId: number; subs: number[] }> {
    const [{ id }] = await t.ds.query(`SELECT id FROM exams WHERE published ORDER BY id LIMIT 1`);
    const subs: { id: number }[] = await t.ds.query(
      `SELECT s.id FROM sub_questions s JOIN question_blocks b ON b.id = s.block_id WHERE b.exam_id = $1 ORDER BY b.position, s.position`,
      [id],
    );
    return { examId: id, subs: subs.map((s) => s.id) };
  }

  async function openAttempt(userId: number, examId: number, answers: [number, string, Date][]) {
    const attempt = await t.ds.getRepository(Attempt).save({ userId, examId, status: "in_progress" as const });
    for (const [subQuestionId, value, at] of answers) {
      await t.ds.getRepository(AttemptAnswer).insert({ attemptId: attempt.id, subQuestionId, value });
      await t.ds.query(`UPDATE attempt_answers SET updated_at = $3 WHERE attempt_id = $1 AND sub_question_id = $2`, [
        attempt.id,
        subQuestionId,
        at,
      ]);
    }
    return attempt;
  }

  it("registering with a guest token turns the guest into the account, keeping its attempt", async () => {
    const g = (await t.gql(GUEST)).data!.startGuestSession;
    const { examId, subs } = await examWithSubQuestions();
    const attempt = await openAttempt(Number(g.user.id), examId, [[subs[0], "a", new Date()]]);

    const { r } = await register({}, { token: g.token });
    expect(r.errors).toBeUndefined();
    expect(r.data!.register.user).toMatchObject({ id: g.user.id, isGuest: false });
    const kept = await t.ds.getRepository(Attempt).findOneByOrFail({ id: attempt.id });
    expect(kept.userId).toBe(Number(g.user.id));
    expect(await t.ds.getRepository(AttemptAnswer).countBy({ attemptId: attempt.id })).toBe(1);
    // the guest token is replaced by the account's
    expect((await t.gql(`{ me { id } }`, {}, { token: g.token })).data!.me).toBeNull();
    expect((await t.gql(`{ me { id isGuest } }`, {}, { token: r.data!.register.token })).data!.me).toEqual({
      id: g.user.id,
      isGuest: false,
    });
  });

  it("a failed registration with a guest token leaves the guest as it was", async () => {
    const g = (await t.gql(GUEST)).data!.startGuestSession;
    const taken = await register();
    const { r } = await register({ email: taken.input.email }, { token: g.token });
    expect(firstError(r).extensions!.reason).toBe("EMAIL_TAKEN");
    expect((await t.gql(`{ me { id isGuest email } }`, {}, { token: g.token })).data!.me).toEqual({
      id: g.user.id,
      isGuest: true,
      email: null,
    });
  });

  it("logging in with a guest token moves attempts and placement runs; an open attempt of the same exam is merged", async () => {
    const { examId, subs } = await examWithSubQuestions();
    const { r, input } = await register();
    const accountId = Number(r.data!.register.user.id);
    const g = (await t.gql(GUEST)).data!.startGuestSession;
    const guestId = Number(g.user.id);
    const earlier = new Date(Date.now() - 3600_000);
    const later = new Date();
    const mine = await openAttempt(accountId, examId, [
      [subs[0], "account-old", earlier],
      [subs[2], "account-only", earlier],
    ]);
    const theirs = await openAttempt(guestId, examId, [
      [subs[0], "guest-new", later],
      [subs[1], "guest-only", later],
    ]);
    const submitted = await t.ds
      .getRepository(Attempt)
      .save({ userId: guestId, examId, status: "submitted" as const, submittedAt: new Date() });
    const run = await t.ds
      .getRepository(PlacementRun)
      .save({ userId: guestId, currentLevel: "A2" as const, currentSetType: "difficult" as const });

    const login = await t.gql(LOGIN, { e: input.email, p: input.password }, { token: g.token });
    expect(login.errors).toBeUndefined();
    expect(login.data!.login.user.id).toBe(String(accountId));

    const open = await t.ds.getRepository(Attempt).findBy({ userId: accountId, status: "in_progress" });
    expect(open.map((a) => a.id)).toEqual([mine.id]);
    const answers = await t.ds
      .getRepository(AttemptAnswer)
      .find({ where: { attemptId: mine.id }, order: { subQuestionId: "ASC" } });
    expect(Object.fromEntries(answers.map((a) => [a.subQuestionId, a.value]))).toEqual({
      [subs[0]]: "guest-new",
      [subs[1]]: "guest-only",
      [subs[2]]: "account-only",
    });
    expect(await t.ds.getRepository(Attempt).findOneBy({ id: theirs.id })).toBeNull();
    expect((await t.ds.getRepository(Attempt).findOneByOrFail({ id: submitted.id })).userId).toBe(accountId);
    expect((await t.ds.getRepository(PlacementRun).findOneByOrFail({ id: run.id })).userId).toBe(accountId);
    expect(await t.ds.getRepository(User).findOneBy({ id: guestId })).toBeNull();
    expect((await t.gql(`{ me { id } }`, {}, { token: g.token })).data!.me).toBeNull();
  });

  it("keeps the open placement run with more responses when both have one", async () => {
    const { r, input } = await register();
    const accountId = Number(r.data!.register.user.id);
    const g = (await t.gql(GUEST)).data!.startGuestSession;
    const accountRun = await t.ds
      .getRepository(PlacementRun)
      .save({ userId: accountId, currentLevel: "A2" as const, currentSetType: "difficult" as const });
    const guestRun = await t.ds
      .getRepository(PlacementRun)
      .save({ userId: Number(g.user.id), currentLevel: "B1" as const, currentSetType: "difficult" as const, round: 2 });
    const items: { id: number }[] = await t.ds.query(`SELECT id FROM placement_items ORDER BY id LIMIT 2`);
    for (const item of items) {
      await t.ds.query(
        `INSERT INTO placement_responses (run_id, item_id, round, value, correct) VALUES ($1, $2, 1, 'x', false)`,
        [guestRun.id, item.id],
      );
    }
    await t.gql(LOGIN, { e: input.email, p: input.password }, { token: g.token });
    const open = await t.ds.getRepository(PlacementRun).findBy({ userId: accountId, status: "in_progress" });
    expect(open.map((x) => x.id)).toEqual([guestRun.id]);
    expect(await t.ds.getRepository(PlacementRun).findOneBy({ id: accountRun.id })).toBeNull();
  });
});

describe("admins", () => {
  it("ADMIN_EMAIL/ADMIN_PASSWORD creates an admin who can sign in; user:admin promotes an existing user", async () => {
    const email = newEmail();
    await ensureAdmin(t.ds, email, "admin-passwort");
    const login = await t.gql(LOGIN, { e: email, p: "admin-passwort" });
    const me = await t.gql(`{ me { isAdmin } }`, {}, { token: login.data!.login.token });
    expect(me.data!.me.isAdmin).toBe(true);

    const { r, input } = await register();
    expect(await promoteToAdmin(t.ds, input.email.toUpperCase())).not.toBeNull();
    const after = await t.gql(`{ me { isAdmin } }`, {}, { token: r.data!.register.token });
    expect(after.data!.me.isAdmin).toBe(true);
    expect(await promoteToAdmin(t.ds, "niemand@example.org")).toBeNull();
  });

  it("a guest is never promoted", async () => {
    const guest = await buildUser(t.ds, { isGuest: true, email: null });
    expect(guest.isAdmin).toBe(false);
  });
});

describe("Google sign-in without credentials", () => {
  it("hides the button and the routes say it is not configured", async () => {
    const p = await t.gql(`{ authProviders { google googleUrl } }`);
    expect(p.data!.authProviders).toEqual({ google: false, googleUrl: null });
    const en = "Sign-in with Google is not configured.";
    const cases: [string, string][] = [
      ["/auth/google", en],
      ["/google-login", en],
      ["/auth/google/callback?code=x&state=y", en],
      ["/google/callback?code=x&state=y", en],
      ["/fr/google-login", "La connexion avec Google n'est pas configurée."], // the path names the language
    ];
    for (const [path, message] of cases) {
      const res = await fetch(`${t.url}${path}`, { redirect: "manual", headers: { "accept-language": "en" } });
      expect([path, res.status]).toEqual([path, 501]);
      expect({ path, ...((await res.json()) as object) }).toEqual({ path, error: "NOT_CONFIGURED", message });
    }
    // an app's own ID token cannot be checked either
    const gql = await t.gql(`mutation { signInWithGoogleIdToken(idToken: "x.y.z") { token } }`, {}, { lang: "es" });
    expect(gql.errors![0]).toMatchObject({
      message: "El inicio de sesión con Google no está configurado.",
      extensions: { code: "NOT_CONFIGURED" },
    });
    const rest = await fetch(`${t.url}/api/google-login`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en" },
      body: JSON.stringify({ token: "x.y.z" }),
    });
    expect(await rest.json()).toEqual({ status: false, msg: en });
  });
});
