import type { DataSource, EntityManager } from "typeorm";
import { AppError, FieldErrors, fieldError } from "../../common/errors";
import { commonMessages } from "../../common/i18n";
import type { Actor, Principal } from "../../common/principal";
import { accountMessages as m } from "./account.messages";
import { checkEmail, checkName, checkPassword, checkProfileFields, clean, type ProfileFields } from "./account.validation";
import type { Clock } from "./clock";
import { mergeGuestInto } from "./guest-merge";
import type { ImageUploadService, UploadedFile } from "./image-upload.service";
import type { AccountMails } from "./account-mail";
import { mailName } from "./mail-text";
import { OneTimeTokenService, type ConsumeFailure } from "./one-time-token.service";
import { hashPassword, verifyPassword } from "./password";
import type { RateLimitService } from "./rate-limit.service";
import type { PrincipalCache } from "./principal-cache";
import type { TokenService } from "./token.service";
import { changedPlayerSettings, playerSettingsOf, type PlayerSettingsData } from "./player-settings";
import { User } from "./user.entity";

/** Who is calling: language for messages, address for rate limits, and the bearer's principal if any. */
/** The caller of every method: who, in which interface language (mails, a new account's language), from where. */
export type Caller = Pick<Actor, "principal" | "lang" | "ip">;

export interface AuthResult {
  token: string;
  user: User;
}

export interface RegisterInput extends ProfileFields {
  name?: string | null;
  email?: string | null;
  password?: string | null;
}

export interface ProfileInput extends ProfileFields {
  name?: string | null;
}

export interface GoogleProfile {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** A hash verified when the email is unknown, so that both answers take the same time. */
let dummyHash: Promise<string> | null = null;

/**
 * Accounts: guests, registration, sign-in (password, Google via one-time code), email confirmation,
 * password reset, profile and photo. All rules live here; resolvers and routes only call in.
 */
export class AccountService {
  private readonly otts: OneTimeTokenService;

  constructor(
    private readonly ds: DataSource,
    private readonly tokens: TokenService,
    private readonly principals: PrincipalCache,
    private readonly mails: AccountMails,
    private readonly limits: RateLimitService,
    private readonly images: ImageUploadService,
    readonly clock: Clock,
  ) {
    this.otts = new OneTimeTokenService(clock);
  }

  private users(em: EntityManager = this.ds.manager) {
    return em.getRepository(User);
  }

  async findById(id: number): Promise<User | null> {
    return this.users().findOne({ where: { id } });
  }

  private findByEmail(em: EntityManager, email: string): Promise<User | null> {
    return this.users(em).createQueryBuilder("u").where("lower(u.email) = lower(:email)", { email }).getOne();
  }

  private issue(user: User): AuthResult {
    return { token: this.tokens.sign(user), user };
  }

  /** A new guest principal: may take exams and placement tests, never sees results. */
  async startGuestSession(caller: Caller): Promise<AuthResult> {
    await this.limits.hit("guestIp", caller.ip);
    const user = await this.users().save(this.users().create({ isGuest: true }));
    return this.issue(user);
  }

  /**
   * Creates an account. With a guest's bearer token the guest row itself becomes the account (its
   * attempts stay attached). Validation first, then one transaction: a refusal leaves no row behind.
   */
  async register(caller: Caller, input: RegisterInput): Promise<AuthResult> {
    await this.limits.hit("registerIp", caller.ip);
    const errors = new FieldErrors();
    const name = checkName(errors, input.name);
    const email = checkEmail(errors, input.email);
    const password = checkPassword(errors, input.password);
    const profile = checkProfileFields(errors, {
      mobile: input.mobile ?? null,
      country: input.country ?? null,
      language: input.language ?? null,
    });
    errors.throwIfAny();
    await this.limits.hit("registerAccount", email);
    const passwordHash = await hashPassword(password);

    const emailTaken = () => fieldError("email", m.emailTaken, { reason: "EMAIL_TAKEN" });
    const user = await this.ds
      .transaction(async (em) => {
        if (await this.findByEmail(em, email)) throw emailTaken();
        const guest =
          caller.principal?.isGuest === true
            ? await this.users(em).findOne({ where: { id: caller.principal.userId, isGuest: true } })
            : null;
        const fields = { name, email, passwordHash, ...profile, isGuest: false };
        let saved: User;
        if (guest) {
          // the guest becomes the account; its guest token is revoked, the answer carries a new one
          Object.assign(guest, fields, { tokenVersion: guest.tokenVersion + 1 });
          saved = await this.users(em).save(guest);
        } else {
          saved = await this.users(em).save(this.users(em).create(fields));
        }
        // the confirmation is queued with the account: both exist, or neither
        await this.mails.queue({ kind: "confirm", userId: saved.id, lang: caller.lang }, em);
        return saved;
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err, "users_email_lower_unique")) throw emailTaken();
        throw err;
      });

    if (caller.principal?.isGuest) await this.principals.changed(caller.principal.userId);
    await this.limits.remember("loginKnown", `${caller.ip} ${email}`);
    this.mails.wake();
    return this.issue(user);
  }

  /**
   * Password sign-in. Unconfirmed accounts may sign in (see README). With a guest's bearer token, the
   * guest's attempts and placement runs move to the account.
   *
   * Failed logins are counted per address and email (5 lock that pair) and per email from anywhere (50 lock the
   * email, but only for addresses it never signed in from: the owner's own connection stays open whatever strangers
   * try). The 10th failure in an hour mails the owner a warning, once per hour.
   */
  async login(caller: Caller, emailRaw: string, passwordRaw: string): Promise<AuthResult> {
    await this.limits.hit("loginIp", caller.ip);
    const errors = new FieldErrors();
    const email = checkEmail(errors, emailRaw);
    const password = checkPassword(errors, passwordRaw, "password", false);
    errors.throwIfAny();
    const pair = `${caller.ip} ${email}`;
    await this.limits.check("loginIpAccount", pair);
    if (!(await this.limits.remembered("loginKnown", pair))) await this.limits.check("loginAccount", email);

    const user = await this.findByEmail(this.ds.manager, email);
    const hash = user && !user.isGuest ? user.passwordHash : null;
    const ok = hash
      ? await verifyPassword(hash, password)
      : await verifyPassword(await (dummyHash ??= hashPassword("dummy-password")), password).then(() => false);
    if (!user || !ok) {
      await this.limits.penalize("loginIpAccount", pair);
      await this.limits.penalize("loginAccount", email);
      const failures = await this.limits.penalize("loginAlert", email);
      if (user && failures === this.limits.points("loginAlert")) await this.warnOfFailedLogins(user, failures);
      throw fieldError("password", m.wrongCredentials, { reason: "WRONG_CREDENTIALS" });
    }
    if (user.isBlocked) throw new AppError("FORBIDDEN", m.accountBlocked);
    await this.limits.reset("loginIpAccount", pair);
    await this.limits.reset("loginAccount", email);
    await this.limits.remember("loginKnown", pair);
    await this.adoptGuest(caller, user);
    return this.issue(user);
  }

  /**
   * Tells the owner of a confirmed address that someone keeps failing to sign in (an unconfirmed account gets no
   * mail but its confirmation and the reset links asked for: its address may not be its holder's).
   */
  private async warnOfFailedLogins(user: User, count: number): Promise<void> {
    if (!user.email || user.isGuest || user.isBlocked || !user.emailConfirmedAt) return;
    await this.mails.queue({ kind: "loginAlert", userId: user.id, count });
  }

  /** Moves the calling guest's work into `user` (login, Google sign-in). */
  private async adoptGuest(caller: Caller, user: User): Promise<void> {
    const p = caller.principal;
    if (!p?.isGuest || p.userId === user.id) return;
    await this.ds.transaction((em) => mergeGuestInto(em, p.userId, user.id));
    await this.principals.changed(p.userId);
  }

  /** Revokes every token of the caller (the token version moves on). False without a valid token. */
  async logout(caller: Caller): Promise<boolean> {
    if (!caller.principal) return false;
    await this.users().increment({ id: caller.principal.userId }, "tokenVersion", 1);
    await this.principals.changed(caller.principal.userId);
    return true;
  }

  async confirmEmail(caller: Caller, token: string): Promise<User> {
    return this.ds.transaction(async (em) => {
      const used = await this.otts.consume(em, token, "confirm_email");
      if (!used.ok) throw linkRefused(used.reason);
      const user = await this.users(em).findOneOrFail({ where: { id: used.userId } });
      user.emailConfirmedAt ??= this.clock.now();
      return this.users(em).save(user);
    });
  }

  /** Sends a reset link when the address belongs to an account; answers true either way. */
  async requestPasswordReset(caller: Caller, emailRaw: string): Promise<boolean> {
    await this.limits.hit("resetIp", caller.ip);
    const errors = new FieldErrors();
    const email = checkEmail(errors, emailRaw);
    errors.throwIfAny();
    await this.limits.hit("resetAccount", email);
    const user = await this.findByEmail(this.ds.manager, email);
    if (!user || user.isGuest || user.isBlocked) return true;
    // the link is minted when the mail goes out (the queue keeps only whom and which language)
    await this.mails.queue({ kind: "reset", userId: user.id, lang: caller.lang });
    return true;
  }

  /**
   * Sets a new password from a reset link (valid one hour, single use). Every earlier token is revoked,
   * other outstanding reset links die, and the address counts as confirmed (the link proved it).
   */
  async resetPassword(caller: Caller, token: string, passwordRaw: string): Promise<AuthResult> {
    await this.limits.hit("resetIp", caller.ip);
    const errors = new FieldErrors();
    const password = checkPassword(errors, passwordRaw);
    errors.throwIfAny();
    const passwordHash = await hashPassword(password);
    const user = await this.ds.transaction(async (em) => {
      const used = await this.otts.consume(em, token, "reset_password");
      if (!used.ok) throw linkRefused(used.reason);
      const u = await this.users(em).findOneOrFail({ where: { id: used.userId } });
      u.passwordHash = passwordHash;
      u.tokenVersion += 1;
      u.emailConfirmedAt ??= this.clock.now();
      await this.otts.voidAll(em, u.id, "reset_password");
      return this.users(em).save(u);
    });
    // The owner proved the address: failed logins of others no longer stand in the way, and this address is theirs.
    if (user.email) {
      await this.limits.reset("loginAccount", user.email);
      await this.limits.reset("loginIpAccount", `${caller.ip} ${user.email}`);
      await this.limits.remember("loginKnown", `${caller.ip} ${user.email}`);
    }
    await this.principals.changed(user.id);
    return this.issue(user);
  }

  /** Name, mobile, country and language; absent fields stay as they are, blank optional ones are cleared. */
  async updateProfile(caller: Caller, input: ProfileInput): Promise<User> {
    const p = requireAccount(caller);
    const errors = new FieldErrors();
    const changes: Partial<User> = {
      ...checkProfileFields(errors, { mobile: input.mobile, country: input.country, language: input.language }),
    };
    if (input.name !== undefined) changes.name = checkName(errors, input.name);
    errors.throwIfAny();
    const user = await this.users().findOneOrFail({ where: { id: p.userId } });
    Object.assign(user, changes);
    const saved = await this.users().save(user);
    if (changes.language !== undefined) await this.principals.changed(user.id);
    return saved;
  }

  /** The exam player's settings of a registered learner (a guest keeps them on the device). */
  async updatePlayerSettings(
    caller: Caller,
    input: { textSize?: number | null; highContrast?: boolean | null; volume?: number | null },
  ): Promise<PlayerSettingsData> {
    const p = requireAccount(caller);
    const user = await this.users().findOneOrFail({ where: { id: p.userId } });
    const next = changedPlayerSettings(playerSettingsOf(user), input);
    await this.users().update({ id: user.id }, { playerSettings: next });
    return next;
  }

  /** Stores a new profile photo (see ImageUploadService) and drops the previous one. */
  async setPhoto(caller: Caller, file: UploadedFile | null | undefined): Promise<User> {
    const p = requireAccount(caller);
    const key = await this.images.store(file, "profiles", "photo");
    const user = await this.users().findOneOrFail({ where: { id: p.userId } });
    const previous = user.photo;
    user.photo = key;
    const saved = await this.users().save(user);
    await this.images.remove(previous);
    return saved;
  }

  /**
   * Finishes a Google sign-in and answers a one-time code for the browser to exchange (the token is never
   * put into a page). The Google subject identifies the account; an existing account is linked only through
   * an email Google says is verified. Linking an account whose own address was never confirmed drops its
   * password and revokes its tokens (someone else may have registered that address first).
   */
  async signInWithGoogle(profile: GoogleProfile): Promise<string> {
    let revoked: number | null = null;
    const code = await this.ds.transaction(async (em) => {
      const repo = this.users(em);
      let user = await repo.findOne({ where: { googleId: profile.sub } });
      const email = clean(profile.email);
      if (!user && email && profile.emailVerified) {
        const existing = await this.findByEmail(em, email);
        if (existing && !existing.isGuest) {
          existing.googleId = profile.sub;
          if (!existing.emailConfirmedAt) {
            existing.passwordHash = null;
            existing.tokenVersion += 1;
            existing.emailConfirmedAt = this.clock.now();
            revoked = existing.id;
          }
          user = await repo.save(existing);
        }
      }
      if (!user) {
        const claimable = email && profile.emailVerified && !(await this.findByEmail(em, email));
        user = await repo.save(
          repo.create({
            googleId: profile.sub,
            email: claimable ? email : null,
            name: mailName(profile.name)?.slice(0, 120) ?? null,
            emailConfirmedAt: claimable ? this.clock.now() : null,
          }),
        );
      }
      if (user.isBlocked) throw new AppError("FORBIDDEN", "blocked");
      return this.otts.issue(em, user.id, "login_code");
    });
    if (revoked !== null) await this.principals.changed(revoked);
    return code;
  }

  /** Exchanges the one-time code from the Google redirect for a session (and adopts a calling guest). */
  async exchangeLoginCode(caller: Caller, code: string): Promise<AuthResult> {
    const used = await this.otts.consume(this.ds.manager, code, "login_code");
    if (!used.ok) throw fieldError("code", linkMessage(used.reason), { reason: used.reason });
    const user = await this.users().findOneOrFail({ where: { id: used.userId } });
    if (user.isBlocked) throw new AppError("FORBIDDEN", m.accountBlocked);
    await this.adoptGuest(caller, user);
    return this.issue(user);
  }
}

function requireAccount(caller: Caller): Principal {
  const p = caller.principal;
  if (!p) throw new AppError("UNAUTHENTICATED", commonMessages.unauthenticated);
  if (p.isGuest) throw new AppError("REGISTRATION_REQUIRED", m.registerFirst);
  return p;
}

function linkMessage(reason: ConsumeFailure) {
  return reason === "EXPIRED" ? m.linkExpired : reason === "USED" ? m.linkUsed : m.linkInvalid;
}

function linkRefused(reason: ConsumeFailure): AppError {
  return fieldError("token", linkMessage(reason), { reason });
}

function isUniqueViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = e.driverError?.code ?? e.code;
  const name = e.driverError?.constraint ?? e.constraint;
  return code === "23505" && (!name || name === constraint);
}
