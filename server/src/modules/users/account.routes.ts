/**
 * REST compatibility for accounts: register, login, google-login, forgetpassword, user-data,
 * check-user-auth, profile-update, contact-us. Adapters: an input schema, one service call, the
 * presenter (account.compat-presenter.ts) for the original client's shapes.
 */
import { Router, type Request, type Response } from "express";
import multer from "multer";
import { z } from "zod";
import { AppError, httpStatusOf, type ErrorCode } from "../../common/errors";
import {
  actorWith,
  dataReply,
  errorReply,
  handler,
  LOGIN_FIRST,
  successMessage,
  validationFailed,
  type CompatRequest,
} from "../../http/compat";
import { CompatRefusal, looseText, parseInput } from "../../http/compat-input";
import { absoluteOn } from "../../http/origin";
import type { MediaService } from "../media/media.service";
import { userRow } from "./account.compat-presenter";
import type { ContactService } from "./contact.service";
import { INVALID_GOOGLE_TOKEN, type GoogleAuthService } from "./google-auth.service";
import { workingPrincipal, type GuestSessions } from "./guest-cookie";
import { IMAGE_MAX_BYTES } from "./image-upload.service";

const MUST_LOGIN_AR = "يجب تسجيل الدخول أولا";
/** Refusals of account calls, in the original envelope; the original's own words for two reasons. */
const refusals = {
  refusals: Object.keys(httpStatusOf) as ErrorCode[],
  reasons: { EMAIL_TAKEN: "emailAlreadyExists", [INVALID_GOOGLE_TOKEN]: "Invalid Google token" },
} as const satisfies Parameters<typeof handler>[1];

const registerBody = z.object({
  name: looseText,
  email: looseText,
  password: looseText,
  mobile: looseText,
  language: looseText,
  country: looseText,
});
const loginBody = z.object({ email: looseText, password: looseText });
const emailBody = z.object({ email: looseText });
const profileBody = z.object({ name: looseText, mobile: looseText, language: looseText, country: looseText });
const contactBody = z.object({
  name: z.string().min(1),
  email: z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Invalid email"),
  subject: z.string().min(1),
  message: z.string().min(1),
});

/** What the account routes call. */
export interface AccountRouteDeps extends GuestSessions {
  googleAuth: GoogleAuthService;
  contact: ContactService;
  media: MediaService;
  /** PUBLIC_URL: photo links are built on the caller's own origin, on this only when its Host is unusable. */
  publicUrl: string;
}

export function accountRoutes(s: AccountRouteDeps): Router {
  const router = Router();
  const { accounts, googleAuth, contact } = s;
  const row = (req: Request, u: Parameters<typeof userRow>[0], token?: string) =>
    userRow(u, absoluteOn(req, s.publicUrl)(s.media.url(u.photo)), token);
  /** A signing-in caller: a cookie guest's work comes along. */
  const signingIn = async (req: CompatRequest, res: Response) => actorWith(req, await workingPrincipal(s, req, res, false));
  const member = (req: CompatRequest, refusal: string) => {
    const p = req.actor.principal;
    if (!p || p.isGuest) throw new CompatRefusal(refusal);
    return { actor: req.actor, userId: p.userId };
  };

  router.post(
    "/register",
    handler(async (req, res) => {
      const b = parseInput(registerBody, req.body);
      const { token, user } = await accounts.register(await signingIn(req, res), b);
      dataReply(res, row(req, user, token), "Sie haben eine Bestätigung per E-Mail erhalten. Klicken Sie den Bestätigungslink");
    }, refusals),
  );

  router.post(
    "/login",
    handler(async (req, res) => {
      const b = parseInput(loginBody, req.body);
      const { token, user } = await accounts.login(await signingIn(req, res), b.email ?? "", b.password ?? "");
      dataReply(res, row(req, user, token), "Sie haben sich erfolgreich angemeldet");
    }, refusals),
  );

  // An app's own Google sign-in: the ID token is checked in full (the original asked Google's tokeninfo and
  // trusted any token with an email, whatever app it was issued to).
  router.post(
    "/google-login",
    handler(async (req, res) => {
      const token = req.body?.token;
      if (typeof token !== "string" || !token.trim()) return validationFailed(res, { token: ["The token field is required."] });
      const { token: jwt, user } = await googleAuth.signInWithIdToken(await signingIn(req, res), token.trim());
      dataReply(res, row(req, user, jwt), "Sie haben sich erfolgreich angemeldet");
    }, refusals),
  );

  // Answers alike whether the address exists (the original told unknown addresses apart), and never data.token.
  const forget = handler(async (req, res) => {
    await accounts.requestPasswordReset(req.actor, parseInput(emailBody, req.body).email ?? "");
    successMessage(res, "Please visit your email");
  }, refusals);
  router.post("/forgetpassword", forget);
  router.post("/forget-password", forget);

  router.get(
    "/user-data",
    handler(async (req, res) => {
      const user = await accounts.findById(member(req, MUST_LOGIN_AR).userId);
      if (!user) return errorReply(res, MUST_LOGIN_AR);
      dataReply(res, row(req, user), "");
    }),
  );

  // The original answered an empty body when signed in; "You must login first" otherwise.
  router.get(
    "/check-user-auth",
    handler(async (req, res) => {
      member(req, LOGIN_FIRST);
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
      const { actor, userId } = member(req, "You must login first ");
      const b = parseInput(profileBody, req.body);
      const fields = Object.fromEntries(Object.entries(b).filter(([, v]) => v !== null)) as Record<string, string>;
      let user = Object.keys(fields).length ? await accounts.updateProfile(actor, fields) : await accounts.findById(userId);
      const file = (req as Request & { file?: Express.Multer.File }).file;
      if (file) user = await accounts.setPhoto(actor, { buffer: file.buffer, originalName: file.originalname });
      dataReply(res, row(req, user!), "updated successfully");
    }, refusals),
  );

  function refuseUpload(res: Response, err: unknown) {
    const tooBig = err instanceof multer.MulterError && err.code === "LIMIT_FILE_SIZE";
    errorReply(res, tooBig ? "Das Bild ist zu groß (höchstens 5 MB)." : "Die Datei konnte nicht gelesen werden.");
  }

  router.post(
    "/contact-us",
    handler(async (req, res) => {
      const parsed = contactBody.safeParse(req.body ?? {});
      if (!parsed.success) return void res.status(422).json({ status: false, message: contactRefusal(parsed.error, req.body) });
      try {
        await contact.send(req.actor, parsed.data);
        res.json({ status: true, message: "Your message has been sent" });
      } catch (err) {
        if (!(err instanceof AppError) || (err.code !== "RATE_LIMITED" && err.code !== "NOT_CONFIGURED")) throw err;
        if (err.code === "RATE_LIMITED") res.setHeader("Retry-After", String(err.details.retryAfter));
        res.status(err.code === "RATE_LIMITED" ? 429 : 503).json({ status: false, message: err.message });
      }
    }),
  );

  return router;
}

/** The contact form's 422 text: the missing fields, else the invalid address. */
function contactRefusal(error: z.ZodError, body: unknown): string {
  const b = (body ?? {}) as Record<string, unknown>;
  const missing = ["name", "email", "subject", "message"].filter((k) => !b[k]);
  if (missing.length) return `Missing: ${missing.join(", ")}`;
  return error.issues.some((i) => i.message === "Invalid email") ? "Invalid email" : "Invalid input";
}
