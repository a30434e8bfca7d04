import { GraphQLError } from "graphql";

export type ErrorCode =
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "BAD_USER_INPUT"
  | "REGISTRATION_REQUIRED"
  | "RATE_LIMITED"
  | "ATTEMPT_SUBMITTED"
  | "CONFLICT"
  | "NOT_CONFIGURED";

export const httpStatusOf: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 422,
  REGISTRATION_REQUIRED: 403,
  RATE_LIMITED: 429,
  ATTEMPT_SUBMITTED: 409,
  CONFLICT: 409,
  NOT_CONFIGURED: 501,
};

/** A typed domain error; mapped once to GraphQL extensions.code and to an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = code,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "AppError";
  }

  toGraphQL(): GraphQLError {
    return new GraphQLError(this.message, { extensions: { code: this.code, ...this.details } });
  }
}
