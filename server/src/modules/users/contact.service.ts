import { AppError } from "../../common/errors";
import { logger } from "../../common/logger";
import type { Actor } from "../../common/principal";
import type { AccountMails } from "./account-mail";
import { oneLine } from "./mail-text";
import type { RateLimitService } from "./rate-limit.service";

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The contact form: a message from anyone to the site's address, limited per client address. */
export class ContactService {
  constructor(
    private readonly mails: AccountMails,
    private readonly rateLimits: RateLimitService,
    private readonly to: string | undefined,
  ) {}

  /** Queues the message for the site's address; RATE_LIMITED (details.retryAfter) over the budget, NOT_CONFIGURED without an address. */
  async send(actor: Actor, m: ContactMessage): Promise<void> {
    const wait = await this.rateLimits.consume("contactIp", actor.ip);
    if (wait !== null) throw new AppError("RATE_LIMITED", "Too Many Attempts.", { retryAfter: wait });
    if (!this.to) {
      logger.warn("contact-us message received but CONTACT_EMAIL is not set");
      throw new AppError("NOT_CONFIGURED", "The contact form is not configured.");
    }
    // The sender's address goes into the text, not into Reply-To (the original let anyone set it); the name and the
    // subject are one line each, the name in quotation marks, so they cannot pose as further header lines.
    await this.mails.queue({
      kind: "plain",
      to: this.to,
      subject: `[Kontakt] ${oneLine(m.subject).slice(0, 150)}`,
      text: `Von: „${oneLine(m.name).slice(0, 120)}“ <${oneLine(m.email).slice(0, 254)}>\n\n${m.message.slice(0, 5000)}`,
    });
  }
}
