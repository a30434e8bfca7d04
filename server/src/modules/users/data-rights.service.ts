import type { DataSource } from "typeorm";
import { AppError, fieldError } from "../../common/errors";
import { commonMessages, translate } from "../../common/i18n";
import type { LangCode } from "../../common/lang";
import { admin, registered, type Actor } from "../../common/principal";
import { exportAccount } from "./data-export";
import { dataRightsMessages as m } from "./data-rights.messages";
import type { ImageUploadService } from "./image-upload.service";
import type { AccountMails } from "./account-mail";
import { mailGreeting } from "./mail-text";
import { verifyPassword } from "./password";
import { langOfProfile } from "./profile-options";
import { User } from "./user.entity";

/** How an account owner proves it is them before the account goes: the password, or a fresh Google ID token. */
export interface Reauthentication {
  password?: string | null;
  googleIdToken?: string | null;
}

/** The Google subject (`sub`) of a valid ID token issued to this app; refuses otherwise. */
export type GoogleSubjectOf = (idToken: string) => Promise<string>;

/** The account's recordings (the recordings module): removed with it, and listed as links in its export. */
export interface AccountRecordings {
  removeAllOf(userId: number): Promise<void>;
  linksOf(userId: number): Promise<Record<string, unknown>[]>;
}

/**
 * The learner's data rights: a download of everything stored about the account, and its deletion (all
 * rows, through the foreign keys' cascades, the profile photo and the recordings; a confirmation mail). Admins may do
 * both for any user from the console.
 */
export class DataRightsService {
  constructor(
    private readonly ds: DataSource,
    private readonly mails: AccountMails,
    private readonly images: ImageUploadService,
    private readonly publicUrl: string,
    private readonly googleSubjectOf: GoogleSubjectOf,
    private readonly recordings: AccountRecordings,
  ) {}

  async exportMyData(actor: Actor): Promise<Record<string, unknown>> {
    return this.exportOf(registered(actor).userId);
  }

  async exportUserData(actor: Actor, userId: number): Promise<Record<string, unknown>> {
    admin(actor);
    return this.exportOf(userId);
  }

  /** Deletes the caller's account after re-authentication. */
  async deleteMyAccount(actor: Actor, proof: Reauthentication): Promise<boolean> {
    const p = registered(actor);
    const user = await this.ds.getRepository(User).findOneByOrFail({ id: p.userId });
    const byPassword = !!proof.password && !!user.passwordHash && (await verifyPassword(user.passwordHash, proof.password));
    const byGoogle =
      !byPassword &&
      !!proof.googleIdToken &&
      !!user.googleId &&
      (await this.googleSubjectOf(proof.googleIdToken).catch(() => null)) === user.googleId;
    if (!byPassword && !byGoogle) throw fieldError("password", m.reauthRequired, { reason: "REAUTHENTICATION_REQUIRED" });
    await this.remove(user, actor.lang);
    return true;
  }

  /** An admin deletes a user (not themselves: that is deleteMyAccount). */
  async deleteUser(actor: Actor, userId: number): Promise<boolean> {
    const me = admin(actor);
    if (me.userId === userId) throw new AppError("FORBIDDEN", commonMessages.forbidden);
    const user = await this.ds.getRepository(User).findOneBy({ id: userId });
    if (!user) throw new AppError("NOT_FOUND", commonMessages.notFound);
    await this.remove(user, langOfProfile(user.language) ?? "de");
    return true;
  }

  private async remove(user: User, lang: LangCode): Promise<void> {
    // the recordings' files first (their rows would go with the account, and with them where the files are)
    await this.recordings.removeAllOf(user.id);
    // attempts, answers, audio plays, placement runs and responses, one-time tokens, word cards, course memberships:
    // ON DELETE CASCADE; the courses and assignments the account created stay with their other teachers (creator: null)
    await this.ds.getRepository(User).delete({ id: user.id });
    await this.images.remove(user.photo);
    // written in full now: the account is gone when the queue sends it
    if (user.email && !user.isGuest && user.emailConfirmedAt)
      await this.mails.queue({
        kind: "plain",
        to: user.email,
        subject: translate(m.deletedSubject, lang),
        text: translate(m.deletedText, lang, { greeting: mailGreeting(user.name, lang) }),
      });
  }

  /** Everything stored about one account, as JSON (see exportAccount). */
  private exportOf(userId: number): Promise<Record<string, unknown>> {
    return exportAccount(this.ds, this.publicUrl, this.recordings, userId);
  }
}
