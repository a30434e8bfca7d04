import type { DataSource, EntityManager } from "typeorm";
import { translate } from "../../common/i18n";
import type { LangCode } from "../../common/lang";
import { logger } from "../../common/logger";
import type { JobQueue } from "../jobs/job-queue";
import { mailMessages } from "./account.messages";
import type { Clock } from "./clock";
import type { MailService, OutgoingMail } from "./mail.service";
import { mailGreeting } from "./mail-text";
import { OneTimeToken } from "./one-time-token.entity";
import { hashToken, OneTimeTokenService, TOKEN_TTL_MS } from "./one-time-token.service";
import { langOfProfile } from "./profile-options";
import { User } from "./user.entity";

export const ACCOUNT_MAIL_QUEUE = "account-mail";

/**
 * One account mail as the queue keeps it. Mails with a one-time link carry only whom and which kind: the link's token
 * is minted when the mail goes out (never stored in the job table, valid from the moment it is sent), and the
 * account's address and name are read then (a changed address gets the mail, a deleted account gets none).
 * `plain` is a mail written in full by its sender (the contact form, the notice that an account was deleted,
 * whose account is gone by the time it is sent).
 */
export type AccountMailJob =
  | { kind: "confirm"; userId: number; lang: LangCode }
  | { kind: "reset"; userId: number; lang: LangCode }
  | { kind: "loginAlert"; userId: number; count: number }
  | { kind: "plain"; to: string; subject: string; text: string };

export interface AccountMailRules {
  retryLimit: number;
  retryDelaySeconds: number;
  pollSeconds: number;
}

export interface AccountMailLinks {
  /** The server's confirm route and the client's pages, as mailed links point to them. */
  publicUrl: string;
  clientUrl: string;
}

/**
 * Account mails (confirmation, password reset, the failed-logins alert, the deletion notice, contact messages) as jobs
 * of the background queue: a request answers as soon as its mail is queued (alike whether or how fast it goes out), an
 * SMTP server that is down or refuses is tried again with backoff (about 30 s, 1, 2, 4… minutes), and mails queued
 * before a restart go out after it, from any process.
 */
export class AccountMails {
  private readonly otts: OneTimeTokenService;

  constructor(
    private readonly ds: DataSource,
    private readonly jobs: JobQueue,
    private readonly mail: MailService,
    private readonly links: AccountMailLinks,
    clock: Clock,
    private readonly rules: AccountMailRules,
  ) {
    this.otts = new OneTimeTokenService(clock);
  }

  /** Starts this process's worker of the mail queue. */
  async start(): Promise<void> {
    await this.jobs.define<AccountMailJob>({
      name: ACCOUNT_MAIL_QUEUE,
      retryLimit: this.rules.retryLimit,
      retryDelaySeconds: this.rules.retryDelaySeconds,
      retryDelayMaxSeconds: 3600,
      expireInSeconds: 120,
      pollSeconds: this.rules.pollSeconds,
      concurrency: 2,
      handler: (job) => this.deliver(job),
    });
  }

  /**
   * Queues a mail. Inside `em`'s transaction it is queued only if that commits (a new account and its confirmation);
   * call `wake()` after the commit so that it goes out at once.
   */
  async queue(job: AccountMailJob, em?: EntityManager): Promise<void> {
    await this.jobs.send<AccountMailJob>(ACCOUNT_MAIL_QUEUE, [{ data: job }], { em });
  }

  wake(): void {
    this.jobs.wake(ACCOUNT_MAIL_QUEUE);
  }

  /** Waits until no mail is waiting or on its way (tests, shutdown). */
  idle(timeoutMs = 20_000): Promise<void> {
    return this.jobs.settled(ACCOUNT_MAIL_QUEUE, timeoutMs);
  }

  private async deliver(job: AccountMailJob): Promise<{ sent: boolean }> {
    if (job.kind === "plain") {
      await this.mail.send({ to: job.to, subject: job.subject, text: job.text, link: "" });
      return { sent: true };
    }
    const user = await this.ds.getRepository(User).findOneBy({ id: job.userId });
    if (!user?.email || user.isGuest) return { sent: false };
    if (job.kind === "loginAlert") {
      if (user.isBlocked || !user.emailConfirmedAt) return { sent: false };
      await this.mail.send(this.loginAlert(user, job.count));
      return { sent: true };
    }
    if (job.kind === "confirm" && user.emailConfirmedAt) return { sent: false };
    if (job.kind === "reset" && user.isBlocked) return { sent: false };
    const purpose = job.kind === "confirm" ? "confirm_email" : "reset_password";
    const token = await this.otts.issue(this.ds.manager, user.id, purpose);
    try {
      await this.mail.send(job.kind === "confirm" ? this.confirmation(user, token, job.lang) : this.reset(user, token, job.lang));
    } catch (err) {
      // nobody got this link: it dies with the failed try (the retry mints its own)
      await this.ds
        .getRepository(OneTimeToken)
        .delete({ tokenHash: hashToken(token) })
        .catch((e: Error) => logger.warn({ err: { message: e.message } }, "unsent link not removed"));
      throw err;
    }
    return { sent: true };
  }

  private confirmation(user: User, token: string, lang: LangCode): OutgoingMail {
    const link = `${this.links.publicUrl}/auth/confirm-email?token=${encodeURIComponent(token)}&lang=${lang}`;
    return {
      to: user.email!,
      subject: translate(mailMessages.confirmSubject, lang),
      text: translate(mailMessages.confirmText, lang, {
        greeting: mailGreeting(user.name, lang),
        link,
        days: TOKEN_TTL_MS.confirm_email / 86_400_000,
      }),
      link,
    };
  }

  private reset(user: User, token: string, lang: LangCode): OutgoingMail {
    const link = `${this.links.clientUrl}/${lang}/reset-password?token=${encodeURIComponent(token)}`;
    return {
      to: user.email!,
      subject: translate(mailMessages.resetSubject, lang),
      text: translate(mailMessages.resetText, lang, { greeting: mailGreeting(user.name, lang), link }),
      link,
    };
  }

  private loginAlert(user: User, count: number): OutgoingMail {
    const lang = langOfProfile(user.language) ?? "de";
    const link = `${this.links.clientUrl}/${lang}/forgetpassword`;
    return {
      to: user.email!,
      subject: translate(mailMessages.loginAlertSubject, lang),
      text: translate(mailMessages.loginAlertText, lang, { greeting: mailGreeting(user.name, lang), count, link }),
      link,
    };
  }
}
