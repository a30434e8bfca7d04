import fs from "node:fs";
import path from "node:path";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { expressMiddleware } from "@as-integrations/express5";
import cors from "cors";
import express, { type Express } from "express";
import type { DataSource } from "typeorm";
import { langFromHeader } from "./common/lang";
import type { Config } from "./config";
import { buildContext, type Context, type Services } from "./graphql/context";
import { formatError } from "./graphql/errors";
import { getSchema } from "./graphql/schema";
import { apiRouter } from "./http/api";
import { AdminService } from "./modules/admin/admin.service";
import { AttemptService } from "./modules/attempts/attempt.service";
import { ContentService } from "./modules/content/content.service";
import { ExamService } from "./modules/exams/exam.service";
import { mediaRouter } from "./modules/media/media.routes";
import { MediaService } from "./modules/media/media.service";
import { uploadRouter } from "./modules/media/upload.routes";
import { UploadService } from "./modules/media/upload.service";
import { PlacementService } from "./modules/placement/placement.service";
import { TokenService } from "./modules/users/token.service";
import { authRouter } from "./modules/users/auth.routes";
import { createAccountServices, stopAccountServices } from "./modules/users/accounts.module";

export interface App {
  app: Express;
  services: Services;
  stop(): Promise<void>;
}

export function createServices(ds: DataSource, config: Config): Services {
  const media = new MediaService(config.dataDir, config.contentDir, config.publicUrl);
  const tokens = new TokenService(ds, config.JWT_SECRET, config.dataDir, config.JWT_TTL);
  const uploads = new UploadService(ds, media);
  return {
    ds,
    config,
    media,
    services: {
      admin: new AdminService(ds, media),
      attempts: new AttemptService(ds, media),
      content: new ContentService(ds, media),
      exams: new ExamService(ds),
      placement: new PlacementService(ds),
      tokens,
      uploads,
      ...createAccountServices(ds, config, media, tokens, uploads),
    },
  };
}

/** Builds the whole HTTP application: /graphql, /media, /healthz, /admin and the client. */
export async function createApp(ds: DataSource, config: Config): Promise<App> {
  const services = createServices(ds, config);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");

  app.get("/healthz", async (_req, res) => {
    try {
      await ds.query("SELECT 1");
      res.json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });

  const apollo = new ApolloServer<Context>({
    schema: await getSchema(),
    formatError,
    introspection: true,
    stopOnTerminationSignals: false,
    plugins: [ApolloServerPluginLandingPageDisabled()],
  });
  await apollo.start();
  app.use(
    "/graphql",
    cors({
      origin: true,
      credentials: false,
      allowedHeaders: ["Content-Type", "Authorization", "Accept-Language", "apollo-require-preflight"],
    }),
    express.json({ limit: "1mb" }),
    expressMiddleware(apollo, {
      context: async ({ req }) => {
        const principal = await services.services.tokens.principalFrom(req.headers.authorization);
        return buildContext(services, req, langFromHeader(req.headers["accept-language"], principal?.lang ?? "de"), principal);
      },
    }),
  );

  app.use(authRouter(services));
  app.use("/api", apiRouter(services));
  app.use("/media", uploadRouter(services.services.uploads, services.services.tokens));
  app.use("/media", mediaRouter(services.media));
  // The original client builds level image URLs itself as <host>/img/{goethe,telc}/<name>.
  app.use(["/img/goethe", "/img/telc"], mediaRouter(services.media));

  serveSpa(app, "/admin", path.join(config.repoRoot, "admin", "dist"));
  serveSpa(app, "/", path.join(config.repoRoot, "client", "dist"));

  return {
    app,
    services,
    async stop() {
      await apollo.stop();
      await stopAccountServices(services.services);
    },
  };
}

/** Serves a built single-page app with a fallback to its index.html for client routes. */
function serveSpa(app: Express, base: string, dir: string): void {
  const index = path.join(dir, "index.html");
  if (!fs.existsSync(index)) return;
  const prefix = base === "/" ? "" : base;
  app.use(base, express.static(dir, { index: false, maxAge: "1h", setHeaders: noCacheForHtml }));
  app.get(`${prefix}/{*splat}`, (req, res, next) => {
    if (/^\/(graphql|api|auth|media)(\/|$)/.test(req.path) || !req.accepts("html")) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(index);
  });
  if (prefix) app.get(prefix, (_req, res) => res.sendFile(index));
}

function noCacheForHtml(res: express.Response, file: string): void {
  if (file.endsWith(".html")) res.setHeader("Cache-Control", "no-cache");
}
