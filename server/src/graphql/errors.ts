import { HeaderMap, type ApolloServerPlugin } from "@apollo/server";
import { unwrapResolverError } from "@apollo/server/errors";
import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { AppError, httpStatusOf } from "../common/errors";
import type { LangCode } from "../common/lang";
import { isTransientDbError, RETRY_AFTER_SECONDS, unavailable } from "../db/faults";
import { commonMessages, translate } from "../common/i18n";
import { logger } from "../common/logger";
import { requestIdOf } from "../http/request-id";
import type { Context } from "./context";
import { tokenLimitError, type GraphQLLimits } from "./limits";

/** The request language of errors that are not domain errors (parser refusals), set before formatting. */
const errorLang = new WeakMap<object, LangCode>();

/** The domain error behind a GraphQL error: thrown by a resolver, or reported by a validation rule. */
export function appErrorOf(error: unknown): AppError | null {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) return original;
  if (original instanceof GraphQLError && original.originalError instanceof AppError) return original.originalError;
  return null;
}

/** Whether an error is a failure of the server (not a refusal of the request): logged, and hidden from callers. */
function isUnexpected(error: unknown, code: unknown): boolean {
  if (appErrorOf(error) || isTransientDbError(unwrapResolverError(error))) return false;
  const original = unwrapResolverError(error);
  return !(original instanceof GraphQLError) && (!code || code === "INTERNAL_SERVER_ERROR");
}

/**
 * Hands each domain error the request's language before the errors are formatted, logs unexpected
 * errors with the request's id, and puts that id into every error of the reply.
 */
export const errorLanguagePlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ contextValue, errors, request }) {
        for (const e of errors) {
          const app = appErrorOf(e);
          if (contextValue?.lang) errorLang.set(e, contextValue.lang);
          if (app) app.lang = contextValue?.lang ?? null;
          else if (isUnexpected(e, e.extensions?.code))
            logger.error(
              {
                err: unwrapResolverError(e),
                requestId: contextValue?.req ? requestIdOf(contextValue.req) : undefined,
                operation: request.operationName,
                path: e.path,
              },
              "unexpected error in GraphQL operation",
            );
        }
      },
      async willSendResponse({ contextValue, response }) {
        if (response.body.kind !== "single" || !response.body.singleResult.errors || !contextValue?.req) return;
        // A transient database fault is 503 with Retry-After, so clients (and proxies) retry.
        if (response.body.singleResult.errors.some((e) => e.extensions?.code === "SERVICE_UNAVAILABLE")) {
          response.http.status = 503;
          response.http.headers.set("retry-after", String(RETRY_AFTER_SECONDS));
        }
        const requestId = requestIdOf(contextValue.req);
        const internal = translate(commonMessages.internalError, contextValue.lang);
        response.body.singleResult.errors = response.body.singleResult.errors.map((e) => ({
          ...e,
          ...(e.extensions?.code === "INTERNAL_SERVER_ERROR" ? { message: internal } : {}),
          extensions: { ...e.extensions, requestId },
        }));
      },
    };
  },
};

/**
 * The context could not be built (the caller's token is checked against the database): a transient
 * fault there is 503 SERVICE_UNAVAILABLE with Retry-After like any other; anything else is rethrown.
 */
export function contextFailure(err: unknown, lang: LangCode): never {
  if (err instanceof AppError) {
    // a refused credential (an invalid, expired or revoked access token): its own code and status, translated
    err.lang = lang;
    const { message, extensions } = err.localise(lang);
    throw new GraphQLError(message, {
      originalError: err,
      extensions: { ...extensions, http: { status: httpStatusOf[err.code] } },
    });
  }
  if (!isTransientDbError(err)) throw err;
  const app = unavailable();
  const { message, extensions } = app.localise(lang);
  throw new GraphQLError(message, {
    originalError: app,
    extensions: {
      ...extensions,
      http: { status: 503, headers: new HeaderMap([["retry-after", String(RETRY_AFTER_SECONDS)]]) },
    },
  });
}

export interface ErrorFormatOptions {
  limits: GraphQLLimits;
  /** Whether validation messages may suggest field names ("Did you mean …?"): off when introspection is. */
  suggestions: boolean;
}

/**
 * Maps domain errors once to a translated message and extensions.code; hides internals of unexpected
 * errors; turns the parser's token-limit refusal into a translated BAD_USER_INPUT; drops field
 * suggestions when they are off.
 */
export function createFormatError(opts: ErrorFormatOptions) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const app =
      appErrorOf(error) ??
      (isTransientDbError(unwrapResolverError(error)) ? unavailable() : null) ??
      tokenLimitError(formatted.message, opts.limits);
    if (app) {
      const lang = app.lang ?? (error && typeof error === "object" ? errorLang.get(error) : undefined) ?? "de";
      const { message, extensions } = app.localise(lang);
      return { ...formatted, message, extensions };
    }
    if (!isUnexpected(error, formatted.extensions?.code)) {
      if (opts.suggestions) return formatted;
      return { ...formatted, message: formatted.message.replace(/ ?Did you mean .+\?$/, "") };
    }
    return {
      message: translate(commonMessages.internalError, "de"),
      path: formatted.path,
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    };
  };
}
