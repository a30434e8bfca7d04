// @vitest-environment happy-dom
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { errorCode, errorMessage, fieldErrors, isNetworkError } from "./errors";

const graphqlError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });

/** Stands in for i18next: answers the key, so a test sees which text was chosen. */
const t = ((key: string) => key) as unknown as TFunction;

describe("fieldErrors", () => {
  it("maps a refusal's field messages to the form's fields (the first of a list)", () => {
    const error = graphqlError("Bitte prüfen Sie Ihre Angaben.", {
      code: "BAD_USER_INPUT",
      fields: { email: "Diese E-Mail-Adresse ist schon registriert.", password: ["Mindestens 8 Zeichen.", "Zu einfach."] },
    });
    expect(fieldErrors(error)).toEqual({
      email: "Diese E-Mail-Adresse ist schon registriert.",
      password: "Mindestens 8 Zeichen.",
    });
  });

  it("has no field messages for other failures", () => {
    expect(fieldErrors(graphqlError("Nicht gefunden", { code: "NOT_FOUND" }))).toEqual({});
    expect(fieldErrors(new TypeError("Failed to fetch"))).toEqual({});
  });
});

describe("errorMessage and errorCode", () => {
  it("shows the server's translated message and reads its code", () => {
    const error = graphqlError("Zu viele Versuche. Bitte warten Sie 5 Minuten.", { code: "RATE_LIMITED" });
    expect(errorMessage(error, t)).toBe("Zu viele Versuche. Bitte warten Sie 5 Minuten.");
    expect(errorCode(error)).toBe("RATE_LIMITED");
  });

  it("says the connection failed for a network error, and something went wrong otherwise", () => {
    expect(isNetworkError(new TypeError("Failed to fetch"))).toBe(true);
    expect(errorMessage(new TypeError("Failed to fetch"), t)).toBe("errors.network");
    expect(isNetworkError(new Error("boom"))).toBe(false);
    expect(errorMessage(new Error("boom"), t)).toBe("errors.generic");
    expect(errorCode(new Error("boom"))).toBeNull();
  });

  it("never takes a refusal by the server for a network error", () => {
    expect(isNetworkError(graphqlError("network of lies", { code: "BAD_USER_INPUT" }))).toBe(false);
  });
});
