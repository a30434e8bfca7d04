import express, { type NextFunction, type Request, type Response, type Router } from "express";
import multer from "multer";
import { AppError, httpStatusOf } from "../../common/errors";
import { sendError } from "../../http/send-error";
import { commonMessages, translate } from "../../common/i18n";
import { isLang, langFromHeader, type LangCode } from "../../common/lang";
import { logger } from "../../common/logger";
import type { Config } from "../../config";
import type { MediaService } from "../media/media.service";
import type { GoogleAuthService } from "./google-auth.service";
import type { AccountService } from "./account.service";
import type { TokenService } from "./token.service";
import { accountMessages } from "./account.messages";
import type { Caller } from "./account.service";
import { IMAGE_MAX_BYTES, tooLarge } from "./image-upload.service";
import { langOfProfile } from "./profile-options";

/**
 * Browser-facing account routes:
 *   GET  /auth/google, /google-login, /{lang}/google-login   → Google
 *   GET  /auth/google/callback, /google/callback?code&state  → one-time code to the client
 *   GET  /auth/confirm-email?token                           → confirms, redirects to the client's login page
 *   POST /auth/profile/photo (multipart "photo", Bearer)     → { photoUrl, user }
 */
export interface AuthRouteDeps {
  accounts: AccountService;
  googleAuth: GoogleAuthService;
  tokens: TokenService;
  media: MediaService;
  config: Config;
}

export function authRouter(services: AuthRouteDeps): Router {
  const router = express.Router();
  const { accounts, googleAuth, tokens } = services;
  const clientUrl = services.config.clientUrl;

  const startGoogle = (req: Request, res: Response, next: NextFunction, lang: LangCode) => {
    if (!googleAuth.configured) {
      res
        .status(httpStatusOf.NOT_CONFIGURED)
        .json({ error: "NOT_CONFIGURED", message: translate(accountMessages.googleNotConfigured, lang) });
      return;
    }
    googleAuth.start(req, res, next, lang);
  };
  const finishGoogle = (req: Request, res: Response, next: NextFunction) => {
    if (!googleAuth.configured) {
      res
        .status(httpStatusOf.NOT_CONFIGURED)
        .json({ error: "NOT_CONFIGURED", message: translate(accountMessages.googleNotConfigured, queryLang(req)) });
      return;
    }
    googleAuth.finish(req, res, next);
  };

  router.get("/auth/google", (req, res, next) => startGoogle(req, res, next, queryLang(req)));
  router.get("/google-login", (req, res, next) => startGoogle(req, res, next, queryLang(req)));
  router.get("/:lang/google-login", (req, res, next) => {
    if (!isLang(req.params.lang)) return next();
    startGoogle(req, res, next, req.params.lang);
  });
  router.get("/auth/google/callback", finishGoogle);
  // the spec's callback path is also a client page: only an OAuth reply (code or error with state) is ours
  router.get("/google/callback", (req, res, next) => {
    if (!req.query.state || !(req.query.code || req.query.error)) return next();
    finishGoogle(req, res, next);
  });

  router.get("/auth/confirm-email", async (req, res) => {
    const lang = queryLang(req);
    const token = typeof req.query.token === "string" ? req.query.token : "";
    try {
      await accounts.confirmEmail({ lang, ip: req.ip ?? "", principal: null }, token);
      res.redirect(302, `${clientUrl}/${lang}/login?emailConfirmed=1`);
    } catch (err) {
      const reason = err instanceof AppError ? String(err.details.reason ?? "INVALID") : "FAILED";
      if (!(err instanceof AppError)) logger.error({ err }, "email confirmation failed");
      res.redirect(302, `${clientUrl}/${lang}/login?emailConfirmed=0&reason=${reason}`);
    }
  });

  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10 } }).single(
    "photo",
  );
  router.post(
    "/auth/profile/photo",
    async (req, res, next) => {
      const principal = await tokens.principalFrom(req.headers.authorization);
      res.locals.caller = { principal, ip: req.ip ?? "", lang: requestLang(req, principal?.lang) } satisfies Caller;
      // refuse before reading a body nobody may send
      if (!principal)
        return sendError(res, new AppError("UNAUTHENTICATED", commonMessages.unauthenticated), res.locals.caller.lang);
      next();
    },
    (req, res, next) =>
      upload(req, res, (err: unknown) => {
        const caller = res.locals.caller as Caller;
        if (err instanceof multer.MulterError && err.code === "LIMIT_FILE_SIZE")
          return sendError(res, tooLarge("photo"), caller.lang);
        if (err)
          return sendError(
            res,
            new AppError("BAD_USER_INPUT", (err as Error).message, { fields: { photo: (err as Error).message } }),
            caller.lang,
          );
        next();
      }),
    async (req, res) => {
      const caller = res.locals.caller as Caller;
      try {
        const user = await accounts.setPhoto(
          caller,
          req.file ? { buffer: req.file.buffer, originalName: req.file.originalname } : null,
        );
        res.json({ photoUrl: services.media.url(user.photo) });
      } catch (err) {
        sendError(res, err, caller.lang);
      }
    },
  );

  return router;
}

/** ?lang=, else Accept-Language, else the user's profile language, else German. */
function requestLang(req: Request, userLang?: LangCode | null): LangCode {
  const q = req.query.lang;
  if (isLang(q)) return q;
  return langFromHeader(req.headers["accept-language"], langOfProfile(userLang) ?? "de");
}

function queryLang(req: Request): LangCode {
  return requestLang(req);
}
