/**
 * Input schemas of the REST compatibility layer: each handler parses its query or body with a zod
 * schema before a service sees it; the first problem's message is the original client's refusal.
 */
import { z } from "zod";
import { parseId } from "../common/ids";

/** A refusal the original client reads from `{status:false, msg}` (HTTP 200). */
export class CompatRefusal extends Error {
  constructor(readonly msg: string) {
    super(msg);
    this.name = "CompatRefusal";
  }
}

/** A positive integer id (number or digits); refused with `message` when absent or no id. */
export function idField(message: string) {
  return z
    .unknown()
    .optional()
    .transform((v, ctx): number => {
      const n = parseId(v);
      if (n === null) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });
}

/** An optional id (e.g. `page`): anything that is no id counts as absent. */
export const optionalId = z
  .unknown()
  .optional()
  .transform((v): number | undefined => parseId(v) ?? undefined);

/** Text as the client sends it (strings, numbers); null and absent stay null. */
export const looseText = z
  .unknown()
  .optional()
  .transform((v): string | null => (v === null || v === undefined ? null : String(v)));

/** Parses `value` with `schema`; the first problem becomes the refusal. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value ?? {});
  if (!r.success) throw new CompatRefusal(r.error.issues[0]?.message ?? "invalid input");
  return r.data;
}
