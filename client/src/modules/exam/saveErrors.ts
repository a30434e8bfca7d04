import { CombinedGraphQLErrors } from "@apollo/client/errors";

/** A network failure or a server fault is worth retrying; a refusal by the server's rules is not. */
export function isRetryable(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return true;
  const code = error.errors[0]?.extensions?.code;
  return code === "INTERNAL_SERVER_ERROR" || code === "RATE_LIMITED";
}
