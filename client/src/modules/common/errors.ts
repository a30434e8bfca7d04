import { CombinedGraphQLErrors, ServerError, ServerParseError } from "@apollo/client/errors";
import type { TFunction } from "i18next";

/** The GraphQL error code (extensions.code) of an Apollo error, if any. */
export function errorCode(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === "string" ? code : null;
  }
  return null;
}

/** Field messages of a BAD_USER_INPUT error, keyed by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const out: Record<string, string> = {};
  for (const e of error.errors) {
    const fields = e.extensions?.fields;
    if (fields && typeof fields === "object") {
      for (const [k, v] of Object.entries(fields as Record<string, unknown>)) {
        if (typeof v === "string") out[k] = v;
        else if (Array.isArray(v) && typeof v[0] === "string") out[k] = v[0];
      }
    }
  }
  return out;
}

export function isNetworkError(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return false;
  return (
    ServerError.is(error) ||
    ServerParseError.is(error) ||
    error instanceof TypeError ||
    (error instanceof Error && /fetch|network/i.test(error.message))
  );
}

/** A sentence a learner can read: the server's translated message, or a network notice. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || t("errors.generic");
  if (isNetworkError(error)) return t("errors.network");
  return t("errors.generic");
}
