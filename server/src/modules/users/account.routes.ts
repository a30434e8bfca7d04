/**
 * REST compatibility for accounts: register, login, forgetpassword, user-data, profile-update,
 * check-user-auth, contact-us. Thin handlers over AccountService with the original replies the
 * client reads — without the original's holes: passwords are checked, the token is returned only
 * where the client needs it (register and login), uploads are recognised by content, and a reset
 * request answers alike for known and unknown addresses.
 */
import { Router, type Request, type Response } from "express";
import multer from "multer";
import { AppError } from "../../common/errors";
import { logger } from "../../common/logger";
import {
  actorWith,
  requestLang,
  dataReply,
  errorReply,
  handler,
  laravelDate,
  LOGIN_FIRST,
  successMessage,
  validationFailed,
  type CompatRequest,
} from "../../http/compat";
import { workingPrincipal, type GuestSessions } from "./guest-cookie";
import type { Config } from "../../config";
import type { MediaService } from "../media/media.service";
import type { RateLimitService } from "./rate-limit.service";
import type { GoogleAuthService } from "./google-auth.service";
import type { MailService } from "./mail.service";

import { INVALID_GOOGLE_TOKEN } from "./google-auth.service";
import { IMAGE_MAX_BYTES } from "./image-upload.service";
import type { User } from "./user.entity";

const MUST_LOGIN_AR = "يجب تسجيل الدخول أولا";

/** What the account routes call. */
export interface AccountRouteDeps extends GuestSessions {
  googleAuth: GoogleAuthService;
  mail: MailService;
  config: Config;
  media: MediaService;
  rateLimits: RateLimitService;
}

export function accountRoutes(s: AccountRouteDeps): Router {
  const router = Router();
  const { accounts, googleAuth, mail, rateLimits } = s;
  /** The user row as the original served it (no password, no stored token; the photo as a URL). */
  const userRow = (u: User, token?: string) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    email_verified_at: laravelDate(u.emailConfirmedAt),
    photo: s.media.url(u.photo),
    mobile: u.mobile,
    language: u.language,
    country: u.country,
    is_admin: u.isAdmin ? 1 : 0,
    roles_name: u.isAdmin ? ["owner"] : 3,
    created_at: laravelDate(u.createdAt),
    updated_at: laravelDate(u.updatedAt),
    ...(token ? { token } : {}),
  });

  /** A refusal in the original envelope: the first field's message. */
  const refuse = (req: CompatRequest, res: Response, err: unknown) => {
    if (!(err instanceof AppError)) throw err;
    if (err.code === "RATE_LIMITED" && typeof err.details.retryAfter === "number")
      res.setHeader("Retry-After", String(err.details.retryAfter));
    const lang = requestLang(req, req.actor.principal);
    const fields = Object.values(err.fieldMessages(lang));
    errorReply(res, err.details.reason === "EMAIL_TAKEN" ? "emailAlreadyExists" : (fields[0] ?? err.localise(lang).message));
  };

  router.post(
    "/register",
    handler(async (req, res) => {
      const b = req.body ?? {};
      try {
        const { token, user } = await accounts.register(
          actorWith(req, await workingPrincipal(s, req, res, false)), // a cookie guest's work comes along
          { name: b.name, email: b.email, password: b.password, mobile: b.mobile, language: b.language, country: b.country },
        );
        dataReply(res, userRow(user, token), "Sie haben eine Bestätigung per E-Mail erhalten. Klicken Sie den Bestätigungslink");
      } catch (err) {
        refuse(req, res, err);
      }
    }),
  );

  router.post(
    "/login",
    handler(async (req, res) => {
      const b = req.body ?? {};
      try {
        const { token, user } = await accounts.login(
          actorWith(req, await workingPrincipal(s, req, res, false)),
          b.email ?? "",
          b.password ?? "",
        );
        dataReply(res, userRow(user, token), "Sie haben sich erfolgreich angemeldet");
      } catch (err) {
        refuse(req, res, err);
      }
    }),
  );

  // An app's own Google sign-in: the ID token is checked in full (the original asked Google's tokeninfo and
  // trusted any token with an email, whatever app it was issued to).
  router.post(
    "/google-login",
    handler(async (req, res) => {
      const token = req.body?.token;
      if (typeof token !== "string" || !token.trim()) return validationFailed(res, { token: ["The token field is required."] });
      try {
        const { token: jwt, user } = await googleAuth.signInWithIdToken(
          actorWith(req, await workingPrincipal(s, req, res, false)),
          token.trim(),
        );
        dataReply(res, userRow(user, jwt), "Sie haben sich erfolgreich angemeldet");
      } catch (err) {
        if (err instanceof AppError && err.details.reason === INVALID_GOOGLE_TOKEN)
          return errorReply(res, "Invalid Google token");
        refuse(req, res, err);
      }
    }),
  );

  // Answers alike whether the address exists (the original told unknown addresses apart), and never data.token.
  const forget = handler(async (req, res) => {
    try {
      await accounts.requestPasswordReset(actorWith(req, req.actor.principal), req.body?.email ?? "");
      successMessage(res, "Please visit your email");
    } catch (err) {
      refuse(req, res, err);
    }
  });
  router.post("/forgetpassword", forget);
  router.post("/forget-password", forget);

  router.get(
    "/user-data",
    handler(async (req, res) => {
      if (!req.actor.principal || req.actor.principal.isGuest) return errorReply(res, MUST_LOGIN_AR);
      const user = await accounts.findById(req.actor.principal.userId);
      if (!user) return errorReply(res, MUST_LOGIN_AR);
      dataReply(res, userRow(user), "");
    }),
  );

  // The original answered an empty body when signed in; "You must login first" otherwise.
  router.get(
    "/check-user-auth",
    handler(async (req, res) => {
      if (!req.actor.principal || req.actor.principal.isGuest) return errorReply(res, LOGIN_FIRST);
      res.status(200).end();
    }),
  );

  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10 } }).single(
    "photo",
  );
  router.post(
    "/profile-update",
    (req, res, next) => upload(req, res, (err: unknown) => (err ? refuseUpload(res, err) : next())),
    handler(async (req: CompatRequest, res) => {
      if (!req.actor.principal || req.actor.principal.isGuest) return errorReply(res, "You must login first ");
      const caller = actorWith(req, req.actor.principal);
      const b = req.body ?? {};
      try {
        const fields = Object.fromEntries(
          (["name", "mobile", "language", "country"] as const)
            .filter((k) => b[k] !== undefined && b[k] !== null)
            .map((k) => [k, String(b[k])]),
        );
        let user = Object.keys(fields).length
          ? await accounts.updateProfile(caller, fields)
          : await accounts.findById(req.actor.principal.userId);
        const file = (req as Request & { file?: Express.Multer.File }).file;
        if (file) user = await accounts.setPhoto(caller, { buffer: file.buffer, originalName: file.originalname });
        dataReply(res, userRow(user!), "updated successfully");
      } catch (err) {
        refuse(req, res, err);
      }
    }),
  );

  function refuseUpload(res: Response, err: unknown) {
    const tooBig = err instanceof multer.MulterError && err.code === "LIMIT_FILE_SIZE";
    errorReply(res, tooBig ? "Das Bild ist zu groß (höchstens 5 MB)." : "Die Datei konnte nicht gelesen werden.");
  }

  router.post(
    "/contact-us",
    handler(async (req, res) => {
      const b = req.body ?? {};
      const missing = ["name", "email", "subject", "message"].filter((k) => !b[k]);
      if (missing.length) return void res.status(422).json({ status: false, message: `Missing: ${missing.join(", ")}` });
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(b.email)))
        return void res.status(422).json({ status: false, message: "Invalid email" });
      const wait = await rateLimits.consume("contactIp", req.ip ?? "");
      if (wait !== null)
        return void res.status(429).setHeader("Retry-After", String(wait)).json({ status: false, message: "Too Many Attempts." });
      const to = s.config.CONTACT_EMAIL;
      if (!to) {
        logger.warn("contact-us message received but CONTACT_EMAIL is not set");
        return void res.status(503).json({ status: false, message: "The contact form is not configured." });
      }
      // The sender's address goes into the text, not into Reply-To (the original let anyone set it).
      await mail.send({
        to,
        subject: `[Kontakt] ${String(b.subject).slice(0, 150)}`,
        text: `Von: ${String(b.name).slice(0, 120)} <${String(b.email).slice(0, 254)}>\n\n${String(b.message).slice(0, 5000)}`,
        link: "",
      });
      res.json({ status: true, message: "Your message has been sent" });
    }),
  );

  return router;
}
