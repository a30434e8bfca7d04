import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import { AppError } from "../common/errors";
import { logger } from "../common/logger";

/** Maps domain errors once to extensions.code; hides internals of unexpected errors. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    return { ...formatted, message: original.message, extensions: { code: original.code, ...original.details } };
  }
  const code = formatted.extensions?.code;
  if (original instanceof GraphQLError || (code && code !== "INTERNAL_SERVER_ERROR")) return formatted;
  logger.error({ err: original }, "unexpected error in GraphQL operation");
  return { message: "Internal server error", path: formatted.path, extensions: { code: "INTERNAL_SERVER_ERROR" } };
}
