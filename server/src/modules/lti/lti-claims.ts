import { decodeJwt, errors as joseErrors, type JWTPayload } from "jose";
import { isLang, type LangCode } from "../../common/lang";
import type { LtiRefusal } from "./lti.messages";

/** The LTI 1.3 claim names (IMS Global). */
export const CLAIM = {
  messageType: "https://purl.imsglobal.org/spec/lti/claim/message_type",
  version: "https://purl.imsglobal.org/spec/lti/claim/version",
  deploymentId: "https://purl.imsglobal.org/spec/lti/claim/deployment_id",
  roles: "https://purl.imsglobal.org/spec/lti/claim/roles",
  context: "https://purl.imsglobal.org/spec/lti/claim/context",
  resourceLink: "https://purl.imsglobal.org/spec/lti/claim/resource_link",
  custom: "https://purl.imsglobal.org/spec/lti/claim/custom",
  presentation: "https://purl.imsglobal.org/spec/lti/claim/launch_presentation",
  targetLinkUri: "https://purl.imsglobal.org/spec/lti/claim/target_link_uri",
  ags: "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint",
  nrps: "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice",
  deepLinking: "https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings",
  contentItems: "https://purl.imsglobal.org/spec/lti-dl/claim/content_items",
  dlData: "https://purl.imsglobal.org/spec/lti-dl/claim/data",
} as const;

export const SCORE_SCOPE = "https://purl.imsglobal.org/spec/lti-ags/scope/score";
export const NRPS_SCOPE = "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly";
export const NRPS_MEDIA_TYPE = "application/vnd.ims.lti-nrps.v2.membershipcontainer+json";
export const RESOURCE_LINK_REQUEST = "LtiResourceLinkRequest";
export const DEEP_LINKING_REQUEST = "LtiDeepLinkingRequest";

/** A refusal of a launch: shown as a page in the launch's language, logged with its code. */
export class LtiRefused extends Error {
  constructor(
    readonly reason: LtiRefusal,
    readonly detail?: string,
    /** A text to show instead of the reason's (already in the page's language). */
    readonly shown?: string,
  ) {
    super(`${reason}${detail ? `: ${detail}` : ""}`);
    this.name = "LtiRefused";
  }
}

/** The verified id_token's claims that a launch reads. */
export interface LaunchClaims extends JWTPayload {
  sub: string;
  nonce?: string;
  azp?: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  [CLAIM.messageType]?: string;
  [CLAIM.version]?: string;
  [CLAIM.deploymentId]?: string;
  [CLAIM.roles]?: string[];
  [CLAIM.context]?: { id?: string; label?: string; title?: string };
  [CLAIM.resourceLink]?: { id?: string; title?: string };
  [CLAIM.custom]?: Record<string, string>;
  [CLAIM.presentation]?: { locale?: string; document_target?: string; return_url?: string };
  [CLAIM.ags]?: { scope?: string[]; lineitem?: string; lineitems?: string };
  [CLAIM.nrps]?: { context_memberships_url?: string; service_versions?: string[] };
  [CLAIM.deepLinking]?: { deep_link_return_url?: string; data?: string; accept_types?: string[] };
}

/** The launch's language (launch_presentation.locale, "de-DE" → de), read before the token is verified: only for the page. */
export function launchLang(idToken: unknown, fallback: LangCode): LangCode {
  if (typeof idToken !== "string") return fallback;
  try {
    const locale = (decodeJwt(idToken) as LaunchClaims)[CLAIM.presentation]?.locale;
    const tag = typeof locale === "string" ? locale.slice(0, 2).toLowerCase() : "";
    return isLang(tag) ? tag : fallback;
  } catch {
    return fallback;
  }
}

/** A verification failure of jose, as a refusal. */
export function refusalOf(err: unknown): LtiRefused {
  if (err instanceof LtiRefused) return err;
  if (err instanceof joseErrors.JWTExpired) return new LtiRefused("TOKEN_EXPIRED", err.message);
  if (err instanceof joseErrors.JWTClaimValidationFailed)
    return new LtiRefused(err.claim === "iat" || err.claim === "nbf" ? "TOKEN_EXPIRED" : "BAD_REQUEST", err.message);
  if (
    err instanceof joseErrors.JWSSignatureVerificationFailed ||
    err instanceof joseErrors.JWKSNoMatchingKey ||
    err instanceof joseErrors.JWKSMultipleMatchingKeys ||
    err instanceof joseErrors.JWSInvalid ||
    err instanceof joseErrors.JWTInvalid ||
    err instanceof joseErrors.JOSEAlgNotAllowed
  )
    return new LtiRefused("BAD_SIGNATURE", (err as Error).message);
  return new LtiRefused("FAILED", err instanceof Error ? err.message : String(err));
}

const INSTRUCTOR =
  /^(http:\/\/purl\.imsglobal\.org\/vocab\/lis\/v2\/(membership#(Instructor|Administrator)|institution\/person#Administrator|system\/person#Administrator)|Instructor|Administrator)$/;

/** Instructor or Administrator roles (course, institution or system) make a course's teacher; any other a learner. */
export function isInstructor(roles: unknown): boolean {
  return Array.isArray(roles) && roles.some((r) => typeof r === "string" && INSTRUCTOR.test(r));
}

/** The user's name as the platform sends it (name, or given and family name), at most 120 characters. */
export function nameOf(c: Pick<LaunchClaims, "name" | "given_name" | "family_name">): string | null {
  const name =
    (typeof c.name === "string" && c.name.trim()) ||
    [c.given_name, c.family_name].filter((s) => typeof s === "string" && s.trim()).join(" ");
  return name ? name.trim().slice(0, 120) : null;
}
