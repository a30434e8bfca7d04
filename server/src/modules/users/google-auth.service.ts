import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { Passport } from "passport";
import { Strategy as GoogleStrategy, type Profile } from "passport-google-oauth20";
import { AppError, fieldError } from "../../common/errors";
import { logger } from "../../common/logger";
import type { LangCode } from "../../common/lang";
import { accountMessages as m } from "./account.messages";
import type { AccountService, AuthResult, Caller, GoogleProfile } from "./account.service";

export interface GoogleSettings {
  clientId?: string;
  clientSecret?: string;
  authUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  /** Google's signing keys and the issuers its ID tokens name (tests point them at a local server). */
  jwksUrl: string;
  issuers: string[];
  callbackUrl: string;
  /** Base URL of the learner client (the browser lands there after sign-in). */
  clientUrl: string;
  /** Whether the state cookie gets `Secure`. */
  secureCookie: boolean;
}

const STATE_COOKIE = "dp_oauth_state";
/** The refusal reason of an ID token that does not hold. */
export const INVALID_GOOGLE_TOKEN = "INVALID_GOOGLE_TOKEN";
const STATE_MAX_AGE_S = 600;

/**
 * Google sign-in with passport-google-oauth20 (a private Passport instance, no sessions).
 * The OAuth state is a random nonce kept in an HttpOnly cookie and compared on the callback, so it
 * works across replicas without a session store. The browser gets a one-time code in the URL fragment
 * of the client's /google/callback page, never a token in HTML.
 */
export class GoogleAuthService {
  private readonly passport = new Passport();
  private keys: ReturnType<typeof createRemoteJWKSet> | null = null;

  constructor(
    private readonly settings: GoogleSettings,
    private readonly accounts: AccountService,
  ) {
    if (!this.configured) return;
    this.passport.use(
      "google",
      new GoogleStrategy(
        {
          clientID: settings.clientId!,
          clientSecret: settings.clientSecret!,
          callbackURL: settings.callbackUrl,
          authorizationURL: settings.authUrl,
          tokenURL: settings.tokenUrl,
          userProfileURL: settings.userInfoUrl,
          scope: ["openid", "email", "profile"],
        },
        (_access: string, _refresh: string, profile: Profile, done: (err: unknown, code?: string | false) => void) => {
          this.accounts.signInWithGoogle(toGoogleProfile(profile)).then(
            (code) => done(null, code),
            (err: unknown) => done(err),
          );
        },
      ),
    );
  }

  get configured(): boolean {
    return !!(this.settings.clientId && this.settings.clientSecret);
  }

  providers(): { google: boolean; googleUrl: string | null } {
    return {
      google: this.configured,
      googleUrl: this.configured ? `${new URL(this.settings.callbackUrl).origin}/auth/google` : null,
    };
  }

  /** The claims of a Google ID token whose signature, issuer, expiry and audience check out; refuses otherwise. */
  async idTokenClaims(idToken: string): Promise<Record<string, unknown>> {
    if (!this.settings.clientId) throw new AppError("NOT_CONFIGURED", m.googleNotConfigured);
    this.keys ??= createRemoteJWKSet(new URL(this.settings.jwksUrl));
    try {
      const { payload } = await jwtVerify(idToken, this.keys, {
        issuer: this.settings.issuers,
        audience: this.settings.clientId,
      });
      return payload;
    } catch (err) {
      logger.info({ err: { message: (err as Error).message } }, "google id token refused");
      throw fieldError("idToken", m.googleTokenInvalid, { reason: INVALID_GOOGLE_TOKEN });
    }
  }

  /**
   * Sign-in with a Google ID token obtained by an app itself (GraphQL `signInWithGoogleIdToken`, REST
   * `POST /api/google-login`). Unlike the original, the signature, issuer, expiry and audience (our client id)
   * are all checked, and an address Google has not verified is not used to find an account.
   */
  async signInWithIdToken(caller: Caller, idToken: string): Promise<AuthResult> {
    const invalid = () => fieldError("idToken", m.googleTokenInvalid, { reason: INVALID_GOOGLE_TOKEN });
    const claims = await this.idTokenClaims(idToken);
    if (typeof claims.sub !== "string" || !claims.sub) throw invalid();
    const profile: GoogleProfile = {
      sub: claims.sub,
      email: typeof claims.email === "string" ? claims.email : null,
      emailVerified: claims.email_verified === true || claims.email_verified === "true",
      name: typeof claims.name === "string" ? claims.name : null,
    };
    const code = await this.accounts.signInWithGoogle(profile).catch((err: unknown) => {
      if (err instanceof AppError && err.code === "FORBIDDEN") throw new AppError("FORBIDDEN", m.accountBlocked);
      throw err;
    });
    return this.accounts.exchangeLoginCode(caller, code);
  }

  /** Sends the browser to Google with a fresh state. */
  start(req: Request, res: Response, next: NextFunction, lang: LangCode): void {
    const nonce = crypto.randomBytes(24).toString("base64url");
    res.cookie(STATE_COOKIE, `${nonce}.${lang}`, {
      httpOnly: true,
      sameSite: "lax",
      secure: this.settings.secureCookie,
      maxAge: STATE_MAX_AGE_S * 1000,
      path: "/",
    });
    this.passport.authenticate("google", { session: false, state: nonce })(req, res, next);
  }

  /** Checks the state, lets passport exchange the code and read the profile, then redirects to the client. */
  finish(req: Request, res: Response, next: NextFunction): void {
    const [nonce, cookieLang] = (readCookie(req, STATE_COOKIE) ?? "").split(".");
    const lang = (cookieLang || "de") as LangCode;
    res.clearCookie(STATE_COOKIE, { path: "/" });
    const fail = (reason: string) => res.redirect(302, `${this.settings.clientUrl}/${lang}/login?google_error=${reason}`);
    const state = typeof req.query.state === "string" ? req.query.state : "";
    if (!nonce || !state || !safeEqual(nonce, state)) return fail("state");
    if (typeof req.query.error === "string") return fail(req.query.error === "access_denied" ? "denied" : "failed");
    this.passport.authenticate("google", { session: false }, (err: unknown, code: string | false) => {
      if (err || !code) {
        if (err) logger.warn({ err: { message: (err as Error).message } }, "google sign-in failed");
        return fail((err as { code?: string })?.code === "FORBIDDEN" ? "blocked" : "failed");
      }
      res.redirect(302, `${this.settings.clientUrl}/${lang}/google/callback#code=${encodeURIComponent(code)}`);
    })(req, res, next);
  }
}

function toGoogleProfile(profile: Profile): GoogleProfile {
  const json = (profile._json ?? {}) as { email?: string; email_verified?: boolean | string; name?: string };
  const email = json.email ?? profile.emails?.[0]?.value ?? null;
  const verified = json.email_verified ?? (profile.emails?.[0] as { verified?: boolean | string } | undefined)?.verified;
  return {
    sub: profile.id,
    email,
    emailVerified: verified === true || verified === "true",
    name: json.name ?? profile.displayName ?? null,
  };
}

function readCookie(req: Request, name: string): string | null {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return null;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
