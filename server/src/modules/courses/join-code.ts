import crypto from "node:crypto";

/** The letters and digits of a join code: none that looks like another (no 0/O, 1/I/L). */
export const JOIN_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const JOIN_CODE_LENGTH = 8;

/** A fresh join code: 8 characters drawn uniformly from the alphabet (31^8 ≈ 8.5 · 10^11 codes). */
export function newJoinCode(): string {
  let code = "";
  for (let i = 0; i < JOIN_CODE_LENGTH; i += 1) code += JOIN_CODE_ALPHABET[crypto.randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/**
 * A code as a person types or pastes it: case does not matter, spaces and hyphens are ignored (codes are often read
 * out in groups, "ABCD-EFGH"); null when it cannot be a code, so nothing is looked up.
 */
export function normaliseJoinCode(raw: string): string | null {
  const code = raw.normalize("NFKC").replace(/[\s-]/gu, "").toUpperCase();
  if (code.length !== JOIN_CODE_LENGTH) return null;
  for (const ch of code) if (!JOIN_CODE_ALPHABET.includes(ch)) return null;
  return code;
}
