/** The REST compatibility layer under /api: transport shared by every domain's routes. */
import cors from "cors";
import express, { Router, type RequestHandler } from "express";
import { actorMiddleware, clientIp, errorHandler, normaliseInput, notFound } from "./http/compat";
import { attemptRoutes } from "./modules/attempts/attempt.routes";
import { contentRoutes } from "./modules/content/content.routes";
import { placementRoutes } from "./modules/placement/placement.routes";
import { accountRoutes } from "./modules/users/account.routes";
import { courseExportRoutes } from "./modules/courses/course-export.routes";
import type { Services } from "./services";

/** The API's rate limit per client address: 429 {"message":"Too Many Attempts."} with Retry-After, as Laravel answered. */
function rateLimit(s: Services): RequestHandler {
  return async (req, res, next) => {
    try {
      const wait = await s.rateLimits.consume("apiIp", clientIp(req));
      if (wait === null) return next();
      res.setHeader("Retry-After", String(wait));
      res.status(429).json({ message: "Too Many Attempts." });
    } catch (err) {
      next(err);
    }
  };
}

export function apiRouter(s: Services): Router {
  const router = Router();
  // The original client sends Authorization on every call, so every call is preflighted.
  router.use(
    cors({
      origin: "*",
      methods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
      allowedHeaders: ["authorization", "content-type", "x-requested-with", "accept-language"],
    }),
  );
  router.use(
    express.json({ limit: "1mb" }),
    express.urlencoded({ extended: true, limit: "1mb" }),
    normaliseInput,
    actorMiddleware((auth) => s.tokens.principalFrom(auth), s.ds),
  );
  router.use(rateLimit(s));
  const withAddress = { ...s, publicUrl: s.config.publicUrl };
  router.use(accountRoutes(withAddress));
  router.use(contentRoutes(withAddress));
  router.use(placementRoutes(s));
  router.use(attemptRoutes({ ...withAddress, clientUrl: s.config.clientUrl }));
  router.use(courseExportRoutes(s));
  router.use(notFound);
  router.use(errorHandler);
  return router;
}
