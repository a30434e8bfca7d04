/** The REST compatibility layer under /api: transport shared by every domain's routes. */
import cors from "cors";
import express, { Router } from "express";
import type { Services } from "../graphql/context";
import { contentRoutes } from "../modules/content/content.routes";
import { placementRoutes } from "../modules/placement/placement.routes";
import { errorHandler, normaliseInput, notFound, principal } from "./compat";

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
  router.use(express.json({ limit: "1mb" }), express.urlencoded({ extended: true, limit: "1mb" }), normaliseInput, principal(s));
  router.use(contentRoutes(s));
  router.use(placementRoutes(s));
  router.use(notFound);
  router.use(errorHandler);
  return router;
}
