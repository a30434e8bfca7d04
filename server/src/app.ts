import path from "node:path";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { expressMiddleware } from "@as-integrations/express5";
import cors from "cors";
import express, { type Express } from "express";
import type { DataSource } from "typeorm";
import { langFromHeader } from "./common/lang";
import { logger } from "./common/logger";
import { RequestLoaders } from "./common/request-loaders";
import type { Config } from "./config";
import type { Context } from "./graphql/context";
import { contextFailure, createFormatError, errorLanguagePlugin } from "./graphql/errors";
import { inputHygienePlugin } from "./graphql/input-hygiene";
import { DEFAULT_LIST_SIZE } from "./graphql/cost";
import { costLimitPlugin, limitRules, timeBudgetPlugin, tooManyRequests, type GraphQLLimits } from "./graphql/limits";
import { clientIp } from "./http/compat";
import { apiCompression, serveSpa } from "./http/delivery";
import { requestIdMiddleware } from "./http/request-id";
import { securityHeaders } from "./http/security-headers";
import { finalErrorHandler } from "./http/send-error";
import { ApiTokenService } from "./modules/integrations/api-token.service";
import { tokenScopePlugin } from "./modules/integrations/token-scopes";
import { mediaRouter } from "./modules/media/media.routes";
import { uploadRouter } from "./modules/media/upload.routes";
import { recordingsRouter } from "./modules/recordings/recording.routes";
import { authRouter } from "./modules/users/auth.routes";
import { startLti } from "./modules/lti/lti.module";
import { ltiRouter } from "./modules/lti/lti.routes";
import { apiRouter } from "./rest-api";
import { getSchema } from "./schema";
import { createServices, resolverContainer, startSweeps, stopServices, type Services } from "./services";

export interface App {
  app: Express;
  services: Services;
  stop(): Promise<void>;
}

/** Builds the whole HTTP application: /graphql, /media, /healthz, /admin and the client. */
export async function createApp(ds: DataSource, config: Config): Promise<App> {
  const services = createServices(ds, config);
  // private files of an installation from before they had their own folder move out of the public one
  const moved = services.media.movePrivateFiles();
  if (moved) logger.info({ files: moved, to: services.media.privateDir }, "private media moved out of the public folder");
  await services.audioUploads.start();
  await services.webhooks.start();
  await services.accountMails.start();
  await startSweeps(services, config);
  await startLti(services.lti, config.LTI_SCORE_SWEEP_SECONDS * 1000);
  const app = express();
  app.disable("x-powered-by");
  app.use(requestIdMiddleware);
  // Only the configured proxies' X-Forwarded-For counts: rate limits key on the real client (TRUSTED_PROXIES).
  app.set("trust proxy", config.trustProxy);
  const clientHeaders = securityHeaders({
    publicUrl: config.publicUrl,
    indexHtml: path.join(config.repoRoot, "client", "dist", "index.html"),
    // the registered LTI platforms open the client in their iframe
    frameAncestors: () => services.lti.platforms.frameOrigins(),
  });
  const consoleHeaders = securityHeaders({ publicUrl: config.publicUrl, inlineStyles: true });
  app.use((req, res, next) => (/^\/admin(\/|$)/.test(req.path) ? consoleHeaders : clientHeaders)(req, res, next));
  app.use(apiCompression());

  app.get("/healthz", async (_req, res) => {
    try {
      await ds.query("SELECT 1");
      res.json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });

  const limits = graphqlLimits(config);
  const apollo = new ApolloServer<Context>({
    schema: await getSchema(),
    formatError: createFormatError({ limits, suggestions: config.introspection }),
    introspection: config.introspection,
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules: limitRules(limits),
    // Stack traces (server paths) only for a developer's own machine.
    includeStacktraceInErrorResponses: process.env.NODE_ENV === "development",
    stopOnTerminationSignals: false,
    // no cache hints are used: without the cache-control plugin Apollo does not wrap every field resolver
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      errorLanguagePlugin,
      inputHygienePlugin,
      costLimitPlugin(limits),
      tokenScopePlugin,
      timeBudgetPlugin<Context>(limits.timeoutMs),
    ],
  });
  await apollo.start();
  const container = resolverContainer(services);
  // GraphQL answers POSTs, which are never answered 304: no ETag hash of every reply (a sub-app of its own settings)
  const graphql = express();
  graphql.set("etag", false);
  graphql.disable("x-powered-by");
  app.use("/graphql", graphql);
  graphql.use(
    cors({
      origin: true,
      credentials: false,
      allowedHeaders: ["Content-Type", "Authorization", "Accept-Language", "apollo-require-preflight"],
    }),
    express.json({ limit: "1mb" }),
    expressMiddleware(apollo, {
      context: async ({ req }): Promise<Context> => {
        const header = req.headers.authorization;
        // A personal access token (dpat_…) is GraphQL's only: the REST layer and media links know sign-in JWTs alone.
        const principal = await (
          ApiTokenService.carriesToken(header) ? services.apiTokens.principalFrom(header) : services.tokens.principalFrom(header)
        ).catch((err: unknown) => contextFailure(err, langFromHeader(req.headers["accept-language"], "de")));
        const lang = langFromHeader(req.headers["accept-language"], principal?.lang ?? "de");
        const ip = clientIp(req);
        // Before the document is parsed: a budget per token, per account with a sign-in token, per address without one.
        const [kind, key] = principal?.apiToken
          ? (["graphqlToken", `token:${principal.apiToken.id}`] as const)
          : principal
            ? (["graphqlUser", `user:${principal.userId}`] as const)
            : (["graphqlIp", ip] as const);
        const wait = await services.rateLimits.consume(kind, key);
        if (wait !== null) throw tooManyRequests(wait, lang);
        return { req, lang, actor: { principal, lang, ip, loaders: new RequestLoaders(ds) }, container };
      },
    }),
  );

  app.use(authRouter(services));
  app.use(ltiRouter(services.lti));
  app.use("/api", apiRouter(services));
  app.use("/media", uploadRouter(services.uploads, services.audioUploads, services.tokens));
  app.use("/media", recordingsRouter(ds, services.recordings, services.tokens, services.rateLimits, config.S3_PRESIGN_SECONDS));
  app.use("/media", mediaRouter(services.media));
  // The original client builds level image URLs itself as <host>/img/{goethe,telc}/<name>.
  app.use(["/img/goethe", "/img/telc"], mediaRouter(services.media));

  serveSpa(app, "/admin", path.join(config.repoRoot, "admin", "dist"));
  serveSpa(app, "/", path.join(config.repoRoot, "client", "dist"));
  app.use(finalErrorHandler);

  return {
    app,
    services,
    async stop() {
      await apollo.stop();
      await stopServices(services);
    },
  };
}

export function graphqlLimits(config: Config): GraphQLLimits {
  return {
    maxDepth: config.GRAPHQL_MAX_DEPTH,
    maxAliases: config.GRAPHQL_MAX_ALIASES,
    maxCost: config.GRAPHQL_MAX_COST,
    defaultListSize: DEFAULT_LIST_SIZE,
    maxDirectives: config.GRAPHQL_MAX_DIRECTIVES,
    maxTokens: config.GRAPHQL_MAX_TOKENS,
    timeoutMs: config.GRAPHQL_TIMEOUT_MS,
  };
}
