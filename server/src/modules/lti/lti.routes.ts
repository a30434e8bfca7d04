import express, { type Request, type Response, type Router } from "express";
import { AppError } from "../../common/errors";
import { langFromHeader, type LangCode } from "../../common/lang";
import { logger } from "../../common/logger";
import { clientIp } from "../../http/compat";
import { launchLang, LtiRefused, refusalOf } from "./lti-claims";
import type { LtiDeepLinkService } from "./lti-deep-link.service";
import type { LoginParams, LtiLaunchService } from "./lti-launch.service";
import type { LtiKeyService } from "./lti-keys.service";
import { sendPicker, sendRefusal, sendReturn } from "./lti-pages";
import type { LtiPlatformService } from "./lti-platform.service";

export interface LtiRouteServices {
  launches: LtiLaunchService;
  deepLinks: LtiDeepLinkService;
  keys: LtiKeyService;
  platforms: LtiPlatformService;
}

const str = (v: unknown) => (typeof v === "string" ? v : undefined);

/**
 * The LTI 1.3 endpoints: GET|POST /lti/login (OIDC third-party login initiation), POST /lti/launch (id_token and
 * state: resource links and deep linking), POST /lti/deep-link (the picker's choice), GET /lti/jwks (the tool's keys).
 * Every refusal is a page in the launch's language and a log line with its code; no stack ever reaches the page.
 */
export function ltiRouter(s: LtiRouteServices): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: "64kb" });

  const refuse = (req: Request, res: Response, lang: LangCode, err: unknown) => {
    if (err instanceof AppError) {
      logger.info({ lti: req.path, code: err.code, reason: err.message }, "LTI launch refused");
      // a rule of the courses (an assignment not open yet): its own message and reason
      const shown = err.localise(lang);
      sendRefusal(res, lang, String(shown.extensions.reason ?? err.code), s.platforms.frameOrigins(), shown.message);
      return;
    }
    const refusal = refusalOf(err);
    if (refusal.reason === "FAILED" && !(err instanceof LtiRefused)) logger.error({ err, lti: req.path }, "LTI launch failed");
    else logger.info({ lti: req.path, reason: refusal.reason, detail: refusal.detail }, "LTI launch refused");
    sendRefusal(res, lang, refusal.reason, s.platforms.frameOrigins(), refusal.shown);
  };

  const login = async (req: Request, res: Response) => {
    const src = (req.method === "POST" ? req.body : req.query) as Record<string, unknown>;
    const lang = langFromHeader(req.headers["accept-language"], "de");
    const params: LoginParams = {
      iss: str(src.iss),
      login_hint: str(src.login_hint),
      target_link_uri: str(src.target_link_uri),
      lti_message_hint: str(src.lti_message_hint),
      client_id: str(src.client_id),
      lti_deployment_id: str(src.lti_deployment_id),
    };
    try {
      res.redirect(302, await s.launches.login(params));
    } catch (err) {
      refuse(req, res, lang, err);
    }
  };
  router.get("/lti/login", login);
  router.post("/lti/login", form, login);

  router.post("/lti/launch", form, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const lang = launchLang(body.id_token, langFromHeader(req.headers["accept-language"], "de"));
    try {
      const outcome = await s.launches.launch({ id_token: body.id_token, state: body.state }, lang, clientIp(req));
      if (outcome.kind === "redirect") {
        res.setHeader("Cache-Control", "no-store");
        res.redirect(302, outcome.url);
        return;
      }
      sendPicker(res, await s.deepLinks.open(outcome, lang), s.platforms.frameOrigins());
    } catch (err) {
      refuse(req, res, lang, err);
    }
  });

  router.post("/lti/deep-link", form, async (req, res) => {
    const lang = langFromHeader(req.headers["accept-language"], "de");
    try {
      const back = await s.deepLinks.pick(req.body as Record<string, unknown>, clientIp(req));
      sendReturn(res, back.lang, back.returnUrl, back.jwt, s.platforms.frameOrigins());
    } catch (err) {
      refuse(req, res, lang, err);
    }
  });

  router.get("/lti/jwks", async (_req, res, next) => {
    try {
      res.setHeader("Cache-Control", "public, max-age=300");
      res.json(await s.keys.jwks());
    } catch (err) {
      next(err);
    }
  });

  return router;
}
