/* Test support for the accounts tests (not loaded by the app): a real SMTP server in-process. */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// mailparser ships no types
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { simpleParser } = require("mailparser") as {
  simpleParser(
    source: NodeJS.ReadableStream,
  ): Promise<{ subject?: string; text?: string; headerLines?: { key: string; line: string }[] }>;
};

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** The first http(s) link in the body. */
  link: string;
  /** The raw header values by lower-case name (the last of a repeated header). */
  headers: Record<string, string>;
}

export interface SmtpInbox {
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the next mail to `to` (already received or still to come). */
  next(to: string): Promise<ReceivedMail>;
  /** While true, the server answers every mail with 451 (try again later), as a server in trouble does. */
  refusing: boolean;
  /** Mails refused so far. */
  refused: number;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiting: { to: string; resolve: (m: ReceivedMail) => void }[] = [];
  const deliver = () => {
    for (const w of [...waiting]) {
      const m = mails.find((x) => !taken.has(x) && x.to.includes(w.to.toLowerCase()));
      if (!m) continue;
      taken.add(m);
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve(m);
    }
  };
  const state = { refusing: false, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.refusing) return callback();
      state.refused += 1;
      callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? "";
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? "",
            text,
            link: /https?:\/\/\S+/.exec(text)?.[0] ?? "",
            headers: Object.fromEntries(
              (parsed.headerLines ?? []).map((h) => [
                h.key,
                h.line
                  .slice(h.line.indexOf(":") + 1)
                  .replace(/\r?\n\s+/g, " ")
                  .trim(),
              ]),
            ),
          });
          deliver();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    get refusing() {
      return state.refusing;
    },
    set refusing(on: boolean) {
      state.refusing = on;
    },
    get refused() {
      return state.refused;
    },
    next(to) {
      return new Promise((resolve, reject) => {
        waiting.push({ to, resolve });
        deliver();
        setTimeout(() => reject(new Error(`no mail to ${to}`)), 15_000).unref();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
