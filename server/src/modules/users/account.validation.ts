import type { FieldErrors } from "../../common/errors";
import { accountMessages as m } from "./account.messages";
import { normalizeCountry, normalizeLanguage } from "./profile-options";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
const EMAIL_MAX = 254;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const MOBILE_SHAPE = /^\+?[0-9 ()\-/]{3,40}$/;

/** Trimmed text, or null when absent or blank. */
export function clean(value: string | null | undefined): string | null {
  const v = value?.trim();
  return v ? v : null;
}

export function checkEmail(errors: FieldErrors, raw: string | null | undefined): string {
  const email = clean(raw);
  if (!email) errors.add("email", m.emailRequired);
  else if (email.length > EMAIL_MAX || !EMAIL_SHAPE.test(email)) errors.add("email", m.emailInvalid);
  return email ?? "";
}

/** Passwords are not trimmed; only presence and length are checked. */
export function checkPassword(errors: FieldErrors, raw: string | null | undefined, field = "password", strength = true): string {
  const password = raw ?? "";
  if (!password) errors.add(field, m.passwordRequired);
  else if (strength && password.length < PASSWORD_MIN) errors.add(field, m.passwordTooShort, { min: PASSWORD_MIN });
  else if (password.length > PASSWORD_MAX) errors.add(field, m.passwordTooLong, { max: PASSWORD_MAX });
  return password;
}

/** Line breaks, other control characters and invisible format characters (bidi overrides, zero widths). */
const CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
/**
 * Text a mail program or a browser would turn into a link: a scheme (`https://`, `mailto:`), `www.`, or a host name
 * with a common top-level domain or followed by a path. Names like "Dr. A. Müller" or "J.R.R." pass.
 */
const URL_LIKE = new RegExp(
  [
    String.raw`\b[a-z][a-z0-9+.-]*:\/\/`,
    String.raw`\b(?:mailto|javascript|data|tel|ftp|file):`,
    String.raw`\bwww\.`,
    String.raw`[\p{L}\p{N}-]{2,}\.[\p{L}]{2,}\/`,
    String.raw`[\p{L}\p{N}-]{2,}\.(?:com|net|org|info|biz|io|co|me|ly|app|dev|link|click|site|online|shop|xyz|top|tk|ru|cn|de|at|ch|eu|uk|fr|es|it|nl|pl|us)\b`,
  ].join("|"),
  "iu",
);

/** Whether user-supplied text holds a link or something a mail program would make one. */
export function looksLikeUrl(text: string): boolean {
  return URL_LIKE.test(text);
}

/** Whether text holds line breaks or other control or invisible format characters. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/** A display name: one line of plain text, at most 120 characters, no links (it is quoted in the product's mails). */
export function checkName(errors: FieldErrors, raw: string | null | undefined): string {
  const name = clean(raw);
  if (!name) errors.add("name", m.nameRequired);
  else if (name.length > 120) errors.add("name", m.tooLong, { max: 120 });
  else if (hasControlCharacters(name)) errors.add("name", m.nameOneLine);
  else if (looksLikeUrl(name)) errors.add("name", m.nameNoLinks);
  return name ?? "";
}

export interface ProfileFields {
  mobile?: string | null;
  country?: string | null;
  language?: string | null;
}

/** Optional profile fields: blank clears, otherwise must be a phone number or one of the spec's options. */
export function checkProfileFields(errors: FieldErrors, input: ProfileFields): ProfileFields {
  const out: ProfileFields = {};
  if (input.mobile !== undefined) {
    const mobile = clean(input.mobile);
    if (mobile && !MOBILE_SHAPE.test(mobile)) errors.add("mobile", m.mobileInvalid);
    out.mobile = mobile;
  }
  if (input.country !== undefined) {
    const country = clean(input.country);
    const code = country ? normalizeCountry(country) : null;
    if (country && !code) errors.add("country", m.countryInvalid);
    out.country = code;
  }
  if (input.language !== undefined) {
    const language = clean(input.language);
    const code = language ? normalizeLanguage(language) : null;
    if (language && !code) errors.add("language", m.languageInvalid);
    out.language = code;
  }
  return out;
}
