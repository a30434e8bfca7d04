import type { ApolloServerPlugin } from "@apollo/server";
import { unwrapResolverError } from "@apollo/server/errors";
import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { AppError } from "../common/errors";
import { logger } from "../common/logger";
import type { Context } from "./context";

/** Hands each domain error the request's language before the errors are formatted. */
export const errorLanguagePlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ contextValue, errors }) {
        for (const e of errors) {
          const original = unwrapResolverError(e);
          if (original instanceof AppError) original.lang = contextValue?.lang ?? null;
        }
      },
    };
  },
};

/** Maps domain errors once to a translated message and extensions.code; hides internals of unexpected errors. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    const { message, extensions } = original.localise(original.lang ?? "de");
    return { ...formatted, message, extensions };
  }
  const code = formatted.extensions?.code;
  if (original instanceof GraphQLError || (code && code !== "INTERNAL_SERVER_ERROR")) return formatted;
  logger.error({ err: original }, "unexpected error in GraphQL operation");
  return { message: "Internal server error", path: formatted.path, extensions: { code: "INTERNAL_SERVER_ERROR" } };
}
