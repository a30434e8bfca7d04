/**
 * Input hygiene shared by the edges: what may never reach a service or PostgreSQL whatever the route
 * (NUL bytes, which PostgreSQL refuses in text; null entries in lists; nesting deeper than any input needs).
 */
import { commonMessages, type Message } from "./i18n";

export interface InputProblem {
  /** Dotted path of the offending value, e.g. `data.3.answerid`. */
  field: string;
  message: Message;
}

/** How deep a body may nest (the deepest real input, save-exam's `data[i].field`, is 3). */
export const MAX_INPUT_DEPTH = 8;

/**
 * The problems of a decoded input: NUL bytes in strings or keys, null entries in arrays (unless
 * `nullEntries`), nesting past MAX_INPUT_DEPTH. At most `limit` problems are reported.
 */
export function inputProblems(value: unknown, opts: { nullEntries?: boolean; limit?: number } = {}): InputProblem[] {
  const out: InputProblem[] = [];
  const limit = opts.limit ?? 10;
  const walk = (v: unknown, path: string, depth: number): void => {
    if (out.length >= limit) return;
    if (typeof v === "string") {
      if (v.includes("\u0000")) out.push({ field: path || "body", message: commonMessages.nulByte });
      return;
    }
    if (!v || typeof v !== "object") return;
    if (depth > MAX_INPUT_DEPTH) {
      out.push({ field: path || "body", message: commonMessages.nestedTooDeeply });
      return;
    }
    if (Array.isArray(v)) {
      v.forEach((x, i) => {
        const p = path ? `${path}.${i}` : String(i);
        if (x === null && !opts.nullEntries) out.push({ field: p, message: commonMessages.nullEntry });
        else walk(x, p, depth + 1);
      });
      return;
    }
    for (const [k, x] of Object.entries(v)) {
      const p = path ? `${path}.${k}` : k;
      if (k.includes("\u0000")) out.push({ field: p.split("\u0000").join("\\0"), message: commonMessages.nulByte });
      else walk(x, p, depth + 1);
    }
  };
  walk(value, "", 0);
  return out;
}
