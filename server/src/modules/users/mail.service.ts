import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { logger } from "../../common/logger";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The one-time link in the mail; logged when mails go to files. */
  link: string;
  /** Extra headers (a course mail's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * Sends mail with nodemailer: to the SMTP server named by SMTP_URL, or, without it, as .eml files
 * under DATA_DIR/mail (the link is logged so a developer can follow it). Requests never send themselves: account mails
 * go through the background queue (account-mail.ts), course mails through their sweep.
 */
export class MailService {
  private readonly transport: Transporter;
  private readonly mailDir: string | null;

  constructor(
    smtpUrl: string | undefined,
    private readonly from: string,
    dataDir: string,
  ) {
    if (smtpUrl) {
      this.transport = nodemailer.createTransport(smtpUrl);
      this.mailDir = null;
    } else {
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
      this.mailDir = path.join(dataDir, "mail");
    }
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      headers: mail.headers,
    });
    if (this.mailDir) {
      fs.mkdirSync(this.mailDir, { recursive: true });
      const file = path.join(
        this.mailDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(4).toString("hex")}.eml`,
      );
      fs.writeFileSync(file, (info as unknown as { message: Buffer }).message);
      logger.info({ to: mail.to, file, link: mail.link }, "mail written to file (no SMTP_URL)");
    } else {
      logger.info({ to: mail.to, subject: mail.subject }, "mail sent");
    }
  }

  close(): void {
    this.transport.close();
  }
}
